#!/usr/bin/env python3
"""bQ blind cases: reads sources, cuts windows by line number, writes cases.jsonl + windows.jsonl.
Answers, queries and labels are hand-written literals, one per case."""
import csv, io, json, os, re

SRC = "/work/blind/sources"
OUT = os.path.dirname(os.path.abspath(__file__))
_cache = {}
CASES, WINDOWS = [], []

TRACE = "nezha2/2022-08-23/trace/17_00_trace.csv"
OBM = "nezha2/2022-08-22/metric/"
TTLOG = "nezha2/2023-01-30/log/11_39_log.csv"
LH = "loghub/"


def L(rel, a, b):
    if rel not in _cache:
        with open(os.path.join(SRC, rel), encoding="utf-8") as fh:
            _cache[rel] = fh.read().splitlines()
    return _cache[rel][a - 1:b]


def W(cid, iid, rel, a, b):
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})


def text(rel, a, b, header=False, keep=None):
    ls = L(rel, a, b)
    if keep:
        ls = [x for x in ls if keep in x]
    if header:
        ls = L(rel, 1, 1) + ls
    return "\n".join(ls)


# ---- record parsers (fields taken from the verbatim line) ----
def p_apache(x):
    m = re.match(r"^\[(.*?)\] \[(\w+)\] (.*)$", x)
    return {"ts": m.group(1), "level": m.group(2), "message": m.group(3)}


def p_linux(x):
    m = re.match(r"^(\w{3}\s+\d+ \d\d:\d\d:\d\d) (\S+) ([^:\[]+)(?:\[(\d+)\])?: (.*)$", x)
    d = {"ts": m.group(1), "host": m.group(2), "service": m.group(3)}
    if m.group(4):
        d["pid"] = int(m.group(4))
    d["message"] = m.group(5)
    return d


def p_openstack(x):
    f = x.split(" ", 6)
    return {"ts": f[1] + " " + f[2], "level": f[4], "file": f[0], "pid": int(f[3]),
            "component": f[5], "message": f[6]}


def p_bgl(x):
    f = x.split(" ", 9)
    return {"ts": f[4], "node": f[3], "type": f[6], "component": f[7], "level": f[8], "message": f[9]}


def p_hadoop(x):
    m = re.match(r"^(\S+ \S+) (\w+) \[(.*?)\] (\S+): (.*)$", x)
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "component": m.group(4),
            "message": m.group(5)}


def p_android(x):
    m = re.match(r"^(\S+ \S+)\s+(\d+)\s+(\d+) (\w) (.*?): (.*)$", x)
    return {"ts": m.group(1), "pid": int(m.group(2)), "tid": int(m.group(3)), "level": m.group(4),
            "tag": m.group(5), "message": m.group(6)}


def p_tt(x):
    r = next(csv.reader([x]))
    log = json.loads(r[7])["log"].rstrip("\n")
    lv = log.split()[1]
    return {"ts": r[0], "level": lv, "node": r[2], "pod": r[3], "trace_id": r[5], "span_id": r[6],
            "message": log}


def recs(parser, rel, a, b, keep=None):
    return [parser(x) for x in L(rel, a, b) if (keep is None or keep in x)]


def spans(a, b):
    out = []
    for x in L(TRACE, a, b):
        f = x.split(",")
        out.append({"trace_id": f[0], "span_id": f[1], "parent_id": f[2], "pod": f[3], "operation": f[4],
                    "start_ns": int(f[5]), "end_ns": int(f[6]), "duration_us": int(f[7])})
    return out


def mrows(rel, a, b):
    h = L(rel, 1, 1)[0].split(",")
    return [dict(zip(h, x.split(","))) for x in L(rel, a, b)]


def num(v):
    return int(v) if re.fullmatch(r"-?\d+", v) else float(v)


def series(rel, a, b, col, service, unit, nd=2):
    v = [float(r[col]) for r in mrows(rel, a, b)]
    return {"metric": col, "service": service, "max": round(max(v), nd), "avg": round(sum(v) / len(v), nd),
            "last": round(v[-1], nd), "unit": unit}


def inv(cid, iid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": success, "error": error}


def F(fact, v, note, crit=True):
    return {"fact": fact, "is_critical": crit, "verification": v, "note": note}


def C(claim_id, v, note, crit=True):
    return {"claim_id": claim_id, "is_critical": crit, "verification": v, "note": note}


def X(fact, v, note):
    return {"fact": fact, "origin": "answer_extra", "is_critical": True, "verification": v, "note": note}


def fill(contract, facts):
    cl = {c["claim_id"]: c["claim_text"] for c in contract["claims"]}
    res = []
    for f in facts:
        if "claim_id" in f:
            f = dict(f)
            f = {"fact": cl[f["claim_id"]], **f}
        res.append(f)
    return res


def add(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def B(iid, tool, excerpt, stype="tool_output", sid=None):
    return {"source_type": stype, "source_id": sid or iid, "tool_name": tool,
            "source_invocation_ids": [iid] if iid else [], "evidence_excerpt": excerpt}


def K(cid_, ctype, text_, level, binds):
    return {"claim_id": cid_, "claim_type": ctype, "claim_text": text_, "support_level": level,
            "evidence_bindings": binds}


def contract(summary, claims, ufa, missing=None):
    return {"answer_version": "1.0", "diagnosis_summary": summary, "claims": claims, "hypotheses": [],
            "recommended_actions": [], "missing_info": missing or [], "user_facing_answer": ufa}


def dumps(o, style):
    if style == "raw":
        return json.dumps(o, ensure_ascii=False)
    if style == "compact":
        return json.dumps(o, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(o, ensure_ascii=False, indent=2)


# =====================================================================
# bQ-001  OB trace, checkout PlaceOrder, CSV text, NL paragraph, PASS
cid = "bQ-001"
i1, i2 = "call_3f9a01", "call_3f9a02"
W(cid, i1, TRACE, 2243, 2251)
W(cid, i2, TRACE, 2252, 2275)
add(cid, ["source:nezha_onlineboutique", "format:nl_paragraph", "class:faithful", "class:quantity"],
    "用户反馈 OnlineBoutique 下单很慢，帮我看下 trace 21ed0176c0d35a4fc80aa21dbf6cbf1d 慢在哪一步？",
    "订单 trace 21ed0176c0d35a4fc80aa21dbf6cbf1d 里，frontend 发起的 PlaceOrder 客户端 span 8ba98fe2a66c044b 耗时约 126.7 ms。"
    "checkoutservice 侧的 PlaceOrder span d7a560c2891c837e 挂在 8ba98fe2a66c044b 之下，耗时约 121 ms。"
    "它的直接子步骤里最慢的是 PrepareOrderItemsAndShippingQuoteFromCart，用了约 69 ms。"
    "CheckoutService/SendOrderConfirmation 这一步也花了 36.2 ms 左右。"
    "扣款的 ChargeCard 只有 4.64 ms。"
    "建议先看 PrepOrderItems 里对 GetProduct 的串行调用。",
    [inv(cid, i1, 1, "query_traces", {"trace_id": "21ed0176c0d35a4fc80aa21dbf6cbf1d", "pod": "frontend-579b9bff58-t2dbm"},
         text(TRACE, 2243, 2251, header=True)),
     inv(cid, i2, 1, "query_traces", {"trace_id": "21ed0176c0d35a4fc80aa21dbf6cbf1d", "pod": "checkoutservice-578fcf4766-9csqn"},
         text(TRACE, 2252, 2275, header=True))],
    "PASS",
    [F("订单 trace 21ed0176c0d35a4fc80aa21dbf6cbf1d 里，frontend 发起的 PlaceOrder 客户端 span 8ba98fe2a66c044b 耗时约 126.7 ms",
       "direct_evidence", "row 8ba98fe2a66c044b Duration 126721 µs (end-start in ns confirms µs) = 126.7 ms"),
     F("checkoutservice 侧的 PlaceOrder span d7a560c2891c837e 挂在 8ba98fe2a66c044b 之下，耗时约 121 ms",
       "direct_evidence", "d7a560c2891c837e ParentID 8ba98fe2a66c044b, Duration 120949 µs ≈ 121 ms"),
     F("它的直接子步骤里最慢的是 PrepareOrderItemsAndShippingQuoteFromCart，用了约 69 ms",
       "direct_evidence", "children of d7a560c2891c837e: 69074/4640/4718/6008/36205 µs; max is PrepareOrderItems... 69.07 ms"),
     F("CheckoutService/SendOrderConfirmation 这一步也花了 36.2 ms 左右", "direct_evidence",
       "ae44f135fd5dd893 CheckoutService/SendOrderConfirmation 36205 µs"),
     F("扣款的 ChargeCard 只有 4.64 ms", "direct_evidence", "3c46af00ea5087af ChargeCard 4640 µs")])

# =====================================================================
# bQ-002  OB trace 7882d82e..., Jaeger-like JSON (µs), contract raw, REJECT value_wrong
cid = "bQ-002"
i1 = "toolu_01JgQ7xPz3VbLm"
W(cid, i1, TRACE, 10769, 10775)
sp = spans(10769, 10775)
jaeger = {"data": [{"traceID": sp[0]["trace_id"], "spans": [
    {"traceID": s["trace_id"], "spanID": s["span_id"], "operationName": s["operation"],
     "references": ([] if s["parent_id"] == "root" else [{"refType": "CHILD_OF", "traceID": s["trace_id"], "spanID": s["parent_id"]}]),
     "startTime": s["start_ns"] // 1000, "duration": s["duration_us"], "processID": s["pod"]} for s in sp],
    "processes": {p: {"serviceName": p.split("-")[0], "tags": [{"key": "pod", "value": p}]} for p in sorted({s["pod"] for s in sp})}}],
    "total": 1, "limit": 20, "errors": None}
k = contract("加购请求耗时拆解", [
    K("c1", "metric_finding", "trace 7882d82eb5a4d2bb749d91276e39527c 的根 span hipstershop.Frontend/Recv. 耗时 46.0 ms", "direct",
      [B(i1, "jaeger_search", "{\"spanID\": \"2985f45de2ad9a1e\", \"duration\": 46009}")]),
    K("c2", "metric_finding", "productcatalogservice 的 GetProduct 服务端 span a6c4dd84f2185914 耗时约 30 ms", "direct",
      [B(i1, "jaeger_search", "\"spanID\": \"a6c4dd84f2185914\"")]),
    K("c3", "metric_finding", "cartservice 的 AddItem 服务端 span af14c7b4e809564b 耗时 21.86 ms", "direct",
      [B(i1, "jaeger_search", "af14c7b4e809564b")]),
    K("c4", "metric_finding", "GetProduct 下面的 sql.conn.query 只用了 631 µs", "direct",
      [B(i1, "jaeger_search", "{\"operationName\": \"sql.conn.query\", \"duration\": 631}")]),
    K("c5", "hypothesis", "GetProduct 变慢可能与 productcatalogservice 自身的 CPU 争用有关", "none", [])],
    "各段耗时见 claims，建议优先排查 productcatalogservice。")
add(cid, ["source:nezha_onlineboutique", "format:json_raw", "class:value_wrong", "class:excerpt_format"],
    "加购物车接口偶发变慢，trace 7882d82eb5a4d2bb749d91276e39527c 帮忙拆一下各段耗时",
    dumps(k, "raw"),
    [inv(cid, i1, 1, "jaeger_search", {"traceID": "7882d82eb5a4d2bb749d91276e39527c", "service": "frontend"}, jaeger)],
    "REJECT",
    fill(k, [C("c1", "direct_evidence", "root 2985f45de2ad9a1e duration 46009 µs = 46.0 ms; excerpt pairs are fields of that span"),
             C("c2", "direct_evidence", "a6c4dd84f2185914 in productcatalogservice pod, 30041 µs ≈ 30 ms"),
             C("c3", "contradicted", "af14c7b4e809564b duration 2186 µs = 2.19 ms, not 21.86 ms"),
             C("c4", "direct_evidence", "sql.conn.query c583acd829ac9b00 duration 631 µs"),
             C("c5", "no_evidence", "hypothesis; no CPU data in the trace", crit=False)]))

# =====================================================================
# bQ-003  OB trace b6f18b99..., {"spans"} with duration_ms, NL bullets, REJECT reversed caller
cid = "bQ-003"
i1 = "inv-7c21"
W(cid, i1, TRACE, 14420, 14426)
out = {"trace_id": "b6f18b996f53bf5cb6c672cae3eb6bd1", "spans": [
    {"span_id": s["span_id"], "parent_span_id": s["parent_id"], "pod": s["pod"], "name": s["operation"],
     "start_time_unix_nano": s["start_ns"], "duration_ms": s["duration_us"] / 1000} for s in spans(14420, 14426)]}
add(cid, ["source:nezha_onlineboutique", "format:nl_bullets", "class:entity_swap", "class:quantity", "class:negation"],
    "trace b6f18b996f53bf5cb6c672cae3eb6bd1 的调用链是怎样的？有没有慢 span？",
    "调用链梳理如下：\n"
    "- 根 span 38be0faa98c7db7b（frontend，hipstershop.Frontend/Recv.）总耗时 7.93 ms\n"
    "- frontend 对商品目录的 GetProduct 调用 e4d38f1cd70d874e 耗时 4.21 ms\n"
    "- 调用方向是 productcatalogservice-668d5f85fb-jhwx9 调用 frontend-579b9bff58-t2dbm，span 5ed49e3f434a8a87 是 e4d38f1cd70d874e 的父 span\n"
    "- cartservice 的 AddItem（93594b252f960946）耗时 1.36 ms\n"
    "- 这条 trace 里没有任何 span 超过 10 ms\n"
    "如需进一步分析可以再拉同一时段的其它 trace。",
    [inv(cid, i1, 1, "get_spans", {"trace_id": "b6f18b996f53bf5cb6c672cae3eb6bd1"}, out)],
    "REJECT",
    [F("根 span 38be0faa98c7db7b（frontend，hipstershop.Frontend/Recv.）总耗时 7.93 ms", "direct_evidence", "duration_ms 7.931"),
     F("frontend 对商品目录的 GetProduct 调用 e4d38f1cd70d874e 耗时 4.21 ms", "direct_evidence", "duration_ms 4.214, pod frontend"),
     F("调用方向是 productcatalogservice-668d5f85fb-jhwx9 调用 frontend-579b9bff58-t2dbm，span 5ed49e3f434a8a87 是 e4d38f1cd70d874e 的父 span",
       "contradicted", "reversed: 5ed49e3f434a8a87 has parent e4d38f1cd70d874e (frontend calls productcatalogservice)"),
     F("cartservice 的 AddItem（93594b252f960946）耗时 1.36 ms", "direct_evidence", "duration_ms 1.362"),
     F("这条 trace 里没有任何 span 超过 10 ms", "direct_evidence", "true denial: largest span is 7.931 ms")])

# =====================================================================
# bQ-004  OB trace de9efbab..., {"spans"} µs + failed call, contract indented, LOW gap
cid = "bQ-004"
i1, i2 = "call_b04_1", "call_b04_2"
W(cid, i1, TRACE, 19110, 19116)
out = {"spans": [{"traceId": s["trace_id"], "spanId": s["span_id"], "parentSpanId": s["parent_id"], "podName": s["pod"],
                  "operationName": s["operation"], "durationMicros": s["duration_us"]} for s in spans(19110, 19116)]}
k = contract("对比两条加购 trace", [
    K("c1", "metric_finding", "trace de9efbab68a873a85f9dcd235a7791bc 的 frontend 根 span 10392a1e29ad7692 耗时 43.16 ms", "direct",
      [B(i1, "get_spans", "{\"spanId\": \"10392a1e29ad7692\", \"durationMicros\": 43156}")]),
    K("c2", "metric_finding", "productcatalogservice 的 GetProduct 服务端 span 203effc9ebb804bb 耗时约 29.7 ms", "direct",
      [B(i1, "get_spans", "203effc9ebb804bb")]),
    K("c3", "metric_finding", "对照 trace dd1f7dbf5ca276e6a7a57ed280168871 中同一接口的 GetProduct 只有 2 ms 左右", "direct",
      [B(i2, "get_spans", "dd1f7dbf5ca276e6a7a57ed280168871")]),
    K("c4", "recommendation", "建议稍后重试第二条 trace 的查询再做对比", "none", [])],
    "建议重试第二条 trace 的查询后再下结论。")
add(cid, ["source:nezha_onlineboutique", "format:json_indented", "class:gap"],
    "对比一下 trace de9efbab68a873a85f9dcd235a7791bc 和 dd1f7dbf5ca276e6a7a57ed280168871，商品查询为什么一个快一个慢？",
    dumps(k, "indented"),
    [inv(cid, i1, 1, "get_spans", {"trace_id": "de9efbab68a873a85f9dcd235a7791bc"}, out),
     inv(cid, i2, 1, "get_spans", {"trace_id": "dd1f7dbf5ca276e6a7a57ed280168871"}, None, False,
         "TraceStoreTimeout: query exceeded 30s")],
    "LOW_CONFID",
    fill(k, [C("c1", "direct_evidence", "durationMicros 43156 = 43.16 ms"),
             C("c2", "direct_evidence", "203effc9ebb804bb productcatalogservice 29712 µs ≈ 29.7 ms"),
             C("c3", "no_evidence", "only the failed call concerns this trace; no span data"),
             C("c4", "no_evidence", "recommendation", crit=False)]))

# =====================================================================
# bQ-005  OB trace 4999a61f..., CSV + runbook, contract with text, PASS (runbook indirect)
cid = "bQ-005"
i1, i2 = "call_5e11aa", "call_5e11ab"
W(cid, i1, TRACE, 6731, 6737)
kb = {"query": "onlineboutique 加购链路 GetProduct 基线", "chunks": [
    {"chunk_id": "kb-ob-cart-03", "source_doc": "runbook/onlineboutique-cart.md", "retrieval_layer": "runbook",
     "relevance": "high", "deduped": False,
     "content": "OnlineBoutique 加购链路：frontend 先调用 ProductCatalogService/GetProduct 校验商品，再调用 CartService/AddItem 写入购物车。GetProduct 服务端耗时的 P90 基线约 5 ms，超过 20 ms 视为异常。"}]}
k = contract("加购请求耗时正常", [
    K("c1", "log_finding", "frontend 的根 span 15011b8c7fbe4f5f 下有 GetProduct（4ec56832f16e71f1）和 AddItem（4f446cb1a878bbf3）两个子调用", "direct",
      [B(i1, "query_traces", "4ec56832f16e71f1,15011b8c7fbe4f5f,frontend-579b9bff58-t2dbm,hipstershop.ProductCatalogService/GetProduct")]),
    K("c2", "metric_finding", "cartservice 的 AddItem 服务端 span ff44b9b2d62e8247 耗时 1.39 ms", "direct",
      [B(i1, "query_traces", "ff44b9b2d62e8247,4f446cb1a878bbf3,cartservice-579f59597d-wc2lz")]),
    K("c3", "metric_finding", "根 span 总耗时 18911 µs，约 18.9 ms", "direct",
      [B(i1, "query_traces", "15011b8c7fbe4f5f,root,frontend-579b9bff58-t2dbm")]),
    K("c4", "runbook_reference", "按运维手册，GetProduct 服务端耗时的 P90 基线约 5 ms", "indirect",
      [B(i2, "lookup_knowledge", "GetProduct 服务端耗时的 P90 基线约 5 ms", stype="knowledge", sid="kb-ob-cart-03")])],
    "这次加购请求各段耗时见上，暂时不需要处理。")
add(cid, ["source:nezha_onlineboutique", "format:json_with_text", "class:runbook_only", "class:excerpt_format"],
    "trace 4999a61f6510c776a65f5de85241b3e9 是一次加购请求，耗时正常吗？",
    "查完了，结论如下：\n" + dumps(k, "indented") + "\n如有需要我可以继续对比同时段其它 trace。",
    [inv(cid, i1, 1, "query_traces", {"trace_id": "4999a61f6510c776a65f5de85241b3e9"}, text(TRACE, 6731, 6737, header=True)),
     inv(cid, i2, 2, "lookup_knowledge", {"query": "onlineboutique 加购链路 GetProduct 基线"}, kb)],
    "PASS",
    fill(k, [C("c1", "direct_evidence", "rows 4ec56832f16e71f1 and 4f446cb1a878bbf3 both have ParentID 15011b8c7fbe4f5f; excerpt is a substring of the row"),
             C("c2", "direct_evidence", "Duration 1392 µs ≈ 1.39 ms"),
             C("c3", "direct_evidence", "root Duration 18911"),
             C("c4", "indirect_support", "stated from the runbook chunk only")]))

# =====================================================================
# bQ-006  OB trace downstream spans, CSV text, NL sloppy, REJECT fabricated span id
cid = "bQ-006"
i1 = "req_06_trace"
W(cid, i1, TRACE, 2301, 2320)
add(cid, ["source:nezha_onlineboutique", "format:nl_sloppy", "class:fabricated_id"],
    "下单 trace 21ed0176c0d35a4fc80aa21dbf6cbf1d 里下游服务（payment/email/shipping/recommendation）各自耗时多少？",
    "看了下 downstream spans：\n"
    "paymentservice 的 grpc Charge span 116be2bc7b44c79b 只有 277us\n"
    "emailservice 的 SendOrderConfirmation server span 9ccd1d0cbe8de6cd 用了 0.53 ms\n"
    "shippingservice GetQuote span 2efb908a6c2479d2 耗时 728 µs\n"
    "ShipOrder span 70811ce3e13e14a8 才 97µs\n"
    "recommendationservice 的 ListRecommendations span 31aa6c0ae4cafa7c 用了 4.9ms\n"
    "下一步建议 check 一下 frontend 侧的 client span",
    [inv(cid, i1, 1, "query_traces", {"trace_id": "21ed0176c0d35a4fc80aa21dbf6cbf1d", "exclude_pods": ["frontend-579b9bff58-t2dbm", "checkoutservice-578fcf4766-9csqn"]},
         text(TRACE, 2301, 2320, header=True))],
    "REJECT",
    [F("paymentservice 的 grpc Charge span 116be2bc7b44c79b 只有 277us", "direct_evidence", "grpc.hipstershop.PaymentService/Charge 277 µs"),
     F("emailservice 的 SendOrderConfirmation server span 9ccd1d0cbe8de6cd 用了 0.53 ms", "direct_evidence", "529 µs ≈ 0.53 ms"),
     F("shippingservice GetQuote span 2efb908a6c2479d2 耗时 728 µs", "direct_evidence", "row 2efb908a6c2479d2 Duration 728"),
     F("ShipOrder span 70811ce3e13e14a8 才 97µs", "direct_evidence", "row 70811ce3e13e14a8 Duration 97"),
     F("recommendationservice 的 ListRecommendations span 31aa6c0ae4cafa7c 用了 4.9ms", "contradicted",
       "span id fabricated one character off: the real span is 31aa6c0ae4cafa7b (4899 µs)")])

# =====================================================================
# bQ-007  OB trace b7ec4d44..., JSON ms + CSV adservice rows, contract fenced, PASS
cid = "bQ-007"
i1, i2 = "call_7a0e91c2", "call_7a0e91c3"
W(cid, i1, TRACE, 15172, 15183)
W(cid, i2, TRACE, 15216, 15219)
out1 = {"traceID": "b7ec4d4485fd812fa36ba5f3f2b81ba9", "spans": [
    {"spanID": s["span_id"], "parentSpanID": s["parent_id"], "pod": s["pod"], "operation": s["operation"],
     "startTimeUnixNano": s["start_ns"], "durationMs": s["duration_us"] / 1000} for s in spans(15172, 15183)]}
k = contract("首页请求耗时主要在 Convert 调用", [
    K("c1", "metric_finding", "frontend 根 span 172080b443de0108 总耗时约 325 ms", "direct",
      [B(i1, "query_traces", "{\"spanID\": \"172080b443de0108\", \"durationMs\": 325.213}", sid="T1")]),
    K("c2", "metric_finding", "根 span 下最慢的子调用是 frontend 发起的 hipstershop.CurrencyService/Convert（9ff53c2679cec857），约 190 ms", "direct",
      [B(i1, "query_traces", "\"spanID\": \"9ff53c2679cec857\"")]),
    K("c3", "log_finding", "adservice 的 GetAds 服务端 span ffbdff3437be870b 的父 span 是 frontend 的 e3f97f1786cd65ea", "direct",
      [B(i2, "get_spans", "ffbdff3437be870b,e3f97f1786cd65ea,adservice-5f6585d649-fnmft", sid="T2")]),
    K("c4", "metric_finding", "adservice 内部的 SELECT addatabase.aditems 查询耗时 2.64 ms", "direct",
      [B(None, "get_spans", "SELECT addatabase.aditems,1661274011", stype="trace_ref", sid="T2")]),
    K("c5", "hypothesis", "Convert 客户端耗时远高于其它调用，疑似 currencyservice 侧排队", "none", [])],
    "这次首页请求约 325 ms，其中 Convert 调用占了约 190 ms。")
add(cid, ["source:nezha_onlineboutique", "format:json_fenced", "class:faithful", "class:excerpt_format"],
    "首页打开慢，trace b7ec4d4485fd812fa36ba5f3f2b81ba9 里哪个调用最慢？广告服务有问题吗？",
    "```json\n" + dumps(k, "indented") + "\n```",
    [inv(cid, i1, 1, "query_traces", {"trace_id": "b7ec4d4485fd812fa36ba5f3f2b81ba9", "pod": "frontend-579b9bff58-t2dbm", "parent": "172080b443de0108"}, out1),
     inv(cid, i2, 2, "get_spans", {"trace_id": "b7ec4d4485fd812fa36ba5f3f2b81ba9", "service": "adservice", "format": "csv"},
         text(TRACE, 15216, 15219))],
    "PASS",
    fill(k, [C("c1", "direct_evidence", "durationMs 325.213; T1 = first evidence call"),
             C("c2", "direct_evidence", "children of 172080b443de0108: Convert 190.062 ms is the largest"),
             C("c3", "direct_evidence", "row ffbdff3437be870b ParentID e3f97f1786cd65ea (frontend AdService/GetAds)"),
             C("c4", "direct_evidence", "row 6cb8c87000418815 SELECT addatabase.aditems Duration 2636 µs; trace ref T2 exists"),
             C("c5", "no_evidence", "hypothesis, no queue data", crit=False)]))

# =====================================================================
# bQ-008  OB emailservice metrics, query_metrics series, NL headings, PASS
cid = "bQ-008"
i1 = "call_em_0822"
EM = OBM + "emailservice-55fdc5b988-f6xth_metric.csv"
W(cid, i1, EM, 104, 115)
out = {"alerts": [], "series": [
    series(EM, 104, 115, "CpuUsageRate(%)", "emailservice", "%"),
    series(EM, 104, 115, "MemoryUsage(Mi)", "emailservice", "MiB"),
    series(EM, 104, 115, "PodServerLatencyP90(s)", "emailservice", "s", nd=4)]}
add(cid, ["source:nezha_onlineboutique", "format:nl_headings", "class:quantity", "class:faithful"],
    "8 月 22 日 05:33 到 05:45 之间 emailservice 有没有异常？",
    "## 结论\n"
    "emailservice 的 CPU 使用率峰值达到约 106%。\n\n"
    "## 细节\n"
    "- CPU 使用率平均约 32.2%\n"
    "- 内存使用峰值约 121.5 MiB，最后回落到 24.3 MiB 左右\n"
    "- 服务端 P90 延迟最高 1.3 秒，也就是 1300 ms\n"
    "- 窗口末尾 P90 延迟已经回到 4.6 ms\n\n"
    "## 建议\n"
    "建议确认 05:36 前后是否有批量发信任务。",
    [inv(cid, i1, 1, "query_metrics", {"service": "emailservice", "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)", "PodServerLatencyP90(s)"],
                                       "start": "2022-08-22T05:33:00Z", "end": "2022-08-22T05:45:00Z"}, out)],
    "PASS",
    [F("emailservice 的 CPU 使用率峰值达到约 106%", "direct_evidence", "series CpuUsageRate(%) max 106.07"),
     F("CPU 使用率平均约 32.2%", "direct_evidence", "avg 32.22"),
     F("内存使用峰值约 121.5 MiB，最后回落到 24.3 MiB 左右", "direct_evidence", "MemoryUsage(Mi) max 121.48, last 24.32"),
     F("服务端 P90 延迟最高 1.3 秒，也就是 1300 ms", "direct_evidence", "PodServerLatencyP90(s) max 1.3 s"),
     F("窗口末尾 P90 延迟已经回到 4.6 ms", "direct_evidence", "last 0.0046 s = 4.6 ms")])

# =====================================================================
# bQ-009  OB paymentservice table rows (CSV), contract fenced, REJECT value_wrong
cid = "bQ-009"
i1 = "toolu_01PaYm9cQ2"
PM = OBM + "paymentservice-9cdb6588f-554sm_metric.csv"
W(cid, i1, PM, 128, 138)
k = contract("paymentservice CPU 突增", [
    K("c1", "metric_finding", "paymentservice-9cdb6588f-554sm 的 CpuUsageRate 在 06:02:19 升到 89.83%", "direct",
      [B(i1, "get_pod_metrics", "1661148139,paymentservice-9cdb6588f-554sm,13.966017115538268,89.83348421422687")]),
    K("c2", "metric_finding", "CPU 使用率高位持续到 06:04:19，当时仍有 83.89%", "direct",
      [B(i1, "get_pod_metrics", "2022-08-22 06:04:19")]),
    K("c3", "metric_finding", "06:05:19 之后 paymentservice 的内存使用升到 98.2 MiB", "direct",
      [B(i1, "get_pod_metrics", "2022-08-22 06:05:19")]),
    K("c4", "metric_finding", "服务端 P90 延迟峰值为 0.235 s", "direct",
      [B(i1, "get_pod_metrics", "1661148199,paymentservice-9cdb6588f-554sm")])],
    "建议排查 06:02 前后是否有批量扣款任务。")
add(cid, ["source:nezha_onlineboutique", "format:json_fenced", "class:value_wrong"],
    "paymentservice 早上 6 点左右是不是出过问题？看下 pod 指标",
    "根据 pod 指标整理如下：\n```json\n" + dumps(k, "indented") + "\n```",
    [inv(cid, i1, 1, "get_pod_metrics", {"pod": "paymentservice-9cdb6588f-554sm", "from": "2022-08-22 05:57", "to": "2022-08-22 06:08"},
         text(PM, 128, 138, header=True))],
    "REJECT",
    fill(k, [C("c1", "direct_evidence", "row 06:02:19 CpuUsageRate(%) 89.833"),
             C("c2", "direct_evidence", "row 06:04:19 CpuUsageRate(%) 83.891"),
             C("c3", "contradicted", "MemoryUsage(Mi) after 06:05:19 is 83.17-83.47 MiB, not 98.2"),
             C("c4", "direct_evidence", "PodServerLatencyP90(s) max 0.235 (06:03:19)")]))

# =====================================================================
# bQ-010  OB cartservice Prometheus-like matrix, NL paragraph, LOW unsupported_cause
cid = "bQ-010"
i1 = "prom-1a7c"
CM = OBM + "cartservice-579f59597d-wc2lz_metric.csv"
W(cid, i1, CM, 45, 55)
rows = mrows(CM, 45, 55)
out = {"status": "success", "data": {"resultType": "matrix", "result": [
    {"metric": {"__name__": "CpuUsageRate(%)", "pod": "cartservice-579f59597d-wc2lz"},
     "values": [[int(r["TimeStamp"]), r["CpuUsageRate(%)"]] for r in rows]},
    {"metric": {"__name__": "PodServerLatencyP90(s)", "pod": "cartservice-579f59597d-wc2lz"},
     "values": [[int(r["TimeStamp"]), r["PodServerLatencyP90(s)"]] for r in rows]}]}}
add(cid, ["source:nezha_onlineboutique", "format:nl_paragraph", "class:unsupported_cause", "class:quantity", "class:hedged_distractor"],
    "cartservice 04:35 以后 CPU 告警了，是什么原因？",
    "cartservice-579f59597d-wc2lz 的 CPU 使用率从 04:37 开始跳到 88% 左右，04:39 达到峰值约 88.5%。"
    "同一时刻服务端 P90 延迟升到 0.476 秒。"
    "04:41 以后 CPU 回到 8.4% 左右。"
    "这次抖动是因为后端存储在做主从切换。"
    "可能还有其他 Pod 也受到了影响。",
    [inv(cid, i1, 1, "prometheus_query_range", {"query": "{pod=\"cartservice-579f59597d-wc2lz\"}", "start": 1661142859, "end": 1661143459, "step": "60s"}, out)],
    "LOW_CONFID",
    [F("cartservice-579f59597d-wc2lz 的 CPU 使用率从 04:37 开始跳到 88% 左右，04:39 达到峰值约 88.5%", "direct_evidence",
       "1661143039 (04:37:19 UTC) 88.06, 1661143159 (04:39:19) 88.51 = max; 04:36 was 6.6"),
     F("同一时刻服务端 P90 延迟升到 0.476 秒", "direct_evidence", "PodServerLatencyP90(s) 0.47611 at 1661143159"),
     F("04:41 以后 CPU 回到 8.4% 左右", "direct_evidence", "1661143279 (04:41:19) 8.417"),
     F("这次抖动是因为后端存储在做主从切换", "no_evidence", "cause stated as fact, nothing in the output about storage or failover")])

# =====================================================================
# bQ-011  OB shippingservice series + rows, contract compact, LOW time_wrong (time no record has)
cid = "bQ-011"
i1, i2 = "call_sh_series", "call_sh_rows"
SM = OBM + "shippingservice-7b598fc7d-lmggd_metric.csv"
W(cid, i1, SM, 212, 227)
W(cid, i2, SM, 212, 227)
out1 = {"alerts": [], "series": [series(SM, 212, 227, "CpuUsageRate(%)", "shippingservice", "%"),
                                 series(SM, 212, 227, "MemoryUsage(Mi)", "shippingservice", "MiB")]}
k = contract("shippingservice CPU 高位约 6 分钟", [
    K("c1", "metric_finding", "shippingservice 的 CPU 使用率峰值为 90.80%", "direct",
      [B(i1, "query_metrics", "{\"metric\": \"CpuUsageRate(%)\", \"max\": 90.8}")]),
    K("c2", "metric_finding", "CPU 从 07:27:20 开始升高，前一分钟还只有 3.27%", "direct",
      [B(i2, "get_pod_metrics", "2022-08-22 07:27:20")]),
    K("c3", "metric_finding", "07:33:20 CPU 使用率回落到 3.41%", "direct",
      [B(i2, "get_pod_metrics", "1661153600,shippingservice-7b598fc7d-lmggd")]),
    K("c4", "metric_finding", "回落之后 07:50:00 又出现了一次 CPU 尖峰", "direct",
      [B(i2, "get_pod_metrics", "07:50:00")]),
    K("c5", "recommendation", "建议把 shippingservice 的 CPU limit 临时调高", "none", [])],
    "shippingservice 在 07:27 到 07:32 之间 CPU 一直处于 80% 以上。")
add(cid, ["source:nezha_onlineboutique", "format:json_compact", "class:time_wrong"],
    "shippingservice 07:30 左右 CPU 打满了，持续了多久？之后还有没有再出现？",
    dumps(k, "compact"),
    [inv(cid, i1, 1, "query_metrics", {"service": "shippingservice", "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)"], "start": "07:21", "end": "07:37"}, out1),
     inv(cid, i2, 1, "get_pod_metrics", {"pod": "shippingservice-7b598fc7d-lmggd", "from": "07:21", "to": "07:37"}, text(SM, 212, 227, header=True))],
    "LOW_CONFID",
    fill(k, [C("c1", "direct_evidence", "series max 90.8"),
             C("c2", "direct_evidence", "07:26:19 3.273 -> 07:27:20 85.10"),
             C("c3", "direct_evidence", "row 07:33:20 3.406"),
             C("c4", "no_evidence", "no record at 07:50:00; window ends 07:36:20; excerpt not found in output"),
             C("c5", "no_evidence", "recommendation", crit=False),
             X("shippingservice 在 07:27 到 07:32 之间 CPU 一直处于 80% 以上", "direct_evidence", "rows 07:27:20-07:32:20: 85.1, 89.5, 86.0, 84.6, 80.0, 90.8")]))

# =====================================================================
# bQ-012  OB adservice rows JSON, contract with text, PASS (k=v excerpt)
cid = "bQ-012"
i1 = "c0a8f2e4-5b7d-4c1e-9a3f-2d6e8b1f0a12"
AM = OBM + "adservice-5f6585d649-fnmft_metric.csv"
W(cid, i1, AM, 250, 262)
out = {"pod": "adservice-5f6585d649-fnmft", "rows": [
    {"Time": r["Time"], "PodName": r["PodName"], "CpuUsageRate(%)": num(r["CpuUsageRate(%)"]),
     "MemoryUsage(Mi)": num(r["MemoryUsage(Mi)"]), "PodServerLatencyP99(s)": num(r["PodServerLatencyP99(s)"])}
    for r in mrows(AM, 250, 262)]}
k = contract("adservice 08:03-08:06 CPU 与延迟升高", [
    K("c1", "metric_finding", "adservice 的 CPU 使用率在 08:06:19 达到 86.01%", "direct",
      [B(i1, "get_pod_metrics", "CpuUsageRate(%)=86.0130286207879 PodName=adservice-5f6585d649-fnmft")]),
    K("c2", "metric_finding", "内存使用量在 08:09:19 达到窗口内最高的 476.7 MiB", "direct",
      [B(i1, "get_pod_metrics", "MemoryUsage(Mi)=476.703125")]),
    K("c3", "metric_finding", "服务端 P99 延迟在 08:03 到 08:06 之间一直在 2.44 s 以上", "direct",
      [B(i1, "get_pod_metrics", "{\"PodServerLatencyP99(s)\": 2.474411764705882}")]),
    K("c4", "metric_finding", "08:10:19 内存降到 192.5 MiB", "direct",
      [B(i1, "get_pod_metrics", "\"MemoryUsage(Mi)\": 192.5390625")])],
    "adservice 在 08:03 到 08:06 之间 CPU 使用率一直在 48% 以上。建议看一下广告服务的 GC 日志。")
add(cid, ["source:nezha_onlineboutique", "format:json_with_text", "class:excerpt_format", "class:faithful"],
    "adservice 8 点前后响应变慢，帮忙看下 CPU、内存和延迟",
    dumps(k, "raw") + "\n以上为 adservice 指标检查结果。",
    [inv(cid, i1, 1, "get_pod_metrics", {"pod": "adservice-5f6585d649-fnmft", "columns": ["CpuUsageRate(%)", "MemoryUsage(Mi)", "PodServerLatencyP99(s)"],
                                         "from": "07:59", "to": "08:12"}, out)],
    "PASS",
    fill(k, [C("c1", "direct_evidence", "row 08:06:19 CpuUsageRate(%) 86.013; k=v pairs are fields of that row"),
             C("c2", "direct_evidence", "row 08:09:19 MemoryUsage(Mi) 476.703125 = window max"),
             C("c3", "direct_evidence", "P99 08:03-08:06: 2.4409, 2.4425, 2.4744, 2.4644"),
             C("c4", "direct_evidence", "row 08:10:19 MemoryUsage(Mi) 192.539"),
             X("adservice 在 08:03 到 08:06 之间 CPU 使用率一直在 48% 以上", "direct_evidence",
               "rows 08:03:19-08:06:19 CpuUsageRate(%) 49.69, 54.85, 48.81, 86.01")]))

# =====================================================================
# bQ-013  TT logs trace 0be1b620..., {"total","logs"}, NL bold labels, REJECT misattribution
cid = "bQ-013"
i1 = "call_tt_0be1"
W(cid, i1, TTLOG, 133, 140)
lg = recs(p_tt, TTLOG, 133, 140)
add(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:misattribution"],
    "TrainTicket 执行车票（进站检票）失败了，trace 0be1b620f97353530f2d633ffc270fea，哪个服务报的错？",
    "**现象**：trace 0be1b620f97353530f2d633ffc270fea 中执行车票（ticketExecute）失败。\n"
    "**错误来源**：ts-order-other-service-6cdbf9b4cc-swvb5 报了 ticket execute error: Order Status Wrong。\n"
    "**关联**：ts-order-service-5b67c48447-fj8b7 查询订单 afd3ace1-75bd-42bb-b899-49b7fc57554a 时返回 Order not found。\n"
    "**时间**：这条错误出现在 19:39:00.071。\n"
    "**建议**：核对该订单在 order-other 库中的状态字段。",
    [inv(cid, i1, 1, "query_logs", {"trace_id": "0be1b620f97353530f2d633ffc270fea", "namespace": "ts"}, {"total": len(lg), "logs": lg})],
    "REJECT",
    [F("trace 0be1b620f97353530f2d633ffc270fea 中执行车票（ticketExecute）失败", "direct_evidence",
       "ts-execute-service ERROR [ticketExecute]... ticket execute error"),
     F("ts-order-other-service-6cdbf9b4cc-swvb5 报了 ticket execute error: Order Status Wrong", "contradicted",
       "misattribution: only ts-execute-service-775f544d9-tmwcv logs it; order-other's own lines say Get Order By ID Success"),
     F("ts-order-service-5b67c48447-fj8b7 查询订单 afd3ace1-75bd-42bb-b899-49b7fc57554a 时返回 Order not found", "direct_evidence",
       "order-service WARN [Get Order By ID Fail][Order not found][OrderId: afd3ace1-...]"),
     F("这条错误出现在 19:39:00.071", "direct_evidence", "execute-service ERROR line stamped 19:39:00.071 (ts 11:39:00.071993307Z)")])

# =====================================================================
# bQ-014  TT food-service logs, es {"hits"} shape, contract raw, PASS paraphrase_zh
cid = "bQ-014"
i1 = "es-q-88b1"
W(cid, i1, TTLOG, 384, 392)
hits = [{"_index": "ts-logs-2023.01.30", "_source": {"@timestamp": r["ts"], "kubernetes": {"pod_name": r["pod"], "node": r["node"]},
                                                     "trace_id": r["trace_id"], "span_id": r["span_id"], "log": r["message"]}}
        for r in recs(p_tt, TTLOG, 384, 392)]
k = contract("food-service 查询餐饮店结果为空", [
    K("c1", "log_finding", "ts-food-service-f5756978c-6sb8t 在 getAllFood 中报错：获取食物请求失败，foodStoresListResult 为空（tripId D1345，日期 2021-07-14）", "direct",
      [B(i1, "es_query", "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null][date: 2021-07-14, tripId: D1345]")]),
    K("c2", "log_finding", "ts-station-food-service-dc4d75dd-k65k2 在同一 trace 3dbe01543890f7e448df2141ff68184d 中收到了按站名查询餐饮店的请求", "direct",
      [B(i1, "es_query", "[Food Map Service][Get FoodStores By StationNames]")]),
    K("c3", "log_finding", "ts-route-service-b6c59fb57-dz9bw 按 id 查询了路线 f3d4d4ef-693b-4456-8eed-59c0d717dd08", "direct",
      [B(i1, "es_query", "[getRouteById][Query route by id][RouteId: f3d4d4ef-693b-4456-8eed-59c0d717dd08]")]),
    K("c4", "hypothesis", "station-food 返回空列表可能是这次失败的根因", "none", [])],
    "食物服务的这次查询失败出现在 19:39:12.642。")
add(cid, ["source:nezha_trainticket", "format:json_raw", "class:paraphrase_zh", "class:faithful"],
    "订餐页面一直显示加载失败，trace 3dbe01543890f7e448df2141ff68184d 是什么情况？",
    dumps(k, "raw"),
    [inv(cid, i1, 1, "es_query", {"index": "ts-logs-*", "query": {"term": {"trace_id": "3dbe01543890f7e448df2141ff68184d"}}},
         {"took": 12, "timed_out": False, "hits": {"total": {"value": len(hits), "relation": "eq"}, "hits": hits}})],
    "PASS",
    fill(k, [C("c1", "direct_evidence", "food-service ERROR line, Chinese paraphrase keeps tripId D1345 and date"),
             C("c2", "direct_evidence", "station-food INFO [Get FoodStores By StationNames] in trace 3dbe0154..."),
             C("c3", "direct_evidence", "route-service INFO Query route by id f3d4d4ef-..."),
             C("c4", "no_evidence", "hypothesis", crit=False),
             X("食物服务的这次查询失败出现在 19:39:12.642", "direct_evidence", "ERROR line stamped 19:39:12.642")]))

# =====================================================================
# bQ-015  TT food-service pod metrics (CSV rows), NL bullets, LOW unsupported_cause
cid = "bQ-015"
i1 = "call_ttm_15"
FM = "nezha2/2023-01-30/metric/ts-food-service-f5756978c-6sb8t_metric.csv"
W(cid, i1, FM, 3, 8)
add(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:unsupported_cause", "class:quantity", "class:hedged_distractor"],
    "ts-food-service 报错那段时间资源有问题吗？",
    "ts-food-service-f5756978c-6sb8t 指标（11:40–11:46）：\n"
    "- 内存使用一直在 493 到 496 MiB 之间\n"
    "- CPU 使用率最高只有 1.65%，出现在 11:41:53\n"
    "- 同一时刻 CPU 用量约 8.3m\n"
    "- food-service 在 11:40 被重新调度到了另一个节点\n"
    "- 报错可能和下游 station-food 的数据有关\n"
    "建议转向应用日志继续排查。",
    [inv(cid, i1, 1, "get_pod_metrics", {"pod": "ts-food-service-f5756978c-6sb8t", "from": "2023-01-30 11:40", "to": "2023-01-30 11:46"},
         text(FM, 3, 8, header=True))],
    "LOW_CONFID",
    [F("内存使用一直在 493 到 496 MiB 之间", "direct_evidence", "MemoryUsage(Mi) 493.46-495.62"),
     F("CPU 使用率最高只有 1.65%，出现在 11:41:53", "direct_evidence", "CpuUsageRate(%) max 1.653 at 11:41:53"),
     F("同一时刻 CPU 用量约 8.3m", "direct_evidence", "CpuUsage(m) 8.266 at 11:41:53"),
     F("food-service 在 11:40 被重新调度到了另一个节点", "no_evidence", "rescheduling stated as fact; metrics show nothing about it")])

# =====================================================================
# bQ-016  Apache error_log text, NL paragraph, PASS counts + paraphrase
cid = "bQ-016"
i1 = "call_ap_16"
AP = LH + "Apache/Apache_2k.log"
W(cid, i1, AP, 1405, 1422)
add(cid, ["source:apache", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
    "Apache 12 月 5 日 10:20 以后 mod_jk 一直报错，帮忙看看",
    "10:26:31 这一秒里 mod_jk 连续报了 4 次 workerEnv in error state 6。"
    "10:26:31 的每次报错之前都有一条 workerEnv.init() ok /etc/httpd/conf/workers2.properties。"
    "10:26:25 到 10:26:26 之间 jk2_init() 找到了 child 5384 到 5387 共四个子进程。"
    "10:26:36 又出现了一次 error state 6。"
    "另外 10:26:39 客户端 141.153.150.164 请求 /var/www/html/ 时因规则禁止列目录被拒。"
    "建议检查 workers2.properties 中的 worker 配置。",
    [inv(cid, i1, 1, "query_logs", {"source": "apache/error_log", "from": "Mon Dec 05 10:21", "to": "Mon Dec 05 10:29"}, text(AP, 1405, 1422))],
    "PASS",
    [F("10:26:31 这一秒里 mod_jk 连续报了 4 次 workerEnv in error state 6", "direct_evidence", "lines at 10:26:31 with error state 6: 4"),
     F("10:26:31 的每次报错之前都有一条 workerEnv.init() ok /etc/httpd/conf/workers2.properties", "direct_evidence", "init ok precedes each of the 4 errors"),
     F("10:26:25 到 10:26:26 之间 jk2_init() 找到了 child 5384 到 5387 共四个子进程", "direct_evidence", "Found child 5384/5385 (10:26:26), 5386/5387 (10:26:25)"),
     F("10:26:36 又出现了一次 error state 6", "direct_evidence", "10:26:36 mod_jk child workerEnv in error state 6"),
     F("另外 10:26:39 客户端 141.153.150.164 请求 /var/www/html/ 时因规则禁止列目录被拒", "direct_evidence",
       "[client 141.153.150.164] Directory index forbidden by rule: /var/www/html/")])

# =====================================================================
# bQ-017  Apache JSON logs, contract compact, REJECT status_wrong
cid = "bQ-017"
i1 = "toolu_01Ap17Lx"
W(cid, i1, AP, 790, 806)
lg = recs(p_apache, AP, 790, 806)
k = contract("mod_jk 17:43:12 集中报错", [
    K("c1", "log_finding", "17:43:12 mod_jk 报出了 error state 9、8、7、6 多种状态", "direct",
      [B(i1, "query_logs", "mod_jk child workerEnv in error state 8")]),
    K("c2", "log_finding", "同一秒内出现了 2 次 mod_jk child init 1 -2", "direct",
      [B(i1, "query_logs", "{\"level\": \"error\", \"message\": \"mod_jk child init 1 -2\"}")]),
    K("c3", "log_finding", "17:43:12 的 workerEnv.init() 全部初始化失败", "direct",
      [B(i1, "query_logs", "workerEnv.init() ok /etc/httpd/conf/workers2.properties")]),
    K("c4", "log_finding", "17:53:43 客户端 218.39.132.175 访问 /var/www/html/ 被规则禁止列目录", "direct",
      [B(i1, "query_logs", "[client 218.39.132.175] Directory index forbidden by rule")])],
    "建议检查 workers2.properties 配置并重启 httpd。")
add(cid, ["source:apache", "format:json_compact", "class:status_wrong"],
    "httpd 12 月 4 日傍晚 mod_jk 大量报错，是初始化失败吗？",
    dumps(k, "compact"),
    [inv(cid, i1, 1, "query_logs", {"service": "httpd", "from": "Sun Dec 04 17:43:00 2005", "to": "Sun Dec 04 18:30:00 2005"}, {"total": len(lg), "logs": lg})],
    "REJECT",
    fill(k, [C("c1", "direct_evidence", "error state 9, 8, 7, 9, 6 at 17:43:12"),
             C("c2", "direct_evidence", "two 'mod_jk child init 1 -2' lines at 17:43:12"),
             C("c3", "contradicted", "every workerEnv.init() line at 17:43:12 says ok, not failure"),
             C("c4", "direct_evidence", "17:53:43 [client 218.39.132.175] Directory index forbidden by rule")]))

# =====================================================================
# bQ-018  Apache text, NL bullets, PASS hedged_distractor
cid = "bQ-018"
i1 = "inv_ap18"
W(cid, i1, AP, 1540, 1556)
add(cid, ["source:apache", "format:nl_bullets", "class:hedged_distractor"],
    "11:06 左右 Apache 报 Can't find child，是怎么回事？",
    "排查结果：\n"
    "- 11:06:52 jk2_init() 连续报 Can't find child 5619 到 5622 in scoreboard\n"
    "- 每条 Can't find child 之后都跟着一条 mod_jk child init 1 -2\n"
    "- 可能是 scoreboard 共享内存被其他进程占用了\n"
    "- 不排除 11:06 前后有人手动 kill 过子进程\n"
    "- 12:35:57 起 jk2_init() 重新找到了 child 5785 和 5786\n"
    "- 建议检查 MaxClients 与 scoreboard 文件配置",
    [inv(cid, i1, 1, "search_logs", {"file": "/var/log/httpd/error_log", "after": "Mon Dec 05 11:06:50 2005", "limit": 17}, text(AP, 1540, 1556))],
    "PASS",
    [F("11:06:52 jk2_init() 连续报 Can't find child 5619 到 5622 in scoreboard", "direct_evidence", "four lines Can't find child 5619..5622 at 11:06:52"),
     F("每条 Can't find child 之后都跟着一条 mod_jk child init 1 -2", "direct_evidence", "each is followed (after an init ok) by mod_jk child init 1 -2"),
     F("12:35:57 起 jk2_init() 重新找到了 child 5785 和 5786", "direct_evidence", "12:35:57 Found child 5785 slot 6, 5786 slot 7")])

# =====================================================================
# bQ-019  Apache text, NL paragraph, REJECT fabricated IP (one digit off)
cid = "bQ-019"
i1 = "call_019_err"
W(cid, i1, AP, 1052, 1062)
add(cid, ["source:apache", "format:nl_paragraph", "class:fabricated_id", "class:quantity"],
    "12 月 5 日凌晨有哪些客户端被 Apache 拒绝了？mod_jk 有没有异常？",
    "01:04:31 和 01:30:32 分别有客户端 218.62.18.218、211.62.201.48 因 Directory index forbidden by rule 被拒。"
    "03:21:02 和 03:23:24 各出现一次 mod_jk child workerEnv in error state 6。"
    "03:21 到 03:25 之间 jk2_init() 一共找到 3 个子进程。"
    "03:23:24 还有客户端 218.207.61.17 访问 /var/www/html/ 被拒。",
    [inv(cid, i1, 1, "query_logs", {"source": "apache/error_log", "from": "Mon Dec 05 01:00", "to": "Mon Dec 05 03:26"}, text(AP, 1052, 1062))],
    "REJECT",
    [F("01:04:31 和 01:30:32 分别有客户端 218.62.18.218、211.62.201.48 因 Directory index forbidden by rule 被拒", "direct_evidence", "lines 01:04:31 and 01:30:32"),
     F("03:21:02 和 03:23:24 各出现一次 mod_jk child workerEnv in error state 6", "direct_evidence", "one error state 6 at each time"),
     F("03:21 到 03:25 之间 jk2_init() 一共找到 3 个子进程", "direct_evidence", "Found child 2760, 2763, 2773"),
     F("03:23:24 还有客户端 218.207.61.17 访问 /var/www/html/ 被拒", "contradicted", "IP fabricated one digit off: the log has 218.207.61.7")])

# =====================================================================
# bQ-020  Linux syslog text + runbook, NL headings, PASS
cid = "bQ-020"
i1, i2 = "call_lx20a", "call_lx20b"
LX = LH + "Linux/Linux_2k.log"
W(cid, i1, LX, 1226, 1243)
kb = {"query": "logrotate ALERT exited abnormally", "chunks": [
    {"chunk_id": "kb-linux-logrotate-1", "source_doc": "kb/linux/logrotate.md", "retrieval_layer": "faq", "relevance": "medium", "deduped": False,
     "content": "cron 每日任务中 logrotate 报 'ALERT exited abnormally with [1]' 时，一般是某个配置的 postrotate 脚本执行失败。可用 logrotate -d 调试定位具体配置。"}]}
add(cid, ["source:linux", "format:nl_headings", "class:faithful", "class:paraphrase_zh", "class:runbook_only"],
    "combo 这台机器 7 月 11 日有什么安全或系统异常？",
    "## 登录相关\n"
    "- 03:46:14 到 03:46:19 之间，来自 82.77.200.128 的 root 登录共认证失败 10 次\n"
    "- 11:33:13 gdm 检查密码时提示 user unknown\n"
    "- 11:33:17 gdm-binary[2803] 报 Couldn't authenticate user\n"
    "## 系统任务\n"
    "- 04:03:05 logrotate 异常退出，返回码为 [1]\n"
    "- 按知识库说明，logrotate 返回 [1] 一般是某个 postrotate 脚本执行失败\n"
    "- 04:03 和 04:08 分别有 cyrus、news 用户的 su 会话打开后随即关闭\n"
    "## 建议\n"
    "可以用 logrotate -d 调试一下配置。",
    [inv(cid, i1, 1, "search_syslog", {"host": "combo", "date": "Jul 11"}, text(LX, 1226, 1243)),
     inv(cid, i2, 2, "lookup_knowledge", {"query": "logrotate ALERT exited abnormally"}, kb)],
    "PASS",
    [F("03:46:14 到 03:46:19 之间，来自 82.77.200.128 的 root 登录共认证失败 10 次", "direct_evidence", "10 sshd(pam_unix) authentication failure lines rhost=82.77.200.128 user=root"),
     F("11:33:13 gdm 检查密码时提示 user unknown", "direct_evidence", "gdm(pam_unix)[2803]: check pass; user unknown"),
     F("11:33:17 gdm-binary[2803] 报 Couldn't authenticate user", "direct_evidence", "verbatim line"),
     F("04:03:05 logrotate 异常退出，返回码为 [1]", "direct_evidence", "logrotate: ALERT exited abnormally with [1]"),
     F("按知识库说明，logrotate 返回 [1] 一般是某个 postrotate 脚本执行失败", "indirect_support", "attributed to and found only in the KB chunk"),
     F("04:03 和 04:08 分别有 cyrus、news 用户的 su 会话打开后随即关闭", "direct_evidence", "su sessions 04:03:03-04 (cyrus), 04:08:37-38 (news)")])

# =====================================================================
# bQ-021  Linux JSON logs, contract indented, REJECT count_wrong
cid = "bQ-021"
i1 = "call_2f71d0"
W(cid, i1, LX, 1210, 1225)
lg = recs(p_linux, LX, 1210, 1225)
k = contract("sshd 认证失败集中在两个来源", [
    K("c1", "log_finding", "Jul 10 16:33 来自 211.214.161.141 的 root 认证失败共 15 次", "direct",
      [B(i1, "query_logs", "rhost=211.214.161.141  user=root")]),
    K("c2", "log_finding", "150.183.249.110 在 16:03:13 到 16:03:18 之间认证失败 6 次", "direct",
      [B(i1, "query_logs", "{\"host\": \"combo\", \"ts\": \"Jul 10 16:03:13\"}")]),
    K("c3", "log_finding", "所有失败尝试的目标用户都是 root", "direct",
      [B(i1, "query_logs", "user=root")]),
    K("c4", "recommendation", "建议在边界防火墙封禁这两个来源地址", "none", [])],
    "建议尽快封禁来源地址并检查 sshd 配置。")
add(cid, ["source:linux", "format:json_indented", "class:count_wrong"],
    "7 月 10 日下午 sshd 认证失败很多，分别来自哪里、各多少次？",
    dumps(k, "indented"),
    [inv(cid, i1, 1, "query_logs", {"host": "combo", "service": "sshd(pam_unix)", "keyword": "authentication failure", "date": "Jul 10"}, {"total": len(lg), "logs": lg})],
    "REJECT",
    fill(k, [C("c1", "contradicted", "only 10 records (16:33:01-16:33:05) have rhost=211.214.161.141, not 15"),
             C("c2", "direct_evidence", "6 records 16:03:13-16:03:18 rhost=150.183.249.110"),
             C("c3", "direct_evidence", "all 16 records end with user=root"),
             C("c4", "no_evidence", "recommendation", crit=False)]))

# =====================================================================
# bQ-022  Linux text + no-hit, NL sloppy, LOW negation after no-hit
cid = "bQ-022"
i1, i2 = "call_lx22_su", "call_lx22_ssh"
W(cid, i1, LX, 1236, 1240)
add(cid, ["source:linux", "format:nl_sloppy", "class:negation", "class:gap", "class:hedged_distractor"],
    "cyrus 这个账号 7 月 11 日凌晨是不是被人爆破了？",
    "cyrus 的 su session 04:03:03 opened，04:03:04 就 closed 了\n"
    "紧接着 04:03:05 logrotate 报 ALERT exited abnormally with [1]\n"
    "news 用户 04:08:37 也开了一个 su session\n"
    "cyrus 这个账号没有任何 sshd 登录失败记录\n"
    "推测 logrotate 的报错和登录无关",
    [inv(cid, i1, 1, "search_syslog", {"host": "combo", "program": "su", "date": "Jul 11"}, text(LX, 1236, 1240)),
     inv(cid, i2, 1, "query_logs", {"host": "combo", "service": "sshd", "keyword": "user=cyrus", "date": "Jul 11"}, {"total": 0, "logs": []})],
    "LOW_CONFID",
    [F("cyrus 的 su session 04:03:03 opened，04:03:04 就 closed 了", "direct_evidence", "su(pam_unix)[32237] opened 04:03:03, closed 04:03:04"),
     F("紧接着 04:03:05 logrotate 报 ALERT exited abnormally with [1]", "direct_evidence", "verbatim line 04:03:05"),
     F("news 用户 04:08:37 也开了一个 su session", "direct_evidence", "su(pam_unix)[32608] session opened for user news"),
     F("cyrus 这个账号没有任何 sshd 登录失败记录", "no_evidence", "only a no-hit query (total 0); a no-hit does not prove absence")])

# =====================================================================
# bQ-023  Linux text, NL paragraph, LOW unsupported_cause
cid = "bQ-023"
i1 = "f3b2c1d0-7e6a-4b59-8c21-0a9d8e7f6c54"
W(cid, i1, LX, 1628, 1650)
add(cid, ["source:linux", "format:nl_paragraph", "class:unsupported_cause", "class:quantity"],
    "7 月 21 日上午 ftpd 连接数暴涨，什么情况？",
    "09:04:41 同一秒内 216.12.111.241 对 ftpd 发起了 18 个连接。"
    "当天 04:11:28 logrotate 也异常退出了一次，退出码 [1]。"
    "cyrus 的 su 会话在 04:11:26 打开、04:11:27 关闭。"
    "这波连接是对方的扫描器在批量探测匿名 FTP。"
    "建议在 tcp_wrappers 里限制该来源。",
    [inv(cid, i1, 1, "search_syslog", {"host": "combo", "date": "Jul 21", "until": "09:05"}, text(LX, 1628, 1650))],
    "LOW_CONFID",
    [F("09:04:41 同一秒内 216.12.111.241 对 ftpd 发起了 18 个连接", "direct_evidence", "18 ftpd 'connection from 216.12.111.241' lines at 09:04:41"),
     F("当天 04:11:28 logrotate 也异常退出了一次，退出码 [1]", "direct_evidence", "logrotate: ALERT exited abnormally with [1]"),
     F("cyrus 的 su 会话在 04:11:26 打开、04:11:27 关闭", "direct_evidence", "su(pam_unix)[4170] opened/closed"),
     F("这波连接是对方的扫描器在批量探测匿名 FTP", "no_evidence", "cause stated as fact; logs only show connections")])

# =====================================================================
# bQ-024  OpenStack JSON logs filtered by instance, two calls, contract indented, PASS
cid = "bQ-024"
i1, i2 = "call_os24_build", "call_os24_del"
OS = LH + "OpenStack/OpenStack_2k.log"
INST = "70c1714b-c11b-4c88-b300-239afe1f5ff8"
W(cid, i1, OS, 1164, 1219)
W(cid, i2, OS, 1242, 1251)
lg1 = recs(p_openstack, OS, 1164, 1219, keep=INST)
lg2 = recs(p_openstack, OS, 1242, 1251, keep=INST)
k = contract("实例创建约 20.8 秒后被删除", [
    K("c1", "log_finding", "实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 的资源 claim 成功", "direct",
      [B(i1, "query_logs", "{\"component\": \"nova.compute.claims\", \"level\": \"INFO\"}")]),
    K("c2", "metric_finding", "该实例在 hypervisor 上 spawn 用时 20.05 秒", "direct",
      [B(i1, "query_logs", "Took 20.05 seconds to spawn the instance on the hypervisor")]),
    K("c3", "metric_finding", "整个 build 用时约 20.8 秒", "direct",
      [B(i1, "query_logs", "Took 20.83 seconds to build instance")]),
    K("c4", "log_finding", "随后实例被终止，hypervisor 上销毁用时 0.99 秒", "direct",
      [B(i2, "query_logs", "level=INFO component=nova.compute.manager pid=2931")]),
    K("c5", "metric_finding", "释放网络用了 0.47 秒", "direct",
      [B(i2, "query_logs", "Took 0.47 seconds to deallocate network for instance")])],
    "建议确认是谁在创建完成后立即发起了删除请求。")
add(cid, ["source:openstack", "format:json_indented", "class:quantity", "class:excerpt_format"],
    "实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 创建完马上就没了，帮我看下生命周期",
    dumps(k, "indented"),
    [inv(cid, i1, 1, "query_logs", {"service": "nova-compute", "keyword": INST, "from": "2017-05-16 00:08:30"}, {"total": len(lg1), "logs": lg1}),
     inv(cid, i2, 2, "query_logs", {"keyword": INST, "from": "2017-05-16 00:09:20"}, {"total": len(lg2), "logs": lg2})],
    "PASS",
    fill(k, [C("c1", "direct_evidence", "nova.compute.claims '[instance: 70c1714b-...] Claim successful'"),
             C("c2", "direct_evidence", "Took 20.05 seconds to spawn"),
             C("c3", "direct_evidence", "Took 20.83 seconds to build instance; 约 20.8"),
             C("c4", "direct_evidence", "Terminating instance + Took 0.99 seconds to destroy; k=v pairs are fields of those records"),
             C("c5", "direct_evidence", "Took 0.47 seconds to deallocate network")]))

# =====================================================================
# bQ-025  OpenStack text, NL bullets, REJECT negation refuted
cid = "bQ-025"
i1 = "call_os25"
W(cid, i1, OS, 1290, 1310)
add(cid, ["source:openstack", "format:nl_bullets", "class:negation", "class:paraphrase_zh"],
    "nova 00:09:40 前后有没有异常？实例 bf8c824d-f099-4433-a41e-e3da7578262e 在创建中",
    "00:09:38–00:09:46 的 nova 日志：\n"
    "- nova-api 这段时间对 GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail 的请求都返回 200\n"
    "- 实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43 先触发 VM Started，随后是 VM Paused\n"
    "- imagecache 检查镜像 0673dd71-34c5-4fbb-86c4-40623fbe45b4 时显示它在本节点有 1 个本地使用\n"
    "- nova-compute 这段时间没有任何 WARNING\n"
    "建议继续观察该实例的 spawn 结果。",
    [inv(cid, i1, 1, "query_logs", {"services": ["nova-api", "nova-compute"], "from": "2017-05-16 00:09:38", "to": "2017-05-16 00:09:47"}, text(OS, 1290, 1310))],
    "REJECT",
    [F("nova-api 这段时间对 GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail 的请求都返回 200", "direct_evidence", "all 11 nova-api lines status: 200"),
     F("实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43 先触发 VM Started，随后是 VM Paused", "direct_evidence", "VM Started 00:09:43.328, VM Paused 00:09:43.389"),
     F("imagecache 检查镜像 0673dd71-34c5-4fbb-86c4-40623fbe45b4 时显示它在本节点有 1 个本地使用", "direct_evidence", "in use: on this node 1 local"),
     F("nova-compute 这段时间没有任何 WARNING", "contradicted", "00:09:41.850 nova-compute WARNING nova.compute.manager While synchronizing instance power states...")])

# =====================================================================
# bQ-026  OpenStack, malformed JSON (trailing commas), REJECT time order
cid = "bQ-026"
i1 = "call_os26"
INST2 = "bf8c824d-f099-4433-a41e-e3da7578262e"
W(cid, i1, OS, 1267, 1320)
lg = recs(p_openstack, OS, 1267, 1320, keep=INST2)
ans = ("{\n"
       "  \"answer_version\": \"1.0\",\n"
       "  \"claims\": [\n"
       "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"实例 bf8c824d-f099-4433-a41e-e3da7578262e 先进入 VM Paused，之后才出现 VM Started\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call_os26\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_os26\"], \"evidence_excerpt\": \"VM Paused (Lifecycle Event)\"}]},\n"
       "    {\"claim_id\": \"c2\", \"claim_type\": \"metric_finding\", \"claim_text\": \"该实例 spawn 用时 19.53 秒\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call_os26\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_os26\"], \"evidence_excerpt\": \"Took 19.53 seconds to spawn\"}]},\n"
       "    {\"claim_id\": \"c3\", \"claim_type\": \"metric_finding\", \"claim_text\": \"build 总耗时 20.31 秒\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call_os26\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_os26\"], \"evidence_excerpt\": \"Took 20.31 seconds to build instance.\"}]},\n"
       "  ],\n"
       "}")
add(cid, ["source:openstack", "format:json_malformed", "class:time_wrong"],
    "实例 bf8c824d-f099-4433-a41e-e3da7578262e 启动过程中的状态顺序对吗？",
    ans,
    [inv(cid, i1, 1, "query_logs", {"keyword": INST2, "service": "nova-compute"}, {"total": len(lg), "logs": lg})],
    "REJECT",
    [F("实例 bf8c824d-f099-4433-a41e-e3da7578262e 先进入 VM Paused，之后才出现 VM Started", "contradicted",
       "timestamps: VM Started 00:09:43.328 precedes VM Paused 00:09:43.389"),
     F("该实例 spawn 用时 19.53 秒", "direct_evidence", "Took 19.53 seconds to spawn the instance"),
     F("build 总耗时 20.31 秒", "direct_evidence", "Took 20.31 seconds to build instance")])

# =====================================================================
# bQ-027  OpenStack failed log call + KB only, NL paragraph, LOW runbook_only
cid = "bQ-027"
i1, i2 = "call_os27_logs", "call_os27_kb"
kb = {"query": "nova imagecache Unknown base file WARNING", "chunks": [
    {"chunk_id": "kb-nova-imagecache-2", "source_doc": "runbook/openstack/nova-compute.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
     "content": "nova-compute 的 imagecache 周期任务会对 _base 目录中没有被任何实例引用的镜像文件输出 Unknown base file 的 WARNING。这类告警通常无害，文件超过 remove_unused_original_minimum_age_seconds 后会被自动清理，无需人工处理。"}]}
add(cid, ["source:openstack", "format:nl_paragraph", "class:runbook_only", "class:gap"],
    "nova-compute 一直刷 Unknown base file 的 WARNING，要不要处理？",
    "根据知识库，nova-compute 的 imagecache 周期任务会对 _base 中没被实例引用的文件打 Unknown base file 的 WARNING。"
    "按运维手册，这类告警通常无害，文件过了 remove_unused_original_minimum_age_seconds 之后会被自动清理。"
    "手册里也写明这种情况无需人工处理。"
    "建议日志平台恢复后再确认一下告警文件的路径。",
    [inv(cid, i1, 1, "query_logs", {"service": "nova-compute", "level": "WARNING", "keyword": "Unknown base file"}, None, False,
         "HTTP 503 from log backend: service unavailable"),
     inv(cid, i2, 1, "lookup_knowledge", {"query": "nova imagecache Unknown base file WARNING"}, kb)],
    "LOW_CONFID",
    [F("根据知识库，nova-compute 的 imagecache 周期任务会对 _base 中没被实例引用的文件打 Unknown base file 的 WARNING", "indirect_support", "KB chunk only; log call failed"),
     F("按运维手册，这类告警通常无害，文件过了 remove_unused_original_minimum_age_seconds 之后会被自动清理", "indirect_support", "runbook chunk only"),
     F("手册里也写明这种情况无需人工处理", "indirect_support", "runbook chunk only")])

# =====================================================================
# bQ-028  BGL JSON logs, contract raw, PASS excerpt_format (+ one bad reference -> indirect)
cid = "bQ-028"
i1 = "call_bgl_28"
BG = LH + "BGL/BGL_2k.log"
W(cid, i1, BG, 1205, 1217)
lg = recs(p_bgl, BG, 1205, 1217)
k = contract("MMCS idoproxydb 反复断言", [
    K("c1", "log_finding", "2005-08-03 16:11 到 16:14 之间 idoproxydb 共触发 9 次 ASSERT", "direct",
      [B(i1, "query_logs", "component=MMCS level=ERROR")]),
    K("c2", "log_finding", "断言位置在 idotransportmgr.cpp 第 1043 行的 IdoTransportMgr::SendPacket", "direct",
      [B(i1, "query_logs", "Source file=idotransportmgr.cpp Source line=1043")]),
    K("c3", "log_finding", "R71-M0-NC 在 2005-08-04 10:27:46 报告 Node card status: no ALERTs are active", "direct",
      [B(i1, "query_logs", "{\"level\": \"ERROR\", \"node\": \"R71-M0-NC\"}")]),
    K("c4", "log_finding", "UNKNOWN_LOCATION 在 08-02 21:15 和 08-03 02:10 两次报 Can not get assembly information for node card", "direct",
      [B(i1, "query_logs", L(BG, 1205, 1205)[0])]),
    K("c5", "log_finding", "这批 ASSERT 的 node 字段都是 NULL", "direct",
      [B("call_bgl_77", "query_logs", "NULL RAS MMCS ERROR idoproxydb hit ASSERT condition")])],
    "建议联系硬件组检查 idoproxydb 与相关 node card。")
add(cid, ["source:bgl", "format:json_raw", "class:excerpt_format", "class:quantity", "class:bad_reference"],
    "BGL 8 月 3 日下午 MMCS 报错是怎么回事？",
    dumps(k, "raw"),
    [inv(cid, i1, 1, "query_logs", {"system": "bgl", "from": "2005-08-02-21.00", "to": "2005-08-04-11.00"}, {"total": len(lg), "logs": lg})],
    "PASS",
    fill(k, [C("c1", "direct_evidence", "9 MMCS ERROR idoproxydb ASSERT records 16:11:02-16:14:58; k=v subset of a record"),
             C("c2", "direct_evidence", "message has Source file=idotransportmgr.cpp Source line=1043 Function=int IdoTransportMgr::SendPacket"),
             C("c3", "direct_evidence", "record 2005-08-04-10.27.46 node R71-M0-NC"),
             C("c4", "direct_evidence", "records 2005-08-02-21.15.36 and 2005-08-03-02.10.15; excerpt is the whole raw line of one record"),
             C("c5", "indirect_support", "content true but the binding names call_bgl_77, which does not exist")]))

# =====================================================================
# bQ-029  BGL text, NL paragraph, REJECT misattribution
cid = "bQ-029"
i1 = "toolu_01BgL29r"
W(cid, i1, BG, 1200, 1232)
add(cid, ["source:bgl", "format:nl_paragraph", "class:misattribution", "class:paraphrase_zh"],
    "BGL 8 月初 node card 相关的告警有哪些？R00-M0-N2 是什么问题？",
    "R23-M0-N7 在 2005-08-02 16:39:14 报 NodeCard is not fully functional，级别 SEVERE。"
    "R00-M0-N2 报的是 Node card is not fully functional 警告。"
    "R25-M1-N2 在 08-05 10:23:13 因 PrepareForService 关闭了 NodeCard。"
    "08-09 10:30 到 10:47 之间有 3 个位置报 Can not get assembly information for node card。"
    "R00-M0-N6-C:J03-U11 在 08-09 12:09:32 出现 FATAL 的 rts tree/torus link training failed。",
    [inv(cid, i1, 1, "search_logs", {"system": "bgl", "keyword": "node card OR NodeCard OR rts", "from": "2005-08-02", "to": "2005-08-09"}, text(BG, 1200, 1232))],
    "REJECT",
    [F("R23-M0-N7 在 2005-08-02 16:39:14 报 NodeCard is not fully functional，级别 SEVERE", "direct_evidence", "line 2005-08-02-16.39.14 R23-M0-N7 HARDWARE SEVERE"),
     F("R00-M0-N2 报的是 Node card is not fully functional 警告", "contradicted",
       "misattribution: R00-M0-N2's own line is 'Node card status: ALERT 0, ALERT 1, ALERT 2, ALERT 3 is (are) active'; the WARNING is logged by R06-M1-ND/R51-M1-ND/R74-M0-N1"),
     F("R25-M1-N2 在 08-05 10:23:13 因 PrepareForService 关闭了 NodeCard", "direct_evidence", "PrepareForService shutting down NodeCard(mLctn(R25-M1-N2)..."),
     F("08-09 10:30 到 10:47 之间有 3 个位置报 Can not get assembly information for node card", "direct_evidence", "R40-M1-N5 10:30:12, R70-M0-N0 10:31:19, R44-M0-N3 10:47:52"),
     F("R00-M0-N6-C:J03-U11 在 08-09 12:09:32 出现 FATAL 的 rts tree/torus link training failed", "direct_evidence", "line 2005-08-09-12.09.32 KERNEL FATAL")])

# =====================================================================
# bQ-030  BGL es hits, contract fenced, REJECT fabricated node id (one char off)
cid = "bQ-030"
i1 = "es_bgl_0812"
W(cid, i1, BG, 1239, 1251)
hits = [{"_source": r} for r in recs(p_bgl, BG, 1239, 1251)]
k = contract("ciod 加载 allreduce.rts 失败", [
    K("c1", "log_finding", "2005-08-12 23:25 到 23:47 之间共有 13 个 I/O 节点报 ciod: Error loading /bgl/apps/scaletest/performance/MINIBEN/mb_243_0810/allreduce.rts", "direct",
      [B(i1, "es_query", "ciod: Error loading /bgl/apps/scaletest/performance/MINIBEN/mb_243_0810/allreduce.rts")]),
    K("c2", "log_finding", "错误原因是 invalid or missing program image, Exec format error", "direct",
      [B(i1, "es_query", "invalid or missing program image, Exec format error")]),
    K("c3", "log_finding", "第一条来自 R44-M0-N8-I:J18-U11，时间 23:25:12", "direct",
      [B(i1, "es_query", "2005-08-12-23.25.12.135766")]),
    K("c4", "log_finding", "最后一条在 23:47:53，来自 R66-M1-N4-I:J18-U01", "direct",
      [B(i1, "es_query", "{\"node\": \"R66-M1-N4-I:J18-U01\", \"level\": \"FATAL\"}")]),
    K("c5", "hypothesis", "可能是 mb_243_0810 这一版程序镜像编译架构不对", "none", [])],
    "建议重新编译并发布 allreduce.rts。")
add(cid, ["source:bgl", "format:json_fenced", "class:fabricated_id", "class:quantity"],
    "8 月 12 日晚 BGL 一批作业起不来，ciod 报了什么？",
    "```json\n" + dumps(k, "indented") + "\n```\n以上。",
    [inv(cid, i1, 1, "es_query", {"index": "bgl-ras", "query": "component:APP AND level:FATAL", "date": "2005.08.12"},
         {"hits": {"total": len(hits), "hits": hits}})],
    "REJECT",
    fill(k, [C("c1", "direct_evidence", "13 APP FATAL ciod records from 13 distinct nodes 23:25:12-23:47:53"),
             C("c2", "direct_evidence", "message tail 'invalid or missing program image, Exec format error'"),
             C("c3", "contradicted", "node fabricated one char off: first record is R44-M0-N8-I:J18-U01; R44-M0-N8-I:J18-U11 appears nowhere"),
             C("c4", "direct_evidence", "last record 2005-08-12-23.47.53 node R66-M1-N4-I:J18-U01"),
             C("c5", "no_evidence", "hypothesis", crit=False)]))

# =====================================================================
# bQ-031  BGL text, contract indented, LOW bad_reference (all indirect)
cid = "bQ-031"
i1 = "call_bgl_31"
W(cid, i1, BG, 1640, 1652)
k = contract("R62-M0 中板的内核对齐异常", [
    K("c1", "log_finding", "R62-M0-NC-C:J11-U01 报了 16604010 次 floating point alignment exceptions", "direct",
      [B("call_bgl_7", "search_logs", "16604010 floating point alignment exceptions")]),
    K("c2", "log_finding", "R62-M0-NC-C:J06-U11 报了 16469355 次 floating point alignment exceptions", "direct", []),
    K("c3", "log_finding", "这些记录都是 KERNEL 的 INFO 级别事件", "direct",
      [B(i1, "search_logs", "RAS KERNEL FATAL")]),
    K("c4", "log_finding", "R62-M0-N4-C:J16-U11 在 10:06:28 记录了 iar 00106168 dear 0245b64c", "direct",
      [B(None, "search_logs", "iar 00106168 dear 0245b64c", stype="trace_ref", sid="T4")])],
    "建议持续观察，暂不处理。")
add(cid, ["source:bgl", "format:json_indented", "class:bad_reference"],
    "BGL 11 月 4 日上午 R62-M0 一直在刷内核日志，有问题吗？",
    dumps(k, "indented"),
    [inv(cid, i1, 1, "search_logs", {"system": "bgl", "location_prefix": "R62-M0", "date": "2005.11.04"}, text(BG, 1640, 1652))],
    "LOW_CONFID",
    fill(k, [C("c1", "indirect_support", "content matches line 10:05:43, but the binding names call_bgl_7 which does not exist"),
             C("c2", "indirect_support", "content matches, but the claim has no evidence binding"),
             C("c3", "indirect_support", "all 13 lines are RAS KERNEL INFO, but the excerpt 'RAS KERNEL FATAL' is not in the referenced output"),
             C("c4", "indirect_support", "content matches line 10:06:28, but trace ref T4 does not exist (only one evidence call)")]))

# =====================================================================
# bQ-032  Hadoop JSON logs, contract fenced, PASS quantity
cid = "bQ-032"
i1 = "call_hd32"
HD = LH + "Hadoop/Hadoop_2k.log"
W(cid, i1, HD, 1180, 1200)
lg = recs(p_hadoop, HD, 1180, 1200)
k = contract("MRAppMaster 连不上 RM，HDFS 租约续约失败", [
    K("c1", "log_finding", "RMContainerAllocator 在 18:07:00 到 18:07:04 之间每 2 秒报一次 ERROR IN CONTACTING RM", "direct",
      [B(i1, "query_logs", "{\"level\": \"ERROR\", \"thread\": \"RMCommunicator Allocator\"}")]),
    K("c2", "log_finding", "连接 msra-sa-41:8030 的重试策略是 RetryUpToMaximumCountWithFixedSleep，maxRetries=10", "direct",
      [B(i1, "query_logs", "Retrying connect to server: msra-sa-41:8030")]),
    K("c3", "metric_finding", "DFSClient_NONMAPREDUCE_1537864556_1 的租约续约已经失败约 2 分钟", "direct",
      [B(i1, "query_logs", "Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 127 seconds")]),
    K("c4", "log_finding", "LeaseRenewer 检测到地址变化：旧地址 msra-sa-41/10.190.173.170:9000，新地址 msra-sa-41:9000", "direct",
      [B(i1, "query_logs", "Address change detected. Old: msra-sa-41/10.190.173.170:9000 New: msra-sa-41:9000")])],
    "建议检查 msra-sa-41 的网络与 ResourceManager 进程状态。")
add(cid, ["source:hadoop", "format:json_fenced", "class:quantity", "class:faithful"],
    "MapReduce 作业 18:07 左右卡住不动了，日志里是什么错？",
    "结论先行：\n```json\n" + dumps(k, "indented") + "\n```",
    [inv(cid, i1, 1, "query_logs", {"app": "application_1445144423722_0020", "from": "2015-10-18 18:07:00", "to": "2015-10-18 18:07:06"}, {"total": len(lg), "logs": lg})],
    "PASS",
    fill(k, [C("c1", "direct_evidence", "ERROR IN CONTACTING RM at 18:07:00.188, 02.188, 04.188"),
             C("c2", "direct_evidence", "Retrying connect ... retry policy is RetryUpToMaximumCountWithFixedSleep(maxRetries=10"),
             C("c3", "direct_evidence", "for 127 seconds ≈ 2.1 min, within 约 tolerance"),
             C("c4", "direct_evidence", "LeaseRenewer WARN Address change detected")]))

# =====================================================================
# bQ-033  Hadoop text, NL bold labels, REJECT status_wrong
cid = "bQ-033"
i1 = "inv-hd33"
W(cid, i1, HD, 310, 330)
add(cid, ["source:hadoop", "format:nl_bold_labels", "class:status_wrong", "class:paraphrase_zh"],
    "job_1445144423722_0020 的 reduce 一直不启动，是不是认证出问题了？",
    "**调度**：RMContainerAllocator 反复 Recalculating schedule，headroom 为 memory:0, vCores:-27。\n"
    "**reduce**：日志显示 Reduce slow start threshold not met，completedMapsForReduceSlowstart 为 1。\n"
    "**认证**：job_1445144423722_0020 在 18:02:50 的认证失败了。\n"
    "**任务分配**：jvm_1445144423722_0020_m_000005 领到了任务 attempt_1445144423722_0020_m_000003_0。\n"
    "**进度**：attempt_1445144423722_0020_m_000000_0 两次上报的进度都是 0.10635664。\n"
    "**下一步**：建议等 map 完成度上来后再看 reduce 是否启动。",
    [inv(cid, i1, 1, "query_logs", {"job": "job_1445144423722_0020", "from": "2015-10-18 18:02:48", "to": "2015-10-18 18:02:54"}, text(HD, 310, 330))],
    "REJECT",
    [F("RMContainerAllocator 反复 Recalculating schedule，headroom 为 memory:0, vCores:-27", "direct_evidence", "repeated Recalculating schedule, headroom=<memory:0, vCores:-27>"),
     F("日志显示 Reduce slow start threshold not met，completedMapsForReduceSlowstart 为 1", "direct_evidence", "verbatim"),
     F("job_1445144423722_0020 在 18:02:50 的认证失败了", "contradicted", "18:02:50,513 'Auth successful for job_1445144423722_0020'"),
     F("jvm_1445144423722_0020_m_000005 领到了任务 attempt_1445144423722_0020_m_000003_0", "direct_evidence", "JVM with ID ... given task"),
     F("attempt_1445144423722_0020_m_000000_0 两次上报的进度都是 0.10635664", "direct_evidence", "18:02:49 and 18:02:52 progress 0.10635664")])

# =====================================================================
# bQ-034  Hadoop text + failed metrics, malformed JSON (single quotes), LOW gap
cid = "bQ-034"
i1, i2 = "call_hd34_logs", "call_hd34_metrics"
W(cid, i1, HD, 848, 877)
ans = ("{'answer_version': '1.0', 'claims': ["
       "{'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '18:05:41 时 DFSClient_NONMAPREDUCE_1537864556_1 的租约已续约失败 44 秒', 'support_level': 'direct', "
       "'evidence_bindings': [{'source_id': 'call_hd34_logs', 'evidence_excerpt': 'for 44 seconds.  Will retry shortly'}]}, "
       "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'Address change detected 显示旧地址为 msra-sa-41/10.190.173.170:9000', 'support_level': 'direct', "
       "'evidence_bindings': [{'source_id': 'call_hd34_logs', 'evidence_excerpt': 'Old: msra-sa-41/10.190.173.170:9000'}]}, "
       "{'claim_id': 'c3', 'claim_type': 'metric_finding', 'claim_text': 'msra-sa-41 节点当时 CPU 使用率达到 97%', 'support_level': 'direct', "
       "'evidence_bindings': [{'source_id': 'call_hd34_metrics', 'evidence_excerpt': 'cpu'}]}]}")
add(cid, ["source:hadoop", "format:json_malformed", "class:gap"],
    "msra-sa-41 上 HDFS 租约一直续不上，节点资源是不是打满了？",
    ans,
    [inv(cid, i1, 1, "query_logs", {"host": "msra-sa-41", "component": "org.apache.hadoop.hdfs.LeaseRenewer", "from": "2015-10-18 18:05:27"}, text(HD, 848, 877)),
     inv(cid, i2, 1, "query_metrics", {"host": "msra-sa-41", "metrics": ["cpu_usage"], "from": "2015-10-18 18:05"}, None, False,
         "metrics backend returned 500: no datasource for host")],
    "LOW_CONFID",
    [F("18:05:41 时 DFSClient_NONMAPREDUCE_1537864556_1 的租约已续约失败 44 秒", "direct_evidence", "18:05:41,617 ... for 44 seconds"),
     F("Address change detected 显示旧地址为 msra-sa-41/10.190.173.170:9000", "direct_evidence", "Old: msra-sa-41/10.190.173.170:9000"),
     F("msra-sa-41 节点当时 CPU 使用率达到 97%", "no_evidence", "only the failed metrics call concerns CPU")])

# =====================================================================
# bQ-035  Android logcat text, contract raw, PASS paraphrase_zh
cid = "bQ-035"
i1 = "adb_35_f01"
AD = LH + "Android/Android_2k.log"
W(cid, i1, AD, 1520, 1541)
k = contract("QQ 的定位相关调用被权限管理拦截", [
    K("c1", "log_finding", "PhoneInterfaceManager 拦截了 com.tencent.mobileqq 的 getAllCellInfo 调用，原因是被权限管理器阻止", "direct",
      [B(i1, "adb_logcat", "getAllCellInfo is blocked by permission manager . callingPackage = com.tencent.mobileqq")]),
    K("c2", "log_finding", "getCellLocation 也被权限管理器阻止，调用方 uid:10111 pid:28601", "direct",
      [B(i1, "adb_logcat", "D PhoneInterfaceManager: getCellLocation is blocked by permission manager uid:10111 pid:28601")]),
    K("c3", "log_finding", "ActivityManager 提示 caller 10111 没有 REAL_GET_TASKS 权限，getTasks 的输出被限制", "direct",
      [B(i1, "adb_logcat", "getTasks: caller 10111 does not hold REAL_GET_TASKS; limiting output")]),
    K("c4", "log_finding", "PhoneInterfaceManager 的 shouldBlockLocation 返回 true", "direct",
      [B(i1, "adb_logcat", "shouldBlockLocation  ret:true")])],
    "建议在系统权限管理里为该应用放开位置权限后再试。")
add(cid, ["source:android", "format:json_raw", "class:paraphrase_zh", "class:faithful"],
    "手机 QQ 获取不到基站定位，logcat 里有什么线索？",
    dumps(k, "raw"),
    [inv(cid, i1, 1, "adb_logcat", {"since": "03-17 16:15:50.000", "until": "03-17 16:15:51.300", "buffer": "main"}, text(AD, 1520, 1541))],
    "PASS",
    fill(k, [C("c1", "direct_evidence", "16:15:51.189 PhoneInterfaceManager getAllCellInfo is blocked ... com.tencent.mobileqq"),
             C("c2", "direct_evidence", "16:15:51.200 getCellLocation is blocked ... uid:10111 pid:28601"),
             C("c3", "direct_evidence", "ActivityManager W getTasks: caller 10111 does not hold REAL_GET_TASKS; limiting output"),
             C("c4", "direct_evidence", "shouldBlockLocation  ret:true")]))

# =====================================================================
# bQ-036  Android JSON entries, NL sloppy, REJECT misattribution
cid = "bQ-036"
i1 = "logcat-36-a"
W(cid, i1, AD, 1520, 1546)
ent = recs(p_android, AD, 1520, 1546)
add(cid, ["source:android", "format:nl_sloppy", "class:misattribution", "class:paraphrase_zh"],
    "16:15:50 前后系统服务有什么异常输出？",
    "logcat 16:15:50~16:15:51 quick summary:\n"
    "ActivityManager 报了 getCellLocation is blocked by permission manager\n"
    "PowerManagerService 的 userActivityNoUpdateLocked 在 16:15:50.442 带的 eventTime=261975077\n"
    "DisplayPowerController 反复把亮度 animate 到 target=38，rate=200\n"
    "AudioManager 16:15:50.485 调了 playSoundEffect，effectType: 0\n"
    "后面再抓一份 bugreport 看看",
    [inv(cid, i1, 1, "get_logcat", {"device": "emulator-5554", "from": "03-17 16:15:50", "to": "03-17 16:15:52"}, {"count": len(ent), "entries": ent})],
    "REJECT",
    [F("ActivityManager 报了 getCellLocation is blocked by permission manager", "contradicted",
       "misattribution: only PhoneInterfaceManager logs it; ActivityManager's own lines are getTasks/getRunningAppProcesses REAL_GET_TASKS warnings"),
     F("PowerManagerService 的 userActivityNoUpdateLocked 在 16:15:50.442 带的 eventTime=261975077", "direct_evidence", "16:15:50.442 PowerManagerService userActivityNoUpdateLocked: eventTime=261975077"),
     F("DisplayPowerController 反复把亮度 animate 到 target=38，rate=200", "direct_evidence", "Animating brightness: target=38, rate=200 (3 times)"),
     F("AudioManager 16:15:50.485 调了 playSoundEffect，effectType: 0", "direct_evidence", "16:15:50.485 AudioManager playSoundEffect   effectType: 0")])

# =====================================================================
# bQ-037  Android text, NL paragraph, LOW unsupported_cause
cid = "bQ-037"
i1 = "call_ad37"
W(cid, i1, AD, 1100, 1116)
add(cid, ["source:android", "format:nl_paragraph", "class:unsupported_cause", "class:hedged_distractor"],
    "16:15:26 用户按 Home 键后通知栏突然收起，日志里怎么看？",
    "16:15:26.252 WindowManager 拦截到 keycode=3 的按键事件。"
    "随后 PhoneStatusBar 执行了 animateCollapsePanels，PanelView 依次执行 closeQs 和 instantCollapse。"
    "16:15:26.299 PowerManagerService 为 *launch* 申请了唤醒锁 lock=189667585。"
    "通知栏收起是因为用户刚刚重装了桌面应用。"
    "也可能是桌面进程短暂卡顿引起的。",
    [inv(cid, i1, 1, "adb_logcat", {"since": "03-17 16:15:26.250", "lines": 17}, text(AD, 1100, 1116))],
    "LOW_CONFID",
    [F("16:15:26.252 WindowManager 拦截到 keycode=3 的按键事件", "direct_evidence", "WindowManager: interceptKeyTq keycode=3"),
     F("随后 PhoneStatusBar 执行了 animateCollapsePanels，PanelView 依次执行 closeQs 和 instantCollapse", "direct_evidence",
       "16:15:26.277 animateCollapsePanels, closeQs; 16:15:26.278 instantCollapse"),
     F("16:15:26.299 PowerManagerService 为 *launch* 申请了唤醒锁 lock=189667585", "direct_evidence", "acquire lock=189667585, tag=\"*launch*\""),
     F("通知栏收起是因为用户刚刚重装了桌面应用", "no_evidence", "cause stated as fact; nothing about a reinstall in the log")])

# =====================================================================
# bQ-038  HDFS text, NL bullets, PASS quantity (bytes)
cid = "bQ-038"
i1 = "call_hdfs38"
HF = LH + "HDFS/HDFS_2k.log"
W(cid, i1, HF, 1500, 1515)
add(cid, ["source:hdfs", "format:nl_bullets", "class:quantity", "class:paraphrase_zh"],
    "HDFS 11 月 11 日早上 6 点前后块写入正常吗？",
    "块写入情况：\n"
    "- blk_-5954527587435406374 从 /10.251.106.10 接收完成，大小 67108864 字节，即 64 MiB\n"
    "- 10.250.7.244:50010 在 05:59:36 和 06:00:43 两次更新了 blockMap\n"
    "- blk_6095704128062577668 的大小约 27 MiB\n"
    "- 06:16:02 NameSystem 为 part-01192 分配了块 blk_7720864196601815614\n"
    "- PacketResponder 1 在 06:05:10 结束了 blk_6818232325322327288 的处理\n"
    "建议继续观察后续块复制情况。",
    [inv(cid, i1, 1, "query_logs", {"cluster": "hdfs-prod", "date": "081111", "from": "055900", "to": "061800"}, text(HF, 1500, 1515))],
    "PASS",
    [F("blk_-5954527587435406374 从 /10.251.106.10 接收完成，大小 67108864 字节，即 64 MiB", "direct_evidence", "Received block ... of size 67108864 from /10.251.106.10; 67108864 B = 64 MiB"),
     F("10.250.7.244:50010 在 05:59:36 和 06:00:43 两次更新了 blockMap", "direct_evidence", "081111 055936 and 060043 addStoredBlock blockMap updated: 10.250.7.244:50010"),
     F("blk_6095704128062577668 的大小约 27 MiB", "direct_evidence", "size 28484260 B = 27.16 MiB"),
     F("06:16:02 NameSystem 为 part-01192 分配了块 blk_7720864196601815614", "direct_evidence", "081111 061602 allocateBlock .../part-01192. blk_7720864196601815614"),
     F("PacketResponder 1 在 06:05:10 结束了 blk_6818232325322327288 的处理", "direct_evidence", "081111 060510 PacketResponder 1 for block blk_6818232325322327288 terminating")])

# =====================================================================
# bQ-039  OpenSSH text + no-hit, contract with text, LOW gap
cid = "bQ-039"
i1, i2 = "call_ssh39_fail", "call_ssh39_ok"
SS = LH + "OpenSSH/OpenSSH_2k.log"
W(cid, i1, SS, 1400, 1412)
k = contract("183.62.140.253 对 root 的密码尝试", [
    K("c1", "log_finding", "183.62.140.253 在 10:58:35 到 10:58:43 之间对 root 的密码尝试失败了 4 次", "direct",
      [B(i1, "search_logs", "Failed password for root from 183.62.140.253")]),
    K("c2", "log_finding", "每次失败后对方都以 Bye Bye [preauth] 断开", "direct",
      [B(i1, "search_logs", "Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]")]),
    K("c3", "log_finding", "该地址从未成功登录过", "direct",
      [B(i2, "query_logs", "total: 0")]),
    K("c4", "log_finding", "使用的源端口包括 52316 和 53440", "direct",
      [B(i1, "search_logs", "port 52316 ssh2")])],
    "建议把 183.62.140.253 加入 fail2ban 黑名单。")
add(cid, ["source:openssh", "format:json_with_text", "class:gap", "class:negation"],
    "LabSZ 上 183.62.140.253 是不是在爆破 root？有没有成功登录？",
    "以下是结构化结论：" + dumps(k, "raw"),
    [inv(cid, i1, 1, "search_logs", {"host": "LabSZ", "keyword": "183.62.140.253", "from": "Dec 10 10:58:35", "to": "Dec 10 10:58:43"}, text(SS, 1400, 1412)),
     inv(cid, i2, 2, "query_logs", {"host": "LabSZ", "keyword": "Accepted password 183.62.140.253"}, {"total": 0, "logs": []})],
    "LOW_CONFID",
    fill(k, [C("c1", "direct_evidence", "4 'Failed password for root from 183.62.140.253' lines 10:58:37-10:58:43 (window starts 10:58:35)"),
             C("c2", "direct_evidence", "each failure followed by Received disconnect ... Bye Bye [preauth]"),
             C("c3", "no_evidence", "only a no-hit query; absence is not proven"),
             C("c4", "direct_evidence", "ports 52316 and 53440 in Failed password lines")]))

# =====================================================================
# bQ-040  Zookeeper text, NL headings, REJECT negation
cid = "bQ-040"
i1 = "zk-q-40"
ZK = LH + "Zookeeper/Zookeeper_2k.log"
W(cid, i1, ZK, 1195, 1212)
add(cid, ["source:zookeeper", "format:nl_headings", "class:negation"],
    "ZooKeeper 19:35 左右和 188978561024 之间的连接一直断，RecvWorker 有报错吗？",
    "## 现象\n"
    "- 19:35:31 和 19:35:34 两次出现 Connection broken for id 188978561024\n"
    "- SendWorker 多次报 Interrupted while waiting for message on queue\n"
    "- 19:35:48 收到来自 /10.10.34.11:33138 的连接请求\n"
    "## 结论\n"
    "RecvWorker 这段时间没有报任何 WARN。\n"
    "## 建议\n"
    "建议检查 188978561024 对应节点的网络。",
    [inv(cid, i1, 1, "search_logs", {"service": "zookeeper", "from": "2015-07-29 19:35:24", "to": "2015-07-29 19:35:49"}, text(ZK, 1195, 1212))],
    "REJECT",
    [F("19:35:31 和 19:35:34 两次出现 Connection broken for id 188978561024", "direct_evidence", "19:35:31,389 and 19:35:34,731 RecvWorker@762"),
     F("SendWorker 多次报 Interrupted while waiting for message on queue", "direct_evidence", "SendWorker@679 WARN lines, 7 times"),
     F("19:35:48 收到来自 /10.10.34.11:33138 的连接请求", "direct_evidence", "INFO Received connection request /10.10.34.11:33138"),
     F("RecvWorker 这段时间没有报任何 WARN", "contradicted", "RecvWorker logs WARN lines (Interrupting SendWorker, Connection broken) in the output")])


# ---------------------------------------------------------------------
def main():
    with open(os.path.join(OUT, "cases.jsonl"), "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(os.path.join(OUT, "windows.jsonl"), "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", len(WINDOWS), "windows")


if __name__ == "__main__":
    main()
