#!/usr/bin/env python3
"""Build blind cases cA-001..cA-040 (standard library only). Writes cases.jsonl and windows.jsonl."""
import csv
import io
import json
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "sources"
OUT = Path(__file__).resolve().parent
NZ = "nezha5/2022-08-22/"
CASES = []
WINDOWS = []
_CUR = {"cid": None}


def _read(rel):
    return (SRC / rel).read_text(encoding="utf-8").splitlines()


def win(iid, rel, a, b):
    WINDOWS.append({"case_id": _CUR["cid"], "invocation_id": iid, "source": rel, "lines": [a, b]})


def text(iid, rel, a, b, header=False):
    """Verbatim lines a..b (1-based, inclusive), optionally preceded by the CSV header."""
    ls = _read(rel)
    win(iid, rel, a, b)
    body = ls[a - 1:b]
    return "\n".join(([ls[0]] if header else []) + body)


INTS = {"StartTimeUnixNano", "EndTimeUnixNano", "Duration", "TimeStamp"}


def rows(iid, rel, a, b, cols=None, numeric=True):
    """CSV rows a..b as dicts keyed by the header (values from the verbatim line)."""
    ls = _read(rel)
    win(iid, rel, a, b)
    hdr = next(csv.reader([ls[0]]))
    out = []
    for ln in ls[a - 1:b]:
        vals = next(csv.reader([ln]))
        d = {}
        for k, v in zip(hdr, vals):
            if cols and k not in cols:
                continue
            if numeric and k in INTS:
                d[k] = int(v)
            elif numeric and k not in ("Time", "PodName", "ServiceName", "TraceID", "SpanID", "ParentID",
                                       "OperationName", "Source", "Target"):
                try:
                    d[k] = float(v)
                except ValueError:
                    d[k] = v
            else:
                d[k] = v
        out.append(d)
    return out


def fault(iid, a, b):
    ls = _read(NZ + "2022-08-22-fault_list.json")
    win(iid, NZ + "2022-08-22-fault_list.json", a, b)
    return json.loads("\n".join(ls[a - 1:b]).rstrip().rstrip(","))


def series(rs, col, metric, service, unit):
    vals = [r[col] for r in rs]
    return {"metric": metric, "service": service, "max": round(max(vals), 4),
            "avg": round(sum(vals) / len(vals), 4), "last": round(vals[-1], 4), "unit": unit}


def inv(iid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": _CUR["cid"], "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": success, "error": error}


def F(fact, ver, note, crit=True, cid=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": ver, "note": note}
    if cid:
        d["claim_id"] = cid
    if extra:
        d["origin"] = "answer_extra"
    return d


def CF(contract, cid, ver, note):
    """Gold fact for a contract claim: fact = that claim's claim_text."""
    for cl in contract["claims"]:
        if cl["claim_id"] == cid:
            crit = cl["claim_type"] not in ("hypothesis", "recommendation", "action", "background",
                                            "context", "next_step")
            return F(cl["claim_text"], ver, note, crit=crit, cid=cid)
    raise KeyError(cid)


def verdict(facts):
    crit = [f["verification"] for f in facts if f["is_critical"]]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


def case(cid, tags, query, answer, invs, facts, expect):
    assert verdict(facts) == expect, (cid, verdict(facts), expect)
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": expect, "facts": facts}})


def start(cid):
    _CUR["cid"] = cid


def dumps(o, indent=None):
    return json.dumps(o, ensure_ascii=False, indent=indent)


T0403 = NZ + "trace/04_03_trace.csv"
T0528 = NZ + "trace/05_28_trace.csv"
T0711 = NZ + "trace/07_11_trace.csv"
M = NZ + "metric/"
FRONT = M + "frontend-579b9bff58-t2dbm_metric.csv"
CUR = M + "currencyservice-cf787dd48-vpjrd_metric.csv"
REC = M + "recommendationservice-6cfdd55578-gfj6q_metric.csv"
FS = M + "front_service.csv"
DEP = M + "dependency.csv"

# ---------------------------------------------------------------- cA-001
start("cA-001")
o1 = text("call_7a1c02", T0711, 11319, 11345, header=True)
o2 = rows("call_7a1c03", REC, 202, 202, cols=["Time", "TimeStamp", "PodName", "CpuUsage(m)", "CpuUsageRate(%)",
                                                "MemoryUsage(Mi)", "PodServerLatencyP99(s)", "PodWorkload(Ops)"])
ans = ("TraceID fa7cd000fab691027793621c0199524e 的根 span（frontend-579b9bff58-t2dbm 上的 "
       "hipstershop.Frontend/Recv.）耗时约 5.75 秒。其中 frontend 调 RecommendationService/ListRecommendations 的客户端 span "
       "就占了约 5.69 秒。recommendationservice-6cfdd55578-gfj6q 自己的服务端 span 是 5.19 秒。它再往下调 ListProducts 的客户端 "
       "span 用了约 2.39 秒。productcatalogservice 侧对应的 ListProducts 服务端 span 只有 12.3 ms。同一分钟（07:11:20）"
       "recommendationservice 的 CPU 使用率为 83%，CPU 用量约 14.6m。")
case("cA-001", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:faithful", "class:quantity"],
     "推荐页 07:11 左右特别慢，帮我看下是哪个服务拖的？",
     ans,
     [inv("call_7a1c02", 1, "query_traces", {"trace_id": "fa7cd000fab691027793621c0199524e", "minute": "07_11", "format": "csv"}, o1),
      inv("call_7a1c03", 2, "get_pod_metrics", {"pod": "recommendationservice-6cfdd55578-gfj6q", "at": "2022-08-22T07:11:20Z"}, {"rows": o2})],
     [F("TraceID fa7cd000fab691027793621c0199524e 的根 span（frontend-579b9bff58-t2dbm 上的 hipstershop.Frontend/Recv.）耗时约 5.75 秒", "direct_evidence", "root span Duration 5745305 us = 5.745 s"),
      F("其中 frontend 调 RecommendationService/ListRecommendations 的客户端 span 就占了约 5.69 秒", "direct_evidence", "span 11ecfc9ecab29b47 on frontend, Duration 5688166 us"),
      F("recommendationservice-6cfdd55578-gfj6q 自己的服务端 span 是 5.19 秒", "direct_evidence", "span c257f2c8b17f3207 Duration 5188426 us"),
      F("它再往下调 ListProducts 的客户端 span 用了约 2.39 秒", "direct_evidence", "span 282280e542a09840 on recommendationservice, Duration 2394789 us"),
      F("productcatalogservice 侧对应的 ListProducts 服务端 span 只有 12.3 ms", "direct_evidence", "span 5ddd1e7631b64b47 Duration 12324 us"),
      F("同一分钟（07:11:20）recommendationservice 的 CPU 使用率为 83%，CPU 用量约 14.6m", "direct_evidence", "metric row 07:11:20: CpuUsageRate 83.006, CpuUsage(m) 14.5999")],
     "PASS")

# ---------------------------------------------------------------- cA-002
start("cA-002")
sp = rows("toolu_01QfX8c2", T0711, 8709, 8756)
c = {"answer_version": "1.0",
     "diagnosis_summary": "07:10~07:11 首页请求慢，链路集中在推荐服务。",
     "claims": [
         {"claim_id": "c1", "claim_type": "metric_finding",
          "claim_text": "Trace c75e4661b3761b6cf32ac5463e129d60 的根 span c35144672532a58d 耗时 5625546 µs，约 5.6 秒",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "c35144672532a58d", "tool_name": "query_traces",
                                 "source_invocation_ids": ["toolu_01QfX8c2"],
                                 "evidence_excerpt": "SpanID=c35144672532a58d Duration=5625546"}]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "recommendationservice 的服务端 span f7fd1790076bcbe0 在 frontend 发起 ListRecommendations 调用约 2.3 秒之后才开始执行",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "f7fd1790076bcbe0", "tool_name": "query_traces",
                                 "source_invocation_ids": ["toolu_01QfX8c2"],
                                 "evidence_excerpt": "\"SpanID\": \"f7fd1790076bcbe0\", \"ParentID\": \"ec94e53fd0def86d\""}]},
         {"claim_id": "c3", "claim_type": "root_cause",
          "claim_text": "productcatalogservice-668d5f85fb-wckp8 调用 recommendationservice-6cfdd55578-gfj6q 的 ListRecommendations，是 recommendationservice 响应慢拖累了 productcatalogservice",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "dc6f434fc743b33a", "tool_name": "query_traces",
                                 "source_invocation_ids": ["toolu_01QfX8c2"],
                                 "evidence_excerpt": "SpanID=dc6f434fc743b33a ParentID=f7fd1790076bcbe0"}]},
         {"claim_id": "c4", "claim_type": "recommendation",
          "claim_text": "建议先给 recommendationservice 扩一个副本观察",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": ["扩容 recommendationservice"], "missing_info": [],
     "user_facing_answer": "productcatalogservice-668d5f85fb-wckp8 调用 recommendationservice-6cfdd55578-gfj6q 的 ListRecommendations，是 recommendationservice 响应慢拖累了 productcatalogservice。建议先给 recommendationservice 扩一个副本观察。"}
ans = "```json\n" + dumps(c, 2) + "\n```"
case("cA-002", ["source:nezha_onlineboutique", "format:json_fenced", "class:entity_swap", "class:quantity"],
     "hipstershop 首页 07:10 之后变慢了，是谁调谁出的问题？",
     ans,
     [inv("toolu_01QfX8c2", 1, "query_traces", {"trace_id_prefix": "c75e4661b376", "minute": "07_11"}, {"spans": sp})],
     [CF(c, "c1", "direct_evidence", "root span Duration 5625546 us; excerpt k=v pairs are fields of that span"),
      CF(c, "c2", "direct_evidence", "client span ec94e53fd0def86d starts ...226.5415 s, server span f7fd1790076bcbe0 starts ...228.8557 s: 2.31 s later"),
      CF(c, "c3", "contradicted", "roles reversed: span dc6f434fc743b33a on recommendationservice (parent f7fd...) calls ListProducts on productcatalogservice, not the other way"),
      CF(c, "c4", "no_evidence", "advice, non-critical")],
     "REJECT")
# ---------------------------------------------------------------- cA-003
start("cA-003")
sp = rows("inv-05281", T0528, 11596, 11640)
fr = rows("inv-05282", FS, 97, 100)
c = {"answer_version": "1.0",
     "diagnosis_summary": "05:27 起 frontend 到 currencyservice 的 Convert 调用在链路上变慢，服务端处理本身很快。",
     "claims": [
         {"claim_id": "c1", "claim_type": "metric_finding",
          "claim_text": "frontend 调 CurrencyService/Convert 的客户端 span 936045b96aedc5fa 耗时约 589 ms",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "936045b96aedc5fa", "tool_name": "query_traces",
                                 "source_invocation_ids": ["inv-05281"],
                                 "evidence_excerpt": "{\"SpanID\": \"936045b96aedc5fa\", \"Duration\": 589315}"}]},
         {"claim_id": "c2", "claim_type": "metric_finding",
          "claim_text": "对应的 currencyservice-cf787dd48-vpjrd 服务端 span 93945035362d5fb6 只用了 0.84 ms",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "93945035362d5fb6", "tool_name": "query_traces",
                                 "source_invocation_ids": ["inv-05281"],
                                 "evidence_excerpt": "ParentID=936045b96aedc5fa Duration=840 SpanID=93945035362d5fb6"}]},
         {"claim_id": "c3", "claim_type": "metric_finding",
          "claim_text": "Frontend 的 P99 延迟在 05:26–05:29 的最大值约 9.67 秒",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "LatencyP99(s)", "tool_name": "query_metrics",
                                 "source_invocation_ids": ["inv-05282"],
                                 "evidence_excerpt": "\"max\": 9.675"}]},
         {"claim_id": "c4", "claim_type": "hypothesis",
          "claim_text": "耗时主要消耗在 frontend 与 currencyservice 之间的网络上",
          "support_level": "indirect", "evidence_bindings": []}],
     "hypotheses": ["currencyservice 网络延迟"], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "frontend 调 CurrencyService/Convert 的客户端 span 936045b96aedc5fa 耗时约 589 ms，而对应的 currencyservice-cf787dd48-vpjrd 服务端 span 93945035362d5fb6 只用了 0.84 ms。Frontend 的 P99 延迟在 05:26–05:29 的最大值约 9.67 秒。"}
case("cA-003", ["source:nezha_onlineboutique", "format:json_raw", "class:faithful", "class:quantity"],
     "05:28 前端页面转圈，货币换算那块是不是有问题？",
     dumps(c),
     [inv("inv-05281", 1, "query_traces", {"trace_id": "bc78bdd974ddbfa844cb33a3beb3226c", "minute": "05_28"}, {"spans": sp}),
      inv("inv-05282", 1, "query_metrics", {"service": "Frontend", "metric": "LatencyP99(s)", "from": "05:26", "to": "05:29"},
          {"alerts": [], "series": [series(fr, "LatencyP99(s)", "LatencyP99", "Frontend", "s")]})],
     [CF(c, "c1", "direct_evidence", "span 936045b96aedc5fa Duration 589315 us = 589 ms"),
      CF(c, "c2", "direct_evidence", "span 93945035362d5fb6 on currencyservice, Duration 840 us = 0.84 ms"),
      CF(c, "c3", "direct_evidence", "series max 9.675 s over rows 05:26:19-05:29:19"),
      CF(c, "c4", "no_evidence", "hypothesis, non-critical")],
     "PASS")
# ---------------------------------------------------------------- cA-004
start("cA-004")
o1 = text("call_c4e9", T0528, 11596, 11640, header=True)
ans = ("- 根 span 26ba8aa3b3b63802 总耗时约 6.8 秒\n"
       "- 这条 trace 里 frontend 一共发了 9 次 Convert 调用\n"
       "- currencyservice-cf787dd48-vpjrd 的服务端 span 93945035362d5fb6 耗时 589 ms\n"
       "- 可能是 currencyservice 网络注入导致的，需要再确认")
case("cA-004", ["source:nezha_onlineboutique", "format:nl_bullets", "class:value_wrong", "class:misattribution", "class:quantity"],
     "05:28 那条 6 秒多的慢请求，时间都耗在哪了？",
     ans,
     [inv("call_c4e9", 1, "trace_search", {"trace": "bc78bdd974ddbfa844cb33a3beb3226c", "window": "05_28"}, o1)],
     [F("根 span 26ba8aa3b3b63802 总耗时约 6.8 秒", "direct_evidence", "root Duration 6775705 us = 6.78 s"),
      F("这条 trace 里 frontend 一共发了 9 次 Convert 调用", "direct_evidence", "frontend Convert client spans at lines 11600-11605 and 11638-11640: 9"),
      F("currencyservice-cf787dd48-vpjrd 的服务端 span 93945035362d5fb6 耗时 589 ms", "contradicted", "span 93945035362d5fb6 Duration is 840 us; 589 ms is the frontend client span 936045b96aedc5fa"),
      F("可能是 currencyservice 网络注入导致的，需要再确认", "no_evidence", "hedged, not a fact", crit=False)],
     "REJECT")

# ---------------------------------------------------------------- cA-005
start("cA-005")
o1 = text("9b1f0c2e-5d7a-4c1b-8e0f-2a6d1c4b7e11", FS, 13, 16, header=True)
o2 = fault("9b1f0c2e-5d7a-4c1b-8e0f-2a6d1c4b7e12", 11, 16)
ans = ("## 结论\n"
       "前端整体成功率（SuccessRate）在 04:02:19 还是 100%，到 04:03:19 掉到约 49.6%。\n"
       "04:04:19 和 04:05:19 也只有约 55.4% 和 53.8%。\n\n"
       "## 依据\n"
       "故障清单记录 04:02:07 对 frontend-579b9bff58-t2dbm 注入了 return 类型的故障。\n"
       "成功率第一次下跌出现在注入后的下一个采样点 04:03:19。\n"
       "同期 P99 延迟一直在 1.4–1.9 s 之间。\n\n"
       "## 下一步\n"
       "建议拉一下 frontend 04:02 之后的应用日志确认返回码。")
case("cA-005", ["source:nezha_onlineboutique", "format:nl_headings", "class:faithful", "class:quantity"],
     "04:03 开始大量下单/浏览失败，前端成功率怎么了？",
     ans,
     [inv("9b1f0c2e-5d7a-4c1b-8e0f-2a6d1c4b7e11", 1, "read_metric_csv", {"file": "front_service.csv", "from": "04:02", "to": "04:05"}, o1),
      inv("9b1f0c2e-5d7a-4c1b-8e0f-2a6d1c4b7e12", 1, "get_fault_injections", {"date": "2022-08-22", "hour": "04", "limit": 1}, {"faults": [o2]})],
     [F("前端整体成功率（SuccessRate）在 04:02:19 还是 100%，到 04:03:19 掉到约 49.6%", "direct_evidence", "SuccessRate 100 at 04:02:19, 49.5868 at 04:03:19"),
      F("04:04:19 和 04:05:19 也只有约 55.4% 和 53.8%", "direct_evidence", "55.414 and 53.793"),
      F("故障清单记录 04:02:07 对 frontend-579b9bff58-t2dbm 注入了 return 类型的故障", "direct_evidence", "fault entry inject_time 04:02:07, pod frontend, type return"),
      F("成功率第一次下跌出现在注入后的下一个采样点 04:03:19", "direct_evidence", "04:02:19 row (after 04:02:07) still 100, 04:03:19 is the first row below 100"),
      F("同期 P99 延迟一直在 1.4–1.9 s 之间", "direct_evidence", "LatencyP99 1.57, 1.87, 1.92, 1.41 s"),
      F("建议拉一下 frontend 04:02 之后的应用日志确认返回码", "no_evidence", "advice", crit=False)],
     "PASS")

# ---------------------------------------------------------------- cA-006
start("cA-006")
o1 = text("call_88d1", FS, 12, 15, header=True)
o2 = rows("call_88d2", FRONT, 11, 12, cols=["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])
ans = ("frontend 这几分钟 success rate 一直 100%，没有失败请求\n"
       "pod 这边 CPU 使用率 04:00 那一分钟冲到 87.7% 左右\n"
       "04:01 之后就掉回 23.6% 了\n"
       "建议再看下游服务")
case("cA-006", ["source:nezha_onlineboutique", "format:nl_sloppy", "class:negation", "class:quantity"],
     "frontend 04 点出头是不是挂过？",
     ans,
     [inv("call_88d1", 1, "read_metric_csv", {"file": "front_service.csv", "rows": "04:01-04:04"}, o1),
      inv("call_88d2", 1, "get_pod_metrics", {"pod": "frontend-579b9bff58-t2dbm", "from": "04:00", "to": "04:01"}, {"rows": o2})],
     [F("frontend 这几分钟 success rate 一直 100%，没有失败请求", "contradicted", "SuccessRate 49.59% at 04:03:19 and 55.41% at 04:04:19"),
      F("pod 这边 CPU 使用率 04:00 那一分钟冲到 87.7% 左右", "direct_evidence", "CpuUsageRate 87.727 at 04:00:19"),
      F("04:01 之后就掉回 23.6% 了", "direct_evidence", "CpuUsageRate 23.61 at 04:01:20"),
      F("建议再看下游服务", "no_evidence", "advice", crit=False)],
     "REJECT")
# ---------------------------------------------------------------- cA-007
start("cA-007")
rr = rows("qm_0711_rec", REC, 200, 204)
fl = fault("fl_0711", 125, 130)
c = {"answer_version": "1.0",
     "diagnosis_summary": "recommendationservice 在 07:10 之后 CPU 打满、服务端延迟飙高。",
     "claims": [
         {"claim_id": "c1", "claim_type": "metric_finding",
          "claim_text": "recommendationservice-6cfdd55578-gfj6q 的 CPU 使用率在 07:09–07:13 间峰值接近 100%（99.97%）",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "CpuUsageRate(%)", "tool_name": "query_metrics",
                                 "source_invocation_ids": ["qm_0711_rec"], "evidence_excerpt": "\"max\": 99.9737"}]},
         {"claim_id": "c2", "claim_type": "metric_finding",
          "claim_text": "该 pod 的服务端 P99 延迟最高约 9775 ms",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "PodServerLatencyP99(s)", "tool_name": "query_metrics",
                                 "source_invocation_ids": ["qm_0711_rec"], "evidence_excerpt": "\"metric\": \"PodServerLatencyP99\", \"max\": 9.775"}]},
         {"claim_id": "c3", "claim_type": "metric_finding",
          "claim_text": "CPU 用量最高约 0.02 核",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "CpuUsage(m)", "tool_name": "query_metrics",
                                 "source_invocation_ids": ["qm_0711_rec"], "evidence_excerpt": "\"max\": 19.9947"}]},
         {"claim_id": "c4", "claim_type": "alert_state",
          "claim_text": "故障注入记录显示 07:10:43 对 recommendationservice-6cfdd55578-gfj6q 注入了 cpu_consumed",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "fault_list", "source_id": "07", "tool_name": "get_fault_injections",
                                 "source_invocation_ids": ["fl_0711"], "evidence_excerpt": "\"inject_type\": \"cpu_consumed\""}]},
         {"claim_id": "c5", "claim_type": "hypothesis",
          "claim_text": "CPU 限额偏小可能放大了这次注入的影响",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": ["CPU limit 偏小"], "recommended_actions": ["调高 CPU limit 后复测"], "missing_info": [],
     "user_facing_answer": "recommendationservice-6cfdd55578-gfj6q 的 CPU 使用率在 07:09–07:13 间峰值接近 100%（99.97%），该 pod 的服务端 P99 延迟最高约 9775 ms。故障注入记录显示 07:10:43 对 recommendationservice-6cfdd55578-gfj6q 注入了 cpu_consumed。"}
case("cA-007", ["source:nezha_onlineboutique", "format:json_indented", "class:quantity", "class:faithful"],
     "推荐服务 07:10 前后的 CPU 和延迟是什么情况？",
     dumps(c, 4),
     [inv("qm_0711_rec", 1, "query_metrics", {"pod": "recommendationservice-6cfdd55578-gfj6q", "from": "07:09", "to": "07:13"},
          {"alerts": [], "series": [series(rr, "CpuUsageRate(%)", "CpuUsageRate", "recommendationservice", "%"),
                                    series(rr, "PodServerLatencyP99(s)", "PodServerLatencyP99", "recommendationservice", "s"),
                                    series(rr, "CpuUsage(m)", "CpuUsage", "recommendationservice", "m")]}),
      inv("fl_0711", 1, "get_fault_injections", {"date": "2022-08-22", "pod": "recommendationservice-6cfdd55578-gfj6q", "hour": "07"}, {"faults": [fl]})],
     [CF(c, "c1", "direct_evidence", "CpuUsageRate series max 99.9737 %"),
      CF(c, "c2", "direct_evidence", "PodServerLatencyP99 max 9.775 s = 9775 ms"),
      CF(c, "c3", "direct_evidence", "CpuUsage max 19.9947 m = 0.02 cores"),
      CF(c, "c4", "direct_evidence", "fault entry 07:10:43 recommendationservice cpu_consumed"),
      CF(c, "c5", "no_evidence", "hypothesis, non-critical")],
     "PASS")

# ---------------------------------------------------------------- cA-008
start("cA-008")
sp = rows("es-q-3318", T0711, 11319, 11371)
ans = ("在 trace fa7cd000fab691027793621c0199524e 里，frontend 一共发起了 8 次 ProductCatalogService/GetProduct 调用。"
       "productcatalogservice 侧每次 GetProduct 的服务端耗时都在 5 ms 以内。"
       "frontend 对 CurrencyService/Convert 的两次调用里，最长一次约 7.8 ms。"
       "shippingservice 的 GetQuote 服务端只用了 0.63 ms。")
case("cA-008", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:count_wrong", "class:quantity"],
     "帮我数一下这条慢 trace 里各下游调用的次数和耗时",
     ans,
     [inv("es-q-3318", 1, "es_query", {"index": "traces-07_11", "q": "TraceID:fa7cd000fab691027793621c0199524e"}, {"hits": sp})],
     [F("在 trace fa7cd000fab691027793621c0199524e 里，frontend 一共发起了 8 次 ProductCatalogService/GetProduct 调用", "contradicted", "frontend has 6 GetProduct client spans (3877e9..., 7d8d66..., 533241..., 31de2b..., e2bd45..., a4ed7e...)"),
      F("productcatalogservice 侧每次 GetProduct 的服务端耗时都在 5 ms 以内", "direct_evidence", "server GetProduct spans 3565, 2845, 3170, 4334, 3116, 2750 us"),
      F("frontend 对 CurrencyService/Convert 的两次调用里，最长一次约 7.8 ms", "direct_evidence", "two frontend Convert spans 4803 and 7767 us"),
      F("shippingservice 的 GetQuote 服务端只用了 0.63 ms", "direct_evidence", "span a5d4ab9670af022c Duration 632 us")],
     "REJECT")

# ---------------------------------------------------------------- cA-009
start("cA-009")
ans = ("## 现象\n"
       "emailservice-55fdc5b988-f6xth 在 05:35 前后的 span 耗时明显升高。\n\n"
       "## 日志\n"
       "emailservice 的日志里没有任何报错。\n\n"
       "## 根因\n"
       "根因是 emailservice 所在 pod 的 CPU 被争抢。\n\n"
       "## 建议\n"
       "建议稍后重新拉一次链路数据再确认。")
case("cA-009", ["source:nezha_onlineboutique", "format:nl_headings", "class:gap"],
     "05:35 下单确认邮件发得特别慢，帮忙查下 emailservice",
     ans,
     [inv("call_e91", 1, "query_traces", {"pod": "emailservice-55fdc5b988-f6xth", "from": "05:34", "to": "05:37"}, None,
          success=False, error="trace backend timeout after 30s (jaeger-query 504)"),
      inv("call_e92", 1, "query_logs", {"service": "emailservice", "level": "ERROR", "from": "05:34", "to": "05:37"}, {"total": 0, "logs": []}),
      inv("call_e93", 2, "get_pod_metrics", {"pod": "emailservice-55fdc5b988-f6xth", "from": "05:34", "to": "05:37"}, None,
          success=False, error="metrics store unavailable: connection refused")],
     [F("emailservice-55fdc5b988-f6xth 在 05:35 前后的 span 耗时明显升高", "no_evidence", "the trace call failed"),
      F("emailservice 的日志里没有任何报错", "no_evidence", "only a no-hit query; no-hit does not prove absence"),
      F("根因是 emailservice 所在 pod 的 CPU 被争抢", "no_evidence", "no successful output; metrics call failed"),
      F("建议稍后重新拉一次链路数据再确认", "no_evidence", "advice", crit=False)],
     "LOW_CONFID")

# ---------------------------------------------------------------- cA-010
start("cA-010")
kb = {"query": "currencyservice network delay frontend Convert slow",
      "chunks": [
          {"chunk_id": "kb-ob-112", "source_doc": "runbooks/onlineboutique/currencyservice.md", "retrieval_layer": "runbook",
           "relevance": "high", "deduped": False,
           "content": "currencyservice 出现网络延迟时，frontend 渲染首页会串行调用多次 Convert，每次都叠加一次网络往返，单个页面请求可能拖到数秒。服务端 span 本身通常仍然很短。"},
          {"chunk_id": "kb-ob-207", "source_doc": "postmortems/INC-2207-09.md", "retrieval_layer": "past_incident",
           "relevance": "medium", "deduped": False,
           "content": "INC-2207-09：currencyservice 所在节点网卡被限速，前端 P99 升到 9 秒以上，摘除限速后 2 分钟内恢复。"}]}
c = {"answer_version": "1.0",
     "diagnosis_summary": "倾向于 currencyservice 网络延迟。",
     "claims": [
         {"claim_id": "c1", "claim_type": "background",
          "claim_text": "currencyservice 网络延迟时 frontend 会串行调用多次 Convert，每次都叠加一次网络往返",
          "support_level": "indirect",
          "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-ob-112", "tool_name": "lookup_knowledge",
                                 "source_invocation_ids": ["toolu_kb_5c1"], "evidence_excerpt": "frontend 渲染首页会串行调用多次 Convert"}]},
         {"claim_id": "c2", "claim_type": "root_cause",
          "claim_text": "按 runbook 的描述，这类故障下单个页面请求会被拖到数秒，而 currencyservice 服务端 span 本身仍然很短",
          "support_level": "indirect",
          "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-ob-112", "tool_name": "lookup_knowledge",
                                 "source_invocation_ids": ["toolu_kb_5c1"], "evidence_excerpt": "服务端 span 本身通常仍然很短"}]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "历史事故 INC-2207-09 中前端 P99 升到 9 秒以上，摘除限速后 2 分钟内恢复",
          "support_level": "indirect",
          "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-ob-207", "tool_name": "lookup_knowledge",
                                 "source_invocation_ids": ["toolu_kb_5c1"], "evidence_excerpt": "前端 P99 升到 9 秒以上"}]}],
     "hypotheses": [], "recommended_actions": ["检查 currencyservice 所在节点网卡限速"], "missing_info": ["05:27 的实际链路数据"],
     "user_facing_answer": "按 runbook 的描述，这类故障下单个页面请求会被拖到数秒，而 currencyservice 服务端 span 本身仍然很短。建议检查 currencyservice 所在节点网卡限速。"}
ans = "先说结论：更像是网络问题，详见下面的结构化结果。\n" + dumps(c)
case("cA-010", ["source:nezha_onlineboutique", "format:json_with_text", "class:runbook_only"],
     "05:27 以后首页很慢，currencyservice 是不是网络有问题？",
     ans,
     [inv("toolu_kb_5c1", 1, "lookup_knowledge", {"query": "currencyservice network delay frontend Convert slow"}, kb),
      inv("toolu_qm_5c2", 1, "query_metrics", {"service": "currencyservice", "from": "05:26", "to": "05:29"}, None,
          success=False, error="query_metrics: upstream prometheus returned 503")],
     [CF(c, "c1", "indirect_support", "background from runbook chunk kb-ob-112 only; non-critical"),
      CF(c, "c2", "indirect_support", "attributed to runbook; only kb-ob-112 supports it"),
      CF(c, "c3", "indirect_support", "past incident chunk only")],
     "LOW_CONFID")
# ---------------------------------------------------------------- cA-011
start("cA-011")
o1 = rows("inv_a81", REC, 201, 203, cols=["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "NodeCpuUsageRate(%)"])
fl = fault("inv_a82", 125, 130)
ans = ("**现象**：recommendationservice-6cfdd55578-gfj6q 的 CPU 使用率 07:10:20 是 38%，07:12:20 到了 99.97%。\n"
       "**注入记录**：07:10:43 对这个 pod 注入过 cpu_consumed。\n"
       "**根因**：同一时段有人在这个节点上跑了一次压测。\n"
       "**补充**：故障前团队刚做完一次配置变更。\n"
       "**建议**：压测期间给推荐服务单独留出 CPU 余量。")
case("cA-011", ["source:nezha_onlineboutique", "format:nl_bold_labels", "class:unsupported_cause"],
     "推荐服务 CPU 为什么突然打满了？",
     ans,
     [inv("inv_a81", 1, "get_pod_metrics", {"pod": "recommendationservice-6cfdd55578-gfj6q", "from": "07:10", "to": "07:12"}, {"rows": o1}),
      inv("inv_a82", 1, "get_fault_injections", {"date": "2022-08-22", "hour": "07"}, {"faults": [fl]})],
     [F("recommendationservice-6cfdd55578-gfj6q 的 CPU 使用率 07:10:20 是 38%，07:12:20 到了 99.97%", "direct_evidence", "CpuUsageRate 38.04 and 99.97"),
      F("07:10:43 对这个 pod 注入过 cpu_consumed", "direct_evidence", "fault entry 07:10:43 cpu_consumed on the pod"),
      F("同一时段有人在这个节点上跑了一次压测", "no_evidence", "no output mentions a load test"),
      F("故障前团队刚做完一次配置变更", "no_evidence", "no output mentions a config change"),
      F("压测期间给推荐服务单独留出 CPU 余量", "no_evidence", "advice", crit=False)],
     "LOW_CONFID")

# ---------------------------------------------------------------- cA-012
start("cA-012")
sp = rows("call_0711_tr", T0711, 11319, 11341)
mr = rows("call_0711_m", REC, 201, 202, cols=["Time", "PodName", "CpuUsageRate(%)", "PodServerLatencyP99(s)"])
c = {"answer_version": "1.0", "diagnosis_summary": "推荐服务慢。",
     "claims": [
         {"claim_id": "c1", "claim_type": "metric_finding",
          "claim_text": "recommendationservice-6cfdd55578-gfj6p 的服务端 ListRecommendations span c257f2c8b17f3207 耗时 5.19 s",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "c257f2c8b17f3207", "tool_name": "query_traces",
                                 "source_invocation_ids": ["call_0711_tr"], "evidence_excerpt": "SpanID=c257f2c8b17f3207 Duration=5188426"}]},
         {"claim_id": "c2", "claim_type": "metric_finding",
          "claim_text": "07:10:20 推荐服务的服务端 P99 延迟约 9.77 秒",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "PodServerLatencyP99(s)", "tool_name": "get_pod_metrics",
                                 "source_invocation_ids": ["call_0711_m"], "evidence_excerpt": "\"PodServerLatencyP99(s)\": 9.774999999999999"}]},
         {"claim_id": "c3", "claim_type": "metric_finding",
          "claim_text": "07:11:20 推荐服务 CPU 使用率约 83%",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "CpuUsageRate(%)", "tool_name": "get_pod_metrics",
                                 "source_invocation_ids": ["call_0711_m"], "evidence_excerpt": "\"CpuUsageRate(%)\": 83.00621830895713"}]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "recommendationservice-6cfdd55578-gfj6p 的服务端 ListRecommendations span c257f2c8b17f3207 耗时 5.19 s，07:10:20 推荐服务的服务端 P99 延迟约 9.77 秒。"}
case("cA-012", ["source:nezha_onlineboutique", "format:json_raw", "class:fabricated_id"],
     "推荐接口 07:11 很慢，具体是哪个 pod？",
     dumps(c),
     [inv("call_0711_tr", 1, "query_traces", {"trace_id": "fa7cd000fab691027793621c0199524e"}, {"spans": sp}),
      inv("call_0711_m", 1, "get_pod_metrics", {"service": "recommendationservice", "from": "07:10", "to": "07:11"}, {"rows": mr})],
     [CF(c, "c1", "contradicted", "pod name ends gfj6p; the real pod is recommendationservice-6cfdd55578-gfj6q (one character off, fabricated)"),
      CF(c, "c2", "direct_evidence", "PodServerLatencyP99 9.775 s at 07:10:20"),
      CF(c, "c3", "direct_evidence", "CpuUsageRate 83.006 at 07:11:20")],
     "REJECT")

# ---------------------------------------------------------------- cA-013
start("cA-013")
d1 = text("c013-dep", DEP, 2, 15, header=True)
sp = rows("c013-tr", T0403, 444, 496)
ans = ("- 依赖表里 checkoutservice 直接依赖 paymentservice、emailservice、shippingservice 和 cartservice\n"
       "- 在 trace 019467b0b27430afe4a9c5730a9ea1c8 中，checkoutservice-578fcf4766-9csqn 的 PaymentService/Charge 客户端 span 1e71101e8c617be6 是 paymentservice-9cdb6588f-554sm 上 span 7a33544355ddf44f 的父 span\n"
       "- paymentservice 侧的 Charge 只花了 241 µs\n"
       "- checkoutservice 服务端 PlaceOrder 总耗时约 152 ms，其中 EmptyUserCart 占了约 64 ms\n"
       "- emailservice 发送确认邮件的服务端 span 耗时约 0.46 ms\n"
       "- 下单链路上暂时看不出哪一跳特别异常，建议再对比故障前的同类 trace")
case("cA-013", ["source:nezha_onlineboutique", "format:nl_bullets", "class:faithful", "class:quantity"],
     "下单流程里 checkoutservice 都调了谁？这次 04:02 的下单请求各段耗时多少？",
     ans,
     [inv("c013-dep", 1, "read_metric_csv", {"file": "dependency.csv"}, d1),
      inv("c013-tr", 2, "query_traces", {"trace_id": "019467b0b27430afe4a9c5730a9ea1c8", "pod_prefix": "checkoutservice,paymentservice,emailservice,shippingservice,cartservice,productcatalogservice"}, {"spans": sp})],
     [F("依赖表里 checkoutservice 直接依赖 paymentservice、emailservice、shippingservice 和 cartservice", "direct_evidence", "dependency rows checkoutservice->emailservice/cartservice/shippingservice/paymentservice"),
      F("在 trace 019467b0b27430afe4a9c5730a9ea1c8 中，checkoutservice-578fcf4766-9csqn 的 PaymentService/Charge 客户端 span 1e71101e8c617be6 是 paymentservice-9cdb6588f-554sm 上 span 7a33544355ddf44f 的父 span", "direct_evidence", "span 7a33544355ddf44f ParentID 1e71101e8c617be6"),
      F("paymentservice 侧的 Charge 只花了 241 µs", "direct_evidence", "Duration 241"),
      F("checkoutservice 服务端 PlaceOrder 总耗时约 152 ms，其中 EmptyUserCart 占了约 64 ms", "direct_evidence", "PlaceOrder 152460 us; EmptyUserCart 63731 us"),
      F("emailservice 发送确认邮件的服务端 span 耗时约 0.46 ms", "direct_evidence", "span ca941cf2c17e18a2 Duration 457 us"),
      F("下单链路上暂时看不出哪一跳特别异常，建议再对比故障前的同类 trace", "no_evidence", "hedged (暂时看不出) plus advice", crit=False)],
     "PASS")

# ---------------------------------------------------------------- cA-014
start("cA-014")
o1 = text("run-14-a", FS, 97, 99, header=True)
fl = fault("run-14-b", 73, 78)
ans = ("05:27:06 对 currencyservice-cf787dd48-vpjrd 注入了 network_delay。前端的 P99 在 05:26:19 就已经到了 9.5 秒，比注入还早一分钟。"
       "05:28:19 的 P50 也升到了约 1.8 秒。这期间成功率始终是 100%。")
case("cA-014", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:time_wrong"],
     "05:28 前端延迟飙高，是不是在故障注入之前就开始了？",
     ans,
     [inv("run-14-a", 1, "read_metric_csv", {"file": "front_service.csv", "from": "05:26", "to": "05:28"}, o1),
      inv("run-14-b", 1, "get_fault_injections", {"date": "2022-08-22", "hour": "05", "pod": "currencyservice-cf787dd48-vpjrd"}, {"faults": [fl]})],
     [F("05:27:06 对 currencyservice-cf787dd48-vpjrd 注入了 network_delay", "direct_evidence", "fault entry 05:27:06"),
      F("前端的 P99 在 05:26:19 就已经到了 9.5 秒，比注入还早一分钟", "contradicted", "LatencyP99 at 05:26:19 is 0.99 s; 9.52 s only at 05:28:19, after the injection"),
      F("05:28:19 的 P50 也升到了约 1.8 秒", "direct_evidence", "LatencyP50 1.8088 s"),
      F("这期间成功率始终是 100%", "direct_evidence", "SuccessRate 100 in all three rows")],
     "REJECT")
# ---------------------------------------------------------------- cA-015
start("cA-015")
sp = rows("toolu_01Hb7", T0403, 435, 470)
c = {"answer_version": "1.0", "diagnosis_summary": "04:02 的一次下单请求各段耗时正常。",
     "claims": [
         {"claim_id": "c1", "claim_type": "metric_finding",
          "claim_text": "frontend 发起的 CheckoutService/PlaceOrder 客户端 span 56b1af949555d599 耗时约 156 ms",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "56b1af949555d599", "tool_name": "query_traces",
                                 "source_invocation_ids": ["toolu_01Hb7"], "evidence_excerpt": "Duration=156416 SpanID=56b1af949555d599"}]},
         {"claim_id": "c2", "claim_type": "metric_finding",
          "claim_text": "checkoutservice-578fcf4766-9csqn 上的服务端 PlaceOrder span 712950e7fb222a12 耗时 152460 µs",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "712950e7fb222a12", "tool_name": "query_traces",
                                 "source_invocation_ids": ["T1"], "evidence_excerpt": "{\"Duration\": 152460, \"PodName\": \"checkoutservice-578fcf4766-9csqn\", \"SpanID\": \"712950e7fb222a12\"}"}]},
         {"claim_id": "c3", "claim_type": "metric_finding",
          "claim_text": "整个请求的根 span a85ecc461dfbc409 约 0.25 秒",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "a85ecc461dfbc409", "tool_name": "query_traces",
                                 "source_invocation_ids": ["toolu_01Hb7"], "evidence_excerpt": "hipstershop.Frontend/Recv."}]},
         {"claim_id": "c4", "claim_type": "recommendation",
          "claim_text": "这条链路可以作为 04:02 之后对比的基线",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "这次下单：frontend 发起的 CheckoutService/PlaceOrder 客户端 span 56b1af949555d599 耗时约 156 ms，checkoutservice-578fcf4766-9csqn 上的服务端 PlaceOrder span 712950e7fb222a12 耗时 152460 µs，整个请求的根 span a85ecc461dfbc409 约 0.25 秒。"}
case("cA-015", ["source:nezha_onlineboutique", "format:json_compact", "class:excerpt_format", "class:quantity"],
     "04:02 左右有一单下单请求，帮我拆一下耗时",
     json.dumps(c, ensure_ascii=False, separators=(",", ":")),
     [inv("toolu_01Hb7", 1, "query_traces", {"trace_id": "019467b0b27430afe4a9c5730a9ea1c8"}, {"spans": sp})],
     [CF(c, "c1", "direct_evidence", "k=v pairs in another order are fields of span 56b1af949555d599 (156416 us)"),
      CF(c, "c2", "direct_evidence", "trace ref T1 = the only evidence call; JSON subset of span 712950e7fb222a12"),
      CF(c, "c3", "direct_evidence", "root span a85ecc461dfbc409 Duration 251556 us; excerpt is its OperationName"),
      CF(c, "c4", "no_evidence", "recommendation, non-critical")],
     "PASS")

# ---------------------------------------------------------------- cA-016
start("cA-016")
r1 = rows("m16-rec", REC, 200, 204, cols=["Time", "PodName", "PodServerLatencyP99(s)", "CpuUsageRate(%)"])
r2 = rows("m16-fe", FRONT, 200, 204, cols=["Time", "PodName", "PodClientLatencyP99(s)", "PodServerLatencyP99(s)"])
ans = ("recommendationservice-6cfdd55578-gfj6q 的 PodServerLatencyP99 在 07:10:20 达到约 9.77 秒。"
       "到 07:13:20 已经回落到 0.044 秒左右。"
       "frontend-579b9bff58-t2dbm 在 07:10:20 的客户端 P99 延迟约 7.06 秒。"
       "延迟告警是在 07:15:30 触发的。"
       "推荐服务是 07:14 左右自己恢复的。")
case("cA-016", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:time_wrong", "class:quantity"],
     "07:10 推荐服务延迟抖动，什么时候开始、什么时候恢复的？",
     ans,
     [inv("m16-rec", 1, "get_pod_metrics", {"pod": "recommendationservice-6cfdd55578-gfj6q", "from": "07:09", "to": "07:13"}, {"rows": r1}),
      inv("m16-fe", 1, "get_pod_metrics", {"pod": "frontend-579b9bff58-t2dbm", "from": "07:09", "to": "07:13"}, {"rows": r2})],
     [F("recommendationservice-6cfdd55578-gfj6q 的 PodServerLatencyP99 在 07:10:20 达到约 9.77 秒", "direct_evidence", "9.775 s at 07:10:20"),
      F("到 07:13:20 已经回落到 0.044 秒左右", "direct_evidence", "0.0441 s at 07:13:20"),
      F("frontend-579b9bff58-t2dbm 在 07:10:20 的客户端 P99 延迟约 7.06 秒", "direct_evidence", "PodClientLatencyP99 7.065 s"),
      F("延迟告警是在 07:15:30 触发的", "no_evidence", "no alert data and no record at 07:15:30"),
      F("推荐服务是 07:14 左右自己恢复的", "no_evidence", "no record at 07:14; self-recovery not shown")],
     "LOW_CONFID")

# ---------------------------------------------------------------- cA-017
start("cA-017")
o1 = text("inv_17_9c", T0403, 10265, 10310, header=True)
ans = ("trace e456382254e017efe9f73df2379c38d4 的根 span 1d4c6c78a975c344 耗时约 1.22 秒。"
       "frontend 对 CurrencyService/Convert 的调用里最长的一次是 span 1980ab78f60040c4，用了约 417 ms。"
       "对应的 currencyservice 服务端 span 846f6b6a26a2c5a1 只有 1.3 ms 左右。"
       "另外 span 4aa08a6fa680bff0 的 GetCurrencyData 花了约 88 ms。"
       "可能是 adservice 的 SELECT 查询拖慢了整个请求，也不排除 cartservice 有问题。")
case("cA-017", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:hedged_distractor", "class:quantity"],
     "04:03 有个 1 秒多的首页请求，瓶颈在哪？",
     ans,
     [inv("inv_17_9c", 1, "trace_search", {"trace": "e456382254e017efe9f73df2379c38d4", "window": "04_03"}, o1)],
     [F("trace e456382254e017efe9f73df2379c38d4 的根 span 1d4c6c78a975c344 耗时约 1.22 秒", "direct_evidence", "Duration 1220389 us"),
      F("frontend 对 CurrencyService/Convert 的调用里最长的一次是 span 1980ab78f60040c4，用了约 417 ms", "direct_evidence", "416726 us, the largest of the 9 frontend Convert spans"),
      F("对应的 currencyservice 服务端 span 846f6b6a26a2c5a1 只有 1.3 ms 左右", "direct_evidence", "Duration 1319 us, parent 1980ab78f60040c4"),
      F("另外 span 4aa08a6fa680bff0 的 GetCurrencyData 花了约 88 ms", "direct_evidence", "Duration 87726 us"),
      F("可能是 adservice 的 SELECT 查询拖慢了整个请求，也不排除 cartservice 有问题", "no_evidence", "hedged, not a fact", crit=False)],
     "PASS")

# ---------------------------------------------------------------- cA-018
start("cA-018")
mr = rows("call_5d1e", CUR, 97, 99, cols=["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)", "MemoryUsageRate(%)"])
c = {"answer_version": "1.0", "diagnosis_summary": "currencyservice 在 05:27 前后内存骤降、CPU 升高。",
     "claims": [
         {"claim_id": "c1", "claim_type": "metric_finding",
          "claim_text": "currencyservice-cf787dd48-vpjrd 在 05:26:19 的内存使用为 124.17 MiB",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "MemoryUsage(Mi)", "tool_name": "get_pod_metrics",
                                 "source_invocation_ids": ["call_5d1f"], "evidence_excerpt": "\"MemoryUsage(Mi)\": 124.171875"}]},
         {"claim_id": "c2", "claim_type": "metric_finding",
          "claim_text": "05:27:19 它的 CPU 使用率约 68.6%",
          "support_level": "direct", "evidence_bindings": []},
         {"claim_id": "c3", "claim_type": "metric_finding",
          "claim_text": "05:28:19 内存使用率降到约 28.2%",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "MemoryUsageRate(%)", "tool_name": "get_pod_metrics",
                                 "source_invocation_ids": ["T4"], "evidence_excerpt": "\"MemoryUsageRate(%)\": 28.1768798828125"}]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "currencyservice-cf787dd48-vpjrd 在 05:26:19 的内存使用为 124.17 MiB，05:27:19 它的 CPU 使用率约 68.6%，05:28:19 内存使用率降到约 28.2%。"}
case("cA-018", ["source:nezha_onlineboutique", "format:json_indented", "class:bad_reference"],
     "currencyservice 05:27 左右资源使用有什么变化？",
     dumps(c, 2),
     [inv("call_5d1e", 1, "get_pod_metrics", {"pod": "currencyservice-cf787dd48-vpjrd", "from": "05:26", "to": "05:28"}, {"rows": mr})],
     [CF(c, "c1", "indirect_support", "value right (124.171875) but the binding names call_5d1f, which does not exist"),
      CF(c, "c2", "indirect_support", "value right (68.647) but the claim has no binding"),
      CF(c, "c3", "indirect_support", "value right (28.18) but trace ref T4 does not exist (only one evidence call)")],
     "LOW_CONFID")
# ---------------------------------------------------------------- cA-019
start("cA-019")
o1 = text("kubectl-top-19", CUR, 96, 99, header=True)
ans = ("currencyservice MemoryUsage 05:26 还有 ~124 Mi，05:27 掉到 36.4 Mi\n"
       "算下来大概少了 0.085 GiB\n"
       "pod 当时被重启过一次\n"
       "05:27:19 那分钟 CPU usage rate 是 68.6%\n"
       "后面可以再看下 events 确认一下")
case("cA-019", ["source:nezha_onlineboutique", "format:nl_sloppy", "class:unsupported_cause", "class:quantity"],
     "currencyservice 的内存怎么突然掉下来了？",
     ans,
     [inv("kubectl-top-19", 1, "read_metric_csv", {"file": "currencyservice-cf787dd48-vpjrd_metric.csv", "from": "05:25", "to": "05:28"}, o1)],
     [F("currencyservice MemoryUsage 05:26 还有 ~124 Mi，05:27 掉到 36.4 Mi", "direct_evidence", "124.17 Mi at 05:26:19, 36.44 Mi at 05:27:19"),
      F("算下来大概少了 0.085 GiB", "direct_evidence", "124.17 - 36.44 = 87.73 MiB = 0.0857 GiB"),
      F("pod 当时被重启过一次", "no_evidence", "no output shows a restart"),
      F("05:27:19 那分钟 CPU usage rate 是 68.6%", "direct_evidence", "CpuUsageRate 68.647"),
      F("后面可以再看下 events 确认一下", "no_evidence", "next step", crit=False)],
     "LOW_CONFID")

# ---------------------------------------------------------------- cA-020
start("cA-020")
r1 = rows("q20_fe", FRONT, 201, 203, cols=["Time", "PodName", "CpuUsageRate(%)", "PodClientLatencyP99(s)"])
r2 = rows("q20_rec", REC, 201, 203, cols=["Time", "PodName", "CpuUsageRate(%)", "PodServerLatencyP99(s)"])
ans = ("{\"answer_version\": \"1.0\",\n"
       " \"claims\": [\n"
       "  {\"claim_id\": \"c1\", \"claim_type\": \"metric_finding\", \"claim_text\": \"frontend-579b9bff58-t2dbm 的 CPU 使用率在 07:12:20 达到 99.97%\", \"support_level\": \"direct\",\n"
       "   \"evidence_bindings\": [{\"source_type\": \"metric\", \"tool_name\": \"get_pod_metrics\", \"source_invocation_ids\": [\"q20_fe\"], \"evidence_excerpt\": \"CpuUsageRate(%)\"}]},\n"
       "  {\"claim_id\": \"c2\", \"claim_type\": \"metric_finding\", \"claim_text\": \"前端 pod 07:10:20 那一分钟的 PodClientLatencyP99 为 7.06 s\", \"support_level\": \"direct\",\n"
       "   \"evidence_bindings\": [{\"source_type\": \"metric\", \"tool_name\": \"get_pod_metrics\", \"source_invocation_ids\": [\"q20_fe\"], \"evidence_excerpt\": \"7.064999999999973\"}]},\n"
       "  {\"claim_id\": \"c3\", \"claim_type\": \"metric_finding\", \"claim_text\": \"recommendationservice-6cfdd55578-gfj6q 在 07:11:20 的服务端 P99 延迟约 4.97 秒\", \"support_level\": \"direct\",\n"
       "   \"evidence_bindings\": [{\"source_type\": \"metric\", \"tool_name\": \"get_pod_metrics\", \"source_invocation_ids\": [\"q20_rec\"], \"evidence_excerpt\": \"4.965322580645162\"}]},\n"
       " ],\n"
       " \"user_facing_answer\": \"初步看可能是前端自己 CPU 不够，建议先扩容 frontend。\"\n")
case("cA-020", ["source:nezha_onlineboutique", "format:json_malformed", "class:misattribution"],
     "07:10 之后前端整体变慢，前端 pod 自己有没有资源问题？",
     ans,
     [inv("q20_fe", 1, "get_pod_metrics", {"pod": "frontend-579b9bff58-t2dbm", "from": "07:10", "to": "07:12"}, {"rows": r1}),
      inv("q20_rec", 1, "get_pod_metrics", {"pod": "recommendationservice-6cfdd55578-gfj6q", "from": "07:10", "to": "07:12"}, {"rows": r2})],
     [F("frontend-579b9bff58-t2dbm 的 CPU 使用率在 07:12:20 达到 99.97%", "contradicted", "frontend CpuUsageRate at 07:12:20 is 13.68%; 99.97% belongs to recommendationservice"),
      F("前端 pod 07:10:20 那一分钟的 PodClientLatencyP99 为 7.06 s", "direct_evidence", "frontend PodClientLatencyP99 7.065 s"),
      F("recommendationservice-6cfdd55578-gfj6q 在 07:11:20 的服务端 P99 延迟约 4.97 秒", "direct_evidence", "PodServerLatencyP99 4.9653 s"),
      F("初步看可能是前端自己 CPU 不够，建议先扩容 frontend", "no_evidence", "hedged + advice", crit=False)],
     "REJECT")

# ---------------------------------------------------------------- cA-021
start("cA-021")
sp = rows("a21-1", T0711, 356, 389)
kb1 = {"query": "emailservice 超时阈值", "chunks": [
    {"chunk_id": "kb-ob-031", "source_doc": "runbooks/onlineboutique/emailservice.md", "retrieval_layer": "runbook",
     "relevance": "high", "deduped": True,
     "content": "emailservice 发送确认邮件的超时阈值为 3 秒，超过即视为失败并由 checkoutservice 记录告警。"}]}
ans = ("- paymentservice-9cdb6588f-554sm 的 Charge 服务端 span 23adf7de8e24faf3 耗时 274 µs\n"
       "- adservice 这段时间没有错误日志\n"
       "- 按手册，emailservice 发邮件超过 3 秒就算失败\n"
       "- 建议把 adservice 的日志级别临时调到 DEBUG 再看")
case("cA-021", ["source:nezha_onlineboutique", "format:nl_bullets", "class:gap"],
     "07:11 下单那一条链路里支付和广告服务正常吗？",
     ans,
     [inv("a21-1", 1, "query_traces", {"trace_id": "01c006419d736b4ec9a4b650dd9f5061"}, {"spans": sp}),
      inv("a21-2", 1, "query_logs", {"service": "adservice", "level": "ERROR", "from": "07:10", "to": "07:12"}, {"total": 0, "logs": []}),
      inv("a21-3", 2, "lookup_knowledge", {"query": "emailservice 超时阈值"}, kb1)],
     [F("paymentservice-9cdb6588f-554sm 的 Charge 服务端 span 23adf7de8e24faf3 耗时 274 µs", "direct_evidence", "span 23adf7de8e24faf3 Duration 274"),
      F("adservice 这段时间没有错误日志", "no_evidence", "only a no-hit query"),
      F("按手册，emailservice 发邮件超过 3 秒就算失败", "no_evidence", "only in a deduped knowledge chunk"),
      F("建议把 adservice 的日志级别临时调到 DEBUG 再看", "no_evidence", "advice", crit=False)],
     "LOW_CONFID")

# ---------------------------------------------------------------- cA-022
start("cA-022")
o1 = text("r22a", T0403, 435, 494, header=True)
kb = {"query": "checkoutservice PlaceOrder 慢 阈值", "chunks": [
    {"chunk_id": "kb-ob-088", "source_doc": "runbooks/onlineboutique/checkout.md", "retrieval_layer": "runbook",
     "relevance": "medium", "deduped": False,
     "content": "checkoutservice 的 PlaceOrder 服务端耗时超过 1 秒才视为异常，低于该值一般不需要处理。"}]}
ans = ("这段 04:02 的下单 trace 里，productcatalogservice-668d5f85fb-wckp8 共有 24 个 span，checkoutservice-578fcf4766-9csqn 有 20 个。"
       "shippingservice 一共 5 个 span。"
       "按照运维手册，PlaceOrder 服务端超过 1 秒才算异常。"
       "paymentservice 的日志里没有报错。")
case("cA-022", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:quantity", "class:runbook_only", "class:gap"],
     "04:02 这个下单请求涉及多少 span？payment 有没有报错？",
     ans,
     [inv("r22a", 1, "trace_search", {"trace": "019467b0b27430afe4a9c5730a9ea1c8", "window": "04_03", "limit": 60}, o1),
      inv("r22b", 1, "query_logs", {"service": "paymentservice", "level": "ERROR", "from": "04:02", "to": "04:03"}, {"total": 0, "logs": []}),
      inv("r22c", 2, "lookup_knowledge", {"query": "checkoutservice PlaceOrder 慢 阈值"}, kb)],
     [F("这段 04:02 的下单 trace 里，productcatalogservice-668d5f85fb-wckp8 共有 24 个 span，checkoutservice-578fcf4766-9csqn 有 20 个", "direct_evidence", "counted in the 60 returned rows: 24 and 20"),
      F("shippingservice 一共 5 个 span", "direct_evidence", "5 shippingservice rows"),
      F("按照运维手册，PlaceOrder 服务端超过 1 秒才算异常", "indirect_support", "runbook chunk kb-ob-088 only"),
      F("paymentservice 的日志里没有报错", "no_evidence", "no-hit log query does not prove absence")],
     "LOW_CONFID")

# ---------------------------------------------------------------- cA-023
start("cA-023")
top = []
for ln, iid in ((11596, "ts-23-1"), (7553, "ts-23-1"), (8546, "ts-23-1")):
    top += rows(iid, T0528, ln, ln)
c = {"answer_version": "1.0", "diagnosis_summary": "05:28 最慢的请求都在首页。",
     "claims": [
         {"claim_id": "c1", "claim_type": "metric_finding",
          "claim_text": "05_28 窗口里最慢的三个 span 都是 frontend 的 hipstershop.Frontend/Recv. 根 span，分别约 6.78 s、6.48 s 和 6.41 s",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace", "source_id": "top3", "tool_name": "top_slow_spans",
                                 "source_invocation_ids": ["ts-23-1"], "evidence_excerpt": "\"Duration\": 6775705"}]},
         {"claim_id": "c2", "claim_type": "metric_finding",
          "claim_text": "同一分钟 Frontend 的 P99 延迟超过 9 秒",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "metric", "source_id": "LatencyP99(s)", "tool_name": "query_metrics",
                                 "source_invocation_ids": ["ts-23-2"], "evidence_excerpt": "LatencyP99"}]},
         {"claim_id": "c3", "claim_type": "next_step",
          "claim_text": "等指标服务恢复后再补一次 P99 查询",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": [], "missing_info": ["P99 指标"],
     "user_facing_answer": "05_28 窗口里最慢的三个 span 都是 frontend 的 hipstershop.Frontend/Recv. 根 span，分别约 6.78 s、6.48 s 和 6.41 s。同一分钟 Frontend 的 P99 延迟超过 9 秒。"}
ans = dumps(c) + "\n以上是这次的排查结果，有需要可以继续追问。"
case("cA-023", ["source:nezha_onlineboutique", "format:json_with_text", "class:gap", "class:quantity"],
     "05:28 最慢的几个请求是什么？前端 P99 到多少了？",
     ans,
     [inv("ts-23-1", 1, "top_slow_spans", {"minute": "05_28", "k": 3}, {"spans": top}),
      inv("ts-23-2", 1, "query_metrics", {"service": "Frontend", "metric": "LatencyP99(s)", "at": "05:28"}, None,
          success=False, error="context deadline exceeded")],
     [CF(c, "c1", "direct_evidence", "top_slow_spans returns 6775705, 6483173, 6406368 us, all frontend Frontend/Recv. roots"),
      CF(c, "c2", "no_evidence", "bound only to the failed query_metrics call"),
      CF(c, "c3", "no_evidence", "next step, non-critical")],
     "LOW_CONFID")

# ---------------------------------------------------------------- cA-024
start("cA-024")
o1 = text("inv-24", FS, 200, 204, header=True)
ans = ("Frontend 的成功率在 07:09 到 07:13 这 5 个采样点都是 100%，没有失败请求。"
       "P50 延迟在 07:10:19 升到约 3.9 秒。"
       "07:13:19 已回落到约 0.12 秒。"
       "值班同学在 07:16 手动回滚了推荐服务。")
case("cA-024", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:unsupported_cause", "class:negation", "class:quantity"],
     "07:10 前端是变慢还是有报错？后来怎么恢复的？",
     ans,
     [inv("inv-24", 1, "read_metric_csv", {"file": "front_service.csv", "from": "07:09", "to": "07:13"}, o1)],
     [F("Frontend 的成功率在 07:09 到 07:13 这 5 个采样点都是 100%，没有失败请求", "direct_evidence", "SuccessRate 100 in all five rows (true denial)"),
      F("P50 延迟在 07:10:19 升到约 3.9 秒", "direct_evidence", "LatencyP50 3.867 s"),
      F("07:13:19 已回落到约 0.12 秒", "direct_evidence", "LatencyP50 0.123 s"),
      F("值班同学在 07:16 手动回滚了推荐服务", "no_evidence", "no output mentions a rollback or anything at 07:16")],
     "LOW_CONFID")
# ================================================================ Loghub
import re
LH = "loghub/"
OS_ = LH + "OpenStack/OpenStack_2k.log"
BGL = LH + "BGL/BGL_2k.log"
HPC = LH + "HPC/HPC_2k.log"
HAD = LH + "Hadoop/Hadoop_2k.log"
MAC = LH + "Mac/Mac_2k.log"
WIN = LH + "Windows/Windows_2k.log"
PRX = LH + "Proxifier/Proxifier_2k.log"
HEA = LH + "HealthApp/HealthApp_2k.log"


def parsed(iid, rel, a, b, fn):
    win(iid, rel, a, b)
    return [fn(ln) for ln in _read(rel)[a - 1:b]]


def p_bgl(ln):
    p = ln.split(" ", 9)
    return {"ts": p[4], "node": p[3], "component": p[7], "level": p[8], "message": p[9]}


def p_hadoop(ln):
    m = re.match(r"(\S+ \S+) (\w+) \[(.*?)\] (\S+): (.*)$", ln)
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "logger": m.group(4), "message": m.group(5)}


def p_health(ln):
    ts, comp, pid, msg = ln.split("|", 3)
    return {"ts": ts, "component": comp, "pid": pid, "message": msg}


def p_win(ln):
    m = re.match(r"(\S+ \S+), (\w+)\s+(\w+)\s+(.*)$", ln)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


# ---------------------------------------------------------------- cA-025
start("cA-025")
o1 = text("call_os_25", OS_, 1543, 1593)
ans = ("实例 d96a117b-0193-4549-bdcc-63b917273d1d 在 00:11:33 申请了 2048 MB 内存、20 GB 磁盘和 1 个 vCPU 的资源。"
       "资源声明成功了。"
       "nova-compute 在 00:11:53 报告实例创建成功。"
       "在 hypervisor 上 spawn 花了约 20 秒。"
       "从申请资源到实例起来一共大约 20 秒。")
case("cA-025", ["source:openstack", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity"],
     "d96a117b 这台虚机创建得慢不慢？过程有没有报错？",
     ans,
     [inv("call_os_25", 1, "query_logs", {"service": "nova-compute", "q": "d96a117b-0193-4549-bdcc-63b917273d1d", "format": "raw"}, o1)],
     [F("实例 d96a117b-0193-4549-bdcc-63b917273d1d 在 00:11:33 申请了 2048 MB 内存、20 GB 磁盘和 1 个 vCPU 的资源", "direct_evidence", "00:11:33.089 Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU"),
      F("资源声明成功了", "direct_evidence", "00:11:33.126 Claim successful"),
      F("nova-compute 在 00:11:53 报告实例创建成功", "direct_evidence", "00:11:53.482 Instance spawned successfully."),
      F("在 hypervisor 上 spawn 花了约 20 秒", "direct_evidence", "Took 19.74 seconds to spawn the instance on the hypervisor"),
      F("从申请资源到实例起来一共大约 20 秒", "direct_evidence", "00:11:33.089 to 00:11:53.482 = 20.4 s")],
     "PASS")

# ---------------------------------------------------------------- cA-026
start("cA-026")
o1 = text("toolu_01Os26", OS_, 1290, 1300)
ans = ("**nova-api**：servers/detail 的 GET 请求全部返回 500。\n"
       "**nova-compute**：这段时间 nova-compute 没有任何 WARNING。\n"
       "**耗时**：req-be61f06f-fcee-49d3-9438-719cedca6e55 这次请求用了约 0.45 秒。\n"
       "**建议**：先确认 nova-api 后端数据库连接。")
case("cA-026", ["source:openstack", "format:nl_bold_labels", "class:status_wrong", "class:negation"],
     "00:09 左右 nova 列表接口是不是报错了？compute 节点有没有告警？",
     ans,
     [inv("toolu_01Os26", 1, "search_syslog", {"host": "controller", "from": "00:09:38", "to": "00:09:44"}, o1)],
     [F("servers/detail 的 GET 请求全部返回 500", "contradicted", "every servers/detail line shows status: 200"),
      F("这段时间 nova-compute 没有任何 WARNING", "contradicted", "00:09:41.850 nova-compute WARNING nova.compute.manager ... found 1 instances in the database and 0 instances on the hypervisor"),
      F("req-be61f06f-fcee-49d3-9438-719cedca6e55 这次请求用了约 0.45 秒", "direct_evidence", "time: 0.446163"),
      F("先确认 nova-api 后端数据库连接", "no_evidence", "advice", crit=False)],
     "REJECT")

# ---------------------------------------------------------------- cA-027
start("cA-027")
lg = parsed("inv-bgl-27", BGL, 1205, 1217, p_bgl)
c = {"answer_version": "1.0", "diagnosis_summary": "08-03 16:11 起 MMCS 的 idoproxydb 反复触发 ASSERT。",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "2005-08-03 16:11 到 16:14 之间 MMCS 组件共记录了 9 条 idoproxydb hit ASSERT condition 的 ERROR",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "bgl", "tool_name": "query_logs",
                                 "source_invocation_ids": ["inv-bgl-27"], "evidence_excerpt": "idoproxydb hit ASSERT condition: ASSERT expression=0 Source file=idotransportmgr.cpp Source line=1043"}]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "第一条在 16:11:02，最后一条在 16:14:58，前后持续约 4 分钟",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "bgl", "tool_name": "query_logs",
                                 "source_invocation_ids": ["inv-bgl-27"], "evidence_excerpt": "2005-08-03-16.11.02.839771"}]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "断言出在 IdoTransportMgr::SendPacket 函数里",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "bgl", "tool_name": "query_logs",
                                 "source_invocation_ids": ["inv-bgl-27"], "evidence_excerpt": "Function=int IdoTransportMgr::SendPacket(IdoUdpMgr*, BglCtlPavTrace*)"}]},
         {"claim_id": "c4", "claim_type": "hypothesis",
          "claim_text": "可能与 UDP 传输层丢包有关",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": ["UDP 传输异常"], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "2005-08-03 16:11 到 16:14 之间 MMCS 组件共记录了 9 条 idoproxydb hit ASSERT condition 的 ERROR，第一条在 16:11:02，最后一条在 16:14:58，前后持续约 4 分钟。"}
case("cA-027", ["source:bgl", "format:json_indented", "class:quantity", "class:faithful"],
     "BGL 8 月 3 号下午 MMCS 报了一堆错，是什么？持续了多久？",
     dumps(c, 2),
     [inv("inv-bgl-27", 1, "query_logs", {"system": "bgl", "from": "2005-08-02", "to": "2005-08-04"}, {"total": len(lg), "logs": lg})],
     [CF(c, "c1", "direct_evidence", "9 MMCS ERROR records 16:11:02-16:14:58 with that message"),
      CF(c, "c2", "direct_evidence", "16:11:02.839771 to 16:14:58.668464 = 3 min 56 s"),
      CF(c, "c3", "direct_evidence", "Function=int IdoTransportMgr::SendPacket(...)"),
      CF(c, "c4", "no_evidence", "hypothesis, non-critical")],
     "PASS")

# ---------------------------------------------------------------- cA-028
start("cA-028")
o1 = text("call_bgl_28", BGL, 1236, 1256)
ans = ("- 2005-08-12 23:25 起一批 I/O 节点的 ciod 报 FATAL，加载 allreduce.rts 失败（invalid or missing program image, Exec format error）\n"
       "- 第一条来自 R44-M0-N8-I:J18-U01\n"
       "- R27-M1-NC-I:J18-U11 在 08-13 13:54 同样报了 Error loading allreduce.rts\n"
       "- 这期间 R44-M0-N8-I:J18-U02 也出现了同样的加载失败")
case("cA-028", ["source:bgl", "format:nl_bullets", "class:misattribution", "class:fabricated_id"],
     "BGL 那批 ciod FATAL 是哪些节点、报的什么？",
     ans,
     [inv("call_bgl_28", 1, "search_syslog", {"system": "bgl", "level": "FATAL", "from": "2005-08-10", "to": "2005-08-13"}, o1)],
     [F("2005-08-12 23:25 起一批 I/O 节点的 ciod 报 FATAL，加载 allreduce.rts 失败（invalid or missing program image, Exec format error）", "direct_evidence", "lines from 23:25:12 on: ciod: Error loading .../allreduce.rts: invalid or missing program image, Exec format error"),
      F("第一条来自 R44-M0-N8-I:J18-U01", "direct_evidence", "first FATAL at 2005-08-12-23.25.12 from R44-M0-N8-I:J18-U01"),
      F("R27-M1-NC-I:J18-U11 在 08-13 13:54 同样报了 Error loading allreduce.rts", "contradicted", "R27-M1-NC-I:J18-U11 logs 'LOGIN chdir(pwd) failed: No such file or directory', not the allreduce.rts error"),
      F("这期间 R44-M0-N8-I:J18-U02 也出现了同样的加载失败", "contradicted", "R44-M0-N8-I:J18-U02 appears nowhere (real node ends U01): fabricated")],
     "REJECT")

# ---------------------------------------------------------------- cA-029
start("cA-029")
o1 = text("7f3c2a10-hpc", HPC, 1400, 1425)
ans = ("gige7 在这段数据里两次报了 temperature critical。gige6 也报过 critical 级别的温度告警。"
       "node-80 的环境温度读数是 ambient=33。gige3 出现过 warning 和 normal 两种状态。")
case("cA-029", ["source:hpc", "format:nl_paragraph", "class:status_wrong"],
     "HPC 集群哪些交换机温度告警到 critical 了？",
     ans,
     [inv("7f3c2a10-hpc", 1, "query_logs", {"system": "hpc", "event": "temperature", "raw": True}, o1)],
     [F("gige7 在这段数据里两次报了 temperature critical", "direct_evidence", "425504 and 451250: gige7 temperature critical"),
      F("gige6 也报过 critical 级别的温度告警", "contradicted", "all gige6 temperature lines in the output say normal"),
      F("node-80 的环境温度读数是 ambient=33", "direct_evidence", "425772 node-80 ... ambient=33"),
      F("gige3 出现过 warning 和 normal 两种状态", "direct_evidence", "gige3 lines: normal (425034, 448165, 450087) and warning (450206)")],
     "REJECT")

# ---------------------------------------------------------------- cA-030
start("cA-030")
o1 = text("hpc_q30", HPC, 1404, 1413)
ans = ("## 读数\n"
       "node-121 的 ambient 温度是 32，node-80 是 33。\n"
       "node-138 只有 28。\n\n"
       "## 原因\n"
       "机房那一排的空调当时停机检修。\n"
       "推测是散热风道被堵了。")
case("cA-030", ["source:hpc", "format:nl_headings", "class:unsupported_cause", "class:hedged_distractor"],
     "几台计算节点 ambient 温度偏高，原因是什么？",
     ans,
     [inv("hpc_q30", 1, "query_logs", {"system": "hpc", "q": "ambient", "format": "text"}, o1)],
     [F("node-121 的 ambient 温度是 32，node-80 是 33", "direct_evidence", "node-121 ambient=32, node-80 ambient=33"),
      F("node-138 只有 28", "direct_evidence", "node-138 ambient=28"),
      F("机房那一排的空调当时停机检修", "no_evidence", "no output mentions air conditioning or maintenance"),
      F("推测是散热风道被堵了", "no_evidence", "hedged (推测)", crit=False)],
     "LOW_CONFID")
# ---------------------------------------------------------------- cA-031
start("cA-031")
lg = parsed("call_hd31", HAD, 1300, 1316, p_hadoop)
c = {"answer_version": "1.0", "diagnosis_summary": "MRAppMaster 连不上 RM（msra-sa-41:8030），HDFS 租约续约也一直失败。",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "RMContainerAllocator 从 18:07:36 起每 2 秒报一次 ERROR IN CONTACTING RM",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "RMContainerAllocator", "tool_name": "query_logs",
                                 "source_invocation_ids": ["call_hd31"], "evidence_excerpt": "ERROR IN CONTACTING RM."}]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "客户端在重试连接 msra-sa-41:8030，重试策略最多 10 次、每次间隔 1000 毫秒",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "ipc.Client", "tool_name": "query_logs",
                                 "source_invocation_ids": ["call_hd31"], "evidence_excerpt": "level=INFO logger=org.apache.hadoop.ipc.Client"}]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "LeaseRenewer 给 DFSClient_NONMAPREDUCE_1537864556_1 续租失败的时长从 156 秒涨到了 160 秒",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "LeaseRenewer", "tool_name": "query_logs",
                                 "source_invocation_ids": ["call_hd31"], "evidence_excerpt": "Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 160 seconds."}]},
         {"claim_id": "c4", "claim_type": "recommendation",
          "claim_text": "检查 ResourceManager 进程和 8030 端口是否在监听",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": ["检查 RM"], "missing_info": [],
     "user_facing_answer": "RMContainerAllocator 从 18:07:36 起每 2 秒报一次 ERROR IN CONTACTING RM，LeaseRenewer 给 DFSClient_NONMAPREDUCE_1537864556_1 续租失败的时长从 156 秒涨到了 160 秒。建议检查 ResourceManager 进程和 8030 端口是否在监听。"}
case("cA-031", ["source:hadoop", "format:json_fenced", "class:faithful", "class:excerpt_format", "class:quantity"],
     "MapReduce 作业 18:07 卡住不动了，AM 日志里有什么？",
     "排查结果如下：\n```json\n" + dumps(c, 2) + "\n```",
     [inv("call_hd31", 1, "query_logs", {"app": "mrappmaster", "from": "18:07:34", "to": "18:07:38"}, {"total": len(lg), "logs": lg})],
     [CF(c, "c1", "direct_evidence", "ERROR at 18:07:36,221 and 18:07:38,221 (2 s apart)"),
      CF(c, "c2", "direct_evidence", "Retrying connect to server: msra-sa-41:8030 ... maxRetries=10, sleepTime=1000 MILLISECONDS; excerpt = fields of that record"),
      CF(c, "c3", "direct_evidence", "for 156 seconds at 18:07:34 ... for 160 seconds at 18:07:38"),
      CF(c, "c4", "no_evidence", "recommendation, non-critical")],
     "PASS")

# ---------------------------------------------------------------- cA-032
start("cA-032")
o1 = text("inv_hd_32", HAD, 1300, 1306)
ans = ("先出现的是 18:07:36 的 ERROR IN CONTACTING RM，之后才开始出现租约续约失败。"
       "租约续约失败的日志是 LeaseRenewer 线程打的。"
       "重试连接 msra-sa-41:8030 时日志写的是已经尝试了 0 次。")
case("cA-032", ["source:hadoop", "format:nl_paragraph", "class:time_wrong"],
     "Hadoop 是先连不上 RM 还是先续租失败？",
     ans,
     [inv("inv_hd_32", 1, "kubectl_logs", {"pod": "mrappmaster-0020", "since": "18:07:34"}, o1)],
     [F("先出现的是 18:07:36 的 ERROR IN CONTACTING RM，之后才开始出现租约续约失败", "contradicted", "lease renew failure already at 18:07:34,393 and 18:07:35,393, before the 18:07:36,221 ERROR"),
      F("租约续约失败的日志是 LeaseRenewer 线程打的", "direct_evidence", "[LeaseRenewer:msrabi@msra-sa-41:9000] org.apache.hadoop.hdfs.LeaseRenewer: Failed to renew lease"),
      F("重试连接 msra-sa-41:8030 时日志写的是已经尝试了 0 次", "direct_evidence", "Retrying connect to server: msra-sa-41:8030. Already tried 0 time(s)")],
     "REJECT")
# ---------------------------------------------------------------- cA-033
start("cA-033")
o1 = text("call_mac33", MAC, 1505, 1519)
ans = ("QQ[10018] 在 Jul 6 17:23:46 报了 DB Error: 1 \"no such table: tb_c2cMsg_2658655095\"。"
       "symptomsd[215] 在 16:29:42 报主键哈希失败并丢弃了 journal 记录。"
       "com.apple.CDScheduler 在 16:43:37 报 Thermal pressure state 为 1。")
case("cA-033", ["source:mac", "format:nl_paragraph", "class:fabricated_id", "class:paraphrase_zh"],
     "Mac 上 QQ 聊天记录打不开，系统日志里有什么？",
     ans,
     [inv("call_mac33", 1, "search_syslog", {"host": "calvisitor-10-105-162-178", "from": "Jul 6 16:29", "to": "Jul 6 17:35"}, o1)],
     [F("QQ[10018] 在 Jul 6 17:23:46 报了 DB Error: 1 \"no such table: tb_c2cMsg_2658655095\"", "contradicted", "real table is tb_c2cMsg_2658655094; ...095 is one digit off (fabricated)"),
      F("symptomsd[215] 在 16:29:42 报主键哈希失败并丢弃了 journal 记录", "direct_evidence", "Hashing of the primary key failed. Dropping the journal record."),
      F("com.apple.CDScheduler 在 16:43:37 报 Thermal pressure state 为 1", "direct_evidence", "16:43:37 Thermal pressure state: 1 Memory pressure state: 0")],
     "REJECT")

# ---------------------------------------------------------------- cA-034
start("cA-034")
o1 = text("toolu_01Mc34", MAC, 1500, 1512)
ans = ("- networkd[195] 在 16:29:48 成功把 NAT64 ifstate 从 0x8000000000000000 改成了 0x4\n"
       "- corecaptured[37102] 在 16:29:42 和 16:29:43 各退出了一次 CCFile::captureLogRun\n"
       "- 16:29:37 内核打印 RTC: PowerByCalendarDate setting ignored，说明按日历唤醒的设置被忽略了\n"
       "- authorMacBook-Pro 上的 symptomsd[215] 在 16:17:39 报了 unexpected switch value 2\n"
       "- 看起来更像是一次正常的休眠唤醒，暂时不用处理")
case("cA-034", ["source:mac", "format:nl_bullets", "class:paraphrase_zh", "class:faithful"],
     "Mac 16:29 左右网络断了一下，系统日志怎么说？",
     ans,
     [inv("toolu_01Mc34", 1, "search_syslog", {"host": "*", "from": "Jul 6 16:15", "to": "Jul 6 16:30"}, o1)],
     [F("networkd[195] 在 16:29:48 成功把 NAT64 ifstate 从 0x8000000000000000 改成了 0x4", "direct_evidence", "nw_nat64_post_new_ifstate successfully changed NAT64 ifstate from 0x8000000000000000 to 0x4"),
      F("corecaptured[37102] 在 16:29:42 和 16:29:43 各退出了一次 CCFile::captureLogRun", "direct_evidence", "two 'Exiting CCFile::captureLogRun' lines"),
      F("16:29:37 内核打印 RTC: PowerByCalendarDate setting ignored，说明按日历唤醒的设置被忽略了", "direct_evidence", "kernel[0]: RTC: PowerByCalendarDate setting ignored"),
      F("authorMacBook-Pro 上的 symptomsd[215] 在 16:17:39 报了 unexpected switch value 2", "direct_evidence", "Jul  6 16:17:39 authorMacBook-Pro symptomsd[215]: ... unexpected switch value 2"),
      F("看起来更像是一次正常的休眠唤醒，暂时不用处理", "no_evidence", "hedged (看起来更像) plus advice", crit=False)],
     "PASS")
# ---------------------------------------------------------------- cA-035
start("cA-035")
lg = parsed("win-35", WIN, 1501, 1530, p_win)
c = {"answer_version": "1.0", "diagnosis_summary": "02:04 WindowsUpdateAgent 批量检查补丁适用性。",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "02:04:00 到 02:04:01 之间 WindowsUpdateAgent 一共初始化了 15 个 CBS 会话",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "CBS", "tool_name": "query_logs",
                                 "source_invocation_ids": ["win-35"], "evidence_excerpt": "initialized by client WindowsUpdateAgent."}]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "KB2716513 的补丁包 ApplicableState 为 80，CurrentState 为 0",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "CBS", "tool_name": "query_logs",
                                 "source_invocation_ids": ["win-35"], "evidence_excerpt": "Package_for_KB2716513~31bf3856ad364e35~amd64~~6.1.1.0, ApplicableState: 80, CurrentState:0"}]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "这些日志全部是 Info 级别",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "CBS", "tool_name": "query_logs",
                                 "source_invocation_ids": ["win-35"], "evidence_excerpt": "{\"level\": \"Info\", \"component\": \"CBS\"}"}]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "02:04:00 到 02:04:01 之间 WindowsUpdateAgent 一共初始化了 15 个 CBS 会话，这些日志全部是 Info 级别。"}
case("cA-035", ["source:windows", "format:json_raw", "class:quantity", "class:excerpt_format"],
     "Windows 更新 02:04 那会儿在做什么？有没有补丁装失败？",
     dumps(c),
     [inv("win-35", 1, "query_logs", {"component": "CBS", "from": "2016-09-29 02:04:00", "to": "2016-09-29 02:04:01"}, {"total": len(lg), "logs": lg})],
     [CF(c, "c1", "direct_evidence", "15 'Session: ... initialized by client WindowsUpdateAgent.' lines"),
      CF(c, "c2", "direct_evidence", "line for Package_for_KB2716513 shows ApplicableState: 80, CurrentState:0"),
      CF(c, "c3", "direct_evidence", "every record has level Info; excerpt pairs are fields of a record")],
     "PASS")

# ---------------------------------------------------------------- cA-036
start("cA-036")
o1 = text("call_w36", WIN, 1203, 1216)
ans = ("02:03:47 CBS 打开补丁包失败（Failed to internally open package），错误码是 HRESULT 0x800f080d。"
       "同一时间段大量出现 CBS_E_MANIFEST_INVALID_ITEM。"
       "02:03:47 和 02:03:48 共初始化了 3 个 WindowsUpdateAgent 会话。")
case("cA-036", ["source:windows", "format:nl_paragraph", "class:value_wrong", "class:misattribution"],
     "CBS 装补丁时报错码是多少？",
     ans,
     [inv("call_w36", 1, "kubectl_logs", {"node": "win-cbs", "file": "CBS.log", "since": "02:03:46"}, o1)],
     [F("02:03:47 CBS 打开补丁包失败（Failed to internally open package），错误码是 HRESULT 0x800f080d", "contradicted", "that line carries 0x800f0805 - CBS_E_INVALID_PACKAGE; 0x800f080d belongs to the manifest lines"),
      F("同一时间段大量出现 CBS_E_MANIFEST_INVALID_ITEM", "direct_evidence", "many Expecting attribute / Failed to get next element lines with CBS_E_MANIFEST_INVALID_ITEM"),
      F("02:03:47 和 02:03:48 共初始化了 3 个 WindowsUpdateAgent 会话", "direct_evidence", "sessions 30546354_2830724089, 30546354_2833204231, 30546354_2839784607")],
     "REJECT")

# ---------------------------------------------------------------- cA-037
start("cA-037")
o1 = text("prx-37-a", PRX, 1600, 1625)
ans = ("tencentdl.exe 在 19:00:52 通过 proxy.cse.cuhk.edu.hk:5070 连了 puui.qpic.cn:80 和 fs-conn-doctor.qq.com:443。"
       "其中一次 puui.qpic.cn:80 的连接收到了 8537 字节，约 8.3 KB。"
       "fs-conn-doctor.qq.com:443 的连接每次只发 184 字节、收 134 字节。"
       "chrome.exe 到 hangouts.google.com:443 的连接持续了 4 分 17 秒，收了约 19 KB。")
case("cA-037", ["source:proxifier", "format:nl_paragraph", "class:quantity", "class:faithful"],
     "19:00 前后谁在走代理大量下载？",
     ans,
     [inv("prx-37-a", 1, "search_syslog", {"app": "proxifier", "from": "[07.26 18:58]", "to": "[07.26 19:01]"}, o1)],
     [F("tencentdl.exe 在 19:00:52 通过 proxy.cse.cuhk.edu.hk:5070 连了 puui.qpic.cn:80 和 fs-conn-doctor.qq.com:443", "direct_evidence", "open through proxy proxy.cse.cuhk.edu.hk:5070 lines at 19:00:52"),
      F("其中一次 puui.qpic.cn:80 的连接收到了 8537 字节，约 8.3 KB", "direct_evidence", "8537 bytes (8.33 KB) received"),
      F("fs-conn-doctor.qq.com:443 的连接每次只发 184 字节、收 134 字节", "direct_evidence", "both close lines: 184 bytes sent, 134 bytes received"),
      F("chrome.exe 到 hangouts.google.com:443 的连接持续了 4 分 17 秒，收了约 19 KB", "direct_evidence", "lifetime 04:17, 19539 bytes (19.0 KB) received")],
     "PASS")

# ---------------------------------------------------------------- cA-038
start("cA-038")
o1 = text("prx-38", PRX, 1601, 1606)
c = {"answer_version": "1.0", "diagnosis_summary": "WeChat 走代理正常。",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "WeChat.exe 在 18:59:41 经 proxy.cse.cuhk.edu.hk:5070 连接了 203.205.151.204:80",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "proxifier", "tool_name": "search_syslog",
                                 "source_invocation_ids": ["prx-38"], "evidence_excerpt": "WeChat.exe - 203.205.151.204:80 open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS"}]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "WeChat.exe 到 hangouts.google.com:443 的连接在 18:59:43 关闭，发送了 13281 字节",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "proxifier", "tool_name": "search_syslog",
                                 "source_invocation_ids": ["prx-38"], "evidence_excerpt": "hangouts.google.com:443 close, 13281 bytes (12.9 KB) sent"}]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "tencentdl.exe 在 19:00:47 打开了到 xf-com-update-doctor.qq.com:443 的代理连接",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "proxifier", "tool_name": "search_syslog",
                                 "source_invocation_ids": ["prx-38"], "evidence_excerpt": "tencentdl.exe - xf-com-update-doctor.qq.com:443 open through proxy"}]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "WeChat.exe 在 18:59:41 经 proxy.cse.cuhk.edu.hk:5070 连接了 203.205.151.204:80，WeChat.exe 到 hangouts.google.com:443 的连接在 18:59:43 关闭，发送了 13281 字节。"}
case("cA-038", ["source:proxifier", "format:json_raw", "class:entity_swap"],
     "WeChat 这几分钟都连了哪些地址？",
     dumps(c),
     [inv("prx-38", 1, "search_syslog", {"app": "proxifier", "from": "[07.26 18:59]", "to": "[07.26 19:00:47]"}, o1)],
     [CF(c, "c1", "direct_evidence", "line [07.26 18:59:41] WeChat.exe - 203.205.151.204:80 open through proxy"),
      CF(c, "c2", "contradicted", "the hangouts.google.com:443 close line belongs to chrome.exe *64, not WeChat.exe"),
      CF(c, "c3", "direct_evidence", "line [07.26 19:00:47] tencentdl.exe - xf-com-update-doctor.qq.com:443 open through proxy")],
     "REJECT")
# ---------------------------------------------------------------- cA-039
start("cA-039")
lg = parsed("ha-39", HEA, 1640, 1660, p_health)
c = {"answer_version": "1.0", "diagnosis_summary": "23:53 计步与卡路里统计正常刷新。",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "Step_ExtSDM 在 23:53:25 到 23:53:40 之间计算出的 totalCalories 一直是 131208",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "Step_ExtSDM", "tool_name": "query_logs",
                                 "source_invocation_ids": ["ha-39"], "evidence_excerpt": "component=Step_ExtSDM message=calculateCaloriesWithCache totalCalories=131208"}]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "Step_LSC 的 onStandStepChanged 读数为 3786",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "Step_LSC", "tool_name": "query_logs",
                                 "source_invocation_ids": ["ha-39"], "evidence_excerpt": "onStandStepChanged 3786"}]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "totalAltitude 始终为 240",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "Step_ExtSDM", "tool_name": "query_logs",
                                 "source_invocation_ids": ["ha-39"], "evidence_excerpt": "{\"pid\": \"30002312\", \"message\": \"calculateAltitudeWithCache totalAltitude=240\"}"}]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "Step_ExtSDM 在 23:53:25 到 23:53:40 之间计算出的 totalCalories 一直是 131208，Step_LSC 的 onStandStepChanged 读数为 3786。"}
case("cA-039", ["source:healthapp", "format:json_indented", "class:excerpt_format", "class:faithful"],
     "健康 App 23:53 的卡路里和步数有没有在更新？",
     dumps(c, 2),
     [inv("ha-39", 1, "query_logs", {"app": "healthapp", "pid": "30002312", "from": "20171223-23:53:25", "to": "20171223-23:53:42"}, {"total": len(lg), "logs": lg})],
     [CF(c, "c1", "direct_evidence", "three Step_ExtSDM calorie records all totalCalories=131208; excerpt = component and message fields"),
      CF(c, "c2", "direct_evidence", "onStandStepChanged 3786 lines"),
      CF(c, "c3", "direct_evidence", "all calculateAltitudeWithCache records show totalAltitude=240")],
     "PASS")

# ---------------------------------------------------------------- cA-040
start("cA-040")
o1 = text("ha40-a", HEA, 1300, 1325)
c = {"answer_version": "1.0", "diagnosis_summary": "23:08 熄屏后计步停止。",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "Step_StandReportReceiver 在 23:08:41 收到了 SCREEN_OFF 广播",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "Step_StandReportReceiver", "tool_name": "query_logs",
                                 "source_invocation_ids": ["ha40-b"], "evidence_excerpt": "onReceive action: android.intent.action.SCREEN_OFF"}]},
         {"claim_id": "c2", "claim_type": "root_cause",
          "claim_text": "熄屏后系统把 HealthApp 的后台计步服务杀掉了",
          "support_level": "indirect", "evidence_bindings": []},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "23:14:24 Step_LSC 一次性补了多条 onExtend 记录",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "log", "source_id": "Step_LSC", "tool_name": "query_logs",
                                 "source_invocation_ids": ["T2"], "evidence_excerpt": "onExtend:1514041722000 0 0 5"}]}],
     "hypotheses": [], "recommended_actions": ["把 HealthApp 加入电池优化白名单"], "missing_info": [],
     "user_facing_answer": "Step_StandReportReceiver 在 23:08:41 收到了 SCREEN_OFF 广播，熄屏后系统把 HealthApp 的后台计步服务杀掉了。建议把 HealthApp 加入电池优化白名单。"}
case("cA-040", ["source:healthapp", "format:json_raw", "class:bad_reference", "class:unsupported_cause"],
     "健康 App 23:08 之后步数好几分钟没更新，为什么？",
     dumps(c),
     [inv("ha40-a", 1, "query_logs", {"app": "healthapp", "from": "20171223-23:8:9", "to": "20171223-23:14:24", "format": "raw"}, o1)],
     [CF(c, "c1", "indirect_support", "line 20171223-23:8:41:127 supports it, but the binding names ha40-b, which does not exist"),
      CF(c, "c2", "no_evidence", "no record shows the service being killed"),
      CF(c, "c3", "indirect_support", "23:14:24 onExtend lines exist, but trace ref T2 does not (only one evidence call)")],
     "LOW_CONFID")


# ---------------------------------------------------------------- write
def main():
    with open(OUT / "cases.jsonl", "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
