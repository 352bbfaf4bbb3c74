#!/usr/bin/env python3
"""Build blind cases cD-001 .. cD-040 (standard library only).

Sources: /work/blind/sources/metricbeat9/ (elastic/beats Metricbeat sample events, Apache-2.0)
and /work/blind/sources/loghub/ (Loghub). Windows are cut by line number, verbatim.
Answers, queries and labels below are written by hand, one by one.
"""
import json
import re
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent

CASES = []
WINDOWS = []


def read_lines(rel):
    return (SRC / rel).read_text(encoding="utf-8").splitlines()


def text_window(cid, inv, rel, a, b):
    """Verbatim lines a..b (1-based, inclusive) joined by \\n; registers the window."""
    lines = read_lines(rel)
    WINDOWS.append({"case_id": cid, "invocation_id": inv, "source": rel, "lines": [a, b]})
    return "\n".join(lines[a - 1:b])


def raw_lines(rel, a, b):
    return read_lines(rel)[a - 1:b]


def doc(cid, inv, rel):
    """A whole JSON document (window = all its lines)."""
    text = (SRC / rel).read_text(encoding="utf-8")
    n = len(text.splitlines())
    WINDOWS.append({"case_id": cid, "invocation_id": inv, "source": rel, "lines": [1, n]})
    return json.loads(text)


def doc_text(cid, inv, rel):
    """A whole JSON document as the verbatim text a tool printed."""
    n = len(read_lines(rel))
    return text_window(cid, inv, rel, 1, n)


def call(cid, inv, rnd, tool, inp, output, success=True, error=None):
    return {"invocation_id": inv, "session_id": cid, "round": rnd, "tool_name": tool,
            "input": inp, "output": output, "success": success, "error": error}


def contract(obj):
    return json.dumps(obj, ensure_ascii=False)


def contract_indented(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


def add(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def F(fact, label, note, crit=True):
    return {"fact": fact, "is_critical": crit, "verification": label, "note": note}


def C(claim_id, claim_text, label, note, crit=True):
    return {"fact": claim_text, "claim_id": claim_id, "is_critical": crit,
            "verification": label, "note": note}


def X(fact, label, note):
    return {"fact": fact, "origin": "answer_extra", "is_critical": True,
            "verification": label, "note": note}


def B(inv_ids, tool, excerpt, source_id=None):
    return {"source_type": "tool_output", "source_id": source_id or (inv_ids[0] if inv_ids else ""),
            "tool_name": tool, "source_invocation_ids": inv_ids, "evidence_excerpt": excerpt}


# ---- log-line parsers (fields taken from the verbatim line; message unedited) ----
RE_SSH = re.compile(r"^(\w{3} +\d+ [\d:]+) (\S+) (\w+)\[(\d+)\]: (.*)$")
RE_ZK = re.compile(r"^(\S+ \S+) - (\w+) +\[(.*?)\] - (.*)$")
RE_HDFS = re.compile(r"^(\d{6} \d{6}) (\d+) (\w+) ([^:]+): (.*)$")
RE_HADOOP = re.compile(r"^(\S+ \S+) (\w+) \[(.*?)\] ([^:]+): (.*)$")
RE_OS = re.compile(r"^(\S+) (\S+ \S+) (\d+) (\w+) (\S+) (.*)$")


def ssh_logs(lines):
    out = []
    for ln in lines:
        m = RE_SSH.match(ln)
        out.append({"ts": m.group(1), "host": m.group(2), "service": m.group(3),
                    "pid": int(m.group(4)), "message": m.group(5)})
    return out


def zk_logs(lines):
    out = []
    for ln in lines:
        m = RE_ZK.match(ln)
        thread, _, logger = m.group(3).rpartition(":")
        out.append({"ts": m.group(1), "level": m.group(2), "thread": thread,
                    "logger": logger, "message": m.group(4)})
    return out


def hdfs_logs(lines):
    out = []
    for ln in lines:
        m = RE_HDFS.match(ln)
        out.append({"ts": m.group(1), "pid": int(m.group(2)), "level": m.group(3),
                    "component": m.group(4), "message": m.group(5)})
    return out


def hadoop_hits(lines):
    out = []
    for ln in lines:
        m = RE_HADOOP.match(ln)
        out.append({"_source": {"@timestamp": m.group(1), "log.level": m.group(2),
                                "thread": m.group(3), "logger": m.group(4),
                                "message": m.group(5)}})
    return out


def os_logs(lines):
    out = []
    for ln in lines:
        m = RE_OS.match(ln)
        out.append({"file": m.group(1), "ts": m.group(2), "pid": int(m.group(3)),
                    "level": m.group(4), "component": m.group(5), "message": m.group(6)})
    return out


MB = "metricbeat9/"

# ---------------------------------------------------------------- cD-001 system/cpu
cid = "cD-001"
o1 = {"hits": [doc(cid, "call_7c1e", MB + "system/cpu_data.json")]}
add(cid, ["source:metricbeat", "source:metricbeat_system", "format:nl_paragraph", "class:faithful", "class:quantity"],
    "这台机器最近响应慢，是不是 CPU 打满了？帮我看下 CPU 指标。",
    "这台主机在 2017-10-12T08:05:34.853Z 的采样里，整机 CPU 使用率（host.cpu.pct）是 0.0457，也就是约 4.6%。"
    "主机一共有 24 个核。归一化后的空闲占比为 95.43%。iowait 为 0，磁盘等待没有占用 CPU。"
    "内核态（system）归一化占比约 1.4%。建议把排查重点放到 CPU 以外的资源上。",
    [call(cid, "call_7c1e", 1, "metricbeat_search", {"index": "metricbeat-*", "query": "metricset.name:cpu", "size": 1}, o1)],
    "PASS",
    [F("这台主机在 2017-10-12T08:05:34.853Z 的采样里，整机 CPU 使用率（host.cpu.pct）是 0.0457，也就是约 4.6%", "direct_evidence", "host.cpu.pct 0.0457 = 4.57% at that @timestamp"),
     F("主机一共有 24 个核", "direct_evidence", "system.cpu.cores 24"),
     F("归一化后的空闲占比为 95.43%", "direct_evidence", "system.cpu.idle.norm.pct 0.9543"),
     F("iowait 为 0，磁盘等待没有占用 CPU", "direct_evidence", "system.cpu.iowait.pct 0 and norm.pct 0"),
     F("内核态（system）归一化占比约 1.4%", "direct_evidence", "system.cpu.system.norm.pct 0.0138 = 1.38%")])

# ---------------------------------------------------------------- cD-002 system/filesystem
cid = "cD-002"
o1 = doc(cid, "inv-fs-21", MB + "system/filesystem_data.json")
ans = {"answer_version": "1.0",
       "diagnosis_summary": "根分区空间使用情况",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding",
            "claim_text": "host.example.com 根分区 /（overlay）的磁盘使用率为 20.53%",
            "support_level": "direct",
            "evidence_bindings": [B(["inv-fs-21"], "get_host_metrics", "\"pct\": 0.2053")]},
           {"claim_id": "c2", "claim_type": "metric_finding",
            "claim_text": "该文件系统总容量约 62.7 GiB",
            "support_level": "direct",
            "evidence_bindings": [B(["inv-fs-21"], "get_host_metrics", "\"total\": 67371577344")]},
           {"claim_id": "c3", "claim_type": "metric_finding",
            "claim_text": "根分区已用空间约 18.5 GB",
            "support_level": "direct",
            "evidence_bindings": [B(["inv-fs-21"], "get_host_metrics", "\"bytes\": 13832937472")]},
           {"claim_id": "c4", "claim_type": "metric_finding",
            "claim_text": "可用空间 50085941248 字节，约 46.6 GiB",
            "support_level": "direct",
            "evidence_bindings": [B(["inv-fs-21"], "get_host_metrics", "\"available\": 50085941248")]}],
       "hypotheses": [], "recommended_actions": ["继续观察根分区增长趋势"], "missing_info": [],
       "user_facing_answer": "根分区 / 使用率 20.53%，总容量约 62.7 GiB，已用约 18.5 GB，可用约 46.6 GiB。建议继续观察增长趋势。"}
add(cid, ["source:metricbeat", "source:metricbeat_system", "format:json_indented", "class:value_wrong", "class:quantity"],
    "host.example.com 根分区是不是快满了？",
    contract_indented(ans),
    [call(cid, "inv-fs-21", 1, "get_host_metrics", {"host": "host.example.com", "metricset": "system.filesystem", "mount_point": "/"}, o1)],
    "REJECT",
    [C("c1", "host.example.com 根分区 /（overlay）的磁盘使用率为 20.53%", "direct_evidence", "used.pct 0.2053, mount_point /, type overlay"),
     C("c2", "该文件系统总容量约 62.7 GiB", "direct_evidence", "total 67371577344 B = 62.74 GiB"),
     C("c3", "根分区已用空间约 18.5 GB", "contradicted", "used.bytes 13832937472 = 13.8 GB (12.9 GiB), not 18.5 GB"),
     C("c4", "可用空间 50085941248 字节，约 46.6 GiB", "direct_evidence", "available 50085941248 B = 46.65 GiB")])

# ---------------------------------------------------------------- cD-003 system/load (malformed contract)
cid = "cD-003"
o1 = doc_text(cid, "call_ld_0b3", MB + "system/load_data.json")
answer = ("{'answer_version': '1.0', 'claims': ["
          "{'claim_id': 'c1', 'claim_type': 'metric_finding', 'claim_text': 'host.example.com 的 1 分钟平均负载为 2.33', "
          "'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_ld_0b3'], 'evidence_excerpt': '\"1\": 2.33'}]}, "
          "{'claim_id': 'c2', 'claim_type': 'metric_finding', 'claim_text': '15 分钟平均负载为 1.93', "
          "'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_ld_0b3'], 'evidence_excerpt': '\"15\": 1.93'}]}, "
          "{'claim_id': 'c3', 'claim_type': 'metric_finding', 'claim_text': '这台机器是 4 核', "
          "'support_level': 'direct', 'evidence_bindings': []}, "
          "{'claim_id': 'c4', 'claim_type': 'metric_finding', 'claim_text': '按核数归一化后的 1 分钟负载为 0.5825', "
          "'support_level': 'direct', 'evidence_bindings': []}], "
          "'user_facing_answer': '负载数据见上。'}")
add(cid, ["source:metricbeat", "source:metricbeat_system", "format:json_malformed", "class:value_wrong", "class:entity_swap"],
    "帮我看下 host.example.com 的 load average，1/5/15 分钟分别多少？",
    answer,
    [call(cid, "call_ld_0b3", 1, "metricbeat_search", {"metricset": "system.load", "host": "host.example.com"}, o1)],
    "REJECT",
    [F("host.example.com 的 1 分钟平均负载为 2.33", "direct_evidence", "system.load.1 = 2.33"),
     F("15 分钟平均负载为 1.93", "contradicted", "system.load.15 is 2.03; 1.93 is the 5-minute value"),
     F("这台机器是 4 核", "direct_evidence", "system.load.cores 4"),
     F("按核数归一化后的 1 分钟负载为 0.5825", "direct_evidence", "system.load.norm.1 0.5825")])

# ---------------------------------------------------------------- cD-004 system/diskio
cid = "cD-004"
o1 = {"took": 3, "hits": {"total": 1, "hits": [{"_index": "metricbeat-7.0.0-2017.10.12", "_source": doc(cid, "toolu_01DkIo4e", MB + "system/diskio_data.json")}]}}
add(cid, ["source:metricbeat", "source:metricbeat_system", "format:nl_paragraph", "class:quantity", "class:faithful"],
    "sda 磁盘读写量大不大？",
    "sda 这块盘累计读取 4242313728 字节，约 3.95 GiB。累计写入约 8.95 GiB。"
    "写操作一共 352596 次，读操作 181371 次。采样时刻 io.ops 为 0。"
    "如果要判断是否有 IO 瓶颈，下一步可以看 await 指标。",
    [call(cid, "toolu_01DkIo4e", 1, "es_query", {"index": "metricbeat-*", "q": "system.diskio.name:sda", "size": 1}, o1)],
    "PASS",
    [F("sda 这块盘累计读取 4242313728 字节，约 3.95 GiB", "direct_evidence", "read.bytes 4242313728 = 3.95 GiB"),
     F("累计写入约 8.95 GiB", "direct_evidence", "write.bytes 9611375104 = 8.95 GiB"),
     F("写操作一共 352596 次，读操作 181371 次", "direct_evidence", "write.count 352596, read.count 181371"),
     F("采样时刻 io.ops 为 0", "direct_evidence", "io.ops 0")])

# ---------------------------------------------------------------- cD-005 process_summary + load
cid = "cD-005"
o1 = doc(cid, "call-91a", MB + "system/load_data.json")
o2 = doc(cid, "call-91b", MB + "system/process_summary_data.json")
ans = {"answer_version": "1.0", "diagnosis_summary": "负载与进程数",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding",
            "claim_text": "host.example.com 当前共有 4 个进程，其中 running 2 个、sleeping 2 个",
            "support_level": "direct", "evidence_bindings": [B(["call-91b"], "get_host_metrics", "\"running\": 2")]},
           {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "zombie 进程数为 0",
            "support_level": "direct", "evidence_bindings": [B(["call-91b"], "get_host_metrics", "\"zombie\": 0")]},
           {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "1 分钟负载为 2.33，按核数归一化为 0.5825",
            "support_level": "direct", "evidence_bindings": [B(["call-91a"], "get_host_metrics", "\"1\": 2.33")]},
           {"claim_id": "c4", "claim_type": "root_cause", "claim_text": "负载升高是因为有人在这台机器上跑了压测脚本",
            "support_level": "direct", "evidence_bindings": [B(["call-91a"], "get_host_metrics", "\"5\": 1.93")]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "进程总数 4、无僵尸进程，1 分钟负载 2.33；负载升高是因为有人在这台机器上跑了压测脚本。"}
add(cid, ["source:metricbeat", "source:metricbeat_system", "format:json_raw", "class:unsupported_cause"],
    "host.example.com 负载怎么突然上来了？",
    contract(ans),
    [call(cid, "call-91a", 1, "get_host_metrics", {"host": "host.example.com", "metricset": "system.load"}, o1),
     call(cid, "call-91b", 1, "get_host_metrics", {"host": "host.example.com", "metricset": "system.process_summary"}, o2)],
    "LOW_CONFID",
    [C("c1", "host.example.com 当前共有 4 个进程，其中 running 2 个、sleeping 2 个", "direct_evidence", "summary total 4, running 2, sleeping 2"),
     C("c2", "zombie 进程数为 0", "direct_evidence", "summary zombie 0"),
     C("c3", "1 分钟负载为 2.33，按核数归一化为 0.5825", "direct_evidence", "load.1 2.33, norm.1 0.5825"),
     C("c4", "负载升高是因为有人在这台机器上跑了压测脚本", "no_evidence", "no output mentions a load test or anyone running a script")])

# ---------------------------------------------------------------- cD-006 system/network
cid = "cD-006"
o1 = doc_text(cid, "inv_net_5d2", MB + "system/network_data.json")
add(cid, ["source:metricbeat", "source:metricbeat_system", "format:nl_sloppy", "class:fabricated_id", "class:negation", "class:quantity"],
    "网络这块有没有丢包？",
    "看了下 network metricset，lo0 in/out 各 303805 packets。lo0 入向 34293500 bytes，约 32.7 MiB。"
    "lo0 收发两个方向 dropped 和 errors 都是 0，没有丢包。eth0 入向流量也是 34293500 bytes。"
    "建议下一步抓一下业务网卡的数据。",
    [call(cid, "inv_net_5d2", 1, "get_host_metrics", {"host": "host.example.com", "metricset": "system.network"}, o1)],
    "REJECT",
    [F("看了下 network metricset，lo0 in/out 各 303805 packets", "direct_evidence", "in.packets and out.packets 303805 for lo0"),
     F("lo0 入向 34293500 bytes，约 32.7 MiB", "direct_evidence", "in.bytes 34293500 = 32.70 MiB"),
     F("lo0 收发两个方向 dropped 和 errors 都是 0，没有丢包", "direct_evidence", "true denial: dropped 0 and errors 0 both directions"),
     F("eth0 入向流量也是 34293500 bytes", "contradicted", "interface eth0 appears in no output; only lo0 is reported (fabricated)")])

# ---------------------------------------------------------------- cD-007 uptime + fsstat
cid = "cD-007"
o1 = {"hits": [doc(cid, "call_up_01", MB + "system/uptime_data.json")]}
o2 = {"hits": [doc(cid, "call_fs_02", MB + "system/fsstat_data.json")]}
add(cid, ["source:metricbeat", "source:metricbeat_system", "format:nl_headings", "class:quantity", "class:faithful"],
    "这台机器多久没重启了？磁盘总体还剩多少？",
    "## 主机运行情况\nhost.example.com 已连续运行 522806000 ms，约 6 天。折算下来大约 145 小时。\n"
    "## 文件系统汇总\nfsstat 统计到 35 个文件系统。总容量约 58.4 TiB。已用约 50.8 TiB，空闲约 7.6 TiB。\n"
    "建议近期清理一下历史数据。",
    [call(cid, "call_up_01", 1, "metricbeat_search", {"metricset": "system.uptime", "host": "host.example.com"}, o1),
     call(cid, "call_fs_02", 2, "metricbeat_search", {"metricset": "system.fsstat", "host": "host.example.com"}, o2)],
    "PASS",
    [F("host.example.com 已连续运行 522806000 ms，约 6 天", "direct_evidence", "uptime.duration.ms 522806000 = 6.05 days"),
     F("折算下来大约 145 小时", "direct_evidence", "522806 s = 145.2 h"),
     F("fsstat 统计到 35 个文件系统", "direct_evidence", "fsstat.count 35"),
     F("总容量约 58.4 TiB", "direct_evidence", "total_size.total 64217933451264 B = 58.41 TiB"),
     F("已用约 50.8 TiB，空闲约 7.6 TiB", "direct_evidence", "used 55860013645824 B = 50.80 TiB, free 8357919805440 B = 7.60 TiB")])

# ---------------------------------------------------------------- cD-008 kubernetes/node (fenced, excerpt forms)
cid = "cD-008"
o1 = {"hits": [doc(cid, "toolu_01KnodeX9", MB + "kubernetes/node_data.json")]}
ans = {"answer_version": "1.0", "diagnosis_summary": "minikube 节点资源",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding",
            "claim_text": "节点 minikube 当前 CPU 使用量为 205552356 nanocores，约 206m",
            "support_level": "direct",
            "evidence_bindings": [B(["toolu_01KnodeX9"], "metricbeat_search", "kubernetes.node.name=minikube kubernetes.node.cpu.usage.nanocores=205552356")]},
           {"claim_id": "c2", "claim_type": "metric_finding",
            "claim_text": "minikube 内存使用约 1.77 GiB，约为内存容量 2097205248 字节的 90%",
            "support_level": "direct",
            "evidence_bindings": [B(["toolu_01KnodeX9"], "metricbeat_search", "{\"kubernetes\": {\"node\": {\"memory\": {\"usage\": {\"bytes\": 1896058880}}}}}")]},
           {"claim_id": "c3", "claim_type": "metric_finding",
            "claim_text": "节点网络收发错误数均为 0",
            "support_level": "direct",
            "evidence_bindings": [B(["toolu_01KnodeX9"], "metricbeat_search", "\"errors\": 0")]},
           {"claim_id": "c4", "claim_type": "metric_finding",
            "claim_text": "节点当前可调度（status.unschedulable=false）",
            "support_level": "direct",
            "evidence_bindings": [B(["toolu_01KnodeX9"], "metricbeat_search", "\"unschedulable\": false", source_id="T1")]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "minikube 节点 CPU 约 206m，内存使用约 1.77 GiB（约 90%），网络无错误，节点可调度。"}
add(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:json_fenced", "class:excerpt_format", "class:quantity"],
    "minikube 节点资源够不够？",
    "以下是结构化结论：\n```json\n" + contract_indented(ans) + "\n```",
    [call(cid, "toolu_01KnodeX9", 1, "metricbeat_search", {"metricset": "kubernetes.node", "query": "kubernetes.node.name:minikube"}, o1)],
    "PASS",
    [C("c1", "节点 minikube 当前 CPU 使用量为 205552356 nanocores，约 206m", "direct_evidence", "cpu.usage.nanocores 205552356 = 0.206 core; k=v excerpt fields of the doc"),
     C("c2", "minikube 内存使用约 1.77 GiB，约为内存容量 2097205248 字节的 90%", "direct_evidence", "usage 1896058880 B = 1.77 GiB, 90.4% of capacity 2097205248; JSON-subset excerpt"),
     C("c3", "节点网络收发错误数均为 0", "direct_evidence", "network.tx.errors 0 and rx.errors 0"),
     C("c4", "节点当前可调度（status.unschedulable=false）", "direct_evidence", "status.unschedulable false; T1 is the only call")])

# ---------------------------------------------------------------- cD-009 kubernetes/node (headings, unsupported cause)
cid = "cD-009"
o1 = doc_text(cid, "c9-node-1", MB + "kubernetes/node_data.json")
add(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:nl_headings", "class:unsupported_cause", "class:quantity"],
    "minikube 节点内存告警，帮忙分析下原因",
    "## 现象\nminikube 节点可用内存 794632192 字节，约 758 MiB。\n节点文件系统已用约 2.2 GB。\ninode 仅用了 8844 个。\n"
    "## 原因\n内存压力来自一次批量部署。\n## 建议\n可以考虑给节点扩容内存。",
    [call(cid, "c9-node-1", 1, "metricbeat_search", {"metricset": "kubernetes.node", "node": "minikube", "format": "raw"}, o1)],
    "LOW_CONFID",
    [F("minikube 节点可用内存 794632192 字节，约 758 MiB", "direct_evidence", "memory.available.bytes 794632192 = 757.8 MiB"),
     F("节点文件系统已用约 2.2 GB", "direct_evidence", "fs.used.bytes 2203054080 = 2.20 GB"),
     F("inode 仅用了 8844 个", "direct_evidence", "fs.inodes.used 8844"),
     F("内存压力来自一次批量部署", "no_evidence", "no output mentions any deployment")])

# ---------------------------------------------------------------- cD-010 state_deployment
cid = "cD-010"
o1 = doc(cid, "call_dep_3f", MB + "kubernetes/state_deployment_data.json")
ans = {"answer_version": "1.0", "diagnosis_summary": "local-path-provisioner 副本状态",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding",
            "claim_text": "Deployment local-path-provisioner（命名空间 local-path-storage）期望 1 个副本，可用 1 个，不可用 0 个",
            "support_level": "direct", "evidence_bindings": [B(["call_dep_3f"], "get_k8s_state", "\"unavailable\": 0")]},
           {"claim_id": "c2", "claim_type": "metric_finding",
            "claim_text": "该 Deployment 未暂停，available 与 progressing 条件均为 true",
            "support_level": "direct", "evidence_bindings": [B(["call_dep_3f"], "get_k8s_state", "\"progressing\": \"true\"")]},
           {"claim_id": "c3", "claim_type": "recommendation",
            "claim_text": "如果 PVC 仍然 Pending，建议查看 provisioner 容器日志",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": ["查看 provisioner 日志"], "missing_info": [],
       "user_facing_answer": "local-path-provisioner 副本 1/1 可用且未暂停。"}
add(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:json_with_text", "class:faithful"],
    "local-path-provisioner 是不是挂了？PVC 一直建不出来",
    "查询完毕，结论如下。\n" + contract(ans) + "\n如需更多信息请告诉我。",
    [call(cid, "call_dep_3f", 1, "get_k8s_state", {"kind": "deployment", "namespace": "local-path-storage", "name": "local-path-provisioner"}, o1)],
    "PASS",
    [C("c1", "Deployment local-path-provisioner（命名空间 local-path-storage）期望 1 个副本，可用 1 个，不可用 0 个", "direct_evidence", "replicas desired 1, available 1, unavailable 0"),
     C("c2", "该 Deployment 未暂停，available 与 progressing 条件均为 true", "direct_evidence", "paused false; status.available/progressing \"true\""),
     C("c3", "如果 PVC 仍然 Pending，建议查看 provisioner 容器日志", "no_evidence", "recommendation, not critical", crit=False)])

# ---------------------------------------------------------------- cD-011 state_container + event
cid = "cD-011"
o1 = doc(cid, "inv-sc-1", MB + "kubernetes/state_container_data.json")
o2 = doc_text(cid, "inv-ev-2", MB + "kubernetes/event_data.json")
add(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:nl_bold_labels", "class:count_wrong", "class:quantity"],
    "kube-system 里的 etcd 稳不稳定？有没有重启？",
    "**容器**：kube-system 下 Pod etcd-kind-control-plane 里的 etcd 容器处于 running，ready 为 true。\n"
    "**镜像**：registry.k8s.io/etcd:3.5.7-0，运行时 containerd。\n"
    "**资源请求**：CPU request 0.1 核（100m），内存 request 100 MiB。\n"
    "**重启**：etcd 容器已经重启了 3 次。\n"
    "**节点**：该 Pod 调度在节点 kind-control-plane 上。",
    [call(cid, "inv-sc-1", 1, "get_k8s_state", {"kind": "container", "namespace": "kube-system", "pod": "etcd-kind-control-plane"}, o1),
     call(cid, "inv-ev-2", 1, "get_k8s_events", {"namespace": "all", "limit": 1}, o2)],
    "REJECT",
    [F("kube-system 下 Pod etcd-kind-control-plane 里的 etcd 容器处于 running，ready 为 true", "direct_evidence", "status.phase running, ready true"),
     F("registry.k8s.io/etcd:3.5.7-0，运行时 containerd", "direct_evidence", "container.image.name and runtime"),
     F("CPU request 0.1 核（100m），内存 request 100 MiB", "direct_evidence", "cpu.request.cores 0.1; memory.request.bytes 104857600 = 100 MiB"),
     F("etcd 容器已经重启了 3 次", "contradicted", "status.restarts is 0"),
     F("该 Pod 调度在节点 kind-control-plane 上", "direct_evidence", "kubernetes.node.name kind-control-plane")])

# ---------------------------------------------------------------- cD-012 event (paraphrase, PASS)
cid = "cD-012"
o1 = doc_text(cid, "call_evt_88", MB + "kubernetes/event_data.json")
add(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:nl_paragraph", "class:paraphrase_zh", "class:faithful", "class:time_wrong"],
    "prometheus 的 pod 是谁建的？什么时候建的？",
    "default 命名空间里 ReplicaSet prometheus-2552087900 创建了 Pod prometheus-2552087900-9fxh6。"
    "这条事件的类型是 Normal，reason 为 SuccessfulCreate。它只发生过 1 次。"
    "首次发生时间是 2017-05-16 17:30:09 UTC。建议再查看该 Pod 自身的状态。",
    [call(cid, "call_evt_88", 1, "get_k8s_events", {"namespace": "default", "involved_object": "prometheus-2552087900"}, o1)],
    "PASS",
    [F("default 命名空间里 ReplicaSet prometheus-2552087900 创建了 Pod prometheus-2552087900-9fxh6", "direct_evidence", "involved_object ReplicaSet prometheus-2552087900, message Created pod: prometheus-2552087900-9fxh6, namespace default"),
     F("这条事件的类型是 Normal，reason 为 SuccessfulCreate", "direct_evidence", "type Normal, reason SuccessfulCreate"),
     F("它只发生过 1 次", "direct_evidence", "event.count 1"),
     F("首次发生时间是 2017-05-16 17:30:09 UTC", "direct_evidence", "first_occurrence 2017-05-16T17:30:09Z")])

# ---------------------------------------------------------------- cD-013 event + statefulset (roles reversed)
cid = "cD-013"
o1 = doc(cid, "d2c4e0a1-7b7e-4f0e-9d35-0c1f5a6b1e01", MB + "kubernetes/event_data.json")
o2 = doc(cid, "d2c4e0a1-7b7e-4f0e-9d35-0c1f5a6b1e02", MB + "kubernetes/state_statefulset_data.json")
ans = {"answer_version": "1.0", "diagnosis_summary": "default 命名空间事件与 StatefulSet",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "Pod prometheus-2552087900-9fxh6 创建了 ReplicaSet prometheus-2552087900",
            "support_level": "direct",
            "evidence_bindings": [B([], "get_k8s_events", "\"message\": \"Created pod: prometheus-2552087900-9fxh6\"", source_id="T1")]},
           {"claim_id": "c2", "claim_type": "metric_finding",
            "claim_text": "StatefulSet mysql 期望 5 个副本，只观测到 2 个",
            "support_level": "direct",
            "evidence_bindings": [B(["d2c4e0a1-7b7e-4f0e-9d35-0c1f5a6b1e02"], "get_k8s_state", "\"observed\": 2")]},
           {"claim_id": "c3", "claim_type": "hypothesis",
            "claim_text": "mysql 副本不足可能与 prometheus 扩容抢占资源有关",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": ["资源抢占"], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "mysql 目前只有 2/5 个副本。"}
add(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:json_compact", "class:entity_swap", "class:hedged_distractor"],
    "default 命名空间最近有什么事件？mysql 为什么副本不够？",
    contract(ans),
    [call(cid, "d2c4e0a1-7b7e-4f0e-9d35-0c1f5a6b1e01", 1, "get_k8s_events", {"namespace": "default"}, o1),
     call(cid, "d2c4e0a1-7b7e-4f0e-9d35-0c1f5a6b1e02", 2, "get_k8s_state", {"kind": "statefulset", "namespace": "default", "name": "mysql"}, o2)],
    "REJECT",
    [C("c1", "Pod prometheus-2552087900-9fxh6 创建了 ReplicaSet prometheus-2552087900", "contradicted", "roles reversed: the ReplicaSet is the involved object that created the pod (Created pod: ...)"),
     C("c2", "StatefulSet mysql 期望 5 个副本，只观测到 2 个", "direct_evidence", "replicas desired 5, observed 2"),
     C("c3", "mysql 副本不足可能与 prometheus 扩容抢占资源有关", "no_evidence", "hypothesis, not critical", crit=False)])

# ---------------------------------------------------------------- cD-014 statefulset + runbook
cid = "cD-014"
o1 = doc_text(cid, "call_ss_a", MB + "kubernetes/state_statefulset_data.json")
k1 = {"query": "statefulset observed 落后 desired", "chunks": [
    {"chunk_id": "kb-k8s-0142", "source_doc": "runbooks/k8s-statefulset.md", "retrieval_layer": "runbook",
     "relevance": "high", "deduped": False,
     "content": "StatefulSet 的 replicas.observed 长期落后于 replicas.desired，一般说明新 Pod 没能调度或启动。处理时先查看对应 Pod 的事件。"}]}
add(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:nl_bullets", "class:runbook_only", "class:unsupported_cause"],
    "mysql 这个 StatefulSet 为什么一直起不满？",
    "- StatefulSet mysql（namespace default）期望 5 个副本，目前只观测到 2 个\n"
    "- generation 期望值是 4，已观测到的是 2\n"
    "- 按运维手册的说法，observed 落后于 desired 一般说明新 Pod 没能调度或启动\n"
    "- 副本缺口是因为存储卷一直没有绑定成功\n"
    "- 建议 kubectl describe 一下 mysql 的 Pod",
    [call(cid, "call_ss_a", 1, "get_k8s_state", {"kind": "statefulset", "name": "mysql"}, o1),
     call(cid, "call_kb_b", 2, "lookup_knowledge", {"query": "statefulset observed 落后 desired"}, k1)],
    "LOW_CONFID",
    [F("StatefulSet mysql（namespace default）期望 5 个副本，目前只观测到 2 个", "direct_evidence", "replicas desired 5, observed 2, namespace default"),
     F("generation 期望值是 4，已观测到的是 2", "direct_evidence", "generation desired 4, observed 2"),
     F("按运维手册的说法，observed 落后于 desired 一般说明新 Pod 没能调度或启动", "indirect_support", "attributed to the runbook; knowledge chunk kb-k8s-0142 says so"),
     F("副本缺口是因为存储卷一直没有绑定成功", "no_evidence", "no output mentions volumes or binding")])

# ---------------------------------------------------------------- cD-015 kubernetes/system
cid = "cD-015"
o1 = {"hits": [doc(cid, "call_ksys_4", MB + "kubernetes/system_data.json")]}
add(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:nl_sloppy", "class:quantity", "class:faithful"],
    "localhost 节点上的系统容器资源占用多少？",
    "节点 localhost 上名为 kubernetes 的 system container 当前 CPU 大约 382m（nanocores=382404825）。RSS 约 152 MiB。"
    "memory usage 是 223035392 bytes，差不多 213 MiB。majorpagefaults 累计 49 次。"
    "这个 system container 从 2017-02-08T10:35:02Z 开始运行。",
    [call(cid, "call_ksys_4", 1, "metricbeat_search", {"metricset": "kubernetes.system", "node": "localhost"}, o1)],
    "PASS",
    [F("节点 localhost 上名为 kubernetes 的 system container 当前 CPU 大约 382m（nanocores=382404825）", "direct_evidence", "system.container kubernetes, cpu.usage.nanocores 382404825 = 382m"),
     F("RSS 约 152 MiB", "direct_evidence", "memory.rss.bytes 159412224 = 152.0 MiB"),
     F("memory usage 是 223035392 bytes，差不多 213 MiB", "direct_evidence", "memory.usage.bytes 223035392 = 212.7 MiB"),
     F("majorpagefaults 累计 49 次", "direct_evidence", "memory.majorpagefaults 49"),
     F("这个 system container 从 2017-02-08T10:35:02Z 开始运行", "direct_evidence", "start_time 2017-02-08T10:35:02Z")])

# ---------------------------------------------------------------- cD-016 mongodb/dbstats (bad references)
cid = "cD-016"
o1 = doc(cid, "toolu_01MdbStats7Q", MB + "mongodb/dbstats_data.json")
ans = {"answer_version": "1.0", "diagnosis_summary": "admin 库统计",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "admin 库只有 1 个 collection、1 个对象",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01MdbStats8Q"], "mongodb_dbstats", "\"collections\": 1")]},
           {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "admin 库索引大小 32768 字节，即 32 KiB",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01MdbStats7Q"], "mongodb_dbstats", "{\"storage_size\": {\"bytes\": 32768}}")]},
           {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "admin 库 storage_size 为 16384 字节（16 KiB）",
            "support_level": "direct", "evidence_bindings": []},
           {"claim_id": "c4", "claim_type": "metric_finding", "claim_text": "admin 库平均对象大小为 59 字节",
            "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T3", "tool_name": "mongodb_dbstats",
                                                               "source_invocation_ids": [], "evidence_excerpt": "\"avg_obj_size\": {\"bytes\": 59}"}]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "admin 库：1 个集合、1 个对象，索引 32 KiB，存储 16 KiB，平均对象 59 字节。"}
add(cid, ["source:metricbeat", "source:metricbeat_mongodb", "format:json_indented", "class:bad_reference"],
    "mongodb:27017 的 admin 库有多大？",
    contract_indented(ans),
    [call(cid, "toolu_01MdbStats7Q", 1, "mongodb_dbstats", {"host": "mongodb:27017", "db": "admin"}, o1)],
    "LOW_CONFID",
    [C("c1", "admin 库只有 1 个 collection、1 个对象", "indirect_support", "content matches (collections 1, objects 1) but binding names a non-existent invocation toolu_01MdbStats8Q"),
     C("c2", "admin 库索引大小 32768 字节，即 32 KiB", "indirect_support", "index_size 32768 is right, but the excerpt (storage_size 32768) is not in the output (storage_size is 16384)"),
     C("c3", "admin 库 storage_size 为 16384 字节（16 KiB）", "indirect_support", "content right but no evidence binding"),
     C("c4", "admin 库平均对象大小为 59 字节", "indirect_support", "content right but binds trace ref T3, which does not exist (one call only)")])

# ---------------------------------------------------------------- cD-017 kafka/partition (ISR status wrong)
cid = "cD-017"
o1 = doc(cid, "call_kp_71", MB + "kafka/partition_data.json")
add(cid, ["source:metricbeat", "source:metricbeat_kafka", "format:nl_paragraph", "class:status_wrong"],
    "foo-1532945633-185372965 这个 topic 的分区状态正常吗？",
    "topic foo-1532945633-185372965 的分区 0 的 leader 是 broker 0，地址 172.18.0.2:9092。"
    "这个副本已经掉出了 ISR。分区的 newest 和 oldest offset 都是 0。建议先检查 broker 0 的磁盘。",
    [call(cid, "call_kp_71", 1, "kafka_partition_stats", {"topic": "foo-1532945633-185372965", "broker": "kafka:9092"}, o1)],
    "REJECT",
    [F("topic foo-1532945633-185372965 的分区 0 的 leader 是 broker 0，地址 172.18.0.2:9092", "direct_evidence", "partition.id 0, leader 0, is_leader true, broker address 172.18.0.2:9092"),
     F("这个副本已经掉出了 ISR", "contradicted", "partition.insync_replica is true"),
     F("分区的 newest 和 oldest offset 都是 0", "direct_evidence", "offset.newest 0, offset.oldest 0")])

# ---------------------------------------------------------------- cD-018 traefik/health
cid = "cD-018"
o1 = doc_text(cid, "inv_tfk_0918", MB + "traefik/health_data.json")
ans = {"answer_version": "1.0", "diagnosis_summary": "traefik 健康状况",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "traefik 平均响应时间为 15 µs，即 0.015 ms",
            "support_level": "direct", "evidence_bindings": [B(["inv_tfk_0918"], "metricbeat_search", "\"us\": 15")]},
           {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "共 18 个响应，其中 200 有 17 个，404 有 1 个",
            "support_level": "direct", "evidence_bindings": [B(["inv_tfk_0918"], "metricbeat_search", "\"404\": 1")]},
           {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "traefik 已运行 64283 秒，约 17.9 小时",
            "support_level": "direct", "evidence_bindings": [B(["inv_tfk_0918"], "metricbeat_search", "\"sec\": 64283")]},
           {"claim_id": "c5", "claim_type": "metric_finding", "claim_text": "该 traefik 实例的服务地址为 127.0.0.1:55555",
            "support_level": "direct", "evidence_bindings": [B(["inv_tfk_0919"], "metricbeat_search", "\"address\": \"127.0.0.1:55555\"")]},
           {"claim_id": "c4", "claim_type": "next_step", "claim_text": "可以查一下那 1 个 404 请求的访问日志",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "traefik 平均响应 15 µs，18 个响应里只有 1 个 404，已运行约 17.9 小时。"}
add(cid, ["source:metricbeat", "source:metricbeat_traefik", "format:json_with_text", "class:quantity", "class:faithful", "class:bad_reference"],
    "traefik 网关响应慢不慢？有没有错误码？",
    "traefik 的健康数据我整理成了结构化结果：" + contract(ans),
    [call(cid, "inv_tfk_0918", 1, "metricbeat_search", {"metricset": "traefik.health", "service.address": "127.0.0.1:55555"}, o1)],
    "PASS",
    [C("c1", "traefik 平均响应时间为 15 µs，即 0.015 ms", "direct_evidence", "response.avg_time.us 15"),
     C("c2", "共 18 个响应，其中 200 有 17 个，404 有 1 个", "direct_evidence", "response.count 18, status_codes 200:17, 404:1"),
     C("c3", "traefik 已运行 64283 秒，约 17.9 小时", "direct_evidence", "uptime.sec 64283 = 17.86 h"),
     C("c5", "该 traefik 实例的服务地址为 127.0.0.1:55555", "indirect_support", "content right (service.address) but bound to non-existent invocation inv_tfk_0919"),
     C("c4", "可以查一下那 1 个 404 请求的访问日志", "no_evidence", "next step, not critical", crit=False)])

# ---------------------------------------------------------------- cD-019 golang/heap (ns -> ms wrong)
cid = "cD-019"
o1 = {"hits": [doc(cid, "call_gh_2", MB + "golang/heap_data.json")]}
add(cid, ["source:metricbeat", "source:metricbeat_golang", "format:nl_bullets", "class:value_wrong", "class:quantity", "class:hedged_distractor"],
    "gopa 服务 GC 压力大吗？",
    "- gopa（./bin/gopa --pprof）进程到目前一共做了 7 次 GC\n"
    "- GC 累计暂停 527378 ns，折合约 5.3 ms\n"
    "- 下一次 GC 的触发阈值约 33.7 MB\n"
    "- 活跃堆（allocations.active）约 19.7 MiB\n"
    "- 可能是对象分配过快导致 GC 频繁",
    [call(cid, "call_gh_2", 1, "metricbeat_search", {"metricset": "golang.heap", "host": "localhost:6060"}, o1)],
    "REJECT",
    [F("gopa（./bin/gopa --pprof）进程到目前一共做了 7 次 GC", "direct_evidence", "cmdline ./bin/gopa --pprof, gc.total_count 7"),
     F("GC 累计暂停 527378 ns，折合约 5.3 ms", "contradicted", "527378 ns = 0.53 ms, not 5.3 ms"),
     F("下一次 GC 的触发阈值约 33.7 MB", "direct_evidence", "gc.next_gc_limit 33694576 B = 33.7 MB"),
     F("活跃堆（allocations.active）约 19.7 MiB", "direct_evidence", "allocations.active 20619264 B = 19.66 MiB")])

# ---------------------------------------------------------------- cD-020 couchdb/server (true denial)
cid = "cD-020"
o1 = doc(cid, "call_cdb_60", MB + "couchdb/server_data.json")
add(cid, ["source:metricbeat", "source:metricbeat_couchdb", "format:nl_headings", "class:negation", "class:faithful"],
    "CouchDB 有没有报错的请求？",
    "## CouchDB 概况\n127.0.0.1:5984 上的 CouchDB 一共处理了 159 个 HTTP 请求，全部是 GET。\n"
    "返回码全部是 200，没有任何 4xx 或 5xx。\ndatabase_reads 和 database_writes 都是 0。\n"
    "couchdb.request_time 指标为 96。\n## 下一步\n建议在业务高峰期再采一次样。",
    [call(cid, "call_cdb_60", 1, "get_service_metrics", {"service": "couchdb", "address": "127.0.0.1:5984"}, o1)],
    "PASS",
    [F("127.0.0.1:5984 上的 CouchDB 一共处理了 159 个 HTTP 请求，全部是 GET", "direct_evidence", "httpd.requests 159, methods GET 159, others 0"),
     F("返回码全部是 200，没有任何 4xx 或 5xx", "direct_evidence", "true denial: status 200 = 159, all 4xx/5xx counters 0"),
     F("database_reads 和 database_writes 都是 0", "direct_evidence", "couchdb.database_reads 0, database_writes 0"),
     F("couchdb.request_time 指标为 96", "direct_evidence", "couchdb.request_time 96")])

# ---------------------------------------------------------------- cD-021 elasticsearch/index (status wrong)
cid = "cD-021"
o1 = {"hits": [doc(cid, "toolu_01EsIdx2b", MB + "elasticsearch/index_data.json")]}
ans = {"answer_version": "1.0", "diagnosis_summary": ".kibana_1 索引状态",
       "claims": [
           {"claim_id": "c1", "claim_type": "alert_state", "claim_text": "索引 .kibana_1 当前健康状态为 yellow",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01EsIdx2b"], "metricbeat_search", "\"name\": \".kibana_1\"")]},
           {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "该索引共 9 个文档，主分片存储 10908899 字节，约 10.4 MiB",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01EsIdx2b"], "metricbeat_search", "\"size_in_bytes\": 10908899")]},
           {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "共执行 257 次查询，累计查询耗时 436 ms，平均每次约 1.7 ms",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01EsIdx2b"], "metricbeat_search", "\"query_time_in_millis\": 436")]},
           {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议为 .kibana_1 增加副本分片",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": ".kibana_1 为 yellow，9 个文档约 10.4 MiB，查询平均约 1.7 ms。"}
add(cid, ["source:metricbeat", "source:metricbeat_elasticsearch", "format:json_with_text", "class:status_wrong", "class:quantity"],
    "Kibana 打开很慢，.kibana_1 索引是不是有问题？",
    "分析完成：\n" + contract(ans) + "\n以上。",
    [call(cid, "toolu_01EsIdx2b", 1, "metricbeat_search", {"metricset": "elasticsearch.index", "index_name": ".kibana_1"}, o1)],
    "REJECT",
    [C("c1", "索引 .kibana_1 当前健康状态为 yellow", "contradicted", "index.status is green"),
     C("c2", "该索引共 9 个文档，主分片存储 10908899 字节，约 10.4 MiB", "direct_evidence", "primaries docs.count 9, store.size_in_bytes 10908899 = 10.40 MiB"),
     C("c3", "共执行 257 次查询，累计查询耗时 436 ms，平均每次约 1.7 ms", "direct_evidence", "search.query_total 257, query_time_in_millis 436; 436/257 = 1.70 ms"),
     C("c4", "建议为 .kibana_1 增加副本分片", "no_evidence", "recommendation, not critical", crit=False)])

# ---------------------------------------------------------------- cD-022 es index + failed call + deduped chunk
cid = "cD-022"
o2 = doc_text(cid, "call_es_b2", MB + "elasticsearch/index_data.json")
k3 = {"query": ".kibana_1 refresh 慢 历史故障", "chunks": [
    {"chunk_id": "inc-2291", "source_doc": "postmortems/2023-kibana-timeout.md", "retrieval_layer": "past_incident",
     "relevance": "medium", "deduped": True,
     "content": "上次故障时 .kibana_1 索引 refresh 过慢，导致 Kibana 页面超时。"}]}
add(cid, ["source:metricbeat", "source:metricbeat_elasticsearch", "format:nl_paragraph", "class:gap", "class:quantity"],
    "docker-cluster 集群里 Kibana 索引的性能怎么样？节点堆内存呢？",
    "docker-cluster 集群里索引 .kibana_1 的 refresh 累计耗时 64 ms。segments 占用内存 14280 字节，约 14 KB。"
    "fielddata 内存占用为 0。节点 JVM 堆使用率已经到了 87%。上次故障时 .kibana_1 也是因为 refresh 过慢导致 Kibana 超时。"
    "建议稍后重试节点统计接口。",
    [call(cid, "call_es_a1", 1, "es_node_stats", {"cluster": "docker-cluster", "path": "/_nodes/_local/stats/jvm"}, None,
          success=False, error="HTTP 503 Service Unavailable: master_not_discovered_exception"),
     call(cid, "call_es_b2", 1, "metricbeat_search", {"metricset": "elasticsearch.index", "cluster": "docker-cluster"}, o2),
     call(cid, "call_kb_c3", 2, "lookup_knowledge", {"query": ".kibana_1 refresh 慢 历史故障"}, k3)],
    "LOW_CONFID",
    [F("docker-cluster 集群里索引 .kibana_1 的 refresh 累计耗时 64 ms", "direct_evidence", "cluster.name docker-cluster, refresh.total_time_in_millis 64"),
     F("segments 占用内存 14280 字节，约 14 KB", "direct_evidence", "segments.memory_in_bytes 14280"),
     F("fielddata 内存占用为 0", "direct_evidence", "fielddata.memory_size_in_bytes 0"),
     F("节点 JVM 堆使用率已经到了 87%", "no_evidence", "the node-stats call failed (503); no output has a heap value"),
     F("上次故障时 .kibana_1 也是因为 refresh 过慢导致 Kibana 超时", "no_evidence", "only in a deduped knowledge chunk")])

# ---------------------------------------------------------------- cD-023 uwsgi/status (count wrong)
cid = "cD-023"
o1 = doc(cid, "inv-uw-3", MB + "uwsgi/status_data.json")
add(cid, ["source:metricbeat", "source:metricbeat_uwsgi", "format:nl_sloppy", "class:count_wrong"],
    "uwsgi worker 是不是一直在崩溃重启？",
    "uwsgi stats: total requests 102，exceptions 1。worker 1（pid 7）当前 status=idle。"
    "这个 worker 被 respawn 过 3 次。avg_rt 为 91。read_errors / write_errors 都是 0。",
    [call(cid, "inv-uw-3", 1, "uwsgi_stats", {"endpoint": "tcp://127.0.0.1:9191"}, o1)],
    "REJECT",
    [F("uwsgi stats: total requests 102，exceptions 1", "direct_evidence", "total.requests 102, total.exceptions 1"),
     F("worker 1（pid 7）当前 status=idle", "direct_evidence", "worker id 1, pid 7, status idle"),
     F("这个 worker 被 respawn 过 3 次", "contradicted", "worker.respawn_count is 1"),
     F("avg_rt 为 91", "direct_evidence", "worker.avg_rt 91"),
     F("read_errors / write_errors 都是 0", "direct_evidence", "read_errors 0 and write_errors 0 (total and core)")])

# ---------------------------------------------------------------- cD-024 windows/service
cid = "cD-024"
o1 = doc(cid, "call_win_svc", MB + "windows/service_data.json")
ans = {"answer_version": "1.0", "diagnosis_summary": "AJRouter 服务状态",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "AJRouter 服务当前状态为 Stopped",
            "support_level": "direct", "evidence_bindings": [B(["call_win_svc"], "get_windows_services", "\"state\": \"Stopped\"")]},
           {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "退出码为 ERROR_SERVICE_NEVER_STARTED，即该服务从未启动过",
            "support_level": "direct", "evidence_bindings": [B(["call_win_svc"], "get_windows_services", "\"exit_code\": \"ERROR_SERVICE_NEVER_STARTED\"")]},
           {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "启动类型为 Manual (Triggered)",
            "support_level": "direct", "evidence_bindings": [B(["call_win_svc"], "get_windows_services", "\"start_type\": \"Manual (Triggered)\"")]},
           {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "若业务依赖 AllJoyn，可手动启动一次观察",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "AJRouter（Servicio de enrutador de AllJoyn）已停止且从未启动过，启动类型为 Manual (Triggered)。"}
add(cid, ["source:metricbeat", "source:metricbeat_windows", "format:json_raw", "class:paraphrase_zh", "class:faithful"],
    "AJRouter 这个服务是不是崩了？",
    contract(ans),
    [call(cid, "call_win_svc", 1, "get_windows_services", {"name": "AJRouter"}, o1)],
    "PASS",
    [C("c1", "AJRouter 服务当前状态为 Stopped", "direct_evidence", "state Stopped"),
     C("c2", "退出码为 ERROR_SERVICE_NEVER_STARTED，即该服务从未启动过", "direct_evidence", "exit_code ERROR_SERVICE_NEVER_STARTED; paraphrase of the code"),
     C("c3", "启动类型为 Manual (Triggered)", "direct_evidence", "start_type Manual (Triggered)"),
     C("c4", "若业务依赖 AllJoyn，可手动启动一次观察", "no_evidence", "recommendation, not critical", crit=False)])

# ---------------------------------------------------------------- cD-025 aerospike/namespace
cid = "cD-025"
o1 = doc_text(cid, "toolu_01AsNs", MB + "aerospike/namespace_data.json")
ans = {"answer_version": "1.0", "diagnosis_summary": "aerospike namespace test",
       "claims": [
           {"claim_id": "c1", "claim_type": "metric_finding",
            "claim_text": "namespace test（节点 BB902001AAC4202，172.26.0.2:3000）未触发 stop_writes，hwm 也没有越线",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01AsNs"], "metricbeat_search", "\"stop_writes\": false")]},
           {"claim_id": "c2", "claim_type": "metric_finding",
            "claim_text": "设备总容量 4294967296 字节即 4 GiB，已用 0 字节",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01AsNs"], "metricbeat_search", "\"bytes\": 4294967296")]},
           {"claim_id": "c3", "claim_type": "metric_finding",
            "claim_text": "客户端读、写、删的 error 和 timeout 全部为 0",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01AsNs"], "metricbeat_search", "\"timeout\": 0")]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "namespace test 未触发 stop_writes，4 GiB 设备尚未使用，客户端无错误与超时。内存空闲比例为 100%。"}
add(cid, ["source:metricbeat", "source:metricbeat_aerospike", "format:json_indented", "class:negation", "class:quantity", "class:faithful"],
    "aerospike 的 test namespace 写不进去，是不是满了？",
    contract_indented(ans),
    [call(cid, "toolu_01AsNs", 1, "metricbeat_search", {"metricset": "aerospike.namespace", "namespace": "test"}, o1)],
    "PASS",
    [C("c1", "namespace test（节点 BB902001AAC4202，172.26.0.2:3000）未触发 stop_writes，hwm 也没有越线", "direct_evidence", "stop_writes false, hwm_breached false, node name/host match"),
     C("c2", "设备总容量 4294967296 字节即 4 GiB，已用 0 字节", "direct_evidence", "device.total.bytes 4294967296 = 4 GiB, used.bytes 0"),
     C("c3", "客户端读、写、删的 error 和 timeout 全部为 0", "direct_evidence", "true denial: all client error/timeout counters 0"),
     X("内存空闲比例为 100%", "direct_evidence", "memory.free.pct 100")])

# ---------------------------------------------------------------- cD-026 ceph + runbook
cid = "cD-026"
o1 = doc(cid, "call_ceph_h", MB + "ceph/cluster_health_data.json")
k2 = {"query": "ceph HEALTH_OK 慢请求", "chunks": [
    {"chunk_id": "rb-ceph-017", "source_doc": "runbooks/ceph-osd.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
     "content": "HEALTH_OK 期间出现的 OSD 慢请求，通常是单块盘性能下降引起的，可用 ceph osd perf 定位延迟最高的 OSD。"}]}
add(cid, ["source:metricbeat", "source:metricbeat_ceph", "format:nl_bold_labels", "class:runbook_only", "class:unsupported_cause"],
    "ceph 集群健康吗？业务反馈偶尔写入慢",
    "**集群状态**：ceph 的 overall_status 是 HEALTH_OK。\n"
    "**时间同步**：timechecks 处于第 3 个 epoch，round 状态为 finished。\n"
    "**经验**：按照运维手册，HEALTH_OK 期间出现的 OSD 慢请求通常是单块盘性能下降引起的。\n"
    "**处理记录**：上周已经换过一块坏盘。\n"
    "如需进一步确认，可以看一下 ceph osd perf。",
    [call(cid, "call_ceph_h", 1, "metricbeat_search", {"metricset": "ceph.cluster_health"}, o1),
     call(cid, "call_kb_ceph", 2, "lookup_knowledge", {"query": "ceph HEALTH_OK 慢请求"}, k2)],
    "LOW_CONFID",
    [F("ceph 的 overall_status 是 HEALTH_OK", "direct_evidence", "cluster_health.overall_status HEALTH_OK"),
     F("timechecks 处于第 3 个 epoch，round 状态为 finished", "direct_evidence", "timechecks.epoch 3, round.status finished"),
     F("按照运维手册，HEALTH_OK 期间出现的 OSD 慢请求通常是单块盘性能下降引起的", "indirect_support", "runbook chunk rb-ceph-017 only"),
     F("上周已经换过一块坏盘", "no_evidence", "no output records any disk replacement")])

# ---------------------------------------------------------------- cD-027 cpu + node (hedged distractors)
cid = "cD-027"
o1 = doc(cid, "call_c27_cpu", MB + "system/cpu_data.json")
o2 = doc(cid, "call_c27_node", MB + "kubernetes/node_data.json")
add(cid, ["source:metricbeat", "source:metricbeat_system", "source:metricbeat_kubernetes", "format:nl_bullets", "class:hedged_distractor", "class:faithful"],
    "宿主机和 minikube 节点 CPU 情况？",
    "- 宿主机整机 CPU 归一化使用率是 4.57%\n"
    "- user 态归一化占比 2.95%\n"
    "- softirq 归一化占比只有 0.07%\n"
    "- minikube 节点 CPU 可分配 2 核\n"
    "- 可能是 steal 偏高导致虚拟机卡顿\n"
    "- 不排除 minikube 节点内存已经耗尽",
    [call(cid, "call_c27_cpu", 1, "get_host_metrics", {"metricset": "system.cpu"}, o1),
     call(cid, "call_c27_node", 1, "get_node_metrics", {"node": "minikube"}, o2)],
    "PASS",
    [F("宿主机整机 CPU 归一化使用率是 4.57%", "direct_evidence", "system.cpu.total.norm.pct 0.0457"),
     F("user 态归一化占比 2.95%", "direct_evidence", "user.norm.pct 0.0295"),
     F("softirq 归一化占比只有 0.07%", "direct_evidence", "softirq.norm.pct 0.0007"),
     F("minikube 节点 CPU 可分配 2 核", "direct_evidence", "cpu.allocatable.cores 2")])

# ---------------------------------------------------------------- cD-028 mongodb + couchdb in one output (entity swap)
cid = "cD-028"
WINDOWS.append({"case_id": cid, "invocation_id": "call_multi_28", "source": MB + "mongodb/dbstats_data.json", "lines": [1, 36]})
WINDOWS.append({"case_id": cid, "invocation_id": "call_multi_28", "source": MB + "couchdb/server_data.json", "lines": [1, 62]})
o1 = {"hits": [json.loads((SRC / (MB + "mongodb/dbstats_data.json")).read_text(encoding="utf-8")),
               json.loads((SRC / (MB + "couchdb/server_data.json")).read_text(encoding="utf-8"))]}
add(cid, ["source:metricbeat", "source:metricbeat_mongodb", "source:metricbeat_couchdb", "format:nl_paragraph", "class:entity_swap", "class:misattribution"],
    "对比一下 MongoDB 和 CouchDB 两个库的情况",
    "MongoDB（mongodb:27017）admin 库的平均对象大小是 59 字节。CouchDB（127.0.0.1:5984）一共收到 159 个请求。"
    "CouchDB 的 admin 库建了 2 个索引。建议对比一下两边的存储配置。",
    [call(cid, "call_multi_28", 1, "metricbeat_search", {"query": "metricset.module:(mongodb OR couchdb)", "size": 2}, o1)],
    "REJECT",
    [F("MongoDB（mongodb:27017）admin 库的平均对象大小是 59 字节", "direct_evidence", "mongodb dbstats db admin, avg_obj_size.bytes 59"),
     F("CouchDB（127.0.0.1:5984）一共收到 159 个请求", "direct_evidence", "couchdb httpd.requests 159 at 127.0.0.1:5984"),
     F("CouchDB 的 admin 库建了 2 个索引", "contradicted", "indexes 2 / db admin belong to the MongoDB record; CouchDB's own record has no such data")])

# ================================================================ Loghub
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
HAD = "loghub/Hadoop/Hadoop_2k.log"
APA = "loghub/Apache/Apache_2k.log"
HDFS = "loghub/HDFS/HDFS_2k.log"
BGL = "loghub/BGL/BGL_2k.log"
OST = "loghub/OpenStack/OpenStack_2k.log"
SPK = "loghub/Spark/Spark_2k.log"
LNX = "loghub/Linux/Linux_2k.log"

# ---------------------------------------------------------------- cD-029 OpenSSH brute force (PASS)
cid = "cD-029"
o1 = text_window(cid, "call_ssh_29", SSH, 1340, 1361)
ans = {"answer_version": "1.0", "diagnosis_summary": "root 密码爆破",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "10:57:54 到 10:58:07 之间，183.62.140.253 对 root 的密码登录失败 7 次",
            "support_level": "direct", "evidence_bindings": [B(["call_ssh_29"], "search_syslog", "Failed password for root from 183.62.140.253")]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "每次失败后连接都以 11: Bye Bye [preauth] 断开",
            "support_level": "direct", "evidence_bindings": [B(["call_ssh_29"], "search_syslog", "Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]")]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "sshd[25098] 那次失败的源端口为 46485",
            "support_level": "direct", "evidence_bindings": [B(["call_ssh_29"], "search_syslog", "Dec 10 10:58:07 LabSZ sshd[25098]: Failed password for root from 183.62.140.253 port 46485 ssh2")]},
           {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议在防火墙上封禁 183.62.140.253",
            "support_level": "none", "evidence_bindings": []}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "183.62.140.253 对 root 的密码爆破共失败 7 次。首末两次失败相隔约 13 秒。"}
add(cid, ["source:openssh", "format:json_indented", "class:quantity", "class:faithful", "class:excerpt_format", "class:time_wrong"],
    "LabSZ 上 sshd 登录失败很多，是谁在试？",
    contract_indented(ans),
    [call(cid, "call_ssh_29", 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 10:57:51", "to": "Dec 10 10:58:07"}, o1)],
    "PASS",
    [C("c1", "10:57:54 到 10:58:07 之间，183.62.140.253 对 root 的密码登录失败 7 次", "direct_evidence", "7 Failed password lines from 183.62.140.253, 10:57:54 .. 10:58:07"),
     C("c2", "每次失败后连接都以 11: Bye Bye [preauth] 断开", "direct_evidence", "each Failed password line followed by Received disconnect ... 11: Bye Bye [preauth]"),
     C("c3", "sshd[25098] 那次失败的源端口为 46485", "direct_evidence", "whole-line excerpt; port 46485"),
     C("c4", "建议在防火墙上封禁 183.62.140.253", "no_evidence", "recommendation, not critical", crit=False),
     X("首末两次失败相隔约 13 秒", "direct_evidence", "10:57:54 -> 10:58:07 = 13 s")])

# ---------------------------------------------------------------- cD-030 OpenSSH paraphrase opposite
cid = "cD-030"
lines = raw_lines(SSH, 1620, 1640)
WINDOWS.append({"case_id": cid, "invocation_id": "qlog-30a", "source": SSH, "lines": [1620, 1640]})
o1 = {"total": len(lines), "logs": ssh_logs(lines)}
add(cid, ["source:openssh", "format:nl_bullets", "class:paraphrase_zh", "class:status_wrong", "class:count_wrong"],
    "11 点前后 LabSZ 有人登录成功吗？",
    "- 88.147.143.242 在 11:00:59 预认证阶段关闭了连接\n"
    "- 183.62.140.253 从 11:01:01 到 11:01:13 持续用 root 账号尝试密码登录\n"
    "- sshd[25300] 这次 root 密码校验成功了，源端口 52850\n"
    "- 这段时间共出现 7 次 Failed password",
    [call(cid, "qlog-30a", 1, "query_logs", {"service": "sshd", "host": "LabSZ", "start": "Dec 10 11:00:59", "end": "Dec 10 11:01:13"}, o1)],
    "REJECT",
    [F("88.147.143.242 在 11:00:59 预认证阶段关闭了连接", "direct_evidence", "11:00:59 Connection closed by 88.147.143.242 [preauth]"),
     F("183.62.140.253 从 11:01:01 到 11:01:13 持续用 root 账号尝试密码登录", "direct_evidence", "Failed password for root from 183.62.140.253 lines 11:01:01 .. 11:01:13"),
     F("sshd[25300] 这次 root 密码校验成功了，源端口 52850", "contradicted", "sshd[25300] logs Failed password for root ... port 52850; opposite predicate"),
     F("这段时间共出现 7 次 Failed password", "direct_evidence", "7 Failed password records in the output")])

# ---------------------------------------------------------------- cD-031 Zookeeper misattribution
cid = "cD-031"
lines = raw_lines(ZK, 1096, 1115)
WINDOWS.append({"case_id": cid, "invocation_id": "toolu_01ZkQc31", "source": ZK, "lines": [1096, 1115]})
o1 = {"total": len(lines), "logs": zk_logs(lines)}
ans = {"answer_version": "1.0", "diagnosis_summary": "QuorumCnxManager 与 188978561024 的连接反复断开",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "RecvWorker:188978561024 线程在 19:32:41 多次报 Interrupted while waiting for message on queue",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01ZkQc31"], "query_logs", "Interrupted while waiting for message on queue")]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "19:32:31 至 19:33:07 之间与 id 188978561024 的连接断开了 5 次（my id = 2）",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01ZkQc31"], "query_logs", "Connection broken for id 188978561024, my id = 2, error =")]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "Listener /10.10.34.12:3888 在 19:32:51 收到来自 /10.10.34.13:44989 的连接请求",
            "support_level": "direct", "evidence_bindings": [B(["toolu_01ZkQc31"], "query_logs", "Received connection request /10.10.34.13:44989")]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "与 188978561024 的连接在 19:32 前后反复断开。"}
add(cid, ["source:zookeeper", "format:json_fenced", "class:misattribution"],
    "zk 节点 2 的 QuorumCnxManager 一直刷 WARN，怎么回事？",
    "```json\n" + contract_indented(ans) + "\n```",
    [call(cid, "toolu_01ZkQc31", 1, "query_logs", {"service": "zookeeper", "logger": "QuorumCnxManager", "start": "2015-07-29 19:32:31", "end": "2015-07-29 19:33:08"}, o1)],
    "REJECT",
    [C("c1", "RecvWorker:188978561024 线程在 19:32:41 多次报 Interrupted while waiting for message on queue", "contradicted", "that message is logged only by SendWorker:188978561024; RecvWorker has its own different lines (misattribution)"),
     C("c2", "19:32:31 至 19:33:07 之间与 id 188978561024 的连接断开了 5 次（my id = 2）", "direct_evidence", "5 Connection broken records (19:32:31, :40, :50, 19:33:01, :07)"),
     C("c3", "Listener /10.10.34.12:3888 在 19:32:51 收到来自 /10.10.34.13:44989 的连接请求", "direct_evidence", "19:32:51,174 INFO [/10.10.34.12:3888:...Listener@493] Received connection request /10.10.34.13:44989")])

# ---------------------------------------------------------------- cD-032 Zookeeper no-hit + denial
cid = "cD-032"
o2 = text_window(cid, "call_zk_32b", ZK, 1560, 1575)
add(cid, ["source:zookeeper", "format:nl_paragraph", "class:gap", "class:negation"],
    "zk 节点 3 在 19:25 左右是不是发生了重新选主？",
    "Connection broken for id 188978561024（my id = 3）在 19:24:49 到 19:25:09 之间出现了 3 次。"
    "Listener 10.10.34.13:3888 先后收到了来自 10.10.34.12 的 47623 和 47635 端口的连接请求。"
    "SendWorker 在 19:25:13 再次退出了线程。这段时间集群没有发生 leader 选举。",
    [call(cid, "call_zk_32a", 1, "query_logs", {"service": "zookeeper", "query": "LOOKING OR LEADING OR FOLLOWING", "start": "2015-07-29 19:24:40", "end": "2015-07-29 19:25:20"}, {"total": 0, "logs": []}),
     call(cid, "call_zk_32b", 1, "query_logs", {"service": "zookeeper", "logger": "QuorumCnxManager", "start": "2015-07-29 19:24:46", "end": "2015-07-29 19:25:17", "format": "raw"}, o2)],
    "LOW_CONFID",
    [F("Connection broken for id 188978561024（my id = 3）在 19:24:49 到 19:25:09 之间出现了 3 次", "direct_evidence", "19:24:49,810, 19:25:06,519, 19:25:09,678"),
     F("Listener 10.10.34.13:3888 先后收到了来自 10.10.34.12 的 47623 和 47635 端口的连接请求", "direct_evidence", "Received connection request /10.10.34.12:47623 then /10.10.34.12:47635"),
     F("SendWorker 在 19:25:13 再次退出了线程", "direct_evidence", "19:25:13,080 Send worker leaving thread"),
     F("这段时间集群没有发生 leader 选举", "no_evidence", "the election query returned no hit; a no-hit does not prove absence")])

# ---------------------------------------------------------------- cD-033 Hadoop retries (count wrong)
cid = "cD-033"
o1 = text_window(cid, "call_mr_33", HAD, 1095, 1112)
add(cid, ["source:hadoop", "format:nl_bullets", "class:count_wrong", "class:paraphrase_zh", "class:time_wrong"],
    "MR 作业卡住不动了，AM 日志里有什么？",
    "- LeaseRenewer 给 DFSClient_NONMAPREDUCE_1537864556_1 续租一直失败，失败时长从 98 秒涨到 102 秒\n"
    "- RMContainerAllocator 共报了 3 次 ERROR IN CONTACTING RM\n"
    "- 连接 msra-sa-41:8030 的重试已经做了 10 次\n"
    "- ipc.Client 多次检测到 msra-sa-41 的地址变化，旧地址为 10.190.173.170\n"
    "- ERROR IN CONTACTING RM 第一次出现在 LeaseRenewer 第一次续租失败之前",
    [call(cid, "call_mr_33", 1, "query_logs", {"app": "application_1445144423722_0020", "start": "2015-10-18 18:06:36", "end": "2015-10-18 18:06:41", "format": "text"}, o1)],
    "REJECT",
    [F("LeaseRenewer 给 DFSClient_NONMAPREDUCE_1537864556_1 续租一直失败，失败时长从 98 秒涨到 102 秒", "direct_evidence", "Failed to renew lease ... for 98 .. 102 seconds"),
     F("RMContainerAllocator 共报了 3 次 ERROR IN CONTACTING RM", "direct_evidence", "3 ERROR lines at 18:06:36, :38, :40"),
     F("连接 msra-sa-41:8030 的重试已经做了 10 次", "contradicted", "each line says Already tried 0 time(s); 10 is only maxRetries"),
     F("ipc.Client 多次检测到 msra-sa-41 的地址变化，旧地址为 10.190.173.170", "direct_evidence", "Address change detected. Old: msra-sa-41/10.190.173.170:..."),
     F("ERROR IN CONTACTING RM 第一次出现在 LeaseRenewer 第一次续租失败之前", "contradicted", "order wrong: first lease failure 18:06:36,093, first ERROR 18:06:36,108")])

# ---------------------------------------------------------------- cD-034 Hadoop allocation (unsupported cause)
cid = "cD-034"
lines = raw_lines(HAD, 640, 655)
WINDOWS.append({"case_id": cid, "invocation_id": "es-34-01", "source": HAD, "lines": [640, 655]})
o1 = {"hits": {"total": len(lines), "hits": hadoop_hits(lines)}}
ans = {"answer_version": "1.0", "diagnosis_summary": "map attempt 调度正常，reduce 未启动",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "attempt_1445144423722_0020_m_000009_0 被分配到容器 container_1445144423722_0020_01_000011",
            "support_level": "direct", "evidence_bindings": [B(["es-34-01"], "es_query", "Assigned container container_1445144423722_0020_01_000011 to attempt_1445144423722_0020_m_000009_0")]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "该 attempt 在 18:04:09,268 从 ASSIGNED 转为 RUNNING",
            "support_level": "direct", "evidence_bindings": [B(["es-34-01"], "es_query", "attempt_1445144423722_0020_m_000009_0 TaskAttempt Transitioned from ASSIGNED to RUNNING")]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "调度时 headroom 为 <memory:0, vCores:-27>",
            "support_level": "direct", "evidence_bindings": [B(["es-34-01"], "es_query", "Recalculating schedule, headroom=<memory:0, vCores:-27>")]},
           {"claim_id": "c4", "claim_type": "root_cause",
            "claim_text": "reduce 迟迟不启动是因为集群资源被另一个作业占满了",
            "support_level": "direct", "evidence_bindings": [B(["es-34-01"], "es_query", "Reduce slow start threshold not met")]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "详见各条结论。"}
add(cid, ["source:hadoop", "format:json_raw", "class:unsupported_cause", "class:faithful"],
    "application_1445144423722_0020 的 reduce 为什么一直不跑？",
    contract(ans),
    [call(cid, "es-34-01", 1, "es_query", {"index": "yarn-am-*", "q": "application_1445144423722_0020", "from": "2015-10-18T18:04:08", "to": "2015-10-18T18:04:10"}, o1)],
    "LOW_CONFID",
    [C("c1", "attempt_1445144423722_0020_m_000009_0 被分配到容器 container_1445144423722_0020_01_000011", "direct_evidence", "Assigned container ... to attempt ..."),
     C("c2", "该 attempt 在 18:04:09,268 从 ASSIGNED 转为 RUNNING", "direct_evidence", "18:04:09,268 TaskAttempt Transitioned from ASSIGNED to RUNNING"),
     C("c3", "调度时 headroom 为 <memory:0, vCores:-27>", "direct_evidence", "Recalculating schedule, headroom=<memory:0, vCores:-27>"),
     C("c4", "reduce 迟迟不启动是因为集群资源被另一个作业占满了", "no_evidence", "logs only say the slow-start threshold is not met; no other job is mentioned")])

# ---------------------------------------------------------------- cD-035 Apache mod_jk (PASS)
cid = "cD-035"
o1 = text_window(cid, "call_httpd_35", APA, 1480, 1495)
add(cid, ["source:apache", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
    "Apache 的 error_log 里 10:47 之后都报了什么？",
    "10:47:17 到 10:48:46 之间，mod_jk child workerEnv in error state 一共出现 5 次，error state 有 6 和 7 两种。"
    "10:48:48 客户端 67.166.248.235 访问 /var/www/html/ 时因目录索引被规则禁止而报错。"
    "jk2_init 在 10:48:43 于 scoreboard slot 10 找到了 child 5503。"
    "workerEnv.init() 每次都成功加载了 /etc/httpd/conf/workers2.properties。",
    [call(cid, "call_httpd_35", 1, "search_logs", {"file": "/var/log/httpd/error_log", "from": "Mon Dec 05 10:47:17 2005", "to": "Mon Dec 05 10:51:12 2005"}, o1)],
    "PASS",
    [F("10:47:17 到 10:48:46 之间，mod_jk child workerEnv in error state 一共出现 5 次，error state 有 6 和 7 两种", "direct_evidence", "5 lines: 10:47:17 (6), 10:47:45 x2 (7), 10:47:47 (6), 10:48:46 (6)"),
     F("10:48:48 客户端 67.166.248.235 访问 /var/www/html/ 时因目录索引被规则禁止而报错", "direct_evidence", "[error] [client 67.166.248.235] Directory index forbidden by rule: /var/www/html/"),
     F("jk2_init 在 10:48:43 于 scoreboard slot 10 找到了 child 5503", "direct_evidence", "10:48:43 jk2_init() Found child 5503 in scoreboard slot 10"),
     F("workerEnv.init() 每次都成功加载了 /etc/httpd/conf/workers2.properties", "direct_evidence", "all workerEnv.init() lines say ok /etc/httpd/conf/workers2.properties")])

# ---------------------------------------------------------------- cD-036 HDFS excerpt forms (PASS)
cid = "cD-036"
lines = raw_lines(HDFS, 1500, 1512)
WINDOWS.append({"case_id": cid, "invocation_id": "inv_hdfs_36", "source": HDFS, "lines": [1500, 1512]})
o1 = {"total": len(lines), "logs": hdfs_logs(lines)}
ans = {"answer_version": "1.0", "diagnosis_summary": "块写入均正常完成",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "blk_-5954527587435406374 已从 /10.251.106.10 接收完成，大小 67108864 字节（64 MiB）",
            "support_level": "direct", "evidence_bindings": [B(["inv_hdfs_36"], "query_logs", "081111 061043 21809 INFO dfs.DataNode$PacketResponder: Received block blk_-5954527587435406374 of size 67108864 from /10.251.106.10")]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "10.250.7.244:50010 已被加入 blk_6095704128062577668 的 blockMap，块大小 28484260 字节",
            "support_level": "direct", "evidence_bindings": [B(["inv_hdfs_36"], "query_logs", "{\"component\": \"dfs.FSNamesystem\", \"ts\": \"081111 060043\"}")]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "10.251.199.150 正在接收 blk_6413965758113058023，源端口 45184",
            "support_level": "direct", "evidence_bindings": [B(["inv_hdfs_36"], "query_logs", "Receiving block blk_6413965758113058023 src: /10.251.199.150:45184 dest: /10.251.199.150:50010")]},
           {"claim_id": "c4", "claim_type": "log_finding",
            "claim_text": "PacketResponder 2 对 blk_-615578808743808725 的处理已结束",
            "support_level": "direct", "evidence_bindings": [B(["inv_hdfs_36"], "query_logs", "pid=21779 level=INFO")]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "详见各条 claim。"}
add(cid, ["source:hdfs", "format:json_fenced", "class:excerpt_format", "class:paraphrase_zh", "class:quantity"],
    "HDFS 在 081111 早上 6 点这段写块有异常吗？",
    "```json\n" + contract(ans) + "\n```",
    [call(cid, "inv_hdfs_36", 1, "query_logs", {"service": "hdfs", "start": "081111 055936", "end": "081111 061602"}, o1)],
    "PASS",
    [C("c1", "blk_-5954527587435406374 已从 /10.251.106.10 接收完成，大小 67108864 字节（64 MiB）", "direct_evidence", "whole-line excerpt; Received block ... of size 67108864 from /10.251.106.10"),
     C("c2", "10.250.7.244:50010 已被加入 blk_6095704128062577668 的 blockMap，块大小 28484260 字节", "direct_evidence", "JSON-pair excerpt of the 060043 record; blockMap updated ... size 28484260"),
     C("c3", "10.251.199.150 正在接收 blk_6413965758113058023，源端口 45184", "direct_evidence", "message-only excerpt; Receiving block ... src: /10.251.199.150:45184"),
     C("c4", "PacketResponder 2 对 blk_-615578808743808725 的处理已结束", "direct_evidence", "k=v excerpt of record pid 21779: PacketResponder 2 for block blk_-615578808743808725 terminating")])

# ---------------------------------------------------------------- cD-037 BGL fabricated node id
cid = "cD-037"
o1 = text_window(cid, "call_ras_37", BGL, 1410, 1420)
ans = {"answer_version": "1.0", "diagnosis_summary": "idoproxydb ASSERT 与 ciod chdir 失败",
       "claims": [
           {"claim_id": "c1", "claim_type": "log_finding",
            "claim_text": "2005-09-20 12:06:03 至 12:06:59 之间 idoproxydb 触发 ASSERT 共 6 次",
            "support_level": "direct", "evidence_bindings": [B(["call_ras_37"], "bgl_ras_query", "idoproxydb hit ASSERT condition: ASSERT expression=0")]},
           {"claim_id": "c2", "claim_type": "log_finding",
            "claim_text": "断言位置为 idotransportmgr.cpp 第 1043 行的 IdoTransportMgr::SendPacket",
            "support_level": "direct", "evidence_bindings": [B(["call_ras_37"], "bgl_ras_query", "Source file=idotransportmgr.cpp Source line=1043")]},
           {"claim_id": "c3", "claim_type": "log_finding",
            "claim_text": "R01-M0-NC-I:J18-U01 上 ciod 的 LOGIN chdir 失败，目录不存在",
            "support_level": "direct", "evidence_bindings": [B(["call_ras_37"], "bgl_ras_query", "ciod: LOGIN chdir(/home/spelce1/UMT2K/umt2k/ckpt_umt2k_src/TEST/NEW_TEST) failed: No such file or directory")]},
           {"claim_id": "c4", "claim_type": "log_finding",
            "claim_text": "R77-M0-NC-I:J18-U12 也报了同样的 chdir 失败",
            "support_level": "direct", "evidence_bindings": [B(["call_ras_37"], "bgl_ras_query", "ciod: LOGIN chdir(/home/spelce1/UMT2K/umt2k/ckpt_umt2k_src/TEST/NEW_TEST) failed: No such file or directory")]}],
       "hypotheses": [], "recommended_actions": [], "missing_info": [],
       "user_facing_answer": "idoproxydb 在 12:06 集中触发 ASSERT。"}
add(cid, ["source:bgl", "format:json_with_text", "class:fabricated_id"],
    "BGL 9 月 19-20 日有哪些 FATAL/ERROR？",
    "根据 RAS 日志整理如下：\n" + contract(ans),
    [call(cid, "call_ras_37", 1, "bgl_ras_query", {"severity": ["FATAL", "ERROR", "INFO"], "from": "2005-09-19", "to": "2005-09-20"}, o1)],
    "REJECT",
    [C("c1", "2005-09-20 12:06:03 至 12:06:59 之间 idoproxydb 触发 ASSERT 共 6 次", "direct_evidence", "6 MMCS ERROR lines 12.06.03 .. 12.06.59"),
     C("c2", "断言位置为 idotransportmgr.cpp 第 1043 行的 IdoTransportMgr::SendPacket", "direct_evidence", "Source file=idotransportmgr.cpp Source line=1043 Function=int IdoTransportMgr::SendPacket"),
     C("c3", "R01-M0-NC-I:J18-U01 上 ciod 的 LOGIN chdir 失败，目录不存在", "direct_evidence", "APP FATAL on R01-M0-NC-I:J18-U01, No such file or directory"),
     C("c4", "R77-M0-NC-I:J18-U12 也报了同样的 chdir 失败", "contradicted", "R77-M0-NC-I:J18-U12 is in no output; the real location is R77-M0-NC-I:J18-U11 (one character off)")])

# ---------------------------------------------------------------- cD-038 OpenStack instance delete (time wrong)
cid = "cD-038"
lines = raw_lines(OST, 1520, 1530)
WINDOWS.append({"case_id": cid, "invocation_id": "call_nova_38", "source": OST, "lines": [1520, 1530]})
o1 = {"total": len(lines), "logs": os_logs(lines)}
add(cid, ["source:openstack", "format:nl_sloppy", "class:time_wrong", "class:quantity", "class:paraphrase_zh"],
    "实例 a015cf14-84bb-4156-a48d-7c4824ac7a9d 删除花了多久？",
    "instance a015cf14-84bb-4156-a48d-7c4824ac7a9d 在 hypervisor 上 destroy 花了 1.04 秒。之后 deallocate network 又花了 0.57 秒。"
    "实例目录 /var/lib/nova/instances/a015cf14-84bb-4156-a48d-7c4824ac7a9d_del 的删除是在 00:12:05 完成的。"
    "req-033d97b9-69e4-4acd-9029-f0d7b9370645 抛出了 HTTP exception：No instances found for any event。",
    [call(cid, "call_nova_38", 1, "query_logs", {"service": ["nova-compute", "nova-api"], "start": "2017-05-16 00:11:20", "end": "2017-05-16 00:11:24"}, o1)],
    "LOW_CONFID",
    [F("instance a015cf14-84bb-4156-a48d-7c4824ac7a9d 在 hypervisor 上 destroy 花了 1.04 秒", "direct_evidence", "Took 1.04 seconds to destroy the instance on the hypervisor"),
     F("之后 deallocate network 又花了 0.57 秒", "direct_evidence", "00:11:21.269 Took 0.57 seconds to deallocate network, after the 00:11:20.697 destroy line"),
     F("实例目录 /var/lib/nova/instances/a015cf14-84bb-4156-a48d-7c4824ac7a9d_del 的删除是在 00:12:05 完成的", "no_evidence", "no record at 00:12:05; the deletion-complete line is at 00:11:20.571"),
     F("req-033d97b9-69e4-4acd-9029-f0d7b9370645 抛出了 HTTP exception：No instances found for any event", "direct_evidence", "nova.api.openstack.wsgi HTTP exception thrown: No instances found for any event")])

# ---------------------------------------------------------------- cD-039 Spark (truncated contract, runbook)
cid = "cD-039"
o1 = text_window(cid, "call_spk_39", SPK, 1700, 1712)
k2 = {"query": "PythonRunner boot init 耗时", "chunks": [
    {"chunk_id": "kb-spark-033", "source_doc": "wiki/spark-tuning.md", "retrieval_layer": "runbook", "relevance": "medium", "deduped": False,
     "content": "PythonRunner 日志中 boot 时间长期高于 init 时间，说明 Python worker 复用没有开启，可设置 spark.python.worker.reuse=true。"}]}
answer = ('{\n  "answer_version": "1.0",\n  "claims": [\n'
          '    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "TID 1290、1291、1292 三个任务都已完成，各自向 driver 返回了 2087 bytes 结果", '
          '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_spk_39"], "evidence_excerpt": "2087 bytes result sent to driver"}]},\n'
          '    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "stage 28.0 中 TID 1295 与 TID 1296 开始运行", '
          '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_spk_39"], "evidence_excerpt": "Running task 15.0 in stage 28.0 (TID 1295)"}]},\n'
          '    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "PythonRunner 记录的 total 在 39 到 42 之间", '
          '"support_level": "direct", "evidence_bindings": []},\n'
          '    {"claim_id": "c4", "claim_type": "background", "claim_text": "按 Spark 调优手册，boot 时间高于 init 说明 Python worker 复用没有开启", '
          '"support_level": "indirect", "evidence_bindings": [{"source_invocation_ids": ["call_kb_39"]}]},\n'
          '    {"claim_id": "c5", "claim_type": "root_cause", "claim_text": "这个 executor 上个月刚扩过内存", '
          '"support_level": "none", "evidence_bindings": [],\n'
          '  ],\n  "user_facing_answer": "stage 28 的任务')
add(cid, ["source:spark", "format:json_malformed", "class:runbook_only", "class:unsupported_cause", "class:faithful"],
    "Spark executor 上 stage 28 的任务跑得正常吗？",
    answer,
    [call(cid, "call_spk_39", 1, "query_logs", {"app": "spark", "component": "executor", "at": "17/06/09 20:11:10"}, o1),
     call(cid, "call_kb_39", 2, "lookup_knowledge", {"query": "PythonRunner boot init 耗时"}, k2)],
    "LOW_CONFID",
    [F("TID 1290、1291、1292 三个任务都已完成，各自向 driver 返回了 2087 bytes 结果", "direct_evidence", "Finished task 10.0/12.0/11.0 (TID 1290/1292/1291). 2087 bytes result sent to driver"),
     F("stage 28.0 中 TID 1295 与 TID 1296 开始运行", "direct_evidence", "Running task 15.0 (TID 1295) and 16.0 (TID 1296) in stage 28.0"),
     F("PythonRunner 记录的 total 在 39 到 42 之间", "direct_evidence", "Times: total = 40, 39, 41, 41, 42"),
     F("按 Spark 调优手册，boot 时间高于 init 说明 Python worker 复用没有开启", "indirect_support", "attributed to the tuning runbook; chunk kb-spark-033 only"),
     F("这个 executor 上个月刚扩过内存", "no_evidence", "no output mentions any memory change")])

# ---------------------------------------------------------------- cD-040 Linux ftpd burst (no-hit denial, unsupported cause)
cid = "cD-040"
o1 = text_window(cid, "call_lnx_40a", LNX, 1480, 1495)
add(cid, ["source:linux", "format:nl_paragraph", "class:gap", "class:unsupported_cause", "class:quantity"],
    "combo 这台机器的 ftpd 在 7 月 17 日下午被什么连接打满了？",
    "Jul 17 15:09:15 这一秒内，203.101.45.59（dsl-Chn-static-059.45.101.203.touchtelindia.net）向 combo 的 ftpd 发起了 16 次连接。"
    "对应的 ftpd 进程号从 24466 到 24481。这些连接之后没有任何认证失败的记录。"
    "这批连接来自一个自动化扫描脚本。建议在入口限制单 IP 并发。",
    [call(cid, "call_lnx_40a", 1, "search_syslog", {"host": "combo", "program": "ftpd", "at": "Jul 17 15:09:15"}, o1),
     call(cid, "call_lnx_40b", 2, "query_logs", {"host": "combo", "query": "authentication failure 203.101.45.59", "start": "Jul 17 15:09:15", "end": "Jul 17 15:30:00"}, {"total": 0, "logs": []})],
    "LOW_CONFID",
    [F("Jul 17 15:09:15 这一秒内，203.101.45.59（dsl-Chn-static-059.45.101.203.touchtelindia.net）向 combo 的 ftpd 发起了 16 次连接", "direct_evidence", "16 connection lines at 15:09:15 from 203.101.45.59"),
     F("对应的 ftpd 进程号从 24466 到 24481", "direct_evidence", "ftpd pids 24466 .. 24481 in the output"),
     F("这些连接之后没有任何认证失败的记录", "no_evidence", "the authentication-failure query returned no hit; absence not proven"),
     F("这批连接来自一个自动化扫描脚本", "no_evidence", "no output says what produced the connections")])

# ---------------------------------------------------------------- write
with open(OUT / "cases.jsonl", "w", encoding="utf-8") as fh:
    for c in CASES:
        fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
with open(OUT / "windows.jsonl", "w", encoding="utf-8") as fh:
    for w in WINDOWS:
        fh.write(json.dumps(w, ensure_ascii=False) + "\n")
print(len(CASES), "cases,", len(WINDOWS), "windows")
