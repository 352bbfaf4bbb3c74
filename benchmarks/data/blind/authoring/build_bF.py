#!/usr/bin/env python3
"""bF blind cases: multi-entity, multi-call traces.

Windows are cut from /work/blind/sources by line number (verbatim lines).
All queries, answers and gold labels below are hand-written, one case at a time.
"""
import csv
import io
import json
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent
_cache = {}


def L(rel, a, b):
    """Verbatim lines a..b (1-based, inclusive) of a source file."""
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _cache[rel][a - 1:b]


def T(rel, a, b):
    return "\n".join(L(rel, a, b))


# ---------- record readers (fields copied from the verbatim line) ----------
def rec_hdfs(ln):
    d, t, pid, lvl, comp, msg = ln.split(" ", 5)
    return {"ts": d + " " + t, "level": lvl, "pid": pid, "component": comp.rstrip(":"), "message": msg}


def rec_zk(ln):
    ts, rest = ln.split(" - ", 1)
    lvl, rest = rest.split(" ", 1)
    rest = rest.lstrip()
    thread, msg = rest.split("] - ", 1)
    return {"ts": ts, "level": lvl, "thread": thread.lstrip("["), "message": msg}


def rec_os(ln):
    f, d, t, pid, lvl, logger, msg = ln.split(" ", 6)
    return {"ts": d + " " + t, "service": f.split(".log")[0], "pid": pid, "level": lvl,
            "logger": logger, "message": msg}


def rec_hadoop(ln):
    d, t, lvl, rest = ln.split(" ", 3)
    thread, rest = rest[1:].split("] ", 1)
    logger, msg = rest.split(": ", 1)
    return {"ts": d + " " + t, "level": lvl, "thread": thread, "logger": logger, "message": msg}


def rec_spark(ln):
    d, t, lvl, comp, msg = ln.split(" ", 4)
    return {"ts": d + " " + t, "level": lvl, "component": comp.rstrip(":"), "message": msg}


def rec_syslog(ln):
    mon, day, t, host, rest = ln.split(None, 4)
    proc, msg = rest.split(": ", 1)
    return {"ts": f"{mon} {day} {t}", "host": host, "process": proc, "message": msg}


def rec_bgl(ln):
    p = ln.split(" ", 9)
    return {"alert": p[0], "epoch": int(p[1]), "date": p[2], "node": p[3], "ts": p[4],
            "location": p[5], "type": p[6], "component": p[7], "level": p[8], "message": p[9]}


def rec_apache(ln):
    ts, rest = ln[1:].split("] ", 1)
    lvl, msg = rest[1:].split("] ", 1)
    return {"ts": ts, "level": lvl, "message": msg}


def rec_nezha(ln):
    r = next(csv.reader([ln]))
    log = json.loads(r[7])["log"].rstrip("\n")
    return {"ts": r[0], "node": r[2], "pod": r[3], "trace_id": r[5], "span_id": r[6],
            "level": log.split()[1], "log": log}


def recs(fn, rel, a, b, keep=None):
    out = [fn(x) for x in L(rel, a, b)]
    if keep:
        out = [r for r in out if keep(r)]
    return out


def nz_rows(rel, a, b, keep=None):
    """Nezha log CSV lines a..b as raw column dicts (Log column kept as its JSON string)."""
    out = []
    hdr = L(rel, 1, 1)[0].split(",")
    for ln in L(rel, a, b):
        r = next(csv.reader([ln]))
        d = dict(zip(hdr, r))
        if keep is None or keep(d):
            out.append(d)
    return out


# ---------- metrics ----------
def met_rows(rel, a, b, cols):
    hdr = L(rel, 1, 1)[0].split(",")
    out = []
    for ln in L(rel, a, b):
        r = dict(zip(hdr, ln.split(",")))
        row = {}
        for c in cols:
            v = r[c]
            try:
                fv = float(v)
                row[c] = v if fv != fv else (int(fv) if c == "TimeStamp" else fv)
            except ValueError:
                row[c] = v
        out.append(row)
    return out


def met_series(rel, a, b, col, service, unit, nd=4):
    hdr = L(rel, 1, 1)[0].split(",")
    vals = [float(dict(zip(hdr, ln.split(",")))[col]) for ln in L(rel, a, b)]
    vals = [v for v in vals if v == v]
    return {"metric": col, "service": service, "max": round(max(vals), nd),
            "avg": round(sum(vals) / len(vals), nd), "last": round(vals[-1], nd), "unit": unit,
            "points": len(vals)}


# ---------- case assembly ----------
CASES = []
WINDOWS = []


def inv(iid, tool, inp, out, win=(), rnd=1, ok=True, err=None):
    return {"invocation_id": iid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": ok, "error": err, "_win": list(win)}


def case(cid, tags, query, answer, invs, verdict, facts, retry=None):
    invs = list(invs) + EXTRA.get(cid, [])
    tis = []
    for v in invs:
        for (rel, a, b) in v.pop("_win"):
            WINDOWS.append({"case_id": cid, "invocation_id": v["invocation_id"], "source": rel, "lines": [a, b]})
        v = dict(v)
        tis.append({"invocation_id": v["invocation_id"], "session_id": cid, "round": v["round"],
                    "tool_name": v["tool_name"], "input": v["input"], "output": v["output"],
                    "success": v["success"], "error": v["error"]})
    fl = []
    for f in facts:
        d = {}
        if "cid" in f:
            d["claim_id"] = f["cid"]
        d["fact"] = f["f"]
        if f.get("extra"):
            d["origin"] = "answer_extra"
        d["is_critical"] = f.get("crit", True)
        d["verification"] = f["v"]
        d["note"] = f["n"]
        fl.append(d)
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": tis, "retry_context": retry},
                  "expected": {"verdict": verdict, "facts": fl}})


def J(o, indent=None):
    return json.dumps(o, ensure_ascii=False, indent=indent)


DE, IS, NE, CO = "direct_evidence", "indirect_support", "no_evidence", "contradicted"

HDFS = "loghub/HDFS_2k.log"
ZK = "loghub/Zookeeper_2k.log"
OS_ = "loghub/OpenStack_2k.log"
HAD = "loghub/Hadoop_2k.log"
SPK = "loghub/Spark_2k.log"
SSH = "loghub/OpenSSH_2k.log"
LNX = "loghub/Linux_2k.log"
APA = "loghub/Apache_2k.log"
BGL = "loghub/BGL_2k.log"
THB = "loghub/Thunderbird_2k.log"
HPC = "loghub/HPC_2k.log"
NZ = "nezha/rca_data/2023-01-29/log/"
NM = "nezha/rca_data/2023-01-29/metric/"


# Second calls added to cases that were single-call (speciality: multi-call traces).
# Each is a real window of the same source that does not touch the entities the facts name
# within the facts' time bounds (distractors / context only).
IP_ = NM + "ts-inside-payment-service-6f94c49ccd-4rdb2_metric.csv"
PRM = NM + "ts-preserve-service-b5ccf8557-j4txs_metric.csv"
EXM = NM + "ts-execute-service-775f544d9-zqvjb_metric.csv"
CTM = NM + "ts-contacts-service-866bd68c97-xcqfx_metric.csv"
VCM = NM + "ts-verification-code-service-7b6dc75c45-2z9p2_metric.csv"
EXTRA = {
    "bF-004": [inv("call_hd02", "query_logs", {"service": "hdfs", "from": "2008-11-10 02:05", "to": "2008-11-10 03:54"},
                   {"total": 11, "logs": recs(rec_hdfs, HDFS, 290, 300)}, [(HDFS, 290, 300)])],
    "bF-014": [inv("es-7782", "get_pod_metrics", {"pod": "ts-inside-payment-service-6f94c49ccd-4rdb2", "from": "2023-01-29 09:23", "to": "2023-01-29 09:25"},
                   {"rows": met_rows(IP_, 44, 46, ["Time", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodWorkload(Ops)"])}, [(IP_, 44, 46)])],
    "bF-032": [inv("call_fd_x", "query_logs", {"pod": "ts-food-service-f5756978c-k8vqf", "level": "ERROR", "from": "2023-01-29T09:24:20Z", "to": "2023-01-29T09:25:02Z"},
                   {"total": 13, "logs": recs(rec_nezha, NZ + "09_25_log.csv", 379, 391)}, [(NZ + "09_25_log.csv", 379, 391)])],
    "bF-034": [inv("inv-34-b", "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 07:27", "to": "Dec 10 07:28"},
                   T(SSH, 34, 45), [(SSH, 34, 45)])],
    "bF-035": [inv("toolu_lnx36", "search_syslog", {"host": "combo", "program": "sshd", "date": "Jun 14"},
                   T(LNX, 1, 10), [(LNX, 1, 10)])],
    "bF-037": [inv("inv-tb-2", "query_metrics", {"cluster": "thunderbird", "metric": "node_load1", "from": "Nov 9 12:00", "to": "Nov 9 12:05"},
                   None, ok=False, err="ganglia gmetad: no data for requested range")],
    "bF-039": [inv("inv_39b", "query_logs", {"service": "nova-api", "from": "2017-05-16 00:00:00", "to": "2017-05-16 00:00:02"},
                   {"total": 3, "logs": recs(rec_os, OS_, 1, 3)}, [(OS_, 1, 3)])],
    "bF-042": [inv("zk42b", "query_logs", {"port": 2181, "from": "2015-07-29 23:44", "to": "2015-07-29 23:53"},
                   {"total": 5, "logs": recs(rec_zk, ZK, 506, 510)}, [(ZK, 506, 510)])],
    "bF-046": [inv("qm-47", "get_pod_metrics", {"pod": "ts-verification-code-service-7b6dc75c45-2z9p2", "from": "2023-01-29 14:23", "to": "2023-01-29 14:27"},
                   {"rows": met_rows(VCM, 344, 348, ["Time", "CpuUsage(m)", "CpuUsageRate(%)"])}, [(VCM, 344, 348)])],
    "bF-047": [inv("pm-47", "get_pod_metrics", {"pod": "ts-preserve-service-b5ccf8557-j4txs", "from": "2023-01-29 09:24", "to": "2023-01-29 09:26"},
                   {"rows": met_rows(PRM, 45, 47, ["Time", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodSuccessRate(%)"])}, [(PRM, 45, 47)])],
    "bF-049": [inv("sp-50", "query_logs", {"app": "application_1485248649253_0147", "executor": "5", "from": "17/06/09 20:10:48", "to": "17/06/09 20:10:52"},
                   T(SPK, 85, 95), [(SPK, 85, 95)])],
    "bF-050": [inv("syslog-51", "search_syslog", {"host": "combo", "program": "klogind", "from": "Jun 30 20:53:06", "to": "Jun 30 20:53:07"},
                   T(LNX, 563, 584), [(LNX, 563, 584)])],
    "bF-051": [inv("bgl-52", "query_logs", {"system": "bgl", "location": "R30-M0-N9-C:J16-U01", "from": "2005-06-11-21.00", "to": "2005-06-11-23.30"},
                   {"total": 24, "logs": recs(rec_bgl, BGL, 140, 163)}, [(BGL, 140, 163)])],
    "bF-053": [inv("zk-54", "query_logs", {"host": "zk-1", "from": "2015-08-25 10:50", "to": "2015-08-25 11:22"},
                   {"total": 4, "logs": recs(rec_zk, ZK, 749, 752)}, [(ZK, 749, 752)])],
    "bF-054": [inv("q55", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29 08:44", "to": "2023-01-29 08:46"},
                   {"rows": met_rows(CTM, 4, 6, ["Time", "CpuUsageRate(%)", "MemoryUsage(Mi)"])}, [(CTM, 4, 6)])],
    "bF-055": [inv("h-56", "query_logs", {"app": "application_1445144423722_0020", "thread": "RMCommunicator Allocator", "from": "2015-10-18 18:04:10", "to": "2015-10-18 18:04:12"},
                   T(HAD, 660, 672), [(HAD, 660, 672)])],
    "bF-057": [inv("grep-58", "grep_logs", {"path": "/var/log/httpd/error_log", "pattern": "Directory index forbidden", "from": "Sun Dec 04 07:00"},
                   T(APA, 580, 588), [(APA, 580, 588)])],
    "bF-062": [inv("bgl-63", "query_logs", {"system": "bgl", "date": "2005.06.04"},
                   {"total": 4, "logs": recs(rec_bgl, BGL, 9, 12)}, [(BGL, 9, 12)])],
    "bF-063": [inv("os64", "query_logs", {"service": "nova-api", "from": "2017-05-16 00:09:35", "to": "2017-05-16 00:09:39"},
                   {"total": 5, "logs": recs(rec_os, OS_, 1285, 1289)}, [(OS_, 1285, 1289)])],
    "bF-065": [inv("q66", "get_pod_metrics", {"pod": "ts-execute-service-775f544d9-zqvjb", "from": "2023-01-29 09:23", "to": "2023-01-29 09:25"},
                   {"rows": met_rows(EXM, 44, 46, ["Time", "CpuUsageRate(%)", "MemoryUsage(Mi)"])}, [(EXM, 44, 46)])],
    "bF-066": [inv("ftp-67", "search_syslog", {"host": "combo", "date": "Jun 17-18", "from": "20:55"},
                   T(LNX, 96, 105), [(LNX, 96, 105)])],
    "bF-067": [inv("sp-68", "query_logs", {"app": "application_1485248649253_0147", "executor": "5", "from": "17/06/09 20:10:45", "to": "17/06/09 20:10:45"},
                   T(SPK, 21, 30), [(SPK, 21, 30)])],
    "bF-068": [inv("hd69", "query_logs", {"service": "hdfs", "from": "081109 233700", "to": "081109 234600"},
                   {"total": 11, "logs": recs(rec_hdfs, HDFS, 115, 125)}, [(HDFS, 115, 125)])],
    "bF-070": [inv("log-70", "query_logs", {"trace_id": "11b9d6451b2ff23e695b77253b0a7fd3"},
                   {"total": 12, "logs": recs(rec_nezha, NZ + "09_26_log.csv", 2, 13)}, [(NZ + "09_26_log.csv", 2, 13)])],
}

# ======================= CASES =======================
# ---------------- bF-001 ----------------
case("bF-001", ["source:nezha_trainticket", "format:nl_bullets", "class:misattribution"],
     "16:43 左右下单报错，链路 TraceID fbb1c2904ee397adaf90efb157db6791，帮忙看下是哪个服务出的问题？",
     """排查结果如下：
- 链路 fbb1c2904ee397adaf90efb157db6791 里 ts-preserve-service-b5ccf8557-j4txs 在 08:43:26.379 打出 ERROR：java.lang.IllegalStateException: No instances available for ts-food-service
- ts-contacts-service-866bd68c97-xcqfx 在同一条链路里也抛出了 No instances available for ts-food-service
- ts-order-service-5b67c48447-mv5hb 这一段是正常的，日志里有 Order Create Success
- 建议先确认 ts-food-service 在注册中心里是否有可用实例""",
     [inv("call_7c1e", "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "start": "2023-01-29T08:43:20Z", "end": "2023-01-29T08:43:30Z"},
          {"total": 37, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 220, 256)}, [(NZ + "08_44_log.csv", 220, 256)]),
      inv("call_7c1f", "query_logs", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "trace_id": "fbb1c2904ee397adaf90efb157db6791"},
          {"total": 4, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 253, 256)}, [(NZ + "08_44_log.csv", 253, 256)])],
     "REJECT",
     [{"f": "链路 fbb1c2904ee397adaf90efb157db6791 里 ts-preserve-service-b5ccf8557-j4txs 在 08:43:26.379 打出 ERROR：java.lang.IllegalStateException: No instances available for ts-food-service",
       "v": DE, "n": "line 225: preserve pod ERROR at 08:43:26.379 with this exception, same trace"},
      {"f": "ts-contacts-service-866bd68c97-xcqfx 在同一条链路里也抛出了 No instances available for ts-food-service",
       "v": CO, "n": "only preserve logs that exception; contacts' own ERROR (line 253) is 'No contacts according to contactsId'"},
      {"f": "ts-order-service-5b67c48447-mv5hb 这一段是正常的，日志里有 Order Create Success",
       "v": DE, "n": "line 242: order-service INFO [create][Order Create Success] in this trace, no error lines of its own"}])

# ---------------- bF-002 ----------------
c002 = {
    "answer_version": "1.2",
    "diagnosis_summary": "ts-contacts-service 按 ID 查联系人查不到，导致该链路报错",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "ts-contacts-service-866bd68c97-xcqfx 在链路 dc7db5cbec8d511cb7e08fd7c7b47c00 中报 ERROR：No contacts according to contactsId",
         "support_level": "direct",
         "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01HkQ2", "tool_name": "query_logs",
                                "source_invocation_ids": ["toolu_01HkQ2"],
                                "evidence_excerpt": "level=ERROR pod=ts-contacts-service-866bd68c97-xcqfx trace_id=dc7db5cbec8d511cb7e08fd7c7b47c00"}]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "报错前查询的联系人 ID 是 415d1665-fbb2-4ec9-83f5-5ebe51dc1825",
         "support_level": "direct",
         "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01HkQ2", "tool_name": "query_logs",
                                "source_invocation_ids": ["toolu_01HkQ2"],
                                "evidence_excerpt": "FIND CONTACTS BY ID: 415d1665-fbb2-4ec9-83f5-5ebe51dc1825"}]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "同一链路中 ts-basic-service-5dc8d4f9fd-46997 的 queryForTravel 正常执行完毕（all done）",
         "support_level": "direct",
         "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                "source_invocation_ids": ["toolu_01HkQ2"],
                                "evidence_excerpt": "{\"span_id\": \"93e12d5f016277f2\", \"pod\": \"ts-basic-service-5dc8d4f9fd-46997\"}"}]},
        {"claim_id": "c4", "claim_type": "metric_finding",
         "claim_text": "08:43 这一分钟 ts-contacts-service 的 CPU 使用率约 1.9%，资源不是瓶颈",
         "support_level": "direct",
         "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01HkQ3", "tool_name": "get_pod_metrics",
                                "source_invocation_ids": ["toolu_01HkQ3"],
                                "evidence_excerpt": "\"CpuUsageRate(%)\": 1.9096714053174022"}]},
        {"claim_id": "c5", "claim_type": "hypothesis",
         "claim_text": "可能是联系人数据在上游被删除后订单仍引用旧的 contactsId",
         "support_level": "none", "evidence_bindings": []}],
    "hypotheses": ["联系人记录被删除或未同步"],
    "recommended_actions": ["核对 contacts 库中 415d1665-fbb2-4ec9-83f5-5ebe51dc1825 是否存在"],
    "missing_info": [],
    "user_facing_answer": "ts-contacts-service 在这条链路里查不到联系人（No contacts according to contactsId），basic-service 正常，CPU 也不高。可能是联系人数据被删了，建议核对一下该 contactsId。"}
case("bF-002", ["source:nezha_trainticket", "source:nezha_metrics", "format:json_fenced", "class:excerpt_format", "class:faithful"],
     "TraceID dc7db5cbec8d511cb7e08fd7c7b47c00 这单报错了，是联系人服务的问题吗？顺便看下它的资源。",
     "```json\n" + J(c002, 2) + "\n```",
     [inv("toolu_01HkQ2", "query_logs", {"trace_id": "dc7db5cbec8d511cb7e08fd7c7b47c00"},
          {"total": 31, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 100, 130)}, [(NZ + "08_44_log.csv", 100, 130)]),
      inv("toolu_01HkQ3", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29 08:42", "to": "2023-01-29 08:44"},
          {"rows": met_rows(NM + "ts-contacts-service-866bd68c97-xcqfx_metric.csv", 3, 5, ["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodSuccessRate(%)"])},
          [(NM + "ts-contacts-service-866bd68c97-xcqfx_metric.csv", 3, 5)])],
     "PASS",
     [{"cid": "c1", "f": c002["claims"][0]["claim_text"], "v": DE, "n": "line 111: ERROR of the contacts pod in that trace; excerpt is k=v fields of that record in another order"},
      {"cid": "c2", "f": c002["claims"][1]["claim_text"], "v": DE, "n": "line 112 message, same trace and pod, before the ERROR"},
      {"cid": "c3", "f": c002["claims"][2]["claim_text"], "v": DE, "n": "line 119 '[queryForTravel][all done]'; T1 is toolu_01HkQ2, excerpt JSON pairs are fields of that record"},
      {"cid": "c4", "f": c002["claims"][3]["claim_text"], "v": DE, "n": "08:43:10 row CpuUsageRate(%) 1.9097"},
      {"cid": "c5", "f": c002["claims"][4]["claim_text"], "crit": False, "v": NE, "n": "hypothesis, nothing in outputs"}])

# ---------------- bF-003 ----------------
case("bF-003", ["source:hdfs", "format:nl_paragraph", "class:fabricated_id", "class:quantity"],
     "HDFS 昨晚 21:00-23:00 有读块失败，10.251.126.255 这台 DataNode 是不是有问题？",
     "DataNode 10.251.126.255:50010 在这段时间里出现了 2 次 Got exception while serving。第一次是 21:44:02 向 /10.251.91.159 发送 blk_8376667364205250596 时失败。第二次是 22:40:54 发送 blk_2879780987351022872 时失败。10.251.73.220 上也有一次同样的 serving 异常。不排除是客户端主动断开导致的，建议结合客户端日志再看。",
     [inv("inv-31", "search_logs", {"file": "hdfs/datanode.log", "from": "081109 213400", "to": "081109 232400"},
          T(HDFS, 70, 105), [(HDFS, 70, 105)]),
      inv("inv-32", "search_logs", {"file": "hdfs/datanode.log", "from": "081109 233000", "to": "081109 235900"},
          T(HDFS, 115, 125), [(HDFS, 115, 125)])],
     "REJECT",
     [{"f": "DataNode 10.251.126.255:50010 在这段时间里出现了 2 次 Got exception while serving", "v": DE, "n": "lines 79 and 99 are the only two for that DataNode"},
      {"f": "第一次是 21:44:02 向 /10.251.91.159 发送 blk_8376667364205250596 时失败", "v": DE, "n": "line 79: 081109 214402, block and target match"},
      {"f": "第二次是 22:40:54 发送 blk_2879780987351022872 时失败", "v": CO, "n": "block id one digit off: real id is blk_2879780987351022871"},
      {"f": "10.251.73.220 上也有一次同样的 serving 异常", "v": DE, "n": "line 100: 10.251.73.220:50010 Got exception while serving blk_4934527196392001803"}])

# ---------------- bF-004 ----------------
c004 = {"answer_version": "1", "diagnosis_summary": "DataXceiver 读块 WARN 集中出现，块写入本身正常",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "21:34 到 23:23 之间共有 21 条 Got exception while serving 的 WARN",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_hd01", "tool_name": "query_logs", "source_invocation_ids": ["call_hd01"], "evidence_excerpt": "Got exception while serving"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "同一时段正常 Served block 的记录有 9 条",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_hd01", "tool_name": "query_logs", "source_invocation_ids": ["call_hd01"], "evidence_excerpt": "Served block"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "23:22:00 从 /10.251.39.64 收到的 blk_-6867873931012347356 大小为 64 MiB",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_hd01", "tool_name": "query_logs", "source_invocation_ids": ["call_hd01"], "evidence_excerpt": "Received block blk_-6867873931012347356 of size 67108864 from /10.251.39.64"}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "NameNode 在 23:23:24 把 blk_6093743385844975689 登记到 10.251.107.19:50010",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_hd01", "tool_name": "query_logs", "source_invocation_ids": ["call_hd01"], "evidence_excerpt": "blockMap updated: 10.251.107.19:50010 is added to blk_6093743385844975689"}]},
            {"claim_id": "c5", "claim_type": "recommendation", "claim_text": "建议抽查几个报 WARN 的 DataNode 的网络丢包情况", "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": ["抽查 DataNode 网络"], "missing_info": [],
        "user_facing_answer": "这段时间 serving 失败的 WARN 共 21 条。建议抽查几个 DataNode 的网络。"}
case("bF-004", ["source:hdfs", "format:json_raw", "class:quantity", "class:faithful"],
     "统计一下 081109 晚上 21:30 以后 DataXceiver 的异常有多少，块写入有没有受影响",
     J(c004),
     [inv("call_hd01", "query_logs", {"service": "hdfs", "from": "2008-11-09 21:34", "to": "2008-11-09 23:24"},
          {"total": 36, "logs": recs(rec_hdfs, HDFS, 70, 105)}, [(HDFS, 70, 105)])],
     "PASS",
     [{"cid": "c1", "f": c004["claims"][0]["claim_text"], "v": DE, "n": "21 WARN 'Got exception while serving' records in the output (lines 70-105)"},
      {"cid": "c2", "f": c004["claims"][1]["claim_text"], "v": DE, "n": "9 'Served block' INFO records"},
      {"cid": "c3", "f": c004["claims"][2]["claim_text"], "v": DE, "n": "67108864 bytes = 64 MiB; ts 081109 232200"},
      {"cid": "c4", "f": c004["claims"][3]["claim_text"], "v": DE, "n": "line 105, ts 081109 232324"},
      {"cid": "c5", "f": c004["claims"][4]["claim_text"], "crit": False, "v": NE, "n": "recommendation"}])

# ---------------- bF-005 ----------------
case("bF-005", ["source:zookeeper", "format:nl_headings", "class:misattribution", "class:fabricated_id"],
     "ZK leader 上 LearnerHandler 一直在断，帮我看看 19:00-19:22 是哪几个 follower 的连接出的 ERROR",
     """## 结论
19:03 到 19:21 之间 LearnerHandler 共打出 12 条 ERROR Unexpected exception causing shutdown while sock still open。

## 细节
19:04:30 时 LearnerHandler-/10.10.34.11:52264 报了 ERROR Unexpected exception causing shutdown while sock still open。
10.10.34.13 的连接在 19:16:26、19:17:36、19:20:46 各出现一次这个 ERROR。
10.10.34.12 方向的 ERROR 出现在 19:20:16 和 19:20:36。

## 建议
下一步可以看一下 follower 侧同一时间的 Follower 日志。""",
     [inv("call_zk_a", "query_logs", {"component": "LearnerHandler", "from": "2015-07-29 19:00", "to": "2015-07-29 19:22"},
          {"total": 30, "logs": recs(rec_zk, ZK, 755, 784)}, [(ZK, 755, 784)]),
      inv("call_zk_b", "query_logs", {"component": "QuorumCnxManager", "from": "2015-07-29 19:21", "to": "2015-07-29 19:22"},
          {"total": 6, "logs": recs(rec_zk, ZK, 785, 790)}, [(ZK, 785, 790)])],
     "REJECT",
     [{"f": "19:03 到 19:21 之间 LearnerHandler 共打出 12 条 ERROR Unexpected exception causing shutdown while sock still open", "v": DE, "n": "12 ERROR records in call_zk_a (lines 755-784)"},
      {"f": "19:04:30 时 LearnerHandler-/10.10.34.11:52264 报了 ERROR Unexpected exception causing shutdown while sock still open", "v": CO, "n": "52264 has its own WARN GOODBYE at 19:04:30,989; the ERROR belongs to LearnerHandler-/10.10.34.11:52265"},
      {"f": "10.10.34.13 的连接在 19:16:26、19:17:36、19:20:46 各出现一次这个 ERROR", "v": DE, "n": "lines 770, 771, 779"},
      {"f": "10.10.34.12 方向的 ERROR 出现在 19:20:16 和 19:20:36", "v": DE, "n": "lines 776, 778"}])

# ---------------- bF-006 ----------------
c006 = {"answer_version": "2", "diagnosis_summary": "nova-compute 的 imagecache 告警为周期性无害告警",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "nova-compute 在 00:09:20 和 00:09:25 两次报 WARNING Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_os_1", "tool_name": "query_logs", "source_invocation_ids": ["inv_os_1"], "evidence_excerpt": "Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742"}]},
            {"claim_id": "c2", "claim_type": "root_cause", "claim_text": "Unknown base file 表示 _base 目录下有未被本节点实例引用的镜像文件，由 imagecache 周期任务发现，本身不影响虚机",
             "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-nova-imagecache-03", "tool_name": "lookup_knowledge", "source_invocation_ids": ["inv_os_2"], "evidence_excerpt": "Unknown base file 表示 _base 目录下存在未被本节点任何实例引用的镜像文件"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "同一时段 nova-api 处理的 GET servers/detail 请求都返回 status 200",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_os_1", "tool_name": "query_logs", "source_invocation_ids": ["inv_os_1"], "evidence_excerpt": "status: 200 len: 1893"}]}],
        "hypotheses": [], "recommended_actions": ["确认 image_cache_manager_interval 配置"], "missing_info": [],
        "user_facing_answer": "这个 WARNING 是 imagecache 的周期检查，同期 API 都是 200。建议确认一下 image_cache_manager_interval 的配置。"}
case("bF-006", ["source:openstack", "format:json_with_text", "class:runbook_only", "class:faithful"],
     "nova-compute 一直刷 Unknown base file 的 WARNING，有影响吗？",
     "我查了 nova-compute 和 nova-api 的日志，并对照了知识库，结论如下：\n" + J(c006, 2) + "\n如需我进一步清理 _base 目录请告诉我。",
     [inv("inv_os_1", "query_logs", {"services": ["nova-compute", "nova-api"], "from": "2017-05-16 00:09:10", "to": "2017-05-16 00:09:45"},
          {"total": 30, "logs": recs(rec_os, OS_, 1255, 1284)}, [(OS_, 1255, 1284)]),
      inv("inv_os_2", "lookup_knowledge", {"query": "nova imagecache Unknown base file WARNING"},
          {"query": "nova imagecache Unknown base file WARNING", "chunks": [
              {"chunk_id": "kb-nova-imagecache-03", "source_doc": "runbook/nova-compute.md", "retrieval_layer": "runbook", "relevance": "high",
               "content": "Unknown base file 表示 _base 目录下存在未被本节点任何实例引用的镜像文件。该告警由 imagecache 周期任务产生，本身不影响运行中的虚机；超过 remove_unused_original_minimum_age_seconds 后文件会被清理。",
               "deduped": False}]})],
     "PASS",
     [{"cid": "c1", "f": c006["claims"][0]["claim_text"], "v": DE, "n": "lines 1259 (00:09:20.112) and 1262 (00:09:25.180), nova-compute WARNING"},
      {"cid": "c2", "f": c006["claims"][1]["claim_text"], "v": IS, "n": "only the runbook chunk says this"},
      {"cid": "c3", "f": c006["claims"][2]["claim_text"], "v": DE, "n": "every nova-api servers/detail line in the window has status: 200"}])

# ---------------- bF-007 ----------------
VC = NM + "ts-verification-code-service-7b6dc75c45-2z9p2_metric.csv"
AU = NM + "ts-auth-service-7f8d7d756d-k7b9j_metric.csv"
case("bF-007", ["source:nezha_metrics", "format:nl_bold_labels", "class:quantity", "class:faithful"],
     "14:20 之后登录验证码接口很慢，看看 verification-code 服务的 CPU 和内存",
     """**现象**：ts-verification-code-service-7b6dc75c45-2z9p2 的 CPU 使用率在 14:24 冲到约 89.6%，是 14:20–14:29 这段时间的峰值。
**持续时间**：14:24 到 14:27 这 4 个采样点 CPU 使用率都在 76% 以上。
**用量**：峰值时 CpuUsage 约 448m，也就是 0.45 核左右。
**内存**：14:27 内存涨到约 454 MiB。
**对比**：同时段 ts-auth-service-7f8d7d756d-k7b9j 的 CPU 使用率都不到 3%。
**建议**：先看一下这个 pod 的 CPU limit，必要时扩容。""",
     [inv("call_m71", "query_metrics", {"pod": "ts-verification-code-service-7b6dc75c45-2z9p2", "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)"], "from": "2023-01-29 14:20", "to": "2023-01-29 14:29"},
          {"alerts": [], "series": [met_series(VC, 341, 350, "CpuUsageRate(%)", "ts-verification-code-service", "%"),
                                    met_series(VC, 341, 350, "MemoryUsage(Mi)", "ts-verification-code-service", "Mi")]},
          [(VC, 341, 350)]),
      inv("call_m72", "get_pod_metrics", {"pod": "ts-verification-code-service-7b6dc75c45-2z9p2", "from": "2023-01-29 14:23", "to": "2023-01-29 14:27"},
          {"rows": met_rows(VC, 344, 348, ["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])}, [(VC, 344, 348)]),
      inv("call_m73", "get_pod_metrics", {"pod": "ts-auth-service-7f8d7d756d-k7b9j", "from": "2023-01-29 14:23", "to": "2023-01-29 14:27"},
          {"rows": met_rows(AU, 344, 348, ["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])}, [(AU, 344, 348)])],
     "PASS",
     [{"f": "ts-verification-code-service-7b6dc75c45-2z9p2 的 CPU 使用率在 14:24 冲到约 89.6%，是 14:20–14:29 这段时间的峰值", "v": DE, "n": "series max 89.6478 %; 14:24:11 row 89.65"},
      {"f": "14:24 到 14:27 这 4 个采样点 CPU 使用率都在 76% 以上", "v": DE, "n": "rows 14:24-14:27: 89.6, 82.2, 85.0, 76.3"},
      {"f": "峰值时 CpuUsage 约 448m，也就是 0.45 核左右", "v": DE, "n": "CpuUsage(m) 448.24 at 14:24 = 0.448 cores"},
      {"f": "14:27 内存涨到约 454 MiB", "v": DE, "n": "MemoryUsage(Mi) 454.11 at 14:27"},
      {"f": "同时段 ts-auth-service-7f8d7d756d-k7b9j 的 CPU 使用率都不到 3%", "v": DE, "n": "auth rows 14:23-14:27 max 2.81 %"}])

# ---------------- bF-008 ----------------
PR = NM + "ts-preserve-service-b5ccf8557-j4txs_metric.csv"
c008 = {"answer_version": "1.0", "diagnosis_summary": "preserve-service 15:35 延迟尖刺",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "15:35 ts-preserve-service-b5ccf8557-j4txs 的客户端 P99 延迟达到 52.2 ms",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-8a", "tool_name": "query_metrics", "source_invocation_ids": ["inv-8a"], "evidence_excerpt": "PodClientLatencyP99(s) max 52.2"}]},
            {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "同一时刻服务端 P99 延迟为 9.9 秒",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-8b", "tool_name": "get_pod_metrics", "source_invocation_ids": ["inv-8b"], "evidence_excerpt": "\"PodServerLatencyP99(s)\": 9.9"}]},
            {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "15:35 时该 pod 的 CPU 使用率只有约 0.6%",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-8b", "tool_name": "get_pod_metrics", "source_invocation_ids": ["inv-8b"], "evidence_excerpt": "\"CpuUsageRate(%)\": 0.5969068705932861"}]},
            {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议排查 preserve-service 调用下游时的超时设置", "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": ["排查下游超时"], "missing_info": ["下游服务的 trace"],
        "user_facing_answer": "建议排查 preserve-service 调用下游时的超时设置。"}
case("bF-008", ["source:nezha_metrics", "format:json_indented", "class:value_wrong", "class:quantity"],
     "ts-preserve-service 15:30 以后下单超时，P99 延迟多少？",
     J(c008, 4),
     [inv("inv-8a", "query_metrics", {"pod": "ts-preserve-service-b5ccf8557-j4txs", "metric": "PodClientLatencyP99(s)", "from": "2023-01-29 15:30", "to": "2023-01-29 15:39"},
          {"alerts": [], "series": [met_series(PR, 411, 420, "PodClientLatencyP99(s)", "ts-preserve-service", "s")]}, [(PR, 411, 420)]),
      inv("inv-8b", "get_pod_metrics", {"pod": "ts-preserve-service-b5ccf8557-j4txs", "from": "2023-01-29 15:34", "to": "2023-01-29 15:36"},
          {"rows": met_rows(PR, 415, 417, ["Time", "CpuUsageRate(%)", "PodClientLatencyP99(s)", "PodServerLatencyP99(s)", "PodWorkload(Ops)"])}, [(PR, 415, 417)]),
      inv("inv-8c", "get_current_time", {}, {"now": "2023-01-29T15:40:02+08:00"})],
     "REJECT",
     [{"cid": "c1", "f": c008["claims"][0]["claim_text"], "v": CO, "n": "PodClientLatencyP99(s) is 52.2 seconds at 15:35, not 52.2 ms (unit wrong)"},
      {"cid": "c2", "f": c008["claims"][1]["claim_text"], "v": DE, "n": "15:35 row PodServerLatencyP99(s) 9.9"},
      {"cid": "c3", "f": c008["claims"][2]["claim_text"], "v": DE, "n": "15:35 row CpuUsageRate(%) 0.597"},
      {"cid": "c4", "f": c008["claims"][3]["claim_text"], "crit": False, "v": NE, "n": "recommendation"}])

# ---------------- bF-009 ----------------
case("bF-009", ["source:hadoop", "format:nl_sloppy", "class:unsupported_cause"],
     "MR job application_1445144423722_0020 有 map 失败了，啥原因",
     """attempt_1445144423722_0020_m_000002_0 在 18:06:26 退出了, 报 java.net.NoRouteToHostException, 连 msra-sa-41:9000 连不上
同一秒 RMContainerAllocator 也报了 ERROR IN CONTACTING RM
LeaseRenewer 在 18:05:27 已经 Failed to renew lease 30 秒, 到 18:06:26 变成 88 秒
msra-sa-41 那台机器当时在做机房搬迁, 网线被拔了
attempt_1445144423722_0020_m_000002_1 已经被加进 failed maps 列表
后面可以 ping 一下 msra-sa-41 确认网络""",
     [inv("call_h1", "query_logs", {"app": "application_1445144423722_0020", "from": "2015-10-18 18:06:26", "to": "2015-10-18 18:06:27"},
          {"total": 25, "logs": recs(rec_hadoop, HAD, 1020, 1044)}, [(HAD, 1020, 1044)]),
      inv("call_h2", "query_logs", {"app": "application_1445144423722_0020", "thread": "LeaseRenewer", "from": "2015-10-18 18:05:27", "to": "2015-10-18 18:05:30"},
          T(HAD, 848, 853), [(HAD, 848, 853)])],
     "LOW_CONFID",
     [{"f": "attempt_1445144423722_0020_m_000002_0 在 18:06:26 退出了, 报 java.net.NoRouteToHostException, 连 msra-sa-41:9000 连不上", "v": DE, "n": "FATAL line 1020: exited : NoRouteToHostException ... to msra-sa-41:9000"},
      {"f": "同一秒 RMContainerAllocator 也报了 ERROR IN CONTACTING RM", "v": DE, "n": "line 1030 at 18:06:26,108"},
      {"f": "LeaseRenewer 在 18:05:27 已经 Failed to renew lease 30 秒, 到 18:06:26 变成 88 秒", "v": DE, "n": "line 849 at 18:05:27 'for 30 seconds', line 1028 at 18:06:26 'for 88 seconds'"},
      {"f": "msra-sa-41 那台机器当时在做机房搬迁, 网线被拔了", "v": NE, "n": "cause stated as fact; nothing in any output mentions a move or cable"},
      {"f": "attempt_1445144423722_0020_m_000002_1 已经被加进 failed maps 列表", "v": DE, "n": "line 1043 'Added attempt_..._m_000002_1 to list of failed maps'"}])

# ---------------- bF-010 ----------------
a010 = """{
  "answer_version": "1",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "5.36.59.76 针对 root 连续输错密码，07:13:56 触发 Too many authentication failures for root",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_s1", "tool_name": "search_syslog", "source_invocation_ids": ["call_s1"], "evidence_excerpt": "Disconnecting: Too many authentication failures for root [preauth]"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "173.234.31.186 两次以 webmaster 用户尝试登录",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_s1", "tool_name": "search_syslog", "source_invocation_ids": ["call_s1"], "evidence_excerpt": "Invalid user webmaster from 173.234.31.186"}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "52.80.34.196 尝试的无效用户是 test9",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_s1", "tool_name": "search_syslog", "source_invocation_ids": ["call_s1"], "evidence_excerpt": "Invalid user test9 from 52.80.34.196"}]},
    {"claim_id": "c4", "claim_type": "log_finding",
     "claim_text": "112.95.230.4 从 07:27:50 开始对 root 做密码爆破",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_s1", "tool_name": "search_syslog", "source_invocation_ids": ["call_s1"], "evidence_excerpt": "Failed password for root"}]},   // TODO: 补充端口信息
  ],
  "user_facing_answer": "以上来源 IP 建议加入 fail2ban 黑名单。"
}"""
case("bF-010", ["source:openssh", "format:json_malformed", "class:fabricated_id"],
     "LabSZ 这台跳板机早上 7 点前后 sshd 告警很多，看看都是哪些 IP 在爆破",
     a010,
     [inv("call_s1", "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 06:55", "to": "Dec 10 07:28"},
          T(SSH, 1, 45), [(SSH, 1, 45)]),
      inv("call_s2", "search_syslog", {"host": "LabSZ", "program": "sshd", "grep": "Accepted", "from": "Dec 10 06:55", "to": "Dec 10 07:28"},
          {"total": 0, "hits": []})],
     "REJECT",
     [{"f": "5.36.59.76 针对 root 连续输错密码，07:13:56 触发 Too many authentication failures for root", "v": DE, "n": "lines 29-31 (malformed JSON -> text facts)"},
      {"f": "173.234.31.186 两次以 webmaster 用户尝试登录", "v": DE, "n": "lines 2 and 16: Invalid user webmaster from 173.234.31.186"},
      {"f": "52.80.34.196 尝试的无效用户是 test9", "v": DE, "n": "line 9"},
      {"f": "112.95.230.4 从 07:27:50 开始对 root 做密码爆破", "v": CO, "n": "IP one octet off; the output has 112.95.230.3 (line 34), 112.95.230.4 appears nowhere"}])

# ---------------- bF-011 ----------------
case("bF-011", ["source:bgl", "format:nl_paragraph", "class:negation", "class:count_wrong"],
     "BGL 6 月 11 日晚上到 13 日有哪些计算节点报 FATAL？R10-M1-N5-C:J15-U11 有没有问题？",
     "R30-M0-N9-C:J16-U01 在 21:11 到 23:26 之间反复报 FATAL 的 data TLB error interrupt，共 24 次。R26-M0-NB-C:J07-U01 只有一条 INFO 级别的 CE sym 10 记录。R10-M1-N5-C:J15-U11 这个节点没有出现任何 FATAL 事件。可能是 R30 那块板子的内存有问题，建议申请下线检测。",
     [inv("inv_b1", "query_logs", {"system": "bgl", "level": "FATAL", "location": "R30-M0-N9-C:J16-U01", "date": "2005.06.11"},
          {"total": 12, "logs": recs(rec_bgl, BGL, 104, 115)}, [(BGL, 104, 115)]),
      inv("inv_b2", "query_logs", {"system": "bgl", "from": "2005-06-11-21.00", "to": "2005-06-13-18.00"},
          {"total": 41, "logs": recs(rec_bgl, BGL, 140, 180)}, [(BGL, 140, 180)])],
     "REJECT",
     [{"f": "R30-M0-N9-C:J16-U01 在 21:11 到 23:26 之间反复报 FATAL 的 data TLB error interrupt，共 24 次", "v": DE, "n": "lines 140-163: 24 records from 21.11.06 to 23.26.23"},
      {"f": "R26-M0-NB-C:J07-U01 只有一条 INFO 级别的 CE sym 10 记录", "v": DE, "n": "line 164, the only record of that node"},
      {"f": "R10-M1-N5-C:J15-U11 这个节点没有出现任何 FATAL 事件", "v": CO, "n": "line 166: R10-M1-N5-C:J15-U11 KERNEL FATAL data storage interrupt at 2005-06-13-17.36.43"}])

# ---------------- bF-012 ----------------
c012 = {"answer_version": "1", "diagnosis_summary": "executor 5 启动正常，内存与 driver 侧数据缺失",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "executor ID 5 运行在 mesos-slave-07 上，20:10:42 成功注册到 driver",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T3", "tool_name": "query_logs", "source_invocation_ids": ["run-2-logs"], "evidence_excerpt": "Starting executor ID 5 on host mesos-slave-07"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "MemoryStore 的容量为 17.7 GB",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "run-2-logs", "tool_name": "query_logs", "source_invocation_ids": ["run-2-logs"], "evidence_excerpt": "MemoryStore started with capacity 17.7 GB"}]},
            {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "executor 的内存使用在 20:10 达到 16 GB，接近上限",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "run-1-metrics", "tool_name": "query_metrics", "source_invocation_ids": ["run-1-metrics"], "evidence_excerpt": "executor_memory_used"}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "driver 10.10.34.11 这一侧没有报 ERROR",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "run-1-driver", "tool_name": "query_logs", "source_invocation_ids": ["run-1-driver"], "evidence_excerpt": "total: 0"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": ["executor 内存指标"],
        "user_facing_answer": "建议等 metrics 恢复后再确认 executor 内存情况。"}
case("bF-012", ["source:spark", "format:json_compact", "class:gap"],
     "Spark 作业 application_1485248649253_0147 的 executor 5 是不是 OOM 了？",
     json.dumps(c012, ensure_ascii=False, separators=(",", ":")),
     [inv("run-1-driver", "query_logs", {"app": "application_1485248649253_0147", "role": "driver", "host": "10.10.34.11", "level": "ERROR"},
          {"total": 0, "logs": []}),
      inv("run-1-metrics", "query_metrics", {"app": "application_1485248649253_0147", "metric": "executor_memory_used", "executor": "5"},
          None, ok=False, err="upstream timeout after 30000 ms (metrics-gateway)"),
      inv("run-2-logs", "query_logs", {"app": "application_1485248649253_0147", "executor": "5", "from": "17/06/09 20:10:40", "to": "17/06/09 20:10:42"},
          T(SPK, 1, 20), [(SPK, 1, 20)], rnd=2)],
     "LOW_CONFID",
     [{"cid": "c1", "f": c012["claims"][0]["claim_text"], "v": DE, "n": "lines 15-16; T3 = run-2-logs (round 2, third evidence-bearing call), matching its invocation id"},
      {"cid": "c2", "f": c012["claims"][1]["claim_text"], "v": DE, "n": "line 13"},
      {"cid": "c3", "f": c012["claims"][2]["claim_text"], "v": NE, "n": "only bound to the failed metrics call; no value anywhere"},
      {"cid": "c4", "f": c012["claims"][3]["claim_text"], "v": NE, "n": "driver query was a no-hit; no-hit does not prove absence"}],
     retry="第一轮 executor 内存指标查询超时，driver ERROR 查询无结果；请补查 executor 5 的启动日志。")

# ---------------- bF-013 ----------------
case("bF-013", ["source:nezha_trainticket", "format:nl_paragraph", "class:entity_swap", "class:misattribution"],
     "17:24 左右检票（executeTicket）失败，TraceID 8e127a928d027e196fae03efdee53f48，谁的锅？",
     "ts-execute-service-775f544d9-zqvjb 在 09:24:18.321 报 ERROR ticket execute error: Order Status Wrong，对应的 orderId 是 2d814900-5c5a-4882-bc49-1f587b57a252。在这之前 ts-order-other-service-6cdbf9b4cc-h7mqk 打了一条 WARN：Get Order By ID Fail，Order not found。execute-service 所在的节点是 33.33.33.115。建议核对这笔订单到底落在哪个订单库里。",
     [inv("call_e1", "query_logs", {"trace_id": "8e127a928d027e196fae03efdee53f48"},
          {"total": 8, "logs": recs(rec_nezha, NZ + "09_25_log.csv", 1171, 1178)}, [(NZ + "09_25_log.csv", 1171, 1178)]),
      inv("call_e2", "query_logs", {"pod": "ts-execute-service-775f544d9-zqvjb", "from": "2023-01-29T09:24:18Z", "to": "2023-01-29T09:24:57Z"},
          {"total": 22, "logs": recs(rec_nezha, NZ + "09_25_log.csv", 1189, 1210)}, [(NZ + "09_25_log.csv", 1189, 1210)])],
     "REJECT",
     [{"f": "ts-execute-service-775f544d9-zqvjb 在 09:24:18.321 报 ERROR ticket execute error: Order Status Wrong，对应的 orderId 是 2d814900-5c5a-4882-bc49-1f587b57a252", "v": DE, "n": "line 1175"},
      {"f": "在这之前 ts-order-other-service-6cdbf9b4cc-h7mqk 打了一条 WARN：Get Order By ID Fail，Order not found", "v": CO, "n": "that WARN is from ts-order-service-5b67c48447-mv5hb (line 1171); order-other's own lines 1173-1174 are INFO"},
      {"f": "execute-service 所在的节点是 33.33.33.115", "v": DE, "n": "Node column of the execute-service rows"}])

# ---------------- bF-014 ----------------
c014 = {"answer_version": "1.1", "diagnosis_summary": "inside-payment 拒绝支付：订单状态不允许",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ts-inside-payment-service-6f94c49ccd-4rdb2 在 09:24:45 打出 WARN：Order status Not allowed to Pay",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "es-7781", "tool_name": "es_export", "source_invocation_ids": ["es-7781"],
                                                              "evidence_excerpt": "{\"TraceID\": \"f1afd6dc5c72f10ed96957e66c6a4347\", \"PodName\": \"ts-inside-payment-service-6f94c49ccd-4rdb2\", \"SpanID\": \"cbf48e1a0c63ba5b\"}"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "该 pod 运行在节点 33.33.33.80 上",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "es-7781", "tool_name": "es_export", "source_invocation_ids": ["es-7781"],
                                                              "evidence_excerpt": "PodName=ts-inside-payment-service-6f94c49ccd-4rdb2 Node=33.33.33.80"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "同一链路里 ts-order-service-5b67c48447-mv5hb 成功查到了订单 6e0230a7-8f86-4624-9f19-56c3f17c8622",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "es-7781", "tool_name": "es_export", "source_invocation_ids": ["es-7781"],
                                                              "evidence_excerpt": "[getOrderById][Get Order By ID Success][OrderId: 6e0230a7-8f86-4624-9f19-56c3f17c8622]"}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "支付请求的目标订单同样是 6e0230a7-8f86-4624-9f19-56c3f17c8622",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "es-7781", "tool_name": "es_export", "source_invocation_ids": ["es-7781"],
                                                              "evidence_excerpt": "17:24:45.278 INFO  i.c.InsidePaymentController#33 TraceID: f1afd6dc5c72f10ed96957e66c6a4347 SpanID: cbf48e1a0c63ba5b [pay][Inside Payment Service.Pay][Pay for: 6e0230a7-8f86-4624-9f19-56c3f17c8622]"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "支付被 inside-payment 以订单状态不允许为由拒绝，订单本身能查到。"}
case("bF-014", ["source:nezha_trainticket", "format:json_raw", "class:excerpt_format", "class:faithful"],
     "用户反馈 17:24 支付失败，TraceID f1afd6dc5c72f10ed96957e66c6a4347，查下原因",
     J(c014),
     [inv("es-7781", "es_export", {"index": "ts-logs-2023.01.29", "q": "TraceID:f1afd6dc5c72f10ed96957e66c6a4347 OR TraceID:e72f4dedd30f8b4b7692d8dcabe4e657", "size": 13},
          {"hits": nz_rows(NZ + "09_25_log.csv", 1300, 1312)}, [(NZ + "09_25_log.csv", 1300, 1312)])],
     "PASS",
     [{"cid": "c1", "f": c014["claims"][0]["claim_text"], "v": DE, "n": "line 1308; excerpt JSON pairs are raw columns of that row"},
      {"cid": "c2", "f": c014["claims"][1]["claim_text"], "v": DE, "n": "Node 33.33.33.80 on lines 1308-1309; k=v pairs reordered"},
      {"cid": "c3", "f": c014["claims"][2]["claim_text"], "v": DE, "n": "line 1303 inside the Log JSON string"},
      {"cid": "c4", "f": c014["claims"][3]["claim_text"], "v": DE, "n": "line 1309, whole Java log line quoted"}])

# ---------------- bF-015 ----------------
case("bF-015", ["source:zookeeper", "format:nl_bullets", "class:count_wrong", "class:quantity"],
     "统计下 7/29 19:03-19:22 leader 上各 follower IP 的 LearnerHandler ERROR 数",
     """按来源 IP 统计（LearnerHandler@562，Unexpected exception causing shutdown while sock still open）：
- 10.10.34.11：7 条，最早 19:03:35，最晚 19:21:26
- 10.10.34.12：2 条，都在 19:20
- 10.10.34.13：4 条
- 另外还有 18 条 LearnerHandler@575 的 GOODBYE WARN
- 问一下：这几台 follower 最近有没有改过 tickTime？""",
     [inv("toolu_zk15a", "query_logs", {"component": "LearnerHandler", "host": "zk-leader", "from": "2015-07-29 19:03", "to": "2015-07-29 19:22"},
          {"total": 30, "logs": recs(rec_zk, ZK, 755, 784)}, [(ZK, 755, 784)]),
      inv("toolu_zk15b", "query_logs", {"component": "FastLeaderElection", "host": "zk-leader", "from": "2015-08-25 10:50", "to": "2015-08-25 11:22"},
          T(ZK, 749, 752), [(ZK, 749, 752)])],
     "REJECT",
     [{"f": "10.10.34.11：7 条，最早 19:03:35，最晚 19:21:26", "v": DE, "n": "lines 755,756,758,759,764,780,784"},
      {"f": "10.10.34.12：2 条，都在 19:20", "v": DE, "n": "lines 776 (19:20:16) and 778 (19:20:36)"},
      {"f": "10.10.34.13：4 条", "v": CO, "n": "only 3 ERRORs for 10.10.34.13 (lines 770, 771, 779)"},
      {"f": "另外还有 18 条 LearnerHandler@575 的 GOODBYE WARN", "v": DE, "n": "18 GOODBYE WARN lines in 755-784"}])

# ---------------- bF-016 ----------------
case("bF-016", ["source:openstack", "format:nl_headings", "class:quantity", "class:paraphrase_zh"],
     "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 创建为什么这么慢？",
     """## 时间线
00:00:30 nova-api 收到 POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers，返回 202。
00:00:31 nova-compute 申请资源：内存 2 GB、磁盘 20 GB、1 个 vCPU，claim 成功。
宿主机总内存约 64 GB，申请前已用 512 MB。

## 耗时
在 hypervisor 上 spawn 实例用了约 20 秒。
整个 build 过程用时 20.71 秒。

## 对比
同一宿主机上实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 的 spawn 用了 19.05 秒，两者差不多。
建议先看 glance 镜像下载速度。""",
     [inv("call_0x1", "query_logs", {"instance": "96abccce-8d1f-4e07-b6d1-4b2ab87e23b4", "from": "2017-05-16 00:00:21", "to": "2017-05-16 00:00:33"},
          {"total": 16, "logs": recs(rec_os, OS_, 60, 75)}, [(OS_, 60, 75)]),
      inv("call_0x2", "query_logs", {"instance": "96abccce-8d1f-4e07-b6d1-4b2ab87e23b4", "from": "2017-05-16 00:00:51", "to": "2017-05-16 00:00:52"},
          {"total": 6, "logs": recs(rec_os, OS_, 113, 118)}, [(OS_, 113, 118)]),
      inv("call_0x3", "query_logs", {"host": "cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us", "event": "spawn", "from": "2017-05-16 00:00:00", "to": "2017-05-16 00:00:20"},
          {"total": 10, "logs": recs(rec_os, OS_, 25, 34)}, [(OS_, 25, 34)])],
     "PASS",
     [{"f": "00:00:30 nova-api 收到 POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers，返回 202", "v": DE, "n": "line 62, 00:00:30.788 status: 202"},
      {"f": "00:00:31 nova-compute 申请资源：内存 2 GB、磁盘 20 GB、1 个 vCPU，claim 成功", "v": DE, "n": "line 64 memory 2048 MB disk 20 GB vcpus 1; line 71 Claim successful"},
      {"f": "宿主机总内存约 64 GB，申请前已用 512 MB", "v": DE, "n": "Total memory: 64172 MB (about 64 GB; 62.7 GiB if binary, both within 约), used: 512.00 MB (line 65)"},
      {"f": "在 hypervisor 上 spawn 实例用了约 20 秒", "v": DE, "n": "line 115 Took 19.96 seconds to spawn"},
      {"f": "整个 build 过程用时 20.71 秒", "v": DE, "n": "line 118"},
      {"f": "同一宿主机上实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 的 spawn 用了 19.05 秒，两者差不多", "v": DE, "n": "call_0x3 line 25: Took 19.05 seconds to spawn (b9000564)"}])

# ---------------- bF-017 ----------------
c017 = {"answer_version": "1", "diagnosis_summary": "凌晨 02:30-03:30 多个 DataNode serving 异常",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "10.251.67.225:50010 在 02:34:56 向 /10.251.25.237 发送 blk_-6900989714336081087 时抛出异常",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_q17a", "tool_name": "query_logs", "source_invocation_ids": ["call_q17a"], "evidence_excerpt": "Got exception while serving blk_-6900989714336081087 to /10.251.25.237:"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "10.251.31.5:50010 在 03:09:42 发送 blk_-1367876730256254709 时抛出异常",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_q17z", "tool_name": "query_logs", "source_invocation_ids": ["call_q17z"], "evidence_excerpt": "Got exception while serving blk_-1367876730256254709"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "10.251.26.8:50010 在 03:21:26 发送 blk_-7983508786213002472 给 /10.251.38.197 失败",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_q17b", "tool_name": "query_logs", "source_invocation_ids": ["call_q17b"], "evidence_excerpt": "10.251.26.8:50010:Got exception while serving blk_-7983508786213002472 to /10.251.38.197:"}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "02:06:32 blk_325981833999429148 已登记到 10.251.43.192:50010",
             "support_level": "direct", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "02:30 到 03:30 之间共有 4 次 serving 异常，涉及 10.251.67.225、10.251.42.191、10.251.31.5 和 10.251.26.8 四个 DataNode。"}
case("bF-017", ["source:hdfs", "format:json_fenced", "class:bad_reference"],
     "081110 凌晨 2 点到 4 点 HDFS 读失败的 DataNode 有哪些？",
     "结论如下：\n```json\n" + J(c017, 2) + "\n```",
     [inv("call_q17a", "query_logs", {"service": "hdfs-datanode", "from": "081110 020500", "to": "081110 035400"},
          {"total": 11, "logs": recs(rec_hdfs, HDFS, 290, 300)}, [(HDFS, 290, 300)]),
      inv("call_q17b", "query_logs", {"service": "hdfs-datanode", "from": "081109 213400", "to": "081109 214600"},
          T(HDFS, 70, 80), [(HDFS, 70, 80)])],
     "PASS",
     [{"cid": "c1", "f": c017["claims"][0]["claim_text"], "v": DE, "n": "line 294, binding and excerpt correct"},
      {"cid": "c2", "f": c017["claims"][1]["claim_text"], "v": IS, "n": "content true (line 297) but bound to call_q17z, which does not exist"},
      {"cid": "c3", "f": c017["claims"][2]["claim_text"], "v": IS, "n": "content true (line 299, in call_q17a) but the excerpt is not in call_q17b, the call it names"},
      {"cid": "c4", "f": c017["claims"][3]["claim_text"], "v": IS, "n": "content true (line 291) but the claim has no binding"},
      {"f": "02:30 到 03:30 之间共有 4 次 serving 异常，涉及 10.251.67.225、10.251.42.191、10.251.31.5 和 10.251.26.8 四个 DataNode", "extra": True, "v": DE, "n": "lines 294, 296, 297, 299: four WARNs between 02:34 and 03:21, these four DataNodes"}])

# ---------------- bF-018 ----------------
CT = NM + "ts-contacts-service-866bd68c97-xcqfx_metric.csv"
case("bF-018", ["source:nezha_metrics", "format:nl_sloppy", "class:unsupported_cause", "class:hedged_distractor"],
     "contacts 服务 13:30 以后接口超时，看看 pod 资源",
     """contacts 这个 pod (ts-contacts-service-866bd68c97-xcqfx) 13:33 到 13:35 CPU 直接打满, CpuUsageRate 在 100% 左右, 折合大概 500m
13:36 降到 65% 左右, 13:37 就回到 1% 出头
内存全程在 457~468 MiB 之间, 没怎么动
13:32 那会儿有同事在这个 pod 里手动跑了一个导数脚本
可能跟 JVM 的 GC 也有点关系, 建议拉一下 GC 日志""",
     [inv("toolu_01Xc18", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29 13:30", "to": "2023-01-29 13:39"},
          {"rows": met_rows(CT, 291, 300, ["Time", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])}, [(CT, 291, 300)]),
      inv("toolu_01Xc19", "query_logs", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29T13:30:00Z", "to": "2023-01-29T13:39:00Z", "level": "ERROR"},
          {"total": 0, "logs": []})],
     "LOW_CONFID",
     [{"f": "contacts 这个 pod (ts-contacts-service-866bd68c97-xcqfx) 13:33 到 13:35 CPU 直接打满, CpuUsageRate 在 100% 左右, 折合大概 500m", "v": DE, "n": "rows 13:33-13:35: 99.93/100.02/100.08 %, CpuUsage(m) ~500"},
      {"f": "13:36 降到 65% 左右, 13:37 就回到 1% 出头", "v": DE, "n": "13:36 64.79 %, 13:37 1.15 %"},
      {"f": "内存全程在 457~468 MiB 之间, 没怎么动", "v": DE, "n": "MemoryUsage(Mi) 457.82-467.79 over the 10 rows"},
      {"f": "13:32 那会儿有同事在这个 pod 里手动跑了一个导数脚本", "v": NE, "n": "an event stated as fact; no output mentions any script or operator"}])

# ---------------- bF-019 ----------------
c019 = {"answer_version": "1", "diagnosis_summary": "AM 写 JobHistory 事件失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "CommitterEventHandler 在 18:06:26 报 ERROR：Error writing History Event",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_h19a", "tool_name": "query_logs", "source_invocation_ids": ["inv_h19a"], "evidence_excerpt": "Error writing History Event: org.apache.hadoop.mapreduce.jobhistory.TaskAttemptUnsuccessfulCompletionEvent@7317849d"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "YarnUncaughtExceptionHandler 报告 eventHandlingThread 线程抛出了异常",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_h19a", "tool_name": "query_logs", "source_invocation_ids": ["inv_h19a"], "evidence_excerpt": "Thread Thread[eventHandlingThread,5,main] threw an Exception."}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "18:04:11 RMContainerAllocator 收到了未知容器 container_1445144423722_0020_01_000012 的完成事件",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_h19b", "tool_name": "query_logs", "source_invocation_ids": ["inv_h19b"], "evidence_excerpt": "Container complete event for unknown container id container_1445144423722_0020_01_000012"}]}],
            # (resolution of the second-labeller disagreement: hypothesis claim c4 dropped — indirect vs no_evidence was arguable)
        "hypotheses": ["HDFS 租约问题"], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "AM 在 18:06:26 写 JobHistory 事件失败，并且 eventHandlingThread 抛了未捕获异常。"}
case("bF-019", ["source:hadoop", "format:json_with_text", "class:misattribution"],
     "AM 日志里 18:06 一堆 ERROR，哪个组件报的？",
     "分析完毕，结构化结果：" + J(c019) + "（以上为本轮结论）",
     [inv("inv_h19a", "query_logs", {"app": "application_1445144423722_0020", "from": "2015-10-18 18:06:26", "to": "2015-10-18 18:06:27"},
          {"total": 25, "logs": recs(rec_hadoop, HAD, 1020, 1044)}, [(HAD, 1020, 1044)]),
      inv("inv_h19b", "query_logs", {"app": "application_1445144423722_0020", "from": "2015-10-18 18:04:10", "to": "2015-10-18 18:04:12"},
          T(HAD, 660, 672), [(HAD, 660, 672)])],
     "REJECT",
     [{"cid": "c1", "f": c019["claims"][0]["claim_text"], "v": CO, "n": "that ERROR is logged by JobHistoryEventHandler (line 1039); CommitterEventHandler's own line 1034 is WARN 'Task cleanup failed for attempt'"},
      {"cid": "c2", "f": c019["claims"][1]["claim_text"], "v": DE, "n": "line 1040"},
      {"cid": "c3", "f": c019["claims"][2]["claim_text"], "v": DE, "n": "line 668"},
      {"f": "AM 在 18:06:26 写 JobHistory 事件失败，并且 eventHandlingThread 抛了未捕获异常", "extra": True, "v": DE, "n": "lines 1039-1040 (not a restatement of the misattributed claim: no component named)"}])

# ---------------- bF-020 ----------------
case("bF-020", ["source:apache", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity"],
     "httpd 早上 4 点多重启后 mod_jk 一直报错，帮忙看看",
     "04:47:44 workerEnv.init() 成功加载了 /etc/httpd/conf/workers2.properties。同一秒 mod_jk 子进程的 workerEnv 进入了错误状态 6。04:52:15 还出现了两条错误状态 7。从 04:47 到 04:52 这 30 行日志里 mod_jk 的 error 一共 8 条。jk2_init 在 scoreboard slot 10 找到了子进程 6725。建议检查 workers2.properties 里 worker 的配置。",
     [inv("a1b2c3d4-0001", "query_logs", {"service": "httpd", "file": "error_log", "from": "Sun Dec 04 04:47:44 2005", "to": "Sun Dec 04 04:52:36 2005"},
          T(APA, 1, 30), [(APA, 1, 30)]),
      inv("a1b2c3d4-0002", "query_logs", {"service": "httpd", "file": "error_log", "grep": "Directory index forbidden"},
          T(APA, 580, 588), [(APA, 580, 588)])],
     "PASS",
     [{"f": "04:47:44 workerEnv.init() 成功加载了 /etc/httpd/conf/workers2.properties", "v": DE, "n": "line 1 [notice] workerEnv.init() ok"},
      {"f": "同一秒 mod_jk 子进程的 workerEnv 进入了错误状态 6", "v": DE, "n": "line 2 mod_jk child workerEnv in error state 6 at 04:47:44"},
      {"f": "04:52:15 还出现了两条错误状态 7", "v": DE, "n": "lines 26-27"},
      {"f": "从 04:47 到 04:52 这 30 行日志里 mod_jk 的 error 一共 8 条", "v": DE, "n": "8 [error] mod_jk lines in lines 1-30"},
      {"f": "jk2_init 在 scoreboard slot 10 找到了子进程 6725", "v": DE, "n": "line 3 jk2_init() Found child 6725 in scoreboard slot 10"}])

# ---------------- bF-021 ----------------
case("bF-021", ["source:linux", "format:nl_bold_labels", "class:misattribution"],
     "combo 这台机器 6/30 晚上 klogind 认证失败一大片，什么情况？",
     """**来源**：163.27.187.39 在 20:53:04 到 20:53:06 之间发起了大量 klogind 登录，全部认证失败。
**20:53:04 那一批**：klogind[19274] 报的是 Permission denied in replay cache code。
**20:53:06 那一批**：klogind[19266] 报 Software caused connection abort。
**更早**：20:16 前后 195.129.24.210 针对 root 做了多次 sshd 认证失败。
**下一步**：建议在防火墙上先封掉 163.27.187.39。""",
     [inv("call-lnx-1", "search_syslog", {"host": "combo", "from": "Jun 30 20:16", "to": "Jun 30 20:54"},
          T(LNX, 535, 562), [(LNX, 535, 562)]),
      inv("call-lnx-2", "search_syslog", {"host": "combo", "program": "klogind", "from": "Jun 30 20:53:06", "to": "Jun 30 20:53:07"},
          T(LNX, 563, 584), [(LNX, 563, 584)])],
     "REJECT",
     [{"f": "163.27.187.39 在 20:53:04 到 20:53:06 之间发起了大量 klogind 登录，全部认证失败", "v": DE, "n": "all klogind lines 539-584 are failures from 163.27.187.39"},
      {"f": "klogind[19274] 报的是 Permission denied in replay cache code", "v": CO, "n": "klogind[19274] (line 553) logged 'Software caused connection abort'; replay cache is what the other 20:53:04 processes logged"},
      {"f": "klogind[19266] 报 Software caused connection abort", "v": DE, "n": "line 557"},
      {"f": "20:16 前后 195.129.24.210 针对 root 做了多次 sshd 认证失败", "v": DE, "n": "lines 535-538+ sshd(pam_unix) authentication failure rhost=195.129.24.210 user=root"}])

# ---------------- bF-022 ----------------
case("bF-022", ["source:openssh", "format:nl_sloppy", "class:time_wrong"],
     "LabSZ 上 fztu 这个账号 12/10 上午啥时候登录的？同时段还有没有爆破",
     """fztu 09:32:20 从 119.137.62.142 port 49116 用密码登进来的
会话 09:54:06 关掉的 (session closed for user fztu)
同时段 104.192.3.34 先试了无效用户 FILTER, 接着又试 root, 都没成功
52.80.34.196 这回试的是 matlab 用户
要不要顺手把 104.192.3.34 封了？""",
     [inv("inv_ssh22", "search_syslog", {"host": "LabSZ", "from": "Dec 10 09:20", "to": "Dec 10 09:46"},
          T(SSH, 945, 965), [(SSH, 945, 965)]),
      inv("inv_ssh23", "search_syslog", {"host": "LabSZ", "user": "fztu", "from": "Dec 10 00:00", "to": "Dec 10 09:30"},
          {"total": 0, "hits": []})],
     "REJECT",
     [{"f": "fztu 09:32:20 从 119.137.62.142 port 49116 用密码登进来的", "v": DE, "n": "line 956 Accepted password for fztu"},
      {"f": "会话 09:54:06 关掉的 (session closed for user fztu)", "v": CO, "n": "session closed for user fztu is at 09:45:06 (line 965)"},
      {"f": "同时段 104.192.3.34 先试了无效用户 FILTER, 接着又试 root, 都没成功", "v": DE, "n": "lines 947-955"},
      {"f": "52.80.34.196 这回试的是 matlab 用户", "v": DE, "n": "line 958 Invalid user matlab from 52.80.34.196"}])

# ---------------- bF-023 ----------------
c023 = {"answer_version": "1", "diagnosis_summary": "按知识库判断为计算卡硬件问题",
        "claims": [
            {"claim_id": "c1", "claim_type": "root_cause", "claim_text": "data TLB error interrupt 属于内核级致命中断，一般指向计算卡硬件故障",
             "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-bgl-ras-12", "tool_name": "lookup_knowledge", "source_invocation_ids": ["lk-23a"], "evidence_excerpt": "data TLB error interrupt 属于内核级致命中断"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "按运维手册，同一节点 1 小时内出现 10 次以上 data TLB error interrupt 就应隔离",
             "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-bgl-ras-12", "tool_name": "lookup_knowledge", "source_invocation_ids": ["lk-23a"], "evidence_excerpt": "同一节点 1 小时内出现 10 次以上应立即隔离"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "R30-M0-N9-C:J16-U01 在 6 月 11 日 17 点到 18 点之间超过了这个阈值",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "q-23b", "tool_name": "query_logs", "source_invocation_ids": ["q-23b"], "evidence_excerpt": "data TLB error interrupt"}]},
            {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议隔离 R30-M0-N9-C:J16-U01 并提交硬件工单", "support_level": "indirect", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": ["隔离节点"], "missing_info": ["RAS 日志查询失败，未拿到实际次数"],
        "user_facing_answer": "建议隔离该节点并提交硬件工单，RAS 日志恢复后再核实次数。"}
case("bF-023", ["source:bgl", "format:json_indented", "class:runbook_only", "class:gap"],
     "R30-M0-N9-C:J16-U01 一直报 data TLB error interrupt，要不要隔离？",
     J(c023, 2),
     [inv("lk-23a", "lookup_knowledge", {"query": "BGL data TLB error interrupt 隔离 阈值"},
          {"query": "BGL data TLB error interrupt 隔离 阈值", "chunks": [
              {"chunk_id": "kb-bgl-ras-12", "source_doc": "runbook/bluegene-ras.md", "retrieval_layer": "runbook", "relevance": "high",
               "content": "data TLB error interrupt 属于内核级致命中断，一般指向计算卡（compute card）硬件故障。同一节点 1 小时内出现 10 次以上应立即隔离并提交硬件工单。", "deduped": False},
              {"chunk_id": "kb-bgl-ras-07", "source_doc": "cases/2005-05-bgl-kernstor.md", "retrieval_layer": "past_incident", "relevance": "medium",
               "content": "历史案例：data storage interrupt 集中出现在多个节点时，多为应用程序访问非法地址，与硬件无关。", "deduped": False}]}),
      inv("q-23b", "query_logs", {"system": "bgl", "location": "R30-M0-N9-C:J16-U01", "date": "2005.06.11"},
          None, ok=False, err="ES query failed: 503 Service Unavailable (ras-index-2005.06)")],
     "LOW_CONFID",
     [{"cid": "c1", "f": c023["claims"][0]["claim_text"], "v": IS, "n": "only the knowledge chunk says this"},
      {"cid": "c2", "f": c023["claims"][1]["claim_text"], "v": IS, "n": "attributed to the runbook and only in the chunk"},
      {"cid": "c3", "f": c023["claims"][2]["claim_text"], "v": NE, "n": "bound to the failed RAS query; no successful output has any count"},
      {"cid": "c4", "f": c023["claims"][3]["claim_text"], "crit": False, "v": IS, "n": "recommendation (non-critical); runbook says isolate"}])

# ---------------- bF-024 ----------------
case("bF-024", ["source:spark", "format:nl_bullets", "class:quantity", "class:faithful"],
     "executor 5 上 stage 0 跑得怎么样？broadcast 读取慢不慢？",
     """- executor 在 20:10:45 一次领到了 task 0 到 task 4，共 5 个任务
- 读取 broadcast variable 9 花了 0.16 秒
- broadcast_8 以 values 形式存进内存，估算大小 281.6 KB
- stage 0.0 的 5 个 task 在 20:10:48 全部完成，每个都回传了 2703 bytes 的结果
- 20:10:52 开始跑 stage 1.0 的 TID 42
- 建议再和其它 executor 的 broadcast 耗时对比一下""",
     [inv("call_sp1", "query_logs", {"app": "application_1485248649253_0147", "executor": "5", "from": "17/06/09 20:10:45", "to": "17/06/09 20:10:48"},
          {"total": 40, "logs": recs(rec_spark, SPK, 21, 60)}, [(SPK, 21, 60)]),
      inv("call_sp2", "query_logs", {"app": "application_1485248649253_0147", "executor": "5", "from": "17/06/09 20:10:48", "to": "17/06/09 20:10:52"},
          T(SPK, 85, 95), [(SPK, 85, 95)])],
     "PASS",
     [{"f": "executor 在 20:10:45 一次领到了 task 0 到 task 4，共 5 个任务", "v": DE, "n": "lines 21-24, 29 Got assigned task 0..4 at 20:10:45"},
      {"f": "读取 broadcast variable 9 花了 0.16 秒", "v": DE, "n": "line 33: took 160 ms"},
      {"f": "broadcast_8 以 values 形式存进内存，估算大小 281.6 KB", "v": DE, "n": "line 48"},
      {"f": "stage 0.0 的 5 个 task 在 20:10:48 全部完成，每个都回传了 2703 bytes 的结果", "v": DE, "n": "lines 89-93"},
      {"f": "20:10:52 开始跑 stage 1.0 的 TID 42", "v": DE, "n": "line 95"}])

# ---------------- bF-025 ----------------
a025 = """{'answer_version': '1',
 'claims': [
  {'claim_id': 'c1', 'claim_type': 'log_finding',
   'claim_text': 'ts-food-service-f5756978c-k8vqf 在 08:43:25.323 报 ERROR：Get the Get Food Request Failed!，foodStoresListResult is null',
   'support_level': 'direct',
   'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_f25', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_f25'], 'evidence_excerpt': '[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]'}]},
  {'claim_id': 'c2', 'claim_type': 'log_finding',
   'claim_text': '出错请求的 TraceID 是 83fdd82996eb5e7adf5d9e7b27ad2f6e',
   'support_level': 'direct',
   'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_f25', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_f25'], 'evidence_excerpt': 'TraceID: 83fdd82996eb5e7adf5d9e7b27ad2f6e'}]},
  {'claim_id': 'c3', 'claim_type': 'log_finding',
   'claim_text': '报错请求的 tripId 为 D1345，日期 2021-07-14',
   'support_level': 'direct',
   'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_f25', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_f25'], 'evidence_excerpt': 'date: 2021-07-14, tripId: D1345'}]},
  {'claim_id': 'c4', 'claim_type': 'log_finding',
   'claim_text': '同一链路里 ts-station-food-service-dc4d75dd-fw6ft 处理了 Get FoodStores By StationNames 请求',
   'support_level': 'direct',
   'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_f25', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_f25'], 'evidence_excerpt': '[Food Map Service][Get FoodStores By StationNames]'}]}
 ],
 'user_facing_answer': 'food-service 拿到的 foodStoresListResult 为空导致报错。'
}"""
case("bF-025", ["source:nezha_trainticket", "format:json_malformed", "class:fabricated_id"],
     "订餐页面 16:43 报错，帮我找下 food-service 出错的那条 trace",
     a025,
     [inv("call_f25", "query_logs", {"service": "ts-food-service", "from": "2023-01-29T08:43:25Z", "to": "2023-01-29T08:43:26Z", "with_trace": True},
          {"total": 12, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 287, 298)}, [(NZ + "08_44_log.csv", 287, 298)]),
      inv("call_f26", "query_logs", {"service": "ts-food-service", "level": "ERROR", "from": "2023-01-29T08:43:40Z", "to": "2023-01-29T08:43:46Z"},
          {"total": 3, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 306, 308)}, [(NZ + "08_44_log.csv", 306, 308)])],
     "REJECT",
     [{"f": "ts-food-service-f5756978c-k8vqf 在 08:43:25.323 报 ERROR：Get the Get Food Request Failed!，foodStoresListResult is null", "v": DE, "n": "line 294 (single-quoted JSON -> text facts)"},
      {"f": "出错请求的 TraceID 是 83fdd82996eb5e7adf5d9e7b27ad2f6e", "v": CO, "n": "one hex char off: real TraceID 83fdd82996eb5e7adf5d9e7b27ad2f6d"},
      {"f": "报错请求的 tripId 为 D1345，日期 2021-07-14", "v": DE, "n": "line 294"},
      {"f": "同一链路里 ts-station-food-service-dc4d75dd-fw6ft 处理了 Get FoodStores By StationNames 请求", "v": DE, "n": "line 292, same TraceID"},
      {"f": "food-service 拿到的 foodStoresListResult 为空导致报错", "v": DE, "n": "restates line 294"}])

# ---------------- bF-026 ----------------
T2 = NM + "ts-travel2-service-5c66d57d58-6mp2b_metric.csv"
case("bF-026", ["source:nezha_trainticket", "source:nezha_metrics", "format:nl_headings", "class:hedged_distractor", "class:faithful"],
     "17:25 订 Z 字头车票失败，TraceID 11b9d6451b2ff23e695b77253b0a7fd3，查一下",
     """## 结论
ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35.012 报 ERROR，异常是 IllegalStateException: No instances available for ts-travel2-service。
出错前该请求已经走完 Step 1 Check Security 和 Step 2 Find contacts。
车次是 Z1234。

## 可能原因
可能是 ts-travel2-service 当时在重启，也不排除注册中心把实例摘掉了。
ts-travel2-service-5c66d57d58-6mp2b 在 09:25 这一分钟的 CPU 使用率只有约 1.1%。
疑似 travel2 的实例并没有过载，而是注册信息出了问题。

## 建议
建议查一下注册中心 09:25 前后的实例变更记录。""",
     [inv("c-26-1", "query_logs", {"trace_id": "11b9d6451b2ff23e695b77253b0a7fd3"},
          {"total": 12, "logs": recs(rec_nezha, NZ + "09_26_log.csv", 2, 13)}, [(NZ + "09_26_log.csv", 2, 13)]),
      inv("c-26-2", "get_pod_metrics", {"pod": "ts-travel2-service-5c66d57d58-6mp2b", "from": "2023-01-29 09:24", "to": "2023-01-29 09:26"},
          {"rows": met_rows(T2, 45, 47, ["Time", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])}, [(T2, 45, 47)])],
     "PASS",
     [{"f": "ts-preserve-other-service-66646bdb5b-fw7x9 在 09:25:35.012 报 ERROR，异常是 IllegalStateException: No instances available for ts-travel2-service", "v": DE, "n": "line 6"},
      {"f": "出错前该请求已经走完 Step 1 Check Security 和 Step 2 Find contacts", "v": DE, "n": "lines 11 and 9 (Check Security Complete, Find contacts Complete) at 09:25:34-35"},
      {"f": "车次是 Z1234", "v": DE, "n": "line 8 TripId: Z1234"},
      {"f": "ts-travel2-service-5c66d57d58-6mp2b 在 09:25 这一分钟的 CPU 使用率只有约 1.1%", "v": DE, "n": "09:25:10 row CpuUsageRate(%) 1.094"}])

# ---------------- bF-027 ----------------
c027 = {"answer_version": "1.0", "diagnosis_summary": "contacts 13:33-13:35 CPU 打满",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "13:34 ts-contacts-service-866bd68c97-xcqfx 的 CPU 使用率为 500%",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_m27", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_m27"], "evidence_excerpt": "\"CpuUsage(m)\": 500.09338702472917"}]},
            {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "同一分钟 CPU 用量约 0.5 核",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_m27", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_m27"], "evidence_excerpt": "\"CpuUsage(m)\": 500.09338702472917"}]},
            {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "内存使用率稳定在 23% 左右",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_m27", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_m27"], "evidence_excerpt": "\"MemoryUsageRate(%)\": 23.361718749999998"}]},
            {"claim_id": "c4", "claim_type": "alert_state", "claim_text": "PodCpuUsageHigh 告警在 13:34 处于 firing",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_m28", "tool_name": "query_metrics", "source_invocation_ids": ["call_m28"], "evidence_excerpt": "PodCpuUsageHigh firing"}]}],
        "hypotheses": [], "recommended_actions": ["调高 CPU limit"], "missing_info": [],
        "user_facing_answer": "contacts 在 13:33-13:35 CPU 打满。建议调高 CPU limit。"}
case("bF-027", ["source:nezha_metrics", "format:json_raw", "class:value_wrong", "class:quantity"],
     "ts-contacts-service 13:34 的 CPU 使用率和内存使用率是多少？告警状态呢？",
     J(c027),
     [inv("call_m27", "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "from": "2023-01-29 13:32", "to": "2023-01-29 13:36"},
          {"rows": met_rows(CT, 293, 297, ["Time", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)", "MemoryUsageRate(%)"])}, [(CT, 293, 297)]),
      inv("call_m28", "query_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "metric": "CpuUsageRate(%)", "from": "2023-01-29 13:32", "to": "2023-01-29 13:36"},
          {"alerts": [{"alert_name": "PodCpuUsageHigh", "service": "ts-contacts-service", "severity": "warning", "status": "firing", "value": met_series(CT, 293, 297, "CpuUsageRate(%)", "x", "%")["max"], "threshold": 80, "unit": "%"}],
           "series": [met_series(CT, 293, 297, "CpuUsageRate(%)", "ts-contacts-service", "%")]}, [(CT, 293, 297)])],
     "REJECT",
     [{"cid": "c1", "f": c027["claims"][0]["claim_text"], "v": CO, "n": "CpuUsageRate(%) at 13:34 is 100.02 %; 500 is CpuUsage(m) millicores"},
      {"cid": "c2", "f": c027["claims"][1]["claim_text"], "v": DE, "n": "500.09 m = 0.5 cores"},
      {"cid": "c3", "f": c027["claims"][2]["claim_text"], "v": DE, "n": "MemoryUsageRate(%) 22.89-23.39 across rows"},
      {"cid": "c4", "f": c027["claims"][3]["claim_text"], "v": DE, "n": "alert PodCpuUsageHigh status firing (value = max of the real rows, 100.08 %)"},
      {"f": "contacts 在 13:33-13:35 CPU 打满", "extra": True, "v": DE, "n": "rows 13:33-13:35 CpuUsageRate ~100 %"}])

# ---------------- bF-028 ----------------
case("bF-028", ["source:openstack", "format:nl_bullets", "class:gap"],
     "5/16 凌晨 nova 建虚机有没有调度失败？",
     """第二轮补查结果：
- nova-scheduler 在 00:00 到 00:15 之间没有出现任何调度失败
- 按知识库，NoValidHost 一般是宿主机内存或磁盘不足导致的
- 实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 在 00:00:10 spawn 成功，build 用时 19.84 秒
- 如果还要继续查，建议把 scheduler 的 DEBUG 日志打开""",
     [inv("r1-sched", "query_logs", {"service": "nova-scheduler", "level": "ERROR", "from": "2017-05-16 00:00", "to": "2017-05-16 00:15"},
          None, ok=False, err="log backend timeout: nova-scheduler index not reachable"),
      inv("r1-kb", "lookup_knowledge", {"query": "nova NoValidHost 调度失败 原因"},
          {"query": "nova NoValidHost 调度失败 原因", "chunks": [
              {"chunk_id": "kb-nova-sched-01", "source_doc": "runbook/nova-scheduler.md", "retrieval_layer": "runbook", "relevance": "high",
               "content": "NoValidHost 一般是宿主机内存或磁盘不足导致的，先检查 RamFilter/DiskFilter 的过滤结果。", "deduped": False}]}),
      inv("r2-sched", "query_logs", {"service": "nova-scheduler", "level": "ERROR", "from": "2017-05-16 00:00", "to": "2017-05-16 00:15"},
          {"total": 0, "logs": []}, rnd=2),
      inv("r2-kb", "lookup_knowledge", {"query": "NoValidHost 原因"},
          {"query": "NoValidHost 原因", "chunks": [
              {"chunk_id": "kb-nova-sched-01", "source_doc": "runbook/nova-scheduler.md", "retrieval_layer": "runbook", "relevance": "high",
               "content": "NoValidHost 一般是宿主机内存或磁盘不足导致的，先检查 RamFilter/DiskFilter 的过滤结果。", "deduped": True}]}, rnd=2),
      inv("r2-compute", "query_logs", {"service": "nova-compute", "instance": "b9000564-fe1a-409b-b8cc-1e88b294cd1d", "from": "2017-05-16 00:00:04", "to": "2017-05-16 00:00:11"},
          T(OS_, 24, 34), [(OS_, 24, 34)], rnd=2)],
     "LOW_CONFID",
     [{"f": "nova-scheduler 在 00:00 到 00:15 之间没有出现任何调度失败", "v": NE, "n": "round 1 failed, round 2 a no-hit; a no-hit does not prove absence"},
      {"f": "按知识库，NoValidHost 一般是宿主机内存或磁盘不足导致的", "v": IS, "n": "attributed to the KB; chunk first returned un-deduped in r1-kb"},
      {"f": "实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 在 00:00:10 spawn 成功，build 用时 19.84 秒", "v": DE, "n": "r2-compute line 24: 00:00:10.302 Instance spawned successfully; line 30: Took 19.84 seconds to build instance"}],
     retry="第一轮 nova-scheduler 日志查询超时，未确认是否有调度失败；请重查 scheduler ERROR 并补充一个实例的 compute 侧日志。")

# ---------------- bF-029 ----------------
c029 = {"answer_version": "1", "diagnosis_summary": "myid=1 与 3 号节点的选举通道不通",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "8 月 25 日 10:50:16 myid=1 的 FastLeaderElection 通知超时，超时时间为 60000 ms",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["zk-29-a"], "evidence_excerpt": "Notification time out: 60000"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "11:03:16 myid=1 成功打开了到 3 号节点选举地址 /10.10.34.13:3888 的通道",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["zk-29-a"], "evidence_excerpt": "channel to 3 at election address /10.10.34.13:3888"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "11:20:12 与 id 3 的连接断开（Connection broken for id 3）",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["zk-29-a"], "evidence_excerpt": "Connection broken for id 3, my id = 1"}]},
            {"claim_id": "c4", "claim_type": "next_step", "claim_text": "下一步检查 10.10.34.13 的 3888 端口监听", "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "选举端口 3888 上和 3 号节点的通信有问题，请检查 10.10.34.13 的 3888 端口。"}
case("bF-029", ["source:zookeeper", "format:json_fenced", "class:status_wrong"],
     "8/25 上午 ZK 重新选主很慢，myid=1 这台怎么回事？",
     "```json\n" + J(c029, 2) + "\n```",
     [inv("zk-29-a", "query_logs", {"host": "zk-1", "from": "2015-08-25 10:50", "to": "2015-08-25 11:22"},
          {"total": 4, "logs": recs(rec_zk, ZK, 749, 752)}, [(ZK, 749, 752)]),
      inv("zk-29-b", "get_current_time", {"tz": "Asia/Shanghai"}, {"now": "2015-08-25T11:30:00+08:00"})],
     "REJECT",
     [{"cid": "c1", "f": c029["claims"][0]["claim_text"], "v": DE, "n": "line 749"},
      {"cid": "c2", "f": c029["claims"][1]["claim_text"], "v": CO, "n": "line 750 says 'Cannot open channel to 3 at election address /10.10.34.13:3888' (failure, not success)"},
      {"cid": "c3", "f": c029["claims"][2]["claim_text"], "v": DE, "n": "line 751"},
      {"cid": "c4", "f": c029["claims"][3]["claim_text"], "crit": False, "v": NE, "n": "next step"},
      {"f": "选举端口 3888 上和 3 号节点的通信有问题，请检查 10.10.34.13 的 3888 端口", "extra": True, "v": DE, "n": "lines 750/752 Cannot open channel to 3 at /10.10.34.13:3888"}])

# ---------------- bF-030 ----------------
case("bF-030", ["source:nezha_trainticket", "format:nl_paragraph", "class:paraphrase_zh", "class:faithful"],
     "TraceID fbb1c2904ee397adaf90efb157db6791 这单 preserve 流程走到哪一步了？",
     "ts-preserve-service-b5ccf8557-j4txs 在 08:43:25.365 收到下单请求。Step 1 安全检查完成后，Step 2 查到的联系人 ID 是 8c756d0c-b064-4dc6-b705-496a75343ddb。Step 3 开始检查余票。Step 4 创建了订单。随后进入 Step 5 购买保险。在 08:43:26.379 请求以 No instances available for ts-food-service 异常结束。",
     [inv("toolu_01P30", "query_logs", {"pod": "ts-preserve-service-b5ccf8557-j4txs", "trace_id": "fbb1c2904ee397adaf90efb157db6791"},
          {"total": 17, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 225, 241)}, [(NZ + "08_44_log.csv", 225, 241)]),
      inv("toolu_01P31", "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "pod": "ts-order-service-5b67c48447-mv5hb"},
          {"total": 10, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 242, 251)}, [(NZ + "08_44_log.csv", 242, 251)])],
     "PASS",
     [{"f": "ts-preserve-service-b5ccf8557-j4txs 在 08:43:25.365 收到下单请求", "v": DE, "n": "line 241 PreserveController [preserve][Preserve Account order] at 08:43:25.365"},
      {"f": "Step 1 安全检查完成后，Step 2 查到的联系人 ID 是 8c756d0c-b064-4dc6-b705-496a75343ddb", "v": DE, "n": "lines 239 (Step 1 Check Security) and 237 (Step 2 Find contacts Complete, ContactsId)"},
      {"f": "Step 3 开始检查余票", "v": DE, "n": "line 236 [Step 3][Check tickets num]"},
      {"f": "Step 4 创建了订单", "v": DE, "n": "lines 232-230 [Step 4][Do Order]; order-service Order Create Success (line 242)"},
      {"f": "随后进入 Step 5 购买保险", "v": DE, "n": "line 227 [Step 5][Buy Assurance]"},
      {"f": "在 08:43:26.379 请求以 No instances available for ts-food-service 异常结束", "v": DE, "n": "line 225 ERROR"}])

# ---------------- bF-031 ----------------
case("bF-031", ["source:hdfs", "format:nl_bold_labels", "class:unsupported_cause"],
     "10.251.30.85 和 10.251.90.64 之间的块传输报异常，查一下",
     """**现象**：21:40:43 DataNode 10.251.30.85:50010 向 /10.251.90.64 发送 blk_-2918118818249673980 时抛出异常。
**反向**：22:11:05 10.251.90.64:50010 自己在向 /10.251.90.239 发送 blk_-4841792440390267307 时也报了同样的异常。
**根因**：10.251.30.85 这台机器上周换过一块数据盘，之后读盘一直不稳定。
**后续**：23:37:53 10.251.30.85 又开始正常接收 blk_-6412155847905320411。
**建议**：可以看一下这台机器的 dmesg。""",
     [inv("q31-1", "query_logs", {"service": "hdfs-datanode", "from": "081109 213400", "to": "081109 232400"},
          {"total": 36, "logs": recs(rec_hdfs, HDFS, 70, 105)}, [(HDFS, 70, 105)]),
      inv("q31-2", "query_logs", {"service": "hdfs-datanode", "from": "081109 233700", "to": "081109 234600"},
          {"total": 11, "logs": recs(rec_hdfs, HDFS, 115, 125)}, [(HDFS, 115, 125)])],
     "LOW_CONFID",
     [{"f": "21:40:43 DataNode 10.251.30.85:50010 向 /10.251.90.64 发送 blk_-2918118818249673980 时抛出异常", "v": DE, "n": "line 78 081109 214043"},
      {"f": "22:11:05 10.251.90.64:50010 自己在向 /10.251.90.239 发送 blk_-4841792440390267307 时也报了同样的异常", "v": DE, "n": "line 91 081109 221105"},
      {"f": "10.251.30.85 这台机器上周换过一块数据盘，之后读盘一直不稳定", "v": NE, "n": "no output mentions a disk replacement"},
      {"f": "23:37:53 10.251.30.85 又开始正常接收 blk_-6412155847905320411", "v": DE, "n": "line 115 Receiving block ... src: /10.251.30.85 dest: /10.251.30.85:50010 at 233753"}])

# ---------------- bF-032 ----------------
FD = NM + "ts-food-service-f5756978c-k8vqf_metric.csv"
c032 = {"answer_version": "1", "diagnosis_summary": "food-service 14:43 客户端延迟尖刺",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "14:43 ts-food-service-f5756978c-k8vqf 的客户端 P99 延迟冲到 264 秒",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_fd_01", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_fd_01"], "evidence_excerpt": "\"PodClientLatencyP99(s)\": 264.0"}]},
            {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "同一时间 CPU 使用率只有约 1.6%",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T4", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_fd_01"], "evidence_excerpt": "\"CpuUsageRate(%)\": 1.6486029749199258"}]},
            {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "内存在 14:40–14:46 之间一直约 510 MiB",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "get_pod_metrics#2", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_fd_02"], "evidence_excerpt": "\"MemoryUsage(Mi)\": 509.890625"}]}],
        "hypotheses": ["下游 station-food 响应慢"], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "延迟尖刺出现在 14:43。疑似下游 station-food 响应慢。"}
case("bF-032", ["source:nezha_metrics", "format:json_indented", "class:bad_reference"],
     "food-service 14:40 以后 P99 延迟异常，看下指标",
     J(c032, 2),
     [inv("call_fd_0", "get_pod_metrics", {"pod": "ts-food-service-f5756978c-k8vqf", "from": "2023-01-29 14:40", "to": "2023-01-29 14:46"},
          {"rows": met_rows(FD, 361, 367, ["Time", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodClientLatencyP99(s)", "PodServerLatencyP99(s)"])}, [(FD, 361, 367)])],
     "LOW_CONFID",
     [{"cid": "c1", "f": c032["claims"][0]["claim_text"], "v": IS, "n": "value true (14:43 PodClientLatencyP99(s) 264) but bound to call_fd_01, which does not exist (real id call_fd_0)"},
      {"cid": "c2", "f": c032["claims"][1]["claim_text"], "v": IS, "n": "value true (1.65 %) but T4 does not exist (one evidence call only) and call_fd_01 does not exist"},
      {"cid": "c3", "f": c032["claims"][2]["claim_text"], "v": IS, "n": "values true (509.9-510.1 MiB) but bound to call_fd_02, which does not exist"}])

# ---------------- bF-033 ----------------
case("bF-033", ["source:bgl", "format:nl_sloppy", "class:quantity", "class:faithful"],
     "6/13 下午 BGL 一堆 KERNEL FATAL，影响了几个节点？",
     """6/13 17:36 到 17:44 之间有 8 个节点报 data storage interrupt
紧接着 17:45 到 17:53 又有 7 个节点报 instruction address: 0x00004ed8
这两类都是 RAS KERNEL FATAL
R01-M1-NA 这块板上 J13-U01 和 J09-U01 两个节点在 17:41:21 同一秒报的 data storage interrupt
可能是某个作业把一批节点一起带挂了, 建议查一下 17:36 前后提交的作业""",
     [inv("bgl-33", "query_logs", {"system": "bgl", "from": "2005-06-13-17.30", "to": "2005-06-13-17.55"},
          {"total": 17, "logs": recs(rec_bgl, BGL, 164, 180)}, [(BGL, 164, 180)]),
      inv("bgl-34", "query_logs", {"system": "bgl", "from": "2005-06-14-09.06", "to": "2005-06-14-09.22"},
          T(BGL, 186, 199), [(BGL, 186, 199)])],
     "PASS",
     [{"f": "6/13 17:36 到 17:44 之间有 8 个节点报 data storage interrupt", "v": DE, "n": "lines 166-173, 8 distinct nodes"},
      {"f": "紧接着 17:45 到 17:53 又有 7 个节点报 instruction address: 0x00004ed8", "v": DE, "n": "lines 174-180"},
      {"f": "这两类都是 RAS KERNEL FATAL", "v": DE, "n": "all 15 lines RAS KERNEL FATAL"},
      {"f": "R01-M1-NA 这块板上 J13-U01 和 J09-U01 两个节点在 17:41:21 同一秒报的 data storage interrupt", "v": DE, "n": "lines 170-171 R01-M1-NA-C:J13-U01 / R01-M1-NA-C:J09-U01 at 17.41.21"}])

# ---------------- bF-034 ----------------
c034 = {"answer_version": "1", "diagnosis_summary": "多源 sshd 探测",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "sshd[24206] 报了 reverse mapping checking getaddrinfo failed - POSSIBLE BREAK-IN ATTEMPT",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["inv-34-a"], "evidence_excerpt": "POSSIBLE BREAK-IN ATTEMPT!"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "sshd[24206] 的来源是 52.80.34.196，尝试的用户是 test9",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["inv-34-a"], "evidence_excerpt": "Invalid user test9 from 52.80.34.196"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "sshd[24224] 以用户 chen 从 202.100.179.208 登录失败后对方主动断开",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_syslog", "source_invocation_ids": ["inv-34-a"], "evidence_excerpt": "Received disconnect from 202.100.179.208: 11: Bye Bye [preauth]"}]}],
        "hypotheses": [], "recommended_actions": ["封禁来源 IP"], "missing_info": [],
        "user_facing_answer": "建议把上述来源 IP 加入黑名单。"}
case("bF-034", ["source:openssh", "format:json_compact", "class:misattribution"],
     "LabSZ 07:00-07:12 的 sshd 里哪个会话有 BREAK-IN ATTEMPT 告警？",
     json.dumps(c034, ensure_ascii=False, separators=(",", ":")),
     [inv("inv-34-a", "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 07:00", "to": "Dec 10 07:12"},
          {"total": 20, "hits": recs(rec_syslog, SSH, 8, 27)}, [(SSH, 8, 27)])],
     "REJECT",
     [{"cid": "c1", "f": c034["claims"][0]["claim_text"], "v": CO, "n": "only sshd[24208] (line 15) logs the reverse-mapping BREAK-IN line; sshd[24206] has its own lines 9-14 (Invalid user test9 ...)"},
      {"cid": "c2", "f": c034["claims"][1]["claim_text"], "v": DE, "n": "line 9"},
      {"cid": "c3", "f": c034["claims"][2]["claim_text"], "v": DE, "n": "lines 22-27"}])

# ---------------- bF-035 ----------------
case("bF-035", ["source:linux", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
     "combo 6/30 22:16 那一波 test 用户的会话是怎么回事？",
     "22:16:32 到 22:16:33 之间 sshd(pam_unix) 为用户 test 打开了 10 个会话，都是由 uid=509 打开的。同一时间段里已经有 6 个会话被关闭。这些会话的进程号从 19431 到 19440。推测是某个脚本在批量登录，建议问一下 test 账号的使用人。",
     [inv("toolu_lnx35", "search_syslog", {"host": "combo", "program": "sshd", "user": "test", "from": "Jun 30 22:16", "to": "Jun 30 22:17"},
          T(LNX, 585, 600), [(LNX, 585, 600)])],
     "PASS",
     [{"f": "22:16:32 到 22:16:33 之间 sshd(pam_unix) 为用户 test 打开了 10 个会话，都是由 uid=509 打开的", "v": DE, "n": "10 'session opened for user test by (uid=509)' lines in 585-600"},
      {"f": "同一时间段里已经有 6 个会话被关闭", "v": DE, "n": "6 'session closed for user test' lines"},
      {"f": "这些会话的进程号从 19431 到 19440", "v": DE, "n": "pids 19431-19440 in the opened lines"}])

# ---------------- bF-036 ----------------
c036 = {"answer_version": "2", "diagnosis_summary": "map 任务进度正常，RM 通信异常待确认",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "18:04:10 attempt_1445144423722_0020_m_000002_0 的进度为 0.27772525",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "r2-am", "tool_name": "query_logs", "source_invocation_ids": ["r2-am"], "evidence_excerpt": "Progress of TaskAttempt attempt_1445144423722_0020_m_000002_0 is : 0.27772525"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "18:04:10 调度时 headroom 为 memory:0, vCores:-27，AssignedMaps 为 10",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "r2-am", "tool_name": "query_logs", "source_invocation_ids": ["r2-am"], "evidence_excerpt": "headroom=<memory:0, vCores:-27>"}]},
            {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "NodeManager MININT-FNANLI5 在 18:04 的内存使用率达到 97%",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "r1-nm", "tool_name": "query_metrics", "source_invocation_ids": ["r1-nm"], "evidence_excerpt": "nm_memory_used_pct 97"}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "ResourceManager 侧没有拒绝该应用的资源请求",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "r1-rm", "tool_name": "query_logs", "source_invocation_ids": ["r1-rm"], "evidence_excerpt": "total: 0"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": ["NodeManager 指标", "RM 日志"],
        "user_facing_answer": "建议重试 NodeManager 指标查询后再判断资源是否足够。"}
case("bF-036", ["source:hadoop", "format:json_with_text", "class:gap"],
     "application_1445144423722_0020 的 map 为啥迟迟不结束？节点资源够不够？",
     "第二轮结果（已补查 AM 日志）：\n" + J(c036, 1),
     [inv("r1-nm", "query_metrics", {"host": "MININT-FNANLI5", "metric": "nm_memory_used_pct", "from": "2015-10-18 18:00", "to": "2015-10-18 18:10"},
          None, ok=False, err="metrics source 'yarn-nm' returned HTTP 500"),
      inv("r1-rm", "query_logs", {"service": "resourcemanager", "app": "application_1445144423722_0020", "level": "WARN"},
          {"total": 0, "logs": []}),
      inv("r2-am", "query_logs", {"app": "application_1445144423722_0020", "from": "2015-10-18 18:04:10", "to": "2015-10-18 18:04:12"},
          {"total": 13, "logs": recs(rec_hadoop, HAD, 660, 672)}, [(HAD, 660, 672)], rnd=2)],
     "LOW_CONFID",
     [{"cid": "c1", "f": c036["claims"][0]["claim_text"], "v": DE, "n": "line 663"},
      {"cid": "c2", "f": c036["claims"][1]["claim_text"], "v": DE, "n": "lines 660 and 662 (headroom, AssignedMaps:10)"},
      {"cid": "c3", "f": c036["claims"][2]["claim_text"], "v": NE, "n": "only bound to the failed metrics call"},
      {"cid": "c4", "f": c036["claims"][3]["claim_text"], "v": NE, "n": "RM query was a no-hit; absence not proven"}],
     retry="第一轮 NodeManager 指标查询报 500，RM 日志无结果；需要补查 AM 日志中 18:04 前后的调度与进度信息。")

# ---------------- bF-037 ----------------
case("bF-037", ["source:thunderbird", "format:nl_bullets", "class:unsupported_cause"],
     "Thunderbird 集群 11/9 12:01 一堆 crond 会话日志，正常吗？",
     """- dn228、dn261、dn3、dn596、dn700 在 Nov 9 12:01:01 都执行了 run-parts /etc/cron.hourly
- eadmin1 在同一秒也跑了 cron.hourly
- 每个节点都是先 session closed 再 session opened for user root by (uid=0)
- 这批 cron.hourly 是前一天运维新加的巡检任务
- 建议确认一下 /etc/cron.hourly 里的脚本内容""",
     [inv("inv-tb-1", "search_syslog", {"cluster": "thunderbird", "program": "crond", "from": "Nov 9 12:01:00", "to": "Nov 9 12:01:02"},
          T(THB, 1, 30), [(THB, 1, 30)])],
     "LOW_CONFID",
     [{"f": "dn228、dn261、dn3、dn596、dn700 在 Nov 9 12:01:01 都执行了 run-parts /etc/cron.hourly", "v": DE, "n": "lines 3, 6, 9, 12, 15"},
      {"f": "eadmin1 在同一秒也跑了 cron.hourly", "v": DE, "n": "line 30 src@eadmin1 crond[4308] CMD (run-parts /etc/cron.hourly)"},
      {"f": "每个节点都是先 session closed 再 session opened for user root by (uid=0)", "v": DE, "n": "every node shows closed then opened lines in that order"},
      {"f": "这批 cron.hourly 是前一天运维新加的巡检任务", "v": NE, "n": "nothing says when or by whom the job was added"}])

# ---------------- bF-038 ----------------
EX = NM + "ts-execute-service-775f544d9-zqvjb_metric.csv"
c038 = {"answer_version": "1.3", "diagnosis_summary": "execute-service 订单状态校验失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ts-execute-service-775f544d9-zqvjb 在 08:43:17.040 报 ERROR：ticket execute error: Order Status Wrong（getOrderByIdFromOrder 分支）",
             "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["call_ex38"],
                                                              "evidence_excerpt": "{\"level\": \"ERROR\", \"trace_id\": \"0ffc68aebbc0e3ab2675bd0a481d73bd\", \"pod\": \"ts-execute-service-775f544d9-zqvjb\"}"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "同一 TraceID 0ffc68aebbc0e3ab2675bd0a481d73bd 中 ts-order-service-5b67c48447-mv5hb 查询订单是成功的",
             "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["call_ex38"],
                                                              "evidence_excerpt": "[getOrderById][Get Order By ID Success]"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "08:43:22.665 execute-service 在 getOrderByIdFromOrderOther 分支上也报了 Order Status Wrong",
             "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["call_ex38"],
                                                              "evidence_excerpt": "trace_id=e8abf3b6f9b26bd22930084e52b448ac level=ERROR"}]},
            {"claim_id": "c4", "claim_type": "metric_finding", "claim_text": "08:43 这一分钟 execute-service 的 CPU 使用率不到 1%，内存约 416 MiB",
             "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T2", "tool_name": "get_pod_metrics", "source_invocation_ids": ["call_ex39"],
                                                              "evidence_excerpt": "\"CpuUsageRate(%)\": 0.7828993860370762"}]}],
        "hypotheses": ["订单状态在检票前未变更为已支付"], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "检票失败报的是 Order Status Wrong，execute-service 的 CPU 使用率不到 1%。"}
case("bF-038", ["source:nezha_trainticket", "source:nezha_metrics", "format:json_fenced", "class:excerpt_format", "class:faithful"],
     "08:43 检票接口连续报错，是 execute-service 资源不够吗？",
     "```JSON\n" + J(c038, 2) + "\n```",
     [inv("call_ex38", "query_logs", {"pod": "ts-execute-service-775f544d9-zqvjb", "with_trace": True, "from": "2023-01-29T08:43:14Z", "to": "2023-01-29T08:43:23Z"},
          {"total": 23, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 2563, 2585)}, [(NZ + "08_44_log.csv", 2563, 2585)]),
      inv("call_ex39", "get_pod_metrics", {"pod": "ts-execute-service-775f544d9-zqvjb", "from": "2023-01-29 08:42", "to": "2023-01-29 08:44"},
          {"rows": met_rows(EX, 3, 5, ["Time", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)"])}, [(EX, 3, 5)])],
     "PASS",
     [{"cid": "c1", "f": c038["claims"][0]["claim_text"], "v": DE, "n": "line 2565; T1 = call_ex38; JSON pairs are fields of that record"},
      {"cid": "c2", "f": c038["claims"][1]["claim_text"], "v": DE, "n": "line 2563 order-service INFO Get Order By ID Success, same trace"},
      {"cid": "c3", "f": c038["claims"][2]["claim_text"], "v": DE, "n": "line 2582; k=v pairs of that record"},
      {"cid": "c4", "f": c038["claims"][3]["claim_text"], "v": DE, "n": "08:43:10 row: 0.78 %, 415.72 MiB"}])

# ---------------- bF-039 ----------------
c039 = {"answer_version": "1", "diagnosis_summary": "external-events 回调找不到实例",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "00:00:21 POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events 返回 200",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_39", "tool_name": "query_logs", "source_invocation_ids": ["inv_39"], "evidence_excerpt": "POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events HTTP/1.1"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "同一请求 req-0b851395-2895-44b9-8265-a27d0bb52910 抛出 HTTP exception：No instances found for any event",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_39", "tool_name": "query_logs", "source_invocation_ids": ["inv_39"], "evidence_excerpt": "HTTP exception thrown: No instances found for any event"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "00:00:30 创建虚机的 POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers 返回 202",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_39", "tool_name": "query_logs", "source_invocation_ids": ["inv_39"], "evidence_excerpt": "status: 202 len: 733"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "neutron 回调时实例已不存在，属于删除竞争。"}
case("bF-039", ["source:openstack", "format:json_raw", "class:status_wrong", "class:unsupported_cause"],
     "nova-api 00:00:21 的 external-events 请求是成功还是失败？",
     J(c039),
     [inv("inv_39", "query_logs", {"services": ["nova-api", "nova-compute"], "from": "2017-05-16 00:00:17", "to": "2017-05-16 00:00:31"},
          {"total": 17, "logs": recs(rec_os, OS_, 46, 62)}, [(OS_, 46, 62)])],
     "REJECT",
     [{"cid": "c1", "f": c039["claims"][0]["claim_text"], "v": CO, "n": "line 61: status: 404, not 200"},
      {"cid": "c2", "f": c039["claims"][1]["claim_text"], "v": DE, "n": "line 60, same req id"},
      {"cid": "c3", "f": c039["claims"][2]["claim_text"], "v": DE, "n": "line 62"},
      {"f": "neutron 回调时实例已不存在，属于删除竞争", "extra": True, "v": NE, "n": "cause stated as fact; no output mentions neutron or a delete race"}])

# ---------------- bF-040 ----------------
case("bF-040", ["source:nezha_metrics", "format:nl_bullets", "class:runbook_only", "class:gap"],
     "ts-food-service 14:49 之后变慢，是不是又是 CPU 争用？",
     """结论（仅供参考）：
- 按运维手册，PodClientLatencyP99 连续 3 分钟超过 1 秒就应触发延迟告警
- 历史案例里 ts-food-service 的 CPU 争用故障都伴随 P99 延迟明显升高
- 知识库建议 CPU 争用时先看同节点其它 pod 的 CpuUsageRate
- 建议稍后重试 get_pod_metrics 再确认""",
     [inv("gpm-40", "get_pod_metrics", {"pod": "ts-food-service-f5756978c-k8vqf", "from": "2023-01-29 14:49", "to": "2023-01-29 14:58"},
          None, ok=False, err="prometheus query_range: context deadline exceeded"),
      inv("kb-40", "lookup_knowledge", {"query": "ts-food-service CPU 争用 P99 延迟"},
          {"query": "ts-food-service CPU 争用 P99 延迟", "chunks": [
              {"chunk_id": "rb-lat-02", "source_doc": "runbook/latency-slo.md", "retrieval_layer": "runbook", "relevance": "high",
               "content": "PodClientLatencyP99 连续 3 分钟超过 1 秒应触发延迟告警。CPU 争用时先看同节点其它 pod 的 CpuUsageRate。", "deduped": False},
              {"chunk_id": "pi-2023-017", "source_doc": "incidents/2023-017-food-cpu.md", "retrieval_layer": "past_incident", "relevance": "medium",
               "content": "历史案例：ts-food-service 的 CPU 争用故障期间 P99 延迟明显升高，CpuUsageRate 接近 limit。", "deduped": False}]})],
     "LOW_CONFID",
     [{"f": "按运维手册，PodClientLatencyP99 连续 3 分钟超过 1 秒就应触发延迟告警", "v": IS, "n": "runbook chunk only"},
      {"f": "历史案例里 ts-food-service 的 CPU 争用故障都伴随 P99 延迟明显升高", "v": IS, "n": "past-incident chunk only"},
      {"f": "知识库建议 CPU 争用时先看同节点其它 pod 的 CpuUsageRate", "v": IS, "n": "attributed to the KB, in chunk rb-lat-02"}])

# ---------------- bF-041 ----------------
case("bF-041", ["source:apache", "format:nl_sloppy", "class:fabricated_id"],
     "httpd error_log 里 Directory index forbidden 是哪些客户端触发的？",
     """05:15:09 client 222.166.160.185 访问 /var/www/html/ 被 Directory index forbidden by rule 拦了
07:45:45 63.13.186.196 也是同样的报错
05:15:16 mod_jk 又进了一次 error state 6
建议给根目录放个 index.html""",
     [inv("apa-41a", "grep_logs", {"path": "/var/log/httpd/error_log", "from": "Sun Dec 04 05:11", "to": "Sun Dec 04 05:16"},
          T(APA, 120, 136), [(APA, 120, 136)]),
      inv("apa-41b", "grep_logs", {"path": "/var/log/httpd/error_log", "pattern": "Directory index forbidden", "from": "Sun Dec 04 07:00"},
          T(APA, 580, 588), [(APA, 580, 588)])],
     "REJECT",
     [{"f": "05:15:09 client 222.166.160.185 访问 /var/www/html/ 被 Directory index forbidden by rule 拦了", "v": CO, "n": "IP one octet off: the line at 05:15:09 has client 222.166.160.184"},
      {"f": "07:45:45 63.13.186.196 也是同样的报错", "v": DE, "n": "line 580"},
      {"f": "05:15:16 mod_jk 又进了一次 error state 6", "v": DE, "n": "line 135"}])

# ---------------- bF-042 ----------------
case("bF-042", ["source:zookeeper", "format:nl_paragraph", "class:paraphrase_zh", "class:excerpt_format"],
     "7/30 下午 ZK 2181 端口客户端连接有异常吗？会话 0x14ed93111f2009b 是谁的？",
     "会话 0x14ed93111f2009b 属于客户端 /10.10.34.11:52893，16:09:17 该连接的 socket 被关闭。16:12:01 来自 /10.10.34.19:33442 的老版本客户端发起连接，服务端提示只读模式下会丢弃它。16:18 前后 10.10.34.20 和 10.10.34.42 也以老客户端身份发起了连接请求。16:44:26 关闭的是 /10.10.34.12:45682 的连接，对应会话 0x14ed93111f200cd。",
     [inv("zk42", "query_logs", {"port": 2181, "from": "2015-07-30 15:35", "to": "2015-07-30 17:07"},
          {"total": 14, "logs": recs(rec_zk, ZK, 520, 533)}, [(ZK, 520, 533)])],
     "PASS",
     [{"f": "会话 0x14ed93111f2009b 属于客户端 /10.10.34.11:52893，16:09:17 该连接的 socket 被关闭", "v": DE, "n": "line 522"},
      {"f": "16:12:01 来自 /10.10.34.19:33442 的老版本客户端发起连接，服务端提示只读模式下会丢弃它", "v": DE, "n": "line 523 'old client ... will be dropped if server is in r-o mode'"},
      {"f": "16:18 前后 10.10.34.20 和 10.10.34.42 也以老客户端身份发起了连接请求", "v": DE, "n": "lines 527-528"},
      {"f": "16:44:26 关闭的是 /10.10.34.12:45682 的连接，对应会话 0x14ed93111f200cd", "v": DE, "n": "line 531"}])

# ---------------- bF-043 ----------------
case("bF-043", ["source:nezha_trainticket", "format:nl_sloppy", "class:unsupported_cause", "class:quantity"],
     "16:42 登录老是提示验证码错误，看下 verification-code 服务",
     """ts-verification-code-service-7b6dc75c45-2z9p2 每次 verifyCode 都会打一条 WARN [Verify code start]
08:42:10 到 08:42:31 之间一共 4 条这种 WARN
这几次 verify result 全是 false, 收到的验证码都是 1234
auth-service 那边 getToken 都是 success
验证码校验失败是因为 Redis 里存的 code 已经过期被清掉了""",
     [inv("call_vc43", "query_logs", {"services": ["ts-verification-code-service", "ts-auth-service"], "from": "2023-01-29T08:42:10Z", "to": "2023-01-29T08:42:31Z"},
          {"total": 25, "logs": recs(rec_nezha, NZ + "08_43_log.csv", 338, 362)}, [(NZ + "08_43_log.csv", 338, 362)]),
      inv("call_vc44", "query_logs", {"service": "redis", "keyword": "expired", "from": "2023-01-29T08:40:00Z", "to": "2023-01-29T08:43:00Z"},
          {"total": 0, "logs": []})],
     "LOW_CONFID",
     [{"f": "ts-verification-code-service-7b6dc75c45-2z9p2 每次 verifyCode 都会打一条 WARN [Verify code start]", "v": DE, "n": "each of the 4 verify flows has the WARN line (340, 347, 354, 361)"},
      {"f": "08:42:10 到 08:42:31 之间一共 4 条这种 WARN", "v": DE, "n": "4 WARN records"},
      {"f": "这几次 verify result 全是 false, 收到的验证码都是 1234", "v": DE, "n": "lines 338/345/352/359 false; 341/348/355/362 receivedCode: 1234"},
      {"f": "auth-service 那边 getToken 都是 success", "v": DE, "n": "lines 342, 349, 356"},
      {"f": "验证码校验失败是因为 Redis 里存的 code 已经过期被清掉了", "v": NE, "n": "the redis query was a no-hit; nothing mentions expiry"}])

# ---------------- bF-044 ----------------
a044 = """{
  "answer_version": "1",
  "claims": [
    // 23:37-23:46 的写入链路
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "23:38:36 DataNode 10.251.126.255 开始接收 blk_-8788032532930439012",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "hd-44", "tool_name": "query_logs", "source_invocation_ids": ["hd-44"], "evidence_excerpt": "Receiving block blk_-8788032532930439012 src: /10.251.126.255:41104"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "23:38:49 从 /10.251.106.37 收到 blk_-3455521536483250153，大小 64 MiB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "hd-44", "tool_name": "query_logs", "source_invocation_ids": ["hd-44"], "evidence_excerpt": "of size 67108864 from /10.251.106.37"}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "23:41:10 NameNode 为 part-00296 分配了 blk_-6620182933895093708",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "hd-44", "tool_name": "query_logs", "source_invocation_ids": ["hd-44"], "evidence_excerpt": "NameSystem.allocateBlock"}]},
    {"claim_id": "c4", "claim_type": "log_finding",
     "claim_text": "blk_-7017553867379051457 已登记到 10.251.31.85:50010",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "hd-44", "tool_name": "query_logs", "source_invocation_ids": ["hd-44"], "evidence_excerpt": "blockMap updated: 10.251.31.85:50010 is added to blk_-7017553867379051457"}]}
  ],
  "user_facing_answer": "如需我继续追 part-00296 的后续副本情况，请告知。"
}"""
case("bF-044", ["source:hdfs", "format:json_malformed", "class:faithful", "class:quantity"],
     "sortrand 作业 23:40 前后 HDFS 写块正常吗？",
     a044,
     [inv("hd-44", "query_logs", {"service": "hdfs", "from": "081109 233700", "to": "081109 234600"},
          {"total": 11, "logs": recs(rec_hdfs, HDFS, 115, 125)}, [(HDFS, 115, 125)]),
      inv("hd-45", "query_logs", {"service": "hdfs", "level": "WARN", "from": "081109 233700", "to": "081109 234600"},
          {"total": 0, "logs": []})],
     "PASS",
     [{"f": "23:38:36 DataNode 10.251.126.255 开始接收 blk_-8788032532930439012", "v": DE, "n": "line 117 (JSON has a // comment -> text facts)"},
      {"f": "23:38:49 从 /10.251.106.37 收到 blk_-3455521536483250153，大小 64 MiB", "v": DE, "n": "line 118, 67108864 B = 64 MiB"},
      {"f": "23:41:10 NameNode 为 part-00296 分配了 blk_-6620182933895093708", "v": DE, "n": "line 121"},
      {"f": "blk_-7017553867379051457 已登记到 10.251.31.85:50010", "v": DE, "n": "line 119"}])

# ---------------- bF-045 ----------------
case("bF-045", ["source:openssh", "format:nl_headings", "class:unsupported_cause", "class:quantity"],
     "LabSZ 07:27-07:29 root 爆破，帮我统计一下",
     """## 统计
07:27:50 到 07:28:25 之间 112.95.230.3 对 root 共有 14 次 Failed password。
中间还夹了一次 invalid user pgadmin 的失败。
每次尝试都用了不同的源端口。

## 根因
112.95.230.3 是某个僵尸网络里的一台肉鸡，同一批 IP 当天还在扫其它机房。

## 建议
可以考虑在 sshd_config 里把 root 登录关掉。""",
     [inv("ssh-45", "search_syslog", {"host": "LabSZ", "rhost": "112.95.230.3", "from": "Dec 10 07:27:50", "to": "Dec 10 07:28:25"},
          T(SSH, 34, 80), [(SSH, 34, 80)]),
      inv("ssh-46", "ip_reputation", {"ip": "112.95.230.3"}, None, ok=False, err="threat-intel API quota exceeded")],
     "LOW_CONFID",
     [{"f": "07:27:50 到 07:28:25 之间 112.95.230.3 对 root 共有 14 次 Failed password", "v": DE, "n": "14 'Failed password for root from 112.95.230.3' in lines 34-80"},
      {"f": "中间还夹了一次 invalid user pgadmin 的失败", "v": DE, "n": "line 53"},
      {"f": "每次尝试都用了不同的源端口", "v": DE, "n": "15 attempts, 15 distinct source ports (45378 ... 40388)"},
      {"f": "112.95.230.3 是某个僵尸网络里的一台肉鸡，同一批 IP 当天还在扫其它机房", "v": NE, "n": "only the failed ip_reputation call could have said this; nothing supports it"}])

# ---------------- bF-046 ----------------
c046 = {"answer_version": "1", "diagnosis_summary": "verification-code CPU 尖峰已回落",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "14:20–14:29 ts-verification-code-service 的 CPU 使用率最高约 89.6%",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "qm-46", "tool_name": "query_metrics", "source_invocation_ids": ["qm-46"], "evidence_excerpt": "\"max\": 89.6478"}]},
            {"claim_id": "c2", "claim_type": "alert_state", "claim_text": "PodCpuUsageHigh 告警到 14:29 仍处于 firing 状态",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "qm-46", "tool_name": "query_metrics", "source_invocation_ids": ["qm-46"], "evidence_excerpt": "\"alert_name\": \"PodCpuUsageHigh\""}]},
            {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "14:29 最后一个采样点 CPU 使用率已回落到约 0.38%",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "qm-46", "tool_name": "query_metrics", "source_invocation_ids": ["qm-46"], "evidence_excerpt": "\"last\": 0.3828"}]},
            {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议继续观察 10 分钟", "support_level": "none", "evidence_bindings": []}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "CPU 尖峰已经过去。建议继续观察 10 分钟。"}
case("bF-046", ["source:nezha_metrics", "format:json_fenced", "class:status_wrong"],
     "verification-code 的 CPU 告警现在还在吗？",
     "```json\n" + J(c046) + "\n```",
     [inv("qm-46", "query_metrics", {"service": "ts-verification-code-service", "metric": "CpuUsageRate(%)", "from": "2023-01-29 14:20", "to": "2023-01-29 14:29"},
          {"alerts": [{"alert_name": "PodCpuUsageHigh", "service": "ts-verification-code-service", "severity": "warning", "status": "resolved",
                       "value": met_series(VC, 341, 350, "CpuUsageRate(%)", "x", "%")["last"], "threshold": 80, "unit": "%"}],
           "series": [met_series(VC, 341, 350, "CpuUsageRate(%)", "ts-verification-code-service", "%")]}, [(VC, 341, 350)])],
     "REJECT",
     [{"cid": "c1", "f": c046["claims"][0]["claim_text"], "v": DE, "n": "series max 89.6478"},
      {"cid": "c2", "f": c046["claims"][1]["claim_text"], "v": CO, "n": "alert status is resolved (value 0.38 %), not firing"},
      {"cid": "c3", "f": c046["claims"][2]["claim_text"], "v": DE, "n": "series last 0.3828"},
      {"cid": "c4", "f": c046["claims"][3]["claim_text"], "crit": False, "v": NE, "n": "recommendation"},
      {"f": "CPU 尖峰已经过去", "extra": True, "v": DE, "n": "last 0.38 % vs max 89.6 %; alert resolved"}])

# ---------------- bF-047 ----------------
case("bF-047", ["source:nezha_trainticket", "format:nl_bullets", "class:negation"],
     "17:25 这笔订票 TraceID 6d3d3d38dd68c1d9adb726a5eddff330 卡住了，preserve 有没有报错？",
     """- ts-seat-service-5c95b49cff-tdsdz 在 09:25:01 正常查询了余票区间
- ts-route-service-b6c59fb57-zv8dt 和 ts-price-service-76846864d9-g465z 也都正常返回
- ts-preserve-service-b5ccf8557-j4txs 在这条链路里没有任何报错，只是走到 Step 3 Check tickets num 就没有后续了
- 建议再看一下 preserve 调下游的超时配置""",
     [inv("tr-47", "query_logs", {"trace_id": "6d3d3d38dd68c1d9adb726a5eddff330"},
          {"total": 13, "logs": recs(rec_nezha, NZ + "09_25_log.csv", 860, 872)}, [(NZ + "09_25_log.csv", 860, 872)])],
     "REJECT",
     [{"f": "ts-seat-service-5c95b49cff-tdsdz 在 09:25:01 正常查询了余票区间", "v": DE, "n": "lines 860-864 seat-service INFO getLeftTicketOfInterval"},
      {"f": "ts-route-service-b6c59fb57-zv8dt 和 ts-price-service-76846864d9-g465z 也都正常返回", "v": DE, "n": "lines 865-867 INFO only"},
      {"f": "ts-preserve-service-b5ccf8557-j4txs 在这条链路里没有任何报错，只是走到 Step 3 Check tickets num 就没有后续了", "v": CO, "n": "line 868: preserve ERROR 'No instances available for ts-basic-service' at 09:25:01.442"}])

# ---------------- bF-048 ----------------
case("bF-048", ["source:hdfs", "format:nl_paragraph", "class:entity_swap"],
     "blk_8376667364205250596 读失败了，是哪台 DataNode 在发？",
     "21:44:02 DataNode 10.251.91.159:50010 在向 /10.251.126.255 发送 blk_8376667364205250596 时抛出了 Got exception while serving。这个 block 在这段日志里只出现了这一次异常。同一时段 10.251.71.68:50010 正常把 blk_-2794533871450434534 发给了 /10.251.199.150。",
     [inv("toolu_hd48", "query_logs", {"service": "hdfs", "from": "081109 213400", "to": "081109 215300"},
          {"total": 16, "logs": recs(rec_hdfs, HDFS, 70, 85)}, [(HDFS, 70, 85)]),
      inv("toolu_hd49", "query_logs", {"service": "hdfs", "around": "081109 214402", "context_lines": 1},
          {"total": 3, "logs": recs(rec_hdfs, HDFS, 78, 80)}, [(HDFS, 78, 80)])],
     "REJECT",
     [{"f": "21:44:02 DataNode 10.251.91.159:50010 在向 /10.251.126.255 发送 blk_8376667364205250596 时抛出了 Got exception while serving", "v": CO, "n": "roles swapped: the serving DataNode is 10.251.126.255:50010 and the target is /10.251.91.159 (line 79)"},
      {"f": "这个 block 在这段日志里只出现了这一次异常", "v": DE, "n": "blk_8376667364205250596 appears once (line 79)"},
      {"f": "同一时段 10.251.71.68:50010 正常把 blk_-2794533871450434534 发给了 /10.251.199.150", "v": DE, "n": "line 80 Served block"}])

# ---------------- bF-049 ----------------
c049 = {"answer_version": "1", "diagnosis_summary": "executor 5 broadcast 读取与缓存",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "broadcast_9_piece0 以 bytes 形式存入内存，估算大小 5.2 KB",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "sp-49", "tool_name": "query_logs", "source_invocation_ids": ["sp-49"], "evidence_excerpt": "level=INFO component=storage.MemoryStore ts=17/06/09 20:10:45"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "rdd_2_0 到 rdd_2_4 五个分区都没有命中缓存，需要重新计算",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "sp-49", "tool_name": "query_logs", "source_invocation_ids": ["sp-49"], "evidence_excerpt": "Partition rdd_2_3 not found, computing it"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "输入文件是 hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log，按 7292 字节切分",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "sp-49", "tool_name": "query_logs", "source_invocation_ids": ["sp-49"], "evidence_excerpt": "{\"component\": \"rdd.HadoopRDD\", \"message\": \"Input split: hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log:0+7292\"}"}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "读取 broadcast variable 8 用时 19 ms",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "sp-49", "tool_name": "query_logs", "source_invocation_ids": ["sp-49"], "evidence_excerpt": "17/06/09 20:10:46 INFO broadcast.TorrentBroadcast: Reading broadcast variable 8 took 19 ms"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "如需我对比其它 executor 的情况，请告诉我。"}
case("bF-049", ["source:spark", "format:json_with_text", "class:excerpt_format"],
     "executor 5 刚起来时 broadcast 和 RDD 缓存情况怎样？",
     "已按 executor 5 的启动日志整理：\n\n" + J(c049, 2),
     [inv("sp-49", "query_logs", {"app": "application_1485248649253_0147", "executor": "5", "from": "17/06/09 20:10:45", "to": "17/06/09 20:10:46"},
          {"total": 18, "logs": recs(rec_spark, SPK, 31, 48)}, [(SPK, 31, 48)])],
     "PASS",
     [{"cid": "c1", "f": c049["claims"][0]["claim_text"], "v": DE, "n": "line 32; excerpt is k=v fields of that record (level, component, ts)"},
      {"cid": "c2", "f": c049["claims"][1]["claim_text"], "v": DE, "n": "lines 35-39"},
      {"cid": "c3", "f": c049["claims"][2]["claim_text"], "v": DE, "n": "lines 40-44; JSON pairs of line 42"},
      {"cid": "c4", "f": c049["claims"][3]["claim_text"], "v": DE, "n": "line 47, whole log line quoted"}])

# ---------------- bF-050 ----------------
case("bF-050", ["source:linux", "format:nl_sloppy", "class:time_wrong"],
     "combo 上 klogind 那波认证失败具体几点开始的？",
     """klogind 那波是 20:35:04 开始的, 来源都是 163.27.187.39
第一条是 klogind[19272] 报 Permission denied in replay cache code
后面每个 klogind 进程都跟一条 Kerberos authentication failed
20:53:06 那批变成 Software caused connection abort""",
     [inv("syslog-50", "search_syslog", {"host": "combo", "program": "klogind", "date": "Jun 30"},
          T(LNX, 539, 562), [(LNX, 539, 562)])],
     "REJECT",
     [{"f": "klogind 那波是 20:35:04 开始的, 来源都是 163.27.187.39", "v": CO, "n": "first klogind line is at 20:53:04 (line 539), not 20:35:04"},
      {"f": "第一条是 klogind[19272] 报 Permission denied in replay cache code", "v": DE, "n": "line 539"},
      {"f": "后面每个 klogind 进程都跟一条 Kerberos authentication failed", "v": DE, "n": "every Authentication failed pid in 539-562 has a matching Kerberos authentication failed line"},
      {"f": "20:53:06 那批变成 Software caused connection abort", "v": DE, "n": "lines 557-562"}])

# ---------------- bF-051 ----------------
c051 = {"answer_version": "1", "diagnosis_summary": "R30-M0-N9-C:J16-U01 持续 data TLB error",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "R30-M0-N9-C:J16-U01 在 6 月 11 日 17:32 到 18:22 之间报了 12 次 data TLB error interrupt",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "bgl-51", "tool_name": "query_logs", "source_invocation_ids": ["bgl-51"], "evidence_excerpt": "data TLB error interrupt"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "这些记录的级别都是 FATAL，类别 KERNDTLB",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "bgl-51", "tool_name": "query_logs", "source_invocation_ids": ["bgl-51"], "evidence_excerpt": "\"alert\": \"KERNDTLB\", \"level\": \"FATAL\""}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "第一条出现在 2005-06-11 17:32:07，epoch 为 1118536327",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "bgl-51", "tool_name": "query_logs", "source_invocation_ids": ["bgl-51"], "evidence_excerpt": "\"epoch\": 1118536327"}]}],
        "hypotheses": [], "recommended_actions": ["隔离该节点"], "missing_info": [],
        "user_facing_answer": "建议隔离该节点。"}
case("bF-051", ["source:bgl", "format:json_raw", "class:quantity", "class:faithful"],
     "R30-M0-N9-C:J16-U01 6/11 傍晚报了多少次 TLB 错误？",
     J(c051),
     [inv("bgl-51", "query_logs", {"system": "bgl", "location": "R30-M0-N9-C:J16-U01", "from": "2005-06-11-17.30", "to": "2005-06-11-18.25"},
          {"total": 12, "logs": recs(rec_bgl, BGL, 104, 115)}, [(BGL, 104, 115)])],
     "PASS",
     [{"cid": "c1", "f": c051["claims"][0]["claim_text"], "v": DE, "n": "12 records, 17.32.07 to 18.22.22"},
      {"cid": "c2", "f": c051["claims"][1]["claim_text"], "v": DE, "n": "all KERNDTLB / FATAL; JSON pairs of one record"},
      {"cid": "c3", "f": c051["claims"][2]["claim_text"], "v": DE, "n": "line 104"}])

# ---------------- bF-052 ----------------
case("bF-052", ["source:openstack", "format:nl_bold_labels", "class:unsupported_cause"],
     "nova-compute 00:09 报 power state 同步告警，什么意思？",
     """**告警内容**：00:09:41 nova.compute.manager 报 WARNING：While synchronizing instance power states, found 1 instances in the database and 0 instances on the hypervisor。
**同一时间**：00:09:43 实例 bf8c824d-f099-4433-a41e-e3da7578262e 触发了 VM Started 生命周期事件。
**原因**：00:09 之前这台 compute 节点上的 libvirtd 被人重启过一次，数据库和 hypervisor 的实例数对不上就是这么来的。
**API 侧**：同期 nova-api 的 servers/detail 请求全部返回 200。""",
     [inv("os-52", "query_logs", {"services": ["nova-compute", "nova-api"], "from": "2017-05-16 00:09:35", "to": "2017-05-16 00:09:44"},
          {"total": 15, "logs": recs(rec_os, OS_, 1285, 1299)}, [(OS_, 1285, 1299)]),
      inv("os-53", "query_logs", {"service": "libvirtd", "from": "2017-05-16 00:00", "to": "2017-05-16 00:10"},
          {"total": 0, "logs": []})],
     "LOW_CONFID",
     [{"f": "00:09:41 nova.compute.manager 报 WARNING：While synchronizing instance power states, found 1 instances in the database and 0 instances on the hypervisor", "v": DE, "n": "line 1297"},
      {"f": "00:09:43 实例 bf8c824d-f099-4433-a41e-e3da7578262e 触发了 VM Started 生命周期事件", "v": DE, "n": "line 1299"},
      {"f": "00:09 之前这台 compute 节点上的 libvirtd 被人重启过一次，数据库和 hypervisor 的实例数对不上就是这么来的", "v": NE, "n": "no output mentions a libvirtd restart (libvirtd query was a no-hit)"},
      {"f": "同期 nova-api 的 servers/detail 请求全部返回 200", "v": DE, "n": "all servers/detail lines in 1285-1299 have status: 200"}])

# ---------------- bF-053 ----------------
c053 = {"answer_version": "1", "diagnosis_summary": "客户端会话被关闭",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "16:44:26 服务端关闭了客户端 /10.10.34.12:45682 的连接，会话 ID 为 0x14ed93111f200cb",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "zk-53", "tool_name": "query_logs", "source_invocation_ids": ["zk-53"], "evidence_excerpt": "Closed socket connection for client /10.10.34.12:45682"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "17:06:34 又关闭了 /10.10.34.12:45697 的连接，对应会话 0x14ed93111f200d6",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "zk-53", "tool_name": "query_logs", "source_invocation_ids": ["zk-53"], "evidence_excerpt": "which had sessionid 0x14ed93111f200d6"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "10.10.34.12 在 16:18:34 和 16:21:28 两次尝试建立新会话",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "zk-53", "tool_name": "query_logs", "source_invocation_ids": ["zk-53"], "evidence_excerpt": "Client attempting to establish new session at /10.10.34.12"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "10.10.34.12 的客户端会话在下午被服务端关闭了两次。"}
case("bF-053", ["source:zookeeper", "format:json_indented", "class:fabricated_id"],
     "10.10.34.12 上的应用 7/30 下午和 ZK 断连，帮忙查会话",
     J(c053, 2),
     [inv("zk-53", "query_logs", {"port": 2181, "from": "2015-07-30 15:35", "to": "2015-07-30 17:07"},
          {"total": 14, "logs": recs(rec_zk, ZK, 520, 533)}, [(ZK, 520, 533)])],
     "REJECT",
     [{"cid": "c1", "f": c053["claims"][0]["claim_text"], "v": CO, "n": "session id one hex char off: the record has 0x14ed93111f200cd"},
      {"cid": "c2", "f": c053["claims"][1]["claim_text"], "v": DE, "n": "line 533"},
      {"cid": "c3", "f": c053["claims"][2]["claim_text"], "v": DE, "n": "lines 526 and 529"},
      {"f": "10.10.34.12 的客户端会话在下午被服务端关闭了两次", "extra": True, "v": DE, "n": "lines 531 and 533"}])

# ---------------- bF-054 ----------------
c054 = {"answer_version": "1", "diagnosis_summary": "contacts 查不到联系人",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "08:44:08.627 ts-contacts-service-866bd68c97-xcqfx 报 ERROR No contacts according to contactsId，TraceID 为 0d2e016a65a1a2978b55ea2a09822742",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "q54", "tool_name": "query_logs", "source_invocation_ids": ["q54"], "evidence_excerpt": "[findContactsById][contactsRepository.findById][No contacts according to contactsId]"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "查询的联系人 ID 是 415d1665-fbb2-4ec9-83f5-5ebe51dc1825",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "q54", "tool_name": "query_logs", "source_invocation_ids": ["q54"], "evidence_excerpt": "FIND CONTACTS BY ID: 415d1665-fbb2-4ec9-83f5-5ebe51dc1825"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "同一链路里 ts-delivery-service-7d97b69596-lmsfv 正常保存了 delivery 对象",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "q54", "tool_name": "query_logs", "source_invocation_ids": ["q54"], "evidence_excerpt": "[process][Save delivery object in"}]},
            {"claim_id": "c4", "claim_type": "hypothesis", "claim_text": "可能是 contacts 库里这个联系人被误删了", "support_level": "none", "evidence_bindings": []}],
        "hypotheses": ["联系人被误删", "不排除是缓存未刷新"], "recommended_actions": ["核对联系人表"], "missing_info": [],
        "user_facing_answer": "疑似联系人记录被删除，也不排除缓存没刷新。建议核对联系人表。"}
case("bF-054", ["source:nezha_trainticket", "format:json_compact", "class:hedged_distractor", "class:faithful"],
     "16:44 又有一单报联系人不存在，TraceID 0d2e016a65a1a2978b55ea2a09822742",
     json.dumps(c054, ensure_ascii=False, separators=(",", ":")),
     [inv("q54", "query_logs", {"trace_id": "0d2e016a65a1a2978b55ea2a09822742"},
          {"total": 13, "logs": recs(rec_nezha, NZ + "08_44_log.csv", 1080, 1092)}, [(NZ + "08_44_log.csv", 1080, 1092)])],
     "PASS",
     [{"cid": "c1", "f": c054["claims"][0]["claim_text"], "v": DE, "n": "line 1084"},
      {"cid": "c2", "f": c054["claims"][1]["claim_text"], "v": DE, "n": "line 1085"},
      {"cid": "c3", "f": c054["claims"][2]["claim_text"], "v": DE, "n": "line 1081 Save delivery object"},
      {"cid": "c4", "f": c054["claims"][3]["claim_text"], "crit": False, "v": NE, "n": "hypothesis"}])

# ---------------- bF-055 ----------------
case("bF-055", ["source:hadoop", "format:nl_headings", "class:count_wrong"],
     "AM 18:05 之后 LeaseRenewer 一直刷 WARN，统计一下前几秒的情况",
     """## 统计（18:05:27–18:05:33）
这 7 秒里 org.apache.hadoop.ipc.Client 共报了 8 条 Address change detected。
LeaseRenewer 每秒报一次 Failed to renew lease，续约失败时长从 30 秒一路涨到 36 秒。
地址变化都是 Old: msra-sa-41/10.190.173.170:9000 New: msra-sa-41:9000。

## 建议
下一步检查 msra-sa-41 的 DNS 解析。""",
     [inv("h-55", "query_logs", {"app": "application_1445144423722_0020", "thread": "LeaseRenewer:msrabi@msra-sa-41:9000", "from": "2015-10-18 18:05:27", "to": "2015-10-18 18:05:34"},
          {"total": 14, "logs": recs(rec_hadoop, HAD, 848, 861)}, [(HAD, 848, 861)])],
     "REJECT",
     [{"f": "这 7 秒里 org.apache.hadoop.ipc.Client 共报了 8 条 Address change detected", "v": CO, "n": "7 Address change detected lines in 848-861, not 8"},
      {"f": "LeaseRenewer 每秒报一次 Failed to renew lease，续约失败时长从 30 秒一路涨到 36 秒", "v": DE, "n": "7 lines, 18:05:27-18:05:33, 30 ... 36 seconds"},
      {"f": "地址变化都是 Old: msra-sa-41/10.190.173.170:9000 New: msra-sa-41:9000", "v": DE, "n": "all Address change lines identical"}])

# ---------------- bF-056 ----------------
case("bF-056", ["source:nezha_metrics", "format:nl_paragraph", "class:quantity"],
     "verification-code 14:24 那段 P99 延迟具体多少？",
     "ts-verification-code-service-7b6dc75c45-2z9p2 的客户端 P99 延迟在 14:23 只有 4.88 ms。14:24 跳到 28.6 秒，也就是 28600 ms。14:26 的 P99 达到 285.6 秒，差不多 4.8 分钟。14:27 回落到 58.2 秒左右。同一时间段 ts-auth-service-7f8d7d756d-k7b9j 的内存一直在 467 MiB 上下。",
     [inv("m-56a", "get_pod_metrics", {"pod": "ts-verification-code-service-7b6dc75c45-2z9p2", "from": "2023-01-29 14:23", "to": "2023-01-29 14:27"},
          {"rows": met_rows(VC, 344, 348, ["Time", "PodClientLatencyP99(s)", "PodServerLatencyP99(s)", "PodWorkload(Ops)"])}, [(VC, 344, 348)]),
      inv("m-56b", "get_pod_metrics", {"pod": "ts-auth-service-7f8d7d756d-k7b9j", "from": "2023-01-29 14:23", "to": "2023-01-29 14:27"},
          {"rows": met_rows(AU, 344, 348, ["Time", "MemoryUsage(Mi)", "PodClientLatencyP99(s)"])}, [(AU, 344, 348)])],
     "PASS",
     [{"f": "ts-verification-code-service-7b6dc75c45-2z9p2 的客户端 P99 延迟在 14:23 只有 4.88 ms", "v": DE, "n": "PodClientLatencyP99(s) 0.00488 s at 14:23"},
      {"f": "14:24 跳到 28.6 秒，也就是 28600 ms", "v": DE, "n": "28.600000000000005 s at 14:24"},
      {"f": "14:26 的 P99 达到 285.6 秒，差不多 4.8 分钟", "v": DE, "n": "285.6 s = 4.76 min at 14:26"},
      {"f": "14:27 回落到 58.2 秒左右", "v": DE, "n": "58.2 s at 14:27"},
      {"f": "同一时间段 ts-auth-service-7f8d7d756d-k7b9j 的内存一直在 467 MiB 上下", "v": DE, "n": "auth MemoryUsage(Mi) 467.41-467.80"}])

# ---------------- bF-057 ----------------
c057 = {"answer_version": "1", "diagnosis_summary": "mod_jk workerEnv 反复进入错误状态",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "05:12:10 到 05:12:30 之间 mod_jk 子进程 4 次进入 workerEnv error state 6",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T3", "tool_name": "grep_logs", "source_invocation_ids": ["T3"], "evidence_excerpt": "mod_jk child workerEnv in error state 6"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "05:12:26 jk2_init 在 scoreboard slot 7 和 8 找到子进程 25798 和 25803",
             "support_level": "direct", "evidence_bindings": []},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "05:15:09 客户端 222.166.160.184 请求根目录被 Directory index forbidden by rule 拒绝",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "grep-57", "tool_name": "grep_logs", "source_invocation_ids": ["grep-57"], "evidence_excerpt": "[client 222.166.160.184] Directory index forbidden by rule: /var/www/html/ (referer: -)"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "如需完整原始日志请告诉我。"}
case("bF-057", ["source:apache", "format:json_with_text", "class:bad_reference"],
     "httpd 05:12 前后 error_log 有什么？",
     J(c057) + "\n\n如需原始日志请告知。",
     [inv("grep-57", "grep_logs", {"path": "/var/log/httpd/error_log", "from": "Sun Dec 04 05:11", "to": "Sun Dec 04 05:16"},
          T(APA, 120, 136), [(APA, 120, 136)])],
     "LOW_CONFID",
     [{"cid": "c1", "f": c057["claims"][0]["claim_text"], "v": IS, "n": "true (lines 122, 126, 128, 131) but bound to T3 which does not exist (one evidence call = T1)"},
      {"cid": "c2", "f": c057["claims"][1]["claim_text"], "v": IS, "n": "true (lines 123-124) but no binding"},
      {"cid": "c3", "f": c057["claims"][2]["claim_text"], "v": IS, "n": "line 132 is true, but the excerpt adds '(referer: -)', which the record does not have -> excerpt not in the named call"}])

# ---------------- bF-058 ----------------
case("bF-058", ["source:openssh", "format:nl_bullets", "class:hedged_distractor", "class:paraphrase_zh"],
     "06:55-07:09 LabSZ 有没有被登录成功？",
     """- 06:55:46 sshd[24200] 对 173.234.31.186 做反向解析，ns.marryaldkfaczcz.com 解析失败，被标记为 POSSIBLE BREAK-IN ATTEMPT
- 173.234.31.186 用无效用户 webmaster 登录，06:55:48 密码校验失败后连接关闭
- 07:07:38 52.80.34.196 用无效用户 test9 尝试，07:07:45 失败后主动断开
- 07:08 前后 173.234.31.186 用 webmaster 又试了一次，同样失败
- 也许 173.234.31.186 之前已经拿到过某个普通账号，这个还不确定
- 疑似 52.80.34.196 是云上的扫描器""",
     [inv("toolu_01ssh58", "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 06:55", "to": "Dec 10 07:09"},
          {"total": 21, "hits": recs(rec_syslog, SSH, 1, 21)}, [(SSH, 1, 21)]),
      inv("toolu_01ssh59", "search_syslog", {"host": "LabSZ", "program": "sshd", "grep": "Accepted", "from": "Dec 10 06:55", "to": "Dec 10 07:09"},
          {"total": 0, "hits": []})],
     "PASS",
     [{"f": "06:55:46 sshd[24200] 对 173.234.31.186 做反向解析，ns.marryaldkfaczcz.com 解析失败，被标记为 POSSIBLE BREAK-IN ATTEMPT", "v": DE, "n": "line 1"},
      {"f": "173.234.31.186 用无效用户 webmaster 登录，06:55:48 密码校验失败后连接关闭", "v": DE, "n": "lines 2, 6, 7"},
      {"f": "07:07:38 52.80.34.196 用无效用户 test9 尝试，07:07:45 失败后主动断开", "v": DE, "n": "lines 9, 13, 14 (Received disconnect ... Bye Bye)"},
      {"f": "07:08 前后 173.234.31.186 用 webmaster 又试了一次，同样失败", "v": DE, "n": "lines 15-21"}])

# ---------------- bF-059 ----------------
c059 = {"answer_version": "1", "diagnosis_summary": "33.33.33.115 节点上的服务报找不到 basic-service 实例",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "节点 33.33.33.115 上的 ts-execute-service-775f544d9-zqvjb 报 IllegalStateException: No instances available for ts-basic-service",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "n59a", "tool_name": "query_logs", "source_invocation_ids": ["n59a"], "evidence_excerpt": "No instances available for ts-basic-service"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "ts-preserve-service-b5ccf8557-j4txs 在 09:25:01.442 报了同样的异常，TraceID 6d3d3d38dd68c1d9adb726a5eddff330",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "n59a", "tool_name": "query_logs", "source_invocation_ids": ["n59a"], "evidence_excerpt": "TraceID: 6d3d3d38dd68c1d9adb726a5eddff330 SpanID: bfa301317dbf3115"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "ts-execute-service 在 09:24:18 报的是 ticket execute error: Order Status Wrong",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "n59b", "tool_name": "query_logs", "source_invocation_ids": ["n59b"], "evidence_excerpt": "ticket execute error: Order Status Wrong"}]}],
        "hypotheses": [], "recommended_actions": ["检查 ts-basic-service 注册状态"], "missing_info": [],
        "user_facing_answer": "建议检查 ts-basic-service 在注册中心的实例状态。"}
case("bF-059", ["source:nezha_trainticket", "format:json_raw", "class:misattribution", "class:entity_swap"],
     "33.33.33.115 这台节点上哪些服务在 09:24-09:25 报错？",
     J(c059),
     [inv("n59a", "query_logs", {"node": "33.33.33.115", "from": "2023-01-29T09:25:01Z", "to": "2023-01-29T09:25:02Z"},
          {"total": 13, "logs": recs(rec_nezha, NZ + "09_25_log.csv", 860, 872)}, [(NZ + "09_25_log.csv", 860, 872)]),
      inv("n59b", "query_logs", {"node": "33.33.33.115", "pod": "ts-execute-service-775f544d9-zqvjb", "from": "2023-01-29T09:24:18Z", "to": "2023-01-29T09:24:19Z"},
          {"total": 8, "logs": recs(rec_nezha, NZ + "09_25_log.csv", 1171, 1178)}, [(NZ + "09_25_log.csv", 1171, 1178)])],
     "REJECT",
     [{"cid": "c1", "f": c059["claims"][0]["claim_text"], "v": CO, "n": "only ts-preserve-service logs that exception (line 868); execute-service's own ERROR is 'Order Status Wrong' (line 1175)"},
      {"cid": "c2", "f": c059["claims"][1]["claim_text"], "v": DE, "n": "line 868"},
      {"cid": "c3", "f": c059["claims"][2]["claim_text"], "v": DE, "n": "line 1175 at 09:24:18.321"}])

# ---------------- bF-060 ----------------
case("bF-060", ["source:hpc", "format:nl_paragraph", "class:gap"],
     "HPC 集群 node-246 上的组件为什么不可用了？现在恢复了吗？",
     "node-246 上 SCSI-WWID:01000010:6005-08b4-0001-00c6-0006-3000-003d-0000 这个组件进入了 unavailable 状态（HWID=1973）。同一台 node-246 的 alt0 组件也变成了 unavailable（HWID=5089）。node-153、node-109 等节点的 alt0 也有同样的状态变化。这些组件目前都已经恢复为 available。",
     [inv("hpc-60a", "query_logs", {"system": "hpc", "event": "state_change.unavailable", "limit": 12},
          T(HPC, 1, 12), [(HPC, 1, 12)]),
      inv("hpc-60b", "query_logs", {"system": "hpc", "event": "state_change.available", "node": "node-246"},
          {"total": 0, "logs": []}),
      inv("hpc-60c", "get_node_status", {"node": "node-246"}, None, ok=False, err="cmdb: connection refused")],
     "LOW_CONFID",
     [{"f": "node-246 上 SCSI-WWID:01000010:6005-08b4-0001-00c6-0006-3000-003d-0000 这个组件进入了 unavailable 状态（HWID=1973）", "v": DE, "n": "line 1"},
      {"f": "同一台 node-246 的 alt0 组件也变成了 unavailable（HWID=5089）", "v": DE, "n": "line 3"},
      {"f": "node-153、node-109 等节点的 alt0 也有同样的状态变化", "v": DE, "n": "lines 2 and 4"},
      {"f": "这些组件目前都已经恢复为 available", "v": NE, "n": "the available-state query was a no-hit and the status call failed"}])

# ---------------- bF-061 ----------------
a061 = """{
  "answer_version": "1",
  "claims": [
    {"claim_id": "c1", "claim_type": "metric_finding",
     "claim_text": "14:40 到 14:49 ts-food-service-f5756978c-k8vqf 的内存一直在 510 MiB 左右，约 0.5 GiB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "pm-61", "tool_name": "get_pod_metrics", "source_invocation_ids": ["pm-61"], "evidence_excerpt": "\\"MemoryUsage(Mi)\\": 510.05859375"}]},
    {"claim_id": "c2", "claim_type": "metric_finding",
     "claim_text": "14:43 客户端 P99 延迟出现 264 秒的尖刺",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "pm-61", "tool_name": "get_pod_metrics", "source_invocation_ids": ["pm-61"], "evidence_excerpt": "\\"PodClientLatencyP99(s)\\": 264.0"}]},
    {"claim_id": "c3", "claim_type": "root_cause",
     "claim_text": "尖刺是 14:42 food-service 所在节点做了一次内核升级重启引起的",
     "support_level": "indirect",
     "evidence_bindings": []},
  ],
  "user_facing_answer": "建议和节点运维同学确认一下。"
}"""
case("bF-061", ["source:nezha_metrics", "format:json_malformed", "class:unsupported_cause", "class:quantity"],
     "food-service 14:40-14:50 内存和延迟怎么样？",
     a061,
     [inv("pm-61", "get_pod_metrics", {"pod": "ts-food-service-f5756978c-k8vqf", "from": "2023-01-29 14:40", "to": "2023-01-29 14:49"},
          {"rows": met_rows(FD, 361, 370, ["Time", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodClientLatencyP99(s)"])}, [(FD, 361, 370)]),
      inv("ev-61", "kubectl_get_events", {"namespace": "ts", "field_selector": "involvedObject.name=ts-food-service-f5756978c-k8vqf"},
          {"items": []})],
     "LOW_CONFID",
     [{"f": "14:40 到 14:49 ts-food-service-f5756978c-k8vqf 的内存一直在 510 MiB 左右，约 0.5 GiB", "v": DE, "n": "MemoryUsage(Mi) 509.89-510.12 in all 10 rows (trailing comma -> text facts)"},
      {"f": "14:43 客户端 P99 延迟出现 264 秒的尖刺", "v": DE, "n": "14:43 row PodClientLatencyP99(s) 264"},
      {"f": "尖刺是 14:42 food-service 所在节点做了一次内核升级重启引起的", "v": NE, "n": "no output mentions a node reboot; the events call returned nothing"}])

# ---------------- bF-062 ----------------
case("bF-062", ["source:bgl", "format:nl_headings", "class:time_wrong"],
     "BGL 6/3 下午 R02-M1-N0-C:J12-U11 的 parity error 是什么时候出现的？",
     """## 时间
R02-M1-N0-C:J12-U11 第一次报 instruction cache parity error corrected 是在 15:24:50。
随后 15:49:36 和 15:49:38 又各出现一次。

## 级别
这些都是 RAS KERNEL INFO 级别，并且都标注为 corrected。

## 其它节点
16:47:20 R23-M0-NE-C:J05-U01 报了 63543 次 double-hummer alignment exceptions。""",
     [inv("bgl-62", "query_logs", {"system": "bgl", "date": "2005.06.03", "from": "15:40", "to": "18:30"},
          {"total": 8, "logs": recs(rec_bgl, BGL, 1, 8)}, [(BGL, 1, 8)])],
     "REJECT",
     [{"f": "R02-M1-N0-C:J12-U11 第一次报 instruction cache parity error corrected 是在 15:24:50", "v": CO, "n": "first record is 2005-06-03-15.42.50, not 15:24:50"},
      {"f": "随后 15:49:36 和 15:49:38 又各出现一次", "v": DE, "n": "lines 3-4"},
      {"f": "这些都是 RAS KERNEL INFO 级别，并且都标注为 corrected", "v": DE, "n": "level INFO, message 'corrected'"},
      {"f": "16:47:20 R23-M0-NE-C:J05-U01 报了 63543 次 double-hummer alignment exceptions", "v": DE, "n": "line 5"}])

# ---------------- bF-063 ----------------
c063 = {"answer_version": "1", "diagnosis_summary": "实例 96abccce 删除流程正常",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "00:00:59 nova-api 收到删除实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 的 DELETE 请求，返回 204",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "os63", "tool_name": "query_logs", "source_invocation_ids": ["os63"], "evidence_excerpt": "\"DELETE /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 HTTP/1.1\" status: 204"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "hypervisor 上销毁实例耗时 1.11 秒",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "os63", "tool_name": "query_logs", "source_invocation_ids": ["os63"], "evidence_excerpt": "Took 1.11 seconds to destroy the instance on the hypervisor."}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "释放网络用了 520 ms",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "os63", "tool_name": "query_logs", "source_invocation_ids": ["os63"], "evidence_excerpt": "Took 0.52 seconds to deallocate network for instance."}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "同一时刻宿主机 cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 的 usage audit 统计到 87 个实例",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "os63", "tool_name": "query_logs", "source_invocation_ids": ["os63"], "evidence_excerpt": "87 instances."}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "删除流程各步骤都成功完成。"}
case("bF-063", ["source:openstack", "format:json_compact", "class:quantity", "class:faithful"],
     "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 删除用了多久？",
     json.dumps(c063, ensure_ascii=False, separators=(",", ":")),
     [inv("os63", "query_logs", {"instance": "96abccce-8d1f-4e07-b6d1-4b2ab87e23b4", "from": "2017-05-16 00:00:59", "to": "2017-05-16 00:01:02"},
          {"total": 11, "logs": recs(rec_os, OS_, 136, 146)}, [(OS_, 136, 146)])],
     "PASS",
     [{"cid": "c1", "f": c063["claims"][0]["claim_text"], "v": DE, "n": "line 136 status: 204"},
      {"cid": "c2", "f": c063["claims"][1]["claim_text"], "v": DE, "n": "line 144"},
      {"cid": "c3", "f": c063["claims"][2]["claim_text"], "v": DE, "n": "0.52 s = 520 ms (line 146)"},
      {"cid": "c4", "f": c063["claims"][3]["claim_text"], "v": DE, "n": "line 140"},
      {"f": "删除流程各步骤都成功完成", "extra": True, "v": DE, "n": "destroyed successfully, deletion of files complete, network deallocated"}])

# ---------------- bF-064 ----------------
case("bF-064", ["source:zookeeper", "format:nl_sloppy", "class:gap", "class:runbook_only"],
     "ZK myid=2 这台 7/29 19:29 前后是不是一直在断连重连？",
     """补查后的情况:
myid=2 这台 19:29:30 到 19:30:04 之间反复报 Connection broken for id 188978561024
同时 SendWorker 一直在刷 Interrupted while waiting for message on queue 和 Send worker leaving thread
按之前查到的知识库说法, 这种 sid 不对的连接一般是 myid 配置冲突
myid=2 的 zoo.cfg 里 server.2 那行配的 IP 写错了
建议把三台的 zoo.cfg 和 myid 文件都核对一遍""",
     [inv("zk64-r1", "query_logs", {"host": "zk-2", "from": "2015-07-29 19:29", "to": "2015-07-29 19:31"},
          None, ok=False, err="loki: too many outstanding requests (429)"),
      inv("zk64-kb1", "lookup_knowledge", {"query": "ZooKeeper Connection broken for id 大 sid"},
          {"query": "ZooKeeper Connection broken for id 大 sid", "chunks": [
              {"chunk_id": "kb-zk-quorum-05", "source_doc": "runbook/zookeeper-quorum.md", "retrieval_layer": "runbook", "relevance": "high",
               "content": "Connection broken for id 后面跟着一个很大的 sid（非 1/2/3）时，一般是 myid 配置冲突或有非集群成员连到了选举端口。", "deduped": False}]}),
      inv("zk64-r2", "query_logs", {"host": "zk-2", "from": "2015-07-29 19:29:27", "to": "2015-07-29 19:30:21"},
          T(ZK, 1000, 1030), [(ZK, 1000, 1030)], rnd=2),
      inv("zk64-kb2", "lookup_knowledge", {"query": "ZooKeeper myid 冲突"},
          {"query": "ZooKeeper myid 冲突", "chunks": [
              {"chunk_id": "kb-zk-quorum-05", "source_doc": "runbook/zookeeper-quorum.md", "retrieval_layer": "runbook", "relevance": "high",
               "content": "Connection broken for id 后面跟着一个很大的 sid（非 1/2/3）时，一般是 myid 配置冲突或有非集群成员连到了选举端口。", "deduped": True}]}, rnd=2),
      inv("zk64-cfg", "read_config", {"host": "zk-2", "path": "/etc/zookeeper/zoo.cfg"},
          {"total": 0, "lines": []}, rnd=2)],
     "LOW_CONFID",
     [{"f": "myid=2 这台 19:29:30 到 19:30:04 之间反复报 Connection broken for id 188978561024", "v": DE, "n": "lines 1002, 1007, 1010, 1018, 1023 'my id = 2'"},
      {"f": "同时 SendWorker 一直在刷 Interrupted while waiting for message on queue 和 Send worker leaving thread", "v": DE, "n": "many SendWorker WARN lines in 1000-1030"},
      {"f": "按之前查到的知识库说法, 这种 sid 不对的连接一般是 myid 配置冲突", "v": IS, "n": "KB chunk (first, non-deduped return in round 1)"},
      {"f": "myid=2 的 zoo.cfg 里 server.2 那行配的 IP 写错了", "v": NE, "n": "config read returned nothing; no output shows zoo.cfg content"}],
     retry="第一轮 zk-2 日志查询被限流（429），未拿到断连记录；请重查 19:29-19:30 的 QuorumCnxManager 日志并确认 zoo.cfg。")

# ---------------- bF-065 ----------------
case("bF-065", ["source:nezha_trainticket", "format:nl_paragraph", "class:count_wrong", "class:quantity"],
     "09:24 前后检票 execute-service 报了多少次错？order-service 呢？",
     "09:24:18 到 09:25:07 之间 ts-execute-service-775f544d9-zqvjb 共报了 4 条 ERROR，内容都是 ticket execute error: Order Status Wrong。同一时间 ts-order-service-5b67c48447-mv5hb 有 4 条 WARN，都是 Get Order By ID Fail / Order not found。ts-order-other-service-6cdbf9b4cc-h7mqk 这段时间只有 INFO 日志。",
     [inv("q65", "query_logs", {"pods": ["ts-execute-service-775f544d9-zqvjb", "ts-order-service-5b67c48447-mv5hb", "ts-order-other-service-6cdbf9b4cc-h7mqk"], "from": "2023-01-29T09:24:18Z", "to": "2023-01-29T09:25:08Z"},
          {"total": 40, "logs": recs(rec_nezha, NZ + "09_25_log.csv", 1171, 1210)}, [(NZ + "09_25_log.csv", 1171, 1210)])],
     "REJECT",
     [{"f": "09:24:18 到 09:25:07 之间 ts-execute-service-775f544d9-zqvjb 共报了 4 条 ERROR，内容都是 ticket execute error: Order Status Wrong", "v": CO, "n": "only 3 execute-service ERRORs in the output (lines 1175, 1201, 1208)"},
      {"f": "同一时间 ts-order-service-5b67c48447-mv5hb 有 4 条 WARN，都是 Get Order By ID Fail / Order not found", "v": DE, "n": "lines 1171, 1179, 1189, 1204"},
      {"f": "ts-order-other-service-6cdbf9b4cc-h7mqk 这段时间只有 INFO 日志", "v": DE, "n": "all order-other rows in 1171-1210 are INFO"}])

# ---------------- bF-066 ----------------
c066 = {"answer_version": "1", "diagnosis_summary": "24.54.76.216 短时间内建立多条 FTP 连接",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "Jun 17 07:07:00 来自 24.54.76.216 的 FTP 连接在同一秒内有 6 条",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "ftp-66", "tool_name": "search_syslog", "source_invocation_ids": ["ftp-66"], "evidence_excerpt": "connection from 24.54.76.216 (24-54-76-216.bflony.adelphia.net) at Fri Jun 17 07:07:00 2005"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "该地址反解为 24-54-76-216.bflony.adelphia.net，07:07:02 和 07:07:04 又各来了一条",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "ftp-66", "tool_name": "search_syslog", "source_invocation_ids": ["ftp-66"], "evidence_excerpt": "ftpd[29511]: connection from 24.54.76.216"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "当天 19:43:13 另有一次来自 211.46.224.253、针对 guest 用户的 sshd 认证失败",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "ftp-66", "tool_name": "search_syslog", "source_invocation_ids": ["ftp-66"], "evidence_excerpt": "rhost=211.46.224.253  user=guest"}]},
            {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "20:55:06 82.252.162.81 也连了 ftpd",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "ftp-66", "tool_name": "search_syslog", "source_invocation_ids": ["ftp-66"], "evidence_excerpt": "ftpd[30755]: connection from 82.252.162.81"}]}],
        "hypotheses": ["24.54.76.216 可能在用多线程下载工具"], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "24.54.76.216 在 07:07 集中连了 8 次 ftpd。"}
case("bF-066", ["source:linux", "format:json_fenced", "class:faithful", "class:quantity"],
     "combo 6/17 ftpd 连接数异常，谁连的？",
     "查询结果见下：\n```json\n" + J(c066, 2) + "\n```\n有需要我再拉 6/18 的。",
     [inv("ftp-66", "search_syslog", {"host": "combo", "date": "Jun 17"},
          T(LNX, 83, 95), [(LNX, 83, 95)])],
     "PASS",
     [{"cid": "c1", "f": c066["claims"][0]["claim_text"], "v": DE, "n": "lines 83-88 at 07:07:00"},
      {"cid": "c2", "f": c066["claims"][1]["claim_text"], "v": DE, "n": "lines 89-90"},
      {"cid": "c3", "f": c066["claims"][2]["claim_text"], "v": DE, "n": "line 91"},
      {"cid": "c4", "f": c066["claims"][3]["claim_text"], "v": DE, "n": "lines 94-95"},
      {"f": "24.54.76.216 在 07:07 集中连了 8 次 ftpd", "extra": True, "v": DE, "n": "6 + 2 = 8 connection lines, 07:07:00-07:07:04"}])

# ---------------- bF-067 ----------------
case("bF-067", ["source:spark", "format:nl_bold_labels", "class:unsupported_cause", "class:hedged_distractor"],
     "Spark executor 5 启动时连 driver 是不是有问题？",
     """**driver 地址**：executor 连接的 driver 是 spark://CoarseGrainedScheduler@10.10.34.11:48069。
**注册**：20:10:42 Successfully registered with driver。
**端口**：sparkExecutorActorSystem 监听 55904，NettyBlockTransferService 监听 40984。
**背景**：这台 mesos-slave-07 前一天刚从 Spark 1.6 升级到 2.1。
**判断**：可能启动阶段本身没问题，慢也许是 driver 端排队导致的。""",
     [inv("sp-67", "query_logs", {"app": "application_1485248649253_0147", "executor": "5", "from": "17/06/09 20:10:40", "to": "17/06/09 20:10:42"},
          {"total": 20, "logs": recs(rec_spark, SPK, 1, 20)}, [(SPK, 1, 20)])],
     "LOW_CONFID",
     [{"f": "executor 连接的 driver 是 spark://CoarseGrainedScheduler@10.10.34.11:48069", "v": DE, "n": "line 14"},
      {"f": "20:10:42 Successfully registered with driver", "v": DE, "n": "line 15"},
      {"f": "sparkExecutorActorSystem 监听 55904，NettyBlockTransferService 监听 40984", "v": DE, "n": "lines 11, 17"},
      {"f": "这台 mesos-slave-07 前一天刚从 Spark 1.6 升级到 2.1", "v": NE, "n": "no version or upgrade in any output"}])

# ---------------- bF-068 ----------------
c068 = {"answer_version": "1", "diagnosis_summary": "10.251.73.220 读写正常",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "DataNode 10.251.73.220 在 22:00-23:24 之间没有任何 WARN",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "hd68", "tool_name": "query_logs", "source_invocation_ids": ["hd68"], "evidence_excerpt": "10.251.73.220"}]},
            {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "22:45:54 10.251.74.79:50010 向 /10.251.74.134 发送 blk_2244903517044280975 时出现异常",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "hd68", "tool_name": "query_logs", "source_invocation_ids": ["hd68"], "evidence_excerpt": "10.251.74.79:50010:Got exception while serving blk_2244903517044280975"}]},
            {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "23:23:24 blk_6093743385844975689 已登记到 10.251.107.19:50010",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "hd68", "tool_name": "query_logs", "source_invocation_ids": ["hd68"], "evidence_excerpt": "10.251.107.19:50010 is added to blk_6093743385844975689 size 67108864"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "10.251.73.220 这台没问题，可以排除。"}
case("bF-068", ["source:hdfs", "format:json_indented", "class:negation", "class:time_wrong"],
     "10.251.73.220 这台 DataNode 昨晚有没有异常？",
     J(c068, 3),
     [inv("hd68", "query_logs", {"service": "hdfs", "from": "081109 220000", "to": "081109 232400"},
          {"total": 18, "logs": recs(rec_hdfs, HDFS, 88, 105)}, [(HDFS, 88, 105)])],
     "REJECT",
     [{"cid": "c1", "f": c068["claims"][0]["claim_text"], "v": CO, "n": "line 100: WARN 10.251.73.220:50010:Got exception while serving blk_4934527196392001803 at 22:42:34"},
      {"cid": "c2", "f": c068["claims"][1]["claim_text"], "v": CO, "n": "the record is at 081109 222342 (22:23:42), not 22:45:54"},
      {"cid": "c3", "f": c068["claims"][2]["claim_text"], "v": DE, "n": "line 105"},
      {"f": "10.251.73.220 这台没问题，可以排除", "extra": True, "v": CO, "n": "refuted by its own WARN line 100"}])

# ---------------- bF-069 ----------------
case("bF-069", ["source:nezha_trainticket", "format:nl_headings", "class:gap", "class:hedged_distractor"],
     "17:26 订票又失败了，TraceID 607c52dbb80a27dcf593a6a8ea2d8e55，basic-service 那边有日志吗？",
     """## 第二轮结论
ts-preserve-service-b5ccf8557-j4txs 在 09:26:07.457 报 ERROR：No instances available for ts-basic-service。
出错前已经完成 Step 1 Check Security 和 Step 2 Find contacts。

## basic-service 侧
ts-basic-service-5dc8d4f9fd-46997 在 09:26 没有收到这条链路的任何请求。
ts-basic-service 当时正在被注入 return 类故障。
疑似 basic-service 的实例被注册中心摘掉了，需要进一步确认。

## 建议
建议直接查注册中心里 ts-basic-service 的实例列表。""",
     [inv("r1-b69", "query_logs", {"pod": "ts-basic-service-5dc8d4f9fd-46997", "trace_id": "607c52dbb80a27dcf593a6a8ea2d8e55"},
          None, ok=False, err="elasticsearch: search_phase_execution_exception (shard failure)"),
      inv("r2-t69", "query_logs", {"trace_id": "607c52dbb80a27dcf593a6a8ea2d8e55"},
          {"total": 12, "logs": recs(rec_nezha, NZ + "09_26_log.csv", 1360, 1371)}, [(NZ + "09_26_log.csv", 1360, 1371)], rnd=2),
      inv("r2-b69", "query_logs", {"pod": "ts-basic-service-5dc8d4f9fd-46997", "trace_id": "607c52dbb80a27dcf593a6a8ea2d8e55"},
          {"total": 0, "logs": []}, rnd=2),
      inv("r2-kb69", "lookup_knowledge", {"query": "ts-basic-service 故障注入 return"},
          {"query": "ts-basic-service 故障注入 return", "chunks": [
              {"chunk_id": "chaos-ts-0129", "source_doc": "chaos/2023-01-29-plan.md", "retrieval_layer": "past_incident", "relevance": "medium",
               "content": "2023-01-29 演练计划：09:03–09:25 对 ts-basic-service 注入 return 类故障。", "deduped": True}]}, rnd=2)],
     "LOW_CONFID",
     [{"f": "ts-preserve-service-b5ccf8557-j4txs 在 09:26:07.457 报 ERROR：No instances available for ts-basic-service", "v": DE, "n": "line 1364"},
      {"f": "出错前已经完成 Step 1 Check Security 和 Step 2 Find contacts", "v": DE, "n": "lines 1370 and 1368"},
      {"f": "ts-basic-service-5dc8d4f9fd-46997 在 09:26 没有收到这条链路的任何请求", "v": NE, "n": "round 1 failed and round 2 was a no-hit; absence not proven"},
      {"f": "ts-basic-service 当时正在被注入 return 类故障", "v": NE, "n": "only in a deduped chunk (never returned un-deduped in this session)"}],
     retry="第一轮 basic-service 日志查询失败（ES shard failure），没有拿到 basic-service 侧证据；请重查该链路并确认 basic-service 是否收到请求。")

# ---------------- bF-070 ----------------
c070 = {"answer_version": "1.0", "diagnosis_summary": "travel2 资源平稳，P99 偏高",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "09:23–09:27 ts-travel2-service-5c66d57d58-6mp2b 的 CPU 使用率在 1.1%–2.4% 之间",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "tbl-70", "tool_name": "get_pod_metrics", "source_invocation_ids": ["tbl-70"], "evidence_excerpt": "\"CpuUsageRate(%)\": 2.3461326659789763"}]},
            {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "内存稳定在约 472–473 MiB",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "tbl-70", "tool_name": "get_pod_metrics", "source_invocation_ids": ["tbl-70"], "evidence_excerpt": "\"MemoryUsage(Mi)\": 472.46875"}]},
            {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "P99 延迟 09:23 为 48.6 秒，之后维持在 25–27.4 秒",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "tbl-70", "tool_name": "get_pod_metrics", "source_invocation_ids": ["tbl-70"], "evidence_excerpt": "\"PodClientLatencyP99(s)\": 48.600000000000094"}]},
            {"claim_id": "c4", "claim_type": "metric_finding", "claim_text": "工作负载从 0.53 ops 逐步降到 09:27 的约 0.07 ops",
             "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "tbl-70", "tool_name": "get_pod_metrics", "source_invocation_ids": ["tbl-70"], "evidence_excerpt": "\"PodWorkload(Ops)\": 0.06666666666666667"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "如需我和 travel-service 做对比，请告诉我。"}
case("bF-070", ["source:nezha_metrics", "format:json_with_text", "class:quantity", "class:faithful"],
     "travel2 服务 09:25 左右 CPU、内存、P99 延迟和负载分别怎样？",
     J(c070, 2) + "\n（结构化结果如上）",
     [inv("tbl-70", "get_pod_metrics", {"pod": "ts-travel2-service-5c66d57d58-6mp2b", "from": "2023-01-29 09:23", "to": "2023-01-29 09:27"},
          {"rows": met_rows(T2, 44, 48, ["Time", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodClientLatencyP99(s)", "PodWorkload(Ops)"])}, [(T2, 44, 48)])],
     "PASS",
     [{"cid": "c1", "f": c070["claims"][0]["claim_text"], "v": DE, "n": "CpuUsageRate(%) 1.09-2.35"},
      {"cid": "c2", "f": c070["claims"][1]["claim_text"], "v": DE, "n": "MemoryUsage(Mi) 472.27-473.47"},
      {"cid": "c3", "f": c070["claims"][2]["claim_text"], "v": DE, "n": "PodClientLatencyP99(s) 48.6, 25.0, 27.2, 26.5, 27.4"},
      {"cid": "c4", "f": c070["claims"][3]["claim_text"], "v": DE, "n": "PodWorkload(Ops) 0.533 ... 0.067"}])

# ---------------- bF-071 ----------------
case("bF-071", ["source:hadoop", "format:nl_paragraph", "class:paraphrase_zh", "class:faithful"],
     "application_1445144423722_0020 的 AM 是怎么起来的？用的什么 committer？",
     "18:01:47 为 appattempt_1445144423722_0020_000001 创建了 MRAppMaster。AM 带着 YARN_AM_RM_TOKEN 启动，对应 application id 20、cluster_timestamp 1445144423722。它使用新版 API 的 committer，配置里没有指定 OutputCommitter。最终选用的 OutputCommitter 是 org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter。JobHistory 默认文件系统是 hdfs://msra-sa-41:9000。",
     [inv("call-71a", "query_logs", {"app": "application_1445144423722_0020", "from": "2015-10-18 18:01:47", "to": "2015-10-18 18:01:51"},
          {"total": 16, "logs": recs(rec_hadoop, HAD, 1, 16)}, [(HAD, 1, 16)]),
      inv("call-71b", "get_current_time", {}, {"now": "2015-10-18T18:10:00+08:00"})],
     "PASS",
     [{"f": "18:01:47 为 appattempt_1445144423722_0020_000001 创建了 MRAppMaster", "v": DE, "n": "line 1"},
      {"f": "AM 带着 YARN_AM_RM_TOKEN 启动，对应 application id 20、cluster_timestamp 1445144423722", "v": DE, "n": "line 3"},
      {"f": "它使用新版 API 的 committer，配置里没有指定 OutputCommitter", "v": DE, "n": "line 4 'Using mapred newApiCommitter.'; line 5 'OutputCommitter set in config null'"},
      {"f": "最终选用的 OutputCommitter 是 org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter", "v": DE, "n": "line 6"},
      {"f": "JobHistory 默认文件系统是 hdfs://msra-sa-41:9000", "v": DE, "n": "lines 15-16 JobHistoryUtils Default file system"}])

# ---------------- bF-072 ----------------
case("bF-072", ["source:openstack", "format:nl_sloppy", "class:unsupported_cause", "class:hedged_distractor"],
     "实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 刚建好十几秒就被删了，谁删的？",
     """b9000564-fe1a-409b-b8cc-1e88b294cd1d 00:00:10 spawn 成功, build 一共 19.84 秒
00:00:17 就收到 Terminating instance, 请求号 req-c53a921a-16c7-422e-8c9d-c922a720d047
hypervisor 上 destroy 用了 1.03 秒, 网络释放 0.48 秒
删它的是租户 54fadb412c4e40cdbaed9335e4c35a9e 下面的一个自动化测试脚本, 每隔几分钟建一台删一台
也许是 rally 之类的压测, 不太确定""",
     [inv("os-72a", "query_logs", {"instance": "b9000564-fe1a-409b-b8cc-1e88b294cd1d", "from": "2017-05-16 00:00:10", "to": "2017-05-16 00:00:20"},
          {"total": 27, "logs": recs(rec_os, OS_, 24, 50)}, [(OS_, 24, 50)]),
      inv("os-72b", "query_logs", {"instance": "b9000564-fe1a-409b-b8cc-1e88b294cd1d", "from": "2017-05-16 00:00:18", "to": "2017-05-16 00:00:20"},
          {"total": 5, "logs": recs(rec_os, OS_, 51, 55)}, [(OS_, 51, 55)])],
     "LOW_CONFID",
     [{"f": "b9000564-fe1a-409b-b8cc-1e88b294cd1d 00:00:10 spawn 成功, build 一共 19.84 秒", "v": DE, "n": "00:00:10.302 Instance spawned successfully; Took 19.84 seconds to build instance"},
      {"f": "00:00:17 就收到 Terminating instance, 请求号 req-c53a921a-16c7-422e-8c9d-c922a720d047", "v": DE, "n": "line 47"},
      {"f": "hypervisor 上 destroy 用了 1.03 秒, 网络释放 0.48 秒", "v": DE, "n": "lines 53 and 55"},
      {"f": "删它的是租户 54fadb412c4e40cdbaed9335e4c35a9e 下面的一个自动化测试脚本, 每隔几分钟建一台删一台", "v": NE, "n": "the tenant id is real but nothing says a test script did it or how often"}])

# === END CASES ===


def main():
    with open(OUT / "cases.jsonl", "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", len(WINDOWS), "windows")


if __name__ == "__main__":
    main()
