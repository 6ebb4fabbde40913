"""Messages of the lists area (the collection and choosing a list): key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "catalog.unknown-list": (
        "lista desconocida «{value}»: usa una familia ({families}), un id como {example} "
        "o un archivo .yaml/.lflist.conf",
        "unknown list '{value}': use a family ({families}), an id such as {example} "
        "or a .yaml/.lflist.conf file",
    ),
    "catalog.before-first": (
        "no hay lista {family} en vigor el {date}: la primera ({first_id}) rige desde el {first}",
        "no {family} list was in force on {date}: the first one ({first_id}) starts on {first}",
    ),
    "catalog.empty-family": (
        "la colección no tiene ninguna lista de la familia {family}",
        "the collection has no list of the family {family}",
    ),
    "catalog.bad-date": (
        "fecha no válida «{value}»: usa AAAA-MM-DD",
        "invalid date '{value}': use YYYY-MM-DD",
    ),
    "catalog.no-collection": (
        "no se encuentra la colección de listas ({reason}): reinstala ydkcheck",
        "the list collection cannot be found ({reason}): reinstall ydkcheck",
    ),
    "catalog.bad-index": (
        "índice de listas dañado ({reason}): regenera con tools/build_banlists.py",
        "broken list index ({reason}): regenerate it with tools/build_banlists.py",
    ),
}
