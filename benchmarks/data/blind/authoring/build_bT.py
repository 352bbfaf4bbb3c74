#!/usr/bin/env python3
"""Blind-set builder for author bT (standard library only).

Reads verbatim source windows by line number, wraps them into tool outputs and
assembles 40 hand-written labeled cases. Running it twice gives identical files.
"""
import csv
import io
import json
import os

SRC = "/work/blind/sources"
OUT = os.path.dirname(os.path.abspath(__file__))

TA = "nezha3/2023-01-29/trace/08_50_trace.csv"
TB = "nezha3/2023-01-30/trace/11_39_trace.csv"
NL = "nezha3/2023-01-29/log/08_50_log.csv"
FRONT = "nezha3/2022-08-23/metric/front_service.csv"
CHECKOUT = "nezha3/2022-08-23/metric/checkoutservice-578fcf4766-9csqn_metric.csv"
HPC = "loghub/HPC/HPC_2k.log"
TBIRD = "loghub/Thunderbird/Thunderbird_2k.log"
PROX = "loghub/Proxifier/Proxifier_2k.log"
MAC = "loghub/Mac/Mac_2k.log"
WIN = "loghub/Windows/Windows_2k.log"
AND = "loghub/Android/Android_2k.log"
HEALTH = "loghub/HealthApp/HealthApp_2k.log"
LINUX = "loghub/Linux/Linux_2k.log"
APACHE = "loghub/Apache/Apache_2k.log"

_cache = {}
WINDOWS = []
CASES = []


def lines(path):
    if path not in _cache:
        with open(os.path.join(SRC, path), encoding="utf-8", errors="replace") as fh:
            _cache[path] = fh.read().splitlines()
    return _cache[path]


def cut(path, a, b):
    """Verbatim lines a..b (1-based, inclusive)."""
    return lines(path)[a - 1:b]


def use(case_id, inv_id, path, a, b):
    WINDOWS.append({"case_id": case_id, "invocation_id": inv_id, "source": path, "lines": [a, b]})


def text(path, a, b):
    return "\n".join(cut(path, a, b))


def csv_rows(path, a, b):
    return [next(csv.reader(io.StringIO(ln))) for ln in cut(path, a, b)]


def csv_text(path, a, b):
    """Header line plus lines a..b, verbatim."""
    return "\n".join([lines(path)[0]] + cut(path, a, b))


def nz_log_records(a, b, style="flat"):
    recs = []
    for r in csv_rows(NL, a, b):
        msg = json.loads(r[7])["log"].rstrip("\n")
        level = msg.split()[1]
        if style == "flat":
            recs.append({"ts": r[0], "level": level, "pod": r[3], "node": r[2],
                         "trace_id": r[5], "span_id": r[6], "message": msg})
        else:
            recs.append({"_source": {"@timestamp": r[0], "kubernetes": {"pod_name": r[3], "node": r[2],
                                                                          "container": r[4]},
                                     "trace_id": r[5], "span_id": r[6], "log.level": level,
                                     "message": msg}})
    return recs


def nz_spans(path, a, b, style="orig"):
    out = []
    for r in csv_rows(path, a, b):
        if style == "orig":
            out.append({"TraceID": r[0], "SpanID": r[1], "ParentID": r[2], "PodName": r[3],
                        "OperationName": r[4], "StartTimeUnixNano": int(r[5]),
                        "EndTimeUnixNano": int(r[6]), "Duration": int(r[7])})
        elif style == "short":
            out.append({"span_id": r[1], "parent_id": r[2], "pod": r[3], "operation": r[4],
                        "start_ns": int(r[5]), "end_ns": int(r[6]), "duration_us": int(r[7])})
        else:  # jaeger-like
            out.append({"spanID": r[1], "parentSpanID": r[2], "process": {"serviceName": r[3]},
                        "operationName": r[4], "startTimeUnixNano": int(r[5]), "duration": int(r[7])})
    return out


def inv(iid, sid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": sid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": success, "error": error}


def fact(text_, label, note, critical=True, claim_id=None, origin=None):
    f = {}
    if claim_id:
        f["claim_id"] = claim_id
    f["fact"] = text_
    f["is_critical"] = critical
    f["verification"] = label
    f["note"] = note
    if origin:
        f["origin"] = origin
    return f


def verdict_of(facts):
    crit = [f["verification"] for f in facts if f["is_critical"]]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


def add(cid, tags, query, answer, invs, facts, verdict):
    assert verdict_of(facts) == verdict, (cid, verdict_of(facts), verdict)
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def claim(cid, ctype, text_, level, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text_, "support_level": level,
            "evidence_bindings": bindings}


def bind(iids, excerpt, tool, stype="tool_output", sid=None):
    return {"source_type": stype, "source_id": sid or iids[0] if iids else (sid or "none"),
            "tool_name": tool, "source_invocation_ids": iids, "evidence_excerpt": excerpt}


# ---------------------------------------------------------------- nezha TrainTicket
def c001():
    cid = "bT-001"
    tid = "454856e525e3830b1cc32c5b2598c1c8"
    i1, i2 = "call_7c1e", "call_7c1f"
    use(cid, i1, TA, 736, 747)
    use(cid, i2, NL, 638, 642)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": tid},
            {"trace_id": tid, "span_count": 12, "spans": nz_spans(TA, 736, 747, "short")}),
        inv(i2, cid, 1, "query_logs", {"trace_id": tid, "start": "2023-01-29T08:49:50Z", "end": "2023-01-29T08:50:00Z"},
            {"total": 5, "logs": nz_log_records(638, 642)}),
    ]
    ans = ("排查结果如下：\n"
           "- 这条链路里 ts-execute-service 通过 HTTP GET 调用了 ts-order-service 的 /api/v1/orderservice/order/{orderId}\n"
           "- ts-order-service 的这个接口 span 只用了约 5.1 ms\n"
           "- ts-order-service 日志显示订单 8fef43f8-31cb-40d4-ac06-2b90108fe1b6 查询成功（Get Order By ID Success）\n"
           "- 16:49:57.367 ts-execute-service 打出 ERROR：ticket execute error: Order Status Wrong\n"
           "- 网关入口 /* 总耗时 17.6 ms 左右\n"
           "- 推测该订单当前状态已不允许检票，建议核对订单状态流转")
    facts = [
        fact("这条链路里 ts-execute-service 通过 HTTP GET 调用了 ts-order-service 的 /api/v1/orderservice/order/{orderId}",
             "direct_evidence", "span 99e289bac4c17c80 (order pod) has parent 92e601e3c9f6deef, an HTTP GET span of the execute pod"),
        fact("ts-order-service 的这个接口 span 只用了约 5.1 ms", "direct_evidence",
             "duration_us 5063 = 5.06 ms"),
        fact("ts-order-service 日志显示订单 8fef43f8-31cb-40d4-ac06-2b90108fe1b6 查询成功（Get Order By ID Success）",
             "direct_evidence", "order-service INFO line [Get Order By ID Success][OrderId: 8fef43f8-...]"),
        fact("16:49:57.367 ts-execute-service 打出 ERROR：ticket execute error: Order Status Wrong", "direct_evidence",
             "execute-service ERROR line at 16:49:57.367"),
        fact("网关入口 /* 总耗时 17.6 ms 左右", "direct_evidence", "root span duration 17577 us = 17.58 ms"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:faithful", "class:quantity"],
        "检票接口 execute 报错了，trace 454856e525e3830b1cc32c5b2598c1c8 帮忙看下是哪一环出的问题？", ans, invs, facts, "PASS")


def c002():
    cid = "bT-002"
    tid = "693f361289b8717c712f6a6d9d0fb008"
    i1, i2 = "toolu_01QmZp4aVf", "toolu_01QmZp4aVg"
    use(cid, i1, TA, 724, 735)
    use(cid, i2, NL, 26, 29)
    invs = [
        inv(i1, cid, 1, "jaeger_get_trace", {"traceID": tid},
            {"data": [{"traceID": tid, "spans": nz_spans(TA, 724, 735, "jaeger")}]}),
        inv(i2, cid, 2, "search_pod_logs", {"query": "trace_id:" + tid, "size": 20},
            {"hits": {"total": 4, "hits": nz_log_records(26, 29, "es")}}),
    ]
    c1 = claim("c1", "log_finding", "ts-inside-payment-service 在 16:50:08.261 打出 WARN：Order status Not allowed to Pay", "direct",
               [bind([i2], "[Inside Payment Service.pay][Order status Not allowed to Pay]", "search_pod_logs")])
    c2 = claim("c2", "span_finding",
               "ts-inside-payment-service 通过 HTTP GET 调用了 ts-order-other-service 的 /api/v1/orderOtherService/orderOther/{orderId}，该下游 span 耗时约 5 ms",
               "direct", [bind([i1], '{"spanID": "f5500a18c1d37058", "duration": 5055}', "jaeger_get_trace")])
    c3 = claim("c3", "root_cause", "ts-order-other-service 返回了 Order status Not allowed to Pay，支付因此被拒绝", "direct",
               [bind([i2], "Order status Not allowed to Pay", "search_pod_logs")])
    body = {"answer_version": "1.0", "diagnosis_summary": "支付被拒，订单状态不允许支付",
            "claims": [c1, c2, c3], "hypotheses": [], "recommended_actions": ["核对订单 b15d0a56-5f5b-4a17-b365-b1a6740afac9 的状态"],
            "missing_info": [],
            "user_facing_answer": "ts-inside-payment-service 在 16:50:08.261 打出 Order status Not allowed to Pay 的 WARN；建议核对该订单的状态。"}
    ans = json.dumps(body, ensure_ascii=False, indent=2)
    facts = [
        fact(c1["claim_text"], "direct_evidence", "WARN line of inside-payment pod, excerpt is in that record", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "span f5500a18 (order-other) parent ecaf5f75 is HTTP GET of inside-payment; 5055 us", claim_id="c2"),
        fact(c3["claim_text"], "contradicted",
             "misattribution: only inside-payment logs that WARN; order-other's own lines say Get Order By ID Success", claim_id="c3"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_indented", "class:misattribution"],
        "用户支付时提示订单状态不允许支付，trace 693f361289b8717c712f6a6d9d0fb008，是哪个服务的问题？", ans, invs, facts, "REJECT")


def c003():
    cid = "bT-003"
    i0, i1 = "inv-1", "inv-2"
    use(cid, i1, TB, 561, 575)
    invs = [
        inv(i0, cid, 1, "get_current_time", {}, {"now": "2023-01-30T11:40:02Z"}),
        inv(i1, cid, 1, "tempo_search", {"trace_id": "431e99d610138eebdf3172c114183a62", "format": "csv"},
            csv_text(TB, 561, 575)),
    ]
    ans = ("## 结论\n"
           "登录请求的大部分耗时落在 ts-auth-service 的 span 里。\n\n"
           "## 依据\n"
           "- 网关 ts-gateway-service-6f6cfc45b-d9pnv 的根 span 耗时 404.6 ms。\n"
           "- ts-auth-service 的 /api/v1/users/login 耗时约 400.5 ms，是除网关外最慢的 span。\n"
           "- UserController.getToken 调用 ts-verification-code-service 的那个 HTTP GET 用了 77.8 ms。\n"
           "- 验证码服务自己的 /api/v1/verifycode/verify/{verifyCode} 只花了 8.3 ms。\n"
           "- 两次 UserRepository.findByUsername 分别只有 2.7 ms 和 0.9 ms。\n\n"
           "## 建议\n"
           "可能是 getToken 在两次查库之间有等待，建议加更细的埋点再看。")
    facts = [
        fact("登录请求的大部分耗时落在 ts-auth-service 的 span 里", "direct_evidence",
             "auth /api/v1/users/login 400516 us of the 404598 us root"),
        fact("网关 ts-gateway-service-6f6cfc45b-d9pnv 的根 span 耗时 404.6 ms", "direct_evidence", "root Duration 404598 us"),
        fact("ts-auth-service 的 /api/v1/users/login 耗时约 400.5 ms，是除网关外最慢的 span", "direct_evidence",
             "400516 us, largest non-gateway Duration in the trace"),
        fact("UserController.getToken 调用 ts-verification-code-service 的那个 HTTP GET 用了 77.8 ms", "direct_evidence",
             "span 82f8b2418e5a51fe (child of getToken, parent of the verifycode span) 77793 us"),
        fact("验证码服务自己的 /api/v1/verifycode/verify/{verifyCode} 只花了 8.3 ms", "direct_evidence", "8292 us"),
        fact("两次 UserRepository.findByUsername 分别只有 2.7 ms 和 0.9 ms", "direct_evidence", "2665 us and 908 us"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_headings", "class:quantity", "class:faithful"],
        "1 月 30 日上午登录接口很慢，trace 431e99d610138eebdf3172c114183a62 慢在哪？", ans, invs, facts, "PASS")


def c004():
    cid = "bT-004"
    i1, i2 = "call_a41", "call_a42"
    use(cid, i1, TB, 108, 122)
    invs = [
        inv(i1, cid, 1, "get_trace_spans", {"trace_id": "f3549728d0ded19839fa5d9cdf45b579"},
            {"spans": nz_spans(TB, 108, 122, "orig")}),
        inv(i2, cid, 1, "lookup_knowledge", {"query": "auth-service 登录 慢"},
            {"query": "auth-service 登录 慢", "chunks": [
                {"chunk_id": "kb-auth-07", "source_doc": "runbook/ts-auth.md", "retrieval_layer": "runbook",
                 "relevance": "medium",
                 "content": "登录链路：ts-auth-service 先调用 ts-verification-code-service 校验验证码，再查询 auth_user 和 user_roles 表生成 token。",
                 "deduped": False}]}),
    ]
    c1 = claim("c1", "span_finding", "ts-verification-code-service 调用了 ts-auth-service 的 /api/v1/users/login", "direct",
               [bind([i1], '{"SpanID": "133561f34ee250d0", "ParentID": "62cf4e9a8d5237e6"}', "get_trace_spans")])
    c2 = claim("c2", "span_finding", "ts-auth-service 的 UserController.getToken 耗时 165.3 ms", "direct",
               [bind([i1], '{"OperationName": "UserController.getToken", "Duration": 165315}', "get_trace_spans")])
    c3 = claim("c3", "span_finding", "VerifyCodeController.verifyCode 仅耗时约 2.1 ms", "direct",
               [bind([i1], '{"Duration": 2089, "SpanID": "c87cd46227ab942d"}', "get_trace_spans")])
    c4 = claim("c4", "explanation", "按 ts-auth 运维手册，生成 token 前要查询 auth_user 和 user_roles 两张表", "indirect",
               [bind([i2], "再查询 auth_user 和 user_roles 表生成 token", "lookup_knowledge", stype="knowledge")])
    body = {"answer_version": "1.0", "diagnosis_summary": "登录 174 ms，主要在 getToken",
            "claims": [c1, c2, c3, c4], "hypotheses": [], "recommended_actions": [], "missing_info": [],
            "user_facing_answer": "getToken 耗时 165.3 ms，验证码校验只要 2.1 ms 左右。"}
    ans = "```json\n" + json.dumps(body, ensure_ascii=False, indent=1) + "\n```"
    facts = [
        fact(c1["claim_text"], "contradicted",
             "roles reversed: verifycode span 133561f3 is the child of auth-service's HTTP GET 62cf4e9a", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "Duration 165315 us", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "Duration 2089 us; excerpt pairs are fields of that record", claim_id="c3"),
        fact(c4["claim_text"], "indirect_support", "explicitly attributed to the runbook chunk", claim_id="c4"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_fenced", "class:entity_swap", "class:runbook_only"],
        "trace f3549728d0ded19839fa5d9cdf45b579 登录用了 170 多毫秒，调用关系帮我理一下", ans, invs, facts, "REJECT")


def c005():
    cid = "bT-005"
    i1 = "q-55e1"
    use(cid, i1, TB, 2807, 2816)
    invs = [inv(i1, cid, 1, "trace_query", {"trace_id": "c0ed02ef4a7979d76c2d617314c198b0"}, csv_text(TB, 2807, 2816))]
    ans = ("trace c0ed02ef4a7979d76c2d617314c198b0 的请求从 ts-gateway-service-6f6cfc45b-d9pnv 进入，转发到 "
           "ts-travel-service-64469b5b48-5rjvb 的 /api/v1/travelservice/trips/left。"
           "trips/left 这个 span 用了 24.8 ms。"
           "其中 TravelController.queryInfo 占了 14.5 ms。"
           "TripRepository.findAll 耗时 107 ms，是整条链路里最慢的数据库操作。"
           "链路里还出现了 BasicErrorController.error 的 span。"
           "建议再拉一下 travel-service 同一时刻的异常堆栈。")
    facts = [
        fact("trace c0ed02ef4a7979d76c2d617314c198b0 的请求从 ts-gateway-service-6f6cfc45b-d9pnv 进入，转发到 ts-travel-service-64469b5b48-5rjvb 的 /api/v1/travelservice/trips/left",
             "direct_evidence", "root on gateway pod; HTTP POST 12d1590b is parent of travel pod's trips/left span"),
        fact("trips/left 这个 span 用了 24.8 ms", "direct_evidence", "24794 us"),
        fact("其中 TravelController.queryInfo 占了 14.5 ms", "direct_evidence", "14525 us"),
        fact("TripRepository.findAll 耗时 107 ms，是整条链路里最慢的数据库操作", "contradicted",
             "Duration 10713 us = 10.7 ms, not 107 ms"),
        fact("链路里还出现了 BasicErrorController.error 的 span", "direct_evidence", "span 0d49485e51c1fc3a"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:value_wrong"],
        "余票查询 trips/left 报错，trace c0ed02ef4a7979d76c2d617314c198b0，分析一下耗时", ans, invs, facts, "REJECT")


def c006():
    cid = "bT-006"
    i1, i2, i3 = "call_0x61a", "call_0x61b", "call_0x61c"
    use(cid, i1, TA, 166, 192)
    use(cid, i2, NL, 510, 520)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": "be48c074addf2752fc35fb62bd6aab07"},
            {"spans": nz_spans(TA, 166, 192, "short")}),
        inv(i2, cid, 1, "query_logs", {"trace_id": "be48c074addf2752fc35fb62bd6aab07", "raw": True}, text(NL, 510, 520)),
        inv(i3, cid, 2, "get_pod_metrics", {"service": "ts-contacts-service", "metric": "cpu_usage_rate"}, None,
            success=False, error="prometheus query timeout after 30s"),
    ]
    ans = ("**现象**：ts-preserve-service 的 /api/v1/preserveservice/preserve 请求在 16:49:51.901 抛出 java.lang.IllegalStateException，提示 No instances available for ts-contacts-service。\n"
           "**链路**：PreserveController.preserve 通过 HTTP GET 调用了 ts-security-service 的 /api/v1/securityservice/securityConfigs/{accountId}。\n"
           "**安全检查**：ts-preserve-service 日志里安全检查已完成（Check Security Complete）。\n"
           "**根因**：ts-contacts-service 当时 CPU 使用率已经到了 100%。\n"
           "**下一步**：建议先确认 ts-contacts-service 的 Endpoints 是否为空。")
    facts = [
        fact("ts-preserve-service 的 /api/v1/preserveservice/preserve 请求在 16:49:51.901 抛出 java.lang.IllegalStateException，提示 No instances available for ts-contacts-service",
             "direct_evidence", "ERROR line of preserve pod, span 07a61cd6 = the preserve endpoint span"),
        fact("PreserveController.preserve 通过 HTTP GET 调用了 ts-security-service 的 /api/v1/securityservice/securityConfigs/{accountId}",
             "direct_evidence", "75978938 -> HTTP GET 4f62d874 -> security span 29c942cf"),
        fact("ts-preserve-service 日志里安全检查已完成（Check Security Complete）", "direct_evidence",
             "INFO [preserve][Step 1][Check Security Complete]"),
        fact("ts-contacts-service 当时 CPU 使用率已经到了 100%", "no_evidence",
             "only the failed get_pod_metrics call concerns this; no output shows it"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:gap"],
        "下单 preserve 失败，trace be48c074addf2752fc35fb62bd6aab07，什么原因？", ans, invs, facts, "LOW_CONFID")


def c007():
    cid = "bT-007"
    tid = "49a51828322183eb20bfe4ace3060000"
    i1, i2 = "run-7-logs", "run-7-trace"
    use(cid, i1, NL, 2, 13)
    use(cid, i2, TA, 4580, 4612)
    invs = [
        inv(i1, cid, 1, "query_logs", {"trace_id": tid}, {"total": 12, "logs": nz_log_records(2, 13)}),
        inv(i2, cid, 1, "get_trace", {"trace_id": tid, "format": "csv"}, csv_text(TA, 4580, 4612)),
    ]
    ans = ("ok 下面是 food 那条链路 49a51828322183eb20bfe4ace3060000 的情况：\n"
           "ts-food-service 16:48:42.468 报 ERROR，Get Food 请求失败，foodStoresListResult 为空，tripId D1345、date 2021-07-14\n"
           "FoodController.getAllFood 整段 111.5ms 左右\n"
           "getAllFood 下面调了 ts-train-food-service、ts-travel-service、ts-station-food-service 三个下游 (HTTP GET x2 + HTTP POST)\n"
           "ts-travel-service 这条链路里没报错，都是 INFO\n"
           "ts-station-food-service 的 /api/v1/stationfoodservice/stationfoodstores 用了 31.8ms\n"
           "估计 station food 那边返回了空列表，later 再确认下")
    facts = [
        fact("ts-food-service 16:48:42.468 报 ERROR，Get Food 请求失败，foodStoresListResult 为空，tripId D1345、date 2021-07-14",
             "direct_evidence", "ERROR [Get the Get Food Request Failed!][foodStoresListResult is null][date: 2021-07-14, tripId: D1345]"),
        fact("FoodController.getAllFood 整段 111.5ms 左右", "direct_evidence", "Duration 111523 us"),
        fact("getAllFood 下面调了 ts-train-food-service、ts-travel-service、ts-station-food-service 三个下游 (HTTP GET x2 + HTTP POST)", "direct_evidence",
             "children of 82c5151c: HTTP GET->train-food, HTTP GET->travel, HTTP POST->station-food"),
        fact("ts-travel-service 这条链路里没报错，都是 INFO", "direct_evidence", "travel-service has 4 lines, all INFO (true denial)"),
        fact("ts-station-food-service 的 /api/v1/stationfoodservice/stationfoodstores 用了 31.8ms", "direct_evidence", "Duration 31790 us"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:paraphrase_zh", "class:negation", "class:quantity"],
        "订餐页面取不到餐食，trace 49a51828322183eb20bfe4ace3060000 帮忙看看", ans, invs, facts, "PASS")


def c008():
    cid = "bT-008"
    i1 = "es-1120"
    use(cid, i1, NL, 1118, 1132)
    invs = [inv(i1, cid, 1, "es_query", {"index": "ts-logs-2023.01.29", "q": "@timestamp:[08:49:10 TO 08:49:11]"},
                {"hits": {"total": 15, "hits": nz_log_records(1118, 1132, "es")}})]
    c1 = claim("c1", "log_finding",
               "ts-order-service-5b67c48447-mv5hb 在 08:49:10 这一秒内共打出 6 条 WARN：[getSoldTickets][Seat][Left ticket info is empty]",
               "direct", [bind([i1], "[getSoldTickets][Seat][Left ticket info is empty]", "es_query")])
    c2 = claim("c2", "log_finding", "这些 WARN 涉及车次 G1234、G1236、G1237，每个车次各 2 条", "direct",
               [bind([i1], "train number: G1236", "es_query")])
    c3 = claim("c3", "hypothesis", "可能是这几个车次的余票数据还没初始化", "none", [])
    body = {"answer_version": "1.0", "diagnosis_summary": "order-service getSoldTickets 余票为空",
            "claims": [c1, c2, c3], "hypotheses": ["余票数据未初始化"], "recommended_actions": ["检查 seat 初始化任务"],
            "missing_info": ["seat-service 同时段日志"],
            "user_facing_answer": "ts-order-service 在 08:49:10 打出 6 条 Left ticket info is empty 的 WARN，集中在 G1234、G1236、G1237 三个车次。"}
    ans = "查询了 order-service 在那一秒的日志，结论如下：\n" + json.dumps(body, ensure_ascii=False)
    facts = [
        fact(c1["claim_text"], "direct_evidence", "6 WARN records of that pod in the output, all at 08:49:10", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "G1234 x2, G1236 x2, G1237 x2", claim_id="c2"),
        fact(c3["claim_text"], "no_evidence", "hypothesis, nothing in the output", critical=False, claim_id="c3"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_with_text", "class:quantity", "class:faithful"],
        "08:49:10 左右查询余票时 order-service 刷了很多 WARN，具体是什么？", ans, invs, facts, "PASS")


def c009():
    cid = "bT-009"
    tid = "344a4b286a91538ec29673b6a90c7a77"
    i1, i2 = "fc_9a", "fc_9b"
    use(cid, i1, TA, 1367, 1382)
    use(cid, i2, NL, 998, 1012)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": tid, "limit": 16}, {"spans": nz_spans(TA, 1367, 1382, "orig"), "truncated": True}),
        inv(i2, cid, 1, "query_logs", {"trace_id": tid, "window": "08:49:16-08:49:17"}, {"total": 15, "logs": nz_log_records(998, 1012)}),
    ]
    ans = ("trace 344a4b286a91538ec29673b6a90c7a77 里 ts-travel-service 的 /api/v1/travelservice/trips/left 一共耗时约 226 ms。"
           "TravelController.queryInfo 下面发出了 7 个 HTTP POST。"
           "ts-order-service 在 16:49:16 这一秒共报了 8 条 Left ticket info is empty 的 WARN。"
           "这些 WARN 都来自 getSoldTickets 接口。"
           "是否与 seat 服务有关还需要再看。")
    facts = [
        fact("trace 344a4b286a91538ec29673b6a90c7a77 里 ts-travel-service 的 /api/v1/travelservice/trips/left 一共耗时约 226 ms",
             "direct_evidence", "Duration 226029 us"),
        fact("TravelController.queryInfo 下面发出了 7 个 HTTP POST", "direct_evidence",
             "7 HTTP POST spans with parent 6c4c1f31c6fef046 in the output"),
        fact("ts-order-service 在 16:49:16 这一秒共报了 8 条 Left ticket info is empty 的 WARN", "contradicted",
             "the output has 6 such WARN records of order-service, not 8"),
        fact("这些 WARN 都来自 getSoldTickets 接口", "direct_evidence", "all six WARN messages start with [getSoldTickets]"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:count_wrong"],
        "余票查询慢而且有告警，trace 344a4b286a91538ec29673b6a90c7a77 看一下", ans, invs, facts, "REJECT")


def c010():
    cid = "bT-010"
    tid = "81e37af00eccb7465b3019baac6508da"
    i1, i2, i3 = "call_E1", "call_E2", "call_E3"
    use(cid, i1, TA, 527, 545)
    use(cid, i2, NL, 612, 619)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": tid}, {"spans": nz_spans(TA, 527, 545, "short")}),
        inv(i2, cid, 1, "query_logs", {"trace_id": tid}, {"total": 8, "logs": nz_log_records(612, 619)}),
        inv(i3, cid, 2, "lookup_knowledge", {"query": "ticket execute error Order Status Wrong"},
            {"query": "ticket execute error Order Status Wrong", "chunks": [
                {"chunk_id": "ts-kb-112", "source_doc": "runbook/ts-execute.md", "retrieval_layer": "runbook", "relevance": "high",
                 "content": "Order Status Wrong：execute 服务会先查 ts-order-service，查不到再查 ts-order-other-service；两个库里订单状态不是已支付时即报此错，常见于订单在两个库之间状态不一致。",
                 "deduped": False}]}),
    ]
    c1 = claim("c1", "log_finding", "ts-execute-service 在 16:49:34.794 报 ERROR：ticket execute error: Order Status Wrong，订单 6a82e0cd-c101-426a-97f9-dbb760829611",
               "direct", [bind([i2], "[ticketExecute][getOrderByIdFromOrderOther][ticket execute error: Order Status Wrong]", "query_logs")])
    c2 = claim("c2", "log_finding", "ts-order-service 对同一订单返回 Order not found（WARN）", "direct",
               [bind([i2], '{"level": "WARN", "pod": "ts-order-service-5b67c48447-mv5hb"}', "query_logs")])
    c3 = claim("c3", "root_cause", "按运维手册，Order Status Wrong 常见于订单在 ts-order-service 和 ts-order-other-service 两个库之间状态不一致", "indirect",
               [bind([i3], "常见于订单在两个库之间状态不一致", "lookup_knowledge", stype="knowledge")])
    body = {"answer_version": "1.0", "diagnosis_summary": "检票失败：订单状态不符",
            "claims": [c1, c2, c3], "hypotheses": [], "recommended_actions": ["对比两个库中该订单的 status 字段"],
            "missing_info": [], "user_facing_answer": "检票失败是 Order Status Wrong；建议对比两个库里该订单的状态字段。"}
    ans = json.dumps(body, ensure_ascii=False, indent=2) + "\n\n以上，如需我继续查 order-other 的数据库记录请告诉我。"
    facts = [
        fact(c1["claim_text"], "direct_evidence", "ERROR record of execute pod at 16:49:34.794 with that orderId", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "WARN [Order not found][OrderId: 6a82e0cd-...] on order-service; excerpt pairs are fields of it", claim_id="c2"),
        fact(c3["claim_text"], "indirect_support", "only the runbook chunk says this, and the claim attributes it to the runbook", claim_id="c3"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_with_text", "class:runbook_only", "class:excerpt_format"],
        "检票报 Order Status Wrong，trace 81e37af00eccb7465b3019baac6508da，原因是什么？", ans, invs, facts, "PASS")


def c011():
    cid = "bT-011"
    tid = "898fbabdd1894463575af052c4cd7982"
    i1, i2 = "a1b2c3d4-0011-4e5f-9a01-7d2c11aa0001", "a1b2c3d4-0011-4e5f-9a01-7d2c11aa0002"
    use(cid, i1, TA, 2, 20)
    use(cid, i2, NL, 630, 637)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": tid}, {"trace_id": tid, "spans": nz_spans(TA, 2, 20, "short")}),
        inv(i2, cid, 2, "query_logs", {"trace_id": tid}, {"total": 8, "logs": nz_log_records(630, 637)}),
    ]
    ans = ("- ts-execute-service 在 ExecuteControlller.executeTicket 里先后调用了 ts-order-service 和 ts-order-other-service 查询订单 97a93b5e-acbd-4902-a606-ff6d6c9e1eee\n"
           "- ts-order-service 返回 Order not found（WARN，16:49:19.233）\n"
           "- ts-order-other-service 成功查到了该订单\n"
           "- 随后 ts-execute-service 报 ERROR：ticket execute error: Order Status Wrong\n"
           "- 这个订单前一天被人工迁移到了另一张表\n"
           "- 建议把两边的订单数据对齐")
    facts = [
        fact("ts-execute-service 在 ExecuteControlller.executeTicket 里先后调用了 ts-order-service 和 ts-order-other-service 查询订单 97a93b5e-acbd-4902-a606-ff6d6c9e1eee",
             "direct_evidence", "HTTP GET 2d9f6f3a (->order) starts before HTTP GET a5f8f719 (->order-other); orderId in logs"),
        fact("ts-order-service 返回 Order not found（WARN，16:49:19.233）", "direct_evidence", "WARN line at 16:49:19.233"),
        fact("ts-order-other-service 成功查到了该订单", "direct_evidence", "[Get Order By ID Success][OrderId: 97a93b5e-...]"),
        fact("随后 ts-execute-service 报 ERROR：ticket execute error: Order Status Wrong", "direct_evidence",
             "ERROR at 08:49:19.245, after the 08:49:19.234 WARN"),
        fact("这个订单前一天被人工迁移到了另一张表", "no_evidence", "unsupported cause, nothing in any output"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:unsupported_cause"],
        "检票失败 trace 898fbabdd1894463575af052c4cd7982，订单为什么状态不对？", ans, invs, facts, "LOW_CONFID")


def c012():
    cid = "bT-012"
    tid = "6e28b64a92e80316a2ca84b1f6d0ac53"
    i1, i2 = "toolu_01Rk7sYt2b", "toolu_01Rk7sYt2c"
    use(cid, i1, TA, 926, 948)
    use(cid, i2, NL, 643, 649)
    invs = [
        inv(i1, cid, 1, "get_trace_spans", {"trace_id": tid}, {"spans": nz_spans(TA, 926, 948, "orig")}),
        inv(i2, cid, 1, "query_logs", {"trace_id": tid}, {"total": 7, "logs": nz_log_records(643, 649)}),
    ]
    c1 = claim("c1", "span_finding",
               "ts-execute-service 的 ExecuteControlller.collectTicket 调用了 ts-order-service 的 /api/v1/orderservice/order/status/{orderId}/{status}，耗时 8.9 ms",
               "direct", [bind(["toolu_01Rk7sYt2x"], '{"SpanID": "de15148913565cf5", "Duration": 8910}', "get_trace_spans")])
    c2 = claim("c2", "log_finding", "ts-order-service 日志显示订单 ac1256cd-c2b6-4cae-ac27-84a28c951311 状态修改成功（Modify order Success）",
               "direct", [])
    c3 = claim("c3", "span_finding", "OrderRepository.save 下面的 Transaction.commit 耗时 4.2 ms", "direct",
               [{"source_type": "trace_ref", "source_id": "T5", "tool_name": "get_trace_spans", "source_invocation_ids": [],
                 "evidence_excerpt": "Transaction.commit,4162"}])
    body = {"answer_version": "1.0", "diagnosis_summary": "取票链路正常完成", "claims": [c1, c2, c3],
            "hypotheses": [], "recommended_actions": [], "missing_info": [],
            "user_facing_answer": "订单 ac1256cd-c2b6-4cae-ac27-84a28c951311 的状态已修改成功（Modify order Success）。"}
    ans = json.dumps(body, ensure_ascii=False)
    facts = [
        fact(c1["claim_text"], "indirect_support", "content matches span de151489 (8910 us) but the binding names a non-existent invocation", claim_id="c1"),
        fact(c2["claim_text"], "indirect_support", "log line supports it, but the claim has no evidence binding", claim_id="c2"),
        fact(c3["claim_text"], "indirect_support", "span 57b61f3b (4162 us, parent OrderRepository.save) supports it, but trace ref T5 does not exist (2 calls)", claim_id="c3"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_raw", "class:bad_reference"],
        "取票接口 collected 在 08:49:46 有个请求，trace 6e28b64a92e80316a2ca84b1f6d0ac53，成功了吗？", ans, invs, facts, "LOW_CONFID")


def c013():
    cid = "bT-013"
    tid = "0344e895c126fab73ec35f0d11bafce1"
    i1, i2 = "call_13_spans", "call_13_logs"
    use(cid, i1, TA, 1948, 1975)
    use(cid, i2, NL, 794, 797)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": tid, "max_spans": 28}, {"spans": nz_spans(TA, 1948, 1975, "short")}),
        inv(i2, cid, 2, "query_logs", {"trace_id": tid, "pod": "ts-order-other-service-6cdbf9b4cc-h7mqk"},
            {"total": 4, "logs": nz_log_records(794, 797)}),
    ]
    c1 = claim("c1", "span_finding",
               "ts-basic-service-5dc8d4f9fc 的 /api/v1/basicservice/basic/travels 耗时 271.7 ms，是 ts-travel2-service 下游最慢的调用",
               "direct", [bind([i1], '{"span_id": "780c0800df2ddf65", "duration_us": 271695}', "get_trace")])
    c2 = claim("c2", "log_finding",
               "ts-order-other-service 在 16:49:17.904 和 16:49:17.884 各打了一条 WARN：[getSoldTickets][Seat][No content]，车次 Z1236",
               "direct", [bind([i2], "[getSoldTickets][Seat][No content][seat from date: 2023-01-29 15:38:06, train number: Z1236", "query_logs")])
    c3 = claim("c3", "span_finding", "Travel2Controller.queryInfo 本身耗时 321.6 ms", "direct",
               [bind([i1], '{"operation": "Travel2Controller.queryInfo", "duration_us": 321627}', "get_trace")])
    body = {"answer_version": "1.0", "diagnosis_summary": "travel2 慢在 basic-service", "claims": [c1, c2, c3],
            "hypotheses": [], "recommended_actions": ["给 basic-service 的 travels 接口加缓存"], "missing_info": [],
            "user_facing_answer": "慢点在 basic-service 的 travels 接口；order-other 另有两条 No content 的 WARN。"}
    ans = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    facts = [
        fact(c1["claim_text"], "contradicted",
             "pod name fabricated one character off: the output has ts-basic-service-5dc8d4f9fd-..., never 5dc8d4f9fc", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "two WARN records at 16:49:17.904 and .884, train Z1236", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "duration_us 321627", claim_id="c3"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_compact", "class:fabricated_id"],
        "travel2 查询车次很慢，trace 0344e895c126fab73ec35f0d11bafce1，哪个下游拖慢了？", ans, invs, facts, "REJECT")


def c014():
    cid = "bT-014"
    tid = "17b4947393b68e5df1fac39efc57b3a5"
    i1, i2 = "inv_14a", "inv_14b"
    use(cid, i1, TA, 949, 978)
    use(cid, i2, NL, 620, 629)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": tid}, {"spans": nz_spans(TA, 949, 978, "jaeger")}),
        inv(i2, cid, 1, "kubectl_logs", {"selector": "app in (ts-order-service,ts-order-other-service,ts-execute-service)", "grep": tid},
            text(NL, 620, 629)),
    ]
    ans = ("**取票链路**：ts-execute-service 的 ExecuteControlller.collectTicket 一共发出了 3 个 HTTP GET。\n"
           "**order-service**：16:52:10 返回 Order not found，订单号 6a82e0cd-c101-426a-97f9-dbb760829611。\n"
           "**order-other-service**：对同一订单执行 modifyOrder 成功（Modify order Success）。\n"
           "**耗时**：整个 /api/v1/executeservice/execute/collected/{orderId} 约 35 ms。\n"
           "**建议**：可以让 execute 先查 order-other 再查 order。")
    facts = [
        fact("ts-execute-service 的 ExecuteControlller.collectTicket 一共发出了 3 个 HTTP GET", "direct_evidence",
             "spans 6eae2757, fe452bcb, b3fcbf79 have parent 2c78262b"),
        fact("16:52:10 返回 Order not found，订单号 6a82e0cd-c101-426a-97f9-dbb760829611", "no_evidence",
             "time_wrong: the Order not found line is at 16:49:54.325; no record at 16:52:10"),
        fact("对同一订单执行 modifyOrder 成功（Modify order Success）", "direct_evidence", "order-other INFO [modifyOrder][Modify order Success]"),
        fact("整个 /api/v1/executeservice/execute/collected/{orderId} 约 35 ms", "direct_evidence", "Duration 35237 us"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:time_wrong"],
        "取票接口 trace 17b4947393b68e5df1fac39efc57b3a5 里有 Order not found，是什么时候、哪个服务报的？", ans, invs, facts, "LOW_CONFID")


def c015():
    cid = "bT-015"
    tid = "3c2ac0d7e3e7750f934d3ce204fbe18b"
    i1, i2 = "call-15-1", "call-15-2"
    use(cid, i1, TA, 1503, 1515)
    use(cid, i2, NL, 810, 825)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": tid, "depth": 3}, {"spans": nz_spans(TA, 1503, 1515, "orig")}),
        inv(i2, cid, 1, "query_logs", {"trace_id": tid}, {"total": 16, "logs": nz_log_records(810, 825)}),
    ]
    t1 = "ts-travel2-service 的 /api/v1/travel2service/trips/left 请求处理成功，没有异常"
    t2 = "Travel2Controller.queryInfo 通过 HTTP POST 调用 ts-basic-service 的 /api/v1/basicservice/basic/travels，耗时约 47 ms"
    t3 = "网关根 span 耗时 286.1 ms"
    ans = ("{\n  \"answer_version\": \"1.0\",\n  \"diagnosis_summary\": \"travel2 余票查询\",\n  \"claims\": [\n"
           "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"" + t1 + "\", \"support_level\": \"direct\",\n"
           "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call-15-2\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call-15-2\"], \"evidence_excerpt\": \"[query][Query TripResponse]\"}]},\n"
           "    {\"claim_id\": \"c2\", \"claim_type\": \"span_finding\", \"claim_text\": \"" + t2 + "\", \"support_level\": \"direct\",\n"
           "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call-15-1\", \"tool_name\": \"get_trace\", \"source_invocation_ids\": [\"call-15-1\"], \"evidence_excerpt\": \"\\\"Duration\\\": 46994\"}]},\n"
           "    {\"claim_id\": \"c3\", \"claim_type\": \"span_finding\", \"claim_text\": \"" + t3 + "\", \"support_level\": \"direct\",\n"
           "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call-15-1\", \"tool_name\": \"get_trace\", \"source_invocation_ids\": [\"call-15-1\"], \"evidence_excerpt\": \"286148\"}]},\n"
           "  ],  // end of claims\n"
           "  \"user_facing_answer\": \"余票查询正常返回，没有报错。\"\n}")
    facts = [
        fact(t1, "contradicted", "status_wrong: travel2 logs ERROR IllegalStateException: No instances available for ts-seat-service for this span"),
        fact(t2, "direct_evidence", "HTTP POST 65984ff0 (travel2, child of queryInfo) -> basic travels span 46994 us"),
        fact(t3, "direct_evidence", "root Duration 286148 us"),
        fact("余票查询正常返回，没有报错", "contradicted",
             "denial refuted: travel2 logs an ERROR (IllegalStateException) for this request"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_malformed", "class:status_wrong"],
        "travel2 余票查询 trace 3c2ac0d7e3e7750f934d3ce204fbe18b 是否成功？", ans, invs, facts, "REJECT")


def c016():
    cid = "bT-016"
    tid = "5b155a7927ad57401c2b45c08dec0406"
    i1, i2 = "sk_016_tr", "sk_016_lg"
    use(cid, i1, TA, 1320, 1340)
    use(cid, i2, NL, 1032, 1036)
    invs = [
        inv(i1, cid, 1, "get_trace", {"trace_id": tid}, {"spans": nz_spans(TA, 1320, 1340, "short")}),
        inv(i2, cid, 1, "query_logs", {"trace_id": tid, "limit": 5}, {"total": 5, "logs": nz_log_records(1032, 1036)}),
    ]
    ans = ("trace 5b155a7927ad57401c2b45c08dec0406 中 ts-travel2-service 在 16:49:49.141 抛出 IllegalStateException：No instances available for ts-seat-service。"
           "该请求的 /api/v1/travel2service/trips/left span 耗时 75.1 ms。"
           "ts-basic-service 的 /api/v1/basicservice/basic/travels 耗时约 60 ms。"
           "可能是 ts-seat-service 的 Deployment 被缩容到 0 了，也不排除注册中心推送有延迟。"
           "或许 basic-service 也受到了波及，建议先检查 seat-service 的副本数。")
    facts = [
        fact("trace 5b155a7927ad57401c2b45c08dec0406 中 ts-travel2-service 在 16:49:49.141 抛出 IllegalStateException：No instances available for ts-seat-service",
             "direct_evidence", "travel2 ERROR line at 16:49:49.141"),
        fact("该请求的 /api/v1/travel2service/trips/left span 耗时 75.1 ms", "direct_evidence", "Duration 75112 us"),
        fact("ts-basic-service 的 /api/v1/basicservice/basic/travels 耗时约 60 ms", "direct_evidence", "59976 us"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:hedged_distractor", "class:faithful"],
        "travel2 查询报 500，trace 5b155a7927ad57401c2b45c08dec0406，为什么？", ans, invs, facts, "PASS")


# ---------------------------------------------------------------- Loghub
def hpc_records(a, b):
    out = []
    for ln in cut(HPC, a, b):
        p = ln.split(" ", 6)
        out.append({"log_id": p[0], "host": p[1], "component": p[2], "event": p[3], "ts": p[4], "message": p[6]})
    return out


def c017():
    cid = "bT-017"
    i1 = "hpc-q-0170"
    use(cid, i1, HPC, 170, 180)
    invs = [inv(i1, cid, 1, "search_syslog", {"cluster": "hpc", "pattern": "psu|temphigh|no_server"}, text(HPC, 170, 180))]
    ans = ("看了下 HPC 日志:\n"
           "node-118 两次 psu failure，ambient 分别是 28 和 31\n"
           "node-3 / node-238 / node-104 也各有一次 psu failure\n"
           "node-238 还报了 Temperature (41C) exceeds warning threshold\n"
           "Interconnect-0N00 在 1129812510 和 1129813980 两次温度超阈值\n"
           "建议先换 node-118 的电源")
    facts = [
        fact("node-118 两次 psu failure，ambient 分别是 28 和 31", "direct_evidence", "two node-118 psu lines, ambient=28 and ambient=31"),
        fact("node-3 / node-238 / node-104 也各有一次 psu failure", "direct_evidence", "one psu failure line each"),
        fact("node-238 还报了 Temperature (41C) exceeds warning threshold", "contradicted",
             "misattribution: only Interconnect-0N00 logs temphigh; node-238's own line is a psu failure"),
        fact("Interconnect-0N00 在 1129812510 和 1129813980 两次温度超阈值", "direct_evidence", "two temphigh lines with those epoch times"),
    ]
    add(cid, ["source:hpc", "format:nl_sloppy", "class:misattribution"],
        "HPC 集群最近硬件告警多，哪些节点有电源或温度问题？", ans, invs, facts, "REJECT")


def c018():
    cid = "bT-018"
    i1 = "call_hpc_18"
    use(cid, i1, HPC, 205, 215)
    invs = [inv(i1, cid, 1, "query_logs", {"system": "hpc", "event": ["clusterfilesystem.no_server", "net.niff.down", "fdmn.panic", "fan"]},
                {"total": 11, "logs": hpc_records(205, 215)})]
    c1 = claim("c1", "log_finding", "node-69 在 1085075228 检测到经 alt0 接口到 5.5.224.0 网络的连接失败", "direct",
               [bind([i1], '{"event": "net.niff.down", "host": "node-69"}', "query_logs")])
    c2 = claim("c2", "log_finding", "node-D0 在 1131228351 发生 ServerFileSystem domain panic，涉及 storage442", "direct",
               [bind([i1], "host=node-D0 event=fdmn.panic ts=1131228351", "query_logs")])
    c3 = claim("c3", "log_finding", "node-162 也检测到同一网段 5.5.224.0 的网络连接失败", "direct",
               [bind([i1], "NIFF: node node-162 detected a failed network connection on network 5.5.224.0 via interface alt0", "query_logs")])
    c4 = claim("c4", "log_finding", "node-D0 上报 ServerFileSystem domain storage832 和 storage531 没有 server", "direct",
               [bind([i1], "There is no server for ServerFileSystem domain storage531", "query_logs")])
    body = {"answer_version": "1.0", "diagnosis_summary": "网络中断与文件系统 panic 并存",
            "claims": [c1, c2, c3, c4], "hypotheses": [], "recommended_actions": ["检查 5.5.224.0 网段交换机"], "missing_info": [],
            "user_facing_answer": "node-69 与 node-162 都报了 5.5.224.0 网络连接失败，node-D0 发生过 storage442 的 domain panic，另有 storage832、storage531 无 server。"}
    ans = json.dumps(body, ensure_ascii=False, indent=4)
    facts = [
        fact(c1["claim_text"], "direct_evidence", "net.niff.down record of node-69; excerpt pairs are fields of it", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "fdmn.panic record of node-D0 (k=v form of its fields)", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "node-162 niff.down record, excerpt = its message", claim_id="c3"),
        fact(c4["claim_text"], "direct_evidence", "two node-D0 no_server records at 1134669644", claim_id="c4"),
    ]
    add(cid, ["source:hpc", "format:json_indented", "class:excerpt_format", "class:faithful"],
        "HPC 上文件系统和网络最近出过什么事件？", ans, invs, facts, "PASS")


def c019():
    cid = "bT-019"
    i1, i2 = "inv-hpc-1", "inv-hpc-2"
    use(cid, i1, HPC, 305, 322)
    invs = [
        inv(i1, cid, 1, "search_syslog", {"cluster": "hpc", "component": "switch_module"}, text(HPC, 305, 322)),
        inv(i2, cid, 1, "format_epoch", {"epoch": [1082033409, 1083198788]},
            {"1082033409": "2004-04-15T12:50:09Z", "1083198788": "2004-04-29T00:33:08Z"}),
    ]
    ans = ("{'claims': [\n"
           " {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'Interconnect-1T00 在 1082033409 出现 Link in reset', 'support_level': 'direct'},\n"
           " {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'Interconnect-1T00 的 Link ok（1083198788）早于这次 Link in reset', 'support_level': 'direct'},\n"
           " {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'Interconnect-0T00 在这批记录里有 5 条 bcast-error', 'support_level': 'direct'},\n"
           " {'claim_id': 'c4', 'claim_type': 'log_finding', 'claim_text': 'Interconnect-0N02 报了 power/control problem', 'support_level': 'direct'}\n"
           "], 'user_facing_answer': 'Interconnect-1T00 的链路曾经恢复过（Link ok）'}")
    facts = [
        fact("Interconnect-1T00 在 1082033409 出现 Link in reset", "direct_evidence", "line 303852 ... 1082033409 Link in reset"),
        fact("Interconnect-1T00 的 Link ok（1083198788）早于这次 Link in reset", "contradicted",
             "order contradicted: 1083198788 is later than 1082033409"),
        fact("Interconnect-0T00 在这批记录里有 5 条 bcast-error", "direct_evidence", "5 Interconnect-0T00 bcast-error lines"),
        fact("Interconnect-0N02 报了 power/control problem", "direct_evidence", "27385 Interconnect-0N02 ... power/control problem"),
        fact("Interconnect-1T00 的链路曾经恢复过（Link ok）", "direct_evidence", "Link ok line for Interconnect-1T00"),
    ]
    add(cid, ["source:hpc", "format:json_malformed", "class:time_wrong"],
        "HPC 交换模块 bcast-error 是怎么回事？1T00 现在恢复了吗？", ans, invs, facts, "REJECT")


def c020():
    cid = "bT-020"
    i0, i1 = "t-020-0", "t-020-1"
    use(cid, i1, TBIRD, 96, 135)
    invs = [
        inv(i0, cid, 1, "get_current_time", {"tz": "UTC"}, "2005-11-09T20:02:00Z"),
        inv(i1, cid, 1, "search_syslog", {"cluster": "thunderbird", "from": 1131566488, "to": 1131566501}, text(TBIRD, 96, 135)),
    ]
    ans = ("- aadmin1、badmin1、cadmin1、dadmin1、eadmin1 这 5 台节点的 sendmail 投递都被延迟，stat=Deferred: Connection refused by [127.0.0.1]\n"
           "- 这 5 台的 sendmail 都提示无法确定自己的域名（unable to qualify my own domain name），改用短主机名\n"
           "- aadmin1 上 dhcpd 向 00:11:43:e3:ba:c3 发出了 DHCPOFFER，地址 10.100.4.251\n"
           "- aadmin2、aadmin3、aadmin4 对同一个 MAC 都报 network A_net: no free leases\n"
           "- tbird-admin1 的 gmetad 期间反复提示 data_thread() got not answer from any datasource\n"
           "- 本地 127.0.0.1 上的 MTA 可能没起来，建议先检查 sendmail 的 relay 配置")
    facts = [
        fact("aadmin1、badmin1、cadmin1、dadmin1、eadmin1 这 5 台节点的 sendmail 投递都被延迟，stat=Deferred: Connection refused by [127.0.0.1]",
             "direct_evidence", "5 sendmail to=root lines, one per host, each stat=Deferred"),
        fact("这 5 台的 sendmail 都提示无法确定自己的域名（unable to qualify my own domain name），改用短主机名", "direct_evidence",
             "'unable to qualify my own domain name (...) -- using short name' on all five hosts"),
        fact("aadmin1 上 dhcpd 向 00:11:43:e3:ba:c3 发出了 DHCPOFFER，地址 10.100.4.251", "direct_evidence", "DHCPOFFER on 10.100.4.251 to 00:11:43:e3:ba:c3"),
        fact("aadmin2、aadmin3、aadmin4 对同一个 MAC 都报 network A_net: no free leases", "direct_evidence", "three dhcpd lines"),
        fact("tbird-admin1 的 gmetad 期间反复提示 data_thread() got not answer from any datasource", "direct_evidence",
             "many gmetad data_thread() lines, e.g. [Thunderbird_A2]"),
    ]
    add(cid, ["source:thunderbird", "format:nl_bullets", "class:paraphrase_zh", "class:quantity", "class:faithful"],
        "Thunderbird 管理节点上的邮件告警为什么一直发不出来？", ans, invs, facts, "PASS")


def c021():
    cid = "bT-021"
    i1, i2 = "call_tb_boot", "call_tb_netfs"
    use(cid, i1, TBIRD, 1300, 1320)
    use(cid, i2, TBIRD, 1380, 1388)
    invs = [
        inv(i1, cid, 1, "search_syslog", {"host": "tbird-admin1", "at": "Nov 9 12:10:43"}, text(TBIRD, 1300, 1320)),
        inv(i2, cid, 2, "search_syslog", {"host": "tbird-admin1", "at": "Nov 9 12:10:52"}, text(TBIRD, 1380, 1388)),
    ]
    ans = ("tbird-admin1 在 Nov 9 12:10:43 的启动过程中没有任何失败或报错。"
           "ide0 到 ide5 都正常完成了探测。"
           "12:10:52 netfs 挂载其它文件系统（other filesystems）成功。"
           "同一时刻 hw_random 提示 RNG not detected。"
           "如果还有问题可以再看一下 gmetad。")
    facts = [
        fact("tbird-admin1 在 Nov 9 12:10:43 的启动过程中没有任何失败或报错", "contradicted",
             "denial refuted: 'ide0..ide5: Wait for ready failed before probe !' at 12:10:43"),
        fact("ide0 到 ide5 都正常完成了探测", "contradicted", "opposite predicate: each logs 'Wait for ready failed before probe !'"),
        fact("12:10:52 netfs 挂载其它文件系统（other filesystems）成功", "contradicted", "'netfs: Mounting other filesystems: failed'"),
        fact("同一时刻 hw_random 提示 RNG not detected", "direct_evidence", "hw_random: RNG not detected at 12:10:43"),
    ]
    add(cid, ["source:thunderbird", "format:nl_paragraph", "class:negation", "class:status_wrong"],
        "tbird-admin1 重启后启动日志有没有异常？", ans, invs, facts, "REJECT")


def prox_records(a, b):
    out = []
    for ln in cut(PROX, a, b):
        ts, rest = ln[1:].split("] ", 1)
        prog, msg = rest.split(" - ", 1)
        out.append({"ts": ts, "program": prog, "message": msg})
    return out


def c022():
    cid = "bT-022"
    i1, i2 = "prx_1", "prx_2"
    use(cid, i1, PROX, 245, 258)
    use(cid, i2, PROX, 436, 446)
    invs = [
        inv(i1, cid, 1, "query_logs", {"source": "proxifier", "from": "10.30 17:10", "to": "10.30 17:17"},
            {"total": 14, "logs": prox_records(245, 258)}),
        inv(i2, cid, 2, "query_logs", {"source": "proxifier", "keyword": "status code"},
            {"total": 11, "logs": prox_records(436, 446)}),
    ]
    c1 = claim("c1", "log_finding", "QQ.exe 连接 tcpconn6.tencent.com:443 时报错：A connection request was canceled before the completion", "direct",
               [bind([i1], "tcpconn6.tencent.com:443 error : A connection request was canceled before the completion.", "query_logs")])
    c2 = claim("c2", "log_finding", "QQ.exe 连接 tcpconn4.tencent.com:80 失败，代理返回 status code 403", "direct",
               [bind([i2], "Proxy server cannot establish a connection with the target, status code 403", "query_logs")])
    c3 = claim("c3", "log_finding", "chrome.exe 在 17:10:50 关闭的那条连接收到了 11721005 bytes（约 11.2 MB）", "direct",
               [bind([i1], "2933 bytes (2.86 KB) sent, 11721005 bytes (11.1 MB) received", "query_logs")])
    body = {"answer_version": "1.0", "diagnosis_summary": "QQ 通过代理连接失败", "claims": [c1, c2, c3],
            "hypotheses": [], "recommended_actions": ["确认代理是否放行 tencent 域名"], "missing_info": [],
            "user_facing_answer": "QQ 两次连接失败：tcpconn6.tencent.com:443 被取消，tcpconn4.tencent.com:80 被代理以 403 拒绝。"}
    ans = "```json\n" + json.dumps(body, ensure_ascii=False, indent=2) + "\n```"
    facts = [
        fact(c1["claim_text"], "direct_evidence", "QQ.exe tcpconn6 error record", claim_id="c1"),
        fact(c2["claim_text"], "contradicted",
             "misattribution: 403 is logged only for FlashPlayerPlugin -> formi.baidu.com:843; tcpconn4's own record says Proxy closed the connection unexpectedly",
             claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "11721005 bytes = 11.7 MB / 11.2 MiB, within tolerance of 约 11.2 MB", claim_id="c3"),
    ]
    add(cid, ["source:proxifier", "format:json_fenced", "class:misattribution", "class:entity_swap", "class:quantity"],
        "QQ 通过学校代理登录不上，Proxifier 日志里有什么？", ans, invs, facts, "REJECT")


def c023():
    cid = "bT-023"
    i1 = "call_prox_0726"
    use(cid, i1, PROX, 1200, 1240)
    invs = [inv(i1, cid, 1, "read_log_file", {"path": "Proxifier.log", "from": "07.26 14:57", "to": "07.26 15:17"}, text(PROX, 1200, 1240))]
    ans = ("## 代理流量概况（07.26 14:57–15:17）\n"
           "- www.google.com.hk:443 那条连接在 15:17:34 关闭，收到约 424 KB，存活约 9 分钟\n"
           "- Dropbox.exe 到 dl-debug.dropbox.com:443 发送了 163539 bytes（约 160 KB）\n"
           "- api.github.com:443 在这段时间里共 open 了 3 次\n"
           "- mtalk.google.com:443 这条连接的 lifetime 是 14:59\n"
           "- 这段窗口内没有出现 error 记录\n"
           "## 建议\n"
           "如果觉得慢，可以再看看代理服务器那边的负载。")
    facts = [
        fact("www.google.com.hk:443 那条连接在 15:17:34 关闭，收到约 424 KB，存活约 9 分钟", "direct_evidence",
             "434160 bytes (423 KB) received, lifetime 08:56"),
        fact("Dropbox.exe 到 dl-debug.dropbox.com:443 发送了 163539 bytes（约 160 KB）", "direct_evidence", "163539 bytes (159 KB) sent"),
        fact("api.github.com:443 在这段时间里共 open 了 3 次", "direct_evidence", "open lines at 15:09:29, 15:13:33, 15:14:03"),
        fact("mtalk.google.com:443 这条连接的 lifetime 是 14:59", "direct_evidence", "close ... lifetime 14:59"),
        fact("这段窗口内没有出现 error 记录", "direct_evidence", "true denial: no error line in the returned window"),
    ]
    add(cid, ["source:proxifier", "format:nl_headings", "class:quantity", "class:negation"],
        "7 月 26 日下午 3 点左右上网很慢，代理日志里连接情况怎么样？", ans, invs, facts, "PASS")


def c024():
    cid = "bT-024"
    i1 = "mac-logs-1"
    use(cid, i1, MAC, 1427, 1450)
    invs = [inv(i1, cid, 1, "search_syslog", {"host": "authorMacBook-Pro", "from": "Jul  6 12:00", "to": "Jul  6 12:05"}, text(MAC, 1427, 1450))]
    ans = ("Mac 这边 12 点左右的日志:\n"
           "- corecaptured[36918] 在 12:03:05 和 12:03:12 两次 Received Capture notice，reason = AuthFail:sts:5_rsn:0\n"
           "- Dropbox 12:05:40 报 WARNING: Failed to read DnsConfig\n"
           "- configd 在 12:02:26 报 network changed\n"
           "- CalendarAgent 12:00:53 把 CalDAV 刷新操作加进了 failed operations\n"
           "大概是 wifi 认证掉线 → 网络抖动")
    facts = [
        fact("corecaptured[36918] 在 12:03:05 和 12:03:12 两次 Received Capture notice，reason = AuthFail:sts:5_rsn:0", "direct_evidence",
             "two captureLog lines at those times"),
        fact("Dropbox 12:05:40 报 WARNING: Failed to read DnsConfig", "no_evidence",
             "time_wrong: the Dropbox warning is at 12:03:12; no record at 12:05:40"),
        fact("configd 在 12:02:26 报 network changed", "direct_evidence", "configd[53]: network changed: v6(...)"),
        fact("CalendarAgent 12:00:53 把 CalDAV 刷新操作加进了 failed operations", "direct_evidence",
             "[Adding [<CalDAVAccountRefreshQueueableOperation ...>] to failed operations.]"),
    ]
    add(cid, ["source:mac", "format:nl_sloppy", "class:time_wrong", "class:hedged_distractor"],
        "7 月 6 号中午 MacBook 上网断断续续，日志里看到什么？", ans, invs, facts, "LOW_CONFID")


def c025():
    cid = "bT-025"
    i1 = "call_mac_01"
    use(cid, i1, MAC, 76, 92)
    invs = [inv(i1, cid, 1, "query_logs", {"host": "calvisitor-10-105-160-95", "date": "Jul  1", "from": "10:08", "to": "11:21"}, text(MAC, 76, 92))]
    c1 = claim("c1", "log_finding", "secd[276] 在 Jul 1 10:13:39 同步失败：Error Domain=com.apple.security.sos.error Code=1035，Account identity not set", "direct",
               [bind(["call_mac_02"], 'Code=1035 "Account identity not set"', "query_logs")])
    c2 = claim("c2", "log_finding", "com.apple.Addres(31328) 在 10:10:24 和 10:10:27 两次被 Sandbox 拒绝访问 /private/var/run/mDNSResponder 的 network-outbound", "direct",
               [{"source_type": "trace_ref", "source_id": "T3", "tool_name": "query_logs", "source_invocation_ids": [],
                 "evidence_excerpt": "Sandbox: com.apple.Addres(31328) deny(1) network-outbound /private/var/run/mDNSResponder"}])
    c3 = claim("c3", "log_finding", "corecaptured[31313] 在 10:08:21 收到 reason = AuthFail:sts:5_rsn:0 的 capture notice", "direct", [])
    body = {"answer_version": "1.0", "diagnosis_summary": "iCloud 钥匙串同步失败", "claims": [c1, c2, c3],
            "hypotheses": [], "recommended_actions": ["重新登录 Apple ID"], "missing_info": [],
            "user_facing_answer": "secd 报 Code=1035 Account identity not set；另外通讯录进程被沙箱拒绝访问 mDNSResponder，corecaptured 也记到了一次 AuthFail。"}
    ans = "我查了 7 月 1 日上午的系统日志，整理如下：\n" + json.dumps(body, ensure_ascii=False, indent=2)
    facts = [
        fact(c1["claim_text"], "indirect_support", "content is in the log, but binding references non-existent call_mac_02", claim_id="c1"),
        fact(c2["claim_text"], "indirect_support", "content is in the log, but trace ref T3 does not exist (one call)", claim_id="c2"),
        fact(c3["claim_text"], "indirect_support", "content is in the log, but the claim has no binding", claim_id="c3"),
    ]
    add(cid, ["source:mac", "format:json_with_text", "class:bad_reference"],
        "Mac 上 iCloud 钥匙串一直同步不了，7 月 1 号上午的日志帮我看下", ans, invs, facts, "LOW_CONFID")


def win_records(a, b):
    out = []
    for ln in cut(WIN, a, b):
        ts, rest = ln.split(", ", 1)
        level, comp, msg = rest.split(None, 2)
        out.append({"ts": ts, "level": level, "component": comp, "message": msg})
    return out


def c026():
    cid = "bT-026"
    i1 = "win-cbs-0928"
    use(cid, i1, WIN, 126, 140)
    invs = [inv(i1, cid, 1, "read_event_log", {"file": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-28 04:30:31"}, text(WIN, 126, 140))]
    c1 = claim("c1", "log_finding", "04:30:32 CBS 报 Failed to internally open package，HRESULT = 0x800f0806 (CBS_E_INVALID_PACKAGE)", "direct",
               [bind([i1], "Failed to internally open package.", "read_event_log")])
    c2 = claim("c2", "log_finding", "CBS 反复出现 Expecting attribute name 和 Failed to get next element，HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM", "direct",
               [bind([i1], "Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]", "read_event_log")])
    c3 = claim("c3", "log_finding", "会话 30546173_4267072707 由 WindowsUpdateAgent 初始化", "direct",
               [bind([i1], "Session: 30546173_4267072707 initialized by client WindowsUpdateAgent.", "read_event_log")])
    body = {"answer_version": "1.0", "diagnosis_summary": "CBS 包打开失败", "claims": [c1, c2, c3], "hypotheses": [],
            "recommended_actions": ["运行 DISM /RestoreHealth"], "missing_info": [],
            "user_facing_answer": "更新失败是 CBS 打不开包，同时清单解析反复报 CBS_E_MANIFEST_INVALID_ITEM。"}
    ans = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    facts = [
        fact(c1["claim_text"], "contradicted", "fabricated code one character off: the log has 0x800f0805 - CBS_E_INVALID_PACKAGE", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "many CBS_E_MANIFEST_INVALID_ITEM lines", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "Session line at 04:30:32", claim_id="c3"),
    ]
    add(cid, ["source:windows", "format:json_compact", "class:fabricated_id"],
        "Windows 更新 9 月 28 号凌晨装失败了，CBS 日志里是什么错误码？", ans, invs, facts, "REJECT")


def c027():
    cid = "bT-027"
    i1 = "call_cbs_0929"
    use(cid, i1, WIN, 1500, 1515)
    invs = [inv(i1, cid, 1, "query_logs", {"component": "CBS", "ts": "2016-09-29 02:04:00"}, {"total": 16, "logs": win_records(1500, 1515)})]
    c1 = claim("c1", "log_finding", "KB2716513 的 ApplicableState 为 80、CurrentState 为 0", "direct",
               [bind([i1], "Package_for_KB2716513~31bf3856ad364e35~amd64~~6.1.1.0, ApplicableState: 80, CurrentState:0", "query_logs")])
    c2 = claim("c2", "log_finding", "KB3138962 的 ApplicableState 为 80，CurrentState 为 112", "direct",
               [bind([i1], json.dumps({"message": win_records(1514, 1514)[0]["message"], "component": "CBS"}), "query_logs")])
    c3 = claim("c3", "log_finding", "这一时刻的 CBS 会话都由 WindowsUpdateAgent 发起", "direct",
               [bind([i1], "Session: 30546354_2960071487 initialized by client WindowsUpdateAgent.", "query_logs")])
    c4 = claim("c4", "log_finding", "KB3184471 的 ApplicableState 和 CurrentState 都是 0", "direct",
               [bind([i1], cut(WIN, 1504, 1504)[0], "query_logs")])
    body = {"answer_version": "1.0", "diagnosis_summary": "部分 KB 适用但未安装", "claims": [c1, c2, c3, c4],
            "hypotheses": [], "recommended_actions": [], "missing_info": [],
            "user_facing_answer": "KB2716513 为 80/0，KB3138962 为 80/112，KB3184471 为 0/0（前者为 ApplicableState，后者为 CurrentState）；会话均由 WindowsUpdateAgent 发起。"}
    ans = json.dumps(body, ensure_ascii=False)
    facts = [
        fact(c1["claim_text"], "direct_evidence", "substring of the KB2716513 record's message", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "excerpt is a JSON subset (message, component) of that record", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "every Session line in the output says initialized by client WindowsUpdateAgent", claim_id="c3"),
        fact(c4["claim_text"], "direct_evidence", "excerpt is the whole raw log line of that record", claim_id="c4"),
    ]
    add(cid, ["source:windows", "format:json_raw", "class:excerpt_format", "class:faithful"],
        "9 月 29 日凌晨 Windows Update 扫描时，哪些补丁是适用但没装的？", ans, invs, facts, "PASS")


def c028():
    cid = "bT-028"
    i1 = "adb_logcat_28"
    use(cid, i1, AND, 195, 234)
    invs = [inv(i1, cid, 1, "adb_logcat", {"since": "03-17 16:13:46.6", "until": "03-17 16:13:47.2"}, text(AND, 195, 234))]
    ans = ("- 16:13:46.764 KeyguardUpdateMonitor 报 E：isSimPinSecure mSimDatas is null or empty\n"
           "- ActivityManager 随后抛出 android.util.AndroidRuntimeException: Must execute in UI\n"
           "- 16:13:47.150 ActivityManager 报 E：applyOptionsLocked: Unknown animationType=0\n"
           "- 16:13:47.113 ActivityManager 启动了 com.tencent.mobileqq 的 SplashActivity，来自 uid 10111\n"
           "- PhoneInterfaceManager 这段时间没有 WARN 或 ERROR\n"
           "- 可能是 SIM 卡信息读取异常引起的，建议重插 SIM 卡")
    facts = [
        fact("16:13:46.764 KeyguardUpdateMonitor 报 E：isSimPinSecure mSimDatas is null or empty", "direct_evidence", "E line of KeyguardUpdateMonitor"),
        fact("ActivityManager 随后抛出 android.util.AndroidRuntimeException: Must execute in UI", "contradicted",
             "misattribution: the exception is logged by KeyguardUpdateMonitor (pid 2227); ActivityManager has its own, different lines"),
        fact("16:13:47.150 ActivityManager 报 E：applyOptionsLocked: Unknown animationType=0", "direct_evidence", "E ActivityManager line"),
        fact("16:13:47.113 ActivityManager 启动了 com.tencent.mobileqq 的 SplashActivity，来自 uid 10111", "direct_evidence",
             "START u0 {... cmp=com.tencent.mobileqq/.activity.SplashActivity ...} from uid 10111"),
        fact("PhoneInterfaceManager 这段时间没有 WARN 或 ERROR", "direct_evidence", "true denial: its two lines are D level"),
    ]
    add(cid, ["source:android", "format:nl_bullets", "class:misattribution", "class:negation", "class:hedged_distractor"],
        "手机解锁后 QQ 闪了一下，logcat 里有什么异常？", ans, invs, facts, "REJECT")


def c029():
    cid = "bT-029"
    i1, i2 = "call_and_logs", "call_and_proc"
    use(cid, i1, AND, 355, 370)
    invs = [
        inv(i1, cid, 1, "query_logs", {"device": "android", "from": "03-17 16:13:48", "to": "03-17 16:13:55"}, text(AND, 355, 370)),
        inv(i2, cid, 2, "get_process_stats", {"pid": 1702}, None, success=False, error="permission denied: dumpsys cpuinfo requires root"),
    ]
    ans = ("pid 1702 的 ActivityManager 在 16:13:49.927 和 16:13:54 前后多次警告调用方没有 REAL_GET_TASKS 权限，涉及 caller 10111 和 10113。"
           "16:13:50.766 ActivityManager 开始 dump，调用来自 pid=12782。"
           "pid 1702 当时的 CPU 占用在 85% 左右。"
           "DisplayPowerController 的 HBM 亮度输入输出都是 38。"
           "建议限制后台应用调用 getRunningAppProcesses。")
    facts = [
        fact("pid 1702 的 ActivityManager 在 16:13:49.927 和 16:13:54 前后多次警告调用方没有 REAL_GET_TASKS 权限，涉及 caller 10111 和 10113",
             "direct_evidence", "W lines at 16:13:49.927 (caller 10111) and 16:13:54.* (caller 10113), pid 1702"),
        fact("16:13:50.766 ActivityManager 开始 dump，调用来自 pid=12782", "direct_evidence", "Start dump, calling from : pid=12782"),
        fact("pid 1702 当时的 CPU 占用在 85% 左右", "no_evidence", "gap: only the failed get_process_stats call concerns it"),
        fact("DisplayPowerController 的 HBM 亮度输入输出都是 38", "direct_evidence", "HBM brightnessIn =38 / brightnessOut =38"),
    ]
    add(cid, ["source:android", "format:nl_paragraph", "class:gap"],
        "安卓机 16:13 左右明显卡顿，是不是 system 进程吃满了 CPU？", ans, invs, facts, "LOW_CONFID")


def health_records(a, b):
    out = []
    for ln in cut(HEALTH, a, b):
        ts, comp, pid, msg = ln.split("|", 3)
        out.append({"ts": ts, "component": comp, "pid": pid, "message": msg})
    return out


def c030():
    cid = "bT-030"
    i1 = "hh-0715"
    use(cid, i1, HEALTH, 715, 731)
    invs = [inv(i1, cid, 1, "query_logs", {"app": "com.huawei.health", "component": "HiH_*", "at": "20171223-22:19:58"},
                {"total": 17, "logs": health_records(715, 731)})]
    c1 = claim("c1", "log_finding", "HiH_HiHealthBinder 的 insertHiHealthData() 批量保存失败，errorCode = 4，错误信息 ERR_DATA_INSERT", "direct",
               [bind([i1], "bulkSaveDetailHiHealthData fail errorCode = 4,errorMessage = ERR_DATA_INSERT", "query_logs")])
    c2 = claim("c2", "log_finding", "HiH_HiHealthDataInsertStore 对 type 40003 和 type 40005 的 saveOneDetailData 都失败了", "direct",
               [bind([i1], "saveOneDetailData fail hiHealthData = 1513958400000,type = 40003", "query_logs")])
    c3 = claim("c3", "log_finding", "HiH_DataStatManager 记录 type=40002 的新值为 7163.0，旧值为 6983.0", "direct",
               [bind([i1], '{"component": "HiH_DataStatManager", "message": "new date =20171223, type=40002,7163.0,old=6983.0"}', "query_logs")])
    c4 = claim("c4", "log_finding", "这次 insertHiHealthData() 写入的 size 为 4", "direct",
               [bind([i1], "insertHiHealthData() size = 4,app = 1,One Data Type = 40002", "query_logs")])
    body = {"answer_version": "1.0", "diagnosis_summary": "健康数据写库失败 ERR_DATA_INSERT",
            "claims": [c1, c2, c3, c4], "hypotheses": [], "recommended_actions": ["清理应用缓存后重试同步"], "missing_info": [],
            "user_facing_answer": "健康数据批量写入失败（ERR_DATA_INSERT，errorCode 4），type 40003 和 40005 的明细没存进去。失败发生在 20171223-22:19:58:411。"}
    ans = json.dumps(body, ensure_ascii=False, indent=2)
    facts = [
        fact(c1["claim_text"], "direct_evidence", "HiH_HiHealthBinder line at 22:19:58:411", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "two saveOneDetailData fail lines (type 40003, 40005)", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "excerpt pairs are fields of that DataStatManager record", claim_id="c3"),
        fact(c4["claim_text"], "direct_evidence", "size = 4 in the insertHiHealthData() line", claim_id="c4"),
        fact("失败发生在 20171223-22:19:58:411", "direct_evidence", "timestamp of the bulkSave fail line", origin="answer_extra"),
    ]
    add(cid, ["source:healthapp", "format:json_indented", "class:paraphrase_zh", "class:excerpt_format"],
        "华为健康 12 月 23 号晚上步数没保存上，日志里报了什么？", ans, invs, facts, "PASS")


def c031():
    cid = "bT-031"
    i1 = "call_hh_sync"
    use(cid, i1, HEALTH, 738, 756)
    invs = [inv(i1, cid, 1, "search_logs", {"app": "com.huawei.health", "keyword": "Sync"}, text(HEALTH, 738, 756))]
    ans = ("HiH_HiSyncControl 在 20171223-22:19:58:428 判断无法同步，原因写的是 no cloud version。"
           "紧接着 HiH_HiBroadcastUtil 发出了同步失败广播（sendSyncFailedBroadcast）。"
           "在这之前自动同步开关是打开的（autoSyncSwitch is open）。"
           "用户前一晚刚把手机恢复了出厂设置。"
           "建议重新登录账号后再触发一次同步。")
    facts = [
        fact("HiH_HiSyncControl 在 20171223-22:19:58:428 判断无法同步，原因写的是 no cloud version", "direct_evidence",
             "ifCanSync not! no cloud version at 22:19:58:428"),
        fact("紧接着 HiH_HiBroadcastUtil 发出了同步失败广播（sendSyncFailedBroadcast）", "direct_evidence", "next line, same ms"),
        fact("在这之前自动同步开关是打开的（autoSyncSwitch is open）", "direct_evidence", "needAutoSync autoSyncSwitch is open at 22:19:58:423"),
        fact("用户前一晚刚把手机恢复了出厂设置", "no_evidence", "unsupported cause, no record mentions it"),
    ]
    add(cid, ["source:healthapp", "format:nl_paragraph", "class:unsupported_cause", "class:paraphrase_zh"],
        "健康 App 数据一直同步不到云端，为什么？", ans, invs, facts, "LOW_CONFID")


def c032():
    cid = "bT-032"
    i1, i2 = "hh-23-1", "hh-23-2"
    use(cid, i1, HEALTH, 1300, 1340)
    invs = [
        inv(i1, cid, 1, "query_logs", {"app": "com.huawei.health", "from": "20171223-23:08", "to": "20171223-23:15"},
            {"total": 41, "logs": health_records(1300, 1340)}),
        inv(i2, cid, 1, "get_current_time", {}, {"now": "20171223-23:16:00:000"}),
    ]
    ans = ("**卡路里**：calculateCaloriesWithCache 给出的 totalCalories=130673，约 13.07 万。\n"
           "**海拔**：这段时间 totalAltitude 一直是 240。\n"
           "**补点**：23:14:24:384 这一刻 Step_LSC 连续打了 7 条 onExtend。\n"
           "**屏幕**：23:20:05 收到 android.intent.action.SCREEN_OFF 广播。\n"
           "**建议**：这些 onExtend 补点可以先忽略。")
    facts = [
        fact("calculateCaloriesWithCache 给出的 totalCalories=130673，约 13.07 万", "direct_evidence", "totalCalories=130673 = 13.07 万"),
        fact("这段时间 totalAltitude 一直是 240", "direct_evidence", "every calculateAltitudeWithCache line says 240"),
        fact("23:14:24:384 这一刻 Step_LSC 连续打了 7 条 onExtend", "direct_evidence", "7 onExtend lines stamped 23:14:24:384"),
        fact("23:20:05 收到 android.intent.action.SCREEN_OFF 广播", "no_evidence", "time_wrong: SCREEN_OFF is at 20171223-23:8:41:127; nothing at 23:20:05"),
    ]
    add(cid, ["source:healthapp", "format:nl_bold_labels", "class:quantity", "class:time_wrong"],
        "12 月 23 日 23 点后手环步数上报看起来重复，帮我看看日志", ans, invs, facts, "LOW_CONFID")


def c033():
    cid = "bT-033"
    i1 = "call_ftp_0717"
    use(cid, i1, LINUX, 1500, 1524)
    invs = [inv(i1, cid, 1, "grep_syslog", {"host": "combo", "program": "ftpd", "date": "Jul 17"}, text(LINUX, 1500, 1524))]
    c1 = claim("c1", "log_finding", "Jul 17 21:23:20 这一秒内 82.68.222.194 向 ftpd 发起了 16 次连接", "direct",
               [bind([i1], "connection from 82.68.222.194 (82-68-222-194.dsl.in-addr.zen.co.uk) at Sun Jul 17 21:23:20 2005", "grep_syslog")])
    c2 = claim("c2", "log_finding", "21:23:24 又来了 6 次来自 82.68.222.194 的连接", "direct",
               [bind([i1], "at Sun Jul 17 21:23:24 2005", "grep_syslog")])
    c3 = claim("c3", "root_cause", "对方在用脚本批量扫描这台机器的 FTP 服务", "direct",
               [bind([i1], "combo ftpd", "grep_syslog")])
    body = {"answer_version": "1.0", "diagnosis_summary": "ftpd 短时间大量连接", "claims": [c1, c2, c3],
            "hypotheses": [], "recommended_actions": ["对 82.68.222.194 做限速"], "missing_info": [],
            "user_facing_answer": "82.68.222.194 在 21:23:20 一秒内连了 16 次，21:23:24 又连了 6 次；对方在用脚本批量扫 FTP。"}
    ans = "```json\n" + json.dumps(body, ensure_ascii=False, indent=2) + "\n```"
    facts = [
        fact(c1["claim_text"], "direct_evidence", "16 connection lines from 82.68.222.194 at 21:23:20", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "6 lines at 21:23:24", claim_id="c2"),
        fact(c3["claim_text"], "no_evidence", "unsupported cause: the logs only show connections, nothing about a scanning script", claim_id="c3"),
    ]
    add(cid, ["source:linux", "format:json_fenced", "class:quantity", "class:unsupported_cause"],
        "combo 这台机器 7 月 17 号晚上 ftpd 连接数暴涨，怎么回事？", ans, invs, facts, "LOW_CONFID")


def c034():
    cid = "bT-034"
    i1 = "syslog-851"
    use(cid, i1, LINUX, 851, 883)
    invs = [inv(i1, cid, 1, "search_syslog", {"host": "combo", "from": "Jul  6 04:00", "to": "Jul  7 04:11"}, text(LINUX, 851, 883))]
    ans = ("Jul 6 04:03:08 uid=0 通过 su 打开了 cyrus 用户的会话，04:03:09 会话关闭。"
           "logrotate 的 ALERT exited abnormally with [1] 出现在 cyrus 会话打开之前。"
           "Jul 7 04:04:33 logrotate 又报了一次同样的 ALERT。"
           "Jul 6 04:08:43 还有一个 news 用户的 su 会话。"
           "Jul 6 04:03 这一分钟里 su(pam_unix)[8196] 又打开过一次 cyrus 会话。"
           "建议查一下每天凌晨的定时任务配置。")
    facts = [
        fact("Jul 6 04:03:08 uid=0 通过 su 打开了 cyrus 用户的会话，04:03:09 会话关闭", "direct_evidence",
             "su(pam_unix)[8195] session opened for user cyrus by (uid=0) / closed"),
        fact("logrotate 的 ALERT exited abnormally with [1] 出现在 cyrus 会话打开之前", "contradicted",
             "order contradicted: logrotate ALERT at 04:03:10, after the 04:03:08 open (and the 04:03:09 close)"),
        fact("Jul 7 04:04:33 logrotate 又报了一次同样的 ALERT", "direct_evidence", "Jul  7 04:04:33 combo logrotate: ALERT exited abnormally with [1]"),
        fact("Jul 6 04:08:43 还有一个 news 用户的 su 会话", "direct_evidence", "su(pam_unix)[8565] session opened for user news"),
        fact("Jul 6 04:03 这一分钟里 su(pam_unix)[8196] 又打开过一次 cyrus 会话", "contradicted",
             "fabricated id one digit off: the output has su(pam_unix)[8195], never [8196]"),
    ]
    add(cid, ["source:linux", "format:nl_paragraph", "class:time_wrong", "class:fabricated_id"],
        "logrotate 每天凌晨都报 ALERT，和 su 会话的先后关系是什么？", ans, invs, facts, "REJECT")


def c035():
    cid = "bT-035"
    i1, i2 = "call_ssh_1", "call_kb_ssh"
    use(cid, i1, LINUX, 690, 705)
    invs = [
        inv(i1, cid, 1, "search_syslog", {"host": "combo", "program": "sshd", "date": "Jul  2"}, text(LINUX, 690, 705)),
        inv(i2, cid, 2, "lookup_knowledge", {"query": "sshd authentication failure user unknown 大量"},
            {"query": "sshd authentication failure user unknown 大量", "chunks": [
                {"chunk_id": "sec-rb-031", "source_doc": "security/ssh-bruteforce.md", "retrieval_layer": "runbook", "relevance": "high",
                 "content": "同一 rhost 在短时间内出现大量 check pass; user unknown 与 authentication failure，属于 SSH 暴力破解特征。处置：将来源加入 fail2ban 黑名单并关闭密码登录。",
                 "deduped": False}]}),
    ]
    ans = ("- Jul 2 04:15:33 到 04:15:43 之间 sshd(pam_unix) 连续出现 authentication failure，rhost=zummit.com\n"
           "- 这段时间一共 8 次 authentication failure\n"
           "- 每次失败前都有 check pass; user unknown，也就是用户名不存在\n"
           "- 按安全运维手册，同一 rhost 短时间内大量出现 user unknown 的认证失败属于暴力破解特征\n"
           "- 建议在 combo 上临时封禁 zummit.com")
    facts = [
        fact("Jul 2 04:15:33 到 04:15:43 之间 sshd(pam_unix) 连续出现 authentication failure，rhost=zummit.com", "direct_evidence",
             "auth failure lines at 04:15:33 and 04:15:43, rhost=zummit.com"),
        fact("这段时间一共 8 次 authentication failure", "direct_evidence", "8 authentication failure lines in the output"),
        fact("每次失败前都有 check pass; user unknown，也就是用户名不存在", "direct_evidence", "each failure line is preceded by check pass; user unknown for the same pid"),
        fact("按安全运维手册，同一 rhost 短时间内大量出现 user unknown 的认证失败属于暴力破解特征", "indirect_support",
             "attributed to the runbook; only the knowledge chunk says it"),
    ]
    add(cid, ["source:linux", "format:nl_bullets", "class:runbook_only", "class:quantity"],
        "combo 上 sshd 认证失败刷屏，是被爆破了吗？", ans, invs, facts, "PASS")


def apache_records(a, b):
    out = []
    for ln in cut(APACHE, a, b):
        ts, rest = ln[1:].split("] [", 1)
        level, msg = rest.split("] ", 1)
        out.append({"ts": ts, "level": level, "message": msg})
    return out


def c036():
    cid = "bT-036"
    i1 = "call_httpd_2047"
    use(cid, i1, APACHE, 1030, 1051)
    invs = [inv(i1, cid, 1, "query_logs", {"service": "httpd", "from": "Sun Dec 04 20:44:30 2005", "to": "Sun Dec 04 20:47:17 2005"},
                {"total": 22, "logs": apache_records(1030, 1051)})]
    c1 = claim("c1", "log_finding", "20:47:16 到 20:47:17 之间 jk2_init() Can't find child ... in scoreboard 共出现 5 次", "direct",
               [bind([i1], "jk2_init() Can't find child 2085 in scoreboard", "query_logs")])
    c2 = claim("c2", "log_finding", "mod_jk child workerEnv 先后进入 error state 6、9、7", "direct",
               [bind([i1], "mod_jk child workerEnv in error state 9", "query_logs")])
    c3 = claim("c3", "log_finding", "mod_jk child init 1 -2 在这两秒里出现了 4 次", "direct",
               [bind([i1], '{"level": "error", "message": "mod_jk child init 1 -2"}', "query_logs")])
    c4 = claim("c4", "log_finding", "这段时间 workerEnv.init() 对 /etc/httpd/conf/workers2.properties 的初始化全部失败", "direct",
               [bind([i1], "workerEnv.init() ok /etc/httpd/conf/workers2.properties", "query_logs")])
    body = {"answer_version": "1.0", "diagnosis_summary": "httpd 子进程与 mod_jk 初始化失败", "claims": [c1, c2, c3, c4],
            "hypotheses": [], "recommended_actions": [], "missing_info": [],
            "user_facing_answer": "20:47 前后 scoreboard 找不到子进程 5 次，mod_jk 进入 error state 6/9/7，child init 1 -2 出现 4 次。"}
    ans = json.dumps(body, ensure_ascii=False)
    facts = [
        fact(c1["claim_text"], "contradicted", "count_wrong: 4 such lines (children 2082, 2085, 2086, 2087), not 5", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "error state 6 (20:47:16), 9 (20:47:16), 7 (20:47:17) in that order", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "4 'mod_jk child init 1 -2' records", claim_id="c3"),
        fact(c4["claim_text"], "contradicted", "status_wrong: every workerEnv.init() notice says ok", claim_id="c4"),
    ]
    add(cid, ["source:apache", "format:json_raw", "class:count_wrong", "class:status_wrong"],
        "Apache 12 月 4 号晚上 8 点多 mod_jk 报了一堆错，统计一下", ans, invs, facts, "REJECT")


def c037():
    cid = "bT-037"
    i1 = "inv-apache-37"
    use(cid, i1, APACHE, 790, 806)
    invs = [inv(i1, cid, 1, "tail_error_log", {"file": "/var/log/httpd/error_log", "around": "Sun Dec 04 17:43:12 2005"}, text(APACHE, 790, 806))]
    ans = ("## 现象\n"
           "Sun Dec 04 17:43:12 这一秒里 mod_jk 连续报错。\n"
           "## 细节\n"
           "- workerEnv 进入 error state 9 两次，另外 state 8、7、6 各一次\n"
           "- mod_jk child init 1 -2 出现了 2 次\n"
           "- 每条 mod_jk 报错前面都紧跟着一条 workerEnv.init() ok /etc/httpd/conf/workers2.properties 的 notice\n"
           "- 17:53:43 客户端 218.39.132.175 访问 /var/www/html/ 时被 Directory index forbidden by rule 拒绝\n"
           "## 下一步\n"
           "建议检查 workers2.properties 里的 worker 配置。")
    facts = [
        fact("Sun Dec 04 17:43:12 这一秒里 mod_jk 连续报错", "direct_evidence", "7 mod_jk [error] lines at 17:43:12"),
        fact("workerEnv 进入 error state 9 两次，另外 state 8、7、6 各一次", "direct_evidence", "states 9, 8, 7, 9, 6"),
        fact("mod_jk child init 1 -2 出现了 2 次", "direct_evidence", "two such lines"),
        fact("每条 mod_jk 报错前面都紧跟着一条 workerEnv.init() ok /etc/httpd/conf/workers2.properties 的 notice", "direct_evidence",
             "each mod_jk error line is directly preceded by the notice"),
        fact("17:53:43 客户端 218.39.132.175 访问 /var/www/html/ 时被 Directory index forbidden by rule 拒绝", "direct_evidence",
             "[error] [client 218.39.132.175] Directory index forbidden by rule: /var/www/html/"),
    ]
    add(cid, ["source:apache", "format:nl_headings", "class:faithful", "class:quantity", "class:paraphrase_zh"],
        "Apache 在 12 月 4 日 17:43 左右报错，具体是什么？", ans, invs, facts, "PASS")


def c038():
    cid = "bT-038"
    i1, i2, i3 = "call_ap_1", "call_ap_2", "call_ap_3"
    use(cid, i1, APACHE, 1052, 1060)
    invs = [
        inv(i1, cid, 1, "query_logs", {"service": "httpd", "date": "Mon Dec 05 2005", "to": "03:23:30"}, {"total": 9, "logs": apache_records(1052, 1060)}),
        inv(i2, cid, 2, "es_query", {"index": "httpd-error", "q": "segfault"}, {"total": 0, "logs": []}),
        inv(i3, cid, 2, "lookup_knowledge", {"query": "mod_jk workerEnv error state 6"},
            {"query": "mod_jk workerEnv error state 6", "chunks": [
                {"chunk_id": "kb-modjk-02", "source_doc": "runbook/apache-mod_jk.md", "retrieval_layer": "runbook", "relevance": "high",
                 "content": "workerEnv in error state 6 通常表示后端 Tomcat 的 AJP 连接器尚未就绪，httpd 子进程初始化时连接失败。",
                 "deduped": True}]}),
    ]
    ans = ("Dec 05 03:21:02 和 03:23:24 各有一次 mod_jk child workerEnv in error state 6。"
           "Apache 这段时间没有 segfault 相关的日志。"
           "根据知识库，error state 6 表示后端 Tomcat 连接器还没就绪。"
           "03:23:24 客户端 218.207.61.7 触发了 Directory index forbidden by rule。"
           "建议确认 Tomcat 是否在 httpd 之前启动。")
    facts = [
        fact("Dec 05 03:21:02 和 03:23:24 各有一次 mod_jk child workerEnv in error state 6", "direct_evidence", "two error state 6 lines"),
        fact("Apache 这段时间没有 segfault 相关的日志", "no_evidence", "only a no-hit es_query; a no-hit does not prove absence"),
        fact("根据知识库，error state 6 表示后端 Tomcat 连接器还没就绪", "no_evidence", "the only chunk saying it is deduped: true"),
        fact("03:23:24 客户端 218.207.61.7 触发了 Directory index forbidden by rule", "direct_evidence", "[client 218.207.61.7] line at 03:23:24"),
    ]
    add(cid, ["source:apache", "format:nl_paragraph", "class:gap"],
        "Apache 12 月 5 号凌晨是不是崩过？有没有 segfault？", ans, invs, facts, "LOW_CONFID")


# ---------------------------------------------------------------- OnlineBoutique metrics
def c039():
    cid = "bT-039"
    i1 = "call_front_sr"
    use(cid, i1, FRONT, 11, 17)
    header = lines(FRONT)[0].split(",")
    invs = [inv(i1, cid, 1, "get_service_metrics", {"service": "frontend", "from": 1661256508, "to": 1661256868},
                {"rows": [dict(zip(header, r)) for r in csv_rows(FRONT, 11, 17)], "row_count": 7})]
    c1 = claim("c1", "metric_finding", "Frontend 成功率在 1661256748 跌到最低，约 50.8%", "direct",
               [bind([i1], '{"TimeStamp": "1661256748", "SuccessRate(%)": "50.75757575757576"}', "get_service_metrics")])
    c2 = claim("c2", "metric_finding", "同一时刻 P50 延迟只有约 2.7 ms", "direct",
               [bind([i1], '{"LatencyP50(s)": "0.00266666666666667", "TimeStamp": "1661256748"}', "get_service_metrics")])
    c3 = claim("c3", "metric_finding", "1661256688 时成功率为 53.7%，1661256808 回升到 65.7%", "direct",
               [bind([i1], '{"TimeStamp": "1661256688", "SuccessRate(%)": "53.691275167785236"}', "get_service_metrics")])
    c4 = claim("c4", "hypothesis", "可能是下游某个服务故障导致请求快速失败", "none", [])
    c5 = claim("c5", "metric_finding", "1661256868 时成功率已恢复到 100%", "direct",
               [bind(["call_front_sr_v2"], '{"TimeStamp": "1661256868", "SuccessRate(%)": "100"}', "get_service_metrics")])
    body = {"answer_version": "1.0", "diagnosis_summary": "frontend 成功率 12:10-12:13 大幅下降", "claims": [c1, c2, c3, c4, c5],
            "hypotheses": ["下游快速失败"], "recommended_actions": ["排查 checkout 链路"], "missing_info": ["各下游服务错误日志"],
            "user_facing_answer": "前端成功率最低掉到约 50.8%，期间 P50 延迟反而只有 2.7 ms 左右，可能是快速失败。"}
    ans = "```json\n" + json.dumps(body, ensure_ascii=False, indent=2) + "\n```"
    facts = [
        fact(c1["claim_text"], "direct_evidence", "SuccessRate(%) 50.7576 at 1661256748, the minimum of the rows", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "LatencyP50(s) 0.002667 s = 2.67 ms", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "53.69 and 65.71", claim_id="c3"),
        fact(c4["claim_text"], "no_evidence", "hypothesis, not shown by the rows", critical=False, claim_id="c4"),
        fact(c5["claim_text"], "indirect_support", "row 1661256868 has 100, but the binding names a non-existent invocation", claim_id="c5"),
    ]
    add(cid, ["source:nezha_onlineboutique", "format:json_fenced", "class:quantity", "class:bad_reference"],
        "Online Boutique 前端 8 月 23 日 12:10 左右成功率掉了，掉到多少？", ans, invs, facts, "PASS")


def c040():
    cid = "bT-040"
    i1 = "toolu_01Metrics9csqn"
    use(cid, i1, CHECKOUT, 10, 17)
    rows = csv_rows(CHECKOUT, 10, 17)
    cpu_rate = [float(r[4]) for r in rows]
    cpu_m = [float(r[3]) for r in rows]
    mem = [float(r[5]) for r in rows]
    pod = rows[0][2]

    def series(metric, vals, unit):
        return {"metric": metric, "service": pod, "max": round(max(vals), 4), "avg": round(sum(vals) / len(vals), 4),
                "last": round(vals[-1], 4), "unit": unit}
    invs = [inv(i1, cid, 1, "query_metrics", {"pod": pod, "start": 1661256448, "end": 1661256868, "step": "60s"},
                {"alerts": [], "series": [series("CpuUsageRate", cpu_rate, "%"), series("CpuUsage", cpu_m, "m"),
                                          series("MemoryUsage", mem, "MiB")]})]
    c1 = claim("c1", "metric_finding", "checkoutservice-578fcf4766-9csqn 的 CPU 使用率峰值约 17.2%", "direct",
               [bind([i1], '{"metric": "CpuUsageRate", "unit": "%"}', "query_metrics")])
    c2 = claim("c2", "metric_finding", "该 Pod 内存使用量一直在 57 MB 左右", "direct",
               [bind([i1], '{"metric": "MemoryUsage", "last": 54.75}', "query_metrics")])
    c3 = claim("c3", "metric_finding", "CPU 用量最后一个点约 1.14m", "direct",
               [bind([i1], '{"metric": "CpuUsage", "unit": "m"}', "query_metrics")])
    body = {"answer_version": "1.0", "diagnosis_summary": "checkout 资源正常", "claims": [c1, c2, c3],
            "hypotheses": [], "recommended_actions": [], "missing_info": [],
            "user_facing_answer": "checkout Pod CPU 峰值约 17.2%，内存 57 MB 左右。建议继续看一下网络延迟指标。"}
    ans = json.dumps(body, ensure_ascii=False, indent=2)
    facts = [
        fact(c1["claim_text"], "contradicted", "CpuUsageRate max is 7.17 %, not ~17.2 %", claim_id="c1"),
        fact(c2["claim_text"], "direct_evidence", "MemoryUsage max/avg/last 54.75 MiB = 57.4 MB", claim_id="c2"),
        fact(c3["claim_text"], "direct_evidence", "CpuUsage last 1.1404 m", claim_id="c3"),
    ]
    add(cid, ["source:nezha_onlineboutique", "format:json_indented", "class:value_wrong", "class:quantity"],
        "checkoutservice 在 12:07 到 12:14 之间 CPU 和内存情况如何？", ans, invs, facts, "REJECT")


def main():
    for n in range(1, 41):
        globals()["c%03d" % n]()
    ids = [c["case_id"] for c in CASES]
    assert ids == ["bT-%03d" % n for n in range(1, 41)], ids
    with open(os.path.join(OUT, "cases.jsonl"), "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(os.path.join(OUT, "windows.jsonl"), "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", len(WINDOWS), "windows")


if __name__ == "__main__":
    main()
