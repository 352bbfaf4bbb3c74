"""Per-instance memos of the fact analysis (issue 13) against the same code without them.

Each memo keeps what a pure function of a small piece of text gave (a token's shapes, a token's
first-step tests, a clause's descriptor, …): texts analysed one after another through one shared
memo must give exactly what each gives alone on fresh objects.
"""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine import Verifier
from matchers.identifiers import default_recognizers
from matchers.shapes import find_shapes
from matchers.tokenize import tokenize

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
