#!/usr/bin/env python3
"""bO blind cases: cuts verbatim windows from /work/blind/sources and assembles 40 hand-written cases."""
import csv
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parents[1] / "sources"
NZ = "nezha/rca_data/2023-01-29/"

CASES = []
WINDOWS = []
_cache = {}


def lines_of(rel):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _cache[rel]


def win(cid, iid, rel, a, b):
    """verbatim lines a..b (1-based, inclusive) and record the window"""
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})
    return lines_of(rel)[a - 1:b]


def text(cid, iid, rel, a, b):
    return "\n".join(win(cid, iid, rel, a, b))


def csvrow(line):
    return next(csv.reader([line]))


# ---- record readers (fields taken from the verbatim line, message unedited) ----
def nz_rec(line):
    r = csvrow(line)
    msg = json.loads(r[7])["log"].rstrip("\n")
    return {"ts": r[0], "level": msg.split()[1], "pod": r[3], "node": r[2], "trace_id": r[5], "message": msg}


def nz_logs(cid, iid, rel, a, b, pod=None, levels=None):
    out = []
    for ln in win(cid, iid, rel, a, b):
        rec = nz_rec(ln)
        if pod and not rec["pod"].startswith(pod):
            continue
        if levels and rec["level"] not in levels:
            continue
        out.append(rec)
    return out


def metric_rows(cid, iid, rel, a, b, cols):
    hdr = csvrow(lines_of(rel)[0])
    out = []
    for ln in win(cid, iid, rel, a, b):
        r = csvrow(ln)
        d = {"Time": r[0], "PodName": r[2]}
        for c in cols:
            d[c] = float(r[hdr.index(c)])
            assert d[c] == d[c], (rel, c)  # no NaN rows
        out.append(d)
    return out


def series(cid, iid, rel, a, b, cols, units):
    hdr = csvrow(lines_of(rel)[0])
    rows = [csvrow(ln) for ln in win(cid, iid, rel, a, b)]
    out = []
    for c, u in zip(cols, units):
        v = [float(r[hdr.index(c)]) for r in rows]
        out.append({"metric": c, "service": rows[0][2], "max": round(max(v), 4),
                    "avg": round(sum(v) / len(v), 4), "last": round(v[-1], 4), "unit": u})
    return out


RX = {
    "android": re.compile(r"^(\S+ \S+)\s+(\d+)\s+(\d+) ([VDIWEF]) ([^:]+): (.*)$"),
    "healthapp": re.compile(r"^([^|]+)\|([^|]+)\|([^|]+)\|(.*)$"),
    "spark": re.compile(r"^(\S+ \S+) (\w+) ([^:]+): (.*)$"),
    "proxifier": re.compile(r"^\[([^\]]+)\] (.+?) - (.*)$"),
    "thunderbird": re.compile(r"^- (\d+) (\S+) (\S+) (\w+ +\d+ [\d:]+) (\S+) ([^:]+): (.*)$"),
    "openssh": re.compile(r"^(\w+ +\d+ [\d:]+) (\S+) (sshd\[\d+\]): (.*)$"),
    "hdfs": re.compile(r"^(\d+ \d+) (\d+) (\w+) ([^:]+): (.*)$"),
    "zookeeper": re.compile(r"^(\S+ \S+) - (\w+) +\[([^\]]+)\] - (.*)$"),
    "windows": re.compile(r"^(\S+ \S+), (\w+) +(\w+) +(.*)$"),
}


def lh_rec(kind, line):
    m = RX[kind].match(line)
    g = m.groups()
    if kind == "android":
        return {"ts": g[0], "pid": g[1], "tid": g[2], "level": g[3], "tag": g[4].strip(), "message": g[5]}
    if kind == "healthapp":
        return {"ts": g[0], "component": g[1], "pid": g[2], "message": g[3]}
    if kind == "spark":
        return {"ts": g[0], "level": g[1], "component": g[2], "message": g[3]}
    if kind == "proxifier":
        return {"ts": g[0], "program": g[1], "message": g[2]}
    if kind == "thunderbird":
        return {"epoch": g[0], "date": g[1], "host": g[2], "ts": g[3], "source": g[4], "process": g[5], "message": g[6]}
    if kind == "openssh":
        return {"ts": g[0], "host": g[1], "process": g[2], "message": g[3]}
    if kind == "hdfs":
        return {"ts": g[0], "pid": g[1], "level": g[2], "component": g[3], "message": g[4]}
    if kind == "zookeeper":
        return {"ts": g[0], "level": g[1], "thread": g[2], "message": g[3]}
    if kind == "windows":
        return {"ts": g[0], "level": g[1], "component": g[2], "message": g[3]}
    raise KeyError(kind)


def lh_logs(cid, iid, rel, a, b, kind):
    return [lh_rec(kind, ln) for ln in win(cid, iid, rel, a, b)]


def inv(cid, iid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": success, "error": error}


def F(fact, label, note, crit=True, claim_id=None, extra=False):
    d = {"fact": fact}
    if claim_id:
        d["claim_id"] = claim_id
    if extra:
        d["origin"] = "answer_extra"
    d["is_critical"] = crit
    d["verification"] = label
    d["note"] = note
    return d


def add(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def B(tool, iids, excerpt, source_id=None, stype="tool_output"):
    return {"source_type": stype, "source_id": source_id or iids[0] if iids else source_id,
            "tool_name": tool, "source_invocation_ids": iids, "evidence_excerpt": excerpt}


def C(cid, ctype, text_, level, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text_, "support_level": level,
            "evidence_bindings": bindings}


def contract(summary, claims, ufa, hyps=None, actions=None, missing=None):
    return {"answer_version": "1.0", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": hyps or [], "recommended_actions": actions or [], "missing_info": missing or [],
            "user_facing_answer": ufa}


def J(obj, style):
    if style == "indent":
        return json.dumps(obj, ensure_ascii=False, indent=2)
    if style == "compact":
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False)



# =====================================================================================
# bO-001  Nezha: preserve-service cannot reach ts-basic-service (logs + pod metrics)
# =====================================================================================
cid = "bO-001"
f = NZ + "log/09_25_log.csv"
recs = nz_logs(cid, "call_7c1e", f, 868, 870) + nz_logs(cid, "call_7c1e", f, 1033, 1036)
m = metric_rows(cid, "call_7c2a", NZ + "metric/ts-preserve-service-b5ccf8557-j4txs_metric.csv", 45, 47,
                ["PodServerLatencyP90(s)", "PodServerLatencyP99(s)", "CpuUsageRate(%)"])
add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:faithful", "class:paraphrase_zh",
          "class:quantity", "class:hedged_distractor"],
    "ts-preserve-service 下单接口 09:25 左右开始报 500，帮我看下是什么原因？",
    "ts-preserve-service-b5ccf8557-j4txs 在 09:25:00 和 09:25:01 各报出 1 条 ERROR，共 2 条。"
    "两条 ERROR 都是 dispatcherServlet 抛出的 java.lang.IllegalStateException，内容为 No instances available for ts-basic-service。"
    "出错之前该 pod 还打印了 [Check tickets num][Tickets Enough]。"
    "监控上，这个 pod 在 09:24 的服务端 P90 延迟为 2.05 秒，P99 约 2.46 秒。"
    "推测 ts-basic-service 当时在注册中心里没有可用实例，建议先检查它的注册状态和 Endpoints。",
    [inv(cid, "call_7c1e", 1, "query_logs",
         {"service": "ts-preserve-service", "start": "2023-01-29T09:24:30Z", "end": "2023-01-29T09:25:30Z"},
         {"total": len(recs), "logs": recs}),
     inv(cid, "call_7c2a", 1, "get_pod_metrics",
         {"pod": "ts-preserve-service-b5ccf8557-j4txs", "from": "09:23", "to": "09:26"}, {"items": m})],
    "PASS",
    [F("ts-preserve-service-b5ccf8557-j4txs 在 09:25:00 和 09:25:01 各报出 1 条 ERROR，共 2 条", "direct_evidence",
       "two ERROR records of that pod at 09:25:00.944 and 09:25:01.442"),
     F("两条 ERROR 都是 dispatcherServlet 抛出的 java.lang.IllegalStateException，内容为 No instances available for ts-basic-service",
       "direct_evidence", "both ERROR messages carry exactly this exception text"),
     F("出错之前该 pod 还打印了 [Check tickets num][Tickets Enough]", "direct_evidence",
       "INFO PreserveServiceImpl#100 lines precede each ERROR by ~5 ms"),
     F("监控上，这个 pod 在 09:24 的服务端 P90 延迟为 2.05 秒，P99 约 2.46 秒", "direct_evidence",
       "09:24:10 row: PodServerLatencyP90 2.05 s, P99 2.455 s"),
     ])

# =====================================================================================
# bO-002  Nezha: misattribution of execute-service error to order-service
# =====================================================================================
cid = "bO-002"
f = NZ + "log/09_26_log.csv"
recs = nz_logs(cid, "toolu_01VbX3kq9Rz", f, 1805, 1812)
c = contract(
    "订单 71914f61 在 ts-order-service 查询失败，ticketExecute 执行失败",
    [C("c1", "log_finding",
       "ts-order-service-5b67c48447-mv5hb 对订单 71914f61-edac-4aec-b85e-8e35844dd4ef 记录了 WARN：Get Order By ID Fail / Order not found",
       "direct", [B("query_logs", ["toolu_01VbX3kq9Rz"],
                    "[getOrderById][Get Order By ID Fail][Order not found][OrderId: 71914f61-edac-4aec-b85e-8e35844dd4ef]")]),
     C("c2", "log_finding",
       "ts-order-service-5b67c48447-mv5hb 随后对同一订单报出 ERROR：ticket execute error: Order Status Wrong",
       "direct", [B("query_logs", ["toolu_01VbX3kq9Rz"], "ticket execute error: Order Status Wrong")]),
     C("c3", "root_cause",
       "ts-execute-service-775f544d9-zqvjb 在 09:25:26 通过 getOrderByIdFromOrderOther 执行 ticketExecute 失败",
       "direct", [B("query_logs", ["toolu_01VbX3kq9Rz"], "[ticketExecute][getOrderByIdFromOrderOther]")]),
     C("c4", "recommendation", "核对 ts-order-other-service 中该订单的状态字段", "none", [])],
    "订单 71914f61-edac-4aec-b85e-8e35844dd4ef 在 ts-order-service 中查不到（Order not found），而且 ts-order-service 还报了 Order Status Wrong。"
    "ts-execute-service 在 09:25:26 执行该订单时失败。建议核对 ts-order-other-service 里这笔订单的状态。")
add(cid, ["source:nezha_trainticket", "format:json_indented", "class:misattribution"],
    "检票执行（ticketExecute）一直失败，是哪个服务的问题？",
    J(c, "indent"),
    [inv(cid, "toolu_01VbX3kq9Rz", 1, "query_logs",
         {"trace_id": "151bf413a92b033d47afac6bf138c2cc"}, {"total": len(recs), "logs": recs})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "order-service WARN#361 with this OrderId", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "contradicted",
       "Order Status Wrong is logged only by ts-execute-service; order-service's own lines say Order not found / INFO",
       claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "execute-service ERROR#69 at 09:25:26.472", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "no_evidence", "advice, not in any output", crit=False, claim_id="c4")])

# =====================================================================================
# bO-003  Nezha: basic-service metric series, Chinese metric names, unit changes
# =====================================================================================
cid = "bO-003"
s = series(cid, "inv-a91", NZ + "metric/ts-basic-service-5dc8d4f9fd-46997_metric.csv", 43, 53,
           ["CpuUsage(m)", "MemoryUsage(Mi)", "PodServerLatencyP99(s)"], ["m", "Mi", "s"])
recs = nz_logs(cid, "inv-a92", NZ + "log/09_26_log.csv", 1326, 1333)
add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:quantity", "class:negation", "class:faithful",
          "class:hedged_distractor"],
    "ts-basic-service 在 09:22 到 09:32 之间资源和延迟怎么样？有没有异常日志？",
    "- ts-basic-service-5dc8d4f9fd-46997 在 09:22–09:32 的 CPU 使用量峰值约 9.4m，均值约 6.9m\n"
    "- 内存占用基本稳定在 406 MiB 左右，最后一个点为 405.8 MiB\n"
    "- 服务端 P99 延迟最高到 935 ms，最新值约 0.47 s\n"
    "- 抽查的这段 ts-basic-service 日志全部是 INFO，没有 ERROR 或 WARN\n"
    "- 不排除这次注入的是 return 类故障，所以看不到异常栈，建议再对比一下接口返回值",
    [inv(cid, "inv-a91", 1, "query_metrics",
         {"pod": "ts-basic-service-5dc8d4f9fd-46997", "start": "2023-01-29 09:22", "end": "2023-01-29 09:32"},
         {"alerts": [], "series": s}),
     inv(cid, "inv-a92", 1, "query_logs", {"service": "ts-basic-service", "limit": 8},
         {"total": len(recs), "logs": recs})],
    "PASS",
    [F("ts-basic-service-5dc8d4f9fd-46997 在 09:22–09:32 的 CPU 使用量峰值约 9.4m，均值约 6.9m", "direct_evidence",
       "CpuUsage(m) max 9.4152, avg 6.8892"),
     F("内存占用基本稳定在 406 MiB 左右，最后一个点为 405.8 MiB", "direct_evidence",
       "MemoryUsage(Mi) avg 406.64, last 405.82"),
     F("服务端 P99 延迟最高到 935 ms，最新值约 0.47 s", "direct_evidence",
       "PodServerLatencyP99 max 0.935 s = 935 ms, last 0.4675 s"),
     F("抽查的这段 ts-basic-service 日志全部是 INFO，没有 ERROR 或 WARN", "direct_evidence",
       "all 8 returned basic-service records are INFO (true denial)")])

# =====================================================================================
# bO-004  Nezha: contacts-service metric table, wrong memory usage rate
# =====================================================================================
cid = "bO-004"
m = metric_rows(cid, "call_m4f0c", NZ + "metric/ts-contacts-service-866bd68c97-xcqfx_metric.csv", 46, 50,
                ["MemoryUsage(Mi)", "MemoryUsageRate(%)", "PodServerLatencyP90(s)", "CpuUsageRate(%)"])
c = contract(
    "ts-contacts-service 09:27 起内存上升",
    [C("c1", "metric_finding", "ts-contacts-service-866bd68c97-xcqfx 在 09:27 之后内存使用量升到约 444.7 MiB", "direct",
       [B("metrics_table", ["call_m4f0c"], '{"Time": "2023-01-29 09:27:09.771593671 +0000 UTC m=+2760.847755540", "MemoryUsage(Mi)": 444.6953125}')]),
     C("c2", "metric_finding", "该 pod 的内存使用率随之达到 44.5%", "direct",
       [B("metrics_table", ["call_m4f0c"], '"MemoryUsageRate(%)": 22.234765625')]),
     C("c3", "metric_finding", "服务端 P90 延迟始终保持在 23.5 ms", "direct",
       [B("metrics_table", ["call_m4f0c"], '"PodServerLatencyP90(s)": 0.0235')]),
     C("c4", "hypothesis", "内存上涨可能与连接未释放有关", "none", [])],
    "ts-contacts-service-866bd68c97-xcqfx 从 09:27 开始内存升到约 444.7 MiB，内存使用率达到 44.5%，但服务端 P90 延迟一直是 23.5 ms。内存上涨可能与连接未释放有关。")
add(cid, ["source:nezha_trainticket", "format:json_raw", "class:value_wrong", "class:quantity"],
    "ts-contacts-service 内存是不是快满了？",
    J(c, "raw"),
    [inv(cid, "call_m4f0c", 1, "metrics_table",
         {"pod": "ts-contacts-service-866bd68c97-xcqfx", "range": "09:25-09:29"}, {"items": m})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "rows 09:27-09:29 MemoryUsage 444.67-444.79 Mi", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "contradicted", "MemoryUsageRate(%) is 22.23, not 44.5", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "PodServerLatencyP90 0.0235 s = 23.5 ms in every row", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "no_evidence", "hypothesis, nothing about connections", crit=False, claim_id="c4")])

# =====================================================================================
# bO-005  Nezha: no-hit + failed metrics call; only food-service line is real evidence
# =====================================================================================
cid = "bO-005"
add(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:gap", "class:negation"],
    "联系人服务 ts-contacts-service 09:25 左右是不是挂了？订餐也失败了",
    "contacts 这边查了 ERROR log，没有相关日志\n"
    "ts-contacts-service 在 09:24~09:27 没有任何报错\n"
    "cpu 这块 ts-contacts-service 一直正常，没有打满\n"
    "真正报错的是 ts-food-service-f5756978c-k8vqf，09:25:00 有一条 ERROR，getAllFood 里 foodStoresListResult is null\n"
    "next step 建议看下 station-food 那边的返回",
    [inv(cid, "inv-1", 1, "query_logs",
         {"service": "ts-contacts-service", "level": "ERROR", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:27:00Z"},
         {"total": 0, "logs": []}),
     inv(cid, "inv-2", 1, "query_metrics",
         {"pod": "ts-contacts-service-866bd68c97-xcqfx", "metric": "CpuUsageRate(%)"}, None,
         success=False, error="prometheus query timeout after 30s"),
     inv(cid, "inv-3", 2, "query_logs", {"service": "ts-food-service", "start": "2023-01-29T09:25:00Z", "limit": 3},
         text(cid, "inv-3", NZ + "log/09_25_log.csv", 379, 381))],
    "LOW_CONFID",
    [F("contacts 这边查了 ERROR log，没有相关日志", "no_evidence", "the ERROR query was a no-hit; no-hit proves nothing"),
     F("ts-contacts-service 在 09:24~09:27 没有任何报错", "no_evidence", "denial resting only on a no-hit query"),
     F("cpu 这块 ts-contacts-service 一直正常，没有打满", "no_evidence", "the only CPU query failed (timeout)"),
     F("真正报错的是 ts-food-service-f5756978c-k8vqf，09:25:00 有一条 ERROR，getAllFood 里 foodStoresListResult is null",
       "direct_evidence", "food-service ERROR FoodServiceImpl#302 at 09:25:00.660")])

# =====================================================================================
# bO-006  Nezha: fabricated TraceID (one char off) + entity swap onto station-food
# =====================================================================================
cid = "bO-006"
recs = nz_logs(cid, "call_b6e19d", NZ + "log/08_43_log.csv", 5, 12)
c = contract(
    "ts-food-service getAllFood 失败",
    [C("c1", "log_finding",
       "ts-food-service-f5756978c-k8vqf 在 08:42:22 报 ERROR：Get the Get Food Request Failed，foodStoresListResult is null",
       "direct", [B("query_logs", ["call_b6e19d"], "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]")]),
     C("c2", "log_finding", "出错请求的 TraceID 为 ffc8ca7e4c8f06c75142c880d5595d97", "direct",
       [B("query_logs", ["call_b6e19d"], "TraceID: ffc8ca7e4c8f06c75142c880d5595d97")]),
     C("c3", "log_finding", "请求参数为 date 2021-07-14、tripId D1345", "direct",
       [B("query_logs", ["call_b6e19d"], "[date: 2021-07-14, tripId: D1345]")]),
     C("c4", "log_finding", "同一请求中 ts-station-food-service-dc4d75dd-fw6ft 也报了 foodStoresListResult is null", "direct",
       [B("query_logs", ["call_b6e19d"], "foodStoresListResult is null")])],
    "订餐失败来自 ts-food-service-f5756978c-k8vqf 的 getAllFood，请按上面的 TraceID 继续追踪。")
add(cid, ["source:nezha_trainticket", "format:json_fenced", "class:fabricated_id", "class:entity_swap"],
    "订餐接口 08:42 报错，能给我出错请求的 TraceID 吗？",
    "```json\n" + J(c, "indent") + "\n```",
    [inv(cid, "call_b6e19d", 1, "query_logs", {"start": "2023-01-29T08:42:22Z", "end": "2023-01-29T08:42:23Z"},
         {"total": len(recs), "logs": recs})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "food-service ERROR at 08:42:22.419", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "contradicted",
       "real TraceID ends ...5d96; ...5d97 appears nowhere (fabricated, one char off)", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "ERROR message carries date: 2021-07-14, tripId: D1345", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "contradicted",
       "only food-service logs it; station-food's own line is INFO Get FoodStores By StationNames", claim_id="c4")])

# =====================================================================================
# bO-007  Nezha: unsupported causes in plain words
# =====================================================================================
cid = "bO-007"
recs = nz_logs(cid, "es-q-55a0", NZ + "log/09_26_log.csv", 87, 96)
add(cid, ["source:nezha_trainticket", "format:nl_headings", "class:unsupported_cause", "class:faithful"],
    "其他车次预订（preserve-other）09:25 后半段失败了，原因是什么？",
    "## 结论\n"
    "ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:48 下单时报 ERROR，异常为 IllegalStateException: No instances available for ts-travel2-service。\n"
    "## 过程\n"
    "同一个 TraceID 9f76f4488525c6e700baa9e9ea7fe56d 中，ts-security-service 先完成了账户安全检查。\n"
    "这次问题是有人在控制台手动下线了车次服务导致的。\n"
    "下线操作之前集群刚做完一次版本发布。\n"
    "## 建议\n"
    "建议先把车次服务的实例恢复，再重试下单。",
    [inv(cid, "es-q-55a0", 1, "es_query",
         {"index": "ts-logs-2023.01.29", "query": "trace_id:9f76f4488525c6e700baa9e9ea7fe56d"},
         {"hits": recs})],
    "LOW_CONFID",
    [F("ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:48 下单时报 ERROR，异常为 IllegalStateException: No instances available for ts-travel2-service",
       "direct_evidence", "ERROR dispatcherServlet line at 09:25:48.531 with this exception"),
     F("同一个 TraceID 9f76f4488525c6e700baa9e9ea7fe56d 中，ts-security-service 先完成了账户安全检查", "direct_evidence",
       "security-service check lines 09:25:48.486-.510 and Check Security Complete (.512) precede the ERROR, same trace"),
     F("这次问题是有人在控制台手动下线了车次服务导致的", "no_evidence", "manual take-down appears in no output"),
     F("下线操作之前集群刚做完一次版本发布", "no_evidence", "no release event in any output")])

# =====================================================================================
# bO-008  Nezha: runbook-attributed explanation + direct log facts
# =====================================================================================
cid = "bO-008"
add(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:runbook_only", "class:paraphrase_zh"],
    "08:43 下单时偶发 500，preserve 服务报了什么？",
    "**现象**：ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 抛出 IllegalStateException，提示 No instances available for ts-food-service。\n"
    "**同一请求**：报错前该 pod 已经完成了 Buy Assurance 和 Do Order 两步。\n"
    "**手册说明**：按运维手册，No instances available 表示负载均衡在注册中心里找不到目标服务的健康实例。\n"
    "**处理**：建议检查 ts-food-service 的 Endpoints 和注册状态。",
    [inv(cid, "toolu_01Qm8aZ2", 1, "query_logs", {"service": "ts-preserve-service", "around": "2023-01-29T08:43:26Z"},
         text(cid, "toolu_01Qm8aZ2", NZ + "log/08_44_log.csv", 220, 230)),
     inv(cid, "toolu_01Qm8aZ3", 1, "lookup_knowledge", {"query": "IllegalStateException No instances available"},
         {"query": "IllegalStateException No instances available",
          "chunks": [{"chunk_id": "kb-ts-017", "source_doc": "runbooks/trainticket-ribbon.md", "retrieval_layer": "runbook",
                      "relevance": "high", "deduped": False,
                      "content": "java.lang.IllegalStateException: No instances available for <service> 表示负载均衡在注册中心里找不到目标服务的健康实例。常见原因是目标 pod 重启或就绪探针失败。处理：检查目标服务的 Endpoints 与注册状态。"}]})],
    "PASS",
    [F("ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 抛出 IllegalStateException，提示 No instances available for ts-food-service",
       "direct_evidence", "ERROR line at 08:43:26.379 with this message"),
     F("报错前该 pod 已经完成了 Buy Assurance 和 Do Order 两步", "direct_evidence",
       "Preserve Buy Assurance Success (.374) and Do Order Complete (.358) precede the ERROR (.379)"),
     F("按运维手册，No instances available 表示负载均衡在注册中心里找不到目标服务的健康实例", "indirect_support",
       "stated only in the runbook chunk and attributed to it")])

# =====================================================================================
# bO-009  Nezha: counts of WARN / ERROR per service (contract with text before it)
# =====================================================================================
cid = "bO-009"
recs = nz_logs(cid, "call_c09", NZ + "log/09_25_log.csv", 1171, 1212, levels=("WARN", "ERROR"))
c = contract(
    "ticketExecute 失败与 order-service 查单失败同时出现",
    [C("c1", "log_finding", "这段窗口内 ts-order-service-5b67c48447-mv5hb 共记录 5 条 Get Order By ID Fail（Order not found）WARN", "direct",
       [B("query_logs", ["call_c09"], "[getOrderById][Get Order By ID Fail][Order not found]")]),
     C("c2", "log_finding", "ts-execute-service-775f544d9-zqvjb 在同一窗口内有 3 条 ERROR，均为 ticket execute error: Order Status Wrong", "direct",
       [B("query_logs", ["call_c09"], '{"level": "ERROR", "pod": "ts-execute-service-775f544d9-zqvjb"}')]),
     C("c3", "log_finding", "订单 2d814900-5c5a-4882-bc49-1f587b57a252 在 ts-order-service 中被查询了两次，两次都是 Order not found", "direct",
       [B("query_logs", ["call_c09"], "[Order not found][OrderId: 2d814900-5c5a-4882-bc49-1f587b57a252]")])],
    "窗口内 WARN 和 ERROR 合计 8 条。ts-order-service 有 5 条 Order not found 的 WARN，ts-execute-service 有 3 条 Order Status Wrong 的 ERROR，其中订单 2d814900-5c5a-4882-bc49-1f587b57a252 被查了两次都没查到。")
add(cid, ["source:nezha_trainticket", "format:json_with_text", "class:quantity", "class:excerpt_format", "class:faithful"],
    "09:24 前后检票执行失败有多少次？分别是哪些服务报的？",
    "以下是本轮排查的结构化结论：\n" + J(c, "indent"),
    [inv(cid, "call_c09", 1, "query_logs",
         {"level": ["WARN", "ERROR"], "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:25:10Z"},
         {"total": len(recs), "logs": recs})],
    "PASS",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "5 order-service WARN#361 records in the output", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "3 execute-service ERROR records, all Order Status Wrong", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "two WARN records (09:24:18.312, 09:24:18.907) for that OrderId", claim_id="c3"),
     F("窗口内 WARN 和 ERROR 合计 8 条", "direct_evidence", "total = 8", extra=True)])

# =====================================================================================
# bO-010  Nezha: wrong count of inside-payment WARN
# =====================================================================================
cid = "bO-010"
recs = nz_logs(cid, "run-10-q1", NZ + "log/09_25_log.csv", 1300, 1355, pod="ts-inside-payment-service")
add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:count_wrong", "class:paraphrase_zh"],
    "内部支付最近为什么总提示不能支付？",
    "ts-inside-payment-service-6f94c49ccd-4rdb2 在 09:24:40 到 09:25:07 之间共出现 6 次 Order status Not allowed to Pay 的 WARN。"
    "其中一次是为订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 付款时触发的。"
    "09:24:30 那笔对订单 6e0230a7-8f86-4624-9f19-56c3f17c8622 的付款走了 outside Pay，返回 status=1。"
    "同期该 pod 的 CPU 使用率在 1.9% 到 3.5% 之间。"
    "建议确认这些订单在支付前的状态。",
    [inv(cid, "run-10-q1", 1, "query_logs",
         {"service": "ts-inside-payment-service", "start": "2023-01-29T09:24:25Z", "end": "2023-01-29T09:25:10Z"},
         {"total": len(recs), "logs": recs}),
     inv(cid, "run-10-q2", 1, "get_pod_metrics", {"pod": "ts-inside-payment-service-6f94c49ccd-4rdb2", "from": "09:23", "to": "09:25"},
         {"items": metric_rows(cid, "run-10-q2", NZ + "metric/ts-inside-payment-service-6f94c49ccd-4rdb2_metric.csv", 44, 46,
                               ["CpuUsageRate(%)", "MemoryUsage(Mi)"])})],
    "REJECT",
    [F("ts-inside-payment-service-6f94c49ccd-4rdb2 在 09:24:40 到 09:25:07 之间共出现 6 次 Order status Not allowed to Pay 的 WARN",
       "contradicted", "the output holds 4 such WARN records, not 6"),
     F("其中一次是为订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 付款时触发的", "direct_evidence",
       "Pay for 1980f134... (09:24:40.935) then WARN in the same trace 37693f9c..."),
     F("09:24:30 那笔对订单 6e0230a7-8f86-4624-9f19-56c3f17c8622 的付款走了 outside Pay，返回 status=1", "direct_evidence",
       "trace a3795fd9...: Pay for 6e0230a7... then outside Pay result Response(status=1"),
     F("同期该 pod 的 CPU 使用率在 1.9% 到 3.5% 之间", "direct_evidence", "CpuUsageRate(%) 1.90 / 2.76 / 3.51 in 09:23-09:25")])

# =====================================================================================
# bO-011  Nezha: order of events contradicted by timestamps + wrong CPU rate
# =====================================================================================
cid = "bO-011"
recs = nz_logs(cid, "call_0a87", NZ + "log/09_25_log.csv", 1204, 1209)
s = series(cid, "call_0a88", NZ + "metric/ts-execute-service-775f544d9-zqvjb_metric.csv", 44, 46,
           ["CpuUsageRate(%)", "PodServerLatencyP90(s)"], ["%", "s"])
c = contract(
    "执行服务先报错，订单服务后告警",
    [C("c1", "log_finding",
       "ts-execute-service-775f544d9-zqvjb 的 Order Status Wrong ERROR 先于 ts-order-service-5b67c48447-mv5hb 的 Order not found WARN 出现",
       "direct", [B("query_logs", ["call_0a87"], "ticket execute error: Order Status Wrong")]),
     C("c2", "log_finding",
       "ts-order-other-service-6cdbf9b4cc-h7mqk 对订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 返回了 Get Order By ID Success", "direct",
       [B("query_logs", ["call_0a87"], "[getOrderById][Get Order By ID Success][OrderId: 1980f134-63dc-45fa-aa46-9f7b89f8abd6]")]),
     C("c3", "log_finding", "这几条记录都属于 TraceID 0a870edf96d76970dd3e2575d6d9beef", "direct",
       [B("query_logs", ["call_0a87"], '{"trace_id": "0a870edf96d76970dd3e2575d6d9beef"}')]),
     C("c4", "metric_finding", "ts-execute-service 在 09:23–09:25 的 CPU 使用率峰值约 12.7%", "direct",
       [B("query_metrics", ["call_0a88"], '"metric": "CpuUsageRate(%)"')])],
    "执行服务先报 Order Status Wrong，订单服务随后才告警 Order not found，而 order-other 能查到这笔订单。")
add(cid, ["source:nezha_trainticket", "format:json_compact", "class:time_wrong", "class:value_wrong"],
    "订单 1980f134 检票失败，先出问题的是哪个服务？",
    J(c, "compact"),
    [inv(cid, "call_0a87", 1, "query_logs", {"trace_id": "0a870edf96d76970dd3e2575d6d9beef"},
         {"total": len(recs), "logs": recs}),
     inv(cid, "call_0a88", 1, "query_metrics", {"pod": "ts-execute-service-775f544d9-zqvjb", "start": "09:23", "end": "09:25"},
         {"alerts": [], "series": s})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "contradicted",
       "order-service WARN at 09:24:53.916 precedes execute ERROR at 09:24:53.926", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "order-other OrderOtherServiceImpl#384 success line", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "every returned record has this trace_id", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "contradicted", "CpuUsageRate(%) max is 1.2729, not ~12.7", claim_id="c4")])

# =====================================================================================
# bO-012  Nezha: verify result false stated as passed
# =====================================================================================
cid = "bO-012"
add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:status_wrong", "class:paraphrase_zh"],
    "用户 fdse_microservice 09:24 登录时验证码校验情况如何？",
    "* ts-verification-code-service-7b6dc75c45-2z9p2 在 09:24:35 收到的验证码是 1234\n"
    "* 这次验证码校验结果为通过（verify result: true）\n"
    "* ts-auth-service-7f8d7d756d-k7b9j 随后为用户 fdse_microservice 成功签发了 token\n"
    "* 如果用户反馈登录异常，可以再看一下前端是否缓存了旧 cookie",
    [inv(cid, "kubectl-logs-3f1", 1, "kubectl_logs",
         {"selector": "app in (ts-verification-code-service, ts-auth-service)", "since": "2023-01-29T09:24:35Z"},
         text(cid, "kubectl-logs-3f1", NZ + "log/09_25_log.csv", 9, 15))],
    "REJECT",
    [F("ts-verification-code-service-7b6dc75c45-2z9p2 在 09:24:35 收到的验证码是 1234", "direct_evidence",
       "VerifyCodeController#51 [receivedCode: 1234] at 09:24:35.540"),
     F("这次验证码校验结果为通过（verify result: true）", "contradicted", "the record says [verify result: false]"),
     F("ts-auth-service-7f8d7d756d-k7b9j 随后为用户 fdse_microservice 成功签发了 token", "direct_evidence",
       "Login request of username fdse_microservice, then [getToken][success] at 09:24:35.697, after the verify lines")])

# =====================================================================================
# bO-013  Nezha: food-service errors, hedged wrong guesses, runbook note, CPU rate
# =====================================================================================
cid = "bO-013"
recs = nz_logs(cid, "call_f13a", NZ + "log/09_25_log.csv", 379, 415, pod="ts-food-service", levels=("ERROR",))
m = metric_rows(cid, "call_f13b", NZ + "metric/ts-food-service-f5756978c-k8vqf_metric.csv", 44, 46,
                ["CpuUsageRate(%)", "MemoryUsage(Mi)"])
add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:hedged_distractor", "class:faithful",
          "class:runbook_only", "class:quantity"],
    "火车订餐 getAllFood 一直失败，food 服务是不是资源不够？",
    "ts-food-service-f5756978c-k8vqf 在这段时间共有 4 条 ERROR，全部是 getAllFood 里的 foodStoresListResult is null。"
    "这 4 条对应的 tripId 都是 D1345，date 为 2021-07-14。"
    "最早的一条在 09:24:24，最晚的一条在 09:25:01。"
    "该 pod 在 09:24–09:25 的 CPU 使用率只有约 1.2% 到 1.5%，内存约 501.5 MiB。"
    "根据知识库的说明，foodStoresListResult is null 一般表示上游 station-food 返回了空列表。"
    "可能是 ts-station-food-service 当时整体不可用，也可能是 D1345 的站点食品数据被清空了，目前还不能确定。"
    "建议先对 station-food 做一次单独调用。",
    [inv(cid, "call_f13a", 1, "query_logs",
         {"service": "ts-food-service", "level": "ERROR", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:25:10Z"},
         {"total": len(recs), "logs": recs}),
     inv(cid, "call_f13b", 1, "get_pod_metrics", {"pod": "ts-food-service-f5756978c-k8vqf", "from": "09:23", "to": "09:25"},
         {"data": {"result": m}}),
     inv(cid, "call_f13c", 2, "lookup_knowledge", {"query": "foodStoresListResult is null"},
         {"query": "foodStoresListResult is null",
          "chunks": [{"chunk_id": "kb-food-03", "source_doc": "cases/2022-11-food-empty.md", "retrieval_layer": "past_incident",
                      "relevance": "medium", "deduped": False,
                      "content": "foodStoresListResult is null 一般表示上游 station-food 返回了空列表，food 服务本身没有异常。"}]})],
    "PASS",
    [F("ts-food-service-f5756978c-k8vqf 在这段时间共有 4 条 ERROR，全部是 getAllFood 里的 foodStoresListResult is null",
       "direct_evidence", "total 4 ERROR records, all FoodServiceImpl#302 foodStoresListResult is null"),
     F("这 4 条对应的 tripId 都是 D1345，date 为 2021-07-14", "direct_evidence", "each message ends [date: 2021-07-14, tripId: D1345]"),
     F("最早的一条在 09:24:24，最晚的一条在 09:25:01", "direct_evidence", "ts 09:24:24.482 and 09:25:01.146"),
     F("该 pod 在 09:24–09:25 的 CPU 使用率只有约 1.2% 到 1.5%，内存约 501.5 MiB", "direct_evidence",
       "09:24 and 09:25 rows: CpuUsageRate 1.19 / 1.48 %, MemoryUsage 501.5 Mi"),
     F("根据知识库的说明，foodStoresListResult is null 一般表示上游 station-food 返回了空列表", "indirect_support",
       "only the knowledge chunk says so, and it is attributed to it")])

# =====================================================================================
# bO-014  Nezha: claims bound to calls that do not exist / no binding
# =====================================================================================
cid = "bO-014"
f = NZ + "log/08_44_log.csv"
recs = nz_logs(cid, "toolu_01FqE7wNcT4", f, 108, 113) + nz_logs(cid, "toolu_01FqE7wNcT4", f, 250, 256)
c = contract(
    "ts-contacts-service 查询联系人失败",
    [C("c1", "log_finding",
       "ts-contacts-service-866bd68c97-xcqfx 报 ERROR：findContactsById 未找到联系人（No contacts according to contactsId）",
       "direct", [B("query_logs", ["toolu_01FqE7wNcT9"], "[findContactsById][contactsRepository.findById][No contacts according to contactsId]")]),
     C("c2", "log_finding", "该错误在 08:43:17 和 08:43:25 各出现一次", "direct", []),
     C("c3", "log_finding", "第二次报错时查询的联系人 id 为 8c756d0c-b064-4dc6-b705-496a75343ddb", "direct",
       [B("query_logs", [], "FIND CONTACTS BY ID: 8c756d0c-b064-4dc6-b705-496a75343ddb", source_id="T4", stype="trace_ref")])],
    "ts-contacts-service 在 08:43:17 和 08:43:25 两次找不到联系人，第二次查询的是 8c756d0c-b064-4dc6-b705-496a75343ddb。")
add(cid, ["source:nezha_trainticket", "format:json_indented", "class:bad_reference"],
    "08:43 联系人查询报错，具体是哪些请求？",
    J(c, "indent"),
    [inv(cid, "toolu_01FqE7wNcT4", 1, "query_logs", {"service": "ts-contacts-service", "start": "2023-01-29T08:43:15Z"},
         {"total": len(recs), "logs": recs})],
    "LOW_CONFID",
    [F(c["claims"][0]["claim_text"], "indirect_support",
       "content is in the output but the binding names toolu_01FqE7wNcT9, which does not exist", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "indirect_support", "times match the ERROR records but the claim has no binding", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "indirect_support", "content matches line 254 but trace ref T4 does not exist (only T1)",
       claim_id="c3")])

# =====================================================================================
# bO-015  Nezha: caller/callee reversed, Tickets Enough flipped (malformed JSON)
# =====================================================================================
cid = "bO-015"
f = NZ + "log/09_26_log.csv"
r1 = nz_logs(cid, "q-15-preserve", f, 1364, 1372)
r2 = nz_logs(cid, "q-15-basic", f, 1326, 1333)
add(cid, ["source:nezha_trainticket", "format:json_malformed", "class:entity_swap", "class:status_wrong", "class:misattribution"],
    "09:26 下单失败，是 preserve 调 basic 出的问题还是反过来？",
    "{'answer_version': '1.0', 'claims': [\n"
    "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'ts-preserve-service-b5ccf8557-j4txs 在 09:26:07 调用 ts-basic-service 时拿不到可用实例，抛出 IllegalStateException。', 'support_level': 'direct'},\n"
    "  {'claim_id': 'c2', 'claim_type': 'root_cause', 'claim_text': '报错方是 ts-basic-service-5dc8d4f9fd-46997，它在日志里提示找不到 ts-preserve-service 的实例。', 'support_level': 'direct'},\n"
    "  {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': '预订流程 Step 3 的余票检查结果为 Tickets Not Enough。', 'support_level': 'direct'},\n"
    "  {'claim_id': 'c4', 'claim_type': 'log_finding', 'claim_text': '同一请求中 Step 1 的账户安全检查已经完成。', 'support_level': 'direct'}\n"
    "], 'user_facing_answer': '建议先排查实例注册情况。'}",
    [inv(cid, "q-15-preserve", 1, "query_logs", {"service": "ts-preserve-service", "trace_id": "607c52dbb80a27dcf593a6a8ea2d8e55"},
         {"total": len(r1), "logs": r1}),
     inv(cid, "q-15-basic", 1, "query_logs", {"service": "ts-basic-service", "start": "2023-01-29T09:25:50Z", "end": "2023-01-29T09:26:10Z"},
         {"total": len(r2), "logs": r2})],
    "REJECT",
    [F("ts-preserve-service-b5ccf8557-j4txs 在 09:26:07 调用 ts-basic-service 时拿不到可用实例，抛出 IllegalStateException",
       "direct_evidence", "preserve-service ERROR 09:26:07.457: No instances available for ts-basic-service"),
     F("报错方是 ts-basic-service-5dc8d4f9fd-46997，它在日志里提示找不到 ts-preserve-service 的实例", "contradicted",
       "roles reversed: preserve-service logs the error about basic-service; basic-service's own lines are INFO successes"),
     F("预订流程 Step 3 的余票检查结果为 Tickets Not Enough", "contradicted", "record says [Check tickets num][Tickets Enough]"),
     F("同一请求中 Step 1 的账户安全检查已经完成", "direct_evidence", "[preserve][Step 1][Check Security Complete]")])

# =====================================================================================
# bO-016  Android: qzone process died, crashed service restart in 1000ms (fenced contract)
# =====================================================================================
cid = "bO-016"
A = "loghub/Android/Android_2k.log"
recs = lh_logs(cid, "call_and_7731", A, 1007, 1016, "android")
c = contract(
    "com.tencent.mobileqq:qzone 进程崩溃后服务被计划重启",
    [C("c1", "log_finding", "进程 com.tencent.mobileqq:qzone（pid 12236）在 16:15:19.992 死亡", "direct",
       [B("query_logs", ["call_and_7731"], "Process com.tencent.mobileqq:qzone (pid 12236) has died")]),
     C("c2", "log_finding",
       "ActivityManager 计划在 1 秒后重启崩溃的服务 com.tencent.mobileqq/cooperation.qzone.remote.logic.QzoneWebPluginProxyService",
       "direct", [B("query_logs", ["call_and_7731"],
                    '{"tag": "ActivityManager", "level": "W", "message": "Scheduling restart of crashed service com.tencent.mobileqq/cooperation.qzone.remote.logic.QzoneWebPluginProxyService in 1000ms"}')]),
     C("c3", "log_finding", "cleanUpApplicationRecordLocked 对 pid 12236 记录的是 restart: false", "direct",
       [B("query_logs", ["call_and_7731"], 'level=I tag=ActivityManager message="cleanUpApplicationRecordLocked, pid: 12236, restart: false"')])],
    "qzone 进程（pid 12236）在 16:15:19.992 死亡，ActivityManager 计划 1 秒后重启 QzoneWebPluginProxyService，但 cleanUpApplicationRecordLocked 记录 restart: false。")
add(cid, ["source:android", "format:json_fenced", "class:excerpt_format", "class:faithful", "class:quantity"],
    "手机 QQ 空间插件 16:15 左右闪退，系统日志里怎么说？",
    "排查结果如下：\n```json\n" + J(c, "indent") + "\n```",
    [inv(cid, "call_and_7731", 1, "query_logs", {"device": "android-03-17", "start": "16:15:19", "end": "16:15:21"},
         {"total": len(recs), "logs": recs})],
    "PASS",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "I ActivityManager line at 16:15:19.992", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "W line 'in 1000ms' = 1 s; excerpt is a field subset of the record",
       claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "k=v excerpt fields all belong to that record", claim_id="c3")])

# =====================================================================================
# bO-017  Android: denial of ActivityManager warnings refuted
# =====================================================================================
cid = "bO-017"
add(cid, ["source:android", "format:nl_sloppy", "class:negation", "class:paraphrase_zh"],
    "16:15:18 前后 ActivityManager 有没有告警？音频那边有什么动作？",
    "logcat 结论:\n"
    "ActivityManager 这段时间没有任何 WARN，只有正常的 I/D 日志\n"
    "pid 28601 上的 MediaPlayer 执行了 destructor\n"
    "AudioManager 在 16:15:18.856 调用了 abandonAudioFocus\n"
    "DisplayManagerService 停掉了 WiFi display 扫描\n"
    "有空的话建议再抓一份 bugreport",
    [inv(cid, "adb-q-1a", 1, "adb_logcat", {"since": "03-17 16:15:18.8", "lines": 9},
         text(cid, "adb-q-1a", A, 1000, 1008))],
    "REJECT",
    [F("ActivityManager 这段时间没有任何 WARN，只有正常的 I/D 日志", "contradicted",
       "three W ActivityManager getRunningAppProcesses lines in the output"),
     F("pid 28601 上的 MediaPlayer 执行了 destructor", "direct_evidence", "I MediaPlayer: Pid:28601 MediaPlayer destructor"),
     F("AudioManager 在 16:15:18.856 调用了 abandonAudioFocus", "direct_evidence", "I AudioManager: abandonAudioFocus at 16:15:18.856"),
     F("DisplayManagerService 停掉了 WiFi display 扫描", "direct_evidence", "stopWifiDisplayScanLocked lines")])

# =====================================================================================
# bO-018  Android: ClassCastException, plus an invented cause and a time no record has
# =====================================================================================
cid = "bO-018"
add(cid, ["source:android", "format:nl_headings", "class:unsupported_cause", "class:time_wrong", "class:paraphrase_zh"],
    "ActivityManager 报 Bad activity token 是怎么回事？",
    "## 现象\n"
    "16:13:45.466 ActivityManager 报 Bad activity token: android.os.BinderProxy@2bd79ce。\n"
    "紧接着抛出 java.lang.ClassCastException，android.os.BinderProxy 无法被转换成 com.android.server.am.ActivityRecord$Token。\n"
    "## 原因\n"
    "这个问题是用户在后台频繁切换应用造成的。\n"
    "同样的异常在 16:14:02 又出现了一次。\n"
    "## 建议\n"
    "可以先升级 com.tencent.qt.qtl 再观察。",
    [inv(cid, "call_88b0", 1, "query_logs", {"device": "android-03-17", "start": "16:13:45.38", "end": "16:13:45.63"},
         text(cid, "call_88b0", A, 84, 96))],
    "LOW_CONFID",
    [F("16:13:45.466 ActivityManager 报 Bad activity token: android.os.BinderProxy@2bd79ce", "direct_evidence",
       "W ActivityManager line at 16:13:45.466"),
     F("紧接着抛出 java.lang.ClassCastException，android.os.BinderProxy 无法被转换成 com.android.server.am.ActivityRecord$Token",
       "direct_evidence", "Chinese paraphrase of 'cannot be cast to', same timestamp"),
     F("这个问题是用户在后台频繁切换应用造成的", "no_evidence", "no output says anything about app switching"),
     F("同样的异常在 16:14:02 又出现了一次", "no_evidence", "no record at 16:14:02; the output ends at 16:13:45.626")])

# =====================================================================================
# bO-019  HealthApp: data insert failure and sync failure, sloppy Chinese paraphrase
# =====================================================================================
cid = "bO-019"
H = "loghub/HealthApp/HealthApp_2k.log"
add(cid, ["source:healthapp", "format:nl_sloppy", "class:paraphrase_zh", "class:faithful"],
    "华为健康 22:19 数据同步失败了，帮忙看下日志",
    "22:19:58 日志要点：\n"
    "HiH_HiHealthBinder 在 22:19:58 报 bulkSaveDetailHiHealthData fail，errorCode = 4，errorMessage = ERR_DATA_INSERT\n"
    "同一毫秒 Step_LSC 打出 uploadStaticsToDB failed message=true\n"
    "autoSyncSwitch 是 open 状态\n"
    "HiH_HiSyncControl 判断不能同步，原因是没有云端版本（no cloud version）\n"
    "随后 HiH_HiBroadcastUtil 发出了 sendSyncFailedBroadcast\n"
    "建议 check 一下云端账号是否登录",
    [inv(cid, "hx-0091", 1, "search_applog", {"app": "com.huawei.health", "from": "20171223-22:19:58:407"},
         text(cid, "hx-0091", H, 729, 756))],
    "PASS",
    [F("HiH_HiHealthBinder 在 22:19:58 报 bulkSaveDetailHiHealthData fail，errorCode = 4，errorMessage = ERR_DATA_INSERT",
       "direct_evidence", "line at 22:19:58:411 with these values"),
     F("同一毫秒 Step_LSC 打出 uploadStaticsToDB failed message=true", "direct_evidence", "Step_LSC line also at 22:19:58:411"),
     F("autoSyncSwitch 是 open 状态", "direct_evidence", "needAutoSync autoSyncSwitch is open"),
     F("HiH_HiSyncControl 判断不能同步，原因是没有云端版本（no cloud version）", "direct_evidence",
       "ifCanSync not! no cloud version (paraphrase)"),
     F("随后 HiH_HiBroadcastUtil 发出了 sendSyncFailedBroadcast", "direct_evidence", "next line, 22:19:58:428")])

# =====================================================================================
# bO-020  HealthApp: wrong errorCode
# =====================================================================================
cid = "bO-020"
recs = lh_logs(cid, "call_hh20", H, 716, 731, "healthapp")
c = contract(
    "健康数据批量写入失败",
    [C("c1", "log_finding", "HiH_HiHealthBinder 报 bulkSaveDetailHiHealthData fail，errorCode = 5", "direct",
       [B("query_logs", ["call_hh20"], "bulkSaveDetailHiHealthData fail errorCode")]),
     C("c2", "log_finding", "HiH_HiHealthDataInsertStore 对 type 40003 和 type 40005 的 saveOneDetailData 都失败了", "direct",
       [B("query_logs", ["call_hh20"], "saveOneDetailData fail hiHealthData = 1513958400000,type = 40003"),
        B("query_logs", ["call_hh20"], "saveOneDetailData fail hiHealthData = 1513958400000,type = 40005")]),
     C("c3", "log_finding", "HiH_DataStatManager 把 type=40005 的统计值从 330.0 更新为 240.0", "direct",
       [B("query_logs", ["call_hh20"], "new date =20171223, type=40005,240.0,old=330.0")])],
    "批量写入健康数据失败（errorCode = 5），其中 40003、40005 两类明细都没存进去。")
add(cid, ["source:healthapp", "format:json_with_text", "class:value_wrong"],
    "健康数据写库报错码是多少？",
    J(c, "raw") + "\n以上结论基于 22:19:58 的应用日志。",
    [inv(cid, "call_hh20", 1, "query_logs", {"component": "HiH_*", "from": "20171223-22:19:58:37"},
         {"total": len(recs), "logs": recs})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "contradicted", "record says errorCode = 4", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "two saveOneDetailData fail lines, types 40003 and 40005", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "DataStatManager line new 240.0 old 330.0", claim_id="c3")])

# =====================================================================================
# bO-021  HealthApp: step counter facts + invented cause
# =====================================================================================
cid = "bO-021"
add(cid, ["source:healthapp", "format:nl_bold_labels", "class:unsupported_cause", "class:faithful"],
    "晚上 22:53 以后步数不涨了，是计步服务出问题了吗？",
    "**步数**：Step_LSC 在 22:53:12 到 22:55:55 之间多次打印 onStandStepChanged 3761。\n"
    "**卡路里**：两次 calculateCaloriesWithCache 给出的 totalCalories 都是 130673。\n"
    "**屏幕**：22:55:20 Step_StandReportReceiver 收到了 android.intent.action.SCREEN_OFF。\n"
    "**原因**：步数停住是因为用户把手环摘下来放在了桌上。\n"
    "**建议**：可以让用户重新佩戴后再观察一次。",
    [inv(cid, "inv-ha-21", 1, "query_logs", {"app": "com.huawei.health", "from": "20171223-22:53:12", "to": "20171223-22:55:56"},
         {"total": 20, "logs": lh_logs(cid, "inv-ha-21", H, 1203, 1222, "healthapp")})],
    "LOW_CONFID",
    [F("Step_LSC 在 22:53:12 到 22:55:55 之间多次打印 onStandStepChanged 3761", "direct_evidence",
       "four onStandStepChanged 3761 lines from 22:53:12:818 to 22:55:55:699"),
     F("两次 calculateCaloriesWithCache 给出的 totalCalories 都是 130673", "direct_evidence", "both lines totalCalories=130673"),
     F("22:55:20 Step_StandReportReceiver 收到了 android.intent.action.SCREEN_OFF", "direct_evidence",
       "onReceive action: android.intent.action.SCREEN_OFF at 22:55:20:126"),
     F("步数停住是因为用户把手环摘下来放在了桌上", "no_evidence", "nothing in the output about a wearable being removed")])

# =====================================================================================
# bO-022  Spark: task completion, broadcast read time, true denial of WARN/ERROR
# =====================================================================================
cid = "bO-022"
S = "loghub/Spark/Spark_2k.log"
recs = lh_logs(cid, "call_sp22", S, 1640, 1660, "spark")
add(cid, ["source:spark", "format:nl_bullets", "class:negation", "class:quantity", "class:faithful"],
    "stage 28 的 executor 有没有异常？task 跑完了吗？",
    "1. stage 28.0 的 task 4.0（TID 1284）已经执行完成，回传 driver 2087 bytes\n"
    "2. broadcast variable 39 的读取耗时 716 ms，约 0.7 秒\n"
    "3. rdd_42_0 到 rdd_42_4 这 5 个 block 都是在本地找到的\n"
    "4. 这一段 executor 日志全部是 INFO，没有 WARN 或 ERROR\n"
    "5. 随后 executor 又被分配了 task 1285",
    [inv(cid, "call_sp22", 1, "query_logs", {"app": "application_1485248649253_0147", "start": "17/06/09 20:11:09", "end": "17/06/09 20:11:10"},
         {"total": len(recs), "logs": recs}),
     inv(cid, "call_sp22b", 1, "query_logs", {"app": "application_1485248649253_0147", "level": ["WARN", "ERROR"], "start": "17/06/09 20:11:09", "end": "17/06/09 20:11:10"},
         {"total": 0, "logs": []})],
    "PASS",
    [F("stage 28.0 的 task 4.0（TID 1284）已经执行完成，回传 driver 2087 bytes", "direct_evidence",
       "Finished task 4.0 in stage 28.0 (TID 1284). 2087 bytes result sent to driver"),
     F("broadcast variable 39 的读取耗时 716 ms，约 0.7 秒", "direct_evidence", "Reading broadcast variable 39 took 716 ms"),
     F("rdd_42_0 到 rdd_42_4 这 5 个 block 都是在本地找到的", "direct_evidence", "Found block rdd_42_0..4 locally, five lines"),
     F("这一段 executor 日志全部是 INFO，没有 WARN 或 ERROR", "direct_evidence", "all 21 records of call_sp22 are INFO (true denial resting on those records, not on the no-hit)"),
     F("随后 executor 又被分配了 task 1285", "direct_evidence", "Got assigned task 1285")])

# =====================================================================================
# bO-023  Spark: byte-unit conversions; one claim without binding
# =====================================================================================
cid = "bO-023"
c = contract(
    "stage 26 的缓存分区重新计算，内存余量充足",
    [C("c1", "log_finding", "rdd_42_10 以 948.0 B 存入内存，存入后剩余内存约 0.8 MB", "direct",
       [B("query_logs", ["call-8e0d2c41"], "Block rdd_42_10 stored as bytes in memory (estimated size 948.0 B, free 813.1 KB)")]),
     C("c2", "log_finding", "rdd_42_13 和 rdd_42_14 都是先报 not found，然后重新计算并存入内存", "direct",
       [B("query_logs", ["call-8e0d2c41"], "Partition rdd_42_13 not found, computing it"),
        B("query_logs", ["call-8e0d2c41"], "Partition rdd_42_14 not found, computing it")]),
     C("c3", "log_finding", "task 10.0（TID 1210）完成后向 driver 回传了约 2.6 KB 结果", "direct",
       [B("query_logs", ["call-8e0d2c41"], "17/06/09 20:11:08 INFO executor.Executor: Finished task 10.0 in stage 26.0 (TID 1210). 2703 bytes result sent to driver")]),
     C("c4", "log_finding", "随后 task 15.0（TID 1215）在该 executor 上开始运行", "direct", [])],
    "stage 26 的几个缓存分区需要重新计算，MemoryStore 剩余约 0.8 MB。")
add(cid, ["source:spark", "format:json_indented", "class:quantity", "class:bad_reference", "class:excerpt_format"],
    "Spark executor 内存是不是不够了？stage 26 的分区为什么要重算？",
    J(c, "indent"),
    [inv(cid, "call-8e0d2c41", 1, "query_logs", {"host": "mesos-slave-07", "start": "17/06/09 20:11:08", "limit": 20},
         text(cid, "call-8e0d2c41", S, 1203, 1222))],
    "PASS",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "free 813.1 KB ≈ 0.8 MB (decimal or binary, within tolerance)", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "not found lines then stored-as-bytes lines for both", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "2703 bytes ≈ 2.6 KB (KiB 2.64); excerpt is the whole log line", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "indirect_support", "true in the output (Running task 15.0 ... TID 1215) but the claim has no binding",
       claim_id="c4")])

# =====================================================================================
# bO-024  Spark: a finish time no record has
# =====================================================================================
cid = "bO-024"
recs = lh_logs(cid, "run_sp_24", S, 700, 716, "spark")
c = contract(
    "stage 19 的 task 正常完成",
    [C("c1", "log_finding", "rdd_26_0 到 rdd_26_4 五个分区都以 16.0 B 写入了内存", "direct",
       [B("query_logs", ["run_sp_24"], "estimated size 16.0 B")]),
     C("c2", "log_finding", "stage 19.0 的 task 0.0（TID 762）在 20:12:56 完成", "direct",
       [B("query_logs", ["run_sp_24"], "Finished task 0.0 in stage 19.0 (TID 762)")]),
     C("c3", "log_finding", "task 3.0（TID 798）和 task 4.0（TID 799）各回传 2667 bytes 结果", "direct",
       [B("query_logs", ["run_sp_24"], "2667 bytes result sent to driver")])],
    "具体时间和字节数见上面的 claims。")
add(cid, ["source:spark", "format:json_raw", "class:time_wrong"],
    "stage 19 的 task 0 是几点跑完的？",
    J(c, "raw"),
    [inv(cid, "run_sp_24", 1, "query_logs", {"stage": "19.0", "start": "17/06/09 20:10:56"},
         {"total": len(recs), "logs": recs})],
    "LOW_CONFID",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "five MemoryStore lines rdd_26_0..4, 16.0 B each", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "no_evidence", "the record is at 20:10:56; no record has 20:12:56", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "both Finished lines say 2667 bytes", claim_id="c3")])

# =====================================================================================
# bO-025  Proxifier: DNS resolution failures, counted
# =====================================================================================
cid = "bO-025"
P = "loghub/Proxifier/Proxifier_2k.log"
ptxt = text(cid, "call_px25", P, 1476, 1494)
n11001 = sum(1 for ln in ptxt.splitlines() if "error 11001" in ln)
assert n11001 == 15, n11001
add(cid, ["source:proxifier", "format:nl_paragraph", "class:quantity", "class:faithful", "class:hedged_distractor"],
    "7 月 26 日傍晚代理突然全连不上，日志里是什么错误？",
    "07.26 17:23:51 到 17:24:08 之间共有 15 条 Could not resolve proxy.cse.cuhk.edu.hk error 11001 的错误。"
    "受影响的程序包括 chrome.exe、WeChat.exe 和 Dropbox.exe。"
    "17:24:09 WeChat.exe 到 short.weixin.qq.com:80 的连接正常关闭，发送 357 bytes、接收 468 bytes。"
    "17:27:41 YodaoDict.exe 已经可以通过 proxy.cse.cuhk.edu.hk:5070 打开 dict.youdao.com:80。"
    "推测是本机 DNS 在那十几秒里短暂失效，建议把代理地址改成 IP 做个对比。",
    [inv(cid, "call_px25", 1, "query_logs", {"file": "Proxifier.log", "from": "[07.26 17:23:51]", "to": "[07.26 17:27:41]"}, ptxt)],
    "PASS",
    [F("07.26 17:23:51 到 17:24:08 之间共有 15 条 Could not resolve proxy.cse.cuhk.edu.hk error 11001 的错误", "direct_evidence",
       "15 error 11001 lines in the output, first 17:23:51, last 17:24:08"),
     F("受影响的程序包括 chrome.exe、WeChat.exe 和 Dropbox.exe", "direct_evidence", "all three programs have 11001 lines"),
     F("17:24:09 WeChat.exe 到 short.weixin.qq.com:80 的连接正常关闭，发送 357 bytes、接收 468 bytes", "direct_evidence",
       "close, 357 bytes sent, 468 bytes received"),
     F("17:27:41 YodaoDict.exe 已经可以通过 proxy.cse.cuhk.edu.hk:5070 打开 dict.youdao.com:80", "direct_evidence",
       "open through proxy line at 17:27:41")])

# =====================================================================================
# bO-026  Proxifier: error of one host attributed to another; wrong lifetime
# =====================================================================================
cid = "bO-026"
r1 = lh_logs(cid, "call_px26a", P, 1798, 1812, "proxifier")
r2 = lh_logs(cid, "call_px26b", P, 1476, 1480, "proxifier")
c = contract(
    "代理连接失败分为两类",
    [C("c1", "log_finding", "client-cf.dropbox.com:443 的失败原因是 Could not resolve proxy.cse.cuhk.edu.hk error 11001", "direct",
       [B("query_logs", ["call_px26b"], "Could not resolve proxy.cse.cuhk.edu.hk error 11001")]),
     C("c2", "log_finding",
       "07.27 05:05 起 chrome.exe 连接 13.client-channel.google.com:443 多次失败，报 connection attempt failed with error 10061", "direct",
       [B("query_logs", ["call_px26a"], "13.client-channel.google.com:443 error : Could not connect to proxy proxy.cse.cuhk.edu.hk:5070 - connection attempt failed with error 10061")]),
     C("c3", "log_finding", "WeChat.exe 连接 223.167.104.147:80 时无法解析代理主机名 proxy.cse.cuhk.edu.hk", "direct",
       [B("query_logs", ["call_px26b"], '{"program": "WeChat.exe", "ts": "07.26 17:23:51"}')]),
     C("c4", "log_finding", "chrome.exe 到 www.evernote.com:443 的连接存活了 14:01 后关闭", "direct",
       [B("query_logs", ["call_px26a"], "www.evernote.com:443 close")])],
    "各连接的失败原因见上面的 claims，建议先确认代理进程是否在监听 5070。")
add(cid, ["source:proxifier", "format:json_fenced", "class:misattribution", "class:value_wrong"],
    "Dropbox 同步连不上代理，报的是什么错？",
    "```json\n" + J(c, "raw") + "\n```",
    [inv(cid, "call_px26a", 1, "query_logs", {"file": "Proxifier.log", "from": "[07.27 05:04]", "to": "[07.27 05:06:13]"},
         {"total": len(r1), "logs": r1}),
     inv(cid, "call_px26b", 1, "query_logs", {"file": "Proxifier.log", "from": "[07.26 17:23:51]", "to": "[07.26 17:23:55]"},
         {"total": len(r2), "logs": r2})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "contradicted",
       "client-cf.dropbox.com's own record says connection attempt failed with error 10061; 11001 is logged for other hosts",
       claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "three 10061 lines for 13.client-channel.google.com:443 at 05:05:51-52",
       claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "WeChat.exe 223.167.104.147:80 ... Could not resolve ... error 11001",
       claim_id="c3"),
     F(c["claims"][3]["claim_text"], "contradicted", "record says lifetime 04:01, not 14:01", claim_id="c4")])

# =====================================================================================
# bO-027  Proxifier: 403 from proxy; denial after a no-hit; invented cause
# =====================================================================================
cid = "bO-027"
add(cid, ["source:proxifier", "format:nl_headings", "class:gap", "class:negation", "class:unsupported_cause"],
    "14:43 左右谷歌推送 mtalk 连不上，为什么？",
    "## 发现\n"
    "14:43:52 chrome.exe 经代理 proxy.cse.cuhk.edu.hk:5070 连接 mtalk.google.com:5228 失败，代理返回 status code 403。\n"
    "14:44:23 chrome.exe 通过代理打开了到 mtalk.google.com:443 的连接。\n"
    "## 其他\n"
    "同一时段 Dropbox.exe 没有任何连接错误。\n"
    "这是代理服务器那边调整了访问策略导致的。\n"
    "## 下一步\n"
    "建议联系网管确认代理的端口白名单。",
    [inv(cid, "q27-a", 1, "query_logs", {"file": "Proxifier.log", "from": "[07.26 14:34:45]", "to": "[07.26 14:45:38]"},
         text(cid, "q27-a", P, 1136, 1146)),
     inv(cid, "q27-b", 1, "query_logs", {"file": "Proxifier.log", "program": "Dropbox.exe", "match": "error", "from": "[07.26 14:40]", "to": "[07.26 14:50]"},
         {"total": 0, "logs": []})],
    "LOW_CONFID",
    [F("14:43:52 chrome.exe 经代理 proxy.cse.cuhk.edu.hk:5070 连接 mtalk.google.com:5228 失败，代理返回 status code 403",
       "direct_evidence", "error line at 14:43:52, roles as logged (target mtalk, proxy cse)"),
     F("14:44:23 chrome.exe 通过代理打开了到 mtalk.google.com:443 的连接", "direct_evidence", "open through proxy line at 14:44:23"),
     F("同一时段 Dropbox.exe 没有任何连接错误", "no_evidence", "rests only on the no-hit query q27-b"),
     F("这是代理服务器那边调整了访问策略导致的", "no_evidence", "no output mentions a policy change")])

# =====================================================================================
# bO-028  Thunderbird: gmetad no-answer storm, ntpd sync, ib_sm (contract + text)
# =====================================================================================
cid = "bO-028"
T = "loghub/Thunderbird/Thunderbird_2k.log"
ttxt = text(cid, "tb-28-1", T, 1700, 1732)
ngm = sum(1 for ln in ttxt.splitlines() if "got not answer from any" in ln)
assert ngm == 18, ngm
c = contract(
    "tbird-admin1 的 gmetad 拿不到任何数据源应答",
    [C("c1", "log_finding",
       "tbird-admin1 的 gmetad[1682] 在 12:12:38 到 12:12:55 之间反复报 data_thread() got not answer from any datasource", "direct",
       [B("search_syslog", ["tb-28-1"], "gmetad[1682]: data_thread() got not answer from any [Thunderbird_B6] datasource")]),
     C("c2", "log_finding", "tbird-sm1 的 ib_sm.x[24904] 两次报告 No topology change", "direct",
       [B("search_syslog", ["tb-28-1"], "ib_sm.x[24904]: [ib_sm_sweep.c:1455]: No topology change")]),
     C("c3", "log_finding", "cn765 的 ntpd 同步到 10.100.16.250，stratum 3", "direct",
       [B("search_syslog", ["tb-28-1"], "ntpd[27990]: synchronized to 10.100.16.250, stratum 3")])],
    "这段窗口内 gmetad 的 no answer 记录共 18 条。tbird-admin1 的 gmetad 在 12:12:38–12:12:55 一直拿不到数据源应答，IB 子网管理器则两次报告拓扑无变化，cn765 的时间同步正常。")
add(cid, ["source:thunderbird", "format:json_with_text", "class:faithful", "class:quantity", "class:excerpt_format"],
    "Thunderbird 集群监控 ganglia 页面 12:12 之后全空了，怎么回事？",
    "我把结论整理成了下面的 JSON：\n" + J(c, "indent") + "\n如需更长时间范围请告诉我。",
    [inv(cid, "tb-28-1", 1, "search_syslog", {"cluster": "thunderbird", "from": "Nov 9 12:12:38", "to": "Nov 9 12:12:55"}, ttxt)],
    "PASS",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "gmetad no-answer lines from 12:12:38 to 12:12:55", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "No topology change at 12:12:40 and 12:12:54", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "cn765 ntpd line at 12:12:38", claim_id="c3"),
     F("这段窗口内 gmetad 的 no answer 记录共 18 条", "direct_evidence", "18 matching lines in the output", extra=True)])

# =====================================================================================
# bO-029  Thunderbird: wrong ntpd server for a node, error moved to a compute node, wrong count
# =====================================================================================
cid = "bO-029"
recs = lh_logs(cid, "tb-29", T, 1733, 1760, "thunderbird")
ngm29 = sum(1 for r in recs if "got not answer" in r["message"])
assert ngm29 == 12, ngm29
add(cid, ["source:thunderbird", "format:nl_bullets", "class:entity_swap", "class:misattribution", "class:count_wrong"],
    "12:13 前后各计算节点的时间同步和监控情况如何？",
    "- bn401 的 ntpd 同步到了 10.100.16.250\n"
    "- cn684 的 ntpd 同步目标同样是 10.100.16.250\n"
    "- cn103 报了 data_thread() got not answer from any [Thunderbird_C8] datasource\n"
    "- tbird-sm1 在 12:13:04 开始了一轮 NEW SWEEP\n"
    "- 这段时间 tbird-admin1 的 gmetad 只报了 2 次 no answer",
    [inv(cid, "tb-29", 1, "query_logs", {"cluster": "thunderbird", "from": "Nov 9 12:12:57", "to": "Nov 9 12:13:11"},
         {"total": len(recs), "logs": recs})],
    "REJECT",
    [F("bn401 的 ntpd 同步到了 10.100.16.250", "direct_evidence", "bn401 ntpd[28876] synchronized to 10.100.16.250"),
     F("cn684 的 ntpd 同步目标同样是 10.100.16.250", "contradicted", "cn684's own line says 10.100.20.250"),
     F("cn103 报了 data_thread() got not answer from any [Thunderbird_C8] datasource", "contradicted",
       "only tbird-admin1 gmetad logs it; cn103's own lines are ntpd sync lines"),
     F("tbird-sm1 在 12:13:04 开始了一轮 NEW SWEEP", "direct_evidence", "ib_sm_sweep.c:1831 NEW SWEEP at 12:13:04"),
     F("这段时间 tbird-admin1 的 gmetad 只报了 2 次 no answer", "contradicted", "the output has 12 such gmetad records")])

# =====================================================================================
# bO-030  Thunderbird: boot probe messages; one fact only in a deduped chunk (truncated JSON)
# =====================================================================================
cid = "bO-030"
add(cid, ["source:thunderbird", "format:json_malformed", "class:gap", "class:paraphrase_zh"],
    "tbird-admin1 重启时有哪些硬件探测失败？",
    '{"answer_version": "1.0", "diagnosis_summary": "tbird-admin1 启动探测", "claims": [\n'
    '  {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "tbird-admin1 启动时 ide0 到 ide5 都报了 Wait for ready failed before probe。", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["tb30-logs"], "evidence_excerpt": "Wait for ready failed before probe !"}]},\n'
    '  {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "eth0 网卡链路已经 Up，速率 1000 Mbps Full Duplex。", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["tb30-logs"], "evidence_excerpt": "NIC Link is Up 1000 Mbps Full Duplex"}]},\n'
    '  {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "floppy0 没有找到软驱控制器。", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["tb30-logs"], "evidence_excerpt": "floppy0: no floppy controllers found"}]},\n'
    '  {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "vesafb0 的 probe 以 error -6 失败。", "support_level": "indir',
    [inv(cid, "tb30-logs", 1, "query_logs", {"host": "tbird-admin1", "boot": "Nov 9 12:10:43", "offset": 120, "limit": 15},
         text(cid, "tb30-logs", T, 1306, 1320)),
     inv(cid, "tb30-kb", 1, "lookup_knowledge", {"query": "tbird-admin1 boot probe failed"},
         {"query": "tbird-admin1 boot probe failed",
          "chunks": [{"chunk_id": "kb-tb-221", "source_doc": "known-issues/thunderbird-boot.md", "retrieval_layer": "known_issue",
                      "relevance": "high", "deduped": True,
                      "content": "已知问题：tbird-admin1 启动时 vesafb: probe of vesafb0 failed with error -6，属于无显示器时的正常现象。"}]}),
     inv(cid, "tb30-sys", 1, "search_syslog", {"host": "tbird-admin1", "match": "vesafb"}, None, success=False,
         error="search_syslog: index thunderbird-2005.11.09 unavailable (HTTP 503)")],
    "LOW_CONFID",
    [F("tbird-admin1 启动时 ide0 到 ide5 都报了 Wait for ready failed before probe", "direct_evidence",
       "six ide0..ide5 lines in tb30-logs"),
     F("eth0 网卡链路已经 Up，速率 1000 Mbps Full Duplex", "direct_evidence", "e1000_watchdog: NIC Link is Up 1000 Mbps Full Duplex"),
     F("floppy0 没有找到软驱控制器", "direct_evidence", "floppy0: no floppy controllers found (paraphrase)"),
     F("vesafb0 的 probe 以 error -6 失败", "no_evidence",
       "only in a deduped knowledge chunk; the syslog search failed and the log window does not hold it")])

# =====================================================================================
# bO-031  OpenSSH: dictionary attack from 103.99.0.122, counts
# =====================================================================================
cid = "bO-031"
O = "loghub/OpenSSH/OpenSSH_2k.log"
otxt = text(cid, "ssh-31", O, 484, 516)
assert otxt.splitlines()[0].endswith("Invalid user ftpuser from 103.99.0.122")
assert otxt.count("Failed password") == 6
add(cid, ["source:openssh", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity", "class:faithful"],
    "LabSZ 上 09:12 有大量 SSH 登录失败，来源是谁，试了哪些账号？",
    "103.99.0.122 在 09:12:30 到 09:12:44 之间先后尝试了 ftpuser、pi、PlcmSpIp、Management 这几个不存在的用户。"
    "其中 ftpuser 被试了两次，分别由 sshd[24490] 和 sshd[24501] 处理。"
    "窗口内一共 6 次 Failed password。"
    "每次 Failed password 之后，对端都以 No more user authentication methods available 断开。"
    "这段时间里针对 root 的尝试只有 1 次，来源端口是 57956。"
    "建议把 103.99.0.122 加入 fail2ban 黑名单。",
    [inv(cid, "ssh-31", 1, "query_logs", {"host": "LabSZ", "from": "Dec 10 09:12:30", "to": "Dec 10 09:12:44"}, otxt)],
    "PASS",
    [F("103.99.0.122 在 09:12:30 到 09:12:44 之间先后尝试了 ftpuser、pi、PlcmSpIp、Management 这几个不存在的用户",
       "direct_evidence", "Invalid user lines for these four names from 103.99.0.122"),
     F("其中 ftpuser 被试了两次，分别由 sshd[24490] 和 sshd[24501] 处理", "direct_evidence", "Invalid user ftpuser under both pids"),
     F("窗口内一共 6 次 Failed password", "direct_evidence", "six Failed password lines"),
     F("每次 Failed password 之后，对端都以 No more user authentication methods available 断开", "direct_evidence",
       "each Failed password is followed by error: Received disconnect ... 14: No more user authentication methods available"),
     F("这段时间里针对 root 的尝试只有 1 次，来源端口是 57956", "direct_evidence", "sshd[24499] Failed password for root ... port 57956")])

# =====================================================================================
# bO-032  OpenSSH: IP one digit off, wrong count, refuted denial
# =====================================================================================
cid = "bO-032"
recs = lh_logs(cid, "call_ssh32", O, 517, 530, "openssh")
assert "reverse mapping" in recs[0]["message"] and "24503" in recs[0]["process"]
c = contract(
    "LabSZ 遭受多源 SSH 爆破",
    [C("c1", "log_finding",
       "187.141.143.181 的反向解析 customer-187-141-143-180-sta.uninet-ide.com.mx 失败，被标记为 POSSIBLE BREAK-IN ATTEMPT", "direct",
       [B("query_logs", ["call_ssh32"], "POSSIBLE BREAK-IN ATTEMPT!")]),
     C("c2", "log_finding", "sshd[24503] 中 root 从端口 33314 登录失败", "direct",
       [B("query_logs", ["call_ssh32"], "Failed password for root from 187.141.143.180 port 33314 ssh2")]),
     C("c3", "log_finding", "185.190.58.151 在这段窗口内尝试了 3 个不存在的用户", "direct",
       [B("query_logs", ["call_ssh32"], "Invalid user api from 185.190.58.151")]),
     C("c4", "log_finding", "sshd[24505] 没有出现认证失败", "direct",
       [B("query_logs", ["call_ssh32"], '{"process": "sshd[24505]"}')])],
    "建议对 187.141.143.180 和 185.190.58.151 统一做封禁。")
add(cid, ["source:openssh", "format:json_raw", "class:fabricated_id", "class:count_wrong", "class:negation"],
    "LabSZ 09:12:46 之后还有哪些 IP 在爆破 SSH？",
    J(c, "raw"),
    [inv(cid, "call_ssh32", 1, "query_logs", {"host": "LabSZ", "from": "Dec 10 09:12:46", "to": "Dec 10 09:12:57"},
         {"total": len(recs), "logs": recs})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "contradicted", "IP is 187.141.143.180 in every record; .181 appears nowhere (one digit off)",
       claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "sshd[24503] Failed password for root ... port 33314", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "contradicted", "only one invalid user (api) from 185.190.58.151 in the window", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "contradicted", "sshd[24505] logs pam_unix authentication failure and Failed password",
       claim_id="c4")])

# =====================================================================================
# bO-033  OpenSSH: source and target reversed
# =====================================================================================
cid = "bO-033"
o33 = text(cid, "ssh-bf-33", O, 1300, 1318)
assert o33.count("Failed password for root from 183.62.140.253") == 7
add(cid, ["source:openssh", "format:nl_bold_labels", "class:entity_swap", "class:quantity"],
    "10:57 那一波 root 登录失败是谁在连谁？",
    "**来源**：这些失败登录都是 LabSZ 主机主动向 183.62.140.253 发起的。\n"
    "**频率**：10:57:22 到 10:57:36 之间 root 密码错误共 7 次。\n"
    "**断开**：失败后对端以 11: Bye Bye 断开连接。\n"
    "**进程**：每次尝试由不同的 sshd 进程处理，例如 sshd[25052] 和 sshd[25065]。\n"
    "**建议**：可以考虑禁止 root 密码登录。",
    [inv(cid, "ssh-bf-33", 1, "query_logs", {"host": "LabSZ", "from": "Dec 10 10:57:22", "to": "Dec 10 10:57:36"}, o33),
     inv(cid, "ssh-bf-33b", 2, "query_logs", {"host": "LabSZ", "match": "Accepted password", "ip": "183.62.140.253"},
         {"total": 0, "logs": []})],
    "REJECT",
    [F("这些失败登录都是 LabSZ 主机主动向 183.62.140.253 发起的", "contradicted",
       "roles reversed: sshd on LabSZ logs Failed password ... from 183.62.140.253 (the remote side is the client)"),
     F("10:57:22 到 10:57:36 之间 root 密码错误共 7 次", "direct_evidence", "seven Failed password for root lines"),
     F("失败后对端以 11: Bye Bye 断开连接", "direct_evidence", "Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]"),
     F("每次尝试由不同的 sshd 进程处理，例如 sshd[25052] 和 sshd[25065]", "direct_evidence", "pids 25052 ... 25065, one per attempt")])

# =====================================================================================
# bO-034  HDFS: serving DataNode and reader reversed; refuted denial
# =====================================================================================
cid = "bO-034"
D = "loghub/HDFS/HDFS_2k.log"
recs = lh_logs(cid, "toolu_01HdfsWarn86", D, 86, 103, "hdfs")
c = contract(
    "多个 DataNode 在向客户端传输 block 时出现异常",
    [C("c1", "log_finding", "DataNode 10.251.90.64:50010 在向 /10.251.90.239 发送 blk_-4841792440390267307 时出现异常", "direct",
       [B("query_logs", ["toolu_01HdfsWarn86"], "10.251.90.64:50010:Got exception while serving blk_-4841792440390267307 to /10.251.90.239:")]),
     C("c2", "log_finding", "blk_5126469776250053435 是由 10.250.11.100 提供给 10.250.10.144 时出错的", "direct",
       [B("query_logs", ["toolu_01HdfsWarn86"], "blk_5126469776250053435")]),
     C("c3", "log_finding", "10.251.214.112:50010 向自身地址 /10.251.214.112 传输 blk_5905933788014151041 时也出现了异常", "direct",
       [B("query_logs", ["toolu_01HdfsWarn86"], '{"ts": "081109 222650", "level": "WARN", "pid": "3459"}')]),
     C("c4", "log_finding", "10.251.74.79 这台 DataNode 没有任何 WARN", "direct",
       [B("query_logs", ["toolu_01HdfsWarn86"], "10.251.74.79")])],
    "建议结合客户端日志确认这些读取是否被提前中断。")
add(cid, ["source:hdfs", "format:json_indented", "class:entity_swap", "class:negation"],
    "HDFS 昨晚 22 点前后 DataXceiver 一直报 Got exception while serving，是哪些节点？",
    J(c, "indent"),
    [inv(cid, "toolu_01HdfsWarn86", 1, "query_logs", {"component": "dfs.DataNode$DataXceiver", "from": "081109 215702", "to": "081109 230110"},
         {"total": len(recs), "logs": recs})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "WARN line 081109 221105", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "contradicted",
       "reversed: 10.250.10.144:50010 was serving the block to /10.250.11.100", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "WARN line 081109 222650, serving to its own address", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "contradicted", "10.251.74.79:50010 has a WARN at 081109 222342", claim_id="c4")])

# =====================================================================================
# bO-035  HDFS: knowledge-base explanation, block deletions, denial after no-hit
# =====================================================================================
cid = "bO-035"
add(cid, ["source:hdfs", "format:nl_paragraph", "class:runbook_only", "class:gap", "class:negation"],
    "10.251.215.16 这台 DataNode 22:09 左右在做什么？Got exception while serving 要紧吗？",
    "FSDataset 在 22:09:07 到 22:09:55 之间连续删除了多个 block，例如 blk_391507259220628397 和 blk_8950932638808086257。"
    "22:09:16 10.251.215.16 开始接收 blk_-4473277914543734578。"
    "根据知识库，Got exception while serving 多数是读取方提前关闭了连接。"
    "按历史案例 INC-2211 的结论，这类告警不影响数据完整性。"
    "过去一小时 10.251.215.16 上没有 WARN。",
    [inv(cid, "inv-hd-1", 1, "query_logs", {"host": "10.251.215.16", "from": "081110 220900", "to": "081110 221000"},
         text(cid, "inv-hd-1", D, 1010, 1018)),
     inv(cid, "inv-hd-2", 1, "query_logs", {"host": "10.251.215.16", "level": "WARN", "from": "081110 211000", "to": "081110 221000"},
         {"total": 0, "logs": []}),
     inv(cid, "inv-hd-3", 2, "lookup_knowledge", {"query": "DataXceiver Got exception while serving"},
         {"query": "DataXceiver Got exception while serving",
          "chunks": [{"chunk_id": "kb-hdfs-09", "source_doc": "runbooks/hdfs-datanode.md", "retrieval_layer": "runbook",
                      "relevance": "high", "deduped": False,
                      "content": "Got exception while serving 多数是读取方提前关闭了连接，DataNode 侧只记录 WARN。"},
                     {"chunk_id": "kb-hdfs-31", "source_doc": "incidents/INC-2211.md", "retrieval_layer": "past_incident",
                      "relevance": "medium", "deduped": False,
                      "content": "INC-2211 结论：DataXceiver 的 serving 异常告警不影响数据完整性，无需处理。"}]})],
    "LOW_CONFID",
    [F("FSDataset 在 22:09:07 到 22:09:55 之间连续删除了多个 block，例如 blk_391507259220628397 和 blk_8950932638808086257",
       "direct_evidence", "Deleting block lines 081110 220907 ... 220955"),
     F("22:09:16 10.251.215.16 开始接收 blk_-4473277914543734578", "direct_evidence",
       "Receiving block ... dest: /10.251.215.16:50010 at 220916"),
     F("根据知识库，Got exception while serving 多数是读取方提前关闭了连接", "indirect_support", "only the runbook chunk says so"),
     F("按历史案例 INC-2211 的结论，这类告警不影响数据完整性", "indirect_support", "only the past-incident chunk says so"),
     F("过去一小时 10.251.215.16 上没有 WARN", "no_evidence", "rests on a no-hit WARN query only")])

# =====================================================================================
# bO-036  ZooKeeper: connection broken 5 times, true denial of ERROR (fenced)
# =====================================================================================
cid = "bO-036"
Z = "loghub/Zookeeper/Zookeeper_2k.log"
recs = lh_logs(cid, "call_zk36", Z, 1500, 1530, "zookeeper")
assert sum(1 for r in recs if r["message"].startswith("Connection broken for id 188978561024, my id = 3")) == 5
assert all(r["level"] in ("INFO", "WARN") for r in recs)
c = contract(
    "本节点与 188978561024 的选举连接反复断开",
    [C("c1", "log_finding", "本节点（my id = 3）与 id 188978561024 的连接在 19:22:52 到 19:23:12 之间断开了 5 次", "direct",
       [B("query_logs", ["call_zk36"], "Connection broken for id 188978561024, my id = 3")]),
     C("c2", "log_finding", "19:23:09 收到了来自 /10.10.34.11:46842 的连接请求", "direct",
       [B("query_logs", ["call_zk36"], '{"level": "INFO", "message": "Received connection request /10.10.34.11:46842"}')]),
     C("c3", "log_finding", "SendWorker 线程多次打印 Send worker leaving thread", "direct",
       [B("query_logs", ["call_zk36"], "Send worker leaving thread")]),
     C("c4", "log_finding", "这段时间没有 ERROR 级别的日志，全部是 INFO 和 WARN", "direct",
       [B("query_logs", ["call_zk36"], '"level": "WARN"')])],
    "myid=3 的节点与 188978561024 之间连接 20 秒内断了 5 次，期间 /10.10.34.11:46842 发起过重连请求，日志里只有 INFO/WARN。")
add(cid, ["source:zookeeper", "format:json_fenced", "class:faithful", "class:negation", "class:excerpt_format", "class:quantity"],
    "ZooKeeper 第 3 个节点 19:22 以后选举连接一直断，日志里能看到什么？",
    "```JSON\n" + J(c, "indent") + "\n```",
    [inv(cid, "call_zk36", 1, "query_logs", {"host": "10.10.34.13", "from": "2015-07-29 19:22:42", "to": "2015-07-29 19:23:43"},
         {"total": len(recs), "logs": recs})],
    "PASS",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "five Connection broken ... my id = 3 WARN lines 19:22:52-19:23:12", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "INFO Listener line at 19:23:09,396", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "many SendWorker@688 lines", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "direct_evidence", "levels in the output are only INFO and WARN (true denial)", claim_id="c4")])

# =====================================================================================
# bO-037  ZooKeeper: trace ref T1 valid, one binding to a missing call, one excerpt not in output
# =====================================================================================
cid = "bO-037"
recs = lh_logs(cid, "call_zk_01", Z, 1203, 1222, "zookeeper")
c = contract(
    "my id = 2 的节点与 188978561024 的连接断开，监听端口持续收到重连",
    [C("c1", "log_finding", "19:35:51 本节点（my id = 2）到 id 188978561024 的连接断开", "direct",
       [B("query_logs", [], "Connection broken for id 188978561024, my id = 2", source_id="T1", stype="trace_ref")]),
     C("c2", "log_finding", "19:35:54 收到来自 /10.10.34.13:45651 的连接请求", "direct",
       [B("query_logs", ["call_zk_07"], "Received connection request /10.10.34.13:45651")]),
     C("c3", "log_finding", "监听地址 /10.10.34.12:3888 在 19:36:18 连续收到两次连接请求", "direct",
       [B("query_logs", [], "Received 2 connection requests at 19:36:18", source_id="T1", stype="trace_ref")])],
    "详情见 claims。")
add(cid, ["source:zookeeper", "format:json_compact", "class:bad_reference", "class:faithful"],
    "zk 节点 2 在 19:35 之后的连接状况？",
    J(c, "compact"),
    [inv(cid, "call_zk_00", 1, "get_current_time", {}, {"now": "2015-07-29T19:40:00+08:00"}),
     inv(cid, "call_zk_01", 1, "query_logs", {"host": "10.10.34.12", "from": "2015-07-29 19:35:34", "to": "2015-07-29 19:36:18"},
         {"total": len(recs), "logs": recs})],
    "PASS",
    [F(c["claims"][0]["claim_text"], "direct_evidence", "T1 is call_zk_01 (get_current_time is not evidence); excerpt is in it",
       claim_id="c1"),
     F(c["claims"][1]["claim_text"], "indirect_support", "content is in call_zk_01, but the binding names call_zk_07 which does not exist",
       claim_id="c2"),
     F(c["claims"][2]["claim_text"], "indirect_support",
       "two requests at 19:36:18 are in T1, but the excerpt text is not in that output", claim_id="c3")])

# =====================================================================================
# bO-038  Windows CBS: HRESULT one digit off
# =====================================================================================
cid = "bO-038"
W = "loghub/Windows/Windows_2k.log"
wtxt = text(cid, "cbs-38", W, 340, 355)
assert wtxt.count("Failed to internally open package") == 6
add(cid, ["source:windows", "format:nl_bullets", "class:fabricated_id", "class:quantity"],
    "Windows 更新 04:30 装不上，CBS 日志报什么错？",
    "• CBS 多次 Failed to internally open package，HRESULT = 0x800f0806\n"
    "• 这段里 Failed to internally open package 一共 6 次\n"
    "• 每次失败前都有一个由 WindowsUpdateAgent 初始化的 Session\n"
    "• 04:30:33 还出现了 Warning: Unrecognized packageExtended attribute\n"
    "• 可以试试 DISM /RestoreHealth 之后再装",
    [inv(cid, "cbs-38", 1, "read_cbs_log", {"path": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-28 04:30:33"}, wtxt),
     inv(cid, "cbs-38b", 1, "read_cbs_log", {"path": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-28 04:30:31", "limit": 7},
         text(cid, "cbs-38b", W, 36, 42))],
    "REJECT",
    [F("CBS 多次 Failed to internally open package，HRESULT = 0x800f0806", "contradicted",
       "records say 0x800f0805 - CBS_E_INVALID_PACKAGE; 0x800f0806 appears nowhere"),
     F("这段里 Failed to internally open package 一共 6 次", "direct_evidence", "six such lines"),
     F("每次失败前都有一个由 WindowsUpdateAgent 初始化的 Session", "direct_evidence",
       "each failure line is preceded by Session: ... initialized by client WindowsUpdateAgent"),
     F("04:30:33 还出现了 Warning: Unrecognized packageExtended attribute", "direct_evidence", "line at 04:30:33")])

# =====================================================================================
# bO-039  Windows CBS: TrustedInstaller start stated as failed
# =====================================================================================
cid = "bO-039"
recs = lh_logs(cid, "cbs-39", W, 955, 975, "windows")
c = contract(
    "TrustedInstaller 启动与 SQM 上传",
    [C("c1", "log_finding", "TrustedInstaller 服务启动失败", "direct",
       [B("get_event_log", ["cbs-39"], "TrustedInstaller service starts")]),
     C("c2", "log_finding", "SQM 上传未发送报告失败，HRESULT = 0x80004005 - E_FAIL", "direct",
       [B("get_event_log", ["cbs-39"], "SQM: Warning: Failed to upload all unsent reports. [HRESULT = 0x80004005 - E_FAIL]")]),
     C("c3", "log_finding", "SQM 清理了 10 天以前的报告文件", "direct",
       [B("get_event_log", ["cbs-39"], "Cleaning up report files older than 10 days")]),
     C("c4", "log_finding", "本次排队上传的文件数为 0", "direct",
       [B("get_event_log", ["cbs-39"], "SQM: Queued 0 file(s) for upload")])],
    "NonStart 检查的结论是 startup processing not required。TrustedInstaller 没能启动，SQM 报告上传也失败了。")
add(cid, ["source:windows", "format:json_with_text", "class:status_wrong", "class:faithful"],
    "9 月 29 日 0 点 TrustedInstaller 是不是没起来？",
    "根据 CBS 日志，结论如下。\n" + J(c, "raw"),
    [inv(cid, "cbs-39", 1, "get_event_log", {"source": "CBS", "from": "2016-09-29 00:00:44", "to": "2016-09-29 00:00:46"},
         {"items": recs})],
    "REJECT",
    [F(c["claims"][0]["claim_text"], "contradicted", "record says TrustedInstaller service starts successfully", claim_id="c1"),
     F(c["claims"][1]["claim_text"], "direct_evidence", "SQM Warning line with HRESULT 0x80004005 - E_FAIL", claim_id="c2"),
     F(c["claims"][2]["claim_text"], "direct_evidence", "SQM: Cleaning up report files older than 10 days", claim_id="c3"),
     F(c["claims"][3]["claim_text"], "direct_evidence", "SQM: Queued 0 file(s) for upload", claim_id="c4"),
     F("NonStart 检查的结论是 startup processing not required", "direct_evidence",
       "NonStart: Success, startup processing not required as expected", extra=True)])

# =====================================================================================
# bO-040  BGL: data TLB errors on one node; a time no record has; invented cause (trailing comma)
# =====================================================================================
cid = "bO-040"
G = "loghub/BGL/BGL_2k.log"
gtxt = text(cid, "bgl-40", G, 125, 150)
assert len(gtxt.splitlines()) == 26 and all("R30-M0-N9-C:J16-U01 RAS KERNEL FATAL data TLB error interrupt" in ln for ln in gtxt.splitlines())
add(cid, ["source:bgl", "format:json_malformed", "class:time_wrong", "class:unsupported_cause", "class:quantity"],
    "BGL 上 R30-M0-N9-C:J16-U01 这个节点 6 月 11 日晚上一直报 FATAL，什么情况？",
    '{\n'
    '  "answer_version": "1.0",\n'
    '  "claims": [\n'
    '    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "R30-M0-N9-C:J16-U01 在 2005-06-11 19:30 到 22:04 之间反复出现 KERNEL FATAL data TLB error interrupt。", "support_level": "direct"},\n'
    '    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "这段窗口内该节点共记录 26 次 data TLB error interrupt。", "support_level": "direct"},\n'
    '    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "第一次 TLB 错误出现在 19:12:05。", "support_level": "direct"},\n'
    '    {"claim_id": "c4", "claim_type": "root_cause", "claim_text": "此前这块节点板卡刚被更换过。", "support_level": "direct"},\n'
    '  ],\n'
    '  "user_facing_answer": "建议先把该节点从调度中摘除。",\n'
    '}',
    [inv(cid, "bgl-40", 1, "query_logs", {"node": "R30-M0-N9-C:J16-U01", "date": "2005.06.11", "severity": "FATAL"}, gtxt)],
    "LOW_CONFID",
    [F("R30-M0-N9-C:J16-U01 在 2005-06-11 19:30 到 22:04 之间反复出现 KERNEL FATAL data TLB error interrupt", "direct_evidence",
       "26 lines from 2005-06-11-19.30.20 to 22.04.51"),
     F("这段窗口内该节点共记录 26 次 data TLB error interrupt", "direct_evidence", "26 matching lines"),
     F("第一次 TLB 错误出现在 19:12:05", "no_evidence", "no record at 19:12:05; the first returned one is 19.30.20"),
     F("此前这块节点板卡刚被更换过", "no_evidence", "no output mentions hardware replacement")])


# =====================================================================================
def main():
    assert len(CASES) == 40, len(CASES)
    ids = [c["case_id"] for c in CASES]
    assert ids == ["bO-%03d" % i for i in range(1, 41)], ids
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
