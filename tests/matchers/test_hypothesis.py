"""Invariants of the matchers, checked with hypothesis (fixed seed via the default profile)."""

from __future__ import annotations

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from matchers.fuzzy import IdentifierMatcher, find_identifier, identifier_similarity, partial_ratio, ratio
from matchers.identifiers import IdentifierAnalyzer, default_recognizers
from matchers.normalize import fold_separators
from matchers.quantities import QuantityMatcher, QuantityRecognizer

ANALYZER = IdentifierAnalyzer(default_recognizers())
MATCH = IdentifierMatcher()

upper = st.text(string.ascii_uppercase, min_size=2, max_size=8)
digits = st.text(string.digits, min_size=1, max_size=5)
error_codes = st.builds(lambda a, b, d: f"ERR_{a}_{b}_{d}", upper, upper, digits)
ips = st.tuples(*[st.integers(0, 255)] * 4).map(lambda t: ".".join(map(str, t)))
services = st.builds(
    lambda a, b: f"{a}-{b}-service", st.text("abcdefgh", min_size=2, max_size=6), st.text("xyz", min_size=2, max_size=6)
)
identifiers = st.one_of(
    error_codes, ips, services, st.builds(lambda h: f"pod-{h}", st.text("0123456789abcdef", min_size=4, max_size=8))
)
free_text = st.text(st.sampled_from(list("日志出现错误服务告警 abcXYZ019_-.:%")), max_size=40)


@settings(max_examples=200, deadline=None)
@given(free_text)
def test_same_input_same_output(text: str) -> None:
    assert ANALYZER.analyze(text) == ANALYZER.analyze(text)
    assert QuantityRecognizer().analyze(text) == QuantityRecognizer().analyze(text)


@settings(max_examples=200, deadline=None)
@given(identifiers)
def test_identifier_matches_itself(ident: str) -> None:
    assert MATCH.match(ident, ident).matched
    assert MATCH.match(ident, ident.upper()).matched
    assert find_identifier(ident, f"日志: {ident} 出现") is not None


@settings(max_examples=300, deadline=None)
@given(identifiers, st.data())
def test_digit_change_never_matches(ident: str, data: st.DataObject) -> None:
    positions = [i for i, c in enumerate(ident) if c.isdigit()]
    if not positions:
        return
    i = data.draw(st.sampled_from(positions))
    new = data.draw(st.sampled_from([d for d in string.digits if d != ident[i]]))
    other = ident[:i] + new + ident[i + 1 :]
    assert not MATCH.match(ident, other).matched
    assert identifier_similarity(ident, other, processor=fold_separators) == 0
    assert find_identifier(ident, f"x {other} y") is None


UNIT_PAIRS = [
    ("{v}s", "{ms}ms"),
    ("{v}秒", "{ms}毫秒"),
    ("{v} 分钟", "{min_ms}ms"),
    ("{v}GB", "{mb}MB"),
    ("{v}%", "{ratio}"),
]


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 5000), st.sampled_from(UNIT_PAIRS))
def test_unit_equivalent_quantities_match(v: int, pair: tuple[str, str]) -> None:
    vals = {"v": v, "ms": v * 1000, "min_ms": v * 60000, "mb": v * 1024, "ratio": f"{v / 100:g}"}
    r = QuantityRecognizer()
    [a] = r.analyze(pair[0].format(**vals))
    [b] = r.analyze(pair[1].format(**vals))
    assert QuantityMatcher().match(a, b).matched


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=30), st.text(max_size=30))
def test_symmetric_scorers_are_symmetric(a: str, b: str) -> None:
    assert ratio(a, b) == ratio(b, a)
    assert partial_ratio(a, b) == partial_ratio(b, a)
    assert identifier_similarity(a, b) == identifier_similarity(b, a)
    assert MATCH.match(a, b).matched == MATCH.match(b, a).matched


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 10_000), st.integers(1, 10_000))
def test_quantity_equality_is_symmetric(x: int, y: int) -> None:
    r = QuantityRecognizer()
    [a] = r.analyze(f"{x}ms")
    [b] = r.analyze(f"{y}ms")
    assert QuantityMatcher().match(a, b).matched == QuantityMatcher().match(b, a).matched
