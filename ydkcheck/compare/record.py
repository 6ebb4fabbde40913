"""``Record``: the base of the deck check's plain data classes.

Each class lists its fields in ``__slots__`` and sets them once in ``__init__``; a record
equals another of its class with equal fields and shows them in its ``repr``. Plain slotted
classes cost next to nothing to define, where a NamedTuple costs about a tenth of a
millisecond of every start-up and a dataclass three tenths (``docs/PERFORMANCE.md``).
"""


class Record:
    """Fields set once, compared and shown by value (see the module's documentation)."""

    __slots__ = ()

    def fields(self) -> dict[str, object]:
        names: tuple[str, ...] = getattr(self, "__slots__")  # noqa: B009 (the subclass's)
        return {name: getattr(self, name) for name in names}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Record)
            and type(other) is type(self)
            and (self.fields() == other.fields())
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in self.fields().items())
        return f"{type(self).__name__}({shown})"
