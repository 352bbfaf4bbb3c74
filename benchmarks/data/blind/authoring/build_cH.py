"""Build cH blind cases (standard library only). Run: python3 build.py"""
import json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(os.path.dirname(HERE)), "sources")
NONCRIT = {"hypothesis", "recommendation", "action", "background", "context", "next_step"}
_cache = {}
WINDOWS = []
CASES = []


def L(src, a, b):
    """verbatim lines a..b (1-based, inclusive) of a source file"""
    if src not in _cache:
        with open(os.path.join(SRC, src), encoding="utf-8") as f:
            _cache[src] = f.read().splitlines()
    return _cache[src][a - 1:b]


def T(src, a, b):
    return "\n".join(L(src, a, b))


def J(src, a, b):
    """parse a JSON block cut from the source lines (a trailing comma of the block is dropped)"""
    txt = T(src, a, b).rstrip()
    if txt.endswith(","):
        txt = txt[:-1]
    return json.loads(txt)


def win(cid, iid, src, a, b):
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": src, "lines": [a, b]})


def inv(cid, iid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": ok, "error": err}


def F(fact, label, note, crit=True):
    return {"fact": fact, "is_critical": crit, "verification": label, "note": note}


def X(fact, label, note):
    return {"fact": fact, "is_critical": True, "verification": label, "note": note, "origin": "answer_extra"}


def C(contract, cid, label, note):
    cl = [c for c in contract["claims"] if c["claim_id"] == cid][0]
    return {"fact": cl["claim_text"], "claim_id": cid, "is_critical": cl["claim_type"] not in NONCRIT,
            "verification": label, "note": note}


def B(iid, tool, excerpt, sid=None):
    return {"source_type": "tool_output", "source_id": sid or iid, "tool_name": tool,
            "source_invocation_ids": [iid], "evidence_excerpt": excerpt}


def verdict(facts):
    crit = [f["verification"] for f in facts if f["is_critical"]]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


def case(cid, tags, query, answer, invs, facts, expect):
    v = verdict(facts)
    assert v == expect, (cid, v, expect)
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": v, "facts": facts}})


def contract(claims, ufa, summary="", extra=None):
    d = {"answer_version": "1.0", "diagnosis_summary": summary, "claims": claims, "hypotheses": [],
         "recommended_actions": [], "missing_info": [], "user_facing_answer": ufa}
    if extra:
        d.update(extra)
    return d


# ---- log-line parsers (fields are cut from the verbatim line, message unedited) ----
OS_RE = re.compile(r"^(\S+?)\.log\S* (\S+ \S+) (\d+) (\w+) (\S+) (.*)$")


def os_rec(line):
    m = OS_RE.match(line)
    return {"ts": m.group(2), "level": m.group(4), "service": m.group(1), "pid": int(m.group(3)),
            "component": m.group(5), "message": m.group(6)}


SP_RE = re.compile(r"^(\S+ \S+) (\w+) ([^:]+): (.*)$")


def sp_rec(line):
    m = SP_RE.match(line)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


AP_RE = re.compile(r"^\[([^\]]+)\] \[(\w+)\] (.*)$")


def ap_rec(line):
    m = AP_RE.match(line)
    return {"ts": m.group(1), "level": m.group(2), "message": m.group(3)}


PX_RE = re.compile(r"^\[([^\]]+)\] (.+?) - (\S+) (.*)$")


def px_rec(line):
    m = PX_RE.match(line)
    return {"ts": m.group(1), "program": m.group(2), "target": m.group(3), "message": m.group(4)}


def ha_rec(line):
    ts, comp, pid, msg = line.split("|", 3)
    return {"ts": ts, "component": comp, "pid": pid, "message": msg}


KS = "otel10/kubeletstatsreceiver/stats-summary.json"
HA = "otel10/haproxyreceiver/stats.txt"
ZK = "otel10/zookeeperreceiver/mntr-3.5.5"
MC = "otel10/memcachedreceiver/fake_stats.json"
MG = "otel10/mongodbreceiver/replSetGetStatus.json"
FL = "otel10/flinkmetricsreceiver/jobs_overview.json"
KF = "otel10/kafkametricsreceiver/TestTopicScraper_ScrapeMetrics.yaml"
OS = "loghub/OpenStack/OpenStack_2k.log"
SP = "loghub/Spark/Spark_2k.log"
AP = "loghub/Apache/Apache_2k.log"
PX = "loghub/Proxifier/Proxifier_2k.log"
HL = "loghub/HealthApp/HealthApp_2k.log"

# =====================================================================================
# OpenTelemetry receiver test data — kubeletstats
# =====================================================================================

# cH-001 — kube-apiserver pod resources, NL paragraph, quantities right
cid = "cH-001"
pod = J(KS, 318, 408)
i1 = inv(cid, "call_7c1e", 1, "get_current_time", {}, {"now": "2020-04-20T22:53:02Z"})
i2 = inv(cid, "call_8f2a", 1, "kubelet_stats_summary", {"node": "minikube", "pod": "kube-apiserver-minikube"}, pod)
win(cid, "call_8f2a", KS, 318, 408)
ans = ("kube-apiserver-minikube 这个 pod 的 CPU 使用约 46m（usageNanoCores 46223592）。"
       "pod 的 workingSet 内存约 232.6 MiB，usageBytes 约 257 MiB。"
       "容器 kube-apiserver 累计 pageFaults 为 78969 次，majorPageFaults 为 0。"
       "建议再看一下 etcd 的延迟，apiserver 慢常常是后端存储拖的。")
case(cid, ["source:otel_kubeletstats", "format:nl_paragraph", "class:quantity", "class:faithful"],
     "apiserver 最近响应很慢，kube-apiserver-minikube 这个 pod 的资源用量正常吗？", ans, [i1, i2], [
    F("kube-apiserver-minikube 这个 pod 的 CPU 使用约 46m（usageNanoCores 46223592）", "direct_evidence",
      "pod cpu.usageNanoCores 46223592 ns/s = 46.2 millicores"),
    F("pod 的 workingSet 内存约 232.6 MiB，usageBytes 约 257 MiB", "direct_evidence",
      "workingSetBytes 243908608 = 232.61 MiB; usageBytes 269459456 = 256.98 MiB"),
    F("容器 kube-apiserver 累计 pageFaults 为 78969 次，majorPageFaults 为 0", "direct_evidence",
      "container memory pageFaults 78969, majorPageFaults 0"),
], "PASS")

# cH-002 — node memory / fs, fenced JSON contract, PASS
cid = "cH-002"
i1 = inv(cid, "call_ks_node", 1, "kubelet_stats_summary", {"node": "minikube", "scope": "node"}, T(KS, 58, 105))
win(cid, "call_ks_node", KS, 58, 105)
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding",
     "claim_text": "节点 minikube 的 memory.availableBytes 为 2620624896 字节（约 2.44 GiB）", "support_level": "direct",
     "evidence_bindings": [B("call_ks_node", "kubelet_stats_summary", "\"availableBytes\": 2620624896")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "节点内存 usageBytes 约 3.36 GiB",
     "support_level": "direct",
     "evidence_bindings": [B("call_ks_node", "kubelet_stats_summary", "\"usageBytes\": 3608727552")]},
    {"claim_id": "c3", "claim_type": "metric_finding",
     "claim_text": "节点根文件系统已用 2626973696 字节，占容量 17361125376 字节的约 15.1%", "support_level": "direct",
     "evidence_bindings": [B("call_ks_node", "kubelet_stats_summary", "\"usedBytes\": 2626973696")]},
    {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议定期清理节点上未使用的镜像",
     "support_level": "none", "evidence_bindings": []},
], "minikube 节点可用内存约 2.44 GiB，内存 usageBytes 约 3.36 GiB，根文件系统使用率约 15.1%。建议定期清理节点上未使用的镜像。",
    "节点内存与磁盘余量充足")
ans = "```json\n" + json.dumps(ct, ensure_ascii=False, indent=2) + "\n```"
case(cid, ["source:otel_kubeletstats", "format:json_fenced", "class:quantity", "class:faithful"],
     "minikube 节点内存和磁盘还够用吗？", ans, [i1], [
    C(ct, "c1", "direct_evidence", "node memory.availableBytes 2620624896 = 2.44 GiB"),
    C(ct, "c2", "direct_evidence", "node memory.usageBytes 3608727552 = 3.36 GiB"),
    C(ct, "c3", "direct_evidence", "fs usedBytes 2626973696 / capacityBytes 17361125376 = 15.13 %"),
    C(ct, "c4", "no_evidence", "recommendation, not a finding"),
], "PASS")

# cH-003 — two coredns pods, tx of one given to the other (entity swap)
cid = "cH-003"
pa, pb = J(KS, 409, 523), J(KS, 524, 638)
def netview(p):
    return {"pod": p["podRef"]["name"], "namespace": p["podRef"]["namespace"], "network": p["network"]}
i1 = inv(cid, "inv-1", 1, "get_pod_network", {"pod": "coredns-66bff467f8-szddj"}, {"items": [netview(pa)]})
i2 = inv(cid, "inv-2", 1, "get_pod_network", {"pod": "coredns-66bff467f8-58qvv"}, {"items": [netview(pb)]})
win(cid, "inv-1", KS, 409, 523)
win(cid, "inv-2", KS, 524, 638)
ans = ("两个 coredns 副本的网络统计如下：\n"
       "- coredns-66bff467f8-szddj：eth0 累计接收 606880 字节（约 593 KiB），发送 121854 字节\n"
       "- coredns-66bff467f8-58qvv：eth0 累计接收 606529 字节\n"
       "- 两个 coredns pod 的 rxErrors 和 txErrors 都是 0\n"
       "- 建议对比一下两个副本的 DNS QPS")
case(cid, ["source:otel_kubeletstats", "format:nl_bullets", "class:entity_swap"],
     "集群 DNS 解析偶尔超时，帮我看看 coredns 两个 pod 的网络流量。", ans, [i1, i2], [
    F("coredns-66bff467f8-szddj：eth0 累计接收 606880 字节（约 593 KiB），发送 121854 字节", "contradicted",
      "szddj txBytes is 120484; 121854 is the txBytes of coredns-66bff467f8-58qvv"),
    F("coredns-66bff467f8-58qvv：eth0 累计接收 606529 字节", "direct_evidence", "58qvv eth0 rxBytes 606529"),
    F("两个 coredns pod 的 rxErrors 和 txErrors 都是 0", "direct_evidence", "all interfaces of both pods show 0 errors"),
], "REJECT")

# cH-004 — go-hello-world: true values + unsupported rollout + hedges
cid = "cH-004"
pod = J(KS, 215, 317)
i1 = inv(cid, "toolu_01GhW4mQpZ7", 1, "kubelet_stats_summary", {"namespace": "default", "pod": "go-hello-world-5456b4b8cd-99vxc"}, pod)
win(cid, "toolu_01GhW4mQpZ7", KS, 215, 317)
ans = ("go-hello-world-5456b4b8cd-99vxc（namespace default）当前 CPU usageNanoCores 为 0。"
       "它的 workingSet 内存约 24.5 MiB。"
       "这个 pod 跑的是刚切过来的新版本镜像。"
       "可能是服务本身处于空闲状态，也不排除进程已经卡死。"
       "建议 kubectl exec 进去抓一下 goroutine。")
case(cid, ["source:otel_kubeletstats", "format:nl_paragraph", "class:unsupported_cause", "class:hedged_distractor"],
     "go-hello-world 这个服务没响应，是不是 CPU 被打满了？", ans, [i1], [
    F("go-hello-world-5456b4b8cd-99vxc（namespace default）当前 CPU usageNanoCores 为 0", "direct_evidence",
      "pod cpu.usageNanoCores 0, namespace default"),
    F("它的 workingSet 内存约 24.5 MiB", "direct_evidence", "pod workingSetBytes 25722880 = 24.53 MiB"),
    F("这个 pod 跑的是刚切过来的新版本镜像", "no_evidence", "no output mentions an image or a rollout"),
], "LOW_CONFID")

# cH-005 — etcd values right, root cause in plain words unsupported
cid = "cH-005"
pod = J(KS, 946, 1036)
i1 = inv(cid, "call_e7d1", 1, "kubelet_stats_summary", {"pod": "etcd-minikube"}, pod)
i2 = inv(cid, "call_e7d2", 2, "lookup_knowledge", {"query": "etcd 内存 占用 排查"},
         {"query": "etcd 内存 占用 排查", "chunks": [
             {"chunk_id": "kb-etcd-014", "source_doc": "runbooks/etcd.md", "retrieval_layer": "runbook",
              "relevance": "medium", "deduped": False,
              "content": "etcd 内存随 keyspace 大小增长；若 workingSet 持续超过 2 GiB，应检查 compaction 与 defrag 是否按计划执行。"}]})
win(cid, "call_e7d1", KS, 946, 1036)
ans = ("**现象**：etcd-minikube 的 pod 内存 usageBytes 为 38768640 字节（约 37 MiB），workingSet 约 32.4 MiB。\n"
       "**CPU**：容器 etcd 使用约 19.9m。\n"
       "**根因**：磁盘写入抖动导致 etcd 落盘变慢。\n"
       "**参考**：按运维手册，workingSet 持续超过 2 GiB 时才需要检查 compaction 与 defrag。\n"
       "**建议**：检查 wal fsync 延迟。")
case(cid, ["source:otel_kubeletstats", "format:nl_bold_labels", "class:unsupported_cause", "class:quantity", "class:runbook_only"],
     "etcd 最近写请求变慢，是内存不够吗？", ans, [i1, i2], [
    F("etcd-minikube 的 pod 内存 usageBytes 为 38768640 字节（约 37 MiB），workingSet 约 32.4 MiB", "direct_evidence",
      "pod usageBytes 38768640 = 36.97 MiB, workingSetBytes 33984512 = 32.41 MiB"),
    F("容器 etcd 使用约 19.9m", "direct_evidence", "container usageNanoCores 19865291 = 19.87 millicores"),
    F("磁盘写入抖动导致 etcd 落盘变慢", "no_evidence", "no output shows disk latency; the chunk is about compaction"),
    F("按运维手册，workingSet 持续超过 2 GiB 时才需要检查 compaction 与 defrag", "indirect_support", "only in runbook chunk kb-etcd-014"),
], "LOW_CONFID")

# cH-006 — rlimit / imageFs claims with broken references (all indirect)
cid = "cH-006"
i1 = inv(cid, "toolu_01HxR2aT9", 1, "kubelet_stats_summary", {"node": "minikube", "fields": ["runtime", "rlimit"]}, T(KS, 107, 121))
win(cid, "toolu_01HxR2aT9", KS, 107, 121)
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "节点 minikube 当前进程数 curproc 为 438，maxpid 上限 32768",
     "support_level": "direct",
     "evidence_bindings": [B("toolu_01QzV7nL3", "kubelet_stats_summary", "\"curproc\": 438")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "镜像文件系统 imageFs 已用约 5.3 GiB",
     "support_level": "direct", "evidence_bindings": []},
], "节点进程数 curproc 为 438（上限 32768），imageFs 已用约 5.3 GiB。", "PID 余量充足")
ans = json.dumps(ct, ensure_ascii=False)
case(cid, ["source:otel_kubeletstats", "format:json_raw", "class:bad_reference"],
     "节点上是不是 PID 快耗尽了？镜像盘占了多少？", ans, [i1], [
    C(ct, "c1", "indirect_support", "values are in toolu_01HxR2aT9 but the binding names toolu_01QzV7nL3, which does not exist"),
    C(ct, "c2", "indirect_support", "usedBytes 5698399516 = 5.31 GiB is in the output, but the claim has no binding"),
], "LOW_CONFID")

# cH-007 — kube-proxy, pod name one character off
cid = "cH-007"
pod = J(KS, 730, 842)
i1 = inv(cid, "call_kp01", 1, "kubelet_stats_summary", {"namespace": "kube-system", "pod_prefix": "kube-proxy"}, pod)
win(cid, "call_kp01", KS, 730, 842)
ans = ("kube-proxy-v48tl 这个 pod 挂了两个 volume：kube-proxy 和 kube-proxy-token-2z27z\n"
       "kube-proxy 容器 pageFaults 38148，majorPageFaults 0\n"
       "pod 的 ephemeral-storage 用了 136 KiB 左右\n"
       "ok 先这样")
case(cid, ["source:otel_kubeletstats", "format:nl_sloppy", "class:fabricated_id"],
     "kube-system 里 kube-proxy 的 pod 存储和内存情况怎么样？", ans, [i1], [
    F("kube-proxy-v48tl 这个 pod 挂了两个 volume：kube-proxy 和 kube-proxy-token-2z27z", "contradicted",
      "pod is kube-proxy-v48tf; kube-proxy-v48tl (one character off) appears nowhere"),
    F("kube-proxy 容器 pageFaults 38148，majorPageFaults 0", "direct_evidence", "container memory pageFaults 38148, major 0"),
    F("pod 的 ephemeral-storage 用了 136 KiB 左右", "direct_evidence", "ephemeral-storage usedBytes 139264 = 136 KiB"),
], "REJECT")

# cH-008 — system containers: runtime's page faults given to kubelet
cid = "cH-008"
sysc = json.loads("{" + T(KS, 4, 57).strip().rstrip(",") + "}")["systemContainers"]
i1 = inv(cid, "call_sc_01", 1, "get_current_time", {"tz": "UTC"}, "2020-04-20T22:52:40Z")
i2 = inv(cid, "call_sc_02", 1, "kubelet_stats_summary", {"node": "minikube", "scope": "systemContainers"}, {"systemContainers": sysc})
win(cid, "call_sc_02", KS, 4, 57)
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "系统容器 runtime 的内存 usageBytes 约 1.1 GiB（1186713600 字节）",
     "support_level": "direct", "evidence_bindings": [B("call_sc_02", "kubelet_stats_summary", "\"usageBytes\": 1186713600")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "系统容器 kubelet 的 pageFaults 高达 1046298 次",
     "support_level": "direct", "evidence_bindings": [B("call_sc_02", "kubelet_stats_summary", "\"pageFaults\": 1046298")]},
    {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "pods 系统容器的 CPU usageNanoCores 为 99829244（约 0.1 核）",
     "support_level": "direct", "evidence_bindings": [B("call_sc_02", "kubelet_stats_summary", "name=pods usageNanoCores=99829244")]},
    {"claim_id": "c4", "claim_type": "hypothesis", "claim_text": "runtime 内存偏高可能与镜像层缓存有关",
     "support_level": "none", "evidence_bindings": []},
], "runtime 内存约 1.1 GiB；kubelet 的 pageFaults 高达 1046298 次；pods 汇总 CPU 约 0.1 核。", "kubelet 缺页异常偏多")
ans = json.dumps(ct, ensure_ascii=False, indent=4)
case(cid, ["source:otel_kubeletstats", "format:json_indented", "class:misattribution", "class:excerpt_format"],
     "minikube 上 kubelet 自己是不是有问题？看下系统容器的指标。", ans, [i1, i2], [
    C(ct, "c1", "direct_evidence", "runtime memory.usageBytes 1186713600 = 1.105 GiB"),
    C(ct, "c2", "contradicted", "kubelet's own pageFaults is 17820; 1046298 belongs to the runtime container"),
    C(ct, "c3", "direct_evidence", "pods cpu.usageNanoCores 99829244 = 0.0998 cores"),
    C(ct, "c4", "no_evidence", "hypothesis, nothing about image caches"),
], "REJECT")

# cH-009 — failed stats call + generic chunk; values stated anyway (gap)
cid = "cH-009"
i1 = inv(cid, "c-91b0", 1, "kubelet_stats_summary", {"pod": "storage-provisioner", "namespace": "kube-system"}, None, ok=False,
         err="context deadline exceeded: GET https://minikube:10250/stats/summary")
i2 = inv(cid, "c-91b1", 2, "lookup_knowledge", {"query": "storage-provisioner 内存"},
         {"query": "storage-provisioner 内存", "chunks": [
             {"chunk_id": "kb-mk-003", "source_doc": "kb/minikube-addons.md", "retrieval_layer": "kb", "relevance": "low",
              "deduped": False,
              "content": "storage-provisioner 是 minikube 自带的 hostPath 动态卷供给组件，只在创建 PVC 时才有明显负载。"}]})
ans = ("storage-provisioner 的 workingSet 内存约 13.7 MiB。"
       "容器 storage-provisioner 的日志目录占用 24 KiB。"
       "下一步可以重试一次 stats/summary 接口。")
case(cid, ["source:otel_kubeletstats", "format:nl_paragraph", "class:gap"],
     "storage-provisioner 占了多少内存？PVC 一直 Pending。", ans, [i1, i2], [
    F("storage-provisioner 的 workingSet 内存约 13.7 MiB", "no_evidence", "the only stats call failed; the chunk gives no value"),
    F("容器 storage-provisioner 的日志目录占用 24 KiB", "no_evidence", "no successful output holds this value"),
], "LOW_CONFID")

# cH-010 — true denial of network errors across all pods + two values
cid = "cH-010"
doc = json.loads(T(KS, 1, 1038))
items = [{"pod": p["podRef"]["name"], "namespace": p["podRef"]["namespace"], "interfaces": p["network"]["interfaces"]} for p in doc["pods"]]
i1 = inv(cid, "call_n01", 1, "get_pod_network", {"node": "minikube", "all_pods": True}, {"items": items})
i2 = inv(cid, "call_n02", 1, "kubelet_stats_summary", {"pod": "kube-scheduler-minikube", "field": "ephemeral-storage"}, T(KS, 205, 213))
win(cid, "call_n01", KS, 1, 1038)
win(cid, "call_n02", KS, 205, 213)
ans = ("## 结论\n所有 9 个 pod 的 eth0 和 sit0 接口 rxErrors、txErrors 均为 0，没有网络错误。\n"
       "## 细节\nkube-scheduler-minikube 的 ephemeral-storage 已用 48 KiB（49152 字节）。\n"
       "go-hello-world-5456b4b8cd-99vxc 的 eth0 收发字节数都是 0。\n"
       "## 建议\n可以把排查重点转到应用层。")
case(cid, ["source:otel_kubeletstats", "format:nl_headings", "class:negation", "class:quantity"],
     "minikube 上的 pod 有没有网卡错误？", ans, [i1, i2], [
    F("所有 9 个 pod 的 eth0 和 sit0 接口 rxErrors、txErrors 均为 0，没有网络错误", "direct_evidence",
      "9 pods listed, every interface has rxErrors 0 and txErrors 0 (true denial)"),
    F("kube-scheduler-minikube 的 ephemeral-storage 已用 48 KiB（49152 字节）", "direct_evidence", "usedBytes 49152 = 48 KiB"),
    F("go-hello-world-5456b4b8cd-99vxc 的 eth0 收发字节数都是 0", "direct_evidence", "eth0 rxBytes 0, txBytes 0"),
], "PASS")

# =====================================================================================
# haproxy
# =====================================================================================
# cH-011 — backend servers all UP, sessions, PASS
cid = "cH-011"
i1 = inv(cid, "call_hap_1", 1, "haproxy_show_stat", {"socket": "/var/run/haproxy.sock", "cmd": "show stat"}, T(HA, 1, 7))
win(cid, "call_hap_1", HA, 1, 7)
ans = ("- webservers 后端 3 台 server（s1、s2、s3）状态都是 UP，健康检查结果均为 L4OK\n"
       "- s1（192.168.16.2:8080）和 s2（192.168.16.3:8080）各处理了 45 个会话，s3（192.168.16.4:8080）处理了 44 个\n"
       "- webservers BACKEND 累计 134 个会话，负载均衡算法是 roundrobin\n"
       "- webservers BACKEND 的 2xx 响应共 134 个，4xx 和 5xx 都是 0")
case(cid, ["source:otel_haproxy", "format:nl_bullets", "class:faithful", "class:quantity"],
     "haproxy 后端 webservers 有没有节点掉线？", ans, [i1], [
    F("webservers 后端 3 台 server（s1、s2、s3）状态都是 UP，健康检查结果均为 L4OK", "direct_evidence", "status UP, check_status L4OK on s1/s2/s3"),
    F("s1（192.168.16.2:8080）和 s2（192.168.16.3:8080）各处理了 45 个会话，s3（192.168.16.4:8080）处理了 44 个", "direct_evidence",
      "stot 45/45/44 with addr 192.168.16.2/3/4:8080"),
    F("webservers BACKEND 累计 134 个会话，负载均衡算法是 roundrobin", "direct_evidence", "BACKEND stot 134, algo roundrobin"),
    F("webservers BACKEND 的 2xx 响应共 134 个，4xx 和 5xx 都是 0", "direct_evidence", "hrsp_2xx 134, hrsp_4xx 0, hrsp_5xx 0"),
], "PASS")

# cH-012 — s3 said DOWN (status wrong), compact JSON contract
cid = "cH-012"
hdr = L(HA, 1, 1)[0].lstrip("# ").split(",")
keep = ["pxname", "svname", "status", "check_status", "check_duration", "chkfail", "stot", "addr", "lastchg", "downtime"]
rows = [{k: v for k, v in zip(hdr, r.split(",")) if k in keep} for r in L(HA, 4, 6)]
i1 = inv(cid, "b7e2c0d4-1f3a-4c55-9a10-3e6d2f8b1c77", 1, "haproxy_servers", {"backend": "webservers"}, {"rows": rows})
win(cid, "b7e2c0d4-1f3a-4c55-9a10-3e6d2f8b1c77", HA, 4, 6)
iid = "b7e2c0d4-1f3a-4c55-9a10-3e6d2f8b1c77"
ct = contract([
    {"claim_id": "c1", "claim_type": "alert_state", "claim_text": "webservers/s3 状态为 DOWN，健康检查失败", "support_level": "direct",
     "evidence_bindings": [B(iid, "haproxy_servers", "svname=s3")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "s2 的 check_duration 为 3，s1 和 s3 为 0", "support_level": "direct",
     "evidence_bindings": [B(iid, "haproxy_servers", "svname=s2 check_duration=3")]},
    {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "三台 server 的 chkfail 都是 0", "support_level": "direct",
     "evidence_bindings": [B(iid, "haproxy_servers", "chkfail=0")]},
    {"claim_id": "c4", "claim_type": "metric_finding", "claim_text": "s1 的 lastchg 为 259 秒", "support_level": "direct",
     "evidence_bindings": [B(iid, "haproxy_servers", "svname=s1 lastchg=259")]},
], "s3 已 DOWN，需要摘除；s2 检查耗时 3，其余为 0；chkfail 都是 0。", "s3 宕机")
ans = json.dumps(ct, ensure_ascii=False, separators=(",", ":"))
case(cid, ["source:otel_haproxy", "format:json_compact", "class:status_wrong", "class:value_wrong"],
     "webservers 里哪台机器挂了？", ans, [i1], [
    C(ct, "c1", "contradicted", "s3 status UP, check_status L4OK"),
    C(ct, "c2", "direct_evidence", "check_duration s1 0, s2 3, s3 0"),
    C(ct, "c3", "direct_evidence", "chkfail 0 on all three servers"),
    C(ct, "c4", "contradicted", "s1 lastchg is 159, not 259; excerpt does not match"),
], "REJECT")

# cH-013 — frontends + a runbook-only claim, JSON with text
cid = "cH-013"
i1 = inv(cid, "call_fe1", 1, "haproxy_show_stat", {"socket": "/var/run/haproxy.sock", "type": "frontend"}, T(HA, 1, 3))
i2 = inv(cid, "call_fe2", 2, "lookup_knowledge", {"query": "haproxy slim 字段 含义"},
         {"query": "haproxy slim 字段 含义", "chunks": [
             {"chunk_id": "rb-hap-07", "source_doc": "runbooks/haproxy-stats.md", "retrieval_layer": "runbook", "relevance": "high",
              "deduped": False,
              "content": "FRONTEND 行的 slim 字段表示该前端配置的最大会话数限制。bin/bout 为累计收发字节数。"}]})
win(cid, "call_fe1", HA, 1, 3)
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "myfrontend 前端累计入流量 bin=85470 字节（约 83.5 KiB），出流量 bout=107711 字节",
     "support_level": "direct", "evidence_bindings": [B("call_fe1", "haproxy_show_stat", "myfrontend,FRONTEND,,,1,1,524268,1,85470,107711")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "stats 前端状态为 OPEN，slim 为 524268", "support_level": "direct",
     "evidence_bindings": [B("call_fe1", "haproxy_show_stat", "stats,FRONTEND,,,0,1,524268")]},
    {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "按运维手册，FRONTEND 行的 slim 字段表示最大会话数限制",
     "support_level": "indirect", "evidence_bindings": [B("call_fe2", "lookup_knowledge", "FRONTEND 行的 slim 字段表示该前端配置的最大会话数限制。", "rb-hap-07")]},
], "myfrontend 入流量约 83.5 KiB、出流量 107711 字节；stats 前端 OPEN，slim 为 524268。", "前端正常")
ans = "下面是结构化结论：\n" + json.dumps(ct, ensure_ascii=False)
case(cid, ["source:otel_haproxy", "format:json_with_text", "class:runbook_only", "class:quantity"],
     "haproxy 前端流量多大？会话上限是多少？", ans, [i1, i2], [
    C(ct, "c1", "direct_evidence", "myfrontend bin 85470 = 83.47 KiB, bout 107711"),
    C(ct, "c2", "direct_evidence", "stats FRONTEND status OPEN, slim 524268"),
    C(ct, "c3", "indirect_support", "meaning of slim is only in the runbook chunk"),
], "PASS")
# =====================================================================================
# zookeeper mntr
# =====================================================================================
# cH-014 — sloppy NL, all right
cid = "cH-014"
i1 = inv(cid, "zk-call-1", 1, "zk_four_letter", {"host": "zk-0:2181", "cmd": "mntr"}, T(ZK, 1, 21))
win(cid, "zk-call-1", ZK, 1, 21)
ans = ("zk 这台是 leader，zk_server_state=leader\n"
       "znode 一共 5 个，watch 0\n"
       "fd 用了 54 个，上限 1048576，占比不到 0.01%\n"
       "followers 和 synced_followers 都是 0\n"
       "avg/max latency 都是 0")
case(cid, ["source:otel_zookeeper", "format:nl_sloppy", "class:faithful", "class:quantity"],
     "zk-0 现在什么角色？资源紧不紧张？", ans, [i1], [
    F("zk 这台是 leader，zk_server_state=leader", "direct_evidence", "zk_server_state leader"),
    F("znode 一共 5 个，watch 0", "direct_evidence", "zk_znode_count 5, zk_watch_count 0"),
    F("fd 用了 54 个，上限 1048576，占比不到 0.01%", "direct_evidence", "54 / 1048576 = 0.005 %"),
    F("followers 和 synced_followers 都是 0", "direct_evidence", "zk_followers 0, zk_synced_followers 0"),
    F("avg/max latency 都是 0", "direct_evidence", "zk_avg_latency 0, zk_max_latency 0"),
], "PASS")

# cH-015 — role stated as follower (status wrong)
cid = "cH-015"
i1 = inv(cid, "call_zk15a", 1, "get_current_time", {}, {"now": "2019-05-03T12:30:00Z"})
i2 = inv(cid, "call_zk15b", 1, "zk_four_letter", {"host": "zk-0:2181", "cmd": "mntr"}, T(ZK, 7, 14))
win(cid, "call_zk15b", ZK, 7, 14)
ans = "zk-0 当前是 follower 角色。存活连接数只有 1 个，outstanding_requests 为 0。近似数据量为 107 字节。"
case(cid, ["source:otel_zookeeper", "format:nl_paragraph", "class:status_wrong"],
     "zk-0 是 leader 还是 follower？", ans, [i1, i2], [
    F("zk-0 当前是 follower 角色", "contradicted", "zk_server_state is leader"),
    F("存活连接数只有 1 个，outstanding_requests 为 0", "direct_evidence", "zk_num_alive_connections 1, zk_outstanding_requests 0"),
    F("近似数据量为 107 字节", "direct_evidence", "zk_approximate_data_size 107"),
], "REJECT")

# cH-016 — two unsupported events in plain words
cid = "cH-016"
i1 = inv(cid, "inv_zk_16", 1, "zk_four_letter", {"host": "zk-0:2181", "cmd": "mntr"}, T(ZK, 9, 21))
i2 = inv(cid, "inv_zk_17", 2, "lookup_knowledge", {"query": "zookeeper followers 0"},
         {"query": "zookeeper followers 0", "chunks": [
             {"chunk_id": "kb-zk-002", "source_doc": "kb/zookeeper.md", "retrieval_layer": "kb", "relevance": "medium", "deduped": True,
              "content": "leader 上 zk_followers 为 0 说明没有 follower 连上来，可能是单机部署或 follower 全部失联。"}]})
win(cid, "inv_zk_16", ZK, 9, 21)
ans = ("这台 ZooKeeper 是 leader，znode 数为 5。"
       "zk_last_proposal_size、zk_max_proposal_size 和 zk_min_proposal_size 都是 -1。"
       "前天晚上这台机器做过内核升级。"
       "集群里其他节点已经被人下线了。"
       "建议核对一下 zoo.cfg 里的 server 列表。")
case(cid, ["source:otel_zookeeper", "format:nl_paragraph", "class:unsupported_cause"],
     "zk 集群好像只剩一台了，怎么回事？", ans, [i1, i2], [
    F("这台 ZooKeeper 是 leader，znode 数为 5", "direct_evidence", "zk_server_state leader, zk_znode_count 5"),
    F("zk_last_proposal_size、zk_max_proposal_size 和 zk_min_proposal_size 都是 -1", "direct_evidence", "all three are -1"),
    F("前天晚上这台机器做过内核升级", "no_evidence", "no output mentions an upgrade"),
    F("集群里其他节点已经被人下线了", "no_evidence", "mntr only shows zk_followers 0; the chunk is deduped and hedged"),
], "LOW_CONFID")

# =====================================================================================
# memcached
# =====================================================================================
# cH-017 — indented contract with k=v excerpts, PASS
cid = "cH-017"
i1 = inv(cid, "call_mc1", 1, "memcached_stats", {"server": "0.0.0.0:55003"}, J(MC, 1, 103))
win(cid, "call_mc1", MC, 1, 103)
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "memcached 0.0.0.0:55003 当前连接数 curr_connections=2，max_connections=1024",
     "support_level": "direct", "evidence_bindings": [B("call_mc1", "memcached_stats", "max_connections=1024 curr_connections=2")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "内存上限 limit_maxbytes 为 64 MiB", "support_level": "direct",
     "evidence_bindings": [B("call_mc1", "memcached_stats", "limit_maxbytes=67108864")]},
    {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "实例已运行 12 秒，版本 1.6.9", "support_level": "direct",
     "evidence_bindings": [B("call_mc1", "memcached_stats", "version=1.6.9, uptime=12")]},
    {"claim_id": "c4", "claim_type": "metric_finding", "claim_text": "evictions 为 0，没有发生过驱逐", "support_level": "direct",
     "evidence_bindings": [B("call_mc1", "memcached_stats", "evictions=0")]},
], "0.0.0.0:55003 连接 2/1024，内存上限 64 MiB，运行 12 秒（1.6.9），evictions 为 0。建议观察一段时间再判断命中率。", "实例刚启动，未见容量问题")
ans = json.dumps(ct, ensure_ascii=False, indent=2)
case(cid, ["source:otel_memcached", "format:json_indented", "class:excerpt_format", "class:quantity"],
     "memcached 命中率很低，是不是内存不够被驱逐了？", ans, [i1], [
    C(ct, "c1", "direct_evidence", "curr_connections 2, max_connections 1024"),
    C(ct, "c2", "direct_evidence", "limit_maxbytes 67108864 B = 64 MiB"),
    C(ct, "c3", "direct_evidence", "uptime 12, version 1.6.9"),
    C(ct, "c4", "direct_evidence", "evictions 0 (true denial)"),
], "PASS")

# cH-018 — total_connections wrong
cid = "cH-018"
i1 = inv(cid, "toolu_01Mc8sT", 1, "memcached_stats", {"server": "0.0.0.0:55003", "format": "raw"}, T(MC, 33, 90))
win(cid, "toolu_01Mc8sT", MC, 33, 90)
ans = ("- 自启动以来总共建立过 40 个连接（total_connections）\n"
       "- 工作线程数 threads 为 4\n"
       "- get_hits 和 get_misses 均为 0\n"
       "- rusage_user 约 0.033\n"
       "- 以上统计来自实例 0.0.0.0:55008")
case(cid, ["source:otel_memcached", "format:nl_bullets", "class:count_wrong", "class:fabricated_id"],
     "memcached 连接数是不是异常多？", ans, [i1], [
    F("自启动以来总共建立过 40 个连接（total_connections）", "contradicted", "total_connections is 4"),
    F("工作线程数 threads 为 4", "direct_evidence", "threads 4"),
    F("get_hits 和 get_misses 均为 0", "direct_evidence", "get_hits 0, get_misses 0"),
    F("rusage_user 约 0.033", "direct_evidence", "rusage_user 0.033109"),
    F("以上统计来自实例 0.0.0.0:55008", "contradicted", "the server is 0.0.0.0:55003; 0.0.0.0:55008 (one character off) appears nowhere"),
], "REJECT")

# cH-019 — true zeros + unsupported change + hedges
cid = "cH-019"
i1 = inv(cid, "call_mc19", 1, "memcached_stats", {"server": "0.0.0.0:55003", "keys": "evictions,rejected,listen"}, T(MC, 30, 70))
win(cid, "call_mc19", MC, 30, 70)
ans = ("这台 memcached 的 evictions 为 0，rejected_connections 也是 0。"
       "listen_disabled_num 为 0。"
       "应用侧上周把连接池从长连接改成了短连接。"
       "也许客户端超时设置偏短，可能需要调大。")
case(cid, ["source:otel_memcached", "format:nl_paragraph", "class:unsupported_cause", "class:hedged_distractor"],
     "应用访问 memcached 经常超时，服务端有拒绝连接吗？", ans, [i1], [
    F("这台 memcached 的 evictions 为 0，rejected_connections 也是 0", "direct_evidence", "evictions 0, rejected_connections 0"),
    F("listen_disabled_num 为 0", "direct_evidence", "listen_disabled_num 0"),
    F("应用侧上周把连接池从长连接改成了短连接", "no_evidence", "no output mentions a client-side change"),
], "LOW_CONFID")

# =====================================================================================
# mongodb replSetGetStatus
# =====================================================================================
# cH-020 — roles + 1.5 s lag, JSON with text, PASS
cid = "cH-020"
i1 = inv(cid, "call_rs_20", 1, "mongodb_admin", {"host": "mongo-0:27017", "command": "replSetGetStatus"}, J(MG, 1, 62))
win(cid, "call_rs_20", MG, 1, 62)
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "副本集 rs0 中 mongo-0:27017 为 PRIMARY", "support_level": "direct",
     "evidence_bindings": [B("call_rs_20", "mongodb_admin", "name=mongo-0:27017 stateStr=PRIMARY")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "mongo-1:27017 是 SECONDARY，其 optimeDate 比 primary 落后 1.5 秒",
     "support_level": "direct", "evidence_bindings": [B("call_rs_20", "mongodb_admin", "name=mongo-1:27017 stateStr=SECONDARY")]},
    {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "mongo-2:27017 是 ARBITER", "support_level": "direct",
     "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T3", "tool_name": "mongodb_admin", "source_invocation_ids": [], "evidence_excerpt": "\"stateStr\": \"ARBITER\""}]},
], "rs0 一主一从一仲裁：mongo-0:27017 为 PRIMARY，mongo-1:27017 为 SECONDARY（落后约 1.5 秒），mongo-2:27017 为 ARBITER。", "复制延迟很小")
ans = json.dumps(ct, ensure_ascii=False) + "\n以上为当前复制状态，供参考。"
case(cid, ["source:otel_mongodb", "format:json_with_text", "class:quantity", "class:excerpt_format", "class:bad_reference"],
     "rs0 副本集的复制延迟大吗？各节点角色是什么？", ans, [i1], [
    C(ct, "c1", "direct_evidence", "mongo-0:27017 stateStr PRIMARY, set rs0"),
    C(ct, "c2", "direct_evidence", "optimeDate 1756511998500 vs 1756512000000 = 1500 ms behind"),
    C(ct, "c3", "indirect_support", "ARBITER is in the output, but the binding points to trace ref T3; only T1 exists"),
], "PASS")

# cH-021 — primary/secondary swapped + order of durable times reversed, raw JSON
cid = "cH-021"
i1 = inv(cid, "inv-21a", 1, "mongodb_admin", {"host": "mongo-0:27017", "command": "replSetGetStatus", "raw": True}, T(MG, 1, 62))
win(cid, "inv-21a", MG, 1, 62)
ct = contract([
    {"claim_id": "c1", "claim_type": "alert_state", "claim_text": "mongo-1:27017 当前是 PRIMARY，mongo-0:27017 已降为 SECONDARY",
     "support_level": "direct", "evidence_bindings": [B("inv-21a", "mongodb_admin", "\"name\": \"mongo-1:27017\"")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "副本集名称为 rs0，本节点 myState 为 1", "support_level": "direct",
     "evidence_bindings": [B("inv-21a", "mongodb_admin", "\"set\": \"rs0\"")]},
    {"claim_id": "c3", "claim_type": "recommendation", "claim_text": "建议把应用连接串改成 readPreference=primaryPreferred",
     "support_level": "none", "evidence_bindings": []},
], "mongo-1:27017 当前是 PRIMARY，mongo-0:27017 已降为 SECONDARY。副本集 rs0，myState 为 1。建议把应用连接串改成 readPreference=primaryPreferred。", "发生主从切换")
ans = json.dumps(ct, ensure_ascii=False)
case(cid, ["source:otel_mongodb", "format:json_raw", "class:entity_swap", "class:status_wrong"],
     "mongo 是不是发生了主从切换？", ans, [i1], [
    C(ct, "c1", "contradicted", "mongo-0:27017 is PRIMARY, mongo-1:27017 is SECONDARY (roles reversed)"),
    C(ct, "c2", "direct_evidence", "set rs0, myState 1"),
    C(ct, "c3", "no_evidence", "recommendation"),
], "REJECT")

# cH-022 — failed call, values stated anyway (gap), compact JSON
cid = "cH-022"
i1 = inv(cid, "call_9d3f", 1, "mongodb_admin",
         {"hosts": ["mongo-0:27017", "mongo-1:27017", "mongo-2:27017"], "command": "replSetGetStatus"}, None, ok=False,
         err="(Unauthorized) not authorized on admin to execute command { replSetGetStatus: 1 }")
i2 = inv(cid, "call_9d40", 2, "lookup_knowledge", {"query": "mongodb member state 7"},
         {"query": "mongodb member state 7", "chunks": [
             {"chunk_id": "kb-mongo-031", "source_doc": "kb/mongodb-replication.md", "retrieval_layer": "kb", "relevance": "high",
              "deduped": False, "content": "成员 state 为 7 表示 ARBITER，仲裁节点不保存数据，只参与选举投票。"}]})
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "mongo-1:27017 的复制延迟约 1.5 秒", "support_level": "direct",
     "evidence_bindings": [B("call_9d3f", "mongodb_admin", "optimeDate")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "mongo-2:27017 当前 state 为 7", "support_level": "direct",
     "evidence_bindings": [B("call_9d3f", "mongodb_admin", "\"state\": 7")]},
    {"claim_id": "c3", "claim_type": "hypothesis", "claim_text": "监控账号可能缺少 clusterMonitor 角色", "support_level": "none",
     "evidence_bindings": []},
], "mongo-1:27017 延迟约 1.5 秒，mongo-2:27017 state 为 7。", "")
ans = json.dumps(ct, ensure_ascii=False, separators=(",", ":"))
case(cid, ["source:otel_mongodb", "format:json_compact", "class:gap"],
     "mongo-1 的复制延迟现在是多少？", ans, [i1, i2], [
    C(ct, "c1", "no_evidence", "the only status call failed (Unauthorized)"),
    C(ct, "c2", "no_evidence", "bound to the failed call; the chunk only explains what state 7 means in general"),
    C(ct, "c3", "no_evidence", "hypothesis"),
], "LOW_CONFID")

# =====================================================================================
# flink jobs overview
# =====================================================================================
# cH-023 — headings, ms -> h, PASS
cid = "cH-023"
i1 = inv(cid, "call_fl_1", 1, "flink_rest", {"endpoint": "http://flink-jobmanager:8081", "path": "/jobs/overview"}, J(FL, 1, 26))
win(cid, "call_fl_1", FL, 1, 26)
ans = ("## 作业状态\nState machine job（jid 54a5c6e527e00e1bb861272a39fe13e4）处于 RUNNING 状态。\n"
       "## 运行时长\n作业已连续运行约 5.5 小时（duration 19888604 ms）。\n"
       "## 任务\n2 个 task 全部在 running，failed 为 0。\n"
       "## 备注\n不排除之前 checkpoint 失败导致作业重启过几次，可能需要再看 exceptions 页面。")
case(cid, ["source:otel_flink", "format:nl_headings", "class:quantity", "class:faithful", "class:hedged_distractor"],
     "flink 上的 State machine job 还活着吗？", ans, [i1], [
    F("State machine job（jid 54a5c6e527e00e1bb861272a39fe13e4）处于 RUNNING 状态", "direct_evidence", "state RUNNING"),
    F("作业已连续运行约 5.5 小时（duration 19888604 ms）", "direct_evidence", "19888604 ms = 5.52 h"),
    F("2 个 task 全部在 running，failed 为 0", "direct_evidence", "tasks.total 2, running 2, failed 0"),
], "PASS")

# cH-024 — malformed contract (trailing commas), jid one character off
cid = "cH-024"
i1 = inv(cid, "inv_fl_24", 1, "flink_rest", {"endpoint": "http://flink-jobmanager:8081", "path": "/jobs/overview"}, T(FL, 2, 25))
win(cid, "inv_fl_24", FL, 2, 25)
ans = ('{"answer_version": "1.0", "claims": [\n'
       '  {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "作业 54a5c6e527e00e1bb861272a39fe13e5 状态为 RUNNING", '
       '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["inv_fl_24"], "evidence_excerpt": "\\"state\\": \\"RUNNING\\""},]},\n'
       '  {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "该作业的 tasks.total 为 2，tasks.failed 为 0", '
       '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["inv_fl_24"], "evidence_excerpt": "\\"failed\\": 0"},]},\n'
       '  {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "作业的 start-time 为 1651442575208", '
       '"support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["inv_fl_24"], "evidence_excerpt": "\\"start-time\\": 1651442575208"},]},\n'
       '],\n "user_facing_answer": "建议顺便检查 checkpoint 配置。",}')
case(cid, ["source:otel_flink", "format:json_malformed", "class:fabricated_id"],
     "flink 作业现在什么状态？", ans, [i1], [
    F("作业 54a5c6e527e00e1bb861272a39fe13e5 状态为 RUNNING", "contradicted",
      "jid is 54a5c6e527e00e1bb861272a39fe13e4; ...e5 (one character off) appears nowhere"),
    F("该作业的 tasks.total 为 2，tasks.failed 为 0", "direct_evidence", "tasks total 2, failed 0"),
    F("作业的 start-time 为 1651442575208", "direct_evidence", "start-time 1651442575208"),
], "REJECT")

# =====================================================================================
# kafkametrics golden
# =====================================================================================
# cH-025 — fenced contract over two YAML excerpts, PASS
cid = "cH-025"
i1 = inv(cid, "call_kf_a", 1, "kafka_metrics_scrape", {"topic": "test_topic", "group": "partition"}, T(KF, 34, 66))
i2 = inv(cid, "call_kf_b", 1, "kafka_metrics_scrape", {"topic": "test_topic", "group": "topic"}, T(KF, 67, 130))
win(cid, "call_kf_a", KF, 34, 66)
win(cid, "call_kf_b", KF, 67, 130)
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "test_topic 分区 1 的副本数为 1，同步副本（replicas_in_sync）也为 1",
     "support_level": "direct", "evidence_bindings": [B("call_kf_a", "kafka_metrics_scrape", "name: kafka.partition.replicas_in_sync")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "test_topic 的日志保留时长为 86400 秒，即 24 小时", "support_level": "direct",
     "evidence_bindings": [B("call_kf_b", "kafka_metrics_scrape", "- asInt: \"86400\"")]},
    {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "log_retention_size 为 -1，表示保留大小不设上限", "support_level": "direct",
     "evidence_bindings": [B("call_kf_b", "kafka_metrics_scrape", "The value (-1) indicates infinite size.")]},
    {"claim_id": "c4", "claim_type": "metric_finding", "claim_text": "test_topic 的 replication_factor 为 2", "support_level": "direct",
     "evidence_bindings": [B("call_kf_c", "kafka_metrics_scrape", "name: kafka.topic.replication_factor")]},
], "test_topic 分区 1 副本数与 ISR 均为 1；保留 24 小时、大小不限；replication_factor 为 2。", "")
ans = "```json\n" + json.dumps(ct, ensure_ascii=False, indent=2) + "\n```\n"
case(cid, ["source:otel_kafkametrics", "format:json_fenced", "class:quantity", "class:bad_reference"],
     "test_topic 的副本和保留策略是怎么配的？", ans, [i1, i2], [
    C(ct, "c1", "direct_evidence", "kafka.partition.replicas 1 and replicas_in_sync 1 for partition 1"),
    C(ct, "c2", "direct_evidence", "log_retention_period 86400 s = 24 h"),
    C(ct, "c3", "direct_evidence", "log_retention_size -1, description says -1 is infinite"),
    C(ct, "c4", "indirect_support", "value 2 is in call_kf_b, but the binding names call_kf_c, which does not exist"),
], "PASS")

# cH-026 — min_insync_replicas wrong, raw JSON
cid = "cH-026"
i1 = inv(cid, "toolu_01KfMin", 1, "kafka_metrics_scrape", {"topic": "test_topic", "metrics": ["min_insync_replicas", "partitions"]}, T(KF, 90, 115))
win(cid, "toolu_01KfMin", KF, 90, 115)
ct = contract([
    {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "test_topic 的 min_insync_replicas 为 2", "support_level": "direct",
     "evidence_bindings": [B("toolu_01KfMin", "kafka_metrics_scrape", "name: kafka.topic.min_insync_replicas")]},
    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "test_topic 只有 1 个分区", "support_level": "direct",
     "evidence_bindings": [B("toolu_01KfMin", "kafka_metrics_scrape", "name: kafka.topic.partitions")]},
    {"claim_id": "c3", "claim_type": "hypothesis", "claim_text": "生产端报错可能是同步副本数不足导致的", "support_level": "none",
     "evidence_bindings": []},
], "min_insync_replicas 为 2，test_topic 只有 1 个分区。", "")
ans = json.dumps(ct, ensure_ascii=False)
case(cid, ["source:otel_kafkametrics", "format:json_raw", "class:value_wrong"],
     "往 test_topic 写数据报 NotEnoughReplicas，min.insync.replicas 配的多少？", ans, [i1], [
    C(ct, "c1", "contradicted", "kafka.topic.min_insync_replicas asInt 1"),
    C(ct, "c2", "direct_evidence", "kafka.topic.partitions 1"),
    C(ct, "c3", "no_evidence", "hypothesis"),
], "REJECT")
# =====================================================================================
# Loghub — OpenStack
# =====================================================================================
# cH-027 — lifecycle of instance 70c1714b, Chinese paraphrase, PASS
cid = "cH-027"
i1 = inv(cid, "call_os27a", 1, "query_logs", {"host": "cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us", "from": "2017-05-16 00:09:00", "to": "2017-05-16 00:09:09"}, T(OS, 1192, 1219))
i2 = inv(cid, "call_os27b", 2, "query_logs", {"service": "nova-compute", "keyword": "70c1714b-c11b-4c88-b300-239afe1f5ff8", "level": "ERROR"}, {"total": 0, "logs": []})
win(cid, "call_os27a", OS, 1192, 1219)
ans = ("实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 在 00:09:01 触发了 VM Started 生命周期事件，随后进入 VM Paused。"
       "00:09:08 nova-api 为该实例创建了 network-vif-plugged:1bb8c7a3-effa-4568-8cf7-2b9a55011df9 事件。"
       "虚拟机在 hypervisor 上 spawn 耗时 20.05 秒，整个 build 约 20.8 秒。"
       "该实例最终成功 spawn。")
case(cid, ["source:openstack", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity"],
     "实例 70c1714b 创建为什么要二十多秒？", ans, [i1, i2], [
    F("实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 在 00:09:01 触发了 VM Started 生命周期事件，随后进入 VM Paused", "direct_evidence",
      "00:09:01.018 VM Started, 00:09:01.081 VM Paused"),
    F("00:09:08 nova-api 为该实例创建了 network-vif-plugged:1bb8c7a3-effa-4568-8cf7-2b9a55011df9 事件", "direct_evidence",
      "nova-api 00:09:08.029 Creating event network-vif-plugged:... for instance 70c1714b-..."),
    F("虚拟机在 hypervisor 上 spawn 耗时 20.05 秒，整个 build 约 20.8 秒", "direct_evidence", "Took 20.05 s to spawn, 20.83 s to build"),
    F("该实例最终成功 spawn", "direct_evidence", "Instance spawned successfully."),
], "PASS")

# cH-028 — malformed contract (single quotes), build time wrong
cid = "cH-028"
took = [n for n in range(1140, 1223) if "Took" in L(OS, n, n)[0]]
i1 = inv(cid, "inv-os-28", 1, "query_logs", {"service": "nova-compute", "keyword": "Took", "from": "00:08:20", "to": "00:09:10"},
         {"total": len(took), "logs": [os_rec(L(OS, n, n)[0]) for n in took]})
win(cid, "inv-os-28", OS, 1140, 1222)
ans = ("{'claims': [{'claim_id': 'c1', 'claim_type': 'metric_finding', 'claim_text': '实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 的 build 耗时 28.3 秒', "
       "'evidence_bindings': [{'source_invocation_ids': ['inv-os-28'], 'evidence_excerpt': 'seconds to build instance'}]}, "
       "{'claim_id': 'c2', 'claim_type': 'metric_finding', 'claim_text': '实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 在 hypervisor 上销毁耗时 1.00 秒', "
       "'evidence_bindings': [{'source_invocation_ids': ['inv-os-28'], 'evidence_excerpt': 'Took 1.00 seconds to destroy the instance on the hypervisor.'}]}, "
       "{'claim_id': 'c3', 'claim_type': 'metric_finding', 'claim_text': '实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 释放网络用了 0.57 秒', "
       "'evidence_bindings': [{'source_invocation_ids': ['inv-os-28'], 'evidence_excerpt': 'Took 0.57 seconds to deallocate network for instance.'}]}], "
       "'user_facing_answer': '建议继续对比其它实例的 build 耗时。'}")
case(cid, ["source:openstack", "format:json_malformed", "class:value_wrong"],
     "nova 创建/删除实例各要多久？", ans, [i1], [
    F("实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 的 build 耗时 28.3 秒", "contradicted", "log says Took 20.83 seconds to build instance"),
    F("实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 在 hypervisor 上销毁耗时 1.00 秒", "direct_evidence", "Took 1.00 seconds to destroy"),
    F("实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 释放网络用了 0.57 秒", "direct_evidence", "Took 0.57 seconds to deallocate network"),
], "REJECT")

# cH-029 — denial of WARNING refuted; event order reversed
cid = "cH-029"
i1 = inv(cid, "call_os29", 1, "query_logs", {"from": "2017-05-16 00:09:37", "to": "2017-05-16 00:09:44"}, T(OS, 1288, 1302))
win(cid, "call_os29", OS, 1288, 1302)
ans = ("- nova-compute 在这段时间没有任何 WARNING，只有 INFO\n"
       "- 实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43 启动\n"
       "- 该实例的 VM Paused 事件早于 VM Started 事件\n"
       "- nova-api 的 servers/detail 请求都返回 200")
case(cid, ["source:openstack", "format:nl_bullets", "class:negation", "class:time_wrong"],
     "00:09:40 前后 nova-compute 有没有告警？", ans, [i1], [
    F("nova-compute 在这段时间没有任何 WARNING，只有 INFO", "contradicted",
      "00:09:41.850 WARNING nova.compute.manager: found 1 instances in the database and 0 instances on the hypervisor"),
    F("实例 bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43 启动", "direct_evidence", "00:09:43.328 VM Started (Lifecycle Event)"),
    F("该实例的 VM Paused 事件早于 VM Started 事件", "contradicted", "Started 00:09:43.328 precedes Paused 00:09:43.389"),
    F("nova-api 的 servers/detail 请求都返回 200", "direct_evidence", "every nova-api line in the window has status: 200"),
], "REJECT")

# cH-030 — counts and range right, a time no record has
cid = "cH-030"
i1 = inv(cid, "call_os30", 1, "query_logs", {"service": "nova-api", "path": "/servers/detail", "from": "00:08:55", "to": "00:09:00.5"},
         {"total": 7, "logs": [os_rec(x) for x in L(OS, 1185, 1191)]})
win(cid, "call_os30", OS, 1185, 1191)
ans = ("00:08:55 到 00:09:00 之间 nova-api 共处理了 7 次 GET servers/detail 请求。"
       "全部返回 200，响应长度都是 1893。"
       "单次耗时最短 0.259 秒，最长 0.277 秒。"
       "最后一次请求出现在 00:09:12。")
case(cid, ["source:openstack", "format:nl_paragraph", "class:quantity", "class:time_wrong"],
     "nova-api 列表接口最近慢不慢？", ans, [i1], [
    F("00:08:55 到 00:09:00 之间 nova-api 共处理了 7 次 GET servers/detail 请求", "direct_evidence", "total 7, 00:08:55.484-00:09:00.109"),
    F("全部返回 200，响应长度都是 1893", "direct_evidence", "all 7 status 200 len 1893"),
    F("单次耗时最短 0.259 秒，最长 0.277 秒", "direct_evidence", "min 0.2591650, max 0.2769639"),
    F("最后一次请求出现在 00:09:12", "no_evidence", "no record at 00:09:12; the last one shown is 00:09:00.109"),
], "LOW_CONFID")

# =====================================================================================
# Loghub — Spark
# =====================================================================================
# cH-031 — stage 26 tasks, indented contract, PASS
cid = "cH-031"
i1 = inv(cid, "toolu_01SpK31", 1, "query_logs", {"app": "spark", "from": "17/06/09 20:11:08", "limit": 41}, T(SP, 1200, 1240))
win(cid, "toolu_01SpK31", SP, 1200, 1240)
ct = contract([
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "stage 26.0 中 TID 1210、1211、1212、1213、1214 这 5 个 task 均已完成，各自向 driver 返回 2703 bytes 结果", "support_level": "direct",
     "evidence_bindings": [B("toolu_01SpK31", "query_logs", "Finished task 10.0 in stage 26.0 (TID 1210). 2703 bytes result sent to driver")]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "rdd_42_10 以 bytes 形式缓存到内存，估算大小 948.0 B", "support_level": "direct",
     "evidence_bindings": [B("toolu_01SpK31", "query_logs", "Block rdd_42_10 stored as bytes in memory (estimated size 948.0 B, free 813.1 KB)")]},
    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "分区 rdd_42_12 到 rdd_42_17 在缓存中均未找到，需要重新计算", "support_level": "direct",
     "evidence_bindings": [B("toolu_01SpK31", "query_logs", "Partition rdd_42_15 not found, computing it")]},
], "stage 26.0 已有 5 个 task（TID 1210–1214）完成；rdd_42_10 缓存 948.0 B；rdd_42_12~17 未命中缓存需重算。", "stage 26 正常推进")
ans = json.dumps(ct, ensure_ascii=False, indent=2)
case(cid, ["source:spark", "format:json_indented", "class:faithful", "class:quantity"],
     "Spark stage 26 是不是卡住了？", ans, [i1], [
    C(ct, "c1", "direct_evidence", "5 Finished task lines for TID 1210-1214, each 2703 bytes"),
    C(ct, "c2", "direct_evidence", "rdd_42_10 stored as bytes, 948.0 B"),
    C(ct, "c3", "direct_evidence", "Partition rdd_42_12..rdd_42_17 not found, computing it"),
], "PASS")

# cH-032 — TID 1215 said finished (only others finished)
cid = "cH-032"
i1 = inv(cid, "call_sp32", 1, "query_logs", {"app": "spark", "executor": "1", "from": "17/06/09 20:11:08"}, T(SP, 1215, 1240))
win(cid, "call_sp32", SP, 1215, 1240)
ans = ("TID 1215（task 15.0）已经执行完毕，并向 driver 返回了 2703 bytes 结果。"
       "TID 1216 和 1217 是 CoarseGrainedExecutorBackend 新分配的任务。"
       "输入分片 hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log:116672+7292 由 rdd.HadoopRDD 读取。"
       "这段日志里一共只有 3 个 task 完成。")
case(cid, ["source:spark", "format:nl_paragraph", "class:misattribution", "class:status_wrong", "class:count_wrong"],
     "task 15 跑完了吗？", ans, [i1], [
    F("TID 1215（task 15.0）已经执行完毕，并向 driver 返回了 2703 bytes 结果", "contradicted",
      "TID 1215 only has Got assigned / Running lines; Finished ... 2703 bytes is logged for TIDs 1211-1214"),
    F("TID 1216 和 1217 是 CoarseGrainedExecutorBackend 新分配的任务", "direct_evidence", "Got assigned task 1216 / 1217"),
    F("输入分片 hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log:116672+7292 由 rdd.HadoopRDD 读取", "direct_evidence", "rdd.HadoopRDD: Input split ...:116672+7292"),
    F("这段日志里一共只有 3 个 task 完成", "contradicted", "the window has 5 Finished task lines (TID 1210, 1211, 1213, 1212, 1214)"),
], "REJECT")

# cH-033 — commits right, cause in plain words unsupported
cid = "cH-033"
i1 = inv(cid, "call_sp33", 1, "query_logs", {"app": "spark", "component": "output", "from": "17/06/09 20:10:57"},
         {"total": 16, "logs": [sp_rec(x) for x in L(SP, 914, 929)]})
win(cid, "call_sp33", SP, 914, 929)
ans = ("**提交情况**：attempt_201706092018_0024_m_000044_1129、attempt_201706092018_0024_m_000043_1128 等 task 的输出都已 Committed。\n"
       "**输出目录**：结果写入 hdfs://10.10.34.11:9000/pjhe/test/1/_temporary/0 下的各 task 目录。\n"
       "**原因**：提交变慢是因为存储集群当时在做主备切换。")
case(cid, ["source:spark", "format:nl_bold_labels", "class:unsupported_cause"],
     "Spark 写出结果的提交阶段很慢，为什么？", ans, [i1], [
    F("attempt_201706092018_0024_m_000044_1129、attempt_201706092018_0024_m_000043_1128 等 task 的输出都已 Committed", "direct_evidence",
      "SparkHadoopMapRedUtil: ...: Committed for both attempts"),
    F("结果写入 hdfs://10.10.34.11:9000/pjhe/test/1/_temporary/0 下的各 task 目录", "direct_evidence", "Saved output of task ... to hdfs://.../_temporary/0/task_..."),
    F("提交变慢是因为存储集群当时在做主备切换", "no_evidence", "no record mentions a failover or slowness"),
], "LOW_CONFID")

# =====================================================================================
# Loghub — Apache
# =====================================================================================
# cH-034 — counts right via JSON-pair excerpt, root cause unsupported
cid = "cH-034"
i1 = inv(cid, "call_ap34", 1, "query_logs", {"service": "httpd", "from": "Sun Dec 04 20:47:16 2005", "to": "Sun Dec 04 20:47:17 2005"},
         {"total": 22, "logs": [ap_rec(x) for x in L(AP, 1030, 1051)]})
win(cid, "call_ap34", AP, 1030, 1051)
ct = contract([
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "20:47:16–20:47:17 之间 jk2_init() 共 4 次报告在 scoreboard 中找不到 child（2082、2085、2086、2087）", "support_level": "direct",
     "evidence_bindings": [B("call_ap34", "query_logs", "{\"message\": \"jk2_init() Can't find child 2085 in scoreboard\", \"level\": \"error\"}")]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "mod_jk child workerEnv 先后进入 error state 6、9、7", "support_level": "direct",
     "evidence_bindings": [B("call_ap34", "query_logs", "mod_jk child workerEnv in error state 9")]},
    {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "workers2.properties 在故障前被人改过", "support_level": "direct",
     "evidence_bindings": [B("call_ap34", "query_logs", "workerEnv.init() ok /etc/httpd/conf/workers2.properties")]},
], "jk2_init 4 次找不到 child（2082/2085/2086/2087），workerEnv 进入 error state 6、9、7；workers2.properties 在故障前被人改过。", "mod_jk 初始化失败")
ans = json.dumps(ct, ensure_ascii=False)
case(cid, ["source:apache", "format:json_raw", "class:excerpt_format", "class:unsupported_cause", "class:quantity"],
     "httpd 20:47 左右大量 mod_jk 报错，什么原因？", ans, [i1], [
    C(ct, "c1", "direct_evidence", "4 error lines Can't find child 2082/2085/2086/2087; excerpt is a JSON subset of one record"),
    C(ct, "c2", "direct_evidence", "error state 6 (20:47:16), 9 (20:47:16), 7 (20:47:17)"),
    C(ct, "c3", "no_evidence", "the log only shows workerEnv.init() ok; nothing says the file was changed"),
], "LOW_CONFID")

# cH-035 — 'can't find' given to child 2083, which was found
cid = "cH-035"
i1 = inv(cid, "call_ap35", 1, "search_syslog", {"file": "/var/log/httpd/error_log", "around": "20:47:16"}, T(AP, 1028, 1046))
win(cid, "call_ap35", AP, 1028, 1046)
ans = ("child 2083 在 scoreboard 里找不到，jk2_init 报 error\n"
       "child 2081 是正常的，Found in slot 6\n"
       "20:47:16 出现 mod_jk child init 1 -2 错误")
case(cid, ["source:apache", "format:nl_sloppy", "class:entity_swap"],
     "哪个 httpd 子进程出问题了？", ans, [i1], [
    F("child 2083 在 scoreboard 里找不到，jk2_init 报 error", "contradicted",
      "child 2083 was Found in scoreboard slot 8; Can't find is logged for 2082/2085/2086/2087"),
    F("child 2081 是正常的，Found in slot 6", "direct_evidence", "jk2_init() Found child 2081 in scoreboard slot 6"),
    F("20:47:16 出现 mod_jk child init 1 -2 错误", "direct_evidence", "[Sun Dec 04 20:47:16 2005] [error] mod_jk child init 1 -2"),
], "REJECT")

# =====================================================================================
# Loghub — Proxifier
# =====================================================================================
# cH-036 — counts and KB right, two calls, PASS
cid = "cH-036"
f403 = [n for n in range(900, 926) if "status code 403" in L(PX, n, n)[0]]
i1 = inv(cid, "call_px36a", 1, "query_logs", {"source": "proxifier", "keyword": "status code 403"},
         {"total": len(f403), "logs": [px_rec(L(PX, n, n)[0]) for n in f403]})
i2 = inv(cid, "call_px36b", 1, "query_logs", {"source": "proxifier", "from": "10.30 21:07:18", "to": "10.30 21:14:05"}, T(PX, 903, 925))
win(cid, "call_px36a", PX, 900, 925)
win(cid, "call_px36b", PX, 903, 925)
ans = ("spoolsv.exe 访问 127.0.0.1:135 时两次经代理 proxy.cse.cuhk.edu.hk:5070 连接失败，代理返回 status code 403。"
       "YodaoDict.exe 对 ydstatic.com 各图片节点的连接请求共 10 次在完成前被取消。"
       "chrome.exe 在 21:11:09 关闭的连接发送约 1.95 KB、接收约 17.6 KB，存活 04:00。")
case(cid, ["source:proxifier", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
     "代理上哪些程序连不上？", ans, [i1, i2], [
    F("spoolsv.exe 访问 127.0.0.1:135 时两次经代理 proxy.cse.cuhk.edu.hk:5070 连接失败，代理返回 status code 403", "direct_evidence",
      "2 lines at 21:08:03 and 21:13:23"),
    F("YodaoDict.exe 对 ydstatic.com 各图片节点的连接请求共 10 次在完成前被取消", "direct_evidence",
      "10 'A connection request was canceled before the completion.' lines for YodaoDict.exe in 903-925"),
    F("chrome.exe 在 21:11:09 关闭的连接发送约 1.95 KB、接收约 17.6 KB，存活 04:00", "direct_evidence",
      "2001 bytes (1.95 KB) sent, 18018 bytes (17.5 KB; 17.6 KiB) received, lifetime 04:00"),
], "PASS")

# cH-037 — 403 given to chrome.exe (misattribution), fenced contract
cid = "cH-037"
i1 = inv(cid, "call_px37", 1, "query_logs", {"source": "proxifier", "from": "10.30 21:06:46", "to": "10.30 21:11:51"},
         {"total": 13, "logs": [px_rec(x) for x in L(PX, 900, 912)]})
win(cid, "call_px37", PX, 900, 912)
ct = contract([
    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "chrome.exe 经代理 proxy.cse.cuhk.edu.hk:5070 建连失败，代理返回 status code 403",
     "support_level": "direct", "evidence_bindings": [B("call_px37", "query_logs", "Proxy server cannot establish a connection with the target, status code 403")]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "YodaoDict.exe 在 21:08:23 的代理连接发送 441 bytes、接收 687 bytes", "support_level": "direct",
     "evidence_bindings": [B("call_px37", "query_logs", "close, 441 bytes sent, 687 bytes received, lifetime <1 sec")]},
    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "chrome.exe 在 21:10:12 关闭了一条存活 04:00 的连接", "support_level": "direct",
     "evidence_bindings": [B("call_px37", "query_logs", "close, 1237 bytes (1.20 KB) sent, 1164 bytes (1.13 KB) received, lifetime 04:00")]},
], "chrome.exe 被代理拒绝（403）；YodaoDict.exe 在 21:08:23 收发 441/687 bytes；chrome.exe 21:10:12 关闭一条 04:00 的连接。", "chrome 访问被代理拒绝")
ans = "```json\n" + json.dumps(ct, ensure_ascii=False, indent=1) + "\n```"
case(cid, ["source:proxifier", "format:json_fenced", "class:misattribution"],
     "chrome 打不开网页，是代理的问题吗？", ans, [i1], [
    C(ct, "c1", "contradicted", "status code 403 is logged only for spoolsv.exe *64; chrome.exe has its own open/close lines"),
    C(ct, "c2", "direct_evidence", "21:08:23 YodaoDict.exe close, 441 bytes sent, 687 bytes received"),
    C(ct, "c3", "direct_evidence", "21:10:12 chrome.exe close ... lifetime 04:00"),
], "REJECT")

# =====================================================================================
# Loghub — HealthApp
# =====================================================================================
# cH-038 — step / calorie progression, PASS
cid = "cH-038"
i1 = inv(cid, "call_hl38", 1, "kubectl_logs", {"pod": "healthapp-step-0", "since_time": "20171223-23:14:46"}, T(HL, 1400, 1425))
win(cid, "call_hl38", HL, 1400, 1425)
ans = ("- 当日步数由 7205 增至 7212（setTodayTotalDetailSteps）\n"
       "- Step_ExtSDM 计算的 totalCalories 从 131015 涨到 131165\n"
       "- totalAltitude 一直是 240\n"
       "- Step_StandReportReceiver 最后一次 REPORT 为 7212 5149 154481 240")
case(cid, ["source:healthapp", "format:nl_bullets", "class:faithful", "class:quantity"],
     "计步数据有没有在更新？", ans, [i1], [
    F("当日步数由 7205 增至 7212（setTodayTotalDetailSteps）", "direct_evidence", "setTodayTotalDetailSteps ##7205## ... ##7212##"),
    F("Step_ExtSDM 计算的 totalCalories 从 131015 涨到 131165", "direct_evidence", "totalCalories=131015 ... 131165"),
    F("totalAltitude 一直是 240", "direct_evidence", "every calculateAltitudeWithCache line shows totalAltitude=240"),
    F("Step_StandReportReceiver 最后一次 REPORT 为 7212 5149 154481 240", "direct_evidence", "last REPORT : 7212 5149 154481 240"),
], "PASS")

# cH-039 — sync said successful (opposite predicate)
cid = "cH-039"
i1 = inv(cid, "call_hl39a", 1, "query_logs", {"app": "com.huawei.health", "component_prefix": "HiH_", "from": "20171223-22:19:58"},
         {"total": 31, "logs": [ha_rec(x) for x in L(HL, 741, 771)]})
i2 = inv(cid, "call_hl39b", 2, "lookup_knowledge", {"query": "HiSyncControl ifCanSync"},
         {"query": "HiSyncControl ifCanSync", "chunks": [
             {"chunk_id": "kb-health-11", "source_doc": "kb/healthapp-sync.md", "retrieval_layer": "kb", "relevance": "medium", "deduped": False,
              "content": "同步前 ifCanSync 会检查云端版本，检查不通过时会发送同步失败广播。"}]})
win(cid, "call_hl39a", HL, 741, 771)
ct = contract([
    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "HiSyncControl 已成功把健康数据同步推送到云端", "support_level": "direct",
     "evidence_bindings": [B("call_hl39a", "query_logs", "ifCanSync not! no cloud version")]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "bulkSaveDetailHiHealthData 批量保存了 20 条明细，totalTime 为 34", "support_level": "direct",
     "evidence_bindings": [B("call_hl39a", "query_logs", "bulkSaveDetailHiHealthData() size = 20,totalTime = 34")]},
    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "DataStatManager 记录 type=40002 的新值为 6724.0，旧值为 7163.0", "support_level": "direct",
     "evidence_bindings": [B("call_hl39a", "query_logs", "new date =20171223, type=40002,6724.0,old=7163.0")]},
], "同步已成功推送到云端；本地批量保存 20 条明细（totalTime 34）；type=40002 由 7163.0 变为 6724.0。", "")
ans = "结论如下（结构化）：\n" + json.dumps(ct, ensure_ascii=False) + "\n如需更多细节请告诉我。"
case(cid, ["source:healthapp", "format:json_with_text", "class:paraphrase_zh", "class:status_wrong"],
     "健康数据到底有没有同步到云端？", ans, [i1, i2], [
    C(ct, "c1", "contradicted", "log says ifCanSync not! no cloud version, then sendSyncFailedBroadcast"),
    C(ct, "c2", "direct_evidence", "bulkSaveDetailHiHealthData() size = 20,totalTime = 34"),
    C(ct, "c3", "direct_evidence", "type=40002,6724.0,old=7163.0"),
], "REJECT")

# cH-040 — no-hit denial + runbook-only cause + deduped chunk
cid = "cH-040"
i1 = inv(cid, "inv_40_1", 1, "query_logs", {"component": "HiH_HiSyncControl", "level": "ERROR", "from": "20171223-23:00"}, {"total": 0, "logs": []})
i2 = inv(cid, "inv_40_2", 1, "lookup_knowledge", {"query": "HealthApp 同步失败 no cloud version"},
         {"query": "HealthApp 同步失败 no cloud version", "chunks": [
             {"chunk_id": "kb-health-12", "source_doc": "runbooks/healthapp-sync.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
              "content": "当云端版本号缺失（no cloud version）时，ifCanSync 会直接判定不能同步，并发送 sendSyncFailedBroadcast。"}]})
i3 = inv(cid, "inv_40_3", 2, "lookup_knowledge", {"query": "HealthApp 同步 重试 间隔"},
         {"query": "HealthApp 同步 重试 间隔", "chunks": [
             {"chunk_id": "kb-health-12", "source_doc": "runbooks/healthapp-sync.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": True,
              "content": "当云端版本号缺失（no cloud version）时，ifCanSync 会直接判定不能同步，并发送 sendSyncFailedBroadcast。"}]})
ct = contract([
    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "23:00 之后 HiSyncControl 没有任何 ERROR 日志", "support_level": "direct",
     "evidence_bindings": [B("inv_40_1", "query_logs", "total: 0")]},
    {"claim_id": "c2", "claim_type": "root_cause", "claim_text": "按运维手册，云端版本号缺失时 ifCanSync 会直接判定不能同步",
     "support_level": "indirect", "evidence_bindings": [B("inv_40_2", "lookup_knowledge", "当云端版本号缺失（no cloud version）时，ifCanSync 会直接判定不能同步，并发送 sendSyncFailedBroadcast。", "kb-health-12")]},
    {"claim_id": "c3", "claim_type": "next_step", "claim_text": "下一步确认云端版本号是否已下发", "support_level": "none", "evidence_bindings": []},
], "23:00 之后 HiSyncControl 没有 ERROR；按运维手册，云端版本号缺失时 ifCanSync 会直接判定不能同步。下一步确认云端版本号是否已下发。", "")
ans = json.dumps(ct, ensure_ascii=False, indent=3)
case(cid, ["source:healthapp", "format:json_indented", "class:gap", "class:runbook_only", "class:negation"],
     "HealthApp 23 点以后还有同步报错吗？", ans, [i1, i2, i3], [
    C(ct, "c1", "no_evidence", "the query was a no-hit (total 0); no-hit does not prove absence"),
    C(ct, "c2", "indirect_support", "only the runbook chunk says this"),
    C(ct, "c3", "no_evidence", "next step"),
], "LOW_CONFID")

assert len(CASES) == 40, len(CASES)
with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
    for c in CASES:
        f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
with open(os.path.join(HERE, "windows.jsonl"), "w", encoding="utf-8") as f:
    for w in WINDOWS:
        f.write(json.dumps(w, ensure_ascii=False) + "\n")
print(len(CASES), "cases,", len(WINDOWS), "windows")
