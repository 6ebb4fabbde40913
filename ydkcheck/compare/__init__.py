"""``compara``: the judge's deck check, the registered deck against the presented one.

``check`` compares two decks by section and card identity (the model and the work);
``report`` writes the result as text or JSON. The command (``commands/compara.py``) only
reads options and prints.
"""
