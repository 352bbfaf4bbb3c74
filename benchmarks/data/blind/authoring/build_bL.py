#!/usr/bin/env python3
"""bL blind cases: reads verbatim windows from /work/blind/sources and writes cases.jsonl + windows.jsonl.

Every answer, query and gold label below is hand-written, one case at a time.
"""
import csv
import json
import re
import sys
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent
NZ = "nezha/rca_data/2023-01-29/"
_cache = {}
WINDOWS = []
CASES = []


def lines(src, a, b):
    if src not in _cache:
        _cache[src] = (SRC / src).read_text(encoding="utf-8").splitlines()
    return _cache[src][a - 1:b]


def win(cid, inv, src, a, b):
    WINDOWS.append({"case_id": cid, "invocation_id": inv, "source": src, "lines": [a, b]})


def text(cid, inv, src, a, b, keep=None):
    """Plain-text log output: verbatim lines a..b (optionally only those containing one of `keep`)."""
    win(cid, inv, src, a, b)
    ls = lines(src, a, b)
    if keep:
        ls = [l for l in ls if any(k in l for k in keep)]
    return "\n".join(ls)


def nz_rec(line):
    r = next(csv.reader([line]))
    msg = json.loads(r[7])["log"].rstrip("\n")
    m = re.match(r"\S+ (\w+)\s", msg)
    return {"ts": r[0], "level": m.group(1), "pod": r[3], "node": r[2], "trace_id": r[5], "message": msg}


def nz_logs(cid, inv, src, a, b, keep=None):
    win(cid, inv, NZ + src, a, b)
    ls = lines(NZ + src, a, b)
    if keep:
        ls = [l for l in ls if any(k in l for k in keep)]
    recs = [nz_rec(l) for l in ls]
    return {"total": len(recs), "logs": recs}


def metric_rows(cid, inv, pod, a, b, cols):
    src = NZ + "metric/" + pod + "_metric.csv"
    win(cid, inv, src, a, b)
    head = lines(src, 1, 1)[0].split(",")
    rows = [dict(zip(head, l.split(","))) for l in lines(src, a, b)]
    return rows, head


def series(pod, a, b, col, name, unit, service):
    src = NZ + "metric/" + pod + "_metric.csv"
    head = lines(src, 1, 1)[0].split(",")
    rows = [dict(zip(head, l.split(","))) for l in lines(src, a, b)]
    vals = [float(r[col]) for r in rows]
    return {"metric": name, "service": service, "max": round(max(vals), 4),
            "avg": round(sum(vals) / len(vals), 4), "last": round(vals[-1], 4), "unit": unit}


def mwin(cid, inv, pod, a, b):
    win(cid, inv, NZ + "metric/" + pod + "_metric.csv", a, b)


def table(cid, inv, pod, a, b, cols):
    rows, _ = metric_rows(cid, inv, pod, a, b, cols)
    return {"pod": pod, "columns": ["Time"] + cols,
            "rows": [[r["Time"][:19]] + [r[c] for c in cols] for r in rows]}


def hdfs_rec(line):
    m = re.match(r"(\d{6}) (\d{6}) (\d+) (\w+) ([^:]+): (.*)$", line)
    return {"date": m.group(1), "time": m.group(2), "pid": m.group(3), "level": m.group(4),
            "component": m.group(5), "message": m.group(6)}


def inv(iid, sid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": sid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": ok, "error": err}


def F(fact, ver, note, crit=True, cid=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": ver, "note": note}
    if cid:
        d["claim_id"] = cid
    if extra:
        d["origin"] = "answer_extra"
    return d


def case(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def J(obj, indent=None):
    return json.dumps(obj, ensure_ascii=False, indent=indent)


# ---------------------------------------------------------------- Nezha (TrainTicket)
L44 = "log/08_44_log.csv"
L25 = "log/09_25_log.csv"
L26 = "log/09_26_log.csv"
L43 = "log/08_43_log.csv"

# bL-001 faithful / paraphrase_zh, NL bullets, PASS
c = "bL-001"
o1 = nz_logs(c, "call_7f3a91", L44, 225, 256)
o2 = text(c, "call_7f3a92", NZ + L44, 286, 298, keep=["ts-food-service"])
case(c, ["source:nezha_trainticket", "format:nl_bullets", "class:faithful", "class:paraphrase_zh"],
     "16:43 左右订票下单偶发失败，帮我看下 preserve 这条链路是怎么回事？",
     "排查结果如下：\n"
     "- ts-contacts-service-866bd68c97-xcqfx 在 16:43:25.579 报 ERROR，按 contactsId 查不到联系人（No contacts according to contactsId）。\n"
     "- 同一条链路 fbb1c2904ee397adaf90efb157db6791 上，ts-preserve-service-b5ccf8557-j4txs 抛出 IllegalStateException，提示 No instances available for ts-food-service。\n"
     "- 在这个异常之前，preserve 已经走完了下单（Do Order Complete）和买保险（Preserve Buy Assurance Success）两步。\n"
     "- ts-food-service 自己在 08:43:25 也打了一条 ERROR：foodStoresListResult is null。\n"
     "- 建议先确认 ts-food-service 在注册中心里的实例状态。",
     [inv("call_7f3a91", c, 1, "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:00Z"}, o1),
      inv("call_7f3a92", c, 1, "query_logs", {"service": "ts-food-service", "start": "2023-01-29T08:43:20Z", "end": "2023-01-29T08:43:30Z"}, o2)],
     "PASS",
     [F("ts-contacts-service-866bd68c97-xcqfx 在 16:43:25.579 报 ERROR，按 contactsId 查不到联系人（No contacts according to contactsId）", "direct_evidence", "contacts pod ERROR line 253 at 16:43:25.579 with that message"),
      F("同一条链路 fbb1c2904ee397adaf90efb157db6791 上，ts-preserve-service-b5ccf8557-j4txs 抛出 IllegalStateException，提示 No instances available for ts-food-service", "direct_evidence", "preserve ERROR line 225 in that trace: java.lang.IllegalStateException: No instances available for ts-food-service"),
      F("在这个异常之前，preserve 已经走完了下单（Do Order Complete）和买保险（Preserve Buy Assurance Success）两步", "direct_evidence", "preserve lines at 26.358/26.374 precede the 26.379 ERROR"),
      F("ts-food-service 自己在 08:43:25 也打了一条 ERROR：foodStoresListResult is null", "direct_evidence", "food-service ERROR at 2023-01-29T08:43:25.323 in call_7f3a92")])

# bL-002 misattribution, indented JSON contract, REJECT
c = "bL-002"
o1 = nz_logs(c, "toolu_01Hq8vR2", L44, 225, 256, keep=["ts-preserve-service", "ts-contacts-service"])
ans = {"answer_version": "1.0",
       "diagnosis_summary": "preserve 下单链路在查询联系人时报错",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "ts-preserve-service-b5ccf8557-j4txs 在 08:43:25 报错 No contacts according to contactsId，联系人查询失败",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01Hq8vR2", "tool_name": "query_logs",
                                   "source_invocation_ids": ["toolu_01Hq8vR2"],
                                   "evidence_excerpt": "[findContactsById][contactsRepository.findById][No contacts according to contactsId]"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "ts-contacts-service-866bd68c97-xcqfx 打印了 FIND CONTACTS BY ID: 8c756d0c-b064-4dc6-b705-496a75343ddb",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01Hq8vR2", "tool_name": "query_logs",
                                   "source_invocation_ids": ["toolu_01Hq8vR2"],
                                   "evidence_excerpt": "FIND CONTACTS BY ID: 8c756d0c-b064-4dc6-b705-496a75343ddb"}]},
           {"claim_id": "c3", "claim_type": "hypothesis",
            "claim_text": "联系人数据可能被误删",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": ["联系人数据可能被误删"],
       "recommended_actions": ["核对 contacts 库中该 contactsId 的记录"],
       "missing_info": [],
       "user_facing_answer": "联系人数据可能被误删，建议核对 contacts 库。"}
case(c, ["source:nezha_trainticket", "format:json_indented", "class:misattribution"],
     "preserve 服务下单失败，报错是哪个服务打出来的？",
     J(ans, 2),
     [inv("toolu_01Hq8vR2", c, 1, "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "services": ["ts-preserve-service", "ts-contacts-service"]}, o1)],
     "REJECT",
     [F(ans["claims"][0]["claim_text"], "contradicted", "only the contacts pod logs that message; preserve has its own lines (Find contacts Complete, IllegalStateException)", cid="c1"),
      F(ans["claims"][1]["claim_text"], "direct_evidence", "contacts line 254 holds that message, excerpt matches", cid="c2"),
      F(ans["claims"][2]["claim_text"], "no_evidence", "hedged hypothesis, non-critical", crit=False, cid="c3")])

# bL-003 quantity (counts), NL paragraph, PASS
c = "bL-003"
o1 = nz_logs(c, "inv-3c1", L44, 286, 310, keep=["ts-food-service"])
o2 = nz_logs(c, "inv-3c2", L44, 526, 552, keep=["ts-food-service"])
case(c, ["source:nezha_trainticket", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
     "ts-food-service 订餐接口 16:43 这一分钟报错多不多？",
     "我分两段拉了 ts-food-service-f5756978c-k8vqf 的日志。"
     "第一段（08:43:20–08:43:50）共返回 10 条日志，其中 2 条是 ERROR。"
     "第二段（08:43:30–08:44:00）同样是 10 条，ERROR 也是 2 条。"
     "四条 ERROR 都来自 FoodServiceImpl#302，内容一致：获取食物请求失败，foodStoresListResult 为空，tripId 均为 D1345。"
     "最早一条出现在 08:43:25.323，最晚一条在 08:43:53.294。"
     "不排除是上游 station-food 偶发超时导致的。",
     [inv("inv-3c1", c, 1, "query_logs", {"service": "ts-food-service", "start": "2023-01-29T08:43:20Z", "end": "2023-01-29T08:43:50Z"}, o1),
      inv("inv-3c2", c, 1, "query_logs", {"service": "ts-food-service", "start": "2023-01-29T08:43:30Z", "end": "2023-01-29T08:44:00Z"}, o2)],
     "PASS",
     [F("我分两段拉了 ts-food-service-f5756978c-k8vqf 的日志", "direct_evidence", "two successful query_logs calls for that pod"),
      F("第一段（08:43:20–08:43:50）共返回 10 条日志，其中 2 条是 ERROR", "direct_evidence", "inv-3c1 total 10, ERROR at 25.323 and 45.585"),
      F("第二段（08:43:30–08:44:00）同样是 10 条，ERROR 也是 2 条", "direct_evidence", "inv-3c2 total 10, ERROR at 35.581 and 53.294"),
      F("四条 ERROR 都来自 FoodServiceImpl#302，内容一致：获取食物请求失败，foodStoresListResult 为空，tripId 均为 D1345", "direct_evidence", "all four ERROR messages: FoodServiceImpl#302 Get the Get Food Request Failed! foodStoresListResult is null tripId: D1345"),
      F("最早一条出现在 08:43:25.323，最晚一条在 08:43:53.294", "direct_evidence", "first/last ERROR timestamps match")])

# bL-004 count_wrong, fenced JSON contract, REJECT
c = "bL-004"
o1 = nz_logs(c, "call_b04e", L44, 600, 620, keep=["ts-order-service"])
ans = {"answer_version": "1.0",
       "diagnosis_summary": "ts-order-service 在 getSoldTickets 上出现大量余票为空告警",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "08:43:57 这一秒内 ts-order-service-5b67c48447-mv5hb 共打出 12 条 Left ticket info is empty 的 WARN",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_b04e", "tool_name": "query_logs",
                                   "source_invocation_ids": ["call_b04e"],
                                   "evidence_excerpt": "[getSoldTickets][Seat][Left ticket info is empty]"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "这些 WARN 涉及车次 G1234、G1236 和 G1237",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_b04e", "tool_name": "query_logs",
                                   "source_invocation_ids": ["call_b04e"],
                                   "evidence_excerpt": "train number: G1237"}]},
           {"claim_id": "c3", "claim_type": "recommendation",
            "claim_text": "建议检查 ts-seat-service 的余票计算",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": ["建议检查 ts-seat-service 的余票计算"], "missing_info": [],
       "user_facing_answer": "建议检查 seat 服务的余票计算。"}
case(c, ["source:nezha_trainticket", "format:json_fenced", "class:count_wrong"],
     "order-service 的余票告警刷屏了，具体多少条？",
     "```json\n" + J(ans, 2) + "\n```",
     [inv("call_b04e", c, 1, "query_logs", {"service": "ts-order-service", "level": "WARN,INFO", "start": "2023-01-29T08:43:57Z", "end": "2023-01-29T08:43:58Z"}, o1)],
     "REJECT",
     [F(ans["claims"][0]["claim_text"], "contradicted", "the output holds 6 such WARN records of that pod at 08:43:57, not 12", cid="c1"),
      F(ans["claims"][1]["claim_text"], "direct_evidence", "train numbers G1234, G1236, G1237 appear in those WARN lines", cid="c2"),
      F(ans["claims"][2]["claim_text"], "no_evidence", "recommendation, non-critical", crit=False, cid="c3")])
POD_CONTACTS = "ts-contacts-service-866bd68c97-xcqfx"
POD_BASIC = "ts-basic-service-5dc8d4f9fd-46997"
POD_FOOD = "ts-food-service-f5756978c-k8vqf"

# bL-005 quantity + Chinese metric names, NL bold labels, PASS
c = "bL-005"
mwin(c, "qm_5a1d", POD_CONTACTS, 6, 13)
o1 = {"alerts": [], "series": [
    series(POD_CONTACTS, 6, 13, "CpuUsage(m)", "CpuUsage", "m", POD_CONTACTS),
    series(POD_CONTACTS, 6, 13, "MemoryUsage(Mi)", "MemoryUsage", "MiB", POD_CONTACTS),
    series(POD_CONTACTS, 6, 13, "PodClientLatencyP90(s)", "PodClientLatencyP90", "s", POD_CONTACTS)]}
case(c, ["source:nezha_trainticket", "format:nl_bold_labels", "class:quantity", "class:hedged_distractor"],
     "contacts 服务 08:45 到 08:52 的资源和延迟情况怎么样？",
     "**CPU 使用量**：ts-contacts-service-866bd68c97-xcqfx 在 08:45–08:52 的峰值约 18.2m，也就是 0.018 核左右。\n"
     "**CPU 均值**：大约 11.5m。\n"
     "**内存**：最后一个采样点约 0.42 GiB，整体基本持平。\n"
     "**客户端 P90 延迟**：最高达到 20000 ms，最后一个点是 19 秒。\n"
     "**判断**：延迟抬升可能和 08:43 前后注入的故障有关，建议结合 trace 再确认。",
     [inv("qm_5a1d", c, 1, "query_metrics", {"service": POD_CONTACTS, "metrics": ["CpuUsage", "MemoryUsage", "PodClientLatencyP90"], "start": "2023-01-29T08:45:00Z", "end": "2023-01-29T08:52:30Z"}, o1)],
     "PASS",
     [F("ts-contacts-service-866bd68c97-xcqfx 在 08:45–08:52 的峰值约 18.2m，也就是 0.018 核左右", "direct_evidence", "CpuUsage max 18.2082 m = 0.0182 cores"),
      F("大约 11.5m", "direct_evidence", "CpuUsage avg 11.4647 m"),
      F("最后一个采样点约 0.42 GiB，整体基本持平", "direct_evidence", "MemoryUsage last 427.48 MiB = 0.417 GiB; max 427.48 vs avg 426.47"),
      F("最高达到 20000 ms，最后一个点是 19 秒", "direct_evidence", "PodClientLatencyP90 max 20.0 s, last 19.0 s")])

# bL-006 value_wrong, NL sloppy, REJECT
c = "bL-006"
o1 = table(c, "get_pod_metrics-0x6b", POD_CONTACTS, 8, 14, ["PodClientLatencyP90(s)", "MemoryUsageRate(%)", "CpuUsage(m)"])
case(c, ["source:nezha_trainticket", "format:nl_sloppy", "class:value_wrong"],
     "contacts 的 latency 到底高不高？有人说 08:48 之后很慢",
     "看了下 get_pod_metrics 的数据 (08:47-08:53)\n"
     "contacts 的 client P90 latency 峰值才 2s 左右，不算夸张\n"
     "memory usage rate 一直在 21%~22% 之间\n"
     "08:53 那个点 P90 掉回 0.0046s\n"
     "结论: 可能是别的服务慢, 建议再查下 downstream",
     [inv("get_pod_metrics-0x6b", c, 1, "get_pod_metrics", {"pod": POD_CONTACTS, "from": "2023-01-29 08:47:00", "to": "2023-01-29 08:53:30"}, o1)],
     "REJECT",
     [F("看了下 get_pod_metrics 的数据 (08:47-08:53)", "direct_evidence", "get_pod_metrics rows 08:47:09-08:53:09"),
      F("contacts 的 client P90 latency 峰值才 2s 左右，不算夸张", "contradicted", "PodClientLatencyP90(s) peaks at 20 s (08:48:09), not ~2 s"),
      F("memory usage rate 一直在 21%~22% 之间", "direct_evidence", "MemoryUsageRate(%) 21.27-21.87 in all rows"),
      F("08:53 那个点 P90 掉回 0.0046s", "direct_evidence", "row 08:53:09 PodClientLatencyP90(s)=0.0046")])

# bL-007 entity_swap / misattribution, NL headings, REJECT
c = "bL-007"
o1 = nz_logs(c, "call_e07c", L25, 1171, 1198)
case(c, ["source:nezha_trainticket", "format:nl_headings", "class:entity_swap", "class:misattribution"],
     "检票（execute）失败，订单 2d814900-5c5a-4882-bc49-1f587b57a252 是哪里出的问题？",
     "## 结论\n"
     "ts-execute-service-775f544d9-zqvjb 在处理订单 2d814900-5c5a-4882-bc49-1f587b57a252 时报 Order not found。\n\n"
     "## 依据\n"
     "ts-order-service-5b67c48447-mv5hb 对这个订单返回了 Get Order By ID Fail。\n"
     "ts-order-other-service 查询同一订单是成功的（Get Order By ID Success）。\n\n"
     "## 下一步\n"
     "建议核对订单落在 order 还是 order-other 库。",
     [inv("call_e07c", c, 1, "query_logs", {"keyword": "2d814900-5c5a-4882-bc49-1f587b57a252", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:26:00Z"}, o1)],
     "REJECT",
     [F("ts-execute-service-775f544d9-zqvjb 在处理订单 2d814900-5c5a-4882-bc49-1f587b57a252 时报 Order not found", "contradicted", "only order-service logs 'Order not found'; execute-service's own ERROR says 'ticket execute error: Order Status Wrong'"),
      F("ts-order-service-5b67c48447-mv5hb 对这个订单返回了 Get Order By ID Fail", "direct_evidence", "order-service WARN lines 1171/1189 for that OrderId"),
      F("ts-order-other-service 查询同一订单是成功的（Get Order By ID Success）", "direct_evidence", "order-other lines 1173/1193 Get Order By ID Success for that OrderId")])

# bL-008 unsupported_cause, NL paragraph, LOW_CONFID
c = "bL-008"
o1 = text(c, "inv_pay_01", NZ + L25, 1300, 1356, keep=["ts-inside-payment-service"])
case(c, ["source:nezha_trainticket", "format:nl_paragraph", "class:unsupported_cause", "class:quantity"],
     "17:24 之后站内支付一直失败，原因是什么？",
     "ts-inside-payment-service-6f94c49ccd-4rdb2 在 17:24:40 到 17:25:07 之间共 4 次拒绝支付，提示订单状态不允许支付（Order status Not allowed to Pay）。"
     "这些订单之前已经被支付过一次。"
     "同一时段另有两笔请求走了 outside Pay 流程。"
     "支付服务的数据库连接池在那之前被调小了。"
     "建议把这几笔订单的状态流转拉出来看一下。",
     [inv("inv_pay_01", c, 1, "search_pod_logs", {"pod": "ts-inside-payment-service-6f94c49ccd-4rdb2", "since": "2023-01-29T09:24:00Z", "until": "2023-01-29T09:25:10Z"}, o1)],
     "LOW_CONFID",
     [F("ts-inside-payment-service-6f94c49ccd-4rdb2 在 17:24:40 到 17:25:07 之间共 4 次拒绝支付，提示订单状态不允许支付（Order status Not allowed to Pay）", "direct_evidence", "4 WARN lines InsidePaymentServiceImpl#71 at 17:24:40.947, 17:24:45.317, 17:25:02.673, 17:25:07.041"),
      F("这些订单之前已经被支付过一次", "no_evidence", "no record says the orders were already paid"),
      F("同一时段另有两笔请求走了 outside Pay 流程", "direct_evidence", "two [outside Pay] lines (17:24:30.379, 17:24:56.423)"),
      F("支付服务的数据库连接池在那之前被调小了", "no_evidence", "unsupported cause, no record about a connection pool")])

# bL-009 negation refuted, malformed JSON (single quotes) -> NL, REJECT
c = "bL-009"
o1 = nz_logs(c, "call_9d1f", L44, 540, 552, keep=["ts-food-service"])
o2 = table(c, "call_9d20", POD_FOOD, 3, 9, ["CpuUsage(m)", "MemoryUsage(Mi)"])
case(c, ["source:nezha_trainticket", "format:json_malformed", "class:negation"],
     "food 服务 16:43 那会儿正常吗？",
     "{'answer_version': '1.0', 'claims': [\n"
     "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'ts-food-service-f5756978c-k8vqf 在 08:43:53 前后的日志里没有任何报错', 'evidence_bindings': [{'source_invocation_ids': ['call_9d1f']}]},\n"
     "  {'claim_id': 'c2', 'claim_type': 'metric_finding', 'claim_text': 'food 服务 CPU 使用量在 08:46:09 达到峰值约 25m', 'evidence_bindings': [{'source_invocation_ids': ['call_9d20']}]},\n"
     "  {'claim_id': 'c3', 'claim_type': 'metric_finding', 'claim_text': '内存占用稳定在 490~492 MiB', 'evidence_bindings': [{'source_invocation_ids': ['call_9d20']}]}\n"
     "], 'user_facing_answer': '建议继续观察 food 服务。'}",
     [inv("call_9d1f", c, 1, "query_logs", {"service": "ts-food-service", "start": "2023-01-29T08:43:50Z", "end": "2023-01-29T08:43:55Z"}, o1),
      inv("call_9d20", c, 1, "get_pod_metrics", {"pod": POD_FOOD, "from": "08:42", "to": "08:48"}, o2)],
     "REJECT",
     [F("ts-food-service-f5756978c-k8vqf 在 08:43:53 前后的日志里没有任何报错", "contradicted", "the pod has an ERROR at 08:43:53.294 (foodStoresListResult is null)"),
      F("food 服务 CPU 使用量在 08:46:09 达到峰值约 25m", "direct_evidence", "CpuUsage(m)=25.06 at 08:46:09, the max of the rows"),
      F("内存占用稳定在 490~492 MiB", "direct_evidence", "MemoryUsage(Mi) 490.34-491.49")])
# bL-010 gap (no-hit + failed call), raw JSON contract, LOW_CONFID
c = "bL-010"
o3 = nz_logs(c, "call_q3", L26, 87, 99, keep=["ts-preserve-other-service"])
ans = {"answer_version": "1.0", "diagnosis_summary": "preserve-other 下单失败，basic 服务侧暂无异常",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "ts-basic-service-5dc8d4f9fd-46997 在 09:25:39 之后没有任何 ERROR 日志",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_q1", "tool_name": "query_logs", "source_invocation_ids": ["call_q1"], "evidence_excerpt": "total: 0"}]},
           {"claim_id": "c2", "claim_type": "metric_finding",
            "claim_text": "basic 服务的 CPU 使用率在 09:25 前后没有明显升高",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "metric", "source_id": "call_q2", "tool_name": "query_metrics", "source_invocation_ids": ["call_q2"], "evidence_excerpt": "CpuUsageRate"}]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:48 报 No instances available for ts-travel2-service",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_q3", "tool_name": "query_logs", "source_invocation_ids": ["call_q3"], "evidence_excerpt": "No instances available for ts-travel2-service"}]}],
       "hypotheses": [], "recommended_actions": ["重新拉取 basic 服务指标"], "missing_info": ["basic 服务指标查询超时"],
       "user_facing_answer": "建议稍后重新拉取 basic 服务的指标再确认。"}
case(c, ["source:nezha_trainticket", "format:json_raw", "class:gap"],
     "09:25:39 往 basic-service 注入了异常，它自己有没有报错？",
     J(ans),
     [inv("call_q1", c, 1, "query_logs", {"service": "ts-basic-service", "level": "ERROR", "start": "2023-01-29T09:25:39Z", "end": "2023-01-29T09:26:00Z"}, {"total": 0, "logs": []}),
      inv("call_q2", c, 1, "query_metrics", {"service": "ts-basic-service", "metric": "CpuUsageRate", "start": "2023-01-29T09:20:00Z", "end": "2023-01-29T09:30:00Z"}, None, ok=False, err="metrics backend timeout after 30s"),
      inv("call_q3", c, 1, "query_logs", {"service": "ts-preserve-other-service", "start": "2023-01-29T09:25:45Z", "end": "2023-01-29T09:25:50Z"}, o3)],
     "LOW_CONFID",
     [F(ans["claims"][0]["claim_text"], "no_evidence", "only a no-hit query; absence is not proven", cid="c1"),
      F(ans["claims"][1]["claim_text"], "no_evidence", "bound to a failed call; no metric data returned", cid="c2"),
      F(ans["claims"][2]["claim_text"], "direct_evidence", "preserve-other ERROR line 91 at 09:25:48.531 with that nested exception", cid="c3")])

# bL-011 runbook_only + excerpt_format, text + JSON contract, PASS
c = "bL-011"
o1 = nz_logs(c, "toolu_01XKc9", L26, 2, 20)
o2 = {"query": "IllegalStateException No instances available", "chunks": [
    {"chunk_id": "rb-ribbon-007", "source_doc": "runbook/trainticket-ribbon.md", "retrieval_layer": "runbook", "relevance": "high",
     "content": "IllegalStateException: No instances available for <svc> 表示负载均衡在注册中心里拿不到 <svc> 的任何可用实例。常见原因是目标服务实例全部下线或心跳超时被摘除。",
     "deduped": False}]}
ans = {"answer_version": "1.0", "diagnosis_summary": "preserve-other 调 travel2 时拿不到实例",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35 打出一条 ERROR",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01XKc9", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01XKc9"],
                                   "evidence_excerpt": "{\"level\": \"ERROR\", \"pod\": \"ts-preserve-other-service-66646bdb5b-fw7x9\", \"trace_id\": \"11b9d6451b2ff23e695b77253b0a7fd3\"}"}]},
           {"claim_id": "c2", "claim_type": "root_cause",
            "claim_text": "No instances available 表示负载均衡在注册中心里拿不到 ts-travel2-service 的可用实例",
            "support_level": "indirect",
            "evidence_bindings": [{"source_type": "knowledge", "source_id": "rb-ribbon-007", "tool_name": "lookup_knowledge", "source_invocation_ids": ["toolu_01XKd0"],
                                   "evidence_excerpt": "表示负载均衡在注册中心里拿不到 <svc> 的任何可用实例"}]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "同一链路里 ts-contacts-service-866bd68c97-xcqfx 正常执行了联系人查询（Find contacts）",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01XKc9", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01XKc9"],
                                   "evidence_excerpt": "[findContactsById][contactsRepository.findById][Find contacts]"}]}],
       "hypotheses": [], "recommended_actions": ["检查 ts-travel2-service 在注册中心的实例列表"], "missing_info": [],
       "user_facing_answer": "建议先检查 ts-travel2-service 在注册中心的实例列表。"}
case(c, ["source:nezha_trainticket", "format:json_with_text", "class:runbook_only", "class:excerpt_format"],
     "preserve-other 下单报 500，trace 11b9d6451b2ff23e695b77253b0a7fd3，帮忙定位一下",
     "结合日志和运维手册，结论如下：\n" + J(ans, 2) + "\n以上。",
     [inv("toolu_01XKc9", c, 1, "query_logs", {"trace_id": "11b9d6451b2ff23e695b77253b0a7fd3"}, o1),
      inv("toolu_01XKd0", c, 2, "lookup_knowledge", {"query": "IllegalStateException No instances available"}, o2)],
     "PASS",
     [F(ans["claims"][0]["claim_text"], "direct_evidence", "line 6 record: pod, level ERROR, trace_id match (excerpt as JSON pairs of the record)", cid="c1"),
      F(ans["claims"][1]["claim_text"], "indirect_support", "meaning comes only from the runbook chunk", cid="c2"),
      F(ans["claims"][2]["claim_text"], "direct_evidence", "contacts line 17 holds that message in this trace", cid="c3")])

# bL-012 time_wrong (order contradicted + unseen time), NL paragraph, REJECT
c = "bL-012"
o1 = nz_logs(c, "es-9a7e", L25, 865, 875)
case(c, ["source:nezha_trainticket", "format:nl_paragraph", "class:time_wrong", "class:status_wrong"],
     "trace 6d3d3d38dd68c1d9adb726a5eddff330 的下单失败，按时间顺序讲一下发生了什么",
     "按时间看，ts-preserve-service-b5ccf8557-j4txs 先在 09:25:01.256 完成了联系人查询（Find contacts Complete）。"
     "No instances available for ts-basic-service 这个异常出现在余票检查（Tickets Enough）之前。"
     "同样的异常在 09:26:30 又出现了一次。"
     "余票检查的结果是余票不足。"
     "或许 basic-service 那会儿刚好在重启。",
     [inv("es-9a7e", c, 1, "es_query", {"index": "trainticket-logs-2023.01.29", "trace_id": "6d3d3d38dd68c1d9adb726a5eddff330"}, o1)],
     "REJECT",
     [F("按时间看，ts-preserve-service-b5ccf8557-j4txs 先在 09:25:01.256 完成了联系人查询（Find contacts Complete）", "direct_evidence", "line 872 ts 09:25:01.256 Find contacts Complete"),
      F("No instances available for ts-basic-service 这个异常出现在余票检查（Tickets Enough）之前", "contradicted", "ERROR at 09:25:01.442 comes after Tickets Enough at 09:25:01.439"),
      F("同样的异常在 09:26:30 又出现了一次", "no_evidence", "no record at 09:26:30"),
      F("余票检查的结果是余票不足", "contradicted", "the check logged [Check tickets num][Tickets Enough]")])

# bL-013 fabricated_id (pod one character off), JSON with text, REJECT
c = "bL-013"
o1 = nz_logs(c, "call_13aa", L26, 87, 99, keep=["ts-preserve-other-service"])
o2 = text(c, "call_13ab", NZ + L26, 45, 55, keep=["ts-travel2-service"])
ans = {"answer_version": "1.0", "diagnosis_summary": "travel2 实例不可用",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:48.531 报 IllegalStateException: No instances available for ts-travel2-service",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_13aa", "tool_name": "query_logs", "source_invocation_ids": ["call_13aa"],
                                   "evidence_excerpt": "java.lang.IllegalStateException: No instances available for ts-travel2-service"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "ts-travel2-service-5c66d57d58-6mp2c 在 09:25:25 之后就没有再输出日志",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_13ab", "tool_name": "kubectl_logs", "source_invocation_ids": ["call_13ab"],
                                   "evidence_excerpt": "[getTickets][Calculate distance"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议先检查 travel2 的 Deployment 事件。"}
case(c, ["source:nezha_trainticket", "format:json_with_text", "class:fabricated_id"],
     "preserve-other 报 No instances available，是 travel2 哪个 pod 挂了？",
     J(ans) + "\n（如需我可以继续查 travel2 的事件）",
     [inv("call_13aa", c, 1, "query_logs", {"service": "ts-preserve-other-service", "start": "2023-01-29T09:25:45Z", "end": "2023-01-29T09:25:50Z"}, o1),
      inv("call_13ab", c, 1, "kubectl_logs", {"selector": "app=ts-travel2-service", "since_time": "2023-01-29T09:25:20Z"}, o2)],
     "REJECT",
     [F(ans["claims"][0]["claim_text"], "direct_evidence", "preserve-other ERROR line 91 at 09:25:48.531", cid="c1"),
      F(ans["claims"][1]["claim_text"], "contradicted", "pod name ...-6mp2c appears nowhere; the real pod is ts-travel2-service-5c66d57d58-6mp2b (one character off)", cid="c2")])

# bL-014 quantity + true denial + hedged distractor, metrics + logs, NL paragraph, PASS
c = "bL-014"
mwin(c, "qm-basic-1", POD_BASIC, 40, 47)
o1 = {"alerts": [], "series": [
    series(POD_BASIC, 40, 47, "PodClientLatencyP99(s)", "PodClientLatencyP99", "s", POD_BASIC),
    series(POD_BASIC, 40, 47, "CpuUsage(m)", "CpuUsage", "m", POD_BASIC)]}
o2 = nz_logs(c, "ql-basic-2", L25, 98, 121, keep=["ts-basic-service"])
case(c, ["source:nezha_trainticket", "format:nl_paragraph", "class:quantity", "class:negation", "class:hedged_distractor"],
     "basic-service 09:20 前后是不是很慢？日志里有报错吗？",
     "ts-basic-service-5dc8d4f9fd-46997 在 09:19–09:26 的 8 个采样点里，客户端 P99 延迟最高到 278.4 秒，约 4.6 分钟。"
     "P99 的均值约 68 秒，最后一个点已经回落到 0.04 秒左右。"
     "CPU 使用量一直很低，峰值约 11.4m。"
     "09:24:42–09:24:43 拉到的 24 条 basic-service 日志全是 INFO，没有 WARN 或 ERROR。"
     "延迟飙升可能和注入的 return 类故障有关，也可能是下游 price 服务变慢。",
     [inv("qm-basic-1", c, 1, "query_metrics", {"service": POD_BASIC, "metrics": ["PodClientLatencyP99", "CpuUsage"], "start": "2023-01-29T09:19:00Z", "end": "2023-01-29T09:26:30Z"}, o1),
      inv("ql-basic-2", c, 2, "query_logs", {"service": "ts-basic-service", "start": "2023-01-29T09:24:42Z", "end": "2023-01-29T09:24:44Z"}, o2)],
     "PASS",
     [F("ts-basic-service-5dc8d4f9fd-46997 在 09:19–09:26 的 8 个采样点里，客户端 P99 延迟最高到 278.4 秒，约 4.6 分钟", "direct_evidence", "PodClientLatencyP99 max 278.4 s = 4.64 min"),
      F("P99 的均值约 68 秒，最后一个点已经回落到 0.04 秒左右", "direct_evidence", "avg 67.84 s, last 0.0434 s"),
      F("CPU 使用量一直很低，峰值约 11.4m", "direct_evidence", "CpuUsage max 11.37 m"),
      F("09:24:42–09:24:43 拉到的 24 条 basic-service 日志全是 INFO，没有 WARN 或 ERROR", "direct_evidence", "ql-basic-2 total 24, all level INFO: a true denial")])
# ---------------------------------------------------------------- Loghub
HD = "loghub/HDFS/HDFS_2k.log"
OS = "loghub/OpenStack/OpenStack_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
AP = "loghub/Apache/Apache_2k.log"
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
HP = "loghub/Hadoop/Hadoop_2k.log"
BG = "loghub/BGL/BGL_2k.log"
LX = "loghub/Linux/Linux_2k.log"
SP = "loghub/Spark/Spark_2k.log"

# bL-015 faithful, raw JSON contract, PASS
c = "bL-015"
o1 = text(c, "call_hd15", HD, 318, 334)
ans = {"answer_version": "1.0", "diagnosis_summary": "多个 DataNode 在 081110 07:21-08:17 serving block 时出现异常",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "DataNode 10.251.26.8:50010 在 081110 080847 向 /10.251.31.85 发送 blk_-8522942048313632858 时抛出异常",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_hd15", "tool_name": "query_logs", "source_invocation_ids": ["call_hd15"],
                                   "evidence_excerpt": "10.251.26.8:50010:Got exception while serving blk_-8522942048313632858 to /10.251.31.85:"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "这段日志中共有 9 条 Got exception while serving 的 WARN",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_hd15", "tool_name": "query_logs", "source_invocation_ids": ["call_hd15"],
                                   "evidence_excerpt": "WARN dfs.DataNode$DataXceiver"}]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "同一时段 10.250.11.194:50010 正常送出了 blk_3087787567144441647",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_hd15", "tool_name": "query_logs", "source_invocation_ids": ["call_hd15"],
                                   "evidence_excerpt": "10.250.11.194:50010 Served block blk_3087787567144441647 to /10.251.91.84"}]},
           {"claim_id": "c4", "claim_type": "log_finding",
            "claim_text": "10.251.66.102:50010 在 081337 向自身 /10.251.66.102 发送 blk_6106884317961925960 时也出错了",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_hd99", "tool_name": "query_logs", "source_invocation_ids": ["call_hd99"],
                                   "evidence_excerpt": "10.251.66.102:50010:Got exception while serving blk_6106884317961925960 to /10.251.66.102:"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议检查上述 DataNode 的网络和磁盘。"}
case(c, ["source:hdfs", "format:json_raw", "class:faithful", "class:quantity", "class:bad_reference"],
     "HDFS 读块失败，081110 早上 7 点到 8 点之间的 DataNode 日志有什么异常？",
     J(ans),
     [inv("call_hd15", c, 1, "query_logs", {"source": "hdfs-datanode", "start": "081110 072100", "end": "081110 081800"}, o1)],
     "PASS",
     [F(ans["claims"][0]["claim_text"], "direct_evidence", "WARN line at 080847 with that block and peer", cid="c1"),
      F(ans["claims"][1]["claim_text"], "direct_evidence", "9 WARN lines in the 17-line output", cid="c2"),
      F(ans["claims"][2]["claim_text"], "direct_evidence", "INFO Served block line 080555", cid="c3"),
      F(ans["claims"][3]["claim_text"], "indirect_support", "content is in call_hd15, but the binding names call_hd99, which does not exist", cid="c4")])

# bL-016 excerpt_format (record JSON, whole line, message alone), indented JSON contract, PASS
c = "bL-016"
win(c, "toolu_01FsDel", HD, 1402, 1416)
o1 = {"total": 15, "logs": [hdfs_rec(l) for l in lines(HD, 1402, 1416)]}
ans = {"answer_version": "1.0", "diagnosis_summary": "04:47-04:48 DataNode 在批量删除数据块",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "dfs.FSDataset 在 081111 044759 删除了 blk_-1368324087589035770",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01FsDel", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01FsDel"],
                                   "evidence_excerpt": "{\"time\": \"044759\", \"message\": \"Deleting block blk_-1368324087589035770 file /mnt/hadoop/dfs/data/current/blk_-1368324087589035770\", \"component\": \"dfs.FSDataset\"}"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "044749 DataXceiver 从 /10.251.202.181:33345 接收 blk_-8879979113392880065",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01FsDel", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01FsDel"],
                                   "evidence_excerpt": "081111 044749 19766 INFO dfs.DataNode$DataXceiver: Receiving block blk_-8879979113392880065 src: /10.251.202.181:33345 dest: /10.251.202.181:50010"}]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "blk_9142114171015520823 位于 subdir48 目录下并已被删除",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01FsDel", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01FsDel"],
                                   "evidence_excerpt": "Deleting block blk_9142114171015520823 file /mnt/hadoop/dfs/data/current/subdir48/blk_9142114171015520823"}]}],
       "hypotheses": ["删除可能由 NameNode 的副本回收触发"], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "这段时间 DataNode 主要在删除数据块。删除可能由副本回收触发。"}
case(c, ["source:hdfs", "format:json_indented", "class:excerpt_format"],
     "04:47 左右 DataNode 磁盘占用突然下降，发生了什么？",
     J(ans, 2),
     [inv("toolu_01FsDel", c, 1, "query_logs", {"source": "hdfs", "start": "081111 044700", "end": "081111 044835"}, o1)],
     "PASS",
     [F(ans["claims"][0]["claim_text"], "direct_evidence", "record 044759 component dfs.FSDataset; excerpt is a JSON subset of that record", cid="c1"),
      F(ans["claims"][1]["claim_text"], "direct_evidence", "excerpt is the whole verbatim log line of that record", cid="c2"),
      F(ans["claims"][2]["claim_text"], "direct_evidence", "message of record 044812 quoted verbatim", cid="c3"),
      F("这段时间 DataNode 主要在删除数据块", "direct_evidence", "14 of 15 records are FSDataset Deleting block", extra=True)])

# bL-017 fabricated_id (block id one digit off), NL bold labels, REJECT
c = "bL-017"
o1 = text(c, "inv-17-a", HD, 698, 706)
case(c, ["source:hdfs", "format:nl_bold_labels", "class:fabricated_id", "class:entity_swap"],
     "081110 13:56 那会儿有客户端读块报错，查一下是哪个块",
     "**异常块**：10.251.214.130:50010 在 135653 发送 blk_424461424221613462 给 /10.251.71.193 时出错。\n"
     "**另一处**：10.251.215.70:50010 在 135806 发送 blk_-7391656937286046074 时也出现了 Got exception。\n"
     "**正常读**：10.251.214.18:50010 在 135803 成功 Served block blk_7297060562345904886。\n"
     "**目标端**：blk_-7391656937286046074 是发往 /10.251.71.193 的。\n"
     "**建议**：检查这两台 DataNode 的磁盘。",
     [inv("inv-17-a", c, 1, "query_logs", {"source": "hdfs", "start": "081110 135000", "end": "081110 143400"}, o1)],
     "REJECT",
     [F("10.251.214.130:50010 在 135653 发送 blk_424461424221613462 给 /10.251.71.193 时出错", "contradicted", "the record has blk_424461424221613461; blk_...462 is in no output (one digit off)"),
      F("10.251.215.70:50010 在 135806 发送 blk_-7391656937286046074 时也出现了 Got exception", "direct_evidence", "WARN line 135806 matches"),
      F("10.251.214.18:50010 在 135803 成功 Served block blk_7297060562345904886", "direct_evidence", "INFO line 135803 matches"),
      F("blk_-7391656937286046074 是发往 /10.251.71.193 的", "contradicted", "that block was served to /10.251.107.196; /10.251.71.193 is the peer of blk_424461424221613461")])

# bL-018 negation (true denial), NL sloppy, PASS
c = "bL-018"
o1 = {"total": 13, "logs": [hdfs_rec(l) for l in lines(HD, 1500, 1512)]}
win(c, "call_0x18", HD, 1500, 1512)
case(c, ["source:hdfs", "format:nl_sloppy", "class:negation", "class:paraphrase_zh"],
     "081111 06:00 到 06:16 HDFS 写入有没有报错？",
     "查了 0600-0616 的 hdfs log, 13 条全是 INFO\n"
     "这段时间没有 WARN 也没有 ERROR\n"
     "PacketResponder 收到了 blk_-5954527587435406374，大小 67108864，来自 /10.251.106.10\n"
     "blockMap 把 10.250.7.244:50010 加到了 blk_6095704128062577668 上, size 28484260\n"
     "写入可能是正常的, 建议再看下客户端侧",
     [inv("call_0x18", c, 1, "query_logs", {"source": "hdfs", "start": "081111 055900", "end": "081111 061700"}, o1)],
     "PASS",
     [F("查了 0600-0616 的 hdfs log, 13 条全是 INFO", "direct_evidence", "13 records, all INFO"),
      F("这段时间没有 WARN 也没有 ERROR", "direct_evidence", "true denial: no WARN/ERROR record in the output"),
      F("PacketResponder 收到了 blk_-5954527587435406374，大小 67108864，来自 /10.251.106.10", "direct_evidence", "record 061043 Received block ... of size 67108864 from /10.251.106.10"),
      F("blockMap 把 10.250.7.244:50010 加到了 blk_6095704128062577668 上, size 28484260", "direct_evidence", "record 060043 addStoredBlock")])
# bL-019 quantity (s -> ms, approximations), NL bullets, PASS
c = "bL-019"
o1 = text(c, "call_nv19a", OS, 23, 30, keep=["nova-compute"])
o2 = text(c, "call_nv19b", OS, 64, 71)
case(c, ["source:openstack", "format:nl_bullets", "class:quantity"],
     "虚机创建为什么这么慢？b9000564-fe1a-409b-b8cc-1e88b294cd1d 花了多久？",
     "结论：\n"
     "* 实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 的 spawn 耗时 19050 ms。\n"
     "* 整个 build 过程约 20 秒。\n"
     "* 下一台实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 申请了 2 GB 内存、20 GB 磁盘和 1 个 vCPU，claim 成功。\n"
     "* 宿主机总内存约 62.7 GiB，当时只用了 512 MB。\n"
     "* 耗时可能主要花在镜像拉取上，可以看下 glance 的日志。",
     [inv("call_nv19a", c, 1, "query_logs", {"service": "nova-compute", "instance": "b9000564-fe1a-409b-b8cc-1e88b294cd1d"}, o1),
      inv("call_nv19b", c, 1, "query_logs", {"service": "nova-compute", "logger": "nova.compute.claims", "start": "2017-05-16 00:00:31"}, o2)],
     "PASS",
     [F("实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 的 spawn 耗时 19050 ms", "direct_evidence", "Took 19.05 seconds to spawn the instance = 19050 ms"),
      F("整个 build 过程约 20 秒", "direct_evidence", "Took 19.84 seconds to build instance, within tolerance of 约 20"),
      F("下一台实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 申请了 2 GB 内存、20 GB 磁盘和 1 个 vCPU，claim 成功", "direct_evidence", "Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU; Claim successful"),
      F("宿主机总内存约 62.7 GiB，当时只用了 512 MB", "direct_evidence", "Total memory: 64172 MB (= 62.67 GiB), used: 512.00 MB")])

# bL-020 status_wrong, compact JSON contract, REJECT
c = "bL-020"
o1 = text(c, "toolu_nova20", OS, 60, 62, keep=["nova-api"])
ans = {"answer_version": "1.0", "diagnosis_summary": "nova-api 请求排查",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "req-0b851395-2895-44b9-8265-a27d0bb52910 的 os-server-external-events 请求返回 200，事件投递成功",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_nova20", "tool_name": "query_logs", "source_invocation_ids": ["toolu_nova20"],
                                   "evidence_excerpt": "POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events HTTP/1.1"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "创建实例的 POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers 返回 202",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_nova20", "tool_name": "query_logs", "source_invocation_ids": ["toolu_nova20"],
                                   "evidence_excerpt": "\"POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers HTTP/1.1\" status: 202"}]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "这次创建实例的 API 调用耗时约 6.7 秒",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_nova20", "tool_name": "query_logs", "source_invocation_ids": ["toolu_nova20"],
                                   "evidence_excerpt": "status: 202 len: 733 time: 0.6686139"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议再确认一下 neutron 侧的回调日志。"}
case(c, ["source:openstack", "format:json_compact", "class:status_wrong", "class:value_wrong"],
     "neutron 回调 nova 的 external events 有没有成功？",
     json.dumps(ans, ensure_ascii=False, separators=(",", ":")),
     [inv("toolu_nova20", c, 1, "query_logs", {"service": "nova-api", "start": "2017-05-16 00:00:21", "end": "2017-05-16 00:00:31"}, o1)],
     "REJECT",
     [F(ans["claims"][0]["claim_text"], "contradicted", "that request returned status: 404 after 'HTTP exception thrown: No instances found for any event'", cid="c1"),
      F(ans["claims"][1]["claim_text"], "direct_evidence", "line 62 req-6a763803 POST servers status: 202", cid="c2"),
      F(ans["claims"][2]["claim_text"], "contradicted", "the request took time: 0.6686139 s (~0.67 s), not ~6.7 s", cid="c3")])
# bL-021 unsupported_cause, NL paragraph, LOW_CONFID
c = "bL-021"
o1 = text(c, "call_a21", OS, 136, 146)
case(c, ["source:openstack", "format:nl_paragraph", "class:unsupported_cause"],
     "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 为什么被删了？",
     "nova-api 收到了一个针对 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 的 DELETE 请求，随后 nova-compute 开始 Terminating instance。"
     "这台实例的健康检查之前连续失败了好几次。"
     "hypervisor 上销毁实例用了 1.11 秒，释放网络用了 0.52 秒。"
     "删除是夜间的测试机清理任务发起的。",
     [inv("call_a21", c, 1, "query_logs", {"keyword": "96abccce-8d1f-4e07-b6d1-4b2ab87e23b4", "start": "2017-05-16 00:00:59"}, o1)],
     "LOW_CONFID",
     [F("nova-api 收到了一个针对 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 的 DELETE 请求，随后 nova-compute 开始 Terminating instance", "direct_evidence", "DELETE /v2/.../servers/96abccce... then Terminating instance"),
      F("这台实例的健康检查之前连续失败了好几次", "no_evidence", "no record mentions health checks"),
      F("hypervisor 上销毁实例用了 1.11 秒，释放网络用了 0.52 秒", "direct_evidence", "Took 1.11 seconds to destroy ...; Took 0.52 seconds to deallocate network"),
      F("删除是夜间的测试机清理任务发起的", "no_evidence", "unsupported cause; nothing names who issued the DELETE")])

# bL-022 bad_reference (non-existent invocation ids), JSON contract with text before, LOW_CONFID
c = "bL-022"
o1 = text(c, "call_os_1", OS, 1103, 1112, keep=["nova-compute"])
ans = {"answer_version": "1.0", "diagnosis_summary": "cp-1 资源与新实例生命周期",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 上共有 16 个可用 vCPU，已分配 1 个",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_os_9", "tool_name": "query_logs", "source_invocation_ids": ["call_os_9"],
                                   "evidence_excerpt": "Total usable vcpus: 16, total allocated vcpus: 1"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 在 00:08:20 先 VM Started，随后 VM Paused",
            "support_level": "direct",
            "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议继续观察该实例是否恢复运行。"}
case(c, ["source:openstack", "format:json_with_text", "class:bad_reference"],
     "cp-1 上新建的虚机一直是 paused 状态，看一下",
     "根据日志整理如下：" + J(ans),
     [inv("call_os_1", c, 1, "query_logs", {"service": "nova-compute", "host": "cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us", "start": "2017-05-16 00:08:18", "end": "2017-05-16 00:08:21"}, o1)],
     "LOW_CONFID",
     [F(ans["claims"][0]["claim_text"], "indirect_support", "content is in call_os_1, but the binding names call_os_9, which does not exist", cid="c1"),
      F(ans["claims"][1]["claim_text"], "indirect_support", "content matches lines 00:08:20.238/.330 but the claim has no binding", cid="c2")])

# bL-023 paraphrase_zh, NL bullets, PASS
c = "bL-023"
o1 = text(c, "zk_call_1", ZK, 690, 700)
case(c, ["source:zookeeper", "format:nl_bullets", "class:paraphrase_zh", "class:faithful"],
     "ZooKeeper myid=1 一直在选主，连不上其他节点吗？",
     "- myid=1 的节点在 2015-08-24 23:38:14 无法打开到 2 号节点选举地址 /10.10.34.12:3888 的通道。\n"
     "- 2015-08-25 00:00:14 它同样连不上 3 号节点 /10.10.34.13:3888。\n"
     "- 期间 FastLeaderElection 多次打印通知超时，值为 60000。\n"
     "- 可能是 2、3 号节点的 3888 端口被防火墙拦了。",
     [inv("zk_call_1", c, 1, "search_syslog", {"host": "zk-1", "pattern": "QuorumCnxManager|FastLeaderElection", "from": "2015-08-24 23:09", "to": "2015-08-25 00:43"}, o1)],
     "PASS",
     [F("myid=1 的节点在 2015-08-24 23:38:14 无法打开到 2 号节点选举地址 /10.10.34.12:3888 的通道", "direct_evidence", "WARN 23:38:14 Cannot open channel to 2 at election address /10.10.34.12:3888"),
      F("2015-08-25 00:00:14 它同样连不上 3 号节点 /10.10.34.13:3888", "direct_evidence", "WARN 00:00:14 Cannot open channel to 3 at election address /10.10.34.13:3888"),
      F("期间 FastLeaderElection 多次打印通知超时，值为 60000", "direct_evidence", "INFO Notification time out: 60000 at 23:25, 23:26, 00:23, 00:42")])

# bL-024 paraphrase with opposite predicate, malformed JSON (trailing comma), REJECT
c = "bL-024"
o1 = text(c, "call_zk24", ZK, 560, 570)
case(c, ["source:zookeeper", "format:json_malformed", "class:paraphrase_zh", "class:status_wrong", "class:value_wrong"],
     "7 月 30 日 23:44 ZooKeeper 集群重新选主的时候发生了什么？",
     "{\"answer_version\": \"1.0\", \"claims\": [\n"
     "  {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"23:43:23 myid=1 进入 LOOKING 状态\"},\n"
     "  {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"23:44:04 myid=1 成功连上了 3 号节点的选举地址 /10.10.34.13:3888\"},\n"
     "  {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"会话 0x34ede65503f005c 因超过 10000ms 超时被过期\"},\n"
     "  {\"claim_id\": \"c4\", \"claim_type\": \"log_finding\", \"claim_text\": \"21:03:44 为客户端 /10.10.34.11:40489 建立的会话协商超时为 100 秒\"},\n"
     "],\n\"user_facing_answer\": \"建议检查 2、3 号节点的网络。\"}",
     [inv("call_zk24", c, 1, "query_logs", {"source": "zookeeper", "start": "2015-07-30 23:03", "end": "2015-07-30 23:50"}, o1)],
     "REJECT",
     [F("23:43:23 myid=1 进入 LOOKING 状态", "direct_evidence", "23:43:23,613 QuorumPeer[myid=1] LOOKING"),
      F("23:44:04 myid=1 成功连上了 3 号节点的选举地址 /10.10.34.13:3888", "contradicted", "the 23:44:04 record says Cannot open channel to 3 at election address /10.10.34.13:3888"),
      F("会话 0x34ede65503f005c 因超过 10000ms 超时被过期", "direct_evidence", "Expiring session 0x34ede65503f005c, timeout of 10000ms exceeded"),
      F("21:03:44 为客户端 /10.10.34.11:40489 建立的会话协商超时为 100 秒", "contradicted", "negotiated timeout 10000 (ms) = 10 s, not 100 s")])

# bL-025 time_wrong (time no record has), NL headings, LOW_CONFID
c = "bL-025"
o1 = text(c, "inv_zk25", ZK, 754, 766, keep=["ERROR"])
case(c, ["source:zookeeper", "format:nl_headings", "class:time_wrong", "class:quantity"],
     "leader 上 LearnerHandler 报错，时间点都有哪些？",
     "## 现象\n"
     "leader 在 19:03:35 到 19:15:16 之间共记录了 5 次 LearnerHandler 的 Unexpected exception causing shutdown while sock still open。\n"
     "涉及的 follower 连接都来自 10.10.34.11。\n"
     "## 补充\n"
     "19:10:05 还出现过一次同样的报错。",
     [inv("inv_zk25", c, 1, "query_logs", {"source": "zookeeper", "level": "ERROR", "logger": "LearnerHandler", "start": "2015-07-29 19:00", "end": "2015-07-29 19:16"}, o1)],
     "LOW_CONFID",
     [F("leader 在 19:03:35 到 19:15:16 之间共记录了 5 次 LearnerHandler 的 Unexpected exception causing shutdown while sock still open", "direct_evidence", "5 ERROR lines, first 19:03:35, last 19:15:16"),
      F("涉及的 follower 连接都来自 10.10.34.11", "direct_evidence", "all 5 ERROR lines are LearnerHandler-/10.10.34.11:*"),
      F("19:10:05 还出现过一次同样的报错", "no_evidence", "no record at 19:10:05")])
# bL-026 quantity (counts), NL paragraph, PASS
c = "bL-026"
o1 = text(c, "call_ap26", AP, 1451, 1470)
case(c, ["source:apache", "format:nl_paragraph", "class:quantity", "class:faithful"],
     "Apache 12 月 5 日 10:38 到 10:44 的 error 日志多不多？",
     "12 月 5 日 10:38:04 到 10:43:51 之间，error_log 里共有 5 条 [error]。"
     "其中 mod_jk child workerEnv in error state 7 出现了 3 次，state 6 和 state 8 各 1 次。"
     "同一时段 jk2_init() 一共找到了 10 个 child 进程，例如 5470 和 5484。"
     "建议核对 workers2.properties 里的 channel 配置。",
     [inv("call_ap26", c, 1, "read_error_log", {"file": "/var/log/httpd/error_log", "from": "Mon Dec 05 10:38:04 2005", "to": "Mon Dec 05 10:43:51 2005"}, o1)],
     "PASS",
     [F("12 月 5 日 10:38:04 到 10:43:51 之间，error_log 里共有 5 条 [error]", "direct_evidence", "5 [error] lines in the 20-line output"),
      F("其中 mod_jk child workerEnv in error state 7 出现了 3 次，state 6 和 state 8 各 1 次", "direct_evidence", "state 7 at 10:38:04, 10:43:41, 10:43:51; state 6 at 10:38:04; state 8 at 10:43:39"),
      F("同一时段 jk2_init() 一共找到了 10 个 child 进程，例如 5470 和 5484", "direct_evidence", "10 'Found child' lines incl. 5470 and 5484")])

# bL-027 runbook_only + hedged_distractor, NL paragraph, PASS
c = "bL-027"
o1 = text(c, "toolu_ap27a", AP, 1300, 1312)
o2 = {"query": "mod_jk child workerEnv in error state", "chunks": [
    {"chunk_id": "kb-httpd-0193", "source_doc": "kb/apache-mod_jk.md", "retrieval_layer": "kb", "relevance": "medium",
     "content": "mod_jk 的 workerEnv in error state N 表示 jk2 worker 子进程初始化失败，N 为内部状态码。多数情况下与 workers2.properties 中的 channel 配置或 Tomcat 端口不可达有关。",
     "deduped": False}]}
case(c, ["source:apache", "format:nl_paragraph", "class:runbook_only", "class:hedged_distractor"],
     "httpd 的 mod_jk 一直报 error state，是什么意思？",
     "07:48:55 mod_jk child workerEnv 先后报了 error state 6 和 error state 7。"
     "07:48:56 又出现了一次 error state 6。"
     "按知识库的说法，workerEnv in error state 表示 jk2 worker 子进程初始化失败。"
     "可能是 Tomcat 的 8009 端口已经挂掉，也不排除是 SELinux 拦截了 socket。",
     [inv("toolu_ap27a", c, 1, "read_error_log", {"file": "/var/log/httpd/error_log", "from": "Mon Dec 05 07:48:04 2005", "to": "Mon Dec 05 07:48:56 2005"}, o1),
      inv("toolu_ap27b", c, 1, "lookup_knowledge", {"query": "mod_jk child workerEnv in error state"}, o2)],
     "PASS",
     [F("07:48:55 mod_jk child workerEnv 先后报了 error state 6 和 error state 7", "direct_evidence", "two [error] lines at 07:48:55 with state 6 then 7"),
      F("07:48:56 又出现了一次 error state 6", "direct_evidence", "[error] line at 07:48:56 state 6"),
      F("按知识库的说法，workerEnv in error state 表示 jk2 worker 子进程初始化失败", "indirect_support", "attributed to and found only in the knowledge chunk")])

# bL-028 negation refuted, NL sloppy, REJECT
c = "bL-028"
o1 = text(c, "call_ap28", AP, 1700, 1712)
case(c, ["source:apache", "format:nl_sloppy", "class:negation"],
     "13:44-13:45 这段 apache 有报错没",
     "看了 13:44:32 ~ 13:45:08 的 error_log\n"
     "workerEnv.init() ok 打了 5 次\n"
     "这段时间 mod_jk 没有任何 error，一直正常\n"
     "jk2_init() 找到了 child 5997、5998、5999",
     [inv("call_ap28", c, 1, "read_error_log", {"file": "/var/log/httpd/error_log", "from": "Mon Dec 05 13:44:32 2005", "to": "Mon Dec 05 13:45:08 2005"}, o1)],
     "REJECT",
     [F("看了 13:44:32 ~ 13:45:08 的 error_log", "direct_evidence", "read_error_log output spans 13:44:32-13:45:08"),
      F("workerEnv.init() ok 打了 5 次", "direct_evidence", "5 workerEnv.init() ok lines"),
      F("这段时间 mod_jk 没有任何 error，一直正常", "contradicted", "5 [error] mod_jk child workerEnv in error state lines in the output"),
      F("jk2_init() 找到了 child 5997、5998、5999", "direct_evidence", "three Found child lines")])

# bL-029 quantity (count per IP), NL sloppy, PASS
c = "bL-029"
o1 = text(c, "call_ssh29", SSH, 1230, 1250)
case(c, ["source:openssh", "format:nl_sloppy", "class:quantity", "class:paraphrase_zh"],
     "LabSZ 上 10:56 有人在爆破 root 吗？",
     "10:56:29-10:56:43 LabSZ sshd 的 log 看了下\n"
     "183.62.140.253 对 root 共 7 次 Failed password\n"
     "每次失败后对方都主动断开 (Received disconnect ... Bye Bye)\n"
     "端口从 56499 一路换到 58889\n"
     "可能是自动化脚本, 建议直接封掉这个 IP",
     [inv("call_ssh29", c, 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 10:56:29", "to": "Dec 10 10:56:43"}, o1)],
     "PASS",
     [F("10:56:29-10:56:43 LabSZ sshd 的 log 看了下", "direct_evidence", "search_syslog returned LabSZ sshd lines 10:56:29-10:56:43"),
      F("183.62.140.253 对 root 共 7 次 Failed password", "direct_evidence", "7 'Failed password for root from 183.62.140.253' lines"),
      F("每次失败后对方都主动断开 (Received disconnect ... Bye Bye)", "direct_evidence", "each Failed password is followed by Received disconnect ... Bye Bye"),
      F("端口从 56499 一路换到 58889", "direct_evidence", "ports 56499 ... 58889 in the Failed password lines")])

# bL-030 entity_swap (IP), indented JSON contract, REJECT
c = "bL-030"
win(c, "toolu_ssh30", SSH, 706, 720)
win(c, "toolu_ssh30", SSH, 1230, 1236)
o1 = "\n".join(lines(SSH, 706, 720) + lines(SSH, 1230, 1236))
ans = {"answer_version": "1.0", "diagnosis_summary": "两个来源 IP 在撞库",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "183.62.140.253 尝试登录不存在的用户 butter",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_ssh30", "tool_name": "search_syslog", "source_invocation_ids": ["toolu_ssh30"],
                                   "evidence_excerpt": "Invalid user butter from"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "187.141.143.180 的反向解析结果是 customer-187-141-143-180-sta.uninet-ide.com.mx，被标记为 POSSIBLE BREAK-IN ATTEMPT",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_ssh30", "tool_name": "search_syslog", "source_invocation_ids": ["toolu_ssh30"],
                                   "evidence_excerpt": "reverse mapping checking getaddrinfo for customer-187-141-143-180-sta.uninet-ide.com.mx [187.141.143.180] failed - POSSIBLE BREAK-IN ATTEMPT!"}]},
           {"claim_id": "c4", "claim_type": "log_finding",
            "claim_text": "187.141.143.180 在 09:16:48 到 09:17:00 之间共 5 次 Failed password",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_ssh30", "tool_name": "search_syslog", "source_invocation_ids": ["toolu_ssh30"],
                                   "evidence_excerpt": "Failed password for invalid user eoor from 187.141.143.180 port 45825 ssh2"}]},
           {"claim_id": "c3", "claim_type": "recommendation", "claim_text": "在防火墙上封禁这两个 IP", "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": ["在防火墙上封禁这两个 IP"], "missing_info": [],
       "user_facing_answer": "建议在防火墙上封禁这两个 IP。"}
case(c, ["source:openssh", "format:json_indented", "class:entity_swap", "class:misattribution", "class:count_wrong"],
     "LabSZ 的 sshd 有哪些可疑登录来源？",
     J(ans, 2),
     [inv("toolu_ssh30", c, 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "pattern": "Invalid user|Failed password|POSSIBLE BREAK-IN"}, o1)],
     "REJECT",
     [F(ans["claims"][0]["claim_text"], "contradicted", "'Invalid user butter' comes from 187.141.143.180; 183.62.140.253 has its own lines (Failed password for root)", cid="c1"),
      F(ans["claims"][1]["claim_text"], "direct_evidence", "reverse mapping line 09:16:53 for 187.141.143.180", cid="c2"),
      F(ans["claims"][3]["claim_text"], "no_evidence", "recommendation, non-critical", crit=False, cid="c3"),
      F(ans["claims"][2]["claim_text"], "contradicted", "3 Failed password lines for that IP in the window (09:16:50, 09:16:55, 09:17:00), not 5", cid="c4")])

# bL-031 gap (failed call + deduped chunk), NL bullets, LOW_CONFID
c = "bL-031"
o2 = {"query": "sshd Failed password root 爆破", "chunks": [
    {"chunk_id": "kb-sec-044", "source_doc": "kb/ssh-bruteforce.md", "retrieval_layer": "kb", "relevance": "high",
     "content": "LabSZ 在 12 月 10 日曾被 183.62.140.253 持续爆破 root 账号，已通过 fail2ban 封禁。", "deduped": True}]}
case(c, ["source:openssh", "format:nl_bullets", "class:gap"],
     "LabSZ 今天 11 点之后还有没有被爆破？",
     "- 11:00 之后 LabSZ 的 sshd 认证日志里没有新的失败记录。\n"
     "- 183.62.140.253 已经被 fail2ban 封禁。\n"
     "- 如需确认，建议稍后重新拉一次 auth.log。",
     [inv("call_ssh31a", c, 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 11:00:00"}, None, ok=False, err="ssh: connect to host log-gw port 22: Connection timed out"),
      inv("call_ssh31b", c, 1, "lookup_knowledge", {"query": "sshd Failed password root 爆破"}, o2)],
     "LOW_CONFID",
     [F("11:00 之后 LabSZ 的 sshd 认证日志里没有新的失败记录", "no_evidence", "the log search failed; nothing was returned"),
      F("183.62.140.253 已经被 fail2ban 封禁", "no_evidence", "only in a deduped knowledge chunk")])
# bL-032 quantity (durations) + paraphrase, NL headings, PASS
c = "bL-032"
o1 = text(c, "call_hp32", HP, 848, 865)
case(c, ["source:hadoop", "format:nl_headings", "class:quantity", "class:paraphrase_zh"],
     "MapReduce 作业 18:05 开始卡住，HDFS 客户端那边有什么日志？",
     "## 现象\n"
     "从 18:05:27 起，LeaseRenewer 每秒都报一次续租失败，DFSClient_NONMAPREDUCE_1537864556_1 的租约已经 30 秒到 38 秒没有续上。\n"
     "同时 ipc.Client 反复检测到 msra-sa-41 的地址变化，旧地址是 msra-sa-41/10.190.173.170:9000。\n"
     "到 18:05:35 为止，续租失败累计持续了约 8 秒。\n"
     "## 建议\n"
     "建议检查 msra-sa-41 的 DNS 解析。",
     [inv("call_hp32", c, 1, "query_logs", {"app": "application_1445144423722_0020", "level": "WARN", "start": "2015-10-18 18:05:27", "end": "2015-10-18 18:05:36"}, o1)],
     "PASS",
     [F("从 18:05:27 起，LeaseRenewer 每秒都报一次续租失败，DFSClient_NONMAPREDUCE_1537864556_1 的租约已经 30 秒到 38 秒没有续上", "direct_evidence", "Failed to renew lease ... for 30 seconds at 18:05:27 up to 38 seconds at 18:05:35, one per second"),
      F("同时 ipc.Client 反复检测到 msra-sa-41 的地址变化，旧地址是 msra-sa-41/10.190.173.170:9000", "direct_evidence", "Address change detected. Old: msra-sa-41/10.190.173.170:9000 every second"),
      F("到 18:05:35 为止，续租失败累计持续了约 8 秒", "direct_evidence", "18:05:27 to 18:05:35 = 8 s (30 s -> 38 s)")])

# bL-033 fabricated_id (container id one digit off), fenced JSON contract, REJECT
c = "bL-033"
o1 = text(c, "toolu_hp33", HP, 660, 672)
ans = {"answer_version": "1.0", "diagnosis_summary": "AM 收到未知容器的完成事件",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "RMContainerAllocator 在 18:04:11 报 Container complete event for unknown container id container_1445144423722_0020_01_000013",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_hp33", "tool_name": "query_logs", "source_invocation_ids": ["toolu_hp33"],
                                   "evidence_excerpt": "Container complete event for unknown container id"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "报错前 getResources() 显示 application_1445144423722_0020 有 1 个 finishedContainers",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "toolu_hp33", "tool_name": "query_logs", "source_invocation_ids": ["toolu_hp33"],
                                   "evidence_excerpt": "finishedContainers=1 newContainers=0 ask=0"}]},
           {"claim_id": "c3", "claim_type": "hypothesis", "claim_text": "可能是 RM 重启后状态不一致", "support_level": "none", "evidence_bindings": []}],
       "hypotheses": ["可能是 RM 重启后状态不一致"], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "可能是 RM 重启后状态不一致，建议核对 RM 日志。"}
case(c, ["source:hadoop", "format:json_fenced", "class:fabricated_id", "class:excerpt_format"],
     "作业 application_1445144423722_0020 的 AM 日志里有个 ERROR，帮看下",
     "排查结果：\n```json\n" + J(ans, 2) + "\n```",
     [inv("toolu_hp33", c, 1, "query_logs", {"app": "application_1445144423722_0020", "start": "2015-10-18 18:04:10", "end": "2015-10-18 18:04:12"}, o1)],
     "REJECT",
     [F(ans["claims"][0]["claim_text"], "contradicted", "the log names container_1445144423722_0020_01_000012; ..._000013 appears nowhere (one digit off)", cid="c1"),
      F(ans["claims"][1]["claim_text"], "direct_evidence", "getResources() line 18:04:11,034; excerpt is its k=v pairs reordered", cid="c2"),
      F(ans["claims"][2]["claim_text"], "no_evidence", "hypothesis, non-critical", crit=False, cid="c3")])

# bL-034 unsupported_cause, NL bold labels, LOW_CONFID
c = "bL-034"
o1 = text(c, "call_hp34", HP, 840, 851)
case(c, ["source:hadoop", "format:nl_bold_labels", "class:unsupported_cause"],
     "为什么 18:05 之后 map 任务进度就不动了？",
     "**最后的进度**：attempt_1445144423722_0020_m_000009_0 在 18:04:57 上报的进度是 0.76133776。\n"
     "**异常开始**：18:05:27 起 LeaseRenewer 开始报续租失败。\n"
     "**根因**：机房那边当时在做网络割接。\n"
     "**影响**：NameNode 在割接期间被切到了备机。",
     [inv("call_hp34", c, 1, "query_logs", {"app": "application_1445144423722_0020", "start": "2015-10-18 18:04:56", "end": "2015-10-18 18:05:29"}, o1)],
     "LOW_CONFID",
     [F("attempt_1445144423722_0020_m_000009_0 在 18:04:57 上报的进度是 0.76133776", "direct_evidence", "Progress of TaskAttempt ..._m_000009_0 is : 0.76133776 at 18:04:57"),
      F("18:05:27 起 LeaseRenewer 开始报续租失败", "direct_evidence", "first Failed to renew lease at 18:05:27"),
      F("机房那边当时在做网络割接", "no_evidence", "unsupported cause, no record about network work"),
      F("NameNode 在割接期间被切到了备机", "no_evidence", "no record of a NameNode failover")])

# bL-035 count_wrong, compact JSON contract, REJECT
c = "bL-035"
o1 = text(c, "call_bgl35", BG, 139, 159)
ans = {"answer_version": "1.0", "diagnosis_summary": "R30-M0-N9-C:J16-U01 频繁 data TLB error",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "2005-06-11 21:05 到 22:48 之间 R30-M0-N9-C:J16-U01 共报了 25 次 FATAL data TLB error interrupt",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_bgl35", "tool_name": "query_logs", "source_invocation_ids": ["call_bgl35"],
                                   "evidence_excerpt": "R30-M0-N9-C:J16-U01 RAS KERNEL FATAL data TLB error interrupt"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "第一条出现在 2005-06-11-21.05.32.007991",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_bgl35", "tool_name": "query_logs", "source_invocation_ids": ["call_bgl35"],
                                   "evidence_excerpt": "KERNDTLB 1118549132 2005.06.11 R30-M0-N9-C:J16-U01 2005-06-11-21.05.32.007991"}]}],
       "hypotheses": [], "recommended_actions": ["更换该节点卡"], "missing_info": [],
       "user_facing_answer": "建议尽快更换该节点卡。"}
case(c, ["source:bgl", "format:json_compact", "class:count_wrong"],
     "BGL 上 R30-M0-N9 这块板子 6 月 11 号晚上报了多少次 TLB 错误？",
     json.dumps(ans, ensure_ascii=False, separators=(",", ":")),
     [inv("call_bgl35", c, 1, "query_logs", {"location": "R30-M0-N9-C:J16-U01", "start": "2005-06-11 21:00", "end": "2005-06-11 22:50"}, o1)],
     "REJECT",
     [F(ans["claims"][0]["claim_text"], "contradicted", "21 such lines in the output, not 25", cid="c1"),
      F(ans["claims"][1]["claim_text"], "direct_evidence", "first line 2005-06-11-21.05.32.007991", cid="c2")])

# bL-036 runbook_only (all indirect), indented JSON contract, LOW_CONFID
c = "bL-036"
o1 = {"query": "BGL ciod failed to read message prefix on control stream", "chunks": [
    {"chunk_id": "pc-bgl-2005-11", "source_doc": "postmortem/bgl-ciod-2005.md", "retrieval_layer": "past_incident", "relevance": "high",
     "content": "历史案例：ciod: failed to read message prefix on control stream 通常出现在 I/O 节点与计算节点之间的 CioStream socket 被对端关闭时。当时的处理是重启 ciod 并检查 172.16.96.x 网段的交换机。",
     "deduped": False}]}
o2 = {"total": 0, "logs": []}
ans = {"answer_version": "1.0", "diagnosis_summary": "ciod 控制流读取失败",
       "claims": [
           {"claim_id": "c1", "claim_type": "root_cause",
            "claim_text": "ciod 读控制流失败是因为 CioStream socket 被对端关闭",
            "support_level": "indirect",
            "evidence_bindings": [{"source_type": "knowledge", "source_id": "pc-bgl-2005-11", "tool_name": "lookup_knowledge", "source_invocation_ids": ["kb_36a"],
                                   "evidence_excerpt": "通常出现在 I/O 节点与计算节点之间的 CioStream socket 被对端关闭时"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "上次同类故障的处理方式是重启 ciod 并检查 172.16.96.x 网段的交换机",
            "support_level": "indirect",
            "evidence_bindings": [{"source_type": "knowledge", "source_id": "pc-bgl-2005-11", "tool_name": "lookup_knowledge", "source_invocation_ids": ["kb_36a"],
                                   "evidence_excerpt": "当时的处理是重启 ciod 并检查 172.16.96.x 网段的交换机"}]}],
       "hypotheses": [], "recommended_actions": ["重启 ciod"], "missing_info": ["当前时段的 ciod 日志"],
       "user_facing_answer": "建议重启 ciod 后再观察。"}
case(c, ["source:bgl", "format:json_indented", "class:runbook_only", "class:gap"],
     "BGL 的 ciod 报 failed to read message prefix，原因是什么？",
     J(ans, 2),
     [inv("kb_36a", c, 1, "lookup_knowledge", {"query": "BGL ciod failed to read message prefix on control stream"}, o1),
      inv("ql_36b", c, 1, "query_logs", {"component": "ciod", "start": "2005-06-04 00:20", "end": "2005-06-04 00:30", "level": "FATAL", "location": "R04-M1-N4-I:J18-U12"}, o2)],
     "LOW_CONFID",
     [F(ans["claims"][0]["claim_text"], "indirect_support", "only the past-incident chunk says so; the log query was a no-hit", cid="c1"),
      F(ans["claims"][1]["claim_text"], "indirect_support", "taken from the past-incident chunk only", cid="c2")])
# bL-037 hedged_distractor + unsupported_cause, NL bullets, LOW_CONFID
c = "bL-037"
o1 = text(c, "syslog-37", LX, 262, 276)
case(c, ["source:linux", "format:nl_bullets", "class:hedged_distractor", "class:unsupported_cause", "class:quantity"],
     "combo 这台机器 6 月 22、23 号有没有被扫？",
     "1. Jun 22 13:16:30 到 13:16:32，210.245.165.136 在 2 秒内向 ftpd 发起了 8 次连接。\n"
     "2. Jun 23 01:41:29 起，209.152.168.249 以 guest 用户连续 7 次 SSH 认证失败。\n"
     "3. 209.152.168.249 属于一家海外的漏洞扫描公司。\n"
     "4. 两个 IP 可能是同一个攻击者，也许用的是同一套扫描脚本。\n"
     "5. 建议在 hosts.deny 里加上这两个地址。",
     [inv("syslog-37", c, 1, "search_syslog", {"host": "combo", "from": "Jun 22 13:16", "to": "Jun 23 01:42"}, o1)],
     "LOW_CONFID",
     [F("Jun 22 13:16:30 到 13:16:32，210.245.165.136 在 2 秒内向 ftpd 发起了 8 次连接", "direct_evidence", "8 ftpd 'connection from 210.245.165.136' lines 13:16:30-13:16:32"),
      F("Jun 23 01:41:29 起，209.152.168.249 以 guest 用户连续 7 次 SSH 认证失败", "direct_evidence", "7 sshd(pam_unix) authentication failure lines rhost=209.152.168.249 user=guest"),
      F("209.152.168.249 属于一家海外的漏洞扫描公司", "no_evidence", "no record says who owns the IP")])

# bL-038 bad_reference (missing trace ref, excerpt not in output), JSON contract, LOW_CONFID
c = "bL-038"
o1 = text(c, "call_lx38", LX, 1500, 1512)
ans = {"answer_version": "1.0", "diagnosis_summary": "82.68.222.194 短时间大量 ftp 连接",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "Jul 17 21:23:20 82.68.222.194 在同一秒内向 ftpd 建立了 11 次连接",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T2", "tool_name": "search_syslog", "source_invocation_ids": [],
                                   "evidence_excerpt": "connection from 82.68.222.194"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "82.68.222.194 反查主机名为 82-68-222-194.dsl.in-addr.zen.co.uk",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "call_lx38", "tool_name": "search_syslog", "source_invocation_ids": ["call_lx38"],
                                   "evidence_excerpt": "resolved 82.68.222.194 -> zen.co.uk"}]}],
       "hypotheses": [], "recommended_actions": ["限制 ftpd 单 IP 并发连接数"], "missing_info": [],
       "user_facing_answer": "建议限制 ftpd 的单 IP 并发连接数。"}
case(c, ["source:linux", "format:json_indented", "class:bad_reference"],
     "7 月 17 号晚上 ftp 服务被打满了，是谁？",
     J(ans, 2),
     [inv("call_lx38", c, 1, "search_syslog", {"host": "combo", "program": "ftpd", "from": "Jul 17 15:09", "to": "Jul 17 21:24"}, o1)],
     "LOW_CONFID",
     [F(ans["claims"][0]["claim_text"], "indirect_support", "content matches (11 lines at 21:23:20) but it binds trace ref T2; only T1 exists", cid="c1"),
      F(ans["claims"][1]["claim_text"], "indirect_support", "content is in call_lx38 but the excerpt 'resolved ... -> zen.co.uk' is not in it", cid="c2")])

# bL-039 quantity right + time_wrong (unseen time), NL paragraph, LOW_CONFID
c = "bL-039"
o1 = text(c, "call_sp39", SP, 1128, 1140)
case(c, ["source:spark", "format:nl_paragraph", "class:time_wrong", "class:quantity"],
     "Spark executor 20:11 那会儿内存够不够？",
     "rdd_42_3 以字节形式缓存进了内存，估算大小 930 B。"
     "缓存完这批 block 后 MemoryStore 的剩余空间约 0.8 MB。"
     "task 0.0（stage 26.0，TID 1200）执行完成，向 driver 返回了 2703 字节的结果。"
     "这批 rdd_42 的 block 是在 20:12:30 写入的。",
     [inv("call_sp39", c, 1, "query_logs", {"app": "spark-executor", "start": "17/06/09 20:11:07", "end": "17/06/09 20:11:08"}, o1)],
     "LOW_CONFID",
     [F("rdd_42_3 以字节形式缓存进了内存，估算大小 930 B", "direct_evidence", "Block rdd_42_3 stored as bytes in memory (estimated size 930.0 B"),
      F("缓存完这批 block 后 MemoryStore 的剩余空间约 0.8 MB", "direct_evidence", "free 808.4 KB after rdd_42_3 = ~0.81 MB (0.79 MiB)"),
      F("task 0.0（stage 26.0，TID 1200）执行完成，向 driver 返回了 2703 字节的结果", "direct_evidence", "Finished task 0.0 in stage 26.0 (TID 1200). 2703 bytes result sent to driver"),
      F("这批 rdd_42 的 block 是在 20:12:30 写入的", "no_evidence", "records are at 20:11:07; no record at 20:12:30")])

# bL-040 gap (no-hit + deduped chunk), fenced JSON contract, LOW_CONFID
c = "bL-040"
o1 = text(c, "run-40-logs", SP, 1600, 1610)
o3 = {"query": "spark executor memory 配置", "chunks": [
    {"chunk_id": "kb-spark-012", "source_doc": "kb/spark-tuning.md", "retrieval_layer": "kb", "relevance": "high",
     "content": "该集群 executor 的 spark.executor.memory 统一设置为 4g。", "deduped": True}]}
ans = {"answer_version": "1.0", "diagnosis_summary": "stage 27.0 任务正常推进",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "stage 27.0 的 task 32.0（TID 1272）已完成，返回 2801 bytes",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "run-40-logs", "tool_name": "query_logs", "source_invocation_ids": ["run-40-logs"],
                                   "evidence_excerpt": "Finished task 32.0 in stage 27.0 (TID 1272). 2801 bytes result sent to driver"}]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "该 executor 在 20:11 之前没有出现过 OutOfMemoryError",
            "support_level": "direct",
            "evidence_bindings": [{"source_type": "log", "source_id": "run-40-oom", "tool_name": "query_logs", "source_invocation_ids": ["run-40-oom"],
                                   "evidence_excerpt": "total: 0"}]},
           {"claim_id": "c3", "claim_type": "context",
            "claim_text": "executor 内存上限是 4g",
            "support_level": "indirect",
            "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-spark-012", "tool_name": "lookup_knowledge", "source_invocation_ids": ["run-40-kb"],
                                   "evidence_excerpt": "spark.executor.memory 统一设置为 4g"}]},
           {"claim_id": "c4", "claim_type": "metric_finding",
            "claim_text": "spark.executor.memory 设置为 4g，当前配置足够",
            "support_level": "indirect",
            "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-spark-012", "tool_name": "lookup_knowledge", "source_invocation_ids": ["run-40-kb"],
                                   "evidence_excerpt": "spark.executor.memory 统一设置为 4g"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议继续观察 stage 27.0 的后续任务。"}
case(c, ["source:spark", "format:json_fenced", "class:gap"],
     "stage 27 的任务是不是因为 OOM 卡住了？",
     "```json\n" + J(ans, 2) + "\n```",
     [inv("run-40-logs", c, 1, "query_logs", {"app": "spark-executor", "start": "17/06/09 20:11:09", "end": "17/06/09 20:11:10"}, o1),
      inv("run-40-oom", c, 1, "query_logs", {"app": "spark-executor", "keyword": "OutOfMemoryError", "end": "17/06/09 20:11:00"}, {"total": 0, "logs": []}),
      inv("run-40-kb", c, 2, "lookup_knowledge", {"query": "spark executor memory 配置"}, o3)],
     "LOW_CONFID",
     [F(ans["claims"][0]["claim_text"], "direct_evidence", "Finished task 32.0 in stage 27.0 (TID 1272). 2801 bytes", cid="c1"),
      F(ans["claims"][1]["claim_text"], "no_evidence", "only a no-hit query; absence not proven", cid="c2"),
      F(ans["claims"][2]["claim_text"], "no_evidence", "context claim (non-critical); only in a deduped chunk", crit=False, cid="c3"),
      F(ans["claims"][3]["claim_text"], "no_evidence", "only in a deduped chunk; 'sufficient' is nowhere", cid="c4")])


def main():
    assert len(CASES) == 40, len(CASES)
    with open(OUT / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
