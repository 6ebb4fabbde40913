"""The streaming pieces: the fast pretty JSON encoder against the standard library."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.report.writer import JsonArray, pretty_json

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children),
    max_leaves=25,
)


@given(values)
def test_pretty_json_is_json_dumps_with_indent_2(value):
    assert pretty_json(value) == json.dumps(value, ensure_ascii=False, indent=2)


@given(st.lists(values, max_size=5))
def test_json_array_streamed_item_by_item_is_the_whole_document(items):
    template = json.dumps({"a": 1, "items": [], "z": {"b": None}}, indent=2)
    array = JsonArray(template, "items")
    newline = array.item_newline
    streamed = (
        "".join(array.add(newline + pretty_json(item, newline)) for item in items) + array.close()
    )
    whole = json.dumps({"a": 1, "items": items, "z": {"b": None}}, ensure_ascii=False, indent=2)
    assert streamed == whole
