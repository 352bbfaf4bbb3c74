#!/usr/bin/env python3
"""bR blind cases: cuts verbatim windows by line number and assembles hand-written cases."""
import csv, json, os

SRC = "/work/blind/sources/"
OUT = os.path.dirname(os.path.abspath(__file__))
_cache = {}


def rd(p):
    if p not in _cache:
        with open(SRC + p, encoding="utf-8", errors="replace") as f:
            _cache[p] = f.read().splitlines()
    return _cache[p]


def L(p, a, b):
    return rd(p)[a - 1:b]


TTLOG = "nezha2/2023-01-30/log/11_39_log.csv"
TTM = "nezha2/2023-01-30/metric/"
OBM = "nezha2/2022-08-22/metric/"
OBT = "nezha2/2022-08-23/trace/17_00_trace.csv"
HDFS = "loghub/HDFS/HDFS_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
TB = "loghub/Thunderbird/Thunderbird_2k.log"
HPC = "loghub/HPC/HPC_2k.log"
PROX = "loghub/Proxifier/Proxifier_2k.log"
BGL = "loghub/BGL/BGL_2k.log"
APACHE = "loghub/Apache/Apache_2k.log"


def tt_rec(line):
    r = next(csv.reader([line]))
    msg = json.loads(r[7])["log"].rstrip("\n")
    return {"ts": r[0], "level": msg.split()[1], "pod": r[3], "node": r[2],
            "trace_id": r[5], "span_id": r[6], "message": msg}


def tt_logs(ranges):
    recs = []
    for a, b in ranges:
        recs += [tt_rec(x) for x in L(TTLOG, a, b)]
    return recs


def csv_text(p, ranges):
    out = [rd(p)[0]]
    for a, b in ranges:
        out += L(p, a, b)
    return "\n".join(out)


def mrows(p, a, b):
    hdr = next(csv.reader([rd(p)[0]]))
    return [dict(zip(hdr, next(csv.reader([x])))) for x in L(p, a, b)]


def series(p, a, b, col, metric, service, unit):
    vals = [float(r[col]) for r in mrows(p, a, b)]
    return {"metric": metric, "service": service, "max": round(max(vals), 3),
            "avg": round(sum(vals) / len(vals), 3), "last": round(vals[-1], 3), "unit": unit}


def span_rows(ranges):
    hdr = next(csv.reader([rd(OBT)[0]]))
    out = []
    for a, b in ranges:
        for x in L(OBT, a, b):
            r = dict(zip(hdr, next(csv.reader([x]))))
            r["Duration"] = int(r["Duration"])
            r["StartTimeUnixNano"] = int(r["StartTimeUnixNano"])
            r["EndTimeUnixNano"] = int(r["EndTimeUnixNano"])
            out.append(r)
    return out


CASES, WINDOWS = [], []


def inv(iid, rnd, tool, inp, out, wins=(), ok=True, err=None):
    return {"invocation_id": iid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": ok, "error": err, "_wins": list(wins)}


def F(fact, label, note, crit=True, cid=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": label, "note": note}
    if cid:
        d["claim_id"] = cid
    if extra:
        d["origin"] = "answer_extra"
    return d


def J(obj, indent=None):
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def add(cid, tags, query, answer, invs, verdict, facts):
    tis = []
    for v in invs:
        for (src, a, b) in v["_wins"]:
            WINDOWS.append({"case_id": cid, "invocation_id": v["invocation_id"], "source": src, "lines": [a, b]})
        t = {k: v[k] for k in ("invocation_id",)}
        t["session_id"] = cid
        for k in ("round", "tool_name", "input", "output", "success", "error"):
            t[k] = v[k]
        tis.append(t)
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": tis, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})

# ---------------------------------------------------------------- TrainTicket 2023-01-30
# bR-001
add("bR-001", ["source:nezha_trainticket", "format:nl_paragraph", "class:paraphrase_zh", "class:faithful", "class:hedged_distractor"],
    "订单 afd3ace1-75bd-42bb-b899-49b7fc57554a 出票一直失败，帮忙看下是哪里的问题？",
    "trace 0be1b620f97353530f2d633ffc270fea 上，ts-execute-service-775f544d9-tmwcv 在 19:39:00.071 打出 ERROR：ticket execute error: Order Status Wrong，对应订单 afd3ace1-75bd-42bb-b899-49b7fc57554a。"
    "同一条链路里 ts-order-service 按 ID 查这个订单时返回 Order not found。"
    "随后 ts-order-other-service 按同一个订单号查询成功。"
    "执行服务在 11:39:53 那个采样点的 CPU 使用率只有约 0.53%。"
    "推测这笔订单落在 order-other 库里且状态不满足出票条件，建议核对一下它的状态流转。",
    [inv("call_7c1e", 1, "query_logs", {"trace_id": "0be1b620f97353530f2d633ffc270fea", "limit": 50},
         {"total": 8, "logs": tt_logs([(133, 140)])}, [(TTLOG, 133, 140)]),
     inv("call_7c2f", 2, "get_pod_metrics", {"pod": "ts-execute-service-775f544d9-tmwcv", "from": "2023-01-30T11:39:00Z", "to": "2023-01-30T11:42:00Z"},
         csv_text(TTM + "ts-execute-service-775f544d9-tmwcv_metric.csv", [(2, 4)]), [(TTM + "ts-execute-service-775f544d9-tmwcv_metric.csv", 2, 4)])],
    "PASS",
    [F("trace 0be1b620f97353530f2d633ffc270fea 上，ts-execute-service-775f544d9-tmwcv 在 19:39:00.071 打出 ERROR：ticket execute error: Order Status Wrong，对应订单 afd3ace1-75bd-42bb-b899-49b7fc57554a", "direct_evidence", "line 137: execute-service ERROR at 19:39:00.071 with this message and orderId"),
     F("同一条链路里 ts-order-service 按 ID 查这个订单时返回 Order not found", "direct_evidence", "line 133: order-service WARN Get Order By ID Fail / Order not found"),
     F("随后 ts-order-other-service 按同一个订单号查询成功", "direct_evidence", "line 135: order-other Get Order By ID Success at 19:39:00.070, after order-service 19:39:00.062"),
     F("执行服务在 11:39:53 那个采样点的 CPU 使用率只有约 0.53%", "direct_evidence", "metric row 11:39:53 CpuUsageRate(%)=0.527")])

# bR-002
add("bR-002", ["source:nezha_trainticket", "format:nl_bullets", "class:misattribution"],
    "collectTicket 取票接口报错，订单 7e297462-a436-4136-bd1c-5b6c511a4211，是哪个服务的问题",
    "排查结果：\n"
    "- ts-execute-service 在 19:39:21.569 收到了这笔订单的 collectTicket 请求\n"
    "- ts-order-other-service 在 19:39:21.593 把订单状态修改成功了\n"
    "- 问题出在 ts-execute-service-775f544d9-tmwcv：它自己报了 Order not found，没查到这笔订单\n"
    "- 建议把 execute 服务查单的逻辑改成先查 order-other",
    [inv("toolu_01HsQ2", 1, "query_logs", {"trace_id": "899881fcff8173afa736c4e681e8f78d"},
         {"total": 10, "logs": tt_logs([(141, 150)])}, [(TTLOG, 141, 150)])],
    "REJECT",
    [F("ts-execute-service 在 19:39:21.569 收到了这笔订单的 collectTicket 请求", "direct_evidence", "line 150: ExecuteControlller collectTicket Id 7e297462... at 19:39:21.569"),
     F("ts-order-other-service 在 19:39:21.593 把订单状态修改成功了", "direct_evidence", "line 143: Modify order Success at 19:39:21.593"),
     F("问题出在 ts-execute-service-775f544d9-tmwcv：它自己报了 Order not found，没查到这笔订单", "contradicted", "Order not found is logged only by ts-order-service (line 141); execute-service's own lines are INFO Getting/Executing")])

# bR-003
add("bR-003", ["source:nezha_trainticket", "format:nl_bold_labels", "class:unsupported_cause"],
    "ts-travel-service 查询车次的接口 500 了，原因是什么？",
    "**现象**：ts-travel-service-64469b5b48-5rjvb 在 19:39:51 连续两次抛出 IllegalStateException，提示 No instances available for ts-basic-service\n"
    "**触发点**：两次都是在 getTicketsByBatch 打印 before get basic 之后立即失败\n"
    "**根因**：注册中心里的实例列表在故障前被人为清空了\n"
    "**建议**：先恢复注册信息，再观察 travel 的错误是否消失",
    [inv("es-q-01", 1, "es_query", {"index": "ts-logs-2023.01.30", "pod": "ts-travel-service-64469b5b48-5rjvb", "size": 10},
         "\n".join(L(TTLOG, 2369, 2378)), [(TTLOG, 2369, 2378)])],
    "LOW_CONFID",
    [F("ts-travel-service-64469b5b48-5rjvb 在 19:39:51 连续两次抛出 IllegalStateException，提示 No instances available for ts-basic-service", "direct_evidence", "lines 2369 and 2374: two ERROR at 19:39:51.161/.207 with this exception"),
     F("两次都是在 getTicketsByBatch 打印 before get basic 之后立即失败", "direct_evidence", "lines 2370/2375 before get basic at .153/.200, ERROR at .161/.207 in the same traces"),
     F("注册中心里的实例列表在故障前被人为清空了", "no_evidence", "no output mentions a registry being cleared; plain unsupported cause")])

# bR-004
_bm = TTM + "ts-basic-service-5dc8d4f9fd-llznp_metric.csv"
add("bR-004", ["source:nezha_trainticket", "format:json_indented", "class:value_wrong", "class:quantity"],
    "12 点左右 ts-basic-service 资源异常吗？CPU 和内存都看一下",
    J({"answer_version": "v2",
       "diagnosis_summary": "ts-basic-service 在 12:00 前后 CPU 打满",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding",
            "claim_text": "ts-basic-service 在 11:57–12:04 区间 CPU 使用率最高约 100%",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_metrics",
                                   "source_invocation_ids": ["qm-basic-cpu"], "evidence_excerpt": "\"metric\": \"CpuUsageRate(%)\""}]},
           {"claim_id": "c2", "claim_type": "metric_finding",
            "claim_text": "同一区间内存使用最高达到 612 MiB",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_metrics",
                                   "source_invocation_ids": ["qm-basic-cpu"], "evidence_excerpt": "MemoryUsage(Mi)"}]},
           {"claim_id": "c3", "claim_type": "recommendation",
            "claim_text": "建议给 ts-basic-service 提高 CPU limit 并加一个副本",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": ["扩容 ts-basic-service"], "missing_info": [],
       "user_facing_answer": "ts-basic-service 12 点前后 CPU 基本打满，内存最高 612 MiB，建议扩容。"}, 2),
    [inv("qm-basic-cpu", 1, "query_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "start": "2023-01-30T11:57:00Z", "end": "2023-01-30T12:05:00Z"},
         {"alerts": [], "series": [series(_bm, 20, 27, "CpuUsageRate(%)", "CpuUsageRate(%)", "ts-basic-service", "%"),
                                   series(_bm, 20, 27, "MemoryUsage(Mi)", "MemoryUsage(Mi)", "ts-basic-service", "MiB")]},
         [(_bm, 20, 27)])],
    "REJECT",
    [F("ts-basic-service 在 11:57–12:04 区间 CPU 使用率最高约 100%", "direct_evidence", "series CpuUsageRate max 100.098", cid="c1"),
     F("同一区间内存使用最高达到 612 MiB", "contradicted", "MemoryUsage(Mi) max is 512.016, not 612", cid="c2"),
     F("建议给 ts-basic-service 提高 CPU limit 并加一个副本", "no_evidence", "recommendation, non-critical", crit=False, cid="c3")])

# bR-005
add("bR-005", ["source:nezha_trainticket", "format:nl_sloppy", "class:quantity", "class:faithful"],
    "order-service 一直在刷 WARN，数量多少？都是什么内容",
    "结论：\n"
    "order-service 这段里共 8 条 WARN，全是 getSoldTickets 的 Left ticket info is empty\n"
    "其中 6 条属于 trace 0cf320f55f745ea5f97fd439925f491c\n"
    "这 6 条都挤在 19:39:04 那一秒里，前后跨度大概 0.1s\n"
    "另外 2 条是 19:39:16 查 D1345 车次时打的\n"
    "可能是余票数据为空导致的 warn，建议先观察",
    [inv("kl-88a1", 1, "kubectl_logs", {"pod": "ts-order-service-5b67c48447-fj8b7", "all_pods_in_window": True},
         "\n".join(L(TTLOG, 2050, 2071)), [(TTLOG, 2050, 2071)])],
    "PASS",
    [F("order-service 这段里共 8 条 WARN，全是 getSoldTickets 的 Left ticket info is empty", "direct_evidence", "8 WARN lines of order-service in lines 2050-2071, all Left ticket info is empty"),
     F("其中 6 条属于 trace 0cf320f55f745ea5f97fd439925f491c", "direct_evidence", "lines 2051,2054,2058,2062,2066,2070"),
     F("这 6 条都挤在 19:39:04 那一秒里，前后跨度大概 0.1s", "direct_evidence", "19:39:04.117 to 19:39:04.215 = 98 ms"),
     F("另外 2 条是 19:39:16 查 D1345 车次时打的", "direct_evidence", "lines 2065, 2069 at 19:39:16.939/.917, train number D1345")])

# bR-006
add("bR-006", ["source:nezha_trainticket", "format:json_with_text", "class:gap", "class:runbook_only"],
    "ts-food-service 报 foodStoresListResult is null 是怎么回事？",
    "日志平台这次没查出来，先基于知识库给个初步结论：\n" + J({
        "answer_version": "v2", "diagnosis_summary": "food-service 获取站点餐食失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "ts-food-service 在 19:38–19:39 之间多次报 Get the Get Food Request Failed!",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                    "source_invocation_ids": ["ql-food-err"], "evidence_excerpt": "Get the Get Food Request Failed!"}]},
            {"claim_id": "c2", "claim_type": "root_cause",
             "claim_text": "按知识库的历史案例，foodStoresListResult is null 多半是 ts-station-food-service 的站点餐食数据未初始化引起的",
             "support_level": "indirect",
             "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-food-017", "tool_name": "lookup_knowledge",
                                    "source_invocation_ids": ["lk-food"], "evidence_excerpt": "多由 ts-station-food-service 的站点餐食数据未初始化引起"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": ["food-service 实际错误日志"],
        "user_facing_answer": "food-service 多次获取餐食失败；按历史案例多半是 station-food 数据未初始化，建议重新拉一次日志确认。"}),
    [inv("ql-food-err", 1, "query_logs", {"pod": "ts-food-service-f5756978c-6sb8t", "level": "ERROR", "from": "19:38", "to": "19:40"},
         None, ok=False, err="ElasticsearchTimeoutException: search request timed out after 30000ms"),
     inv("lk-food", 1, "lookup_knowledge", {"query": "foodStoresListResult is null"},
         {"query": "foodStoresListResult is null", "chunks": [
             {"chunk_id": "kb-food-017", "source_doc": "runbooks/trainticket/food.md", "retrieval_layer": "runbook", "relevance": "high",
              "content": "ts-food-service 的 getAllFood 在 station-food 返回空列表时会打印 foodStoresListResult is null。历史案例中多由 ts-station-food-service 的站点餐食数据未初始化引起，重新导入初始化数据即可恢复。",
              "deduped": False}]})],
    "LOW_CONFID",
    [F("ts-food-service 在 19:38–19:39 之间多次报 Get the Get Food Request Failed!", "no_evidence", "only binding is the failed (timed-out) query; no successful output shows it", cid="c1"),
     F("按知识库的历史案例，foodStoresListResult is null 多半是 ts-station-food-service 的站点餐食数据未初始化引起的", "indirect_support", "only the knowledge chunk, explicitly attributed to it", cid="c2")])

# bR-007
_fm = TTM + "ts-food-service-f5756978c-6sb8t_metric.csv"
add("bR-007", ["source:nezha_trainticket", "format:json_fenced", "class:excerpt_format", "class:faithful"],
    "D1345 这趟车订餐失败，food-service 是不是有问题",
    "```json\n" + J({
        "answer_version": "v2", "diagnosis_summary": "food-service 获取餐食列表失败且客户端延迟偏高",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "ts-food-service-f5756978c-6sb8t 在 19:38:54.396 报 ERROR：Get the Get Food Request Failed!，原因是 foodStoresListResult is null，tripId 为 D1345",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                    "source_invocation_ids": ["inv-food-1"], "evidence_excerpt": "level=ERROR pod=ts-food-service-f5756978c-6sb8t span_id=dde84129d5661314"}]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "同一条链路里 ts-station-food-service 在 19:38:54.386 收到了 Get FoodStores By StationNames 请求",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                    "source_invocation_ids": ["inv-food-1"], "evidence_excerpt": "{\"pod\": \"ts-station-food-service-dc4d75dd-k65k2\", \"level\": \"INFO\"}"}]},
            {"claim_id": "c3", "claim_type": "metric_finding",
             "claim_text": "ts-food-service 在 11:40:53 的客户端 P90 延迟约 36 秒",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "tool_output", "source_id": "T2", "tool_name": "get_pod_metrics",
                                    "source_invocation_ids": ["inv-food-2"], "evidence_excerpt": "{\"PodClientLatencyP90(s)\": \"35.99999999999999\"}"}]},
            {"claim_id": "c4", "claim_type": "hypothesis",
             "claim_text": "可能是 station-food 返回空列表导致 food-service 反复重试",
             "support_level": "none", "evidence_bindings": []}],
        "hypotheses": ["station-food 空列表"], "recommended_actions": ["检查 station-food 数据"], "missing_info": [],
        "user_facing_answer": "food-service 确实报错：foodStoresListResult is null（tripId D1345），同时客户端 P90 延迟约 36 秒。"}, 2) + "\n```",
    [inv("inv-food-1", 1, "query_logs", {"trace_id": "64dee7b187946abaf04c1649c7972b22"},
         {"total": 10, "logs": tt_logs([(151, 160)])}, [(TTLOG, 151, 160)]),
     inv("inv-food-2", 2, "get_pod_metrics", {"pod": "ts-food-service-f5756978c-6sb8t", "window": "11:39-11:42"},
         {"rows": mrows(_fm, 2, 4)}, [(_fm, 2, 4)])],
    "PASS",
    [F("ts-food-service-f5756978c-6sb8t 在 19:38:54.396 报 ERROR：Get the Get Food Request Failed!，原因是 foodStoresListResult is null，tripId 为 D1345", "direct_evidence", "line 158; k=v excerpt matches fields of that record", cid="c1"),
     F("同一条链路里 ts-station-food-service 在 19:38:54.386 收到了 Get FoodStores By StationNames 请求", "direct_evidence", "line 156; JSON excerpt pairs are fields of that record", cid="c2"),
     F("ts-food-service 在 11:40:53 的客户端 P90 延迟约 36 秒", "direct_evidence", "row 11:40:53 PodClientLatencyP90(s)=35.99999999999999", cid="c3"),
     F("可能是 station-food 返回空列表导致 food-service 反复重试", "no_evidence", "hypothesis, non-critical", crit=False, cid="c4")])

# bR-008
add("bR-008", ["source:nezha_trainticket", "format:nl_paragraph", "class:time_wrong", "class:paraphrase_zh"],
    "用户反馈付款时提示订单状态不允许支付，订单号 4516be97-7fbe-4f03-9612-a08c05b60e61",
    "订单 4516be97-7fbe-4f03-9612-a08c05b60e61 的支付请求在 19:39:03.257 进入 ts-inside-payment-service。"
    "inside-payment 随后打出 WARN：Order status Not allowed to Pay。"
    "这条 WARN 比 ts-order-service 返回 Get Order By ID Success 还早，它没等查单结果就拒绝了支付。"
    "另外 inside-payment 在 19:39:10.676 记录过一次外部支付成功（Out pay result: Pay Success）。"
    "建议查一下订单当前状态是不是已支付或已取消。",
    [inv("call_a91", 1, "query_logs", {"keyword": "pay", "from": "2023-01-30T11:39:00Z", "to": "2023-01-30T11:39:15Z"},
         {"total": 11, "logs": tt_logs([(2, 12)])}, [(TTLOG, 2, 12)])],
    "REJECT",
    [F("订单 4516be97-7fbe-4f03-9612-a08c05b60e61 的支付请求在 19:39:03.257 进入 ts-inside-payment-service", "direct_evidence", "line 5 InsidePaymentController Pay for 4516be97... at 19:39:03.257"),
     F("inside-payment 随后打出 WARN：Order status Not allowed to Pay", "direct_evidence", "line 4 WARN at 19:39:03.272"),
     F("这条 WARN 比 ts-order-service 返回 Get Order By ID Success 还早，它没等查单结果就拒绝了支付", "contradicted", "order-service Success at 19:39:03.269, WARN at 19:39:03.272: the WARN is later"),
     F("另外 inside-payment 在 19:39:10.676 记录过一次外部支付成功（Out pay result: Pay Success）", "direct_evidence", "line 11")])

# bR-009
_bm = TTM + "ts-basic-service-5dc8d4f9fd-llznp_metric.csv"
add("bR-009", ["source:nezha_trainticket", "format:nl_headings", "class:quantity", "class:faithful", "class:hedged_distractor"],
    "travel 服务一直报找不到 ts-basic-service 实例，basic-service 本身挂了吗？",
    "## 结论\nts-travel-service 在 19:39:27 到 19:39:51 之间共报了 6 次 ERROR，全部是 No instances available for ts-basic-service。\n"
    "## 依赖方状态\nts-basic-service-5dc8d4f9fd-llznp 在 19:39:23 仍在处理 queryForTravels 请求。\n"
    "它在 11:39–11:42 这段的 CPU 使用率最高约 1.4%。\n"
    "同期内存最高约 406 MiB。\n"
    "## 判断\n不排除是 travel 侧服务发现缓存短暂失效，建议检查其负载均衡列表的刷新。",
    [inv("q-7731-a", 1, "query_logs", {"pod": "ts-travel-service-64469b5b48-5rjvb", "level": "ERROR"},
         {"total": 6, "logs": tt_logs([(2369, 2369), (2374, 2374), (2379, 2379), (2384, 2384), (2477, 2477), (2482, 2482)])},
         [(TTLOG, 2369, 2369), (TTLOG, 2374, 2374), (TTLOG, 2379, 2379), (TTLOG, 2384, 2384), (TTLOG, 2477, 2477), (TTLOG, 2482, 2482)]),
     inv("q-7731-b", 1, "query_logs", {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "trace_id": "68a0973055f69d47c37a302904760f2a"},
         {"total": 3, "logs": tt_logs([(2474, 2476)])}, [(TTLOG, 2474, 2476)]),
     inv("q-7731-c", 2, "query_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "start": "2023-01-30T11:39:00Z", "end": "2023-01-30T11:42:00Z"},
         {"alerts": [], "series": [series(_bm, 2, 4, "CpuUsageRate(%)", "CpuUsageRate(%)", "ts-basic-service-5dc8d4f9fd-llznp", "%"),
                                   series(_bm, 2, 4, "MemoryUsage(Mi)", "MemoryUsage(Mi)", "ts-basic-service-5dc8d4f9fd-llznp", "MiB")]},
         [(_bm, 2, 4)])],
    "PASS",
    [F("ts-travel-service 在 19:39:27 到 19:39:51 之间共报了 6 次 ERROR，全部是 No instances available for ts-basic-service", "direct_evidence", "total 6; times 19:39:27.897 ... 19:39:51.207; all carry this exception"),
     F("ts-basic-service-5dc8d4f9fd-llznp 在 19:39:23 仍在处理 queryForTravels 请求", "direct_evidence", "line 2476 BasicController queryForTravels at 19:39:23.929"),
     F("它在 11:39–11:42 这段的 CPU 使用率最高约 1.4%", "direct_evidence", "series CpuUsageRate max 1.38"),
     F("同期内存最高约 406 MiB", "direct_evidence", "series MemoryUsage(Mi) max 406.246")])

# bR-010
add("bR-010", ["source:nezha_trainticket", "format:nl_bullets", "class:negation"],
    "Z1236 查询余票时 order-other 有没有报错？",
    "* ts-order-other-service 在 19:38:57 处理了两次 getSoldTickets 请求\n"
    "* order-other 这边没有任何 WARN，所有记录都是 INFO\n"
    "* ts-seat-service 同一时刻在为 Z1236 计算 getLeftTicketOfInterval\n"
    "* ts-config-service 成功读取了 DirectTicketAllocationProportion 配置\n"
    "* 建议再看一下 seat-service 的余票计算",
    [inv("c-0fa3", 1, "query_logs", {"trace_id": "f7ef60239d266f8af16a0c039dfa6e1b"},
         {"total": 10, "logs": tt_logs([(664, 673)])}, [(TTLOG, 664, 673)])],
    "REJECT",
    [F("ts-order-other-service 在 19:38:57 处理了两次 getSoldTickets 请求", "direct_evidence", "lines 670/672 Get Sold Ticket at 19:38:57.550/.529"),
     F("order-other 这边没有任何 WARN，所有记录都是 INFO", "contradicted", "lines 669/671 are WARN [Seat][No content] of order-other"),
     F("ts-seat-service 同一时刻在为 Z1236 计算 getLeftTicketOfInterval", "direct_evidence", "line 664 trainNumber:Z1236 at 19:38:57.524"),
     F("ts-config-service 成功读取了 DirectTicketAllocationProportion 配置", "direct_evidence", "line 673 Query config success")])


# bR-011
add("bR-011", ["source:nezha_trainticket", "format:json_raw", "class:gap", "class:hedged_distractor", "class:runbook_only"],
    "ts-payment-service 在 19:39 前后有没有报错？支付偶发失败",
    J({"answer_version": "v2", "diagnosis_summary": "payment-service 未查到错误日志",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ts-payment-service-7fc6f5476f-pqwgt 在 19:39 前后没有 ERROR 日志",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["3f6b2c1e-8d7a-4c55-9b0e-1a2b3c4d5e6f"], "evidence_excerpt": "\"total\": 0"}]},
           {"claim_id": "c2", "claim_type": "hypothesis", "claim_text": "可能是 inside-payment 的余额校验把请求挡掉了，payment 根本没收到",
            "support_level": "none", "evidence_bindings": []},
           {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "按支付 runbook，PaymentId 为 null 的 pay 请求会被 payment-service 直接受理而不报错",
            "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "rb-pay-02", "tool_name": "lookup_knowledge", "source_invocation_ids": ["9a0c7d52-1e3f-4b6a-8c9d-0e1f2a3b4c5d"], "evidence_excerpt": "PaymentId 为 null 的 pay 请求会被直接受理"}]}],
       "hypotheses": ["inside-payment 余额校验"], "recommended_actions": ["查看 inside-payment 日志"], "missing_info": [],
       "user_facing_answer": "payment-service 在 19:39 前后没有 ERROR 日志。也许问题在 inside-payment 一侧，建议再查它的 WARN。"}),
    [inv("3f6b2c1e-8d7a-4c55-9b0e-1a2b3c4d5e6f", 1, "query_logs", {"pod": "ts-payment-service-7fc6f5476f-pqwgt", "level": "ERROR", "from": "2023-01-30T11:38:30Z", "to": "2023-01-30T11:40:00Z"},
         {"total": 0, "logs": []}),
     inv("9a0c7d52-1e3f-4b6a-8c9d-0e1f2a3b4c5d", 1, "lookup_knowledge", {"query": "payment-service PaymentId null"},
         {"query": "payment-service PaymentId null", "chunks": [
             {"chunk_id": "rb-pay-02", "source_doc": "runbooks/trainticket/payment.md", "retrieval_layer": "runbook", "relevance": "medium",
              "content": "PaymentId 为 null 的 pay 请求会被直接受理，payment-service 会自动生成支付记录，不会打印错误。若用户侧报支付失败，应优先排查 inside-payment 的订单状态校验。",
              "deduped": False}]})],
    "LOW_CONFID",
    [F("ts-payment-service-7fc6f5476f-pqwgt 在 19:39 前后没有 ERROR 日志", "no_evidence", "only a no-hit query (total 0); no-hit does not prove absence", cid="c1"),
     F("可能是 inside-payment 的余额校验把请求挡掉了，payment 根本没收到", "no_evidence", "hypothesis, non-critical", crit=False, cid="c2"),
     F("按支付 runbook，PaymentId 为 null 的 pay 请求会被 payment-service 直接受理而不报错", "indirect_support", "only the runbook chunk", cid="c3")])

# bR-012
_vm = TTM + "ts-verification-code-service-7b6dc75c45-r66rb_metric.csv"
add("bR-012", ["source:nezha_trainticket", "format:nl_paragraph", "class:negation", "class:quantity", "class:faithful"],
    "登录验证码校验老失败，ts-verification-code-service 有异常吗？顺便看下它 12:20 以后的资源",
    "ts-verification-code-service-7b6dc75c45-r66rb 这段日志里没有 ERROR 级别的记录，只有 INFO 和 Verify code start 这条 WARN。"
    "两次 verifyCode 的校验结果都是 false。"
    "指标上，12:25:54 这个点 CPU 使用率到了约 100%，CPU 用量约 500m。"
    "同一时刻内存从上一分钟的约 408 MiB 涨到约 502 MiB。"
    "再过一分钟 CPU 回落到 11% 左右。"
    "建议把校验失败和 CPU 打满当成两件事分开跟进。",
    [inv("toolu_vc_01", 1, "query_logs", {"pod": "ts-verification-code-service-7b6dc75c45-r66rb", "include_related": True},
         {"total": 12, "logs": tt_logs([(55, 66)])}, [(TTLOG, 55, 66)]),
     inv("toolu_vc_02", 2, "get_pod_metrics", {"pod": "ts-verification-code-service-7b6dc75c45-r66rb", "start": "2023-01-30 12:22", "end": "2023-01-30 12:27"},
         csv_text(_vm, [(45, 49)]), [(_vm, 45, 49)])],
    "PASS",
    [F("ts-verification-code-service-7b6dc75c45-r66rb 这段日志里没有 ERROR 级别的记录，只有 INFO 和 Verify code start 这条 WARN", "direct_evidence", "true denial: the pod's records are INFO plus WARN Verify code start, no ERROR"),
     F("两次 verifyCode 的校验结果都是 false", "direct_evidence", "lines 55 and 62 verify result: false"),
     F("指标上，12:25:54 这个点 CPU 使用率到了约 100%，CPU 用量约 500m", "direct_evidence", "row 12:25:54 CpuUsageRate 100.03, CpuUsage(m) 500.14"),
     F("同一时刻内存从上一分钟的约 408 MiB 涨到约 502 MiB", "direct_evidence", "MemoryUsage 407.88 -> 501.57 MiB"),
     F("再过一分钟 CPU 回落到 11% 左右", "direct_evidence", "row 12:26:54 CpuUsageRate 11.03")])

# bR-013
add("bR-013", ["source:nezha_trainticket", "format:json_with_text", "class:fabricated_id"],
    "19:39:27 左右 travel 查询报错的那条链路帮我定位一下",
    "根据日志，结论如下：\n" + J({
        "answer_version": "v2", "diagnosis_summary": "travel-service 调用 basic-service 时无可用实例",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "ts-travel-service 在 TraceID a3b4445d572c373399297e9fb7eef6db 上抛出 No instances available for ts-basic-service",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["run-2f9"], "evidence_excerpt": "No instances available for ts-basic-service"}]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "该请求在 19:39:27.874 进入 TravelController 的 Query TripResponse",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["run-2f9"], "evidence_excerpt": "[query][Query TripResponse]"}]},
            {"claim_id": "c3", "claim_type": "recommendation", "claim_text": "建议检查 ts-basic-service 在注册中心的实例状态",
             "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "travel-service 在这条链路上找不到 ts-basic-service 实例，建议检查注册中心。"}) +
    "\n如需进一步确认，可以再拉 basic-service 的注册信息。",
    [inv("run-2f9", 1, "query_logs", {"pod": "ts-travel-service-64469b5b48-5rjvb", "around": "19:39:27"},
         {"total": 5, "logs": tt_logs([(2379, 2383)])}, [(TTLOG, 2379, 2383)])],
    "REJECT",
    [F("ts-travel-service 在 TraceID a3b4445d572c373399297e9fb7eef6db 上抛出 No instances available for ts-basic-service", "contradicted", "fabricated trace id: the record's TraceID is a3b4445d...eef6da (last char differs)", cid="c1"),
     F("该请求在 19:39:27.874 进入 TravelController 的 Query TripResponse", "direct_evidence", "line 2383", cid="c2"),
     F("建议检查 ts-basic-service 在注册中心的实例状态", "no_evidence", "recommendation, non-critical", crit=False, cid="c3")])

# ---------------------------------------------------------------- OnlineBoutique traces 2022-08-23
# bR-014
add("bR-014", ["source:nezha_onlineboutique", "format:nl_bullets", "class:quantity", "class:faithful"],
    "下单接口 PlaceOrder 偏慢，trace ccd4565dfc549f1a5d6c8a7a4f80d081 帮我拆一下耗时",
    "拆解如下：\n"
    "- 根 span hipstershop.Frontend/Recv. 耗时约 239 ms\n"
    "- frontend 调用 checkoutservice 的 PlaceOrder，checkoutservice 侧处理耗时 163.6 ms\n"
    "- PlaceOrder 下面最慢的子步骤是 PrepareOrderItemsAndShippingQuoteFromCart，约 131.6 ms\n"
    "- 这一步里第二次 ConvertCurrency（span 910c57303a6ade12）用了约 90.5 ms\n"
    "- ChargeCard 只用了 12.8 ms 左右\n"
    "可以优先看 currencyservice 的汇率转换为什么这么慢。",
    [inv("jg-1f0c", 1, "jaeger_search", {"traceID": "ccd4565dfc549f1a5d6c8a7a4f80d081"},
         {"traceID": "ccd4565dfc549f1a5d6c8a7a4f80d081", "spans": span_rows([(17658, 17684)])}, [(OBT, 17658, 17684)])],
    "PASS",
    [F("根 span hipstershop.Frontend/Recv. 耗时约 239 ms", "direct_evidence", "span aec20479bc7800a7 Duration 239014 us"),
     F("frontend 调用 checkoutservice 的 PlaceOrder，checkoutservice 侧处理耗时 163.6 ms", "direct_evidence", "checkout span 60e3651ea56c35de (parent frontend 9bb96a7c...) 163634 us"),
     F("PlaceOrder 下面最慢的子步骤是 PrepareOrderItemsAndShippingQuoteFromCart，约 131.6 ms", "direct_evidence", "131550 us, largest child of 60e3651e"),
     F("这一步里第二次 ConvertCurrency（span 910c57303a6ade12）用了约 90.5 ms", "direct_evidence", "90481 us, parent e0439d46 (PrepareOrderItems...)"),
     F("ChargeCard 只用了 12.8 ms 左右", "direct_evidence", "ChargeCard 12814 us")])

# bR-015
add("bR-015", ["source:nezha_onlineboutique", "format:json_compact", "class:entity_swap", "class:quantity"],
    "加购物车那次请求 934236b0fb3130ea537a4d3b761cc498 的调用关系是怎样的？",
    json.dumps({"answer_version": "v2", "diagnosis_summary": "AddItem 链路调用关系",
                "claims": [
                    {"claim_id": "c1", "claim_type": "span_finding", "claim_text": "cartservice-579f59597d-wc2lz 的 AddItem span 11107158cec87646 是 frontend span 8e5f77ef910160a3 的父 span，即由 cartservice 发起调用",
                     "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_spans", "source_invocation_ids": ["sp-77a"], "evidence_excerpt": "11107158cec87646,8e5f77ef910160a3,cartservice-579f59597d-wc2lz"}]},
                    {"claim_id": "c2", "claim_type": "span_finding", "claim_text": "frontend 侧 CartService/AddItem 调用耗时约 5.1 ms",
                     "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_spans", "source_invocation_ids": ["sp-77a"], "evidence_excerpt": "hipstershop.CartService/AddItem,1661274000021976647,1661274000027066961,5090"}]},
                    {"claim_id": "c3", "claim_type": "span_finding", "claim_text": "productcatalogservice 处理 GetProduct 用了 2202 微秒",
                     "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_spans", "source_invocation_ids": ["sp-77a"], "evidence_excerpt": "59983cec9b675ebc,2d5c4c086f573299,productcatalogservice-668d5f85fb-jhwx9"}]}],
                "hypotheses": [], "recommended_actions": [], "missing_info": [],
                "user_facing_answer": "AddItem 由 cartservice 发起调用 frontend；frontend 侧 AddItem 约 5.1 ms。"}, ensure_ascii=False, separators=(",", ":")),
    [inv("sp-77a", 1, "get_spans", {"trace_id": "934236b0fb3130ea537a4d3b761cc498", "format": "csv"},
         csv_text(OBT, [(12090, 12096)]), [(OBT, 12090, 12096)])],
    "REJECT",
    [F("cartservice-579f59597d-wc2lz 的 AddItem span 11107158cec87646 是 frontend span 8e5f77ef910160a3 的父 span，即由 cartservice 发起调用", "contradicted", "reversed: span 11107158... has ParentID 8e5f77ef... (frontend is the caller)", cid="c1"),
     F("frontend 侧 CartService/AddItem 调用耗时约 5.1 ms", "direct_evidence", "Duration 5090 us", cid="c2"),
     F("productcatalogservice 处理 GetProduct 用了 2202 微秒", "direct_evidence", "span 59983cec... Duration 2202", cid="c3")])

# bR-016
add("bR-016", ["source:nezha_onlineboutique", "format:nl_paragraph", "class:unsupported_cause", "class:quantity"],
    "b89d4b19dd2de762e4b8c8b865189c2b 这次加购为什么比平时慢？",
    "trace b89d4b19dd2de762e4b8c8b865189c2b 里，frontend 侧的 CartService/AddItem 一共花了 8.18 ms。"
    "真正落到 cartservice-579f59597d-wc2lz 上的 AddItem 只用了约 3.9 ms。"
    "前面查商品的 GetProduct 在 productcatalogservice 上耗时 2.27 ms。"
    "多出来的时间是 cartservice 的本地缓存刚被清空，首次写入走了慢路径。"
    "建议对比一下同时段其他 AddItem 请求。",
    [inv("trace-b89d", 1, "get_trace", {"trace_id": "b89d4b19dd2de762e4b8c8b865189c2b"},
         {"data": [{"traceID": "b89d4b19dd2de762e4b8c8b865189c2b", "spans": span_rows([(15848, 15854)])}]}, [(OBT, 15848, 15854)])],
    "LOW_CONFID",
    [F("trace b89d4b19dd2de762e4b8c8b865189c2b 里，frontend 侧的 CartService/AddItem 一共花了 8.18 ms", "direct_evidence", "frontend span 615ea56b93366732 Duration 8180 us"),
     F("真正落到 cartservice-579f59597d-wc2lz 上的 AddItem 只用了约 3.9 ms", "direct_evidence", "cartservice span e38f9e889398a64e 3948 us"),
     F("前面查商品的 GetProduct 在 productcatalogservice 上耗时 2.27 ms", "direct_evidence", "span 73eb19944f890f5c 2269 us"),
     F("多出来的时间是 cartservice 的本地缓存刚被清空，首次写入走了慢路径", "no_evidence", "no span or output mentions a cache; plain unsupported cause")])

# bR-017
add("bR-017", ["source:nezha_onlineboutique", "format:json_indented", "class:quantity", "class:excerpt_format", "class:faithful"],
    "ddc411e15edd3b91103d17495f62a8d8 这个请求里商品目录服务和数据库各占多少时间？",
    J({"answer_version": "v2", "diagnosis_summary": "GetProduct 耗时主要不在 SQL",
       "claims": [
           {"claim_id": "c1", "claim_type": "span_finding", "claim_text": "productcatalogservice-668d5f85fb-jhwx9 的 GetProduct 服务端 span 耗时约 2.16 ms",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_spans", "source_invocation_ids": ["spans_ddc4"], "evidence_excerpt": "productcatalogservice-668d5f85fb-jhwx9,hipstershop.ProductCatalogService/GetProduct,1661273985903794052,1661273985905954610,2160"}]},
           {"claim_id": "c2", "claim_type": "span_finding", "claim_text": "其中 sql.conn.query 只占约 0.4 ms",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_spans", "source_invocation_ids": ["spans_ddc4"], "evidence_excerpt": "sql.conn.query,1661273985905443759,1661273985905847590,403"}]},
           {"claim_id": "c3", "claim_type": "span_finding", "claim_text": "整个请求在 frontend 根 span 上耗时约 11.4 ms",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_spans", "source_invocation_ids": ["spans_ddc4"], "evidence_excerpt": "d93a8a4485ba379f,root,frontend-579b9bff58-t2dbm"}]},
           {"claim_id": "c4", "claim_type": "span_finding", "claim_text": "frontend 的 AddItem 调用 span 70c7f8711c482780 是 cartservice span e2b2c3116e26bf49 的父 span",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_spans", "source_invocation_ids": ["spans_ddc4"], "evidence_excerpt": "e2b2c3116e26bf49,70c7f8711c482780,cartservice-579f59597d-wc2lz"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "GetProduct 服务端约 2.16 ms，其中 SQL 查询约 0.4 ms；整个请求约 11.4 ms。"}, 2),
    [inv("spans_ddc4", 1, "get_spans", {"trace_id": "ddc411e15edd3b91103d17495f62a8d8"},
         csv_text(OBT, [(19525, 19531)]), [(OBT, 19525, 19531)])],
    "PASS",
    [F("productcatalogservice-668d5f85fb-jhwx9 的 GetProduct 服务端 span 耗时约 2.16 ms", "direct_evidence", "Duration 2160 us", cid="c1"),
     F("其中 sql.conn.query 只占约 0.4 ms", "direct_evidence", "403 us", cid="c2"),
     F("整个请求在 frontend 根 span 上耗时约 11.4 ms", "direct_evidence", "root span 11353 us", cid="c3"),
     F("frontend 的 AddItem 调用 span 70c7f8711c482780 是 cartservice span e2b2c3116e26bf49 的父 span", "direct_evidence", "row e2b2c3116e26bf49 has ParentID 70c7f8711c482780", cid="c4")])

# bR-018
add("bR-018", ["source:nezha_onlineboutique", "format:nl_sloppy", "class:value_wrong", "class:quantity"],
    "checkout 慢是不是 payment 的锅？trace 5efc2a059b31d07c7f539fe77bf28c37",
    "trace 5efc2a059b31d07c7f539fe77bf28c37 简单过了一遍:\n"
    "- 根 span Frontend/Recv. 总共 ~315ms\n"
    "- frontend 底下最慢的是 PlaceOrder 136.4ms，其次 GetSupportedCurrencies 117ms\n"
    "- checkout 里 ChargeCard 占了 66.7ms，是 PlaceOrder 下面最大的一块\n"
    "- paymentservice 自己处理 Charge 用了 2.81ms，所以慢的不在 payment 本身\n"
    "next step: 看下 checkout -> payment 之间的网络",
    [inv("jg-5efc", 1, "jaeger_search", {"traceID": "5efc2a059b31d07c7f539fe77bf28c37", "limit": 100},
         {"spans": span_rows([(8676, 8702), (8730, 8730)])}, [(OBT, 8676, 8702), (OBT, 8730, 8730)])],
    "REJECT",
    [F("根 span Frontend/Recv. 总共 ~315ms", "direct_evidence", "314746 us"),
     F("frontend 底下最慢的是 PlaceOrder 136.4ms，其次 GetSupportedCurrencies 117ms", "direct_evidence", "136429 and 117028 us, the two largest frontend children"),
     F("checkout 里 ChargeCard 占了 66.7ms，是 PlaceOrder 下面最大的一块", "direct_evidence", "ChargeCard 66704 us, largest child of 987a8a3c"),
     F("paymentservice 自己处理 Charge 用了 2.81ms，所以慢的不在 payment 本身", "contradicted", "payment span 03ae335c4da889ce Duration 281 us = 0.281 ms, not 2.81 ms")])

# bR-019
add("bR-019", ["source:nezha_onlineboutique", "format:nl_headings", "class:gap", "class:runbook_only"],
    "确认订单邮件很慢，另外帮我看下 9487a43a7c4bbaf804ecc590f5ef00e8 这次加购",
    "## 加购请求\nfrontend 对 cartservice 的 AddItem 调用耗时约 5.1 ms。\n"
    "cartservice-579f59597d-wc2lz 自己处理 AddItem 用了 2.13 ms。\n"
    "## 邮件\nemailservice 的 SendOrderConfirmation 这段时间普遍超过 2 秒。\n"
    "按知识库的说法，emailservice 变慢一般是模板渲染占满 CPU 导致的。\n"
    "## 下一步\n建议等 Jaeger 恢复后重新拉 emailservice 的 span。",
    [inv("call_e01", 1, "jaeger_search", {"service": "emailservice", "operation": "SendOrderConfirmation", "lookback": "1h"},
         None, ok=False, err="jaeger-query: 503 Service Unavailable"),
     inv("call_e02", 1, "lookup_knowledge", {"query": "emailservice SendOrderConfirmation 慢"},
         {"query": "emailservice SendOrderConfirmation 慢", "chunks": [
             {"chunk_id": "ob-email-3", "source_doc": "kb/onlineboutique/emailservice.md", "retrieval_layer": "past_incident", "relevance": "medium",
              "content": "emailservice 变慢一般是模板渲染占满 CPU 导致的，可先观察其 CpuUsageRate 是否接近 limit。", "deduped": False}]}),
     inv("call_e03", 2, "get_trace", {"trace_id": "9487a43a7c4bbaf804ecc590f5ef00e8"},
         {"spans": span_rows([(12477, 12483)])}, [(OBT, 12477, 12483)])],
    "LOW_CONFID",
    [F("frontend 对 cartservice 的 AddItem 调用耗时约 5.1 ms", "direct_evidence", "frontend span 732e6bc00aa6ef2c 5144 us"),
     F("cartservice-579f59597d-wc2lz 自己处理 AddItem 用了 2.13 ms", "direct_evidence", "span 39b6fb0045d16d44 2133 us"),
     F("emailservice 的 SendOrderConfirmation 这段时间普遍超过 2 秒", "no_evidence", "only the failed jaeger call concerns emailservice"),
     F("按知识库的说法，emailservice 变慢一般是模板渲染占满 CPU 导致的", "indirect_support", "knowledge chunk only, attributed to it")])

# ---------------------------------------------------------------- OnlineBoutique metrics 2022-08-22
_cm = OBM + "cartservice-579f59597d-wc2lz_metric.csv"
# bR-020
add("bR-020", ["source:nezha_onlineboutique", "format:json_raw", "class:quantity", "class:faithful"],
    "cartservice 04:35 到 04:43 之间 CPU、内存、延迟怎么样？",
    J({"answer_version": "v2", "diagnosis_summary": "cartservice 在 04:37–04:39 CPU 突增",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "cartservice 在 04:35–04:43 的 CPU 使用率峰值约 88.5%",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_metrics", "source_invocation_ids": ["m-cart-1"], "evidence_excerpt": "\"metric\": \"CpuUsageRate(%)\", \"service\": \"cartservice\""}]},
           {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "内存使用最高 78.6 MiB，区间末尾仍停在这个水平",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_metrics", "source_invocation_ids": ["m-cart-1"], "evidence_excerpt": "\"metric\": \"MemoryUsage(Mi)\""}]},
           {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "服务端 P99 延迟最高接近 1 秒",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_metrics", "source_invocation_ids": ["m-cart-1"], "evidence_excerpt": "PodServerLatencyP99(s)"}]},
           {"claim_id": "c4", "claim_type": "next_step", "claim_text": "下一步对比 04:37 前后 cartservice 的 Redis 连接数", "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "cartservice 这段时间 CPU 峰值约 88.5%，内存最高 78.6 MiB，P99 最高接近 1 秒。"}),
    [inv("m-cart-1", 1, "query_metrics", {"service": "cartservice", "start": "2022-08-22T04:35:00Z", "end": "2022-08-22T04:44:00Z"},
         {"alerts": [], "series": [series(_cm, 46, 54, "CpuUsageRate(%)", "CpuUsageRate(%)", "cartservice", "%"),
                                   series(_cm, 46, 54, "MemoryUsage(Mi)", "MemoryUsage(Mi)", "cartservice", "MiB"),
                                   series(_cm, 46, 54, "PodServerLatencyP99(s)", "PodServerLatencyP99(s)", "cartservice", "s")]},
         [(_cm, 46, 54)])],
    "PASS",
    [F("cartservice 在 04:35–04:43 的 CPU 使用率峰值约 88.5%", "direct_evidence", "series max 88.515", cid="c1"),
     F("内存使用最高 78.6 MiB，区间末尾仍停在这个水平", "direct_evidence", "MemoryUsage max 78.617 = last 78.617", cid="c2"),
     F("服务端 P99 延迟最高接近 1 秒", "direct_evidence", "PodServerLatencyP99 max 0.997 s", cid="c3"),
     F("下一步对比 04:37 前后 cartservice 的 Redis 连接数", "no_evidence", "next_step, non-critical", crit=False, cid="c4")])

# bR-021
_cu = OBM + "currencyservice-cf787dd48-vpjrd_metric.csv"
_ad = OBM + "adservice-5f6585d649-fnmft_metric.csv"
add("bR-021", ["source:nezha_onlineboutique", "format:json_indented", "class:entity_swap", "class:quantity"],
    "05:20 左右首页卡顿，adservice 和 currencyservice 哪个有问题？",
    J({"answer_version": "v2", "diagnosis_summary": "广告服务 CPU 打满",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "adservice-5f6585d649-fnmft 在 05:19–05:21 的 CPU 使用率超过 100%",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_pod_metrics", "source_invocation_ids": ["pm-0520"], "evidence_excerpt": "CpuUsageRate(%)"}]},
           {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "currencyservice 在 05:19:19 的服务端 P90 延迟升到约 6.56 秒",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_pod_metrics", "source_invocation_ids": ["pm-0520"], "evidence_excerpt": "{\"PodName\": \"currencyservice-cf787dd48-vpjrd\", \"PodServerLatencyP90(s)\": \"6.555555555555558\"}"}]},
           {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "adservice 的内存使用率一直维持在约 81.3%",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "get_pod_metrics", "source_invocation_ids": ["pm-0520"], "evidence_excerpt": "81.34635418686681"}]}],
       "hypotheses": [], "recommended_actions": ["重启 adservice"], "missing_info": [],
       "user_facing_answer": "adservice 在 05:19–05:21 CPU 超过 100%；currencyservice 的 P90 延迟同时升到约 6.56 秒。"}, 2),
    [inv("pm-0520", 1, "get_pod_metrics", {"pods": ["adservice-5f6585d649-fnmft", "currencyservice-cf787dd48-vpjrd"], "start": "05:18", "end": "05:23"},
         {"rows": mrows(_ad, 89, 94) + mrows(_cu, 89, 94)}, [(_ad, 89, 94), (_cu, 89, 94)])],
    "REJECT",
    [F("adservice-5f6585d649-fnmft 在 05:19–05:21 的 CPU 使用率超过 100%", "contradicted", "adservice CpuUsageRate 0.76-1.35% there; the >100% values belong to currencyservice", cid="c1"),
     F("currencyservice 在 05:19:19 的服务端 P90 延迟升到约 6.56 秒", "direct_evidence", "currencyservice row 05:19:19 PodServerLatencyP90 6.5556 s", cid="c2"),
     F("adservice 的内存使用率一直维持在约 81.3%", "direct_evidence", "MemoryUsageRate 81.346 in all adservice rows", cid="c3")])

# bR-022
_em = OBM + "emailservice-55fdc5b988-f6xth_metric.csv"
add("bR-022", ["source:nezha_onlineboutique", "format:json_fenced", "class:bad_reference", "class:runbook_only"],
    "emailservice 05:36 到 05:42 发生了什么？",
    "结论见下：\n```json\n" + J({
        "answer_version": "v2", "diagnosis_summary": "emailservice CPU 超限后恢复",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "emailservice 在 05:36–05:42 的 CPU 使用率最高约 106%",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T4", "tool_name": "query_metrics", "source_invocation_ids": ["qm-email-99"], "evidence_excerpt": "\"max\": 106.074"}]},
            {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "emailservice 在该区间末尾的 CPU 使用率约 0.6%",
             "support_level": "direct", "evidence_bindings": []},
            {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "按 runbook，emailservice CPU 超过 100% 说明 CPU limit 配得过低，会被节流",
             "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "rb-ob-email", "tool_name": "lookup_knowledge", "source_invocation_ids": ["kb-ob-1"], "evidence_excerpt": "CPU 超过 100% 说明 CPU limit 配得过低"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "emailservice 这段 CPU 最高约 106%，末尾回落到约 0.6%；按 runbook 是 limit 偏低。"}, 2) + "\n```",
    [inv("qm-email-1", 1, "query_metrics", {"service": "emailservice", "start": "2022-08-22T05:36:00Z", "end": "2022-08-22T05:43:00Z"},
         {"alerts": [], "series": [series(_em, 107, 113, "CpuUsageRate(%)", "CpuUsageRate(%)", "emailservice", "%")]}, [(_em, 107, 113)]),
     inv("kb-ob-1", 1, "lookup_knowledge", {"query": "emailservice CPU 超过 100%"},
         {"query": "emailservice CPU 超过 100%", "chunks": [
             {"chunk_id": "rb-ob-email", "source_doc": "runbooks/onlineboutique/cpu.md", "retrieval_layer": "runbook", "relevance": "high",
              "content": "容器 CPU 超过 100% 说明 CPU limit 配得过低，会被 CFS 节流。处理方式是调大 limit 或减少并发。", "deduped": False}]})],
    "LOW_CONFID",
    [F("emailservice 在 05:36–05:42 的 CPU 使用率最高约 106%", "indirect_support", "value matches series max 106.074, but binding names qm-email-99 / T4, which do not exist", cid="c1"),
     F("emailservice 在该区间末尾的 CPU 使用率约 0.6%", "indirect_support", "matches last 0.598 but claim has no binding", cid="c2"),
     F("按 runbook，emailservice CPU 超过 100% 说明 CPU limit 配得过低，会被节流", "indirect_support", "knowledge chunk only", cid="c3")])

# bR-023
_fe = OBM + "frontend-579b9bff58-t2dbm_metric.csv"
add("bR-023", ["source:nezha_onlineboutique", "format:nl_bold_labels", "class:quantity", "class:faithful"],
    "frontend 03:56 之后响应很慢，看下指标",
    "**CPU**：frontend-579b9bff58-t2dbm 在 03:59:20 的 CPU 使用率约 104.9%\n"
    "**延迟**：同一时刻服务端 P90 延迟约 25857 ms\n"
    "**内存**：内存使用率在 03:59:20 升到约 57.7%\n"
    "**恢复**：到 04:01:20 服务端 P90 已回落到约 728 ms\n"
    "**建议**：把 frontend 的 CPU limit 调大一档再观察",
    [inv("tbl-fe-1", 1, "metrics_table", {"pod": "frontend-579b9bff58-t2dbm", "from": "03:56", "to": "04:02"},
         csv_text(_fe, [(7, 12)]), [(_fe, 7, 12)])],
    "PASS",
    [F("frontend-579b9bff58-t2dbm 在 03:59:20 的 CPU 使用率约 104.9%", "direct_evidence", "row 03:59:20 CpuUsageRate 104.868"),
     F("同一时刻服务端 P90 延迟约 25857 ms", "direct_evidence", "PodServerLatencyP90(s) 25.857 s"),
     F("内存使用率在 03:59:20 升到约 57.7%", "direct_evidence", "MemoryUsageRate 57.684"),
     F("到 04:01:20 服务端 P90 已回落到约 728 ms", "direct_evidence", "row 04:01:20 PodServerLatencyP90 0.7278 s")])

# ---------------------------------------------------------------- Loghub
# bR-024
add("bR-024", ["source:hdfs", "format:nl_paragraph", "class:paraphrase_zh", "class:negation"],
    "HDFS 在 081111 03:01 到 03:15 这段写入正常吗？",
    "块 blk_-7247291679155656679 已经从 /10.250.10.176 完整收到，大小 67108864 字节。"
    "NameNode 为 part-01281 分配了新块 blk_2084123600915946046。"
    "10.251.66.3:50010 上的 blk_1756478622414930264 已登记进 blockMap。"
    "blk_-3295982945091621137 的 PacketResponder 1 已正常结束。"
    "这段日志里没有 WARN 或异常，写入链路看起来是健康的。",
    [inv("hdfs-q1", 1, "search_syslog", {"file": "HDFS", "from": "081111 030153", "to": "081111 031541"},
         "\n".join(L(HDFS, 1210, 1235)), [(HDFS, 1210, 1235)])],
    "PASS",
    [F("块 blk_-7247291679155656679 已经从 /10.250.10.176 完整收到，大小 67108864 字节", "direct_evidence", "Received block ... of size 67108864 from /10.250.10.176"),
     F("NameNode 为 part-01281 分配了新块 blk_2084123600915946046", "direct_evidence", "NameSystem.allocateBlock .../part-01281. blk_2084123600915946046"),
     F("10.251.66.3:50010 上的 blk_1756478622414930264 已登记进 blockMap", "direct_evidence", "blockMap updated: 10.251.66.3:50010 is added to blk_1756478622414930264"),
     F("blk_-3295982945091621137 的 PacketResponder 1 已正常结束", "direct_evidence", "PacketResponder 1 for block blk_-3295982945091621137 terminating"),
     F("这段日志里没有 WARN 或异常，写入链路看起来是健康的", "direct_evidence", "true denial: all 26 lines are INFO")])

# bR-025
add("bR-025", ["source:hdfs", "format:json_indented", "class:negation", "class:status_wrong"],
    "DataNode 10.251.126.255 最近有没有出问题？",
    J({"answer_version": "v2", "diagnosis_summary": "10.251.126.255 正常",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "DataNode 10.251.126.255:50010 在 081109 21:40–23:01 这段日志里没有任何异常",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hd-77"], "evidence_excerpt": "10.251.126.255:50010"}]},
           {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "10.251.30.85:50010 在 21:40:43 向 /10.251.90.64 发送 blk_-2918118818249673980 时出现异常",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hd-77"], "evidence_excerpt": "10.251.30.85:50010:Got exception while serving blk_-2918118818249673980 to /10.251.90.64:"}]},
           {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "10.251.71.68:50010 成功把 blk_-2794533871450434534 发给了 /10.251.199.150",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hd-77"], "evidence_excerpt": "Served block blk_-2794533871450434534 to /10.251.199.150"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "10.251.126.255 没有异常，出异常的是 10.251.30.85 等其他节点。"}, 2),
    [inv("hd-77", 1, "query_logs", {"system": "HDFS", "component": "dfs.DataNode$DataXceiver", "date": "081109"},
         "\n".join(L(HDFS, 78, 103)), [(HDFS, 78, 103)])],
    "REJECT",
    [F("DataNode 10.251.126.255:50010 在 081109 21:40–23:01 这段日志里没有任何异常", "contradicted", "lines 79 (214402) and 99 (224054): 10.251.126.255:50010 WARN Got exception while serving", cid="c1"),
     F("10.251.30.85:50010 在 21:40:43 向 /10.251.90.64 发送 blk_-2918118818249673980 时出现异常", "direct_evidence", "line 78, 081109 214043", cid="c2"),
     F("10.251.71.68:50010 成功把 blk_-2794533871450434534 发给了 /10.251.199.150", "direct_evidence", "line 80 Served block", cid="c3")])

# bR-026
add("bR-026", ["source:hdfs", "format:nl_bullets", "class:unsupported_cause", "class:quantity"],
    "081110 10:30 HDFS 一下删了一批块，怎么回事",
    "- 10:30:26 到 10:30:37 之间共有 15 个块被加入 invalidSet\n"
    "- 最早一条是 blk_-1233005817943453613，目标节点 10.251.75.49:50010\n"
    "- 这批块是作业被人手动 kill 之后清理掉的\n"
    "- 可能还会有后续的删除，建议继续观察",
    [inv("ssl-hdfs-2", 1, "search_syslog", {"file": "HDFS", "keyword": "NameSystem.delete", "date": "081110"},
         "\n".join(L(HDFS, 362, 376)), [(HDFS, 362, 376)])],
    "LOW_CONFID",
    [F("10:30:26 到 10:30:37 之间共有 15 个块被加入 invalidSet", "direct_evidence", "15 delete lines, 103026..103037"),
     F("最早一条是 blk_-1233005817943453613，目标节点 10.251.75.49:50010", "direct_evidence", "line 362"),
     F("这批块是作业被人手动 kill 之后清理掉的", "no_evidence", "nothing in the output says why; plain unsupported cause")])

# bR-027
add("bR-027", ["source:zookeeper", "format:nl_sloppy", "class:quantity", "class:faithful"],
    "zk 集群 19:25~19:27 一直在刷 WARN，统计一下",
    "grep 结果大概是这样:\n"
    "Connection broken for id 188978561024 一共 7 次，都是 my id = 2 这台报的\n"
    "Send worker leaving thread 出现 12 次\n"
    "Received connection request 也是 7 次，来源有 10.10.34.11、10.10.34.12、10.10.34.13\n"
    "最后一条 Connection broken 在 19:27:01,320\n"
    "看着像 188978561024 这个 peer 反复断连，建议查下它的网络",
    [inv("zk-grep-1", 1, "search_syslog", {"file": "Zookeeper", "from": "2015-07-29 19:25:39", "to": "2015-07-29 19:27:02"},
         "\n".join(L(ZK, 905, 935)), [(ZK, 905, 935)])],
    "PASS",
    [F("Connection broken for id 188978561024 一共 7 次，都是 my id = 2 这台报的", "direct_evidence", "7 Connection broken lines, all my id = 2"),
     F("Send worker leaving thread 出现 12 次", "direct_evidence", "12 lines"),
     F("Received connection request 也是 7 次，来源有 10.10.34.11、10.10.34.12、10.10.34.13", "direct_evidence", "7 lines from these three addresses"),
     F("最后一条 Connection broken 在 19:27:01,320", "direct_evidence", "line 935")])

# bR-028
add("bR-028", ["source:zookeeper", "format:nl_bold_labels", "class:count_wrong", "class:time_wrong", "class:unsupported_cause"],
    "my id = 3 这台 zk 19:26 左右的断连情况",
    "**节点**：报错的是 my id = 3 这台，peer 是 188978561024\n"
    "**次数**：19:26:28 到 19:26:55 之间 Connection broken 共 9 次\n"
    "**起点**：第一次 Connection broken 出现在 19:26:28,458\n"
    "**诱因**：19:25:10 机房交换机做过一次割接\n"
    "**建议**：核对交换机变更记录",
    [inv("zk-q-3", 1, "query_logs", {"system": "Zookeeper", "from": "19:26:28", "to": "19:27:06"},
         "\n".join(L(ZK, 1606, 1626)), [(ZK, 1606, 1626)])],
    "REJECT",
    [F("报错的是 my id = 3 这台，peer 是 188978561024", "direct_evidence", "Connection broken for id 188978561024, my id = 3"),
     F("19:26:28 到 19:26:55 之间 Connection broken 共 9 次", "contradicted", "only 4 Connection broken lines (19:26:28, :38, :48, :55)"),
     F("第一次 Connection broken 出现在 19:26:28,458", "direct_evidence", "line 1606"),
     F("19:25:10 机房交换机做过一次割接", "no_evidence", "no record at 19:25:10 and nothing about a switch change")])

# bR-029
add("bR-029", ["source:zookeeper", "format:json_raw", "class:gap", "class:faithful"],
    "zk leader 选举有问题吗？188978561024 是不是挂了",
    J({"answer_version": "v2", "diagnosis_summary": "peer 188978561024 与本节点连接反复中断",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "本节点与 id 188978561024 的连接在 19:26:38,572 断开，随后 SendWorker 退出",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T2", "tool_name": "query_logs", "source_invocation_ids": ["zq-2"], "evidence_excerpt": "Connection broken for id 188978561024, my id = 3, error ="}]},
           {"claim_id": "c2", "claim_type": "background", "claim_text": "ZooKeeper 使用 3888 端口做选举通信", "support_level": "indirect", "evidence_bindings": []},
           {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "188978561024 这个节点本身没有 ERROR 日志",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T3", "tool_name": "query_logs", "source_invocation_ids": ["zq-3"], "evidence_excerpt": "\"total\": 0"}]},
           {"claim_id": "c4", "claim_type": "root_cause", "claim_text": "按之前的案例，这种反复断连是 leader 的 GC 停顿超过 syncLimit 导致的",
            "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "zk-case-12", "tool_name": "lookup_knowledge", "source_invocation_ids": ["zq-1b"], "evidence_excerpt": "GC 停顿超过 syncLimit"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": ["188978561024 的 GC 日志"],
       "user_facing_answer": "本节点与 188978561024 连接反复中断；该节点没有 ERROR 日志。"}),
    [inv("zq-1b", 1, "lookup_knowledge", {"query": "Connection broken GC syncLimit"},
         {"query": "Connection broken GC syncLimit", "chunks": [
             {"chunk_id": "zk-case-12", "source_doc": "cases/zk-2015-07.md", "retrieval_layer": "past_incident", "relevance": "high",
              "content": "反复出现 Connection broken for id 时，多为 leader 的 GC 停顿超过 syncLimit 导致 follower 断连。", "deduped": True}]}),
     inv("zq-2", 2, "query_logs", {"system": "Zookeeper", "around": "19:26:38"}, "\n".join(L(ZK, 1609, 1616)), [(ZK, 1609, 1616)]),
     inv("zq-3", 2, "query_logs", {"host": "188978561024", "level": "ERROR"}, {"total": 0, "logs": []})],
    "LOW_CONFID",
    [F("本节点与 id 188978561024 的连接在 19:26:38,572 断开，随后 SendWorker 退出", "direct_evidence", "line 1612 Connection broken 19:26:38,572; line 1613 Send worker leaving thread 19:26:38,683", cid="c1"),
     F("ZooKeeper 使用 3888 端口做选举通信", "no_evidence", "background, non-critical", crit=False, cid="c2"),
     F("188978561024 这个节点本身没有 ERROR 日志", "no_evidence", "only a no-hit query", cid="c3"),
     F("按之前的案例，这种反复断连是 leader 的 GC 停顿超过 syncLimit 导致的", "no_evidence", "the only chunk carrying it is deduped (zq-1b) -> no_evidence", cid="c4")])

def ssh_recs(a, b):
    out = []
    for x in L(SSH, a, b):
        head, msg = x.split(": ", 1)
        p = head.split()
        out.append({"ts": " ".join(p[0:3]), "host": p[3], "process": p[4], "message": msg})
    return out


# bR-030
add("bR-030", ["source:openssh", "format:json_raw", "class:excerpt_format", "class:quantity", "class:faithful"],
    "LabSZ 10:58 左右 ssh 登录失败告警，来源是谁？",
    J({"answer_version": "v2", "diagnosis_summary": "183.62.140.253 对 root 持续密码尝试",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "183.62.140.253 在 10:58:37–10:58:52 之间对 root 账号共 8 次密码验证失败",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["ssh-q-10"], "evidence_excerpt": "Failed password for root from 183.62.140.253 port 52316 ssh2"}]},
           {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "每次失败后连接都以 Received disconnect from 183.62.140.253: 11: Bye Bye [preauth] 结束",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["ssh-q-10"], "evidence_excerpt": "{\"process\": \"sshd[25134]\", \"message\": \"Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]\"}"}]},
           {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "sshd[25140] 的那次失败来自端口 53891",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["ssh-q-10"], "evidence_excerpt": "Dec 10 10:58:46 LabSZ sshd[25140]: Failed password for root from 183.62.140.253 port 53891 ssh2"}]},
           {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议在防火墙上封禁 183.62.140.253", "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "来源是 183.62.140.253：10:58:37–10:58:52 对 root 共 8 次密码失败，每次都被 preauth 断开。"}),
    [inv("ssh-q-10", 1, "query_logs", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 10:58:37", "to": "Dec 10 10:58:52"},
         {"total": 24, "logs": ssh_recs(1402, 1425)}, [(SSH, 1402, 1425)])],
    "PASS",
    [F("183.62.140.253 在 10:58:37–10:58:52 之间对 root 账号共 8 次密码验证失败", "direct_evidence", "8 Failed password lines, first 10:58:37, last 10:58:52", cid="c1"),
     F("每次失败后连接都以 Received disconnect from 183.62.140.253: 11: Bye Bye [preauth] 结束", "direct_evidence", "each of the 8 Failed lines is followed by this disconnect; JSON excerpt pairs match one record", cid="c2"),
     F("sshd[25140] 的那次失败来自端口 53891", "direct_evidence", "whole-line excerpt of that record", cid="c3"),
     F("建议在防火墙上封禁 183.62.140.253", "no_evidence", "recommendation, non-critical", crit=False, cid="c4")])

# bR-031
add("bR-031", ["source:openssh", "format:nl_paragraph", "class:fabricated_id", "class:paraphrase_zh"],
    "09:15 那波 POSSIBLE BREAK-IN ATTEMPT 告警是哪个 IP？",
    "09:15 前后 187.141.143.180 反复用 root 账号登录失败。"
    "它的反向解析 customer-187-141-143-180-sta.uninet-ide.com.mx 校验失败，sshd 因此标记了 POSSIBLE BREAK-IN ATTEMPT。"
    "09:15:47 那次失败来自端口 46878。"
    "09:16:03 的那次失败来源是 187.141.143.108 的 50811 端口。"
    "建议把这个网段加入 fail2ban。",
    [inv("syslog-5521", 1, "search_syslog", {"host": "LabSZ", "from": "Dec 10 09:15:41", "to": "Dec 10 09:16:06"},
         "\n".join(L(SSH, 655, 672)), [(SSH, 655, 672)])],
    "REJECT",
    [F("09:15 前后 187.141.143.180 反复用 root 账号登录失败", "direct_evidence", "Failed password for root from 187.141.143.180 at 09:15:47, :52, :57, 09:16:03"),
     F("它的反向解析 customer-187-141-143-180-sta.uninet-ide.com.mx 校验失败，sshd 因此标记了 POSSIBLE BREAK-IN ATTEMPT", "direct_evidence", "reverse mapping checking getaddrinfo ... failed - POSSIBLE BREAK-IN ATTEMPT!"),
     F("09:15:47 那次失败来自端口 46878", "direct_evidence", "sshd[24571] Failed password ... port 46878"),
     F("09:16:03 的那次失败来源是 187.141.143.108 的 50811 端口", "contradicted", "fabricated IP: the record says 187.141.143.180 port 50811")])

# bR-032
add("bR-032", ["source:openssh", "format:json_malformed", "class:unsupported_cause", "class:faithful"],
    "183.62.140.253 还在扫吗？为什么会盯上我们",
    "{\n  \"answer_version\": \"v2\",\n  \"claims\": [\n"
    "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"183.62.140.253 在 10:58:54 到 10:59:02 之间又对 root 密码失败了 5 次\", \"support_level\": \"direct\"},\n"
    "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"最后一次失败来自 sshd[25158]，端口 57092\", \"support_level\": \"direct\"},\n"
    "    {\"claim_id\": \"c3\", \"claim_type\": \"root_cause\", \"claim_text\": \"对方用的是一份网上泄露的弱口令字典\", \"support_level\": \"direct\"},  // 来自经验\n"
    "  ],\n  \"user_facing_answer\": \"建议先封禁这个 IP\"\n",
    [inv("ssh-tail-2", 1, "kubectl_logs", {"node": "LabSZ", "unit": "sshd", "since": "10:58:54"},
         "\n".join(L(SSH, 1426, 1440)), [(SSH, 1426, 1440)])],
    "LOW_CONFID",
    [F("183.62.140.253 在 10:58:54 到 10:59:02 之间又对 root 密码失败了 5 次", "direct_evidence", "Failed password at 10:58:54, :56, :59, 10:59:00, :02 = 5"),
     F("最后一次失败来自 sshd[25158]，端口 57092", "direct_evidence", "line 1438"),
     F("对方用的是一份网上泄露的弱口令字典", "no_evidence", "nothing in the output says which wordlist; unsupported cause")])


# bR-033
add("bR-033", ["source:thunderbird", "format:json_fenced", "class:faithful", "class:paraphrase_zh"],
    "Thunderbird 监控 12:10 出现一堆 gmetad 报错，是什么",
    "```json\n" + J({
        "answer_version": "v2", "diagnosis_summary": "gmetad 拉不到多个数据源",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "tbird-admin1 上的 gmetad[1682] 在 12:10:01–12:10:11 之间多次报 data_thread() got not answer from any datasource，涉及 Thunderbird_A4、Thunderbird_B3 等数据源",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["tb-s1"], "evidence_excerpt": "data_thread() got not answer from any [Thunderbird_A4] datasource"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "tbird-sm1 的 ib_sm.x 在 12:10:06 报告 No topology change",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["tb-s1"], "evidence_excerpt": "[ib_sm_sweep.c:1455]: No topology change"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "bn688 的 ntpd 在 12:10:03 同步到 10.100.16.250，stratum 3",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["tb-s1"], "evidence_excerpt": "bn688/bn688 ntpd[21977]: synchronized to 10.100.16.250, stratum 3"}]},
            {"claim_id": "c4", "claim_type": "hypothesis", "claim_text": "可能是各集群的 gmond 汇聚节点同时失联", "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "gmetad 在 12:10 前后拉不到 A4、B3 等多个数据源；IB 拓扑和 NTP 同步都正常。"}, 2) + "\n```",
    [inv("tb-s1", 1, "search_syslog", {"cluster": "Thunderbird", "from": "Nov 9 12:10:01", "to": "Nov 9 12:10:12"},
         "\n".join(L(TB, 1105, 1125)), [(TB, 1105, 1125)])],
    "PASS",
    [F("tbird-admin1 上的 gmetad[1682] 在 12:10:01–12:10:11 之间多次报 data_thread() got not answer from any datasource，涉及 Thunderbird_A4、Thunderbird_B3 等数据源", "direct_evidence", "gmetad lines 12:10:01 (A4) ... 12:10:11 (B7)", cid="c1"),
     F("tbird-sm1 的 ib_sm.x 在 12:10:06 报告 No topology change", "direct_evidence", "ib_sm_sweep.c:1455 line", cid="c2"),
     F("bn688 的 ntpd 在 12:10:03 同步到 10.100.16.250，stratum 3", "direct_evidence", "bn688 ntpd line", cid="c3"),
     F("可能是各集群的 gmond 汇聚节点同时失联", "no_evidence", "hypothesis, non-critical", crit=False, cid="c4"),
     F("IB 拓扑和 NTP 同步都正常", "direct_evidence", "No topology change / No configuration change required; ntpd synchronized lines", extra=True)])

# bR-034
add("bR-034", ["source:thunderbird", "format:nl_bullets", "class:misattribution"],
    "tbird-admin1 这台管理节点 12:10 在干什么？",
    "- dadmin1 在 12:10:01 为 root 打开了 crond 会话\n"
    "- cadmin1 同一秒执行了 /projects/tbird/temps/get_temps c\n"
    "- tbird-admin1 上的 ntpd 在 12:10:03 同步到了 10.100.28.250\n"
    "- 另外 tbird-admin1 的 gmetad 在 12:10:12 更新 dn731 的 pkts_out.rrd 时报了 illegal attempt to update",
    [inv("q_tb_0912", 1, "query_logs", {"cluster": "Thunderbird", "time": "Nov 9 12:10"},
         "\n".join(L(TB, 1105, 1125)), [(TB, 1105, 1125)])],
    "REJECT",
    [F("dadmin1 在 12:10:01 为 root 打开了 crond 会话", "direct_evidence", "dadmin1 crond(pam_unix)[24261]: session opened for user root"),
     F("cadmin1 同一秒执行了 /projects/tbird/temps/get_temps c", "direct_evidence", "cadmin1 crond[19395] CMD line at 12:10:01"),
     F("tbird-admin1 上的 ntpd 在 12:10:03 同步到了 10.100.28.250", "contradicted", "that ntpd line is dn696's; tbird-admin1's own lines are gmetad"),
     F("另外 tbird-admin1 的 gmetad 在 12:10:12 更新 dn731 的 pkts_out.rrd 时报了 illegal attempt to update", "direct_evidence", "last line: RRD_update (.../dn731/pkts_out.rrd): illegal attempt to update")])

# bR-035
add("bR-035", ["source:hpc", "format:json_fenced", "class:status_wrong"],
    "HPC 交换机 gige4 的温度状态怎么样？",
    "查询结果如下：\n```json\n" + J({
        "answer_version": "v2", "diagnosis_summary": "gige 交换机温度正常",
        "claims": [
            {"claim_id": "c1", "claim_type": "alert_state", "claim_text": "gige4 在 1130825000 这次温度上报的状态是 normal",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hpc-1"], "evidence_excerpt": "167025 gige4 gige temperature 1130825000 1"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "node-250 的环境温度读数为 ambient=36",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hpc-1"], "evidence_excerpt": "263026 node-250 node temperature 1133576640 1 ambient=36"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "gige5 在 1131716359 和 1131439295 两次上报的温度状态都是 normal",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hpc-1"], "evidence_excerpt": "gige5 gige temperature 1131716359 1 normal"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "gige4 温度状态 normal，gige5 两次也都是 normal。"}, 2) + "\n```",
    [inv("hpc-1", 1, "query_logs", {"system": "HPC", "component": "temperature"},
         "\n".join(L(HPC, 1305, 1325)), [(HPC, 1305, 1325)])],
    "REJECT",
    [F("gige4 在 1130825000 这次温度上报的状态是 normal", "contradicted", "record 167025 gige4 ... 1130825000 1 warning", cid="c1"),
     F("node-250 的环境温度读数为 ambient=36", "direct_evidence", "record 263026", cid="c2"),
     F("gige5 在 1131716359 和 1131439295 两次上报的温度状态都是 normal", "direct_evidence", "records 207192 and 204253", cid="c3")])

# bR-036
add("bR-036", ["source:hpc", "format:nl_paragraph", "class:gap", "class:negation"],
    "node-119 最近有没有硬件故障？顺便看看机房温度",
    "gige3 在 1132547419 这次上报的温度状态是 warning。"
    "这批节点里环境温度最高的是 node-250，ambient=36。"
    "node-33 的读数是 ambient=34。"
    "node-119 一直正常，没有出过硬件故障。"
    "建议持续关注 gige3 的温度。",
    [inv("call_hpc_n119", 1, "query_logs", {"system": "HPC", "host": "node-119", "state": "failure"}, {"total": 0, "logs": []}),
     inv("call_hpc_temp", 1, "query_logs", {"system": "HPC", "component": "temperature", "offset": 5}, "\n".join(L(HPC, 1310, 1325)), [(HPC, 1310, 1325)])],
    "LOW_CONFID",
    [F("gige3 在 1132547419 这次上报的温度状态是 warning", "direct_evidence", "record 243555"),
     F("这批节点里环境温度最高的是 node-250，ambient=36", "direct_evidence", "max ambient among returned node records is node-250's 36"),
     F("node-33 的读数是 ambient=34", "direct_evidence", "record 228175"),
     F("node-119 一直正常，没有出过硬件故障", "no_evidence", "node-119 appears only in a no-hit query; no-hit does not prove absence")])

# bR-037
add("bR-037", ["source:proxifier", "format:nl_bullets", "class:quantity", "class:paraphrase_zh"],
    "17:29 左右代理有连接失败吗？流量大概多少",
    "- HiSuiteDownLoader.exe 通过 proxy.cse.cuhk.edu.hk:5070 连接 update.hicloud.com:8180 失败，代理返回 status code 403\n"
    "- f12.baidu.com:80 单次最大接收 102173 bytes，约 99.7 KB\n"
    "- www.baidu.com:80 这次会话发送 11662 bytes、接收 7986 bytes，lifetime 00:02\n"
    "- c.csdnimg.cn:80 和 avatar.csdn.net:80 关闭时都是 0 字节收发\n"
    "- 其余连接都是 chrome.exe 发起的\n"
    "建议单独排查 HiSuite 的代理规则。",
    [inv("px-0729", 1, "search_syslog", {"file": "Proxifier", "from": "[07.26 17:28:22]", "to": "[07.26 17:29:42]"},
         "\n".join(L(PROX, 1500, 1518)), [(PROX, 1500, 1518)])],
    "PASS",
    [F("HiSuiteDownLoader.exe 通过 proxy.cse.cuhk.edu.hk:5070 连接 update.hicloud.com:8180 失败，代理返回 status code 403", "direct_evidence", "17:29:21 error line"),
     F("f12.baidu.com:80 单次最大接收 102173 bytes，约 99.7 KB", "direct_evidence", "17:29:33 close, 102173 bytes (99.7 KB) received; largest of the f12 sessions"),
     F("www.baidu.com:80 这次会话发送 11662 bytes、接收 7986 bytes，lifetime 00:02", "direct_evidence", "17:28:55 close line"),
     F("c.csdnimg.cn:80 和 avatar.csdn.net:80 关闭时都是 0 字节收发", "direct_evidence", "17:29:42 lines 0 bytes sent, 0 bytes received"),
     F("其余连接都是 chrome.exe 发起的", "direct_evidence", "every other line is chrome.exe *64")])

# bR-038
add("bR-038", ["source:proxifier", "format:json_raw", "class:value_wrong", "class:quantity"],
    "t12.baidu.com 这几条连接的流量和时长帮我列一下",
    J({"answer_version": "v2", "diagnosis_summary": "t12 连接流量统计",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "t12.baidu.com:80 在 17:29:17 关闭的那条连接接收了 40.9 KB",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["pxq-3"], "evidence_excerpt": "t12.baidu.com:80 close, 1915 bytes (1.87 KB) sent"}]},
           {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "17:29:08 关闭的那条 t12.baidu.com:80 连接收发都是 0 字节，存活 11 秒",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["pxq-3"], "evidence_excerpt": "t12.baidu.com:80 close, 0 bytes sent, 0 bytes received, lifetime 00:11"}]},
           {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "chrome.exe 在 17:28:56 和 17:28:57 各经代理打开了一次 t12.baidu.com:80",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["pxq-3"], "evidence_excerpt": "[07.26 17:28:57] chrome.exe *64 - t12.baidu.com:80 open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "t12.baidu.com 一条连接收了 40.9 KB，另一条 0 字节 11 秒后关闭。"}),
    [inv("pxq-3", 1, "query_logs", {"source": "Proxifier", "keyword": "baidu"},
         "\n".join(L(PROX, 1500, 1518)), [(PROX, 1500, 1518)])],
    "REJECT",
    [F("t12.baidu.com:80 在 17:29:17 关闭的那条连接接收了 40.9 KB", "contradicted", "record: 4198 bytes (4.09 KB) received", cid="c1"),
     F("17:29:08 关闭的那条 t12.baidu.com:80 连接收发都是 0 字节，存活 11 秒", "direct_evidence", "lifetime 00:11, 0 bytes both ways", cid="c2"),
     F("chrome.exe 在 17:28:56 和 17:28:57 各经代理打开了一次 t12.baidu.com:80", "direct_evidence", "open lines at 17:28:56 and 17:28:57; excerpt is the second line verbatim", cid="c3")])

# bR-039
add("bR-039", ["source:bgl", "format:json_indented", "class:bad_reference", "class:faithful"],
    "BGL 7 月 9 日中午一堆节点在生成 core，帮我列一下",
    J({"answer_version": "v2", "diagnosis_summary": "多个计算节点相继生成 core 文件",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "R13-M0-NB-C:J15-U11 在 2005-07-09 12:50:06 生成了 core.22376",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["bgl-core-1"], "evidence_excerpt": "R13-M0-NB-C:J15-U11 RAS KERNEL INFO generating core.22376"}]},
           {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "13:05 这一分钟内 R21-M0-N9-C:J17-U01、R20-M1-N2-C:J07-U01、R25-M1-N2-C:J03-U01 三个节点相继生成 core 文件",
            "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T3", "tool_name": "query_logs", "source_invocation_ids": ["T3"], "evidence_excerpt": "RAS KERNEL INFO generating core.55384"}]},
           {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "R36-M1-N4-C:J15-U11 生成的是 core.61172",
            "support_level": "direct", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": ["收集 core 文件做栈分析"], "missing_info": [],
       "user_facing_answer": "12:50 起陆续有节点生成 core，13:05 一分钟内就有三个。"}, 2),
    [inv("bgl-core-1", 1, "query_logs", {"system": "BGL", "keyword": "generating core", "date": "2005.07.09"},
         "\n".join(L(BGL, 700, 715)), [(BGL, 700, 715)])],
    "PASS",
    [F("R13-M0-NB-C:J15-U11 在 2005-07-09 12:50:06 生成了 core.22376", "direct_evidence", "line 700, excerpt in the referenced call", cid="c1"),
     F("13:05 这一分钟内 R21-M0-N9-C:J17-U01、R20-M1-N2-C:J07-U01、R25-M1-N2-C:J03-U01 三个节点相继生成 core 文件", "indirect_support", "content is in the output (13.05.08/.18/.53) but binding points to T3, which does not exist (only one call)", cid="c2"),
     F("R36-M1-N4-C:J15-U11 生成的是 core.61172", "indirect_support", "supported by line 708 but the claim has no binding", cid="c3"),
     F("12:50 起陆续有节点生成 core", "direct_evidence", "records from 12.50.06 onwards", extra=True)])

# bR-040
add("bR-040", ["source:apache", "format:json_with_text", "class:unsupported_cause", "class:count_wrong", "class:faithful"],
    "Apache 20:34 报 mod_jk error state，什么原因？",
    "先说结论，细节在 JSON 里。\n" + J({
        "answer_version": "v2", "diagnosis_summary": "mod_jk workerEnv 初始化后进入 error state",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "20:34:25 mod_jk 共报了 3 次 workerEnv in error state",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["ap-err-1"], "evidence_excerpt": "[error] mod_jk child workerEnv in error state 7"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "每次 error 之前都有一条 workerEnv.init() ok /etc/httpd/conf/workers2.properties",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["ap-err-1"], "evidence_excerpt": "workerEnv.init() ok /etc/httpd/conf/workers2.properties"}]},
            {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "workers2.properties 在 20:30 被人改过，改错了 worker 配置",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["ap-err-1"], "evidence_excerpt": "/etc/httpd/conf/workers2.properties"}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "20:37:29 jk2_init() 找到了 child 2028、2027 和 2029",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["ap-err-1"], "evidence_excerpt": "jk2_init() Found child 2028 in scoreboard slot 9"}]}],
        "hypotheses": [], "recommended_actions": ["回滚 workers2.properties"], "missing_info": [],
        "user_facing_answer": "mod_jk 在 20:34:25 三次进入 error state，原因是 workers2.properties 在 20:30 被改错。"}),
    [inv("ap-err-1", 1, "search_syslog", {"file": "Apache error_log", "from": "Sun Dec 04 20:34:20 2005", "to": "Sun Dec 04 20:37:46 2005"},
         "\n".join(L(APACHE, 1000, 1012)), [(APACHE, 1000, 1012)])],
    "LOW_CONFID",
    [F("20:34:25 mod_jk 共报了 3 次 workerEnv in error state", "direct_evidence", "three [error] lines at 20:34:25 (states 7, 9, 7)", cid="c1"),
     F("每次 error 之前都有一条 workerEnv.init() ok /etc/httpd/conf/workers2.properties", "direct_evidence", "each error line is preceded by an init() ok line", cid="c2"),
     F("workers2.properties 在 20:30 被人改过，改错了 worker 配置", "no_evidence", "no record at 20:30 and nothing about an edit; the excerpt only shows the file path", cid="c3"),
     F("20:37:29 jk2_init() 找到了 child 2028、2027 和 2029", "direct_evidence", "three Found child lines at 20:37:29", cid="c4")])

# ---------------------------------------------------------------- write
for c in CASES:
    pass
with open(os.path.join(OUT, "cases.jsonl"), "w", encoding="utf-8") as f:
    for c in CASES:
        f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
with open(os.path.join(OUT, "windows.jsonl"), "w", encoding="utf-8") as f:
    for w in WINDOWS:
        f.write(json.dumps(w, ensure_ascii=False) + "\n")
