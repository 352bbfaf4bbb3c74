#!/usr/bin/env python3
"""Build blind cases cB-001 .. cB-040 (standard library only).

Windows are cut from /work/blind/sources by line number (verbatim lines).
Answers, queries and gold labels are hand-written literals below.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", "..", "sources"))

CASES = []
WINDOWS = []


def lines_of(src):
    with open(os.path.join(SRC, src), encoding="utf-8") as fh:
        return fh.read().splitlines()


def nlines(src):
    return len(lines_of(src))


def cut(src, a, b):
    ls = lines_of(src)
    assert 1 <= a <= b <= len(ls), (src, a, b, len(ls))
    return ls[a - 1:b]


def text(src, a, b):
    return "\n".join(cut(src, a, b))


def doc(src, a=1, b=None):
    if b is None:
        b = nlines(src)
    t = text(src, a, b).rstrip()
    if t.endswith(","):
        t = t[:-1]
    return json.loads(t)


def win(cid, iid, src, a, b=None):
    if b is None:
        b = nlines(src)
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": src, "lines": [a, b]})


def inv(cid, iid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": success, "error": error}


def fact(f, v, note, crit=True, cid=None, extra=False):
    d = {"fact": f, "is_critical": crit, "verification": v, "note": note}
    if cid:
        d["claim_id"] = cid
    if extra:
        d["origin"] = "answer_extra"
    return d


def verdict(facts):
    crit = [x["verification"] for x in facts if x["is_critical"]]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


def case(cid, tags, query, answer, invs, facts, expect):
    assert verdict(facts) == expect, (cid, verdict(facts), expect)
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": expect, "facts": facts}})


def must(s, hay):
    assert s in hay, s


# ---- log line parsers (fields copied from the verbatim line) ----
def apache_rec(line):
    m = re.match(r"^\[([^\]]+)\] \[(\w+)\] (.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "host": "apache-web01", "message": m.group(3)}


def ssh_rec(line):
    m = re.match(r"^(\w{3} +\d+ \d\d:\d\d:\d\d) (\S+) (\w+)\[(\d+)\]: (.*)$", line)
    return {"ts": m.group(1), "host": m.group(2), "service": m.group(3), "pid": m.group(4), "message": m.group(5)}


def spark_rec(line):
    m = re.match(r"^(\d\d/\d\d/\d\d \d\d:\d\d:\d\d) (\w+) ([\w.$]+): (.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


def ostack_rec(line):
    m = re.match(r"^(\S+) (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) (\d+) (\w+) (\S+) (.*)$", line)
    return {"ts": m.group(2), "service": m.group(1).split(".log")[0], "log_file": m.group(1),
            "pid": m.group(3), "level": m.group(4), "component": m.group(5), "message": m.group(6)}


def zk_rec(line):
    m = re.match(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+) - (\w+) +\[(.*?)\] - (.*)$", line)
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "message": m.group(4)}


MB = "metricbeat/"

# =====================================================================
# cB-001  docker healthcheck, NL paragraph, PASS
cid = "cB-001"
src = MB + "docker/healthcheck_data.json"
out = doc(src)
win(cid, "call_hc_5e21", src, 1)
case(cid, ["source:metricbeat", "source:metricbeat_docker", "format:nl_paragraph", "class:faithful", "class:quantity"],
     "aerospike 容器一直起不来，健康检查现在是什么情况？",
     "容器 metricbeat_aerospike_1 的健康状态目前是 starting。连续失败次数 failingstreak 为 1。最近一次探测的 exit_code 是 1，output 为空。这次探测从 07:27:17.416 开始，到 07:27:18.738 结束，用时约 1.3 秒。建议再等几个检查周期，看 failingstreak 是否继续上涨。",
     [inv(cid, "call_hc_5e21", 1, "metricbeat_search",
          {"index": "metricbeat-*", "dataset": "docker.healthcheck", "container.name": "metricbeat_aerospike_1", "size": 1}, out)],
     [fact("容器 metricbeat_aerospike_1 的健康状态目前是 starting", "direct_evidence", "docker.healthcheck.status = starting for metricbeat_aerospike_1"),
      fact("连续失败次数 failingstreak 为 1", "direct_evidence", "failingstreak: 1"),
      fact("最近一次探测的 exit_code 是 1，output 为空", "direct_evidence", "event.exit_code 1, event.output \"\""),
      fact("这次探测从 07:27:17.416 开始，到 07:27:18.738 结束，用时约 1.3 秒", "direct_evidence", "start_date/end_date 2017-12-07T07:27:17.416Z / 07:27:18.738Z, gap 1.322 s")],
     "PASS")

# =====================================================================
# cB-002  docker memory, fenced contract, PASS
cid = "cB-002"
src = MB + "docker/memory_data.json"
out = text(src, 1, nlines(src))
win(cid, "call_mem_41", src, 1)
ans = r'''分析完成，结构化结果如下：
```json
{
  "answer_version": "v1",
  "diagnosis_summary": "容器内存使用率很低，未接近 limit",
  "claims": [
    {"claim_id": "c1", "claim_type": "metric_finding",
     "claim_text": "容器 metricbeat_elasticsearch_1_df866b3a7b3d 当前内存使用 493772800 字节，约 471 MiB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_mem_41", "tool_name": "get_container_stats", "source_invocation_ids": ["call_mem_41"], "evidence_excerpt": "\"total\": 493772800"}]},
    {"claim_id": "c2", "claim_type": "metric_finding",
     "claim_text": "内存使用率约为 2.98%，远低于 limit",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_mem_41", "tool_name": "get_container_stats", "source_invocation_ids": ["call_mem_41"], "evidence_excerpt": "\"pct\": 0.029796111057558028"}]},
    {"claim_id": "c3", "claim_type": "metric_finding",
     "claim_text": "内存 limit 为 16571719680 字节，约 15.4 GiB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_mem_41", "tool_name": "get_container_stats", "source_invocation_ids": ["call_mem_41"], "evidence_excerpt": "\"limit\": 16571719680"}]},
    {"claim_id": "c4", "claim_type": "metric_finding",
     "claim_text": "峰值内存 usage.max 约 497 MiB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_mem_41", "tool_name": "get_container_stats", "source_invocation_ids": ["call_mem_41"], "evidence_excerpt": "\"max\": 521326592"}]},
    {"claim_id": "c5", "claim_type": "recommendation",
     "claim_text": "暂时不需要调整内存 limit",
     "support_level": "none",
     "evidence_bindings": []}
  ],
  "hypotheses": [],
  "recommended_actions": ["继续观察内存趋势"],
  "missing_info": [],
  "user_facing_answer": "该容器内存使用约 471 MiB，只占 limit 的 2.98% 左右。"
}
```'''
case(cid, ["source:metricbeat", "source:metricbeat_docker", "format:json_fenced", "class:quantity", "class:faithful"],
     "es 容器 metricbeat_elasticsearch_1_df866b3a7b3d 内存是不是快满了？",
     ans,
     [inv(cid, "call_mem_41", 1, "get_container_stats",
          {"container": "metricbeat_elasticsearch_1_df866b3a7b3d", "metricset": "memory"}, out)],
     [fact("容器 metricbeat_elasticsearch_1_df866b3a7b3d 当前内存使用 493772800 字节，约 471 MiB", "direct_evidence", "usage.total 493772800 B = 470.9 MiB", cid="c1"),
      fact("内存使用率约为 2.98%，远低于 limit", "direct_evidence", "usage.pct 0.0298 = 2.98 %", cid="c2"),
      fact("内存 limit 为 16571719680 字节，约 15.4 GiB", "direct_evidence", "limit 16571719680 B = 15.43 GiB", cid="c3"),
      fact("峰值内存 usage.max 约 497 MiB", "direct_evidence", "usage.max 521326592 B = 497.2 MiB", cid="c4"),
      fact("暂时不需要调整内存 limit", "no_evidence", "recommendation, not checkable; non-critical", crit=False, cid="c5")],
     "PASS")

# =====================================================================
# cB-003  docker cpu + memory, NL bullets, REJECT (value wrong inside a join)
cid = "cB-003"
s_cpu = MB + "docker/cpu_data.json"
s_mem = MB + "docker/memory_data.json"
win(cid, "toolu_01CpuQ7x", s_cpu, 1)
win(cid, "toolu_01MemR2k", s_mem, 1)
case(cid, ["source:metricbeat", "source:metricbeat_docker", "format:nl_bullets", "class:value_wrong", "class:quantity"],
     "metricbeat_elasticsearch_1_df866b3a7b3d 这个容器 CPU 高不高？",
     "排查结果：\n- 容器 metricbeat_elasticsearch_1_df866b3a7b3d 的总 CPU 使用率约 5.6%\n- user 态约 5.1%，kernel 态约 1.0%\n- 4 个核里 core 0 最忙，使用率达到 32.6%，而同期内存使用率不到 3%\n- 可能是 ES 在做 segment merge，建议结合慢日志再看",
     [inv(cid, "toolu_01CpuQ7x", 1, "get_container_stats", {"container": "metricbeat_elasticsearch_1_df866b3a7b3d", "metricset": "cpu"}, doc(s_cpu)),
      inv(cid, "toolu_01MemR2k", 1, "get_container_stats", {"container": "metricbeat_elasticsearch_1_df866b3a7b3d", "metricset": "memory"}, doc(s_mem))],
     [fact("容器 metricbeat_elasticsearch_1_df866b3a7b3d 的总 CPU 使用率约 5.6%", "direct_evidence", "cpu.total.pct 0.0555 = 5.55 %"),
      fact("user 态约 5.1%，kernel 态约 1.0%", "direct_evidence", "user.pct 0.0506, kernel.pct 0.0101"),
      fact("4 个核里 core 0 最忙，使用率达到 32.6%，而同期内存使用率不到 3%", "contradicted", "core 0 pct is 0.0326 = 3.26 %, not 32.6 % (memory part is right)")],
     "REJECT")

# =====================================================================
# cB-004  docker network, raw JSON, PASS with one bad reference
cid = "cB-004"
src = MB + "docker/network_data.json"
win(cid, "call_net_7", src, 1)
ans = r'''{"answer_version":"1.0","diagnosis_summary":"eth0 无丢包无错误","claims":[{"claim_id":"n1","claim_type":"metric_finding","claim_text":"容器 elastic-package-stack_elastic-agent_1 的 eth0 累计入站 156469392 字节，约 149 MiB","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"call_net_7","tool_name":"docker_stats_network","source_invocation_ids":["call_net_7"],"evidence_excerpt":"\"bytes\": 156469392"}]},{"claim_id":"n2","claim_type":"metric_finding","claim_text":"eth0 累计出站 3150916813 字节，约 2.9 GiB","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"call_net_9","tool_name":"docker_stats_network","source_invocation_ids":["call_net_9"],"evidence_excerpt":"\"bytes\": 3150916813"}]},{"claim_id":"n3","claim_type":"metric_finding","claim_text":"inbound 和 outbound 的 dropped、errors 均为 0，没有丢包","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"call_net_7","tool_name":"docker_stats_network","source_invocation_ids":["call_net_7"],"evidence_excerpt":"\"dropped\": 0"}]}],"hypotheses":[],"recommended_actions":[],"missing_info":[],"user_facing_answer":"elastic-agent 容器 eth0 没有丢包。出站流量比入站大一个数量级以上。"}'''
case(cid, ["source:metricbeat", "source:metricbeat_docker", "format:json_raw", "class:bad_reference", "class:quantity"],
     "elastic-agent 容器网络有没有丢包？流量多大？",
     ans,
     [inv(cid, "call_net_7", 1, "docker_stats_network", {"container": "elastic-package-stack_elastic-agent_1", "interface": "eth0"}, doc(src))],
     [fact("容器 elastic-package-stack_elastic-agent_1 的 eth0 累计入站 156469392 字节，约 149 MiB", "direct_evidence", "inbound.bytes 156469392 = 149.2 MiB", cid="n1"),
      fact("eth0 累计出站 3150916813 字节，约 2.9 GiB", "indirect_support", "value right (2.93 GiB) but binding cites call_net_9, which does not exist", cid="n2"),
      fact("inbound 和 outbound 的 dropped、errors 均为 0，没有丢包", "direct_evidence", "dropped/errors 0 in inbound and outbound", cid="n3"),
      fact("出站流量比入站大一个数量级以上", "direct_evidence", "3150916813 vs 156469392 B, ratio ~20x", extra=True)],
     "PASS")

# =====================================================================
# cB-005  kubernetes pod (raw text), NL headings, LOW (unsupported cause)
cid = "cB-005"
src = MB + "kubernetes/pod_data.json"
win(cid, "kubelet-7c1", src, 1)
case(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:nl_headings", "class:unsupported_cause", "class:quantity", "class:negation"],
     "nginx-3137573019-pcfzh 这个 pod 网络是不是有问题？",
     "## 结论\npod nginx-3137573019-pcfzh 运行在节点 localhost 上。\n累计接收 18999261 字节，约 18.1 MiB。\n累计发送约 28.6 MB。\nrx 和 tx 的 errors 都是 0，网络层没有错误。\n## 背景\n这个 pod 于 2017-04-06 12:09:05 启动。\n它是节点扩容之后从别的节点迁移过来的。",
     [inv(cid, "kubelet-7c1", 1, "kubelet_stats_summary", {"node": "localhost", "pod": "nginx-3137573019-pcfzh", "metricset": "pod"}, text(src, 1, nlines(src)))],
     [fact("pod nginx-3137573019-pcfzh 运行在节点 localhost 上", "direct_evidence", "kubernetes.node.name localhost"),
      fact("累计接收 18999261 字节，约 18.1 MiB", "direct_evidence", "network.rx.bytes 18999261 = 18.12 MiB"),
      fact("累计发送约 28.6 MB", "direct_evidence", "network.tx.bytes 28580621 = 28.58 MB"),
      fact("rx 和 tx 的 errors 都是 0，网络层没有错误", "direct_evidence", "true denial: rx.errors 0, tx.errors 0"),
      fact("这个 pod 于 2017-04-06 12:09:05 启动", "direct_evidence", "start_time 2017-04-06T12:09:05Z"),
      fact("它是节点扩容之后从别的节点迁移过来的", "no_evidence", "no output mentions scale-out or migration")],
     "LOW_CONFID")

# =====================================================================
# cB-006  kubernetes container (raw text), indented contract, REJECT (MiB -> GiB)
cid = "cB-006"
src = MB + "kubernetes/container_data.json"
win(cid, "call_kc_0193", src, 1)
ans = r'''{
  "answer_version": "2",
  "diagnosis_summary": "nginx 容器内存占用小，rootfs 占用偏高",
  "claims": [
    {
      "claim_id": "k1",
      "claim_type": "metric_finding",
      "claim_text": "nginx 容器（pod nginx-3137573019-pcfzh）内存 usage 为 7643136 字节，约 7.3 MiB",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_output", "source_id": "call_kc_0193", "tool_name": "kubelet_stats_summary", "source_invocation_ids": ["call_kc_0193"], "evidence_excerpt": "\"bytes\": 7643136"}
      ]
    },
    {
      "claim_id": "k2",
      "claim_type": "metric_finding",
      "claim_text": "working set 约 1.4 MiB，rss 约 1.38 MiB",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_output", "source_id": "call_kc_0193", "tool_name": "kubelet_stats_summary", "source_invocation_ids": ["call_kc_0193"], "evidence_excerpt": "\"bytes\": 1466368"}
      ]
    },
    {
      "claim_id": "k3",
      "claim_type": "metric_finding",
      "claim_text": "rootfs 已使用 16 GiB",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_output", "source_id": "call_kc_0193", "tool_name": "kubelet_stats_summary", "source_invocation_ids": ["call_kc_0193"], "evidence_excerpt": "\"bytes\": 16777216"}
      ]
    },
    {
      "claim_id": "k4",
      "claim_type": "metric_finding",
      "claim_text": "majorpagefaults 为 47，pagefaults 为 2298",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_output", "source_id": "call_kc_0193", "tool_name": "kubelet_stats_summary", "source_invocation_ids": ["call_kc_0193"], "evidence_excerpt": "\"majorpagefaults\": 47"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["清理容器内的临时文件"],
  "missing_info": [],
  "user_facing_answer": "nginx 容器内存只有 7.3 MiB 左右，rootfs 已使用 16 GiB，建议清理。"
}'''
case(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:json_indented", "class:value_wrong", "class:quantity"],
     "nginx 容器磁盘和内存占用情况怎么样？",
     ans,
     [inv(cid, "call_kc_0193", 1, "kubelet_stats_summary", {"pod": "nginx-3137573019-pcfzh", "container": "nginx"}, text(src, 1, nlines(src)))],
     [fact("nginx 容器（pod nginx-3137573019-pcfzh）内存 usage 为 7643136 字节，约 7.3 MiB", "direct_evidence", "memory.usage.bytes 7643136 = 7.29 MiB", cid="k1"),
      fact("working set 约 1.4 MiB，rss 约 1.38 MiB", "direct_evidence", "workingset 1466368 B = 1.40 MiB, rss 1441792 B = 1.375 MiB", cid="k2"),
      fact("rootfs 已使用 16 GiB", "contradicted", "rootfs.used.bytes 16777216 = 16 MiB, not 16 GiB", cid="k3"),
      fact("majorpagefaults 为 47，pagefaults 为 2298", "direct_evidence", "majorpagefaults 47, pagefaults 2298", cid="k4")],
     "REJECT")

# =====================================================================
# cB-007  mysql status, sloppy NL, PASS (hedge at the end)
cid = "cB-007"
src = MB + "mysql/status_data.json"
win(cid, "inv-mysql-1", src, 1)
case(cid, ["source:metricbeat", "source:metricbeat_mysql", "format:nl_sloppy", "class:quantity", "class:hedged_distractor", "class:faithful"],
     "mysql 连接老是断，帮忙看看 status",
     "mysql:3306 这边 aborted connects 有 82 次, aborted clients 只有 1 次\nconnections 累计 88\nthreads connected=3 running=1, max_used_connections 也就 3\nbytes sent 26728 左右 26 KB 吧\n可能是 max_connections 设得太小? 建议查下 wait_timeout 和 connect_timeout",
     [inv(cid, "inv-mysql-1", 1, "mysql_status", {"host": "mysql:3306", "metricset": "status"}, doc(src))],
     [fact("mysql:3306 这边 aborted connects 有 82 次, aborted clients 只有 1 次", "direct_evidence", "aborted.connects 82, aborted.clients 1"),
      fact("connections 累计 88", "direct_evidence", "connections 88"),
      fact("threads connected=3 running=1, max_used_connections 也就 3", "direct_evidence", "threads.connected 3, running 1, max_used_connections 3"),
      fact("bytes sent 26728 左右 26 KB 吧", "direct_evidence", "bytes.sent 26728 = 26.7 kB / 26.1 KiB")],
     "PASS")

# =====================================================================
# cB-008  nginx + haproxy, contract with text, PASS (trace ref T2)
cid = "cB-008"
s_ng = MB + "nginx/stubstatus_data.json"
s_ha = MB + "haproxy/stat_data.json"
win(cid, "toolu_01NgX4", s_ng, 1)
win(cid, "toolu_01HaP9", s_ha, 1)
ans = r'''结构化结论如下：
{"answer_version": "1", "diagnosis_summary": "入口层未见异常", "claims": [
 {"claim_id": "h1", "claim_type": "metric_finding", "claim_text": "nginx stubstatus 显示 active 连接 1 个，accepts 和 handled 都是 22", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01NgX4", "tool_name": "nginx_status", "source_invocation_ids": ["toolu_01NgX4"], "evidence_excerpt": "\"handled\": 22"}]},
 {"claim_id": "h2", "claim_type": "metric_finding", "claim_text": "nginx dropped 为 0，没有丢弃连接", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01NgX4", "tool_name": "nginx_status", "source_invocation_ids": ["toolu_01NgX4"], "evidence_excerpt": "\"dropped\": 0"}]},
 {"claim_id": "h3", "claim_type": "metric_finding", "claim_text": "haproxy 前端 http-webservices（FRONTEND）状态为 OPEN", "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T2", "tool_name": "haproxy_stat", "source_invocation_ids": ["toolu_01HaP9"], "evidence_excerpt": "\"status\": \"OPEN\""}]},
 {"claim_id": "h4", "claim_type": "metric_finding", "claim_text": "haproxy 的 session limit 为 25000，当前 session 为 0", "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T2", "tool_name": "haproxy_stat", "source_invocation_ids": ["toolu_01HaP9"], "evidence_excerpt": "\"limit\": 25000"}]},
 {"claim_id": "h5", "claim_type": "metric_finding", "claim_text": "haproxy 的 5xx 响应数为 0", "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T2", "tool_name": "haproxy_stat", "source_invocation_ids": ["toolu_01HaP9"], "evidence_excerpt": "\"5xx\": 0"}]}
], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "nginx 没有丢连接，haproxy 前端为 OPEN 且 5xx 为 0。"}
如需进一步排查请告诉我。'''
case(cid, ["source:metricbeat", "source:metricbeat_nginx", "source:metricbeat_haproxy", "format:json_with_text", "class:faithful"],
     "入口层 nginx 和 haproxy 现在状态正常吗？",
     ans,
     [inv(cid, "toolu_01NgX4", 1, "nginx_status", {"host": "localhost", "metricset": "stubstatus"}, doc(s_ng)),
      inv(cid, "toolu_01HaP9", 1, "haproxy_stat", {"host": "haproxy:14567", "proxy": "http-webservices"}, doc(s_ha))],
     [fact("nginx stubstatus 显示 active 连接 1 个，accepts 和 handled 都是 22", "direct_evidence", "active 1, accepts 22, handled 22", cid="h1"),
      fact("nginx dropped 为 0，没有丢弃连接", "direct_evidence", "dropped 0", cid="h2"),
      fact("haproxy 前端 http-webservices（FRONTEND）状态为 OPEN", "direct_evidence", "proxy.name http-webservices, service_name FRONTEND, status OPEN; T2 = haproxy call", cid="h3"),
      fact("haproxy 的 session limit 为 25000，当前 session 为 0", "direct_evidence", "session.limit 25000, session.current 0", cid="h4"),
      fact("haproxy 的 5xx 响应数为 0", "direct_evidence", "response.http.5xx 0", cid="h5")],
     "PASS")

# =====================================================================
# cB-009  postgresql activity, bold labels, REJECT (IP one char off)
cid = "cB-009"
src = MB + "postgresql/activity_data.json"
win(cid, "pg-act-2", src, 1)
case(cid, ["source:metricbeat", "source:metricbeat_postgresql", "format:nl_bold_labels", "class:fabricated_id"],
     "postgres 上现在有哪些活跃会话？从哪连过来的？",
     "**会话**：pid 347 的会话 state 为 active，waiting 为 false。\n**来源**：该会话来自客户端 172.28.0.1 的 41582 端口，连接的是 172.26.0.2:5432。\n**语句**：正在执行 SELECT * FROM pg_stat_activity。\n**用户**：以 postgres 用户连接 postgres 库。\n如果还有疑问，可以再抓一次快照对比。",
     [inv(cid, "pg-time-1", 1, "get_current_time", {}, {"now": "2019-03-05T08:38:25Z"}),
      inv(cid, "pg-act-2", 1, "pg_stat_activity", {"service.address": "172.26.0.2:5432", "state": "active"}, doc(src))],
     [fact("pid 347 的会话 state 为 active，waiting 为 false", "direct_evidence", "pid 347, state active, waiting false"),
      fact("该会话来自客户端 172.28.0.1 的 41582 端口，连接的是 172.26.0.2:5432", "contradicted", "client.address is 172.26.0.1; 172.28.0.1 appears nowhere (one character off)"),
      fact("正在执行 SELECT * FROM pg_stat_activity", "direct_evidence", "query field"),
      fact("以 postgres 用户连接 postgres 库", "direct_evidence", "user.name postgres, database.name postgres")],
     "REJECT")

# =====================================================================
# cB-010  rabbitmq queue, fenced contract, PASS (+ answer_extra)
cid = "cB-010"
src = MB + "rabbitmq/queue_data.json"
win(cid, "inv-3", src, 1)
ans = r'''```json
{
  "answer_version": "v1",
  "diagnosis_summary": "队列有少量 ready 消息，消费者在工作",
  "claims": [
    {"claim_id": "r1", "claim_type": "metric_finding", "claim_text": "队列 queuenamehere 共有 74 条消息，其中 ready 71 条、unacked 3 条", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-3", "tool_name": "rabbitmq_api", "source_invocation_ids": ["inv-3"], "evidence_excerpt": "\"count\": 74"}]},
    {"claim_id": "r2", "claim_type": "metric_finding", "claim_text": "消费者数为 3，消费者利用率 70%", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-3", "tool_name": "rabbitmq_api", "source_invocation_ids": ["inv-3"], "evidence_excerpt": "\"pct\": 0.7"}]},
    {"claim_id": "r3", "claim_type": "metric_finding", "claim_text": "队列内存占用约 227 KiB", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-3", "tool_name": "rabbitmq_api", "source_invocation_ids": ["inv-3"], "evidence_excerpt": "\"bytes\": 232720"}]},
    {"claim_id": "r4", "claim_type": "metric_finding", "claim_text": "队列状态为 running，durable 为 true", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-3", "tool_name": "rabbitmq_api", "source_invocation_ids": ["inv-3"], "evidence_excerpt": "\"state\": \"running\""}]},
    {"claim_id": "r5", "claim_type": "recommendation", "claim_text": "可以适当增加消费者数量", "support_level": "none", "evidence_bindings": []}
  ],
  "hypotheses": [],
  "recommended_actions": ["增加消费者"],
  "missing_info": [],
  "user_facing_answer": "queuenamehere 有 71 条 ready 消息待消费，消费者 3 个、利用率 70%。持久化消息有 73 条。"
}
```'''
case(cid, ["source:metricbeat", "source:metricbeat_rabbitmq", "format:json_fenced", "class:quantity", "class:faithful"],
     "queuenamehere 队列是不是积压了？",
     ans,
     [inv(cid, "inv-3", 1, "rabbitmq_api", {"vhost": "/", "queue": "queuenamehere"}, doc(src))],
     [fact("队列 queuenamehere 共有 74 条消息，其中 ready 71 条、unacked 3 条", "direct_evidence", "messages.total 74, ready 71, unacknowledged 3", cid="r1"),
      fact("消费者数为 3，消费者利用率 70%", "direct_evidence", "consumers.count 3, utilisation.pct 0.7", cid="r2"),
      fact("队列内存占用约 227 KiB", "direct_evidence", "memory.bytes 232720 = 227.3 KiB", cid="r3"),
      fact("队列状态为 running，durable 为 true", "direct_evidence", "state running, durable true", cid="r4"),
      fact("可以适当增加消费者数量", "no_evidence", "recommendation; non-critical", crit=False, cid="r5"),
      fact("持久化消息有 73 条", "direct_evidence", "messages.persistent.count 73", extra=True)],
     "PASS")

# =====================================================================
# cB-011  zookeeper mntr (raw text), NL bullets, REJECT (role wrong)
cid = "cB-011"
src = MB + "zookeeper/mntr_data.json"
win(cid, "zk-mntr-88", src, 1)
case(cid, ["source:metricbeat", "source:metricbeat_zookeeper", "format:nl_bullets", "class:status_wrong"],
     "zookeeper:2181 是 leader 还是 follower？负载怎么样？",
     "- zookeeper:2181 当前是 leader 角色\n- 存活连接数 num_alive_connections 为 1\n- outstanding_requests 为 0，没有请求积压\n- znode 数为 4，watch 数为 0\n- 版本是 3.4.8",
     [inv(cid, "zk-mntr-88", 1, "zk_four_letter", {"host": "zookeeper:2181", "cmd": "mntr"}, text(src, 1, nlines(src)))],
     [fact("zookeeper:2181 当前是 leader 角色", "contradicted", "server_state is standalone, not leader"),
      fact("存活连接数 num_alive_connections 为 1", "direct_evidence", "num_alive_connections 1"),
      fact("outstanding_requests 为 0，没有请求积压", "direct_evidence", "outstanding_requests 0"),
      fact("znode 数为 4，watch 数为 0", "direct_evidence", "znode_count 4, watch_count 0"),
      fact("版本是 3.4.8", "direct_evidence", "version 3.4.8--1")],
     "REJECT")

# =====================================================================
# cB-012  memcached + runbook, raw JSON, PASS (one indirect via runbook)
cid = "cB-012"
src = MB + "memcached/stats_data.json"
I1 = "c7e1b2a0-5d2f-4f7e-9a61-2b8e0f3d9c11"
win(cid, I1, src, 1)
kb = {"query": "memcached 命中率 0 evictions", "chunks": [
    {"chunk_id": "rb-mc-014", "source_doc": "runbook/memcached.md", "retrieval_layer": "runbook", "relevance": "high",
     "content": "get_hits 与 get_misses 都为 0 时命中率没有意义，通常是实例刚启动或尚未写入。evictions 持续增长说明内存上限不足，需要提高 -m 参数。",
     "deduped": False}]}
ans = r'''{"answer_version": "1", "diagnosis_summary": "实例刚启动，尚无读写", "claims": [{"claim_id": "m1", "claim_type": "metric_finding", "claim_text": "172.26.0.2:11211 上 get hits 和 misses 都是 0，cmd get 也为 0", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "c7e1b2a0-5d2f-4f7e-9a61-2b8e0f3d9c11", "tool_name": "memcached_stats", "source_invocation_ids": ["c7e1b2a0-5d2f-4f7e-9a61-2b8e0f3d9c11"], "evidence_excerpt": "\"hits\": 0"}]}, {"claim_id": "m2", "claim_type": "metric_finding", "claim_text": "当前 items 为 0，已存字节数为 0，实例运行了 139 秒", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "c7e1b2a0-5d2f-4f7e-9a61-2b8e0f3d9c11", "tool_name": "memcached_stats", "source_invocation_ids": ["c7e1b2a0-5d2f-4f7e-9a61-2b8e0f3d9c11"], "evidence_excerpt": "\"sec\": 139"}]}, {"claim_id": "m3", "claim_type": "knowledge_finding", "claim_text": "按运维手册，get hits 与 misses 都为 0 时命中率没有意义，通常是实例刚启动或尚未写入", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "rb-mc-014", "tool_name": "lookup_knowledge", "source_invocation_ids": ["kb-2"], "evidence_excerpt": "get_hits 与 get_misses 都为 0 时命中率没有意义，通常是实例刚启动或尚未写入。"}]}, {"claim_id": "m4", "claim_type": "metric_finding", "claim_text": "内存上限为 64 MiB，evictions 为 0", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "c7e1b2a0-5d2f-4f7e-9a61-2b8e0f3d9c11", "tool_name": "memcached_stats", "source_invocation_ids": ["c7e1b2a0-5d2f-4f7e-9a61-2b8e0f3d9c11"], "evidence_excerpt": "\"limit\": 67108864"}]}], "hypotheses": [], "recommended_actions": ["等业务写入后再观察命中率"], "missing_info": [], "user_facing_answer": "实例 139 秒前才启动，还没有缓存数据，建议等业务写入后再看命中率。"}'''
case(cid, ["source:metricbeat", "source:metricbeat_memcached", "format:json_raw", "class:runbook_only", "class:quantity"],
     "memcached 命中率为什么是 0？",
     ans,
     [inv(cid, I1, 1, "memcached_stats", {"address": "172.26.0.2:11211"}, doc(src)),
      inv(cid, "kb-2", 2, "lookup_knowledge", {"query": "memcached 命中率 0 evictions"}, kb)],
     [fact("172.26.0.2:11211 上 get hits 和 misses 都是 0，cmd get 也为 0", "direct_evidence", "get.hits 0, get.misses 0, cmd.get 0", cid="m1"),
      fact("当前 items 为 0，已存字节数为 0，实例运行了 139 秒", "direct_evidence", "items.current 0, bytes.current 0, uptime.sec 139", cid="m2"),
      fact("按运维手册，get hits 与 misses 都为 0 时命中率没有意义，通常是实例刚启动或尚未写入", "indirect_support", "only the runbook chunk says this; attributed to the runbook", cid="m3"),
      fact("内存上限为 64 MiB，evictions 为 0", "direct_evidence", "bytes.limit 67108864 = 64 MiB, evictions 0", cid="m4")],
     "PASS")

# =====================================================================
# cB-013  php_fpm + nginx, NL paragraph, LOW (unsupported cause)
cid = "cB-013"
s_php = MB + "php_fpm/pool_data.json"
s_ng = MB + "nginx/stubstatus_data.json"
win(cid, "call_fpm_31", s_php, 1)
win(cid, "call_ngx_32", s_ng, 1)
case(cid, ["source:metricbeat", "source:metricbeat_php_fpm", "source:metricbeat_nginx", "format:nl_paragraph", "class:unsupported_cause", "class:quantity"],
     "php-fpm www 池是不是进程不够用？前面的 nginx 有没有堆积？",
     "www 池使用 dynamic 进程管理。目前 active 进程 1 个、idle 1 个，总共 2 个。max_children_reached 为 0，说明没有触顶。slow_requests 同样是 0。池子大约一小时前启动，累计 accepted 连接 18 个。一小时前运维手动 reload 过 php-fpm 配置。前面的 nginx 当前 active 连接只有 1 个，waiting 为 0。",
     [inv(cid, "call_fpm_31", 1, "php_fpm_status", {"pool": "www", "address": "127.0.0.1:55555"}, doc(s_php)),
      inv(cid, "call_ngx_32", 1, "nginx_status", {"host": "localhost"}, doc(s_ng))],
     [fact("www 池使用 dynamic 进程管理", "direct_evidence", "process_manager dynamic"),
      fact("目前 active 进程 1 个、idle 1 个，总共 2 个", "direct_evidence", "processes.active 1, idle 1, total 2"),
      fact("max_children_reached 为 0，说明没有触顶", "direct_evidence", "max_children_reached 0"),
      fact("slow_requests 同样是 0", "direct_evidence", "slow_requests 0"),
      fact("池子大约一小时前启动，累计 accepted 连接 18 个", "direct_evidence", "start_since 3589 s = 59.8 min; connections.accepted 18"),
      fact("一小时前运维手动 reload 过 php-fpm 配置", "no_evidence", "no output records a reload"),
      fact("前面的 nginx 当前 active 连接只有 1 个，waiting 为 0", "direct_evidence", "nginx stubstatus active 1, waiting 0")],
     "LOW_CONFID")

# =====================================================================
# cB-014  kubernetes state_pod docs, NL bullets, REJECT (misattribution + swapped IP)
cid = "cB-014"
src = MB + "kubernetes/state_pod_docs.plain-expected.json"
d_curl = doc(src, 287, 317)
d_web = doc(src, 446, 477)
d_hello = doc(src, 2, 32)
assert d_curl["kubernetes"]["pod"]["name"] == "mycurlpod" and d_web["kubernetes"]["pod"]["name"] == "web-0"
assert d_hello["kubernetes"]["pod"]["name"] == "hello-28564555-zdfjz"
for a, b in ((287, 317), (446, 477), (2, 32)):
    win(cid, "call_7f3e", src, a, b)
case(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:nl_bullets", "class:misattribution", "class:entity_swap"],
     "kind 集群里哪些 pod 没 ready？",
     "- kube-system 下的 mycurlpod 处于 running，但 ready 为 false\n- default 下的 web-0 同样没有就绪\n- hello-28564555-zdfjz 的 phase 为 succeeded，ready 为 false\n- mycurlpod 的 pod IP 是 10.244.0.8",
     [inv(cid, "call_7f3e", 1, "get_pod_status", {"cluster": "kind", "node": "kind-control-plane", "fields": "status"},
          {"items": [d_curl, d_web, d_hello]})],
     [fact("kube-system 下的 mycurlpod 处于 running，但 ready 为 false", "direct_evidence", "mycurlpod phase running, ready false"),
      fact("default 下的 web-0 同样没有就绪", "contradicted", "web-0's own record says ready true; only mycurlpod is not ready (misattribution)"),
      fact("hello-28564555-zdfjz 的 phase 为 succeeded，ready 为 false", "direct_evidence", "hello-28564555-zdfjz phase succeeded, ready false"),
      fact("mycurlpod 的 pod IP 是 10.244.0.8", "contradicted", "10.244.0.8 is web-0's IP; mycurlpod is 10.244.0.177")],
     "REJECT")

# =====================================================================
# cB-015  kubernetes state_pod docs, indented contract, PASS (excerpts as JSON pairs)
cid = "cB-015"
d1 = doc(src, 350, 381)
d2 = doc(src, 382, 413)
d3 = doc(src, 414, 445)
assert [d["kubernetes"]["pod"]["name"] for d in (d1, d2, d3)] == ["coredns-76f75df574-wfchs", "etcd-kind-control-plane", "kindnet-98xlt"]
win(cid, "call_3b9d", src, 350, 445)
ans = r'''{
  "answer_version": "v2",
  "diagnosis_summary": "kube-system 核心组件均 running",
  "claims": [
    {
      "claim_id": "p1",
      "claim_type": "status_finding",
      "claim_text": "etcd-kind-control-plane 处于 running 且 ready 为 true",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_3b9d", "tool_name": "get_pod_status", "source_invocation_ids": ["call_3b9d"], "evidence_excerpt": "{\"name\": \"etcd-kind-control-plane\"}"}]
    },
    {
      "claim_id": "p2",
      "claim_type": "status_finding",
      "claim_text": "coredns-76f75df574-wfchs 的 pod IP 为 10.244.0.4，phase 为 running",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_3b9d", "tool_name": "get_pod_status", "source_invocation_ids": ["call_3b9d"], "evidence_excerpt": "\"ip\": \"10.244.0.4\""}]
    },
    {
      "claim_id": "p3",
      "claim_type": "status_finding",
      "claim_text": "kindnet-98xlt 的 pod IP 与 host_ip 都是 172.21.0.2",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_3b9d", "tool_name": "get_pod_status", "source_invocation_ids": ["call_3b9d"], "evidence_excerpt": "\"name\": \"kindnet-98xlt\""}]
    },
    {
      "claim_id": "p4",
      "claim_type": "status_finding",
      "claim_text": "这三个 pod 都调度在节点 kind-control-plane 上",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_3b9d", "tool_name": "get_pod_status", "source_invocation_ids": ["call_3b9d"], "evidence_excerpt": "\"name\": \"kind-control-plane\""}]
    }
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "etcd、coredns、kindnet 三个组件的 ready 都是 true。"
}'''
case(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:json_indented", "class:excerpt_format", "class:faithful"],
     "kind-control-plane 上 kube-system 的核心组件都起来了吗？",
     ans,
     [inv(cid, "call_3b9d", 1, "get_pod_status", {"namespace": "kube-system", "node": "kind-control-plane"}, {"items": [d1, d2, d3]})],
     [fact("etcd-kind-control-plane 处于 running 且 ready 为 true", "direct_evidence", "etcd-kind-control-plane phase running, ready true", cid="p1"),
      fact("coredns-76f75df574-wfchs 的 pod IP 为 10.244.0.4，phase 为 running", "direct_evidence", "ip 10.244.0.4, phase running", cid="p2"),
      fact("kindnet-98xlt 的 pod IP 与 host_ip 都是 172.21.0.2", "direct_evidence", "ip and host_ip 172.21.0.2", cid="p3"),
      fact("这三个 pod 都调度在节点 kind-control-plane 上", "direct_evidence", "node.name kind-control-plane in all three", cid="p4"),
      fact("etcd、coredns、kindnet 三个组件的 ready 都是 true", "direct_evidence", "status.ready \"true\" in all three records", extra=True)],
     "PASS")

# =====================================================================
# cB-016  kafka consumergroup (raw text), sloppy NL, REJECT (member id one char off)
cid = "cB-016"
src = MB + "kafka/consumergroup_data.json"
win(cid, "kf-cg-0x1a", src, 1)
case(cid, ["source:metricbeat", "source:metricbeat_kafka", "format:nl_sloppy", "class:fabricated_id"],
     "kafka consumer group `group` 是不是有 lag？",
     "group 这个 consumer group 订阅 topic test, partition 0 当前 offset=0\n消费者 client0 从 127.0.0.1 连 broker kafka0:9092 (broker id 0)\nerror code 是 0，没报错\nmember_id: client0-d20b677a-5740-433e-a7f8-fbdab1f0f151\n建议补查 broker 侧的 high watermark 再算 lag",
     [inv(cid, "kf-cg-0x1a", 1, "kafka_consumergroup", {"group": "group", "topic": "test"}, text(src, 1, nlines(src)))],
     [fact("group 这个 consumer group 订阅 topic test, partition 0 当前 offset=0", "direct_evidence", "id group, topic test, partition 0, offset 0"),
      fact("消费者 client0 从 127.0.0.1 连 broker kafka0:9092 (broker id 0)", "direct_evidence", "client.id client0, client.host 127.0.0.1, broker kafka0:9092 id 0"),
      fact("error code 是 0，没报错", "direct_evidence", "error.code 0"),
      fact("member_id: client0-d20b677a-5740-433e-a7f8-fbdab1f0f151", "contradicted", "real member_id ends ...f150; this id appears nowhere (one character off)")],
     "REJECT")

# =====================================================================
# cB-017  etcd leaderstats (raw text), NL paragraph, LOW (unsupported cause)
cid = "cB-017"
src = MB + "etcd/leaderstats.json"
win(cid, "etcd-ls-204", src, 1)
case(cid, ["source:metricbeat", "source:metricbeat_etcd", "format:nl_paragraph", "class:unsupported_cause", "class:faithful"],
     "etcd 集群 follower 同步有没有失败？",
     "etcd 当前的 leader 是 924e2e83e93f2560。follower 6e3bd23ae5f1eae0 同步成功 745 次，失败 0 次。follower a8266ecf031671f3 成功 735 次，也没有失败。a8266ecf031671f3 的最大延迟为 0.791547，低于另一个 follower 的 1.007649。这个 leader 是昨晚网络抖动后重新选举出来的。",
     [inv(cid, "etcd-ls-204", 1, "etcd_api", {"endpoint": "/v2/stats/leader"}, text(src, 1, nlines(src)))],
     [fact("etcd 当前的 leader 是 924e2e83e93f2560", "direct_evidence", "leader 924e2e83e93f2560"),
      fact("follower 6e3bd23ae5f1eae0 同步成功 745 次，失败 0 次", "direct_evidence", "counts success 745, fail 0"),
      fact("follower a8266ecf031671f3 成功 735 次，也没有失败", "direct_evidence", "counts success 735, fail 0"),
      fact("a8266ecf031671f3 的最大延迟为 0.791547，低于另一个 follower 的 1.007649", "direct_evidence", "latency.maximum 0.791547 vs 1.007649"),
      fact("这个 leader 是昨晚网络抖动后重新选举出来的", "no_evidence", "nothing about an election or network jitter")],
     "LOW_CONFID")

# =====================================================================
# cB-018  etcd leader, compact contract, LOW (all bindings point nowhere)
cid = "cB-018"
src = MB + "etcd/leader_data.json"
win(cid, "inv-2", src, 1)
ans = r'''{"answer_version":"1","diagnosis_summary":"leader 正常","claims":[{"claim_id":"e1","claim_type":"status_finding","claim_text":"127.0.0.1:2379 上 etcd（API v2）的 leader 为 8e9e05c52164694d","support_level":"direct","evidence_bindings":[{"source_type":"trace","source_id":"T3","tool_name":"etcd_leader","source_invocation_ids":["inv-7"],"evidence_excerpt":"\"leader\": \"8e9e05c52164694d\""}]},{"claim_id":"e2","claim_type":"status_finding","claim_text":"leader 统计里 followers 为空","support_level":"direct","evidence_bindings":[{"source_type":"trace","source_id":"T3","tool_name":"etcd_leader","source_invocation_ids":["inv-7"],"evidence_excerpt":"\"followers\": {}"}]}],"hypotheses":[],"recommended_actions":[],"missing_info":[],"user_facing_answer":"leader 是 8e9e05c52164694d。"}'''
case(cid, ["source:metricbeat", "source:metricbeat_etcd", "format:json_compact", "class:bad_reference"],
     "127.0.0.1:2379 这个 etcd 谁是 leader？",
     ans,
     [inv(cid, "inv-1", 1, "get_current_time", {}, {"now": "2017-10-12T08:05:40Z"}),
      inv(cid, "inv-2", 1, "etcd_leader", {"endpoint": "127.0.0.1:2379"}, doc(src))],
     [fact("127.0.0.1:2379 上 etcd（API v2）的 leader 为 8e9e05c52164694d", "indirect_support", "content matches inv-2, but binding cites T3 / inv-7, neither exists (only T1)", cid="e1"),
      fact("leader 统计里 followers 为空", "indirect_support", "followers {} in inv-2, but binding cites non-existent T3 / inv-7", cid="e2")],
     "LOW_CONFID")

# =====================================================================
# cB-019  system memory + docker memory, NL bullets, PASS (unit conversions)
cid = "cB-019"
s_sys = MB + "system/memory_data.json"
s_mem = MB + "docker/memory_data.json"
win(cid, "hm-01", s_sys, 1)
win(cid, "hm-02", s_mem, 1)
case(cid, ["source:metricbeat", "source:metricbeat_system", "source:metricbeat_docker", "format:nl_bullets", "class:quantity", "class:faithful"],
     "这台主机内存吃紧吗？上面的 es 容器 limit 给了多少？",
     "主机内存概况：\n- 总内存 63120797696 字节，约 58.8 GiB\n- used.pct 为 17.57%\n- 去掉 page cache 后的实际使用率约 5.9%，实际已用约 3.49 GiB\n- cached 约 7.46 GB\n- swap 总量约 8 GiB，使用量为 0\n- es 容器 metricbeat_elasticsearch_1_df866b3a7b3d 的内存 limit 约 16.6 GB\n建议关注 cached 的变化趋势即可。",
     [inv(cid, "hm-01", 1, "host_metrics", {"metricset": "system.memory"}, doc(s_sys)),
      inv(cid, "hm-02", 2, "get_container_stats", {"container": "metricbeat_elasticsearch_1_df866b3a7b3d", "metricset": "memory"}, doc(s_mem))],
     [fact("总内存 63120797696 字节，约 58.8 GiB", "direct_evidence", "memory.total 63120797696 B = 58.79 GiB"),
      fact("used.pct 为 17.57%", "direct_evidence", "used.pct 0.1757"),
      fact("去掉 page cache 后的实际使用率约 5.9%，实际已用约 3.49 GiB", "direct_evidence", "actual.used.pct 0.0593, actual.used.bytes 3743330304 = 3.49 GiB"),
      fact("cached 约 7.46 GB", "direct_evidence", "cached 7460179968 B = 7.46 GB (decimal)"),
      fact("swap 总量约 8 GiB，使用量为 0", "direct_evidence", "swap.total 8589930496 B = 8.0 GiB, swap.used.bytes 0"),
      fact("es 容器 metricbeat_elasticsearch_1_df866b3a7b3d 的内存 limit 约 16.6 GB", "direct_evidence", "docker memory.limit 16571719680 B = 16.57 GB")],
     "PASS")

# =====================================================================
# cB-020  redis info (raw text), contract with text, PASS (hedged hypothesis)
cid = "cB-020"
src = MB + "redis/info_data.json"
win(cid, "redis-info-3f", src, 1)
ans = r'''下面是基于 INFO 的分析：
{"answer_version": "1", "diagnosis_summary": "碎片率偏高但数据量很小", "claims": [
  {"claim_id": "d1", "claim_type": "metric_finding", "claim_text": "localhost:63118 上的 redis 3.2.12 角色为 master，connected_slaves 为 0", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "redis-info-3f", "tool_name": "redis_info", "source_invocation_ids": ["redis-info-3f"], "evidence_excerpt": "\"role\": \"master\""}]},
  {"claim_id": "d2", "claim_type": "metric_finding", "claim_text": "used memory 为 843312 字节（约 824 KiB），RSS 为 2310144 字节（约 2.2 MiB）", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "redis-info-3f", "tool_name": "redis_info", "source_invocation_ids": ["redis-info-3f"], "evidence_excerpt": "\"rss\": 2310144"}]},
  {"claim_id": "d3", "claim_type": "metric_finding", "claim_text": "内存碎片率 fragmentation ratio 为 2.74", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "redis-info-3f", "tool_name": "redis_info", "source_invocation_ids": ["redis-info-3f"], "evidence_excerpt": "\"ratio\": 2.74"}]},
  {"claim_id": "d4", "claim_type": "metric_finding", "claim_text": "maxmemory 策略为 noeviction，evicted keys 为 0", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "redis-info-3f", "tool_name": "redis_info", "source_invocation_ids": ["redis-info-3f"], "evidence_excerpt": "\"policy\": \"noeviction\""}]},
  {"claim_id": "d5", "claim_type": "hypothesis", "claim_text": "碎片率高可能是 jemalloc 预留页导致的，不一定需要处理", "support_level": "none", "evidence_bindings": []}
], "hypotheses": ["jemalloc 预留页"], "recommended_actions": [], "missing_info": ["多次采样的碎片率趋势"], "user_facing_answer": "redis 碎片率 2.74 看着高，但 used memory 只有约 824 KiB。或许开启 activedefrag 会有帮助。"}
（以上结论仅基于单次采样）'''
case(cid, ["source:metricbeat", "source:metricbeat_redis", "format:json_with_text", "class:hedged_distractor", "class:quantity"],
     "redis 内存碎片率高是怎么回事？",
     ans,
     [inv(cid, "redis-info-3f", 1, "redis_info", {"address": "localhost:63118", "section": "all"}, text(src, 1, nlines(src)))],
     [fact("localhost:63118 上的 redis 3.2.12 角色为 master，connected_slaves 为 0", "direct_evidence", "role master, connected_slaves 0, version 3.2.12", cid="d1"),
      fact("used memory 为 843312 字节（约 824 KiB），RSS 为 2310144 字节（约 2.2 MiB）", "direct_evidence", "used.value 843312 = 823.5 KiB, used.rss 2310144 = 2.20 MiB", cid="d2"),
      fact("内存碎片率 fragmentation ratio 为 2.74", "direct_evidence", "fragmentation.ratio 2.74", cid="d3"),
      fact("maxmemory 策略为 noeviction，evicted keys 为 0", "direct_evidence", "max.policy noeviction, keys.evicted 0", cid="d4"),
      fact("碎片率高可能是 jemalloc 预留页导致的，不一定需要处理", "no_evidence", "hypothesis, nothing checks it; non-critical", crit=False, cid="d5")],
     "PASS")

# =====================================================================
# cB-021  docker healthcheck + cpu, NL paragraph, REJECT (false denial)
cid = "cB-021"
s_hc = MB + "docker/healthcheck_data.json"
s_cpu = MB + "docker/cpu_data.json"
win(cid, "call_hc_01", s_hc, 1)
win(cid, "call_cpu_02", s_cpu, 1)
case(cid, ["source:metricbeat", "source:metricbeat_docker", "format:nl_paragraph", "class:negation"],
     "aerospike 和 es 两个容器现在都健康吗？",
     "metricbeat_aerospike_1 的健康检查一直正常，没有失败记录。metricbeat_elasticsearch_1_df866b3a7b3d 的总 CPU 使用率约 5.55%。es 容器 user 态 CPU 约 5.06%。两个容器都可以继续观察。",
     [inv(cid, "call_hc_01", 1, "metricbeat_search", {"dataset": "docker.healthcheck", "container.name": "metricbeat_aerospike_1"}, doc(s_hc)),
      inv(cid, "call_cpu_02", 1, "metricbeat_search", {"dataset": "docker.cpu", "container.name": "metricbeat_elasticsearch_1_df866b3a7b3d"}, doc(s_cpu))],
     [fact("metricbeat_aerospike_1 的健康检查一直正常，没有失败记录", "contradicted", "status starting, failingstreak 1, exit_code 1 refute the denial"),
      fact("metricbeat_elasticsearch_1_df866b3a7b3d 的总 CPU 使用率约 5.55%", "direct_evidence", "cpu.total.pct 0.0555"),
      fact("es 容器 user 态 CPU 约 5.06%", "direct_evidence", "cpu.user.pct 0.0506")],
     "REJECT")

# =====================================================================
# cB-022  redis info (object) + runbook distractor, NL headings, REJECT (slowlog count)
cid = "cB-022"
src = MB + "redis/info_data.json"
win(cid, "toolu_01RdsInfo", src, 1)
kb = {"query": "redis slowlog 排查", "chunks": [
    {"chunk_id": "kb-redis-slow-02", "source_doc": "runbook/redis.md", "retrieval_layer": "runbook", "relevance": "medium",
     "content": "用 SLOWLOG GET 查看慢查询；slowlog-log-slower-than 默认 10000 微秒。", "deduped": False}]}
case(cid, ["source:metricbeat", "source:metricbeat_redis", "format:nl_headings", "class:count_wrong", "class:quantity"],
     "redis 有没有慢查询？连接情况呢？",
     "## 连接\n累计收到连接 164 个，拒绝 0 个。\n当前已连接客户端 2 个，blocked 为 0。\n## 慢查询\nslowlog 里现在共有 3 条慢查询记录。\nINFO 命令平均每次调用耗时 80.33 微秒，约 0.08 毫秒。\n## 运行时长\n实例已运行 174 秒，约 3 分钟。",
     [inv(cid, "toolu_01RdsInfo", 1, "redis_info", {"address": "localhost:63118"}, doc(src)),
      inv(cid, "toolu_01RdsKb", 2, "lookup_knowledge", {"query": "redis slowlog 排查"}, kb)],
     [fact("累计收到连接 164 个，拒绝 0 个", "direct_evidence", "connections.received 164, rejected 0"),
      fact("当前已连接客户端 2 个，blocked 为 0", "direct_evidence", "clients.connected 2, blocked 0"),
      fact("slowlog 里现在共有 3 条慢查询记录", "contradicted", "slowlog.count is 0; 3 is the number of SLOWLOG command calls"),
      fact("INFO 命令平均每次调用耗时 80.33 微秒，约 0.08 毫秒", "direct_evidence", "commandstats.info.usec_per_call 80.33"),
      fact("实例已运行 174 秒，约 3 分钟", "direct_evidence", "server.uptime 174 s = 2.9 min")],
     "REJECT")

# =====================================================================
# cB-023  apache status, malformed contract (trailing comma) -> NL, PASS
cid = "cB-023"
src = MB + "apache/status_data.json"
win(cid, "call_ap_5", src, 1)
ans = r'''{
  "answer_version": "1",
  "claims": [
    {"claim_id": "a1", "claim_type": "metric_finding", "claim_text": "127.0.0.1:55555 的 Apache 每秒请求数约 0.92", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_ap_5", "tool_name": "apache_server_status", "source_invocation_ids": ["call_ap_5"], "evidence_excerpt": "requests_per_sec: 0.91958"}]},
    {"claim_id": "a2", "claim_type": "metric_finding", "claim_text": "busy worker 1 个，idle worker 74 个", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_ap_5", "tool_name": "apache_server_status", "source_invocation_ids": ["call_ap_5"], "evidence_excerpt": "busy: 1"}]},
    {"claim_id": "a3", "claim_type": "metric_finding", "claim_text": "scoreboard 共 400 个槽位，其中 325 个为 open_slot", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_ap_5", "tool_name": "apache_server_status", "source_invocation_ids": ["call_ap_5"], "evidence_excerpt": "open_slot: 325"}]},
    {"claim_id": "a4", "claim_type": "metric_finding", "claim_text": "服务已运行 286 秒，不到 5 分钟", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_ap_5", "tool_name": "apache_server_status", "source_invocation_ids": ["call_ap_5"], "evidence_excerpt": "server_uptime: 286"}]},
    {"claim_id": "a5", "claim_type": "metric_finding", "claim_text": "1 分钟 load 为 2，5 分钟 load 为 1.85", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_ap_5", "tool_name": "apache_server_status", "source_invocation_ids": ["call_ap_5"], "evidence_excerpt": "load.5: 1.85"}]},
  ],
  "user_facing_answer": "建议观察一段时间再下结论。"
}'''
case(cid, ["source:metricbeat", "source:metricbeat_apache", "format:json_malformed", "class:faithful", "class:quantity"],
     "Apache 现在压力大不大？",
     ans,
     [inv(cid, "call_ap_5", 1, "apache_server_status", {"url": "http://127.0.0.1:55555/server-status?auto"}, doc(src))],
     [fact("127.0.0.1:55555 的 Apache 每秒请求数约 0.92", "direct_evidence", "requests_per_sec 0.91958"),
      fact("busy worker 1 个，idle worker 74 个", "direct_evidence", "workers.busy 1, idle 74"),
      fact("scoreboard 共 400 个槽位，其中 325 个为 open_slot", "direct_evidence", "scoreboard.total 400, open_slot 325"),
      fact("服务已运行 286 秒，不到 5 分钟", "direct_evidence", "uptime.server_uptime 286 s"),
      fact("1 分钟 load 为 2，5 分钟 load 为 1.85", "direct_evidence", "load.1 2, load.5 1.85")],
     "PASS")

# =====================================================================
# cB-024  mysql + no-hit logs + runbook, bold labels, LOW (gap + runbook)
cid = "cB-024"
src = MB + "mysql/status_data.json"
win(cid, "toolu_01Ab7", src, 1)
kb = {"query": "mysql aborted connects 升高原因", "chunks": [
    {"chunk_id": "case-mysql-0317", "source_doc": "postmortem/mysql-aborted-connects.md", "retrieval_layer": "past_incident", "relevance": "high",
     "content": "aborted connects 升高最常见的原因是客户端密码错误或权限不足，其次是 connect_timeout 过短或网络中断。", "deduped": False}]}
case(cid, ["source:metricbeat", "source:metricbeat_mysql", "format:nl_bold_labels", "class:gap", "class:runbook_only", "class:negation"],
     "mysql 的 aborted connects 为什么这么高？",
     "**现状**：mysql:3306 的 aborted connects 为 82，总连接数 88。\n**日志**：错误日志里没有任何 Access denied 记录。\n**线程**：threads running 为 1，threads cached 为 0。\n**经验**：按运维手册，aborted connects 升高最常见的原因是客户端密码错误或权限不足。\n**建议**：确认客户端的 connect_timeout 设置。",
     [inv(cid, "toolu_01Ab7", 1, "mysql_status", {"host": "mysql:3306"}, doc(src)),
      inv(cid, "toolu_01Lg8", 1, "query_logs", {"service": "mysql", "query": "Access denied", "range": "1h"}, {"total": 0, "logs": []}),
      inv(cid, "toolu_01Kb9", 2, "lookup_knowledge", {"query": "mysql aborted connects 升高原因"}, kb)],
     [fact("mysql:3306 的 aborted connects 为 82，总连接数 88", "direct_evidence", "aborted.connects 82, connections 88"),
      fact("错误日志里没有任何 Access denied 记录", "no_evidence", "only a no-hit query (total 0); absence not proven"),
      fact("threads running 为 1，threads cached 为 0", "direct_evidence", "threads.running 1, cached 0"),
      fact("按运维手册，aborted connects 升高最常见的原因是客户端密码错误或权限不足", "indirect_support", "only the knowledge chunk says this")],
     "LOW_CONFID")

# =====================================================================
# cB-025  kubernetes state_pod single, contract with text, REJECT (phase wrong)
cid = "cB-025"
src = MB + "kubernetes/state_pod_data.json"
win(cid, "call_k8s_11", src, 1)
ans = r'''{"answer_version": "1", "diagnosis_summary": "tiller 未调度", "claims": [{"claim_id": "t1", "claim_type": "status_finding", "claim_text": "tiller-deploy-3067024529-9lpmb 处于 pending 状态，还没有被调度", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_k8s_11", "tool_name": "get_pod_status", "source_invocation_ids": ["call_k8s_11"], "evidence_excerpt": "\"name\": \"tiller-deploy-3067024529-9lpmb\""}]}, {"claim_id": "t2", "claim_type": "status_finding", "claim_text": "该 pod 的 IP 为 172.17.0.2，所在节点 minikube 的 host_ip 为 192.168.99.100", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_k8s_11", "tool_name": "get_pod_status", "source_invocation_ids": ["call_k8s_11"], "evidence_excerpt": "\"host_ip\": \"192.168.99.100\""}]}, {"claim_id": "t3", "claim_type": "status_finding", "claim_text": "pod 位于 kube-system 命名空间", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_k8s_11", "tool_name": "get_pod_status", "source_invocation_ids": ["call_k8s_11"], "evidence_excerpt": "\"namespace\": \"kube-system\""}]}], "hypotheses": [], "recommended_actions": ["检查 scheduler 日志"], "missing_info": [], "user_facing_answer": "tiller 还在 pending，建议检查调度器。"}
如需我继续查 scheduler 日志请告知。'''
case(cid, ["source:metricbeat", "source:metricbeat_kubernetes", "format:json_with_text", "class:status_wrong"],
     "tiller-deploy 一直没起来？",
     ans,
     [inv(cid, "call_k8s_11", 1, "get_pod_status", {"namespace": "kube-system", "pod": "tiller-deploy-3067024529-9lpmb"}, doc(src))],
     [fact("tiller-deploy-3067024529-9lpmb 处于 pending 状态，还没有被调度", "contradicted", "status.phase running, scheduled true", cid="t1"),
      fact("该 pod 的 IP 为 172.17.0.2，所在节点 minikube 的 host_ip 为 192.168.99.100", "direct_evidence", "pod.ip 172.17.0.2, node minikube, host_ip 192.168.99.100", cid="t2"),
      fact("pod 位于 kube-system 命名空间", "direct_evidence", "namespace kube-system", cid="t3")],
     "REJECT")

# =====================================================================
# cB-026  query_metrics series (computed from the doc) + cpu + deduped chunk, NL paragraph, LOW (gap)
cid = "cB-026"
s_mem = MB + "docker/memory_data.json"
s_cpu = MB + "docker/cpu_data.json"
m = doc(s_mem)["docker"]["memory"]
vals_pct = [m["usage"]["pct"]]
vals_rss = [m["rss"]["total"]]
series = {"alerts": [], "series": [
    {"metric": "docker.memory.usage.pct", "service": "metricbeat_elasticsearch_1_df866b3a7b3d",
     "max": max(vals_pct), "avg": sum(vals_pct) / len(vals_pct), "last": vals_pct[-1], "unit": "ratio"},
    {"metric": "docker.memory.rss.total", "service": "metricbeat_elasticsearch_1_df866b3a7b3d",
     "max": max(vals_rss), "avg": sum(vals_rss) / len(vals_rss), "last": vals_rss[-1], "unit": "bytes"}]}
win(cid, "q-mem-1", s_mem, 1)
win(cid, "q-cpu-2", s_cpu, 1)
kb = {"query": "容器内存扩容阈值", "chunks": [
    {"chunk_id": "rb-cap-007", "source_doc": "runbook/capacity.md", "retrieval_layer": "runbook", "relevance": "high",
     "content": "容器内存使用率连续 15 分钟超过 80% 时才需要扩容。", "deduped": True}]}
case(cid, ["source:metricbeat", "source:metricbeat_docker", "format:nl_paragraph", "class:gap", "class:quantity"],
     "es 容器资源使用正常吗？要不要扩容？",
     "es 容器 metricbeat_elasticsearch_1_df866b3a7b3d 内存使用率约 3%，CPU 总使用率约 5.6%。它的 RSS 约 343 MiB。按运维手册，内存使用率连续 15 分钟超过 80% 才需要扩容。",
     [inv(cid, "q-mem-1", 1, "query_metrics", {"service": "metricbeat_elasticsearch_1_df866b3a7b3d", "metrics": ["docker.memory.usage.pct", "docker.memory.rss.total"], "range": "10s"}, series),
      inv(cid, "q-cpu-2", 1, "get_container_stats", {"container": "metricbeat_elasticsearch_1_df866b3a7b3d", "metricset": "cpu"}, doc(s_cpu)),
      inv(cid, "q-kb-3", 2, "lookup_knowledge", {"query": "容器内存扩容阈值"}, kb)],
     [fact("es 容器 metricbeat_elasticsearch_1_df866b3a7b3d 内存使用率约 3%，CPU 总使用率约 5.6%", "direct_evidence", "joins q-mem-1 usage.pct 0.0298 and q-cpu-2 total.pct 0.0555"),
      fact("它的 RSS 约 343 MiB", "direct_evidence", "rss.total 359636992 B = 343.0 MiB"),
      fact("按运维手册，内存使用率连续 15 分钟超过 80% 才需要扩容", "no_evidence", "only in a deduped chunk")],
     "LOW_CONFID")

LH = "loghub/"

# =====================================================================
# cB-027  Apache, plain text, NL paragraph, PASS (counts, gap of ~2 min, hedge)
cid = "cB-027"
src = LH + "Apache/Apache_2k.log"
out = text(src, 1418, 1437)
must("[Mon Dec 05 10:26:39 2005] [error] [client 141.153.150.164] Directory index forbidden by rule: /var/www/html/", out)
assert sum(1 for l in cut(src, 1418, 1437) if "10:33:44" in l and "error state" in l) == 4
win(cid, "call_9a1c", src, 1418, 1437)
case(cid, ["source:apache", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh", "class:hedged_distractor"],
     "Apache 10:26 到 10:36 之间报了哪些错误？",
     "10:26:39 客户端 141.153.150.164 访问 /var/www/html/ 时被 Directory index forbidden by rule 拒绝。大约两分钟后，198.232.168.9 在 10:28:44 也遇到了同样的拒绝。10:33:44 这一秒出现了 4 条 mod_jk child workerEnv in error state 报错，其中 state 6 和 state 7 各 2 条。这 4 条报错前都各有一次 workerEnv.init() ok。这些 mod_jk 报错可能和 workers2.properties 的配置有关。",
     [inv(cid, "call_9a1c", 1, "query_logs", {"service": "httpd", "level": ["error", "notice"], "from": "Mon Dec 05 10:26", "to": "Mon Dec 05 10:36"}, out)],
     [fact("10:26:39 客户端 141.153.150.164 访问 /var/www/html/ 时被 Directory index forbidden by rule 拒绝", "direct_evidence", "line at 10:26:39 [client 141.153.150.164]"),
      fact("大约两分钟后，198.232.168.9 在 10:28:44 也遇到了同样的拒绝", "direct_evidence", "10:28:44 [client 198.232.168.9], 125 s after"),
      fact("10:33:44 这一秒出现了 4 条 mod_jk child workerEnv in error state 报错，其中 state 6 和 state 7 各 2 条", "direct_evidence", "four error lines at 10:33:44: 6, 6, 7, 7"),
      fact("这 4 条报错前都各有一次 workerEnv.init() ok", "direct_evidence", "each error line at 10:33:44 follows an init() ok line")],
     "PASS")

# =====================================================================
# cB-028  Apache, {"total","logs"}, indented contract, LOW (time no record has)
cid = "cB-028"
ls = cut(src, 1536, 1560)
out = {"total": len(ls), "logs": [apache_rec(l) for l in ls]}
must("jk2_init() Can't find child 5622 in scoreboard", text(src, 1536, 1560))
win(cid, "call_apache_err", src, 1536, 1560)
ans = r'''{
  "answer_version": "v1",
  "diagnosis_summary": "11:06:52 mod_jk 子进程初始化连续失败",
  "claims": [
    {
      "claim_id": "j1",
      "claim_type": "log_finding",
      "claim_text": "11:06:52 有 4 个子进程（5619、5620、5621、5622）在 scoreboard 中找不到",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_apache_err", "tool_name": "query_logs", "source_invocation_ids": ["call_apache_err"], "evidence_excerpt": "jk2_init() Can't find child 5619 in scoreboard"}]
    },
    {
      "claim_id": "j2",
      "claim_type": "log_finding",
      "claim_text": "每次找不到子进程之后都报了 mod_jk child init 1 -2",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_apache_err", "tool_name": "query_logs", "source_invocation_ids": ["call_apache_err"], "evidence_excerpt": "mod_jk child init 1 -2"}]
    },
    {
      "claim_id": "j3",
      "claim_type": "log_finding",
      "claim_text": "child 5622 的报错发生在 11:07:30",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_apache_err", "tool_name": "query_logs", "source_invocation_ids": ["call_apache_err"], "evidence_excerpt": "jk2_init() Can't find child 5622 in scoreboard"}]
    },
    {
      "claim_id": "j4",
      "claim_type": "log_finding",
      "claim_text": "12:35:57 在 scoreboard 中重新找到了 child 5785 和 5786",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_apache_err", "tool_name": "query_logs", "source_invocation_ids": ["call_apache_err"], "evidence_excerpt": "jk2_init() Found child 5785 in scoreboard slot 6"}]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["检查 workers2.properties"],
  "missing_info": [],
  "user_facing_answer": "mod_jk 子进程在 11:06:52 集中初始化失败，建议检查 workers2.properties。"
}'''
case(cid, ["source:apache", "format:json_indented", "class:time_wrong", "class:faithful"],
     "mod_jk 的 child init 报错是怎么回事？",
     ans,
     [inv(cid, "call_apache_err", 1, "query_logs", {"service": "httpd", "query": "jk2_init OR mod_jk", "from": "11:06", "to": "12:37"}, out)],
     [fact("11:06:52 有 4 个子进程（5619、5620、5621、5622）在 scoreboard 中找不到", "direct_evidence", "four Can't find child lines at 11:06:52", cid="j1"),
      fact("每次找不到子进程之后都报了 mod_jk child init 1 -2", "direct_evidence", "each Can't find is followed (after init ok) by child init 1 -2", cid="j2"),
      fact("child 5622 的报错发生在 11:07:30", "no_evidence", "no record has 11:07:30 (5622 is at 11:06:52)", cid="j3"),
      fact("12:35:57 在 scoreboard 中重新找到了 child 5785 和 5786", "direct_evidence", "Found child 5785 slot 6 and 5786 slot 7 at 12:35:57", cid="j4")],
     "LOW_CONFID")

# =====================================================================
# cB-029  OpenSSH, plain text (two windows), NL bullets, REJECT (misattribution)
cid = "cB-029"
src = LH + "OpenSSH/OpenSSH_2k.log"
out1 = text(src, 818, 850)
out2 = text(src, 701, 714)
must("Dec 10 09:18:27 LabSZ sshd[24636]: Did not receive identification string from 103.207.39.16", out1)
assert "POSSIBLE BREAK-IN" not in "\n".join(l for l in cut(src, 818, 850) if "103.207.39.16" in l)
win(cid, "toolu_01SshA", src, 818, 850)
win(cid, "toolu_01SshB", src, 701, 714)
case(cid, ["source:openssh", "format:nl_bullets", "class:misattribution", "class:paraphrase_zh"],
     "LabSZ 上 09:18 左右那几个 IP 在干嘛？",
     "- 103.207.39.16 依次尝试了 support、uucp、admin 三个账号，密码都不对\n- 103.207.39.16 的连接也触发了 POSSIBLE BREAK-IN ATTEMPT 告警\n- 187.141.143.180 用不存在的 deploy 账号试了两次（sshd[24634] 和 sshd[24641]）\n- 103.207.39.16 的三次断开都是 Closed due to user request\n- 09:18:27 来自 103.207.39.16 的连接没有发送 identification string",
     [inv(cid, "toolu_01SshA", 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 09:18:22", "to": "Dec 10 09:18:36"}, out1),
      inv(cid, "toolu_01SshB", 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "query": "187.141.143.180", "from": "Dec 10 09:16:40", "to": "Dec 10 09:17:00"}, out2)],
     [fact("103.207.39.16 依次尝试了 support、uucp、admin 三个账号，密码都不对", "direct_evidence", "Failed password for invalid user support / uucp / invalid user admin from 103.207.39.16"),
      fact("103.207.39.16 的连接也触发了 POSSIBLE BREAK-IN ATTEMPT 告警", "contradicted", "only 187.141.143.180 lines carry POSSIBLE BREAK-IN ATTEMPT; 103.207.39.16 has its own different lines"),
      fact("187.141.143.180 用不存在的 deploy 账号试了两次（sshd[24634] 和 sshd[24641]）", "direct_evidence", "Invalid user deploy from 187.141.143.180 in sshd[24634] and sshd[24641]"),
      fact("103.207.39.16 的三次断开都是 Closed due to user request", "direct_evidence", "three Received disconnect ... 11: Closed due to user request lines"),
      fact("09:18:27 来自 103.207.39.16 的连接没有发送 identification string", "direct_evidence", "Did not receive identification string from 103.207.39.16 at 09:18:27")],
     "REJECT")

# =====================================================================
# cB-030  OpenSSH, {"total","logs"}, fenced contract, PASS (excerpt forms + one bad ref)
cid = "cB-030"
ls = cut(src, 1100, 1140)
recs = [ssh_rec(l) for l in ls]
assert sum(1 for r in recs if r["message"].startswith("Failed password for root from 183.62.140.253")) == 12
assert all(r["message"] == "Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]"
           for i, r in enumerate(recs) if i > 0 and recs[i - 1]["message"].startswith("Failed password"))
must("Dec 10 10:55:39 LabSZ sshd[24949]: Invalid user oracle from 183.62.140.253", "\n".join(ls))
must("Dec 10 10:55:15 LabSZ sshd[24923]: Failed password for root from 183.62.140.253 port 42246 ssh2", "\n".join(ls))
out = {"total": len(recs), "logs": recs}
win(cid, "toolu_01SsH", src, 1100, 1140)
ans = r'''```json
{
  "answer_version": "1.2",
  "diagnosis_summary": "183.62.140.253 在对 root 做口令爆破",
  "claims": [
    {"claim_id": "s1", "claim_type": "log_finding", "claim_text": "10:55:15 到 10:55:37 之间，183.62.140.253 对 root 的 Failed password 共 12 次", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01SsH", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01SsH"], "evidence_excerpt": "{\"pid\": \"24923\", \"message\": \"Failed password for root from 183.62.140.253 port 42246 ssh2\"}"}]},
    {"claim_id": "s2", "claim_type": "log_finding", "claim_text": "每次密码失败后对端都以 11: Bye Bye 断开", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01SsH", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01SsH"], "evidence_excerpt": "Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]"}]},
    {"claim_id": "s3", "claim_type": "log_finding", "claim_text": "10:55:39 起它开始尝试不存在的用户 oracle", "support_level": "direct",
     "evidence_bindings": [{"source_type": "trace", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": [], "evidence_excerpt": "Dec 10 10:55:39 LabSZ sshd[24949]: Invalid user oracle from 183.62.140.253"}]},
    {"claim_id": "s4", "claim_type": "log_finding", "claim_text": "这些尝试都被 pam_unix 记为 authentication failure，rhost 为 183.62.140.253", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01SsX", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01SsX"], "evidence_excerpt": "pam_unix(sshd:auth): authentication failure"}]}
  ],
  "hypotheses": [],
  "recommended_actions": ["在防火墙封禁 183.62.140.253", "禁止 root 口令登录"],
  "missing_info": [],
  "user_facing_answer": "是的，183.62.140.253 在持续对 root 口令爆破，建议立即封禁该 IP。"
}
```'''
case(cid, ["source:openssh", "format:json_fenced", "class:excerpt_format", "class:bad_reference", "class:quantity"],
     "183.62.140.253 是在爆破 root 吗？",
     ans,
     [inv(cid, "toolu_01SsH", 1, "query_logs", {"host": "LabSZ", "query": "183.62.140.253", "from": "Dec 10 10:55:13", "to": "Dec 10 10:55:39"}, out)],
     [fact("10:55:15 到 10:55:37 之间，183.62.140.253 对 root 的 Failed password 共 12 次", "direct_evidence", "12 Failed password for root lines 10:55:15-10:55:37; excerpt is a JSON subset of one record", cid="s1"),
      fact("每次密码失败后对端都以 11: Bye Bye 断开", "direct_evidence", "every Failed password line is followed by Received disconnect ... 11: Bye Bye", cid="s2"),
      fact("10:55:39 起它开始尝试不存在的用户 oracle", "direct_evidence", "Invalid user oracle at 10:55:39; whole-line excerpt, T1 exists", cid="s3"),
      fact("这些尝试都被 pam_unix 记为 authentication failure，rhost 为 183.62.140.253", "indirect_support", "content in toolu_01SsH but binding cites toolu_01SsX, which does not exist", cid="s4")],
     "PASS")

# =====================================================================
# cB-031  Linux syslog, plain text, NL headings, PASS
cid = "cB-031"
src = LH + "Linux/Linux_2k.log"
out = text(src, 1236, 1258)
assert sum(1 for l in cut(src, 1236, 1258) if "rhost=211.137.205.253" in l) == 10
must("Jul 11 11:33:17 combo gdm-binary[2803]: Couldn't authenticate user", out)
win(cid, "sys-q-5d0", src, 1236, 1258)
case(cid, ["source:linux", "format:nl_headings", "class:faithful", "class:quantity", "class:paraphrase_zh"],
     "combo 这台机 7 月 11、12 日有什么异常？",
     "## 定时任务\n7 月 11 日 04:03:05 和 7 月 12 日 04:03:42，logrotate 各报了一次 ALERT exited abnormally with [1]。\nsu 切换到 cyrus 和 news 的会话都正常打开并随即关闭。\n## 登录\n7 月 11 日 11:33:17 gdm-binary 报 Couldn't authenticate user。\n当天 17:58 来自 211.137.205.253 的 root 认证失败共 10 次。",
     [inv(cid, "sys-q-5d0", 1, "search_syslog", {"host": "combo", "from": "Jul 11 04:00", "to": "Jul 12 04:10"}, out)],
     [fact("7 月 11 日 04:03:05 和 7 月 12 日 04:03:42，logrotate 各报了一次 ALERT exited abnormally with [1]", "direct_evidence", "two logrotate ALERT lines at those times"),
      fact("su 切换到 cyrus 和 news 的会话都正常打开并随即关闭", "direct_evidence", "session opened / closed pairs for cyrus and news"),
      fact("7 月 11 日 11:33:17 gdm-binary 报 Couldn't authenticate user", "direct_evidence", "gdm-binary[2803] line"),
      fact("当天 17:58 来自 211.137.205.253 的 root 认证失败共 10 次", "direct_evidence", "10 authentication failure lines rhost=211.137.205.253 user=root at 17:58")],
     "PASS")

# =====================================================================
# cB-032  Linux syslog, plain text, contract with text, REJECT (count wrong + swapped time)
cid = "cB-032"
out = text(src, 1656, 1692)
assert sum(1 for l in cut(src, 1656, 1692) if "connection from 211.42.188.206" in l) == 23
assert sum(1 for l in cut(src, 1656, 1692) if "connection from 67.95.49.172" in l) == 7
win(cid, "inv-sys-4", src, 1656, 1692)
ans = r'''初步结论见下：
{"answer_version": "1", "diagnosis_summary": "ftp 在 7 月 22 日被两个 IP 集中连接", "claims": [{"claim_id": "x1", "claim_type": "log_finding", "claim_text": "7 月 22 日 09:27:24 来自 211.42.188.206 的 ftpd 连接共 30 个", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-sys-4", "tool_name": "search_syslog", "source_invocation_ids": ["inv-sys-4"], "evidence_excerpt": "connection from 211.42.188.206 () at Fri Jul 22 09:27:24 2005"}]}, {"claim_id": "x2", "claim_type": "log_finding", "claim_text": "67.95.49.172 的 ftpd 连接也集中在 09:27:24", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-sys-4", "tool_name": "search_syslog", "source_invocation_ids": ["inv-sys-4"], "evidence_excerpt": "connection from 67.95.49.172"}]}, {"claim_id": "x3", "claim_type": "log_finding", "claim_text": "7 月 21 日 15:18:30 来自 193.110.106.11 的 root 认证失败有 2 次", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-sys-4", "tool_name": "search_syslog", "source_invocation_ids": ["inv-sys-4"], "evidence_excerpt": "rhost=193.110.106.11  user=root"}]}, {"claim_id": "x4", "claim_type": "log_finding", "claim_text": "7 月 22 日 04:07:47 logrotate 异常退出（ALERT exited abnormally with [1]）", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-sys-4", "tool_name": "search_syslog", "source_invocation_ids": ["inv-sys-4"], "evidence_excerpt": "Jul 22 04:07:47 combo logrotate: ALERT exited abnormally with [1]"}]}], "hypotheses": [], "recommended_actions": ["限制 ftpd 单 IP 并发"], "missing_info": [], "user_facing_answer": "是的，7 月 22 日 ftp 被集中连接，建议限制单 IP 并发。"}'''
case(cid, ["source:linux", "format:json_with_text", "class:count_wrong", "class:entity_swap"],
     "7 月 21-22 日 ftp 是不是被扫了？",
     ans,
     [inv(cid, "inv-sys-4", 1, "search_syslog", {"host": "combo", "from": "Jul 21 15:00", "to": "Jul 22 19:30"}, out)],
     [fact("7 月 22 日 09:27:24 来自 211.42.188.206 的 ftpd 连接共 30 个", "contradicted", "23 connection lines from 211.42.188.206 at 09:27:24, not 30", cid="x1"),
      fact("67.95.49.172 的 ftpd 连接也集中在 09:27:24", "contradicted", "67.95.49.172 connects at 19:29:09; 09:27:24 belongs to 211.42.188.206", cid="x2"),
      fact("7 月 21 日 15:18:30 来自 193.110.106.11 的 root 认证失败有 2 次", "direct_evidence", "two sshd(pam_unix) failures rhost=193.110.106.11 at 15:18:30", cid="x3"),
      fact("7 月 22 日 04:07:47 logrotate 异常退出（ALERT exited abnormally with [1]）", "direct_evidence", "logrotate ALERT line at Jul 22 04:07:47", cid="x4")],
     "REJECT")

# =====================================================================
# cB-033  HDFS, plain text, NL paragraph, REJECT (roles reversed + opposite predicate)
cid = "cB-033"
src = LH + "HDFS/HDFS_2k.log"
out = text(src, 1104, 1128)
assert sum(1 for l in cut(src, 1104, 1128) if " WARN " in l) == 7
must("081110 231911 16933 WARN dfs.DataNode$DataXceiver: 10.251.126.227:50010:Got exception while serving blk_-4181768899028058192 to /10.251.26.177:", out)
win(cid, "hdfs-dn-q1", src, 1104, 1128)
case(cid, ["source:hdfs", "format:nl_paragraph", "class:paraphrase_zh", "class:status_wrong", "class:hedged_distractor"],
     "HDFS 这段时间 DataNode 有哪些异常？",
     "23:19:04 时 10.251.75.143:50010 在向 /10.250.13.188 发送 blk_2262752117989012641 时出现异常。23:19:11 是 10.251.26.177 在向 10.251.126.227 发送 blk_-4181768899028058192 时报了异常。这一段时间共有 7 条 WARN。10.251.202.181:50010 未能把 blk_-5236655516146555545 发送给 /10.251.31.5。这些 WARN 可能只是客户端提前断开导致的。",
     [inv(cid, "hdfs-dn-q1", 1, "query_logs", {"component": "dfs.DataNode$DataXceiver", "from": "081110 2306", "to": "081111 0208"}, out)],
     [fact("23:19:04 时 10.251.75.143:50010 在向 /10.250.13.188 发送 blk_2262752117989012641 时出现异常", "direct_evidence", "081110 231904 WARN Got exception while serving blk_2262752117989012641 to /10.250.13.188"),
      fact("23:19:11 是 10.251.26.177 在向 10.251.126.227 发送 blk_-4181768899028058192 时报了异常", "contradicted", "roles reversed: 10.251.126.227:50010 was serving to /10.251.26.177"),
      fact("这一段时间共有 7 条 WARN", "direct_evidence", "7 WARN lines in the output"),
      fact("10.251.202.181:50010 未能把 blk_-5236655516146555545 发送给 /10.251.31.5", "contradicted", "log says Served block ... to /10.251.31.5 (success), opposite predicate")],
     "REJECT")

# =====================================================================
# cB-034  HDFS, plain text + no-hit, raw contract, LOW (wrong time, gap)
cid = "cB-034"
out = text(src, 1705, 1730)
must("081111 075616 28 INFO dfs.FSNamesystem: BLOCK* NameSystem.delete: blk_4471044334742081825 is added to invalidSet of 10.250.15.198:50010", out)
must("081111 075623 28 INFO dfs.FSNamesystem: BLOCK* NameSystem.delete: blk_-75893538967225087 is added to invalidSet of 10.250.15.198:50010", out)
assert "075823" not in out
win(cid, "call_hd_a1", src, 1705, 1730)
ans = r'''{"answer_version": "1", "diagnosis_summary": "块由 NameNode 下发删除", "claims": [{"claim_id": "b1", "claim_type": "log_finding", "claim_text": "NameSystem.delete 在 07:56:16 把 blk_4471044334742081825 加入了 10.250.15.198:50010 的 invalidSet", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_hd_a1", "tool_name": "query_logs", "source_invocation_ids": ["call_hd_a1"], "evidence_excerpt": "BLOCK* NameSystem.delete: blk_4471044334742081825 is added to invalidSet of 10.250.15.198:50010"}]}, {"claim_id": "b2", "claim_type": "log_finding", "claim_text": "10.250.15.198:50010 上还有 blk_-75893538967225087 被加入 invalidSet，时间是 07:58:23", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_hd_a1", "tool_name": "query_logs", "source_invocation_ids": ["call_hd_a1"], "evidence_excerpt": "blk_-75893538967225087 is added to invalidSet of 10.250.15.198:50010"}]}, {"claim_id": "b3", "claim_type": "log_finding", "claim_text": "blk_4471044334742081825 在删除前没有出现过任何 ERROR 或 WARN", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_hd_a2", "tool_name": "query_logs", "source_invocation_ids": ["call_hd_a2"], "evidence_excerpt": "total: 0"}]}, {"claim_id": "b4", "claim_type": "log_finding", "claim_text": "07:57:27 起 FSDataset 开始在本地删除 blk_6888300867578983331 等块文件", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_hd_a1", "tool_name": "query_logs", "source_invocation_ids": ["call_hd_a1"], "evidence_excerpt": "Deleting block blk_6888300867578983331 file /mnt/hadoop/dfs/data/current/subdir46/blk_6888300867578983331"}]}, {"claim_id": "b5", "claim_type": "hypothesis", "claim_text": "删除可能来自 rand6 任务结束后的临时文件清理", "support_level": "none", "evidence_bindings": []}], "hypotheses": ["rand6 临时文件清理"], "recommended_actions": ["查 NameNode 审计日志"], "missing_info": ["NameNode 审计日志"], "user_facing_answer": "该块由 NameSystem.delete 加入 invalidSet，建议再查 NameNode 审计日志确认删除来源。"}'''
case(cid, ["source:hdfs", "format:json_raw", "class:time_wrong", "class:gap"],
     "blk_4471044334742081825 为什么被删了？",
     ans,
     [inv(cid, "call_hd_a1", 1, "query_logs", {"service": "hdfs", "query": "NameSystem.delete OR Deleting block", "from": "081111 075200", "to": "081111 075810"}, out),
      inv(cid, "call_hd_a2", 1, "query_logs", {"service": "hdfs", "query": "blk_4471044334742081825 AND (ERROR OR WARN)"}, {"total": 0, "logs": []})],
     [fact("NameSystem.delete 在 07:56:16 把 blk_4471044334742081825 加入了 10.250.15.198:50010 的 invalidSet", "direct_evidence", "081111 075616 NameSystem.delete line", cid="b1"),
      fact("10.250.15.198:50010 上还有 blk_-75893538967225087 被加入 invalidSet，时间是 07:58:23", "no_evidence", "the record exists but at 07:56:23; no record has 07:58:23", cid="b2"),
      fact("blk_4471044334742081825 在删除前没有出现过任何 ERROR 或 WARN", "no_evidence", "only a no-hit query supports it", cid="b3"),
      fact("07:57:27 起 FSDataset 开始在本地删除 blk_6888300867578983331 等块文件", "direct_evidence", "081111 075727 FSDataset Deleting block blk_6888300867578983331", cid="b4"),
      fact("删除可能来自 rand6 任务结束后的临时文件清理", "no_evidence", "hypothesis; non-critical", crit=False, cid="b5")],
     "LOW_CONFID")

# =====================================================================
# cB-035  Spark, plain text, sloppy NL, LOW (unsupported cause; true denial)
cid = "cB-035"
src = LH + "Spark/Spark_2k.log"
out = text(src, 1630, 1660)
assert " WARN " not in out and " ERROR " not in out
must("Reading broadcast variable 39 took 716 ms", out)
fin = [l for l in cut(src, 1630, 1660) if "Finished task" in l and "stage 28.0" in l]
assert "task 4.0 in stage 28.0 (TID 1284). 2087 bytes" in fin[0]
I = "e4b9a7c2-1f3d-4a88-b6e0-7d2c5f9a0b13"
win(cid, I, src, 1630, 1660)
case(cid, ["source:spark", "format:nl_sloppy", "class:unsupported_cause", "class:quantity", "class:negation"],
     "stage 28 开头为啥慢了一下？",
     "stage 28 的 task 0.0~4.0 (TID 1280-1284) 都在 20:11:09 分到 executor\nbroadcast variable 39 读了 716 ms，差不多 0.7s\nrdd_42_0 ~ rdd_42_4 全部 Found block locally\nstage 28 里最先完成的是 task 4.0，result 2087 bytes\n这段日志没有 WARN 也没有 ERROR\n慢是因为 executor 刚做完一次 full GC",
     [inv(cid, I, 1, "query_logs", {"app": "spark", "from": "17/06/09 20:11:09", "to": "17/06/09 20:11:10"}, out)],
     [fact("stage 28 的 task 0.0~4.0 (TID 1280-1284) 都在 20:11:09 分到 executor", "direct_evidence", "Got assigned task 1280-1284 / Running task 0.0-4.0 in stage 28.0 at 20:11:09"),
      fact("broadcast variable 39 读了 716 ms，差不多 0.7s", "direct_evidence", "Reading broadcast variable 39 took 716 ms"),
      fact("rdd_42_0 ~ rdd_42_4 全部 Found block locally", "direct_evidence", "Found block rdd_42_0..rdd_42_4 locally"),
      fact("stage 28 里最先完成的是 task 4.0，result 2087 bytes", "direct_evidence", "first Finished task line in stage 28.0 is task 4.0 (TID 1284), 2087 bytes"),
      fact("这段日志没有 WARN 也没有 ERROR", "direct_evidence", "true denial: all lines are INFO"),
      fact("慢是因为 executor 刚做完一次 full GC", "no_evidence", "no GC line anywhere")],
     "LOW_CONFID")

# =====================================================================
# cB-036  Spark, {"total","logs"} + no-hit, fenced contract, REJECT (value of another broadcast)
cid = "cB-036"
ls = cut(src, 1100, 1128)
recs = [spark_rec(l) for l in ls]
out = {"total": len(recs), "logs": recs}
must("Reading broadcast variable 36 took 11 ms", text(src, 1100, 1128))
win(cid, "call_sp_26", src, 1100, 1128)
ans = r'''stage 26 的 broadcast 读取情况：
```json
{
  "answer_version": "1",
  "diagnosis_summary": "broadcast 读取均在 20 ms 以内",
  "claims": [
    {"claim_id": "g1", "claim_type": "log_finding", "claim_text": "broadcast variable 37 读取耗时 14 ms", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_sp_26", "tool_name": "query_logs", "source_invocation_ids": ["call_sp_26"], "evidence_excerpt": "Reading broadcast variable 37 took 14 ms"}]},
    {"claim_id": "g2", "claim_type": "log_finding", "claim_text": "broadcast_36 以 values 形式存入内存，估计大小 281.6 KB", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_sp_26", "tool_name": "query_logs", "source_invocation_ids": ["call_sp_26"], "evidence_excerpt": "Block broadcast_36 stored as values in memory (estimated size 281.6 KB, free 803.9 KB)"}]},
    {"claim_id": "g3", "claim_type": "log_finding", "claim_text": "broadcast variable 36 的读取也花了 14 ms", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_sp_26", "tool_name": "query_logs", "source_invocation_ids": ["call_sp_26"], "evidence_excerpt": "Reading broadcast variable 36 took 11 ms"}]},
    {"claim_id": "g4", "claim_type": "log_finding", "claim_text": "stage 26 的 task 0.0 到 4.0 在 20:11:07 开始运行", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_sp_26", "tool_name": "query_logs", "source_invocation_ids": ["call_sp_26"], "evidence_excerpt": "Running task 0.0 in stage 26.0 (TID 1200)"}]}
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "如需对比其他 stage 的 broadcast 耗时，请告诉我。"
}
```'''
case(cid, ["source:spark", "format:json_fenced", "class:entity_swap", "class:value_wrong"],
     "stage 26 broadcast 读取耗时多少？",
     ans,
     [inv(cid, "call_sp_26", 1, "query_logs", {"app": "spark", "query": "stage 26.0 OR broadcast", "from": "17/06/09 20:11:07"}, out),
      inv(cid, "call_sp_27", 1, "query_logs", {"app": "spark", "level": "ERROR", "query": "stage 26.0"}, {"total": 0, "logs": []})],
     [fact("broadcast variable 37 读取耗时 14 ms", "direct_evidence", "Reading broadcast variable 37 took 14 ms", cid="g1"),
      fact("broadcast_36 以 values 形式存入内存，估计大小 281.6 KB", "direct_evidence", "Block broadcast_36 stored as values ... 281.6 KB", cid="g2"),
      fact("broadcast variable 36 的读取也花了 14 ms", "contradicted", "variable 36 took 11 ms; 14 ms is variable 37's value", cid="g3"),
      fact("stage 26 的 task 0.0 到 4.0 在 20:11:07 开始运行", "direct_evidence", "Running task 0.0-4.0 in stage 26.0 at 20:11:07", cid="g4")],
     "REJECT")

# =====================================================================
# cB-037  OpenStack, {"total","logs"}, bold labels, LOW (unsupported root cause)
cid = "cB-037"
src = LH + "OpenStack/OpenStack_2k.log"
ls = cut(src, 1288, 1302)
recs = [ostack_rec(l) for l in ls]
out = {"total": len(recs), "logs": recs}
times = [float(r["message"].split("time: ")[1]) for r in recs if "servers/detail" in r["message"]]
assert min(times) > 0.25 and max(times) < 0.45 + 0.001, times
win(cid, "os-logs-61", src, 1288, 1302)
case(cid, ["source:openstack", "format:nl_bold_labels", "class:unsupported_cause", "class:paraphrase_zh", "class:quantity"],
     "nova 00:09 左右有什么异常？实例 bf8c824d 怎么了？",
     "**告警**：00:09:41.850 nova-compute 报了 WARNING，同步电源状态时发现数据库里有 1 个实例，而 hypervisor 上是 0 个。\n**实例**：实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43.328 触发 VM Started，约 60 毫秒后变为 VM Paused。\n**API**：servers/detail 的 GET 请求都返回 200，耗时在 0.25 到 0.45 秒之间。\n**根因**：这台计算节点的 libvirtd 在 00:09 左右被重启过。",
     [inv(cid, "os-logs-61", 1, "query_logs", {"services": ["nova-api", "nova-compute"], "from": "2017-05-16 00:09:37", "to": "2017-05-16 00:09:44"}, out)],
     [fact("00:09:41.850 nova-compute 报了 WARNING，同步电源状态时发现数据库里有 1 个实例，而 hypervisor 上是 0 个", "direct_evidence", "nova.compute.manager WARNING While synchronizing instance power states ... 1 ... 0"),
      fact("实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43.328 触发 VM Started，约 60 毫秒后变为 VM Paused", "direct_evidence", "Started 00:09:43.328, Paused 00:09:43.389 (61 ms)"),
      fact("servers/detail 的 GET 请求都返回 200，耗时在 0.25 到 0.45 秒之间", "direct_evidence", "status 200, time 0.2513-0.4462 s"),
      fact("这台计算节点的 libvirtd 在 00:09 左右被重启过", "no_evidence", "no output mentions a libvirtd restart")],
     "LOW_CONFID")

# =====================================================================
# cB-038  OpenStack, plain text, indented contract, REJECT (request id one char off)
cid = "cB-038"
out = text(src, 1530, 1545)
must("req-5c8f52bd-8e3c-41f0-95a5-7861d247cafa", out)
assert "req-5c8f52bd-8e3c-41f0-95a5-7861d247cafb" not in out
win(cid, "toolu_01Os5", src, 1530, 1545)
ans = r'''{
  "answer_version": "v1",
  "diagnosis_summary": "external events 404 与实例创建请求",
  "claims": [
    {
      "claim_id": "o1",
      "claim_type": "log_finding",
      "claim_text": "nova-api 处理 os-server-external-events 的 POST 返回 404，原因是 No instances found for any event",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01Os5", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Os5"], "evidence_excerpt": "nova-api.log.1.2017-05-16_13:53:08 2017-05-16 00:11:23.292 25746 INFO nova.api.openstack.wsgi [req-033d97b9-69e4-4acd-9029-f0d7b9370645 f7b8d1f1d4d44643b07fa10ca7d021fb e9746973ac574c6b8a9e8857f56a7608 - - -] HTTP exception thrown: No instances found for any event"}]
    },
    {
      "claim_id": "o2",
      "claim_type": "log_finding",
      "claim_text": "实例 d96a117b-0193-4549-bdcc-63b917273d1d 申请 memory 2048 MB、disk 20 GB、1 个 vcpu",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01Os5", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Os5"], "evidence_excerpt": "Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU"}]
    },
    {
      "claim_id": "o3",
      "claim_type": "log_finding",
      "claim_text": "创建请求 req-5c8f52bd-8e3c-41f0-95a5-7861d247cafb 的 POST /servers 返回 202",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01Os5", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Os5"], "evidence_excerpt": "\"POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers HTTP/1.1\" status: 202"}]
    },
    {
      "claim_id": "o4",
      "claim_type": "log_finding",
      "claim_text": "计算节点 cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 的物理内存为 64172MB，已用 512MB",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "toolu_01Os5", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Os5"], "evidence_excerpt": "phys_ram=64172MB used_ram=512MB"}]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["继续观察实例 d96a117b 的启动"],
  "missing_info": [],
  "user_facing_answer": "详细结论见 claims，建议继续观察实例 d96a117b 的启动过程。"
}'''
case(cid, ["source:openstack", "format:json_indented", "class:fabricated_id", "class:excerpt_format", "class:paraphrase_zh"],
     "实例 d96a117b 创建和 external events 404 是怎么回事？",
     ans,
     [inv(cid, "toolu_01Os5", 1, "query_logs", {"services": ["nova-api", "nova-compute"], "from": "2017-05-16 00:11:23", "to": "2017-05-16 00:11:34"}, out)],
     [fact("nova-api 处理 os-server-external-events 的 POST 返回 404，原因是 No instances found for any event", "direct_evidence", "req-033d97b9 lines: HTTP exception No instances found, status 404", cid="o1"),
      fact("实例 d96a117b-0193-4549-bdcc-63b917273d1d 申请 memory 2048 MB、disk 20 GB、1 个 vcpu", "direct_evidence", "nova.compute.claims Attempting claim line", cid="o2"),
      fact("创建请求 req-5c8f52bd-8e3c-41f0-95a5-7861d247cafb 的 POST /servers 返回 202", "contradicted", "real id ends ...cafa; ...cafb appears nowhere (one character off)", cid="o3"),
      fact("计算节点 cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 的物理内存为 64172MB，已用 512MB", "direct_evidence", "Final resource view phys_ram=64172MB used_ram=512MB", cid="o4")],
     "REJECT")

# =====================================================================
# cB-039  Zookeeper, plain text + runbook + failed call, NL bullets, LOW
cid = "cB-039"
src = LH + "Zookeeper/Zookeeper_2k.log"
out = text(src, 1400, 1417)
old = [l for l in cut(src, 1400, 1417) if "Connection request from old client" in l]
assert len(old) == 4 and all(l.startswith("2015-08-10") for l in old)
must("Established session 0x24f0557806a001e with negotiated timeout 10000 for client /10.10.34.11:51000", out)
win(cid, "inv-zk-1", src, 1400, 1417)
kb = {"query": "zookeeper old client 警告", "chunks": [
    {"chunk_id": "kb-zk-009", "source_doc": "wiki/zookeeper-faq.md", "retrieval_layer": "faq", "relevance": "high",
     "content": "old client 的 WARN 只表示客户端协议版本较旧。只有当服务器进入只读（r-o）模式时，这些连接才会被丢弃。", "deduped": False}]}
case(cid, ["source:zookeeper", "format:nl_bullets", "class:runbook_only", "class:gap", "class:quantity"],
     "zk 8 月 10 日那些 old client 警告要紧吗？",
     "- 8 月 10 日共出现 4 次 Connection request from old client 警告，来源分别是 10.10.34.18、10.10.34.25、10.10.34.15 和 10.10.34.11\n- 会话 0x24f0557806a001e 已建立，协商超时为 10000\n- 18:25:25 这个节点进入 FOLLOWING 状态\n- 按知识库的说法，old client 连接只有在服务器进入 r-o 模式时才会被丢弃\n- 目前 zk 集群 3 个节点全部在线",
     [inv(cid, "inv-zk-1", 1, "query_logs", {"service": "zookeeper", "from": "2015-08-10 17:50", "to": "2015-08-10 18:40"}, out),
      inv(cid, "inv-zk-2", 2, "lookup_knowledge", {"query": "zookeeper old client 警告"}, kb),
      inv(cid, "inv-zk-3", 2, "zk_cluster_status", {"ensemble": "10.10.34.11-13:2181"}, None, success=False,
          error="dial tcp 10.10.34.12:2181: connect: connection refused")],
     [fact("8 月 10 日共出现 4 次 Connection request from old client 警告，来源分别是 10.10.34.18、10.10.34.25、10.10.34.15 和 10.10.34.11", "direct_evidence", "4 WARN old client lines on 2015-08-10 from those IPs"),
      fact("会话 0x24f0557806a001e 已建立，协商超时为 10000", "direct_evidence", "Established session 0x24f0557806a001e with negotiated timeout 10000"),
      fact("18:25:25 这个节点进入 FOLLOWING 状态", "direct_evidence", "18:25:25,673 QuorumPeer FOLLOWING"),
      fact("按知识库的说法，old client 连接只有在服务器进入 r-o 模式时才会被丢弃", "indirect_support", "knowledge chunk (and attributed to it)"),
      fact("目前 zk 集群 3 个节点全部在线", "no_evidence", "the only cluster-status call failed")],
     "LOW_CONFID")

# =====================================================================
# cB-040  Zookeeper, {"total","logs"}, raw contract, REJECT (order + misattribution)
cid = "cB-040"
ls = cut(src, 992, 1012)
recs = [zk_rec(l) for l in ls]
out = {"total": len(recs), "logs": recs}
brk = [r for r in recs if r["message"].startswith("Connection broken")]
assert brk[0]["ts"] == "2015-07-29 19:29:27,198" and all(r["thread"].startswith("RecvWorker") for r in brk)
assert recs[0]["message"] == "Received connection request /10.10.34.11:59852" and recs[0]["ts"] < brk[0]["ts"]
win(cid, "call_zk_40", src, 992, 1012)
ans = r'''{"answer_version":"1","diagnosis_summary":"选举端口连接 19:29 反复中断","claims":[{"claim_id":"z1","claim_type":"log_finding","claim_text":"RecvWorker 多次报告与 id 188978561024 的连接 Connection broken（my id = 2）","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"call_zk_40","tool_name":"query_logs","source_invocation_ids":["call_zk_40"],"evidence_excerpt":"Connection broken for id 188978561024, my id = 2, error ="}]},{"claim_id":"z2","claim_type":"log_finding","claim_text":"本次查询结果中第一次 Connection broken 出现在 19:29:27,198","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"call_zk_40","tool_name":"query_logs","source_invocation_ids":["call_zk_40"],"evidence_excerpt":"{\"ts\": \"2015-07-29 19:29:27,198\", \"level\": \"WARN\"}"}]},{"claim_id":"z3","claim_type":"log_finding","claim_text":"来自 10.10.34.11:59852 的连接请求是在第一次 Connection broken 之后才收到的","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"call_zk_40","tool_name":"query_logs","source_invocation_ids":["call_zk_40"],"evidence_excerpt":"Received connection request /10.10.34.11:59852"}]},{"claim_id":"z4","claim_type":"log_finding","claim_text":"SendWorker 也报了 Connection broken for id 188978561024","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"call_zk_40","tool_name":"query_logs","source_invocation_ids":["call_zk_40"],"evidence_excerpt":"Connection broken for id 188978561024"}]},{"claim_id":"z5","claim_type":"recommendation","claim_text":"检查 10.10.34.11 到 10.10.34.12:3888 之间的网络","support_level":"none","evidence_bindings":[]}],"hypotheses":[],"recommended_actions":["检查选举端口网络"],"missing_info":[],"user_facing_answer":"是的，与 188978561024 的选举连接在 19:29 反复中断，建议先检查网络。"}'''
case(cid, ["source:zookeeper", "format:json_raw", "class:time_wrong", "class:misattribution"],
     "zk 节点 2 和 188978561024 之间的选举连接是不是一直断？",
     ans,
     [inv(cid, "call_zk_40", 1, "query_logs", {"service": "zookeeper", "query": "QuorumCnxManager", "from": "2015-07-29 19:29:17", "to": "2015-07-29 19:29:48"}, out)],
     [fact("RecvWorker 多次报告与 id 188978561024 的连接 Connection broken（my id = 2）", "direct_evidence", "four RecvWorker Connection broken lines", cid="z1"),
      fact("本次查询结果中第一次 Connection broken 出现在 19:29:27,198", "direct_evidence", "first Connection broken record ts 19:29:27,198", cid="z2"),
      fact("来自 10.10.34.11:59852 的连接请求是在第一次 Connection broken 之后才收到的", "contradicted", "request at 19:29:17,176, before the first break at 19:29:27,198", cid="z3"),
      fact("SendWorker 也报了 Connection broken for id 188978561024", "contradicted", "only RecvWorker threads log Connection broken; SendWorker logs Interrupted while waiting / Send worker leaving thread", cid="z4"),
      fact("检查 10.10.34.11 到 10.10.34.12:3888 之间的网络", "no_evidence", "recommendation; non-critical", crit=False, cid="z5")],
     "REJECT")

# =====================================================================
assert len(CASES) == 40 and [c["case_id"] for c in CASES] == ["cB-%03d" % i for i in range(1, 41)]
with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
    for c in CASES:
        fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
with open(os.path.join(HERE, "windows.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
    for w in WINDOWS:
        fh.write(json.dumps(w, ensure_ascii=False) + "\n")
print(len(CASES), "cases,", len(WINDOWS), "windows")
