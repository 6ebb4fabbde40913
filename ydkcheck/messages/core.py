"""Messages of the core: CLI, decks, card data, rules, reports. key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    # CLI
    "cli.help": (
        "Comprueba mazos de Yu-Gi-Oh!: reglas de construcción, listas y formatos, manos iniciales.",
        "Checks Yu-Gi-Oh! decks: construction rules, lists and formats, opening hands.",
    ),
    "cli.version": ("Muestra la versión y sale.", "Show the version and exit."),
    "cli.help-option": ("Muestra esta ayuda y sale.", "Show this message and exit."),
    "cli.lang": ("Idioma de los mensajes: es o en.", "Language of the messages: es or en."),
    "cli.bad-lang": (
        "idioma desconocido «{value}»: usa es o en",
        "unknown language '{value}': use es or en",
    ),
    "cli.bad-output": (
        "formato de salida desconocido «{value}»: usa {known}",
        "unknown output format '{value}': use {known}",
    ),
    "cli.bad-rule": (
        "regla desconocida «{value}»; reglas: {known}",
        "unknown rule '{value}'; rules: {known}",
    ),
    "cli.no-input": (
        "no se indicó ningún mazo: pasa archivos .ydk, carpetas o URLs ydke://",
        "no deck given: pass .ydk files, folders or ydke:// URLs",
    ),
    "cli.summary": (
        "{decks} mazos: {legal} legales, {illegal} ilegales, {unreadable} ilegibles",
        "{decks} decks: {legal} legal, {illegal} illegal, {unreadable} unreadable",
    ),
    # command help
    "valida.help": (
        "Valida mazos (.ydk, ydke://, carpetas) contra las reglas y una lista.",
        "Validate decks (.ydk, ydke://, folders) against the rules and a list.",
    ),
    "opt.lista": (
        "Lista o formato: tcg, ocg, goat, edison, speed, genesys, md, world, traditional, un id de "
        "lista o un archivo .yaml / .lflist.conf. Por defecto, la TCG más reciente.",
        "List or format: tcg, ocg, goat, edison, speed, genesys, md, world, traditional, a list id "
        "or a .yaml / .lflist.conf file. Default: the newest TCG list.",
    ),
    "opt.fecha": (
        "Usa la lista de la familia vigente ese día (AAAA-MM-DD).",
        "Use the family's list in force on that day (YYYY-MM-DD).",
    ),
    "opt.salida": ("Formato de salida: {known}.", "Output format: {known}."),
    "opt.puntos": (
        "Tope de puntos en formatos por puntos (Genesys); por defecto el de la lista.",
        "Points cap in points formats (Genesys); default: the list's.",
    ),
    "opt.estricto": (
        "Las advertencias también hacen fallar (estado 1).",
        "Warnings fail too (exit status 1).",
    ),
    "opt.ignora": (
        "No informa de esta regla (repetible), p. ej. --ignora advice-high-levels.",
        "Do not report this rule (repeatable), e.g. --ignore advice-high-levels.",
    ),
    "opt.sin-cache": (
        "Usa solo los datos de cartas incluidos en el paquete, no los de «actualiza».",
        "Use only the card data shipped in the package, not the one from 'update'.",
    ),
    # input errors
    "input.missing": (
        "no existe: comprueba la ruta del archivo",
        "does not exist: check the file path",
    ),
    "input.is-folder": (
        "es una carpeta; pásala como carpeta para validar todos sus .ydk",
        "is a folder; pass it as a folder to validate every .ydk in it",
    ),
    "input.unreadable": (
        "no se puede leer ({reason}): comprueba los permisos",
        "cannot be read ({reason}): check its permissions",
    ),
    "input.empty-folder": (
        "la carpeta no contiene ningún archivo .ydk",
        "the folder contains no .ydk file",
    ),
    "deck.too-big": (
        "el archivo ocupa {size} bytes, más de {limit}: no parece un mazo",
        "the file is {size} bytes, over {limit}: it does not look like a deck",
    ),
    "deck.binary": (
        "es un archivo binario (¿una imagen?), no un mazo: exporta el mazo como .ydk",
        "is a binary file (an image?), not a deck: export the deck as .ydk",
    ),
    "deck.not-text": (
        "no es texto legible: guarda el mazo como UTF-8",
        "is not readable text: save the deck as UTF-8",
    ),
    "deck.not-utf8": (
        "contiene bytes que no son UTF-8: guarda el mazo como UTF-8",
        "contains bytes that are not UTF-8: save the deck as UTF-8",
    ),
    "deck.no-cards": (
        "no contiene ninguna carta: un .ydk lista un código por línea bajo #main, #extra y !side",
        "contains no card: a .ydk lists one passcode per line under #main, #extra and !side",
    ),
    "ydke.sections": (
        "una URL ydke:// necesita tres secciones (principal!extra!side!); tiene {found}",
        "a ydke:// URL needs three sections (main!extra!side!); it has {found}",
    ),
    "ydke.base64": (
        "la sección {section} de la URL ydke:// no es base64 válido: vuelve a copiar la URL",
        "the {section} section of the ydke:// URL is not valid base64: copy the URL again",
    ),
    "ydke.length": (
        "la sección {section} de la URL ydke:// mide {size} bytes, no un múltiplo de 4: "
        "vuelve a copiar la URL",
        "the {section} section of the ydke:// URL is {size} bytes, not a multiple of 4: "
        "copy the URL again",
    ),
    "decklist.unknown-name": (
        "carta desconocida «{name}»; ¿quisiste decir: {hint}?",
        "unknown card '{name}'; did you mean: {hint}?",
    ),
    # list files
    "list.yaml-syntax": ("YAML no válido: {problem}", "invalid YAML: {problem}"),
    "list.empty": ("el archivo de lista está vacío", "the list file is empty"),
    "list.not-mapping": (
        "«{what}» debe ser un mapa clave: valor",
        "'{what}' must be a key: value mapping",
    ),
    "list.not-sequence": ("«{what}» debe ser una lista", "'{what}' must be a list"),
    "list.not-scalar": ("«{what}» debe ser un valor simple", "'{what}' must be a plain value"),
    "list.bad-key": ("clave no válida en «{what}»", "invalid key in '{what}'"),
    "list.duplicate-key": (
        "clave «{key}» repetida (ya estaba en la línea {first})",
        "key '{key}' repeated (already on line {first})",
    ),
    "list.unknown-key": (
        "clave desconocida «{key}»; claves válidas: {known}",
        "unknown key '{key}'; valid keys: {known}",
    ),
    "list.missing-key": ("falta la clave «{key}»", "key '{key}' is missing"),
    "list.not-integer": (
        "{what}: «{value}» no es un número entero",
        "{what}: '{value}' is not a whole number",
    ),
    "list.out-of-range": (
        "{what}: {value} está fuera de {low}–{high}",
        "{what}: {value} is outside {low}–{high}",
    ),
    "list.bad-bounds": (
        "«{what}» debe ser [mínimo, máximo]",
        "'{what}' must be [minimum, maximum]",
    ),
    "list.bad-date": (
        "fecha no válida «{value}»: usa AAAA-MM-DD",
        "invalid date '{value}': use YYYY-MM-DD",
    ),
    "list.bad-choice": (
        "{what}: «{value}» no es válido; usa {known}",
        "{what}: '{value}' is not valid; use {known}",
    ),
    "list.duplicate-card": (
        "la carta {card} aparece dos veces (ya en {first})",
        "card {card} is listed twice (already in {first})",
    ),
    "lflist.bad-line": (
        "línea no válida «{text}»: se espera «código cantidad --nombre»",
        "invalid line '{text}': expected 'passcode count --name'",
    ),
    "lflist.no-name": (
        "carta antes de cualquier «!nombre»: empieza la lista con «!nombre»",
        "card before any '!name': start the list with '!name'",
    ),
    "lflist.no-list": (
        "no contiene ninguna lista («!nombre»)",
        "contains no list ('!name')",
    ),
    "lflist.bad-count": (
        "cantidad {count} fuera de 0–3",
        "count {count} outside 0–3",
    ),
    "lflist.bad-points": ("puntos negativos: {count}", "negative points: {count}"),
    # sections and severities
    "section.main": ("Deck Principal", "Main Deck"),
    "section.extra": ("Deck Extra", "Extra Deck"),
    "section.side": ("Side Deck", "Side Deck"),
    "severity.error": ("error", "error"),
    "severity.warning": ("aviso", "warning"),
    "severity.info": ("consejo", "advice"),
    # rules
    "syntax.line": (
        "línea no reconocida «{text}»: se espera un código, #main, #extra, !side o un comentario #",
        "unrecognised line '{text}': expected a passcode, #main, #extra, !side or a # comment",
    ),
    "syntax.no-header": (
        "cartas antes de cualquier #main/#extra/!side: se cuentan en el Deck Principal",
        "cards before any #main/#extra/!side: counted in the Main Deck",
    ),
    "rule.unknown-card": (
        "código {id} desconocido: revisa el número o actualiza los datos con «ydkcheck actualiza»",
        "unknown passcode {id}: check the number or refresh the data with 'ydkcheck update'",
    ),
    "rule.not-playable.token": (
        "{name} ({id}) es una ficha: las fichas no van en el mazo",
        "{name} ({id}) is a token: tokens never go in a deck",
    ),
    "rule.not-playable.skill": (
        "{name} ({id}) es una carta de habilidad: no va en el mazo",
        "{name} ({id}) is a skill card: it never goes in the deck",
    ),
    "rule.extra-in-main": (
        "{name} es un monstruo del Deck Extra: muévelo bajo #extra",
        "{name} is an Extra Deck monster: move it under #extra",
    ),
    "rule.main-in-extra": (
        "{name} no es un monstruo de Fusión, Sincronía, Xyz ni Enlace: sácalo de #extra",
        "{name} is not a Fusion, Synchro, Xyz or Link monster: take it out of #extra",
    ),
    "rule.size.under": (
        "{section}: {count} cartas, el mínimo es {limit}",
        "{section}: {count} cards, the minimum is {limit}",
    ),
    "rule.size.over": (
        "{section}: {count} cartas, el máximo es {limit}",
        "{section}: {count} cards, the maximum is {limit}",
    ),
    "rule.copies": (
        "{count} × {name}: como mucho {max} copias entre Principal, Extra y Side",
        "{count} × {name}: at most {max} copies over Main, Extra and Side",
    ),
    "rule.copies.artworks": (
        "{count} × {name}, contando {others} como la misma carta: como mucho {max} copias",
        "{count} × {name}, counting {others} as the same card: at most {max} copies",
    ),
    "rule.forbidden": (
        "{name} está Prohibida: {count} copias, no se permite ninguna",
        "{name} is Forbidden: {count} copies, none allowed",
    ),
    "rule.forbidden.artworks": (
        "{name} está Prohibida: {count} copias (contando {others}), no se permite ninguna",
        "{name} is Forbidden: {count} copies (counting {others}), none allowed",
    ),
    "rule.limited": (
        "{name} está Limitada: {count} copias, máximo {max}",
        "{name} is Limited: {count} copies, at most {max}",
    ),
    "rule.limited.artworks": (
        "{name} está Limitada: {count} copias (contando {others}), máximo {max}",
        "{name} is Limited: {count} copies (counting {others}), at most {max}",
    ),
    "rule.semi-limited": (
        "{name} está Semi-Limitada: {count} copias, máximo {max}",
        "{name} is Semi-Limited: {count} copies, at most {max}",
    ),
    "rule.semi-limited.artworks": (
        "{name} está Semi-Limitada: {count} copias (contando {others}), máximo {max}",
        "{name} is Semi-Limited: {count} copies (counting {others}), at most {max}",
    ),
    "rule.not-in-format.whitelist": (
        "{name} no está en la lista {list}, que solo admite las cartas que nombra",
        "{name} is not on the {list} list, which allows only the cards it names",
    ),
    "rule.not-in-format.excluded": (
        "{name}: los monstruos {kind} no se admiten en {list}",
        "{name}: {kind} monsters are not allowed in {list}",
    ),
    "rule.not-in-format.region": (
        "{name} no ha salido en {region}: no se admite en {list}",
        "{name} has not been released in the {region}: not allowed in {list}",
    ),
    "rule.not-in-format.unreleased": (
        "{name} salió en {region} el {date}, después del {as_of}: no se admite en {list}",
        "{name} was released in the {region} on {date}, after {as_of}: not allowed in {list}",
    ),
    "rule.points": (
        "el mazo suma {total} puntos, el tope es {cap}",
        "the deck totals {total} points, the cap is {cap}",
    ),
    "rule.advice-main-size": (
        "{count} cartas en el Deck Principal: el reglamento aconseja acercarse a 40 para robar "
        "antes tus mejores cartas",
        "{count} cards in the Main Deck: the rulebook advises staying close to 40 so you draw "
        "your best cards sooner",
    ),
    "rule.advice-few-monsters": (
        "solo {count} monstruos en el Deck Principal: puede que no tengas qué invocar",
        "only {count} monsters in the Main Deck: you may have nothing to summon",
    ),
    "rule.advice-high-levels": (
        "{count} de {monsters} monstruos son de Nivel 5 o más y piden Sacrificios",
        "{count} of {monsters} monsters are Level 5 or higher and need Tributes",
    ),
    # text report
    "report.deck-header": ("Mazo: {source}", "Deck: {source}"),
    "report.list": (
        "Lista: {name} ({id}, vigente desde {effective})",
        "List: {name} ({id}, effective {effective})",
    ),
    "report.counts": (
        "Principal {main} · Extra {extra} · Side {side}",
        "Main {main} · Extra {extra} · Side {side}",
    ),
    "report.points": ("Puntos: {total} / {cap}", "Points: {total} / {cap}"),
    "report.column.severity": ("Tipo", "Kind"),
    "report.column.rule": ("Regla", "Rule"),
    "report.column.card": ("Carta", "Card"),
    "report.column.section": ("Sección", "Section"),
    "report.column.line": ("Línea", "Line"),
    "report.column.count": ("N.º", "Count"),
    "report.column.max": ("Máx.", "Max"),
    "report.column.message": ("Mensaje", "Message"),
    "report.legal": (
        "✔ LEGAL ({warnings} avisos)",
        "✔ LEGAL ({warnings} warnings)",
    ),
    "report.illegal": (
        "✘ ILEGAL: {errors} errores, {warnings} avisos",
        "✘ ILLEGAL: {errors} errors, {warnings} warnings",
    ),
    "report.unreadable": ("✘ ILEGIBLE: {message}", "✘ UNREADABLE: {message}"),
    # info and convierte
    "info.help": (
        "Resumen de un mazo (cartas, nombres, tipos) o, con --datos, los datos de cartas en uso.",
        "Summary of a deck (cards, names, types) or, with --data, the card data in use.",
    ),
    "info.deck": ("Mazo (.ydk, ydke:// o lista de texto).", "Deck (.ydk, ydke:// or text list)."),
    "info.datos": ("Muestra qué datos de cartas se usan.", "Show which card data is in use."),
    "info.data": (
        "Datos de cartas: {source}, del {date}, {count} cartas ({path})",
        "Card data: {source}, as of {date}, {count} cards ({path})",
    ),
    "info.column.copies": ("Copias", "Copies"),
    "info.column.id": ("Código", "Passcode"),
    "info.column.name": ("Nombre", "Name"),
    "info.column.kind": ("Tipo", "Kind"),
    "info.types": (
        "Deck Principal: {monster} monstruos, {spell} mágicas, {trap} trampas",
        "Main Deck: {monster} monsters, {spell} spells, {trap} traps",
    ),
    "convierte.help": (
        "Convierte un mazo entre .ydk, ydke:// y lista de texto.",
        "Convert a deck between .ydk, ydke:// and a text decklist.",
    ),
    "convierte.deck": ("Mazo de origen.", "Source deck."),
    "convierte.a": ("Formato de destino: {known}.", "Target format: {known}."),
    "cli.bad-target": (
        "formato de destino desconocido «{value}»: usa {known}",
        "unknown target format '{value}': use {known}",
    ),
    # listas
    "listas.help": (
        "Las listas y formatos que conoce ydkcheck: tabla, muestra, diferencia, importa, exporta.",
        "The lists and formats ydkcheck knows: table, show, diff, import, export.",
    ),
    "listas.familia": ("Solo las listas de esta familia.", "Only the lists of this family."),
    "listas.id": ("Familia, id de lista o archivo.", "Family, list id or file."),
    "listas.antes": ("La lista de antes.", "The earlier list."),
    "listas.despues": ("La lista de después.", "The later list."),
    "listas.archivo": (
        "Archivo .lflist.conf de EDOPro/YGOPro.",
        "EDOPro/YGOPro .lflist.conf file.",
    ),
    "listas.muestra.help": (
        "Muestra las cartas Prohibidas, Limitadas y Semi-Limitadas (o los puntos) de una lista.",
        "Show a list's Forbidden, Limited and Semi-Limited cards (or its points).",
    ),
    "listas.diferencia.help": (
        "Qué cartas cambiaron entre dos listas.",
        "Which cards moved between two lists.",
    ),
    "listas.importa.help": (
        "Convierte la primera lista de un .lflist.conf en YAML (por la salida estándar).",
        "Turn the first list of a .lflist.conf into YAML (on standard output).",
    ),
    "listas.exporta.help": (
        "Escribe una lista como .lflist.conf para EDOPro y YGOPro (por la salida estándar).",
        "Write a list as .lflist.conf for EDOPro and YGOPro (on standard output).",
    ),
    "listas.column.family": ("Familia", "Family"),
    "listas.column.id": ("Id", "Id"),
    "listas.column.name": ("Nombre", "Name"),
    "listas.column.effective": ("Vigente desde", "Effective"),
    "listas.column.mode": ("Modo", "Mode"),
    "listas.column.entries": ("Entradas", "Entries"),
    "listas.column.copies": ("Copias", "Copies"),
    "listas.column.points": ("Puntos", "Points"),
    "listas.mode.blacklist": ("lista negra", "blacklist"),
    "listas.mode.whitelist": ("lista blanca", "whitelist"),
    "listas.source": ("Fuente: {source}", "Source: {source}"),
    "listas.rules": (
        "Principal {main} · Extra {extra} · Side {side} · copias {copies} · {mode}",
        "Main {main} · Extra {extra} · Side {side} · copies {copies} · {mode}",
    ),
    "listas.cap": ("Tope de puntos: {cap}", "Points cap: {cap}"),
    "listas.category.forbidden": ("Prohibidas", "Forbidden"),
    "listas.category.limited": ("Limitadas", "Limited"),
    "listas.category.semi_limited": ("Semi-Limitadas", "Semi-Limited"),
    "listas.category.unlimited": ("Permitidas (lista blanca)", "Allowed (whitelist)"),
    "listas.category.points": ("Puntos", "Points"),
    "listas.diff-header": (
        "{before} → {after}: {count} cartas cambian",
        "{before} → {after}: {count} cards change",
    ),
}
