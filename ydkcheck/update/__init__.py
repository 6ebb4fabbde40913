"""``ydkcheck actualiza``: fresh card data and current lists from the YGOPRODeck API v7.

The only package of ydkcheck that imports ``requests``. Modules:

- ``client``: the HTTP session (timeouts, retries, rate limit, conditional requests);
- ``convert``: API JSON -> validated rows of ``cards.tsv``;
- ``lists``: ``banlist_info`` -> the current TCG, OCG and GOAT lists (plain dicts for YAML);
- ``service``: one update from start to end, written into the cache (``ydkcheck.cache``).
"""
