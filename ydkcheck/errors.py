"""The one exception for input ydkcheck cannot use (exit status 2), and its warning twin."""

from __future__ import annotations

import errno
from typing import Any, NamedTuple

from ydkcheck.i18n import t
from ydkcheck.printable import printable, printable_name

LONGEST_PARAM = 320  # characters of one value a message echoes: a stranger's name can be 1 MB
# a list of the choices an error offers (``known``: the rules, the outputs, a file's names) is
# read whole to choose from: it is cut past this many characters only, between two names
LONGEST_CHOICES = 2000


class Phrase(NamedTuple):
    """A message of the catalogue as the value of another message's field, said in the
    language the outer message is said in (PyYAML's reason inside "invalid YAML")."""

    key: str
    params: dict[str, Any]


class Listed(NamedTuple):
    """Texts and phrases said one after another, parted by commas, as a message's field (a
    file's list names, one of them a phrase as it has no name)."""

    parts: tuple[Any, ...]


# what the system says of a failed file operation -> the message saying it in our words
OS_REASONS = {
    errno.ENOENT: "os.not-found",
    errno.EACCES: "os.no-permission",
    errno.EPERM: "os.no-permission",
    errno.EISDIR: "os.is-folder",
    errno.ENOTDIR: "os.not-folder",
    errno.ENOSPC: "os.disk-full",
    getattr(errno, "EDQUOT", errno.ENOSPC): "os.disk-full",
    errno.EPIPE: "os.pipe-closed",
    errno.ENXIO: "os.no-reader",  # a pipe opened to write, without blocking, that none reads
    errno.EROFS: "os.read-only-system",
    errno.EIO: "os.device-error",
    errno.ELOOP: "os.link-loop",
    errno.ENAMETOOLONG: "os.name-too-long",
    errno.EBADF: "os.closed",
    errno.EFBIG: "os.too-large",
}


def os_reason(error: OSError) -> Phrase | str:
    """Why a file operation failed, said in the run's language where ydkcheck has the words
    (else as the system says it)."""
    if error.errno in OS_REASONS:
        return Phrase(OS_REASONS[error.errno], {})
    return error.strerror or type(error).__name__


def unreadable(path: str, error: OSError) -> InputError:
    """The InputError of a file at ``path`` that could not be opened or read: its name too
    long for the system (no permission would open it: a name pasted by mistake, often), a
    link that loops, no permission, or why the system says it could not be read; each with
    what mends it."""
    if error.errno == errno.ENAMETOOLONG:
        return InputError("input.name-too-long", path)
    if error.errno == errno.ELOOP:  # no permission mends a link that leads back to itself
        return InputError("input.link-loop", path)
    if error.errno in (errno.EACCES, errno.EPERM):
        return InputError("input.unreadable", path, reason=os_reason(error))
    # a device that is not there (a link to /dev/tty with no terminal), a disk's fault
    reason = Phrase("os.no-device", {}) if error.errno == errno.ENXIO else os_reason(error)
    return InputError("input.unreadable.system", path, reason=reason)


def said(value: Any, lang: str) -> Any:
    """``value`` itself, or a ``Phrase`` said in ``lang`` (a phrase within it too), or the
    parts of a ``Listed`` said and joined."""
    if isinstance(value, Listed):
        return ", ".join(str(said(part, lang)) for part in value.parts)
    if not isinstance(value, Phrase):
        return value
    return t(value.key, lang, **{name: said(part, lang) for name, part in value.params.items()})


def _said(params: dict[str, Any], lang: str) -> dict[str, Any]:
    """``params`` with each ``Phrase`` (and ``Listed``) said in ``lang``."""
    if not any(isinstance(value, Phrase | Listed) for value in params.values()):
        return params
    return {name: said(value, lang) for name, value in params.items()}


def _echoed(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with every text longer than ``LONGEST_PARAM`` cut short, marked ``...``;
    the choices (``known``) past ``LONGEST_CHOICES``, after a whole name."""
    if all(not isinstance(v, str) or len(v) <= LONGEST_PARAM for v in params.values()):
        return params
    return {name: _cut(name, value) for name, value in params.items()}


def _cut(name: str, value: Any) -> Any:
    """``value`` cut short when it is a text longer than its param may be."""
    if not isinstance(value, str):
        return value
    if name == "known":
        if len(value) <= LONGEST_CHOICES:
            return value
        between = value.rfind(", ", 0, LONGEST_CHOICES)
        return value[: between if between > 0 else LONGEST_CHOICES] + ", ..."
    return value if len(value) <= LONGEST_PARAM else value[: LONGEST_PARAM - 3] + "..."


def _one_line(
    key: str, path: str | None, line: int | None, params: dict[str, Any], lang: str
) -> str:
    """``path:line: message`` in ``lang``, safe to print (the place as far as it is known)."""
    where = ""
    if path is not None:  # a file's name with its look-alike letters escaped too
        named = printable_name(path)
        where = f"{named}:{line}: " if line is not None else f"{named}: "
    return where + printable(t(key, lang, **_echoed(_said(params, lang))))


class InputError(Exception):
    """Bad input: a missing or unreadable file, a broken list, a bad option value.

    ``key`` names a message of the catalogue (``ydkcheck.i18n``); ``params`` fill it in.
    ``path`` and ``line`` say where, when known. The CLI prints one line and exits 2.
    """

    def __init__(
        self, key: str, path: str | None = None, line: int | None = None, /, **params: Any
    ) -> None:
        super().__init__(key)
        self.key = key
        self.path = path
        self.line = line
        self.params = params

    def render(self, lang: str) -> str:
        """The one-line message in ``lang``, ``path:line: message``, safe to print."""
        return _one_line(self.key, self.path, self.line, self.params, lang)

    def kept(self) -> InputError:
        """The error without the tracebacks of it and of what raised it: an error kept past
        the frame that caught it (a run's unreadable input) would hold that frame and its
        caller's, and all they hold (a chunk of files' bytes), until the cyclic collector ran."""
        seen: set[int] = set()
        error: BaseException | None = self
        while error is not None and id(error) not in seen:
            seen.add(id(error))
            error.__traceback__ = None
            error = error.__cause__ or error.__context__
        return self


class InputWarning(UserWarning):
    """Something odd the run goes on despite, said once on stderr (``warnings.warn``).

    Like ``InputError``: a message ``key``, where (``path``), and ``params``.
    """

    def __init__(self, key: str, path: str | None = None, /, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.path = path
        self.params = params

    def render(self, lang: str) -> str:
        """The one-line message in ``lang``: ``path: message``, safe to print."""
        return _one_line(self.key, self.path, None, self.params, lang)


class OutputClosed(Exception):
    """Standard output was closed under a run (a pipe to ``head``, a closed descriptor).

    Not an ``OSError``: click would read a broken pipe as exit status 1, "illegal deck".
    """

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error
