#!/usr/bin/env python3
"""Blind set cC: builds cases.jsonl and windows.jsonl from verbatim source windows."""
import csv
import json
import re
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent
NZ = "nezha6/2023-01-29/"
WINDOWS = []
CASES = []
_cache = {}


def lines_of(rel):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _cache[rel]


def take(cid, iid, rel, ranges):
    out = []
    for a, b in ranges:
        WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})
        out.extend(lines_of(rel)[a - 1:b])
    return out


def text(cid, iid, rel, ranges):
    return "\n".join(take(cid, iid, rel, ranges))


def csv_text(cid, iid, rel, ranges):
    hdr = lines_of(rel)[0]
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [1, 1]})
    return "\n".join([hdr] + take(cid, iid, rel, ranges))


LOGRE = re.compile(r"^(\S+)\s+([A-Z]+)\s+(.*)$", re.S)


def nz_records(cid, iid, rel, ranges):
    recs = []
    for ln in take(cid, iid, rel, ranges):
        r = next(csv.reader([ln]))
        body = json.loads(r[7])["log"].rstrip("\n")
        m = LOGRE.match(body)
        recs.append({"ts": r[0], "level": m.group(2), "pod": r[3], "node": r[2],
                     "trace_id": r[5], "span_id": r[6], "message": m.group(3)})
    return recs


def nz_logs(cid, iid, rel, ranges):
    recs = nz_records(cid, iid, rel, ranges)
    return {"total": len(recs), "logs": recs}


def nz_spans(cid, iid, rel, ranges):
    spans = []
    for ln in take(cid, iid, rel, ranges):
        t = ln.split(",")
        spans.append({"trace_id": t[0], "span_id": t[1], "parent_span_id": t[2], "pod": t[3],
                      "operation": t[4], "start_unix_nano": int(t[5]), "end_unix_nano": int(t[6]),
                      "duration_us": int(t[7])})
    return {"spans": spans}


def series(cid, iid, rel, a, b, cols, entity):
    rows = take(cid, iid, rel, [(a, b)])
    hdr = lines_of(rel)[0].split(",")
    out = []
    for col, name, unit in cols:
        k = hdr.index(col)
        v = [float(r.split(",")[k]) for r in rows]
        out.append({"metric": name, "service": entity, "max": round(max(v), 3),
                    "avg": round(sum(v) / len(v), 3), "last": round(v[-1], 3), "unit": unit})
    return out


def loghub_recs(cid, iid, rel, ranges, parse):
    return [parse(ln) for ln in take(cid, iid, rel, ranges)]


def inv(cid, iid, tool, inp, out, rnd=1, ok=True, err=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def F(fact, label, note, crit=True, claim=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": label, "note": note}
    if claim:
        d["claim_id"] = claim
    if extra:
        d["origin"] = "answer_extra"
    return d


def add(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def contract(summary, claims, ufa, hyps=None, recs=None, missing=None):
    return {"answer_version": "1.0", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": hyps or [], "recommended_actions": recs or [],
            "missing_info": missing or [], "user_facing_answer": ufa}


def claim(cid, ctype, text_, level, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text_, "support_level": level,
            "evidence_bindings": bindings}


def bind(tool, ids, excerpt, stype="tool_output", sid=None):
    return {"source_type": stype, "source_id": sid or ids[0], "tool_name": tool,
            "source_invocation_ids": ids, "evidence_excerpt": excerpt}


# ---------------------------------------------------------------- nezha TrainTicket
L57 = NZ + "log/10_57_log.csv"
T57 = NZ + "trace/10_57_trace.csv"


def c001():
    cid = "cC-001"
    logs = nz_logs(cid, "call_7c1e", L57, [(772, 788)])
    spans = nz_spans(cid, "call_9d04", T57, [(1128, 1133), (1139, 1140)])
    ans = contract(
        "travel-service 查询余票时找不到 ts-seat-service 实例",
        [claim("c1", "log_finding",
               "ts-travel-service-64469b5b48-25zj6 在 10:56:47 (UTC) 抛出 java.lang.IllegalStateException: No instances available for ts-seat-service",
               "direct", [bind("query_logs", ["call_7c1e"], "No instances available for ts-seat-service")]),
         claim("c2", "trace_finding",
               "TraceID 1944d20c45136437db9d60dde5923d99 中 travel-service 的 /api/v1/travelservice/trips/left span 耗时约 297 ms",
               "direct", [bind("get_trace", ["call_9d04"], "{\"span_id\": \"bba140839b121155\", \"duration_us\": 297377}")]),
         claim("c3", "log_finding",
               "同一请求里 ts-basic-service-5dc8d4f9fd-46997 按 routeId 和车型查询价格配置成功",
               "direct", [bind("query_logs", ["call_7c1e"], "[queryPriceConfigByRouteIdsAndTrainTypes][Get Price Config by routeId and trainType][Success]")]),
         claim("c4", "recommendation", "检查 ts-seat-service 在注册中心的实例状态", "none", [])],
        "travel-service（ts-travel-service-64469b5b48-25zj6）报 No instances available for ts-seat-service，对应 trips/left 请求耗时约 297 ms。建议先确认 seat-service 的实例注册情况。")
    add(cid, ["source:nezha_trainticket", "format:json_indented", "class:faithful", "class:excerpt_format"],
        "10:56 左右查余票接口报 500，帮我看下 travel-service 是怎么回事？",
        json.dumps(ans, ensure_ascii=False, indent=2),
        [inv(cid, "call_7c1e", "query_logs", {"trace_id": "1944d20c45136437db9d60dde5923d99", "minute": "10:57"}, logs),
         inv(cid, "call_9d04", "get_trace", {"trace_id": "1944d20c45136437db9d60dde5923d99"}, spans)],
        "PASS",
        [F(None, "direct_evidence", "ERROR line of that pod, ts 10:56:47Z, same exception text", claim="c1"),
         F(None, "direct_evidence", "span bba140839b121155 duration_us 297377 = 297 ms", claim="c2"),
         F(None, "direct_evidence", "basic-service line 782 Get Price Config ... Success", claim="c3"),
         F(None, "no_evidence", "advice, non-critical", crit=False, claim="c4")])


def c002():
    cid = "cC-002"
    met = csv_text(cid, "toolu_01Hc9", NZ + "metric/ts-contacts-service-866bd68c97-xcqfx_metric.csv", [(291, 297)])
    fl = json.loads("{" + "\n".join(take(cid, "toolu_01Fa2", NZ + "2023-01-29-fault_list.json", [(154, 161)])).rstrip(",") + "}")
    ans = ("- 故障注入记录里，13:31:54 对 ts-contacts-service-866bd68c97-xcqfx 注入了 cpu_contention\n"
           "- 13:33 之前该 pod 的 CPU 使用量一直低于 10m\n"
           "- 13:33 的采样点 CPU 使用量跳到约 500m，也就是半个核\n"
           "- 13:33 到 13:35 三个采样点的 CPU 使用率都在 99.9%～100.1% 之间\n"
           "- 服务端 P99 延迟在 13:34 升到 0.99 s（约 990 ms）\n"
           "- 13:36 CPU 使用量回落到约 324m\n"
           "- 建议把 contacts-service 的 CPU limit 临时调高观察一下")
    add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:quantity", "class:faithful"],
        "ts-contacts-service 13:30 之后响应明显变慢，是资源问题吗？",
        ans,
        [inv(cid, "toolu_01Hc9", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "13:30", "to": "13:36"}, met),
         inv(cid, "toolu_01Fa2", "list_fault_injections", {"date": "2023-01-29", "hour": "13"}, fl)],
        "PASS",
        [F("故障注入记录里，13:31:54 对 ts-contacts-service-866bd68c97-xcqfx 注入了 cpu_contention", "direct_evidence", "fault list entry 13:31:54 cpu_contention for that pod"),
         F("13:33 之前该 pod 的 CPU 使用量一直低于 10m", "direct_evidence", "CpuUsage(m) 4.86, 5.86, 8.65 at 13:30-13:32"),
         F("13:33 的采样点 CPU 使用量跳到约 500m，也就是半个核", "direct_evidence", "13:33:09 CpuUsage 499.67m = 0.5 core"),
         F("13:33 到 13:35 三个采样点的 CPU 使用率都在 99.9%～100.1% 之间", "direct_evidence", "99.934, 100.019, 100.083 %"),
         F("服务端 P99 延迟在 13:34 升到 0.99 s（约 990 ms）", "direct_evidence", "PodServerLatencyP99(s) 0.99 at 13:34:09"),
         F("13:36 CPU 使用量回落到约 324m", "direct_evidence", "13:36:10 CpuUsage 323.95m")])


def c003():
    cid = "cC-003"
    rel = NZ + "metric/ts-food-service-f5756978c-k8vqf_metric.csv"
    s = series(cid, "qm-5521", rel, 370, 374,
               [("CpuUsage(m)", "cpu_usage", "millicores"), ("CpuUsageRate(%)", "cpu_usage_rate", "%"),
                ("MemoryUsage(Mi)", "memory_usage", "MiB")], "ts-food-service-f5756978c-k8vqf")
    logs = nz_logs(cid, "ql-5522", NZ + "log/14_51_log.csv", [(214, 224)])
    ans = contract(
        "food-service 在 CPU 争抢期间出现报错",
        [claim("c1", "metric_finding", "ts-food-service-f5756978c-k8vqf 在 14:49–14:53 的 CPU 使用量峰值约 800m", "direct",
               [bind("query_metrics", ["qm-5521"], "cpu_usage max")]),
         claim("c2", "metric_finding", "该 pod 内存使用量最后一个点约 520 MiB", "direct",
               [bind("query_metrics", ["qm-5521"], "\"metric\": \"memory_usage\"")]),
         claim("c3", "log_finding", "food-service 在 14:50:15 (UTC) 报 IllegalStateException: No instances available for ts-travel-service", "direct",
               [bind("query_logs", ["ql-5522"], "No instances available for ts-travel-service")])],
        "food-service 的 CPU 峰值约 800m，内存最后约 520 MiB，同时 14:50:15 有一条找不到 ts-travel-service 实例的报错。")
    add(cid, ["source:nezha_trainticket", "format:json_fenced", "class:value_wrong"],
        "14:50 前后 food-service 的资源和报错情况？",
        "```json\n" + json.dumps(ans, ensure_ascii=False, indent=1) + "\n```",
        [inv(cid, "qm-5521", "query_metrics", {"pod": "ts-food-service-f5756978c-k8vqf", "range": "14:49-14:53"}, {"alerts": [], "series": s}),
         inv(cid, "ql-5522", "query_logs", {"pod": "ts-food-service-f5756978c-k8vqf", "minute": "14:51"}, logs)],
        "REJECT",
        [F(None, "contradicted", "cpu_usage max 499.652 millicores, not ~800m", claim="c1"),
         F(None, "direct_evidence", "memory_usage last 519.887 MiB", claim="c2"),
         F(None, "direct_evidence", "ERROR line 220, ts 14:50:15.399Z, same text", claim="c3")])


def c004():
    cid = "cC-004"
    rel = NZ + "log/13_31_log.csv"
    logs = nz_logs(cid, "es-31a", rel, [(1133, 1137), (2503, 2503), (2548, 2548)])
    ans = ("13:30 这一分钟里，ts-order-service-5b67c48447-mv5hb 报了 ticket execute error: Order Status Wrong。"
           "ts-execute-service-775f544d9-zqvjb 在 getOrderByIdFromOrder 这一步报 Order Status Wrong，orderId 是 49539d06-6421-432c-9522-50790c7bd067。"
           "order-service 同时在打 Left ticket info is empty 的 WARN。"
           "可能是订单状态在支付后没有及时刷新。")
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:misattribution"],
        "检票执行失败，错误是哪个服务报的？",
        ans,
        [inv(cid, "es-31a", "query_logs", {"query": "level:(ERROR OR WARN)", "minute": "13:31"}, logs)],
        "REJECT",
        [F("13:30 这一分钟里，ts-order-service-5b67c48447-mv5hb 报了 ticket execute error: Order Status Wrong", "contradicted", "only execute-service logs this; order-service's own lines say Left ticket info is empty"),
         F("ts-execute-service-775f544d9-zqvjb 在 getOrderByIdFromOrder 这一步报 Order Status Wrong，orderId 是 49539d06-6421-432c-9522-50790c7bd067", "direct_evidence", "line 2503"),
         F("order-service 同时在打 Left ticket info is empty 的 WARN", "direct_evidence", "order-service WARN lines 1133-1137")])


def c005():
    cid = "cC-005"
    rel = NZ + "log/14_49_log.csv"
    logs = nz_logs(cid, "a41f0c", rel, [(1298, 1298), (1300, 1300), (1302, 1302), (1304, 1304), (1306, 1306), (1308, 1308)])
    ans = ("## 结论\n"
           "ts-order-service-5b67c48447-mv5hb 在这次查询里一共 6 条 WARN。\n"
           "这 6 条内容都是 Left ticket info is empty。\n"
           "涉及 G1234、G1236、G1237 三个车次，每个车次 2 条。\n"
           "它们都属于 TraceID ad50164522d553984ca1828d2a5cd415。\n"
           "## 说明\n"
           "建议先别急着处理，继续观察。")
    add(cid, ["source:nezha_trainticket", "format:nl_headings", "class:quantity", "class:faithful"],
        "order-service 14:48 那会儿 WARN 多吗？都是什么？",
        ans,
        [inv(cid, "a41f0c", "query_logs", {"pod": "ts-order-service-5b67c48447-mv5hb", "level": "WARN", "trace_id": "ad50164522d553984ca1828d2a5cd415"}, logs)],
        "PASS",
        [F("ts-order-service-5b67c48447-mv5hb 在这次查询里一共 6 条 WARN", "direct_evidence", "total 6, all WARN"),
         F("这 6 条内容都是 Left ticket info is empty", "direct_evidence", "all six messages"),
         F("涉及 G1234、G1236、G1237 三个车次，每个车次 2 条", "direct_evidence", "2x G1234, 2x G1236, 2x G1237"),
         F("它们都属于 TraceID ad50164522d553984ca1828d2a5cd415", "direct_evidence", "trace_id of all six"),
         ])

def c006():
    cid = "cC-006"
    logs = nz_logs(cid, "inv-6", NZ + "log/14_50_log.csv", [(847, 847), (982, 982), (997, 997), (1004, 1004), (1061, 1061)])
    ans = ("ts-execute-service-775f544d9-zqvjb 一共报了 7 条 ticket execute error\n"
           "其中 3 条走 getOrderByIdFromOrder，2 条走 getOrderByIdFromOrderOther\n"
           "orderId 30850953-0912-423d-a88b-f02e1d0bca6b 出现了 2 次\n"
           "root cause 不太确定, maybe 订单状态机有 bug")
    add(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:count_wrong"],
        "execute-service 14:49 报了多少错？",
        ans,
        [inv(cid, "inv-6", "query_logs", {"pod": "ts-execute-service-775f544d9-zqvjb", "level": "ERROR", "minute": "14:49"}, logs)],
        "REJECT",
        [         F("ts-execute-service-775f544d9-zqvjb 一共报了 7 条 ticket execute error", "contradicted", "total 5 ERROR records"),
         F("其中 3 条走 getOrderByIdFromOrder，2 条走 getOrderByIdFromOrderOther", "direct_evidence", "#51 x3, #69 x2"),
         F("orderId 30850953-0912-423d-a88b-f02e1d0bca6b 出现了 2 次", "direct_evidence", "lines 982 and 997")])


def c007():
    cid = "cC-007"
    met = csv_text(cid, "get_metrics-0x3b", NZ + "metric/ts-food-service-f5756978c-k8vqf_metric.csv", [(369, 375)])
    ans = ("**现象**：14:51 起 ts-food-service-f5756978c-k8vqf 的 CPU 使用率接近 100%。\n"
           "**持续**：14:53 的采样点降到约 85.5%。\n"
           "**节点**：同一时段节点 CPU 使用率始终不到 10%。\n"
           "**原因**：这是上午那次发布带进来的问题。\n"
           "**补充**：业务方在那个时间段加了一轮压测。")
    add(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:unsupported_cause"],
        "food-service 14:51 CPU 飙高是什么原因？",
        ans,
        [inv(cid, "get_metrics-0x3b", "get_pod_metrics", {"pod": "ts-food-service-f5756978c-k8vqf", "window": "14:48-14:54"}, met)],
        "LOW_CONFID",
        [F("14:51 起 ts-food-service-f5756978c-k8vqf 的 CPU 使用率接近 100%", "direct_evidence", "CpuUsageRate 99.93 at 14:51, 99.89 at 14:52"),
         F("14:53 的采样点降到约 85.5%", "direct_evidence", "85.50 at 14:53:09"),
         F("同一时段节点 CPU 使用率始终不到 10%", "direct_evidence", "NodeCpuUsageRate 2.83-9.50 in all rows"),
         F("这是上午那次发布带进来的问题", "no_evidence", "no release event in any output"),
         F("业务方在那个时间段加了一轮压测", "no_evidence", "no load-test event in any output")])


def c008():
    cid = "cC-008"
    logs = nz_logs(cid, "kb-aa1", NZ + "log/10_56_log.csv", [(1520, 1528)])
    kb = {"query": "No instances available for", "chunks": [
        {"chunk_id": "rb-ribbon-03", "source_doc": "runbook/spring-cloud-lb.md", "retrieval_layer": "runbook", "relevance": "high",
         "content": "No instances available for <service> 表示调用方的负载均衡器从注册中心拿不到目标服务的任何实例。排查时先查目标服务的 Endpoints 是否为空。",
         "deduped": False},
        {"chunk_id": "case-2022-117", "source_doc": "postmortem/2022-11-ts-basic.md", "retrieval_layer": "past_case", "relevance": "medium",
         "content": "历史案例：该报错多出现在目标服务滚动发布、所有实例处于未就绪状态期间。", "deduped": False}]}
    ans = ("根据运维知识库的说明，No instances available for 某服务，表示调用方的负载均衡器从注册中心拿不到目标服务的任何实例。"
           "知识库记录的历史案例里，这类报错多出现在目标服务滚动发布、实例都未就绪的时候。"
           "运维手册给出的第一步是检查目标服务的 Endpoints 是否为空。"
           "这次可能也是 basic-service 实例没就绪，建议照手册先看 Endpoints。")
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:runbook_only"],
        "preserve-other-service 报 No instances available，这是什么意思？",
        ans,
        [inv(cid, "kb-aa1", "query_logs", {"pod": "ts-preserve-other-service-66646bdb5b-fw7x9", "minute": "10:56"}, logs),
         inv(cid, "kb-aa2", "lookup_knowledge", {"query": "No instances available for"}, kb)],
        "LOW_CONFID",
        [F("根据运维知识库的说明，No instances available for 某服务，表示调用方的负载均衡器从注册中心拿不到目标服务的任何实例", "indirect_support", "runbook chunk rb-ribbon-03, attributed to KB"),
         F("知识库记录的历史案例里，这类报错多出现在目标服务滚动发布、实例都未就绪的时候", "indirect_support", "past-case chunk only"),
         F("运维手册给出的第一步是检查目标服务的 Endpoints 是否为空", "indirect_support", "runbook chunk only")])


def c009():
    cid = "cC-009"
    spans = nz_spans(cid, "r2-traces", NZ + "trace/13_33_trace.csv", [(982, 987)])
    ans = ("1. ts-contacts-service-866bd68c97-xcqfx 在 13:32 没有任何 ERROR 日志。\n"
           "2. 它的 CPU 使用率在 13:32 仍然正常。\n"
           "3. 该 pod 的 /api/v1/contactservice/contacts/{id} span 耗时约 201 ms。\n"
           "4. 所以这次慢不是 contacts-service 的问题。")
    add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:gap", "class:negation"],
        "预订流程 13:32 变慢，contacts-service 有问题吗？",
        ans,
        [inv(cid, "r1-logs", "query_logs", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "level": "ERROR", "minute": "13:33"}, {"total": 0, "logs": []}),
         inv(cid, "r1-metrics", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx"}, None, ok=False, err="upstream prometheus timeout after 30s"),
         inv(cid, "r2-traces", "get_trace", {"trace_id": "f38553e9f01c5178831111482ef278b7", "pod": "ts-contacts-service-866bd68c97-xcqfx"}, spans, rnd=2)],
        "LOW_CONFID",
        [F("ts-contacts-service-866bd68c97-xcqfx 在 13:32 没有任何 ERROR 日志", "no_evidence", "only a no-hit query; absence not proven"),
         F("它的 CPU 使用率在 13:32 仍然正常", "no_evidence", "metrics call failed"),
         F("该 pod 的 /api/v1/contactservice/contacts/{id} span 耗时约 201 ms", "direct_evidence", "span 13fad88a874bb606 duration_us 200985"),
         F("所以这次慢不是 contacts-service 的问题", "no_evidence", "conclusion not supported by any successful output")])


def c010():
    cid = "cC-010"
    logs = nz_logs(cid, "call_a7e2", NZ + "log/14_51_log.csv", [(48, 61)])
    ans = contract(
        "verification-code-service 无异常",
        [claim("c1", "log_finding", "ts-verification-code-service-7b6dc75c45-2z9p2 在 14:50 (UTC) 没有任何 WARN 日志", "direct",
               [bind("query_logs", ["call_a7e2"], "[verifyCode]GET Code By cookieId")]),
         claim("c2", "log_finding", "ts-auth-service-7f8d7d756d-k7b9j 在 14:50:15 (UTC) 收到了 fdse_microservice 的登录请求（TraceID 26f0bc7ca6b7c583d9a6aebe72a106a1）", "direct",
               [bind("query_logs", ["call_a7e2"], "{\"pod\": \"ts-auth-service-7f8d7d756d-k7b9j\", \"trace_id\": \"26f0bc7ca6b7c583d9a6aebe72a106a1\"}")])],
        "verification-code-service 14:50 没有 WARN，auth-service 收到了 fdse_microservice 的登录请求。")
    add(cid, ["source:nezha_trainticket", "format:json_compact", "class:negation"],
        "登录验证码服务 14:50 有没有告警或 WARN？",
        json.dumps(ans, ensure_ascii=False, separators=(",", ":")),
        [inv(cid, "call_a7e2", "query_logs", {"pods": ["ts-verification-code-service-7b6dc75c45-2z9p2", "ts-auth-service-7f8d7d756d-k7b9j"], "minute": "14:51"}, logs)],
        "REJECT",
        [F(None, "contradicted", "WARN lines 50 and 57 (Verify code start) of that pod", claim="c1"),
         F(None, "direct_evidence", "auth-service lines 52-54 with that trace id at 14:50:15Z (UserController login)", claim="c2")])


def c011():
    cid = "cC-011"
    spans = nz_spans(cid, "tr_01", NZ + "trace/13_33_trace.csv", [(955, 961), (982, 987)])
    logs = nz_logs(cid, "lg_02", NZ + "log/13_33_log.csv", [(363, 367), (381, 384)])
    ans = contract(
        "预订请求整体 4.7 s，contacts 环节约 0.2 s",
        [claim("c1", "trace_finding", "TraceID f38553e9f01c5178831111482ef278b7 的网关根 span 耗时约 4.7 s", "direct",
               [bind("get_trace", ["tr_01"], "\"duration_us\": 4718461")]),
         claim("c2", "trace_finding", "其中 ts-contacts-service-866bd68c97-xcqfx 的 /api/v1/contactservice/contacts/{id} span 耗时约 201 ms", "direct",
               [bind("get_trace", ["tr_01"], "{\"duration_us\": 200985, \"span_id\": \"13fad88a874bb606\"}")]),
         claim("c3", "log_finding", "contacts-service 在该请求中按 ID 415d1665-fbb2-4ec9-83f5-5ebe51dc1825 查询联系人", "direct",
               [bind("query_logs", ["lg_02"], "FIND CONTACTS BY ID: 415d1665-fbb2-4ec9-83f5-5ebe51dc1825")]),
         claim("c4", "log_finding", "ts-preserve-service-b5ccf8557-j4txs 在 13:32:39 (UTC) 记录了 Step 2 Find contacts Complete", "direct",
               [bind("query_logs", ["T2"], "[preserve][Step 2][Find contacts Complete]")]),
         claim("c5", "hypothesis", "主要耗时在 contacts 之后的余票和下单环节", "none", [])],
        "这个预订请求整体约 4.7 s，contacts-service 的接口约 201 ms，查询的联系人 ID 是 415d1665-fbb2-4ec9-83f5-5ebe51dc1825。")
    add(cid, ["source:nezha_trainticket", "format:json_raw", "class:faithful", "class:quantity"],
        "13:32 那个 4 秒多的预订请求，contacts-service 占了多少？",
        json.dumps(ans, ensure_ascii=False),
        [inv(cid, "tr_01", "get_trace", {"trace_id": "f38553e9f01c5178831111482ef278b7"}, spans),
         inv(cid, "lg_02", "query_logs", {"trace_id": "f38553e9f01c5178831111482ef278b7"}, logs)],
        "PASS",
        [F(None, "direct_evidence", "root span 4718461 us = 4.72 s", claim="c1"),
         F(None, "direct_evidence", "span 13fad88a874bb606 200985 us", claim="c2"),
         F(None, "direct_evidence", "contacts-service line 382", claim="c3"),
         F(None, "direct_evidence", "line 365 at 13:32:39.046Z; T2 = second evidence call lg_02", claim="c4"),
         F(None, "no_evidence", "hypothesis, non-critical", crit=False, claim="c5")])


def c012():
    cid = "cC-012"
    spans = nz_spans(cid, "jaeger-q1", T57, [(1139, 1144), (1155, 1157)])
    ans = ("在 TraceID 1944d20c45136437db9d60dde5923d99 里，是 ts-route-service-b6c59fb57-zv8dt 调用了 ts-basic-service-5dc8d4f9fd-46997 的 /api/v1/basicservice/basic/travels。\n"
           "basic-service 的 BasicController.queryForTravels 耗时约 283 ms。\n"
           "route-service 的 RouteController.queryByIds 只用了约 15 ms。\n"
           "basic-service 发往 route-service 的那次 HTTP POST 用了约 242 ms。")
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:entity_swap", "class:quantity"],
        "10:56 这条 trace 里 basic-service 和 route-service 是谁调用谁？慢在哪？",
        ans,
        [inv(cid, "jaeger-q1", "get_trace", {"trace_id": "1944d20c45136437db9d60dde5923d99", "services": ["ts-basic-service", "ts-route-service"]}, spans)],
        "REJECT",
        [F("在 TraceID 1944d20c45136437db9d60dde5923d99 里，是 ts-route-service-b6c59fb57-zv8dt 调用了 ts-basic-service-5dc8d4f9fd-46997 的 /api/v1/basicservice/basic/travels", "contradicted", "basic-service span f0d406c96da0a5a3 is the parent of route-service span; roles reversed"),
         F("basic-service 的 BasicController.queryForTravels 耗时约 283 ms", "direct_evidence", "282950 us"),
         F("route-service 的 RouteController.queryByIds 只用了约 15 ms", "direct_evidence", "14903 us"),
         F("basic-service 发往 route-service 的那次 HTTP POST 用了约 242 ms", "direct_evidence", "span f0d406c96da0a5a3 242309 us, parent of route span")])

def c013():
    cid = "cC-013"
    logs = nz_logs(cid, "b7f3c2e0-1d4a-4c1e-9a55-0c2f6b1d8e41", NZ + "log/14_49_log.csv", [(620, 632)])
    ans = ("**支付被拒**：TraceID 0bed08cbff5370d0f2b64584de5a91e1 中，ts-inside-payment-service-6f94c49ccd-4rdb2 报 Order status Not allowed to Pay。\n"
           "**订单查询**：同一请求里 ts-order-other-service-6cdbf9b4cc-h7mqk 按 ID 查询订单 7802fdb3-a9d8-459b-82ab-7ec56c233af3 失败了。\n"
           "**更早的操作**：14:48:12 (UTC) order-other-service 已经成功修改过这个订单的状态。\n"
           "**建议**：核对一下该订单是否已经支付过，避免重复支付。")
    add(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:fabricated_id", "class:status_wrong"],
        "订单 7802fdb3-a9d8-459b-82ab-7ec56c233af3 支付时报不允许支付，为什么？",
        ans,
        [inv(cid, "b7f3c2e0-1d4a-4c1e-9a55-0c2f6b1d8e41", "query_logs", {"keyword": "7802fdb3-a9d8-459b-82ab-7ec56c233af3", "minute": "14:49"}, logs)],
        "REJECT",
        [F("TraceID 0bed08cbff5370d0f2b64584de5a91e1 中，ts-inside-payment-service-6f94c49ccd-4rdb2 报 Order status Not allowed to Pay", "contradicted", "trace id one char off (real ...5a91e0); fabricated identifier"),
         F("同一请求里 ts-order-other-service-6cdbf9b4cc-h7mqk 按 ID 查询订单 7802fdb3-a9d8-459b-82ab-7ec56c233af3 失败了", "contradicted", "line 622: Get Order By ID Success"),
         F("14:48:12 (UTC) order-other-service 已经成功修改过这个订单的状态", "direct_evidence", "line 627 Modify order Success at 14:48:12.019Z")])


def c014():
    cid = "cC-014"
    rel = NZ + "log/14_50_log.csv"
    recs = nz_records(cid, "es_7731", rel, [(982, 982), (997, 997), (1004, 1004)])
    out = {"took": 14, "hits": {"total": {"value": 3}, "hits": [{"_index": "ts-logs-2023.01.29", "_source": r} for r in recs]}}
    ans = ("执行检票时，ts-execute-service-775f544d9-zqvjb 从 order 服务取订单后提示订单状态错误，一共 3 条。"
           "订单 30850953-0912-423d-a88b-f02e1d0bca6b 出现了两次。"
           "另外一条涉及订单 a312304a-6b52-41f2-9590-4494e570b5c8。"
           "这三条都发生在 14:49 (UTC) 这一分钟内。")
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity"],
        "execute-service 检票失败的日志帮我翻译一下",
        ans,
        [inv(cid, "es_7731", "es_query", {"index": "ts-logs-*", "q": "pod:ts-execute-service* AND message:getOrderByIdFromOrder"}, out)],
        "PASS",
        [F("执行检票时，ts-execute-service-775f544d9-zqvjb 从 order 服务取订单后提示订单状态错误，一共 3 条", "direct_evidence", "[ticketExecute][getOrderByIdFromOrder][ticket execute error: Order Status Wrong] x3"),
         F("订单 30850953-0912-423d-a88b-f02e1d0bca6b 出现了两次", "direct_evidence", "two of the three hits"),
         F("另外一条涉及订单 a312304a-6b52-41f2-9590-4494e570b5c8", "direct_evidence", "third hit"),
         F("这三条都发生在 14:49 (UTC) 这一分钟内", "direct_evidence", "ts 14:49:36Z, 14:49:47Z, 14:49:42Z")])


def c015():
    cid = "cC-015"
    logs = nz_logs(cid, "call_15b", L57, [(772, 772), (906, 906)])
    ans = ("- TraceID 1944d20c45136437db9d60dde5923d99 那条报错（10:56:47）比 TraceID 6781ecfb8fcd119963abb370b83e2796 那条（10:56:42）出现得早\n"
           "- 两条都是 No instances available for ts-seat-service\n"
           "- 第一条同类报错在 10:51 就出现了\n"
           "- 不排除 seat-service 当时在重新注册")
    add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:time_wrong", "class:hedged_distractor"],
        "travel-service 找不到 seat-service 的报错是从什么时候开始的？",
        ans,
        [inv(cid, "call_15b", "query_logs", {"pod": "ts-travel-service-64469b5b48-25zj6", "q": "No instances available"}, logs)],
        "REJECT",
        [F("TraceID 1944d20c45136437db9d60dde5923d99 那条报错（10:56:47）比 TraceID 6781ecfb8fcd119963abb370b83e2796 那条（10:56:42）出现得早", "contradicted", "10:56:47 is after 10:56:42; stated order reversed"),
         F("两条都是 No instances available for ts-seat-service", "direct_evidence", "both messages"),
         F("第一条同类报错在 10:51 就出现了", "no_evidence", "no record at 10:51")])


def c016():
    cid = "cC-016"
    logs = nz_logs(cid, "q-2291", L57, [(772, 772), (906, 906), (1010, 1010), (1027, 1027), (1044, 1044), (1068, 1068), (1092, 1092)])
    ans = ("travel-service 这边从 10:56:42 到 10:57:02 大约 20 秒内一共出现了 7 条 ERROR。"
           "第一条和最后一条相隔约 20.4 秒。"
           "这些报错全部来自 ts-travel-service-64469b5b48-25zj6，内容都是找不到 ts-seat-service 的可用实例。"
           "报错从 10:40 就开始了。"
           "建议重点看 seat-service 的注册状态。")
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:quantity", "class:time_wrong"],
        "travel-service 报错持续了多久？",
        ans,
        [inv(cid, "q-2291", "query_logs", {"pod": "ts-travel-service-64469b5b48-25zj6", "level": "ERROR", "from": "10:56", "to": "10:58"}, logs)],
        "LOW_CONFID",
        [F("travel-service 这边从 10:56:42 到 10:57:02 大约 20 秒内一共出现了 7 条 ERROR", "direct_evidence", "total 7, first 10:56:42.393Z, last 10:57:02.759Z"),
         F("第一条和最后一条相隔约 20.4 秒", "direct_evidence", "20.37 s"),
         F("这些报错全部来自 ts-travel-service-64469b5b48-25zj6，内容都是找不到 ts-seat-service 的可用实例", "direct_evidence", "all 7: No instances available for ts-seat-service"),
         F("报错从 10:40 就开始了", "no_evidence", "no record at 10:40; output starts 10:56")])


def c017():
    cid = "cC-017"
    logs = nz_logs(cid, "toolu_017xQ", NZ + "log/13_31_log.csv", [(1468, 1468), (1480, 1480), (1532, 1532)])
    ans = contract(
        "food-service getAllFood 返回空",
        [claim("c1", "log_finding", "ts-food-service-f5756978c-k8vqf 的 getAllFood 报 foodStoresListResult is null，tripId 为 D1345", "direct",
               [bind("query_logs", ["toolu_099zz"], "foodStoresListResult is null")]),
         claim("c2", "log_finding", "这些报错里的查询日期都是 2021-07-14", "direct", []),
         claim("c3", "log_finding", "13:30 这一分钟 food-service 共有 3 条该 ERROR", "direct",
               [bind("query_logs", ["T3"], "Get the Get Food Request Failed!", sid="T3")])],
        "food-service 的 getAllFood 对 D1345 返回 foodStoresListResult is null。")
    add(cid, ["source:nezha_trainticket", "format:json_indented", "class:bad_reference"],
        "订餐页面拿不到餐品列表，food-service 日志怎么说？",
        json.dumps(ans, ensure_ascii=False, indent=4),
        [inv(cid, "toolu_017xQ", "query_logs", {"pod": "ts-food-service-f5756978c-k8vqf", "level": "ERROR", "minute": "13:31"}, logs)],
        "LOW_CONFID",
        [F(None, "indirect_support", "content in output but binding names non-existent invocation toolu_099zz", claim="c1"),
         F(None, "indirect_support", "content supported, claim has no binding", claim="c2"),
         F(None, "indirect_support", "count right (3) but trace ref T3 does not exist (only one call)", claim="c3")])


def c018():
    cid = "cC-018"
    logs = nz_logs(cid, "call-388", NZ + "log/14_51_log.csv", [(384, 392)])
    ans = ("ts-preserve-service-b5ccf8557-j4txs 在 14:50:40 (UTC) 报 No instances available for ts-food-service。"
           "该报错的 TraceID 是 ea6077ba5c3dd88cd073951e055a912d。"
           "报错前 ts-price-service-76846864d9-g465z 在同一请求里正常返回了价格查询。"
           "可能 ts-station-service 也出了问题。"
           "不排除是网关限流导致的。")
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:hedged_distractor", "class:faithful"],
        "下单时 preserve-service 报错，看下原因",
        ans,
        [inv(cid, "call-388", "query_logs", {"trace_id": "ea6077ba5c3dd88cd073951e055a912d"}, logs)],
        "PASS",
        [F("ts-preserve-service-b5ccf8557-j4txs 在 14:50:40 (UTC) 报 No instances available for ts-food-service", "direct_evidence", "line 388 at 14:50:40.154Z"),
         F("该报错的 TraceID 是 ea6077ba5c3dd88cd073951e055a912d", "direct_evidence", "trace_id of line 388"),
         F("报错前 ts-price-service-76846864d9-g465z 在同一请求里正常返回了价格查询", "direct_evidence", "price-service INFO lines 384-387 at 14:50:39Z, before 14:50:40")])


def c019():
    cid = "cC-019"
    logs = nz_logs(cid, "k8s-logs-1", NZ + "log/14_51_log.csv", [(220, 224), (388, 388)])
    ans = ("两个 pod 都在报找不到实例。\n"
           "ts-preserve-service-b5ccf8557-j4txs 报的是 No instances available for ts-travel-service。\n"
           "ts-food-service-f5756978c-k8vqf 的那条报错在 14:50:15 (UTC)。\n"
           "建议依次检查 travel 和 food 两个服务的注册。")
    add(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:misattribution", "class:entity_swap"],
        "preserve 和 food 两个服务分别缺哪个下游？",
        ans,
        [inv(cid, "k8s-logs-1", "kubectl_logs", {"selector": "app in (ts-preserve-service, ts-food-service)", "grep": "No instances"}, logs)],
        "REJECT",
        [F("两个 pod 都在报找不到实例", "direct_evidence", "lines 220 and 388 both IllegalStateException: No instances available"),
         F("ts-preserve-service-b5ccf8557-j4txs 报的是 No instances available for ts-travel-service", "contradicted", "preserve-service's own line says ts-food-service; ts-travel-service is food-service's error"),
         F("ts-food-service-f5756978c-k8vqf 的那条报错在 14:50:15 (UTC)", "direct_evidence", "line 220 at 14:50:15.399Z")])


def c020():
    cid = "cC-020"
    s = series(cid, "qm_front_1", NZ + "metric/front_service.csv", 292, 297,
               [("LatencyP99(s)", "latency_p99", "s"), ("LatencyP50(s)", "latency_p50", "s")], "Frontend")
    ans = contract(
        "前端 P99 在 13:33 前后冲高后回落",
        [claim("c1", "metric_finding", "Frontend 的 P99 延迟在 13:31–13:36 最高 4775 ms", "direct",
               [bind("query_metrics", ["qm_front_1"], "{\"metric\": \"latency_p99\", \"max\": 4.775}")]),
         claim("c2", "metric_finding", "同期 P99 平均约 1.8 s", "direct",
               [bind("query_metrics", ["qm_front_1"], "\"avg\": 1.798")]),
         claim("c3", "metric_finding", "P99 最后一个点回落到约 974 ms", "direct",
               [bind("query_metrics", ["qm_front_1"], "\"last\": 0.974")]),
         claim("c4", "metric_finding", "P50 延迟最高只有 375 ms", "direct",
               [bind("query_metrics", ["qm_front_1"], "latency_p50")])],
        "前端 P99 在这 6 分钟里最高约 4.8 秒，均值约 1.8 秒，最后回落到 1 秒以内；P50 最高 0.375 秒。")
    add(cid, ["source:nezha_trainticket", "format:json_with_text", "class:quantity", "class:faithful"],
        "13:30 之后前端整体延迟怎么样？",
        "排查结果如下：\n" + json.dumps(ans, ensure_ascii=False) + "\n如需按分钟明细可以再查。",
        [inv(cid, "qm_front_1", "query_metrics", {"service": "Frontend", "from": "13:31", "to": "13:36"}, {"alerts": [], "series": s})],
        "PASS",
        [F(None, "direct_evidence", "latency_p99 max 4.775 s = 4775 ms", claim="c1"),
         F(None, "direct_evidence", "avg 1.798 s", claim="c2"),
         F(None, "direct_evidence", "last 0.974 s", claim="c3"),
         F(None, "direct_evidence", "latency_p50 max 0.375 s", claim="c4")])


def c021():
    cid = "cC-021"
    logs = nz_logs(cid, "call_0f21", NZ + "log/13_31_log.csv", [(2061, 2061), (2077, 2077), (2093, 2093), (2109, 2109), (2279, 2279), (2295, 2295)])
    ans = ('{"answer_version": "1.0", "claims": [\n'
           ' {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ts-travel2-service-5c66d57d58-6mp2b 在 13:30 (UTC) 这一分钟内有 6 条 ERROR", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_0f21"], "evidence_excerpt": "IllegalStateException"}]},\n'
           ' {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "报错内容都是 No instances available for ts-seat-service", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_0f21"]}]},\n'
           ' {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "seat-service 在报错前被缩容到了零副本", "support_level": "indirect", "evidence_bindings": []},\n'
           '],\n "user_facing_answer": "travel2-service 找不到 seat-service 实例"')
    add(cid, ["source:nezha_trainticket", "format:json_malformed", "class:unsupported_cause"],
        "travel2-service 13:30 报错的根因是什么？",
        ans,
        [inv(cid, "call_0f21", "query_logs", {"pod": "ts-travel2-service-5c66d57d58-6mp2b", "level": "ERROR"}, logs)],
        "LOW_CONFID",
        [F("ts-travel2-service-5c66d57d58-6mp2b 在 13:30 (UTC) 这一分钟内有 6 条 ERROR", "direct_evidence", "total 6, ts 13:30:10-13:30:21Z"),
         F("报错内容都是 No instances available for ts-seat-service", "direct_evidence", "all six messages"),
         F("seat-service 在报错前被缩容到了零副本", "no_evidence", "no scaling event in any output"),
         F("travel2-service 找不到 seat-service 实例", "direct_evidence", "paraphrase of the six ERROR lines")])


def c022():
    cid = "cC-022"
    s = series(cid, "mem-q7", NZ + "metric/ts-contacts-service-866bd68c97-xcqfx_metric.csv", 293, 297,
               [("MemoryUsage(Mi)", "memory_usage", "MiB"), ("MemoryUsageRate(%)", "memory_usage_rate", "%")],
               "ts-contacts-service-866bd68c97-xcqfx")
    ans = contract(
        "contacts-service 内存平稳",
        [claim("c1", "metric_finding", "ts-contacts-service-866bd68c97-xcqfx 在 13:32–13:36 的内存峰值约 0.46 GiB", "direct",
               [bind("query_metrics", ["mem-q7"], "{\"metric\": \"memory_usage\", \"max\": 467.789}")]),
         claim("c2", "metric_finding", "内存使用率最高约 23.4%", "direct",
               [bind("query_metrics", ["mem-q7"], "memory_usage_rate")]),
         claim("c3", "metric_finding", "最后一个采样点内存约 458 MiB", "direct",
               [bind("query_metrics", ["T1"], "\"last\": 457.852")])],
        "contacts-service 内存峰值约 0.46 GiB，最后一个点约 458 MiB。")
    add(cid, ["source:nezha_trainticket", "format:json_indented", "class:quantity", "class:faithful"],
        "contacts-service 是不是内存泄漏了？13:32 之后内存占用多少？",
        json.dumps(ans, ensure_ascii=False, indent=2),
        [inv(cid, "mem-q7", "query_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "metrics": ["memory"]}, {"alerts": [], "series": s})],
        "PASS",
        [F(None, "direct_evidence", "max 467.789 MiB = 0.457 GiB", claim="c1"),
         F(None, "direct_evidence", "memory_usage_rate max 23.389 %", claim="c2"),
         F(None, "direct_evidence", "last 457.852 MiB; T1 = mem-q7", claim="c3")])

# ---------------------------------------------------------------- Loghub
HD = "loghub/HDFS/HDFS_2k.log"
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
AP = "loghub/Apache/Apache_2k.log"
HA = "loghub/Hadoop/Hadoop_2k.log"
OS_ = "loghub/OpenStack/OpenStack_2k.log"


def zk_parse(ln):
    m = re.match(r"^(\S+ \S+) - (\w+)\s+\[(.*?)\] - (.*)$", ln)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


def ha_parse(ln):
    m = re.match(r"^(\S+ \S+) (\w+) \[(.*?)\] (\S+): (.*)$", ln)
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "logger": m.group(4), "message": m.group(5)}


def os_parse(ln):
    m = re.match(r"^(\S+) (\S+ \S+) (\d+) (\w+) (\S+) (.*)$", ln)
    return {"file": m.group(1), "ts": m.group(2), "pid": m.group(3), "level": m.group(4), "component": m.group(5), "message": m.group(6)}


def c023():
    cid = "cC-023"
    out = text(cid, "hdfs-1", HD, [(1610, 1625)])
    ans = ("- 来自 10.251.67.4 的块 blk_2247786307216183697 已接收完毕，大小正好 64 MiB\n"
           "- blk_-8050165297538775793 的校验通过了\n"
           "- 10.251.121.224:50010 已被登记为 blk_3134656542322449478 的存放节点\n"
           "- 这段日志里没有 WARN 或 ERROR\n"
           "- 需要的话可以再拉前后一小时的数据")
    add(cid, ["source:hdfs", "format:nl_bullets", "class:paraphrase_zh", "class:quantity"],
        "HDFS 这段时间块写入正常吗？",
        ans,
        [inv(cid, "hdfs-1", "search_syslog", {"file": "HDFS_2k.log", "from": "081111 065920", "to": "081111 070735"}, out)],
        "PASS",
        [F("来自 10.251.67.4 的块 blk_2247786307216183697 已接收完毕，大小正好 64 MiB", "direct_evidence", "Received block ... of size 67108864 (= 64 MiB) from /10.251.67.4"),
         F("blk_-8050165297538775793 的校验通过了", "direct_evidence", "Verification succeeded for blk_-8050165297538775793"),
         F("10.251.121.224:50010 已被登记为 blk_3134656542322449478 的存放节点", "direct_evidence", "blockMap updated: 10.251.121.224:50010 is added to blk_3134656542322449478"),
         F("这段日志里没有 WARN 或 ERROR", "direct_evidence", "all 16 lines are INFO (true denial)")])


def c024():
    cid = "cC-024"
    out = text(cid, "inv_24a", HD, [(314, 326)])
    ans = ("## 发现\n"
           "10.251.38.214:50010 在向 /10.251.195.52 提供 blk_5547569777499890340 时出现异常。\n"
           "10.251.26.8:50010 向 /10.251.31.85 提供 blk_-8522942048313632859 时也报了异常。\n"
           "这一段一共有 4 条 Got exception while serving 的 WARN。\n"
           "## 下一步\n"
           "建议到这几个 DataNode 上看完整的异常栈。")
    add(cid, ["source:hdfs", "format:nl_headings", "class:fabricated_id", "class:paraphrase_zh"],
        "DataNode 读块报异常，涉及哪些块？",
        ans,
        [inv(cid, "inv_24a", "query_logs", {"component": "dfs.DataNode$DataXceiver", "date": "081110"}, out)],
        "REJECT",
        [F("10.251.38.214:50010 在向 /10.251.195.52 提供 blk_5547569777499890340 时出现异常", "direct_evidence", "WARN line 317"),
         F("10.251.26.8:50010 向 /10.251.31.85 提供 blk_-8522942048313632859 时也报了异常", "contradicted", "block id one digit off (real blk_-8522942048313632858)"),
         F("这一段一共有 4 条 Got exception while serving 的 WARN", "direct_evidence", "4 WARN lines in output")])


def c025():
    cid = "cC-025"
    out = text(cid, "ssh_grep_01", SSH, [(1440, 1465)])
    ans = ("183.62.140.253 在 10:59:05 到 10:59:22 这约 17 秒里对 root 账户密码失败了 9 次。"
           "每次用的源端口都不一样，从 57485 一直变到 60834。"
           "每个 sshd 进程认证失败后对端都以 Bye Bye [preauth] 断开，最后一个进程 25178 的断开不在这段输出里。"
           "典型的暴力破解，建议直接在防火墙封掉这个 IP。")
    add(cid, ["source:openssh", "format:nl_paragraph", "class:quantity", "class:faithful"],
        "LabSZ 上 10:59 左右 sshd 失败很多，是谁在试？",
        ans,
        [inv(cid, "ssh_grep_01", "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 10:59:00", "to": "Dec 10 10:59:22"}, out)],
        "PASS",
        [F("183.62.140.253 在 10:59:05 到 10:59:22 这约 17 秒里对 root 账户密码失败了 9 次", "direct_evidence", "9 Failed password for root lines, 10:59:05-10:59:22 = 17 s"),
         F("每次用的源端口都不一样，从 57485 一直变到 60834", "direct_evidence", "ports 57485 ... 60834, all distinct"),
         F("每个 sshd 进程认证失败后对端都以 Bye Bye [preauth] 断开，最后一个进程 25178 的断开不在这段输出里", "direct_evidence", "8 Received disconnect ... Bye Bye lines; 25178 has none in the window")])


def c026():
    cid = "cC-026"
    out = text(cid, "call_ssh26", SSH, [(950, 962)])
    ans = contract(
        "09:31-09:32 有多个来源尝试登录",
        [claim("c1", "log_finding", "用户 fztu 从 119.137.62.142 的登录尝试被拒绝", "direct",
               [bind("search_syslog", ["call_ssh26"], "sshd[24680]: Accepted password for fztu from 119.137.62.142 port 49116 ssh2")]),
         claim("c2", "log_finding", "104.192.3.34 用不存在的用户 FILTER 尝试密码登录失败", "direct",
               [bind("search_syslog", ["call_ssh26"], "Failed password for invalid user FILTER from 104.192.3.34 port 33738 ssh2")]),
         claim("c3", "log_finding", "52.80.34.196 尝试登录的用户 matlab 在系统中不存在", "direct",
               [bind("search_syslog", ["call_ssh26"], "Invalid user matlab from 52.80.34.196")])],
        "09:31–09:32 有三个来源在登录，fztu 的登录被拒，另外两个用的是不存在的用户。")
    add(cid, ["source:openssh", "format:json_indented", "class:status_wrong"],
        "09:32 左右谁登录了 LabSZ？成功了吗？",
        json.dumps(ans, ensure_ascii=False, indent=2),
        [inv(cid, "call_ssh26", "search_syslog", {"host": "LabSZ", "from": "Dec 10 09:31:20", "to": "Dec 10 09:32:42"}, out)],
        "REJECT",
        [F(None, "contradicted", "Accepted password for fztu: login succeeded", claim="c1"),
         F(None, "direct_evidence", "line 951", claim="c2"),
         F(None, "direct_evidence", "line 958 Invalid user matlab", claim="c3")])


def c027():
    cid = "cC-027"
    recs = loghub_recs(cid, "zk-27", ZK, [(1500, 1512)], zk_parse)
    ans = contract(
        "节点 3 与 188978561024 的连接稳定",
        [claim("c1", "log_finding", "my id = 3 的节点与 188978561024 之间的连接在 19:22–19:23 一直正常", "direct",
               [bind("query_logs", ["zk-27"], "QuorumCnxManager$Listener@493")]),
         claim("c2", "log_finding", "10.10.34.12 在 19:22:42 和 19:22:46 两次向 /10.10.34.13:3888 发起连接请求", "direct",
               [bind("query_logs", ["zk-27"], "Received connection request /10.10.34.12:47157")])],
        "节点 3 的 quorum 连接正常，10.10.34.12 期间两次发起了连接请求。")
    add(cid, ["source:zookeeper", "format:json_fenced", "class:negation"],
        "ZooKeeper 节点 3 在 19:22 有没有连接问题？",
        "```json\n" + json.dumps(ans, ensure_ascii=False, indent=2) + "\n```",
        [inv(cid, "zk-27", "query_logs", {"host": "10.10.34.13", "from": "2015-07-29 19:22:40", "to": "2015-07-29 19:23:10"}, {"total": len(recs), "logs": recs})],
        "REJECT",
        [F(None, "contradicted", "WARN Connection broken for id 188978561024, my id = 3 (x4)", claim="c1"),
         F(None, "direct_evidence", "lines 1500-1501", claim="c2")])


def c028():
    cid = "cC-028"
    recs = loghub_recs(cid, "zkq-1", ZK, [(1502, 1511)], zk_parse)
    ans = ("zk 节点3 这边 19:22:52 到 19:23:09 一直在报 WARN，前后大概 17 秒\n"
           "Connection broken for id 188978561024 一共 4 次\n"
           "SendWorker 有 3 次 Interrupted while waiting for message on queue\n"
           "集群这段时间没有发生重新选举\n"
           "maybe 是 188978561024 那台网络抖了")
    add(cid, ["source:zookeeper", "format:nl_sloppy", "class:quantity", "class:gap"],
        "zk 这波 WARN 持续多久？有没有重新选主？",
        ans,
        [inv(cid, "zkq-1", "query_logs", {"level": "WARN", "from": "19:22:50", "to": "19:23:10"}, {"total": len(recs), "logs": recs}),
         inv(cid, "zkq-2", "query_logs", {"q": "LOOKING OR LEADING OR FOLLOWING", "from": "19:22:50", "to": "19:23:10"}, {"total": 0, "logs": []})],
        "LOW_CONFID",
        [F("zk 节点3 这边 19:22:52 到 19:23:09 一直在报 WARN，前后大概 17 秒", "direct_evidence", "WARN from 19:22:52,672 to 19:23:09,379 = 16.7 s"),
         F("Connection broken for id 188978561024 一共 4 次", "direct_evidence", "lines 1502, 1505, 1506, 1510"),
         F("SendWorker 有 3 次 Interrupted while waiting for message on queue", "direct_evidence", "lines 1504, 1507, 1508"),
         F("集群这段时间没有发生重新选举", "no_evidence", "only a no-hit query supports it")])


def c029():
    cid = "cC-029"
    out = text(cid, "ap-1", AP, [(1700, 1712)])
    ans = ("- 13:44:38 连续出现两条 mod_jk child workerEnv in error state 6\n"
           "- 13:45:08 那一批 mod_jk 报错的错误状态码都是 9\n"
           "- jk2_init 在 13:45:01 发现 child 5998 位于 scoreboard slot 6\n"
           "- 推测 mod_jk 和后端 Tomcat 的连接不稳定")
    add(cid, ["source:apache", "format:nl_bullets", "class:value_wrong", "class:hedged_distractor"],
        "Apache 13:45 左右 mod_jk 报什么错？",
        ans,
        [inv(cid, "ap-1", "search_syslog", {"file": "error_log", "from": "Mon Dec 05 13:44:32 2005", "to": "Mon Dec 05 13:45:08 2005"}, out)],
        "REJECT",
        [F("13:44:38 连续出现两条 mod_jk child workerEnv in error state 6", "direct_evidence", "lines 1702-1703"),
         F("13:45:08 那一批 mod_jk 报错的错误状态码都是 9", "contradicted", "13:45:08 error states are 6, 8, 6"),
         F("jk2_init 在 13:45:01 发现 child 5998 位于 scoreboard slot 6", "direct_evidence", "line 1705")])


def c030():
    cid = "cC-030"
    out = text(cid, "toolu_01Ap30", AP, [(880, 892)])
    ans = ("**报错**：19:56:53 mod_jk 连续报 workerEnv in error state 6。\n"
           "**进程**：19:56:51 jk2_init 找到了 1850、1851、1852、1853 四个子进程。\n"
           "**原因**：有人改过 workers2.properties。\n"
           "**背景**：httpd 前一晚被手动重启过。")
    add(cid, ["source:apache", "format:nl_bold_labels", "class:unsupported_cause"],
        "19:56 Apache 为什么又报 mod_jk 错误？",
        ans,
        [inv(cid, "toolu_01Ap30", "search_syslog", {"file": "error_log", "around": "Sun Dec 04 19:56:53 2005"}, out)],
        "LOW_CONFID",
        [F("19:56:53 mod_jk 连续报 workerEnv in error state 6", "direct_evidence", "4 error lines at 19:56:53"),
         F("19:56:51 jk2_init 找到了 1850、1851、1852、1853 四个子进程", "direct_evidence", "lines 881-884"),
         F("有人改过 workers2.properties", "no_evidence", "logs only say workerEnv.init() ok for that file"),
         F("httpd 前一晚被手动重启过", "no_evidence", "no restart event in output")])


def c031():
    cid = "cC-031"
    recs = loghub_recs(cid, "hd-31", HA, [(1520, 1532)], ha_parse)
    ans = contract(
        "MR AM 连不上 RM，HDFS 续租也失败",
        [claim("c1", "log_finding", "DFSClient_NONMAPREDUCE_1537864556_1 续租失败在 18:08:40 已持续 223 秒，约 3.7 分钟", "direct",
               [bind("query_logs", ["hd-31"], "Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 223 seconds.")]),
         claim("c2", "log_finding", "RMContainerAllocator 在 18:08:38 和 18:08:40 两次报 ERROR IN CONTACTING RM", "direct",
               [bind("query_logs", ["hd-31"], "{\"level\": \"ERROR\", \"thread\": \"RMCommunicator Allocator\"}")]),
         claim("c3", "log_finding", "重连 msra-sa-41:8030 的重试策略是最多 10 次、每次间隔 1 秒", "direct",
               [bind("query_logs", ["hd-31"], "RetryUpToMaximumCountWithFixedSleep(maxRetries=10, sleepTime=1000 MILLISECONDS)")])],
        "AM 连不上 RM（msra-sa-41:8030），同时 HDFS 租约续期已经失败了约 3.7 分钟。")
    add(cid, ["source:hadoop", "format:json_indented", "class:quantity", "class:faithful"],
        "MapReduce 作业卡住了，AM 日志里有什么？",
        json.dumps(ans, ensure_ascii=False, indent=2),
        [inv(cid, "hd-31", "query_logs", {"app": "mapreduce-am", "from": "18:08:37", "to": "18:08:40"}, {"total": len(recs), "logs": recs})],
        "PASS",
        [F(None, "direct_evidence", "223 s = 3.72 min at 18:08:40,569", claim="c1"),
         F(None, "direct_evidence", "ERROR lines 1523, 1530", claim="c2"),
         F(None, "direct_evidence", "maxRetries=10, sleepTime=1000 ms = 1 s", claim="c3")])


def c032():
    cid = "cC-032"
    recs = loghub_recs(cid, "inv-32", HA, [(1100, 1109)], ha_parse)
    ans = ("18:06:37 到 18:06:40 之间，RMCommunicator Allocator 线程一直在报 Failed to renew lease。"
           "LeaseRenewer:msrabi@msra-sa-41:9000 线程检测到 msra-sa-41:9000 的地址变化。"
           "18:06:38 和 18:06:40 各有一条 ERROR IN CONTACTING RM。")
    add(cid, ["source:hadoop", "format:nl_paragraph", "class:misattribution"],
        "哪个线程在续租失败？",
        ans,
        [inv(cid, "inv-32", "query_logs", {"from": "18:06:37", "to": "18:06:40"}, {"total": len(recs), "logs": recs})],
        "REJECT",
        [F("18:06:37 到 18:06:40 之间，RMCommunicator Allocator 线程一直在报 Failed to renew lease", "contradicted", "only the LeaseRenewer thread logs Failed to renew lease; RMCommunicator's own lines are retry/ERROR IN CONTACTING RM"),
         F("LeaseRenewer:msrabi@msra-sa-41:9000 线程检测到 msra-sa-41:9000 的地址变化", "direct_evidence", "Address change detected ... :9000"),
         F("18:06:38 和 18:06:40 各有一条 ERROR IN CONTACTING RM", "direct_evidence", "lines 1103, 1109")])


def c033():
    cid = "cC-033"
    recs = loghub_recs(cid, "nova-33", OS_, [(1293, 1300)], os_parse)
    ans = contract(
        "nova-compute 电源状态同步发现 DB 与 hypervisor 不一致",
        [claim("c1", "log_finding", "nova-compute 同步电源状态时发现数据库里有 1 个实例，而 hypervisor 上是 0 个", "direct",
               [bind("query_logs", ["nova-33"], "found 1 instances in the database and 0 instances on the hypervisor")]),
         claim("c2", "log_finding", "实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43 触发了 VM Started 生命周期事件", "direct",
               [bind("query_logs", ["nova-33"], "{\"ts\": \"2017-05-16 00:09:43.328\", \"component\": \"nova.compute.manager\"}")]),
         claim("c3", "log_finding", "这段时间 nova-api 的 servers/detail 请求都返回 200", "direct",
               [bind("query_logs", ["nova-33"], "\"GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail HTTP/1.1\" status: 200")])],
        "电源状态同步时发现 DB 有 1 个实例、hypervisor 上 0 个；随后 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43 启动；API 请求均返回 200。")
    add(cid, ["source:openstack", "format:json_raw", "class:faithful", "class:excerpt_format"],
        "nova 里实例状态不一致的告警是怎么回事？",
        json.dumps(ans, ensure_ascii=False),
        [inv(cid, "nova-33", "query_logs", {"services": ["nova-compute", "nova-api"], "from": "2017-05-16 00:09:40", "to": "2017-05-16 00:09:43.4"}, {"total": len(recs), "logs": recs})],
        "PASS",
        [F(None, "direct_evidence", "WARNING line 1297", claim="c1"),
         F(None, "direct_evidence", "line 1299, ts/component pairs of that record", claim="c2"),
         F(None, "direct_evidence", "lines 1295, 1296, 1298, 1300 all status: 200", claim="c3")])


def c034():
    cid = "cC-034"
    recs = loghub_recs(cid, "call_os34b", OS_, [(1255, 1262)], os_parse)
    kb = {"query": "imagecache Unknown base file", "chunks": [
        {"chunk_id": "kb-nova-ic-2", "source_doc": "runbook/nova-imagecache.md", "retrieval_layer": "runbook", "relevance": "high",
         "content": "镜像缓存清理任务失败时，nova-compute 会反复打印 Unknown base file。", "deduped": True}]}
    ans = ("分析如下：\n" + json.dumps(contract(
        "imagecache 有未知基础镜像文件",
        [claim("c1", "log_finding", "nova-compute 在 00:09:20 和 00:09:25 两次报 Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742", "direct",
               [bind("query_logs", ["call_os34b"], "Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742")]),
         claim("c2", "log_finding", "nova-compute 当天 00:00 以来的日志中没有任何 ERROR", "direct",
               [bind("query_logs", ["call_os34a"], "level:ERROR")]),
         claim("c3", "root_cause", "镜像缓存清理任务失败了", "indirect",
               [bind("lookup_knowledge", ["call_os34c"], "镜像缓存清理任务失败时，nova-compute 会反复打印 Unknown base file。", stype="knowledge", sid="kb-nova-ic-2")])],
        "nova-compute 反复报 Unknown base file。"), ensure_ascii=False, indent=1))
    add(cid, ["source:openstack", "format:json_with_text", "class:gap", "class:negation"],
        "nova-compute 的 imagecache 一直报 WARNING，要紧吗？",
        ans,
        [inv(cid, "call_os34a", "query_logs", {"service": "nova-compute", "level": "ERROR", "from": "00:09:00", "to": "00:10:00"}, None, ok=False, err="query timed out: index nova-2017.05.16 unavailable"),
         inv(cid, "call_os34b", "query_logs", {"service": "nova-compute", "from": "00:09:19", "to": "00:09:26"}, {"total": len(recs), "logs": recs}),
         inv(cid, "call_os34c", "lookup_knowledge", {"query": "imagecache Unknown base file"}, kb, rnd=2)],
        "LOW_CONFID",
        [F(None, "direct_evidence", "WARNING lines 1259 and 1262", claim="c1"),
         F(None, "no_evidence", "covers the whole day; only the failed ERROR query spans it", claim="c2"),
         F(None, "no_evidence", "only a deduped knowledge chunk", claim="c3")])


def c035():
    cid = "cC-035"
    out = text(cid, "bgl-35", "loghub/BGL/BGL_2k.log", [(1400, 1410)])
    ans = contract(
        "多个 I/O 节点 ciod 连接断开",
        [claim("c1", "log_finding", "R41-M1-N4-I:J18-U11 上 Lustre mount FAILED，挂载点 /p/gb1", "direct",
               [bind("search_ras", ["bgl-35"], "Lustre mount FAILED : bglio388 : point /p/gb1")]),
         claim("c2", "log_finding", "R53-M1-N0-I:J18-U01 的 ciod 到 172.16.96.116:41217 的 CioStream 连接被切断", "direct",
               [bind("search_ras", ["bgl-35"], "CioStream socket to 172.16.96.116:41217: Link has been severed")]),
         claim("c3", "log_finding", "R63-M1-NC-C:J06-U01 检测到并纠正了 1 个 ddr 错误", "direct",
               [bind("search_ras", ["bgl-35"], "total of 1 ddr error(s) detected and corrected")])],
        "R41 节点 Lustre 挂载失败，R53 的 ciod 连接断开，R63 有 1 个已纠正的 ddr 错误。")
    add(cid, ["source:bgl", "format:json_compact", "class:misattribution"],
        "BGL 9 月中这几台节点的 FATAL 分别是什么？",
        json.dumps(ans, ensure_ascii=False, separators=(",", ":")),
        [inv(cid, "bgl-35", "search_ras", {"severity": ["FATAL", "INFO", "ERROR"], "from": "2005-09-12", "to": "2005-09-19"}, out)],
        "REJECT",
        [F(None, "contradicted", "Lustre mount FAILED is logged by R30-M0-N4-I:J18-U01; R41's own line is a ciod Link has been severed", claim="c1"),
         F(None, "direct_evidence", "line 1402", claim="c2"),
         F(None, "direct_evidence", "line 1403", claim="c3")])


def c036():
    cid = "cC-036"
    out = text(cid, "syslog-36", "loghub/Linux/Linux_2k.log", [(1740, 1752)])
    ans = ("## 结论\n"
           "84.102.20.2 在 02:38:22 向 combo 发起了 8 次 ftp 连接。\n"
           "02:38:23 它以 anonymous 身份完成了 2 次匿名 FTP 登录。\n"
           "## 其他\n"
           "04:20:19 su 为用户 cyrus 打开了会话，随后又关闭了。\n"
           "04:20:21 cupsd 正常关闭。\n"
           "这个 IP 看起来像扫描器，建议限制匿名 FTP。")
    add(cid, ["source:linux", "format:nl_headings", "class:faithful", "class:paraphrase_zh", "class:quantity"],
        "combo 凌晨 2 点多的 ftp 连接是谁？",
        ans,
        [inv(cid, "syslog-36", "search_syslog", {"host": "combo", "date": "Jul 24", "from": "02:38", "to": "04:21"}, out)],
        "PASS",
        [F("84.102.20.2 在 02:38:22 向 combo 发起了 8 次 ftp 连接", "direct_evidence", "8 ftpd connection lines at 02:38:22"),
         F("02:38:23 它以 anonymous 身份完成了 2 次匿名 FTP 登录", "direct_evidence", "ANONYMOUS FTP LOGIN FROM 84.102.20.2 x2"),
         F("04:20:19 su 为用户 cyrus 打开了会话，随后又关闭了", "direct_evidence", "session opened/closed for user cyrus"),
         F("04:20:21 cupsd 正常关闭", "direct_evidence", "cupsd shutdown succeeded")])


def c037():
    cid = "cC-037"
    out = text(cid, "spark_exec_log", "loghub/Spark/Spark_2k.log", [(1100, 1112)])
    ans = contract(
        "stage 26 正常调度，broadcast 37 读取很快",
        [claim("c1", "log_finding", "stage 26.0 的 TID 1200 到 1204 已开始运行", "direct",
               [bind("get_executor_log", ["T2"], "Running task 0.0 in stage 26.0 (TID 1200)", sid="T2")]),
         claim("c2", "metric_finding", "读取 broadcast variable 37 用了 14 ms", "direct",
               [bind("get_executor_log", ["spark_exec_log_2"], "Reading broadcast variable 37 took 14 ms")]),
         claim("c3", "metric_finding", "broadcast_37_piece0 估算大小 5.2 KB，存入后剩余内存 569.5 KB", "direct", [])],
        "stage 26 的任务在运行，broadcast 37 读取耗时 14 ms。")
    add(cid, ["source:spark", "format:json_fenced", "class:bad_reference"],
        "executor 上 stage 26 跑得怎么样？",
        "```json\n" + json.dumps(ans, ensure_ascii=False, indent=2) + "\n```",
        [inv(cid, "spark_exec_log", "get_executor_log", {"executor": "1", "from": "17/06/09 20:11:07"}, out)],
        "LOW_CONFID",
        [F(None, "indirect_support", "content supported but trace ref T2 does not exist (one call)", claim="c1"),
         F(None, "indirect_support", "binding names non-existent invocation spark_exec_log_2", claim="c2"),
         F(None, "indirect_support", "no binding; content in line 1110", claim="c3")])


def c038():
    cid = "cC-038"
    out = text(cid, "px-38", "loghub/Proxifier/Proxifier_2k.log", [(1450, 1460)])
    ans = ("secure.quantserve.com:443 这条连接 sent 643 bytes, 收了约 3.2 KB, 存活 11 秒\n"
           "c.trello.com:443 关闭了两次, 每次都发 568 字节、收 156 字节\n"
           "新开的连接全部 through proxy.cse.cuhk.edu.hk:5070 走 HTTPS\n"
           "YodaoDict.exe 在 17:17:40 也通过同一个代理连了 dict.youdao.com:80")
    add(cid, ["source:proxifier", "format:nl_sloppy", "class:quantity", "class:faithful"],
        "17:18 左右 chrome 走代理的流量情况？",
        ans,
        [inv(cid, "px-38", "search_syslog", {"file": "Proxifier.log", "from": "[07.26 17:17:40]", "to": "[07.26 17:18:20]"}, out)],
        "PASS",
        [         F("secure.quantserve.com:443 这条连接 sent 643 bytes, 收了约 3.2 KB, 存活 11 秒", "direct_evidence", "643 bytes sent, 3323 bytes (3.24 KB) received, lifetime 00:11"),
         F("c.trello.com:443 关闭了两次, 每次都发 568 字节、收 156 字节", "direct_evidence", "lines 1458-1459"),
         F("新开的连接全部 through proxy.cse.cuhk.edu.hk:5070 走 HTTPS", "direct_evidence", "every open line goes through proxy.cse.cuhk.edu.hk:5070 HTTPS"),
         F("YodaoDict.exe 在 17:17:40 也通过同一个代理连了 dict.youdao.com:80", "direct_evidence", "line 1450")])


def c039():
    cid = "cC-039"
    out = text(cid, "tb-39a", "loghub/Thunderbird/Thunderbird_2k.log", [(1560, 1570)])
    ans = ("{'claims': [\n"
           "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'gmetad 在 12:11:25 到 12:11:30 之间对 Thunderbird_C5、A5、C2、B1、B3 五个数据源都收不到回应'},\n"
           "  {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'tbird-sm1 的 ib_sm 在 12:11:30 的扫描结果是 No topology change'},\n"
           "  {'claim_id': 'c3', 'claim_type': 'root_cause', 'claim_text': 'tbird-admin1 上的 gmond 收集进程在 12:10 左右挂掉了'}\n"
           "], 'user_facing_answer': 'ganglia 数据源都无响应'}")
    add(cid, ["source:thunderbird", "format:json_malformed", "class:gap", "class:unsupported_cause"],
        "Thunderbird 监控 12:11 为什么没数据？",
        ans,
        [inv(cid, "tb-39a", "search_syslog", {"from": "Nov 9 12:11:25", "to": "Nov 9 12:11:31"}, out),
         inv(cid, "tb-39b", "ssh_exec", {"host": "tbird-admin1", "cmd": "systemctl status gmond"}, None, ok=False, err="ssh: connect to host tbird-admin1 port 22: Connection timed out")],
        "LOW_CONFID",
        [F("gmetad 在 12:11:25 到 12:11:30 之间对 Thunderbird_C5、A5、C2、B1、B3 五个数据源都收不到回应", "direct_evidence", "5 gmetad data_thread() got not answer lines"),
         F("tbird-sm1 的 ib_sm 在 12:11:30 的扫描结果是 No topology change", "direct_evidence", "line 1567"),
         F("tbird-admin1 上的 gmond 收集进程在 12:10 左右挂掉了", "no_evidence", "only the failed ssh call concerns gmond; no record"),
         F("ganglia 数据源都无响应", "direct_evidence", "got not answer from any [...] datasource lines")])


def c040():
    cid = "cC-040"
    out = text(cid, "call_happ_1", "loghub/HealthApp/HealthApp_2k.log", [(1620, 1630)])
    kb = {"query": "HealthApp Step_LSC onStandStepChanged", "chunks": [
        {"chunk_id": "ha-doc-7", "source_doc": "wiki/healthapp-logging.md", "retrieval_layer": "doc", "relevance": "medium",
         "content": "onStandStepChanged 后面的数字是当天累计步数；Step_SPUtils 每次 setTodayTotalDetailSteps 都会落盘一次明细。", "deduped": False}]}
    ans = contract(
        "计步上报正常",
        [claim("c1", "log_finding", "Step_ExtSDM 在 23:53:00 算出的 totalCalories=131208", "direct",
               [bind("query_logs", ["call_happ_1"], "calculateCaloriesWithCache totalCalories=131208")]),
         claim("c2", "log_finding", "按知识库说明，onStandStepChanged 3786 表示当天累计 3786 步", "indirect",
               [bind("lookup_knowledge", ["call_happ_2"], "onStandStepChanged 后面的数字是当天累计步数", stype="knowledge", sid="ha-doc-7")]),
         claim("c3", "log_finding", "设备当时处于省电模式", "direct", [bind("query_logs", ["call_happ_1"], "TIME_TICK")])],
        "Step_ExtSDM 算出的 totalCalories=131208。")
    add(cid, ["source:healthapp", "format:json_raw", "class:runbook_only", "class:unsupported_cause"],
        "HealthApp 23:53 计步数据对不上，看下日志",
        json.dumps(ans, ensure_ascii=False),
        [inv(cid, "call_happ_1", "query_logs", {"app": "HealthApp", "from": "20171223-23:53:0", "to": "20171223-23:53:15"}, out),
         inv(cid, "call_happ_2", "lookup_knowledge", {"query": "HealthApp Step_LSC onStandStepChanged"}, kb)],
        "LOW_CONFID",
        [F(None, "direct_evidence", "line 1625", claim="c1"),
         F(None, "indirect_support", "meaning only from the knowledge chunk; value 3786 in log", claim="c2"),
         F(None, "no_evidence", "nothing about power-saving mode; TIME_TICK does not say so", claim="c3")])


def main():
    for i in range(1, 41):
        globals()["c%03d" % i]()
    with open(OUT / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            for fact in c["expected"]["facts"]:
                if fact.get("fact") is None and fact.get("claim_id"):
                    ans = c["input"]["executor_final_answer"]
                    obj = None
                    for cand in [ans, ans[ans.find("{"):ans.rfind("}") + 1]]:
                        try:
                            obj = json.loads(cand.strip().strip("`").replace("json\n", "", 1) if cand.startswith("```") else cand)
                            break
                        except ValueError:
                            continue
                    fact["fact"] = next(cl["claim_text"] for cl in obj["claims"] if cl["claim_id"] == fact["claim_id"])
            f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
