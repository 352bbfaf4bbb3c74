#!/usr/bin/env python3
"""Blind set bI: 40 hand-written labeled cases (standard library only).

Reads the source files under /work/blind/sources, cuts windows by line number
(verbatim lines), and writes cases.jsonl and windows.jsonl next to this script.
Every query, answer and gold label below is written by hand for its own case.
"""

import csv
import json
import re
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent

_CACHE = {}


def src_lines(rel):
    if rel not in _CACHE:
        text = (SRC / rel).read_text(encoding="utf-8")
        ls = text.split("\n")
        if ls and ls[-1] == "":
            ls.pop()
        _CACHE[rel] = [l[:-1] if l.endswith("\r") else l for l in ls]
    return _CACHE[rel]


def cut(rel, a, b):
    return src_lines(rel)[a - 1:b]


PROX = "loghub/Proxifier/Proxifier_2k.log"
WIN = "loghub/Windows/Windows_2k.log"
MAC = "loghub/Mac/Mac_2k.log"
HADOOP = "loghub/Hadoop/Hadoop_2k.log"
HDFS = "loghub/HDFS/HDFS_2k.log"
SSH = "loghub/OpenSSH/OpenSSH_2k.log"
ZK = "loghub/Zookeeper/Zookeeper_2k.log"
NEZ = "nezha/rca_data/2023-01-29/metric/"

# ---- record readers: fields are taken from the verbatim line ----
RX = {
    PROX: (re.compile(r"^\[(.+?)\] (.+?) - (.*)$"), ("ts", "program", "message")),
    WIN: (re.compile(r"^(\S+ \S+), (\w+)\s+(\S+)\s+(.*)$"), ("ts", "level", "component", "message")),
    MAC: (re.compile(r"^(\w{3} +\d+ \d\d:\d\d:\d\d) (\S+) (.+?)\[(\d+)\][^:]*:\s*(.*)$"),
          ("ts", "host", "process", "pid", "message")),
    HADOOP: (re.compile(r"^(\S+ \S+) (\w+) \[(.*?)\] (\S+): (.*)$"), ("ts", "level", "thread", "logger", "message")),
    HDFS: (re.compile(r"^(\d{6} \d{6}) (\d+) (\w+) (\S+): (.*)$"), ("ts", "pid", "level", "component", "message")),
    SSH: (re.compile(r"^(\w{3} +\d+ \S+) (\S+) (\w+)\[(\d+)\]: (.*)$"), ("ts", "host", "process", "pid", "message")),
    ZK: (re.compile(r"^(\S+ \S+) - (\w+)\s+\[(.*?)\] - (.*)$"), ("ts", "level", "thread", "message")),
}


def rec(rel, line, keys=None):
    rx, names = RX[rel]
    m = rx.match(line)
    if not m:
        raise SystemExit(f"unparsable line in {rel}: {line!r}")
    d = dict(zip(names, m.groups()))
    if keys:
        d = {new: d[old] for old, new in keys}
    return d


def recs(rel, a, b, keys=None):
    return [rec(rel, l, keys) for l in cut(rel, a, b)]


def text(rel, *ranges):
    out = []
    for a, b in ranges:
        out.extend(cut(rel, a, b))
    return "\n".join(out)


def csv_rows(name, a, b):
    """Rows a..b of a metric CSV, counted as file lines (header = line 1)."""
    with open(SRC / (NEZ + name), newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    return rows[0], rows[a - 1:b]


def series(name, a, b, col, service, unit):
    header, rows = csv_rows(name, a, b)
    j = header.index(col)
    vals = [float(r[j]) for r in rows]
    return {"metric": col, "service": service, "max": round(max(vals), 4),
            "avg": round(sum(vals) / len(vals), 4), "last": round(vals[-1], 4), "unit": unit}


# ---- assembling ----
CASES = []
WINDOWS = []


def inv(iid, rnd, tool, inp, out, wins=(), ok=True, err=None):
    return {"_wins": list(wins), "invocation_id": iid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def F(fact, label, note, crit=True):
    return {"fact": fact, "is_critical": crit, "verification": label, "note": note}


NONCRIT = {"hypothesis", "recommendation", "action", "background", "context", "next_step"}


def CF(contract, cid, label, note):
    cl = [c for c in contract["claims"] if c["claim_id"] == cid][0]
    return {"fact": cl["claim_text"], "claim_id": cid, "is_critical": cl["claim_type"] not in NONCRIT,
            "verification": label, "note": note}


def XF(fact, label, note):
    return {"fact": fact, "origin": "answer_extra", "is_critical": True, "verification": label, "note": note}


def verdict(facts):
    crit = [f["verification"] for f in facts if f["is_critical"]]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


def case(cid, tags, query, answer, invs, facts, expect):
    tools = []
    for v in invs:
        wins = v.pop("_wins")
        v2 = {"invocation_id": v["invocation_id"], "session_id": cid, "round": v["round"],
              "tool_name": v["tool_name"], "input": v["input"], "output": v["output"],
              "success": v["success"], "error": v["error"]}
        tools.append(v2)
        for rel, a, b in wins:
            WINDOWS.append({"case_id": cid, "invocation_id": v["invocation_id"], "source": rel, "lines": [a, b]})
    got = verdict(facts)
    if got != expect:
        raise SystemExit(f"{cid}: labels give {got}, expected {expect}")
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": tools, "retry_context": None},
                  "expected": {"verdict": expect, "facts": facts}})


def J(obj):
    return json.dumps(obj, ensure_ascii=False)


def JI(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


def B(tool, ids, excerpt, stype="log", sid=None):
    return {"source_type": stype, "source_id": sid or ids[0], "tool_name": tool,
            "source_invocation_ids": ids, "evidence_excerpt": excerpt}


def BL(sid, tool, ids, excerpt, stype="log"):
    return {"source_type": stype, "source_id": sid, "tool_name": tool,
            "source_invocation_ids": ids, "evidence_excerpt": excerpt}


# =====================================================================
# Proxifier
# =====================================================================

# bI-001 -- faithful, Chinese paraphrase, PASS
case("bI-001", ["source:proxifier", "format:nl_bullets", "class:faithful", "class:paraphrase_zh"],
     "昨天下午五点多 chrome 和微信突然都上不了网，Proxifier 那边是怎么回事？",
     "排查结果如下：\n"
     "- 07.26 17:23:51 起，WeChat.exe 和 chrome.exe *64 的连接陆续报 Could not connect to proxy proxy.cse.cuhk.edu.hk:5070\n"
     "- 这些报错的原因都是 Could not resolve proxy.cse.cuhk.edu.hk error 11001，也就是代理服务器的域名解析失败\n"
     "- Dropbox.exe 在 17:24:02 访问 bolt.dropbox.com:443 时也报了同样的 error 11001\n"
     "- 17:24:09 WeChat.exe 到 short.weixin.qq.com:80 的连接正常关闭，发送 357 bytes、接收 468 bytes\n"
     "- 建议先检查本机的 DNS 设置，再确认代理域名能否解析",
     [inv("call_7a1f03", 1, "query_logs",
          {"source": "proxifier", "start": "07.26 17:23:00", "end": "07.26 17:28:00"},
          text(PROX, (1472, 1495)), [(PROX, 1472, 1495)])],
     [F("07.26 17:23:51 起，WeChat.exe 和 chrome.exe *64 的连接陆续报 Could not connect to proxy proxy.cse.cuhk.edu.hk:5070",
        "direct_evidence", "first such error is WeChat.exe at 17:23:51, chrome.exe *64 follows from 17:23:54"),
      F("这些报错的原因都是 Could not resolve proxy.cse.cuhk.edu.hk error 11001，也就是代理服务器的域名解析失败",
        "direct_evidence", "every error line in the window ends with Could not resolve ... error 11001"),
      F("Dropbox.exe 在 17:24:02 访问 bolt.dropbox.com:443 时也报了同样的 error 11001",
        "direct_evidence", "line [07.26 17:24:02] Dropbox.exe - bolt.dropbox.com:443 error ... 11001"),
      F("17:24:09 WeChat.exe 到 short.weixin.qq.com:80 的连接正常关闭，发送 357 bytes、接收 468 bytes",
        "direct_evidence", "close, 357 bytes sent, 468 bytes received at 17:24:09")],
     "PASS")

# bI-002 -- counts and approximation in a fenced contract, PASS
_logs = recs(PROX, 1800, 1825)
c002 = {
    "answer_version": "1.0",
    "diagnosis_summary": "凌晨 5 点多本机到代理 proxy.cse.cuhk.edu.hk:5070 的连接被拒绝（10061）",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "07.27 05:05:50 到 05:12:56 之间共有 26 条 Could not connect to proxy proxy.cse.cuhk.edu.hk:5070 报错，错误码均为 10061",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01QmX8c2proxy"], "connection attempt failed with error 10061")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "其中 Dropbox.exe 有 12 条，chrome.exe *64 有 14 条",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01QmX8c2proxy"], "{\"program\": \"Dropbox.exe\", \"ts\": \"07.27 05:05:53\"}")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "这一波报错持续了约 7 分钟",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01QmX8c2proxy"], "{\"ts\": \"07.27 05:12:56\", \"program\": \"Dropbox.exe\"}")]},
        {"claim_id": "c4", "claim_type": "hypothesis",
         "claim_text": "可能是代理端口 5070 上当时没有服务在监听",
         "support_level": "none", "evidence_bindings": []},
    ],
    "hypotheses": ["代理服务短暂不可用"],
    "recommended_actions": ["确认 proxy.cse.cuhk.edu.hk:5070 的代理进程是否在运行"],
    "missing_info": [],
    "user_facing_answer": "05:05:50 到 05:12:56 期间共 26 条代理连接报错（error 10061），Dropbox.exe 12 条、chrome.exe *64 14 条，持续约 7 分钟。可能是代理端口上当时没有服务在监听，建议确认代理进程是否在运行。",
}
case("bI-002", ["source:proxifier", "format:json_fenced", "class:quantity", "class:excerpt_format"],
     "7 月 27 号早上五点多 Dropbox 和 Chrome 同步全挂了，帮我看下代理日志有多少报错",
     "```json\n" + JI(c002) + "\n```",
     [inv("toolu_01QmX8c2proxy", 1, "query_logs",
          {"source": "proxifier", "keyword": "error", "start": "07.27 05:00:00", "end": "07.27 05:15:00"},
          {"total": 26, "logs": _logs}, [(PROX, 1800, 1825)])],
     [CF(c002, "c1", "direct_evidence", "total 26, every record says connection attempt failed with error 10061"),
      CF(c002, "c2", "direct_evidence", "12 records with program Dropbox.exe and 14 with chrome.exe *64"),
      CF(c002, "c3", "direct_evidence", "05:05:50 to 05:12:56 is 7 min 6 s, within 约"),
      CF(c002, "c4", "no_evidence", "hypothesis, non-critical; nothing in the output says what listens on 5070")],
     "PASS")

# bI-003 -- misattribution (403 belongs to spoolsv.exe, YodaoDict.exe has its own cancel errors), REJECT
case("bI-003", ["source:proxifier", "format:nl_paragraph", "class:misattribution"],
     "有道词典的图片一直加载不出来，代理是不是把它拦了？",
     "10.30 晚上 21:06 到 21:15 的代理日志里，spoolsv.exe *64 在 21:08:03 和 21:13:23 两次连接 127.0.0.1:135 失败，代理返回 status code 403。"
     "YodaoDict.exe 访问 oimagea5.ydstatic.com:80 时同样被代理以 status code 403 拒绝。"
     "chrome.exe 在这段时间只有正常的 open 和 close 记录。"
     "建议把 127.0.0.1 和 ydstatic.com 加入 Proxifier 的直连规则。",
     [inv("inv-5c2e", 1, "search_proxy_log",
          {"path": "C:/ProgramData/Proxifier/Proxifier.log", "from": "10.30 21:06", "to": "10.30 21:15"},
          text(PROX, (900, 926)), [(PROX, 900, 926)])],
     [F("10.30 晚上 21:06 到 21:15 的代理日志里，spoolsv.exe *64 在 21:08:03 和 21:13:23 两次连接 127.0.0.1:135 失败，代理返回 status code 403",
        "direct_evidence", "lines at 21:08:03 and 21:13:23 for spoolsv.exe *64 - 127.0.0.1:135 ... status code 403"),
      F("YodaoDict.exe 访问 oimagea5.ydstatic.com:80 时同样被代理以 status code 403 拒绝",
        "contradicted", "YodaoDict.exe's own lines say A connection request was canceled before the completion; 403 is logged only for spoolsv.exe"),
      F("chrome.exe 在这段时间只有正常的 open 和 close 记录",
        "direct_evidence", "all chrome.exe lines in the window are open through proxy / close")],
     "REJECT")

# bI-004 -- fabricated process id one character off, REJECT
c004 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "FlashPlayerPlugin_18_0_0_209.exe 在 10.30 18:00:12 访问 formi.baidu.com:843 失败，代理返回 status code 403",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_b81d"], "formi.baidu.com:843 error : Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy server cannot establish a connection with the target, status code 403")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "同一时段 firefox.exe 经 proxy.cse.cuhk.edu.hk:5070 的 HTTPS 连接能正常打开和关闭",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_b81d"], "firefox.exe - proxy.cse.cuhk.edu.hk:5070 open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "被拦截的插件进程是 FlashPlayerPlugin_18_0_0_203.exe",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_b81d"], "FlashPlayerPlugin_18_0_0_209.exe - formi.baidu.com:843")]},
        {"claim_id": "c4", "claim_type": "recommendation",
         "claim_text": "在 Proxifier 规则里为 formi.baidu.com 配置直连",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "Flash 插件访问 formi.baidu.com:843 被代理以 403 拒绝，firefox 的连接正常。建议为该域名配置直连。",
}
case("bI-004", ["source:proxifier", "format:json_raw", "class:fabricated_id"],
     "网页里的 Flash 小游戏加载失败，10.30 傍晚六点左右，帮忙看看代理日志",
     J(c004),
     [inv("call_b81d", 1, "query_logs",
          {"source": "proxifier", "start": "10.30 17:59:00", "end": "10.30 18:00:30"},
          text(PROX, (436, 446)), [(PROX, 436, 446)])],
     [CF(c004, "c1", "direct_evidence", "line [10.30 18:00:12] FlashPlayerPlugin_18_0_0_209.exe ... status code 403, excerpt verbatim"),
      CF(c004, "c2", "direct_evidence", "firefox.exe open/close lines in the same window"),
      CF(c004, "c3", "contradicted", "FlashPlayerPlugin_18_0_0_203.exe is in no output (real one is ..._209.exe): fabricated id"),
      CF(c004, "c4", "no_evidence", "recommendation, non-critical")],
     "REJECT")

# bI-005 -- negation refuted and a wrong byte count, REJECT
case("bI-005", ["source:proxifier", "format:nl_sloppy", "class:negation", "class:value_wrong"],
     "微信 7.26 晚上是不是一直连不上？看下 18:05 到 18:56 的代理日志",
     "WeChat.exe 这段时间没有任何报错\n"
     "18:55:23 WeChat.exe -> short.weixin.qq.com:80 close 了, 收了 29.4 KB\n"
     "SogouCloud.exe 18:55:22 连 get.sogou.com:80 报 Could not resolve proxy.cse.cuhk.edu.hk error 11001\n"
     "chrome 那边 trello.com:443 close 时发了 21.1 KB\n"
     "可能是 DNS 抖了一下, 可以 ipconfig /flushdns 试试",
     [inv("a3f9e2c4-1b7d-4c36-9e0a-5d2f8b61c7e1", 1, "query_logs",
          {"source": "proxifier", "start": "07.26 18:05:00", "end": "07.26 18:56:00"},
          {"total": 11, "logs": recs(PROX, 1575, 1585)}, [(PROX, 1575, 1585)])],
     [F("WeChat.exe 这段时间没有任何报错", "contradicted",
        "WeChat.exe has three error lines (18:05:25, 18:55:22 twice): Could not resolve ... error 11001"),
      F("18:55:23 WeChat.exe -> short.weixin.qq.com:80 close 了, 收了 29.4 KB", "direct_evidence",
        "close, 484 bytes sent, 30152 bytes (29.4 KB) received"),
      F("SogouCloud.exe 18:55:22 连 get.sogou.com:80 报 Could not resolve proxy.cse.cuhk.edu.hk error 11001", "direct_evidence",
        "record 18:55:22 SogouCloud.exe get.sogou.com:80 error ... 11001"),
      F("chrome 那边 trello.com:443 close 时发了 21.1 KB", "contradicted",
        "record says 2168 bytes (2.11 KB) sent, not 21.1 KB")],
     "REJECT")

# bI-006 -- true denial (no error lines at all), PASS
case("bI-006", ["source:proxifier", "format:nl_paragraph", "class:negation", "class:quantity"],
     "7.26 下午四点四十左右用户说网页很卡，代理有没有报错？",
     "07.26 16:38 到 17:05 这段 Proxifier 日志里没有任何 error 记录。"
     "chrome.exe *64 到 clients6.google.com:443 的两条连接都在 16:44:14 关闭，lifetime 均为 06:52。"
     "Dropbox.exe 在 17:01:03 关闭了到 d.dropbox.com:443 的连接，收到约 4.8 KB。"
     "问题可能出在应用侧，建议再看一下浏览器自己的日志。",
     [inv("call_06d4aa", 1, "query_logs",
          {"source": "proxifier", "start": "07.26 16:38:00", "end": "07.26 17:06:00"},
          text(PROX, (1400, 1430)), [(PROX, 1400, 1430)])],
     [F("07.26 16:38 到 17:05 这段 Proxifier 日志里没有任何 error 记录", "direct_evidence",
        "the 31 lines from 16:38:14 to 17:05:06 are all open/close, none has error"),
      F("chrome.exe *64 到 clients6.google.com:443 的两条连接都在 16:44:14 关闭，lifetime 均为 06:52", "direct_evidence",
        "two close lines at 16:44:14 with lifetime 06:52"),
      F("Dropbox.exe 在 17:01:03 关闭了到 d.dropbox.com:443 的连接，收到约 4.8 KB", "direct_evidence",
        "4946 bytes (4.83 KB) received")],
     "PASS")

# bI-007 -- gap: failed call and no-hit only, LOW_CONFID
c007 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "QQProtectUpd.exe 在 07.27 10:05 访问 qd-update.qq.com:8080 时被代理返回 status code 403",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_q1"], "qd-update.qq.com:8080 error")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "07.27 09:00 到 10:00 之间没有任何程序出现 403 报错",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_q2"], "total: 0")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "chrome.exe *64 在 10:06:38 关闭了到 www.gstatic.com:443 的连接",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_q3"], "www.gstatic.com:443 close, 1239 bytes (1.20 KB) sent")]},
    ],
    "recommended_actions": ["把 qd-update.qq.com 加入直连规则"],
    "user_facing_answer": "QQ 安全更新组件访问 qd-update.qq.com:8080 被代理 403 拦截，9 点到 10 点之间没有其他 403。建议把 qd-update.qq.com 加入直连。",
}
case("bI-007", ["source:proxifier", "format:json_with_text", "class:gap", "class:negation"],
     "QQ 一直提示安全组件更新失败，7.27 上午十点左右，是代理的问题吗？",
     "根据三次查询结果整理如下：\n" + JI(c007) + "\n以上结论供参考。",
     [inv("call_q1", 1, "query_logs",
          {"source": "proxifier", "program": "QQProtectUpd.exe", "keyword": "qd-update.qq.com",
           "start": "07.27 10:00:00", "end": "07.27 10:10:00"},
          None, ok=False, err="ReadTimeout: log backend did not answer within 30s"),
      inv("call_q2", 1, "query_logs",
          {"source": "proxifier", "keyword": "status code 403", "start": "07.27 09:00:00", "end": "07.27 10:00:00"},
          {"total": 0, "logs": []}),
      inv("call_q3", 2, "query_logs",
          {"source": "proxifier", "program": "chrome.exe", "start": "07.27 10:06:00", "end": "07.27 10:22:00"},
          text(PROX, (1954, 1962)), [(PROX, 1954, 1962)])],
     [CF(c007, "c1", "no_evidence", "only the failed call_q1 concerns QQProtectUpd.exe; the host is in its input, so not fabricated"),
      CF(c007, "c2", "no_evidence", "bound to a no-hit query; a no-hit does not prove absence"),
      CF(c007, "c3", "direct_evidence", "line [07.27 10:06:38] chrome.exe *64 - www.gstatic.com:443 close ...")],
     "LOW_CONFID")

# bI-008 -- a time of day no record has, LOW_CONFID
case("bI-008", ["source:proxifier", "format:nl_bullets", "class:time_wrong", "class:hedged_distractor"],
     "10.30 下午 QQ 掉线了好几次，代理日志里能看到什么？",
     "QQ 相关记录：\n"
     "- QQ.exe 在 17:15:42 连接 tcpconn6.tencent.com:443 时请求被取消（A connection request was canceled before the completion）\n"
     "- QQ.exe 在 17:14:10 访问 tcpconn4.tencent.com:80 时报 Proxy closed the connection unexpectedly\n"
     "- 17:15:10 QQ.exe 到 tcpconn.tencent.com:80 的连接只发出 133 bytes，一个字节都没收到\n"
     "- 不排除代理服务器当时在重启",
     [inv("toolu_01HWqk3", 1, "query_logs",
          {"source": "proxifier", "start": "10.30 17:10:00", "end": "10.30 17:18:00"},
          {"total": 18, "logs": recs(PROX, 245, 262)}, [(PROX, 245, 262)])],
     [F("QQ.exe 在 17:15:42 连接 tcpconn6.tencent.com:443 时请求被取消（A connection request was canceled before the completion）",
        "direct_evidence", "record 10.30 17:15:42 QQ.exe tcpconn6.tencent.com:443 error : A connection request was canceled"),
      F("QQ.exe 在 17:14:10 访问 tcpconn4.tencent.com:80 时报 Proxy closed the connection unexpectedly",
        "no_evidence", "the tcpconn4 error is at 17:16:10; no record has 17:14:10"),
      F("17:15:10 QQ.exe 到 tcpconn.tencent.com:80 的连接只发出 133 bytes，一个字节都没收到",
        "direct_evidence", "close, 133 bytes sent, 0 bytes received")],
     "LOW_CONFID")

# bI-009 -- runbook-attributed cause plus an unsupported event, LOW_CONFID
case("bI-009", ["source:proxifier", "format:nl_bold_labels", "class:runbook_only", "class:unsupported_cause"],
     "Chrome 的 Google 推送和 QQ 的安全更新都连不上，为什么代理会返回 403？",
     "**现象**：chrome.exe *64 访问 mtalk.google.com:5228 在 06:19:08 和 06:34:38 两次被代理返回 status code 403\n"
     "**影响范围**：QQProtectUpd.exe 访问 qd-update.qq.com:8080 在 10:05:05 和 10:05:06 也被 403 拒绝\n"
     "**原因**：按运维知识库的说明，proxy.cse.cuhk.edu.hk 只允许 CONNECT 到 443 端口，5228 和 8080 都会被拒绝\n"
     "**补充**：前一天晚上代理的访问策略被收紧了\n"
     "**建议**：给这两个目标配置直连规则",
     [inv("call_p9a", 1, "query_logs",
          {"source": "proxifier", "start": "07.27 06:00:00", "end": "07.27 06:46:00"},
          text(PROX, (1840, 1846)), [(PROX, 1840, 1846)]),
      inv("call_p9b", 1, "query_logs",
          {"source": "proxifier", "start": "07.27 10:02:00", "end": "07.27 10:05:30"},
          text(PROX, (1950, 1953)), [(PROX, 1950, 1953)]),
      inv("call_p9c", 2, "lookup_knowledge", {"query": "Proxifier status code 403 Proxy server cannot establish a connection"},
          {"query": "Proxifier status code 403 Proxy server cannot establish a connection",
           "chunks": [{"chunk_id": "kb-proxy-0403", "source_doc": "runbooks/campus-proxy.md",
                       "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
                       "content": "Proxifier 日志出现 Proxy server cannot establish a connection with the target, status code 403 时，表示上游 HTTPS 代理拒绝了 CONNECT 请求。proxy.cse.cuhk.edu.hk 只允许 CONNECT 到 443 端口，其他端口（例如 5228、8080）会被拒绝。处理方法：为这些目标配置直连规则。"}]})],
     [F("chrome.exe *64 访问 mtalk.google.com:5228 在 06:19:08 和 06:34:38 两次被代理返回 status code 403",
        "direct_evidence", "two lines 07.27 06:19:08 and 06:34:38 with status code 403"),
      F("QQProtectUpd.exe 访问 qd-update.qq.com:8080 在 10:05:05 和 10:05:06 也被 403 拒绝",
        "direct_evidence", "two lines 10:05:05 and 10:05:06 with status code 403"),
      F("按运维知识库的说明，proxy.cse.cuhk.edu.hk 只允许 CONNECT 到 443 端口，5228 和 8080 都会被拒绝",
        "indirect_support", "only the knowledge chunk says this, and the sentence attributes it to the knowledge base"),
      F("前一天晚上代理的访问策略被收紧了",
        "no_evidence", "no output mentions any policy change")],
     "LOW_CONFID")

# =====================================================================
# Windows (CBS.log)
# =====================================================================

# bI-010 -- faithful contract, excerpts in several forms, one bad reference, PASS
c010 = {
    "answer_version": "1.0",
    "diagnosis_summary": "TrustedInstaller 正常启动，仅 SQM 报告上传失败",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "TrustedInstaller 服务于 2016-09-28 04:30:31 启动成功",
         "support_level": "direct",
         "evidence_bindings": [B("get_event_log", ["evt-20160928-a"], "TrustedInstaller service starts successfully.")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "SQM 标准样本上传失败，HRESULT = 0x80004005 - E_FAIL",
         "support_level": "direct",
         "evidence_bindings": [B("get_event_log", ["evt-20160928-a"], "2016-09-28 04:30:31, Info                  CBS    SQM: Failed to start standard sample upload. [HRESULT = 0x80004005 - E_FAIL]")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "CSI Store 4991456 已完成初始化",
         "support_level": "direct",
         "evidence_bindings": [B("get_event_log", ["evt-20160928-a"], "{\"message\": \"00000008 CSI Store 4991456 (0x00000000004c29e0) initialized\", \"component\": \"CSI\"}")]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "NonStart 检查结果为成功，不需要额外的启动处理",
         "support_level": "direct",
         "evidence_bindings": [B("get_event_log", ["evt-20160928-b"], "NonStart: Success, startup processing not required as expected.")]},
        {"claim_id": "c5", "claim_type": "recommendation",
         "claim_text": "先关注后续 CBS 会话日志，SQM 上传失败可暂不处理",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "TrustedInstaller 在 04:30:31 正常启动，CSI Store 初始化完成，SQM 上传报告失败（0x80004005 - E_FAIL）。NonStart 检查通过。建议先关注后续 CBS 会话日志。",
}
case("bI-010", ["source:windows", "format:json_indented", "class:faithful", "class:excerpt_format", "class:bad_reference"],
     "Windows 更新服务 9 月 28 号凌晨启动时有没有异常？",
     JI(c010),
     [inv("evt-20160928-a", 1, "get_event_log",
          {"log": "C:\\Windows\\Logs\\CBS\\CBS.log", "from": "2016-09-28 04:30:30", "to": "2016-09-28 04:30:31", "max": 24},
          {"log": "CBS.log", "entries": recs(WIN, 1, 24, [("ts", "time"), ("level", "level"), ("component", "component"), ("message", "message")])},
          [(WIN, 1, 24)])],
     [CF(c010, "c1", "direct_evidence", "entry 04:30:31 CBS TrustedInstaller service starts successfully."),
      CF(c010, "c2", "direct_evidence", "whole-line excerpt equals the entry SQM: Failed to start standard sample upload ... E_FAIL"),
      CF(c010, "c3", "direct_evidence", "JSON excerpt pairs are fields of the CSI Store 4991456 entry"),
      CF(c010, "c4", "indirect_support", "content is in the output but the binding names evt-20160928-b, which does not exist"),
      CF(c010, "c5", "no_evidence", "recommendation, non-critical")],
     "PASS")

# bI-011 -- wrong count, REJECT
case("bI-011", ["source:windows", "format:nl_bullets", "class:count_wrong"],
     "Windows Update 装补丁报 CBS_E_INVALID_PACKAGE，9 月 28 号凌晨那次一共失败了几次？",
     "- 04:30:33 这一秒内共出现 9 条 Failed to internally open package\n"
     "- 错误码都是 HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE\n"
     "- 这些失败之间穿插着 WindowsUpdateAgent 发起的 Session 初始化，例如 30546173_4280593480\n"
     "- 同一秒还有一条 Failed to get next element，错误码 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM",
     [inv("call_w11", 1, "query_logs",
          {"file": "CBS.log", "start": "2016-09-28 04:30:33", "end": "2016-09-28 04:30:33"},
          text(WIN, (340, 362)), [(WIN, 340, 362)])],
     [F("04:30:33 这一秒内共出现 9 条 Failed to internally open package", "contradicted",
        "the output holds 7 such lines, not 9"),
      F("错误码都是 HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE", "direct_evidence",
        "all seven lines carry 0x800f0805 - CBS_E_INVALID_PACKAGE"),
      F("这些失败之间穿插着 WindowsUpdateAgent 发起的 Session 初始化，例如 30546173_4280593480", "direct_evidence",
        "Session: 30546173_4280593480 initialized by client WindowsUpdateAgent, between the failures"),
      F("同一秒还有一条 Failed to get next element，错误码 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM", "direct_evidence",
        "one such line at 04:30:33 in the output")],
     "REJECT")

# bI-012 -- status flipped (failed -> success), REJECT
c012 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "2016-09-28 04:32:17 CBS 成功创建了备份日志 cab",
         "support_level": "direct",
         "evidence_bindings": [B("get_event_log", ["evt_7781"], "Failed to create backup log cab.")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "Scavenge 在 04:40:54 完成，disposition 为 0X1",
         "support_level": "direct",
         "evidence_bindings": [B("get_event_log", ["evt_7781"], "Scavenge: Completed, disposition: 0X1")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "04:40:55 TrustedInstaller 主循环结束并完成 finalization",
         "support_level": "direct",
         "evidence_bindings": [B("get_event_log", ["evt_7781"], "Ending the TrustedInstaller main loop.")]},
        {"claim_id": "c4", "claim_type": "next_step",
         "claim_text": "检查 9 月 29 日 00:00 之后的下一次 TrustedInstaller 会话",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "备份日志 cab 已创建，Scavenge 正常完成，TrustedInstaller 在 04:40:55 正常退出。下一步可以检查 29 日凌晨的下一次会话。",
}
case("bI-012", ["source:windows", "format:json_raw", "class:status_wrong", "class:paraphrase_zh"],
     "CBS 日志备份是不是没生成？9 月 28 号 04:30 之后那段帮我看一下",
     J(c012),
     [inv("evt_7781", 1, "get_event_log",
          {"log": "CBS.log", "from": "2016-09-28 04:32:00", "to": "2016-09-28 04:41:00"},
          {"log": "CBS.log", "entries": recs(WIN, 936, 953, [("ts", "time"), ("level", "level"), ("component", "source"), ("message", "message")])},
          [(WIN, 936, 953)])],
     [CF(c012, "c1", "contradicted", "entry 04:32:17 says Failed to create backup log cab. [HRESULT = 0x80070001 - ERROR_INVALID_FUNCTION]"),
      CF(c012, "c2", "direct_evidence", "entry 04:40:54 Scavenge: Completed, disposition: 0X1"),
      CF(c012, "c3", "direct_evidence", "entries 04:40:55 Ending the TrustedInstaller main loop / Ending TrustedInstaller finalization"),
      CF(c012, "c4", "no_evidence", "next step, non-critical")],
     "REJECT")

# bI-013 -- Chinese paraphrase with an approximate duration, PASS
case("bI-013", ["source:windows", "format:nl_paragraph", "class:paraphrase_zh", "class:quantity"],
     "9 月 29 号零点那次 TrustedInstaller 启动做了哪些事？为什么比较慢？",
     "2016-09-29 00:00:44 CBS 开始 TrustedInstaller 初始化。"
     "00:00:46 TrustedInstaller 服务启动成功。"
     "CBS 随后从卷影副本 HarddiskVolumeShadowCopy2 加载了 SOFTWARE、SYSTEM、SECURITY、SAM 等离线注册表 hive。"
     "由于离线镜像不可写，CBS 关闭了 manifest 缓存。"
     "PopulateComponentFamiliesKey 这一步耗时约 17 秒。"
     "随后 SPP 客户端初始化了会话 11152_142416105。"
     "慢的原因可能就是这一步在枚举组件族。",
     [inv("call_5e0b91", 1, "query_logs",
          {"file": "CBS.log", "start": "2016-09-29 00:00:44", "end": "2016-09-29 00:01:03"},
          text(WIN, (954, 990)), [(WIN, 954, 990)])],
     [F("2016-09-29 00:00:44 CBS 开始 TrustedInstaller 初始化", "direct_evidence",
        "line 00:00:44 Starting TrustedInstaller initialization."),
      F("00:00:46 TrustedInstaller 服务启动成功", "direct_evidence",
        "line 00:00:46 TrustedInstaller service starts successfully."),
      F("CBS 随后从卷影副本 HarddiskVolumeShadowCopy2 加载了 SOFTWARE、SYSTEM、SECURITY、SAM 等离线注册表 hive", "direct_evidence",
        "Loading offline registry hive: SOFTWARE/SYSTEM/SECURITY/SAM ... HarddiskVolumeShadowCopy2"),
      F("由于离线镜像不可写，CBS 关闭了 manifest 缓存", "direct_evidence",
        "Disabling manifest caching, because the image is not writeable."),
      F("PopulateComponentFamiliesKey 这一步耗时约 17 秒", "direct_evidence",
        "Begin 00:00:46 (.635) to End 00:01:03 (.072): 16.4-17 s, within 约"),
      F("随后 SPP 客户端初始化了会话 11152_142416105", "direct_evidence",
        "00:01:03 Session: 11152_142416105 initialized by client SPP, after the End line")],
     "PASS")

# bI-014 -- values swapped between two packages, REJECT
c014 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "Package_for_KB3118401 的 ApplicableState 为 80，CurrentState 为 112",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["c0ffee-14"], "Package_for_KB3118401~31bf3856ad364e35~amd64~~6.1.1.1")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "Package_for_KB2857650 的 ApplicableState 和 CurrentState 都是 112",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["c0ffee-14"], "Package_for_KB2857650~31bf3856ad364e35~amd64~~6.1.1.1, ApplicableState: 112, CurrentState:112")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "这些包的 applicability 读取都发生在 2016-09-28 04:30:39",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["c0ffee-14"], "{\"ts\": \"2016-09-28 04:30:39\"}")]},
        {"claim_id": "c4", "claim_type": "hypothesis",
         "claim_text": "ApplicableState 为 80 的包可能还没装完",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "KB3118401 的 ApplicableState 为 80，KB2857650 的状态是 112/112。ApplicableState 80 的包可能还没装完，建议重新扫描一次。",
}
case("bI-014", ["source:windows", "format:json_compact", "class:entity_swap"],
     "KB3118401 这个补丁到底装上没有？看一下 CBS 的 applicability 记录",
     json.dumps(c014, ensure_ascii=False, separators=(",", ":")),
     [inv("c0ffee-14", 1, "query_logs",
          {"file": "CBS.log", "keyword": "applicability", "start": "2016-09-28 04:30:39", "end": "2016-09-28 04:30:39", "context": 1},
          {"total": 12, "logs": recs(WIN, 495, 506)}, [(WIN, 495, 506)])],
     [CF(c014, "c1", "contradicted", "KB3118401 shows ApplicableState: 112; the 80 belongs to Package_for_KB2585542 (entity swap)"),
      CF(c014, "c2", "direct_evidence", "record for KB2857650: ApplicableState: 112, CurrentState:112"),
      CF(c014, "c3", "direct_evidence", "all 12 records have ts 2016-09-28 04:30:39"),
      CF(c014, "c4", "no_evidence", "hypothesis, non-critical")],
     "REJECT")

# bI-015 -- hedged distractors around supported claims, PASS
c015 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "02:03:46 CBS 连续出现 Failed to get next element，错误码 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_15f"], "Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "02:03:47 WindowsUpdateAgent 初始化会话 30546354_2830724089 后，紧接着出现 Failed to internally open package（0x800f0805 - CBS_E_INVALID_PACKAGE）",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_15f"], "Session: 30546354_2830724089 initialized by client WindowsUpdateAgent."),
                               B("query_logs", ["call_15f"], "Failed to internally open package. [HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE]")]},
        {"claim_id": "c3", "claim_type": "hypothesis",
         "claim_text": "可能是某个更新包的 manifest 文件已经损坏",
         "support_level": "none", "evidence_bindings": []},
        {"claim_id": "c4", "claim_type": "hypothesis",
         "claim_text": "也可能是磁盘坏道导致读包失败",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "CBS 在 02:03:46 连续报 manifest 解析错误（0x800f080d），02:03:47 会话 30546354_2830724089 之后出现打开更新包失败（0x800f0805）。疑似某个更新包的 manifest 已损坏，也不排除磁盘问题，建议运行 sfc /scannow 后再看。",
}
case("bI-015", ["source:windows", "format:json_with_text", "class:hedged_distractor", "class:faithful"],
     "9 月 29 号凌晨两点 Windows 更新一直失败，CBS 日志说了什么？",
     "分析完成，结构化结果如下：\n\n" + JI(c015),
     [inv("call_15f", 1, "query_logs",
          {"file": "CBS.log", "start": "2016-09-29 02:03:46", "end": "2016-09-29 02:03:48"},
          text(WIN, (1200, 1216)), [(WIN, 1200, 1216)])],
     [CF(c015, "c1", "direct_evidence", "four Failed to get next element lines at 02:03:46 with 0x800f080d"),
      CF(c015, "c2", "direct_evidence", "02:03:47 Session 30546354_2830724089 line followed by Failed to internally open package 0x800f0805"),
      CF(c015, "c3", "no_evidence", "hypothesis, non-critical"),
      CF(c015, "c4", "no_evidence", "hypothesis, non-critical (nothing about disks)")],
     "PASS")

# =====================================================================
# Mac
# =====================================================================

# bI-016 -- faithful paraphrase of several processes, PASS
case("bI-016", ["source:mac", "format:nl_bullets", "class:faithful", "class:paraphrase_zh", "class:hedged_distractor"],
     "7 月 1 号中午 11:50 左右 Mac 上 QQ 突然断线，怎么回事？",
     "- 11:49:29 kernel 报 AirPort: Link Down on en0，原因是 Reason 8 (Disassociated because station leaving)\n"
     "- 同一秒 QQ[10018] 连接 183.57.48.75:80 失败，提示 Network is down\n"
     "- 11:49:30 Dropbox[24019] 打出 WARNING：Failed to read DnsConfig\n"
     "- 11:51:07 en0 的 BSSID 变成了 5c:50:15:36:bc:03\n"
     "- 推测是 Wi-Fi 切换 AP 时短暂断网，可能不是 QQ 本身的问题",
     [inv("srch-016", 1, "search_syslog",
          {"file": "/var/log/system.log", "since": "Jul  1 11:46:00", "until": "Jul  1 11:51:30"},
          {"hits": recs(MAC, 110, 130, [("ts", "timestamp"), ("host", "host"), ("process", "process"), ("pid", "pid"), ("message", "message")]),
           "took_ms": 41},
          [(MAC, 110, 130)])],
     [F("11:49:29 kernel 报 AirPort: Link Down on en0，原因是 Reason 8 (Disassociated because station leaving)", "direct_evidence",
        "kernel[0] 11:49:29 AirPort: Link Down on en0. Reason 8 (Disassociated because station leaving)."),
      F("同一秒 QQ[10018] 连接 183.57.48.75:80 失败，提示 Network is down", "direct_evidence",
        "QQ[10018] 11:49:29 connectx to 183.57.48.75:80@0 failed: [50] Network is down"),
      F("11:49:30 Dropbox[24019] 打出 WARNING：Failed to read DnsConfig", "direct_evidence",
        "Dropbox[24019] 11:49:30 [0701/114930:WARNING:dns_config_service_posix.cc(306)] Failed to read DnsConfig."),
      F("11:51:07 en0 的 BSSID 变成了 5c:50:15:36:bc:03", "direct_evidence",
        "kernel[0] 11:51:07 en0: BSSID changed to 5c:50:15:36:bc:03")],
     "PASS")

# bI-017 -- misattribution between quicklookd and iconservicesagent, REJECT
c017 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "quicklookd[31687] 多次报 Failed to composit image for descriptor <ISBindingImageDescriptor: 0x7f9950712080>",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_m17"], "Failed to composit image for descriptor <ISBindingImageDescriptor: 0x7f9950712080>.")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "WindowServer[184] 在 21:03:00、21:17:32 和 22:13:49 报 send_datagram_available_ping: pid 445 failed to act on a ping it dequeued before timing out",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_m17"], "send_datagram_available_ping: pid 445 failed to act on a ping it dequeued before timing out.")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "Safari[9852] 在 20:13:23 出现 tcp_connection_tls_session_error_callback_imp 1977，error 22",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_m17"], "tcp_connection_tls_session_error_callback_imp 1977 __tcp_connection_tls_session_callback_write_block_invoke.434 error 22")]},
        {"claim_id": "c4", "claim_type": "recommendation",
         "claim_text": "重建 Quick Look 缓存（qlmanage -r cache）",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "quicklookd 多次生成缩略图失败，WindowServer 也有 ping 超时，Safari 在 20:13:23 有一次 TLS error 22。建议重建 Quick Look 缓存。",
}
case("bI-017", ["source:mac", "format:json_fenced", "class:misattribution"],
     "Finder 里空格预览（Quick Look）7 月 1 号晚上一直转圈，看看系统日志",
     "```json\n" + JI(c017) + "\n```",
     [inv("call_m17", 1, "query_logs",
          {"host": "calvisitor-10-105-163-202", "start": "Jul  1 19:50:00", "end": "Jul  1 22:21:00"},
          text(MAC, (186, 207)), [(MAC, 186, 207)])],
     [CF(c017, "c1", "contradicted", "Failed to composit image is logged only by iconservicesagent[328]; quicklookd[31687]'s own lines say Error returned from iconservicesagent: (null)"),
      CF(c017, "c2", "direct_evidence", "WindowServer[184] lines at 21:03:00, 21:17:32, 22:13:49"),
      CF(c017, "c3", "direct_evidence", "Safari[9852] 20:13:23 tcp_connection_tls_session_error_callback_imp 1977 ... error 22"),
      CF(c017, "c4", "no_evidence", "recommendation, non-critical")],
     "REJECT")

# bI-018 -- count in an Elasticsearch-shaped output, PASS
_hits = [{"_index": "syslog-mac-2017.07.04", "_source": r}
         for r in recs(MAC, 1110, 1135, [("ts", "@timestamp"), ("host", "host"), ("process", "process"), ("pid", "pid"), ("message", "message")])]
case("bI-018", ["source:mac", "format:nl_sloppy", "class:quantity", "class:hedged_distractor"],
     "Word 7 月 4 号晚上 23 点多突然卡死，日志里刷了很多错，大概多少条？",
     "mac 这边 Microsoft Word[14463] 在 Jul 4 23:22:09 这一秒刷了 18 条 Cocoa scripting error\n"
     "报的都是 four character codes must be four characters long\n"
     "紧跟着还有一条 .sdef warning, '4023' is not a valid type name\n"
     "之后 23:25:29 WeChat[24144] 打了一行 jemmytest\n"
     "可能是 Word 的某个插件没适配，可以先忽略",
     [inv("es-q-0718", 1, "es_query",
          {"index": "syslog-mac-*", "query": "host:calvisitor-10-105-162-105 AND @timestamp:[\"Jul  4 23:22:09\" TO \"Jul  4 23:51:00\"]", "size": 50},
          {"took": 12, "timed_out": False, "hits": {"total": {"value": 26, "relation": "eq"}, "hits": _hits}},
          [(MAC, 1110, 1135)])],
     [F("mac 这边 Microsoft Word[14463] 在 Jul 4 23:22:09 这一秒刷了 18 条 Cocoa scripting error", "direct_evidence",
        "18 hits from Microsoft Word[14463] at Jul  4 23:22:09 contain Cocoa scripting error"),
      F("报的都是 four character codes must be four characters long", "direct_evidence",
        "all 18 Cocoa scripting error messages end with four character codes must be four characters long."),
      F("紧跟着还有一条 .sdef warning, '4023' is not a valid type name", "direct_evidence",
        "next hit: .sdef warning ... '4023' is not a valid type name."),
      F("之后 23:25:29 WeChat[24144] 打了一行 jemmytest", "direct_evidence",
        "hit Jul  4 23:25:29 WeChat[24144]: jemmytest")],
     "PASS")

# bI-019 -- fabricated error code one digit off, REJECT
case("bI-019", ["source:mac", "format:nl_paragraph", "class:fabricated_id", "class:paraphrase_zh"],
     "iCloud 钥匙串 7 月 1 号上午一直同步不了，系统日志里有什么？",
     "Jul 1 10:13:39 secd[276] 报 SOSAccountThisDeviceCanSyncWithCircle 同步失败，错误为 com.apple.security.sos.error Code=1036 \"Account identity not set\"。"
     "10:13:43 SpotlightNetHelper[352] 创建全局剪贴板数据失败（failed to create global data）。"
     "kernel 的 Sandbox 拒绝了 com.apple.Addres(31346) 对 /private/var/run/mDNSResponder 的 network-outbound 访问。"
     "11:24:45 secd[276] 又报了 NSOSStatusErrorDomain Code=-50 query missing class name。"
     "建议先在系统偏好设置里重新登录 iCloud。",
     [inv("call_c9e21f", 1, "query_logs",
          {"host": "calvisitor-10-105-160-95", "start": "Jul  1 10:13:00", "end": "Jul  1 11:25:00"},
          text(MAC, (84, 93)), [(MAC, 84, 93)])],
     [F("Jul 1 10:13:39 secd[276] 报 SOSAccountThisDeviceCanSyncWithCircle 同步失败，错误为 com.apple.security.sos.error Code=1036 \"Account identity not set\"",
        "contradicted", "the record has Code=1035; Code=1036 is in no output (fabricated, one digit off)"),
      F("10:13:43 SpotlightNetHelper[352] 创建全局剪贴板数据失败（failed to create global data）", "direct_evidence",
        "SpotlightNetHelper[352] 10:13:43 CFPasteboardCreate ... failed to create global data"),
      F("kernel 的 Sandbox 拒绝了 com.apple.Addres(31346) 对 /private/var/run/mDNSResponder 的 network-outbound 访问", "direct_evidence",
        "kernel[0] Sandbox: com.apple.Addres(31346) deny(1) network-outbound /private/var/run/mDNSResponder"),
      F("11:24:45 secd[276] 又报了 NSOSStatusErrorDomain Code=-50 query missing class name", "direct_evidence",
        "secd[276] 11:24:45 ... NSOSStatusErrorDomain Code=-50 \"query missing class name\"")],
     "REJECT")

# bI-020 -- unsupported cause in plain words, LOW_CONFID
case("bI-020", ["source:mac", "format:nl_bold_labels", "class:unsupported_cause"],
     "Safari 看视频 7 月 3 号中午老是卡住，帮忙看下系统日志",
     "**现象**：com.apple.WebKit.WebContent[32778] 在 Jul 3 11:31 到 12:22 之间反复报 itemasync_CopyProperty / itemasync_SetProperty signalled err=-12785 (kFigBaseObjectError_Invalidated)\n"
     "**伴随**：同一进程还出现了 FigAgglomeratorSetObjectForKey signalled err=-16020 (kFigStringConformerError_ParamErr)\n"
     "**根因**：Safari 升级之后网页里的视频播放就开始出问题\n"
     "**建议**：清理 Safari 缓存后重启浏览器",
     [inv("srch-m20", 1, "search_syslog",
          {"host": "authorMacBook-Pro", "since": "Jul  3 10:28:00", "until": "Jul  3 12:23:00"},
          {"hits": recs(MAC, 459, 482, [("ts", "timestamp"), ("host", "host"), ("process", "process"), ("pid", "pid"), ("message", "message")])},
          [(MAC, 459, 482)])],
     [F("com.apple.WebKit.WebContent[32778] 在 Jul 3 11:31 到 12:22 之间反复报 itemasync_CopyProperty / itemasync_SetProperty signalled err=-12785 (kFigBaseObjectError_Invalidated)",
        "direct_evidence", "err=-12785 lines of pid 32778 from 11:31:49 to 12:22:42"),
      F("同一进程还出现了 FigAgglomeratorSetObjectForKey signalled err=-16020 (kFigStringConformerError_ParamErr)",
        "direct_evidence", "pid 32778 lines at 11:31:49 and 12:02:22"),
      F("Safari 升级之后网页里的视频播放就开始出问题",
        "no_evidence", "no output mentions a Safari upgrade (GoogleSoftwareUpdateAgent's self-update check is another product)")],
     "LOW_CONFID")

# bI-021 -- order contradicted by timestamps, REJECT
c021 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "quicklookd[31687] 在 19:50:12 首次报 Error returned from iconservicesagent: (null)",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01Mac21"], "{\"process\": \"quicklookd\", \"message\": \"Error returned from iconservicesagent: (null)\"}")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "大约三分钟之后 iconservicesagent[328] 才开始出现 Failed to composit image",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01Mac21"], "Failed to composit image for descriptor")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "cloudd[326] 在 20:23:09 报 SecOSStatusWith error:[-50]，query missing class name",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01Mac21"], "SecOSStatusWith error:[-50]")]},
        {"claim_id": "c4", "claim_type": "hypothesis",
         "claim_text": "quicklookd 的报错可能是图标服务失败的上游诱因",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "quicklookd 在 19:50:12 先报错，约三分钟后 iconservicesagent 才开始生成图标失败，cloudd 在 20:23:09 也有 -50 错误。quicklookd 可能是上游诱因。",
}
case("bI-021", ["source:mac", "format:json_indented", "class:time_wrong"],
     "7 月 1 号晚上 Finder 图标全变白了，是谁先出的错？",
     JI(c021),
     [inv("toolu_01Mac21", 1, "query_logs",
          {"file": "/var/log/system.log", "start": "Jul  1 19:43:00", "end": "Jul  1 20:24:00"},
          {"total": 11, "logs": recs(MAC, 180, 190)}, [(MAC, 180, 190)])],
     [CF(c021, "c1", "direct_evidence", "first quicklookd record in the output is 19:50:12 Error returned from iconservicesagent: (null)"),
      CF(c021, "c2", "contradicted", "iconservicesagent[328] already failed at 19:46:42, before quicklookd's 19:50:12; the stated order is reversed"),
      CF(c021, "c3", "direct_evidence", "cloudd[326] 20:23:09 SecOSStatusWith error:[-50] ... query missing class name"),
      CF(c021, "c4", "no_evidence", "hypothesis, non-critical")],
     "REJECT")

# bI-022 -- bad references only (non-existent call, non-existent trace ref, no binding), LOW_CONFID
c022 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "com.apple.geod[30311] 在 Jul 2 19:34:33 请求超时，NSURLErrorDomain Code=-1001",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_9d0c"], "Code=-1001 \"The request timed out.\"")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "22:24:03 geod 再次失败，Code=-1009 The Internet connection appears to be offline",
         "support_level": "direct",
         "evidence_bindings": [{"source_type": "trace", "source_id": "T3", "tool_name": "query_logs",
                                "source_invocation_ids": [], "evidence_excerpt": "Code=-1009 \"The Internet connection appears to be offline.\""}]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "Safari[9852] 在 21:44:16 出现 TLS session error 22",
         "support_level": "direct",
         "evidence_bindings": []},
    ],
    "user_facing_answer": "地图定位服务 geod 在 19:34:33 请求超时（-1001），22:24:03 因断网再次失败（-1009），Safari 在 21:44:16 也有 TLS error 22。",
}
case("bI-022", ["source:mac", "format:json_raw", "class:bad_reference"],
     "7 月 2 号晚上地图一直定位不了，系统日志有什么异常？",
     J(c022),
     [inv("call_4e1b", 1, "query_logs",
          {"file": "/var/log/system.log", "start": "Jul  2 19:21:00", "end": "Jul  2 22:24:10"},
          text(MAC, (314, 338)), [(MAC, 314, 338)])],
     [CF(c022, "c1", "indirect_support", "content matches the 19:34:33 geod line, but the binding names call_9d0c, which does not exist"),
      CF(c022, "c2", "indirect_support", "content matches the 22:24:03 line, but trace ref T3 does not exist (one evidence call only)"),
      CF(c022, "c3", "indirect_support", "content matches Safari[9852] 21:44:16 ... error 22, but the claim has no binding")],
     "LOW_CONFID")

# =====================================================================
# Hadoop
# =====================================================================

# bI-023 -- paraphrase of a failed task attempt, PASS
case("bI-023", ["source:hadoop", "format:nl_paragraph", "class:paraphrase_zh", "class:faithful"],
     "job_1445144423722_0020 的 map 任务 18:06 左右失败了，原因是什么？",
     "18:06:25 attempt_1445144423722_0020_m_000001_0 的进度为 0.37551183。"
     "2015-10-18 18:06:26 TaskAttempt attempt_1445144423722_0020_m_000002_0 因 java.net.NoRouteToHostException 退出，无法从 MININT-FNANLI5 连到 msra-sa-41:9000。"
     "该 attempt 随即从 RUNNING 转入 FAIL_CONTAINER_CLEANUP 状态。"
     "ContainerLauncher 对容器 container_1445144423722_0020_01_000004 执行了 CONTAINER_REMOTE_CLEANUP 并 KILL 了这个 attempt。"
     "18:06:26 RMCommunicator Allocator 还报了 ERROR IN CONTACTING RM。"
     "建议先检查 msra-sa-41 的路由和防火墙。",
     [inv("call_hd23", 1, "query_logs",
          {"service": "MRAppMaster", "job": "job_1445144423722_0020", "start": "2015-10-18 18:06:25", "end": "2015-10-18 18:06:27"},
          {"total": 15, "logs": recs(HADOOP, 1016, 1030)}, [(HADOOP, 1016, 1030)])],
     [F("18:06:25 attempt_1445144423722_0020_m_000001_0 的进度为 0.37551183", "direct_evidence",
        "Progress of TaskAttempt attempt_..._m_000001_0 is : 0.37551183 at 18:06:25,092"),
      F("2015-10-18 18:06:26 TaskAttempt attempt_1445144423722_0020_m_000002_0 因 java.net.NoRouteToHostException 退出，无法从 MININT-FNANLI5 连到 msra-sa-41:9000",
        "direct_evidence", "FATAL at 18:06:26,029: ... exited : java.net.NoRouteToHostException: No Route to Host from MININT-FNANLI5/127.0.0.1 to msra-sa-41:9000"),
      F("该 attempt 随即从 RUNNING 转入 FAIL_CONTAINER_CLEANUP 状态", "direct_evidence",
        "TaskAttempt Transitioned from RUNNING to FAIL_CONTAINER_CLEANUP"),
      F("ContainerLauncher 对容器 container_1445144423722_0020_01_000004 执行了 CONTAINER_REMOTE_CLEANUP 并 KILL 了这个 attempt", "direct_evidence",
        "ContainerLauncher #1: CONTAINER_REMOTE_CLEANUP for container_..._000004, then KILLING attempt_..._m_000002_0"),
      F("18:06:26 RMCommunicator Allocator 还报了 ERROR IN CONTACTING RM", "direct_evidence",
        "ERROR [RMCommunicator Allocator] ... ERROR IN CONTACTING RM. at 18:06:26,108")],
     "PASS")

# bI-024 -- malformed contract (trailing comma) with an opposite predicate, REJECT
a024 = """{
  "answer_version": "1.0",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "ResponseProcessor 读取 ack 很慢，read fields 耗时 65020ms，超过 30000ms 阈值",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_hd24", "tool_name": "query_logs", "source_invocation_ids": ["call_hd24"], "evidence_excerpt": "took 65020ms (threshold=30000ms)"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "DataStreamer 对 BP-1347369012-10.190.173.170-1444972147527:blk_1073743512_2731 的写入已成功完成",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_hd24", "tool_name": "query_logs", "source_invocation_ids": ["call_hd24"], "evidence_excerpt": "blk_1073743512_2731"}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "截至 18:06:01，LeaseRenewer 已经 64 秒未能为 DFSClient_NONMAPREDUCE_1537864556_1 续租",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_hd24", "tool_name": "query_logs", "source_invocation_ids": ["call_hd24"], "evidence_excerpt": "for 64 seconds"}]},
  ],
  "user_facing_answer": "建议检查 msra-sa-41 的网络连通性。"
}"""
case("bI-024", ["source:hadoop", "format:json_malformed", "class:status_wrong", "class:paraphrase_zh"],
     "MapReduce 作业写 .jhist 历史文件的时候卡住了，18:05 到 18:06 之间发生了什么？",
     a024,
     [inv("call_hd24", 1, "query_logs",
          {"service": "MRAppMaster", "start": "2015-10-18 18:05:55", "end": "2015-10-18 18:06:02"},
          text(HADOOP, (905, 922)), [(HADOOP, 905, 922)])],
     [F("ResponseProcessor 读取 ack 很慢，read fields 耗时 65020ms，超过 30000ms 阈值", "direct_evidence",
        "Slow ReadProcessor read fields took 65020ms (threshold=30000ms)"),
      F("DataStreamer 对 BP-1347369012-10.190.173.170-1444972147527:blk_1073743512_2731 的写入已成功完成", "contradicted",
        "records for that block show DFSOutputStream ResponseProcessor exception, Error Recovery for block and DataStreamer Exception"),
      F("截至 18:06:01，LeaseRenewer 已经 64 秒未能为 DFSClient_NONMAPREDUCE_1537864556_1 续租", "direct_evidence",
        "18:06:01,747 Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 64 seconds")],
     "REJECT")

# bI-025 -- wrong progress value and an ERROR attributed to the wrong thread, REJECT
case("bI-025", ["source:hadoop", "format:nl_sloppy", "class:value_wrong", "class:misattribution"],
     "两个 map attempt 18:06 之后进度不动了，AM 日志里有什么？",
     "attempt_1445144423722_0020_m_000001_0 进度 0.37551183, 大概 38%\n"
     "attempt_1445144423722_0020_m_000002_0 进度卡在 0.48 左右\n"
     "LeaseRenewer 线程报了 ERROR IN CONTACTING RM\n"
     "RMCommunicator Allocator 一直在 Retrying connect to server: msra-sa-41:8030\n"
     "可能 RM 那台机器网络不通",
     [inv("7f3c2a10-25aa-4d1e-b0c2-hd25", 1, "query_logs",
          {"service": "MRAppMaster", "start": "2015-10-18 18:06:06", "end": "2015-10-18 18:06:12"},
          text(HADOOP, (941, 962)), [(HADOOP, 941, 962)])],
     [F("attempt_1445144423722_0020_m_000001_0 进度 0.37551183, 大概 38%", "direct_evidence",
        "Progress of TaskAttempt ..._m_000001_0 is : 0.37551183"),
      F("attempt_1445144423722_0020_m_000002_0 进度卡在 0.48 左右", "contradicted",
        "the record says 0.38137424, outside 10 % of 0.48"),
      F("LeaseRenewer 线程报了 ERROR IN CONTACTING RM", "contradicted",
        "ERROR IN CONTACTING RM is logged only by [RMCommunicator Allocator]; LeaseRenewer's own lines are Failed to renew lease / Address change detected"),
      F("RMCommunicator Allocator 一直在 Retrying connect to server: msra-sa-41:8030", "direct_evidence",
        "three Retrying connect to server: msra-sa-41:8030 lines at 18:06:07, 18:06:09, 18:06:11")],
     "REJECT")

# bI-026 -- log findings plus a knowledge-base cause, PASS
c026 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "18:05:27 到 18:05:35 之间 LeaseRenewer 每秒报一次 Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1]，失败时长从 30 秒涨到 38 秒",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_hd26a"], "Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 38 seconds.")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "同一时间 ipc.Client 反复检测到地址变化：Old: msra-sa-41/10.190.173.170:9000 New: msra-sa-41:9000",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_hd26a"], "Address change detected. Old: msra-sa-41/10.190.173.170:9000 New: msra-sa-41:9000")]},
        {"claim_id": "c3", "claim_type": "root_cause",
         "claim_text": "根据知识库，LeaseRenewer 续租失败说明客户端连不上 NameNode，超过 60 秒后其他客户端可以抢占该文件的租约",
         "support_level": "indirect",
         "evidence_bindings": [B("lookup_knowledge", ["call_hd26b"], "LeaseRenewer 续租失败通常说明 HDFS 客户端连不上 NameNode。", stype="knowledge", sid="kb-hdfs-017")]},
        {"claim_id": "c4", "claim_type": "recommendation",
         "claim_text": "检查客户端到 msra-sa-41:9000 的连通性",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "18:05:27 起 LeaseRenewer 每秒续租失败，失败时长已到 38 秒，同时 ipc.Client 一直在报地址变化。根据知识库，这说明客户端连不上 NameNode，超过 60 秒后租约可能被抢占。建议检查到 msra-sa-41:9000 的连通性。",
}
case("bI-026", ["source:hadoop", "format:json_fenced", "class:runbook_only", "class:excerpt_format"],
     "HDFS 客户端一直报 Failed to renew lease，这个严重吗？",
     "```json\n" + JI(c026) + "\n```",
     [inv("call_hd26a", 1, "query_logs",
          {"service": "MRAppMaster", "thread": "LeaseRenewer*", "start": "2015-10-18 18:05:27", "end": "2015-10-18 18:05:36"},
          text(HADOOP, (848, 866)), [(HADOOP, 848, 866)]),
      inv("call_hd26b", 1, "lookup_knowledge", {"query": "HDFS LeaseRenewer Failed to renew lease"},
          {"query": "HDFS LeaseRenewer Failed to renew lease",
           "chunks": [{"chunk_id": "kb-hdfs-017", "source_doc": "runbooks/hdfs-client.md", "retrieval_layer": "runbook",
                       "relevance": "high", "deduped": False,
                       "content": "LeaseRenewer 续租失败通常说明 HDFS 客户端连不上 NameNode。续租失败持续超过 soft limit（60 秒）后，其他客户端可以抢占该文件的租约。处理：先检查客户端到 NameNode RPC 端口的连通性。"}]})],
     [CF(c026, "c1", "direct_evidence", "nine Failed to renew lease lines, 18:05:27 (30 s) to 18:05:35 (38 s), one per second"),
      CF(c026, "c2", "direct_evidence", "Address change detected lines alternate with the lease lines"),
      CF(c026, "c3", "indirect_support", "only the knowledge chunk says it, and the claim attributes it to the knowledge base"),
      CF(c026, "c4", "no_evidence", "recommendation, non-critical")],
     "PASS")

# =====================================================================
# HDFS
# =====================================================================

# bI-027 -- block swapped between two DataNodes, REJECT
case("bI-027", ["source:hdfs", "format:nl_bullets", "class:entity_swap", "class:quantity"],
     "11 月 9 号晚上 DataNode 读块时大量 WARN，哪些节点出的问题？",
     "- 081109 21:40 到 22:23 之间 DataXceiver 共有 14 条 WARN Got exception while serving\n"
     "- 10.251.30.85:50010 在向 /10.251.91.159 发送 blk_8376667364205250596 时出现异常\n"
     "- 10.251.123.132:50010 在向 /10.251.38.214 发送 blk_3763728533434719668 时出现异常\n"
     "- 其余 Served block 记录都是正常的 INFO，比如 10.251.71.68:50010 向 /10.251.199.150 发送了 blk_-2794533871450434534",
     [inv("call_a27d", 1, "query_logs",
          {"source": "hdfs", "component": "dfs.DataNode$DataXceiver", "start": "081109 213847", "end": "081109 222342"},
          {"total": 22, "logs": recs(HDFS, 74, 95)}, [(HDFS, 74, 95)])],
     [F("081109 21:40 到 22:23 之间 DataXceiver 共有 14 条 WARN Got exception while serving", "direct_evidence",
        "14 WARN records, 214043 to 222342"),
      F("10.251.30.85:50010 在向 /10.251.91.159 发送 blk_8376667364205250596 时出现异常", "contradicted",
        "blk_8376667364205250596 to /10.251.91.159 is logged by 10.251.126.255:50010; 10.251.30.85's own record is blk_-2918118818249673980 to /10.251.90.64"),
      F("10.251.123.132:50010 在向 /10.251.38.214 发送 blk_3763728533434719668 时出现异常", "direct_evidence",
        "WARN 214529 10.251.123.132:50010:Got exception while serving blk_3763728533434719668 to /10.251.38.214:"),
      F("其余 Served block 记录都是正常的 INFO，比如 10.251.71.68:50010 向 /10.251.199.150 发送了 blk_-2794533871450434534", "direct_evidence",
        "all Served block records are INFO; 214524 10.251.71.68:50010 Served block blk_-2794533871450434534 to /10.251.199.150")],
     "REJECT")

# bI-028 -- byte-unit conversions, one claim with a non-existent trace ref, PASS
c028 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "blk_-4875138366845786590 已加入 10.250.7.244:50010 的 blockMap，大小 64 MiB",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_d28"], "is added to blk_-4875138366845786590 size 67108864")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "blk_6095704128062577668 大小约 27 MiB，同样存放在 10.250.7.244:50010",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_d28"], "10.250.7.244:50010 is added to blk_6095704128062577668 size 28484260")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "PacketResponder 从 /10.251.106.10 收到 blk_-5954527587435406374，大小 67108864 字节",
         "support_level": "direct",
         "evidence_bindings": [{"source_type": "trace", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": [],
                                "evidence_excerpt": "Received block blk_-5954527587435406374 of size 67108864 from /10.251.106.10"}]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "081111 06:16:02 NameSystem 为 part-01192 分配了 blk_7720864196601815614",
         "support_level": "direct",
         "evidence_bindings": [{"source_type": "trace", "source_id": "T2", "tool_name": "query_logs", "source_invocation_ids": [],
                                "evidence_excerpt": "part-01192. blk_7720864196601815614"}]},
    ],
    "user_facing_answer": "10.250.7.244:50010 新增了两个块（64 MiB 和约 27 MiB），10.251.106.10 发来的块也已收到，part-01192 分配了新块。",
}
case("bI-028", ["source:hdfs", "format:json_indented", "class:quantity", "class:bad_reference"],
     "randtxt5 那个写入任务 11 月 11 号早上写进去的块大小对不对？",
     JI(c028),
     [inv("call_d28", 1, "query_logs",
          {"source": "hdfs", "start": "081111 055936", "end": "081111 061730"},
          text(HDFS, (1500, 1515)), [(HDFS, 1500, 1515)])],
     [CF(c028, "c1", "direct_evidence", "size 67108864 bytes = 64 MiB, on 10.250.7.244:50010"),
      CF(c028, "c2", "direct_evidence", "28484260 bytes = 27.2 MiB, within 约; node 10.250.7.244:50010"),
      CF(c028, "c3", "direct_evidence", "trace ref T1 is the only evidence call; excerpt is verbatim in it"),
      CF(c028, "c4", "indirect_support", "content matches 081111 061602 allocateBlock ... part-01192. blk_7720864196601815614, but trace ref T2 does not exist")],
     "PASS")

# bI-029 -- gap: no-hit, failed call and deduped chunk only, LOW_CONFID
case("bI-029", ["source:hdfs", "format:nl_paragraph", "class:gap", "class:negation"],
     "blk_-2918118818249673980 在 10.251.30.85 上报 Got exception while serving，是 DataNode 坏了吗？",
     "blk_-2918118818249673980 相关日志里没有 ERROR。"
     "DataNode 10.251.30.85 本身没有问题。"
     "Got exception while serving 是客户端提前断开读取连接导致的，不影响数据完整性。"
     "建议再观察一下是否还会复现。",
     [inv("call_e1", 1, "query_logs",
          {"source": "hdfs", "keyword": "blk_-2918118818249673980", "level": "ERROR", "date": "081109"},
          {"total": 0, "logs": []}),
      inv("call_e2", 1, "query_logs",
          {"source": "hdfs", "keyword": "blk_-2918118818249673980", "host": "10.251.30.85"},
          None, ok=False, err="HTTP 503 from log-gateway: shard hdfs-2008-11 unavailable"),
      inv("call_e3", 2, "lookup_knowledge", {"query": "DataXceiver Got exception while serving"},
          {"query": "DataXceiver Got exception while serving",
           "chunks": [{"chunk_id": "kb-hdfs-031", "source_doc": "cases/2023-hdfs-read-warn.md", "retrieval_layer": "past_incident",
                       "relevance": "medium", "deduped": True,
                       "content": "DataXceiver 报 Got exception while serving，多数是客户端提前断开读取连接导致，一般不影响数据完整性。"}]}),
      inv("call_e4", 2, "query_logs",
          {"source": "hdfs", "date": "081109", "start": "213436", "end": "213837"},
          text(HDFS, (70, 73)), [(HDFS, 70, 73)])],
     [F("blk_-2918118818249673980 相关日志里没有 ERROR", "no_evidence",
        "only a no-hit query (total 0) backs it; a no-hit does not prove absence"),
      F("DataNode 10.251.30.85 本身没有问题", "no_evidence",
        "the only call about 10.251.30.85 failed (HTTP 503); no successful record of that node"),
      F("Got exception while serving 是客户端提前断开读取连接导致的，不影响数据完整性", "no_evidence",
        "found only in a deduped knowledge chunk")],
     "LOW_CONFID")

# bI-030 -- wrong time of day among hedges, LOW_CONFID
case("bI-030", ["source:hdfs", "format:nl_headings", "class:time_wrong", "class:hedged_distractor"],
     "11 月 9 号晚上 8 点半到 9 点，HDFS 写入情况怎么样？",
     "## 结论\n"
     "blk_7128370237687728475 已写入 10.251.73.220:50010，大小 67108864。\n"
     "10.251.30.6 在 20:48:15 开始接收 blk_5792489080791696128。\n"
     "blk_-1727475099218615100 在 20:45:35 被分配给 part-00590。\n"
     "## 推测\n"
     "可能有 DataNode 在这段时间写入偏慢，也不排除网络抖动。\n"
     "## 下一步\n"
     "建议查看 20:56 之后的 PacketResponder 日志。",
     [inv("call_f30", 1, "query_logs",
          {"source": "hdfs", "date": "081109", "start": "203615", "end": "205632"},
          text(HDFS, (1, 22)), [(HDFS, 1, 22)])],
     [F("blk_7128370237687728475 已写入 10.251.73.220:50010，大小 67108864", "direct_evidence",
        "addStoredBlock: blockMap updated: 10.251.73.220:50010 is added to blk_7128370237687728475 size 67108864"),
      F("10.251.30.6 在 20:48:15 开始接收 blk_5792489080791696128", "direct_evidence",
        "081109 204815 Receiving block blk_5792489080791696128 src: /10.251.30.6:33145"),
      F("blk_-1727475099218615100 在 20:45:35 被分配给 part-00590", "no_evidence",
        "allocateBlock for part-00590 is at 205035; no record has 20:45:35")],
     "LOW_CONFID")

# =====================================================================
# OpenSSH
# =====================================================================

# bI-031 -- counts with whole-line and JSON excerpts, plus one extra answer sentence, PASS
c031 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "sshd[24421] 针对 invalid user admin 共记录 5 次 Failed password，来源 185.190.58.151 port 41650",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01SsH31"], "Dec 10 09:09:42 LabSZ sshd[24421]: Failed password for invalid user admin from 185.190.58.151 port 41650 ssh2")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "sshd[24419] 在 09:08:59 记录 PAM 2 more authentication failures",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01SsH31"], "{\"pid\": \"24419\", \"message\": \"PAM 2 more authentication failures; logname= uid=0 euid=0 tty=ssh ruser= rhost=185.190.58.151 \"}")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "同一来源还尝试过用户名 123",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["toolu_01SsH31"], "Invalid user 123 from 185.190.58.151")]},
        {"claim_id": "c4", "claim_type": "recommendation",
         "claim_text": "在 fail2ban 中封禁 185.190.58.151",
         "support_level": "none", "evidence_bindings": []},
    ],
    "user_facing_answer": "185.190.58.151 在爆破 admin 账号，sshd[24421] 一个会话里就失败了 5 次，sshd[24419] 也记录了 PAM 2 more authentication failures，此前还试过用户名 123。sshd[24417] 的连接在 09:08:03 被关闭。建议在 fail2ban 中封禁该 IP。",
}
case("bI-031", ["source:openssh", "format:json_raw", "class:quantity", "class:excerpt_format"],
     "LabSZ 这台机器 12 月 10 号上午九点多有人在试 admin 密码吗？",
     J(c031),
     [inv("toolu_01SsH31", 1, "query_logs",
          {"host": "LabSZ", "process": "sshd", "keyword": "185.190.58.151", "start": "Dec 10 09:07:56", "end": "Dec 10 09:10:32"},
          {"total": 31, "logs": recs(SSH, 300, 330)}, [(SSH, 300, 330)])],
     [CF(c031, "c1", "direct_evidence", "five Failed password lines for pid 24421, all from 185.190.58.151 port 41650"),
      CF(c031, "c2", "direct_evidence", "09:08:59 pid 24419 PAM 2 more authentication failures; JSON excerpt pairs are fields of that record"),
      CF(c031, "c3", "direct_evidence", "09:07:56 Invalid user 123 from 185.190.58.151"),
      CF(c031, "c4", "no_evidence", "recommendation, non-critical"),
      XF("sshd[24417] 的连接在 09:08:03 被关闭", "direct_evidence",
         "09:08:03 sshd[24417]: Connection closed by 185.190.58.151 [preauth]; not restated by any claim")],
     "PASS")

# bI-032 -- success read as failure, wrong count, swapped user names, REJECT
case("bI-032", ["source:openssh", "format:nl_headings", "class:status_wrong", "class:count_wrong", "class:entity_swap"],
     "fztu 说他 12 月 10 号上午登不上服务器，顺便看看还有谁在扫",
     "## 登录情况\n"
     "用户 fztu 从 119.137.62.142 port 49116 登录失败。\n"
     "fztu 的会话在 09:45:06 关闭。\n"
     "## 扫描来源\n"
     "104.192.3.34 对 root 和 invalid user FILTER 共尝试了 3 次 Failed password。\n"
     "52.80.34.196 在 09:32:35 尝试登录的用户名是 FILTER。\n"
     "181.214.87.4 在 09:48:32 没有发送 identification string。\n"
     "## 建议\n"
     "建议封禁 104.192.3.34 和 181.214.87.4。",
     [inv("call_s32", 1, "query_logs",
          {"host": "LabSZ", "process": "sshd", "start": "Dec 10 09:31:22", "end": "Dec 10 09:48:32"},
          text(SSH, (948, 970)), [(SSH, 948, 970)])],
     [F("用户 fztu 从 119.137.62.142 port 49116 登录失败", "contradicted",
        "the record says Accepted password for fztu from 119.137.62.142 port 49116 and a session opened"),
      F("fztu 的会话在 09:45:06 关闭", "direct_evidence",
        "09:45:06 sshd[24680]: pam_unix(sshd:session): session closed for user fztu"),
      F("104.192.3.34 对 root 和 invalid user FILTER 共尝试了 3 次 Failed password", "contradicted",
        "only two Failed password lines from 104.192.3.34 (FILTER at 09:31:24, root at 09:31:34)"),
      F("52.80.34.196 在 09:32:35 尝试登录的用户名是 FILTER", "contradicted",
        "52.80.34.196 tried invalid user matlab; FILTER was tried by 104.192.3.34"),
      F("181.214.87.4 在 09:48:32 没有发送 identification string", "direct_evidence",
        "09:48:32 Did not receive identification string from 181.214.87.4")],
     "REJECT")

# bI-033 -- unsupported cause in plain words among supported counts, LOW_CONFID
case("bI-033", ["source:openssh", "format:nl_sloppy", "class:unsupported_cause", "class:quantity", "class:hedged_distractor"],
     "root 账号 12 月 10 号 11 点前一直在报密码错误，是被人爆破了吗？",
     "183.62.140.253 一直在爆破 root, 10:59:45~10:59:57 之间 Failed password for root 7 次\n"
     "每次 Failed password 之后都收到 Received disconnect 11: Bye Bye [preauth]\n"
     "之前有人把这台机器的防火墙策略放开了\n"
     "可能是个扫描器, 不排除还有别的 IP 一起在扫\n"
     "建议先用 fail2ban 把 183.62.140.253 封掉",
     [inv("grep-33", 1, "search_syslog",
          {"file": "/var/log/auth.log", "pattern": "183.62.140.253", "since": "Dec 10 10:59:43", "until": "Dec 10 10:59:57"},
          {"file": "/var/log/auth.log", "matches": [{"line": l} for l in cut(SSH, 1500, 1520)]},
          [(SSH, 1500, 1520)])],
     [F("183.62.140.253 一直在爆破 root, 10:59:45~10:59:57 之间 Failed password for root 7 次", "direct_evidence",
        "seven Failed password for root from 183.62.140.253 lines, 10:59:45 to 10:59:57"),
      F("每次 Failed password 之后都收到 Received disconnect 11: Bye Bye [preauth]", "direct_evidence",
        "each of the seven is followed by Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]"),
      F("之前有人把这台机器的防火墙策略放开了", "no_evidence",
        "nothing in the output mentions a firewall change")],
     "LOW_CONFID")

# bI-034 -- every critical claim attributed to the knowledge base, LOW_CONFID
kb034 = {"query": "sshd POSSIBLE BREAK-IN ATTEMPT invalid user",
         "chunks": [{"chunk_id": "kb-sec-112", "source_doc": "runbooks/ssh-security.md", "retrieval_layer": "runbook",
                     "relevance": "high", "deduped": False,
                     "content": "sshd 日志中的 reverse mapping checking getaddrinfo ... failed - POSSIBLE BREAK-IN ATTEMPT! 表示来源 IP 的反向解析结果与正向解析不一致。它本身并不代表主机已被入侵。"},
                    {"chunk_id": "kb-sec-118", "source_doc": "runbooks/ssh-security.md", "retrieval_layer": "runbook",
                     "relevance": "medium", "deduped": False,
                     "content": "短时间内出现大量 Invalid user 和 Failed password for invalid user，属于字典扫描。处理方式为在 fail2ban 中封禁来源 IP。"}]}
c034 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "root_cause",
         "claim_text": "根据知识库，POSSIBLE BREAK-IN ATTEMPT 只表示来源 IP 的反向解析与正向解析不一致，并不代表主机已被入侵",
         "support_level": "indirect",
         "evidence_bindings": [B("lookup_knowledge", ["call_kb34"], "它本身并不代表主机已被入侵。", stype="knowledge", sid="kb-sec-112")]},
        {"claim_id": "c2", "claim_type": "root_cause",
         "claim_text": "按运维手册，webmaster、test9 这类 invalid user 登录属于字典扫描",
         "support_level": "indirect",
         "evidence_bindings": [B("lookup_knowledge", ["call_kb34"], "短时间内出现大量 Invalid user 和 Failed password for invalid user，属于字典扫描。", stype="knowledge", sid="kb-sec-118")]},
        {"claim_id": "c3", "claim_type": "recommendation",
         "claim_text": "按手册在 fail2ban 中封禁 173.234.31.186 和 52.80.34.196",
         "support_level": "indirect", "evidence_bindings": []},
    ],
    "user_facing_answer": "根据知识库，POSSIBLE BREAK-IN ATTEMPT 只是反向解析不一致，并不代表已被入侵；按运维手册，这类 invalid user 登录属于字典扫描。建议在 fail2ban 中封禁相关 IP。",
}
case("bI-034", ["source:openssh", "format:json_with_text", "class:runbook_only"],
     "sshd 日志里出现 POSSIBLE BREAK-IN ATTEMPT，我们是不是被入侵了？",
     "结合日志和安全手册，结论如下：\n```json\n" + JI(c034) + "\n```",
     [inv("call_log34", 1, "query_logs",
          {"host": "LabSZ", "process": "sshd", "start": "Dec 10 06:55:46", "end": "Dec 10 07:07:38"},
          text(SSH, (1, 12)), [(SSH, 1, 12)]),
      inv("call_kb34", 1, "lookup_knowledge", {"query": "sshd POSSIBLE BREAK-IN ATTEMPT invalid user"}, kb034)],
     [CF(c034, "c1", "indirect_support", "stated by the knowledge chunk kb-sec-112 and attributed to it"),
      CF(c034, "c2", "indirect_support", "the user names are in the logs, but the predicate (dictionary scan) comes from the runbook it cites"),
      CF(c034, "c3", "no_evidence", "recommendation, non-critical")],
     "LOW_CONFID")

# =====================================================================
# Zookeeper
# =====================================================================

# bI-035 -- one count right, one count wrong, REJECT
c035 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "log_finding",
         "claim_text": "19:03:35 到 19:21:26 之间 LearnerHandler 共报了 12 条 ERROR：Unexpected exception causing shutdown while sock still open",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_zk35"], "Unexpected exception causing shutdown while sock still open")]},
        {"claim_id": "c2", "claim_type": "log_finding",
         "claim_text": "其中来自 10.10.34.13 的 LearnerHandler 有 5 条 ERROR",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_zk35"], "{\"level\": \"ERROR\", \"thread\": \"LearnerHandler-/10.10.34.13:57354:LearnerHandler@562\"}")]},
        {"claim_id": "c3", "claim_type": "log_finding",
         "claim_text": "来自 10.10.34.12 的 ERROR 有 2 条，分别在 19:20:16 和 19:20:36",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_zk35"], "LearnerHandler-/10.10.34.12:59455:LearnerHandler@562")]},
        {"claim_id": "c4", "claim_type": "log_finding",
         "claim_text": "19:21:31 RecvWorker:188978561024 打出 Interrupting SendWorker",
         "support_level": "direct",
         "evidence_bindings": [B("query_logs", ["call_zk35"], "Interrupting SendWorker")]},
    ],
    "user_facing_answer": "共 12 条 LearnerHandler ERROR，10.10.34.13 有 5 条、10.10.34.12 有 2 条，19:21:31 RecvWorker 也在中断 SendWorker。这段时间还有多条 GOODBYE 的 WARN。建议检查 follower 与 leader 之间的网络。",
}
case("bI-035", ["source:zookeeper", "format:json_fenced", "class:count_wrong", "class:quantity"],
     "ZooKeeper 集群 7 月 29 号晚上 follower 频繁断开，leader 日志里哪个节点报错最多？",
     "```json\n" + JI(c035) + "\n```",
     [inv("call_zk35", 1, "query_logs",
          {"service": "zookeeper", "thread": "LearnerHandler*", "start": "2015-07-29 19:03:00", "end": "2015-07-29 19:22:00", "context": 2},
          {"total": 35, "logs": recs(ZK, 752, 786)}, [(ZK, 752, 786)])],
     [CF(c035, "c1", "direct_evidence", "12 ERROR records with that message, 19:03:35,413 to 19:21:26,625"),
      CF(c035, "c2", "contradicted", "only 3 ERROR records come from LearnerHandler-/10.10.34.13 (19:16:26, 19:17:36, 19:20:46)"),
      CF(c035, "c3", "direct_evidence", "ERROR records from 10.10.34.12 at 19:20:16,690 and 19:20:36,704"),
      CF(c035, "c4", "direct_evidence", "19:21:31,738 WARN [RecvWorker:188978561024...] Interrupting SendWorker"),
      XF("这段时间还有多条 GOODBYE 的 WARN", "direct_evidence",
         "many WARN ******* GOODBYE ... ******** records in the output")],
     "REJECT")

# bI-036 -- faithful paraphrase of session lines, PASS
case("bI-036", ["source:zookeeper", "format:nl_paragraph", "class:faithful", "class:paraphrase_zh"],
     "ZooKeeper 8 月 10 号傍晚客户端会话的情况怎么样？20 号有没有异常？",
     "2015-08-10 17:52:39 ZooKeeper 为客户端 /10.10.34.12:46262 建立了会话 0x14f05578bd80002，协商超时为 10000。"
     "18:12:24 连续出现两次 caught end of stream exception。"
     "18:23:49 autopurge.snapRetainCount 被设置为 3。"
     "18:23:52 服务端在重新校验客户端 0x14f05578bd80018。"
     "2015-08-20 17:14:11 由于 ZooKeeperServer not running，会话 0x0 被关闭。"
     "建议确认 20 号那次服务端为何没有运行。",
     [inv("call_zk36", 1, "query_logs",
          {"service": "zookeeper", "start": "2015-08-10 17:52:00", "end": "2015-08-20 17:15:00"},
          text(ZK, (600, 625)), [(ZK, 600, 625)])],
     [F("2015-08-10 17:52:39 ZooKeeper 为客户端 /10.10.34.12:46262 建立了会话 0x14f05578bd80002，协商超时为 10000", "direct_evidence",
        "Established session 0x14f05578bd80002 with negotiated timeout 10000 for client /10.10.34.12:46262"),
      F("18:12:24 连续出现两次 caught end of stream exception", "direct_evidence",
        "WARN lines at 18:12:24,076 and 18:12:24,375"),
      F("18:23:49 autopurge.snapRetainCount 被设置为 3", "direct_evidence",
        "autopurge.snapRetainCount set to 3"),
      F("18:23:52 服务端在重新校验客户端 0x14f05578bd80018", "direct_evidence",
        "18:23:52,646 Revalidating client: 0x14f05578bd80018"),
      F("2015-08-20 17:14:11 由于 ZooKeeperServer not running，会话 0x0 被关闭", "direct_evidence",
        "Exception causing close of session 0x0 due to java.io.IOException: ZooKeeperServer not running")],
     "PASS")

# bI-037 -- denial after a no-hit and a time no record has, LOW_CONFID
case("bI-037", ["source:zookeeper", "format:nl_bold_labels", "class:negation", "class:time_wrong", "class:gap"],
     "myid=2 这个节点 7 月 29 号 19:35 左右和 188978561024 的连接一直断，有没有 ERROR？",
     "**结论**：19:35 这一分钟内 myid=2 节点没有 ERROR 级别的日志\n"
     "**现象**：RecvWorker:188978561024 多次报 Connection broken for id 188978561024, my id = 2\n"
     "**时间**：第一次 Connection broken 出现在 19:34:58\n"
     "**其他**：19:35:14 收到了来自 /10.10.34.13:45509 的连接请求\n"
     "**建议**：检查 3888 选举端口的网络质量",
     [inv("call_zk37a", 1, "query_logs",
          {"service": "zookeeper", "myid": "2", "level": "ERROR", "start": "2015-07-29 19:35:00", "end": "2015-07-29 19:36:00"},
          {"total": 0, "logs": []}),
      inv("call_zk37b", 1, "query_logs",
          {"service": "zookeeper", "myid": "2", "keyword": "188978561024", "start": "2015-07-29 19:35:00", "end": "2015-07-29 19:35:32"},
          text(ZK, (1180, 1200)), [(ZK, 1180, 1200)])],
     [F("19:35 这一分钟内 myid=2 节点没有 ERROR 级别的日志", "no_evidence",
        "backed only by the ERROR no-hit; the other call is filtered by keyword, so it does not list all records"),
      F("RecvWorker:188978561024 多次报 Connection broken for id 188978561024, my id = 2", "direct_evidence",
        "several WARN Connection broken for id 188978561024, my id = 2, error = lines"),
      F("第一次 Connection broken 出现在 19:34:58", "no_evidence",
        "no record has 19:34:58 (the queried range starts at 19:35:00; first shown is 19:35:01,244)"),
      F("19:35:14 收到了来自 /10.10.34.13:45509 的连接请求", "direct_evidence",
        "19:35:14,801 Received connection request /10.10.34.13:45509")],
     "LOW_CONFID")

# =====================================================================
# Nezha TrainTicket metrics (2023-01-29)
# =====================================================================

POD38 = "ts-contacts-service-866bd68c97-xcqfx"
s038 = [series(POD38 + "_metric.csv", 2, 12, "CpuUsageRate(%)", POD38, "%"),
        series(POD38 + "_metric.csv", 2, 12, "MemoryUsage(Mi)", POD38, "MiB"),
        series(POD38 + "_metric.csv", 2, 12, "PodClientLatencyP99(s)", POD38, "s")]
c038 = {
    "answer_version": "1.0",
    "claims": [
        {"claim_id": "c1", "claim_type": "metric_finding",
         "claim_text": "08:41 到 08:51 期间 ts-contacts-service 的 CPU 使用率峰值约 3.6%",
         "support_level": "direct",
         "evidence_bindings": [B("query_metrics", ["qm-038"], "{\"metric\": \"CpuUsageRate(%)\", \"max\": 3.6416}", stype="metric")]},
        {"claim_id": "c2", "claim_type": "metric_finding",
         "claim_text": "平均 CPU 使用率约 2.3%",
         "support_level": "direct",
         "evidence_bindings": [B("query_metrics", ["qm-038"], "{\"metric\": \"CpuUsageRate(%)\", \"avg\": 2.3001}", stype="metric")]},
        {"claim_id": "c3", "claim_type": "metric_finding",
         "claim_text": "内存占用约 427 MiB",
         "support_level": "direct",
         "evidence_bindings": [B("query_metrics", ["qm-038"], "{\"metric\": \"MemoryUsage(Mi)\", \"last\": 427.2773}", stype="metric")]},
        {"claim_id": "c4", "claim_type": "metric_finding",
         "claim_text": "客户端 P99 延迟最高约 29 秒",
         "support_level": "direct",
         "evidence_bindings": [B("query_metrics", ["qm-038"], "{\"metric\": \"PodClientLatencyP99(s)\", \"max\": 29.0}", stype="metric")]},
        {"claim_id": "c5", "claim_type": "metric_finding",
         "claim_text": "P99 延迟最后一个采样为 28900 ms",
         "support_level": "direct",
         "evidence_bindings": [B("query_metrics", ["qm-038"], "{\"last\": 28.9, \"metric\": \"PodClientLatencyP99(s)\"}", stype="metric")]},
    ],
    "user_facing_answer": "ts-contacts-service 的 CPU 使用率峰值约 3.6%、平均约 2.3%，内存约 427 MiB。客户端 P99 延迟最高约 29 秒，最后一个采样 28900 ms。CPU 使用率最后一个采样约 2.9%。建议沿调用链看下游的耗时。",
}
case("bI-038", ["source:nezha_trainticket", "format:json_indented", "class:quantity", "class:excerpt_format", "class:faithful"],
     "2023-01-29 早上 08:41 到 08:51 联系人服务很慢，是资源不够吗？",
     JI(c038),
     [inv("qm-038", 1, "query_metrics",
          {"service": POD38, "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)", "PodClientLatencyP99(s)"],
           "start": "2023-01-29 08:41:00", "end": "2023-01-29 08:52:00", "step": "60s"},
          {"alerts": [], "series": s038}, [(NEZ + POD38 + "_metric.csv", 2, 12)])],
     [CF(c038, "c1", "direct_evidence", "CpuUsageRate(%) max 3.6416 %"),
      CF(c038, "c2", "direct_evidence", "CpuUsageRate(%) avg 2.3001 %"),
      CF(c038, "c3", "direct_evidence", "MemoryUsage(Mi) last and max 427.2773 MiB (avg 425.6)"),
      CF(c038, "c4", "direct_evidence", "PodClientLatencyP99(s) max 29.0 s"),
      CF(c038, "c5", "direct_evidence", "PodClientLatencyP99(s) last 28.9 s = 28900 ms"),
      XF("CPU 使用率最后一个采样约 2.9%", "direct_evidence", "CpuUsageRate(%) last 2.897 %; no claim states it")],
     "PASS")

# bI-039 -- raw metric rows: one value off by 10x, one pod name one character off, REJECT
POD39 = "ts-basic-service-5dc8d4f9fd-46997"
_h, _rows = csv_rows(POD39 + "_metric.csv", 2, 11)
_cols = ["Time", "CpuUsage(m)", "CpuUsageRate(%)", "MemoryUsageRate(%)", "PodClientLatencyP99(s)"]
_idx = [_h.index(c) for c in _cols]
case("bI-039", ["source:nezha_trainticket", "format:nl_bullets", "class:value_wrong", "class:fabricated_id", "class:quantity"],
     "ts-basic-service 08:41 之后客户端调用很慢，帮我看下这个 pod 的指标",
     "- ts-basic-service-5dc8d4f9fd-46997 的客户端 P99 延迟在 08:45:09 达到 165.6 秒\n"
     "- 内存使用率一直在 20.4% 左右\n"
     "- 08:49:09 CPU 使用量为 245m\n"
     "- 同一时刻 CPU 使用率约 4.9%\n"
     "- 另一个副本 ts-basic-service-5dc8d4f9fd-46998 也出现了同样的延迟\n"
     "- 建议检查它调用的下游服务",
     [inv("gpm-39b", 1, "get_pod_metrics",
          {"namespace": "train-ticket", "pod": POD39, "from": "2023-01-29 08:41", "to": "2023-01-29 08:50", "columns": _cols},
          {"pod": POD39, "columns": _cols, "rows": [[r[i] for i in _idx] for r in _rows]},
          [(NEZ + POD39 + "_metric.csv", 2, 11)])],
     [F("ts-basic-service-5dc8d4f9fd-46997 的客户端 P99 延迟在 08:45:09 达到 165.6 秒", "direct_evidence",
        "row 08:45:09 PodClientLatencyP99(s) = 165.59999999999994"),
      F("内存使用率一直在 20.4% 左右", "direct_evidence",
        "MemoryUsageRate(%) between 20.35 and 20.66 in every row"),
      F("08:49:09 CPU 使用量为 245m", "contradicted",
        "row 08:49:09 CpuUsage(m) = 24.53, not 245"),
      F("同一时刻 CPU 使用率约 4.9%", "direct_evidence",
        "row 08:49:09 CpuUsageRate(%) = 4.9069"),
      F("另一个副本 ts-basic-service-5dc8d4f9fd-46998 也出现了同样的延迟", "contradicted",
        "pod ts-basic-service-5dc8d4f9fd-46998 is in no input or output (real pod ends in 46997): fabricated")],
     "REJECT")

# bI-040 -- truncated contract: one supported claim, one from a failed call, one unsupported cause, LOW_CONFID
a040 = ('{"answer_version":"1.0","claims":['
        '{"claim_id":"c1","claim_type":"metric_finding","claim_text":"Frontend 的 P99 延迟在 08:41 到 08:51 之间最高约 2.1 秒",'
        '"support_level":"direct","evidence_bindings":[{"source_type":"metric","source_id":"qm-40b","tool_name":"query_metrics",'
        '"source_invocation_ids":["qm-40b"],"evidence_excerpt":"LatencyP99(s)"}]},'
        '{"claim_id":"c2","claim_type":"metric_finding","claim_text":"ts-auth-service 的 CPU 使用率峰值达到 85%",'
        '"support_level":"direct","evidence_bindings":[{"source_type":"metric","source_id":"qm-40a","tool_name":"query_metrics",'
        '"source_invocation_ids":["qm-40a"],"evidence_excerpt":"CpuUsageRate(%)"}]},'
        '{"claim_id":"c3","claim_type":"root_cause","claim_text":"auth 服务前一晚做过一次配置变更",'
        '"support_level":"none","evidence_bindings":[{"source_type":"log","source_id"')
case("bI-040", ["source:nezha_trainticket", "format:json_malformed", "class:gap", "class:unsupported_cause"],
     "2023-01-29 早上登录很慢，是 ts-auth-service 的问题吗？",
     a040,
     [inv("qm-40a", 1, "query_metrics",
          {"service": "ts-auth-service", "metrics": ["PodClientLatencyP99(s)", "CpuUsageRate(%)"],
           "start": "2023-01-29 08:41:00", "end": "2023-01-29 08:52:00"},
          None, ok=False, err="prometheus: query timed out: context deadline exceeded"),
      inv("qm-40b", 1, "query_metrics",
          {"service": "Frontend", "metrics": ["LatencyP90(s)", "LatencyP99(s)"],
           "start": "2023-01-29 08:41:00", "end": "2023-01-29 08:52:00"},
          {"alerts": [], "series": [series("front_service.csv", 2, 12, "LatencyP90(s)", "Frontend", "s"),
                                    series("front_service.csv", 2, 12, "LatencyP99(s)", "Frontend", "s")]},
          [(NEZ + "front_service.csv", 2, 12)])],
     [F("Frontend 的 P99 延迟在 08:41 到 08:51 之间最高约 2.1 秒", "direct_evidence",
        "LatencyP99(s) max 2.08 s for Frontend, within 约"),
      F("ts-auth-service 的 CPU 使用率峰值达到 85%", "no_evidence",
        "the only call for ts-auth-service failed; the service name is in its input, so not fabricated"),
      F("auth 服务前一晚做过一次配置变更", "no_evidence",
        "no output mentions any configuration change")],
     "LOW_CONFID")

# =====================================================================
with open(OUT / "cases.jsonl", "w", encoding="utf-8", newline="\n") as fh:
    for c in CASES:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(OUT / "windows.jsonl", "w", encoding="utf-8", newline="\n") as fh:
    for w in WINDOWS:
        fh.write(json.dumps(w, ensure_ascii=False) + "\n")
print(f"{len(CASES)} cases, {len(WINDOWS)} windows")
