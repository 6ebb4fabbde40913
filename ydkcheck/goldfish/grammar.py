"""The condition grammar of hand specs: a tokenizer and a recursive-descent parser.

::

    expr       := or
    or         := and (("or" | "o") and)*
    and        := not (("and" | "y") not)*
    not        := ("not" | "no") not | "(" expr ")" | comparison
    comparison := sum OP sum            OP: == != < <= > >=
    sum        := term ("+" term)*
    term       := GROUP | INTEGER

``starters + extenders >= 2 and not bricks >= 1``. Keywords are English or Spanish and
case-insensitive; group names are identifiers (letters, digits, ``_``). Nothing is ever
evaluated as Python: the parser builds a small tree that ``evaluate`` walks.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

KEYWORDS = {"and": "and", "y": "and", "or": "or", "o": "or", "not": "not", "no": "not"}
OPERATORS = ("==", "!=", "<=", ">=", "<", ">")
DIGITS = frozenset("0123456789")  # not str.isdigit: "²" is a digit to it, and no int
MAX_DIGITS = 4  # a count is at most a deck's size: 9,999 leaves room, and no sum overflows
MAX_DEPTH = 50  # parentheses and negations inside one another
MAX_LENGTH = 10_000  # characters of one condition: a hand-written line, with room
COMPARE: dict[str, Callable[[Any, Any], Any]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}
# what the parser expected -> its message when the text ends there, and when another token is
EXPECTED = {
    "term": ("goldfish.grammar.end-term", "goldfish.grammar.want-term"),
    "operator": ("goldfish.grammar.end-operator", "goldfish.grammar.want-operator"),
    "connective": ("goldfish.grammar.end-connective", "goldfish.grammar.want-connective"),
    "rparen": ("goldfish.grammar.end-rparen", "goldfish.grammar.want-rparen"),
}


class GrammarError(Exception):
    """A condition that does not parse: message ``key`` at 1-based ``column``."""

    def __init__(self, key: str, column: int, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.column = column
        self.params = params


@dataclass(frozen=True)
class Token:
    """One token: kind is name, int, op, plus, lparen, rparen, and, or, not or end."""

    kind: str
    text: str
    column: int


@dataclass(frozen=True)
class Term:
    """A group count (``group`` set) or an integer constant (``group`` None)."""

    group: str | None
    value: int
    column: int


@dataclass(frozen=True)
class Sum:
    terms: tuple[Term, ...]

    @property
    def groups(self) -> tuple[str, ...]:
        return tuple(term.group for term in self.terms if term.group is not None)

    @property
    def constant(self) -> int:
        return sum(term.value for term in self.terms if term.group is None)


@dataclass(frozen=True)
class Compare:
    left: Sum
    op: str
    right: Sum


@dataclass(frozen=True)
class Not:
    operand: Expr


@dataclass(frozen=True)
class And:
    operands: tuple[Expr, ...]


@dataclass(frozen=True)
class Or:
    operands: tuple[Expr, ...]


Expr: TypeAlias = "Compare | Not | And | Or"


def tokenize(text: str) -> list[Token]:
    """The tokens of ``text``, ending with an ``end`` token; GrammarError on a stray character."""
    tokens: list[Token] = []
    index = 0
    while index < len(text):
        char = text[index]
        column = index + 1
        if char.isspace():
            index += 1
        elif char in DIGITS:
            end = _scan(text, index, DIGITS.__contains__)
            if end < len(text) and _is_name_char(text[end]):
                raise GrammarError("goldfish.grammar.bad-name", column, text=text[index : end + 1])
            if end - index > MAX_DIGITS:
                raise GrammarError("goldfish.grammar.big-number", column, most=MAX_DIGITS)
            tokens.append(Token("int", text[index:end], column))
            index = end
        elif _is_name_char(char):
            end = _scan(text, index, _is_name_char)
            word = text[index:end]
            tokens.append(Token(KEYWORDS.get(word.casefold(), "name"), word, column))
            index = end
        elif text.startswith(OPERATORS, index):
            op = next(op for op in OPERATORS if text.startswith(op, index))
            tokens.append(Token("op", op, column))
            index += len(op)
        elif char in "+()":
            tokens.append(Token({"+": "plus", "(": "lparen", ")": "rparen"}[char], char, column))
            index += 1
        elif char == "=":
            raise GrammarError("goldfish.grammar.single-equals", column)
        else:
            raise GrammarError("goldfish.grammar.bad-char", column, char=char)
    tokens.append(Token("end", "", len(text) + 1))
    return tokens


def _is_name_char(char: str) -> bool:
    return char.isalnum() or char == "_"


def _scan(text: str, start: int, accept: Callable[[str], bool]) -> int:
    end = start
    while end < len(text) and accept(text[end]):
        end += 1
    return end


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = tokenize(text)
        self.position = 0
        self.depth = 0  # of parentheses and negations open at the current token

    @property
    def current(self) -> Token:
        return self.tokens[self.position]

    def advance(self) -> Token:
        token = self.current
        self.position += 1
        return token

    def fail(self, expected: str) -> GrammarError:
        """The error for the current token where ``expected`` (a key of ``EXPECTED``) should be."""
        token = self.current
        at_end, elsewhere = EXPECTED[expected]
        if token.kind == "end":
            return GrammarError(at_end, token.column)
        return GrammarError(elsewhere, token.column, found=token.text)

    def parse(self) -> Expr:
        expr = self.parse_or()
        if self.current.kind != "end":
            raise self.fail("connective")
        return expr

    def parse_or(self) -> Expr:
        operands = [self.parse_and()]
        while self.current.kind == "or":
            self.advance()
            operands.append(self.parse_and())
        return operands[0] if len(operands) == 1 else Or(tuple(operands))

    def parse_and(self) -> Expr:
        operands = [self.parse_not()]
        while self.current.kind == "and":
            self.advance()
            operands.append(self.parse_not())
        return operands[0] if len(operands) == 1 else And(tuple(operands))

    def parse_not(self) -> Expr:
        if self.current.kind not in ("not", "lparen"):
            return self.parse_comparison()
        if self.depth == MAX_DEPTH:
            raise GrammarError("goldfish.grammar.too-deep", self.current.column, most=MAX_DEPTH)
        self.depth += 1
        if self.current.kind == "not":
            self.advance()
            expr: Expr = Not(self.parse_not())
        else:
            opening = self.advance()
            expr = self.parse_or()
            if self.current.kind != "rparen":
                if self.current.kind == "end":
                    raise GrammarError("goldfish.grammar.unclosed", opening.column)
                raise self.fail("rparen")
            self.advance()
        self.depth -= 1
        return expr

    def parse_comparison(self) -> Expr:
        left = self.parse_sum()
        if self.current.kind != "op":
            raise self.fail("operator")
        op = self.advance().text
        return Compare(left, op, self.parse_sum())

    def parse_sum(self) -> Sum:
        terms = [self.parse_term()]
        while self.current.kind == "plus":
            self.advance()
            terms.append(self.parse_term())
        return Sum(tuple(terms))

    def parse_term(self) -> Term:
        token = self.current
        if token.kind == "name":
            self.advance()
            return Term(token.text, 0, token.column)
        if token.kind == "int":
            self.advance()
            return Term(None, int(token.text), token.column)
        raise self.fail("term")


def parse(text: str) -> Expr:
    """The tree of condition ``text``; GrammarError (with a column) when it does not parse."""
    if len(text) > MAX_LENGTH:
        raise GrammarError("goldfish.grammar.too-long", MAX_LENGTH + 1, most=MAX_LENGTH)
    return _Parser(text).parse()


def walk(expr: Expr) -> Iterator[Compare]:
    """Every comparison of ``expr``, left to right."""
    if isinstance(expr, Compare):
        yield expr
    elif isinstance(expr, Not):
        yield from walk(expr.operand)
    else:
        for operand in expr.operands:
            yield from walk(operand)


def terms(expr: Expr) -> Iterator[Term]:
    """Every group term of ``expr`` (with its column), left to right."""
    for compare in walk(expr):
        for term in (*compare.left.terms, *compare.right.terms):
            if term.group is not None:
                yield term


def evaluate(expr: Expr, counts: Mapping[str, Any]) -> Any:
    """The value of ``expr`` for the group ``counts``.

    With int counts the result is a bool. With numpy arrays of counts it is a boolean
    array (``&``, ``|`` and ``~`` work element-wise on both).
    """
    if isinstance(expr, Compare):
        return COMPARE[expr.op](_sum(expr.left, counts), _sum(expr.right, counts))
    if isinstance(expr, Not):
        value = evaluate(expr.operand, counts)
        return (not value) if isinstance(value, bool) else ~value
    values = [evaluate(operand, counts) for operand in expr.operands]
    result = values[0]
    for value in values[1:]:
        result = (result & value) if isinstance(expr, And) else (result | value)
    return result


def _sum(side: Sum, counts: Mapping[str, Any]) -> Any:
    total: Any = 0
    for term in side.terms:
        total = total + (counts[term.group] if term.group is not None else term.value)
    return total
