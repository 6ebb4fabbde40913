"""One run's context: the shared options resolved once, and what they lead to.

Every command builds it first with ``resolve``: the language of the run and of card names,
the output kind, the configuration file (for the commands that apply one), and, on first
use, the card data and the list to judge by. A bad value of a shared option is one line on
stderr and exit 2, named in the run's language.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any

import typer

from ydkcheck.commands import common
from ydkcheck.errors import InputError
from ydkcheck.i18n import LANG_ENV, LANGUAGES, t
from ydkcheck.report import TEXT_OR_JSON, canonical, shown_names

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB
    from ydkcheck.cards.naming import CardNamer
    from ydkcheck.config import Config
    from ydkcheck.lists.choose import Selection


class RunContext:
    """What a command's shared options resolve to; the card data and the list are read on
    first use (``cards``, ``selection``), so a command pays only for what it needs.

    A plain class, set once by ``resolve``: a frozen dataclass cost every start-up 0.5 ms.
    """

    def __init__(
        self,
        lang: str,
        names_lang: str,
        output: str,
        *,
        offline: bool = False,
        banlist: str | None = None,
        date: str | None = None,
        config: Config | None = None,
    ) -> None:
        self.lang = lang  # the language of every message
        self.names_lang = names_lang  # the language of card names
        self.output = output  # the canonical name of the output kind
        self.offline = offline
        self.banlist = banlist  # the list as the user named it (id, family or file)
        self.date = date  # the day as the user wrote it, parsed when the list is chosen
        self.config = config

    @cached_property
    def namer(self) -> CardNamer:
        """Card names in ``names_lang``."""
        from ydkcheck.cards.naming import CardNamer

        return CardNamer(self.names_lang)

    @cached_property
    def cards(self) -> CardDB:
        """The card data in use: the intact cache when newer, else the shipped snapshot."""
        from ydkcheck.cards import open_card_db

        return open_card_db(offline=self.offline)

    @property
    def ignore(self) -> tuple[str, ...]:
        """The rules the configuration turns off (none without one)."""
        return self.config.ignore or () if self.config is not None else ()

    @property
    def strict(self) -> bool:
        """Whether the configuration makes warnings fail the run, as errors do."""
        return bool(self.config is not None and self.config.strict)

    def config_line(self) -> str | None:
        """The header line of a text output that names the configuration applied."""
        if self.config is None:
            return None
        from ydkcheck.report.applied import applied_line

        return applied_line(self.config, self.lang)

    def headed(self, text: str, warnings: tuple[str, ...] = ()) -> str:
        """A text report under the line that names the configuration applied, if any, and
        a line for each of ``warnings`` (``common.warnings_for_report``)."""
        config = self.config_line()
        header = ([] if config is None else [config]) + [
            t("cli.warning", self.lang, message=message) for message in warnings
        ]
        if not header:
            return text
        from ydkcheck.terminal import wrapped  # at 80 columns, a path never broken

        lines = [part for line in header for part in wrapped(line, "", "  ", hyphens=False)]
        return "\n".join(lines) + f"\n\n{text}"

    def config_json(self) -> dict[str, Any] | None:
        """The ``config`` of a JSON document: the file applied and what it set, or None."""
        from ydkcheck.report.applied import applied_json

        return applied_json(self.config)

    def day(self) -> dt.date | None:
        """``--fecha`` as a date (None when not given); InputError when it is not one."""
        from ydkcheck.lists.choose import parse_date

        return parse_date(self.date) if self.date is not None else None

    def selection(self, points_cap: int | None = None, day: dt.date | None = None) -> Selection:
        """The list to judge by and the day of its card pool: ``--lista`` on ``--fecha``
        (else ``day``). InputError when neither names one; an error in a list the
        configuration names is blamed on the configuration's line. Once the list is chosen,
        a configuration that changes what is checked is said on stderr, and a list that may
        no longer be the one in force after the verdict (``warn_if_past_data``)."""
        from ydkcheck.lists.choose import select_banlist, warn_if_past_data

        on = self.day() or day  # a bad --fecha is the command line's, never blamed on a file
        config = self.config
        try:
            selection = select_banlist(self.banlist, on, points_cap, self.offline)
        except InputError as error:
            if config is not None and self.banlist == config.banlist:
                raise config.blame("banlist", error) from None
            raise
        warn_if_past_data(self.banlist, selection.banlist, on, self.offline)
        self.warn_of_config()
        return selection

    def warn_of_config(self) -> None:
        """One line on stderr when the configuration changes what is checked (the list, the
        day, rules turned off): said by every command that judges a deck."""
        config = self.config
        if config is not None and config.changes_the_check:
            from ydkcheck.report.applied import changed_check_warning

            warning = changed_check_warning(config, self.lang)
            typer.echo(f"ydkcheck: {t('cli.warning', self.lang, message=warning)}", err=True)


def checked_language(value: str | None, fallback: str) -> str:
    """The ``--lang`` value, validated (the registration already used it for help texts)."""
    if value is None:
        return fallback
    if value.lower() not in LANGUAGES:
        common.fail(InputError("cli.bad-lang", value=value), fallback)
    return value.lower()


def checked_names(value: str | None, lang: str) -> str:
    """The ``--nombres`` value (``es`` or ``en``); the run's language when not given."""
    if value is None:
        return lang
    if value.lower() not in LANGUAGES:
        common.fail(InputError("cli.bad-names", value=value), lang)
    return value.lower()


def checked_output(value: str, lang: str, known: tuple[str, ...] = TEXT_OR_JSON) -> str:
    """The canonical name of the output ``value`` (``text`` is ``texto``); exit 2 if it is
    none of ``known``."""
    kind = canonical(value)
    if kind not in known:
        common.fail(InputError("cli.bad-output", value=value, known=shown_names(known, lang)), lang)
    return kind


def resolve(
    lang: str,
    lang_option: str | None,
    *,
    names: str | None = None,
    output: str | None = "texto",
    outputs: tuple[str, ...] = TEXT_OR_JSON,
    banlist: str | None = None,
    date: str | None = None,
    offline: bool = False,
    configured: bool = False,
    environ: Mapping[str, str] | None = None,
) -> RunContext:
    """The context of a run whose help speaks ``lang``, from its shared options.

    With ``configured`` (every command that judges a deck, unless ``--sin-config``), the
    project configuration (``ydkcheck.config``) fills in what the command line leaves out:
    the list, the day, the output (where the command writes it); and the language when
    neither ``--lang`` nor ``YDKCHECK_LANG`` says one. A configuration that changes what is
    checked (the list, the day, rules turned off) is said on stderr once the list is chosen
    (``RunContext.selection``). An output
    left out is then ``github`` on GitHub Actions (where the command writes it), else
    ``texto``.
    """
    env = os.environ if environ is None else environ
    language = checked_language(lang_option, lang)
    config = None
    if configured:
        from ydkcheck.config import load_config

        config = common.guarded(language, load_config)
    if config is not None:
        chosen_by_env = env.get(LANG_ENV, "").strip().lower()[:2] in LANGUAGES
        if lang_option is None and not chosen_by_env and config.lang is not None:
            language = config.lang
        replaced = {
            field
            for field, given in (("banlist", banlist), ("date", date))
            if given is not None and field in config.settings()
        }
        config = config._replace(replaced=frozenset(replaced))
        banlist = banlist if banlist is not None else config.banlist
        if date is None and config.date is not None:
            date = config.date.isoformat()
        if output is None and config.output is not None and canonical(config.output) in outputs:
            output = config.output
    if output is None:
        on_actions = env.get("GITHUB_ACTIONS") == "true" and "github" in outputs
        output = "github" if on_actions else "texto"
    return RunContext(
        lang=language,
        names_lang=checked_names(names, language),
        output=checked_output(output, language, outputs),
        offline=offline,
        banlist=banlist,
        date=date,
        config=config,
    )
