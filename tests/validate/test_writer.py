"""The streamed JSON array: item by item, it is the whole document."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.report.writer import JsonArray, encode

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children),
    max_leaves=25,
)


@given(st.lists(values, max_size=5), values)
def test_json_array_streamed_item_by_item_is_the_whole_document(items, last):
    array = JsonArray(encode({"a": 1, "items": [], "z": None}), "items")
    streamed = "".join(array.add(encode(item)) for item in items)
    streamed += array.close(encode({"a": 1, "items": [], "z": last}))
    assert json.loads(streamed) == {"a": 1, "items": items, "z": last}
    assert streamed.count("\n") == (len(items) + 1 if items else 0)  # one item per line
