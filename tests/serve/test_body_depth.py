"""The body's depth pre-check against a slow, obviously right reference (parse, then walk)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.service.body import json_depth_exceeds


def _depth(value: object) -> int:
    """Nesting depth of parsed JSON: 0 for a scalar, 1 for a flat array or object."""
    best, stack = 0, [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict | list):
            best = max(best, d)
            stack.extend((x, d + 1) for x in (v.values() if isinstance(v, dict) else v))
    return best


def _nested(depth: int, leaf: object = 1) -> object:
    value = leaf
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


JSON = st.recursive(
    st.none() | st.integers() | st.text(alphabet='[]{}"\\ab,:'),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(alphabet='[{a"', max_size=3), inner, max_size=4)
    ),
    max_leaves=40,
)


@pytest.mark.parametrize("depth", [0, 1, 5, 6, 7, 40])
@pytest.mark.parametrize("leaf", [1, "[[[[[[[[", "}}]]{{", '\\"[{'])
def test_nesting_around_the_limit(depth, leaf):
    data = json.dumps(_nested(depth, leaf), ensure_ascii=False).encode()
    assert json_depth_exceeds(data, 6) == (depth > 6)


def test_many_shallow_brackets_are_not_deep():
    data = json.dumps({"rows": [{"a": [1]} for _ in range(200)], "s": "[" * 500}).encode()
    assert not json_depth_exceeds(data, 4)  # {rows: [{a: [1]}]}: 4 levels, 901 opening brackets
    assert json_depth_exceeds(data, 3)


@settings(max_examples=300, deadline=None)
@given(JSON, st.integers(min_value=1, max_value=8))
def test_agrees_with_parsing(value, limit):
    data = json.dumps(value, ensure_ascii=False).encode()
    assert json_depth_exceeds(data, limit) == (_depth(value) > limit)
