#!/usr/bin/env python3
"""Blind set bU: builds cases.jsonl and windows.jsonl from /work/blind/sources (stdlib only).

Every answer, query and gold label below is written by hand, case by case.
Tool outputs are cut from the source files by line number (verbatim lines)."""
import csv
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent.parent / "sources"
NONCRIT = {"hypothesis", "recommendation", "action", "background", "context", "next_step"}

_LINES = {}
WINDOWS = []
CASES = []

OB = "nezha3/2022-08-23/metric/"
TTLOG = "nezha3/2023-01-29/log/08_50_log.csv"
TT29 = "nezha3/2023-01-29/trace/08_50_trace.csv"
TT30 = "nezha3/2023-01-30/trace/11_39_trace.csv"


def lines(rel):
    if rel not in _LINES:
        _LINES[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _LINES[rel]


def take(cid, iid, rel, a, b):
    """Verbatim lines a..b (1-based, inclusive) and record the window."""
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})
    return lines(rel)[a - 1:b]


def text(cid, iid, rel, a, b, header=False):
    got = take(cid, iid, rel, a, b)
    if header:
        got = [lines(rel)[0]] + got
    return "\n".join(got)


def rows(cid, iid, rel, a, b):
    hdr = next(csv.reader([lines(rel)[0]]))
    return [dict(zip(hdr, r)) for r in csv.reader(take(cid, iid, rel, a, b))]


def series(rs, col, svc, unit, nd=4):
    v = [float(r[col]) for r in rs]
    return {"metric": col, "service": svc, "max": round(max(v), nd),
            "avg": round(sum(v) / len(v), nd), "last": round(v[-1], nd), "unit": unit}


def tt_log(d):
    msg = json.loads(d["Log"])["log"].rstrip("\n")
    return {"ts": d["Timestamp"], "level": msg.split()[1], "pod": d["PodName"], "node": d["Node"],
            "trace_id": d["TraceID"], "span_id": d["SpanID"], "message": msg}


def span(d):
    return {"span_id": d["SpanID"], "parent_id": d["ParentID"], "pod": d["PodName"],
            "operation": d["OperationName"], "start_unix_nano": int(d["StartTimeUnixNano"]),
            "end_unix_nano": int(d["EndTimeUnixNano"]), "duration_us": int(d["Duration"])}


def openstack(line):
    f = line.split(" ", 6)
    return {"ts": f[1] + " " + f[2], "level": f[4], "component": f[5], "file": f[0], "pid": int(f[3]),
            "message": f[6]}


def hadoop(line):
    date, time, level, rest = line.split(" ", 3)
    thread, rest = rest[1:].split("] ", 1)
    logger, msg = rest.split(": ", 1)
    return {"ts": date + " " + time, "level": level, "thread": thread, "logger": logger, "message": msg}


def bgl(line):
    f = line.split(" ", 9)
    return {"ts": f[4], "epoch": int(f[1]), "node": f[3], "type": f[6], "component": f[7], "level": f[8],
            "message": f[9], "alert_tag": f[0]}


def inv(iid, cid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": ok, "error": err}


def F(fact, label, note):
    return {"fact": fact, "is_critical": True, "verification": label, "note": note}


def C(claim_id, label, note):
    return {"claim_id": claim_id, "verification": label, "note": note}


def X(fact, label, note):
    return {"fact": fact, "origin": "answer_extra", "is_critical": True, "verification": label, "note": note}


def bind(iid, tool, excerpt, stype="tool_output"):
    return {"source_type": stype, "source_id": iid, "tool_name": tool, "source_invocation_ids": [iid],
            "evidence_excerpt": excerpt}


def add(cid, tags, query, answer, invs, verdict, facts, contract=None):
    out = []
    claims = {c["claim_id"]: c for c in (contract or {}).get("claims", [])}
    for f in facts:
        if "claim_id" in f and f.get("fact") is None and contract is not None:
            cl = claims[f["claim_id"]]
            f = {"fact": cl["claim_text"], "claim_id": f["claim_id"],
                 "is_critical": cl["claim_type"] not in NONCRIT,
                 "verification": f["verification"], "note": f["note"]}
        out.append(f)
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": out}})


def dumps(obj, style):
    if style == "raw":
        return json.dumps(obj, ensure_ascii=False)
    if style == "compact":
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False, indent=2)

# ---------------------------------------------------------------- 001 adservice CPU / memory
cid = "bU-001"
ad = OB + "adservice-5f6585d649-fnmft_metric.csv"
r = rows(cid, "call_8f2a1c", ad, 270, 280)
pod = "adservice-5f6585d649-fnmft"
invs = [
    inv("call_8f2a1c", cid, 1, "query_metrics",
        {"service": "adservice", "pod": pod, "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)", "PodServerLatencyP90(s)"],
         "start": "2022-08-23T16:27:28Z", "end": "2022-08-23T16:37:28Z", "step": "60s"},
        {"alerts": [], "series": [series(r, "CpuUsageRate(%)", pod, "%"),
                                  series(r, "MemoryUsage(Mi)", pod, "MiB"),
                                  series(r, "PodServerLatencyP90(s)", pod, "s")]}),
    inv("call_8f2a1d", cid, 1, "get_pod_metrics",
        {"pod": pod, "start": "2022-08-23T16:31:28Z", "end": "2022-08-23T16:37:28Z", "format": "csv"},
        text(cid, "call_8f2a1d", ad, 274, 280, header=True)),
]
ans = ("adservice-5f6585d649-fnmft 的 CPU 使用率在 16:32:28（UTC）从 3.9% 左右跳到 86.81%，窗口内峰值为 89.82%。"
       "服务端 P90 延迟同一时刻升到约 2.16 秒。"
       "内存从约 210.6 MiB 一路涨到 464.74 MiB。"
       "到 16:37:28，CPU 使用率已回落到 15.02%。"
       "可能是广告服务自身 CPU 被占满导致请求排队，建议再看看同节点其他 Pod。")
add(cid, ["source:nezha_onlineboutique", "format:nl_paragraph", "class:quantity", "class:faithful"],
    "adservice 下午四点半左右是不是出问题了？页面广告位加载特别慢", ans, invs, "PASS", [
        F("adservice-5f6585d649-fnmft 的 CPU 使用率在 16:32:28（UTC）从 3.9% 左右跳到 86.81%，窗口内峰值为 89.82%", "direct_evidence",
          "rows 16:31:28 CpuUsageRate 3.8996 -> 16:32:28 86.8057; series max 89.8242"),
        F("服务端 P90 延迟同一时刻升到约 2.16 秒", "direct_evidence", "PodServerLatencyP90(s)=2.163793103 at 16:32:28"),
        F("内存从约 210.6 MiB 一路涨到 464.74 MiB", "direct_evidence",
          "MemoryUsage(Mi) rises monotonically 210.617 (16:31:28) -> 464.738 (16:37:28)"),
        F("到 16:37:28，CPU 使用率已回落到 15.02%", "direct_evidence", "row 16:37:28 CpuUsageRate 15.0236; series last 15.0236"),
    ])

# ---------------------------------------------------------------- 002 cartservice, wrong latency value
cid = "bU-002"
cart = OB + "cartservice-579f59597d-wc2lz_metric.csv"
invs = [inv("toolu_01Cart7xQ", cid, 1, "get_pod_metrics",
            {"pod": "cartservice-579f59597d-wc2lz", "start": "2022-08-23T12:44:28Z", "end": "2022-08-23T12:52:28Z"},
            text(cid, "toolu_01Cart7xQ", cart, 47, 55, header=True))]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "cartservice 在 12:46–12:48 CPU 打满",
    "claims": [
        {"claim_id": "c1", "claim_type": "metric_finding",
         "claim_text": "cartservice-579f59597d-wc2lz 的 CPU 使用率在 12:46:28 到 12:48:28 连续三个采样点都在 100% 左右",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Cart7xQ", "get_pod_metrics",
                                    "1661258848,cartservice-579f59597d-wc2lz,30.073576773363342,100.24525591121115")]},
        {"claim_id": "c2", "claim_type": "metric_finding",
         "claim_text": "同一时段 CPU 用量约 30m",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Cart7xQ", "get_pod_metrics", "30.018138829258202,100.060462764194")]},
        {"claim_id": "c3", "claim_type": "metric_finding",
         "claim_text": "服务端 P90 延迟在 12:48:28 达到 0.94 秒",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Cart7xQ", "get_pod_metrics", "1661258908,cartservice-579f59597d-wc2lz")]},
        {"claim_id": "c4", "claim_type": "metric_finding",
         "claim_text": "内存使用量从 12:49:28 起升到 144 Mi 以上并一直保持到 12:52:28",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Cart7xQ", "get_pod_metrics", "144.04296875")]},
        {"claim_id": "c5", "claim_type": "recommendation",
         "claim_text": "建议检查 cartservice 的 CPU limit 配置是否过小",
         "support_level": "none", "evidence_bindings": []},
    ],
    "hypotheses": [], "recommended_actions": ["检查 CPU limit"], "missing_info": [],
    "user_facing_answer": "cartservice 在 12:46–12:48 的 CPU 使用率一直在 100% 左右（c1）。建议先检查 CPU limit 配置。",
}
ans = "```json\n" + dumps(contract, "indent") + "\n```"
add(cid, ["source:nezha_onlineboutique", "format:json_fenced", "class:value_wrong"],
    "购物车服务 12:45 之后为什么变慢了？", ans, invs, "REJECT", [
        C("c1", "direct_evidence", "CpuUsageRate 100.06 / 100.25 / 100.04 at 12:46:28, 12:47:28, 12:48:28"),
        C("c2", "direct_evidence", "CpuUsage(m) 30.018 / 30.074 / 30.013 in those rows"),
        C("c3", "contradicted", "PodServerLatencyP90(s) at 12:48:28 is 0.4086 s, not 0.94 s"),
        C("c4", "direct_evidence", "MemoryUsage(Mi) 144.04, 146.71, 148.38, 148.64 from 12:49:28 to 12:52:28"),
        C("c5", "no_evidence", "recommendation, non-critical"),
    ], contract)

# ---------------------------------------------------------------- 003 emailservice + frontend, unsupported cause
cid = "bU-003"
em = OB + "emailservice-55fdc5b988-f6xth_metric.csv"
er = rows(cid, "call_em01", em, 109, 117)
fr = rows(cid, "call_em02", OB + "front_service.csv", 109, 117)
invs = [
    inv("call_em01", cid, 1, "get_pod_metrics",
        {"pod": "emailservice-55fdc5b988-f6xth", "start": "2022-08-23T13:46:28Z", "end": "2022-08-23T13:54:28Z"},
        {"pod": "emailservice-55fdc5b988-f6xth", "items": [{"time": x["Time"], "timestamp": int(x["TimeStamp"]),
                                                            "metrics": {k: x[k] for k in list(x)[3:]}} for x in er]}),
    inv("call_em02", cid, 1, "query_metrics",
        {"service": "frontend", "metrics": ["SuccessRate(%)", "LatencyP99(s)"],
         "start": "2022-08-23T13:46:28Z", "end": "2022-08-23T13:54:28Z"},
        {"alerts": [], "series": [series(fr, "SuccessRate(%)", "frontend", "%"),
                                  series(fr, "LatencyP99(s)", "frontend", "s")]}),
]
ans = ("emailservice 这段时间的情况：\n"
       "- emailservice-55fdc5b988-f6xth 的 CPU 使用率在 13:47:28 首次超过 100%（101.21%），13:50:28 达到峰值 107.36%\n"
       "- 服务端 P99 延迟在 13:50:28 升到 4.9 秒\n"
       "- 内存用量在 13:49:28 冲到约 108 MiB\n"
       "- 13:51:28 之后 CPU 使用率掉到 1% 以下，内存降到 24.74 Mi\n"
       "- 前端成功率在 13:46–13:54 一直是 100%\n"
       "- 前端 P99 延迟最高约 4.59 秒\n"
       "- 邮件服务前一天晚上改过发信的连接配置\n"
       "- 推测 CPU 打满后发信线程被卡住了，建议看一下 emailservice 的容器日志")
add(cid, ["source:nezha_onlineboutique", "format:nl_bullets", "class:unsupported_cause", "class:quantity",
          "class:hedged_distractor"],
    "13:50 前后下单确认邮件发不出来，emailservice 怎么了？", ans, invs, "LOW_CONFID", [
        F("emailservice-55fdc5b988-f6xth 的 CPU 使用率在 13:47:28 首次超过 100%（101.21%），13:50:28 达到峰值 107.36%",
          "direct_evidence", "CpuUsageRate 56.15 at 13:46:28, 101.208 at 13:47:28, max 107.357 at 13:50:28"),
        F("服务端 P99 延迟在 13:50:28 升到 4.9 秒", "direct_evidence", "PodServerLatencyP99(s)=4.9 at 13:50:28"),
        F("内存用量在 13:49:28 冲到约 108 MiB", "direct_evidence", "MemoryUsage(Mi)=107.90 at 13:49:28"),
        F("13:51:28 之后 CPU 使用率掉到 1% 以下，内存降到 24.74 Mi", "direct_evidence",
          "CpuUsageRate 0.38-0.64 and MemoryUsage 24.742 from 13:51:28 to 13:54:28"),
        F("前端成功率在 13:46–13:54 一直是 100%", "direct_evidence", "SuccessRate(%) series max=avg=last=100"),
        F("前端 P99 延迟最高约 4.59 秒", "direct_evidence", "LatencyP99(s) series max 4.5875"),
        F("邮件服务前一天晚上改过发信的连接配置", "no_evidence", "no tool output mentions any config change"),
    ])

# ---------------------------------------------------------------- 004 checkoutservice + frontend + topology
cid = "bU-004"
ck = OB + "checkoutservice-578fcf4766-9csqn_metric.csv"
invs = [
    inv("inv-ck-1", cid, 1, "get_pod_metrics",
        {"pod": "checkoutservice-578fcf4766-9csqn", "start": "2022-08-23T13:25:28Z", "end": "2022-08-23T13:32:28Z"},
        text(cid, "inv-ck-1", ck, 88, 95, header=True)),
    inv("inv-ck-2", cid, 1, "get_frontend_stats",
        {"service": "Frontend", "start": "2022-08-23T13:26:28Z", "end": "2022-08-23T13:32:28Z"},
        {"rows": rows(cid, "inv-ck-2", OB + "front_service.csv", 89, 95)}),
    inv("inv-ck-3", cid, 1, "get_service_dependency", {"app": "hipster", "date": "2022-08-23"},
        text(cid, "inv-ck-3", OB + "dependency.csv", 2, 14, header=True)),
]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "checkoutservice 延迟先升高，前端 P99 随后飙升",
    "claims": [
        {"claim_id": "c1", "claim_type": "metric_finding",
         "claim_text": "checkoutservice-578fcf4766-9csqn 的服务端 P90 延迟在 13:29:28 达到 9.5 秒",
         "support_level": "direct",
         "evidence_bindings": [bind("inv-ck-1", "get_pod_metrics", lines(ck)[91])]},
        {"claim_id": "c2", "claim_type": "metric_finding",
         "claim_text": "前端 LatencyP99 在 13:31:28 达到峰值 29.46 秒",
         "support_level": "direct",
         "evidence_bindings": [bind("inv-ck-2", "get_frontend_stats",
                                    "{\"ServiceName\": \"Frontend\", \"LatencyP99(s)\": \"29.46\"}")]},
        {"claim_id": "c3", "claim_type": "metric_finding",
         "claim_text": "13:26:28 到 13:32:28 前端成功率一直是 100%",
         "support_level": "direct",
         "evidence_bindings": [bind("inv-ck-2", "get_frontend_stats", "SuccessRate(%)=100 ServiceName=Frontend")]},
        {"claim_id": "c4", "claim_type": "topology",
         "claim_text": "frontend 直接调用 checkoutservice，checkoutservice 再调用 paymentservice 和 shippingservice",
         "support_level": "direct",
         "evidence_bindings": [bind("inv-ck-3", "get_service_dependency", "frontend,checkoutservice,1"),
                               bind("inv-ck-3", "get_service_dependency", "checkoutservice,paymentservice,1")]},
        {"claim_id": "c5", "claim_type": "hypothesis",
         "claim_text": "checkoutservice 在 13:29 左右可能被注入了网络延迟",
         "support_level": "none", "evidence_bindings": []},
    ],
    "hypotheses": ["checkoutservice 网络延迟"],
    "recommended_actions": ["检查 checkoutservice 到下游的网络"],
    "missing_info": ["checkoutservice 容器日志"],
    "user_facing_answer": ("checkoutservice 的服务端 P90 在 13:29:28 到了 9.5 秒，前端 P99 随后在 13:31:28 到 29.46 秒。"
                           "不排除 checkoutservice 有网络延迟问题，建议查一下它到下游的链路。"),
}
add(cid, ["source:nezha_onlineboutique", "format:json_indented", "class:faithful", "class:excerpt_format"],
    "13:29 开始结账页面卡得厉害，帮忙看看是哪个服务", dumps(contract, "indent"), invs, "PASS", [
        C("c1", "direct_evidence", "row 13:29:28 PodServerLatencyP90(s)=9.5; excerpt is the whole row"),
        C("c2", "direct_evidence", "row 13:31:28 LatencyP99(s)=29.46 is the max of 13:26-13:32; excerpt = JSON subset of the record"),
        C("c3", "direct_evidence", "SuccessRate(%) = 100 in all 7 rows; excerpt = k=v pairs of a record"),
        C("c4", "direct_evidence", "dependency rows frontend,checkoutservice / checkoutservice,paymentservice / checkoutservice,shippingservice"),
        C("c5", "no_evidence", "hypothesis, non-critical"),
    ], contract)

# ---------------------------------------------------------------- 005 frontend success rate drop, refuted denial
cid = "bU-005"
fs = OB + "front_service.csv"
a = rows(cid, "call_fs_7731", fs, 168, 176)
b = rows(cid, "call_fs_7732", fs, 168, 176)
invs = [
    inv("call_fs_7731", cid, 1, "prometheus_query_range",
        {"query": "frontend_success_rate_percent{service=\"Frontend\"}", "start": 1661265928, "end": 1661266408, "step": 60},
        {"status": "success", "data": {"resultType": "matrix", "result": [
            {"metric": {"__name__": "SuccessRate(%)", "service": "Frontend"},
             "values": [[int(x["TimeStamp"]), x["SuccessRate(%)"]] for x in a]}]}}),
    inv("call_fs_7732", cid, 1, "prometheus_query_range",
        {"query": "frontend_latency_p50_seconds{service=\"Frontend\"}", "start": 1661265928, "end": 1661266408, "step": 60},
        {"status": "success", "data": {"resultType": "matrix", "result": [
            {"metric": {"__name__": "LatencyP50(s)", "service": "Frontend"},
             "values": [[int(x["TimeStamp"]), x["LatencyP50(s)"]] for x in b]}]}}),
]
ans = ("## 结论\n前端在 14:45–14:55 一直正常，成功率没有掉过。\n\n"
       "## 细节\n- 14:48:28 的 P50 延迟只有约 8 ms\n- 14:51:28 之后成功率是 100%\n"
       "- 这段时间前端的 P50 延迟一直低于 0.2 秒\n\n"
       "## 建议\n如果用户仍反馈下单失败，建议排查 checkoutservice 的日志。")
add(cid, ["source:nezha_onlineboutique", "format:nl_headings", "class:negation", "class:quantity"],
    "14:45 到 14:55 之间前端有没有报错？用户说偶尔下单失败", ans, invs, "REJECT", [
        F("前端在 14:45–14:55 一直正常，成功率没有掉过", "contradicted",
          "SuccessRate(%) is 18.25 / 23.14 / 27.20 at 14:48:28-14:50:28"),
        F("14:48:28 的 P50 延迟只有约 8 ms", "direct_evidence", "LatencyP50(s)=0.008036 at 1661266108 (14:48:28)"),
        F("14:51:28 之后成功率是 100%", "direct_evidence", "SuccessRate(%)=100 at 14:51:28, 14:52:28, 14:53:28"),
        F("这段时间前端的 P50 延迟一直低于 0.2 秒", "direct_evidence", "LatencyP50(s) max 0.148 in the window"),
    ])

# ---------------------------------------------------------------- 006 productcatalogservice, one binding to a missing call
cid = "bU-006"
pc = OB + "productcatalogservice-668d5f85fb-jhwx9_metric.csv"
pr = rows(cid, "call_pc_01", pc, 162, 172)
pod = "productcatalogservice-668d5f85fb-jhwx9"
invs = [
    inv("call_pc_01", cid, 1, "query_metrics",
        {"service": "productcatalogservice", "start": "2022-08-23T14:39:28Z", "end": "2022-08-23T14:49:28Z"},
        {"alerts": [], "series": [series(pr, "CpuUsageRate(%)", pod, "%"),
                                  series(pr, "PodServerLatencyP90(s)", pod, "s"),
                                  series(pr, "MemoryUsage(Mi)", pod, "MiB")]}),
    inv("call_pc_02", cid, 1, "get_pod_metrics",
        {"pod": pod, "start": "2022-08-23T14:40:28Z", "end": "2022-08-23T14:44:28Z"},
        text(cid, "call_pc_02", pc, 163, 167, header=True)),
]
contract = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "metric_finding",
         "claim_text": "productcatalogservice-668d5f85fb-jhwx9 的 CPU 使用率在 14:40:28–14:44:28 都在 72% 以上，14:44:28 达到 110.75%",
         "support_level": "direct",
         "evidence_bindings": [bind("call_pc_02", "get_pod_metrics",
                                    "productcatalogservice-668d5f85fb-jhwx9,22.150219041047738,110.75109520523867")]},
        {"claim_id": "c2", "claim_type": "metric_finding",
         "claim_text": "该 Pod 的服务端 P90 延迟最高 16.75 秒",
         "support_level": "direct",
         "evidence_bindings": [bind("call_pc_09", "query_metrics", "\"max\": 16.75")]},
        {"claim_id": "c3", "claim_type": "metric_finding",
         "claim_text": "到 14:49:28 CPU 使用率已经降到 0",
         "support_level": "direct",
         "evidence_bindings": [bind("call_pc_01", "query_metrics", "{\"metric\": \"CpuUsageRate(%)\", \"last\": 0.0}")]},
        {"claim_id": "c4", "claim_type": "hypothesis",
         "claim_text": "可能是 CPU 消耗型故障注入",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "是的，14:40 到 14:44 productcatalogservice 的 CPU 使用率一直在 72% 以上，最高 110.75%。可能是 CPU 消耗类故障，建议先扩容。",
}
add(cid, ["source:nezha_onlineboutique", "format:json_raw", "class:bad_reference", "class:faithful"],
    "productcatalogservice 14:40 左右 CPU 是不是打满了？", dumps(contract, "raw"), invs, "PASS", [
        C("c1", "direct_evidence", "rows 14:40:28-14:44:28 CpuUsageRate 85.08/83.17/100.35/72.74/110.75"),
        C("c2", "indirect_support", "value true (series max 16.75) but binding names call_pc_09, which does not exist"),
        C("c3", "direct_evidence", "series last CpuUsageRate 0.0 (row 14:49:28 = 0)"),
        C("c4", "no_evidence", "hypothesis, non-critical"),
    ], contract)

# ---------------------------------------------------------------- 007 currencyservice, runbook-only baseline
cid = "bU-007"
cu = OB + "currencyservice-cf787dd48-vpjrd_metric.csv"
invs = [
    inv("call_cur_a", cid, 1, "get_pod_metrics",
        {"pod": "currencyservice-cf787dd48-vpjrd", "start": "2022-08-23T13:25:28Z", "end": "2022-08-23T13:34:28Z"},
        {"items": rows(cid, "call_cur_a", cu, 88, 97)}),
    inv("call_cur_b", cid, 1, "lookup_knowledge", {"query": "currencyservice CPU 基线 高 CPU"},
        {"query": "currencyservice CPU 基线 高 CPU", "chunks": [
            {"chunk_id": "kb-cur-01", "source_doc": "runbook/currencyservice.md", "retrieval_layer": "runbook",
             "relevance": "high", "deduped": False,
             "content": "currencyservice 为 Node.js 单线程服务，平时 CPU 使用率在 40%–60% 属于正常范围；持续超过 90% 时需要排查汇率转换请求量或 CPU 压测注入。"},
            {"chunk_id": "kb-inc-0712", "source_doc": "incidents/2022-07-currency-cache.md", "retrieval_layer": "past_incident",
             "relevance": "medium", "deduped": False,
             "content": "2022-07 事故复盘：currencyservice 的汇率缓存失效后，每个请求都重新加载汇率文件，CPU 被打满约 6 分钟。"},
        ]}),
]
ans = ("**现象**：currencyservice-cf787dd48-vpjrd 的 CPU 使用率在 13:30:28 达到 100.2%。\n"
       "**延迟**：服务端 P90 延迟在 13:31:28 升到约 5.7 秒。\n"
       "**对比**：13:25:28–13:27:28 的 CPU 使用率在 44%–49% 之间。\n"
       "**基线**：按运维手册，currencyservice 平时 CPU 使用率在 40%–60% 属于正常范围。\n"
       "**历史**：上个月 currencyservice 也因为汇率缓存失效出现过 CPU 打满。\n"
       "**建议**：可以先确认这段时间是否有 CPU 压测注入。")
add(cid, ["source:nezha_onlineboutique", "format:nl_bold_labels", "class:runbook_only", "class:faithful"],
    "currencyservice CPU 平时就很高吗？13:30 附近有没有异常", ans, invs, "PASS", [
        F("currencyservice-cf787dd48-vpjrd 的 CPU 使用率在 13:30:28 达到 100.2%", "direct_evidence",
          "CpuUsageRate(%)=100.197 at 13:30:28"),
        F("服务端 P90 延迟在 13:31:28 升到约 5.7 秒", "direct_evidence", "PodServerLatencyP90(s)=5.722 at 13:31:28"),
        F("13:25:28–13:27:28 的 CPU 使用率在 44%–49% 之间", "direct_evidence", "46.35 / 44.64 / 48.80"),
        F("按运维手册，currencyservice 平时 CPU 使用率在 40%–60% 属于正常范围", "indirect_support",
          "only the runbook chunk kb-cur-01 says so, and the sentence cites the runbook"),
        F("上个月 currencyservice 也因为汇率缓存失效出现过 CPU 打满", "indirect_support",
          "only the past-incident knowledge chunk kb-inc-0712"),
    ])

# ---------------------------------------------------------------- 008 recommendation vs shipping, entity swap
cid = "bU-008"
rc = OB + "recommendationservice-6cfdd55578-gfj6q_metric.csv"
sh = OB + "shippingservice-7b598fc7d-lmggd_metric.csv"
invs = [
    inv("call_rs_41", cid, 1, "get_pod_metrics",
        {"pod": "recommendationservice-6cfdd55578-gfj6q", "start": "2022-08-23T14:40:28Z", "end": "2022-08-23T14:45:28Z"},
        text(cid, "call_rs_41", rc, 163, 168, header=True)),
    inv("call_sh_42", cid, 1, "get_pod_metrics",
        {"pod": "shippingservice-7b598fc7d-lmggd", "start": "2022-08-23T14:40:28Z", "end": "2022-08-23T14:45:28Z"},
        text(cid, "call_sh_42", sh, 163, 168, header=True)),
    inv("call_dep_43", cid, 1, "get_service_dependency", {"app": "hipster"},
        text(cid, "call_dep_43", OB + "dependency.csv", 10, 16, header=True)),
]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "推荐服务延迟异常",
    "claims": [
        {"claim_id": "c1", "claim_type": "metric_finding",
         "claim_text": "recommendationservice-6cfdd55578-gfj6q 的服务端 P90 延迟在 14:44:28 达到 28 秒",
         "support_level": "direct",
         "evidence_bindings": [bind("call_rs_41", "get_pod_metrics", "1661265868,recommendationservice-6cfdd55578-gfj6q")]},
        {"claim_id": "c2", "claim_type": "metric_finding",
         "claim_text": "shippingservice-7b598fc7d-lmggd 的服务端 P90 延迟在 14:43:28 升到 25.71 秒",
         "support_level": "direct",
         "evidence_bindings": [bind("call_sh_42", "get_pod_metrics", "1661265808,shippingservice-7b598fc7d-lmggd")]},
        {"claim_id": "c3", "claim_type": "metric_finding",
         "claim_text": "recommendationservice 在 14:44:28 的客户端 P90 延迟为 26.8 秒",
         "support_level": "direct",
         "evidence_bindings": [bind("call_rs_41", "get_pod_metrics", "26.8,28,28.399999999999995")]},
        {"claim_id": "c4", "claim_type": "topology",
         "claim_text": "recommendationservice 依赖 productcatalogservice",
         "support_level": "direct",
         "evidence_bindings": [bind("call_dep_43", "get_service_dependency", "recommendationservice,productcatalogservice,1")]},
        {"claim_id": "c5", "claim_type": "recommendation",
         "claim_text": "建议继续检查 productcatalogservice 在 14:40 之后的 CPU",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "recommendationservice 在 14:44:28 的服务端 P90 达到 28 秒（c1）。建议顺着它的下游 productcatalogservice 继续查。",
}
ans = "以下是本次排查的结构化结果：\n" + dumps(contract, "indent")
add(cid, ["source:nezha_onlineboutique", "format:json_with_text", "class:entity_swap"],
    "14:44 推荐栏一直转圈，recommendationservice 和 shippingservice 哪个有问题？", ans, invs, "REJECT", [
        C("c1", "direct_evidence", "recommendationservice row 1661265868: PodServerLatencyP90(s)=28"),
        C("c2", "contradicted", "25.71 s is recommendationservice's value at 14:43:28; shippingservice's own row shows 0.0046 s"),
        C("c3", "direct_evidence", "PodClientLatencyP90(s)=26.8 at 14:44:28"),
        C("c4", "direct_evidence", "dependency row recommendationservice,productcatalogservice,1"),
        C("c5", "no_evidence", "recommendation, non-critical"),
    ], contract)

# ---------------------------------------------------------------- 009 paymentservice, failed metrics call
cid = "bU-009"
invs = [
    inv("call_pay_1", cid, 1, "get_pod_metrics",
        {"pod": "paymentservice-9cdb6588f-554sm", "start": "2022-08-23T14:20:28Z", "end": "2022-08-23T14:27:28Z"},
        None, ok=False, err="metrics backend timeout after 30s (paymentservice-9cdb6588f-554sm)"),
    inv("call_pay_2", cid, 1, "get_pod_metrics",
        {"pod": "checkoutservice-578fcf4766-9csqn", "start": "2022-08-23T14:20:28Z", "end": "2022-08-23T14:27:28Z"},
        text(cid, "call_pay_2", ck, 143, 150, header=True)),
]
ans = ("paymentservice 14:23 CPU 92% 左右, 基本打满了\n"
       "checkoutservice 那边 client P90 在 14:20~14:27 一直 < 200ms\n"
       "payment pod 这段时间没重启过\n"
       "下一步 retry 一下 payment 的 metrics 查询")
add(cid, ["source:nezha_onlineboutique", "format:nl_sloppy", "class:gap"],
    "paymentservice 14:22 那会儿有没有异常？支付偶发超时", ans, invs, "LOW_CONFID", [
        F("paymentservice 14:23 CPU 92% 左右, 基本打满了", "no_evidence", "the only paymentservice call failed (timeout)"),
        F("checkoutservice 那边 client P90 在 14:20~14:27 一直 < 200ms", "direct_evidence",
          "PodClientLatencyP90(s) 0.019-0.172 s in rows 14:20:28-14:27:28"),
        F("payment pod 这段时间没重启过", "no_evidence", "no successful output about paymentservice at all"),
    ])

# ---------------------------------------------------------------- 010 TrainTicket logs: misattribution + success/failure swap
cid = "bU-010"
invs = [inv("call_4c1e90", cid, 1, "query_logs",
            {"keyword": "6a82e0cd-c101-426a-97f9-dbb760829611", "expand_trace": True,
             "start": "2023-01-29T08:49:00Z", "end": "2023-01-29T08:50:00Z"},
            text(cid, "call_4c1e90", TTLOG, 612, 629, header=True))]
ans = ("16:49:34.794 ts-execute-service-775f544d9-zqvjb 在检票时报了 ERROR：ticket execute error: Order Status Wrong，"
       "订单号 6a82e0cd-c101-426a-97f9-dbb760829611。"
       "在这之前，ts-order-service-5b67c48447-mv5hb 按 ID 查询这笔订单成功返回了结果。"
       "ts-order-other-service-6cdbf9b4cc-h7mqk 也报了 ticket execute error: Order Status Wrong。"
       "16:49:54 的 collectTicket 请求中，ts-order-other-service 修改这笔订单成功。"
       "推测订单数据已经从主订单库迁到了 order-other 库。")
add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:misattribution", "class:status_wrong"],
    "订单 6a82e0cd-c101-426a-97f9-dbb760829611 检票一直失败，什么原因？", ans, invs, "REJECT", [
        F("16:49:34.794 ts-execute-service-775f544d9-zqvjb 在检票时报了 ERROR：ticket execute error: Order Status Wrong，订单号 6a82e0cd-c101-426a-97f9-dbb760829611",
          "direct_evidence", "ExecuteServiceImpl#69 ERROR line of ts-execute-service at 16:49:34.794"),
        F("在这之前，ts-order-service-5b67c48447-mv5hb 按 ID 查询这笔订单成功返回了结果", "contradicted",
          "its own line at 16:49:34.784 is WARN [Get Order By ID Fail][Order not found]"),
        F("ts-order-other-service-6cdbf9b4cc-h7mqk 也报了 ticket execute error: Order Status Wrong", "contradicted",
          "misattribution: only ts-execute-service logs it; order-other's own lines say Get Order By ID Success / Modify order Success"),
        F("16:49:54 的 collectTicket 请求中，ts-order-other-service 修改这笔订单成功", "direct_evidence",
          "trace 17b49473...: execute collectTicket and order-other [modifyOrder][Modify order Success] at 16:49:54.343"),
    ])

# ---------------------------------------------------------------- 011 TrainTicket logs JSON, Chinese paraphrases
cid = "bU-011"
lg = [tt_log(d) for d in rows(cid, "toolu_01Exe9K2", TTLOG, 638, 657)]
invs = [inv("toolu_01Exe9K2", cid, 1, "query_logs",
            {"pods": ["ts-execute-service", "ts-order-service", "ts-order-other-service"],
             "start": "2023-01-29T08:49:45Z", "end": "2023-01-29T08:50:00Z"},
            {"total": len(lg), "logs": lg})]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "检票失败均为 Order Status Wrong",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "ts-execute-service-775f544d9-zqvjb 在 16:49:57.367 报错：检票失败，订单状态不对，订单号 8fef43f8-31cb-40d4-ac06-2b90108fe1b6",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Exe9K2", "query_logs",
                                    "ticket execute error: Order Status Wrong][orderId: 8fef43f8-31cb-40d4-ac06-2b90108fe1b6]")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "同一订单 16:49:57.365 在 ts-order-service-5b67c48447-mv5hb 中按 ID 查询是成功的",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Exe9K2", "query_logs",
                                    "{\"level\": \"INFO\", \"pod\": \"ts-order-service-5b67c48447-mv5hb\", \"trace_id\": \"454856e525e3830b1cc32c5b2598c1c8\"}")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "16:49:50.566 ts-order-service 按 ID 找不到订单 6a82e0cd-c101-426a-97f9-dbb760829611，随后 16:49:50.576 ts-execute-service 报 Order Status Wrong",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Exe9K2", "query_logs",
                                    "[getOrderById][Get Order By ID Fail][Order not found][OrderId: 6a82e0cd-c101-426a-97f9-dbb760829611]")]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "ts-order-other-service-6cdbf9b4cc-h7mqk 在 16:49:50.574 按 ID 查到了订单 6a82e0cd-c101-426a-97f9-dbb760829611",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Exe9K2", "query_logs", "span_id=6071ca293910bf9e level=INFO")]},
    ],
    "recommended_actions": ["核对订单状态流转"],
    "user_facing_answer": "执行服务两次检票失败都是 Order Status Wrong（c1、c3）。建议核对这两笔订单的状态流转。",
}
ans = "下面是结构化的排查结论：\n" + dumps(contract, "raw")
add(cid, ["source:nezha_trainticket", "format:json_with_text", "class:paraphrase_zh", "class:excerpt_format",
          "class:faithful"],
    "执行服务 16:49 多次检票报错，帮我梳理一下", ans, invs, "PASS", [
        C("c1", "direct_evidence", "ExecuteServiceImpl#51 ERROR at 16:49:57.367 [ticket execute error: Order Status Wrong][orderId: 8fef43f8-...]"),
        C("c2", "direct_evidence", "order-service 16:49:57.365 [Get Order By ID Success][OrderId: 8fef43f8-...]; excerpt = JSON subset of that record"),
        C("c3", "direct_evidence", "WARN Order not found at 16:49:50.566 and execute ERROR at 16:49:50.576"),
        C("c4", "direct_evidence", "order-other 16:49:50.574 [Get Order By ID Success]; excerpt = k=v fields of the record"),
    ], contract)

# ---------------------------------------------------------------- 012 preserve IllegalStateException attributed to seat-service
cid = "bU-012"
lg = [tt_log(d) for d in rows(cid, "es-7d21", TTLOG, 95, 111)]
invs = [inv("es-7d21", cid, 1, "es_query",
            {"index": "ts-logs-2023.01.29", "query": {"term": {"trace_id": "f1c3dd7a644ef185a57e6a1023b6a91d"}}, "size": 50},
            {"took": 14, "timed_out": False,
             "hits": {"total": {"value": len(lg), "relation": "eq"},
                      "hits": [{"_index": "ts-logs-2023.01.29", "_source": x} for x in lg]}})]
contract = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "ts-preserve-service-b5ccf8557-j4txs 在 16:49:25.228 抛出 java.lang.IllegalStateException: No instances available for ts-seat-service",
         "support_level": "direct",
         "evidence_bindings": [bind("es-7d21", "es_query",
                                    "nested exception is java.lang.IllegalStateException: No instances available for ts-seat-service")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "ts-seat-service-5c95b49cff-tdsdz 在 16:49:25 同样抛出了 IllegalStateException",
         "support_level": "direct",
         "evidence_bindings": [bind("es-7d21", "es_query", "s.s.SeatServiceImpl#139")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "报错前 preserve 第 3 步检查余票的结果是 Tickets Enough",
         "support_level": "direct",
         "evidence_bindings": [bind("es-7d21", "es_query", "[preserve][Step 3][Check tickets num][Tickets Enough]")]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "同一请求里 ts-price-service-76846864d9-g465z 按路线 f3d4d4ef-693b-4456-8eed-59c0d717dd08 查询了两次价格",
         "support_level": "direct",
         "evidence_bindings": [bind("es-7d21", "es_query", "[findByRouteIdAndTrainType][Query price][RouteId: f3d4d4ef-693b-4456-8eed-59c0d717dd08")]},
    ],
    "user_facing_answer": "ts-preserve-service 在 16:49:25.228 报 No instances available for ts-seat-service（c1）。建议检查 ts-seat-service 在注册中心的实例状态。",
}
ans = "```json\n" + dumps(contract, "indent") + "\n```"
add(cid, ["source:nezha_trainticket", "format:json_fenced", "class:misattribution"],
    "订票接口 16:49:25 报 500，是哪个服务的问题？", ans, invs, "REJECT", [
        C("c1", "direct_evidence", "preserve-service ERROR dispatcherServlet line with that nested exception"),
        C("c2", "contradicted", "misattribution: seat-service's own lines are INFO getLeftTicketOfInterval; the exception is only in preserve-service"),
        C("c3", "direct_evidence", "PreserveServiceImpl#100 [Step 3][Check tickets num][Tickets Enough] at 16:49:25.176"),
        C("c4", "direct_evidence", "two price-service spans (10e9c4d9..., 2e985baa...) each log Query price for that route"),
    ], contract)

# ---------------------------------------------------------------- 013 food-service ERROR count, nested item shape
cid = "bU-013"
items = []
for d in rows(cid, "call_f00d5", TTLOG, 5, 25):
    items.append({"timestamp": d["Timestamp"], "pod": d["PodName"], "container": d["Container"], "node": d["Node"],
                  "trace": {"trace_id": d["TraceID"], "span_id": d["SpanID"]},
                  "log": json.loads(d["Log"])["log"].rstrip("\n")})
invs = [inv("call_f00d5", cid, 1, "search_pod_logs",
            {"namespace": "train-ticket", "text": "D1345", "since": "2023-01-29T08:48:40Z", "until": "2023-01-29T08:48:50Z"},
            {"count": len(items), "items": items})]
ans = ("- ts-food-service-f5756978c-k8vqf 在这段日志里共有 2 条 ERROR，时间是 16:48:42.468 和 16:48:46.946\n"
       "- 两条错误内容相同：获取食品请求失败，foodStoresListResult 为空，tripId 为 D1345\n"
       "- 两条 ERROR 相隔约 4.5 秒\n"
       "- 每次报错前，同一个 span 里都先打印了 Get Train Food List!\n"
       "- ts-station-food-service-dc4d75dd-fw6ft 在这两次请求里只有 INFO 日志\n"
       "- 可能是站点餐饮数据为空，也不排除 ts-station-food-service 返回了空列表")
add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:quantity", "class:paraphrase_zh",
          "class:hedged_distractor"],
    "食品服务 getAllFood 报错多吗？行程 D1345 订餐失败", ans, invs, "PASS", [
        F("ts-food-service-f5756978c-k8vqf 在这段日志里共有 2 条 ERROR，时间是 16:48:42.468 和 16:48:46.946", "direct_evidence",
          "exactly two ERROR items of that pod, FoodServiceImpl#302 at 16:48:42.468 and 16:48:46.946"),
        F("两条错误内容相同：获取食品请求失败，foodStoresListResult 为空，tripId 为 D1345", "direct_evidence",
          "[Get the Get Food Request Failed!][foodStoresListResult is null][... tripId: D1345] in both"),
        F("两条 ERROR 相隔约 4.5 秒", "direct_evidence", "16:48:46.946 - 16:48:42.468 = 4.478 s"),
        F("每次报错前，同一个 span 里都先打印了 Get Train Food List!", "direct_evidence",
          "spans 82c5151c... and a69c9be7... log [Get Train Food List!] before the ERROR"),
        F("ts-station-food-service-dc4d75dd-fw6ft 在这两次请求里只有 INFO 日志", "direct_evidence",
          "its two items (16:48:42.451, 16:48:46.936) are INFO"),
    ])

# ---------------------------------------------------------------- 014 verification-code: a true denial
cid = "bU-014"
lg = [tt_log(d) for d in rows(cid, "call_vc_3310", TTLOG, 2391, 2405)]
invs = [inv("call_vc_3310", cid, 1, "query_logs",
            {"pods": ["ts-verification-code-service", "ts-auth-service"], "start": "2023-01-29T08:49:25Z",
             "end": "2023-01-29T08:49:58Z"},
            {"total": len(lg), "logs": lg})]
ans = ("ts-verification-code-service-7b6dc75c45-2z9p2 在这段时间没有 ERROR 日志。"
       "它有 3 条 WARN，内容都是 [verifyCode][Verify code start]。"
       "三次校验的结果都是 verify result: false。"
       "收到的验证码都是 1234。"
       "ts-auth-service-7f8d7d756d-k7b9j 在 16:49:25.212 成功生成了 token。"
       "建议确认前端传入的 cookieId 与生成验证码时是否一致。")
add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:negation", "class:faithful"],
    "登录时验证码老是校验失败，verification-code-service 有报错吗？", ans, invs, "PASS", [
        F("ts-verification-code-service-7b6dc75c45-2z9p2 在这段时间没有 ERROR 日志", "direct_evidence",
          "true denial: its 12 records are INFO or WARN only"),
        F("它有 3 条 WARN，内容都是 [verifyCode][Verify code start]", "direct_evidence",
          "WARN at 16:49:25.059, 16:49:56.447, 16:49:57.466"),
        F("三次校验的结果都是 verify result: false", "direct_evidence", "three VerifyCodeController#54 [verify result: false] lines"),
        F("收到的验证码都是 1234", "direct_evidence", "three [receivedCode: 1234] lines"),
        F("ts-auth-service-7f8d7d756d-k7b9j 在 16:49:25.212 成功生成了 token", "direct_evidence",
          "TokenServiceImpl#95 [getToken][success][USER TOKEN: ...] at 16:49:25.212"),
    ])

# ---------------------------------------------------------------- 015 inside-payment: log + span of the same request
cid = "bU-015"
sp = [span(d) for d in rows(cid, "toolu_02PayTrace", TT29, 724, 735)]
invs = [
    inv("toolu_01PayLog", cid, 1, "query_logs",
        {"trace_id": "693f361289b8717c712f6a6d9d0fb008", "format": "raw"},
        text(cid, "toolu_01PayLog", TTLOG, 26, 30, header=True)),
    inv("toolu_02PayTrace", cid, 1, "get_trace", {"trace_id": "693f361289b8717c712f6a6d9d0fb008"},
        {"trace_id": "693f361289b8717c712f6a6d9d0fb008", "span_count": len(sp), "spans": sp}),
]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "支付被拒：订单状态不允许支付",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "ts-inside-payment-service-6f94c49ccd-4rdb2 在 16:50:08.261 记录 WARN：订单状态不允许支付",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01PayLog", "query_logs", "[Inside Payment Service.pay][Order status Not allowed to Pay]")]},
        {"claim_id": "c2", "claim_type": "trace_finding",
         "claim_text": "该请求中 InsidePaymentController.pay 耗时约 20.8 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_02PayTrace", "get_trace",
                                    "{\"span_id\": \"ea45beaf35dc6388\", \"operation\": \"InsidePaymentController.pay\"}")]},
        {"claim_id": "c3", "claim_type": "trace_finding",
         "claim_text": "ts-inside-payment-service 通过 HTTP GET 调用了 ts-order-other-service 的 /api/v1/orderOtherService/orderOther/{orderId}，下游耗时约 5.1 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_02PayTrace", "get_trace",
                                    "span_id=f5500a18c1d37058 pod=ts-order-other-service-6cdbf9b4cc-h7mqk")]},
        {"claim_id": "c4", "claim_type": "trace_finding",
         "claim_text": "整个请求在网关根 span 上耗时 55.2 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_02PayTrace", "get_trace", "{\"parent_id\": \"root\", \"duration_us\": 55167}")]},
    ],
    "recommended_actions": ["核对订单当前状态"],
    "user_facing_answer": "支付请求被 ts-inside-payment-service 以订单状态不允许支付为由拒绝（c1）。建议先核对订单当前状态再重试。",
}
add(cid, ["source:nezha_trainticket", "format:json_indented", "class:excerpt_format", "class:faithful"],
    "16:50 左右有用户支付失败，trace 693f361289b8717c712f6a6d9d0fb008，帮忙看下", dumps(contract, "indent"), invs, "PASS", [
        C("c1", "direct_evidence", "WARN i.s.InsidePaymentServiceImpl#71 at 16:50:08.261 [Order status Not allowed to Pay]"),
        C("c2", "direct_evidence", "span ea45beaf35dc6388 duration 20812 us; excerpt = JSON subset of the span"),
        C("c3", "direct_evidence", "span f5500a18... (order-other endpoint) child of inside-payment HTTP GET ecaf5f75...; 5055 us"),
        C("c4", "direct_evidence", "root span fde325fd... duration 55167 us"),
    ], contract)

# ---------------------------------------------------------------- 016 no-hit + order-service WARNs, unsupported cause
cid = "bU-016"
lg = [tt_log(d) for d in rows(cid, "call_q2_b7", TTLOG, 998, 1012)]
invs = [
    inv("call_q1_b7", cid, 1, "query_logs",
        {"pod": "ts-seat-service-5c95b49cff-tdsdz", "level": "ERROR", "start": "2023-01-29T08:49:00Z", "end": "2023-01-29T08:50:00Z"},
        {"total": 0, "logs": []}),
    inv("call_q2_b7", cid, 1, "query_logs", {"trace_id": "344a4b286a91538ec29673b6a90c7a77"},
        {"total": len(lg), "logs": lg}),
]
ans = ("## 排查结果\n"
       "ts-seat-service-5c95b49cff-tdsdz 在 16:49 这一分钟没有任何 ERROR。\n"
       "ts-order-service-5b67c48447-mv5hb 在 16:49:16 连续打出 6 条 WARN：Left ticket info is empty。\n"
       "涉及的车次是 G1234、G1236 和 G1237。\n\n"
       "## 原因\n余票信息为空是因为 seat 服务的缓存刚被清空。\n\n"
       "## 下一步\n建议拉一下 seat 服务 16:49 前后的 INFO 日志。")
add(cid, ["source:nezha_trainticket", "format:nl_headings", "class:gap", "class:negation", "class:unsupported_cause"],
    "查余票时提示余票信息为空，是不是 seat 服务报错了？", ans, invs, "LOW_CONFID", [
        F("ts-seat-service-5c95b49cff-tdsdz 在 16:49 这一分钟没有任何 ERROR", "no_evidence",
          "only the ERROR query for that pod speaks to it, and it was a no-hit; no successful output has seat-service records"),
        F("ts-order-service-5b67c48447-mv5hb 在 16:49:16 连续打出 6 条 WARN：Left ticket info is empty", "direct_evidence",
          "six OrderServiceImpl#68 WARN lines 16:49:16.707-16:49:16.839"),
        F("涉及的车次是 G1234、G1236 和 G1237", "direct_evidence", "train number G1234 / G1236 / G1237 in those WARN lines"),
        F("余票信息为空是因为 seat 服务的缓存刚被清空", "no_evidence", "no output mentions any cache being cleared"),
    ])

# ---------------------------------------------------------------- 017 logs + spans of trace 898fbabd, caller/callee reversed
cid = "bU-017"
sp = [span(d) for d in rows(cid, "inv-7f3b", TT29, 2, 20)]
invs = [
    inv("inv-7f3a", cid, 1, "query_logs", {"trace_id": "898fbabdd1894463575af052c4cd7982", "format": "raw"},
        text(cid, "inv-7f3a", TTLOG, 630, 637, header=True)),
    inv("inv-7f3b", cid, 1, "query_traces", {"trace_id": "898fbabdd1894463575af052c4cd7982"},
        {"traces": [{"trace_id": "898fbabdd1894463575af052c4cd7982", "spans": sp}]}),
]
ans = ("## 链路\n"
       "ts-gateway-service-6f6cfc45b-h5m2n 把请求转给了 ts-execute-service-775f544d9-zqvjb 的 /api/v1/executeservice/execute/execute/{orderId}。\n"
       "ts-order-other-service-6cdbf9b4cc-h7mqk 调用了 ts-execute-service 的 executeTicket。\n"
       "ts-order-service 的 /api/v1/orderservice/order/{orderId} 接口耗时约 4.9 ms。\n\n"
       "## 日志\n"
       "16:49:19.233 ts-order-service-5b67c48447-mv5hb 记录了 Order not found，订单号 97a93b5e-acbd-4902-a606-ff6d6c9e1eee。\n"
       "16:49:19.244 ts-execute-service-775f544d9-zqvjb 报 ticket execute error: Order Status Wrong。\n\n"
       "## 建议\n建议核对该订单在 order-other 库中的状态。")
add(cid, ["source:nezha_trainticket", "format:nl_headings", "class:entity_swap", "class:roles"],
    "trace 898fbabdd1894463575af052c4cd7982 检票失败，调用链是怎样的？", ans, invs, "REJECT", [
        F("ts-gateway-service-6f6cfc45b-h5m2n 把请求转给了 ts-execute-service-775f544d9-zqvjb 的 /api/v1/executeservice/execute/execute/{orderId}",
          "direct_evidence", "execute span 2d1d6503... is a child of gateway HTTP GET 5751c1b1..."),
        F("ts-order-other-service-6cdbf9b4cc-h7mqk 调用了 ts-execute-service 的 executeTicket", "contradicted",
          "reversed: execute HTTP GET a5f8f719... is the parent of the order-other span 64fbd1c4..."),
        F("ts-order-service 的 /api/v1/orderservice/order/{orderId} 接口耗时约 4.9 ms", "direct_evidence", "span b7d1e7c8... 4891 us"),
        F("16:49:19.233 ts-order-service-5b67c48447-mv5hb 记录了 Order not found，订单号 97a93b5e-acbd-4902-a606-ff6d6c9e1eee",
          "direct_evidence", "WARN OrderServiceImpl#361 at 16:49:19.233"),
        F("16:49:19.244 ts-execute-service-775f544d9-zqvjb 报 ticket execute error: Order Status Wrong", "direct_evidence",
          "ERROR ExecuteServiceImpl#69 at 16:49:19.244"),
    ])

# ---------------------------------------------------------------- 018 span durations (us -> ms)
cid = "bU-018"
sp = [span(d) for d in rows(cid, "call_tr_5591", TT30, 65, 76)]
invs = [inv("call_tr_5591", cid, 1, "get_trace", {"trace_id": "8a11d445b818c83a5f19f95e78495c4a"},
            {"trace_id": "8a11d445b818c83a5f19f95e78495c4a", "spans": sp})]
ans = ("这条支付请求在网关根 span 上的总耗时是 33.7 ms。"
       "ts-inside-payment-service-6f94c49ccd-t4k6c 的 InsidePaymentController.pay 占了约 19.2 ms。"
       "它向 ts-order-service-5b67c48447-fj8b7 发起的 HTTP GET 耗时 11.1 ms。"
       "订单服务端的 OrderController.getOrderById 只用了 3.9 ms。"
       "最底层的 SELECT ts.orders 只有 566 µs。"
       "推测慢的部分主要在 inside-payment 自身，可能在等锁。")
add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:quantity", "class:faithful"],
    "支付接口偶尔要 30 多毫秒，trace 8a11d445b818c83a5f19f95e78495c4a 时间花在哪了？", ans, invs, "PASS", [
        F("这条支付请求在网关根 span 上的总耗时是 33.7 ms", "direct_evidence", "root span 5736e67b... 33696 us"),
        F("ts-inside-payment-service-6f94c49ccd-t4k6c 的 InsidePaymentController.pay 占了约 19.2 ms", "direct_evidence",
          "span 59a2743c... 19186 us"),
        F("它向 ts-order-service-5b67c48447-fj8b7 发起的 HTTP GET 耗时 11.1 ms", "direct_evidence",
          "inside-payment HTTP GET abc8cfdf... 11096 us, whose child is the order-service endpoint span"),
        F("订单服务端的 OrderController.getOrderById 只用了 3.9 ms", "direct_evidence", "span f2160f37... 3859 us"),
        F("最底层的 SELECT ts.orders 只有 566 µs", "direct_evidence", "span be1e29ad... 566 us"),
    ])

# ---------------------------------------------------------------- 019 Jaeger-shaped trace, wrong duration
cid = "bU-019"
jsp = []
for d in rows(cid, "toolu_01Auth4Lg", TT30, 108, 122):
    refs = [] if d["ParentID"] == "root" else [{"refType": "CHILD_OF", "spanID": d["ParentID"]}]
    jsp.append({"spanID": d["SpanID"], "operationName": d["OperationName"], "references": refs,
                "startTime": int(d["StartTimeUnixNano"]) // 1000, "duration": int(d["Duration"]),
                "process": {"serviceName": d["PodName"]}})
invs = [inv("toolu_01Auth4Lg", cid, 1, "jaeger_get_trace", {"traceID": "f3549728d0ded19839fa5d9cdf45b579"},
            {"data": [{"traceID": "f3549728d0ded19839fa5d9cdf45b579", "spans": jsp}]})]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "登录慢在 auth 服务的 getToken",
    "claims": [
        {"claim_id": "c1", "claim_type": "trace_finding",
         "claim_text": "登录请求 /api/v1/users/login 在 ts-auth-service-7f8d7d756d-kzp47 上耗时 168.2 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Auth4Lg", "jaeger_get_trace",
                                    "{\"spanID\": \"4c9adb209c91bb05\", \"operationName\": \"/api/v1/users/login\"}")]},
        {"claim_id": "c2", "claim_type": "trace_finding",
         "claim_text": "UserController.getToken 耗时 165.3 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Auth4Lg", "jaeger_get_trace", "{\"spanID\": \"76f7af053f67b5e1\", \"duration\": 165315}")]},
        {"claim_id": "c3", "claim_type": "trace_finding",
         "claim_text": "ts-verification-code-service-7b6dc75c45-r66rb 的 VerifyCodeController.verifyCode 耗时 75 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Auth4Lg", "jaeger_get_trace", "{\"spanID\": \"c87cd46227ab942d\"}")]},
        {"claim_id": "c4", "claim_type": "trace_finding",
         "claim_text": "auth 服务两次查询 ts.auth_user 分别耗时 529 µs 和 491 µs",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Auth4Lg", "jaeger_get_trace", "{\"operationName\": \"SELECT ts.auth_user\", \"duration\": 529}")]},
        {"claim_id": "c5", "claim_type": "trace_finding",
         "claim_text": "ts-auth-service 通过 HTTP GET 调用了 ts-verification-code-service 的 /api/v1/verifycode/verify/{verifyCode}",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Auth4Lg", "jaeger_get_trace", "{\"spanID\": \"133561f34ee250d0\"}")]},
    ],
    "user_facing_answer": "UserController.getToken 一项就耗时 165.3 ms（c2）。建议对 getToken 做一次 profiling。",
}
add(cid, ["source:nezha_trainticket", "format:json_raw", "class:value_wrong"],
    "登录接口 11:39:26 左右很慢，trace f3549728d0ded19839fa5d9cdf45b579 帮忙分析", dumps(contract, "raw"), invs, "REJECT", [
        C("c1", "direct_evidence", "span 4c9adb20... duration 168206 us"),
        C("c2", "direct_evidence", "span 76f7af05... duration 165315 us"),
        C("c3", "contradicted", "span c87cd462... VerifyCodeController.verifyCode lasts 2089 us (2.1 ms), not 75 ms"),
        C("c4", "direct_evidence", "two SELECT ts.auth_user spans: 529 us and 491 us"),
        C("c5", "direct_evidence", "verification endpoint span 133561f3... is a child of auth HTTP GET 62cf4e9a..."),
    ], contract)

# ---------------------------------------------------------------- 020 login span, a time that no record has
cid = "bU-020"
sp = [span(d) for d in rows(cid, "call_0x5e1", TT30, 561, 575)]
invs = [inv("call_0x5e1", cid, 1, "query_traces", {"trace_id": "431e99d610138eebdf3172c114183a62"},
            {"trace": {"id": "431e99d610138eebdf3172c114183a62", "span_count": len(sp), "spans": sp}})]
ans = ("**开始时间**：这次登录请求在 2023-01-30 11:39:31（UTC）进入网关。\n"
       "**总耗时**：网关根 span 用了约 404.6 ms。\n"
       "**验证码**：ts-auth-service 调验证码服务的 HTTP GET 花了 77.8 ms，但验证码服务端只处理了 8.3 ms。\n"
       "**数据库**：两次 UserRepository.findByUsername 分别用了 2.7 ms 和 0.9 ms。\n"
       "**复现**：11:41:05 又出现了一次同样的慢登录。\n"
       "**建议**：可以查一下 auth 到 verification-code 之间的网络。")
add(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:time_wrong", "class:quantity"],
    "用户说 11:39 登录转了快半秒，trace 431e99d610138eebdf3172c114183a62", ans, invs, "LOW_CONFID", [
        F("这次登录请求在 2023-01-30 11:39:31（UTC）进入网关", "direct_evidence",
          "root span start 1675078771201000000 = 2023-01-30T11:39:31.201Z"),
        F("网关根 span 用了约 404.6 ms", "direct_evidence", "root span daa31752... 404598 us"),
        F("ts-auth-service 调验证码服务的 HTTP GET 花了 77.8 ms，但验证码服务端只处理了 8.3 ms", "direct_evidence",
          "auth HTTP GET 82f8b241... 77793 us; verification endpoint span fbb68971... 8292 us"),
        F("两次 UserRepository.findByUsername 分别用了 2.7 ms 和 0.9 ms", "direct_evidence", "2665 us and 908 us"),
        F("11:41:05 又出现了一次同样的慢登录", "no_evidence", "no span at 11:41:05; the only trace starts 11:39:31"),
    ])

# ---------------------------------------------------------------- 021 two traces of trips/left compared
cid = "bU-021"
s1 = [span(d) for d in rows(cid, "call_trv_1", TT30, 2807, 2816)]
s2 = [span(d) for d in rows(cid, "call_trv_2", TT30, 4577, 4586)]
invs = [
    inv("call_trv_1", cid, 1, "get_trace", {"trace_id": "c0ed02ef4a7979d76c2d617314c198b0"},
        {"trace_id": "c0ed02ef4a7979d76c2d617314c198b0", "spans": s1}),
    inv("call_trv_2", cid, 1, "get_trace", {"trace_id": "335c5007cb7da2d13aa98856e8dcae2f"},
        {"trace_id": "335c5007cb7da2d13aa98856e8dcae2f", "spans": s2}),
]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "第二次余票查询慢在 SELECT ts.trip",
    "claims": [
        {"claim_id": "c1", "claim_type": "trace_finding",
         "claim_text": "trace c0ed02ef4a7979d76c2d617314c198b0 中 /api/v1/travelservice/trips/left 在 ts-travel-service-64469b5b48-5rjvb 上耗时 24.8 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("call_trv_1", "get_trace",
                                    "{\"operation\": \"/api/v1/travelservice/trips/left\", \"duration_us\": 24794}")]},
        {"claim_id": "c2", "claim_type": "trace_finding",
         "claim_text": "trace 335c5007cb7da2d13aa98856e8dcae2f 中同一接口耗时 37.4 ms，比前一次慢约 12.6 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("call_trv_2", "get_trace", "span_id=3e48c09528410fde duration_us=37414")]},
        {"claim_id": "c3", "claim_type": "trace_finding",
         "claim_text": "后一次的 SELECT ts.trip 耗时 15.3 ms，前一次只有 0.96 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("call_trv_2", "get_trace", "{\"span_id\": \"fe33b6192e0202c4\", \"duration_us\": 15271}"),
                               bind("call_trv_1", "get_trace", "{\"span_id\": \"90c416a167055cb9\", \"duration_us\": 961}")]},
        {"claim_id": "c4", "claim_type": "trace_finding",
         "claim_text": "两次请求里都出现了 BasicErrorController.error span",
         "support_level": "direct",
         "evidence_bindings": [bind("call_trv_1", "get_trace", "{\"operation\": \"BasicErrorController.error\"}"),
                               bind("call_trv_2", "get_trace", "{\"operation\": \"BasicErrorController.error\"}")]},
    ],
    "user_facing_answer": "后一次余票查询比前一次慢约 12.6 ms（c2），其中 SELECT ts.trip 从 0.96 ms 变成了 15.3 ms（c3）。建议检查 trip 表的索引。",
}
ans = dumps(contract, "indent") + "\n如果需要，我可以再拉一下 travel 库的慢查询日志。"
add(cid, ["source:nezha_trainticket", "format:json_with_text", "class:excerpt_format", "class:faithful", "class:quantity"],
    "travel 的余票查询忽快忽慢，对比一下这两个 trace", ans, invs, "PASS", [
        C("c1", "direct_evidence", "span bafa6623... 24794 us in trace c0ed02ef..."),
        C("c2", "direct_evidence", "span 3e48c095... 37414 us; 37414 - 24794 = 12620 us"),
        C("c3", "direct_evidence", "SELECT ts.trip 15271 us (fe33b619...) vs 961 us (90c416a1...)"),
        C("c4", "direct_evidence", "spans 0d49485e... and d7f7dcee... are BasicErrorController.error"),
    ], contract)

# ---------------------------------------------------------------- 022 raw span CSV, unsupported manual action
cid = "bU-022"
invs = [inv("call_sp_csv", cid, 1, "export_spans", {"trace_id": "842a24b1d647aa39c75e62a0393a59ab", "format": "csv"},
            text(cid, "call_sp_csv", TT30, 538, 560, header=True))]
ans = ("ts-execute-service-775f544d9-tmwcv 先 GET 了订单, 再调 /api/v1/orderservice/order/status/{orderId}/{status} 改状态\n"
       "UPDATE ts.orders 大概 2.3ms\n"
       "OrderRepository.save 3.85ms\n"
       "gateway 根 span 总共 35ms 左右\n"
       "当时有人手动改过这笔订单的状态\n"
       "下一步查下 order 表的 binlog")
add(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:unsupported_cause", "class:quantity"],
    "取票（collected）接口把订单状态改乱了？trace 842a24b1d647aa39c75e62a0393a59ab", ans, invs, "LOW_CONFID", [
        F("ts-execute-service-775f544d9-tmwcv 先 GET 了订单, 再调 /api/v1/orderservice/order/status/{orderId}/{status} 改状态",
          "direct_evidence", "HTTP GET 3fb68102... (start ...505414594) -> order/{orderId}; HTTP GET 708b2398... (start ...514997622) -> order/status endpoint"),
        F("UPDATE ts.orders 大概 2.3ms", "direct_evidence", "span 43e04267... Duration 2312 (us; end-start = 2.312 ms)"),
        F("OrderRepository.save 3.85ms", "direct_evidence", "span 8d46108c... Duration 3850 us"),
        F("gateway 根 span 总共 35ms 左右", "direct_evidence", "root span f124c63b... 35093 us"),
        F("当时有人手动改过这笔订单的状态", "no_evidence", "no output mentions any manual change"),
    ])

# ---------------------------------------------------------------- 023 food trace, a pod name one character off
cid = "bU-023"
sp = [span(d) for d in rows(cid, "call_food_tr", TT30, 32, 64)]
invs = [inv("call_food_tr", cid, 1, "get_trace", {"trace_id": "64dee7b187946abaf04c1649c7972b22"},
            {"trace_id": "64dee7b187946abaf04c1649c7972b22", "spans": sp})]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "getAllFood 的耗时主要在下游调用",
    "claims": [
        {"claim_id": "c1", "claim_type": "trace_finding",
         "claim_text": "FoodController.getAllFood 在 ts-food-service-f5756978c-6sb8t 上耗时 42.0 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("call_food_tr", "get_trace", "{\"span_id\": \"dde84129d5661314\", \"duration_us\": 41989}")]},
        {"claim_id": "c2", "claim_type": "trace_finding",
         "claim_text": "FoodController.getAllFood 的三个下游调用里最慢的是调 ts-travel-service 的 HTTP GET，耗时 16.2 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("call_food_tr", "get_trace", "{\"span_id\": \"f3c87821c1a609c4\", \"duration_us\": 16208}")]},
        {"claim_id": "c3", "claim_type": "trace_finding",
         "claim_text": "ts-station-food-service-dc4d75dd-k65k3 的 StationFoodController.getFoodStoresByStationNames 耗时 7.4 ms",
         "support_level": "direct",
         "evidence_bindings": [bind("call_food_tr", "get_trace", "{\"operation\": \"StationFoodController.getFoodStoresByStationNames\"}")]},
        {"claim_id": "c4", "claim_type": "trace_finding",
         "claim_text": "ts-travel-service 又调用了 ts-route-service-b6c59fb57-dz9bw 查询路线",
         "support_level": "direct",
         "evidence_bindings": [bind("call_food_tr", "get_trace", "{\"span_id\": \"e17d8b4c18438579\", \"parent_id\": \"baf81892ea26702c\"}")]},
        {"claim_id": "c5", "claim_type": "next_step",
         "claim_text": "下一步对比 travel 服务 getRouteByTripId 的历史耗时",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "getAllFood 本次 42.0 ms（c1），下游最慢的是 travel 调用 16.2 ms（c2）。下一步可以对比 travel 服务的历史耗时。",
}
add(cid, ["source:nezha_trainticket", "format:json_indented", "class:fabricated_id"],
    "订餐页面加载要 40 多毫秒，trace 64dee7b187946abaf04c1649c7972b22 哪一步最慢？", dumps(contract, "indent"), invs, "REJECT", [
        C("c1", "direct_evidence", "span dde84129... 41989 us"),
        C("c2", "direct_evidence", "children HTTP GET 7407 us (train-food), HTTP GET 16208 us (travel), HTTP POST 12348 us (station-food)"),
        C("c3", "contradicted", "pod ts-station-food-service-dc4d75dd-k65k3 appears nowhere; the real pod is ...-k65k2 (one character off)"),
        C("c4", "direct_evidence", "route endpoint span e17d8b4c... is a child of travel HTTP GET baf81892..."),
        C("c5", "no_evidence", "next_step, non-critical"),
    ], contract)

# ---------------------------------------------------------------- 024 execute trace + knowledge (one chunk deduped)
cid = "bU-024"
sp = [span(d) for d in rows(cid, "call_t1_exe", TT30, 89, 107)]
chunk_a = {"chunk_id": "kb-exe-02", "source_doc": "design/execute-service.md", "retrieval_layer": "design_doc",
           "relevance": "high",
           "content": "执行服务 executeTicket 先向 ts-order-service 查询订单；主订单库查不到时才会去 ts-order-other-service 查询。"}
chunk_b = {"chunk_id": "kb-oo-07", "source_doc": "incidents/2022-11-orders-other-index.md", "retrieval_layer": "past_incident",
           "relevance": "medium",
           "content": "orders_other 表缺少 order_id 索引时，单次按 ID 查询会超过 50 ms。"}
invs = [
    inv("call_k1_exe", cid, 1, "lookup_knowledge", {"query": "execute service 检票 流程"},
        {"query": "execute service 检票 流程", "chunks": [dict(chunk_a, deduped=False)]}),
    inv("call_t1_exe", cid, 1, "get_trace", {"trace_id": "0be1b620f97353530f2d633ffc270fea"},
        {"trace_id": "0be1b620f97353530f2d633ffc270fea", "spans": sp}),
    inv("call_k2_exe", cid, 2, "lookup_knowledge", {"query": "orders_other 查询慢 索引"},
        {"query": "orders_other 查询慢 索引", "chunks": [dict(chunk_a, deduped=True), dict(chunk_b, deduped=True)]}),
]
ans = ("ts-execute-service-775f544d9-tmwcv 在 executeTicket 里先调用了 ts-order-service-5b67c48447-fj8b7，约 9 ms 后又调用了 ts-order-other-service-6cdbf9b4cc-swvb5。"
       "order-other 那次查询里 SELECT ts.orders_other 只用了 417 µs。"
       "整个请求耗时 25.3 ms。"
       "按执行服务的设计文档，主订单库查不到时才会去 order-other 查询。"
       "orders_other 表缺索引时按 ID 查询会超过 50 ms。"
       "可能还要结合执行服务本身的日志再看。")
add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:gap", "class:runbook_only", "class:hedged_distractor"],
    "检票接口 execute 有时候慢，trace 0be1b620f97353530f2d633ffc270fea 是不是卡在查订单上？", ans, invs, "LOW_CONFID", [
        F("ts-execute-service-775f544d9-tmwcv 在 executeTicket 里先调用了 ts-order-service-5b67c48447-fj8b7，约 9 ms 后又调用了 ts-order-other-service-6cdbf9b4cc-swvb5",
          "direct_evidence", "HTTP GET 6c4e2451... starts ...054379450 (-> order-service), HTTP GET 22b0dafa... starts ...063654787 (-> order-other): 9.3 ms later"),
        F("order-other 那次查询里 SELECT ts.orders_other 只用了 417 µs", "direct_evidence", "span f39c4bb8... 417 us"),
        F("整个请求耗时 25.3 ms", "direct_evidence", "root span 04003c5c... 25278 us"),
        F("按执行服务的设计文档，主订单库查不到时才会去 order-other 查询", "indirect_support",
          "only the design-doc knowledge chunk kb-exe-02 (returned non-deduped in round 1)"),
        F("orders_other 表缺索引时按 ID 查询会超过 50 ms", "no_evidence", "only in chunk kb-oo-07, which is marked deduped"),
    ])

# ---------------------------------------------------------------- 025 malformed contract: order-other success turned into failure
cid = "bU-025"
sp = [span(d) for d in rows(cid, "call_29c0_tr", TT29, 1254, 1272)]
invs = [
    inv("call_29c0_log", cid, 1, "query_logs", {"trace_id": "29c0e175d50fb7583f28e6ab9f0b217b", "format": "raw"},
        text(cid, "call_29c0_log", TTLOG, 650, 657, header=True)),
    inv("call_29c0_tr", cid, 1, "get_trace", {"trace_id": "29c0e175d50fb7583f28e6ab9f0b217b"},
        {"trace_id": "29c0e175d50fb7583f28e6ab9f0b217b", "spans": sp}),
]
ans = """{
  "answer_version": "1.0",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "16:49:50.576 ts-execute-service-775f544d9-zqvjb 报 ticket execute error: Order Status Wrong",
     "support_level": "direct",
     "evidence_bindings": [{"source_invocation_ids": ["call_29c0_log"], "evidence_excerpt": "e.s.ExecuteServiceImpl#69"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "ts-order-other-service-6cdbf9b4cc-h7mqk 在 16:49:50.574 查询订单 6a82e0cd-c101-426a-97f9-dbb760829611 失败",
     "support_level": "direct",
     "evidence_bindings": [{"source_invocation_ids": ["call_29c0_log"], "evidence_excerpt": "o.s.OrderOtherServiceImpl#384"}]},
    {"claim_id": "c3", "claim_type": "trace_finding",
     "claim_text": "执行服务调用 order-other 的 /api/v1/orderOtherService/orderOther/{orderId} 接口耗时 4.5 ms",
     "support_level": "direct",
     "evidence_bindings": [{"source_invocation_ids": ["call_29c0_tr"], "evidence_excerpt": "92ec659943b25431"}]},
    {"claim_id": "c4", "claim_type": "trace_finding",
     "claim_text": "整条链路在网关根 span 上耗时 27.3 ms",
     "support_level": "direct",
     "evidence_bindings": [{"source_invocation_ids": ["call_29c0_tr"], "evidence_excerpt": "90097e6addb0c381"}]},
  ],
  "user_facing_answer": "建议核对订单 6a82e0cd-c101-426a-97f9-dbb760829611 在两个订单库里的状态。"
}"""
add(cid, ["source:nezha_trainticket", "format:json_malformed", "class:status_wrong", "class:paraphrase_zh"],
    "订单 6a82e0cd-c101-426a-97f9-dbb760829611 16:49:50 又检票失败了，trace 29c0e175d50fb7583f28e6ab9f0b217b", ans, invs,
    "REJECT", [
        F("16:49:50.576 ts-execute-service-775f544d9-zqvjb 报 ticket execute error: Order Status Wrong", "direct_evidence",
          "ERROR ExecuteServiceImpl#69 at 16:49:50.576"),
        F("ts-order-other-service-6cdbf9b4cc-h7mqk 在 16:49:50.574 查询订单 6a82e0cd-c101-426a-97f9-dbb760829611 失败", "contradicted",
          "its line at 16:49:50.574 says [Get Order By ID Success] for that order"),
        F("执行服务调用 order-other 的 /api/v1/orderOtherService/orderOther/{orderId} 接口耗时 4.5 ms", "direct_evidence",
          "endpoint span 92ec6599... 4541 us, child of execute HTTP GET 1653f122..."),
        F("整条链路在网关根 span 上耗时 27.3 ms", "direct_evidence", "root span 90097e6a... 27288 us"),
    ])

# ================================================================ Loghub
OS = "loghub/OpenStack/OpenStack_2k.log"
BG = "loghub/BGL/BGL_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
HD = "loghub/Hadoop/Hadoop_2k.log"
SP = "loghub/Spark/Spark_2k.log"
SS = "loghub/OpenSSH/OpenSSH_2k.log"
HF = "loghub/HDFS/HDFS_2k.log"

# ---------------------------------------------------------------- 026 OpenStack power-state warning, paraphrases
cid = "bU-026"
invs = [inv("call_nova_0941", cid, 1, "query_logs",
            {"host": "cp-1.slowvm1", "files": ["nova-api.log", "nova-compute.log"],
             "start": "2017-05-16 00:09:38", "end": "2017-05-16 00:09:47"},
            text(cid, "call_nova_0941", OS, 1290, 1310))]
ans = ("00:09:41.850 nova.compute.manager 报了一条 WARNING：同步实例电源状态时，数据库里有 1 个实例，而 hypervisor 上是 0 个。"
       "实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43.328 启动，00:09:43.389 进入暂停状态。"
       "00:09:43.627 同步电源状态时发现它还有一个 spawning 的待处理任务，于是跳过了。"
       "这段时间 nova-api 的 11 次 GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail 请求都返回 200。"
       "镜像缓存检查显示基础镜像 a489c868f0c37da93b76227c91bb03908ac0e742 仍在本节点使用中。"
       "实例处于 Paused 可能只是 spawn 过程中的中间状态。")
add(cid, ["source:openstack", "format:nl_paragraph", "class:paraphrase_zh", "class:faithful", "class:quantity"],
    "nova-compute 在 00:09 左右有什么告警？实例 bf8c824d-f099-4433-a41e-e3da7578262e 创建好像卡住了", ans, invs, "PASS", [
        F("00:09:41.850 nova.compute.manager 报了一条 WARNING：同步实例电源状态时，数据库里有 1 个实例，而 hypervisor 上是 0 个",
          "direct_evidence", "WARNING ... found 1 instances in the database and 0 instances on the hypervisor"),
        F("实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43.328 启动，00:09:43.389 进入暂停状态", "direct_evidence",
          "VM Started (00:09:43.328) and VM Paused (00:09:43.389) lifecycle events"),
        F("00:09:43.627 同步电源状态时发现它还有一个 spawning 的待处理任务，于是跳过了", "direct_evidence",
          "During sync_power_state the instance has a pending task (spawning). Skip."),
        F("这段时间 nova-api 的 11 次 GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail 请求都返回 200", "direct_evidence",
          "11 osapi_compute GET servers/detail lines, all status: 200"),
        F("镜像缓存检查显示基础镜像 a489c868f0c37da93b76227c91bb03908ac0e742 仍在本节点使用中", "direct_evidence",
          "imagecache: in use: on this node 1 local"),
    ])

# ---------------------------------------------------------------- 027 OpenStack 204 turned into 404, request id one character off
cid = "bU-027"
lg = [openstack(x) for x in take(cid, "call_os_1712", OS, 1709, 1735)]
invs = [inv("call_os_1712", cid, 1, "query_logs",
            {"files": ["nova-api.log", "nova-compute.log"], "start": "2017-05-16 00:12:40", "end": "2017-05-16 00:12:56"},
            {"total": len(lg), "logs": lg})]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "404 来自元数据接口",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "00:12:41.818 元数据接口 GET /openstack/2013-10-17/user_data 返回 404",
         "support_level": "direct",
         "evidence_bindings": [bind("call_os_1712", "query_logs", "\"GET /openstack/2013-10-17/user_data HTTP/1.1\" status: 404")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "00:12:41.923 DELETE /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/d6b7bd36-2943-4363-9235-fffdd89ea40e 返回 404",
         "support_level": "direct",
         "evidence_bindings": [bind("call_os_1712", "query_logs", "DELETE /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/d6b7bd36-2943-4363-9235-fffdd89ea40e")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "实例 d6b7bd36-2943-4363-9235-fffdd89ea40e 的实例文件已删除完成，hypervisor 上销毁耗时 1.01 秒",
         "support_level": "direct",
         "evidence_bindings": [bind("call_os_1712", "query_logs", "Took 1.01 seconds to destroy the instance on the hypervisor.")]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "请求 req-ab2e766f-eee9-4e84-8171-8ba713a28f9e 抛出 HTTP exception: No instances found for any event",
         "support_level": "direct",
         "evidence_bindings": [bind("call_os_1712", "query_logs", "HTTP exception thrown: No instances found for any event")]},
    ],
    "user_facing_answer": "00:12:41 的 404 来自元数据接口 user_data（c1）。建议确认实例是否配置了 user_data。",
}
ans = "```json\n" + dumps(contract, "indent") + "\n```"
add(cid, ["source:openstack", "format:json_fenced", "class:status_wrong", "class:fabricated_id"],
    "00:12 左右有个 404，是哪个请求？实例 d6b7bd36-2943-4363-9235-fffdd89ea40e 删干净了吗？", ans, invs, "REJECT", [
        C("c1", "direct_evidence", "metadata server line 00:12:41.818 user_data status: 404"),
        C("c2", "contradicted", "the DELETE line at 00:12:41.923 has status: 204"),
        C("c3", "direct_evidence", "Deletion of ..._del complete; Took 1.01 seconds to destroy the instance on the hypervisor"),
        C("c4", "contradicted", "fabricated id: the request is req-ab2e766f-eee9-4e84-8171-8ba713a28f9f (last character differs)"),
    ], contract)

# ---------------------------------------------------------------- 028 BGL TLB FATAL burst, counts and duration
cid = "bU-028"
lg = [bgl(x) for x in take(cid, "call_bgl_tlb", BG, 104, 128)]
invs = [inv("call_bgl_tlb", cid, 1, "query_logs", {"node": "R30-M0-N9-C:J16-U01", "level": "FATAL", "date": "2005.06.11"},
            {"total": len(lg), "logs": lg})]
ans = ("- R30-M0-N9-C:J16-U01 在 2005-06-11-17.32.07 到 2005-06-11-19.33.03 之间共报了 25 条 FATAL\n"
       "- 内容全部是 KERNEL 组件的 data TLB error interrupt\n"
       "- 这批告警持续了约 2 小时\n"
       "- 2005-06-11-18.13.56 到 2005-06-11-18.31.31 之间有 5 条\n"
       "- 疑似该节点的 TLB 或内存硬件故障，建议先把它从作业调度里摘掉")
add(cid, ["source:bgl", "format:nl_bullets", "class:quantity", "class:hedged_distractor"],
    "BGL 上 R30-M0-N9-C:J16-U01 这个节点 6 月 11 日是不是一直在报 FATAL？", ans, invs, "PASS", [
        F("R30-M0-N9-C:J16-U01 在 2005-06-11-17.32.07 到 2005-06-11-19.33.03 之间共报了 25 条 FATAL", "direct_evidence",
          "total 25, first 17.32.07.581048, last 19.33.03.793426"),
        F("内容全部是 KERNEL 组件的 data TLB error interrupt", "direct_evidence", "all 25 records: KERNEL FATAL data TLB error interrupt"),
        F("这批告警持续了约 2 小时", "direct_evidence", "17:32:07 -> 19:33:03 = 2 h 01 min"),
        F("2005-06-11-18.13.56 到 2005-06-11-18.31.31 之间有 5 条", "direct_evidence",
          "18.13.56, 18.19.01, 18.22.22, 18.28.02, 18.31.31"),
    ])

# ---------------------------------------------------------------- 029 BGL DISCOVERY ERROR attributed to another node
cid = "bU-029"
lg = [bgl(x) for x in take(cid, "toolu_01Bgl29", BG, 1326, 1345)]
invs = [inv("toolu_01Bgl29", cid, 1, "search_ras_events", {"from": "2005-08-26", "to": "2005-08-28"},
            {"events": lg, "count": len(lg)})]
contract = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "R11-M1-N7 在 2005-08-27-18.49.52 报了 DISCOVERY ERROR：Node card status: no ALERTs are active",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Bgl29", "search_ras_events", "Node card status: no ALERTs are active. Clock Mode is Low.")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "R74-M1-N0-C:J12-U01 也报了 DISCOVERY ERROR",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Bgl29", "search_ras_events", "{\"node\": \"R74-M1-N0-C:J12-U01\"}")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "R74-M1-N0-C:J12-U01 在 2005-08-26-20.51.56 检测并纠正了 1 个 ddr 错误",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Bgl29", "search_ras_events", "1 ddr errors(s) detected and corrected on rank 0, symbol 28, bit 3")]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "R77-M1-NF-C:J02-U11 在 2005-08-28-01.58.37 报告了 156055738 次 double-hummer alignment exceptions",
         "support_level": "direct",
         "evidence_bindings": [bind("toolu_01Bgl29", "search_ras_events", "156055738 double-hummer alignment exceptions")]},
    ],
    "user_facing_answer": "R11-M1-N7 在 2005-08-27-18.49.52 有一条 DISCOVERY ERROR（c1）。建议检查该节点卡的 JTAG 复位状态。",
}
add(cid, ["source:bgl", "format:json_raw", "class:misattribution", "class:entity_swap"],
    "8 月 26–28 日 BGL 有哪些节点报错？", dumps(contract, "raw"), invs, "REJECT", [
        C("c1", "direct_evidence", "R11-M1-N7 NULL DISCOVERY ERROR Node card status: no ALERTs are active ..."),
        C("c2", "contradicted", "misattribution: R74-M1-N0-C:J12-U01's own record is KERNEL INFO ddr error corrected; DISCOVERY ERROR is only R11-M1-N7's"),
        C("c3", "direct_evidence", "2005-08-26-20.51.56 R74-M1-N0-C:J12-U01 INFO 1 ddr errors(s) detected and corrected"),
        C("c4", "direct_evidence", "2005-08-28-01.58.37 R77-M1-NF-C:J02-U11 156055738 double-hummer alignment exceptions"),
    ], contract)

# ---------------------------------------------------------------- 030 Zookeeper LearnerHandler errors, wrong count and wrong order
cid = "bU-030"
invs = [inv("call_zk_lh", cid, 1, "search_syslog", {"host": "zk-node-2", "grep": "LearnerHandler|QuorumCnxManager", "date": "2015-07-29"},
            text(cid, "call_zk_lh", ZK, 752, 780))]
ans = ("19:03~19:21 这段 LearnerHandler 一共 8 条 ERROR, 都是 Unexpected exception causing shutdown while sock still open\n"
       "来自 10.10.34.11、10.10.34.12、10.10.34.13 的连接都出现了 GOODBYE\n"
       "第一条 ERROR 在 2015-07-29 19:03:35,413\n"
       "10.10.34.12 的第一条 ERROR (19:20:16,690) 比 10.10.34.13 的第一条 ERROR 早\n"
       "怀疑是网络抖动, 建议抓包看看")
add(cid, ["source:zookeeper", "format:nl_sloppy", "class:count_wrong", "class:time_wrong"],
    "zk leader 19 点多一直有 learner 断开，报错多吗？", ans, invs, "REJECT", [
        F("19:03~19:21 这段 LearnerHandler 一共 8 条 ERROR, 都是 Unexpected exception causing shutdown while sock still open",
          "contradicted", "the output holds 11 such ERROR lines between 19:03:35 and 19:20:56"),
        F("来自 10.10.34.11、10.10.34.12、10.10.34.13 的连接都出现了 GOODBYE", "direct_evidence",
          "GOODBYE WARN lines for /10.10.34.11, /10.10.34.12 and /10.10.34.13"),
        F("第一条 ERROR 在 2015-07-29 19:03:35,413", "direct_evidence", "earliest ERROR line 2015-07-29 19:03:35,413"),
        F("10.10.34.12 的第一条 ERROR (19:20:16,690) 比 10.10.34.13 的第一条 ERROR 早", "contradicted",
          "10.10.34.13's first ERROR is at 19:16:26,447, earlier than 19:20:16,690"),
    ])

# ---------------------------------------------------------------- 031 Zookeeper follower state, KB meaning + unsupported cause
cid = "bU-031"
invs = [
    inv("call_zk_1400", cid, 1, "search_syslog", {"host": "zk-node-2", "start": "2015-08-10 17:50", "end": "2015-08-10 18:36"},
        text(cid, "call_zk_1400", ZK, 1400, 1418)),
    inv("call_zk_kb", cid, 1, "lookup_knowledge", {"query": "Connection request from old client r-o mode"},
        {"query": "Connection request from old client r-o mode", "chunks": [
            {"chunk_id": "kb-zk-ro-3", "source_doc": "runbook/zookeeper-client.md", "retrieval_layer": "runbook",
             "relevance": "high", "deduped": False,
             "content": "ZooKeeperServer@793 的告警 Connection request from old client ... will be dropped if server is in r-o mode 表示客户端使用旧版协议；服务端进入只读（r-o）模式时会断开这类连接。"}]}),
]
ans = ("**状态**：18:25:25,673 这台 ZooKeeper（myid=2）进入了 FOLLOWING 状态。\n"
       "**会话**：18:25:52,537 关闭了 10.10.34.13:36187 的连接，对应 sessionid 0x24f0557806a001b。\n"
       "**旧客户端**：窗口内共有 4 条 Connection request from old client 告警。\n"
       "**告警含义**：按知识库的说明，这类告警表示客户端用的是旧版协议，服务端进入只读模式时会断开这类连接。\n"
       "**原因**：这次切换成 FOLLOWING 是因为机房网络闪断。\n"
       "**建议**：尽快升级旧版客户端。")
add(cid, ["source:zookeeper", "format:nl_bold_labels", "class:unsupported_cause", "class:runbook_only"],
    "8 月 10 日 18:25 前后 zk 有客户端断开，发生了什么？", ans, invs, "LOW_CONFID", [
        F("18:25:25,673 这台 ZooKeeper（myid=2）进入了 FOLLOWING 状态", "direct_evidence",
          "QuorumPeer[myid=2]/...:QuorumPeer@738] - FOLLOWING at 18:25:25,673"),
        F("18:25:52,537 关闭了 10.10.34.13:36187 的连接，对应 sessionid 0x24f0557806a001b", "direct_evidence",
          "Closed socket connection for client /10.10.34.13:36187 which had sessionid 0x24f0557806a001b"),
        F("窗口内共有 4 条 Connection request from old client 告警", "direct_evidence",
          "17:53:26,762 / 18:12:50,548 / 18:23:56,257 / 18:25:27,950"),
        F("按知识库的说明，这类告警表示客户端用的是旧版协议，服务端进入只读模式时会断开这类连接", "indirect_support",
          "attributed to the knowledge base; only chunk kb-zk-ro-3 says it"),
        F("这次切换成 FOLLOWING 是因为机房网络闪断", "no_evidence", "no output mentions any network outage"),
    ])

# ---------------------------------------------------------------- 032 Hadoop attempt failure chain, paraphrases + excerpt forms
cid = "bU-032"
lg = [hadoop(x) for x in take(cid, "call_mr_1016", HD, 1016, 1045)]
invs = [inv("call_mr_1016", cid, 1, "query_logs",
            {"app": "application_1445144423722_0020", "start": "2015-10-18 18:06:25", "end": "2015-10-18 18:06:28"},
            {"total": len(lg), "logs": lg})]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "map attempt 因 NoRouteToHostException 失败",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "attempt_1445144423722_0020_m_000002_0 在 18:06:26,029 因 java.net.NoRouteToHostException 退出，无法从 MININT-FNANLI5/127.0.0.1 连到 msra-sa-41:9000",
         "support_level": "direct",
         "evidence_bindings": [bind("call_mr_1016", "query_logs", "{\"level\": \"FATAL\", \"thread\": \"IPC Server handler 13 on 62270\"}")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "该 attempt 依次从 RUNNING 转到 FAIL_CONTAINER_CLEANUP、FAIL_TASK_CLEANUP，18:06:26,139 最终变为 FAILED",
         "support_level": "direct",
         "evidence_bindings": [bind("call_mr_1016", "query_logs", "TaskAttempt Transitioned from FAIL_TASK_CLEANUP to FAILED")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "18:06:26,139 这个 attempt 的任务清理也失败了",
         "support_level": "direct",
         "evidence_bindings": [bind("call_mr_1016", "query_logs",
                                    "2015-10-18 18:06:26,139 WARN [CommitterEvent Processor #1] org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventHandler: Task cleanup failed for attempt attempt_1445144423722_0020_m_000002_0")]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "调度器随后创建了 attempt_1445144423722_0020_m_000002_1，并把它加入 failed maps 列表",
         "support_level": "direct",
         "evidence_bindings": [bind("call_mr_1016", "query_logs", "Added attempt_1445144423722_0020_m_000002_1 to list of failed maps")]},
        {"claim_id": "c5", "claim_type": "log_finding",
         "claim_text": "18:06:26,061 LeaseRenewer 报告 DFSClient_NONMAPREDUCE_1537864556_1 已连续 88 秒续约失败",
         "support_level": "direct",
         "evidence_bindings": [bind("call_mr_1016", "query_logs", "logger=org.apache.hadoop.hdfs.LeaseRenewer level=WARN")]},
    ],
    "recommended_actions": ["检查 MININT-FNANLI5 到 msra-sa-41 的路由"],
    "user_facing_answer": "map 任务 attempt_1445144423722_0020_m_000002_0 因 NoRouteToHostException 失败（c1），已重新调度（c4）。建议检查到 msra-sa-41 的路由。",
}
add(cid, ["source:hadoop", "format:json_indented", "class:paraphrase_zh", "class:excerpt_format", "class:faithful"],
    "MapReduce 作业 application_1445144423722_0020 的 m_000002 为什么失败？", dumps(contract, "indent"), invs, "PASS", [
        C("c1", "direct_evidence", "FATAL ... Task: attempt_..._m_000002_0 - exited : java.net.NoRouteToHostException: No Route to Host from MININT-FNANLI5/127.0.0.1 to msra-sa-41:9000"),
        C("c2", "direct_evidence", "transitions RUNNING->FAIL_CONTAINER_CLEANUP (26,029), ->FAIL_TASK_CLEANUP (26,123), ->FAILED (26,139)"),
        C("c3", "direct_evidence", "WARN Task cleanup failed for attempt attempt_..._m_000002_0; excerpt is the whole line"),
        C("c4", "direct_evidence", "attempt_..._m_000002_1 NEW to UNASSIGNED and Added ... to list of failed maps"),
        C("c5", "direct_evidence", "WARN LeaseRenewer Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 88 seconds; excerpt = k=v fields"),
    ], contract)

# ---------------------------------------------------------------- 033 Hadoop RM contact errors, malformed (single quotes), invented time
cid = "bU-033"
invs = [inv("call_rm_1500", cid, 1, "query_logs", {"app": "application_1445144423722_0020", "start": "2015-10-18 18:08:31", "end": "2015-10-18 18:08:41"},
            text(cid, "call_rm_1500", HD, 1500, 1530))]
ans = ("{'answer_version': '1.0', 'claims': ["
       "{'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '18:08:32,334 起 RMContainerAllocator 每 2 秒报一次 ERROR IN CONTACTING RM', "
       "'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_rm_1500'], 'evidence_excerpt': 'ERROR IN CONTACTING RM'}]}, "
       "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'LeaseRenewer 续约失败的时长从 214 秒一路涨到 222 秒', "
       "'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_rm_1500'], 'evidence_excerpt': 'for 214 seconds'}]}, "
       "{'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'RM 在 18:07:55 就已经完全不可达', "
       "'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_rm_1500']}]}, "
       "{'claim_id': 'c4', 'claim_type': 'hypothesis', 'claim_text': '可能是 msra-sa-41 的网络断开', 'support_level': 'none', 'evidence_bindings': []}], "
       "'user_facing_answer': '建议先检查 msra-sa-41 的 8030 端口。'}")
add(cid, ["source:hadoop", "format:json_malformed", "class:time_wrong", "class:hedged_distractor"],
    "18:08 左右 MR AppMaster 一直连不上 RM？", ans, invs, "LOW_CONFID", [
        F("18:08:32,334 起 RMContainerAllocator 每 2 秒报一次 ERROR IN CONTACTING RM", "direct_evidence",
          "ERROR lines at 18:08:32,334 / 34,334 / 36,334 / 38,334 / 40,334"),
        F("LeaseRenewer 续约失败的时长从 214 秒一路涨到 222 秒", "direct_evidence", "Failed to renew lease ... for 214 ... 222 seconds, one more each second"),
        F("RM 在 18:07:55 就已经完全不可达", "no_evidence", "no record at 18:07:55; the output starts at 18:08:31"),
    ])

# ---------------------------------------------------------------- 034 Spark executor, true denial + counts
cid = "bU-034"
invs = [inv("call_spk_exec7", cid, 1, "kubectl_logs",
            {"pod": "spark-executor-mesos-slave-07", "since_time": "2017-06-09T20:11:09Z", "tail_lines": 31},
            text(cid, "call_spk_exec7", SP, 1530, 1560))]
ans = ("- 这段 executor 日志全部是 INFO，没有 WARN 或 ERROR\n"
       "- 17/06/09 20:11:09 这一秒里，stage 27.0 的 task 17.0 到 24.0 都已完成并把结果发回了 driver\n"
       "- 结果最大的是 TID 1264，2592 bytes，约 2.5 KB\n"
       "- 新分配的任务是 1261 到 1266\n"
       "- rdd_42_21 到 rdd_42_25 都是在本地找到的\n"
       "- 建议再看一下 driver 端是否有 stage 重试")
add(cid, ["source:spark", "format:nl_bullets", "class:negation", "class:quantity", "class:faithful"],
    "Spark 作业 20:11 左右是不是有 task 失败？", ans, invs, "PASS", [
        F("这段 executor 日志全部是 INFO，没有 WARN 或 ERROR", "direct_evidence", "true denial: all 31 lines are INFO"),
        F("17/06/09 20:11:09 这一秒里，stage 27.0 的 task 17.0 到 24.0 都已完成并把结果发回了 driver", "direct_evidence",
          "Finished task 17.0 ... 24.0 in stage 27.0 (TID 1257-1264) ... result sent to driver"),
        F("结果最大的是 TID 1264，2592 bytes，约 2.5 KB", "direct_evidence", "largest result 2592 bytes (TID 1264); others 2128-2517"),
        F("新分配的任务是 1261 到 1266", "direct_evidence", "Got assigned task 1261 ... 1266"),
        F("rdd_42_21 到 rdd_42_25 都是在本地找到的", "direct_evidence", "Found block rdd_42_21/22/23/24/25 locally"),
    ])

# ---------------------------------------------------------------- 035 Spark, a failed driver-log call and a dangling trace ref
cid = "bU-035"
invs = [
    inv("call_sp_1", cid, 1, "query_logs", {"component": "spark-driver", "start": "17/06/09 20:11:00", "end": "17/06/09 20:11:10"},
        None, ok=False, err="connection refused: history server 10.10.34.11:18080"),
    inv("call_sp_2", cid, 1, "query_logs", {"component": "executor", "start": "17/06/09 20:11:08", "end": "17/06/09 20:11:09"},
        text(cid, "call_sp_2", SP, 1200, 1215)),
]
contract = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "rdd_42_12、rdd_42_13、rdd_42_14 在缓存中都没找到，需要重新计算",
         "support_level": "direct",
         "evidence_bindings": [bind("call_sp_2", "query_logs", "Partition rdd_42_13 not found, computing it")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "rdd_42_13 以字节形式存入内存，估计大小 912.0 B",
         "support_level": "direct",
         "evidence_bindings": [bind("call_sp_2", "query_logs", "Block rdd_42_13 stored as bytes in memory (estimated size 912.0 B")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "driver 端在 20:11:08 报了 stage 26.0 的 task 失败",
         "support_level": "direct",
         "evidence_bindings": [bind("call_sp_1", "query_logs", "Lost task")]},
        {"claim_id": "c4", "claim_type": "metric_finding",
         "claim_text": "MemoryStore 的剩余空间在 815.8 KB 左右",
         "support_level": "direct",
         "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T3", "tool_name": "query_logs",
                                "source_invocation_ids": [], "evidence_excerpt": "free 815.8 KB"}]},
    ],
    "user_facing_answer": "executor 侧在重新计算缺失的缓存分区（c1）。建议稍后重试 driver 日志的查询。",
}
add(cid, ["source:spark", "format:json_compact", "class:gap", "class:bad_reference"],
    "stage 26 是不是有 task 挂了？20:11:08 前后", dumps(contract, "compact"), invs, "LOW_CONFID", [
        C("c1", "direct_evidence", "CacheManager: Partition rdd_42_12 / 13 / 14 not found, computing it"),
        C("c2", "direct_evidence", "MemoryStore: Block rdd_42_13 stored as bytes in memory (estimated size 912.0 B, free 814.9 KB)"),
        C("c3", "no_evidence", "only the failed driver-log call is bound; the executor output has no failure"),
        C("c4", "indirect_support", "free 815.8 KB is in call_sp_2, but the binding names trace ref T3, which does not exist"),
    ], contract)

# ---------------------------------------------------------------- 036 OpenSSH brute force, claims without any binding
cid = "bU-036"
invs = [inv("call_ssh_brute", cid, 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "start": "Dec 10 10:58:35", "end": "Dec 10 10:59:02"},
            text(cid, "call_ssh_brute", SS, 1400, 1440))]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "183.62.140.253 对 root 暴力破解",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "183.62.140.253 在 10:58:37 到 10:59:02 之间反复尝试以 root 密码登录",
         "support_level": "direct", "evidence_bindings": []},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "这段时间共有 13 次 Failed password for root",
         "support_level": "direct", "evidence_bindings": []},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "每次失败后对端都以 Bye Bye [preauth] 断开",
         "support_level": "direct", "evidence_bindings": []},
    ],
    "recommended_actions": ["封禁 183.62.140.253"],
    "user_facing_answer": "疑似针对 root 的暴力破解，建议在防火墙上封禁该 IP。",
}
ans = "```json\n" + dumps(contract, "indent") + "\n```"
add(cid, ["source:openssh", "format:json_fenced", "class:bad_reference", "class:quantity"],
    "LabSZ 上 10:58 开始 sshd 日志刷屏，是被爆破了吗？", ans, invs, "LOW_CONFID", [
        C("c1", "indirect_support", "content matches the log (failures 10:58:37-10:59:02) but the claim has no evidence binding"),
        C("c2", "indirect_support", "13 Failed password for root lines, but no binding"),
        C("c3", "indirect_support", "each failure is followed by Received disconnect ... 11: Bye Bye [preauth], but no binding"),
    ], contract)

# ---------------------------------------------------------------- 037 OpenSSH accepted login, source IP one digit off
cid = "bU-037"
lg = []
for x in take(cid, "call_ssh_945", SS, 945, 970):
    mon, day, tm, host, proc, msg = x.split(" ", 5)
    lg.append({"ts": mon + " " + day + " " + tm, "host": host, "process": proc.rstrip(":"), "message": msg})
invs = [inv("call_ssh_945", cid, 1, "query_logs", {"host": "LabSZ", "program": "sshd", "start": "Dec 10 09:20", "end": "Dec 10 09:49"},
            {"total": len(lg), "logs": lg})]
contract = {
    "answer_version": "1.0",
    "diagnosis_summary": "fztu 正常登录，其余均为失败尝试",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "用户 fztu 在 09:32:20 从 119.137.62.143 用密码登录成功",
         "support_level": "direct",
         "evidence_bindings": [bind("call_ssh_945", "query_logs", "Accepted password for fztu")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "fztu 的会话在 09:45:06 关闭",
         "support_level": "direct",
         "evidence_bindings": [bind("call_ssh_945", "query_logs", "pam_unix(sshd:session): session closed for user fztu")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "09:32:35 来自 52.80.34.196 的 matlab 用户不存在，之后的密码尝试失败",
         "support_level": "direct",
         "evidence_bindings": [bind("call_ssh_945", "query_logs", "Invalid user matlab from 52.80.34.196")]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "104.192.3.34 先尝试了不存在的用户 FILTER，又尝试了 root，都没有成功",
         "support_level": "direct",
         "evidence_bindings": [bind("call_ssh_945", "query_logs", "Failed password for root from 104.192.3.34 port 56524 ssh2")]},
        {"claim_id": "c5", "claim_type": "log_finding",
         "claim_text": "09:45:06 是 LabSZ 服务端主动断开了 119.137.62.142 的连接",
         "support_level": "direct",
         "evidence_bindings": [bind("call_ssh_945", "query_logs", "Received disconnect from 119.137.62.142: 11: disconnected by user")]},
    ],
    "user_facing_answer": "fztu 在 09:32:20 登录成功（c1）。其余来源的登录尝试都失败了。",
}
ans = "查完了 09:20–09:49 的 sshd 日志，结论如下：\n" + dumps(contract, "indent")
add(cid, ["source:openssh", "format:json_with_text", "class:fabricated_id", "class:roles"],
    "09:30 左右 LabSZ 上谁登录成功了？", ans, invs, "REJECT", [
        C("c1", "contradicted", "fabricated IP: the Accepted line says from 119.137.62.142; 119.137.62.143 appears nowhere"),
        C("c2", "direct_evidence", "Dec 10 09:45:06 session closed for user fztu"),
        C("c3", "direct_evidence", "09:32:35 Invalid user matlab from 52.80.34.196; 09:32:42 Failed password for invalid user matlab"),
        C("c4", "direct_evidence", "09:31:24 Failed password for invalid user FILTER; 09:31:34 Failed password for root, both from 104.192.3.34"),
        C("c5", "contradicted", "roles reversed: sshd received the disconnect from 119.137.62.142 (11: disconnected by user), the client ended it"),
        X("其余来源的登录尝试都失败了", "direct_evidence", "every other attempt (cyrus, FILTER, root, matlab, user 0) ends in Failed password / Failed none / Connection closed"),
    ], contract)

# ---------------------------------------------------------------- 038 HDFS serving exceptions, server and client swapped
cid = "bU-038"
invs = [inv("call_hdfs_dx", cid, 1, "search_syslog", {"component": "dfs.DataNode$DataXceiver", "date": "081109", "from": "213847", "to": "222342"},
            text(cid, "call_hdfs_dx", HF, 74, 95))]
ans = ("## 异常概况\n这段 DataXceiver 日志里共有 14 条 Got exception while serving 的 WARN。\n\n"
       "## 典型记录\n"
       "- 081109 214043 DataNode 10.251.90.64:50010 在向 10.251.30.85 发送 blk_-2918118818249673980 时出错\n"
       "- 081109 221105 10.251.90.64:50010 在给 10.251.90.239 提供 blk_-4841792440390267307 时也出现了异常\n"
       "- 081109 214524 10.251.71.68:50010 正常把 blk_-2794533871450434534 发给了 10.251.199.150\n\n"
       "## 建议\n建议检查这些 DataNode 之间的网络。")
add(cid, ["source:hdfs", "format:nl_headings", "class:roles", "class:entity_swap", "class:quantity"],
    "HDFS 11 月 9 日晚上读块老报异常，哪些 DataNode 有问题？", ans, invs, "REJECT", [
        F("这段 DataXceiver 日志里共有 14 条 Got exception while serving 的 WARN", "direct_evidence", "14 WARN lines in the output"),
        F("081109 214043 DataNode 10.251.90.64:50010 在向 10.251.30.85 发送 blk_-2918118818249673980 时出错", "contradicted",
          "roles reversed: 10.251.30.85:50010 was serving that block to /10.251.90.64; 10.251.90.64's own WARN is about another block"),
        F("081109 221105 10.251.90.64:50010 在给 10.251.90.239 提供 blk_-4841792440390267307 时也出现了异常", "direct_evidence",
          "081109 221105 WARN 10.251.90.64:50010:Got exception while serving blk_-4841792440390267307 to /10.251.90.239:"),
        F("081109 214524 10.251.71.68:50010 正常把 blk_-2794533871450434534 发给了 10.251.199.150", "direct_evidence",
          "INFO 10.251.71.68:50010 Served block blk_-2794533871450434534 to /10.251.199.150"),
    ])

# ---------------------------------------------------------------- 039 HDFS, unsupported disk-replacement cause
cid = "bU-039"
hits = []
for x in take(cid, "call_hdfs_1108", HF, 1108, 1130):
    d, t, pid, level, comp, msg = x.split(" ", 5)
    hits.append({"date": d, "time": t, "pid": int(pid), "level": level, "component": comp.rstrip(":"), "message": msg})
invs = [inv("call_hdfs_1108", cid, 1, "hdfs_log_search", {"from": "081110 231241", "to": "081111 023010"},
            {"hits": hits, "took_ms": 38})]
ans = ("081110 231904 到 081111 014431 之间，DataXceiver 共出现 7 条 Got exception while serving 的 WARN。"
       "10.250.7.230:50010 在 081110 233954 服务 blk_-7029628814943626474 时出错，对端是 10.251.38.197。"
       "081111 023010 NameSystem 把 blk_-8887373200836701910 加入了 10.251.193.224:50010 的 invalidSet。"
       "这些 DataNode 前一天刚换过磁盘。"
       "或许可以先看下对端客户端是不是提前断开了连接。")
add(cid, ["source:hdfs", "format:nl_paragraph", "class:unsupported_cause", "class:quantity"],
    "HDFS 11 月 10 日夜里到 11 日凌晨读块报错，帮忙看下", ans, invs, "LOW_CONFID", [
        F("081110 231904 到 081111 014431 之间，DataXceiver 共出现 7 条 Got exception while serving 的 WARN", "direct_evidence",
          "7 WARN hits, first 081110 231904, last 081111 014431"),
        F("10.250.7.230:50010 在 081110 233954 服务 blk_-7029628814943626474 时出错，对端是 10.251.38.197", "direct_evidence",
          "WARN 10.250.7.230:50010:Got exception while serving blk_-7029628814943626474 to /10.251.38.197:"),
        F("081111 023010 NameSystem 把 blk_-8887373200836701910 加入了 10.251.193.224:50010 的 invalidSet", "direct_evidence",
          "BLOCK* NameSystem.delete: blk_-8887373200836701910 is added to invalidSet of 10.251.193.224:50010"),
        F("这些 DataNode 前一天刚换过磁盘", "no_evidence", "no output mentions any disk replacement"),
    ])

# ---------------------------------------------------------------- 040 OpenStack claim sizes, truncated contract, failed scheduler call, handbook
cid = "bU-040"
invs = [
    inv("call_nc_1", cid, 1, "query_logs", {"file": "nova-compute.log", "instance": "78dc1847-8848-49cc-933e-9239b12c9dcf"},
        text(cid, "call_nc_1", OS, 246, 301)),
    inv("call_sched_2", cid, 1, "query_logs", {"file": "nova-scheduler.log", "instance": "78dc1847-8848-49cc-933e-9239b12c9dcf"},
        None, ok=False, err="index nova-scheduler-2017.05.16 not found"),
    inv("call_kb_3", cid, 1, "lookup_knowledge", {"query": "nova 内存超分比 ram_allocation_ratio"},
        {"query": "nova 内存超分比 ram_allocation_ratio", "chunks": [
            {"chunk_id": "kb-cap-11", "source_doc": "handbook/capacity-planning.md", "retrieval_layer": "handbook",
             "relevance": "high", "deduped": False,
             "content": "容量规划手册：计算节点内存超分比（ram_allocation_ratio）默认为 1.5，磁盘不做超分。"}]}),
]
ans = ('{"answer_version": "1.0", "claims": [\n'
       ' {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "实例 78dc1847-8848-49cc-933e-9239b12c9dcf 申请了 2048 MB 内存、20 GB 磁盘和 1 个 vCPU", '
       '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_nc_1"], "evidence_excerpt": "Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU"}]},\n'
       ' {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "节点内存上限约 94 GB，其中空闲约 93.5 GB", '
       '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_nc_1"], "evidence_excerpt": "memory limit: 96258.00 MB, free: 95746.00 MB"}]},\n'
       ' {"claim_id": "c3", "claim_type": "background", "claim_text": "按容量规划手册，计算节点内存超分比默认为 1.5", '
       '"support_level": "indirect", "evidence_bindings": [{"source_invocation_ids": ["call_kb_3"]}]},\n'
       ' {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "nova-scheduler 选中这台节点时它的权重得分最高", '
       '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_sched_2"]}]},\n'
       ' {"claim_id": "c5", "claim_type": "log_finding", "claim_text": "实例在 hypervisor 上 spawn 耗时 20.47 秒", '
       '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_nc_1"], "evidence_excerpt": "Took 20.47 seconds to sp')
add(cid, ["source:openstack", "format:json_malformed", "class:gap", "class:runbook_only", "class:quantity"],
    "实例 78dc1847-8848-49cc-933e-9239b12c9dcf 调度到这台节点时资源够吗？", ans, invs, "LOW_CONFID", [
        F("实例 78dc1847-8848-49cc-933e-9239b12c9dcf 申请了 2048 MB 内存、20 GB 磁盘和 1 个 vCPU", "direct_evidence",
          "Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU"),
        F("节点内存上限约 94 GB，其中空闲约 93.5 GB", "direct_evidence",
          "memory limit: 96258.00 MB (= 94.0 GiB / 96.3 GB), free: 95746.00 MB (= 93.5 GiB); within the 约 tolerance either way"),
        F("按容量规划手册，计算节点内存超分比默认为 1.5", "indirect_support", "only the handbook knowledge chunk kb-cap-11"),
        F("nova-scheduler 选中这台节点时它的权重得分最高", "no_evidence", "only the failed nova-scheduler call could hold this"),
        F("实例在 hypervisor 上 spawn 耗时 20.47 秒", "direct_evidence", "Took 20.47 seconds to spawn the instance on the hypervisor."),
    ])

# ================================================================ write
with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
    for c in CASES:
        fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
with open(HERE / "windows.jsonl", "w", encoding="utf-8") as fh:
    for w in WINDOWS:
        fh.write(json.dumps(w, ensure_ascii=False) + "\n")
print(f"{len(CASES)} cases, {len(WINDOWS)} windows")
