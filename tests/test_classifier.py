"""The rule-based classifier: one table row per rule, over hand-built trace summaries."""

from __future__ import annotations

import json

import pytest

from engine.classify import classify_facts
from engine.contracts import TraceSummaryItem, Verification
from extractors.contracts import CandidateFact, EvidenceBinding, EvidenceLevel, FactOrigin
from matchers.identifiers import RegexRecognizer, load_rules
from matchers.registry import default_matcher_registry

D, I, N, C = Verification.DIRECT, Verification.INDIRECT, Verification.NO_EVIDENCE, Verification.CONTRADICTED


def item(
    ref: str,
    tool: str,
    out: str,
    *,
    inp: str = "",
    level: EvidenceLevel = EvidenceLevel.DIRECT,
    success: bool = True,
    deduped: bool | None = None,
    no_hit: int = 0,
) -> TraceSummaryItem:
    return TraceSummaryItem(
        trace_ref=ref,
        tool_name=tool,
        round=1,
        success=success,
        input_summary=inp,
        output_summary=out,
        evidence_level=level,
        source_invocation_ids=[f"inv-{ref[1:]}"],
        deduped=deduped,
        no_hit_count=no_hit,
    )


SUMMARY = [
    item(
        "T1",
        "query_logs",
        "\n".join(
            [
                "[ERROR] order-service@order-service-5dc8d4f9fd-46997: ERR_DB_POOL_EXHAUSTED: connection pool exhausted "
                "trace_id=4bf92f3577b34da6a3ce929d0e0e4736 (x12)",
                "[ERROR] order-service@order-service-5dc8d4f9fd-46997: java.lang.OutOfMemoryError: Java heap space",
                "total=13",
            ]
        ),
        inp="service=order-service window=30m",
    ),
    item(
        "T2",
        "query_metrics",
        "\n".join(
            [
                "alert HighErrorRate service=order-service severity=critical status=firing value=37.5 threshold=5 unit=%",
                "metric cpu_usage service=order-service max=92 avg=71.3 last=88.1 unit=%",
                "metric latency_p99 service=order-service max=1500 avg=900 last=1200 unit=ms",
            ]
        ),
        inp="service=order-service",
    ),
    item(
        "T3",
        "lookup_knowledge",
        "[doc runbook.md layer=L2 relevance=high] HikariCP 的 maximumPoolSize 默认值为 10",
        level=EvidenceLevel.INDIRECT,
        inp="query=连接池",
    ),
    item(
        "T4",
        "query_metrics",
        "ERROR: prometheus query timed out after 15s",
        inp="metric=mysql_threads_running",
        level=EvidenceLevel.NONE,
        success=False,
    ),
    item(
        "T5",
        "query_logs",
        "total=0",
        inp="keyword=Deadlock found when trying to get lock",
        level=EvidenceLevel.NONE,
        no_hit=1,
    ),
    item(
        "T6",
        "lookup_knowledge",
        "[doc cases.md layer=case relevance=medium deduped] 历史案例显示连接池耗尽由夜间批量任务引起",
        level=EvidenceLevel.INDIRECT,
        deduped=True,
    ),
]
QUERY = "order-service 下单很慢，是不是 payment-service 的问题？"


def fact(
    text: str,
    *,
    origin: FactOrigin = FactOrigin.ANSWER_EXTRA,
    critical: bool = True,
    bindings: tuple[EvidenceBinding, ...] = (),
) -> CandidateFact:
    return CandidateFact(
        fact_id="f1", fact=text, origin=origin, is_critical=critical, claim_id="c1", evidence_bindings=bindings
    )


def check(f: CandidateFact, summary=SUMMARY, **kw):
    [out] = classify_facts([f], summary, original_query=QUERY, **kw)
    return out


ROWS = [
    # rule 1: fabrication
    ("order-service 日志出现 ERR_DB_POOL_TIMEOUT", C, "fabricated error_code ERR_DB_POOL_TIMEOUT"),
    ("order-service 抛出 java.lang.NullPointerException", C, "fabricated exception"),
    ("故障实例为主机 10.0.0.9", C, "fabricated ip 10.0.0.9"),
    ("上游服务 billing-gateway 出现大量超时", C, "fabricated service billing-gateway"),
    ("trace_id 0123456789abcdef0123456789abcdef 对应的调用失败", C, "fabricated trace_id"),
    ("实例 order-service-5dc8d4f9fd-46998 重启", C, "fabricated pod"),
    # rule 1: conflicting slot
    ("HighErrorRate 告警已经 resolved", C, "status resolved vs firing for HighErrorRate in T2 (query_metrics)"),
    ("order-service 的 cpu_usage 峰值达到 45%", C, "45% vs 92/71.3/88.1% for cpu_usage of order-service in T2"),
    ("order-service 日志中没有任何错误", C, "negation refuted: error in T1 (query_logs)"),
    # rule 2: direct
    ("order-service 日志出现 ERR_DB_POOL_EXHAUSTED", D, "ERR_DB_POOL_EXHAUSTED found in T1 (query_logs)"),
    ("ORDER-SERVICE 日志出现 err_db_pool_exhausted", D, "found in T1 (query_logs)"),
    ("order-service 抛出 OutOfMemoryError", D, "OutOfMemoryError found in T1"),
    ("HighErrorRate 告警处于 firing 状态", D, "firing for HighErrorRate in T2"),
    ("HighErrorRate 告警已触发，告警值为 0.375", D, "matches T2"),
    ("order-service 的 cpu_usage 最新值为 88.1%", D, "88.1% matches T2"),
    ("latency_p99 峰值达到 1.5 秒", D, "matches T2"),
    ("order-service CPU 超过 90%", D, "matches T2"),
    ("trace 4bf92f3577b34da6a3ce929d0e0e4736 报错 connection pool exhausted", D, "found in T1"),
    # rule 3: indirect
    ("根据运维手册，HikariCP 的 maximumPoolSize 默认值为 10", I, "T3 (lookup_knowledge)"),
    # rule 4: no evidence
    ("order-service 的 mysql_threads_running 已达到 800", N, "T4 (query_metrics) [failed]"),
    ("order-service 日志出现 Deadlock found when trying to get lock", N, "T5 (query_logs) [no-hit]"),
    ("历史案例显示连接池耗尽由夜间批量任务引起", N, "T6 (lookup_knowledge)"),
    ("根因是数据库主从复制延迟导致事务长时间占用连接", N, ""),
    # query entities are context, never fabrication
    ("payment-service 同时出现超时", N, ""),
]


@pytest.mark.parametrize(("text", "label", "detail"), ROWS)
def test_rules(text: str, label: Verification, detail: str) -> None:
    out = check(fact(text))
    assert out.verification is label, out.detail
    assert detail in out.detail


def test_non_critical_fact_is_never_fabrication() -> None:
    assert check(fact("order-service 日志出现 ERR_DB_POOL_TIMEOUT", critical=False)).verification is N


def test_evidence_refs_point_at_existing_items() -> None:
    refs = {i.trace_ref for i in SUMMARY}
    for text, _, _ in ROWS:
        out = check(fact(text))
        assert {r.trace_ref for r in out.evidence_refs} <= refs
        if out.verification in (D, I):
            assert out.evidence_refs


def binding(source_id: str, excerpt: str, ids: tuple[str, ...] | None = None) -> EvidenceBinding:
    return EvidenceBinding(
        source_type="tool_output",
        source_id=source_id,
        tool_name="query_logs",
        source_invocation_ids=list(ids if ids is not None else (source_id,)),
        evidence_excerpt=excerpt,
    )


@pytest.mark.parametrize(
    ("bindings", "label", "detail"),
    [
        ((binding("inv-1", "ERR_DB_POOL_EXHAUSTED"),), D, "found in T1"),
        ((binding("T1", "ERR_DB_POOL_EXHAUSTED", ()),), D, "found in T1"),
        ((binding("inv-57", "ERR_DB_POOL_EXHAUSTED"),), I, "unknown_reference"),
        ((), I, "no evidence binding"),
        ((binding("inv-2", "ERR_DB_POOL_EXHAUSTED"),), I, "excerpt_mismatch"),
        ((binding("inv-1", ""),), I, "empty_excerpt"),
    ],
)
def test_claim_references(bindings, label: Verification, detail: str) -> None:
    out = check(fact("order-service 日志出现 ERR_DB_POOL_EXHAUSTED", origin=FactOrigin.CLAIM, bindings=bindings))
    assert out.verification is label and detail in out.detail


def test_carries_ids_over() -> None:
    out = check(fact("HighErrorRate 告警处于 firing 状态"))
    assert (out.fact_id, out.origin, out.claim_id) == ("f1", "answer_extra", "c1")


def test_json_summary_is_understood() -> None:
    raw = {
        "alerts": [
            {
                "alert_name": "HighErrorRate",
                "service": "order-service",
                "status": "firing",
                "value": 37.5,
                "threshold": 5,
                "unit": "%",
            }
        ],
        "series": [
            {"metric": "cpu_usage", "service": "order-service", "max": 92, "avg": 71.3, "last": 88.1, "unit": "%"}
        ],
    }
    summary = [item("T1", "query_metrics", json.dumps(raw))]
    assert check(fact("HighErrorRate 告警处于 firing 状态"), summary).verification is D
    assert check(fact("HighErrorRate 告警已恢复"), summary).verification is C
    assert check(fact("order-service 的 cpu_usage 平均值为 45%"), summary).verification is C
    truncated = [item("T1", "query_metrics", json.dumps(raw)[:150])]
    assert check(fact("HighErrorRate 告警处于 firing 状态"), truncated).verification is D


def test_same_input_same_output() -> None:
    facts = [fact(t) for t, _, _ in ROWS]
    a = classify_facts(facts, SUMMARY, original_query=QUERY)
    # A fresh registry gives a fresh toolkit, so the second run re-analyses instead of reading the memo.
    b = classify_facts(facts, SUMMARY, original_query=QUERY, registry=default_matcher_registry())
    assert [x.model_dump() for x in a] == [y.model_dump() for y in b]


def test_matcher_registered_from_outside_is_used_without_editing_the_classifier() -> None:
    """A deployment's change-name recogniser, registered on a copy of the registry, makes the classifier
    treat a made-up change name (a plain upper-case word, which no identifier shape covers) as a
    fabricated key identifier; the default registry is untouched."""
    text = "变更 PHOENIX 导致 order-service 报错"
    assert check(fact(text)).verification is not C
    rules = load_rules(
        '{"id": "ticket.ops", "label": "ticket", "key": true, "score": 0.9, "kind": "regex", '
        '"pattern": "\\\\b(?:PHOENIX|ORION)\\\\b"}'
    )
    registry = default_matcher_registry()
    registry.register("identifiers.ticket.v1", RegexRecognizer("identifiers.ticket.v1", rules))
    out = check(fact(text), registry=registry)
    assert out.verification is C and "fabricated ticket PHOENIX" in out.detail
    assert check(fact(text)).verification is not C  # default registry unchanged


def test_ad_hoc_dictionary_recognizer_per_call() -> None:
    from matchers.identifiers import DictionaryRecognizer

    known = DictionaryRecognizer("identifiers.known_services.v1", "service", ["billing"])
    text = "billing 日志出现 ERR_DB_POOL_EXHAUSTED"
    assert check(fact(text), ad_hoc_recognizers=[known]).verification is C  # 'billing' named nowhere
    assert check(fact(text)).verification is D


# ---- regressions, named after the benchmark case they came from -------------------------------
CUT = [
    item(
        "T1",
        "query_logs",
        "\n".join(
            [
                "[ERROR] api-gateway@api-gateway-4d69ff243-l9h9g: upstream timed out (110: Connection timed out) while "
                "reading response header from upstream trace_id…",
                "[INFO] ts-basic-service@ts-basic-service-5dc8d4f9fd-46997: f.m.s.BasicServiceImpl#89 TraceID:…",
                "[ERROR] ts-preserve-service@ts-preserve-service-b5ccf8557-j4txs: …IllegalStateException: No instances "
                "available for ts-basic-service] with root cause",
            ]
        ),
    ),
    item(
        "T2",
        "query_metrics",
        "\n".join(
            [
                "alert CoreDNSErrorsHigh service=geo-service severity=warning status=firing value=40 threshold=3 unit=%",
                "metric pod_cpu_usage_rate service=ts-basic-service max=2.2739 avg=1.4598 last=1.6924 unit=%",
                "metric pod_memory_usage service=ts-food-service max=491.4922 avg=491.002 last=491.4922 unit=MB",
            ]
        ),
    ),
]


@pytest.mark.parametrize(
    ("case_id", "text", "label"),
    [
        # a cut id elsewhere, next to only a service name, does not excuse a made-up trace id
        (
            "hard-real-trace-id-off-by-one",
            "trace 6d3d3d38dd68c1d9adb726a5eddff331 对应的调用出现 No instances available for ts-basic-service",
            C,
        ),
        ("devb-dns-014", "截至目前，CoreDNSErrorsHigh 告警尚未恢复", D),
        ("devb-rate_limit-003", "截至目前，CoreDNSErrorsHigh 已经消警", C),
        ("devb-nezha_food-014", "从指标上看 pod_memory_usage 的max 为 491.492 MiB", D),
        ("dev-nezha_no_instances-003", "ts-preserve-service 的 pod_cpu_usage_rate 最新值为 0.68%", C),
        ("devb-jvm_gc-001", "从日志来看，api-gateway 不存在报错", C),
        ("devb-k8s_oom-009", "定位结果表明，新版本引入的本地缓存没有设置容量上限导致了本次故障", N),
        ("dev-thread_pool-012", "pod_memory_usage 当前值为 491.4922", D),
    ],
)
def test_regressions(case_id: str, text: str, label: Verification) -> None:
    out = check(fact(text), CUT)
    assert out.verification is label, f"{case_id}: {out.detail}"


_CUT_ID = "日志显示链路 `288eeb9f5a77be4dcb1c16d3baf96486` 出现 upstream timed out (110: Connection timed out)"


@pytest.mark.parametrize(("named", "label"), [(["288eeb9f5a77be4dcb1c16d3baf96486"], N), ([], C), (None, C)])
def test_devb_nginx_5xx_004_an_id_the_call_holds_is_never_fabricated(named, label):
    """devb-nginx_5xx-004: the summary cut the trace id out of the line; the summarizer records that the call holds it.

    Unknown (no evidence), not fabricated, when the item's ``named_present`` says the call holds the id;
    its negative twins (the summarizer found it in no call, or a hand-written summary says nothing) fabricate.
    """
    first = CUT[0].model_copy(update={"named_present": named} if named is not None else {})
    out = check(fact(_CUT_ID), [first, *CUT[1:]])
    assert out.verification is label, out.detail
