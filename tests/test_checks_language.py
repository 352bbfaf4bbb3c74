"""Existence denials and runbook attribution (issue 12 §5–6), each rule with its negative twin."""

from __future__ import annotations

import pytest

from engine.contracts import Verification
from tests.test_checks_records import decide

D, I, N, C = Verification.DIRECT, Verification.INDIRECT, Verification.NO_EVIDENCE, Verification.CONTRADICTED

LOGS = {
    "logs": [
        {"ts": "2026-03-02T14:20:05Z", "level": "WARN", "service": "stock-svc", "message": "cache miss ratio high"},
        {
            "ts": "2026-03-02T14:20:07Z",
            "level": "ERROR",
            "service": "order-svc",
            "message": "ERR_PAY_TIMEOUT after 3000ms",
        },
        {"ts": "2026-03-02T14:20:09Z", "level": "INFO", "service": "user-svc", "message": "login ok"},
    ]
}
BGL_LINKS = {
    "logs": [
        {
            "node": "Interconnect-1T00",
            "component": "switch_module",
            "event": "bcast-error",
            "message": "Link error on broadcast tree Interconnect-1T00:00:2:0",
        },
        {"node": "Interconnect-1N03", "component": "switch_module", "event": "bcast-ok", "message": "Link ok"},
    ]
}
KB = "按运维手册，ERR_PAY_TIMEOUT 表示支付网关超时"

TABLE = [
    ("denied warning refuted", "stock-svc 一条 WARN 都没有", LOGS, C),
    ("denied warning twin", "user-svc 一条 WARN 都没有", LOGS, D),
    ("always normal refuted", "order-svc 一直正常", LOGS, C),
    ("always normal twin", "user-svc 一直正常", LOGS, D),
    ("denied errors refuted", "order-svc 没有任何报错", LOGS, C),
    ("denied errors twin", "stock-svc 没有任何报错", LOGS, D),
    # A node the trace names only as a record field (not by its shape) is still the subject of "一直正常".
    ("always normal of a trace entity", "Interconnect-1T00 一直正常, 没报过错", BGL_LINKS, C),
    ("always normal of a trace entity twin", "Interconnect-1N03 一直正常, 没报过错", BGL_LINKS, D),
    ("attributed to a runbook", "按运维手册，order-svc 的 ERR_PAY_TIMEOUT after 3000ms 是支付超时", LOGS, I),
    ("attributed to a runbook twin", "order-svc 报 ERR_PAY_TIMEOUT after 3000ms", LOGS, D),
    ("attributed in English", "per the runbook, order-svc logged ERR_PAY_TIMEOUT after 3000ms", LOGS, I),
]


@pytest.mark.parametrize(("name", "text", "output", "label"), TABLE, ids=[t[0] for t in TABLE])
def test_language_rules_and_twins(name, text, output, label):
    got, why = decide(text, output)
    assert got is label, why


def test_a_no_hit_never_proves_absence():
    got, _ = decide("日志里没有任何报错", {"total": 0, "logs": []})
    assert got is N


TWO_FAILURES = {
    "logs": [
        {
            "ts": "2023-01-29T08:43:35Z",
            "level": "ERROR",
            "service": "food-svc",
            "trace_id": "ad82675dca98035cd0ea44b39cdc301d",
            "message": "TraceID: ad82675dca98035cd0ea44b39cdc301d Get Food Request Failed",
        },
        {
            "ts": "2023-01-29T08:43:53Z",
            "level": "ERROR",
            "service": "food-svc",
            "trace_id": "b807501d335153eefa23ae9d89324720",
            "message": "TraceID: b807501d335153eefa23ae9d89324720 Get Food Request Failed",
        },
    ]
}


def _decide_with_query(text: str, query: str) -> Verification:
    from engine.checks import default_checks, run_checks
    from engine.classify import EvidenceIndex, RuleSet, default_toolkit
    from engine.classify.analysis import with_trace_entities
    from engine.summarizer import summarize_trace
    from extractors.contracts import CandidateFact, FactOrigin

    rows = [
        {
            "invocation_id": "inv-1",
            "session_id": "s",
            "round": 1,
            "tool_name": "query_logs",
            "input": {"q": "x"},
            "output": TWO_FAILURES,
            "success": True,
            "error": None,
        }
    ]
    ix = EvidenceIndex.build(summarize_trace(rows, focus_text=text), query)
    f = CandidateFact(fact_id="f1", fact=text, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
    a = with_trace_entities(default_toolkit().analyze(text), ix.entity_lexicon)
    return run_checks(default_checks(), RuleSet(default_toolkit(), ix), f, a).label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # The query's time, pinned ("那次") to a record that names another trace: a swap.
        ("08:43:35 那次失败的 TraceID 是 b807501d335153eefa23ae9d89324720", C),
        ("08:43:53 那次失败的 TraceID 是 b807501d335153eefa23ae9d89324720", D),
        # A time merely stated of the trace's failure is an attribute: a wrong one is no support.
        ("TraceID b807501d335153eefa23ae9d89324720 的失败发生在 08:43:35", N),
    ],
)
def test_a_query_time_pinned_to_records_is_checked(text, label):
    assert _decide_with_query(text, "08:43:35 和 08:43:53 两次失败分别是哪个 trace？") is label


@pytest.mark.parametrize(
    ("text", "absent", "present"),
    [
        ("现象：SessionTracker 先后过期了两个会话", {"现象", "先后"}, {"过期", "会话"}),
        ("关联：更早的时候 10.0.0.1 发送数据时也报了同类异常", {"关联", "更早", "同类"}, {"发送"}),
        ("会话过期：SessionTracker 报的", {"会话", "过期"}, set()),
    ],
)
def test_a_leading_label_and_discourse_words_are_not_content(text, absent, present):
    from engine.classify import default_toolkit

    terms = set(default_toolkit().analyze(text).terms)
    assert not terms & absent, terms
    assert present <= terms, terms
