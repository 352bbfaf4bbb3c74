#!/usr/bin/env python3
"""Blind-set bH: builds cases.jsonl and windows.jsonl from verbatim source windows.

Standard library only. Every answer, query and label below is written by hand.
"""
import csv
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent.parent / "sources"
NZ = "nezha/rca_data/2023-01-29/"

_files = {}
WINDOWS = []
CASES = []


def lines_of(rel):
    if rel not in _files:
        _files[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _files[rel]


def cut(case_id, inv_id, rel, first, last):
    """Verbatim lines first..last (1-based, inclusive) and record the window."""
    WINDOWS.append({"case_id": case_id, "invocation_id": inv_id, "source": rel, "lines": [first, last]})
    return lines_of(rel)[first - 1:last]


def text(ls):
    return "\n".join(ls)


# ---- record readers (fields copied from the verbatim line, message unedited) ----
def hp(line):
    ts, comp, pid, msg = line.split("|", 3)
    return {"ts": ts, "component": comp, "pid": pid, "message": msg}


MAC = re.compile(r"^(\w{3} +\d+ \d\d:\d\d:\d\d) (\S+) ([^\[]+)\[(\d+)\][^:]*: (.*)$")


def mac(line):
    m = MAC.match(line)
    ts, host, proc, pid, msg = m.groups()
    return {"ts": ts, "host": host, "process": proc, "pid": pid, "message": msg}


AND = re.compile(r"^(\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) +(\d+) +(\d+) ([VDIWEF]) ([^:]+): (.*)$")


def android(line):
    ts, pid, tid, lvl, tag, msg = AND.match(line).groups()
    return {"ts": ts, "pid": pid, "tid": tid, "level": lvl, "tag": tag, "message": msg}


NZLVL = re.compile(r"^\S+ +(INFO|WARN|ERROR|DEBUG)")


def nz(line):
    r = next(csv.reader([line]))
    msg = json.loads(r[7])["log"].rstrip("\n")
    return {"ts": r[0], "node": r[2], "pod": r[3], "trace_id": r[5], "span_id": r[6],
            "level": NZLVL.match(msg).group(1), "message": msg}


def metric_rows(rel, first, last, cols):
    allrows = lines_of(rel)
    head = next(csv.reader([allrows[0]]))
    out = []
    for ln in allrows[first - 1:last]:
        r = next(csv.reader([ln]))
        out.append({c: r[head.index(c)] for c in cols})
    return out


def series(rows, col, metric, service, pod, unit):
    vals = [float(r[col]) for r in rows]
    vals = [v for v in vals if v == v]
    return {"metric": metric, "service": service, "pod": pod,
            "max": round(max(vals), 4), "avg": round(sum(vals) / len(vals), 4),
            "last": round(vals[-1], 4), "unit": unit}


# ---- case helpers ----
def inv(case_id, iid, rnd, tool, inp, out, ok=True, err=None):
    return {"invocation_id": iid, "session_id": case_id, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def nl(fact, label, note):
    return {"fact": fact, "is_critical": True, "verification": label, "note": note}


NONCRIT = {"hypothesis", "recommendation", "action", "background", "context", "next_step"}


def cl(contract, cid, label, note):
    c = next(x for x in contract["claims"] if x["claim_id"] == cid)
    return {"fact": c["claim_text"], "claim_id": cid, "is_critical": c["claim_type"] not in NONCRIT,
            "verification": label, "note": note}


def extra(fact, label, note):
    return {"fact": fact, "origin": "answer_extra", "is_critical": True, "verification": label, "note": note}


def add(case_id, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": case_id, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def dumps(obj, indent=None):
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def bind(tool, ids, excerpt, stype="log", sid=None):
    b = {"source_type": stype, "source_id": sid if sid is not None else (ids[0] if ids else ""),
         "tool_name": tool, "source_invocation_ids": ids, "evidence_excerpt": excerpt}
    return b


HA = "loghub/HealthApp/HealthApp_2k.log"
MACF = "loghub/Mac/Mac_2k.log"
ANDF = "loghub/Android/Android_2k.log"
WINF = "loghub/Windows/Windows_2k.log"
PRX = "loghub/Proxifier/Proxifier_2k.log"


# =====================================================================
# HealthApp
# =====================================================================
def case_001():
    cid = "bH-001"
    out = text(cut(cid, "call_4a1f9c", HA, 709, 731))
    invs = [inv(cid, "call_4a1f9c", 1, "query_logs",
                {"app": "com.huawei.health", "keyword": "insertHiHealthData", "start": "20171223-22:19:58", "end": "20171223-22:19:59"}, out)]
    ans = ("HiH_HiHealthBinder 在 insertHiHealthData() 里报 bulkSaveDetailHiHealthData 失败，errorCode = 4，errorMessage 为 ERR_DATA_INSERT。"
           "HiH_HiHealthDataInsertStore 对 type = 40003 和 type = 40005 两类数据记录了 saveOneDetailData fail。"
           "这次 insertHiHealthData() 的 end totalTime = 45。"
           "建议先排查手机本地数据库的写入状态。")
    facts = [
        nl("HiH_HiHealthBinder 在 insertHiHealthData() 里报 bulkSaveDetailHiHealthData 失败，errorCode = 4，errorMessage 为 ERR_DATA_INSERT", "direct_evidence",
           "line 730: HiH_HiHealthBinder insertHiHealthData() bulkSaveDetailHiHealthData fail errorCode = 4,errorMessage = ERR_DATA_INSERT"),
        nl("HiH_HiHealthDataInsertStore 对 type = 40003 和 type = 40005 两类数据记录了 saveOneDetailData fail", "direct_evidence",
           "lines 722 and 725: HiH_HiHealthDataInsertStore saveOneDetailData fail ... type = 40003 / type = 40005"),
        nl("这次 insertHiHealthData() 的 end totalTime = 45", "direct_evidence", "line 731: insertHiHealthData() end totalTime = 45"),
    ]
    add(cid, ["source:healthapp", "format:nl_paragraph", "class:paraphrase_zh", "class:faithful"],
        "手环步数同步到健康 App 一直失败，帮忙看下 22:19 那次写库为什么报错？", ans, invs, "PASS", facts)


def case_002():
    cid = "bH-002"
    recs = [hp(l) for l in cut(cid, "toolu_01HxQ2mB7", HA, 715, 731)]
    invs = [inv(cid, "toolu_01HxQ2mB7", 1, "query_logs",
                {"app": "com.huawei.health", "component": "HiH_*", "from": "20171223-22:19:58:375", "to": "20171223-22:19:58:411"},
                {"total": len(recs), "logs": recs})]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "HiHealth 批量写入失败，返回 ERR_DATA_INSERT。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "HiH_HiHealthDataInsertStore 在 bulkSaveDetailHiHealthData 时返回 errorCode = 4,errorMessage = ERR_DATA_INSERT",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["toolu_01HxQ2mB7"], "errorCode = 4,errorMessage = ERR_DATA_INSERT")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "HiH_DataStatManager 记录 type=40002 的新值 7163.0，旧值 6983.0",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["toolu_01HxQ2mB7"], "new date =20171223, type=40002,7163.0,old=6983.0")]},
               {"claim_id": "c3", "claim_type": "hypothesis",
                "claim_text": "可能是本地数据库锁冲突导致写入失败", "support_level": "none", "evidence_bindings": []}],
           "hypotheses": ["可能是本地数据库锁冲突导致写入失败"],
           "recommended_actions": ["检查 HiHealth 本地数据库"],
           "missing_info": [],
           "user_facing_answer": "HiH_HiHealthDataInsertStore 在 bulkSaveDetailHiHealthData 时返回 errorCode = 4,errorMessage = ERR_DATA_INSERT。HiH_DataStatManager 记录 type=40002 的新值 7163.0，旧值 6983.0。可能是本地数据库锁冲突导致写入失败。"}
    facts = [
        cl(con, "c1", "contradicted", "misattribution: the errorCode = 4/ERR_DATA_INSERT line (730) is HiH_HiHealthBinder's; InsertStore's own lines say saveOneDetailData fail / bulkSaveDetailHiHealthData() size = 4,totalTime = 30"),
        cl(con, "c2", "direct_evidence", "line 719: HiH_DataStatManager new date =20171223, type=40002,7163.0,old=6983.0"),
        cl(con, "c3", "no_evidence", "hedged hypothesis, nothing about locks in the output (non-critical)"),
    ]
    add(cid, ["source:healthapp", "format:json_raw", "class:misattribution"],
        "健康数据写入报 ERR_DATA_INSERT，是哪个模块报的？", dumps(con), invs, "REJECT", facts)


def case_003():
    cid = "bH-003"
    out = text(cut(cid, "inv-3", HA, 738, 756))
    invs = [inv(cid, "inv-3", 1, "query_logs", {"query": "HiSyncControl OR HiBroadcastUtil OR HiSyncUtil", "around": "20171223-22:19:58"}, out)]
    ans = ("- HiH_HiSyncControl 在 startInsertSportSync 时判断 first 500 steps sync，准备做全量同步\n"
           "- 随后 ifCanSync 检查不通过，原因是 no cloud version\n"
           "- HiH_HiBroadcastUtil 紧接着发出了 sendSyncFailedBroadcast\n"
           "- 用户前一天刚换过手机\n"
           "- 建议确认云端版本配置")
    facts = [
        nl("HiH_HiSyncControl 在 startInsertSportSync 时判断 first 500 steps sync，准备做全量同步", "direct_evidence",
           "line 743: startInsertSportSync first 500 steps sync,do all sync"),
        nl("随后 ifCanSync 检查不通过，原因是 no cloud version", "direct_evidence", "line 754 (22:19:58:428, after 743 at :417): ifCanSync not! no cloud version"),
        nl("HiH_HiBroadcastUtil 紧接着发出了 sendSyncFailedBroadcast", "direct_evidence", "line 755 at 22:19:58:428: HiH_HiBroadcastUtil sendSyncFailedBroadcast"),
        nl("用户前一天刚换过手机", "no_evidence", "unsupported cause stated as fact; nothing about a phone change in any output"),
    ]
    add(cid, ["source:healthapp", "format:nl_bullets", "class:unsupported_cause", "class:paraphrase_zh"],
        "健康数据为什么没同步到云端？", ans, invs, "LOW_CONFID", facts)


def case_004():
    cid = "bH-004"
    o1 = text(cut(cid, "call_b71e02", HA, 1006, 1015))
    o2 = text(cut(cid, "call_b71e03", HA, 1536, 1545))
    invs = [inv(cid, "call_b71e02", 1, "query_logs", {"component": "HiH_HiSyncControl", "start": "20171223-22:30:00", "end": "20171223-22:35:00"}, o1),
            inv(cid, "call_b71e03", 1, "query_logs", {"component": "HiH_HiSyncControl", "start": "20171223-23:30:00", "end": "20171223-23:35:00"}, o2)]
    ans = ("HiH_HiSyncControl 按定时器发起 autoSync。"
           "第一次 startTimer start autoSync 出现在 20171223-23:32:28:792，一小时后的 20171223-22:32:28:791 又触发了一次。"
           "两次都出现了 ifCanSync not! no cloud version。")
    facts = [
        nl("HiH_HiSyncControl 按定时器发起 autoSync", "direct_evidence", "lines 1006/1536: HiH_HiSyncControl startTimer start autoSync"),
        nl("第一次 startTimer start autoSync 出现在 20171223-23:32:28:792，一小时后的 20171223-22:32:28:791 又触发了一次", "contradicted",
           "order reversed: the 22:32:28:791 trigger (line 1006) precedes the 23:32:28:792 one (line 1536)"),
        nl("两次都出现了 ifCanSync not! no cloud version", "direct_evidence", "lines 1014 and 1544"),
    ]
    add(cid, ["source:healthapp", "format:nl_paragraph", "class:time_wrong"],
        "HealthApp 的自动同步多久触发一次？昨晚几点触发的？", ans, invs, "REJECT", facts)


def case_005():
    cid = "bH-005"
    ls = cut(cid, "call_5e0d1a", HA, 1, 30)
    assert sum("REPORT :" in l for l in ls) == 3
    invs = [inv(cid, "call_5e0d1a", 1, "query_logs", {"app": "com.huawei.health", "pid": "30002312", "start": "20171223-22:15:29", "end": "20171223-22:15:31"}, text(ls))]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "计步上报在 22:15:29 到 22:15:30 之间持续推进。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "22:15:29 到 22:15:30 之间 Step_StandReportReceiver 共输出 3 条 REPORT 记录",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_5e0d1a"], "Step_StandReportReceiver|30002312|REPORT : 7008 5003 150111 240")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "Step_ExtSDM 的 totalCalories 从 126775 增至 126818",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_5e0d1a"], "calculateCaloriesWithCache totalCalories=126775"),
                                      bind("query_logs", ["call_5e0d1a"], "calculateCaloriesWithCache totalCalories=126818")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "REPORT 的第一个字段从 7007 增加到 7009",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", [], "REPORT : 7009 5004 150132 240", sid="T1")]}],
           "hypotheses": [], "recommended_actions": [], "missing_info": [],
           "user_facing_answer": "22:15:29 到 22:15:30 之间 Step_StandReportReceiver 共输出 3 条 REPORT 记录。Step_ExtSDM 的 totalCalories 从 126775 增至 126818。REPORT 的第一个字段从 7007 增加到 7009。"}
    ans = "计步链路的检查结果如下：\n```json\n" + dumps(con, 2) + "\n```"
    facts = [
        cl(con, "c1", "direct_evidence", "3 REPORT lines in the output (22:15:29:649, 22:15:29:962, 22:15:30:642)"),
        cl(con, "c2", "direct_evidence", "lines 9 and 25: totalCalories=126775 ... totalCalories=126818"),
        cl(con, "c3", "direct_evidence", "line 11 REPORT : 7007 ..., line 27 REPORT : 7009 ...; T1 is the only evidence call"),
    ]
    add(cid, ["source:healthapp", "format:json_fenced", "class:quantity", "class:faithful"],
        "计步数据是不是卡住不动了？看下 22:15 左右的上报。", ans, invs, "PASS", facts)


def case_006():
    cid = "bH-006"
    recs = [hp(l) for l in cut(cid, "es-9921", HA, 757, 774)]
    invs = [inv(cid, "es-9921", 1, "es_query", {"index": "healthapp-*", "q": "component:(HiH_DataStatManager OR Step_FlushableStepDataCache OR HiH_HiHealthBinder)", "size": 50},
                {"hits": len(recs), "records": recs})]
    ans = ("看了下 DataStatManager 的 stat 更新:\n"
           "type=40002 new 6724.0, old 7163.0, 数值变小了\n"
           "type=40003 新值约 25 万, 比 old 的 210654.54 高\n"
           "最后 Step_FlushableStepDataCache InsertEvent success begin:25233975 end:25233979\n"
           "建议 check 一下 40002 为啥回退")
    facts = [
        nl("type=40002 new 6724.0, old 7163.0, 数值变小了", "direct_evidence", "line 757: type=40002,6724.0,old=7163.0"),
        nl("type=40003 新值约 25 万, 比 old 的 210654.54 高", "contradicted", "line 759: new value 214445.88, i.e. ~21.4 万; 25 万 is ~17% off"),
        nl("最后 Step_FlushableStepDataCache InsertEvent success begin:25233975 end:25233979", "direct_evidence", "line 774"),
    ]
    add(cid, ["source:healthapp", "format:nl_sloppy", "class:value_wrong", "class:quantity"],
        "卡路里统计是不是被改错了？", ans, invs, "REJECT", facts)


def case_007():
    cid = "bH-007"
    o3 = text(cut(cid, "call_07c3", HA, 1794, 1804))
    invs = [inv(cid, "call_07c1", 1, "query_logs", {"component": "Step_LSC", "level": "ERROR", "start": "20171223-22:00:00", "end": "20171224-01:00:00"}, {"total": 0, "logs": []}),
            inv(cid, "call_07c2", 1, "query_logs", {"component": "HiH_HiSyncControl", "start": "20171223-22:00:00", "end": "20171224-01:00:00"}, None, False, "upstream log store timeout after 30000 ms"),
            inv(cid, "call_07c3", 2, "query_logs", {"app": "com.huawei.health", "start": "20171224-0:0:0", "end": "20171224-0:0:1"}, o3)]
    ans = ("**计步模块**：Step_LSC 在这段时间没有任何报错。\n"
           "**同步模块**：HiH_HiSyncControl 整晚同步一直正常。\n"
           "**跨天处理**：Step_StandStepDataManager 在 20171224-0:0:0:234 重新加载了今日基础步数 3786。\n"
           "**下一步**：建议重新拉取 HiSyncControl 的日志。")
    facts = [
        nl("Step_LSC 在这段时间没有任何报错", "no_evidence", "only a no-hit query (total 0) covers Step_LSC; a no-hit does not prove absence"),
        nl("HiH_HiSyncControl 整晚同步一直正常", "no_evidence", "the only HiSyncControl query failed (timeout)"),
        nl("Step_StandStepDataManager 在 20171224-0:0:0:234 重新加载了今日基础步数 3786", "direct_evidence",
           "lines 1794-1795: tryToReloadTodayBasicSteps1514044800223|3786|0|0 / reload : 3786 restar 0"),
    ]
    add(cid, ["source:healthapp", "format:nl_bold_labels", "class:gap", "class:negation"],
        "昨晚跨天的时候计步和同步有没有出问题？", ans, invs, "LOW_CONFID", facts)


def case_008():
    cid = "bH-008"
    out = text(cut(cid, "toolu_01Kb8hZr", HA, 726, 733))
    kb = {"query": "insertHiHealthData errorCode 4 ERR_DATA_INSERT",
          "chunks": [{"chunk_id": "kb-hihealth-042", "source_doc": "HealthApp运维手册.md#4.2", "retrieval_layer": "runbook", "relevance": "high",
                      "content": "insertHiHealthData 返回 errorCode = 4（ERR_DATA_INSERT）表示本地 HiHealth 数据库批量写入被拒绝，常见于存储空间不足或数据库文件损坏。处理：清理缓存后重启 HiHealth 服务。",
                      "deduped": False}]}
    invs = [inv(cid, "toolu_01Kb8hZr", 1, "query_logs", {"component": "HiH_HiHealthBinder|HiH_HiHealthDataInsertStore|Step_LSC", "around": "20171223-22:19:58:411"}, out),
            inv(cid, "toolu_01Kb8kn2", 2, "lookup_knowledge", {"query": "insertHiHealthData errorCode 4 ERR_DATA_INSERT"}, kb)]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "HiHealth 批量写入失败（errorCode = 4）。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "HiH_HiHealthBinder 在 22:19:58:411 报 bulkSaveDetailHiHealthData fail errorCode = 4,errorMessage = ERR_DATA_INSERT",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["toolu_01Kb8hZr"], "insertHiHealthData() bulkSaveDetailHiHealthData fail errorCode = 4,errorMessage = ERR_DATA_INSERT")]},
               {"claim_id": "c2", "claim_type": "root_cause",
                "claim_text": "按运维手册，errorCode = 4 表示本地 HiHealth 数据库批量写入被拒绝",
                "support_level": "indirect",
                "evidence_bindings": [bind("lookup_knowledge", ["toolu_01Kb8kn2"], "insertHiHealthData 返回 errorCode = 4（ERR_DATA_INSERT）表示本地 HiHealth 数据库批量写入被拒绝，常见于存储空间不足或数据库文件损坏。", stype="knowledge", sid="kb-hihealth-042")]},
               {"claim_id": "c3", "claim_type": "recommendation",
                "claim_text": "清理缓存后重启 HiHealth 服务", "support_level": "indirect",
                "evidence_bindings": [bind("lookup_knowledge", ["toolu_01Kb8kn2"], "处理：清理缓存后重启 HiHealth 服务。", stype="knowledge", sid="kb-hihealth-042")]}],
           "hypotheses": [], "recommended_actions": ["清理缓存后重启 HiHealth 服务"], "missing_info": ["设备剩余存储空间"],
           "user_facing_answer": "HiH_HiHealthBinder 在 22:19:58:411 报 bulkSaveDetailHiHealthData fail errorCode = 4,errorMessage = ERR_DATA_INSERT。按运维手册，errorCode = 4 表示本地 HiHealth 数据库批量写入被拒绝。建议清理缓存后重启 HiHealth 服务。"}
    facts = [
        cl(con, "c1", "direct_evidence", "line 730 at 20171223-22:19:58:411, excerpt is in the bound call"),
        cl(con, "c2", "indirect_support", "meaning of errorCode 4 comes only from the runbook chunk (attributed to 运维手册)"),
        cl(con, "c3", "indirect_support", "runbook advice (non-critical)"),
    ]
    add(cid, ["source:healthapp", "format:json_indented", "class:runbook_only"],
        "errorCode = 4 是什么意思？为什么写不进去？", dumps(con, 2), invs, "PASS", facts)


def case_009():
    cid = "bH-009"
    out = text(cut(cid, "adb-77f3", HA, 716, 728))
    invs = [inv(cid, "adb-77f3", 1, "adb_logcat", {"device": "30002312", "filter": "HiH_*", "since": "20171223-22:19:58"}, out)]
    ans = ("## 结论\n"
           "HiH_HiHealthDataInsertStore 的写入一直正常，没有任何失败。\n"
           "HiH_HiHealthBinder 这次 insertHiHealthData() 的 size = 4，One Data Type = 40002。\n"
           "## 建议\n"
           "可以先看云同步那边。")
    facts = [
        nl("HiH_HiHealthDataInsertStore 的写入一直正常，没有任何失败", "contradicted", "lines 722/725: HiH_HiHealthDataInsertStore saveOneDetailData fail"),
        nl("HiH_HiHealthBinder 这次 insertHiHealthData() 的 size = 4，One Data Type = 40002", "direct_evidence", "line 716"),
    ]
    add(cid, ["source:healthapp", "format:nl_headings", "class:negation"],
        "本地写库到底有没有失败？", ans, invs, "REJECT", facts)


# =====================================================================
# Mac
# =====================================================================
def case_010():
    cid = "bH-010"
    out = text(cut(cid, "call_mac_3f10", MACF, 84, 93))
    invs = [inv(cid, "call_mac_3f10", 1, "search_syslog", {"host": "calvisitor-10-105-160-95", "date": "Jul  1", "from": "10:13", "to": "11:25"}, out)]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "secd 与 iCloud 钥匙串同步失败，sandboxd 拦截了 AddressBook 的出站访问。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "secd[276] 在 Jul 1 10:13:39 报 SOSAccountThisDeviceCanSyncWithCircle 同步失败，Code=1035 \"Account identity not set\"",
                "support_level": "direct",
                "evidence_bindings": [bind("search_syslog", ["call_mac_3f10"], "SOSAccountThisDeviceCanSyncWithCircle sync with device failure: Error Domain=com.apple.security.sos.error Code=1035 \"Account identity not set\"")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "secd 在 11:24:45 处理 cloudd[326] 的 copy_matching 时返回 Code=-50 \"query missing class name\"",
                "support_level": "direct",
                "evidence_bindings": [bind("search_syslog", [], "Jul  1 11:24:45 calvisitor-10-105-160-95 secd[276]:  securityd_xpc_dictionary_handler cloudd[326] copy_matching Error Domain=NSOSStatusErrorDomain Code=-50 \"query missing class name\" (paramErr: error in user parameter list) UserInfo={NSDescription=query missing class name}", sid="T1")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "sandboxd[129] 拒绝了 com.apple.Addres(31376) 对 /private/var/run/mDNSResponder 的 network-outbound 访问",
                "support_level": "direct",
                "evidence_bindings": [bind("search_syslog", ["call_mac_3f10"], "com.apple.Addres(31376) deny network-outbound /private/var/run/mDNSResponder")]}],
           "hypotheses": [], "recommended_actions": [], "missing_info": [],
           "user_facing_answer": "secd[276] 在 Jul 1 10:13:39 报 SOSAccountThisDeviceCanSyncWithCircle 同步失败，Code=1035 \"Account identity not set\"。secd 在 11:24:45 处理 cloudd[326] 的 copy_matching 时返回 Code=-50 \"query missing class name\"。sandboxd[129] 拒绝了 com.apple.Addres(31376) 对 /private/var/run/mDNSResponder 的 network-outbound 访问。"}
    facts = [
        cl(con, "c1", "direct_evidence", "line 84; excerpt is the message part alone"),
        cl(con, "c2", "direct_evidence", "line 93; excerpt is the whole log line, bound by trace ref T1"),
        cl(con, "c3", "direct_evidence", "line 87 (sandboxd[129] ([31376]))"),
    ]
    add(cid, ["source:mac", "format:json_raw", "class:excerpt_format", "class:faithful"],
        "Mac 上 iCloud 钥匙串一直同步不了，syslog 里有什么？", dumps(con), invs, "PASS", facts)


def case_011():
    cid = "bH-011"
    out = text(cut(cid, "call_9d2e", MACF, 184, 199))
    invs = [inv(cid, "call_9d2e", 1, "query_logs", {"host": "calvisitor-10-105-163-202", "process": ["iconservicesagent", "quicklookd"], "date": "Jul  1"}, out)]
    ans = ("**现象**：iconservicesagent[328] 多次报 Failed to composit image for descriptor <ISBindingImageDescriptor: 0x7f9950712080>。\n"
           "**关联**：quicklookd[31687] 在 21:18:10 也报了 Failed to composit image for descriptor <ISBindingImageDescriptor: 0x7f9950712080>。\n"
           "**判断**：缩略图生成失败疑似源自 iconservicesagent。")
    facts = [
        nl("iconservicesagent[328] 多次报 Failed to composit image for descriptor <ISBindingImageDescriptor: 0x7f9950712080>", "direct_evidence",
           "lines 184, 195, 197: iconservicesagent[328] ... 0x7f9950712080"),
        nl("quicklookd[31687] 在 21:18:10 也报了 Failed to composit image for descriptor <ISBindingImageDescriptor: 0x7f9950712080>", "contradicted",
           "misattribution: quicklookd's own line at 21:18:10 (line 194) is 'Error returned from iconservicesagent: (null)'; the composit message is iconservicesagent's (line 195)"),
    ]
    add(cid, ["source:mac", "format:nl_bold_labels", "class:misattribution", "class:hedged_distractor"],
        "Finder 里缩略图一直出不来，是哪个进程在报错？", ans, invs, "REJECT", facts)


def case_012():
    cid = "bH-012"
    out = text(cut(cid, "syslog-5521", MACF, 585, 600))
    invs = [inv(cid, "syslog-5521", 1, "search_syslog", {"host": "authorMacBook-Pro", "date": "Jul  3", "from": "16:27", "to": "16:29"}, out)]
    ans = ("## 排查结果\n"
           "QQ[10018] 在 Jul 3 16:28:34 连接 203.205.147.208:8080 失败，返回 [51] Network is unreachable。\n"
           "同一秒 QQ 还报了 tcp_connection_handle_connect_conditions_bad 21158 failed: 3 - No network route。\n"
           "## 其他\n"
           "UserEventAgent 在 16:27:11 记录了 Captive: CNPluginHandler en0: Authenticated。")
    facts = [
        nl("QQ[10018] 在 Jul 3 16:28:34 连接 203.205.147.208:8080 失败，返回 [51] Network is unreachable", "contradicted",
           "fabricated IP: the log has 203.205.147.206:8080 (one character off); 203.205.147.208 is in no output"),
        nl("同一秒 QQ 还报了 tcp_connection_handle_connect_conditions_bad 21158 failed: 3 - No network route", "direct_evidence", "line 593 at 16:28:34"),
        nl("UserEventAgent 在 16:27:11 记录了 Captive: CNPluginHandler en0: Authenticated", "direct_evidence", "line 589"),
    ]
    add(cid, ["source:mac", "format:nl_headings", "class:fabricated_id"],
        "QQ 在 Mac 上老是掉线，看下 7 月 3 日下午的日志？", ans, invs, "REJECT", facts)


def case_013():
    cid = "bH-013"
    o1 = text(cut(cid, "call_pm_01", MACF, 228, 240))
    o2 = text(cut(cid, "call_pm_02", MACF, 20, 30))
    invs = [inv(cid, "call_pm_01", 1, "query_logs", {"host": "calvisitor-10-105-163-202", "process": "kernel", "date": "Jul  2", "from": "11:38", "to": "12:57"}, o1),
            inv(cid, "call_pm_02", 1, "query_logs", {"host": "calvisitor-10-105-160-95", "date": "Jul  1", "from": "09:22", "to": "09:27"}, o2)]
    ans = ("Jul 2 11:43:53 内核记录 PM response took 28003 ms (54, powerd)，也就是约 28 秒才完成电源管理响应。"
           "相比之下 Jul 1 09:24:13 那次 PM response 只用了约 2.0 秒。"
           "两次响应方都是 powerd，进程号 54。"
           "11:42:54 内核记录的 Previous sleep cause 为 5。")
    facts = [
        nl("Jul 2 11:43:53 内核记录 PM response took 28003 ms (54, powerd)，也就是约 28 秒才完成电源管理响应", "direct_evidence", "line 233; 28003 ms ≈ 28 s"),
        nl("相比之下 Jul 1 09:24:13 那次 PM response 只用了约 2.0 秒", "direct_evidence", "line 23: PM response took 2010 ms ≈ 2.0 s"),
        nl("两次响应方都是 powerd，进程号 54", "direct_evidence", "both lines: (54, powerd); 54 is a bare id"),
        nl("11:42:54 内核记录的 Previous sleep cause 为 5", "direct_evidence", "line 230"),
    ]
    add(cid, ["source:mac", "format:nl_paragraph", "class:quantity", "class:faithful"],
        "Mac 合盖唤醒特别慢，是不是电源管理卡住了？", ans, invs, "PASS", facts)


def case_014():
    cid = "bH-014"
    out = text(cut(cid, "toolu_01Ws3Ln", MACF, 18, 40))
    invs = [inv(cid, "toolu_01Ws3Ln", 1, "search_syslog", {"host": "*", "date": "Jul  1", "from": "09:21", "to": "09:32"}, out)]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "Wi-Fi 接口在 09:23 到 09:31 之间有链路变化。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "kernel 在 09:23:26 报告 awdl0 链路 Down，Reason 1 (Unspecified)",
                "support_level": "direct",
                "evidence_bindings": [bind("search_syslog", ["toolu_01Ws3Ln"], "AirPort: Link Down on awdl0. Reason 1 (Unspecified).")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "09:31:48 kernel 报告 en0 链路 Down",
                "support_level": "direct",
                "evidence_bindings": [bind("search_syslog", ["toolu_01Ws3Ln"], "AirPort: Link Up on en0")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "netbiosd[31198] 在 09:28:41 因 network is not reachable 退出",
                "support_level": "direct",
                "evidence_bindings": [bind("search_syslog", ["toolu_01Ws3Ln"], "network_reachability_changed : network is not reachable, netbiosd is shutting down")]}],
           "hypotheses": [], "recommended_actions": ["检查无线 AP 的漫游日志"], "missing_info": [],
           "user_facing_answer": "kernel 在 09:23:26 报告 awdl0 链路 Down，Reason 1 (Unspecified)。09:31:48 kernel 报告 en0 链路 Down。netbiosd[31198] 在 09:28:41 因 network is not reachable 退出。"}
    ans = "已完成 syslog 排查，结构化结果如下：\n" + dumps(con) + "\n如需进一步分析请告诉我。"
    facts = [
        cl(con, "c1", "direct_evidence", "line 21"),
        cl(con, "c2", "contradicted", "status wrong: line 39 at 09:31:48 is 'AirPort: Link Up on en0'"),
        cl(con, "c3", "direct_evidence", "line 32: netbiosd[31198] network is not reachable, netbiosd is shutting down"),
    ]
    add(cid, ["source:mac", "format:json_with_text", "class:status_wrong"],
        "今早 9 点半 Mac 断网了一下，是 Wi-Fi 掉了吗？", ans, invs, "REJECT", facts)


def case_015():
    cid = "bH-015"
    ls = cut(cid, "call_4471ab", MACF, 184, 207)
    recs = [mac(l) for l in ls if " iconservicesagent[" in l]
    assert len(recs) == 10 and sum("0x7f9950606790" in r["message"] for r in recs) == 3
    invs = [inv(cid, "call_4471ab", 1, "query_logs", {"host": "calvisitor-10-105-163-202", "process": "iconservicesagent", "date": "Jul  1", "from": "19:40", "to": "22:22"},
                {"total": len(recs), "logs": recs})]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "iconservicesagent 反复合成图标失败。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "Jul 1 19:46 到 22:21 之间 iconservicesagent[328] 共报了 12 次 Failed to composit image",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_4471ab"], "{\"process\": \"iconservicesagent\", \"pid\": \"328\"}")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "其中 descriptor 0x7f9950606790 出现了 3 次",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_4471ab"], "<ISBindingImageDescriptor: 0x7f9950606790>")]}],
           "hypotheses": [], "recommended_actions": ["重建图标缓存"], "missing_info": [],
           "user_facing_answer": "Jul 1 19:46 到 22:21 之间 iconservicesagent[328] 共报了 12 次 Failed to composit image。其中 descriptor 0x7f9950606790 出现了 3 次。建议重建图标缓存。"}
    facts = [
        cl(con, "c1", "contradicted", "count wrong: total is 10 and the output has 10 such records"),
        cl(con, "c2", "direct_evidence", "3 records carry 0x7f9950606790 (21:33:23, 22:12:41, 22:19:34)"),
    ]
    add(cid, ["source:mac", "format:json_raw", "class:count_wrong", "class:quantity"],
        "iconservicesagent 那个报错出现了多少次？", dumps(con), invs, "REJECT", facts)


def case_016():
    cid = "bH-016"
    out = text(cut(cid, "inv_geod_1", MACF, 316, 340))
    invs = [inv(cid, "inv_geod_1", 1, "search_syslog", {"host": "*", "date": "Jul  2", "from": "19:30", "to": "22:25"}, out)]
    ans = ("com.apple.geod[30311] 在 Jul 2 19:34:33 的 PBRequester 请求超时，错误码 -1001。"
           "22:24:03 它再次失败，这次是 -1009，提示 The Internet connection appears to be offline。"
           "那天晚上办公室网络做过割接。")
    facts = [
        nl("com.apple.geod[30311] 在 Jul 2 19:34:33 的 PBRequester 请求超时，错误码 -1001", "direct_evidence", "line 316: Code=-1001 \"The request timed out.\""),
        nl("22:24:03 它再次失败，这次是 -1009，提示 The Internet connection appears to be offline", "direct_evidence", "line 338"),
        nl("那天晚上办公室网络做过割接", "no_evidence", "unsupported cause; no output mentions a network cutover"),
    ]
    add(cid, ["source:mac", "format:nl_paragraph", "class:unsupported_cause"],
        "地图定位一直加载不出来，7 月 2 号晚上怎么回事？", ans, invs, "LOW_CONFID", facts)


def case_017():
    cid = "bH-017"
    out = text(cut(cid, "toolu_01Q8mac7Hc2", MACF, 536, 546))
    invs = [inv(cid, "toolu_01Q8mac7Hc2", 1, "search_syslog", {"host": "calvisitor-10-105-160-237", "date": "Jul  3", "from": "15:46", "to": "15:54"}, out)]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "15:47 无线认证失败触发了 corecaptured 抓包。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "corecaptured[33533] 在 15:47:13 收到 Capture notice，reason = AuthFail:sts:5_rsn:0",
                "support_level": "direct",
                "evidence_bindings": [bind("search_syslog", ["toolu_01Q8mac7Hc2"], "CCFile::captureLog Received Capture notice id: 1499122032.492037, reason = AuthFail:sts:5_rsn:0")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "configd 记录网络切换到 v4(en0:10.105.160.237)",
                "support_level": "direct",
                "evidence_bindings": [bind("search_syslog", ["toolu_01Q8mac9Zz"], "network changed: v4(en0:10.105.160.237)")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "kernel 在 15:53:05 报告 en0: channel changed to 1",
                "support_level": "direct", "evidence_bindings": []}],
           "hypotheses": [], "recommended_actions": [], "missing_info": [],
           "user_facing_answer": "corecaptured[33533] 在 15:47:13 收到 Capture notice，reason = AuthFail:sts:5_rsn:0。configd 记录网络切换到 v4(en0:10.105.160.237)。kernel 在 15:53:05 报告 en0: channel changed to 1。"}
    facts = [
        cl(con, "c1", "direct_evidence", "line 540, bound to the existing call"),
        cl(con, "c2", "indirect_support", "content is in line 538, but the binding names toolu_01Q8mac9Zz, which does not exist"),
        cl(con, "c3", "indirect_support", "content is in line 544, but the claim has no binding"),
    ]
    add(cid, ["source:mac", "format:json_indented", "class:bad_reference"],
        "7 月 3 号下午连 CalVisitor Wi-Fi 认证失败，帮忙看看。", dumps(con, 2), invs, "PASS", facts)


def case_018():
    cid = "bH-018"
    out = text(cut(cid, "call_e18f", MACF, 115, 126))
    invs = [inv(cid, "call_e18f", 1, "query_logs", {"date": "Jul  1", "from": "11:46", "to": "11:50"}, out)]
    ans = ("- QQ[10018] 在 11:49:29 连接 183.57.48.75:80 失败，报 [50] Network is down\n"
           "- 同一秒 kernel 报告 en0 Link Down，Reason 8 (Disassociated because station leaving)\n"
           "- Dropbox 在 11:49:30 打印 WARNING：Failed to read DnsConfig\n"
           "- 可能是 Dropbox 把 DNS 配置改坏了\n"
           "- 也不排除是 AP 主动把这台机器踢下线\n"
           "- 建议先确认无线网络是否稳定")
    facts = [
        nl("QQ[10018] 在 11:49:29 连接 183.57.48.75:80 失败，报 [50] Network is down", "direct_evidence", "line 119"),
        nl("同一秒 kernel 报告 en0 Link Down，Reason 8 (Disassociated because station leaving)", "direct_evidence", "line 120 at 11:49:29"),
        nl("Dropbox 在 11:49:30 打印 WARNING：Failed to read DnsConfig", "direct_evidence", "line 125"),
    ]
    add(cid, ["source:mac", "format:nl_bullets", "class:hedged_distractor", "class:faithful"],
        "中午 11 点 50 左右网络突然断了，日志里能看出原因吗？", ans, invs, "PASS", facts)


def case_019():
    cid = "bH-019"
    out = text(cut(cid, "call_19a", MACF, 262, 268))
    invs = [inv(cid, "call_19a", 1, "search_syslog", {"host": "calvisitor-10-105-163-202", "date": "Jul  2", "from": "14:30", "to": "15:35"}, out),
            inv(cid, "call_19b", 1, "query_logs", {"process": "GoogleSoftwareUpdateAgent", "date": "Jul  2"}, None, False, "HTTP 502 Bad Gateway from log-gateway")]
    ans = ("{\"answer_version\": \"1.0\", \"claims\": [\n"
           "  {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"Safari[9852] 在 Jul 2 14:41:07 报 tcp_connection_tls_session_error_callback_imp 2044 error 22\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_invocation_ids\": [\"call_19a\"], \"evidence_excerpt\": \"tcp_connection_tls_session_error_callback_imp 2044\"}]},\n"
           "  {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"WindowServer[184] 在 14:52:30 又出现 send_datagram_available_ping 超时\", \"support_level\": \"direct\", \"evidence_bindings\": []},\n"
           "  {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"GoogleSoftwareUpdateAgent 当天的更新检查全部成功\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_invocation_ids\": [\"call_19b\"]}]},\n"
           "],\n"
           "\"user_facing_answer\": \"见上\"}")
    facts = [
        nl("Safari[9852] 在 Jul 2 14:41:07 报 tcp_connection_tls_session_error_callback_imp 2044 error 22", "direct_evidence", "line 263 (contract malformed: trailing comma, read as text)"),
        nl("WindowServer[184] 在 14:52:30 又出现 send_datagram_available_ping 超时", "no_evidence", "no record at 14:52:30; the WindowServer ping line is at 14:44:01"),
        nl("GoogleSoftwareUpdateAgent 当天的更新检查全部成功", "no_evidence", "only the failed call (502) concerns GoogleSoftwareUpdateAgent"),
    ]
    add(cid, ["source:mac", "format:json_malformed", "class:time_wrong", "class:gap"],
        "7 月 2 号下午 Safari 打不开网页，顺便看下软件更新有没有问题。", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# Android / Windows / Proxifier
# =====================================================================
def case_020():
    cid = "bH-020"
    recs = [android(l) for l in cut(cid, "logcat-20a", ANDF, 195, 236)]
    invs = [inv(cid, "logcat-20a", 1, "adb_logcat", {"since": "03-17 16:13:46.600", "until": "03-17 16:13:47.230", "buffer": "main"},
                {"device": "android-1702", "lines": recs})]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "锁屏模块在非 UI 线程注册回调，同时 ActivityManager 报动画类型未知。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "KeyguardUpdateMonitor（pid 2227）在 16:13:46.764 报错：isSimPinSecure 时 mSimDatas 为空",
                "support_level": "direct",
                "evidence_bindings": [bind("adb_logcat", ["logcat-20a"], "tag=KeyguardUpdateMonitor level=E pid=2227")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "KeyguardUpdateMonitor 随后警告 registerCallback not in UI",
                "support_level": "direct",
                "evidence_bindings": [bind("adb_logcat", ["logcat-20a"], "{\"level\": \"W\", \"message\": \"registerCallback not in UI.\"}")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "ActivityManager 在 16:13:47.150 报 applyOptionsLocked: Unknown animationType=0",
                "support_level": "direct",
                "evidence_bindings": [bind("adb_logcat", [], "applyOptionsLocked: Unknown animationType=0", sid="T1")]}],
           "hypotheses": [], "recommended_actions": [], "missing_info": [],
           "user_facing_answer": "KeyguardUpdateMonitor（pid 2227）在 16:13:46.764 报错：isSimPinSecure 时 mSimDatas 为空。KeyguardUpdateMonitor 随后警告 registerCallback not in UI。ActivityManager 在 16:13:47.150 报 applyOptionsLocked: Unknown animationType=0。"}
    facts = [
        cl(con, "c1", "direct_evidence", "line 199: E KeyguardUpdateMonitor: isSimPinSecure mSimDatas is null or empty (pid 2227); excerpt as k=v fields"),
        cl(con, "c2", "direct_evidence", "line 200 at 16:13:46.765 (after .764): W registerCallback not in UI."),
        cl(con, "c3", "direct_evidence", "line 234, trace ref T1"),
    ]
    add(cid, ["source:android", "format:json_indented", "class:paraphrase_zh", "class:excerpt_format"],
        "手机锁屏界面卡顿，logcat 里有什么错？", dumps(con, 2), invs, "PASS", facts)


def case_021():
    cid = "bH-021"
    out = text(cut(cid, "call_and_5c", ANDF, 320, 332))
    invs = [inv(cid, "call_and_5c", 1, "adb_logcat", {"since": "03-17 16:13:47.600", "until": "03-17 16:13:47.700"}, out)]
    ans = ("ActivityManager 在 16:13:47.638 确认 caller 10111 持有 REAL_GET_TASKS 权限，返回了完整的进程列表。"
           "PowerManagerService 随后释放了 lock=189667585，tag 为 *launch*。"
           "NotificationManager 为 com.tencent.mobileqq 取消了 id =129 的通知。")
    facts = [
        nl("ActivityManager 在 16:13:47.638 确认 caller 10111 持有 REAL_GET_TASKS 权限，返回了完整的进程列表", "contradicted",
           "opposite predicate: line 325 says caller 10111 does not hold REAL_GET_TASKS; limiting output"),
        nl("PowerManagerService 随后释放了 lock=189667585，tag 为 *launch*", "direct_evidence", "line 326 at 16:13:47.640"),
        nl("NotificationManager 为 com.tencent.mobileqq 取消了 id =129 的通知", "direct_evidence", "line 328: cancelNotificationWithTag ... pkg =com.tencent.mobileqq,id =129"),
    ]
    add(cid, ["source:android", "format:nl_paragraph", "class:paraphrase_zh", "class:status_wrong"],
        "QQ 拿不到运行中的进程列表，是权限问题吗？", ans, invs, "REJECT", facts)


def case_022():
    cid = "bH-022"
    out = text(cut(cid, "inv-22-3", ANDF, 195, 202))
    kb = {"query": "isSimPinSecure mSimDatas is null or empty",
          "chunks": [{"chunk_id": "faq-keyguard-07", "source_doc": "Android系统日志FAQ.md", "retrieval_layer": "faq", "relevance": "high",
                      "content": "KeyguardUpdateMonitor 打印 isSimPinSecure mSimDatas is null or empty，通常出现在未插 SIM 卡的设备上，会周期性打印。该日志属于已知无害日志，无需处理。",
                      "deduped": False}]}
    invs = [inv(cid, "inv-22-1", 1, "query_logs", {"tag": "TelephonyManager", "level": "E", "since": "03-17 16:10"}, {"total": 0, "logs": []}),
            inv(cid, "inv-22-2", 1, "lookup_knowledge", {"query": "isSimPinSecure mSimDatas is null or empty"}, kb),
            inv(cid, "inv-22-3", 2, "adb_logcat", {"since": "03-17 16:13:46.650", "until": "03-17 16:13:46.770"}, out)]
    ans = ("- 根据知识库，isSimPinSecure mSimDatas is null or empty 通常出现在未插 SIM 卡的设备上\n"
           "- 按 FAQ 文档，这条日志属于已知无害日志\n"
           "- 建议无需处理")
    facts = [
        nl("根据知识库，isSimPinSecure mSimDatas is null or empty 通常出现在未插 SIM 卡的设备上", "indirect_support", "attributed to the knowledge base; only the FAQ chunk says it"),
        nl("按 FAQ 文档，这条日志属于已知无害日志", "indirect_support", "attributed to the FAQ chunk"),
    ]
    add(cid, ["source:android", "format:nl_bullets", "class:runbook_only"],
        "mSimDatas is null or empty 这个报错要紧吗？", ans, invs, "LOW_CONFID", facts)


def case_023():
    cid = "bH-023"
    ls = cut(cid, "call_cbs_23", WINF, 10, 50)
    assert sum("Failed to get next element" in l for l in ls) == 8
    invs = [inv(cid, "call_cbs_23", 1, "query_logs", {"file": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-28 04:30:31", "lines": 41}, text(ls))]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "CBS 解析 manifest 时反复出错，SQM 上传也失败。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "CBS 在 2016-09-28 04:30:31 连续报 Failed to get next element，共 8 次，HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_cbs_23"], "Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "SQM 标准样本上传失败，HRESULT = 0x80004005 - E_FAIL",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_cbs_23"], "SQM: Failed to start standard sample upload. [HRESULT = 0x80004005 - E_FAIL]")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "CBS 会话 30546173_4261722401 由 WindowsUpdateAgent 初始化",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_cbs_23"], "2016-09-28 04:30:31, Info                  CBS    Session: 30546173_4261722401 initialized by client WindowsUpdateAgent.")]},
               {"claim_id": "c4", "claim_type": "log_finding",
                "claim_text": "CSI 记录 Created NT transaction (seq 1) result 0x00000000",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_cbs_23"], "NT transaction created successfully")]}],
           "hypotheses": [], "recommended_actions": ["运行 DISM /RestoreHealth"], "missing_info": [],
           "user_facing_answer": "CBS 在 2016-09-28 04:30:31 连续报 Failed to get next element，共 8 次，HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM。SQM 标准样本上传失败，HRESULT = 0x80004005 - E_FAIL。CBS 会话 30546173_4261722401 由 WindowsUpdateAgent 初始化。CSI 记录 Created NT transaction (seq 1) result 0x00000000。建议运行 DISM /RestoreHealth。"}
    ans = "```json\n" + dumps(con, 2) + "\n```"
    facts = [
        cl(con, "c1", "direct_evidence", "8 'Failed to get next element [HRESULT = 0x800f080d ...]' lines in the output (lines 28-50)"),
        cl(con, "c2", "direct_evidence", "line 12"),
        cl(con, "c3", "direct_evidence", "line 24; excerpt is the whole log line"),
        cl(con, "c4", "indirect_support", "content is in line 19, but the excerpt 'NT transaction created successfully' is not in the call it names"),
    ]
    add(cid, ["source:windows", "format:json_fenced", "class:quantity", "class:excerpt_format", "class:bad_reference"],
        "Windows 更新一直装不上，CBS.log 里报了什么？", ans, invs, "PASS", facts)


def case_024():
    cid = "bH-024"
    out = text(cut(cid, "toolu_01CbsWn4", WINF, 10, 30))
    invs = [inv(cid, "toolu_01CbsWn4", 1, "get_file_tail", {"path": "C:\\Windows\\Logs\\CBS\\CBS.log", "offset_line": 10, "count": 21}, out)]
    ans = ("CBS 这边 manifest 解析报 0x800f081f - CBS_E_SOURCE_MISSING\n"
           "另外 CBS 一条 Warning 都没有\n"
           "NonStart 检查结果是 Success, startup processing not required\n"
           "建议有需要再 dump 完整的 CBS.log")
    facts = [
        nl("CBS 这边 manifest 解析报 0x800f081f - CBS_E_SOURCE_MISSING", "contradicted",
           "fabricated code: the output shows 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM; 0x800f081f / CBS_E_SOURCE_MISSING appear nowhere"),
        nl("另外 CBS 一条 Warning 都没有", "contradicted", "lines 14, 26, 29: CBS ... Warning: ..."),
        nl("NonStart 检查结果是 Success, startup processing not required", "direct_evidence", "line 21"),
    ]
    add(cid, ["source:windows", "format:nl_sloppy", "class:fabricated_id", "class:negation"],
        "CBS 报的是哪个错误码？有没有 warning？", ans, invs, "REJECT", facts)


def case_025():
    cid = "bH-025"
    out = text(cut(cid, "call_px_25", PRX, 100, 130))
    invs = [inv(cid, "call_px_25", 1, "query_logs", {"source": "proxifier", "app": "chrome.exe", "from": "10.30 16:49:29", "to": "10.30 16:49:53"}, out)]
    ans = ("- 16:49:29 到 16:49:53 之间 chrome.exe 经 proxy.cse.cuhk.edu.hk:5070 的连接没有任何报错\n"
           "- 16:49:29 有一条连接收到 46810 bytes，约 45.7 KB\n"
           "- 16:49:30 有一条连接 lifetime 00:01，发送约 4.4 KB、接收约 80 KB\n"
           "- 建议继续观察")
    facts = [
        nl("16:49:29 到 16:49:53 之间 chrome.exe 经 proxy.cse.cuhk.edu.hk:5070 的连接没有任何报错", "direct_evidence",
           "denial holds: all 31 chrome.exe lines are open/close records, none has error"),
        nl("16:49:29 有一条连接收到 46810 bytes，约 45.7 KB", "direct_evidence", "line 101: 46810 bytes (45.7 KB) received"),
        nl("16:49:30 有一条连接 lifetime 00:01，发送约 4.4 KB、接收约 80 KB", "direct_evidence", "line 105: 4512 bytes (4.40 KB) sent, 82166 bytes (80.2 KB) received, lifetime 00:01"),
    ]
    add(cid, ["source:proxifier", "format:nl_bullets", "class:negation", "class:quantity"],
        "Chrome 走代理是不是有报错？", ans, invs, "PASS", facts)


def case_026():
    cid = "bH-026"
    out = text(cut(cid, "call_px_26", PRX, 248, 258))
    invs = [inv(cid, "call_px_26", 1, "query_logs", {"source": "proxifier", "from": "10.30 17:11", "to": "10.30 17:18"}, out)]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "QQ.exe 经代理连接腾讯服务器失败。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "QQ.exe 访问 tcpconn6.tencent.com:443 时代理意外关闭了连接（Proxy closed the connection unexpectedly）",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_px_26"], "Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy closed the connection unexpectedly.")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "tcpconn4.tencent.com:80 的错误发生在 17:16:10",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_px_26"], "[10.30 17:16:10] QQ.exe - tcpconn4.tencent.com:80 error")]}],
           "hypotheses": [], "recommended_actions": ["检查代理对腾讯域名的策略"], "missing_info": [],
           "user_facing_answer": "QQ.exe 访问 tcpconn6.tencent.com:443 时代理意外关闭了连接（Proxy closed the connection unexpectedly）。tcpconn4.tencent.com:80 的错误发生在 17:16:10。建议检查代理对腾讯域名的策略。"}
    ans = "```json\n" + dumps(con) + "\n```"
    facts = [
        cl(con, "c1", "contradicted", "entity swap: 'Proxy closed the connection unexpectedly' is tcpconn4.tencent.com:80's error (line 254); tcpconn6.tencent.com:443's own line says 'A connection request was canceled before the completion.'"),
        cl(con, "c2", "direct_evidence", "line 254"),
    ]
    add(cid, ["source:proxifier", "format:json_fenced", "class:entity_swap", "class:misattribution"],
        "QQ 经代理登录失败，是哪个地址的问题？", ans, invs, "REJECT", facts)


def case_027():
    cid = "bH-027"
    out = text(cut(cid, "call_px_27", PRX, 438, 446))
    invs = [inv(cid, "call_px_27", 1, "query_logs", {"source": "proxifier", "from": "10.30 17:59", "to": "10.30 18:01"}, out)]
    ans = ("FlashPlayerPlugin_18_0_0_209.exe 在 18:00:12 通过 proxy.cse.cuhk.edu.hk:5070 连接 formi.baidu.com:843 失败，代理返回 status code 403。"
           "代理那边下午刚收紧了访问策略。")
    facts = [
        nl("FlashPlayerPlugin_18_0_0_209.exe 在 18:00:12 通过 proxy.cse.cuhk.edu.hk:5070 连接 formi.baidu.com:843 失败，代理返回 status code 403", "direct_evidence", "line 442"),
        nl("代理那边下午刚收紧了访问策略", "no_evidence", "unsupported cause; no output mentions a policy change"),
    ]
    add(cid, ["source:proxifier", "format:nl_paragraph", "class:unsupported_cause"],
        "网页上的 Flash 加载不了，代理日志怎么说？", ans, invs, "LOW_CONFID", facts)


# =====================================================================
# Nezha TrainTicket
# =====================================================================
L0844 = NZ + "log/08_44_log.csv"
L0925 = NZ + "log/09_25_log.csv"
M_CONTACTS = NZ + "metric/ts-contacts-service-866bd68c97-xcqfx_metric.csv"
M_FOOD = NZ + "metric/ts-food-service-f5756978c-k8vqf_metric.csv"


def case_028():
    cid = "bH-028"
    r1 = [nz(l) for l in cut(cid, "call_nz_28a", L0844, 105, 115)]
    r2 = [nz(l) for l in cut(cid, "call_nz_28b", L0844, 250, 256)]
    invs = [inv(cid, "call_nz_28a", 1, "query_logs", {"namespace": "train-ticket", "trace_id": "dc7db5cbec8d511cb7e08fd7c7b47c00"}, {"total": len(r1), "logs": r1}),
            inv(cid, "call_nz_28b", 1, "query_logs", {"namespace": "train-ticket", "trace_id": "fbb1c2904ee397adaf90efb157db6791", "pods": ["ts-order-service*", "ts-contacts-service*", "ts-order-other-service*"]}, {"total": len(r2), "logs": r2})]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "ts-contacts-service 查询联系人失败，返回 No contacts according to contactsId。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "ts-contacts-service-866bd68c97-xcqfx 在 16:43:17.120 报 ERROR：No contacts according to contactsId",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_nz_28a"], "pod=ts-contacts-service-866bd68c97-xcqfx level=ERROR trace_id=dc7db5cbec8d511cb7e08fd7c7b47c00")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "出错的请求查询的联系人 id 是 415d1665-fbb2-4ec9-83f5-5ebe51dc1825",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_nz_28a"], "FIND CONTACTS BY ID: 415d1665-fbb2-4ec9-83f5-5ebe51dc1825")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "trace fbb1c2904ee397adaf90efb157db6791 中 contacts-service 再次报 No contacts according to contactsId",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", [], "{\"trace_id\": \"fbb1c2904ee397adaf90efb157db6791\", \"level\": \"ERROR\", \"pod\": \"ts-contacts-service-866bd68c97-xcqfx\"}", sid="T2")]}],
           "hypotheses": [], "recommended_actions": ["核对联系人数据是否被删除"], "missing_info": [],
           "user_facing_answer": "ts-contacts-service-866bd68c97-xcqfx 在 16:43:17.120 报 ERROR：No contacts according to contactsId。出错的请求查询的联系人 id 是 415d1665-fbb2-4ec9-83f5-5ebe51dc1825。trace fbb1c2904ee397adaf90efb157db6791 中 contacts-service 再次报 No contacts according to contactsId。建议核对联系人数据是否被删除。"}
    ans = "根据两次日志查询，结论如下。\n" + dumps(con, 2)
    facts = [
        cl(con, "c1", "direct_evidence", "08_44 line 111; excerpt as k=v fields of that record"),
        cl(con, "c2", "direct_evidence", "08_44 line 112 (same trace/span as the ERROR)"),
        cl(con, "c3", "direct_evidence", "08_44 line 253; T2 = second evidence call (call_nz_28b); excerpt as JSON subset"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_with_text", "class:excerpt_format", "class:faithful"],
        "下单时选联系人报错，contacts 服务怎么了？", ans, invs, "PASS", facts)


def case_029():
    cid = "bH-029"
    r1 = [nz(l) for l in cut(cid, "toolu_01Pr29a", L0844, 225, 241)]
    r2 = [nz(l) for l in cut(cid, "toolu_01Pr29b", L0844, 290, 298)]
    invs = [inv(cid, "toolu_01Pr29a", 1, "query_logs", {"pod": "ts-preserve-service-b5ccf8557-j4txs", "trace_id": "fbb1c2904ee397adaf90efb157db6791"}, {"total": len(r1), "logs": r1}),
            inv(cid, "toolu_01Pr29b", 1, "query_logs", {"trace_id": "83fdd82996eb5e7adf5d9e7b27ad2f6d"}, {"total": len(r2), "logs": r2})]
    ans = ("**异常点**：ts-food-service-f5756978c-k8vqf 抛出 java.lang.IllegalStateException: No instances available for ts-food-service。\n"
           "**上游**：ts-preserve-service-b5ccf8557-j4txs 在 [Step 5] 买保险成功后进入 createFoodOrder。\n"
           "**其他**：food-service 自己打印了 Get the Get Food Request Failed!，foodStoresListResult is null。")
    facts = [
        nl("ts-food-service-f5756978c-k8vqf 抛出 java.lang.IllegalStateException: No instances available for ts-food-service", "contradicted",
           "misattribution: the IllegalStateException is logged by ts-preserve-service (line 225); food-service's own records (lines 294-298) say foodStoresListResult is null"),
        nl("ts-preserve-service-b5ccf8557-j4txs 在 [Step 5] 买保险成功后进入 createFoodOrder", "direct_evidence",
           "line 227 [Step 5][Buy Assurance][Preserve Buy Assurance Success] at 16:43:26.374, line 226 [createFoodOrder] right after"),
        nl("food-service 自己打印了 Get the Get Food Request Failed!，foodStoresListResult is null", "direct_evidence", "line 294"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:misattribution"],
        "订餐一直失败，IllegalStateException 是哪个服务抛的？", ans, invs, "REJECT", facts)


def case_030():
    cid = "bH-030"
    recs = [nz(l) for l in cut(cid, "call_3a0f77", L0925, 1171, 1211)]
    ex = [r for r in recs if r["pod"].startswith("ts-execute-service") and r["level"] == "ERROR"]
    od = [r for r in recs if r["pod"].startswith("ts-order-service") and r["level"] == "WARN"]
    assert len(ex) == 3 and len(od) == 4
    invs = [inv(cid, "call_3a0f77", 1, "query_logs", {"namespace": "train-ticket", "start": "2023-01-29T09:24:11Z", "end": "2023-01-29T09:25:08Z", "pods": ["ts-execute-service*", "ts-order-service*", "ts-order-other-service*", "ts-assurance-service*", "ts-basic-service*"]},
                {"total": len(recs), "logs": recs})]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "检票失败：execute-service 报 Order Status Wrong。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "ts-execute-service-775f544d9-zqvjb 在这段日志里共有 3 条 ERROR，都是 ticket execute error: Order Status Wrong",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_3a0f77"], "ticket execute error: Order Status Wrong")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "ts-order-service-5b67c48447-mv5hb 共有 5 条 WARN：Get Order By ID Fail / Order not found",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_3a0f77"], "[getOrderById][Get Order By ID Fail][Order not found]")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "trace 8e127a928d027e196fae03efdee53f49 的订单 2d814900-5c5a-4882-bc49-1f587b57a252 在 order-other-service 中查询成功",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_3a0f77"], "[getOrderById][Get Order By ID Success][OrderId: 2d814900-5c5a-4882-bc49-1f587b57a252]")]}],
           "hypotheses": [], "recommended_actions": [], "missing_info": [],
           "user_facing_answer": "ts-execute-service-775f544d9-zqvjb 在这段日志里共有 3 条 ERROR，都是 ticket execute error: Order Status Wrong。ts-order-service-5b67c48447-mv5hb 共有 5 条 WARN：Get Order By ID Fail / Order not found。trace 8e127a928d027e196fae03efdee53f49 的订单 2d814900-5c5a-4882-bc49-1f587b57a252 在 order-other-service 中查询成功。"}
    facts = [
        cl(con, "c1", "direct_evidence", "lines 1175, 1201, 1208: the 3 execute-service ERROR records, all Order Status Wrong"),
        cl(con, "c2", "contradicted", "count wrong: order-service has 4 WARN records in the output (1171, 1179, 1189, 1204)"),
        cl(con, "c3", "contradicted", "fabricated trace id: the real one is 8e127a928d027e196fae03efdee53f48 (last character differs)"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_raw", "class:count_wrong", "class:fabricated_id"],
        "检票一直失败，execute 服务和 order 服务各报了多少条？", dumps(con), invs, "REJECT", facts)


def case_031():
    cid = "bH-031"
    cols = ["Time", "PodName", "CpuUsage(m)", "MemoryUsage(Mi)", "PodClientLatencyP90(s)"]
    WINDOWS.append({"case_id": cid, "invocation_id": "qm-31", "source": M_CONTACTS, "lines": [2, 12]})
    rows = metric_rows(M_CONTACTS, 2, 12, cols)
    pod = "ts-contacts-service-866bd68c97-xcqfx"
    out = {"alerts": [], "series": [
        series(rows, "CpuUsage(m)", "CpuUsage", "ts-contacts-service", pod, "m"),
        series(rows, "MemoryUsage(Mi)", "MemoryUsage", "ts-contacts-service", pod, "MiB"),
        series(rows, "PodClientLatencyP90(s)", "PodClientLatencyP90", "ts-contacts-service", pod, "s")]}
    assert out["series"][0]["max"] == 18.2082 and out["series"][1]["last"] == 427.2773 and out["series"][2]["max"] == 20.0 and out["series"][2]["last"] == 19.0
    invs = [inv(cid, "qm-31", 1, "query_metrics", {"service": "ts-contacts-service", "pod": pod, "metrics": ["CpuUsage", "MemoryUsage", "PodClientLatencyP90"], "start": "2023-01-29T08:41:00Z", "end": "2023-01-29T08:52:00Z", "step": "60s"}, out)]
    ans = ("## 指标结论\n"
           "08:41 到 08:51 之间 ts-contacts-service 的 CPU 使用量峰值约 18.2m。\n"
           "内存最后一个点约 427 MiB，约合 0.42 GiB。\n"
           "客户端 P90 延迟最高到 20 秒，最后一个点约 19 秒。\n"
           "## 建议\n"
           "建议结合 contacts-service 的 ERROR 日志一起看。")
    facts = [
        nl("08:41 到 08:51 之间 ts-contacts-service 的 CPU 使用量峰值约 18.2m", "direct_evidence", "CpuUsage max 18.2082 m"),
        nl("内存最后一个点约 427 MiB，约合 0.42 GiB", "direct_evidence", "MemoryUsage last 427.2773 MiB = 0.417 GiB"),
        nl("客户端 P90 延迟最高到 20 秒，最后一个点约 19 秒", "direct_evidence", "PodClientLatencyP90 max 20.0 s, last 19.0 s"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_headings", "class:quantity", "class:faithful"],
        "contacts 服务这十分钟资源和延迟怎么样？", ans, invs, "PASS", facts)


def case_032():
    cid = "bH-032"
    cols = ["Time", "PodName", "CpuUsage(m)", "MemoryUsage(Mi)", "MemoryUsageRate(%)", "PodClientLatencyP90(s)"]
    WINDOWS.append({"case_id": cid, "invocation_id": "get_pod_metrics-1", "source": M_FOOD, "lines": [2, 12]})
    rows = metric_rows(M_FOOD, 2, 12, cols)
    assert max(float(r["MemoryUsageRate(%)"]) for r in rows) < 25 and round(float(rows[-1]["PodClientLatencyP90(s)"]), 2) == 0.03
    assert rows[5]["Time"].startswith("2023-01-29 08:46:09") and round(float(rows[5]["CpuUsage(m)"]), 1) == 25.1
    alerts = {"alerts": [{"alert_name": "PodClientLatencyP90High", "service": "ts-food-service", "severity": "warning", "status": "resolved",
                          "value": 0.03, "threshold": 5, "unit": "s"}], "series": []}
    invs = [inv(cid, "get_pod_metrics-1", 1, "get_pod_metrics", {"pod": "ts-food-service-f5756978c-k8vqf", "start": "2023-01-29 08:41", "end": "2023-01-29 08:52"}, {"columns": cols, "rows": rows}),
            inv(cid, "query_metrics-2", 1, "query_metrics", {"service": "ts-food-service", "alerts": True, "at": "2023-01-29T08:51:09Z"}, alerts)]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "ts-food-service 资源紧张，延迟告警未恢复。",
           "claims": [
               {"claim_id": "c1", "claim_type": "metric_finding",
                "claim_text": "ts-food-service 的内存使用率达到 85%",
                "support_level": "direct",
                "evidence_bindings": [bind("get_pod_metrics", ["get_pod_metrics-1"], "MemoryUsageRate(%)", stype="metric")]},
               {"claim_id": "c2", "claim_type": "alert_state",
                "claim_text": "PodClientLatencyP90High 告警仍在 firing",
                "support_level": "direct",
                "evidence_bindings": [bind("query_metrics", ["query_metrics-2"], "alert_name=PodClientLatencyP90High service=ts-food-service", stype="alert")]},
               {"claim_id": "c3", "claim_type": "metric_finding",
                "claim_text": "food-service 的 CPU 使用量在 08:46:09 冲到约 25m",
                "support_level": "direct",
                "evidence_bindings": [bind("get_pod_metrics", ["get_pod_metrics-1"], "PodName=ts-food-service-f5756978c-k8vqf CpuUsage(m)=25.062240091900925", stype="metric")]}],
           "hypotheses": [], "recommended_actions": ["扩容 ts-food-service"], "missing_info": [],
           "user_facing_answer": "ts-food-service 的内存使用率达到 85%。PodClientLatencyP90High 告警仍在 firing。food-service 的 CPU 使用量在 08:46:09 冲到约 25m。建议扩容 ts-food-service。"}
    facts = [
        cl(con, "c1", "contradicted", "MemoryUsageRate(%) never exceeds 24.73 in the rows"),
        cl(con, "c2", "contradicted", "alert status is resolved, not firing"),
        cl(con, "c3", "direct_evidence", "row 2023-01-29 08:46:09: CpuUsage(m) 25.06"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_indented", "class:value_wrong", "class:status_wrong"],
        "food 服务是不是资源打满了？告警现在什么状态？", dumps(con, 2), invs, "REJECT", facts)


def case_033():
    cid = "bH-033"
    recs = [nz(l) for l in cut(cid, "inv_33_logs", L0844, 1078, 1090)]
    invs = [inv(cid, "inv_33_logs", 1, "query_logs", {"namespace": "train-ticket", "trace_id": "0d2e016a65a1a2978b55ea2a09822742"}, {"total": len(recs), "logs": recs})]
    ans = ("ts-contacts-service 第一次报 No contacts according to contactsId 是在 16:40:05。"
           "16:44:08.626 它又报了一次，trace 为 0d2e016a65a1a2978b55ea2a09822742。"
           "同一条 trace 里 ts-food-service 的 createFoodOrder 返回了 AddFoodOrder Success。")
    facts = [
        nl("ts-contacts-service 第一次报 No contacts according to contactsId 是在 16:40:05", "no_evidence", "no record carries 16:40:05 (or 08:40:05Z); the only contacts ERROR here is at 16:44:08.626"),
        nl("16:44:08.626 它又报了一次，trace 为 0d2e016a65a1a2978b55ea2a09822742", "direct_evidence", "08_44 line 1084"),
        nl("同一条 trace 里 ts-food-service 的 createFoodOrder 返回了 AddFoodOrder Success", "direct_evidence", "08_44 line 1079"),
    ]
    add(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:time_wrong"],
        "contacts 服务是从什么时候开始报错的？", ans, invs, "LOW_CONFID", facts)


def case_034():
    cid = "bH-034"
    recs = [nz(l) for l in cut(cid, "call_7c1e", L0844, 290, 298)]
    invs = [inv(cid, "call_7c1e", 1, "query_logs", {"trace_id": "83fdd82996eb5e7adf5d9e7b27ad2f6d"}, {"total": len(recs), "logs": recs})]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "food-service 获取餐食失败。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "ts-food-service-f5756978c-k8vqf 报 Get the Get Food Request Failed!，foodStoresListResult is null",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_7c1f"], "[getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "出错请求的 tripId 为 D1345",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", [], "tripId: D1345", sid="T3")]}],
           "hypotheses": [], "recommended_actions": [], "missing_info": [],
           "user_facing_answer": "ts-food-service-f5756978c-k8vqf 报 Get the Get Food Request Failed!，foodStoresListResult is null。出错请求的 tripId 为 D1345。"}
    ans = "```json\n" + dumps(con, 2) + "\n```"
    facts = [
        cl(con, "c1", "indirect_support", "content is in line 294, but the binding names call_7c1f, which does not exist (the call is call_7c1e)"),
        cl(con, "c2", "indirect_support", "content is in line 294, but the binding references T3 while there is only one evidence call (T1)"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_fenced", "class:bad_reference"],
        "订餐页面获取不到餐食列表，看下 food 服务日志。", ans, invs, "LOW_CONFID", facts)


def case_035():
    cid = "bH-035"
    recs = [nz(l) for l in cut(cid, "call_35c", L0925, 1304, 1312)]
    kb = {"query": "ts-basic-service exception 注入",
          "chunks": [{"chunk_id": "case-2023-0129-09", "source_doc": "故障复盘/2023-01-29.md", "retrieval_layer": "past_incident", "relevance": "medium",
                      "content": "09:25:39 对 ts-basic-service-5dc8d4f9fd-46997 注入 exception 类故障。", "deduped": True}]}
    invs = [inv(cid, "call_35a", 1, "query_logs", {"pod": "ts-basic-service-5dc8d4f9fd-46997", "level": "ERROR", "start": "2023-01-29T09:25:00Z", "end": "2023-01-29T09:26:00Z"}, {"total": 0, "logs": []}),
            inv(cid, "call_35b", 1, "lookup_knowledge", {"query": "ts-basic-service exception 注入"}, kb),
            inv(cid, "call_35c", 2, "query_logs", {"namespace": "train-ticket", "start": "2023-01-29T09:24:34Z", "end": "2023-01-29T09:24:46Z", "pods": ["ts-inside-payment-service*", "ts-cancel-service*", "ts-order-service*", "ts-user-service*"]},
                {"total": len(recs), "logs": recs})]
    ans = ("{'claims': [\n"
           "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'ts-basic-service-5dc8d4f9fd-46997 在 09:25 这一分钟没有任何 ERROR 日志', 'evidence_bindings': [{'source_invocation_ids': ['call_35a']}]},\n"
           "  {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'ts-basic-service 在 09:25:39 被注入了 exception 故障', 'evidence_bindings': [{'source_invocation_ids': ['call_35b']}]},\n"
           "  {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'ts-inside-payment-service-6f94c49ccd-4rdb2 报 Order status Not allowed to Pay', 'evidence_bindings': [{'source_invocation_ids': ['call_35c']}]}\n"
           "],\n"
           " 'user_facing_answer': '详见 claims'}")
    facts = [
        nl("ts-basic-service-5dc8d4f9fd-46997 在 09:25 这一分钟没有任何 ERROR 日志", "no_evidence", "only a no-hit query (total 0); absence is not proven (single-quoted contract, read as text)"),
        nl("ts-basic-service 在 09:25:39 被注入了 exception 故障", "no_evidence", "only in a deduped knowledge chunk"),
        nl("ts-inside-payment-service-6f94c49ccd-4rdb2 报 Order status Not allowed to Pay", "direct_evidence", "09_25 line 1308 (WARN)"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_malformed", "class:gap", "class:negation"],
        "09:25 左右 basic 服务是不是挂了？支付也失败了。", ans, invs, "LOW_CONFID", facts)


def case_036():
    cid = "bH-036"
    recs = [nz(l) for l in cut(cid, "toolu_01Vc36", L0925, 2, 12)]
    invs = [inv(cid, "toolu_01Vc36", 1, "query_logs", {"namespace": "train-ticket", "pods": ["ts-verification-code-service*", "ts-auth-service*"], "start": "2023-01-29T09:24:35Z", "end": "2023-01-29T09:25:06Z"},
                {"total": len(recs), "logs": recs})]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "登录时验证码校验结果为 false。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "ts-verification-code-service-7b6dc75c45-2z9p2 在 17:25:05.371 打印 WARN：[verifyCode][Verify code start]",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["toolu_01Vc36"], "[verifyCode][Verify code start]")]},
               {"claim_id": "c2", "claim_type": "log_finding",
                "claim_text": "这两次请求的验证码校验结果都是 verify result: false",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["toolu_01Vc36"], "[verifyCode][verify result: false]")]},
               {"claim_id": "c3", "claim_type": "hypothesis",
                "claim_text": "可能是验证码服务把正常流程日志打成了 WARN 级别",
                "support_level": "none", "evidence_bindings": []}],
           "hypotheses": ["可能是验证码服务把正常流程日志打成了 WARN 级别"], "recommended_actions": [], "missing_info": [],
           "user_facing_answer": "ts-verification-code-service-7b6dc75c45-2z9p2 在 17:25:05.371 打印 WARN：[verifyCode][Verify code start]。这两次请求的验证码校验结果都是 verify result: false。可能是验证码服务把正常流程日志打成了 WARN 级别。也不排除 verification-code-service 的缓存已经失效。"}
    ans = dumps(con) + "\n以上为本次排查结果，供参考。"
    facts = [
        cl(con, "c1", "direct_evidence", "09_25 line 4"),
        cl(con, "c2", "direct_evidence", "lines 2 and 9: [verifyCode][verify result: false] for traces 373de711... and f16f48f8..."),
        cl(con, "c3", "no_evidence", "hedged hypothesis (non-critical)"),
    ]
    add(cid, ["source:nezha_trainticket", "format:json_with_text", "class:hedged_distractor"],
        "用户登录老提示验证码错误，verification-code 服务有问题吗？", ans, invs, "PASS", facts)


# =====================================================================
# Other Loghub systems
# =====================================================================
def case_037():
    cid = "bH-037"
    out = text(cut(cid, "call_hdfs_37", "loghub/HDFS/HDFS_2k.log", 200, 215))
    invs = [inv(cid, "call_hdfs_37", 1, "query_logs", {"source": "hdfs", "date": "081110", "from": "011406", "to": "012522"}, out)]
    ans = ("- DataNode 正在从 /10.251.42.84:59752 接收块 blk_5760391051658436046\n"
           "- 10.251.214.18:50010 被加入 blk_-7555801584297376435 的 blockMap，大小 67108864\n"
           "- PacketResponder 1 处理完块 blk_-4196449318426994195 后终止\n"
           "- 块 blk_-3805070405372551730 从 /10.251.109.236 接收完成，大小 64 MiB")
    facts = [
        nl("DataNode 正在从 /10.251.42.84:59752 接收块 blk_5760391051658436046", "direct_evidence", "line 200: Receiving block blk_5760391051658436046 src: /10.251.42.84:59752"),
        nl("10.251.214.18:50010 被加入 blk_-7555801584297376435 的 blockMap，大小 67108864", "direct_evidence", "line 202"),
        nl("PacketResponder 1 处理完块 blk_-4196449318426994195 后终止", "direct_evidence", "line 205: PacketResponder 1 for block blk_-4196449318426994195 terminating"),
        nl("块 blk_-3805070405372551730 从 /10.251.109.236 接收完成，大小 64 MiB", "direct_evidence", "line 207: of size 67108864 (= 64 MiB) from /10.251.109.236"),
    ]
    add(cid, ["source:hdfs", "format:nl_bullets", "class:paraphrase_zh", "class:quantity"],
        "HDFS 写入是不是卡住了？看下 01:14 到 01:25 的块复制情况。", ans, invs, "PASS", facts)


def case_038():
    cid = "bH-038"
    out = text(cut(cid, "ssh-q-38", "loghub/OpenSSH/OpenSSH_2k.log", 29, 45))
    invs = [inv(cid, "ssh-q-38", 1, "search_syslog", {"host": "LabSZ", "program": "sshd", "date": "Dec 10", "from": "07:13", "to": "07:29"}, out)]
    ans = ("5.36.59.76 对 root 连续输错密码，sshd[24227] 在 07:13:56 以 Too many authentication failures for root 断开连接。"
           "112.95.230.3 也在尝试 root 登录，第一次失败是在 07:21:15。"
           "推测两者是同一个扫描团伙。")
    facts = [
        nl("5.36.59.76 对 root 连续输错密码，sshd[24227] 在 07:13:56 以 Too many authentication failures for root 断开连接", "direct_evidence",
           "lines 29-31: Failed password for root from 5.36.59.76 (repeated 5 times), Disconnecting: Too many authentication failures for root"),
        nl("112.95.230.3 也在尝试 root 登录，第一次失败是在 07:21:15", "no_evidence", "no record at 07:21:15; the first 112.95.230.3 failure shown is at 07:27:50"),
    ]
    add(cid, ["source:openssh", "format:nl_paragraph", "class:time_wrong", "class:hedged_distractor"],
        "服务器 root 账号被爆破了吗？从什么时候开始的？", ans, invs, "LOW_CONFID", facts)


def case_039():
    cid = "bH-039"
    out = text(cut(cid, "zk_logs_1", "loghub/Zookeeper/Zookeeper_2k.log", 1, 12))
    invs = [inv(cid, "zk_logs_1", 1, "query_logs", {"source": "zookeeper", "node": "myid=1", "date": "2015-07-29"}, out)]
    ans = ("QuorumCnxManager RecvWorker 报 Connection broken for id 188978561024, my id = 1\n"
           "SendWorker 那边是 Send worker leaving thread\n"
           "19:13:24 还收到了来自 /10.10.34.13:57707 的连接请求\n"
           "那台机器的磁盘之前就满了")
    facts = [
        nl("QuorumCnxManager RecvWorker 报 Connection broken for id 188978561024, my id = 1", "direct_evidence", "lines 6, 8, 12"),
        nl("SendWorker 那边是 Send worker leaving thread", "direct_evidence", "lines 3, 5, 10, 11"),
        nl("19:13:24 还收到了来自 /10.10.34.13:57707 的连接请求", "direct_evidence", "line 7 at 19:13:24,370"),
        nl("那台机器的磁盘之前就满了", "no_evidence", "unsupported cause; no output mentions disk usage"),
    ]
    add(cid, ["source:zookeeper", "format:nl_sloppy", "class:unsupported_cause"],
        "ZK 集群选主一直抖，节点间连接为什么断？", ans, invs, "LOW_CONFID", facts)


def case_040():
    cid = "bH-040"
    out = text(cut(cid, "call_lx_40c", "loghub/Linux/Linux_2k.log", 101, 112))
    kb = {"query": "sshd authentication failure 暴力破解 判定",
          "chunks": [{"chunk_id": "sec-baseline-3", "source_doc": "安全基线.md#ssh", "retrieval_layer": "runbook", "relevance": "high",
                      "content": "同一 rhost 在 1 分钟内出现 5 次以上 authentication failure，视为暴力破解，应加入封禁列表。", "deduped": False}]}
    invs = [inv(cid, "call_lx_40a", 1, "query_logs", {"host": "combo", "program": "ftpd", "date": "Jun 17"}, None, False, "ConnectionResetError: log agent on combo closed the connection"),
            inv(cid, "call_lx_40b", 1, "lookup_knowledge", {"query": "sshd authentication failure 暴力破解 判定"}, kb),
            inv(cid, "call_lx_40c", 2, "query_logs", {"host": "combo", "program": "sshd(pam_unix)", "date": "Jun 18", "from": "01:30", "to": "01:31"}, out)]
    con = {"answer_version": "1.0",
           "diagnosis_summary": "combo 在 Jun 18 01:30:59 遭遇集中 SSH 认证失败。",
           "claims": [
               {"claim_id": "c1", "claim_type": "log_finding",
                "claim_text": "combo 上 sshd(pam_unix) 在 Jun 18 01:30:59 出现多条 authentication failure，rhost=adsl-70-242-75-179.dsl.ksc2mo.swbell.net",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_lx_40c"], "authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost=adsl-70-242-75-179.dsl.ksc2mo.swbell.net")]},
               {"claim_id": "c2", "claim_type": "root_cause",
                "claim_text": "按安全基线文档，同一 rhost 1 分钟内 5 次以上 authentication failure 视为暴力破解",
                "support_level": "indirect",
                "evidence_bindings": [bind("lookup_knowledge", ["call_lx_40b"], "同一 rhost 在 1 分钟内出现 5 次以上 authentication failure，视为暴力破解，应加入封禁列表。", stype="knowledge", sid="sec-baseline-3")]},
               {"claim_id": "c3", "claim_type": "log_finding",
                "claim_text": "ftpd 在 Jun 17 没有其他异常连接",
                "support_level": "direct",
                "evidence_bindings": [bind("query_logs", ["call_lx_40a"], "ftpd")]}],
           "hypotheses": [], "recommended_actions": ["封禁 adsl-70-242-75-179.dsl.ksc2mo.swbell.net"], "missing_info": ["ftpd 日志"],
           "user_facing_answer": "combo 上 sshd(pam_unix) 在 Jun 18 01:30:59 出现多条 authentication failure，rhost=adsl-70-242-75-179.dsl.ksc2mo.swbell.net。按安全基线文档，同一 rhost 1 分钟内 5 次以上 authentication failure 视为暴力破解。ftpd 在 Jun 17 没有其他异常连接。建议封禁该来源。"}
    facts = [
        cl(con, "c1", "direct_evidence", "lines 102-112: six authentication failure lines with that rhost at 01:30:59"),
        cl(con, "c2", "indirect_support", "threshold comes only from the knowledge chunk"),
        cl(con, "c3", "no_evidence", "the only ftpd query failed; no successful output holds any ftpd record"),
    ]
    add(cid, ["source:linux", "format:json_indented", "class:gap", "class:runbook_only"],
        "combo 这台机器是不是被 SSH 爆破了？ftp 有没有问题？", dumps(con, 2), invs, "LOW_CONFID", facts)


def main():
    for n in range(1, 41):
        globals()["case_%03d" % n]()
    assert [c["case_id"] for c in CASES] == ["bH-%03d" % n for n in range(1, 41)]
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
