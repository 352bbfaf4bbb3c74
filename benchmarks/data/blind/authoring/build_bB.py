#!/usr/bin/env python3
"""Blind cases of author bB (Loghub HDFS / Hadoop / Spark 2k samples).

Every window is cut from the source files by line number (verbatim lines).
Queries, answers and gold labels are hand-written literals, one per case.
Run: python3 build.py  ->  cases.jsonl, windows.jsonl (byte-identical on every run).
Loghub data: https://github.com/logpai/loghub (see sources/loghub/LICENSE).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SRC_ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "sources"))
FILES = {
    "hdfs": "loghub/HDFS_2k.log",
    "hadoop": "loghub/Hadoop_2k.log",
    "spark": "loghub/Spark_2k.log",
}
_cache = {}


def src_lines(key):
    if key not in _cache:
        with open(os.path.join(SRC_ROOT, FILES[key]), encoding="utf-8") as fh:
            _cache[key] = fh.read().splitlines()
    return _cache[key]


def ranges(sel):
    out = []
    for s in sel:
        if isinstance(s, int):
            out.append((s, s))
        else:
            out.append((s[0], s[1]))
    return out


HDFS_RE = re.compile(r"^(\d{6} \d{6}) (\d+) (\w+) ([^:]+): (.*)$")
HADOOP_RE = re.compile(r"^(\S+ \S+) (\w+) \[(.*?)\] (\S+): (.*)$")
SPARK_RE = re.compile(r"^(\S+ \S+) (\w+) (\S+): (.*)$")


def parse(key, line):
    if key == "hdfs":
        m = HDFS_RE.match(line)
        return {"ts": m.group(1), "pid": int(m.group(2)), "level": m.group(3),
                "component": m.group(4), "message": m.group(5)}
    if key == "hadoop":
        m = HADOOP_RE.match(line)
        return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3),
                "logger": m.group(4), "message": m.group(5)}
    m = SPARK_RE.match(line)
    return {"ts": m.group(1), "level": m.group(2), "logger": m.group(3),
            "message": m.group(4)}


WINDOWS = []
CASES = []


def inv(iid, rnd, tool, inp, src=None, sel=None, fmt="text", out=None,
        success=True, error=None, total=None):
    """One tool invocation; when src/sel are given the output is cut verbatim."""
    wins = []
    if src is not None:
        lines = []
        for a, b in ranges(sel):
            chunk = src_lines(src)[a - 1:b]
            assert len(chunk) == b - a + 1
            lines.extend(chunk)
            wins.append({"invocation_id": iid, "source": FILES[src], "lines": [a, b]})
        assert 3 <= len(lines) <= 60, (iid, len(lines))
        if fmt == "text":
            out = "\n".join(lines)
        elif fmt == "json":
            recs = [parse(src, ln) for ln in lines]
            out = {"total": total if total is not None else len(recs), "logs": recs}
        elif fmt == "es":
            hits = []
            for ln in lines:
                r = parse(src, ln)
                hits.append({"_index": "logs-" + src, "_source": {
                    "@timestamp": r["ts"], "log.level": r["level"],
                    "logger": r.get("logger", r.get("component")),
                    "message": r["message"]}})
            out = {"took": 37, "timed_out": False,
                   "hits": {"total": {"value": len(hits), "relation": "eq"}, "hits": hits}}
        elif fmt == "raw_lines":
            out = {"source": "loghub", "matched": len(lines), "lines": lines}
        else:
            raise ValueError(fmt)
    return {"invocation_id": iid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": success, "error": error, "_wins": wins}


def kb(query, chunks):
    return {"query": query, "chunks": chunks}


def chunk(cid, doc, content, relevance="high", layer="runbook", deduped=False):
    return {"chunk_id": cid, "source_doc": doc, "retrieval_layer": layer,
            "relevance": relevance, "content": content, "deduped": deduped}


def F(fact, label, note, crit=True):
    return {"fact": fact, "is_critical": crit, "verification": label, "note": note}


NONCRIT = {"hypothesis", "recommendation", "action", "background", "context", "next_step"}


def CF(contract, claim_id, label, note):
    for cl in contract["claims"]:
        if cl["claim_id"] == claim_id:
            return {"fact": cl["claim_text"], "claim_id": claim_id,
                    "is_critical": cl["claim_type"] not in NONCRIT,
                    "verification": label, "note": note}
    raise KeyError(claim_id)


def XF(fact, label, note):
    return {"fact": fact, "origin": "answer_extra", "is_critical": True,
            "verification": label, "note": note}


def verdict_of(facts):
    crit = [f["verification"] for f in facts if f["is_critical"]]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) \
            and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


def case(cid, tags, query, answer, invs, verdict, facts):
    assert verdict == verdict_of(facts), cid
    tool_invs = []
    for v in invs:
        for w in v.pop("_wins"):
            WINDOWS.append(dict({"case_id": cid}, **w))
        v = dict(v)
        tool_invs.append({"invocation_id": v["invocation_id"], "session_id": cid,
                          "round": v["round"], "tool_name": v["tool_name"],
                          "input": v["input"], "output": v["output"],
                          "success": v["success"], "error": v["error"]})
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": tool_invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def J(obj):
    return json.dumps(obj, ensure_ascii=False)


def JI(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


# ============================== cases ==============================

# ---------------------------------------------------------------- bB-001
case("bB-001", ["source:hdfs", "format:nl_paragraph", "class:faithful"],
     "HDFS 这边 10.251.30.85 这台 DataNode 昨晚是不是出问题了？客户端说读 blk_-2918118818249673980 失败。",
     "10.251.30.85:50010 在 081109 214043 打出一条 WARN：Got exception while serving blk_-2918118818249673980 to /10.251.90.64。"
     "也就是说这台 DataNode 在把 blk_-2918118818249673980 发给客户端 10.251.90.64 时抛了异常。"
     "同一时间段 10.251.126.255、10.251.123.132 等节点也有同样的 serving 异常。"
     "建议到 10.251.30.85 上看 datanode.log 里这条 WARN 后面的完整堆栈。",
     [inv("call_7f3a91", 1, "query_logs",
          {"query": "blk_-2918118818249673980 OR \"Got exception while serving\"", "source": "hdfs-datanode", "start": "2008-11-09T21:30:00", "end": "2008-11-09T22:00:00"},
          src="hdfs", sel=[(70, 86)])],
     "PASS",
     [F("10.251.30.85:50010 在 081109 214043 打出一条 WARN：Got exception while serving blk_-2918118818249673980 to /10.251.90.64", "direct_evidence", "line 078 verbatim: WARN from 10.251.30.85:50010 for that block to /10.251.90.64"),
      F("也就是说这台 DataNode 在把 blk_-2918118818249673980 发给客户端 10.251.90.64 时抛了异常", "direct_evidence", "Chinese paraphrase of the same WARN line, ids kept"),
      F("同一时间段 10.251.126.255、10.251.123.132 等节点也有同样的 serving 异常", "direct_evidence", "lines 079 and 081 are the same WARN from those two DataNodes")])

# ---------------------------------------------------------------- bB-002
_c = {"answer_version": "v2", "diagnosis_summary": "10.251.71.68 在 21:45 附近的读块情况",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "10.251.71.68:50010 在 081109 214524 成功把 blk_-2794533871450434534 发送给 /10.251.199.150。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-2b81", "tool_name": "query_logs",
                                  "source_invocation_ids": ["inv-2b81"],
                                  "evidence_excerpt": "10.251.71.68:50010 Served block blk_-2794533871450434534 to /10.251.199.150"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "10.251.71.68:50010 在 081109 214529 serving blk_3763728533434719668 时抛出异常（Got exception while serving）。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-2b81", "tool_name": "query_logs",
                                  "source_invocation_ids": ["inv-2b81"],
                                  "evidence_excerpt": "Got exception while serving blk_3763728533434719668"}]},
          {"claim_id": "c3", "claim_type": "recommendation",
           "claim_text": "建议检查 10.251.71.68 到 10.251.38.214 之间的网络。",
           "support_level": "none", "evidence_bindings": []}],
      "hypotheses": [], "recommended_actions": ["检查 10.251.71.68 的网卡与交换机端口"], "missing_info": [],
      "user_facing_answer": "10.251.71.68 在 21:45 附近既有一次成功的 Served block，也有一次 serving 异常，建议先查这台机器的网络。"}
case("bB-002", ["source:hdfs", "format:json_indented", "class:misattribution"],
     "10.251.71.68 这台 DataNode 21:45 左右有没有读失败？",
     JI(_c),
     [inv("inv-2b81", 1, "query_logs",
          {"query": "component:\"dfs.DataNode$DataXceiver\"", "start": "081109 213800", "end": "081109 215300"},
          src="hdfs", sel=[(74, 85)], fmt="json")],
     "REJECT",
     [CF(_c, "c1", "direct_evidence", "record 214524 of 10.251.71.68:50010 says Served block blk_-2794533871450434534 to /10.251.199.150"),
      CF(_c, "c2", "contradicted", "misattribution: the 214529 WARN for blk_3763728533434719668 is logged by 10.251.123.132:50010; 10.251.71.68 only has its Served block record"),
      CF(_c, "c3", "no_evidence", "recommendation, non-critical")])

# ---------------------------------------------------------------- bB-003
case("bB-003", ["source:hdfs", "format:nl_bullets", "class:count_wrong"],
     "统计一下 11 月 9 日晚上 21:40 到 23:02 之间 DataXceiver 的 WARN 有多少条，都是哪几台 DataNode？",
     "- 共 18 条 WARN\n"
     "- 这些 WARN 的内容都是 Got exception while serving\n"
     "- 10.251.126.255:50010 出现了 2 次\n"
     "- 最早一条来自 10.251.30.85:50010，时间 21:40:43\n"
     "- 最晚一条来自 10.251.90.134:50010，时间 23:01:10\n"
     "- 建议把这些节点和客户端 IP 做个交叉，看是不是集中在某个机架",
     [inv("toolu_01HVb8TqY2", 1, "query_logs",
          {"query": "level:WARN AND component:\"dfs.DataNode$DataXceiver\"", "start": "081109 214000", "end": "081109 230200", "limit": 100},
          src="hdfs", sel=[(78, 79), (81, 82), (84, 86), (88, 89), (91, 96), (98, 103)], fmt="json")],
     "REJECT",
     [F("共 18 条 WARN", "contradicted", "the query returned total 21 WARN records, not 18"),
      F("这些 WARN 的内容都是 Got exception while serving", "direct_evidence", "all 21 messages are Got exception while serving"),
      F("10.251.126.255:50010 出现了 2 次", "direct_evidence", "records 214402 and 224054 both from 10.251.126.255:50010"),
      F("最早一条来自 10.251.30.85:50010，时间 21:40:43", "direct_evidence", "first record ts 081109 214043, 10.251.30.85:50010"),
      F("最晚一条来自 10.251.90.134:50010，时间 23:01:10", "direct_evidence", "last record ts 081109 230110, 10.251.90.134:50010")])

# ---------------------------------------------------------------- bB-004
case("bB-004", ["source:hdfs", "format:nl_sloppy", "class:quantity"],
     "blk_-518701095493827363 这个块是谁写进来的？多大？顺便看下同时段有没有特别小的块",
     "ok 看了下\n"
     "blk_-518701095493827363 是从 /10.251.214.67 收到的，size 67108864 也就是 64 MiB\n"
     "另外 blk_-3909548841543565741 只有约 3.5 MB（3542967 bytes），from /10.251.195.33\n"
     "这两段返回里 Received block 一共 9 条\n"
     "建议确认下小块是不是文件尾块",
     [inv("call_d41e", 1, "query_logs",
          {"query": "\"Received block\" OR blk_-518701095493827363", "start": "081109 210800", "end": "081109 213100"},
          src="hdfs", sel=[(40, 44), (58, 67)])],
     "PASS",
     [F("blk_-518701095493827363 是从 /10.251.214.67 收到的，size 67108864 也就是 64 MiB", "direct_evidence", "line 060: Received block blk_-518701095493827363 of size 67108864 from /10.251.214.67; 67108864 B = 64 MiB"),
      F("另外 blk_-3909548841543565741 只有约 3.5 MB（3542967 bytes），from /10.251.195.33", "direct_evidence", "line 042: size 3542967 from /10.251.195.33; 3.54 MB decimal, within tolerance of 约"),
      F("这两段返回里 Received block 一共 9 条", "direct_evidence", "lines 041,042,044,060,063-067 = 9 Received block lines")])

# ---------------------------------------------------------------- bB-005
_c = {"answer_version": "v2", "diagnosis_summary": "10.250.9.207 在 21:52:59 的 serving 异常",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "10.250.9.207:50010 在 081109 215259 serving blk_-3140754468249228022 时抛出异常，对端地址也是 /10.250.9.207。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "es_q_0192", "tool_name": "es_query",
                                  "source_invocation_ids": ["es_q_0192"],
                                  "evidence_excerpt": "10.250.9.207:50010:Got exception while serving blk_-3140754468249228022 to /10.250.9.207:"}]},
          {"claim_id": "c2", "claim_type": "root_cause",
           "claim_text": "出问题的块 ID 是 blk_-3140754468249228002。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "es_q_0192", "tool_name": "es_query",
                                  "source_invocation_ids": ["es_q_0192"],
                                  "evidence_excerpt": "Got exception while serving blk_-3140754468249228022"}]},
          {"claim_id": "c3", "claim_type": "recommendation",
           "claim_text": "建议对该块跑一次 hdfs fsck -blocks -locations。",
           "support_level": "none", "evidence_bindings": []}],
      "hypotheses": [], "recommended_actions": ["hdfs fsck"], "missing_info": ["DataNode 完整堆栈"],
      "user_facing_answer": "21:52:59 那条 WARN 来自 10.250.9.207:50010，出问题的块是 blk_-3140754468249228002，建议对它跑一次 fsck。"}
case("bB-005", ["source:hdfs", "format:json_fenced", "class:fabricated_id"],
     "10.250.9.207 上 21:52 左右那条 WARN 对应的是哪个块？",
     "```json\n" + JI(_c) + "\n```",
     [inv("es_q_0192", 1, "es_query",
          {"index": "logs-hdfs", "q": "message:\"10.250.9.207\"", "from": "081109 214900", "to": "081109 220100"},
          src="hdfs", sel=[(82, 88)], fmt="es")],
     "REJECT",
     [CF(_c, "c1", "direct_evidence", "hit 215259: 10.250.9.207:50010 Got exception while serving blk_-3140754468249228022 to /10.250.9.207"),
      CF(_c, "c2", "contradicted", "fabricated id: blk_-3140754468249228002 is one digit off the real blk_-3140754468249228022 and appears nowhere"),
      CF(_c, "c3", "no_evidence", "recommendation, non-critical")])

# ---------------------------------------------------------------- bB-006
case("bB-006", ["source:hdfs", "format:nl_paragraph", "class:negation"],
     "10.251.126.255 这台 DataNode 最近日志有没有异常？我们想把它加回 balancer 白名单。",
     "按 10.251.126.255 过滤后共返回 7 条日志。"
     "这台 DataNode 的日志里没有任何 WARN 或报错，都是正常的收块和删块记录。"
     "其中 081110 103045 NameNode 把 blk_-6056336045486998577 加入了它的 invalidSet。"
     "可以放心加回白名单。",
     [inv("call_5b0c2e", 1, "query_logs",
          {"query": "10.251.126.255", "source": "hdfs", "limit": 50},
          src="hdfs", sel=[79, 99, 117, 382, 591, 670, 697], fmt="json")],
     "REJECT",
     [F("按 10.251.126.255 过滤后共返回 7 条日志", "direct_evidence", "output total 7"),
      F("这台 DataNode 的日志里没有任何 WARN 或报错，都是正常的收块和删块记录", "contradicted", "denial refuted: three WARN Got exception while serving records of 10.251.126.255:50010 (214402, 224054, 133946)"),
      F("其中 081110 103045 NameNode 把 blk_-6056336045486998577 加入了它的 invalidSet", "direct_evidence", "record 081110 103045 FSNamesystem: blk_-6056336045486998577 is added to invalidSet of 10.251.126.255:50010")])

# ---------------------------------------------------------------- bB-007
_c = {"answer_version": "v2", "diagnosis_summary": "DataXceiver serving 异常多为客户端提前断开",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "10.250.14.196:50010 在 081109 220032 向 /10.251.38.53 serving blk_-305633040016166849 时报 Got exception while serving。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_a81", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_a81"],
                                  "evidence_excerpt": "081109 220032 3137 WARN dfs.DataNode$DataXceiver: 10.250.14.196:50010:Got exception while serving blk_-305633040016166849 to /10.251.38.53:"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "10.251.90.64:50010 在 081109 221105 serving blk_-4841792440390267307 时也报了同样的 WARN。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_a81", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_a81"],
                                  "evidence_excerpt": "10.251.90.64:50010:Got exception while serving blk_-4841792440390267307 to /10.251.90.239:"}]},
          {"claim_id": "c3", "claim_type": "root_cause",
           "claim_text": "按 runbook，这类 Got exception while serving 多数是客户端在读完之前主动关闭连接导致的，只要其他副本可读一般不影响作业。",
           "support_level": "indirect",
           "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-hdfs-017#2", "tool_name": "lookup_knowledge",
                                  "source_invocation_ids": ["call_a82"],
                                  "evidence_excerpt": "多数是客户端在读完前主动关闭连接"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "两台 DataNode 各报了一次 serving 异常；按运维手册这通常是客户端提前断开，一般不影响读。"}
case("bB-007", ["source:hdfs", "format:json_with_text", "class:runbook_only", "class:faithful"],
     "为什么 DataXceiver 一直报 Got exception while serving？会影响读吗？",
     "结论先放前面：这类 WARN 主要是客户端断开导致的，下面是结构化结果。\n" + J(_c),
     [inv("call_a81", 1, "query_logs",
          {"query": "\"Got exception while serving\"", "start": "081109 220000", "end": "081109 222700"},
          src="hdfs", sel=[(88, 96)]),
      inv("call_a82", 1, "lookup_knowledge", {"query": "DataXceiver Got exception while serving 原因"},
          out=kb("DataXceiver Got exception while serving 原因", [
              chunk("kb-hdfs-017#2", "runbook/hdfs-datanode.md",
                    "DataNode 日志 \"Got exception while serving blk_xxx to /ip\"：多数是客户端在读完前主动关闭连接（例如 MapReduce 任务被 kill、或客户端 seek 后放弃旧流）引起的 SocketException。只要同一块的其他副本可读，一般不影响作业。若同一 DataNode 在短时间内大量出现，再检查磁盘与网卡。"),
              chunk("kb-hdfs-003#1", "postmortem/2008-10-hdfs-read-timeout.md",
                    "10 月读超时事件中，根因是 dfs.datanode.max.xcievers 过小导致新连接被拒，日志表现为 xceiverCount exceeds the limit。", relevance="low", layer="past_incident")]))],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "excerpt is the whole line 088, which says exactly this"),
      CF(_c, "c2", "direct_evidence", "line 091, excerpt is the message part"),
      CF(_c, "c3", "indirect_support", "only the runbook chunk says this, claim attributes it to the runbook")])
# ---------------------------------------------------------------- bB-008
case("bB-008", ["source:hdfs", "format:nl_headings", "class:gap"],
     "blk_7128370237687728475 现在有几个副本？是不是副本不足？",
     "## 结论\n"
     "blk_7128370237687728475 目前只有 1 个副本，副本数不足。\n"
     "## 依据\n"
     "NameNode 的 blockMap 里这个块只登记过一次。\n"
     "其他 DataNode 上都没有这个块的记录。\n"
     "## 下一步\n"
     "建议拿到 superuser 权限后重新跑 fsck 确认。",
     [inv("call_0e12f7", 1, "query_logs",
          {"query": "blk_7128370237687728475", "source": "hdfs-namenode"},
          out=None, success=False, error="upstream timeout after 30000 ms (es-hdfs-logs-2008.11)"),
      inv("call_0e1300", 2, "hdfs_fsck",
          {"path": "/", "blockId": "blk_7128370237687728475", "flags": ["-locations"]},
          out=None, success=False, error="Permission denied: user=ops, access=EXECUTE, fsck requires superuser")],
     "LOW_CONFID",
     [F("blk_7128370237687728475 目前只有 1 个副本，副本数不足", "no_evidence", "both calls failed; nothing shows the replica count"),
      F("NameNode 的 blockMap 里这个块只登记过一次", "no_evidence", "no successful output about this block"),
      F("其他 DataNode 上都没有这个块的记录", "no_evidence", "absence claimed after failed calls only")])

# ---------------------------------------------------------------- bB-009
case("bB-009", ["source:hdfs", "format:nl_bold_labels", "class:unsupported_cause"],
     "10.251.90.64 那台机器晚上读块老失败，原因是什么？",
     "**现象**：10.251.90.64:50010 在 081109 221105 向 /10.251.90.239 serving blk_-4841792440390267307 时抛了异常。\n"
     "**关联**：更早的 21:40:43，10.251.30.85:50010 向 /10.251.90.64 发送 blk_-2918118818249673980 时也报了同样的异常。\n"
     "**根因**：当晚 22:00 左右 10.251.90.64 所在机架的接入交换机做过固件升级，期间链路有抖动。\n"
     "**建议**：让网络组确认一下交换机变更记录。",
     [inv("toolu_01Mx3kd9", 1, "query_logs",
          {"query": "10.251.90.64", "source": "hdfs", "start": "081109 213000", "end": "081109 222100"},
          src="hdfs", sel=[(76, 79), (88, 92)])],
     "LOW_CONFID",
     [F("10.251.90.64:50010 在 081109 221105 向 /10.251.90.239 serving blk_-4841792440390267307 时抛了异常", "direct_evidence", "line 091"),
      F("更早的 21:40:43，10.251.30.85:50010 向 /10.251.90.64 发送 blk_-2918118818249673980 时也报了同样的异常", "direct_evidence", "line 078, ts 214043"),
      F("当晚 22:00 左右 10.251.90.64 所在机架的接入交换机做过固件升级，期间链路有抖动", "no_evidence", "unsupported cause: no output mentions a switch or firmware change")])

# ---------------------------------------------------------------- bB-010
_c = {"answer_version": "v2", "diagnosis_summary": "块扫描结果",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "DataBlockScanner 在 081109 213436 对 blk_-2827716238972737794 校验成功。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_9e07", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_9e07"],
                                  "evidence_excerpt": "Verification succeeded for blk_-2827716238972737794"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "PacketResponder 在 081109 213353 收到来自 /10.251.75.228 的 blk_-2129171714384027465，大小 67108864。",
           "support_level": "direct", "evidence_bindings": []}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "blk_-2827716238972737794 已在 21:34:36 校验通过。"}
case("bB-010", ["source:hdfs", "format:json_raw", "class:bad_reference"],
     "blk_-2827716238972737794 的块扫描结果怎样？",
     J(_c),
     [inv("call_4c1d", 1, "query_logs",
          {"query": "DataBlockScanner OR blk_-2827716238972737794", "start": "081109 213000", "end": "081109 213600"},
          src="hdfs", sel=[(66, 72)])],
     "LOW_CONFID",
     [CF(_c, "c1", "indirect_support", "content is in call_4c1d line 070, but the binding names call_9e07 which does not exist"),
      CF(_c, "c2", "indirect_support", "content matches line 069, but the claim has no evidence binding")])

# ---------------------------------------------------------------- bB-011
case("bB-011", ["source:hdfs", "format:nl_bullets", "class:entity_swap"],
     "blk_-7571492020523929240 在做副本复制吗？从哪复制到哪？",
     "- 081111 080934 NameNode 下发了 blk_-7571492020523929240 的复制命令\n"
     "- 复制源是 10.251.122.38:50010，目标是 10.250.14.38:50010\n"
     "- 复制命令下发前，10.251.74.192:50010 在 08:07:10 被登记为 blk_7439201509602018752 的副本\n"
     "- 可以在 10.250.14.38 上继续看 DataNode 日志确认 transfer 是否完成",
     [inv("call_r3pl1", 1, "query_logs",
          {"query": "component:\"dfs.FSNamesystem\" OR blk_-7571492020523929240", "start": "081111 080500", "end": "081111 081100"},
          src="hdfs", sel=[(1760, 1768)], fmt="json")],
     "REJECT",
     [F("081111 080934 NameNode 下发了 blk_-7571492020523929240 的复制命令", "direct_evidence", "FSNamesystem record 081111 080934: ask ... to replicate blk_-7571492020523929240"),
      F("复制源是 10.251.122.38:50010，目标是 10.250.14.38:50010", "contradicted", "swapped: the record asks 10.250.14.38:50010 to replicate to datanode(s) 10.251.122.38:50010"),
      F("复制命令下发前，10.251.74.192:50010 在 08:07:10 被登记为 blk_7439201509602018752 的副本", "direct_evidence", "record 081111 080710 addStoredBlock 10.251.74.192:50010 is added to blk_7439201509602018752")])

# ---------------------------------------------------------------- bB-012
case("bB-012", ["source:hdfs", "format:nl_paragraph", "class:hedged_distractor"],
     "blk_4292382298896622412 为什么被转移了？",
     "10.250.15.198:50010 在 081110 211541 启动了一个线程，把 blk_4292382298896622412 传给 10.250.15.240:50010。"
     "这条日志是 INFO 级别。"
     "可能是 NameNode 发现这个块副本不足才触发的复制，也不排除是 balancer 在搬数据。"
     "推测 10.250.15.240 那台最近刚扩容上线。"
     "建议查一下 NameNode 日志里 211500 前后有没有针对这个块的 ask ... to replicate 命令。",
     [inv("call_ff0a21", 1, "query_logs",
          {"query": "blk_4292382298896622412 OR 10.250.15.198", "start": "081110 211300", "end": "081110 212100"},
          src="hdfs", sel=[(908, 916)])],
     "PASS",
     [F("10.250.15.198:50010 在 081110 211541 启动了一个线程，把 blk_4292382298896622412 传给 10.250.15.240:50010", "direct_evidence", "line 912: Starting thread to transfer block blk_4292382298896622412 to 10.250.15.240:50010"),
      F("这条日志是 INFO 级别", "direct_evidence", "line 912 level INFO")])

# ---------------------------------------------------------------- bB-013
case("bB-013", ["source:hadoop", "format:nl_paragraph", "class:faithful"],
     "job_1445144423722_0020 里 attempt_1445144423722_0020_m_000002_0 为什么挂了？",
     "attempt_1445144423722_0020_m_000002_0 在 2015-10-18 18:06:26 以 FATAL 退出，异常是 java.net.NoRouteToHostException：从 MININT-FNANLI5 连 msra-sa-41:9000 时 No Route to Host。"
     "随后 AM 对它所在的 container_1445144423722_0020_01_000004 做了 CONTAINER_REMOTE_CLEANUP。"
     "这个 attempt 最终状态变为 FAILED。"
     "AM 随即创建了新的 attempt_1445144423722_0020_m_000002_1。"
     "建议先排查 MININT-FNANLI5 到 msra-sa-41 的路由和防火墙。",
     [inv("yarn-logs-01", 1, "yarn_logs",
          {"applicationId": "application_1445144423722_0020", "containerId": "container_1445144423722_0020_01_000001", "grep": "m_000002"},
          src="hadoop", sel=[(1018, 1042)])],
     "PASS",
     [F("attempt_1445144423722_0020_m_000002_0 在 2015-10-18 18:06:26 以 FATAL 退出，异常是 java.net.NoRouteToHostException：从 MININT-FNANLI5 连 msra-sa-41:9000 时 No Route to Host", "direct_evidence", "line 1020 FATAL TaskAttemptListenerImpl: Task: attempt_..._m_000002_0 - exited : java.net.NoRouteToHostException ... to msra-sa-41:9000"),
      F("随后 AM 对它所在的 container_1445144423722_0020_01_000004 做了 CONTAINER_REMOTE_CLEANUP", "direct_evidence", "line 1024 CONTAINER_REMOTE_CLEANUP for container_..._000004 taskAttempt m_000002_0"),
      F("这个 attempt 最终状态变为 FAILED", "direct_evidence", "line 1035 Transitioned from FAIL_TASK_CLEANUP to FAILED"),
      F("AM 随即创建了新的 attempt_1445144423722_0020_m_000002_1", "direct_evidence", "line 1038 attempt_..._m_000002_1 Transitioned from NEW to UNASSIGNED")])

# ---------------------------------------------------------------- bB-014
_c = {"answer_version": "v2", "diagnosis_summary": "m_000002_0 因 NoRouteToHost 失败",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "attempt_1445144423722_0020_m_000003_0 在 18:06:26 因 java.net.NoRouteToHostException 退出。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_Hq72", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_Hq72"],
                                  "evidence_excerpt": "java.net.NoRouteToHostException: No Route to Host from  MININT-FNANLI5/127.0.0.1 to msra-sa-41:9000"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "attempt_1445144423722_0020_m_000002_0 在 18:06:26,029 报 FATAL：NoRouteToHostException。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_Hq72", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_Hq72"],
                                  "evidence_excerpt": "Task: attempt_1445144423722_0020_m_000002_0 - exited : java.net.NoRouteToHostException"}]},
          {"claim_id": "c3", "claim_type": "recommendation",
           "claim_text": "建议检查 MININT-FNANLI5 的路由表。",
           "support_level": "none", "evidence_bindings": []}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "m_000003_0 和 m_000002_0 都是 NoRouteToHostException 挂掉的，建议检查 MININT-FNANLI5 的路由表。"}
case("bB-014", ["source:hadoop", "format:json_indented", "class:misattribution"],
     "attempt_1445144423722_0020_m_000003_0 是不是也是 NoRouteToHost 挂的？",
     JI(_c),
     [inv("call_Hq72", 1, "query_logs",
          {"query": "attempt_1445144423722_0020_m_000003_0 OR NoRouteToHostException", "app": "application_1445144423722_0020"},
          src="hadoop", sel=[(798, 807), (1020, 1023)], fmt="json")],
     "REJECT",
     [CF(_c, "c1", "contradicted", "misattribution: only m_000002_0 logs NoRouteToHostException; m_000003_0's own records show Done acknowledgement and SUCCEEDED at 18:04:50"),
      CF(_c, "c2", "direct_evidence", "FATAL record 18:06:26,029 for m_000002_0"),
      CF(_c, "c3", "no_evidence", "recommendation, non-critical")])

# ---------------------------------------------------------------- bB-015
case("bB-015", ["source:hadoop", "format:nl_bullets", "class:status_wrong"],
     "m_000003 这个 map task 跑成功了没？",
     "- attempt_1445144423722_0020_m_000003_0 在 18:04:50 发来了 Done acknowledgement\n"
     "- 随后这个 attempt 进入 SUCCESS_CONTAINER_CLEANUP\n"
     "- 最终 task_1445144423722_0020_m_000003 的状态是 FAILED，需要重跑\n"
     "- 它用的 container_1445144423722_0020_01_000005 已做 CONTAINER_REMOTE_CLEANUP",
     [inv("c-91ab", 1, "query_logs",
          {"query": "m_000003", "app": "application_1445144423722_0020", "start": "2015-10-18 18:04:50", "end": "2015-10-18 18:04:51"},
          src="hadoop", sel=[(798, 808)])],
     "REJECT",
     [F("attempt_1445144423722_0020_m_000003_0 在 18:04:50 发来了 Done acknowledgement", "direct_evidence", "line 798"),
      F("随后这个 attempt 进入 SUCCESS_CONTAINER_CLEANUP", "direct_evidence", "line 799 RUNNING to SUCCESS_CONTAINER_CLEANUP"),
      F("最终 task_1445144423722_0020_m_000003 的状态是 FAILED，需要重跑", "contradicted", "line 807: task_..._m_000003 Task Transitioned from RUNNING to SUCCEEDED"),
      F("它用的 container_1445144423722_0020_01_000005 已做 CONTAINER_REMOTE_CLEANUP", "direct_evidence", "line 800")])

# ---------------------------------------------------------------- bB-016
_c = {"answer_version": "v2", "diagnosis_summary": "AM 连不上 RM (msra-sa-41:8030)",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "18:06:01 到 18:06:28 之间 RMContainerAllocator 共报了 20 次 ERROR IN CONTACTING RM。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["qlog-5521"],
                                  "evidence_excerpt": "ERROR IN CONTACTING RM."}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "第一条 ERROR IN CONTACTING RM 出现在 2015-10-18 18:06:01,840。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["qlog-5521"],
                                  "evidence_excerpt": "{\"ts\": \"2015-10-18 18:06:01,840\", \"level\": \"ERROR\"}"}]},
          {"claim_id": "c3", "claim_type": "next_step",
           "claim_text": "下一步确认 ResourceManager msra-sa-41:8030 是否存活。",
           "support_level": "none", "evidence_bindings": []}],
      "hypotheses": [], "recommended_actions": [], "missing_info": ["RM 侧日志"],
      "user_facing_answer": "AM 从 18:06:01 开始连不上 RM，期间共报了 20 次 ERROR IN CONTACTING RM。"}
case("bB-016", ["source:hadoop", "format:json_raw", "class:count_wrong"],
     "RMCommunicator 连 RM 失败了多少次？从几点开始的？",
     J(_c),
     [inv("qlog-5521", 1, "query_logs",
          {"query": "level:ERROR AND thread:\"RMCommunicator Allocator\"", "start": "2015-10-18 18:06:00", "end": "2015-10-18 18:06:29"},
          src="hadoop", sel=[923, 931, 938, 947, 956, 963, 972, 981, 988, 997, 1006, 1013, 1030, 1050], fmt="json")],
     "REJECT",
     [CF(_c, "c1", "contradicted", "output total is 14 ERROR IN CONTACTING RM records, not 20"),
      CF(_c, "c2", "direct_evidence", "first record ts 2015-10-18 18:06:01,840 level ERROR; excerpt is a JSON subset of that record"),
      CF(_c, "c3", "no_evidence", "next_step, non-critical")])

# ---------------------------------------------------------------- bB-017
case("bB-017", ["source:hadoop", "format:nl_sloppy", "class:quantity"],
     "jhist 写 HDFS 的时候 pipeline 出了啥问题？",
     "Slow ReadProcessor 读 ack 花了约 65 秒，阈值才 30 s\n"
     "pipeline 里被判成 bad datanode 的是 10.190.173.170:50010\n"
     "到 18:06:01 LeaseRenewer 给 DFSClient_NONMAPREDUCE_1537864556_1 续租已经连续失败约 1 分钟\n"
     "推测 jhist 那条 pipeline 就是这么断的，建议先看 10.190.173.170 的 DataNode",
     [inv("call_3310ab", 1, "query_logs",
          {"query": "DFSClient OR LeaseRenewer", "start": "2015-10-18 18:05:56", "end": "2015-10-18 18:06:02"},
          src="hadoop", sel=[(905, 922)])],
     "PASS",
     [F("Slow ReadProcessor 读 ack 花了约 65 秒，阈值才 30 s", "direct_evidence", "line 908: took 65020ms (threshold=30000ms)"),
      F("pipeline 里被判成 bad datanode 的是 10.190.173.170:50010", "direct_evidence", "line 910: bad datanode 10.190.173.170:50010"),
      F("到 18:06:01 LeaseRenewer 给 DFSClient_NONMAPREDUCE_1537864556_1 续租已经连续失败约 1 分钟", "direct_evidence", "line 922 at 18:06:01,747: Failed to renew lease ... for 64 seconds (within 10 % of 1 min)")])

# ---------------------------------------------------------------- bB-018
_c = {"answer_version": "v2", "diagnosis_summary": "jhist 写入 pipeline 异常",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "blk_1073743512_2731 的 Slow ReadProcessor 耗时 650 ms（threshold=30000ms）。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_0x7e", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_0x7e"],
                                  "evidence_excerpt": "Slow ReadProcessor read fields took 65020ms (threshold=30000ms)"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "Error Recovery 把 10.190.173.170:50010 判定为 bad datanode。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_0x7e", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_0x7e"],
                                  "evidence_excerpt": "bad datanode 10.190.173.170:50010"}]},
          {"claim_id": "c3", "claim_type": "log_finding",
           "claim_text": "出问题的写入文件是 job_1445144423722_0020_1.jhist。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_0x7e", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_0x7e"],
                                  "evidence_excerpt": "{\"thread\": \"DataStreamer for file /tmp/hadoop-yarn/staging/msrabi/.staging/job_1445144423722_0020/job_1445144423722_0020_1.jhist block BP-1347369012-10.190.173.170-1444972147527:blk_1073743512_2731\"}"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "jhist 写入时 ack 慢读 650 ms 后 10.190.173.170:50010 被踢出 pipeline。"}
case("bB-018", ["source:hadoop", "format:json_fenced", "class:value_wrong"],
     "blk_1073743512_2731 这个块写的时候慢读了多久？",
     "结构化结果如下：\n```json\n" + J(_c) + "\n```",
     [inv("call_0x7e", 1, "query_logs",
          {"query": "blk_1073743512_2731", "start": "2015-10-18 18:05:50", "end": "2015-10-18 18:06:00"},
          src="hadoop", sel=[(906, 912)], fmt="json")],
     "REJECT",
     [CF(_c, "c1", "contradicted", "record says took 65020ms, not 650 ms"),
      CF(_c, "c2", "direct_evidence", "Error Recovery record: bad datanode 10.190.173.170:50010"),
      CF(_c, "c3", "direct_evidence", "DataStreamer thread name names job_1445144423722_0020_1.jhist")])
# ---------------------------------------------------------------- bB-019
case("bB-019", ["source:hadoop", "format:nl_headings", "class:fabricated_id"],
     "application_1445144423722_0020 的 container 12 是怎么回事，为啥报 ERROR？",
     "## 现象\n"
     "18:04:11 RMContainerAllocator 报 ERROR：Container complete event for unknown container id container_1445144423722_0020_01_000012。\n"
     "## 过程\n"
     "18:04:10 AM 拿到 container_1445144423722_0020_01_000012 后没有把它分配给任何 attempt（Cannot assign container）。\n"
     "这个 container 分配在 NodeId MSRA-SA-39.fareast.corp.microsoft.com:28345 上。\n"
     "随后 RM 回收时把它记到了 attempt_1445144423722_0020_m_000010_0 头上。\n"
     "## 建议\n"
     "建议当作 AM 释放多余 container 的情况处理，暂不跟进。",
     [inv("call_c12x", 1, "query_logs",
          {"query": "container_1445144423722_0020_01_000012 OR \"Cannot assign container\"", "start": "2015-10-18 18:04:09", "end": "2015-10-18 18:04:12"},
          src="hadoop", sel=[(652, 670)], fmt="json")],
     "REJECT",
     [F("18:04:11 RMContainerAllocator 报 ERROR：Container complete event for unknown container id container_1445144423722_0020_01_000012", "direct_evidence", "line 668 ERROR at 18:04:11,034"),
      F("18:04:10 AM 拿到 container_1445144423722_0020_01_000012 后没有把它分配给任何 attempt（Cannot assign container）", "direct_evidence", "line 659 Cannot assign container ... container_..._000012 at 18:04:10,002"),
      F("这个 container 分配在 NodeId MSRA-SA-39.fareast.corp.microsoft.com:28345 上", "direct_evidence", "line 659 NodeId: MSRA-SA-39.fareast.corp.microsoft.com:28345"),
      F("随后 RM 回收时把它记到了 attempt_1445144423722_0020_m_000010_0 头上", "contradicted", "fabricated id: attempt_1445144423722_0020_m_000010_0 appears in no tool input or output")])

# ---------------------------------------------------------------- bB-020
case("bB-020", ["source:hadoop", "format:nl_paragraph", "class:time_wrong"],
     "attempt_1445144423722_0020_m_000001_0 是几点挂的？",
     "attempt_1445144423722_0020_m_000001_0 在 18:08:28 报 FATAL 退出，原因同样是 NoRouteToHostException。"
     "它所在的 container_1445144423722_0020_01_000003 随后做了 CONTAINER_REMOTE_CLEANUP。"
     "CommitterEventHandler 还打了一条 WARN：Task cleanup failed for attempt attempt_1445144423722_0020_m_000001_0。",
     [inv("toolu_01Q8sLm2aa", 1, "query_logs",
          {"query": "attempt_1445144423722_0020_m_000001_0", "start": "2015-10-18 18:06:25", "end": "2015-10-18 18:06:30"},
          src="hadoop", sel=[(1051, 1066)])],
     "REJECT",
     [F("attempt_1445144423722_0020_m_000001_0 在 18:08:28 报 FATAL 退出，原因同样是 NoRouteToHostException", "contradicted", "FATAL for m_000001_0 is at 18:06:28,217, not 18:08:28"),
      F("它所在的 container_1445144423722_0020_01_000003 随后做了 CONTAINER_REMOTE_CLEANUP", "direct_evidence", "line 1057"),
      F("CommitterEventHandler 还打了一条 WARN：Task cleanup failed for attempt attempt_1445144423722_0020_m_000001_0", "direct_evidence", "line 1063")])

# ---------------------------------------------------------------- bB-021
case("bB-021", ["source:hadoop", "format:nl_bold_labels", "class:negation"],
     "MRAppMaster 跟 RM 的通信正常吗？",
     "**RM 通信**：RMCommunicator Allocator 线程这段时间没有任何 ERROR，和 RM 的心跳一直正常。\n"
     "**重试**：ipc.Client 在 18:06:03,856 打出 Retrying connect to server: msra-sa-41:8030。\n"
     "**地址**：RMCommunicator Allocator 线程在 18:06:02 记录了 Address change detected，旧地址是 msra-sa-41/10.190.173.170:8030。\n"
     "**建议**：顺手看下 DNS 解析。",
     [inv("inv_7d0e", 1, "query_logs",
          {"query": "thread:\"RMCommunicator Allocator\" OR LeaseRenewer", "start": "2015-10-18 18:06:01", "end": "2015-10-18 18:06:07"},
          src="hadoop", sel=[(921, 940)], fmt="json")],
     "REJECT",
     [F("RMCommunicator Allocator 线程这段时间没有任何 ERROR，和 RM 的心跳一直正常", "contradicted", "denial refuted: ERROR IN CONTACTING RM at 18:06:01,840, 18:06:03,856 and 18:06:05,934 in that thread"),
      F("ipc.Client 在 18:06:03,856 打出 Retrying connect to server: msra-sa-41:8030", "direct_evidence", "line 930"),
      F("RMCommunicator Allocator 线程在 18:06:02 记录了 Address change detected，旧地址是 msra-sa-41/10.190.173.170:8030", "direct_evidence", "line 926 at 18:06:02,841")])

# ---------------------------------------------------------------- bB-022
_c = {"answer_version": "v2", "diagnosis_summary": "container 000004 退出原因",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "container_1445144423722_0020_01_000004 的退出码是 143，被 SIGTERM 杀掉。",
           "support_level": "indirect",
           "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-yarn-exit#4", "tool_name": "lookup_knowledge",
                                  "source_invocation_ids": ["lk_0031"],
                                  "evidence_excerpt": "exit code 143 表示容器收到 SIGTERM"}]},
          {"claim_id": "c2", "claim_type": "metric_finding",
           "claim_text": "所在 NodeManager 当时内存没有超限。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "qm_0032", "tool_name": "query_metrics",
                                  "source_invocation_ids": ["qm_0032"], "evidence_excerpt": ""}]}],
      "hypotheses": ["可能是 AM 主动 kill"], "recommended_actions": ["拉 NodeManager 日志"], "missing_info": ["NM 日志", "节点内存曲线"],
      "user_facing_answer": "container_1445144423722_0020_01_000004 以 143 退出，节点内存没有超限。"}
case("bB-022", ["source:hadoop", "format:json_with_text", "class:gap"],
     "container_1445144423722_0020_01_000004 的退出码是多少？是不是 OOM？",
     J(_c) + "\n（以上为结构化诊断，NM 日志还没拿到。）",
     [inv("ql_0030", 1, "query_logs",
          {"query": "container_1445144423722_0020_01_000004 AND \"exit code\"", "source": "yarn-nodemanager"},
          out={"total": 0, "logs": []}),
      inv("lk_0031", 1, "lookup_knowledge", {"query": "YARN container exit code 143"},
          out=kb("YARN container exit code 143", [
              chunk("kb-yarn-exit#4", "runbook/yarn-container-exit-codes.md",
                    "exit code 143 表示容器收到 SIGTERM 后退出，常见于 AM 主动 kill 或 NM 因超内存杀容器；exit code 137 表示 SIGKILL。",
                    deduped=True)])),
      inv("qm_0032", 1, "query_metrics",
          {"metric": "nodemanager_memory_used_bytes", "host": "MININT-FNANLI5", "range": "2015-10-18T18:00/18:10"},
          out=None, success=False, error="prometheus: 503 Service Unavailable")],
     "LOW_CONFID",
     [CF(_c, "c1", "no_evidence", "log query was a no-hit; the only support is a deduped knowledge chunk"),
      CF(_c, "c2", "no_evidence", "query_metrics call failed")])

# ---------------------------------------------------------------- bB-023
case("bB-023", ["source:hadoop", "format:nl_bullets", "class:paraphrase_zh", "class:quantity"],
     "为啥 task_1445144423722_0020_m_000000 多出来一个 attempt？",
     "- 18:04:51 DefaultSpeculator 对 task_1445144423722_0020_m_000000 发起了 speculative execution\n"
     "- DefaultSpeculator 这一轮 launch 了 1 个 speculation，然后休眠 15 秒\n"
     "- 随后 TaskImpl 为这个 task 调度了一个冗余 attempt\n"
     "- 新的 attempt_1445144423722_0020_m_000000_1 状态从 NEW 变为 UNASSIGNED\n"
     "- 可能原来的 m_000000_0 进度太慢（一直停在 0.36 左右）",
     [inv("call_spec_07", 1, "query_logs",
          {"query": "DefaultSpeculator OR m_000000", "start": "2015-10-18 18:04:50", "end": "2015-10-18 18:04:53"},
          src="hadoop", sel=[(808, 826)])],
     "PASS",
     [F("18:04:51 DefaultSpeculator 对 task_1445144423722_0020_m_000000 发起了 speculative execution", "direct_evidence", "line 817: addSpeculativeAttempt -- we are speculating task_..._m_000000"),
      F("DefaultSpeculator 这一轮 launch 了 1 个 speculation，然后休眠 15 秒", "direct_evidence", "line 818: We launched 1 speculations. Sleeping 15000 milliseconds"),
      F("随后 TaskImpl 为这个 task 调度了一个冗余 attempt", "direct_evidence", "line 819: Scheduling a redundant attempt for task"),
      F("新的 attempt_1445144423722_0020_m_000000_1 状态从 NEW 变为 UNASSIGNED", "direct_evidence", "line 822")])

# ---------------------------------------------------------------- bB-024
_c = {"answer_version": "v2", "diagnosis_summary": "job_1445144423722_0020 初始化信息",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "job_1445144423722_0020 的输入大小为 1256521728 字节（约 1.17 GiB），切分为 10 个 split。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_init_1"],
                                  "evidence_excerpt": "{\"message\": \"Input size for job job_1445144423722_0020 = 1256521728. Number of splits = 10\", \"level\": \"INFO\"}"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "该作业只有 1 个 reduce。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_init_1"],
                                  "evidence_excerpt": "{\"logger\": \"org.apache.hadoop.mapreduce.v2.app.job.impl.JobImpl\", \"message\": \"Number of reduces for job job_1445144423722_0020 = 1\"}"}]},
          {"claim_id": "c3", "claim_type": "log_finding",
           "claim_text": "作业没有走 uber 模式，原因包括 not enabled、too many maps 和 too much input。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_init_1"],
                                  "evidence_excerpt": "Not uberizing job_1445144423722_0020 because: not enabled; too many maps; too much input;"}]},
          {"claim_id": "c4", "claim_type": "log_finding",
           "claim_text": "MRAppMaster 是为 appattempt_1445144423722_0020_000001 创建的。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_init_1"],
                                  "evidence_excerpt": "{\"message\": \"Created MRAppMaster for application appattempt_1445144423722_0020_000001\", \"thread\": \"main\", \"ts\": \"2015-10-18 18:01:47,978\"}"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "作业输入约 1.17 GiB、10 个 split、1 个 reduce，没有走 uber 模式。"}
case("bB-024", ["source:hadoop", "format:json_indented", "class:excerpt_format"],
     "job_1445144423722_0020 这个作业有多少 map/reduce？输入多大？",
     JI(_c),
     [inv("call_init_1", 1, "query_logs",
          {"query": "logger:*MRAppMaster OR logger:*JobImpl", "start": "2015-10-18 18:01:47", "end": "2015-10-18 18:01:52"},
          src="hadoop", sel=[(1, 6), (23, 28)], fmt="json")],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "JobImpl record; excerpt is a JSON subset of it; 1256521728 B = 1.17 GiB"),
      CF(_c, "c2", "direct_evidence", "JobImpl record Number of reduces = 1; excerpt pairs are fields of that record"),
      CF(_c, "c3", "direct_evidence", "excerpt is the message of the Not uberizing record"),
      CF(_c, "c4", "direct_evidence", "first record; excerpt pairs in another order are all fields of it")])

# ---------------------------------------------------------------- bB-025
case("bB-025", ["source:spark", "format:nl_paragraph", "class:faithful"],
     "application_1485248649253_0147 的 executor 是在哪台机器上起来的？有没有注册到 driver？",
     "Executor ID 5 在 mesos-slave-07 上启动。"
     "它在 17/06/09 20:10:42 连接 driver spark://CoarseGrainedScheduler@10.10.34.11:48069，并成功注册（Successfully registered with driver）。"
     "这个 executor 的 MemoryStore 容量是 17.7 GB。"
     "NettyBlockTransferService 监听在 40984 端口。"
     "如需核对可以再看 driver 侧日志。",
     [inv("call_sx01", 1, "query_logs",
          {"query": "executor startup", "app": "application_1485248649253_0147", "host": "mesos-slave-07"},
          src="spark", sel=[(8, 22)])],
     "PASS",
     [F("Executor ID 5 在 mesos-slave-07 上启动", "direct_evidence", "line 016: Starting executor ID 5 on host mesos-slave-07"),
      F("它在 17/06/09 20:10:42 连接 driver spark://CoarseGrainedScheduler@10.10.34.11:48069，并成功注册（Successfully registered with driver）", "direct_evidence", "lines 014-015 at 20:10:42"),
      F("这个 executor 的 MemoryStore 容量是 17.7 GB", "direct_evidence", "line 013: MemoryStore started with capacity 17.7 GB"),
      F("NettyBlockTransferService 监听在 40984 端口", "direct_evidence", "lines 017-018: service started on port 40984 / Server created on 40984")])

# ---------------------------------------------------------------- bB-026
_c = {"answer_version": "v2", "diagnosis_summary": "stage 0.0 五个 task 全部完成",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "stage 0.0 的 TID 3 已完成，向 driver 回传 2703 bytes 结果。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-sp-26", "tool_name": "query_logs",
                                  "source_invocation_ids": ["inv-sp-26"],
                                  "evidence_excerpt": "17/06/09 20:10:48 INFO executor.Executor: Finished task 3.0 in stage 0.0 (TID 3). 2703 bytes result sent to driver"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "TID 0 也在 20:10:48 完成，同样回传 2703 bytes。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-sp-26", "tool_name": "query_logs",
                                  "source_invocation_ids": ["inv-sp-26"],
                                  "evidence_excerpt": "level=INFO logger=executor.Executor"},
                                 {"source_type": "tool_output", "source_id": "inv-sp-26", "tool_name": "query_logs",
                                  "source_invocation_ids": ["inv-sp-26"],
                                  "evidence_excerpt": "Finished task 0.0 in stage 0.0 (TID 0). 2703 bytes result sent to driver"}]},
          {"claim_id": "c3", "claim_type": "log_finding",
           "claim_text": "PythonRunner 记录其中一个 worker 的 total 为 1114 ms，boot 占 885 ms。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-sp-26", "tool_name": "query_logs",
                                  "source_invocation_ids": ["inv-sp-26"],
                                  "evidence_excerpt": "{\"logger\":\"python.PythonRunner\",\"message\":\"Times: total = 1114, boot = 885, init = 223, finish = 6\"}"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "TID 3 和 TID 0 都已完成并回传 2703 bytes，其中一个 Python worker 的 boot 用了 885 ms。"}
case("bB-026", ["source:spark", "format:json_raw", "class:excerpt_format"],
     "stage 0 的 task 都跑完了吗？python worker 启动慢不慢？",
     J(_c),
     [inv("inv-sp-26", 1, "query_logs",
          {"query": "stage 0.0 OR PythonRunner", "executor": "5", "start": "17/06/09 20:10:48", "end": "17/06/09 20:10:49"},
          src="spark", sel=[(74, 83), (89, 93)], fmt="json")],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "excerpt is the whole log line of that record"),
      CF(_c, "c2", "direct_evidence", "k=v excerpt pairs and the message are fields of the TID 0 record"),
      CF(_c, "c3", "direct_evidence", "compact JSON subset of the PythonRunner record total = 1114, boot = 885")])

# ---------------------------------------------------------------- bB-027
case("bB-027", ["source:spark", "format:nl_bullets", "class:paraphrase_zh"],
     "stage 1 一开始为啥有 cache miss？后面读到缓存了吗",
     "- 20:10:46 CacheManager 在缓存中没找到分区 rdd_2_1，于是开始重新计算\n"
     "- rdd_2_0、rdd_2_2、rdd_2_3、rdd_2_4 也是同样情况\n"
     "- 算完后 rdd_2_3 以 bytes 形式存进了内存，估算大小 930.0 B\n"
     "- 到 stage 1.0 时 BlockManager 在本地找到了 rdd_2_0\n"
     "- stage 1.0 的 TID 79 完成后向 driver 回传了 2685 字节结果",
     [inv("call_cache_27", 1, "query_logs",
          {"query": "CacheManager OR BlockManager OR MemoryStore OR \"stage 1.0\"", "executor": "5"},
          src="spark", sel=[(35, 39), (79, 83), (105, 118)])],
     "PASS",
     [F("20:10:46 CacheManager 在缓存中没找到分区 rdd_2_1，于是开始重新计算", "direct_evidence", "line 035: Partition rdd_2_1 not found, computing it"),
      F("rdd_2_0、rdd_2_2、rdd_2_3、rdd_2_4 也是同样情况", "direct_evidence", "lines 036-039"),
      F("算完后 rdd_2_3 以 bytes 形式存进了内存，估算大小 930.0 B", "direct_evidence", "line 080: Block rdd_2_3 stored as bytes in memory (estimated size 930.0 B"),
      F("到 stage 1.0 时 BlockManager 在本地找到了 rdd_2_0", "direct_evidence", "line 108: Found block rdd_2_0 locally"),
      F("stage 1.0 的 TID 79 完成后向 driver 回传了 2685 字节结果", "direct_evidence", "line 118: Finished task 4.0 in stage 1.0 (TID 79). 2685 bytes result sent to driver")])

# ---------------------------------------------------------------- bB-028
case("bB-028", ["source:spark", "format:nl_sloppy", "class:quantity"],
     "stage 28 为啥开头卡了一下？",
     "broadcast variable 39 读了约 0.7 秒（716 ms）\n"
     "broadcast_39 反序列化后约 9.2 KB\n"
     "stage 28.0 前 10 个 task（TID 1280~1289）每个回传 2087 bytes，约 2 KB\n"
     "卡顿不排除是 driver 那边发 broadcast 慢，建议看下 driver GC",
     [inv("call_b39", 1, "spark_executor_logs",
          {"appId": "application_1485248649253_0147", "executorId": "5", "from": "17/06/09 20:11:09", "to": "17/06/09 20:11:10"},
          src="spark", sel=[(1631, 1690)])],
     "PASS",
     [F("broadcast variable 39 读了约 0.7 秒（716 ms）", "direct_evidence", "line 1643: Reading broadcast variable 39 took 716 ms"),
      F("broadcast_39 反序列化后约 9.2 KB", "direct_evidence", "line 1644: broadcast_39 stored as values in memory (estimated size 9.2 KB"),
      F("stage 28.0 前 10 个 task（TID 1280~1289）每个回传 2087 bytes，约 2 KB", "direct_evidence", "Finished lines of TID 1280-1289 all say 2087 bytes")])

# ---------------------------------------------------------------- bB-029
_c = {"answer_version": "v2", "diagnosis_summary": "broadcast 39 读取慢",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "Reading broadcast variable 39 耗时 7.16 秒。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_29a", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_29a"],
                                  "evidence_excerpt": "Reading broadcast variable 39 took 716 ms"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "broadcast_39_piece0 以 bytes 形式存入内存，估算 5.4 KB。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_29a", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_29a"],
                                  "evidence_excerpt": "Block broadcast_39_piece0 stored as bytes in memory (estimated size 5.4 KB, free 859.1 KB)"}]},
          {"claim_id": "c3", "claim_type": "hypothesis",
           "claim_text": "可能 driver 端网络拥塞。",
           "support_level": "none", "evidence_bindings": []}],
      "hypotheses": ["driver 端网络拥塞"], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "stage 28 开头 broadcast 39 读了 7.16 秒。"}
case("bB-029", ["source:spark", "format:json_fenced", "class:value_wrong"],
     "broadcast 39 读了多久？",
     "```json\n" + JI(_c) + "\n```\n如需我再对比其他 broadcast 的耗时请告诉我。",
     [inv("call_29a", 1, "query_logs",
          {"query": "TorrentBroadcast OR broadcast_39", "executor": "5", "start": "17/06/09 20:11:09", "end": "17/06/09 20:11:10"},
          src="spark", sel=[(1639, 1646)])],
     "REJECT",
     [CF(_c, "c1", "contradicted", "the record says took 716 ms = 0.716 s, not 7.16 s"),
      CF(_c, "c2", "direct_evidence", "line 1642 verbatim"),
      CF(_c, "c3", "no_evidence", "hypothesis, non-critical, nothing about driver network")])

# ---------------------------------------------------------------- bB-030
case("bB-030", ["source:spark", "format:nl_headings", "class:status_wrong"],
     "stage 29 的 TID 1349 结果怎么样？",
     "## 结论\n"
     "TID 1349（stage 29.0 的 task 29.0）执行失败，没有结果回传给 driver。\n"
     "## 细节\n"
     "它在 20:11:11 由 CoarseGrainedExecutorBackend 分配给本 executor。\n"
     "同一时刻分配的 TID 1345~1348 都已 Finished，各回传 2128 bytes。\n"
     "## 建议\n"
     "建议在 driver UI 上确认这个 task 的重试情况。",
     [inv("es-4471", 1, "es_query",
          {"index": "spark-executor-*", "q": "message:(\"stage 29.0\" OR \"task 1349\")", "size": 50},
          src="spark", sel=[(1961, 1997)], fmt="es")],
     "REJECT",
     [F("TID 1349（stage 29.0 的 task 29.0）执行失败，没有结果回传给 driver", "contradicted", "line 1997: Finished task 29.0 in stage 29.0 (TID 1349). 2128 bytes result sent to driver"),
      F("它在 20:11:11 由 CoarseGrainedExecutorBackend 分配给本 executor", "direct_evidence", "line 1973 Got assigned task 1349 at 20:11:11"),
      F("同一时刻分配的 TID 1345~1348 都已 Finished，各回传 2128 bytes", "direct_evidence", "Finished lines for TID 1345, 1346, 1347, 1348 all 2128 bytes")])

# ---------------------------------------------------------------- bB-031
_c = {"answer_version": "v2", "diagnosis_summary": "stage 24 输出提交情况",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "attempt_201706092018_0024_m_000003_1013 的输出已保存到 hdfs://10.10.34.11:9000/pjhe/test/1/_temporary/0/task_201706092018_0024_m_000003。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_fo_31"],
                                  "evidence_excerpt": "Saved output of task 'attempt_201706092018_0024_m_000003_1012'"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "attempt_201706092018_0024_m_000004_1026 已 Committed。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_fo_31"],
                                  "evidence_excerpt": "attempt_201706092018_0024_m_000004_1026: Committed"}]},
          {"claim_id": "c3", "claim_type": "log_finding",
           "claim_text": "FileOutputCommitter 使用的是 Algorithm version 1。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_fo_31"],
                                  "evidence_excerpt": "File Output Committer Algorithm version is 1"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "stage 24 的输出都已写入 _temporary 并 Committed。"}
case("bB-031", ["source:spark", "format:json_indented", "class:fabricated_id"],
     "pjhe/test/1 这个输出目录 stage 24 的 task 都提交成功了吗？",
     JI(_c),
     [inv("call_fo_31", 1, "query_logs",
          {"query": "FileOutputCommitter OR SparkHadoopMapRedUtil", "executor": "5", "start": "17/06/09 20:10:57"},
          src="spark", sel=[(870, 889)], fmt="json")],
     "REJECT",
     [CF(_c, "c1", "contradicted", "fabricated id: attempt_201706092018_0024_m_000003_1013 is one digit off the logged attempt_..._m_000003_1012"),
      CF(_c, "c2", "direct_evidence", "SparkHadoopMapRedUtil record attempt_201706092018_0024_m_000004_1026: Committed"),
      CF(_c, "c3", "direct_evidence", "FileOutputCommitter records: Algorithm version is 1")])
# ---------------------------------------------------------------- bB-032
case("bB-032", ["source:spark", "format:nl_paragraph", "class:time_wrong"],
     "executor 5 是几点起来的？第一批 task 什么时候到的？",
     "Executor 5 是 17/06/09 20:01:42 在 mesos-slave-07 上启动并注册到 driver 10.10.34.11:48069 的。"
     "sparkExecutorActorSystem 在 55904 端口启动。"
     "第一批 task（task 0~4）在 20:10:45 分配下来。",
     [inv("call_e5_start", 1, "query_logs",
          {"query": "*", "host": "mesos-slave-07", "executor": "5", "limit": 30},
          src="spark", sel=[(1, 30)])],
     "REJECT",
     [F("Executor 5 是 17/06/09 20:01:42 在 mesos-slave-07 上启动并注册到 driver 10.10.34.11:48069 的", "contradicted", "Starting executor ID 5 / Successfully registered are at 17/06/09 20:10:42, not 20:01:42"),
      F("sparkExecutorActorSystem 在 55904 端口启动", "direct_evidence", "line 011"),
      F("第一批 task（task 0~4）在 20:10:45 分配下来", "direct_evidence", "Got assigned task 0..4 at 20:10:45 (lines 021-024, 029)")])

# ---------------------------------------------------------------- bB-033
case("bB-033", ["source:spark", "format:nl_bullets", "class:entity_swap"],
     "stage 24 的 task 3.0 是哪个 TID？结果多大？",
     "- stage 24.0 的 task 3.0 对应 TID 1026\n"
     "- task 0.0 对应 TID 970\n"
     "- 这 5 个 task 都在 20:10:57 Finished，每个回传 2364 bytes",
     [inv("call_s24_tid", 1, "query_logs",
          {"query": "\"stage 24.0\"", "executor": "5", "start": "17/06/09 20:10:57", "end": "17/06/09 20:10:58"},
          src="spark", sel=[(851, 860), (885, 894)])],
     "REJECT",
     [F("stage 24.0 的 task 3.0 对应 TID 1026", "contradicted", "task 3.0 in stage 24.0 is TID 1012; TID 1026 is task 4.0"),
      F("task 0.0 对应 TID 970", "direct_evidence", "Running task 0.0 in stage 24.0 (TID 970)"),
      F("这 5 个 task 都在 20:10:57 Finished，每个回传 2364 bytes", "direct_evidence", "lines 890-894: five Finished lines, 2364 bytes each, 20:10:57")])

# ---------------------------------------------------------------- bB-034
_c = {"answer_version": "v2", "diagnosis_summary": "stage 24 提交情况",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "stage 24 只有 3 个 attempt 打出了 Committed。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "q-7781", "tool_name": "query_logs",
                                  "source_invocation_ids": ["q-7781"],
                                  "evidence_excerpt": ": Committed"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "attempt_201706092018_0024_m_000000_970 的输出写到了 task_201706092018_0024_m_000000 临时目录。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "q-7781", "tool_name": "query_logs",
                                  "source_invocation_ids": ["q-7781"],
                                  "evidence_excerpt": "Saved output of task 'attempt_201706092018_0024_m_000000_970' to hdfs://10.10.34.11:9000/pjhe/test/1/_temporary/0/task_201706092018_0024_m_000000"}]}],
      "hypotheses": [], "recommended_actions": ["核对缺失 commit 的 attempt"], "missing_info": [],
      "user_facing_answer": "stage 24 有 3 个 attempt Committed，attempt_201706092018_0024_m_000000_970 的输出已经写入临时目录。"}
case("bB-034", ["source:spark", "format:json_raw", "class:count_wrong"],
     "stage 24 有几个 attempt 提交成功？",
     J(_c),
     [inv("q-7781", 1, "query_logs",
          {"query": "SparkHadoopMapRedUtil OR \"Saved output\"", "executor": "5", "start": "17/06/09 20:10:57"},
          src="spark", sel=[(880, 889)], fmt="json")],
     "REJECT",
     [CF(_c, "c1", "contradicted", "five SparkHadoopMapRedUtil Committed records (lines 885-889), not 3"),
      CF(_c, "c2", "direct_evidence", "Saved output record for attempt_..._m_000000_970")])

# ---------------------------------------------------------------- bB-035
case("bB-035", ["source:spark", "format:nl_bold_labels", "class:unsupported_cause"],
     "为什么 stage 26 要重新计算 rdd_42 的分区？之前不是缓存过吗？",
     "**现象**：20:11:07 CacheManager 打出 Partition rdd_42_2 not found, computing it。\n"
     "**读取**：同一时刻 HadoopRDD 读取了 hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log:14584+7292 这个 split。\n"
     "**原因**：20:11:05 左右 driver 对 rdd_42 执行过 unpersist，缓存被清掉了。\n"
     "**结果**：重新计算后 rdd_42_0 以 913.0 B 存入内存。",
     [inv("toolu_01SpQw9", 1, "query_logs",
          {"query": "rdd_42 OR CacheManager OR HadoopRDD", "executor": "5", "start": "17/06/09 20:11:07", "end": "17/06/09 20:11:08"},
          src="spark", sel=[(1120, 1136)])],
     "LOW_CONFID",
     [F("20:11:07 CacheManager 打出 Partition rdd_42_2 not found, computing it", "direct_evidence", "line 1120"),
      F("同一时刻 HadoopRDD 读取了 hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log:14584+7292 这个 split", "direct_evidence", "line 1121 Input split at 20:11:07"),
      F("20:11:05 左右 driver 对 rdd_42 执行过 unpersist，缓存被清掉了", "no_evidence", "unsupported cause: nothing about unpersist or the driver in the output"),
      F("重新计算后 rdd_42_0 以 913.0 B 存入内存", "direct_evidence", "line 1128 Block rdd_42_0 stored as bytes in memory (estimated size 913.0 B")])

# ---------------------------------------------------------------- bB-036
_c = {"answer_version": "v2", "diagnosis_summary": "PythonRunner boot 为负数属正常",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "stage 1.0 期间 PythonRunner 报告 total = 42、boot = -4131、init = 4172。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_pr_1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_pr_1"],
                                  "evidence_excerpt": "Times: total = 42, boot = -4131, init = 4172, finish = 1"}]},
          {"claim_id": "c2", "claim_type": "root_cause",
           "claim_text": "按知识库说明，boot 为负数是 python worker 被复用导致的计时现象，不代表故障。",
           "support_level": "indirect",
           "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-spark-py-02", "tool_name": "lookup_knowledge",
                                  "source_invocation_ids": ["call_pr_2"],
                                  "evidence_excerpt": "boot 为负数是因为 python worker 被复用"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "boot 为负数按知识库是 worker 复用导致，不是故障。"}
case("bB-036", ["source:spark", "format:json_with_text", "class:runbook_only"],
     "PythonRunner 日志里 boot 是负数，这正常吗？",
     "查了一下日志和知识库，结论见下：\n" + JI(_c),
     [inv("call_pr_1", 1, "query_logs",
          {"query": "PythonRunner", "executor": "5", "start": "17/06/09 20:10:52", "end": "17/06/09 20:10:53"},
          src="spark", sel=[(108, 119)]),
      inv("call_pr_2", 1, "lookup_knowledge", {"query": "PythonRunner Times boot negative"},
          out=kb("PythonRunner Times boot negative", [
              chunk("kb-spark-py-02", "runbook/spark-pyspark-faq.md",
                    "PythonRunner 的 Times 日志里 boot 为负数是因为 python worker 被复用（spark.python.worker.reuse=true），boot 以 worker 首次启动时间为基准计算，属于正常计时现象，不代表故障。")]))],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "line 113 PythonRunner Times: total = 42, boot = -4131, init = 4172"),
      CF(_c, "c2", "indirect_support", "only the knowledge chunk says this; the claim is attributed to the knowledge base")])

# ---------------------------------------------------------------- bB-037
case("bB-037", ["source:spark", "format:nl_paragraph", "class:runbook_only"],
     "executor 日志里大量 Partition ... not found, computing it，要不要处理？",
     "根据知识库《spark-executor-faq》，CacheManager 打出 Partition ... not found, computing it 表示该分区第一次被计算、缓存未命中，是正常行为。"
     "知识库还提到，后续 stage 出现 Found block ... locally 说明已经命中了本地缓存。"
     "按这份 FAQ，这两类日志都不需要处理。"
     "建议稍后再拉一次 executor 日志确认具体分区。",
     [inv("call_pnf_1", 1, "query_logs",
          {"query": "\"not found, computing it\"", "executor": "5"},
          out=None, success=False, error="query_logs: 429 Too Many Requests (tenant quota exceeded)"),
      inv("call_pnf_2", 1, "lookup_knowledge", {"query": "CacheManager Partition not found computing it"},
          out=kb("CacheManager Partition not found computing it", [
              chunk("kb-spark-cache-01", "runbook/spark-executor-faq.md",
                    "CacheManager 日志 \"Partition rdd_X_Y not found, computing it\" 表示该分区第一次被计算、缓存未命中，属于正常行为。后续 stage 出现 \"Found block rdd_X_Y locally\" 说明已经命中本地缓存。这两类日志都不需要处理。")]))],
     "LOW_CONFID",
     [F("根据知识库《spark-executor-faq》，CacheManager 打出 Partition ... not found, computing it 表示该分区第一次被计算、缓存未命中，是正常行为", "indirect_support", "attributed to and supported only by the knowledge chunk"),
      F("知识库还提到，后续 stage 出现 Found block ... locally 说明已经命中了本地缓存", "indirect_support", "knowledge chunk only"),
      F("按这份 FAQ，这两类日志都不需要处理", "indirect_support", "knowledge chunk only")])
# ---------------------------------------------------------------- bB-038
_c = {"answer_version": "v2", "diagnosis_summary": "stage 26 重新缓存 rdd_42 分区",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "rdd_42_6 重新计算后以 bytes 形式存入内存，估算 559.0 B。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_7c4e0b", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_7c4e0b"],
                                  "evidence_excerpt": "Block rdd_42_6 stored as bytes in memory (estimated size 559.0 B, free 809.8 KB)"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "rdd_42_7 的估算大小是 640.0 B。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T3", "tool_name": "query_logs",
                                  "source_invocation_ids": [],
                                  "evidence_excerpt": "Block rdd_42_7 stored as bytes in memory (estimated size 640.0 B"}]},
          {"claim_id": "c3", "claim_type": "log_finding",
           "claim_text": "TID 1205（stage 26.0 的 task 5.0）完成，回传 2705 bytes。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_7c4e0b"],
                                  "evidence_excerpt": "Finished task 5.0 in stage 26.0 (TID 1205). 2705 bytes result sent to driver"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "stage 26 重新计算并缓存了 rdd_42_6、rdd_42_7，TID 1205 正常完成。"}
case("bB-038", ["source:spark", "format:json_indented", "class:bad_reference"],
     "stage 26 里 rdd_42 的分区重新缓存后有多大？task 正常吗？",
     JI(_c),
     [inv("call_7c4e0b", 1, "query_logs",
          {"query": "rdd_42 OR \"stage 26.0\"", "executor": "5", "start": "17/06/09 20:11:07", "end": "17/06/09 20:11:09"},
          src="spark", sel=[(1159, 1178)])],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "line 1172 verbatim"),
      CF(_c, "c2", "indirect_support", "content is in line 1176, but the binding names trace ref T3 and there is only one evidence call (T1)"),
      CF(_c, "c3", "direct_evidence", "line 1178, bound to T1 / call_7c4e0b")])

# ---------------------------------------------------------------- bB-039
case("bB-039", ["source:spark", "format:nl_sloppy", "class:gap"],
     "executor 5 上 stage 26 有没有 task 失败重试？",
     "stage 26 有 2 个 task 失败后重试成功了\n"
     "失败原因是 executor 5 上 shuffle fetch 超时\n"
     "重试之后 stage 26 整体多花了 3 秒左右\n"
     "建议等日志平台恢复后再拉一次原始日志核对",
     [inv("es-9f31", 1, "es_query",
          {"index": "spark-executor-*", "q": "executor:5 AND stage:26", "size": 200},
          out=None, success=False, error="ReadTimeoutError: HTTPConnectionPool(host='es-logs', port=9200): Read timed out. (read timeout=10)"),
      inv("kb-77", 1, "lookup_knowledge", {"query": "spark task retry shuffle fetch failed"},
          out=kb("spark task retry shuffle fetch failed", [
              chunk("kb-spark-shuffle-03", "runbook/spark-shuffle.md",
                    "FetchFailedException 通常由上游 executor 丢失或 shuffle 文件被清理引起，task 会按 spark.task.maxFailures 重试。",
                    relevance="medium", deduped=True)]))],
     "LOW_CONFID",
     [F("stage 26 有 2 个 task 失败后重试成功了", "no_evidence", "the log query failed; nothing shows failed tasks"),
      F("失败原因是 executor 5 上 shuffle fetch 超时", "no_evidence", "only a deduped knowledge chunk talks about fetch failures"),
      F("重试之后 stage 26 整体多花了 3 秒左右", "no_evidence", "no successful output with durations")])

# ---------------------------------------------------------------- bB-040
case("bB-040", ["source:spark", "format:nl_paragraph", "class:hedged_distractor"],
     "下游说 /pjhe/test/1 读不到 stage 24 的输出，是 executor 这边没写成功吗？",
     "executor 5 上 stage 24.0 的 5 个 attempt 都在 20:10:57 打出了 Committed。"
     "输出先写到了 hdfs://10.10.34.11:9000/pjhe/test/1/_temporary/0/ 下各自的 task 目录。"
     "可能下游读的时候 _temporary 还没被 rename 到正式目录，也不排除 driver 端的 commitJob 失败了。"
     "或许当时 10.10.34.11 上的 NameNode 压力比较大。"
     "建议看 driver 日志里 commitJob 的结果。",
     [inv("call_s24_out", 1, "query_logs",
          {"query": "\"Saved output\" OR Committed", "executor": "5", "start": "17/06/09 20:10:57", "end": "17/06/09 20:10:58"},
          src="spark", sel=[(875, 894)])],
     "PASS",
     [F("executor 5 上 stage 24.0 的 5 个 attempt 都在 20:10:57 打出了 Committed", "direct_evidence", "lines 885-889, five attempt_201706092018_0024_* Committed at 20:10:57"),
      F("输出先写到了 hdfs://10.10.34.11:9000/pjhe/test/1/_temporary/0/ 下各自的 task 目录", "direct_evidence", "lines 880-884 Saved output ... to hdfs://10.10.34.11:9000/pjhe/test/1/_temporary/0/task_*")])

# ---------------------------------------------------------------- bB-041
case("bB-041", ["source:spark", "format:json_malformed", "class:faithful"],
     "stage 26 重新算出来的 rdd_42 分区大小分别是多少？",
     "{\"answer_version\": \"v2\", \"claims\": [\n"
     "  {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"rdd_42_9 以 bytes 形式缓存进内存，估算 950.0 B\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_m41\"]}]},\n"
     "  {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"rdd_42_8 估算 869.0 B\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_m41\"]}]},\n"
     "  {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"缓存完这几个分区后 MemoryStore 剩余约 812.2 KB\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_m41\"]}]},\n"
     "],\n}",
     [inv("call_m41", 1, "query_logs",
          {"query": "MemoryStore AND rdd_42", "executor": "5", "start": "17/06/09 20:11:08", "end": "17/06/09 20:11:09"},
          src="spark", sel=[(1167, 1177)])],
     "PASS",
     [F("rdd_42_9 以 bytes 形式缓存进内存，估算 950.0 B", "direct_evidence", "malformed JSON (trailing commas) -> NL; line 1173"),
      F("rdd_42_8 估算 869.0 B", "direct_evidence", "line 1175"),
      F("缓存完这几个分区后 MemoryStore 剩余约 812.2 KB", "direct_evidence", "line 1176: free 812.2 KB after rdd_42_7")])

# ---------------------------------------------------------------- bB-042
case("bB-042", ["source:spark", "format:json_malformed", "class:unsupported_cause"],
     "为什么 stage 26 的 task 回传结果大小不一样（2697/2699/2703）？",
     "{'claims': [{'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'TID 1206 回传 2697 bytes，TID 1207 回传 2699 bytes', 'support_level': 'direct'}, "
     "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'TID 1208 和 TID 1209 都回传 2703 bytes', 'support_level': 'direct'}, "
     "{'claim_id': 'c3', 'claim_type': 'root_cause', 'claim_text': '大小差异来自各分区输入行数不同，TID 1206 对应的分区只有 11 行', 'support_level': 'direct'}], "
     "'user_facing_answer': '结论：",
     [inv("call_5d2a", 1, "query_logs",
          {"query": "\"stage 26.0\" AND Finished", "executor": "5"},
          src="spark", sel=[(1178, 1194)])],
     "LOW_CONFID",
     [F("TID 1206 回传 2697 bytes，TID 1207 回传 2699 bytes", "direct_evidence", "malformed (single quotes, truncated) -> NL; lines 1186 and 1194"),
      F("TID 1208 和 TID 1209 都回传 2703 bytes", "direct_evidence", "lines 1187-1188"),
      F("大小差异来自各分区输入行数不同，TID 1206 对应的分区只有 11 行", "no_evidence", "unsupported cause: no record gives row counts")])

# ---------------------------------------------------------------- bB-043
case("bB-043", ["source:spark", "format:nl_bullets", "class:hedged_distractor", "class:unsupported_cause"],
     "stage 26 中间为什么 task 分配断断续续的？",
     "- 20:11:08 CoarseGrainedExecutorBackend 给本 executor 分配了 task 1210，对应 stage 26.0 的 task 10.0\n"
     "- 疑似 driver 端调度器在等 locality，推测 spark.locality.wait 配得偏大\n"
     "- 可能是 rdd_42_10 不在缓存里导致 task 10.0 跑得慢\n"
     "- 20:11:08 左右 YARN 抢占过这个 executor 的一部分 vcore\n"
     "- 建议把 spark.locality.wait 调小试试",
     [inv("call_43", 1, "query_logs",
          {"query": "\"Got assigned task\" OR \"stage 26.0\"", "executor": "5", "start": "17/06/09 20:11:08"},
          src="spark", sel=[(1177, 1200)])],
     "LOW_CONFID",
     [F("20:11:08 CoarseGrainedExecutorBackend 给本 executor 分配了 task 1210，对应 stage 26.0 的 task 10.0", "direct_evidence", "lines 1179-1180"),
      F("20:11:08 左右 YARN 抢占过这个 executor 的一部分 vcore", "no_evidence", "unsupported event stated as fact; nothing about YARN preemption")])

# ---------------------------------------------------------------- bB-044
_c = {"answer_version": "v2", "diagnosis_summary": "stage 26 的 rdd_42 分区首次计算",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "stage 26 里 rdd_42_0 到 rdd_42_4 都在 20:11:07 缓存未命中并重新计算。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T1", "tool_name": "spark_executor_logs",
                                  "source_invocation_ids": ["sx-logs-44a"],
                                  "evidence_excerpt": "17/06/09 20:11:07 INFO spark.CacheManager: Partition rdd_42_2 not found, computing it"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "broadcast_36 反序列化后估算 281.6 KB，读取耗时 11 ms。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T1", "tool_name": "spark_executor_logs",
                                  "source_invocation_ids": ["sx-logs-44a"],
                                  "evidence_excerpt": "Reading broadcast variable 36 took 11 ms"},
                                 {"source_type": "trace_ref", "source_id": "T1", "tool_name": "spark_executor_logs",
                                  "source_invocation_ids": ["sx-logs-44a"],
                                  "evidence_excerpt": "storage.MemoryStore: Block broadcast_36 stored as values in memory (estimated size 281.6 KB, free 803.9 KB)"}]},
          {"claim_id": "c3", "claim_type": "log_finding",
           "claim_text": "stage 26.0 的 TID 1200 完成，回传 2703 bytes。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T2", "tool_name": "query_logs",
                                  "source_invocation_ids": ["ql-44b"],
                                  "evidence_excerpt": "{\"level\": \"INFO\", \"message\": \"Finished task 0.0 in stage 26.0 (TID 1200). 2703 bytes result sent to driver\"}"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "rdd_42 的前 5 个分区在 stage 26 首次计算，broadcast_36 读取正常，TID 1200 已完成。"}
case("bB-044", ["source:spark", "format:json_raw", "class:excerpt_format"],
     "stage 26 开头 rdd_42 是缓存命中还是重新计算？",
     J(_c),
     [inv("sx-logs-44a", 1, "spark_executor_logs",
          {"appId": "application_1485248649253_0147", "executorId": "5", "from": "17/06/09 20:11:06", "to": "17/06/09 20:11:07"},
          src="spark", sel=[(1107, 1136)], fmt="raw_lines"),
      inv("ql-44b", 2, "query_logs",
          {"query": "\"stage 26.0\" AND Finished", "executor": "5", "start": "17/06/09 20:11:07", "end": "17/06/09 20:11:08"},
          src="spark", sel=[(1137, 1150)], fmt="json")],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "T1 holds Partition rdd_42_0..rdd_42_4 not found, computing it at 20:11:07; excerpt is a whole line"),
      CF(_c, "c2", "direct_evidence", "T1 lines: took 11 ms and broadcast_36 estimated size 281.6 KB"),
      CF(_c, "c3", "direct_evidence", "T2 record Finished task 0.0 in stage 26.0 (TID 1200). 2703 bytes; JSON subset excerpt")])

# ---------------------------------------------------------------- bB-045
_c = {"answer_version": "v2", "diagnosis_summary": "10.250.6.214 读块情况",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "10.250.6.214:50010 在 081109 215702 向 /10.251.126.5 serving blk_3441699978641526775 时报 Got exception while serving。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_45d", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_45d"],
                                  "evidence_excerpt": "Got exception while serving blk_3441699978641526775 to /10.251.126.5:"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "10.250.6.214:50010 在 081109 215734 把 blk_5739119717322549945 发给了 /10.251.43.115。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_45d", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_45d"],
                                  "evidence_excerpt": "10.250.6.214:50010 Served block blk_5739119717322549945 to /10.251.43.115"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "10.250.6.214 在 21:57 先报了一次 serving 异常，半分钟后又正常发出了一个块。"}
case("bB-045", ["source:hdfs", "format:json_indented", "class:misattribution"],
     "10.250.6.214 这台 DataNode 21:57 前后读块有没有报错？",
     JI(_c),
     [inv("call_45d", 1, "query_logs",
          {"query": "component:\"dfs.DataNode$DataXceiver\"", "start": "081109 214900", "end": "081109 220100"},
          src="hdfs", sel=[(82, 88)], fmt="json")],
     "REJECT",
     [CF(_c, "c1", "contradicted", "misattribution: the 215702 WARN for blk_3441699978641526775 is logged by 10.251.202.134:50010; 10.250.6.214 only has its Served block record"),
      CF(_c, "c2", "direct_evidence", "record 215734 of 10.250.6.214:50010 Served block blk_5739119717322549945 to /10.251.43.115")])

# ---------------------------------------------------------------- bB-046
case("bB-046", ["source:hadoop", "format:nl_paragraph", "class:misattribution"],
     "18:06:26 那会儿 AM 里都有哪些 ERROR？是谁打的？",
     "18:06:26,139 TaskAttemptListenerImpl 打了一条 ERROR：Error writing History Event: org.apache.hadoop.mapreduce.jobhistory.TaskAttemptUnsuccessfulCompletionEvent@7317849d。"
     "同一毫秒 YarnUncaughtExceptionHandler 报告 eventHandlingThread 抛出了异常。"
     "18:06:26,108 RMContainerAllocator 还有一条 ERROR IN CONTACTING RM。"
     "建议把 eventHandlingThread 的完整堆栈拉出来看。",
     [inv("qlog-46", 1, "query_logs",
          {"query": "level:(ERROR OR FATAL)", "start": "2015-10-18 18:06:26", "end": "2015-10-18 18:06:27"},
          src="hadoop", sel=[(1020, 1021), (1030, 1030), (1039, 1040)])],
     "REJECT",
     [F("18:06:26,139 TaskAttemptListenerImpl 打了一条 ERROR：Error writing History Event: org.apache.hadoop.mapreduce.jobhistory.TaskAttemptUnsuccessfulCompletionEvent@7317849d", "contradicted", "misattribution: that ERROR is logged by JobHistoryEventHandler; TaskAttemptListenerImpl's own records are the FATAL/INFO about m_000002_0"),
      F("同一毫秒 YarnUncaughtExceptionHandler 报告 eventHandlingThread 抛出了异常", "direct_evidence", "line 1040 at 18:06:26,139"),
      F("18:06:26,108 RMContainerAllocator 还有一条 ERROR IN CONTACTING RM", "direct_evidence", "line 1030")])

# ---------------------------------------------------------------- bB-047
case("bB-047", ["source:hdfs", "format:nl_sloppy", "class:negation"],
     "10.251.73.220 这台 DataNode 这两天怎么样？",
     "按 10.251.73.220 搜了下 共 7 条\n"
     "这台一直正常 没有 WARN\n"
     "081110 123810 它还在接收 blk_6628512193350164674（src /10.251.73.220:33460）\n"
     "有问题再叫我",
     [inv("call_47", 1, "query_logs",
          {"query": "10.251.73.220", "source": "hdfs"},
          src="hdfs", sel=[3, 100, 233, 534, 629, 678, 746])],
     "REJECT",
     [F("按 10.251.73.220 搜了下 共 7 条", "direct_evidence", "7 lines returned"),
      F("这台一直正常 没有 WARN", "contradicted", "line 100: WARN 10.251.73.220:50010:Got exception while serving blk_4934527196392001803"),
      F("081110 123810 它还在接收 blk_6628512193350164674（src /10.251.73.220:33460）", "direct_evidence", "line 678 Receiving block blk_6628512193350164674 src: /10.251.73.220:33460")])

# ---------------------------------------------------------------- bB-048
_c = {"answer_version": "v2", "diagnosis_summary": "m_000002_0 失败后的清理",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "attempt_1445144423722_0020_m_000002_0 的 TASK_ABORT 清理在 18:06:26 执行成功。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_48", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_48"],
                                  "evidence_excerpt": "Task cleanup failed for attempt attempt_1445144423722_0020_m_000002_0"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "CommitterEventHandler 在 18:06:26,123 开始处理 TASK_ABORT 事件。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_48", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_48"],
                                  "evidence_excerpt": "Processing the event EventType: TASK_ABORT"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "m_000002_0 失败后 TASK_ABORT 清理已经成功完成。"}
case("bB-048", ["source:hadoop", "format:json_fenced", "class:status_wrong"],
     "m_000002_0 失败以后，临时输出清理干净了吗？",
     "```json\n" + J(_c) + "\n```",
     [inv("call_48", 1, "query_logs",
          {"query": "CommitterEventHandler OR m_000002_0", "start": "2015-10-18 18:06:26,100", "end": "2015-10-18 18:06:26,200"},
          src="hadoop", sel=[(1029, 1038)], fmt="json")],
     "REJECT",
     [CF(_c, "c1", "contradicted", "record 18:06:26,139 WARN: Task cleanup failed for attempt attempt_..._m_000002_0 (its own excerpt says failed)"),
      CF(_c, "c2", "direct_evidence", "record 18:06:26,123 CommitterEvent Processor #1: Processing the event EventType: TASK_ABORT")])

# ---------------------------------------------------------------- bB-049
case("bB-049", ["source:hdfs", "format:nl_bullets", "class:time_wrong"],
     "10.251.126.255 在 11 月 9 号晚上报了几次 serving 异常？分别几点？",
     "- 共 2 次\n"
     "- 第一次 21:44:02，块是 blk_8376667364205250596，对端 /10.251.91.159\n"
     "- 第二次 22:04:54，块是 blk_2879780987351022871，对端 /10.251.39.144\n"
     "- 两次之间 10.251.43.210:50010 也报过一次同类 WARN",
     [inv("toolu_01C4xrY", 1, "query_logs",
          {"query": "level:WARN", "start": "081109 214000", "end": "081109 224300"},
          src="hdfs", sel=[(78, 79), (81, 82), (84, 86), (88, 89), (91, 96), (98, 100)], fmt="json")],
     "REJECT",
     [F("共 2 次", "direct_evidence", "10.251.126.255:50010 has two WARN records in the output (214402, 224054)"),
      F("第一次 21:44:02，块是 blk_8376667364205250596，对端 /10.251.91.159", "direct_evidence", "ts 081109 214402"),
      F("第二次 22:04:54，块是 blk_2879780987351022871，对端 /10.251.39.144", "contradicted", "record ts is 081109 224054 = 22:40:54, not 22:04:54"),
      F("两次之间 10.251.43.210:50010 也报过一次同类 WARN", "direct_evidence", "record 223910 of 10.251.43.210:50010, between the two")])

# ---------------------------------------------------------------- bB-050
_c = {"answer_version": "v2", "diagnosis_summary": "sortrand 输出块大小",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "blk_-4067446915270471579 的大小是 25933924 字节，约 247 MB。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_50", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_50"],
                                  "evidence_excerpt": "Received block blk_-4067446915270471579 of size 25933924 from /10.251.110.8"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "该块来自 /10.251.110.8。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_50", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_50"],
                                  "evidence_excerpt": "from /10.251.110.8"}]},
          {"claim_id": "c3", "claim_type": "log_finding",
           "claim_text": "NameNode 为 sortrand 的 part-00138 分配了 blk_-210021574616486609。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_50", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_50"],
                                  "evidence_excerpt": "NameSystem.allocateBlock: /user/root/sortrand/_temporary/_task_200811092030_0002_r_000138_0/part-00138. blk_-210021574616486609"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "blk_-4067446915270471579 约 247 MB，来自 10.251.110.8。"}
case("bB-050", ["source:hdfs", "format:json_raw", "class:value_wrong"],
     "blk_-4067446915270471579 有多大？从哪来的？",
     J(_c),
     [inv("call_50", 1, "query_logs",
          {"query": "blk_-4067446915270471579 OR allocateBlock", "start": "081110 001300", "end": "081110 002400"},
          src="hdfs", sel=[(168, 176)])],
     "REJECT",
     [CF(_c, "c1", "contradicted", "25933924 B is about 25.9 MB (24.7 MiB), not 247 MB"),
      CF(_c, "c2", "direct_evidence", "line 172"),
      CF(_c, "c3", "direct_evidence", "line 175")])

# ---------------------------------------------------------------- bB-051
_c = {"answer_version": "v2", "diagnosis_summary": "m_000001_0 / m_000002_0 的 container 分配",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "attempt_1445144423722_0020_m_000001_0 跑在 container_1445144423722_0020_01_000004 上。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "yl-51", "tool_name": "yarn_logs",
                                  "source_invocation_ids": ["yl-51"],
                                  "evidence_excerpt": "Assigned container container_1445144423722_0020_01_000004"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "两个 attempt 的 NM 都是 MININT-FNANLI5.fareast.corp.microsoft.com:52368。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "yl-51", "tool_name": "yarn_logs",
                                  "source_invocation_ids": ["yl-51"],
                                  "evidence_excerpt": "on NM: [MININT-FNANLI5.fareast.corp.microsoft.com:52368]"}]},
          {"claim_id": "c3", "claim_type": "action",
           "claim_text": "已记录两个 container 的分配信息供后续排查。",
           "support_level": "none", "evidence_bindings": []}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "m_000001_0 用的是 container_1445144423722_0020_01_000004，两个 attempt 都在 MININT-FNANLI5 上。"}
case("bB-051", ["source:hadoop", "format:json_indented", "class:entity_swap"],
     "attempt_1445144423722_0020_m_000001_0 跑在哪个 container 上？",
     JI(_c),
     [inv("yl-51", 1, "yarn_logs",
          {"applicationId": "application_1445144423722_0020", "grep": "Assigned container|using containerId"},
          src="hadoop", sel=[141, 151, 160, 170])],
     "REJECT",
     [CF(_c, "c1", "contradicted", "swap: m_000001_0 was assigned container_..._000003; container_..._000004 belongs to m_000002_0"),
      CF(_c, "c2", "direct_evidence", "both using containerId lines end with NM MININT-FNANLI5.fareast.corp.microsoft.com:52368"),
      CF(_c, "c3", "no_evidence", "action, non-critical")])

# ---------------------------------------------------------------- bB-052
case("bB-052", ["source:hdfs", "format:nl_paragraph", "class:fabricated_id"],
     "blk_-7724713468912166542 是哪台 DataNode 提供的？",
     "blk_-7724713468912166542 是 10.251.194.231:50010 在 081109 213847 发出去的，接收方是 /10.251.203.80。"
     "这是一条 INFO 级别的 Served block 记录。"
     "前后一分钟内 10.251.91.229:50010 和 10.251.39.192:50010 也各发出了一个块。",
     [inv("call_52", 1, "query_logs",
          {"query": "\"Served block\"", "start": "081109 213800", "end": "081109 214100"},
          src="hdfs", sel=[(72, 77)])],
     "REJECT",
     [F("blk_-7724713468912166542 是 10.251.194.231:50010 在 081109 213847 发出去的，接收方是 /10.251.203.80", "contradicted", "fabricated IP: the record says 10.251.194.213:50010; 10.251.194.231 appears nowhere"),
      F("这是一条 INFO 级别的 Served block 记录", "direct_evidence", "line 074 level INFO, Served block"),
      F("前后一分钟内 10.251.91.229:50010 和 10.251.39.192:50010 也各发出了一个块", "direct_evidence", "lines 075-076 at 213907/213908: each Served block")])
# ---------------------------------------------------------------- bB-053
case("bB-053", ["source:hadoop", "format:nl_bold_labels", "class:runbook_only"],
     "AM 日志刷屏 Address change detected. Old: msra-sa-41/10.190.173.170:9000 New: msra-sa-41:9000，这是什么意思？",
     "**含义**：按运维手册，Address change detected 表示 ipc.Client 重新解析主机名后发现 IP 变了，会断开旧连接重连。\n"
     "**影响**：手册里写明，如果新地址不可达，后续 RPC 会持续重试直到 maxRetries 用完。\n"
     "**历史**：知识库中 2015-09 的复盘记录显示，同类告警当时是 DNS 记录被误改引起的。\n"
     "**建议**：再拉一次 AM 日志确认。",
     [inv("call_53a", 1, "query_logs",
          {"query": "\"Address change detected\"", "app": "application_1445144423722_0020"},
          out=None, success=False, error="query_logs: backend es-yarn-logs unavailable (connection refused)"),
      inv("call_53b", 1, "lookup_knowledge", {"query": "ipc.Client Address change detected"},
          out=kb("ipc.Client Address change detected", [
              chunk("kb-hadoop-ipc-05", "runbook/hadoop-ipc-client.md",
                    "ipc.Client 日志 \"Address change detected. Old: host/ip:port New: host:port\" 表示客户端重新解析主机名后发现 IP 变了，会断开旧连接并重连。如果新地址不可达，后续 RPC 会持续重试，直到 ipc.client.connect.max.retries 用完。"),
              chunk("pm-2015-09-dns", "postmortem/2015-09-dns-misconfig.md",
                    "2015-09 复盘：集群大量 Address change detected 告警，根因是内网 DNS 记录被误改，节点主机名解析到了错误 IP。",
                    relevance="medium", layer="past_incident")]))],
     "LOW_CONFID",
     [F("按运维手册，Address change detected 表示 ipc.Client 重新解析主机名后发现 IP 变了，会断开旧连接重连", "indirect_support", "attributed to the runbook; the log query failed"),
      F("手册里写明，如果新地址不可达，后续 RPC 会持续重试直到 maxRetries 用完", "indirect_support", "runbook chunk only"),
      F("知识库中 2015-09 的复盘记录显示，同类告警当时是 DNS 记录被误改引起的", "indirect_support", "past-incident chunk only")])

# ---------------------------------------------------------------- bB-054
case("bB-054", ["source:hdfs", "format:nl_bold_labels", "class:unsupported_cause"],
     "11 月 10 号 10:30 左右 NameNode 为什么一下子把一堆块加进 invalidSet？",
     "**现象**：081110 103030 到 103057 之间 NameSystem.delete 连续把块加入各 DataNode 的 invalidSet。\n"
     "**举例**：blk_413552235254424009 被加入 10.251.35.1:50010 的 invalidSet。\n"
     "**重复节点**：10.251.106.50:50010 和 10.251.109.236:50010 各被加了两个块。\n"
     "**原因**：当时有人手动删除了一批测试数据目录，NameNode 随即批量下发删除。",
     [inv("call_54", 1, "query_logs",
          {"query": "\"NameSystem.delete\"", "start": "081110 103000", "end": "081110 103100"},
          src="hdfs", sel=[(370, 392)], fmt="json")],
     "LOW_CONFID",
     [F("081110 103030 到 103057 之间 NameSystem.delete 连续把块加入各 DataNode 的 invalidSet", "direct_evidence", "23 NameSystem.delete records from 103030 to 103057"),
      F("blk_413552235254424009 被加入 10.251.35.1:50010 的 invalidSet", "direct_evidence", "first record"),
      F("10.251.106.50:50010 和 10.251.109.236:50010 各被加了两个块", "direct_evidence", "103038/103040 for 10.251.106.50, 103034/103044 for 10.251.109.236"),
      F("当时有人手动删除了一批测试数据目录，NameNode 随即批量下发删除", "no_evidence", "unsupported cause: no record says who deleted what")])

# ---------------------------------------------------------------- bB-055
_c = {"answer_version": "v2", "diagnosis_summary": "reduce 迟迟不调度",
      "claims": [
          {"claim_id": "c1", "claim_type": "root_cause",
           "claim_text": "按 runbook，headroom 里 vCores 为负表示队列资源已被超额分配，新的 container 要等其他 container 释放后才能拿到。",
           "support_level": "indirect",
           "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-yarn-headroom-01", "tool_name": "lookup_knowledge",
                                  "source_invocation_ids": ["lk-55"],
                                  "evidence_excerpt": "headroom 中 vCores 为负数表示队列资源已被超额分配"}]},
          {"claim_id": "c2", "claim_type": "background",
           "claim_text": "按历史案例 INC-2291，Reduce slow start threshold not met 期间 reduce 不会被调度。",
           "support_level": "indirect",
           "evidence_bindings": [{"source_type": "knowledge", "source_id": "INC-2291", "tool_name": "lookup_knowledge",
                                  "source_invocation_ids": ["lk-55"],
                                  "evidence_excerpt": "reduce 不会被调度"}]},
          {"claim_id": "c3", "claim_type": "root_cause",
           "claim_text": "按运维手册，mapreduce.job.reduce.slowstart.completedmaps 决定多少 map 完成后才开始调度 reduce。",
           "support_level": "indirect",
           "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-yarn-headroom-01", "tool_name": "lookup_knowledge",
                                  "source_invocation_ids": ["lk-55"],
                                  "evidence_excerpt": "mapreduce.job.reduce.slowstart.completedmaps 决定多少 map 完成后才开始调度 reduce"}]}],
      "hypotheses": [], "recommended_actions": ["确认队列配额"], "missing_info": [],
      "user_facing_answer": "按手册，reduce 迟迟不调度与 slow start 阈值和队列超额分配有关。"}
case("bB-055", ["source:hadoop", "format:json_indented", "class:runbook_only"],
     "job_1445144423722_0020 的 reduce 为什么一直不调度？headroom 显示 vCores:-27 是什么意思？",
     JI(_c),
     [inv("ql-55", 1, "query_logs",
          {"query": "thread:\"RMCommunicator Allocator\"", "start": "2015-10-18 18:03:57", "end": "2015-10-18 18:03:59"},
          src="hadoop", sel=[(560, 572)]),
      inv("lk-55", 1, "lookup_knowledge", {"query": "YARN headroom vCores negative reduce slow start"},
          out=kb("YARN headroom vCores negative reduce slow start", [
              chunk("kb-yarn-headroom-01", "runbook/yarn-mr-scheduling.md",
                    "RMContainerAllocator 日志里 headroom 中 vCores 为负数表示队列资源已被超额分配，新的 container 需要等其他 container 释放后才能拿到。mapreduce.job.reduce.slowstart.completedmaps 决定多少 map 完成后才开始调度 reduce。"),
              chunk("INC-2291", "postmortem/INC-2291.md",
                    "INC-2291 复盘：日志持续出现 Reduce slow start threshold not met，期间 reduce 不会被调度，直到足够多的 map 完成。", relevance="medium", layer="past_incident")]))],
     "LOW_CONFID",
     [CF(_c, "c1", "indirect_support", "only the runbook chunk explains negative vCores; claim attributed to the runbook"),
      CF(_c, "c2", "indirect_support", "background, non-critical; past-incident chunk only"),
      CF(_c, "c3", "indirect_support", "runbook chunk only")])

# ---------------------------------------------------------------- bB-056
case("bB-056", ["source:hdfs", "format:nl_paragraph", "class:gap"],
     "blk_-5861348317118763621 最近有没有读写异常？",
     "查询 blk_-5861348317118763621 没有返回任何日志。"
     "这个块没有任何 serving 异常，三个副本都健康。"
     "建议过几天再复查一次。",
     [inv("call_56", 1, "query_logs",
          {"query": "blk_-5861348317118763621 AND level:(WARN OR ERROR)", "source": "hdfs", "start": "081110 000000", "end": "081111 235959"},
          out={"total": 0, "logs": []})],
     "LOW_CONFID",
     [F("查询 blk_-5861348317118763621 没有返回任何日志", "no_evidence", "describes a no-hit; a no-hit supports nothing"),
      F("这个块没有任何 serving 异常，三个副本都健康", "no_evidence", "no-hit does not prove absence; nothing shows replicas")])

# ---------------------------------------------------------------- bB-057
_c = {"answer_version": "v2", "diagnosis_summary": "reduce 调度时间点",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "18:03:57 时 RMContainerAllocator 的 headroom 为 memory:0、vCores:-27。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_57x", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_57x"],
                                  "evidence_excerpt": "Recalculating schedule, headroom=<memory:0, vCores:-27>"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "18:04:51 Reduce slow start threshold reached，开始调度 reduce。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_57a", "tool_name": "query_logs",
                                  "source_invocation_ids": ["call_57a"],
                                  "evidence_excerpt": "Reduce slow start threshold reached. Scheduling reduces."}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "reduce 在 18:04:51 达到 slow start 阈值后才开始调度。"}
case("bB-057", ["source:hadoop", "format:json_raw", "class:bad_reference"],
     "reduce 是什么时候开始调度的？之前 headroom 是多少？",
     J(_c),
     [inv("call_57a", 1, "query_logs",
          {"query": "thread:\"RMCommunicator Allocator\"", "start": "2015-10-18 18:03:57", "end": "2015-10-18 18:03:58"},
          src="hadoop", sel=[(565, 567), (571, 572)]),
      inv("call_57b", 2, "query_logs",
          {"query": "\"slow start\"", "start": "2015-10-18 18:04:50", "end": "2015-10-18 18:04:52"},
          src="hadoop", sel=[(809, 812)])],
     "LOW_CONFID",
     [CF(_c, "c1", "indirect_support", "content is in call_57a (18:03:57 headroom=<memory:0, vCores:-27>) but the binding names call_57x, which does not exist"),
      CF(_c, "c2", "indirect_support", "content is in call_57b, but the binding names call_57a whose output does not contain the excerpt")])

# ---------------------------------------------------------------- bB-058
_c = {"answer_version": "v2", "diagnosis_summary": "副本写入情况",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "blk_-4433556521525567493 从 /10.250.6.4 写入，大小 28492032。",
           "support_level": "direct", "evidence_bindings": []},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "blk_512039711533506696 的副本登记在 10.251.195.33:50010。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T4", "tool_name": "query_logs",
                                  "source_invocation_ids": [],
                                  "evidence_excerpt": "10.251.195.33:50010 is added to blk_512039711533506696 size 67108864"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "blk_-4433556521525567493 已写入，blk_512039711533506696 已登记副本。"}
case("bB-058", ["source:hdfs", "format:json_fenced", "class:bad_reference"],
     "11:57~11:59 这段写入的块都登记成功了吗？",
     "以下是本次诊断结果：\n```json\n" + JI(_c) + "\n```",
     [inv("call_58a", 1, "query_logs",
          {"query": "\"Received block\" OR addStoredBlock", "start": "081110 115700", "end": "081110 120000"},
          src="hdfs", sel=[(615, 621)]),
      inv("call_58b", 1, "get_current_time", {}, out={"now": "2008-11-10T12:05:00+08:00"})],
     "LOW_CONFID",
     [CF(_c, "c1", "indirect_support", "content matches line 620, but the claim has no binding"),
      CF(_c, "c2", "indirect_support", "content matches line 617, but trace ref T4 does not exist (only T1 is evidence-bearing)")])
# ---------------------------------------------------------------- bB-059
case("bB-059", ["source:hadoop", "format:nl_headings", "class:gap"],
     "AM 一直 ERROR IN CONTACTING RM，RM（msra-sa-41:8030）那边到底怎么了？",
     "## 结论\n"
     "ResourceManager 在 18:05 左右发生了主备切换，新的 active RM 还没接管 8030 端口。\n"
     "## 细节\n"
     "msra-sa-41:8030 在故障期间没有进程监听。\n"
     "RM 的 GC 日志显示 18:05:40 有一次 40 多秒的 Full GC。\n"
     "## 下一步\n"
     "建议登录 msra-sa-41 用 yarn rmadmin -getServiceState 确认当前 active 节点。",
     [inv("rm-01", 1, "yarn_rm_logs",
          {"host": "msra-sa-41:8030", "from": "2015-10-18 18:04:00", "to": "2015-10-18 18:07:00"},
          out={"total": 0, "logs": []}),
      inv("rm-02", 1, "query_metrics",
          {"metric": "jvm_gc_pause_seconds", "service": "resourcemanager", "host": "msra-sa-41"},
          out=None, success=False, error="no datasource configured for service resourcemanager")],
     "LOW_CONFID",
     [F("ResourceManager 在 18:05 左右发生了主备切换，新的 active RM 还没接管 8030 端口", "no_evidence", "RM log query was a no-hit"),
      F("msra-sa-41:8030 在故障期间没有进程监听", "no_evidence", "nothing in any successful output"),
      F("RM 的 GC 日志显示 18:05:40 有一次 40 多秒的 Full GC", "no_evidence", "metrics call failed; no GC data anywhere")])

# ---------------------------------------------------------------- bB-060
_c = {"answer_version": "v2", "diagnosis_summary": "10.251.199.19 磁盘问题",
      "claims": [
          {"claim_id": "c1", "claim_type": "root_cause",
           "claim_text": "10.251.199.19 的数据盘有坏道，导致 serving 异常。",
           "support_level": "indirect",
           "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-hdfs-disk-09", "tool_name": "lookup_knowledge",
                                  "source_invocation_ids": ["lk-60"],
                                  "evidence_excerpt": "磁盘坏道会导致 DataNode serving 异常"}]},
          {"claim_id": "c2", "claim_type": "metric_finding",
           "claim_text": "该节点磁盘 await 在 21:50 升到 800 ms 以上。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "qm-60", "tool_name": "query_metrics",
                                  "source_invocation_ids": ["qm-60"], "evidence_excerpt": "disk_await_ms"}]}],
      "hypotheses": [], "recommended_actions": ["下线该节点并换盘"], "missing_info": ["smartctl 结果"],
      "user_facing_answer": "10.251.199.19 磁盘有坏道，await 升到 800 ms 以上，建议换盘。"}
case("bB-060", ["source:hdfs", "format:json_with_text", "class:gap"],
     "10.251.199.19 那台 DataNode 是不是磁盘坏了？",
     "诊断如下：\n" + J(_c),
     [inv("qm-60", 1, "query_metrics",
          {"metric": "disk_await_ms", "host": "10.251.199.19", "range": "2008-11-09T21:30/22:30"},
          out=None, success=False, error="TimeoutError: metrics backend did not answer within 15s"),
      inv("lk-60", 1, "lookup_knowledge", {"query": "DataNode 磁盘坏道 serving 异常"},
          out=kb("DataNode 磁盘坏道 serving 异常", [
              chunk("kb-hdfs-disk-09", "runbook/hdfs-disk.md",
                    "磁盘坏道会导致 DataNode serving 异常和 DataBlockScanner 校验失败，可用 smartctl -a 检查。",
                    deduped=True)]))],
     "LOW_CONFID",
     [CF(_c, "c1", "no_evidence", "only a deduped knowledge chunk; no log or metric about this node's disk"),
      CF(_c, "c2", "no_evidence", "query_metrics failed")])

# ---------------------------------------------------------------- bB-061
case("bB-061", ["source:hadoop", "format:nl_sloppy", "class:unsupported_cause"],
     "为啥 18:05 以后 AM 一直续不上 lease？",
     "LeaseRenewer 从 18:05:27 开始报 Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1]，那会儿已经 30 seconds 了\n"
     "每条前面都伴一条 Address change detected，Old 是 msra-sa-41/10.190.173.170:9000\n"
     "msra-sa-41 那台机器 18:05 被人手动下线做维护了，所以 NameNode 9000 连不上\n"
     "先这样 有新日志再看",
     [inv("call_61", 1, "query_logs",
          {"query": "thread:LeaseRenewer*", "start": "2015-10-18 18:05:27", "end": "2015-10-18 18:05:40"},
          src="hadoop", sel=[(848, 869)])],
     "LOW_CONFID",
     [F("LeaseRenewer 从 18:05:27 开始报 Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1]，那会儿已经 30 seconds 了", "direct_evidence", "line 849 at 18:05:27,570: for 30 seconds"),
      F("每条前面都伴一条 Address change detected，Old 是 msra-sa-41/10.190.173.170:9000", "direct_evidence", "each Failed to renew line is preceded by the Address change WARN with that Old address"),
      F("msra-sa-41 那台机器 18:05 被人手动下线做维护了，所以 NameNode 9000 连不上", "no_evidence", "unsupported event: nothing says the host was taken down by anyone")])

# ---------------------------------------------------------------- bB-062
case("bB-062", ["source:hdfs", "format:json_malformed", "class:unsupported_cause"],
     "081110 12:41 到 13:20 之间一串 serving 异常，根因是什么？",
     "{\n"
     "  // 结构化诊断\n"
     "  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"10.251.70.5:50010 在 081110 124159 向 /10.250.13.188 serving blk_4581070264530964999 时报了 WARN\", \"support_level\": \"direct\"},\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"10.250.13.188:50010 自己在 081110 125914 也报了同样的异常\", \"support_level\": \"direct\"},\n"
     "    // 根因\n"
     "    {\"claim_id\": \"c3\", \"claim_type\": \"root_cause\", \"claim_text\": \"12:40 那次 HDFS 滚动升级把 DataNode 的 xceiver 线程数调低了，导致并发读被断开\", \"support_level\": \"direct\"}\n"
     "  ]\n"
     "}",
     [inv("call_62", 1, "query_logs",
          {"query": "level:WARN", "start": "081110 124000", "end": "081110 132000"},
          src="hdfs", sel=[(679, 688)])],
     "LOW_CONFID",
     [F("10.251.70.5:50010 在 081110 124159 向 /10.250.13.188 serving blk_4581070264530964999 时报了 WARN", "direct_evidence", "malformed (// comments) -> NL; line 681"),
      F("10.250.13.188:50010 自己在 081110 125914 也报了同样的异常", "direct_evidence", "line 684: 10.250.13.188:50010:Got exception while serving blk_73389299186801686"),
      F("12:40 那次 HDFS 滚动升级把 DataNode 的 xceiver 线程数调低了，导致并发读被断开", "no_evidence", "unsupported cause: no upgrade or xceiver setting in any output")])

# ---------------------------------------------------------------- bB-063
case("bB-063", ["source:hadoop", "format:json_malformed", "class:gap"],
     "attempt_1445144423722_0020_m_000002_1 后来跑成功了吗？",
     "{\"answer_version\": \"v2\", \"claims\": [{\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", "
     "\"claim_text\": \"attempt_1445144423722_0020_m_000002_1 重跑成功\", \"support_level\": \"direct\", "
     "\"evidence_bindings\": [{\"tool_name\": \"yarn_logs\", \"source_invocation_ids\": [\"yl-63\"]}]}, "
     "{\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"重跑耗时大约 2 分钟\", \"support_level\": \"direct\", \"evid",
     [inv("yl-63", 1, "yarn_logs",
          {"applicationId": "application_1445144423722_0020", "grep": "attempt_1445144423722_0020_m_000002_1"},
          out=None, success=False, error="yarn logs: Log aggregation has not completed or is not enabled."),
      inv("ql-63", 2, "query_logs",
          {"query": "attempt_1445144423722_0020_m_000002_1 AND (SUCCEEDED OR FAILED)", "start": "2015-10-18 18:06:26"},
          out={"total": 0, "logs": []})],
     "LOW_CONFID",
     [F("attempt_1445144423722_0020_m_000002_1 重跑成功", "no_evidence", "truncated JSON -> NL; yarn_logs failed and query_logs was a no-hit"),
      F("重跑耗时大约 2 分钟", "no_evidence", "no successful output with this duration")])

# ---------------------------------------------------------------- bB-064
case("bB-064", ["source:hdfs", "format:nl_bullets", "class:hedged_distractor"],
     "081110 13:03 到 13:20 这些 serving 异常是不是同一个客户端引起的？",
     "- 13:03:15 10.251.71.240:50010 向 /10.251.71.97 serving blk_-8082428389627750477 时报 WARN\n"
     "- 可能都是同一个 MapReduce 作业的 reader 提前关闭了连接\n"
     "- 疑似 10.251.71.97 那台机器的 map task 被 speculative kill 了\n"
     "- 这些连接都是被客户端主动 reset 的\n"
     "- 建议对照同时间段的 JobTracker 日志",
     [inv("call_64", 1, "query_logs",
          {"query": "\"Got exception while serving\"", "start": "081110 130000", "end": "081110 132100"},
          src="hdfs", sel=[(686, 692)])],
     "LOW_CONFID",
     [F("13:03:15 10.251.71.240:50010 向 /10.251.71.97 serving blk_-8082428389627750477 时报 WARN", "direct_evidence", "line 686 ts 081110 130315"),
      F("这些连接都是被客户端主动 reset 的", "no_evidence", "stated as fact; the WARN lines say nothing about resets")])
# ---------------------------------------------------------------- bB-065
_c = {"answer_version": "v2", "diagnosis_summary": "两个 map attempt 因 NoRouteToHost 失败",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "attempt_1445144423722_0020_m_000001_0 在 18:06:28,217 报 FATAL：java.net.NoRouteToHostException，目标 msra-sa-41:9000。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "ql-65", "tool_name": "query_logs",
                                  "source_invocation_ids": ["ql-65"],
                                  "evidence_excerpt": "Task: attempt_1445144423722_0020_m_000001_0 - exited : java.net.NoRouteToHostException: No Route to Host from  MININT-FNANLI5/127.0.0.1 to msra-sa-41:9000"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "RMContainerRequestor 在 18:06:28,248 记录 MININT-FNANLI5.fareast.corp.microsoft.com 上已有 2 次失败。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "ql-65", "tool_name": "query_logs",
                                  "source_invocation_ids": ["ql-65"],
                                  "evidence_excerpt": "2 failures on node MININT-FNANLI5.fareast.corp.microsoft.com"}]},
          {"claim_id": "c3", "claim_type": "hypothesis",
           "claim_text": "后续的 attempt_1445144423722_0020_m_000001_1 可能也会因同样原因失败。",
           "support_level": "none", "evidence_bindings": []},
          {"claim_id": "c4", "claim_type": "hypothesis",
           "claim_text": "可能是 MININT-FNANLI5 上的 hosts 文件里 msra-sa-41 指向了旧 IP。",
           "support_level": "none", "evidence_bindings": []}],
      "hypotheses": ["hosts 文件过期"], "recommended_actions": ["检查 MININT-FNANLI5 的 /etc/hosts"], "missing_info": [],
      "user_facing_answer": "m_000001_0 在 18:06:28 因 NoRouteToHostException 退出，MININT-FNANLI5 上已累计 2 次失败。"}
case("bB-065", ["source:hadoop", "format:json_indented", "class:hedged_distractor"],
     "MININT-FNANLI5 这台 NM 上的 map 为什么接连失败？",
     JI(_c),
     [inv("ql-65", 1, "query_logs",
          {"query": "MININT-FNANLI5 OR NoRouteToHostException", "start": "2015-10-18 18:06:28", "end": "2015-10-18 18:06:29"},
          src="hadoop", sel=[(1053, 1058), (1063, 1069)], fmt="json")],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "FATAL record at 18:06:28,217"),
      CF(_c, "c2", "direct_evidence", "RMContainerRequestor record 18:06:28,248: 2 failures on node"),
      CF(_c, "c3", "no_evidence", "hypothesis, non-critical; nothing shows how m_000001_1 ends"),
      CF(_c, "c4", "no_evidence", "hypothesis, non-critical")])

# ---------------------------------------------------------------- bB-066
case("bB-066", ["source:hdfs", "format:nl_bullets", "class:paraphrase_zh", "class:quantity"],
     "帮忙把 081110 22:12~22:21 这段 HDFS 日志翻成中文说下发生了什么",
     "- 10.250.5.161 开始接收 blk_-7539658633533020967，源端口 52151\n"
     "- DataNode 从 /10.250.19.227 收到 blk_4231049049582051919，大小约 27.2 MiB\n"
     "- 22:19:32 NameNode 要求 10.251.122.79:50010 删除 blk_8048594464172649365\n"
     "- blk_-7170175035335391571 的 PacketResponder 1 已结束\n"
     "- 返回的这 9 行都是 INFO，没有 WARN 或 ERROR",
     [inv("call_66", 1, "query_logs",
          {"query": "*", "source": "hdfs", "start": "081110 221200", "end": "081110 222100"},
          src="hdfs", sel=[(1024, 1032)])],
     "PASS",
     [F("10.250.5.161 开始接收 blk_-7539658633533020967，源端口 52151", "direct_evidence", "line 1024 Receiving block ... src: /10.250.5.161:52151"),
      F("DataNode 从 /10.250.19.227 收到 blk_4231049049582051919，大小约 27.2 MiB", "direct_evidence", "line 1028 size 28496610 B = 27.18 MiB"),
      F("22:19:32 NameNode 要求 10.251.122.79:50010 删除 blk_8048594464172649365", "direct_evidence", "line 1029 ts 221932: ask 10.251.122.79:50010 to delete"),
      F("blk_-7170175035335391571 的 PacketResponder 1 已结束", "direct_evidence", "line 1032 PacketResponder 1 ... terminating"),
      F("返回的这 9 行都是 INFO，没有 WARN 或 ERROR", "direct_evidence", "the 9 returned lines are all INFO; a true denial over the returned records")])

# ---------------------------------------------------------------- bB-067
case("bB-067", ["source:hadoop", "format:nl_paragraph", "class:paraphrase_zh"],
     "reduce 什么时候开始调度的？当时 map 完成了几个？",
     "18:04:51 RMContainerAllocator 判断 reduce 慢启动阈值已经达到，开始调度 reduce。"
     "同一时刻它记录所有 map 都已分配完毕，剩下的 1 个 reduce 全部开始 ramp up。"
     "调度前的统计是 AssignedMaps 10、CompletedMaps 1。"
     "此前 18:04:50 JobImpl 记录已完成的 task 数为 1。",
     [inv("inv-67", 1, "query_logs",
          {"query": "RMContainerAllocator OR JobImpl", "start": "2015-10-18 18:04:50", "end": "2015-10-18 18:04:52"},
          src="hadoop", sel=[(805, 812)], fmt="json")],
     "PASS",
     [F("18:04:51 RMContainerAllocator 判断 reduce 慢启动阈值已经达到，开始调度 reduce", "direct_evidence", "Reduce slow start threshold reached. Scheduling reduces. at 18:04:51,114"),
      F("同一时刻它记录所有 map 都已分配完毕，剩下的 1 个 reduce 全部开始 ramp up", "direct_evidence", "All maps assigned. Ramping up all remaining reduces:1"),
      F("调度前的统计是 AssignedMaps 10、CompletedMaps 1", "direct_evidence", "Before Scheduling: ... AssignedMaps:10 ... CompletedMaps:1"),
      F("此前 18:04:50 JobImpl 记录已完成的 task 数为 1", "direct_evidence", "Num completed Tasks: 1 at 18:04:50,770")])

# ---------------------------------------------------------------- bB-068
_c = {"answer_version": "v2", "diagnosis_summary": "10.250.14.38 的块写入",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "081111 050334 DataXceiver 收完了 blk_-4411589101766563890，源和目的都是 10.250.14.38，大小 67108864。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "es-68", "tool_name": "es_query",
                                  "source_invocation_ids": ["es-68"],
                                  "evidence_excerpt": "Received block blk_-4411589101766563890 src: /10.250.14.38:37362 dest: /10.250.14.38:50010 of size 67108864"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "081111 050346 NameNode 把 10.251.90.64:50010 登记为 blk_-8923923031063738809 的副本。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "es-68", "tool_name": "es_query",
                                  "source_invocation_ids": ["es-68"],
                                  "evidence_excerpt": "blockMap updated: 10.251.90.64:50010 is added to blk_-8923923031063738809 size 67108864"}]}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "blk_-4411589101766563890 已在 10.250.14.38 上收完，blk_-8923923031063738809 的副本已登记到 10.251.90.64。"}
case("bB-068", ["source:hdfs", "format:json_indented", "class:faithful"],
     "11 月 11 日 05:03 左右 blk_-4411589101766563890 写完了没？",
     JI(_c),
     [inv("es-68", 1, "es_query",
          {"index": "logs-hdfs", "q": "message:(blk_-4411589101766563890 OR addStoredBlock)", "from": "081111 050100", "to": "081111 050500"},
          src="hdfs", sel=[(1436, 1442)], fmt="es")],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "hit 050334 Received block ... src: /10.250.14.38:37362 dest: /10.250.14.38:50010 of size 67108864"),
      CF(_c, "c2", "direct_evidence", "hit 050346 addStoredBlock 10.251.90.64:50010 is added to blk_-8923923031063738809")])

# ---------------------------------------------------------------- bB-069
_c = {"answer_version": "v2", "diagnosis_summary": "m_000001 进入 failed maps 重调度",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "attempt_1445144423722_0020_m_000001_0 在 18:06:28,248 转为 FAILED。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "yarn_logs",
                                  "source_invocation_ids": ["yl-69"],
                                  "evidence_excerpt": "2015-10-18 18:06:28,248 INFO [AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl: attempt_1445144423722_0020_m_000001_0 TaskAttempt Transitioned from FAIL_TASK_CLEANUP to FAILED"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "新的 attempt_1445144423722_0020_m_000001_1 被加入 failed maps 列表等待重新调度。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "yarn_logs",
                                  "source_invocation_ids": ["yl-69"],
                                  "evidence_excerpt": "[Thread-50] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: Added attempt_1445144423722_0020_m_000001_1 to list of failed maps"}]},
          {"claim_id": "c3", "claim_type": "log_finding",
           "claim_text": "MININT-FNANLI5.fareast.corp.microsoft.com 上的失败计数到了 2。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "yarn_logs",
                                  "source_invocation_ids": ["yl-69"],
                                  "evidence_excerpt": "RMContainerRequestor: 2 failures on node MININT-FNANLI5.fareast.corp.microsoft.com"}]}],
      "hypotheses": [], "recommended_actions": ["把 MININT-FNANLI5 加入黑名单"], "missing_info": [],
      "user_facing_answer": "m_000001_0 已 FAILED，m_000001_1 进入 failed maps 重新调度，该节点失败 2 次。"}
case("bB-069", ["source:hadoop", "format:json_with_text", "class:excerpt_format"],
     "m_000001 失败之后 AM 做了什么？",
     J(_c) + "\n如需我继续跟踪 m_000001_1 的调度，请回复。",
     [inv("yl-69", 1, "yarn_logs",
          {"applicationId": "application_1445144423722_0020", "containerId": "container_1445144423722_0020_01_000001", "from": "2015-10-18 18:06:28,240"},
          src="hadoop", sel=[(1063, 1070)])],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "excerpt is the whole line 1064"),
      CF(_c, "c2", "direct_evidence", "excerpt is thread + logger + message of line 1069"),
      CF(_c, "c3", "direct_evidence", "line 1068; excerpt is short logger name + message")])

# ---------------------------------------------------------------- bB-070
case("bB-070", ["source:hdfs", "format:nl_sloppy", "class:quantity"],
     "12:30 前后那几个不是 64M 的块是多大？",
     "blk_-8502460962248995911 登记在 10.250.10.100:50010，size 28489733，约 27.2 MiB\n"
     "blk_-1435656632270396446 在 10.251.42.9:50010，28490269 字节，也是约 27 MiB\n"
     "另外 11:59 从 /10.250.6.4 收到的 blk_-4433556521525567493 大概 28.5 MB\n"
     "这段返回里其余带 size 的块都是 67108864 即 64 MiB\n"
     "大小这么接近，推测是同一个作业的尾块",
     [inv("call_70", 1, "query_logs",
          {"query": "size", "source": "hdfs", "start": "081110 115700", "end": "081110 123600"},
          src="hdfs", sel=[(616, 620), (666, 673)])],
     "PASS",
     [F("blk_-8502460962248995911 登记在 10.250.10.100:50010，size 28489733，约 27.2 MiB", "direct_evidence", "line 668; 28489733 B = 27.17 MiB"),
      F("blk_-1435656632270396446 在 10.251.42.9:50010，28490269 字节，也是约 27 MiB", "direct_evidence", "line 673"),
      F("另外 11:59 从 /10.250.6.4 收到的 blk_-4433556521525567493 大概 28.5 MB", "direct_evidence", "line 620 ts 115934, 28492032 B = 28.49 MB decimal"),
      F("这段返回里其余带 size 的块都是 67108864 即 64 MiB", "direct_evidence", "every other size in the returned lines is 67108864")])

# ---------------------------------------------------------------- bB-071
_c = {"answer_version": "v2", "diagnosis_summary": "MININT-FNANLI5 到 msra-sa-41 网络不通",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "attempt_1445144423722_0020_m_000002_0 报 NoRouteToHostException：No Route to Host from MININT-FNANLI5/127.0.0.1 to msra-sa-41:9000。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs",
                                  "source_invocation_ids": ["ql-71"],
                                  "evidence_excerpt": "No Route to Host from  MININT-FNANLI5/127.0.0.1 to msra-sa-41:9000 failed on socket timeout exception"}]},
          {"claim_id": "c2", "claim_type": "root_cause",
           "claim_text": "依据 runbook，NoRouteToHostException 一般是目标主机不可达（宕机、防火墙或路由缺失），而不是目标服务本身报错。",
           "support_level": "indirect",
           "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-net-noroute", "tool_name": "lookup_knowledge",
                                  "source_invocation_ids": ["lk-71"],
                                  "evidence_excerpt": "NoRouteToHostException 表示目标主机不可达"}]},
          {"claim_id": "c3", "claim_type": "recommendation",
           "claim_text": "在 MININT-FNANLI5 上 traceroute msra-sa-41。",
           "support_level": "none", "evidence_bindings": []}],
      "hypotheses": [], "recommended_actions": [], "missing_info": [],
      "user_facing_answer": "m_000002_0 连 msra-sa-41:9000 时报 NoRouteToHost，按 runbook 这说明目标主机不可达。"}
case("bB-071", ["source:hadoop", "format:json_raw", "class:runbook_only", "class:faithful"],
     "NoRouteToHostException 是 NameNode 挂了还是网络问题？",
     J(_c),
     [inv("ql-71", 1, "query_logs",
          {"query": "NoRouteToHostException", "app": "application_1445144423722_0020"},
          src="hadoop", sel=[(1020, 1023)], fmt="json"),
      inv("lk-71", 2, "lookup_knowledge", {"query": "java.net.NoRouteToHostException hadoop"},
          out=kb("java.net.NoRouteToHostException hadoop", [
              chunk("kb-net-noroute", "runbook/network-errors.md",
                    "NoRouteToHostException 表示目标主机不可达：目标宕机、防火墙丢包或路由缺失都会出现；它不代表目标服务本身报错（服务拒绝通常是 ConnectionRefused）。参见 http://wiki.apache.org/hadoop/NoRouteToHost 。")]))],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "FATAL/Diagnostics records of m_000002_0 contain the excerpt"),
      CF(_c, "c2", "indirect_support", "runbook chunk only, attributed to the runbook"),
      CF(_c, "c3", "no_evidence", "recommendation, non-critical")])

# ---------------------------------------------------------------- bB-072
_c = {"answer_version": "v2", "diagnosis_summary": "blk_-7571492020523929240 复制",
      "claims": [
          {"claim_id": "c1", "claim_type": "log_finding",
           "claim_text": "NameNode 在 081111 080934 要求 10.250.14.38:50010 把 blk_-7571492020523929240 复制到 10.251.122.38:50010。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_72a", "tool_name": "query_logs",
                                  "source_invocation_ids": ["inv_72a"],
                                  "evidence_excerpt": "ask 10.250.14.38:50010 to replicate blk_-7571492020523929240 to datanode(s) 10.251.122.38:50010"}]},
          {"claim_id": "c2", "claim_type": "log_finding",
           "claim_text": "同一段日志里 10.251.30.6:50010 在 081111 081027 被登记为 blk_1119272693889755844 的副本。",
           "support_level": "direct",
           "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv_72z", "tool_name": "query_logs",
                                  "source_invocation_ids": ["inv_72z"],
                                  "evidence_excerpt": "10.251.30.6:50010 is added to blk_1119272693889755844 size 67108864"}]}],
      "hypotheses": [], "recommended_actions": ["到 10.251.122.38 确认收到该块"], "missing_info": [],
      "user_facing_answer": "blk_-7571492020523929240 的复制命令已下发：从 10.250.14.38 复制到 10.251.122.38。"}
case("bB-072", ["source:hdfs", "format:json_raw", "class:bad_reference", "class:faithful"],
     "blk_-7571492020523929240 的复制是从哪台到哪台？",
     J(_c),
     [inv("inv_72a", 1, "query_logs",
          {"query": "blk_-7571492020523929240 OR addStoredBlock", "start": "081111 080900", "end": "081111 081100"},
          src="hdfs", sel=[(1764, 1768)])],
     "PASS",
     [CF(_c, "c1", "direct_evidence", "line 1765 verbatim part"),
      CF(_c, "c2", "indirect_support", "content is in inv_72a line 1766, but the binding names inv_72z, which does not exist")])

# === END CASES ===


def main():
    ids = [c["case_id"] for c in CASES]
    assert len(ids) == len(set(ids))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(os.path.join(HERE, "windows.jsonl"), "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", len(WINDOWS), "windows")


if __name__ == "__main__":
    main()
