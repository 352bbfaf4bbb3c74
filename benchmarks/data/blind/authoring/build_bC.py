#!/usr/bin/env python3
"""Blind cases of author bC (Loghub OpenStack / Zookeeper / BGL samples).

Windows are cut from the source files by line number (verbatim). Queries, answers and
gold labels are literal strings written case by case below. Standard library only.
Run: python3 build.py  -> writes cases.jsonl and windows.jsonl next to this script.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = Path("/work/blind/sources")
FILES = {
    "o": "loghub/OpenStack_2k.log",
    "z": "loghub/Zookeeper_2k.log",
    "b": "loghub/BGL_2k.log",
}
TEXT = {k: (SOURCES / v).read_text(encoding="utf-8").splitlines() for k, v in FILES.items()}


# ----------------------------------------------------------------- windows and records
class Out:
    """A tool output built from source lines, remembering the windows it was cut from."""

    def __init__(self, value, wins):
        self.value = value
        self.wins = wins


def runs(spec):
    """spec: list of ints and (a, b) tuples -> list of line numbers and list of runs."""
    nums = []
    for s in spec:
        if isinstance(s, tuple):
            nums.extend(range(s[0], s[1] + 1))
        else:
            nums.append(s)
    wins = []
    for n in nums:
        if wins and wins[-1][1] == n - 1:
            wins[-1][1] = n
        else:
            wins.append([n, n])
    return nums, wins


def get(f, nums):
    return [TEXT[f][n - 1] for n in nums]


OS_RE = re.compile(r"^(\S+) (\S+ \S+) (\d+) (\w+) (\S+) \[([^\]]*)\] (.*)$")
ZK_RE = re.compile(r"^(\S+ \S+) - (\w+)\s+\[(.*)\] - (.*)$")


def os_rec(line):
    m = OS_RE.match(line)
    assert m, line
    logfile, ts, pid, level, comp, ctx, msg = m.groups()
    rec = {"ts": ts, "level": level, "service": logfile.split(".log")[0], "host_log": logfile,
           "pid": int(pid), "component": comp}
    parts = ctx.split()
    if ctx.startswith("req-"):
        rec["request_id"] = parts[0]
        if len(parts) > 2 and parts[1] != "-":
            rec["user_id"], rec["project_id"] = parts[1], parts[2]
    rec["message"] = msg
    return rec


def zk_rec(line):
    m = ZK_RE.match(line)
    assert m, line
    ts, level, thr, msg = m.groups()
    thread, _, source = thr.rpartition(":")
    return {"ts": ts, "level": level, "thread": thread, "source": source, "message": msg}


def bgl_rec(line):
    p = line.split(" ", 9)
    rec = {"alert_flag": p[0], "epoch": int(p[1]), "date": p[2], "location": p[3], "ts": p[4],
           "node": p[5], "type": p[6], "component": p[7], "level": p[8], "message": p[9] if len(p) > 9 else ""}
    return rec


REC = {"o": os_rec, "z": zk_rec, "b": bgl_rec}


def T(f, *spec):
    """plain-text log output"""
    nums, wins = runs(spec)
    return Out("\n".join(get(f, nums)), [(f, a, b) for a, b in wins])


def J(f, *spec, total=None, extra=None):
    """canonical query_logs JSON output"""
    nums, wins = runs(spec)
    logs = [REC[f](l) for l in get(f, nums)]
    val = {"total": len(logs) if total is None else total, "logs": logs}
    if extra:
        val.update(extra)
    return Out(val, [(f, a, b) for a, b in wins])


def RECS(f, *spec):
    """records only (for other tools' own JSON shapes)"""
    nums, wins = runs(spec)
    return [REC[f](l) for l in get(f, nums)], [(f, a, b) for a, b in wins]


def inv(iid, rnd, tool, inp, out, ok=True, err=None, **kw):
    wins = []
    if isinstance(out, Out):
        wins, out = out.wins, out.value
    d = {"invocation_id": iid, "session_id": None, "round": rnd, "tool_name": tool, "input": inp,
         "output": out, "success": ok, "error": err}
    d.update(kw)
    d["_wins"] = wins
    return d


# ----------------------------------------------------------------- exact metrics helpers
OS_HTTP = re.compile(r"status: (\d+) len: \d+ time: ([\d.]+)")


def os_http_stats(a, b, comp="nova.osapi_compute.wsgi.server"):
    times, status, tss = [], {}, []
    for n in range(a, b + 1):
        l = TEXT["o"][n - 1]
        if f" {comp} " not in l:
            continue
        m = OS_HTTP.search(l)
        status[m.group(1)] = status.get(m.group(1), 0) + 1
        times.append(float(m.group(2)))
        tss.append(os_rec(l)["ts"])
    return {"n": len(times), "max": max(times), "avg": sum(times) / len(times), "last": times[-1],
            "status": dict(sorted(status.items())), "first_ts": tss[0], "last_ts": tss[-1]}


# ----------------------------------------------------------------- case assembly
CASES, WINDOWS = [], []
NONCRIT = {"hypothesis", "recommendation", "action", "background", "context", "next_step"}


def F(fact, label, note):
    return {"fact": fact, "is_critical": True, "verification": label, "note": note}


def FC(cid, label, note):
    return {"claim_id": cid, "verification": label, "note": note}


def FX(fact, label, note):
    return {"fact": fact, "is_critical": True, "verification": label, "note": note, "origin": "answer_extra"}


def verdict_of(facts):
    crit = [f["verification"] for f in facts if f.get("is_critical", True)]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


def C(cid, tags, query, answer, invs, verdict, facts, contract=False):
    cid = f"bC-{cid:03d}"
    if contract:
        obj = json.loads(contract if isinstance(contract, str) else answer)
        claims = {c["claim_id"]: c for c in obj["claims"]}
        assert set(claims) == {f["claim_id"] for f in facts if f.get("claim_id")}, cid
        for f in facts:
            if f.get("claim_id"):
                cl = claims[f["claim_id"]]
                f["fact"] = cl["claim_text"]
                f["is_critical"] = cl["claim_type"] not in NONCRIT
        facts = [{k: f[k] for k in ("fact", "claim_id", "is_critical", "verification", "note", "origin") if k in f}
                 for f in facts]
    assert all("fact" in f for f in facts), cid
    assert verdict == verdict_of(facts), (cid, verdict, verdict_of(facts))
    tool_invocations = []
    for v in invs:
        v = dict(v)
        for f, a, b in v.pop("_wins"):
            WINDOWS.append({"case_id": cid, "invocation_id": v["invocation_id"], "source": FILES[f],
                            "lines": [a, b]})
        v["session_id"] = cid
        tool_invocations.append(v)
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": tool_invocations, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def fence(s):
    return s


# ================================================================= OpenStack cases
# ---- bC-001 faithful, plain text, paragraph
C(1, ["source:openstack", "format:nl_paragraph", "class:faithful"],
  "nova-api 这边 os-server-external-events 的 POST 老是 404，帮忙看下 00:00:20 前后发生了什么？",
  "nova-api 在 00:00:21.067 对请求 req-0b851395-2895-44b9-8265-a27d0bb52910 抛出了 HTTP exception thrown: No instances found for any event。"
  "同一个请求的 POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events 返回 status: 404，耗时 0.0793190 秒。"
  "紧接着 00:00:30.788 的 POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers 返回 202，创建请求被正常受理。"
  "建议对照 neutron 侧发送 network-vif-plugged 事件的时间点再确认一下。",
  [inv("call_7d1e09", 1, "query_logs",
       {"index": "openstack-nova", "from": "2017-05-16 00:00:20", "to": "2017-05-16 00:00:31", "format": "raw"},
       T("o", (56, 63)))],
  "PASS",
  [F("nova-api 在 00:00:21.067 对请求 req-0b851395-2895-44b9-8265-a27d0bb52910 抛出了 HTTP exception thrown: No instances found for any event",
     "direct_evidence", "line 60: nova-api nova.api.openstack.wsgi, same ts and request id"),
   F("同一个请求的 POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events 返回 status: 404，耗时 0.0793190 秒",
     "direct_evidence", "line 61: same req id, status 404, time 0.0793190"),
   F("紧接着 00:00:30.788 的 POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers 返回 202，创建请求被正常受理",
     "direct_evidence", "line 62: POST servers status 202 at 00:00:30.788")])

# ---- bC-002 excerpt_format, JSON logs, indented contract
A002 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "b9000564 删除流程完整执行，无异常",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 于 00:00:17.541 进入 Terminating instance，00:00:17.754 Instance destroyed successfully",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "rec-2", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01HqV3xRk2"],
         "evidence_excerpt": "{\"message\": \"[instance: b9000564-fe1a-409b-b8cc-1e88b294cd1d] Terminating instance\", \"service\": \"nova-compute\"}"},
        {"source_type": "log", "source_id": "rec-3", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01HqV3xRk2"],
         "evidence_excerpt": "Instance destroyed successfully."}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "在 hypervisor 上销毁耗时 1.03 秒，释放网络耗时 0.48 秒",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "rec-8", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01HqV3xRk2"],
         "evidence_excerpt": "Took 1.03 seconds to destroy the instance on the hypervisor."},
        {"source_type": "log", "source_id": "rec-10", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01HqV3xRk2"],
         "evidence_excerpt": "Took 0.48 seconds to deallocate network for instance."}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "log_finding",
      "claim_text": "删除由请求 req-c53a921a-16c7-422e-8c9d-c922a720d047 的 DELETE 调用触发，nova-api 返回 204",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "rec-0", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01HqV3xRk2"],
         "evidence_excerpt": "request_id=req-c53a921a-16c7-422e-8c9d-c922a720d047 service=nova-api pid=25746"},
        {"source_type": "log", "source_id": "rec-0", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01HqV3xRk2"],
         "evidence_excerpt": "status: 204 len: 203 time: 0.2534380"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 的删除流程是正常走完的。实例目录 /var/lib/nova/instances/b9000564-fe1a-409b-b8cc-1e88b294cd1d_del 也已经删除完成。如果控制台还显示这台机器，建议刷新一下缓存。"
}'''
C(2, ["source:openstack", "format:json_indented", "class:excerpt_format"],
  "用户反馈 b9000564-fe1a-409b-b8cc-1e88b294cd1d 删了以后控制台还在，是不是删除卡住了？",
  A002,
  [inv("toolu_01HqV3xRk2", 1, "query_logs",
       {"query": "b9000564-fe1a-409b-b8cc-1e88b294cd1d OR req-c53a921a-16c7-422e-8c9d-c922a720d047", "from": "2017-05-16T00:00:17", "to": "2017-05-16T00:00:20"},
       J("o", (45, 55)))],
  "PASS",
  [FC("c1", "direct_evidence", "records of lines 47/48; JSON-subset and k=v excerpts are fields of those records"),
   FC("c2", "direct_evidence", "lines 53 and 55 messages contain both durations"),
   FC("c3", "direct_evidence", "line 45: DELETE .../servers/b9000564… status 204 under this request id; excerpts are fields/substring of that record"),
   FX("实例目录 /var/lib/nova/instances/b9000564-fe1a-409b-b8cc-1e88b294cd1d_del 也已经删除完成", "direct_evidence",
      "line 52: Deletion of …_del complete")],
  contract=True)

# ---- bC-003 quantity: metrics computed from the logged response times + a stats tool
S003 = os_http_stats(1, 160)
assert S003["n"] == 62 and S003["status"] == {"200": 56, "202": 2, "204": 2, "404": 2}
assert abs(S003["max"] - 0.6686139) < 1e-9 and round(S003["avg"], 4) == 0.2609 and S003["last"] == 0.18784
C(3, ["source:openstack", "format:nl_bullets", "class:quantity"],
  "00:00 到 00:01 这一分钟 nova-api 延迟和 4xx 情况怎么样？",
  "统计结果：\n"
  "- 这段时间共处理 62 个请求，其中 404 共 2 个\n"
  "- 响应时间最大约 669 ms，平均约 0.26 s\n"
  "- 最后一个采样点是 0.1878 秒\n"
  "- 两次 404 可能都和实例删除后仍有 external event 上报有关\n"
  "- 建议后续把 404 单独做一个告警规则",
  [inv("inv-3", 1, "query_metrics",
       {"metric": "nova_osapi_response_time", "service": "nova-api", "start": "2017-05-16T00:00:00", "end": "2017-05-16T00:01:13"},
       Out({"alerts": [],
            "series": [{"metric": "nova_osapi_response_time", "service": "nova-api", "max": round(S003["max"], 4),
                        "avg": round(S003["avg"], 4), "last": round(S003["last"], 4), "unit": "s"}]},
           [("o", 1, 160)])),
   inv("inv-4", 1, "log_stats",
       {"source": "nova-api.log.1.2017-05-16_13:53:08", "component": "nova.osapi_compute.wsgi.server", "group_by": "status"},
       {"component": "nova.osapi_compute.wsgi.server", "window": [S003["first_ts"], S003["last_ts"]],
        "requests": S003["n"], "status_counts": S003["status"]})],
  "PASS",
  [F("这段时间共处理 62 个请求，其中 404 共 2 个", "direct_evidence", "log_stats: requests 62, status_counts 404=2"),
   F("响应时间最大约 669 ms，平均约 0.26 s", "direct_evidence", "series max 0.6686 s = 668.6 ms, avg 0.2609 s"),
   F("最后一个采样点是 0.1878 秒", "direct_evidence", "series last 0.1878 s")])

# ---- bC-004 paraphrase_zh, sloppy
C(4, ["source:openstack", "format:nl_sloppy", "class:paraphrase_zh"],
  "bf8c824d-f099-4433-a41e-e3da7578262e 这台刚建的 VM 起来了没？看着状态一直在跳",
  "结论先说：\n"
  "bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43.328 虚机已启动（VM Started），随后被暂停（VM Paused）\n"
  "sync_power_state 的时候因为还有 pending task (spawning) 就跳过了同步\n"
  "00:09:49.429 libvirt driver 报实例 spawn 成功\n"
  "hypervisor 上 spawn 花了 19.53 秒，整个 build 一共 20.31 秒\n"
  "有别的问题再 ping 我",
  [inv("c-91f2", 1, "kubectl_logs",
       {"namespace": "openstack", "pod": "nova-compute-cp-1", "since_time": "2017-05-16T00:09:40Z", "tail": 40},
       T("o", (1297, 1323)))],
  "PASS",
  [F("bf8c824d-f099-4433-a41e-e3da7578262e 在 00:09:43.328 虚机已启动（VM Started），随后被暂停（VM Paused）",
     "direct_evidence", "lines 1299, 1301"),
   F("sync_power_state 的时候因为还有 pending task (spawning) 就跳过了同步", "direct_evidence", "line 1302 paraphrased"),
   F("00:09:49.429 libvirt driver 报实例 spawn 成功", "direct_evidence", "line 1316 Instance spawned successfully"),
   F("hypervisor 上 spawn 花了 19.53 秒，整个 build 一共 20.31 秒", "direct_evidence", "lines 1317, 1320")])

# ---- bC-005 misattribution, bold labels
C(5, ["source:openstack", "format:nl_bold_labels", "class:misattribution"],
  "刚才 00:00:20 那会儿 nova-compute 是不是出问题了？external event 一直失败",
  "**现象**：nova-compute 在 00:00:21.067 报出 HTTP exception thrown: No instances found for any event。\n"
  "**影响**：nova-api 的 POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events 返回 404。\n"
  "**其他**：nova-compute 在 00:00:20.345 有一条 WARNING，内容是 Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742。\n"
  "**建议**：先确认 compute 节点上 instance 列表与数据库是否一致。",
  [inv("call_b31c", 1, "query_logs",
       {"service": ["nova-api", "nova-compute"], "from": "2017-05-16T00:00:18", "to": "2017-05-16T00:00:22"},
       J("o", (54, 61)))],
  "REJECT",
  [F("nova-compute 在 00:00:21.067 报出 HTTP exception thrown: No instances found for any event", "contradicted",
     "misattribution: that line (60) is service nova-api (pid 25746); nova-compute's own records in the output are imagecache/manager lines"),
   F("nova-api 的 POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events 返回 404", "direct_evidence", "line 61"),
   F("nova-compute 在 00:00:20.345 有一条 WARNING，内容是 Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742",
     "direct_evidence", "line 57, service nova-compute level WARNING")])

# ---- bC-006 entity_swap, raw one-line contract
A006 = r'''{"answer_version":"1.0","diagnosis_summary":"两台实例创建耗时接近，均在 20 秒左右","claims":[{"claim_id":"c1","claim_type":"log_finding","claim_text":"实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 在 hypervisor 上 spawn 耗时 19.96 秒","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"line-4","tool_name":"search_logs","source_invocation_ids":["7f0c2a9e-5b1d-4e43-9a0e-2d6c1f3b8e71"],"evidence_excerpt":"Took 19.96 seconds to spawn the instance on the hypervisor."}]},{"claim_id":"c2","claim_type":"log_finding","claim_text":"实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 hypervisor 上 spawn 耗时 19.05 秒","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"line-1","tool_name":"search_logs","source_invocation_ids":["7f0c2a9e-5b1d-4e43-9a0e-2d6c1f3b8e71"],"evidence_excerpt":"Took 19.05 seconds to spawn the instance on the hypervisor."}]},{"claim_id":"c3","claim_type":"log_finding","claim_text":"两台实例最终都 Instance spawned successfully","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"line-0","tool_name":"search_logs","source_invocation_ids":["7f0c2a9e-5b1d-4e43-9a0e-2d6c1f3b8e71"],"evidence_excerpt":"Instance spawned successfully."}]},{"claim_id":"c4","claim_type":"recommendation","claim_text":"建议关注 imagecache 检查是否拖慢了 spawn","support_level":"none","evidence_bindings":[]}],"hypotheses":[],"recommended_actions":["检查 _base 镜像缓存"],"missing_info":[],"user_facing_answer":"两台实例最终都 Instance spawned successfully。建议关注 imagecache 检查是否拖慢了 spawn。"}'''
C(6, ["source:openstack", "format:json_raw", "class:entity_swap"],
  "b9000564-fe1a-409b-b8cc-1e88b294cd1d 和 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 各自 spawn 花了多久？",
  A006,
  [inv("7f0c2a9e-5b1d-4e43-9a0e-2d6c1f3b8e71", 1, "search_logs",
       {"q": "\"spawn\" AND (b9000564 OR 96abccce)", "file": "nova-compute.log.1.2017-05-16_13:55:31"},
       T("o", (24, 27), 30, (114, 118)))],
  "REJECT",
  [FC("c1", "contradicted", "line 25: b9000564 took 19.05 s; 19.96 s belongs to 96abccce (line 115)"),
   FC("c2", "contradicted", "line 115: 96abccce took 19.96 s; 19.05 s belongs to b9000564"),
   FC("c3", "direct_evidence", "lines 24 and 114"),
   FC("c4", "no_evidence", "recommendation, non-critical")],
  contract=True)


def ES(f, *spec, index="nova-*"):
    recs, wins = RECS(f, *spec)
    return Out({"took": 12, "timed_out": False,
                "hits": {"total": {"value": len(recs), "relation": "eq"},
                         "hits": [{"_index": index, "_id": f"{FILES[f].split('/')[-1]}:{n}", "_source": r}
                                  for n, r in zip(runs(spec)[0], recs)]}}, wins)


# ---- bC-007 fabricated_id (request id one character off), paragraph
C(7, ["source:openstack", "format:nl_paragraph", "class:fabricated_id"],
  "neutron 那边说 vif-plugged 事件推给 nova 失败了，帮我查下 nova-api 的记录",
  "请求 req-0b851395-2895-44b9-8265-a27d0bb52911 在 00:00:21 调用 os-server-external-events 时被 nova-api 拒绝，返回 404。"
  "对应的异常信息是 HTTP exception thrown: No instances found for any event。"
  "发起方是用户 f7b8d1f1d4d44643b07fa10ca7d021fb，项目 e9746973ac574c6b8a9e8857f56a7608。"
  "00:00:51.638 的同类请求 req-3e22b75e-1c4f-4579-8a73-7ede40d3f955 则返回 200。",
  [inv("es-0041", 1, "es_query",
       {"index": "nova-*", "query": {"match": {"message": "os-server-external-events"}}, "size": 20},
       ES("o", 60, 61, 111, 112))],
  "REJECT",
  [F("请求 req-0b851395-2895-44b9-8265-a27d0bb52911 在 00:00:21 调用 os-server-external-events 时被 nova-api 拒绝，返回 404",
     "contradicted", "fabricated id: the logged request is req-0b851395-2895-44b9-8265-a27d0bb52910 (last character differs)"),
   F("对应的异常信息是 HTTP exception thrown: No instances found for any event", "direct_evidence", "line 60"),
   F("发起方是用户 f7b8d1f1d4d44643b07fa10ca7d021fb，项目 e9746973ac574c6b8a9e8857f56a7608", "direct_evidence",
     "user_id / project_id of lines 60-61"),
   F("00:00:51.638 的同类请求 req-3e22b75e-1c4f-4579-8a73-7ede40d3f955 则返回 200", "direct_evidence", "line 112 status 200")])

# ---- bC-008 value_wrong, fenced contract
A008 = r'''排查结果如下：

```json
{
  "answer_version": "1.0",
  "diagnosis_summary": "cp-1 磁盘超分",
  "claims": [
    {"claim_id": "c1", "claim_type": "metric_finding",
     "claim_text": "节点 cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 的 Final resource view 显示 phys_ram=64172MB、used_ram=2560MB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "L6", "tool_name": "query_logs", "source_invocation_ids": ["call_58ac"],
                            "evidence_excerpt": "Final resource view: name=cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us phys_ram=64172MB used_ram=2560MB"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "该节点 used_disk=20GB，已经超过 phys_disk=15GB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "L6", "tool_name": "query_logs", "source_invocation_ids": ["call_58ac"],
                            "evidence_excerpt": "phys_disk=15GB used_disk=20GB"}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "该节点 total_vcpus 为 16，已分配 vCPU 为 4",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "L5", "tool_name": "query_logs", "source_invocation_ids": ["call_58ac"],
                            "evidence_excerpt": "Total usable vcpus: 16, total allocated vcpus"}]},
    {"claim_id": "c4", "claim_type": "hypothesis",
     "claim_text": "磁盘超分可能导致后续实例 claim 失败",
     "support_level": "none", "evidence_bindings": []}
  ],
  "hypotheses": ["磁盘超分可能导致后续实例 claim 失败"],
  "recommended_actions": ["核对 disk_allocation_ratio"],
  "missing_info": [],
  "user_facing_answer": "该节点 used_disk=20GB，已经超过 phys_disk=15GB。磁盘超分可能导致后续实例 claim 失败，建议核对 disk_allocation_ratio。"
}
```'''
C(8, ["source:openstack", "format:json_fenced", "class:value_wrong"],
  "cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 资源还够吗？看下 resource tracker",
  A008,
  [inv("call_58ac", 1, "query_logs",
       {"service": "nova-compute", "component": "nova.compute.resource_tracker", "from": "2017-05-16T00:00:10", "to": "2017-05-16T00:00:15", "format": "text"},
       T("o", (31, 37)))],
  "REJECT",
  [FC("c1", "direct_evidence", "line 36"),
   FC("c2", "direct_evidence", "line 36: phys_disk=15GB used_disk=20GB"),
   FC("c3", "contradicted", "lines 35/36: total allocated vcpus: 1, used_vcpus=1 — not 4"),
   FC("c4", "no_evidence", "hypothesis, non-critical")],
  contract=A008.split("```json")[1].split("```")[0])

# ---- bC-009 time_wrong, bullets, JSON logs
C(9, ["source:openstack", "format:nl_bullets", "class:time_wrong"],
  "power state 同步那块有没有告警？大概几点？",
  "- 00:19:41 nova-compute 报 WARNING：While synchronizing instance power states, found 1 instances in the database and 0 instances on the hypervisor\n"
  "- 随后 00:09:43.328 实例 bf8c824d-f099-4433-a41e-e3da7578262e 的 VM Started 事件到达\n"
  "- 这段时间 nova-api 的 GET servers/detail 全部返回 200\n"
  "- 下一步可以查一下数据库里多出来的那条 instance 记录",
  [inv("toolu_01Xb7Qe", 1, "query_logs",
       {"from": "2017-05-16T00:09:38", "to": "2017-05-16T00:09:44", "services": ["nova-api", "nova-compute"]},
       J("o", (1290, 1302)))],
  "REJECT",
  [F("00:19:41 nova-compute 报 WARNING：While synchronizing instance power states, found 1 instances in the database and 0 instances on the hypervisor",
     "contradicted", "line 1297 is at 00:09:41.850, not 00:19:41"),
   F("随后 00:09:43.328 实例 bf8c824d-f099-4433-a41e-e3da7578262e 的 VM Started 事件到达", "direct_evidence", "line 1299"),
   F("这段时间 nova-api 的 GET servers/detail 全部返回 200", "direct_evidence",
     "all six servers/detail records in the output have status 200")])

# ---- bC-010 count_wrong, contract with text around it
A010 = ('查询结果整理成结构化输出如下：\n'
        r'''{"answer_version": "1.0", "diagnosis_summary": "imagecache 周期性报 Unknown base file", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "00:00 到 00:05 之间 nova-compute 共出现 12 次 WARNING Unknown base file", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "q1", "tool_name": "query_logs", "source_invocation_ids": ["call_0c9f1b"], "evidence_excerpt": "Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "所有告警都指向同一个文件 /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "q1", "tool_name": "query_logs", "source_invocation_ids": ["call_0c9f1b"], "evidence_excerpt": "Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "这些 WARNING 都来自 nova.virt.libvirt.imagecache，请求上下文为 req-addc1839-2ed5-4778-b57e-5854eb7b8b09", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "q1", "tool_name": "query_logs", "source_invocation_ids": ["call_0c9f1b"], "evidence_excerpt": "{\"component\": \"nova.virt.libvirt.imagecache\", \"request_id\": \"req-addc1839-2ed5-4778-b57e-5854eb7b8b09\", \"level\": \"WARNING\"}"}]}], "hypotheses": [], "recommended_actions": ["确认该 _base 镜像是否仍被实例引用"], "missing_info": [], "user_facing_answer": "所有告警都指向同一个 _base 文件。建议确认该镜像是否仍被实例引用。"}'''
        '\n有疑问随时找我。')
C(10, ["source:openstack", "format:json_with_text", "class:count_wrong"],
  "nova-compute 前 5 分钟 WARNING 多不多？都是什么？",
  A010,
  [inv("call_0c9f1b", 1, "query_logs",
       {"service": "nova-compute", "level": "WARNING", "from": "2017-05-16T00:00:00", "to": "2017-05-16T00:05:00"},
       J("o", 57, 147, 238, 241, 327, 332, 425, 511, 601, 604))],
  "REJECT",
  [FC("c1", "contradicted", "total is 10 WARNING records, not 12"),
   FC("c2", "direct_evidence", "all 10 records name the same _base file"),
   FC("c3", "direct_evidence", "all 10 records: component nova.virt.libvirt.imagecache, request_id req-addc1839…")],
  contract=A010.split("\n")[1])

# ---- bC-011 status_wrong, headings
C(11, ["source:openstack", "format:nl_headings", "class:status_wrong"],
  "96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 创建时 claim 资源那步顺利吗？",
  "## 结论\n"
  "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 00:00:31.127 的资源 claim 失败了。\n\n"
  "## 细节\n"
  "- 申请的规格是内存 2048 MB、磁盘 20 GB、1 个 vCPU\n"
  "- 宿主机总内存 64172 MB，已用 512.00 MB\n"
  "- 内存上限 96258.00 MB，剩余 95746.00 MB\n"
  "- disk 和 vcpu 都没有设置 limit，按 unlimited 处理\n\n"
  "## 建议\n"
  "建议检查一下 scheduler 的过滤器配置。",
  [inv("call_2f7a", 1, "query_logs",
       {"query": "96abccce-8d1f-4e07-b6d1-4b2ab87e23b4", "service": "nova-compute", "from": "2017-05-16T00:00:30", "to": "2017-05-16T00:00:33"},
       T("o", (62, 75)))],
  "REJECT",
  [F("实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 00:00:31.127 的资源 claim 失败了", "contradicted",
     "line 71 at 00:00:31.127 says Claim successful"),
   F("申请的规格是内存 2048 MB、磁盘 20 GB、1 个 vCPU", "direct_evidence", "line 64"),
   F("宿主机总内存 64172 MB，已用 512.00 MB", "direct_evidence", "line 65"),
   F("内存上限 96258.00 MB，剩余 95746.00 MB", "direct_evidence", "line 66"),
   F("disk 和 vcpu 都没有设置 limit，按 unlimited 处理", "direct_evidence", "lines 68, 70: limit not specified, defaulting to unlimited")])

# ---- bC-012 negation, sloppy
C(12, ["source:openstack", "format:nl_sloppy", "class:negation"],
  "compute 侧这几秒有没有异常？",
  "nova-compute 这段时间没有任何 WARNING，日志全是 INFO\n"
  "nova-api 那边 os-server-external-events 只 404 了一次\n"
  "b9000564-fe1a-409b-b8cc-1e88b294cd1d 的网络释放用了 0.48 秒\n"
  "可能是 api 侧的问题，我再往后翻翻",
  [inv("run-8812", 1, "search_logs",
       {"q": "*", "files": ["nova-api.log.1.2017-05-16_13:53:08", "nova-compute.log.1.2017-05-16_13:55:31"], "from": "00:00:18.9", "to": "00:00:21.1"},
       T("o", (54, 61)))],
  "REJECT",
  [F("nova-compute 这段时间没有任何 WARNING，日志全是 INFO", "contradicted", "line 57: nova-compute WARNING Unknown base file"),
   F("nova-api 那边 os-server-external-events 只 404 了一次", "direct_evidence", "exactly one 404 record (line 61) in the output"),
   F("b9000564-fe1a-409b-b8cc-1e88b294cd1d 的网络释放用了 0.48 秒", "direct_evidence", "line 55")])


def KB(query, *chunks):
    return {"query": query, "chunks": [dict(c) for c in chunks]}


def CH(cid, doc, layer, rel, content, deduped=False):
    return {"chunk_id": cid, "source_doc": doc, "retrieval_layer": layer, "relevance": rel, "content": content,
            "deduped": deduped}


# ---- bC-013 unsupported_cause, paragraph
C(13, ["source:openstack", "format:nl_paragraph", "class:unsupported_cause"],
  "bf8c824d-f099-4433-a41e-e3da7578262e 创建为什么要 20 秒这么久？",
  "00:09:49.404 nova-api 为实例 bf8c824d-f099-4433-a41e-e3da7578262e 创建了 network-vif-plugged:5c0b217a-68a9-46d1-8936-23c5688aa673 事件。"
  "随后 00:09:49.429 该实例 spawn 成功，hypervisor 上耗时 19.53 秒。"
  "spawn 之所以这么慢，是因为 neutron 的 openvswitch agent 在这之前重启过一次。"
  "镜像 0673dd71-34c5-4fbb-86c4-40623fbe45b4 是当天凌晨刚上传到 glance 的。"
  "建议在 neutron 侧加一个 agent 重启的告警。",
  [inv("call_e41d", 1, "query_logs",
       {"query": "bf8c824d-f099-4433-a41e-e3da7578262e OR imagecache", "from": "2017-05-16T00:09:49", "to": "2017-05-16T00:09:51", "format": "text"},
       T("o", (1313, 1326)))],
  "LOW_CONFID",
  [F("00:09:49.404 nova-api 为实例 bf8c824d-f099-4433-a41e-e3da7578262e 创建了 network-vif-plugged:5c0b217a-68a9-46d1-8936-23c5688aa673 事件",
     "direct_evidence", "line 1313"),
   F("随后 00:09:49.429 该实例 spawn 成功，hypervisor 上耗时 19.53 秒", "direct_evidence", "lines 1316, 1317"),
   F("spawn 之所以这么慢，是因为 neutron 的 openvswitch agent 在这之前重启过一次", "no_evidence",
     "no neutron / agent restart in any output; cause stated without hedge"),
   F("镜像 0673dd71-34c5-4fbb-86c4-40623fbe45b4 是当天凌晨刚上传到 glance 的", "no_evidence",
     "image id is real (lines 1324-1325) but no output says when it was uploaded")])

# ---- bC-014 runbook_only (mixed with direct), indented contract -> PASS
A014 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "imagecache 提示 Unknown base file，属于周期清理行为",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "nova-compute 在 00:09:20.112 和 00:09:25.180 两次报 WARNING Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "r4", "tool_name": "query_logs", "source_invocation_ids": ["call_71aa"],
         "evidence_excerpt": "Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "00:09:20.114 imagecache 判断该 base 文件 too young to remove，暂未删除",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "r6", "tool_name": "query_logs", "source_invocation_ids": ["call_71aa"],
         "evidence_excerpt": "Base or swap file too young to remove"}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "root_cause",
      "claim_text": "根据运维手册，Unknown base file 是 imagecache 周期任务发现未被实例引用的缓存镜像时的提示，一般无需人工处理",
      "support_level": "indirect",
      "evidence_bindings": [
        {"source_type": "knowledge", "source_id": "kb-nova-imagecache-02", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_71ab"],
         "evidence_excerpt": "Unknown base file 表示 imagecache 周期任务在 _base 目录中发现了当前没有被本节点任何实例引用的缓存镜像。"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["如磁盘紧张可调小 remove_unused_original_minimum_age_seconds"],
  "missing_info": [],
  "user_facing_answer": "根据运维手册，这两条 WARNING 是 imagecache 周期任务的提示，一般无需人工处理。如果磁盘紧张，可以调小 remove_unused_original_minimum_age_seconds。"
}'''
C(14, ["source:openstack", "format:json_indented", "class:runbook_only"],
  "nova-compute 一直报 Unknown base file 的 WARNING，要不要处理？",
  A014,
  [inv("call_71aa", 1, "query_logs",
       {"service": "nova-compute", "from": "2017-05-16T00:09:19", "to": "2017-05-16T00:09:26"},
       J("o", (1255, 1264))),
   inv("call_71ab", 1, "lookup_knowledge", {"query": "nova imagecache Unknown base file WARNING"},
       KB("nova imagecache Unknown base file WARNING",
          CH("kb-nova-imagecache-02", "runbooks/nova/imagecache.md", "runbook", "high",
             "Unknown base file 表示 imagecache 周期任务在 _base 目录中发现了当前没有被本节点任何实例引用的缓存镜像。"
             "该提示本身不代表故障，一般无需人工处理。"
             "当 remove_unused_base_images=True 时，文件超过 remove_unused_original_minimum_age_seconds 后会被自动删除，"
             "在此之前日志会提示 too young to remove。"),
          CH("kb-nova-disk-07", "runbooks/nova/disk-pressure.md", "runbook", "low",
             "计算节点 /var/lib/nova 使用率超过 85% 时，应优先清理 _base 中未使用的镜像，再考虑迁移实例。")))],
  "PASS",
  [FC("c1", "direct_evidence", "lines 1259 and 1262: two WARNING records at those times"),
   FC("c2", "direct_evidence", "line 1261 at 00:09:20.114"),
   FC("c3", "indirect_support", "only the runbook chunk kb-nova-imagecache-02 says this, and the claim attributes it to the runbook")],
  contract=True)

# ---- bC-015 runbook_only, bold labels -> LOW_CONFID
C(15, ["source:openstack", "format:nl_bold_labels", "class:runbook_only"],
  "os-server-external-events 返回 404 是什么原因？以前遇到过吗？",
  "**根因**：按运维手册 KB-nova-017，os-server-external-events 返回 404 通常是实例已经删除后 neutron 仍在推送 network-vif-plugged 事件。\n"
  "**历史**：2017-04 的故障单 INC-20417 出现过同样的 404，当时通过升级 neutron-server 解决。\n"
  "**建议**：先核对 404 对应的实例是否已经删除，再决定要不要升级。",
  [inv("kb_001", 1, "lookup_knowledge", {"query": "os-server-external-events 404 No instances found for any event"},
       KB("os-server-external-events 404 No instances found for any event",
          CH("KB-nova-017", "runbooks/nova/external-events.md", "runbook", "high",
             "os-server-external-events 返回 404（HTTP exception thrown: No instances found for any event）通常是实例已经删除后，"
             "neutron 仍在推送 network-vif-plugged / network-vif-unplugged 事件。单独出现时可以忽略。"),
          CH("INC-20417", "postmortems/2017-04-nova-events.md", "past_incident", "medium",
             "2017-04 故障单 INC-20417：nova-api 大量 os-server-external-events 404。根因是 neutron-server 事件重试逻辑缺陷，"
             "通过升级 neutron-server 解决。")))],
  "LOW_CONFID",
  [F("按运维手册 KB-nova-017，os-server-external-events 返回 404 通常是实例已经删除后 neutron 仍在推送 network-vif-plugged 事件",
     "indirect_support", "only the runbook chunk KB-nova-017, attributed to it"),
   F("2017-04 的故障单 INC-20417 出现过同样的 404，当时通过升级 neutron-server 解决", "indirect_support",
     "past-incident chunk only; no current log evidence")])

# ---- bC-016 bad_reference, raw contract -> LOW_CONFID
A016 = r'''{"answer_version": "1.0", "diagnosis_summary": "metadata user_data 404", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "10.11.21.122 请求 /openstack/2013-10-17/user_data 返回 404", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "meta-5", "tool_name": "query_logs", "source_invocation_ids": ["call_9"], "evidence_excerpt": "\"GET /openstack/2013-10-17/user_data HTTP/1.1\" status: 404 len: 176"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "10.11.21.123 在 00:00:58.766 请求 user_data 同样返回 404", "support_level": "direct", "evidence_bindings": []}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "10.11.21.122 对 meta_data.json 和 vendor_data.json 的请求都返回 200", "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T3", "tool_name": "query_logs", "source_invocation_ids": [], "evidence_excerpt": "vendor_data.json HTTP/1.1\" status: 200"}]}], "hypotheses": [], "recommended_actions": ["确认实例创建时是否传入 user_data"], "missing_info": [], "user_facing_answer": "建议确认实例创建时是否传入了 user_data。"}'''
C(16, ["source:openstack", "format:json_raw", "class:bad_reference"],
  "cloud-init 拿不到 user_data，metadata 服务是不是挂了？",
  A016,
  [inv("call_4a1", 1, "query_logs",
       {"service": "nova-api", "component": "nova.metadata.wsgi.server", "from": "2017-05-16T00:00:16", "to": "2017-05-16T00:00:59"},
       J("o", (41, 44), 46, 50, 125, 129))],
  "LOW_CONFID",
  [FC("c1", "indirect_support", "content matches line 46, but the binding names call_9, which does not exist"),
   FC("c2", "indirect_support", "content matches line 129, but the claim has no binding"),
   FC("c3", "indirect_support", "content matches lines 41/43/44/50, but trace ref T3 does not exist (only one evidence call = T1)")],
  contract=True)

# ---- bC-017 gap (failed call + no-hit), bullets -> LOW_CONFID
C(17, ["source:openstack", "format:nl_bullets", "class:gap"],
  "nova-scheduler 和 nova-compute 这段有没有报错？api 的 404 是不是调度引起的？",
  "- nova-scheduler 在 00:00 到 00:05 之间没有任何报错\n"
  "- nova-compute 同期也没有 ERROR 级别日志\n"
  "- nova-api 在 00:01:03.114 对 req-fff6fe1a-cbb6-4b38-806a-afee069d7c13 抛出 No instances found for any event，随后返回 404\n"
  "- 可能问题不在调度，而是在事件推送方",
  [inv("call_aa01", 1, "query_logs",
       {"service": "nova-scheduler", "level": ["ERROR", "WARNING"], "from": "2017-05-16T00:00:00", "to": "2017-05-16T00:05:00"},
       None, ok=False, err="upstream timeout after 30000 ms (loki querier)"),
   inv("call_aa02", 1, "query_logs",
       {"service": "nova-compute", "level": "ERROR", "from": "2017-05-16T00:00:00", "to": "2017-05-16T00:05:00"},
       {"total": 0, "logs": []}),
   inv("call_aa03", 2, "query_logs",
       {"service": "nova-api", "query": "os-server-external-events", "from": "2017-05-16T00:01:00", "to": "2017-05-16T00:01:05"},
       T("o", (151, 152)))],
  "LOW_CONFID",
  [F("nova-scheduler 在 00:00 到 00:05 之间没有任何报错", "no_evidence", "the only scheduler query failed (timeout)"),
   F("nova-compute 同期也没有 ERROR 级别日志", "no_evidence", "only a no-hit query (total 0); a no-hit does not prove absence"),
   F("nova-api 在 00:01:03.114 对 req-fff6fe1a-cbb6-4b38-806a-afee069d7c13 抛出 No instances found for any event，随后返回 404",
     "direct_evidence", "lines 151-152")])

# ---- bC-018 hedged_distractor, paragraph -> PASS
C(18, ["source:openstack", "format:nl_paragraph", "class:hedged_distractor"],
  "scheduler 日志里 instance sync did not match 是什么情况？",
  "00:04:59.397 nova-scheduler 的 host_manager 记录了 The instance sync for host 'cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us' did not match，并重建了该主机的 InstanceList。"
  "同一时刻前后 nova-api 的 servers/detail 请求都是 200。"
  "00:05:00.012 实例 ae3a1b5d-eec1-45bb-b76a-c59d83b1471f spawn 成功，用时 20.09 秒。"
  "可能是 scheduler 的缓存里还残留着 cp-2 上已经迁走的实例。"
  "也不排除 RabbitMQ 消息堆积导致 sync 消息晚到了十几分钟。"
  "建议观察下一个 sync 周期是否恢复匹配。",
  [inv("q-77", 1, "query_logs",
       {"from": "2017-05-16T00:04:55", "to": "2017-05-16T00:05:01", "format": "text"},
       T("o", (645, 665)))],
  "PASS",
  [F("00:04:59.397 nova-scheduler 的 host_manager 记录了 The instance sync for host 'cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us' did not match，并重建了该主机的 InstanceList",
     "direct_evidence", "line 655"),
   F("同一时刻前后 nova-api 的 servers/detail 请求都是 200", "direct_evidence",
     "every servers/detail record in the window (645-657) has status 200"),
   F("00:05:00.012 实例 ae3a1b5d-eec1-45bb-b76a-c59d83b1471f spawn 成功，用时 20.09 秒", "direct_evidence", "lines 661-662")])

# ---- bC-019 quantity, fenced contract -> PASS
A019 = r'''```json
{
  "answer_version": "1.0",
  "diagnosis_summary": "96abccce 创建链路耗时拆解",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "创建请求 POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers 在 API 层耗时约 669 ms，返回 202",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "0", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Pz9"],
                            "evidence_excerpt": "status: 202 len: 733 time: 0.6686139"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 hypervisor 上 spawn 用了约 20 秒",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "3", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Pz9"],
                            "evidence_excerpt": "[instance: 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4] Took 19.96 seconds to spawn the instance on the hypervisor."}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "整个 build 耗时 20.7 s",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "6", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Pz9"],
                            "evidence_excerpt": "Took 20.71 seconds to build instance."}]},
    {"claim_id": "c4", "claim_type": "log_finding",
     "claim_text": "申请内存 2048 MB，即 2 GB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "1", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Pz9"],
                            "evidence_excerpt": "Attempting claim: memory 2048 MB, disk 20 GB, vcpus 1 CPU"}]}
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "API 本身不到 1 秒就返回了，主要时间花在 hypervisor spawn 阶段。"
}
```'''
C(19, ["source:openstack", "format:json_fenced", "class:quantity"],
  "96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 从下单到可用花了多久，时间都花哪了？",
  A019,
  [inv("toolu_01Pz9", 1, "query_logs",
       {"query": "req-6a763803-4838-49c7-814e-eaefbaddee9d", "from": "2017-05-16T00:00:30", "to": "2017-05-16T00:00:52"},
       J("o", 62, 64, 71, 115, 118))],
  "PASS",
  [FC("c1", "direct_evidence", "line 62: time 0.6686139 s = 668.6 ms ≈ 669 ms, status 202"),
   FC("c2", "direct_evidence", "line 115: 19.96 s ≈ 20 s"),
   FC("c3", "direct_evidence", "line 118: 20.71 s rounds to 20.7 s"),
   FC("c4", "direct_evidence", "line 64: memory 2048 MB = 2 GB (binary)"),
   FX("API 本身不到 1 秒就返回了，主要时间花在 hypervisor spawn 阶段", "direct_evidence",
      "API time 0.67 s < 1 s; spawn 19.96 s of the 20.71 s build")],
  contract=A019.split("```json")[1].split("```")[0])
# ---- bC-020 gap (failed metrics + deduped chunk), contract with text -> LOW_CONFID
A020 = ('下面是本轮结论（JSON）：\n'
        r'''{"answer_version": "1.0", "diagnosis_summary": "external events 404 与延迟问题", "claims": [{"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "nova-api 在 00:09 前后 P99 延迟超过 1 秒", "support_level": "direct", "evidence_bindings": [{"source_type": "metric", "source_id": "p99", "tool_name": "query_metrics", "source_invocation_ids": ["call_m01"], "evidence_excerpt": "nova_api_latency_p99"}]}, {"claim_id": "c2", "claim_type": "root_cause", "claim_text": "按知识库 KB-keystone-003，延迟升高与 keystone token 校验变慢有关", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "KB-keystone-003", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_k02"], "evidence_excerpt": "token 校验变慢会直接拉高 nova-api 的响应时间"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "00:09:19.368 请求 req-ea4d9b17-3021-441c-a951-975ae6253a8b 的 os-server-external-events 返回 404", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "1", "tool_name": "query_logs", "source_invocation_ids": ["call_l03"], "evidence_excerpt": "status: 404 len: 296 time: 0.0890410"}]}], "hypotheses": [], "recommended_actions": ["稍后重试指标查询"], "missing_info": ["P99 指标"], "user_facing_answer": "00:09:19.368 请求 req-ea4d9b17-3021-441c-a951-975ae6253a8b 的 os-server-external-events 返回 404。建议稍后重试指标查询。"}'''
        '\n建议稍后重试指标查询。')
C(20, ["source:openstack", "format:json_with_text", "class:gap"],
  "00:09 左右 nova-api 是不是变慢了？顺便看下 404",
  A020,
  [inv("call_m01", 1, "query_metrics",
       {"metric": "nova_api_latency_p99", "service": "nova-api", "start": "2017-05-16T00:08:00", "end": "2017-05-16T00:10:00"},
       None, ok=False, err="prometheus: 503 Service Unavailable"),
   inv("call_k02", 2, "lookup_knowledge", {"query": "nova-api 响应变慢 keystone"},
       KB("nova-api 响应变慢 keystone",
          CH("KB-keystone-003", "runbooks/keystone/token.md", "runbook", "medium",
             "keystone token 校验变慢会直接拉高 nova-api 的响应时间，表现为所有接口同时变慢。", deduped=True))),
   inv("call_l03", 2, "query_logs",
       {"service": "nova-api", "from": "2017-05-16T00:09:17", "to": "2017-05-16T00:09:20"},
       J("o", (1250, 1254)))],
  "LOW_CONFID",
  [FC("c1", "no_evidence", "the only metrics call failed (503)"),
   FC("c2", "no_evidence", "the KB chunk is deduped: true, no other output supports it"),
   FC("c3", "direct_evidence", "line 1254 (status 404, time 0.0890410) with that request id")],
  contract=A020.split("\n")[1])

# ---- bC-021 value_wrong (metric max), sloppy -> REJECT
S021 = os_http_stats(400, 620)
assert S021["n"] == 84 and S021["status"] == {"200": 75, "202": 3, "204": 3, "404": 3}
assert S021["max"] == 0.7116742 and round(S021["avg"], 4) == 0.258
C(21, ["source:openstack", "format:nl_sloppy", "class:value_wrong"],
  "00:03 到 00:05 nova-api 有没有慢请求？",
  "00:03:03 ~ 00:04:40 nova-api osapi 一共 84 个请求\n"
  "latency max 到了 1.7s，avg 0.258s\n"
  "404 有 3 个，202 也是 3 个\n"
  "慢的那个可能是 POST servers，等我再细看下",
  [inv("m-2231", 1, "query_metrics",
       {"metric": "nova_osapi_response_time", "service": "nova-api", "start": "2017-05-16T00:03:00", "end": "2017-05-16T00:04:41"},
       Out({"alerts": [],
            "series": [{"metric": "nova_osapi_response_time", "service": "nova-api", "max": round(S021["max"], 4),
                        "avg": round(S021["avg"], 4), "last": round(S021["last"], 4), "unit": "s"}]},
           [("o", 400, 620)])),
   inv("m-2232", 1, "log_stats",
       {"source": "nova-api.log.1.2017-05-16_13:53:08", "component": "nova.osapi_compute.wsgi.server", "group_by": "status"},
       {"component": "nova.osapi_compute.wsgi.server", "window": [S021["first_ts"], S021["last_ts"]],
        "requests": S021["n"], "status_counts": S021["status"]})],
  "REJECT",
  [F("00:03:03 ~ 00:04:40 nova-api osapi 一共 84 个请求", "direct_evidence", "log_stats requests 84, window 00:03:03.497–00:04:40.849"),
   F("latency max 到了 1.7s，avg 0.258s", "contradicted", "series max is 0.7117 s, not 1.7 s (avg 0.258 is right)"),
   F("404 有 3 个，202 也是 3 个", "direct_evidence", "status_counts 404=3, 202=3")])

# ---- bC-022 excerpt_format in a malformed contract (trailing commas) -> natural-language text
A022 = r'''{
  "answer_version": "1.0",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "00:03:16.610 cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 上已分配 vCPU 为 0",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "tool_name": "query_logs", "source_invocation_ids": ["call_3c0d"],
                            "evidence_excerpt": "Total usable vcpus: 16, total allocated vcpus: 0"},]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "Final resource view 显示 used_ram=512MB、used_disk=0GB",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "tool_name": "query_logs", "source_invocation_ids": ["call_3c0x"],
                            "evidence_excerpt": "used_ram=512MB phys_disk=15GB used_disk=0GB"},]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "00:03:16.676 该节点的 Compute_service record 已更新",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "tool_name": "query_logs", "source_invocation_ids": ["call_3c0d"],
                            "evidence_excerpt": "{\"component\": \"nova.compute.resource_tracker\", \"ts\": \"2017-05-16 00:03:16.676\"}"},]},
  ],
  "user_facing_answer": "需要我继续看 00:04 之后的资源变化吗？",
}'''
C(22, ["source:openstack", "format:json_malformed", "class:excerpt_format"],
  "cp-1 在 00:03 那次资源审计时还有实例占着资源吗？",
  A022,
  [inv("call_3c0d", 1, "query_logs",
       {"service": "nova-compute", "from": "2017-05-16T00:03:07", "to": "2017-05-16T00:03:17"},
       J("o", (424, 432)))],
  "PASS",
  [F("00:03:16.610 cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 上已分配 vCPU 为 0", "direct_evidence",
     "malformed JSON -> judged as text; line 429"),
   F("Final resource view 显示 used_ram=512MB、used_disk=0GB", "direct_evidence",
     "line 430 (the wrong call id in the binding does not matter: the contract does not parse)"),
   F("00:03:16.676 该节点的 Compute_service record 已更新", "direct_evidence", "line 431")])

# ---- bC-023 fabricated_id (instance UUID one character off), compact contract -> REJECT
A023 = r'''{"claims":[{"claim_id":"k1","claim_type":"log_finding","claim_text":"实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b5 已于 00:00:59.739 Instance destroyed successfully","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"5","tool_name":"query_logs","source_invocation_ids":["T1"],"evidence_excerpt":"Instance destroyed successfully."}]},{"claim_id":"k2","claim_type":"log_finding","claim_text":"删除请求 req-d473bea3-588a-441a-8b2a-a137806f8786 的 DELETE 返回 204","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"0","tool_name":"query_logs","source_invocation_ids":["T1"],"evidence_excerpt":"status: 204 len: 203 time: 0.2604880"}]},{"claim_id":"k3","claim_type":"log_finding","claim_text":"网络释放耗时 0.52 秒","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"10","tool_name":"query_logs","source_invocation_ids":["T1"],"evidence_excerpt":"Took 0.52 seconds to deallocate network for instance."}]}],"user_facing_answer":"删除已完成，无需重试。"}'''
C(23, ["source:openstack", "format:json_compact", "class:fabricated_id"],
  "00:01 删的那台实例删干净了吗？",
  A023,
  [inv("now-1", 1, "get_current_time", {}, {"now": "2017-05-16T00:02:10Z"}),
   inv("call_d473", 1, "query_logs",
       {"query": "req-d473bea3-588a-441a-8b2a-a137806f8786 OR Terminating", "from": "2017-05-16T00:00:59", "to": "2017-05-16T00:01:02"},
       J("o", (136, 146)))],
  "REJECT",
  [FC("k1", "contradicted", "fabricated id: the logged instance is 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 (last character differs)"),
   FC("k2", "direct_evidence", "line 136; T1 = call_d473 (get_current_time is not evidence-bearing)"),
   FC("k3", "direct_evidence", "line 146"),
   FX("删除已完成，无需重试", "direct_evidence", "lines 141-146: destroyed, files deleted, network deallocated")],
  contract=True)

# ---- bC-024 faithful, headings -> PASS
C(24, ["source:openstack", "format:nl_headings", "class:faithful"],
  "00:09:19 那个 external event 404 跟哪台实例有关？",
  "## 现象\n"
  "00:09:19.366 nova-api 对 req-ea4d9b17-3021-441c-a951-975ae6253a8b 抛出 HTTP exception thrown: No instances found for any event，对应的 POST 返回 404。\n\n"
  "## 相关记录\n"
  "- 实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 在 00:09:17.347 完成网络释放，耗时 0.47 秒\n"
  "- 00:09:19.788 的资源审计显示 total allocated vcpus: 0\n"
  "- 审计后 used_ram 只剩 512MB\n\n"
  "## 结论\n"
  "404 发生在 70c1714b-c11b-4c88-b300-239afe1f5ff8 释放网络之后约 2 秒。\n"
  "事件很可能就是发给这台刚删除的实例的，建议到 neutron 侧按时间对一下。",
  [inv("toolu_01Ww", 1, "query_logs",
       {"from": "2017-05-16T00:09:17", "to": "2017-05-16T00:09:20", "format": "text"},
       T("o", (1250, 1258)))],
  "PASS",
  [F("00:09:19.366 nova-api 对 req-ea4d9b17-3021-441c-a951-975ae6253a8b 抛出 HTTP exception thrown: No instances found for any event，对应的 POST 返回 404",
     "direct_evidence", "lines 1253-1254"),
   F("实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 在 00:09:17.347 完成网络释放，耗时 0.47 秒", "direct_evidence", "line 1251"),
   F("00:09:19.788 的资源审计显示 total allocated vcpus: 0", "direct_evidence", "line 1256"),
   F("审计后 used_ram 只剩 512MB", "direct_evidence", "line 1257 used_ram=512MB"),
   F("404 发生在 70c1714b-c11b-4c88-b300-239afe1f5ff8 释放网络之后约 2 秒", "direct_evidence",
     "00:09:17.347 -> 00:09:19.366 is 2.02 s")])

# ================================================================= Zookeeper cases
# ---- bC-025 faithful, bullets, plain text
C(25, ["source:zookeeper", "format:nl_bullets", "class:faithful"],
  "zk 集群 2015-08-24 下午一直选不出 leader，myid=1 这台日志里有啥？",
  "- 2015-08-24 15:27:03 起 myid=1 多次报 Cannot open channel to 3 at election address /10.10.34.13:3888\n"
  "- 15:37:13 开始连 2 号节点 /10.10.34.12:3888 也失败了\n"
  "- 期间 FastLeaderElection 反复出现 Notification time out: 60000\n"
  "- 进程启动时 tickTime 设置为 2000\n"
  "- 建议先确认 10.10.34.12 和 10.10.34.13 的 3888 端口是否在监听",
  [inv("zk-q1", 1, "query_logs",
       {"host": "zk-myid1", "file": "zookeeper.log", "from": "2015-08-24 15:26", "to": "2015-08-24 16:13", "format": "raw"},
       T("z", (638, 649)))],
  "PASS",
  [F("2015-08-24 15:27:03 起 myid=1 多次报 Cannot open channel to 3 at election address /10.10.34.13:3888", "direct_evidence",
     "lines 639, 640, 649 (threads WorkerSender[myid=1] / QuorumPeer[myid=1])"),
   F("15:37:13 开始连 2 号节点 /10.10.34.12:3888 也失败了", "direct_evidence", "line 642 is the first 'channel to 2' line"),
   F("期间 FastLeaderElection 反复出现 Notification time out: 60000", "direct_evidence", "lines 641, 643, 646, 648"),
   F("进程启动时 tickTime 设置为 2000", "direct_evidence", "line 638 main:QuorumPeer tickTime set to 2000")])

# ---- bC-026 misattribution, paragraph, JSON logs
C(26, ["source:zookeeper", "format:nl_paragraph", "class:misattribution"],
  "2015-07-29 19 点左右 learner 连接频繁断开，哪些 follower 连接出了异常？",
  "10.10.34.11:52225 对应的 LearnerHandler 在 19:03:35 抛出 Unexpected exception causing shutdown while sock still open。"
  "10.10.34.12:59060 对应的 LearnerHandler 也在 19:14:06 抛出了同样的 Unexpected exception causing shutdown while sock still open。"
  "10.10.34.13:57247 在 19:14:56 打印 GOODBYE 后断开。"
  "建议抓一下这三台机器到 2888 端口的网络抖动情况。",
  [inv("call_lh1", 1, "query_logs",
       {"logger": "LearnerHandler", "from": "2015-07-29 19:03:00", "to": "2015-07-29 19:16:10"},
       J("z", (755, 766)))],
  "REJECT",
  [F("10.10.34.11:52225 对应的 LearnerHandler 在 19:03:35 抛出 Unexpected exception causing shutdown while sock still open",
     "direct_evidence", "line 755"),
   F("10.10.34.12:59060 对应的 LearnerHandler 也在 19:14:06 抛出了同样的 Unexpected exception causing shutdown while sock still open",
     "contradicted", "misattribution: thread LearnerHandler-/10.10.34.12:59060 only logs a WARN GOODBYE (line 761); the exception is logged by 10.10.34.11 ports"),
   F("10.10.34.13:57247 在 19:14:56 打印 GOODBYE 后断开", "direct_evidence", "line 763")])

# ---- bC-027 count_wrong, indented contract
A027 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "LearnerHandler 批量异常断开",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "2015-07-29 19:03 到 19:22 之间 LearnerHandler 共报 15 条 ERROR：Unexpected exception causing shutdown while sock still open",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "0", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Zk27"],
         "evidence_excerpt": "Unexpected exception causing shutdown while sock still open"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "报错的连接来自 10.10.34.11、10.10.34.12 和 10.10.34.13 三台机器",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "7", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Zk27"],
         "evidence_excerpt": "thread=LearnerHandler-/10.10.34.12:59455 level=ERROR"},
        {"source_type": "log", "source_id": "5", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Zk27"],
         "evidence_excerpt": "thread=LearnerHandler-/10.10.34.13:57354 level=ERROR"}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "log_finding",
      "claim_text": "最后一条 ERROR 出现在 19:21:26,625，来源 10.10.34.11:52855",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "11", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Zk27"],
         "evidence_excerpt": "2015-07-29 19:21:26,625 - ERROR [LearnerHandler-/10.10.34.11:52855:LearnerHandler@562] - Unexpected exception causing shutdown while sock still open"}
      ]
    },
    {
      "claim_id": "c4",
      "claim_type": "recommendation",
      "claim_text": "建议检查 leader 所在机器的网卡与 2888 端口",
      "support_level": "none",
      "evidence_bindings": []
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["检查 leader 所在机器的网卡与 2888 端口"],
  "missing_info": [],
  "user_facing_answer": "建议检查 leader 所在机器的网卡与 2888 端口。"
}'''
C(27, ["source:zookeeper", "format:json_indented", "class:count_wrong", "class:excerpt_format"],
  "LearnerHandler 那批 ERROR 一共多少条？涉及哪些机器？",
  A027,
  [inv("toolu_01Zk27", 1, "query_logs",
       {"level": "ERROR", "logger": "LearnerHandler", "from": "2015-07-29 19:00", "to": "2015-07-29 19:22"},
       J("z", 755, 756, 758, 759, 764, 770, 771, 776, 778, 779, 780, 784))],
  "REJECT",
  [FC("c1", "contradicted", "total is 12 ERROR records, not 15"),
   FC("c2", "direct_evidence", "threads of the 12 records cover .11, .12 (776, 778) and .13 (770, 771, 779); k=v excerpts are fields of records"),
   FC("c3", "direct_evidence", "line 784; excerpt is the whole original log line"),
   FC("c4", "no_evidence", "recommendation, non-critical")],
  contract=True)

# ---- bC-028 time_wrong, bold labels
C(28, ["source:zookeeper", "format:nl_bold_labels", "class:time_wrong"],
  "会话 0x24ede63a01b003b 是什么时候被踢掉的？",
  "**过期时间**：会话 0x24ede63a01b003b 在 2015-07-30 20:16:34 因 timeout of 10000ms exceeded 被 SessionTracker 过期。\n"
  "**清理**：随后 ProcessThread(sid:1 cport:-1) 处理了 0x24ede63a01b003b 的 session termination。\n"
  "**同期**：0x34ede65503f0036 在 20:13:46 也因超时被过期。\n"
  "**建议**：客户端侧把 session timeout 适当调大。",
  [inv("b8e0b6a4-2f55-4d0e-8f0e-44d1c1f0a9d3", 1, "search_syslog",
       {"host": "zk1", "program": "zookeeper", "since": "2015-07-30 18:00", "until": "2015-07-30 20:36"},
       T("z", (544, 556)))],
  "REJECT",
  [F("会话 0x24ede63a01b003b 在 2015-07-30 20:16:34 因 timeout of 10000ms exceeded 被 SessionTracker 过期", "contradicted",
     "line 550: expired at 20:06:34,001, not 20:16:34"),
   F("随后 ProcessThread(sid:1 cport:-1) 处理了 0x24ede63a01b003b 的 session termination", "direct_evidence", "line 551"),
   F("0x34ede65503f0036 在 20:13:46 也因超时被过期", "direct_evidence", "line 552")])

# ---- bC-029 fabricated_id (session id one character off), fenced contract
A029 = r'''```json
{"answer_version": "1.0",
 "diagnosis_summary": "客户端连接断开与续约",
 "claims": [
  {"claim_id": "c1", "claim_type": "log_finding",
   "claim_text": "客户端 /10.10.34.18:42772 持有的会话 0x14ed93111f20006 在 19:52:04 被关闭",
   "support_level": "direct",
   "evidence_bindings": [{"source_type": "log", "source_id": "0", "tool_name": "query_logs", "source_invocation_ids": ["call_zk29"],
                          "evidence_excerpt": "Closed socket connection for client /10.10.34.18:42772"}]},
  {"claim_id": "c2", "claim_type": "log_finding",
   "claim_text": "19:52:05 NIOServerCnxn 报 WARN caught end of stream exception",
   "support_level": "direct",
   "evidence_bindings": [{"source_type": "log", "source_id": "1", "tool_name": "query_logs", "source_invocation_ids": ["call_zk29"],
                          "evidence_excerpt": "{\"level\": \"WARN\", \"message\": \"caught end of stream exception\"}"}]},
  {"claim_id": "c3", "claim_type": "log_finding",
   "claim_text": "会话 0x24ed93119420016 在 19:54:13 从 /10.10.34.13:37115 尝试续约",
   "support_level": "direct",
   "evidence_bindings": [{"source_type": "log", "source_id": "3", "tool_name": "query_logs", "source_invocation_ids": ["call_zk29"],
                          "evidence_excerpt": "Client attempting to renew session 0x24ed93119420016 at /10.10.34.13:37115"}]}
 ],
 "hypotheses": [], "recommended_actions": [], "missing_info": [],
 "user_facing_answer": "客户端 /10.10.34.18:42772 持有的会话 0x14ed93111f20006 在 19:52:04 被关闭。"}
```'''
C(29, ["source:zookeeper", "format:json_fenced", "class:fabricated_id"],
  "10.10.34.18 上的服务 19:52 掉线了，zk 这边看到什么？",
  A029,
  [inv("call_zk29", 1, "query_logs",
       {"from": "2015-07-29 19:52:00", "to": "2015-07-29 21:35:00"},
       J("z", (495, 502)))],
  "REJECT",
  [FC("c1", "contradicted", "fabricated id: line 495 says sessionid 0x14ed93111f20005; 0x14ed93111f20006 appears nowhere"),
   FC("c2", "direct_evidence", "line 496"),
   FC("c3", "direct_evidence", "line 498")],
  contract=A029.split("```json")[1].split("```")[0])

# ---- bC-030 paraphrase_zh, sloppy
C(30, ["source:zookeeper", "format:nl_sloppy", "class:paraphrase_zh"],
  "zk 7/30 晚上会话过期挺多的，帮忙过一下日志",
  "0x24ede63a01b003b 会话超时（10000ms），20:06:34 被 SessionTracker 过期清理\n"
  "紧接着 ProcessThread 处理了它的 session termination\n"
  "20:17:12 NIOServerCnxn 又抓到一次 end of stream 异常\n"
  "21:03:35 客户端 /10.10.34.13:38088 的 socket 被关掉，它持有的 sessionid 是 0x14ede63a5a70048\n"
  "21:03:44 来自 /10.10.34.11:40489 的老客户端连接被警告：server 处于 r-o mode 时会被 drop\n"
  "同一时刻 0x14ede63a5a7004b 会话建好了，协商超时 10000\n"
  "建议先查下客户端那边的网络",
  [inv("zk-30a", 1, "query_logs",
       {"from": "2015-07-30 20:00", "to": "2015-07-30 23:05", "format": "raw"},
       T("z", (550, 564)))],
  "PASS",
  [F("0x24ede63a01b003b 会话超时（10000ms），20:06:34 被 SessionTracker 过期清理", "direct_evidence", "line 550"),
   F("紧接着 ProcessThread 处理了它的 session termination", "direct_evidence", "line 551"),
   F("20:17:12 NIOServerCnxn 又抓到一次 end of stream 异常", "direct_evidence", "line 554 caught end of stream exception"),
   F("21:03:35 客户端 /10.10.34.13:38088 的 socket 被关掉，它持有的 sessionid 是 0x14ede63a5a70048", "direct_evidence", "line 558"),
   F("21:03:44 来自 /10.10.34.11:40489 的老客户端连接被警告：server 处于 r-o mode 时会被 drop", "direct_evidence", "line 559"),
   F("同一时刻 0x14ede63a5a7004b 会话建好了，协商超时 10000", "direct_evidence", "line 560 (21:03:44,634)")])

# ---- bC-031 quantity, raw contract -> PASS
A031 = r'''{"answer_version":"1.0","diagnosis_summary":"会话超时配置不一致","claims":[{"claim_id":"c1","claim_type":"log_finding","claim_text":"会话 0x14ed93111f20079 协商的超时是 20 秒","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"0","tool_name":"query_logs","source_invocation_ids":["call_q31"],"evidence_excerpt":"Established session 0x14ed93111f20079 with negotiated timeout 20000"}]},{"claim_id":"c2","claim_type":"log_finding","claim_text":"0x14ed93111f20068 在 2015-07-30 14:09:14 因超过 20s 超时被过期","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"1","tool_name":"query_logs","source_invocation_ids":["call_q31"],"evidence_excerpt":"Expiring session 0x14ed93111f20068, timeout of 20000ms exceeded"}]},{"claim_id":"c3","claim_type":"log_finding","claim_text":"0x24ed9311942007e 的协商超时只有 10 s","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"2","tool_name":"query_logs","source_invocation_ids":["call_q31"],"evidence_excerpt":"Established session 0x24ed9311942007e with negotiated timeout 10000"}]},{"claim_id":"c4","claim_type":"log_finding","claim_text":"0x34ed9ac1c1e0065 在 15:18:48 过期，超时阈值为 2 万毫秒","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"3","tool_name":"query_logs","source_invocation_ids":["call_q31"],"evidence_excerpt":"Expiring session 0x34ed9ac1c1e0065, timeout of 20000ms exceeded"}]},{"claim_id":"c5","claim_type":"recommendation","claim_text":"建议统一客户端的 sessionTimeout 配置","support_level":"none","evidence_bindings":[]}],"hypotheses":[],"recommended_actions":["统一客户端 sessionTimeout"],"missing_info":[],"user_facing_answer":"建议统一客户端的 sessionTimeout 配置。"}'''
C(31, ["source:zookeeper", "format:json_raw", "class:quantity"],
  "zk 客户端的 session timeout 是多少？为什么有的会话 20 秒才过期？",
  A031,
  [inv("call_q31", 1, "query_logs",
       {"query": "negotiated timeout OR \"timeout of\"", "from": "2015-07-30 14:00", "to": "2015-07-30 15:20"},
       J("z", 513, 1294, 1300, 1301))],
  "PASS",
  [FC("c1", "direct_evidence", "line 513: negotiated timeout 20000 (ms) = 20 s"),
   FC("c2", "direct_evidence", "line 1294: timeout of 20000ms = 20 s at 14:09:14"),
   FC("c3", "direct_evidence", "line 1300: 10000 = 10 s"),
   FC("c4", "direct_evidence", "line 1301: 20000ms = 2 万毫秒"),
   FC("c5", "no_evidence", "recommendation, non-critical")],
  contract=True)

# ---- bC-032 negation, headings -> REJECT
C(32, ["source:zookeeper", "format:nl_headings", "class:negation"],
  "2015-08-10 17:52 到 18:13 zk 连接这块有没有异常？",
  "## 结论\n"
  "NIOServerCnxn 在 17:52 到 18:13 之间没有任何异常或告警。\n\n"
  "## 会话明细\n"
  "- 17:52:39 为 /10.10.34.12:46262 建立了会话 0x14f05578bd80002，协商超时 10000\n"
  "- 17:53:22 /10.10.34.16:40418 被识别为 old client\n"
  "- 18:12:23 关闭了 /10.10.34.19:57338 的连接，对应 sessionid 0x14f05578bd8000d\n"
  "- 18:13:25 为 /10.10.34.11:38390 建立了会话 0x14f05578bd80020\n\n"
  "## 下一步\n"
  "可以再看一下 18:23 之后 zk 重启的那段。",
  [inv("call_2f0e", 1, "query_logs",
       {"from": "2015-08-10 17:52", "to": "2015-08-10 18:14", "format": "raw"},
       T("z", (600, 607)))],
  "REJECT",
  [F("NIOServerCnxn 在 17:52 到 18:13 之间没有任何异常或告警", "contradicted",
     "lines 601, 605, 606: NIOServerCnxn@349 WARN caught end of stream exception"),
   F("17:52:39 为 /10.10.34.12:46262 建立了会话 0x14f05578bd80002，协商超时 10000", "direct_evidence", "line 600"),
   F("17:53:22 /10.10.34.16:40418 被识别为 old client", "direct_evidence", "line 603"),
   F("18:12:23 关闭了 /10.10.34.19:57338 的连接，对应 sessionid 0x14f05578bd8000d", "direct_evidence", "line 604"),
   F("18:13:25 为 /10.10.34.11:38390 建立了会话 0x14f05578bd80020", "direct_evidence", "line 607")])

# ---- bC-033 status_wrong, contract with text -> REJECT
A033 = ('结构化结论：\n'
        r'''{"answer_version": "1.0", "diagnosis_summary": "17:14 zk 重新选举", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "17:14:11 NIOServerCnxn 因 java.io.IOException: ZooKeeperServer not running 关闭了 session 0x0", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "3", "tool_name": "query_logs", "source_invocation_ids": ["call_e533"], "evidence_excerpt": "Exception causing close of session 0x0 due to java.io.IOException: ZooKeeperServer not running"}]}, {"claim_id": "c2", "claim_type": "alert_state", "claim_text": "17:14:23 的选举通知显示 myid=1 本机状态已变为 LEADING", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "5", "tool_name": "query_logs", "source_invocation_ids": ["call_e533"], "evidence_excerpt": "Notification: 3 (n.leader), 0xb0000007b (n.zxid)"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "17:22:22 会话 0x14f4a6318b80005 为 /10.10.34.11:56492 建立成功", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "6", "tool_name": "query_logs", "source_invocation_ids": ["call_e533"], "evidence_excerpt": "Established session 0x14f4a6318b80005 with negotiated timeout 10000 for client /10.10.34.11:56492"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "17:22:22 会话 0x14f4a6318b80005 为 /10.10.34.11:56492 建立成功。"}'''
        '\n如需我继续追 17:14 之前的日志请告知。')
C(33, ["source:zookeeper", "format:json_with_text", "class:status_wrong"],
  "8 月 20 号 17:14 zk 抖了一下，myid=1 现在是什么角色？",
  A033,
  [inv("call_e533", 1, "query_logs",
       {"from": "2015-08-20 13:28", "to": "2015-08-20 17:23"},
       J("z", (621, 627)))],
  "REJECT",
  [FC("c1", "direct_evidence", "line 624"),
   FC("c2", "contradicted", "line 626: WorkerReceiver[myid=1] ... FOLLOWING (my state), not LEADING"),
   FC("c3", "direct_evidence", "line 627")],
  contract=A033.split("\n")[1])

# ---- bC-034 entity_swap, bullets -> REJECT
C(34, ["source:zookeeper", "format:nl_bullets", "class:entity_swap"],
  "myid=1 连不上哪些节点？对应哪个 IP？",
  "- 选举端口连接失败：Cannot open channel to 2 at election address /10.10.34.13:3888\n"
  "- 以及 Cannot open channel to 3 at election address /10.10.34.12:3888\n"
  "- 失败从 2015-08-24 15:27:03 开始\n"
  "- 期间的 Notification time out 都是 60000\n"
  "- 建议核对 zoo.cfg 里 server.2 / server.3 的地址",
  [inv("zk-34", 1, "query_logs",
       {"host": "zk-myid1", "from": "2015-08-24 15:27", "to": "2015-08-24 16:04", "format": "raw"},
       T("z", (639, 647)))],
  "REJECT",
  [F("选举端口连接失败：Cannot open channel to 2 at election address /10.10.34.13:3888", "contradicted",
     "entity swap: peer 2 is at /10.10.34.12:3888 (lines 642, 644, 645, 647); /10.10.34.13:3888 belongs to peer 3"),
   F("以及 Cannot open channel to 3 at election address /10.10.34.12:3888", "contradicted",
     "entity swap: peer 3 is at /10.10.34.13:3888 (lines 639, 640)"),
   F("失败从 2015-08-24 15:27:03 开始", "direct_evidence", "line 639 is the first failure in the output"),
   F("期间的 Notification time out 都是 60000", "direct_evidence", "lines 641, 643, 646")])

# ---- bC-035 value_wrong, paragraph -> REJECT
C(35, ["source:zookeeper", "format:nl_paragraph", "class:value_wrong"],
  "10.10.34.11 上的客户端 7/30 下午建的会话超时是多少？",
  "14:47:15 会话 0x14ed93111f20079 为客户端 /10.10.34.11:49800 建立，协商超时 10000ms。"
  "14:52:21 /10.10.34.29:39382 的连接关闭，sessionid 为 0x14ed93111f2005d。"
  "15:00:24 /10.10.34.11:50301 发起新会话请求后 1 毫秒内就建立了会话 0x14ed93111f20082。",
  [inv("call_35", 1, "query_logs",
       {"query": "10.10.34.11 OR sessionid", "from": "2015-07-30 14:47", "to": "2015-07-30 15:01"},
       J("z", (513, 518)))],
  "REJECT",
  [F("14:47:15 会话 0x14ed93111f20079 为客户端 /10.10.34.11:49800 建立，协商超时 10000ms", "contradicted",
     "line 513: negotiated timeout 20000, not 10000"),
   F("14:52:21 /10.10.34.29:39382 的连接关闭，sessionid 为 0x14ed93111f2005d", "direct_evidence", "line 514"),
   F("15:00:24 /10.10.34.11:50301 发起新会话请求后 1 毫秒内就建立了会话 0x14ed93111f20082", "direct_evidence",
     "lines 517 (15:00:24,824) and 518 (15:00:24,825)")])

# ---- bC-036 unsupported_cause, paragraph -> LOW_CONFID
C(36, ["source:zookeeper", "format:nl_paragraph", "class:unsupported_cause"],
  "8/25 上午 zk 选举一直失败，什么原因？",
  "2015-08-25 上午 myid=1 反复连不上 3 号节点的选举端口 /10.10.34.13:3888，也有两次连不上 2 号节点 /10.10.34.12:3888。"
  "11:20:12 RecvWorker 报 Connection broken for id 3, my id = 1。"
  "根因是 10.10.34.13 那台机器 08:30 左右被运维手动重启，之后 zookeeper 进程没有被拉起来。"
  "10.10.34.12 上的 zookeeper 还在用旧版本的配置文件。"
  "建议把 zk 进程加到 systemd 开机自启。",
  [inv("call_36a", 1, "query_logs",
       {"host": "zk-myid1", "from": "2015-08-25 08:30", "to": "2015-08-25 11:22", "format": "raw"},
       T("z", (740, 753)))],
  "LOW_CONFID",
  [F("2015-08-25 上午 myid=1 反复连不上 3 号节点的选举端口 /10.10.34.13:3888，也有两次连不上 2 号节点 /10.10.34.12:3888",
     "direct_evidence", "lines 741-743, 747-748, 751, 753 (to 3) and 745-746 (to 2, exactly two)"),
   F("11:20:12 RecvWorker 报 Connection broken for id 3, my id = 1", "direct_evidence", "line 752"),
   F("根因是 10.10.34.13 那台机器 08:30 左右被运维手动重启，之后 zookeeper 进程没有被拉起来", "no_evidence",
     "no output mentions a reboot or the process state on 10.10.34.13"),
   F("10.10.34.12 上的 zookeeper 还在用旧版本的配置文件", "no_evidence", "nothing about configuration in any output")])

# ---- bC-037 runbook_only mixed with direct, indented contract -> PASS
A037 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "end of stream 属于客户端断连",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "2015-07-31 21:24:43 NIOServerCnxn 报 WARN caught end of stream exception",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "log", "source_id": "0", "tool_name": "query_logs", "source_invocation_ids": ["call_37l"],
                             "evidence_excerpt": "caught end of stream exception"}]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "21:44:41 关闭了 /10.10.34.12:59661 的连接，该连接持有会话 0x14ee3e057ed0027",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "log", "source_id": "3", "tool_name": "query_logs", "source_invocation_ids": ["call_37l"],
                             "evidence_excerpt": "Closed socket connection for client /10.10.34.12:59661 which had sessionid 0x14ee3e057ed0027"}]
    },
    {
      "claim_id": "c3",
      "claim_type": "root_cause",
      "claim_text": "按运维手册，caught end of stream exception 通常是客户端没有正常 close 就断开了连接，服务端可以忽略",
      "support_level": "indirect",
      "evidence_bindings": [{"source_type": "knowledge", "source_id": "zk-rb-011", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_37k"],
                             "evidence_excerpt": "caught end of stream exception 通常表示客户端在未发送 close 请求的情况下直接断开了 TCP 连接。"}]
    }
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "按运维手册，这个 WARN 是客户端直接断开导致的，服务端可以忽略。"
}'''
C(37, ["source:zookeeper", "format:json_indented", "class:runbook_only"],
  "zk 日志里的 caught end of stream exception 要紧吗？",
  A037,
  [inv("call_37l", 1, "query_logs",
       {"from": "2015-07-31 21:24", "to": "2015-07-31 21:45"},
       J("z", (594, 597))),
   inv("call_37k", 1, "lookup_knowledge", {"query": "zookeeper caught end of stream exception"},
       KB("zookeeper caught end of stream exception",
          CH("zk-rb-011", "runbooks/zookeeper/connections.md", "runbook", "high",
             "caught end of stream exception 通常表示客户端在未发送 close 请求的情况下直接断开了 TCP 连接。"
             "服务端会随后关闭该 socket，会话在超时后由 SessionTracker 过期。单条出现可以忽略。"),
          CH("zk-rb-004", "runbooks/zookeeper/election.md", "runbook", "low",
             "Cannot open channel to N at election address 表示本节点无法连接到 N 号节点的 3888 选举端口。")))],
  "PASS",
  [FC("c1", "direct_evidence", "line 594"),
   FC("c2", "direct_evidence", "line 597"),
   FC("c3", "indirect_support", "runbook chunk zk-rb-011 only, attributed to the runbook")],
  contract=True)

# ---- bC-038 runbook_only, bullets -> LOW_CONFID
C(38, ["source:zookeeper", "format:nl_bullets", "class:runbook_only"],
  "Connection request from old client ... will be dropped if server is in r-o mode 这个 WARN 什么意思？会影响业务吗？",
  "- 根据知识库，这条 WARN 表示客户端用的是不支持只读模式协商的旧版客户端库\n"
  "- 按知识库的说法，只要 server 没有进入 read-only 模式，这类连接不会被断开\n"
  "- 建议逐步把客户端 jar 升级到 3.4 以上",
  [inv("call_38a", 1, "query_logs",
       {"query": "old client", "from": "2015-07-31 00:00", "to": "2015-07-31 23:59"},
       None, ok=False, err="HTTP 502 from log gateway"),
   inv("call_38b", 2, "lookup_knowledge", {"query": "zookeeper Connection request from old client r-o mode"},
       KB("zookeeper Connection request from old client r-o mode",
          CH("zk-faq-23", "kb/zookeeper/faq.md", "faq", "high",
             "Connection request from old client ... will be dropped if server is in r-o mode：客户端使用的是不支持只读模式协商的旧版客户端库。"
             "只要 server 没有进入 read-only 模式，这类连接照常建立，不会被断开。")))],
  "LOW_CONFID",
  [F("根据知识库，这条 WARN 表示客户端用的是不支持只读模式协商的旧版客户端库", "indirect_support", "knowledge chunk zk-faq-23 only"),
   F("按知识库的说法，只要 server 没有进入 read-only 模式，这类连接不会被断开", "indirect_support", "knowledge chunk zk-faq-23 only")])

# ---- bC-039 bad_reference mixed, raw contract -> PASS
A039 = r'''{"answer_version": "1.0", "diagnosis_summary": "19:30 重新选举", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "2015-07-31 19:30:07 myid=1 重新进入 LOOKING 并发起新一轮选举，proposed zxid=0x700000000", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "5", "tool_name": "query_logs", "source_invocation_ids": ["inv_39a"], "evidence_excerpt": "New election. My id =  1, proposed zxid=0x700000000"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "选举结束后 myid=1 以 FOLLOWING 身份加入集群，LEADER ELECTION TOOK 49", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "7", "tool_name": "query_logs", "source_invocation_ids": ["inv_39b"], "evidence_excerpt": "FOLLOWING - LEADER ELECTION TOOK - 49"}]}, {"claim_id": "c3", "claim_type": "context", "claim_text": "该节点主机名为 mesos-master-1", "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T2", "tool_name": "query_logs", "source_invocation_ids": ["T2"], "evidence_excerpt": "host.name=mesos-master-1"}]}, {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "15:33:29 myid=1 连不上 2 号节点 /10.10.34.12:3888", "support_level": "direct", "evidence_bindings": [{"source_type": "trace", "source_id": "T9", "tool_name": "query_logs", "source_invocation_ids": ["T9"], "evidence_excerpt": "Cannot open channel to 2 at election address /10.10.34.12:3888"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "如果需要，我可以继续看 19:30 之前触发 LOOKING 的原因。"}'''
C(39, ["source:zookeeper", "format:json_raw", "class:bad_reference"],
  "7/31 19:30 myid=1 是不是重新选举了？结果如何？",
  A039,
  [inv("inv_39a", 1, "query_logs",
       {"host": "zk-myid1", "from": "2015-07-31 15:31", "to": "2015-07-31 19:31"},
       J("z", (581, 588)))],
  "PASS",
  [FC("c1", "direct_evidence", "lines 585-586, binding to the existing call inv_39a"),
   FC("c2", "indirect_support", "content matches line 588 but the binding names inv_39b, which does not exist"),
   FC("c3", "indirect_support", "claim_type context is non-critical; content is in line 587 but T2 does not exist (only T1)"),
   FC("c4", "indirect_support", "content matches line 584 but trace ref T9 does not exist")],
  contract=True)

# ---- bC-040 gap (no-hit + failed), paragraph -> LOW_CONFID
C(40, ["source:zookeeper", "format:nl_paragraph", "class:gap"],
  "业务说 zk 会话 0x14f05578bf8001e 老是断，zk 服务端有相关日志吗？",
  "会话 0x14f05578bf8001e 在 zk 服务端没有任何异常日志。"
  "这个会话也从来没有被 SessionTracker 过期过。"
  "zk3 上的日志同样是干净的。"
  "建议先在客户端打开 DEBUG 日志看一下重连原因。",
  [inv("call_40a", 1, "query_logs",
       {"host": "zk1", "query": "0x14f05578bf8001e", "from": "2015-08-10 00:00", "to": "2015-08-11 00:00"},
       {"total": 0, "logs": []}),
   inv("call_40b", 1, "query_logs",
       {"host": "zk3", "query": "0x14f05578bf8001e", "from": "2015-08-10 00:00", "to": "2015-08-11 00:00"},
       None, ok=False, err="connection refused: zk3-log-agent:9428")],
  "LOW_CONFID",
  [F("会话 0x14f05578bf8001e 在 zk 服务端没有任何异常日志", "no_evidence", "only a no-hit query; a no-hit does not prove absence"),
   F("这个会话也从来没有被 SessionTracker 过期过", "no_evidence", "only a no-hit query"),
   F("zk3 上的日志同样是干净的", "no_evidence", "the zk3 query failed (connection refused)")])

# ---- bC-041 hedged_distractor, bold labels -> PASS
C(41, ["source:zookeeper", "format:nl_bold_labels", "class:hedged_distractor"],
  "7/29 晚上 21:30 左右 zk 会话批量过期，可能是什么原因？",
  "**现象**：2015-07-29 21:36:24 和 21:36:26 SessionTracker 先后过期了 0x24ed93119420033 和 0x24ed9311942002a，阈值都是 10000ms。\n"
  "**另外**：21:01:50 来自 /10.10.34.25:53326 的连接被识别为 old client 并打了 WARN。\n"
  "**推测**：可能是 10.10.34.27 上的客户端发生了超过 10 秒的 GC 停顿。\n"
  "**另一种可能**：不排除 sid 2 这台 zk 当时磁盘 fsync 变慢，拖慢了心跳处理。\n"
  "**建议**：拿客户端 GC 日志对一下时间点。",
  [inv("toolu_01K41", 1, "query_logs",
       {"from": "2015-07-29 21:00", "to": "2015-07-29 23:06", "format": "raw"},
       T("z", (1272, 1283)))],
  "PASS",
  [F("2015-07-29 21:36:24 和 21:36:26 SessionTracker 先后过期了 0x24ed93119420033 和 0x24ed9311942002a，阈值都是 10000ms",
     "direct_evidence", "lines 1277-1278"),
   F("21:01:50 来自 /10.10.34.25:53326 的连接被识别为 old client 并打了 WARN", "direct_evidence", "line 1273")])

# ---- bC-042 excerpt_format, indented contract -> PASS
A042 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "NodeExists 为业务重复创建节点",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "19:37:27 sessionid 0x34ed93485090001 的 create 请求返回 KeeperErrorCode = NodeExists，路径 /home/curi/.zookeeper",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "2", "tool_name": "query_logs", "source_invocation_ids": ["call_9e42"],
         "evidence_excerpt": "2015-07-29 19:37:27,222 - INFO  [ProcessThread(sid:2 cport:-1)::PrepRequestProcessor@627] - Got user-level KeeperException when processing sessionid:0x34ed93485090001 type:create cxid:0x55b8bb0f zxid:0x100000010 txntype:-1 reqpath:n/a Error Path:/home/curi/.zookeeper Error:KeeperErrorCode = NodeExists for /home/curi/.zookeeper"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "19:39:01 NIOServerCnxn 报 WARN caught end of stream exception",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "3", "tool_name": "query_logs", "source_invocation_ids": ["call_9e42"],
         "evidence_excerpt": "{\"source\": \"NIOServerCnxn@349\", \"level\": \"WARN\", \"ts\": \"2015-07-29 19:39:01,170\"}"}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "log_finding",
      "claim_text": "19:52:16 sid 2 处理了会话 0x14ed93111f20005 的 session termination",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "5", "tool_name": "query_logs", "source_invocation_ids": ["call_9e42"],
         "evidence_excerpt": "Processed session termination for sessionid: 0x14ed93111f20005"}
      ]
    }
  ],
  "hypotheses": ["NodeExists 可能是客户端重试导致的重复 create"],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "NodeExists 可能是客户端重试导致的重复 create，属于 user-level 异常，不影响集群。"
}'''
C(42, ["source:zookeeper", "format:json_indented", "class:excerpt_format"],
  "zk 日志里有个 KeeperException，是哪个会话、哪个路径？",
  A042,
  [inv("call_9e42", 1, "query_logs",
       {"host": "zk2", "from": "2015-07-29 19:37", "to": "2015-07-29 19:53"},
       J("z", (1256, 1262)))],
  "PASS",
  [FC("c1", "direct_evidence", "line 1258; excerpt is the whole original log line"),
   FC("c2", "direct_evidence", "line 1259; excerpt is a JSON subset of the record"),
   FC("c3", "direct_evidence", "line 1261: thread ProcessThread(sid:2 cport:-1); excerpt is the message")],
  contract=True)

# ---- bC-043 fabricated_id (IP:port not in any output), bullets -> REJECT
C(43, ["source:zookeeper", "format:nl_bullets", "class:fabricated_id"],
  "8/25 早上 myid=1 连不上哪些选举地址？",
  "- myid=1 从 08:49:15 开始连不上 3 号节点 /10.10.34.13:3888\n"
  "- 同时还连不上 /10.10.34.15:3888 上的 observer 节点\n"
  "- 09:19:16 起 2 号节点 /10.10.34.12:3888 也连不上\n"
  "- 建议先 telnet 一下这几个 3888 端口",
  [inv("zk-43", 1, "query_logs",
       {"host": "zk-myid1", "level": "WARN", "from": "2015-08-25 08:30", "to": "2015-08-25 10:15", "format": "raw"},
       T("z", (741, 748)))],
  "REJECT",
  [F("myid=1 从 08:49:15 开始连不上 3 号节点 /10.10.34.13:3888", "direct_evidence", "line 741"),
   F("同时还连不上 /10.10.34.15:3888 上的 observer 节点", "contradicted",
     "fabricated: /10.10.34.15:3888 appears in no tool input or output"),
   F("09:19:16 起 2 号节点 /10.10.34.12:3888 也连不上", "direct_evidence", "line 745")])

# ---- bC-044 faithful, compact contract -> PASS
A044 = r'''{"claims":[{"claim_id":"e1","claim_type":"log_finding","claim_text":"2015-08-07 07:27:47 myid=1 收到 3 号节点的选举通知，对方 n.state 为 LEADING，本机处于 LOOKING","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"0","tool_name":"zk_log_grep","source_invocation_ids":["grep-0807"],"evidence_excerpt":"Notification: 3 (n.leader), 0x700000197 (n.zxid), 0x1 (n.round), LEADING (n.state), 3 (n.sid), 0x7 (n.peerEPoch), LOOKING (my state)"}]},{"claim_id":"e2","claim_type":"log_finding","claim_text":"随后 myid=1 以 FOLLOWING 身份结束选举，LEADER ELECTION TOOK 238","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"1","tool_name":"zk_log_grep","source_invocation_ids":["grep-0807"],"evidence_excerpt":"FOLLOWING - LEADER ELECTION TOOK - 238"}]}],"user_facing_answer":"3 号节点是当前 leader。"}'''
C(44, ["source:zookeeper", "format:json_compact", "class:faithful"],
  "8/7 早上那次选举谁当选了 leader？",
  A044,
  [inv("grep-0807", 1, "zk_log_grep",
       {"pattern": "FastLeaderElection|Follower@63|LEADING", "date": "2015-08-07"},
       T("z", (597, 599)))],
  "PASS",
  [FC("e1", "direct_evidence", "line 598"),
   FC("e2", "direct_evidence", "line 599"),
   FX("3 号节点是当前 leader", "direct_evidence", "line 598: n.leader 3 with n.state LEADING, and myid=1 became FOLLOWING")],
  contract=True)

# ---- bC-045 gap in a malformed contract (single quotes) -> LOW_CONFID
A045 = r'''{'answer_version': '1.0',
 'claims': [
   {'claim_id': 'c1', 'claim_type': 'log_finding',
    'claim_text': '10.10.34.12 上的 zk 在 2015-08-18 全天没有报错',
    'support_level': 'direct',
    'evidence_bindings': [{'source_type': 'log', 'tool_name': 'query_logs', 'source_invocation_ids': ['c45-1'], 'evidence_excerpt': 'total: 0'}]},
   {'claim_id': 'c2', 'claim_type': 'log_finding',
    'claim_text': '16:09 之后 10.10.34.12 与 leader 的数据同步一直正常',
    'support_level': 'direct',
    'evidence_bindings': [{'source_type': 'log', 'tool_name': 'query_logs', 'source_invocation_ids': ['c45-2'], 'evidence_excerpt': 'SyncRequestProcessor'}]}
 ],
 'user_facing_answer': '还需要我再查别的节点吗？'}'''
C(45, ["source:zookeeper", "format:json_malformed", "class:gap"],
  "8/18 那天 10.10.34.12 这台 zk 正常吗？",
  A045,
  [inv("c45-1", 1, "query_logs",
       {"host": "10.10.34.12", "level": ["ERROR", "WARN"], "from": "2015-08-18 00:00", "to": "2015-08-19 00:00"},
       {"total": 0, "logs": []}),
   inv("c45-2", 1, "query_logs",
       {"host": "10.10.34.12", "query": "SyncRequestProcessor OR Follower", "from": "2015-08-18 16:09", "to": "2015-08-19 00:00"},
       None, ok=False, err="query exceeded max_bytes_scanned (2GiB)")],
  "LOW_CONFID",
  [F("10.10.34.12 上的 zk 在 2015-08-18 全天没有报错", "no_evidence",
     "malformed JSON (single quotes) -> text; only a no-hit query supports it"),
   F("16:09 之后 10.10.34.12 与 leader 的数据同步一直正常", "no_evidence", "only a failed query")])

# ---- bC-046 count_wrong, sloppy -> REJECT
C(46, ["source:zookeeper", "format:nl_sloppy", "class:count_wrong"],
  "8/24 下午 myid=1 连 2 号、3 号各失败了多少次？",
  "Cannot open channel to 3 一共 6 次\n"
  "channel to 2 有 10 次\n"
  "Notification time out: 60000 出现了 8 次\n"
  "两边都连不上，大概率是网络分区，我再拉下交换机的日志",
  [inv("zk-46", 1, "query_logs",
       {"host": "zk-myid1", "from": "2015-08-24 15:27", "to": "2015-08-24 18:52", "format": "raw"},
       T("z", (639, 660)))],
  "REJECT",
  [F("Cannot open channel to 3 一共 6 次", "direct_evidence", "lines 639, 640, 649, 651, 652, 657"),
   F("channel to 2 有 10 次", "contradicted", "8 records: lines 642, 644, 645, 647, 650, 653, 656, 660"),
   F("Notification time out: 60000 出现了 8 次", "direct_evidence", "lines 641, 643, 646, 648, 654, 655, 658, 659")])

# ---- bC-047 status_wrong, paragraph -> REJECT
C(47, ["source:zookeeper", "format:nl_paragraph", "class:status_wrong"],
  "10.10.34.32 上的服务 7/31 21:23 连 zk 成功了没？",
  "21:23:12 客户端 /10.10.34.32:45013 的会话 0x24ee30a54f5001c 建立失败。"
  "在这之前 21:22:52，/10.10.34.27:36125 的连接被关闭，它持有会话 0x24ee30a54f5000e。"
  "21:24:54 ProcessThread(sid:2 cport:-1) 处理了 0x24ee30a54f50019 和 0x24ee30a54f5001a 两个会话的 termination。"
  "建议让 10.10.34.32 的服务重试一次。",
  [inv("call_47", 1, "query_logs",
       {"host": "zk2", "from": "2015-07-31 19:00", "to": "2015-07-31 21:26"},
       J("z", (1381, 1389)))],
  "REJECT",
  [F("21:23:12 客户端 /10.10.34.32:45013 的会话 0x24ee30a54f5001c 建立失败", "contradicted",
     "line 1384: Established session 0x24ee30a54f5001c ... for client /10.10.34.32:45013 (success)"),
   F("在这之前 21:22:52，/10.10.34.27:36125 的连接被关闭，它持有会话 0x24ee30a54f5000e", "direct_evidence", "line 1382"),
   F("21:24:54 ProcessThread(sid:2 cport:-1) 处理了 0x24ee30a54f50019 和 0x24ee30a54f5001a 两个会话的 termination",
     "direct_evidence", "lines 1387-1388")])

# ---- bC-048 quantity, bullets -> PASS
C(48, ["source:zookeeper", "format:nl_bullets", "class:quantity"],
  "7/31 21:23 到 21:45 之间 zk 会话的过期和新建情况？",
  "- 21:23 到 21:45 之间一共有 4 个会话因超时被过期\n"
  "- 这 4 个会话的过期阈值都是 10 秒\n"
  "- 同期新建了 3 个会话\n"
  "- 其中 0x24ee30a54f5001e 的协商超时是 20 秒，另外两个是 10 秒\n"
  "- 可能有客户端配置了不同的 sessionTimeout",
  [inv("zk-48", 1, "es_query",
       {"index": "zk-*", "query": {"range": {"ts": {"gte": "2015-07-31 21:23", "lte": "2015-07-31 21:45"}}}},
       ES("z", (1383, 1395), index="zk-2015.07.31"))],
  "PASS",
  [F("21:23 到 21:45 之间一共有 4 个会话因超时被过期", "direct_evidence", "Expiring session lines 1385, 1386, 1394, 1395"),
   F("这 4 个会话的过期阈值都是 10 秒", "direct_evidence", "all four: timeout of 10000ms exceeded"),
   F("同期新建了 3 个会话", "direct_evidence", "Established session lines 1384, 1390, 1391"),
   F("其中 0x24ee30a54f5001e 的协商超时是 20 秒，另外两个是 10 秒", "direct_evidence", "line 1390: 20000; lines 1384, 1391: 10000")])

# ================================================================= BGL cases
def RAS(*spec, partition="R00-R77"):
    """a RAS event tool with its own JSON shape"""
    recs, wins = RECS("b", *spec)
    return Out({"partition": partition, "count": len(recs),
                "events": [{"event_time": r["ts"], "location": r["location"], "facility": r["component"],
                            "severity": r["level"], "error_code": None if r["alert_flag"] == "-" else r["alert_flag"],
                            "entry_data": r["message"]} for r in recs]}, wins)


# ---- bC-049 faithful, paragraph
C(49, ["source:bgl", "format:nl_paragraph", "class:faithful"],
  "6 月 11 号 R30-M0-N9 那块板子上的作业一直挂，RAS 里有什么？",
  "R30-M0-N9-C:J16-U01 从 2005-06-11 17:32:07 开始反复上报 KERNEL FATAL data TLB error interrupt，告警类型为 KERNDTLB。"
  "截至 19:06:05，这个节点的同类 FATAL 已经有 17 条。"
  "在它之前的 06-09 记录都是其他节点的 KERNEL INFO，比如 R11-M0-N7-C:J16-U11 的 generating core.8280。"
  "建议先把 R30-M0-N9-C:J16-U01 从分区里隔离再做诊断。",
  [inv("ras-11", 1, "query_logs",
       {"source": "bgl-ras", "from": "2005-06-09", "to": "2005-06-11 19:07"},
       T("b", (99, 120)))],
  "PASS",
  [F("R30-M0-N9-C:J16-U01 从 2005-06-11 17:32:07 开始反复上报 KERNEL FATAL data TLB error interrupt，告警类型为 KERNDTLB",
     "direct_evidence", "lines 104-120, first at 2005-06-11-17.32.07"),
   F("截至 19:06:05，这个节点的同类 FATAL 已经有 17 条", "direct_evidence", "lines 104-120 = 17 records, the last at 19.06.05"),
   F("在它之前的 06-09 记录都是其他节点的 KERNEL INFO，比如 R11-M0-N7-C:J16-U11 的 generating core.8280", "direct_evidence",
     "lines 99-103 are KERNEL INFO of other locations; line 102")])

# ---- bC-050 paraphrase_zh, sloppy
C(50, ["source:bgl", "format:nl_sloppy", "class:paraphrase_zh"],
  "11/21 好几个作业 ciod 报错退出，IO 节点那边怎么了？",
  "R14-M0-NC-I:J18-U11 11:08:04 读 CioStream 消息前缀的时候，到 172.16.96.116:41554 的连接超时了\n"
  "R13-M1-N4-I:J18-U11 13:40:58 跟 172.16.96.116:52839 的连接被对端 reset\n"
  "R16-M1-NC-I:J18-U11 14:47:03 也是连接超时，端口 41060\n"
  "这几条都是 ciod 报的 APP FATAL\n"
  "对端都是 172.16.96.116\n"
  "建议先查这台 IO 服务器",
  [inv("ras-q50", 1, "ras_event_query",
       {"date": "2005-11-21", "facility": ["APP", "KERNEL"], "block": "R*-I:J18-*"},
       RAS((1777, 1785)))],
  "PASS",
  [F("R14-M0-NC-I:J18-U11 11:08:04 读 CioStream 消息前缀的时候，到 172.16.96.116:41554 的连接超时了", "direct_evidence",
     "line 1778: Error reading message prefix ... 172.16.96.116:41554, Connection timed out"),
   F("R13-M1-N4-I:J18-U11 13:40:58 跟 172.16.96.116:52839 的连接被对端 reset", "direct_evidence",
     "line 1779: Connection reset by peer"),
   F("R16-M1-NC-I:J18-U11 14:47:03 也是连接超时，端口 41060", "direct_evidence", "line 1784"),
   F("这几条都是 ciod 报的 APP FATAL", "direct_evidence", "facility APP, severity FATAL, entry_data starts with ciod:"),
   F("对端都是 172.16.96.116", "direct_evidence", "all APP FATAL events name 172.16.96.116")])

# ---- bC-051 paraphrase_zh, indented contract
A051 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "7/11 两个计算节点 rts panic",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "R01-M0-N1-C:J09-U11 在 2005-07-11 14:03:37 发生 rts panic，内核停止执行",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "event", "source_id": "3", "tool_name": "ras_event_query", "source_invocation_ids": ["q-0711"],
                             "evidence_excerpt": "rts panic! - stopping execution"}]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "约 1.4 秒后 R04-M0-N1-C:J02-U01 也 rts panic 停机，错误码同为 KERNRTSP",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "event", "source_id": "4", "tool_name": "ras_event_query", "source_invocation_ids": ["q-0711"],
                             "evidence_excerpt": "{\"location\": \"R04-M0-N1-C:J02-U01\", \"error_code\": \"KERNRTSP\"}"}]
    },
    {
      "claim_id": "c3",
      "claim_type": "log_finding",
      "claim_text": "同一天 12:54:51，R22-M0-N0-I:J18-U11 上 ciod 加载 /home/greeno/raptor.new.dev.3d.BGL.CXX_XL.MPI.ex 失败，程序镜像无效或不存在",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "event", "source_id": "2", "tool_name": "ras_event_query", "source_invocation_ids": ["q-0711"],
                             "evidence_excerpt": "ciod: Error loading /home/greeno/raptor.new.dev.3d.BGL.CXX_XL.MPI.ex: invalid or missing program image, No such file or directory"}]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["收集两个节点的 core 文件"],
  "missing_info": [],
  "user_facing_answer": "R01-M0-N1-C:J09-U11 和 R04-M0-N1-C:J02-U01 先后 rts panic 停机。建议收集两个节点的 core 文件。"
}'''
C(51, ["source:bgl", "format:json_indented", "class:paraphrase_zh"],
  "7 月 11 号下午 2 点多有两个节点内核挂了，具体是什么报错？",
  A051,
  [inv("q-0711", 1, "ras_event_query", {"date": "2005-07-10..2005-07-12", "severity": ["FATAL", "INFO"]},
       RAS((820, 826)))],
  "PASS",
  [FC("c1", "direct_evidence", "line 823 paraphrased (rts panic! - stopping execution)"),
   FC("c2", "direct_evidence", "line 824 at 14.03.39.101778, 1.43 s after line 823; error_code KERNRTSP"),
   FC("c3", "direct_evidence", "line 822 paraphrased")],
  contract=True)

# ---- bC-052 quantity, raw contract
A052 = r'''{"answer_version": "1.0", "diagnosis_summary": "torus 重传与 ddr 可纠正错误量大", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "R72-M1-NE-C:J04-U01 在约 3.3 分钟内纠正了约 1851 万次 torus sender z- 重传错误", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "0", "tool_name": "query_logs", "source_invocation_ids": ["call_b52"], "evidence_excerpt": "18507114 torus sender z- retransmission error(s) (dcr 0x02f9) detected and corrected over 198 seconds"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "R72-M1-N6-C:J04-U01 在 268 秒（约 4.5 分钟）内纠正了 2674 万多次同类错误", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "1", "tool_name": "query_logs", "source_invocation_ids": ["call_b52"], "evidence_excerpt": "26741629 torus sender z- retransmission error(s) (dcr 0x02f9) detected and corrected over 268 seconds"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "R23-M0-NC-C:J05-U01 在约 41 分钟里纠正了 159 个 ddr 错误", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "3", "tool_name": "query_logs", "source_invocation_ids": ["call_b52"], "evidence_excerpt": "159 ddr error(s) detected and corrected on rank 0, symbol 29 over 2486 seconds"}]}, {"claim_id": "c4", "claim_type": "recommendation", "claim_text": "建议检查 R72-M1 的 z- 方向 torus 线缆", "support_level": "none", "evidence_bindings": []}], "hypotheses": [], "recommended_actions": ["检查 R72-M1 的 z- 方向 torus 线缆"], "missing_info": [], "user_facing_answer": "建议检查 R72-M1 的 z- 方向 torus 线缆。"}'''
C(52, ["source:bgl", "format:json_raw", "class:quantity"],
  "可纠正错误（torus 重传、ddr）最近量大不大？",
  A052,
  [inv("call_b52", 1, "query_logs", {"source": "bgl-ras", "query": "detected and corrected", "format": "raw"},
       T("b", (1760, 1761), (1943, 1945)))],
  "PASS",
  [FC("c1", "direct_evidence", "line 1760: 18507114 ≈ 1851 万, 198 s = 3.3 min"),
   FC("c2", "direct_evidence", "line 1761: 26741629 = 2674.2 万, 268 s ≈ 4.47 min"),
   FC("c3", "direct_evidence", "line 1943: 159 errors over 2486 s ≈ 41.4 min"),
   FC("c4", "no_evidence", "recommendation, non-critical")],
  contract=True)

# ---- bC-053 excerpt_format, fenced contract with a sentence before it
A053 = r'''结论如下：
```json
{
  "answer_version": "1.0",
  "diagnosis_summary": "MMCS idoproxydb 连续断言失败",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "2005-08-03 16:11:02 到 16:14:20 之间 idoproxydb 连续 8 次 hit ASSERT condition，级别 MMCS ERROR",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "2", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Bgl53"],
                            "evidence_excerpt": "level=ERROR component=MMCS location=NULL"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "断言位于 idotransportmgr.cpp 第 1043 行的 IdoTransportMgr::SendPacket",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "2", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Bgl53"],
                            "evidence_excerpt": "Source file=idotransportmgr.cpp Source line=1043 Function=int IdoTransportMgr::SendPacket(IdoUdpMgr*, BglCtlPavTrace*)"}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "在此之前 2005-08-03 02:10:15 DISCOVERY 报 SEVERE：Can not get assembly information for node card",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "1", "tool_name": "query_logs", "source_invocation_ids": ["toolu_01Bgl53"],
                            "evidence_excerpt": "{\"level\": \"SEVERE\", \"component\": \"DISCOVERY\", \"location\": \"UNKNOWN_LOCATION\"}"}]}
  ],
  "hypotheses": [],
  "recommended_actions": ["重启 idoproxydb 并观察 SendPacket 断言是否复现"],
  "missing_info": [],
  "user_facing_answer": "idoproxydb 在 SendPacket 处反复断言失败。建议重启 idoproxydb 并观察是否复现。"
}
```'''
C(53, ["source:bgl", "format:json_fenced", "class:excerpt_format"],
  "8/3 下午 MMCS 一直报 ERROR，是哪个组件？",
  A053,
  [inv("toolu_01Bgl53", 1, "query_logs", {"source": "bgl-ras", "from": "2005-08-02 21:28", "to": "2005-08-03 16:15"},
       J("b", (1206, 1215)))],
  "PASS",
  [FC("c1", "direct_evidence", "lines 1208-1215: 8 MMCS ERROR records from 16.11.02 to 16.14.20; k=v excerpt = fields of one record"),
   FC("c2", "direct_evidence", "message of lines 1208-1215"),
   FC("c3", "direct_evidence", "line 1207; JSON-subset excerpt")],
  contract=A053.split("```json")[1].split("```")[0])

# ---- bC-054 hedged_distractor, paragraph -> PASS
C(54, ["source:bgl", "format:nl_paragraph", "class:hedged_distractor"],
  "8/2 下午 R00-M0 和 R23-M0 的 node card 告警是怎么回事？",
  "2005-08-02 16:39:14 R23-M0-N7 上报 HARDWARE SEVERE：NodeCard is not fully functional。"
  "17:58:07 R00-M0-N2 的 node card 状态里 ALERT 0 到 ALERT 3 都处于 active。"
  "17:58:13 R00-M0-ND 的 VPD 检查发现 J16 槽位的 U11 节点不匹配，读到的 ecid 全是 0。"
  "可能是 R00-M0-N2 的时钟板故障引起了连锁告警。"
  "或许 R23-M0-N7 前一天已经换过一次 node card。"
  "建议联系硬件组到现场检查。",
  [inv("call_b54", 1, "query_logs", {"source": "bgl-ras", "from": "2005-08-02 00:00", "to": "2005-08-03 03:00"},
       T("b", (1198, 1207)))],
  "PASS",
  [F("2005-08-02 16:39:14 R23-M0-N7 上报 HARDWARE SEVERE：NodeCard is not fully functional", "direct_evidence", "line 1202"),
   F("17:58:07 R00-M0-N2 的 node card 状态里 ALERT 0 到 ALERT 3 都处于 active", "direct_evidence", "line 1203"),
   F("17:58:13 R00-M0-ND 的 VPD 检查发现 J16 槽位的 U11 节点不匹配，读到的 ecid 全是 0", "direct_evidence",
     "line 1204: found 0000000000000000000000000000")])

# ---- bC-055 runbook_only mixed with direct, indented contract -> PASS
A055 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "一批节点同时 data storage interrupt",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "2005-06-13 17:36 到 17:44 之间有 8 个不同的计算节点报 KERNEL FATAL data storage interrupt",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "log", "source_id": "2-9", "tool_name": "query_logs", "source_invocation_ids": ["call_55l"],
                             "evidence_excerpt": "data storage interrupt"}]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "第一条来自 R10-M1-N5-C:J15-U11，时间 17:36:43",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "log", "source_id": "2", "tool_name": "query_logs", "source_invocation_ids": ["call_55l"],
                             "evidence_excerpt": "{\"location\": \"R10-M1-N5-C:J15-U11\", \"alert_flag\": \"KERNSTOR\"}"}]
    },
    {
      "claim_id": "c3",
      "claim_type": "root_cause",
      "claim_text": "根据知识库，多个节点在几分钟内同时出现 KERNSTOR data storage interrupt，通常是同一作业的程序访问了非法地址，而不是硬件故障",
      "support_level": "indirect",
      "evidence_bindings": [{"source_type": "knowledge", "source_id": "bgl-kb-kernstor", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_55k"],
                             "evidence_excerpt": "多个计算节点在数分钟内同时出现 KERNSTOR（data storage interrupt），通常是同一作业的应用程序访问了非法地址，而不是硬件故障。"}]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["按作业号排查该时段运行的作业"],
  "missing_info": ["作业调度记录"],
  "user_facing_answer": "建议按作业号排查 17:36 前后运行的作业。"
}'''
C(55, ["source:bgl", "format:json_indented", "class:runbook_only"],
  "6/13 傍晚一堆节点 data storage interrupt，是硬件问题吗？",
  A055,
  [inv("call_55l", 1, "query_logs", {"source": "bgl-ras", "from": "2005-06-13 11:00", "to": "2005-06-13 17:45"},
       J("b", (164, 173))),
   inv("call_55k", 2, "lookup_knowledge", {"query": "BGL KERNSTOR data storage interrupt 多节点"},
       KB("BGL KERNSTOR data storage interrupt 多节点",
          CH("bgl-kb-kernstor", "kb/bgl/kernel-fatal.md", "runbook", "high",
             "多个计算节点在数分钟内同时出现 KERNSTOR（data storage interrupt），通常是同一作业的应用程序访问了非法地址，而不是硬件故障。"
             "单节点反复出现时才需要考虑更换硬件。")))],
  "PASS",
  [FC("c1", "direct_evidence", "lines 166-173: 8 records, 8 distinct locations, 17.36.43–17.44.11"),
   FC("c2", "direct_evidence", "line 166"),
   FC("c3", "indirect_support", "knowledge chunk only, attributed to it")],
  contract=True)

# ---- bC-056 bad_reference mixed, raw contract -> PASS
A056 = r'''{"answer_version": "1.0", "diagnosis_summary": "R63-M1 kernel terminated", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "R63-M1-NF-C:J15-U11 在 2005-10-28 12:59:40 报 rts: kernel terminated for reason 1004", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "4", "tool_name": "query_logs", "source_invocation_ids": ["call_56"], "evidence_excerpt": "rts: kernel terminated for reason 1004"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "31 秒后 R63-M1-N5-C:J17-U01 报 Error receiving packet on tree network, expecting type 57 instead of type 3", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "5", "tool_name": "query_logs", "source_invocation_ids": ["call_56"], "evidence_excerpt": "Error receiving packet on tree network, expecting type 75 instead of type 3"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "10-25 07:45:36 R46-M0-NC-I:J18-U11 加载 allreduce_int_V1R1.rts 失败", "support_level": "direct", "evidence_bindings": []}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "如需我把 R63-M1 的其他节点也查一遍，请告诉我。"}'''
C(56, ["source:bgl", "format:json_raw", "class:bad_reference"],
  "R63-M1 这个 midplane 10 月底出过什么 FATAL？",
  A056,
  [inv("call_56", 1, "query_logs", {"source": "bgl-ras", "from": "2005-10-23", "to": "2005-10-30 09:00", "format": "raw"},
       T("b", (1516, 1524)))],
  "PASS",
  [FC("c1", "direct_evidence", "line 1520"),
   FC("c2", "indirect_support", "content matches line 1521 (31 s later), but the excerpt 'type 75' is not in the cited output"),
   FC("c3", "indirect_support", "content matches line 1517 but the claim has no binding")],
  contract=True)

# ---- bC-057 misattribution, bold labels -> REJECT
C(57, ["source:bgl", "format:nl_bold_labels", "class:misattribution"],
  "R30-M0-N9-C:J16-U01 这个节点 6/11 之后还有别的 FATAL 吗？",
  "**故障节点**：R30-M0-N9-C:J16-U01 在 2005-06-11 22:46 之后仍持续报 data TLB error interrupt。\n"
  "**扩散**：2005-06-13 17:36:43 R30-M0-N9-C:J16-U01 又报了 data storage interrupt。\n"
  "**其他**：R22-M0-NC-I:J18-U01 在 06-13 14:57:30 报 ciod: Message code 0 is not 51 or 4294967295。\n"
  "**建议**：尽快下线 R30-M0-N9 这块 node card。",
  [inv("ras-57", 1, "ras_event_query", {"from": "2005-06-11 22:40", "to": "2005-06-13 17:40"},
       RAS((158, 168)))],
  "REJECT",
  [F("R30-M0-N9-C:J16-U01 在 2005-06-11 22:46 之后仍持续报 data TLB error interrupt", "direct_evidence", "lines 158-163"),
   F("2005-06-13 17:36:43 R30-M0-N9-C:J16-U01 又报了 data storage interrupt", "contradicted",
     "misattribution: the 17.36.43 data storage interrupt is R10-M1-N5-C:J15-U11 (line 166); R30-M0-N9-C:J16-U01's own events are data TLB"),
   F("R22-M0-NC-I:J18-U01 在 06-13 14:57:30 报 ciod: Message code 0 is not 51 or 4294967295", "direct_evidence", "line 165")])

# ---- bC-058 entity_swap, contract with text -> REJECT
A058 = ('两次 Lustre 挂载失败的结论：\n'
        r'''{"answer_version": "1.0", "diagnosis_summary": "IO 节点 Lustre 挂载失败", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "R04-M1-N8-I:J18-U01 在 2005-11-21 04:23:18 Lustre mount FAILED，对应 IO 节点 bglio617", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "2", "tool_name": "query_logs", "source_invocation_ids": ["call_58"], "evidence_excerpt": "Lustre mount FAILED : bglio617 : block_id : location"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "R46-M0-N8-I:J18-U11 在 2005-12-04 12:05:37 Lustre mount FAILED，对应 IO 节点 bglio78", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "6", "tool_name": "query_logs", "source_invocation_ids": ["call_58"], "evidence_excerpt": "Lustre mount FAILED : bglio78 : block_id : location"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "两次失败都是 KERNMNTF 类型的 KERNEL FATAL", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "2", "tool_name": "query_logs", "source_invocation_ids": ["call_58"], "evidence_excerpt": "KERNMNTF"}]}], "hypotheses": [], "recommended_actions": ["检查对应 IO 节点的 Lustre 客户端"], "missing_info": [], "user_facing_answer": "建议检查对应 IO 节点的 Lustre 客户端。"}''')
C(58, ["source:bgl", "format:json_with_text", "class:entity_swap"],
  "Lustre mount FAILED 出现在哪些节点？分别对应哪个 bglio？",
  A058,
  [inv("call_58", 1, "query_logs", {"source": "bgl-ras", "query": "Lustre OR ciod", "format": "raw"},
       T("b", (1766, 1769), (1945, 1948)))],
  "REJECT",
  [FC("c1", "contradicted", "entity swap: R04-M1-N8-I:J18-U01's line 1768 names bglio78; bglio617 belongs to R46-M0-N8-I:J18-U11"),
   FC("c2", "contradicted", "entity swap: R46-M0-N8-I:J18-U11's line 1947 names bglio617"),
   FC("c3", "direct_evidence", "lines 1768 and 1947 both KERNMNTF ... KERNEL FATAL")],
  contract=A058.split("\n", 1)[1])

# ---- bC-059 time_wrong, bullets -> REJECT
C(59, ["source:bgl", "format:nl_bullets", "class:time_wrong"],
  "R26-M0-N0-I:J18-U11 11/21 早上的 MACHINE CHECK 是几点开始的？",
  "- R26-M0-N0-I:J18-U11 从 2005-11-21 05:41:29 开始报 MACHINE CHECK DCR read timeout\n"
  "- 到 07:20:51 一共 7 次\n"
  "- 每次的 mc=e08x、lr 0xc00045a4 都一样\n"
  "- 建议对这个 IO 节点做一次 DCR 诊断",
  [inv("call_59", 1, "query_logs", {"source": "bgl-ras", "from": "2005-11-21 04:00", "to": "2005-11-21 10:01", "format": "raw"},
       T("b", (1768, 1777)))],
  "REJECT",
  [F("R26-M0-N0-I:J18-U11 从 2005-11-21 05:41:29 开始报 MACHINE CHECK DCR read timeout", "contradicted",
     "line 1770: first event at 2005-11-21-06.41.29, not 05:41:29"),
   F("到 07:20:51 一共 7 次", "direct_evidence", "lines 1770-1776 = 7 records, last 07.20.51"),
   F("每次的 mc=e08x、lr 0xc00045a4 都一样", "direct_evidence", "identical message in all 7 records")])

# ---- bC-060 negation, headings -> REJECT
C(60, ["source:bgl", "format:nl_headings", "class:negation"],
  "R63-M1-NF-C:J15-U11 10 月 28 号有没有异常？",
  "## 结论\n"
  "R63-M1-NF-C:J15-U11 在 10 月 28 日没有任何 FATAL 事件。\n\n"
  "## 其他节点\n"
  "- R63-M1-N5-C:J17-U01 在 13:00:11 报 tree network 收包错误（expecting type 57 instead of type 3）\n"
  "- R11-M1-N2-C:J09-U11 在 10-25 08:55:40 出现 torus z- wire 的 critical input interrupt 警告\n\n"
  "## 建议\n"
  "继续观察即可。",
  [inv("inv-60", 1, "query_logs", {"source": "bgl-ras", "from": "2005-10-23", "to": "2005-10-30 09:00", "format": "raw"},
       T("b", (1516, 1524)))],
  "REJECT",
  [F("R63-M1-NF-C:J15-U11 在 10 月 28 日没有任何 FATAL 事件", "contradicted",
     "line 1520: 2005-10-28 R63-M1-NF-C:J15-U11 KERNEL FATAL rts: kernel terminated for reason 1004"),
   F("R63-M1-N5-C:J17-U01 在 13:00:11 报 tree network 收包错误（expecting type 57 instead of type 3）", "direct_evidence", "line 1521"),
   F("R11-M1-N2-C:J09-U11 在 10-25 08:55:40 出现 torus z- wire 的 critical input interrupt 警告", "direct_evidence", "line 1518")])

# ---- bC-061 value_wrong, compact contract -> REJECT
A061 = r'''{"claims":[{"claim_id":"k1","claim_type":"log_finding","claim_text":"R31-M0-N8-I:J18-U01 为 /bgl/apps/followup/SPaSM_static/SPaSM_mpi.new_comp 生成了 256 个 core 文件","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"1","tool_name":"query_logs","source_invocation_ids":["call_61"],"evidence_excerpt":"ciod: generated 128 core files for program /bgl/apps/followup/SPaSM_static/SPaSM_mpi.new_comp"}]},{"claim_id":"k2","claim_type":"log_finding","claim_text":"R34-M1-N4-I:J18-U01 和 R15-M0-NC-I:J18-U11 各为 /bgl/apps/followup/hellow/a.out.1111 生成了 64 个 core 文件","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"9","tool_name":"query_logs","source_invocation_ids":["call_61"],"evidence_excerpt":"generated 64 core files for program /bgl/apps/followup/hellow/a.out.1111"}]},{"claim_id":"k3","claim_type":"log_finding","claim_text":"R63-M0-N5-C:J12-U01 记录了 488205 次 floating point alignment exceptions","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"0","tool_name":"query_logs","source_invocation_ids":["call_61"],"evidence_excerpt":"488205 floating point alignment exceptions"}]}],"user_facing_answer":"建议让 SPaSM 作业的用户先检查程序再重提。"}'''
C(61, ["source:bgl", "format:json_compact", "class:value_wrong"],
  "11/10-11/15 哪些作业大量吐 core？",
  A061,
  [inv("call_61", 1, "query_logs", {"source": "bgl-ras", "from": "2005-11-10 23:00", "to": "2005-11-15 08:00", "format": "raw"},
       T("b", (1744, 1754)))],
  "REJECT",
  [FC("k1", "contradicted", "line 1745: generated 128 core files, not 256"),
   FC("k2", "direct_evidence", "lines 1753-1754"),
   FC("k3", "direct_evidence", "line 1744")],
  contract=True)

# ---- bC-062 unsupported_cause, paragraph -> LOW_CONFID
C(62, ["source:bgl", "format:nl_paragraph", "class:unsupported_cause"],
  "10/12-10/13 好几个作业起不来，ciod 报 Permission denied，怎么回事？",
  "2005-10-12 18:24 到 18:25 之间，R34-M1-N8-I:J18-U01、R73-M1-NC-I:J18-U01 和 R17-M1-N0-I:J18-U11 加载 /home/spelce1/HPCC_IBM/Urgent/COP/64K/vnm.rts 时都报 invalid or missing program image, Permission denied。"
  "10-13 05:02 和 05:03 加载 /bgl/apps/followup/SPASM/spasm.254 也因为 Permission denied 失败。"
  "05:59:09 R73-M0-NC-I:J18-U11 上的 torus-latency.rts 报的是 No such file or directory，不是权限问题。"
  "这是因为 10 月 12 日下午有人把该用户 home 目录的权限改成了 700。"
  "当天账号同步服务还失败过一次。"
  "建议让用户检查文件权限后重新提交。",
  [inv("call_62", 1, "query_logs", {"source": "bgl-ras", "query": "ciod: Error loading", "from": "2005-10-10", "to": "2005-10-14", "format": "raw"},
       T("b", (1486, 1494)))],
  "LOW_CONFID",
  [F("2005-10-12 18:24 到 18:25 之间，R34-M1-N8-I:J18-U01、R73-M1-NC-I:J18-U01 和 R17-M1-N0-I:J18-U11 加载 /home/spelce1/HPCC_IBM/Urgent/COP/64K/vnm.rts 时都报 invalid or missing program image, Permission denied",
     "direct_evidence", "lines 1488-1490"),
   F("10-13 05:02 和 05:03 加载 /bgl/apps/followup/SPASM/spasm.254 也因为 Permission denied 失败", "direct_evidence", "lines 1491-1492"),
   F("05:59:09 R73-M0-NC-I:J18-U11 上的 torus-latency.rts 报的是 No such file or directory，不是权限问题", "direct_evidence", "line 1493"),
   F("这是因为 10 月 12 日下午有人把该用户 home 目录的权限改成了 700", "no_evidence", "no output shows a permission change"),
   F("当天账号同步服务还失败过一次", "no_evidence", "nothing about account sync in any output")])

# ---- bC-063 unsupported_cause, bullets -> LOW_CONFID
C(63, ["source:bgl", "format:nl_bullets", "class:unsupported_cause"],
  "11/24-11/26 的 Link has been severed 是什么原因？",
  "- 2005-11-24 09:38:05 R14-M0-N8-I:J18-U01 读 CioStream 消息前缀时报 Link has been severed，对端 172.16.96.116:41534\n"
  "- 之后 11-25 01:48 的 R45-M1-N0-I:J18-U01、11-26 04:48 的 R54-M0-N0-I:J18-U01 和 14:41 的 R33-M1-N4-I:J18-U11 也报了同样的错误\n"
  "- 根因：11/24 上午机房做了交换机割接，172.16.96.116 的上联链路被切断\n"
  "- 割接窗口内 R03-M1-NF-C:J07-U01 的两条 KERNEL FATAL 也是这次割接引起的\n"
  "- 建议和网络组确认割接记录",
  [inv("ras-63", 1, "ras_event_query", {"from": "2005-11-22", "to": "2005-11-26 17:00"},
       RAS((1786, 1796)))],
  "LOW_CONFID",
  [F("2005-11-24 09:38:05 R14-M0-N8-I:J18-U01 读 CioStream 消息前缀时报 Link has been severed，对端 172.16.96.116:41534", "direct_evidence", "line 1788"),
   F("之后 11-25 01:48 的 R45-M1-N0-I:J18-U01、11-26 04:48 的 R54-M0-N0-I:J18-U01 和 14:41 的 R33-M1-N4-I:J18-U11 也报了同样的错误",
     "direct_evidence", "lines 1790, 1792, 1795"),
   F("根因：11/24 上午机房做了交换机割接，172.16.96.116 的上联链路被切断", "no_evidence", "no output mentions a switch cut-over"),
   F("割接窗口内 R03-M1-NF-C:J07-U01 的两条 KERNEL FATAL 也是这次割接引起的", "no_evidence",
     "the two FATAL events of R03-M1-NF-C:J07-U01 exist (1787, 1796), but nothing links them to a cut-over")])

# ---- bC-064 unsupported_cause, fenced contract -> LOW_CONFID
A064 = r'''```json
{
  "answer_version": "1.0",
  "diagnosis_summary": "yates 的作业批量加载失败，随后 R05-M0-N1 内核 FATAL",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "2005-09-20 17:55 到 18:01 之间 /home/yates// 下的 bandwidth.rts、torus-latency.rts、broadcast.rts 在 5 个 IO 节点上加载失败，报 No such file or directory",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "2-6", "tool_name": "query_logs", "source_invocation_ids": ["call_64"],
                            "evidence_excerpt": "invalid or missing program image, No such file or directory"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "18:01:56 R05-M0-N1-C:J06-U11 报 KERNEL FATAL rts: bad message header: expecting type 57 instead of type 3",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "7", "tool_name": "query_logs", "source_invocation_ids": ["call_64"],
                            "evidence_excerpt": "rts: bad message header: expecting type 57 instead of type 3"}]},
    {"claim_id": "c3", "claim_type": "root_cause",
     "claim_text": "R05-M0-N1-C:J06-U11 的 bad message header 是 yates 提交的 torus-latency.rts 写坏了 tree 网络报文导致的",
     "support_level": "none",
     "evidence_bindings": []}
  ],
  "hypotheses": [],
  "recommended_actions": ["联系用户 yates 确认程序路径"],
  "missing_info": [],
  "user_facing_answer": "建议联系用户 yates 确认程序路径。"
}
```'''
C(64, ["source:bgl", "format:json_fenced", "class:unsupported_cause"],
  "9/20 傍晚 R05-M0-N1 内核 FATAL 跟那批加载失败的作业有关系吗？",
  A064,
  [inv("call_64", 1, "query_logs", {"source": "bgl-ras", "from": "2005-09-20 13:40", "to": "2005-09-20 18:02"},
       J("b", (1441, 1448)))],
  "LOW_CONFID",
  [FC("c1", "direct_evidence", "lines 1443-1447: five I/O nodes, three programs, No such file or directory"),
   FC("c2", "direct_evidence", "line 1448"),
   FC("c3", "no_evidence", "root cause stated as fact; no output links the two events")],
  contract=A064.split("```json")[1].split("```")[0])

# ---- bC-065 gap, bold labels -> LOW_CONFID
C(65, ["source:bgl", "format:nl_bold_labels", "class:gap"],
  "R37-M1 这个机柜这周有没有硬件告警？",
  "**结论**：R37-M1 这周没有任何硬件告警。\n"
  "**补充**：这个机柜的 node card 状态也都正常。\n"
  "**建议**：如果还有作业失败，再单独看 ciod 日志。",
  [inv("ras-65a", 1, "ras_event_query", {"location": "R37-M1-*", "facility": ["HARDWARE", "DISCOVERY"], "from": "2005-06-27", "to": "2005-07-03"},
       None, ok=False, err="ras db: statement timeout (canceling statement due to statement timeout)"),
   inv("ras-65b", 2, "query_logs", {"source": "bgl-ras", "query": "R37-M1", "from": "2005-06-27", "to": "2005-07-03"},
       {"total": 0, "logs": []})],
  "LOW_CONFID",
  [F("R37-M1 这周没有任何硬件告警", "no_evidence", "one failed call and one no-hit; a no-hit does not prove absence"),
   F("这个机柜的 node card 状态也都正常", "no_evidence", "no successful output about the rack")])

# ---- bC-066 gap (deduped chunk + no-hit), indented contract -> LOW_CONFID
A066 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "ddr 可纠正错误暂不需处理",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "root_cause",
      "claim_text": "按知识库，单节点 ddr 可纠正错误每天超过 1000 次才需要更换内存",
      "support_level": "indirect",
      "evidence_bindings": [{"source_type": "knowledge", "source_id": "bgl-kb-ddr-01", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_66k"],
                             "evidence_excerpt": "单节点 ddr 可纠正错误每天超过 1000 次才需要更换内存"}]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "R21-M1-N0-C:J10-U11 这周没有不可纠正的 ddr 错误",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "log", "source_id": "none", "tool_name": "query_logs", "source_invocation_ids": ["call_66l"],
                             "evidence_excerpt": "total: 0"}]
    },
    {
      "claim_id": "c3",
      "claim_type": "next_step",
      "claim_text": "下周再复查一次该节点的 ddr 计数",
      "support_level": "none",
      "evidence_bindings": []
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["下周再复查一次该节点的 ddr 计数"],
  "missing_info": [],
  "user_facing_answer": "下周再复查一次该节点的 ddr 计数。"
}'''
C(66, ["source:bgl", "format:json_indented", "class:gap"],
  "R21-M1-N0-C:J10-U11 报 ddr 错误，要不要换内存？",
  A066,
  [inv("call_66k", 1, "lookup_knowledge", {"query": "BGL ddr error corrected 更换内存 阈值"},
       KB("BGL ddr error corrected 更换内存 阈值",
          CH("bgl-kb-ddr-01", "kb/bgl/memory.md", "runbook", "high",
             "单节点 ddr 可纠正错误每天超过 1000 次才需要更换内存；偶发的 1 ddr errors(s) detected and corrected 可以忽略。",
             deduped=True))),
   inv("call_66l", 1, "query_logs",
       {"source": "bgl-ras", "location": "R21-M1-N0-C:J10-U11", "query": "ddr uncorrectable", "from": "2005-10-17", "to": "2005-10-24"},
       {"total": 0, "logs": []})],
  "LOW_CONFID",
  [FC("c1", "no_evidence", "the only chunk saying this is deduped: true"),
   FC("c2", "no_evidence", "only a no-hit query"),
   FC("c3", "no_evidence", "next_step, non-critical")],
  contract=True)

# ---- bC-067 gap (failed env call) mixed with one direct fact, sloppy -> LOW_CONFID
C(67, ["source:bgl", "format:nl_sloppy", "class:gap"],
  "R21 机柜 10/23 晚上有内存报错，是不是机房温度的问题？",
  "R21-M1-N0-C:J10-U11 10-23 20:05:01 报了 1 ddr errors(s) detected and corrected on rank 0, symbol 17, bit 7\n"
  "R21 整个机柜那天的温度一直正常\n"
  "风扇转速也没有异常\n"
  "建议先观察几天",
  [inv("ras-67a", 1, "query_logs", {"source": "bgl-ras", "location": "R21-*", "from": "2005-10-23", "to": "2005-10-24", "format": "raw"},
       T("b", (1515, 1519))),
   inv("env-67b", 1, "get_env_metrics", {"rack": "R21", "metrics": ["inlet_temp", "fan_rpm"], "date": "2005-10-23"},
       None, ok=False, err="env-monitor: 404 rack R21 not found in bglmon")],
  "LOW_CONFID",
  [F("R21-M1-N0-C:J10-U11 10-23 20:05:01 报了 1 ddr errors(s) detected and corrected on rank 0, symbol 17, bit 7", "direct_evidence", "line 1516"),
   F("R21 整个机柜那天的温度一直正常", "no_evidence", "the environment metrics call failed"),
   F("风扇转速也没有异常", "no_evidence", "the environment metrics call failed")])

# ---- bC-068 runbook_only, headings -> LOW_CONFID
C(68, ["source:bgl", "format:nl_headings", "class:runbook_only"],
  "RAS 里一堆 ciod: Received signal 15，节点有问题吗？",
  "## 解释\n"
  "按 BGL 运维手册，ciod: Received signal 15 表示作业被调度系统主动发送 SIGTERM 结束，并不是节点故障。\n\n"
  "## 历史\n"
  "知识库里的案例 PI-2005-0917 记录过 signal 15 批量出现，当时是管理员批量取消了作业。\n\n"
  "## 建议\n"
  "可以到调度系统里核对一下同时段的作业取消记录。",
  [inv("kb-68", 1, "lookup_knowledge", {"query": "BGL ciod Received signal 15"},
       KB("BGL ciod Received signal 15",
          CH("bgl-rb-ciod-03", "runbooks/bgl/ciod.md", "runbook", "high",
             "ciod: Received signal 15 表示作业被调度系统主动发送 SIGTERM 结束，并不是节点故障；常见于用户 qdel 或作业超时被杀。"),
          CH("PI-2005-0917", "postmortems/bgl/PI-2005-0917.md", "past_incident", "medium",
             "PI-2005-0917：RAS 中短时间内出现大量 ciod: Received signal 15，排查后确认是管理员批量取消了作业，节点无异常。")))],
  "LOW_CONFID",
  [F("按 BGL 运维手册，ciod: Received signal 15 表示作业被调度系统主动发送 SIGTERM 结束，并不是节点故障", "indirect_support",
     "runbook chunk only, attributed to it"),
   F("知识库里的案例 PI-2005-0917 记录过 signal 15 批量出现，当时是管理员批量取消了作业", "indirect_support",
     "past-incident chunk only")])

# ---- bC-069 runbook_only, raw contract -> LOW_CONFID
A069 = r'''{"answer_version": "1.0", "diagnosis_summary": "Lustre mount FAILED 处理建议", "claims": [{"claim_id": "c1", "claim_type": "root_cause", "claim_text": "根据运维手册，Lustre mount FAILED 一般是 IO 节点到 Lustre MDS 的网络不通或 MDS 负载过高", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "bgl-rb-lustre-01", "tool_name": "lookup_knowledge", "source_invocation_ids": ["kb-69"], "evidence_excerpt": "Lustre mount FAILED 一般是 IO 节点到 Lustre MDS 的网络不通或 MDS 负载过高。"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "按手册，该错误会导致对应 IO 节点下挂的计算节点无法启动作业", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "bgl-rb-lustre-01", "tool_name": "lookup_knowledge", "source_invocation_ids": ["kb-69"], "evidence_excerpt": "该错误会导致对应 IO 节点下挂的计算节点无法启动作业。"}]}, {"claim_id": "c3", "claim_type": "background", "claim_text": "KERNMNTF 是 BGL RAS 中内核挂载失败的错误类别", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "bgl-rb-lustre-01", "tool_name": "lookup_knowledge", "source_invocation_ids": ["kb-69"], "evidence_excerpt": "KERNMNTF 是内核挂载失败的错误类别"}]}], "hypotheses": [], "recommended_actions": ["先 ping 一下 MDS"], "missing_info": ["当前的 RAS 事件"], "user_facing_answer": "建议先从 IO 节点 ping 一下 MDS。"}'''
C(69, ["source:bgl", "format:json_raw", "class:runbook_only"],
  "Lustre mount FAILED 一般是什么原因？影响大吗？",
  A069,
  [inv("kb-69", 1, "lookup_knowledge", {"query": "BGL Lustre mount FAILED KERNMNTF"},
       KB("BGL Lustre mount FAILED KERNMNTF",
          CH("bgl-rb-lustre-01", "runbooks/bgl/lustre.md", "runbook", "high",
             "KERNMNTF 是内核挂载失败的错误类别。Lustre mount FAILED 一般是 IO 节点到 Lustre MDS 的网络不通或 MDS 负载过高。"
             "该错误会导致对应 IO 节点下挂的计算节点无法启动作业。")))],
  "LOW_CONFID",
  [FC("c1", "indirect_support", "runbook chunk only"),
   FC("c2", "indirect_support", "runbook chunk only (claim_type log_finding, so critical)"),
   FC("c3", "indirect_support", "background, non-critical; runbook chunk only")],
  contract=True)

# ---- bC-070 bad_reference (excerpt from another call / unknown id), indented contract -> LOW_CONFID
A070 = r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "6/3 cache parity 与 6/4 ciod 读失败",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "R02-M1-N0-C:J12-U11 在 2005-06-03 15:42 到 15:49 之间 4 次报 instruction cache parity error corrected",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "log", "source_id": "0", "tool_name": "query_logs", "source_invocation_ids": ["call_70b"],
                             "evidence_excerpt": "instruction cache parity error corrected"}]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "2005-06-04 00:24:32 R04-M1-N4-I:J18-U11 上 ciod failed to read message prefix on control stream，对端 172.16.96.116:33569",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "log", "source_id": "0", "tool_name": "query_logs", "source_invocation_ids": ["call_70c"],
                             "evidence_excerpt": "ciod: failed to read message prefix on control stream (CioStream socket to 172.16.96.116:33569"}]
    }
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "需要的话我可以再把 6/4 之后的 APP FATAL 拉一遍。"
}'''
C(70, ["source:bgl", "format:json_indented", "class:bad_reference"],
  "6/3-6/4 R02-M1 和 IO 节点有什么报错？",
  A070,
  [inv("call_70a", 1, "query_logs", {"source": "bgl-ras", "location": "R02-M1-N0-C:J12-U11", "from": "2005-06-03", "to": "2005-06-04", "format": "raw"},
       T("b", (1, 4))),
   inv("call_70b", 1, "query_logs", {"source": "bgl-ras", "facility": "APP", "severity": "FATAL", "from": "2005-06-03", "to": "2005-06-05", "format": "raw"},
       T("b", (9, 10)))],
  "LOW_CONFID",
  [FC("c1", "indirect_support", "content matches lines 1-4 of call_70a, but the binding cites call_70b whose output lacks the excerpt"),
   FC("c2", "indirect_support", "content matches line 9 of call_70b, but the binding cites call_70c, which does not exist")],
  contract=True)

# ---- bC-071 bad_reference (no bindings), contract with text -> LOW_CONFID
A071 = ('根据 RAS 查询，整理如下：\n'
        r'''{"answer_version": "1.0", "diagnosis_summary": "12/4-12/6 零散硬件与内核事件", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "2005-12-06 10:05:04 R12-M0-NC 报 DISCOVERY WARNING：Node card is not fully functional", "support_level": "direct", "evidence_bindings": []}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "2005-12-05 18:10:41 R52-M1-NA-C:J03-U01 报 KERNEL FATAL fraction rounded", "support_level": "direct", "evidence_bindings": []}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "12-06 16:04:30 R01-M0-N0-C:J04-U01 出现 tree C1 wire 的 critical input interrupt 警告，后续同类中断被抑制", "support_level": "direct"}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "如需进一步定位 R12-M0-NC，我可以再查它的 VPD 记录。"}''')
C(71, ["source:bgl", "format:json_with_text", "class:bad_reference"],
  "12/5-12/6 RAS 里有哪些值得注意的事件？",
  A071,
  [inv("ras-71", 1, "ras_event_query", {"from": "2005-12-05", "to": "2005-12-06 23:59"},
       RAS((1946, 1950)))],
  "LOW_CONFID",
  [FC("c1", "indirect_support", "content matches line 1949, but the claim has no binding"),
   FC("c2", "indirect_support", "content matches line 1948, but no binding"),
   FC("c3", "indirect_support", "content matches line 1950, but the claim has no evidence_bindings at all")],
  contract=A071.split("\n", 1)[1])

# ---- bC-072 hedged_distractor + gap in a truncated (malformed) contract -> LOW_CONFID
A072 = r'''{
  "answer_version": "1.0",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "R02-M1-NE 在 2005-06-28 09:53:39 报 DISCOVERY WARNING：Node card is not fully functional",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "tool_name": "query_logs", "source_invocation_ids": ["q72-1"],
                            "evidence_excerpt": "Node card is not fully functional"}]},
    {"claim_id": "c2", "claim_type": "hypothesis",
     "claim_text": "疑似该 node card 的电源模块老化",
     "support_level": "none", "evidence_bindings": []},
    {"claim_id": "c3", "claim_type": "hypothesis",
     "claim_text": "也可能是 06-27 R16-M1-N2-C:J17-U01 的 CE 错误扩散到了 R02-M1",
     "support_level": "none", "evidence_bindings": []},
    {"claim_id": "c4", "claim_type": "log_finding",
     "claim_text": "此后 R02-M1-NE 再没有出现过同类告警",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "tool_name": "query_logs", "source_invocation_ids": ["q72-2"],
                            "evidence_excerpt": "'''
C(72, ["source:bgl", "format:json_malformed", "class:hedged_distractor", "class:gap"],
  "R02-M1-NE 的 node card 告警是什么原因？后来还有吗？",
  A072,
  [inv("q72-1", 1, "query_logs", {"source": "bgl-ras", "from": "2005-06-26", "to": "2005-06-29 18:00", "format": "raw"},
       T("b", (455, 460))),
   inv("q72-2", 2, "query_logs", {"source": "bgl-ras", "location": "R02-M1-NE", "query": "not fully functional", "from": "2005-06-29", "to": "2005-12-31"},
       {"total": 0, "logs": []})],
  "LOW_CONFID",
  [F("R02-M1-NE 在 2005-06-28 09:53:39 报 DISCOVERY WARNING：Node card is not fully functional", "direct_evidence",
     "truncated JSON -> text; line 458"),
   F("此后 R02-M1-NE 再没有出现过同类告警", "no_evidence", "only a no-hit query (total 0)")])
# ================================================================= write
if __name__ == "__main__":
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", len(WINDOWS), "windows")
