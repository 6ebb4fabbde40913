"""Message catalogues, one module per area of the code (see ydkcheck.i18n)."""
