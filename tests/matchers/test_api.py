"""The standalone matcher API (matchers.find_identifiers, find_quantities, same_identifier, compare_quantities)."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

import matchers
from matchers import (
    IdentifierSpan,
    InputError,
    QuantitySpan,
    compare_quantities,
    find_identifiers,
    find_quantities,
    same_identifier,
)
from matchers.identifiers import DictionaryRecognizer
from matchers.registry import default_matcher_registry
from tests.conftest import ROOT

# (text, [(label, identifier)]) — each row next to its negative twin (same sentence, no identifier)
IDENTIFIERS = [
    ("日志报 ERR_PAY_TIMEOUT", [("error_code", "ERR_PAY_TIMEOUT")]),
    ("日志报超时错误", []),
    ("抛出 java.lang.IllegalStateException", [("exception", "java.lang.IllegalStateException")]),
    ("抛出了一个异常", []),
    ("ts-order-service 调用失败", [("service", "ts-order-service")]),
    ("订单服务调用失败", []),
    ("主机 node-a1 磁盘满", [("host", "node-a1")]),
    ("主机磁盘满", []),
    ("pod nginx-7d9c6b5f4-x2x9q 被 OOMKilled", [("pod", "nginx-7d9c6b5f4-x2x9q"), ("k8s_reason", "OOMKilled")]),
    ("容器被杀", []),
    ("连接 10.0.3.7:8080 超时", [("ip", "10.0.3.7:8080")]),
    ("连接超时", []),
    ("trace 4bf92f3577b34da6a3ce929d0e0e4736 失败", [("trace_id", "4bf92f3577b34da6a3ce929d0e0e4736")]),
    ("trace 失败", []),
    ("payment-svc returned HTTP 503", [("service", "payment-svc"), ("error_code", "HTTP 503")]),
    ("payment returned an error", []),
    ("block blk_-4581930066154736920 lost", [("identifier", "blk_-4581930066154736920")]),
    ("block lost", []),
]


@pytest.mark.parametrize(("text", "expected"), IDENTIFIERS, ids=[t for t, _ in IDENTIFIERS])
def test_find_identifiers_table(text, expected):
    found = find_identifiers(text)
    assert [(m.label, m.text) for m in found] == expected
    for m in found:
        assert text[m.start : m.end] == m.text and m.key
        assert m.matcher.endswith(".v1") and 0.0 <= m.score <= 1.0


# (text, [(as read, value, unit, normalized, dimension, comparator)]) — with negative twins
QUANTITIES = [
    ("CPU 使用率超过 90%", [("90%", 90.0, "%", 90.0, "percent", "gt")]),
    ("CPU 使用率很高", []),
    ("延迟约 1.2s", [("1.2s", 1.2, "s", 1200.0, "time", "approx")]),
    ("延迟很大", []),
    ("内存 2GB", [("2GB", 2.0, "GB", 2147483648.0, "bytes", "eq")]),
    ("内存不足", []),
    ("重启了 6 次", [("6 次", 6.0, "次", 6.0, "count", "eq")]),
    ("重启了多次", []),
    ("ERR_500 出现 3 次", [("3 次", 3.0, "次", 3.0, "count", "eq")]),  # the 500 of the code is no quantity
    ("ERR_500 出现", []),
    ("……延迟 30ms", [("30ms", 30.0, "ms", 30.0, "time", "eq")]),  # NFKC widens …: spans stay on the input
]


@pytest.mark.parametrize(("text", "expected"), QUANTITIES, ids=[t for t, _ in QUANTITIES])
def test_find_quantities_table(text, expected):
    found = find_quantities(text)
    assert [(q.text, q.value, q.unit, q.normalized, q.dimension, q.comparator) for q in found] == expected
    for q in found:
        assert text[q.start : q.end] == q.text


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("ERR_500", "err_500", True),
        ("ERR_500", "ERR_501", False),  # digit-exact
        ("ＥＲＲ＿５００", "ERR_500", True),  # width
        ("ERR\u200b_500", "ERR_500", True),  # zero-width
        ("order-svc", "order_svc", False),  # separators are part of the identifier
    ],
)
def test_same_identifier(a, b, same):
    assert same_identifier(a, b) is same


@pytest.mark.parametrize(
    ("a", "b", "matched", "rule"),
    [
        ("超过 90%", "0.95", True, "comparator"),
        ("超过 90%", "85%", False, "comparator"),
        ("1.2s", "1200ms", True, "tolerance"),
        ("1.2s", "1500ms", False, "out_of_tolerance"),
        ("95%", "0.95", True, "ratio_percent"),
        ("约 100ms", "108ms", True, "tolerance"),
        ("100ms", "108ms", False, "out_of_tolerance"),
        ("3s", "3GB", False, "dimension_mismatch"),
    ],
)
def test_compare_quantities(a, b, matched, rule):
    r = compare_quantities(a, b)
    assert (r.matched, r.rule) == (matched, rule), r.detail
    assert r.comparable is (rule != "dimension_mismatch") and r.score == (1.0 if matched else 0.0)
    again = compare_quantities(r.a, r.b)  # the frozen results go back in
    assert (again.matched, again.rule) == (r.matched, r.rule)


def test_results_are_frozen():
    (m,) = find_identifiers("ERR_PAY_TIMEOUT")
    (q,) = find_quantities("95%")
    for obj in (m, q, compare_quantities("95%", "95%")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            obj.text = "x"  # type: ignore[misc]
    assert isinstance(m, IdentifierSpan) and isinstance(q, QuantitySpan) and m.folded == "err_pay_timeout"


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda: find_identifiers(None), "text"),
        (lambda: find_quantities(b"95%"), "text"),
        (lambda: same_identifier("a", 1), "b"),
        (lambda: compare_quantities("no number", "95%"), "a"),
        (lambda: compare_quantities("95%", "1s and 2s"), "b"),
    ],
)
def test_bad_input_is_an_input_error_naming_the_argument(call, field):
    with pytest.raises(InputError) as exc:
        call()
    assert exc.value.field == field


def test_a_registry_adds_recognisers_for_those_calls_only():
    reg = default_matcher_registry()
    reg.register(
        "identifiers.known_services.v1", DictionaryRecognizer("identifiers.known_services.v1", "service", ["checkout"])
    )
    assert [(m.label, m.text) for m in find_identifiers("checkout 报错", registry=reg)] == [("service", "checkout")]
    assert find_identifiers("checkout 报错") == []


def test_the_api_is_what_the_verifier_sees():
    import engine

    text = "ts-order-service 日志报 ERR_PAY_TIMEOUT，CPU 使用率超过 90%，延迟约 1.2s"
    tk = engine.Verifier().toolkit
    ids = tk.identifiers.analyze(text)
    assert [(m.label, m.span.start, m.span.end) for m in ids] == [
        (m.label, m.start, m.end) for m in find_identifiers(text)
    ]
    qs = tk.quantities.analyze(text, skip=tuple((m.span.start, m.span.end) for m in ids))
    assert [(q.value, q.span.start) for q in qs] == [(q.normalized, q.start) for q in find_quantities(text)]


def test_the_api_needs_no_engine():
    code = "import sys, matchers; matchers.find_identifiers('ERR_X_1'); assert 'engine' not in sys.modules, 'engine'; "
    code += "assert 'extractors' not in sys.modules; print(matchers.same_identifier('a', 'A'))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 0 and proc.stdout.strip() == "True", proc.stderr
    assert set(matchers.__all__) >= {"find_identifiers", "find_quantities", "same_identifier", "compare_quantities"}
