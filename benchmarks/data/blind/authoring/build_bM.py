#!/usr/bin/env python3
"""Build the bM blind cases. Standard library only; deterministic output."""
import csv
import json
import os
import re

SRC = "/work/blind/sources"
OUT = os.path.dirname(os.path.abspath(__file__))
_CACHE = {}
WINS = []
CASES = []


def lines(src, a, b):
    if src not in _CACHE:
        with open(os.path.join(SRC, src), encoding="utf-8") as fh:
            _CACHE[src] = fh.read().splitlines()
    return _CACHE[src][a - 1:b]


def W(cid, iid, src, a, b):
    WINS.append({"case_id": cid, "invocation_id": iid, "source": src, "lines": [a, b]})
    return lines(src, a, b)


def text_out(cid, iid, parts):
    out = []
    for src, a, b in parts:
        out += W(cid, iid, src, a, b)
    return "\n".join(out)


# ---- record readers (fields taken from the verbatim line, message unedited) ----
def rec_nezha(line):
    r = next(csv.reader([line]))
    msg = json.loads(r[7])["log"].rstrip("\n")
    m = re.match(r"\S+ (\w+) ", msg)
    return {"ts": r[0], "node": r[2], "pod": r[3], "container": r[4], "trace_id": r[5],
            "span_id": r[6], "level": m.group(1) if m else None, "message": msg}


def rec_hdfs(line):
    d, t, pid, lvl, comp, msg = line.split(" ", 5)
    return {"ts": d + " " + t, "pid": pid, "level": lvl, "component": comp.rstrip(":"), "message": msg}


def rec_ssh(line):
    m = re.match(r"(\w+ +\d+ [\d:]+) (\S+) (\w+)\[(\d+)\]: (.*)$", line)
    return {"ts": m.group(1), "host": m.group(2), "process": m.group(3), "pid": m.group(4), "message": m.group(5)}


def rec_zk(line):
    m = re.match(r"([\d-]+ [\d:,]+) - (\w+) +\[(.*?)\] - (.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "message": m.group(4)}


def rec_apache(line):
    m = re.match(r"\[(.*?)\] \[(\w+)\] (.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "message": m.group(3)}


def rec_openstack(line):
    m = re.match(r"(\S+) ([\d-]+ [\d:.]+) (\d+) (\w+) (\S+) (.*)$", line)
    return {"logfile": m.group(1), "ts": m.group(2), "pid": m.group(3), "level": m.group(4),
            "component": m.group(5), "message": m.group(6)}


def rec_bgl(line):
    p = line.split(" ", 9)
    return {"label": p[0], "epoch": p[1], "date": p[2], "node": p[3], "ts": p[4], "type": p[6],
            "component": p[7], "level": p[8], "message": p[9]}


def rec_hadoop(line):
    m = re.match(r"([\d-]+ [\d:,]+) (\w+) \[(.*?)\] (\S+): (.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "logger": m.group(4), "message": m.group(5)}


def json_logs(cid, iid, parts, reader):
    recs = []
    for src, a, b in parts:
        recs += [reader(x) for x in W(cid, iid, src, a, b)]
    return {"total": len(recs), "logs": recs}


def series(src, a, b, col, service, unit, nd=4):
    rows = list(csv.reader(lines(src, 1, 1) + lines(src, a, b)))
    j = rows[0].index(col)
    v = [float(r[j]) for r in rows[1:]]
    return {"metric": col, "service": service, "max": round(max(v), nd),
            "avg": round(sum(v) / len(v), nd), "last": round(v[-1], nd), "unit": unit}


def inv(cid, iid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": success, "error": error}


def F(fact, ver, note, crit=True, claim_id=None, extra=False):
    d = {}
    if claim_id:
        d["claim_id"] = claim_id
    d["fact"] = fact
    d["is_critical"] = crit
    d["verification"] = ver
    d["note"] = note
    if extra:
        d["origin"] = "answer_extra"
    return d


def case(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def B(tool, ids, excerpt, st="tool_output", sid=None):
    return {"source_type": st, "source_id": sid or ids[0], "tool_name": tool,
            "source_invocation_ids": ids, "evidence_excerpt": excerpt}


def C(cid, ctype, text, level, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text, "support_level": level,
            "evidence_bindings": bindings}


N44 = "nezha/rca_data/2023-01-29/log/08_44_log.csv"
N43 = "nezha/rca_data/2023-01-29/log/08_43_log.csv"
N25 = "nezha/rca_data/2023-01-29/log/09_25_log.csv"
N26 = "nezha/rca_data/2023-01-29/log/09_26_log.csv"
MET = "nezha/rca_data/2023-01-29/metric/"
HDFS = "loghub/HDFS/HDFS_2k.log"
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
APA = "loghub/Apache/Apache_2k.log"
OST = "loghub/OpenStack/OpenStack_2k.log"
SPK = "loghub/Spark/Spark_2k.log"
BGL = "loghub/BGL/BGL_2k.log"
LNX = "loghub/Linux/Linux_2k.log"
HDP = "loghub/Hadoop/Hadoop_2k.log"

# ======================= Nezha TrainTicket =======================
# bM-001 faithful / paraphrase_zh, plain-text CSV lines, NL paragraph -> PASS
cid = "bM-001"
i1 = "call_7c1e90a4"
out1 = text_out(cid, i1, [(N44, 225, 256)])
case(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:faithful", "class:paraphrase_zh"],
     "08:43 左右用户下单（preserve）接口报错，帮忙看下是哪里出的问题？",
     "ts-preserve-service-b5ccf8557-j4txs 在 08:43:26（UTC）抛出 IllegalStateException，提示 No instances available for ts-food-service。"
     "同一条链路 fbb1c2904ee397adaf90efb157db6791 里，ts-contacts-service-866bd68c97-xcqfx 在 08:43:25 打了一条 ERROR：No contacts according to contactsId。"
     "ts-order-service-5b67c48447-mv5hb 在这条链路上的订单是创建成功的。"
     "建议先确认 ts-food-service 在注册中心里的实例状态。",
     [inv(cid, i1, 1, "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "start": "2023-01-29T08:43:20Z", "end": "2023-01-29T08:43:30Z"}, out1)],
     "PASS",
     [F("ts-preserve-service-b5ccf8557-j4txs 在 08:43:26（UTC）抛出 IllegalStateException，提示 No instances available for ts-food-service", "direct_evidence", "line 225: preserve pod ERROR at 08:43:26.379Z with IllegalStateException No instances available for ts-food-service"),
      F("同一条链路 fbb1c2904ee397adaf90efb157db6791 里，ts-contacts-service-866bd68c97-xcqfx 在 08:43:25 打了一条 ERROR：No contacts according to contactsId", "direct_evidence", "line 253: contacts pod ERROR at 08:43:25.580Z in that trace"),
      F("ts-order-service-5b67c48447-mv5hb 在这条链路上的订单是创建成功的", "direct_evidence", "line 242: order pod logs [create][Order Create Success] in the trace (Chinese paraphrase)")])

# bM-002 misattribution, JSON logs, NL bullets -> REJECT
cid = "bM-002"
i1 = "toolu_01QxK8mP3nVbR2"
out1 = json_logs(cid, i1, [(N44, 225, 228), (N44, 253, 255)], rec_nezha)
case(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:misattribution", "class:hedged_distractor"],
     "contacts 服务是不是挂了？preserve 一直下单失败",
     "排查结果如下：\n"
     "- ts-contacts-service-866bd68c97-xcqfx 抛出了 java.lang.IllegalStateException: No instances available for ts-food-service\n"
     "- ts-preserve-service-b5ccf8557-j4txs 还有一条 WARN：Reached the maximum number of URI tags for 'http.client.requests'\n"
     "- 这两个 pod 的日志都落在 TraceID fbb1c2904ee397adaf90efb157db6791 上\n"
     "- 可能是 contacts 的数据库连接池被打满了，需要再确认\n",
     [inv(cid, i1, 1, "query_logs", {"service": ["ts-contacts-service", "ts-preserve-service"], "start": "2023-01-29T08:43:25Z", "end": "2023-01-29T08:43:27Z"}, out1)],
     "REJECT",
     [F("ts-contacts-service-866bd68c97-xcqfx 抛出了 java.lang.IllegalStateException: No instances available for ts-food-service", "contradicted", "misattribution: only the preserve pod logs the IllegalStateException; the contacts pod's own ERROR is 'No contacts according to contactsId'"),
      F("ts-preserve-service-b5ccf8557-j4txs 还有一条 WARN：Reached the maximum number of URI tags for 'http.client.requests'", "direct_evidence", "record from line 228, preserve pod WARN"),
      F("这两个 pod 的日志都落在 TraceID fbb1c2904ee397adaf90efb157db6791 上", "direct_evidence", "all returned records carry that trace_id")])

# bM-003 metrics via query_metrics, Chinese metric names, unit change; indented contract -> PASS
cid = "bM-003"
i1 = "inv-3f6a"
sc = series(MET + "ts-contacts-service-866bd68c97-xcqfx_metric.csv", 2, 13, "CpuUsage(m)", "ts-contacts-service-866bd68c97-xcqfx", "m", 3)
sm = series(MET + "ts-contacts-service-866bd68c97-xcqfx_metric.csv", 2, 13, "MemoryUsage(Mi)", "ts-contacts-service-866bd68c97-xcqfx", "MiB", 3)
W(cid, i1, MET + "ts-contacts-service-866bd68c97-xcqfx_metric.csv", 2, 13)
out1 = {"alerts": [], "series": [sc, sm]}
ans = {"answer_version": "v2",
       "diagnosis_summary": "contacts 服务资源指标平稳",
       "claims": [
           C("c1", "metric_finding", "ts-contacts-service-866bd68c97-xcqfx 在 08:41–08:52 的 CPU 使用量峰值约 18.2m", "direct",
             [B("query_metrics", [i1], "metric=CpuUsage(m) max=18.208")]),
           C("c2", "metric_finding", "该 pod 的内存使用量均值约 426 MiB", "direct",
             [B("query_metrics", [i1], '"metric": "MemoryUsage(Mi)", "avg": 425.796')]),
           C("c3", "metric_finding", "最新一次采样的内存占用约 0.42 GiB", "direct",
             [B("query_metrics", [i1], "last=427.48 unit=MiB")]),
           C("c4", "hypothesis", "注入的故障可能只影响业务返回值，不影响资源", "none", [])],
       "hypotheses": ["故障只体现在业务返回值"],
       "recommended_actions": ["结合 contacts 业务日志继续排查"],
       "missing_info": [],
       "user_facing_answer": "contacts 服务 CPU 峰值约 18.2m，内存均值约 426 MiB。建议结合业务日志继续排查。"}
case(cid, ["source:nezha_trainticket", "format:json_indented", "class:quantity", "class:faithful"],
     "ts-contacts-service 这十分钟 CPU 和内存有没有异常？",
     json.dumps(ans, ensure_ascii=False, indent=2),
     [inv(cid, i1, 1, "query_metrics", {"service": "ts-contacts-service-866bd68c97-xcqfx", "metrics": ["CpuUsage(m)", "MemoryUsage(Mi)"], "start": "2023-01-29T08:41:00Z", "end": "2023-01-29T08:53:00Z"}, out1)],
     "PASS",
     [F("ts-contacts-service-866bd68c97-xcqfx 在 08:41–08:52 的 CPU 使用量峰值约 18.2m", "direct_evidence", "series CpuUsage(m) max 18.208 m", claim_id="c1"),
      F("该 pod 的内存使用量均值约 426 MiB", "direct_evidence", "MemoryUsage(Mi) avg 425.796 ~ 426", claim_id="c2"),
      F("最新一次采样的内存占用约 0.42 GiB", "direct_evidence", "last 427.48 MiB = 0.417 GiB ~ 0.42", claim_id="c3"),
      F("注入的故障可能只影响业务返回值，不影响资源", "no_evidence", "hypothesis, non-critical, nothing in outputs", crit=False, claim_id="c4")])

# bM-004 metrics table tool (CSV rows), Chinese metric names, value_wrong; NL bold labels -> REJECT
cid = "bM-004"
i1 = "call_b04d2e"
mf = MET + "ts-order-service-5b67c48447-mv5hb_metric.csv"
out1 = text_out(cid, i1, [(mf, 1, 1), (mf, 2, 13)])
case(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:value_wrong", "class:quantity"],
     "order 服务 08:40 之后偶发变慢，指标上能看出来吗？",
     "**延迟**：ts-order-service-5b67c48447-mv5hb 的服务端 P99 延迟在 08:48 冲到约 487 ms。\n"
     "**其余时间**：除这一分钟外，服务端 P99 都不超过 25 ms。\n"
     "**CPU**：同一时段 CPU 使用率最高达到 9.4%。\n"
     "**内存**：内存占用一直在 430 MiB 上下。\n"
     "**下一步**：建议拉 08:48 的调用链看慢在哪一跳。",
     [inv(cid, i1, 1, "get_pod_metrics", {"pod": "ts-order-service-5b67c48447-mv5hb", "from": "2023-01-29 08:41", "to": "2023-01-29 08:53", "format": "csv"}, out1)],
     "REJECT",
     [F("ts-order-service-5b67c48447-mv5hb 的服务端 P99 延迟在 08:48 冲到约 487 ms", "direct_evidence", "row 08:48:10 PodServerLatencyP99(s)=0.4875 s = 487.5 ms"),
      F("除这一分钟外，服务端 P99 都不超过 25 ms", "direct_evidence", "all other rows PodServerLatencyP99 <= 0.0243 s"),
      F("同一时段 CPU 使用率最高达到 9.4%", "contradicted", "CpuUsageRate(%) max in these rows is 3.94 %"),
      F("内存占用一直在 430 MiB 上下", "direct_evidence", "MemoryUsage(Mi) 425.7–430.0 in all rows")])

# bM-005 count_wrong, fenced contract -> REJECT
cid = "bM-005"
i1 = "call_5f00d1"
out1 = json_logs(cid, i1, [(N25, 379, 379), (N25, 391, 391), (N25, 403, 403), (N25, 415, 415)], rec_nezha)
ans = {"answer_version": "v2",
       "diagnosis_summary": "food 服务查询餐食失败",
       "claims": [
           C("c1", "log_finding", "ts-food-service-f5756978c-k8vqf 在 09:24–09:25 共有 6 条 ERROR", "direct",
             [B("query_logs", [i1], "ERROR f.s.FoodServiceImpl#302")]),
           C("c2", "log_finding", "这些 ERROR 都是 [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]", "direct",
             [B("query_logs", [i1], "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]")]),
           C("c3", "log_finding", "失败请求对应的 tripId 都是 D1345", "direct",
             [B("query_logs", [i1], "[date: 2021-07-14, tripId: D1345]")]),
           C("c4", "recommendation", "检查 food store 的基础数据是否完整", "none", [])],
       "hypotheses": [], "recommended_actions": ["检查 food store 的基础数据是否完整"], "missing_info": [],
       "user_facing_answer": "food 服务在 09:24–09:25 持续报 foodStoresListResult is null。建议检查 food store 基础数据。"}
case(cid, ["source:nezha_trainticket", "format:json_fenced", "class:count_wrong"],
     "订餐页面一直空白，food 服务有报错吗？",
     "```json\n" + json.dumps(ans, ensure_ascii=False, indent=1) + "\n```",
     [inv(cid, i1, 1, "query_logs", {"service": "ts-food-service", "level": "ERROR", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:26:00Z"}, out1)],
     "REJECT",
     [F("ts-food-service-f5756978c-k8vqf 在 09:24–09:25 共有 6 条 ERROR", "contradicted", "total is 4 ERROR records", claim_id="c1"),
      F("这些 ERROR 都是 [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]", "direct_evidence", "all 4 messages contain it; excerpt verbatim", claim_id="c2"),
      F("失败请求对应的 tripId 都是 D1345", "direct_evidence", "all 4 messages carry tripId: D1345", claim_id="c3"),
      F("检查 food store 的基础数据是否完整", "no_evidence", "recommendation, non-critical", crit=False, claim_id="c4")])

# bM-006 quantity right + unsupported_cause; plain text; NL sloppy -> LOW_CONFID
cid = "bM-006"
i1 = "es-q-20230129-0925"
out1 = text_out(cid, i1, [(N25, 440, 449)])
case(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:quantity", "class:unsupported_cause"],
     "order-other 服务余票查询告警，麻烦看一眼 09:24 的日志",
     "看了下 09:24:29 那一段 log\n"
     "ts-order-other-service-6cdbf9b4cc-h7mqk 这一秒内有 2 条 WARN，都是 [getSoldTickets][Seat][No content]\n"
     "两条 WARN 都属于 trace ed6692a539d666a24ccdb2b99b05025a\n"
     "root cause: 座位服务的缓存前一天被清空了\n"
     "ts-config-service-5fcd447d84-wxwjd 同一时间 Query config success，config 那边 OK",
     [inv(cid, i1, 1, "es_query", {"index": "trainticket-logs-2023.01.29", "query": "TraceID:ed6692a539d666a24ccdb2b99b05025a", "size": 50}, out1)],
     "LOW_CONFID",
     [F("ts-order-other-service-6cdbf9b4cc-h7mqk 这一秒内有 2 条 WARN，都是 [getSoldTickets][Seat][No content]", "direct_evidence", "lines 442 and 444: two WARN No content at 09:24:29"),
      F("两条 WARN 都属于 trace ed6692a539d666a24ccdb2b99b05025a", "direct_evidence", "both lines carry that TraceID"),
      F("root cause: 座位服务的缓存前一天被清空了", "no_evidence", "unsupported cause stated as fact; no record mentions a cache or clearing"),
      F("ts-config-service-5fcd447d84-wxwjd 同一时间 Query config success，config 那边 OK", "direct_evidence", "lines 446/448 Query config success at 09:24:29")])

# bM-007 gap: no-hit + failed call; NL paragraph -> LOW_CONFID
cid = "bM-007"
i1 = "call_gap71"
i2 = "call_gap72"
i3 = "call_gap73"
out3 = text_out(cid, i3, [(N26, 6, 6)])
case(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:gap", "class:negation"],
     "09:25 那波下单失败和 contacts 服务有关系吗？",
     "ts-contacts-service-866bd68c97-xcqfx 在 09:25 前后没有任何报错。"
     "contacts 的容器在这段时间一直运行正常。"
     "这一波失败出在 ts-preserve-other-service-66646bdb5b-fw7x9，它报的是 No instances available for ts-travel2-service。"
     "建议重点看 travel2 的实例注册情况。",
     [inv(cid, i1, 1, "query_logs", {"service": "ts-contacts-service", "start": "2023-01-29T09:24:30Z", "end": "2023-01-29T09:26:00Z"}, {"total": 0, "logs": []}),
      inv(cid, i2, 1, "kubectl_logs", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "namespace": "ts", "since": "10m"}, None, False, "Error from server: context deadline exceeded (Client.Timeout exceeded while awaiting headers)"),
      inv(cid, i3, 2, "query_logs", {"service": "ts-preserve-other-service", "level": "ERROR", "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:26:00Z"}, out3)],
     "LOW_CONFID",
     [F("ts-contacts-service-866bd68c97-xcqfx 在 09:25 前后没有任何报错", "no_evidence", "only a no-hit query (total 0) and a failed kubectl call; no-hit does not prove absence"),
      F("contacts 的容器在这段时间一直运行正常", "no_evidence", "the only container-level call failed"),
      F("这一波失败出在 ts-preserve-other-service-66646bdb5b-fw7x9，它报的是 No instances available for ts-travel2-service", "direct_evidence", "line 6 of 09_26: preserve-other ERROR with that message")])
# bM-008 unsupported_cause, raw one-line contract -> LOW_CONFID
cid = "bM-008"
i1 = "f3b9c2d4-7a1e-4e8b-9c0d-1a2b3c4d5e6f"
out1 = json_logs(cid, i1, [(N26, 4, 9), (N26, 91, 91)], rec_nezha)
ans = {"answer_version": "v2", "diagnosis_summary": "preserve-other 找不到 travel2 实例",
       "claims": [
           C("c1", "log_finding", "ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35 报 No instances available for ts-travel2-service", "direct",
             [B("query_logs", [i1], "No instances available for ts-travel2-service")]),
           C("c2", "log_finding", "09:25:48 同一个 pod 又出现了一次同样的异常", "direct",
             [B("query_logs", [i1], '{"ts": "2023-01-29T09:25:48.531757066Z", "level": "ERROR"}')]),
           C("c3", "root_cause", "上游服务被人为下线了，所以注册中心里找不到它的实例", "direct",
             [B("query_logs", [i1], "No instances available")])],
       "hypotheses": [], "recommended_actions": ["先把 travel2 的实例拉起来"], "missing_info": [],
       "user_facing_answer": "建议先把 travel2 的实例拉起来，再观察下单是否恢复。"}
case(cid, ["source:nezha_trainticket", "format:json_raw", "class:unsupported_cause"],
     "其他车次（preserve-other）下单 09:25 开始失败，原因是什么？",
     json.dumps(ans, ensure_ascii=False),
     [inv(cid, i1, 1, "query_logs", {"service": "ts-preserve-other-service", "start": "2023-01-29T09:25:30Z", "end": "2023-01-29T09:25:50Z"}, out1)],
     "LOW_CONFID",
     [F("ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35 报 No instances available for ts-travel2-service", "direct_evidence", "line 6 ERROR at 09:25:35.012Z; excerpt verbatim", claim_id="c1"),
      F("09:25:48 同一个 pod 又出现了一次同样的异常", "direct_evidence", "line 91 same pod ERROR at 09:25:48.531Z; excerpt is a field subset of that record", claim_id="c2"),
      F("上游服务被人为下线了，所以注册中心里找不到它的实例", "no_evidence", "unsupported cause: nothing shows anyone taking a service offline", claim_id="c3")])

# bM-009 runbook_only + direct; plain text + knowledge; NL headings -> PASS
cid = "bM-009"
i1 = "call_kb_0931"
i2 = "call_logs_0932"
kb = {"query": "No instances available for", "chunks": [
    {"chunk_id": "kb-ribbon-017", "source_doc": "runbook/spring-cloud-loadbalancer.md", "retrieval_layer": "runbook",
     "relevance": "high", "content": "IllegalStateException: No instances available for <service> 表示调用方从注册中心拿不到目标服务的任何健康实例。处置：先恢复被调服务的实例，确认注册成功后再重试业务请求。", "deduped": False}]}
out2 = text_out(cid, i2, [(N26, 4, 8), (N26, 87, 93)])
case(cid, ["source:nezha_trainticket", "format:nl_headings", "class:runbook_only", "class:faithful"],
     "No instances available for ts-travel2-service 这个报错是什么意思？现在影响多大？",
     "## 现象\n"
     "ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35 和 09:25:48 各报了一次 No instances available for ts-travel2-service。\n"
     "## 含义\n"
     "按运维手册，No instances available 表示调用方从注册中心拿不到目标服务的任何健康实例。\n"
     "手册给出的处置是先恢复被调服务的实例，再重试业务请求。\n"
     "## 建议\n"
     "建议先检查 ts-travel2-service 的 Deployment 副本数。",
     [inv(cid, i1, 1, "lookup_knowledge", {"query": "No instances available for"}, kb),
      inv(cid, i2, 1, "query_logs", {"service": "ts-preserve-other-service", "start": "2023-01-29T09:25:30Z", "end": "2023-01-29T09:25:50Z"}, out2)],
     "PASS",
     [F("ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35 和 09:25:48 各报了一次 No instances available for ts-travel2-service", "direct_evidence", "lines 6 and 91 of 09_26 (ERROR at 09:25:35 and 09:25:48)"),
      F("按运维手册，No instances available 表示调用方从注册中心拿不到目标服务的任何健康实例", "indirect_support", "attributed to the runbook; only the knowledge chunk says it"),
      F("手册给出的处置是先恢复被调服务的实例，再重试业务请求", "indirect_support", "runbook chunk only")])

# bM-010 time order contradicted; JSON logs; NL headings -> REJECT
cid = "bM-010"
i1 = "call_trace_1001"
out1 = json_logs(cid, i1, [(N44, 225, 227), (N44, 253, 255)], rec_nezha)
case(cid, ["source:nezha_trainticket", "format:nl_headings", "class:time_wrong"],
     "帮我理一下 08:43 这笔失败订单的时间线",
     "### 时间线\n"
     "ts-preserve-service-b5ccf8557-j4txs 的报错时间是 08:43:26。\n"
     "ts-contacts-service-866bd68c97-xcqfx 的 No contacts according to contactsId 出现在 preserve 报错之后。\n"
     "两个 pod 的记录都挂在 TraceID fbb1c2904ee397adaf90efb157db6791 下。\n"
     "### 结论\n"
     "不排除联系人查询失败也拖慢了下单流程。",
     [inv(cid, i1, 1, "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "level": ["ERROR", "INFO"], "limit": 6}, out1)],
     "REJECT",
     [F("ts-preserve-service-b5ccf8557-j4txs 的报错时间是 08:43:26", "direct_evidence", "ERROR record ts 2023-01-29T08:43:26.379Z"),
      F("ts-contacts-service-866bd68c97-xcqfx 的 No contacts according to contactsId 出现在 preserve 报错之后", "contradicted", "order wrong: contacts ERROR 08:43:25.580Z precedes preserve ERROR 08:43:26.379Z"),
      F("两个 pod 的记录都挂在 TraceID fbb1c2904ee397adaf90efb157db6791 下", "direct_evidence", "all records have that trace_id")])

# bM-011 fabricated_id (pod one char off); plain text; NL sloppy -> REJECT
cid = "bM-011"
i1 = "run_4417_step2"
out1 = text_out(cid, i1, [(N44, 292, 308)])
case(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:fabricated_id"],
     "food 相关接口 08:43 报错多吗",
     "结论先说: food 服务确实在报错\n"
     "ts-food-service-f5756978c-k8vgf 在 08:43:25 报 foodStoresListResult is null\n"
     "08:43:45 又来了一条同样的 Get the Get Food Request Failed\n"
     "trace 83fdd82996eb5e7adf5d9e7b27ad2f6d 和 cd484d8a8c1db6b33fc16cdeaf732d64 各对应一次失败",
     [inv(cid, i1, 1, "search_logs", {"keyword": "food", "from": "2023-01-29T08:43:20Z", "to": "2023-01-29T08:43:50Z"}, out1)],
     "REJECT",
     [F("结论先说: food 服务确实在报错", "direct_evidence", "food-service ERROR lines 294 and 306"),
      F("ts-food-service-f5756978c-k8vgf 在 08:43:25 报 foodStoresListResult is null", "contradicted", "fabricated pod id: the real pod is ts-food-service-f5756978c-k8vqf (one character off)"),
      F("08:43:45 又来了一条同样的 Get the Get Food Request Failed", "direct_evidence", "line 306 ERROR at 08:43:45.585Z"),
      F("trace 83fdd82996eb5e7adf5d9e7b27ad2f6d 和 cd484d8a8c1db6b33fc16cdeaf732d64 各对应一次失败", "direct_evidence", "ERROR 294 in trace 83fdd..., ERROR 306 in trace cd484...")])

# bM-012 excerpt_format + bad_reference; JSON logs; contract with text -> PASS
cid = "bM-012"
i1 = "toolu_01SeatNull9a"
out1 = json_logs(cid, i1, [(N26, 58, 75)], rec_nezha)
ans = {"answer_version": "v2", "diagnosis_summary": "座位查询返回空",
       "claims": [
           C("c1", "log_finding", "ts-seat-service-5c95b49cff-tdsdz 在 09:25:25 返回 Response(status=0, msg=Seat is Null., data=null)", "direct",
             [B("query_logs", [i1], "msg=Seat is Null., data=null")]),
           C("c2", "log_finding", "ts-order-other-service-6cdbf9b4cc-h7mqk 同一秒内打出 2 条 WARN [getSoldTickets][Seat][No content]", "direct",
             [B("query_logs", [i1], "pod=ts-order-other-service-6cdbf9b4cc-h7mqk level=WARN")]),
           C("c3", "log_finding", "两者属于同一条 trace 2aa27f05b2eb990af17fa3e4e42575e9", "direct",
             [B("query_logs", ["toolu_01SeatNull00"], "TraceID: 2aa27f05b2eb990af17fa3e4e42575e9", sid="T4")])],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议核对 Z1234 的座位配置数据。"}
case(cid, ["source:nezha_trainticket", "format:json_with_text", "class:excerpt_format", "class:bad_reference", "class:paraphrase_zh"],
     "Z1234 余票一直查不到，seat 服务返回什么？",
     "以下是本次排查的结构化结论：\n" + json.dumps(ans, ensure_ascii=False),
     [inv(cid, i1, 1, "query_logs", {"trace_id": "2aa27f05b2eb990af17fa3e4e42575e9", "limit": 20}, out1)],
     "PASS",
     [F("ts-seat-service-5c95b49cff-tdsdz 在 09:25:25 返回 Response(status=0, msg=Seat is Null., data=null)", "direct_evidence", "line 60 seat record at 09:25:25.772Z; excerpt substring of its message", claim_id="c1"),
      F("ts-order-other-service-6cdbf9b4cc-h7mqk 同一秒内打出 2 条 WARN [getSoldTickets][Seat][No content]", "direct_evidence", "lines 71 and 73 WARN No content; excerpt k=v subset of a record", claim_id="c2"),
      F("两者属于同一条 trace 2aa27f05b2eb990af17fa3e4e42575e9", "indirect_support", "content true but binding names T4 / toolu_01SeatNull00, neither exists", claim_id="c3")])

# bM-013 true negation + count; plain text; NL bullets -> PASS
cid = "bM-013"
i1 = "call_neg13"
out1 = text_out(cid, i1, [(N43, 540, 556)])
case(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:negation", "class:quantity", "class:paraphrase_zh"],
     "order 服务 08:42 有没有 ERROR？余票查询怎么了",
     "* ts-order-service-5b67c48447-mv5hb 这段日志只有 INFO 和 WARN，没有 ERROR\n"
     "* WARN 一共 6 条，内容都是余票信息为空（Left ticket info is empty）\n"
     "* 涉及的车次有 G1234、G1236 和 G1237\n"
     "* 建议再对一下 seat 服务的返回\n",
     [inv(cid, i1, 1, "query_logs", {"service": "ts-order-service", "start": "2023-01-29T08:42:10.3Z", "end": "2023-01-29T08:42:10.5Z", "format": "raw"}, out1)],
     "PASS",
     [F("ts-order-service-5b67c48447-mv5hb 这段日志只有 INFO 和 WARN，没有 ERROR", "direct_evidence", "true denial: order pod lines 543-554 are INFO/WARN only"),
      F("WARN 一共 6 条，内容都是余票信息为空（Left ticket info is empty）", "direct_evidence", "lines 543,545,547,549,551,553 = 6 WARN"),
      F("涉及的车次有 G1234、G1236 和 G1237", "direct_evidence", "train numbers in the six WARN messages")])

# bM-014 alert status_wrong + metrics; contract with trailing text -> REJECT
cid = "bM-014"
i1 = "call_mx_140"
bf = MET + "ts-basic-service-5dc8d4f9fd-46997_metric.csv"
W(cid, i1, bf, 42, 50)
p90 = series(bf, 42, 50, "PodServerLatencyP90(s)", "ts-basic-service-5dc8d4f9fd-46997", "s", 5)
cpu = series(bf, 42, 50, "CpuUsage(m)", "ts-basic-service-5dc8d4f9fd-46997", "m", 3)
memr = series(bf, 42, 50, "MemoryUsageRate(%)", "ts-basic-service-5dc8d4f9fd-46997", "%", 3)
out1 = {"alerts": [{"alert_name": "PodServerLatencyP90High", "service": "ts-basic-service-5dc8d4f9fd-46997", "severity": "warning",
                    "status": "firing", "value": p90["last"], "threshold": 0.3, "unit": "s"}],
        "series": [p90, cpu, memr]}
ans = {"answer_version": "v2", "diagnosis_summary": "basic 服务延迟偏高",
       "claims": [
           C("c1", "alert_state", "ts-basic-service-5dc8d4f9fd-46997 的 PodServerLatencyP90High 告警已经恢复", "direct",
             [B("query_metrics", [i1], "alert_name=PodServerLatencyP90High")]),
           C("c2", "metric_finding", "basic 服务端 P90 延迟最新值约 481 ms", "direct",
             [B("query_metrics", [i1], "metric=PodServerLatencyP90(s) last=0.48125")]),
           C("c3", "metric_finding", "CPU 使用量均值约 7.1m", "direct",
             [B("query_metrics", [i1], '"metric": "CpuUsage(m)", "avg": 7.118')]),
           C("c4", "metric_finding", "内存使用率稳定在 20.4% 左右", "direct",
             [B("query_metrics", [i1], "metric=MemoryUsageRate(%)")])],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "basic 服务 P90 延迟最新值约 481 ms。"}
case(cid, ["source:nezha_trainticket", "format:json_with_text", "class:status_wrong", "class:quantity"],
     "basic 服务 09:21 之后的延迟告警现在什么状态？",
     json.dumps(ans, ensure_ascii=False, indent=2) + "\n以上为本次排查结论。",
     [inv(cid, i1, 1, "query_metrics", {"service": "ts-basic-service-5dc8d4f9fd-46997", "start": "2023-01-29T09:21:00Z", "end": "2023-01-29T09:30:00Z"}, out1)],
     "REJECT",
     [F("ts-basic-service-5dc8d4f9fd-46997 的 PodServerLatencyP90High 告警已经恢复", "contradicted", "alert status is firing", claim_id="c1"),
      F("basic 服务端 P90 延迟最新值约 481 ms", "direct_evidence", "PodServerLatencyP90(s) last 0.48125 s", claim_id="c2"),
      F("CPU 使用量均值约 7.1m", "direct_evidence", "CpuUsage(m) avg 7.118", claim_id="c3"),
      F("内存使用率稳定在 20.4% 左右", "direct_evidence", "MemoryUsageRate(%) 20.25–20.41, avg 20.356", claim_id="c4")])
# ======================= Loghub =======================
# bM-015 HDFS faithful paraphrase + count; plain; NL paragraph -> PASS
cid = "bM-015"
i1 = "call_hdfs_15a"
out1 = text_out(cid, i1, [(HDFS, 290, 300)])
case(cid, ["source:hdfs", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity", "class:faithful"],
     "11 月 10 日凌晨 DataNode 读块报错，帮忙看看",
     "10.251.67.225:50010 在向 /10.251.25.237 发送 blk_-6900989714336081087 时出现了异常。"
     "这段时间一共 4 条 WARN，全部来自 dfs.DataNode$DataXceiver。"
     "10.251.126.227:50010 则成功把 blk_-8306714721294235181 发给了 /10.251.126.227。"
     "如果还有读失败，可以把这几个 DataNode 的磁盘健康度也一起查一下。",
     [inv(cid, i1, 1, "query_logs", {"system": "hdfs", "start": "081110 020500", "end": "081110 035400"}, out1)],
     "PASS",
     [F("10.251.67.225:50010 在向 /10.251.25.237 发送 blk_-6900989714336081087 时出现了异常", "direct_evidence", "line 294 'Got exception while serving' (Chinese paraphrase, ids kept)"),
      F("这段时间一共 4 条 WARN，全部来自 dfs.DataNode$DataXceiver", "direct_evidence", "WARN lines 294,296,297,299 = 4, all DataXceiver"),
      F("10.251.126.227:50010 则成功把 blk_-8306714721294235181 发给了 /10.251.126.227", "direct_evidence", "line 295 Served block")])

# bM-016 HDFS fabricated block id one digit off; raw contract -> REJECT
cid = "bM-016"
i1 = "inv_hdfs_0016"
out1 = json_logs(cid, i1, [(HDFS, 700, 712)], rec_hdfs)
ans = {"answer_version": "v2", "diagnosis_summary": "两个 DataNode 读块异常",
       "claims": [
           C("c1", "log_finding", "10.251.214.130:50010 在向 /10.251.71.193 提供 blk_424461424221613462 时抛出异常", "direct",
             [B("query_logs", [i1], "10.251.214.130:50010:Got exception while serving")]),
           C("c2", "log_finding", "10.251.215.70:50010 在 serving blk_-7391656937286046074 时也失败了", "direct",
             [B("query_logs", [i1], "Got exception while serving blk_-7391656937286046074")])],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议检查这两台 DataNode 的网络。"}
case(cid, ["source:hdfs", "format:json_raw", "class:fabricated_id"],
     "HDFS 13:56 左右有读块失败吗？",
     json.dumps(ans, ensure_ascii=False),
     [inv(cid, i1, 1, "query_logs", {"system": "hdfs", "start": "081110 135600", "end": "081110 143800"}, out1)],
     "REJECT",
     [F("10.251.214.130:50010 在向 /10.251.71.193 提供 blk_424461424221613462 时抛出异常", "contradicted", "fabricated block id: the record has blk_424461424221613461 (last digit differs)", claim_id="c1"),
      F("10.251.215.70:50010 在 serving blk_-7391656937286046074 时也失败了", "direct_evidence", "line 702 WARN; excerpt in message", claim_id="c2")])

# bM-017 HDFS entity_swap; plain; NL bullets -> REJECT
cid = "bM-017"
i1 = "call_17_dn"
out1 = text_out(cid, i1, [(HDFS, 78, 92)])
case(cid, ["source:hdfs", "format:nl_bullets", "class:entity_swap", "class:misattribution", "class:quantity"],
     "昨晚 21:40 以后哪些 DataNode 在报 Got exception？",
     "- 10.251.126.255:50010 在 serving blk_8466246428293623262 时出错\n"
     "- 10.250.9.207:50010 的异常发生在向自己 /10.250.9.207 传输 blk_-3140754468249228022 的时候\n"
     "- 21:40 到 22:11 之间共 11 条 WARN\n"
     "- 下一步可以按 DataNode 维度聚合一下\n",
     [inv(cid, i1, 1, "query_logs", {"system": "hdfs", "level": "WARN,INFO", "start": "081109 214000", "end": "081109 221200"}, out1)],
     "REJECT",
     [F("10.251.126.255:50010 在 serving blk_8466246428293623262 时出错", "contradicted", "entity swap: blk_8466246428293623262 is served by 10.251.199.19 (line 84); 10.251.126.255's own line is about blk_8376667364205250596"),
      F("10.250.9.207:50010 的异常发生在向自己 /10.250.9.207 传输 blk_-3140754468249228022 的时候", "direct_evidence", "line 85"),
      F("21:40 到 22:11 之间共 11 条 WARN", "direct_evidence", "11 WARN lines in 78-92 (21:40:43–22:11:51)")])

# bM-018 HDFS bad_reference: missing / wrong bindings; indented contract -> LOW_CONFID
cid = "bM-018"
i1 = "call_hdfs_18"
out1 = json_logs(cid, i1, [(HDFS, 700, 706)], rec_hdfs)
ans = {"answer_version": "v2", "diagnosis_summary": "DataXceiver 读块异常",
       "claims": [
           C("c1", "log_finding", "10.251.214.130:50010 向 /10.251.71.193 提供 blk_424461424221613461 时出现异常", "direct",
             [B("query_logs", ["call_hdfs_9"], "Got exception while serving blk_424461424221613461")]),
           C("c2", "log_finding", "10.251.215.70:50010 提供 blk_-7391656937286046074 时同样出现异常", "direct", []),
           C("c3", "log_finding", "10.251.214.18:50010 把 blk_7297060562345904886 成功发给了 /10.251.29.239", "direct",
             [B("query_logs", [i1], "Got exception while serving blk_7297060562345904886")])],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议观察这几个 DataNode 的网络重传。"}
case(cid, ["source:hdfs", "format:json_indented", "class:bad_reference"],
     "13:58 附近 DataNode 的块传输情况？",
     json.dumps(ans, ensure_ascii=False, indent=4),
     [inv(cid, i1, 1, "query_logs", {"system": "hdfs", "start": "081110 135600", "end": "081110 143300"}, out1)],
     "LOW_CONFID",
     [F("10.251.214.130:50010 向 /10.251.71.193 提供 blk_424461424221613461 时出现异常", "indirect_support", "content in output but binding cites non-existent call_hdfs_9", claim_id="c1"),
      F("10.251.215.70:50010 提供 blk_-7391656937286046074 时同样出现异常", "indirect_support", "content in output but claim has no binding", claim_id="c2"),
      F("10.251.214.18:50010 把 blk_7297060562345904886 成功发给了 /10.251.29.239", "indirect_support", "content true (Served block) but excerpt is not in the referenced output", claim_id="c3")])

# bM-019 HDFS unit conversions; plain; NL sloppy -> PASS
cid = "bM-019"
i1 = "hdfs-grep-19"
out1 = text_out(cid, i1, [(HDFS, 705, 716)])
case(cid, ["source:hdfs", "format:nl_sloppy", "class:quantity", "class:excerpt_format"],
     "帮忙确认下 14:35 附近写入的块大小正常吗",
     "ok 看了 14:32-14:37 的 datanode log\n"
     "blk_7501235595045510958 已经 received，大小 64 MiB，来源 /10.251.214.67\n"
     "10.250.7.96:50010 上的 blk_4553790855855864497 加进了 blockMap，size 约 67.1 MB\n"
     "blk_3584162266158512993 的 PacketResponder 2 已经 terminating\n"
     "要不要再看下 NameNode 侧?",
     [inv(cid, i1, 1, "grep_logs", {"path": "/var/log/hadoop/hdfs/*.log", "pattern": "blk_", "after": "081110 143200"}, out1)],
     "PASS",
     [F("blk_7501235595045510958 已经 received，大小 64 MiB，来源 /10.251.214.67", "direct_evidence", "line 711 size 67108864 B = 64 MiB"),
      F("10.250.7.96:50010 上的 blk_4553790855855864497 加进了 blockMap，size 约 67.1 MB", "direct_evidence", "line 709 size 67108864 B = 67.1 MB (decimal)"),
      F("blk_3584162266158512993 的 PacketResponder 2 已经 terminating", "direct_evidence", "line 705")])

# bM-020 OpenSSH count, indented contract -> PASS
cid = "bM-020"
i1 = "call_ssh_20"
out1 = json_logs(cid, i1, [(SSH, 1200, 1230)], rec_ssh)
ans = {"answer_version": "v2", "diagnosis_summary": "root 账号被暴力破解",
       "claims": [
           C("c1", "log_finding", "10:56:09–10:56:29 之间 183.62.140.253 对 root 共有 10 次 Failed password", "direct",
             [B("query_logs", [i1], "Failed password for root from 183.62.140.253")]),
           C("c2", "log_finding", "每次失败之后都跟着一条 Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]", "direct",
             [B("query_logs", [i1], '{"host": "LabSZ", "message": "Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]"}')]),
           C("c3", "log_finding", "攻击使用的源端口从 52663 变到 56091", "direct",
             [B("query_logs", [i1], "port 56091 ssh2")]),
           C("c4", "recommendation", "在防火墙封禁 183.62.140.253", "none", [])],
       "hypotheses": [], "recommended_actions": ["封禁 183.62.140.253"], "missing_info": [],
       "user_facing_answer": "建议在防火墙封禁 183.62.140.253。"}
case(cid, ["source:openssh", "format:json_indented", "class:quantity", "class:excerpt_format"],
     "LabSZ 上 10:56 左右 root 登录失败很多，是被爆破了吗？",
     json.dumps(ans, ensure_ascii=False, indent=2),
     [inv(cid, i1, 1, "query_logs", {"host": "LabSZ", "process": "sshd", "start": "Dec 10 10:56:00", "end": "Dec 10 10:56:30"}, out1)],
     "PASS",
     [F("10:56:09–10:56:29 之间 183.62.140.253 对 root 共有 10 次 Failed password", "direct_evidence", "10 Failed password lines in the window", claim_id="c1"),
      F("每次失败之后都跟着一条 Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]", "direct_evidence", "each of the 10 failures is followed by that disconnect; excerpt is a field subset", claim_id="c2"),
      F("攻击使用的源端口从 52663 变到 56091", "direct_evidence", "first failure port 52663, last port 56091", claim_id="c3"),
      F("在防火墙封禁 183.62.140.253", "no_evidence", "recommendation, non-critical", crit=False, claim_id="c4")])

# bM-021 OpenSSH negation refuted; plain; NL paragraph -> REJECT
cid = "bM-021"
i1 = "call_ssh_21"
out1 = text_out(cid, i1, [(SSH, 715, 735)])
case(cid, ["source:openssh", "format:nl_paragraph", "class:negation", "class:paraphrase_zh"],
     "09:17 前后 LabSZ 的 SSH 有异常登录吗？",
     "LabSZ 在 09:16–09:17 没有出现任何认证失败。"
     "187.141.143.180 先后尝试了 butter、redhat、oracle 三个不存在的用户。"
     "这几次连接都触发了 POSSIBLE BREAK-IN ATTEMPT 提示。"
     "建议把 187.141.143.180 加入黑名单。",
     [inv(cid, i1, 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "since": "Dec 10 09:16:50", "until": "Dec 10 09:17:15"}, out1)],
     "REJECT",
     [F("LabSZ 在 09:16–09:17 没有出现任何认证失败", "contradicted", "denial refuted: authentication failure and Failed password lines for 187.141.143.180"),
      F("187.141.143.180 先后尝试了 butter、redhat、oracle 三个不存在的用户", "direct_evidence", "Invalid user butter / redhat / oracle"),
      F("这几次连接都触发了 POSSIBLE BREAK-IN ATTEMPT 提示", "direct_evidence", "reverse mapping ... POSSIBLE BREAK-IN ATTEMPT for sshd[24599], [24604], [24606]")])

# bM-022 OpenSSH gap: failed call + no-hit; malformed contract -> LOW_CONFID
cid = "bM-022"
i1 = "call_ssh_22a"
i2 = "call_ssh_22b"
case(cid, ["source:openssh", "format:json_malformed", "class:gap", "class:negation"],
     "LabSZ 今天有没有人成功登录？",
     "{'answer_version': 'v2', 'claims': [{'claim_id': 'c1', 'claim_type': 'log_finding', "
     "'claim_text': '今天没有任何账号成功登录过 LabSZ', 'support_level': 'direct', "
     "'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_ssh_22b', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_ssh_22b'], 'evidence_excerpt': 'total 0'}]}, "
     "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'sshd 在 LabSZ 上的登录记录里只有失败的尝试', 'support_level': 'direct', "
     "'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_ssh_22a', 'tool_name': 'search_syslog', 'source_invocation_ids': ['call_ssh_22a'], 'evidence_excerpt': 'sshd'}]},], "
     "'user_facing_answer': '建议补查 /var/log/secure 的完整内容。'}",
     [inv(cid, i1, 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "since": "Dec 10 00:00:00"}, None, False, "syslog backend unavailable: 503 Service Unavailable"),
      inv(cid, i2, 1, "query_logs", {"host": "LabSZ", "keyword": "Accepted password", "start": "Dec 10 00:00:00", "end": "Dec 10 23:59:59"}, {"total": 0, "logs": []})],
     "LOW_CONFID",
     [F("今天没有任何账号成功登录过 LabSZ", "no_evidence", "malformed JSON -> text; only a no-hit query, which does not prove absence"),
      F("sshd 在 LabSZ 上的登录记录里只有失败的尝试", "no_evidence", "the only call that could show it failed (503)")])

# bM-023 OpenSSH entity swap (user of another pid); fenced contract -> REJECT
cid = "bM-023"
i1 = "toolu_01SshUsr23"
out1 = json_logs(cid, i1, [(SSH, 722, 735)], rec_ssh)
ans = {"answer_version": "v2", "diagnosis_summary": "187.141.143.180 字典攻击",
       "claims": [
           C("c1", "log_finding", "sshd[24606] 尝试登录的无效用户是 redhat", "direct",
             [B("query_logs", [i1], "Invalid user redhat from 187.141.143.180")]),
           C("c2", "log_finding", "sshd[24604] 的 Failed password 来自 187.141.143.180 port 49479", "direct",
             [B("query_logs", [i1], "pid=24604 message=Failed password for invalid user redhat from 187.141.143.180 port 49479 ssh2")]),
           C("c3", "hypothesis", "对方可能在跑常见用户名字典", "none", [])],
       "hypotheses": ["常见用户名字典攻击"], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "对方可能在跑常见用户名字典，建议开启 fail2ban。"}
case(cid, ["source:openssh", "format:json_fenced", "class:entity_swap", "class:misattribution"],
     "sshd[24606] 这个会话是谁在登？",
     "```json\n" + json.dumps(ans, ensure_ascii=False, indent=2) + "\n```",
     [inv(cid, i1, 1, "query_logs", {"host": "LabSZ", "start": "Dec 10 09:17:05", "end": "Dec 10 09:17:13"}, out1)],
     "REJECT",
     [F("sshd[24606] 尝试登录的无效用户是 redhat", "contradicted", "pid 24606 logs 'Invalid user oracle'; redhat belongs to pid 24604", claim_id="c1"),
      F("sshd[24604] 的 Failed password 来自 187.141.143.180 port 49479", "direct_evidence", "line 727; excerpt k=v form of that record", claim_id="c2"),
      F("对方可能在跑常见用户名字典", "no_evidence", "hypothesis, non-critical", crit=False, claim_id="c3")])

# bM-024 OpenSSH hedged distractors; plain; NL bullets -> PASS
cid = "bM-024"
i1 = "call_24_ssh"
out1 = text_out(cid, i1, [(SSH, 1080, 1092)])
case(cid, ["source:openssh", "format:nl_bullets", "class:hedged_distractor", "class:paraphrase_zh"],
     "10:55 这几条 sshd 告警是怎么回事？",
     "1. 183.62.140.253 对 root 的密码尝试连续失败（sshd[24909]、sshd[24912]、sshd[24917]）\n"
     "2. 202.100.179.208 用不存在的用户 cheng 尝试登录\n"
     "3. 可能这两个 IP 属于同一个僵尸网络\n"
     "4. 疑似 root 密码已经泄露，不排除对方已拿到部分凭据\n"
     "5. 建议临时禁用 root 远程登录\n",
     [inv(cid, i1, 1, "query_logs", {"host": "LabSZ", "start": "Dec 10 10:55:00", "end": "Dec 10 10:55:10", "format": "raw"}, out1)],
     "PASS",
     [F("183.62.140.253 对 root 的密码尝试连续失败（sshd[24909]、sshd[24912]、sshd[24917]）", "direct_evidence", "Failed password for root lines of the three pids"),
      F("202.100.179.208 用不存在的用户 cheng 尝试登录", "direct_evidence", "Invalid user cheng from 202.100.179.208 (sshd[24914])")])

# bM-025 Zookeeper time_wrong (no record) + runbook; plain; NL headings -> LOW_CONFID
cid = "bM-025"
i1 = "zk-q-25"
i2 = "zk-kb-25"
out1 = text_out(cid, i1, [(ZK, 116, 136)])
kb = {"query": "QuorumCnxManager Connection broken", "chunks": [
    {"chunk_id": "zk-ops-04", "source_doc": "kb/zookeeper-quorum.md", "retrieval_layer": "past_incident", "relevance": "medium",
     "content": "RecvWorker 报 Connection broken for id N 的情况，多数伴随对端节点重启；确认对端进程是否被拉起即可。", "deduped": False}]}
case(cid, ["source:zookeeper", "format:nl_headings", "class:time_wrong", "class:runbook_only"],
     "ZK 集群 19:23 前后 quorum 连接是不是断了？",
     "## 观察\n"
     "第一次 Connection broken for id 188978561024 出现在 19:21:05。\n"
     "19:23:50 又出现了一次 Connection broken。\n"
     "## 参考\n"
     "按知识库的说法，这类 RecvWorker 断连多数伴随对端节点重启。\n"
     "## 建议\n"
     "建议确认 myid 为 188978561024 的节点进程是否被拉起。",
     [inv(cid, i1, 1, "query_logs", {"system": "zookeeper", "start": "2015-07-29 19:23:15", "end": "2015-07-29 19:23:55"}, out1),
      inv(cid, i2, 2, "lookup_knowledge", {"query": "QuorumCnxManager Connection broken"}, kb)],
     "LOW_CONFID",
     [F("第一次 Connection broken for id 188978561024 出现在 19:21:05", "no_evidence", "no record has 19:21:05; the window starts at 19:23:16"),
      F("19:23:50 又出现了一次 Connection broken", "direct_evidence", "line 135 at 19:23:50,171"),
      F("按知识库的说法，这类 RecvWorker 断连多数伴随对端节点重启", "indirect_support", "attributed to the knowledge base; chunk zk-ops-04")])

# bM-026 Zookeeper excerpt formats; raw contract -> PASS
cid = "bM-026"
i1 = "call_zk_026"
out1 = json_logs(cid, i1, [(ZK, 118, 136)], rec_zk)
ans = {"answer_version": "v2", "diagnosis_summary": "与 188978561024 的 quorum 连接反复中断",
       "claims": [
           C("c1", "log_finding", "RecvWorker:188978561024 多次报 Connection broken for id 188978561024, my id = 1", "direct",
             [B("query_logs", [i1], '{"level": "WARN", "thread": "RecvWorker:188978561024:QuorumCnxManager$RecvWorker@762"}')]),
           C("c2", "log_finding", "19:23:20 到 19:23:53 之间共 4 次 Received connection request", "direct",
             [B("query_logs", [i1], "Received connection request /10.10.34.11:46329")]),
           C("c3", "log_finding", "SendWorker 在 19:23:20,173 打出 Send worker leaving thread", "direct",
             [B("query_logs", [i1], "2015-07-29 19:23:20,173 - WARN  [SendWorker:188978561024:QuorumCnxManager$SendWorker@688] - Send worker leaving thread")])],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议检查 10.10.34.11 与对端之间的网络。"}
case(cid, ["source:zookeeper", "format:json_raw", "class:excerpt_format", "class:faithful", "class:quantity"],
     "zk 节点 myid=1 为什么一直重连？",
     json.dumps(ans, ensure_ascii=False),
     [inv(cid, i1, 1, "query_logs", {"system": "zookeeper", "start": "2015-07-29 19:23:20", "end": "2015-07-29 19:23:54"}, out1)],
     "PASS",
     [F("RecvWorker:188978561024 多次报 Connection broken for id 188978561024, my id = 1", "direct_evidence", "records 123,124,128,130,135; excerpt is a field subset", claim_id="c1"),
      F("19:23:20 到 19:23:53 之间共 4 次 Received connection request", "direct_evidence", "lines 118,125,132,136 = 4", claim_id="c2"),
      F("SendWorker 在 19:23:20,173 打出 Send worker leaving thread", "direct_evidence", "line 120; excerpt is the whole log line", claim_id="c3")])

# bM-027 Zookeeper runbook only -> LOW_CONFID
cid = "bM-027"
i1 = "kb_zk_27"
i2 = "logs_zk_27"
kb = {"query": "zookeeper SendWorker leaving thread Connection broken", "chunks": [
    {"chunk_id": "rb-zk-11", "source_doc": "runbook/zookeeper.md", "retrieval_layer": "runbook", "relevance": "high",
     "content": "Connection broken for id 通常意味着 quorum 中的对端节点重启或出现网络分区。", "deduped": False},
    {"chunk_id": "rb-zk-12", "source_doc": "runbook/zookeeper.md", "retrieval_layer": "runbook", "relevance": "medium",
     "content": "Send worker leaving thread 属于连接断开后的正常清理，本身不需要处理。", "deduped": False}]}
out2 = text_out(cid, i2, [(ZK, 137, 150)])
case(cid, ["source:zookeeper", "format:nl_paragraph", "class:runbook_only"],
     "ZK 的 Send worker leaving thread 要不要紧？",
     "根据运维手册，Connection broken for id 通常意味着 quorum 中的对端节点重启或网络分区。"
     "手册同时说明 Send worker leaving thread 属于连接断开后的正常清理，本身不需要处理。"
     "如果持续出现，可以再看看选举日志。",
     [inv(cid, i1, 1, "lookup_knowledge", {"query": "zookeeper SendWorker leaving thread Connection broken"}, kb),
      inv(cid, i2, 1, "query_logs", {"system": "zookeeper", "start": "2015-07-29 19:23:56", "end": "2015-07-29 19:24:21"}, out2)],
     "LOW_CONFID",
     [F("根据运维手册，Connection broken for id 通常意味着 quorum 中的对端节点重启或网络分区", "indirect_support", "attributed to the runbook; chunk rb-zk-11"),
      F("手册同时说明 Send worker leaving thread 属于连接断开后的正常清理，本身不需要处理", "indirect_support", "runbook chunk rb-zk-12 only")])

# bM-028 Apache value_wrong (error state); plain; NL sloppy -> REJECT
cid = "bM-028"
i1 = "call_httpd_28"
out1 = text_out(cid, i1, [(APA, 1028, 1052)])
case(cid, ["source:apache", "format:nl_sloppy", "class:value_wrong"],
     "apache 20:47 重启后 mod_jk 报错了？",
     "20:47 那次 httpd 重新拉 child 的时候 mod_jk 有报错\n"
     "20:47:16 mod_jk child workerEnv in error state 8\n"
     "jk2_init() 找不到 child 2082（Can't find child 2082 in scoreboard）\n"
     "workerEnv.init() ok /etc/httpd/conf/workers2.properties 反复出现\n"
     "maybe 是 workers2.properties 配置不一致，待确认",
     [inv(cid, i1, 1, "query_logs", {"system": "apache", "start": "Sun Dec 04 20:44:00 2005", "end": "Mon Dec 05 01:05:00 2005"}, out1)],
     "REJECT",
     [F("20:47 那次 httpd 重新拉 child 的时候 mod_jk 有报错", "direct_evidence", "[error] mod_jk lines at 20:47:16/17"),
      F("20:47:16 mod_jk child workerEnv in error state 8", "contradicted", "at 20:47:16 the states are 6 and 9 (7 at 20:47:17); no state 8"),
      F("jk2_init() 找不到 child 2082（Can't find child 2082 in scoreboard）", "direct_evidence", "line 1032"),
      F("workerEnv.init() ok /etc/httpd/conf/workers2.properties 反复出现", "direct_evidence", "several [notice] workerEnv.init() ok lines")])

# bM-029 Apache counts; compact contract -> PASS
cid = "bM-029"
i1 = "call_httpd_29"
out1 = json_logs(cid, i1, [(APA, 1031, 1051)], rec_apache)
ans = {"answer_version": "v2", "diagnosis_summary": "mod_jk 子进程初始化失败",
       "claims": [
           C("c1", "log_finding", "20:47:16–20:47:17 共有 4 条 Can't find child ... in scoreboard 的 error", "direct",
             [B("query_logs", [i1], "Can't find child 2086 in scoreboard")]),
           C("c2", "log_finding", "找不到的 child 编号是 2082、2085、2086、2087", "direct",
             [B("query_logs", [i1], "jk2_init() Can't find child 2087 in scoreboard")]),
           C("c3", "log_finding", "mod_jk child init 1 -2 一共出现了 4 次", "direct",
             [B("query_logs", [i1], "level=error message=mod_jk child init 1 -2")])],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议检查 scoreboard 共享内存配置。"}
case(cid, ["source:apache", "format:json_compact", "class:quantity", "class:faithful"],
     "统计一下 20:47 那波 jk2_init 错误",
     json.dumps(ans, ensure_ascii=False, separators=(",", ":")),
     [inv(cid, i1, 1, "query_logs", {"system": "apache", "start": "Sun Dec 04 20:47:00 2005", "end": "Sun Dec 04 20:48:00 2005"}, out1)],
     "PASS",
     [F("20:47:16–20:47:17 共有 4 条 Can't find child ... in scoreboard 的 error", "direct_evidence", "lines 1032,1040,1043,1046", claim_id="c1"),
      F("找不到的 child 编号是 2082、2085、2086、2087", "direct_evidence", "the four Can't find child messages", claim_id="c2"),
      F("mod_jk child init 1 -2 一共出现了 4 次", "direct_evidence", "lines 1037,1042,1045,1051", claim_id="c3")])

# bM-030 Apache negation after no-hit; NL bold labels -> LOW_CONFID
cid = "bM-030"
i1 = "call_httpd_30a"
i2 = "call_httpd_30b"
out2 = text_out(cid, i2, [(APA, 1052, 1060)])
case(cid, ["source:apache", "format:nl_bold_labels", "class:negation", "class:gap"],
     "Dec 05 凌晨 apache 有没有 error？",
     "**凌晨 4 点**：Dec 05 04:00 到 05:00 之间 Apache 没有任何 error。\n"
     "**01:04**：客户端 218.62.18.218 访问 /var/www/html/ 被 Directory index forbidden by rule 拒绝。\n"
     "**03:23**：客户端 218.207.61.7 也被同一条规则拒绝。\n"
     "**建议**：确认 /var/www/html/ 是否需要放 index 文件。",
     [inv(cid, i1, 1, "query_logs", {"system": "apache", "level": "error", "start": "Mon Dec 05 04:00:00 2005", "end": "Mon Dec 05 05:00:00 2005"}, {"total": 0, "logs": []}),
      inv(cid, i2, 1, "query_logs", {"system": "apache", "start": "Mon Dec 05 01:00:00 2005", "end": "Mon Dec 05 03:24:00 2005", "format": "raw"}, out2)],
     "LOW_CONFID",
     [F("Dec 05 04:00 到 05:00 之间 Apache 没有任何 error", "no_evidence", "only a no-hit query covers 04:00-05:00; no-hit does not prove absence"),
      F("客户端 218.62.18.218 访问 /var/www/html/ 被 Directory index forbidden by rule 拒绝", "direct_evidence", "line 1052 at 01:04:31"),
      F("客户端 218.207.61.7 也被同一条规则拒绝", "direct_evidence", "line 1060 at 03:23:24")])
# bM-031 OpenStack quantities; plain; NL bullets -> PASS
cid = "bM-031"
i1 = "req-trace-031"
out1 = text_out(cid, i1, [(OST, 1410, 1425)])
case(cid, ["source:openstack", "format:nl_bullets", "class:quantity", "class:paraphrase_zh"],
     "新建的虚机 be793e89 启动慢吗？",
     "- 实例 be793e89-2cc3-4f99-9884-9c6a624a84bc spawn 用了约 19 秒\n"
     "- 该实例整个 build 耗时约 2 万毫秒\n"
     "- libvirt 记录该实例已成功启动\n"
     "- 10.11.21.137 取 meta_data.json 返回 200，耗时约 240 ms\n",
     [inv(cid, i1, 1, "query_logs", {"system": "openstack", "keyword": "be793e89-2cc3-4f99-9884-9c6a624a84bc OR meta_data", "start": "2017-05-16 00:10:30", "end": "2017-05-16 00:10:38"}, out1)],
     "PASS",
     [F("实例 be793e89-2cc3-4f99-9884-9c6a624a84bc spawn 用了约 19 秒", "direct_evidence", "Took 19.16 seconds to spawn"),
      F("该实例整个 build 耗时约 2 万毫秒", "direct_evidence", "Took 19.97 seconds to build = 19970 ms ~ 20000"),
      F("libvirt 记录该实例已成功启动", "direct_evidence", "nova.virt.libvirt.driver: Instance spawned successfully."),
      F("10.11.21.137 取 meta_data.json 返回 200，耗时约 240 ms", "direct_evidence", "status: 200 time: 0.2397351 s")])

# bM-032 OpenStack status_wrong (spawn success -> failed); indented contract -> REJECT
cid = "bM-032"
i1 = "call_nova_32"
out1 = json_logs(cid, i1, [(OST, 1412, 1420)], rec_openstack)
ans = {"answer_version": "v2", "diagnosis_summary": "实例启动异常",
       "claims": [
           C("c1", "log_finding", "实例 be793e89-2cc3-4f99-9884-9c6a624a84bc spawn 失败", "direct",
             [B("query_logs", [i1], "[instance: be793e89-2cc3-4f99-9884-9c6a624a84bc] Instance spawned successfully.")]),
           C("c2", "log_finding", "nova-compute 记录了该实例的 VM Resumed (Lifecycle Event)", "direct",
             [B("query_logs", [i1], "VM Resumed (Lifecycle Event)")]),
           C("c3", "recommendation", "重新调度该实例", "none", [])],
       "hypotheses": [], "recommended_actions": ["重新调度该实例"], "missing_info": [],
       "user_facing_answer": "建议重新调度该实例。"}
case(cid, ["source:openstack", "format:json_indented", "class:status_wrong", "class:paraphrase_zh"],
     "be793e89 这台虚机是不是没起来？",
     json.dumps(ans, ensure_ascii=False, indent=2),
     [inv(cid, i1, 1, "query_logs", {"system": "openstack", "instance": "be793e89-2cc3-4f99-9884-9c6a624a84bc"}, out1)],
     "REJECT",
     [F("实例 be793e89-2cc3-4f99-9884-9c6a624a84bc spawn 失败", "contradicted", "opposite predicate: 'Instance spawned successfully.'", claim_id="c1"),
      F("nova-compute 记录了该实例的 VM Resumed (Lifecycle Event)", "direct_evidence", "nova.compute.manager VM Resumed lines", claim_id="c2"),
      F("重新调度该实例", "no_evidence", "recommendation, non-critical", crit=False, claim_id="c3")])

# bM-033 OpenStack unsupported cause; plain; NL paragraph -> LOW_CONFID
cid = "bM-033"
i1 = "call_nova_33a"
i2 = "call_nova_33b"
out1 = text_out(cid, i1, [(OST, 1259, 1263)])
out2 = text_out(cid, i2, [(OST, 1295, 1298)])
case(cid, ["source:openstack", "format:nl_paragraph", "class:unsupported_cause"],
     "nova-compute 一直刷 Unknown base file，是什么原因？",
     "nova-compute 在 00:09:20 和 00:09:25 都报了 Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742。"
     "这些告警是磁盘清理脚本误删了缓存目录引起的。"
     "00:09:41 同步电源状态时，nova 发现数据库里有 1 个实例而 hypervisor 上是 0 个。"
     "可以先核对一下 _base 目录的文件列表。",
     [inv(cid, i1, 1, "query_logs", {"system": "openstack", "component": "nova.virt.libvirt.imagecache", "start": "2017-05-16 00:09:20", "end": "2017-05-16 00:09:26"}, out1),
      inv(cid, i2, 2, "query_logs", {"system": "openstack", "start": "2017-05-16 00:09:40", "end": "2017-05-16 00:09:42"}, out2)],
     "LOW_CONFID",
     [F("nova-compute 在 00:09:20 和 00:09:25 都报了 Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742", "direct_evidence", "WARNING lines 1259 and 1262"),
      F("这些告警是磁盘清理脚本误删了缓存目录引起的", "no_evidence", "unsupported cause in plain words; nothing mentions a cleanup script"),
      F("00:09:41 同步电源状态时，nova 发现数据库里有 1 个实例而 hypervisor 上是 0 个", "direct_evidence", "line 1297 WARNING (paraphrase)")])

# bM-034 OpenStack excerpt message-only + bad trace ref; fenced contract -> PASS
cid = "bM-034"
i1 = "call_nova_34"
out1 = json_logs(cid, i1, [(OST, 1295, 1299)], rec_openstack)
ans = {"answer_version": "v2", "diagnosis_summary": "数据库与 hypervisor 实例数不一致",
       "claims": [
           C("c1", "log_finding", "nova-compute 同步电源状态时发现数据库里有 1 个实例，hypervisor 上却是 0 个", "direct",
             [B("query_logs", [i1], "While synchronizing instance power states, found 1 instances in the database and 0 instances on the hypervisor.", sid="T1")]),
           C("c2", "log_finding", "nova-api 的 GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail 都返回 200", "direct",
             [B("query_logs", [i1], '{"level": "INFO", "component": "nova.osapi_compute.wsgi.server"}')]),
           C("c3", "log_finding", "实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43 VM Started", "direct",
             [B("query_logs", [], "VM Started (Lifecycle Event)", sid="T3")])],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议执行一次 nova 实例状态对账。"}
case(cid, ["source:openstack", "format:json_fenced", "class:excerpt_format", "class:bad_reference", "class:paraphrase_zh"],
     "00:09:41 那条 power state 告警什么意思？",
     "```json\n" + json.dumps(ans, ensure_ascii=False, indent=2) + "\n```",
     [inv(cid, i1, 1, "query_logs", {"system": "openstack", "start": "2017-05-16 00:09:40", "end": "2017-05-16 00:09:44"}, out1)],
     "PASS",
     [F("nova-compute 同步电源状态时发现数据库里有 1 个实例，hypervisor 上却是 0 个", "direct_evidence", "line 1297; excerpt is the message alone", claim_id="c1"),
      F("nova-api 的 GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail 都返回 200", "direct_evidence", "lines 1295,1296,1298 status: 200", claim_id="c2"),
      F("实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43 VM Started", "indirect_support", "content in line 1299 but binding references trace ref T3, which does not exist (one call only)", claim_id="c3")])

# bM-035 Spark quantity; plain; NL paragraph -> PASS
cid = "bM-035"
i1 = "yarn-logs-035"
out1 = text_out(cid, i1, [(SPK, 640, 652)])
case(cid, ["source:spark", "format:nl_paragraph", "class:quantity", "class:faithful"],
     "stage 17 的 task 都跑完了吗？",
     "stage 17.0 有 5 个 task 完成，TID 分别是 719、692、716、718、706。"
     "每个 task 回传给 driver 的结果约 2.1 KB。"
     "随后 executor 开始运行 stage 18.0 的 task 0.0（TID 722）。"
     "这批 task 看起来不需要干预。",
     [inv(cid, i1, 1, "yarn_logs", {"applicationId": "application_1496970000000_0001", "container": "executor", "grep": "stage 1[78]"}, out1)],
     "PASS",
     [F("stage 17.0 有 5 个 task 完成，TID 分别是 719、692、716、718、706", "direct_evidence", "five 'Finished task ... in stage 17.0' lines"),
      F("每个 task 回传给 driver 的结果约 2.1 KB", "direct_evidence", "2156 bytes = 2.156 KB (2.1 KiB)"),
      F("随后 executor 开始运行 stage 18.0 的 task 0.0（TID 722）", "direct_evidence", "Running task 0.0 in stage 18.0 (TID 722)")])

# bM-036 BGL count + times; plain; NL bold labels -> PASS
cid = "bM-036"
i1 = "call_ras_036"
out1 = text_out(cid, i1, [(BGL, 140, 161)])
case(cid, ["source:bgl", "format:nl_bold_labels", "class:quantity", "class:faithful"],
     "R30-M0-N9-C:J16-U01 这块板子晚上一直报 FATAL，统计下",
     "**现象**：R30-M0-N9-C:J16-U01 在 21:11 到 23:12 之间共出现 22 次 FATAL 级别的 data TLB error interrupt。\n"
     "**最近一次**：发生在 2005-06-11 23:12:34。\n"
     "**来源**：这些都是 KERNEL 组件上报的 RAS 事件。\n"
     "**建议**：尽快安排该节点下线检修。",
     [inv(cid, i1, 1, "query_ras_events", {"location": "R30-M0-N9-C:J16-U01", "date": "2005.06.11", "severity": "FATAL"}, out1)],
     "PASS",
     [F("R30-M0-N9-C:J16-U01 在 21:11 到 23:12 之间共出现 22 次 FATAL 级别的 data TLB error interrupt", "direct_evidence", "lines 140-161: 22 KERNDTLB FATAL records from 21.11.06 to 23.12.34"),
      F("发生在 2005-06-11 23:12:34", "direct_evidence", "last record 2005-06-11-23.12.34.701151"),
      F("这些都是 KERNEL 组件上报的 RAS 事件", "direct_evidence", "every record: RAS KERNEL")])

# bM-037 BGL fabricated node id; raw contract -> REJECT
cid = "bM-037"
i1 = "call_ras_037"
out1 = json_logs(cid, i1, [(BGL, 149, 158)], rec_bgl)
ans = {"answer_version": "v2", "diagnosis_summary": "节点 TLB 错误",
       "claims": [
           C("c1", "log_finding", "R30-M0-N8-C:J16-U01 在 22:02 报 data TLB error interrupt", "direct",
             [B("query_ras_events", [i1], "data TLB error interrupt")]),
           C("c2", "log_finding", "22:02 到 22:46 之间共有 10 次 FATAL", "direct",
             [B("query_ras_events", [i1], "level=FATAL component=KERNEL")])],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "建议更换该节点的内存模块。"}
case(cid, ["source:bgl", "format:json_raw", "class:fabricated_id", "class:quantity"],
     "22 点之后 BGL 哪个节点在报 TLB 错误？",
     json.dumps(ans, ensure_ascii=False),
     [inv(cid, i1, 1, "query_ras_events", {"date": "2005.06.11", "from": "22:00", "to": "22:50", "severity": "FATAL"}, out1)],
     "REJECT",
     [F("R30-M0-N8-C:J16-U01 在 22:02 报 data TLB error interrupt", "contradicted", "fabricated node id: records name R30-M0-N9-C:J16-U01 (N9, not N8)", claim_id="c1"),
      F("22:02 到 22:46 之间共有 10 次 FATAL", "direct_evidence", "10 FATAL records 22.02.33 – 22.46.53", claim_id="c2")])

# bM-038 Linux ftpd count + time_wrong + hedge; plain; NL bullets -> LOW_CONFID
cid = "bM-038"
i1 = "call_ftp_038"
out1 = text_out(cid, i1, [(LNX, 1500, 1512)])
case(cid, ["source:linux", "format:nl_bullets", "class:quantity", "class:time_wrong", "class:hedged_distractor"],
     "combo 这台机器 7 月 17 日 ftp 连接突增？",
     "• 82.68.222.194 在 21:23:20 同一秒内发起了 11 个 ftpd 连接\n"
     "• 203.101.45.59 在 15:09:16 和 15:09:17 各连了一次\n"
     "• 82.68.222.194 的第一次连接出现在 20:58\n"
     "• 疑似是 FTP 爆破工具在扫端口\n"
     "• 建议给 ftpd 加连接频率限制\n",
     [inv(cid, i1, 1, "search_syslog", {"host": "combo", "program": "ftpd", "date": "Jul 17"}, out1)],
     "LOW_CONFID",
     [F("82.68.222.194 在 21:23:20 同一秒内发起了 11 个 ftpd 连接", "direct_evidence", "lines 1502-1512: 11 connection lines at 21:23:20"),
      F("203.101.45.59 在 15:09:16 和 15:09:17 各连了一次", "direct_evidence", "lines 1500-1501"),
      F("82.68.222.194 的第一次连接出现在 20:58", "no_evidence", "no record at 20:58; the earliest 82.68.222.194 line is 21:23:20")])

# bM-039 Hadoop negation refuted; malformed contract (trailing comma) -> REJECT
cid = "bM-039"
i1 = "call_mr_039"
out1 = text_out(cid, i1, [(HDP, 950, 968)])
case(cid, ["source:hadoop", "format:json_malformed", "class:negation", "class:quantity"],
     "MR 作业 18:06 卡住了，AM 那边有报错吗？",
     "{\n  \"answer_version\": \"v2\",\n  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"RMCommunicator Allocator 线程在 18:06 没有任何 ERROR\", \"support_level\": \"direct\", \"evidence_bindings\": []},\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"DFSClient_NONMAPREDUCE_1537864556_1 的租约已经超过 1 分钟没能续上\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call_mr_039\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_mr_039\"], \"evidence_excerpt\": \"for 72 seconds\"}]},\n"
     "    {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"连接 msra-sa-41:8030 的重试仍停留在 Already tried 0 time(s)\", \"support_level\": \"direct\", \"evidence_bindings\": [],},\n"
     "  ],\n  \"user_facing_answer\": \"建议先检查 ResourceManager 是否存活。\"\n}",
     [inv(cid, i1, 1, "query_logs", {"system": "hadoop", "start": "2015-10-18 18:06:08", "end": "2015-10-18 18:06:14"}, out1)],
     "REJECT",
     [F("RMCommunicator Allocator 线程在 18:06 没有任何 ERROR", "contradicted", "denial refuted: ERROR IN CONTACTING RM at 18:06:09,966 and 18:06:11,997 from that thread"),
      F("DFSClient_NONMAPREDUCE_1537864556_1 的租约已经超过 1 分钟没能续上", "direct_evidence", "Failed to renew lease ... for 72-75 seconds"),
      F("连接 msra-sa-41:8030 的重试仍停留在 Already tried 0 time(s)", "direct_evidence", "Retrying connect to server: msra-sa-41:8030. Already tried 0 time(s) at 18:06:09 and 18:06:11")])

# bM-040 Hadoop deduped chunk only + direct; indented contract -> LOW_CONFID
cid = "bM-040"
i1 = "call_mr_040a"
i2 = "call_mr_040b"
out1 = text_out(cid, i1, [(HDP, 953, 958)])
kb = {"query": "hadoop ipc Address change detected", "chunks": [
    {"chunk_id": "kb-hdfs-ha-03", "source_doc": "runbook/hdfs-ha.md", "retrieval_layer": "runbook", "relevance": "high",
     "content": "客户端日志出现 Address change detected，一般是 NameNode 主备切换导致地址解析变化。", "deduped": True}]}
ans = {"answer_version": "v2", "diagnosis_summary": "客户端检测到 NameNode 地址变化",
       "claims": [
           C("c1", "log_finding", "LeaseRenewer 在 18:06:09,919 报 Address change detected，旧地址是 msra-sa-41/10.190.173.170:9000", "direct",
             [B("query_logs", [i1], "Address change detected. Old: msra-sa-41/10.190.173.170:9000 New: msra-sa-41:9000")]),
           C("c2", "root_cause", "按知识库，这次 Address change detected 是 NameNode 主备切换导致的", "indirect",
             [B("lookup_knowledge", [i2], "一般是 NameNode 主备切换导致地址解析变化", st="knowledge", sid="kb-hdfs-ha-03")])],
       "hypotheses": [], "recommended_actions": ["确认 NameNode HA 状态"], "missing_info": [],
       "user_facing_answer": "建议确认 NameNode 的 HA 状态。"}
case(cid, ["source:hadoop", "format:json_indented", "class:gap", "class:runbook_only"],
     "Address change detected 是什么情况？",
     json.dumps(ans, ensure_ascii=False, indent=2),
     [inv(cid, i1, 1, "query_logs", {"system": "hadoop", "keyword": "Address change detected", "start": "2015-10-18 18:06:09", "end": "2015-10-18 18:06:11"}, out1),
      inv(cid, i2, 2, "lookup_knowledge", {"query": "hadoop ipc Address change detected"}, kb)],
     "LOW_CONFID",
     [F("LeaseRenewer 在 18:06:09,919 报 Address change detected，旧地址是 msra-sa-41/10.190.173.170:9000", "direct_evidence", "line 953; excerpt verbatim", claim_id="c1"),
      F("按知识库，这次 Address change detected 是 NameNode 主备切换导致的", "no_evidence", "only support is a deduped chunk (deduped: true)", claim_id="c2")])


def main():
    with open(os.path.join(OUT, "cases.jsonl"), "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(os.path.join(OUT, "windows.jsonl"), "w", encoding="utf-8") as fh:
        for w in WINS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", len(WINS), "windows")


if __name__ == "__main__":
    main()
