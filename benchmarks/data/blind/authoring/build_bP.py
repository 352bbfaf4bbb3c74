#!/usr/bin/env python3
"""Build bP blind cases: cut verbatim windows from the sources, assemble hand-written cases."""
import csv
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent.parent / "sources"
NZ = "nezha/rca_data/2023-01-29/"
_cache = {}
CASES = []
WINDOWS = []
_cur = {"case": None}


def _lines(src):
    if src not in _cache:
        _cache[src] = (SRC / src).read_text(encoding="utf-8").split("\n")
    return _cache[src]


def win(inv, src, a, b):
    """Verbatim lines a..b (1-based, inclusive) of src; records the window."""
    assert 3 <= b - a + 1 <= 60, (src, a, b)
    WINDOWS.append({"case_id": _cur["case"], "invocation_id": inv, "source": src, "lines": [a, b]})
    return _lines(src)[a - 1:b]


def text(*chunks):
    out = []
    for c in chunks:
        out.extend(c)
    return "\n".join(out)


# ---- record readers (field extraction only; messages stay verbatim) ----
def nz_log(line):
    r = next(csv.reader([line]))
    msg = json.loads(r[7])["log"].rstrip("\n")
    parts = msg.split()
    level = parts[1] if len(parts) > 1 else ""
    return {"ts": r[0], "level": level, "pod": r[3], "node": r[2], "trace_id": r[5],
            "span_id": r[6], "message": msg}


def nz_metric(line, header):
    r = next(csv.reader([line]))
    return dict(zip(header, r))


def metric_header(src):
    return next(csv.reader([_lines(src)[0]]))


def split_simple(line, nfields, keys):
    parts = line.split(None, nfields)
    return dict(zip(keys, parts))


def inv(iid, session, rnd, tool, inp, output, success=True, error=None):
    return {"invocation_id": iid, "session_id": session, "round": rnd, "tool_name": tool,
            "input": inp, "output": output, "success": success, "error": error}


def F(fact, label, note, crit=True, claim=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": label, "note": note}
    if claim:
        d["claim_id"] = claim
    if extra:
        d["origin"] = "answer_extra"
    return d


def CF(contract, cid, label, note):
    """Gold fact for a claim of a hand-written contract dict."""
    for cl in contract["claims"]:
        if cl["claim_id"] == cid:
            crit = cl["claim_type"] not in ("hypothesis", "recommendation", "action", "background",
                                             "context", "next_step")
            return F(cl["claim_text"], label, note, crit=crit, claim=cid)
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
    for v in invs:
        v["session_id"] = cid
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": expect, "facts": facts}})


def start(cid):
    _cur["case"] = cid


# =========================== Nezha TrainTicket ===========================
L0844 = NZ + "log/08_44_log.csv"
L0925 = NZ + "log/09_25_log.csv"
L0926 = NZ + "log/09_26_log.csv"
M_CONTACTS = NZ + "metric/ts-contacts-service-866bd68c97-xcqfx_metric.csv"
M_FOOD = NZ + "metric/ts-food-service-f5756978c-k8vqf_metric.csv"
M_VERIFY = NZ + "metric/ts-verification-code-service-7b6dc75c45-2z9p2_metric.csv"
M_FRONT = NZ + "metric/front_service.csv"


def nz_json(rows):
    logs = [nz_log(l) for l in rows]
    return {"total": len(logs), "logs": logs}


# ---- bP-001 ----
start("bP-001")
rows = win("call_a41f09", L0844, 105, 114) + win("call_a41f09", L0844, 220, 230) + win("call_a41f09", L0844, 248, 256)
case("bP-001", ["source:nezha_trainticket", "format:nl_bullets", "class:faithful", "class:paraphrase_zh", "class:time_wrong"],
     "08:43 左右下单失败，contacts 和 preserve 两个服务到底谁先出的问题？",
     "排查结果如下：\n"
     "- ts-contacts-service-866bd68c97-xcqfx 在 08:43:17 和 08:43:25 各打了一条 ERROR，findContactsById 时报 No contacts according to contactsId。\n"
     "- 本次查询结果里 contacts-service 一共 2 条 ERROR。\n"
     "- ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 抛出 java.lang.IllegalStateException，提示 No instances available for ts-food-service。\n"
     "- 在 trace fbb1c2904ee397adaf90efb157db6791 上，contacts-service 的 ERROR（08:43:25）早于 preserve-service 的异常（08:43:26）。\n"
     "- 抛异常之前，preserve-service 还打了一条 WARN：Reached the maximum number of URI tags for 'http.client.requests'。\n"
     "- 建议先核对 contactsId 8c756d0c-b064-4dc6-b705-496a75343ddb 在联系人库里是否存在。",
     [inv("call_a41f09", "", 1, "query_logs",
          {"service": ["ts-contacts-service", "ts-preserve-service", "ts-order-service"], "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:00Z"},
          nz_json(rows))],
     [F("ts-contacts-service-866bd68c97-xcqfx 在 08:43:17 和 08:43:25 各打了一条 ERROR，findContactsById 时报 No contacts according to contactsId", "direct_evidence", "contacts pod ERROR records at 08:43:17.121 and 08:43:25.580 with that message"),
      F("本次查询结果里 contacts-service 一共 2 条 ERROR", "direct_evidence", "exactly two ERROR records of the contacts pod in the output"),
      F("ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 抛出 java.lang.IllegalStateException，提示 No instances available for ts-food-service", "direct_evidence", "preserve pod ERROR at 08:43:26.379 carries that exception text"),
      F("在 trace fbb1c2904ee397adaf90efb157db6791 上，contacts-service 的 ERROR（08:43:25）早于 preserve-service 的异常（08:43:26）", "direct_evidence", "timestamps 08:43:25.580 < 08:43:26.379 on that trace id"),
      F("抛异常之前，preserve-service 还打了一条 WARN：Reached the maximum number of URI tags for 'http.client.requests'", "direct_evidence", "WARN at 08:43:26.374, before the ERROR at 08:43:26.379")],
     "PASS")

# ---- bP-002 ----
start("bP-002")
rows = win("toolu_01HqPz7", L0844, 220, 230) + win("toolu_01HqPz7", L0844, 289, 297)
c002 = {"answer_version": "1.0",
        "diagnosis_summary": "preserve 下单时找不到 food-service 实例，food-service 自身查询 foodStores 为空",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 抛出 IllegalStateException: No instances available for ts-food-service",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01HqPz7", "tool_name": "kubectl_logs",
                                    "source_invocation_ids": ["toolu_01HqPz7"],
                                    "evidence_excerpt": "java.lang.IllegalStateException: No instances available for ts-food-service"}]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "ts-food-service-f5756978c-k8vqf 报 No instances available for ts-preserve-service，调用 preserve 服务时找不到实例",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01HqPz7", "tool_name": "kubectl_logs",
                                    "source_invocation_ids": ["toolu_01HqPz7"],
                                    "evidence_excerpt": "No instances available for"}]},
            {"claim_id": "c3", "claim_type": "log_finding",
             "claim_text": "ts-food-service-f5756978c-k8vqf 在 08:43:25 记录 ERROR：Get the Get Food Request Failed!，foodStoresListResult is null",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01HqPz7", "tool_name": "kubectl_logs",
                                    "source_invocation_ids": ["toolu_01HqPz7"],
                                    "evidence_excerpt": "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]"}]},
            {"claim_id": "c4", "claim_type": "recommendation",
             "claim_text": "建议检查 ts-food-service 在注册中心的实例注册情况",
             "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": ["检查注册中心实例"], "missing_info": [],
        "user_facing_answer": "详细结论见 claims。建议优先检查 ts-food-service 在注册中心的实例注册情况。"}
case("bP-002", ["source:nezha_trainticket", "format:json_fenced", "class:misattribution", "class:entity_swap"],
     "预订服务报 No instances available，是哪个服务调用哪个服务失败了？",
     "```json\n" + json.dumps(c002, ensure_ascii=False, indent=2) + "\n```",
     [inv("toolu_01HqPz7", "", 1, "kubectl_logs",
          {"namespace": "ts", "selector": "app in (ts-preserve-service, ts-food-service)", "since": "2023-01-29T08:43:20Z"},
          text(rows))],
     [CF(c002, "c1", "direct_evidence", "line 225: preserve pod ERROR with this exception at 16:43:26 CST / 08:43:26Z"),
      CF(c002, "c2", "contradicted", "roles reversed: only preserve-service logs 'No instances available for ts-food-service'; food-service's own lines say foodStoresListResult is null"),
      CF(c002, "c3", "direct_evidence", "line 294: food pod ERROR at 08:43:25.323 with that message"),
      CF(c002, "c4", "no_evidence", "recommendation, not a finding")],
     "REJECT")

# ---- bP-003 ----
start("bP-003")
hdr = metric_header(M_CONTACTS)
mrows = [nz_metric(l, hdr) for l in win("inv-3", M_CONTACTS, 2, 7)]
case("bP-003", ["source:nezha_trainticket", "format:nl_paragraph", "class:value_wrong", "class:quantity"],
     "ts-contacts-service 在 08:41 到 08:46 之间资源和延迟有没有异常？",
     "ts-contacts-service-866bd68c97-xcqfx 指标小结：\n"
     "这段时间 contacts-service 的内存占用一直在 424 到 426 MiB 之间。"
     "CPU 使用率最高只有 3.64% 左右，出现在 08:46。"
     "服务端 P99 延迟在 08:43 到 08:46 每分钟都是 24.85 ms。"
     "08:44 那一分钟的 PodWorkload 达到了 4 ops。"
     "08:42 这一分钟的延迟指标是 NaN，没有采到。",
     [inv("inv-3", "", 1, "get_pod_metrics",
          {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29 08:41", "to": "2023-01-29 08:46"},
          {"pod": "ts-contacts-service-866bd68c97-xcqfx", "rows": mrows})],
     [F("这段时间 contacts-service 的内存占用一直在 424 到 426 MiB 之间", "direct_evidence", "MemoryUsage(Mi) 424.11 .. 425.99 over the six rows"),
      F("CPU 使用率最高只有 3.64% 左右，出现在 08:46", "direct_evidence", "max CpuUsageRate(%) 3.6416 in the 08:46:09 row"),
      F("服务端 P99 延迟在 08:43 到 08:46 每分钟都是 24.85 ms", "direct_evidence", "PodServerLatencyP99(s)=0.02485 in the 08:43..08:46 rows"),
      F("08:44 那一分钟的 PodWorkload 达到了 4 ops", "contradicted", "PodWorkload(Ops) in the 08:44 row is 0.4, not 4"),
      F("08:42 这一分钟的延迟指标是 NaN，没有采到", "direct_evidence", "08:42 row has NaN in all latency columns")],
     "REJECT")

# ---- bP-004 ----
start("bP-004")
hdr = metric_header(M_FOOD)
frows = [nz_metric(l, hdr) for l in win("qm_5c2e81", M_FOOD, 43, 49)]


def series(rows, col, metric, service, unit):
    v = [float(r[col]) for r in rows]
    return {"metric": metric, "service": service, "max": round(max(v), 4), "avg": round(sum(v) / len(v), 4),
            "last": round(v[-1], 4), "unit": unit}


lrows = win("ql_77d0a3", L0925, 379, 395)
c004 = {"answer_version": "1.0",
        "diagnosis_summary": "food-service 资源平稳，报错集中在 getAllFood 的 foodStoresListResult is null",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding",
             "claim_text": "ts-food-service 在 09:22-09:28 的 CPU 用量峰值约 11.3m，平均不到 6m",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "metric", "source_id": "qm_5c2e81", "tool_name": "query_metrics",
                                    "source_invocation_ids": ["qm_5c2e81"],
                                    "evidence_excerpt": "metric=CpuUsage(m) service=ts-food-service"}]},
            {"claim_id": "c2", "claim_type": "metric_finding",
             "claim_text": "同一时段 ts-food-service 内存平均约 501.4 MiB，最后一个点约 501.08 MiB，没有上涨",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "metric", "source_id": "qm_5c2e81", "tool_name": "query_metrics",
                                    "source_invocation_ids": ["qm_5c2e81"],
                                    "evidence_excerpt": "{\"unit\": \"MiB\", \"metric\": \"MemoryUsage(Mi)\"}"}]},
            {"claim_id": "c3", "claim_type": "log_finding",
             "claim_text": "ts-food-service-f5756978c-k8vqf 在 09:25:00 和 09:25:01 共 2 条 ERROR，均为 foodStoresListResult is null",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "ql_77d0a3", "tool_name": "query_logs",
                                    "source_invocation_ids": ["ql_77d0a3"],
                                    "evidence_excerpt": "{\"pod\": \"ts-food-service-f5756978c-k8vqf\", \"level\": \"ERROR\"}"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "结论见 claims。另外 food-service 这两次报错的请求 tripId 都是 D1345。"}
case("bP-004", ["source:nezha_trainticket", "format:json_raw", "class:quantity", "class:excerpt_format"],
     "ts-food-service 9点20多的时候是不是资源打满了？为什么订餐接口报错？",
     json.dumps(c004, ensure_ascii=False),
     [inv("qm_5c2e81", "", 1, "query_metrics",
          {"service": "ts-food-service", "metrics": ["CpuUsage(m)", "MemoryUsage(Mi)"], "start": "2023-01-29 09:22", "end": "2023-01-29 09:28"},
          {"alerts": [], "series": [series(frows, "CpuUsage(m)", "CpuUsage(m)", "ts-food-service", "m"),
                                    series(frows, "MemoryUsage(Mi)", "MemoryUsage(Mi)", "ts-food-service", "MiB")]}),
      inv("ql_77d0a3", "", 1, "query_logs",
          {"service": "ts-food-service", "level": "ERROR", "start": "2023-01-29T09:24:55Z", "end": "2023-01-29T09:25:05Z"},
          nz_json(lrows))],
     [CF(c004, "c1", "direct_evidence", "series max 11.3255 m, avg 5.8988 m"),
      CF(c004, "c2", "direct_evidence", "series avg 501.385 MiB, last 501.082 MiB, max 501.78 barely above"),
      CF(c004, "c3", "direct_evidence", "two ERROR records of the food pod at 09:25:00.660 and 09:25:01.146"),
      F("另外 food-service 这两次报错的请求 tripId 都是 D1345", "direct_evidence",
        "both ERROR messages end with tripId: D1345", extra=True)],
     "PASS")

# ---- bP-005 ----
start("bP-005")
rows = win("run-2b-kl", L0926, 2, 12)
case("bP-005", ["source:nezha_trainticket", "format:nl_sloppy", "class:gap", "class:unsupported_cause"],
     "09:25 之后 preserve-other 下单全挂了，basic-service 是不是也有问题？",
     "先说 preserve-other 这边：\n"
     "ts-preserve-other-service-66646bdb5b-fw7x9 在 17:25:35 报 IllegalStateException: No instances available for ts-travel2-service。\n"
     "security check 本身是过了的，Max In One Hour 是 2147483647。\n"
     "ts-basic-service 这段时间一直在抛 exception。\n"
     "ts-travel2-service 的实例之前被人手动下线了。\n"
     "下一步建议重新拉一下 basic-service 的日志。",
     [inv("call_0e55a1", "", 1, "query_logs",
          {"service": "ts-basic-service", "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:27:00Z"},
          None, success=False, error="upstream timeout after 30000 ms (loki query_range)"),
      inv("run-2b-kl", "", 1, "kubectl_logs",
          {"pod": "ts-preserve-other-service-66646bdb5b-fw7x9", "since_time": "2023-01-29T09:25:30Z", "container": "server"},
          text(rows))],
     [F("ts-preserve-other-service-66646bdb5b-fw7x9 在 17:25:35 报 IllegalStateException: No instances available for ts-travel2-service", "direct_evidence", "line 6: ERROR at 17:25:35.011 (CST in the message) with that exception"),
      F("security check 本身是过了的，Max In One Hour 是 2147483647", "direct_evidence", "line 2: SecurityServiceImpl [check][Max] Max In One Hour: 2147483647, and preserve-other logs Check Security Complete"),
      F("ts-basic-service 这段时间一直在抛 exception", "no_evidence", "the only basic-service call failed (timeout); nothing else mentions it"),
      F("ts-travel2-service 的实例之前被人手动下线了", "no_evidence", "unsupported cause; no record says anyone took instances down")],
     "LOW_CONFID")

# ---- bP-006 ----
start("bP-006")
rows = win("es-91f0", L0926, 1778, 1782) + win("es-91f0", L0926, 1793, 1797)
hits = [{"_index": "ts-logs-2023.01.29", "_source": nz_log(l)} for l in rows]
c006 = {"answer_version": "1.0",
        "diagnosis_summary": "execute-service 出票时订单状态不对",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "ts-execute-service-775f544d9-zqvjb 在 09:25:37 报 ticket execute error: Order Status Wrong，订单 0b61e4d5-ee33-4558-9c98-7505c29e0778",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "es-91f0", "tool_name": "es_query",
                                    "source_invocation_ids": ["es-91f0"],
                                    "evidence_excerpt": "[ticketExecute][getOrderByIdFromOrder][ticket execute error: Order Status Wrong][orderId: 0b61e4d5-ee33-4558-9c98-7505c29e0778]"}]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "同样的 Order Status Wrong 在 09:25:09 也出现过，trace 为 d0149f1a78994d13b9e7707e85b30236",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "es-91f0", "tool_name": "es_query",
                                    "source_invocation_ids": ["es-91f0"],
                                    "evidence_excerpt": "ticket execute error: Order Status Wrong"}]},
            {"claim_id": "c3", "claim_type": "log_finding",
             "claim_text": "出错前 ts-order-service-5b67c48447-mv5hb 对订单 6e0230a7-8f86-4624-9f19-56c3f17c8622 返回了 Get Order By ID Success",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "es-91f0", "tool_name": "es_query",
                                    "source_invocation_ids": ["es-91f0"],
                                    "evidence_excerpt": "[getOrderById][Get Order By ID Success][OrderId: 6e0230a7-8f86-4624-9f19-56c3f17c8622]"}]},
            {"claim_id": "c4", "claim_type": "hypothesis",
             "claim_text": "可能是订单在出票前被其他流程改成了不可出票的状态",
             "support_level": "none", "evidence_bindings": []}],
        "hypotheses": ["订单状态被提前修改"], "recommended_actions": [], "missing_info": ["订单状态变更记录"],
        "user_facing_answer": "具体见各条 claim，建议补查订单状态变更记录。"}
case("bP-006", ["source:nezha_trainticket", "format:json_indented", "class:fabricated_id"],
     "出票接口 09:25 前后报错，帮忙看下 execute-service",
     json.dumps(c006, ensure_ascii=False, indent=4),
     [inv("es-91f0", "", 1, "es_query",
          {"index": "ts-logs-*", "query": "pod:ts-execute-service* OR pod:ts-order-service*", "from": "2023-01-29T09:25:00Z", "to": "2023-01-29T09:26:00Z"},
          {"took": 41, "hits": hits})],
     [CF(c006, "c1", "direct_evidence", "hit from line 1780: ERROR with that order id at 09:25:37.375"),
      CF(c006, "c2", "contradicted", "trace id is one character off: the record has d0149f1a78994d13b9e7707e85b30237; ...30236 is in no output"),
      CF(c006, "c3", "direct_evidence", "hit from line 1793: order pod Get Order By ID Success for that id at 09:25:09.830, before the 09:25:09.832 ERROR"),
      CF(c006, "c4", "no_evidence", "hypothesis; nothing shows the status change")],
     "REJECT")

# ---- bP-007 ----
start("bP-007")
rows = win("call_f3e2d7", L0926, 1778, 1812)
case("bP-007", ["source:nezha_trainticket", "format:nl_headings", "class:quantity", "class:paraphrase_zh", "class:faithful"],
     "执行服务出票一直失败，订单服务那边有没有异常？",
     "## 现象\n"
     "ts-execute-service-775f544d9-zqvjb 在 09:25:09 到 09:25:37 之间共记录 3 条 ERROR，内容都是 ticket execute error: Order Status Wrong。\n"
     "其中 09:25:26 那条走的是 getOrderByIdFromOrderOther 分支，订单号 71914f61-edac-4aec-b85e-8e35844dd4ef。\n"
     "## 关联\n"
     "ts-order-service-5b67c48447-mv5hb 有两次按 ID 查单失败（Order not found），订单分别是 1980f134-63dc-45fa-aa46-9f7b89f8abd6 和 71914f61-edac-4aec-b85e-8e35844dd4ef。\n"
     "查单失败之后，ts-order-other-service-6cdbf9b4cc-h7mqk 随即把 1980f134-63dc-45fa-aa46-9f7b89f8abd6 的订单状态修改成功。\n"
     "## 建议\n"
     "建议核对出票前订单状态的流转是否被其它流程抢先修改。",
     [inv("call_f3e2d7", "", 1, "query_logs",
          {"service": ["ts-execute-service", "ts-order-service", "ts-order-other-service"], "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:26:00Z"},
          nz_json(rows))],
     [F("ts-execute-service-775f544d9-zqvjb 在 09:25:09 到 09:25:37 之间共记录 3 条 ERROR，内容都是 ticket execute error: Order Status Wrong", "direct_evidence", "execute pod ERRORs at 09:25:09.832, 09:25:26.472, 09:25:37.375, all Order Status Wrong"),
      F("其中 09:25:26 那条走的是 getOrderByIdFromOrderOther 分支，订单号 71914f61-edac-4aec-b85e-8e35844dd4ef", "direct_evidence", "line 1809 message"),
      F("ts-order-service-5b67c48447-mv5hb 有两次按 ID 查单失败（Order not found），订单分别是 1980f134-63dc-45fa-aa46-9f7b89f8abd6 和 71914f61-edac-4aec-b85e-8e35844dd4ef", "direct_evidence", "two order-service WARN Get Order By ID Fail / Order not found lines (1783, 1805)"),
      F("查单失败之后，ts-order-other-service-6cdbf9b4cc-h7mqk 随即把 1980f134-63dc-45fa-aa46-9f7b89f8abd6 的订单状态修改成功", "direct_evidence", "Modify order Success at 09:25:15.544, after the 09:25:15.529 WARN")],
     "PASS")

# ---- bP-008 ----
start("bP-008")
rows = win("7f1c0b2e-5a9d-4c61-8e0f-2d3b4a5c6e71", L0926, 1783, 1792)
case("bP-008", ["source:nezha_trainticket", "format:nl_bold_labels", "class:misattribution", "class:status_wrong"],
     "订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 取票失败，是哪个服务的问题？",
     "**查单**：订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 在 ts-order-other-service-6cdbf9b4cc-h7mqk 上查询时报了 Order not found。\n"
     "**改单**：ts-order-other-service 对这个订单的 modifyOrder 也失败了。\n"
     "**执行侧**：ts-execute-service-775f544d9-zqvjb 在 09:25:15 以 collectTicket 流程处理了这个订单。\n"
     "**建议**：建议先确认 order-other 库里该订单的数据是否完整。",
     [inv("7f1c0b2e-5a9d-4c61-8e0f-2d3b4a5c6e71", "", 1, "get_pod_logs",
          {"trace_id": "2a2867b808389e3c6391aa51e02c9430"},
          {"items": [nz_log(l) for l in rows], "count": len(rows)})],
     [F("订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 在 ts-order-other-service-6cdbf9b4cc-h7mqk 上查询时报了 Order not found", "contradicted", "misattribution: only ts-order-service logs Order not found; order-other's own line says Get Order By ID Success"),
      F("ts-order-other-service 对这个订单的 modifyOrder 也失败了", "contradicted", "status reversed: order-other logs Modify order Success for that id"),
      F("ts-execute-service-775f544d9-zqvjb 在 09:25:15 以 collectTicket 流程处理了这个订单", "direct_evidence", "ExecuteControlller [collectTicket][Collect][Id: 1980f134-...] at 09:25:15.524")],
     "REJECT")

# ---- bP-009 ----
start("bP-009")
rows = win("call_3b9a", L0844, 220, 230)
c009 = {"answer_version": "1.0",
        "diagnosis_summary": "preserve 调 food 时拿不到实例",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "ts-preserve-service-b5ccf8557-j4txs 抛出 IllegalStateException: No instances available for ts-food-service",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_7d1e", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_7d1e"],
                                    "evidence_excerpt": "No instances available for ts-food-service"}]},
            {"claim_id": "c2", "claim_type": "root_cause",
             "claim_text": "按运维手册，No instances available 表示注册中心里 ts-food-service 当时没有可用实例",
             "support_level": "indirect",
             "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-ribbon-017", "tool_name": "lookup_knowledge",
                                    "source_invocation_ids": ["call_3c01"],
                                    "evidence_excerpt": "No instances available for <service> 表示负载均衡器在注册中心里找不到该服务的可用实例"}]},
            {"claim_id": "c3", "claim_type": "hypothesis",
             "claim_text": "可能是 ts-food-service 的实例健康检查失败后被注册中心摘除",
             "support_level": "indirect",
             "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-ribbon-017", "tool_name": "lookup_knowledge",
                                    "source_invocation_ids": ["call_3c01"],
                                    "evidence_excerpt": "常见原因是实例健康检查失败被注册中心摘除"}]}],
        "hypotheses": ["健康检查失败摘除"], "recommended_actions": ["查看注册中心 food-service 实例列表"], "missing_info": [],
        "user_facing_answer": "请核对 claims，建议查看注册中心里 ts-food-service 的实例列表。"}
case("bP-009", ["source:nezha_trainticket", "format:json_with_text", "class:bad_reference", "class:runbook_only"],
     "preserve 下单报 No instances available 是什么原因？",
     "结合日志和知识库，结构化结论如下：\n" + json.dumps(c009, ensure_ascii=False) + "\n以上。",
     [inv("call_3b9a", "", 1, "query_logs",
          {"service": "ts-preserve-service", "level": "ERROR", "start": "2023-01-29T08:43:20Z", "end": "2023-01-29T08:43:30Z"},
          nz_json(rows)),
      inv("call_3c01", "", 2, "lookup_knowledge", {"query": "No instances available ribbon"},
          {"query": "No instances available ribbon", "chunks": [
              {"chunk_id": "kb-ribbon-017", "source_doc": "runbooks/spring-cloud-lb.md", "retrieval_layer": "runbook",
               "relevance": "high", "deduped": False,
               "content": "No instances available for <service> 表示负载均衡器在注册中心里找不到该服务的可用实例。常见原因是实例健康检查失败被注册中心摘除，或服务刚缩容到 0。"}]})],
     [CF(c009, "c1", "indirect_support", "content is in call_3b9a, but the binding cites call_7d1e, which does not exist"),
      CF(c009, "c2", "indirect_support", "attributed to the runbook; only the knowledge chunk supports it"),
      CF(c009, "c3", "indirect_support", "hypothesis backed only by the knowledge chunk")],
     "LOW_CONFID")

# ---- bP-010 ----
start("bP-010")
rows = win("ql-0926-a", L0926, 86, 94)
case("bP-010", ["source:nezha_trainticket", "format:nl_bullets", "class:negation", "class:gap", "class:unsupported_cause"],
     "preserve-other 一直报找不到 travel2 实例，travel2 自己有报错吗？",
     "* ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:48 又报了一次 No instances available for ts-travel2-service。\n"
     "* ts-travel2-service 这段时间没有任何报错日志。\n"
     "* travel2 的实例是发布完以后流量被切走了。\n"
     "* 同一时刻 ts-security-service 的订单检查里 Last One Hour 为 336。\n"
     "* 不排除注册中心本身也有抖动。",
     [inv("ql-0926-a", "", 1, "query_logs",
          {"service": ["ts-preserve-other-service", "ts-security-service"], "start": "2023-01-29T09:25:45Z", "end": "2023-01-29T09:25:50Z"},
          nz_json(rows)),
      inv("ql-0926-b", "", 1, "query_logs",
          {"service": "ts-travel2-service", "start": "2023-01-29T09:20:00Z", "end": "2023-01-29T09:30:00Z"},
          {"total": 0, "logs": []})],
     [F("ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:48 又报了一次 No instances available for ts-travel2-service", "direct_evidence", "line 91: ERROR at 09:25:48.531 with that exception"),
      F("ts-travel2-service 这段时间没有任何报错日志", "no_evidence", "based only on a no-hit query; absence is not proven"),
      F("travel2 的实例是发布完以后流量被切走了", "no_evidence", "unsupported cause; no record mentions a release or traffic switch"),
      F("同一时刻 ts-security-service 的订单检查里 Last One Hour 为 336", "direct_evidence", "line 89: getSecurityOrderInfoFromOrder Last One Hour: 336 at 09:25:48.500")],
     "LOW_CONFID")

# ---- bP-011 ----
start("bP-011")
rows = win("toolu_vc_logs", L0925, 2, 13)
hdr = metric_header(M_VERIFY)
vrows = [nz_metric(l, hdr) for l in win("toolu_vc_metrics", M_VERIFY, 44, 47)]
case("bP-011", ["source:nezha_trainticket", "format:nl_paragraph", "class:negation", "class:faithful", "class:quantity"],
     "登录验证码老是校验不通过，verification-code 服务是不是挂了？",
     "ts-verification-code-service-7b6dc75c45-2z9p2 在 09:24:35 和 09:25:05 两次校验验证码，结果都是 verify result: false。"
     "这两次请求里 verification-code 服务只有 INFO 和 WARN（Verify code start），没有 ERROR。"
     "收到的验证码都是 1234。"
     "ts-auth-service-7f8d7d756d-k7b9j 随后给 fdse_microservice 签发 token 成功。"
     "verification-code 这个 pod 在 09:23 到 09:26 的内存使用率稳定在 19.2% 左右。"
     "建议确认前端传的 cookieId 是否和生成验证码时一致。",
     [inv("toolu_vc_logs", "", 1, "query_logs",
          {"service": ["ts-verification-code-service", "ts-auth-service"], "start": "2023-01-29T09:24:30Z", "end": "2023-01-29T09:25:10Z"},
          nz_json(rows)),
      inv("toolu_vc_metrics", "", 1, "get_pod_metrics",
          {"pod": "ts-verification-code-service-7b6dc75c45-2z9p2", "from": "09:23", "to": "09:26"},
          {"rows": vrows})],
     [F("ts-verification-code-service-7b6dc75c45-2z9p2 在 09:24:35 和 09:25:05 两次校验验证码，结果都是 verify result: false", "direct_evidence", "two VerifyCodeController#54 lines with verify result: false"),
      F("这两次请求里 verification-code 服务只有 INFO 和 WARN（Verify code start），没有 ERROR", "direct_evidence", "true denial: the verification-code records are INFO and WARN only"),
      F("收到的验证码都是 1234", "direct_evidence", "receivedCode: 1234 in both requests"),
      F("ts-auth-service-7f8d7d756d-k7b9j 随后给 fdse_microservice 签发 token 成功", "direct_evidence", "TokenServiceImpl [getToken][success] at 09:24:35.696 and 09:25:05.524, after the verify lines; login username fdse_microservice"),
      F("verification-code 这个 pod 在 09:23 到 09:26 的内存使用率稳定在 19.2% 左右", "direct_evidence", "MemoryUsageRate(%) 19.243, 19.215, 19.254, 19.218")],
     "PASS")

# ---- bP-012 ----
start("bP-012")
hdr = metric_header(M_FRONT)
prow = [nz_metric(l, hdr) for l in win("mq-front-88", M_FRONT, 44, 48)]
c012 = {"answer_version": "1.0", "diagnosis_summary": "前端 P99 在 09:25 明显升高",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "Frontend 的 P99 延迟在 09:25 达到约 2.2 s",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "metric", "source_id": "mq-front-88", "tool_name": "metrics_table",
                                    "source_invocation_ids": ["mq-front-88"],
                                    "evidence_excerpt": "{\"ServiceName\": \"Frontend\", \"LatencyP99(s)\": \"2.1999999999999984\"}"}]},
            {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "09:26 Frontend 的 P50 延迟回落到 0.08 s",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "metric", "source_id": "mq-front-88", "tool_name": "metrics_table",
                                    "source_invocation_ids": ["mq-front-88"],
                                    "evidence_excerpt": "LatencyP50(s)"}]},
            {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "09:24 Frontend 的 P90 延迟为 460 ms",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "metric", "source_id": "mq-front-88", "tool_name": "metrics_table",
                                    "source_invocation_ids": ["mq-front-88"],
                                    "evidence_excerpt": "{\"LatencyP90(s)\": \"0.46000000000000013\"}"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "前端延迟在 09:25 有一个尖峰，详见 claims。"}
case("bP-012", ["source:nezha_trainticket", "format:json_compact", "class:value_wrong", "class:quantity"],
     "9:25 前后前端页面很卡，延迟具体是多少？",
     json.dumps(c012, ensure_ascii=False, separators=(",", ":")),
     [inv("mq-front-88", "", 1, "metrics_table",
          {"service": "Frontend", "from": "2023-01-29 09:23", "to": "2023-01-29 09:27"},
          {"columns": hdr, "rows": prow})],
     [CF(c012, "c1", "direct_evidence", "09:25:09 row LatencyP99(s)=2.1999999999999984"),
      CF(c012, "c2", "contradicted", "09:26:09 row LatencyP50(s)=0.164, not 0.08"),
      CF(c012, "c3", "direct_evidence", "09:24:09 row LatencyP90(s)=0.46 s = 460 ms")],
     "REJECT")

# ---- bP-013 ----
start("bP-013")
rows = win("call_9e0b", L0844, 860, 876)
case("bP-013", ["source:nezha_trainticket", "format:nl_sloppy", "class:time_wrong", "class:unsupported_cause"],
     "food-service 的 Get Food Request Failed 是从几点开始的？",
     "ts-food-service-f5756978c-k8vqf 在 08:43:50 和 08:44:08 各报了一次 Get the Get Food Request Failed!\n"
     "两次报错 tripId 都是 D1345，原因 foodStoresListResult is null\n"
     "第一次报错其实 08:41:30 就开始了\n"
     "preserve-service 中间重启过一次\n"
     "可能跟 station-food 返回空有关，待确认",
     [inv("call_9e0b", "", 1, "query_logs",
          {"service": "ts-food-service", "start": "2023-01-29T08:43:45Z", "end": "2023-01-29T08:44:10Z"},
          nz_json(rows))],
     [F("ts-food-service-f5756978c-k8vqf 在 08:43:50 和 08:44:08 各报了一次 Get the Get Food Request Failed", "direct_evidence", "food ERRORs at 08:43:50.612 and 08:44:08.354"),
      F("两次报错 tripId 都是 D1345，原因 foodStoresListResult is null", "direct_evidence", "both ERROR messages"),
      F("第一次报错其实 08:41:30 就开始了", "no_evidence", "no record at 08:41:30; the output starts at 08:43:50"),
      F("preserve-service 中间重启过一次", "no_evidence", "unsupported event; preserve-service is not in the output")],
     "LOW_CONFID")

# =========================== Loghub: Spark ===========================
SPARK = "loghub/Spark/Spark_2k.log"


def spark_rec(line):
    d, t, level, comp, msg = line.split(" ", 4)
    return {"ts": d + " " + t, "level": level, "component": comp.rstrip(":"), "message": msg}


# ---- bP-014 ----
start("bP-014")
rows = win("call_sp_4410", SPARK, 1318, 1345)
c014 = {"answer_version": "1.0", "diagnosis_summary": "stage 26.0 正常推进，无失败 task",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "stage 26.0 的 task 24.0、25.0、26.0 都已 Finished，每个结果约 2.7 KB 回传 driver",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_sp_4410", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_sp_4410"],
                                    "evidence_excerpt": "Finished task 25.0 in stage 26.0 (TID 1225). 2705 bytes result sent to driver"}]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "rdd_42_28 以约 901 B 缓存进内存，此时 MemoryStore 剩余 828.5 KB",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_sp_4410", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_sp_4410"],
                                    "evidence_excerpt": "17/06/09 20:11:08 INFO storage.MemoryStore: Block rdd_42_28 stored as bytes in memory (estimated size 901.0 B, free 828.5 KB)"}]},
            {"claim_id": "c3", "claim_type": "log_finding",
             "claim_text": "分区 rdd_42_30 缓存未命中，从 hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log 的 218760+7292 切片重新计算",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_sp_4410", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_sp_4410"],
                                    "evidence_excerpt": "{\"component\": \"rdd.HadoopRDD\", \"message\": \"Input split: hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log:218760+7292\"}"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "这段 executor 日志显示 stage 26.0 在正常推进，详见 claims。"}
case("bP-014", ["source:spark", "format:json_raw", "class:faithful", "class:quantity", "class:excerpt_format"],
     "Spark 作业 stage 26 是不是卡住了？",
     json.dumps(c014, ensure_ascii=False),
     [inv("call_sp_4410", "", 1, "query_logs",
          {"app": "spark-executor", "start": "17/06/09 20:11:08", "end": "17/06/09 20:11:08"},
          {"total": len(rows), "logs": [spark_rec(l) for l in rows]})],
     [CF(c014, "c1", "direct_evidence", "Finished lines for TID 1224/1225/1226 with 2703/2705/2705 bytes (~2.7 KB)"),
      CF(c014, "c2", "direct_evidence", "MemoryStore line for rdd_42_28 (901.0 B, free 828.5 KB), excerpt is the whole line"),
      CF(c014, "c3", "direct_evidence", "CacheManager 'Partition rdd_42_30 not found, computing it' then the HadoopRDD input split; excerpt is a field subset of that record")],
     "PASS")

# ---- bP-015 ----
start("bP-015")
rows = win("toolu_01SpkX", SPARK, 1502, 1516)
case("bP-015", ["source:spark", "format:nl_paragraph", "class:negation", "class:quantity"],
     "stage 27 有没有 task 失败？executor 日志里有没有报错？",
     "20:11:09 这一秒内 stage 27.0 陆续完成了 task 11.0、12.0、13.0 和 14.0，共 4 个。"
     "这几个 task 回传给 driver 的结果都在 2400 到 2600 bytes 之间。"
     "这段 executor 日志全部是 INFO 级别，没有 ERROR 或 WARN。"
     "紧接着 executor 又领到了 TID 1256 到 1259 四个新 task。"
     "建议继续观察 stage 27.0 后续 task 的完成情况。",
     [inv("toolu_01SpkX", "", 1, "search_executor_log",
          {"host": "spark-worker-3", "pattern": "stage 27.0|TID 125"},
          text(rows))],
     [F("20:11:09 这一秒内 stage 27.0 陆续完成了 task 11.0、12.0、13.0 和 14.0，共 4 个", "direct_evidence", "four Finished lines (TID 1251-1254) at 20:11:09"),
      F("这几个 task 回传给 driver 的结果都在 2400 到 2600 bytes 之间", "direct_evidence", "2402, 2486, 2404, 2522 bytes"),
      F("这段 executor 日志全部是 INFO 级别，没有 ERROR 或 WARN", "direct_evidence", "true denial: every line of the output is INFO"),
      F("紧接着 executor 又领到了 TID 1256 到 1259 四个新 task", "direct_evidence", "Got assigned task 1256, 1257, 1258, 1259")],
     "PASS")

# ---- bP-016 ----
start("bP-016")
rows = win("inv-spk-7", SPARK, 318, 330)
case("bP-016", ["source:spark", "format:nl_bullets", "class:count_wrong"],
     "stage 7 一共跑完了几个 task？",
     "- stage 7.0 在 20:10:54 共完成了 6 个 task。\n"
     "- stage 7.0 的每个 task 回传 driver 的结果都是 2667 bytes。\n"
     "- 随后 stage 8.0 开始，task 0.0 的 TID 是 321。\n"
     "- 如需更多细节可以再拉 driver 端日志。",
     [inv("inv-spk-6", "", 1, "query_logs",
          {"app": "spark-executor", "contains": "stage 6.0", "limit": 50},
          {"total": 11, "logs": [spark_rec(l) for l in win("inv-spk-6", SPARK, 272, 282)]}),
      inv("inv-spk-7", "", 2, "query_logs",
          {"app": "spark-executor", "contains": "stage 7.0", "limit": 50},
          {"total": len(rows), "logs": [spark_rec(l) for l in rows]})],
     [F("stage 7.0 在 20:10:54 共完成了 6 个 task", "contradicted", "only five Finished lines for stage 7.0 (TID 285, 318, 319, 299, 312)"),
      F("stage 7.0 的每个 task 回传 driver 的结果都是 2667 bytes", "direct_evidence", "all five stage 7.0 Finished lines say 2667 bytes"),
      F("随后 stage 8.0 开始，task 0.0 的 TID 是 321", "direct_evidence", "Running task 0.0 in stage 8.0 (TID 321)")],
     "REJECT")

# =========================== Loghub: Proxifier ===========================
PROX = "loghub/Proxifier/Proxifier_2k.log"


def prox_rec(line):
    ts = line[1:line.index("]")]
    rest = line[line.index("]") + 2:]
    prog = rest.split(" - ", 1)[0]
    return {"ts": ts, "program": prog, "message": rest}


# ---- bP-017 ----
start("bP-017")
rows = win("call_px_1108", PROX, 1080, 1090)
case("bP-017", ["source:proxifier", "format:nl_sloppy", "class:entity_swap", "class:status_wrong"],
     "Dropbox 和微信走代理有没有问题？流量大概多少",
     "Dropbox.exe 14:12:28 关掉到 client-cf.dropbox.com:443 的连接时 sent 了 5.51 KB, received 3.84 KB\n"
     "WeChat.exe 连 203.205.129.102:8080 通过 proxy 成功建立了连接\n"
     "两秒之后 WeChat.exe 经 proxy.cse.cuhk.edu.hk:5070 打开了到 203.205.146.15:80 的连接\n"
     "建议把 8080 端口的目标加进直连规则试试",
     [inv("call_px_1108", "", 1, "search_proxifier_log",
          {"from": "07.26 14:08", "to": "07.26 14:14"},
          text(rows))],
     [F("Dropbox.exe 14:12:28 关掉到 client-cf.dropbox.com:443 的连接时 sent 了 5.51 KB, received 3.84 KB", "contradicted", "sender/receiver swapped: the 14:12:28 line says 3934 bytes (3.84 KB) sent, 5647 bytes (5.51 KB) received"),
      F("WeChat.exe 连 203.205.129.102:8080 通过 proxy 成功建立了连接", "contradicted", "the line is an error: Could not connect through proxy ... status code 403"),
      F("两秒之后 WeChat.exe 经 proxy.cse.cuhk.edu.hk:5070 打开了到 203.205.146.15:80 的连接", "direct_evidence", "14:11:52 open through proxy line, two seconds after the 14:11:50 error")],
     "REJECT")

# ---- bP-018 ----
start("bP-018")
rows = win("call_px_17a", PROX, 1474, 1486)
c018 = {"answer_version": "1.0", "diagnosis_summary": "17:23:51 起代理域名无法解析，所有经代理的连接失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "17:23:51 起 proxy.cse.cuhk.edu.hk 无法解析（error 11001），WeChat.exe 连 223.167.104.147:80 失败",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_px_17a", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_px_17a"],
                                    "evidence_excerpt": "Could not resolve proxy.cse.cuhk.edu.hk error 11001"}]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "chrome.exe 在 17:23:54 到 17:23:59 之间共有 8 次连接因同样的解析失败报错",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_px_17a", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_px_17a"],
                                    "evidence_excerpt": "{\"ts\": \"07.26 17:23:55\", \"program\": \"chrome.exe *64\"}"}]},
            {"claim_id": "c3", "claim_type": "log_finding",
             "claim_text": "故障前 chrome.exe 到 play.google.com:443 的长连接正常关闭，lifetime 32:07",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_px_17a", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_px_17a"],
                                    "evidence_excerpt": "[07.26 17:23:51] chrome.exe *64 - play.google.com:443 close, 35212 bytes (34.3 KB) sent, 22125 bytes (21.6 KB) received, lifetime 32:07"}]},
            {"claim_id": "c4", "claim_type": "next_step", "claim_text": "检查本机 DNS 配置能否解析 proxy.cse.cuhk.edu.hk",
             "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": ["检查 DNS"], "missing_info": [],
        "user_facing_answer": "详见 claims，请先检查本机 DNS。"}
case("bP-018", ["source:proxifier", "format:json_indented", "class:excerpt_format", "class:faithful", "class:quantity"],
     "下午五点多突然所有网页都打不开了，代理怎么了？",
     json.dumps(c018, ensure_ascii=False, indent=2),
     [inv("call_px_17a", "", 1, "query_logs",
          {"source": "proxifier", "from": "07.26 17:23:50", "to": "07.26 17:24:00"},
          {"total": len(rows), "logs": [prox_rec(l) for l in rows]})],
     [CF(c018, "c1", "direct_evidence", "WeChat.exe 223.167.104.147:80 error line with Could not resolve ... error 11001 at 17:23:51"),
      CF(c018, "c2", "direct_evidence", "eight chrome.exe error records 17:23:54-17:23:59 with that reason"),
      CF(c018, "c3", "direct_evidence", "whole-line excerpt of the 17:23:51 play.google.com close record"),
      CF(c018, "c4", "no_evidence", "next step, not a finding")],
     "PASS")

# ---- bP-019 ----
start("bP-019")
rows = win("toolu_px_yd", PROX, 916, 938)
case("bP-019", ["source:proxifier", "format:nl_headings", "class:unsupported_cause", "class:hedged_distractor"],
     "有道词典图片一直加载不出来，帮忙看看代理日志",
     "## 发现\n"
     "YodaoDict.exe 在 21:14:05 有 5 个到 oimage*.ydstatic.com:80 的请求被取消（A connection request was canceled before the completion）。\n"
     "21:16:41 又有 4 个同类请求被取消。\n"
     "spoolsv.exe 访问 127.0.0.1:135 时被代理拒绝，status code 403。\n"
     "## 原因\n"
     "有道的图片服务器那段时间在做维护。\n"
     "也可能是客户端自己超时取消了请求。\n"
     "## 下一步\n"
     "建议抓包确认取消是由哪一端发起。",
     [inv("toolu_px_yd", "", 1, "grep_log",
          {"file": "Proxifier.log", "from": "10.30 21:12", "to": "10.30 21:18"},
          text(rows))],
     [F("YodaoDict.exe 在 21:14:05 有 5 个到 oimage*.ydstatic.com:80 的请求被取消（A connection request was canceled before the completion）", "direct_evidence", "five 21:14:05 error lines (oimageb2, b4, c7, c4, b8)"),
      F("21:16:41 又有 4 个同类请求被取消", "direct_evidence", "four 21:16:41 canceled lines"),
      F("spoolsv.exe 访问 127.0.0.1:135 时被代理拒绝，status code 403", "direct_evidence", "21:13:23 error line, status code 403"),
      F("有道的图片服务器那段时间在做维护", "no_evidence", "unsupported cause; no record mentions maintenance")],
     "LOW_CONFID")

# =========================== Loghub: HPC ===========================
HPC = "loghub/HPC/HPC_2k.log"


def hpc_rec(line):
    p = line.split(" ", 6)
    return {"log_id": p[0], "node": p[1], "component": p[2], "event": p[3], "epoch": int(p[4]), "flag": p[5], "message": p[6]}


# ---- bP-020 ----
start("bP-020")
rows = win("call_hpc_a1", HPC, 166, 184)
c020 = {"answer_version": "1.0", "diagnosis_summary": "node-118 电源两次故障，交换模块温度偏高",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "node-118 上记录了 2 次 psu failure，ambient 分别为 28 和 31",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_hpc_a1", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_hpc_a1"],
                                    "evidence_excerpt": "347972 node-118 node psu 1140430530 1 psu failure\\ ambient=31"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "Interconnect-0N00 两次报温度 41 ℃ 超过告警阈值",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_hpc_a1", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_hpc_a1"],
                                    "evidence_excerpt": "event=temphigh node=Interconnect-0N00"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "node-D7 上有 4 条 clusterfilesystem.no_server，其中包括 storage1412 和 storage1534",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_hpc_a1", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_hpc_a1"],
                                    "evidence_excerpt": "ClusterFileSystem: There is no server for ServerFileSystem domain storage1412"}]},
            {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议更换 node-118 的电源模块",
             "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "详见 claims。建议更换 node-118 的电源模块。"}
case("bP-020", ["source:hpc", "format:json_indented", "class:quantity", "class:faithful", "class:excerpt_format"],
     "集群最近硬件告警多，哪些节点有电源或温度问题？",
     json.dumps(c020, ensure_ascii=False, indent=3),
     [inv("call_hpc_a1", "", 1, "query_logs",
          {"cluster": "hpc", "component": ["node", "switch_module", "clusterfilesystem", "boot_cmd"]},
          {"total": len(rows), "logs": [hpc_rec(l) for l in rows]})],
     [CF(c020, "c1", "direct_evidence", "two node-118 psu records, ambient=28 and ambient=31"),
      CF(c020, "c2", "direct_evidence", "two temphigh records: Temperature (41C) exceeds warning threshold"),
      CF(c020, "c3", "direct_evidence", "four node-D7 no_server records (1412, 1024, 1534, 1231)"),
      CF(c020, "c4", "no_evidence", "recommendation")],
     "PASS")

# ---- bP-021 ----
start("bP-021")
rows = win("inv_9931", HPC, 302, 318)
c021 = {"answer_version": "1.0", "diagnosis_summary": "交换模块链路反复出错",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "Interconnect-0T00 出现过 Link in reset",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "inv_9931", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["inv_9931"],
                                    "evidence_excerpt": "switch_module bcast-error 1080298218 1 Link in reset"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "Interconnect-1T00 最后一条记录是 Link ok，链路已恢复",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "inv_9931", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["inv_9931"],
                                    "evidence_excerpt": "323647 Interconnect-1T00 switch_module bcast-error 1083198788 1 Link ok"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "Interconnect-0N02 报过 power/control problem",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "inv_9931", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["inv_9931"],
                                    "evidence_excerpt": "power/control problem"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "详见 claims。"}
case("bP-021", ["source:hpc", "format:json_fenced", "class:entity_swap"],
     "哪个交换模块的链路在 reset？",
     "结论：\n```json\n" + json.dumps(c021, ensure_ascii=False, indent=2) + "\n```",
     [inv("inv_9931", "", 1, "search_syslog",
          {"cluster": "hpc", "component": "switch_module"},
          text(rows)),
      inv("inv_9932", "", 1, "search_syslog",
          {"cluster": "hpc", "component": "unix.hw"},
          text(win("inv_9932", HPC, 8, 12)))],
     [CF(c021, "c1", "contradicted", "entity swap: both Link in reset lines belong to Interconnect-1T00; Interconnect-0T00's own lines are only Link error"),
      CF(c021, "c2", "direct_evidence", "last 1T00 line (epoch 1083198788, the latest) is Link ok"),
      CF(c021, "c3", "direct_evidence", "27385 Interconnect-0N02 switch_module control ... power/control problem")],
     "REJECT")

# ---- bP-022 ----
start("bP-022")
rows = win("call_hpc_u3", HPC, 8, 14)
case("bP-022", ["source:hpc", "format:json_malformed", "class:gap", "class:runbook_only"],
     "node-169 那几台节点的 alt0 不可用是什么原因？",
     "{'answer_version': '1.0', 'claims': [\n"
     " {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'node-169、node-187 和 node-199 的组件 alt0 都进入了 unavailable 状态', 'evidence_bindings': [{'source_invocation_ids': ['call_hpc_u3']}]},\n"
     " {'claim_id': 'c2', 'claim_type': 'root_cause', 'claim_text': '按硬件手册，alt0 进入 unavailable 通常是 Myrinet 网卡掉线', 'evidence_bindings': []},\n"
     " {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'node-169 的网卡在这之前已经报过 link down', 'evidence_bindings': []},\n"
     "]}",
     [inv("call_hpc_u3", "", 1, "query_logs", {"event": "state_change.unavailable"},
          {"total": len(rows), "logs": [hpc_rec(l) for l in rows]}),
      inv("call_kb_hw", "", 1, "lookup_knowledge", {"query": "alt0 unavailable state"},
          {"query": "alt0 unavailable state", "chunks": [
              {"chunk_id": "hw-rb-12", "source_doc": "runbooks/hpc-hardware.md", "retrieval_layer": "runbook", "relevance": "high",
               "deduped": False, "content": "alt0 进入 unavailable 通常是 Myrinet 网卡掉线，需要现场检查线缆。"}]}),
      inv("call_hpc_nic", "", 2, "query_logs", {"node": "node-169", "event": "net.niff.down"},
          None, success=False, error="HTTP 502 from log gateway")],
     [F("node-169、node-187 和 node-199 的组件 alt0 都进入了 unavailable 状态", "direct_evidence", "malformed contract read as text; three state_change.unavailable records for those nodes"),
      F("按硬件手册，alt0 进入 unavailable 通常是 Myrinet 网卡掉线", "indirect_support", "attributed to the runbook; only the knowledge chunk says it"),
      F("node-169 的网卡在这之前已经报过 link down", "no_evidence", "the only NIC query for node-169 failed (HTTP 502)")],
     "LOW_CONFID")

# =========================== Loghub: Android ===========================
AND = "loghub/Android/Android_2k.log"


def and_rec(line):
    p = line.split(None, 5)
    tag, msg = p[5].split(": ", 1) if ": " in p[5] else (p[5], "")
    return {"ts": p[0] + " " + p[1], "pid": p[2], "tid": p[3], "level": p[4], "tag": tag, "message": msg}


# ---- bP-023 ----
start("bP-023")
rows = win("logcat-41", AND, 86, 94)
case("bP-023", ["source:android", "format:nl_bullets", "class:negation", "class:count_wrong"],
     "手机 16:13:45 左右切页面时闪了一下，系统日志里有异常吗？",
     "1. ActivityManager 这段时间没有任何 W 级别的告警。\n"
     "2. WindowManager 的 Skipping AppWindowToken 日志出现了 3 次。\n"
     "3. PhoneStatusBar 在 16:13:45.408 执行了 cancelAutohide。\n"
     "4. 可以再抓一份 bugreport 看看。",
     [inv("logcat-41", "", 1, "adb_logcat",
          {"device": "emulator-5554", "since": "03-17 16:13:45.400", "until": "03-17 16:13:45.600"},
          {"lines": [and_rec(l) for l in rows]})],
     [F("ActivityManager 这段时间没有任何 W 级别的告警", "contradicted", "ActivityManager has two W lines at 16:13:45.466 (Bad activity token, ClassCastException)"),
      F("WindowManager 的 Skipping AppWindowToken 日志出现了 3 次", "contradicted", "only two Skipping AppWindowToken lines (16:13:45.402 and .512)"),
      F("PhoneStatusBar 在 16:13:45.408 执行了 cancelAutohide", "direct_evidence", "I PhoneStatusBar: cancelAutohide at 16:13:45.408")],
     "REJECT")

# ---- bP-024 ----
start("bP-024")
rows = win("call_adb_7e", AND, 1005, 1014)
c024 = {"answer_version": "1.0", "diagnosis_summary": "QQ 空间进程崩溃后系统计划重启其服务",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "进程 com.tencent.mobileqq:qzone（pid 12236）在 16:15:19.992 死亡",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_adb_7e", "tool_name": "adb_logcat",
                                    "source_invocation_ids": ["call_adb_7e"],
                                    "evidence_excerpt": "Process com.tencent.mobileqq:qzone (pid 12236) has died"}]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "系统计划在 1 秒后重启崩溃的服务 com.tencent.mobileqq/cooperation.qzone.remote.logic.QzoneWebPluginProxyService",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_adb_7e", "tool_name": "adb_logcat",
                                    "source_invocation_ids": ["call_adb_7e"],
                                    "evidence_excerpt": "03-17 16:15:19.993  1702  2644 W ActivityManager: Scheduling restart of crashed service com.tencent.mobileqq/cooperation.qzone.remote.logic.QzoneWebPluginProxyService in 1000ms"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "清理 pid 12236 的应用记录时标记为 restart: false",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "T1", "tool_name": "adb_logcat",
                                    "source_invocation_ids": ["call_adb_7e"],
                                    "evidence_excerpt": "cleanUpApplicationRecordLocked, pid: 12236, restart: false"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "如需进一步确认，可以再抓一次崩溃时的 tombstone。"}
case("bP-024", ["source:android", "format:json_with_text", "class:quantity", "class:paraphrase_zh", "class:excerpt_format"],
     "QQ 空间刚才闪退了一下，系统怎么处理的？",
     "根据 logcat 的分析结果：\n" + json.dumps(c024, ensure_ascii=False, indent=2),
     [inv("call_adb_7e", "", 1, "adb_logcat",
          {"device": "phone-01", "pid": 1702, "since": "03-17 16:15:19.8"},
          text(rows))],
     [CF(c024, "c1", "direct_evidence", "I ActivityManager: Process com.tencent.mobileqq:qzone (pid 12236) has died at 16:15:19.992"),
      CF(c024, "c2", "direct_evidence", "Scheduling restart ... in 1000ms = 1 s; whole-line excerpt"),
      CF(c024, "c3", "direct_evidence", "cleanUpApplicationRecordLocked, pid: 12236, restart: false; T1 is the only call")],
     "PASS")

# ---- bP-025 ----
start("bP-025")
rows = win("k8s-adb-02", AND, 912, 919)
case("bP-025", ["source:android", "format:nl_sloppy", "class:hedged_distractor", "class:unsupported_cause"],
     "欢乐斗地主的推送一直收不到，logcat 里能看出什么？",
     "ActivityManager 16:15:03 起不来 XGPushService，Unable to start service ... not found\n"
     "对应的组件是 com.qqgame.hlddz/com.tencent.android.tpush.service.XGPushService\n"
     "这个 app 刚被用户卸载重装过\n"
     "可能是 XGPush 的保活被系统拦了\n"
     "疑似 manifest 里没声明这个 service\n"
     "DisplayPowerController 同一时间在调亮度，target=38",
     [inv("k8s-adb-02", "", 1, "adb_logcat",
          {"device": "phone-01", "since": "03-17 16:15:02", "until": "03-17 16:15:06"},
          text(rows))],
     [F("ActivityManager 16:15:03 起不来 XGPushService，Unable to start service ... not found", "direct_evidence", "W ActivityManager at 16:15:03.502: Unable to start service Intent {...XGPushService} U=0: not found"),
      F("对应的组件是 com.qqgame.hlddz/com.tencent.android.tpush.service.XGPushService", "direct_evidence", "cmp= in the same line"),
      F("这个 app 刚被用户卸载重装过", "no_evidence", "unsupported event; nothing shows an uninstall"),
      F("DisplayPowerController 同一时间在调亮度，target=38", "direct_evidence", "Animating brightness: target=38 at 16:15:02.897, within a second of the 16:15:03.502 warning")],
     "LOW_CONFID")

# =========================== Loghub: Thunderbird ===========================
TB = "loghub/Thunderbird/Thunderbird_2k.log"

# ---- bP-026 ----
start("bP-026")
rows = win("call_tb_55", TB, 1460, 1472)
case("bP-026", ["source:thunderbird", "format:nl_paragraph", "class:fabricated_id"],
     "tbird-admin1 开机后监控数据断了，sshd 也起不来，什么情况？",
     "tbird-admin1 上 sshd[1761] 绑定 0.0.0.0 的 22 端口失败，报 Address already in use。"
     "gmetad[1682] 在 12:10:56 没有从 [Thunderbird_C9] 数据源拿到任何应答。"
     "syslog-ng[1605] 无法以写方式打开 /dev/logsurfer（No such file or directory）。"
     "cn764 上的 ntpd 已经同步到 10.100.22.250，stratum 3。"
     "建议先确认 22 端口被哪个进程占用。",
     [inv("call_tb_54", "", 1, "search_syslog",
          {"cluster": "thunderbird", "host": "tbird-admin1", "time": "2005.11.09 12:10:43"},
          text(win("call_tb_54", TB, 1310, 1313))),
      inv("call_tb_55", "", 1, "search_syslog",
          {"cluster": "thunderbird", "time": "2005.11.09 12:10:55-12:10:58"},
          text(rows))],
     [F("tbird-admin1 上 sshd[1761] 绑定 0.0.0.0 的 22 端口失败，报 Address already in use", "direct_evidence", "sshd[1761]: error: Bind to port 22 on 0.0.0.0 failed: Address already in use."),
      F("gmetad[1682] 在 12:10:56 没有从 [Thunderbird_C9] 数据源拿到任何应答", "contradicted", "fabricated id: the 12:10:56 line names [Thunderbird_C5]; Thunderbird_C9 is in no output"),
      F("syslog-ng[1605] 无法以写方式打开 /dev/logsurfer（No such file or directory）", "direct_evidence", "Cannot open file /dev/logsurfer for writing (No such file or directory)"),
      F("cn764 上的 ntpd 已经同步到 10.100.22.250，stratum 3", "direct_evidence", "cn764 ntpd[27910]: synchronized to 10.100.22.250, stratum 3")],
     "REJECT")

# ---- bP-027 ----
start("bP-027")
rows_a = win("toolu_tb_ide", TB, 1310, 1318)
rows_b = win("toolu_tb_fs", TB, 1381, 1385)
c027 = {"answer_version": "1.0", "diagnosis_summary": "tbird-admin1 启动时 IDE 探测失败，部分文件系统挂载失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "tbird-admin1 启动时 ide0 到 ide5 共 6 个 IDE 通道都报 Wait for ready failed before probe",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "T1", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["toolu_tb_ide"],
                                    "evidence_excerpt": "ide3: Wait for ready failed before probe !"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "ioctl32(fdisk:515) 对 /dev/sda 发出了无法识别的命令 cmd(80081272)",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "T1", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["toolu_tb_ide"],
                                    "evidence_excerpt": "ioctl32(fdisk:515): Unknown cmd fd(5) cmd(80081272){00} arg(ffffda44) on /dev/sda"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "netfs 挂载 NFS 成功，但挂载其他文件系统失败",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "T2", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["toolu_tb_fs"],
                                    "evidence_excerpt": "netfs: Mounting other filesystems: failed"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "详见 claims。另外 tbird-admin1 的 hw_random 没有检测到 RNG。"}
case("bP-027", ["source:thunderbird", "format:json_raw", "class:faithful", "class:paraphrase_zh", "class:quantity"],
     "tbird-admin1 重启后磁盘和挂载有没有问题？",
     json.dumps(c027, ensure_ascii=False),
     [inv("toolu_tb_ide", "", 1, "search_syslog", {"host": "tbird-admin1", "time": "12:10:43"}, text(rows_a)),
      inv("toolu_tb_fs", "", 2, "search_syslog", {"host": "tbird-admin1", "program": "netfs"}, text(rows_b))],
     [CF(c027, "c1", "direct_evidence", "six lines ide0..ide5 Wait for ready failed before probe"),
      CF(c027, "c2", "direct_evidence", "ioctl32(fdisk:515): Unknown cmd ... cmd(80081272) on /dev/sda"),
      CF(c027, "c3", "direct_evidence", "netfs: Mounting NFS filesystems: succeeded / Mounting other filesystems: failed (T2)"),
      F("另外 tbird-admin1 的 hw_random 没有检测到 RNG", "direct_evidence", "hw_random: RNG not detected", extra=True)],
     "PASS")

# =========================== Loghub: Mac ===========================
MAC = "loghub/Mac/Mac_2k.log"

# ---- bP-028 ----
start("bP-028")
rows = win("call_mac_0e", MAC, 1150, 1160)
case("bP-028", ["source:mac", "format:nl_headings", "class:misattribution", "class:count_wrong"],
     "7 月 5 日凌晨 Mac 上网络断断续续，是哪个进程的问题？",
     "## 结论\n"
     "QQ[10018] 在 00:29:25 报 tcp_connection_handle_connect_conditions_bad 22710 failed: 3 - No network route。\n"
     "locationd[82] 同样报了 No network route。\n"
     "这段时间 locationd 一共只打了 1 条日志。\n"
     "com.apple.WebKit.WebContent[35671] 在 00:29:04 等待页面加载超时（Wait time out - -1001）。\n"
     "## 建议\n"
     "可以检查一下当时的 Wi-Fi 连接记录。",
     [inv("call_mac_0d", "", 1, "search_syslog",
          {"date": "Jul 4", "from": "23:13", "to": "23:21"},
          text(win("call_mac_0d", MAC, 1052, 1056))),
      inv("call_mac_0e", "", 2, "search_syslog",
          {"host": "authorMacBook-Pro", "date": "Jul 5", "from": "00:18", "to": "00:56"},
          text(rows))],
     [F("QQ[10018] 在 00:29:25 报 tcp_connection_handle_connect_conditions_bad 22710 failed: 3 - No network route", "direct_evidence", "QQ[10018] line at Jul 5 00:29:25"),
      F("locationd[82] 同样报了 No network route", "contradicted", "misattribution: locationd's own lines say PBRequester request timed out and no response from server; only QQ logs No network route"),
      F("这段时间 locationd 一共只打了 1 条日志", "contradicted", "locationd[82] has three lines in the output (00:33:56, 00:53:57, 00:55:33)"),
      F("com.apple.WebKit.WebContent[35671] 在 00:29:04 等待页面加载超时（Wait time out - -1001）", "direct_evidence", "crabsWaitForLoad ... Wait time out - -1001 at 00:29:04")],
     "REJECT")

# ---- bP-029 ----
start("bP-029")
rows_a = win("srch-mac-1", MAC, 310, 314)
rows_b = win("srch-mac-2", MAC, 315, 320)
c029 = {"answer_version": "1.0", "diagnosis_summary": "geod 请求超时，系统热压力轻微",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "com.apple.geod[30311] 在 19:34:33 请求超时，NSURLErrorDomain Code=-1001",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "srch-mac-1", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["srch-mac-1"],
                                    "evidence_excerpt": "PBRequester failed with Error Error Domain=NSURLErrorDomain Code=-1001 \"The request timed out.\""}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "kernel 报告 en0 的信道切换到了 6",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "T3", "tool_name": "search_syslog",
                                    "source_invocation_ids": [],
                                    "evidence_excerpt": "en0: channel changed to 6"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "19:21:05 CDScheduler 记录 Thermal pressure state: 1，Memory pressure state: 0",
             "support_level": "direct", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "详见 claims。"}
case("bP-029", ["source:mac", "format:json_indented", "class:bad_reference"],
     "Mac 地图定位一直转圈，19 点多的系统日志看看",
     json.dumps(c029, ensure_ascii=False, indent=2),
     [inv("srch-mac-1", "", 1, "search_syslog", {"host": "calvisitor-10-105-163-202", "from": "Jul 2 18:53", "to": "Jul 2 19:21"}, text(rows_a)),
      inv("srch-mac-2", "", 1, "search_syslog", {"host": "calvisitor-10-105-163-202", "from": "Jul 2 19:21", "to": "Jul 2 19:49"}, text(rows_b))],
     [CF(c029, "c1", "indirect_support", "content is true but the excerpt is in srch-mac-2 (line 316), not in the cited srch-mac-1"),
      CF(c029, "c2", "indirect_support", "line exists in srch-mac-1, but the binding cites T3, and only T1/T2 exist"),
      CF(c029, "c3", "indirect_support", "true (line 314 in srch-mac-1) but the claim has no binding")],
     "LOW_CONFID")

# =========================== Loghub: HealthApp ===========================
HA = "loghub/HealthApp/HealthApp_2k.log"

# ---- bP-030 ----
start("bP-030")
rows = win("call_ha_730", HA, 722, 738)
case("bP-030", ["source:healthapp", "format:nl_bold_labels", "class:paraphrase_zh", "class:faithful", "class:quantity"],
     "运动健康 App 昨晚 22:19 同步步数失败，是什么原因？",
     "**写库失败**：HiH_HiHealthBinder 在 22:19:58:411 报 insertHiHealthData() bulkSaveDetailHiHealthData fail，errorCode = 4，errorMessage = ERR_DATA_INSERT。\n"
     "**明细**：HiH_HiHealthDataInsertStore 有 2 条 saveOneDetailData fail，type 分别是 40003 和 40005。\n"
     "**批次**：这一批 bulkSaveDetailHiHealthData 的 size = 4，totalTime = 30。\n"
     "**上报**：随后 Step_LSC 记录 uploadStaticsToDB failed message=true。\n"
     "**建议**：建议重启 App 后再观察一次同步。",
     [inv("call_ha_730", "", 1, "query_logs",
          {"app": "com.huawei.health", "from": "20171223-22:19:58:000", "to": "20171223-22:19:58:500"},
          text(rows))],
     [F("HiH_HiHealthBinder 在 22:19:58:411 报 insertHiHealthData() bulkSaveDetailHiHealthData fail，errorCode = 4，errorMessage = ERR_DATA_INSERT", "direct_evidence", "line 730 verbatim content"),
      F("HiH_HiHealthDataInsertStore 有 2 条 saveOneDetailData fail，type 分别是 40003 和 40005", "direct_evidence", "lines 722 and 725"),
      F("这一批 bulkSaveDetailHiHealthData 的 size = 4，totalTime = 30", "direct_evidence", "bulkSaveDetailHiHealthData() size = 4,totalTime = 30"),
      F("随后 Step_LSC 记录 uploadStaticsToDB failed message=true", "direct_evidence", "Step_LSC line at 22:19:58:411 after the Binder failure line")],
     "PASS")

# ---- bP-031 ----
start("bP-031")
rows = win("toolu_ha_2314", HA, 1400, 1412)
case("bP-031", ["source:healthapp", "format:json_malformed", "class:value_wrong"],
     "23:14 那会儿步数和卡路里统计对不对？",
     "{\n"
     "  \"answer_version\": \"1.0\",\n"
     "  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"metric_finding\", \"claim_text\": \"Step_ExtSDM 在 23:14:46:425 算出的 totalCalories 为 131015\"},\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"Step_StandReportReceiver 在 23:14:46:933 上报 REPORT : 7208 5146 154395 240\"},\n"
     "    {\"claim_id\": \"c3\", \"claim_type\": \"metric_finding\", \"claim_text\": \"这段时间 totalAltitude 从 240 升到了 260\"},\n"
     "  ],\n"
     "  \"user_facing_answer\": \"以上供参考。\",\n",
     [inv("toolu_ha_2314", "", 1, "query_logs",
          {"app": "com.huawei.health", "from": "20171223-23:14:46", "to": "20171223-23:14:48"},
          {"total": len(rows), "logs": [dict(zip(["ts", "component", "pid", "message"], l.split("|", 3))) for l in rows]})],
     [F("Step_ExtSDM 在 23:14:46:425 算出的 totalCalories 为 131015", "direct_evidence", "truncated contract read as text; calculateCaloriesWithCache totalCalories=131015 at 23:14:46:425"),
      F("Step_StandReportReceiver 在 23:14:46:933 上报 REPORT : 7208 5146 154395 240", "direct_evidence", "REPORT line at 23:14:46:933"),
      F("这段时间 totalAltitude 从 240 升到了 260", "contradicted", "every calculateAltitudeWithCache record says totalAltitude=240")],
     "REJECT")

# =========================== Loghub: Windows ===========================
WIN = "loghub/Windows/Windows_2k.log"

# ---- bP-032 ----
start("bP-032")
rows = win("call_cbs_1103", WIN, 1096, 1116)
case("bP-032", ["source:windows", "format:nl_paragraph", "class:faithful", "class:paraphrase_zh"],
     "Windows 更新 9 月 29 号凌晨失败了，CBS 日志里有什么？",
     "9 月 29 日 00:03:25，CBS 创建备份日志 cab 失败，HRESULT = 0x80070001（ERROR_INVALID_FUNCTION）。"
     "在此之前 CBS 卸载了 HarddiskVolumeShadowCopy2 下的一批离线注册表 hive。"
     "02:03:46 WindowsUpdateAgent 先后初始化了 30546354_2823393669 和 30546354_2824723745 两个会话。"
     "之后 CBS 反复出现 CBS_E_MANIFEST_INVALID_ITEM（0x800f080d）。"
     "建议用 DISM 再做一次组件存储检查。",
     [inv("call_time_0", "", 1, "get_current_time", {}, {"now": "2016-09-29T09:12:00+08:00"}),
      inv("call_cbs_1103", "", 1, "read_cbs_log",
          {"path": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-29 00:03", "to": "2016-09-29 02:04"},
          text(rows))],
     [F("9 月 29 日 00:03:25，CBS 创建备份日志 cab 失败，HRESULT = 0x80070001（ERROR_INVALID_FUNCTION）", "direct_evidence", "Failed to create backup log cab. [HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION] at 2016-09-29 00:03:25"),
      F("在此之前 CBS 卸载了 HarddiskVolumeShadowCopy2 下的一批离线注册表 hive", "direct_evidence", "Unloading offline registry hive lines at 00:03:19"),
      F("02:03:46 WindowsUpdateAgent 先后初始化了 30546354_2823393669 和 30546354_2824723745 两个会话", "direct_evidence", "two Session ... initialized by client WindowsUpdateAgent lines"),
      F("之后 CBS 反复出现 CBS_E_MANIFEST_INVALID_ITEM（0x800f080d）", "direct_evidence", "several 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM lines at 02:03:46")],
     "PASS")

# ---- bP-033 ----
start("bP-033")
rows = win("c7a9e3f0-11b2-4d5e-9a3c-6f0e8b2d4a17", WIN, 40, 50)
c033 = {"answer_version": "1.0", "diagnosis_summary": "CBS 解析 manifest 失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "CBS 在 2016-09-28 04:30:31 报 Failed to get next element，HRESULT = 0x800f080e",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "c7a9e3f0-11b2-4d5e-9a3c-6f0e8b2d4a17", "tool_name": "read_cbs_log",
                                    "source_invocation_ids": ["c7a9e3f0-11b2-4d5e-9a3c-6f0e8b2d4a17"],
                                    "evidence_excerpt": "Failed to get next element"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "同一秒内还有 Warning: Unrecognized packageExtended attribute",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "c7a9e3f0-11b2-4d5e-9a3c-6f0e8b2d4a17", "tool_name": "read_cbs_log",
                                    "source_invocation_ids": ["c7a9e3f0-11b2-4d5e-9a3c-6f0e8b2d4a17"],
                                    "evidence_excerpt": "Warning: Unrecognized packageExtended attribute."}]},
            {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "CBS 在 04:30:31 已经成功解析完全部 manifest",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "c7a9e3f0-11b2-4d5e-9a3c-6f0e8b2d4a17", "tool_name": "read_cbs_log",
                                    "source_invocation_ids": ["c7a9e3f0-11b2-4d5e-9a3c-6f0e8b2d4a17"],
                                    "evidence_excerpt": "Expecting attribute name"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "见 claims。"}
case("bP-033", ["source:windows", "format:json_fenced", "class:fabricated_id", "class:status_wrong"],
     "9 月 28 日凌晨 CBS 报错的 HRESULT 是多少？",
     "```json\n" + json.dumps(c033, ensure_ascii=False) + "\n```\n如有需要我可以继续查 CBS.persist.log。",
     [inv("c7a9e3f0-11b2-4d5e-9a3c-6f0e8b2d4a17", "", 1, "read_cbs_log",
          {"path": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-28 04:30:31", "max_lines": 11},
          text(rows))],
     [CF(c033, "c1", "contradicted", "fabricated code, one character off: every record has HRESULT = 0x800f080d"),
      CF(c033, "c2", "direct_evidence", "Warning lines at 04:30:31"),
      CF(c033, "c3", "contradicted", "status reversed: the same second shows Expecting attribute name / Failed to get next element with CBS_E_MANIFEST_INVALID_ITEM")],
     "REJECT")

# =========================== Loghub: HDFS ===========================
HDFS = "loghub/HDFS/HDFS_2k.log"


def hdfs_rec(line):
    d, t, pid, level, comp, msg = line.split(" ", 5)
    return {"date": d, "time": t, "pid": pid, "level": level, "component": comp.rstrip(":"), "message": msg}


# ---- bP-034 ----
start("bP-034")
rows = win("call_hd_2140", HDFS, 76, 88)
case("bP-034", ["source:hdfs", "format:nl_bullets", "class:entity_swap", "class:paraphrase_zh"],
     "HDFS 读块时报 Got exception while serving，是哪台 DataNode 出的问题？",
     "- 21:40:43 那次是 10.251.90.64 在向 /10.251.30.85 提供 blk_-2918118818249673980 时出了异常。\n"
     "- 21:44:02 DataNode 10.251.126.255:50010 向 /10.251.91.159 发送 blk_8376667364205250596 时抛出异常。\n"
     "- 10.251.71.68:50010 在 21:45:24 正常把 blk_-2794533871450434534 送给了 /10.251.199.150。\n"
     "- 这段日志里共有 8 条 WARN。\n"
     "- 建议检查这些客户端到 DataNode 的网络。",
     [inv("call_hd_2140", "", 1, "query_logs",
          {"component": "dfs.DataNode$DataXceiver", "date": "081109", "from": "213900", "to": "220100"},
          {"total": len(rows), "logs": [hdfs_rec(l) for l in rows]})],
     [F("21:40:43 那次是 10.251.90.64 在向 /10.251.30.85 提供 blk_-2918118818249673980 时出了异常", "contradicted", "roles reversed: 10.251.30.85:50010 was serving the block to /10.251.90.64"),
      F("21:44:02 DataNode 10.251.126.255:50010 向 /10.251.91.159 发送 blk_8376667364205250596 时抛出异常", "direct_evidence", "WARN 214402: 10.251.126.255:50010:Got exception while serving blk_8376667364205250596 to /10.251.91.159:"),
      F("10.251.71.68:50010 在 21:45:24 正常把 blk_-2794533871450434534 送给了 /10.251.199.150", "direct_evidence", "INFO 214524 Served block line"),
      F("这段日志里共有 8 条 WARN", "direct_evidence", "WARN lines at 214043, 214402, 214529, 214910, 215136, 215259, 215702, 220032 = 8")],
     "REJECT")

# ---- bP-035 ----
start("bP-035")
rows = win("qlog_hdfs_0311", HDFS, 1240, 1252)
c035 = {"answer_version": "1.0", "diagnosis_summary": "03:18-03:28 之间块写入正常",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "blk_566413670355737377 已完整接收，大小 64 MiB，来自 /10.251.122.79",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "qlog_hdfs_0311", "tool_name": "query_logs",
                                    "source_invocation_ids": ["qlog_hdfs_0311"],
                                    "evidence_excerpt": "Received block blk_566413670355737377 of size 67108864 from /10.251.122.79"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "10.251.127.243:50010 被加入 blk_1512923509505250283 的 blockMap",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "qlog_hdfs_0311", "tool_name": "query_logs",
                                    "source_invocation_ids": ["qlog_hdfs_0312"],
                                    "evidence_excerpt": "{\"level\": \"INFO\", \"time\": \"031951\", \"component\": \"dfs.FSNamesystem\"}"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "接收 blk_313888672758374538 时 src 是 /10.251.39.179:40031，dest 是 /10.251.39.179:50010",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "qlog_hdfs_0311", "tool_name": "query_logs",
                                    "source_invocation_ids": ["qlog_hdfs_0311"],
                                    "evidence_excerpt": "Receiving block blk_313888672758374538 src: /10.251.39.179:40031 dest: /10.251.39.179:50010"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "块写入流程正常，详见 claims。"}
case("bP-035", ["source:hdfs", "format:json_raw", "class:quantity", "class:bad_reference"],
     "rand4 作业写 HDFS 的时候块有没有写完整？",
     json.dumps(c035, ensure_ascii=False),
     [inv("qlog_hdfs_0311", "", 1, "query_logs",
          {"date": "081111", "from": "031800", "to": "032900"},
          {"total": len(rows), "logs": [hdfs_rec(l) for l in rows]})],
     [CF(c035, "c1", "direct_evidence", "Received block ... of size 67108864 (= 64 MiB) from /10.251.122.79"),
      CF(c035, "c2", "indirect_support", "content is in qlog_hdfs_0311 (031951 addStoredBlock line), but the binding cites qlog_hdfs_0312, which does not exist"),
      CF(c035, "c3", "direct_evidence", "032531 Receiving block line, src and dest as stated")],
     "PASS")

# =========================== Loghub: OpenSSH ===========================
SSH = "loghub/OpenSSH/OpenSSH_2k.log"

# ---- bP-036 ----
start("bP-036")
rows = win("call_ssh_1055", SSH, 1138, 1158)
case("bP-036", ["source:openssh", "format:nl_sloppy", "class:hedged_distractor", "class:unsupported_cause", "class:quantity"],
     "LabSZ 这台机器 10:55 左右 ssh 登录失败很多，谁在扫？",
     "183.62.140.253 在 10:55:41 到 10:55:45 之间 Failed password 共 3 次\n"
     "试的用户名有 oracle、test、ubuntu，全是 invalid user\n"
     "这个 IP 上周就已经被防火墙封过一次\n"
     "看着像撞库脚本，也可能是内网扫描器误扫\n"
     "sshd[24949] 那次用的源端口是 47098\n"
     "建议先把 183.62.140.253 加到 fail2ban",
     [inv("call_ssh_1055", "", 1, "search_syslog",
          {"host": "LabSZ", "program": "sshd", "from": "Dec 10 10:55:39", "to": "Dec 10 10:55:46"},
          text(rows))],
     [F("183.62.140.253 在 10:55:41 到 10:55:45 之间 Failed password 共 3 次", "direct_evidence", "Failed password lines at 10:55:41, 10:55:43, 10:55:45"),
      F("试的用户名有 oracle、test、ubuntu，全是 invalid user", "direct_evidence", "Invalid user test / oracle / ubuntu lines, input_userauth_request invalid user"),
      F("这个 IP 上周就已经被防火墙封过一次", "no_evidence", "unsupported past event; nothing about a firewall block"),
      F("sshd[24949] 那次用的源端口是 47098", "direct_evidence", "Failed password for invalid user oracle from 183.62.140.253 port 47098")],
     "LOW_CONFID")

# ---- bP-037 ----
start("bP-037")
rows = win("toolu_01SshInv", SSH, 1143, 1147)
c037 = {"answer_version": "1.0", "diagnosis_summary": "183.62.140.253 在暴力尝试 ssh 登录",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "sshd[24951] 收到来自 183.62.140.253 的 invalid user test 登录尝试，端口 47409 上密码校验失败",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01SshInv", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["toolu_01SshInv"],
                                    "evidence_excerpt": "Failed password for invalid user test from 183.62.140.253 port 47409 ssh2"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "183.62.140.253 没有任何一次登录成功",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01SshAcc", "tool_name": "search_syslog",
                                    "source_invocation_ids": ["toolu_01SshAcc"],
                                    "evidence_excerpt": "Accepted password"}]},
            {"claim_id": "c3", "claim_type": "background", "claim_text": "安全基线要求同一 IP 5 分钟内失败 5 次即封禁",
             "support_level": "indirect",
             "evidence_bindings": [{"source_type": "knowledge", "source_id": "sec-ssh-03", "tool_name": "lookup_knowledge",
                                    "source_invocation_ids": ["toolu_01SshKb"],
                                    "evidence_excerpt": "同一 IP 5 分钟内失败 5 次即封禁"}]},
            {"claim_id": "c4", "claim_type": "root_cause", "claim_text": "根据安全手册，这类 invalid user 轮询属于字典攻击",
             "support_level": "indirect",
             "evidence_bindings": [{"source_type": "knowledge", "source_id": "sec-ssh-03", "tool_name": "lookup_knowledge",
                                    "source_invocation_ids": ["toolu_01SshKb"],
                                    "evidence_excerpt": "短时间内轮换 invalid user 的失败登录属于字典攻击"}]}],
        "hypotheses": [], "recommended_actions": ["封禁 183.62.140.253"], "missing_info": [],
        "user_facing_answer": "建议立即封禁该 IP。"}
case("bP-037", ["source:openssh", "format:json_with_text", "class:runbook_only", "class:gap", "class:negation"],
     "183.62.140.253 有没有成功登进来过？",
     json.dumps(c037, ensure_ascii=False, indent=2) + "\n（以上为结构化输出）",
     [inv("toolu_01SshInv", "", 1, "search_syslog", {"host": "LabSZ", "pattern": "sshd\\[24951\\]"}, text(rows)),
      inv("toolu_01SshAcc", "", 1, "search_syslog", {"host": "LabSZ", "pattern": "Accepted .* from 183.62.140.253"},
          {"total": 0, "logs": []}),
      inv("toolu_01SshKb", "", 2, "lookup_knowledge", {"query": "ssh 暴力破解 封禁"},
          {"query": "ssh 暴力破解 封禁", "chunks": [
              {"chunk_id": "sec-ssh-03", "source_doc": "security/ssh-baseline.md", "retrieval_layer": "runbook", "relevance": "high",
               "deduped": False, "content": "短时间内轮换 invalid user 的失败登录属于字典攻击。安全基线：同一 IP 5 分钟内失败 5 次即封禁。"}]})],
     [CF(c037, "c1", "direct_evidence", "sshd[24951] Invalid user test from 183.62.140.253 and Failed password ... port 47409"),
      CF(c037, "c2", "no_evidence", "denial based only on a no-hit search; absence not proven"),
      CF(c037, "c3", "indirect_support", "background from the knowledge chunk only (non-critical)"),
      CF(c037, "c4", "indirect_support", "attributed to the security runbook; knowledge chunk only")],
     "LOW_CONFID")

# =========================== Loghub: Zookeeper ===========================
ZK = "loghub/Zookeeper/Zookeeper_2k.log"


def zk_rec(line):
    ts, rest = line.split(" - ", 1)
    level, rest = rest.split(None, 1)
    thread, msg = rest.split("] - ", 1)
    return {"ts": ts, "level": level, "thread": thread.lstrip("["), "message": msg}


# ---- bP-038 ----
start("bP-038")
rows = win("call_zk_1929", ZK, 251, 263)
c038 = {"answer_version": "1.0", "diagnosis_summary": "与 188978561024 的选举连接反复断开",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "与 id 188978561024 的连接第一次断开是在 19:29:42,075（Connection broken，my id = 1）",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_zk_1929", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_zk_1929"],
                                    "evidence_excerpt": "Connection broken for id 188978561024, my id = 1, error ="}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "第一次 Connection broken 发生在任何一条 Send worker leaving thread 之前",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_zk_1929", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_zk_1929"],
                                    "evidence_excerpt": "Send worker leaving thread"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "19:29:38 到 19:29:58 之间 Connection broken 共出现 3 次",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "call_zk_1929", "tool_name": "query_logs",
                                    "source_invocation_ids": ["call_zk_1929"],
                                    "evidence_excerpt": "{\"level\": \"WARN\", \"thread\": \"RecvWorker:188978561024:QuorumCnxManager$RecvWorker@762\"}"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "选举端口连接不稳定，详见 claims。"}
case("bP-038", ["source:zookeeper", "format:json_with_text", "class:time_wrong", "class:quantity"],
     "ZooKeeper 7 月 29 日晚上选举连接断开，先后顺序是什么？",
     "我按时间线整理了一下：\n" + json.dumps(c038, ensure_ascii=False, indent=2),
     [inv("call_zk_1929", "", 1, "query_logs",
          {"service": "zookeeper", "level": "WARN", "from": "2015-07-29 19:29:30", "to": "2015-07-29 19:30:00"},
          {"total": len(rows), "logs": [zk_rec(l) for l in rows]})],
     [CF(c038, "c1", "direct_evidence", "first Connection broken record in the output is 19:29:42,075, my id = 1"),
      CF(c038, "c2", "contradicted", "order contradicted: Send worker leaving thread already at 19:29:38,843, before 19:29:42,075"),
      CF(c038, "c3", "direct_evidence", "Connection broken at 19:29:42,075, 19:29:52,202, 19:29:58,778 = 3")],
     "REJECT")

# ---- bP-039 ----
start("bP-039")
rows = win("inv-zk-0810", ZK, 610, 622)
c039 = {"answer_version": "1.0", "diagnosis_summary": "会话建立正常，偶发 end of stream",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "myid=1 的 ZooKeeperServer 为客户端 /10.10.34.13:38490 建立了会话 0x14f05578bd80016，negotiated timeout 10000",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "inv-zk-0810", "tool_name": "zk_log_search",
                                    "source_invocation_ids": ["inv-zk-0810"],
                                    "evidence_excerpt": "Established session 0x14f05578bd80016 with negotiated timeout 10000 for client /10.10.34.13:38490"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "18:25:39 有一条 WARN：caught end of stream exception",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "inv-zk-0810", "tool_name": "zk_log_search",
                                    "source_invocation_ids": ["inv-zk-0810"],
                                    "evidence_excerpt": "2015-08-10 18:25:39,907 - WARN  [NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181:NIOServerCnxn@349] - caught end of stream exception"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "18:27:49 服务端关闭了客户端 /10.10.34.12:46331 的连接，sessionid 为 0x14f1724a6e80004",
             "support_level": "direct",
             "evidence_bindings": [{"source_type": "log", "source_id": "inv-zk-0810", "tool_name": "zk_log_search",
                                    "source_invocation_ids": ["inv-zk-0810"],
                                    "evidence_excerpt": "Closed socket connection for client /10.10.34.12:46331 which had sessionid 0x14f1724a6e80004"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "详见 claims。另外 10.10.34.20:56374 上的客户端在 18:23:52 尝试续约会话 0x14f05578bd8001b。"}
case("bP-039", ["source:zookeeper", "format:json_compact", "class:faithful", "class:excerpt_format"],
     "8 月 10 日 18:2x ZooKeeper 客户端连接情况怎么样？",
     json.dumps(c039, ensure_ascii=False, separators=(",", ":")),
     [inv("inv-zk-0810", "", 1, "zk_log_search",
          {"node": "zk-1", "from": "2015-08-10 18:23", "to": "2015-08-20 13:29"},
          text(rows))],
     [CF(c039, "c1", "direct_evidence", "QuorumPeer[myid=1] ZooKeeperServer@595 Established session line"),
      CF(c039, "c2", "direct_evidence", "WARN NIOServerCnxn@349 at 18:25:39,907 (whole line)"),
      CF(c039, "c3", "direct_evidence", "NIOServerCnxn@1001 Closed socket connection line at 18:27:49,007"),
      F("另外 10.10.34.20:56374 上的客户端在 18:23:52 尝试续约会话 0x14f05578bd8001b", "direct_evidence",
        "Client attempting to renew session 0x14f05578bd8001b at /10.10.34.20:56374 at 18:23:52,653", extra=True)],
     "PASS")

# =========================== Loghub: BGL ===========================
BGL = "loghub/BGL/BGL_2k.log"

# ---- bP-040 ----
start("bP-040")
rows = win("call_bgl_tlb", BGL, 119, 129)
case("bP-040", ["source:bgl", "format:nl_paragraph", "class:time_wrong", "class:gap", "class:quantity"],
     "R30-M0-N9-C:J16-U01 这个计算卡是不是坏了？",
     "R30-M0-N9-C:J16-U01 在 2005-06-11 18:56 到 19:39 之间共出现 11 次 data TLB error interrupt。"
     "这些记录都是 KERNEL 组件的 FATAL 级别。"
     "第一条 data TLB error 其实在 18:30 左右就已经出现了。"
     "同一节点板上的 ciod 进程也一直在报 Error reading message prefix。"
     "建议把这张卡标记下线后做硬件诊断。",
     [inv("call_bgl_tlb", "", 1, "query_logs",
          {"location": "R30-M0-N9-C:J16-U01", "from": "2005-06-11-18.50", "to": "2005-06-11-19.40"},
          text(rows)),
      inv("call_bgl_ciod", "", 1, "query_logs",
          {"location": "R30-M0-N9", "component": "APP", "pattern": "ciod"},
          None, success=False, error="query exceeded 10000 rows, aborted")],
     [F("R30-M0-N9-C:J16-U01 在 2005-06-11 18:56 到 19:39 之间共出现 11 次 data TLB error interrupt", "direct_evidence", "eleven KERNDTLB lines from 18.56.13 to 19.39.15"),
      F("这些记录都是 KERNEL 组件的 FATAL 级别", "direct_evidence", "every line: RAS KERNEL FATAL"),
      F("第一条 data TLB error 其实在 18:30 左右就已经出现了", "no_evidence", "no record near 18:30; the earliest in the output is 18:56:13"),
      F("同一节点板上的 ciod 进程也一直在报 Error reading message prefix", "no_evidence", "the only ciod query failed")],
     "LOW_CONFID")


def main():
    (HERE / "cases.jsonl").write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in CASES), encoding="utf-8")
    (HERE / "windows.jsonl").write_text("".join(json.dumps(w, ensure_ascii=False) + "\n" for w in WINDOWS), encoding="utf-8")


if __name__ == "__main__":
    main()
