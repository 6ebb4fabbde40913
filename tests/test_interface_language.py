"""The whole interface in the user's language: every command's help and the common usage
errors, Spanish with nothing English in it and English with nothing Spanish in it."""

from __future__ import annotations

import re

import pytest

from tests.helpers import run
from ydkcheck.cli import COMMANDS

# the words click and typer would print in English, and Spanish words an English run lacks
ENGLISH = re.compile(
    r"Usage:|Options:|Arguments:|Commands:|\[OPTIONS\]|COMMAND|Show this message|\[default:|"
    r"\[required\]|<str>|<int|Try '|Error: [A-Z]|No such|Missing|Invalid value|\bthe\b|"
    r"\bis not\b"
)
SPANISH = re.compile(
    r"Uso:|Opciones:|Argumentos:|Órdenes:|OPCIONES|ORDEN\b|Muestra esta ayuda|por defecto|"
    r"obligatorio|Prueba «|\bfalta\b|\bno existe\b|\bde la\b|\blos\b|\blas\b|\bdel\b"
)
FOREIGN = {"es": ENGLISH, "en": SPANISH}
# the subcommands of a command with subcommands
SUBCOMMANDS = {"listas": ("muestra", "diferencia", "importa", "exporta")}
# words that are the same in both languages or proper names of the game
ALLOWED = re.compile(r"ydke://|\.lflist\.conf|EDOPro|YGOPro|Master Duel|YGOPRODeck|Genesys")


def _foreign(text: str, lang: str) -> list[str]:
    return [match.group(0) for match in FOREIGN[lang].finditer(ALLOWED.sub("", text))]


HELP_RUNS = [
    [*prefix, "-h"]
    for name in COMMANDS
    for prefix in ([name], *([name, sub] for sub in SUBCOMMANDS.get(name, ())))
]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("argv", [["-h"], *HELP_RUNS], ids=" ".join)
def test_every_help_speaks_one_language(argv, lang):
    result = run("--lang", lang, *argv)
    assert result.exit_code == 0, result.output
    heading = {"es": "Uso: ydkcheck", "en": "Usage: ydkcheck"}[lang]
    assert result.stdout.startswith(heading)
    assert _foreign(result.stdout, lang) == []
    # the words are said before the help is wrapped: it keeps click's width
    assert max(len(line) for line in result.stdout.splitlines()) <= 80


USAGE_ERRORS = {
    "unknown option": (
        ["valida", "--nope", "x.ydk"],
        {"es": "no existe la opción --nope", "en": "no such option --nope"},
    ),
    "missing argument": (
        ["simula"],
        {"es": "falta el argumento MAZO", "en": "missing argument DECK"},
    ),
    "not a number": (
        ["simula", "x.ydk", "--turnos", "dos"],
        {
            "es": "valor no válido para --turnos: «dos» no es un número entero",
            "en": "invalid value for --turns: 'dos' is not a whole number",
        },
    ),
    "out of range": (
        ["valida", "x.ydk", "--puntos", "-1"],
        {
            "es": "valor no válido para --puntos: -1 está fuera del intervalo",
            "en": "invalid value for --points-cap: -1 is outside the range",
        },
    ),
    # past Python's 4,300 digits click says "int range": said as any other, and cut short
    "a number of 5,000 digits": (
        ["compara", "x.ydk", "--ronda", "9" * 5000],
        {
            "es": "valor no válido para --ronda: «" + "9" * 57 + "...» tiene más cifras que",
            "en": "invalid value for --round: '" + "9" * 57 + "...' has more digits than",
        },
    ),
    "a round past any event's": (
        ["compara", "x.ydk", "--ronda", "100"],
        {
            "es": "valor no válido para --ronda: 100 está fuera del intervalo",
            "en": "invalid value for --round: 100 is outside the range",
        },
    ),
    "option without its value": (
        ["valida", "x.ydk", "--fecha"],
        {
            "es": "la opción --fecha necesita un valor",
            "en": "option --date needs a value",
        },
    ),
    "missing option": (
        ["convierte", "x.ydk"],
        {"es": "falta la opción --a (", "en": "missing option --to ("},
    ),
    "unknown command": (
        ["vlida"],
        {
            "es": "no existe la orden «vlida»; ¿quisiste decir valida?",
            "en": "no such command 'vlida'; did you mean valida?",
        },
    ),
    "extra argument": (
        ["listas", "muestra", "tcg", "otra"],
        {
            "es": "sobra lo que va después: otra",
            "en": "unexpected extra arguments: otra",
        },
    ),
}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("case", USAGE_ERRORS, ids=str)
def test_usage_errors_speak_the_users_language(case, lang):
    argv, expected = USAGE_ERRORS[case]
    result = run("--lang", lang, *argv)
    assert result.exit_code == 2
    assert expected[lang] in result.stderr
    assert _foreign(result.stderr, lang) == []
    # one line, as every other refusal: the command, what is wrong, where the help is
    (line,) = result.stderr.splitlines()
    assert line.startswith("ydkcheck")


def test_a_usage_error_is_one_line_naming_the_command_and_its_help():
    result = run("valida", "--salidaa", "json", "x.ydk")
    assert result.exit_code == 2
    assert result.stderr == (
        "ydkcheck valida: no existe la opción --salidaa; ¿quisiste decir --lista, --salida?"
        " (ayuda: «ydkcheck valida -h»)\n"
    )


def test_an_english_usage_error_suggests_the_options_by_their_english_names():
    # click suggests an option by its first name, the Spanish one, and by any other close
    result = run("--lang", "en", "valida", "--salidaa", "json", "x.ydk")
    assert "did you mean --banlist, --output? (help: 'ydkcheck valida -h')" in result.stderr
    result = run("--lang", "en", "valida", "--outpt", "json", "x.ydk")
    assert "did you mean --output? (" in result.stderr  # said once, not as two names of it


def test_a_spanish_usage_error_suggests_the_options_by_their_spanish_names():
    # click also suggests an option's English name, which a Spanish run's help shows second
    result = run("valida", "--dat", "2024-01-01", "x.ydk")
    assert "¿quisiste decir --fecha, --salida? (" in result.stderr
    result = run("valida", "--outpt", "json", "x.ydk")
    assert "¿quisiste decir --salida? (" in result.stderr  # said once, not as two names of it


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("es", "YAML no válido: un tabulador en la sangría"), ("en", "invalid YAML: a tab in the")],
)
def test_a_yaml_syntax_error_is_said_in_our_words_with_its_line(tmp_path, lang, expected):
    broken = tmp_path / "lista.yaml"
    broken.write_text("id: mine\n\tname: tab\n", encoding="utf-8")
    deck = tmp_path / "d.ydk"
    deck.write_text("#main\n89631139\n", encoding="utf-8")
    result = run("--lang", lang, "valida", str(deck), "--lista", str(broken))
    assert result.exit_code == 2
    assert f"{broken}:2: {expected}" in result.stderr
    assert "violates" not in result.stderr  # PyYAML's own sentence is not passed on


@pytest.mark.parametrize("command", ["config", "plan", "simula"])
def test_a_tab_is_said_a_tab_by_every_yaml_file(tmp_path, monkeypatch, command):
    # libyaml names no character it met: a tab was "a character that cannot start a value
    # (put the value in quotes)", which quotes do not mend
    deck = tmp_path / "d.ydk"
    deck.write_text("#main\n" + "89631139\n" * 40, encoding="utf-8")
    tabbed = tmp_path / "f.yaml"
    tabbed.write_text("rivales:\n  Yubel:\n\tentran: {Raigeki: 1}\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    if command == "config":
        (tmp_path / ".ydkcheck.yaml").write_text("ignore:\n\t- syntax\n", encoding="utf-8")
        result = run("--lang", "en", "valida", str(deck))
    elif command == "plan":
        result = run("--lang", "en", "plan", str(deck), str(tabbed))
    else:
        result = run("--lang", "en", "simula", str(deck), "--mano", str(tabbed))
    assert result.exit_code == 2
    assert "invalid YAML: a tab in the indentation (indent with spaces)" in result.stderr


@pytest.mark.parametrize(
    ("names", "lang", "expected"),
    [
        (None, "es", "Flor de Ceniza & Primavera Feliz"),
        (None, "en", "Ash Blossom & Joyous Spring"),
        ("en", "es", "Ash Blossom & Joyous Spring"),
        ("es", "en", "Flor de Ceniza & Primavera Feliz"),
    ],
)
def test_card_names_follow_the_language_unless_nombres_says(tmp_path, names, lang, expected):
    deck = tmp_path / "d.ydk"
    deck.write_text("#main\n" + "14558127\n" * 4, encoding="utf-8")
    option = ["--nombres", names] if names else []
    result = run("--lang", lang, "valida", str(deck), *option, "--salida", "json")
    (diagnostic,) = [d for d in _diagnostics(result.stdout) if d["rule"] == "copies"]
    assert diagnostic["message"].startswith(f"4 × {expected}")
    assert diagnostic["card"]["name"] == "Ash Blossom & Joyous Spring"  # scripts key on it


def test_an_unknown_names_language_is_a_usage_error(tmp_path):
    result = run("valida", "x.ydk", "--nombres", "fr")
    assert result.exit_code == 2
    assert "--nombres es o --nombres en" in result.stderr


def _diagnostics(stdout: str) -> list[dict[str, object]]:
    import json

    (deck,) = json.loads(stdout)["decks"]
    return list(deck["diagnostics"])


def test_the_help_lists_every_name_of_a_command_the_runs_language_first():
    # the English help listed only the Spanish names: 'validate' appeared nowhere
    english = run("--lang", "en", "--help").stdout
    assert "  validate, valida " in english and "  decklist, hoja " in english
    spanish = run("--lang", "es", "--help").stdout
    assert "  valida, validate " in spanish and "  hoja, decklist " in spanish
    lists = run("--lang", "en", "banlists", "--help").stdout
    assert "  show " in lists and "  muestra " not in lists
    assert run("--lang", "en", "listas", "muestra", "goat").exit_code == 0  # both names work


# lines whose messages name a card the line may mean, not the diagnostic's card
MEANT = (
    "Main Deck\n1 Sangan\n1x Dark Magician\nof Chaos\n0-2 Destiny Hero - Diamond Dude\n"
    "3 Rose Princess (Ash Blossom & Joyous Spring)\n3 Lonefire\nSpells (3)\n3 Kuriboh\n"
)


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (
            "es",
            [
                "Mago Oscuro del Caos",
                "HÉROE del Destino - Diamond Dude",
                "Flor de Ceniza & Primavera Feliz entre paréntesis junto a Princesa Rosa",
                "Florecimiento del Fuego Solitario",
            ],
        ),
        (
            "en",
            [
                "Dark Magician of Chaos",
                "Destiny HERO - Diamond Dude",
                "Ash Blossom & Joyous Spring entre paréntesis junto a Rose Princess",
                "Lonefire Blossom",
            ],
        ),
    ],
)
def test_a_card_a_line_may_mean_is_named_in_the_names_language(tmp_path, names, expected):
    """Before: a Spanish run named in English the card a broken name, a range, a note or a
    shorthand may mean (its name a parameter of the message, not the diagnostic's card)."""
    listed = tmp_path / "lista.txt"
    listed.write_text(MEANT, encoding="utf-8")
    result = run("--lang", "es", "valida", str(listed), "--nombres", names, "--salida", "json")
    said = " ".join(d["message"] for d in _diagnostics(result.stdout))
    for name in expected:
        assert name in said
