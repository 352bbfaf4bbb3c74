#!/usr/bin/env python3
"""Builds the bN blind cases: cuts verbatim source windows by line number and
assembles hand-written answers and gold labels. Standard library only."""
import csv
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parents[1] / "sources"
NZ = "nezha/rca_data/2023-01-29/"

_cache = {}
CASES = []
WINDOWS = []


def lines(rel):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _cache[rel]


def win(cid, inv, rel, a, b):
    WINDOWS.append({"case_id": cid, "invocation_id": inv, "source": rel, "lines": [a, b]})


def text(cid, inv, rel, a, b, keep=None):
    """Verbatim lines a..b (1-based, inclusive) joined by newlines."""
    win(cid, inv, rel, a, b)
    out = lines(rel)[a - 1:b]
    if keep:
        out = [l for l in out if keep(l)]
    return "\n".join(out)


# ---------- Loghub record parsers (fields taken from the verbatim line) ----------
def p_ssh(l):
    m = re.match(r"^(\w{3} +\d+ [\d:]{8}) (\S+) (\S+?): (.*)$", l)
    return {"ts": m[1], "host": m[2], "process": m[3], "message": m[4]}


def p_zk(l):
    m = re.match(r"^(\S+ \S+) - (\w+) +\[(.*?)\] - (.*)$", l)
    return {"ts": m[1], "level": m[2], "thread": m[3], "message": m[4]}


def p_tb(l):
    m = re.match(r"^(\S+) (\d+) (\S+) (\S+) (\w{3} +\d+ [\d:]{8}) (\S+) (\S+?): (.*)$", l)
    return {"epoch": int(m[2]), "node": m[4], "ts": m[5], "process": m[7], "message": m[8]}


def p_hpc(l):
    f = l.split(" ", 6)
    return {"log_id": f[0], "node": f[1], "component": f[2], "event": f[3],
            "epoch": int(f[4]), "message": f[6]}


def p_android(l):
    m = re.match(r"^(\S+ \S+) +(\d+) +(\d+) (\w) (.*?): (.*)$", l)
    return {"ts": m[1], "pid": m[2], "tid": m[3], "level": m[4], "tag": m[5], "message": m[6]}


def p_health(l):
    f = l.split("|", 3)
    return {"ts": f[0], "component": f[1], "pid": f[2], "message": f[3]}


def p_spark(l):
    m = re.match(r"^(\S+ \S+) (\w+) (\S+): (.*)$", l)
    return {"ts": m[1], "level": m[2], "logger": m[3], "message": m[4]}


def p_win(l):
    m = re.match(r"^(\S+ \S+), (\w+) +(\S+) +(.*)$", l)
    return {"ts": m[1], "level": m[2], "component": m[3], "message": m[4]}


def recs(cid, inv, rel, a, b, parser, keep=None):
    win(cid, inv, rel, a, b)
    out = []
    for l in lines(rel)[a - 1:b]:
        if keep and not keep(l):
            continue
        out.append(parser(l))
    return out


# ---------- Nezha ----------
def nz(cid, inv, fname, ranges, pod=None):
    """Records of log CSV rows in the given line ranges, optionally one pod only."""
    rel = NZ + "log/" + fname
    allrows = lines(rel)
    out = []
    for a, b in ranges:
        win(cid, inv, rel, a, b)
        for l in allrows[a - 1:b]:
            r = next(csv.reader([l]))
            if pod and pod not in r[3]:
                continue
            msg = json.loads(r[7])["log"].rstrip("\n")
            out.append({"ts": r[0], "node": r[2], "pod": r[3], "trace_id": r[5],
                        "span_id": r[6], "level": msg.split()[1], "message": msg})
    return out


def mfile(pod_file):
    return NZ + "metric/" + pod_file


def mrows(cid, inv, pod_file, a, b, cols):
    rel = mfile(pod_file)
    win(cid, inv, rel, a, b)
    rows = list(csv.reader(lines(rel)))
    head = rows[0]
    idx = [head.index(c) for c in cols]
    return [{c: rows[i - 1][j] for c, j in zip(cols, idx)} for i in range(a, b + 1)]


def series(cid, inv, pod_file, a, b, col, metric, unit, svc, register=True):
    rel = mfile(pod_file)
    if register:
        win(cid, inv, rel, a, b)
    rows = list(csv.reader(lines(rel)))
    j = rows[0].index(col)
    vals = [float(rows[i - 1][j]) for i in range(a, b + 1) if rows[i - 1][j] != "NaN"]
    return {"metric": metric, "service": svc, "max": round(max(vals), 4),
            "avg": round(sum(vals) / len(vals), 4), "last": round(vals[-1], 4), "unit": unit}


# ---------- case assembly ----------
def call(iid, sid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": sid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def F(fact, label, note, crit=True, cid=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": label, "note": note}
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


def claim(cid, ctype, txt, level, binds):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": txt,
            "support_level": level, "evidence_bindings": binds}


def bind(iid, tool, excerpt, ref=None, stype="tool_output"):
    return {"source_type": stype, "source_id": ref or iid, "tool_name": tool,
            "source_invocation_ids": [iid] if iid else [], "evidence_excerpt": excerpt}


CONTACTS = "ts-contacts-service-866bd68c97-xcqfx"
PRESERVE = "ts-preserve-service-b5ccf8557-j4txs"
FOOD = "ts-food-service-f5756978c-k8vqf"
BASIC = "ts-basic-service-5dc8d4f9fd-46997"
EXECUTE = "ts-execute-service-775f544d9-zqvjb"
ORDER = "ts-order-service-5b67c48447-mv5hb"
ORDER_OTHER = "ts-order-other-service-6cdbf9b4cc-h7mqk"
PRES_OTHER = "ts-preserve-other-service-66646bdb5b-fw7x9"
ASSURANCE = "ts-assurance-service-69876c9868-ssxsf"


# =====================================================================
# bN-001  Nezha contacts-service errors, faithful NL paragraph -> PASS
# =====================================================================
def c001():
    cid = "bN-001"
    r1 = nz(cid, "call_5d1e", "08_44_log.csv", [(111, 114), (253, 256)], CONTACTS)
    r2 = nz(cid, "call_77b0", "08_44_log.csv", [(237, 241)], PRESERVE)
    invs = [
        call("call_5d1e", cid, 1, "query_logs",
             {"service": "ts-contacts-service", "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:00Z"},
             {"total": len(r1), "logs": r1}),
        call("call_77b0", cid, 2, "query_logs",
             {"service": "ts-preserve-service", "trace_id": "fbb1c2904ee397adaf90efb157db6791"},
             {"total": len(r2), "logs": r2}),
    ]
    ans = ("排查了 08:43 这一分钟 ts-contacts-service-866bd68c97-xcqfx 的日志，共有 2 条 ERROR。"
           "两条都是 ContactsServiceImpl 在 findContactsById 时报 No contacts according to contactsId，也就是按 contactsId 查不到联系人。"
           "第一条出现在 08:43:17，对应 TraceID dc7db5cbec8d511cb7e08fd7c7b47c00。"
           "第二条在 08:43:25，属于 TraceID fbb1c2904ee397adaf90efb157db6791。"
           "两次报错之前该 pod 都打印了 VerifyLogin Success。"
           "同一条链路上，ts-preserve-service-b5ccf8557-j4txs 在 08:43:25 记录了 Find contacts Complete，ContactsId 为 8c756d0c-b064-4dc6-b705-496a75343ddb。"
           "建议核对这两个 contactsId 在联系人库里是否真的存在。")
    facts = [
        F("排查了 08:43 这一分钟 ts-contacts-service-866bd68c97-xcqfx 的日志，共有 2 条 ERROR", "direct_evidence",
          "call_5d1e holds exactly two ERROR records of this pod"),
        F("两条都是 ContactsServiceImpl 在 findContactsById 时报 No contacts according to contactsId，也就是按 contactsId 查不到联系人",
          "direct_evidence", "both ERROR messages are [findContactsById][contactsRepository.findById][No contacts according to contactsId]"),
        F("第一条出现在 08:43:17，对应 TraceID dc7db5cbec8d511cb7e08fd7c7b47c00", "direct_evidence",
          "ERROR at 2023-01-29T08:43:17.12Z with that trace id"),
        F("第二条在 08:43:25，属于 TraceID fbb1c2904ee397adaf90efb157db6791", "direct_evidence",
          "ERROR at 08:43:25.58Z with that trace id"),
        F("两次报错之前该 pod 都打印了 VerifyLogin Success", "direct_evidence",
          "[ContactsService][VerifyLogin Success] at 08:43:17.114 and 08:43:25.572, before each ERROR"),
        F("同一条链路上，ts-preserve-service-b5ccf8557-j4txs 在 08:43:25 记录了 Find contacts Complete，ContactsId 为 8c756d0c-b064-4dc6-b705-496a75343ddb",
          "direct_evidence", "call_77b0 record at 08:43:25.643Z [Step 2][Find contacts Complete][ContactsId: 8c756d0c-…]"),
    ]
    case(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:faithful", "class:paraphrase_zh", "class:quantity"],
         "联系人服务 ts-contacts-service 在 08:43 左右一直报错，帮我看下是什么原因？", ans, invs, "PASS", facts)


# =====================================================================
# bN-002  Nezha preserve/food, raw JSON contract, misattribution + status -> REJECT
# =====================================================================
def c002():
    cid = "bN-002"
    r1 = nz(cid, "toolu_01PqV7mWc3", "08_44_log.csv", [(225, 241)], PRESERVE)
    r2 = nz(cid, "toolu_01Rk2sXa9E", "08_44_log.csv", [(294, 298)], FOOD)
    invs = [
        call("toolu_01PqV7mWc3", cid, 1, "query_logs",
             {"service": "ts-preserve-service", "trace_id": "fbb1c2904ee397adaf90efb157db6791"},
             {"total": len(r1), "logs": r1}),
        call("toolu_01Rk2sXa9E", cid, 1, "query_logs",
             {"service": "ts-food-service", "start": "2023-01-29T08:43:25Z", "end": "2023-01-29T08:43:26Z"},
             {"total": len(r2), "logs": r2}),
    ]
    t1 = "ts-food-service-f5756978c-k8vqf 抛出了 java.lang.IllegalStateException: No instances available for ts-food-service"
    t2 = "ts-preserve-service-b5ccf8557-j4txs 在 Step 5 购买保险这一步失败了"
    t3 = "ts-food-service-f5756978c-k8vqf 在 08:43:25 的 getAllFood 请求失败，原因是 foodStoresListResult is null，tripId 为 D1345"
    t4 = "ts-food-service 可能刚好处于重启中"
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "下单选餐失败，疑似餐食服务不可用",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("toolu_01Rk2sXa9E", "query_logs", "ERROR f.s.FoodServiceImpl#302")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("toolu_01PqV7mWc3", "query_logs", "[preserve][Step 5][Buy Assurance]")]),
            claim("c3", "log_finding", t3, "direct",
                  [bind("toolu_01Rk2sXa9E", "query_logs", "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null][date: 2021-07-14, tripId: D1345]")]),
            claim("c4", "hypothesis", t4, "none", []),
        ],
        "hypotheses": ["餐食服务实例不可用"],
        "recommended_actions": ["检查 ts-food-service 在注册中心的实例状态"],
        "missing_info": [],
        "user_facing_answer": "建议先确认 ts-food-service 在注册中心的实例是否健康，再看 preserve 侧的重试配置。",
    }
    ans = J(contract)
    facts = [
        F(t1, "contradicted",
          "misattribution: only ts-preserve-service logs 'No instances available for ts-food-service'; the food pod's own ERROR is foodStoresListResult is null",
          cid="c1"),
        F(t2, "contradicted", "status wrong: preserve logged [Step 5][Buy Assurance][Preserve Buy Assurance Success]", cid="c2"),
        F(t3, "direct_evidence", "food ERROR at 08:43:25.32Z with that message; excerpt is a substring of the message", cid="c3"),
        F(t4, "no_evidence", "hypothesis, no record of a restart", crit=False, cid="c4"),
    ]
    case(cid, ["source:nezha_trainticket", "format:json_raw", "class:misattribution", "class:status_wrong"],
         "下单时选了餐食就失败，ts-preserve-service 和 ts-food-service 哪个有问题？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-003  Nezha contacts metrics, NL bullets, quantity + metric names -> PASS
# =====================================================================
def c003():
    cid = "bN-003"
    pf = "ts-contacts-service-866bd68c97-xcqfx_metric.csv"
    s = [series(cid, "inv-31a", pf, 6, 13, "PodClientLatencyP90(s)", "PodClientLatencyP90", "s", CONTACTS),
         series(cid, "inv-31a", pf, 6, 13, "MemoryUsage(Mi)", "MemoryUsage", "MiB", CONTACTS, register=False),
         series(cid, "inv-31a", pf, 6, 13, "CpuUsage(m)", "CpuUsage", "m", CONTACTS, register=False)]
    rows = mrows(cid, "inv-31b", pf, 7, 9, ["Time", "PodName", "PodClientLatencyP90(s)", "PodWorkload(Ops)"])
    invs = [
        call("inv-31a", cid, 1, "query_metrics",
             {"pod": CONTACTS, "metrics": ["PodClientLatencyP90", "MemoryUsage", "CpuUsage"],
              "start": "2023-01-29T08:45:00Z", "end": "2023-01-29T08:53:00Z"},
             {"alerts": [], "series": s}),
        call("inv-31b", cid, 1, "get_pod_metrics",
             {"pod": CONTACTS, "columns": ["PodClientLatencyP90(s)", "PodWorkload(Ops)"], "from": "08:46", "to": "08:48"},
             {"rows": rows}),
    ]
    ans = ("## ts-contacts-service-866bd68c97-xcqfx 指标（08:45–08:52）\n"
           "- 客户端 P90 延迟在这段时间最高到 20 秒，也就是 20000 ms。\n"
           "- 08:47 那一分钟客户端 P90 还只有 0.0046 s，到 08:48 直接跳到 20 s。\n"
           "- 整段窗口客户端 P90 的均值约 11.6 秒。\n"
           "- 内存使用约 0.42 GiB。\n"
           "- CPU 峰值约 18m（不到 0.02 核）。\n"
           "- 建议顺着 08:48 这个点去看下游依赖的调用耗时。")
    facts = [
        F("客户端 P90 延迟在这段时间最高到 20 秒，也就是 20000 ms", "direct_evidence", "series PodClientLatencyP90 max 20.0 s"),
        F("08:47 那一分钟客户端 P90 还只有 0.0046 s，到 08:48 直接跳到 20 s", "direct_evidence",
          "table rows 08:47:09 = 0.0046 and 08:48:09 = 20"),
        F("整段窗口客户端 P90 的均值约 11.6 秒", "direct_evidence", "series avg 11.6316 s"),
        F("内存使用约 0.42 GiB", "direct_evidence", "MemoryUsage avg 426.47 MiB = 0.416 GiB (max 427.48)"),
        F("CPU 峰值约 18m（不到 0.02 核）", "direct_evidence", "CpuUsage max 18.2082 m"),
    ]
    case(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:quantity", "class:faithful"],
         "ts-contacts-service 08:45 以后接口明显变慢，帮我看下指标", ans, invs, "PASS", facts)


# =====================================================================
# bN-004  Nezha basic-service metrics, indented contract, value_wrong -> REJECT
# =====================================================================
def c004():
    cid = "bN-004"
    pf = "ts-basic-service-5dc8d4f9fd-46997_metric.csv"
    s = [series(cid, "call_b4f10", pf, 42, 50, "CpuUsageRate(%)", "CpuUsageRate", "%", BASIC),
         series(cid, "call_b4f10", pf, 42, 50, "MemoryUsage(Mi)", "MemoryUsage", "MiB", BASIC, register=False),
         series(cid, "call_b4f10", pf, 42, 50, "PodServerLatencyP99(s)", "PodServerLatencyP99", "s", BASIC, register=False)]
    invs = [call("call_b4f10", cid, 1, "query_metrics",
                 {"pod": BASIC, "start": "2023-01-29T09:21:00Z", "end": "2023-01-29T09:30:00Z"},
                 {"alerts": [], "series": s})]
    t1 = "ts-basic-service-5dc8d4f9fd-46997 的 CPU 使用率峰值为 22.7%"
    t2 = "该 pod 内存占用最高约 408 MiB"
    t3 = "服务端 P99 延迟的最后一个点是 0.935 秒，约 935 ms"
    t4 = "CPU 偏高可能与 09:25 的异常注入有关"
    contract = {
        "answer_version": "2",
        "diagnosis_summary": "basic-service CPU 偏高",
        "claims": [
            claim("c1", "metric_finding", t1, "direct",
                  [bind("call_b4f10", "query_metrics", '{"metric": "CpuUsageRate", "unit": "%"}')]),
            claim("c2", "metric_finding", t2, "direct",
                  [bind("call_b4f10", "query_metrics", '{"max": 408.2227, "metric": "MemoryUsage"}')]),
            claim("c3", "metric_finding", t3, "direct",
                  [bind("call_b4f10", "query_metrics", "metric=PodServerLatencyP99 last=0.935")]),
            claim("c4", "hypothesis", t4, "none", []),
        ],
        "hypotheses": [t4],
        "recommended_actions": [],
        "missing_info": ["节点维度的 CPU"],
        "user_facing_answer": "建议结合 09:25 前后的调用量再确认一下资源水位。",
    }
    ans = J(contract, indent=2)
    facts = [
        F(t1, "contradicted", "CpuUsageRate max is 2.2739 %, not 22.7 %", cid="c1"),
        F(t2, "direct_evidence", "MemoryUsage max 408.2227 MiB; excerpt pairs are fields of that series row", cid="c2"),
        F(t3, "direct_evidence", "PodServerLatencyP99 last 0.935 s", cid="c3"),
        F(t4, "no_evidence", "hypothesis (non-critical); nothing links CPU to the injection", crit=False, cid="c4"),
    ]
    case(cid, ["source:nezha_trainticket", "format:json_indented", "class:value_wrong", "class:excerpt_format"],
         "ts-basic-service 09:21 到 09:29 之间资源够不够？是不是 CPU 打满了", ans, invs, "REJECT", facts)


# =====================================================================
# bN-005  Nezha fault injection vs preserve errors, NL headings, order wrong -> REJECT
# =====================================================================
def c005():
    cid = "bN-005"
    rel = NZ + "2023-01-29-fault_list.json"
    faults = json.loads((SRC / rel).read_text(encoding="utf-8"))["09"][1:5]
    assert lines(rel)[29].strip() == '"inject_time": "2023-01-29 09:12:56",'
    win(cid, "a1c3e9f0-5b1d-4c8e-9a61-2f0d7b3e4c15", rel, 29, 52)
    r = nz(cid, "7e2b9d44-0c6a-4f3b-8d2e-91a5c6f0b7d8", "09_25_log.csv", [(868, 872), (1033, 1036)], PRESERVE)
    invs = [
        call("a1c3e9f0-5b1d-4c8e-9a61-2f0d7b3e4c15", cid, 1, "get_fault_injections",
             {"date": "2023-01-29", "hour": "09"}, {"items": faults}),
        call("7e2b9d44-0c6a-4f3b-8d2e-91a5c6f0b7d8", cid, 1, "query_logs",
             {"service": "ts-preserve-service", "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:25:02Z"},
             {"total": len(r), "logs": r}),
    ]
    ans = ("## 结论\n"
           "ts-preserve-service-b5ccf8557-j4txs 在 09:25:00 和 09:25:01 先后两次报 java.lang.IllegalStateException: No instances available for ts-basic-service。\n"
           "故障注入记录显示，09:25:39 对 ts-basic-service-5dc8d4f9fd-46997 注入了 exception 类型的故障。\n"
           "这两条报错都发生在这次 exception 注入之后。\n"
           "在此之前，09:21:39 对同一个 pod 还有一次 return 类型的注入。\n"
           "## 建议\n"
           "建议把 basic-service 的注入时间线和 preserve 的报错时间再逐条对齐一遍。")
    facts = [
        F("ts-preserve-service-b5ccf8557-j4txs 在 09:25:00 和 09:25:01 先后两次报 java.lang.IllegalStateException: No instances available for ts-basic-service",
          "direct_evidence", "ERROR records at 09:25:00.944Z and 09:25:01.442Z with that exception"),
        F("故障注入记录显示，09:25:39 对 ts-basic-service-5dc8d4f9fd-46997 注入了 exception 类型的故障", "direct_evidence",
          "get_fault_injections item inject_time 09:25:39, inject_type exception"),
        F("这两条报错都发生在这次 exception 注入之后", "contradicted",
          "order wrong: 09:25:00/09:25:01 are 38 s before the 09:25:39 injection"),
        F("在此之前，09:21:39 对同一个 pod 还有一次 return 类型的注入", "direct_evidence", "item 09:21:39 return on the basic pod"),
    ]
    case(cid, ["source:nezha_trainticket", "format:nl_headings", "class:time_wrong"],
         "09:25 前后 preserve 下单报 No instances available，是不是跟 basic-service 的故障注入有关？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-006  Nezha basic-service gap: no-hit + failed metrics, NL sloppy -> LOW_CONFID
# =====================================================================
def c006():
    cid = "bN-006"
    r = nz(cid, "call_q3", "09_26_log.csv", [(1364, 1367), (1429, 1432)], PRESERVE)
    invs = [
        call("call_q1", cid, 1, "query_logs",
             {"service": "ts-basic-service", "level": "ERROR", "start": "2023-01-29T09:25:30Z", "end": "2023-01-29T09:26:30Z"},
             {"total": 0, "logs": []}),
        call("call_q2", cid, 1, "get_pod_metrics",
             {"pod": BASIC, "columns": ["MemoryUsage(Mi)", "CpuUsageRate(%)"], "from": "09:25", "to": "09:27"},
             None, ok=False, err="upstream timeout after 30s: prometheus query_range"),
        call("call_q3", cid, 2, "query_logs",
             {"service": "ts-preserve-service", "start": "2023-01-29T09:25:50Z", "end": "2023-01-29T09:26:10Z"},
             {"total": len(r), "logs": r}),
    ]
    ans = ("basic-service 这段时间没有任何 ERROR，日志里很干净\n"
           "preserve 那边 ts-preserve-service-b5ccf8557-j4txs 在 09:25:56 和 09:26:07 又报了 No instances available for ts-basic-service\n"
           "basic 的 pod 内存当时已经涨到 1.5GB 了\n"
           "可能是注册中心那边心跳丢了 instance 被摘掉\n"
           "下一步 check 下注册中心的实例列表")
    facts = [
        F("basic-service 这段时间没有任何 ERROR，日志里很干净", "no_evidence",
          "only a no-hit query (total 0) covers this; a no-hit does not prove absence"),
        F("preserve 那边 ts-preserve-service-b5ccf8557-j4txs 在 09:25:56 和 09:26:07 又报了 No instances available for ts-basic-service",
          "direct_evidence", "ERROR records at 09:25:56.727Z and 09:26:07.457Z"),
        F("basic 的 pod 内存当时已经涨到 1.5GB 了", "no_evidence", "the only metrics call failed (timeout); no value anywhere"),
    ]
    case(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:gap", "class:negation", "class:hedged_distractor"],
         "basic-service 09:26 那会儿到底有没有报错？preserve 一直说找不到它", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-007  Nezha execute-service, fenced contract, fabricated order id -> REJECT
# =====================================================================
def c007():
    cid = "bN-007"
    r = nz(cid, "call_Xe71", "08_44_log.csv", [(2560, 2623)], EXECUTE)
    invs = [call("call_Xe71", cid, 1, "query_logs",
                 {"service": "ts-execute-service", "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:00Z"},
                 {"total": len(r), "logs": r})]
    t1 = "ts-execute-service-775f544d9-zqvjb 在 08:43:14、08:43:17 和 08:43:33 三次在 getOrderByIdFromOrder 分支报 ticket execute error: Order Status Wrong"
    t2 = "出问题的订单是 e4e9bbd8-997a-4b51-b580-8efd4c107e67"
    t3 = "getOrderByIdFromOrderOther 分支也对订单 f97bab01-f0c3-44d9-b98c-fd20c2faf3c6 报了同样的错误"
    contract = {
        "answer_version": "1.1",
        "diagnosis_summary": "检票失败，订单状态不符",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("call_Xe71", "query_logs", "[ticketExecute][getOrderByIdFromOrder][ticket execute error: Order Status Wrong]")]),
            claim("c2", "root_cause", t2, "direct",
                  [bind("call_Xe71", "query_logs", "orderId: e4e9bbd8-997a-4b51-b580-8efd4c107e67")]),
            claim("c3", "log_finding", t3, "direct",
                  [bind("call_Xe71", "query_logs", "[getOrderByIdFromOrderOther][ticket execute error: Order Status Wrong][orderId: f97bab01-f0c3-44d9-b98c-fd20c2faf3c6]")]),
        ],
        "hypotheses": [],
        "recommended_actions": ["在 order-service 里查该订单的状态字段"],
        "missing_info": [],
        "user_facing_answer": "建议先到 order-service 查一下这笔订单当前的状态字段，再决定是否人工修正。",
    }
    ans = "```json\n" + J(contract, indent=2) + "\n```"
    facts = [
        F(t1, "direct_evidence", "ERROR records ExecuteServiceImpl#51 at 08:43:14.757Z, 08:43:17.040Z, 08:43:33.481Z", cid="c1"),
        F(t2, "contradicted", "fabricated id: the log has e4e9bbd8-997a-4b51-b580-8efd4c107e76 (last two characters swapped)", cid="c2"),
        F(t3, "direct_evidence", "ERROR ExecuteServiceImpl#69 at 08:43:22 and 08:43:41 for that orderId", cid="c3"),
    ]
    case(cid, ["source:nezha_trainticket", "format:json_fenced", "class:fabricated_id"],
         "ts-execute-service 检票一直失败，是哪个订单出的问题？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-008  Nezha preserve + runbook + metrics, NL bold labels -> PASS
# =====================================================================
def c008():
    cid = "bN-008"
    r = nz(cid, "run-8-a", "08_44_log.csv", [(225, 230)], PRESERVE)
    kb = {"query": "IllegalStateException No instances available",
          "chunks": [{"chunk_id": "kb-lb-017", "source_doc": "runbook/spring-cloud-loadbalancer.md",
                      "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
                      "content": ("IllegalStateException: No instances available for <service> 由客户端负载均衡器抛出，"
                                  "表示调用方从注册中心拿到的目标服务实例列表为空。常见原因：目标服务全部实例下线、"
                                  "心跳超时被注册中心剔除、服务名拼写错误。处理：先查目标服务 pod 是否 Ready，再查注册中心实例列表。")}]}
    rows = mrows(cid, "run-8-c", "ts-preserve-service-b5ccf8557-j4txs_metric.csv", 4, 6,
                 ["Time", "PodName", "CpuUsage(m)", "MemoryUsage(Mi)", "PodClientLatencyP99(s)"])
    invs = [
        call("run-8-a", cid, 1, "query_logs",
             {"service": "ts-preserve-service", "trace_id": "fbb1c2904ee397adaf90efb157db6791", "limit": 6},
             {"total": len(r), "logs": r}),
        call("run-8-b", cid, 1, "lookup_knowledge", {"query": "IllegalStateException No instances available"}, kb),
        call("run-8-c", cid, 2, "get_pod_metrics",
             {"pod": PRESERVE, "from": "08:43", "to": "08:45"}, {"rows": rows}),
    ]
    ans = ("**现象**：ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 创建餐食订单时抛出 IllegalStateException，提示 No instances available for ts-food-service。\n"
           "**含义**：按知识库里的负载均衡排障手册，这个异常表示调用方从注册中心拿到的 ts-food-service 实例列表为空。\n"
           "**延迟**：preserve 这个 pod 的客户端 P99 延迟在 08:43–08:45 之间为 22–27 秒。\n"
           "**内存**：同一时段内存约 442 MiB。\n"
           "**建议**：先确认 ts-food-service 的 pod 是否 Ready，再去注册中心核对实例列表。")
    facts = [
        F("ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 创建餐食订单时抛出 IllegalStateException，提示 No instances available for ts-food-service",
          "direct_evidence", "ERROR at 08:43:26.379Z right after [createFoodOrder][Add Preserve food Order]"),
        F("按知识库里的负载均衡排障手册，这个异常表示调用方从注册中心拿到的 ts-food-service 实例列表为空", "indirect_support",
          "attributed to and supported only by the runbook chunk kb-lb-017"),
        F("preserve 这个 pod 的客户端 P99 延迟在 08:43–08:45 之间为 22–27 秒", "direct_evidence",
          "PodClientLatencyP99(s) rows 22.0, 27.0, 25.4"),
        F("同一时段内存约 442 MiB", "direct_evidence", "MemoryUsage(Mi) 442.6, 443.1, 441.8"),
    ]
    case(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:runbook_only", "class:paraphrase_zh", "class:quantity"],
         "preserve 下单时报 No instances available for ts-food-service 是什么意思？", ans, invs, "PASS", facts)


# =====================================================================
# bN-009  Nezha execute-service, JSON with text, excerpt formats -> PASS
# =====================================================================
def c009():
    cid = "bN-009"
    r = nz(cid, "es-91f2", "09_26_log.csv", [(1780, 1780), (1795, 1795), (1809, 1809), (1860, 1860)], EXECUTE)
    rows = mrows(cid, "tbl-91f3", "ts-execute-service-775f544d9-zqvjb_metric.csv", 46, 47,
                 ["Time", "PodName", "CpuUsage(m)", "PodServerLatencyP90(s)"])
    invs = [
        call("es-91f2", cid, 1, "es_query",
             {"index": "ts-logs-2023.01.29", "pod": EXECUTE, "level": "ERROR", "from": "09:25:00", "to": "09:26:00"},
             {"hits": {"total": len(r), "hits": [{"_source": x} for x in r]}}),
        call("tbl-91f3", cid, 1, "get_pod_metrics",
             {"pod": EXECUTE, "from": "09:25", "to": "09:26"}, {"rows": rows}),
    ]
    t1 = "ts-execute-service-775f544d9-zqvjb 在 09:25:09 对订单 6e0230a7-8f86-4624-9f19-56c3f17c8622 报 ticket execute error: Order Status Wrong"
    t2 = "订单 0b61e4d5-ee33-4558-9c98-7505c29e0778 在 09:25:37 和 09:25:53 两次检票失败，报的都是 Order Status Wrong"
    t3 = "09:26 这一分钟该 pod 的服务端 P90 延迟为 0.045 秒，比 09:25 的 0.45 秒低了一个数量级"
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "检票失败源于订单状态校验",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("es-91f2", "es_query", "level=ERROR pod=ts-execute-service-775f544d9-zqvjb trace_id=d0149f1a78994d13b9e7707e85b30237")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("es-91f2", "es_query", "[ticketExecute][getOrderByIdFromOrder][ticket execute error: Order Status Wrong][orderId: 0b61e4d5-ee33-4558-9c98-7505c29e0778]", ref="T1")]),
            claim("c3", "metric_finding", t3, "direct",
                  [bind("tbl-91f3", "get_pod_metrics", '{"PodServerLatencyP90(s)": "0.045", "PodName": "ts-execute-service-775f544d9-zqvjb"}')]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "详见上面的三条结论；建议到 order-service 核对订单 0b61e4d5-ee33-4558-9c98-7505c29e0778 的状态流转。",
    }
    ans = "以下是本次排查的结构化结论：\n" + J(contract, indent=1) + "\n如需继续追 order-service 侧的订单状态，请告诉我。"
    facts = [
        F(t1, "direct_evidence", "record 09:25:09.832Z ERROR orderId 6e0230a7-…; k=v excerpt pairs are fields of that record", cid="c1"),
        F(t2, "direct_evidence", "records 09:25:37.375Z and 09:25:53.507Z for that orderId; excerpt is the message part", cid="c2"),
        F(t3, "direct_evidence", "rows 09:25:09 = 0.45 and 09:26:09 = 0.045; JSON excerpt pairs are fields of the 09:26 row", cid="c3"),
    ]
    case(cid, ["source:nezha_trainticket", "format:json_with_text", "class:excerpt_format", "class:faithful"],
         "09:25 之后检票服务一直报 Order Status Wrong，帮忙把证据整理一下", ans, invs, "PASS", facts)


# =====================================================================
# bN-010  Nezha food-service, compact contract, every binding broken -> LOW_CONFID
# =====================================================================
def c010():
    cid = "bN-010"
    r = nz(cid, "call_f01", "09_25_log.csv", [(379, 383), (391, 395), (403, 407), (415, 419)], FOOD)
    pf = "ts-food-service-f5756978c-k8vqf_metric.csv"
    s = [series(cid, "call_f02", pf, 44, 49, "PodClientLatencyP95(s)", "PodClientLatencyP95", "s", FOOD),
         series(cid, "call_f02", pf, 44, 49, "CpuUsage(m)", "CpuUsage", "m", FOOD, register=False)]
    invs = [
        call("call_f01", cid, 1, "query_logs",
             {"service": "ts-food-service", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:25:30Z"},
             {"total": len(r), "logs": r}),
        call("call_f02", cid, 1, "query_metrics",
             {"pod": FOOD, "start": "2023-01-29T09:23:00Z", "end": "2023-01-29T09:29:00Z"},
             {"alerts": [], "series": s}),
    ]
    t1 = "ts-food-service-f5756978c-k8vqf 在 09:24:24 到 09:25:01 之间 4 次报 foodStoresListResult is null"
    t2 = "该 pod 客户端 P95 延迟最高 40.5 秒"
    t3 = "CPU 最高约 11m"
    contract = {
        "answer_version": "1",
        "diagnosis_summary": "food-service 取餐食列表为空，客户端延迟高",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("call_f09", "query_logs", "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]")]),
            claim("c2", "metric_finding", t2, "direct",
                  [bind(None, "query_metrics", "PodClientLatencyP95 max 40.5", ref="T7")]),
            claim("c3", "metric_finding", t3, "direct", []),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议接着查 station-food 与 train-food 两个下游的返回。",
    }
    ans = json.dumps(contract, ensure_ascii=False, separators=(",", ":"))
    facts = [
        F(t1, "indirect_support", "content matches 4 ERROR records of call_f01, but the binding names call_f09 which does not exist", cid="c1"),
        F(t2, "indirect_support", "series max 40.5 s supports it, but the binding points to trace ref T7 (only T1, T2 exist)", cid="c2"),
        F(t3, "indirect_support", "CpuUsage max 11.33 m, but the claim has no evidence binding", cid="c3"),
    ]
    case(cid, ["source:nezha_trainticket", "format:json_compact", "class:bad_reference", "class:quantity"],
         "ts-food-service 09:24 之后拿不到餐食列表，是不是也很慢？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-011  Nezha preserve-other -> travel2, NL paragraph, unsupported cause + time -> LOW_CONFID
# =====================================================================
def c011():
    cid = "bN-011"
    r = nz(cid, "call_po_1", "09_26_log.csv", [(6, 14), (91, 99)], PRES_OTHER)
    invs = [call("call_po_1", cid, 1, "query_logs",
                 {"service": "ts-preserve-other-service", "start": "2023-01-29T09:25:30Z", "end": "2023-01-29T09:26:10Z"},
                 {"total": len(r), "logs": r})]
    ans = ("ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35 和 09:25:48 两次抛出 No instances available for ts-travel2-service。"
           "两次报错分别落在 TraceID 11b9d6451b2ff23e695b77253b0a7fd3 和 9f76f4488525c6e700baa9e9ea7fe56d 上。"
           "报错前这两笔订单的 Verify Login 都是 Success。"
           "09:27:10 又出现了第三次同样的报错。"
           "这个服务前一晚刚做过一次发布。"
           "也不排除是注册中心短暂抖动。")
    facts = [
        F("ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35 和 09:25:48 两次抛出 No instances available for ts-travel2-service",
          "direct_evidence", "ERROR records at 09:25:35.012Z and 09:25:48.531Z"),
        F("两次报错分别落在 TraceID 11b9d6451b2ff23e695b77253b0a7fd3 和 9f76f4488525c6e700baa9e9ea7fe56d 上", "direct_evidence",
          "trace ids of the two ERROR records"),
        F("报错前这两笔订单的 Verify Login 都是 Success", "direct_evidence", "[preserve][Verify Login] Success at 09:25:34.954 and 09:25:48.480"),
        F("09:27:10 又出现了第三次同样的报错", "no_evidence", "no record at 09:27:10; the query ended at 09:26:10"),
        F("这个服务前一晚刚做过一次发布", "no_evidence", "unsupported cause: no deployment event in any output"),
    ]
    case(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:unsupported_cause", "class:time_wrong", "class:hedged_distractor"],
         "preserve-other 下单失败，报找不到 travel2，怎么回事？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-012  Nezha order-other No content, malformed contract (single quotes), deduped chunk -> LOW_CONFID
# =====================================================================
def c012():
    cid = "bN-012"
    kb1 = {"query": "getSoldTickets No content",
           "chunks": [{"chunk_id": "kb-ts-042", "source_doc": "cases/trainticket-order-other.md", "retrieval_layer": "past_incident",
                       "relevance": "medium", "deduped": False,
                       "content": "ts-order-other-service 在 getSoldTickets 查不到已售座位时打印 WARN [No content]，属于正常业务分支。"}]}
    r = nz(cid, "inv-2", "09_25_log.csv", [(356, 359), (442, 445)], ORDER_OTHER)
    kb2 = {"query": "order-other No content 影响",
           "chunks": [{"chunk_id": "kb-ts-043", "source_doc": "cases/trainticket-order-other.md", "retrieval_layer": "past_incident",
                       "relevance": "high", "deduped": True,
                       "content": "历史案例：order-other 的 No content WARN 不会导致下单失败。"}]}
    invs = [
        call("inv-1", cid, 1, "lookup_knowledge", {"query": "getSoldTickets No content"}, kb1),
        call("inv-2", cid, 1, "query_logs",
             {"service": "ts-order-other-service", "start": "2023-01-29T09:24:10Z", "end": "2023-01-29T09:24:35Z"},
             {"total": len(r), "logs": r}),
        call("inv-3", cid, 2, "lookup_knowledge", {"query": "order-other No content 影响"}, kb2),
    ]
    ans = ("{'answer_version': '1.0', 'diagnosis_summary': 'order-other No content 告警', 'claims': ["
           "{'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'ts-order-other-service-6cdbf9b4cc-h7mqk 在 09:24:15 和 09:24:29 打出 WARN，getSoldTickets 返回 No content，车次为 Z1234', "
           "'support_level': 'direct', 'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'inv-2', 'tool_name': 'query_logs', 'source_invocation_ids': ['inv-2'], 'evidence_excerpt': '[getSoldTickets][Seat][No content]'}]}, "
           "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': '知识库的历史案例把这种 No content WARN 归为正常业务分支', "
           "'support_level': 'indirect', 'evidence_bindings': [{'source_type': 'knowledge', 'source_id': 'kb-ts-042', 'tool_name': 'lookup_knowledge', 'source_invocation_ids': ['inv-1'], 'evidence_excerpt': '属于正常业务分支'}]}, "
           "{'claim_id': 'c3', 'claim_type': 'root_cause', 'claim_text': '这些 WARN 不会导致下单失败', "
           "'support_level': 'indirect', 'evidence_bindings': [{'source_type': 'knowledge', 'source_id': 'kb-ts-043', 'tool_name': 'lookup_knowledge', 'source_invocation_ids': ['inv-3'], 'evidence_excerpt': '不会导致下单失败'}]}, "
           "{'claim_id': 'c4', 'claim_type': 'hypothesis', 'claim_text': '可能是 Z1234 当天还没有售出任何座位', 'support_level': 'none', 'evidence_bindings': []}], "
           "'user_facing_answer': '可能只是座位数据为空导致的提示，建议对照 seat-service 的余票日志再确认。'}")
    facts = [
        F("ts-order-other-service-6cdbf9b4cc-h7mqk 在 09:24:15 和 09:24:29 打出 WARN，getSoldTickets 返回 No content，车次为 Z1234",
          "direct_evidence", "WARN records at 09:24:15 and 09:24:29 with [No content] ... train number: Z1234"),
        F("知识库的历史案例把这种 No content WARN 归为正常业务分支", "indirect_support", "only the knowledge chunk kb-ts-042 says so"),
        F("这些 WARN 不会导致下单失败", "no_evidence", "only in chunk kb-ts-043, which is deduped"),
    ]
    case(cid, ["source:nezha_trainticket", "format:json_malformed", "class:gap", "class:runbook_only", "class:hedged_distractor"],
         "order-other 的 getSoldTickets 一直报 No content，这正常吗？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-013  Nezha food/preserve roles reversed + wrong memory, NL paragraph -> REJECT
# =====================================================================
def c013():
    cid = "bN-013"
    r1 = nz(cid, "c13-logs-a", "08_44_log.csv", [(225, 227), (285, 286)])
    r2 = nz(cid, "c13-logs-b", "08_44_log.csv", [(294, 298)], FOOD)
    rows = mrows(cid, "c13-met", "ts-food-service-f5756978c-k8vqf_metric.csv", 4, 5,
                 ["Time", "PodName", "CpuUsage(m)", "MemoryUsage(Mi)", "MemoryUsageRate(%)"])
    invs = [
        call("c13-logs-a", cid, 1, "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "services": ["ts-preserve-service", "ts-assurance-service"], "since": "2023-01-29T08:43:26Z"},
             {"total": len(r1), "logs": r1}),
        call("c13-logs-b", cid, 1, "query_logs", {"service": "ts-food-service", "trace_id": "83fdd82996eb5e7adf5d9e7b27ad2f6d"},
             {"total": len(r2), "logs": r2}),
        call("c13-met", cid, 2, "get_pod_metrics", {"pod": FOOD, "from": "08:43", "to": "08:44"}, {"rows": rows}),
    ]
    ans = ("在 TraceID fbb1c2904ee397adaf90efb157db6791 这条链路里，是 ts-food-service-f5756978c-k8vqf 去调用 ts-preserve-service 时拿不到实例，报了 No instances available。"
           "保险那一步是成功的，ts-assurance-service-69876c9868-ssxsf 在 08:43:26 记录了 AddAssurance Success。"
           "ts-food-service-f5756978c-k8vqf 自己在 08:43:25 的 getAllFood 里报了 foodStoresListResult is null。"
           "这个餐食 pod 当时内存已经用到约 2 GiB。"
           "建议优先看 food-service 的下游餐食数据。")
    facts = [
        F("在 TraceID fbb1c2904ee397adaf90efb157db6791 这条链路里，是 ts-food-service-f5756978c-k8vqf 去调用 ts-preserve-service 时拿不到实例，报了 No instances available",
          "contradicted", "roles reversed: ts-preserve-service logged 'No instances available for ts-food-service'"),
        F("保险那一步是成功的，ts-assurance-service-69876c9868-ssxsf 在 08:43:26 记录了 AddAssurance Success", "direct_evidence",
          "assurance record 08:43:26.372Z [create][AddAssurance][Success]"),
        F("ts-food-service-f5756978c-k8vqf 自己在 08:43:25 的 getAllFood 里报了 foodStoresListResult is null", "direct_evidence",
          "food ERROR 08:43:25.323Z"),
        F("这个餐食 pod 当时内存已经用到约 2 GiB", "contradicted", "MemoryUsage(Mi) rows are 490.85 and 491.08 MiB (~0.48 GiB)"),
    ]
    case(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:entity_swap", "class:value_wrong"],
         "餐食下单这条链路到底是谁调用谁出的错？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-014  Nezha order-service WARN, malformed contract (trailing comma, comment), true denial -> PASS
# =====================================================================
def c014():
    cid = "bN-014"
    r = nz(cid, "call_0c2d", "08_44_log.csv", [(26, 29), (169, 172)], ORDER)
    invs = [call("call_0c2d", cid, 1, "query_logs",
                 {"service": "ts-order-service", "start": "2023-01-29T08:43:16Z", "end": "2023-01-29T08:43:25Z"},
                 {"total": len(r), "logs": r})]
    ans = ('{\n  "answer_version": "1.0",\n  // TODO 补充 seat-service 侧的证据\n  "claims": [\n'
           '    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ts-order-service-5b67c48447-mv5hb 在 08:43:24 针对车次 D1345 打出 2 条 WARN：Left ticket info is empty", '
           '"support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_0c2d", "tool_name": "query_logs", "source_invocation_ids": ["call_0c2d"], "evidence_excerpt": "[getSoldTickets][Seat][Left ticket info is empty]"}]},\n'
           '    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "08:43:16 也有 2 条同样的 WARN，涉及 TraceID ec568591b9fff04ec00c98c242eee503", '
           '"support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_0c2d", "tool_name": "query_logs", "source_invocation_ids": ["call_0c2d"], "evidence_excerpt": "ec568591b9fff04ec00c98c242eee503"}]},\n'
           '    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "这个时间窗内 ts-order-service-5b67c48447-mv5hb 没有 ERROR 级别日志，只有 INFO 和 WARN", '
           '"support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_0c2d", "tool_name": "query_logs", "source_invocation_ids": ["call_0c2d"], "evidence_excerpt": "WARN  o.s.OrderServiceImpl#68"}]},\n'
           '    {"claim_id": "c4", "claim_type": "hypothesis", "claim_text": "可能是座位缓存还没有预热", "support_level": "none", "evidence_bindings": []},\n'
           '  ],\n  "user_facing_answer": "可能只是余票数据为空时的提示，建议顺手看一下 seat-service 的返回。"\n}')
    facts = [
        F("ts-order-service-5b67c48447-mv5hb 在 08:43:24 针对车次 D1345 打出 2 条 WARN：Left ticket info is empty", "direct_evidence",
          "two WARN records at 08:43:24.448Z and 08:43:24.493Z, train number D1345"),
        F("08:43:16 也有 2 条同样的 WARN，涉及 TraceID ec568591b9fff04ec00c98c242eee503", "direct_evidence",
          "WARN records at 08:43:16.669Z and 08:43:16.715Z with that trace id"),
        F("这个时间窗内 ts-order-service-5b67c48447-mv5hb 没有 ERROR 级别日志，只有 INFO 和 WARN", "direct_evidence",
          "true denial: the 8 records of this pod are 4 INFO and 4 WARN"),
    ]
    case(cid, ["source:nezha_trainticket", "format:json_malformed", "class:negation", "class:quantity", "class:hedged_distractor"],
         "order-service 是不是在报错？余票查询 Left ticket info is empty 很多", ans, invs, "PASS", facts)


PROX = "loghub/Proxifier/Proxifier_2k.log"
SPARK = "loghub/Spark/Spark_2k.log"
TBIRD = "loghub/Thunderbird/Thunderbird_2k.log"
ANDR = "loghub/Android/Android_2k.log"
HEALTH = "loghub/HealthApp/HealthApp_2k.log"
WINLOG = "loghub/Windows/Windows_2k.log"
HPC = "loghub/HPC/HPC_2k.log"
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"


# =====================================================================
# bN-015  Proxifier DNS failure burst, NL bullets, counts -> PASS
# =====================================================================
def c015():
    cid = "bN-015"
    out = text(cid, "call_px15", PROX, 1470, 1496)
    assert out.count("Could not resolve proxy.cse.cuhk.edu.hk error 11001") == 15
    invs = [
        call("call_tm15", cid, 1, "get_current_time", {}, {"now": "2016-07-26T17:40:00+08:00"}),
        call("call_px15", cid, 1, "query_logs", {"source": "proxifier", "from": "07.26 17:23:00", "to": "07.26 17:28:00"}, out),
    ]
    ans = ("- 从 17:23:51 开始，客户端连接代理 proxy.cse.cuhk.edu.hk:5070 时解析不了代理域名，错误码 11001\n"
           "- 17:23:51 到 17:24:08 之间一共 15 条 Could not resolve 报错\n"
           "- 受影响的进程有 WeChat.exe、chrome.exe 和 Dropbox.exe\n"
           "- 同一秒（17:23:51）chrome.exe 到 play.google.com:443 的长连接正常关闭，生存期 32:07\n"
           "- 17:24:09 WeChat.exe 访问 short.weixin.qq.com:80 的连接正常关闭，发送 357 bytes、接收 468 bytes\n"
           "- 建议先检查本机 DNS 配置和到代理域名的解析")
    facts = [
        F("从 17:23:51 开始，客户端连接代理 proxy.cse.cuhk.edu.hk:5070 时解析不了代理域名，错误码 11001", "direct_evidence",
          "first 'Could not resolve proxy.cse.cuhk.edu.hk error 11001' at [07.26 17:23:51]"),
        F("17:23:51 到 17:24:08 之间一共 15 条 Could not resolve 报错", "direct_evidence", "15 such lines, first 17:23:51, last 17:24:08"),
        F("受影响的进程有 WeChat.exe、chrome.exe 和 Dropbox.exe", "direct_evidence", "resolve errors from all three programs (Dropbox.exe at 17:24:02)"),
        F("同一秒（17:23:51）chrome.exe 到 play.google.com:443 的长连接正常关闭，生存期 32:07", "direct_evidence",
          "close line at 17:23:51, lifetime 32:07"),
        F("17:24:09 WeChat.exe 访问 short.weixin.qq.com:80 的连接正常关闭，发送 357 bytes、接收 468 bytes", "direct_evidence",
          "close, 357 bytes sent, 468 bytes received"),
    ]
    case(cid, ["source:proxifier", "format:nl_bullets", "class:quantity", "class:paraphrase_zh", "class:faithful"],
         "下午五点多微信和浏览器突然都上不了网，代理日志里看得到什么？", ans, invs, "PASS", facts)


# =====================================================================
# bN-016  Proxifier, NL paragraph, wrong count + wrong bytes -> REJECT
# =====================================================================
def c016():
    cid = "bN-016"
    out = text(cid, "f3a9c2d1-8e47-4b0a-b6d5-1c9e2f7a3b60", PROX, 1203, 1240)
    assert out.count("api.github.com:443 open") == 3 and "24256 bytes (23.6 KB) sent" in out
    invs = [call("f3a9c2d1-8e47-4b0a-b6d5-1c9e2f7a3b60", cid, 1, "search_proxy_log",
                 {"from": "07.26 14:59", "to": "07.26 15:18"}, out)]
    ans = ("这段代理日志里，15:09 到 15:14 之间 chrome.exe 通过代理打开 api.github.com:443 共 5 次。"
           "Dropbox.exe 到 dl-debug.dropbox.com:443 的连接在 15:06:12 关闭，发送了约 1.6 MB。"
           "www.google.com.hk:443 那条长连接存活了 8 分 56 秒，接收了约 423 KB。"
           "15:04:37 WeChat.exe 经代理打开了 qbwup.imtt.qq.com:80。"
           "如果还慢，建议抓一下 Dropbox 的上传流量。")
    facts = [
        F("这段代理日志里，15:09 到 15:14 之间 chrome.exe 通过代理打开 api.github.com:443 共 5 次", "contradicted",
          "count wrong: only 3 opens (15:09:29, 15:13:33, 15:14:03)"),
        F("Dropbox.exe 到 dl-debug.dropbox.com:443 的连接在 15:06:12 关闭，发送了约 1.6 MB", "contradicted",
          "value wrong: 163539 bytes (159 KB) sent, about 0.16 MB"),
        F("www.google.com.hk:443 那条长连接存活了 8 分 56 秒，接收了约 423 KB", "direct_evidence",
          "434160 bytes (423 KB) received, lifetime 08:56"),
        F("15:04:37 WeChat.exe 经代理打开了 qbwup.imtt.qq.com:80", "direct_evidence", "open through proxy at [07.26 15:04:37]"),
    ]
    case(cid, ["source:proxifier", "format:nl_paragraph", "class:count_wrong", "class:value_wrong"],
         "下午三点那会儿代理流量很大，哪些连接最多？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-017  Proxifier, fenced contract, unit conversions, one claim without binding -> PASS
# =====================================================================
def c017():
    cid = "bN-017"
    out = text(cid, "toolu_01Vb8sPq4L", PROX, 1239, 1252)
    invs = [call("toolu_01Vb8sPq4L", cid, 1, "query_logs", {"source": "proxifier", "from": "07.26 15:17", "to": "07.26 15:23"}, out)]
    t1 = "chrome.exe 到 play.google.com:443 的连接在 15:18:05 关闭，发送约 33 KB，接收约 21.5 KB，持续约 19 分钟"
    t2 = "www.gmail.com:443 的连接接收了 4187 bytes（约 4.1 KB），存活 17 秒"
    t3 = "15:21:30 Dropbox.exe 经代理打开了 client-cf.dropbox.com:443"
    t4 = "www.google.com.hk:443 的连接发送了 24256 bytes，约 23.7 KB"
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "15:17–15:23 代理连接正常收发",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("toolu_01Vb8sPq4L", "query_logs", "play.google.com:443 close, 33864 bytes (33.0 KB) sent")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("toolu_01Vb8sPq4L", "query_logs", "[07.26 15:21:06] chrome.exe *64 - www.gmail.com:443 close, 459 bytes sent, 4187 bytes (4.08 KB) received, lifetime 00:17")]),
            claim("c3", "log_finding", t3, "direct", []),
            claim("c4", "log_finding", t4, "direct",
                  [bind("toolu_01Vb8sPq4L", "query_logs", "24256 bytes (23.6 KB) sent", ref="T1")]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议如果仍感觉卡顿，再对比一下代理服务器端的带宽监控。",
    }
    ans = "```json\n" + J(contract, indent=2) + "\n```"
    facts = [
        F(t1, "direct_evidence", "33864 bytes (33.0 KB) sent, 22082 bytes (21.5 KB) received, lifetime 19:00", cid="c1"),
        F(t2, "direct_evidence", "4187 bytes = 4.09 KiB, lifetime 00:17; excerpt is the whole line", cid="c2"),
        F(t3, "indirect_support", "true in the output, but the claim has no evidence binding", cid="c3"),
        F(t4, "direct_evidence", "24256 bytes = 23.69 KiB (log shows 23.6 KB), within rounding", cid="c4"),
    ]
    case(cid, ["source:proxifier", "format:json_fenced", "class:quantity", "class:excerpt_format", "class:bad_reference"],
         "15:20 前后代理上传下载量正常吗？", ans, invs, "PASS", facts)


# =====================================================================
# bN-018  Spark stage 24, NL headings, true denial -> PASS
# =====================================================================
def c018():
    cid = "bN-018"
    out = text(cid, "run_sp18", SPARK, 911, 945)
    invs = [call("run_sp18", cid, 1, "yarn_logs", {"container": "executor", "grep": "", "from": "17/06/09 20:10:57"}, out)]
    ans = ("## 结论\n"
           "stage 24.0 里 task 40.0 到 44.0（TID 1125 至 1129）都已完成，每个都向 driver 回传了 2364 bytes 的结果。\n"
           "attempt_201706092018_0024_m_000044_1129 的输出已经保存并 Committed。\n"
           "这一段 executor 日志全是 INFO，没有任何 WARN 或 ERROR。\n"
           "随后 executor 又领到了 task 1135、1136、1137、1138 和 1141。\n"
           "## 下一步\n"
           "可以再看一下 stage 24.0 剩余 task 的耗时分布。")
    facts = [
        F("stage 24.0 里 task 40.0 到 44.0（TID 1125 至 1129）都已完成，每个都向 driver 回传了 2364 bytes 的结果", "direct_evidence",
          "five 'Finished task 4x.0 in stage 24.0 (TID 112x). 2364 bytes result sent to driver' lines"),
        F("attempt_201706092018_0024_m_000044_1129 的输出已经保存并 Committed", "direct_evidence",
          "Saved output of task 'attempt_…_000044_1129' and 'attempt_…_000044_1129: Committed'"),
        F("这一段 executor 日志全是 INFO，没有任何 WARN 或 ERROR", "direct_evidence", "true denial: all 35 lines are INFO"),
        F("随后 executor 又领到了 task 1135、1136、1137、1138 和 1141", "direct_evidence", "Got assigned task 1135/1136/1137/1138/1141"),
    ]
    case(cid, ["source:spark", "format:nl_headings", "class:negation", "class:paraphrase_zh", "class:faithful"],
         "Spark 作业 stage 24 是不是有 task 失败了？", ans, invs, "PASS", facts)


# =====================================================================
# bN-019  Spark stage 27, raw contract, fabricated block id -> REJECT
# =====================================================================
def c019():
    cid = "bN-019"
    r = recs(cid, "call_7Yq2", SPARK, 1520, 1545, p_spark)
    assert not any("rdd_42_19" in x["message"] for x in r)
    invs = [call("call_7Yq2", cid, 1, "query_logs", {"app": "pyspark-job", "stage": "27.0"}, {"total": len(r), "logs": r})]
    t1 = "task 16.0 in stage 27.0 (TID 1256) 已完成，向 driver 回传 2171 bytes"
    t2 = "executor 在本地找到了 block rdd_42_19"
    t3 = "TID 1259 对应的 task 19.0 回传了 2517 bytes"
    contract = {
        "answer_version": "1",
        "diagnosis_summary": "stage 27 的 task 正常完成",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("call_7Yq2", "query_logs", "Finished task 16.0 in stage 27.0 (TID 1256). 2171 bytes result sent to driver")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("call_7Yq2", "query_logs", "Found block rdd_42_19 locally")]),
            claim("c3", "log_finding", t3, "direct",
                  [bind("call_7Yq2", "query_logs", '{"logger": "executor.Executor", "message": "Finished task 19.0 in stage 27.0 (TID 1259). 2517 bytes result sent to driver"}')]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议继续观察 stage 28 是否同样顺利。",
    }
    ans = J(contract)
    facts = [
        F(t1, "direct_evidence", "record 'Finished task 16.0 in stage 27.0 (TID 1256). 2171 bytes result sent to driver'", cid="c1"),
        F(t2, "contradicted", "fabricated id: the output has rdd_42_18, _20, _21, _22, _23, _24 but no rdd_42_19", cid="c2"),
        F(t3, "direct_evidence", "record for task 19.0 (TID 1259), 2517 bytes; JSON excerpt pairs are fields of it", cid="c3"),
    ]
    case(cid, ["source:spark", "format:json_raw", "class:fabricated_id", "class:excerpt_format"],
         "stage 27 的 block 都命中缓存了吗？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-020  Spark stage 28, NL sloppy, unsupported cause + time no record -> LOW_CONFID
# =====================================================================
def c020():
    cid = "bN-020"
    out = text(cid, "exec-log-20", SPARK, 1700, 1722)
    invs = [call("exec-log-20", cid, 1, "yarn_logs", {"container": "executor", "from": "17/06/09 20:11:10"}, out)]
    ans = ("stage 28.0 的 task 10.0~14.0（TID 1290-1294）都 Finished 了，每个回传 2087 bytes\n"
           "executor 本地命中了 rdd_42_15、rdd_42_16、rdd_42_17 三个 block\n"
           "task 19.0 是 20:11:25 才开始跑的\n"
           "这次作业变慢是因为驱动端内存给小了\n"
           "下一步把 driver 的 GC 日志拉一下看看")
    facts = [
        F("stage 28.0 的 task 10.0~14.0（TID 1290-1294）都 Finished 了，每个回传 2087 bytes", "direct_evidence",
          "five Finished lines for TID 1290–1294, 2087 bytes each"),
        F("executor 本地命中了 rdd_42_15、rdd_42_16、rdd_42_17 三个 block", "direct_evidence", "Found block rdd_42_15/16/17 locally"),
        F("task 19.0 是 20:11:25 才开始跑的", "no_evidence", "no record at 20:11:25; 'Running task 19.0' is at 20:11:10"),
        F("这次作业变慢是因为驱动端内存给小了", "no_evidence", "unsupported cause: nothing about driver memory in the output"),
    ]
    case(cid, ["source:spark", "format:nl_sloppy", "class:unsupported_cause", "class:time_wrong"],
         "pyspark 作业最后几个 stage 变慢了，为啥？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-021  Thunderbird sshd bind failure, NL bold labels, status flipped -> REJECT
# =====================================================================
def c021():
    cid = "bN-021"
    out = text(cid, "syslog-21", TBIRD, 1458, 1470)
    invs = [call("syslog-21", cid, 1, "search_syslog", {"hosts": ["tbird-admin1", "bn568", "cn328"], "at": "Nov 9 12:10:55"}, out)]
    ans = ("**sshd 状态**：tbird-admin1 上 sshd[1761] 成功绑定了 0.0.0.0 的 22 端口。\n"
           "**IPv6 监听**：sshd[1761] 已在 :: 的 22 端口上监听。\n"
           "**ganglia**：gmetad 进程（1682）在 12:10:55 报 data_thread() got not answer from any [Thunderbird_C2] datasource。\n"
           "**时间同步**：bn568 已同步到 10.100.10.250，stratum 3。\n"
           "**syslog-ng**：syslog-ng 启动过程中没有任何报错。\n"
           "**建议**：核对 sshd_config 的 ListenAddress 设置。")
    facts = [
        F("tbird-admin1 上 sshd[1761] 成功绑定了 0.0.0.0 的 22 端口", "contradicted",
          "opposite predicate: 'error: Bind to port 22 on 0.0.0.0 failed: Address already in use.'"),
        F("sshd[1761] 已在 :: 的 22 端口上监听", "direct_evidence", "'Server listening on :: port 22.'"),
        F("gmetad 进程（1682）在 12:10:55 报 data_thread() got not answer from any [Thunderbird_C2] datasource", "direct_evidence",
          "gmetad[1682] line at Nov 9 12:10:55"),
        F("bn568 已同步到 10.100.10.250，stratum 3", "direct_evidence", "bn568 ntpd line"),
        F("syslog-ng 启动过程中没有任何报错", "contradicted",
          "denial refuted: syslog-ng[1605]: Cannot open file /dev/logsurfer for writing (No such file or directory)"),
    ]
    case(cid, ["source:thunderbird", "format:nl_bold_labels", "class:status_wrong", "class:paraphrase_zh", "class:negation"],
         "tbird-admin1 重启后 ssh 登不上，sshd 起来了没有？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-022  Thunderbird gmetad, raw contract, faithful excerpts -> PASS
# =====================================================================
def c022():
    cid = "bN-022"
    r = recs(cid, "call_tb22", TBIRD, 700, 730, p_tb)
    assert sum("data_thread()" in x["message"] for x in r) == 18
    invs = [call("call_tb22", cid, 1, "query_logs", {"cluster": "thunderbird", "from": "Nov 9 12:06:24", "to": "Nov 9 12:06:40"},
                 {"total": len(r), "logs": r})]
    t1 = "tbird-admin1 上的 gmetad 在 12:06:24 同时报出 Thunderbird_A4、Thunderbird_B2、Thunderbird_C5 三个 datasource 无应答"
    t2 = "12:06:24 到 12:06:40 之间 gmetad 共报了 18 次 datasource 无应答"
    t3 = "tbird-sm1 上 ib_sm.x 在 12:06:36 报告 No topology change，并且不需要配置变更"
    t4 = "cn213 在 12:06:25 同步到了 10.100.22.250"
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "ganglia 数据源大面积无应答，IB 拓扑无变化",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("call_tb22", "query_logs", "data_thread() got not answer from any [Thunderbird_A4] datasource")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("call_tb22", "query_logs", '{"node": "tbird-admin1", "ts": "Nov 9 12:06:40"}')]),
            claim("c3", "log_finding", t3, "direct",
                  [bind("call_tb22", "query_logs", "node=tbird-sm1 process=ib_sm.x[24904]", ref="T1")]),
            claim("c4", "log_finding", t4, "direct",
                  [bind("call_tb22", "query_logs", "synchronized to 10.100.22.250, stratum 3")]),
        ],
        "hypotheses": [],
        "recommended_actions": ["检查 gmond 是否在各分区存活"],
        "missing_info": [],
        "user_facing_answer": "建议先确认各分区的 gmond 是否存活。",
    }
    ans = J(contract)
    facts = [
        F(t1, "direct_evidence", "three data_thread lines at Nov 9 12:06:24 for A4, B2, C5", cid="c1"),
        F(t2, "direct_evidence", "18 data_thread lines between 12:06:24 and 12:06:40; excerpt pairs are fields of the last one", cid="c2"),
        F(t3, "direct_evidence", "'[ib_sm_sweep.c:1455]: No topology change' and '…:1482]: No configuration change required' at 12:06:36", cid="c3"),
        F(t4, "direct_evidence", "cn213 ntpd 'synchronized to 10.100.22.250, stratum 3' at 12:06:25", cid="c4"),
    ]
    case(cid, ["source:thunderbird", "format:json_raw", "class:faithful", "class:excerpt_format", "class:quantity"],
         "Thunderbird 监控面板大片灰了，ganglia 那边报了什么？", ans, invs, "PASS", facts)


# =====================================================================
# bN-023  Thunderbird, NL paragraph, misattribution + wrong count -> REJECT
# =====================================================================
def c023():
    cid = "bN-023"
    out = text(cid, "call_23b", TBIRD, 1375, 1392)
    assert out.count("Warning: we failed to resolve data source name") == 6
    invs = [
        call("call_23a", cid, 1, "search_syslog", {"host": "cn1011", "from": "Nov 9 12:10:00", "to": "Nov 9 12:11:00", "grep": "gmetad"},
             {"total": 0, "logs": []}),
        call("call_23b", cid, 1, "search_syslog", {"from": "Nov 9 12:10:50", "to": "Nov 9 12:10:53"}, out),
    ]
    ans = ("cn1011 在 12:10:51 报了 data_thread() got not answer from any [Thunderbird_B2] datasource。"
           "tbird-admin1 上 netfs 挂载 NFS 文件系统成功，但挂载其他文件系统失败。"
           "12:10:53 这一秒 gmetad 一共打了 8 条 failed to resolve data source name 的 Warning。"
           "sshd[4718] 在 12:10:52 因 Connection closed 断开了连接。")
    facts = [
        F("cn1011 在 12:10:51 报了 data_thread() got not answer from any [Thunderbird_B2] datasource", "contradicted",
          "misattribution: that line is from tbird-admin1 (gmetad[1682]); cn1011's own line is an ntpd sync"),
        F("tbird-admin1 上 netfs 挂载 NFS 文件系统成功，但挂载其他文件系统失败", "direct_evidence",
          "'Mounting NFS filesystems: succeeded' and 'Mounting other filesystems: failed'"),
        F("12:10:53 这一秒 gmetad 一共打了 8 条 failed to resolve data source name 的 Warning", "contradicted",
          "count wrong: the output has 6 such lines at 12:10:53"),
        F("sshd[4718] 在 12:10:52 因 Connection closed 断开了连接", "direct_evidence",
          "sshd[4718]: Local disconnected: Connection closed. at 12:10:52"),
    ]
    case(cid, ["source:thunderbird", "format:nl_paragraph", "class:misattribution", "class:count_wrong"],
         "cn1011 这个节点是不是也出问题了？顺便看看管理节点", ans, invs, "REJECT", facts)


# =====================================================================
# bN-024  Android qzone crash, NL bullets, unit + true denial -> PASS
# =====================================================================
def c024():
    cid = "bN-024"
    r = recs(cid, "logcat-24", ANDR, 1003, 1020, p_android)
    assert {x["level"] for x in r} == {"I", "D", "W", "V"}
    invs = [call("logcat-24", cid, 1, "adb_logcat", {"since": "03-17 16:15:18.8", "until": "03-17 16:15:20.7"},
                 {"total": len(r), "logs": r})]
    ans = ("- 16:15:19.992 ActivityManager 报告进程 com.tencent.mobileqq:qzone（pid 12236）已经死亡\n"
           "- 系统计划在 1 秒后重启崩溃的服务 com.tencent.mobileqq/cooperation.qzone.remote.logic.QzoneWebPluginProxyService\n"
           "- 随后的 cleanUpApplicationRecordLocked 记录里 pid 12236 的 restart 为 false\n"
           "- 这段日志里没有 E 级别的报错，只有 I、D、W、V 四种级别\n"
           "- caller 10111 多次因缺少 REAL_GET_TASKS 被限制输出\n"
           "- 建议看一下 qzone 进程死亡前的 native crash 信息")
    facts = [
        F("16:15:19.992 ActivityManager 报告进程 com.tencent.mobileqq:qzone（pid 12236）已经死亡", "direct_evidence",
          "'Process com.tencent.mobileqq:qzone (pid 12236) has died' at 16:15:19.992"),
        F("系统计划在 1 秒后重启崩溃的服务 com.tencent.mobileqq/cooperation.qzone.remote.logic.QzoneWebPluginProxyService", "direct_evidence",
          "'Scheduling restart of crashed service … in 1000ms' (1000 ms = 1 s)"),
        F("随后的 cleanUpApplicationRecordLocked 记录里 pid 12236 的 restart 为 false", "direct_evidence",
          "'cleanUpApplicationRecordLocked, pid: 12236, restart: false'"),
        F("这段日志里没有 E 级别的报错，只有 I、D、W、V 四种级别", "direct_evidence", "true denial: levels in the output are I, D, W, V"),
        F("caller 10111 多次因缺少 REAL_GET_TASKS 被限制输出", "direct_evidence", "three W lines for caller 10111"),
    ]
    case(cid, ["source:android", "format:nl_bullets", "class:quantity", "class:negation", "class:paraphrase_zh"],
         "手机 QQ 空间插件老是闪退，logcat 里有什么？", ans, invs, "PASS", facts)


# =====================================================================
# bN-025  Android notepad, NL paragraph, time no record + hedge -> LOW_CONFID
# =====================================================================
def c025():
    cid = "bN-025"
    out = text(cid, "logcat-25", ANDR, 1402, 1432)
    assert out.count("getTasks: caller 10020") == 3
    invs = [call("logcat-25", cid, 1, "adb_logcat", {"since": "03-17 16:15:48.1", "until": "03-17 16:15:49.3"}, out)]
    ans = ("16:15:48.242 PowerManagerService 释放了 PowerManagerService.WakeLocks 这个 suspend blocker。"
           "16:15:52 WindowManager 销毁了 com.example.android.notepad/com.example.android.notepad.NoteEditor 的 surface。"
           "Home 键（keycode=3）的按下和抬起分别在 16:15:48.659 和 16:15:48.694 被拦截。"
           "caller 10020 三次因为缺少 REAL_GET_TASKS 被限制了 getTasks 输出。"
           "可能是用户按 Home 键退出了记事本。")
    facts = [
        F("16:15:48.242 PowerManagerService 释放了 PowerManagerService.WakeLocks 这个 suspend blocker", "direct_evidence",
          "'Releasing suspend blocker \"PowerManagerService.WakeLocks\".' at 16:15:48.242"),
        F("16:15:52 WindowManager 销毁了 com.example.android.notepad/com.example.android.notepad.NoteEditor 的 surface", "no_evidence",
          "no record at 16:15:52; the Destroying surface lines are at 16:15:48.334/.336"),
        F("Home 键（keycode=3）的按下和抬起分别在 16:15:48.659 和 16:15:48.694 被拦截", "direct_evidence",
          "interceptKeyTq keycode=3 down true at .659, down false at .694"),
        F("caller 10020 三次因为缺少 REAL_GET_TASKS 被限制了 getTasks 输出", "direct_evidence", "three getTasks lines for caller 10020"),
    ]
    case(cid, ["source:android", "format:nl_paragraph", "class:time_wrong", "class:hedged_distractor"],
         "记事本退出那一下卡了一秒，系统日志怎么说？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-026  Android REAL_GET_TASKS, NL bold labels, runbook only -> LOW_CONFID
# =====================================================================
def c026():
    cid = "bN-026"
    out = text(cid, "call_26a", ANDR, 1150, 1165)
    kb = {"query": "REAL_GET_TASKS limiting output",
          "chunks": [{"chunk_id": "kb-android-221", "source_doc": "kb/android-permissions.md", "retrieval_layer": "runbook",
                      "relevance": "high", "deduped": False,
                      "content": ("getTasks / getRunningAppProcesses 打印 'does not hold REAL_GET_TASKS; limiting output' 时，"
                                  "表示调用方没有该签名级权限，系统只返回调用方自己的任务，属于权限降级而不是错误。"
                                  "这类 W 级别提示不会导致应用崩溃，可在日志降噪规则中忽略。")}]}
    invs = [
        call("call_26a", cid, 1, "adb_logcat", {"tag": "ActivityManager", "since": "03-17 16:15:26.6"}, out),
        call("call_26b", cid, 2, "lookup_knowledge", {"query": "REAL_GET_TASKS limiting output"}, kb),
    ]
    ans = ("**性质**：按知识库的 Android 权限说明，REAL_GET_TASKS 提示只是权限降级，系统返回受限结果而不是报错。\n"
           "**影响**：手册上写明这类 W 级别提示不会导致应用崩溃。\n"
           "**来源**：可能是 uid 10027 的应用在频繁轮询进程列表。\n"
           "**建议**：把这类提示加入日志降噪规则。")
    facts = [
        F("按知识库的 Android 权限说明，REAL_GET_TASKS 提示只是权限降级，系统返回受限结果而不是报错", "indirect_support",
          "attributed to the knowledge base; supported only by chunk kb-android-221"),
        F("手册上写明这类 W 级别提示不会导致应用崩溃", "indirect_support", "attributed to the manual; only the knowledge chunk says it"),
    ]
    case(cid, ["source:android", "format:nl_bold_labels", "class:runbook_only", "class:hedged_distractor"],
         "logcat 里一堆 does not hold REAL_GET_TASKS，要紧吗？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-027  HealthApp step counter, NL paragraph, approximations -> PASS
# =====================================================================
def c027():
    cid = "bN-027"
    out = text(cid, "ha-27", HEALTH, 1105, 1135)
    invs = [call("ha-27", cid, 1, "query_logs", {"app": "HealthApp", "from": "20171223-22:51:37", "to": "20171223-22:52:09"}, out)]
    ans = ("22:51:37 Step_ExtSDM 计算出的 totalCalories 为 130673，约 13 万。"
           "这段时间 totalAltitude 一直是 240。"
           "Step_LSC 报告的 onStandStepChanged 始终是 3761。"
           "Step_StandReportReceiver 在 22:51:37 收到 SCREEN_ON 广播，到 22:52:08 收到 SCREEN_OFF。"
           "建议再确认一下同步到云端的那一步。")
    facts = [
        F("22:51:37 Step_ExtSDM 计算出的 totalCalories 为 130673，约 13 万", "direct_evidence",
          "calculateCaloriesWithCache totalCalories=130673 at 22:51:37:302"),
        F("这段时间 totalAltitude 一直是 240", "direct_evidence", "every calculateAltitudeWithCache line says totalAltitude=240"),
        F("Step_LSC 报告的 onStandStepChanged 始终是 3761", "direct_evidence", "all onStandStepChanged lines are 3761"),
        F("Step_StandReportReceiver 在 22:51:37 收到 SCREEN_ON 广播，到 22:52:08 收到 SCREEN_OFF", "direct_evidence",
          "onReceive SCREEN_ON at 22:51:37:290 and SCREEN_OFF at 22:52:8:790"),
    ]
    case(cid, ["source:healthapp", "format:nl_paragraph", "class:faithful", "class:quantity"],
         "健康 App 晚上步数不更新，日志里的计步和卡路里正常吗？", ans, invs, "PASS", facts)


# =====================================================================
# bN-028  HealthApp, JSON with text, wrong value + misattribution -> REJECT
# =====================================================================
def c028():
    cid = "bN-028"
    r = recs(cid, "call_ha28", HEALTH, 300, 330, p_health)
    invs = [call("call_ha28", cid, 1, "query_logs", {"app": "HealthApp", "from": "20171223-22:15:56", "to": "20171223-22:17:19"},
                 {"items": r})]
    t1 = "22:15:58 Step_ExtSDM 计算的 totalCalories 为 127761"
    t2 = "calculateAltitudeWithCache 给出的 totalAltitude 为 420"
    t3 = "onStandStepChanged 3626 是由 Step_SPUtils 上报的"
    t4 = "22:16:00 Step_LSC 处理了 android.intent.action.TIME_TICK 广播"
    contract = {
        "answer_version": "0.9",
        "diagnosis_summary": "计步数据在更新",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("call_ha28", "query_logs", "calculateCaloriesWithCache totalCalories=127761")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("call_ha28", "query_logs", "calculateAltitudeWithCache totalAltitude")]),
            claim("c3", "log_finding", t3, "direct",
                  [bind("call_ha28", "query_logs", "onStandStepChanged 3626")]),
            claim("c4", "log_finding", t4, "direct",
                  [bind("call_ha28", "query_logs", "component=Step_LSC pid=30002312")]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议对比一下手机端显示的步数和日志里的 REPORT 行。",
    }
    ans = "结论如下（结构化输出）：\n" + J(contract) + "\n以上。"
    facts = [
        F(t1, "direct_evidence", "'calculateCaloriesWithCache totalCalories=127761' at 22:15:58:170", cid="c1"),
        F(t2, "contradicted", "value wrong: every line says totalAltitude=240", cid="c2"),
        F(t3, "contradicted", "misattribution: onStandStepChanged 3626 is logged by Step_LSC; Step_SPUtils logs get/setTodayTotalDetailSteps", cid="c3"),
        F(t4, "direct_evidence", "Step_LSC processHandleBroadcastAction action:android.intent.action.TIME_TICK at 22:16:0:119", cid="c4"),
    ]
    case(cid, ["source:healthapp", "format:json_with_text", "class:value_wrong", "class:misattribution"],
         "健康 App 海拔和步数是不是算错了？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-029  Windows TrustedInstaller/SQM, indented contract -> PASS
# =====================================================================
def c029():
    cid = "bN-029"
    out = text(cid, "call_w29", WINLOG, 954, 969)
    invs = [call("call_w29", cid, 1, "query_logs", {"file": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-29 00:00:44", "to": "2016-09-29 00:00:46"}, out)]
    t1 = "2016-09-29 00:00:46 TrustedInstaller 服务启动成功"
    t2 = "SQM 启动上传失败，HRESULT 为 0x80004005（E_FAIL）"
    t3 = "按 *_all.sqm 模式排队上传的文件数为 0"
    t4 = "本次加载的 Servicing Stack 版本是 v6.1.7601.23505"
    contract = {
        "answer_version": "1.2",
        "diagnosis_summary": "TrustedInstaller 正常启动，SQM 上报失败",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("call_w29", "query_logs", "TrustedInstaller service starts successfully.")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("call_w29", "query_logs", "SQM: Failed to start upload with file pattern: C:\\Windows\\servicing\\sqm\\*_std.sqm, flags: 0x2 [HRESULT = 0x80004005 - E_FAIL]")]),
            claim("c3", "log_finding", t3, "direct",
                  [bind("call_w29", "query_logs", "Queued 0 file(s) for upload")]),
            claim("c4", "log_finding", t4, "direct",
                  [bind("call_w29", "query_logs", "Loaded Servicing Stack v6.1.7601.23505", ref="T1")]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议 SQM 上报失败可以暂时忽略，重点关注后续的组件安装步骤。",
    }
    ans = J(contract, indent=2)
    facts = [
        F(t1, "direct_evidence", "'TrustedInstaller service starts successfully.' at 2016-09-29 00:00:46", cid="c1"),
        F(t2, "direct_evidence", "'SQM: Failed to start upload … [HRESULT = 0x80004005 - E_FAIL]'", cid="c2"),
        F(t3, "direct_evidence", "'SQM: Queued 0 file(s) for upload with pattern: …*_all.sqm'", cid="c3"),
        F(t4, "direct_evidence", "'Loaded Servicing Stack v6.1.7601.23505 with Core: …'", cid="c4"),
    ]
    case(cid, ["source:windows", "format:json_indented", "class:faithful", "class:paraphrase_zh"],
         "Windows 更新服务 TrustedInstaller 有没有起来？CBS 日志里有什么异常", ans, invs, "PASS", facts)


# =====================================================================
# bN-030  Windows CBS manifest errors, NL sloppy, HRESULT one character off -> REJECT
# =====================================================================
def c030():
    cid = "bN-030"
    out = text(cid, "call_w30", WINLOG, 1355, 1385)
    invs = [call("call_w30", cid, 1, "grep_cbs_log", {"pattern": "HRESULT|Warning", "at": "2016-09-29 02:03:48"}, out)]
    ans = ("CBS 在 02:03:48 反复报 Failed to get next element，HRESULT = 0x800f081f\n"
           "错误名是 CBS_E_MANIFEST_INVALID_ITEM\n"
           "同时伴随 Warning: Unrecognized packageExtended attribute\n"
           "可能是某个更新包的 manifest 格式有问题\n"
           "建议 run 一下 DISM /ScanHealth")
    facts = [
        F("CBS 在 02:03:48 反复报 Failed to get next element，HRESULT = 0x800f081f", "contradicted",
          "fabricated code: the log shows HRESULT = 0x800f080d; 0x800f081f appears nowhere"),
        F("错误名是 CBS_E_MANIFEST_INVALID_ITEM", "direct_evidence", "every HRESULT line names CBS_E_MANIFEST_INVALID_ITEM"),
        F("同时伴随 Warning: Unrecognized packageExtended attribute", "direct_evidence", "repeated Warning lines at 02:03:48"),
    ]
    case(cid, ["source:windows", "format:nl_sloppy", "class:fabricated_id", "class:hedged_distractor"],
         "Win7 补丁装不上，CBS 报的是哪个错误码？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-031  Windows CSI/CBS, fenced contract, denial refuted -> REJECT
# =====================================================================
def c031():
    cid = "bN-031"
    r = recs(cid, "evt-31", WINLOG, 986, 1000, p_win)
    invs = [call("evt-31", cid, 1, "get_event_log", {"source": "CBS", "from": "2016-09-29 00:00:46", "to": "2016-09-29 00:01:46"},
                 {"data": {"result": r}})]
    t1 = "00:01:03 CSI Store 17159600 初始化完成"
    t2 = "Session 11152_142416105 由客户端 SPP 初始化"
    t3 = "00:01:46 之后的 CBS 日志里没有出现任何 Failed 记录"
    contract = {
        "answer_version": "1",
        "diagnosis_summary": "CBS 会话初始化正常",
        "claims": [
            claim("c1", "log_finding", t1, "direct", [bind("evt-31", "get_event_log", "CSI Store 17159600 (0x000000000105d5b0) initialized")]),
            claim("c2", "log_finding", t2, "direct", [bind("evt-31", "get_event_log", '{"component": "CBS", "message": "Session: 11152_142416105 initialized by client SPP."}')]),
            claim("c3", "log_finding", t3, "direct", [bind("evt-31", "get_event_log", "Warning: Unrecognized packageExtended attribute.")]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议继续观察后续的安装阶段。",
    }
    ans = "```json\n" + J(contract, indent=2) + "\n```"
    facts = [
        F(t1, "direct_evidence", "CSI line 0000000a 'CSI Store 17159600 (0x000000000105d5b0) initialized' at 00:01:03", cid="c1"),
        F(t2, "direct_evidence", "CBS 'Session: 11152_142416105 initialized by client SPP.'", cid="c2"),
        F(t3, "contradicted", "denial refuted: 'Failed to get next element [HRESULT = 0x800f080d …]' lines at 00:01:46", cid="c3"),
    ]
    case(cid, ["source:windows", "format:json_fenced", "class:negation", "class:excerpt_format"],
         "CBS 会话初始化之后有没有失败记录？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-032  HPC temperatures, NL bullets, status flipped -> REJECT
# =====================================================================
def c032():
    cid = "bN-032"
    out = text(cid, "call_h32", HPC, 1240, 1270)
    assert "gige6 gige temperature 1128819714 1 normal" in out and out.count("gige6") == 1
    invs = [call("call_h32", cid, 1, "query_logs", {"event": "temperature", "limit": 31}, out)]
    ans = ("- gige6 的温度状态仍然是 warning\n"
           "- gige7 在这批记录里既有 warning 也有 normal\n"
           "- node-112 的 ambient 温度为 30\n"
           "- gige4 在 epoch 1128444765 那条记录里是 normal\n"
           "- gige3 这批记录里没有出现过 warning\n"
           "- 建议把交换机机柜的进风温度也拉出来对比")
    facts = [
        F("gige6 的温度状态仍然是 warning", "contradicted", "status wrong: the only gige6 record (1128819714) says normal"),
        F("gige7 在这批记录里既有 warning 也有 normal", "direct_evidence", "gige7 lines with warning (1127805997, …) and normal (1128298902, …)"),
        F("node-112 的 ambient 温度为 30", "direct_evidence", "'88896 node-112 node temperature 1127858430 1 ambient=30'"),
        F("gige4 在 epoch 1128444765 那条记录里是 normal", "direct_evidence", "'105925 gige4 gige temperature 1128444765 1 normal'"),
        F("gige3 这批记录里没有出现过 warning", "contradicted", "denial refuted: gige3 warning at 1127731836 and 1128317445"),
    ]
    case(cid, ["source:hpc", "format:nl_bullets", "class:status_wrong", "class:paraphrase_zh", "class:negation"],
         "HPC 机房的千兆交换机温度告警现在什么状态？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-033  HPC link errors / full filesystems, JSON with text -> PASS
# =====================================================================
def c033():
    cid = "bN-033"
    r = recs(cid, "call_h33", HPC, 305, 330, p_hpc)
    invs = [call("call_h33", cid, 1, "query_logs", {"components": ["switch_module", "clusterfilesystem"], "limit": 26},
                 {"total": len(r), "logs": r})]
    t1 = "Interconnect-1T00 的 bcast-error 记录里既有 Link error，也有 Link in reset 和 Link ok"
    t2 = "node-D4 上报 ServerFileSystem domain root14_local is full"
    t3 = "root22_local 已满的告警来自 node-D3 和 node-D4"
    t4 = "node-D7 的 root26_tmp 已满"
    t5 = "可能是作业的临时文件一直没有清理"
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "广播树链路抖动，多个本地文件系统写满",
        "claims": [
            claim("c1", "log_finding", t1, "direct", [bind("call_h33", "query_logs", "node=Interconnect-1T00 event=bcast-error")]),
            claim("c2", "log_finding", t2, "direct", [bind("call_h33", "query_logs", "ServerFileSystem: ServerFileSystem domain root14_local is full")]),
            claim("c3", "log_finding", t3, "direct", [bind("call_h33", "query_logs", "domain root22_local is full")]),
            claim("c4", "log_finding", t4, "direct", [bind("call_h33", "query_logs", '{"node": "node-D7", "event": "fdmn.full"}')]),
            claim("c5", "hypothesis", t5, "none", []),
        ],
        "hypotheses": [t5],
        "recommended_actions": ["清理 node-D3/node-D4 的 root22_local"],
        "missing_info": [],
        "user_facing_answer": "建议优先清理 node-D3 和 node-D4 上的 root22_local。",
    }
    ans = "我把两类问题整理成了下面的结构化结论：\n" + J(contract, indent=2)
    facts = [
        F(t1, "direct_evidence", "Interconnect-1T00 bcast-error lines: Link error, Link in reset, Link ok", cid="c1"),
        F(t2, "direct_evidence", "'191911 node-D4 … ServerFileSystem domain root14_local is full'", cid="c2"),
        F(t3, "direct_evidence", "root22_local is full on node-D3 (284487) and node-D4 (178450)", cid="c3"),
        F(t4, "direct_evidence", "'383570 node-D7 … domain root26_tmp is full'; excerpt pairs are fields of that record", cid="c4"),
        F(t5, "no_evidence", "hypothesis (non-critical), nothing about temp files", crit=False, cid="c5"),
    ]
    case(cid, ["source:hpc", "format:json_with_text", "class:faithful", "class:excerpt_format", "class:paraphrase_zh"],
         "HPC 集群作业写盘失败，是哪几个节点的文件系统满了？", ans, invs, "PASS", facts)


# =====================================================================
# bN-034  HPC fans, NL paragraph, failed sensor call + runbook -> LOW_CONFID
# =====================================================================
def c034():
    cid = "bN-034"
    out = text(cid, "inv-h34-1", HPC, 296, 305)
    kb = {"query": "Fan speeds ****",
          "chunks": [{"chunk_id": "hw-fan-03", "source_doc": "runbook/hpc-hardware-inspection.md", "retrieval_layer": "runbook",
                      "relevance": "high", "deduped": False,
                      "content": "switch_module 的 Fan speeds 读数中出现 **** 表示该风扇传感器没有响应，应安排现场检查风扇模块。"}]}
    invs = [
        call("inv-h34-1", cid, 1, "query_logs", {"nodes": ["Interconnect-0N00", "3504"], "limit": 10}, out),
        call("inv-h34-2", cid, 1, "get_node_sensors", {"node": "Interconnect-0N00", "sensor": "chassis_temp"},
             None, ok=False, err="IPMI request to Interconnect-0N00 timed out"),
        call("inv-h34-3", cid, 2, "lookup_knowledge", {"query": "Fan speeds ****"}, kb),
    ]
    ans = ("Interconnect-0N00 的风扇转速记录里，第四个风扇多次读数为 ****。"
           "按硬件巡检手册，读数为 **** 表示该风扇传感器没有响应。"
           "节点 3504 的 boot_cmd 命令被 abort 了。"
           "Interconnect-0N00 的机箱温度已经到 58 度。"
           "建议安排现场检查这块风扇模块。")
    facts = [
        F("Interconnect-0N00 的风扇转速记录里，第四个风扇多次读数为 ****", "direct_evidence",
          "8 of 9 Fan speeds lines show **** in the fourth position"),
        F("按硬件巡检手册，读数为 **** 表示该风扇传感器没有响应", "indirect_support", "attributed to the runbook; only chunk hw-fan-03 says it"),
        F("节点 3504 的 boot_cmd 命令被 abort 了", "direct_evidence", "'130987 3504 boot_cmd abort 1111858191 1 Command has been aborted'"),
        F("Interconnect-0N00 的机箱温度已经到 58 度", "no_evidence", "the only sensor call failed (IPMI timeout); no temperature anywhere"),
    ]
    case(cid, ["source:hpc", "format:nl_paragraph", "class:gap", "class:runbook_only"],
         "Interconnect-0N00 交换模块的风扇是不是坏了？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-035  OpenSSH brute force, NL bullets, counts + unsupported cause -> LOW_CONFID
# =====================================================================
def c035():
    cid = "bN-035"
    r = recs(cid, "syslog-35", SSH, 1510, 1540, p_ssh)
    assert sum(x["message"].startswith("Failed password for root from 183.62.140.253") for x in r) == 11
    invs = [call("syslog-35", cid, 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 10:59:51", "to": "Dec 10 11:00:10"},
                 {"hits": r}),
            call("syslog-35b", cid, 2, "search_syslog", {"host": "LabSZ", "date": "Dec 10", "pattern": "Accepted password", "rhost": "183.62.140.253"},
                 {"hits": []})]
    ans = ("- 183.62.140.253 在 10:59:51 到 11:00:10 之间不断尝试用 root 密码登录 LabSZ\n"
           "- 这段时间共有 11 条 Failed password for root\n"
           "- 对方的源端口从 38241 一路递增到 41860\n"
           "- 当天 183.62.140.253 一次都没有登录成功\n"
           "- 这个地址属于境外的扫描器集群\n"
           "- 建议在防火墙上直接封禁该地址")
    facts = [
        F("183.62.140.253 在 10:59:51 到 11:00:10 之间不断尝试用 root 密码登录 LabSZ", "direct_evidence",
          "Failed password for root from 183.62.140.253 lines from 10:59:51 to 11:00:10"),
        F("这段时间共有 11 条 Failed password for root", "direct_evidence", "11 such records in the output"),
        F("对方的源端口从 38241 一路递增到 41860", "direct_evidence", "ports 38241, 38693, … 41452, 41860, increasing"),
        F("当天 183.62.140.253 一次都没有登录成功", "no_evidence",
          "whole-day claim: the 'Accepted password' search is a no-hit, which does not prove absence; the 20 s window cannot cover the day"),
        F("这个地址属于境外的扫描器集群", "no_evidence", "unsupported: no geo or reputation data in any output"),
    ]
    case(cid, ["source:openssh", "format:nl_bullets", "class:quantity", "class:unsupported_cause", "class:gap", "class:negation"],
         "LabSZ 这台机器 ssh 告警刷屏，是不是被爆破了？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-036  OpenSSH, NL headings, roles reversed + order wrong -> REJECT
# =====================================================================
def c036():
    cid = "bN-036"
    out = text(cid, "call_s36", SSH, 812, 836)
    invs = [call("call_s36", cid, 1, "query_logs", {"host": "LabSZ", "from": "Dec 10 09:18:18", "to": "Dec 10 09:18:33"}, out)]
    ans = ("## 现象\n"
           "LabSZ 主动向 187.141.143.180 发起了 SSH 登录，用的是 test 和 deploy 两个账号。\n"
           "187.141.143.180 的反向解析检查失败，被标记为 POSSIBLE BREAK-IN ATTEMPT!。\n"
           "103.207.39.16 用 support 账号登录失败，源端口 33310。\n"
           "187.141.143.180 的尝试是在 103.207.39.16 之后才开始的。\n"
           "## 处置\n"
           "建议把两个地址都加入黑名单。")
    facts = [
        F("LabSZ 主动向 187.141.143.180 发起了 SSH 登录，用的是 test 和 deploy 两个账号", "contradicted",
          "roles reversed: 187.141.143.180 is the client trying invalid users test/deploy against sshd on LabSZ"),
        F("187.141.143.180 的反向解析检查失败，被标记为 POSSIBLE BREAK-IN ATTEMPT!", "direct_evidence",
          "'reverse mapping checking getaddrinfo … [187.141.143.180] failed - POSSIBLE BREAK-IN ATTEMPT!'"),
        F("103.207.39.16 用 support 账号登录失败，源端口 33310", "direct_evidence",
          "'Failed password for invalid user support from 103.207.39.16 port 33310 ssh2'"),
        F("187.141.143.180 的尝试是在 103.207.39.16 之后才开始的", "contradicted",
          "order wrong: 187.141.143.180 already failed at 09:18:18; 103.207.39.16 first appears at 09:18:27"),
    ]
    case(cid, ["source:openssh", "format:nl_headings", "class:entity_swap", "class:time_wrong"],
         "早上 9 点多有人在试 ssh 账号，是谁在连谁？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-037  OpenSSH, compact contract, all references broken -> LOW_CONFID
# =====================================================================
def c037():
    cid = "bN-037"
    out = text(cid, "toolu_01Hq3ZbV9nKx", SSH, 1860, 1880)
    invs = [
        call("toolu_01Hq3ZbV9nKx", cid, 1, "search_syslog", {"host": "LabSZ", "from": "Dec 10 11:03:45", "to": "Dec 10 11:03:56"}, out),
        call("toolu_01Ta0cLk2Wd", cid, 1, "get_current_time", {}, {"now": "Dec 10 11:10:02"}),
    ]
    t1 = "103.99.0.122 在 11:03:48 以无效用户 user 登录失败，随后出现 No more user authentication methods available"
    t2 = "sshd[25457] 在 11:03:53 出现 fatal: Write failed: Connection reset by peer"
    t3 = "103.99.0.122 还尝试了用户名 1234"
    contract = {
        "answer_version": "1",
        "diagnosis_summary": "两个地址并发爆破",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("toolu_01Hq3ZbV9nKy", "search_syslog", "Failed password for invalid user user from 103.99.0.122 port 61269 ssh2")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("toolu_01Hq3ZbV9nKx", "search_syslog", "fatal: Write failed: Connection refused by peer")]),
            claim("c3", "log_finding", t3, "direct",
                  [bind(None, "search_syslog", "Invalid user 1234 from 103.99.0.122", ref="T3")]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议同时封禁 103.99.0.122 和 183.62.140.253。",
    }
    ans = json.dumps(contract, ensure_ascii=False, separators=(",", ":"))
    facts = [
        F(t1, "indirect_support", "content is in the output, but the binding names toolu_01Hq3ZbV9nKy, which does not exist", cid="c1"),
        F(t2, "indirect_support", "content is in the output, but the excerpt ('Connection refused by peer') is not in the referenced call", cid="c2"),
        F(t3, "indirect_support", "content is in the output, but the binding points to trace ref T3 (only T1 exists)", cid="c3"),
    ]
    case(cid, ["source:openssh", "format:json_compact", "class:bad_reference"],
         "11:03 那波 ssh 失败是哪些来源？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# bN-038  ZooKeeper session expiry, fenced contract, unit conversion -> PASS
# =====================================================================
def c038():
    cid = "bN-038"
    r = recs(cid, "zk-38", ZK, 1300, 1330, p_zk)
    assert sum(x["message"] == "caught end of stream exception" for x in r) == 5
    invs = [call("zk-38", cid, 1, "query_logs", {"service": "zookeeper", "from": "2015-07-30 15:13", "to": "2015-07-30 16:22"},
                 {"items": r})]
    t1 = "session 0x34ed9ac1c1e0065 在 15:18:48 因 20 秒超时被过期"
    t2 = "16:11:46 和 16:11:48 又有 0x34ed9ac1c1e007f、0x24ed9311942008e 两个 session 因 10 秒超时过期"
    t3 = "窗口内 NIOServerCnxn 共报了 5 次 caught end of stream exception，级别都是 WARN"
    t4 = "16:18:40 有来自 /10.10.34.30:60436 的旧版本客户端连接请求"
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "客户端会话频繁超时过期",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("zk-38", "query_logs", "Expiring session 0x34ed9ac1c1e0065, timeout of 20000ms exceeded")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("zk-38", "query_logs", "thread=SessionTracker:ZooKeeperServer@325 level=INFO")]),
            claim("c3", "log_finding", t3, "direct",
                  [bind("zk-38", "query_logs", '{"level": "WARN", "message": "caught end of stream exception"}', ref="T1")]),
            claim("c4", "log_finding", t4, "direct",
                  [bind("zk-38", "query_logs", "Connection request from old client /10.10.34.30:60436")]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议把客户端的 session timeout 调大一些后再观察。",
    }
    ans = "```json\n" + J(contract, indent=2) + "\n```"
    facts = [
        F(t1, "direct_evidence", "'Expiring session 0x34ed9ac1c1e0065, timeout of 20000ms exceeded' at 15:18:48 (20000 ms = 20 s)", cid="c1"),
        F(t2, "direct_evidence", "Expiring session lines at 16:11:46 and 16:11:48, timeout of 10000ms", cid="c2"),
        F(t3, "direct_evidence", "5 WARN 'caught end of stream exception' records from NIOServerCnxn@349", cid="c3"),
        F(t4, "direct_evidence", "'Connection request from old client /10.10.34.30:60436' at 16:18:40", cid="c4"),
    ]
    case(cid, ["source:zookeeper", "format:json_fenced", "class:faithful", "class:quantity", "class:excerpt_format"],
         "ZooKeeper 客户端老是掉会话，服务端日志怎么说？", ans, invs, "PASS", facts)


# =====================================================================
# bN-039  ZooKeeper election, indented contract, roles + order + count wrong -> REJECT
# =====================================================================
def c039():
    cid = "bN-039"
    out = text(cid, "call_zk39", ZK, 640, 665)
    assert out.count("Cannot open channel to 2 at election address /10.10.34.12:3888") == 12
    invs = [call("call_zk39", cid, 1, "query_logs", {"service": "zookeeper", "node": "myid=1", "date": "2015-08-24"}, out)]
    t1 = "myid=1 的节点在 15:29:13 无法连到 3 号节点的选举地址 /10.10.34.13:3888"
    t2 = "选举地址 /10.10.34.12:3888 是本节点（myid=1）自己的监听地址，是 2 号节点主动连它失败"
    t3 = "15:57:13 的那次连接失败发生在 15:55:13 那次之前"
    t4 = "窗口内连不上 2 号节点的 WARN 共 20 条"
    contract = {
        "answer_version": "2.0",
        "diagnosis_summary": "选举端口互通异常",
        "claims": [
            claim("c1", "log_finding", t1, "direct",
                  [bind("call_zk39", "query_logs", "Cannot open channel to 3 at election address /10.10.34.13:3888")]),
            claim("c2", "log_finding", t2, "direct",
                  [bind("call_zk39", "query_logs", "Cannot open channel to 2 at election address /10.10.34.12:3888")]),
            claim("c3", "log_finding", t3, "direct",
                  [bind("call_zk39", "query_logs", "2015-08-24 15:57:13,723 - WARN")]),
            claim("c4", "log_finding", t4, "direct",
                  [bind("call_zk39", "query_logs", "QuorumCnxManager@368")]),
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "建议检查 2 号、3 号节点 3888 端口的防火墙规则。",
    }
    ans = J(contract, indent=2)
    facts = [
        F(t1, "direct_evidence", "'2015-08-24 15:29:13,641 - WARN … Cannot open channel to 3 at election address /10.10.34.13:3888'", cid="c1"),
        F(t2, "contradicted", "roles reversed: myid=1 is the one failing to open a channel to peer 2 at /10.10.34.12:3888", cid="c2"),
        F(t3, "contradicted", "order wrong: 15:57:13 is after 15:55:13", cid="c3"),
        F(t4, "contradicted", "count wrong: 12 'Cannot open channel to 2' lines in the output", cid="c4"),
    ]
    case(cid, ["source:zookeeper", "format:json_indented", "class:entity_swap", "class:time_wrong", "class:count_wrong"],
         "ZooKeeper 一直在选主，1 号节点到底连不上谁？", ans, invs, "REJECT", facts)


# =====================================================================
# bN-040  ZooKeeper quorum connections, NL sloppy, no-hit denial + unsupported cause -> LOW_CONFID
# =====================================================================
def c040():
    cid = "bN-040"
    out = text(cid, "run-40b", ZK, 1705, 1725)
    invs = [
        call("run-40a", cid, 1, "query_logs", {"service": "zookeeper", "level": "ERROR", "from": "2015-07-29 20:00:00", "to": "2015-07-29 21:00:00"},
             {"total": 0, "logs": []}),
        call("run-40b", cid, 1, "query_logs", {"service": "zookeeper", "from": "2015-07-29 19:29:45", "to": "2015-07-29 19:30:40"}, out),
    ]
    ans = ("id 188978561024 的连接在 19:30:01 到 19:30:28 之间多次 Connection broken，my id = 3\n"
           "10.10.34.11 在 19:29:51 到 19:30:21 之间反复向 10.10.34.13:3888 发起连接请求\n"
           "20 点以后整整一个小时也没有任何 ERROR\n"
           "对端那台机器当时在做滚动升级\n"
           "下一步去 10.10.34.11 上看一下它自己的 zk 日志")
    facts = [
        F("id 188978561024 的连接在 19:30:01 到 19:30:28 之间多次 Connection broken，my id = 3", "direct_evidence",
          "RecvWorker 'Connection broken for id 188978561024, my id = 3' at 19:30:01, 19:30:04, 19:30:21, 19:30:28"),
        F("10.10.34.11 在 19:29:51 到 19:30:21 之间反复向 10.10.34.13:3888 发起连接请求", "direct_evidence",
          "Listener on /10.10.34.13:3888 received connection requests from /10.10.34.11 at 19:29:51, 19:29:58, 19:30:14, 19:30:21"),
        F("20 点以后整整一个小时也没有任何 ERROR", "no_evidence", "only a no-hit ERROR query covers 20:00–21:00; absence not proven"),
        F("对端那台机器当时在做滚动升级", "no_evidence", "unsupported cause: no upgrade event in any output"),
    ]
    case(cid, ["source:zookeeper", "format:nl_sloppy", "class:gap", "class:negation", "class:unsupported_cause"],
         "zk 3 号节点跟 leader 的连接一直断，为什么？", ans, invs, "LOW_CONFID", facts)


def main():
    for n in range(1, 41):
        globals()["c%03d" % n]()
    assert len(CASES) == 40
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
