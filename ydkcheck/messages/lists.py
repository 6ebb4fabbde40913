"""Messages of the lists area: key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {}
