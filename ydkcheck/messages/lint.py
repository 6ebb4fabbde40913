"""Messages of the lint area: key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {}
