#!/usr/bin/env python3
"""bZ blind set: 28 Nezha TrainTicket (2023-01-30) cases + 12 Loghub cases.

Units / zones used in the labels (worked out from the data):
- trace Duration = microseconds: Duration == (EndTimeUnixNano - StartTimeUnixNano) / 1000.
- log column Timestamp is UTC ("Z"); the time printed inside the container line (Log JSON) is
  UTC+8 (CST): 12:06:15.255Z <-> "20:06:15.254".
- metric Time is "+0000 UTC" and TimeStamp is the same instant in epoch seconds.
Windows are cut by line number, verbatim; answers, queries and labels are hand-written below.
"""
import csv
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = "/work/blind/sources/"
NZ = "nezha5/2023-01-30/"
_cache = {}


def lines(rel):
    if rel not in _cache:
        with open(SRC + rel, encoding="utf-8") as f:
            _cache[rel] = f.read().splitlines()
    return _cache[rel]


def ranges(nums):
    nums = sorted(nums)
    out, s, p = [], nums[0], nums[0]
    for n in nums[1:]:
        if n == p + 1:
            p = n
            continue
        out.append((s, p))
        s = p = n
    out.append((s, p))
    return out


def text(rel, a, b):
    return "\n".join(lines(rel)[a - 1:b]), [(rel, a, b)]


def text_multi(rel, spans):
    out, w = [], []
    for a, b in spans:
        out.extend(lines(rel)[a - 1:b])
        w.append((rel, a, b))
    return "\n".join(out), w


def csv_with_header(rel, a, b):
    L = lines(rel)
    return "\n".join([L[0]] + L[a - 1:b]), [(rel, 1, 1), (rel, a, b)]


def nz_log_record(rel, n):
    row = next(csv.reader([lines(rel)[n - 1]]))
    msg = json.loads(row[7])["log"].rstrip("\n")
    lv = re.match(r"\S+\s+([A-Z]+)", msg).group(1)
    return {"ts": row[0], "level": lv, "pod": row[3], "node": row[2],
            "trace_id": row[5], "span_id": row[6], "message": msg}


def nz_logs(rel, nums):
    return ({"total": len(nums), "logs": [nz_log_record(rel, n) for n in nums]},
            [(rel, a, b) for a, b in ranges(nums)])


def span_record(rel, n):
    r = lines(rel)[n - 1].split(",")
    return {"trace_id": r[0], "span_id": r[1], "parent_id": r[2], "pod": r[3],
            "operation": r[4], "start_unix_nano": int(r[5]), "end_unix_nano": int(r[6]),
            "duration_us": int(r[7])}


def spans(rel, a, b):
    return ({"spans": [span_record(rel, n) for n in range(a, b + 1)]}, [(rel, a, b)])


def metric_rows(rel, a, b):
    L = lines(rel)
    hdr = L[0].split(",")
    return [dict(zip(hdr, L[n - 1].split(","))) for n in range(a, b + 1)]


def series(rel, a, b, col, metric, service, unit):
    vals = [float(r[col]) for r in metric_rows(rel, a, b)]
    return {"metric": metric, "service": service, "max": round(max(vals), 4),
            "avg": round(sum(vals) / len(vals), 4), "last": round(vals[-1], 4), "unit": unit}


def fault_list(hour, idx, first, last):
    data = json.loads(open(SRC + NZ + "2023-01-30-fault_list.json", encoding="utf-8").read())
    return {hour: [data[hour][i] for i in idx]}, [(NZ + "2023-01-30-fault_list.json", first, last)]


def inv(iid, sid, rnd, tool, inp, out_w, success=True, error=None):
    out, w = out_w if out_w is not None else (None, [])
    return {"invocation_id": iid, "session_id": sid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": success, "error": error, "_w": w}


def kb(iid, sid, rnd, query, chunks):
    return inv(iid, sid, rnd, "lookup_knowledge", {"query": query}, ({"query": query, "chunks": chunks}, []))


def F(fact, label, note, claim_id=None, critical=True, extra=False):
    d = {"fact": fact}
    if claim_id:
        d["claim_id"] = claim_id
    if extra:
        d["origin"] = "answer_extra"
    d["is_critical"] = critical
    d["verification"] = label
    d["note"] = note
    return d


def contract(summary, claims, uf, hyps=None, actions=None, missing=None):
    return {"answer_version": "1.0", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": hyps or [], "recommended_actions": actions or [],
            "missing_info": missing or [], "user_facing_answer": uf}


def claim(cid, ctype, text_, level, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text_, "support_level": level,
            "evidence_bindings": bindings}


def bind(stype, sid, tool, ids, excerpt):
    return {"source_type": stype, "source_id": sid, "tool_name": tool,
            "source_invocation_ids": ids, "evidence_excerpt": excerpt}


def verdict_of(facts):
    crit = [f["verification"] for f in facts if f["is_critical"]]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


CASES = []


def case(cid, tags, query, answer, invs, facts):
    CASES.append({"case_id": cid, "tags": tags, "query": query, "answer": answer,
                  "invs": invs, "facts": facts})


T06L, T16L, T37L, T07L = NZ + "log/12_06_log.csv", NZ + "log/12_16_log.csv", NZ + "log/12_37_log.csv", NZ + "log/13_07_log.csv"
T06T, T16T, T37T, T07T = NZ + "trace/12_06_trace.csv", NZ + "trace/12_16_trace.csv", NZ + "trace/12_37_trace.csv", NZ + "trace/13_07_trace.csv"
M_TRAVEL = NZ + "metric/ts-travel-service-64469b5b48-5rjvb_metric.csv"
M_BASIC = NZ + "metric/ts-basic-service-5dc8d4f9fd-llznp_metric.csv"
M_VERIFY = NZ + "metric/ts-verification-code-service-7b6dc75c45-r66rb_metric.csv"

# ---------------------------------------------------------------- Nezha TrainTicket
NZTAG = "source:nezha_trainticket"

case("bZ-001", [NZTAG, "format:nl_paragraph", "class:faithful", "class:quantity", "class:join"],
     "12:37 左右用户登录特别慢，能帮忙看下登录链路卡在哪吗？",
     "TraceID 5541440e1d8b37be088fff91ceded68b 这条登录请求在网关根 span 上总耗时约 5.24 秒。"
     "ts-auth-service-7f8d7d756d-kzp47 调 verification-code 的那个 HTTP GET 子 span 就花了约 5.04 秒。"
     "而 ts-verification-code-service-7b6dc75c45-r66rb 自己的服务端 span 只有约 8.5 ms。"
     "auth-service 日志里 Login request 打在 20:36:59.108，getToken success 打在 20:37:04.300，前后相隔约 5.2 秒。"
     "这两条日志的 Timestamp 列（UTC）分别是 12:36:59.108 和 12:37:04.300。"
     "推测时间主要耗在两个 pod 之间的网络上，可能与 verification-code 的网络延迟注入有关。",
     [inv("call_7c1e0a", "bZ-001", 1, "get_trace_spans",
          {"trace_id": "5541440e1d8b37be088fff91ceded68b", "window": "2023-01-30T12:37"}, spans(T37T, 35, 42)),
      inv("call_7c1e0b", "bZ-001", 1, "query_logs",
          {"query": "TraceID:5541440e1d8b37be088fff91ceded68b", "start": "2023-01-30T12:36:30Z", "end": "2023-01-30T12:38:00Z"},
          nz_logs(T37L, list(range(103, 110))))],
     [F("TraceID 5541440e1d8b37be088fff91ceded68b 这条登录请求在网关根 span 上总耗时约 5.24 秒", "direct_evidence",
        "root span 6b7b75c203692088 duration_us 5238503 = 5.24 s"),
      F("ts-auth-service-7f8d7d756d-kzp47 调 verification-code 的那个 HTTP GET 子 span 就花了约 5.04 秒", "direct_evidence",
        "span ec10e38ab6d59157 (auth pod, HTTP GET, child 22bc36bbc1ffd672 is verification-code) duration_us 5044367"),
      F("而 ts-verification-code-service-7b6dc75c45-r66rb 自己的服务端 span 只有约 8.5 ms", "direct_evidence",
        "span 22bc36bbc1ffd672 duration_us 8476 = 8.476 ms"),
      F("auth-service 日志里 Login request 打在 20:36:59.108，getToken success 打在 20:37:04.300，前后相隔约 5.2 秒", "direct_evidence",
        "auth lines at 20:36:59.108 and 20:37:04.300 (CST text), gap 5.192 s"),
      F("这两条日志的 Timestamp 列（UTC）分别是 12:36:59.108 和 12:37:04.300", "direct_evidence",
        "ts 2023-01-30T12:36:59.108598904Z and 12:37:04.3007226Z")])

a2 = contract(
    "12:06 登录链路调用关系梳理",
    [claim("c1", "metric_finding",
           "TraceID 517aa1fb8c73b4287e743883a16e9a5c 的根 span 落在 ts-gateway-service-6f6cfc45b-d9pnv 上，Duration 为 172914", "direct",
           [bind("tool_output", "call-2f91", "trace_search", ["call-2f91"], "704dc1cf86c6e69e,root,ts-gateway-service-6f6cfc45b-d9pnv,/*")]),
     claim("c2", "log_finding",
           "ts-verification-code-service-7b6dc75c45-r66rb 是调用方，它向 ts-auth-service-7f8d7d756d-kzp47 发起了 /api/v1/users/login 请求", "direct",
           [bind("tool_output", "call-2f91", "trace_search", ["call-2f91"], "ts-auth-service-7f8d7d756d-kzp47,/api/v1/users/login")]),
     claim("c3", "log_finding", "auth-service 在 20:06:28.302 打出了 getToken success", "direct",
           [bind("tool_output", "call-2f92", "query_logs", ["call-2f92"], "[getToken][success]")]),
     claim("c4", "recommendation", "建议检查 auth-service 调 verification-code 的超时配置", "none", [])],
    "根 span 的 Duration 为 172914，verification-code-service 作为调用方请求了 auth-service 的登录接口。建议继续观察 auth-service 的调用情况。")
case("bZ-002", [NZTAG, "format:json_fenced", "class:roles", "class:entity_swap"],
     "帮我确认一下 12:06 那次登录请求里到底是谁调用了谁？",
     "```json\n" + json.dumps(a2, ensure_ascii=False, indent=2) + "\n```",
     [inv("call-2f91", "bZ-002", 1, "trace_search", {"trace_id": "517aa1fb8c73b4287e743883a16e9a5c", "file": "12_06_trace.csv"},
          csv_with_header(T06T, 857, 864)),
      inv("call-2f92", "bZ-002", 1, "query_logs", {"pod": "ts-auth-service-7f8d7d756d-kzp47", "trace_id": "517aa1fb8c73b4287e743883a16e9a5c"},
          text(T06L, 20, 22))],
     [F(a2["claims"][0]["claim_text"], "direct_evidence", "span 704dc1cf86c6e69e ParentID root, gateway pod, Duration 172914", "c1"),
      F(a2["claims"][1]["claim_text"], "contradicted",
        "login span 5410cc81b7b76ae1 has ParentID 81aa4953b2290c7d (gateway HTTP POST); verification-code span's parent 493a8c6246a2f753 is auth's HTTP GET: auth calls verification-code, not the reverse", "c2"),
      F(a2["claims"][2]["claim_text"], "direct_evidence", "line 20: 20:06:28.302 ... [getToken][success]", "c3"),
      F(a2["claims"][3]["claim_text"], "no_evidence", "recommendation, non-critical", "c4", critical=False)])

a3 = contract(
    "travel-service 在 13:06:49 的 CPU 争用注入后 CPU 打满",
    [claim("c1", "metric_finding", "ts-travel-service-64469b5b48-5rjvb 的 CPU 使用量在 13:07:54 升到约 405m，13:08:54 达到约 499.5m", "direct",
           [bind("tool_output", "inv-41", "get_pod_metrics", ["inv-41"], "1675084074,ts-travel-service-64469b5b48-5rjvb,405.1889641057374")]),
     claim("c2", "metric_finding", "同一 pod 的 CPU 使用率在 13:08:54 约为 99.9%", "direct",
           [bind("tool_output", "inv-41", "get_pod_metrics", ["inv-41"], "499.4964976136297,99.89929952272595")]),
     claim("c3", "fault_record", "故障清单记录 2023-01-30 13:06:49 向 ts-travel-service-64469b5b48-5rjvb 注入了 cpu_contention", "direct",
           [bind("tool_output", "inv-42", "get_fault_list", ["inv-42"], "{\"inject_time\": \"2023-01-30 13:06:49\", \"inject_type\": \"cpu_contention\"}")]),
     claim("c4", "metric_finding", "内存使用量在 13:08:54 约 499.7 Mi，比 13:05:54 的 490.8 Mi 只多了约 9 Mi", "direct",
           [bind("tool_output", "inv-41", "get_pod_metrics", ["inv-41"], "499.72265625")]),
     claim("c5", "hypothesis", "CPU 争用让 travel-service 的请求在线程池里排队", "none", [])],
    "travel-service 在 13:06:49 被注入 cpu_contention，之后 CPU 使用率在 13:08:54 升到约 99.9%。")
case("bZ-003", [NZTAG, "format:json_raw", "class:faithful", "class:metric_name_zh", "class:quantity"],
     "ts-travel-service 13:07 之后 CPU 是不是打满了？和故障注入对得上吗？",
     json.dumps(a3, ensure_ascii=False),
     [inv("inv-41", "bZ-003", 1, "get_pod_metrics", {"pod": "ts-travel-service-64469b5b48-5rjvb", "from": 1675083954, "to": 1675084134},
          csv_with_header(M_TRAVEL, 88, 91)),
      inv("inv-42", "bZ-003", 1, "get_fault_list", {"date": "2023-01-30", "hour": "13"}, fault_list("13", [0], 60, 67))],
     [F(a3["claims"][0]["claim_text"], "direct_evidence", "CpuUsage(m) 405.19 at 1675084074 (13:07:54 UTC), 499.50 at 13:08:54", "c1"),
      F(a3["claims"][1]["claim_text"], "direct_evidence", "CpuUsageRate(%) 99.899 at 13:08:54", "c2"),
      F(a3["claims"][2]["claim_text"], "direct_evidence", "fault list 13:06:49 ts-travel-service-64469b5b48-5rjvb cpu_contention", "c3"),
      F(a3["claims"][3]["claim_text"], "direct_evidence", "MemoryUsage(Mi) 499.72 vs 490.76, diff 8.96", "c4"),
      F(a3["claims"][4]["claim_text"], "no_evidence", "hypothesis, non-critical; no thread-pool data", "c5", critical=False)])

case("bZ-004", [NZTAG, "format:nl_bullets", "class:value_wrong", "class:metric_name_zh", "class:quantity"],
     "travel-service 13:07~13:10 的资源使用情况怎么样？",
     "以下是 travel-service 的指标情况：\n"
     "- ts-travel-service-64469b5b48-5rjvb 的 CPU 使用率峰值约 99.9%\n"
     "- 这段时间 CPU 使用率平均约 67%\n"
     "- 最后一个采样点 CPU 使用率回落到约 84%\n"
     "- 内存平均占用约 600 Mi\n"
     "- 建议先给 travel-service 提高 CPU limit 再观察",
     [inv("toolu_01Hq7travel", "bZ-004", 1, "query_metrics",
          {"service": "ts-travel-service-64469b5b48-5rjvb", "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)"], "from": 1675084014, "to": 1675084194},
          ({"alerts": [], "series": [series(M_TRAVEL, 89, 92, "CpuUsageRate(%)", "CpuUsageRate", "ts-travel-service-64469b5b48-5rjvb", "%"),
                                     series(M_TRAVEL, 89, 92, "MemoryUsage(Mi)", "MemoryUsage", "ts-travel-service-64469b5b48-5rjvb", "Mi")]},
           [(M_TRAVEL, 89, 92)]))],
     [F("ts-travel-service-64469b5b48-5rjvb 的 CPU 使用率峰值约 99.9%", "direct_evidence", "CpuUsageRate max 99.8993 %"),
      F("这段时间 CPU 使用率平均约 67%", "direct_evidence", "CpuUsageRate avg 67.3291 %"),
      F("最后一个采样点 CPU 使用率回落到约 84%", "direct_evidence", "CpuUsageRate last 84.2099 %"),
      F("内存平均占用约 600 Mi", "contradicted", "MemoryUsage avg 497.26 Mi, 600 is outside ~10 %")])

case("bZ-005", [NZTAG, "format:nl_headings", "class:unsupported_cause", "class:quantity", "class:join"],
     "13:07 查余票接口 trips/left 很慢，原因是什么？",
     "## 现象\n"
     "TraceID be98c1b8b6880880ed2342a3fc6feabf 在网关上耗时约 1.6 秒。\n"
     "ts-travel-service-64469b5b48-5rjvb 处理 /api/v1/travelservice/trips/left 用了约 1.5 秒。\n"
     "其中 TripRepository.findAll 一步就占了约 300 ms。\n"
     "## 日志\n"
     "travel-service 在 21:07:21.311 收到 Query TripResponse，到 21:07:21.614 才打出 before get basic，两条日志相隔约 0.3 秒。\n"
     "## 原因\n"
     "这个 pod 在故障前刚被迁移到了一台更繁忙的节点上。\n"
     "## 下一步\n"
     "建议对比同节点其他 pod 的 CPU 使用率。",
     [inv("a1b2c3d4-0005-4e11-9a01-5f0c7d2e9b10", "bZ-005", 1, "get_trace_spans",
          {"trace_id": "be98c1b8b6880880ed2342a3fc6feabf", "limit": 16}, spans(T07T, 3983, 3998)),
      inv("a1b2c3d4-0005-4e11-9a01-5f0c7d2e9b11", "bZ-005", 2, "query_logs",
          {"pod": "ts-travel-service-64469b5b48-5rjvb", "trace_id": "be98c1b8b6880880ed2342a3fc6feabf", "limit": 4},
          nz_logs(T07L, [1609, 1610, 1611, 1612]))],
     [F("TraceID be98c1b8b6880880ed2342a3fc6feabf 在网关上耗时约 1.6 秒", "direct_evidence", "root span 60033880b748ffec duration_us 1598853"),
      F("ts-travel-service-64469b5b48-5rjvb 处理 /api/v1/travelservice/trips/left 用了约 1.5 秒", "direct_evidence", "span b5a2a3cbf5718918 duration_us 1499138"),
      F("其中 TripRepository.findAll 一步就占了约 300 ms", "direct_evidence", "span 76185aaf5a55aeb6 duration_us 300601"),
      F("travel-service 在 21:07:21.311 收到 Query TripResponse，到 21:07:21.614 才打出 before get basic，两条日志相隔约 0.3 秒", "direct_evidence",
        "lines 1612 (21:07:21.311) and 1609 (21:07:21.614), gap 0.303 s"),
      F("这个 pod 在故障前刚被迁移到了一台更繁忙的节点上", "no_evidence", "no scheduling/node data in any output")])

a6 = contract(
    "13:07 trips/left 慢在 travel-service 调 basic-service 这一跳",
    [claim("c1", "trace_finding", "travel-service 发往 basic-service 的 HTTP POST（span 78288789b381f85d）耗时 391120 微秒", "direct",
           [bind("trace", "T1", "get_trace_spans", ["call_e60a"], "{\"span_id\": \"78288789b381f85d\", \"duration_us\": 391120}")]),
     claim("c2", "trace_finding", "basic-service 的 /api/v1/basicservice/basic/travels 服务端 span（8fce1d334600719e）只用了 62230 微秒", "direct",
           [bind("trace", "T1", "get_trace_spans", ["call_e60a"], "{\"span_id\": \"8fce1d334600719e\", \"duration_us\": 62230}")]),
     claim("c3", "trace_finding", "调用方向是 ts-basic-service-5dc8d4f9fd-llznp 调用 ts-travel-service-64469b5b48-5rjvb，basic-service 在上游", "direct",
           [bind("trace", "T1", "get_trace_spans", ["call_e60a"], "{\"parent_id\": \"78288789b381f85d\"}")]),
     claim("c4", "fault_record", "13:06:49 的故障注入目标是 ts-travel-service-64469b5b48-5rjvb，类型 cpu_contention", "direct",
           [bind("tool_output", "T2", "get_fault_list", ["call_e60b"], "\"inject_pod\": \"ts-travel-service-64469b5b48-5rjvb\"")]),
     claim("c5", "hypothesis", "两者的差值可能来自 travel-service 侧 CPU 争用导致的调度等待", "indirect", [])],
    "travel-service 调 basic-service 的客户端 span 391120 微秒，basic-service 服务端只有 62230 微秒。")
case("bZ-006", [NZTAG, "format:json_indented", "class:roles", "class:entity_swap"],
     "13:07 trips/left 慢，是 basic-service 慢还是 travel-service 慢？谁在调谁？",
     json.dumps(a6, ensure_ascii=False, indent=2),
     [inv("call_e60a", "bZ-006", 1, "get_trace_spans", {"trace_id": "be98c1b8b6880880ed2342a3fc6feabf"}, spans(T07T, 3983, 4000)),
      inv("call_e60b", "bZ-006", 1, "get_fault_list", {"date": "2023-01-30"}, fault_list("13", [0], 60, 67))],
     [F(a6["claims"][0]["claim_text"], "direct_evidence", "span 78288789b381f85d on travel pod, HTTP POST, duration_us 391120", "c1"),
      F(a6["claims"][1]["claim_text"], "direct_evidence", "span 8fce1d334600719e basic pod /basic/travels duration_us 62230", "c2"),
      F(a6["claims"][2]["claim_text"], "contradicted",
        "basic span 8fce1d334600719e has ParentID 78288789b381f85d, a travel-service span: travel calls basic, not the reverse", "c3"),
      F(a6["claims"][3]["claim_text"], "direct_evidence", "fault list 13:06:49 travel pod cpu_contention", "c4"),
      F(a6["claims"][4]["claim_text"], "no_evidence", "hypothesis, non-critical", "c5", critical=False)])

case("bZ-007", [NZTAG, "format:nl_sloppy", "class:faithful", "class:join", "class:quantity"],
     "12:16 查票很慢，basic-service 是不是有问题？",
     "看了下 trace 9ed88cb3be9f647af976c0aeea63ee04，travel-service 发给 basic-service 的 HTTP POST 足足 2.03s\n"
     "basic-service 那边 /basic/travels 的服务端 span 才 36.6ms 左右\n"
     "travel 日志 20:16:45.382 打 before get basic，下一条 Seat request 是 20:16:47.428，中间空了大约 2 秒\n"
     "fault list 里 12:15:56 给 ts-basic-service-5dc8d4f9fd-llznp 注了 network_delay\n"
     "可能就慢在网络那段，不排除就是这个注入导致的",
     [inv("inv_9ed8_1", "bZ-007", 1, "get_trace_spans", {"trace_id": "9ed88cb3be9f647af976c0aeea63ee04"}, spans(T16T, 1334, 1347)),
      inv("inv_9ed8_2", "bZ-007", 1, "query_logs", {"pod": "ts-travel-service-64469b5b48-5rjvb", "trace_id": "9ed88cb3be9f647af976c0aeea63ee04"},
          nz_logs(T16L, [641, 642, 643, 644, 645])),
      inv("inv_9ed8_3", "bZ-007", 2, "get_fault_list", {"date": "2023-01-30", "hour": "12"}, fault_list("12", [0, 1], 16, 28))],
     [F("看了下 trace 9ed88cb3be9f647af976c0aeea63ee04，travel-service 发给 basic-service 的 HTTP POST 足足 2.03s", "direct_evidence",
        "span 47286e2ea4a3ba7e travel pod HTTP POST duration_us 2029837; its child 00f66071922dad1a is basic-service"),
      F("basic-service 那边 /basic/travels 的服务端 span 才 36.6ms 左右", "direct_evidence", "span 00f66071922dad1a duration_us 36640"),
      F("travel 日志 20:16:45.382 打 before get basic，下一条 Seat request 是 20:16:47.428，中间空了大约 2 秒", "direct_evidence",
        "lines 642 and 641, gap 2.046 s"),
      F("fault list 里 12:15:56 给 ts-basic-service-5dc8d4f9fd-llznp 注了 network_delay", "direct_evidence", "fault list entry 12:15:56 basic network_delay")])

a8 = contract(
    "basic-service 12:16 服务端延迟升高",
    [claim("c1", "metric_finding", "ts-basic-service-5dc8d4f9fd-llznp 的服务端 P99 延迟在 12:16:53 升到约 0.496 s", "direct",
           [bind("tool_output", "m-basic-1261", "get_pod_metrics", ["m-basic-1261"], "0.49625")]),
     claim("c2", "metric_finding", "12:15:53 时该 pod 的服务端 P99 延迟约 0.0945 s", "direct",
           [bind("tool_output", "m-basic-1216", "get_pod_metrics", ["m-basic-1216"], "0.09450000000000003")]),
     claim("c3", "fault_record", "故障清单显示 12:15:56 对 ts-basic-service-5dc8d4f9fd-llznp 注入了 network_delay", "direct", []),
     claim("c4", "log_finding", "同一时间段 basic-service 没有任何 ERROR 日志", "direct",
           [bind("tool_output", "m-basic-1216", "get_pod_metrics", ["m-basic-1216"], "ts-basic-service-5dc8d4f9fd-llznp")])],
    "basic-service 的服务端 P99 在 12:16:53 升到约 0.496 s，12:15:53 时还只有约 0.0945 s。")
case("bZ-008", [NZTAG, "format:json_with_text", "class:bad_reference", "class:gap", "class:metric_name_zh"],
     "12:16 basic-service 延迟有没有上去？",
     "结论如下（指标取自 get_pod_metrics）：\n" + json.dumps(a8, ensure_ascii=False),
     [inv("m-basic-1216", "bZ-008", 1, "get_pod_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "from": 1675080953, "to": 1675081073},
          csv_with_header(M_BASIC, 38, 40)),
      inv("fl-12", "bZ-008", 1, "get_fault_list", {"date": "2023-01-30", "hour": "12"}, fault_list("12", [1], 23, 28))],
     [F(a8["claims"][0]["claim_text"], "indirect_support", "value right (PodServerLatencyP99(s) 0.49625 at 12:16:53) but bound to non-existent invocation m-basic-1261", "c1"),
      F(a8["claims"][1]["claim_text"], "direct_evidence", "PodServerLatencyP99(s) 0.0945 at 12:15:53, binding and excerpt correct", "c2"),
      F(a8["claims"][2]["claim_text"], "indirect_support", "fault list fl-12 holds it, but the claim has no binding", "c3"),
      F(a8["claims"][3]["claim_text"], "no_evidence", "no log query was made; metrics say nothing about ERROR lines", "c4")])

case("bZ-009", [NZTAG, "format:nl_paragraph", "class:misattribution"],
     "12:06 订单执行报错，具体是哪个服务抛的异常？",
     "12:06 这段时间里，ts-execute-service-775f544d9-tmwcv 报了 IllegalStateException: No instances available for ts-user-service。"
     "ts-preserve-other-service-66646bdb5b-l8hp6 的 dispatcherServlet 也抛出了 No instances available for ts-user-service。"
     "ts-order-service-5b67c48447-fj8b7 有一条 Get Order By ID Fail 的 WARN，订单 5c2bf91b-36d0-41bc-87b6-84ce9d28eaa5 查不到。"
     "ts-order-other-service-6cdbf9b4cc-swvb5 对同一订单返回的是 Get Order By ID Success。"
     "可能是用户服务实例不可用引发的连锁问题。建议先检查 ts-user-service 在注册中心里的实例状态。",
     [inv("call_0f3a77", "bZ-009", 1, "query_logs",
          {"start": "2023-01-30T12:06:00Z", "end": "2023-01-30T12:06:40Z",
           "pods": ["ts-execute-service-775f544d9-tmwcv", "ts-order-service-5b67c48447-fj8b7", "ts-order-other-service-6cdbf9b4cc-swvb5", "ts-preserve-other-service-66646bdb5b-l8hp6"]},
          nz_logs(T06L, [51, 53, 55, 56, 77, 395, 396, 397]))],
     [F("12:06 这段时间里，ts-execute-service-775f544d9-tmwcv 报了 IllegalStateException: No instances available for ts-user-service", "contradicted",
        "execute-service's own ERRORs say 'ticket execute error: Order Status Wrong'; the IllegalStateException is logged only by preserve-other"),
      F("ts-preserve-other-service-66646bdb5b-l8hp6 的 dispatcherServlet 也抛出了 No instances available for ts-user-service", "direct_evidence", "line 395"),
      F("ts-order-service-5b67c48447-fj8b7 有一条 Get Order By ID Fail 的 WARN，订单 5c2bf91b-36d0-41bc-87b6-84ce9d28eaa5 查不到", "direct_evidence",
        "line 51 WARN [Get Order By ID Fail][Order not found]"),
      F("ts-order-other-service-6cdbf9b4cc-swvb5 对同一订单返回的是 Get Order By ID Success", "direct_evidence", "line 53")])

a10 = contract(
    "订单 5c2bf91b 在 order-service 查不到，execute-service 执行失败",
    [claim("c1", "log_finding", "ts-order-service-5b67c48447-fj8b7 按 ID 查询订单 5c2bf91b-36d0-41bc-87b6-84ce9d28eaa5 失败，提示订单不存在（WARN）", "direct",
           [bind("tool_output", "toolu_01XbA10", "kubectl_logs", ["toolu_01XbA10"], "[getOrderById][Get Order By ID Fail][Order not found][OrderId: 5c2bf91b-36d0-41bc-87b6-84ce9d28eaa5]")]),
     claim("c2", "log_finding", "ts-order-other-service-6cdbf9b4cc-swvb5 对同一订单的查询是成功的", "direct",
           [bind("tool_output", "toolu_01XbA10", "kubectl_logs", ["toolu_01XbA10"], "Get Order By ID Success")]),
     claim("c3", "log_finding", "随后 ts-execute-service-775f544d9-tmwcv 在 12:06:07.310（UTC）报 ERROR：ticket execute error: Order Status Wrong", "direct",
           [bind("tool_output", "toolu_01XbA10", "kubectl_logs", ["toolu_01XbA10"], "ts-execute-service-775f544d9-tmwcv,server,539a6fea1583ecde1d59b64575f57bdb,387c9db6aa43e9b0")]),
     claim("c4", "recommendation", "建议核对该订单在 orders 与 orders_other 两张表中的状态", "none", [])],
    "order-service 查不到订单 5c2bf91b-36d0-41bc-87b6-84ce9d28eaa5，execute-service 随后报 Order Status Wrong。")
case("bZ-010", [NZTAG, "format:json_compact", "class:paraphrase_zh", "class:excerpt_format", "class:faithful"],
     "TraceID 539a6fea1583ecde1d59b64575f57bdb 这笔执行为什么失败？",
     json.dumps(a10, ensure_ascii=False, separators=(",", ":")),
     [inv("toolu_01XbA10", "bZ-010", 1, "kubectl_logs", {"trace_id": "539a6fea1583ecde1d59b64575f57bdb", "since": "2023-01-30T12:06:00Z"},
          text(T06L, 51, 58))],
     [F(a10["claims"][0]["claim_text"], "direct_evidence", "line 51 WARN Get Order By ID Fail / Order not found", "c1"),
      F(a10["claims"][1]["claim_text"], "direct_evidence", "line 53 order-other Get Order By ID Success", "c2"),
      F(a10["claims"][2]["claim_text"], "direct_evidence", "line 55 at 12:06:07.310Z, after the WARN at 12:06:07.301Z; excerpt is a CSV fragment of that row", "c3"),
      F(a10["claims"][3]["claim_text"], "no_evidence", "recommendation, non-critical", "c4", critical=False)])

case("bZ-011", [NZTAG, "format:nl_bullets", "class:negation"],
     "12:37 verification-code 和 inside-payment 有没有报错？",
     "- ts-verification-code-service-7b6dc75c45-r66rb 这一分钟的日志里没有任何 WARN 或 ERROR\n"
     "- 它返回的校验结果是 verify result: false\n"
     "- ts-inside-payment-service-6f94c49ccd-t4k6c 在 12:37:44 和 12:37:52（UTC）各有一条 ERROR\n"
     "- 两条 ERROR 都是 No instances available for ts-payment-service\n"
     "- 疑似问题出在 payment-service 的服务注册上",
     [inv("qlog-3391", "bZ-011", 1, "query_logs",
          {"start": "2023-01-30T12:36:50Z", "end": "2023-01-30T12:38:00Z",
           "pods": ["ts-verification-code-service-7b6dc75c45-r66rb", "ts-inside-payment-service-6f94c49ccd-t4k6c"]},
          nz_logs(T37L, [103, 104, 105, 106, 1629, 1759]))],
     [F("ts-verification-code-service-7b6dc75c45-r66rb 这一分钟的日志里没有任何 WARN 或 ERROR", "contradicted",
        "line 105: WARN v.s.i.VerifyCodeServiceImpl#114 [Verify code start]"),
      F("它返回的校验结果是 verify result: false", "direct_evidence", "line 103"),
      F("ts-inside-payment-service-6f94c49ccd-t4k6c 在 12:37:44 和 12:37:52（UTC）各有一条 ERROR", "direct_evidence", "lines 1759 (12:37:44.412Z) and 1629 (12:37:52.385Z)"),
      F("两条 ERROR 都是 No instances available for ts-payment-service", "direct_evidence", "both messages")])

case("bZ-012", [NZTAG, "format:nl_bold_labels", "class:negation", "class:faithful", "class:quantity"],
     "登录那条链路 auth-service 有没有报错？",
     "**链路**：TraceID 5541440e1d8b37be088fff91ceded68b 的登录请求由 ts-auth-service-7f8d7d756d-kzp47 处理，用户名是 fdse_microservice。\n"
     "**auth-service 日志**：这条链路上 auth-service 的三条日志都是 INFO 级别，没有任何报错。\n"
     "**verification-code**：收到的验证码是 1234，校验结果为 false。\n"
     "**结果**：auth-service 最终仍然签发了 token（getToken success）。",
     [inv("7f3e9c2a-5b1d-4c6e-8a90-12ab34cd0012", "bZ-012", 1, "search_pod_logs",
          {"trace_id": "5541440e1d8b37be088fff91ceded68b", "file": "12_37_log.csv"}, text(T37L, 103, 109))],
     [F("TraceID 5541440e1d8b37be088fff91ceded68b 的登录请求由 ts-auth-service-7f8d7d756d-kzp47 处理，用户名是 fdse_microservice", "direct_evidence",
        "line 109 Login request of username: fdse_microservice on the auth pod"),
      F("这条链路上 auth-service 的三条日志都是 INFO 级别，没有任何报错", "direct_evidence", "auth lines 107-109 are all INFO (true denial)"),
      F("收到的验证码是 1234，校验结果为 false", "direct_evidence", "lines 106 receivedCode: 1234 and 103 verify result: false"),
      F("auth-service 最终仍然签发了 token（getToken success）", "direct_evidence", "line 107 [getToken][success]")])

case("bZ-013", [NZTAG, "format:nl_paragraph", "class:gap", "class:runbook_only"],
     "12:06 basic-service 被注入网络延迟后自己有报错吗？CPU 怎么样？",
     "故障清单里 2023-01-30 12:06:12 对 ts-basic-service-5dc8d4f9fd-llznp 注入了 network_delay。"
     "basic-service 在 12:06 这一分钟没有任何 ERROR 日志。"
     "它的 CPU 使用率这段时间一直低于 2%。"
     "按运维手册的说法，这类 network_delay 注入一般会持续 5 分钟左右。"
     "建议稍后重新拉取一次指标。",
     [inv("call_b13_logs", "bZ-013", 1, "query_logs",
          {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "level": "ERROR", "start": "2023-01-30T12:06:00Z", "end": "2023-01-30T12:07:00Z"},
          ({"total": 0, "logs": []}, [])),
      inv("call_b13_metrics", "bZ-013", 1, "get_pod_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "from": 1675080353, "to": 1675080473},
          None, success=False, error="upstream metrics store timeout after 30s"),
      inv("call_b13_faults", "bZ-013", 2, "get_fault_list", {"date": "2023-01-30", "hour": "12"}, fault_list("12", [0], 16, 22)),
      kb("call_b13_kb", "bZ-013", 2, "network_delay 注入 持续时间",
         [{"chunk_id": "chaos-rb-03", "source_doc": "runbooks/chaos-injection.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
           "content": "network_delay 类注入一般会持续 5 分钟左右，结束后链路延迟应恢复到基线水平。"}])],
     [F("故障清单里 2023-01-30 12:06:12 对 ts-basic-service-5dc8d4f9fd-llznp 注入了 network_delay", "direct_evidence", "fault list inject_time 2023-01-30 12:06:12"),
      F("basic-service 在 12:06 这一分钟没有任何 ERROR 日志", "no_evidence", "only a no-hit query (total 0) backs it; no-hit is not proof"),
      F("它的 CPU 使用率这段时间一直低于 2%", "no_evidence", "the metrics call failed; nothing else shows CPU"),
      F("按运维手册的说法，这类 network_delay 注入一般会持续 5 分钟左右", "indirect_support", "attributed to the runbook; only the knowledge chunk says it")])

a14 = contract(
    "13:07 下单链路报错",
    [claim("c1", "log_finding", "ts-preserve-service-b5ccf8557-l5l4q 在 13:07:48 报出 No instances available for ts-travel-service", "direct",
           [bind("tool_output", "es-7781", "es_query", ["es-7781"], "No instances available for ts-travel-service")]),
     claim("c2", "log_finding", "ts-inside-payment-service-6f94c49ccd-t4k6c 在 13:07:03 和 13:07:14 两次提示 Order status Not allowed to Pay", "direct",
           [bind("tool_output", "es-7781", "es_query", ["es-7781"], "[Inside Payment Service.pay][Order status Not allowed to Pay]")]),
     claim("c3", "log_finding", "订单 61d67758-2fe1-4d35-b4b7-dbadc029c759 在 ts-order-service-5b67c48447-fj8b7 中可以查到", "direct",
           [bind("tool_output", "es-7781", "es_query", ["es-7781"], "[getOrderById][Get Order By ID Success][OrderId: 61d67758-2fe1-4d35-b4b7-dbadc029c759]")])],
    "preserve-service 找不到 ts-travel-service 实例，inside-payment 两次拒绝支付。")
_es14, _w14 = nz_logs(T07L, [1577, 4, 5, 6, 8, 9])
case("bZ-014", [NZTAG, "format:json_fenced", "class:fabricated_id"],
     "13:07 下单和支付都失败了，帮忙看看日志。",
     "排查结果：\n```json\n" + json.dumps(a14, ensure_ascii=False, indent=1) + "\n```",
     [inv("es-7781", "bZ-014", 1, "es_query", {"index": "nezha-logs-2023.01.30", "query": "level:(WARN OR ERROR) OR OrderId:61d67758*", "size": 6},
          ({"took": 14, "hits": {"total": {"value": 6}, "hits": [{"_index": "nezha-logs-2023.01.30", "_source": r} for r in _es14["logs"]]}}, _w14))],
     [F(a14["claims"][0]["claim_text"], "contradicted", "pod id l5l4q is one character off the real ts-preserve-service-b5ccf8557-l5l4p; found nowhere", "c1"),
      F(a14["claims"][1]["claim_text"], "direct_evidence", "lines 8 (13:07:03.543Z) and 4 (13:07:14.078Z)", "c2"),
      F(a14["claims"][2]["claim_text"], "direct_evidence", "line 6 Get Order By ID Success for that order", "c3")])


def spans_list(rel, nums):
    return ({"spans": [span_record(rel, n) for n in nums]}, [(rel, a, b) for a, b in ranges(nums)])


case("bZ-015", [NZTAG, "format:nl_bullets", "class:runbook_only", "class:unsupported_cause"],
     "13:07 inside-payment 为什么拒绝支付？",
     "- inside-payment 在 21:07:03.542 和 21:07:14.078 各打了一条 Order status Not allowed to Pay 的 WARN\n"
     "- 这两次 pay 请求对应的订单分别是 61d67758-2fe1-4d35-b4b7-dbadc029c759 和 e6654c45-460f-4667-a8e5-11174d5f0b73\n"
     "- 按运维手册，这个提示一般意味着订单已经支付过又被重复调用了 pay\n"
     "- 这两笔订单在 20 分钟前就已经完成了支付\n"
     "- 建议在客户端加防重复提交",
     [inv("call_15a", "bZ-015", 1, "query_logs",
          {"pod": "ts-inside-payment-service-6f94c49ccd-t4k6c", "start": "2023-01-30T13:06:50Z", "end": "2023-01-30T13:07:20Z"},
          nz_logs(T07L, [4, 5, 8, 9])),
      kb("call_15b", "bZ-015", 1, "Order status Not allowed to Pay",
         [{"chunk_id": "kb-pay-017", "source_doc": "runbooks/trainticket-payment.md", "retrieval_layer": "runbook",
           "relevance": "high", "deduped": False,
           "content": "inside-payment 打出 [Order status Not allowed to Pay] 时，通常表示订单已是已支付或已取消状态却再次调用了 pay。处理方式：核对订单状态，排查客户端重复提交。"}])],
     [F("inside-payment 在 21:07:03.542 和 21:07:14.078 各打了一条 Order status Not allowed to Pay 的 WARN", "direct_evidence",
        "lines 8 and 4; times are the CST text times (UTC 13:07:03 / 13:07:14)"),
      F("这两次 pay 请求对应的订单分别是 61d67758-2fe1-4d35-b4b7-dbadc029c759 和 e6654c45-460f-4667-a8e5-11174d5f0b73", "direct_evidence",
        "lines 9 and 5 'Pay for: ...' on the same pod/spans as the WARNs"),
      F("按运维手册，这个提示一般意味着订单已经支付过又被重复调用了 pay", "indirect_support", "attributed to the runbook; only the knowledge chunk says it"),
      F("这两笔订单在 20 分钟前就已经完成了支付", "no_evidence", "no payment history in any output")])

a16 = contract(
    "execute-service 13:07 的 ERROR 统计",
    [claim("c1", "log_finding", "ts-execute-service-775f544d9-tmwcv 在 13:06:56 到 13:07:52（UTC）之间共有 5 条 ERROR", "direct",
           [bind("tool_output", "T1", "query_logs", ["inv-16-logs"], "{\"level\": \"ERROR\", \"pod\": \"ts-execute-service-775f544d9-tmwcv\"}")]),
     claim("c2", "log_finding", "其中 3 条针对订单 61d67758-2fe1-4d35-b4b7-dbadc029c759", "direct",
           [bind("tool_output", "T1", "query_logs", ["inv-16-logs"], "[orderId: 61d67758-2fe1-4d35-b4b7-dbadc029c759]")]),
     claim("c3", "log_finding", "只有 1 条来自 getOrderByIdFromOrderOther 分支，对应订单 2dadf852-040b-47a7-8fbe-84197fc44339", "direct",
           [bind("tool_output", "T1", "query_logs", ["inv-16-logs"], "[getOrderByIdFromOrderOther][ticket execute error: Order Status Wrong][orderId: 2dadf852-040b-47a7-8fbe-84197fc44339]")]),
     claim("c4", "log_finding", "这 5 条 ERROR 的内容都是 ticket execute error: Order Status Wrong", "direct",
           [bind("tool_output", "T1", "query_logs", ["inv-16-logs"], "ticket execute error: Order Status Wrong")])],
    "execute-service 这一分钟共 5 条 ERROR，全部是 Order Status Wrong，其中 3 条针对订单 61d67758-2fe1-4d35-b4b7-dbadc029c759。")
case("bZ-016", [NZTAG, "format:json_indented", "class:quantity", "class:faithful"],
     "13:07 execute-service 报了多少错？都是什么？",
     json.dumps(a16, ensure_ascii=False, indent=4),
     [inv("inv-16-logs", "bZ-016", 1, "query_logs",
          {"pod": "ts-execute-service-775f544d9-tmwcv", "level": "ERROR", "start": "2023-01-30T13:06:50Z", "end": "2023-01-30T13:08:00Z"},
          nz_logs(T07L, [2145, 2375, 2380, 2385, 2392]))],
     [F(a16["claims"][0]["claim_text"], "direct_evidence", "total 5, first 13:06:56.99Z, last 13:07:52.33Z", "c1"),
      F(a16["claims"][1]["claim_text"], "direct_evidence", "lines 2145, 2375, 2385", "c2"),
      F(a16["claims"][2]["claim_text"], "direct_evidence", "line 2392 only", "c3"),
      F(a16["claims"][3]["claim_text"], "direct_evidence", "all five messages", "c4")])

case("bZ-017", [NZTAG, "format:nl_sloppy", "class:count_wrong"],
     "food-service 13:07 报错多吗",
     "food-service 13:07 这一分钟 ERROR 一共 9 条\n"
     "全是 getAllFood 里的 Get the Get Food Request Failed!，foodStoresListResult is null\n"
     "tripId 都是 D1345，date 是 2021-07-14\n"
     "最早一条 13:07:04（UTC），最晚一条 13:07:48\n"
     "maybe 是 food map 那边缺数据，建议查一下 station-food",
     [inv("call-17-food", "bZ-017", 1, "query_logs",
          {"pod": "ts-food-service-f5756978c-6sb8t", "level": "ERROR", "start": "2023-01-30T13:07:00Z", "end": "2023-01-30T13:08:00Z"},
          nz_logs(T07L, [242, 254, 266, 497, 506, 518, 530]))],
     [F("food-service 13:07 这一分钟 ERROR 一共 9 条", "contradicted", "total 7"),
      F("全是 getAllFood 里的 Get the Get Food Request Failed!，foodStoresListResult is null", "direct_evidence", "all 7 messages"),
      F("tripId 都是 D1345，date 是 2021-07-14", "direct_evidence", "all 7 messages"),
      F("最早一条 13:07:04（UTC），最晚一条 13:07:48", "direct_evidence", "line 254 13:07:04.342Z, line 530 13:07:48.726Z")])

a18_txt = ("{\n  \"answer_version\": \"1.0\",\n  \"diagnosis_summary\": \"12:16 登录链路检查\",\n  \"claims\": [\n"
           "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"ts-verification-code-service-7b6dc75c45-r66rb 在 12:16:19.824（UTC）打了一条 Verify code start 的 WARN\", \"support_level\": \"direct\",\n"
           "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"q18\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"q18\"], \"evidence_excerpt\": \"[verifyCode][Verify code start]\"}]},\n"
           "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"同一 TraceID d1fd9feedf57ddd07ea3b22667b55124 中 auth-service 在 20:16:19.994 成功签发了 token\", \"support_level\": \"direct\",\n"
           "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"q18\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"q18\"], \"evidence_excerpt\": \"[getToken][success]\"}]},\n"
           "    {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"这次登录从 Login request 到签发 token 大约用了 0.18 秒\", \"support_level\": \"direct\",\n"
           "     \"evidence_bindings\": [],},  // 20:16:19.815 -> 20:16:19.994\n"
           "    {\"claim_id\": \"c4\", \"claim_type\": \"root_cause\", \"claim_text\": \"verification-code 的验证码缓存在 12:16 之前被清空过\", \"support_level\": \"indirect\",\n"
           "     \"evidence_bindings\": []}\n  ],\n"
           "  \"hypotheses\": [\"可能是 verification-code 的网络抖动导致了这条 WARN\"],\n"
           "  \"user_facing_answer\": \"")
case("bZ-018", [NZTAG, "format:json_malformed", "class:unsupported_cause", "class:hedged_distractor", "class:quantity"],
     "12:16 verification-code 那条 WARN 要紧吗？",
     a18_txt,
     [inv("q18", "bZ-018", 1, "query_logs", {"trace_id": "d1fd9feedf57ddd07ea3b22667b55124", "start": "2023-01-30T12:16:00Z", "end": "2023-01-30T12:17:00Z"},
          nz_logs(T16L, [30, 31, 32, 33, 34, 35, 36]))],
     [F("ts-verification-code-service-7b6dc75c45-r66rb 在 12:16:19.824（UTC）打了一条 Verify code start 的 WARN", "direct_evidence", "line 32 ts 12:16:19.824709041Z WARN"),
      F("同一 TraceID d1fd9feedf57ddd07ea3b22667b55124 中 auth-service 在 20:16:19.994 成功签发了 token", "direct_evidence", "line 34 text time 20:16:19.994 [getToken][success]"),
      F("这次登录从 Login request 到签发 token 大约用了 0.18 秒", "direct_evidence", "line 36 20:16:19.815 -> line 34 20:16:19.994 = 0.179 s"),
      F("verification-code 的验证码缓存在 12:16 之前被清空过", "no_evidence", "nothing about a cache in any output")])

case("bZ-019", [NZTAG, "format:nl_paragraph", "class:faithful", "class:join", "class:quantity"],
     "12:06 preserve-other 下单失败，链路上耗时怎么样？",
     "ts-preserve-other-service-66646bdb5b-l8hp6 在 UTC 12:06:08.571 报出 No instances available for ts-user-service，容器日志正文里打印的时间是 20:06:08.559。"
     "同一条链路 66eb7a0ed62e594e8274413df7367cf2 的网关根 span 耗时约 784 ms。"
     "preserve-other 的 /api/v1/preserveotherservice/preserveOther 服务端 span 约 778 ms。"
     "preserve-other 上的 BasicErrorController.error span 只有 0.7 ms 左右。",
     [inv("run-19-1", "bZ-019", 1, "query_logs", {"trace_id": "66eb7a0ed62e594e8274413df7367cf2", "level": "ERROR"}, nz_logs(T06L, [395])),
      inv("run-19-2", "bZ-019", 1, "get_trace_spans", {"trace_id": "66eb7a0ed62e594e8274413df7367cf2", "limit": 6}, spans(T06T, 81, 86))],
     [F("ts-preserve-other-service-66646bdb5b-l8hp6 在 UTC 12:06:08.571 报出 No instances available for ts-user-service，容器日志正文里打印的时间是 20:06:08.559", "direct_evidence",
        "line 395: ts 12:06:08.571860088Z, text time 20:06:08.559 (CST)"),
      F("同一条链路 66eb7a0ed62e594e8274413df7367cf2 的网关根 span 耗时约 784 ms", "direct_evidence", "span 73323f10e7972664 duration_us 783647"),
      F("preserve-other 的 /api/v1/preserveotherservice/preserveOther 服务端 span 约 778 ms", "direct_evidence", "span 3fc77f68701dc55b duration_us 777922"),
      F("preserve-other 上的 BasicErrorController.error span 只有 0.7 ms 左右", "direct_evidence", "span f6b2d54f882348ab duration_us 708")])

case("bZ-020", [NZTAG, "format:nl_bullets", "class:time_wrong"],
     "12:37 登录慢，verification-code 和 auth-service 的先后顺序是怎样的？",
     "- auth-service 在 20:36:59.108 收到了 fdse_microservice 的登录请求\n"
     "- token 签发（getToken success）比 verification-code 返回 verify result: false 还要早\n"
     "- verification-code 的 receivedCode 日志和 verify result 日志都落在 20:37:03 这一秒内\n"
     "- 从登录请求到 token 签发相隔 5 秒多",
     [inv("call_20_logs", "bZ-020", 1, "kubectl_logs", {"selector": "app in (ts-auth-service,ts-verification-code-service)", "grep": "5541440e1d8b37be088fff91ceded68b"},
          text(T37L, 103, 109))],
     [F("auth-service 在 20:36:59.108 收到了 fdse_microservice 的登录请求", "direct_evidence", "line 109"),
      F("token 签发（getToken success）比 verification-code 返回 verify result: false 还要早", "contradicted",
        "getToken success 20:37:04.300 (12:37:04.300Z) is after verify result 20:37:03.143 (12:37:03.144Z)"),
      F("verification-code 的 receivedCode 日志和 verify result 日志都落在 20:37:03 这一秒内", "direct_evidence", "lines 106 (20:37:03.141) and 103 (20:37:03.143)"),
      F("从登录请求到 token 签发相隔 5 秒多", "direct_evidence", "20:36:59.108 -> 20:37:04.300 = 5.19 s")])

case("bZ-021", [NZTAG, "format:nl_headings", "class:time_wrong", "class:quantity"],
     "13:07 trips/left 这条请求在 travel-service 里的时间线能理一下吗？",
     "## 时间线\n"
     "travel-service 在 21:05:40 打出了这条链路的第一条 Query TripResponse。\n"
     "21:07:21.614 进入 getTicketsByBatch 的 before get basic。\n"
     "最后一条 Calculate distance 日志打在 21:07:22.807。\n"
     "## 结论\n"
     "从 before get basic 到最后一条 Calculate distance 大约 1.2 秒。",
     [inv("9b1f0c2e-21aa-4f00-8e21-000000000021", "bZ-021", 1, "query_logs",
          {"pod": "ts-travel-service-64469b5b48-5rjvb", "trace_id": "be98c1b8b6880880ed2342a3fc6feabf"},
          nz_logs(T07L, [1591, 1592, 1593, 1609, 1610, 1611, 1612]))],
     [F("travel-service 在 21:05:40 打出了这条链路的第一条 Query TripResponse", "no_evidence", "no record at 21:05:40 (Query TripResponse is at 21:07:21.311)"),
      F("21:07:21.614 进入 getTicketsByBatch 的 before get basic", "direct_evidence", "line 1609"),
      F("最后一条 Calculate distance 日志打在 21:07:22.807", "direct_evidence", "line 1591 (latest of the output)"),
      F("从 before get basic 到最后一条 Calculate distance 大约 1.2 秒", "direct_evidence", "21:07:21.614 -> 21:07:22.807 = 1.193 s")])

a22 = contract(
    "verification-code 12:37 前后资源与日志",
    [claim("c1", "metric_finding", "ts-verification-code-service-7b6dc75c45-r66rb 在 12:36:54 的 CPU 使用量约 4.8m，CPU 使用率约 0.96%", "direct",
           [bind("tool_output", "pm-22", "get_pod_metrics", ["pm-22"], "1675082214,ts-verification-code-service-7b6dc75c45-r66rb,4.79900409824564,0.959800819649128")]),
     claim("c2", "metric_finding", "12:37:54 该 pod 的内存使用约 399.3 Mi", "direct",
           [bind("tool_output", "pm-22", "get_pod_metrics", ["pm-22"], "399.296875")]),
     claim("c3", "log_finding", "同一 pod 在 12:37:03（UTC）打出了 Verify code start 的 WARN", "direct",
           [bind("tool_output", "ql-22", "query_logs", ["ql-22"], "level=WARN pod=ts-verification-code-service-7b6dc75c45-r66rb")]),
     claim("c4", "metric_finding", "该 pod 所在节点在 12:37:54 的节点 CPU 使用率约 12.3%", "direct",
           [bind("tool_output", "pm-22", "get_pod_metrics", ["pm-22"], "12.310185974965371")])],
    "verification-code 在 12:36:54 的 CPU 使用率约 0.96%，并在 12:37:03 打出 Verify code start 的 WARN。")
case("bZ-022", [NZTAG, "format:json_with_text", "class:excerpt_format", "class:metric_name_zh", "class:join"],
     "verification-code 12:37 前后资源吃紧吗？日志怎么说？",
     "详细结论见下：\n" + json.dumps(a22, ensure_ascii=False, indent=2),
     [inv("pm-22", "bZ-022", 1, "get_pod_metrics", {"pod": "ts-verification-code-service-7b6dc75c45-r66rb", "from": 1675082154, "to": 1675082274},
          csv_with_header(M_VERIFY, 58, 60)),
      inv("ql-22", "bZ-022", 1, "query_logs", {"pod": "ts-verification-code-service-7b6dc75c45-r66rb", "start": "2023-01-30T12:37:00Z", "end": "2023-01-30T12:37:10Z"},
          nz_logs(T37L, [103, 104, 105, 106]))],
     [F(a22["claims"][0]["claim_text"], "direct_evidence", "row 1675082214: CpuUsage(m) 4.799, CpuUsageRate(%) 0.9598", "c1"),
      F(a22["claims"][1]["claim_text"], "direct_evidence", "row 1675082274 MemoryUsage(Mi) 399.297", "c2"),
      F(a22["claims"][2]["claim_text"], "direct_evidence", "line 105 WARN at 12:37:03.143Z; excerpt is k=v of that record", "c3"),
      F(a22["claims"][3]["claim_text"], "direct_evidence", "NodeCpuUsageRate(%) 12.31 at 12:37:54", "c4")])

a23 = contract(
    "12:06 preserve-other 下单链路",
    [claim("c1", "log_finding", "ts-order-other-service-6cdbf9b4cc-swvb5 在 trace 66eb7a0ed62e594e8274413df7367cf2 里创建订单失败", "direct",
           [bind("tool_output", "q-23", "query_logs", ["q-23"], "[create][Create Order][Ready Create Order]")]),
     claim("c2", "log_finding", "ts-preserve-other-service-66646bdb5b-l8hp6 的 Buy Food 步骤是成功的", "direct",
           [bind("tool_output", "q-23", "query_logs", ["q-23"], "[preserve][Step 6][Buy Food][Buy Food Success]")]),
     claim("c3", "log_finding", "preserve-other 最终抛出了 No instances available for ts-user-service", "direct",
           [bind("tool_output", "q-23", "query_logs", ["q-23"], "No instances available for ts-user-service")]),
     claim("c4", "log_finding", "这笔预订不需要托运（Do not need to consign）", "direct",
           [bind("tool_output", "q-23", "query_logs", ["q-23"], "[Add Consign][Do not need to consign]")])],
    "order-other 创建订单失败，preserve-other 最后报 No instances available for ts-user-service。")
case("bZ-023", [NZTAG, "format:json_raw", "class:status_wrong"],
     "66eb7a0ed62e594e8274413df7367cf2 这笔预订是在哪一步失败的？",
     json.dumps(a23, ensure_ascii=False),
     [inv("q-23", "bZ-023", 1, "query_logs", {"trace_id": "66eb7a0ed62e594e8274413df7367cf2", "pods": ["ts-preserve-other-service-66646bdb5b-l8hp6", "ts-order-other-service-6cdbf9b4cc-swvb5"]},
          nz_logs(T06L, [395, 396, 397, 398, 399, 416, 417, 418]))],
     [F(a23["claims"][0]["claim_text"], "contradicted", "line 416 [create][Order Create Success] for that trace: success, not failure", "c1"),
      F(a23["claims"][1]["claim_text"], "direct_evidence", "line 398", "c2"),
      F(a23["claims"][2]["claim_text"], "direct_evidence", "line 395", "c3"),
      F(a23["claims"][3]["claim_text"], "direct_evidence", "line 397", "c4")])

case("bZ-024", [NZTAG, "format:nl_paragraph", "class:unsupported_cause", "class:metric_name_zh", "class:quantity"],
     "basic-service 12:12 左右延迟抖了一下，什么原因？",
     "ts-basic-service-5dc8d4f9fd-llznp 的服务端 P99 延迟在 12:12:53 达到约 0.985 秒。"
     "同一时刻它的网络发送量约 58 KiB。"
     "12:13:53 服务端 P99 回落到约 0.475 秒。"
     "当时有同事在这个节点上跑压测。"
     "压测结束后流量又被切回了原来的集群。",
     [inv("gpm_24", "bZ-024", 1, "get_pod_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-llznp", "from": 1675080713, "to": 1675080893},
          csv_with_header(M_BASIC, 34, 37))],
     [F("ts-basic-service-5dc8d4f9fd-llznp 的服务端 P99 延迟在 12:12:53 达到约 0.985 秒", "direct_evidence", "PodServerLatencyP99(s) 0.985 at 12:12:53"),
      F("同一时刻它的网络发送量约 58 KiB", "direct_evidence", "NetworkTransmitBytes 59793.9 B = 58.4 KiB"),
      F("12:13:53 服务端 P99 回落到约 0.475 秒", "direct_evidence", "PodServerLatencyP99(s) 0.475 at 12:13:53"),
      F("当时有同事在这个节点上跑压测", "no_evidence", "no such event in any output"),
      F("压测结束后流量又被切回了原来的集群", "no_evidence", "no such event in any output")])

case("bZ-025", [NZTAG, "format:nl_bold_labels", "class:paraphrase_zh", "class:quantity"],
     "12:37 付款和预订接口报 500，日志里是什么异常？",
     "**inside-payment**：ts-inside-payment-service-6f94c49ccd-t4k6c 抛出 IllegalStateException，提示找不到 ts-payment-service 的可用实例。\n"
     "**次数**：这类报错在 inside-payment 上共出现 2 次。\n"
     "**preserve**：ts-preserve-service-b5ccf8557-l5l4p 的报错则是找不到 ts-food-service 的可用实例。\n"
     "**时间**：preserve-service 的两条报错分别在 UTC 12:36:55 和 12:37:01。\n"
     "**建议**：先确认 payment 与 food 两个服务在注册中心里的实例列表。",
     [inv("call_25", "bZ-025", 1, "query_logs", {"level": "ERROR", "start": "2023-01-30T12:36:50Z", "end": "2023-01-30T12:38:00Z",
                                                  "pods": ["ts-inside-payment-service-6f94c49ccd-t4k6c", "ts-preserve-service-b5ccf8557-l5l4p"]},
          nz_logs(T37L, [42, 250, 1629, 1759]))],
     [F("ts-inside-payment-service-6f94c49ccd-t4k6c 抛出 IllegalStateException，提示找不到 ts-payment-service 的可用实例", "direct_evidence",
        "lines 1629/1759: IllegalStateException: No instances available for ts-payment-service"),
      F("这类报错在 inside-payment 上共出现 2 次", "direct_evidence", "2 records of that pod"),
      F("ts-preserve-service-b5ccf8557-l5l4p 的报错则是找不到 ts-food-service 的可用实例", "direct_evidence", "lines 42/250 No instances available for ts-food-service"),
      F("preserve-service 的两条报错分别在 UTC 12:36:55 和 12:37:01", "direct_evidence", "12:36:55.657Z and 12:37:01.169Z")])

case("bZ-026", [NZTAG, "format:nl_paragraph", "class:paraphrase_zh"],
     "12:16:25 那次登录验证码校验过了吗？",
     "12:16:25 那次登录，verification-code 收到的验证码是 1234。"
     "验证码校验通过了，日志显示 verify result 为 true。"
     "auth-service 在 20:16:25.318 签发了 token。",
     [inv("kl-26", "bZ-026", 1, "kubectl_logs", {"selector": "app in (ts-verification-code-service,ts-auth-service)", "since_time": "2023-01-30T12:16:25Z"},
          text(T16L, 37, 43))],
     [F("12:16:25 那次登录，verification-code 收到的验证码是 1234", "direct_evidence", "line 40 receivedCode: 1234 at 12:16:25.169Z"),
      F("验证码校验通过了，日志显示 verify result 为 true", "contradicted", "line 37 says [verify result: false]"),
      F("auth-service 在 20:16:25.318 签发了 token", "direct_evidence", "line 43 20:16:25.318 [getToken][success]")])

a27 = contract(
    "travel-service 13:07 变慢",
    [claim("c1", "trace_finding", "TraceID be98c1b8b6880880ed2342a3fc6feabf 中 ts-travel-service-64469b5b48-5rjvb 的 /trips/left span 耗时约 1.5 s", "direct",
           [bind("trace", "T1", "get_trace_spans", ["call_27_tr"], "\"duration_us\": 1499138")]),
     claim("c2", "config_fact", "ts-travel-service-64469b5b48-5rjvb 的 CPU limit 是 500m", "direct",
           [bind("knowledge", "kb-cfg-travel", "lookup_knowledge", ["call_27_kb"], "ts-travel-service 的 CPU limit 为 500m")]),
     claim("c3", "metric_finding", "travel-service 在 13:07 的 CPU 使用率超过 90%", "direct",
           [bind("tool_output", "call_27_qm", "query_metrics", ["call_27_qm"], "CpuUsageRate")]),
     claim("c4", "hypothesis", "CPU 打满后请求处理被拖慢", "indirect", [])],
    "trips/left 在 travel-service 上耗时约 1.5 s。")
case("bZ-027", [NZTAG, "format:json_indented", "class:gap"],
     "13:07 travel-service 慢是不是 CPU 被限流了？",
     json.dumps(a27, ensure_ascii=False, indent=2),
     [inv("call_27_tr", "bZ-027", 1, "get_trace_spans", {"trace_id": "be98c1b8b6880880ed2342a3fc6feabf", "limit": 4}, spans(T07T, 3983, 3986)),
      kb("call_27_kb", "bZ-027", 1, "ts-travel-service CPU limit",
         [{"chunk_id": "kb-cfg-travel", "source_doc": "deploy/trainticket-resources.md", "retrieval_layer": "config_doc",
           "relevance": "medium", "deduped": True, "content": "ts-travel-service 的 CPU limit 为 500m，requests 为 200m。"}]),
      inv("call_27_qm", "bZ-027", 2, "query_metrics", {"service": "ts-travel-service-64469b5b48-5rjvb", "metric": "CpuUsageRate(%)", "from": 1675084014, "to": 1675084134},
          None, success=False, error="query_metrics: 503 Service Unavailable")],
     [F(a27["claims"][0]["claim_text"], "direct_evidence", "span b5a2a3cbf5718918 duration_us 1499138", "c1"),
      F(a27["claims"][1]["claim_text"], "no_evidence", "only in a deduped knowledge chunk", "c2"),
      F(a27["claims"][2]["claim_text"], "no_evidence", "only bound to a failed call; no other output has CPU", "c3"),
      F(a27["claims"][3]["claim_text"], "no_evidence", "hypothesis, non-critical", "c4", critical=False)])

a28 = contract(
    "12:06 preserveOther 链路的下游调用",
    [claim("c1", "trace_finding", "ts-preserve-other-service-66646bdb5b-l8hp6 的 HTTP POST（074a9b18a0d6a810）调用了 ts-travel2-service-5c66d57d58-zxw8n 的 /api/v1/travel2service/trip_detail", "direct",
           [bind("trace", "T1", "get_trace_spans", ["tr-28"], "{\"span_id\": \"65a546620b77e3d5\", \"parent_id\": \"074a9b18a0d6a810\"}")]),
     claim("c2", "trace_finding", "travel2-service 的 trip_detail 服务端 span 耗时约 319 ms", "direct",
           [bind("trace", "T1", "get_trace_spans", ["tr-28"], "{\"operation\": \"/api/v1/travel2service/trip_detail\", \"duration_us\": 319058}")]),
     claim("c3", "trace_finding", "travel2-service 又调用了 ts-basic-service-5dc8d4f9fd-llznp 的 /api/v1/basicservice/basic/travel，耗时约 37.3 ms", "direct",
           [bind("trace", "T1", "get_trace_spans", ["tr-28"], "{\"span_id\": \"0d108a444da9b24a\", \"parent_id\": \"4a53b8e588d23de5\", \"duration_us\": 37254}")]),
     claim("c4", "trace_finding", "preserve-other 的 /api/v1/preserveotherservice/preserveOther 服务端 span 总共约 0.78 秒", "direct",
           [bind("trace", "T1", "get_trace_spans", ["tr-28"], "\"duration_us\": 777922")])],
    "preserveOther 共约 0.78 秒，其中 travel2 的 trip_detail 约 319 ms。")
case("bZ-028", [NZTAG, "format:json_fenced", "class:roles", "class:quantity", "class:faithful"],
     "12:06 preserveOther 接口慢，下游调用关系和耗时是怎样的？",
     "```json\n" + json.dumps(a28, ensure_ascii=False, indent=2) + "\n```",
     [inv("tr-28", "bZ-028", 1, "get_trace_spans", {"trace_id": "66eb7a0ed62e594e8274413df7367cf2", "span_ids": ["3fc77f68701dc55b", "074a9b18a0d6a810", "65a546620b77e3d5", "a12e96d01be8fbb9", "4a53b8e588d23de5", "0d108a444da9b24a"]},
          spans_list(T06T, [84, 89, 142, 143, 150, 153]))],
     [F(a28["claims"][0]["claim_text"], "direct_evidence", "span 65a546620b77e3d5 (travel2 trip_detail) ParentID 074a9b18a0d6a810 = preserve-other HTTP POST", "c1"),
      F(a28["claims"][1]["claim_text"], "direct_evidence", "duration_us 319058", "c2"),
      F(a28["claims"][2]["claim_text"], "direct_evidence", "span 0d108a444da9b24a basic pod, ParentID 4a53b8e588d23de5 = travel2 HTTP POST, 37254 us", "c3"),
      F(a28["claims"][3]["claim_text"], "direct_evidence", "span 3fc77f68701dc55b duration_us 777922", "c4")])

# ---------------------------------------------------------------- Loghub
HDFS, SPARK, ZK = "loghub/HDFS/HDFS_2k.log", "loghub/Spark/Spark_2k.log", "loghub/Zookeeper/Zookeeper_2k.log"
LINUX, ANDROID, TBIRD = "loghub/Linux/Linux_2k.log", "loghub/Android/Android_2k.log", "loghub/Thunderbird/Thunderbird_2k.log"


def hdfs_rec(l):
    m = re.match(r"(\d{6} \d{6}) (\d+) (\w+) ([^:]+): (.*)$", l)
    return {"ts": m.group(1), "pid": m.group(2), "level": m.group(3), "component": m.group(4), "message": m.group(5)}


def spark_rec(l):
    m = re.match(r"(\S+ \S+) (\w+) ([^:]+): (.*)$", l)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


def zk_rec(l):
    m = re.match(r"(\S+ \S+) - (\w+)\s+\[(.*?)\] - (.*)$", l)
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "message": m.group(4)}


def android_rec(l):
    m = re.match(r"(\S+ \S+)\s+(\d+)\s+(\d+) (\w) ([^:]+): (.*)$", l)
    return {"ts": m.group(1), "pid": m.group(2), "tid": m.group(3), "level": m.group(4), "tag": m.group(5), "message": m.group(6)}


def json_logs(rel, a, b, parse):
    recs = [parse(l) for l in lines(rel)[a - 1:b]]
    return {"total": len(recs), "logs": recs}, [(rel, a, b)]


a29 = contract(
    "DataNode 在 serving block 时出现多次异常",
    [claim("c1", "log_finding", "10.251.202.181:50010 在 serving blk_2262752117989012641 时抛出了异常", "direct",
           [bind("tool_output", "hdfs-q1", "query_logs", ["hdfs-q1"], "Got exception while serving blk_2262752117989012641")]),
     claim("c2", "log_finding", "这段日志里共有 7 条 Got exception while serving 的 WARN", "direct",
           [bind("tool_output", "hdfs-q1", "query_logs", ["hdfs-q1"], "{\"level\": \"WARN\", \"component\": \"dfs.DataNode$DataXceiver\"}")]),
     claim("c3", "log_finding", "10.250.7.230:50010 在 081110 233954 向 /10.251.38.197 发送 blk_-7029628814943626474 时出错", "direct",
           [bind("tool_output", "hdfs-q1", "query_logs", ["hdfs-q1"], "10.250.7.230:50010:Got exception while serving blk_-7029628814943626474 to /10.251.38.197:")]),
     claim("c4", "recommendation", "建议检查这些 DataNode 与客户端之间的网络", "none", [])],
    "这段日志里共有 7 条 Got exception while serving 的 WARN。")
case("bZ-029", ["source:hdfs", "format:json_raw", "class:misattribution", "class:quantity"],
     "HDFS 读 block 报异常，是哪台 DataNode 的问题？",
     json.dumps(a29, ensure_ascii=False),
     [inv("hdfs-q1", "bZ-029", 1, "query_logs", {"source": "hdfs", "component": "dfs.DataNode$DataXceiver", "from": "081110 230633", "to": "081111 023010"},
          json_logs(HDFS, 1105, 1130, hdfs_rec))],
     [F(a29["claims"][0]["claim_text"], "contradicted",
        "that exception is logged by 10.251.75.143:50010 (line 1110); 10.251.202.181:50010's own line says Served block blk_-5236655516146555545", "c1"),
      F(a29["claims"][1]["claim_text"], "direct_evidence", "7 WARN lines (1110,1111,1114,1120,1122,1123,1127)", "c2"),
      F(a29["claims"][2]["claim_text"], "direct_evidence", "line 1114", "c3"),
      F(a29["claims"][3]["claim_text"], "no_evidence", "recommendation, non-critical", "c4", critical=False)])

case("bZ-030", ["source:hdfs", "format:nl_bullets", "class:quantity", "class:negation", "class:faithful"],
     "这台 DataNode 凌晨 4 点多在干什么？有异常吗？",
     "- 081111 044654 到 044913 之间 FSDataset 一共删除了 18 个 block\n"
     "- 044749 时 10.251.202.181:50010 开始接收 blk_-8879979113392880065，来源是 /10.251.202.181:33345\n"
     "- 045125 NameSystem 把 blk_2312679955495839894 记到了 10.251.75.143:50010 上，大小 64 MiB\n"
     "- 这段时间没有任何 WARN 或 ERROR",
     [inv("syslog-hdfs-30", "bZ-030", 1, "search_logs", {"file": "HDFS_2k.log", "from": "081111 044654", "to": "081111 045125"}, text(HDFS, 1400, 1420))],
     [F("081111 044654 到 044913 之间 FSDataset 一共删除了 18 个 block", "direct_evidence", "18 'Deleting block' lines, 044654 (1400) .. 044913 (1419)"),
      F("044749 时 10.251.202.181:50010 开始接收 blk_-8879979113392880065，来源是 /10.251.202.181:33345", "direct_evidence", "line 1408"),
      F("045125 NameSystem 把 blk_2312679955495839894 记到了 10.251.75.143:50010 上，大小 64 MiB", "direct_evidence", "line 1420 size 67108864 B = 64 MiB"),
      F("这段时间没有任何 WARN 或 ERROR", "direct_evidence", "all 21 lines are INFO (true denial)")])

a31 = contract(
    "stage 27/28 执行正常",
    [claim("c1", "log_finding", "读取 broadcast variable 39 耗时约 0.72 秒", "direct",
           [bind("tool_output", "T1", "query_logs", ["spark-31"], "Reading broadcast variable 39 took 716 ms")]),
     claim("c2", "log_finding", "broadcast_39 以 values 形式存入内存，估算大小 9.2 KB", "direct",
           [bind("tool_output", "T1", "query_logs", ["spark-31"], "Block broadcast_39 stored as values in memory (estimated size 9.2 KB")]),
     claim("c3", "log_finding", "stage 27.0 的 task 35.0 到 39.0（TID 1275–1279）都已完成并把结果发回 driver", "direct",
           [bind("tool_output", "T1", "query_logs", ["spark-31"], "{\"component\": \"executor.Executor\", \"message\": \"Finished task 35.0 in stage 27.0 (TID 1275). 2430 bytes result sent to driver\"}")]),
     claim("c4", "log_finding", "executor 在 20:11:09 被分配了 task 1280 到 1284", "direct",
           [bind("tool_output", "T1", "query_logs", ["spark-31"], "Got assigned task 1280")])],
    "stage 27.0 的 5 个 task 都已完成，broadcast 39 读取耗时约 0.72 秒。")
case("bZ-031", ["source:spark", "format:json_fenced", "class:quantity", "class:excerpt_format", "class:faithful"],
     "Spark 作业 20:11 左右 broadcast 读取慢不慢？task 有没有完成？",
     "```json\n" + json.dumps(a31, ensure_ascii=False, indent=2) + "\n```",
     [inv("spark-31", "bZ-031", 1, "query_logs", {"source": "spark-executor", "from": "17/06/09 20:11:09", "to": "17/06/09 20:11:10"},
          json_logs(SPARK, 1620, 1650, spark_rec))],
     [F(a31["claims"][0]["claim_text"], "direct_evidence", "716 ms = 0.716 s", "c1"),
      F(a31["claims"][1]["claim_text"], "direct_evidence", "line 1644", "c2"),
      F(a31["claims"][2]["claim_text"], "direct_evidence", "5 Finished task lines TID 1275-1279", "c3"),
      F(a31["claims"][3]["claim_text"], "direct_evidence", "Got assigned task 1280..1284 at 20:11:09", "c4")])

case("bZ-032", ["source:spark", "format:nl_paragraph", "class:unsupported_cause"],
     "stage 26 为什么要重算分区？",
     "stage 26.0 里 task 38.0（TID 1238）和 task 39.0（TID 1239）在 20:11:08 开始运行。"
     "rdd_42_38 和 rdd_42_39 这两个分区在缓存里没有找到，需要重新计算。"
     "task 35.0 完成后向 driver 返回了 2705 bytes 的结果。"
     "这个 executor 刚刚经历过一次长时间的 Full GC。"
     "它之前还被 YARN 抢占过一次。",
     [inv("call_spark_32", "bZ-032", 1, "kubectl_logs", {"pod": "spark-executor-2", "since_time": "2017-06-09T20:11:08"}, text(SPARK, 1400, 1420))],
     [F("stage 26.0 里 task 38.0（TID 1238）和 task 39.0（TID 1239）在 20:11:08 开始运行", "direct_evidence", "lines 1400, 1402"),
      F("rdd_42_38 和 rdd_42_39 这两个分区在缓存里没有找到，需要重新计算", "direct_evidence", "lines 1404, 1406 'not found, computing it'"),
      F("task 35.0 完成后向 driver 返回了 2705 bytes 的结果", "direct_evidence", "line 1414"),
      F("这个 executor 刚刚经历过一次长时间的 Full GC", "no_evidence", "no GC line in the output"),
      F("它之前还被 YARN 抢占过一次", "no_evidence", "no preemption record")])

case("bZ-033", ["source:zookeeper", "format:nl_bullets", "class:negation", "class:quantity"],
     "ZooKeeper leader 上 LearnerHandler 一直报错，哪些 follower 有问题？",
     "- LearnerHandler 在 2015-07-29 19:03:35 到 19:20:56 之间报了 11 次 Unexpected exception causing shutdown while sock still open\n"
     "- 来自 10.10.34.13 的连接没有出现 ERROR，只有 GOODBYE\n"
     "- 2015-08-25 11:03:16 myid=1 无法连到 3 号节点的选举地址 /10.10.34.13:3888\n"
     "- 11:20:12 又出现 Connection broken for id 3, my id = 1",
     [inv("zk-33", "bZ-033", 1, "query_logs", {"source": "zookeeper", "levels": ["WARN", "ERROR", "INFO"], "limit": 31}, json_logs(ZK, 750, 780, zk_rec))],
     [F("LearnerHandler 在 2015-07-29 19:03:35 到 19:20:56 之间报了 11 次 Unexpected exception causing shutdown while sock still open", "direct_evidence",
        "11 ERROR lines, first 19:03:35,413 last 19:20:56,605"),
      F("来自 10.10.34.13 的连接没有出现 ERROR，只有 GOODBYE", "contradicted", "ERROR lines from LearnerHandler-/10.10.34.13:57354, :57438, :57617"),
      F("2015-08-25 11:03:16 myid=1 无法连到 3 号节点的选举地址 /10.10.34.13:3888", "direct_evidence", "line 751 Cannot open channel to 3 at election address"),
      F("11:20:12 又出现 Connection broken for id 3, my id = 1", "direct_evidence", "line 752")])

a34 = contract(
    "ZooKeeper 18:25 附近 session 与角色",
    [claim("c1", "log_finding", "/10.10.34.11:51000 建立了 session 0x24f0557806a001e，协商超时为 10000", "direct",
           [bind("tool_output", "zk-1", "search_logs", ["zk-1"], "Established session 0x24f0557806a001e with negotiated timeout 10000")]),
     claim("c2", "log_finding", "18:25:25,673 本节点（myid=2）进入 FOLLOWING 状态", "direct",
           [bind("tool_output", "zk-9", "search_logs", ["zk-9"], "FOLLOWING")]),
     claim("c3", "metric_finding", "集群当时有 3 个 follower 在线", "direct",
           [bind("tool_output", "zk-2", "zk_mntr", ["zk-2"], "zk_synced_followers")]),
     claim("c4", "log_finding", "客户端 /10.10.34.13:36187 的 socket 被关闭，对应 session 0x24f0557806a001b", "direct",
           [bind("tool_output", "zk-1", "search_logs", ["zk-1"], "Closed socket connection for client /10.10.34.13:36187 which had sessionid 0x24f0557806a001b")])],
    "本节点在 18:25:25 进入 FOLLOWING 状态，客户端 /10.10.34.13:36187 的 socket 被关闭。")
case("bZ-034", ["source:zookeeper", "format:json_with_text", "class:bad_reference", "class:gap"],
     "ZooKeeper 18:25 左右是不是发生过重新选举？客户端受影响了吗？",
     "ZooKeeper 排查结果：\n" + json.dumps(a34, ensure_ascii=False, indent=2),
     [inv("zk-1", "bZ-034", 1, "search_logs", {"file": "Zookeeper_2k.log", "from": "2015-08-10 17:53", "to": "2015-08-10 18:36"}, text(ZK, 1400, 1417)),
      inv("zk-2", "bZ-034", 1, "zk_mntr", {"host": "10.10.34.12", "port": 2181}, None, success=False, error="connect timed out after 5000 ms")],
     [F(a34["claims"][0]["claim_text"], "direct_evidence", "line 1403", "c1"),
      F(a34["claims"][1]["claim_text"], "indirect_support", "line 1410 says it, but the binding names zk-9, which does not exist", "c2"),
      F(a34["claims"][2]["claim_text"], "no_evidence", "only bound to the failed zk_mntr call", "c3"),
      F(a34["claims"][3]["claim_text"], "direct_evidence", "line 1415", "c4")])

case("bZ-035", ["source:linux", "format:nl_paragraph", "class:quantity", "class:faithful", "class:hedged_distractor"],
     "combo 这台机器 7 月 10 号下午是不是被人爆破 ssh 了？",
     "combo 上 sshd(pam_unix) 从 Jul 10 16:01:43 到 16:02:12 连续记录了 25 次 authentication failure。"
     "这些失败的 rhost 全部是 150.183.249.110，目标用户都是 root。"
     "这一波失败持续了大约 30 秒。"
     "在此之前 13:17:22 还有一批来自 220.94.205.45 的 ftpd 连接。"
     "不排除这次爆破其实也是 220.94.205.45 发起的。"
     "建议把 150.183.249.110 加入防火墙黑名单。",
     [inv("search_syslog-0710", "bZ-035", 1, "search_syslog", {"host": "combo", "from": "Jul 10 13:17", "to": "Jul 10 16:02:12"}, text(LINUX, 1128, 1160))],
     [F("combo 上 sshd(pam_unix) 从 Jul 10 16:01:43 到 16:02:12 连续记录了 25 次 authentication failure", "direct_evidence", "lines 1136-1160, 25 lines"),
      F("这些失败的 rhost 全部是 150.183.249.110，目标用户都是 root", "direct_evidence", "all 25 lines"),
      F("这一波失败持续了大约 30 秒", "direct_evidence", "16:01:43 -> 16:02:12 = 29 s"),
      F("在此之前 13:17:22 还有一批来自 220.94.205.45 的 ftpd 连接", "direct_evidence", "lines 1128-1135")])

a36 = contract(
    "Jul 21-22 combo 系统日志",
    [claim("c1", "log_finding", "Jul 22 04:07:47 logrotate 正常完成，退出码为 0", "direct",
           [bind("tool_output", "sys-36", "search_syslog", ["sys-36"], "combo logrotate:")]),
     claim("c2", "log_finding", "su(pam_unix)[7106] 为 cyrus 打开的会话在 04:07:47 关闭", "direct",
           [bind("tool_output", "sys-36", "search_syslog", ["sys-36"], "su(pam_unix)[7106]: session closed for user cyrus")]),
     claim("c3", "log_finding", "Jul 21 15:18:30 有来自 193.110.106.11 的两次 root 认证失败", "direct",
           [bind("tool_output", "sys-36", "search_syslog", ["sys-36"], "rhost=193.110.106.11  user=root")]),
     claim("c4", "log_finding", "cyrus 的 su 会话是在 logrotate 报出 ALERT 之后才打开的", "direct",
           [bind("tool_output", "sys-36", "search_syslog", ["sys-36"], "su(pam_unix)[7106]: session opened for user cyrus by (uid=0)")])],
    "logrotate 正常执行完毕，另有两次来自 193.110.106.11 的 root 登录失败。")
case("bZ-036", ["source:linux", "format:json_compact", "class:status_wrong", "class:time_wrong"],
     "7 月 22 号凌晨的 logrotate 跑成功了吗？",
     json.dumps(a36, ensure_ascii=False, separators=(",", ":")),
     [inv("sys-36", "bZ-036", 1, "search_syslog", {"host": "combo", "from": "Jul 21 09:04", "to": "Jul 22 04:16"}, text(LINUX, 1650, 1662))],
     [F(a36["claims"][0]["claim_text"], "contradicted", "line 1660: logrotate: ALERT exited abnormally with [1]", "c1"),
      F(a36["claims"][1]["claim_text"], "direct_evidence", "line 1659", "c2"),
      F(a36["claims"][2]["claim_text"], "direct_evidence", "lines 1656-1657", "c3"),
      F(a36["claims"][3]["claim_text"], "contradicted", "session opened Jul 22 04:07:46 (line 1658), one second before the ALERT at 04:07:47 (line 1660)", "c4")])

case("bZ-037", ["source:android", "format:nl_bold_labels", "class:runbook_only", "class:unsupported_cause"],
     "手机 16:16 电池相关日志有 W，是电池坏了吗？",
     "**电量**：PowerManagerService 报告 mBatteryLevel=23，当前没有接电源（mIsPowered=false）。\n"
     "**告警**：KeyguardUpdateMonitor 打出了 ACTION_BATTERY_CHANGED AMP: 0; Volt: 0 的 W 级日志。\n"
     "**解读**：根据知识库，AMP 和 Volt 为 0 通常表示电量计驱动没有上报数据。\n"
     "**原因**：设备在 16:15 左右被拔掉了充电器。\n"
     "**建议**：可以观察几次充放电后再判断电池健康度。",
     [inv("adb-37", "bZ-037", 1, "adb_logcat", {"since": "03-17 16:16:02.500", "lines": 21}, text(ANDROID, 1770, 1790)),
      kb("kb-37", "bZ-037", 1, "ACTION_BATTERY_CHANGED AMP 0 Volt 0",
         [{"chunk_id": "android-kb-112", "source_doc": "kb/android-power-faq.md", "retrieval_layer": "faq", "relevance": "medium", "deduped": False,
           "content": "KeyguardUpdateMonitor 打印 ACTION_BATTERY_CHANGED AMP: 0; Volt: 0 时，通常表示电量计驱动没有上报电流电压数据，一般不代表电池损坏。"}])],
     [F("PowerManagerService 报告 mBatteryLevel=23，当前没有接电源（mIsPowered=false）", "direct_evidence", "line 1776 updateIsPoweredLocked ... mIsPowered=false ... mBatteryLevel=23"),
      F("KeyguardUpdateMonitor 打出了 ACTION_BATTERY_CHANGED AMP: 0; Volt: 0 的 W 级日志", "direct_evidence", "line 1778 W KeyguardUpdateMonitor"),
      F("根据知识库，AMP 和 Volt 为 0 通常表示电量计驱动没有上报数据", "indirect_support", "attributed to and found only in the knowledge chunk"),
      F("设备在 16:15 左右被拔掉了充电器", "no_evidence", "no unplug event; output only shows wasPowered=false at 16:16:02")])

a38 = contract(
    "16:15:48 前后系统服务日志",
    [claim("c1", "log_finding", "ActivityManager 三次警告 caller 10020 没有 REAL_GET_TASKS 权限，getTasks 的输出被限制", "direct",
           [bind("tool_output", "logcat-38", "adb_logcat", ["logcat-38"], "{\"level\": \"W\", \"tag\": \"ActivityManager\", \"message\": \"getTasks: caller 10020 does not hold REAL_GET_TASKS; limiting output\"}")]),
     claim("c2", "log_finding", "WindowManager 在 16:15:48.334 和 16:15:48.336 两次销毁 com.example.android.notepad/com.example.android.notepad.NoteEditor 的 surface", "direct",
           [bind("tool_output", "logcat-38", "adb_logcat", ["logcat-38"], "Destroying surface Surface(name=com.example.android.notepad/com.example.android.notepad.NoteEditor)")]),
     claim("c3", "log_finding", "16:15:48.659 WindowManager 拦截到 keycode=3 的按键", "direct",
           [bind("tool_output", "logcat-38", "adb_logcat", ["logcat-38"], "interceptKeyTq keycode=3 interactive=true")]),
     claim("c4", "log_finding", "PowerManagerService 释放了 tag 为 *launch* 的 wakelock", "direct",
           [bind("tool_output", "logcat-38", "adb_logcat", ["logcat-38"], "release:lock=189667585, flg=0x0, tag=\"*launch*\"")])],
    "NoteEditor 的 surface 被销毁，随后按下了 keycode=3 的按键；caller 10020 的 getTasks 被限制。")
case("bZ-038", ["source:android", "format:json_indented", "class:excerpt_format", "class:faithful", "class:quantity"],
     "16:15:48 记事本界面退出时系统日志里有什么异常？",
     json.dumps(a38, ensure_ascii=False, indent=2),
     [inv("logcat-38", "bZ-038", 1, "adb_logcat", {"since": "03-17 16:15:48.100", "until": "03-17 16:15:48.700"}, json_logs(ANDROID, 1400, 1420, android_rec))],
     [F(a38["claims"][0]["claim_text"], "direct_evidence", "lines 1403, 1409, 1410", "c1"),
      F(a38["claims"][1]["claim_text"], "direct_evidence", "lines 1407, 1408", "c2"),
      F(a38["claims"][2]["claim_text"], "direct_evidence", "line 1415", "c3"),
      F(a38["claims"][3]["claim_text"], "direct_evidence", "line 1404", "c4")])

case("bZ-039", ["source:thunderbird", "format:nl_sloppy", "class:fabricated_id"],
     "ganglia 一直报 datasource 没响应，影响哪些分区？",
     "tbird-admin1 上 gmetad[1691] 从 12:10:54 开始连着刷 data_thread() got not answer from any datasource\n"
     "涉及 Thunderbird_A1 到 Thunderbird_A8、Thunderbird_B1 到 Thunderbird_B5\n"
     "另外 gmetad[1682] 也报了 [Thunderbird_C6] 没有响应\n"
     "RRD_update 还报了 illegal attempt to update，涉及 cn776、dn731 和 badmin3 的 rrd\n"
     "[Thunderbird_B9] 也在 12:10:54 没有响应\n"
     "可能是 ganglia 聚合节点的网络问题，建议先查 tbird-admin1 到各 datasource 的连通性",
     [inv("tb-39", "bZ-039", 1, "search_syslog", {"host": "tbird-admin1", "from": "2005.11.09 12:10:53", "to": "2005.11.09 12:10:54"}, text(TBIRD, 1400, 1420))],
     [F("tbird-admin1 上 gmetad[1691] 从 12:10:54 开始连着刷 data_thread() got not answer from any datasource", "direct_evidence", "lines 1408-1420"),
      F("涉及 Thunderbird_A1 到 Thunderbird_A8、Thunderbird_B1 到 Thunderbird_B5", "direct_evidence", "A1..A8 (1408-1415), B1..B5 (1416-1420)"),
      F("另外 gmetad[1682] 也报了 [Thunderbird_C6] 没有响应", "direct_evidence", "line 1404"),
      F("RRD_update 还报了 illegal attempt to update，涉及 cn776、dn731 和 badmin3 的 rrd", "direct_evidence", "lines 1405-1407"),
      F("[Thunderbird_B9] 也在 12:10:54 没有响应", "contradicted", "Thunderbird_B9 appears in no output (fabricated id)")])

a40_txt = ("{'answer_version': '1.0', 'diagnosis_summary': 'Thunderbird 12:11 时钟与 IB 拓扑',\n"
           " 'claims': [\n"
           "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'bn343 的 ntpd[28723] 在 12:11:01 同步到了 10.100.18.250，stratum 3', 'support_level': 'direct'},\n"
           "  {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'tbird-sm1 的 ib_sm.x[24904] 在 12:11:02 和 12:11:16 两次 sweep 都报告 No topology change', 'support_level': 'direct'},\n"
           "  {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': '所有节点都没有出现时钟失步', 'support_level': 'direct'},\n"
           " ],\n"
           " 'hypotheses': ['gmetad 的 datasource 无响应可能和 IB 无关'],\n"
           " 'user_facing_answer': '建议继续观察 gmetad 的 datasource 状态。'}")
case("bZ-040", ["source:thunderbird", "format:json_malformed", "class:gap", "class:hedged_distractor"],
     "Thunderbird 12:11 前后时钟同步和 IB 拓扑有没有问题？",
     a40_txt,
     [inv("tb-40a", "bZ-040", 1, "search_syslog", {"from": "2005.11.09 12:11:01", "to": "2005.11.09 12:11:20"}, text(TBIRD, 1521, 1545)),
      inv("tb-40b", "bZ-040", 1, "query_logs", {"query": "ntpd AND (unsynchronized OR \"time reset\" OR \"no servers reachable\")", "from": "2005.11.09 12:00", "to": "2005.11.09 12:30"},
          ({"total": 0, "logs": []}, []))],
     [F("bn343 的 ntpd[28723] 在 12:11:01 同步到了 10.100.18.250，stratum 3", "direct_evidence", "line 1521"),
      F("tbird-sm1 的 ib_sm.x[24904] 在 12:11:02 和 12:11:16 两次 sweep 都报告 No topology change", "direct_evidence", "lines 1522 and 1538"),
      F("所有节点都没有出现时钟失步", "no_evidence", "backed only by a no-hit query; no-hit is not proof of absence")])


def main():
    out_cases, out_wins = [], []
    for c in CASES:
        invs = []
        for v in c["invs"]:
            v = dict(v)
            for rel, a, b in v.pop("_w"):
                out_wins.append({"case_id": c["case_id"], "invocation_id": v["invocation_id"], "source": rel, "lines": [a, b]})
            invs.append(v)
        exp_v = verdict_of(c["facts"])
        out_cases.append({"case_id": c["case_id"], "tags": c["tags"],
                          "input": {"original_query": c["query"], "executor_final_answer": c["answer"],
                                    "tool_invocations": invs, "retry_context": None},
                          "expected": {"verdict": exp_v, "facts": c["facts"]}})
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in out_cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "windows.jsonl"), "w", encoding="utf-8") as f:
        for w in out_wins:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(out_cases), "cases,", len(out_wins), "windows")


if __name__ == "__main__":
    main()
