"""The registration sheet (``ydkcheck hoja``): a deck in the layout of Konami's deck list form.

``content`` says what the sheet holds (the player's boxes, the cards by section and type, the
totals) and ``columns`` in which rows of the form's lists; ``fit`` sizes a text to its box and
``glyphs`` keeps to the characters the font has; ``pdf`` lays the form out on a ``page`` of
fpdf2 (imported only there) of a ``paper`` size, its boxes the form fields ``fields`` names,
which ``form`` makes a fillable form with pypdf; ``output`` writes the file whole or not at
all.
"""
