"""Messages of the lint area (CI formats, configuration, inputs): key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    # arguments and options
    "lint.decks": (
        "Archivos .ydk, carpetas (todos los .ydk de dentro), patrones como 'decks/**/*.ydk', "
        "URLs ydke:// o - (un mazo por la entrada estándar).",
        "Files .ydk, folders (every .ydk inside), patterns such as 'decks/**/*.ydk', ydke:// "
        "URLs or - (one deck on standard input).",
    ),
    "opt.jobs": (
        "Procesos que comprueban mazos a la vez (vale la pena con miles de mazos); 0: uno por "
        "núcleo.",
        "Processes checking decks at once (worth it with thousands of decks); 0: one per core.",
    ),
    # inputs
    "input.no-match": (
        "el patrón no coincide con ningún archivo: comprueba la ruta",
        "the pattern matches no file: check the path",
    ),
    # configuration files
    "config.not-utf8": (
        "la configuración no es UTF-8: guárdala como UTF-8",
        "the configuration is not UTF-8: save it as UTF-8",
    ),
    "config.toml-syntax": ("TOML no válido: {problem}", "invalid TOML: {problem}"),
    "config.yaml-syntax": ("YAML no válido: {problem}", "invalid YAML: {problem}"),
    "config.not-table": (
        "[tool.ydkcheck] debe ser una tabla de claves",
        "[tool.ydkcheck] must be a table of keys",
    ),
    "config.not-mapping": (
        "la configuración debe ser un mapa clave: valor",
        "the configuration must be a key: value mapping",
    ),
    "config.bad-key": (
        "clave no válida: usa un nombre de texto",
        "invalid key: use a plain name",
    ),
    "config.duplicate-key": (
        "clave «{key}» repetida (ya estaba en la línea {first})",
        "key '{key}' repeated (already on line {first})",
    ),
    "config.unknown-key": (
        "clave desconocida «{key}» en la configuración de ydkcheck; claves válidas: {known}",
        "unknown key '{key}' in the ydkcheck configuration; valid keys: {known}",
    ),
    "config.same-option": (
        "«{key}» y «{other}» son la misma opción: deja solo una",
        "'{key}' and '{other}' are the same option: keep only one",
    ),
    "config.not-bool": ("«{key}» debe ser true o false", "'{key}' must be true or false"),
    "config.not-text": ("«{key}» debe ser un texto", "'{key}' must be a string"),
    "config.not-list": (
        "«{key}» debe ser una lista de reglas, p. ej. [advice-high-levels]",
        "'{key}' must be a list of rules, e.g. [advice-high-levels]",
    ),
    "config.bad-date": (
        "«{key}»: fecha no válida «{value}»; usa AAAA-MM-DD",
        "'{key}': invalid date '{value}'; use YYYY-MM-DD",
    ),
    "config.bad-lang": (
        "«{key}»: idioma desconocido «{value}»; usa es o en",
        "'{key}': unknown language '{value}'; use es or en",
    ),
    "config.bad-output": (
        "«{key}»: formato de salida desconocido «{value}»; usa {known}",
        "'{key}': unknown output format '{value}'; use {known}",
    ),
    "config.bad-rule": (
        "«{key}»: regla desconocida «{value}»; reglas: {known}",
        "'{key}': unknown rule '{value}'; rules: {known}",
    ),
    # formats
    "lint.github-title": ("ydkcheck ({rule})", "ydkcheck ({rule})"),
    "lint.github-unreadable": ("ydkcheck (mazo ilegible)", "ydkcheck (unreadable deck)"),
    "lint.junit-suite": ("ydkcheck: {name} ({id})", "ydkcheck: {name} ({id})"),
    "lint.points-card": (
        "  {name} ({id}): {copies} × {each} = {total}",
        "  {name} ({id}): {copies} × {each} = {total}",
    ),
    "lint.points-none": ("  ninguna carta suma puntos", "  no card carries points"),
    # rule descriptions (SARIF shortDescription) and help (SARIF help)
    "lint.rule.syntax": (
        "Línea que no es un código, una cabecera ni un comentario",
        "Line that is neither a passcode, a section header nor a comment",
    ),
    "lint.help.syntax": (
        "Un .ydk lista un código por línea bajo #main, #extra y !side; las demás líneas "
        "empiezan por #. Corrige o borra la línea; las cartas antes de cualquier cabecera "
        "cuentan como Deck Principal.",
        "A .ydk lists one passcode per line under #main, #extra and !side; other lines start "
        "with #. Fix or delete the line; cards before any header count as Main Deck.",
    ),
    "lint.rule.unknown-card": (
        "Código que los datos de cartas no conocen",
        "Passcode the card data does not know",
    ),
    "lint.help.unknown-card": (
        "Comprueba el código; si la carta es nueva, ejecuta «ydkcheck actualiza» para "
        "descargar datos de cartas más recientes.",
        "Check the passcode; if the card is new, run 'ydkcheck update' to fetch newer card data.",
    ),
    "lint.rule.not-playable": (
        "Ficha o carta de habilidad en el mazo",
        "Token or skill card in the deck",
    ),
    "lint.help.not-playable": (
        "Las fichas y las cartas de habilidad nunca van en un mazo: quítalas.",
        "Tokens and skill cards never go in a deck: remove them.",
    ),
    "lint.rule.extra-in-main": (
        "Monstruo del Deck Extra en el Deck Principal",
        "Extra Deck monster in the Main Deck",
    ),
    "lint.help.extra-in-main": (
        "Los monstruos de Fusión, Sincronía, Xyz y Enlace van bajo #extra: mueve la línea.",
        "Fusion, Synchro, Xyz and Link monsters go under #extra: move the line.",
    ),
    "lint.rule.main-in-extra": (
        "Carta que no es un monstruo del Deck Extra en el Deck Extra",
        "Card that is not an Extra Deck monster in the Extra Deck",
    ),
    "lint.help.main-in-extra": (
        "Bajo #extra solo van monstruos de Fusión, Sincronía, Xyz y Enlace: mueve la carta "
        "a #main o !side.",
        "Only Fusion, Synchro, Xyz and Link monsters go under #extra: move the card to #main "
        "or !side.",
    ),
    "lint.rule.main-size": (
        "Deck Principal fuera de sus límites",
        "Main Deck outside its bounds",
    ),
    "lint.help.main-size": (
        "El Deck Principal tiene de 40 a 60 cartas (Speed Duel: de 20 a 30): añade o quita cartas.",
        "The Main Deck has 40 to 60 cards (Speed Duel: 20 to 30): add or remove cards.",
    ),
    "lint.rule.extra-size": (
        "Deck Extra fuera de sus límites",
        "Extra Deck outside its bounds",
    ),
    "lint.help.extra-size": (
        "El Deck Extra tiene como mucho 15 cartas (Speed Duel: 5): quita cartas.",
        "The Extra Deck has at most 15 cards (Speed Duel: 5): remove cards.",
    ),
    "lint.rule.side-size": ("Side Deck fuera de sus límites", "Side Deck outside its bounds"),
    "lint.help.side-size": (
        "El Side Deck tiene como mucho 15 cartas (Speed Duel: 5): quita cartas.",
        "The Side Deck has at most 15 cards (Speed Duel: 5): remove cards.",
    ),
    "lint.rule.copies": (
        "Más de 3 copias de una carta",
        "More than 3 copies of one card",
    ),
    "lint.help.copies": (
        "Como mucho 3 copias de una carta entre Principal, Extra y Side juntos; las "
        "ilustraciones alternativas cuentan como la misma carta.",
        "At most 3 copies of one card over Main, Extra and Side together; alternate artworks "
        "count as the same card.",
    ),
    "lint.rule.forbidden": ("Carta Prohibida en el mazo", "Forbidden card in the deck"),
    "lint.help.forbidden": (
        "La lista prohíbe la carta: quita todas sus copias de Principal, Extra y Side.",
        "The list forbids the card: remove every copy from Main, Extra and Side.",
    ),
    "lint.rule.limited": (
        "Más de 1 copia de una carta Limitada",
        "More than 1 copy of a Limited card",
    ),
    "lint.help.limited": (
        "La lista permite 1 copia entre Principal, Extra y Side: deja solo una.",
        "The list allows 1 copy over Main, Extra and Side: keep only one.",
    ),
    "lint.rule.semi-limited": (
        "Más de 2 copias de una carta Semilimitada",
        "More than 2 copies of a Semi-Limited card",
    ),
    "lint.help.semi-limited": (
        "La lista permite 2 copias entre Principal, Extra y Side: quita las demás.",
        "The list allows 2 copies over Main, Extra and Side: remove the others.",
    ),
    "lint.rule.not-in-format": (
        "Carta fuera del conjunto de cartas del formato",
        "Card outside the format's card pool",
    ),
    "lint.help.not-in-format": (
        "La carta no se puede usar en este formato: no está en la lista blanca, solo salió "
        "en la otra región, salió después de la fecha de la lista o es de un tipo excluido "
        "(Enlace o Péndulo en Genesys). Cámbiala o elige otra lista con --lista.",
        "The card cannot be used in this format: not on the whitelist, only released in the "
        "other region, released after the list's date or of an excluded kind (Link or "
        "Pendulum in Genesys). Replace it or choose another list with --banlist.",
    ),
    "lint.rule.points": (
        "Mazo por encima del tope de puntos",
        "Deck over the points cap",
    ),
    "lint.help.points": (
        "En un formato por puntos (Genesys) la suma de puntos de todas las copias no puede "
        "pasar del tope: cambia cartas con puntos por otras.",
        "In a points format (Genesys) the points of every copy together cannot exceed the "
        "cap: swap cards that carry points for others.",
    ),
    "lint.rule.advice-main-size": (
        "Deck Principal muy por encima de 40",
        "Main Deck far above 40",
    ),
    "lint.help.advice-main-size": (
        "Consejo del reglamento: con cerca de 40 cartas robas antes tus mejores cartas. "
        "Nunca cambia el veredicto.",
        "Rulebook advice: close to 40 cards you draw your best cards sooner. Never changes "
        "the verdict.",
    ),
    "lint.rule.advice-few-monsters": (
        "Pocos monstruos en el Deck Principal",
        "Few monsters in the Main Deck",
    ),
    "lint.help.advice-few-monsters": (
        "Consejo del reglamento: con pocos monstruos puede que no tengas qué invocar. Nunca "
        "cambia el veredicto.",
        "Rulebook advice: with few monsters you may have nothing to summon. Never changes "
        "the verdict.",
    ),
    "lint.rule.advice-high-levels": (
        "Muchos monstruos de Nivel 5 o más",
        "Many Level 5 or higher monsters",
    ),
    "lint.help.advice-high-levels": (
        "Consejo del reglamento: los monstruos de Nivel 5 o más piden Sacrificios; no lleves "
        "demasiados. Nunca cambia el veredicto.",
        "Rulebook advice: Level 5 or higher monsters need Tributes; do not play too many. "
        "Never changes the verdict.",
    ),
}
