"""Side plans (``ydkcheck plan``): what each matchup sides in and out, checked against a deck.

``spec`` reads the plan file, ``check`` checks every matchup and gives the deck after one
matchup's swaps (``post_side_deck``, for ``simula --plan``), ``report`` writes the result.
"""
