#!/usr/bin/env python3
"""Blind-set author bD: builds cases.jsonl and windows.jsonl from Loghub 2k samples.

Sources: Loghub (https://github.com/logpai/loghub), see sources/loghub/LICENSE.
Every log output is cut from the source files by line number (verbatim lines).
Queries, answers and gold labels are hand-written, one by one, below.
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent.parent / "sources"
FILES = {
    "ssh": "loghub/OpenSSH_2k.log",
    "linux": "loghub/Linux_2k.log",
    "apache": "loghub/Apache_2k.log",
    "hpc": "loghub/HPC_2k.log",
    "tb": "loghub/Thunderbird_2k.log",
}
_cache = {}


def lines(src, a, b):
    if src not in _cache:
        _cache[src] = (SRC / FILES[src]).read_text(encoding="utf-8").splitlines()
    return _cache[src][a - 1:b]


def cut(src, a, b, filt=None):
    ls = lines(src, a, b)
    if filt:
        ls = [l for l in ls if re.search(filt, l)]
    return ls


# ---- record readers (fields taken from the verbatim line, message unedited) ----
def rec(src, line):
    if src == "ssh":
        m = re.match(r"^(\w{3} +\d+ [\d:]+) (\S+) (\w+)\[(\d+)\]: (.*)$", line)
        return {"ts": m[1], "host": m[2], "service": m[3], "pid": int(m[4]), "message": m[5]}
    if src == "linux":
        m = re.match(r"^(\w{3} +\d+ [\d:]+) (\S+) ([^\[:]+?)(?:\[(\d+)\])?: (.*)$", line)
        r = {"ts": m[1], "host": m[2], "service": m[3]}
        if m[4]:
            r["pid"] = int(m[4])
        r["message"] = m[5]
        return r
    if src == "apache":
        m = re.match(r"^\[([^\]]+)\] \[(\w+)\] (.*)$", line)
        return {"ts": m[1], "level": m[2], "message": m[3]}
    if src == "hpc":
        p = line.split(" ", 6)
        return {"log_id": p[0], "node": p[1], "component": p[2], "event": p[3],
                "ts": int(p[4]), "flag": p[5], "message": p[6]}
    if src == "tb":
        m = re.match(r"^(\S+) (\d+) (\S+) (\S+) (\w{3} +\d+ [\d:]+) (\S+) (.*)$", line)
        r = {"alert": m[1], "epoch": int(m[2]), "date": m[3], "node": m[4], "ts": m[5], "location": m[6]}
        rest = m[7]
        pm = re.match(r"^(\S+?)(?:\[(\d+)\])?: (.*)$", rest)
        if pm:
            r["process"] = pm[1]
            if pm[2]:
                r["pid"] = int(pm[2])
            r["message"] = pm[3]
        else:
            r["message"] = rest
        return r
    raise ValueError(src)


WIN = []  # (invocation_id, source, a, b) for the case being built


def _inv(iid, tool, inp, out, rnd=1, ok=True, err=None):
    return {"invocation_id": iid, "session_id": None, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def text_logs(iid, tool, inp, src, a, b, filt=None, rnd=1):
    WIN.append((iid, src, a, b))
    return _inv(iid, tool, inp, "\n".join(cut(src, a, b, filt)), rnd)


def json_logs(iid, tool, inp, src, a, b, filt=None, rnd=1, drop=()):
    WIN.append((iid, src, a, b))
    recs = []
    for l in cut(src, a, b, filt):
        r = rec(src, l)
        for k in drop:
            r.pop(k, None)
        recs.append(r)
    return _inv(iid, tool, inp, {"total": len(recs), "logs": recs}, rnd)


def es_logs(iid, tool, inp, src, a, b, filt=None, rnd=1, index="syslog"):
    WIN.append((iid, src, a, b))
    hits = [{"_index": index, "_source": rec(src, l)} for l in cut(src, a, b, filt)]
    return _inv(iid, tool, inp, {"took": 7, "timed_out": False,
                                 "hits": {"total": {"value": len(hits)}, "hits": hits}}, rnd)


def custom(iid, tool, inp, src, a, b, build, filt=None, rnd=1):
    WIN.append((iid, src, a, b))
    return _inv(iid, tool, inp, build([rec(src, l) for l in cut(src, a, b, filt)]), rnd)


def nohit(iid, tool, inp, rnd=1):
    return _inv(iid, tool, inp, {"total": 0, "logs": []}, rnd)


def failed(iid, tool, inp, err, rnd=1):
    return _inv(iid, tool, inp, None, rnd, ok=False, err=err)


def kb(iid, query, chunks, rnd=1):
    return _inv(iid, "lookup_knowledge", {"query": query}, {"query": query, "chunks": chunks}, rnd)


def chunk(cid, doc, content, rel="high", layer="runbook", deduped=False):
    return {"chunk_id": cid, "source_doc": doc, "retrieval_layer": layer, "relevance": rel,
            "content": content, "deduped": deduped}


def helper(iid, tool, inp, out, rnd=1):
    return _inv(iid, tool, inp, out, rnd)


def F(fact, v, note, crit=True):
    return {"fact": fact, "is_critical": crit, "verification": v, "note": note}


def FC(contract, cid, v, note):
    cl = [c for c in contract["claims"] if c["claim_id"] == cid][0]
    crit = cl["claim_type"] not in ("hypothesis", "recommendation", "action", "background",
                                    "context", "next_step")
    return {"fact": cl["claim_text"], "claim_id": cid, "is_critical": crit, "verification": v,
            "note": note}


def FX(fact, v, note):
    return {"fact": fact, "is_critical": True, "verification": v, "note": note,
            "origin": "answer_extra"}


def B(iids, excerpt, tool="query_logs", sid=None):
    return {"source_type": "tool_output", "source_id": sid or iids[0], "tool_name": tool,
            "source_invocation_ids": iids, "evidence_excerpt": excerpt}


def raw(c):
    return json.dumps(c, ensure_ascii=False)


def indented(c):
    return json.dumps(c, ensure_ascii=False, indent=2)


def fenced(c):
    return "```json\n" + json.dumps(c, ensure_ascii=False, indent=2) + "\n```"


CASES = []
WINDOWS = []


def CASE(cid, tags, query, answer, invs, verdict, facts, retry=None):
    global WIN
    for v in invs:
        v["session_id"] = cid
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": retry},
                  "expected": {"verdict": verdict, "facts": facts}})
    for iid, src, a, b in WIN:
        WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": FILES[src], "lines": [a, b]})
    WIN = []


# =====================================================================================
# bD-001  openssh  nl_paragraph  faithful / paraphrase
# =====================================================================================
CASE("bD-001", ["source:openssh", "format:nl_paragraph", "class:faithful", "class:paraphrase_zh"],
     "LabSZ 上 sshd 早上 7 点多一堆登录失败，帮忙看下是谁在打？",
     "07:27–07:28 这段 sshd 日志里，112.95.230.3 在持续对 root 做口令尝试。"
     "从 07:27:52 到 07:28:10 它连续出现 Failed password for root，端口每次都不一样（45378、47068、49188 …）。"
     "07:28:03 这个 IP 还试了一个不存在的用户 pgadmin。"
     "112.95.230.3 每次失败后都以 Bye Bye 断开。"
     "建议把 112.95.230.3 加进 fail2ban 黑名单。",
     [text_logs("call_8f2a01", "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 07:13", "end": "Dec 10 07:29"}, "ssh", 28, 60)],
     "PASS",
     [F("07:27–07:28 这段 sshd 日志里，112.95.230.3 在持续对 root 做口令尝试", "direct_evidence", "8 sessions of 112.95.230.3, 7 of them Failed password for root"),
      F("从 07:27:52 到 07:28:10 它连续出现 Failed password for root，端口每次都不一样（45378、47068、49188 …）", "direct_evidence", "times and ports 45378/47068/49188 match the lines"),
      F("07:28:03 这个 IP 还试了一个不存在的用户 pgadmin", "direct_evidence", "Invalid user pgadmin from 112.95.230.3 at 07:28:03"),
      F("112.95.230.3 每次失败后都以 Bye Bye 断开", "direct_evidence", "every 112.95.230.3 session ends with Received disconnect ... 11: Bye Bye")])

# =====================================================================================
# bD-002  openssh  json_indented  misattribution
# =====================================================================================
c = {"answer_version": "1.0",
     "diagnosis_summary": "JSchException 来自 195.154.37.122 的自动化登录尝试",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "来自 195.154.37.122 的两次会话（sshd[24324]、sshd[24326]）都以 com.jcraft.jsch.JSchException: Auth fail 断开",
          "support_level": "direct",
          "evidence_bindings": [B(["toolu_01HxQ7"], "error: Received disconnect from 195.154.37.122: 3: com.jcraft.jsch.JSchException: Auth fail [preauth]")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "103.207.39.165 的 support 登录失败后同样报了 com.jcraft.jsch.JSchException: Auth fail",
          "support_level": "direct",
          "evidence_bindings": [B(["toolu_01HxQ7"], "Failed password for invalid user support from 103.207.39.165 port 58158 ssh2")]},
         {"claim_id": "c3", "claim_type": "recommendation",
          "claim_text": "建议在边界防火墙封禁 195.154.37.122",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": ["封禁 195.154.37.122"], "missing_info": [],
     "user_facing_answer": "JSchException 来自 195.154.37.122 的两次会话。建议在边界防火墙封禁该 IP。"}
CASE("bD-002", ["source:openssh", "format:json_indented", "class:misattribution"],
     "sshd 日志里怎么会有 JSchException？是哪个来源打过来的？",
     indented(c),
     [json_logs("toolu_01HxQ7", "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 07:51", "end": "Dec 10 07:57"}, "ssh", 151, 176)],
     "REJECT",
     [FC(c, "c1", "direct_evidence", "lines of pids 24324/24326 end with the JSchException disconnect"),
      FC(c, "c2", "contradicted", "103.207.39.165 has its own disconnect line (Closed due to user request); JSch only for 195.154.37.122"),
      FC(c, "c3", "no_evidence", "recommendation, non-critical")])

# =====================================================================================
# bD-003  openssh  nl_bullets  count_wrong
# =====================================================================================
CASE("bD-003", ["source:openssh", "format:nl_bullets", "class:count_wrong"],
     "5.188.10.180 这个 IP 8 点 25 左右到底试了多少次 admin？",
     "5.188.10.180 在 08:25 这一波的情况：\n"
     "- 08:25:06–08:25:51 之间 5.188.10.180 用 admin 一共 Failed password 15 次\n"
     "- sshd[24369] 和 sshd[24371] 两个会话都以 PAM service(sshd) ignoring max retries; 5 > 3 收尾\n"
     "- 端口 60682 那个会话失败了 5 次\n"
     "- 建议直接在 iptables 里 drop 这个段",
     [text_logs("inv-3", "search_syslog", {"pattern": "5.188.10.180", "host": "LabSZ", "from": "08:25:00", "to": "08:25:59"}, "ssh", 208, 245)],
     "REJECT",
     [F("08:25:06–08:25:51 之间 5.188.10.180 用 admin 一共 Failed password 15 次", "contradicted", "output holds 11 Failed password lines for admin (5+5+1), not 15"),
      F("sshd[24369] 和 sshd[24371] 两个会话都以 PAM service(sshd) ignoring max retries; 5 > 3 收尾", "direct_evidence", "lines at 08:25:22 and 08:25:41"),
      F("端口 60682 那个会话失败了 5 次", "direct_evidence", "sshd[24369] port 60682: 5 Failed password lines")])

# =====================================================================================
# bD-004  openssh  json_raw  faithful / excerpt_format
# =====================================================================================
c = {"answer_version": "1.0",
     "diagnosis_summary": "fztu 有一次正常的密码登录",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "09:32:20 fztu 从 119.137.62.142 端口 49116 用密码登录成功（Accepted password）",
          "support_level": "direct",
          "evidence_bindings": [B(["call_5c1e"], "{\"message\": \"Accepted password for fztu from 119.137.62.142 port 49116 ssh2\", \"pid\": 24680}")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "该会话在 09:45:06 关闭（session closed for user fztu）",
          "support_level": "direct",
          "evidence_bindings": [B(["call_5c1e"], "pam_unix(sshd:session): session closed for user fztu")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "fztu 09:32:20 从 119.137.62.142 密码登录成功，09:45:06 会话关闭。建议再用 last 命令核对一下。"}
CASE("bD-004", ["source:openssh", "format:json_raw", "class:faithful", "class:excerpt_format"],
     "fztu 这个账号今天有没有正常登录过 LabSZ？",
     raw(c),
     [json_logs("call_5c1e", "query_logs", {"host": "LabSZ", "keyword": "fztu OR 119.137.62.142"}, "ssh", 956, 965, filt=r"fztu|119\.137\.62\.142")],
     "PASS",
     [FC(c, "c1", "direct_evidence", "excerpt is a JSON subset of the Accepted password record"),
      FC(c, "c2", "direct_evidence", "excerpt is the message of the 09:45:06 record")])

# =====================================================================================
# bD-005  openssh  nl_sloppy  fabricated_id
# =====================================================================================
CASE("bD-005", ["source:openssh", "format:nl_sloppy", "class:fabricated_id"],
     "7:48-7:52 ssh 爆破是从哪几个 IP 来的？",
     "7:48~7:52 auth log 摘要:\n"
     "191.210.223.172 -> root 密码错 1 次, 然后 Connection closed\n"
     "195.154.37.122 先 Did not receive identification string, 后面又来试 support 和 uucp\n"
     "另外 195.154.37.212 也有 reverse mapping 的 POSSIBLE BREAK-IN ATTEMPT\n"
     "先 ban 掉吧, 建议顺手把 PasswordAuthentication 关了",
     [text_logs("call_Zq81", "grep_auth_log", {"host": "LabSZ", "since": "07:48", "until": "07:52"}, "ssh", 147, 162)],
     "REJECT",
     [F("191.210.223.172 -> root 密码错 1 次, 然后 Connection closed", "direct_evidence", "one Failed password for root, then Connection closed by 191.210.223.172"),
      F("195.154.37.122 先 Did not receive identification string, 后面又来试 support 和 uucp", "direct_evidence", "07:51:09 no identification string, then support and uucp"),
      F("另外 195.154.37.212 也有 reverse mapping 的 POSSIBLE BREAK-IN ATTEMPT", "contradicted", "195.154.37.212 appears nowhere (real IP is 195.154.37.122): fabricated")])

# =====================================================================================
# bD-006  openssh  json_fenced  bad_reference
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "119.4.203.64 用不存在的用户 admin 连续 6 次密码失败后，被 sshd 以 Too many authentication failures for admin 断开",
          "support_level": "direct",
          "evidence_bindings": [B(["call_a7"], "Disconnecting: Too many authentication failures for admin [preauth]")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "PAM 随后记录了 ignoring max retries; 6 > 3",
          "support_level": "direct", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": ["将 119.4.203.64 加入黑名单"], "missing_info": [],
     "user_facing_answer": "119.4.203.64 因认证失败次数过多被 sshd 断开。建议将其加入黑名单。"}
CASE("bD-006", ["source:openssh", "format:json_fenced", "class:bad_reference"],
     "119.4.203.64 为什么被 sshd 踢掉了？",
     fenced(c),
     [text_logs("call_a1", "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 10:04", "end": "Dec 10 10:22"}, "ssh", 971, 1010)],
     "LOW_CONFID",
     [FC(c, "c1", "indirect_support", "content matches lines 990-1001, but the binding names call_a7, which does not exist"),
      FC(c, "c2", "indirect_support", "content matches the 10:14:13 PAM line, but the claim has no binding")])

# =====================================================================================
# bD-007  openssh  nl_headings  unsupported_cause
# =====================================================================================
CASE("bD-007", ["source:openssh", "format:nl_headings", "class:unsupported_cause"],
     "10 点 05 那波 60.2.12.12 的 root 登录失败是什么情况？",
     "## 结论\n"
     "60.2.12.12 在 10:04:52 到 10:05:22 之间对 root 发起了 5 次密码尝试，全部失败。\n"
     "## 细节\n"
     "- 前 4 次会话都以 Received disconnect ... Bye Bye 结束，最后一次在 10:05:22 是 Connection closed。\n"
     "- 这个 IP 是上周刚加进白名单的运维跳板机。\n"
     "- 白名单配置后来被人改掉了。\n"
     "## 建议\n"
     "- 建议核对 /etc/hosts.allow。",
     [json_logs("call_2b9d", "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 09:48", "end": "Dec 10 10:06"}, "ssh", 966, 985)],
     "LOW_CONFID",
     [F("60.2.12.12 在 10:04:52 到 10:05:22 之间对 root 发起了 5 次密码尝试，全部失败", "direct_evidence", "5 Failed password for root from 60.2.12.12, first auth failure 10:04:52, last 10:05:22"),
      F("前 4 次会话都以 Received disconnect ... Bye Bye 结束，最后一次在 10:05:22 是 Connection closed", "direct_evidence", "pids 24809-24815 Bye Bye; 24817 Connection closed at 10:05:22"),
      F("这个 IP 是上周刚加进白名单的运维跳板机", "no_evidence", "nothing in the output about a whitelist or jump host"),
      F("白名单配置后来被人改掉了", "no_evidence", "unsupported event, no record")])

# =====================================================================================
# bD-008  openssh  json_with_text  time_wrong
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "sshd[25457] 在 11:03:35 报了 fatal: Write failed: Connection reset by peer",
          "support_level": "direct",
          "evidence_bindings": [B(["call_f31"], "fatal: Write failed: Connection reset by peer [preauth]")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "这个会话是 183.62.140.253 对 root 的密码尝试（端口 53245），密码错误",
          "support_level": "direct",
          "evidence_bindings": [B(["call_f31"], "Failed password for root from 183.62.140.253 port 53245 ssh2")]},
         {"claim_id": "c3", "claim_type": "recommendation",
          "claim_text": "建议排查一下客户端到 LabSZ 的网络",
          "support_level": "none", "evidence_bindings": []}],
     "user_facing_answer": "结论见上，建议顺便排查一下客户端网络。"}
CASE("bD-008", ["source:openssh", "format:json_with_text", "class:time_wrong"],
     "fatal: Write failed 这条是几点出的？对应哪个 IP？",
     "查到了，结论如下：\n" + raw(c) + "\n以上，有问题再叫我。",
     [text_logs("call_f31", "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 11:03:45", "end": "Dec 10 11:03:55"}, "ssh", 1860, 1875)],
     "REJECT",
     [FC(c, "c1", "contradicted", "the fatal line of sshd[25457] is at 11:03:53, not 11:03:35"),
      FC(c, "c2", "direct_evidence", "sshd[25457] Failed password for root from 183.62.140.253 port 53245"),
      FC(c, "c3", "no_evidence", "recommendation, non-critical")])

# =====================================================================================
# bD-009  openssh  nl_bold_labels  negation
# =====================================================================================
CASE("bD-009", ["source:openssh", "format:nl_bold_labels", "class:negation"],
     "103.99.0.122 在 11:03 左右有没有登录报错？",
     "**结论**：103.99.0.122 这段时间没有任何报错，只是正常断开。\n"
     "**依据**：sshd 记录了 Invalid user admin from 103.99.0.122。\n"
     "**建议**：可以先忽略。",
     [es_logs("es-q-77", "es_query", {"index": "syslog-labsz", "q": "rhost:103.99.0.122 OR msg:103.99.0.122", "range": "11:03:30-11:03:50"}, "ssh", 1840, 1862, filt=r"103\.99\.0\.122|sshd\[2545[59]\]")],
     "REJECT",
     [F("103.99.0.122 这段时间没有任何报错，只是正常断开", "contradicted", "records show Failed password and error: Received disconnect ... 14: No more user authentication methods available"),
      F("sshd 记录了 Invalid user admin from 103.99.0.122", "direct_evidence", "line at 11:03:37")])

# =====================================================================================
# bD-010  openssh  json_malformed  paraphrase_zh
# =====================================================================================
CASE("bD-010", ["source:openssh", "format:json_malformed", "class:paraphrase_zh", "class:faithful"],
     "103.207.39.212 那几次断开是客户端主动断的吗？",
     "{\n"
     "  \"answer_version\": \"1.0\",\n"
     "  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"103.207.39.212 在 08:33 依次试了 support、uucp、admin 三个账号，密码都不对\", \"support_level\": \"direct\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call_77e0\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_77e0\"], \"evidence_excerpt\": \"Failed password for uucp from 103.207.39.212 port 51528 ssh2\"}]},\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"这三次断开都是对端发起的，断开原因是 Closed due to user request\", \"support_level\": \"direct\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"call_77e0\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_77e0\"], \"evidence_excerpt\": \"Received disconnect from 103.207.39.212: 11: Closed due to user request\"}]},\n"
     "  ],\n"
     "  \"user_facing_answer\": \"是的，这三次断开是客户端主动发起的\"\n"
     "}",
     [text_logs("call_77e0", "query_logs", {"host": "LabSZ", "keyword": "103.207.39.212"}, "ssh", 266, 282)],
     "PASS",
     [F("103.207.39.212 在 08:33 依次试了 support、uucp、admin 三个账号，密码都不对", "direct_evidence", "three Failed password lines (support, uucp, admin) at 08:33:26-08:33:31"),
      F("这三次断开都是对端发起的，断开原因是 Closed due to user request", "direct_evidence", "Received disconnect from 103.207.39.212: 11: Closed due to user request x3"),
      F("是的，这三次断开是客户端主动发起的", "direct_evidence", "same as above: Received disconnect from the client")])

# =====================================================================================
# bD-011  linux  nl_paragraph  quantity
# =====================================================================================
CASE("bD-011", ["source:linux", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
     "combo 上 ftpd 有一条 timed out，是什么连接？",
     "ftpd[31277] 是 02:08:10 从 82.252.162.81 连进来的。"
     "它在 02:23:10 报 User unknown timed out，超时阈值是 15 分钟。"
     "02:08:10 这一秒里这个 IP 一共建了 7 个 ftpd 连接（31272–31278）。"
     "可能是扫描器在批量探测匿名 FTP。",
     [text_logs("call_0x1f", "query_logs", {"host": "combo", "service": "ftpd", "date": "Jun 18"}, "linux", 121, 141)],
     "PASS",
     [F("ftpd[31277] 是 02:08:10 从 82.252.162.81 连进来的", "direct_evidence", "connection line of ftpd[31277] at 02:08:10"),
      F("它在 02:23:10 报 User unknown timed out，超时阈值是 15 分钟", "direct_evidence", "timed out after 900 seconds = 15 min"),
      F("02:08:10 这一秒里这个 IP 一共建了 7 个 ftpd 连接（31272–31278）", "direct_evidence", "7 connection lines at 02:08:10, pids 31272-31278")])

# =====================================================================================
# bD-012  linux  nl_bullets  runbook_only
# =====================================================================================
CASE("bD-012", ["source:linux", "format:nl_bullets", "class:runbook_only"],
     "combo 每天凌晨 4 点 logrotate 报 ALERT exited abnormally with [1]，要紧吗？",
     "关于 logrotate 的 ALERT：\n"
     "- 按运维手册，ALERT exited abnormally with [1] 一般是某个 postrotate 脚本返回了非 0\n"
     "- 最常见的是 cyrus-imapd 的 reload 脚本\n"
     "- 日志轮转本身不受影响\n"
     "- 建议手动跑一次 logrotate -d 看看是哪个配置",
     [failed("call_91", "query_logs", {"host": "combo", "service": "logrotate", "start": "Jun 15"}, "upstream timeout: log backend did not answer within 30s"),
      kb("call_92", "logrotate ALERT exited abnormally with [1]", [
          chunk("kb-lr-01", "runbook/linux/logrotate.md", "logrotate 打印 ALERT exited abnormally with [1] 时，一般是某个 postrotate 脚本返回了非 0。最常见的是 cyrus-imapd 的 reload 脚本。日志轮转本身不受影响，只是脚本退出码被记录下来。"),
          chunk("kb-inc-17", "incidents/2005-06-logrotate.md", "历史案例：mail 主机每天 04:0x 出现同样告警，修复 cyrus 的 postrotate 后消失。", rel="medium", layer="past_incident")])],
     "LOW_CONFID",
     [F("按运维手册，ALERT exited abnormally with [1] 一般是某个 postrotate 脚本返回了非 0", "indirect_support", "attributed to the runbook; chunk kb-lr-01 says it; log call failed"),
      F("最常见的是 cyrus-imapd 的 reload 脚本", "indirect_support", "only in knowledge chunk kb-lr-01"),
      F("日志轮转本身不受影响", "indirect_support", "only in knowledge chunk kb-lr-01")])


# =====================================================================================
# bD-013  linux  json_raw  status_wrong
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "04:20:21 cups 记录了 cupsd shutdown succeeded",
          "support_level": "direct",
          "evidence_bindings": [B(["call_c0p5"], "cupsd shutdown succeeded")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "04:20:26 的 cupsd startup 失败了，cupsd 没能重新起来",
          "support_level": "direct",
          "evidence_bindings": [B(["call_c0p5"], "cupsd startup succeeded")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "04:20:42 syslogd 1.4.1 随后做了 restart",
          "support_level": "direct",
          "evidence_bindings": [B(["call_c0p5"], "{\"service\": \"syslogd 1.4.1\", \"message\": \"restart.\"}")]}],
     "hypotheses": [], "recommended_actions": ["人工拉起 cupsd"], "missing_info": [],
     "user_facing_answer": "cupsd 重启后没能起来。建议人工拉起并检查 /var/log/cups/error_log。"}
CASE("bD-013", ["source:linux", "format:json_raw", "class:status_wrong"],
     "7 月 24 号凌晨 combo 上 cupsd 重启成功了吗？",
     raw(c),
     [json_logs("call_c0p5", "query_logs", {"host": "combo", "start": "Jul 24 02:30", "end": "Jul 24 05:00"}, "linux", 1748, 1757)],
     "REJECT",
     [FC(c, "c1", "direct_evidence", "line Jul 24 04:20:21 cups: cupsd shutdown succeeded"),
      FC(c, "c2", "contradicted", "04:20:26 record says cupsd startup succeeded"),
      FC(c, "c3", "direct_evidence", "JSON pairs match the 04:20:42 syslogd record")])

# =====================================================================================
# bD-014  linux  nl_sloppy  misattribution
# =====================================================================================
CASE("bD-014", ["source:linux", "format:nl_sloppy", "class:misattribution"],
     "Jun 30 晚上 klogind 一堆 Kerberos 失败，具体报的啥？",
     "20:53:04 开始 163.27.187.39 连续触发 klogind 的 Authentication failed\n"
     "19272、19287 这几个进程报的是 Permission denied in replay cache code\n"
     "klogind[19266] 也是 replay cache 的 Permission denied\n"
     "20:53:06 那一批全是 Software caused connection abort\n"
     "每个进程最后都打了 Kerberos authentication failed\n"
     "看着像 replay 攻击 or 时钟不同步，可能要看下 krb5kdc",
     [text_logs("call_k5_0630", "query_logs", {"host": "combo", "service": "klogind", "date": "Jun 30"}, "linux", 539, 584)],
     "REJECT",
     [F("20:53:04 开始 163.27.187.39 连续触发 klogind 的 Authentication failed", "direct_evidence", "23 Authentication failed lines from 163.27.187.39 starting 20:53:04"),
      F("19272、19287 这几个进程报的是 Permission denied in replay cache code", "direct_evidence", "klogind[19272] and [19287] lines"),
      F("klogind[19266] 也是 replay cache 的 Permission denied", "contradicted", "klogind[19266] logs Software caused connection abort; replay cache only for other pids"),
      F("20:53:06 那一批全是 Software caused connection abort", "direct_evidence", "all Authentication failed lines at 20:53:06 say Software caused connection abort"),
      F("每个进程最后都打了 Kerberos authentication failed", "direct_evidence", "each of the 23 pids has one Kerberos authentication failed line")])

# =====================================================================================
# bD-015  linux  json_fenced  quantity
# =====================================================================================
c = {"answer_version": "1.0",
     "diagnosis_summary": "启动正常，内存约 122 MB",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "内核报告可用内存约 122 MB（Memory: 125312k/129720k available）",
          "support_level": "direct",
          "evidence_bindings": [B(["call_dmesg_1"], "Memory: 125312k/129720k available (1540k kernel code, 3860k reserved, 599k data, 144k init, 0k highmem)", tool="get_dmesg")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "LOWMEM 为 126MB，HIGHMEM 为 0",
          "support_level": "direct",
          "evidence_bindings": [B(["call_dmesg_1"], "126MB LOWMEM available.", tool="get_dmesg"), B(["call_dmesg_1"], "0MB HIGHMEM available.", tool="get_dmesg")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "CPU 主频约 0.73 GHz",
          "support_level": "direct",
          "evidence_bindings": [B(["call_dmesg_1"], "Detected 731.219 MHz processor.", tool="get_dmesg")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "可用内存约 122 MB，CPU 主频约 0.73 GHz。"}
CASE("bD-015", ["source:linux", "format:json_fenced", "class:quantity", "class:faithful"],
     "combo 7 月 27 号重启后内核认到多少内存？CPU 多少频率？",
     fenced(c),
     [json_logs("call_dmesg_1", "get_dmesg", {"host": "combo", "boot": "Jul 27 14:41"}, "linux", 1910, 1943)],
     "PASS",
     [FC(c, "c1", "direct_evidence", "125312k ≈ 122 MiB (128 MB decimal), within 约 tolerance"),
      FC(c, "c2", "direct_evidence", "126MB LOWMEM / 0MB HIGHMEM lines"),
      FC(c, "c3", "direct_evidence", "731.219 MHz = 0.73 GHz")])

# =====================================================================================
# bD-016  linux  nl_headings  gap
# =====================================================================================
CASE("bD-016", ["source:linux", "format:nl_headings", "class:gap"],
     "combo 上 named 报 notify question section contains no SOA，从什么时候开始的？影响解析吗？",
     "## 现象\n"
     "named[2306] 从 Jul 25 12:09:06 开始反复打印 notify question section contains no SOA，到 16:29:20 共 16 条。\n"
     "## 影响\n"
     "没有查到任何 SERVFAIL 日志，说明解析没有受影响。\n"
     "## 下一步\n"
     "建议抓包看一下是谁在发这些 notify。",
     [text_logs("call_n1", "query_logs", {"host": "combo", "service": "named", "date": "Jul 25"}, "linux", 1810, 1825),
      nohit("call_n2", "query_logs", {"host": "combo", "service": "named", "keyword": "SERVFAIL", "date": "Jul 25"})],
     "LOW_CONFID",
     [F("named[2306] 从 Jul 25 12:09:06 开始反复打印 notify question section contains no SOA，到 16:29:20 共 16 条", "direct_evidence", "16 lines 12:09:06-16:29:20"),
      F("没有查到任何 SERVFAIL 日志，说明解析没有受影响", "no_evidence", "rests only on a no-hit query; a no-hit does not prove absence or no impact")])

# =====================================================================================
# bD-017  linux  json_indented  fabricated_id
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "ftpd[26463]、ftpd[26466]、ftpd[26482]、ftpd[26484] 在 23:23:13 报 getpeername (ftpd): Transport endpoint is not connected",
          "support_level": "direct",
          "evidence_bindings": [B(["inv_ftp_2323"], "getpeername (ftpd): Transport endpoint is not connected")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "同一秒 xinetd[26482] 和 xinetd[26484] 报 warning: can't get client address: Connection reset by peer",
          "support_level": "direct",
          "evidence_bindings": [B(["inv_ftp_2323"], "warning: can't get client address: Connection reset by peer")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "一分钟后 217.187.88.50 又连进来 4 个 ftpd 会话",
          "support_level": "direct",
          "evidence_bindings": [B(["inv_ftp_2323"], "connection from 217.187.88.50 () at Mon Jul 25 23:24:09 2005")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "getpeername 报错集中在 23:23:13 的 4 个 ftpd 进程。"}
CASE("bD-017", ["source:linux", "format:json_indented", "class:fabricated_id"],
     "Jul 25 23:23 ftpd 的 getpeername 报错是哪些进程？后面还有连接吗？",
     indented(c),
     [json_logs("inv_ftp_2323", "query_logs", {"host": "combo", "start": "Jul 25 23:20", "end": "Jul 25 23:25"}, "linux", 1826, 1835)],
     "REJECT",
     [FC(c, "c1", "direct_evidence", "four getpeername lines at 23:23:13 with these pids"),
      FC(c, "c2", "direct_evidence", "xinetd[26482]/[26484] warning lines"),
      FC(c, "c3", "contradicted", "IP 217.187.88.50 appears nowhere; the output has 217.187.83.50 (one digit off): fabricated")])

# =====================================================================================
# bD-018  linux  nl_bold_labels  faithful / paraphrase
# =====================================================================================
CASE("bD-018", ["source:linux", "format:nl_bold_labels", "class:faithful", "class:paraphrase_zh"],
     "7 月 11 号中午 combo 控制台登录失败是怎么回事？",
     "**现象**：11:33:13 gdm(pam_unix)[2803] 先报 check pass; user unknown，然后是 authentication failure（tty=:0）。\n"
     "**结果**：4 秒后 gdm-binary[2803] 记录 Couldn't authenticate user，也就是图形界面登录没通过。\n"
     "**旁证**：同一天 17:58:16 还有来自 211.137.205.253 的 root 认证失败（sshd）。\n"
     "**建议**：确认一下当时是谁在本地控制台输的用户名。",
     [text_logs("ss-4410", "search_syslog", {"host": "combo", "date": "Jul 11"}, "linux", 1236, 1245)],
     "PASS",
     [F("11:33:13 gdm(pam_unix)[2803] 先报 check pass; user unknown，然后是 authentication failure（tty=:0）", "direct_evidence", "two gdm(pam_unix)[2803] lines at 11:33:13"),
      F("4 秒后 gdm-binary[2803] 记录 Couldn't authenticate user，也就是图形界面登录没通过", "direct_evidence", "gdm-binary[2803] at 11:33:17"),
      F("同一天 17:58:16 还有来自 211.137.205.253 的 root 认证失败（sshd）", "direct_evidence", "sshd(pam_unix) lines at 17:58:16 rhost=211.137.205.253 user=root")])

# =====================================================================================
# bD-019  linux  json_with_text  runbook_only (+ direct)
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "20:53:04 来自 163.27.187.39 的 klogind 认证报 Permission denied in replay cache code",
          "support_level": "direct",
          "evidence_bindings": [B(["toolu_01Kx9"], "Authentication failed from 163.27.187.39 (163.27.187.39): Permission denied in replay cache code", sid="T1")]},
         {"claim_id": "c2", "claim_type": "root_cause",
          "claim_text": "replay cache 报 Permission denied 的根因是 /var/tmp 下 krb5 rcache 文件的属主不对",
          "support_level": "indirect",
          "evidence_bindings": [B(["toolu_01Kx10"], "replay cache 报 Permission denied，多数是 /var/tmp 下 krb5 rcache 文件的属主不对", tool="lookup_knowledge", sid="T2")]}],
     "hypotheses": [], "recommended_actions": ["检查 /var/tmp/rc_* 文件属主"], "missing_info": [],
     "user_facing_answer": "这类报错一般是 rcache 文件属主问题，建议检查 /var/tmp 下 rc_ 开头的文件。"}
CASE("bD-019", ["source:linux", "format:json_with_text", "class:runbook_only", "class:faithful"],
     "combo 上 klogind 报 Permission denied in replay cache code 是啥意思？",
     "结合日志和知识库的结论：\n" + indented(c),
     [text_logs("toolu_01Kx9", "query_logs", {"host": "combo", "service": "klogind", "keyword": "replay cache"}, "linux", 539, 552),
      kb("toolu_01Kx10", "klogind Permission denied in replay cache code", [
          chunk("kb-krb-03", "kb/kerberos/rcache.md", "replay cache 报 Permission denied，多数是 /var/tmp 下 krb5 rcache 文件的属主不对（例如被 root 以外的用户创建）。删除对应的 rc_* 文件后重启 xinetd 即可。")])],
     "PASS",
     [FC(c, "c1", "direct_evidence", "klogind lines at 20:53:04 with this message"),
      FC(c, "c2", "indirect_support", "cause only in knowledge chunk kb-krb-03")])

# =====================================================================================
# bD-020  linux  nl_bullets  hedged_distractor
# =====================================================================================
CASE("bD-020", ["source:linux", "format:nl_bullets", "class:hedged_distractor", "class:quantity"],
     "Jun 30 22:16 test 用户一下子开了好多 ssh 会话，正常吗？",
     "22:16 前后 sshd(pam_unix) 日志结论：\n"
     "- 22:16:32 test（uid=509）一共开了 10 个 sshd 会话（pid 19431–19440）\n"
     "- 这些会话都在 22:16:32–22:16:33 之间关掉了\n"
     "- 可能是某个脚本在循环 ssh 执行命令，也许是 cron 里的备份任务\n"
     "- 不排除账号被盗用后被人批量登录\n"
     "- Jul 1 00:21 开始 60.30.224.116 对 root 出现了 10 次 authentication failure\n"
     "- 建议问一下 test 账号的负责人",
     [text_logs("call_3e7", "query_logs", {"host": "combo", "service": "sshd(pam_unix)", "start": "Jun 30 22:00", "end": "Jul 1 00:30"}, "linux", 585, 614)],
     "PASS",
     [F("22:16:32 test（uid=509）一共开了 10 个 sshd 会话（pid 19431–19440）", "direct_evidence", "10 session opened lines, pids 19431-19440"),
      F("这些会话都在 22:16:32–22:16:33 之间关掉了", "direct_evidence", "10 session closed lines at 22:16:32-33"),
      F("Jul 1 00:21 开始 60.30.224.116 对 root 出现了 10 次 authentication failure", "direct_evidence", "lines 00:21:28-00:21:35, 10 records")])

# =====================================================================================
# bD-021  linux  json_malformed  entity_swap
# =====================================================================================
CASE("bD-021", ["source:linux", "format:json_malformed", "class:entity_swap"],
     "7 月 24 号凌晨 combo 上的匿名 FTP 登录是哪个 IP、哪个进程？",
     "{'answer_version': '1.0', 'claims': ["
     "{'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '02:38:23 ftpd[16777] 和 ftpd[16778] 记录了 ANONYMOUS FTP LOGIN FROM 84.102.20.2', 'support_level': 'direct', "
     "'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_ftp_0724', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_ftp_0724'], 'evidence_excerpt': 'ANONYMOUS FTP LOGIN FROM 84.102.20.2,  (anonymous)'}]}, "
     "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': '登录前一秒 84.102.20.2 建了 8 个 ftpd 连接', 'support_level': 'direct', "
     "'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_ftp_0724', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_ftp_0724'], 'evidence_excerpt': 'connection from 84.102.20.2 () at Sun Jul 24 02:38:22 2005'}]}], "
     "'user_facing_answer': '匿名登录来自 84.102.20.2'}",
     [text_logs("call_ftp_0724", "query_logs", {"host": "combo", "service": "ftpd", "date": "Jul 24"}, "linux", 1740, 1749)],
     "REJECT",
     [F("02:38:23 ftpd[16777] 和 ftpd[16778] 记录了 ANONYMOUS FTP LOGIN FROM 84.102.20.2", "contradicted", "anonymous logins are logged by ftpd[16781]/[16782]; 16777/16778 only log connection lines"),
      F("登录前一秒 84.102.20.2 建了 8 个 ftpd 连接", "direct_evidence", "8 connection lines at 02:38:22"),
      F("匿名登录来自 84.102.20.2", "direct_evidence", "ANONYMOUS FTP LOGIN FROM 84.102.20.2")])

# =====================================================================================
# bD-022  linux  nl_paragraph  unsupported_cause
# =====================================================================================
CASE("bD-022", ["source:linux", "format:nl_paragraph", "class:unsupported_cause", "class:quantity"],
     "Jun 15 中午 combo 被 218.188.2.4 爆破了多少次？",
     "12:12:34 这一秒里 218.188.2.4 触发了 10 次 sshd(pam_unix) authentication failure。"
     "12:13:19 和 12:13:20 又各来了一次。"
     "这个 IP 前一天就已经被安全组拉进了黑名单。"
     "黑名单同步脚本那天中午挂了，所以它又能连进来。"
     "建议检查一下黑名单同步任务。",
     [json_logs("call_p7", "query_logs", {"host": "combo", "service": "sshd(pam_unix)", "start": "Jun 15 04:00", "end": "Jun 15 12:14"}, "linux", 14, 42)],
     "LOW_CONFID",
     [F("12:12:34 这一秒里 218.188.2.4 触发了 10 次 sshd(pam_unix) authentication failure", "direct_evidence", "10 authentication failure records at 12:12:34 with rhost=218.188.2.4"),
      F("12:13:19 和 12:13:20 又各来了一次", "direct_evidence", "pids 23414 and 23416"),
      F("这个 IP 前一天就已经被安全组拉进了黑名单", "no_evidence", "no record about a blacklist"),
      F("黑名单同步脚本那天中午挂了，所以它又能连进来", "no_evidence", "unsupported cause, nothing in the output")])

# =====================================================================================
# bD-023  apache  nl_sloppy  quantity / faithful
# =====================================================================================
CASE("bD-023", ["source:apache", "format:nl_sloppy", "class:quantity", "class:faithful"],
     "Apache 04:51 到 04:53 mod_jk 一直报 error state，什么情况？",
     "04:51~04:52 这段 mod_jk 共 9 条 [error]\n"
     "其中 state 6 有 6 条, state 7 有 3 条\n"
     "报错前都有 jk2_init() Found child ... in scoreboard 和 workerEnv.init() ok\n"
     "child 6725 在 scoreboard slot 10\n"
     "可能是 workers2.properties 里 worker 配置有问题, 待确认",
     [json_logs("call_ap01", "query_logs", {"service": "httpd", "start": "Sun Dec 04 04:51:00 2005", "end": "Sun Dec 04 04:53:00 2005"}, "apache", 3, 34)],
     "PASS",
     [F("04:51~04:52 这段 mod_jk 共 9 条 [error]", "direct_evidence", "9 error records in the output (04:51:18-04:52:52)"),
      F("其中 state 6 有 6 条, state 7 有 3 条", "direct_evidence", "error state 6 x6, error state 7 x3"),
      F("报错前都有 jk2_init() Found child ... in scoreboard 和 workerEnv.init() ok", "direct_evidence", "each burst of errors follows Found child and workerEnv.init() ok lines"),
      F("child 6725 在 scoreboard slot 10", "direct_evidence", "jk2_init() Found child 6725 in scoreboard slot 10")])

# =====================================================================================
# bD-024  apache  json_raw  value_wrong
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "17:43:08 jk2_init() 报 Can't find child 1566 in scoreboard 和 Can't find child 1567 in scoreboard",
          "support_level": "direct",
          "evidence_bindings": [B(["call_9d2"], "jk2_init() Can't find child 1566 in scoreboard")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "17:43:12 mod_jk child init 返回 1 -3",
          "support_level": "direct",
          "evidence_bindings": [B(["call_9d2"], "mod_jk child init 1 -2")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "同一秒 workerEnv 报了 error state 9、8、7、6",
          "support_level": "direct",
          "evidence_bindings": [B(["call_9d2"], "mod_jk child workerEnv in error state 9")]},
         {"claim_id": "c4", "claim_type": "recommendation",
          "claim_text": "建议检查 scoreboard 共享内存是否被残留进程占用",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议先检查 scoreboard 共享内存，再看 workers2.properties。"}
CASE("bD-024", ["source:apache", "format:json_raw", "class:value_wrong"],
     "17:43 那次 Apache 重启 mod_jk 都报了什么？",
     raw(c),
     [json_logs("call_9d2", "query_logs", {"service": "httpd", "level": "*", "start": "Sun Dec 04 17:36:00 2005", "end": "Sun Dec 04 18:30:00 2005"}, "apache", 775, 806)],
     "REJECT",
     [FC(c, "c1", "direct_evidence", "two Can't find child lines at 17:43:08"),
      FC(c, "c2", "contradicted", "the record says mod_jk child init 1 -2, not 1 -3"),
      FC(c, "c3", "direct_evidence", "error state 9, 8, 7, 9, 6 at 17:43:12"),
      FC(c, "c4", "no_evidence", "recommendation, non-critical")])


# =====================================================================================
# bD-025  apache  nl_bullets  entity_swap
# =====================================================================================
CASE("bD-025", ["source:apache", "format:nl_bullets", "class:entity_swap", "class:quantity"],
     "Apache 一直有 Directory index forbidden 的 error，都是哪些 client？",
     "Directory index forbidden 汇总：\n"
     "- 07:45 到 16:24 之间共有 13 个不同 client 触发 Directory index forbidden by rule: /var/www/html/\n"
     "- 每个 client 只出现了一次\n"
     "- 16:24:05 那条来自 client 24.83.37.136\n"
     "- 同一时段 mod_jk 在 16:24:06 和 16:32:56 都报了 error state 6\n"
     "- 建议在 /var/www/html/ 下放个 index.html，或者关掉 Indexes",
     [text_logs("call_dirx", "query_logs", {"service": "httpd", "level": "error", "start": "Sun Dec 04 07:18:00 2005", "end": "Sun Dec 04 16:33:00 2005"}, "apache", 570, 600)],
     "REJECT",
     [F("07:45 到 16:24 之间共有 13 个不同 client 触发 Directory index forbidden by rule: /var/www/html/", "direct_evidence", "13 forbidden lines, 13 distinct client IPs, 07:45:45-16:24:05"),
      F("每个 client 只出现了一次", "direct_evidence", "no client IP repeats in the output"),
      F("16:24:05 那条来自 client 24.83.37.136", "contradicted", "the 16:24:05 line is client 58.225.62.140; 24.83.37.136 has its own line at 15:59:01"),
      F("同一时段 mod_jk 在 16:24:06 和 16:32:56 都报了 error state 6", "direct_evidence", "error state 6 lines at 16:24:06 and 16:32:56")])

# =====================================================================================
# bD-026  apache  json_fenced  gap (failed call + deduped chunk)
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "mod_jk 从 Sun Dec 04 06:20:46 开始报 error state 8",
          "support_level": "direct",
          "evidence_bindings": [B(["call_es1"], "mod_jk child workerEnv in error state 8")]},
         {"claim_id": "c2", "claim_type": "root_cause",
          "claim_text": "error state 8 对应 AJP 连接被后端 Tomcat 重置",
          "support_level": "indirect",
          "evidence_bindings": [B(["call_kb1"], "error state 8 表示 AJP 连接被后端 Tomcat 重置", tool="lookup_knowledge")]},
         {"claim_id": "c3", "claim_type": "next_step",
          "claim_text": "建议等 ES 恢复后重新拉一次 06:00-07:30 的 error_log",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": [], "missing_info": ["error_log 查询失败"],
     "user_facing_answer": "建议 ES 恢复后再核实一遍。"}
CASE("bD-026", ["source:apache", "format:json_fenced", "class:gap"],
     "Apache 的 mod_jk error state 8 是什么意思？从什么时候开始出现的？",
     fenced(c),
     [failed("call_es1", "query_logs", {"service": "httpd", "keyword": "error state 8"}, "elasticsearch: 429 Too Many Requests (circuit_breaking_exception)"),
      kb("call_kb1", "mod_jk workerEnv error state 8", [
          chunk("kb-jk-08", "runbook/apache/mod_jk.md", "error state 8 表示 AJP 连接被后端 Tomcat 重置，通常伴随 Tomcat 侧的 connector 重启。", deduped=True)])],
     "LOW_CONFID",
     [FC(c, "c1", "no_evidence", "only binding is the failed call_es1; no successful output"),
      FC(c, "c2", "no_evidence", "only in a deduped chunk"),
      FC(c, "c3", "no_evidence", "next_step, non-critical")])

# =====================================================================================
# bD-027  apache  nl_paragraph  time_wrong
# =====================================================================================
CASE("bD-027", ["source:apache", "format:nl_paragraph", "class:time_wrong", "class:quantity"],
     "Apache 20:47 左右 Can't find child 是哪几个 pid？",
     "20:47:16 jk2_init() 报 Can't find child 2082 in scoreboard。"
     "20:47:17 又连续报了 Can't find child 2085 和 2086。"
     "child 2081 是在 20:46:16 被找到的，分在 scoreboard slot 6。"
     "同一时段 mod_jk child init 1 -2 一共出现了 3 次。",
     [text_logs("call_4471", "query_logs", {"service": "httpd", "start": "Sun Dec 04 20:41:00 2005", "end": "Sun Dec 04 20:47:30 2005"}, "apache", 1025, 1045)],
     "REJECT",
     [F("20:47:16 jk2_init() 报 Can't find child 2082 in scoreboard", "direct_evidence", "line at 20:47:16"),
      F("20:47:17 又连续报了 Can't find child 2085 和 2086", "direct_evidence", "two lines at 20:47:17"),
      F("child 2081 是在 20:46:16 被找到的，分在 scoreboard slot 6", "contradicted", "Found child 2081 in scoreboard slot 6 is at 20:47:16, not 20:46:16"),
      F("同一时段 mod_jk child init 1 -2 一共出现了 3 次", "direct_evidence", "three mod_jk child init 1 -2 lines")])

# =====================================================================================
# bD-028  apache  json_indented  excerpt_format (whole log lines)
# =====================================================================================
c = {"answer_version": "1.0",
     "diagnosis_summary": "error_log 末尾仍在持续报 error state 6",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "Mon Dec 05 19:15:57 最后一次报 mod_jk child workerEnv in error state 6",
          "support_level": "direct",
          "evidence_bindings": [B(["tail-01"], "[Mon Dec 05 19:15:57 2005] [error] mod_jk child workerEnv in error state 6", tool="read_file_tail")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "19:15:55 jk2_init() 找到了 child 6790（slot 7）和 child 6791（slot 8）",
          "support_level": "direct",
          "evidence_bindings": [B(["tail-01"], "[Mon Dec 05 19:15:55 2005] [notice] jk2_init() Found child 6790 in scoreboard slot 7", tool="read_file_tail"),
                                B(["tail-01"], "[Mon Dec 05 19:15:55 2005] [notice] jk2_init() Found child 6791 in scoreboard slot 8", tool="read_file_tail")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "19:14:09 client 61.220.139.68 触发了 Directory index forbidden by rule: /var/www/html/",
          "support_level": "direct",
          "evidence_bindings": [B(["tail-01"], "[client 61.220.139.68] Directory index forbidden by rule: /var/www/html/", tool="read_file_tail")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "error_log 末尾 19:15:57 最后一次报 error state 6。建议持续观察。"}
CASE("bD-028", ["source:apache", "format:json_indented", "class:excerpt_format", "class:faithful"],
     "Apache error_log 最后那次 error state 6 是几点？前面还有啥？",
     indented(c),
     [text_logs("tail-01", "read_file_tail", {"path": "/var/log/httpd/error_log", "lines": 13}, "apache", 1988, 2000)],
     "PASS",
     [FC(c, "c1", "direct_evidence", "excerpt is the verbatim last line"),
      FC(c, "c2", "direct_evidence", "both Found child lines at 19:15:55, verbatim"),
      FC(c, "c3", "direct_evidence", "excerpt is a substring of the 19:14:09 line")])

# =====================================================================================
# bD-029  hpc  nl_bullets  faithful
# =====================================================================================
def _events(recs):
    return {"cluster": "hpc", "events": [{"id": r["log_id"], "node": r["node"], "type": r["component"] + "/" + r["event"],
                                          "time": r["ts"], "detail": r["message"]} for r in recs]}


CASE("bD-029", ["source:hpc", "format:nl_bullets", "class:faithful", "class:paraphrase_zh"],
     "最近哪些节点报了电源故障？",
     "电源 / 温度相关事件：\n"
     "- node-118 报了两次 psu failure，ambient 分别是 28 和 31\n"
     "- node-3、node-238、node-104 各有一次 psu failure（ambient=28）\n"
     "- Interconnect-0N00 两次报 Temperature (41C) exceeds warning threshold，即温度超过告警阈值\n"
     "- 建议先换 node-118 的电源",
     [custom("ev-psu-1", "get_node_events", {"types": ["node/psu", "switch_module/temphigh", "boot_cmd/*"], "limit": 15}, "hpc", 166, 180, _events)],
     "PASS",
     [F("node-118 报了两次 psu failure，ambient 分别是 28 和 31", "direct_evidence", "two node-118 psu events, ambient=28 and ambient=31"),
      F("node-3、node-238、node-104 各有一次 psu failure（ambient=28）", "direct_evidence", "one psu event each, ambient=28"),
      F("Interconnect-0N00 两次报 Temperature (41C) exceeds warning threshold，即温度超过告警阈值", "direct_evidence", "two temphigh events of Interconnect-0N00")])

# =====================================================================================
# bD-030  hpc  json_raw  misattribution
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "node-D0 报了 ServerFileSystem domain panic（storage442）",
          "support_level": "direct",
          "evidence_bindings": [B(["call_cfs_22"], "{\"node\": \"node-D0\", \"event\": \"fdmn.panic\"}")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "node-69 和 node-162 都在 network 5.5.224.0 上通过 alt0 检测到网络连接失败",
          "support_level": "direct",
          "evidence_bindings": [B(["call_cfs_22"], "detected a failed network connection on network 5.5.224.0 via interface alt0")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "node-D7 也报了 storage442 的 domain panic",
          "support_level": "direct",
          "evidence_bindings": [B(["call_cfs_22"], "ServerFileSystem: An ServerFileSystem domain panic has occurred on storage442")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议优先检查 storage442 所在的存储域。"}
CASE("bD-030", ["source:hpc", "format:json_raw", "class:misattribution"],
     "集群文件系统 domain panic 是哪个节点报的？同时有没有网络问题？",
     raw(c),
     [json_logs("call_cfs_22", "query_logs", {"component": ["clusterfilesystem", "unix.hw"], "limit": 11}, "hpc", 205, 215)],
     "REJECT",
     [FC(c, "c1", "direct_evidence", "fdmn.panic record of node-D0 on storage442"),
      FC(c, "c2", "direct_evidence", "net.niff.down records of node-69 and node-162"),
      FC(c, "c3", "contradicted", "node-D7's own records are no_server (storage1231/1311); the panic is only logged by node-D0")])

# =====================================================================================
# bD-031  hpc  nl_sloppy  hedged_distractor
# =====================================================================================
CASE("bD-031", ["source:hpc", "format:nl_sloppy", "class:hedged_distractor", "class:faithful"],
     "节点温度有没有异常？gige 交换机那边呢？",
     "温度这块:\n"
     "node-30 ambient=34, 是这批里最高的\n"
     "node-20 两次都是 ambient=26\n"
     "gige7 的 temperature 在 warning 和 normal 之间来回跳\n"
     "可能是机房 B 区空调有点问题?? 不确定\n"
     "也许 gige7 的传感器本身就不准\n"
     "建议先观察, 别急着动",
     [json_logs("call_t3mp", "query_logs", {"component": ["node", "gige"], "event": "temperature", "limit": 41}, "hpc", 760, 800)],
     "PASS",
     [F("node-30 ambient=34, 是这批里最高的", "direct_evidence", "node ambient values in output: 26-34; node-30 has 34, the maximum"),
      F("node-20 两次都是 ambient=26", "direct_evidence", "two node-20 records, both ambient=26"),
      F("gige7 的 temperature 在 warning 和 normal 之间来回跳", "direct_evidence", "gige7 records alternate warning / normal")])

# =====================================================================================
# bD-032  hpc  json_indented  runbook_only
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "root_cause",
          "claim_text": "按知识库，Fan speeds 里的 **** 表示该风扇的转速读数缺失",
          "support_level": "indirect",
          "evidence_bindings": [B(["call_kbfan"], "Fan speeds 中的 **** 表示该风扇转速读数缺失", tool="lookup_knowledge")]},
         {"claim_id": "c2", "claim_type": "root_cause",
          "claim_text": "连续出现 **** 通常是风扇传感器掉线",
          "support_level": "indirect",
          "evidence_bindings": [B(["call_kbfan"], "连续出现通常是传感器掉线", tool="lookup_knowledge")]},
         {"claim_id": "c3", "claim_type": "recommendation",
          "claim_text": "建议按手册更换 Interconnect-0N00 的风扇模块",
          "support_level": "none", "evidence_bindings": []}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议按手册更换 Interconnect-0N00 的风扇模块。"}
CASE("bD-032", ["source:hpc", "format:json_indented", "class:runbook_only"],
     "Interconnect-0N00 的 Fan speeds 里有 ****，是什么意思？",
     indented(c),
     [text_logs("call_fan0", "query_logs", {"node": "Interconnect-0N00", "event": "fan", "limit": 15}, "hpc", 290, 304),
      kb("call_kbfan", "switch_module Fan speeds ****", [
          chunk("kb-hw-fan-2", "runbook/hpc/switch_module.md", "Fan speeds 中的 **** 表示该风扇转速读数缺失。连续出现通常是传感器掉线，偶发一次可以忽略。连续一周以上需要更换风扇模块。")])],
     "LOW_CONFID",
     [FC(c, "c1", "indirect_support", "meaning of **** only in knowledge chunk, attributed to the KB"),
      FC(c, "c2", "indirect_support", "only in knowledge chunk kb-hw-fan-2"),
      FC(c, "c3", "no_evidence", "recommendation, non-critical")])

# =====================================================================================
# bD-033  hpc  json_with_text  excerpt_format (JSON pairs)
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "node-5 的 risBoot（command 1903）报 Timed out while waiting for SRM prompt",
          "support_level": "direct",
          "evidence_bindings": [B(["es_hpc_09"], "{\"event\": \"error\", \"node\": \"node-5\", \"component\": \"action\"}", tool="es_query")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "Interconnect-0N03 两次报 Linkerror event interval expired",
          "support_level": "direct",
          "evidence_bindings": [B(["es_hpc_09"], "Linkerror event interval expired", tool="es_query")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "Interconnect-1N01 有两条 Link in reset",
          "support_level": "direct",
          "evidence_bindings": [B(["es_hpc_09"], "{\"node\": \"Interconnect-1N01\", \"message\": \"Link in reset\"}", tool="es_query")]}],
     "hypotheses": ["SRM 超时可能和同时段的链路抖动有关"], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "node-5 risBoot 超时。SRM 超时可能和链路抖动有关。"}
CASE("bD-033", ["source:hpc", "format:json_with_text", "class:excerpt_format"],
     "node-5 risBoot 失败是什么原因？那段时间交换机有报错吗？",
     "我查了 es 里 action/switch_module 的事件，结论如下：\n" + raw(c),
     [es_logs("es_hpc_09", "es_query", {"index": "hpc-events", "q": "component:(action OR switch_module)", "size": 16}, "hpc", 1455, 1470, index="hpc-events")],
     "PASS",
     [FC(c, "c1", "direct_evidence", "JSON pairs are fields of the node-5 action error record"),
      FC(c, "c2", "direct_evidence", "two Interconnect-0N03 Linkerror records"),
      FC(c, "c3", "direct_evidence", "two Interconnect-1N01 Link in reset records")])

# =====================================================================================
# bD-034  hpc  json_compact  bad_reference
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "node-D3 上出现了 4 次 ServerFileSystem domain full",
          "support_level": "direct",
          "evidence_bindings": [B(["T3"], "ServerFileSystem: ServerFileSystem domain root7_local is full", sid="T3")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "root22_local 一共满了 3 次",
          "support_level": "direct",
          "evidence_bindings": [B(["call_hpc_fs"], "root22_local is full on node-D3")]}],
     "hypotheses": [], "recommended_actions": ["清理 node-D3 的 root*_local"], "missing_info": [],
     "user_facing_answer": "建议尽快清理 node-D3 上的 root*_local。"}
CASE("bD-034", ["source:hpc", "format:json_compact", "class:bad_reference", "class:quantity"],
     "ServerFileSystem domain full 哪个节点最多？",
     json.dumps(c, ensure_ascii=False, separators=(",", ":")),
     [json_logs("call_hpc_fs", "query_logs", {"component": "clusterfilesystem", "event": "fdmn.full"}, "hpc", 323, 334)],
     "LOW_CONFID",
     [FC(c, "c1", "indirect_support", "count is right (4 node-D3 records) but the binding names trace ref T3; only one evidence call exists"),
      FC(c, "c2", "indirect_support", "3 root22_local records is right, but the excerpt 'root22_local is full on node-D3' is not in the output")])

# =====================================================================================
# bD-035  hpc  json_malformed (truncated)  fabricated_id
# =====================================================================================
CASE("bD-035", ["source:hpc", "format:json_malformed", "class:fabricated_id"],
     "哪些 ServerFileSystem domain 掉了服务节点？",
     "{\"answer_version\": \"1.0\", \"claims\": ["
     "{\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"root9_domain 和 root10_domain 都不再由 node-224 提供服务\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"q-cfs-4\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"q-cfs-4\"], \"evidence_excerpt\": \"is no longer served by node node-224\"}]}, "
     "{\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"node-96 先后停止服务 cluster_root_backup 和 root28_domain\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"q-cfs-4\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"q-cfs-4\"], \"evidence_excerpt\": \"domain root28_domain is no longer served by node node-96\"}]}, "
     "{\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"root30_domain 是从 node-10 上掉的\", \"support_level\": \"direct\", \"evidence_bindings\": [{\"source_type\": \"tool_output\", \"source_id\": \"q-cfs-4\", \"tool_name\": \"query_l",
     [text_logs("q-cfs-4", "query_logs", {"component": "clusterfilesystem", "event": "clusterfilesystem.not_served", "limit": 12}, "hpc", 335, 346)],
     "REJECT",
     [F("root9_domain 和 root10_domain 都不再由 node-224 提供服务", "direct_evidence", "two not_served records naming node-224"),
      F("node-96 先后停止服务 cluster_root_backup 和 root28_domain", "direct_evidence", "two not_served records naming node-96"),
      F("root30_domain 是从 node-10 上掉的", "contradicted", "output says root30_domain ... served by node node-0; node-10 appears nowhere: fabricated")])

# =====================================================================================
# bD-036  hpc  nl_paragraph  gap (no-hit)
# =====================================================================================
CASE("bD-036", ["source:hpc", "format:nl_paragraph", "class:gap"],
     "node-246 的硬件组件出过什么问题？后来重启过吗？",
     "node-246 有两个组件进入了 unavailable 状态：SCSI-WWID:01000010:6005-08b4-0001-00c6-0006-3000-003d-0000（HWID=1973）和 alt0（HWID=5089）。"
     "同一批记录里 node-153 的 alt0 也进入了 unavailable（HWID=4088）。"
     "node-246 之后一直没有重启过。"
     "建议排查 node-246 的 SCSI 链路。",
     [json_logs("call_hw_246", "query_logs", {"component": "unix.hw", "event": "state_change.unavailable"}, "hpc", 1, 12),
      nohit("call_hw_247", "query_logs", {"node": "node-246", "component": "action", "keyword": "boot"})],
     "LOW_CONFID",
     [F("node-246 有两个组件进入了 unavailable 状态：SCSI-WWID:01000010:6005-08b4-0001-00c6-0006-3000-003d-0000（HWID=1973）和 alt0（HWID=5089）", "direct_evidence", "two node-246 state_change.unavailable records with these HWIDs"),
      F("同一批记录里 node-153 的 alt0 也进入了 unavailable（HWID=4088）", "direct_evidence", "node-153 record HWID=4088"),
      F("node-246 之后一直没有重启过", "no_evidence", "only a no-hit boot query; absence not proven")])


# =====================================================================================
# bD-037  thunderbird  nl_bullets  misattribution
# =====================================================================================
CASE("bD-037", ["source:thunderbird", "format:nl_bullets", "class:misattribution"],
     "00:11:43:e3:ba:c3 这台机器 PXE 一直拿不到地址？",
     "dhcpd 这边看到的情况：\n"
     "- 00:11:43:e3:ba:c3 在 12:01:41 通过 eth1 发了 DHCPDISCOVER\n"
     "- aadmin1 给它 offer 了 10.100.4.251，12:01:43 回了 DHCPACK\n"
     "- aadmin1 同样报了 network A_net: no free leases\n"
     "- aadmin2、aadmin3、aadmin4 对 10.100.4.251 的 DHCPREQUEST 都回 unknown lease\n"
     "- 建议只保留 aadmin1 一台 dhcpd 对 A_net 提供服务",
     [text_logs("call_dhcp_1", "query_logs", {"process": "dhcpd", "keyword": "00:11:43:e3:ba:c3", "start": "Nov 9 12:01:30", "end": "Nov 9 12:01:45"}, "tb", 128, 144)],
     "REJECT",
     [F("00:11:43:e3:ba:c3 在 12:01:41 通过 eth1 发了 DHCPDISCOVER", "direct_evidence", "DHCPDISCOVER from 00:11:43:e3:ba:c3 via eth1 at 12:01:41"),
      F("aadmin1 给它 offer 了 10.100.4.251，12:01:43 回了 DHCPACK", "direct_evidence", "aadmin1 DHCPOFFER at 12:01:41 and DHCPACK at 12:01:43"),
      F("aadmin1 同样报了 network A_net: no free leases", "contradicted", "aadmin1's own lines are OFFER/ACK/REQUEST; no free leases only on aadmin2/3/4"),
      F("aadmin2、aadmin3、aadmin4 对 10.100.4.251 的 DHCPREQUEST 都回 unknown lease", "direct_evidence", "three unknown lease 10.100.4.251 lines at 12:01:43")])

# =====================================================================================
# bD-038  thunderbird  json_fenced  faithful / quantity
# =====================================================================================
c = {"answer_version": "1.0",
     "diagnosis_summary": "各 admin 节点本机 relay 拒绝连接，root 邮件全部 Deferred",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "eadmin1 上 sendmail 队列 jA9J1UvC004306 投递被推迟：stat=Deferred: Connection refused by [127.0.0.1]",
          "support_level": "direct",
          "evidence_bindings": [B(["call_sm_01"], "jA9J1UvC004306: to=root, ctladdr=root (0/0), delay=00:00:01")]},
         {"claim_id": "c2", "claim_type": "metric_finding",
          "claim_text": "这封邮件大小约 0.6 MB（size=629060）",
          "support_level": "direct",
          "evidence_bindings": [B(["call_sm_01"], "jA9J1UvC004306: from=root, size=629060")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "badmin1、cadmin1、dadmin1 发给 root 的邮件也都是 Deferred，relay 都指向 127.0.0.1",
          "support_level": "direct",
          "evidence_bindings": [B(["call_sm_01"], "stat=Deferred: Connection refused by [127.0.0.1]")]},
         {"claim_id": "c4", "claim_type": "log_finding",
          "claim_text": "eadmin1、badmin1、cadmin1、dadmin1 的 sendmail 都报 unable to qualify my own domain name，只能用短主机名",
          "support_level": "direct",
          "evidence_bindings": [B(["call_sm_01"], "unable to qualify my own domain name (cadmin1) -- using short name")]}],
     "hypotheses": [], "recommended_actions": ["检查本机 25 端口的 MTA 是否在监听"], "missing_info": [],
     "user_facing_answer": "邮件 Deferred 是因为本机 127.0.0.1 上的 relay 拒绝连接。建议检查本机 25 端口是否有 MTA 在监听。"}
CASE("bD-038", ["source:thunderbird", "format:json_fenced", "class:faithful", "class:quantity"],
     "admin 节点上的 cron 邮件为什么一直发不出去？",
     fenced(c),
     [json_logs("call_sm_01", "query_logs", {"process": "sendmail", "start": "Nov 9 12:01:30", "end": "Nov 9 12:01:36"}, "tb", 96, 118, filt=r"sendmail\[")],
     "PASS",
     [FC(c, "c1", "direct_evidence", "eadmin1 record of jA9J1UvC004306 with stat=Deferred: Connection refused by [127.0.0.1]"),
      FC(c, "c2", "direct_evidence", "629060 B ≈ 0.63 MB / 0.60 MiB"),
      FC(c, "c3", "direct_evidence", "to=root Deferred records of badmin1, cadmin1, dadmin1, relay=[127.0.0.1]"),
      FC(c, "c4", "direct_evidence", "four unable to qualify my own domain name lines")])

# =====================================================================================
# bD-039  thunderbird  nl_sloppy  negation
# =====================================================================================
CASE("bD-039", ["source:thunderbird", "format:nl_sloppy", "class:negation"],
     "ganglia 网页上整个集群都是灰的，tbird-admin1 上 gmetad 有问题吗？",
     "12:01 前后 syslog 看了:\n"
     "tbird-admin1 上 gmetad[1682] 没有任何报错, 数据源都正常\n"
     "ntpd 这边 cn142 / dn1021 / dn736 在 12:01:03 同步到了 stratum 3\n"
     "ib_sm 12:01:14 报 No topology change\n"
     "可能跟 gmond 有关, 可以再看看 gmond",
     [text_logs("ss-tb-0101", "search_syslog", {"since": "Nov 9 12:01:00", "until": "Nov 9 12:01:20"}, "tb", 40, 73)],
     "REJECT",
     [F("tbird-admin1 上 gmetad[1682] 没有任何报错, 数据源都正常", "contradicted", "gmetad[1682] logs data_thread() got not answer from any [...] datasource 15 times"),
      F("ntpd 这边 cn142 / dn1021 / dn736 在 12:01:03 同步到了 stratum 3", "direct_evidence", "three ntpd synchronized lines at 12:01:03"),
      # (resolution of the second-labeller disagreement: the sshd[19023] sentence was dropped; its line 74 lies outside the window)
      F("ib_sm 12:01:14 报 No topology change", "direct_evidence", "ib_sm.x[24904] line at 12:01:14")])

# =====================================================================================
# bD-040  thunderbird  json_raw  fabricated_id
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "12:01:01 gmetad[1682] 连续报 Thunderbird_A8、Thunderbird_B8、Thunderbird_C5 三个数据源没有应答",
          "support_level": "direct",
          "evidence_bindings": [B(["call_gm"], "data_thread() got not answer from any [Thunderbird_A8] datasource")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "12:01:17 Thunderbird_A9 数据源也没有应答",
          "support_level": "direct",
          "evidence_bindings": [B(["call_gm"], "data_thread() got not answer from any [Thunderbird_A9] datasource")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "12:01:01 到 12:01:18 之间 gmetad 一共 15 次报 got not answer from any datasource",
          "support_level": "direct",
          "evidence_bindings": [B(["call_gm"], "got not answer from any")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "gmetad 收不到各 Thunderbird 数据源的应答。"}
CASE("bD-040", ["source:thunderbird", "format:json_raw", "class:fabricated_id", "class:quantity"],
     "gmetad 是哪些数据源没响应？",
     raw(c),
     [json_logs("call_gm", "query_logs", {"node": "tbird-admin1", "process": "gmetad", "start": "Nov 9 12:01:00", "end": "Nov 9 12:01:20"}, "tb", 40, 73, filt=r"gmetad\[")],
     "REJECT",
     [FC(c, "c1", "direct_evidence", "three gmetad lines at 12:01:01"),
      FC(c, "c2", "contradicted", "Thunderbird_A9 appears nowhere; 12:01:17 lines are Thunderbird_A3 / A5: fabricated"),
      FC(c, "c3", "direct_evidence", "total 15 gmetad records 12:01:01-12:01:18")])

# =====================================================================================
# bD-041  thunderbird  nl_headings  faithful / paraphrase
# =====================================================================================
CASE("bD-041", ["source:thunderbird", "format:nl_headings", "class:paraphrase_zh", "class:faithful"],
     "tbird-admin1 重启后 ssh 连不上 IPv4 地址，怎么回事？",
     "## 结论\n"
     "tbird-admin1 上 sshd[1761] 已经在 :: 的 22 端口监听，但绑定 0.0.0.0 的 22 端口失败，原因是 Address already in use。\n"
     "## 其他\n"
     "- 12:10:54 gmetad startup succeeded。\n"
     "- 12:10:57 syslog-ng[1605] 打不开 /dev/logsurfer（No such file or directory）。\n"
     "## 建议\n"
     "- 可能是 IPv6 socket 已经占了 IPv4 的 22 端口，建议在 sshd_config 里把 ListenAddress 写清楚。",
     [text_logs("call_boot_tb", "query_logs", {"node": "tbird-admin1", "start": "Nov 9 12:10:54", "end": "Nov 9 12:10:58"}, "tb", 1455, 1471)],
     "PASS",
     [F("tbird-admin1 上 sshd[1761] 已经在 :: 的 22 端口监听，但绑定 0.0.0.0 的 22 端口失败，原因是 Address already in use", "direct_evidence", "sshd[1761] Server listening on :: port 22 / error: Bind to port 22 on 0.0.0.0 failed: Address already in use"),
      F("12:10:54 gmetad startup succeeded", "direct_evidence", "gmetad: gmetad startup succeeded at 12:10:54"),
      F("12:10:57 syslog-ng[1605] 打不开 /dev/logsurfer（No such file or directory）", "direct_evidence", "Cannot open file /dev/logsurfer for writing (No such file or directory)")])

# =====================================================================================
# bD-042  thunderbird  json_indented  status_wrong
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "12:10:52 netfs 挂载 NFS 文件系统成功",
          "support_level": "direct",
          "evidence_bindings": [B(["qlog-1384"], "Mounting NFS filesystems: succeeded")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "netfs 挂载 other filesystems 也成功了",
          "support_level": "direct",
          "evidence_bindings": [B(["qlog-1384"], "Mounting other filesystems")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "12:10:51 sshd[4718] 记录用户 #29# 从 #30# 认证通过",
          "support_level": "direct",
          "evidence_bindings": [B(["qlog-1384"], "User #29#, coming from #30#, authenticated.")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议再核对一下 /etc/fstab 里的条目。"}
CASE("bD-042", ["source:thunderbird", "format:json_indented", "class:status_wrong"],
     "tbird-admin1 启动时文件系统都挂上了吗？",
     indented(c),
     [json_logs("qlog-1384", "query_logs", {"start": "Nov 9 12:10:50", "end": "Nov 9 12:10:52"}, "tb", 1372, 1384)],
     "REJECT",
     [FC(c, "c1", "direct_evidence", "netfs: Mounting NFS filesystems: succeeded"),
      FC(c, "c2", "contradicted", "record says Mounting other filesystems: failed"),
      FC(c, "c3", "direct_evidence", "sshd[4718] line at 12:10:51")])

# =====================================================================================
# bD-043  thunderbird  nl_bold_labels  unsupported_cause
# =====================================================================================
CASE("bD-043", ["source:thunderbird", "format:nl_bold_labels", "class:unsupported_cause"],
     "tbird-admin1 启动日志里一堆 ide Wait for ready failed，要紧吗？",
     "**现象**：tbird-admin1 启动时 ide0 到 ide5 都报 Wait for ready failed before probe !\n"
     "**原因**：上周机房换 RAID 卡的时候把 IDE 线拔掉了。\n"
     "**旁证**：同一次启动里 floppy0 也报了 no floppy controllers found。\n"
     "**建议**：有空把 BIOS 里的 IDE 控制器关掉。",
     [text_logs("call_dmesg_tb", "get_dmesg", {"node": "tbird-admin1", "grep": "ide|floppy|e1000|hid|rng|fdisk"}, "tb", 1305, 1318)],
     "LOW_CONFID",
     [F("tbird-admin1 启动时 ide0 到 ide5 都报 Wait for ready failed before probe !", "direct_evidence", "six ide0..ide5 lines"),
      F("上周机房换 RAID 卡的时候把 IDE 线拔掉了", "no_evidence", "no record of a RAID card change or cabling"),
      F("同一次启动里 floppy0 也报了 no floppy controllers found", "direct_evidence", "floppy0: no floppy controllers found")])

# =====================================================================================
# bD-044  thunderbird  json_with_text  gap (no-hit)
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "12:01:10 到 12:01:52 之间 tbird-sm1 上 ib_sm.x[24904] 做了 4 次 NEW SWEEP",
          "support_level": "direct",
          "evidence_bindings": [B(["call_ib1"], "[ib_sm_sweep.c:1831]: ********************** NEW SWEEP ********************")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "每次 sweep 之后都是 No topology change",
          "support_level": "direct",
          "evidence_bindings": [B(["call_ib1"], "[ib_sm_sweep.c:1455]: No topology change")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "这段时间 tbird-sm1 没有发生过 SM failover",
          "support_level": "direct",
          "evidence_bindings": [B(["call_ib2"], "failover")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议继续观察 ib_sm 的 sweep 日志。"}
CASE("bD-044", ["source:thunderbird", "format:json_with_text", "class:gap"],
     "IB 网络 12:01 左右有没有拓扑变化？SM 有没有切换？",
     "先说结论（JSON）：\n" + raw(c),
     [text_logs("call_ib1", "query_logs", {"node": "tbird-sm1", "process": "ib_sm.x", "start": "Nov 9 12:01:00", "end": "Nov 9 12:02:00"}, "tb", 56, 169, filt=r"ib_sm\.x"),
      nohit("call_ib2", "query_logs", {"node": "tbird-sm1", "keyword": "failover OR standby OR MASTER"})],
     "LOW_CONFID",
     [FC(c, "c1", "direct_evidence", "NEW SWEEP lines at 12:01:10, :24, :38, :52"),
      FC(c, "c2", "direct_evidence", "each sweep followed by No topology change"),
      FC(c, "c3", "no_evidence", "rests only on the no-hit call_ib2")])

# =====================================================================================
# bD-045  thunderbird  nl_paragraph  quantity
# =====================================================================================
CASE("bD-045", ["source:thunderbird", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
     "en14 的磁盘温度告警是怎么回事？",
     "en14 在 12:15:06 由 smartd[1971] 报告 /dev/sda 的温度比上次下降了 2 摄氏度，当前是 26℃。"
     "同一时间段 cn524 和 cn920 在 12:15:03 同步到了 10.100.16.250（stratum 3）。"
     "tbird-admin1 上的 gmetad 仍在不停报 got not answer from any datasource。"
     "建议继续观察。",
     [json_logs("call_en14", "query_logs", {"start": "Nov 9 12:14:58", "end": "Nov 9 12:15:09"}, "tb", 1940, 1960)],
     "PASS",
     [F("en14 在 12:15:06 由 smartd[1971] 报告 /dev/sda 的温度比上次下降了 2 摄氏度，当前是 26℃", "direct_evidence", "Temperature changed -2 Celsius to 26 Celsius since last report"),
      F("同一时间段 cn524 和 cn920 在 12:15:03 同步到了 10.100.16.250（stratum 3）", "direct_evidence", "two ntpd lines at 12:15:03"),
      F("tbird-admin1 上的 gmetad 仍在不停报 got not answer from any datasource", "direct_evidence", "many gmetad data_thread() lines in the window")])

# =====================================================================================
# bD-046  thunderbird  json_malformed (comments)  time_wrong
# =====================================================================================
CASE("bD-046", ["source:thunderbird", "format:json_malformed", "class:time_wrong"],
     "#8# 上 sshd[4718] 那个会话是几点认证、几点断开的？",
     "{\n"
     "  // 根据 12:10:50-12:10:52 的 syslog\n"
     "  \"answer_version\": \"1.0\",\n"
     "  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"sshd[4718] 在 12:10:51 记录 User #29#, coming from #30#, authenticated.\", \"support_level\": \"direct\"},\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"12:10:52 sshd2[4769] 切换到 #29# 的权限运行\", \"support_level\": \"direct\"},\n"
     "    {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"sshd[4718] 在 12:10:55 断开，日志是 Local disconnected: Connection closed\", \"support_level\": \"direct\"}  // 断开时间\n"
     "  ]\n"
     "}",
     [text_logs("call_s8", "search_syslog", {"node": "#8#", "since": "Nov 9 12:10:50", "until": "Nov 9 12:10:52"}, "tb", 1372, 1382)],
     "REJECT",
     [F("sshd[4718] 在 12:10:51 记录 User #29#, coming from #30#, authenticated", "direct_evidence", "line at 12:10:51"),
      F("12:10:52 sshd2[4769] 切换到 #29# 的权限运行", "direct_evidence", "Now running on #29#'s privileges. at 12:10:52"),
      F("sshd[4718] 在 12:10:55 断开，日志是 Local disconnected: Connection closed", "contradicted", "the disconnect line of sshd[4718] is at 12:10:52")])

# =====================================================================================
# bD-047  thunderbird  nl_bullets  count_wrong
# =====================================================================================
CASE("bD-047", ["source:thunderbird", "format:nl_bullets", "class:count_wrong"],
     "12:01 这一分钟 ntpd 同步情况怎么样？",
     "ntpd 同步（12:01:03–12:01:14）：\n"
     "- 12:01:03 有 3 台节点（cn142、dn1021、dn736）的 ntpd 完成同步\n"
     "- 这段时间一共 14 条 ntpd synchronized 记录\n"
     "- 所有节点的 stratum 都是 3\n"
     "- 可能还有节点没同步上，建议再看一下 ntpq -p",
     [text_logs("call_ntp1", "query_logs", {"process": "ntpd", "start": "Nov 9 12:01:00", "end": "Nov 9 12:01:15"}, "tb", 46, 62)],
     "REJECT",
     [F("12:01:03 有 3 台节点（cn142、dn1021、dn736）的 ntpd 完成同步", "direct_evidence", "three ntpd lines at 12:01:03"),
      F("这段时间一共 14 条 ntpd synchronized 记录", "contradicted", "the output holds 10 ntpd synchronized lines, not 14"),
      F("所有节点的 stratum 都是 3", "direct_evidence", "every ntpd line says stratum 3")])

# =====================================================================================
# bD-048  thunderbird  json_fenced  entity_swap
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "队列号 jA9J1WSU011176 属于 cadmin1 上的 sendmail[19391]",
          "support_level": "direct",
          "evidence_bindings": [B(["toolu_01Sm48"], "jA9J1WSU011176: from=root, size=1593894")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "aadmin1 的 jA9J1dQ7016560 大小为 1595423 字节，同样是 Deferred",
          "support_level": "direct",
          "evidence_bindings": [B(["toolu_01Sm48"], "jA9J1dQ7016560: from=root, size=1595423")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "这些 admin 节点的投递 delay 都不超过 3 秒",
          "support_level": "direct",
          "evidence_bindings": [B(["toolu_01Sm48"], "delay=00:00:03")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议从 badmin1 开始逐台检查本地 MTA。"}
CASE("bD-048", ["source:thunderbird", "format:json_fenced", "class:entity_swap"],
     "jA9J1WSU011176 这个 sendmail 队列是哪台机器的？",
     fenced(c),
     [json_logs("toolu_01Sm48", "query_logs", {"process": "sendmail", "start": "Nov 9 12:01:30", "end": "Nov 9 12:01:42"}, "tb", 96, 131, filt=r"sendmail\[")],
     "REJECT",
     [FC(c, "c1", "contradicted", "jA9J1WSU011176 is logged by badmin1 sendmail[11176]; cadmin1 sendmail[19391] has its own queue jA9J1Wd7019391"),
      FC(c, "c2", "direct_evidence", "aadmin1 records size=1595423 and stat=Deferred"),
      FC(c, "c3", "direct_evidence", "delays 00:00:01-00:00:03")])


# =====================================================================================
# bD-049  apache  nl_headings  hedged_distractor
# =====================================================================================
CASE("bD-049", ["source:apache", "format:nl_headings", "class:hedged_distractor", "class:faithful"],
     "06:20 左右 Apache 的 mod_jk 为什么同时报 6、7、8 几种 error state？",
     "## 现象\n"
     "06:20:46 mod_jk 同时报了 error state 6、7、8。\n"
     "06:22:48 jk2_init() 一次找到了 5 个 child（32476–32480），其中 child 32478 在 slot 11。\n"
     "06:22:55 又报了三条 error state 6、一条 state 7 和一条 state 8。\n"
     "## 分析\n"
     "可能是 Tomcat 那边在这段时间频繁重启。\n"
     "也许和 06:20 左右的一次配置推送有关，不确定。\n"
     "## 建议\n"
     "建议对照 Tomcat 的 catalina.out 再看一下。",
     [text_logs("call_jk0620", "query_logs", {"service": "httpd", "start": "Sun Dec 04 06:20:40 2005", "end": "Sun Dec 04 06:31:00 2005"}, "apache", 260, 285)],
     "PASS",
     [F("06:20:46 mod_jk 同时报了 error state 6、7、8", "direct_evidence", "three error lines at 06:20:46 with states 6, 7, 8"),
      F("06:22:48 jk2_init() 一次找到了 5 个 child（32476–32480），其中 child 32478 在 slot 11", "direct_evidence", "five Found child lines at 06:22:48; 32478 in slot 11"),
      F("06:22:55 又报了三条 error state 6、一条 state 7 和一条 state 8", "direct_evidence", "06:22:55: state 6 x3, 7 x1, 8 x1")])

# =====================================================================================
# bD-050  apache  json_with_text  bad_reference (helper call not a trace ref)
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "04:47:44 workerEnv.init() ok 之后紧接着报 mod_jk child workerEnv in error state 6",
          "support_level": "direct",
          "evidence_bindings": [{"source_type": "trace_ref", "source_id": "T2", "tool_name": "query_logs", "source_invocation_ids": [], "evidence_excerpt": "mod_jk child workerEnv in error state 6"}]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "04:51:18 连续出现 3 条 error state 6",
          "support_level": "direct",
          "evidence_bindings": [B(["call_x9"], "[Sun Dec 04 04:51:18 2005] [error] mod_jk child workerEnv in error state 6")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议把 workers2.properties 发我看一下。"}
CASE("bD-050", ["source:apache", "format:json_with_text", "class:bad_reference"],
     "Apache 刚启动那会儿 mod_jk 就报错了？",
     "（以下为结构化结论）\n" + raw(c) + "\n如需更多时间段请告诉我。",
     [helper("call_t0", "get_current_time", {"tz": "UTC"}, {"now": "2005-12-04T05:00:03Z"}),
      text_logs("call_x1", "query_logs", {"service": "httpd", "start": "Sun Dec 04 04:47:00 2005", "end": "Sun Dec 04 04:52:00 2005"}, "apache", 1, 20)],
     "LOW_CONFID",
     [FC(c, "c1", "indirect_support", "content matches lines 1-2, but T2 does not exist: the only evidence-bearing call is T1 (get_current_time is not evidence)"),
      FC(c, "c2", "indirect_support", "three state-6 lines at 04:51:18 exist, but the binding names call_x9, which does not exist")])

# =====================================================================================
# bD-051  apache  nl_sloppy  value_wrong + count_wrong
# =====================================================================================
CASE("bD-051", ["source:apache", "format:nl_sloppy", "class:value_wrong", "class:count_wrong"],
     "07:18 Apache 又一波 mod_jk error，给我个明细",
     "07:17~07:18 明细:\n"
     "07:17:56 jk2_init() 一口气找到 7 个 child (347~353)\n"
     "child 353 在 slot 12\n"
     "07:18:00 紧接着 7 次 workerEnv.init() ok, 每次后面都跟一条 error\n"
     "这 7 条 error 里 state 7 有 2 条, state 6 有 2 条\n"
     "child 350 分到的是 slot 11\n"
     "可能是 Tomcat 没起来",
     [text_logs("call_0718", "query_logs", {"service": "httpd", "start": "Sun Dec 04 07:15:00 2005", "end": "Sun Dec 04 07:18:30 2005"}, "apache", 558, 579)],
     "REJECT",
     [F("07:17:56 jk2_init() 一口气找到 7 个 child (347~353)", "direct_evidence", "seven Found child lines at 07:17:56, children 347-353"),
      F("child 353 在 slot 12", "direct_evidence", "Found child 353 in scoreboard slot 12"),
      F("07:18:00 紧接着 7 次 workerEnv.init() ok, 每次后面都跟一条 error", "direct_evidence", "seven init ok lines each followed by an error line at 07:18:00"),
      F("这 7 条 error 里 state 7 有 2 条, state 6 有 2 条", "contradicted", "state 7 appears 4 times (state 6 twice, state 8 once)"),
      F("child 350 分到的是 slot 11", "contradicted", "child 350 is in scoreboard slot 9; slot 11 is child 352")])

# =====================================================================================
# bD-052  apache  nl_bold_labels  runbook_only
# =====================================================================================
CASE("bD-052", ["source:apache", "format:nl_bold_labels", "class:runbook_only"],
     "jk2_init() Can't find child xxx in scoreboard 是什么问题？影响业务吗？",
     "**含义**：根据知识库，Can't find child 表示 httpd 平滑重启时旧的 child 还没退出，scoreboard 槽位被占住了。\n"
     "**影响**：按 runbook 的说法，这个报错一般不影响请求处理。\n"
     "**处理**：runbook 里写的是连续出现超过 10 分钟才需要做一次完整重启。\n"
     "**建议**：日志查询恢复后再确认一下出现频率。",
     [failed("call_q1", "query_logs", {"service": "httpd", "keyword": "Can't find child"}, "query_logs: backend returned HTTP 503"),
      kb("call_q2", "jk2_init Can't find child in scoreboard", [
          chunk("kb-ap-sb1", "runbook/apache/scoreboard.md", "jk2_init() Can't find child N in scoreboard：httpd 平滑重启（graceful）时旧的 child 还没退出，scoreboard 槽位被占住。一般不影响请求处理。连续出现超过 10 分钟才需要做一次完整重启（apachectl stop/start）。")])],
     "LOW_CONFID",
     [F("根据知识库，Can't find child 表示 httpd 平滑重启时旧的 child 还没退出，scoreboard 槽位被占住了", "indirect_support", "attributed to the KB; chunk kb-ap-sb1 says so"),
      F("按 runbook 的说法，这个报错一般不影响请求处理", "indirect_support", "attributed to the runbook; only in the chunk"),
      F("runbook 里写的是连续出现超过 10 分钟才需要做一次完整重启", "indirect_support", "only in knowledge chunk kb-ap-sb1")])

# =====================================================================================
# bD-053  apache  json_malformed (trailing comma)  negation
# =====================================================================================
CASE("bD-053", ["source:apache", "format:json_malformed", "class:negation"],
     "Apache 20:24 到 20:34 这段 mod_jk 稳不稳？",
     "{\n"
     "  \"answer_version\": \"1.0\",\n"
     "  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"20:24:45 jk2_init() 找到了 child 1948 到 1951 四个进程\", \"support_level\": \"direct\"},\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"20:26 到 20:31 之间 mod_jk 没有任何 error\", \"support_level\": \"direct\"},\n"
     "    {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"20:32:55 mod_jk 报了两次 error state 10\", \"support_level\": \"direct\"},\n"
     "  ],\n"
     "  \"user_facing_answer\": \"建议重点关注 20:32 之后的 error state 10。\",\n"
     "}",
     [text_logs("inv-2024", "query_logs", {"service": "httpd", "start": "Sun Dec 04 20:22:50 2005", "end": "Sun Dec 04 20:37:30 2005"}, "apache", 955, 1010)],
     "REJECT",
     [F("20:24:45 jk2_init() 找到了 child 1948 到 1951 四个进程", "direct_evidence", "four Found child lines at 20:24:45"),
      F("20:26 到 20:31 之间 mod_jk 没有任何 error", "contradicted", "20:26:54 mod_jk child workerEnv in error state 6 refutes it"),
      F("20:32:55 mod_jk 报了两次 error state 10", "direct_evidence", "two error state 10 lines at 20:32:55")])

# =====================================================================================
# bD-054  apache  nl_bullets  faithful
# =====================================================================================
CASE("bD-054", ["source:apache", "format:nl_bullets", "class:faithful", "class:paraphrase_zh"],
     "Apache 晚上 6 点到 7 点半的 error 都有哪些？",
     "17:53–19:36 的 error_log 概要：\n"
     "- 17:53:43 和 18:24:22 分别有 client 218.39.132.175、125.30.38.52 被 Directory index forbidden 拒绝\n"
     "- 19:32:34 一次性找到 child 1788、1789、1790（slot 6、7、8）\n"
     "- 同一秒 mod_jk 报了两条 error state 6、一条 error state 7\n"
     "- 19:35:58 又找到了 5 个 child（1797–1801）\n"
     "- 建议给 DocumentRoot 加个默认首页",
     [json_logs("call_1800", "query_logs", {"service": "httpd", "start": "Sun Dec 04 17:50:00 2005", "end": "Sun Dec 04 19:37:00 2005"}, "apache", 805, 830)],
     "PASS",
     [F("17:53:43 和 18:24:22 分别有 client 218.39.132.175、125.30.38.52 被 Directory index forbidden 拒绝", "direct_evidence", "two Directory index forbidden lines with these clients and times"),
      F("19:32:34 一次性找到 child 1788、1789、1790（slot 6、7、8）", "direct_evidence", "1788 slot 6, 1789 slot 7, 1790 slot 8"),
      F("同一秒 mod_jk 报了两条 error state 6、一条 error state 7", "direct_evidence", "19:32:34: state 6 x2, state 7 x1"),
      F("19:35:58 又找到了 5 个 child（1797–1801）", "direct_evidence", "five Found child lines at 19:35:58")])

# =====================================================================================
# bD-055  apache  nl_paragraph  unsupported_cause
# =====================================================================================
CASE("bD-055", ["source:apache", "format:nl_paragraph", "class:unsupported_cause"],
     "06:46 Apache 出现了一个 error state 10，是怎么来的？",
     "06:46:34 mod_jk 报了一次 error state 10。"
     "06:46:31 到 06:46:34 之间还有 3 条 error state 8。"
     "这是因为 06:45 左右有人手动 kill 了 Tomcat 进程。"
     "之后 06:47:19 jk2_init() 找到了 child 32585。",
     [json_logs("call_0646", "query_logs", {"service": "httpd", "start": "Sun Dec 04 06:46:00 2005", "end": "Sun Dec 04 06:47:40 2005"}, "apache", 345, 362)],
     "LOW_CONFID",
     [F("06:46:34 mod_jk 报了一次 error state 10", "direct_evidence", "error state 10 at 06:46:34"),
      F("06:46:31 到 06:46:34 之间还有 3 条 error state 8", "direct_evidence", "state 8 at 06:46:31, 06:46:33, 06:46:34"),
      F("这是因为 06:45 左右有人手动 kill 了 Tomcat 进程", "no_evidence", "nothing about Tomcat or a manual kill in the output"),
      F("之后 06:47:19 jk2_init() 找到了 child 32585", "direct_evidence", "Found child 32585 in scoreboard slot 6 at 06:47:19")])

# =====================================================================================
# bD-056  apache  json_compact  excerpt_format
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "05:15:09 client 222.166.160.184 被 Directory index forbidden by rule: /var/www/html/ 拒绝",
          "support_level": "direct",
          "evidence_bindings": [B(["qa-0515"], "{\"message\":\"[client 222.166.160.184] Directory index forbidden by rule: /var/www/html/\",\"level\":\"error\"}")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "05:15:13 jk2_init() 找到 child 1000（slot 10）",
          "support_level": "direct",
          "evidence_bindings": [B(["qa-0515"], "Found child 1000 in scoreboard slot 10")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "05:15:16 workerEnv.init() 之后又报了 error state 6",
          "support_level": "direct",
          "evidence_bindings": [B(["qa-0515"], "{\"ts\":\"Sun Dec 04 05:15:16 2005\",\"level\":\"error\"}")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "05:15 前后既有 Directory index forbidden，也有 mod_jk error state 6。"}
CASE("bD-056", ["source:apache", "format:json_compact", "class:excerpt_format"],
     "05:15 左右 Apache 有什么 error？",
     json.dumps(c, ensure_ascii=False, separators=(",", ":")),
     [json_logs("qa-0515", "query_logs", {"service": "httpd", "start": "Sun Dec 04 05:12:00 2005", "end": "Sun Dec 04 05:16:00 2005"}, "apache", 126, 135)],
     "PASS",
     [FC(c, "c1", "direct_evidence", "JSON pairs (reordered) are fields of the 05:15:09 record"),
      FC(c, "c2", "direct_evidence", "substring of the 05:15:13 message"),
      FC(c, "c3", "direct_evidence", "ts + level pairs identify the 05:15:16 error record")])

# =====================================================================================
# bD-057  hpc  nl_sloppy  negation + count_wrong
# =====================================================================================
CASE("bD-057", ["source:hpc", "format:nl_sloppy", "class:negation", "class:count_wrong"],
     "Interconnect-1T00 / 0T00 的 broadcast 链路有没有问题？",
     "bcast-error 这边:\n"
     "Interconnect-1T00 一直正常, 没报过错\n"
     "Interconnect-0T00 报过 Link error on broadcast tree Interconnect-0T00:00:2:1\n"
     "Interconnect-1T00:00:2:0 这棵树报了 3 次 Link error\n"
     "不排除是背板问题, 回头让厂商看看",
     [json_logs("call_bc1", "query_logs", {"component": "switch_module", "event": "bcast-error"}, "hpc", 307, 322)],
     "REJECT",
     [F("Interconnect-1T00 一直正常, 没报过错", "contradicted", "Interconnect-1T00 has several Link error / Link in reset records"),
      F("Interconnect-0T00 报过 Link error on broadcast tree Interconnect-0T00:00:2:1", "direct_evidence", "record 26281 of Interconnect-0T00"),
      F("Interconnect-1T00:00:2:0 这棵树报了 3 次 Link error", "contradicted", "two records name Interconnect-1T00:00:2:0, not three")])

# =====================================================================================
# bD-058  hpc  nl_headings  status_wrong
# =====================================================================================
CASE("bD-058", ["source:hpc", "format:nl_headings", "class:status_wrong"],
     "node-100 和 node-147 现在什么状态？",
     "## 节点状态\n"
     "- node-147 报 not responding。\n"
     "- node-100 的状态是 running。\n"
     "- node-97 被 configured out 了。\n"
     "## 域\n"
     "- node-C0 这个 domain 也是 not responding。\n"
     "## 建议\n"
     "- 建议先从 node-147 的串口看起。",
     [json_logs("call_ns1", "query_logs", {"component": ["node", "domain"], "event": "status", "limit": 20}, "hpc", 382, 401)],
     "REJECT",
     [F("node-147 报 not responding", "direct_evidence", "node-147 node status not responding"),
      F("node-100 的状态是 running", "contradicted", "node-100's record says not responding"),
      F("node-97 被 configured out 了", "direct_evidence", "node-97 node status configured out"),
      F("node-C0 这个 domain 也是 not responding", "direct_evidence", "node-C0 domain status not responding")])

# =====================================================================================
# bD-059  hpc  json_fenced  bad_reference (excerpt not in output / unknown id)
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "node-129 在 10.128.0.0 上通过 ee0 检测到了可用的网络连接",
          "support_level": "direct",
          "evidence_bindings": [B(["call_niff_1"], "node-129 network available on ee0")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "node-148 通过 alt0 在 5.5.226.0 上恢复了网络连接",
          "support_level": "direct",
          "evidence_bindings": [B(["call_niff_2"], "NIFF: node node-148 has detected an available network connection on network 5.5.226.0 via interface alt0")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议再确认一下 alt0 所在的交换机端口。"}
CASE("bD-059", ["source:hpc", "format:json_fenced", "class:bad_reference"],
     "node-129 和 node-148 的网络恢复了吗？",
     fenced(c),
     [json_logs("call_niff_1", "query_logs", {"component": "unix.hw", "event": "net.niff.up", "limit": 16}, "hpc", 1910, 1925)],
     "LOW_CONFID",
     [FC(c, "c1", "indirect_support", "content matches the node-129 record, but the excerpt 'node-129 network available on ee0' is not in the output"),
      FC(c, "c2", "indirect_support", "content matches the node-148 record, but the binding names call_niff_2, which does not exist")])

# =====================================================================================
# bD-060  hpc  nl_bold_labels  runbook_only + gap (deduped)
# =====================================================================================
CASE("bD-060", ["source:hpc", "format:nl_bold_labels", "class:runbook_only", "class:gap"],
     "Interconnect-0N02 报 power/control problem，怎么处理？",
     "**含义**：按硬件手册，power/control problem 表示交换模块的电源控制板和管理网通信异常。\n"
     "**历史**：去年同样的告警在更换 PSU 之后就消失了。\n"
     "**建议**：先现场确认 Interconnect-0N02 的 PSU 指示灯。",
     [failed("call_pc1", "query_logs", {"node": "Interconnect-0N02", "event": "control"}, "context deadline exceeded (15s)"),
      kb("call_pc2", "switch_module power/control problem", [
          chunk("kb-sw-pwr", "manual/hpc/switch_module_alerts.md", "power/control problem：交换模块的电源控制板和管理网通信异常。先检查 PSU 指示灯和管理网线。"),
          chunk("kb-inc-0N02", "incidents/2004-11-Interconnect-0N02.md", "去年同样的告警在更换 PSU 之后消失。", rel="medium", layer="past_incident", deduped=True)])],
     "LOW_CONFID",
     [F("按硬件手册，power/control problem 表示交换模块的电源控制板和管理网通信异常", "indirect_support", "attributed to the manual; chunk kb-sw-pwr"),
      F("去年同样的告警在更换 PSU 之后就消失了", "no_evidence", "only in a deduped chunk")])


# =====================================================================================
# bD-061  hpc  nl_paragraph  hedged_distractor
# =====================================================================================
CASE("bD-061", ["source:hpc", "format:nl_paragraph", "class:hedged_distractor"],
     "Interconnect-1N01 的链路是不是一直在抖？",
     "Interconnect-1N01 在这批记录里反复在 Link ok、Link error 和 Link in reset 之间切换。"
     "Interconnect-1T01 和 Interconnect-1T02 各报过一次 Link error。"
     "Interconnect-1N03 也有 Link error、Link ok 和 Link in reset 记录。"
     "可能是光模块老化了。"
     "也许只是 1N01 的线缆松了。"
     "建议先重插 1N01 的线缆。",
     [text_logs("call_lnk", "query_logs", {"component": "switch_module", "event": "error", "limit": 23}, "hpc", 1434, 1456)],
     "PASS",
     [F("Interconnect-1N01 在这批记录里反复在 Link ok、Link error 和 Link in reset 之间切换", "direct_evidence", "1N01 records: many Link ok, one Link error, five Link in reset"),
      F("Interconnect-1T01 和 Interconnect-1T02 各报过一次 Link error", "direct_evidence", "one Link error record each"),
      F("Interconnect-1N03 也有 Link error、Link ok 和 Link in reset 记录", "direct_evidence", "1N03 records with all three messages")])

# =====================================================================================
# bD-062  hpc  nl_bullets  quantity
# =====================================================================================
CASE("bD-062", ["source:hpc", "format:nl_bullets", "class:quantity", "class:faithful"],
     "Interconnect-0N00 风扇转速正常吗？",
     "Interconnect-0N00 的 Fan speeds：\n"
     "- 前三个风扇读数一直是 3552、3534、3375\n"
     "- 第 4 个风扇大部分时候读不到（****），偶尔读到 4245、4470，有一次到了 11637\n"
     "- 第 5、6 个风扇稳定在 3515 和 3479\n"
     "- 除第 4 个以外，其余 5 个风扇的读数都在 3500 左右\n"
     "- 建议换掉第 4 个风扇",
     [json_logs("call_fan_q", "query_logs", {"node": "Interconnect-0N00", "event": "fan", "limit": 21}, "hpc", 215, 235)],
     "PASS",
     [F("前三个风扇读数一直是 3552、3534、3375", "direct_evidence", "every record starts 3552 3534 3375"),
      F("第 4 个风扇大部分时候读不到（****），偶尔读到 4245、4470，有一次到了 11637", "direct_evidence", "mostly ****, values 4245 (x2), 4470, 11637"),
      F("第 5、6 个风扇稳定在 3515 和 3479", "direct_evidence", "positions 5 and 6 are 3515 / 3479 in every record"),
      F("除第 4 个以外，其余 5 个风扇的读数都在 3500 左右", "direct_evidence", "3375-3552, within ~10% of 3500")])

# =====================================================================================
# bD-063  openssh  nl_sloppy  hedged_distractor
# =====================================================================================
CASE("bD-063", ["source:openssh", "format:nl_sloppy", "class:hedged_distractor", "class:paraphrase_zh"],
     "LabSZ 早上 7 点前后的 ssh 尝试都是谁？",
     "早上这几条:\n"
     "173.234.31.186 两次来试 webmaster (06:55:46 和 07:08:28)\n"
     "它的反解 ns.marryaldkfaczcz.com 校验失败, sshd 标了 POSSIBLE BREAK-IN ATTEMPT\n"
     "52.80.34.196 07:07:38 试了 test9, 密码失败时用的端口是 36060\n"
     "202.100.179.208 07:11:42 试了 chen\n"
     "可能是同一个僵尸网络, 也许是 Mirai 变种, 不确定\n"
     "建议先加黑名单",
     [text_logs("call_early", "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 06:50", "end": "Dec 10 07:12"}, "ssh", 1, 27)],
     "PASS",
     [F("173.234.31.186 两次来试 webmaster (06:55:46 和 07:08:28)", "direct_evidence", "Invalid user webmaster from 173.234.31.186 at both times"),
      F("它的反解 ns.marryaldkfaczcz.com 校验失败, sshd 标了 POSSIBLE BREAK-IN ATTEMPT", "direct_evidence", "reverse mapping checking getaddrinfo ... failed - POSSIBLE BREAK-IN ATTEMPT!"),
      F("52.80.34.196 07:07:38 试了 test9, 密码失败时用的端口是 36060", "direct_evidence", "Invalid user test9 at 07:07:38; Failed password ... port 36060"),
      F("202.100.179.208 07:11:42 试了 chen", "direct_evidence", "Invalid user chen from 202.100.179.208 at 07:11:42")])

# =====================================================================================
# bD-064  openssh  json_with_text  excerpt_format
# =====================================================================================
c = {"answer_version": "1.0",
     "diagnosis_summary": "106.5.5.195 的 root 爆破触发了 MaxAuthTries",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "106.5.5.195 对 root 的会话 sshd[24408] 因 Too many authentication failures for root 被断开",
          "support_level": "direct",
          "evidence_bindings": [B(["es-5521"], "{\"pid\": 24408, \"message\": \"Disconnecting: Too many authentication failures for root [preauth]\"}", tool="es_query")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "message repeated 5 times 表示 106.5.5.195 在端口 50719 上又连续失败了 5 次",
          "support_level": "direct",
          "evidence_bindings": [B(["es-5521"], "message repeated 5 times: [ Failed password for root from 106.5.5.195 port 50719 ssh2]", tool="es_query")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "08:44:20 52.80.34.196 试了不存在的用户 matlab",
          "support_level": "direct",
          "evidence_bindings": [B(["es-5521"], "Invalid user matlab from 52.80.34.196", tool="es_query")]},
         {"claim_id": "c4", "claim_type": "log_finding",
          "claim_text": "09:04:46 188.132.244.89 连上后没有发送 identification string",
          "support_level": "direct",
          "evidence_bindings": [B(["es-5521"], "Did not receive identification string from 188.132.244.89", tool="es_query")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "106.5.5.195 因认证失败次数过多被 sshd 断开。"}
CASE("bD-064", ["source:openssh", "format:json_with_text", "class:excerpt_format", "class:faithful"],
     "08:40 前后 sshd 有哪些异常连接？",
     "es 查询结果整理如下：\n" + indented(c),
     [es_logs("es-5521", "es_query", {"index": "auth-labsz", "q": "program:sshd", "range": "08:39-09:05"}, "ssh", 283, 295, index="auth-labsz")],
     "PASS",
     [FC(c, "c1", "direct_evidence", "JSON pairs match the pid 24408 Disconnecting record"),
      FC(c, "c2", "direct_evidence", "message of the 08:39:59 record"),
      FC(c, "c3", "direct_evidence", "Invalid user matlab line at 08:44:20"),
      FC(c, "c4", "direct_evidence", "Did not receive identification string line at 09:04:46")])

# =====================================================================================
# bD-065  openssh  nl_headings  gap (no-hit + deduped chunk)
# =====================================================================================
CASE("bD-065", ["source:openssh", "format:nl_headings", "class:gap"],
     "52.80.34.196 10:21 之后还来过吗？这是个什么地址？",
     "## 结论\n"
     "10:21 之后 52.80.34.196 再也没有来过。\n"
     "## 背景\n"
     "52.80.34.196 是 AWS cn-north-1 的 EC2 地址。\n"
     "它之前已经多次扫描过 matlab、test 这类账号。\n"
     "## 建议\n"
     "建议在安全组层面直接封掉。",
     [nohit("call_r1", "query_logs", {"host": "LabSZ", "keyword": "52.80.34.196", "start": "Dec 10 10:21:10"}),
      kb("call_r2", "52.80.34.196 扫描", [
          chunk("kb-ip-5280", "threat-intel/ip-notes.md", "52.80.34.196 是 AWS cn-north-1 的 EC2 地址，之前已经多次扫描 matlab、test 这类账号。", rel="medium", layer="threat_intel", deduped=True)])],
     "LOW_CONFID",
     [F("10:21 之后 52.80.34.196 再也没有来过", "no_evidence", "only a no-hit query; absence not proven"),
      F("52.80.34.196 是 AWS cn-north-1 的 EC2 地址", "no_evidence", "only in a deduped chunk"),
      F("它之前已经多次扫描过 matlab、test 这类账号", "no_evidence", "only in a deduped chunk")])

# =====================================================================================
# bD-066  openssh  nl_bold_labels  status_wrong + misattribution
# =====================================================================================
CASE("bD-066", ["source:openssh", "format:nl_bold_labels", "class:status_wrong", "class:misattribution"],
     "fztu 说 9 点半登不上 LabSZ，帮忙看下",
     "**登录**：fztu 在 09:32:20 从 119.137.62.142 登录失败（Failed password）。\n"
     "**同一时间**：52.80.34.196 在 09:32:42 用 matlab 试了一次，密码错误。\n"
     "**断开**：09:45:06 sshd[24680] 记录了 Received disconnect from 119.137.62.142: 11: disconnected by user。\n"
     "**建议**：让 fztu 重置一下密码。",
     [text_logs("call_fz2", "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 09:31", "end": "Dec 10 09:49"}, "ssh", 950, 970)],
     "REJECT",
     [F("fztu 在 09:32:20 从 119.137.62.142 登录失败（Failed password）", "contradicted", "record says Accepted password for fztu from 119.137.62.142"),
      F("52.80.34.196 在 09:32:42 用 matlab 试了一次，密码错误", "direct_evidence", "Failed password for invalid user matlab at 09:32:42"),
      F("09:45:06 sshd[24680] 记录了 Received disconnect from 119.137.62.142: 11: disconnected by user", "contradicted", "that line is logged by sshd[24761]; sshd[24680] logs session closed for user fztu")])

# =====================================================================================
# bD-067  openssh  nl_sloppy  unsupported_cause
# =====================================================================================
CASE("bD-067", ["source:openssh", "format:nl_sloppy", "class:unsupported_cause"],
     "183.62.140.253 为啥一直在试 root？",
     "看 11:03~11:04 的 sshd:\n"
     "183.62.140.253 11:03:51~11:04:02 一直在对 root 试密码, 全失败\n"
     "这些会话基本都是 Bye Bye 断开, 只有 sshd[25457] 是 fatal: Write failed\n"
     "这个 IP 是公司昨天刚换的 VPN 出口\n"
     "运维改了 root 密码没通知 CI, 所以脚本一直用旧密码在连\n"
     "建议同步一下 CI 的 secret",
     [text_logs("call_183", "query_logs", {"host": "LabSZ", "service": "sshd", "start": "Dec 10 11:03:50", "end": "Dec 10 11:04:03"}, "ssh", 1863, 1896)],
     "LOW_CONFID",
     [F("183.62.140.253 11:03:51~11:04:02 一直在对 root 试密码, 全失败", "direct_evidence", "six Failed password for root from 183.62.140.253, 11:03:51-11:04:02"),
      F("这些会话基本都是 Bye Bye 断开, 只有 sshd[25457] 是 fatal: Write failed", "direct_evidence", "5 sessions end Bye Bye; sshd[25457] fatal: Write failed"),
      F("这个 IP 是公司昨天刚换的 VPN 出口", "no_evidence", "nothing about a VPN egress in the output"),
      F("运维改了 root 密码没通知 CI, 所以脚本一直用旧密码在连", "no_evidence", "unsupported cause")])

# =====================================================================================
# bD-068  linux  json_raw  value_wrong
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "Calibrating delay loop 得到 1445.88 BogoMIPS",
          "support_level": "direct",
          "evidence_bindings": [B(["dm-27"], "Calibrating delay loop... 1445.88 BogoMIPS", tool="get_dmesg")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "CPU 的 L2 cache 是 512K",
          "support_level": "direct",
          "evidence_bindings": [B(["dm-27"], "CPU: L2 cache", tool="get_dmesg")]},
         {"claim_id": "c3", "claim_type": "log_finding",
          "claim_text": "SELinux 以 permissive 模式启动",
          "support_level": "direct",
          "evidence_bindings": [B(["dm-27"], "SELinux:  Starting in permissive mode", tool="get_dmesg")]},
         {"claim_id": "c4", "claim_type": "log_finding",
          "claim_text": "内核报 There is already a security framework initialized, register_security failed",
          "support_level": "direct",
          "evidence_bindings": [B(["dm-27"], "There is already a security framework initialized, register_security failed.", tool="get_dmesg")]}],
     "hypotheses": [], "recommended_actions": [], "missing_info": [],
     "user_facing_answer": "建议确认 SELinux 是否需要切到 enforcing。"}
CASE("bD-068", ["source:linux", "format:json_raw", "class:value_wrong"],
     "combo 那台老机器 CPU 缓存多大？启动时 SELinux 有没有报错？",
     raw(c),
     [json_logs("dm-27", "get_dmesg", {"host": "combo", "boot": "Jul 27 14:41", "offset": 34}, "linux", 1944, 1970)],
     "REJECT",
     [FC(c, "c1", "direct_evidence", "kernel line Calibrating delay loop... 1445.88 BogoMIPS"),
      FC(c, "c2", "contradicted", "record says CPU: L2 cache: 256K"),
      FC(c, "c3", "direct_evidence", "SELinux:  Starting in permissive mode"),
      FC(c, "c4", "direct_evidence", "kernel line at 14:41:58")])

# =====================================================================================
# bD-069  linux  nl_paragraph  runbook_only + unsupported_cause
# =====================================================================================
CASE("bD-069", ["source:linux", "format:nl_paragraph", "class:runbook_only", "class:unsupported_cause"],
     "combo 凌晨 cupsd 为什么会自己重启？",
     "Jul 10 04:04:33 cupsd shutdown succeeded，04:04:39 又 startup succeeded。"
     "随后 04:04:46 syslogd 1.4.1 也 restart 了。"
     "按运维手册，这是 logrotate 的 cups 配置在 postrotate 里重启 cupsd。"
     "每周日凌晨都会这样重启一次。",
     [text_logs("call_cups10", "query_logs", {"host": "combo", "date": "Jul 10", "start": "04:00", "end": "04:15"}, "linux", 1082, 1089),
      kb("call_cups_kb", "cupsd shutdown startup logrotate", [
          chunk("kb-cups-1", "runbook/linux/cups.md", "logrotate 的 cups 配置会在 postrotate 里重启 cupsd，所以 /var/log/messages 里会看到一对 cupsd shutdown succeeded / startup succeeded，属于正常现象。")])],
     "LOW_CONFID",
     [F("Jul 10 04:04:33 cupsd shutdown succeeded，04:04:39 又 startup succeeded", "direct_evidence", "two cups lines at 04:04:33 and 04:04:39"),
      F("随后 04:04:46 syslogd 1.4.1 也 restart 了", "direct_evidence", "syslogd 1.4.1: restart. at 04:04:46"),
      F("按运维手册，这是 logrotate 的 cups 配置在 postrotate 里重启 cupsd", "indirect_support", "attributed to the runbook; chunk kb-cups-1"),
      F("每周日凌晨都会这样重启一次", "no_evidence", "only one day in the output; the chunk says nothing about a weekly schedule")])

# =====================================================================================
# bD-070  thunderbird  json_indented  gap (deduped)
# =====================================================================================
c = {"answer_version": "1.0",
     "claims": [
         {"claim_id": "c1", "claim_type": "log_finding",
          "claim_text": "aadmin2、aadmin3、aadmin4 在 12:02:05 都对 00:11:43:e3:ba:c3 回了 network A_net: no free leases",
          "support_level": "direct",
          "evidence_bindings": [B(["call_dh2"], "DHCPDISCOVER from 00:11:43:e3:ba:c3 via eth1: network A_net: no free leases")]},
         {"claim_id": "c2", "claim_type": "log_finding",
          "claim_text": "aadmin1 在 12:02:05 两次 DHCPOFFER 了 10.100.4.251",
          "support_level": "direct",
          "evidence_bindings": [B(["call_dh2"], "DHCPOFFER on 10.100.4.251 to 00:11:43:e3:ba:c3 via eth1")]},
         {"claim_id": "c3", "claim_type": "root_cause",
          "claim_text": "A_net 的地址池上周被缩到了 /26",
          "support_level": "indirect",
          "evidence_bindings": [B(["call_dh3"], "A_net 的地址池上周被缩到了 /26", tool="lookup_knowledge")]}],
     "hypotheses": [], "recommended_actions": ["扩大 A_net 地址池"], "missing_info": [],
     "user_facing_answer": "建议扩大 A_net 的地址池，或者只让 aadmin1 服务这个网段。"}
CASE("bD-070", ["source:thunderbird", "format:json_indented", "class:gap"],
     "dhcpd 报 no free leases，是地址池不够了吗？",
     indented(c),
     [text_logs("call_dh2", "query_logs", {"process": "dhcpd", "start": "Nov 9 12:02:05", "end": "Nov 9 12:02:05"}, "tb", 188, 202),
      kb("call_dh3", "dhcpd A_net no free leases", [
          chunk("kb-dhcp-anet", "changes/2005-11-network.md", "A_net 的地址池上周被缩到了 /26，变更单 NET-1107。", rel="medium", layer="change_log", deduped=True)])],
     "LOW_CONFID",
     [FC(c, "c1", "direct_evidence", "no free leases lines of aadmin2/3/4 at 12:02:05"),
      FC(c, "c2", "direct_evidence", "two DHCPOFFER lines of aadmin1 at 12:02:05"),
      FC(c, "c3", "no_evidence", "only in a deduped chunk")])

# =====================================================================================
# bD-071  thunderbird  json_malformed (python literals)  unsupported_cause
# =====================================================================================
CASE("bD-071", ["source:thunderbird", "format:json_malformed", "class:unsupported_cause"],
     "tbird-admin1 启动时 sda 报 asking for cache data failed，严重吗？",
     "{\"answer_version\": \"1.0\", \"claims\": ["
     "{\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"megaraid 固件版本是 516A，BIOS 版本是 H418\", \"support_level\": \"direct\", \"evidence_bindings\": None}, "
     "{\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"sda 先报 asking for cache data failed，随后 assuming drive cache: write through\", \"support_level\": \"direct\", \"evidence_bindings\": None}, "
     "{\"claim_id\": \"c3\", \"claim_type\": \"root_cause\", \"claim_text\": \"RAID 卡电池已经坏了，所以控制器强制走 write through\", \"support_level\": \"direct\", \"evidence_bindings\": None}], "
     "\"degraded\": True, \"user_facing_answer\": \"建议尽快更换 RAID 卡电池。\"}",
     [text_logs("call_rd1", "get_dmesg", {"node": "tbird-admin1", "grep": "megaraid|scsi|sda|md:"}, "tb", 1324, 1346, filt=r"megaraid|scsi|sda|md:")],
     "LOW_CONFID",
     [F("megaraid 固件版本是 516A，BIOS 版本是 H418", "direct_evidence", "megaraid: fw version:[516A] bios version:[H418]"),
      F("sda 先报 asking for cache data failed，随后 assuming drive cache: write through", "direct_evidence", "two sda lines"),
      F("RAID 卡电池已经坏了，所以控制器强制走 write through", "no_evidence", "nothing about a battery in the output")])

# =====================================================================================
# bD-072  thunderbird  nl_bullets  paraphrase_zh
# =====================================================================================
CASE("bD-072", ["source:thunderbird", "format:nl_bullets", "class:paraphrase_zh", "class:faithful"],
     "tbird-admin1 重启后 xinetd 起来了吗？提供了哪些服务？",
     "xinetd 启动情况：\n"
     "- 12:11:00 xinetd startup succeeded，版本是 2.3.13\n"
     "- xinetd[1798] 读取了 /etc/xinetd.d/ 下 chargen、tftp、rsync 等配置文件\n"
     "- 随后把 chargen、daytime、echo、time 等服务都移除了\n"
     "- 启动后只有 1 个可用服务（Started working: 1 available service）\n"
     "- 建议确认这个唯一的服务是不是 tftp",
     [text_logs("call_xi", "query_logs", {"node": "tbird-admin1", "start": "Nov 9 12:11:00", "end": "Nov 9 12:11:00"}, "tb", 1484, 1520)],
     "PASS",
     [F("12:11:00 xinetd startup succeeded，版本是 2.3.13", "direct_evidence", "xinetd: xinetd startup succeeded; xinetd Version 2.3.13 started"),
      F("xinetd[1798] 读取了 /etc/xinetd.d/ 下 chargen、tftp、rsync 等配置文件", "direct_evidence", "Reading included configuration file lines"),
      F("随后把 chargen、daytime、echo、time 等服务都移除了", "direct_evidence", "removing chargen / daytime / echo / time lines"),
      F("启动后只有 1 个可用服务（Started working: 1 available service）", "direct_evidence", "Started working: 1 available service")])


# =====================================================================================
if __name__ == "__main__":
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", len(WINDOWS), "windows")
