"""Hand-written hard cases, merged into dev.jsonl (each tagged ``hard``).

Each case is written out by hand: the trace, the answer and every gold label with the DESIGN
rule that decides it (in the ``why`` comments). Only the verdict is computed, by the same pure
scoring function the generator uses.
"""

from __future__ import annotations

import json
from typing import Any

from benchmarks.generate.builder import gold_verdict
from benchmarks.generate.nezha import load_logs

D, I, N, C = "direct_evidence", "indirect_support", "no_evidence", "contradicted"
SID = "s-hard"


def inv(iid: str, tool: str, inp: dict[str, Any], out: Any, *, ok: bool = True, err: str | None = None,
        rnd: int = 1) -> dict[str, Any]:
    """One ToolInvocation row."""
    return {"invocation_id": iid, "session_id": SID, "round": rnd, "tool_name": tool, "input": inp, "output": out,
            "success": ok, "error": err}


def rec(svc: str, level: str, msg: str, ts: str = "2026-11-29T03:12:10.120Z", host: str = "") -> dict[str, Any]:
    """One query_logs record."""
    return {"ts": ts, "level": level, "service": svc, "host": host or f"{svc}-6d9f7c8b5-q2x7k", "message": msg}


def claim(cid: str, text: str, binds: list[dict[str, Any]], ctype: str = "finding",
          support: str = "direct") -> dict[str, Any]:
    """One structured claim."""
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text, "support_level": support,
            "evidence_bindings": binds}


def bind(source_id: str, excerpt: str, tool: str = "query_logs", ids: list[str] | None = None,
         stype: str = "tool_output") -> dict[str, Any]:
    """One evidence binding."""
    return {"source_type": stype, "source_id": source_id, "tool_name": tool,
            "source_invocation_ids": ids if ids is not None else [source_id], "evidence_excerpt": excerpt}


def contract(claims: list[dict[str, Any]], answer: str, hyps: list[str] | None = None) -> str:
    """A structured answer (compact JSON)."""
    return json.dumps({"answer_version": "v1", "diagnosis_summary": "诊断摘要", "claims": claims,
                       "hypotheses": hyps or [], "recommended_actions": ["建议持续观察"], "missing_info": [],
                       "user_facing_answer": answer}, ensure_ascii=False)


def case(cid: str, tags: list[str], query: str, answer: str, invs: list[dict[str, Any]],
         facts: list[dict[str, Any]], retry: dict[str, Any] | None = None) -> dict[str, Any]:
    """A labeled case; the verdict follows from the gold labels."""
    return {"case_id": f"hard-{cid}", "tags": sorted({"hard", *tags}),
            "input": {"original_query": query, "executor_final_answer": answer, "tool_invocations": invs,
                      "retry_context": retry},
            "expected": {"verdict": gold_verdict(facts), "facts": facts}}


def fact(text: str, label: str, cid: str | None = None, critical: bool = True) -> dict[str, Any]:
    """One gold fact."""
    f: dict[str, Any] = {"fact": text}
    if cid:
        f["claim_id"] = cid
    f.update({"is_critical": critical, "verification": label})
    return f


def _pool_logs() -> list[dict[str, Any]]:
    return [rec("order-service", "ERROR", "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is "
                "not available, request timed out after 30000ms."),
            rec("order-service", "WARN", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper "
                "delta=61s).")]


def _pool_metrics(status: str = "firing") -> dict[str, Any]:
    return {"alerts": [{"alert_name": "DBConnectionPoolExhausted", "service": "order-service", "severity": "critical",
                        "status": status, "value": 98, "threshold": 90, "unit": "%"}],
            "series": [{"metric": "hikaricp_connections_acquire_ms", "service": "order-service", "max": 30000,
                        "avg": 21450, "last": 28800, "unit": "ms"},
                       {"metric": "heap_used_mb", "service": "order-service", "max": 2560, "avg": 2100, "last": 2432,
                        "unit": "MB"},
                       {"metric": "cpu_usage", "service": "order-service", "max": 92.0, "avg": 71.3, "last": 88.1,
                        "unit": "%"}]}


def _real(service: str, match: str, files: tuple[str, ...]) -> list[dict[str, Any]]:
    return [r.as_output() for r in load_logs() if r.service == service and match in r.message and r.file in files]


def _real_noise(files: tuple[str, ...], n: int) -> list[dict[str, Any]]:
    return [r.as_output() for r in load_logs() if r.file in files and r.level == "INFO"][:n]


def hard_cases() -> list[dict[str, Any]]:
    """The hand-written cases."""
    out: list[dict[str, Any]] = []
    q = "order-service 下单接口大量超时，什么原因？"
    helper = inv("h-1", "get_current_time", {}, "2026-11-29T03:20:00Z")
    logs = inv("h-2", "query_logs", {"service": "order-service"}, {"total": 2, "logs": _pool_logs()})
    mets = inv("h-3", "query_metrics", {"service": "order-service"}, _pool_metrics())

    # 1. trace refs skip helper tools: T1 = h-2 (logs), T2 = h-3 (metrics)
    out.append(case("trace-ref-skips-helper", ["structured", "trace_ref_binding", "helper_tool",
                                               "family:db_pool", "unit_paraphrase"], q,
               contract([claim("c1", "order-service 日志出现 java.sql.SQLTransientConnectionException",
                               [bind("T1", "java.sql.SQLTransientConnectionException", ids=["h-2"],
                                     stype="trace_ref")]),
                         claim("c2", "hikaricp_connections_acquire_ms 峰值达到 30 秒",
                               [bind("T2", "hikaricp_connections_acquire_ms", "query_metrics", ["h-3"],
                                     "trace_ref")])],
                        "order-service 日志出现 java.sql.SQLTransientConnectionException。"
                        "hikaricp_connections_acquire_ms 峰值达到 30 秒。"),
               [helper, logs, mets],
               [fact("order-service 日志出现 java.sql.SQLTransientConnectionException", D, "c1"),
                fact("hikaricp_connections_acquire_ms 峰值达到 30 秒", D, "c2")]))

    # 2. T3 would exist only if the helper were counted: a bad reference, content direct -> indirect
    out.append(case("trace-ref-counts-helper", ["structured", "bad_reference", "helper_tool", "family:db_pool"], q,
               contract([claim("c1", "DBConnectionPoolExhausted 告警处于 firing 状态",
                               [bind("T3", "DBConnectionPoolExhausted", "query_metrics", [], "trace_ref")])],
                        "DBConnectionPoolExhausted 告警处于 firing 状态。"),
               [helper, logs, mets],
               [fact("DBConnectionPoolExhausted 告警处于 firing 状态", I, "c1")]))

    # 3. multi-round: round-2 rows come first in the input; refs follow (round, position)
    r2 = inv("h-9", "query_metrics", {"service": "order-service", "metric": "heap_used_mb"}, _pool_metrics(),
             rnd=2)
    out.append(case("multi-round-order", ["structured", "trace_ref_binding", "multi_round", "retry_round",
                                          "family:db_pool", "unit_paraphrase"], q,
               contract([claim("c1", "order-service 日志出现 HikariPool-1 - Connection is not available",
                               [bind("T1", "HikariPool-1 - Connection is not available", ids=["h-2"],
                                     stype="trace_ref")]),
                         claim("c2", "heap_used_mb 峰值达到 2.5GB",
                               [bind("T3", "heap_used_mb", "query_metrics", ["h-9"], "trace_ref")])],
                        "order-service 日志出现 HikariPool-1 - Connection is not available。heap_used_mb 峰值达到 2.5GB。"),
               [r2, logs, mets],
               [fact("order-service 日志出现 HikariPool-1 - Connection is not available", D, "c1"),
                fact("heap_used_mb 峰值达到 2.5GB", D, "c2")],
               retry={"round": 2, "gaps": ["heap_used_mb 未查询"]}))

    # 4. status reversed: evidence resolved, the answer says still firing
    mets_resolved = inv("h-3", "query_metrics", {"service": "order-service"}, _pool_metrics("resolved"))
    out.append(case("status-resolved-vs-firing", ["natural_language", "status_contradiction", "family:db_pool"], q,
               "DBConnectionPoolExhausted 告警仍在 firing。order-service 日志出现 java.sql.SQLTransientConnectionException。",
               [logs, mets_resolved],
               [fact("DBConnectionPoolExhausted 告警仍在 firing", C),
                fact("order-service 日志出现 java.sql.SQLTransientConnectionException", D)]))

    # 5. status agrees: resolved in evidence and in the answer
    out.append(case("status-resolved-agrees", ["natural_language", "family:db_pool"], q,
               "DBConnectionPoolExhausted 告警已经 resolved。可能是流量回落后连接自动释放。",
               [logs, mets_resolved],
               [fact("DBConnectionPoolExhausted 告警已经 resolved", D)]))

    # 6. percent vs ratio: 71.3% written 0.713 (equal) and 92% written 9.2% (contradicted)
    out.append(case("percent-ratio", ["natural_language", "unit_paraphrase", "value_contradiction",
                                      "family:db_pool"], q,
               "order-service 的 cpu_usage 平均值为 0.713。order-service 的 cpu_usage 峰值为 9.2%。",
               [logs, mets],
               [fact("order-service 的 cpu_usage 平均值为 0.713", D),
                fact("order-service 的 cpu_usage 峰值为 9.2%", C)]))

    # 7. 30000ms written as 3 秒: a unit paraphrase that is a value contradiction
    out.append(case("unit-wrong-magnitude", ["structured", "unit_paraphrase", "value_contradiction",
                                             "family:db_pool"], q,
               contract([claim("c1", "hikaricp_connections_acquire_ms 峰值为 3 秒",
                               [bind("h-3", "hikaricp_connections_acquire_ms", "query_metrics")])],
                        "hikaricp_connections_acquire_ms 峰值为 3 秒。"),
               [logs, mets],
               [fact("hikaricp_connections_acquire_ms 峰值为 3 秒", C, "c1")]))

    # 8. identifier named in the user's question is not fabricated; unsupported -> no_evidence
    out.append(case("identifier-from-query", ["natural_language", "family:db_pool"],
               "用户反馈下单报 ERR_PAY_TIMEOUT，order-service 怎么了？",
               "order-service 日志出现 java.sql.SQLTransientConnectionException。ERR_PAY_TIMEOUT 由支付渠道限流导致。",
               [logs, mets],
               [fact("order-service 日志出现 java.sql.SQLTransientConnectionException", D),
                fact("ERR_PAY_TIMEOUT 由支付渠道限流导致", N)]))

    # 9. identifier only in a failed call's error text: not fabricated, not supported -> no_evidence
    failed = inv("h-4", "query_metrics", {"service": "order-service", "metric": "mysql_threads_running"}, None,
                 ok=False, err="dial tcp 10.8.3.21:9090: connect: connection refused")
    out.append(case("identifier-in-failed-error", ["natural_language", "failed_call", "family:db_pool"], q,
               "Prometheus 实例 10.8.3.21 已宕机。order-service 日志出现 java.sql.SQLTransientConnectionException。",
               [logs, mets, failed],
               [fact("Prometheus 实例 10.8.3.21 已宕机", N),
                fact("order-service 日志出现 java.sql.SQLTransientConnectionException", D)]))

    # 10. a chunk deduped later but returned fresh earlier in the session -> indirect
    chunk = {"chunk_id": "kb-77", "source_doc": "runbook/db-connection-pool.md", "retrieval_layer": "runbook",
             "relevance": "high", "content": "连接池参数 maximumPoolSize 的默认值为 10。", "deduped": False}
    k1 = inv("h-5", "lookup_knowledge", {"query": "连接池"}, {"query": "连接池", "chunks": [chunk]})
    k2 = inv("h-6", "lookup_knowledge", {"query": "连接池 默认值"},
             {"query": "连接池 默认值", "chunks": [dict(chunk, deduped=True)]})
    out.append(case("dedup-after-fresh", ["structured", "deduped_chunk", "knowledge_only", "family:db_pool"], q,
               contract([claim("c1", "连接池参数 maximumPoolSize 的默认值为 10",
                               [bind("kb-77", "maximumPoolSize 的默认值为 10", "lookup_knowledge", ["h-6"],
                                     "knowledge_chunk")], "knowledge", "indirect"),
                         claim("c2", "order-service 日志出现 java.sql.SQLTransientConnectionException",
                               [bind("h-2", "java.sql.SQLTransientConnectionException")])],
                        "连接池参数 maximumPoolSize 的默认值为 10。"
                        "order-service 日志出现 java.sql.SQLTransientConnectionException。"),
               [logs, k1, k2],
               [fact("连接池参数 maximumPoolSize 的默认值为 10", I, "c1"),
                fact("order-service 日志出现 java.sql.SQLTransientConnectionException", D, "c2")]))

    # 11. only the deduped copy exists -> no_evidence
    out.append(case("dedup-only", ["natural_language", "deduped_chunk", "family:db_pool"], q,
               "连接池参数 maximumPoolSize 的默认值为 10。",
               [logs, k2],
               [fact("连接池参数 maximumPoolSize 的默认值为 10", N)]))

    # 12. two bindings, one valid and one to a missing id: references invalid -> at most indirect
    out.append(case("one-bad-of-two-bindings", ["structured", "bad_reference", "family:db_pool"], q,
               contract([claim("c1", "order-service 日志出现 java.sql.SQLTransientConnectionException",
                               [bind("h-2", "java.sql.SQLTransientConnectionException"),
                                bind("h-42", "java.sql.SQLTransientConnectionException")])],
                        "order-service 日志出现 java.sql.SQLTransientConnectionException。"),
               [logs, mets],
               [fact("order-service 日志出现 java.sql.SQLTransientConnectionException", I, "c1")]))

    # 13. excerpt bound to the wrong (existing) call: the excerpt must match the referenced output
    out.append(case("excerpt-wrong-call", ["structured", "excerpt_mismatch", "family:db_pool"], q,
               contract([claim("c1", "order-service 日志出现 java.sql.SQLTransientConnectionException",
                               [bind("h-3", "java.sql.SQLTransientConnectionException", "query_metrics")]),
                         claim("c2", "DBConnectionPoolExhausted 告警处于 firing 状态",
                               [bind("h-3", "DBConnectionPoolExhausted", "query_metrics")])],
                        "order-service 日志出现 java.sql.SQLTransientConnectionException。"
                        "DBConnectionPoolExhausted 告警处于 firing 状态。"),
               [logs, mets],
               [fact("order-service 日志出现 java.sql.SQLTransientConnectionException", I, "c1"),
                fact("DBConnectionPoolExhausted 告警处于 firing 状态", D, "c2")]))

    # 14. only non-critical claims (a hypothesis naming a fabricated exception) -> no critical fact
    out.append(case("only-noncritical", ["structured", "noncritical_claim", "hedged_fabrication", "no_claims",
                                         "family:db_pool"], q,
               contract([claim("c1", "疑似 com.mysql.cj.jdbc.exceptions.CommunicationsException 引发连接泄漏", [],
                               "hypothesis", "none")],
                        "疑似 com.mysql.cj.jdbc.exceptions.CommunicationsException 引发连接泄漏。建议补充慢查询日志。"),
               [logs, mets],
               [fact("疑似 com.mysql.cj.jdbc.exceptions.CommunicationsException 引发连接泄漏", N, "c1", False)]))

    # 15. the whole answer hedges, with a fabricated code inside a hedge -> no facts
    out.append(case("all-hedged", ["natural_language", "no_claims", "hedged_fabrication", "hedged_distractor",
                                   "family:db_pool"], q,
               "可能是 ERR_DB_POOL_EXHAUSTED 导致下单失败。疑似连接泄漏。建议补充查询数据库侧指标。",
               [logs, mets], []))

    # 16. one sentence joining two direct items (log + metric) -> direct
    out.append(case("two-sources-one-fact", ["natural_language", "family:db_pool"], q,
               "order-service 日志出现 java.sql.SQLTransientConnectionException，同时 heap_used_mb 峰值达到 2560MB。",
               [logs, mets],
               [fact("order-service 日志出现 java.sql.SQLTransientConnectionException，同时 heap_used_mb 峰值达到 2560MB",
                     D)]))

    # 17. polarity with 未: ERROR lines exist
    out.append(case("polarity-wei", ["natural_language", "polarity_contradiction", "family:db_pool"], q,
               "order-service 未出现任何 ERROR 日志。DBConnectionPoolExhausted 告警处于 firing 状态。",
               [logs, mets],
               [fact("order-service 未出现任何 ERROR 日志", C),
                fact("DBConnectionPoolExhausted 告警处于 firing 状态", D)]))

    # 18. answer_extra: a confirmed extra sentence restating real evidence -> direct, PASS
    out.append(case("answer-extra-direct", ["structured", "answer_extra", "family:db_pool"], q,
               contract([claim("c1", "order-service 日志出现 java.sql.SQLTransientConnectionException",
                               [bind("h-2", "java.sql.SQLTransientConnectionException")])],
                        "order-service 日志出现 java.sql.SQLTransientConnectionException。"
                        "另外 cpu_usage 当前值为 88.1%。"),
               [logs, mets],
               [fact("order-service 日志出现 java.sql.SQLTransientConnectionException", D, "c1"),
                fact("另外 cpu_usage 当前值为 88.1%", D)]))

    # ---- real telemetry (Nezha) --------------------------------------------------------------
    pre_files = ("09_25_log.csv", "09_26_log.csv")
    pre = _real("ts-preserve-service", "No instances available", pre_files)
    noise = _real_noise(pre_files, 240)
    big = noise[:230] + pre[:2] + noise[230:]
    qn = "ts-preserve-service 下单接口 09:25 左右报错，什么原因？"
    rlogs = inv("n-1", "query_logs", {"service": "ts-preserve-service", "window": "09:20-09:30"},
                {"total": len(big), "logs": big})
    exe = _real("ts-execute-service", "Order Status Wrong", pre_files)[:2]
    rlogs2 = inv("n-2", "query_logs", {"level": "ERROR", "window": "09:20-09:30"},
                 {"total": len(exe) + 1, "logs": [pre[0], *exe]})
    tid = pre[0]["trace_id"]

    # 19. relevant real lines deep inside 240 unrelated ones
    out.append(case("real-deep-in-noise", ["natural_language", "noise", "large_output", "real_telemetry",
                                           "family:nezha_no_instances"], qn,
               "ts-preserve-service 日志出现 java.lang.IllegalStateException: No instances available for "
               "ts-basic-service。可能是注册中心实例下线。",
               [rlogs],
               [fact("ts-preserve-service 日志出现 java.lang.IllegalStateException: No instances available for "
                     "ts-basic-service", D)]))

    # 20. a neighbouring exception name for the same entity: fabricated exception
    out.append(case("real-wrong-exception", ["structured", "fabricated_exception", "real_telemetry",
                                             "family:nezha_no_instances"], qn,
               contract([claim("c1", "ts-preserve-service 抛出 java.lang.IllegalArgumentException",
                               [bind("n-1", "java.lang.IllegalArgumentException")]),
                         claim("c2", f"trace {tid} 对应的调用出现 No instances available for ts-basic-service",
                               [bind("n-1", tid)])],
                        "ts-preserve-service 抛出 java.lang.IllegalArgumentException。"
                        f"trace {tid} 对应的调用出现 No instances available for ts-basic-service。"),
               [rlogs],
               [fact("ts-preserve-service 抛出 java.lang.IllegalArgumentException", C, "c1"),
                fact(f"trace {tid} 对应的调用出现 No instances available for ts-basic-service", D, "c2")]))

    # 21. a trace id one character off: fabricated id
    bad_tid = tid[:-1] + ("0" if tid[-1] != "0" else "1")
    out.append(case("real-trace-id-off-by-one", ["natural_language", "fabricated_id", "real_telemetry",
                                                 "family:nezha_no_instances"], qn,
               f"trace {bad_tid} 对应的调用出现 No instances available for ts-basic-service。",
               [rlogs],
               [fact(f"trace {bad_tid} 对应的调用出现 No instances available for ts-basic-service", C)]))

    # 22. an unrelated real error of another service is still direct evidence of that error
    out.append(case("real-other-service-error", ["natural_language", "real_telemetry",
                                                 "family:nezha_no_instances"], qn,
               "ts-execute-service 日志出现 ticket execute error: Order Status Wrong。"
               "ts-preserve-service 日志出现 No instances available for ts-basic-service。",
               [rlogs2],
               [fact("ts-execute-service 日志出现 ticket execute error: Order Status Wrong", D),
                fact("ts-preserve-service 日志出现 No instances available for ts-basic-service", D)]))

    # 23. Chinese wording around the English message, upper-cased service
    out.append(case("real-zh-wording-case", ["structured", "case_paraphrase", "real_telemetry",
                                             "family:nezha_no_instances"], qn,
               contract([claim("c1", "TS-PRESERVE-SERVICE 调用时报错，日志显示 no instances available for "
                                     "ts-basic-service", [bind("n-2", "No instances available for ts-basic-service")])],
                        "TS-PRESERVE-SERVICE 调用时报错，日志显示 no instances available for ts-basic-service。"),
               [rlogs2],
               [fact("TS-PRESERVE-SERVICE 调用时报错，日志显示 no instances available for ts-basic-service", D,
                     "c1")]))

    # 24. real metric: 2.455 s written as 2455ms (direct) and a P99 of 0.2 s (contradicted)
    rm = inv("n-3", "query_metrics", {"service": "ts-preserve-service"},
             {"alerts": [], "series": [{"metric": "pod_server_latency_p99", "service": "ts-preserve-service",
                                        "pod": "ts-preserve-service-b5ccf8557-j4txs", "max": 2.455, "avg": 0.99,
                                        "last": 0.4975, "unit": "s"}]})
    out.append(case("real-latency-units", ["natural_language", "unit_paraphrase", "value_contradiction",
                                           "real_telemetry", "family:nezha_no_instances"], qn,
               "ts-preserve-service 的 pod_server_latency_p99 峰值达到 2455ms。"
               "ts-preserve-service 的 pod_server_latency_p99 平均值为 0.2s。",
               [rlogs2, rm],
               [fact("ts-preserve-service 的 pod_server_latency_p99 峰值达到 2455ms", D),
                fact("ts-preserve-service 的 pod_server_latency_p99 平均值为 0.2s", C)]))

    # 25. fenced JSON cut off mid-claim: fallback on the raw text; claim texts are the facts
    body = json.dumps({"answer_version": "v1", "diagnosis_summary": "ts-preserve-service 诊断",
                       "claims": [{"claim_id": "c1", "claim_type": "finding",
                                   "claim_text": "ts-preserve-service 日志出现 No instances available for "
                                                 "ts-basic-service",
                                   "support_level": "direct", "evidence_bindings": []},
                                  {"claim_id": "c2", "claim_type": "finding",
                                   "claim_text": "根因是注册中心集群发生脑裂"}]}, ensure_ascii=False, indent=2)
    body = body[: body.rfind('"claim_text": "根因是注册中心集群发生脑裂"') + len('"claim_text": "根因是注册中心集群发生脑裂"')]
    out.append(case("real-fenced-cut", ["natural_language", "malformed_json", "fenced_json", "plain_cause",
                                        "real_telemetry", "family:nezha_no_instances"], qn,
               "```json\n" + body + "\n```",
               [rlogs2],
               [fact("ts-preserve-service 日志出现 No instances available for ts-basic-service", D),
                fact("根因是注册中心集群发生脑裂", N)]))

    # 26. no-hit search for the claimed error -> no_evidence (not contradicted, not direct)
    nohit = inv("n-4", "query_logs", {"service": "ts-basic-service", "keyword": "OutOfMemoryError"},
                {"total": 0, "logs": []})
    out.append(case("real-nohit", ["natural_language", "no_hit", "real_telemetry", "family:nezha_no_instances"],
               qn,
               "日志出现 OutOfMemoryError。ts-preserve-service 日志出现 No instances available for "
               "ts-basic-service。",
               [rlogs2, nohit],
               [fact("日志出现 OutOfMemoryError", N),
                fact("ts-preserve-service 日志出现 No instances available for ts-basic-service", D)]))
    return out
