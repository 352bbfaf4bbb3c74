#!/usr/bin/env python3
"""Build blind evaluation cases for author bK (standard library only).

Every answer, query and gold label below is a literal, hand-written string.
Tool outputs are cut verbatim from /work/blind/sources by line number.
"""
import csv
import json
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent
CASES = []
WINDOWS = []
_FILES = {}

NZ = "nezha/rca_data/2023-01-29/"


def src_lines(rel):
    if rel not in _FILES:
        _FILES[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _FILES[rel]


def cut(cid, iid, rel, a, b):
    """Verbatim lines a..b (1-based, inclusive) of a source file; records the window."""
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})
    return src_lines(rel)[a - 1:b]


def text(cid, iid, rel, spans):
    out = []
    for a, b in spans:
        out.extend(cut(cid, iid, rel, a, b))
    return "\n".join(out)


# ---- record readers (fields taken from the verbatim line, message unedited) ----
def nz_rec(line):
    r = next(csv.reader([line]))
    inner = json.loads(r[7])["log"].rstrip("\n")
    return {"ts": r[0], "level": inner.split()[1], "pod": r[3], "node": r[2],
            "trace_id": r[5], "message": inner}


def hdfs_rec(line):
    d, t, pid, lvl, rest = line.split(" ", 4)
    comp, msg = rest.split(": ", 1)
    return {"ts": d + " " + t, "level": lvl, "pid": pid, "component": comp, "message": msg}


def ssh_rec(line):
    ts, rest = line[:15], line[16:]
    host, rest = rest.split(" ", 1)
    proc, msg = rest.split(": ", 1)
    return {"ts": ts, "host": host, "process": proc, "message": msg}


def zk_rec(line):
    ts = line[:23]
    rest = line[26:]
    lvl, rest = rest.split(" ", 1)
    rest = rest.lstrip()
    thread, msg = rest[1:].split("] - ", 1)
    return {"ts": ts, "level": lvl, "thread": thread, "message": msg}


def hadoop_rec(line):
    d, t, lvl, rest = line.split(" ", 3)
    thread, rest = rest[1:].split("] ", 1)
    logger, msg = rest.split(": ", 1)
    return {"ts": d + " " + t, "level": lvl, "thread": thread, "logger": logger, "message": msg}


def apache_rec(line):
    ts, rest = line[1:].split("] [", 1)
    lvl, msg = rest.split("] ", 1)
    return {"ts": ts, "level": lvl, "message": msg}


def bgl_rec(line):
    p = line.split(" ", 9)
    return {"alert_tag": p[0], "epoch": p[1], "node": p[3], "ts": p[4], "type": p[6],
            "component": p[7], "level": p[8], "message": p[9]}


def recs(cid, iid, rel, nums, reader):
    """JSON records from single source lines (each line recorded as a window)."""
    out = []
    for n in nums:
        out.append(reader(cut(cid, iid, rel, n, n)[0]))
    return out


def metric_rows(cid, iid, rel, a, b):
    lines = src_lines(rel)
    header = next(csv.reader([lines[0]]))
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})
    return [dict(zip(header, next(csv.reader([l])))) for l in lines[a - 1:b]]


def series(rows, col, metric, service, unit):
    v = [float(r[col]) for r in rows]
    return {"metric": metric, "service": service, "max": round(max(v), 4),
            "avg": round(sum(v) / len(v), 4), "last": round(v[-1], 4), "unit": unit}


def inv(cid, iid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def fact(text_, label, note, critical=True, claim_id=None, extra=False):
    f = {"fact": text_, "is_critical": critical, "verification": label, "note": note}
    if claim_id:
        f["claim_id"] = claim_id
    if extra:
        f["origin"] = "answer_extra"
    return f


def add(cid, tags, query, answer, invs, verdict, facts, must_parse=None):
    if must_parse is True:
        json.loads(answer[answer.find("{"):answer.rfind("}") + 1])
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


# =========================== Nezha / TrainTicket ===========================
L44 = NZ + "log/08_44_log.csv"
L43 = NZ + "log/08_43_log.csv"
L25 = NZ + "log/09_25_log.csv"
L26 = NZ + "log/09_26_log.csv"

# ---- bK-001: contacts ERRORs + preserve IllegalStateException, faithful NL paragraph
c = "bK-001"
r1 = recs(c, "call_7f3a21", L44, [111, 253, 1498, 1971, 1757, 2078, 2187, 2461, 1287, 1390, 1084], nz_rec)
t2 = text(c, "call_9b04c6", L44, [(225, 229)])
add(c, ["source:nezha_trainticket", "format:nl_paragraph", "class:faithful", "class:paraphrase_zh", "class:quantity"],
    "下单的时候选联系人一直失败，帮我看看 ts-contacts-service 这几分钟为什么报错？",
    "08:43:17 到 08:44:08 之间，ts-contacts-service-866bd68c97-xcqfx 一共打出了 11 条 ERROR。"
    "这些报错都来自 findContactsById，意思是按 contactsId 在库里查不到联系人（No contacts according to contactsId）。"
    "同一时间段里，ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 抛出了 java.lang.IllegalStateException，提示 ts-food-service 没有可用实例。"
    "建议先核对 contacts 表里的数据是否被清理过，再确认 food-service 的注册状态。",
    [inv(c, "call_7f3a21", 1, "query_logs",
         {"service": "ts-contacts-service", "level": "ERROR", "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:10Z"},
         {"total": 11, "logs": r1}),
     inv(c, "call_9b04c6", 2, "query_logs",
         {"service": "ts-preserve-service", "trace_id": "fbb1c2904ee397adaf90efb157db6791"}, t2)],
    "PASS",
    [fact("08:43:17 到 08:44:08 之间，ts-contacts-service-866bd68c97-xcqfx 一共打出了 11 条 ERROR", "direct_evidence",
          "total 11, first 08:43:17.121, last 08:44:08.627 for that pod"),
     fact("这些报错都来自 findContactsById，意思是按 contactsId 在库里查不到联系人（No contacts according to contactsId）", "direct_evidence",
          "every record is [findContactsById][contactsRepository.findById][No contacts according to contactsId]"),
     fact("同一时间段里，ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 抛出了 java.lang.IllegalStateException，提示 ts-food-service 没有可用实例", "direct_evidence",
          "preserve line 08:43:26.379: IllegalStateException: No instances available for ts-food-service")])

# ---- bK-002: misattribution of the contacts message to food-service (contract, raw JSON)
c = "bK-002"
r1 = recs(c, "toolu_01NzK2pQ", L44, [225, 228, 253, 254], nz_rec)
r2 = recs(c, "toolu_02FdQ7xW", L44, [294, 306, 534], nz_rec)
add(c, ["source:nezha_trainticket", "format:json_raw", "class:misattribution"],
    "订餐下单报错，trace fbb1c2904ee397adaf90efb157db6791 里到底是哪个服务出的问题？",
    '{"answer_version": "1.0", "diagnosis_summary": "preserve 调用 food-service 失败", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ts-food-service-f5756978c-k8vqf 在 08:43:25 报错 No contacts according to contactsId，查不到联系人", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "toolu_02FdQ7xW#0", "tool_name": "query_logs", "source_invocation_ids": ["toolu_02FdQ7xW"], "evidence_excerpt": "No contacts according to contactsId"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "ts-preserve-service-b5ccf8557-j4txs 在该 trace 中抛出 IllegalStateException：No instances available for ts-food-service", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01NzK2pQ#0", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01NzK2pQ"], "evidence_excerpt": "java.lang.IllegalStateException: No instances available for ts-food-service"}]}, {"claim_id": "c3", "claim_type": "recommendation", "claim_text": "检查 ts-food-service 在注册中心的实例列表", "support_level": "none", "evidence_bindings": []}], "hypotheses": [], "recommended_actions": ["检查 ts-food-service 在注册中心的实例列表"], "missing_info": [], "user_facing_answer": "preserve 服务调用 food-service 时找不到可用实例，详见 claims。建议优先检查 ts-food-service 的注册情况。"}',
    [inv(c, "toolu_01NzK2pQ", 1, "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791"}, {"total": 4, "logs": r1}),
     inv(c, "toolu_02FdQ7xW", 2, "query_logs", {"service": "ts-food-service", "level": "ERROR", "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:00Z"},
         {"total": 3, "logs": r2})],
    "REJECT",
    [fact("ts-food-service-f5756978c-k8vqf 在 08:43:25 报错 No contacts according to contactsId，查不到联系人", "contradicted",
          "that message is logged only by ts-contacts-service; food-service's own 08:43:25 ERROR is 'foodStoresListResult is null'", claim_id="c1"),
     fact("ts-preserve-service-b5ccf8557-j4txs 在该 trace 中抛出 IllegalStateException：No instances available for ts-food-service", "direct_evidence",
          "preserve ERROR record of trace fbb1c290..., excerpt verbatim", claim_id="c2"),
     fact("检查 ts-food-service 在注册中心的实例列表", "no_evidence", "recommendation, non-critical", critical=False, claim_id="c3")],
    must_parse=True)

# ---- bK-003: contacts CPU spike, Chinese metric names + unit changes (NL bullets)
c = "bK-003"
MC = NZ + "metric/ts-contacts-service-866bd68c97-xcqfx_metric.csv"
t1 = text(c, "inv-3a", MC, [(1, 1), (290, 297)])
rows = metric_rows(c, "inv-3b", MC, 290, 297)
add(c, ["source:nezha_trainticket", "format:nl_bullets", "class:quantity", "class:faithful"],
    "ts-contacts-service 13:30 左右响应变慢，是资源问题吗？",
    "看了 13:29–13:36 的 pod 指标：\n"
    "- ts-contacts-service-866bd68c97-xcqfx 的 CPU 使用率在 13:33 从 1.7% 左右猛涨到 99.9%\n"
    "- 13:33 到 13:35 连续三个采样点 CPU 用量都在 500m 上下，也就是约 0.5 核\n"
    "- 整个窗口内 CPU 使用率峰值约 100%，平均约 46%\n"
    "- 内存使用量一直在 457–468 MiB 之间\n"
    "- 可能是同节点有别的进程在抢 CPU，建议再看一下节点层面的负载",
    [inv(c, "inv-3a", 1, "get_pod_metrics",
         {"pod": "ts-contacts-service-866bd68c97-xcqfx", "start": "2023-01-29 13:29", "end": "2023-01-29 13:36", "format": "csv"}, t1),
     inv(c, "inv-3b", 1, "query_metrics",
         {"service": "ts-contacts-service", "metrics": ["CpuUsageRate(%)", "CpuUsage(m)", "MemoryUsage(Mi)"], "start": "2023-01-29 13:29", "end": "2023-01-29 13:36"},
         {"alerts": [], "series": [series(rows, "CpuUsageRate(%)", "CpuUsageRate(%)", "ts-contacts-service", "%"),
                                   series(rows, "CpuUsage(m)", "CpuUsage(m)", "ts-contacts-service", "m"),
                                   series(rows, "MemoryUsage(Mi)", "MemoryUsage(Mi)", "ts-contacts-service", "MiB")]})],
    "PASS",
    [fact("ts-contacts-service-866bd68c97-xcqfx 的 CPU 使用率在 13:33 从 1.7% 左右猛涨到 99.9%", "direct_evidence",
          "CpuUsageRate 1.73 at 13:32:10, 99.93 at 13:33:09"),
     fact("13:33 到 13:35 连续三个采样点 CPU 用量都在 500m 上下，也就是约 0.5 核", "direct_evidence",
          "CpuUsage(m) 499.67, 500.09, 500.41 = ~0.5 core"),
     fact("整个窗口内 CPU 使用率峰值约 100%，平均约 46%", "direct_evidence", "series max 100.0826, avg 46.1927"),
     fact("内存使用量一直在 457–468 MiB 之间", "direct_evidence", "MemoryUsage(Mi) ranges 457.85..467.79")])

# ---- bK-004: food-service CPU value wrong (contract, indented)
c = "bK-004"
MF = NZ + "metric/ts-food-service-f5756978c-k8vqf_metric.csv"
rows = metric_rows(c, "call_e51d", MF, 369, 375)
add(c, ["source:nezha_trainticket", "format:json_indented", "class:value_wrong"],
    "14:50 之后 ts-food-service 的请求明显变慢，pod 资源怎么样？",
    """{
  "answer_version": "1.0",
  "diagnosis_summary": "food-service 在 14:51 左右资源异常",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "metric_finding",
      "claim_text": "ts-food-service-f5756978c-k8vqf 在 14:51 的 CPU 使用率约 78%",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "metric", "source_id": "call_e51d#3", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_e51d"], "evidence_excerpt": "\\"PodName\\": \\"ts-food-service-f5756978c-k8vqf\\""}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "metric_finding",
      "claim_text": "14:51 到 14:53 之间该 pod 的内存使用量升到约 519 MiB",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "metric", "source_id": "call_e51d#4", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_e51d"], "evidence_excerpt": "\\"MemoryUsage(Mi)\\": \\"519.546875\\""}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "hypothesis",
      "claim_text": "CPU 升高可能与节点上的 CPU 争抢有关",
      "support_level": "none",
      "evidence_bindings": []
    }
  ],
  "hypotheses": ["CPU 升高可能与节点上的 CPU 争抢有关"],
  "recommended_actions": ["确认该时段是否有 CPU 类故障注入"],
  "missing_info": [],
  "user_facing_answer": "具体数据见 claims，建议先确认该时段是否有 CPU 类故障注入。"
}""",
    [inv(c, "call_e51d", 1, "get_pod_metrics",
         {"pod": "ts-food-service-f5756978c-k8vqf", "start": "2023-01-29 14:48", "end": "2023-01-29 14:54"}, rows)],
    "REJECT",
    [fact("ts-food-service-f5756978c-k8vqf 在 14:51 的 CPU 使用率约 78%", "contradicted",
          "CpuUsageRate(%) at 14:51:10 is 99.93, far outside 10%", claim_id="c1"),
     fact("14:51 到 14:53 之间该 pod 的内存使用量升到约 519 MiB", "direct_evidence",
          "MemoryUsage(Mi) 519.17 / 519.55 / 519.89, excerpt is a field of row 14:52", claim_id="c2"),
     fact("CPU 升高可能与节点上的 CPU 争抢有关", "no_evidence", "hypothesis, non-critical", critical=False, claim_id="c3")],
    must_parse=True)

# ---- bK-005: execute-service count right + plain unsupported cause (NL headings)
c = "bK-005"
r1 = recs(c, "es-q-0f12", L44, [2565, 2566, 2567, 2582, 2583, 2588, 2589, 2605, 2606, 2621, 2622], nz_rec)
add(c, ["source:nezha_trainticket", "format:nl_headings", "class:quantity", "class:unsupported_cause"],
    "检票进站一直提示失败，ts-execute-service 有报错吗？",
    "## 现象\n"
    "ts-execute-service-775f544d9-zqvjb 在 08:43:14 到 08:43:41 之间共有 5 条 ERROR。\n"
    "错误内容全部是 ticket execute error: Order Status Wrong。\n"
    "其中订单 e4e9bbd8-997a-4b51-b580-8efd4c107e76 出现了 3 次，订单 f97bab01-f0c3-44d9-b98c-fd20c2faf3c6 出现了 2 次。\n"
    "## 原因\n"
    "这些订单的状态在检票前被后台批量改回了未支付。\n"
    "## 建议\n"
    "建议到 order 库里核对这两笔订单的状态流转记录。",
    [inv(c, "es-q-0f12", 1, "es_query",
         {"index": "trainticket-logs-2023.01.29", "query": "pod:ts-execute-service* AND @timestamp:[08:43:00 TO 08:44:00]"},
         {"total": 11, "logs": r1})],
    "LOW_CONFID",
    [fact("ts-execute-service-775f544d9-zqvjb 在 08:43:14 到 08:43:41 之间共有 5 条 ERROR", "direct_evidence",
          "5 ERROR records, 08:43:14.757 .. 08:43:41.402"),
     fact("错误内容全部是 ticket execute error: Order Status Wrong", "direct_evidence", "all 5 ERROR messages carry it"),
     fact("其中订单 e4e9bbd8-997a-4b51-b580-8efd4c107e76 出现了 3 次，订单 f97bab01-f0c3-44d9-b98c-fd20c2faf3c6 出现了 2 次", "direct_evidence",
          "ERROR orderIds: e4e9bbd8 x3 (2565, 2588, 2621), f97bab01 x2 (2582, 2605)"),
     fact("这些订单的状态在检票前被后台批量改回了未支付", "no_evidence", "no record mentions a batch status change; unsupported cause")])

# ---- bK-006: denial refuted by order-service WARN lines (sloppy NL)
c = "bK-006"
t1 = text(c, "call_b017", L43, [(541, 556)])
add(c, ["source:nezha_trainticket", "format:nl_sloppy", "class:negation"],
    "trace b017403c40b9f88a3d77f6dd7dc26ea9 这次查票很慢，链路上哪个服务有异常？",
    "看了这条 trace 的日志 (都在 08:42:10 附近)。\n"
    "ts-route-service、ts-price-service 和 ts-config-service 在这批日志里都只有 INFO 级别。\n"
    "ts-order-service-5b67c48447-mv5hb 这边 totally fine，没有任何 WARN 或 ERROR，一直正常。\n"
    "要不再看下 seat-service 的耗时？",
    [inv(c, "call_b017", 1, "query_logs", {"trace_id": "b017403c40b9f88a3d77f6dd7dc26ea9", "limit": 16}, t1)],
    "REJECT",
    [fact("看了这条 trace 的日志 (都在 08:42:10 附近)", "direct_evidence", "all returned lines are at 08:42:10.x"),
     fact("ts-route-service、ts-price-service 和 ts-config-service 在这批日志里都只有 INFO 级别", "direct_evidence",
          "their lines in the output are all INFO"),
     fact("ts-order-service-5b67c48447-mv5hb 这边 totally fine，没有任何 WARN 或 ERROR，一直正常", "contradicted",
          "order-service has 6 WARN lines 'Left ticket info is empty' in the output")])

# ---- bK-007: no-hit + failed call + runbook (contract with text)
c = "bK-007"
add(c, ["source:nezha_trainticket", "format:json_with_text", "class:gap", "class:runbook_only"],
    "13:30 以后 ts-contacts-service 调用超时，是不是 pod 本身出问题了？",
    '初步结论如下（指标接口这次没拿到数据）：\n'
    '{"answer_version": "1.0", "diagnosis_summary": "contacts 在 13:30 之后疑似受 CPU 争抢影响", "claims": ['
    '{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ts-contacts-service-866bd68c97-xcqfx 在 13:30 到 13:40 没有任何 ERROR 日志", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "q-71c0", "tool_name": "query_logs", "source_invocation_ids": ["q-71c0"], "evidence_excerpt": "total: 0"}]}, '
    '{"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "该 pod 在 13:33 的 CPU 使用率接近 100%", "support_level": "direct", "evidence_bindings": [{"source_type": "metric", "source_id": "m-71c1", "tool_name": "get_pod_metrics", "source_invocation_ids": ["m-71c1"], "evidence_excerpt": "CpuUsageRate(%)"}]}, '
    '{"claim_id": "c3", "claim_type": "root_cause", "claim_text": "按历史案例，cpu_contention 注入期间被注入 pod 的服务端 P99 延迟会明显升高", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-cpu-017", "tool_name": "lookup_knowledge", "source_invocation_ids": ["k-71c2"], "evidence_excerpt": "cpu_contention 注入期间，被注入 pod 的服务端 P99 延迟会明显升高，调用方出现超时。"}]}], '
    '"hypotheses": ["节点上可能存在 CPU 争抢"], "recommended_actions": ["稍后重新拉取 CPU 指标"], "missing_info": ["pod 指标"], '
    '"user_facing_answer": "结论见 claims，建议稍后重新拉取 CPU 指标确认。"}',
    [inv(c, "q-71c0", 1, "query_logs",
         {"service": "ts-contacts-service", "level": "ERROR", "start": "2023-01-29T13:30:00Z", "end": "2023-01-29T13:40:00Z"},
         {"total": 0, "logs": []}),
     inv(c, "m-71c1", 1, "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "start": "2023-01-29 13:30", "end": "2023-01-29 13:40"},
         None, ok=False, err="prometheus query timeout after 30s"),
     inv(c, "k-71c2", 2, "lookup_knowledge", {"query": "contacts-service 超时 CPU"},
         {"query": "contacts-service 超时 CPU", "chunks": [
             {"chunk_id": "kb-cpu-017", "source_doc": "runbooks/trainticket/cpu_contention.md", "retrieval_layer": "runbook",
              "relevance": "high", "content": "历史案例：cpu_contention 注入期间，被注入 pod 的服务端 P99 延迟会明显升高，调用方出现超时。处理方式是先确认节点负载，再考虑迁移 pod。",
              "deduped": False}]})],
    "LOW_CONFID",
    [fact("ts-contacts-service-866bd68c97-xcqfx 在 13:30 到 13:40 没有任何 ERROR 日志", "no_evidence",
          "only a no-hit query (total 0); no hit does not prove absence", claim_id="c1"),
     fact("该 pod 在 13:33 的 CPU 使用率接近 100%", "no_evidence", "the only metric call failed", claim_id="c2"),
     fact("按历史案例，cpu_contention 注入期间被注入 pod 的服务端 P99 延迟会明显升高", "indirect_support",
          "only the runbook chunk says it", claim_id="c3")],
    must_parse=True)

# ---- bK-008: stated order contradicted by timestamps (bold labels)
c = "bK-008"
r1 = recs(c, "toolu_08ipay", L25, [1308, 1309, 1338, 1339, 1349, 1353], nz_rec)
r2 = recs(c, "toolu_08presv", L25, [868, 869, 1033, 1034, 1036], nz_rec)
add(c, ["source:nezha_trainticket", "format:nl_bold_labels", "class:time_wrong", "class:quantity"],
    "09:25 前后支付失败，先出问题的是 preserve 还是 inside-payment？",
    "**首个报错**：ts-preserve-service-b5ccf8557-j4txs 在 09:25:00 第一次报出 IllegalStateException。\n"
    "**支付侧**：ts-inside-payment-service-6f94c49ccd-4rdb2 的 WARN「Order status Not allowed to Pay」是在 preserve 报错之后才开始出现的。\n"
    "**次数**：inside-payment 在这段时间一共有 4 条这样的 WARN。\n"
    "**建议**：先查 preserve 调 basic-service 的链路。",
    [inv(c, "toolu_08ipay", 1, "query_logs", {"service": "ts-inside-payment-service", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:25:30Z"},
         {"total": 6, "logs": r1}),
     inv(c, "toolu_08presv", 1, "query_logs", {"service": "ts-preserve-service", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:25:30Z"},
         {"total": 5, "logs": r2})],
    "REJECT",
    [fact("ts-preserve-service-b5ccf8557-j4txs 在 09:25:00 第一次报出 IllegalStateException", "direct_evidence",
          "earliest preserve ERROR 09:25:00.944 (then 09:25:01.442)"),
     fact("ts-inside-payment-service-6f94c49ccd-4rdb2 的 WARN「Order status Not allowed to Pay」是在 preserve 报错之后才开始出现的", "contradicted",
          "first such WARN is 09:24:40.948, before the first preserve ERROR at 09:25:00.944"),
     fact("inside-payment 在这段时间一共有 4 条这样的 WARN", "direct_evidence", "4 WARN records (09:24:40, 09:24:45, 09:25:02, 09:25:07)")])

# ---- bK-009: excerpts in other faithful forms (fenced contract)
c = "bK-009"
r1 = recs(c, "call_0925food", L25, [403, 415, 379, 391], nz_rec)
add(c, ["source:nezha_trainticket", "format:json_fenced", "class:excerpt_format", "class:faithful"],
    "用户反馈 09:25 左右选餐页面一直空白，food-service 有什么报错？",
    "```json\n"
    "{\n"
    '  "answer_version": "1.0",\n'
    '  "diagnosis_summary": "food-service getAllFood 失败",\n'
    '  "claims": [\n'
    '    {"claim_id": "F1", "claim_type": "log_finding", "claim_text": "ts-food-service-f5756978c-k8vqf 在 09:24:24 到 09:25:01 之间共报了 4 条 ERROR", "support_level": "direct",\n'
    '     "evidence_bindings": [{"source_type": "log", "source_id": "call_0925food", "tool_name": "query_logs", "source_invocation_ids": ["call_0925food"], "evidence_excerpt": "level=ERROR pod=ts-food-service-f5756978c-k8vqf"}]},\n'
    '    {"claim_id": "F2", "claim_type": "log_finding", "claim_text": "09:25:00 那次失败的 TraceID 是 da8ce4f4995efa62e3a4c1d9be9eca06", "support_level": "direct",\n'
    '     "evidence_bindings": [{"source_type": "log", "source_id": "call_0925food#2", "tool_name": "query_logs", "source_invocation_ids": ["call_0925food"], "evidence_excerpt": "{\\"trace_id\\": \\"da8ce4f4995efa62e3a4c1d9be9eca06\\", \\"level\\": \\"ERROR\\"}"}]},\n'
    '    {"claim_id": "F3", "claim_type": "log_finding", "claim_text": "报错原因是查询餐品时 foodStoresListResult 为 null，请求的 tripId 是 D1345", "support_level": "direct",\n'
    '     "evidence_bindings": [{"source_type": "log", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": [], "evidence_excerpt": "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null][date: 2021-07-14, tripId: D1345]"}]}\n'
    "  ],\n"
    '  "hypotheses": [],\n'
    '  "recommended_actions": ["检查 station-food 数据"],\n'
    '  "missing_info": [],\n'
    '  "user_facing_answer": "详见 claims。建议检查 station-food 的餐品数据。"\n'
    "}\n"
    "```",
    [inv(c, "tm-1", 1, "get_current_time", {}, {"now": "2023-01-29T09:27:03Z"}),
     inv(c, "call_0925food", 1, "query_logs",
         {"service": "ts-food-service", "level": "ERROR", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:25:30Z"},
         {"total": 4, "logs": r1})],
    "PASS",
    [fact("ts-food-service-f5756978c-k8vqf 在 09:24:24 到 09:25:01 之间共报了 4 条 ERROR", "direct_evidence",
          "4 ERROR records 09:24:24.482 .. 09:25:01.146; k=v excerpt matches fields of one record", claim_id="F1"),
     fact("09:25:00 那次失败的 TraceID 是 da8ce4f4995efa62e3a4c1d9be9eca06", "direct_evidence",
          "record at 09:25:00.660 has that trace_id; JSON-subset excerpt", claim_id="F2"),
     fact("报错原因是查询餐品时 foodStoresListResult 为 null，请求的 tripId 是 D1345", "direct_evidence",
          "message substring, bound to trace ref T1 (the query_logs call)", claim_id="F3")],
    must_parse=True)

# ---- bK-010: trace id one character off (NL paragraph, mixed English)
c = "bK-010"
r1 = recs(c, "inv_c0ntacts_1", L44, [1971, 1972, 1973, 2078, 2187], nz_rec)
add(c, ["source:nezha_trainticket", "format:nl_paragraph", "class:fabricated_id"],
    "帮忙定位一下 08:43 半左右 contacts 查不到联系人的那几笔请求，要 TraceID。",
    "ts-contacts-service-866bd68c97-xcqfx 在 08:43:30 报了 No contacts according to contactsId。"
    "这次请求对应的 TraceID 是 ff163e3eb4ede9753a1dfb41368c60bc。"
    "08:43:50 又出现了一次同样的错误，TraceID 为 24eb065216cf7883722c1ebf3c508eb5。"
    "你可以拿这两个 TraceID 去 Jaeger 里看完整链路。",
    [inv(c, "inv_c0ntacts_1", 1, "query_logs",
         {"service": "ts-contacts-service", "start": "2023-01-29T08:43:25Z", "end": "2023-01-29T08:44:00Z", "limit": 5},
         {"total": 5, "logs": r1})],
    "REJECT",
    [fact("ts-contacts-service-866bd68c97-xcqfx 在 08:43:30 报了 No contacts according to contactsId", "direct_evidence",
          "ERROR at 08:43:30.806"),
     fact("这次请求对应的 TraceID 是 ff163e3eb4ede9753a1dfb41368c60bc", "contradicted",
          "fabricated: the real trace id ends in ...60bf; ...60bc appears nowhere"),
     fact("08:43:50 又出现了一次同样的错误，TraceID 为 24eb065216cf7883722c1ebf3c508eb5", "direct_evidence",
          "ERROR at 08:43:50.701 with that trace id")])

# ---- bK-011: preserve CPU contention, metric rows + runbook (contract with text around)
c = "bK-011"
MP = NZ + "metric/ts-preserve-service-b5ccf8557-j4txs_metric.csv"
t1 = text(c, "call_pm_5542", MP, [(1, 1), (421, 427)])
add(c, ["source:nezha_trainticket", "format:json_with_text", "class:quantity", "class:runbook_only", "class:excerpt_format"],
    "15:42 以后订票接口变慢，ts-preserve-service 的资源情况怎么样？",
    "以下是结构化结论：\n"
    '{"answer_version": "1.0", "diagnosis_summary": "preserve pod 15:43-15:45 CPU 打满", "claims": ['
    '{"claim_id": "m1", "claim_type": "metric_finding", "claim_text": "ts-preserve-service-b5ccf8557-j4txs 在 15:43 的 CPU 用量约 389m，约合 0.39 核", "support_level": "direct", "evidence_bindings": [{"source_type": "metric", "source_id": "call_pm_5542", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_pm_5542"], "evidence_excerpt": "ts-preserve-service-b5ccf8557-j4txs,388.7380699927114"}]}, '
    '{"claim_id": "m2", "claim_type": "metric_finding", "claim_text": "15:44 的 CPU 使用率约 100%，到 15:46 已回落到 1.3% 左右", "support_level": "direct", "evidence_bindings": [{"source_type": "metric", "source_id": "call_pm_5542", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_pm_5542"], "evidence_excerpt": "500.1125340837661,100.02250681675322"}]}, '
    '{"claim_id": "m3", "claim_type": "root_cause", "claim_text": "根据知识库，cpu_contention 故障表现为被注入 pod 的 CPU 使用率在数分钟内持续接近 100%", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-ts-0042", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_kb_5543"], "evidence_excerpt": "被注入 pod 的 CPU 使用率会在数分钟内持续接近 100%"}]}], '
    '"hypotheses": [], "recommended_actions": ["把 preserve pod 调度到空闲节点"], "missing_info": [], '
    '"user_facing_answer": "请参考 claims 中的指标与知识库结论。可以考虑把 preserve pod 迁到负载低的节点。"}\n'
    "如需我继续看调用方的延迟，可以告诉我。",
    [inv(c, "call_pm_5542", 1, "get_pod_metrics",
         {"pod": "ts-preserve-service-b5ccf8557-j4txs", "start": "2023-01-29 15:40", "end": "2023-01-29 15:46", "format": "csv"}, t1),
     inv(c, "call_kb_5543", 2, "lookup_knowledge", {"query": "pod CPU 突增到 100% 几分钟后恢复"},
         {"query": "pod CPU 突增到 100% 几分钟后恢复", "chunks": [
             {"chunk_id": "kb-ts-0042", "source_doc": "runbooks/chaos/cpu_contention.md", "retrieval_layer": "runbook", "relevance": "high",
              "content": "cpu_contention：被注入 pod 的 CPU 使用率会在数分钟内持续接近 100%，注入结束后迅速回落。排查时先确认是否处于混沌实验窗口。",
              "deduped": False}]})],
    "PASS",
    [fact("ts-preserve-service-b5ccf8557-j4txs 在 15:43 的 CPU 用量约 389m，约合 0.39 核", "direct_evidence",
          "CpuUsage(m) 388.738 at 15:43:10; excerpt is a substring of that CSV row", claim_id="m1"),
     fact("15:44 的 CPU 使用率约 100%，到 15:46 已回落到 1.3% 左右", "direct_evidence",
          "CpuUsageRate 100.0225 at 15:44:10, 1.2703 at 15:46:10", claim_id="m2"),
     fact("根据知识库，cpu_contention 故障表现为被注入 pod 的 CPU 使用率在数分钟内持续接近 100%", "indirect_support",
          "attributed to and supported only by the runbook chunk", claim_id="m3")],
    must_parse=True)

# ---- bK-012: food-service ERRORs, hedged wrong guesses that are not facts (NL paragraph)
c = "bK-012"
r1 = recs(c, "call-12-food", L44, [294, 306, 534, 546, 862, 874, 1205], nz_rec)
add(c, ["source:nezha_trainticket", "format:nl_paragraph", "class:hedged_distractor", "class:quantity"],
    "ts-food-service 这两分钟报错多吗？报的是什么？",
    "ts-food-service-f5756978c-k8vqf 在 08:43:25 到 08:44:08 之间共有 7 条 ERROR。"
    "每一条都是 getAllFood 时 foodStoresListResult 为空，请求参数都是 tripId D1345、date 2021-07-14。"
    "可能是 ts-station-food-service 那边的数据没初始化好，导致返回了空列表。"
    "也不排除 ts-train-food-service 同时受到了影响。"
    "建议直接调一次 station-food 的接口确认。",
    [inv(c, "call-12-food", 1, "query_logs",
         {"service": "ts-food-service", "level": "ERROR", "start": "2023-01-29T08:43:00Z", "end": "2023-01-29T08:44:10Z"},
         {"total": 7, "logs": r1})],
    "PASS",
    [fact("ts-food-service-f5756978c-k8vqf 在 08:43:25 到 08:44:08 之间共有 7 条 ERROR", "direct_evidence",
          "total 7, first 08:43:25.323, last 08:44:08.354"),
     fact("每一条都是 getAllFood 时 foodStoresListResult 为空，请求参数都是 tripId D1345、date 2021-07-14", "direct_evidence",
          "all 7 messages: [getAllFood]...[foodStoresListResult is null][date: 2021-07-14, tripId: D1345]")])

# ---- bK-013: two pods' metric values swapped (sloppy NL)
c = "bK-013"
rc = metric_rows(c, "qm-contacts-29", MC, 290, 297)
rf = metric_rows(c, "qm-food-29", MF, 290, 297)
add(c, ["source:nezha_trainticket", "format:nl_sloppy", "class:entity_swap", "class:value_wrong"],
    "13:30 那会儿 contacts 和 food 两个服务哪个 CPU 有问题？",
    "ts-food-service 的 CPU 使用率 peak 接近 100%，明显被打满了\n"
    "ts-contacts-service 最高才 1.4% 左右，基本 idle\n"
    "food-service 内存 last 大概 513 MiB\n"
    "建议先看 food 那台所在节点的负载",
    [inv(c, "qm-contacts-29", 1, "query_metrics",
         {"service": "ts-contacts-service", "metrics": ["CpuUsageRate(%)"], "start": "2023-01-29 13:29", "end": "2023-01-29 13:36"},
         {"alerts": [], "series": [series(rc, "CpuUsageRate(%)", "CpuUsageRate(%)", "ts-contacts-service", "%")]}),
     inv(c, "qm-food-29", 1, "query_metrics",
         {"service": "ts-food-service", "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)"], "start": "2023-01-29 13:29", "end": "2023-01-29 13:36"},
         {"alerts": [], "series": [series(rf, "CpuUsageRate(%)", "CpuUsageRate(%)", "ts-food-service", "%"),
                                   series(rf, "MemoryUsage(Mi)", "MemoryUsage(Mi)", "ts-food-service", "MiB")]})],
    "REJECT",
    [fact("ts-food-service 的 CPU 使用率 peak 接近 100%，明显被打满了", "contradicted", "food-service CpuUsageRate max is 1.4479 %"),
     fact("ts-contacts-service 最高才 1.4% 左右，基本 idle", "contradicted", "contacts-service CpuUsageRate max is 100.0826 %"),
     fact("food-service 内存 last 大概 513 MiB", "direct_evidence", "MemoryUsage(Mi) last 513.2148")])

# ---- bK-014: claims with a non-existent invocation id / no binding (compact contract)
c = "bK-014"
t1 = text(c, "search-0926-a", L26, [(1778, 1797)])
add(c, ["source:nezha_trainticket", "format:json_compact", "class:bad_reference"],
    "09:25 左右检票和订单查询都报错了，帮我看下原因",
    '{"answer_version":"1.0","diagnosis_summary":"execute 与 order 在 09:25 报错","claims":[{"claim_id":"k1","claim_type":"log_finding","claim_text":"ts-execute-service-775f544d9-zqvjb 在 09:25:37 报 ticket execute error: Order Status Wrong","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"call_5d0e","tool_name":"search_logs","source_invocation_ids":["call_5d0e"],"evidence_excerpt":"[ticketExecute][getOrderByIdFromOrder][ticket execute error: Order Status Wrong]"}]},{"claim_id":"k2","claim_type":"log_finding","claim_text":"ts-order-service-5b67c48447-mv5hb 在 09:25:15 打出了 Get Order By ID Fail 的 WARN","support_level":"direct","evidence_bindings":[]}],"hypotheses":[],"recommended_actions":["核对相关订单状态"],"missing_info":[],"user_facing_answer":"建议先核对这几笔订单的状态。"}',
    [inv(c, "search-0926-a", 1, "search_logs", {"namespace": "trainticket", "from": "2023-01-29T09:25:05Z", "to": "2023-01-29T09:26:05Z", "size": 20}, t1)],
    "LOW_CONFID",
    [fact("ts-execute-service-775f544d9-zqvjb 在 09:25:37 报 ticket execute error: Order Status Wrong", "indirect_support",
          "content is in search-0926-a, but the binding names call_5d0e, which does not exist", claim_id="k1"),
     fact("ts-order-service-5b67c48447-mv5hb 在 09:25:15 打出了 Get Order By ID Fail 的 WARN", "indirect_support",
          "content is in the output (09:25:15.529 WARN) but the claim has no binding", claim_id="k2")],
    must_parse=True)

# =========================== Loghub: HDFS ===========================
HD = "loghub/HDFS/HDFS_2k.log"

# ---- bK-015: faithful HDFS WARNs, whole-line excerpt (fenced contract, no language tag)
c = "bK-015"
t1 = text(c, "toolu_hdfs_0815", HD, [(318, 334)])
add(c, ["source:hdfs", "format:json_fenced", "class:faithful", "class:quantity", "class:excerpt_format"],
    "11 月 10 日早上 8 点多 HDFS 读取报错，哪些 DataNode 有问题？",
    "排查结论：\n```\n"
    '{"answer_version": "1.0", "diagnosis_summary": "多个 DataNode 在 08:05-08:17 出现 serving 异常",\n'
    ' "claims": [\n'
    '  {"claim_id": "h1", "claim_type": "log_finding", "claim_text": "DataNode 10.251.26.8:50010 在 08:08:47 向 /10.251.31.85 发送 blk_-8522942048313632858 时出现异常", "support_level": "direct",\n'
    '   "evidence_bindings": [{"source_type": "log", "source_id": "toolu_hdfs_0815", "tool_name": "query_logs", "source_invocation_ids": ["toolu_hdfs_0815"], "evidence_excerpt": "081110 080847 8088 WARN dfs.DataNode$DataXceiver: 10.251.26.8:50010:Got exception while serving blk_-8522942048313632858 to /10.251.31.85:"}]},\n'
    '  {"claim_id": "h2", "claim_type": "log_finding", "claim_text": "这段时间共有 9 条 Got exception while serving 的 WARN，分别来自 9 个不同的 DataNode", "support_level": "direct",\n'
    '   "evidence_bindings": [{"source_type": "log", "source_id": "toolu_hdfs_0815", "tool_name": "query_logs", "source_invocation_ids": ["toolu_hdfs_0815"], "evidence_excerpt": "Got exception while serving"}]},\n'
    '  {"claim_id": "h3", "claim_type": "recommendation", "claim_text": "检查这些 DataNode 与客户端之间的网络", "support_level": "none", "evidence_bindings": []}\n'
    ' ],\n'
    ' "hypotheses": [], "recommended_actions": ["检查这些 DataNode 与客户端之间的网络"], "missing_info": [],\n'
    ' "user_facing_answer": "详见 claims，建议先检查这些 DataNode 与客户端之间的网络。"}\n'
    "```",
    [inv(c, "toolu_hdfs_0815", 1, "query_logs", {"source": "hdfs-datanode", "start": "081110 072100", "end": "081110 081800"}, t1)],
    "PASS",
    [fact("DataNode 10.251.26.8:50010 在 08:08:47 向 /10.251.31.85 发送 blk_-8522942048313632858 时出现异常", "direct_evidence",
          "line 081110 080847 WARN, excerpt is the whole line", claim_id="h1"),
     fact("这段时间共有 9 条 Got exception while serving 的 WARN，分别来自 9 个不同的 DataNode", "direct_evidence",
          "9 WARN lines from 9 distinct DataNode IPs", claim_id="h2"),
     fact("检查这些 DataNode 与客户端之间的网络", "no_evidence", "recommendation, non-critical", critical=False, claim_id="h3")],
    must_parse=True)

# ---- bK-016: block id one digit off (NL bullets)
c = "bK-016"
t1 = text(c, "call_hd_del", HD, [(1400, 1421)])
add(c, ["source:hdfs", "format:nl_bullets", "class:fabricated_id"],
    "11 月 11 日凌晨有一批块被删了，能确认一下哪些块吗？",
    "* blk_-5014786445735476734 在 04:46:54 被 FSDataset 删除\n"
    "* 同一批里 blk_1379455396847512712 也被删掉了，它的文件直接位于 current 目录下，不在 subdir 里\n"
    "* 04:51:25 时 10.251.75.143:50010 向 NameNode 登记了两个 64 MiB 的块\n"
    "* 如果这些删除不是预期的，建议查一下 NameNode 的审计日志",
    [inv(c, "call_hd_del", 1, "query_logs", {"source": "hdfs", "start": "081111 044650", "end": "081111 045130"}, t1)],
    "REJECT",
    [fact("blk_-5014786445735476734 在 04:46:54 被 FSDataset 删除", "direct_evidence", "081111 044654 Deleting block blk_-5014786445735476734"),
     fact("同一批里 blk_1379455396847512712 也被删掉了，它的文件直接位于 current 目录下，不在 subdir 里", "contradicted",
          "fabricated id: the deleted block is blk_1379455396847512711; ...712 is in no output"),
     fact("04:51:25 时 10.251.75.143:50010 向 NameNode 登记了两个 64 MiB 的块", "direct_evidence",
          "two addStoredBlock lines at 045125, size 67108864 bytes = 64 MiB")])

# ---- bK-017: a true denial plus faithful paraphrases (JSON records, NL paragraph)
c = "bK-017"
r1 = recs(c, "9d1e4b7a-2c55-4f0e-8a61-0b3f5d2e7c10", HD, [321, 322, 323, 324, 325, 326, 327], hdfs_rec)
add(c, ["source:hdfs", "format:nl_paragraph", "class:negation", "class:paraphrase_zh"],
    "10.251.74.79 这台 DataNode 早上 8 点左右有没有报错？",
    "10.251.74.79 在这批日志里只有一条 Served block 的 INFO 记录，没有 WARN。"
    "这批日志里唯一的一条 WARN 来自 10.251.26.8:50010，发生在 08:08:47。"
    "另外 10.250.19.227 在 08:09:49 把 blk_3979872751691718643 发给了它自己。"
    "建议继续观察这台机器。",
    [inv(c, "9d1e4b7a-2c55-4f0e-8a61-0b3f5d2e7c10", 1, "query_logs",
         {"source": "hdfs-datanode", "start": "081110 080550", "end": "081110 081000"}, {"total": 7, "logs": r1})],
    "PASS",
    [fact("10.251.74.79 在这批日志里只有一条 Served block 的 INFO 记录，没有 WARN", "direct_evidence",
          "true denial: its only record (080724) is INFO Served block; no WARN of it in the full result"),
     fact("这批日志里唯一的一条 WARN 来自 10.251.26.8:50010，发生在 08:08:47", "direct_evidence", "only WARN record is 080847 from 10.251.26.8:50010"),
     fact("另外 10.250.19.227 在 08:09:49 把 blk_3979872751691718643 发给了它自己", "direct_evidence",
          "080949 10.250.19.227:50010 Served block blk_3979872751691718643 to /10.250.19.227")])

# ---- bK-018: only runbook support, the log search failed (NL headings)
c = "bK-018"
add(c, ["source:hdfs", "format:nl_headings", "class:runbook_only", "class:gap"],
    "HDFS 里一直刷 Got exception while serving，这个要紧吗？",
    "## 结论\n"
    "按运维手册，Got exception while serving 这类 WARN 一般是读取方提前关闭了连接导致的。\n"
    "知识库里的历史案例提到，这类告警通常不影响块数据的完整性。\n"
    "## 下一步\n"
    "建议重新查询一次日志，确认具体是哪些 DataNode 在报。",
    [inv(c, "call_q18", 1, "query_logs", {"source": "hdfs-datanode", "keyword": "Got exception while serving"}, None,
         ok=False, err="search backend returned HTTP 503: shard hdfs-2008.11 unavailable"),
     inv(c, "call_k18", 1, "lookup_knowledge", {"query": "Got exception while serving DataNode WARN"},
         {"query": "Got exception while serving DataNode WARN", "chunks": [
             {"chunk_id": "hdfs-rb-12", "source_doc": "runbooks/hdfs/datanode_warnings.md", "retrieval_layer": "runbook", "relevance": "high",
              "content": "DataXceiver 打出 Got exception while serving 时，多数情况是读取方（客户端或其他 DataNode）提前关闭了连接。单条出现可以忽略，持续刷屏时再检查网络。",
              "deduped": False},
             {"chunk_id": "inc-2019-044", "source_doc": "incidents/2019-044.md", "retrieval_layer": "past_incident", "relevance": "medium",
              "content": "2019-044 复盘：集群大量出现 Got exception while serving，核查后块数据完整性未受影响，根因为客户端超时重试。",
              "deduped": False}]})],
    "LOW_CONFID",
    [fact("按运维手册，Got exception while serving 这类 WARN 一般是读取方提前关闭了连接导致的", "indirect_support",
          "attributed to the runbook; only the knowledge chunk says it"),
     fact("知识库里的历史案例提到，这类告警通常不影响块数据的完整性", "indirect_support", "only the past-incident chunk says it")])

# =========================== Loghub: OpenSSH ===========================
SSH = "loghub/OpenSSH/OpenSSH_2k.log"

# ---- bK-019: brute force counted right (NL bullets)
c = "bK-019"
r1 = recs(c, "call_ssh_1056", SSH, list(range(1200, 1226)), ssh_rec)
add(c, ["source:openssh", "format:nl_bullets", "class:quantity", "class:faithful"],
    "LabSZ 上 10:56 左右 sshd 日志刷得很快，是不是有人在爆破？",
    "- 183.62.140.253 在 10:56:10 到 10:56:27 之间对 root 账号连续尝试了 9 次密码，全部 Failed password\n"
    "- 每次尝试都换了一个源端口，从 52663 一直变到 55676\n"
    "- 整个过程只持续了大约 17 秒\n"
    "- sshd 的进程号从 24979 递增到 24997，每次尝试都是新进程\n"
    "- 建议把这个 IP 加进 fail2ban 或者直接在防火墙封掉",
    [inv(c, "call_ssh_1056", 1, "query_logs", {"host": "LabSZ", "program": "sshd", "start": "Dec 10 10:56:09", "end": "Dec 10 10:56:27"},
         {"total": 26, "logs": r1})],
    "PASS",
    [fact("183.62.140.253 在 10:56:10 到 10:56:27 之间对 root 账号连续尝试了 9 次密码，全部 Failed password", "direct_evidence",
          "9 'Failed password for root from 183.62.140.253' records, 10:56:10..10:56:27"),
     fact("每次尝试都换了一个源端口，从 52663 一直变到 55676", "direct_evidence", "ports 52663, 52962, ... 55676, all distinct"),
     fact("整个过程只持续了大约 17 秒", "direct_evidence", "10:56:10 to 10:56:27 is 17 s"),
     fact("sshd 的进程号从 24979 递增到 24997，每次尝试都是新进程", "direct_evidence",
          "sshd[24979] ... sshd[24997], a new pid per attempt; bare numbers are ids, not metrics")])

# ---- bK-020: wrong count of failures (raw JSON contract)
c = "bK-020"
t1 = text(c, "ssh-20-q1", SSH, [(1700, 1716)])
add(c, ["source:openssh", "format:json_raw", "class:count_wrong", "class:status_wrong"],
    "11:02 前后 root 登录失败了多少次？",
    '{"answer_version": "1.0", "diagnosis_summary": "root 账号被持续爆破", "claims": [{"claim_id": "a1", "claim_type": "log_finding", "claim_text": "11:01:55 到 11:02:03 之间 183.62.140.253 对 root 的密码尝试失败了 15 次", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "ssh-20-q1", "tool_name": "search_syslog", "source_invocation_ids": ["ssh-20-q1"], "evidence_excerpt": "Failed password for root from 183.62.140.253"}]}, {"claim_id": "a2", "claim_type": "log_finding", "claim_text": "最后一次失败发生在 11:02:03，源端口为 34695", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "ssh-20-q1", "tool_name": "search_syslog", "source_invocation_ids": ["ssh-20-q1"], "evidence_excerpt": "Dec 10 11:02:03 LabSZ sshd[25360]: Failed password for root from 183.62.140.253 port 34695 ssh2"}]}, {"claim_id": "a3", "claim_type": "log_finding", "claim_text": "11:01:57 源端口 33581 的那次 root 登录被 sshd 接受了", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "ssh-20-q1", "tool_name": "search_syslog", "source_invocation_ids": ["ssh-20-q1"], "evidence_excerpt": "port 33581 ssh2"}]}], "hypotheses": [], "recommended_actions": ["封禁 183.62.140.253"], "missing_info": [], "user_facing_answer": "结论见 claims，建议尽快封禁该来源 IP。"}',
    [inv(c, "ssh-20-q1", 1, "search_syslog", {"host": "LabSZ", "query": "sshd 183.62.140.253", "from": "Dec 10 11:01:52", "to": "Dec 10 11:02:03"}, t1)],
    "REJECT",
    [fact("11:01:55 到 11:02:03 之间 183.62.140.253 对 root 的密码尝试失败了 15 次", "contradicted",
          "only 5 Failed password lines in that interval (11:01:55, :57, :59, 11:02:01, :03)", claim_id="a1"),
     fact("最后一次失败发生在 11:02:03，源端口为 34695", "direct_evidence", "whole line quoted verbatim", claim_id="a2"),
     fact("11:01:57 源端口 33581 的那次 root 登录被 sshd 接受了", "contradicted",
          "11:01:57 line is 'Failed password for root ... port 33581'; nothing was accepted", claim_id="a3")],
    must_parse=True)

# ---- bK-021: plain-words unsupported cause among supported facts (bold labels)
c = "bK-021"
r1 = recs(c, "toolu_01ssh0932", SSH, list(range(950, 963)), ssh_rec)
add(c, ["source:openssh", "format:nl_bold_labels", "class:unsupported_cause", "class:paraphrase_zh"],
    "09:32 有个账号登录成功了，这正常吗？顺便看看同一时间的失败登录。",
    "**成功登录**：fztu 在 09:32:20 从 119.137.62.142 用密码登录成功，并打开了会话。\n"
    "**失败尝试**：104.192.3.34 先后尝试了 FILTER 和 root 两个用户，都没有通过密码校验。\n"
    "**背景**：这台机器的密码登录是最近才临时放开的。\n"
    "**建议**：确认一下 fztu 这次登录是否本人操作。",
    [inv(c, "toolu_01ssh0932", 1, "query_logs", {"host": "LabSZ", "start": "Dec 10 09:31:20", "end": "Dec 10 09:32:45"},
         {"total": 13, "logs": r1})],
    "LOW_CONFID",
    [fact("fztu 在 09:32:20 从 119.137.62.142 用密码登录成功，并打开了会话", "direct_evidence",
          "Accepted password for fztu from 119.137.62.142 + session opened, 09:32:20"),
     fact("104.192.3.34 先后尝试了 FILTER 和 root 两个用户，都没有通过密码校验", "direct_evidence",
          "Failed password for invalid user FILTER and for root from 104.192.3.34"),
     fact("这台机器的密码登录是最近才临时放开的", "no_evidence", "unsupported background cause, nothing in the logs")])

# ---- bK-022: failure reported as success (contract with a sentence before)
c = "bK-022"
t1 = text(c, "call_22ab", SSH, [(1600, 1622)])
add(c, ["source:openssh", "format:json_with_text", "class:status_wrong"],
    "11:01 左右 root 被爆破成功了吗？",
    "查询了 11:00:50 到 11:01:01 的 sshd 日志，结论如下。\n"
    '{"answer_version": "1.0", "diagnosis_summary": "root 账号疑似被攻破", "claims": ['
    '{"claim_id": "s1", "claim_type": "log_finding", "claim_text": "183.62.140.253 在 11:01:01 以 root 身份登录成功", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_22ab", "tool_name": "search_syslog", "source_invocation_ids": ["call_22ab"], "evidence_excerpt": "Dec 10 11:01:01 LabSZ sshd[25291]"}]}, '
    '{"claim_id": "s2", "claim_type": "log_finding", "claim_text": "88.147.143.242 尝试了不存在的用户 sandeep，密码校验失败后断开了连接", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_22ab", "tool_name": "search_syslog", "source_invocation_ids": ["call_22ab"], "evidence_excerpt": "Failed password for invalid user sandeep from 88.147.143.242 port 49316 ssh2"}]}], '
    '"hypotheses": [], "recommended_actions": ["立即修改 root 密码"], "missing_info": [], "user_facing_answer": "请看 claims；建议立即修改 root 密码并禁用 root 远程登录。"}',
    [inv(c, "call_22ab", 1, "search_syslog", {"host": "LabSZ", "from": "Dec 10 11:00:50", "to": "Dec 10 11:01:01"}, t1)],
    "REJECT",
    [fact("183.62.140.253 在 11:01:01 以 root 身份登录成功", "contradicted",
          "11:01:01 line is 'Failed password for root from 183.62.140.253 port 51395'; no Accepted line", claim_id="s1"),
     fact("88.147.143.242 尝试了不存在的用户 sandeep，密码校验失败后断开了连接", "direct_evidence",
          "Invalid user sandeep, Failed password, Connection closed by 88.147.143.242", claim_id="s2")],
    must_parse=True)

# =========================== Loghub: Zookeeper ===========================
ZK = "loghub/Zookeeper/Zookeeper_2k.log"

# ---- bK-023: denial refuted by WARN lines (NL paragraph)
c = "bK-023"
t1 = text(c, "call_zk_1924", ZK, [(860, 880)])
add(c, ["source:zookeeper", "format:nl_paragraph", "class:negation", "class:paraphrase_zh", "class:count_wrong"],
    "ZooKeeper myid=2 这个节点 19:24 前后选举端口一直有连接进来，它自己有没有告警？",
    "这个节点在 19:24:08 到 19:24:55 之间没有任何 WARN 日志。"
    "期间 10.10.34.11 多次向 10.10.34.12:3888 发起连接请求。"
    "这段时间 10.10.34.11 一共连过来 5 次。"
    "10.10.34.13 也在 19:24:25 连进来过一次。"
    "后面如果还有问题可以再把 leader 的日志拉出来对比。",
    [inv(c, "call_zk_1924", 1, "kubectl_logs", {"pod": "zookeeper-2", "since_time": "2015-07-29T19:24:08", "until_time": "2015-07-29T19:24:56"}, t1)],
    "REJECT",
    [fact("这个节点在 19:24:08 到 19:24:55 之间没有任何 WARN 日志", "contradicted",
          "the node's own log has many WARN lines (Connection broken, Interrupted, Send worker leaving thread)"),
     fact("期间 10.10.34.11 多次向 10.10.34.12:3888 发起连接请求", "direct_evidence",
          "[/10.10.34.12:3888 Listener] Received connection request /10.10.34.11:58764, :58787, :58823"),
     fact("这段时间 10.10.34.11 一共连过来 5 次", "contradicted", "only 3 connection requests from 10.10.34.11 in the output"),
     fact("10.10.34.13 也在 19:24:25 连进来过一次", "direct_evidence", "19:24:25,680 Received connection request /10.10.34.13:43233")])

# ---- bK-024: faithful LearnerHandler errors, k=v and message excerpts (indented contract)
c = "bK-024"
r1 = recs(c, "toolu_zk_learner", ZK, list(range(754, 763)), zk_rec)
add(c, ["source:zookeeper", "format:json_indented", "class:faithful", "class:excerpt_format", "class:quantity"],
    "7 月 29 日 19 点左右 ZooKeeper leader 上 follower 频繁断开，日志里怎么说？",
    """{
  "answer_version": "1.0",
  "diagnosis_summary": "leader 与 10.10.34.11 的 LearnerHandler 连接反复异常关闭",
  "claims": [
    {
      "claim_id": "z1",
      "claim_type": "log_finding",
      "claim_text": "10.10.34.11 对应的 LearnerHandler 在 19:03:35 到 19:04:40 之间 4 次报 Unexpected exception causing shutdown while sock still open",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "toolu_zk_learner#1", "tool_name": "query_logs", "source_invocation_ids": ["toolu_zk_learner"],
         "evidence_excerpt": "thread=LearnerHandler-/10.10.34.11:52225:LearnerHandler@562 level=ERROR"}
      ]
    },
    {
      "claim_id": "z2",
      "claim_type": "log_finding",
      "claim_text": "10.10.34.12 的两个 LearnerHandler 连接在 19:14 前后先后打出了 GOODBYE",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "toolu_zk_learner#7", "tool_name": "query_logs", "source_invocation_ids": ["toolu_zk_learner"],
         "evidence_excerpt": "******* GOODBYE /10.10.34.12:59060 ********"}
      ]
    },
    {
      "claim_id": "z3",
      "claim_type": "hypothesis",
      "claim_text": "10.10.34.11 与 leader 之间的网络可能不稳定",
      "support_level": "none",
      "evidence_bindings": []
    }
  ],
  "hypotheses": ["10.10.34.11 与 leader 之间的网络可能不稳定"],
  "recommended_actions": ["抓包确认 10.10.34.11 的连接状况"],
  "missing_info": [],
  "user_facing_answer": "结论见 claims。建议抓包确认 10.10.34.11 的连接状况。"
}""",
    [inv(c, "toolu_zk_learner", 1, "query_logs", {"host": "10.10.34.12", "component": "LearnerHandler", "start": "2015-07-29 17:40", "end": "2015-07-29 19:15"},
         {"total": 9, "logs": r1})],
    "PASS",
    [fact("10.10.34.11 对应的 LearnerHandler 在 19:03:35 到 19:04:40 之间 4 次报 Unexpected exception causing shutdown while sock still open", "direct_evidence",
          "4 ERROR records 19:03:35, 19:03:54, 19:04:30, 19:04:40 with LearnerHandler-/10.10.34.11:*; k=v excerpt = fields of record 1", claim_id="z1"),
     fact("10.10.34.12 的两个 LearnerHandler 连接在 19:14 前后先后打出了 GOODBYE", "direct_evidence",
          "GOODBYE /10.10.34.12:59060 at 19:14:06 and /10.10.34.12:59103 at 19:14:46", claim_id="z2"),
     fact("10.10.34.11 与 leader 之间的网络可能不稳定", "no_evidence", "hypothesis, non-critical", critical=False, claim_id="z3")],
    must_parse=True)

# ---- bK-025: no-hit + deduped chunk + one real finding (NL bullets)
c = "bK-025"
t2 = text(c, "inv-25b", ZK, [(500, 510)])
add(c, ["source:zookeeper", "format:nl_bullets", "class:gap"],
    "ZooKeeper 23:44 左右客户端报错，10.10.34.13 这个客户端那边有问题吗？",
    "1. 10.10.34.13 上没有相关的 ERROR 日志\n"
    "2. 按知识库，CommitProcessor 里的 Unexpected Exception 通常是客户端异常断开引起的\n"
    "3. 服务端在 23:44:28 由 CommitProcessor:1 报了一条 Unexpected Exception 的 ERROR\n"
    "4. 下一步建议在 10.10.34.13 上抓一下客户端日志",
    [inv(c, "inv-25a", 1, "query_logs", {"host": "10.10.34.13", "level": "ERROR", "start": "2015-07-29 23:40", "end": "2015-07-29 23:50"},
         {"total": 0, "logs": []}),
     inv(c, "inv-25b", 1, "query_logs", {"host": "zk-server-1", "start": "2015-07-29 21:00", "end": "2015-07-29 23:53"}, t2),
     inv(c, "inv-25c", 2, "lookup_knowledge", {"query": "CommitProcessor Unexpected Exception"},
         {"query": "CommitProcessor Unexpected Exception", "chunks": [
             {"chunk_id": "zk-kb-031", "source_doc": "runbooks/zookeeper/server_errors.md", "retrieval_layer": "runbook", "relevance": "high",
              "content": "CommitProcessor 中出现 Unexpected Exception，通常是客户端异常断开引起的，服务端会自动清理该会话。",
              "deduped": True}]})],
    "LOW_CONFID",
    [fact("10.10.34.13 上没有相关的 ERROR 日志", "no_evidence", "only a no-hit query; no hit does not prove absence"),
     fact("按知识库，CommitProcessor 里的 Unexpected Exception 通常是客户端异常断开引起的", "no_evidence",
          "the only chunk saying it is deduped: true"),
     fact("服务端在 23:44:28 由 CommitProcessor:1 报了一条 Unexpected Exception 的 ERROR", "direct_evidence",
          "2015-07-29 23:44:28,903 - ERROR [CommitProcessor:1:NIOServerCnxn@180] - Unexpected Exception:")])

# =========================== Loghub: Apache ===========================
AP = "loghub/Apache/Apache_2k.log"

# ---- bK-026: mod_jk burst, counts right (sloppy NL)
c = "bK-026"
t1 = text(c, "call_ap_2047", AP, [(1030, 1051)])
add(c, ["source:apache", "format:nl_sloppy", "class:quantity", "class:faithful"],
    "12 月 4 号晚上 20:47 httpd error_log 一下子刷了很多 mod_jk 错误，怎么回事？",
    "error_log 20:47 这段我看了\n"
    "20:47:16 到 20:47:17 这两秒里 mod_jk child init 1 -2 一共报了 4 次\n"
    "jk2_init 在 scoreboard 里找不到 child 2082、2085、2086、2087\n"
    "workerEnv 先后进入过 error state 6、9、7\n"
    "建议 check 一下 workers2.properties 和后端 tomcat 是否都起来了",
    [inv(c, "call_ap_2047", 1, "search_syslog", {"file": "/var/log/httpd/error_log", "from": "Sun Dec 04 20:44:30 2005", "to": "Sun Dec 04 20:47:17 2005"}, t1)],
    "PASS",
    [fact("20:47:16 到 20:47:17 这两秒里 mod_jk child init 1 -2 一共报了 4 次", "direct_evidence", "4 lines 'mod_jk child init 1 -2' at 20:47:16/17"),
     fact("jk2_init 在 scoreboard 里找不到 child 2082、2085、2086、2087", "direct_evidence", "four 'Can't find child N in scoreboard' lines"),
     fact("workerEnv 先后进入过 error state 6、9、7", "direct_evidence", "error state 6 (20:47:16), 9 (20:47:16), 7 (20:47:17), in that order")])

# ---- bK-027: wrong error state value (indented contract)
c = "bK-027"
r1 = recs(c, "call-ap-0321", AP, list(range(1052, 1061)), apache_rec)
add(c, ["source:apache", "format:json_indented", "class:value_wrong", "class:paraphrase_zh", "class:fabricated_id"],
    "12 月 5 号凌晨 3 点 httpd 报错了几次，错误状态码是多少？",
    """{
  "answer_version": "1.0",
  "diagnosis_summary": "mod_jk workerEnv 在 03:21 与 03:23 报错",
  "claims": [
    {"claim_id": "e1", "claim_type": "log_finding",
     "claim_text": "03:21:02 那条 mod_jk 报错是 workerEnv in error state 7",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call-ap-0321", "tool_name": "query_logs", "source_invocation_ids": ["call-ap-0321"], "evidence_excerpt": "mod_jk child workerEnv in error state"}]},
    {"claim_id": "e2", "claim_type": "log_finding",
     "claim_text": "01:04:31 客户端 218.62.18.218 请求 /var/www/html/ 时因禁止列目录被拒绝",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call-ap-0321", "tool_name": "query_logs", "source_invocation_ids": ["call-ap-0321"], "evidence_excerpt": "[client 218.62.18.218] Directory index forbidden by rule: /var/www/html/"}]},
    {"claim_id": "e3", "claim_type": "log_finding",
     "claim_text": "03:23:24 被拒绝列目录的客户端是 218.207.61.70",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call-ap-0321", "tool_name": "query_logs", "source_invocation_ids": ["call-ap-0321"], "evidence_excerpt": "Directory index forbidden by rule"}]}
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "请参考 claims。"
}""",
    [inv(c, "call-ap-0321", 1, "query_logs", {"source": "httpd-error", "start": "Mon Dec 05 01:00:00 2005", "end": "Mon Dec 05 03:24:00 2005"},
         {"total": 9, "logs": r1})],
    "REJECT",
    [fact("03:21:02 那条 mod_jk 报错是 workerEnv in error state 7", "contradicted", "the 03:21:02 line says error state 6", claim_id="e1"),
     fact("01:04:31 客户端 218.62.18.218 请求 /var/www/html/ 时因禁止列目录被拒绝", "direct_evidence",
          "01:04:31 [client 218.62.18.218] Directory index forbidden by rule: /var/www/html/", claim_id="e2"),
     fact("03:23:24 被拒绝列目录的客户端是 218.207.61.70", "contradicted",
          "fabricated IP: the 03:23:24 client is 218.207.61.7; 218.207.61.70 is in no output", claim_id="e3")],
    must_parse=True)

# ---- bK-028: runbook attribution, hedges, and a time no record has (NL paragraph)
c = "bK-028"
t1 = text(c, "t-28-logs", AP, [(1500, 1506)])
add(c, ["source:apache", "format:nl_paragraph", "class:runbook_only", "class:hedged_distractor", "class:time_wrong"],
    "12 月 5 号上午 10:52 httpd 报 error state 6 是什么意思？",
    "按照运维手册的说法，mod_jk 的 error state 6 表示 worker 还没有和后端 Tomcat 建立起连接。"
    "可能是 Tomcat 在 10:52 前后重启过。"
    "也疑似 workers2.properties 里的 worker 配置有问题。"
    "这条 error state 6 最早是在 10:51:40 出现的。"
    "建议同时查看 Tomcat 的 catalina.out。",
    [inv(c, "t-28-logs", 1, "query_logs", {"source": "httpd-error", "start": "Mon Dec 05 10:51:50 2005", "end": "Mon Dec 05 10:53:45 2005"}, t1),
     inv(c, "t-28-kb", 1, "lookup_knowledge", {"query": "mod_jk workerEnv error state 6"},
         {"query": "mod_jk workerEnv error state 6", "chunks": [
             {"chunk_id": "web-rb-7", "source_doc": "runbooks/web/mod_jk.md", "retrieval_layer": "runbook", "relevance": "high",
              "content": "mod_jk child workerEnv in error state 6：worker 尚未与后端 Tomcat 建立连接，常见于 Tomcat 重启期间。",
              "deduped": False}]})],
    "LOW_CONFID",
    [fact("按照运维手册的说法，mod_jk 的 error state 6 表示 worker 还没有和后端 Tomcat 建立起连接", "indirect_support",
          "attributed to the runbook; only the knowledge chunk explains it"),
     fact("这条 error state 6 最早是在 10:51:40 出现的", "no_evidence", "no record at 10:51:40; the error line is at 10:52:21")])

# =========================== Loghub: OpenStack ===========================
OS = "loghub/OpenStack/OpenStack_2k.log"

# ---- bK-029: resource view with unit changes (raw JSON contract)
c = "bK-029"
t1 = text(c, "call_os_rt", OS, [(1103, 1110)])
add(c, ["source:openstack", "format:json_raw", "class:quantity", "class:faithful", "class:bad_reference"],
    "cp-1 这台计算节点资源还够不够？新实例会不会调度失败？",
    '{"answer_version": "1.0", "diagnosis_summary": "cp-1 计算节点资源充足，但磁盘已超分", "claims": ['
    '{"claim_id": "r1", "claim_type": "log_finding", "claim_text": "cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 共有 16 个可用 vCPU，目前只分配了 1 个", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_os_rt", "tool_name": "query_logs", "source_invocation_ids": ["call_os_rt"], "evidence_excerpt": "Total usable vcpus: 16, total allocated vcpus: 1"}]}, '
    '{"claim_id": "r2", "claim_type": "log_finding", "claim_text": "该节点物理内存约 64 GB，已用约 2.5 GB", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_os_rt", "tool_name": "query_logs", "source_invocation_ids": ["call_os_rt"], "evidence_excerpt": "phys_ram=64172MB used_ram=2560MB"}]}, '
    '{"claim_id": "r3", "claim_type": "log_finding", "claim_text": "已用磁盘 20GB，超过了 15GB 的物理磁盘容量", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_os_rt", "tool_name": "query_logs", "source_invocation_ids": ["call_os_rt"], "evidence_excerpt": "phys_disk=15GB used_disk=20GB"}]}, '
    '{"claim_id": "r4", "claim_type": "log_finding", "claim_text": "00:08:18 该节点的 Compute_service 记录已完成更新", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "T4", "tool_name": "query_logs", "source_invocation_ids": [], "evidence_excerpt": "Compute_service record updated for cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us"}]}], '
    '"hypotheses": [], "recommended_actions": ["关注磁盘超分"], "missing_info": [], "user_facing_answer": "详见 claims，建议关注一下磁盘超分的情况。"}',
    [inv(c, "call_os_rt", 1, "query_logs", {"source": "nova-compute", "host": "cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us", "start": "2017-05-16 00:08:18", "end": "2017-05-16 00:08:21"}, t1)],
    "PASS",
    [fact("cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 共有 16 个可用 vCPU，目前只分配了 1 个", "direct_evidence",
          "Total usable vcpus: 16, total allocated vcpus: 1", claim_id="r1"),
     fact("00:08:18 该节点的 Compute_service 记录已完成更新", "indirect_support",
          "content is in call_os_rt (00:08:18.616), but the binding names trace ref T4 and the trace has only one evidence call (T1)", claim_id="r4"),
     fact("该节点物理内存约 64 GB，已用约 2.5 GB", "direct_evidence", "phys_ram=64172MB (~64 GB / 62.7 GiB), used_ram=2560MB (2.5 GiB)", claim_id="r2"),
     fact("已用磁盘 20GB，超过了 15GB 的物理磁盘容量", "direct_evidence", "phys_disk=15GB used_disk=20GB", claim_id="r3")],
    must_parse=True)

# ---- bK-030: claim success reported as failure (fenced contract)
c = "bK-030"
t1 = text(c, "toolu_os_claim", OS, [(1077, 1087)])
add(c, ["source:openstack", "format:json_fenced", "class:status_wrong"],
    "实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 创建很慢，是资源 claim 有问题吗？",
    "```json\n"
    '{"answer_version": "1.0", "diagnosis_summary": "实例资源 claim 异常",\n'
    ' "claims": [\n'
    '  {"claim_id": "p1", "claim_type": "log_finding", "claim_text": "实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 的资源 claim 失败了", "support_level": "direct",\n'
    '   "evidence_bindings": [{"source_type": "log", "source_id": "toolu_os_claim", "tool_name": "query_logs", "source_invocation_ids": ["toolu_os_claim"], "evidence_excerpt": "[instance: 17288ea8-cbf4-4f0e-94fe-853fd2735f29] Claim"}]},\n'
    '  {"claim_id": "p2", "claim_type": "log_finding", "claim_text": "该实例申请了 2048 MB 内存、20 GB 磁盘和 1 个 vCPU", "support_level": "direct",\n'
    '   "evidence_bindings": [{"source_type": "log", "source_id": "toolu_os_claim", "tool_name": "query_logs", "source_invocation_ids": ["toolu_os_claim"], "evidence_excerpt": "Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU"}]}\n'
    ' ],\n'
    ' "hypotheses": [], "recommended_actions": ["检查 placement 服务"], "missing_info": [],\n'
    ' "user_facing_answer": "请看 claims，建议检查 placement 服务。"}\n'
    "```",
    [inv(c, "toolu_os_claim", 1, "query_logs", {"source": "nova", "instance": "17288ea8-cbf4-4f0e-94fe-853fd2735f29"}, t1)],
    "REJECT",
    [fact("实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 的资源 claim 失败了", "contradicted",
          "the instance's own line says 'Claim successful'", claim_id="p1"),
     fact("该实例申请了 2048 MB 内存、20 GB 磁盘和 1 个 vCPU", "direct_evidence",
          "Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU", claim_id="p2")],
    must_parse=True)

# ---- bK-031: one time that no record has (contract with a sentence after)
c = "bK-031"
t1 = text(c, "os-img-31", OS, [(55, 60), (145, 149), (236, 241)])
add(c, ["source:openstack", "format:json_with_text", "class:time_wrong"],
    "nova-compute 一直报 Unknown base file，是什么时候开始的？",
    '{"answer_version": "1.0", "diagnosis_summary": "imagecache 周期性报 Unknown base file", "claims": ['
    '{"claim_id": "w1", "claim_type": "log_finding", "claim_text": "nova-compute 在 00:00:20 报出了 Unknown base file 的 WARNING", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "os-img-31", "tool_name": "query_logs", "source_invocation_ids": ["os-img-31"], "evidence_excerpt": "2017-05-16 00:00:20.345 2931 WARNING nova.virt.libvirt.imagecache"}]}, '
    '{"claim_id": "w2", "claim_type": "log_finding", "claim_text": "00:01:50 又报了一次同样的 WARNING", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "os-img-31", "tool_name": "query_logs", "source_invocation_ids": ["os-img-31"], "evidence_excerpt": "2017-05-16 00:01:50.149 2931 WARNING"}]}, '
    '{"claim_id": "w3", "claim_type": "log_finding", "claim_text": "00:01:15 那次 WARNING 指向的 base file 是 a489c868f0c37da93b76227c91bb03908ac0e742", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "os-img-31", "tool_name": "query_logs", "source_invocation_ids": ["os-img-31"], "evidence_excerpt": "Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742"}]}], '
    '"hypotheses": [], "recommended_actions": ["清理 _base 目录中的孤立文件"], "missing_info": [], "user_facing_answer": "结论见 claims，建议清理 _base 目录中的孤立镜像文件。"}\n'
    "以上时间均为日志中的本地时间。",
    [inv(c, "os-img-31", 1, "query_logs", {"source": "nova", "start": "2017-05-16 00:00:00", "end": "2017-05-16 00:02:00", "limit": 17}, t1)],
    "LOW_CONFID",
    [fact("nova-compute 在 00:00:20 报出了 Unknown base file 的 WARNING", "direct_evidence", "00:00:20.345 WARNING Unknown base file", claim_id="w1"),
     fact("00:01:50 又报了一次同样的 WARNING", "direct_evidence", "00:01:50.149 WARNING Unknown base file", claim_id="w2"),
     fact("00:01:15 那次 WARNING 指向的 base file 是 a489c868f0c37da93b76227c91bb03908ac0e742", "no_evidence",
          "no record at 00:01:15 (WARNINGs are at 00:00:20, 00:01:01, 00:01:45, 00:01:50)", claim_id="w3")],
    must_parse=True)

# =========================== Loghub: Hadoop ===========================
HA = "loghub/Hadoop/Hadoop_2k.log"

# ---- bK-032: RM contact errors and lease renewal, faithful (NL headings)
c = "bK-032"
t1 = text(c, "call_mr_0603", HA, [(930, 945)])
add(c, ["source:hadoop", "format:nl_headings", "class:faithful", "class:quantity", "class:paraphrase_zh", "class:hedged_distractor"],
    "job_1445144423722_0020 在 18:06 左右卡住了，MRAppMaster 日志里有什么？",
    "## 发现\n"
    "RMCommunicator Allocator 在 18:06:03 和 18:06:05 两次报 ERROR IN CONTACTING RM。\n"
    "它每次都在重试连接 msra-sa-41:8030，重试策略是最多 10 次、每次间隔 1 秒。\n"
    "LeaseRenewer 为 DFSClient_NONMAPREDUCE_1537864556_1 续租失败的时长已经累积到 70 秒。\n"
    "ipc.Client 同时检测到 msra-sa-41 的地址发生了变化，旧地址是 10.190.173.170。\n"
    "推测 ResourceManager 进程可能已经整个挂掉了。\n"
    "## 建议\n"
    "建议确认 msra-sa-41 的 DNS 解析和 ResourceManager 进程状态。",
    [inv(c, "call_mr_0603", 1, "query_logs", {"app": "application_1445144423722_0020", "start": "2015-10-18 18:06:03", "end": "2015-10-18 18:06:08"}, t1)],
    "PASS",
    [fact("RMCommunicator Allocator 在 18:06:03 和 18:06:05 两次报 ERROR IN CONTACTING RM", "direct_evidence", "ERROR lines at 18:06:03,856 and 18:06:05,934"),
     fact("它每次都在重试连接 msra-sa-41:8030，重试策略是最多 10 次、每次间隔 1 秒", "direct_evidence",
          "Retrying connect to server: msra-sa-41:8030 ... maxRetries=10, sleepTime=1000 MILLISECONDS (=1 s), both times"),
     fact("LeaseRenewer 为 DFSClient_NONMAPREDUCE_1537864556_1 续租失败的时长已经累积到 70 秒", "direct_evidence",
          "18:06:07,888 Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 70 seconds"),
     fact("ipc.Client 同时检测到 msra-sa-41 的地址发生了变化，旧地址是 10.190.173.170", "direct_evidence",
          "Address change detected. Old: msra-sa-41/10.190.173.170:9000 / :8030")])

# ---- bK-033: RM error attributed to the LeaseRenewer thread (raw JSON contract)
c = "bK-033"
r1 = recs(c, "toolu_01HdpT9", HA, list(range(931, 939)), hadoop_rec)
add(c, ["source:hadoop", "format:json_raw", "class:misattribution"],
    "MRAppMaster 里是哪个线程在报 ERROR IN CONTACTING RM？",
    '{"answer_version": "1.0", "diagnosis_summary": "RM 通信失败", "claims": [{"claim_id": "t1", "claim_type": "log_finding", "claim_text": "LeaseRenewer:msrabi@msra-sa-41:9000 线程报出了 ERROR IN CONTACTING RM", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01HdpT9", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01HdpT9"], "evidence_excerpt": "ERROR IN CONTACTING RM."}]}, {"claim_id": "t2", "claim_type": "log_finding", "claim_text": "RMCommunicator Allocator 在 18:06:04 检测到 msra-sa-41:8030 的地址变化", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01HdpT9", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01HdpT9"], "evidence_excerpt": "{\\"thread\\": \\"RMCommunicator Allocator\\", \\"level\\": \\"WARN\\", \\"ts\\": \\"2015-10-18 18:06:04,872\\"}"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "见 claims。"}',
    [inv(c, "toolu_01HdpT9", 1, "query_logs", {"app": "application_1445144423722_0020", "start": "2015-10-18 18:06:03", "end": "2015-10-18 18:06:06"},
         {"total": 8, "logs": r1})],
    "REJECT",
    [fact("LeaseRenewer:msrabi@msra-sa-41:9000 线程报出了 ERROR IN CONTACTING RM", "contradicted",
          "the ERROR is logged only by [RMCommunicator Allocator]; the LeaseRenewer thread's own lines are WARN lease/address messages", claim_id="t1"),
     fact("RMCommunicator Allocator 在 18:06:04 检测到 msra-sa-41:8030 的地址变化", "direct_evidence",
          "18:06:04,872 WARN [RMCommunicator Allocator] Address change detected ... :8030; JSON-subset excerpt", claim_id="t2")],
    must_parse=True)

# ---- bK-034: plain-words unsupported cause (sloppy NL)
c = "bK-034"
t1 = text(c, "inv_34", HA, [(662, 670)])
add(c, ["source:hadoop", "format:nl_sloppy", "class:unsupported_cause"],
    "18:04 AM 日志里出现 unknown container id 的 ERROR，原因是什么？",
    "18:04:11 RMContainerAllocator 报了 Container complete event for unknown container id container_1445144423722_0020_01_000012\n"
    "同一毫秒它先收到了这个 container 的 completed 事件\n"
    "RM 那台机器当时被人手动重启过\n"
    "要不要我再看看这个 job 后面有没有失败的 task？",
    [inv(c, "inv_34", 1, "query_logs", {"app": "application_1445144423722_0020", "start": "2015-10-18 18:04:10", "end": "2015-10-18 18:04:12"}, t1),
     inv(c, "inv_34b", 2, "query_logs", {"host": "msra-sa-41", "keyword": "SHUTDOWN_MSG", "start": "2015-10-18 17:50", "end": "2015-10-18 18:10"},
         {"total": 0, "logs": []})],
    "LOW_CONFID",
    [fact("18:04:11 RMContainerAllocator 报了 Container complete event for unknown container id container_1445144423722_0020_01_000012", "direct_evidence",
          "18:04:11,034 ERROR line, verbatim"),
     fact("同一毫秒它先收到了这个 container 的 completed 事件", "direct_evidence",
          "18:04:11,034 INFO Received completed container container_1445144423722_0020_01_000012, logged just before the ERROR"),
     fact("RM 那台机器当时被人手动重启过", "no_evidence", "no record mentions a restart; unsupported cause")])

# =========================== Loghub: BGL ===========================
BG = "loghub/BGL/BGL_2k.log"

# ---- bK-035: parity errors counted right (sloppy NL)
c = "bK-035"
r1 = recs(c, "call_bgl_1017", BG, list(range(1502, 1509)), bgl_rec)
add(c, ["source:bgl", "format:nl_sloppy", "class:quantity", "class:faithful"],
    "BlueGene/L 10 月 16-17 号有没有硬件相关的报错？",
    "R02-M0-N4-C:J04-U11 在 10/17 05:02 到 05:35 之间报了 6 次 data cache search parity error，前后约 33 分钟\n"
    "级别都是 INFO，每条都提示 attempting to correct\n"
    "另外 R71-M1-N0-I:J18-U01 在 10/16 15:24:36 有一条 APP FATAL，ciod 读 CioStream socket 的 message prefix 出错\n"
    "建议把 R02-M0-N4 这块板子列入观察名单",
    [inv(c, "call_bgl_1017", 1, "query_logs", {"system": "bgl", "start": "2005-10-16-00.00.00", "end": "2005-10-17-06.00.00"},
         {"total": 7, "logs": r1})],
    "PASS",
    [fact("R02-M0-N4-C:J04-U11 在 10/17 05:02 到 05:35 之间报了 6 次 data cache search parity error，前后约 33 分钟", "direct_evidence",
          "6 records 05.02.27 .. 05.35.12 (32.8 min)"),
     fact("级别都是 INFO，每条都提示 attempting to correct", "direct_evidence", "all 6 records level INFO, message ends 'attempting to correct'"),
     fact("另外 R71-M1-N0-I:J18-U01 在 10/16 15:24:36 有一条 APP FATAL，ciod 读 CioStream socket 的 message prefix 出错", "direct_evidence",
          "2005-10-16-15.24.36 APP FATAL ciod: Error reading message prefix ... CioStream socket")])

# ---- bK-036: RAPTOR load failure put on the wrong node (contract with text before)
c = "bK-036"
r1 = recs(c, "es-bgl-1019", BG, list(range(1509, 1515)), bgl_rec)
add(c, ["source:bgl", "format:json_with_text", "class:entity_swap", "class:misattribution"],
    "10 月 20 号 RAPTOR 作业起不来，是哪个节点加载程序失败？",
    "根据 es 检索结果整理：\n"
    '{"answer_version": "1.0", "diagnosis_summary": "RAPTOR 程序镜像加载失败", "claims": ['
    '{"claim_id": "b1", "claim_type": "log_finding", "claim_text": "R04-M0-NC-I:J18-U11 在 08:03 加载 /bgl/apps/followup/RAPTOR/new.raptor.trace 失败，报 invalid or missing program image", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "es-bgl-1019", "tool_name": "es_query", "source_invocation_ids": ["es-bgl-1019"], "evidence_excerpt": "ciod: Error loading /bgl/apps/followup/RAPTOR/new.raptor.trace: invalid or missing program image"}]}, '
    '{"claim_id": "b2", "claim_type": "log_finding", "claim_text": "R17-M0-N0-I:J18-U01 在 10 月 19 日 08:08:40 完成了 shutdown", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "es-bgl-1019", "tool_name": "es_query", "source_invocation_ids": ["es-bgl-1019"], "evidence_excerpt": "node=R17-M0-N0-I:J18-U01 message=shutdown complete"}]}], '
    '"hypotheses": [], "recommended_actions": ["重新上传 new.raptor.trace"], "missing_info": [], "user_facing_answer": "结论见 claims，建议重新上传 RAPTOR 的程序镜像。"}',
    [inv(c, "es-bgl-1019", 1, "es_query", {"index": "bgl-ras-2005.10", "query": "level:(FATAL OR INFO) AND @timestamp:[2005-10-19 TO 2005-10-21]"},
         {"total": 6, "logs": r1})],
    "REJECT",
    [fact("R04-M0-NC-I:J18-U11 在 08:03 加载 /bgl/apps/followup/RAPTOR/new.raptor.trace 失败，报 invalid or missing program image", "contradicted",
          "the load failure is logged by R62-M0-N8-I:J18-U01 and R01-M1-NC-I:J18-U01; R04-M0-NC-I:J18-U11's own record is 'generated 64 core files' at 20.19.58", claim_id="b1"),
     fact("R17-M0-N0-I:J18-U01 在 10 月 19 日 08:08:40 完成了 shutdown", "direct_evidence",
          "2005-10-19-08.08.40 shutdown complete; k=v excerpt = fields of that record", claim_id="b2")],
    must_parse=True)

# =========================== Loghub: Proxifier ===========================
PX = "loghub/Proxifier/Proxifier_2k.log"

# ---- bK-037: byte counts with unit change + unsupported cause (NL paragraph)
c = "bK-037"
t1 = text(c, "call_px_2045", PX, [(700, 712)])
add(c, ["source:proxifier", "format:nl_paragraph", "class:quantity", "class:unsupported_cause"],
    "10 月 30 号 20:45 左右 chrome 走代理特别慢，帮我看看 Proxifier 日志。",
    "20:45:24 有一条 chrome.exe 经 proxy.cse.cuhk.edu.hk:5070 的连接关闭，发送了约 2.2 KB、接收了 659 字节，存活了 3 秒。"
    "同一秒内又有 4 条新的 HTTPS 连接通过这个代理打开。"
    "代理服务器的出口带宽当时已经被占满了。"
    "建议找网络组确认一下代理出口的流量。",
    [inv(c, "call_px_2045", 1, "search_syslog", {"file": "Proxifier.log", "from": "[10.30 20:45:21]", "to": "[10.30 20:45:25]"}, t1)],
    "LOW_CONFID",
    [fact("20:45:24 有一条 chrome.exe 经 proxy.cse.cuhk.edu.hk:5070 的连接关闭，发送了约 2.2 KB、接收了 659 字节，存活了 3 秒", "direct_evidence",
          "close, 2224 bytes (2.17 KB) sent, 659 bytes received, lifetime 00:03"),
     fact("同一秒内又有 4 条新的 HTTPS 连接通过这个代理打开", "direct_evidence", "4 'open through proxy ... HTTPS' lines at 20:45:24"),
     fact("代理服务器的出口带宽当时已经被占满了", "no_evidence", "nothing in the log about bandwidth; unsupported cause")])

# =========================== Loghub: Linux ===========================
LX = "loghub/Linux/Linux_2k.log"

# ---- bK-038: malformed contract (trailing comma + comment) -> natural-language facts
c = "bK-038"
t1 = text(c, "call_lx_ftp", LX, [(1308, 1329)])
add(c, ["source:linux", "format:json_malformed", "class:unsupported_cause", "class:quantity"],
    "combo 这台机器 7 月 15 号深夜 ftpd 突然很多连接，是怎么回事？",
    "{\n"
    '  "answer_version": "1.0",\n'
    '  "claims": [\n'
    '    {"claim_id": "f1", "claim_type": "log_finding", "claim_text": "211.107.232.1 在 23:42:43 到 23:42:44 之间向 ftpd 发起了 22 个连接", "support_level": "direct",\n'
    '     "evidence_bindings": [{"source_type": "log", "source_id": "call_lx_ftp", "tool_name": "search_syslog", "source_invocation_ids": ["call_lx_ftp"], "evidence_excerpt": "ftpd[15339]: connection from 211.107.232.1"}]},\n'
    '    {"claim_id": "f2", "claim_type": "log_finding", "claim_text": "这些连接分别由 ftpd 进程 15321 到 15342 处理", "support_level": "direct",\n'
    '     "evidence_bindings": [{"source_type": "log", "source_id": "call_lx_ftp", "tool_name": "search_syslog", "source_invocation_ids": ["call_lx_ftp"], "evidence_excerpt": "ftpd[15342]"}]},\n'
    '    {"claim_id": "f3", "claim_type": "root_cause", "claim_text": "对方是拿泄露的账号密码在批量登录", "support_level": "indirect",\n'
    '     "evidence_bindings": []},  // 来源推断\n'
    "  ],\n"
    '  "user_facing_answer": "建议在防火墙上限制该来源的 FTP 并发连接数。",\n'
    "}",
    [inv(c, "call_lx_ftp", 1, "search_syslog", {"host": "combo", "program": "ftpd", "from": "Jul 15 23:42:00", "to": "Jul 15 23:43:00"}, t1)],
    "LOW_CONFID",
    [fact("211.107.232.1 在 23:42:43 到 23:42:44 之间向 ftpd 发起了 22 个连接", "direct_evidence",
          "22 'connection from 211.107.232.1' lines at 23:42:43/44 (claim f1; malformed contract read as text)"),
     fact("这些连接分别由 ftpd 进程 15321 到 15342 处理", "direct_evidence", "pids 15321..15342, one per line (claim f2)"),
     fact("对方是拿泄露的账号密码在批量登录", "no_evidence",
          "claim f3; malformed contract => natural language, so critical; nothing shows any login attempt")])

# ---- bK-039: stated order contradicted by timestamps (NL bullets)
c = "bK-039"
t1 = text(c, "toolu_lx_0715", LX, [(1293, 1307)])
add(c, ["source:linux", "format:nl_bullets", "class:time_wrong", "class:quantity"],
    "combo 7 月 15 号凌晨有一堆认证失败，logrotate 也报错了，两者有关系吗？",
    "• 01:03:48 到 01:03:50 之间，来自 c51471f2c.cable.wanadoo.nl 的 root 认证失败共有 10 次\n"
    "• logrotate 的 ALERT exited abnormally 发生在这波认证失败之前\n"
    "• 04:05:02 cyrus 用户的 su 会话打开后马上就关闭了\n"
    "• 两者是否相关还需要看 logrotate 的具体配置",
    [inv(c, "toolu_lx_0715", 1, "query_logs", {"host": "combo", "start": "Jul 15 01:00:00", "end": "Jul 15 04:11:00"}, t1),
     inv(c, "toolu_lx_0716", 2, "search_syslog", {"host": "combo", "from": "Jul 16 04:07:00", "to": "Jul 16 04:14:00"}, text(c, "toolu_lx_0716", LX, [(1330, 1333)]))],
    "REJECT",
    [fact("01:03:48 到 01:03:50 之间，来自 c51471f2c.cable.wanadoo.nl 的 root 认证失败共有 10 次", "direct_evidence",
          "10 sshd(pam_unix) authentication failure lines, rhost c51471f2c.cable.wanadoo.nl, user=root"),
     fact("logrotate 的 ALERT exited abnormally 发生在这波认证失败之前", "contradicted",
          "logrotate ALERT is at 04:05:03, about three hours after the 01:03 failures"),
     fact("04:05:02 cyrus 用户的 su 会话打开后马上就关闭了", "direct_evidence", "su(pam_unix)[13238] session opened / closed for user cyrus at 04:05:02")])

# ---- bK-040: claim bound to a failed call (compact contract)
c = "bK-040"
r2 = recs(c, "q40-ok", BG, [1495, 1496, 1497, 1498, 1499], bgl_rec)
add(c, ["source:bgl", "format:json_compact", "class:gap", "class:paraphrase_zh"],
    "BGL 10 月 14 号有哪些节点报了内存或网络相关的问题？R30-M0-N9-C:J16-U01 那块有没有？",
    '{"answer_version":"1.0","diagnosis_summary":"10 月 14 日多节点 RAS 事件","claims":[{"claim_id":"g1","claim_type":"log_finding","claim_text":"R30-M0-N9-C:J16-U01 在 10 月 14 日报了 data TLB error interrupt","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"q40-fail","tool_name":"query_logs","source_invocation_ids":["q40-fail"],"evidence_excerpt":"data TLB error interrupt"}]},{"claim_id":"g2","claim_type":"log_finding","claim_text":"R07-M1-NA-C:J09-U01 在 00:04:39 检测并纠正了 4 个 ddr 错误","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"q40-ok","tool_name":"query_logs","source_invocation_ids":["q40-ok"],"evidence_excerpt":"4 ddr errors(s) detected and corrected on rank 0, symbol 13, bit 5"}]},{"claim_id":"g3","claim_type":"log_finding","claim_text":"R53-M1-N0-C:J04-U11 的 tree receiver 2 进入了 re-synch 状态","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"q40-ok","tool_name":"query_logs","source_invocation_ids":["q40-ok"],"evidence_excerpt":"tree receiver 2 in re-synch state event(s) (dcr 0x019a) detected"}]}],"hypotheses":[],"recommended_actions":["重新查询 R30-M0-N9 的日志"],"missing_info":["R30-M0-N9-C:J16-U01 的日志"],"user_facing_answer":"详见 claims，建议重新查询 R30-M0-N9 的日志。"}',
    [inv(c, "q40-fail", 1, "query_logs", {"system": "bgl", "node": "R30-M0-N9-C:J16-U01", "date": "2005.10.14"}, None,
         ok=False, err="query timed out after 60000 ms"),
     inv(c, "q40-ok", 1, "query_logs", {"system": "bgl", "date": "2005.10.13-2005.10.14", "level": "INFO"}, {"total": 5, "logs": r2})],
    "LOW_CONFID",
    [fact("R30-M0-N9-C:J16-U01 在 10 月 14 日报了 data TLB error interrupt", "no_evidence",
          "bound only to a failed call; the id is in that call's input, so not fabricated", claim_id="g1"),
     fact("R07-M1-NA-C:J09-U01 在 00:04:39 检测并纠正了 4 个 ddr 错误", "direct_evidence",
          "2005-10-14-00.04.39 '4 ddr errors(s) detected and corrected'", claim_id="g2"),
     fact("R53-M1-N0-C:J04-U11 的 tree receiver 2 进入了 re-synch 状态", "direct_evidence",
          "2005-10-14-00.04.42 'tree receiver 2 in re-synch state event(s) ... detected'", claim_id="g3")],
    must_parse=True)


# =========================== write ===========================
def main():
    assert len(CASES) == 40, len(CASES)
    ids = [c["case_id"] for c in CASES]
    assert ids == ["bK-%03d" % i for i in range(1, 41)], ids
    with open(OUT / "cases.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for case in CASES:
            f.write(json.dumps(case, ensure_ascii=False, sort_keys=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
