"""Banlists: files -> the list model -> the collection and its index -> choosing a list.

Each module imports only those before it in this order, so there is no cycle:

- ``model``: Banlist, Bounds, DeckRules, the categories; ``families``: the table of families;
  ``card_limits``: a list's counts card by card, a passcode's own entry first
- ``yaml_file`` (PyYAML), ``lflist``, ``compiled``: the three file forms, read and written
- ``files``: any list file by its name; ``collection``: the shipped and cached lists and
  their ``index.json``; ``choose``: a list by family, id, date or file, and its as-of date
- ``listing``: a list's entries, a diff and artworks, as ``ydkcheck listas`` shows them

This package module imports nothing, so importing one of them stays cheap.
"""
