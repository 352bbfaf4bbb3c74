"""cG blind set builder (standard library only). Writes cases.jsonl and windows.jsonl.

Tool outputs are verbatim source lines cut by line number (or JSON records whose fields are
taken from those verbatim lines). Answers, queries and labels are hand-written below, one by one.
"""
import json
import re
from pathlib import Path

SRC = "/work/blind/sources/"
OUT = Path(__file__).resolve().parent
CASES, WINDOWS = [], []
NONCRIT = {"hypothesis", "recommendation", "action", "background", "context", "next_step"}
# Line numbers follow str.splitlines() (as check_cases.py does): line 1318 of e2e-output.txt
# holds a \x1c inside a label value, so from there on they are one more than grep -n shows.
EVAL_TS = 1796289600.0  # 2026-12-03T09:20:00Z, the evaluation instant of the prometheus-style queries


def lines(src, a, b):
    ls = open(SRC + src, encoding="utf-8").read().splitlines()
    assert 1 <= a <= b <= len(ls), (src, a, b, len(ls))
    return ls[a - 1:b]


def text(src, a, b):
    return "\n".join(lines(src, a, b))


def win(cid, iid, src, a, b):
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": src, "lines": [a, b]})


def inv(cid, iid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def F(fact, verification, note, crit=True):
    return {"fact": fact, "is_critical": crit, "verification": verification, "note": note}


def X(fact, verification, note):
    return {"fact": fact, "is_critical": True, "verification": verification, "note": note,
            "origin": "answer_extra"}


def cfacts(contract, labels, extras=()):
    out = []
    for cl in contract["claims"]:
        v, note = labels[cl["claim_id"]]
        out.append({"fact": cl["claim_text"], "claim_id": cl["claim_id"],
                    "is_critical": cl["claim_type"] not in NONCRIT, "verification": v, "note": note})
    return out + list(extras)


def B(iid, tool, excerpt, stype="tool_output"):
    return {"source_type": stype, "source_id": iid, "tool_name": tool,
            "source_invocation_ids": [iid], "evidence_excerpt": excerpt}


def C(cid, ctype, ctext, support, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": ctext, "support_level": support,
            "evidence_bindings": bindings}


def contract(summary, claims, uf, hyps=(), actions=(), missing=()):
    return {"answer_version": "v1", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": list(hyps), "recommended_actions": list(actions),
            "missing_info": list(missing), "user_facing_answer": uf}


def add(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


# ---------- record readers (fields taken from the verbatim line, message unedited) ----------
SYSLOG = re.compile(r"^(\w{3}\s+\d+ \d\d:\d\d:\d\d) (\S+) ([^\[:]+)(?:\[(\d+)\])?: ?(.*)$")
HDFS = re.compile(r"^(\d{6}) (\d{6}) (\d+) (\w+) ([^:]+): (.*)$")
ZK = re.compile(r"^(\S+ \S+) - (\w+)\s+\[(.*?)\] - (.*)$")
HADOOP = re.compile(r"^(\S+ \S+) (\w+) \[(.*?)\] (\S+): (.*)$")
EXPO = re.compile(r"^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$")
LABEL = re.compile(r'(\w+)="((?:[^"\\]|\\.)*)"')


def syslog_rec(l):
    m = SYSLOG.match(l)
    assert m, l
    r = {"ts": m.group(1), "host": m.group(2), "program": m.group(3)}
    if m.group(4):
        r["pid"] = int(m.group(4))
    r["message"] = m.group(5)
    return r


def hdfs_rec(l):
    m = HDFS.match(l)
    assert m, l
    return {"ts": m.group(1) + " " + m.group(2), "pid": int(m.group(3)), "level": m.group(4),
            "component": m.group(5), "message": m.group(6)}


def zk_rec(l):
    m = ZK.match(l)
    assert m, l
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "message": m.group(4)}


def hadoop_rec(l):
    m = HADOOP.match(l)
    assert m, l
    return {"ts": m.group(1), "level": m.group(2), "thread": m.group(3), "logger": m.group(4),
            "message": m.group(5)}


def logs_json(recs):
    return {"total": len(recs), "logs": recs}


def prom_vector(expo_lines, keep=lambda name, labels, value: True):
    result = []
    for l in expo_lines:
        if l.startswith("#"):
            continue
        m = EXPO.match(l)
        assert m, l
        name, labs, value = m.group(1), dict(LABEL.findall(m.group(2) or "")), m.group(3)
        if keep(name, labs, value):
            metric = {"__name__": name}
            metric.update(labs)
            result.append({"metric": metric, "value": [EVAL_TS, value]})
    return {"status": "success", "data": {"resultType": "vector", "result": result}}


def netdev_items(dev_lines):
    items = []
    for l in dev_lines:
        name, rest = l.split(":", 1)
        if name.strip() == "ibr10":  # interface name with an alias colon: ibr10:30
            alias, rest = rest.split(":", 1)
            name = name + ":" + alias
        f = rest.split()
        items.append({"interface": name.strip(),
                      "receive": {"bytes": int(f[0]), "packets": int(f[1]), "errs": int(f[2]), "drop": int(f[3])},
                      "transmit": {"bytes": int(f[8]), "packets": int(f[9]), "errs": int(f[10]), "drop": int(f[11])}})
    return {"node": "node-12", "source": "/proc/net/dev", "items": items}


E2E = "prom10/e2e/e2e-output.txt"
MD = "prom10/proc/mdstat"
LINUX = "loghub/Linux/Linux_2k.log"
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
HD = "loghub/HDFS/HDFS_2k.log"
ZKL = "loghub/Zookeeper/Zookeeper_2k.log"
HAD = "loghub/Hadoop/Hadoop_2k.log"

# ============================ node_exporter fixtures ============================

# cG-001 meminfo, natural paragraph, all right (unit changes kB -> GiB)
cid = "cG-001"
win(cid, "call_mem_01", "prom10/proc/meminfo", 14, 30)
invs = [inv(cid, "call_now_00", 1, "get_current_time", {}, {"now": "2026-12-03T09:20:00Z"}),
        inv(cid, "call_mem_01", 1, "read_procfs", {"host": "node-a", "path": "/proc/meminfo"},
            text("prom10/proc/meminfo", 14, 30))]
ans = ("node-a 的 Swap 总量约 4 GiB。剩余的 SwapFree 约 3.0 GiB。"
       "Committed_AS 约 7.5 GiB，已超过约 5.8 GiB 的 CommitLimit。脏页 Dirty 只有 1052 kB，Writeback 为 0。"
       "卡顿可能与内存超额提交有关，建议排查占用匿名内存较多的进程。")
add(cid, ["source:node_exporter", "format:nl_paragraph", "class:quantity", "class:faithful"],
    "node-a 这台机器最近老是卡顿，内存和 swap 的情况怎么样？", ans, invs, "PASS", [
        F("node-a 的 Swap 总量约 4 GiB", "direct_evidence", "SwapTotal 4194300 kB = 4.00 GiB"),
        F("剩余的 SwapFree 约 3.0 GiB", "direct_evidence", "SwapFree 3155360 kB = 3.01 GiB"),
        F("Committed_AS 约 7.5 GiB，已超过约 5.8 GiB 的 CommitLimit", "direct_evidence",
          "Committed_AS 7835436 kB = 7.47 GiB > CommitLimit 6065372 kB = 5.78 GiB"),
        F("脏页 Dirty 只有 1052 kB，Writeback 为 0", "direct_evidence", "Dirty: 1052 kB, Writeback: 0 kB"),
    ])

# cG-002 loadavg + node_load*, raw JSON contract; one claim gives a peak time no record has
cid = "cG-002"
win(cid, "toolu_01LdAvg7Qx", "prom10/proc/loadavg", 1, 1)
win(cid, "toolu_01PromLd2", E2E, 2231, 2239)
win(cid, "toolu_01PromLd2", E2E, 3693, 3695)
invs = [inv(cid, "toolu_01LdAvg7Qx", 1, "read_procfs", {"host": "web-07", "path": "/proc/loadavg"},
            text("prom10/proc/loadavg", 1, 1)),
        inv(cid, "toolu_01PromLd2", 1, "prometheus_scrape", {"target": "web-07:9100", "match": ["node_load1", "node_load5", "node_load15", "node_procs_running"]},
            text(E2E, 2231, 2239) + "\n" + text(E2E, 3693, 3695))]
k = contract("web-07 当前负载很低", [
    C("c1", "metric_finding", "1 分钟负载 0.21，5 分钟 0.37，15 分钟 0.39", "direct",
      [B("toolu_01PromLd2", "prometheus_scrape", "node_load15 0.39")]),
    C("c2", "metric_finding", "/proc/loadavg 显示当前 1 个可运行任务，总任务数 719", "direct",
      [B("toolu_01LdAvg7Qx", "read_procfs", "1/719")]),
    C("c3", "metric_finding", "负载在 03:15 左右出现过峰值后回落", "direct",
      [B("toolu_01PromLd2", "prometheus_scrape", "node_load1 0.21")]),
    C("c4", "recommendation", "建议把负载告警阈值与 CPU 核数挂钩", "none", []),
], "web-07 当前负载很低（0.21/0.37/0.39），03:15 左右有过一次峰值。建议调整告警阈值。")
add(cid, ["source:node_exporter", "format:json_raw", "class:time_wrong", "class:faithful"],
    "web-07 负载告警了，帮我看下 load average", json.dumps(k, ensure_ascii=False), invs, "LOW_CONFID",
    cfacts(k, {"c1": ("direct_evidence", "node_load1 0.21, node_load5 0.37, node_load15 0.39"),
               "c2": ("direct_evidence", "loadavg field 4 is 1/719 (running/total)"),
               "c3": ("no_evidence", "gauges carry no timestamp; no record shows a peak at 03:15"),
               "c4": ("no_evidence", "recommendation, not checkable")}))

# cG-003 mdstat recovery, bullets, all right
cid = "cG-003"
win(cid, "inv-mdstat-1", MD, 12, 29)
invs = [inv(cid, "inv-mdstat-1", 1, "ssh_exec", {"host": "stor-3", "cmd": "cat /proc/mdstat"}, text(MD, 12, 29))]
ans = ("- md6（raid1）当前是 [2/1] [U_]，处于降级状态，sdb2 被标记为 (F)\n"
       "- md6 的 recovery 进度 8.5%，预计还需约 17 分钟，重建速度约 254 MiB/s\n"
       "- md7 为 raid6，[4/3] [U_UU]，其中 sdc1 标记为 (F)\n"
       "- md4 处于 inactive，sda3 为 (F)、sdb3 为 (S)\n"
       "- md201 正在做 check，进度 5.7%\n"
       "建议尽快更换 md7 的故障盘。")
add(cid, ["source:node_exporter", "format:nl_bullets", "class:quantity", "class:paraphrase_zh"],
    "存储节点 stor-3 的 RAID 有没有问题？md6 好像在重建", ans, invs, "PASS", [
        F("md6（raid1）当前是 [2/1] [U_]，处于降级状态，sdb2 被标记为 (F)", "direct_evidence", "md6 : active raid1 sdb2[2](F) ... [2/1] [U_]"),
        F("md6 的 recovery 进度 8.5%，预计还需约 17 分钟，重建速度约 254 MiB/s", "direct_evidence",
          "recovery = 8.5% finish=17.0min speed=259783K/sec = 253.7 MiB/s"),
        F("md7 为 raid6，[4/3] [U_UU]，其中 sdc1 标记为 (F)", "direct_evidence", "md7 : active raid6 ... sdc1[1](F) [4/3] [U_UU]"),
        F("md4 处于 inactive，sda3 为 (F)、sdb3 为 (S)", "direct_evidence", "md4 : inactive raid1 sda3[0](F) sdb3[1](S)"),
        F("md201 正在做 check，进度 5.7%", "direct_evidence", "md201 check =  5.7%"),
    ])

# cG-004 node_md_state == 1 as a Prometheus query answer, fenced contract, one state wrong
cid = "cG-004"
win(cid, "call_5c1e", E2E, 2367, 2453)
vec = prom_vector(lines(E2E, 2367, 2453), keep=lambda n, lb, v: v == "1")
invs = [inv(cid, "call_5c1e", 1, "query_prometheus", {"query": "node_md_state == 1", "time": EVAL_TS}, vec)]
k = contract("多数阵列 active，md201/md6 有后台任务", [
    C("c1", "metric_finding", "md201 的 state=\"check\" 为 1，正在做一致性检查", "direct",
      [B("call_5c1e", "query_prometheus", '{"device": "md201", "state": "check"}')]),
    C("c2", "metric_finding", "md6 处于 recovering 状态", "direct",
      [B("call_5c1e", "query_prometheus", '{"__name__": "node_md_state", "device": "md6", "state": "recovering"}')]),
    C("c3", "alert_state", "md9 的 resync 已结束，当前状态为 active", "direct",
      [B("call_5c1e", "query_prometheus", '{"device": "md9"}')]),
    C("c4", "metric_finding", "md219 和 md4 都是 inactive", "direct",
      [B("call_5c1e", "query_prometheus", '{"device": "md219", "state": "inactive"}')]),
], "md201 在做 check，md6 在 recovering，md9 的 resync 已结束。md219 与 md4 为 inactive。")
ans = "```json\n" + json.dumps(k, ensure_ascii=False, indent=2) + "\n```"
add(cid, ["source:node_exporter", "format:json_fenced", "class:status_wrong", "class:excerpt_format"],
    "prometheus 里 node_md_state 显示哪些阵列不是 active？", ans, invs, "REJECT",
    cfacts(k, {"c1": ("direct_evidence", "node_md_state{device=md201,state=check} 1"),
               "c2": ("direct_evidence", "node_md_state{device=md6,state=recovering} 1"),
               "c3": ("contradicted", "md9 has state=resync 1 (active is 0, not in the ==1 result)"),
               "c4": ("direct_evidence", "md219 and md4 both state=inactive 1")}))

# cG-005 node_md_disks, sloppy lines, md9's failed count given to md11
cid = "cG-005"
win(cid, "q-7781", E2E, 2286, 2339)
win(cid, "q-7782", E2E, 2340, 2358)
invs = [inv(cid, "q-7781", 1, "promql_instant", {"expr": "node_md_disks"}, text(E2E, 2286, 2339)),
        inv(cid, "q-7782", 1, "promql_instant", {"expr": "node_md_disks_required"}, text(E2E, 2340, 2358))]
ans = ("md11 failed=2，是 failed 最多的阵列\n"
       "md4、md6、md7 各有 1 块 failed\n"
       "md3 active 8 块, spare 2 块, 没有 failed 盘\n"
       "md7 required 4 块盘但 active 只有 3\n"
       "先处理 md11 吧")
add(cid, ["source:node_exporter", "format:nl_sloppy", "class:entity_swap", "class:misattribution"],
    "md 阵列坏盘统计下，哪个阵列 failed 盘最多", ans, invs, "REJECT", [
        F("md11 failed=2，是 failed 最多的阵列", "contradicted", "md11 failed 1; the 2 failed disks belong to md9"),
        F("md4、md6、md7 各有 1 块 failed", "direct_evidence", "failed=1 for md4, md6, md7"),
        F("md3 active 8 块, spare 2 块, 没有 failed 盘", "direct_evidence", "md3 active 8, spare 2, failed 0"),
        F("md7 required 4 块盘但 active 只有 3", "direct_evidence", "node_md_disks_required md7 4; active 3"),
    ])

# cG-006 disk io time / read bytes, indented contract, all right
cid = "cG-006"
win(cid, "call_io_1", E2E, 1146, 1163)
win(cid, "call_io_2", E2E, 1180, 1197)
invs = [inv(cid, "call_io_1", 1, "prometheus_scrape", {"target": "db-02:9100", "match": ["node_disk_io_time_seconds_total"]}, text(E2E, 1146, 1163)),
        inv(cid, "call_io_2", 1, "prometheus_scrape", {"target": "db-02:9100", "match": ["node_disk_read_bytes_total"]}, text(E2E, 1180, 1197))]
k = contract("vda 的累计 IO 时间最长", [
    C("c1", "metric_finding", "vda 的 node_disk_io_time_seconds_total 约 41615 秒（约 11.6 小时），是所有设备里最高的", "direct",
      [B("call_io_1", "prometheus_scrape", 'node_disk_io_time_seconds_total{device="vda"} 41614.592000000004')]),
    C("c2", "metric_finding", "sda 累计读取约 478 GiB", "direct",
      [B("call_io_2", "prometheus_scrape", 'node_disk_read_bytes_total{device="sda"} 5.13713216512e+11')]),
    C("c3", "metric_finding", "dm-0 的累计 IO 时间约 3.1 小时", "direct",
      [B("call_io_1", "prometheus_scrape", '{device="dm-0"} 11325.968')]),
    C("c4", "hypothesis", "vda 可能挂在较慢的共享存储后端上", "none", []),
], "vda 累计 IO 时间约 11.6 小时，最忙。sda 读了约 478 GiB。nvme0n1 的 IO 时间只有约 223 秒。vda 可能挂在较慢的共享存储上。")
add(cid, ["source:node_exporter", "format:json_indented", "class:quantity", "class:faithful"],
    "db-02 哪个磁盘 IO 最忙？vda 看起来很慢", json.dumps(k, ensure_ascii=False, indent=2), invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "vda 41614.592 s = 11.56 h, highest of the 15 devices"),
               "c2": ("direct_evidence", "5.13713216512e+11 B = 478.4 GiB"),
               "c3": ("direct_evidence", "11325.968 s = 3.15 h"),
               "c4": ("no_evidence", "hedged hypothesis, non-critical")},
           [X("nvme0n1 的 IO 时间只有约 223 秒", "direct_evidence", "nvme0n1 222.766 s")]))

# cG-007 diskstats + node_disk_info, headings, serial one character off
cid = "cG-007"
win(cid, "exec-ds-01", "prom10/proc/diskstats", 44, 51)
win(cid, "exec-ds-02", E2E, 1112, 1128)
invs = [inv(cid, "exec-ds-01", 1, "ssh_exec", {"host": "stor-9", "cmd": "tail -n 8 /proc/diskstats"}, text("prom10/proc/diskstats", 44, 51)),
        inv(cid, "exec-ds-02", 1, "prometheus_scrape", {"target": "stor-9:9100", "match": ["node_disk_info"]}, text(E2E, 1112, 1128))]
ans = ("## 结论\n"
       "sda 型号 TOSHIBA_KSDB4U86，rotational=1，是机械盘。\n"
       "sdb 型号 SuperMicro_SSD，挂在 pci-0000:00:1f.2-ata-1 上，是 SSD。\n"
       "## 报修信息\n"
       "sda 的序列号是 2160A0D5FVGH，wwn 为 0x7c72382b8de36a64。\n"
       "sdb 的序列号是 SMC0E1B87ABBB16BD84E。\n"
       "## 其他\n"
       "diskstats 里 sdb 累计完成读 326552 次。")
add(cid, ["source:node_exporter", "format:nl_headings", "class:fabricated_id"],
    "stor-9 上 sdb 和 sda 分别是什么盘？要报修需要型号和序列号", ans, invs, "REJECT", [
        F("sda 型号 TOSHIBA_KSDB4U86，rotational=1，是机械盘", "direct_evidence", "node_disk_info sda model TOSHIBA_KSDB4U86 rotational=1"),
        F("sdb 型号 SuperMicro_SSD，挂在 pci-0000:00:1f.2-ata-1 上，是 SSD", "direct_evidence", "sdb model SuperMicro_SSD path pci-0000:00:1f.2-ata-1 rotational=0"),
        F("sda 的序列号是 2160A0D5FVGH，wwn 为 0x7c72382b8de36a64", "contradicted", "real serial is 2160A0D5FVGG; 2160A0D5FVGH is one character off and in no output"),
        F("sdb 的序列号是 SMC0E1B87ABBB16BD84E", "direct_evidence", "serial=SMC0E1B87ABBB16BD84E"),
        F("diskstats 里 sdb 累计完成读 326552 次", "direct_evidence", "diskstats sdb field 4 (reads completed) 326552"),
    ])

# cG-008 cpu seconds (softirq/iowait) as query answer, bold labels, all right
cid = "cG-008"
win(cid, "5f0c2a1e-7b3d-4c55-9a0e-2d81f3c6b910", E2E, 983, 1047)
vec = prom_vector(lines(E2E, 983, 1047), keep=lambda n, lb, v: lb.get("mode") in ("softirq", "iowait"))
invs = [inv(cid, "5f0c2a1e-7b3d-4c55-9a0e-2d81f3c6b910", 1, "query_prometheus",
            {"query": "node_cpu_seconds_total{mode=~\"softirq|iowait\"}", "time": EVAL_TS}, vec)]
ans = ("**结论**：软中断集中在 cpu0，softirq 累计 34.1 秒。\n"
       "**对比**：其余 7 个核的 softirq 都不超过 3.3 秒，其中最高的 cpu2 为 3.26 秒。\n"
       "**iowait**：iowait 最高的是 cpu5，约 6.7 秒。\n"
       "**建议**：检查网卡中断的 smp_affinity，必要时开启 irqbalance。")
add(cid, ["source:node_exporter", "format:nl_bold_labels", "class:faithful", "class:quantity"],
    "8 核机器 softirq 偏高，是哪个 CPU 在处理软中断？", ans, invs, "PASS", [
        F("软中断集中在 cpu0，softirq 累计 34.1 秒", "direct_evidence", "cpu=0 mode=softirq 34.1"),
        F("其余 7 个核的 softirq 都不超过 3.3 秒，其中最高的 cpu2 为 3.26 秒", "direct_evidence", "cpu1-7 softirq max is cpu2 3.26"),
        F("iowait 最高的是 cpu5，约 6.7 秒", "direct_evidence", "cpu5 iowait 6.72, the highest"),
    ])

# cG-009 cpu seconds text, contract with a sentence before; cpu0's softirq given to cpu1
cid = "cG-009"
win(cid, "call_a1", E2E, 982, 1047)
invs = [inv(cid, "call_a1", 1, "prometheus_scrape", {"target": "app-31:9100", "match": ["node_cpu_seconds_total"]}, text(E2E, 982, 1047))]
k = contract("system 态与软中断分布", [
    C("c1", "metric_finding", "cpu0 的 system 态累计 210.45 秒，是 8 个核里最高的", "direct",
      [B("call_a1", "prometheus_scrape", 'node_cpu_seconds_total{cpu="0",mode="system"} 210.45')]),
    C("c2", "metric_finding", "cpu1 的 softirq 累计 34.1 秒，明显高于其它核", "direct",
      [B("call_a1", "prometheus_scrape", 'mode="softirq"} 34.1')]),
    C("c3", "metric_finding", "cpu4 的 user 态时间最少，约 284 秒", "direct",
      [B("call_a1", "prometheus_scrape", 'node_cpu_seconds_total{cpu="4",mode="user"} 284.13')]),
], "system 最高的是 cpu0，软中断集中在 cpu1，user 最少的是 cpu4。")
ans = "查询结果如下：\n" + json.dumps(k, ensure_ascii=False)
add(cid, ["source:node_exporter", "format:json_with_text", "class:entity_swap", "class:misattribution"],
    "app-31 哪个核 system 时间最高？softirq 高的是哪个核？", ans, invs, "REJECT",
    cfacts(k, {"c1": ("direct_evidence", "cpu0 system 210.45, max over cpus"),
               "c2": ("contradicted", "34.1 s softirq is cpu0's; cpu1 has its own softirq 0.46"),
               "c3": ("direct_evidence", "cpu4 user 284.13, the minimum")}))

# cG-010 hwmon temperatures + runbook, paragraph; one sentence attributed to the runbook
cid = "cG-010"
win(cid, "call_hw_01", E2E, 1686, 1717)
kb = {"query": "coretemp 温度阈值 降频", "chunks": [
    {"chunk_id": "kb-hw-0042", "source_doc": "runbooks/hardware/thermal.md", "retrieval_layer": "runbook",
     "relevance": "high", "deduped": False,
     "content": "coretemp 传感器的 max 阈值一般为 84°C，crit 为 100°C。温度持续超过 max 阈值时 CPU 会降频（thermal throttling）。处理：检查风扇转速与机柜进风温度。"}]}
invs = [inv(cid, "call_hw_01", 1, "get_hwmon", {"host": "gpu-05"}, text(E2E, 1686, 1717)),
        inv(cid, "call_kb_02", 1, "lookup_knowledge", {"query": "coretemp 温度阈值 降频"}, kb)]
ans = ("platform_coretemp_0 和 platform_coretemp_1 的各个传感器温度在 50–55 °C 之间，最高的是 temp1 的 55 °C。"
       "所有 coretemp 传感器的 crit_alarm 都是 0。"
       "ieee80211_phy0_mt7996_phy0_2 的 temp1 为 57 °C，是这批传感器里最热的。"
       "按运维手册，温度持续超过 max 阈值时 CPU 会降频。"
       "建议顺便确认一下风扇转速。")
add(cid, ["source:node_exporter", "format:nl_paragraph", "class:runbook_only", "class:faithful"],
    "gpu-05 服务器温度告警，看下 coretemp 温度", ans, invs, "PASS", [
        F("platform_coretemp_0 和 platform_coretemp_1 的各个传感器温度在 50–55 °C 之间，最高的是 temp1 的 55 °C", "direct_evidence",
          "coretemp_0/1 temp1..temp5 = 55,54,52,53,50"),
        F("所有 coretemp 传感器的 crit_alarm 都是 0", "direct_evidence", "node_hwmon_temp_crit_alarm_celsius coretemp lines all 0"),
        F("ieee80211_phy0_mt7996_phy0_2 的 temp1 为 57 °C，是这批传感器里最热的", "direct_evidence", "57 is the maximum temp_celsius"),
        F("按运维手册，温度持续超过 max 阈值时 CPU 会降频", "indirect_support", "only the runbook chunk says so"),
    ])

# cG-011 net class, bullets; right values and a true denial, plus a plain unsupported cause
cid = "cG-011"
win(cid, "inv-net-11", E2E, 3142, 3185)
win(cid, "inv-net-12", E2E, 3198, 3256)
invs = [inv(cid, "inv-net-11", 1, "get_netclass", {"host": "lb-01", "devices": ["bond0", "eth0"]}, text(E2E, 3142, 3185)),
        inv(cid, "inv-net-12", 2, "get_netdev_stats", {"host": "lb-01"}, text(E2E, 3198, 3256))]
ans = ("- bond0 和 eth0 的 operstate 都是 up，duplex full，MTU 1500\n"
       "- eth0 协商速率 1.25e8 bytes/s，也就是 1 Gbit/s\n"
       "- 两个口的 carrier_down_changes 都是 1，各掉过一次载波\n"
       "- lo 的收发 errs、drop 全是 0，没有错误\n"
       "- 那次掉载波是机房更换交换机引起的")
add(cid, ["source:node_exporter", "format:nl_bullets", "class:unsupported_cause", "class:negation", "class:quantity"],
    "lb-01 的 bond0/eth0 网口状态和速率确认一下，有没有掉线", ans, invs, "LOW_CONFID", [
        F("bond0 和 eth0 的 operstate 都是 up，duplex full，MTU 1500", "direct_evidence", "node_network_info operstate=up duplex=full; mtu_bytes 1500"),
        F("eth0 协商速率 1.25e8 bytes/s，也就是 1 Gbit/s", "direct_evidence", "node_network_speed_bytes eth0 1.25e+08 B/s = 1 Gbit/s"),
        F("两个口的 carrier_down_changes 都是 1，各掉过一次载波", "direct_evidence", "carrier_down_changes_total 1 for both"),
        F("lo 的收发 errs、drop 全是 0，没有错误", "direct_evidence", "lo receive/transmit errs and drop are 0 (true denial)"),
        F("那次掉载波是机房更换交换机引起的", "no_evidence", "cause stated as fact, nothing in any output"),
    ])

# cG-012 /proc/net/dev, bullets; denial of tx drops refuted by flannel.1
cid = "cG-012"
win(cid, "call-netdev-77", "prom10/proc/net/dev", 1, 12)
invs = [inv(cid, "call-netdev-77", 1, "ssh_exec", {"host": "node-12", "cmd": "cat /proc/net/dev"}, text("prom10/proc/net/dev", 1, 12)),
        inv(cid, "call-now-78", 1, "get_current_time", {"tz": "Asia/Shanghai"}, "2026-12-03 17:20:00 CST")]
ans = ("- eth0 累计接收约 63.5 GiB，发送约 8.7 GiB\n"
       "- flannel.1 收约 16.9 GiB、发约 19.3 GiB\n"
       "- 所有接口的发送方向都没有丢包，drop 全是 0\n"
       "- 各接口收发的 errs 均为 0\n"
       "建议在对端交换机上抓包确认。")
add(cid, ["source:node_exporter", "format:nl_bullets", "class:negation", "class:quantity"],
    "k8s 节点 node-12 网络丢包排查，看下各网卡收发统计", ans, invs, "REJECT", [
        F("eth0 累计接收约 63.5 GiB，发送约 8.7 GiB", "direct_evidence", "eth0 rx 68210035552 B = 63.53 GiB, tx 9315587528 B = 8.68 GiB"),
        F("flannel.1 收约 16.9 GiB、发约 19.3 GiB", "direct_evidence", "18144009813 B = 16.90 GiB, 20758990068 B = 19.33 GiB"),
        F("所有接口的发送方向都没有丢包，drop 全是 0", "contradicted", "flannel.1 transmit drop column is 64"),
        F("各接口收发的 errs 均为 0", "direct_evidence", "every errs column is 0 (true denial)"),
    ])

# cG-013 PSI files + node_pressure_*, compact contract, excerpts in other forms
cid = "cG-013"
win(cid, "call_psi_io", "prom10/proc/pressure/io", 1, 2)
win(cid, "call_psi_cpu", "prom10/proc/pressure/cpu", 1, 2)
win(cid, "call_psi_prom", E2E, 3655, 3673)
invs = [inv(cid, "call_psi_io", 1, "read_procfs", {"host": "es-data-4", "path": "/proc/pressure/io"}, text("prom10/proc/pressure/io", 1, 2)),
        inv(cid, "call_psi_cpu", 1, "read_procfs", {"host": "es-data-4", "path": "/proc/pressure/cpu"}, text("prom10/proc/pressure/cpu", 1, 2)),
        inv(cid, "call_psi_prom", 2, "prometheus_scrape", {"target": "es-data-4:9100", "match": ["node_pressure_.*"]}, text(E2E, 3655, 3673))]
k = contract("IO 有轻微压力，CPU 与内存无压力", [
    C("c1", "metric_finding", "IO some 压力 avg10=0.18%、avg60=0.34%，full 的 avg10/avg60/avg300 与 some 一致", "direct",
      [B("call_psi_io", "read_procfs", "avg60=0.34 avg10=0.18")]),
    C("c2", "metric_finding", "进程因 IO 等待累计约 160 秒（约 2.7 分钟）", "direct",
      [B("call_psi_prom", "prometheus_scrape", "node_pressure_io_waiting_seconds_total 159.886802")]),
    C("c3", "metric_finding", "CPU 压力 some 的 avg 全为 0.00，累计等待约 14 秒", "direct",
      [B("call_psi_cpu", "read_procfs", "some avg10=0.00 avg60=0.00 avg300=0.00 total=14036781"),
       B("call_psi_prom", "prometheus_scrape", "node_pressure_cpu_waiting_seconds_total 14.036781000000001")]),
    C("c4", "metric_finding", "内存压力 stalled 和 waiting 都是 0", "direct",
      [B("call_psi_prom", "prometheus_scrape", "node_pressure_memory_stalled_seconds_total 0")]),
], "IO 有轻微压力（avg60 0.34%），累计 IO 等待约 2.7 分钟；CPU 和内存基本无压力。")
add(cid, ["source:node_exporter", "format:json_compact", "class:excerpt_format", "class:quantity"],
    "es-data-4 的 PSI 看下，IO 压力大不大", json.dumps(k, ensure_ascii=False, separators=(",", ":")), invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "io some/full avg10=0.18 avg60=0.34 avg300=0.10; reordered k=v excerpt"),
               "c2": ("direct_evidence", "159.886802 s = 2.66 min"),
               "c3": ("direct_evidence", "cpu some avg all 0.00; 14.04 s waiting"),
               "c4": ("direct_evidence", "memory stalled 0 and waiting 0")}))

# cG-014 PSI io, paragraph; cause stated in plain words with nothing behind it
cid = "cG-014"
win(cid, "toolu_psi_a", "prom10/proc/pressure/io", 1, 2)
win(cid, "toolu_psi_b", E2E, 3658, 3664)
invs = [inv(cid, "toolu_psi_a", 1, "read_procfs", {"host": "pg-main", "path": "/proc/pressure/io"}, text("prom10/proc/pressure/io", 1, 2)),
        inv(cid, "toolu_psi_b", 1, "prometheus_scrape", {"target": "pg-main:9100", "match": ["node_pressure_io_.*"]}, text(E2E, 3658, 3664))]
ans = ("pg-main 上 IO 的 some 和 full 压力 avg60 都是 0.34，10 秒窗口为 0.18。"
       "所有进程同时卡在 IO 上的累计时间约 159.2 秒。"
       "这股 IO 压力来自夜里跑的数据库全量备份。"
       "下一步可以用 iotop 采样确认具体进程。")
add(cid, ["source:node_exporter", "format:nl_paragraph", "class:unsupported_cause", "class:quantity"],
    "pg-main 昨晚 IO 很卡，PSI 有记录吗？原因是什么", ans, invs, "LOW_CONFID", [
        F("pg-main 上 IO 的 some 和 full 压力 avg60 都是 0.34，10 秒窗口为 0.18", "direct_evidence", "some/full avg10=0.18 avg60=0.34"),
        F("所有进程同时卡在 IO 上的累计时间约 159.2 秒", "direct_evidence", "node_pressure_io_stalled_seconds_total 159.229614 (full)"),
        F("这股 IO 压力来自夜里跑的数据库全量备份", "no_evidence", "no output mentions a backup; unsupported cause"),
    ])

# cG-015 power supply, contract with text around; Discharging stated as charging
cid = "cG-015"
win(cid, "call_ps_1", E2E, 3621, 3654)
invs = [inv(cid, "call_ps_1", 1, "prometheus_scrape", {"target": "edge-lt-02:9100", "match": ["node_power_supply_.*"]}, text(E2E, 3621, 3654))]
k = contract("电池与市电状态", [
    C("c1", "metric_finding", "BAT0 剩余电量 81%", "direct",
      [B("call_ps_1", "prometheus_scrape", 'node_power_supply_capacity{power_supply="BAT0"} 81')]),
    C("c2", "metric_finding", "AC 适配器 online=0，当前没有接入市电", "direct",
      [B("call_ps_1", "prometheus_scrape", 'node_power_supply_online{power_supply="AC"} 0')]),
    C("c3", "alert_state", "BAT0 当前处于充电状态（status=Charging）", "direct",
      [B("call_ps_1", "prometheus_scrape", 'node_power_supply_info{capacity_level="Normal"')]),
    C("c4", "metric_finding", "电池电压 11.66 V，当前功率约 5 W", "direct",
      [B("call_ps_1", "prometheus_scrape", 'node_power_supply_voltage_volt{power_supply="BAT0"} 11.66')]),
], "BAT0 电量 81%，AC 未接入，电池在充电。")
ans = "看了 node_exporter 的 power_supply 指标：\n" + json.dumps(k, ensure_ascii=False) + "\n有问题再叫我。"
add(cid, ["source:node_exporter", "format:json_with_text", "class:status_wrong"],
    "边缘节点 edge-lt-02 电池状态？是不是没接电源", ans, invs, "REJECT",
    cfacts(k, {"c1": ("direct_evidence", "capacity 81"),
               "c2": ("direct_evidence", "online{AC} 0"),
               "c3": ("contradicted", "node_power_supply_info shows status=\"Discharging\""),
               "c4": ("direct_evidence", "voltage_volt 11.66, power_watt 5.002")}))

# cG-016 EDAC counters, sloppy; total uncorrectable count wrong
cid = "cG-016"
win(cid, "edac-q1", E2E, 1399, 1431)
invs = [inv(cid, "edac-q1", 1, "prometheus_scrape", {"target": "kvm-host-3:9100", "match": ["node_edac_.*"]}, text(E2E, 1399, 1431))]
ans = ("controller 0 不可纠正错误总数 15 个\n"
       "可纠正错误总数只有 1 个\n"
       "csrow 2 的 uncorrectable 是 5，比 csrow 0 和 csrow 1 的 4 多\n"
       "各 channel 的 correctable 都是 0\n"
       "疑似 DIMM 快坏了, 建议先换 csrow2 那根")
add(cid, ["source:node_exporter", "format:nl_sloppy", "class:count_wrong", "class:hedged_distractor"],
    "kvm-host-3 内存 ECC 报错统计下", ans, invs, "REJECT", [
        F("controller 0 不可纠正错误总数 15 个", "contradicted", "node_edac_uncorrectable_errors_total{controller=0} is 5"),
        F("可纠正错误总数只有 1 个", "direct_evidence", "node_edac_correctable_errors_total 1"),
        F("csrow 2 的 uncorrectable 是 5，比 csrow 0 和 csrow 1 的 4 多", "direct_evidence", "csrow 0:4, 1:4, 2:5"),
        F("各 channel 的 correctable 都是 0", "direct_evidence", "all channel correctable lines 0"),
    ])

# cG-017 btrfs, indented contract with an extra sentence, all right
cid = "cG-017"
win(cid, "call_btrfs_1", E2E, 776, 815)
win(cid, "call_btrfs_2", E2E, 759, 766)
invs = [inv(cid, "call_btrfs_1", 1, "prometheus_scrape", {"target": "nas-1:9100", "match": ["node_btrfs_(info|size|used|reserved|global_rsv|last_commit|max_commit).*"]}, text(E2E, 776, 815)),
        inv(cid, "call_btrfs_2", 1, "prometheus_scrape", {"target": "nas-1:9100", "match": ["node_btrfs_commit.*"]}, text(E2E, 759, 766))]
k = contract("fixture 卷空间充足，commit 偶有慢的", [
    C("c1", "metric_finding", "label 为 fixture 的文件系统（uuid 0abb23a9-579b-43e6-ad30-227ef47fcb9d）data 块组为 raid0，分配 2 GiB，已用约 771 MiB", "direct",
      [B("call_btrfs_1", "prometheus_scrape", 'node_btrfs_used_bytes{block_group_type="data",mode="raid0",uuid="0abb23a9-579b-43e6-ad30-227ef47fcb9d"} 8.08189952e+08'),
       B("call_btrfs_1", "prometheus_scrape", 'node_btrfs_info{label="fixture",uuid="0abb23a9-579b-43e6-ad30-227ef47fcb9d"} 1')]),
    C("c2", "metric_finding", "该文件系统最慢的一次 commit 耗时 51.462 秒，最近一次为 1 秒", "direct",
      [B("call_btrfs_1", "prometheus_scrape", 'node_btrfs_max_commit_seconds{uuid="0abb23a9-579b-43e6-ad30-227ef47fcb9d"} 51.462')]),
    C("c3", "metric_finding", "累计 commit 258051 次，总耗时约 47836 秒", "direct",
      [B("call_btrfs_2", "prometheus_scrape", 'node_btrfs_commits_total{uuid="0abb23a9-579b-43e6-ad30-227ef47fcb9d"} 258051')]),
    C("c4", "metric_finding", "另一个卷 7f07c59f-6136-449c-ab87-e1cf2328731b 的 raid5 data 已用为 0", "direct",
      [B("call_btrfs_3", "prometheus_scrape", 'node_btrfs_used_bytes{block_group_type="data",mode="raid5",uuid="7f07c59f-6136-449c-ab87-e1cf2328731b"} 0')]),
], "fixture 卷 data 用了约 771 MiB / 2 GiB。数据使用率约 38%。最慢 commit 51.462 秒。")
add(cid, ["source:node_exporter", "format:json_indented", "class:quantity", "class:faithful", "class:bad_reference"],
    "nas-1 的 btrfs 卷 fixture 空间还够吗？commit 慢不慢", json.dumps(k, ensure_ascii=False, indent=4), invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "size 2.147483648e+09 B = 2 GiB, used 8.08189952e+08 B = 770.8 MiB, label fixture"),
               "c2": ("direct_evidence", "max_commit 51.462, last_commit 1"),
               "c3": ("direct_evidence", "commits_total 258051, commit_seconds_total 47836.09"),
               "c4": ("indirect_support", "content right (raid5 data used 0) but bound to call_btrfs_3, which does not exist")},
           [X("数据使用率约 38%", "direct_evidence", "770.8 MiB / 2048 MiB = 37.6%")]))

# cG-018 nvme, bold labels; firmware revision one character off
cid = "cG-018"
win(cid, "inv_nvme_a", E2E, 3521, 3539)
invs = [inv(cid, "inv_nvme_a", 1, "prometheus_scrape", {"target": "ceph-osd-7:9100", "match": ["node_nvme_.*"]}, text(E2E, 3521, 3539))]
ans = ("**型号**：Samsung SSD 970 PRO 512GB，序列号 S680HF8N190894I。\n"
       "**固件**：当前固件版本为 1B2QEXP8。\n"
       "**容量**：namespace 1 容量 1.6e13 字节，约 16 TB。\n"
       "**使用量**：已用 2e12 字节，约占 12.5%。\n"
       "**状态**：控制器 state 为 live，ANA 状态 optimized。")
add(cid, ["source:node_exporter", "format:nl_bold_labels", "class:fabricated_id", "class:quantity"],
    "ceph-osd-7 上 nvme0 的固件版本和容量多少？准备升级固件", ans, invs, "REJECT", [
        F("Samsung SSD 970 PRO 512GB，序列号 S680HF8N190894I", "direct_evidence", "node_nvme_info model and serial"),
        F("当前固件版本为 1B2QEXP8", "contradicted", "firmware_revision is 1B2QEXP7; 1B2QEXP8 is in no output"),
        F("namespace 1 容量 1.6e13 字节，约 16 TB", "direct_evidence", "capacity_bytes 1.6e+13 = 16 TB"),
        F("已用 2e12 字节，约占 12.5%", "direct_evidence", "used 2e+12 / 1.6e+13 = 12.5%"),
        F("控制器 state 为 live，ANA 状态 optimized", "direct_evidence", "state=live, ana_state=optimized"),
    ])

# cG-019 watchdog + failed kubectl_logs, headings; a feed time no record has
cid = "cG-019"
win(cid, "call-wd-1", E2E, 4076, 4100)
invs = [inv(cid, "call-wd-1", 1, "prometheus_scrape", {"target": "iot-gw-3:9100", "match": ["node_watchdog_.*"]}, text(E2E, 4076, 4100)),
        inv(cid, "call-wd-2", 1, "kubectl_logs", {"namespace": "kube-system", "pod": "watchdog-agent-7d9f", "tail": 200}, None,
            ok=False, err='Error from server (NotFound): pods "watchdog-agent-7d9f" not found')]
ans = ("## watchdog0 配置\n"
       "watchdog0 是 Software Watchdog，state 为 active，超时时间 60 秒，pretimeout 120 秒。\n"
       "当前 timeleft 为 300 秒。\n"
       "## 喂狗情况\n"
       "喂狗进程最近一次喂狗发生在 10:42:17。\n"
       "## 结论\n"
       "短期内可能不会触发重启，建议确认喂狗进程是否存活。")
add(cid, ["source:node_exporter", "format:nl_headings", "class:gap", "class:time_wrong"],
    "iot-gw-3 的 watchdog0 会不会触发重启？", ans, invs, "LOW_CONFID", [
        F("watchdog0 是 Software Watchdog，state 为 active，超时时间 60 秒，pretimeout 120 秒", "direct_evidence",
          "watchdog_info identity=Software Watchdog state=active; timeout 60; pretimeout 120"),
        F("当前 timeleft 为 300 秒", "direct_evidence", "node_watchdog_timeleft_seconds 300"),
        F("喂狗进程最近一次喂狗发生在 10:42:17", "no_evidence", "no record holds this time; the log call failed"),
    ])

# cG-020 collector success split over two calls + no-hit log query, raw contract
cid = "cG-020"
win(cid, "call_sc_2", E2E, 3743, 3776)
win(cid, "call_sc_3", E2E, 3777, 3807)
kb = {"query": "node_scrape_collector_success 含义", "chunks": [
    {"chunk_id": "kb-ne-007", "source_doc": "wiki/monitoring/node_exporter.md", "retrieval_layer": "doc",
     "relevance": "medium", "deduped": False,
     "content": "node_scrape_collector_success 为 1 表示该 collector 本次采集成功，为 0 表示采集失败；失败原因需看 node_exporter 自身日志。"}]}
invs = [inv(cid, "call_sc_1", 1, "lookup_knowledge", {"query": "node_scrape_collector_success 含义"}, kb),
        inv(cid, "call_sc_2", 2, "prometheus_scrape", {"target": "mon-2:9100", "match": ["node_scrape_collector_success"], "page": 1}, text(E2E, 3743, 3776)),
        inv(cid, "call_sc_3", 2, "prometheus_scrape", {"target": "mon-2:9100", "match": ["node_scrape_collector_success"], "page": 2}, text(E2E, 3777, 3807)),
        inv(cid, "call_sc_4", 2, "query_logs", {"service": "node_exporter", "host": "mon-2", "level": "error", "range": "1h"}, {"total": 0, "logs": []})]
k = contract("所有 collector 采集成功", [
    C("c1", "metric_finding", "63 个 collector 的 node_scrape_collector_success 全部为 1", "direct",
      [B("call_sc_2", "prometheus_scrape", 'node_scrape_collector_success{collector="arp"} 1'),
       B("call_sc_3", "prometheus_scrape", 'node_scrape_collector_success{collector="zoneinfo"} 1')]),
    C("c2", "metric_finding", "mdadm 和 textfile 两个 collector 都采集成功", "direct",
      [B("call_sc_2", "prometheus_scrape", 'node_scrape_collector_success{collector="mdadm"} 1'),
       B("call_sc_3", "prometheus_scrape", 'node_scrape_collector_success{collector="textfile"} 1')]),
    C("c3", "log_finding", "node_exporter 自身日志里没有任何采集报错", "direct",
      [B("call_sc_4", "query_logs", "\"total\": 0")]),
    C("c4", "background", "按知识库说明，success 为 0 才表示 collector 采集失败", "indirect",
      [B("call_sc_1", "lookup_knowledge", "为 0 表示采集失败", stype="knowledge")]),
], "63 个 collector 全部采集成功，node_exporter 日志也没有报错。")
add(cid, ["source:node_exporter", "format:json_raw", "class:gap", "class:quantity", "class:runbook_only"],
    "mon-2 上 node_exporter 哪些 collector 采集失败了？", json.dumps(k, ensure_ascii=False), invs, "LOW_CONFID",
    cfacts(k, {"c1": ("direct_evidence", "33 + 30 success lines across call_sc_2/3, all value 1"),
               "c2": ("direct_evidence", "collector=mdadm 1 and collector=textfile 1"),
               "c3": ("no_evidence", "only a total:0 no-hit query; no hit does not prove absence"),
               "c4": ("indirect_support", "knowledge chunk only; background claim, non-critical")}))

# cG-021 vmstat, raw contract with a hedged hypothesis, all critical right
cid = "cG-021"
win(cid, "call_vm_1", E2E, 4055, 4076)
invs = [inv(cid, "call_vm_1", 1, "prometheus_scrape", {"target": "java-app-9:9100", "match": ["node_vmstat_.*"]}, text(E2E, 4055, 4076))]
k = contract("无 OOM，换页量小", [
    C("c1", "metric_finding", "node_vmstat_oom_kill 为 0，没有发生过 OOM kill", "direct",
      [B("call_vm_1", "prometheus_scrape", "node_vmstat_oom_kill 0")]),
    C("c2", "metric_finding", "累计换出 pswpout 约 3.5 万页，换入 pswpin 1476 页", "direct",
      [B("call_vm_1", "prometheus_scrape", "node_vmstat_pswpout 35045"),
       B("call_vm_1", "prometheus_scrape", "node_vmstat_pswpin 1476")]),
    C("c3", "metric_finding", "主缺页 pgmajfault 约 50.7 万次", "direct",
      [B("call_vm_1", "prometheus_scrape", "node_vmstat_pgmajfault 507162")]),
    C("c4", "hypothesis", "可能有 Java 进程的堆设置过大，挤压了页缓存", "none", []),
], "没有 OOM kill，换出约 3.5 万页。可能与某个 Java 进程的堆设置有关，建议核对 -Xmx。")
add(cid, ["source:node_exporter", "format:json_raw", "class:hedged_distractor", "class:quantity", "class:negation"],
    "java-app-9 有没有发生 OOM？swap 换页严重吗", json.dumps(k, ensure_ascii=False), invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "oom_kill 0 (true denial)"),
               "c2": ("direct_evidence", "pswpout 35045 ≈ 3.5 万, pswpin 1476"),
               "c3": ("direct_evidence", "pgmajfault 507162 ≈ 50.7 万"),
               "c4": ("no_evidence", "hedged hypothesis, non-critical")}))

# cG-022 conntrack, fenced contract; every binding broken (missing id / no binding / trace ref that does not exist)
cid = "cG-022"
win(cid, "call_ct_9a", E2E, 3256, 3286)
invs = [inv(cid, "call_ct_9a", 1, "prometheus_scrape", {"target": "nat-gw-1:9100", "match": ["node_nf_conntrack_.*"]}, text(E2E, 3256, 3286))]
k = contract("conntrack 表远未满", [
    C("c1", "metric_finding", "nf_conntrack 当前 123 条，上限 65536，使用率约 0.19%", "direct",
      [B("call_ct_9b", "prometheus_scrape", "node_nf_conntrack_entries 123")]),
    C("c2", "metric_finding", "insert_failed 与 drop 计数都是 0", "direct", []),
    C("c3", "metric_finding", "invalid 计数为 53", "direct",
      [{"source_type": "trace", "source_id": "T3", "tool_name": "prometheus_scrape",
        "source_invocation_ids": [], "evidence_excerpt": "node_nf_conntrack_stat_invalid 53"}]),
], "conntrack 只用了约 0.19%，没有 insert_failed。")
ans = "```json\n" + json.dumps(k, ensure_ascii=False, indent=2) + "\n```"
add(cid, ["source:node_exporter", "format:json_fenced", "class:bad_reference"],
    "nat-gw-1 的 conntrack 表满了吗？有没有 insert_failed", ans, invs, "LOW_CONFID",
    cfacts(k, {"c1": ("indirect_support", "content right (123/65536 = 0.19%) but bound to call_ct_9b, which does not exist"),
               "c2": ("indirect_support", "content right but the claim has no binding"),
               "c3": ("indirect_support", "content right but trace ref T3 does not exist (only one evidence call)")}))

# cG-023 sockstat file + failed metrics call, indented contract; one claim rests only on the failed call
cid = "cG-023"
win(cid, "toolu_sock_1", "prom10/proc/net/sockstat", 1, 6)
invs = [inv(cid, "toolu_sock_1", 1, "read_procfs", {"host": "api-gw-2", "path": "/proc/net/sockstat"}, text("prom10/proc/net/sockstat", 1, 6)),
        inv(cid, "toolu_sock_2", 1, "query_metrics", {"metric": "node_netstat_Tcp_RetransSegs", "host": "api-gw-2", "range": "30m"}, None,
            ok=False, err="upstream prometheus timeout after 30s")]
k = contract("socket 使用量很低", [
    C("c1", "metric_finding", "当前已使用 socket 229 个", "direct",
      [{"source_type": "trace", "source_id": "T1", "tool_name": "read_procfs",
        "source_invocation_ids": ["toolu_sock_1"], "evidence_excerpt": "sockets: used 229"}]),
    C("c2", "metric_finding", "TCP inuse 4、TIME_WAIT 4、orphan 0", "direct",
      [B("toolu_sock_1", "read_procfs", "TCP: inuse 4 orphan 0 tw 4")]),
    C("c3", "metric_finding", "TCP 重传段 RetransSegs 为 0，没有重传", "direct",
      [B("toolu_sock_2", "query_metrics", "RetransSegs 0")]),
], "socket 229 个，TCP 只有 4 个在用，也没有重传。")
add(cid, ["source:node_exporter", "format:json_indented", "class:gap", "class:excerpt_format"],
    "api-gw-2 的 TCP 连接和重传情况？", json.dumps(k, ensure_ascii=False, indent=2), invs, "LOW_CONFID",
    cfacts(k, {"c1": ("direct_evidence", "sockets: used 229 (T1 = toolu_sock_1)"),
               "c2": ("direct_evidence", "TCP: inuse 4 orphan 0 tw 4"),
               "c3": ("no_evidence", "only the failed query_metrics call is cited; no output holds RetransSegs")}))

# cG-024 filefd + processes, paragraph; usage ratio wrong by two orders of magnitude
cid = "cG-024"
win(cid, "call-fd-1", E2E, 1497, 1503)
win(cid, "call-fd-2", E2E, 3674, 3695)
invs = [inv(cid, "call-fd-1", 1, "prometheus_scrape", {"target": "order-svc-node3:9100", "match": ["node_filefd_.*"]}, text(E2E, 1497, 1503)),
        inv(cid, "call-fd-2", 1, "prometheus_scrape", {"target": "order-svc-node3:9100", "match": ["node_processes_.*", "node_procs_.*"]}, text(E2E, 3674, 3695))]
ans = ("节点已分配的文件句柄为 1024 个，系统上限约 163 万。"
       "整体文件句柄使用率约 6%。"
       "线程上限 max_threads 为 7801。"
       "当前处于可运行状态的进程有 2 个，没有阻塞在 I/O 上的进程。"
       "too many open files 更可能是进程级 ulimit 导致的，建议检查 /proc/<pid>/limits。")
add(cid, ["source:node_exporter", "format:nl_paragraph", "class:value_wrong", "class:negation"],
    "应用报 too many open files，看下 order-svc-node3 的句柄和进程数", ans, invs, "REJECT", [
        F("节点已分配的文件句柄为 1024 个，系统上限约 163 万", "direct_evidence", "filefd_allocated 1024, maximum 1.631329e+06 ≈ 163 万"),
        F("整体文件句柄使用率约 6%", "contradicted", "1024 / 1631329 = 0.063%, not 6%"),
        F("线程上限 max_threads 为 7801", "direct_evidence", "node_processes_max_threads 7801"),
        F("当前处于可运行状态的进程有 2 个，没有阻塞在 I/O 上的进程", "direct_evidence", "procs_running 2, procs_blocked 0"),
    ])

# cG-025 mdstat lower half, bullets; a disk-failure cause stated with no support
cid = "cG-025"
win(cid, "inv-md-25", MD, 27, 41)
invs = [inv(cid, "inv-md-25", 1, "ssh_exec", {"host": "stor-5", "cmd": "cat /proc/mdstat | sed -n '27,41p'"}, text(MD, 27, 41))]
ans = ("- md7 是 raid6，4 块盘里只有 3 块在线，sdc1 被标记为 failed\n"
       "- md7 的 bitmap 为 0/30 pages，chunk 65536KB\n"
       "- md9 的 resync 状态是 DELAYED，sde 和 sdf 都标了 (F)\n"
       "- md11 以 auto-read-only 方式激活，resync=PENDING\n"
       "- sdc1 掉盘是因为背板供电不稳")
add(cid, ["source:node_exporter", "format:nl_bullets", "class:unsupported_cause", "class:paraphrase_zh"],
    "stor-5 上 md7、md9、md11 状态异常，原因是什么？", ans, invs, "LOW_CONFID", [
        F("md7 是 raid6，4 块盘里只有 3 块在线，sdc1 被标记为 failed", "direct_evidence", "md7 raid6 [4/3] [U_UU], sdc1[1](F)"),
        F("md7 的 bitmap 为 0/30 pages，chunk 65536KB", "direct_evidence", "bitmap: 0/30 pages [0KB], 65536KB chunk"),
        F("md9 的 resync 状态是 DELAYED，sde 和 sdf 都标了 (F)", "direct_evidence", "resync=DELAYED; sde[4](F) sdf[5](F)"),
        F("md11 以 auto-read-only 方式激活，resync=PENDING", "direct_evidence", "md11 : active (auto-read-only) ... resync=PENDING"),
        F("sdc1 掉盘是因为背板供电不稳", "no_evidence", "cause found in no output"),
    ])

# cG-026 netdev items JSON, malformed contract (trailing comma + comment); wlan0's rx given to docker0
cid = "cG-026"
win(cid, "call_nd_1", "prom10/proc/net/dev", 3, 12)
invs = [inv(cid, "call_nd_1", 1, "node_netdev_stats", {"node": "node-12"}, netdev_items(lines("prom10/proc/net/dev", 3, 12)))]
ans = """{
  "answer_version": "v1",
  "diagnosis_summary": "docker0 与 wlan0 流量对比",
  "claims": [
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "docker0 累计接收约 9.7 GiB",
     "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_nd_1", "tool_name": "node_netdev_stats", "source_invocation_ids": ["call_nd_1"], "evidence_excerpt": "docker0"}]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "wlan0 累计发送约 2.66 GiB",
     "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_nd_1", "tool_name": "node_netdev_stats", "source_invocation_ids": ["call_nd_1"], "evidence_excerpt": "2851649360"}]},
    {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "docker0 累计发送约 2.5 GiB",
     "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_nd_1", "tool_name": "node_netdev_stats", "source_invocation_ids": ["call_nd_1"], "evidence_excerpt": "2681662018"}]},  // tx
  ],
  "user_facing_answer": "建议在业务低峰再复查一次。"
}"""
add(cid, ["source:node_exporter", "format:json_malformed", "class:entity_swap", "class:value_wrong"],
    "node-12 上 docker0 和 wlan0 的流量分别多少？", ans, invs, "REJECT", [
        F("docker0 累计接收约 9.7 GiB", "contradicted", "docker0 rx is 64910168 B (61.9 MiB); 9.72 GiB is wlan0's rx"),
        F("wlan0 累计发送约 2.66 GiB", "direct_evidence", "wlan0 tx 2851649360 B = 2.66 GiB"),
        F("docker0 累计发送约 2.5 GiB", "direct_evidence", "docker0 tx 2681662018 B = 2.50 GiB"),
    ])

# ================================ Loghub ================================

# cG-027 Linux ssh brute force bursts, paragraph, counts right
cid = "cG-027"
win(cid, "syslog-q-2710", LINUX, 1200, 1240)
invs = [inv(cid, "syslog-q-2710", 1, "search_syslog", {"host": "combo", "from": "Jul 10 16:00", "to": "Jul 11 04:10"}, text(LINUX, 1200, 1240))]
ans = ("7 月 10 日 16:03:01 到 16:03:18 之间，来自 150.183.249.110 的 root 登录认证失败共 16 次。"
       "16:33 又出现一波，211.214.161.141 失败了 10 次。"
       "7 月 11 日 03:46 左右，82.77.200.128 也有 10 次针对 root 的认证失败。"
       "04:03:05 logrotate 报 ALERT，异常退出码为 1。"
       "这些来源 IP 建议加入 fail2ban 封禁。")
add(cid, ["source:linux", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
    "combo 主机 7 月 10 日下午到 11 日凌晨的 ssh 暴力破解情况？", ans, invs, "PASS", [
        F("7 月 10 日 16:03:01 到 16:03:18 之间，来自 150.183.249.110 的 root 登录认证失败共 16 次", "direct_evidence", "16 authentication failure lines rhost=150.183.249.110 user=root, 16:03:01-16:03:18"),
        F("16:33 又出现一波，211.214.161.141 失败了 10 次", "direct_evidence", "10 lines at 16:33:01-16:33:05"),
        F("7 月 11 日 03:46 左右，82.77.200.128 也有 10 次针对 root 的认证失败", "direct_evidence", "10 lines Jul 11 03:46:14-03:46:19"),
        F("04:03:05 logrotate 报 ALERT，异常退出码为 1", "direct_evidence", "Jul 11 04:03:05 logrotate: ALERT exited abnormally with [1]"),
    ])

# cG-028 Linux ftpd + unknown-user failures as {"total","logs"}, malformed single-quoted contract; one count wrong
cid = "cG-028"
win(cid, "call_q28", LINUX, 1560, 1596)
invs = [inv(cid, "call_q28", 1, "query_logs", {"host": "combo", "from": "Jul 18 03:00", "to": "Jul 19 04:10"},
            logs_json([syslog_rec(l) for l in lines(LINUX, 1560, 1596)]))]
ans = ("{'answer_version': 'v1', 'claims': ["
       "{'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '03:26:49 来自 211.72.151.162 的 ftpd 连接共 9 个', 'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_q28'], 'evidence_excerpt': 'connection from 211.72.151.162'}]}, "
       "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': '23:01 来自 211-76-104-65.ebix.net.tw 的 sshd 认证失败共 20 次', 'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_q28'], 'evidence_excerpt': 'rhost=211-76-104-65.ebix.net.tw'}]}, "
       "{'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': '每次认证失败之前都有一条 check pass; user unknown', 'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_q28'], 'evidence_excerpt': 'check pass; user unknown'}]}, "
       "{'claim_id': 'c4', 'claim_type': 'log_finding', 'claim_text': '04:03:25 logrotate 异常退出（ALERT exited abnormally with [1]）', 'support_level': 'direct', 'evidence_bindings': [{'source_invocation_ids': ['call_q28'], 'evidence_excerpt': 'ALERT exited abnormally with [1]'}]}], "
       "'user_facing_answer': '建议排查 ftp 服务是否需要对公网开放。'}")
add(cid, ["source:linux", "format:json_malformed", "class:count_wrong", "class:quantity"],
    "combo 7 月 18 日的异常登录和 ftp 连接统计一下", ans, invs, "REJECT", [
        F("03:26:49 来自 211.72.151.162 的 ftpd 连接共 9 个", "direct_evidence", "9 ftpd connection lines at 03:26:49"),
        F("23:01 来自 211-76-104-65.ebix.net.tw 的 sshd 认证失败共 20 次", "contradicted", "10 authentication failure lines, not 20"),
        F("每次认证失败之前都有一条 check pass; user unknown", "direct_evidence", "each of the 10 pids logs check pass then authentication failure"),
        F("04:03:25 logrotate 异常退出（ALERT exited abnormally with [1]）", "direct_evidence", "Jul 18 04:03:25 logrotate: ALERT exited abnormally with [1]"),
    ])

# cG-029 Linux ftpd floods + a no-hit ssh query, bullets; denial after a no-hit
cid = "cG-029"
win(cid, "call_29a", LINUX, 1760, 1800)
invs = [inv(cid, "call_29a", 1, "search_syslog", {"host": "combo", "from": "Jul 24 08:00", "to": "Jul 25 07:00"}, text(LINUX, 1760, 1800)),
        inv(cid, "call_29b", 2, "query_logs", {"query": "sshd AND 211.107.232.1", "from": "Jul 20 00:00", "to": "Jul 26 23:59"}, {"total": 0, "logs": []})]
ans = ("- Jul 24 13:46:32 到 13:46:35，211.107.232.1 向 ftpd 发起了 19 个连接\n"
       "- Jul 25 06:39:18 来自 206.47.209.10 的 ftpd 连接都集中在同一秒\n"
       "- 7 月 20 日到 26 日期间，211.107.232.1 没有任何 sshd 登录记录\n"
       "- Jul 25 04:04:00 logrotate 异常退出，返回 [1]")
add(cid, ["source:linux", "format:nl_bullets", "class:gap", "class:negation", "class:quantity"],
    "combo 上 7 月 24 日 ftp 连接暴增，211.107.232.1 有没有同时尝试 ssh？", ans, invs, "LOW_CONFID", [
        F("Jul 24 13:46:32 到 13:46:35，211.107.232.1 向 ftpd 发起了 19 个连接", "direct_evidence", "19 ftpd connection lines 13:46:32-13:46:35"),
        F("Jul 25 06:39:18 来自 206.47.209.10 的 ftpd 连接都集中在同一秒", "direct_evidence", "all 14 lines at 06:39:18"),
        F("7 月 20 日到 26 日期间，211.107.232.1 没有任何 sshd 登录记录", "no_evidence", "rests on the total:0 no-hit query; the syslog window covers only Jul 24 08:00-Jul 25 07:00"),
        F("Jul 25 04:04:00 logrotate 异常退出，返回 [1]", "direct_evidence", "Jul 25 04:04:00 logrotate: ALERT exited abnormally with [1]"),
    ])

# cG-030 OpenSSH invalid users, fenced contract, excerpts as message / whole line
cid = "cG-030"
win(cid, "toolu_ssh_30", SSH, 860, 900)
invs = [inv(cid, "toolu_ssh_30", 1, "query_logs", {"host": "LabSZ", "service": "sshd", "from": "Dec 10 09:18", "to": "Dec 10 09:20"},
            logs_json([syslog_rec(l) for l in lines(SSH, 860, 900)]))]
k = contract("187.141.143.180 在做用户名字典爆破", [
    C("c1", "log_finding", "来自 187.141.143.180 的非法用户 postgres1 登录密码校验失败，源端口 45073", "direct",
      [B("toolu_ssh_30", "query_logs", "Failed password for invalid user postgres1 from 187.141.143.180 port 45073 ssh2")]),
    C("c2", "log_finding", "窗口内共有 6 次针对不存在用户的密码失败，用户名包括 oracle、nagios1、test1", "direct",
      [B("toolu_ssh_30", "query_logs", "Failed password for invalid user oracle")]),
    C("c3", "log_finding", "反向解析 customer-187-141-143-180-sta.uninet-ide.com.mx 失败，sshd 标记为 POSSIBLE BREAK-IN ATTEMPT", "direct",
      [B("toolu_ssh_30", "query_logs", "Dec 10 09:18:52 LabSZ sshd[24649]: reverse mapping checking getaddrinfo for customer-187-141-143-180-sta.uninet-ide.com.mx [187.141.143.180] failed - POSSIBLE BREAK-IN ATTEMPT!")]),
    C("c4", "log_finding", "每次失败后对端都以 11: Bye Bye 断开连接", "direct",
      [B("toolu_ssh_30", "query_logs", "Received disconnect from 187.141.143.180: 11: Bye Bye [preauth]")]),
    C("c5", "recommendation", "建议在防火墙上封禁 187.141.143.180", "none", []),
], "187.141.143.180 正在用 oracle、nagios1、postgres1 等用户名爆破 sshd，全部失败。建议封禁该 IP。")
ans = "```json\n" + json.dumps(k, ensure_ascii=False, indent=2) + "\n```"
add(cid, ["source:openssh", "format:json_fenced", "class:excerpt_format", "class:paraphrase_zh", "class:faithful"],
    "LabSZ 的 sshd 12 月 10 日 09:18 以后有大量失败，是谁在爆破？", ans, invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "sshd[24651] Failed password for invalid user postgres1 ... port 45073"),
               "c2": ("direct_evidence", "6 Failed password for invalid user lines (oracle, nagios1, postgres1, test1, test2, bssh)"),
               "c3": ("direct_evidence", "whole-line excerpt of the reverse mapping record"),
               "c4": ("direct_evidence", "each session ends with Received disconnect ... 11: Bye Bye [preauth]"),
               "c5": ("no_evidence", "recommendation, non-critical")}))

# cG-031 OpenSSH root brute force, sloppy; one failure paraphrased as success
cid = "cG-031"
win(cid, "ssh-q-31", SSH, 1410, 1445)
invs = [inv(cid, "ssh-q-31", 1, "search_syslog", {"host": "LabSZ", "grep": "183.62.140.253", "from": "Dec 10 10:58"}, text(SSH, 1410, 1445))]
ans = ("183.62.140.253 一直在爆破 root，10:58:43~10:59:07 这 24 秒里 Failed password for root 共 12 次\n"
       "sshd[25147] 那次 root 登录成功了, 端口 55069\n"
       "每次失败后都是 Received disconnect 11: Bye Bye [preauth]\n"
       "源端口一直在变, 从 53440 涨到 57998")
add(cid, ["source:openssh", "format:nl_sloppy", "class:paraphrase_zh", "class:status_wrong", "class:quantity"],
    "LabSZ 上 root 账户是不是被爆破成功了？", ans, invs, "REJECT", [
        F("183.62.140.253 一直在爆破 root，10:58:43~10:59:07 这 24 秒里 Failed password for root 共 12 次", "direct_evidence", "12 Failed password for root lines, 10:58:43 to 10:59:07 = 24 s"),
        F("sshd[25147] 那次 root 登录成功了, 端口 55069", "contradicted", "sshd[25147]: Failed password for root from 183.62.140.253 port 55069"),
        F("每次失败后都是 Received disconnect 11: Bye Bye [preauth]", "direct_evidence", "each failure followed by Received disconnect ...: 11: Bye Bye [preauth]"),
        F("源端口一直在变, 从 53440 涨到 57998", "direct_evidence", "ports 53440 ... 57998 in order"),
    ])

# cG-032 OpenSSH, bullets; inspur attempt given to the wrong source IP
cid = "cG-032"
win(cid, "call_3f9e21", SSH, 1010, 1040)
invs = [inv(cid, "call_3f9e21", 1, "query_logs", {"host": "LabSZ", "from": "Dec 10 10:21", "to": "Dec 10 10:55"},
            logs_json([syslog_rec(l) for l in lines(SSH, 1010, 1040)]))]
ans = ("- 183.62.140.253 先后尝试了不存在的用户 zhangyan 和 dff\n"
       "- 183.62.140.253 还尝试过非法用户 inspur\n"
       "- 1.237.174.253 两次在认证前就断开了连接（10:33:55、10:50:37）\n"
       "- 针对 root 的密码失败都来自 183.62.140.253，端口 34263、34712、35013")
add(cid, ["source:openssh", "format:nl_bullets", "class:misattribution"],
    "LabSZ 10:20 到 10:55 之间都有哪些来源在尝试登录？", ans, invs, "REJECT", [
        F("183.62.140.253 先后尝试了不存在的用户 zhangyan 和 dff", "direct_evidence", "Invalid user zhangyan / dff from 183.62.140.253"),
        F("183.62.140.253 还尝试过非法用户 inspur", "contradicted", "inspur comes only from 183.136.162.51; 183.62.140.253 has its own different lines"),
        F("1.237.174.253 两次在认证前就断开了连接（10:33:55、10:50:37）", "direct_evidence", "Connection closed by 1.237.174.253 [preauth] at both times"),
        F("针对 root 的密码失败都来自 183.62.140.253，端口 34263、34712、35013", "direct_evidence", "three Failed password for root lines with these ports"),
    ])

# cG-033 HDFS WARN lines, contract with text before and after, all right
cid = "cG-033"
win(cid, "call_hdfs_33a", HD, 1105, 1130)
win(cid, "call_hdfs_33b", HD, 1105, 1130)
allrec = [hdfs_rec(l) for l in lines(HD, 1105, 1130)]
invs = [inv(cid, "call_hdfs_33a", 1, "query_logs", {"service": "hdfs", "from": "081110 230633", "to": "081111 023010"}, logs_json(allrec)),
        inv(cid, "call_hdfs_33b", 1, "query_logs", {"service": "hdfs", "level": "WARN", "from": "081110 230633", "to": "081111 023010"},
            logs_json([r for r in allrec if r["level"] == "WARN"]))]
k = contract("DataXceiver 间歇性发送异常", [
    C("c1", "log_finding", "该时段 DataXceiver 共 7 条 WARN，都是 Got exception while serving", "direct",
      [B("call_hdfs_33b", "query_logs", "Got exception while serving")]),
    C("c2", "log_finding", "10.251.75.143:50010 向 /10.250.13.188 发送 blk_2262752117989012641 时出现异常", "direct",
      [B("call_hdfs_33b", "query_logs", "10.251.75.143:50010:Got exception while serving blk_2262752117989012641 to /10.250.13.188:")]),
    C("c3", "log_finding", "blk_-608202790716579401 被加入 10.251.198.33:50010 的 invalidSet", "direct",
      [B("call_hdfs_33a", "query_logs", "BLOCK* NameSystem.delete: blk_-608202790716579401 is added to invalidSet of 10.251.198.33:50010")]),
    C("c4", "log_finding", "同一时段成功 Served block 的记录有 14 条", "direct",
      [{"source_type": "trace", "source_id": "T4", "tool_name": "query_logs",
        "source_invocation_ids": [], "evidence_excerpt": "Served block"}]),
], "共 7 条 DataXceiver WARN，同期成功服务 14 次。")
ans = "结论先行：\n" + json.dumps(k, ensure_ascii=False) + "\n如需进一步排查某个 block，请告诉我。"
add(cid, ["source:hdfs", "format:json_with_text", "class:faithful", "class:quantity", "class:paraphrase_zh", "class:bad_reference"],
    "HDFS 11 月 10 日夜里到 11 日凌晨 DataNode 有报警吗？", ans, invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "WARN query total 7, all Got exception while serving"),
               "c2": ("direct_evidence", "081110 231904 WARN 10.251.75.143:50010 ... blk_2262752117989012641 to /10.250.13.188"),
               "c3": ("direct_evidence", "081110 231236 NameSystem.delete record"),
               "c4": ("indirect_support", "14 Served block records exist, but the binding names trace ref T4 and only two evidence calls exist")}))

# cG-034 HDFS es_query hits, paragraph; block id one digit off
cid = "cG-034"
win(cid, "inv-hdfs-34", HD, 780, 805)
hits = [{"_index": "hdfs-2008.11.10", "_id": "hdfs-%d" % n, "_source": hdfs_rec(l)} for n, l in zip(range(780, 806), lines(HD, 780, 805))]
invs = [inv(cid, "inv-hdfs-34", 1, "es_query", {"index": "hdfs-*", "query": "component:dfs.* AND ts:[081110 152613 TO 081110 195500]"},
            {"hits": {"total": len(hits), "hits": hits}})]
ans = ("11 月 10 日 16:39:45，10.251.30.101:50010 在向 /10.251.30.101 提供 blk_-5340885607150360719 时抛出异常。"
       "17:03:22，10.251.195.33:50010 在服务 blk_6702054389824523328 时同样报错。"
       "这一段里 Got exception while serving 的 WARN 一共 10 条。"
       "DataBlockScanner 对 blk_2904134648927436267 的校验是成功的。"
       "可能是客户端提前断开导致的。")
add(cid, ["source:hdfs", "format:nl_paragraph", "class:fabricated_id", "class:paraphrase_zh"],
    "HDFS 11 月 10 日下午 DataXceiver 报错的 block 有哪些？", ans, invs, "REJECT", [
        F("11 月 10 日 16:39:45，10.251.30.101:50010 在向 /10.251.30.101 提供 blk_-5340885607150360719 时抛出异常", "direct_evidence", "081110 163945 WARN ... 10.251.30.101:50010:Got exception while serving blk_-5340885607150360719 to /10.251.30.101:"),
        F("17:03:22，10.251.195.33:50010 在服务 blk_6702054389824523328 时同样报错", "contradicted", "the record holds blk_6702054389824523327; ...328 is one digit off and in no output"),
        F("这一段里 Got exception while serving 的 WARN 一共 10 条", "direct_evidence", "10 WARN hits"),
        F("DataBlockScanner 对 blk_2904134648927436267 的校验是成功的", "direct_evidence", "Verification succeeded for blk_2904134648927436267"),
    ])

# cG-035 HDFS INFO-only window + knowledge, fenced contract; true denial, size in MiB
cid = "cG-035"
win(cid, "hdfs-35-a", HD, 1310, 1340)
kb = {"query": "HDFS 默认 block 大小", "chunks": [
    {"chunk_id": "kb-hdfs-113", "source_doc": "runbooks/hdfs/capacity.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
     "content": "本集群 dfs.block.size 配置为 64 MiB（67108864 字节）；小于该值的 block 通常是文件的最后一个块。"}]}
invs = [inv(cid, "hdfs-35-a", 1, "search_logs", {"index": "hdfs", "from": "081111 040751", "to": "081111 042735"}, text(HD, 1310, 1340)),
        inv(cid, "hdfs-35-b", 1, "lookup_knowledge", {"query": "HDFS 默认 block 大小"}, kb)]
k = contract("该时段 HDFS 写入正常", [
    C("c1", "log_finding", "这段时间的 HDFS 日志全部是 INFO，没有 WARN 或 ERROR", "direct",
      [B("hdfs-35-a", "search_logs", "INFO dfs.DataNode$PacketResponder")]),
    C("c2", "log_finding", "blk_-9190864897806028230 已从 /10.251.214.130 完整接收，大小 67108864 字节即 64 MiB", "direct",
      [B("hdfs-35-a", "search_logs", "Received block blk_-9190864897806028230 of size 67108864 from /10.251.214.130")]),
    C("c3", "log_finding", "blk_2740792916077430444 在 10.251.74.134:50010 登记的大小约 27.2 MiB", "direct",
      [B("hdfs-35-a", "search_logs", "blockMap updated: 10.251.74.134:50010 is added to blk_2740792916077430444 size 28482383")]),
    C("c4", "background", "按知识库，64 MiB 是该集群配置的 block 大小", "indirect",
      [B("hdfs-35-b", "lookup_knowledge", "本集群 dfs.block.size 配置为 64 MiB（67108864 字节）", stype="knowledge")]),
], "这段时间没有 WARN/ERROR。")
ans = "```json\n" + json.dumps(k, ensure_ascii=False, indent=2) + "\n```"
add(cid, ["source:hdfs", "format:json_fenced", "class:negation", "class:quantity", "class:runbook_only"],
    "11 月 11 日 04:07 到 04:27 HDFS 写入有没有异常？", ans, invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "all 31 lines are INFO (true denial)"),
               "c2": ("direct_evidence", "67108864 B = 64 MiB"),
               "c3": ("direct_evidence", "28482383 B = 27.16 MiB"),
               "c4": ("indirect_support", "runbook chunk only, background")}))

# cG-036 Zookeeper connection breaks, headings; order of two requests reversed
cid = "cG-036"
win(cid, "zk-q-1", ZKL, 1480, 1519)
invs = [inv(cid, "zk-q-1", 1, "query_logs", {"service": "zookeeper", "host": "10.10.34.13", "from": "2015-07-29 19:21:40", "to": "2015-07-29 19:23:30"}, text(ZKL, 1480, 1519)),
        inv(cid, "zk-now", 1, "get_current_time", {}, "2015-07-29T19:40:00+08:00")]
ans = ("## 现象\n"
       "19:21:46 到 19:23:12 之间，RecvWorker 针对 id 188978561024 报 Connection broken 共 10 次，本机 my id = 3。\n"
       "## 时间线\n"
       "19:22:02 收到来自 10.10.34.11:46592 的连接请求，比 19:21:52 来自 10.10.34.13:44256 的请求更早。\n"
       "19:22:52 SendWorker 出现 Interrupted while waiting for message on queue。\n"
       "## 判断\n"
       "推测是 188978561024 对应的节点网络抖动。")
add(cid, ["source:zookeeper", "format:nl_headings", "class:time_wrong", "class:quantity"],
    "zookeeper 10.10.34.13 选举连接反复断，帮我理一下时间线", ans, invs, "REJECT", [
        F("19:21:46 到 19:23:12 之间，RecvWorker 针对 id 188978561024 报 Connection broken 共 10 次，本机 my id = 3", "direct_evidence", "10 Connection broken lines 19:21:46,050 - 19:23:12,806, my id = 3"),
        F("19:22:02 收到来自 10.10.34.11:46592 的连接请求，比 19:21:52 来自 10.10.34.13:44256 的请求更早", "contradicted", "19:22:02,551 is after 19:21:52,735; stated order is reversed"),
        F("19:22:52 SendWorker 出现 Interrupted while waiting for message on queue", "direct_evidence", "19:22:52,882 SendWorker@679 Interrupted while waiting for message on queue"),
    ])

# cG-037 Zookeeper sessions as JSON logs, indented contract, excerpts in several forms
cid = "cG-037"
win(cid, "zk-sess-01", ZKL, 1275, 1325)
invs = [inv(cid, "zk-sess-01", 1, "query_logs", {"service": "zookeeper", "from": "2015-07-29 21:34", "to": "2015-07-30 16:19"},
            logs_json([zk_rec(l) for l in lines(ZKL, 1275, 1325)]))]
k = contract("会话过期为客户端超时所致的正常回收", [
    C("c1", "log_finding", "会话 0x14ed93111f20020 因超过 10000ms（10 秒）超时被过期", "direct",
      [B("zk-sess-01", "query_logs", "Expiring session 0x14ed93111f20020, timeout of 10000ms exceeded")]),
    C("c2", "log_finding", "会话 0x14ed93111f20068 的超时阈值是 20 秒", "direct",
      [B("zk-sess-01", "query_logs", "{\"level\": \"INFO\", \"message\": \"Expiring session 0x14ed93111f20068, timeout of 20000ms exceeded\"}")]),
    C("c3", "log_finding", "客户端 10.10.34.12:54673 建立了会话 0x24ed9311942007e，协商超时 10000", "direct",
      [B("zk-sess-01", "query_logs", "Established session 0x24ed9311942007e with negotiated timeout 10000 for client /10.10.34.12:54673")]),
    C("c4", "log_finding", "15:34:30、15:37:52 等多个时间点出现 caught end of stream exception 的 WARN", "direct",
      [B("zk-sess-01", "query_logs", "caught end of stream exception")]),
    C("c5", "log_finding", "10.10.34.28:37304 断开时带的会话是 0x24ed9311942004f", "direct",
      [B("zk-sess-01", "query_logs", "Closed socket connection for client /10.10.34.28:37304 which had sessionid 0x24ed9311942004f")]),
], "推测这些会话过期属于超时触发的正常回收，可以考虑调大客户端 sessionTimeout。")
add(cid, ["source:zookeeper", "format:json_indented", "class:excerpt_format", "class:quantity", "class:faithful"],
    "zookeeper 会话频繁过期，是超时配置问题吗？", json.dumps(k, ensure_ascii=False, indent=2), invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "Expiring session 0x14ed93111f20020, timeout of 10000ms exceeded"),
               "c2": ("direct_evidence", "20000ms = 20 s; JSON-pairs excerpt"),
               "c3": ("direct_evidence", "Established session ... /10.10.34.12:54673"),
               "c4": ("direct_evidence", "WARN caught end of stream exception at 15:34:30,623 and 15:37:52,338; message-only excerpt"),
               "c5": ("direct_evidence", "Closed socket connection record 23:05:07,344")}))

# cG-038 Zookeeper, paragraph; plain unsupported cause
cid = "cG-038"
win(cid, "zk-38", ZKL, 1700, 1730)
invs = [inv(cid, "zk-38", 1, "query_logs", {"service": "zookeeper", "from": "2015-07-29 19:29:30", "to": "2015-07-29 19:30:50"}, text(ZKL, 1700, 1730))]
ans = ("19:29:38 到 19:30:48 这段时间，本节点（my id = 3）与 188978561024 之间的连接反复断开。"
       "RecvWorker 报 Interrupting SendWorker 共 7 次。"
       "其间 10.10.34.11、10.10.34.12、10.10.34.13 仍不断向 3888 端口发来连接请求。"
       "对端节点的网卡当时被人手动禁用了。"
       "建议检查该节点的网络配置。")
add(cid, ["source:zookeeper", "format:nl_paragraph", "class:unsupported_cause", "class:quantity"],
    "zk 集群 19:30 左右 quorum 连接一直断，什么原因？", ans, invs, "LOW_CONFID", [
        F("19:29:38 到 19:30:48 这段时间，本节点（my id = 3）与 188978561024 之间的连接反复断开", "direct_evidence", "repeated Connection broken for id 188978561024, my id = 3"),
        F("RecvWorker 报 Interrupting SendWorker 共 7 次", "direct_evidence", "7 Interrupting SendWorker lines"),
        F("其间 10.10.34.11、10.10.34.12、10.10.34.13 仍不断向 3888 端口发来连接请求", "direct_evidence", "Listener on /10.10.34.13:3888 Received connection request from .11/.12/.13"),
        F("对端节点的网卡当时被人手动禁用了", "no_evidence", "nothing in the output; unsupported cause"),
    ])

# cG-039 Hadoop attempt failure chain, raw contract + one extra sentence, all right
cid = "cG-039"
win(cid, "call_hd_39", HAD, 1016, 1042)
invs = [inv(cid, "call_hd_39", 1, "query_logs", {"app": "application_1445144423722_0020", "from": "2015-10-18 18:06:25", "to": "2015-10-18 18:06:27"},
            logs_json([hadoop_rec(l) for l in lines(HAD, 1016, 1042)])),
        inv(cid, "call_hd_40", 1, "get_current_time", {}, "2015-10-18T18:10:00+08:00")]
k = contract("map attempt 因到 msra-sa-41:9000 无路由而失败", [
    C("c1", "log_finding", "attempt_1445144423722_0020_m_000002_0 在 18:06:26,029 以 FATAL 退出，异常为 java.net.NoRouteToHostException，目标 msra-sa-41:9000", "direct",
      [B("call_hd_39", "query_logs", "Task: attempt_1445144423722_0020_m_000002_0 - exited : java.net.NoRouteToHostException")]),
    C("c2", "log_finding", "该 attempt 的状态依次为 RUNNING→FAIL_CONTAINER_CLEANUP→FAIL_TASK_CLEANUP→FAILED", "direct",
      [B("call_hd_39", "query_logs", "TaskAttempt Transitioned from FAIL_TASK_CLEANUP to FAILED")]),
    C("c3", "log_finding", "容器 container_1445144423722_0020_01_000004 收到 CONTAINER_REMOTE_CLEANUP 被清理", "direct",
      [B("call_hd_39", "query_logs", "EventType: CONTAINER_REMOTE_CLEANUP for container container_1445144423722_0020_01_000004")]),
    C("c4", "log_finding", "重试 attempt_1445144423722_0020_m_000002_1 已创建并进入 UNASSIGNED", "direct",
      [B("call_hd_39", "query_logs", "attempt_1445144423722_0020_m_000002_1 TaskAttempt Transitioned from NEW to UNASSIGNED")]),
    C("c5", "log_finding", "LeaseRenewer 对 DFSClient_NONMAPREDUCE_1537864556_1 的续约已失败 88 秒", "direct",
      [B("call_hd_39", "query_logs", "Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 88 seconds")]),
], "attempt_1445144423722_0020_m_000002_0 因 NoRouteToHostException 失败，已重新调度 attempt_1445144423722_0020_m_000002_1。节点 MININT-FNANLI5.fareast.corp.microsoft.com 上已记录 1 次失败。")
add(cid, ["source:hadoop", "format:json_raw", "class:faithful", "class:paraphrase_zh"],
    "MapReduce 作业 job_1445144423722_0020 的 map 任务为什么失败？", json.dumps(k, ensure_ascii=False), invs, "PASS",
    cfacts(k, {"c1": ("direct_evidence", "FATAL TaskAttemptListenerImpl ... NoRouteToHostException ... to msra-sa-41:9000"),
               "c2": ("direct_evidence", "three Transitioned records in that order"),
               "c3": ("direct_evidence", "ContainerLauncherImpl CONTAINER_REMOTE_CLEANUP record"),
               "c4": ("direct_evidence", "NEW to UNASSIGNED record for _m_000002_1"),
               "c5": ("direct_evidence", "LeaseRenewer ... for 88 seconds")},
           [X("节点 MININT-FNANLI5.fareast.corp.microsoft.com 上已记录 1 次失败", "direct_evidence", "RMContainerRequestor: 1 failures on node MININT-FNANLI5.fareast.corp.microsoft.com")]))

# cG-040 Hadoop lease renew failures + failed RM query + knowledge, bold labels
cid = "cG-040"
win(cid, "hd-lease-1", HAD, 848, 877)
kb = {"query": "LeaseRenewer 续约失败 影响", "chunks": [
    {"chunk_id": "kb-hdfs-lease-02", "source_doc": "runbooks/hdfs/lease.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
     "content": "HDFS 租约软限制为 60 秒：客户端续约失败超过软限制后，其他客户端可以抢占该文件的租约；硬限制为 1 小时。"}]}
invs = [inv(cid, "hd-lease-1", 1, "query_logs", {"app": "application_1445144423722_0020", "logger": "LeaseRenewer", "from": "2015-10-18 18:05:27"}, text(HAD, 848, 877)),
        inv(cid, "hd-lease-2", 1, "query_logs", {"app": "application_1445144423722_0020", "logger": "RMContainerAllocator"}, None,
            ok=False, err="es_rejected_execution_exception: search queue is full"),
        inv(cid, "hd-lease-3", 2, "lookup_knowledge", {"query": "LeaseRenewer 续约失败 影响"}, kb)]
ans = ("**现象**：从 18:05:27 起，LeaseRenewer 为 DFSClient_NONMAPREDUCE_1537864556_1 续约持续失败，失败时长从 30 秒一路涨到 44 秒。\n"
       "**伴随**：每次续约失败前都有一条 Address change detected，旧地址为 msra-sa-41/10.190.173.170:9000。\n"
       "**知识库**：按知识库说明，续约失败超过 60 秒的软限制后，其他客户端可以抢占该文件的租约。\n"
       "**RM 侧**：RM 的 8030 端口此时已经恢复连通。\n"
       "**建议**：确认 msra-sa-41 的 DNS 解析是否变化。")
add(cid, ["source:hadoop", "format:nl_bold_labels", "class:runbook_only", "class:gap", "class:quantity"],
    "application_1445144423722_0020 的 HDFS 租约续约失败，影响大吗？RM 那边好了没？", ans, invs, "LOW_CONFID", [
        F("从 18:05:27 起，LeaseRenewer 为 DFSClient_NONMAPREDUCE_1537864556_1 续约持续失败，失败时长从 30 秒一路涨到 44 秒", "direct_evidence", "15 Failed to renew lease lines, 30 s at 18:05:27,570 up to 44 s at 18:05:41,617"),
        F("每次续约失败前都有一条 Address change detected，旧地址为 msra-sa-41/10.190.173.170:9000", "direct_evidence", "each Failed to renew line is preceded by Address change detected. Old: msra-sa-41/10.190.173.170:9000"),
        F("按知识库说明，续约失败超过 60 秒的软限制后，其他客户端可以抢占该文件的租约", "indirect_support", "runbook chunk only"),
        F("RM 的 8030 端口此时已经恢复连通", "no_evidence", "the only RM query failed; nothing shows recovery"),
    ])

# ---------------------------------- write ----------------------------------
assert len(CASES) == 40 and [c["case_id"] for c in CASES] == ["cG-%03d" % i for i in range(1, 41)]
with open(OUT / "cases.jsonl", "w", encoding="utf-8") as fh:
    for c in CASES:
        fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
with open(OUT / "windows.jsonl", "w", encoding="utf-8") as fh:
    for w in WINDOWS:
        fh.write(json.dumps(w, ensure_ascii=False) + "\n")
print(len(CASES), "cases,", len(WINDOWS), "windows")
