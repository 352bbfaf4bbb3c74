#!/usr/bin/env python3
"""bA blind cases - Nezha TrainTicket (2023-01-29) logs, pod metrics and fault list.

Standard library only. Windows are cut from the source files by line number (1-based,
CSV header = line 1) and copied verbatim; answers, queries and labels are hand-written
literals below. Running it rewrites cases.jsonl and windows.jsonl byte-identically.
"""
import csv
import io
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parent.parent / "sources"
LOGD = "nezha/rca_data/2023-01-29/log/"
METD = "nezha/rca_data/2023-01-29/metric/"
FAULTS = "nezha/rca_data/2023-01-29/2023-01-29-fault_list.json"
L43, L44, L25, L26 = (LOGD + "08_43_log.csv", LOGD + "08_44_log.csv",
                      LOGD + "09_25_log.csv", LOGD + "09_26_log.csv")
M_CONTACTS = METD + "ts-contacts-service-866bd68c97-xcqfx_metric.csv"
M_BASIC = METD + "ts-basic-service-5dc8d4f9fd-46997_metric.csv"
M_PRESERVE = METD + "ts-preserve-service-b5ccf8557-j4txs_metric.csv"
M_FOOD = METD + "ts-food-service-f5756978c-k8vqf_metric.csv"
M_FRONT = METD + "front_service.csv"
M_ORDER = METD + "ts-order-service-5b67c48447-mv5hb_metric.csv"
M_EXEC = METD + "ts-execute-service-775f544d9-zqvjb_metric.csv"
M_TRAVEL2 = METD + "ts-travel2-service-5c66d57d58-6mp2b_metric.csv"

_TEXT = {}


def src_lines(rel):
    if rel not in _TEXT:
        _TEXT[rel] = (SOURCES / rel).read_text(encoding="utf-8").splitlines()
    return _TEXT[rel]


def raw(rel, n):
    return src_lines(rel)[n - 1]


_LVL = re.compile(r"^(\S+)\s+(ERROR|WARN|INFO|DEBUG)\s+(.*)$", re.S)


def rec(rel, n):
    """One log CSV line -> its fields (values copied, message = Java line after time+level)."""
    row = next(csv.reader(io.StringIO(raw(rel, n))))
    ts, _nano, node, pod, container, trace, span, logjs = row
    java = json.loads(logjs)["log"].rstrip("\n")
    m = _LVL.match(java)
    return {"ts": ts, "nano": _nano, "node": node, "pod": pod, "container": container,
            "trace": trace, "span": span, "java": java,
            "level": m.group(2), "message": m.group(3),
            "service": pod.rsplit("-", 2)[0]}


class W:
    """A window: lines a..b of rel; `pod`/`level`/`grep` filter which of them a filtered
    query returns (the window still names the range the lines were cut from)."""

    def __init__(self, rel, a, b, pod=None, level=None, grep=None):
        assert 2 <= a <= b, (rel, a, b)
        self.rel, self.a, self.b = rel, a, b
        self.pod, self.level, self.grep = pod, level, grep

    def runs(self):
        """Contiguous runs of the lines a query returned (what windows.jsonl records)."""
        if self.rel.endswith(".json") or self.rel.startswith(METD):
            return [(self.a, self.b)]
        out, start, prev = [], None, None
        for n in self.nums():
            if start is None:
                start = prev = n
            elif n == prev + 1:
                prev = n
            else:
                out.append((start, prev))
                start = prev = n
        if start is not None:
            out.append((start, prev))
        return out

    def nums(self):
        out = []
        for n in range(self.a, self.b + 1):
            r = rec(self.rel, n)
            if self.pod and self.pod not in r["pod"]:
                continue
            if self.level and r["level"] not in self.level:
                continue
            if self.grep and self.grep not in r["java"]:
                continue
            out.append(n)
        return out


def out_text(*ws):
    lines = []
    for w in ws:
        lines += [raw(w.rel, n) for n in w.nums()]
    return "\n".join(lines), list(ws)


def out_logs(*ws, total=None):
    logs = []
    for w in ws:
        for n in w.nums():
            r = rec(w.rel, n)
            logs.append({"ts": r["ts"], "level": r["level"], "service": r["service"],
                         "pod": r["pod"], "host": r["node"], "trace_id": r["trace"],
                         "message": r["message"]})
    return {"total": len(logs) if total is None else total, "logs": logs}, list(ws)


def out_es(*ws, took=37):
    hits = []
    for w in ws:
        for n in w.nums():
            r = rec(w.rel, n)
            hits.append({"_index": "nezha-ts-log-2023.01.29",
                         "_source": {"Timestamp": r["ts"], "PodName": r["pod"], "Node": r["node"],
                                     "TraceID": r["trace"], "SpanID": r["span"], "log": r["java"]}})
    return {"took": took, "timed_out": False,
            "hits": {"total": {"value": len(hits), "relation": "eq"}, "hits": hits}}, list(ws)


def out_loki(*ws):
    streams = {}
    for w in ws:
        for n in w.nums():
            r = rec(w.rel, n)
            streams.setdefault(r["pod"], []).append([r["nano"], r["java"]])
    result = [{"stream": {"namespace": "ts", "pod": p, "container": "server"}, "values": v}
              for p, v in streams.items()]
    return {"status": "success", "data": {"resultType": "streams", "result": result}}, list(ws)


def _mrows(rel, a, b):
    rows = list(csv.reader(io.StringIO("\n".join(src_lines(rel)[a - 1:b]))))
    head = next(csv.reader(io.StringIO(src_lines(rel)[0])))
    return head, rows


def _num(x):
    return None if x == "NaN" else float(x)


def out_table(rel, a, b, cols):
    head, rows = _mrows(rel, a, b)
    idx = [head.index(c) for c in cols]
    name = rows[0][2]
    return {"pod": name, "columns": ["Time"] + cols,
            "rows": [[r[0][:19]] + [_num(r[i]) for i in idx] for r in rows]}, [W(rel, a, b)]


def series(rel, a, b, col, metric, unit, service=None, nd=4):
    head, rows = _mrows(rel, a, b)
    i = head.index(col)
    vals = [float(r[i]) for r in rows if r[i] != "NaN"]
    assert rows[-1][i] != "NaN", (rel, b, col)
    return {"metric": metric, "service": service or rows[0][2],
            "max": round(max(vals), nd), "avg": round(sum(vals) / len(vals), nd),
            "last": round(vals[-1], nd), "unit": unit}


def out_metrics(series_list, wins, alerts=None):
    o = {"alerts": alerts or [], "series": series_list}
    return o, wins


def fault_entries(times):
    """Entries of the fault list whose inject_time is in `times`, with their line windows."""
    lines = src_lines(FAULTS)
    data = json.loads("\n".join(lines))
    flat = [e for h in sorted(data) for e in data[h]]
    ents, ws = [], []
    for t in times:
        e = next(x for x in flat if x["inject_time"] == t)
        n = next(i for i, ln in enumerate(lines, 1) if ('"inject_time": "%s"' % t) in ln)
        ents.append(dict(e))
        ws.append(W(FAULTS, n - 1, n + 4))
    return ents, ws


def kb(query, chunks):
    return {"query": query, "chunks": chunks}, []


def chunk(cid, doc, content, relevance="high", layer="runbook", deduped=False):
    return {"chunk_id": cid, "source_doc": doc, "retrieval_layer": layer,
            "relevance": relevance, "content": content, "deduped": deduped}


def inv(iid, tool, inp, out=None, rnd=1, ok=True, err=None):
    output, wins = out if out is not None else (None, [])
    return {"invocation_id": iid, "round": rnd, "tool_name": tool, "input": inp,
            "output": output, "success": ok, "error": err, "_wins": wins}


def F(fact, label, note, crit=True, cid=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": label, "note": note}
    if cid:
        d["claim_id"] = cid
    if extra:
        d["origin"] = "answer_extra"
    return d


def C(contract, cid, label, note):
    """Gold fact of claim `cid` of a contract dict (fact = its claim_text)."""
    cl = next(c for c in contract["claims"] if c["claim_id"] == cid)
    crit = cl["claim_type"] not in ("hypothesis", "recommendation", "action", "background",
                                     "context", "next_step")
    return F(cl["claim_text"], label, note, crit=crit, cid=cid)


def dumps_raw(obj):
    return json.dumps(obj, ensure_ascii=False)


def dumps_ind(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


def bind(iid, tool, excerpt, stype="tool_output", sid=None):
    return {"source_type": stype, "source_id": sid or iid, "tool_name": tool,
            "source_invocation_ids": [iid] if iid else [], "evidence_excerpt": excerpt}


def claim(cid, ctype, text, level, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text,
            "support_level": level, "evidence_bindings": bindings}


def contract(summary, claims, ufa, hyp=None, actions=None, missing=None):
    return {"answer_version": "v2", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": hyp or [], "recommended_actions": actions or [],
            "missing_info": missing or [], "user_facing_answer": ufa}


CASES = []
WINDOWS = []


def case(cid, tags, query, answer, invs, verdict, facts):
    tool_invs = []
    for v in invs:
        v = dict(v)
        wins = v.pop("_wins")
        v = {"invocation_id": v["invocation_id"], "session_id": cid, "round": v["round"],
             "tool_name": v["tool_name"], "input": v["input"], "output": v["output"],
             "success": v["success"], "error": v["error"]}
        tool_invs.append(v)
        for w in wins:
            for a, b in w.runs():
                WINDOWS.append({"case_id": cid, "invocation_id": v["invocation_id"],
                                "source": w.rel, "lines": [a, b]})
    assert not any(c["case_id"] == cid for c in CASES), cid
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": tool_invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})



# ---------------------------------------------------------------- batch 1 (001-012)

case("bA-001", ["source:nezha_trainticket", "format:nl_paragraph", "class:faithful"],
     "下单时填乘车人总是失败，帮我看看 ts-contacts-service 在 08:43 前后是不是有报错",
     "08:43:17 ts-contacts-service-866bd68c97-xcqfx 打出 ERROR，内容是 [findContactsById][contactsRepository.findById][No contacts according to contactsId]，TraceID 为 dc7db5cbec8d511cb7e08fd7c7b47c00。"
     "08:43:25 同一个 pod 又报了一次相同的错误，TraceID 是 fbb1c2904ee397adaf90efb157db6791。"
     "按 dc7db5cbec8d511cb7e08fd7c7b47c00 这条链路看，出错前 contacts 打印了 FIND CONTACTS BY ID: 415d1665-fbb2-4ec9-83f5-5ebe51dc1825。"
     "建议先在联系人库里确认 415d1665-fbb2-4ec9-83f5-5ebe51dc1825 是否存在。",
     [inv("call_7d1e02", "query_logs",
          {"service": "ts-contacts-service", "level": "ERROR",
           "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:10Z"},
          out_logs(W(L44, 2, 2623, pod="contacts", level=("ERROR",)))),
      inv("call_7d1e03", "query_logs", {"trace_id": "dc7db5cbec8d511cb7e08fd7c7b47c00"},
          out_logs(W(L44, 95, 130)), rnd=2)],
     "PASS",
     [F("08:43:17 ts-contacts-service-866bd68c97-xcqfx 打出 ERROR，内容是 [findContactsById][contactsRepository.findById][No contacts according to contactsId]，TraceID 为 dc7db5cbec8d511cb7e08fd7c7b47c00",
        "direct_evidence", "call_7d1e02 record 1: contacts pod, ts 08:43:17.121, same message and trace"),
      F("08:43:25 同一个 pod 又报了一次相同的错误，TraceID 是 fbb1c2904ee397adaf90efb157db6791",
        "direct_evidence", "call_7d1e02 record 2: ts 08:43:25.580, trace fbb1c29..., same message"),
      F("按 dc7db5cbec8d511cb7e08fd7c7b47c00 这条链路看，出错前 contacts 打印了 FIND CONTACTS BY ID: 415d1665-fbb2-4ec9-83f5-5ebe51dc1825",
        "direct_evidence", "call_7d1e03: contacts INFO at 08:43:17.114 (before the 08:43:17.121 ERROR) with that id")])

case("bA-002", ["source:nezha_trainticket", "format:nl_bullets", "class:paraphrase_zh"],
     "订餐页面一直加载不出餐品，food 服务是不是有问题？",
     "- ts-food-service-f5756978c-k8vqf 在 08:43:25 和 08:43:45 各记录了一条 ERROR：获取餐食的请求失败，原因是 foodStoresListResult 为空（tripId: D1345，date: 2021-07-14）\n"
     "- 这两次失败的 TraceID 分别是 83fdd82996eb5e7adf5d9e7b27ad2f6d 和 cd484d8a8c1db6b33fc16cdeaf732d64\n"
     "- 同一链路里 ts-station-food-service 收到了按站名查询 FoodStores 的请求，它自己没有打印任何错误\n"
     "- 可能是 station-food 返回了空列表，建议查一下 station-food 的店铺数据",
     [inv("es-9a41", "es_query",
          {"index": "nezha-ts-log-*", "query": "TraceID:(83fdd82996eb5e7adf5d9e7b27ad2f6d OR cd484d8a8c1db6b33fc16cdeaf732d64)",
           "sort": "_doc"},
          out_es(W(L44, 287, 310)))],
     "PASS",
     [F("ts-food-service-f5756978c-k8vqf 在 08:43:25 和 08:43:45 各记录了一条 ERROR：获取餐食的请求失败，原因是 foodStoresListResult 为空（tripId: D1345，date: 2021-07-14）",
        "direct_evidence", "two food-service ERROR hits (08:43:25.323, 08:43:45.585): Get the Get Food Request Failed / foodStoresListResult is null"),
      F("这两次失败的 TraceID 分别是 83fdd82996eb5e7adf5d9e7b27ad2f6d 和 cd484d8a8c1db6b33fc16cdeaf732d64",
        "direct_evidence", "the two ERROR hits carry exactly these TraceIDs"),
      F("同一链路里 ts-station-food-service 收到了按站名查询 FoodStores 的请求，它自己没有打印任何错误",
        "direct_evidence", "station-food hits are INFO [Get FoodStores By StationNames] only; no ERROR/WARN of that pod")])

_c003 = contract(
    "TraceID fbb1c2904ee397adaf90efb157db6791 失败：preserve 调 food 时无可用实例",
    [claim("c1", "log_finding",
           "ts-preserve-service 在 08:43:26 抛出 IllegalStateException: No instances available for ts-food-service",
           "direct", [bind("call_b3f0", "query_logs", "No instances available for ts-food-service")]),
     claim("c2", "log_finding",
           "ts-contacts-service-866bd68c97-xcqfx 在该链路中也报了 IllegalStateException: No instances available for ts-food-service",
           "direct", [bind("call_b3f0", "query_logs", "No instances available for ts-food-service")]),
     claim("c3", "hypothesis", "ts-food-service 的实例可能没有注册到注册中心", "none", [])],
    "详见 claims；建议先检查 ts-food-service 在注册中心里的实例列表。")
case("bA-003", ["source:nezha_trainticket", "format:json_fenced", "class:misattribution"],
     "08:43:26 那次订票失败是谁的问题？TraceID fbb1c2904ee397adaf90efb157db6791",
     "```json\n" + dumps_ind(_c003) + "\n```",
     [inv("call_b3f0", "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "limit": 100},
          out_logs(W(L44, 215, 260)))],
     "REJECT",
     [C(_c003, "c1", "direct_evidence", "preserve-service ERROR 08:43:26.379 with this nested exception"),
      C(_c003, "c2", "contradicted", "misattribution: only preserve logs it; contacts' own ERROR in this trace is 'No contacts according to contactsId'"),
      C(_c003, "c3", "no_evidence", "hypothesis, nothing about registration in the output")])

case("bA-004", ["source:nezha_trainticket", "format:nl_sloppy", "class:fabricated_id"],
     "ts-execute-service 检票一直报错 帮忙看下",
     "ts-execute-service 08:43:17 报 ticket execute error: Order Status Wrong，orderId e4e9bbd8-997a-4b51-b580-8efd4c107e76\n"
     "08:43:22 那条走的是 getOrderByIdFromOrderOther，orderId 是 f97bab01-f0c3-44d9-b98c-fd20c2faf3c7\n"
     "order-service 查 f97bab01-f0c3-44d9-b98c-fd20c2faf3c6 的时候返回 Order not found\n"
     "有需要我再往下挖",
     [inv("toolu_01HzX4pQ", "query_logs", {"namespace": "ts", "start": "2023-01-29T08:43:14Z", "end": "2023-01-29T08:43:35Z",
                                           "services": ["ts-execute-service", "ts-order-service", "ts-order-other-service"]},
          out_text(W(L44, 2560, 2590)))],
     "REJECT",
     [F("ts-execute-service 08:43:17 报 ticket execute error: Order Status Wrong，orderId e4e9bbd8-997a-4b51-b580-8efd4c107e76",
        "direct_evidence", "line 2565: execute ERROR 08:43:17.040 with that orderId"),
      F("08:43:22 那条走的是 getOrderByIdFromOrderOther，orderId 是 f97bab01-f0c3-44d9-b98c-fd20c2faf3c7",
        "contradicted", "fabricated id: the output has f97bab01-...-fd20c2faf3c6 (last char differs)"),
      F("order-service 查 f97bab01-f0c3-44d9-b98c-fd20c2faf3c6 的时候返回 Order not found",
        "direct_evidence", "line 2578: order-service WARN Order not found, OrderId f97bab01-...f3c6")])

_c005 = contract(
    "basic-service 09:25 后状态不明",
    [claim("c1", "log_finding", "ts-basic-service 在 09:25 之后没有任何 ERROR 日志", "direct",
           [bind("q-77a1", "query_logs", "\"total\": 0")]),
     claim("c2", "k8s_state", "ts-basic-service-5dc8d4f9fd-46997 当前是 Running 状态，没有发生过重启", "direct",
           [bind("q-77a2", "kubectl_describe_pod", "Restart Count: 0")])],
    "建议补充 kubectl 只读权限后再确认 pod 状态。")
case("bA-005", ["source:nezha_trainticket", "format:json_raw", "class:gap"],
     "ts-basic-service 09:25 开始是不是挂了？",
     dumps_raw(_c005),
     [inv("q-77a1", "query_logs", {"service": "ts-basic-service", "level": "ERROR",
                                   "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:27:00Z"},
          ({"total": 0, "logs": []}, [])),
      inv("q-77a2", "kubectl_describe_pod", {"namespace": "ts", "pod": "ts-basic-service-5dc8d4f9fd-46997"},
          None, ok=False,
          err="Error from server (Forbidden): pods \"ts-basic-service-5dc8d4f9fd-46997\" is forbidden: User \"agent-ro\" cannot get resource \"pods\" in API group \"\" in the namespace \"ts\"")],
     "LOW_CONFID",
     [C(_c005, "c1", "no_evidence", "only a no-hit query (total 0); a no-hit does not prove absence"),
      C(_c005, "c2", "no_evidence", "the only source is a failed kubectl call")])

case("bA-006", ["source:nezha_metrics", "format:nl_headings", "class:quantity"],
     "contacts 的 pod 资源有没有吃紧？看 08:41 到 08:48",
     "## 结论\n"
     "ts-contacts-service-866bd68c97-xcqfx 在 08:41–08:48 的 8 个采样点里，CPU 峰值约 18m，也就是 0.018 核左右，出现在 08:46。\n"
     "内存一直在 424–427 MiB 之间，最后一个点约 0.42 GiB。\n"
     "## 建议\n"
     "建议把排查重点放回 contacts 的业务日志。",
     [inv("inv-3", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29 08:41", "to": "2023-01-29 08:48",
                                       "fields": ["CpuUsage(m)", "MemoryUsage(Mi)"]},
          out_table(M_CONTACTS, 2, 9, ["CpuUsage(m)", "MemoryUsage(Mi)"]))],
     "PASS",
     [F("ts-contacts-service-866bd68c97-xcqfx 在 08:41–08:48 的 8 个采样点里，CPU 峰值约 18m，也就是 0.018 核左右，出现在 08:46",
        "direct_evidence", "8 rows; max CpuUsage(m) 18.208 at 08:46:xx; 18m = 0.018 core"),
      F("内存一直在 424–427 MiB 之间，最后一个点约 0.42 GiB",
        "direct_evidence", "MemoryUsage(Mi) 424.11..426.93; last 426.93 MiB = 0.417 GiB ~ 0.42")])

case("bA-007", ["source:nezha_trainticket", "format:nl_bold_labels", "class:negation"],
     "preserve-other-service 09:25 那一波有没有异常？链路 11b9d6451b2ff23e695b77253b0a7fd3",
     "**preserve-other**：ts-preserve-other-service 在这条链路里没有任何 ERROR，Step 1 到 Step 3 都走完了\n"
     "**contacts**：ts-contacts-service 对 8c756d0c-b064-4dc6-b705-496a75343ddb 执行了 FIND CONTACTS BY ID\n"
     "**security**：ts-security-service 做了账户 4d2a46c7-71cb-4cf1-b5bb-b68406d9da6f 的安全检查\n"
     "**建议**：继续看 travel2 那一侧",
     [inv("call_5c2e9f", "loki_query", {"query": "{namespace=\"ts\"} |= \"11b9d6451b2ff23e695b77253b0a7fd3\"",
                                        "start": "2023-01-29T09:25:30Z", "end": "2023-01-29T09:25:40Z"},
          out_loki(W(L26, 2, 20)))],
     "REJECT",
     [F("ts-preserve-other-service 在这条链路里没有任何 ERROR，Step 1 到 Step 3 都走完了", "contradicted",
        "denial refuted: preserve-other logs ERROR at 09:25:35.012 (No instances available for ts-travel2-service)"),
      F("ts-contacts-service 对 8c756d0c-b064-4dc6-b705-496a75343ddb 执行了 FIND CONTACTS BY ID", "direct_evidence",
        "contacts stream: FIND CONTACTS BY ID: 8c756d0c-..."),
      F("ts-security-service 做了账户 4d2a46c7-71cb-4cf1-b5bb-b68406d9da6f 的安全检查", "direct_evidence",
        "security stream: [check][Check Security][Check Account Id: 4d2a46c7-...]")])

_c008 = contract(
    "No instances available 的含义（来自知识库）",
    [claim("c1", "root_cause",
           "No instances available for ts-basic-service 表示调用方的负载均衡器在注册中心里找不到 ts-basic-service 的可用实例",
           "indirect", [bind("kb-0412", "lookup_knowledge", "调用方的客户端负载均衡器在注册中心里找不到目标服务的任何可用实例", stype="knowledge", sid="RB-TS-014#2")]),
     claim("c2", "past_incident",
           "历史事件 INC-20221107-03 中同样的报错是 ts-basic-service 的 pod 被驱逐导致的",
           "indirect", [bind("kb-0412", "lookup_knowledge", "INC-20221107-03", stype="knowledge", sid="INC-20221107-03")]),
     claim("c3", "next_step", "按 RB-TS-014 先检查 ts-basic-service 在注册中心中的实例注册状态", "indirect",
           [bind("kb-0412", "lookup_knowledge", "先检查目标服务在注册中心的实例列表", stype="knowledge", sid="RB-TS-014#2")])],
    "根据运维手册 RB-TS-014 的说明，No instances available for ts-basic-service 表示调用方的负载均衡器在注册中心里找不到 ts-basic-service 的可用实例。")
case("bA-008", ["source:nezha_trainticket", "format:json_indented", "class:runbook_only"],
     "IllegalStateException: No instances available for ts-basic-service 是什么意思？跟 09:25 的故障有关吗",
     dumps_ind(_c008),
     [inv("kb-0412", "lookup_knowledge", {"query": "IllegalStateException No instances available ts-basic-service"},
          kb("IllegalStateException No instances available ts-basic-service", [
              chunk("RB-TS-014#2", "runbook/trainticket-dependency.md",
                    "No instances available for <service> 由 Spring Cloud LoadBalancer 抛出，表示调用方的客户端负载均衡器在注册中心里找不到目标服务的任何可用实例。处理：先检查目标服务在注册中心的实例列表，再看 pod 是否 Ready。"),
              chunk("INC-20221107-03", "incidents/2022-11.md",
                    "INC-20221107-03：ts-preserve-service 大量报 No instances available for ts-basic-service，原因是 ts-basic-service 的 pod 因节点内存压力被驱逐，实例从注册中心摘除约 6 分钟。",
                    relevance="medium", layer="past_incident")]))],
     "LOW_CONFID",
     [C(_c008, "c1", "indirect_support", "only the runbook chunk explains the meaning; no log was queried"),
      C(_c008, "c2", "indirect_support", "past-incident chunk, not a current-incident record"),
      C(_c008, "c3", "indirect_support", "next_step from the runbook (non-critical)")])

_c009 = contract(
    "execute-service 检票报 Order Status Wrong",
    [claim("c1", "log_finding",
           "ts-execute-service 在 09:25:09 对订单 6e0230a7-8f86-4624-9f19-56c3f17c8622 报 ticket execute error: Order Status Wrong",
           "direct", [bind("call_x9", "query_logs", "ticket execute error: Order Status Wrong][orderId: 6e0230a7-8f86-4624-9f19-56c3f17c8622")]),
     claim("c2", "log_finding",
           "09:25:26 ts-order-service 对订单 71914f61-edac-4aec-b85e-8e35844dd4ef 返回 Order not found，随后 execute 走 getOrderByIdFromOrderOther 也报了 Order Status Wrong",
           "direct", [bind("call_e51b", "query_logs", "[getOrderById][Get Order By ID Fail][Order not found][OrderId: 71914f61-edac-4aec-b85e-8e35844dd4ef]"),
                      bind("call_e51b", "query_logs", "[ticketExecute][getOrderByIdFromOrderOther][ticket execute error: Order Status Wrong]")])],
    "建议核对这两个订单当前的状态。")
case("bA-009", ["source:nezha_trainticket", "format:json_with_text", "class:bad_reference"],
     "帮我确认下 execute-service 09:25 附近的报错",
     "排查结果如下，证据都来自日志查询：\n" + dumps_raw(_c009),
     [inv("call_e51b", "query_logs", {"namespace": "ts", "start": "2023-01-29T09:25:09Z", "end": "2023-01-29T09:25:27Z"},
          out_logs(W(L26, 1790, 1815)))],
     "PASS",
     [C(_c009, "c1", "indirect_support", "content is in call_e51b (line 1795) but the binding names call_x9, which does not exist"),
      C(_c009, "c2", "direct_evidence", "lines 1805 and 1809 of call_e51b, excerpts match")])

case("bA-010", ["source:nezha_trainticket", "format:nl_paragraph", "class:count_wrong"],
     "contacts 08:43 之后报了多少错？",
     "08:43:17 到 08:44:08 之间 ts-contacts-service 一共打了 7 条 ERROR，全部是 No contacts according to contactsId。"
     "其中最早的一条 TraceID 是 dc7db5cbec8d511cb7e08fd7c7b47c00。"
     "建议对照 inject 记录确认是不是演练注入。",
     [inv("call_c0ffee01", "query_logs", {"service": "ts-contacts-service", "level": "ERROR",
                                          "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:10Z"},
          out_logs(W(L44, 2, 2623, pod="contacts", level=("ERROR",))))],
     "REJECT",
     [F("08:43:17 到 08:44:08 之间 ts-contacts-service 一共打了 7 条 ERROR，全部是 No contacts according to contactsId",
        "contradicted", "total is 11 contacts ERROR records, not 7"),
      F("其中最早的一条 TraceID 是 dc7db5cbec8d511cb7e08fd7c7b47c00", "direct_evidence",
        "earliest record 08:43:17.121 has this trace")])

case("bA-011", ["source:nezha_trainticket", "format:nl_bullets", "class:hedged_distractor"],
     "preserve-other-service 09:25 下单报 500，原因？",
     "- 09:25:35 ts-preserve-other-service 抛出 IllegalStateException: No instances available for ts-travel2-service（TraceID 11b9d6451b2ff23e695b77253b0a7fd3）\n"
     "- 09:25:48 同样的异常又出现了一次，TraceID 9f76f4488525c6e700baa9e9ea7fe56d\n"
     "- 两次都发生在 [preserve][Step 3][Check tickets num] 之后，TripId 都是 Z1234\n"
     "- 也可能是 ts-contacts-service 返回了错误的联系人，这点待确认\n"
     "- 不排除 ts-security-service 的检查也拖慢了请求",
     [inv("call_1f9a", "query_logs", {"namespace": "ts", "trace_id": ["11b9d6451b2ff23e695b77253b0a7fd3", "9f76f4488525c6e700baa9e9ea7fe56d"]},
          out_logs(W(L26, 2, 20), W(L26, 87, 96)))],
     "PASS",
     [F("09:25:35 ts-preserve-other-service 抛出 IllegalStateException: No instances available for ts-travel2-service（TraceID 11b9d6451b2ff23e695b77253b0a7fd3）",
        "direct_evidence", "preserve-other ERROR 09:25:35.012, trace 11b9..., nested IllegalStateException for ts-travel2-service"),
      F("09:25:48 同样的异常又出现了一次，TraceID 9f76f4488525c6e700baa9e9ea7fe56d", "direct_evidence",
        "preserve-other ERROR 09:25:48.531 trace 9f76..., same exception"),
      F("两次都发生在 [preserve][Step 3][Check tickets num] 之后，TripId 都是 Z1234", "direct_evidence",
        "Step 3 Check tickets num TripId Z1234 at 09:25:35.007 and 09:25:48.528, before each ERROR")])

_c012 = contract(
    "contacts 的报错与 08:43:04 的故障注入对应",
    [claim("c1", "log_finding",
           "ts-contacts-service-866bd68c97-xcqfx 在 08:45:17 报 No contacts according to contactsId（TraceID dc7db5cbec8d511cb7e08fd7c7b47c00）",
           "direct", [bind("call_12a", "query_logs", "No contacts according to contactsId")]),
     claim("c2", "change_event",
           "chaos 平台记录 08:43:04 对 ts-contacts-service-866bd68c97-xcqfx 注入了 return 类型的故障",
           "direct", [bind("call_12b", "chaos_list_injections", "\"inject_type\": \"return\"")])],
    "详见 claims，建议和演练负责人确认注入窗口。")
case("bA-012", ["source:nezha_trainticket", "format:json_raw", "class:time_wrong"],
     "contacts 报错是真故障还是演练？",
     dumps_raw(_c012),
     [inv("call_12a", "query_logs", {"service": "ts-contacts-service", "trace_id": "dc7db5cbec8d511cb7e08fd7c7b47c00"},
          out_logs(W(L44, 95, 130, pod="contacts"))),
      inv("call_12b", "chaos_list_injections", {"date": "2023-01-29", "hour": "08"},
          (lambda e: ({"namespace": "ts", "items": e[0]}, e[1]))(fault_entries(["2023-01-29 08:43:04", "2023-01-29 08:52:06"])))],
     "REJECT",
     [C(_c012, "c1", "contradicted", "the record of that trace is at 08:43:17.121, not 08:45:17"),
      C(_c012, "c2", "direct_evidence", "fault list entry 08:43:04, pod ts-contacts-service-866bd68c97-xcqfx, type return")])


# ---------------------------------------------------------------- batch 2 (013-024)

case("bA-013", ["source:nezha_trainticket", "format:nl_paragraph", "class:entity_swap"],
     "contacts 出错的那个 pod 在哪台节点上？要不要先把节点隔离",
     "报错的 pod 是 ts-contacts-service-866bd68c97-xcqfx，08:43:17 它记录了 No contacts according to contactsId。"
     "这个 pod 运行在节点 33.33.33.76 上。"
     "同一条链路里 ts-basic-service 在 08:43:18 完成了 queryForTravel 的 calculate price。"
     "建议先不要隔离节点，等确认数据问题后再说。",
     [inv("call_93ab", "query_logs", {"trace_id": "dc7db5cbec8d511cb7e08fd7c7b47c00", "fields": ["ts", "level", "service", "pod", "host", "message"]},
          out_logs(W(L44, 100, 130)))],
     "REJECT",
     [F("报错的 pod 是 ts-contacts-service-866bd68c97-xcqfx，08:43:17 它记录了 No contacts according to contactsId",
        "direct_evidence", "contacts ERROR 08:43:17.121"),
      F("这个 pod 运行在节点 33.33.33.76 上", "contradicted",
        "contacts records all have host 33.33.33.79; 33.33.33.76 is the host of order/basic-service"),
      F("同一条链路里 ts-basic-service 在 08:43:18 完成了 queryForTravel 的 calculate price", "direct_evidence",
        "basic-service INFO 08:43:18.171 [queryForTravel][calculate price]")])

_c014 = contract(
    "execute 检票失败，订单状态不对",
    [claim("c1", "log_finding",
           "ts-order-service 在 08:43:17 查询订单 e4e9bbd8-997a-4b51-b580-8efd4c107e76 时返回了 Get Order By ID Fail",
           "direct", [bind("call_14", "query_logs", "OrderId: e4e9bbd8-997a-4b51-b580-8efd4c107e76")]),
     claim("c2", "log_finding",
           "同一 TraceID 0ffc68aebbc0e3ab2675bd0a481d73bd 下，ts-execute-service 报 ticket execute error: Order Status Wrong",
           "direct", [bind("call_14", "query_logs", "[ticketExecute][getOrderByIdFromOrder][ticket execute error: Order Status Wrong]")]),
     claim("c3", "recommendation", "检查订单 e4e9bbd8-997a-4b51-b580-8efd4c107e76 的支付状态", "none", [])],
    "建议核对订单 e4e9bbd8-997a-4b51-b580-8efd4c107e76 的状态。")
case("bA-014", ["source:nezha_trainticket", "format:json_indented", "class:status_wrong"],
     "订单 e4e9bbd8-997a-4b51-b580-8efd4c107e76 检票失败，是查不到订单吗？",
     dumps_ind(_c014),
     [inv("call_14", "query_logs", {"keyword": "e4e9bbd8-997a-4b51-b580-8efd4c107e76", "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:00Z"},
          out_logs(W(L44, 2560, 2590, grep="e4e9bbd8-997a-4b51-b580-8efd4c107e76")))],
     "REJECT",
     [C(_c014, "c1", "contradicted", "order-service logs Get Order By ID Success for this order at 08:43:17.038 (success, not fail)"),
      C(_c014, "c2", "direct_evidence", "execute ERROR 08:43:17.040 in trace 0ffc68ae..."),
      C(_c014, "c3", "no_evidence", "recommendation, non-critical")])

case("bA-015", ["source:nezha_trainticket", "format:nl_bold_labels", "class:unsupported_cause"],
     "为什么 08:43 之后 contacts 开始找不到联系人？",
     "**现象**：08:43:25 起 ts-contacts-service-866bd68c97-xcqfx 对 8c756d0c-b064-4dc6-b705-496a75343ddb 查询后报 No contacts according to contactsId\n"
     "**根因**：08:40 DBA 手动清理过 contacts 库里的联系人表\n"
     "**影响**：同一链路的 ts-preserve-service 仍然打印了 [preserve][Step 2][Find contacts Complete]\n"
     "**下一步**：建议找 DBA 确认清理范围",
     [inv("call_f15", "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791"},
          out_logs(W(L44, 225, 256)))],
     "LOW_CONFID",
     [F("08:43:25 起 ts-contacts-service-866bd68c97-xcqfx 对 8c756d0c-b064-4dc6-b705-496a75343ddb 查询后报 No contacts according to contactsId",
        "direct_evidence", "contacts FIND CONTACTS BY ID 8c756d0c... at 08:43:25.572 then ERROR 08:43:25.580"),
      F("08:40 DBA 手动清理过 contacts 库里的联系人表", "no_evidence",
        "no output mentions any DB cleanup or DBA action"),
      F("同一链路的 ts-preserve-service 仍然打印了 [preserve][Step 2][Find contacts Complete]", "direct_evidence",
        "preserve INFO 08:43:25.643 Step 2 Find contacts Complete")])

_c016 = contract(
    "inside-payment 拒绝支付：订单状态不允许",
    [claim("c1", "log_finding", "ts-inside-payment-service 在 09:24:45 拒绝了支付，提示订单状态不允许支付", "direct",
           [bind("call_16", "query_logs", "level=WARN pod=ts-inside-payment-service-6f94c49ccd-4rdb2 trace_id=f1afd6dc5c72f10ed96957e66c6a4347")]),
     claim("c2", "log_finding", "被拒绝的是订单 6e0230a7-8f86-4624-9f19-56c3f17c8622 的支付请求", "direct",
           [bind("call_16", "query_logs", "{\"service\": \"ts-inside-payment-service\", \"level\": \"INFO\", \"trace_id\": \"f1afd6dc5c72f10ed96957e66c6a4347\"}"),
            bind("call_16", "query_logs", "[pay][Inside Payment Service.Pay][Pay for: 6e0230a7-8f86-4624-9f19-56c3f17c8622]")]),
     claim("c3", "log_finding", "同一请求里 ts-order-service 先成功查到了该订单（Get Order By ID Success）", "direct",
           [bind("call_16", "query_logs", "o.s.OrderServiceImpl#365 TraceID: f1afd6dc5c72f10ed96957e66c6a4347 SpanID: 00de777a457dffcd [getOrderById][Get Order By ID Success][OrderId: 6e0230a7-8f86-4624-9f19-56c3f17c8622]")])],
    "建议让用户确认订单 6e0230a7-8f86-4624-9f19-56c3f17c8622 是否已经支付或取消。")
case("bA-016", ["source:nezha_trainticket", "format:json_fenced", "class:excerpt_format"],
     "用户反馈 09:24 支付失败，inside-payment 有什么日志",
     "下面是结构化结论：\n```json\n" + dumps_ind(_c016) + "\n```",
     [inv("call_16", "query_logs", {"trace_id": "f1afd6dc5c72f10ed96957e66c6a4347"},
          out_logs(W(L25, 1303, 1309, grep="f1afd6dc5c72f10ed96957e66c6a4347")))],
     "PASS",
     [C(_c016, "c1", "direct_evidence", "k=v excerpt = fields of the WARN record; message 'Order status Not allowed to Pay' at 09:24:45.318"),
      C(_c016, "c2", "direct_evidence", "JSON-subset excerpt and message excerpt both match the INFO record of inside-payment"),
      C(_c016, "c3", "direct_evidence", "excerpt is the record's message verbatim (order-service 09:24:45.314)")])

case("bA-017", ["source:nezha_trainticket", "format:nl_sloppy", "class:quantity"],
     "food-service 报错多不多？08:43~08:44",
     "08:43:25 到 08:44:08 之间 ts-food-service-f5756978c-k8vqf 一共 7 条 ERROR，全是 Get the Get Food Request Failed! / foodStoresListResult is null\n"
     "最后一条是 08:44:08 打的\n"
     "tripId 全是 D1345\n"
     "要不要我顺手拉一下 station-food 的日志？",
     [inv("a3c1f0e2-5b7d-4e0a-9c1e-17d2b0f4a6e1", "query_logs",
          {"pod": "ts-food-service-f5756978c-k8vqf", "level": "ERROR", "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:10Z"},
          out_logs(W(L44, 2, 2623, pod="food-service-f57", level=("ERROR",))))],
     "PASS",
     [F("08:43:25 到 08:44:08 之间 ts-food-service-f5756978c-k8vqf 一共 7 条 ERROR，全是 Get the Get Food Request Failed! / foodStoresListResult is null",
        "direct_evidence", "total 7, first 08:43:25.323, last 08:44:08.354, all the same message"),
      F("最后一条是 08:44:08 打的", "direct_evidence", "latest record ts 08:44:08.354"),
      F("tripId 全是 D1345", "direct_evidence", "every record has tripId: D1345")])

_c018 = contract(
    "preserve-service 09:20-09:30 延迟升高",
    [claim("c1", "metric_finding", "ts-preserve-service 的服务端 P99 延迟在 09:20–09:30 最高到了 4.5 s", "direct",
           [bind("m-18", "query_metrics", "\"max\": 2.455")]),
     claim("c2", "metric_finding", "同一时段 ts-preserve-service 的 CPU 平均约 5.8m", "direct",
           [bind("m-18", "query_metrics", "\"avg\": 5.7798")])],
    "建议对照 09:24 前后的调用链继续看延迟来源。")
case("bA-018", ["source:nezha_metrics", "format:json_raw", "class:value_wrong"],
     "preserve 09:25 前后慢不慢？给个 P99",
     dumps_raw(_c018),
     [inv("m-18", "query_metrics", {"pod": "ts-preserve-service-b5ccf8557-j4txs", "metrics": ["PodServerLatencyP99", "CpuUsage"],
                                    "from": "2023-01-29 09:20", "to": "2023-01-29 09:30", "step": "1m"},
          out_metrics([series(M_PRESERVE, 41, 51, "PodServerLatencyP99(s)", "PodServerLatencyP99", "s"),
                       series(M_PRESERVE, 41, 51, "CpuUsage(m)", "CpuUsage", "m")], [W(M_PRESERVE, 41, 51)]))],
     "REJECT",
     [C(_c018, "c1", "contradicted", "series max is 2.455 s, not 4.5 s"),
      C(_c018, "c2", "direct_evidence", "avg CpuUsage 5.7798 m ~ 5.8m")])

case("bA-019", ["source:nezha_trainticket", "format:nl_paragraph", "class:gap"],
     "ts-travel2-service 09:25 是不是没实例了？",
     "ts-travel2-service 在 09:25 没有可用实例，注册中心里它的实例数为 0。"
     "这种情况一般是 pod 被驱逐或者 readiness 探针失败，具体要看 kubelet 事件。"
     "travel2 自己在 09:25 之后没有打印任何日志。",
     [inv("kb-19a", "lookup_knowledge", {"query": "ts-travel2-service 实例数 0 No instances available"},
          kb("ts-travel2-service 实例数 0 No instances available", [
              chunk("RB-TS-014#2", "runbook/trainticket-dependency.md",
                    "No instances available for <service> 表示注册中心里该服务的实例数为 0；一般是 pod 被驱逐或者 readiness 探针失败，具体要看 kubelet 事件。",
                    deduped=True)])),
      inv("q-19b", "query_logs", {"service": "ts-travel2-service", "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:26:10Z"},
          ({"total": 0, "logs": []}, []))],
     "LOW_CONFID",
     [F("ts-travel2-service 在 09:25 没有可用实例，注册中心里它的实例数为 0", "no_evidence",
        "no registry or log record of travel2 instances; only a deduped chunk speaks of 'instance count 0'"),
      F("这种情况一般是 pod 被驱逐或者 readiness 探针失败，具体要看 kubelet 事件", "no_evidence",
        "general statement found only in a deduped knowledge chunk"),
      F("travel2 自己在 09:25 之后没有打印任何日志", "no_evidence",
        "supported only by a no-hit query; a no-hit does not prove absence")])

_c020 = contract(
    "09:25 preserve 下单失败：调用 ts-basic-service 无可用实例，与 09:25:39 的 exception 注入吻合",
    [claim("c1", "log_finding",
           "09:25:56 ts-preserve-service 抛出 IllegalStateException: No instances available for ts-basic-service，TraceID 18452c82c9f96620bbba22f42b2fda97",
           "direct", [bind("call_20a", "query_logs", "No instances available for ts-basic-service")]),
     claim("c2", "log_finding", "报错前这个请求已经完成了 [preserve][Step 3][Check tickets num][Tickets Enough]", "direct",
           [bind("call_20a", "query_logs", "[preserve][Step 3][Check tickets num][Tickets Enough]")]),
     claim("c3", "change_event", "09:25:39 故障平台对 ts-basic-service-5dc8d4f9fd-46997 注入了 exception 类型故障", "direct",
           [bind("call_20b", "chaos_list_injections", "\"inject_type\": \"exception\"")])],
    "具体证据见 claims，建议注入结束后复测一次下单。")
case("bA-020", ["source:nezha_trainticket", "format:json_raw", "class:faithful"],
     "09:25 之后 preserve 下单失败，跟 basic-service 有关系吗",
     dumps_raw(_c020),
     [inv("call_20a", "query_logs", {"trace_id": "18452c82c9f96620bbba22f42b2fda97"},
          out_logs(W(L26, 1422, 1437))),
      inv("call_20b", "chaos_list_injections", {"date": "2023-01-29", "hour": "09"},
          (lambda e: ({"namespace": "ts", "items": e[0]}, e[1]))(fault_entries(["2023-01-29 09:21:39", "2023-01-29 09:25:39", "2023-01-29 09:30:09"])))],
     "PASS",
     [C(_c020, "c1", "direct_evidence", "preserve ERROR 09:25:56.727 in that trace"),
      C(_c020, "c2", "direct_evidence", "preserve INFO 09:25:56.722 Tickets Enough, before the ERROR"),
      C(_c020, "c3", "direct_evidence", "fault entry 09:25:39 ts-basic-service-5dc8d4f9fd-46997 exception")])

case("bA-021", ["source:nezha_trainticket", "format:nl_sloppy", "class:misattribution"],
     "09:25 检票失败 是 order-service 的锅吗",
     "09:25:26 ts-order-service 报了 ticket execute error: Order Status Wrong，orderId 71914f61-edac-4aec-b85e-8e35844dd4ef\n"
     "09:25:09 order-service 对 6e0230a7-8f86-4624-9f19-56c3f17c8622 返回 Get Order By ID Success\n"
     "可能是订单数据被改过，回头我再确认下",
     [inv("toolu_01Qm8bV2", "query_logs", {"namespace": "ts", "start": "2023-01-29T09:25:09Z", "end": "2023-01-29T09:25:27Z"},
          out_text(W(L26, 1793, 1812)))],
     "REJECT",
     [F("09:25:26 ts-order-service 报了 ticket execute error: Order Status Wrong，orderId 71914f61-edac-4aec-b85e-8e35844dd4ef",
        "contradicted", "misattribution: that error is logged by ts-execute-service; order-service's own line for this order is Order not found"),
      F("09:25:09 order-service 对 6e0230a7-8f86-4624-9f19-56c3f17c8622 返回 Get Order By ID Success", "direct_evidence",
        "line 1793 order-service 09:25:09.830 Get Order By ID Success")])

case("bA-022", ["source:nezha_trainticket", "format:nl_headings", "class:runbook_only"],
     "preserve 报 Reached the maximum number of URI tags 要紧吗？",
     "## 现象\n"
     "08:43:26 ts-preserve-service 打了一条 WARN：Reached the maximum number of URI tags for 'http.client.requests'. Are you using 'uriVariables'?\n"
     "同一秒它还报了 No instances available for ts-food-service 的 ERROR。\n"
     "## 解读\n"
     "按运维手册，这条 WARN 只是 Micrometer 的指标标签数到了上限，不影响业务请求。\n"
     "## 建议\n"
     "先处理 ts-food-service 的实例问题。",
     [inv("call_22a", "query_logs", {"service": "ts-preserve-service", "start": "2023-01-29T08:43:26Z", "end": "2023-01-29T08:43:27Z"},
          out_logs(W(L44, 225, 241))),
      inv("call_22b", "lookup_knowledge", {"query": "Reached the maximum number of URI tags http.client.requests"},
          kb("Reached the maximum number of URI tags http.client.requests", [
              chunk("KB-OBS-031", "kb/observability/micrometer.md",
                    "Reached the maximum number of URI tags for 'http.client.requests' 是 Micrometer 的 OnlyOnceLoggingDenyMeterFilter 打出的 WARN，表示该指标的 URI 标签数到了上限，之后的新 URI 不再记录指标，不影响业务请求。")]))],
     "PASS",
     [F("08:43:26 ts-preserve-service 打了一条 WARN：Reached the maximum number of URI tags for 'http.client.requests'. Are you using 'uriVariables'?",
        "direct_evidence", "preserve WARN 08:43:26.374 with this message"),
      F("同一秒它还报了 No instances available for ts-food-service 的 ERROR", "direct_evidence",
        "preserve ERROR 08:43:26.379"),
      F("按运维手册，这条 WARN 只是 Micrometer 的指标标签数到了上限，不影响业务请求", "indirect_support",
        "attributed to the runbook; only the knowledge chunk says it")])

_c023 = contract(
    "preserve 下单失败的链路",
    [claim("c1", "log_finding",
           "TraceID 18452c82c9f96620bbba22f42b2fda98 中 ts-preserve-service 抛出 No instances available for ts-basic-service",
           "direct", [bind("call_23", "query_logs", "No instances available for ts-basic-service")]),
     claim("c2", "log_finding", "这条链路的联系人查询正常，ts-contacts-service 执行了 FIND CONTACTS BY ID: 8c756d0c-b064-4dc6-b705-496a75343ddb",
           "direct", [bind("call_23", "query_logs", "FIND CONTACTS BY ID: 8c756d0c-b064-4dc6-b705-496a75343ddb")])],
    "建议先确认 ts-basic-service 的实例注册情况。")
case("bA-023", ["source:nezha_trainticket", "format:json_with_text", "class:fabricated_id"],
     "帮我看下 09:25:56 那次下单为什么失败",
     dumps_ind(_c023) + "\n\n以上结论基于 09:25:56 前后的链路日志。",
     [inv("call_23", "query_logs", {"namespace": "ts", "start": "2023-01-29T09:25:56.4Z", "end": "2023-01-29T09:25:56.8Z"},
          out_logs(W(L26, 1422, 1445)))],
     "REJECT",
     [C(_c023, "c1", "contradicted", "fabricated trace id: output has 18452c82c9f96620bbba22f42b2fda97 (last char 7, not 8)"),
      C(_c023, "c2", "direct_evidence", "contacts INFO 09:25:56.508 FIND CONTACTS BY ID: 8c756d0c-...")])

case("bA-024", ["source:nezha_metrics", "format:nl_paragraph", "class:hedged_distractor"],
     "前端 09:20 到 09:30 延迟怎么样？",
     "Frontend 的 P99 延迟在 09:20–09:30 这 11 个点里有 4 个超过 2 s，最高约 2.2 s，出现在 09:25 和 09:27。"
     "09:30 的 P99 回落到 0.494 s。"
     "推测是 ts-basic-service 的 GC 停顿把整条链路拖慢了。"
     "也可能是 09:24 有一次发布，这个需要再确认。",
     [inv("inv-24", "get_service_latency", {"service": "Frontend", "from": "2023-01-29 09:20", "to": "2023-01-29 09:30"},
          out_table(M_FRONT, 41, 51, ["LatencyP99(s)"]))],
     "PASS",
     [F("Frontend 的 P99 延迟在 09:20–09:30 这 11 个点里有 4 个超过 2 s，最高约 2.2 s，出现在 09:25 和 09:27",
        "direct_evidence", "rows > 2 s: 09:24 (2.08), 09:25 (2.2), 09:27 (2.2), 09:29 (2.155) = 4; max 2.2 at 09:25 and 09:27"),
      F("09:30 的 P99 回落到 0.494 s", "direct_evidence", "09:30:09 row LatencyP99 0.494")])


# ---------------------------------------------------------------- batch 3 (025-036)

case("bA-025", ["source:nezha_trainticket", "format:nl_paragraph", "class:unsupported_cause"],
     "查 Z1236 的余票一直是空的，什么原因？",
     "08:42:15 ts-order-other-service-6cdbf9b4cc-h7mqk 连续两次对 Z1236 打了 WARN [getSoldTickets][Seat][No content]。"
     "同一条链路里 ts-seat-service 判断 Z1236 属于 TrainNumber start with other capital 的分支。"
     "Z1236 的座位数据昨晚被运营下架了，所以查不到已售座位。"
     "建议和运营确认一下 Z1236 的上架状态。",
     [inv("call_25", "query_logs", {"trace_id": "f10729e395c47a7f6529642c77e3957c"},
          out_logs(W(L43, 1958, 1972)))],
     "LOW_CONFID",
     [F("08:42:15 ts-order-other-service-6cdbf9b4cc-h7mqk 连续两次对 Z1236 打了 WARN [getSoldTickets][Seat][No content]",
        "direct_evidence", "two order-other WARN records 08:42:15.523/.543, train number Z1236"),
      F("同一条链路里 ts-seat-service 判断 Z1236 属于 TrainNumber start with other capital 的分支", "direct_evidence",
        "seat-service INFO 08:42:15.516 [TrainNumber start with other capital][trainNumber:Z1236]"),
      F("Z1236 的座位数据昨晚被运营下架了，所以查不到已售座位", "no_evidence",
        "no output mentions any delisting by operations; an invented cause")])

_c026 = contract(
    "execute 检票失败，上游 order-service 找不到订单",
    [claim("c1", "log_finding",
           "09:24:18 ts-order-service 对订单 2d814900-5c5a-4882-bc49-1f587b57a252 返回 Order not found",
           "direct", [bind("call_26x", "query_logs", "[Order not found][OrderId: 2d814900-5c5a-4882-bc49-1f587b57a252]")]),
     claim("c2", "log_finding",
           "同一时刻 ts-execute-service 走 getOrderByIdFromOrderOther 后报 ticket execute error: Order Status Wrong",
           "direct", []),
     claim("c3", "log_finding",
           "ts-order-other-service 对同一个订单返回了 Get Order By ID Success",
           "direct", [bind(None, "query_logs", "[getOrderById][Get Order By ID Success][OrderId: 2d814900-5c5a-4882-bc49-1f587b57a252]", sid="T4")])],
    "详见 claims。")
case("bA-026", ["source:nezha_trainticket", "format:json_indented", "class:bad_reference"],
     "订单 2d814900-5c5a-4882-bc49-1f587b57a252 检票报错，帮忙查下",
     dumps_ind(_c026),
     [inv("call_26", "query_logs", {"keyword": "2d814900-5c5a-4882-bc49-1f587b57a252"},
          out_logs(W(L25, 1171, 1198, grep="2d814900-5c5a-4882-bc49-1f587b57a252")))],
     "LOW_CONFID",
     [C(_c026, "c1", "indirect_support", "content matches line 1171, but the binding names call_26x, which does not exist"),
      C(_c026, "c2", "indirect_support", "content matches line 1175 (execute ERROR 09:24:18.321) but the claim has no binding"),
      C(_c026, "c3", "indirect_support", "content matches line 1173, but trace ref T4 does not exist (only one call = T1)")])

case("bA-027", ["source:nezha_trainticket", "format:nl_bullets", "class:gap"],
     "ts-travel-service 08:43 有没有报错？",
     "- ts-travel-service-64469b5b48-25zj6 在 08:43 期间只有 INFO 日志\n"
     "- getRouteByRouteId 的返回都是 Response(status=1, msg=Success)\n"
     "- travel-service 的日志量和平时差不多\n"
     "- 建议等 ES 恢复后再复查一次",
     [inv("es-27a", "es_query", {"index": "nezha-ts-log-*", "query": "PodName:ts-travel-service-64469b5b48-25zj6 AND Timestamp:[2023-01-29T08:43:00 TO 2023-01-29T08:44:00]"},
          None, ok=False, err="ConnectionTimeout caused by - ReadTimeoutError(HTTPConnectionPool(host='es-logs.ops.svc', port=9200): Read timed out. (read timeout=10))"),
      inv("es-27b", "es_query", {"index": "nezha-ts-log-*", "query": "PodName:ts-travel-service-64469b5b48-25zj6 AND level:ERROR"},
          None, ok=False, err="search_phase_execution_exception: all shards failed")],
     "LOW_CONFID",
     [F("ts-travel-service-64469b5b48-25zj6 在 08:43 期间只有 INFO 日志", "no_evidence", "both es_query calls failed; nothing returned"),
      F("getRouteByRouteId 的返回都是 Response(status=1, msg=Success)", "no_evidence", "no successful output at all"),
      F("travel-service 的日志量和平时差不多", "no_evidence", "no volume data anywhere")])

_c028 = contract(
    "verification-code 的 WARN 属于正常日志（知识库）",
    [claim("c1", "log_interpretation",
           "ts-verification-code-service 的 WARN [verifyCode][Verify code start] 是代码里把入口日志写成了 WARN 级别，并不代表验证失败",
           "indirect", [bind("kb-28", "lookup_knowledge", "入口日志误用了 WARN 级别", stype="knowledge", sid="KB-TS-VC-02")]),
     claim("c2", "log_interpretation",
           "按知识库 KB-TS-VC-02，这类 WARN 在压测期间每分钟会有几十条，可以在告警规则里忽略",
           "indirect", [bind("kb-28", "lookup_knowledge", "每分钟几十条", stype="knowledge", sid="KB-TS-VC-02")])],
    "如需降噪，建议调整告警规则。")
case("bA-028", ["source:nezha_trainticket", "format:json_with_text", "class:runbook_only"],
     "ts-verification-code-service 一直刷 WARN Verify code start，要处理吗？",
     "我查了知识库，结论如下：\n" + dumps_raw(_c028),
     [inv("kb-28", "lookup_knowledge", {"query": "verification-code-service WARN Verify code start"},
          kb("verification-code-service WARN Verify code start", [
              chunk("KB-TS-VC-02", "kb/trainticket/verification-code.md",
                    "VerifyCodeServiceImpl 第 114 行的 [verifyCode][Verify code start] 是入口日志，代码里把入口日志误用了 WARN 级别，并不代表验证失败。压测期间每分钟几十条，可以在告警规则里忽略。")]))],
     "LOW_CONFID",
     [C(_c028, "c1", "indirect_support", "only the knowledge chunk says so; no log query was made"),
      C(_c028, "c2", "indirect_support", "attributed to the knowledge base and only found there")])

_c029 = contract(
    "preserve-other 调 travel2 无实例；其余是猜测",
    [claim("c1", "log_finding",
           "09:25:35 和 09:25:48 ts-preserve-other-service-66646bdb5b-fw7x9 各抛出一次 No instances available for ts-travel2-service",
           "direct", [bind("inv-29", "query_logs", "No instances available for ts-travel2-service")]),
     claim("c2", "hypothesis", "ts-travel2-service 的 pod 可能在 09:25 被 OOMKilled", "none", []),
     claim("c3", "hypothesis", "也可能是 ts-contacts-service 的慢查询拖垮了 preserve-other", "none", []),
     claim("c4", "log_finding", "两次报错之前，preserve-other 都已记录 [preserve][Step 2][Find contacts Complete]", "direct",
           [bind("inv-29", "query_logs", "[preserve][Step 2][Find contacts Complete]")])],
    "建议先确认 ts-travel2-service 的 pod 状态。",
    hyp=["travel2 OOMKilled", "contacts 慢查询"])
case("bA-029", ["source:nezha_trainticket", "format:json_fenced", "class:hedged_distractor"],
     "preserve-other 09:25 报 500 的原因能确定吗",
     "```json\n" + dumps_raw(_c029) + "\n```",
     [inv("inv-29", "query_logs", {"pod": "ts-preserve-other-service-66646bdb5b-fw7x9", "start": "2023-01-29T09:25:30Z", "end": "2023-01-29T09:25:50Z"},
          out_logs(W(L26, 2, 20, pod="preserve-other"), W(L26, 87, 96, pod="preserve-other")))],
     "PASS",
     [C(_c029, "c1", "direct_evidence", "preserve-other ERROR 09:25:35.012 and 09:25:48.531"),
      C(_c029, "c2", "no_evidence", "hypothesis, nothing about OOM (non-critical)"),
      C(_c029, "c3", "no_evidence", "hypothesis (non-critical)"),
      C(_c029, "c4", "direct_evidence", "Step 2 Find contacts Complete at 09:25:35.007 and 09:25:48.528")])

case("bA-030", ["source:nezha_trainticket", "format:nl_paragraph", "class:negation"],
     "food-service 是 08:43 之后才开始报错的吗？",
     "是的，ts-food-service 在 08:42 这一分钟里没有任何报错。"
     "08:43:08 又出现了一条 ERROR，内容是 Get the Get Food Request Failed!，TraceID d3c3b9529c479f2778b233d0e3c10910。"
     "两次请求的 tripId 都是 D1345。",
     [inv("call_30", "query_logs", {"pod": "ts-food-service-f5756978c-k8vqf", "start": "2023-01-29T08:42:00Z", "end": "2023-01-29T08:43:10Z"},
          out_logs(W(L43, 2, 2436, pod="food-service-f57")))],
     "REJECT",
     [F("是的，ts-food-service 在 08:42 这一分钟里没有任何报错", "contradicted",
        "denial refuted: food-service ERROR at 08:42:22.419 (foodStoresListResult is null)"),
      F("08:43:08 又出现了一条 ERROR，内容是 Get the Get Food Request Failed!，TraceID d3c3b9529c479f2778b233d0e3c10910",
        "direct_evidence", "food-service ERROR 08:43:08.270 with that trace and message"),
      F("两次请求的 tripId 都是 D1345", "direct_evidence", "both ERROR records carry tripId: D1345")])

_c031 = contract(
    "ts-basic-service 资源平稳",
    [claim("c1", "metric_finding", "09:20–09:30 ts-basic-service-5dc8d4f9fd-46997 的内存峰值约 0.4 GiB（410.6 MiB）", "direct",
           [bind("m-31", "query_metrics", "\"max\": 410.5938")]),
     claim("c2", "metric_finding", "同一时段 CPU 最高约 0.011 核，均值约 7.3m", "direct",
           [bind("m-31", "query_metrics", "\"metric\": \"CpuUsage\", \"service\": \"ts-basic-service-5dc8d4f9fd-46997\", \"max\": 11.3697")]),
     claim("c3", "metric_finding", "最后一个采样点的内存是 405.37 MiB", "direct",
           [bind("m-31", "query_metrics", "\"last\": 405.3672")])],
    "建议结合 basic-service 的日志判断注入的影响。")
case("bA-031", ["source:nezha_metrics", "format:json_raw", "class:quantity"],
     "basic-service 在 09:25 注入前后资源有变化吗，给下 CPU 和内存",
     dumps_raw(_c031),
     [inv("m-31", "query_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-46997", "metrics": ["MemoryUsage", "CpuUsage"],
                                    "from": "2023-01-29 09:20", "to": "2023-01-29 09:30"},
          out_metrics([series(M_BASIC, 41, 51, "MemoryUsage(Mi)", "MemoryUsage", "Mi"),
                       series(M_BASIC, 41, 51, "CpuUsage(m)", "CpuUsage", "m")], [W(M_BASIC, 41, 51)]))],
     "PASS",
     [C(_c031, "c1", "direct_evidence", "MemoryUsage max 410.5938 Mi = 0.401 GiB"),
      C(_c031, "c2", "direct_evidence", "CpuUsage max 11.3697 m = 0.0114 core ~ 0.011; avg 7.2992 ~ 7.3m"),
      C(_c031, "c3", "direct_evidence", "MemoryUsage last 405.3672 Mi")])

_c032 = contract(
    "09:25 两条下单链路各自缺实例",
    [claim("c1", "log_finding", "ts-preserve-service 在 09:25:35 报 No instances available for ts-travel2-service", "direct",
           [bind("call_32", "query_logs", "No instances available for ts-travel2-service")]),
     claim("c2", "log_finding", "ts-preserve-other-service 在 09:25:56 报 No instances available for ts-basic-service", "direct",
           [bind("call_32", "query_logs", "No instances available for ts-basic-service")]),
     claim("c3", "log_finding", "两条链路里 ts-contacts-service 查询的联系人都是 8c756d0c-b064-4dc6-b705-496a75343ddb", "direct",
           [bind("call_32", "query_logs", "FIND CONTACTS BY ID: 8c756d0c-b064-4dc6-b705-496a75343ddb")])],
    "建议分别检查 travel2 和 basic 的实例注册。")
case("bA-032", ["source:nezha_trainticket", "format:json_with_text", "class:entity_swap"],
     "09:25 两个下单入口都失败了，分别是什么错？",
     "两个入口的报错不一样，整理如下。\n" + dumps_ind(_c032),
     [inv("call_32", "query_logs", {"trace_id": ["11b9d6451b2ff23e695b77253b0a7fd3", "18452c82c9f96620bbba22f42b2fda97"]},
          out_logs(W(L26, 2, 20), W(L26, 1422, 1445)))],
     "REJECT",
     [C(_c032, "c1", "contradicted", "swapped: the travel2 error at 09:25:35 is logged by preserve-other; preserve's own ERROR names ts-basic-service"),
      C(_c032, "c2", "contradicted", "swapped: the basic-service error at 09:25:56 is logged by preserve; preserve-other's own ERROR names ts-travel2-service"),
      C(_c032, "c3", "direct_evidence", "contacts FIND CONTACTS BY ID: 8c756d0c-... in both traces")])

case("bA-033", ["source:nezha_metrics", "format:nl_bold_labels", "class:value_wrong"],
     "basic-service 09:23–09:27 的资源和负载给我列一下",
     "**CPU**：ts-basic-service-5dc8d4f9fd-46997 在 09:25 的 CPU 是 81.8m\n"
     "**内存**：09:25 和 09:26 两个点的内存都是 407.39 MiB\n"
     "**负载**：PodWorkload 在 09:23 最高，为 1 ops\n"
     "**备注**：09:25 的 CPU 可能和注入有关，需要结合日志再看",
     [inv("call_33", "get_pod_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-46997", "from": "2023-01-29 09:23", "to": "2023-01-29 09:27",
                                         "fields": ["CpuUsage(m)", "MemoryUsage(Mi)", "PodWorkload(Ops)"]},
          out_table(M_BASIC, 44, 48, ["CpuUsage(m)", "MemoryUsage(Mi)", "PodWorkload(Ops)"]))],
     "REJECT",
     [F("ts-basic-service-5dc8d4f9fd-46997 在 09:25 的 CPU 是 81.8m", "contradicted", "09:25 row CpuUsage(m) = 8.18, not 81.8"),
      F("09:25 和 09:26 两个点的内存都是 407.39 MiB", "direct_evidence", "both rows MemoryUsage(Mi) 407.3867"),
      F("PodWorkload 在 09:23 最高，为 1 ops", "direct_evidence", "09:23 row PodWorkload 1.0, others 0.53-0.8")])

case("bA-034", ["source:nezha_trainticket", "format:nl_bullets", "class:time_wrong"],
     "preserve-other 是从什么时候开始报 travel2 无实例的？",
     "- 第一条 No instances available for ts-travel2-service 出现在 09:21:35，TraceID 11b9d6451b2ff23e695b77253b0a7fd3\n"
     "- 第二条在 09:25:48，TraceID 9f76f4488525c6e700baa9e9ea7fe56d\n"
     "- 报 travel2 无实例的 pod 是 ts-preserve-other-service-66646bdb5b-fw7x9，节点 33.33.33.116",
     [inv("call_34", "es_query", {"index": "nezha-ts-log-*", "query": "\"No instances available\""},
          out_es(W(L26, 2, 1899, grep="No instances available")))],
     "REJECT",
     [F("第一条 No instances available for ts-travel2-service 出现在 09:21:35，TraceID 11b9d6451b2ff23e695b77253b0a7fd3",
        "contradicted", "the record of trace 11b9... is at 09:25:35.012"),
      F("第二条在 09:25:48，TraceID 9f76f4488525c6e700baa9e9ea7fe56d", "direct_evidence", "hit at 09:25:48.531 with that trace"),
      F("报 travel2 无实例的 pod 是 ts-preserve-other-service-66646bdb5b-fw7x9，节点 33.33.33.116", "direct_evidence",
        "both travel2 hits: PodName ts-preserve-other-service-66646bdb5b-fw7x9, Node 33.33.33.116")])

_c035 = contract(
    "execute 检票错误统计",
    [claim("c1", "log_finding", "09:24–09:25 ts-execute-service 一共记录了 5 条 ticket execute error: Order Status Wrong", "direct",
           [bind("call_35", "query_logs", "\"total\": 3")]),
     claim("c2", "log_finding", "其中 09:24:56 那条对应订单 6fbb4691-81a8-417d-aa36-dd90c97d1638，走的是 getOrderByIdFromOrder", "direct",
           [bind("call_35", "query_logs", "[ticketExecute][getOrderByIdFromOrder][ticket execute error: Order Status Wrong][orderId: 6fbb4691-81a8-417d-aa36-dd90c97d1638]")])],
    "建议按订单逐个核对状态。")
case("bA-035", ["source:nezha_trainticket", "format:json_fenced", "class:count_wrong"],
     "execute 检票错误 09:24 到 09:25 有几条？",
     "```\n" + dumps_ind(_c035) + "\n```",
     [inv("call_35", "query_logs", {"service": "ts-execute-service", "level": "ERROR", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:25:10Z"},
          out_logs(W(L25, 2, 1896, pod="execute", level=("ERROR",))))],
     "REJECT",
     [C(_c035, "c1", "contradicted", "total is 3 execute ERROR records, not 5"),
      C(_c035, "c2", "direct_evidence", "record 09:24:56.510, orderId 6fbb4691-..., getOrderByIdFromOrder")])

case("bA-036", ["source:nezha_trainticket", "format:nl_headings", "class:faithful"],
     "订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 检票失败，帮我看看链路",
     "## 链路 0a870edf96d76970dd3e2575d6d9beef\n"
     "09:24:53 ts-order-service 查订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 返回 [Get Order By ID Fail][Order not found]。\n"
     "随后 ts-order-other-service 查到了这个订单，返回 Get Order By ID Success。\n"
     "ts-execute-service 在 09:24:53 走 getOrderByIdFromOrderOther 分支后报 ticket execute error: Order Status Wrong。\n"
     "## 下一步\n"
     "建议在 order-other 库里看一下这个订单的 status 字段。",
     [inv("call_36", "query_logs", {"trace_id": "0a870edf96d76970dd3e2575d6d9beef"},
          out_logs(W(L25, 1204, 1211)))],
     "PASS",
     [F("09:24:53 ts-order-service 查订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 返回 [Get Order By ID Fail][Order not found]",
        "direct_evidence", "order-service WARN 09:24:53.916"),
      F("随后 ts-order-other-service 查到了这个订单，返回 Get Order By ID Success", "direct_evidence",
        "order-other INFO 09:24:53.925 Get Order By ID Success for 1980f134-..."),
      F("ts-execute-service 在 09:24:53 走 getOrderByIdFromOrderOther 分支后报 ticket execute error: Order Status Wrong",
        "direct_evidence", "execute ERROR 09:24:53.926 (#69 getOrderByIdFromOrderOther)")])


# ---------------------------------------------------------------- batch 4 (037-048)

case("bA-037", ["source:nezha_trainticket", "format:json_malformed", "class:unsupported_cause"],
     "Z1234 查余票为什么是空的",
     "{'answer_version': 'v2', 'diagnosis_summary': '', 'claims': [\n"
     "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '09:25:25 ts-order-other-service-6cdbf9b4cc-h7mqk 对 Z1234 打了两条 WARN [getSoldTickets][Seat][No content]', 'support_level': 'direct',\n"
     "   'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_37', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_37'], 'evidence_excerpt': '[Seat][No content]'}]},\n"
     "  {'claim_id': 'c2', 'claim_type': 'root_cause', 'claim_text': 'Z1234 这趟车昨天已经停运，座位数据被清空了', 'support_level': 'direct', 'evidence_bindings': []}\n"
     "], 'user_facing_answer': '建议向票务运营确认 Z1234 的开行计划。'}",
     [inv("call_37", "query_logs", {"trace_id": "2aa27f05b2eb990af17fa3e4e42575e9"},
          out_logs(W(L26, 66, 86)))],
     "LOW_CONFID",
     [F("09:25:25 ts-order-other-service-6cdbf9b4cc-h7mqk 对 Z1234 打了两条 WARN [getSoldTickets][Seat][No content]", "direct_evidence",
        "malformed JSON (single quotes) -> text; order-other WARN 09:25:25.735/.770 train number Z1234"),
      F("Z1234 这趟车昨天已经停运，座位数据被清空了", "no_evidence",
        "nothing in the output says the train was cancelled or data cleared")])

case("bA-038", ["source:nezha_metrics", "format:json_malformed", "class:gap"],
     "contacts 08:48 客户端延迟是不是飙了？",
     "```json\n{\"answer_version\": \"v2\", \"claims\": [{\"claim_id\": \"c1\", \"claim_type\": \"metric_finding\", "
     "\"claim_text\": \"ts-contacts-service-866bd68c97-xcqfx 在 08:48 的客户端 P99 延迟达到 29 s\", \"support_level\": \"direct\", "
     "\"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"m-38\", \"tool_name\": \"query_metrics\", \"source_invocation_ids\": [\"m-38\"], "
     "\"evidence_excerpt\": \"PodClientLatencyP99\"}]}, {\"claim_id\": \"c2\", \"claim_type\": \"metric_finding\", \"claim_text\": \"同一分钟 contacts 的网络发送只有约 1 KB\", "
     "\"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"m-38\"\n```",
     [inv("m-38", "query_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "metrics": ["PodClientLatencyP99", "NetworkTransmitBytes"],
                                    "from": "2023-01-29 08:45", "to": "2023-01-29 08:48"},
          None, ok=False, err="prometheus: query timed out in expression evaluation (timeout 30s)"),
      inv("m-38b", "query_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "metrics": ["PodClientLatencyP99"],
                                     "from": "2023-01-29 08:48", "to": "2023-01-29 08:48"},
          ({"alerts": [], "series": []}, []))],
     "LOW_CONFID",
     [F("ts-contacts-service-866bd68c97-xcqfx 在 08:48 的客户端 P99 延迟达到 29 s", "no_evidence",
        "truncated JSON -> text; the bound call failed and the retry returned no series"),
      F("同一分钟 contacts 的网络发送只有约 1 KB", "no_evidence", "no successful metric output")])

case("bA-039", ["source:nezha_trainticket", "format:nl_paragraph", "class:runbook_only"],
     "preserve-service 报 No instances available for ts-basic-service，以前出现过吗？怎么处理",
     "知识库里的历史事件 INC-20221107-03 记录过同样的报错，当时是 ts-basic-service 的 pod 因节点内存压力被驱逐。"
     "那次实例从注册中心摘除了大约 6 分钟。"
     "按运维手册 RB-TS-014，处理顺序是先看注册中心里的实例列表，再看 pod 是否 Ready。"
     "建议先按这个顺序检查一遍。",
     [inv("kb-39", "lookup_knowledge", {"query": "No instances available for ts-basic-service 历史事件"},
          kb("No instances available for ts-basic-service 历史事件", [
              chunk("INC-20221107-03", "incidents/2022-11.md",
                    "INC-20221107-03：ts-preserve-service 大量报 No instances available for ts-basic-service，原因是 ts-basic-service 的 pod 因节点内存压力被驱逐，实例从注册中心摘除约 6 分钟。",
                    layer="past_incident"),
              chunk("RB-TS-014#2", "runbook/trainticket-dependency.md",
                    "No instances available for <service> 由 Spring Cloud LoadBalancer 抛出。处理：先检查目标服务在注册中心的实例列表，再看 pod 是否 Ready。",
                    relevance="medium")]))],
     "LOW_CONFID",
     [F("知识库里的历史事件 INC-20221107-03 记录过同样的报错，当时是 ts-basic-service 的 pod 因节点内存压力被驱逐", "indirect_support",
        "past-incident chunk only"),
      F("那次实例从注册中心摘除了大约 6 分钟", "indirect_support", "past-incident chunk (约 6 分钟)"),
      F("按运维手册 RB-TS-014，处理顺序是先看注册中心里的实例列表，再看 pod 是否 Ready", "indirect_support",
        "attributed to the runbook, found in the runbook chunk")])

case("bA-040", ["source:nezha_trainticket", "format:nl_sloppy", "class:gap"],
     "inside-payment 一直 WARN Order status Not allowed to Pay 正常吗",
     "这个 WARN 是正常业务拒绝 不是故障\n"
     "订单状态不是 NOTPAID 的时候 inside-payment 就会打这条\n"
     "今天 09:24 以后 inside-payment 没有其他级别的报错\n"
     "需要的话可以把这条 WARN 从告警里剔掉",
     [inv("kb-40", "lookup_knowledge", {"query": "Inside Payment Service.pay Order status Not allowed to Pay"},
          kb("Inside Payment Service.pay Order status Not allowed to Pay", [
              chunk("KB-TS-PAY-07", "kb/trainticket/inside-payment.md",
                    "[Inside Payment Service.pay][Order status Not allowed to Pay] 是正常业务拒绝，不是故障：订单状态不是 NOTPAID 时 inside-payment 就会打这条 WARN。",
                    deduped=True)])),
      inv("q-40", "query_logs", {"service": "ts-inside-payment-service", "level": ["ERROR", "FATAL"], "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:27:00Z"},
          ({"total": 0, "logs": []}, []))],
     "LOW_CONFID",
     [F("这个 WARN 是正常业务拒绝 不是故障", "no_evidence", "only in a deduped knowledge chunk"),
      F("订单状态不是 NOTPAID 的时候 inside-payment 就会打这条", "no_evidence", "only in the deduped chunk"),
      F("今天 09:24 以后 inside-payment 没有其他级别的报错", "no_evidence", "only a no-hit query; absence not proven")])

_c041 = contract(
    "延迟告警状态",
    [claim("c1", "alert_state", "ts-preserve-service 的 PodServerLatencyP99High 告警目前仍在 firing", "direct",
           [bind("m-41", "query_metrics", "\"alert_name\": \"PodServerLatencyP99High\"")]),
     claim("c2", "alert_state", "Frontend 的 FrontendLatencyP99High 告警处于 firing，当前值 2.155 s，阈值 2 s", "direct",
           [bind("m-41", "query_metrics", "{\"alert_name\": \"FrontendLatencyP99High\", \"status\": \"firing\", \"value\": 2.155}")]),
     claim("c3", "metric_finding", "09:20–09:29 preserve 的服务端 P99 峰值是 2.455 s", "direct",
           [bind("m-41", "query_metrics", "\"max\": 2.455")])],
    "建议优先看 Frontend 的延迟。")
case("bA-041", ["source:nezha_metrics", "format:json_indented", "class:status_wrong"],
     "现在还有哪些延迟告警在响？",
     dumps_ind(_c041),
     [inv("m-41", "query_metrics", {"targets": ["ts-preserve-service-b5ccf8557-j4txs", "Frontend"], "metrics": ["PodServerLatencyP99", "LatencyP99"],
                                    "from": "2023-01-29 09:20", "to": "2023-01-29 09:29"},
          out_metrics([series(M_PRESERVE, 41, 50, "PodServerLatencyP99(s)", "PodServerLatencyP99", "s"),
                       series(M_FRONT, 41, 50, "LatencyP99(s)", "LatencyP99", "s")],
                      [W(M_PRESERVE, 41, 50), W(M_FRONT, 41, 50)],
                      alerts=[{"alert_name": "PodServerLatencyP99High", "service": "ts-preserve-service-b5ccf8557-j4txs", "severity": "warning",
                               "status": "resolved", "value": 0.995, "threshold": 1.0, "unit": "s"},
                              {"alert_name": "FrontendLatencyP99High", "service": "Frontend", "severity": "critical",
                               "status": "firing", "value": 2.155, "threshold": 2.0, "unit": "s"}]))],
     "REJECT",
     [C(_c041, "c1", "contradicted", "the alert row says status resolved (value 0.995 < 1.0)"),
      C(_c041, "c2", "direct_evidence", "alert FrontendLatencyP99High firing, value 2.155, threshold 2.0 s"),
      C(_c041, "c3", "direct_evidence", "preserve series max 2.455 s")])

_c042 = contract(
    "08:44:04 contacts 查联系人失败",
    [claim("c1", "log_finding", "ts-contacts-service-866bd68c97-xcqfx 在节点 33.33.33.79 上处理 TraceID 2335a5b00dbd27d6528deae52023f34e 时报错", "direct",
           [bind("toolu_01Wc42", "search_syslog", "33.33.33.79,ts-contacts-service-866bd68c97-xcqfx,server,2335a5b00dbd27d6528deae52023f34e,f944863e860b478e")]),
     claim("c2", "log_finding", "报错内容是 No contacts according to contactsId", "direct",
           [bind("toolu_01Wc42", "search_syslog", "[findContactsById][contactsRepository.findById][No contacts according to contactsId]")]),
     claim("c3", "log_finding", "出错前 contacts 查询的 id 是 415d1665-fbb2-4ec9-83f5-5ebe51dc1825", "direct",
           [bind("toolu_01Wc42", "search_syslog", raw(L44, 2462))])],
    "建议确认 415d1665-fbb2-4ec9-83f5-5ebe51dc1825 这条联系人记录是否还在。")
case("bA-042", ["source:nezha_trainticket", "format:json_raw", "class:excerpt_format"],
     "08:44:04 又一单下单失败，contacts 那边是什么日志",
     dumps_raw(_c042),
     [inv("toolu_01Wc42", "search_syslog", {"path": "/var/log/nezha/2023-01-29/08_44_log.csv", "pattern": "2335a5b00dbd27d6528deae52023f34e"},
          out_text(W(L44, 2455, 2470)))],
     "PASS",
     [C(_c042, "c1", "direct_evidence", "excerpt is a substring of the raw CSV line 2461 (node, pod, container, trace, span)"),
      C(_c042, "c2", "direct_evidence", "message part of line 2461"),
      C(_c042, "c3", "direct_evidence", "excerpt is the whole raw line 2462 (FIND CONTACTS BY ID: 415d1665-...)")])

case("bA-043", ["source:nezha_trainticket", "format:nl_paragraph", "class:paraphrase_zh"],
     "G 字头的车查已售座位时 order-service 报了一堆 WARN，是什么意思",
     "08:42:10 ts-order-service-5b67c48447-mv5hb 在 TraceID b017403c40b9f88a3d77f6dd7dc26ea9 里连续 6 次记录 WARN：查询已售座位时余票信息为空。"
     "涉及的车次是 G1234、G1236、G1237，每个车次两次。"
     "同一链路中 ts-seat-service 拿到的订单结果是 msg=Order is Null。"
     "建议确认这些车次在 2023-01-29 15:38:06 这个日期是否本来就没有订单。",
     [inv("call_43", "query_logs", {"trace_id": "b017403c40b9f88a3d77f6dd7dc26ea9", "start": "2023-01-29T08:42:10.32Z", "end": "2023-01-29T08:42:10.46Z"},
          out_logs(W(L43, 530, 556)))],
     "PASS",
     [F("08:42:10 ts-order-service-5b67c48447-mv5hb 在 TraceID b017403c40b9f88a3d77f6dd7dc26ea9 里连续 6 次记录 WARN：查询已售座位时余票信息为空",
        "direct_evidence", "6 order-service WARN [getSoldTickets][Seat][Left ticket info is empty] at 08:42:10.333-.447"),
      F("涉及的车次是 G1234、G1236、G1237，每个车次两次", "direct_evidence", "train numbers: G1234 x2, G1236 x2, G1237 x2"),
      F("同一链路中 ts-seat-service 拿到的订单结果是 msg=Order is Null", "direct_evidence",
        "seat-service INFO lines 532/537: result is <200,Response(status=0, msg=Order is Null.")])

case("bA-044", ["source:nezha_trainticket", "format:nl_bold_labels", "class:fabricated_id"],
     "Order not found 是哪个 pod 报的？",
     "**报错 pod**：ts-order-service-5b67c48447-mv5hd\n"
     "**时间**：09:24:18，TraceID 8e127a928d027e196fae03efdee53f48\n"
     "**订单**：2d814900-5c5a-4882-bc49-1f587b57a252，ts-order-other-service 对同一订单返回 Get Order By ID Success\n"
     "**建议**：对比 order 和 order-other 两个库里这个订单的数据",
     [inv("call_44", "query_logs", {"keyword": "2d814900-5c5a-4882-bc49-1f587b57a252", "start": "2023-01-29T09:24:18Z", "end": "2023-01-29T09:24:19Z"},
          out_logs(W(L25, 1171, 1178)))],
     "REJECT",
     [F("ts-order-service-5b67c48447-mv5hd", "contradicted",
        "fabricated pod: the output has ts-order-service-5b67c48447-mv5hb (last char differs)"),
      F("09:24:18，TraceID 8e127a928d027e196fae03efdee53f48", "direct_evidence", "order-service WARN 09:24:18.312 in that trace"),
      F("2d814900-5c5a-4882-bc49-1f587b57a252，ts-order-other-service 对同一订单返回 Get Order By ID Success", "direct_evidence",
        "order-other INFO 09:24:18.320 Get Order By ID Success for that order")])

_c045 = contract(
    "D1345 查座位的 WARN 来源",
    [claim("c1", "log_finding",
           "09:26:07 ts-seat-service 记录了 WARN [getSoldTickets][Seat][Left ticket info is empty]，train number: D1345",
           "direct", [bind("call_45", "query_logs", "[getSoldTickets][Seat][Left ticket info is empty][seat from date: 2023-01-29 15:38:06, train number: D1345]")]),
     claim("c2", "log_finding", "同一链路里 ts-seat-service 对 D1345 走的是 TrainNumber start with G|D 分支", "direct",
           [bind("call_45", "query_logs", "[getLeftTicketOfInterval][TrainNumber start with G|D][trainNumber:D1345]")])],
    "建议确认 D1345 在该日期的售票数据。")
case("bA-045", ["source:nezha_trainticket", "format:json_fenced", "class:misattribution"],
     "D1345 这趟车查座位的时候哪个服务在报 WARN",
     "```json\n" + dumps_raw(_c045) + "\n```\n以上。",
     [inv("call_45", "query_logs", {"trace_id": "8b2fad261f689fdb2fd856a80e4be3b1"},
          out_logs(W(L26, 1483, 1503)))],
     "REJECT",
     [C(_c045, "c1", "contradicted", "misattribution: the WARN is logged by ts-order-service; seat-service's own lines are INFO getLeftTicketOfInterval"),
      C(_c045, "c2", "direct_evidence", "seat-service INFO 09:26:07.003 / 09:26:06.982 TrainNumber start with G|D, D1345")])

case("bA-046", ["source:nezha_trainticket", "format:nl_headings", "class:unsupported_cause"],
     "09:25 basic-service 出问题之前做过什么变更？",
     "## 现象\n"
     "09:25:00 和 09:25:01 ts-preserve-service 都报了 No instances available for ts-basic-service。\n"
     "## 变更\n"
     "09:24 运维对 ts-basic-service 做过一次滚动发布，新版本镜像拉取失败。\n"
     "## 建议\n"
     "建议回滚到上一个版本后观察。",
     [inv("call_46", "query_logs", {"service": "ts-preserve-service", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:25:10Z"},
          out_logs(W(L25, 860, 1040, pod="preserve-service-b5c")))],
     "LOW_CONFID",
     [F("09:25:00 和 09:25:01 ts-preserve-service 都报了 No instances available for ts-basic-service", "direct_evidence",
        "preserve ERROR records 09:25:00.944 and 09:25:01.442"),
      F("09:24 运维对 ts-basic-service 做过一次滚动发布，新版本镜像拉取失败", "no_evidence",
        "no deployment or image event in any output")])

case("bA-047", ["source:nezha_trainticket", "format:nl_sloppy", "class:hedged_distractor"],
     "contacts 报错那段时间 preserve 还能下单吗",
     "preserve 08:43:17 那单走完了 Step 1 Check Security Complete 和 Step 2 Find contacts Complete\n"
     "同一个 trace dc7db5cbec8d511cb7e08fd7c7b47c00 里 order-service 08:43:19 记录了 Order Create Success，OrderId 3f253258-acd4-4d24-9628-f8c193ecf14e，Price 22.5\n"
     "contacts 那边同一 trace 报 No contacts according to contactsId\n"
     "猜测 preserve 没有校验 contacts 的返回值，可能直接用了缓存\n"
     "也许 order-service 那边也有重试",
     [inv("a9f1c2d3-0b47-4e6e-8d2f-5c1e9b7a4047", "query_logs", {"trace_id": "dc7db5cbec8d511cb7e08fd7c7b47c00"},
          out_logs(W(L44, 95, 114)))],
     "PASS",
     [F("preserve 08:43:17 那单走完了 Step 1 Check Security Complete 和 Step 2 Find contacts Complete", "direct_evidence",
        "preserve INFO 08:43:17.105 Step 1 and 08:43:17.124 Step 2"),
      F("同一个 trace dc7db5cbec8d511cb7e08fd7c7b47c00 里 order-service 08:43:19 记录了 Order Create Success，OrderId 3f253258-acd4-4d24-9628-f8c193ecf14e，Price 22.5",
        "direct_evidence", "order-service INFO 08:43:19.113"),
      F("contacts 那边同一 trace 报 No contacts according to contactsId", "direct_evidence", "contacts ERROR 08:43:17.121")])

_c048 = contract(
    "travel2 在 09:25 没有错误日志",
    [claim("c1", "log_finding", "ts-travel2-service-5c66d57d58-6mp2b 在 09:25–09:26 没有 ERROR 日志", "direct",
           [bind("q-48", "query_logs", "\"total\": 0")]),
     claim("c2", "log_finding", "travel2 的实例在这段时间一直正常对外提供服务", "direct",
           [bind("q-48", "query_logs", "\"logs\": []")])],
    "所以 preserve-other 的报错不是 travel2 本身的问题。")
case("bA-048", ["source:nezha_trainticket", "format:json_with_text", "class:gap"],
     "preserve-other 报 travel2 无实例，travel2 自己有报错吗",
     "查询结果如下：\n" + dumps_raw(_c048),
     [inv("q-48", "query_logs", {"pod": "ts-travel2-service-5c66d57d58-6mp2b", "level": "ERROR", "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:26:10Z"},
          ({"total": 0, "logs": []}, []))],
     "LOW_CONFID",
     [C(_c048, "c1", "no_evidence", "only a no-hit query"),
      C(_c048, "c2", "no_evidence", "a no-hit query says nothing about availability"),
      F("所以 preserve-other 的报错不是 travel2 本身的问题", "no_evidence", "conclusion drawn from a no-hit only", extra=True)])


# ---------------------------------------------------------------- batch 5 (049-060)

case("bA-049", ["source:nezha_trainticket", "format:nl_bullets", "class:entity_swap"],
     "08:43:35 和 08:43:53 两次订餐失败，分别对应哪个 trace？",
     "- 08:43:35 那次失败的 TraceID 是 b807501d335153eefa23ae9d89324720\n"
     "- 08:43:53 那次失败的 TraceID 是 ad82675dca98035cd0ea44b39cdc301d\n"
     "- 两次都是 ts-food-service-f5756978c-k8vqf 报 Get the Get Food Request Failed!，tripId 为 D1345\n"
     "- 建议用这两个 trace 去 APM 里看 station-food 的返回体",
     [inv("call_49", "query_logs", {"pod": "ts-food-service-f5756978c-k8vqf", "start": "2023-01-29T08:43:35Z", "end": "2023-01-29T08:43:54Z"},
          out_logs(W(L44, 527, 547)))],
     "REJECT",
     [F("08:43:35 那次失败的 TraceID 是 b807501d335153eefa23ae9d89324720", "contradicted",
        "swapped: the 08:43:35.581 ERROR has trace ad82675d...; b807501d... is the 08:43:53 one"),
      F("08:43:53 那次失败的 TraceID 是 ad82675dca98035cd0ea44b39cdc301d", "contradicted",
        "swapped: the 08:43:53.294 ERROR has trace b807501d..."),
      F("两次都是 ts-food-service-f5756978c-k8vqf 报 Get the Get Food Request Failed!，tripId 为 D1345", "direct_evidence",
        "food ERRORs 08:43:35.581 and 08:43:53.294, tripId D1345")])

case("bA-050", ["source:nezha_metrics", "format:json_malformed", "class:value_wrong"],
     "food-service 的 pod 内存多大？08:43 到 08:45",
     "{\n  \"answer_version\": \"v2\",\n  \"diagnosis_summary\": \"\",\n  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"metric_finding\", \"claim_text\": \"ts-food-service-f5756978c-k8vqf 在 08:43–08:45 的内存大约 4.9 GiB\", \"support_level\": \"direct\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"inv-50\", \"tool_name\": \"get_pod_metrics\", \"source_invocation_ids\": [\"inv-50\"], \"evidence_excerpt\": \"MemoryUsage(Mi)\"}]},\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"metric_finding\", \"claim_text\": \"08:43 这个点的 CPU 是 12m\", \"support_level\": \"direct\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"inv-50\", \"tool_name\": \"get_pod_metrics\", \"source_invocation_ids\": [\"inv-50\"], \"evidence_excerpt\": \"12.010912744075336\"}]},\n"
     "  ],\n  \"user_facing_answer\": \"建议继续观察 food-service 的内存曲线。\"\n}",
     [inv("inv-50", "get_pod_metrics", {"pod": "ts-food-service-f5756978c-k8vqf", "from": "2023-01-29 08:43", "to": "2023-01-29 08:45",
                                        "fields": ["MemoryUsage(Mi)", "CpuUsage(m)"]},
          out_table(M_FOOD, 4, 6, ["MemoryUsage(Mi)", "CpuUsage(m)"]))],
     "REJECT",
     [F("ts-food-service-f5756978c-k8vqf 在 08:43–08:45 的内存大约 4.9 GiB", "contradicted",
        "trailing comma -> text; MemoryUsage is ~491 MiB = 0.48 GiB, not 4.9 GiB"),
      F("08:43 这个点的 CPU 是 12m", "direct_evidence", "08:43:10 row CpuUsage 12.01 m")])

case("bA-051", ["source:nezha_trainticket", "format:nl_sloppy", "class:time_wrong"],
     "订单 0b61e4d5-ee33-4558-9c98-7505c29e0778 检票失败几次了",
     "0b61e4d5-ee33-4558-9c98-7505c29e0778 检票失败两次\n"
     "第一次 09:15:37，TraceID 2bdbe3cc11c00ca3814ad3f335e2f4bb，ts-execute-service 报 Order Status Wrong\n"
     "第二次 09:25:53，TraceID defc9eed413ad4cb9474586da4dae830，同样的错\n"
     "两次 order-service 都返回了 Get Order By ID Success，订单是能查到的",
     [inv("call_51", "query_logs", {"keyword": "0b61e4d5-ee33-4558-9c98-7505c29e0778", "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:26:10Z"},
          out_logs(W(L26, 1778, 1782), W(L26, 1858, 1862)))],
     "REJECT",
     [F("0b61e4d5-ee33-4558-9c98-7505c29e0778 检票失败两次", "direct_evidence", "two execute ERROR records for this orderId"),
      F("第一次 09:15:37，TraceID 2bdbe3cc11c00ca3814ad3f335e2f4bb，ts-execute-service 报 Order Status Wrong", "contradicted",
        "the record of trace 2bdbe3cc... is at 09:25:37.375, not 09:15:37"),
      F("第二次 09:25:53，TraceID defc9eed413ad4cb9474586da4dae830，同样的错", "direct_evidence", "execute ERROR 09:25:53.507"),
      F("两次 order-service 都返回了 Get Order By ID Success，订单是能查到的", "direct_evidence",
        "order-service INFO Get Order By ID Success at 09:25:37.373 and 09:25:53.505")])

_c052 = contract(
    "order-other 查座位 No content",
    [claim("c1", "log_finding", "09:25:17–09:25:48 ts-order-other-service 一共打了 6 条 WARN [getSoldTickets][Seat][No content]", "direct",
           [bind("call_52", "query_logs", "[getSoldTickets][Seat][No content]")]),
     claim("c2", "log_finding", "涉及的车次只有 Z1234 和 Z1236", "direct",
           [bind("call_52", "query_logs", "train number: Z1236")])],
    "建议确认 Z 字头车次的座位数据。")
case("bA-052", ["source:nezha_trainticket", "format:json_compact", "class:count_wrong"],
     "order-other 09:25 那分钟 No content 的 WARN 有多少",
     json.dumps(_c052, ensure_ascii=False, separators=(",", ":")),
     [inv("call_52", "query_logs", {"service": "ts-order-other-service", "level": "WARN", "start": "2023-01-29T09:25:15Z", "end": "2023-01-29T09:25:50Z"},
          out_logs(W(L26, 60, 250, pod="order-other", level=("WARN",))))],
     "REJECT",
     [C(_c052, "c1", "contradicted", "total is 10 WARN records, not 6"),
      C(_c052, "c2", "direct_evidence", "all 10 records are train number Z1234 or Z1236")])

case("bA-053", ["source:nezha_trainticket", "format:nl_paragraph", "class:status_wrong"],
     "订单 df5addb8-ab74-488d-8ee0-6e61d23f6d12 取票时状态没改成功？",
     "09:25:07 ts-order-service 查 df5addb8-ab74-488d-8ee0-6e61d23f6d12 返回 Order not found。"
     "随后 ts-order-other-service 找到了这个订单，但 modifyOrder 修改订单状态失败了。"
     "ts-execute-service 在同一链路里走的是 getOrderByIdFromOrderOther 分支。",
     [inv("call_53", "query_logs", {"trace_id": "270eb091795ba0ab422763f1d6939cca"},
          out_logs(W(L25, 1179, 1188)))],
     "REJECT",
     [F("09:25:07 ts-order-service 查 df5addb8-ab74-488d-8ee0-6e61d23f6d12 返回 Order not found", "direct_evidence",
        "order-service WARN 09:25:07.431"),
      F("随后 ts-order-other-service 找到了这个订单，但 modifyOrder 修改订单状态失败了", "contradicted",
        "order-other logs [modifyOrder][Modify order Success] at 09:25:07.449 (success, not failure)"),
      F("ts-execute-service 在同一链路里走的是 getOrderByIdFromOrderOther 分支", "direct_evidence",
        "execute INFO 09:25:07.433 [getOrderByIdFromOrderOther][Execute Service, Get Order]")])

_c054 = contract(
    "D1345 查票链路",
    [claim("c1", "log_finding", "TraceID 8b2fad261f689fdb2fd856a80e4be3b1 里 ts-order-service 一切正常，没有任何 WARN", "direct",
           [bind("call_54", "query_logs", "[getSoldTickets][Get Sold Ticket]")]),
     claim("c2", "log_finding", "同一链路里 ts-seat-service 两次拿到 Response(status=0, msg=Order is Null.", "direct",
           [bind("call_54", "query_logs", "Response(status=0, msg=Order is Null.")])],
    "建议继续看 seat-service 的返回。")
case("bA-054", ["source:nezha_trainticket", "format:json_fenced", "class:negation"],
     "09:26:07 D1345 查票的链路里 order-service 正常吗",
     "```json\n" + dumps_ind(_c054) + "\n```",
     [inv("call_54", "query_logs", {"trace_id": "8b2fad261f689fdb2fd856a80e4be3b1"},
          out_logs(W(L26, 1483, 1503)))],
     "REJECT",
     [C(_c054, "c1", "contradicted", "order-service logs two WARN Left ticket info is empty (09:26:06.988, 09:26:07.006)"),
      C(_c054, "c2", "direct_evidence", "seat-service INFO 09:26:07.008 and 09:26:06.991: Response(status=0, msg=Order is Null.")])

case("bA-055", ["source:nezha_trainticket", "format:nl_headings", "class:fabricated_id"],
     "08:42 food-service 那条 ERROR 具体是什么异常",
     "## 结论\n"
     "08:42:22 ts-food-service-f5756978c-k8vqf 在 FoodServiceImpl#302 抛出了 java.lang.NullPointerException。\n"
     "日志里的原文是 [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]。\n"
     "## 上下文\n"
     "同一 TraceID ffc8ca7e4c8f06c75142c880d5595d96 里 ts-travel-service 先完成了 getRouteByTripId，TripId 为 D1345。\n",
     [inv("call_55", "query_logs", {"trace_id": "ffc8ca7e4c8f06c75142c880d5595d96"},
          out_logs(W(L43, 2, 13)))],
     "REJECT",
     [F("08:42:22 ts-food-service-f5756978c-k8vqf 在 FoodServiceImpl#302 抛出了 java.lang.NullPointerException", "contradicted",
        "fabricated exception class: java.lang.NullPointerException appears in no output; the record only says foodStoresListResult is null"),
      F("日志里的原文是 [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]", "direct_evidence",
        "food ERROR 08:42:22.419 message"),
      F("同一 TraceID ffc8ca7e4c8f06c75142c880d5595d96 里 ts-travel-service 先完成了 getRouteByTripId，TripId 为 D1345", "direct_evidence",
        "travel INFO 08:42:22.359 [getRouteByTripId][Get Route By Trip ID][TripId: D1345]")])

_c056 = contract(
    "09:26:07 preserve 下单失败",
    [claim("c1", "log_finding", "09:26:07 ts-preserve-service 抛出 No instances available for ts-basic-service，TraceID 607c52dbb80a27dcf593a6a8ea2d8e55", "direct",
           [bind(None, "query_logs", "No instances available for ts-basic-service", sid="T3")]),
     claim("c2", "log_finding", "报错前 preserve 已经完成 [preserve][Step 3][Check tickets num][Tickets Enough]", "direct",
           [bind("call_56z", "query_logs", "[Tickets Enough]")])],
    "详见 claims。")
case("bA-056", ["source:nezha_trainticket", "format:json_raw", "class:bad_reference"],
     "09:26:07 那一单为什么下单失败",
     dumps_raw(_c056),
     [inv("call_56", "query_logs", {"trace_id": "607c52dbb80a27dcf593a6a8ea2d8e55", "service": "ts-preserve-service"},
          out_logs(W(L26, 1360, 1370, pod="preserve-service-b5c")))],
     "LOW_CONFID",
     [C(_c056, "c1", "indirect_support", "content is in call_56 but the binding names trace ref T3; only one evidence call exists (T1)"),
      C(_c056, "c2", "indirect_support", "content is in call_56 but the binding names call_56z, which does not exist")])

case("bA-057", ["source:nezha_trainticket", "format:nl_bold_labels", "class:unsupported_cause"],
     "09:25 以后 preserve 为什么调不到 basic-service",
     "**报错**：09:25:56 和 09:26:07 ts-preserve-service 都报 No instances available for ts-basic-service\n"
     "**原因**：basic-service 发布之后流量切到了新版本的 pod，旧 pod 已经下线\n"
     "**链路**：09:26:07 那次的 TraceID 是 607c52dbb80a27dcf593a6a8ea2d8e55\n"
     "**建议**：检查新版本 pod 的注册配置",
     [inv("call_57", "query_logs", {"service": "ts-preserve-service", "trace_id": ["607c52dbb80a27dcf593a6a8ea2d8e55", "18452c82c9f96620bbba22f42b2fda97"]},
          out_logs(W(L26, 1360, 1370, pod="preserve-service-b5c"), W(L26, 1422, 1437, pod="preserve-service-b5c")))],
     "LOW_CONFID",
     [F("09:25:56 和 09:26:07 ts-preserve-service 都报 No instances available for ts-basic-service", "direct_evidence",
        "preserve ERROR 09:25:56.727 and 09:26:07.457"),
      F("basic-service 发布之后流量切到了新版本的 pod，旧 pod 已经下线", "no_evidence",
        "no deployment or traffic-shift record anywhere"),
      F("09:26:07 那次的 TraceID 是 607c52dbb80a27dcf593a6a8ea2d8e55", "direct_evidence", "record 09:26:07.457 has that trace")])

case("bA-058", ["source:nezha_trainticket", "format:json_malformed", "class:runbook_only"],
     "execute 报 Order Status Wrong 应该怎么处理",
     "{\n  // 结论来自知识库\n  \"answer_version\": \"v2\",\n  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"log_interpretation\", \"claim_text\": \"按知识库说明，ticket execute error: Order Status Wrong 表示订单状态不是已支付或已取票，检票被拒绝\", \"support_level\": \"indirect\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"knowledge\", \"source_id\": \"KB-TS-EXE-03\", \"tool_name\": \"lookup_knowledge\", \"source_invocation_ids\": [\"kb-58\"], \"evidence_excerpt\": \"订单状态不是已支付或已取票\"}]},\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"log_interpretation\", \"claim_text\": \"以往这类报错多数是用户重复点击检票造成的\", \"support_level\": \"indirect\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"knowledge\", \"source_id\": \"KB-TS-EXE-03\", \"tool_name\": \"lookup_knowledge\", \"source_invocation_ids\": [\"kb-58\"], \"evidence_excerpt\": \"多数是用户重复点击检票\"}]}  // 没查日志\n"
     "  ],\n  \"user_facing_answer\": \"建议先查订单当前状态。\"\n}",
     [inv("kb-58", "lookup_knowledge", {"query": "ticket execute error Order Status Wrong"},
          kb("ticket execute error Order Status Wrong", [
              chunk("KB-TS-EXE-03", "kb/trainticket/execute.md",
                    "ticket execute error: Order Status Wrong 表示订单状态不是已支付或已取票，检票被拒绝。以往这类报错多数是用户重复点击检票造成的，一般无需处理。")]))],
     "LOW_CONFID",
     [F("按知识库说明，ticket execute error: Order Status Wrong 表示订单状态不是已支付或已取票，检票被拒绝", "indirect_support",
        "comments make the JSON invalid -> text; attributed to and found only in the knowledge chunk"),
      F("以往这类报错多数是用户重复点击检票造成的", "indirect_support", "only the knowledge chunk says it")])

case("bA-059", ["source:nezha_trainticket", "format:nl_paragraph", "class:gap", "class:negation"],
     "09:25 basic-service 出故障的时候，contacts 有没有受影响？",
     "我查了 09:25–09:26 ts-contacts-service 的 ERROR 日志，没有相关日志。"
     "所以 contacts 在这次故障里没有受到影响。"
     "如果还不放心，可以再看一下 contacts 的延迟指标。",
     [inv("q-59", "query_logs", {"service": "ts-contacts-service", "level": "ERROR", "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:26:10Z"},
          ({"total": 0, "logs": []}, []))],
     "LOW_CONFID",
     [F("我查了 09:25–09:26 ts-contacts-service 的 ERROR 日志，没有相关日志", "no_evidence",
        "a no-hit query; 'no logs' after a no-hit is not direct"),
      F("所以 contacts 在这次故障里没有受到影响", "no_evidence", "conclusion from a no-hit only")])

case("bA-060", ["source:nezha_metrics", "format:nl_sloppy", "class:quantity", "class:unsupported_cause"],
     "order-service CPU 09:20 到 09:30 怎么样",
     "ts-order-service-5b67c48447-mv5hb 09:20–09:30 CPU 峰值 13.5m 左右，大概 0.0135 核，出现在 09:22\n"
     "最低是 09:20 的 2.4m\n"
     "09:22 那个峰是因为凌晨扩容了节点，调度过来的请求变多\n"
     "内存基本稳定在 426 MiB 上下",
     [inv("inv-60", "get_pod_metrics", {"pod": "ts-order-service-5b67c48447-mv5hb", "from": "2023-01-29 09:20", "to": "2023-01-29 09:30",
                                        "fields": ["CpuUsage(m)", "MemoryUsage(Mi)"]},
          out_table(M_ORDER, 41, 51, ["CpuUsage(m)", "MemoryUsage(Mi)"]))],
     "LOW_CONFID",
     [F("ts-order-service-5b67c48447-mv5hb 09:20–09:30 CPU 峰值 13.5m 左右，大概 0.0135 核，出现在 09:22", "direct_evidence",
        "max CpuUsage 13.54 m at 09:22:10"),
      F("最低是 09:20 的 2.4m", "direct_evidence", "09:20:10 row 2.38 m, the minimum"),
      F("09:22 那个峰是因为凌晨扩容了节点，调度过来的请求变多", "no_evidence", "no scaling or scheduling event in any output"),
      F("内存基本稳定在 426 MiB 上下", "direct_evidence", "MemoryUsage 425.8-426.7 MiB")])


# ---------------------------------------------------------------- batch 6 (061-072)

case("bA-061", ["source:nezha_trainticket", "format:nl_bullets", "class:paraphrase_zh", "class:gap"],
     "09:24 到 09:25 支付失败的订单有哪些？payment 服务本身正常吗",
     "- 09:24:40 ts-inside-payment-service 拒绝了订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 的支付，提示订单状态不允许支付\n"
     "- 09:25:07 订单 0b61e4d5-ee33-4558-9c98-7505c29e0778 的支付也因为同样的原因被拒绝\n"
     "- ts-payment-service 在这段时间的支付成功率一直是 100%\n"
     "- 建议等指标接口恢复后再确认 payment 的成功率",
     [inv("call_61a", "query_logs", {"service": "ts-inside-payment-service", "start": "2023-01-29T09:24:40Z", "end": "2023-01-29T09:25:10Z"},
          out_logs(W(L25, 1336, 1354, pod="inside-payment"))),
      inv("call_61b", "query_metrics", {"service": "ts-payment-service", "metrics": ["SuccessRate"], "from": "2023-01-29 09:24", "to": "2023-01-29 09:26"},
          None, ok=False, err="upstream metrics-gateway returned 503 Service Unavailable")],
     "LOW_CONFID",
     [F("09:24:40 ts-inside-payment-service 拒绝了订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 的支付，提示订单状态不允许支付", "direct_evidence",
        "Chinese paraphrase of WARN 09:24:40.948 Order status Not allowed to Pay; Pay for: 1980f134-... in the same trace"),
      F("09:25:07 订单 0b61e4d5-ee33-4558-9c98-7505c29e0778 的支付也因为同样的原因被拒绝", "direct_evidence",
        "WARN 09:25:07.042 and Pay for: 0b61e4d5-... (trace 6a9cc179...)"),
      F("ts-payment-service 在这段时间的支付成功率一直是 100%", "no_evidence", "only source is a failed query_metrics call")])

_c062 = contract(
    "订餐成功但联系人报错；原因参考历史事件",
    [claim("c1", "hypothesis", "可能是 RabbitMQ 丢了 delivery 消息的字段", "none", []),
     claim("c2", "past_incident",
           "历史事件 INC-20230105-11 中 delivery-service 收到空的 delivery object，是 ts-food-service 改了序列化字段名导致的", "indirect",
           [bind("kb-62", "lookup_knowledge", "delivery-service 收到空的 delivery object", stype="knowledge", sid="INC-20230105-11")]),
     claim("c3", "next_step", "对比 ts-food-service 最近的版本差异", "none", [])],
    "建议先对比 food-service 的版本差异。")
case("bA-062", ["source:nezha_trainticket", "format:json_with_text", "class:hedged_distractor", "class:runbook_only"],
     "08:44:07 delivery 收到的 delivery object 是空的 {}，之前遇到过吗",
     dumps_ind(_c062) + "\n（hypothesis 只是猜测，未验证）",
     [inv("kb-62", "lookup_knowledge", {"query": "delivery object 为空 {} delivery-service RabbitReceive"},
          kb("delivery object 为空 {} delivery-service RabbitReceive", [
              chunk("INC-20230105-11", "incidents/2023-01.md",
                    "INC-20230105-11：delivery-service 收到空的 delivery object（日志 [Receive delivery object][delivery object: {}]），原因是 ts-food-service 改了序列化字段名，消费端反序列化后字段全部为空。",
                    layer="past_incident")]))],
     "LOW_CONFID",
     [C(_c062, "c1", "no_evidence", "hypothesis, non-critical, nothing supports it"),
      C(_c062, "c2", "indirect_support", "past-incident chunk only"),
      C(_c062, "c3", "no_evidence", "next_step, non-critical")])

case("bA-063", ["source:nezha_trainticket", "format:nl_headings", "class:unsupported_cause"],
     "08:44:06 又一单联系人查不到，contacts 是不是有状态问题",
     "## 现象\n"
     "08:44:06 ts-contacts-service-866bd68c97-xcqfx 查询 8c756d0c-b064-4dc6-b705-496a75343ddb 后报 No contacts according to contactsId。\n"
     "同一 TraceID f9293102b816bc811d72f6df1c550517 里 ts-food-service 在 08:44:07 记录了 [createFoodOrder][AddFoodOrder Success]。\n"
     "## 原因\n"
     "08:43 左右有人手动重启过 contacts 的 pod，本地缓存被清空了。\n"
     "## 建议\n"
     "建议预热联系人缓存。",
     [inv("call_63", "query_logs", {"trace_id": "f9293102b816bc811d72f6df1c550517"},
          out_logs(W(L44, 1280, 1292)))],
     "LOW_CONFID",
     [F("08:44:06 ts-contacts-service-866bd68c97-xcqfx 查询 8c756d0c-b064-4dc6-b705-496a75343ddb 后报 No contacts according to contactsId", "direct_evidence",
        "contacts INFO 08:44:06.625 FIND CONTACTS BY ID 8c756d0c..., ERROR 08:44:06.631"),
      F("同一 TraceID f9293102b816bc811d72f6df1c550517 里 ts-food-service 在 08:44:07 记录了 [createFoodOrder][AddFoodOrder Success]", "direct_evidence",
        "food INFO 08:44:07.055"),
      F("08:43 左右有人手动重启过 contacts 的 pod，本地缓存被清空了", "no_evidence", "no restart or cache event in any output")])

_c064 = contract(
    "08:43:35 订餐失败链路",
    [claim("c1", "log_finding", "08:43:35 ts-food-service-f5756978c-k8vqf 报 [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]，TraceID ad82675dca98035cd0ea44b39cdc301d", "direct",
           [bind("call_64", "query_logs", "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]")]),
     claim("c2", "log_finding", "同一链路里 ts-station-food-service 收到了 [Food Map Service][Get FoodStores By StationNames] 请求", "direct",
           [bind("call_64", "query_logs", "[Food Map Service][Get FoodStores By StationNames]")]),
     claim("c3", "log_finding", "ts-train-food-service 也收到了 [Get TrainFoods By TripId] 请求", "direct",
           [bind("call_64", "query_logs", "[Food Map Service][Get TrainFoods By TripId]")]),
     claim("c4", "recommendation", "检查 station-food 返回的店铺列表", "none", [])],
    "建议检查 station-food 对 D1345 沿线车站返回的店铺列表。")
case("bA-064", ["source:nezha_trainticket", "format:json_indented", "class:faithful"],
     "08:43:35 订餐又失败了，帮我把链路过一遍",
     dumps_ind(_c064),
     [inv("call_64", "query_logs", {"trace_id": "ad82675dca98035cd0ea44b39cdc301d"},
          out_logs(W(L44, 527, 538)))],
     "PASS",
     [C(_c064, "c1", "direct_evidence", "food ERROR 08:43:35.581 in trace ad82675d"),
      C(_c064, "c2", "direct_evidence", "station-food INFO 08:43:35.573"),
      C(_c064, "c3", "direct_evidence", "train-food INFO 08:43:35.530"),
      C(_c064, "c4", "no_evidence", "recommendation, non-critical")])

case("bA-065", ["source:nezha_trainticket", "source:nezha_metrics", "format:nl_bullets", "class:faithful"],
     "contacts 08:43 注入之后，日志和资源各是什么情况",
     "- 日志：08:44:06 ts-contacts-service-866bd68c97-xcqfx 记录 ERROR No contacts according to contactsId，TraceID f9293102b816bc811d72f6df1c550517\n"
     "- 报错前它刚打印了 FIND CONTACTS BY ID: 8c756d0c-b064-4dc6-b705-496a75343ddb\n"
     "- 资源：这个 pod 08:43 的 CPU 是 9.5m，08:44 升到 15.8m\n"
     "- 内存两个点都在 424 MiB 左右\n"
     "- 建议把 contacts 的数据层查询日志也拉出来看",
     [inv("call_65a", "query_logs", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "trace_id": "f9293102b816bc811d72f6df1c550517"},
          out_logs(W(L44, 1287, 1290))),
      inv("call_65b", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29 08:43", "to": "2023-01-29 08:44",
                                          "fields": ["CpuUsage(m)", "MemoryUsage(Mi)"]},
          out_table(M_CONTACTS, 4, 5, ["CpuUsage(m)", "MemoryUsage(Mi)"]), rnd=2)],
     "PASS",
     [F("日志：08:44:06 ts-contacts-service-866bd68c97-xcqfx 记录 ERROR No contacts according to contactsId，TraceID f9293102b816bc811d72f6df1c550517",
        "direct_evidence", "contacts ERROR 08:44:06.631"),
      F("报错前它刚打印了 FIND CONTACTS BY ID: 8c756d0c-b064-4dc6-b705-496a75343ddb", "direct_evidence", "contacts INFO 08:44:06.625"),
      F("资源：这个 pod 08:43 的 CPU 是 9.5m，08:44 升到 15.8m", "direct_evidence", "rows 08:43:10 9.548 m and 08:44:09 15.754 m"),
      F("内存两个点都在 424 MiB 左右", "direct_evidence", "424.18 and 424.70 MiB")])

_c066 = contract(
    "09:25:01 preserve 下单失败",
    [claim("c1", "log_finding", "ts-preserve-service-b5ccf8557-j4txs（节点 33.33.33.115）在 TraceID 6d3d3d38dd68c1d9adb726a5eddff330 中报错", "direct",
           [bind("es-66", "es_query", "{\"PodName\": \"ts-preserve-service-b5ccf8557-j4txs\", \"Node\": \"33.33.33.115\", \"TraceID\": \"6d3d3d38dd68c1d9adb726a5eddff330\"}")]),
     claim("c2", "log_finding", "报错是 IllegalStateException: No instances available for ts-basic-service", "direct",
           [bind("es-66", "es_query", rec(L25, 868)["java"])]),
     claim("c3", "log_finding", "报错前 preserve 已经完成 Step 3 的余票检查（Tickets Enough）", "direct",
           [bind("es-66", "es_query", "SpanID=87fdbec23da8d628 PodName=ts-preserve-service-b5ccf8557-j4txs")])],
    "建议检查 ts-basic-service 的实例注册。")
case("bA-066", ["source:nezha_trainticket", "format:json_with_text", "class:excerpt_format"],
     "09:25:01 那次 preserve 下单失败的日志给我看下",
     dumps_raw(_c066) + "\n\n以上是 ES 里这条链路的关键日志。",
     [inv("es-66", "es_query", {"index": "nezha-ts-log-*", "query": "TraceID:6d3d3d38dd68c1d9adb726a5eddff330 AND PodName:ts-preserve-service*"},
          out_es(W(L25, 860, 870, pod="preserve-service-b5c")))],
     "PASS",
     [C(_c066, "c1", "direct_evidence", "JSON-subset excerpt = PodName/Node/TraceID of the ERROR hit"),
      C(_c066, "c2", "direct_evidence", "excerpt is the whole log field of the ERROR hit (09:25:01.442)"),
      C(_c066, "c3", "direct_evidence", "k=v excerpt matches the INFO hit 09:25:01.439 (SpanID 87fdbec23da8d628) whose log says Tickets Enough")])

_c067 = contract(
    "verification-code 的 WARN 与校验结果",
    [claim("c1", "log_finding", "09:25:40 ts-verification-code-service 对 TraceID 3dd7ab518c0812198d7681dcc6827f54 的校验结果是 false", "direct",
           [bind("call_67", "query_logs", "trace_id=3dd7ab518c0812198d7681dcc6827f54 level=INFO service=ts-verification-code-service")]),
     claim("c2", "log_finding", "用户提交的验证码是 1234", "direct",
           [bind("call_67", "query_logs", "[verifyCode][receivedCode: 1234]")]),
     claim("c3", "log_finding", "同一请求里 VerifyCodeServiceImpl#114 打的是 WARN 级别的 [verifyCode][Verify code start]", "direct",
           [bind("call_67", "query_logs", "{\"level\": \"WARN\", \"pod\": \"ts-verification-code-service-7b6dc75c45-2z9p2\"}")])],
    "建议提醒用户重新获取验证码。")
case("bA-067", ["source:nezha_trainticket", "format:json_fenced", "class:excerpt_format"],
     "用户说 09:25 登录验证码一直不对，verification-code 有啥日志",
     "```JSON\n" + dumps_ind(_c067) + "\n```",
     [inv("call_67", "query_logs", {"service": "ts-verification-code-service", "trace_id": "3dd7ab518c0812198d7681dcc6827f54"},
          out_logs(W(L26, 21, 24)))],
     "PASS",
     [C(_c067, "c1", "direct_evidence", "k=v pairs match the INFO record 09:25:40.896 whose message is [verifyCode][verify result: false]; fields trace_id/level/service present"),
      C(_c067, "c2", "direct_evidence", "INFO 09:25:40.895 [verifyCode][receivedCode: 1234]"),
      C(_c067, "c3", "direct_evidence", "JSON-subset excerpt = level/pod of the WARN record (VerifyCodeServiceImpl#114)")])

case("bA-068", ["source:nezha_trainticket", "format:nl_paragraph", "class:paraphrase_zh"],
     "订单 6fbb4691-81a8-417d-aa36-dd90c97d1638 一会儿检票失败一会儿支付失败，怎么回事",
     "09:24:56 ts-order-service 成功查到了订单 6fbb4691-81a8-417d-aa36-dd90c97d1638，但 ts-execute-service 紧接着在检票时报订单状态错误。"
     "09:25:02 对同一订单的支付请求被 ts-inside-payment-service 拒绝，理由是订单当前状态不允许支付。"
     "两次请求的 TraceID 分别是 cbb90af344dceaae5e6646e375680efe 和 0ad8322a5a1932899f20257a40154711。"
     "建议直接查这个订单在库里的 status 字段。",
     [inv("call_68", "query_logs", {"trace_id": ["cbb90af344dceaae5e6646e375680efe", "0ad8322a5a1932899f20257a40154711"]},
          out_logs(W(L25, 1199, 1203), W(L25, 1351, 1354)))],
     "PASS",
     [F("09:24:56 ts-order-service 成功查到了订单 6fbb4691-81a8-417d-aa36-dd90c97d1638，但 ts-execute-service 紧接着在检票时报订单状态错误", "direct_evidence",
        "order INFO 09:24:56.508 Get Order By ID Success, execute ERROR 09:24:56.510 ticket execute error: Order Status Wrong"),
      F("09:25:02 对同一订单的支付请求被 ts-inside-payment-service 拒绝，理由是订单当前状态不允许支付", "direct_evidence",
        "inside-payment Pay for: 6fbb4691... then WARN 09:25:02.674 Order status Not allowed to Pay"),
      F("两次请求的 TraceID 分别是 cbb90af344dceaae5e6646e375680efe 和 0ad8322a5a1932899f20257a40154711", "direct_evidence",
        "trace ids of the two groups of records")])

case("bA-069", ["source:nezha_metrics", "format:nl_headings", "class:quantity"],
     "contacts 服务端延迟和网络流量 08:43–08:45 什么水平",
     "## 延迟\n"
     "ts-contacts-service-866bd68c97-xcqfx 三个点的服务端 P90 都是 23.5 ms，P99 约 25 ms。\n"
     "## 网络\n"
     "08:45 的 NetworkTransmitBytes 约 50 KB。\n"
     "08:44 的 NetworkReceiveBytes 约 2.3 KB。\n"
     "## 建议\n"
     "建议把延迟告警阈值和这个基线对齐。",
     [inv("inv-69", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29 08:43", "to": "2023-01-29 08:45",
                                        "fields": ["PodServerLatencyP90(s)", "PodServerLatencyP99(s)", "NetworkTransmitBytes", "NetworkReceiveBytes"]},
          out_table(M_CONTACTS, 4, 6, ["PodServerLatencyP90(s)", "PodServerLatencyP99(s)", "NetworkTransmitBytes", "NetworkReceiveBytes"]))],
     "PASS",
     [F("ts-contacts-service-866bd68c97-xcqfx 三个点的服务端 P90 都是 23.5 ms，P99 约 25 ms", "direct_evidence",
        "PodServerLatencyP90 0.0235 s = 23.5 ms in all 3 rows; P99 0.02485 s ~ 25 ms"),
      F("08:45 的 NetworkTransmitBytes 约 50 KB", "direct_evidence", "51323.6 B = 51.3 KB (50.1 KiB), within 约"),
      F("08:44 的 NetworkReceiveBytes 约 2.3 KB", "direct_evidence", "2356.5 B = 2.36 KB (2.30 KiB), within 约")])

_c070 = contract(
    "08:44:04 contacts 查不到联系人",
    [claim("c1", "log_finding", "08:44:04 ts-contacts-service-866bd68c97-xcqfx 报 No contacts according to contactsId，TraceID 2335a5b00dbd27d6528deae52023f34e", "direct",
           [bind("call_70", "query_logs", "[findContactsById][contactsRepository.findById][No contacts according to contactsId]")]),
     claim("c2", "log_finding", "查询的联系人 id 是 415d1665-fbb2-4ec9-83f5-5ebe51dc1825", "direct",
           [bind("call_70", "query_logs", "No contacts found for id 415d1665-fbb2-4ec9-83f5-5ebe51dc1825")]),
     claim("c3", "log_finding", "同一链路里 ts-order-other-service 正常返回了 [getSoldTickets][Left ticket info]", "direct",
           [bind("call_70", "query_logs", "[getSoldTickets][Left ticket info]")])],
    "建议核对 415d1665-fbb2-4ec9-83f5-5ebe51dc1825 这条联系人数据。")
case("bA-070", ["source:nezha_trainticket", "format:json_indented", "class:bad_reference"],
     "08:44:04 下单失败，联系人是哪个",
     dumps_ind(_c070),
     [inv("call_70", "query_logs", {"trace_id": "2335a5b00dbd27d6528deae52023f34e"},
          out_logs(W(L44, 2455, 2470)))],
     "PASS",
     [C(_c070, "c1", "direct_evidence", "contacts ERROR 08:44:04.574"),
      C(_c070, "c2", "indirect_support", "the id is in call_70 (FIND CONTACTS BY ID: 415d1665-...), but the excerpt 'No contacts found for id ...' is in no record"),
      C(_c070, "c3", "direct_evidence", "order-other INFO 08:44:04.642/.664 [getSoldTickets][Left ticket info]")])

case("bA-071", ["source:nezha_trainticket", "format:nl_sloppy", "class:hedged_distractor"],
     "09:25:01 preserve 下单报错 帮看下",
     "09:25:01 ts-preserve-service 报 No instances available for ts-basic-service\n"
     "报错前 seat-service 给 D1345 算了余票，DirectTicketAllocationProportion 是 0.5\n"
     "price-service 查询了 DongCheOne 的价格配置\n"
     "可能 seat-service 那边太慢拖住了 preserve\n"
     "不排除 basic-service 在做 full GC",
     [inv("call_71", "query_logs", {"trace_id": "6d3d3d38dd68c1d9adb726a5eddff330"},
          out_logs(W(L25, 860, 870)))],
     "PASS",
     [F("09:25:01 ts-preserve-service 报 No instances available for ts-basic-service", "direct_evidence", "preserve ERROR 09:25:01.442"),
      F("报错前 seat-service 给 D1345 算了余票，DirectTicketAllocationProportion 是 0.5", "direct_evidence",
        "seat INFO 09:25:01.321-.410: trainNumber D1345, Config(name=DirectTicketAllocationProportion, value=0.5"),
      F("price-service 查询了 DongCheOne 的价格配置", "direct_evidence",
        "price INFO 09:25:01.296/.297 findByRouteIdAndTrainType ... Train Type: DongCheOne")])

case("bA-072", ["source:nezha_trainticket", "format:json_malformed", "class:runbook_only"],
     "preserve 报 Reached the maximum number of URI tags，要不要处理",
     "{\"answer_version\": \"v2\", \"claims\": [\n"
     "  {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"08:43:26 ts-preserve-service 在 TraceID fbb1c2904ee397adaf90efb157db6791 里打了 WARN：Reached the maximum number of URI tags for 'http.client.requests'\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call_72a\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_72a\"], \"evidence_excerpt\": \"Reached the maximum number of URI tags\"}]},\n"
     "  {\"claim_id\": \"c2\", \"claim_type\": \"log_interpretation\", \"claim_text\": \"按知识库 KB-OBS-031，这条 WARN 只表示指标的 URI 标签数到了上限，不影响业务请求\", \"support_level\": \"indirect\", \"evidence_bindings\": [{\"source_type\": \"knowledge\", \"source_id\": \"KB-OBS-031\", \"tool_name\": \"lookup_knowledge\", \"source_invocation_ids\": [\"kb-72\"], \"evidence_excerpt\": \"不影响业务请求\"}]},\n"
     "], \"user_facing_answer\": \"这条 WARN 可以先不处理，建议优先看 No instances available for ts-food-service。\"}",
     [inv("call_72a", "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "level": ["WARN", "ERROR"]},
          out_logs(W(L44, 215, 260, level=("WARN", "ERROR")))),
      inv("kb-72", "lookup_knowledge", {"query": "Reached the maximum number of URI tags"},
          kb("Reached the maximum number of URI tags", [
              chunk("KB-OBS-031", "kb/observability/micrometer.md",
                    "Reached the maximum number of URI tags for 'http.client.requests' 是 Micrometer 的 OnlyOnceLoggingDenyMeterFilter 打出的 WARN，表示该指标的 URI 标签数到了上限，之后的新 URI 不再记录指标，不影响业务请求。")]))],
     "PASS",
     [F("08:43:26 ts-preserve-service 在 TraceID fbb1c2904ee397adaf90efb157db6791 里打了 WARN：Reached the maximum number of URI tags for 'http.client.requests'", "direct_evidence",
        "trailing comma -> text; preserve WARN 08:43:26.374 in that trace"),
      F("按知识库 KB-OBS-031，这条 WARN 只表示指标的 URI 标签数到了上限，不影响业务请求", "indirect_support",
        "attributed to the knowledge base, found only in the chunk")])


def main():
    with open(HERE / "cases.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(f"{len(CASES)} cases, {len(WINDOWS)} windows")


if __name__ == "__main__":
    main()
