#!/usr/bin/env python3
"""Build the bS blind cases (standard library only).

Reads the source files, cuts windows by line number (verbatim), and assembles
hand-written cases.  Writes cases.jsonl and windows.jsonl next to this script.
"""
import csv
import io
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = Path("/work/blind/sources")
_cache = {}


def file_lines(rel):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8", errors="replace").splitlines()
    return _cache[rel]


def L(rel, a, b):
    """Verbatim lines a..b (1-based, inclusive)."""
    return file_lines(rel)[a - 1:b]


def text(rel, a, b):
    return "\n".join(L(rel, a, b))


# ---------------------------------------------------------------- sources
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
OS_ = "loghub/OpenStack/OpenStack_2k.log"
SPARK = "loghub/Spark/Spark_2k.log"
MAC = "loghub/Mac/Mac_2k.log"
WIN = "loghub/Windows/Windows_2k.log"
HA = "loghub/HealthApp/HealthApp_2k.log"
LNX = "loghub/Linux/Linux_2k.log"
TTLOG = "nezha2/2023-01-30/log/11_39_log.csv"
TTM = "nezha2/2023-01-30/metric/"
OBM = "nezha2/2022-08-22/metric/"
OBT = "nezha2/2022-08-23/trace/17_00_trace.csv"


# ---------------------------------------------------------------- record parsers (field extraction only)
def p_zk(line):
    m = re.match(r"^(\S+ \S+) - (\w+)\s+\[([^\]]*)\] - (.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


def p_os(line):
    m = re.match(r"^(\S+) (\S+ \S+) (\d+) (\w+) (\S+) (.*)$", line)
    return {"ts": m.group(2), "level": m.group(4), "service": m.group(1).split(".log")[0],
            "pid": m.group(3), "component": m.group(5), "message": m.group(6)}


def p_spark(line):
    m = re.match(r"^(\S+ \S+) (\w+) (\S+): (.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


def p_syslog(line):
    m = re.match(r"^(\w{3}\s+\d+ \d\d:\d\d:\d\d) (\S+) ([^:]+?): (.*)$", line)
    return {"ts": m.group(1), "host": m.group(2), "process": m.group(3), "message": m.group(4)}


def p_win(line):
    m = re.match(r"^(\S+ \S+), (\w+)\s+(\S+)\s+(.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


def p_ha(line):
    ts, comp, pid, msg = line.split("|", 3)
    return {"ts": ts, "component": comp, "pid": pid, "message": msg}


def p_tt(line):
    r = next(csv.reader([line]))
    log = json.loads(r[7])["log"].rstrip("\n")
    m = re.match(r"^\S+ (INFO|WARN|ERROR|DEBUG)\b", log)
    return {"ts": r[0], "level": m.group(1) if m else "INFO", "node": r[2], "pod": r[3],
            "trace_id": r[5], "span_id": r[6], "message": log}


def recs(parser, rel, a, b, keep=None):
    out = []
    for i, ln in enumerate(L(rel, a, b), a):
        if keep is None or i in keep:
            out.append(parser(ln))
    return out


def csv_rows(rel, a, b, cols=None):
    """Rows a..b of a CSV (header is line 1) as dicts (string values, verbatim)."""
    lines = file_lines(rel)
    hdr = next(csv.reader([lines[0]]))
    out = []
    for ln in lines[a - 1:b]:
        r = dict(zip(hdr, next(csv.reader([ln]))))
        if cols:
            r = {k: r[k] for k in cols}
        out.append(r)
    return out


def series(rel, a, b, col, metric, service, unit):
    vals = [float(r[col]) for r in csv_rows(rel, a, b)]
    return {"metric": metric, "service": service, "max": round(max(vals), 4),
            "avg": round(sum(vals) / len(vals), 4), "last": round(vals[-1], 4), "unit": unit}


def spans(a, b, keep=None):
    out = []
    for i, r in enumerate(csv_rows(OBT, a, b), a):
        if keep is None or i in keep:
            out.append({"traceID": r["TraceID"], "spanID": r["SpanID"], "parentSpanID": r["ParentID"],
                        "pod": r["PodName"], "operationName": r["OperationName"],
                        "startTimeUnixNano": int(r["StartTimeUnixNano"]),
                        "endTimeUnixNano": int(r["EndTimeUnixNano"]), "duration_us": int(r["Duration"])})
    return out


# ---------------------------------------------------------------- case assembly
CASES = []
WINDOWS = []


def inv(iid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": None, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": ok, "error": err}


def F(fact, label, note, crit=True, cid=None, extra=False):
    d = {"fact": fact}
    if cid:
        d["claim_id"] = cid
    if extra:
        d["origin"] = "answer_extra"
    d["is_critical"] = crit
    d["verification"] = label
    d["note"] = note
    return d


def add(cid, tags, query, answer, invs, verdict, facts, windows):
    for v in invs:
        v["session_id"] = cid
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})
    for iid, rel, a, b in windows:
        WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})


def J(obj, indent=None):
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def claim(cid, ctype, txt, sup, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": txt, "support_level": sup,
            "evidence_bindings": bindings}


def bind(tool, ids, excerpt, stype="tool_output", sid=None):
    return {"source_type": stype, "source_id": sid or ids[0], "tool_name": tool,
            "source_invocation_ids": ids, "evidence_excerpt": excerpt}


def contract(summary, claims, ufa, hyps=None, recs_=None, missing=None):
    return {"answer_version": "v1", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": hyps or [], "recommended_actions": recs_ or [], "missing_info": missing or [],
            "user_facing_answer": ufa}


def claim_fact(c, label, note):
    return F(c["claim_text"], label, note, crit=c["claim_type"] not in
             {"hypothesis", "recommendation", "action", "background", "context", "next_step"}, cid=c["claim_id"])


# ======================================================================== CASES
# (each case below is written by hand)

# ---------------------------------------------------------------- bS-001  TT travel-service -> basic-service
a001 = ("您好，排查结果如下。ts-travel-service-64469b5b48-5rjvb 在 11:39:27 到 11:39:51 之间共出现 4 条 ERROR 日志。"
        "这些 ERROR 都是 dispatcherServlet 抛出的 java.lang.IllegalStateException，提示没有可用的 ts-basic-service 实例。"
        "其中 TraceID ef0daf8b1e30d74f31662fed2104315e 的请求在 11:39:51 失败。"
        "每次报错前，TravelServiceImpl 都先打印了 getTicketsByBatch 的 before get basic 日志。"
        "推测 ts-basic-service 在这段时间从注册中心摘除了实例。建议先检查 ts-basic-service 的 Pod 状态和注册情况。")
r001 = recs(p_tt, TTLOG, 2369, 2386)
add("bS-001", ["source:nezha_trainticket", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity",
               "class:faithful", "class:hedged_distractor"],
    "车票查询接口一直报 500，ts-travel-service 那边是什么错？",
    a001,
    [inv("call_7d1e02", 1, "get_current_time", {}, {"now": "2023-01-30T11:42:10Z"}),
     inv("call_7d1e03", 1, "query_logs", {"pod": "ts-travel-service-64469b5b48-5rjvb",
                                           "start": "2023-01-30T11:39:00Z", "end": "2023-01-30T11:40:00Z"},
         {"total": len(r001), "logs": r001})],
    "PASS",
    [F("ts-travel-service-64469b5b48-5rjvb 在 11:39:27 到 11:39:51 之间共出现 4 条 ERROR 日志", "direct_evidence",
       "4 ERROR records of that pod, ts 11:39:27.898 .. 11:39:51.208"),
     F("这些 ERROR 都是 dispatcherServlet 抛出的 java.lang.IllegalStateException，提示没有可用的 ts-basic-service 实例",
       "direct_evidence", "all 4 ERROR messages: nested exception is java.lang.IllegalStateException: No instances available for ts-basic-service"),
     F("其中 TraceID ef0daf8b1e30d74f31662fed2104315e 的请求在 11:39:51 失败", "direct_evidence",
       "ERROR record with that trace_id at 2023-01-30T11:39:51.162Z"),
     F("每次报错前，TravelServiceImpl 都先打印了 getTicketsByBatch 的 before get basic 日志", "direct_evidence",
       "each ERROR trace has a TravelServiceImpl#343 [getTicketsByBatch][before get basic] line a few ms earlier")],
    [("call_7d1e03", TTLOG, 2369, 2386)])

# ---------------------------------------------------------------- bS-002  TT food-service error misattributed to station-food
def es_hits(records):
    return {"took": 12, "timed_out": False,
            "hits": {"total": {"value": len(records), "relation": "eq"},
                     "hits": [{"_index": "ts-logs-2023.01.30", "_source": r} for r in records]}}

r002 = recs(p_tt, TTLOG, 155, 162) + recs(p_tt, TTLOG, 385, 388) + recs(p_tt, TTLOG, 397, 400)
c002 = [claim("c1", "log_finding",
              "ts-food-service-f5756978c-6sb8t 的 getAllFood 多次报 ERROR：Get the Get Food Request Failed!，foodStoresListResult is null（tripId D1345）",
              "direct", [bind("es_query", ["toolu_01Fq7cT2"], "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]")]),
        claim("c2", "log_finding",
              "ts-station-food-service-dc4d75dd-k65k2 在 Get FoodStores By StationNames 时报 foodStoresListResult is null",
              "direct", [bind("es_query", ["toolu_01Fq7cT2"], "foodStoresListResult is null")]),
        claim("c3", "log_finding",
              "同一条 TraceID 64dee7b187946abaf04c1649c7972b22 里，ts-train-food-service-59bbbdd99b-cz98n 先于 ts-food-service 的报错处理了 Get TrainFoods By TripId",
              "direct", [bind("es_query", ["toolu_01Fq7cT2"], "[Food Map Service][Get TrainFoods By TripId]")]),
        claim("c4", "hypothesis", "站点餐饮数据可能为空，导致 foodStoresListResult 为 null", "none", [])]
a002 = "```json\n" + J(contract(
    "ts-food-service 查询餐食失败，foodStoresListResult 为空",
    c002,
    "ts-food-service 的 getAllFood 请求多次失败，报 foodStoresListResult is null；ts-station-food-service 也报了同样的错误。建议核对站点餐饮数据。",
    hyps=["站点餐饮数据为空"], recs_=["核对 ts-station-food-service 的数据"]), indent=2) + "\n```"
add("bS-002", ["source:nezha_trainticket", "format:json_fenced", "class:misattribution", "class:faithful"],
    "订餐页面加载不出餐食列表，帮我看下 food 相关服务",
    a002,
    [inv("toolu_01Fq7cT2", 1, "es_query", {"index": "ts-logs-*", "query": "pod:*food*", "size": 50}, es_hits(r002))],
    "REJECT",
    [claim_fact(c002[0], "direct_evidence", "food-service ERROR records carry exactly this message with tripId: D1345"),
     claim_fact(c002[1], "contradicted", "station-food-service has only INFO 'Get FoodStores By StationNames' lines; the null error is food-service's (misattribution)"),
     claim_fact(c002[2], "direct_evidence", "train-food INFO at 11:38:54.359 precedes food-service ERROR at 11:38:54.396 in trace 64dee7b1..."),
     claim_fact(c002[3], "no_evidence", "hypothesis; no record shows the station food data content")],
    [("toolu_01Fq7cT2", TTLOG, 155, 162), ("toolu_01Fq7cT2", TTLOG, 385, 388), ("toolu_01Fq7cT2", TTLOG, 397, 400)])

# ---------------------------------------------------------------- bS-003  TT order-service WARN count wrong
a003 = ("排查 ts-order-service 余票告警：\n"
        "- ts-order-service-5b67c48447-fj8b7 在 11:39:24 这一秒内共打了 8 条 WARN\n"
        "- 这些 WARN 都是 getSoldTickets 时的 Left ticket info is empty（余票信息为空）\n"
        "- 涉及的车次有 G1234、G1236 和 G1237\n"
        "- 同一 TraceID 68a0973055f69d47c37a302904760f2a 下，ts-seat-service-5c95b49cff-mxdsg 在 11:39:23.997 处理了 G1237 的 getLeftTicketOfInterval 请求\n"
        "- ts-config-service 查询 DirectTicketAllocationProportion 配置成功\n"
        "- 下一步可以看看 seat 服务返回的余票数据")
add("bS-003", ["source:nezha_trainticket", "format:nl_bullets", "class:count_wrong", "class:paraphrase_zh"],
    "ts-order-service 在刷 WARN，车次余票是不是查不到？",
    a003,
    [inv("inv-3a90", 1, "kubectl_logs", {"namespace": "train-ticket", "selector": "trace=68a0973055f69d47c37a302904760f2a", "format": "csv"},
         text(TTLOG, 2440, 2458))],
    "REJECT",
    [F("ts-order-service-5b67c48447-fj8b7 在 11:39:24 这一秒内共打了 8 条 WARN", "contradicted",
       "the output holds 6 WARN lines of that pod at 11:39:24, not 8"),
     F("这些 WARN 都是 getSoldTickets 时的 Left ticket info is empty（余票信息为空）", "direct_evidence",
       "all 6 WARN: [getSoldTickets][Seat][Left ticket info is empty]"),
     F("涉及的车次有 G1234、G1236 和 G1237", "direct_evidence", "train numbers in the WARN lines: G1234, G1236, G1237"),
     F("同一 TraceID 68a0973055f69d47c37a302904760f2a 下，ts-seat-service-5c95b49cff-mxdsg 在 11:39:23.997 处理了 G1237 的 getLeftTicketOfInterval 请求",
       "direct_evidence", "seat-service line 2023-01-30T11:39:23.997Z [getLeftTicketOfInterval] trainNumber:G1237"),
     F("ts-config-service 查询 DirectTicketAllocationProportion 配置成功", "direct_evidence",
       "config-service: [query][Query config success][config name: DirectTicketAllocationProportion]")],
    [("inv-3a90", TTLOG, 2440, 2458)])

# ---------------------------------------------------------------- bS-004  TT gap: no-hit + failed call
r004 = recs(p_tt, TTLOG, 2477, 2486)
a004 = ("**现象**：ts-travel-service-64469b5b48-5rjvb 在 11:39:44 和 11:39:45 又各出现一次 No instances available for ts-basic-service 的报错。\n"
        "**ts-basic-service 自身**：该 Pod 在这段时间没有任何 ERROR 日志。\n"
        "**原因**：ts-basic-service 当时被缩容，所有副本都下线了。\n"
        "**Pod 状态**：ts-basic-service-5dc8d4f9fd-llznp 最近因为内存不足被重启过。\n"
        "**建议**：先把 ts-basic-service 的实例恢复，再观察 travel 服务是否恢复。")
add("bS-004", ["source:nezha_trainticket", "format:nl_bold_labels", "class:gap", "class:negation", "class:unsupported_cause"],
    "ts-basic-service 是不是挂了？travel 服务一直说找不到它",
    a004,
    [inv("a41f9c0e-2b7d-4d1e-9f3a-77c0d2e1b501", 1, "query_logs",
         {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "level": "ERROR", "start": "2023-01-30T11:39:00Z", "end": "2023-01-30T11:40:00Z"},
         {"total": 0, "logs": []}),
     inv("a41f9c0e-2b7d-4d1e-9f3a-77c0d2e1b502", 1, "kubectl_describe_pod",
         {"namespace": "train-ticket", "pod": "ts-basic-service-5dc8d4f9fd-llznp"}, None, ok=False,
         err="Get \"https://10.96.0.1:443/api/v1/namespaces/train-ticket/pods/ts-basic-service-5dc8d4f9fd-llznp\": context deadline exceeded"),
     inv("a41f9c0e-2b7d-4d1e-9f3a-77c0d2e1b503", 2, "query_logs",
         {"pod": "ts-travel-service-64469b5b48-5rjvb", "start": "2023-01-30T11:39:40Z", "end": "2023-01-30T11:39:50Z"},
         {"total": len(r004), "logs": r004})],
    "LOW_CONFID",
    [F("ts-travel-service-64469b5b48-5rjvb 在 11:39:44 和 11:39:45 又各出现一次 No instances available for ts-basic-service 的报错",
       "direct_evidence", "ERROR records at 11:39:44.894Z and 11:39:45.871Z with that message"),
     F("该 Pod 在这段时间没有任何 ERROR 日志", "no_evidence",
       "only a no-hit query (total 0) covers ts-basic-service; a no-hit does not prove absence"),
     F("ts-basic-service 当时被缩容，所有副本都下线了", "no_evidence", "no output mentions scaling or replicas"),
     F("ts-basic-service-5dc8d4f9fd-llznp 最近因为内存不足被重启过", "no_evidence",
       "the only pod-status call failed (context deadline exceeded)")],
    [("a41f9c0e-2b7d-4d1e-9f3a-77c0d2e1b503", TTLOG, 2477, 2486)])

# ---------------------------------------------------------------- bS-005  TT order / execute, fabricated order id
r005 = recs(p_tt, TTLOG, 133, 142)
c005 = [claim("c1", "log_finding",
              "ts-order-service-5b67c48447-fj8b7 在 11:39:00.062 对订单 afd3ace1-75bd-42bb-b899-49b7fc57554a 报 WARN：Get Order By ID Fail / Order not found",
              "direct", [bind("query_logs", ["call_Qe81"], "[getOrderById][Get Order By ID Fail][Order not found]")]),
        claim("c2", "log_finding",
              "ts-order-other-service-6cdbf9b4cc-swvb5 随后在 11:39:00.070 查到了该订单（Get Order By ID Success）",
              "direct", [bind("query_logs", ["call_Qe81"], {"pod": "ts-order-other-service-6cdbf9b4cc-swvb5", "level": "INFO",
                                                           "span_id": "f3415c3832c767b9"})]),
        claim("c3", "log_finding",
              "ts-execute-service-775f544d9-tmwcv 在 11:39:00.071 报 ERROR：ticket execute error: Order Status Wrong，orderId 为 afd3ace1-75bd-42bb-b899-49b7fc57554b",
              "direct", [bind("query_logs", ["call_Qe81"], "ticket execute error: Order Status Wrong")]),
        claim("c4", "recommendation", "核对该订单在 order-other 库里的状态字段", "none", [])]
a005 = J(contract("检票失败：订单在 order 服务查不到，在 order-other 查到但状态不对", c005,
                  "检票失败的链路：order 服务先报 Order not found，order-other 查到了订单，随后 execute 服务报 Order Status Wrong。建议核对订单状态字段。"))
add("bS-005", ["source:nezha_trainticket", "format:json_raw", "class:fabricated_id", "class:time_wrong", "class:excerpt_format"],
    "检票（execute）接口报错，TraceID 0be1b620f97353530f2d633ffc270fea，帮忙看下",
    a005,
    [inv("call_Qe81", 1, "query_logs", {"trace_id": "0be1b620f97353530f2d633ffc270fea", "extra_window_s": 30},
         {"total": len(r005), "logs": r005})],
    "REJECT",
    [claim_fact(c005[0], "direct_evidence", "order-service WARN at 11:39:00.062Z, OrderId afd3ace1-...57554a, Order not found"),
     claim_fact(c005[1], "direct_evidence", "order-other INFO at 11:39:00.070Z Get Order By ID Success; excerpt pairs are fields of that record"),
     claim_fact(c005[2], "contradicted", "orderId ...57554b is one character off the real afd3ace1-75bd-42bb-b899-49b7fc57554a (fabricated)"),
     claim_fact(c005[3], "no_evidence", "recommendation, nothing to verify")],
    [("call_Qe81", TTLOG, 133, 142)])

# ---------------------------------------------------------------- bS-006  TT runbook attribution
add("bS-006", ["source:nezha_trainticket", "format:nl_headings", "class:runbook_only", "class:faithful"],
    "No instances available for ts-basic-service 这个报错是什么意思？",
    "## 结论\n"
    "ts-travel-service-64469b5b48-5rjvb 在 11:39:51 报 IllegalStateException：No instances available for ts-basic-service。\n"
    "## 依据\n"
    "按运维手册 RB-TT-017，No instances available 表示 Ribbon 从注册中心拿不到目标服务的可用实例。\n"
    "手册还提到，这类故障在历史上多由目标服务的 Pod 全部未就绪引起。\n"
    "## 建议\n"
    "可以先查看 ts-basic-service 的 readiness 探针和注册状态。",
    [inv("run-5c2-1", 1, "query_logs", {"pod": "ts-travel-service-64469b5b48-5rjvb", "level": "ERROR,INFO", "limit": 5},
         text(TTLOG, 2374, 2378)),
     inv("run-5c2-2", 1, "lookup_knowledge", {"query": "IllegalStateException No instances available"},
         {"query": "IllegalStateException No instances available",
          "chunks": [{"chunk_id": "RB-TT-017#2", "source_doc": "runbooks/trainticket/service-discovery.md",
                      "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
                      "content": "RB-TT-017 TrainTicket 服务发现。当日志出现 java.lang.IllegalStateException: No instances available for <service> 时，表示 Ribbon 负载均衡从注册中心拿不到目标服务的可用实例。历史案例中，此类故障多由目标服务的 Pod 全部未就绪（readiness 失败）引起。处置：检查目标服务的 readiness 探针与注册状态。"},
                     {"chunk_id": "INC-2022-311", "source_doc": "incidents/2022-11-ts-route.md",
                      "retrieval_layer": "past_incident", "relevance": "low", "deduped": False,
                      "content": "2022-11 ts-route-service 发布后短暂 502，回滚后恢复。"}]})],
    "PASS",
    [F("ts-travel-service-64469b5b48-5rjvb 在 11:39:51 报 IllegalStateException：No instances available for ts-basic-service",
       "direct_evidence", "log line: 19:39:51.207 ERROR ... nested exception is java.lang.IllegalStateException: No instances available for ts-basic-service (record ts 2023-01-30T11:39:51.208Z)"),
     F("按运维手册 RB-TT-017，No instances available 表示 Ribbon 从注册中心拿不到目标服务的可用实例", "indirect_support",
       "attributed to the runbook; chunk RB-TT-017#2 says so"),
     F("手册还提到，这类故障在历史上多由目标服务的 Pod 全部未就绪引起", "indirect_support",
       "only the knowledge chunk says it; attributed to the runbook")],
    [("run-5c2-1", TTLOG, 2374, 2378)])

# ---------------------------------------------------------------- bS-007  TT payment status wrong + negation refuted
r007 = recs(p_tt, TTLOG, 2, 16, keep={4, 5, 11, 12, 15, 16})
c007 = [claim("c1", "log_finding",
              "ts-inside-payment-service-6f94c49ccd-t4k6c 在 11:39:03 和 11:39:17 两次报 WARN：Order status Not allowed to Pay",
              "direct", [bind("query_logs", ["c7-inv-01"], "[Inside Payment Service.pay][Order status Not allowed to Pay]")]),
        claim("c2", "log_finding",
              "11:39:17 对订单 4e358b9f-d33b-45a7-b7c6-9ed84c6f7dd2 的支付请求已经成功完成",
              "direct", [bind("query_logs", ["c7-inv-01"], "Pay for: 4e358b9f-d33b-45a7-b7c6-9ed84c6f7dd2")]),
        claim("c3", "log_finding",
              "ts-verification-code-service-7b6dc75c45-r66rb 的日志里没有 WARN 级别的记录",
              "direct", [bind("kubectl_logs", ["c7-inv-02"], "VerifyCodeController")]),
        claim("c4", "log_finding",
              "三次验证码校验（receivedCode: 1234）的结果都是 false",
              "direct", [bind("kubectl_logs", ["c7-inv-02"], "[verifyCode][verify result: false]")])]
a007 = J(contract("支付被拒：订单状态不允许支付；验证码校验失败", c007,
                  "inside-payment 两次拒绝支付（Order status Not allowed to Pay），验证码三次校验都是 false。"), indent=2)
add("bS-007", ["source:nezha_trainticket", "format:json_indented", "class:status_wrong", "class:negation", "class:paraphrase_zh"],
    "用户反馈付款失败，登录验证码也老是不对，查一下",
    a007,
    [inv("c7-inv-01", 1, "query_logs", {"pod": "ts-inside-payment-service-6f94c49ccd-t4k6c"}, {"total": len(r007), "logs": r007}),
     inv("c7-inv-02", 1, "kubectl_logs", {"namespace": "train-ticket", "pod": "ts-verification-code-service-7b6dc75c45-r66rb", "format": "csv"},
         text(TTLOG, 55, 72))],
    "REJECT",
    [claim_fact(c007[0], "direct_evidence", "WARN records at 11:39:03.273Z and 11:39:17.872Z with that message"),
     claim_fact(c007[1], "contradicted", "trace 0aff8bf6...: Pay for 4e358b9f at 11:39:17.846 then WARN Order status Not allowed to Pay: payment refused, not successful"),
     claim_fact(c007[2], "contradicted", "the pod logs WARN VerifyCodeServiceImpl#114 [Verify code start] three times in the output"),
     claim_fact(c007[3], "direct_evidence", "three 'verify result: false' lines, each after receivedCode: 1234")],
    [("c7-inv-02", TTLOG, 55, 72), ("c7-inv-01", TTLOG, 2, 16)])

# ---------------------------------------------------------------- bS-008  TT basic-service metrics (Chinese metric names, units)
BASIC = TTM + "ts-basic-service-5dc8d4f9fd-llznp_metric.csv"
add("bS-008", ["source:nezha_trainticket", "format:nl_headings", "class:quantity", "class:faithful"],
    "ts-basic-service 的资源和延迟指标正常吗？",
    "## ts-basic-service 指标（11:39–11:47）\n"
    "- CPU 使用率最高只有约 1.75%，平均约 1%。\n"
    "- 内存占用稳定在约 0.4 GiB。\n"
    "- 服务端 P90 延迟最高约 444 ms，最新值为 95 ms。\n"
    "## 判断\n"
    "- 问题可能出在注册中心一侧，而不是 basic 服务本身的资源。\n"
    "- 建议下一步查看注册中心里 ts-basic-service 的实例列表。",
    [inv("qm_0130_basic", 1, "query_metrics",
         {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "start": "2023-01-30T11:39:00Z", "end": "2023-01-30T11:47:00Z", "step": "60s"},
         {"alerts": [],
          "series": [series(BASIC, 2, 9, "CpuUsageRate(%)", "CpuUsageRate(%)", "ts-basic-service", "%"),
                     series(BASIC, 2, 9, "MemoryUsage(Mi)", "MemoryUsage(Mi)", "ts-basic-service", "Mi"),
                     series(BASIC, 2, 9, "PodServerLatencyP90(s)", "PodServerLatencyP90(s)", "ts-basic-service", "s")]})],
    "PASS",
    [F("CPU 使用率最高只有约 1.75%，平均约 1%", "direct_evidence", "CpuUsageRate(%) max 1.7493, avg 1.0141"),
     F("内存占用稳定在约 0.4 GiB", "direct_evidence", "MemoryUsage(Mi) max 407.43 / avg 405.88 Mi = ~0.40 GiB"),
     F("服务端 P90 延迟最高约 444 ms，最新值为 95 ms", "direct_evidence", "PodServerLatencyP90(s) max 0.4438 s, last 0.095 s")],
    [("qm_0130_basic", BASIC, 2, 9)])

# ---------------------------------------------------------------- bS-009  TT food-service metrics, malformed JSON, unsupported cause
FOOD = TTM + "ts-food-service-f5756978c-6sb8t_metric.csv"
a009 = ("{\n"
        "  \"answer_version\": \"v1\",\n"
        "  \"diagnosis_summary\": \"疑似指标采集缺失\",\n"
        "  \"claims\": [\n"
        "    {\"claim_id\": \"c1\", \"claim_type\": \"metric_finding\", \"claim_text\": \"ts-food-service-f5756978c-6sb8t 的内存约 494 Mi，内存使用率约 24.7%\", \"support_level\": \"direct\",\n"
        "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"gpm-77\", \"tool_name\": \"get_pod_metrics\", \"source_invocation_ids\": [\"gpm-77\"], \"evidence_excerpt\": \"MemoryUsage(Mi)\"}]},\n"
        "    {\"claim_id\": \"c2\", \"claim_type\": \"metric_finding\", \"claim_text\": \"11:40:53、11:41:53、11:43:53 和 11:46:53 这几个采样点的服务端 P90 延迟都是 NaN\", \"support_level\": \"direct\",\n"
        "     \"evidence_bindings\": [],},  // 下面这条还在补\n"
        "    {\"claim_id\": \"c3\", \"claim_type\": \"metric_finding\", \"claim_text\": \"11:46:53 的 CPU 用量升到约 18.6m\", \"support_level\": \"direct\", \"evidence_bindings\": []},\n"
        "    {\"claim_id\": \"c4\", \"claim_type\": \"root_cause\", \"claim_text\": \"P90 延迟缺失是因为那几分钟 Prometheus 抓取被限流了\", \"support_level\": \"indirect\", \"evidence_bindings\": []},\n"
        "  ],\n"
        "  \"user_facing_answer\": \"建议继续观察 food 服务的指标采集。\"\n"
        "}")
add("bS-009", ["source:nezha_trainticket", "format:json_malformed", "class:unsupported_cause", "class:quantity"],
    "ts-food-service 的延迟曲线为什么是断的？",
    a009,
    [inv("gpm-77", 1, "get_pod_metrics", {"pod": "ts-food-service-f5756978c-6sb8t", "from": "11:39", "to": "11:47"},
         {"columns": ["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)", "MemoryUsageRate(%)",
                      "PodServerLatencyP90(s)", "PodWorkload(Ops)"],
          "rows": csv_rows(FOOD, 2, 9, ["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)",
                                        "MemoryUsageRate(%)", "PodServerLatencyP90(s)", "PodWorkload(Ops)"])})],
    "LOW_CONFID",
    [F("ts-food-service-f5756978c-6sb8t 的内存约 494 Mi，内存使用率约 24.7%", "direct_evidence",
       "MemoryUsage(Mi) 493.46-495.62, MemoryUsageRate(%) 24.67-24.78"),
     F("11:40:53、11:41:53、11:43:53 和 11:46:53 这几个采样点的服务端 P90 延迟都是 NaN", "direct_evidence",
       "PodServerLatencyP90(s) is NaN exactly in those four rows"),
     F("11:46:53 的 CPU 用量升到约 18.6m", "direct_evidence", "CpuUsage(m) 18.6489 at 2023-01-30 11:46:53"),
     F("P90 延迟缺失是因为那几分钟 Prometheus 抓取被限流了", "no_evidence", "nothing in the output mentions scraping or throttling")],
    [("gpm-77", FOOD, 2, 9)])

# ---------------------------------------------------------------- bS-010  OB trace: slowest child span
s010 = spans(13482, 13531)
c010 = [claim("c1", "trace_finding", "trace a8b1d1a01f881f326b34ed7adabbb751 的根 span hipstershop.Frontend/Recv. 耗时约 395 ms",
              "direct", [bind("get_spans", ["call_sp_4411"], {"spanID": "6049c01414953903", "duration_us": 394993}, sid="T1")]),
        claim("c2", "trace_finding", "frontend 发出的子调用里最慢的是 hipstershop.CurrencyService/GetSupportedCurrencies，约 140.6 ms",
              "direct", [bind("get_spans", ["call_sp_4411"], {"operationName": "hipstershop.CurrencyService/GetSupportedCurrencies",
                                                              "duration_us": 140639})]),
        claim("c3", "trace_finding", "currencyservice-cf787dd48-vpjrd 服务端处理 GetSupportedCurrencies 只用了 274 µs",
              "direct", [bind("get_spans", ["call_sp_4411"], "grpc.hipstershop.CurrencyService/GetSupportedCurrencies")]),
        claim("c4", "trace_finding", "adservice-5f6585d649-fnmft 的 GetAds 服务端 span 耗时约 41.2 ms，其中两次 getAdsByCategory 分别约 23.4 ms 和 17.6 ms",
              "direct", [bind("get_spans", ["call_sp_4411"], {"pod": "adservice-5f6585d649-fnmft", "operationName": "hipstershop.AdService/GetAds"})]),
        claim("c5", "hypothesis", "frontend 与 currencyservice 之间可能存在网络排队", "none", [])]
a010 = ("下面是结构化结论：\n" + J(contract("首页请求慢主要耗在 frontend 调 currencyservice 的客户端 span 上", c010,
        "根 span 约 395 ms，最慢的子调用是 GetSupportedCurrencies（约 140.6 ms），但 currencyservice 服务端只用了 274 µs。adservice 的 GetAds 约 41.2 ms。frontend 与 currencyservice 之间可能存在网络排队。")))
add("bS-010", ["source:nezha_onlineboutique", "format:json_with_text", "class:quantity", "class:excerpt_format", "class:faithful"],
    "OnlineBoutique 首页偶尔要四百毫秒，trace a8b1d1a01f881f326b34ed7adabbb751 慢在哪？",
    a010,
    [inv("call_sp_4411", 1, "get_spans", {"trace_id": "a8b1d1a01f881f326b34ed7adabbb751"}, {"trace_id": "a8b1d1a01f881f326b34ed7adabbb751", "spans": s010})],
    "PASS",
    [claim_fact(c010[0], "direct_evidence", "root span 6049c01414953903 duration 394993 us = 395 ms"),
     claim_fact(c010[1], "direct_evidence", "largest frontend child: GetSupportedCurrencies 140639 us; next Convert 100620 us"),
     claim_fact(c010[2], "direct_evidence", "currencyservice span grpc.hipstershop.CurrencyService/GetSupportedCurrencies duration 274 us"),
     claim_fact(c010[3], "direct_evidence", "adservice GetAds 41238 us; getAdsByCategory 23351 us and 17564 us"),
     claim_fact(c010[4], "no_evidence", "hypothesis; spans show a gap but not its cause")],
    [("call_sp_4411", OBT, 13482, 13531)])

# ---------------------------------------------------------------- bS-011  OB checkout trace: wrong duration, reversed caller
HDR_T = file_lines(OBT)[0]
add("bS-011", ["source:nezha_onlineboutique", "format:nl_sloppy", "class:value_wrong", "class:entity_swap", "class:roles", "class:quantity"],
    "下单接口 PlaceOrder 为什么慢？trace cd5623dfdf92c82f1e7e042c6f27de89",
    "ok trace 翻完了，结论:\n"
    "frontend 调 PlaceOrder 总共花了约 31 ms。\n"
    "checkoutservice-578fcf4766-9csqn 这边 PrepareOrderItemsAndShippingQuoteFromCart 占了大头，约 269 ms。\n"
    "PlaceOrder 是 checkoutservice 发起、frontend 接收处理的。\n"
    "paymentservice 的 Charge server span 只有 325 µs。\n"
    "最慢的单个 ConvertCurrency 调用大约 0.1 s。\n"
    "建议盯一下 currency 转换那块。",
    [inv("toolu_01XbT9", 1, "query_traces", {"trace_id": "cd5623dfdf92c82f1e7e042c6f27de89", "format": "csv"},
         HDR_T + "\n" + text(OBT, 17540, 17568) + "\n" + text(OBT, 17600, 17601))],
    "REJECT",
    [F("frontend 调 PlaceOrder 总共花了约 31 ms", "contradicted", "frontend PlaceOrder span 3d1af3c24c3d7668 Duration 312508 us = 312.5 ms"),
     F("checkoutservice-578fcf4766-9csqn 这边 PrepareOrderItemsAndShippingQuoteFromCart 占了大头，约 269 ms", "direct_evidence",
       "span 063175bf4faed774 Duration 268963 us"),
     F("PlaceOrder 是 checkoutservice 发起、frontend 接收处理的", "contradicted",
       "frontend span 3d1af3c24c3d7668 is the parent of checkoutservice span bcf03846d82da846: frontend calls, checkoutservice serves"),
     F("paymentservice 的 Charge server span 只有 325 µs", "direct_evidence", "paymentservice grpc.hipstershop.PaymentService/Charge Duration 325"),
     F("最慢的单个 ConvertCurrency 调用大约 0.1 s", "direct_evidence", "ConvertCurrency spans 45343, 101273, 83612 us; max 0.101 s")],
    [("toolu_01XbT9", OBT, 17540, 17568), ("toolu_01XbT9", OBT, 17600, 17601)])

# ---------------------------------------------------------------- bS-012  OB two add-to-cart traces, us/ms
add("bS-012", ["source:nezha_onlineboutique", "format:nl_bullets", "class:quantity", "class:faithful"],
    "加购物车有时候慢，对比一下 6ade05632618d6165963bef660e620b0 和 7aa0a0ac543b4babcb09c7ff94e2d7f9",
    "对比结果：\n"
    "- 6ade05632618d6165963bef660e620b0 这次加购请求总耗时约 37.6 ms\n"
    "- 其中 frontend 调 ProductCatalogService/GetProduct 的客户端 span 就占了约 29.2 ms\n"
    "- productcatalogservice-668d5f85fb-jhwx9 自己处理 GetProduct 只用了 2.9 ms 左右\n"
    "- 那次请求里 sql.conn.query 耗时 697 µs\n"
    "- 对照的 7aa0a0ac543b4babcb09c7ff94e2d7f9 总耗时不到 10 ms\n"
    "- 两次请求的 CartService/AddItem 都由 cartservice-579f59597d-wc2lz 处理\n"
    "慢的那次大部分时间不在 productcatalogservice 内部，可能耗在网络或排队上。",
    [inv("jq-1", 1, "query_traces", {"trace_ids": ["6ade05632618d6165963bef660e620b0", "7aa0a0ac543b4babcb09c7ff94e2d7f9"], "format": "csv"},
         HDR_T + "\n" + text(OBT, 9410, 9416) + "\n" + text(OBT, 10881, 10887))],
    "PASS",
    [F("6ade05632618d6165963bef660e620b0 这次加购请求总耗时约 37.6 ms", "direct_evidence", "root span Duration 37631 us"),
     F("其中 frontend 调 ProductCatalogService/GetProduct 的客户端 span 就占了约 29.2 ms", "direct_evidence",
       "frontend span bb078ed439b421bd Duration 29245 us"),
     F("productcatalogservice-668d5f85fb-jhwx9 自己处理 GetProduct 只用了 2.9 ms 左右", "direct_evidence",
       "productcatalogservice span 11a3087f7ebe536c Duration 2883 us"),
     F("那次请求里 sql.conn.query 耗时 697 µs", "direct_evidence", "sql.conn.query span 00ddf738d415b22d Duration 697"),
     F("对照的 7aa0a0ac543b4babcb09c7ff94e2d7f9 总耗时不到 10 ms", "direct_evidence", "root span Duration 9967 us"),
     F("两次请求的 CartService/AddItem 都由 cartservice-579f59597d-wc2lz 处理", "direct_evidence",
       "both traces have a cartservice-579f59597d-wc2lz hipstershop.CartService/AddItem span")],
    [("jq-1", OBT, 9410, 9416), ("jq-1", OBT, 10881, 10887)])

# ---------------------------------------------------------------- bS-013  OB checkout trace, bad references only
s013 = spans(16811, 16837) + spans(16866, 16867)
c013 = [claim("c1", "trace_finding", "checkoutservice-578fcf4766-9csqn 的 PlaceOrder 服务端 span 耗时约 257 ms",
              "direct", [bind("jaeger_search", ["call_trace_02"], {"spanID": "3e25410f01ff95e5", "duration_us": 257435})]),
        claim("c2", "trace_finding", "SendOrderConfirmation 在 checkoutservice 里耗时约 70 ms，而 emailservice-55fdc5b988-f6xth 服务端只用了 458 µs",
              "direct", []),
        claim("c3", "trace_finding", "paymentservice-9cdb6588f-554sm 的 Charge 只用了 238 µs",
              "direct", [bind("jaeger_search", ["T2"], "grpc.hipstershop.PaymentService/Charge", sid="T2")])]
a013 = J(contract("下单慢在 checkout 内部等待邮件确认", c013,
                  "checkoutservice 的 PlaceOrder 约 257 ms；SendOrderConfirmation 在 checkout 侧约 70 ms，emailservice 服务端只用了 458 µs；paymentservice 的 Charge 只用了 238 µs。"))
add("bS-013", ["source:nezha_onlineboutique", "format:json_compact", "class:bad_reference", "class:quantity"],
    "trace c8d61012db76668c59445b532acd6dd2 下单用了三百多毫秒，时间花在哪了？",
    a013,
    [inv("call_trace_01", 1, "jaeger_search", {"traceID": "c8d61012db76668c59445b532acd6dd2"},
         {"data": [{"traceID": "c8d61012db76668c59445b532acd6dd2", "spans": s013}], "total": 1, "errors": None})],
    "LOW_CONFID",
    [claim_fact(c013[0], "indirect_support", "value right (257435 us) but the binding names call_trace_02, which does not exist"),
     claim_fact(c013[1], "indirect_support", "values right (70380/70064 us; emailservice 458 us) but the claim has no binding"),
     claim_fact(c013[2], "indirect_support", "value right (238 us) but trace ref T2 does not exist (only one evidence call, T1)")],
    [("call_trace_01", OBT, 16811, 16837), ("call_trace_01", OBT, 16866, 16867)])

# ---------------------------------------------------------------- bS-014  OB trace: hedged distractors + unsupported cause
s014 = spans(18016, 18022)
add("bS-014", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:hedged_distractor", "class:unsupported_cause", "class:quantity"],
    "trace dc3ba217ee2d78692bbdf83d45d77d22 是不是慢请求？",
    "这条 trace dc3ba217ee2d78692bbdf83d45d77d22 的根 span 耗时约 10.5 ms。"
    "frontend 调 CartService/AddItem 用了约 6 ms。"
    "cartservice-579f59597d-wc2lz 服务端处理 AddItem 只用了约 2.6 ms。"
    "productcatalogservice 可能在做慢查询，或许是索引失效。"
    "不排除 cartservice 的 Redis 连接池已经打满。"
    "productcatalogservice 在故障前刚做过一次配置变更。",
    [inv("4b8e6d0c-61f2-47a9-a1d3-0c9e5f7b2a11", 1, "jaeger_search", {"traceID": "dc3ba217ee2d78692bbdf83d45d77d22"},
         {"data": [{"traceID": "dc3ba217ee2d78692bbdf83d45d77d22", "spans": s014}], "total": 1})],
    "LOW_CONFID",
    [F("这条 trace dc3ba217ee2d78692bbdf83d45d77d22 的根 span 耗时约 10.5 ms", "direct_evidence", "root span Duration 10499 us"),
     F("frontend 调 CartService/AddItem 用了约 6 ms", "direct_evidence", "frontend AddItem span 5995 us"),
     F("cartservice-579f59597d-wc2lz 服务端处理 AddItem 只用了约 2.6 ms", "direct_evidence", "cartservice AddItem span 2606 us"),
     F("productcatalogservice 在故障前刚做过一次配置变更", "no_evidence", "no output mentions a config change")],
    [("4b8e6d0c-61f2-47a9-a1d3-0c9e5f7b2a11", OBT, 18016, 18022)])

# ---------------------------------------------------------------- bS-015  OB adservice metrics
ADS = OBM + "adservice-5f6585d649-fnmft_metric.csv"
c015 = [claim("c1", "metric_finding", "adservice-5f6585d649-fnmft 的 CPU 使用率峰值 86.0%，出现在 08:06:19", "direct",
              [bind("get_pod_metrics", ["m-ad-2"], {"CpuUsageRate(%)": "86.0130286207879", "PodName": "adservice-5f6585d649-fnmft"})]),
        claim("c2", "metric_finding", "内存用量从约 214 Mi 涨到约 477 Mi", "direct",
              [bind("query_metrics", ["m-ad-1"], {"metric": "MemoryUsage(Mi)", "max": 476.7031})]),
        claim("c3", "metric_finding", "服务端 P90 延迟最高约 2.24 s，08:07:19 之后回落到 50 ms 以下", "direct",
              [bind("get_pod_metrics", ["m-ad-2"], "0.046875000000000014")]),
        claim("c4", "metric_finding", "内存使用率在 08:06:19 出现了 148% 的异常值", "direct",
              [bind("get_pod_metrics", ["m-ad-2"], {"MemoryUsageRate(%)": "148"})]),
        claim("c5", "recommendation", "检查 adservice 的 JVM 堆配置", "none", [])]
a015 = J(contract("adservice 在 08:03–08:06 CPU 与延迟同时升高", c015,
                  "adservice 的 CPU 使用率峰值 86.0%（08:06:19），内存从约 214 Mi 涨到约 477 Mi，P90 延迟最高约 2.24 s，08:07:19 后回落。建议检查 JVM 堆配置。"), indent=1)
ADS_COLS = ["Time", "PodName", "CpuUsageRate(%)", "MemoryUsage(Mi)", "MemoryUsageRate(%)", "PodServerLatencyP90(s)"]
add("bS-015", ["source:nezha_onlineboutique", "format:json_indented", "class:quantity", "class:excerpt_format", "class:faithful"],
    "广告位接口 08:00 之后变慢，adservice 指标有什么异常？",
    a015,
    [inv("m-ad-1", 1, "query_metrics", {"service": "adservice", "start": "2022-08-22T08:02:00Z", "end": "2022-08-22T08:10:00Z"},
         {"alerts": [],
          "series": [series(ADS, 253, 260, "CpuUsageRate(%)", "CpuUsageRate(%)", "adservice", "%"),
                     series(ADS, 253, 260, "MemoryUsage(Mi)", "MemoryUsage(Mi)", "adservice", "Mi"),
                     series(ADS, 253, 260, "PodServerLatencyP90(s)", "PodServerLatencyP90(s)", "adservice", "s")]}),
     inv("m-ad-2", 1, "get_pod_metrics", {"pod": "adservice-5f6585d649-fnmft", "from": "08:02", "to": "08:10"},
         csv_rows(ADS, 253, 260, ADS_COLS))],
    "PASS",
    [claim_fact(c015[0], "direct_evidence", "row 2022-08-22 08:06:19: CpuUsageRate(%) 86.013 (max of the window)"),
     claim_fact(c015[1], "direct_evidence", "MemoryUsage(Mi) 213.60 (08:02:19) -> 476.70 (08:09:19)"),
     claim_fact(c015[2], "direct_evidence", "PodServerLatencyP90(s) max 2.2441; 0.0469/0.0477/0.0342 s from 08:07:19"),
     claim_fact(c015[3], "direct_evidence", "row 08:06:19 MemoryUsageRate(%) = 148"),
     claim_fact(c015[4], "no_evidence", "recommendation")],
    [("m-ad-1", ADS, 253, 260), ("m-ad-2", ADS, 253, 260)])

# ---------------------------------------------------------------- bS-016  OB emailservice metrics, value wrong
EML = OBM + "emailservice-55fdc5b988-f6xth_metric.csv"
add("bS-016", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:value_wrong", "class:quantity"],
    "emailservice 05:30 之后 CPU 告警，具体什么情况？",
    "emailservice-55fdc5b988-f6xth 的 CPU 使用率在 05:36 到 05:39 之间持续高于 84%。"
    "峰值达到 160%。"
    "CPU 用量最高约 21m。"
    "05:39:19 那一分钟内存从 33 Mi 左右跳到约 121 Mi。"
    "服务端 P99 延迟最高 2.38 s。"
    "这条 CPU 告警现在已经 resolved。"
    "建议确认是否有批量邮件任务。",
    [inv("call_em_01", 1, "query_metrics", {"service": "emailservice", "start": "2022-08-22T05:35:00Z", "end": "2022-08-22T05:43:00Z"},
         {"alerts": [{"alert_name": "PodCpuUsageRateHigh", "service": "emailservice", "severity": "warning", "status": "resolved",
                      "value": 106.07, "threshold": 80, "unit": "%"}],
          "series": [series(EML, 106, 113, "PodServerLatencyP99(s)", "PodServerLatencyP99(s)", "emailservice", "s")]}),
     inv("call_em_02", 1, "get_pod_metrics", {"pod": "emailservice-55fdc5b988-f6xth"},
         {"rows": csv_rows(EML, 106, 113, ["Time", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])})],
    "REJECT",
    [F("emailservice-55fdc5b988-f6xth 的 CPU 使用率在 05:36 到 05:39 之间持续高于 84%", "direct_evidence",
       "rows 05:36:19-05:39:19: 84.94, 84.50, 101.04, 106.07 %"),
     F("峰值达到 160%", "contradicted", "CpuUsageRate(%) peak is 106.07 (alert value 106.07)"),
     F("CPU 用量最高约 21m", "direct_evidence", "CpuUsage(m) max 21.21"),
     F("05:39:19 那一分钟内存从 33 Mi 左右跳到约 121 Mi", "direct_evidence", "MemoryUsage(Mi) 33.42 at 05:38:19 -> 121.48 at 05:39:19"),
     F("服务端 P99 延迟最高 2.38 s", "direct_evidence", "PodServerLatencyP99(s) max 2.38"),
     F("这条 CPU 告警现在已经 resolved", "direct_evidence", "alert PodCpuUsageRateHigh status resolved")],
    [("call_em_01", EML, 106, 113), ("call_em_02", EML, 106, 113)])

# ---------------------------------------------------------------- bS-017  OB payment/shipping swap + reversed dependency
PAY = OBM + "paymentservice-9cdb6588f-554sm_metric.csv"
SHP = OBM + "shippingservice-7b598fc7d-lmggd_metric.csv"
DEP = OBM + "dependency.csv"
c017 = [claim("c1", "metric_finding", "paymentservice-9cdb6588f-554sm 的 CPU 使用率峰值约 89.8%（06:02:19）", "direct",
              [bind("get_pod_metrics", ["gm-pay"], {"Time": L(PAY, 133, 133)[0].split(",")[0], "CpuUsageRate(%)": "89.83348421422687"})]),
        claim("c2", "metric_finding", "shippingservice-7b598fc7d-lmggd 的 CPU 用量最高 13.97m", "direct",
              [bind("get_pod_metrics", ["gm-ship"], "CpuUsage(m)")]),
        claim("c3", "metric_finding", "paymentservice 的内存在 06:05:19 涨到约 83.2 Mi", "direct",
              [bind("get_pod_metrics", ["gm-pay"], {"MemoryUsage(Mi)": "83.16796875"})]),
        claim("c4", "topology", "依赖关系里是 emailservice 调用 checkoutservice", "direct",
              [bind("get_service_dependency", ["dep-1"], "checkoutservice,emailservice,1")]),
        claim("c5", "recommendation", "给 paymentservice 调高 CPU limit", "none", [])]
a017 = (J(contract("payment 与 shipping 都出现过 CPU 高峰", c017,
                   "paymentservice CPU 使用率峰值约 89.8%，shippingservice CPU 用量最高 13.97m，payment 内存涨到约 83.2 Mi；依赖图里 emailservice 调用 checkoutservice。建议调高 payment 的 CPU limit。"))
        + "\n需要的话我可以再拉一下更细粒度的数据。")
add("bS-017", ["source:nezha_onlineboutique", "format:json_with_text", "class:entity_swap", "class:value_wrong", "class:roles"],
    "paymentservice 和 shippingservice 的 CPU 谁更高？顺便看下依赖关系",
    a017,
    [inv("gm-pay", 1, "get_pod_metrics", {"pod": "paymentservice-9cdb6588f-554sm"},
         csv_rows(PAY, 129, 136, ["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])),
     inv("gm-ship", 1, "get_pod_metrics", {"pod": "shippingservice-7b598fc7d-lmggd"},
         csv_rows(SHP, 219, 226, ["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])),
     inv("dep-1", 2, "get_service_dependency", {"namespace": "hipster"}, text(DEP, 1, 14))],
    "REJECT",
    [claim_fact(c017[0], "direct_evidence", "payment row 06:02:19 CpuUsageRate(%) 89.83"),
     claim_fact(c017[1], "contradicted", "shipping CpuUsage(m) max is 18.16; 13.97 is paymentservice's value (entity swap)"),
     claim_fact(c017[2], "direct_evidence", "payment row 06:05:19 MemoryUsage(Mi) 83.17"),
     claim_fact(c017[3], "contradicted", "dependency row Source=checkoutservice, Target=emailservice: caller and callee reversed"),
     claim_fact(c017[4], "no_evidence", "recommendation")],
    [("gm-pay", PAY, 129, 136), ("gm-ship", SHP, 219, 226), ("dep-1", DEP, 2, 14)])

# ---------------------------------------------------------------- bS-018  OB frontend ok, recommendation metrics failed
FRONT = OBM + "front_service.csv"
c018 = [claim("c1", "metric_finding", "Frontend 在 05:35–05:42 的成功率一直是 100%", "direct",
              [bind("get_service_metrics", ["sm-front"], {"ServiceName": "Frontend", "SuccessRate(%)": "100"})]),
        claim("c2", "metric_finding", "Frontend 的 P99 延迟在 05:39:19 冒到约 2.36 s", "direct",
              [bind("get_service_metrics", ["sm-front"], "2.3620000000000063")]),
        claim("c3", "metric_finding", "recommendationservice-6cfdd55578-gfj6q 的 P99 延迟达到 28 s", "direct",
              [bind("query_metrics", ["qm-rec"], "PodServerLatencyP99(s)")]),
        claim("c4", "root_cause", "recommendationservice 的 CPU 被打满是这次变慢的根因", "indirect", [])]
a018 = J(contract("前端偶发 P99 毛刺，推荐服务疑似瓶颈", c018,
                  "前端成功率保持 100%，05:39:19 P99 约 2.36 s；recommendationservice P99 达到 28 s，CPU 打满是根因。"))
add("bS-018", ["source:nezha_onlineboutique", "format:json_raw", "class:gap", "class:quantity"],
    "前端 05:40 左右卡了一下，是不是推荐服务的问题？",
    a018,
    [inv("sm-front", 1, "get_service_metrics", {"service": "Frontend", "from": "05:35", "to": "05:43"},
         csv_rows(FRONT, 106, 113, ["Time", "ServiceName", "SuccessRate(%)", "LatencyP90(s)", "LatencyP99(s)"])),
     inv("qm-rec", 1, "query_metrics", {"pod": "recommendationservice-6cfdd55578-gfj6q", "metric": "PodServerLatencyP99(s)"},
         None, ok=False, err="prometheus query failed: 503 Service Unavailable")],
    "LOW_CONFID",
    [claim_fact(c018[0], "direct_evidence", "SuccessRate(%) is 100 in all 8 Frontend rows"),
     claim_fact(c018[1], "direct_evidence", "row 05:39:19 LatencyP99(s) 2.362"),
     claim_fact(c018[2], "no_evidence", "the only recommendationservice call failed (503); nothing shows 28 s"),
     claim_fact(c018[3], "no_evidence", "no successful output about recommendationservice CPU")],
    [("sm-front", FRONT, 106, 113)])

# ---------------------------------------------------------------- bS-019  Mac network / capture events, paraphrase
add("bS-019", ["source:mac", "format:nl_sloppy", "class:paraphrase_zh", "class:faithful", "class:hedged_distractor"],
    "Mac 上 Dropbox 同步老断，看下系统日志",
    "看了 authorMacBook-Pro 12 点左右的 syslog:\n"
    "Dropbox[24019] 在 12:03:12 报了 Failed to read DnsConfig 的 WARNING。\n"
    "CalendarAgent[279] 在 12:00:53 把一个 CalDAVAccountRefreshQueueableOperation 加进了 failed operations。\n"
    "corecaptured[36918] 在 12:03:05 收到 Capture notice，reason 是 AuthFail:sts:5_rsn:0。\n"
    "12:02:26 configd[53] 报告 network changed，涉及 en0 的 v6 地址 2607:f140:6000:8:c6b3:1ff:fecd:467f。\n"
    "AuthFail 可能是 Wi-Fi 认证失败，DNS 配置也许因此读不到。",
    [inv("ss-19a", 1, "search_syslog", {"host": "authorMacBook-Pro", "from": "Jul 6 11:59", "to": "Jul 6 12:04"}, text(MAC, 1426, 1445))],
    "PASS",
    [F("Dropbox[24019] 在 12:03:12 报了 Failed to read DnsConfig 的 WARNING", "direct_evidence",
       "Jul 6 12:03:12 Dropbox[24019]: [0706/120312:WARNING:dns_config_service_posix.cc(306)] Failed to read DnsConfig."),
     F("CalendarAgent[279] 在 12:00:53 把一个 CalDAVAccountRefreshQueueableOperation 加进了 failed operations", "direct_evidence",
       "12:00:53 CalendarAgent[279]: Adding [<CalDAVAccountRefreshQueueableOperation ...>] to failed operations"),
     F("corecaptured[36918] 在 12:03:05 收到 Capture notice，reason 是 AuthFail:sts:5_rsn:0", "direct_evidence",
       "12:03:05 corecaptured[36918]: Received Capture notice id ..., reason = AuthFail:sts:5_rsn:0"),
     F("12:02:26 configd[53] 报告 network changed，涉及 en0 的 v6 地址 2607:f140:6000:8:c6b3:1ff:fecd:467f", "direct_evidence",
       "12:02:26 configd[53]: network changed: v6(en0-:2607:f140:6000:8:c6b3:1ff:fecd:467f)")],
    [("ss-19a", MAC, 1426, 1445)])

# ---------------------------------------------------------------- bS-020  Mac misattribution
r020 = recs(p_syslog, MAC, 1300, 1330)
c020 = [claim("c1", "log_finding", "QQ[10018] 在 18:20:07 报 tcp_connection_handle_connect_conditions_bad 23411 failed: 3 - No network route", "direct",
              [bind("query_logs", ["q-mac-20"], "tcp_connection_handle_connect_conditions_bad 23411 failed: 3 - No network route")]),
        claim("c2", "log_finding", "networkd[195] 在 19:00:16 报 WARNING：Failed to read DnsConfig", "direct",
              [bind("query_logs", ["q-mac-20"], "Failed to read DnsConfig.")]),
        claim("c3", "log_finding", "configd[53] 在 18:19:59 报 arp_client_transmit(en0) failed, Network is down (50)", "direct",
              [bind("query_logs", ["q-mac-20"], {"process": "configd[53]", "message": "arp_client_transmit(en0) failed, Network is down (50)"})]),
        claim("c4", "log_finding", "com.apple.geod[30311] 的 PBRequester 请求失败，错误码 -1009，提示网络离线", "direct",
              [bind("query_logs", ["q-mac-20"], "PBRequester failed with Error Error Domain=NSURLErrorDomain Code=-1009")])]
a020 = ("整理成结构化结果如下：\n```json\n" + J(contract("Mac 在 17:25–19:00 多次断网", c020,
        "QQ 报 No network route，configd 报 Network is down，geod 报 -1009，networkd 报 Failed to read DnsConfig。建议检查 Wi-Fi 与 DNS 配置。"), indent=2) + "\n```")
add("bS-020", ["source:mac", "format:json_fenced", "class:misattribution", "class:faithful"],
    "我的 Mac 昨天傍晚断网好几次，哪些进程报错了？",
    a020,
    [inv("q-mac-20", 1, "query_logs", {"host": "authorMacBook-Pro", "from": "Jul 5 17:20", "to": "Jul 5 20:20"}, {"total": len(r020), "logs": r020})],
    "REJECT",
    [claim_fact(c020[0], "direct_evidence", "Jul 5 18:20:07 QQ[10018]: tcp_connection_handle_connect_conditions_bad 23411 failed: 3 - No network route"),
     claim_fact(c020[1], "contradicted", "the DnsConfig WARNING at 19:00:16 is Dropbox[24019]'s; networkd[195] has its own, different lines"),
     claim_fact(c020[2], "direct_evidence", "Jul 5 18:19:59 configd[53]: arp_client_transmit(en0) failed, Network is down (50)"),
     claim_fact(c020[3], "direct_evidence", "com.apple.geod[30311]: PBRequester failed ... Code=-1009 \"The Internet connection appears to be offline.\"")],
    [("q-mac-20", MAC, 1300, 1330)])

# ---------------------------------------------------------------- bS-021  Mac WindowServer ping, time with no record
add("bS-021", ["source:mac", "format:nl_bullets", "class:time_wrong", "class:quantity", "class:hedged_distractor"],
    "WindowServer 的 ping 超时是偶发还是一直有？",
    "- WindowServer[184] 在 10:13:16 报 send_datagram_available_ping: pid 445 failed to act on a ping it dequeued before timing out\n"
    "- WindowServer 在 10:31:16 又出现了一次同样的 ping 超时\n"
    "- com.apple.cts 的 com.apple.EscrowSecurityAlert.daily 任务距离开始时间还有 12754 秒，约 3.5 小时\n"
    "- kernel 在 09:32:24 收到 AppleCamIn::systemWakeCall，messageType = 0xE0000340\n"
    "- pid 445 可能是某个卡死的前台应用",
    [inv("call_91c2", 1, "search_syslog", {"host": "calvisitor-10-105-163-253", "date": "Jul 6", "from": "08:40", "to": "11:10"},
         text(MAC, 1400, 1418))],
    "LOW_CONFID",
    [F("WindowServer[184] 在 10:13:16 报 send_datagram_available_ping: pid 445 failed to act on a ping it dequeued before timing out",
       "direct_evidence", "Jul 6 10:13:16 WindowServer[184] line, verbatim"),
     F("WindowServer 在 10:31:16 又出现了一次同样的 ping 超时", "no_evidence", "no record at 10:31:16; the only WindowServer ping line is 10:13:16"),
     F("com.apple.cts 的 com.apple.EscrowSecurityAlert.daily 任务距离开始时间还有 12754 秒，约 3.5 小时", "direct_evidence",
       "com.apple.cts[258]: ... start time isn't for 12754 seconds (= 3.54 h)"),
     F("kernel 在 09:32:24 收到 AppleCamIn::systemWakeCall，messageType = 0xE0000340", "direct_evidence",
       "Jul 6 09:32:24 kernel[0]: AppleCamIn::systemWakeCall - messageType = 0xE0000340")],
    [("call_91c2", MAC, 1400, 1418)])

# ---------------------------------------------------------------- bS-022  Mac quicklook errors, deduped knowledge chunk
r022 = recs(p_syslog, MAC, 1713, 1723)
c022 = [claim("c1", "log_finding", "quicklookd[38023] 在 12:15:44 到 12:16:28 之间 3 次报 Error returned from iconservicesagent: (null)", "direct",
              [bind("query_logs", ["inv_22_logs"], "Error returned from iconservicesagent: (null)")]),
        claim("c2", "log_finding", "iconservicesagent[328] 的 ISGenerateImageOp 两次合成图标失败（Failed to composit image）", "direct",
              [bind("query_logs", ["inv_22_logs"], "[ISGenerateImageOp generateImageWithCompletion:] Failed to composit image for descriptor")]),
        claim("c3", "root_cause", "按知识库 KB-MAC-044，quicklookd 的这类报错是 iconservicesagent 的图标缓存损坏导致的", "indirect",
              [bind("lookup_knowledge", ["inv_22_kb"], "quicklookd 报 Error returned from iconservicesagent 多为图标缓存损坏", stype="knowledge", sid="KB-MAC-044#1")]),
        claim("c4", "next_step", "清理 /Library/Caches/com.apple.iconservices.store 后重启 Finder", "none", [])]
a022 = (J(contract("快速查看缩略图失败，iconservicesagent 合成图标出错", c022,
                   "quicklookd 3 次报 Error returned from iconservicesagent，iconservicesagent 两次合成图标失败；按知识库 KB-MAC-044，这是图标缓存损坏导致的。"))
        + "\n（如需我可以继续查 Finder 的日志。）")
add("bS-022", ["source:mac", "format:json_with_text", "class:gap", "class:runbook_only", "class:quantity"],
    "空格键预览（Quick Look）一直转圈，看下日志",
    a022,
    [inv("inv_22_logs", 1, "query_logs", {"host": "calvisitor-10-105-162-178", "from": "Jul 7 12:12", "to": "Jul 7 12:18"},
         {"total": len(r022), "logs": r022}),
     inv("inv_22_kb", 2, "lookup_knowledge", {"query": "quicklookd Error returned from iconservicesagent"},
         {"query": "quicklookd Error returned from iconservicesagent",
          "chunks": [{"chunk_id": "KB-MAC-044#1", "source_doc": "kb/macos/quicklook.md", "retrieval_layer": "kb", "relevance": "high",
                      "deduped": True,
                      "content": "KB-MAC-044：quicklookd 报 Error returned from iconservicesagent 多为图标缓存损坏，清理 iconservices 缓存并重启 Finder 可恢复。"}]})],
    "LOW_CONFID",
    [claim_fact(c022[0], "direct_evidence", "quicklookd[38023] lines at 12:15:44, 12:15:44, 12:16:28: 3 records"),
     claim_fact(c022[1], "direct_evidence", "iconservicesagent[328] two 'Failed to composit image' lines at 12:16:28"),
     claim_fact(c022[2], "no_evidence", "only support is a chunk marked deduped: true"),
     claim_fact(c022[3], "no_evidence", "next step, nothing to verify")],
    [("inv_22_logs", MAC, 1713, 1723)])

# ---------------------------------------------------------------- bS-023  Windows CBS SQM, excerpt forms, one bad trace ref
r023 = recs(p_win, WIN, 954, 975)
c023 = [claim("c1", "log_finding", "TrustedInstaller 服务在 2016-09-29 00:00:46 启动成功", "direct",
              [bind("query_logs", ["win-q1"], "TrustedInstaller service starts successfully.")]),
        claim("c2", "log_finding", "SQM 启动标准样本上传失败，HRESULT = 0x80004005 - E_FAIL", "direct",
              [bind("query_logs", ["win-q1"], {"component": "CBS", "message": "SQM: Failed to start standard sample upload. [HRESULT = 0x80004005 - E_FAIL]"})]),
        claim("c3", "log_finding", "按 *_all.sqm 模式排队上传的文件数为 0", "direct",
              [bind("query_logs", ["win-q1"], "SQM: Queued 0 file(s) for upload with pattern")]),
        claim("c4", "log_finding", "加载的 Servicing Stack 版本为 v6.1.7601.23505", "direct",
              [bind("query_logs", ["T3"], "Loaded Servicing Stack v6.1.7601.23505", sid="T3")])]
a023 = J(contract("CBS 正常启动，SQM 上传失败但不影响服务", c023,
                  "TrustedInstaller 在 00:00:46 正常启动，SQM 上传失败（0x80004005 - E_FAIL），排队上传文件数为 0，Servicing Stack 版本 v6.1.7601.23505。"), indent=4)
add("bS-023", ["source:windows", "format:json_indented", "class:excerpt_format", "class:bad_reference", "class:faithful"],
    "Windows 更新服务 9 月 29 号凌晨有没有起来？CBS 日志里有报错吗",
    a023,
    [inv("win-q1", 1, "query_logs", {"file": "CBS.log", "from": "2016-09-29 00:00:40", "to": "2016-09-29 00:00:50"},
         {"total": len(r023), "logs": r023})],
    "PASS",
    [claim_fact(c023[0], "direct_evidence", "2016-09-29 00:00:46 CBS: TrustedInstaller service starts successfully."),
     claim_fact(c023[1], "direct_evidence", "excerpt pairs equal the fields of that record"),
     claim_fact(c023[2], "direct_evidence", "SQM: Queued 0 file(s) for upload with pattern: C:\\Windows\\servicing\\sqm\\*_all.sqm"),
     claim_fact(c023[3], "indirect_support", "content is in win-q1, but the binding cites trace ref T3, which does not exist (one evidence call)")],
    [("win-q1", WIN, 954, 975)])

# ---------------------------------------------------------------- bS-024  Windows fabricated HRESULT
add("bS-024", ["source:windows", "format:nl_paragraph", "class:fabricated_id", "class:paraphrase_zh"],
    "CBS 日志 9 月 28 号 04:30 以后有没有失败？",
    "04:32:17 CBS 创建备份日志 cab 失败，HRESULT = 0x80070005。"
    "随后在 04:40:53 开始 Scavenge。"
    "CSI 提示存储一致性 cookie 与上次 scavenge 相同，因此跳过了 scavenge。"
    "Scavenge 以 disposition 0X1 完成。"
    "TrustedInstaller 主循环在 04:40:55 结束。",
    [inv("toolu_01Wn24", 1, "read_file_tail", {"path": "C:\\Windows\\Logs\\CBS\\CBS.log", "from_line": 925, "lines": 29},
         text(WIN, 925, 953))],
    "REJECT",
    [F("04:32:17 CBS 创建备份日志 cab 失败，HRESULT = 0x80070005", "contradicted",
       "the record says HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION; 0x80070005 appears nowhere (fabricated code)"),
     F("随后在 04:40:53 开始 Scavenge", "direct_evidence", "2016-09-28 04:40:53 CBS Scavenge: Starts"),
     F("CSI 提示存储一致性 cookie 与上次 scavenge 相同，因此跳过了 scavenge", "direct_evidence",
       "CSI 0000000b Store coherency cookie matches last scavenge cookie, skipping scavenge."),
     F("Scavenge 以 disposition 0X1 完成", "direct_evidence", "Scavenge: Completed, disposition: 0X1"),
     F("TrustedInstaller 主循环在 04:40:55 结束", "direct_evidence", "04:40:55 Ending the TrustedInstaller main loop.")],
    [("toolu_01Wn24", WIN, 925, 953)])

# ---------------------------------------------------------------- bS-025  Windows package applicability counts, true denial
add("bS-025", ["source:windows", "format:nl_bullets", "class:quantity", "class:negation", "class:faithful"],
    "Windows Update 扫描包适用性那段有异常吗？",
    "结论：\n"
    "- 这段日志里共有 4 个包的 ApplicableState 为 80\n"
    "- 其余包的 ApplicableState 和 CurrentState 都是 112\n"
    "- 这些 Session 都由客户端 WindowsUpdateAgent 初始化\n"
    "- 这段时间 CBS 没有输出任何 Error 级别的记录\n"
    "- 查询集中在 02:04:04 到 02:04:10 之间\n"
    "- 可以再对比一下 ApplicableState 为 80 的 4 个 KB 是否已安装",
    [inv("es-win-25", 1, "es_query", {"index": "windows-cbs", "q": "Read out cached package applicability OR Session initialized", "format": "raw"},
         text(WIN, 1560, 1600))],
    "PASS",
    [F("这段日志里共有 4 个包的 ApplicableState 为 80", "direct_evidence", "KB2798162, KB2585542, KB2836942, KB3076895 have ApplicableState: 80"),
     F("其余包的 ApplicableState 和 CurrentState 都是 112", "direct_evidence", "every other package line reads ApplicableState: 112, CurrentState:112"),
     F("这些 Session 都由客户端 WindowsUpdateAgent 初始化", "direct_evidence", "each Session line: initialized by client WindowsUpdateAgent."),
     F("这段时间 CBS 没有输出任何 Error 级别的记录", "direct_evidence", "true denial: all 41 lines are level Info"),
     F("查询集中在 02:04:04 到 02:04:10 之间", "direct_evidence", "first line 2016-09-29 02:04:04, last 02:04:10")],
    [("es-win-25", WIN, 1560, 1600)])

# ---------------------------------------------------------------- bS-026  Spark stage 27, malformed (single quotes)
a026 = ("{'answer_version': 'v1', 'diagnosis_summary': '初步排查',\n"
        " 'claims': [\n"
        "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'stage 27.0 在这段日志里共有 10 个 task 完成', 'support_level': 'direct'},\n"
        "  {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'TID 1250 的 task 10.0 返回给 driver 的结果约 2.6 KB', 'support_level': 'direct'},\n"
        "  {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'PythonRunner 的 Times total 值都在 39 到 42 之间', 'support_level': 'direct'},\n"
        "  {'claim_id': 'c4', 'claim_type': 'log_finding', 'claim_text': '这段 executor 日志没有 WARN 或 ERROR', 'support_level': 'direct'},\n"
        "  {'claim_id': 'c5', 'claim_type': 'log_finding', 'claim_text': 'rdd_42_10 到 rdd_42_20 这些块都是在本地找到的', 'support_level': 'direct'}\n"
        " ],\n"
        " 'user_facing_answer': '如果作业仍慢，可以再看 driver 端日志。'}")
add("bS-026", ["source:spark", "format:json_malformed", "class:quantity", "class:negation", "class:faithful"],
    "Spark 作业 stage 27 有没有报错？",
    a026,
    [inv("call_spk_26", 1, "query_logs", {"app": "pjhe-2kSOSP", "executor": "1", "from": "17/06/09 20:11:09"}, text(SPARK, 1480, 1530))],
    "PASS",
    [F("stage 27.0 在这段日志里共有 10 个 task 完成", "direct_evidence", "10 'Finished task ... in stage 27.0' lines"),
     F("TID 1250 的 task 10.0 返回给 driver 的结果约 2.6 KB", "direct_evidence", "2667 bytes result sent to driver (2.67 KB / 2.60 KiB)"),
     F("PythonRunner 的 Times total 值都在 39 到 42 之间", "direct_evidence", "PythonRunner total = 40, 39, 42, 40, 41, 42, 39, 40, 39"),
     F("这段 executor 日志没有 WARN 或 ERROR", "direct_evidence", "true denial: all 51 lines are INFO"),
     F("rdd_42_10 到 rdd_42_20 这些块都是在本地找到的", "direct_evidence", "Found block rdd_42_10 ... rdd_42_20 locally, all 11 present")],
    [("call_spk_26", SPARK, 1480, 1530)])

# ---------------------------------------------------------------- bS-027  Spark broadcast read time wrong
r027 = recs(p_spark, SPARK, 855, 880)
c027 = [claim("c1", "log_finding", "broadcast variable 33 的读取耗时 90 ms", "direct",
              [bind("query_logs", ["sp27"], "Reading broadcast variable 33 took")]),
        claim("c2", "log_finding", "broadcast_33 以 values 形式存入内存，估算大小 82.1 KB，剩余 486.9 KB", "direct",
              [bind("query_logs", ["sp27"], "Block broadcast_33 stored as values in memory (estimated size 82.1 KB, free 486.9 KB)")]),
        claim("c3", "log_finding", "broadcast_33_piece0 的估算大小约 29.5 KB", "direct",
              [bind("query_logs", ["sp27"], {"component": "storage.MemoryStore", "level": "INFO"})]),
        claim("c4", "log_finding", "task attempt_201706092018_0024_m_000003_1012 的输出已保存到 hdfs://10.10.34.11:9000/pjhe/test/1/_temporary/0/task_201706092018_0024_m_000003", "direct",
              [bind("query_logs", ["sp27"], "Saved output of task 'attempt_201706092018_0024_m_000003_1012'")]),
        claim("c5", "log_finding", "TID 998、1012、1026 分别运行 stage 24.0 的 task 2.0、3.0、4.0", "direct",
              [bind("query_logs", ["sp27"], "Running task 3.0 in stage 24.0 (TID 1012)")])]
a027 = J(contract("stage 24 的 broadcast 读取偏慢", c027, "broadcast 33 读取用了 90 ms。建议检查 driver 到 executor 的网络。"))
add("bS-027", ["source:spark", "format:json_raw", "class:value_wrong", "class:excerpt_format"],
    "stage 24 启动时卡了一下，是 broadcast 读取慢吗？",
    a027,
    [inv("sp27", 1, "query_logs", {"app": "pjhe-2kSOSP", "stage": 24}, {"total": len(r027), "logs": r027})],
    "REJECT",
    [claim_fact(c027[0], "contradicted", "Reading broadcast variable 33 took 9 ms, not 90 ms"),
     claim_fact(c027[1], "direct_evidence", "MemoryStore line: broadcast_33 stored as values (estimated size 82.1 KB, free 486.9 KB)"),
     claim_fact(c027[2], "direct_evidence", "broadcast_33_piece0 stored as bytes (estimated size 29.5 KB, ...); excerpt pairs are fields of that record"),
     claim_fact(c027[3], "direct_evidence", "FileOutputCommitter line, ids and path verbatim"),
     claim_fact(c027[4], "direct_evidence", "Running task 2.0/3.0/4.0 in stage 24.0 with TID 998/1012/1026")],
    [("sp27", SPARK, 855, 880)])

# ---------------------------------------------------------------- bS-028  Spark no-hit OOM + unsupported cause
r028 = recs(p_spark, SPARK, 1760, 1790)
add("bS-028", ["source:spark", "format:nl_paragraph", "class:gap", "class:negation", "class:unsupported_cause"],
    "stage 28 比之前慢，executor 是不是 OOM 了？",
    "stage 28.0 的 task 23.0 到 28.0 都已完成，每个返回 2087 bytes。"
    "executor 没有发生过 OOM。"
    "stage 28 变慢是因为集群队列被其他作业抢占了资源。"
    "TID 1312 在 20:11:10 开始运行 task 32.0。"
    "建议把 executor 内存再观察一轮。",
    [inv("q28-oom", 1, "query_logs", {"app": "pjhe-2kSOSP", "keyword": "OutOfMemoryError"}, {"total": 0, "logs": []}),
     inv("q28-stage", 1, "query_logs", {"app": "pjhe-2kSOSP", "stage": 28}, {"total": len(r028), "logs": r028})],
    "LOW_CONFID",
    [F("stage 28.0 的 task 23.0 到 28.0 都已完成，每个返回 2087 bytes", "direct_evidence",
       "Finished task 23.0-28.0 in stage 28.0, each 2087 bytes result sent to driver"),
     F("executor 没有发生过 OOM", "no_evidence", "only a no-hit query (total 0) backs it; no-hit does not prove absence"),
     F("stage 28 变慢是因为集群队列被其他作业抢占了资源", "no_evidence", "no output mentions queues or other jobs"),
     F("TID 1312 在 20:11:10 开始运行 task 32.0", "direct_evidence", "17/06/09 20:11:10 Running task 32.0 in stage 28.0 (TID 1312)")],
    [("q28-stage", SPARK, 1760, 1790)])

# ---------------------------------------------------------------- bS-029  HealthApp insert failure, excerpt forms
r029 = recs(p_ha, HA, 700, 740)
c029 = [claim("c1", "log_finding", "HiH_HiHealthBinder 的 insertHiHealthData() 批量保存失败，errorCode = 4，errorMessage = ERR_DATA_INSERT", "direct",
              [bind("query_logs", ["ha-29"], "bulkSaveDetailHiHealthData fail errorCode = 4,errorMessage = ERR_DATA_INSERT")]),
        claim("c2", "log_finding", "HiH_HiHealthDataInsertStore 对 type 40003 和 40005 的 saveOneDetailData 都失败了", "direct",
              [bind("query_logs", ["ha-29"], "saveOneDetailData fail hiHealthData = 1513958400000,type = 40003"),
               bind("query_logs", ["ha-29"], {"component": "HiH_HiHealthDataInsertStore",
                                               "message": "saveHealthDetailData() saveOneDetailData fail hiHealthData = 1513958400000,type = 40005"})]),
        claim("c3", "log_finding", "insertHiHealthData() 结束时记录的 totalTime = 45", "direct",
              [bind("query_logs", ["ha-29"], "insertHiHealthData() end totalTime = 45")]),
        claim("c4", "log_finding", "HiH_DataStatManager 把 20171223 的 type=40002 统计值从 6983.0 更新为 7163.0", "direct",
              [bind("query_logs", ["ha-29"], {"pid": "30002312", "message": "new date =20171223, type=40002,7163.0,old=6983.0"})])]
a029 = J(contract("健康数据写库失败（ERR_DATA_INSERT）", c029,
                  "22:19:58 这次同步里，insertHiHealthData() 批量保存失败（errorCode = 4，ERR_DATA_INSERT），type 40003/40005 的明细保存失败，步数统计更新为 7163.0。"))
add("bS-029", ["source:healthapp", "format:json_raw", "class:excerpt_format", "class:paraphrase_zh", "class:faithful"],
    "运动健康 App 步数同步失败，帮我看看 22:19 那次",
    a029,
    [inv("ha-29", 1, "query_logs", {"app": "com.huawei.health", "from": "20171223-22:19:58:363", "limit": 41}, {"total": len(r029), "logs": r029})],
    "PASS",
    [claim_fact(c029[0], "direct_evidence", "HiH_HiHealthBinder line: insertHiHealthData() bulkSaveDetailHiHealthData fail errorCode = 4,errorMessage = ERR_DATA_INSERT"),
     claim_fact(c029[1], "direct_evidence", "two saveOneDetailData fail lines, type = 40003 and type = 40005; second excerpt = that record's fields"),
     claim_fact(c029[2], "direct_evidence", "HiH_HiHealthBinder: insertHiHealthData() end totalTime = 45"),
     claim_fact(c029[3], "direct_evidence", "HiH_DataStatManager: new date =20171223, type=40002,7163.0,old=6983.0")],
    [("ha-29", HA, 700, 740)])

# ---------------------------------------------------------------- bS-030  HealthApp status wrong + misattribution
add("bS-030", ["source:healthapp", "format:nl_bold_labels", "class:status_wrong", "class:misattribution"],
    "步数上传到底成功没有？哪个模块报的错？",
    "**上传结果**：Step_LSC 的 uploadStaticsToDB 上传成功。\n"
    "**报错组件**：HiH_HiSyncControl 报了 errorCode = 4。\n"
    "**同步**：HiH_HiSyncControl 判断 appSynTimes 为 0，随后开始自动同步。\n"
    "**耗时**：bulkSaveDetailHiHealthData 的 totalTime = 30。\n"
    "**建议**：可以让用户手动再同步一次。",
    [inv("inv-ha30", 1, "tail_app_log", {"package": "com.huawei.health", "lines": 15, "until": "20171223-22:19:58:416"}, text(HA, 726, 740))],
    "REJECT",
    [F("Step_LSC 的 uploadStaticsToDB 上传成功", "contradicted", "Step_LSC logs 'uploadStaticsToDB failed message=true'"),
     F("HiH_HiSyncControl 报了 errorCode = 4", "contradicted",
       "errorCode = 4 is logged by HiH_HiHealthBinder; HiH_HiSyncControl has its own lines (checkInsertStatus, stepSyncOrNot, startInsertSportSync)"),
     F("HiH_HiSyncControl 判断 appSynTimes 为 0，随后开始自动同步", "direct_evidence",
       "HiH_HiSyncControl: stepSyncOrNot appSynTimes is 0 ...; startInsertSportSync start auto sync"),
     F("bulkSaveDetailHiHealthData 的 totalTime = 30", "direct_evidence", "bulkSaveDetailHiHealthData() size = 4,totalTime = 30")],
    [("inv-ha30", HA, 726, 740)])

# ---------------------------------------------------------------- bS-031  HealthApp runbook only + failed log call
add("bS-031", ["source:healthapp", "format:nl_paragraph", "class:runbook_only", "class:gap"],
    "ERR_DATA_INSERT 是什么原因？",
    "根据知识库，ERR_DATA_INSERT 通常是本地数据库写锁冲突导致的。"
    "知识库里的历史案例 INC-HA-0412 也是 errorCode = 4，当时是同一天的统计数据被重复写入。"
    "这次 22:19:58 的写入失败同样是 errorCode = 4。"
    "Step_LSC 在 22:19:58 记录的 totalSteps=7163。"
    "建议先让用户升级到最新版本再观察。",
    [inv("kb-ha-1", 1, "lookup_knowledge", {"query": "HealthApp ERR_DATA_INSERT errorCode 4"},
         {"query": "HealthApp ERR_DATA_INSERT errorCode 4",
          "chunks": [{"chunk_id": "RB-HA-009#3", "source_doc": "runbooks/health/data-insert.md", "retrieval_layer": "runbook",
                      "relevance": "high", "deduped": False,
                      "content": "ERR_DATA_INSERT（errorCode = 4）通常是本地数据库写锁冲突导致的，客户端重试一般可恢复。"},
                     {"chunk_id": "INC-HA-0412", "source_doc": "incidents/2017-health-sync.md", "retrieval_layer": "past_incident",
                      "relevance": "medium", "deduped": False,
                      "content": "INC-HA-0412：大量用户同步失败，日志为 bulkSaveDetailHiHealthData fail errorCode = 4。根因是同一天的统计数据被重复写入。"}]}),
     inv("logs-ha-2", 1, "query_logs", {"component": "HiH_HiHealthBinder", "from": "20171223-22:19"}, None, ok=False,
         err="log store timeout after 30s"),
     inv("logs-ha-3", 2, "query_logs", {"component": "Step_LSC", "from": "20171223-22:19:58"}, text(HA, 700, 708))],
    "LOW_CONFID",
    [F("根据知识库，ERR_DATA_INSERT 通常是本地数据库写锁冲突导致的", "indirect_support", "attributed to the knowledge base; chunk RB-HA-009#3"),
     F("知识库里的历史案例 INC-HA-0412 也是 errorCode = 4，当时是同一天的统计数据被重复写入", "indirect_support", "past-incident chunk INC-HA-0412 only"),
     F("这次 22:19:58 的写入失败同样是 errorCode = 4", "no_evidence",
       "the HiH_HiHealthBinder log call failed; no successful output shows this incident's errorCode"),
     F("Step_LSC 在 22:19:58 记录的 totalSteps=7163", "direct_evidence", "20171223-22:19:58:366|Step_LSC|...|Alarm uploadStaticsToDB totalSteps=7163...")],
    [("logs-ha-3", HA, 700, 708)])

# ---------------------------------------------------------------- bS-032  Linux sshd failures count
add("bS-032", ["source:linux", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh", "class:faithful"],
    "combo 这台机器 7 月 18 号晚上 sshd 是不是被爆破了？",
    "7 月 18 日 23:01:25 到 23:01:27，来自 211-76-104-65.ebix.net.tw 的 sshd 登录共认证失败 10 次。"
    "每次失败前都有一条 check pass; user unknown。"
    "logrotate 在 7 月 18 日 04:03:25 和 7 月 19 日 04:03:45 两次以 ALERT exited abnormally with [1] 退出。"
    "su 为用户 cyrus 和 news 打开的会话都在 1 秒内关闭。"
    "建议把该来源加入 sshd 黑名单。",
    [inv("call_lx_32", 1, "search_syslog", {"host": "combo", "date": "Jul 18"}, text(LNX, 1569, 1593)),
     inv("call_lx_33", 1, "search_syslog", {"host": "combo", "date": "Jul 19", "to": "04:10"}, text(LNX, 1594, 1598))],
    "PASS",
    [F("7 月 18 日 23:01:25 到 23:01:27，来自 211-76-104-65.ebix.net.tw 的 sshd 登录共认证失败 10 次", "direct_evidence",
       "10 'authentication failure ... rhost=211-76-104-65.ebix.net.tw' lines, 23:01:25-23:01:27"),
     F("每次失败前都有一条 check pass; user unknown", "direct_evidence", "each failure line is preceded by 'check pass; user unknown' of the same pid"),
     F("logrotate 在 7 月 18 日 04:03:25 和 7 月 19 日 04:03:45 两次以 ALERT exited abnormally with [1] 退出", "direct_evidence",
       "Jul 18 04:03:25 and Jul 19 04:03:45 logrotate: ALERT exited abnormally with [1]"),
     F("su 为用户 cyrus 和 news 打开的会话都在 1 秒内关闭", "direct_evidence",
       "opened/closed pairs: 04:03:24/04:03:24, 04:09:29/04:09:30, 04:03:43/04:03:44, 04:09:28/04:09:29")],
    [("call_lx_32", LNX, 1569, 1593), ("call_lx_33", LNX, 1594, 1598)])

# ---------------------------------------------------------------- bS-033  Linux fabricated IP + count wrong
r033 = recs(p_syslog, LNX, 1599, 1610)
c033 = [claim("c1", "log_finding", "7 月 19 日 07:35:41 来自 202.181.236.181 的 root 登录认证失败", "direct",
              [bind("query_logs", ["lx33"], "authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser=")]),
        claim("c2", "log_finding", "这些失败针对的都是 user=root", "direct", [bind("query_logs", ["lx33"], "user=root")]),
        claim("c3", "log_finding", "同一秒内 sshd(pam_unix) 共记录了 12 条 authentication failure", "direct",
              [bind("query_logs", ["lx33"], {"process": "sshd(pam_unix)[30500]"})]),
        claim("c4", "log_finding", "7 月 20 日 04:05:02 su 为 cyrus 打开了会话", "direct",
              [bind("query_logs", ["lx33"], "session opened for user cyrus by (uid=0)")])]
a033 = J(contract("root 账号被集中爆破", c033, "建议封禁来源 IP 并关闭 root 远程登录。"), indent=2)
add("bS-033", ["source:linux", "format:json_indented", "class:fabricated_id", "class:count_wrong"],
    "7 月 19 号早上有人在爆破 root 吗？来源 IP 是多少",
    a033,
    [inv("lx33", 1, "query_logs", {"host": "combo", "from": "Jul 19 07:30", "to": "Jul 20 04:06"}, {"total": len(r033), "logs": r033})],
    "REJECT",
    [claim_fact(c033[0], "contradicted", "real rhost is 202.181.236.180; 202.181.236.181 appears nowhere (one character off)"),
     claim_fact(c033[1], "direct_evidence", "every failure line ends with user=root"),
     claim_fact(c033[2], "contradicted", "the output has 10 authentication failure lines at 07:35:41, not 12"),
     claim_fact(c033[3], "direct_evidence", "Jul 20 04:05:02 su(pam_unix)[363]: session opened for user cyrus by (uid=0)")],
    [("lx33", LNX, 1599, 1610)])

# ---------------------------------------------------------------- bS-034  Linux ftpd burst, unsupported causes
add("bS-034", ["source:linux", "format:nl_sloppy", "class:unsupported_cause", "class:quantity"],
    "ftpd 凌晨 3 点多突然一堆连接，怎么回事",
    "ftpd 在 Jul 18 03:26:49 同一秒收到 9 个来自 211.72.151.162 的连接\n"
    "这是对方在扫弱口令\n"
    "logrotate 04:03:25 异常退出, 返回码 1\n"
    "防火墙当时已经把这个 IP 封掉了\n"
    "btw 可以考虑给 ftpd 加连接频率限制",
    [inv("c34-1", 1, "search_syslog", {"host": "combo", "from": "Jul 18 03:26", "to": "Jul 18 04:04"}, text(LNX, 1560, 1571))],
    "LOW_CONFID",
    [F("ftpd 在 Jul 18 03:26:49 同一秒收到 9 个来自 211.72.151.162 的连接", "direct_evidence",
       "9 ftpd 'connection from 211.72.151.162' lines, all at 03:26:49"),
     F("这是对方在扫弱口令", "no_evidence", "no record shows login attempts or intent"),
     F("logrotate 04:03:25 异常退出, 返回码 1", "direct_evidence", "Jul 18 04:03:25 logrotate: ALERT exited abnormally with [1]"),
     F("防火墙当时已经把这个 IP 封掉了", "no_evidence", "no output mentions a firewall or block")],
    [("c34-1", LNX, 1560, 1571)])

# ---------------------------------------------------------------- bS-035  OpenStack spawn/destroy timings, s<->ms, runbook background
r035 = recs(p_os, OS_, 1500, 1527)
c035 = [claim("c1", "log_finding", "实例 a015cf14-84bb-4156-a48d-7c4824ac7a9d 在 hypervisor 上 spawn 用了 20.25 秒", "direct",
              [bind("query_logs", ["os-35-logs"], "Took 20.25 seconds to spawn the instance on the hypervisor.")]),
        claim("c2", "log_finding", "整个 build 用了约 21 秒", "direct",
              [bind("query_logs", ["os-35-logs"], "Took 21.08 seconds to build instance.")]),
        claim("c3", "log_finding", "在 hypervisor 上销毁该实例用了 1040 ms", "direct",
              [bind("query_logs", ["os-35-logs"], {"service": "nova-compute", "component": "nova.compute.manager", "level": "INFO"})]),
        claim("c4", "log_finding", "释放实例网络用了 0.57 秒", "direct",
              [bind("query_logs", ["os-35-logs"], "Took 0.57 seconds to deallocate network for instance.")]),
        claim("c5", "log_finding", "删除由 req-5e0f9d3c-be64-4960-a107-d406900e0ea8 发起，nova-api 收到的是对该实例的 DELETE 请求", "direct",
              [bind("query_logs", ["os-35-logs"], "\"DELETE /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/a015cf14-84bb-4156-a48d-7c4824ac7a9d")]),
        claim("c6", "background", "按运维手册，spawn 超过 60 秒才需要关注", "indirect",
              [bind("lookup_knowledge", ["os-35-kb"], "spawn 耗时超过 60 秒才需要排查", stype="knowledge", sid="RB-NOVA-003#1")])]
a035 = J(contract("实例创建与删除耗时都在正常范围", c035,
                  "实例 a015cf14-84bb-4156-a48d-7c4824ac7a9d spawn 20.25 秒、build 约 21 秒，删除时销毁 1040 ms、释放网络 0.57 秒；按运维手册 spawn 超过 60 秒才需要关注。"), indent=2)
add("bS-035", ["source:openstack", "format:json_indented", "class:quantity", "class:excerpt_format", "class:runbook_only"],
    "测试实例 a015cf14-84bb-4156-a48d-7c4824ac7a9d 创建删除是不是太慢了？",
    a035,
    [inv("os-35-logs", 1, "query_logs", {"instance": "a015cf14-84bb-4156-a48d-7c4824ac7a9d", "from": "2017-05-16 00:11:12"},
         {"total": len(r035), "logs": r035}),
     inv("os-35-kb", 1, "lookup_knowledge", {"query": "nova spawn 耗时 阈值"},
         {"query": "nova spawn 耗时 阈值",
          "chunks": [{"chunk_id": "RB-NOVA-003#1", "source_doc": "runbooks/openstack/nova-compute.md", "retrieval_layer": "runbook",
                      "relevance": "high", "deduped": False,
                      "content": "nova-compute 的 spawn 耗时超过 60 秒才需要排查镜像下载或 libvirt。"}]})],
    "PASS",
    [claim_fact(c035[0], "direct_evidence", "nova.compute.manager: Took 20.25 seconds to spawn the instance on the hypervisor."),
     claim_fact(c035[1], "direct_evidence", "Took 21.08 seconds to build instance."),
     claim_fact(c035[2], "direct_evidence", "Took 1.04 seconds to destroy the instance on the hypervisor (= 1040 ms); excerpt pairs are fields of that record"),
     claim_fact(c035[3], "direct_evidence", "Took 0.57 seconds to deallocate network for instance."),
     claim_fact(c035[4], "direct_evidence", "nova-api DELETE .../servers/a015cf14-... with req-5e0f9d3c-...; nova-compute Terminating instance under the same req"),
     claim_fact(c035[5], "indirect_support", "background from runbook chunk RB-NOVA-003#1 only")],
    [("os-35-logs", OS_, 1500, 1527)])

# ---------------------------------------------------------------- bS-036  OpenStack image cache order contradicted
add("bS-036", ["source:openstack", "format:nl_bullets", "class:time_wrong", "class:quantity"],
    "nova-compute 的 image cache 在 00:11 左右报 WARNING，要紧吗？",
    "排查结果：\n"
    "- nova-compute 在 00:11:25.147 首次报 WARNING：Unknown base file /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742\n"
    "- Removing base or swap file 发生在第一次 Unknown base file 告警之前\n"
    "- 节点 cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 的物理内存约 64 GB，已用 512 MB\n"
    "- 对 os-server-external-events 的 POST 返回 404，原因是 No instances found for any event\n"
    "- 这台节点共 16 个 vCPU，已分配 0 个\n"
    "- 这个 WARNING 可能只是缓存清理前的正常提示",
    [inv("call_0x36", 1, "query_logs", {"service": "nova-compute,nova-api", "from": "2017-05-16 00:11:22", "to": "2017-05-16 00:11:31"},
         text(OS_, 1528, 1540))],
    "REJECT",
    [F("nova-compute 在 00:11:25.147 首次报 WARNING：Unknown base file /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742",
       "direct_evidence", "2017-05-16 00:11:25.147 WARNING nova.virt.libvirt.imagecache Unknown base file ..."),
     F("Removing base or swap file 发生在第一次 Unknown base file 告警之前", "contradicted",
       "Removing base or swap file is at 00:11:30.181, after the first Unknown base file WARNING at 00:11:25.147"),
     F("节点 cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 的物理内存约 64 GB，已用 512 MB", "direct_evidence",
       "Final resource view: phys_ram=64172MB used_ram=512MB"),
     F("对 os-server-external-events 的 POST 返回 404，原因是 No instances found for any event", "direct_evidence",
       "HTTP exception thrown: No instances found for any event; POST .../os-server-external-events status: 404"),
     F("这台节点共 16 个 vCPU，已分配 0 个", "direct_evidence", "Total usable vcpus: 16, total allocated vcpus: 0")],
    [("call_0x36", OS_, 1528, 1540)])

# ---------------------------------------------------------------- bS-037  OpenStack claim, bad references only
r037 = recs(p_os, OS_, 1541, 1553)
c037 = [claim("c1", "log_finding", "实例 d96a117b-0193-4549-bdcc-63b917273d1d 申请了 2048 MB 内存、20 GB 磁盘和 1 个 vCPU", "direct",
              [bind("query_logs", ["req-nova-claims"], "Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU")]),
        claim("c2", "log_finding", "该实例的资源 claim 成功", "direct",
              [bind("query_logs", ["os37-q"], "Claim approved for instance")]),
        claim("c3", "log_finding", "memory limit 为 96258.00 MB，可用 95746.00 MB", "direct", [])]
a037 = "```json\n" + J(contract("实例 d96a117b 调度与资源 claim 正常", c037,
                                "实例 d96a117b-0193-4549-bdcc-63b917273d1d 申请 2048 MB 内存、20 GB 磁盘、1 个 vCPU，claim 成功，内存上限 96258.00 MB、可用 95746.00 MB。")) + "\n```"
add("bS-037", ["source:openstack", "format:json_fenced", "class:bad_reference"],
    "新建的实例 d96a117b-0193-4549-bdcc-63b917273d1d 卡在 build，资源够不够？",
    a037,
    [inv("os37-q", 1, "query_logs", {"instance": "d96a117b-0193-4549-bdcc-63b917273d1d"}, {"total": len(r037), "logs": r037})],
    "LOW_CONFID",
    [claim_fact(c037[0], "indirect_support", "content right, but the binding cites invocation req-nova-claims, which does not exist"),
     claim_fact(c037[1], "indirect_support", "'Claim successful' is in os37-q, but the excerpt 'Claim approved for instance' is not in that output"),
     claim_fact(c037[2], "indirect_support", "values right (memory limit: 96258.00 MB, free: 95746.00 MB) but the claim has no binding")],
    [("os37-q", OS_, 1541, 1553)])

# ---------------------------------------------------------------- bS-038  OpenStack metadata status swap
add("bS-038", ["source:openstack", "format:nl_headings", "class:status_wrong", "class:entity_swap", "class:count_wrong"],
    "实例 10.11.21.138 启动时拉 metadata 失败？",
    "### 发现\n"
    "10.11.21.138 请求 /openstack/2013-10-17/user_data 返回 404。\n"
    "对 /openstack/2013-10-17/vendor_data.json 的请求也返回了 404。\n"
    "/openstack/2013-10-17/meta_data.json 的两次请求都返回 200，响应长度 967。\n"
    "2012-08-10 版本的 meta_data.json 响应耗时约 0.21 秒。\n"
    "这段时间 10.11.21.138 一共发起了 5 次 metadata 请求。\n"
    "### 建议\n"
    "建议确认实例是否配置了 user_data。",
    [inv("md-38", 1, "query_logs", {"service": "nova-api", "component": "nova.metadata.wsgi.server", "client": "10.11.21.138"},
         text(OS_, 1509, 1519))],
    "REJECT",
    [F("10.11.21.138 请求 /openstack/2013-10-17/user_data 返回 404", "direct_evidence", "GET /openstack/2013-10-17/user_data ... status: 404"),
     F("对 /openstack/2013-10-17/vendor_data.json 的请求也返回了 404", "contradicted", "both vendor_data.json requests returned status: 200"),
     F("/openstack/2013-10-17/meta_data.json 的两次请求都返回 200，响应长度 967", "direct_evidence",
       "00:11:19.526 and 00:11:19.786: status: 200 len: 967"),
     F("2012-08-10 版本的 meta_data.json 响应耗时约 0.21 秒", "direct_evidence", "GET /openstack/2012-08-10/meta_data.json ... time: 0.2088590"),
     F("这段时间 10.11.21.138 一共发起了 5 次 metadata 请求", "contradicted", "the output has 7 nova.metadata.wsgi.server requests from 10.11.21.138, not 5")],
    [("md-38", OS_, 1509, 1519)])

# ---------------------------------------------------------------- bS-039  Zookeeper connection-broken counts
r039 = recs(p_zk, ZK, 1150, 1175)
c039 = [claim("c1", "log_finding", "19:34:17 到 19:34:48 之间 QuorumCnxManager 共有 9 条 Connection broken for id 188978561024 的 WARN", "direct",
              [bind("query_logs", ["zk-39"], "Connection broken for id 188978561024, my id = 2, error =")]),
        claim("c2", "log_finding", "监听 10.10.34.12:3888 的 Listener 收到了 5 次连接请求", "direct",
              [bind("query_logs", ["zk-39"], {"component": "/10.10.34.12:3888:QuorumCnxManager$Listener@493", "level": "INFO"})]),
        claim("c3", "log_finding", "连接请求分别来自 10.10.34.11、10.10.34.12 和 10.10.34.13", "direct",
              [bind("query_logs", ["zk-39"], "Received connection request /10.10.34.13:45334")]),
        claim("c4", "log_finding", "本节点的 my id = 2", "direct", [bind("query_logs", ["zk-39"], "my id = 2")]),
        claim("c5", "hypothesis", "与 188978561024 之间可能存在网络抖动", "none", [])]
a039 = J(contract("ZK 节点 2 与 peer 188978561024 的选举连接反复断开", c039,
                  "19:34:17–19:34:48 共 9 条 Connection broken（peer 188978561024），期间 Listener 收到 5 次连接请求，来自 10.10.34.11/12/13，本节点 my id = 2。可能存在网络抖动。"))
add("bS-039", ["source:zookeeper", "format:json_raw", "class:quantity", "class:excerpt_format", "class:faithful"],
    "ZooKeeper 集群 19:34 左右选举连接一直断，统计一下",
    a039,
    [inv("zk-39", 1, "query_logs", {"service": "zookeeper", "from": "2015-07-29 19:34:17", "to": "2015-07-29 19:34:49"},
         {"total": len(r039), "logs": r039}),
     inv("zk-39-kb", 1, "lookup_knowledge", {"query": "zookeeper QuorumCnxManager Connection broken"},
         {"query": "zookeeper QuorumCnxManager Connection broken",
          "chunks": [{"chunk_id": "RB-ZK-002#4", "source_doc": "runbooks/zookeeper/quorum.md", "retrieval_layer": "runbook",
                      "relevance": "medium", "deduped": False,
                      "content": "QuorumCnxManager 反复出现 Connection broken 时，先确认 3888 端口在各节点间可达，再检查 peer 的 myid 配置是否一致。"}]})],
    "PASS",
    [claim_fact(c039[0], "direct_evidence", "9 WARN 'Connection broken for id 188978561024' records between 19:34:17,908 and 19:34:47,879"),
     claim_fact(c039[1], "direct_evidence", "5 INFO Received connection request records from the Listener on /10.10.34.12:3888"),
     claim_fact(c039[2], "direct_evidence", "sources /10.10.34.12:57495, /10.10.34.13:45334, /10.10.34.12:57523, /10.10.34.11:32868, /10.10.34.13:45406"),
     claim_fact(c039[3], "direct_evidence", "'my id = 2' in each Connection broken message"),
     claim_fact(c039[4], "no_evidence", "hypothesis")],
    [("zk-39", ZK, 1150, 1175)])

# ---------------------------------------------------------------- bS-040  Zookeeper negation refuted + reversed direction
add("bS-040", ["source:zookeeper", "format:nl_paragraph", "class:negation", "class:roles", "class:hedged_distractor"],
    "ZK 节点 2 和 188978561024 之间 19:35 之后还有问题吗？",
    "19:35:24 之后，节点 2 与 188978561024 之间的连接一直正常。"
    "10.10.34.12 主动向 10.10.34.13 发起了一次连接。"
    "19:35:48 Listener 收到了来自 10.10.34.11:33138 的连接请求。"
    "SendWorker 在 19:35:41 两次退出线程（Send worker leaving thread）。"
    "也许是 188978561024 那台机器的网卡有问题，可能需要换线。",
    [inv("zk40", 1, "search_logs", {"service": "zookeeper", "from": "2015-07-29 19:35:24", "to": "2015-07-29 19:35:55"}, text(ZK, 1196, 1215))],
    "REJECT",
    [F("19:35:24 之后，节点 2 与 188978561024 之间的连接一直正常", "contradicted",
       "WARN Connection broken for id 188978561024, my id = 2 at 19:35:31, 19:35:34 and 19:35:51 in the output"),
     F("10.10.34.12 主动向 10.10.34.13 发起了一次连接", "contradicted",
       "the Listener on /10.10.34.12:3888 received a connection request from /10.10.34.13:45651: 10.10.34.13 initiated"),
     F("19:35:48 Listener 收到了来自 10.10.34.11:33138 的连接请求", "direct_evidence", "19:35:48,007 Received connection request /10.10.34.11:33138"),
     F("SendWorker 在 19:35:41 两次退出线程（Send worker leaving thread）", "direct_evidence",
       "19:35:41,411 and 19:35:41,523 SendWorker@688 Send worker leaving thread")],
    [("zk40", ZK, 1196, 1215)])


# ======================================================================== write
def main():
    assert len(CASES) == 40, len(CASES)
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
