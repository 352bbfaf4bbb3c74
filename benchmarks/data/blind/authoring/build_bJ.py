#!/usr/bin/env python3
"""Build blind cases bJ-001..bJ-040 (standard library only).

Windows are cut by line number from /work/blind/sources; answers, queries and labels are
hand-written literals below. Output: cases.jsonl, windows.jsonl (deterministic)."""
import csv
import io
import json
import re
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent
WINDOWS = []
_cache = {}


def src_lines(rel):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8", errors="replace").splitlines()
    return _cache[rel]


def cut(case_id, inv_id, rel, a, b):
    """Verbatim lines a..b (1-based, inclusive) and record the window."""
    WINDOWS.append({"case_id": case_id, "invocation_id": inv_id, "source": rel, "lines": [a, b]})
    return src_lines(rel)[a - 1:b]


def text(lines):
    return "\n".join(lines)


# ---------- record parsers (fields are taken from the verbatim line, message unedited) ----------
AND_RE = re.compile(r"^(\d\d-\d\d \d\d:\d\d:\d\d\.\d+)\s+(\d+)\s+(\d+)\s+([VDIWEF])\s+([^:]+?):\s?(.*)$")
LVL = {"V": "VERBOSE", "D": "DEBUG", "I": "INFO", "W": "WARN", "E": "ERROR", "F": "FATAL"}


def android(l):
    m = AND_RE.match(l)
    return {"ts": m.group(1), "level": LVL[m.group(4)], "component": m.group(5), "pid": m.group(2),
            "tid": m.group(3), "message": m.group(6)}


def healthapp(l):
    ts, comp, pid, msg = l.split("|", 3)
    return {"ts": ts, "component": comp, "pid": pid, "message": msg}


WIN_RE = re.compile(r"^(\S+ \S+), (\w+)\s+(\w+)\s+(.*)$")


def windows(l):
    m = WIN_RE.match(l)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


PROX_RE = re.compile(r"^\[(.+?)\] (.+?) - (.*)$")


def proxifier(l):
    m = PROX_RE.match(l)
    return {"ts": m.group(1), "program": m.group(2), "message": m.group(3)}


MAC_RE = re.compile(r"^(\w{3}\s+\d+ \d\d:\d\d:\d\d) (\S+) (.+?)\[(\d+)\]:? (.*)$")


def mac(l):
    m = MAC_RE.match(l)
    return {"time": m.group(1), "host": m.group(2), "process": m.group(3), "pid": m.group(4), "msg": m.group(5)}


OS_RE = re.compile(r"^(\S+) (\S+ \S+) (\d+) (\w+) (\S+) \[(req-[0-9a-f-]+|-)[^\]]*\] (.*)$")


def openstack(l):
    m = OS_RE.match(l)
    return {"ts": m.group(2), "service": m.group(1).split(".log")[0], "pid": m.group(3), "level": m.group(4),
            "component": m.group(5), "request_id": None if m.group(6) == "-" else m.group(6), "message": m.group(7)}


NZ_LVL = re.compile(r"^\S+ (INFO|WARN|ERROR|DEBUG)\s")


def nezha_rows(case_id, inv_id, rel, a, b):
    rows = cut(case_id, inv_id, rel, a, b)
    recs = []
    for line in rows:
        r = next(csv.reader(io.StringIO(line)))
        msg = json.loads(r[7])["log"].rstrip("\n")
        lv = NZ_LVL.match(msg)
        recs.append({"ts": r[0], "level": lv.group(1) if lv else "INFO", "node": r[2], "pod": r[3],
                     "trace_id": r[5], "span_id": r[6], "message": msg})
    return recs


def series(case_id, inv_id, rel, a, b, pod, cols):
    rows = [l.split(",") for l in cut(case_id, inv_id, rel, a, b)]
    head = src_lines(rel)[0].split(",")
    out = []
    for col, metric, unit, scale in cols:
        j = head.index(col)
        v = [float(x[j]) * scale for x in rows]
        out.append({"metric": metric, "service": pod, "max": round(max(v), 6),
                    "avg": round(sum(v) / len(v), 6), "last": round(v[-1], 6), "unit": unit,
                    "samples": len(v)})
    return out


def logs(recs):
    return {"total": len(recs), "logs": recs}


def inv(iid, sid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": sid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": ok, "error": err}


def kb(query, chunks):
    return {"query": query, "chunks": chunks}


def chunk(cid, doc, content, rel="high", layer="runbook", dedup=False):
    return {"chunk_id": cid, "source_doc": doc, "retrieval_layer": layer, "relevance": rel,
            "content": content, "deduped": dedup}


def F(fact, v, note, crit=True, cid=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": v, "note": note}
    if cid:
        d["claim_id"] = cid
    if extra:
        d["origin"] = "answer_extra"
    return d


def B(iids, excerpt, tool, sid=None, stype="tool_output"):
    return {"source_type": stype, "source_id": sid or (iids[0] if iids else ""), "tool_name": tool,
            "source_invocation_ids": iids, "evidence_excerpt": excerpt}


def C(cid, ctype, txt, support, bindings):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": txt, "support_level": support,
            "evidence_bindings": bindings}


def contract(summary, claims, ufa, hyp=None, rec=None, missing=None):
    return {"answer_version": "v1", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": hyp or [], "recommended_actions": rec or [], "missing_info": missing or [],
            "user_facing_answer": ufa}


CASES = []


def add(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def jraw(o):
    return json.dumps(o, ensure_ascii=False)


def jind(o):
    return json.dumps(o, ensure_ascii=False, indent=2)


def jcompact(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


AND = "loghub/Android/Android_2k.log"
HEA = "loghub/HealthApp/HealthApp_2k.log"
MAC = "loghub/Mac/Mac_2k.log"
WIN = "loghub/Windows/Windows_2k.log"
PRX = "loghub/Proxifier/Proxifier_2k.log"
OST = "loghub/OpenStack/OpenStack_2k.log"
SPK = "loghub/Spark/Spark_2k.log"
BGL = "loghub/BGL/BGL_2k.log"
TBD = "loghub/Thunderbird/Thunderbird_2k.log"
LNX = "loghub/Linux/Linux_2k.log"
APA = "loghub/Apache/Apache_2k.log"
NZ = "nezha/rca_data/2023-01-29/"

# ======================= bJ-001 Android: KeyguardUpdateMonitor =======================
s = "bJ-001"
o1 = text(cut(s, "call_kg1", AND, 195, 207))
add(s, ["source:android", "format:nl_bullets", "class:paraphrase_zh", "class:quantity", "class:runbook_only"],
    "SystemUI 锁屏那块 16:13:46 左右一直报错，帮我看看 KeyguardUpdateMonitor 是怎么回事？",
    "- 16:13:46.764 KeyguardUpdateMonitor（pid 2227）打了一条 E 级日志：isSimPinSecure mSimDatas is null or empty\n"
    "- 紧接着 KeyguardUpdateMonitor 两次报 registerCallback not in UI，并抛出 android.util.AndroidRuntimeException: Must execute in UI\n"
    "- 根据知识库，Must execute in UI 这类异常一般是回调在非 UI 线程注册导致的\n"
    "- 建议让 SystemUI 改在主线程注册 KeyguardMonitor 的回调",
    [inv("call_kg1", s, 1, "query_logs", {"query": "KeyguardUpdateMonitor", "start": "03-17 16:13:46.6", "end": "03-17 16:13:46.8"}, o1),
     inv("call_kg2", s, 2, "lookup_knowledge", {"query": "AndroidRuntimeException Must execute in UI registerCallback"},
         kb("AndroidRuntimeException Must execute in UI registerCallback",
            [chunk("kb-and-017", "runbook/android-systemui.md",
                   "KeyguardUpdateMonitor 抛出 AndroidRuntimeException: Must execute in UI 时，一般是回调在非 UI 线程注册导致的。处理方式是把 registerCallback 挪到主线程 Handler 中执行。")]))],
    "PASS",
    [F("16:13:46.764 KeyguardUpdateMonitor（pid 2227）打了一条 E 级日志：isSimPinSecure mSimDatas is null or empty", "direct_evidence", "line at 16:13:46.764, level E, pid 2227, same message"),
     F("紧接着 KeyguardUpdateMonitor 两次报 registerCallback not in UI，并抛出 android.util.AndroidRuntimeException: Must execute in UI", "direct_evidence", "two registerCallback not in UI lines at .765 each followed by the exception line"),
     F("根据知识库，Must execute in UI 这类异常一般是回调在非 UI 线程注册导致的", "indirect_support", "explicitly from the runbook chunk kb-and-017")])

# ======================= bJ-002 Android: misattributed ClassCastException =======================
s = "bJ-002"
r = [android(l) for l in cut(s, "toolu_01Hq7", AND, 85, 96)]
ans = contract("ActivityManager 出现 Bad activity token 与类型转换异常",
               [C("c1", "log_finding", "ActivityManager 在 16:13:45.466 报 Bad activity token: android.os.BinderProxy@2bd79ce", "direct",
                  [B(["toolu_01Hq7"], "Bad activity token: android.os.BinderProxy@2bd79ce", "query_logs")]),
                C("c2", "root_cause", "PhoneStatusBar 抛出 java.lang.ClassCastException，android.os.BinderProxy 无法转换为 ActivityRecord$Token", "direct",
                  [B(["toolu_01Hq7"], "java.lang.ClassCastException: android.os.BinderProxy cannot be cast to com.android.server.am.ActivityRecord$Token", "query_logs")]),
                C("c3", "recommendation", "检查 com.tencent.qt.qtl 的 NewsDetailXmlActivity 生命周期处理", "none", [])],
               "建议先检查 com.tencent.qt.qtl 的 Activity 生命周期，再复现一次。")
add(s, ["source:android", "format:json_raw", "class:misattribution"],
    "com.tencent.qt.qtl 切页面时状态栏闪一下，16:13:45 那会儿谁抛了异常？",
    jraw(ans),
    [inv("toolu_01Hq7", s, 1, "query_logs", {"query": "16:13:45.38-16:13:45.63 pid:1702 OR pid:2227"}, logs(r))],
    "REJECT",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "ActivityManager W line at 16:13:45.466, excerpt verbatim", cid="c1"),
     F(ans["claims"][1]["claim_text"], "contradicted", "ClassCastException is logged only by ActivityManager; PhoneStatusBar has its own lines (setSystemUiVisibility, cancelAutohide)", cid="c2"),
     F(ans["claims"][2]["claim_text"], "no_evidence", "recommendation, non-critical", crit=False, cid="c3")])

# ======================= bJ-003 Android: REAL_GET_TASKS count =======================
s = "bJ-003"
o1 = text(cut(s, "inv-3a", AND, 394, 427))
add(s, ["source:android", "format:nl_paragraph", "class:quantity", "class:negation", "class:faithful"],
    "16:13:55 前后 system_server 刷了一堆 W 日志，是哪个应用在调接口？",
    "16:13:55.836 到 16:13:56.261 之间，ActivityManager 共打出 11 条 W 级 REAL_GET_TASKS 告警。其中 10 条来自 caller 10091。"
    "另有 1 条来自 caller 10113。同一时段 AudioManager 没有 W 或 E 级日志。建议核对 uid 10091 对应的应用为何频繁调用 getRunningAppProcesses。",
    [inv("inv-3a", s, 1, "query_logs", {"query": "pid:1702 OR pid:2227 OR pid:30852", "start": "03-17 16:13:55.83", "end": "03-17 16:13:58.5"}, o1),
     inv("inv-3b", s, 1, "query_logs", {"query": "level:E ActivityManager", "start": "03-17 16:13:55", "end": "03-17 16:13:57"}, {"total": 0, "logs": []})],
    "PASS",
    [F("16:13:55.836 到 16:13:56.261 之间，ActivityManager 共打出 11 条 W 级 REAL_GET_TASKS 告警", "direct_evidence", "11 W ActivityManager REAL_GET_TASKS lines between those times"),
     F("其中 10 条来自 caller 10091", "direct_evidence", "10 lines name caller 10091"),
     F("另有 1 条来自 caller 10113", "direct_evidence", "line 16:13:56.177 caller 10113"),
     F("同一时段 AudioManager 没有 W 或 E 级日志", "direct_evidence", "AudioManager lines in the output are all V or I")])

# ======================= bJ-004 Android: WiFi, no-hit and failed call =======================
s = "bJ-004"
o1 = text(cut(s, "call_w1", AND, 1776, 1790))
add(s, ["source:android", "format:nl_sloppy", "class:gap", "class:unsupported_cause", "class:negation"],
    "16:16 拔掉充电器以后手机 WiFi 就断了，是系统哪里出问题了吗？",
    "WifiService 16:16:02.899 收到 ACTION_BATTERY_CHANGED，pluggedType: 0\n"
    "WifiController 同一时刻处于 ApStaDisabledState，what=155652\n"
    "wpa_supplicant 这段时间没有任何报错\n"
    "root cause：用户当时在设置里手动把 WLAN 关掉了\n"
    "可能和省电策略也有关系，建议拉一份完整 bugreport",
    [inv("call_w1", s, 1, "query_logs", {"query": "BATTERY_CHANGED OR Wifi", "start": "03-17 16:16:02.8", "end": "03-17 16:16:03.0"}, o1),
     inv("call_w2", s, 1, "query_logs", {"query": "wpa_supplicant", "start": "03-17 16:15:00", "end": "03-17 16:17:00"}, {"total": 0, "logs": []}),
     inv("call_w3", s, 2, "adb_logcat", {"buffer": "radio", "since": "03-17 16:15:50"}, None, False, "adb: device 'R58M41XXXX' offline")],
    "LOW_CONFID",
    [F("WifiService 16:16:02.899 收到 ACTION_BATTERY_CHANGED，pluggedType: 0", "direct_evidence", "WifiService lines at 16:16:02.899"),
     F("WifiController 同一时刻处于 ApStaDisabledState，what=155652", "direct_evidence", "WifiController ApStaDisabledState what=155652 at 16:16:02.899"),
     F("wpa_supplicant 这段时间没有任何报错", "no_evidence", "only a no-hit query for wpa_supplicant; no-hit proves nothing"),
     F("用户当时在设置里手动把 WLAN 关掉了", "no_evidence", "cause found in no output")])

# ======================= bJ-005 Android: fabricated DeadObjectException =======================
s = "bJ-005"
r = [android(l) for l in cut(s, "call_5f01", AND, 226, 236)]
ans = contract("通知点击后 ActivityManager 报 applyOptionsLocked 错误",
               [C("c1", "log_finding", "ActivityManager 在 16:13:47.150 报 E 级 applyOptionsLocked: Unknown animationType=0", "direct",
                  [B(["call_5f01"], "applyOptionsLocked: Unknown animationType=0", "query_logs")]),
                C("c2", "log_finding", "NotificationManager 取消了 com.tencent.mobileqq 的通知，callingPid = 2227", "direct",
                  [B(["call_5f01"], "cancelNotification,cancelNotificationLocked,callingUid = 10037,callingPid = 2227", "query_logs")]),
                C("c3", "root_cause", "随后 ActivityManager 抛出 android.os.DeadObjectException，导致通知点击无响应", "direct",
                  [B(["call_5f01"], "applyOptionsLocked", "query_logs")])],
               "建议先确认 QQ 进程在点击通知时是否存活。")
add(s, ["source:android", "format:json_with_text", "class:fabricated_id"],
    "点 QQ 通知没反应，16:13:47 左右 system_server 日志里有什么异常？",
    "排查完毕，结构化结论如下：\n" + jraw(ans),
    [inv("call_5f01", s, 1, "query_logs", {"query": "NotificationManager OR ActivityManager", "start": "03-17 16:13:47.0", "end": "03-17 16:13:47.26"}, logs(r)),
     inv("call_5f02", s, 2, "lookup_knowledge", {"query": "applyOptionsLocked Unknown animationType"},
         kb("applyOptionsLocked Unknown animationType",
            [chunk("kb-and-031", "postmortem/2023-notification-tap.md", "applyOptionsLocked: Unknown animationType=0 多为 ROM 定制动画参数未识别，一般只影响转场动画，不影响 Activity 启动。", rel="medium", layer="past_incident")]))],
    "REJECT",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "E ActivityManager line at 16:13:47.150", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "NotificationManager lines: callingPid = 2227 and remove =com.tencent.mobileqq", cid="c2"),
     F(ans["claims"][2]["claim_text"], "contradicted", "android.os.DeadObjectException appears in no output (fabricated exception)", cid="c3")])

# ======================= bJ-006 HealthApp: insert failure =======================
s = "bJ-006"
r = [healthapp(l) for l in cut(s, "call_h6a", HEA, 712, 733)]
ans = contract("健康数据批量写入失败",
               [C("c1", "log_finding", "HiH_HiHealthBinder 在 22:19:58:411 报 bulkSaveDetailHiHealthData 失败，errorCode = 4，errorMessage = ERR_DATA_INSERT", "direct",
                  [B(["call_h6a"], '{"ts": "20171223-22:19:58:411", "component": "HiH_HiHealthBinder"}', "query_logs")]),
                C("c2", "log_finding", "HiH_HiHealthDataInsertStore 共有 2 条 saveOneDetailData fail，分别是 type = 40003 和 type = 40005", "direct",
                  [B(["call_h6a"], "saveOneDetailData fail hiHealthData = 1513958400000,type = 40003", "query_logs")]),
                C("c3", "log_finding", "这一轮 insertHiHealthData() end totalTime = 45", "direct",
                  [B(["call_h6a"], "insertHiHealthData() end totalTime = 45", "query_logs")]),
                C("c4", "hypothesis", "可能是本地数据库写入冲突", "none", [])],
               "建议先查本地数据库为什么写入失败。")
add(s, ["source:healthapp", "format:json_indented", "class:quantity", "class:excerpt_format", "class:paraphrase_zh"],
    "华为健康 22:19 同步步数失败，HiHealth 那边报了什么错？",
    jind(ans),
    [inv("call_h6a", s, 1, "query_logs", {"query": "pid:30002312", "start": "20171223-22:19:58:373", "end": "20171223-22:19:58:411"}, logs(r)),
     inv("call_h6b", s, 2, "lookup_knowledge", {"query": "ERR_DATA_INSERT errorCode 4"},
         kb("ERR_DATA_INSERT errorCode 4", [chunk("kb-hh-04", "runbook/hihealth-errors.md", "errorCode 4 (ERR_DATA_INSERT) 表示明细数据写库失败，常见于同一时间点的重复数据。", rel="medium")]))],
    "PASS",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "HiHealthBinder line at 22:19:58:411; JSON excerpt pairs are fields of that record", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "exactly 2 saveOneDetailData fail lines (40003, 40005)", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "line 'insertHiHealthData() end totalTime = 45'", cid="c3"),
     F(ans["claims"][3]["claim_text"], "no_evidence", "hypothesis, non-critical", crit=False, cid="c4")])

# ======================= bJ-007 HealthApp: upload success vs failed =======================
s = "bJ-007"
o1 = text(cut(s, "call_71", HEA, 728, 745))
o2 = text(cut(s, "call_72", HEA, 773, 779))
add(s, ["source:healthapp", "format:nl_paragraph", "class:paraphrase_zh", "class:status_wrong"],
    "Step 计步数据 22:19:58 有没有成功写入和上报？",
    "22:19:58:411 Step_LSC 的 uploadStaticsToDB 上报成功了。同一时间 HiH_HiHealthBinder 报 bulkSaveDetailHiHealthData fail，errorCode = 4。"
    "22:19:58:505 Step_FlushableStepDataCache 的 InsertEvent 写入成功，范围是 begin:25233975 到 end:25233979。随后 Step_LSC 打出 flush2DB result success。",
    [inv("call_71", s, 1, "query_logs", {"query": "Step_LSC OR HiH_HiHealthBinder", "start": "20171223-22:19:58:405", "end": "20171223-22:19:58:454"}, o1),
     inv("call_72", s, 1, "query_logs", {"query": "Step_FlushableStepDataCache OR flush2DB", "start": "20171223-22:19:58:500"}, o2)],
    "REJECT",
    [F("22:19:58:411 Step_LSC 的 uploadStaticsToDB 上报成功了", "contradicted", "Step_LSC logs 'uploadStaticsToDB failed message=true' (opposite predicate)"),
     F("同一时间 HiH_HiHealthBinder 报 bulkSaveDetailHiHealthData fail，errorCode = 4", "direct_evidence", "HiHealthBinder line at 22:19:58:411"),
     F("22:19:58:505 Step_FlushableStepDataCache 的 InsertEvent 写入成功，范围是 begin:25233975 到 end:25233979", "direct_evidence", "InsertEvent success begin:25233975 end:25233979 at :505"),
     F("随后 Step_LSC 打出 flush2DB result success", "direct_evidence", "flush2DB result success at :508, after :505")])

# ======================= bJ-008 HealthApp: hourly sync failures, time absent =======================
s = "bJ-008"
hits = []
for a, b in ((1013, 1015), (1543, 1545), (1981, 1983)):
    hits += [{"file": "HealthApp.log", "line": l} for l in cut(s, "es-8c1", HEA, a, b)]
add(s, ["source:healthapp", "format:nl_headings", "class:time_wrong", "class:gap"],
    "这台手机的健康数据同步是不是每小时都失败一次？",
    "## 现象\nHiH_HiBroadcastUtil 在 22:32:28、23:32:28 和 0:32:28 各发出一次 sendSyncFailedBroadcast。\n"
    "每一次在同一毫秒内 HiH_HiSyncControl 都打出 ifCanSync not! no cloud version。\n"
    "## 补充\n22:47:10 还有一次同步失败广播。\n建议确认云端版本配置。",
    [inv("es-8c1", s, 1, "es_query", {"index": "healthapp-*", "q": "sendSyncFailedBroadcast OR ifCanSync OR initUserPrivacy", "from": "20171223-22:30"}, {"took": 12, "hits": hits}),
     inv("es-8c2", s, 1, "query_logs", {"query": "HiH_HiSyncControl upload", "start": "20171223-22:40", "end": "20171223-22:50"}, None, False, "ES cluster timeout (30000 ms)")],
    "LOW_CONFID",
    [F("HiH_HiBroadcastUtil 在 22:32:28、23:32:28 和 0:32:28 各发出一次 sendSyncFailedBroadcast", "direct_evidence", "three sendSyncFailedBroadcast lines at those times"),
     F("每一次在同一毫秒内 HiH_HiSyncControl 都打出 ifCanSync not! no cloud version", "direct_evidence", "ifCanSync lines share the timestamp of each broadcast"),
     F("22:47:10 还有一次同步失败广播", "no_evidence", "no record at 22:47:10; the call covering 22:40-22:50 failed")])

# ======================= bJ-009 HealthApp: DataStatManager no error =======================
s = "bJ-009"
r = [healthapp(l) for l in cut(s, "call_9x", HEA, 756, 772)]
ans = contract("统计值更新正常，步数统计出现回落",
               [C("c1", "log_finding", "HiH_DataStatManager 在这段日志里没有任何报错，只是在更新 20171223 的统计值", "direct",
                  [B(["call_9x"], "new date =20171223, type=40002,6724.0,old=7163.0", "query_logs")]),
                C("c2", "metric_finding", "type=40002 的统计值从 7163.0 降到了 6724.0", "direct",
                  [B(["call_9x"], "type=40002,6724.0,old=7163.0", "query_logs")]),
                C("c3", "log_finding", "bulkSaveDetailHiHealthData() 这次 size = 20，totalTime = 34", "direct",
                  [B(["call_9x"], "bulkSaveDetailHiHealthData() size = 20,totalTime = 34", "query_logs")]),
                C("c4", "hypothesis", "也许是用户在两台设备之间切换导致数据被覆盖", "none", []),
                C("c5", "background", "按知识库，type 40002 对应步数统计", "indirect",
                  [B(["call_9y"], "type 40002 对应每日步数统计", "lookup_knowledge")])],
               "可能是多设备数据合并导致回落，建议核对账号绑定的设备列表。")
add(s, ["source:healthapp", "format:json_fenced", "class:negation", "class:hedged_distractor", "class:faithful"],
    "22:19:58 之后步数统计为什么变少了？DataStatManager 有没有报错？",
    "```json\n" + jind(ans) + "\n```",
    [inv("call_9x", s, 1, "query_logs", {"query": "HiH_DataStatManager OR HiH_HiHealthDataInsertStore", "start": "20171223-22:19:58:450", "end": "20171223-22:19:58:510"}, logs(r)),
     inv("call_9y", s, 2, "lookup_knowledge", {"query": "HiHealth type 40002"},
         kb("HiHealth type 40002", [chunk("kb-hh-11", "wiki/hihealth-data-types.md", "type 40002 对应每日步数统计；40003 为卡路里，40004 为距离。", layer="wiki")]))],
    "PASS",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "all DataStatManager records are 'new date =20171223 ...' updates, none an error", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "record type=40002,6724.0,old=7163.0", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "record bulkSaveDetailHiHealthData() size = 20,totalTime = 34", cid="c3"),
     F(ans["claims"][3]["claim_text"], "no_evidence", "hedged hypothesis, non-critical", crit=False, cid="c4"),
     F(ans["claims"][4]["claim_text"], "indirect_support", "background from the knowledge chunk, non-critical", crit=False, cid="c5")])

# ======================= bJ-010 Mac: network down across two hosts =======================
s = "bJ-010"
ev = [mac(l) for l in cut(s, "syslog-10a", MAC, 110, 131)]
add(s, ["source:mac", "format:nl_headings", "class:faithful", "class:paraphrase_zh", "class:hedged_distractor"],
    "7 月 1 日中午 QQ 突然断线，帮我看下 calvisitor-10-105-160-95 那台 Mac 的系统日志。",
    "## 结论\nQQ[10018] 在 Jul 1 11:49:29 向 183.57.48.75:80 发起 connectx 失败，报 [50] Network is down。\n"
    "同一秒 kernel 在 calvisitor-10-105-160-95 上报 AirPort: Link Down on en0，Reason 8。\n"
    "authorMacBook-Pro 上的 Dropbox[24019] 在 11:49:30 报 Failed to read DnsConfig。\n"
    "11:51:07 kernel 记录 en0 的 BSSID 变为 5c:50:15:36:bc:03。\n"
    "## 建议\n推测是用户离开了原来的 Wi-Fi 覆盖范围。\n建议确认网络恢复后 QQ 是否自动重连。",
    [inv("syslog-10a", s, 1, "search_syslog", {"hosts": ["calvisitor-10-105-160-95", "authorMacBook-Pro"], "from": "Jul  1 11:46:00", "to": "Jul  1 11:51:30"},
         {"source": "asl", "count": len(ev), "events": ev}),
     inv("syslog-10b", s, 2, "lookup_knowledge", {"query": "connectx failed [50] Network is down AirPort Link Down Reason 8"},
         kb("connectx failed [50] Network is down AirPort Link Down Reason 8",
            [chunk("kb-mac-08", "runbook/macos-network.md", "AirPort: Link Down on en0. Reason 8 表示终端主动离开了 AP（Disassociated because station leaving），随后应用层会出现 errno 50 Network is down。", rel="medium")]))],
    "PASS",
    [F("QQ[10018] 在 Jul 1 11:49:29 向 183.57.48.75:80 发起 connectx 失败，报 [50] Network is down", "direct_evidence", "QQ line on calvisitor-10-105-160-95 at 11:49:29"),
     F("同一秒 kernel 在 calvisitor-10-105-160-95 上报 AirPort: Link Down on en0，Reason 8", "direct_evidence", "kernel line at 11:49:29 on that host"),
     F("authorMacBook-Pro 上的 Dropbox[24019] 在 11:49:30 报 Failed to read DnsConfig", "direct_evidence", "Dropbox line on authorMacBook-Pro at 11:49:30"),
     F("11:51:07 kernel 记录 en0 的 BSSID 变为 5c:50:15:36:bc:03", "direct_evidence", "kernel BSSID changed line at 11:51:07")])

# ======================= bJ-011 Mac: Dropbox on the wrong host =======================
s = "bJ-011"
o1 = text(cut(s, "call_m11", MAC, 116, 128))
add(s, ["source:mac", "format:nl_bold_labels", "class:entity_swap", "class:misattribution"],
    "calvisitor-10-105-160-95 这台机器 11:49 左右 DNS 解析失败，是哪个进程报的？",
    "**现象**：calvisitor-10-105-160-95 上的 Dropbox[24019] 报 Failed to read DnsConfig。\n"
    "**网络**：kernel 在 11:49:29 报 AirPort: Link Down on en0。\n"
    "**补充**：cdpd[11807] 在 11:49:35 看到 network reachability 变化（isReachable=2）。",
    [inv("call_m11", s, 1, "query_logs", {"query": "*", "start": "Jul  1 11:47:50", "end": "Jul  1 11:51:10"}, o1),
     inv("call_m12", s, 1, "query_logs", {"query": "mDNSResponder", "start": "Jul  1 11:40:00", "end": "Jul  1 11:55:00"}, {"total": 0, "logs": []})],
    "REJECT",
    [F("calvisitor-10-105-160-95 上的 Dropbox[24019] 报 Failed to read DnsConfig", "contradicted", "the Dropbox line is on authorMacBook-Pro; calvisitor-10-105-160-95 has its own different lines"),
     F("kernel 在 11:49:29 报 AirPort: Link Down on en0", "direct_evidence", "kernel line at 11:49:29"),
     F("cdpd[11807] 在 11:49:35 看到 network reachability 变化（isReachable=2）", "direct_evidence", "cdpd line at 11:49:35")])

# ======================= bJ-012 Mac: counts on calvisitor-10-105-163-202 =======================
s = "bJ-012"
o1 = text(cut(s, "call_c12", MAC, 183, 207))
ans = contract("iconservicesagent 图标合成反复失败",
               [C("c1", "log_finding", "calvisitor-10-105-163-202 上 iconservicesagent[328] 共报了 10 次 Failed to composit image", "direct",
                  [B(["call_c12"], "Failed to composit image for descriptor", "query_logs")]),
                C("c2", "log_finding", "quicklookd[31687] 一共 8 次报 Error returned from iconservicesagent: (null)", "direct",
                  [B(["call_c12"], "quicklookd[31687]: Error returned from iconservicesagent: (null)", "query_logs")]),
                C("c3", "log_finding", "WindowServer[184] 出现 3 次 send_datagram_available_ping 超时，都是 pid 445", "direct",
                  [B(["call_c12"], "send_datagram_available_ping: pid 445 failed to act on a ping it dequeued before timing out.", "query_logs")])],
               "建议清理 iconservices 缓存后观察。")
add(s, ["source:mac", "format:json_with_text", "class:count_wrong", "class:quantity"],
    "Finder 预览图标一直出不来，7 月 1 日晚上的日志统计一下错误次数。",
    "下面是结构化结论：\n" + jraw(ans) + "\n以上。",
    [inv("call_c12", s, 1, "query_logs", {"host": "calvisitor-10-105-163-202", "start": "Jul  1 19:46:00", "end": "Jul  1 22:21:00"}, o1)],
    "REJECT",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "10 iconservicesagent Failed to composit image lines", cid="c1"),
     F(ans["claims"][1]["claim_text"], "contradicted", "only 5 quicklookd Error returned lines in the output", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "3 WindowServer ping lines, all pid 445", cid="c3")])

# ======================= bJ-013 Mac: secd 1035, failed call and runbook =======================
s = "bJ-013"
kc = chunk("kb-mac-21", "runbook/macos-keychain.md", "secd 报 Error Domain=com.apple.security.sos.error Code=1035 \"Account identity not set\" 表示本机尚未设置 iCloud 钥匙串身份。通常需要重新登录 iCloud 才会消失。")
add(s, ["source:mac", "format:nl_paragraph", "class:runbook_only", "class:gap", "class:unsupported_cause"],
    "secd 一直报 Code=1035 \"Account identity not set\"，这个会不会影响网络？",
    "根据知识库，secd 的 Code=1035 \"Account identity not set\" 表示本机尚未设置 iCloud 钥匙串身份。secd 从 10:13 开始反复报 sync with device failure。"
    "这个问题不会影响网络连接。建议在系统偏好设置里重新登录 iCloud。",
    [inv("call_s1", s, 1, "query_logs", {"host": "calvisitor-10-105-160-95", "process": "secd", "start": "Jul  1 10:00:00"}, None, False, "upstream timeout after 30s"),
     inv("call_s2", s, 1, "lookup_knowledge", {"query": "secd Code=1035 Account identity not set"}, kb("secd Code=1035 Account identity not set", [kc])),
     inv("call_s3", s, 2, "lookup_knowledge", {"query": "SOSAccountThisDeviceCanSyncWithCircle 1035"},
         kb("SOSAccountThisDeviceCanSyncWithCircle 1035", [dict(kc, deduped=True)]))],
    "LOW_CONFID",
    [F("根据知识库，secd 的 Code=1035 \"Account identity not set\" 表示本机尚未设置 iCloud 钥匙串身份", "indirect_support", "attributed to and found only in the knowledge chunk"),
     F("secd 从 10:13 开始反复报 sync with device failure", "no_evidence", "the log call failed; no successful output holds secd records"),
     F("这个问题不会影响网络连接", "no_evidence", "stated in no output")])

# ======================= bJ-014 Mac: wrong order of events =======================
s = "bJ-014"
o1 = text(cut(s, "call_q14", MAC, 1513, 1533))
add(s, ["source:mac", "format:nl_bold_labels", "class:time_wrong", "class:quantity"],
    "7 月 6 日傍晚 QQ 聊天记录打不开，同时系统卡顿，帮忙理一下时间线。",
    "**QQ**：QQ[10018] 在 Jul 6 17:23:46 报 DB Error: 1 \"no such table: tb_c2cMsg_2658655094\"。\n"
    "**WindowServer**：WindowServer[184] 在 18:05:46 报 send_datagram_available_ping: pid 445 failed to act on a ping it dequeued before timing out。\n"
    "**顺序**：QQ 的 DB Error 是在 WindowServer 这条 ping 超时之后才出现的。\n"
    "**唤醒**：kernel 在 18:37:20 记录了一次 full wake request，耗时约 31 秒。",
    [inv("call_q14", s, 1, "query_logs", {"host": "calvisitor-10-105-162-178", "start": "Jul  6 16:40:00", "end": "Jul  6 18:40:00"}, o1),
     inv("call_q15", s, 2, "lookup_knowledge", {"query": "full wake request reason 2"},
         kb("full wake request reason 2", [chunk("kb-mac-30", "wiki/macos-power.md", "full wake request 后面的毫秒数是唤醒耗时，超过 20000 ms 一般说明有驱动阻塞唤醒。", rel="low", layer="wiki")]))],
    "REJECT",
    [F("QQ[10018] 在 Jul 6 17:23:46 报 DB Error: 1 \"no such table: tb_c2cMsg_2658655094\"", "direct_evidence", "QQ line at 17:23:46"),
     F("WindowServer[184] 在 18:05:46 报 send_datagram_available_ping: pid 445 failed to act on a ping it dequeued before timing out", "direct_evidence", "WindowServer line at 18:05:46"),
     F("QQ 的 DB Error 是在 WindowServer 这条 ping 超时之后才出现的", "contradicted", "timestamps show the DB Error (17:23:46) before the ping timeout (18:05:46)"),
     F("kernel 在 18:37:20 记录了一次 full wake request，耗时约 31 秒", "direct_evidence", "full wake request (reason 2) 30914 ms = ~31 s")])

# ======================= bJ-015 Windows: TrustedInstaller start, SQM failure =======================
s = "bJ-015"
r = [windows(l) for l in cut(s, "call_win15", WIN, 1, 16)]
ans = contract("TrustedInstaller 启动正常，SQM 上传失败",
               [C("c1", "log_finding", "TrustedInstaller 服务在 2016-09-28 04:30:31 正常启动", "direct",
                  [B(["call_win15"], "TrustedInstaller service starts successfully.", "query_logs")]),
                C("c2", "log_finding", "CBS 的 SQM 标准样本上传失败，HRESULT = 0x80004005 - E_FAIL", "direct",
                  [B(["call_win15"], '{"message": "SQM: Failed to start standard sample upload. [HRESULT = 0x80004005 - E_FAIL]", "component": "CBS"}', "query_logs")]),
                C("c3", "log_finding", "SQM 对 *_all.sqm 模式排队了 0 个文件", "direct",
                  [B(["call_win15"], "2016-09-28 04:30:31, Info                  CBS    SQM: Queued 0 file(s) for upload with pattern: C:\\Windows\\servicing\\sqm\\*_all.sqm, flags: 0x6", "query_logs")]),
                C("c4", "recommendation", "检查 C:\\Windows\\servicing\\sqm 目录权限", "none", [])],
               "建议检查 C:\\Windows\\servicing\\sqm 目录的权限。")
add(s, ["source:windows", "format:json_raw", "class:excerpt_format", "class:faithful"],
    "Windows 更新服务 9 月 28 日凌晨启动时有没有异常？",
    jraw(ans),
    [inv("call_win15", s, 1, "query_logs", {"file": "CBS.log", "start": "2016-09-28 04:30:30", "end": "2016-09-28 04:30:31"}, logs(r))],
    "PASS",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "CBS line 'TrustedInstaller service starts successfully.' at 04:30:31", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "JSON excerpt pairs equal the fields of that CBS record", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "excerpt is the whole verbatim line of that record", cid="c3"),
     F(ans["claims"][3]["claim_text"], "no_evidence", "recommendation, non-critical", crit=False, cid="c4")])

# ======================= bJ-016 Windows: HRESULT one digit off =======================
s = "bJ-016"
o1 = text(cut(s, "inv_16", WIN, 127, 137))
ans = contract("CBS 打开补丁包失败",
               [C("c1", "log_finding", "CBS 在 04:30:32 报 Failed to internally open package，HRESULT = 0x800f0806 - CBS_E_INVALID_PACKAGE", "direct",
                  [B(["inv_16"], "Failed to internally open package.", "query_logs")]),
                C("c2", "log_finding", "同一时段 CBS 还报 Expecting attribute name [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]", "direct",
                  [B(["inv_16"], "Expecting attribute name [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]", "query_logs")]),
                C("c3", "log_finding", "Session: 30546173_4267072707 由 WindowsUpdateAgent 初始化", "direct",
                  [B(["inv_16"], "Session: 30546173_4267072707 initialized by client WindowsUpdateAgent.", "query_logs")])],
               "建议重新下载出错的补丁包。")
add(s, ["source:windows", "format:json_indented", "class:fabricated_id"],
    "CBS 日志里 04:30:32 打不开补丁包，具体错误码是多少？",
    jind(ans),
    [inv("inv_16", s, 1, "query_logs", {"file": "CBS.log", "start": "2016-09-28 04:30:31", "end": "2016-09-28 04:30:32"}, o1)],
    "REJECT",
    [F(ans["claims"][0]["claim_text"], "contradicted", "output shows 0x800f0805; 0x800f0806 is one character off and appears nowhere", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "verbatim CBS line", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "verbatim session line at 04:30:32", cid="c3")])

# ======================= bJ-017 Windows: denial and wrong status =======================
s = "bJ-017"
o1 = text(cut(s, "call_17a", WIN, 936, 953))
add(s, ["source:windows", "format:nl_bullets", "class:negation", "class:status_wrong"],
    "9 月 28 日 04:40 那次 TrustedInstaller 收尾有没有问题？",
    "- CBS 在这次会话里一条报错都没有\n"
    "- Scavenge 在 04:40:54 执行失败，没有完成\n"
    "- CSI 提示 Store coherency cookie matches last scavenge cookie, skipping scavenge\n"
    "- 04:40:55 TrustedInstaller 主循环结束",
    [inv("call_17a", s, 1, "query_logs", {"file": "CBS.log", "start": "2016-09-28 04:32:00", "end": "2016-09-28 04:41:00"}, o1),
     inv("call_17b", s, 1, "query_logs", {"file": "setupapi.dev.log", "start": "2016-09-28 04:32:00", "end": "2016-09-28 04:41:00"}, {"total": 0, "logs": []})],
    "REJECT",
    [F("CBS 在这次会话里一条报错都没有", "contradicted", "CBS logs 'Failed to create backup log cab. [HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION]' at 04:32:17"),
     F("Scavenge 在 04:40:54 执行失败，没有完成", "contradicted", "CBS logs 'Scavenge: Completed, disposition: 0X1' at 04:40:54"),
     F("CSI 提示 Store coherency cookie matches last scavenge cookie, skipping scavenge", "direct_evidence", "CSI line at 04:40:54"),
     F("04:40:55 TrustedInstaller 主循环结束", "direct_evidence", "'Ending the TrustedInstaller main loop.' at 04:40:55")])

# ======================= bJ-018 Windows: unsupported cause =======================
s = "bJ-018"
o1 = text(cut(s, "call_18", WIN, 925, 936))
add(s, ["source:windows", "format:nl_paragraph", "class:unsupported_cause", "class:faithful"],
    "这几个 KB 补丁是什么时候被检测的？谁推下来的？",
    "04:30:53 CBS 读取了 Package_for_KB3156019 的缓存适用性，ApplicableState 和 CurrentState 都是 112。Package_for_RollupFix 的 ApplicableState 同样是 112。"
    "04:32:17 CBS 报 Failed to create backup log cab，HRESULT = 0x80070001。这批补丁是运维前一天晚上手动推送的。",
    [inv("call_18", s, 1, "query_logs", {"file": "CBS.log", "query": "Package_for_ OR Failed", "start": "2016-09-28 04:30:53"}, o1),
     inv("call_18b", s, 2, "query_logs", {"file": "WindowsUpdate.log", "query": "install"}, None, False, "HTTP 503 from log gateway")],
    "LOW_CONFID",
    [F("04:30:53 CBS 读取了 Package_for_KB3156019 的缓存适用性，ApplicableState 和 CurrentState 都是 112", "direct_evidence", "Read out cached package applicability line for KB3156019"),
     F("Package_for_RollupFix 的 ApplicableState 同样是 112", "direct_evidence", "RollupFix line ApplicableState: 112"),
     F("04:32:17 CBS 报 Failed to create backup log cab，HRESULT = 0x80070001", "direct_evidence", "line at 04:32:17"),
     F("这批补丁是运维前一天晚上手动推送的", "no_evidence", "cause appears in no output; the second call failed")])

# ======================= bJ-019 Proxifier: byte quantities =======================
s = "bJ-019"
o1 = text(cut(s, "px-19", PRX, 245, 260))
add(s, ["source:proxifier", "format:nl_sloppy", "class:quantity", "class:paraphrase_zh", "class:faithful"],
    "10 月 30 日 17 点多代理上谁在跑大流量？QQ 为什么连不上？",
    "chrome.exe 17:10:50 那条连接 lifetime 02:48，收了大约 11.2 MB\n"
    "SogouCloud.exe 17:17:18 这条收了 660 KB，lifetime 00:07\n"
    "QQ.exe 连 tcpconn4.tencent.com:80 失败：Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy closed the connection unexpectedly\n"
    "QQ.exe 到 tcpconn6.tencent.com:443 的连接请求在完成前被取消\n"
    "建议看下代理那边 17:16 前后的日志",
    [inv("px-19", s, 1, "query_logs", {"file": "Proxifier.log", "start": "10.30 17:10:50", "end": "10.30 17:17:18"}, o1)],
    "PASS",
    [F("chrome.exe 17:10:50 那条连接 lifetime 02:48，收了大约 11.2 MB", "direct_evidence", "11721005 bytes received (11.1 MB shown; 11.7 MB decimal), within ~10%"),
     F("SogouCloud.exe 17:17:18 这条收了 660 KB，lifetime 00:07", "direct_evidence", "676064 bytes (660 KB) received, lifetime 00:07"),
     F("QQ.exe 连 tcpconn4.tencent.com:80 失败：Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy closed the connection unexpectedly", "direct_evidence", "QQ.exe error line at 17:16:10"),
     F("QQ.exe 到 tcpconn6.tencent.com:443 的连接请求在完成前被取消", "direct_evidence", "paraphrase of 'A connection request was canceled before the completion.'")])

# ======================= bJ-020 Proxifier: KB reported as MB =======================
s = "bJ-020"
r = [proxifier(l) for l in cut(s, "call_p20", PRX, 438, 446)]
ans = contract("18:00 前后代理连接情况",
               [C("c1", "log_finding", "firefox.exe 17:59:58 这条连接收到 446 MB 数据", "direct",
                  [B(["call_p20"], "close, 1555 bytes (1.51 KB) sent, 457464 bytes (446 KB) received, lifetime 00:46", "query_logs")]),
                C("c2", "log_finding", "FlashPlayerPlugin_18_0_0_209.exe 连 formi.baidu.com:843 被代理拒绝，status code 403", "direct",
                  [B(["call_p20"], "formi.baidu.com:843 error : Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy server cannot establish a connection with the target, status code 403", "query_logs")]),
                C("c3", "log_finding", "git-remote-https.exe 通过 proxy.cse.cuhk.edu.hk:5070 建立了 HTTPS 连接", "direct",
                  [B(["call_p20"], "open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS", "query_logs")]),
                C("c4", "log_finding", "firefox.exe 在 18:00:15 通过代理建立连接失败", "direct",
                  [B(["call_p20"], "open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS", "query_logs")])],
               "建议限制 firefox.exe 的下载速率。")
add(s, ["source:proxifier", "format:json_compact", "class:value_wrong", "class:status_wrong"],
    "18:00 左右代理带宽被打满了，谁下了大文件？",
    jcompact(ans),
    [inv("call_p20", s, 1, "query_logs", {"file": "Proxifier.log", "start": "10.30 17:59:21", "end": "10.30 18:00:15"}, logs(r))],
    "REJECT",
    [F(ans["claims"][0]["claim_text"], "contradicted", "firefox.exe received 457464 bytes (446 KB), not 446 MB", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "FlashPlayerPlugin error line with status code 403", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "git-remote-https.exe open through proxy line at 17:59:21", cid="c3"),
     F(ans["claims"][3]["claim_text"], "contradicted", "firefox.exe lines at 18:00:15 say 'open through proxy ... HTTPS' (success), no error", cid="c4")])

# ======================= bJ-021 Proxifier: 403 put on Skype (malformed contract) =======================
s = "bJ-021"
o1 = text(cut(s, "call_21a", PRX, 438, 446))
o2 = text(cut(s, "call_21b", PRX, 478, 486))
add(s, ["source:proxifier", "format:json_malformed", "class:misattribution"],
    "Skype 18:04 连不上，是被代理 403 了吗？",
    "{'claims': [{'claim_id': 'c1', 'claim_type': 'root_cause', 'claim_text': 'Skype.exe 连 86.99.222.235:443 失败，代理返回 status code 403', 'support_level': 'direct'}, "
    "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'FlashPlayerPlugin_18_0_0_209.exe 在 18:00:12 也连不上 formi.baidu.com:843', 'support_level': 'direct'}, "
    "{'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'firefox.exe 18:05:44 的两条连接分别收到 301 KB 和 262 KB', 'support_level': 'direct'}], "
    "'user_facing_answer': '建议把 Skype 的目标地址加入代理白名单。'}",
    [inv("call_21a", s, 1, "query_logs", {"file": "Proxifier.log", "start": "10.30 17:59:00", "end": "10.30 18:00:20"}, o1),
     inv("call_21b", s, 1, "query_logs", {"file": "Proxifier.log", "start": "10.30 18:03:40", "end": "10.30 18:07:10"}, o2)],
    "REJECT",
    [F("Skype.exe 连 86.99.222.235:443 失败，代理返回 status code 403", "contradicted", "Skype.exe's own line says 'Proxy closed the connection unexpectedly'; 403 is only on FlashPlayerPlugin / other lines"),
     F("FlashPlayerPlugin_18_0_0_209.exe 在 18:00:12 也连不上 formi.baidu.com:843", "direct_evidence", "error line at 18:00:12"),
     F("firefox.exe 18:05:44 的两条连接分别收到 301 KB 和 262 KB", "direct_evidence", "two close lines at 18:05:44: 301 KB and 262 KB")])

# ======================= bJ-022 Proxifier: YodaoDict cancel count =======================
s = "bJ-022"
o1 = text(cut(s, "call_yd", PRX, 900, 926))
ans = contract("YodaoDict 图片请求被大量取消",
               [C("c1", "log_finding", "21:11:51 到 21:14:05 之间 YodaoDict.exe 共 11 次 A connection request was canceled before the completion", "direct",
                  [B(["call_yd"], "A connection request was canceled before the completion.", "query_logs")]),
                C("c2", "log_finding", "spoolsv.exe 访问 127.0.0.1:135 两次被代理拒绝，status code 403", "direct",
                  [B(["call_yd"], "[10.30 21:13:23] spoolsv.exe *64 - 127.0.0.1:135 error : Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy server cannot establish a connection with the target, status code 403", "query_logs")]),
                C("c3", "log_finding", "YodaoDict.exe 21:14:03 到 oimageb7.ydstatic.com:80 的连接正常关闭，收到 23.7 KB", "direct",
                  [B(["T1"], "oimageb7.ydstatic.com:80 close, 357 bytes sent, 24275 bytes (23.7 KB) received", "query_logs", sid="T1")])],
               "建议检查 YodaoDict 的图片预加载设置。")
add(s, ["source:proxifier", "format:json_fenced", "class:quantity", "class:excerpt_format"],
    "有道词典 21 点后图片老加载不出来，代理日志怎么说？",
    "```json\n" + jind(ans) + "\n```",
    [inv("call_yd", s, 1, "query_logs", {"file": "Proxifier.log", "start": "10.30 21:06:46", "end": "10.30 21:14:05"}, o1)],
    "PASS",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "11 YodaoDict canceled lines between 21:11:51 and 21:14:05", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "two spoolsv.exe 403 lines (21:08:03, 21:13:23); excerpt is a whole line", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "close line at 21:14:03 with 23.7 KB received; T1 is the only call", cid="c3")])

# ======================= bJ-023 Nezha: preserve -> basic-service =======================
s = "bJ-023"
r = nezha_rows(s, "call_n23a", NZ + "log/09_25_log.csv", 862, 875)
sr = series(s, "call_n23b", NZ + "metric/ts-basic-service-5dc8d4f9fd-46997_metric.csv", 43, 49, "ts-basic-service-5dc8d4f9fd-46997",
            [("PodServerLatencyP99(s)", "PodServerLatencyP99", "s", 1.0), ("CpuUsage(m)", "CpuUsage", "m", 1.0)])
add(s, ["source:nezha_trainticket", "format:nl_headings", "class:paraphrase_zh", "class:quantity", "class:runbook_only"],
    "TrainTicket 下单 09:25 左右报 500，ts-preserve-service 到底卡在哪一步？",
    "## 现象\nts-preserve-service-b5ccf8557-j4txs 在 09:25:01.442 报 ERROR：Request processing failed; nested exception is java.lang.IllegalStateException: No instances available for ts-basic-service。\n"
    "同一条链路（TraceID 6d3d3d38dd68c1d9adb726a5eddff330）里 ts-seat-service 和 ts-price-service 都只有 INFO 日志。\n"
    "## 指标\nts-basic-service 在 09:22 到 09:28 的 P99 延迟最高 925 ms。\nts-basic-service 的 CPU 平均约 6.8m。\n"
    "## 知识库\n按运维手册，No instances available 通常表示注册中心里找不到该服务的健康实例。\n建议检查 ts-basic-service 的注册状态。",
    [inv("call_n23a", s, 1, "query_logs", {"trace_id": "6d3d3d38dd68c1d9adb726a5eddff330", "start": "2023-01-29T09:25:01.19Z", "end": "2023-01-29T09:25:01.45Z"}, logs(r)),
     inv("call_n23b", s, 2, "query_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-46997", "metrics": ["PodServerLatencyP99", "CpuUsage"], "start": "2023-01-29 09:22:00", "end": "2023-01-29 09:29:00"},
         {"alerts": [], "series": sr}),
     inv("call_n23c", s, 2, "lookup_knowledge", {"query": "IllegalStateException No instances available"},
         kb("IllegalStateException No instances available",
            [chunk("kb-tt-02", "runbook/trainticket-ribbon.md", "No instances available for <service> 表示注册中心里找不到该服务的健康实例，Ribbon 无法完成负载均衡。先检查目标服务 Pod 是否就绪以及注册状态。")]))],
    "PASS",
    [F("ts-preserve-service-b5ccf8557-j4txs 在 09:25:01.442 报 ERROR：Request processing failed; nested exception is java.lang.IllegalStateException: No instances available for ts-basic-service", "direct_evidence", "ERROR record of that pod at 09:25:01.442"),
     F("同一条链路（TraceID 6d3d3d38dd68c1d9adb726a5eddff330）里 ts-seat-service 和 ts-price-service 都只有 INFO 日志", "direct_evidence", "seat and price records of that trace are all INFO"),
     F("ts-basic-service 在 09:22 到 09:28 的 P99 延迟最高 925 ms", "direct_evidence", "PodServerLatencyP99 max 0.925 s = 925 ms"),
     F("ts-basic-service 的 CPU 平均约 6.8m", "direct_evidence", "CpuUsage avg 6.769917 m"),
     F("按运维手册，No instances available 通常表示注册中心里找不到该服务的健康实例", "indirect_support", "attributed to the runbook chunk kb-tt-02")])

# ======================= bJ-024 Nezha: execute error put on order-service =======================
s = "bJ-024"
r = nezha_rows(s, "call_24a", NZ + "log/09_25_log.csv", 1171, 1181)
ans = contract("取票执行失败",
               [C("c1", "root_cause", "ts-order-service-5b67c48447-mv5hb 报 ticket execute error: Order Status Wrong，orderId 2d814900-5c5a-4882-bc49-1f587b57a252", "direct",
                  [B(["call_24a"], "ticket execute error: Order Status Wrong", "query_logs")]),
                C("c2", "log_finding", "ts-order-other-service-6cdbf9b4cc-h7mqk 对同一订单返回 Get Order By ID Success", "direct",
                  [B(["call_24a"], "[getOrderById][Get Order By ID Success][OrderId: 2d814900-5c5a-4882-bc49-1f587b57a252]", "query_logs")]),
                C("c3", "log_finding", "ts-order-service 在这段日志里共有 2 条 WARN Order not found", "direct",
                  [B(["call_24a"], "[getOrderById][Get Order By ID Fail][Order not found]", "query_logs")])],
               "建议核对订单 2d814900-5c5a-4882-bc49-1f587b57a252 的状态流转。")
add(s, ["source:nezha_trainticket", "format:json_indented", "class:misattribution", "class:quantity"],
    "09:24 用户取票失败，订单 2d814900-5c5a-4882-bc49-1f587b57a252 是哪个服务报的错？",
    jind(ans),
    [inv("call_24a", s, 1, "query_logs", {"query": "2d814900-5c5a-4882-bc49-1f587b57a252 OR df5addb8-ab74-488d-8ee0-6e61d23f6d12", "start": "2023-01-29T09:24:18Z", "end": "2023-01-29T09:25:08Z"}, logs(r)),
     inv("call_24b", s, 1, "query_logs", {"pod": "ts-order-other-service-6cdbf9b4cc-h7mqk", "level": "ERROR", "start": "2023-01-29T09:24:00Z", "end": "2023-01-29T09:26:00Z"}, {"total": 0, "logs": []})],
    "REJECT",
    [F(ans["claims"][0]["claim_text"], "contradicted", "the execute error is logged only by ts-execute-service; ts-order-service's own records say 'Order not found'", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "order-other-service INFO Get Order By ID Success for that order", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "two order-service WARN Order not found records (09:24:18, 09:25:07)", cid="c3")])

# ======================= bJ-025 Nezha: all bindings broken =======================
s = "bJ-025"
r = nezha_rows(s, "call_7b1", NZ + "log/09_25_log.csv", 1198, 1211)
ans = contract("execute-service 报订单状态错误",
               [C("c1", "log_finding", "ts-execute-service-775f544d9-zqvjb 在 09:24:56 报 ticket execute error: Order Status Wrong，orderId 6fbb4691-81a8-417d-aa36-dd90c97d1638", "direct",
                  [B(["call_7c"], "ticket execute error: Order Status Wrong", "query_logs", sid="call_7c")]),
                C("c2", "log_finding", "ts-order-service 对订单 6fbb4691-81a8-417d-aa36-dd90c97d1638 返回 Get Order By ID Success", "direct",
                  [B([], "Get Order By ID Success", "query_logs", sid="T4")]),
                C("c3", "log_finding", "ts-order-service 对订单 1980f134-63dc-45fa-aa46-9f7b89f8abd6 报 Order not found", "direct", [])],
               "建议检查订单状态机。")
add(s, ["source:nezha_trainticket", "format:json_raw", "class:bad_reference", "class:gap"],
    "09:24 两笔取票都失败了，帮我看下 execute 和 order 服务的日志。",
    jraw(ans),
    [inv("call_7b1", s, 1, "query_logs", {"pod": "ts-execute-service-775f544d9-zqvjb,ts-order-service-5b67c48447-mv5hb,ts-order-other-service-6cdbf9b4cc-h7mqk", "start": "2023-01-29T09:24:18.8Z", "end": "2023-01-29T09:24:56.6Z"}, logs(r)),
     inv("call_7b2", s, 1, "query_logs", {"pod": "ts-inside-payment-service-6f94c49ccd-4rdb2", "start": "2023-01-29T09:24:00Z"}, None, False, "loki: query timed out")],
    "LOW_CONFID",
    [F(ans["claims"][0]["claim_text"], "indirect_support", "content matches an execute-service ERROR record, but the binding names call_7c, which does not exist", cid="c1"),
     F(ans["claims"][1]["claim_text"], "indirect_support", "content matches, but trace ref T4 does not exist (only two calls)", cid="c2"),
     F(ans["claims"][2]["claim_text"], "indirect_support", "content matches the order-service WARN record, but the claim has no binding", cid="c3")])

# ======================= bJ-026 Nezha: food-service error, contacts no-hit =======================
s = "bJ-026"
r = nezha_rows(s, "call_26a", NZ + "log/08_43_log.csv", 5, 13)
ans = contract("food-service 查询餐食失败",
               [C("c1", "log_finding", "ts-food-service-f5756978c-k8vqf 在 08:42:22.419 报 ERROR：Get the Get Food Request Failed，foodStoresListResult is null", "direct",
                  [B(["call_26a"], "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]", "query_logs")]),
                C("c2", "log_finding", "失败请求对应 tripId D1345，日期 2021-07-14", "direct",
                  [B(["call_26a"], "[date: 2021-07-14, tripId: D1345]", "query_logs")]),
                C("c3", "log_finding", "ts-contacts-service-866bd68c97-xcqfx 这段时间没有任何 ERROR 日志", "direct",
                  [B(["call_26b"], "total: 0", "query_logs")]),
                C("c4", "hypothesis", "不排除是 ts-station-food-service 返回了空数据", "none", [])],
               "不排除是 ts-station-food-service 返回了空数据，建议继续查它的日志。")
add(s, ["source:nezha_trainticket", "format:json_raw", "class:gap", "class:negation"],
    "08:42 订餐页面空白，ts-contacts-service 刚做过故障注入，会不会是它？",
    jraw(ans),
    [inv("call_26a", s, 1, "query_logs", {"trace_id": "ffc8ca7e4c8f06c75142c880d5595d96", "start": "2023-01-29T08:42:22.3Z", "end": "2023-01-29T08:42:22.42Z"}, logs(r)),
     inv("call_26b", s, 1, "query_logs", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "level": "ERROR", "start": "2023-01-29T08:42:00Z", "end": "2023-01-29T08:44:00Z"}, {"total": 0, "logs": []})],
    "LOW_CONFID",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "food-service ERROR record at 08:42:22.419", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "same record: [date: 2021-07-14, tripId: D1345]", cid="c2"),
     F(ans["claims"][2]["claim_text"], "no_evidence", "rests only on a no-hit query; no-hit does not prove absence", cid="c3"),
     F(ans["claims"][3]["claim_text"], "no_evidence", "hedged hypothesis, non-critical", crit=False, cid="c4")])

# ======================= bJ-027 Nezha metrics: contacts-service =======================
s = "bJ-027"
sr = series(s, "call_m27", NZ + "metric/ts-contacts-service-866bd68c97-xcqfx_metric.csv", 4, 7, "ts-contacts-service-866bd68c97-xcqfx",
            [("CpuUsage(m)", "CpuUsage", "m", 1.0), ("MemoryUsage(Mi)", "MemoryUsage", "MiB", 1.0), ("PodServerLatencyP99(s)", "PodServerLatencyP99", "s", 1.0)])
ans = contract("ts-contacts-service 资源指标平稳",
               [C("c1", "metric_finding", "ts-contacts-service-866bd68c97-xcqfx 在 08:43 到 08:46 的 CPU 使用峰值约 18.2m", "direct",
                  [B(["call_m27"], '{"metric": "CpuUsage", "max": 18.208199}', "query_metrics")]),
                C("c2", "metric_finding", "这段时间内存使用平均约 425 MiB", "direct",
                  [B(["call_m27"], '{"metric": "MemoryUsage", "avg": 425.017578}', "query_metrics")]),
                C("c3", "metric_finding", "服务端 P99 延迟一直是 24.85 ms", "direct",
                  [B(["call_m27"], "metric=PodServerLatencyP99 max=0.02485 last=0.02485", "query_metrics")]),
                C("c4", "hypothesis", "可能 return 类故障不会体现在资源指标上", "none", [])],
               "可能 return 类故障不会体现在资源指标上，建议结合调用链继续看。")
add(s, ["source:nezha_trainticket", "format:json_fenced", "class:quantity", "class:hedged_distractor"],
    "ts-contacts-service 08:43 注入故障后 CPU、内存和延迟有变化吗？",
    "```json\n" + jraw(ans) + "\n```",
    [inv("call_m27", s, 1, "query_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "start": "2023-01-29 08:43:00", "end": "2023-01-29 08:46:30"}, {"alerts": [], "series": sr}),
     inv("call_m27k", s, 2, "lookup_knowledge", {"query": "return fault injection metrics"},
         kb("return fault injection metrics", [chunk("kb-tt-09", "past_incidents/2023-01-29.md", "return 类故障注入只改变接口返回值，通常不会引起 CPU 或内存波动。", rel="medium", layer="past_incident")]))],
    "PASS",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "CpuUsage max 18.208199 m", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "MemoryUsage avg 425.017578 MiB", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "PodServerLatencyP99 max = avg = last = 0.02485 s = 24.85 ms; k=v excerpt pairs are fields of that series row", cid="c3"),
     F(ans["claims"][3]["claim_text"], "no_evidence", "hedged hypothesis, non-critical", crit=False, cid="c4")])

# ======================= bJ-028 Nezha metrics: wrong P99 =======================
s = "bJ-028"
sr = series(s, "call_m28", NZ + "metric/ts-basic-service-5dc8d4f9fd-46997_metric.csv", 43, 49, "ts-basic-service-5dc8d4f9fd-46997",
            [("CpuUsageRate(%)", "CpuUsageRate", "%", 1.0), ("MemoryUsageRate(%)", "MemoryUsageRate", "%", 1.0), ("PodServerLatencyP99(s)", "PodServerLatencyP99", "s", 1.0)])
o2 = text(cut(s, "call_m28l", NZ + "log/09_25_log.csv", 1168, 1170))
add(s, ["source:nezha_trainticket", "format:nl_paragraph", "class:value_wrong", "class:quantity"],
    "ts-basic-service 09:25 被注入 exception 故障，指标上看延迟有多高？",
    "ts-basic-service-5dc8d4f9fd-46997 在 09:22 到 09:28 之间 CPU 使用率最高约 1.9%。内存使用率平均在 20.4% 左右。P99 延迟峰值大约 1.5 秒。"
    "09:24:46 ts-basic-service 还在正常处理 queryForTravel 请求。",
    [inv("call_m28", s, 1, "query_metrics", {"pod": "ts-basic-service-5dc8d4f9fd-46997", "start": "2023-01-29 09:22:00", "end": "2023-01-29 09:29:00"}, {"alerts": [], "series": sr}),
     inv("call_m28l", s, 1, "query_logs", {"query": "ts-basic-service OR ts-assurance-service", "start": "2023-01-29T09:24:46Z", "end": "2023-01-29T09:24:48Z"}, o2)],
    "REJECT",
    [F("ts-basic-service-5dc8d4f9fd-46997 在 09:22 到 09:28 之间 CPU 使用率最高约 1.9%", "direct_evidence", "CpuUsageRate max 1.883 %"),
     F("内存使用率平均在 20.4% 左右", "direct_evidence", "MemoryUsageRate avg 20.366 %"),
     F("P99 延迟峰值大约 1.5 秒", "contradicted", "PodServerLatencyP99 max is 0.925 s, far outside 10 %"),
     F("09:24:46 ts-basic-service 还在正常处理 queryForTravel 请求", "direct_evidence", "INFO BasicController queryForTravel record at 09:24:46.569")])

# ======================= bJ-029 Nezha metrics table: unsupported cause =======================
s = "bJ-029"
rel = NZ + "metric/ts-preserve-service-b5ccf8557-j4txs_metric.csv"
head = src_lines(rel)[0].split(",")
keep = ["Time", "PodName", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodServerLatencyP99(s)"]
idx = [head.index(k) for k in keep]
rows = [[l.split(",")[j] for j in idx] for l in cut(s, "tbl-29", rel, 43, 49)]
add(s, ["source:nezha_trainticket", "format:nl_bold_labels", "class:unsupported_cause", "class:quantity"],
    "ts-preserve-service 09:24 左右延迟飙高，是不是刚发过版？",
    "**指标**：ts-preserve-service-b5ccf8557-j4txs 的 P99 延迟在 09:24 那个采样点冲到 2.455 秒。\n"
    "**对比**：09:26 的采样点 P99 回落到 0.4975 秒。\n"
    "**原因**：发布之后流量就切到这个实例上了。\n"
    "建议对照发布记录再确认一次。",
    [inv("tbl-29", s, 1, "get_pod_metrics", {"pod": "ts-preserve-service-b5ccf8557-j4txs", "columns": keep, "from": "2023-01-29 09:22", "to": "2023-01-29 09:29"}, {"columns": keep, "rows": rows}),
     inv("tbl-29b", s, 2, "query_logs", {"query": "deploy ts-preserve-service", "index": "k8s-events"}, None, False, "permission denied for index k8s-events")],
    "LOW_CONFID",
    [F("ts-preserve-service-b5ccf8557-j4txs 的 P99 延迟在 09:24 那个采样点冲到 2.455 秒", "direct_evidence", "row 09:24:10 PodServerLatencyP99(s) = 2.455"),
     F("09:26 的采样点 P99 回落到 0.4975 秒", "direct_evidence", "row 09:26:10 PodServerLatencyP99(s) = 0.4975"),
     F("发布之后流量就切到这个实例上了", "no_evidence", "no output mentions a release or traffic switch; the events call failed")])

# ======================= bJ-030 OpenStack: spawn timings =======================
s = "bJ-030"
r = [openstack(l) for l in cut(s, "req-trace-1", OST, 108, 120)]
ans = contract("实例创建耗时正常",
               [C("c1", "metric_finding", "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 hypervisor 上 spawn 用了约 20 秒", "direct",
                  [B(["req-trace-1"], "Took 19.96 seconds to spawn the instance on the hypervisor.", "query_logs")]),
                C("c2", "metric_finding", "整个 build 过程耗时 20.71 秒", "direct",
                  [B(["req-trace-1"], "Took 20.71 seconds to build instance.", "query_logs")]),
                C("c3", "log_finding", "nova-api 在 00:00:51.361 处理 GET servers/detail 返回 200，耗时约 259 ms", "direct",
                  [B(["req-trace-1"], '"GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail HTTP/1.1" status: 200 len: 1893 time: 0.2593911', "query_logs")]),
                C("c4", "log_finding", "nova-api 为该实例创建了 network-vif-plugged 事件", "direct",
                  [B(["req-trace-1"], "Creating event network-vif-plugged:a208479c-c0e3-4730-a5a0-d75e8afd0252 for instance 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4", "query_logs")])],
               "建议继续观察后续实例的创建耗时。")
add(s, ["source:openstack", "format:json_indented", "class:quantity", "class:faithful"],
    "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 创建得很慢吗？各阶段花了多久？",
    jind(ans),
    [inv("req-trace-1", s, 1, "query_logs", {"query": "96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 OR servers/detail", "start": "2017-05-16 00:00:50", "end": "2017-05-16 00:00:54"}, logs(r))],
    "PASS",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "19.96 s ~ 20 s", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "Took 20.71 seconds to build instance", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "time: 0.2593911 s = ~259 ms, status 200 at 00:00:51.361", cid="c3"),
     F(ans["claims"][3]["claim_text"], "direct_evidence", "nova-api Creating event network-vif-plugged record", cid="c4")])

# ======================= bJ-031 OpenStack: wrong duration and denial =======================
s = "bJ-031"
o1 = text(cut(s, "call_os31", OST, 140, 150))
add(s, ["source:openstack", "format:nl_bullets", "class:value_wrong", "class:negation", "class:count_wrong"],
    "删除实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 时 nova-compute 有没有告警？",
    "- 实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 hypervisor 上销毁耗时 2.11 秒\n"
    "- 网络释放（deallocate network）用了 0.52 秒\n"
    "- nova-compute 这段时间没有任何 WARNING\n"
    "- 实例文件 /var/lib/nova/instances/96abccce-8d1f-4e07-b6d1-4b2ab87e23b4_del 已删除完成\n"
    "- 这段时间 nova-api 共处理了 3 次 GET servers/detail 请求",
    [inv("call_os31", s, 1, "query_logs", {"query": "nova-compute OR nova-api", "start": "2017-05-16 00:00:59", "end": "2017-05-16 00:01:02.2"}, o1)],
    "REJECT",
    [F("实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 hypervisor 上销毁耗时 2.11 秒", "contradicted", "log says Took 1.11 seconds to destroy"),
     F("网络释放（deallocate network）用了 0.52 秒", "direct_evidence", "Took 0.52 seconds to deallocate network"),
     F("nova-compute 这段时间没有任何 WARNING", "contradicted", "nova-compute WARNING imagecache Unknown base file at 00:01:01.698"),
     F("实例文件 /var/lib/nova/instances/96abccce-8d1f-4e07-b6d1-4b2ab87e23b4_del 已删除完成", "direct_evidence", "Deletion of ..._del complete"),
     F("这段时间 nova-api 共处理了 3 次 GET servers/detail 请求", "contradicted", "the output holds 2 nova-api GET servers/detail lines (00:01:01.033, 00:01:02.141)")])

# ======================= bJ-032 OpenStack: one bad reference =======================
s = "bJ-032"
r = [openstack(l) for l in cut(s, "call_os1", OST, 50, 62)]
ans = contract("实例销毁与外部事件请求",
               [C("c1", "metric_finding", "实例 b9000564-fe1a-409b-b8cc-1e88b294cd1d 在 hypervisor 上销毁耗时 1.03 秒", "direct",
                  [B(["call_os1"], "Took 1.03 seconds to destroy the instance on the hypervisor.", "query_logs")]),
                C("c2", "log_finding", "req-0b851395-2895-44b9-8265-a27d0bb52910 的 os-server-external-events 请求返回 404，原因是 HTTP exception thrown: No instances found for any event", "direct",
                  [B(["call_os1"], "component=nova.api.openstack.wsgi request_id=req-0b851395-2895-44b9-8265-a27d0bb52910", "query_logs")]),
                C("c3", "log_finding", "POST /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers 返回 202", "direct",
                  [B(["call_os9"], "status: 202 len: 733", "query_logs", sid="call_os9")])],
               "建议确认 neutron 发送事件时实例是否已被删除。")
add(s, ["source:openstack", "format:json_compact", "class:bad_reference", "class:excerpt_format"],
    "00:00:21 那个 os-server-external-events 为什么 404？",
    jcompact(ans),
    [inv("call_os1", s, 1, "query_logs", {"query": "nova-api OR nova-compute", "start": "2017-05-16 00:00:17", "end": "2017-05-16 00:00:31"}, logs(r))],
    "PASS",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "Took 1.03 seconds to destroy (b9000564...)", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "k=v excerpt pairs are fields of the wsgi record; 404 and the exception are in records of that request", cid="c2"),
     F(ans["claims"][2]["claim_text"], "indirect_support", "content is in call_os1, but the binding names call_os9, which does not exist", cid="c3")])

# ======================= bJ-033 Spark: no errors, counts =======================
s = "bJ-033"
o1 = text(cut(s, "call_sp33", SPK, 1500, 1512))
add(s, ["source:spark", "format:nl_paragraph", "class:negation", "class:quantity", "class:faithful"],
    "stage 27.0 在 20:11:09 那一秒的 executor 日志正常吗？",
    "stage 27.0 这段 executor 日志全部是 INFO，没有 ERROR 或 WARN。20:11:09 共有 4 个 task 完成（TID 1251、1252、1253、1254）。"
    "TID 1252 回传给 driver 的结果约 2.4 KB。PythonRunner 记录的 total 在 39 到 42 之间。",
    [inv("call_t0", s, 1, "get_current_time", {}, {"now": "2017-06-09T20:15:02+08:00"}),
     inv("call_sp33", s, 1, "query_logs", {"query": "stage 27.0 OR PythonRunner OR BlockManager", "start": "17/06/09 20:11:09", "end": "17/06/09 20:11:09"}, o1)],
    "PASS",
    [F("stage 27.0 这段 executor 日志全部是 INFO，没有 ERROR 或 WARN", "direct_evidence", "every line of the output is INFO"),
     F("20:11:09 共有 4 个 task 完成（TID 1251、1252、1253、1254）", "direct_evidence", "four Finished task lines with these TIDs"),
     F("TID 1252 回传给 driver 的结果约 2.4 KB", "direct_evidence", "2486 bytes result sent to driver ~ 2.4 KB"),
     F("PythonRunner 记录的 total 在 39 到 42 之间", "direct_evidence", "totals 39, 42, 40, 41")])

# ======================= bJ-034 Spark: malformed contract, failed driver call =======================
s = "bJ-034"
o1 = text(cut(s, "call_sp34a", SPK, 300, 315))
add(s, ["source:spark", "format:json_malformed", "class:gap", "class:unsupported_cause"],
    "这个 Spark 作业 20:10:53 之后明显变慢，是内存不够吗？",
    "{\n  \"claims\": [\n"
    "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"rdd_11_0 以 bytes 形式写入内存，estimated size 152.0 B，free 432.1 KB\"},\n"
    "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"rdd_2_0 到 rdd_2_4 都在本地命中\"},\n"
    "    {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"driver 端没有发生 OOM\"},  // driver 日志\n"
    "    {\"claim_id\": \"c4\", \"claim_type\": \"root_cause\", \"claim_text\": \"作业变慢是因为集群当时在跑别的大作业\"},\n"
    "  ],\n  \"user_facing_answer\": \"建议给 executor 调大内存后重跑。\"\n",
    [inv("call_sp34a", s, 1, "query_logs", {"query": "MemoryStore OR BlockManager OR CacheManager", "start": "17/06/09 20:10:53"}, o1),
     inv("call_sp34b", s, 1, "query_logs", {"query": "driver OutOfMemoryError", "app": "application_1485248649253_0052"}, None, False, "yarn logs: container for driver not found (log aggregation not finished)")],
    "LOW_CONFID",
    [F("rdd_11_0 以 bytes 形式写入内存，estimated size 152.0 B，free 432.1 KB", "direct_evidence", "MemoryStore line for rdd_11_0"),
     F("rdd_2_0 到 rdd_2_4 都在本地命中", "direct_evidence", "Found block rdd_2_0..rdd_2_4 locally"),
     F("driver 端没有发生 OOM", "no_evidence", "only the failed driver call covers it"),
     F("作业变慢是因为集群当时在跑别的大作业", "no_evidence", "cause found in no output")])

# ======================= bJ-035 BGL: time no record has =======================
s = "bJ-035"
o1 = text(cut(s, "ras-35", BGL, 100, 130))
ans = contract("R30-M0-N9-C:J16-U01 持续 data TLB error",
               [C("c1", "log_finding", "R30-M0-N9-C:J16-U01 在 2005-06-11 17:32:07 到 19:41:12 之间共报 27 次 KERNEL FATAL data TLB error interrupt", "direct",
                  [B(["ras-35"], "R30-M0-N9-C:J16-U01 RAS KERNEL FATAL data TLB error interrupt", "query_logs")]),
                C("c2", "log_finding", "该节点第一次 data TLB error 出现在 2005-06-11 16:05:12", "direct",
                  [B(["ras-35"], "data TLB error interrupt", "query_logs")]),
                C("c3", "log_finding", "R25-M1-N8-C:J05-U11 在 2005-06-09 14:54:30 generating core.1887", "direct",
                  [B(["ras-35"], "R25-M1-N8-C:J05-U11 RAS KERNEL INFO generating core.1887", "query_logs")])],
               "建议把 R30-M0-N9-C:J16-U01 从调度中摘除。")
add(s, ["source:bgl", "format:json_with_text", "class:time_wrong", "class:quantity"],
    "R30-M0-N9 这块板子 6 月 11 日一直报 FATAL，从什么时候开始的？",
    "查询结果整理如下。\n```json\n" + jind(ans) + "\n```",
    [inv("ras-35", s, 1, "query_logs", {"query": "RAS KERNEL", "start": "2005-06-09", "end": "2005-06-11-19.42"}, o1)],
    "LOW_CONFID",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "27 FATAL data TLB lines from 17.32.07 to 19.41.12", cid="c1"),
     F(ans["claims"][1]["claim_text"], "no_evidence", "no record at 2005-06-11 16:05:12", cid="c2"),
     F(ans["claims"][2]["claim_text"], "direct_evidence", "INFO generating core.1887 at 2005-06-09-14.54.30", cid="c3")])

# ======================= bJ-036 BGL: wrong node and wrong count =======================
s = "bJ-036"
o1 = text(cut(s, "ras-36", BGL, 104, 124))
add(s, ["source:bgl", "format:nl_bold_labels", "class:fabricated_id", "class:count_wrong"],
    "6 月 11 日晚上哪个计算节点一直报 data TLB error？报了多少次？",
    "**节点**：R30-M0-N9-C:J16-U02 持续报 KERNEL FATAL data TLB error interrupt。\n"
    "**次数**：17:32 到 19:24 一共 30 次。\n"
    "**最后一次**：2005-06-11-19.24.45.991034。",
    [inv("ras-36", s, 1, "query_logs", {"query": "data TLB error interrupt", "start": "2005-06-11-17.00", "end": "2005-06-11-19.25"}, o1)],
    "REJECT",
    [F("R30-M0-N9-C:J16-U02 持续报 KERNEL FATAL data TLB error interrupt", "contradicted", "node id is R30-M0-N9-C:J16-U01; U02 is one character off and appears nowhere"),
     F("17:32 到 19:24 一共 30 次", "contradicted", "the output holds 21 such lines"),
     F("2005-06-11-19.24.45.991034", "direct_evidence", "timestamp of the last line")])

# ======================= bJ-037 Thunderbird: one bad trace ref =======================
s = "bJ-037"
o1 = text(cut(s, "call_tb1", TBD, 1306, 1320))
o2 = text(cut(s, "call_tb2", TBD, 1380, 1392))
ans = contract("tbird-admin1 启动时 IDE 探测与挂载失败",
               [C("c1", "log_finding", "tbird-admin1 上 ide0 到 ide5 共 6 个 IDE 通道报 Wait for ready failed before probe !", "direct",
                  [B([], "ide3: Wait for ready failed before probe !", "query_logs", sid="T1")]),
                C("c2", "log_finding", "eth0 的 e1000 链路已 Up，1000 Mbps Full Duplex", "direct",
                  [B(["call_tb1"], "e1000: eth0: e1000_watchdog: NIC Link is Up 1000 Mbps Full Duplex", "query_logs")]),
                C("c3", "log_finding", "netfs 挂载 other filesystems 失败，NFS 挂载成功", "direct",
                  [B([], "netfs: Mounting other filesystems: failed", "query_logs", sid="T3")]),
                C("c4", "log_finding", "gmetad 无法从 [Thunderbird_A2] 和 [Thunderbird_B5] 数据源拿到数据", "direct",
                  [B(["call_tb2"], "data_thread() got not answer from any [Thunderbird_B5] datasource", "query_logs")])],
               "建议检查 tbird-admin1 的 /etc/fstab 和 gmond 配置。")
add(s, ["source:thunderbird", "format:json_fenced", "class:bad_reference", "class:excerpt_format", "class:quantity"],
    "tbird-admin1 重启后监控数据断了，启动日志里有什么失败项？",
    "```json\n" + jraw(ans) + "\n```",
    [inv("call_tb1", s, 1, "query_logs", {"host": "tbird-admin1", "start": "Nov 9 12:10:43", "end": "Nov 9 12:10:43"}, o1),
     inv("call_tb2", s, 1, "query_logs", {"start": "Nov 9 12:10:52", "end": "Nov 9 12:10:53"}, o2)],
    "PASS",
    [F(ans["claims"][0]["claim_text"], "direct_evidence", "six lines ide0..ide5 in T1 (call_tb1)", cid="c1"),
     F(ans["claims"][1]["claim_text"], "direct_evidence", "e1000_watchdog NIC Link is Up line", cid="c2"),
     F(ans["claims"][2]["claim_text"], "indirect_support", "content is in call_tb2, but the binding names trace ref T3, which does not exist", cid="c3"),
     F(ans["claims"][3]["claim_text"], "direct_evidence", "gmetad data_thread lines for Thunderbird_A2 and Thunderbird_B5", cid="c4")])

# ======================= bJ-038 Thunderbird: unsupported cause, hedge =======================
s = "bJ-038"
o1 = text(cut(s, "call_tb38", TBD, 1000, 1010))
add(s, ["source:thunderbird", "format:nl_paragraph", "class:unsupported_cause", "class:hedged_distractor"],
    "Ganglia 上 Thunderbird_A5 那组节点 12:09 开始没数据了，怎么回事？",
    "tbird-admin1 上 gmetad[1682] 报 data_thread() got not answer from any [Thunderbird_A5] datasource。"
    "cn369、cn499、cn619 的 ntpd 在 12:09:08 都同步到了 10.100.20.250，stratum 3。A5 这组节点当时整体断电了。"
    "也可能是 gmond 进程挂掉了，建议到 A5 的节点上看看。",
    [inv("call_tb38", s, 1, "query_logs", {"start": "Nov 9 12:09:08", "end": "Nov 9 12:09:11"}, o1),
     inv("call_tb38k", s, 2, "lookup_knowledge", {"query": "gmetad data_thread got not answer from any datasource"},
         kb("gmetad data_thread got not answer from any datasource",
            [chunk("kb-hpc-05", "runbook/ganglia.md", "data_thread() got not answer from any datasource 说明 gmetad 轮询的 gmond 全部无响应，常见原因是 gmond 进程退出或网络隔离。", rel="medium")]))],
    "LOW_CONFID",
    [F("tbird-admin1 上 gmetad[1682] 报 data_thread() got not answer from any [Thunderbird_A5] datasource", "direct_evidence", "gmetad line at 12:09:08 on tbird-admin1"),
     F("cn369、cn499、cn619 的 ntpd 在 12:09:08 都同步到了 10.100.20.250，stratum 3", "direct_evidence", "three ntpd lines at 12:09:08"),
     F("A5 这组节点当时整体断电了", "no_evidence", "power loss is stated in no output")])

# ======================= bJ-039 Linux: sshd failures, failed follow-up =======================
s = "bJ-039"
o1 = text(cut(s, "call_lx1", LNX, 14, 24))
add(s, ["source:linux", "format:nl_bullets", "class:gap", "class:quantity"],
    "combo 这台机器 6 月 15 日被人爆破 SSH 了吗？对方进来没有？",
    "- 12:12:34 来自 218.188.2.4 的 sshd 认证失败共 3 次\n"
    "- 同一时刻有 3 条 check pass; user unknown\n"
    "- logrotate 在 Jun 15 04:06:20 报 ALERT exited abnormally with [1]\n"
    "- 对方最终没有登录成功",
    [inv("call_lx1", s, 1, "search_syslog", {"host": "combo", "from": "Jun 15 04:00:00", "to": "Jun 15 12:13:00"}, o1),
     inv("call_lx2", s, 2, "search_syslog", {"host": "combo", "query": "sshd Accepted password", "from": "Jun 15 12:00:00"}, None, False, "rsyslog relay unreachable: connection refused")],
    "LOW_CONFID",
    [F("12:12:34 来自 218.188.2.4 的 sshd 认证失败共 3 次", "direct_evidence", "three authentication failure lines at 12:12:34 with rhost=218.188.2.4"),
     F("同一时刻有 3 条 check pass; user unknown", "direct_evidence", "three check pass lines at 12:12:34"),
     F("logrotate 在 Jun 15 04:06:20 报 ALERT exited abnormally with [1]", "direct_evidence", "logrotate line at 04:06:20"),
     F("对方最终没有登录成功", "no_evidence", "the only call about successful logins failed")])

# ======================= bJ-040 Apache: runbook and unsupported cause =======================
s = "bJ-040"
o1 = text(cut(s, "call_ap1", APA, 1, 30))
add(s, ["source:apache", "format:nl_headings", "class:runbook_only", "class:unsupported_cause", "class:quantity"],
    "12 月 4 日早上 Apache 的 mod_jk 一直报 error state，是后端挂了吗？",
    "## 现象\n04:51:18 连续出现 3 条 mod_jk child workerEnv in error state 6。\n04:52:15 开始出现 error state 7。\n"
    "## 解释\n根据知识库，workerEnv error state 表示 mod_jk 与后端 Tomcat worker 的通信异常。\n后端 Tomcat 当时被人手动停掉了。",
    [inv("call_ap1", s, 1, "query_logs", {"file": "error_log", "start": "Sun Dec 04 04:47:44 2005", "end": "Sun Dec 04 04:52:36 2005"}, o1),
     inv("call_ap2", s, 2, "lookup_knowledge", {"query": "mod_jk child workerEnv in error state"},
         kb("mod_jk child workerEnv in error state",
            [chunk("kb-web-12", "runbook/apache-modjk.md", "mod_jk child workerEnv in error state N 表示 mod_jk 与后端 Tomcat worker 的通信异常，状态码越大说明重试失败次数越多。")]))],
    "LOW_CONFID",
    [F("04:51:18 连续出现 3 条 mod_jk child workerEnv in error state 6", "direct_evidence", "three error state 6 lines at 04:51:18"),
     F("04:52:15 开始出现 error state 7", "direct_evidence", "first error state 7 lines at 04:52:15"),
     F("根据知识库，workerEnv error state 表示 mod_jk 与后端 Tomcat worker 的通信异常", "indirect_support", "from the runbook chunk only"),
     F("后端 Tomcat 当时被人手动停掉了", "no_evidence", "no output mentions Tomcat being stopped")])


def main():
    assert len(CASES) == 40, len(CASES)
    ids = [c["case_id"] for c in CASES]
    assert ids == [f"bJ-{i:03d}" for i in range(1, 41)], ids
    with open(OUT / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
