#!/usr/bin/env python3
"""Blind set bY: 40 hand-written cases (Loghub + Nezha TrainTicket metrics).

Standard library only. Reads the source files, cuts windows by line number (verbatim),
and writes cases.jsonl and windows.jsonl next to this script, byte-identically each run.
"""
import csv
import io
import json
import re
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent
LH = "loghub"
NZ = "nezha4/2023-01-29/metric"

CASES = []
WINDOWS = []
_file_cache = {}


def _lines(rel):
    if rel not in _file_cache:
        _file_cache[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _file_cache[rel]


def win(cid, iid, rel, a, b):
    """Verbatim lines a..b (1-based, inclusive) of a source file; records the window."""
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})
    return _lines(rel)[a - 1:b]


def csv_rows(lines):
    return list(csv.reader(io.StringIO("\n".join(lines))))


def csv_header(rel):
    return _lines(rel)[0]


def num(s):
    return None if s == "NaN" else float(s)


# ---------- record readers (fields taken from the verbatim line; message unedited) ----------
RX_SYSLOG = re.compile(r"^(\w{3} +\d+ \d\d:\d\d:\d\d) (\S+) ([^:]+?): (.*)$")
RX_APACHE = re.compile(r"^\[([^\]]+)\] \[(\w+)\] (.*)$")
RX_PROXI = re.compile(r"^\[([^\]]+)\] (.+?) - (.*)$")
RX_ANDROID = re.compile(r"^(\d\d-\d\d \d\d:\d\d:\d\d\.\d+) +(\d+) +(\d+) (\w) ([^:]+): (.*)$")
RX_WIN = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d), (\w+) +(\w+) +(.*)$")


def rec_syslog(line):
    m = RX_SYSLOG.match(line)
    return {"ts": m.group(1), "host": m.group(2), "process": m.group(3), "message": m.group(4)}


def rec_apache(line):
    m = RX_APACHE.match(line)
    return {"ts": m.group(1), "level": m.group(2), "message": m.group(3)}


def rec_proxi(line):
    m = RX_PROXI.match(line)
    return {"ts": m.group(1), "app": m.group(2), "message": m.group(3)}


def rec_android(line):
    m = RX_ANDROID.match(line)
    return {"ts": m.group(1), "pid": int(m.group(2)), "tid": int(m.group(3)),
            "level": m.group(4), "tag": m.group(5), "message": m.group(6)}


def rec_health(line):
    ts, comp, pid, msg = line.split("|", 3)
    return {"ts": ts, "component": comp, "pid": pid, "message": msg}


def rec_win(line):
    m = RX_WIN.match(line)
    return {"ts": m.group(1), "level": m.group(2), "component": m.group(3), "message": m.group(4)}


def series(metric, pod, rows, header, col):
    i = header.index(col)
    vals = [num(r[i]) for r in rows if num(r[i]) is not None]
    return {"metric": col, "service": pod, "max": max(vals), "avg": sum(vals) / len(vals),
            "last": vals[-1], "unit": metric}


# ---------- case assembly ----------
def inv(iid, cid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": success, "error": error}


def F(fact, label, note, crit=True, claim_id=None, extra=False):
    d = {}
    if claim_id:
        d["claim_id"] = claim_id
    d["fact"] = fact
    d["is_critical"] = crit
    d["verification"] = label
    d["note"] = note
    if extra:
        d["origin"] = "answer_extra"
    return d


def case(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def B(iid, tool, excerpt, stype="tool_output"):
    return {"source_type": stype, "source_id": iid, "tool_name": tool,
            "source_invocation_ids": [iid], "evidence_excerpt": excerpt}


def C(cid_, ctype, text, level, bindings):
    return {"claim_id": cid_, "claim_type": ctype, "claim_text": text,
            "support_level": level, "evidence_bindings": bindings}


def contract(summary, claims, ufa, hyps=None, actions=None, missing=None):
    return {"answer_version": "1.0", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": hyps or [], "recommended_actions": actions or [],
            "missing_info": missing or [], "user_facing_answer": ufa}


def facts_from(obj, labels):
    """labels: claim_id -> (verification, note). Fact text is the claim_text itself."""
    out = []
    for cl in obj["claims"]:
        lab, note = labels[cl["claim_id"]]
        crit = cl["claim_type"] not in ("hypothesis", "recommendation", "action",
                                        "background", "context", "next_step")
        out.append(F(cl["claim_text"], lab, note, crit=crit, claim_id=cl["claim_id"]))
    return out


def jraw(o):
    return json.dumps(o, ensure_ascii=False)


def jind(o):
    return json.dumps(o, ensure_ascii=False, indent=2)


def jcompact(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


SSH = LH + "/OpenSSH/OpenSSH_2k.log"
APA = LH + "/Apache/Apache_2k.log"
LNX = LH + "/Linux/Linux_2k.log"
PRX = LH + "/Proxifier/Proxifier_2k.log"
AND = LH + "/Android/Android_2k.log"
HEA = LH + "/HealthApp/HealthApp_2k.log"
MAC = LH + "/Mac/Mac_2k.log"
WIN = LH + "/Windows/Windows_2k.log"

# =====================================================================================
# bY-001  OpenSSH, NL bullets, faithful / paraphrase / count  -> PASS
# =====================================================================================
cid = "bY-001"
w = win(cid, "call_5b91e0", SSH, 1860, 1880)
invs = [
    inv("call_5b91d7", cid, 1, "get_current_time", {}, {"now": "Dec 10 11:20:02"}),
    inv("call_5b91e0", cid, 1, "search_syslog",
        {"host": "LabSZ", "program": "sshd", "from": "Dec 10 11:03:45", "to": "Dec 10 11:03:56"},
        "\n".join(w)),
]
ans = """排查结果如下：
- 11:03:45 到 11:03:56 这段时间里有两个来源在反复尝试 SSH 登录：103.99.0.122 和 183.62.140.253
- 103.99.0.122 用不存在的用户名 1234 登录，sshd[25465] 记录了来自端口 62429 的密码校验失败
- 103.99.0.122 的 root 尝试被断开，原因是 No more user authentication methods available
- 183.62.140.253 一直在猜 root 密码，这个窗口内来自它的 Failed password for root 共 3 条
- sshd[25457] 在 11:03:53 写数据失败，连接被对端重置
建议在防火墙上先封掉这两个 IP。"""
case(cid, ["source:openssh", "format:nl_bullets", "class:faithful", "class:paraphrase_zh", "class:quantity"],
     "LabSZ 这台机器 11:03 前后 sshd 一直在刷认证失败，帮我看下是哪些来源？", ans, invs, "PASS", [
    F("11:03:45 到 11:03:56 这段时间里有两个来源在反复尝试 SSH 登录：103.99.0.122 和 183.62.140.253", "direct_evidence",
      "the window holds exactly these two rhost/from addresses"),
    F("103.99.0.122 用不存在的用户名 1234 登录，sshd[25465] 记录了来自端口 62429 的密码校验失败", "direct_evidence",
      "sshd[25465]: Failed password for invalid user 1234 from 103.99.0.122 port 62429"),
    F("103.99.0.122 的 root 尝试被断开，原因是 No more user authentication methods available", "direct_evidence",
      "sshd[25461] root failure from 103.99.0.122 followed by the 14: No more user authentication methods disconnect"),
    F("183.62.140.253 一直在猜 root 密码，这个窗口内来自它的 Failed password for root 共 3 条", "direct_evidence",
      "ports 53245, 55138, 55557: three Failed password for root lines from that IP"),
    F("sshd[25457] 在 11:03:53 写数据失败，连接被对端重置", "direct_evidence",
      "paraphrase of 'fatal: Write failed: Connection reset by peer' of sshd[25457] at 11:03:53"),
])

# =====================================================================================
# bY-002  OpenSSH, fenced contract, misattribution -> REJECT
# =====================================================================================
cid = "bY-002"
w1 = win(cid, "toolu_01HsX2mQ", SSH, 148, 172)
w2 = win(cid, "toolu_01HsX9kV", SSH, 1005, 1010)
invs = [
    inv("toolu_01HsX2mQ", cid, 1, "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 07:48", "end": "Dec 10 07:57"},
        {"total": len(w1), "logs": [rec_syslog(x) for x in w1]}),
    inv("toolu_01HsX9kV", cid, 2, "query_logs", {"host": "LabSZ", "keyword": "52.80.34.196", "start": "Dec 10 10:00", "end": "Dec 10 10:30"},
        {"total": len(w2), "logs": [rec_syslog(x) for x in w2]}),
]
obj = contract(
    "多个外部地址在对 LabSZ 做口令尝试。",
    [C("c1", "log_finding", "195.154.37.122 先后用 support 和 uucp 两个账号登录，密码校验都失败了", "direct",
       [B("toolu_01HsX2mQ", "query_logs", "Failed password for uucp from 195.154.37.122 port 59266 ssh2")]),
     C("c2", "log_finding", "195.154.37.122 的 support 和 uucp 两次登录都以 com.jcraft.jsch.JSchException: Auth fail 断开", "direct",
       [B("toolu_01HsX2mQ", "query_logs", "error: Received disconnect from 195.154.37.122: 3: com.jcraft.jsch.JSchException: Auth fail [preauth]")]),
     C("c3", "log_finding", "52.80.34.196 用 test 和 matlab 登录失败后，断开原因同样是 com.jcraft.jsch.JSchException: Auth fail", "direct",
       [B("toolu_01HsX9kV", "query_logs", "Received disconnect from 52.80.34.196: 11: Bye Bye [preauth]")]),
     C("c4", "hypothesis", "这几个来源可能是同一套基于 JSch 的扫描脚本", "none", [])],
    "195.154.37.122 用 support、uucp 账号登录失败并以 JSchException 断开，52.80.34.196 也出现了同样的断开原因。建议把这两个地址加入 fail2ban 黑名单。",
    actions=["把 195.154.37.122 与 52.80.34.196 加入黑名单"])
ans = "```json\n" + jind(obj) + "\n```"
case(cid, ["source:openssh", "format:json_fenced", "class:misattribution", "class:hedged_distractor"],
     "早上 7 点多 LabSZ 上有一堆 JSchException Auth fail，都是谁在连？", ans, invs, "REJECT",
     facts_from(obj, {
         "c1": ("direct_evidence", "sshd[24324] invalid user support and sshd[24326] uucp: both Failed password from 195.154.37.122"),
         "c2": ("direct_evidence", "lines 158 and 162: both disconnects of 195.154.37.122 carry JSchException: Auth fail"),
         "c3": ("contradicted", "52.80.34.196's own disconnects say '11: Bye Bye'; the JSch Auth fail is only logged for 195.154.37.122"),
         "c4": ("no_evidence", "hedged hypothesis (non-critical), nothing about a shared script in the output"),
     }))

# =====================================================================================
# bY-003  OpenSSH, NL paragraph, unsupported cause -> LOW_CONFID
# =====================================================================================
cid = "bY-003"
w = win(cid, "inv-3f07", SSH, 985, 1010)
invs = [inv("inv-3f07", cid, 1, "ssh_auth_log", {"host": "LabSZ", "around": "Dec 10 10:14"}, "\n".join(w))]
ans = ("10:13:59 起，119.4.203.64 用不存在的 admin 账号持续尝试登录。"
       "sshd[24833] 在 10:13:59 到 10:14:13 之间记录了 6 次 Failed password for invalid user admin，端口都是 2191。"
       "10:14:13 sshd 以 Too many authentication failures for admin 断开了这个连接。"
       "PAM 同时提示重试次数 6 已经超过上限 3。"
       "这台机器前一天刚调整过 SSH 的登录策略。"
       "建议给 admin 这类常见用户名加上登录限速。")
case(cid, ["source:openssh", "format:nl_paragraph", "class:unsupported_cause", "class:quantity", "class:paraphrase_zh"],
     "10:14 左右 sshd 报 Too many authentication failures，是什么情况？", ans, invs, "LOW_CONFID", [
    F("10:13:59 起，119.4.203.64 用不存在的 admin 账号持续尝试登录", "direct_evidence",
      "Invalid user admin from 119.4.203.64 at 10:13:59, repeated failures after"),
    F("sshd[24833] 在 10:13:59 到 10:14:13 之间记录了 6 次 Failed password for invalid user admin，端口都是 2191", "direct_evidence",
      "six Failed password lines of sshd[24833], all port 2191"),
    F("10:14:13 sshd 以 Too many authentication failures for admin 断开了这个连接", "direct_evidence",
      "Disconnecting: Too many authentication failures for admin [preauth] at 10:14:13"),
    F("PAM 同时提示重试次数 6 已经超过上限 3", "direct_evidence", "PAM service(sshd) ignoring max retries; 6 > 3"),
    F("这台机器前一天刚调整过 SSH 的登录策略", "no_evidence", "a configuration change is stated as fact but appears in no output"),
])

# =====================================================================================
# bY-004  OpenSSH, raw JSON contract, count wrong -> REJECT
# =====================================================================================
cid = "bY-004"
w = win(cid, "call_0c6e2a9d", SSH, 1600, 1625)
invs = [inv("call_0c6e2a9d", cid, 1, "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 11:00:50", "end": "Dec 10 11:01:02"},
            {"total": len(w), "logs": [rec_syslog(x) for x in w]})]
obj = contract(
    "11 点左右的认证失败来自两个外部地址。",
    [C("c1", "log_finding", "11:00:50 到 11:01:02 之间，183.62.140.253 对 root 的密码尝试失败共 9 次", "direct",
       [B("call_0c6e2a9d", "query_logs", "Failed password for root from 183.62.140.253 port 49468 ssh2")]),
     C("c2", "log_finding", "88.147.143.242 尝试以不存在的用户 sandeep 登录，sshd[25283] 在 11:00:59 记录其密码失败后连接被关闭", "direct",
       [B("call_0c6e2a9d", "query_logs", {"process": "sshd[25283]", "message": "Connection closed by 88.147.143.242 [preauth]"})]),
     C("c3", "root_cause", "该时段的认证失败全部来自 183.62.140.253 和 88.147.143.242 两个地址", "direct",
       [B("call_0c6e2a9d", "query_logs", "rhost=88.147.143.242")])],
    "11 点这波认证失败来自 183.62.140.253 和 88.147.143.242，前者对 root 失败了 9 次。")
ans = jraw(obj)
case(cid, ["source:openssh", "format:json_raw", "class:count_wrong"],
     "11:00 到 11:01 sshd 认证失败突然变多，来源和次数能统计一下吗", ans, invs, "REJECT",
     facts_from(obj, {
         "c1": ("contradicted", "the output holds 7 Failed password for root lines from 183.62.140.253, not 9"),
         "c2": ("direct_evidence", "sshd[25283]: Invalid user sandeep, Failed password at 11:00:59, Connection closed by 88.147.143.242"),
         "c3": ("direct_evidence", "every failure line in the window names one of these two addresses"),
     }))

# =====================================================================================
# bY-005  OpenSSH, NL headings, gap (no-hit + failed call) -> LOW_CONFID
# =====================================================================================
cid = "bY-005"
w = win(cid, "es-71a2-0", SSH, 340, 366)
invs = [
    inv("es-71a2-0", cid, 1, "query_logs", {"host": "LabSZ", "keyword": "103.99.0.122", "start": "Dec 10 09:11:16", "end": "Dec 10 09:11:32"},
        {"total": len(w), "logs": [rec_syslog(x) for x in w]}),
    inv("es-71a2-1", cid, 1, "query_logs", {"host": "LabSZ", "keyword": "Accepted password", "start": "Dec 10 00:00:00", "end": "Dec 10 23:59:59"},
        {"total": 0, "logs": []}),
    inv("es-71a2-2", cid, 2, "query_logs", {"host": "LabSZ", "keyword": "185.190.58.151", "start": "Dec 10 09:00:00", "end": "Dec 10 10:00:00"},
        None, success=False, error="upstream timeout after 30s (log store shard 3 unavailable)"),
]
ans = """## 结论
103.99.0.122 在 09:11 这一波先后用 admin、support、user 等账号尝试登录。
它每次密码失败后都被 sshd 以 No more user authentication methods available 断开。
LabSZ 当天没有任何一次 Accepted password 的成功登录。
## 其他来源
185.190.58.151 针对 admin 的尝试持续了 20 分钟以上。
建议等日志分片恢复后再补查 185.190.58.151。"""
case(cid, ["source:openssh", "format:nl_headings", "class:gap", "class:negation"],
     "09:11 那一波 SSH 爆破有没有成功登进来的？", ans, invs, "LOW_CONFID", [
    F("103.99.0.122 在 09:11 这一波先后用 admin、support、user 等账号尝试登录", "direct_evidence",
      "Invalid user admin / support / user from 103.99.0.122 at 09:11:20-26"),
    F("它每次密码失败后都被 sshd 以 No more user authentication methods available 断开", "direct_evidence",
      "each Failed password of 103.99.0.122 is followed by the 14: No more user authentication methods disconnect"),
    F("LabSZ 当天没有任何一次 Accepted password 的成功登录", "no_evidence",
      "rests only on the total:0 no-hit query; a no-hit does not prove absence"),
    F("185.190.58.151 针对 admin 的尝试持续了 20 分钟以上", "no_evidence",
      "the only call about that IP failed; the first output shows it only at 09:11:18 and 09:11:26"),
])

# =====================================================================================
# bY-006  Apache, indented contract, excerpt forms -> PASS
# =====================================================================================
cid = "bY-006"
w = win(cid, "call_ap7c1", APA, 1025, 1050)
invs = [inv("call_ap7c1", cid, 1, "query_logs", {"service": "httpd", "file": "error_log", "start": "Sun Dec 04 20:41", "end": "Sun Dec 04 20:48"},
            {"total": len(w), "logs": [rec_apache(x) for x in w]})]
obj = contract(
    "20:47 左右 jk2 子进程初始化异常。",
    [C("c1", "log_finding", "20:47:16 到 20:47:17 之间 jk2_init() 共报了 4 次 Can't find child，涉及子进程 2082、2085、2086、2087", "direct",
       [B("call_ap7c1", "query_logs", "[Sun Dec 04 20:47:17 2005] [error] jk2_init() Can't find child 2086 in scoreboard")]),
     C("c2", "log_finding", "同一时段 mod_jk child init 1 -2 出现了 3 次", "direct",
       [B("call_ap7c1", "query_logs", {"message": "mod_jk child init 1 -2", "level": "error"})]),
     C("c3", "log_finding", "20:47:16 workerEnv 进入了 error state 9", "direct",
       [B("call_ap7c1", "query_logs", {"ts": "Sun Dec 04 20:47:16 2005", "message": "mod_jk child workerEnv in error state 9"})]),
     C("c4", "recommendation", "建议核对 /etc/httpd/conf/workers2.properties 中的 worker 配置", "none", [])],
    "20:47 左右 jk2_init() 有 4 次 Can't find child，mod_jk child init 1 -2 出现 3 次，workerEnv 还进入过 error state 9。建议核对 workers2.properties。")
ans = jind(obj)
case(cid, ["source:apache", "format:json_indented", "class:excerpt_format", "class:quantity"],
     "httpd 昨晚 20:47 左右 error_log 一片红，mod_jk 出了什么问题？", ans, invs, "PASS",
     facts_from(obj, {
         "c1": ("direct_evidence", "four Can't find child lines (2082, 2085, 2086, 2087); excerpt is a whole verbatim line"),
         "c2": ("direct_evidence", "three 'mod_jk child init 1 -2' records; excerpt is a subset of one record's fields"),
         "c3": ("direct_evidence", "error state 9 at 20:47:16; excerpt pairs match one record"),
         "c4": ("no_evidence", "advice, non-critical"),
     }))

# =====================================================================================
# bY-007  Apache, NL sloppy, fabricated IP (one digit off) -> REJECT
# =====================================================================================
cid = "bY-007"
w = win(cid, "q-5520", APA, 580, 593)
hits = []
for x in w:
    r = rec_apache(x)
    src = {"@timestamp": r["ts"], "log.level": r["level"], "message": r["message"]}
    m = re.match(r"\[client ([\d.]+)\]", r["message"])
    if m:
        src["client.ip"] = m.group(1)
    hits.append({"_index": "httpd-error-2005.12.04", "_source": src})
invs = [inv("q-5520", cid, 1, "es_query", {"index": "httpd-error-*", "query": "log.level:error OR jk2_init", "from": "2005-12-04T07:00", "to": "2005-12-04T16:30"},
            {"hits": {"total": len(hits), "hits": hits}})]
ans = """看了下 error_log，12 月 4 日 07:45 以后反复出现 Directory index forbidden by rule: /var/www/html/
07:45:45 到 16:24:05 一共 13 个 client 触发了这个 forbidden
11:33:18 那条来自 211.141.93.86
这类报错不影响业务
建议加个 index.html 或者关掉 Options Indexes"""
case(cid, ["source:apache", "format:nl_sloppy", "class:fabricated_id", "class:quantity", "class:unsupported_cause"],
     "apache 一直报 Directory index forbidden，是哪些 IP 在访问？", ans, invs, "REJECT", [
    F("看了下 error_log，12 月 4 日 07:45 以后反复出现 Directory index forbidden by rule: /var/www/html/", "direct_evidence",
      "forbidden lines from 07:45:45 onwards on Sun Dec 04"),
    F("07:45:45 到 16:24:05 一共 13 个 client 触发了这个 forbidden", "direct_evidence", "13 forbidden records, 13 distinct client IPs"),
    F("11:33:18 那条来自 211.141.93.86", "contradicted", "the 11:33:18 record is client 211.141.93.88; 211.141.93.86 appears nowhere (one digit off)"),
    F("这类报错不影响业务", "no_evidence", "no output says anything about business impact"),
])

# =====================================================================================
# bY-008  Apache, NL bold labels, negation refuted + count wrong -> REJECT
# =====================================================================================
cid = "bY-008"
w = win(cid, "run-88e1", APA, 1880, 1896)
invs = [inv("run-88e1", cid, 1, "query_logs", {"service": "httpd", "start": "Mon Dec 05 16:38", "end": "Mon Dec 05 17:36"}, "\n".join(w))]
ans = """**现象**：16:39:59 jk2_init() 一次找到了 3 个子进程，分别是 6451、6452、6453。
**关键点**：16:40:06 这一轮初始化没有出现任何 error。
**计数**：这段时间 mod_jk child workerEnv in error state 一共只出现了 2 次。
**后续**：17:31:39 有一条来自 218.75.106.250 的 Directory index forbidden。
**判断**：问题可能只是偶发的。"""
case(cid, ["source:apache", "format:nl_bold_labels", "class:negation", "class:count_wrong"],
     "12 月 5 日下午 16:40 httpd 重新拉子进程的时候有没有报错？", ans, invs, "REJECT", [
    F("16:39:59 jk2_init() 一次找到了 3 个子进程，分别是 6451、6452、6453", "direct_evidence", "Found child 6453/6451/6452 at 16:39:59"),
    F("16:40:06 这一轮初始化没有出现任何 error", "contradicted", "three [error] workerEnv in error state lines at 16:40:06 (9, 6, 6)"),
    F("这段时间 mod_jk child workerEnv in error state 一共只出现了 2 次", "contradicted", "the output holds 4 such lines (16:40:06 x3, 17:31:41 x1)"),
    F("17:31:39 有一条来自 218.75.106.250 的 Directory index forbidden", "direct_evidence", "[client 218.75.106.250] Directory index forbidden at 17:31:39"),
])

# =====================================================================================
# bY-009  Apache, JSON with text, runbook attribution (indirect) + direct -> PASS
# =====================================================================================
cid = "bY-009"
w = win(cid, "call_41b0", APA, 1423, 1440)
kb = {"query": "mod_jk workerEnv in error state 6 7", "chunks": [
    {"chunk_id": "kb-httpd-017", "source_doc": "runbook/httpd-mod_jk.md", "retrieval_layer": "runbook", "relevance": "high",
     "content": "mod_jk / jk2 常见错误：'workerEnv in error state N' 表示 jk2 子进程初始化 worker 环境失败。state 6/7 多见于 Tomcat AJP 端口未监听或 workers2.properties 中 channel 配置错误。处理：确认 AJP13 连接器已启动，再 graceful 重启 httpd。",
     "deduped": False}]}
invs = [
    inv("call_41b0", cid, 1, "query_logs", {"service": "httpd", "start": "Mon Dec 05 10:31", "end": "Mon Dec 05 10:38"}, "\n".join(w)),
    inv("call_41b1", cid, 1, "lookup_knowledge", {"query": "mod_jk workerEnv in error state 6 7"}, kb),
]
obj = contract(
    "10:33 jk2 子进程初始化失败，错误状态 6 和 7。",
    [C("c1", "log_finding", "10:33:44 先后出现 2 次 error state 6 和 2 次 error state 7", "direct",
       [B("call_41b0", "query_logs", "mod_jk child workerEnv in error state 7")]),
     C("c2", "log_finding", "10:33:41 jk2_init() 在 scoreboard 的 6、7、8、9 槽位找到了 4 个子进程", "direct",
       [B("call_41b0", "query_logs", "jk2_init() Found child 5418 in scoreboard slot 6")]),
     C("c3", "root_cause", "按知识库的说明，error state 6/7 多见于 Tomcat AJP 端口未监听", "indirect",
       [B("kb-httpd-017", "lookup_knowledge", "state 6/7 多见于 Tomcat AJP 端口未监听或 workers2.properties 中 channel 配置错误", stype="knowledge")
        | {"source_invocation_ids": ["call_41b1"]}])],
    "10:33 那一轮 jk2 子进程初始化出现了 error state 6 和 7，按知识库这通常与 Tomcat AJP 端口未监听有关。建议先确认 AJP13 连接器状态。")
ans = "先给结论，再附结构化结果：\n" + jind(obj) + "\n以上供参考。"
case(cid, ["source:apache", "format:json_with_text", "class:runbook_only", "class:quantity"],
     "10:33 的 mod_jk error state 6/7 是什么意思？", ans, invs, "PASS",
     facts_from(obj, {
         "c1": ("direct_evidence", "lines at 10:33:44: state 6 twice, state 7 twice"),
         "c2": ("direct_evidence", "Found child 5418/5419/5417/5416 in slots 6/7/9/8 at 10:33:41"),
         "c3": ("indirect_support", "explicitly attributed to the knowledge base; the chunk says it, no log does"),
     }))

# =====================================================================================
# bY-010  Apache, malformed JSON (comments), time no record has -> LOW_CONFID
# =====================================================================================
cid = "bY-010"
w = win(cid, "call-2d9f", APA, 1418, 1440)
invs = [inv("call-2d9f", cid, 1, "query_logs", {"service": "httpd", "start": "Mon Dec 05 10:26", "end": "Mon Dec 05 10:38"}, "\n".join(w))]
ans = """{
  "answer_version": "1.0",
  // 结构化输出，claim 列表
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "10:26:39 客户端 141.153.150.164 访问 /var/www/html/ 被 Directory index forbidden 拒绝",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call-2d9f", "tool_name": "query_logs", "source_invocation_ids": ["call-2d9f"], "evidence_excerpt": "[client 141.153.150.164] Directory index forbidden by rule: /var/www/html/"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "10:30:15 jk2_init() 在 slot 8 找到了子进程 5404",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call-2d9f", "tool_name": "query_logs", "source_invocation_ids": ["call-2d9f"], "evidence_excerpt": "jk2_init() Found child 5404 in scoreboard slot 8"}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "10:36:58 jk2_init() 在 slot 8 找到了子进程 5428",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "call-2d9f", "tool_name": "query_logs", "source_invocation_ids": ["call-2d9f"], "evidence_excerpt": "jk2_init() Found child 5428 in scoreboard slot 8"}]}
  ],
  // 给用户的话
  "user_facing_answer": "建议先确认 AJP 端口是否在监听。"
}"""
case(cid, ["source:apache", "format:json_malformed", "class:time_wrong"],
     "10:26 到 10:37 httpd 的子进程调度正常吗？", ans, invs, "LOW_CONFID", [
    F("10:26:39 客户端 141.153.150.164 访问 /var/www/html/ 被 Directory index forbidden 拒绝", "direct_evidence",
      "line at 10:26:39 for client 141.153.150.164"),
    F("10:30:15 jk2_init() 在 slot 8 找到了子进程 5404", "no_evidence",
      "child 5404 in slot 8 is logged at 10:31:40; no record carries 10:30:15"),
    F("10:36:58 jk2_init() 在 slot 8 找到了子进程 5428", "direct_evidence", "Found child 5428 in scoreboard slot 8 at 10:36:58"),
])

# =====================================================================================
# bY-011  Linux, NL bullets, two calls, paraphrase + counts -> PASS
# =====================================================================================
cid = "bY-011"
w1 = win(cid, "toolu_01LnA", LNX, 1236, 1253)
w2 = win(cid, "toolu_01LnB", LNX, 1259, 1268)
invs = [
    inv("toolu_01LnA", cid, 1, "search_syslog", {"host": "combo", "date": "Jul 11"}, "\n".join(w1)),
    inv("toolu_01LnB", cid, 2, "search_syslog", {"host": "combo", "date": "Jul 12", "program": "sshd(pam_unix)"}, "\n".join(w2)),
]
ans = """- 7 月 11 日 04:03:03 su 以 uid=0 为 cyrus 打开了会话，1 秒后关闭
- 04:03:05 logrotate 报 ALERT exited abnormally with [1]
- 11:33:17 gdm-binary[2803] 报告无法认证用户
- 17:58:16 到 17:58:23 之间 211.137.205.253 触发了 10 次 root 认证失败
- 7 月 12 日 06:09 又有来自 68.143.156.89.nw.nuvox.net 的 10 次 root 认证失败
ssh 爆破可能还会继续，建议关掉 root 密码登录。"""
case(cid, ["source:linux", "format:nl_bullets", "class:faithful", "class:paraphrase_zh", "class:quantity"],
     "combo 这台机 7 月 11、12 号 syslog 里有什么异常？", ans, invs, "PASS", [
    F("7 月 11 日 04:03:03 su 以 uid=0 为 cyrus 打开了会话，1 秒后关闭", "direct_evidence",
      "session opened for user cyrus by (uid=0) at 04:03:03, closed 04:03:04"),
    F("04:03:05 logrotate 报 ALERT exited abnormally with [1]", "direct_evidence", "logrotate line at Jul 11 04:03:05"),
    F("11:33:17 gdm-binary[2803] 报告无法认证用户", "direct_evidence", "paraphrase of gdm-binary[2803]: Couldn't authenticate user"),
    F("17:58:16 到 17:58:23 之间 211.137.205.253 触发了 10 次 root 认证失败", "direct_evidence",
      "ten authentication failure lines rhost=211.137.205.253 user=root"),
    F("7 月 12 日 06:09 又有来自 68.143.156.89.nw.nuvox.net 的 10 次 root 认证失败", "direct_evidence",
      "second call: ten failures from that rhost, user=root, 06:09:43-45"),
])

# =====================================================================================
# bY-012  Linux, raw JSON contract, misattribution + status wrong -> REJECT
# =====================================================================================
cid = "bY-012"
w = win(cid, "call_9e3b77", LNX, 539, 558)
invs = [inv("call_9e3b77", cid, 1, "query_logs", {"host": "combo", "service": "klogind", "start": "Jun 30 20:53:00", "end": "Jun 30 20:53:10"},
            {"total": len(w), "logs": [rec_syslog(x) for x in w]})]
obj = contract(
    "klogind 在 20:53 集中出现 Kerberos 认证失败。",
    [C("c1", "log_finding", "20:53 163.27.187.39 对 combo 的 klogind 发起了一批 Kerberos 登录，均认证失败", "direct",
       [B("call_9e3b77", "query_logs", "Authentication failed from 163.27.187.39 (163.27.187.39): Permission denied in replay cache code")]),
     C("c2", "log_finding", "klogind[19272] 的失败原因是 Software caused connection abort", "direct",
       [B("call_9e3b77", "query_logs", {"process": "klogind[19272]"})]),
     C("c3", "log_finding", "klogind[19274] 和 klogind[19266] 的失败原因是 Software caused connection abort", "direct",
       [B("call_9e3b77", "query_logs", "Authentication failed from 163.27.187.39 (163.27.187.39): Software caused connection abort")]),
     C("c4", "log_finding", "klogind[19266] 最后一次 Kerberos 认证成功了", "direct",
       [B("call_9e3b77", "query_logs", {"process": "klogind[19266]"})])],
    "163.27.187.39 在 20:53 对 klogind 做了一批 Kerberos 登录，19272、19274、19266 报 Software caused connection abort，19266 最后认证成功。")
ans = jraw(obj)
case(cid, ["source:linux", "format:json_raw", "class:misattribution", "class:status_wrong"],
     "combo 6 月 30 号晚上 klogind 报 Kerberos 失败，原因是什么？", ans, invs, "REJECT",
     facts_from(obj, {
         "c1": ("direct_evidence", "all klogind records in the window are failures from 163.27.187.39"),
         "c2": ("contradicted", "klogind[19272] logs 'Permission denied in replay cache code'; the connection abort is logged only by 19274 and 19266"),
         "c3": ("direct_evidence", "19274 (20:53:04) and 19266 (20:53:06) both log Software caused connection abort"),
         "c4": ("contradicted", "klogind[19266] logs 'Kerberos authentication failed', not a success"),
     }))

# =====================================================================================
# bY-013  Linux, NL paragraph, roles reversed + status wrong -> REJECT
# =====================================================================================
cid = "bY-013"
w1 = win(cid, "inv_a01", LNX, 1239, 1243)
w2 = win(cid, "inv_a02", LNX, 1254, 1258)
invs = [
    inv("inv_a01", cid, 1, "search_syslog", {"host": "combo", "from": "Jul 11 04:00", "to": "Jul 11 12:00"}, "\n".join(w1)),
    inv("inv_a02", cid, 1, "search_syslog", {"host": "combo", "from": "Jul 12 04:00", "to": "Jul 12 04:10"}, "\n".join(w2)),
]
ans = ("7 月 11 日 04:08:37 news 用户以 uid=0 的身份给 root 开了一个 su 会话。"
       "11:33:13 gdm(pam_unix)[2803] 记录了一次 user unknown 的认证失败。"
       "随后 gdm-binary[2803] 在 11:33:17 成功完成了用户认证。"
       "7 月 12 日 04:03:40 su 又为 cyrus 打开了会话。")
case(cid, ["source:linux", "format:nl_paragraph", "class:entity_swap", "class:status_wrong"],
     "combo 上 su 和图形登录的记录看着不对劲，帮忙理一下谁在登录", ans, invs, "REJECT", [
    F("7 月 11 日 04:08:37 news 用户以 uid=0 的身份给 root 开了一个 su 会话", "contradicted",
      "record says 'session opened for user news by (uid=0)': root opened a session for news, roles reversed"),
    F("11:33:13 gdm(pam_unix)[2803] 记录了一次 user unknown 的认证失败", "direct_evidence", "check pass; user unknown + authentication failure at 11:33:13"),
    F("随后 gdm-binary[2803] 在 11:33:17 成功完成了用户认证", "contradicted", "gdm-binary[2803] logs Couldn't authenticate user at 11:33:17"),
    F("7 月 12 日 04:03:40 su 又为 cyrus 打开了会话", "direct_evidence", "session opened for user cyrus by (uid=0) at Jul 12 04:03:40"),
])

# =====================================================================================
# bY-014  Linux, NL sloppy, hedged distractors -> PASS
# =====================================================================================
cid = "bY-014"
iid = "grep-lr-1"
w = win(cid, iid, LNX, 1236, 1238) + win(cid, iid, LNX, 1254, 1256) + win(cid, iid, LNX, 1851, 1853)
invs = [inv(iid, cid, 1, "search_syslog", {"host": "combo", "pattern": "logrotate|su\\(pam_unix\\).*cyrus", "month": "Jul"}, "\n".join(w))]
ans = """logrotate 连着几天都挂了：7 月 11 日 04:03:05、7 月 12 日 04:03:42、7 月 26 日 04:05:24 都是 ALERT exited abnormally with [1]
每次报错前两秒左右都有 su 给 cyrus 开关 session
7 月 26 日那次对应的是 su(pam_unix)[27285]
可能是 cyrus 的 cron 在轮转时占着文件，不排除磁盘满了
建议手动跑一下 logrotate -d 看具体哪个配置出错"""
case(cid, ["source:linux", "format:nl_sloppy", "class:hedged_distractor", "class:faithful"],
     "logrotate 每天凌晨报 ALERT，帮我看看规律", ans, invs, "PASS", [
    F("logrotate 连着几天都挂了：7 月 11 日 04:03:05、7 月 12 日 04:03:42、7 月 26 日 04:05:24 都是 ALERT exited abnormally with [1]",
      "direct_evidence", "three logrotate ALERT lines at exactly these times"),
    F("每次报错前两秒左右都有 su 给 cyrus 开关 session", "direct_evidence",
      "cyrus sessions open 04:03:03 / 04:03:40 / 04:05:22, two seconds before each ALERT"),
    F("7 月 26 日那次对应的是 su(pam_unix)[27285]", "direct_evidence", "Jul 26 04:05:22 su(pam_unix)[27285] session for cyrus"),
])

# =====================================================================================
# bY-015  Proxifier, NL paragraph, counts + KB units -> PASS
# =====================================================================================
cid = "bY-015"
w = win(cid, "call_px15", PRX, 900, 925)
w2 = win(cid, "call_px16", PRX, 918, 920)
invs = [inv("call_px15", cid, 1, "proxifier_log", {"from": "10.30 21:06", "to": "10.30 21:15"}, "\n".join(w)),
        inv("call_px16", cid, 2, "proxifier_log", {"from": "10.30 21:13:09", "to": "10.30 21:14:03"}, "\n".join(w2))]
ans = ("21:11:51 到 21:14:05 之间，YodaoDict.exe 访问 ydstatic.com 的图片域名共报了 10 次 A connection request was canceled before the completion。"
       "spoolsv.exe *64 两次访问 127.0.0.1:135 都被代理拒绝，返回 status code 403。"
       "chrome.exe 在 21:11:09 关闭的那条连接发送了约 2 KB，接收约 17.5 KB，存活 4 分钟。"
       "YodaoDict.exe 在 21:14:03 也有一条正常关闭的连接，收到约 23.7 KB。")
case(cid, ["source:proxifier", "format:nl_paragraph", "class:quantity", "class:faithful"],
     "晚上 9 点多代理上有道词典一直报错，具体什么情况？", ans, invs, "PASS", [
    F("21:11:51 到 21:14:05 之间，YodaoDict.exe 访问 ydstatic.com 的图片域名共报了 10 次 A connection request was canceled before the completion",
      "direct_evidence", "ten YodaoDict.exe error lines on oimage*.ydstatic.com:80 in that span"),
    F("spoolsv.exe *64 两次访问 127.0.0.1:135 都被代理拒绝，返回 status code 403", "direct_evidence", "21:08:03 and 21:13:23, status code 403"),
    F("chrome.exe 在 21:11:09 关闭的那条连接发送了约 2 KB，接收约 17.5 KB，存活 4 分钟", "direct_evidence",
      "2001 bytes (1.95 KB) sent, 18018 bytes (17.5 KB) received, lifetime 04:00"),
    F("YodaoDict.exe 在 21:14:03 也有一条正常关闭的连接，收到约 23.7 KB", "direct_evidence",
      "oimageb7.ydstatic.com:80 close, 24275 bytes (23.7 KB) received"),
])

# =====================================================================================
# bY-016  Proxifier, NL bullets, status wrong + count wrong -> REJECT
# =====================================================================================
cid = "bY-016"
w = win(cid, "px-c0de-16", PRX, 245, 258)
invs = [inv("px-c0de-16", cid, 1, "proxifier_log", {"from": "10.30 17:10", "to": "10.30 17:18"},
            {"total": len(w), "logs": [rec_proxi(x) for x in w]})]
ans = """- 17:11:12 WeChat.exe 通过 proxy.cse.cuhk.edu.hk:5070 建立了连接，5 秒后关闭
- QQ.exe 在 17:16:10 通过代理成功连上了 tcpconn4.tencent.com:80
- 17:15:42 QQ.exe 到 tcpconn6.tencent.com:443 的连接请求在完成前被取消
- 这段时间 QQ.exe 一共有 3 条 error
- chrome.exe 在 17:10:50 关闭的连接接收了约 11.1 MB"""
case(cid, ["source:proxifier", "format:nl_bullets", "class:status_wrong", "class:count_wrong", "class:paraphrase_zh"],
     "QQ 下午五点多一直掉线，代理日志里有什么？", ans, invs, "REJECT", [
    F("17:11:12 WeChat.exe 通过 proxy.cse.cuhk.edu.hk:5070 建立了连接，5 秒后关闭", "direct_evidence", "open at 17:11:12, close at 17:11:17"),
    F("QQ.exe 在 17:16:10 通过代理成功连上了 tcpconn4.tencent.com:80", "contradicted",
      "17:16:10 record: error : Could not connect through proxy ... Proxy closed the connection unexpectedly"),
    F("17:15:42 QQ.exe 到 tcpconn6.tencent.com:443 的连接请求在完成前被取消", "direct_evidence",
      "paraphrase of 'A connection request was canceled before the completion.'"),
    F("这段时间 QQ.exe 一共有 3 条 error", "contradicted", "QQ.exe has 2 error records (17:15:42, 17:16:10)"),
    F("chrome.exe 在 17:10:50 关闭的连接接收了约 11.1 MB", "direct_evidence", "11721005 bytes (11.1 MB) received"),
])

# =====================================================================================
# bY-017  Proxifier, fenced contract, value/unit wrong -> REJECT
# =====================================================================================
cid = "bY-017"
w = win(cid, "call_17aa", PRX, 1300, 1330)
w2 = win(cid, "call_17ab", PRX, 1327, 1330)
invs = [
    inv("call_17aa", cid, 1, "query_logs", {"source": "proxifier", "from": "07.26 15:30", "to": "07.26 15:36"},
        {"total": len(w), "logs": [rec_proxi(x) for x in w]}),
    inv("call_17ab", cid, 2, "query_logs", {"source": "proxifier", "from": "07.26 15:35:27", "to": "07.26 15:35:43"},
        "\n".join(w2)),
]
obj = contract(
    "15:30 之后几条长连接的流量。",
    [C("c1", "log_finding", "dslb.cdn.krcom.cn:80 这条连接接收了 195160 字节，约 190 KB", "direct",
       [B("call_17aa", "query_logs", "dslb.cdn.krcom.cn:80 close, 446 bytes sent, 195160 bytes (190 KB) received, lifetime 00:59")]),
     C("c2", "log_finding", "github.com:443 的连接存活 34 秒，接收约 280 KB", "direct",
       [B("call_17aa", "query_logs", {"app": "chrome.exe *64", "ts": "07.26 15:35:43"})]),
     C("c3", "log_finding", "notifications.google.com:443 的连接存活了 9 分 21 秒，发送约 18.8 MB", "direct",
       [B("call_17aa", "query_logs", "notifications.google.com:443 close, 19334 bytes (18.8 KB) sent")]),
     C("c4", "recommendation", "建议把大流量的 CDN 域名走直连", "none", [])],
    "15:30 以后几条长连接里，notifications.google.com 发送了约 18.8 MB，github.com 接收约 280 KB，dslb.cdn.krcom.cn 接收约 190 KB。")
ans = "```json\n" + jind(obj) + "\n```"
case(cid, ["source:proxifier", "format:json_fenced", "class:value_wrong", "class:quantity"],
     "7 月 26 号下午 15:30 之后代理上哪些连接流量大？", ans, invs, "REJECT",
     facts_from(obj, {
         "c1": ("direct_evidence", "195160 bytes (190 KB) received"),
         "c2": ("direct_evidence", "github.com:443 close, 287127 bytes (280 KB) received, lifetime 00:34; excerpt fields match that record"),
         "c3": ("contradicted", "lifetime 09:21 is right but 19334 bytes is 18.8 KB, not 18.8 MB"),
         "c4": ("no_evidence", "advice, non-critical"),
     }))

# =====================================================================================
# bY-018  Proxifier, indented contract, bad references only -> LOW_CONFID
# =====================================================================================
cid = "bY-018"
w = win(cid, "toolu_01PxQ8", PRX, 436, 446)
invs = [inv("toolu_01PxQ8", cid, 1, "query_logs", {"source": "proxifier", "from": "10.30 17:59", "to": "10.30 18:01"},
            {"total": len(w), "logs": [rec_proxi(x) for x in w]})]
obj = contract(
    "18:00 左右有一条 403，其余连接正常收发。",
    [C("c1", "log_finding", "18:00:12 FlashPlayerPlugin_18_0_0_209.exe 连接 formi.baidu.com:843 失败，代理返回 status code 403", "direct",
       [B("toolu_01PxQ9", "query_logs", "formi.baidu.com:843 error : Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy server cannot establish a connection with the target, status code 403")]),
     C("c2", "log_finding", "firefox.exe 在 17:59:58 关闭的连接接收了 457464 字节", "direct", []),
     C("c3", "log_finding", "git-remote-https.exe 在 17:59:17 和 17:59:21 两次经代理建立连接", "direct",
       [{"source_type": "trace", "source_id": "T4", "tool_name": "query_logs", "source_invocation_ids": [],
         "evidence_excerpt": "git-remote-https.exe - proxy.cse.cuhk.edu.hk:5070 open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS"}])],
    "18:00:12 Flash 插件访问 formi.baidu.com:843 被代理 403，firefox 在 17:59:58 的连接收了 457464 字节，git-remote-https 两次经代理建连。")
ans = jind(obj)
case(cid, ["source:proxifier", "format:json_indented", "class:bad_reference"],
     "10 月 30 号 18 点左右代理有没有拒绝连接？", ans, invs, "LOW_CONFID",
     facts_from(obj, {
         "c1": ("indirect_support", "content matches line 442, but the binding names toolu_01PxQ9, which does not exist (real id toolu_01PxQ8)"),
         "c2": ("indirect_support", "457464 bytes (446 KB) received at 17:59:58 is in the output, but the claim has no binding"),
         "c3": ("indirect_support", "content matches, but the binding points at trace ref T4 in a one-call trace"),
     }))

# =====================================================================================
# bY-019  Android, NL headings, paraphrase + ms/s -> PASS
# =====================================================================================
cid = "bY-019"
w = win(cid, "adb-19-a", AND, 1005, 1030)
items = []
for x in w:
    r = rec_android(x)
    items.append({"time": r["ts"], "pid": r["pid"], "tid": r["tid"], "priority": r["level"], "tag": r["tag"], "msg": r["message"]})
invs = [inv("adb-19-a", cid, 1, "logcat_search", {"device": "emulator-5554", "since": "03-17 16:15:19.800", "until": "03-17 16:15:21.300"},
            {"items": items, "truncated": False})]
ans = """## 发生了什么
16:15:19.992 com.tencent.mobileqq:qzone 进程（pid 12236）挂掉了。
ActivityManager 安排在 1000ms 也就是 1 秒后重启崩溃的 QzoneWebPluginProxyService。
16:15:21.065 系统为这个服务拉起了新进程 13003。
从旧进程退出到新进程启动大约隔了 1.1 秒。
## 建议
可以抓一下 qzone 进程的 tombstone 看崩溃原因。"""
case(cid, ["source:android", "format:nl_headings", "class:paraphrase_zh", "class:quantity"],
     "QQ 空间插件进程是不是崩了？系统有没有自动拉起来？", ans, invs, "PASS", [
    F("16:15:19.992 com.tencent.mobileqq:qzone 进程（pid 12236）挂掉了", "direct_evidence", "Process com.tencent.mobileqq:qzone (pid 12236) has died"),
    F("ActivityManager 安排在 1000ms 也就是 1 秒后重启崩溃的 QzoneWebPluginProxyService", "direct_evidence",
      "Scheduling restart of crashed service ...QzoneWebPluginProxyService in 1000ms"),
    F("16:15:21.065 系统为这个服务拉起了新进程 13003", "direct_evidence", "Start proc 13003:com.tencent.mobileqq:qzone/u0a111 for service ..."),
    F("从旧进程退出到新进程启动大约隔了 1.1 秒", "direct_evidence", "21.065 - 19.992 = 1.073 s"),
])

# =====================================================================================
# bY-020  Android, malformed JSON (trailing commas), order + negation refuted -> REJECT
# =====================================================================================
cid = "bY-020"
iid = "call_20f3c1"
w = win(cid, iid, AND, 1009, 1026) + win(cid, iid, AND, 1037, 1050)
invs = [inv(iid, cid, 1, "query_logs", {"device": "emulator-5554", "tag": "ActivityManager", "since": "03-17 16:15:19", "until": "03-17 16:15:25"},
            "\n".join(w))]
ans = """{"answer_version": "1.0", "claims": [
  {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ActivityManager 先在 16:15:21.065 拉起了 13003 进程，之后 qzone 的旧进程 12236 才退出", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_20f3c1", "tool_name": "query_logs", "source_invocation_ids": ["call_20f3c1"], "evidence_excerpt": "Start proc 13003:com.tencent.mobileqq:qzone/u0a111"},]},
  {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "caller 10111 和 10113 调用 getRunningAppProcesses 时因缺少 REAL_GET_TASKS 被限制输出", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "call_20f3c1", "tool_name": "query_logs", "source_invocation_ids": ["call_20f3c1"], "evidence_excerpt": "getRunningAppProcesses: caller 10113 does not hold REAL_GET_TASKS; limiting output"},]},
  {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "除了权限限制的提示以外，ActivityManager 没有其他 WARNING", "support_level": "direct", "evidence_bindings": [],},
],
"user_facing_answer": "建议给调用方补上 REAL_GET_TASKS 权限声明。",
}"""
case(cid, ["source:android", "format:json_malformed", "class:time_wrong", "class:negation"],
     "ActivityManager 16:15 左右的告警都是什么？qzone 重启顺序对吗？", ans, invs, "REJECT", [
    F("ActivityManager 先在 16:15:21.065 拉起了 13003 进程，之后 qzone 的旧进程 12236 才退出", "contradicted",
      "pid 12236 has died at 16:15:19.992, before Start proc 13003 at 16:15:21.065: order reversed"),
    F("caller 10111 和 10113 调用 getRunningAppProcesses 时因缺少 REAL_GET_TASKS 被限制输出", "direct_evidence",
      "W getRunningAppProcesses lines for callers 10111 and 10113"),
    F("除了权限限制的提示以外，ActivityManager 没有其他 WARNING", "contradicted",
      "W ActivityManager: Scheduling restart of crashed service ... at 16:15:19.993 is another warning"),
])

# =====================================================================================
# bY-021  Android, NL sloppy, fabricated id (u0a13 -> u0a31) -> REJECT
# =====================================================================================
cid = "bY-021"
w = win(cid, "logcat-7f21", AND, 776, 792)
invs = [inv("logcat-7f21", cid, 1, "logcat_search", {"device": "emulator-5554", "since": "03-17 16:14:24", "until": "03-17 16:14:28"}, "\n".join(w))]
ans = """ActivityManager 在 16:14:27.059 kill 了 com.android.calendar，reason 是 empty for 1810s
被杀的进程是 23484:com.android.calendar/u0a31
它处于 empty 状态约 30 分钟
随后 pid 5784 的 ApplicationRecord 被清理，restart: false
另外 caller 10111 调 getTasks 一直被 limiting output"""
case(cid, ["source:android", "format:nl_sloppy", "class:fabricated_id", "class:quantity"],
     "日历 app 老是被系统杀掉，看下 16:14 的 logcat", ans, invs, "REJECT", [
    F("ActivityManager 在 16:14:27.059 kill 了 com.android.calendar，reason 是 empty for 1810s", "direct_evidence",
      "Killing 23484:com.android.calendar/u0a13 (adj 906): empty for 1810s"),
    F("被杀的进程是 23484:com.android.calendar/u0a31", "contradicted", "the record says u0a13; u0a31 appears in no output (digits swapped)"),
    F("它处于 empty 状态约 30 分钟", "direct_evidence", "1810 s = 30.2 min"),
    F("随后 pid 5784 的 ApplicationRecord 被清理，restart: false", "direct_evidence", "cleanUpApplicationRecordLocked, pid: 5784, restart: false"),
    F("另外 caller 10111 调 getTasks 一直被 limiting output", "direct_evidence", "W getTasks: caller 10111 does not hold REAL_GET_TASKS; limiting output"),
])

# =====================================================================================
# bY-022  HealthApp, indented contract, excerpt forms -> PASS
# =====================================================================================
cid = "bY-022"
w = win(cid, "call_h22", HEA, 715, 731)
invs = [inv("call_h22", cid, 1, "query_logs", {"app": "com.huawei.health", "start": "20171223-22:19:58:370", "end": "20171223-22:19:58:412"},
            {"total": len(w), "logs": [rec_health(x) for x in w]})]
obj = contract(
    "22:19:58 健康数据批量写入失败。",
    [C("c1", "log_finding", "HiH_HiHealthBinder 在 20171223-22:19:58:411 报 bulkSaveDetailHiHealthData fail，errorCode = 4，errorMessage = ERR_DATA_INSERT", "direct",
       [B("call_h22", "query_logs", "component=HiH_HiHealthBinder ts=20171223-22:19:58:411")]),
     C("c2", "log_finding", "HiH_HiHealthDataInsertStore 对 type 40003 和 40005 的 saveOneDetailData 都失败了", "direct",
       [B("call_h22", "query_logs", "saveHealthDetailData() saveOneDetailData fail hiHealthData = 1513958400000,type = 40005")]),
     C("c3", "log_finding", "这次批量写入 size = 4，totalTime = 30", "direct",
       [B("call_h22", "query_logs", "20171223-22:19:58:406|HiH_HiHealthDataInsertStore|30002312|bulkSaveDetailHiHealthData() size = 4,totalTime = 30")]),
     C("c4", "next_step", "下一步查看 HiH_HiHealthDataInsertStore 所用数据库的写入权限", "none", [])],
    "22:19:58 这次健康数据写入失败：HiH_HiHealthBinder 报 errorCode = 4（ERR_DATA_INSERT），type 40003 和 40005 的明细没有写进去。")
ans = jind(obj)
case(cid, ["source:healthapp", "format:json_indented", "class:excerpt_format"],
     "运动健康 app 22:19 步数同步报 ERR_DATA_INSERT，哪一步失败了？", ans, invs, "PASS",
     facts_from(obj, {
         "c1": ("direct_evidence", "line at 22:19:58:411 of HiH_HiHealthBinder; excerpt is k=v fields of that record"),
         "c2": ("direct_evidence", "saveOneDetailData fail for type 40003 and 40005; excerpt is the message alone"),
         "c3": ("direct_evidence", "bulkSaveDetailHiHealthData() size = 4,totalTime = 30; excerpt is the whole line"),
         "c4": ("no_evidence", "next step, non-critical"),
     }))

# =====================================================================================
# bY-023  HealthApp, NL bold labels, time no record + hedge -> LOW_CONFID
# =====================================================================================
cid = "bY-023"
w = win(cid, "hx-0931", HEA, 1500, 1530)
invs = [inv("hx-0931", cid, 1, "search_app_log", {"pid": "30002312", "from": "20171223-23:21", "to": "20171223-23:30"}, "\n".join(w))]
ans = """**步数**：23:23:15 onStandStepChanged 上报的站立步数是 3786。
**卡路里**：Step_ExtSDM 算出的 totalCalories 一直是 131208。
**海拔**：totalAltitude 保持在 240。
**时间线**：23:26:30 Step_SPUtils 写入了新的 TodayTotalDetailSteps。
**猜测**：可能是传感器休眠导致步数没有增长。"""
case(cid, ["source:healthapp", "format:nl_bold_labels", "class:time_wrong", "class:hedged_distractor"],
     "23:20 以后步数不涨了，日志里计步模块在干什么？", ans, invs, "LOW_CONFID", [
    F("23:23:15 onStandStepChanged 上报的站立步数是 3786", "direct_evidence", "20171223-23:23:15:139 onStandStepChanged 3786"),
    F("Step_ExtSDM 算出的 totalCalories 一直是 131208", "direct_evidence", "all three calculateCaloriesWithCache lines say 131208"),
    F("totalAltitude 保持在 240", "direct_evidence", "calculateAltitudeWithCache totalAltitude=240 in every sample"),
    F("23:26:30 Step_SPUtils 写入了新的 TodayTotalDetailSteps", "no_evidence",
      "Step_SPUtils writes at 23:23:15, 23:23:19, 23:29:4, 23:29:5; no record at 23:26:30"),
])

# =====================================================================================
# bY-024  HealthApp, NL paragraph, unsupported cause -> LOW_CONFID
# =====================================================================================
cid = "bY-024"
w = win(cid, "call_24e0", HEA, 742, 761)
invs = [inv("call_24e0", cid, 1, "search_app_log", {"pid": "30002312", "component": "HiH_*", "at": "20171223-22:19:58"}, "\n".join(w))]
ans = ("22:19:58:428 HiH_HiSyncControl 判断不能同步，原因是没有云端版本（no cloud version）。"
       "紧接着 HiH_HiBroadcastUtil 发出了同步失败的广播。"
       "20 条数据的批量写入耗时 totalTime = 34。"
       "云端接口前一晚做过一次迁移。"
       "建议确认账号的云端数据版本。")
case(cid, ["source:healthapp", "format:nl_paragraph", "class:unsupported_cause", "class:paraphrase_zh"],
     "健康数据为什么没同步到云端？", ans, invs, "LOW_CONFID", [
    F("22:19:58:428 HiH_HiSyncControl 判断不能同步，原因是没有云端版本（no cloud version）", "direct_evidence",
      "ifCanSync not! no cloud version at 22:19:58:428"),
    F("紧接着 HiH_HiBroadcastUtil 发出了同步失败的广播", "direct_evidence", "HiH_HiBroadcastUtil sendSyncFailedBroadcast at 22:19:58:428"),
    F("20 条数据的批量写入耗时 totalTime = 34", "direct_evidence", "bulkSaveDetailHiHealthData() size = 20,totalTime = 34"),
    F("云端接口前一晚做过一次迁移", "no_evidence", "a migration is stated as fact; nothing in the output mentions it"),
])

# =====================================================================================
# bY-025  Mac, JSON with text, host swap -> REJECT
# =====================================================================================
cid = "bY-025"
w = win(cid, "call_mc25", MAC, 1419, 1440)
invs = [inv("call_mc25", cid, 1, "query_logs", {"source": "macos-syslog", "from": "Jul  6 11:08", "to": "Jul  6 12:03"},
            {"total": len(w), "logs": [rec_syslog(x) for x in w]})]
obj = contract(
    "12:00 前后网络切换期间出现沙箱拒绝和日历同步失败。",
    [C("c1", "log_finding", "12:00:10 authorMacBook-Pro 上的 sandboxd 拒绝了 com.apple.Addres(36919) 的 network-outbound 访问", "direct",
       [B("call_mc25", "query_logs", "com.apple.Addres(36919) deny network-outbound /private/var/run/mDNSResponder")]),
     C("c2", "log_finding", "12:00:53 CalendarAgent[279] 把 CalDAVAccountRefreshQueueableOperation 放进了 failed operations", "direct",
       [B("call_mc25", "query_logs", {"host": "authorMacBook-Pro", "process": "CalendarAgent[279]"})]),
     C("c3", "log_finding", "corecaptured[36918] 在 12:00:53 收到了 Capture Event", "direct",
       [B("call_mc25", "query_logs", "Received Capture Event")])],
    "12:00 左右 authorMacBook-Pro 上 sandboxd 拒绝了通讯录进程的出网，日历的 CalDAV 刷新也失败了。")
ans = "查到的情况整理如下。\n" + jind(obj)
case(cid, ["source:mac", "format:json_with_text", "class:entity_swap"],
     "7 月 6 号中午 Mac 上日历同步失败，同时还有什么异常？", ans, invs, "REJECT",
     facts_from(obj, {
         "c1": ("contradicted", "the sandboxd deny record is from host calvisitor-10-105-162-178; authorMacBook-Pro has its own, different lines"),
         "c2": ("direct_evidence", "CalendarAgent[279] on authorMacBook-Pro: Adding [<CalDAVAccountRefreshQueueableOperation ...>] to failed operations"),
         "c3": ("direct_evidence", "corecaptured[36918]: Received Capture Event at 12:00:53"),
     }))

# =====================================================================================
# bY-026  Mac, NL paragraph, paraphrase + unsupported cause -> LOW_CONFID
# =====================================================================================
cid = "bY-026"
w = win(cid, "mac-q-2", MAC, 1400, 1418)
invs = [inv("mac-q-2", cid, 1, "search_syslog", {"host": "calvisitor-10-105-163-253", "date": "Jul  6", "from": "08:40", "to": "11:10"}, "\n".join(w))]
ans = ("10:13:16 WindowServer[184] 报告 pid 445 没有在超时前处理它取出的 ping。"
       "com.apple.cts[258] 在 09:32:37 提示 EscrowSecurityAlert.daily 任务离开始时间还有 12754 秒，约 3.5 小时。"
       "这次调度随后被忽略了。"
       "locationd[82] 在 10:52:03 把定位图标状态切到了 Active。"
       "pid 445 对应的进程当时已经卡死。")
case(cid, ["source:mac", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity", "class:unsupported_cause"],
     "这台 Mac 上午界面卡了一下，系统日志有线索吗？", ans, invs, "LOW_CONFID", [
    F("10:13:16 WindowServer[184] 报告 pid 445 没有在超时前处理它取出的 ping", "direct_evidence",
      "send_datagram_available_ping: pid 445 failed to act on a ping it dequeued before timing out."),
    F("com.apple.cts[258] 在 09:32:37 提示 EscrowSecurityAlert.daily 任务离开始时间还有 12754 秒，约 3.5 小时", "direct_evidence",
      "start time isn't for 12754 seconds; 12754 s = 3.54 h"),
    F("这次调度随后被忽略了", "direct_evidence", "the same record ends with 'Ignoring.'"),
    F("locationd[82] 在 10:52:03 把定位图标状态切到了 Active", "direct_evidence", "Location icon should now be in state 'Active'"),
    F("pid 445 对应的进程当时已经卡死", "no_evidence", "a hang of that process is stated as fact; the record only says it missed a ping"),
])

# =====================================================================================
# bY-027  Windows, compact contract, excerpt forms + one unbound claim -> PASS
# =====================================================================================
cid = "bY-027"
w = win(cid, "call_w27", WIN, 954, 970)
entries = [{"time": r["ts"], "level": r["level"], "source": r["component"], "text": r["message"]} for r in map(rec_win, w)]
invs = [inv("call_w27", cid, 1, "read_cbs_log", {"path": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-29 00:00:44", "to": "2016-09-29 00:00:46"},
            {"entries": entries, "count": len(entries)})]
obj = contract(
    "TrustedInstaller 正常启动，SQM 上传失败不影响更新。",
    [C("c1", "log_finding", "2016-09-29 00:00:46 TrustedInstaller 服务启动成功", "direct",
       [B("call_w27", "read_cbs_log", "TrustedInstaller service starts successfully.")]),
     C("c2", "log_finding", "SQM 上传未发送报告失败，HRESULT = 0x80004005 - E_FAIL", "direct",
       [B("call_w27", "read_cbs_log", {"source": "CBS", "text": "SQM: Warning: Failed to upload all unsent reports. [HRESULT = 0x80004005 - E_FAIL]"})]),
     C("c3", "log_finding", "CBS 加载的 Servicing Stack 版本是 v6.1.7601.23505", "direct",
       [B("call_w27", "read_cbs_log", "Loaded Servicing Stack v6.1.7601.23505")]),
     C("c4", "log_finding", "SQM 按 *_all.sqm 模式排队上传的文件数为 0", "direct", [])],
    "TrustedInstaller 在 00:00:46 启动成功，SQM 上传报 0x80004005 E_FAIL。")
ans = jcompact(obj)
case(cid, ["source:windows", "format:json_compact", "class:excerpt_format", "class:bad_reference", "class:faithful"],
     "9 月 29 号凌晨 Windows 更新服务起来了吗？CBS 日志里有失败", ans, invs, "PASS",
     facts_from(obj, {
         "c1": ("direct_evidence", "TrustedInstaller service starts successfully. at 2016-09-29 00:00:46"),
         "c2": ("direct_evidence", "SQM upload failures with HRESULT = 0x80004005 - E_FAIL; excerpt pairs match one entry"),
         "c3": ("direct_evidence", "Loaded Servicing Stack v6.1.7601.23505 with Core: ..."),
         "c4": ("indirect_support", "'SQM: Queued 0 file(s) for upload with pattern ..._all.sqm' supports it, but the claim has no binding"),
     }))

# =====================================================================================
# bY-028  Windows, malformed JSON (single quotes), runbook + unsupported + failed call -> LOW_CONFID
# =====================================================================================
cid = "bY-028"
w = win(cid, "w28-a", WIN, 925, 953)
kb = {"query": "CBS Failed to create backup log cab 0x80070001", "chunks": [
    {"chunk_id": "kb-win-cbs-04", "source_doc": "kb/windows-servicing-faq.md", "retrieval_layer": "past_incident", "relevance": "medium",
     "content": "CBS 日志出现 'Failed to create backup log cab. [HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION]' 时，过往案例中多数是 CbsPersist 目录被占用导致的，一般不影响补丁安装。",
     "deduped": False}]}
invs = [
    inv("w28-a", cid, 1, "read_cbs_log", {"path": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-28 04:30:53", "to": "2016-09-28 04:40:55"}, "\n".join(w)),
    inv("w28-b", cid, 1, "lookup_knowledge", {"query": "CBS Failed to create backup log cab 0x80070001"}, kb),
    inv("w28-c", cid, 2, "read_cbs_log", {"path": "C:\\Windows\\Logs\\CBS\\CbsPersist_20160928043217.log"}, None, success=False,
        error="file is locked by another process"),
]
ans = """{'claims': [
  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '04:32:17 CBS 创建备份日志 cab 失败，HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION', 'support_level': 'direct'},
  {'claim_id': 'c2', 'claim_type': 'root_cause', 'claim_text': '根据知识库，这个错误多数是 CbsPersist 目录被占用导致的', 'support_level': 'indirect'},
  {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': '备份失败之前磁盘空间已经被占满', 'support_level': 'direct'}
 ],
 'user_facing_answer': '建议清理 C:\\Windows\\Logs\\CBS 下的旧日志后再观察。'}"""
case(cid, ["source:windows", "format:json_malformed", "class:runbook_only", "class:unsupported_cause", "class:gap"],
     "CBS 日志里 Failed to create backup log cab 是什么问题，要紧吗？", ans, invs, "LOW_CONFID", [
    F("04:32:17 CBS 创建备份日志 cab 失败，HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION", "direct_evidence",
      "Failed to create backup log cab. [HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION] at 04:32:17"),
    F("根据知识库，这个错误多数是 CbsPersist 目录被占用导致的", "indirect_support", "only the knowledge chunk says so, and the sentence attributes it to the KB"),
    F("备份失败之前磁盘空间已经被占满", "no_evidence", "nothing about disk space in any output; the follow-up read failed"),
])

# =====================================================================================
# Nezha TrainTicket metrics
# =====================================================================================
def pod_file(prefix):
    names = sorted(p.name for p in (SRC / NZ).iterdir() if p.name.startswith(prefix))
    assert len(names) == 1, (prefix, names)
    return NZ + "/" + names[0]


F_CONTACTS = pod_file("ts-contacts-service-")
F_BASIC = pod_file("ts-basic-service-")
F_ORDER = pod_file("ts-order-service-")
F_DELIV = pod_file("ts-delivery-service-")
F_FOOD = pod_file("ts-food-service-")
F_FRONT = NZ + "/front_service.csv"
F_VERIF = pod_file("ts-verification-code-service-")
F_ROUTE = pod_file("ts-route-service-")
F_USER = pod_file("ts-user-service-")
F_PRES = pod_file("ts-preserve-service-")
F_CANCEL = pod_file("ts-cancel-service-")
F_GATE = pod_file("ts-gateway-service-")
HDR = csv_header(F_CONTACTS).split(",")

# ---- bY-029 contacts CPU saturation, CSV text, NL paragraph -> PASS
cid = "bY-029"
h = win(cid, "call_c29", F_CONTACTS, 1, 1)
w = win(cid, "call_c29", F_CONTACTS, 290, 300)
invs = [inv("call_c29", cid, 1, "get_pod_metrics", {"pod": "ts-contacts-service-866bd68c97-xcqfx", "start": 1674998949, "end": 1674999549, "step": "60s"},
            "\n".join(h + w))]
ans = ("ts-contacts-service-866bd68c97-xcqfx 的 CPU 使用率在 13:33:09、13:34:09、13:35:09 三个采样点都在 99.9% 到 100.1% 之间。"
       "这三分钟里 CPU 用量约 500m，也就是半个核。"
       "13:36:10 回落到约 64.8%。"
       "13:37:10 恢复到 1.15% 左右。"
       "这段时间内存峰值 467.8 MiB，约 0.46 GiB。")
case(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:quantity", "class:faithful"],
     "contacts-service 13:30 之后接口变慢，pod 资源有没有异常？", ans, invs, "PASS", [
    F("ts-contacts-service-866bd68c97-xcqfx 的 CPU 使用率在 13:33:09、13:34:09、13:35:09 三个采样点都在 99.9% 到 100.1% 之间", "direct_evidence",
      "CpuUsageRate(%) 99.93 / 100.02 / 100.08 at TimeStamp 1674999189/249/309"),
    F("这三分钟里 CPU 用量约 500m，也就是半个核", "direct_evidence", "CpuUsage(m) 499.67 / 500.09 / 500.41"),
    F("13:36:10 回落到约 64.8%", "direct_evidence", "CpuUsageRate(%) 64.79 at 1674999370 (13:36:10 UTC)"),
    F("13:37:10 恢复到 1.15% 左右", "direct_evidence", "CpuUsageRate(%) 1.154 at 1674999430"),
    F("这段时间内存峰值 467.8 MiB，约 0.46 GiB", "direct_evidence", "MemoryUsage(Mi) max 467.79 = 0.457 GiB"),
])

# ---- bY-030 basic vs order, query_metrics series, fenced contract, entity swap -> REJECT
cid = "bY-030"
wb = win(cid, "toolu_01Nz30a", F_BASIC, 316, 325)
wo = win(cid, "toolu_01Nz30b", F_ORDER, 316, 325)
rb, ro = csv_rows(wb), csv_rows(wo)
sb = [series("%", "ts-basic-service-5dc8d4f9fd-46997", rb, HDR, "CpuUsageRate(%)"),
      series("Mi", "ts-basic-service-5dc8d4f9fd-46997", rb, HDR, "MemoryUsage(Mi)")]
so = [series("%", "ts-order-service-5b67c48447-mv5hb", ro, HDR, "CpuUsageRate(%)"),
      series("Mi", "ts-order-service-5b67c48447-mv5hb", ro, HDR, "MemoryUsage(Mi)")]
invs = [
    inv("toolu_01Nz30a", cid, 1, "query_metrics", {"service": "ts-basic-service-5dc8d4f9fd-46997", "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)"], "start": 1675000509, "end": 1675001049},
        {"alerts": [], "series": sb}),
    inv("toolu_01Nz30b", cid, 1, "query_metrics", {"service": "ts-order-service-5b67c48447-mv5hb", "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)"], "start": 1675000510, "end": 1675001050},
        {"alerts": [], "series": so}),
]
obj = contract(
    "13:55-14:04 期间 CPU 打满。",
    [C("c1", "metric_finding", "ts-basic-service-5dc8d4f9fd-46997 的 CPU 使用率峰值约 99.9%", "direct",
       [B("toolu_01Nz30a", "query_metrics", {"metric": "CpuUsageRate(%)", "max": sb[0]["max"]})]),
     C("c2", "metric_finding", "ts-order-service-5b67c48447-mv5hb 同一时段 CPU 使用率也打满到 99.9%", "direct",
       [B("toolu_01Nz30b", "query_metrics", {"metric": "CpuUsageRate(%)", "service": "ts-order-service-5b67c48447-mv5hb"})]),
     C("c3", "metric_finding", "ts-basic-service-5dc8d4f9fd-46997 的内存最高约 476 MiB", "direct",
       [B("toolu_01Nz30a", "query_metrics", {"metric": "MemoryUsage(Mi)", "max": sb[1]["max"]})])],
    "basic-service 与 order-service 的 CPU 都打满到 99.9%，basic 内存最高约 476 MiB。",
    hyps=["order-service 可能被 basic-service 拖慢"])
ans = "```json\n" + jind(obj) + "\n```"
case(cid, ["source:nezha_trainticket", "format:json_fenced", "class:entity_swap", "class:quantity"],
     "14 点前后下单很慢，basic-service 和 order-service 哪个 pod 的 CPU 有问题？", ans, invs, "REJECT",
     facts_from(obj, {
         "c1": ("direct_evidence", f"basic CpuUsageRate(%) max {sb[0]['max']}"),
         "c2": ("contradicted", f"order-service CpuUsageRate(%) max is {so[0]['max']:.2f}%; the 99.9% belongs to basic-service"),
         "c3": ("direct_evidence", f"basic MemoryUsage(Mi) max {sb[1]['max']}"),
     }))

# ---- bY-031 delivery, Prometheus-shaped output, NL bold labels -> PASS
cid = "bY-031"
w = win(cid, "prom-31", F_DELIV, 395, 404)
rows = csv_rows(w)
result = []
for col in ("CpuUsageRate(%)", "MemoryUsage(Mi)", "PodClientLatencyP99(s)"):
    i = HDR.index(col)
    result.append({"metric": {"__name__": col, "pod": "ts-delivery-service-7d97b69596-lmsfv", "namespace": "train-ticket"},
                   "values": [[int(r[1]), r[i]] for r in rows]})
invs = [inv("prom-31", cid, 1, "prometheus_query_range",
            {"query": "{pod=\"ts-delivery-service-7d97b69596-lmsfv\"}", "start": 1675005249, "end": 1675005789, "step": "60s"},
            {"status": "success", "data": {"resultType": "matrix", "result": result}})]
ans = """**CPU**：ts-delivery-service-7d97b69596-lmsfv 在 15:19:09 的 CPU 使用率达到 99.97%。
**内存**：同一时刻内存升到 542.7 MiB，约 0.53 GiB。
**延迟**：15:18:09 客户端 P99 延迟约 58.5 秒，即 58500 ms。
**恢复**：15:20:09 CPU 使用率已经降到 1.1% 左右。"""
case(cid, ["source:nezha_trainticket", "format:nl_bold_labels", "class:quantity", "class:faithful"],
     "15:15 以后配送服务超时，delivery pod 当时什么状态？", ans, invs, "PASS", [
    F("ts-delivery-service-7d97b69596-lmsfv 在 15:19:09 的 CPU 使用率达到 99.97%", "direct_evidence", "CpuUsageRate(%) 99.9716 at 1675005549 = 15:19:09 UTC"),
    F("同一时刻内存升到 542.7 MiB，约 0.53 GiB", "direct_evidence", "MemoryUsage(Mi) 542.746 at 1675005549; /1024 = 0.530 GiB"),
    F("15:18:09 客户端 P99 延迟约 58.5 秒，即 58500 ms", "direct_evidence", "PodClientLatencyP99(s) 58.4999 at 1675005489"),
    F("15:20:09 CPU 使用率已经降到 1.1% 左右", "direct_evidence", "CpuUsageRate(%) 1.107 at 1675005609"),
])

# ---- bY-032 food-service, table rows, NL paragraph, time not in records -> LOW_CONFID
cid = "bY-032"
w = win(cid, "tbl-3201", F_FOOD, 368, 376)
rows = csv_rows(w)
keep = ["Time", "TimeStamp", "PodName", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodClientLatencyP99(s)"]
trows = [{k: r[HDR.index(k)] for k in keep} for r in rows]
invs = [inv("tbl-3201", cid, 1, "metrics_table", {"pod": "ts-food-service-f5756978c-k8vqf", "columns": keep, "from": "2023-01-29 14:47", "to": "2023-01-29 14:55"},
            {"rows": trows, "row_count": len(trows)})]
ans = ("ts-food-service-f5756978c-k8vqf 在 14:45:09 CPU 使用率就已经到了 99.9%。"
       "14:51:10 和 14:52:10 两个采样点 CPU 用量都在 499m 以上。"
       "14:53:09 CPU 使用率降到约 85.5%。"
       "这段时间内存约在 510 到 520 MiB 之间。")
case(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:time_wrong", "class:quantity"],
     "food-service 14:50 左右 CPU 是什么时候开始打满的？", ans, invs, "LOW_CONFID", [
    F("ts-food-service-f5756978c-k8vqf 在 14:45:09 CPU 使用率就已经到了 99.9%", "no_evidence",
      "the rows start at 14:47:09; no record carries 14:45:09 (first saturated sample is 14:51:10)"),
    F("14:51:10 和 14:52:10 两个采样点 CPU 用量都在 499m 以上", "direct_evidence", "CpuUsage(m) 499.65 and 499.44"),
    F("14:53:09 CPU 使用率降到约 85.5%", "direct_evidence", "CpuUsageRate(%) 85.50 at 14:53:09"),
    F("这段时间内存约在 510 到 520 MiB 之间", "direct_evidence", "MemoryUsage(Mi) 509.99 to 519.89"),
])

# ---- bY-033 front_service, CSV text, NL bullets, success rate wrong + fabricated pod -> REJECT
cid = "bY-033"
h = win(cid, "call_fe33", F_FRONT, 1, 1)
w = win(cid, "call_fe33", F_FRONT, 440, 452)
invs = [inv("call_fe33", cid, 1, "query_frontend_slo", {"service": "Frontend", "start": 1675007949, "end": 1675008669}, "\n".join(h + w))]
ans = """- Frontend 在 16:00:09 的 P99 延迟是 4.35 s，也就是 4350 ms
- 16:02:09 P99 进一步升到 4600 ms
- 16:05:09 P90 延迟降到 875 ms
- 整个时段前端成功率维持在 99% 以上
- 延迟主要来自 ts-preserve-service-b5ccf8557-j4txz"""
case(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:value_wrong", "class:fabricated_id", "class:quantity"],
     "16 点前端延迟飙高，成功率掉了没有？", ans, invs, "REJECT", [
    F("Frontend 在 16:00:09 的 P99 延迟是 4.35 s，也就是 4350 ms", "direct_evidence", "LatencyP99(s) 4.3499 at 1675008009"),
    F("16:02:09 P99 进一步升到 4600 ms", "direct_evidence", "LatencyP99(s) 4.6000 at 1675008129"),
    F("16:05:09 P90 延迟降到 875 ms", "direct_evidence", "LatencyP90(s) 0.875 at 1675008309"),
    F("整个时段前端成功率维持在 99% 以上", "contradicted", "SuccessRate(%) is 0 in every row"),
    F("延迟主要来自 ts-preserve-service-b5ccf8557-j4txz", "contradicted", "pod name appears in no tool input or output (real pod ends j4txs, not in this trace either)"),
])

# ---- bY-034 verification-code, runbook + unsupported -> LOW_CONFID
cid = "bY-034"
h = win(cid, "call_vc34a", F_VERIF, 1, 1)
w = win(cid, "call_vc34a", F_VERIF, 342, 348)
kb = {"query": "TrainTicket pod CPU limit CpuUsageRate 争抢 判定", "chunks": [
    {"chunk_id": "rb-tt-cpu-02", "source_doc": "runbook/trainticket-resources.md", "retrieval_layer": "runbook", "relevance": "high",
     "content": "除 gateway 外，各业务 pod 的 CPU limit 统一为 500m。CpuUsageRate(%) 以 limit 为分母计算。持续 3 分钟以上高于 80% 视为 CPU 争抢，需要排查同节点上的其他负载。",
     "deduped": False}]}
invs = [
    inv("call_vc34a", cid, 1, "get_pod_metrics", {"pod": "ts-verification-code-service-7b6dc75c45-2z9p2", "start": 1675002071, "end": 1675002431}, "\n".join(h + w)),
    inv("call_vc34b", cid, 2, "lookup_knowledge", {"query": "TrainTicket pod CPU limit CpuUsageRate 争抢 判定"}, kb),
]
ans = ("ts-verification-code-service-7b6dc75c45-2z9p2 在 14:24:11 CPU 使用率升到 89.6%。"
       "按运维手册，这个 pod 的 CPU limit 是 500m。"
       "手册把持续 3 分钟以上高于 80% 定义为 CPU 争抢。"
       "同节点当时正在跑一个压测任务。")
case(cid, ["source:nezha_trainticket", "format:nl_paragraph", "class:runbook_only", "class:unsupported_cause"],
     "验证码服务 14:24 开始登录验证码很慢，是资源不够吗？", ans, invs, "LOW_CONFID", [
    F("ts-verification-code-service-7b6dc75c45-2z9p2 在 14:24:11 CPU 使用率升到 89.6%", "direct_evidence", "CpuUsageRate(%) 89.648 at 1675002251"),
    F("按运维手册，这个 pod 的 CPU limit 是 500m", "indirect_support", "only the runbook chunk states the limit, and the sentence cites it"),
    F("手册把持续 3 分钟以上高于 80% 定义为 CPU 争抢", "indirect_support", "definition taken from the runbook chunk"),
    F("同节点当时正在跑一个压测任务", "no_evidence", "no output shows a load test; the runbook only says to check other load"),
])

# ---- bY-035 route-service, compact contract, ratio <-> % -> PASS
cid = "bY-035"
w = win(cid, "call_rt35", F_ROUTE, 466, 474)
rows = csv_rows(w)
samples = []
for r in rows:
    samples.append({"TimeStamp": int(r[1]),
                    "CpuUsageRate(%)": float(r[HDR.index("CpuUsageRate(%)")]),
                    "MemoryUsage(Mi)": float(r[HDR.index("MemoryUsage(Mi)")]),
                    "PodClientLatencyP99(s)": num(r[HDR.index("PodClientLatencyP99(s)")])})
invs = [inv("call_rt35", cid, 1, "get_pod_metrics", {"pod": "ts-route-service-b6c59fb57-zv8dt", "start": 1675009510, "end": 1675009990},
            {"pod": "ts-route-service-b6c59fb57-zv8dt", "samples": samples})]
obj = contract(
    "route-service 16:27-16:29 CPU 接近打满。",
    [C("c1", "metric_finding", "ts-route-service-b6c59fb57-zv8dt 在 16:29:10 的 CPU 使用率为 0.98（按比例计）", "direct",
       [B("call_rt35", "get_pod_metrics", {"TimeStamp": 1675009750, "CpuUsageRate(%)": samples[4]["CpuUsageRate(%)"]})]),
     C("c2", "metric_finding", "16:27:10 到 16:29:10 三个采样点 CPU 使用率都超过 90%", "direct",
       [B("call_rt35", "get_pod_metrics", {"TimeStamp": 1675009630, "CpuUsageRate(%)": samples[2]["CpuUsageRate(%)"]})]),
     C("c3", "metric_finding", "16:30:10 该 pod 内存升到约 557 MiB", "direct",
       [B("call_rt35", "get_pod_metrics", {"TimeStamp": 1675009810, "MemoryUsage(Mi)": samples[5]["MemoryUsage(Mi)"]})]),
     C("c4", "metric_finding", "16:30:10 客户端 P99 延迟达到 58.5 s", "direct",
       [B("call_rt35", "get_pod_metrics", {"PodClientLatencyP99(s)": samples[5]["PodClientLatencyP99(s)"]})])],
    "route-service 在 16:27 到 16:29 CPU 使用率超过 90%，16:29:10 达到 0.98，随后内存约 557 MiB、客户端 P99 58.5 s。")
ans = jcompact(obj)
case(cid, ["source:nezha_trainticket", "format:json_compact", "class:quantity", "class:excerpt_format"],
     "路线查询 16:30 左右超时，route-service 的 pod 指标给我看下", ans, invs, "PASS",
     facts_from(obj, {
         "c1": ("direct_evidence", "CpuUsageRate(%) 98.06 at 1675009750 = 0.98 as a ratio"),
         "c2": ("direct_evidence", "93.75 / 96.30 / 98.06 at 16:27:10, 16:28:10, 16:29:10"),
         "c3": ("direct_evidence", "MemoryUsage(Mi) 556.85 at 1675009810"),
         "c4": ("direct_evidence", "PodClientLatencyP99(s) 58.4999 at 1675009810"),
     }))

# ---- bY-036 user-service, indented contract, one bad reference -> PASS
cid = "bY-036"
w1 = win(cid, "call_7d1f", F_USER, 491, 497)
h2 = win(cid, "call_7d20", F_USER, 1, 1)
w2 = win(cid, "call_7d20", F_USER, 491, 497)
su = [series("%", "ts-user-service-687d654649-lrcwv", csv_rows(w1), HDR, "CpuUsageRate(%)")]
invs = [
    inv("call_7d1f", cid, 1, "query_metrics", {"service": "ts-user-service-687d654649-lrcwv", "metric": "CpuUsageRate(%)", "start": 1675011011, "end": 1675011371},
        {"alerts": [], "series": su}),
    inv("call_7d20", cid, 2, "get_pod_metrics", {"pod": "ts-user-service-687d654649-lrcwv", "start": 1675011011, "end": 1675011371, "format": "csv"},
        "\n".join(h2 + w2)),
]
obj = contract(
    "user-service 16:52-16:54 CPU 打满，客户端延迟异常。",
    [C("c1", "metric_finding", "ts-user-service-687d654649-lrcwv 的 CPU 使用率峰值为 100.17%", "direct",
       [B("call_7d1f", "query_metrics", {"metric": "CpuUsageRate(%)", "max": su[0]["max"]})]),
     C("c2", "metric_finding", "16:53:11 该 pod 的客户端 P99 延迟高达 1716 秒", "direct",
       [B("call_7d1e", "get_pod_metrics", "1675011191,ts-user-service-687d654649-lrcwv")]),
     C("c3", "metric_finding", "16:56:11 CPU 用量回到约 1.8m", "direct",
       [{"source_type": "trace", "source_id": "T2", "tool_name": "get_pod_metrics", "source_invocation_ids": [],
         "evidence_excerpt": "1675011371,ts-user-service-687d654649-lrcwv,1.8058632929667082"}]),
     C("c4", "recommendation", "建议给 user-service 调高 CPU limit", "none", [])],
    "user-service 在 16:53 CPU 使用率峰值 100.17%，客户端 P99 一度到 1716 秒，16:56 已恢复。")
ans = jind(obj)
case(cid, ["source:nezha_trainticket", "format:json_indented", "class:bad_reference", "class:quantity"],
     "用户服务 16:50 以后登录很慢，是不是 user-service 资源打满了？", ans, invs, "PASS",
     facts_from(obj, {
         "c1": ("direct_evidence", f"series max {su[0]['max']}"),
         "c2": ("indirect_support", "value 1716.0000000000002 s is in call_7d20, but the binding cites call_7d1e, which does not exist"),
         "c3": ("direct_evidence", "T2 is call_7d20 (second evidence call); the excerpt is a substring of its 16:56:11 row, CpuUsage(m) 1.806"),
         "c4": ("no_evidence", "advice, non-critical"),
     }))

# ---- bY-037 preserve (failed + no-hit) vs cancel, truncated JSON -> LOW_CONFID
cid = "bY-037"
h = win(cid, "inv-37-2", F_CANCEL, 1, 1)
w = win(cid, "inv-37-2", F_CANCEL, 439, 445)
invs = [
    inv("inv-37-1", cid, 1, "get_pod_metrics", {"pod": "ts-preserve-service-b5ccf8557-j4txs", "start": 1675007890, "end": 1675008250}, None,
        success=False, error="metrics backend returned 504 Gateway Timeout"),
    inv("inv-37-2", cid, 1, "get_pod_metrics", {"pod": "ts-cancel-service-756f6c4675-vhtvd", "start": 1675007889, "end": 1675008249}, "\n".join(h + w)),
    inv("inv-37-3", cid, 2, "query_metrics", {"service": "ts-preserve-service-b5ccf8557-j4txs", "metric": "CpuUsageRate(%)", "start": 1675007890, "end": 1675008250},
        {"alerts": [], "series": []}),
]
ans = """{"answer_version": "1.0", "claims": [
 {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "ts-preserve-service-b5ccf8557-j4txs 在 16:01 CPU 使用率达到 100%", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-37-1", "tool_name": "get_pod_metrics", "source_invocation_ids": ["inv-37-1"], "evidence_excerpt": "CpuUsageRate(%)"}]},
 {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "ts-cancel-service-756f6c4675-vhtvd 在 16:01:09 的 CPU 使用率只有约 8.8%", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-37-2", "tool_name": "get_pod_metrics", "source_invocation_ids": ["inv-37-2"], "evidence_excerpt": "1675008069,ts-cancel-service-756f6c4675-vhtvd,43.76010287633072,8.752020575266144"}]},
 {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "ts-cancel-service-756f6c4675-vhtvd 的内存一直在 424 到 427 MiB 之间", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-37-2", "tool_name": "get_pod_metrics", "source_invocation_ids": ["inv-37-2"], "evidence_excerpt": "424.3359375"}]}
], "user_facing_answer": "preserve 的指标暂时拿不到，建议稍后重试"""
case(cid, ["source:nezha_trainticket", "format:json_malformed", "class:gap"],
     "16:01 下单和退票都卡，preserve-service 和 cancel-service 谁的 CPU 高？", ans, invs, "LOW_CONFID", [
    F("ts-preserve-service-b5ccf8557-j4txs 在 16:01 CPU 使用率达到 100%", "no_evidence",
      "the only outputs for this pod are a failed call and an empty series (no-hit)"),
    F("ts-cancel-service-756f6c4675-vhtvd 在 16:01:09 的 CPU 使用率只有约 8.8%", "direct_evidence", "CpuUsageRate(%) 8.752 at 1675008069"),
    F("ts-cancel-service-756f6c4675-vhtvd 的内存一直在 424 到 427 MiB 之间", "direct_evidence", "MemoryUsage(Mi) 424.34 to 426.23 in all rows"),
])

# ---- bY-038 gateway, NL sloppy, bytes units + no-hit denial + unsupported cause -> LOW_CONFID
cid = "bY-038"
w = win(cid, "gw-38a", F_GATE, 600, 608)
rows = csv_rows(w)
keep = ["TimeStamp", "PodName", "MemoryUsage(Mi)", "NetworkReceiveBytes", "NetworkTransmitBytes", "PodServerLatencyP99(s)"]
invs = [
    inv("gw-38a", cid, 1, "metrics_table", {"pod": "ts-gateway-service-6f6cfc45b-h5m2n", "columns": keep, "start": 1675017550, "end": 1675018030},
        {"columns": keep, "rows": [[r[HDR.index(k)] for k in keep] for r in rows]}),
    inv("gw-38b", cid, 1, "query_logs", {"service": "ts-gateway-service", "keyword": "HTTP 5", "start": "2023-01-29T18:39:00Z", "end": "2023-01-29T18:48:00Z"},
        {"total": 0, "logs": []}),
]
ans = """gateway 18:39~18:47 这段看下来：
ts-gateway-service-6f6cfc45b-h5m2n 内存一直在 759 MiB 左右，约 0.74 GiB
18:39:10 NetworkTransmitBytes 约 383 KB，接收约 182 KB
服务端 P99 在 18:39:10 是 4.7s
18:41:10 服务端 P99 降到 479 ms 左右
这个 pod 这段时间没有任何 5xx 报错
流量高峰是批量对账任务打过来的"""
case(cid, ["source:nezha_trainticket", "format:nl_sloppy", "class:quantity", "class:negation", "class:gap", "class:unsupported_cause"],
     "网关 18:40 左右延迟抖了一下，帮忙看看网关 pod", ans, invs, "LOW_CONFID", [
    F("ts-gateway-service-6f6cfc45b-h5m2n 内存一直在 759 MiB 左右，约 0.74 GiB", "direct_evidence", "MemoryUsage(Mi) 759.03-760.21; 759/1024 = 0.741 GiB"),
    F("18:39:10 NetworkTransmitBytes 约 383 KB，接收约 182 KB", "direct_evidence", "NetworkTransmitBytes 383186, NetworkReceiveBytes 181696 at 1675017550"),
    F("服务端 P99 在 18:39:10 是 4.7s", "direct_evidence", "PodServerLatencyP99(s) 4.7 at 1675017550"),
    F("18:41:10 服务端 P99 降到 479 ms 左右", "direct_evidence", "PodServerLatencyP99(s) 0.47875 at 1675017670"),
    F("这个 pod 这段时间没有任何 5xx 报错", "no_evidence", "rests on a total:0 log query; a no-hit does not prove absence"),
    F("流量高峰是批量对账任务打过来的", "no_evidence", "no output names any batch job"),
])

# ---- bY-039 order-service, CSV text, true denial + hedges -> PASS
cid = "bY-039"
h = win(cid, "call_or39", F_ORDER, 1, 1)
w = win(cid, "call_or39", F_ORDER, 316, 325)
invs = [inv("call_or39", cid, 1, "get_pod_metrics", {"pod": "ts-order-service-5b67c48447-mv5hb", "start": 1675000510, "end": 1675001050}, "\n".join(h + w))]
ans = """- ts-order-service-5b67c48447-mv5hb 在 13:55 到 14:04 之间没有出现 CPU 打满
- 这段时间它的 CPU 使用率最高只有 5.4%
- 这 10 个采样点里内存在 480.9 到 495.0 MiB 之间
- 14:03:10 的 PodWorkload 是 2.2 Ops
- 不排除是下游 basic-service 慢导致 order 的延迟抖动
- 也可能只是采样误差"""
case(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:negation", "class:hedged_distractor", "class:quantity"],
     "order-service 14 点前后 CPU 是不是也打满了？", ans, invs, "PASS", [
    F("ts-order-service-5b67c48447-mv5hb 在 13:55 到 14:04 之间没有出现 CPU 打满", "direct_evidence", "true denial: CpuUsageRate(%) stays between 1.66 and 5.43"),
    F("这段时间它的 CPU 使用率最高只有 5.4%", "direct_evidence", "max CpuUsageRate(%) 5.427 at 13:56:10"),
    F("这 10 个采样点里内存在 480.9 到 495.0 MiB 之间", "direct_evidence", "MemoryUsage(Mi) min 480.918, max 495.020 over 10 rows"),
    F("14:03:10 的 PodWorkload 是 2.2 Ops", "direct_evidence", "PodWorkload(Ops) 2.2 at 1675000990"),
])

# ---- bY-040 basic vs order in one table, raw contract, value of the wrong pod -> REJECT
cid = "bY-040"
iid = "call_mx40"
h = win(cid, iid, F_BASIC, 1, 1)
wb = win(cid, iid, F_BASIC, 319, 321)
wo = win(cid, iid, F_ORDER, 319, 321)
invs = [inv(iid, cid, 1, "get_pod_metrics", {"pods": ["ts-basic-service-5dc8d4f9fd-46997", "ts-order-service-5b67c48447-mv5hb"], "start": 1675000689, "end": 1675000810},
            "\n".join(h + wb + wo))]
obj = contract(
    "13:58-14:00 basic-service CPU 打满。",
    [C("c1", "metric_finding", "13:58 ts-basic-service-5dc8d4f9fd-46997 的 CPU 用量约 500m", "direct",
       [B(iid, "get_pod_metrics", "1675000689,ts-basic-service-5dc8d4f9fd-46997,499.67055993581755")]),
     C("c2", "metric_finding", "13:58 ts-basic-service-5dc8d4f9fd-46997 的内存为 495.0 MiB", "direct",
       [B(iid, "get_pod_metrics", "495.01953125")]),
     C("c3", "metric_finding", "ts-order-service-5b67c48447-mv5hb 在 14:00:10 的 CPU 使用率约 2.0%", "direct",
       [B(iid, "get_pod_metrics", "1675000810,ts-order-service-5b67c48447-mv5hb")])],
    "basic-service 13:58 CPU 约 500m、内存 495.0 MiB；order-service 14:00 CPU 约 2.0%。")
ans = jraw(obj)
case(cid, ["source:nezha_trainticket", "format:json_raw", "class:misattribution", "class:value_wrong"],
     "13:58 basic-service 的 CPU 和内存分别是多少？顺便对比 order-service", ans, invs, "REJECT",
     facts_from(obj, {
         "c1": ("direct_evidence", "basic CpuUsage(m) 499.67 at 1675000689"),
         "c2": ("contradicted", "basic MemoryUsage(Mi) is 475.42 at 13:58; 495.02 is the order-service row's value"),
         "c3": ("direct_evidence", "order CpuUsageRate(%) 1.987 at 1675000810"),
     }))


# =====================================================================================
def main():
    assert len(CASES) == 40, len(CASES)
    ids = [c["case_id"] for c in CASES]
    assert ids == [f"bY-{i:03d}" for i in range(1, 41)], ids
    with open(OUT / "cases.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for w_ in WINDOWS:
            fh.write(json.dumps(w_, ensure_ascii=False) + "\n")
    print(f"wrote {len(CASES)} cases, {len(WINDOWS)} windows")


if __name__ == "__main__":
    main()
