"""Messages of the core: CLI, decks, card data, rules, reports. key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "cli.help": (
        "Comprueba mazos de Yu-Gi-Oh!: reglas de construcción, listas y formatos, manos iniciales.",
        "Checks Yu-Gi-Oh! decks: construction rules, lists and formats, opening hands.",
    ),
    "cli.version": ("Muestra la versión y sale.", "Show the version and exit."),
    "cli.lang": ("Idioma de los mensajes: es o en.", "Language of the messages: es or en."),
}
