#!/usr/bin/env python3
"""Build the bG blind cases (standard library only).

Windows are cut from /work/blind/sources by line number (verbatim lines); answers, queries and
gold labels are hand-written per case below.
"""
import csv
import io
import json
import math
import re
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent

AND = "loghub/Android/Android_2k.log"
WIN = "loghub/Windows/Windows_2k.log"
HEA = "loghub/HealthApp/HealthApp_2k.log"
PRX = "loghub/Proxifier/Proxifier_2k.log"
MAC = "loghub/Mac/Mac_2k.log"
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
APA = "loghub/Apache/Apache_2k.log"
HDF = "loghub/HDFS/HDFS_2k.log"
MET = "nezha/rca_data/2023-01-29/metric/"
NLOG = "nezha/rca_data/2023-01-29/log/08_44_log.csv"

_cache = {}


def lines(rel, a, b):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8", errors="replace").splitlines()
    return _cache[rel][a - 1:b]


def text(rel, a, b):
    return "\n".join(lines(rel, a, b))


AND_RE = re.compile(r"^(\d\d-\d\d \d\d:\d\d:\d\d\.\d+)\s+(\d+)\s+(\d+) ([VDIWEF]) ([^:]+?): (.*)$")
WIN_RE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d), (\w+)\s+(\w+)\s+(.*)$")
MAC_RE = re.compile(r"^(\w{3}\s+\d+ \d\d:\d\d:\d\d) (\S+) ([^\[]+)\[(\d+)\]: (.*)$")


def android_records(a, b):
    recs = []
    for ln in lines(AND, a, b):
        m = AND_RE.match(ln)
        recs.append({"ts": m.group(1), "pid": m.group(2), "tid": m.group(3), "level": m.group(4),
                     "component": m.group(5), "message": m.group(6)})
    return recs


def windows_records(a, b):
    recs = []
    for ln in lines(WIN, a, b):
        m = WIN_RE.match(ln)
        recs.append({"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)})
    return recs


def health_records(a, b):
    recs = []
    for ln in lines(HEA, a, b):
        ts, comp, pid, msg = ln.split("|", 3)
        recs.append({"ts": ts, "component": comp, "pid": pid, "message": msg})
    return recs


def mac_records(a, b):
    recs = []
    for ln in lines(MAC, a, b):
        m = MAC_RE.match(ln)
        recs.append({"ts": m.group(1), "host": m.group(2), "process": m.group(3), "pid": m.group(4),
                     "message": m.group(5)})
    return recs


def nezha_log_records(a, b):
    recs = []
    for ln in lines(NLOG, a, b):
        row = next(csv.reader(io.StringIO(ln)))
        inner = json.loads(row[7])["log"].rstrip("\n")
        level = inner.split()[1]
        recs.append({"ts": row[0], "node": row[2], "pod": row[3], "trace_id": row[5], "span_id": row[6],
                     "level": level, "message": inner})
    return recs


def metric_rows(fname, a, b):
    all_lines = lines(MET + fname, 1, 1) + lines(MET + fname, a, b)
    rd = list(csv.reader(io.StringIO("\n".join(all_lines))))
    head = rd[0]
    return [dict(zip(head, r)) for r in rd[1:]]


def series(fname, col, a, b, service, pod, unit):
    rows = metric_rows(fname, a, b)
    vals = [float(r[col]) for r in rows]
    vals = [v for v in vals if not math.isnan(v)]
    return {"metric": col, "service": service, "pod": pod,
            "from": rows[0]["Time"][:19], "to": rows[-1]["Time"][:19], "points": len(vals),
            "max": round(max(vals), 4), "avg": round(sum(vals) / len(vals), 4), "last": round(vals[-1], 4),
            "unit": unit}


def inv(iid, sid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": sid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": success, "error": error}


def F(fact, verification, note, claim_id=None, critical=True, origin=None):
    d = {"fact": fact}
    if claim_id:
        d["claim_id"] = claim_id
    d["is_critical"] = critical
    d["verification"] = verification
    if origin:
        d["origin"] = origin
    d["note"] = note
    return d


CASES = []
WINDOWS = []


def add(cid, tags, query, answer, invs, verdict, facts, wins):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})
    for iid, rel, a, b in wins:
        WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})


def J(obj, style):
    if style == "raw":
        return json.dumps(obj, ensure_ascii=False)
    if style == "indented":
        return json.dumps(obj, ensure_ascii=False, indent=2)
    if style == "compact":
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    raise ValueError(style)


def B(tool, iids, excerpt, source_type="log", source_id=None):
    return {"source_type": source_type, "source_id": source_id or iids[0], "tool_name": tool,
            "source_invocation_ids": iids, "evidence_excerpt": excerpt}


# ---------------------------------------------------------------- Android
def case_001():
    sid = "bG-001"
    invs = [inv("call_a1f07c", sid, 1, "query_logs",
                {"query": "ActivityManager Bad activity token", "device": "android-test-07",
                 "start": "03-17 16:13:45.000", "end": "03-17 16:13:46.200"},
                text(AND, 85, 100))]
    ans = ("ActivityManager（pid 1702）在 16:13:45.466 打印了 Bad activity token: android.os.BinderProxy@2bd79ce。"
           "同一时刻它还抛出了 java.lang.ClassCastException，提示 android.os.BinderProxy 不能转换为 "
           "com.android.server.am.ActivityRecord$Token。"
           "建议排查调用方传入的 activity token 是否已经失效。")
    facts = [
        F("ActivityManager（pid 1702）在 16:13:45.466 打印了 Bad activity token: android.os.BinderProxy@2bd79ce",
          "direct_evidence", "line 16:13:45.466 1702 W ActivityManager: Bad activity token: android.os.BinderProxy@2bd79ce"),
        F("同一时刻它还抛出了 java.lang.ClassCastException，提示 android.os.BinderProxy 不能转换为 "
          "com.android.server.am.ActivityRecord$Token",
          "direct_evidence", "same timestamp, ActivityManager line with the ClassCastException text, faithful paraphrase"),
    ]
    add(sid, ["source:android", "format:nl_paragraph", "class:faithful", "class:paraphrase_zh"],
        "安卓测试机 16:13:45 左右界面切换异常，ActivityManager 报了什么？", ans, invs, "PASS", facts,
        [("call_a1f07c", AND, 85, 100)])


def case_002():
    sid = "bG-002"
    out = {"total": 16, "logs": android_records(195, 210)}
    invs = [inv("toolu_01Hq7mAnd2", sid, 1, "query_logs",
                {"query": "pid:2227 OR pid:2626", "start": "03-17 16:13:46.600", "end": "03-17 16:13:47.100"}, out)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "锁屏模块 SIM 数据为空，回调注册不在 UI 线程",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "KeyguardUpdateMonitor 在 16:13:46.764 报 E 级日志 isSimPinSecure mSimDatas is null or empty",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["toolu_01Hq7mAnd2"], "isSimPinSecure mSimDatas is null or empty")]},
            {"claim_id": "c2", "claim_type": "root_cause",
             "claim_text": "PhoneInterfaceManager 在 16:13:46.765 抛出 android.util.AndroidRuntimeException: Must execute in UI",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["toolu_01Hq7mAnd2"], "android.util.AndroidRuntimeException: Must execute in UI")]},
        ],
        "hypotheses": [], "recommended_actions": ["检查 SIM 卡状态"], "missing_info": [],
        "user_facing_answer": "推测与 SIM 状态读取有关。建议先检查 SIM 卡状态。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "E line of KeyguardUpdateMonitor at 16:13:46.764", "c1"),
        F(contract["claims"][1]["claim_text"], "contradicted",
          "the exception is logged only by KeyguardUpdateMonitor; PhoneInterfaceManager has its own getDataEnabled lines", "c2"),
    ]
    add(sid, ["source:android", "format:json_raw", "class:misattribution"],
        "16:13:46 锁屏卡住，是哪个组件抛的 AndroidRuntimeException？", J(contract, "raw"), invs, "REJECT", facts,
        [("toolu_01Hq7mAnd2", AND, 195, 210)])


def case_003():
    sid = "bG-003"
    invs = [inv("adb-logcat-3c91", sid, 1, "adb_logcat",
                {"filter": "ActivityManager:* MediaPlayer:*", "since": "03-17 16:15:18"}, text(AND, 1000, 1015))]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "qzone 子进程崩溃，系统已计划重启其服务",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "进程 com.tencent.mobileqq:qzone（pid 12236）在 16:15:19.992 退出（has died）",
             "support_level": "direct",
             "evidence_bindings": [B("adb_logcat", ["adb-logcat-3c91"], "Process com.tencent.mobileqq:qzone (pid 12236) has died")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "ActivityManager 安排在 1 秒后重启崩溃的服务 com.tencent.mobileqq/cooperation.qzone.remote.logic.QzoneWebPluginProxyService",
             "support_level": "direct",
             "evidence_bindings": [B("adb_logcat", ["adb-logcat-3c91"],
                                     "Scheduling restart of crashed service com.tencent.mobileqq/cooperation.qzone.remote.logic.QzoneWebPluginProxyService in 1000ms")]},
            {"claim_id": "c3", "claim_type": "recommendation",
             "claim_text": "建议抓取 qzone 进程的 tombstone 以确认崩溃原因",
             "support_level": "none", "evidence_bindings": []},
        ],
        "hypotheses": [], "recommended_actions": [], "missing_info": ["tombstone"],
        "user_facing_answer": "详见上面的结论。建议关注 qzone 是否反复崩溃。",
    }
    ans = "```json\n" + J(contract, "indented") + "\n```"
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "ActivityManager line 16:15:19.992 Process ... (pid 12236) has died", "c1"),
        F(contract["claims"][1]["claim_text"], "direct_evidence", "in 1000ms = 1 秒; service name verbatim", "c2"),
        F(contract["claims"][2]["claim_text"], "no_evidence", "recommendation, not in any output; non-critical", "c3", critical=False),
    ]
    add(sid, ["source:android", "format:json_fenced", "class:quantity", "class:faithful"],
        "QQ 空间插件 16:15 左右闪退了一下，系统有没有拉起来？", ans, invs, "PASS", facts,
        [("adb-logcat-3c91", AND, 1000, 1015)])


def case_004():
    sid = "bG-004"
    invs = [inv("call_4d0e11", sid, 1, "query_logs",
                {"query": "*", "device": "android-test-07", "start": "03-17 16:13:55.800", "end": "03-17 16:13:58.800"},
                text(AND, 390, 430))]
    ans = ("- 这段窗口内共 11 条 W 级别日志\n"
           "- 这些 W 日志全部由 ActivityManager 打出\n"
           "- 其中 10 条是 getRunningAppProcesses: caller 10091 does not hold REAL_GET_TASKS; limiting output\n"
           "- 剩下 1 条来自 caller 10113\n"
           "- pid 12025 的进程记录在 16:13:55.937 被 cleanUpApplicationRecordLocked 清理，restart: false\n"
           "- 建议核对 uid 10091 对应的应用是否在频繁轮询进程列表")
    facts = [
        F("这段窗口内共 11 条 W 级别日志", "direct_evidence", "11 lines with level W in the returned window"),
        F("这些 W 日志全部由 ActivityManager 打出", "direct_evidence", "every W line has tag ActivityManager"),
        F("其中 10 条是 getRunningAppProcesses: caller 10091 does not hold REAL_GET_TASKS; limiting output",
          "direct_evidence", "10 such lines for caller 10091"),
        F("剩下 1 条来自 caller 10113", "direct_evidence", "one W line at 16:13:56.177 for caller 10113"),
        F("pid 12025 的进程记录在 16:13:55.937 被 cleanUpApplicationRecordLocked 清理，restart: false",
          "direct_evidence", "cleanUpApplicationRecordLocked, pid: 12025, restart: false at 16:13:55.937"),
    ]
    add(sid, ["source:android", "format:nl_bullets", "class:quantity", "class:faithful"],
        "16:13:55 这几秒 WARN 很多，统计一下都是什么？", ans, invs, "PASS", facts,
        [("call_4d0e11", AND, 390, 430)])


def case_005():
    sid = "bG-005"
    out = {"total": 13, "logs": android_records(228, 240)}
    invs = [inv("inv-5", sid, 1, "query_logs", {"query": "pid:1702 OR pid:2227", "around": "03-17 16:13:47.150"}, out)]
    ans = ("看了下 16:13:47 这段, ActivityManager 报了一条 E: applyOptionsLocked: Unknown animationType=2\n"
           "NotificationManager 在同一时刻 cancel 了 com.tencent.mobileqq 的通知\n"
           "应该是动画参数传错了 (猜测)")
    facts = [
        F("看了下 16:13:47 这段, ActivityManager 报了一条 E: applyOptionsLocked: Unknown animationType=2",
          "contradicted", "the E line says animationType=0, not 2"),
        F("NotificationManager 在同一时刻 cancel 了 com.tencent.mobileqq 的通知", "direct_evidence",
          "16:13:47.150 cancelNotificationLocked,remove =com.tencent.mobileqq"),
    ]
    add(sid, ["source:android", "format:nl_sloppy", "class:value_wrong", "class:hedged_distractor"],
        "点通知后 16:13:47 有个 E 级日志，具体内容是什么？", ans, invs, "REJECT", facts,
        [("inv-5", AND, 228, 240)])


def case_006():
    sid = "bG-006"
    invs = [
        inv("call_6b2e90", sid, 1, "query_logs",
            {"query": "\"FATAL EXCEPTION\" com.tencent.qt.qtl", "start": "03-17 16:13:00", "end": "03-17 16:16:30"},
            {"total": 0, "logs": []}),
        inv("call_6b2e91", sid, 1, "adb_shell", {"cmd": "ls -lt /data/tombstones"}, None, False,
            "adb: error: device 'android-test-07' offline"),
    ]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "未发现应用崩溃",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "com.tencent.qt.qtl 在 16:13 到 16:16 之间没有发生 FATAL EXCEPTION 崩溃",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_6b2e90"], "total: 0")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "tombstone 目录里没有新的崩溃记录",
             "support_level": "direct",
             "evidence_bindings": [B("adb_shell", ["call_6b2e91"], "/data/tombstones", source_type="shell")]},
        ],
        "hypotheses": [], "recommended_actions": ["设备重新上线后重新抓取 tombstone"], "missing_info": ["tombstone 列表"],
        "user_facing_answer": "建议设备重新连接后再抓一次 tombstone。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "no_evidence", "only a no-hit query; absence is not proven", "c1"),
        F(contract["claims"][1]["claim_text"], "no_evidence", "the adb_shell call failed (device offline)", "c2"),
    ]
    add(sid, ["source:android", "format:json_indented", "class:gap", "class:negation"],
        "掌上英雄联盟 16:14 附近闪退了吗？帮我查崩溃日志", J(contract, "indented"), invs, "LOW_CONFID", facts, [])


def case_007():
    sid = "bG-007"
    invs = [inv("f3a9c2e1-7d44-4b0e-9a51-0c6f2b7d8e10", sid, 1, "search_logcat",
                {"keyword": "XGPushService OR shouldBlockLocation", "window": "03-17 16:15:02/16:15:06"},
                text(AND, 910, 920))]
    ans = ("XGPushService 起不来: ActivityManager 16:15:03.502 报 Unable to start service, "
           "cmp=com.qqgame.hldzz/com.tencent.android.tpush.service.XGPushService, not found\n"
           "PhoneInterfaceManager 那边 shouldBlockLocation 返回 ret:false\n"
           "建议确认 com.qqgame 的推送组件有没有被卸载")
    facts = [
        F("XGPushService 起不来: ActivityManager 16:15:03.502 报 Unable to start service, "
          "cmp=com.qqgame.hldzz/com.tencent.android.tpush.service.XGPushService, not found",
          "contradicted", "the log has cmp=com.qqgame.hlddz/...; com.qqgame.hldzz is one character off (fabricated)"),
        F("PhoneInterfaceManager 那边 shouldBlockLocation 返回 ret:false", "direct_evidence",
          "16:15:02.087 PhoneInterfaceManager: shouldBlockLocation  ret:false"),
    ]
    add(sid, ["source:android", "format:nl_sloppy", "class:fabricated_id"],
        "欢乐斗地主的推送保活服务为什么启动不了？", ans, invs, "REJECT", facts,
        [("f3a9c2e1-7d44-4b0e-9a51-0c6f2b7d8e10", AND, 910, 920)])


def case_008():
    sid = "bG-008"
    out = {"total": 16, "logs": android_records(1005, 1020)}
    invs = [inv("call_08qz", sid, 1, "query_logs", {"query": "qzone OR 12236", "start": "03-17 16:15:19", "end": "03-17 16:15:21"}, out)]
    ans = ("## 结论\n"
           "com.tencent.mobileqq:qzone 进程（pid 12236）在 16:15:19.992 挂掉了。\n"
           "## 原因\n"
           "用户当时在设置里把 QQ 的后台权限关掉了。\n"
           "## 后续\n"
           "ActivityManager 已经安排 1000ms 后重启 QzoneWebPluginProxyService。\n"
           "建议观察后续是否再次退出。")
    facts = [
        F("com.tencent.mobileqq:qzone 进程（pid 12236）在 16:15:19.992 挂掉了", "direct_evidence",
          "Process com.tencent.mobileqq:qzone (pid 12236) has died at 16:15:19.992"),
        F("用户当时在设置里把 QQ 的后台权限关掉了", "no_evidence", "no record mentions a user or a permission change"),
        F("ActivityManager 已经安排 1000ms 后重启 QzoneWebPluginProxyService", "direct_evidence",
          "Scheduling restart of crashed service ...QzoneWebPluginProxyService in 1000ms"),
    ]
    add(sid, ["source:android", "format:nl_headings", "class:unsupported_cause"],
        "QQ 空间进程为什么被杀了？", ans, invs, "LOW_CONFID", facts,
        [("call_08qz", AND, 1005, 1020)])


def case_009():
    sid = "bG-009"
    invs = [inv("call_pms_0940", sid, 1, "query_logs",
                {"query": "*", "start": "03-17 16:15:22.100", "end": "03-17 16:15:25.450"}, text(AND, 1040, 1078))]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "电源管理模块无告警，告警均为 ActivityManager 的权限检查",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "该时间段内 PowerManagerService 只打了 D 级别日志，一条 WARNING 都没有",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_pms_0940"],
                                     "D PowerManagerService: userActivityNoUpdateLocked: eventTime=261949797, event=2, flags=0x0, uid=1000")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "同一时段的 W 日志都来自 ActivityManager 的 REAL_GET_TASKS 权限检查",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", [], "getTasks: caller 10111 does not hold REAL_GET_TASKS; limiting output",
                                     source_id="T1")]},
            {"claim_id": "c3", "claim_type": "hypothesis",
             "claim_text": "返回键后的卡顿可能与电源管理无关",
             "support_level": "none", "evidence_bindings": []},
        ],
        "hypotheses": ["卡顿可能与电源管理无关"], "recommended_actions": ["把排查重点放在 ActivityManager"], "missing_info": [],
        "user_facing_answer": "PowerManagerService 这段时间一条 WARNING 都没有。建议把排查重点放在 ActivityManager。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence",
          "all four PowerManagerService lines in the window are level D; denial true", "c1"),
        F(contract["claims"][1]["claim_text"], "direct_evidence",
          "every W line in the window is ActivityManager getTasks/getRunningAppProcesses ... REAL_GET_TASKS; T1 = the only call", "c2"),
        F(contract["claims"][2]["claim_text"], "no_evidence", "hypothesis, non-critical", "c3", critical=False),
    ]
    add(sid, ["source:android", "format:json_indented", "class:negation", "class:faithful", "class:excerpt_format"],
        "16:15:25 按返回键卡了一下，PowerManagerService 有没有告警？", J(contract, "indented"), invs, "PASS", facts,
        [("call_pms_0940", AND, 1040, 1078)])


def case_010():
    sid = "bG-010"
    invs = [inv("call_kgm_10", sid, 1, "query_logs", {"query": "KeyguardUpdateMonitor", "pid": 2227,
                                                      "start": "03-17 16:13:46.600"}, text(AND, 196, 206))]
    ans = ("**现象**：KeyguardUpdateMonitor 在 16:13:46.764 先报出 E 级日志 isSimPinSecure mSimDatas is null or empty。\n"
           "**时序**：两秒之后，它才开始报 registerCallback not in UI。\n"
           "**建议**：检查 KeyguardMonitor 的回调是否在非 UI 线程注册。")
    facts = [
        F("KeyguardUpdateMonitor 在 16:13:46.764 先报出 E 级日志 isSimPinSecure mSimDatas is null or empty",
          "direct_evidence", "E line at 16:13:46.764"),
        F("两秒之后，它才开始报 registerCallback not in UI", "contradicted",
          "registerCallback not in UI is at 16:13:46.765, 1 ms later, not two seconds"),
    ]
    add(sid, ["source:android", "format:nl_bold_labels", "class:time_wrong"],
        "锁屏模块 16:13:46 的报错顺序是怎样的？", ans, invs, "REJECT", facts,
        [("call_kgm_10", AND, 196, 206)])


# ---------------------------------------------------------------- Windows
def case_011():
    sid = "bG-011"
    invs = [inv("call_cbs_4471", sid, 1, "query_logs",
                {"source": "C:\\Windows\\Logs\\CBS\\CBS.log", "start": "2016-09-28 04:30:31", "end": "2016-09-28 04:30:31"},
                text(WIN, 4, 22))]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "TrustedInstaller 正常启动，SQM 上报失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "TrustedInstaller 服务于 2016-09-28 04:30:31 启动成功",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_cbs_4471"], "TrustedInstaller service starts successfully.")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "SQM 上传未发送报告失败，HRESULT 为 0x80004005（E_FAIL）",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_cbs_4471"],
                                     "2016-09-28 04:30:31, Info                  CBS    SQM: Warning: Failed to upload all unsent reports. [HRESULT = 0x80004005 - E_FAIL]")]},
            {"claim_id": "c3", "claim_type": "log_finding",
             "claim_text": "这次启动不需要执行 startup processing",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_cbs_4471"], "NonStart: Success, startup processing not required as expected.")]},
        ],
        "hypotheses": [], "recommended_actions": ["单独跟进 SQM 上报失败"], "missing_info": [],
        "user_facing_answer": "TrustedInstaller 已正常启动。SQM 上报失败建议单独跟进。",
    }
    ans = "以下是 CBS 日志的分析结果：\n" + J(contract, "raw")
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "TrustedInstaller service starts successfully at 04:30:31", "c1"),
        F(contract["claims"][1]["claim_text"], "direct_evidence", "excerpt is the whole log line; code 0x80004005 E_FAIL", "c2"),
        F(contract["claims"][2]["claim_text"], "direct_evidence", "NonStart: Success, startup processing not required", "c3"),
    ]
    add(sid, ["source:windows", "format:json_with_text", "class:excerpt_format", "class:faithful"],
        "Windows 更新服务 9 月 28 日凌晨启动时有没有问题？", ans, invs, "PASS", facts,
        [("call_cbs_4471", WIN, 4, 22)])


def case_012():
    sid = "bG-012"
    out = {"total": 29, "logs": windows_records(925, 953)}
    invs = [inv("es-q-0912", sid, 1, "es_query",
                {"index": "winlogs-cbs-2016.09.28", "query": "component:CBS OR component:CSI", "size": 50}, out)]
    ans = ("CBS 在 2016-09-28 04:23:17 报 Failed to create backup log cab，错误码 0x80070001（ERROR_INVALID_FUNCTION）。"
           "之后 04:40:53 开始 Scavenge，并在 04:40:54 以 disposition 0X1 完成。"
           "TrustedInstaller 主循环在 04:40:55 结束。"
           "这个备份日志失败可能只是权限问题，不排除与磁盘有关。")
    facts = [
        F("CBS 在 2016-09-28 04:23:17 报 Failed to create backup log cab，错误码 0x80070001（ERROR_INVALID_FUNCTION）",
          "no_evidence", "the record is at 04:32:17; no record has 04:23:17"),
        F("之后 04:40:53 开始 Scavenge，并在 04:40:54 以 disposition 0X1 完成", "direct_evidence",
          "Scavenge: Starts 04:40:53; Scavenge: Completed, disposition: 0X1 04:40:54"),
        F("TrustedInstaller 主循环在 04:40:55 结束", "direct_evidence", "Ending the TrustedInstaller main loop. 04:40:55"),
    ]
    add(sid, ["source:windows", "format:nl_paragraph", "class:time_wrong", "class:hedged_distractor"],
        "CBS 备份日志失败是几点发生的？后面清理做完了吗？", ans, invs, "LOW_CONFID", facts,
        [("es-q-0912", WIN, 925, 953)])


def case_013():
    sid = "bG-013"
    invs = [inv("call_w13_boot", sid, 1, "query_logs",
                {"source": "CBS.log", "start": "2016-09-29 00:00:40", "end": "2016-09-29 00:00:47"}, text(WIN, 954, 976))]
    ans = ("9 月 29 日 00:00:44 TrustedInstaller 重新开始初始化。"
           "这次启动过程中 CBS 没有任何报错，一切正常。"
           "随后 00:00:46 服务启动成功。")
    facts = [
        F("9 月 29 日 00:00:44 TrustedInstaller 重新开始初始化", "direct_evidence",
          "2016-09-29 00:00:44 Starting TrustedInstaller initialization."),
        F("这次启动过程中 CBS 没有任何报错，一切正常", "contradicted",
          "CBS lines at 00:00:46 show SQM: Failed ... [HRESULT = 0x80004005 - E_FAIL]"),
        F("随后 00:00:46 服务启动成功", "direct_evidence", "TrustedInstaller service starts successfully. at 00:00:46"),
    ]
    add(sid, ["source:windows", "format:nl_paragraph", "class:negation"],
        "29 号零点那次 TrustedInstaller 启动干净吗？", ans, invs, "REJECT", facts,
        [("call_w13_boot", WIN, 954, 976)])


def case_014():
    sid = "bG-014"
    out = {"total": 25, "logs": windows_records(26, 50)}
    invs = [inv("call_0e14aa", sid, 1, "query_logs",
                {"query": "CBS_E_MANIFEST_INVALID_ITEM OR packageExtended", "start": "2016-09-28 04:30:31",
                 "end": "2016-09-28 04:30:31", "limit": 25}, out)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "清单解析报错",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "这批 CBS 日志里共有 8 条 Failed to get next element，错误码均为 0x800f080d（CBS_E_MANIFEST_INVALID_ITEM）",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_0e14aa"],
                                     "{\"component\": \"CBS\", \"message\": \"Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]\"}")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "Warning: Unrecognized packageExtended attribute 在同一批日志中出现了 9 次",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_0e14aa"], "Warning: Unrecognized packageExtended attribute.")]},
        ],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "这些清单解析报错全部集中在 04:30:31 这一秒。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "8 of the 25 records are Failed to get next element with 0x800f080d", "c1"),
        F(contract["claims"][1]["claim_text"], "direct_evidence", "9 Warning: Unrecognized packageExtended attribute records", "c2"),
        F("这些清单解析报错全部集中在 04:30:31 这一秒", "direct_evidence", "all 25 records have ts 2016-09-28 04:30:31",
          origin="answer_extra"),
    ]
    add(sid, ["source:windows", "format:json_compact", "class:quantity", "class:excerpt_format"],
        "CBS 的 manifest 报错一共多少条？", J(contract, "compact"), invs, "PASS", facts,
        [("call_0e14aa", WIN, 26, 50)])


def case_015():
    sid = "bG-015"
    invs = [inv("call_w15", sid, 1, "search_eventlog",
                {"log": "CBS", "from": "2016-09-29T00:01:46", "to": "2016-09-29T00:01:46"}, text(WIN, 991, 1010))]
    ans = ("- 00:01:46 这一秒 CBS 连续报了 9 条 Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]\n"
           "- 同一批日志里还有 Expecting attribute name 的记录，错误码同样是 0x800f080d\n"
           "- 问题从 00:05:46 开始一直持续\n"
           "- 建议检查对应更新包的 manifest")
    facts = [
        F("00:01:46 这一秒 CBS 连续报了 9 条 Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]",
          "contradicted", "the window holds 6 such lines, not 9"),
        F("同一批日志里还有 Expecting attribute name 的记录，错误码同样是 0x800f080d", "direct_evidence",
          "Expecting attribute name [HRESULT = 0x800f080d - ...] lines present"),
        F("问题从 00:05:46 开始一直持续", "no_evidence", "no record at 00:05:46"),
    ]
    add(sid, ["source:windows", "format:nl_bullets", "class:count_wrong", "class:time_wrong"],
        "29 号凌晨 CBS 清单报错有多少条？", ans, invs, "REJECT", facts,
        [("call_w15", WIN, 991, 1010)])


def case_016():
    sid = "bG-016"
    invs = [inv("toolu_016TIsvc", sid, 1, "get_cbs_log", {"host": "WIN7-SP1-X64", "head": 10}, text(WIN, 1, 10))]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "TrustedInstaller 启动失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "TrustedInstaller 服务在 04:30:31 启动失败",
             "support_level": "direct",
             "evidence_bindings": [B("get_cbs_log", ["toolu_016TIsvc"], "TrustedInstaller service starts successfully.")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "SQM 以在线模式初始化，Windows opt-in 为 False",
             "support_level": "direct",
             "evidence_bindings": [B("get_cbs_log", ["toolu_016TIsvc"], "SQM: Initializing online with Windows opt-in: False")]},
        ],
        "hypotheses": [], "recommended_actions": ["检查 TrustedInstaller 服务的启动类型"], "missing_info": [],
        "user_facing_answer": "建议检查 TrustedInstaller 服务的启动类型。",
    }
    ans = "```json\n" + J(contract, "indented") + "\n```"
    facts = [
        F(contract["claims"][0]["claim_text"], "contradicted", "the log says TrustedInstaller service starts successfully.", "c1"),
        F(contract["claims"][1]["claim_text"], "direct_evidence", "SQM: Initializing online with Windows opt-in: False", "c2"),
    ]
    add(sid, ["source:windows", "format:json_fenced", "class:status_wrong"],
        "更新一直装不上，TrustedInstaller 服务起来了吗？", ans, invs, "REJECT", facts,
        [("toolu_016TIsvc", WIN, 1, 10)])


def case_017():
    sid = "bG-017"
    out = {"total": 16, "logs": windows_records(343, 358)}
    kb = {"query": "CBS_E_INVALID_PACKAGE 0x800f0805",
          "chunks": [
              {"chunk_id": "kb-win-0231", "source_doc": "runbooks/windows-update-cbs.md", "retrieval_layer": "runbook",
               "relevance": "high", "deduped": False,
               "content": "0x800f0805 (CBS_E_INVALID_PACKAGE)：WindowsUpdateAgent 请求的更新包在本地组件存储中已损坏或缺失。"
                          "处理方式：先执行 DISM /Online /Cleanup-Image /RestoreHealth，再重新扫描更新。"},
              {"chunk_id": "kb-win-0198", "source_doc": "incidents/2016-07-kb3177467.md", "retrieval_layer": "past_incident",
               "relevance": "medium", "deduped": False,
               "content": "历史案例：某批 Win7 SP1 机器 CBS.log 大量出现 Failed to internally open package，最终通过 DISM 修复组件存储解决。"},
          ]}
    invs = [inv("call_w17_logs", sid, 1, "query_logs", {"query": "CBS_E_INVALID_PACKAGE OR Session", "start": "2016-09-28 04:30:33"}, out),
            inv("call_w17_kb", sid, 2, "lookup_knowledge", {"query": "CBS_E_INVALID_PACKAGE 0x800f0805"}, kb)]
    ans = ("**知识库结论**：根据知识库，CBS_E_INVALID_PACKAGE 表示 WindowsUpdateAgent 请求的更新包在本地组件存储中已损坏或缺失。\n"
           "**运维手册**：按运维手册，这类 0x800f0805 错误可以先执行 DISM /RestoreHealth 修复组件存储。\n"
           "**建议**：修复后重新扫描一次更新。")
    facts = [
        F("根据知识库，CBS_E_INVALID_PACKAGE 表示 WindowsUpdateAgent 请求的更新包在本地组件存储中已损坏或缺失",
          "indirect_support", "attributed to the knowledge base; chunk kb-win-0231 says so; logs only show the code"),
        F("按运维手册，这类 0x800f0805 错误可以先执行 DISM /RestoreHealth 修复组件存储", "indirect_support",
          "attributed to the runbook; only kb-win-0231 supports it"),
    ]
    add(sid, ["source:windows", "format:nl_bold_labels", "class:runbook_only"],
        "CBS_E_INVALID_PACKAGE 是什么意思，怎么处理？", ans, invs, "LOW_CONFID", facts,
        [("call_w17_logs", WIN, 343, 358)])


def case_018():
    sid = "bG-018"
    invs = [inv("call_win_71", sid, 1, "query_logs", {"query": "Unloading offline registry hive OR backup log cab",
                                                      "start": "2016-09-29 00:03:00"}, text(WIN, 1093, 1103))]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "离线 hive 卸载完成后备份日志失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "00:03:19 CBS 依次卸载了 HarddiskVolumeShadowCopy2 上的离线注册表 hive（SOFTWARE、SYSTEM、SECURITY、SAM 等）",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_win_77"],
                                     "Unloading offline registry hive: {bf1a281b-ad7b-4476-ac95-f47682990ce7}GLOBALROOT/Device/HarddiskVolumeShadowCopy2/Windows/System32/config/SOFTWARE")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "00:03:25 又出现一次 Failed to create backup log cab，HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_win_71"], "Failed to create backup log cab. [HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION]")]},
        ],
        "hypotheses": [], "recommended_actions": ["确认卷影副本是否可写"], "missing_info": [],
        "user_facing_answer": "建议确认卷影副本是否可写。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "indirect_support",
          "content is in call_win_71 but the binding names call_win_77, which does not exist", "c1"),
        F(contract["claims"][1]["claim_text"], "direct_evidence", "line at 00:03:25 in call_win_71", "c2"),
    ]
    add(sid, ["source:windows", "format:json_indented", "class:bad_reference"],
        "离线镜像处理完之后 CBS 报了什么？", J(contract, "indented"), invs, "PASS", facts,
        [("call_win_71", WIN, 1093, 1103)])


def case_019():
    sid = "bG-019"
    out = {"total": 37, "logs": windows_records(954, 990)}
    invs = [inv("call_w19_9a", sid, 1, "query_logs", {"query": "*", "start": "2016-09-29 00:00:00", "end": "2016-09-29 00:01:10"}, out)]
    ans = ("TrustedInstaller 9/29 00:00:44 重新 init, 00:00:46 进 main loop\n"
           "offline image 是 read-only, 所以 manifest caching 被关了\n"
           "这次是管理员远程登录后手动点了检查更新\n"
           "SPP 在 00:01:03 建了一个 session 11152_142416105")
    facts = [
        F("TrustedInstaller 9/29 00:00:44 重新 init, 00:00:46 进 main loop", "direct_evidence",
          "Starting TrustedInstaller initialization 00:00:44; Starting the TrustedInstaller main loop 00:00:46"),
        F("offline image 是 read-only, 所以 manifest caching 被关了", "direct_evidence",
          "Offline image is: read-only; Disabling manifest caching, because the image is not writeable."),
        F("这次是管理员远程登录后手动点了检查更新", "no_evidence", "no record about an administrator or a manual check"),
        F("SPP 在 00:01:03 建了一个 session 11152_142416105", "direct_evidence",
          "Session: 11152_142416105 initialized by client SPP. at 00:01:03"),
    ]
    add(sid, ["source:windows", "format:nl_sloppy", "class:unsupported_cause"],
        "29 号零点 CBS 为什么又跑起来了？", ans, invs, "LOW_CONFID", facts,
        [("call_w19_9a", WIN, 954, 990)])


# ---------------------------------------------------------------- HealthApp
def case_020():
    sid = "bG-020"
    out = {"total": 21, "logs": health_records(715, 735)}
    invs = [inv("call_hh_20", sid, 1, "query_logs", {"query": "HiH_* OR Step_LSC", "start": "20171223-22:19:58:370",
                                                     "end": "20171223-22:19:58:420"}, out)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "健康数据批量入库失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "HiH_HiHealthBinder 在 22:19:58 批量写入失败，errorCode = 4，errorMessage = ERR_DATA_INSERT",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_hh_20"],
                                     "insertHiHealthData() bulkSaveDetailHiHealthData fail errorCode = 4,errorMessage = ERR_DATA_INSERT")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "HiH_HiHealthDataInsertStore 对 type 40003 和 40005 的 saveOneDetailData 都失败了",
             "support_level": "direct",
             "evidence_bindings": [
                 B("query_logs", ["call_hh_20"],
                   "{\"component\": \"HiH_HiHealthDataInsertStore\", \"message\": \"saveHealthDetailData() saveOneDetailData fail hiHealthData = 1513958400000,type = 40003\"}"),
                 B("query_logs", ["call_hh_20"],
                   "{\"message\": \"saveHealthDetailData() saveOneDetailData fail hiHealthData = 1513958400000,type = 40005\", \"component\": \"HiH_HiHealthDataInsertStore\"}")]},
            {"claim_id": "c3", "claim_type": "log_finding",
             "claim_text": "Step_LSC 随后记录了 uploadStaticsToDB failed message=true",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_hh_20"], "uploadStaticsToDB failed message=true")]},
        ],
        "hypotheses": [], "recommended_actions": ["检查本地数据库是否可写"], "missing_info": [],
        "user_facing_answer": "HiH_HiHealthBinder 的批量写入以 ERR_DATA_INSERT 失败。建议检查本地数据库是否可写。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "excerpt is the message alone of the HiH_HiHealthBinder record", "c1"),
        F(contract["claims"][1]["claim_text"], "direct_evidence", "two records as JSON subsets, fields in another order", "c2"),
        F(contract["claims"][2]["claim_text"], "direct_evidence", "Step_LSC record at 22:19:58:411 after the binder failure", "c3"),
    ]
    add(sid, ["source:healthapp", "format:json_raw", "class:excerpt_format"],
        "华为健康 22:19 同步步数失败，入库那一步报了什么错？", J(contract, "raw"), invs, "PASS", facts,
        [("call_hh_20", HEA, 715, 735)])


def case_021():
    sid = "bG-021"
    invs = [inv("call_hh_21", sid, 1, "grep_app_log", {"app": "com.huawei.health", "pattern": "HiH_", "at": "22:19:58"},
                text(HEA, 714, 734))]
    ans = ("HiH_HiHealthDataInsertStore 在 22:19:58 对 type = 40003 的明细数据写入成功。"
           "HiH_DataStatManager 同时把 type=40002 的当日统计从 6983.0 更新为 7163.0。"
           "HiH_HiHealthBinder 这次 insertHiHealthData() 的 size = 4。")
    facts = [
        F("HiH_HiHealthDataInsertStore 在 22:19:58 对 type = 40003 的明细数据写入成功", "contradicted",
          "the record says saveOneDetailData fail ... type = 40003 (opposite predicate)"),
        F("HiH_DataStatManager 同时把 type=40002 的当日统计从 6983.0 更新为 7163.0", "direct_evidence",
          "new date =20171223, type=40002,7163.0,old=6983.0"),
        F("HiH_HiHealthBinder 这次 insertHiHealthData() 的 size = 4", "direct_evidence",
          "insertHiHealthData() size = 4,app = 1,..."),
    ]
    add(sid, ["source:healthapp", "format:nl_paragraph", "class:paraphrase_zh", "class:status_wrong"],
        "22:19:58 那次健康数据写库结果怎么样？", ans, invs, "REJECT", facts,
        [("call_hh_21", HEA, 714, 734)])


def case_022():
    sid = "bG-022"
    out = {"total": 21, "logs": health_records(300, 320)}
    invs = [inv("call_hh_22", sid, 1, "query_logs", {"query": "Step_*", "start": "20171223-22:15:56", "end": "20171223-22:17:20"}, out)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "计步模块在持续上报",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "22:15:58 时 Step_ExtSDM 计算的 totalCalories=127761",
             "support_level": "direct", "evidence_bindings": []},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "Step_StandReportReceiver 随后上报了 REPORT : 7054 5036 151096 240",
             "support_level": "direct", "evidence_bindings": []},
        ],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "如需逐条原始日志请告诉我。",
    }
    ans = "以下是结构化结论：\n" + J(contract, "indented") + "\n如需更多细节请告诉我。"
    facts = [
        F(contract["claims"][0]["claim_text"], "indirect_support",
          "calculateCaloriesWithCache totalCalories=127761 at 22:15:58:170 exists, but the claim has no binding", "c1"),
        F(contract["claims"][1]["claim_text"], "indirect_support",
          "REPORT line exists at 22:16:0:162, but the claim has no binding", "c2"),
    ]
    add(sid, ["source:healthapp", "format:json_with_text", "class:bad_reference"],
        "计步服务 22:16 前后上报的数据是多少？", ans, invs, "LOW_CONFID", facts,
        [("call_hh_22", HEA, 300, 320)])


# ---------------------------------------------------------------- Proxifier
PRX_RE = re.compile(r"^\[(.*?)\] (.*?) - (.*)$")


def proxifier_records(a, b):
    recs = []
    for ln in lines(PRX, a, b):
        m = PRX_RE.match(ln)
        recs.append({"ts": m.group(1), "program": m.group(2), "message": m.group(3)})
    return recs


def case_023():
    sid = "bG-023"
    invs = [inv("call_px_23", sid, 1, "query_logs", {"source": "Proxifier.log", "start": "10.30 17:11", "end": "10.30 17:18"},
                text(PRX, 248, 258))]
    ans = ("- QQ.exe 在 17:15:42 连接 tcpconn6.tencent.com:443 时报错，连接请求在完成前被取消\n"
           "- 17:16:10 QQ.exe 连 tcpconn4.tencent.com:80 也失败了，代理 proxy.cse.cuhk.edu.hk:5070 意外关闭了连接\n"
           "- chrome.exe 在 17:12:14 关闭的一条连接发送了约 35 KB，存活 04:12\n"
           "- 建议检查代理服务器对长连接的超时策略")
    facts = [
        F("QQ.exe 在 17:15:42 连接 tcpconn6.tencent.com:443 时报错，连接请求在完成前被取消", "direct_evidence",
          "A connection request was canceled before the completion. at 17:15:42"),
        F("17:16:10 QQ.exe 连 tcpconn4.tencent.com:80 也失败了，代理 proxy.cse.cuhk.edu.hk:5070 意外关闭了连接",
          "direct_evidence", "Could not connect through proxy ... - Proxy closed the connection unexpectedly."),
        F("chrome.exe 在 17:12:14 关闭的一条连接发送了约 35 KB，存活 04:12", "direct_evidence",
          "35850 bytes (35.0 KB) sent, lifetime 04:12"),
    ]
    add(sid, ["source:proxifier", "format:nl_bullets", "class:faithful", "class:paraphrase_zh", "class:quantity"],
        "QQ 17:15 左右登不上，代理日志怎么说？", ans, invs, "PASS", facts,
        [("call_px_23", PRX, 248, 258)])


def case_024():
    sid = "bG-024"
    out = {"total": 33, "logs": proxifier_records(905, 937)}
    kb = {"query": "Proxifier status code 403",
          "chunks": [{"chunk_id": "kb-prx-007", "source_doc": "runbooks/proxifier.md", "retrieval_layer": "runbook",
                      "relevance": "high", "deduped": False,
                      "content": "Proxifier 报 status code 403 时，表示上游代理的 ACL 拒绝了对该目标的连接。"
                                 "本地回环地址（127.0.0.1）不应经过代理，应配置直连规则。"}]}
    invs = [inv("call_px_24a", sid, 1, "query_logs", {"source": "Proxifier.log", "start": "10.30 21:08", "end": "10.30 21:18"}, out),
            inv("call_px_24b", sid, 1, "lookup_knowledge", {"query": "Proxifier status code 403"}, kb)]
    ans = ("21:08:03 和 21:13:23 两次，spoolsv.exe 访问 127.0.0.1:135 都无法通过代理建立连接，返回 status code 403。"
           "YodaoDict.exe 在这段时间共有 16 条 A connection request was canceled before the completion 报错。"
           "按 Proxifier 的运维手册，status code 403 表示上游代理的 ACL 拒绝了该目标。"
           "可能是代理把本地回环地址也转发了出去。"
           "也许有道词典的图片 CDN 当时被限速了，目前无法确认。"
           "建议把 127.0.0.1 加入 Proxifier 的直连规则。")
    facts = [
        F("21:08:03 和 21:13:23 两次，spoolsv.exe 访问 127.0.0.1:135 都无法通过代理建立连接，返回 status code 403",
          "direct_evidence", "two spoolsv.exe *64 records with status code 403 at those times"),
        F("YodaoDict.exe 在这段时间共有 16 条 A connection request was canceled before the completion 报错",
          "direct_evidence", "16 YodaoDict.exe error records, all with that message"),
        F("按 Proxifier 的运维手册，status code 403 表示上游代理的 ACL 拒绝了该目标", "indirect_support",
          "attributed to the runbook; chunk kb-prx-007"),
    ]
    add(sid, ["source:proxifier", "format:nl_paragraph", "class:hedged_distractor", "class:quantity", "class:runbook_only"],
        "晚上 9 点多打印服务和有道词典都连不上网，看下代理日志", ans, invs, "PASS", facts,
        [("call_px_24a", PRX, 905, 937)])


def case_025():
    sid = "bG-025"
    invs = [inv("call_px_25", sid, 1, "query_logs", {"source": "Proxifier.log", "level": "any", "start": "10.30 17:59", "end": "10.30 18:07"},
                text(PRX, 436, 486))]
    ans = ("{'answer_version': '1.0', 'claims': [\n"
           "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'Skype.exe 连接 86.99.222.235:443 失败，代理返回 status code 403', "
           "'support_level': 'direct', 'evidence_bindings': [{'source_type': 'log', 'source_id': 'call_px_25', 'tool_name': 'query_logs', "
           "'source_invocation_ids': ['call_px_25'], 'evidence_excerpt': 'Skype.exe - 86.99.222.235:443 error'}]},\n"
           "  {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'FlashPlayerPlugin_18_0_0_209.exe 在 18:00:12 无法通过代理连接 formi.baidu.com:843', "
           "'support_level': 'direct', 'evidence_bindings': [{'source_type': 'log', 'source_id': 'call_px_25', 'tool_name': 'query_logs', "
           "'source_invocation_ids': ['call_px_25'], 'evidence_excerpt': 'formi.baidu.com:843 error'}]}\n"
           "], 'user_facing_answer': '建议检查代理 ACL。'}")
    facts = [
        F("Skype.exe 连接 86.99.222.235:443 失败，代理返回 status code 403", "contradicted",
          "Skype.exe's own record says Proxy closed the connection unexpectedly; 403 belongs to FlashPlayerPlugin/formi.baidu.com"),
        F("FlashPlayerPlugin_18_0_0_209.exe 在 18:00:12 无法通过代理连接 formi.baidu.com:843", "direct_evidence",
          "18:00:12 record: Could not connect through proxy ..."),
    ]
    add(sid, ["source:proxifier", "format:json_malformed", "class:misattribution", "class:entity_swap"],
        "Skype 18:04 连不上，是被代理 403 了吗？", ans, invs, "REJECT", facts,
        [("call_px_25", PRX, 436, 486)])


# ---------------------------------------------------------------- Mac
def case_026():
    sid = "bG-026"
    invs = [inv("call_mac_26a", sid, 1, "search_syslog", {"host": "calvisitor-10-105-163-202", "process": "iconservicesagent OR quicklookd",
                                                          "from": "Jul  1 21:18:00", "to": "Jul  1 21:34:00"}, text(MAC, 194, 199)),
            inv("call_mac_26b", sid, 1, "search_syslog", {"host": "calvisitor-10-105-163-202", "process": "WindowServer",
                                                          "from": "Jul  1 21:00:00", "to": "Jul  1 23:00:00"},
                None, False, "upstream timeout after 30s (syslog-gw-2)")]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "图标服务合成失败",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "iconservicesagent[328] 在 21:18:10 报 Failed to composit image for descriptor <ISBindingImageDescriptor: 0x7f9950712080>",
             "support_level": "direct",
             "evidence_bindings": [B("search_syslog", ["call_mac_26a"],
                                     "Failed to composit image for descriptor <ISBindingImageDescriptor: 0x7f9950712080>.")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "WindowServer 的 ping 超时问题在 21:20 之后已经恢复",
             "support_level": "direct",
             "evidence_bindings": [B("search_syslog", ["call_mac_26b"], "send_datagram_available_ping")]},
        ],
        "hypotheses": [], "recommended_actions": [], "missing_info": ["WindowServer 日志"],
        "user_facing_answer": "建议稍后重试 WindowServer 的日志查询。",
    }
    ans = "```json\n" + J(contract, "raw") + "\n```"
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "iconservicesagent[328] line at Jul  1 21:18:10", "c1"),
        F(contract["claims"][1]["claim_text"], "no_evidence", "bound only to a failed call (timeout)", "c2"),
    ]
    add(sid, ["source:mac", "format:json_fenced", "class:gap"],
        "Mac 上 Finder 预览图一直转圈，21 点以后 iconservicesagent 和 WindowServer 有什么异常？", ans, invs, "LOW_CONFID", facts,
        [("call_mac_26a", MAC, 194, 199)])


def case_027():
    sid = "bG-027"
    out = {"total": 18, "logs": mac_records(183, 200)}
    invs = [inv("call_mac_27", sid, 1, "query_logs", {"host": "calvisitor-10-105-163-202", "from": "Jul  1 19:46", "to": "Jul  1 22:04"}, out)]
    ans = ("iconservicesagent[328] 这段一共报了 12 次 Failed to composit image\n"
           "其中 21:18:10 那次的 descriptor 是 ISBindingImageDescriptor: 0x7f9950712088\n"
           "quicklookd[31687] 也多次报 Error returned from iconservicesagent: (null)\n"
           "先重启 iconservicesagent 试试?")
    facts = [
        F("iconservicesagent[328] 这段一共报了 12 次 Failed to composit image", "contradicted",
          "the output holds 7 such iconservicesagent records, not 12"),
        F("其中 21:18:10 那次的 descriptor 是 ISBindingImageDescriptor: 0x7f9950712088", "contradicted",
          "the 21:18:10 record has 0x7f9950712080; 0x7f9950712088 is in no output (one character off)"),
        F("quicklookd[31687] 也多次报 Error returned from iconservicesagent: (null)", "direct_evidence",
          "four quicklookd[31687] records with that message"),
    ]
    add(sid, ["source:mac", "format:nl_sloppy", "class:count_wrong", "class:fabricated_id"],
        "iconservicesagent 晚上一直报错，报了多少次？", ans, invs, "REJECT", facts,
        [("call_mac_27", MAC, 183, 200)])


# ---------------------------------------------------------------- Nezha metrics
CON = "ts-contacts-service-866bd68c97-xcqfx_metric.csv"
ORD = "ts-order-service-5b67c48447-mv5hb_metric.csv"
BAS = "ts-basic-service-5dc8d4f9fd-46997_metric.csv"
PRE = "ts-preserve-service-b5ccf8557-j4txs_metric.csv"
TRV = "ts-travel-service-64469b5b48-25zj6_metric.csv"
RTE = "ts-route-service-b6c59fb57-zv8dt_metric.csv"
FRO = "front_service.csv"


def case_028():
    sid = "bG-028"
    pod = "ts-contacts-service-866bd68c97-xcqfx"
    out = {"alerts": [], "series": [series(CON, "CpuUsageRate(%)", 2, 21, "ts-contacts-service", pod, "%"),
                                    series(CON, "MemoryUsage(Mi)", 2, 21, "ts-contacts-service", pod, "MiB")]}
    invs = [inv("call_m28", sid, 1, "query_metrics",
                {"pod": pod, "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)"], "start": "2023-01-29 08:41:00", "end": "2023-01-29 09:00:30"}, out)]
    ans = ("ts-contacts-service-866bd68c97-xcqfx 的 CPU 使用率最高约 3.9%，平均约 2.1%。"
           "它的内存使用峰值约 438 MiB。"
           "建议结合 08:43 前后的日志继续排查。")
    facts = [
        F("ts-contacts-service-866bd68c97-xcqfx 的 CPU 使用率最高约 3.9%，平均约 2.1%", "direct_evidence",
          "CpuUsageRate(%) max 3.8642, avg 2.1421"),
        F("它的内存使用峰值约 438 MiB", "direct_evidence", "MemoryUsage(Mi) max 438.4062"),
    ]
    add(sid, ["source:nezha_trainticket", "format:nl_paragraph", "class:quantity", "class:faithful"],
        "联系人服务 8 点 40 到 9 点资源用得怎么样？", ans, invs, "PASS", facts,
        [("call_m28", MET + CON, 2, 21)])


def case_029():
    sid = "bG-029"
    pod = "ts-contacts-service-866bd68c97-xcqfx"
    out = {"alerts": [], "series": [series(CON, "MemoryUsage(Mi)", 80, 95, "ts-contacts-service", pod, "MiB"),
                                    series(CON, "CpuUsageRate(%)", 80, 95, "ts-contacts-service", pod, "%")]}
    invs = [inv("qm-29-7e1d", sid, 1, "query_metrics",
                {"service": "ts-contacts-service", "start": "2023-01-29 09:59:00", "end": "2023-01-29 10:14:30"}, out)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "联系人服务内存偏高",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding",
             "claim_text": "ts-contacts-service 内存使用峰值达到 1.2 GiB",
             "support_level": "direct",
             "evidence_bindings": [B("query_metrics", ["qm-29-7e1d"], "{\"metric\": \"MemoryUsage(Mi)\", \"service\": \"ts-contacts-service\"}",
                                     source_type="metric")]},
            {"claim_id": "c2", "claim_type": "metric_finding",
             "claim_text": "pod ts-contacts-service-866bd68c97-xcqfz 的 CPU 使用率平均不到 1%",
             "support_level": "direct",
             "evidence_bindings": [B("query_metrics", ["qm-29-7e1d"], "\"metric\": \"CpuUsageRate(%)\"", source_type="metric")]},
        ],
        "hypotheses": [], "recommended_actions": ["扩容前先确认内存曲线"], "missing_info": [],
        "user_facing_answer": "建议扩容前先确认内存曲线。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "contradicted", "MemoryUsage(Mi) max is 448.43 MiB (~0.44 GiB), not 1.2 GiB", "c1"),
        F(contract["claims"][1]["claim_text"], "contradicted",
          "pod name ends in xcqfz; the real pod is ...-xcqfx (one character off, fabricated)", "c2"),
    ]
    add(sid, ["source:nezha_trainticket", "format:json_raw", "class:value_wrong", "class:fabricated_id"],
        "ts-contacts-service 10 点左右内存是不是爆了？", J(contract, "raw"), invs, "REJECT", facts,
        [("qm-29-7e1d", MET + CON, 80, 95)])


def case_030():
    sid = "bG-030"
    rows = metric_rows(ORD, 20, 26)
    invs = [inv("call_pm30", sid, 1, "get_pod_metrics",
                {"pod": "ts-order-service-5b67c48447-mv5hb", "from": "2023-01-29 08:59", "to": "2023-01-29 09:05"},
                {"pod": "ts-order-service-5b67c48447-mv5hb", "rows": rows})]
    ans = ("- ts-order-service-5b67c48447-mv5hb 在 09:02:10 的服务端 P99 延迟是 241 ms\n"
           "- 09:00:10 这一分钟 CPU 用量约 19.4m，CPU 使用率约 3.9%\n"
           "- 这几分钟内存一直在 423～427 MiB 之间\n"
           "- 建议对比上游 ts-preserve-service 的同期延迟")
    facts = [
        F("ts-order-service-5b67c48447-mv5hb 在 09:02:10 的服务端 P99 延迟是 241 ms", "direct_evidence",
          "row 09:02:10 PodServerLatencyP99(s) = 0.241 s = 241 ms"),
        F("09:00:10 这一分钟 CPU 用量约 19.4m，CPU 使用率约 3.9%", "direct_evidence",
          "row 09:00:10 CpuUsage(m) 19.372, CpuUsageRate(%) 3.874"),
        F("这几分钟内存一直在 423～427 MiB 之间", "direct_evidence", "MemoryUsage(Mi) of the 7 rows ranges 423.55 to 426.25"),
    ]
    add(sid, ["source:nezha_trainticket", "format:nl_bullets", "class:quantity"],
        "订单服务 9 点前后延迟多少？CPU 和内存呢？", ans, invs, "PASS", facts,
        [("call_pm30", MET + ORD, 20, 26)])


def case_031():
    sid = "bG-031"
    pod = "ts-basic-service-5dc8d4f9fd-46997"
    out = {"alerts": [], "series": [series(BAS, "CpuUsage(m)", 20, 30, "ts-basic-service", pod, "m"),
                                    series(BAS, "MemoryUsage(Mi)", 20, 30, "ts-basic-service", pod, "MiB")]}
    invs = [inv("call_m31", sid, 1, "query_metrics", {"pod": pod, "start": "2023-01-29 08:59:00", "end": "2023-01-29 09:09:30"}, out)]
    ans = ("## 现象\n"
           "ts-basic-service-5dc8d4f9fd-46997 在 08:59 到 09:09 的 CPU 用量峰值约 19.3m，平均约 9.8m。\n"
           "内存峰值约 410 MiB。\n"
           "## 原因\n"
           "问题是那次发版之后才出现的。\n"
           "## 说明\n"
           "也可能只是流量波动引起的，不排除其他原因。")
    facts = [
        F("ts-basic-service-5dc8d4f9fd-46997 在 08:59 到 09:09 的 CPU 用量峰值约 19.3m，平均约 9.8m", "direct_evidence",
          "CpuUsage(m) max 19.3477, avg 9.7627, from 08:59:09 to 09:09:09"),
        F("内存峰值约 410 MiB", "direct_evidence", "MemoryUsage(Mi) max 410.14"),
        F("问题是那次发版之后才出现的", "no_evidence", "no output mentions a release"),
    ]
    add(sid, ["source:nezha_trainticket", "format:nl_headings", "class:unsupported_cause", "class:hedged_distractor"],
        "basic 服务 9 点多开始变慢，是什么原因？", ans, invs, "LOW_CONFID", facts,
        [("call_m31", MET + BAS, 20, 30)])


def case_032():
    sid = "bG-032"
    pod = "ts-preserve-service-b5ccf8557-j4txs"
    out = {"alerts": [], "series": [series(PRE, "MemoryUsage(Mi)", 30, 45, "ts-preserve-service", pod, "MiB"),
                                    series(PRE, "MemoryUsageRate(%)", 30, 45, "ts-preserve-service", pod, "%")]}
    invs = [inv("toolu_01Preserve32", sid, 1, "query_metrics", {"pod": pod, "start": "2023-01-29 09:09:00", "end": "2023-01-29 09:24:30"}, out)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "preserve 服务内存平稳",
        "claims": [
            {"claim_id": "c1", "claim_type": "metric_finding",
             "claim_text": "ts-preserve-service-b5ccf8557-j4txs 内存峰值约 0.43 GiB（445 MiB）",
             "support_level": "direct",
             "evidence_bindings": [B("query_metrics", ["toolu_01Preserve32"], "metric=MemoryUsage(Mi) max=445.2148", source_type="metric")]},
            {"claim_id": "c2", "claim_type": "metric_finding",
             "claim_text": "它的内存使用率平均约 22.2%",
             "support_level": "direct",
             "evidence_bindings": [B("query_metrics", ["toolu_01Preserve32"], "{\"avg\": 22.1735, \"metric\": \"MemoryUsageRate(%)\"}",
                                     source_type="metric")]},
            {"claim_id": "c3", "claim_type": "recommendation",
             "claim_text": "继续观察内存使用率即可，暂不需要扩容",
             "support_level": "none", "evidence_bindings": []},
        ],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "建议继续观察内存使用率。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "max 445.2148 MiB = 0.4348 GiB; k=v excerpt of the series row", "c1"),
        F(contract["claims"][1]["claim_text"], "direct_evidence", "MemoryUsageRate(%) avg 22.1735", "c2"),
        F(contract["claims"][2]["claim_text"], "no_evidence", "recommendation, non-critical", "c3", critical=False),
    ]
    add(sid, ["source:nezha_trainticket", "format:json_indented", "class:quantity", "class:excerpt_format"],
        "下单服务 preserve 的内存要不要扩？", J(contract, "indented"), invs, "PASS", facts,
        [("toolu_01Preserve32", MET + PRE, 30, 45)])


def case_033():
    sid = "bG-033"
    tpod = "ts-travel-service-64469b5b48-25zj6"
    rpod = "ts-route-service-b6c59fb57-zv8dt"
    out = {"alerts": [], "series": [series(TRV, "CpuUsage(m)", 20, 26, "ts-travel-service", tpod, "m"),
                                    series(RTE, "CpuUsage(m)", 20, 26, "ts-route-service", rpod, "m")]}
    invs = [inv("call_m33", sid, 1, "query_metrics", {"pods": [tpod, rpod], "metric": "CpuUsage(m)",
                                                       "start": "2023-01-29 08:59:00", "end": "2023-01-29 09:05:30"}, out)]
    ans = ("**CPU**：ts-travel-service-64469b5b48-25zj6 的 CPU 用量峰值冲到了约 35m。\n"
           "**对比**：ts-route-service-b6c59fb57-zv8dt 同期峰值只有 19.4m 左右。\n"
           "**建议**：先查 travel 服务的慢查询。")
    facts = [
        F("ts-travel-service-64469b5b48-25zj6 的 CPU 用量峰值冲到了约 35m", "contradicted",
          "travel max CpuUsage(m) is 19.41m; ~35m (34.64) is route's peak"),
        F("ts-route-service-b6c59fb57-zv8dt 同期峰值只有 19.4m 左右", "contradicted",
          "route max is 34.64m; 19.4m is travel's peak"),
    ]
    add(sid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:entity_swap", "class:value_wrong"],
        "travel 和 route 哪个 CPU 更高？", ans, invs, "REJECT", facts,
        [("call_m33", MET + TRV, 20, 26), ("call_m33", MET + RTE, 20, 26)])


def case_034():
    sid = "bG-034"
    out = {"alerts": [], "series": [series(FRO, "LatencyP99(s)", 20, 30, "Frontend", "", "s")]}
    kb = {"query": "前端 P99 延迟升高 trainticket",
          "chunks": [{"chunk_id": "kb-ts-112", "source_doc": "incidents/trainticket-2022-11.md", "retrieval_layer": "past_incident",
                      "relevance": "high", "deduped": False,
                      "content": "前端 P99 延迟升高通常由下游 ts-basic-service 的故障注入引起。排查时先看 ts-basic-service 的返回值异常。"}]}
    invs = [inv("call_m34", sid, 1, "query_metrics", {"service": "Frontend", "metric": "LatencyP99(s)",
                                                       "start": "2023-01-29 08:59:00", "end": "2023-01-29 09:09:30"}, out),
            inv("call_k34", sid, 2, "lookup_knowledge", {"query": "前端 P99 延迟升高 trainticket"}, kb)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "前端延迟升高",
        "claims": [
            {"claim_id": "c1", "claim_type": "root_cause",
             "claim_text": "根据知识库，前端 P99 延迟升高通常由下游 ts-basic-service 的故障注入引起",
             "support_level": "indirect",
             "evidence_bindings": [B("lookup_knowledge", ["call_k34"], "前端 P99 延迟升高通常由下游 ts-basic-service 的故障注入引起。",
                                     source_type="knowledge", source_id="kb-ts-112")]},
            {"claim_id": "c2", "claim_type": "metric_finding",
             "claim_text": "Frontend 的 P99 延迟最高 2.35 s",
             "support_level": "direct",
             "evidence_bindings": [B("query_metrics", ["call_m34"], "Frontend P99 latency high", source_type="metric")]},
            {"claim_id": "c3", "claim_type": "next_step",
             "claim_text": "下一步查看 ts-basic-service 的错误日志",
             "support_level": "none", "evidence_bindings": []},
        ],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "下一步建议查看 ts-basic-service 的错误日志。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "indirect_support", "attributed to the knowledge base; only chunk kb-ts-112", "c1"),
        F(contract["claims"][1]["claim_text"], "indirect_support",
          "value right (max 2.35 s) but the excerpt is not in call_m34's output", "c2"),
        F(contract["claims"][2]["claim_text"], "no_evidence", "next step, non-critical", "c3", critical=False),
    ]
    add(sid, ["source:nezha_trainticket", "format:json_compact", "class:runbook_only", "class:bad_reference"],
        "前端 9 点那几分钟 P99 很高，根因是什么？", J(contract, "compact"), invs, "LOW_CONFID", facts,
        [("call_m34", MET + FRO, 20, 30)])


def case_035():
    sid = "bG-035"
    pod = "ts-order-service-5b67c48447-mv5hb"
    out = {"alerts": [], "series": [series(ORD, "NetworkReceiveBytes", 40, 50, "ts-order-service", pod, "bytes"),
                                    series(ORD, "CpuUsageRate(%)", 40, 50, "ts-order-service", pod, "%")]}
    invs = [inv("call_m35", sid, 1, "query_metrics", {"pod": pod, "start": "2023-01-29 09:19:00", "end": "2023-01-29 09:29:30"}, out)]
    ans = ("ts-order-service 09:19~09:29 网络接收 peak 大约 6.5 万 bytes, avg 约 4.4 万 bytes\n"
           "CPU 使用率 avg 1.87% 左右, max 2.7%\n"
           "下一步看下 ts-preserve-service 的日志")
    facts = [
        F("ts-order-service 09:19~09:29 网络接收 peak 大约 6.5 万 bytes, avg 约 4.4 万 bytes", "direct_evidence",
          "NetworkReceiveBytes max 65336.46 (6.53 万), avg 43949.67 (4.39 万), from 09:19:10 to 09:29:10"),
        F("CPU 使用率 avg 1.87% 左右, max 2.7%", "direct_evidence", "CpuUsageRate(%) avg 1.8734, max 2.7082"),
    ]
    add(sid, ["source:nezha_trainticket", "format:nl_sloppy", "class:quantity"],
        "order 服务 9:20 那会儿网络流量多大？", ans, invs, "PASS", facts,
        [("call_m35", MET + ORD, 40, 50)])


# ---------------------------------------------------------------- Nezha logs
def case_036():
    sid = "bG-036"
    out = {"total": 32, "logs": nezha_log_records(225, 256)}
    invs = [inv("call_nz36", sid, 1, "query_logs", {"trace_id": "fbb1c2904ee397adaf90efb157db6791", "start": "2023-01-29T08:43:25Z",
                                                     "end": "2023-01-29T08:43:27Z"}, out)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "下单链路报错",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "ts-preserve-service-b5ccf8557-j4txs 在 08:43:26 抛出 IllegalStateException: No instances available for ts-food-service",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_nz36"], "java.lang.IllegalStateException: No instances available for ts-food-service")]},
            {"claim_id": "c2", "claim_type": "log_finding",
             "claim_text": "ts-contacts-service-866bd68c97-xcqfx 同样报了 No instances available for ts-food-service",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_nz36"], "No instances available for ts-food-service")]},
            {"claim_id": "c3", "claim_type": "log_finding",
             "claim_text": "这两个 pod 的 ERROR 属于同一条 trace fbb1c2904ee397adaf90efb157db6791",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_nz36"], "TraceID: fbb1c2904ee397adaf90efb157db6791")]},
        ],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "详见 claims。",
    }
    ans = "排查结果如下（JSON）：\n" + J(contract, "raw")
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "ERROR record of ts-preserve-service at 08:43:26.379", "c1"),
        F(contract["claims"][1]["claim_text"], "contradicted",
          "ts-contacts-service's own ERROR is No contacts according to contactsId; the food-service message is only preserve's", "c2"),
        F(contract["claims"][2]["claim_text"], "direct_evidence", "both ERROR records carry trace_id fbb1c2904ee397adaf90efb157db6791", "c3"),
    ]
    add(sid, ["source:nezha_trainticket", "format:json_with_text", "class:misattribution"],
        "08:43 下单失败，trace fbb1c2904ee397adaf90efb157db6791 上哪些服务报错？", ans, invs, "REJECT", facts,
        [("call_nz36", NLOG, 225, 256)])


# ---------------------------------------------------------------- other Loghub systems
def case_037():
    sid = "bG-037"
    invs = [inv("call_ssh37", sid, 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "from": "Dec 10 10:56:00", "to": "Dec 10 10:56:20"},
                text(SSH, 1200, 1215))]
    ans = ("- 10:56:10 到 10:56:18 之间，183.62.140.253 对 root 账号共有 5 次 Failed password\n"
           "- 每次失败后对端都发了 Received disconnect（11: Bye Bye [preauth]）\n"
           "- 这 5 次 Failed password 的 sshd 进程号依次是 24979、24981、24983、24985、24987\n"
           "- 建议在防火墙上封禁 183.62.140.253")
    facts = [
        F("10:56:10 到 10:56:18 之间，183.62.140.253 对 root 账号共有 5 次 Failed password", "direct_evidence",
          "five Failed password for root from 183.62.140.253 lines, 10:56:10 to 10:56:18"),
        F("每次失败后对端都发了 Received disconnect（11: Bye Bye [preauth]）", "direct_evidence",
          "each Failed password line is followed by Received disconnect ... 11: Bye Bye [preauth] of the same pid"),
        F("这 5 次 Failed password 的 sshd 进程号依次是 24979、24981、24983、24985、24987", "direct_evidence",
          "pids are ids, not metric values; all five match"),
    ]
    add(sid, ["source:openssh", "format:nl_bullets", "class:quantity", "class:faithful"],
        "LabSZ 上 10:56 有人在爆破 root 吗？", ans, invs, "PASS", facts,
        [("call_ssh37", SSH, 1200, 1215)])


def case_038():
    sid = "bG-038"
    invs = [inv("call_zk38a", sid, 1, "query_logs", {"host": "10.10.34.11", "component": "QuorumCnxManager",
                                                      "start": "2015-07-29 19:31:30", "end": "2015-07-29 19:32:00"}, text(ZK, 300, 312)),
            inv("call_zk38b", sid, 2, "query_logs", {"host": "10.10.34.11", "query": "LOOKING OR \"New election\"",
                                                      "start": "2015-07-29 19:31:30", "end": "2015-07-29 19:32:00"},
                {"total": 0, "logs": []})]
    ans = ("19:31:35 起，RecvWorker:188978561024 多次报 Connection broken for id 188978561024。"
           "SendWorker 随后在 19:31:49 报 Send worker leaving thread。"
           "查询期间集群没有进入 LOOKING 状态。"
           "建议检查 10.10.34.13 与本节点之间的网络。")
    facts = [
        F("19:31:35 起，RecvWorker:188978561024 多次报 Connection broken for id 188978561024", "direct_evidence",
          "WARN RecvWorker lines at 19:31:35, 19:31:39, 19:31:52"),
        F("SendWorker 随后在 19:31:49 报 Send worker leaving thread", "direct_evidence",
          "19:31:49,006 SendWorker:188978561024 ... Send worker leaving thread"),
        F("查询期间集群没有进入 LOOKING 状态", "no_evidence", "only a no-hit query; a no-hit does not prove absence"),
    ]
    add(sid, ["source:zookeeper", "format:nl_paragraph", "class:gap", "class:negation"],
        "ZooKeeper 节点 10.10.34.11 19:31 连接断开，有没有触发选主？", ans, invs, "LOW_CONFID", facts,
        [("call_zk38a", ZK, 300, 312)])


def case_039():
    sid = "bG-039"
    invs = [inv("call_apache39", sid, 1, "query_logs", {"source": "/var/log/httpd/error_log", "start": "Sun Dec 04 06:52:00 2005",
                                                         "end": "Sun Dec 04 06:53:40 2005"}, text(APA, 400, 412))]
    ans = ("{\n"
           "  \"answer_version\": \"1.0\",\n"
           "  \"claims\": [\n"
           "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"workerEnv.init() 在 06:52:39 读取 /etc/httpd/conf/workers2.properties 失败\", "
           "\"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"log\", \"source_id\": \"call_apache39\", \"tool_name\": \"query_logs\", "
           "\"source_invocation_ids\": [\"call_apache39\"], \"evidence_excerpt\": \"workerEnv.init() ok /etc/httpd/conf/workers2.properties\"}]},\n"
           "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"06:52:41 mod_jk child workerEnv 先后进入 error state 9 和 error state 6\", "
           "\"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"log\", \"source_id\": \"call_apache39\", \"tool_name\": \"query_logs\", "
           "\"source_invocation_ids\": [\"call_apache39\"], \"evidence_excerpt\": \"mod_jk child workerEnv in error state 9\"}]},\n"
           "  ],\n"
           "  \"user_facing_answer\": \"建议检查 mod_jk 与 Tomcat 之间的连接。\"\n"
           "}")
    facts = [
        F("workerEnv.init() 在 06:52:39 读取 /etc/httpd/conf/workers2.properties 失败", "contradicted",
          "the 06:52:39 lines say workerEnv.init() ok /etc/httpd/conf/workers2.properties (opposite predicate)"),
        F("06:52:41 mod_jk child workerEnv 先后进入 error state 9 和 error state 6", "direct_evidence",
          "two [error] lines at 06:52:41: error state 9 then error state 6"),
    ]
    add(sid, ["source:apache", "format:json_malformed", "class:status_wrong", "class:paraphrase_zh"],
        "Apache 06:52 mod_jk 报错，是配置文件没读到吗？", ans, invs, "REJECT", facts,
        [("call_apache39", APA, 400, 412)])


def case_040():
    sid = "bG-040"
    kb2 = {"query": "HDFS 块删除 原因",
           "chunks": [{"chunk_id": "kb-hdfs-044", "source_doc": "runbooks/hdfs-block-lifecycle.md", "retrieval_layer": "runbook",
                       "relevance": "medium", "deduped": True,
                       "content": "NameSystem.delete 把块加入 invalidSet 后，DataNode 会在下一次心跳时删除这些块副本。"}]}
    invs = [inv("call_hd40_logs", sid, 1, "query_logs", {"component": "dfs.FSNamesystem", "query": "NameSystem.delete",
                                                         "start": "081110 210127", "end": "081110 210147"}, text(HDF, 820, 832)),
            inv("call_hd40_kb2", sid, 2, "lookup_knowledge", {"query": "HDFS 块删除 原因"}, kb2)]
    contract = {
        "answer_version": "1.0",
        "diagnosis_summary": "NameNode 正在批量失效块副本",
        "claims": [
            {"claim_id": "c1", "claim_type": "log_finding",
             "claim_text": "NameSystem.delete 把 blk_6093858391888371854 加入了 10.251.42.207:50010 的 invalidSet",
             "support_level": "direct",
             "evidence_bindings": [B("query_logs", ["call_hd40_logs"],
                                     "BLOCK* NameSystem.delete: blk_6093858391888371854 is added to invalidSet of 10.251.42.207:50010")]},
            {"claim_id": "c2", "claim_type": "root_cause",
             "claim_text": "这些块副本会在 DataNode 下一次心跳时被删除",
             "support_level": "indirect",
             "evidence_bindings": [B("lookup_knowledge", ["call_hd40_kb2"],
                                     "NameSystem.delete 把块加入 invalidSet 后，DataNode 会在下一次心跳时删除这些块副本。",
                                     source_type="knowledge", source_id="kb-hdfs-044")]},
        ],
        "hypotheses": [], "recommended_actions": [], "missing_info": [],
        "user_facing_answer": "详见 claims。",
    }
    facts = [
        F(contract["claims"][0]["claim_text"], "direct_evidence", "line 081110 210127 ... blk_6093858391888371854 ... 10.251.42.207:50010", "c1"),
        F(contract["claims"][1]["claim_text"], "no_evidence",
          "stated only in chunk kb-hdfs-044 of call_hd40_kb2, which is deduped; no log shows the deletion", "c2"),
    ]
    add(sid, ["source:hdfs", "format:json_raw", "class:gap"],
        "HDFS 21:01 为什么在批量 delete 块？", J(contract, "raw"), invs, "LOW_CONFID", facts,
        [("call_hd40_logs", HDF, 820, 832)])


def main():
    for n in range(1, 41):
        globals()["case_%03d" % n]()
    with open(OUT / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
