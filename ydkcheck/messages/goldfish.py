"""Messages of the goldfish area: key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {}
