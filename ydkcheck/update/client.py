"""HTTP for the update: one ``requests.Session`` with explicit timeouts, retries with backoff
(429 and 5xx, honouring Retry-After up to a cap), the API's rate limit and conditional requests.

Answers are streamed into a file, so a large payload is never held twice in memory. Whatever
the server does, a client is bounded: every answer is cut off past ``max_download_bytes``, and
every request of one client ends by ``deadline`` seconds after the client was made (a request
still running then is abandoned in its worker thread, which stops at its next chunk). Every
failure becomes an ``UpdateError`` naming the URL and what went wrong.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import IO, Any, TypeVar
from urllib.parse import urlencode

import requests
from requests.adapters import HTTPAdapter
from urllib3 import exceptions as urllib3_errors
from urllib3.response import BaseHTTPResponse
from urllib3.util.retry import Retry

from ydkcheck import __version__
from ydkcheck.errors import os_reason
from ydkcheck.update.errors import UpdateError

DEFAULT_API_URL = "https://db.ygoprodeck.com/api/v7"
API_URL_ENV = "YDKCHECK_API_URL"
USER_AGENT = f"ydkcheck/{__version__}"
RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
CHUNK_SIZE = 1 << 16
ERROR_BODY_LIMIT = 4096

T = TypeVar("T")
# Called with the bytes received so far and the expected total (None when unknown).
Progress = Callable[[int, int | None], None]


def check_api_url(url: str) -> None:
    """UpdateError unless ``url`` is an http(s) URL with a host: nothing is tried with it."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        valid = parts.scheme in ("http", "https") and bool(parts.hostname) and parts.port != 0
    except ValueError:  # a port that is no number, brackets that do not close
        valid = False
    if not valid:
        raise UpdateError("update.fail.bad-url", url=url, variable=API_URL_ENV)


def api_url() -> str:
    """The API's base URL: ``$YDKCHECK_API_URL`` or YGOPRODeck's v7 endpoint."""
    return os.environ.get(API_URL_ENV, "").strip().rstrip("/") or DEFAULT_API_URL


@dataclass(frozen=True)
class HttpSettings:
    """Timeouts (seconds), retries and rate limit of the session."""

    connect_timeout: float = 10.0
    read_timeout: float = 60.0
    retries: int = 4  # for timeouts, 429 and 5xx; a refused connection is retried twice at most
    backoff_factor: float = 0.5  # waits 0, 1, 2, 4 s between attempts (or what Retry-After says)
    max_retry_after: float = 30.0
    requests_per_second: float = 20.0  # YGOPRODeck's published limit
    # the whole update's network time, retries and waits included
    deadline: float = 110.0
    # the largest answer accepted: about 4 times the card data's (30 MB in 2026)
    max_download_bytes: int = 128 << 20


@dataclass(frozen=True)
class ResourceVersion:
    """What the server said about a version of a resource (ETag, Last-Modified)."""

    etag: str | None = None
    last_modified: str | None = None

    def headers(self) -> dict[str, str]:
        """The conditional request headers for this version."""
        headers = {}
        if self.etag:
            headers["If-None-Match"] = self.etag
        if self.last_modified:
            headers["If-Modified-Since"] = self.last_modified
        return headers

    def to_json(self) -> dict[str, str | None]:
        """A JSON-ready form, for the cache meta."""
        return {"etag": self.etag, "last_modified": self.last_modified}

    @classmethod
    def from_json(cls, value: object) -> ResourceVersion | None:
        """A version read back from the cache meta; None when absent or malformed."""
        if not isinstance(value, Mapping):
            return None
        etag, modified = value.get("etag"), value.get("last_modified")
        found = cls(
            etag if isinstance(etag, str) else None,
            modified if isinstance(modified, str) else None,
        )
        return found if found.etag or found.last_modified else None


@dataclass(frozen=True)
class Download:
    """The outcome of a download: new content written, or 304 Not Modified."""

    not_modified: bool
    version: ResourceVersion


class RateLimiter:
    """Spaces requests at least ``1 / per_second`` seconds apart (thread-safe)."""

    def __init__(self, per_second: float) -> None:
        self._interval = 1.0 / per_second if per_second > 0 else 0.0
        self._next = 0.0
        self._lock = threading.Lock()

    def wait(self) -> None:
        """Sleep until the next request is allowed, and book its slot."""
        with self._lock:
            now = time.monotonic()
            if self._next > now:
                time.sleep(self._next - now)
                now = self._next
            self._next = now + self._interval


def _retry_policy(settings: HttpSettings) -> Retry:
    cap = settings.max_retry_after

    class CappedRetry(Retry):
        """Honours Retry-After, but never sleeps longer than ``cap`` seconds."""

        def get_retry_after(self, response: BaseHTTPResponse) -> float | None:
            seconds = super().get_retry_after(response)
            return None if seconds is None else min(seconds, cap)

    return CappedRetry(
        total=settings.retries,
        connect=min(settings.retries, 2),
        read=settings.retries,
        status=settings.retries,
        other=0,
        redirect=5,
        allowed_methods=frozenset({"GET"}),
        status_forcelist=RETRY_STATUSES,
        backoff_factor=settings.backoff_factor,
        respect_retry_after_header=True,
        raise_on_status=False,
    )


def _causes(error: BaseException) -> Iterator[BaseException]:
    """``error`` and everything it wraps (``reason``, ``args``, cause and context)."""
    seen: set[int] = set()
    stack: list[BaseException] = [error]
    while stack:
        current = stack.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        yield current
        linked = [current.__cause__, current.__context__, getattr(current, "reason", None)]
        linked.extend(current.args)
        stack.extend(item for item in linked if isinstance(item, BaseException))


def _network_failure(error: requests.RequestException, url: str) -> UpdateError:
    """The user-facing reason for a network error."""
    causes = list(_causes(error))
    # First: urllib3's NewConnectionError is also a ConnectTimeoutError.
    refused = (urllib3_errors.NewConnectionError, urllib3_errors.NameResolutionError)
    if any(isinstance(cause, refused) for cause in causes):
        detail = next(
            (str(c) for c in causes if isinstance(c, OSError) and c.strerror), type(error).__name__
        )
        return UpdateError("update.fail.connect", url=url, detail=detail)
    timeouts = (requests.Timeout, urllib3_errors.TimeoutError, TimeoutError)
    if any(isinstance(cause, timeouts) for cause in causes):
        return UpdateError("update.fail.timeout", url=url)
    return UpdateError("update.fail.interrupted", url=url)


def _api_error(response: requests.Response) -> str:
    """The ``{"error": ...}`` text of a small error answer, else an empty string."""
    try:
        body = response.raw.read(ERROR_BODY_LIMIT, decode_content=True)
        value: Any = json.loads(body.decode("utf-8", "replace"))
    except Exception:  # any unreadable error body just means: no detail
        return ""
    message = value.get("error") if isinstance(value, dict) else None
    return " ".join(str(message).split())[:200] if message else ""


class ApiClient:
    """A session on the API at ``base_url``; use as a context manager."""

    def __init__(self, base_url: str, settings: HttpSettings | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.settings = settings or HttpSettings()
        self._limiter = RateLimiter(self.settings.requests_per_second)
        self._session = requests.Session()
        self._session.headers["User-Agent"] = USER_AGENT
        adapter = HTTPAdapter(max_retries=_retry_policy(self.settings))
        self._session.mount("http://", adapter)
        self._session.mount("https://", adapter)
        self._deadline = time.monotonic() + self.settings.deadline

    def __enter__(self) -> ApiClient:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the session's connections."""
        self._session.close()

    def _remaining(self, url: str) -> float:
        """Seconds left before the deadline; UpdateError once it has passed."""
        left = self._deadline - time.monotonic()
        if left <= 0:
            raise self._too_late(url)
        return left

    def _too_late(self, url: str) -> UpdateError:
        return UpdateError("update.fail.deadline", url=url, seconds=round(self.settings.deadline))

    def _bounded(self, url: str, work: Callable[[], T]) -> T:
        """``work()``, or UpdateError when the deadline comes first.

        The work runs in a daemon thread: one abandoned at the deadline never keeps the
        process alive, and it stops at its next chunk (``_remaining`` raises there too).
        """
        outcome: list[T] = []
        failure: list[BaseException] = []

        def run() -> None:
            try:
                outcome.append(work())
            except BaseException as error:  # handed to the caller's thread as it is
                failure.append(error)

        worker = threading.Thread(target=run, name="ydkcheck-download", daemon=True)
        worker.start()
        worker.join(self._remaining(url))
        if worker.is_alive():
            raise self._too_late(url)
        if failure:
            raise failure[0]
        return outcome[0]

    def url(self, endpoint: str, params: Mapping[str, str] | None = None) -> str:
        """The full URL of ``endpoint`` with ``params``, as named in messages."""
        query = f"?{urlencode(dict(params))}" if params else ""
        return f"{self.base_url}/{endpoint}{query}"

    def _get(
        self, endpoint: str, params: Mapping[str, str], headers: Mapping[str, str]
    ) -> requests.Response:
        url = self.url(endpoint, params)
        self._limiter.wait()
        left = self._remaining(url)
        connect = min(self.settings.connect_timeout, left)
        read = min(self.settings.read_timeout, left)
        try:
            return self._session.get(
                self.url(endpoint),
                params=dict(params),
                headers=dict(headers),
                timeout=(connect, read),
                stream=True,
            )
        except requests.RequestException as error:
            raise _network_failure(error, url) from error

    def get_small_json(self, endpoint: str, params: Mapping[str, str] | None = None) -> Any:
        """The JSON of a small answer (status 200), else None; network failures raise."""
        url = self.url(endpoint, params)
        return self._bounded(url, lambda: self._small_json(endpoint, params or {}, url))

    def _small_json(self, endpoint: str, params: Mapping[str, str], url: str) -> Any:
        with self._get(endpoint, params, {}) as response:
            if response.status_code != 200:
                return None
            try:
                body = response.raw.read(ERROR_BODY_LIMIT * 16, decode_content=True)
                return json.loads(body.decode("utf-8"))
            except (ValueError, RecursionError):
                return None
            except requests.RequestException as error:
                raise _network_failure(error, url) from error
            except urllib3_errors.HTTPError as error:
                raise _network_failure(requests.ConnectionError(error), url) from error

    def download(
        self,
        endpoint: str,
        params: Mapping[str, str],
        target: IO[bytes],
        version: ResourceVersion | None = None,
        progress: Progress | None = None,
    ) -> Download:
        """Stream ``endpoint`` into ``target``; with ``version``, 304 means unchanged."""
        url = self.url(endpoint, params)
        return self._bounded(
            url, lambda: self._download(endpoint, params, target, version, progress, url)
        )

    def _download(
        self,
        endpoint: str,
        params: Mapping[str, str],
        target: IO[bytes],
        version: ResourceVersion | None,
        progress: Progress | None,
        url: str,
    ) -> Download:
        headers = version.headers() if version else {}
        with self._get(endpoint, params, headers) as response:
            status = response.status_code
            if status == 304:
                if not headers:
                    raise UpdateError("update.fail.unexpected_304", url=url)
                return Download(True, version or ResourceVersion())
            if status != 200:
                detail = _api_error(response)
                key = "update.fail.status_detail" if detail else "update.fail.status"
                raise UpdateError(key, url=url, status=status, detail=detail)
            limit = self.settings.max_download_bytes
            length = response.headers.get("Content-Length", "")
            total = int(length) if length.isdigit() and len(length) < 20 else None
            if total is not None and total > limit:
                raise UpdateError("update.fail.too_big", url=url, limit=limit >> 20)
            received = 0
            try:
                # read1: whatever has arrived, so a server trickling bytes meets the deadline
                while chunk := response.raw.read1(CHUNK_SIZE, decode_content=True):
                    received += len(chunk)
                    if received > limit:
                        raise UpdateError("update.fail.too_big", url=url, limit=limit >> 20)
                    self._remaining(url)
                    target.write(chunk)
                    if progress is not None:
                        progress(response.raw.tell(), total)
            except requests.RequestException as error:
                raise _network_failure(error, url) from error
            except urllib3_errors.HTTPError as error:
                raise _network_failure(requests.ConnectionError(error), url) from error
            except OSError as error:
                raise UpdateError(
                    "update.fail.write", path=getattr(target, "name", "?"), detail=os_reason(error)
                ) from error
            found = ResourceVersion(
                response.headers.get("ETag"), response.headers.get("Last-Modified")
            )
            return Download(False, found)
