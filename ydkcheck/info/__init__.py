"""``info``: a deck's overview under a list (cards by identity, their status, points,
fingerprint, verdict), or the card data in use.

``overview`` builds the overview as plain data; ``report`` writes it as text or JSON. The
command (``commands/info.py``) only reads options and prints.
"""
