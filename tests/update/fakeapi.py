"""A stand-in for the YGOPRODeck API v7, for the update tests and the benchmark.

- ``snapshot_rows()``: the package's embedded ``cards.tsv`` as dicts (it always exists);
- ``build_payload(rows)``: a ``cardinfo.php?misc=yes`` answer in the API's shape (see
  ``../shared/data/api-notes/``): alternate artworks in ``card_images``, "always treated as"
  cards through ``misc_info.treated_as``, lists in ``banlist_info``;
- ``FakeApi``: a real HTTP server on 127.0.0.1 (``http.server`` in a thread) whose answers can
  be scripted per request: errors, delays, truncated bodies, Retry-After, 304;
- ``NetworkGuard``: makes any connection to an address other than loopback fail.
"""

from __future__ import annotations

import hashlib
import ipaddress
import json
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ydkcheck import cache
from ydkcheck.cards.data import COLUMNS
from ydkcheck.update.client import HttpSettings

REPO = Path(__file__).resolve().parents[2]
SNAPSHOT = REPO / "ydkcheck" / "data" / "cards.tsv"
EXTRA = REPO / "ydkcheck" / "data" / "extra-passcodes.tsv"
SNAPSHOT_CARDS = SNAPSHOT.read_bytes().count(b"\n")  # what an update from this fake API gives
BAN_NAMES = {"forbidden": "Banned", "limited": "Limited", "semi_limited": "Semi-Limited"}
SPELL_TRAP_RACES = {"quickplay": "Quick-Play"}
EXTRA_FRAMES = ("link", "xyz", "synchro", "fusion", "ritual")
GOAT_END = "2005-04-01"  # cards out in the TCG by then form the test's GOAT pool
LAST_MODIFIED = "Sat, 22 Aug 2026 00:00:00 GMT"
# Short timeouts and near-zero backoff: the tests exercise retries without waiting for them.
FAST = HttpSettings(
    connect_timeout=2.0, read_timeout=0.5, retries=2, backoff_factor=0.01, max_retry_after=2.0
)


def files_of(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (relative path -> bytes), to prove nothing changed."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.name != cache.LOCK
    }


def generation(folder: Path) -> cache.Generation:
    """The cache generation in use in ``folder``, which the test expects to be there."""
    found = cache.current(folder)
    assert found is not None, f"no intact cache in {folder}"
    return found


def snapshot_rows(path: Path = SNAPSHOT) -> list[dict[str, str]]:
    """The rows of a ``cards.tsv`` as dicts of its columns, but for the passcodes only lists
    use (simulator spellings, Skills): the API has no card of theirs, the update adds them.
    Release dates are days, as the API gives them."""
    extra = {line.split("\t")[0] for line in EXTRA.read_text(encoding="utf-8").splitlines()}
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.split("\t", 1)[0] in extra:
            continue
        fields = line.split("\t")
        fields += [""] * (len(COLUMNS) - len(fields))
        fields = fields[: len(COLUMNS)]
        row = dict(zip(COLUMNS, fields, strict=True))
        for column in ("tcg_date", "ocg_date"):  # the API gives a day, without the snapshot's
            row[column] = row[column][:10]  # mark of its precision (``cards.data.DATE_MARKS``)
        rows.append(row)
    return rows


def goat_bans(rows: list[dict[str, str]]) -> dict[str, str]:
    """The test's GOAT list: a few cards of the GOAT pool, passcode -> API status."""
    pool = [
        r["id"]
        for r in rows
        if r["alias"] == "0"
        and r["kind"] in ("monster", "spell", "trap")
        and r["tcg_date"]
        and r["tcg_date"] <= GOAT_END
    ]
    return {pool[0]: "Banned", pool[1]: "Banned", pool[2]: "Limited", pool[3]: "Semi-Limited"}


def _monster_shape(subtypes: list[str]) -> tuple[str, str, list[str]]:
    base = next((s for s in EXTRA_FRAMES if s in subtypes), None)
    base = base or ("effect" if "effect" in subtypes else "normal")
    frame = base + ("_pendulum" if "pendulum" in subtypes else "")
    words = ["XYZ" if s == "xyz" else s.capitalize() for s in subtypes if s != "spsummon"]
    return frame, " ".join([*words, "Monster"]), words


def _card(row: dict[str, str], goat: dict[str, str], full: bool) -> dict[str, Any]:
    card_id, kind = int(row["id"]), row["kind"]
    subtypes = [s for s in row["subtypes"].split("|") if s]
    card: dict[str, Any] = {"id": card_id, "name": row["name"]}
    if kind == "monster":
        frame, type_name, words = _monster_shape(subtypes)
        card.update(type=type_name, frameType=frame, typeline=["Warrior", *words], race="Warrior")
        if "link" in subtypes:
            card.update(linkval=int(row["level"]) if row["level"] else None, level=None)
        else:
            card["level"] = int(row["level"]) if row["level"] else None
    elif kind in ("spell", "trap"):
        race = subtypes[0] if subtypes else "normal"
        card.update(
            type=f"{kind.capitalize()} Card",
            frameType=kind,
            race=SPELL_TRAP_RACES.get(race, race.capitalize()),
        )
    else:
        card.update(type="Token", frameType="token", typeline=[s.capitalize() for s in subtypes])
        if row["level"]:
            card["level"] = int(row["level"])
    ot = int(row["ot"] or 0)
    formats = [name for bit, name in ((1, "OCG"), (2, "TCG")) if ot & bit]
    if row["id"] in goat or (row["tcg_date"] and row["tcg_date"] <= GOAT_END):
        formats.append("GOAT")
    misc: dict[str, Any] = {"formats": formats, "treated_as": row["name"]}
    for column in ("tcg_date", "ocg_date"):
        if row[column]:
            misc[column] = row[column]
    if row["konami_id"]:
        misc["konami_id"] = int(row["konami_id"])
    card["misc_info"] = [misc]
    bans = {
        f"ban_{region}": BAN_NAMES[row[f"{region}_status"]]
        for region in ("tcg", "ocg")
        if row[f"{region}_status"] in BAN_NAMES
    }
    if row["id"] in goat:
        bans["ban_goat"] = goat[row["id"]]
    if bans:
        card["banlist_info"] = bans
    card["card_images"] = [_image(card_id, full)]
    if full:
        _add_bulk(card)
    return card


def _image(card_id: int, full: bool) -> dict[str, Any]:
    if not full:
        return {"id": card_id}
    base = "https://images.ygoprodeck.com/images"
    return {
        "id": card_id,
        "image_url": f"{base}/cards/{card_id}.jpg",
        "image_url_small": f"{base}/cards_small/{card_id}.jpg",
        "image_url_cropped": f"{base}/cards_cropped/{card_id}.jpg",
    }


def _add_bulk(card: dict[str, Any]) -> None:
    """Texts, sets and prices of the size the real API sends, which ydkcheck must skip."""
    seed = card["id"]
    card["desc"] = (
        "If this card is Normal or Special Summoned: You can add 1 card from your "
        "Deck to your hand. You can only use this effect once per turn. "
    ) * 3
    card["ygoprodeck_url"] = f"https://ygoprodeck.com/card/card-{seed}"
    card["card_sets"] = [
        {
            "set_name": f"Booster Pack {n}",
            "set_code": f"BP{n:02d}-EN{seed % 1000:03d}",
            "set_rarity": "Common",
            "set_rarity_code": "(C)",
            "set_price": "1.23",
        }
        for n in range(1 + seed % 6)
    ]
    card["card_prices"] = [
        {
            "cardmarket_price": "0.18",
            "tcgplayer_price": "0.20",
            "ebay_price": "2.99",
            "amazon_price": "0.93",
            "coolstuffinc_price": "0.25",
        }
    ]
    card["misc_info"][0].update(
        views=seed % 100000, viewsweek=9, upvotes=1, downvotes=0, has_effect=1, md_rarity="Rare"
    )


def build_payload(rows: list[dict[str, str]], full: bool = False) -> dict[str, Any]:
    """A ``cardinfo.php?misc=yes`` answer holding ``rows`` (``full``: with texts and sets)."""
    by_id = {row["id"]: row for row in rows}
    goat = goat_bans(rows)
    cards: dict[str, dict[str, Any]] = {}
    for row in rows:
        if row["alias"] == "0":
            cards[row["id"]] = _card(row, goat, full)
    for row in rows:
        target = by_id.get(row["alias"]) if row["alias"] != "0" else None
        if target is None:
            continue
        if target["name"] == row["name"]:  # an alternate artwork
            cards[target["id"]]["card_images"].append(_image(int(row["id"]), full))
        else:  # "this card's name is always treated as ..."
            card = _card(row, goat, full)
            card["misc_info"][0]["treated_as"] = target["name"]
            cards[row["id"]] = card
    return {"data": [cards[key] for key in sorted(cards, key=lambda k: cards[k]["name"])]}


def build_genesys(rows: list[dict[str, str]], cards: dict[str, Any]) -> dict[str, Any]:
    """A ``cardinfo.php?format=genesys&misc=yes`` answer: the cards of ``cards`` (a
    ``build_payload`` answer) that have points in ``rows``."""
    points = {int(row["id"]): row["genesys_points"] for row in rows if row["genesys_points"]}
    data = [
        {**card, "misc_info": [{**card["misc_info"][0], "genesys_points": int(points[card["id"]])}]}
        for card in cards["data"]
        if card["id"] in points
    ]
    return {"data": data}


def encode(payload: object) -> bytes:
    """JSON bytes as the API sends them."""
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


# --- the server ---------------------------------------------------------------------------

Action = Callable[["Handler", "FakeApi"], None]


@dataclass
class Seen:
    """One request the server received."""

    route: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    at: float


@dataclass
class FakeApi:
    """The server's state: bodies per route, scripted answers, requests seen."""

    bodies: dict[str, bytes]
    db_version: str | None = None
    scripts: dict[str, deque[Action]] = field(default_factory=dict)
    seen: list[Seen] = field(default_factory=list)
    stopping: threading.Event = field(default_factory=threading.Event)
    port: int = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def script(self, route: str, *actions: Action) -> None:
        """Answer the next requests of ``route`` with ``actions``, then normally."""
        self.scripts.setdefault(route, deque()).extend(actions)

    def routes(self) -> list[str]:
        return [request.route for request in self.seen]


def etag(body: bytes) -> str:
    return '"' + hashlib.sha256(body).hexdigest()[:20] + '"'


def serve(handler: Handler, api: FakeApi) -> None:
    """The normal answer: the route's body, or 304 when the client has this version."""
    if handler.route == "dbver":
        if api.db_version is None:
            return send(404, b'{"error": "not found"}')(handler, api)
        body = encode([{"database_version": api.db_version, "last_update": "2026-08-22"}])
        return send(200, body)(handler, api)
    body = api.bodies[handler.route]
    tag = etag(body)
    if handler.headers.get("If-None-Match") == tag:
        return send(304, b"", {"ETag": tag})(handler, api)
    send(200, body, {"ETag": tag, "Last-Modified": LAST_MODIFIED})(handler, api)


def send(status: int, body: bytes, headers: dict[str, str] | None = None) -> Action:
    """Answer ``status`` with ``body``."""

    def action(handler: Handler, api: FakeApi) -> None:
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        for name, value in (headers or {}).items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    return action


def hang(seconds: float) -> Action:
    """Say nothing for ``seconds`` (longer than the client's read timeout), then answer."""

    def action(handler: Handler, api: FakeApi) -> None:
        api.stopping.wait(seconds)
        serve(handler, api)

    return action


def truncated(fraction: float = 0.5, announced: bool = True) -> Action:
    """Send only ``fraction`` of the body, then close the connection; ``announced``: after
    a Content-Length for the full body (else the end of the connection ends the body)."""

    def action(handler: Handler, api: FakeApi) -> None:
        body = api.bodies[handler.route]
        handler.send_response(200)
        if announced:
            handler.send_header("Content-Length", str(len(body)))
        else:
            handler.send_header("Connection", "close")
        handler.end_headers()
        handler.wfile.write(body[: int(len(body) * fraction)])
        handler.wfile.flush()
        handler.close_connection = True
        handler.connection.shutdown(socket.SHUT_RDWR)

    return action


def endless(announce: int | None = None) -> Action:
    """A body that never ends (until the client hangs up or the server stops); ``announce``:
    a Content-Length to claim first."""

    def action(handler: Handler, api: FakeApi) -> None:
        handler.send_response(200)
        if announce is not None:
            handler.send_header("Content-Length", str(announce))
        else:
            handler.send_header("Connection", "close")
        handler.end_headers()
        chunk = b'{"data": [' + b" " * 65536
        while not api.stopping.is_set():
            handler.wfile.write(chunk)
        handler.close_connection = True

    return action


def trickle(interval: float) -> Action:
    """The normal body, one byte every ``interval`` seconds: never silent long enough for a
    read timeout, and never done."""

    def action(handler: Handler, api: FakeApi) -> None:
        body = api.bodies[handler.route]
        handler.send_response(200)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        for byte in body:
            if api.stopping.wait(interval):
                break
            handler.wfile.write(bytes([byte]))
            handler.wfile.flush()
        handler.close_connection = True

    return action


class Handler(BaseHTTPRequestHandler):
    """Routes ``cardinfo.php`` (``cards``, or ``genesys`` with ``format=genesys``) and
    ``checkDBVer.php`` (``dbver``) to the next scripted action, else to ``serve``."""

    server: _Server
    protocol_version = "HTTP/1.1"
    route = ""

    def do_GET(self) -> None:
        api = self.server.api
        parts = urlsplit(self.path)
        query = parse_qs(parts.query)
        endpoint = parts.path.rsplit("/", 1)[-1]
        if endpoint == "checkDBVer.php":
            self.route = "dbver"
        elif endpoint == "cardinfo.php":
            self.route = "genesys" if query.get("format") == ["genesys"] else "cards"
        else:
            send(404, b'{"error": "no such endpoint"}')(self, api)
            return
        api.seen.append(Seen(self.route, query, dict(self.headers.items()), time.monotonic()))
        script = api.scripts.get(self.route)
        action = script.popleft() if script else serve
        try:
            action(self, api)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client gave up (timeout): nothing to do

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the tests read ``FakeApi.seen`` instead."""


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    api: FakeApi

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Quiet about clients that hang up (timeouts, retries); loud about anything else."""
        import sys

        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


@contextmanager
def running(api: FakeApi) -> Iterator[FakeApi]:
    """Serve ``api`` on 127.0.0.1 (a free port) in a thread while the block runs."""
    server = _Server(("127.0.0.1", 0), Handler)
    server.api = api
    api.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield api
    finally:
        api.stopping.set()
        server.shutdown()
        server.server_close()
        thread.join(5)


def closed_port() -> int:
    """A loopback port where nothing listens (connections are refused)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# --- the network guard --------------------------------------------------------------------


def is_loopback(host: object) -> bool:
    """True for loopback addresses and names (and for local sockets, which are not network)."""
    if not isinstance(host, str) or host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


class NetworkGuard:
    """Refuses connections and name look-ups for anything but loopback; remembers them."""

    def __init__(self) -> None:
        self.blocked: list[str] = []

    def check(self, host: object) -> None:
        if not is_loopback(host):
            self.blocked.append(str(host))
            raise ConnectionRefusedError(f"tests may not reach the network ({host})")

    @contextmanager
    def installed(self) -> Iterator[NetworkGuard]:
        """Patch ``socket`` while the block runs."""
        original_connect = socket.socket.connect
        original_connect_ex = socket.socket.connect_ex
        original_getaddrinfo = socket.getaddrinfo

        def connect(sock: socket.socket, address: Any) -> None:
            self.check(address[0] if isinstance(address, tuple) else address)
            original_connect(sock, address)

        def connect_ex(sock: socket.socket, address: Any) -> int:
            self.check(address[0] if isinstance(address, tuple) else address)
            return original_connect_ex(sock, address)

        def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
            self.check(host.decode() if isinstance(host, bytes) else host)
            return original_getaddrinfo(host, *args, **kwargs)

        socket.socket.connect = connect  # type: ignore[method-assign]
        socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]
        socket.getaddrinfo = getaddrinfo
        try:
            yield self
        finally:
            socket.socket.connect = original_connect  # type: ignore[method-assign]
            socket.socket.connect_ex = original_connect_ex  # type: ignore[method-assign]
            socket.getaddrinfo = original_getaddrinfo
