"""ydkcheck against a peer: ydeck (DawnbrandBots, npm ``ydeck``) on the same decks and list.

    python benchmarks/bench_peer.py [--counts 1 100 1000 10000] [--repeat 5]
                                    [--ydkcheck PATH] [--scratch DIR] [--ydeck-version V]

Optional, never part of the tests; needs node and npm. It installs ``ydeck`` with npm into a
scratch folder (a temporary one, removed at the end, or ``--scratch DIR``, kept and reused),
then, for each count, copies that many real decks with variations into a working folder
outside the checkout (``bench_repository.build_repository``: ../shared/data/decks, else
tests/data/decks) and times, end to end, each process with its own start-up:

- ``ydkcheck valida FOLDER --salida json`` (the installed console script, or ``--ydkcheck``);
- ``node benchmarks/peer_ydeck.mjs``: reads every ``.ydk`` file under the folder, parses it
  with ydeck, validates it and writes a JSON array of the results on stdout.

Both judge by the same list: the one ``valida`` uses by default (the newest TCG list; its id
is printed), exported with ydkcheck's own API from the same installation as the measured
executable (its interpreter is read from the script's first line) as the list's deck sizes
and, for every card of ydkcheck's card data, the copies allowed (by identity, capped by the
format's 3; 0 when ydkcheck puts the card outside the list's card pool or never in a deck),
with aliases counted as their card. ydeck loads that file at start-up, as a ydeck user loads
card data.

The runs are paired and interleaved: each repeat runs ydkcheck and then ydeck, the other way
round on odd repeats, each pinned to one core, stdout to a file. Per count it prints each
tool's wall and CPU time (user + system of the process, ``os.wait4``: what other work on a
busy machine disturbs least), min and median; the median per deck in µs (start-up included:
at 1 deck it is the start-up); the CPU µs each deck adds over the count before ("+µs/deck":
the per-deck cost without the start-up); peak RSS and the size of the output. Then the ratio
ydkcheck / ydeck (median of the paired ratios, with their range), and a sanity line: the
decks each calls illegal, and those only one of them does. ydeck checks the section sizes
and the copies of each card against the allowed counts (so the pool and the list) and
nothing else: the decks only ydkcheck calls illegal are counted by the rules that did it
(a card in the wrong section, mostly); a deck only ydeck calls illegal is named with why.
ydeck's reader refuses a deck without all three headings or with a comment line inside a
section, at the first such line and without validating it ("unread": about one deck in
eight of these, so ydeck does less work on them than ydkcheck, which reads them).

100,000 decks (``--counts ... 100000``) works too, at about 0.5 GB of disk and minutes per
repeat; the default stops at 10,000. To measure what users install, give it the console
script of a ``pip install .`` in an environment of its own::

    python -m venv /tmp/venv-bench && /tmp/venv-bench/bin/pip install .
    python benchmarks/bench_peer.py --ydkcheck /tmp/venv-bench/bin/ydkcheck
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from bench_repository import SHARED_DECKS, TEST_DECKS, Run, build_repository, run_once

HERE = Path(__file__).resolve().parent
PEER_SCRIPT = HERE / "peer_ydeck.mjs"
YDECK_VERSION = "0.2.10"
# what puts a card outside a deck whatever its copies: it may stand in none (ydeck: 0 allowed)
OUT_OF_POOL_RULES = frozenset({"unknown-card", "not-playable", "not-in-format"})
# YGOPro's type bits, as ydeck's card index holds them (validation itself does not read them)
TYPE_BITS = {"monster": 0x1, "spell": 0x2, "trap": 0x4, "token": 0x4000}
SUBTYPE_BITS = {"fusion": 0x40, "synchro": 0x2000, "xyz": 0x800000, "link": 0x4000000}
NO_LIMIT = 1 << 30  # a section without a maximum
UNREAD = "cannot read"  # a deck ydeck's reader refused (it stops at the first bad line)


def export_cards(target: Path) -> None:
    """Write the list ``valida`` uses by default and the card data ydeck needs, as JSON.

    Runs in the interpreter of the measured ydkcheck (``--export-cards``), in the working
    folder, so that the card data and the list are the ones its runs choose.
    """
    from ydkcheck.cards import open_card_db
    from ydkcheck.decks import Deck
    from ydkcheck.lists.choose import select_banlist
    from ydkcheck.validate import Validator

    cards = open_card_db()
    selection = select_banlist(None, None)
    banlist = selection.banlist
    validator = Validator(banlist, cards, selection.as_of)
    allowed, default = validator.view.allowed, validator.view.default_allowed
    rows: list[list[Any]] = []
    for card in cards.all_cards():
        # ydkcheck's own verdict on one copy of the card where it belongs
        alone = (card.id,)
        deck = Deck(str(card.id), (), alone) if card.is_extra_monster else Deck(str(card.id), alone)
        verdict = validator.check(deck)
        if any(problem.rule in OUT_OF_POOL_RULES for problem in verdict.diagnostics):
            copies = 0
        elif card.identity != card.id:
            copies = -1  # ydeck: count it as the card it is an alias of
        else:
            copies = allowed.get(card.id, default)
        bits = TYPE_BITS.get(card.kind, 0)
        bits |= sum(bit for name, bit in SUBTYPE_BITS.items() if name in card.subtypes)
        rows.append([card.id, card.alias, card.name, bits, copies])
    rules = banlist.deck
    sizes = {
        name: {"min": bounds.low, "max": NO_LIMIT if bounds.high is None else bounds.high}
        for name, bounds in (("main", rules.main), ("extra", rules.extra), ("side", rules.side))
    }
    document = {"list": banlist.id, "data": f"{cards.info.source} {cards.info.date}"}
    target.write_text(json.dumps({**document, "sizes": sizes, "cards": rows}), encoding="utf-8")


def interpreter_of(script: str) -> str:
    """The Python a console script runs under (its ``#!`` line), else this one."""
    try:
        with open(script, "rb") as handle:
            first = handle.readline().decode("utf-8", "replace").strip()
    except OSError:
        return sys.executable
    command = first[2:].split() if first.startswith("#!") else []
    if command and "python" in Path(command[-1]).name and Path(command[-1]).exists():
        return command[-1]
    return sys.executable


def install_ydeck(scratch: Path, version: str) -> str:
    """ydeck ``version`` in ``scratch/node_modules`` (kept when already there); its version."""
    installed = scratch / "node_modules" / "ydeck" / "package.json"
    if installed.is_file() and json.loads(installed.read_text())["version"] == version:
        return version
    scratch.mkdir(parents=True, exist_ok=True)
    manifest = scratch / "package.json"
    if not manifest.exists():
        manifest.write_text(json.dumps({"name": "ydkcheck-peer-bench", "private": True}))
    npm = shutil.which("npm") or "npm"
    subprocess.run(
        [npm, "install", "--no-audit", "--no-fund", "--loglevel=error", f"ydeck@{version}"],
        cwd=scratch,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return str(json.loads(installed.read_text())["version"])


def verdicts_ydkcheck(output: Path) -> dict[str, tuple[bool, list[str]]]:
    """Source -> (legal, the rules of its errors), from ``valida``'s JSON."""
    decks = json.loads(output.read_bytes())["decks"]
    return {
        os.path.normpath(deck["source"]): (
            deck["legal"],
            [d["rule"] for d in deck["diagnostics"] if d["severity"] == "error"],
        )
        for deck in decks
    }


def verdicts_ydeck(output: Path) -> dict[str, tuple[bool, list[str]]]:
    """Source -> (legal, its errors in words), from the peer script's JSON."""
    return {
        os.path.normpath(deck["source"]): (
            deck["legal"],
            [
                f"{UNREAD}: {e['message']}"
                if e["type"] == "parse"
                else f"{e['type']} {e['target']}"
                for e in deck["errors"]
            ],
        )
        for deck in json.loads(output.read_bytes())
    }


def sanity(ours: Path, peer: Path, count: int) -> str:
    """How many decks each calls illegal, and where they disagree."""
    mine, theirs = verdicts_ydkcheck(ours), verdicts_ydeck(peer)
    if len(mine) != count or len(theirs) != count or mine.keys() != theirs.keys():
        return f"   sanity: NOT THE SAME DECKS: ydkcheck {len(mine)}, ydeck {len(theirs)}"
    only_peer = [s for s in mine if mine[s][0] and not theirs[s][0]]
    only_ours = [s for s in mine if theirs[s][0] and not mine[s][0]]
    rules = Counter(rule for s in only_ours for rule in set(mine[s][1]))
    unread = sum(errors[0].startswith(UNREAD) for _, errors in theirs.values() if errors)
    line = (
        f"   sanity: illegal ydkcheck {sum(not v[0] for v in mine.values())}, "
        f"ydeck {sum(not v[0] for v in theirs.values())} ({unread} of them unread); "
        f"illegal for ydeck only {len(only_peer)}; for ydkcheck only {len(only_ours)}"
    )
    if rules:
        line += " (" + ", ".join(f"{rule} {n}" for rule, n in rules.most_common()) + ")"
    for source in only_peer[:3]:
        line += f"\n     ydeck only: {source}: {', '.join(theirs[source][1])}"
    return line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--decks", type=Path, default=SHARED_DECKS if SHARED_DECKS.is_dir() else TEST_DECKS
    )
    parser.add_argument("--counts", type=int, nargs="+", default=[1, 100, 1_000, 10_000])
    parser.add_argument("--repeat", type=int, default=5, help="paired runs per count")
    parser.add_argument("--ydkcheck", default=shutil.which("ydkcheck") or "ydkcheck")
    parser.add_argument("--scratch", type=Path, help="where ydeck is installed (kept, reused)")
    parser.add_argument("--ydeck-version", default=YDECK_VERSION)
    parser.add_argument("--export-cards", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.export_cards is not None:
        export_cards(args.export_cards)
        return

    node = shutil.which("node") or "node"
    with tempfile.TemporaryDirectory(prefix="ydkcheck-peer-") as tmp:
        root = Path(tmp)
        scratch = args.scratch.resolve() if args.scratch else root / "scratch"
        version = install_ydeck(scratch, args.ydeck_version)
        exported = root / "cards.json"
        subprocess.run(
            [interpreter_of(args.ydkcheck), __file__, "--export-cards", str(exported)],
            cwd=root,
            check=True,
        )
        document = json.loads(exported.read_bytes())
        node_version = subprocess.run(
            [node, "--version"], capture_output=True, text=True, check=True
        ).stdout.strip()
        print(f"ydkcheck: {args.ydkcheck}; ydeck {version} on node {node_version} ({scratch})")
        print(
            f"list {document['list']} (valida's default), card data {document['data']}, "
            f"{len(document['cards'])} cards exported; decks from {args.decks} (variations)"
        )
        print(f"working folder {root}; each run pinned to one core; {args.repeat} paired runs")
        print(
            f"{'decks':>7} {'tool':<8} {'wall min':>9} {'wall med':>9} {'cpu min':>8} "
            f"{'cpu med':>8} {'µs/deck':>10} {'µs/deck':>10} {'+µs/deck':>9} {'RSS MB':>7} "
            f"{'out MB':>7}\n"
            f"{'':>7} {'':<8} {'s':>9} {'s':>9} {'s':>8} {'s':>8} {'wall':>10} {'cpu':>10} "
            f"{'cpu':>9}"
        )
        previous: dict[str, tuple[int, float]] = {}  # tool -> (decks, median CPU seconds)
        for count in args.counts:
            folder = root / f"decks-{count}"
            build_repository(args.decks, folder, count)
            commands = {
                "ydkcheck": [args.ydkcheck, "valida", folder.name, "--salida", "json"],
                "ydeck": [node, str(PEER_SCRIPT), str(scratch), str(exported), folder.name],
            }
            outputs = {name: root / f"out-{name}.json" for name in commands}
            runs: dict[str, list[Run]] = {name: [] for name in commands}
            for repeat in range(args.repeat):
                order = list(commands) if repeat % 2 == 0 else list(reversed(commands))
                for name in order:
                    runs[name].append(run_once(commands[name], root, True, outputs[name]))
            for name, done in runs.items():
                walls, cpus = [r.wall for r in done], [r.cpu for r in done]
                wall, cpu = statistics.median(walls), statistics.median(cpus)
                fewer, before = previous.get(name, (0, 0.0))
                added = f"{(cpu - before) / (count - fewer) * 1e6:>9,.1f}" if fewer else f"{'-':>9}"
                previous[name] = (count, cpu)
                print(
                    f"{count:>7,} {name:<8} {min(walls):>9.3f} {wall:>9.3f} "
                    f"{min(cpus):>8.3f} {cpu:>8.3f} {wall / count * 1e6:>10,.1f} "
                    f"{cpu / count * 1e6:>10,.1f} {added} {max(r.rss for r in done):>7.1f} "
                    f"{outputs[name].stat().st_size / 1e6:>7.1f}   "
                    f"exit {sorted({r.status for r in done})}"
                )
            ratios = []
            for measure in ("wall", "cpu"):
                paired = [
                    getattr(ours, measure) / getattr(peer, measure)
                    for ours, peer in zip(runs["ydkcheck"], runs["ydeck"], strict=True)
                ]
                ratios.append(
                    f"{measure} {statistics.median(paired):.2f} "
                    f"({min(paired):.2f}–{max(paired):.2f})"
                )
            print(f"   ratio ydkcheck/ydeck, median of paired runs: {'; '.join(ratios)}")
            print(sanity(outputs["ydkcheck"], outputs["ydeck"], count))
            shutil.rmtree(folder)
            sys.stdout.flush()


if __name__ == "__main__":
    main()
