"""Per-instance memos of the fact analysis and quick result types (issue 13) against the plain code.

Each memo keeps what a pure function of a small piece of text gave (a token's shapes, a token's
first-step tests, a clause's descriptor, …): texts analysed one after another through one shared
memo must give exactly what each gives alone on fresh objects. The result types made by the
thousand per verification (:func:`matchers.base.quick_init`) must be what their dataclass makes.
"""

import dataclasses

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine import Verifier
from matchers.base import IdentifierMatch, Span, quick_init
from matchers.cues import default_cue_matchers
from matchers.descriptors import describe
from matchers.identifiers import default_recognizers
from matchers.polarity import StatusMatcher
from matchers.quantities import Quantity
from matchers.shapes import ShapeMatch, find_shapes
from matchers.tokenize import Token, tokenize

#: Pieces that make identifier-shaped tokens, their separators, escapes and the boundaries around them.
PIECES = [
    "order-service", "host-01", "ERR_DB_POOL", "10.0.0.12", ":8080", "::1", "/", "\\n", "\\", "blk_", "-42",
    "fe80::1", "a:b", "timeout:3000", "HTTP", "503", "status", "code", "=", "(", ")", "40001", "1213",
    "exit", "137", "ECONNREFUSED", "OOMKilled", " ", "，", "。", "日志", "报错", "第", "次", "ms", "%",
    "Σ", "İ", "\u200b", "ＥＲＲ", "java.lang.IllegalStateException", "x2x9q", "nginx-7d9c6b5f4-x2x9q",
]  # fmt: skip
texts = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=4)), max_size=14).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.lists(texts, min_size=1, max_size=6))
@example(["a\\nblk_1 blk_1", "blk_1"])
@example(["x::1 ::1", "::1"])
def test_shape_memo_changes_no_shape(batch):
    memo: dict = {}
    for text in batch:
        assert find_shapes(text, memo=memo) == find_shapes(text)


def _token_rules():
    return next(r for r in default_recognizers() if hasattr(r, "analyze_tokens"))


@settings(max_examples=300, deadline=None)
@given(st.lists(texts, min_size=1, max_size=6))
@example(["HTTP 503 status code: 404", "exit code 137"])
def test_token_rule_memos_change_no_match(batch):
    shared = _token_rules()
    for text in batch:
        tokens = tokenize(text)
        fresh = _token_rules()
        assert shared.may_match(tokens) == fresh.may_match(tokens)
        assert shared.analyze_tokens(tokens) == fresh.analyze_tokens(tokens)


@settings(max_examples=150, deadline=None)
@given(st.lists(texts, min_size=1, max_size=5))
@example(["order-service 第 1 次重试时日志出现 ERR_DB_POOL,host-01 上耗时 3001 ms。"] * 2)
def test_one_toolkit_analyses_each_text_as_a_fresh_one(batch):
    shared = Verifier().toolkit
    for text in batch:
        assert shared._analyze(text, ()) == Verifier().toolkit._analyze(text, ())


QUICK = [Span, IdentifierMatch, Token, ShapeMatch, Quantity]


@pytest.mark.parametrize("cls", QUICK, ids=lambda c: c.__name__)
def test_quick_init_fills_what_the_dataclass_init_fills(cls):
    fields = dataclasses.fields(cls)
    values = [f"v{n}" for n in range(len(fields))]
    reference = object.__new__(cls)
    dataclasses.dataclass(frozen=True)(type("Ref", (), {"__annotations__": {f.name: f.type for f in fields}})).__init__(
        reference, *values
    )
    made = cls(*values)
    assert made.__dict__ == reference.__dict__ == dict(zip([f.name for f in fields], values, strict=True))
    required = [f for f in fields if f.default is dataclasses.MISSING]
    short = cls(*values[: len(required)])  # the defaults, as the dataclass gives them
    assert all(getattr(short, f.name) == f.default for f in fields[len(required) :])
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.__setattr__(fields[0].name, "x")
    assert made == cls(*values) and hash(made) == hash(cls(*values))
    assert dataclasses.replace(made, **{fields[0].name: "w"}) == cls("w", *values[1:])


def test_quick_init_refuses_what_it_cannot_copy():
    @dataclasses.dataclass
    class Mutable:
        a: int

    @dataclasses.dataclass(frozen=True)
    class Factory:
        a: list = dataclasses.field(default_factory=list)

    for cls in (Mutable, Factory, int):
        with pytest.raises(TypeError):
            quick_init(cls)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(texts, st.integers(0, 80)), min_size=1, max_size=6))
@example([("CPU 使用率 92%，内存峰值 510 MiB", 8), ("内存峰值 510 MiB", 5)])
def test_descriptor_memo_changes_no_descriptor(batch):
    memo: dict = {}
    for text, end in batch:
        end = min(end, len(text))
        assert describe(text, end, memo=memo) == describe(text, end)


def _status_words():
    return [w for w, _, _ in StatusMatcher()._forms]


def _cue_words():
    return [c for m in default_cue_matchers().values() for c in m._cjk]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_status_words() + _cue_words()), texts), max_size=8).map("".join))
@example("服务已恢复正常，按运维手册重启")
def test_presence_searches_change_no_status_or_cue(text):
    fast, plain = StatusMatcher(), StatusMatcher()
    plain._any = None  # every form searched one by one
    assert fast.find(text) == plain.find(text)
    for m in default_cue_matchers().values():
        expected = sorted(
            [(s, s + len(c), c) for c in m._cjk for s in _all_at(m._mask(text), c)]
            + [(x.start(), x.end(), x.group(0).lower()) for x in (m._ascii.finditer(m._mask(text)) if m._ascii else ())]
        )
        assert m.find(text) == expected


def _all_at(text, word):
    at, out = text.find(word), []
    while at != -1:
        out.append(at)
        at = text.find(word, at + 1)
    return out
