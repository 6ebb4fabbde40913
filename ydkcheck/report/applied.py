"""The configuration file a run applied, as every output names it: a line of text, and the
``config`` object of the JSON documents."""

from __future__ import annotations

from typing import Any

from ydkcheck.config import Config
from ydkcheck.i18n import t
from ydkcheck.printable import printable, printable_name

# the words of each setting, in the order Config.settings gives them
SETTING_KEYS = {
    "banlist": "config.set.banlist",
    "date": "config.set.date",
    "ignore": "config.set.ignore",
    "strict": "config.set.strict",
    "lang": "config.set.lang",
    "output": "config.set.output",
}


def settings_text(config: Config, lang: str) -> str:
    """What ``config`` sets, in words: ``lista goat; reglas apagadas: copies``."""
    parts = []
    for field, value in config.settings().items():
        if isinstance(value, bool):
            shown = t("config.yes" if value else "config.no", lang)
        elif isinstance(value, list):
            shown = ", ".join(value) or "-"
        else:
            shown = value
        part = t(SETTING_KEYS[field], lang, value=printable(shown))
        if field in config.replaced:
            part = t("config.replaced", lang, setting=part)
        parts.append(part)
    return "; ".join(parts) or t("config.sets-nothing", lang)


def applied_line(config: Config, lang: str) -> str:
    """The line that names the configuration file applied and what it set."""
    return t(
        "config.applied",
        lang,
        path=printable_name(config.path),
        settings=settings_text(config, lang),
    )


def option_ignore_line(rules: tuple[str, ...], lang: str) -> str:
    """The line that names the rules the command line's ``--ignora`` turned off."""
    return t("config.option-ignore", lang, rules=printable(", ".join(rules)))


def changed_check_warning(config: Config, lang: str) -> str:
    """The stderr warning of a configuration that changes what is checked."""
    return t(
        "config.changes-check",
        lang,
        path=printable_name(config.path),
        settings=settings_text(config, lang),
    )


def applied_json(config: Config | None) -> dict[str, Any] | None:
    """``config`` in the JSON documents: its file and what it set; None without one."""
    if config is None:
        return None
    return {"path": printable_name(config.path), "settings": config.settings()}
