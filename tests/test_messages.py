"""The message catalogues: the same keys and fields in both languages, plural forms, and
every key the code uses written as a literal that exists (and every key there used)."""

from __future__ import annotations

import ast
import string
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

import ydkcheck
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.i18n import catalogue, language_from_environment, t
from ydkcheck.messages import Plural
from ydkcheck.report.sarif import RULE_TEXTS
from ydkcheck.report.totals import totals_sentence
from ydkcheck.rules import RULES
from ydkcheck.yaml_strict import Messages

SPANISH, ENGLISH = catalogue("es"), catalogue("en")
PACKAGE = Path(ydkcheck.__file__).parent

# what takes a message key: name -> its position and keyword (None: positional only; their
# other keywords are the message's params); None: every argument is a key
KEY_ARGUMENTS: dict[str, tuple[int, str | None] | None] = {
    "t": (0, None),
    "InputError": (0, None),
    "InputWarning": (0, None),
    "_one_line": (0, None),  # errors._one_line: the line either of the two renders
    "UpdateError": (0, None),
    "GrammarError": (0, None),
    "Phrase": (0, None),  # errors.Phrase: a message inside another's field
    "Diagnostic": (1, "message_key"),
    "error": (2, None),  # yaml_strict.error
    "Messages": None,  # yaml_strict.Messages: the keys of one kind of file
    "Command": (0, "help_key"),  # cli.Command: how a command is listed
    "read_text": (2, "missing"),  # user_files.read_text: the message for a missing file
}
# attributes holding a key, checked where the object was built with it
KEY_ATTRIBUTES = {"key", "message_key", "help_key", *Messages._fields}
Scope = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda


def fields(text: str) -> set[str]:
    """The ``str.format`` fields of ``text``."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


class KeyFinder:
    """The message keys of some modules, followed from each key argument to its literals.

    A key argument must be a string literal, a choice between keys (``a if c else b``), an
    item of a module-level table of literals (every key of the table counts as used), a
    local name bound only to such things, a parameter of a function of ``KEY_ARGUMENTS``
    (its callers are checked) or an attribute of ``KEY_ATTRIBUTES``. Anything else, an
    f-string or a ``+`` above all, is a composed key: a problem.
    """

    def __init__(self, sources: dict[str, str]) -> None:
        self.keys: set[str] = set()
        self.problems: list[str] = []
        self.trees = {name: ast.parse(source) for name, source in sources.items()}
        self.tables: dict[str, dict[str, ast.expr]] = {}  # module -> name -> value
        for module, tree in self.trees.items():
            self.tables[module] = {}
            for node in tree.body:
                if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
                    self.tables[module][node.targets[0].id] = node.value
                elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                    self.tables[module][node.target.id] = node.value or ast.Constant(None)
        for module, tree in self.trees.items():
            self._module(module, tree)

    def _module(self, module: str, tree: ast.Module) -> None:
        parents: dict[ast.AST, ast.AST] = {}
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                parents[child] = node
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name not in KEY_ARGUMENTS:
                continue
            scopes = []
            parent = parents.get(node)
            while parent is not None:
                if isinstance(parent, Scope):
                    scopes.append(parent)
                parent = parents.get(parent)
            where = f"{module}:{node.lineno}"
            for argument in self._key_arguments(node, KEY_ARGUMENTS[name]):
                self._check(argument, scopes, module, where, set())

    @staticmethod
    def _key_arguments(call: ast.Call, position: tuple[int, str | None] | None) -> list[ast.expr]:
        if position is None:
            return [*call.args, *(keyword.value for keyword in call.keywords)]
        index, keyword_name = position
        found = [call.args[index]] if len(call.args) > index else []
        if keyword_name is not None:
            found += [keyword.value for keyword in call.keywords if keyword.arg == keyword_name]
        return found

    def _check(
        self, expr: ast.expr, scopes: list[Scope], module: str, where: str, seen: set[str]
    ) -> None:
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
            self.keys.add(expr.value)
        elif isinstance(expr, ast.IfExp):
            self._check(expr.body, scopes, module, where, seen)
            self._check(expr.orelse, scopes, module, where, seen)
        elif isinstance(expr, ast.Tuple | ast.List):  # what a loop takes its keys from
            for item in expr.elts:
                self._check(item, scopes, module, where, seen)
        elif isinstance(expr, ast.Subscript):
            table = expr.value
            while isinstance(table, ast.Subscript):
                table = table.value
            value = self._table(table, module)
            if value is None:
                self.problems.append(f"{where}: {ast.unparse(expr)} is not a literal table")
            else:
                for leaf in self._leaves(value):
                    self._check(leaf, [], module, where, seen)
        elif isinstance(expr, ast.Name):
            if expr.id not in seen:
                self._name(expr.id, scopes, module, where, seen | {expr.id})
        elif isinstance(expr, ast.Attribute) and expr.attr in KEY_ATTRIBUTES:
            pass
        else:
            self.problems.append(f"{where}: composed key {ast.unparse(expr)}")

    def _table(self, node: ast.expr, module: str) -> ast.expr | None:
        """The literal table ``node`` names, in its module or the only one defining it."""
        if not isinstance(node, ast.Name):
            return None
        if node.id in self.tables[module]:
            return self.tables[module][node.id]
        found = [tables[node.id] for tables in self.tables.values() if node.id in tables]
        return found[0] if len(found) == 1 else None

    def _leaves(self, table: ast.expr) -> Iterator[ast.expr]:
        """The values of a dict, tuple or list display, tuples opened."""
        values = table.values if isinstance(table, ast.Dict) else [table]
        for value in values:
            if isinstance(value, ast.Tuple | ast.List):
                for item in value.elts:
                    yield from self._leaves(item)
            elif value is not None:
                yield value

    def _name(
        self, name: str, scopes: list[Scope], module: str, where: str, seen: set[str]
    ) -> None:
        """Check every value ``name`` is bound to in the innermost scope binding it."""
        for scope in scopes:
            arguments = scope.args
            parameters = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
            if any(parameter.arg == name for parameter in parameters):
                function = getattr(scope, "name", "<lambda>")
                if function not in KEY_ARGUMENTS:
                    self.problems.append(f"{where}: key parameter {name!r} of {function}()")
                return
            bound = list(self._bindings(scope, name))
            if bound:
                for value in bound:
                    if value is None:
                        self.problems.append(f"{where}: {name!r} is changed in place")
                    else:
                        self._check(value, scopes, module, where, seen)
                return
        value = self.tables[module].get(name)
        if value is None:
            self.problems.append(f"{where}: {name!r} is bound to no literal")
        else:
            self._check(value, [], module, where, seen)

    @staticmethod
    def _bindings(scope: Scope, name: str) -> Iterator[ast.expr | None]:
        """What ``name`` is bound to in ``scope``; None for an augmented assignment."""

        def unpack(target: ast.expr, value: ast.expr) -> Iterator[ast.expr]:
            if isinstance(target, ast.Name) and target.id == name:
                yield value
            elif isinstance(target, ast.Tuple):
                if isinstance(value, ast.Tuple) and len(value.elts) == len(target.elts):
                    for item, part in zip(target.elts, value.elts, strict=True):
                        yield from unpack(item, part)
                elif any(isinstance(item, ast.Name) and item.id == name for item in target.elts):
                    yield value  # a table's tuple unpacked: every leaf is checked

        def each(target: ast.expr, iterable: ast.expr) -> Iterator[ast.expr]:
            items = iterable.elts if isinstance(iterable, ast.Tuple | ast.List) else [iterable]
            for item in items:
                yield from unpack(target, item)

        for node in ast.walk(scope):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    yield from unpack(target, node.value)
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                yield from unpack(node.target, node.value)
            elif isinstance(node, ast.AugAssign):
                if isinstance(node.target, ast.Name) and node.target.id == name:
                    yield None
            elif isinstance(node, ast.For | ast.comprehension):
                yield from each(node.target, node.iter)


def sources() -> dict[str, str]:
    """Every module of the package but the catalogues, by path."""
    return {
        str(path.relative_to(PACKAGE.parent)): path.read_text(encoding="utf-8")
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.parent.name != "messages"
    }


FOUND = KeyFinder(sources())


def test_both_catalogues_have_the_same_keys_in_the_same_order():
    assert list(SPANISH) == list(ENGLISH)


@pytest.mark.parametrize("key", list(SPANISH))
def test_both_languages_have_the_same_fields(key):
    spanish, english = SPANISH[key], ENGLISH[key]
    assert isinstance(spanish, Plural) == isinstance(english, Plural)
    if isinstance(spanish, Plural) and isinstance(english, Plural):
        assert spanish.count == english.count
        forms = (spanish.one, spanish.other, english.one, english.other)
        assert all(form.strip() for form in forms)
        assert {spanish.count} <= fields(spanish.other)
        assert len({frozenset(fields(form)) for form in forms}) == 1
    else:
        assert isinstance(spanish, str) and isinstance(english, str)
        assert spanish.strip() and english.strip()
        assert fields(spanish) == fields(english)


def test_no_key_is_composed_at_run_time():
    assert FOUND.problems == []


def test_every_key_the_code_uses_exists():
    assert sorted(FOUND.keys - set(SPANISH)) == []


def test_every_key_of_the_catalogue_is_used():
    assert sorted(set(SPANISH) - FOUND.keys) == []


def test_every_rule_has_a_title_and_a_help():
    assert list(RULE_TEXTS) == list(RULES)


@pytest.mark.parametrize(
    "source",
    [
        't(f"section.{x}", lang)',
        't("section." + x, lang)',
        't("section.%s" % x, lang)',
        "def f(rule):\n    key = 'rule.copies'\n    key += '.artworks'\n    Diagnostic(rule, key)",
        "def f(name, lang):\n    return t(name, lang)",
        "def f(x, lang):\n    return t(x.name, lang)",
        "def f(kind, lang):\n    return t(NAMES[kind], lang)",
    ],
)
def test_the_finder_reports_composed_keys(source):
    assert KeyFinder({"m.py": source}).problems


def test_the_finder_follows_tables_names_and_loops():
    source = textwrap.dedent(
        """
        NAMES = {"main": "section.main", "extra": ("section.extra", "section.side")}
        HEADERS = ("report.column.card", "report.column.line")

        def f(kind, lang, other):
            key = "cli.help" if other else NAMES[kind]
            first, second = NAMES[kind]
            for label, value in (("goldfish.first", 1), ("goldfish.second", 2)):
                t(label, lang, value=value)
            headers = [t(header, lang) for header in HEADERS]
            return t(key, lang), t(second, lang), headers

        def error(path, node, key, /, **params):
            return InputError(key, path, **params)
        """
    )
    found = KeyFinder({"m.py": source})
    assert found.problems == []
    assert found.keys == {
        "cli.help",
        "section.main",
        "section.extra",
        "section.side",
        "goldfish.first",
        "goldfish.second",
        "report.column.card",
        "report.column.line",
    }


@pytest.mark.parametrize(
    ("counts", "spanish", "english"),
    [
        (
            (1, 1, 0, 0),
            "1 mazo: 1 legal, 0 ilegales, 0 ilegibles",
            "1 deck: 1 legal, 0 illegal, 0 unreadable",
        ),
        (
            (1, 0, 1, 0),
            "1 mazo: 0 legales, 1 ilegal, 0 ilegibles",
            "1 deck: 0 legal, 1 illegal, 0 unreadable",
        ),
        (
            (4, 2, 1, 1),
            "4 mazos: 2 legales, 1 ilegal, 1 ilegible",
            "4 decks: 2 legal, 1 illegal, 1 unreadable",
        ),
        (
            (5, 0, 2, 3),
            "5 mazos: 0 legales, 2 ilegales, 3 ilegibles",
            "5 decks: 0 legal, 2 illegal, 3 unreadable",
        ),
    ],
)
def test_the_summary_counts_each_number_in_its_own_words(counts, spanish, english):
    assert totals_sentence("es", *counts) == spanish
    assert totals_sentence("en", *counts) == english


@pytest.mark.parametrize(
    ("rule", "key", "params", "spanish", "english"),
    [
        (
            "forbidden",
            "rule.forbidden",
            {"count": 1, "max": 0},
            "X está Prohibida: 1 copia, no se permite ninguna",
            "X is Forbidden: 1 copy, none allowed",
        ),
        (
            "forbidden",
            "rule.forbidden",
            {"count": 2, "max": 0},
            "X está Prohibida: 2 copias, no se permite ninguna",
            "X is Forbidden: 2 copies, none allowed",
        ),
        (
            "copies",
            "rule.copies",
            {"count": 2, "max": 1},
            "2 × X: como mucho 1 copia entre Principal, Extra y Side",
            "2 × X: at most 1 copy over Main, Extra and Side",
        ),
        (
            "copies",
            "rule.copies",
            {"count": 4, "max": 3},
            "4 × X: como mucho 3 copias entre Principal, Extra y Side",
            "4 × X: at most 3 copies over Main, Extra and Side",
        ),
        (
            "main-size",
            "rule.size.under",
            {"section": Section.MAIN, "count": 1, "limit": 40},
            "Deck Principal: 1 carta, el mínimo es 40",
            "Main Deck: 1 card, the minimum is 40",
        ),
        (
            "main-size",
            "rule.size.under",
            {"section": Section.MAIN, "count": 0, "limit": 40},
            "Deck Principal: 0 cartas, el mínimo es 40",
            "Main Deck: 0 cards, the minimum is 40",
        ),
        (
            "advice-few-monsters",
            "rule.advice-few-monsters",
            {"count": 1},
            "solo 1 monstruo en el Deck Principal: puede que no tengas qué invocar",
            "only 1 monster in the Main Deck: you may have nothing to summon",
        ),
        (
            "advice-few-monsters",
            "rule.advice-few-monsters",
            {"count": 0},
            "solo 0 monstruos en el Deck Principal: puede que no tengas qué invocar",
            "only 0 monsters in the Main Deck: you may have nothing to summon",
        ),
    ],
)
def test_a_diagnostic_agrees_with_its_number(rule, key, params, spanish, english):
    diagnostic = Diagnostic(rule, key, {"name": "X", **params})
    assert diagnostic.message("es") == spanish
    assert diagnostic.message("en") == english


@pytest.mark.parametrize(
    ("key", "params", "spanish", "english"),
    [
        ("report.errors", {"count": 1}, "1 error", "1 error"),
        ("report.errors", {"count": 2}, "2 errores", "2 errors"),
        ("report.warnings", {"count": 1}, "1 aviso", "1 warning"),
        ("report.warnings", {"count": 0}, "0 avisos", "0 warnings"),
        ("info.types.spell", {"count": 1}, "1 mágica", "1 spell"),
        ("info.types.trap", {"count": 3}, "3 trampas", "3 traps"),
        ("goldfish.report.seen", {"count": 1}, "1 carta vista", "1 card seen"),
        ("goldfish.report.seen", {"count": 6}, "6 cartas vistas", "6 cards seen"),
        (
            "listas.diff-header",
            {"before": "A", "after": "B", "count": 1},
            "A → B: 1 carta cambia",
            "A → B: 1 card changes",
        ),
        (
            "listas.diff-header",
            {"before": "A", "after": "B", "count": 0},
            "A → B: 0 cartas cambian",
            "A → B: 0 cards change",
        ),
        (
            "goldfish.report.samples",
            {"samples": 1, "seed": 7},
            "Monte Carlo: 1 mano, semilla 7.",
            "Monte Carlo: 1 hand, seed 7.",
        ),
        (
            "update.fail.too_few",
            {"url": "U", "count": 1, "minimum": 10},
            "la respuesta de U trae solo 1 carta (se esperan al menos 10)",
            "the answer of U has only 1 card (at least 10 expected)",
        ),
    ],
)
def test_a_counted_message_takes_the_form_of_its_number(key, params, spanish, english):
    assert t(key, "es", **params) == spanish
    assert t(key, "en", **params) == english


def test_spanish_is_the_default_and_english_is_chosen_by_locale():
    assert language_from_environment({}) == "es"
    assert language_from_environment({"LANG": "en_GB.UTF-8"}) == "en"
    assert language_from_environment({"LANG": "fr_FR.UTF-8"}) == "es"
    assert language_from_environment({"YDKCHECK_LANG": "en", "LANG": "es_ES"}) == "en"
    assert t("section.main", "es") == "Deck Principal"
    assert t("section.main", "en") == "Main Deck"


def test_a_run_imports_only_the_catalogue_of_its_language():
    code = (
        "import sys\nfrom ydkcheck.i18n import t\nt('cli.help', sys.argv[1])\n"
        "print(sorted(m for m in sys.modules if m.startswith('ydkcheck.messages.')))"
    )
    for lang, module in (("es", "ydkcheck.messages.es"), ("en", "ydkcheck.messages.en")):
        done = subprocess.run(
            [sys.executable, "-c", code, lang], capture_output=True, text=True, check=True
        )
        assert done.stdout.strip() == repr([module])
