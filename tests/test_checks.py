"""The registered checks (issue 11 §6): one table row per check with its negative twin; order and thresholds as data."""

from __future__ import annotations

import json

import pytest

from engine.checks import CheckRegistry, default_check_registry, default_checks, load_order, run_checks
from engine.checks.contradiction import FabricationCheck
from engine.classify import EvidenceIndex, RuleSet, default_toolkit
from engine.classify.thresholds import load_thresholds
from engine.contracts import Verification
from engine.summarizer import summarize_trace
from extractors.contracts import CandidateFact, EvidenceBinding, FactOrigin
from matchers.errors import RegistryError, VerifierError

D, I, N, C = (Verification.DIRECT, Verification.INDIRECT, Verification.NO_EVIDENCE, Verification.CONTRADICTED)

LOGS = {
    "total": 3,
    "logs": [
        {
            "ts": "2026-03-02T14:20:05Z",
            "level": "ERROR",
            "service": "order-svc",
            "host": "node-a1",
            "message": "ERR_PAY_TIMEOUT calling payment gateway after 3000ms",
        },
        {
            "ts": "2026-03-02T14:20:07Z",
            "level": "WARN",
            "service": "stock-svc",
            "host": "node-b2",
            "message": "StockLockException: cache miss ratio high",
        },
        {
            "ts": "2026-03-02T14:20:09Z",
            "level": "INFO",
            "service": "stock-svc",
            "host": "node-b2",
            "message": "reload ok",
        },
    ],
}
METRICS = {
    "alerts": [
        {
            "alert_name": "HighErrorRate",
            "service": "order-svc",
            "status": "firing",
            "value": 37.5,
            "threshold": 5,
            "unit": "%",
        }
    ],
    "series": [{"metric": "cpu_usage", "service": "order-svc", "max": 92, "avg": 71.3, "last": 88.1, "unit": "%"}],
}
KB = {
    "query": "超时",
    "chunks": [
        {
            "chunk_id": "kb-1",
            "source_doc": "runbook.md",
            "retrieval_layer": "runbook",
            "relevance": "high",
            "content": "payment gateway 的连接池上限默认为 64",
            "deduped": False,
        }
    ],
}


def rows():
    def inv(iid, tool, out, ok=True):
        return {
            "invocation_id": iid,
            "session_id": "s",
            "round": 1,
            "tool_name": tool,
            "input": {"q": iid},
            "output": out,
            "success": ok,
            "error": None if ok else "timeout after 15s",
        }

    return [
        inv("inv-1", "query_logs", LOGS),
        inv("inv-2", "query_metrics", METRICS),
        inv("inv-3", "lookup_knowledge", KB),
        inv("inv-4", "query_logs", None, ok=False),
    ]


def decide(text, *, origin=FactOrigin.ANSWER_EXTRA, bindings=()):
    summary = summarize_trace(rows(), focus_text=text)
    rules = RuleSet(default_toolkit(), EvidenceIndex.build(summary, "订单为什么失败？"))
    f = CandidateFact(
        fact_id="f1", fact=text, origin=origin, is_critical=True, claim_id="c1", evidence_bindings=bindings
    )
    return run_checks(default_checks(), rules, f, default_toolkit().analyze(text))


def bind(excerpt, source="inv-1"):
    return (
        EvidenceBinding(
            source_type="tool_output",
            source_id=source,
            tool_name="query_logs",
            source_invocation_ids=[source] if source.startswith("inv") else [],
            evidence_excerpt=excerpt,
        ),
    )


TABLE = [
    # (check, fact, label, rule that decided) — each row has its negative twin next to it
    ("fabrication", "order-svc 日志报 ERR_PAY_TIMEOUX", C, "fabrication"),
    ("fabrication twin", "order-svc 日志报 ERR_PAY_TIMEOUT", D, "support"),
    ("status", "HighErrorRate 告警已经 resolved", C, "status"),
    ("status twin", "HighErrorRate 告警仍在 firing", D, "support"),
    ("negation", "order-svc 日志中没有错误", C, "negation"),
    ("negation twin", "order-svc 日志中没有 WARN", None, None),  # a true denial: never contradicted
    ("value", "order-svc 的 cpu_usage 峰值为 45%", C, "value"),
    ("value twin", "order-svc 的 cpu_usage 峰值为 92%", D, "support"),
    ("misattribution", "stock-svc 日志报 ERR_PAY_TIMEOUT", C, "misattribution"),
    ("misattribution twin", "stock-svc 日志报 StockLockException", D, "support"),
    ("indirect", "payment gateway 的连接池上限默认为 64", I, "support"),
    ("indirect twin", "order-svc 的 payment gateway 超时为 3000ms", D, "support"),
    ("no evidence", "当时有人手动扩过容", N, "none"),
]


@pytest.mark.parametrize(("name", "text", "label", "rule"), TABLE, ids=[t[0] for t in TABLE])
def test_each_check_and_its_twin(name, text, label, rule):
    d = decide(text)
    if label is None:
        assert d.label is not C, d.detail
    else:
        assert (d.label, d.rule) == (label, rule), d.detail


@pytest.mark.parametrize(
    ("bindings", "label", "rule"),
    [
        (bind("ERR_PAY_TIMEOUT calling payment gateway"), D, "support"),  # verbatim excerpt
        (bind('{"service": "order-svc", "level": "ERROR"}'), D, "support"),  # the record's JSON pairs, any subset
        (bind("level=ERROR service=order-svc"), D, "support"),  # its k=v pairs in another order
        (bind("ERR_PAY_TIMEOUT calling payment gateway", "inv-9"), I, "bad_reference"),  # no such call
        (bind("ERR_PAY_TIMEOUT calling payment gateway", "inv-2"), I, "bad_reference"),  # wrong call
        ((), I, "bad_reference"),  # no binding at all
    ],
)
def test_references_check_caps_a_claims_direct_support(bindings, label, rule):
    d = decide("order-svc 日志报 ERR_PAY_TIMEOUT", origin=FactOrigin.CLAIM, bindings=bindings)
    assert (d.label, d.rule) == (label, rule), d.detail


def test_order_is_data_and_every_check_is_named_once():
    names = default_check_registry().names()
    assert load_order() == names  # the bundled order lists them all, in registration order
    reg = default_check_registry()
    with pytest.raises(VerifierError, match="missing"):
        reg.ordered(load_order()[:-1])
    with pytest.raises(VerifierError, match="unknown"):
        reg.ordered([*load_order(), "checks.nope.v1"])
    with pytest.raises(VerifierError, match="repeated"):
        reg.ordered([*load_order(), load_order()[0]])
    with pytest.raises(VerifierError):
        load_order("version: 1\norder: 3\n")


def test_a_second_check_under_a_taken_name_is_refused():
    reg = CheckRegistry([FabricationCheck()])

    class Other:
        name = "checks.fabrication.v1"

        def run(self, rules, fact, a, current):
            return None

    with pytest.raises(RegistryError):
        reg.register(Other())


def test_a_check_added_in_one_file_and_one_line_is_used(tmp_path):
    """A deployment's check: facts naming a frozen service are contradicted, before anything else runs."""
    from engine.classify.rules import Decision

    class FrozenService:
        name = "checks.frozen_service.v1"

        def run(self, rules, fact, a, current):
            if current is None and "stock-svc" in fact.fact:
                return Decision(C, "frozen", "stock-svc is frozen")
            return None

    reg = default_check_registry()
    reg.register(FrozenService())
    order = reg.ordered(["checks.frozen_service.v1", *load_order()])
    summary = summarize_trace(rows())
    rules = RuleSet(default_toolkit(), EvidenceIndex.build(summary))
    text = "stock-svc 日志报 StockLockException"
    f = CandidateFact(fact_id="f1", fact=text, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
    assert run_checks(order, rules, f, default_toolkit().analyze(text)).rule == "frozen"
    assert decide(text).label is D  # the default order is untouched


def test_thresholds_are_one_validated_file_on_a_0_1_scale():
    th = load_thresholds()
    assert all(
        0.0 <= getattr(th, k) <= 1.0
        for k in (
            "coverage",
            "coverage_specific",
            "coverage_words_only",
            "coverage_weak",
            "phrase_cutoff",
            "phrase_word_share",
        )
    )
    bad = "version: 1\nshares: {coverage: 60, coverage_specific: 0.5, coverage_words_only: 0.75, coverage_weak: 0.3,"
    bad += " phrase_cutoff: 0.9, phrase_word_share: 0.8}\ncounts: {free_terms: 2}\n"
    with pytest.raises(VerifierError, match="coverage"):
        load_thresholds(bad)
    with pytest.raises(VerifierError, match=r"(?i)extra"):
        load_thresholds(bad.replace("coverage: 60", "coverage: 0.6, typo: 1"))


def test_thresholds_change_the_label():
    text = "order-svc 的 cpu_usage 峰值为 92%，数据库宕机"  # two unmatched words: free when loose, not when strict
    strict = load_thresholds().model_copy(update={"coverage_specific": 1.0, "coverage_weak": 1.0, "free_terms": 0})
    summary = summarize_trace(rows(), focus_text=text)
    f = CandidateFact(fact_id="f1", fact=text, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
    a = default_toolkit().analyze(text)
    loose = run_checks(default_checks(), RuleSet(default_toolkit(), EvidenceIndex.build(summary)), f, a)
    tight = run_checks(default_checks(), RuleSet(default_toolkit(), EvidenceIndex.build(summary), strict), f, a)
    assert loose.label != tight.label or loose.detail != tight.detail


def test_decisions_are_json_stable():
    a, b = decide("order-svc 的 cpu_usage 峰值为 45%"), decide("order-svc 的 cpu_usage 峰值为 45%")
    assert json.dumps([a.label.value, a.rule, a.detail]) == json.dumps([b.label.value, b.rule, b.detail])


def test_provenance_names_the_check_and_the_records_it_rests_on():
    from engine.classify import classify_facts
    from engine.evidence.records import parse_summary

    text = "order-svc 日志报 ERR_PAY_TIMEOUT"
    summary = summarize_trace(rows(), focus_text=text)
    f = CandidateFact(fact_id="f1", fact=text, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
    (out,) = classify_facts([f], summary)
    prov = out.model_dump()["provenance"]
    assert prov["check"] == "checks.direct_support.v1" and prov["rule"] == "support"
    assert any(i["text"] == "ERR_PAY_TIMEOUT" and i["key"] for i in prov["identifiers"])
    by_ref = {it.trace_ref: it for it in summary}
    (ref,) = [r for r in out.evidence_refs if r.trace_ref == "T1"]
    assert prov["records"][0]["invocation_id"] == "inv-1"
    recs = {r.index: r for r in parse_summary(by_ref["T1"].output_summary)}
    assert ref.record_indexes and all("ERR_PAY_TIMEOUT" in recs[i].text for i in ref.record_indexes)
    # its negative twin: a fabricated id rests on no record
    (bad,) = classify_facts([f.model_copy(update={"fact": "order-svc 日志报 ERR_PAY_TIMEOUX"})], summary)
    assert bad.model_dump()["provenance"]["check"] == "checks.fabrication.v1" and not bad.evidence_refs
