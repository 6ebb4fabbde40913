"""Build hook: compile the YAML lists of ``banlists/`` into JSON inside the wheel, and write
the name index's tables for the shipped card data.

The YAML files stay the source of truth (readable, diffable, shipped too). Each is loaded
with the same strict loader the CLI uses, so a broken list fails the build, and written
as ``<name>.json`` beside it: reading JSON at run time spares every ``ydkcheck valida``
the import of PyYAML and the YAML parse. The JSON also carries the identity of each listed
alternate artwork, and which listed cards are cards of their own though counted as another,
from the shipped card data, which spares the look-ups at run time. The name index's tables
(``ydkcheck.cards.name_tables``), and the words of the names that suggestions and shorthand
look through (``name_words``, ``shorthand``), are worked out once here too, which spares a
run reading a text decklist keying every card's names.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CompileListsHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        root = Path(self.root)
        sys.path.insert(0, str(root))
        try:
            from ydkcheck.cards import CardDB, name_tables, name_words, shorthand
            from ydkcheck.cards.data import read_data_info
            from ydkcheck.cards.matching import NameIndex
            from ydkcheck.lists.compiled import compiled_json, compiled_name, identity_hint
            from ydkcheck.lists.yaml_file import load_yaml_list
        finally:
            sys.path.pop(0)
        data = root / "ydkcheck" / "data"
        snapshot = CardDB.from_path(
            data / "cards.tsv", read_data_info(data / "cards-meta.json", data / "cards.tsv")
        )

        def identity_of(code: int) -> int | None:
            card = snapshot.get(code)
            return card.identity if card is not None else None

        source = root / "banlists"
        self._output = tempfile.TemporaryDirectory(prefix="ydkcheck-lists-")
        output = Path(self._output.name)
        for path in sorted(source.rglob("*.yaml")):
            relative = path.relative_to(source).as_posix()
            banlist = load_yaml_list(path.read_text(encoding="utf-8"), relative)
            # the identity of every listed artwork, worked out once here with the shipped
            # card data, so that checking a deck needs no look-ups to read the list
            hint = identity_hint(banlist, snapshot.info.tag, identity_of, snapshot.original_artwork)
            compiled = compiled_name(relative)
            target = output / compiled
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(compiled_json(banlist, hint), encoding="utf-8")
            build_data["force_include"][str(target)] = f"ydkcheck/banlists_data/{compiled}"
        tag = snapshot.info.tag
        tables = name_tables.build_tables(snapshot)
        words = NameIndex(snapshot, tables).worked_out_words()
        names = shorthand.build_table(snapshot)
        for file, content in (
            (name_tables.PREBUILT, name_tables.prebuilt_bytes(tables, tag)),
            (name_words.PREBUILT, name_words.prebuilt_bytes(words, tag)),
            (shorthand.PREBUILT, shorthand.prebuilt_bytes(names, tag)),
            (shorthand.HELD, shorthand.held_bytes(shorthand.build_held(names), tag)),
        ):
            (output / file).write_bytes(content)
            build_data["force_include"][str(output / file)] = f"ydkcheck/data/{file}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        output = getattr(self, "_output", None)
        if output is not None:
            output.cleanup()
