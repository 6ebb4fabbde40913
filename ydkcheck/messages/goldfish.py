"""Messages of the goldfish area: key -> (Spanish, English)."""

_CONDITION_ES = "condición «{name}», columna {column}: "
_CONDITION_EN = "condition '{name}', column {column}: "

MESSAGES: dict[str, tuple[str, str]] = {
    # command help
    "simula.help": (
        "Goldfish: probabilidades de la mano inicial de un mazo (exactas y por Monte Carlo).",
        "Goldfish: opening-hand probabilities of a deck (exact and Monte Carlo).",
    ),
    "simula.deck": (
        "Mazo: archivo .ydk, URL ydke:// o lista de texto.",
        "Deck: .ydk file, ydke:// URL or text decklist.",
    ),
    "simula.mv.deck": ("MAZO", "DECK"),
    "simula.mv.requirement": ("NOMBRE>=P", "NAME>=P"),
    "simula.opt.mano": (
        "Especificación de mano (YAML): grupos, condiciones y efectos.",
        "Hand spec (YAML): groups, conditions and effects.",
    ),
    "simula.opt.segundo": (
        "Empieza segundo (roba en su primer turno: 6 cartas en TCG/OCG).",
        "Going second (draws on the first turn: 6 cards in TCG/OCG).",
    ),
    "simula.opt.turnos": (
        "Cartas vistas hasta el robo del turno N (1 = la mano inicial).",
        "Cards seen by the draw of turn N (1 = the opening hand).",
    ),
    "simula.opt.muestras": ("Número de manos de Monte Carlo.", "Number of Monte Carlo hands."),
    "simula.opt.semilla": (
        "Semilla del generador: misma semilla, mismos números.",
        "Random seed: same seed, same numbers.",
    ),
    "simula.opt.exacto": (
        "Solo valores exactos: sin Monte Carlo donde hay respuesta exacta.",
        "Exact values only: no Monte Carlo where an exact answer exists.",
    ),
    "simula.opt.requiere": (
        "NOMBRE>=P: sale con 1 si la condición NOMBRE queda por debajo de P (repetible).",
        "NAME>=P: exit 1 when condition NAME falls below P (repeatable).",
    ),
    # bad options and decks
    "goldfish.bad-number": (
        "{option} debe ser un entero mayor que 0, no «{value}»",
        "{option} must be an integer above 0, not '{value}'",
    ),
    "goldfish.empty-deck": (
        "el Main Deck está vacío: no hay manos que simular",
        "the Main Deck is empty: there are no hands to simulate",
    ),
    "goldfish.too-many-seen": (
        "se ven {seen} cartas pero el Main Deck solo tiene {main}: reduce --turnos",
        "{seen} cards are seen but the Main Deck has only {main}: lower --turns",
    ),
    "goldfish.bad-requirement": (
        "--requiere «{value}» no es NOMBRE>=P (P entre 0 y 1, o un porcentaje como 80%)",
        "--require '{value}' is not NAME>=P (P between 0 and 1, or a percentage like 80%)",
    ),
    "goldfish.requirement-needs-spec": (
        "--requiere necesita una especificación de mano (--mano)",
        "--require needs a hand spec (--hand)",
    ),
    "goldfish.unknown-requirement": (
        "--requiere «{name}»: la especificación no tiene esa condición ({known})",
        "--require '{name}': the spec has no such condition ({known})",
    ),
    # spec files
    "goldfish.spec.missing": (
        "no existe la especificación de mano: revisa la ruta",
        "the hand spec does not exist: check the path",
    ),
    "goldfish.spec.unreadable": (
        "no se puede leer la especificación de mano ({reason})",
        "the hand spec cannot be read ({reason})",
    ),
    "goldfish.spec.yaml": (
        "YAML no válido ({problem}): corrige la sintaxis",
        "invalid YAML ({problem}): fix the syntax",
    ),
    "goldfish.spec.not-mapping": (
        "la especificación debe ser un mapa con groups/grupos y conditions/condiciones",
        "the spec must be a mapping with groups and conditions",
    ),
    "goldfish.spec.unknown-key": (
        "clave desconocida «{entry}»: usa grupos, condiciones o efectos",
        "unknown key '{entry}': use groups, conditions or effects",
    ),
    "goldfish.spec.duplicate-key": (
        "«{key}» aparece dos veces: deja solo una",
        "'{key}' appears twice: keep only one",
    ),
    "goldfish.spec.missing-section": (
        "falta la sección «{section}»",
        "the section '{section}' is missing",
    ),
    "goldfish.spec.section-not-mapping": (
        "aquí se esperaba un mapa (nombre: valor)",
        "a mapping (name: value) was expected here",
    ),
    "goldfish.spec.bad-key": (
        "clave no válida: usa un nombre de texto",
        "invalid key: use a plain name",
    ),
    "goldfish.spec.bad-card": (
        "se esperaba el nombre o el código de una carta",
        "a card name or passcode was expected",
    ),
    "goldfish.spec.bad-group-name": (
        "nombre de grupo no válido «{name}»: usa letras, cifras y _ (sin and/or/not/y/o/no)",
        "invalid group name '{name}': use letters, digits and _ (not and/or/not/y/o/no)",
    ),
    "goldfish.spec.empty-group": (
        "el grupo «{name}» no tiene cartas",
        "the group '{name}' has no cards",
    ),
    "goldfish.spec.no-groups": ("no hay ningún grupo", "there are no groups"),
    "goldfish.spec.no-conditions": ("no hay ninguna condición", "there are no conditions"),
    "goldfish.spec.bad-condition": (
        'la condición «{name}» debe ser un texto, p. ej. "starters >= 1"',
        "condition '{name}' must be a string, e.g. \"starters >= 1\"",
    ),
    "goldfish.spec.unknown-group": (
        _CONDITION_ES + "grupo desconocido «{group}» (grupos: {known})",
        _CONDITION_EN + "unknown group '{group}' (groups: {known})",
    ),
    "goldfish.spec.bad-effect": (
        "efecto no válido para «{card}»: usa {{draw: N}} / {{robar: N}} o {{search: GRUPO}} / "
        "{{busca: GRUPO}}",
        "invalid effect for '{card}': use {{draw: N}} or {{search: GROUP}}",
    ),
    "goldfish.spec.bad-draw": (
        "draw/robar debe ser un entero mayor que 0, no «{value}»",
        "draw must be an integer above 0, not '{value}'",
    ),
    "goldfish.spec.unknown-search": (
        "search/busca nombra un grupo desconocido «{group}» (grupos: {known})",
        "search names an unknown group '{group}' (groups: {known})",
    ),
    "goldfish.spec.unknown-passcode": (
        "no hay ninguna carta con el código {ref}",
        "no card has the passcode {ref}",
    ),
    "goldfish.spec.unknown-name": (
        "no hay ninguna carta llamada «{name}»: revisa el nombre exacto",
        "no card is named '{name}': check the exact name",
    ),
    "goldfish.spec.unknown-name-hint": (
        "no hay ninguna carta llamada «{name}»; ¿quizás: {hints}?",
        "no card is named '{name}'; did you mean: {hints}?",
    ),
    "goldfish.spec.not-in-deck": (
        "«{name}» no está en el Main Deck",
        "'{name}' is not in the Main Deck",
    ),
    # condition grammar: every key gets name and column
    "goldfish.grammar.bad-name": (
        _CONDITION_ES + "«{text}» no es un número ni un nombre de grupo",
        _CONDITION_EN + "'{text}' is neither a number nor a group name",
    ),
    "goldfish.grammar.single-equals": (
        _CONDITION_ES + "para comparar usa == (no =)",
        _CONDITION_EN + "use == to compare (not =)",
    ),
    "goldfish.grammar.bad-char": (
        _CONDITION_ES + "carácter no válido «{char}»",
        _CONDITION_EN + "invalid character '{char}'",
    ),
    "goldfish.grammar.want-term": (
        _CONDITION_ES + "se esperaba un nombre de grupo o un número y hay «{found}»",
        _CONDITION_EN + "expected a group name or a number, found '{found}'",
    ),
    "goldfish.grammar.end-term": (
        _CONDITION_ES
        + "la condición termina antes de tiempo: falta un nombre de grupo o un número",
        _CONDITION_EN + "the condition ends too early: expected a group name or a number",
    ),
    "goldfish.grammar.want-operator": (
        _CONDITION_ES + "se esperaba una comparación (== != < <= > >=) y hay «{found}»",
        _CONDITION_EN + "expected a comparison (== != < <= > >=), found '{found}'",
    ),
    "goldfish.grammar.end-operator": (
        _CONDITION_ES
        + "la condición termina antes de tiempo: falta una comparación (== != < <= > >=)",
        _CONDITION_EN + "the condition ends too early: expected a comparison (== != < <= > >=)",
    ),
    "goldfish.grammar.want-connective": (
        _CONDITION_ES + "se esperaba and/y, or/o o el final y hay «{found}»",
        _CONDITION_EN + "expected and, or or the end, found '{found}'",
    ),
    "goldfish.grammar.end-connective": (
        _CONDITION_ES + "la condición termina antes de tiempo: falta and/y, or/o o el final",
        _CONDITION_EN + "the condition ends too early: expected and, or or the end",
    ),
    "goldfish.grammar.want-rparen": (
        _CONDITION_ES + "se esperaba «)» y hay «{found}»",
        _CONDITION_EN + "expected ')', found '{found}'",
    ),
    "goldfish.grammar.end-rparen": (
        _CONDITION_ES + "la condición termina antes de tiempo: falta «)»",
        _CONDITION_EN + "the condition ends too early: expected ')'",
    ),
    "goldfish.grammar.unclosed": (
        _CONDITION_ES + "este paréntesis no se cierra",
        _CONDITION_EN + "this parenthesis is never closed",
    ),
    # reports
    "goldfish.report.header": (
        "{source}: {main} cartas en el Main Deck · {banlist} · {going} · turno {turns} · "
        "{seen} cartas vistas",
        "{source}: {main} cards in the Main Deck · {banlist} · {going} · turn {turns} · "
        "{seen} cards seen",
    ),
    "goldfish.going.first": ("empieza primero", "going first"),
    "goldfish.going.second": ("empieza segundo", "going second"),
    "goldfish.col.card": ("Carta", "Card"),
    "goldfish.col.copies": ("Copias", "Copies"),
    "goldfish.col.p-first": ("P(≥1) 1.º ({seen})", "P(≥1) 1st ({seen})"),
    "goldfish.col.p-second": ("P(≥1) 2.º ({seen})", "P(≥1) 2nd ({seen})"),
    "goldfish.col.e-first": ("Esperadas 1.º", "Expected 1st"),
    "goldfish.col.e-second": ("Esperadas 2.º", "Expected 2nd"),
    "goldfish.col.type": ("Tipo", "Type"),
    "goldfish.col.condition": ("Condición", "Condition"),
    "goldfish.col.expression": ("Expresión", "Expression"),
    "goldfish.col.exact": ("Exacta", "Exact"),
    "goldfish.col.estimate": ("Monte Carlo", "Monte Carlo"),
    "goldfish.col.ci95": ("IC 95 %", "95% CI"),
    "goldfish.kind.monster": ("Monstruos", "Monsters"),
    "goldfish.kind.spell": ("Mágicas", "Spells"),
    "goldfish.kind.trap": ("Trampas", "Traps"),
    "goldfish.types.title": (
        "Cuántas cartas de cada tipo hay en la mano, P(exactamente x):",
        "How many cards of each type the hand holds, P(exactly x):",
    ),
    "goldfish.first": ("1.º", "1st"),
    "goldfish.second": ("2.º", "2nd"),
    "goldfish.report.samples": (
        "Monte Carlo: {samples} manos, semilla {seed}.",
        "Monte Carlo: {samples} hands, seed {seed}.",
    ),
    "goldfish.report.effects": (
        "Con efectos (robar/buscar) no hay valor exacto: solo Monte Carlo.",
        "With effects (draw/search) there is no exact value: Monte Carlo only.",
    ),
    "goldfish.progress": ("Simulando manos", "Simulating hands"),
    "goldfish.gate.failed": (
        "requisito no cumplido: {name} = {value:.4f} < {minimum}",
        "requirement not met: {name} = {value:.4f} < {minimum}",
    ),
    "goldfish.gate.passed": (
        "requisito cumplido: {name} = {value:.4f} ≥ {minimum}",
        "requirement met: {name} = {value:.4f} ≥ {minimum}",
    ),
    "goldfish.warning": ("aviso: {message}", "warning: {message}"),
}
