"""Messages of the update area: key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {}
