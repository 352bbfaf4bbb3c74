#!/usr/bin/env python3
"""Build the bV blind cases (standard library only).

Every window is cut from the source files by line number (verbatim lines).
Answers, queries and gold labels are literal strings written one by one below.
Running this writes cases.jsonl and windows.jsonl next to this script,
byte-identically on every run.
"""

import csv
import io
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = Path("/work/blind/sources")

CASES = []
WINDOWS = []
_cache = {}


def src_lines(rel):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8", errors="replace").splitlines()
    return _cache[rel]


def win(cid, iid, rel, a, b):
    """Return verbatim lines a..b (1-based, inclusive) and record the window."""
    ls = src_lines(rel)
    assert 1 <= a <= b <= len(ls), (rel, a, b)
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})
    return ls[a - 1:b]


def call(cid, iid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": success, "error": error}


def F(fact, verification, note, critical=True, claim_id=None, origin=None):
    d = {}
    if claim_id:
        d["claim_id"] = claim_id
    d["fact"] = fact
    d["is_critical"] = critical
    d["verification"] = verification
    d["note"] = note
    if origin:
        d["origin"] = origin
    return d


def case(cid, tags, query, answer, invs, verdict, facts):
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def _strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from _strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from _strings(v)


def must_contain(out, *pieces):
    """Each excerpt must be a substring of one string (record text) of the output."""
    for p in pieces:
        assert any(p in s for s in _strings(out)), p


def dumps(o, **kw):
    return json.dumps(o, ensure_ascii=False, **kw)


def bind(tool, iids, excerpt, stype="log", sid=None):
    return {"source_type": stype, "source_id": sid or (iids[0] if iids else ""), "tool_name": tool,
            "source_invocation_ids": iids, "evidence_excerpt": excerpt}


def claim(cid, ctype, text, bindings, level="direct"):
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text, "support_level": level,
            "evidence_bindings": bindings}


def contract(summary, claims, uf, actions=None, hyps=None, missing=None):
    return {"answer_version": "1.0", "diagnosis_summary": summary, "claims": claims,
            "hypotheses": hyps or [], "recommended_actions": actions or [],
            "missing_info": missing or [], "user_facing_answer": uf}


def csv_rows(rel, a, b):
    """Header + rows a..b of a CSV file as dicts (values kept as the source strings)."""
    ls = src_lines(rel)
    header = next(csv.reader([ls[0]]))
    rows = [next(csv.reader([ln])) for ln in ls[a - 1:b]]
    return header, [dict(zip(header, r)) for r in rows]


def series(metric, service, rows, unit):
    vals = [float(r[metric]) for r in rows]
    return {"metric": metric, "service": service, "max": max(vals), "avg": sum(vals) / len(vals),
            "last": vals[-1], "unit": unit}


NGINX = re.compile(r'^(\S+) - (\S+) \[([^\]]+)\] "([^"]*)" (\d+) (\d+) "([^"]*)" "([^"]*)" (\d+) (\S+) \[([^\]]*)\] \[([^\]]*)\] (.*) ([0-9a-f]{32})$')


def nginx_record(line):
    m = NGINX.match(line)
    assert m, line
    return {"ts": m.group(3), "client": m.group(1), "request": m.group(4), "status": int(m.group(5)),
            "upstream_name": m.group(11), "request_id": m.group(14), "message": line}


# ---------------------------------------------------------------- beats2 ----

# bV-001 Redis shutdown, unsupported cause
cid = "bV-001"
lines = win(cid, "call_5d0e1a", "beats2/redis/redis-darwin-3.0.2.log", 20, 27)
out = "\n".join(lines)
case(cid, ["source:redis", "format:nl_paragraph", "class:unsupported_cause", "class:paraphrase_zh"],
     "redis 6379 端口 12:50 之后就连不上了，帮忙看看是什么原因？",
     "进程 4961 在 12:50:13 启动并开始在 6379 端口接受连接。随后 4961 收到 SIGINT 信号并安排关闭。"
     "12:52:41 Redis 在退出前保存了最后一次 RDB 快照。这次关闭是运维在升级内核时触发的。可能是计划内维护，建议确认一下变更单。",
     [call(cid, "call_5d0e1a", 1, "query_logs", {"service": "redis", "keyword": "shutdown OR started", "window": "12:45-13:00"}, out)],
     "LOW_CONFID",
     [F("进程 4961 在 12:50:13 启动并开始在 6379 端口接受连接", "direct_evidence", "4961:M 30 May 12:50:13.463 Server started / ready to accept connections on port 6379"),
      F("随后 4961 收到 SIGINT 信号并安排关闭", "direct_evidence", "4961:signal-handler Received SIGINT scheduling shutdown"),
      F("12:52:41 Redis 在退出前保存了最后一次 RDB 快照", "direct_evidence", "12:52:41.448 Saving the final RDB snapshot before exiting"),
      F("这次关闭是运维在升级内核时触发的", "no_evidence", "kernel upgrade appears nowhere in the output")])

# bV-002 Redis faithful contract, two instances
cid = "bV-002"
lines = win(cid, "call_r2a71", "beats2/redis/redis-darwin-3.0.2.log", 47, 54)
out_a = "\n".join(lines)
l5 = win(cid, "call_r2b09", "beats2/redis/redis-5.0.3.log", 1, 1)
m = re.match(r"^(\d+):(\w) (\d+ \w+ \d+ [\d:.]+) (\S) (.*)$", l5[0])
out_b = {"total": 1, "logs": [{"ts": m.group(3), "pid": m.group(1), "role": m.group(2), "level": "notice",
                               "service": "redis-master", "message": m.group(5)}]}
c = contract("本地 6379 实例是按用户请求正常关闭的；主节点与副本同步正常",
             [claim("c1", "log_finding", "进程 5092 在 12:57:24 把数据落盘（DB saved on disk）后退出",
                    [bind("query_logs", ["call_r2a71"], "5092:M 30 May 12:57:24.234 * DB saved on disk")]),
              claim("c2", "root_cause", "5092 的关闭是用户请求触发的（User requested shutdown）",
                    [bind("query_logs", ["call_r2a71"], "User requested shutdown...")]),
              claim("c3", "log_finding", "主节点 26571 与副本 10.114.208.18:6023 的同步已成功",
                    [bind("query_logs", ["call_r2b09"], "Synchronization with replica 10.114.208.18:6023 succeeded")])],
             "本地 6379 实例（进程 5092）在 12:57:24 落盘后按用户请求退出；主节点 26571 与副本 10.114.208.18:6023 同步成功。",
             actions=["确认 12:57 前后是谁向 5092 发送了 SIGINT"])
must_contain(out_a, "5092:M 30 May 12:57:24.234 * DB saved on disk", "User requested shutdown...")
case(cid, ["source:redis", "format:json_raw", "class:faithful", "class:excerpt_format"],
     "两个 redis 实例昨天都有告警，日志里能看出什么问题吗？",
     dumps(c),
     [call(cid, "call_r2a71", 1, "query_logs", {"service": "redis-local", "keyword": "shutdown"}, out_a),
      call(cid, "call_r2b09", 1, "query_logs", {"service": "redis-master", "keyword": "replica"}, out_b)],
     "PASS",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "whole log line quoted as excerpt; DB saved on disk at 12:57:24.234 then exit", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "5092:M 30 May 12:57:24.231 # User requested shutdown...", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "direct_evidence", "pid 26571 record: Synchronization with replica 10.114.208.18:6023 succeeded", claim_id="c3")])

# bV-003 nginx ingress 502, misattribution + status wrong
cid = "bV-003"
lines = win(cid, "inv-7731", "beats2/nginx_ingress/test.log", 20, 27)
out = {"total": len(lines), "logs": [nginx_record(x) for x in lines]}
case(cid, ["source:nginx_ingress", "format:nl_bullets", "class:misattribution", "class:status_wrong", "class:quantity", "class:hedged_distractor"],
     "ingress 上 favicon.ico 为什么报 502？其他后端有没有受影响？",
     "排查结果：\n"
     "- 2022-08-24 18:05:41 有 2 条 GET /favicon.ico 返回 502\n"
     "- 这两条请求走的都是 localhost-8080 这个 upstream\n"
     "- 上游地址里包含 [2a02:cf40::7]:5000\n"
     "- default-web2-8080 同样返回了 502\n"
     "- metricbeat 对 /_bulk 的 POST 请求也失败了\n"
     "- 不排除是后端 5000 端口的服务挂了，建议先看一下后端 pod 状态",
     [call(cid, "inv-7731", 1, "query_logs", {"source": "ingress-nginx-controller", "time_range": "all", "limit": 50}, out)],
     "REJECT",
     [F("2022-08-24 18:05:41 有 2 条 GET /favicon.ico 返回 502", "direct_evidence", "exactly two records at 24/Aug/2022:18:05:41 GET /favicon.ico status 502"),
      F("这两条请求走的都是 localhost-8080 这个 upstream", "direct_evidence", "both 502 records have upstream_name localhost-8080"),
      F("上游地址里包含 [2a02:cf40::7]:5000", "direct_evidence", "upstream addr list starts with [2a02:cf40::7]:5000"),
      F("default-web2-8080 同样返回了 502", "contradicted", "default-web2-8080 records all show status 200; only localhost-8080 returned 502"),
      F("metricbeat 对 /_bulk 的 POST 请求也失败了", "contradicted", "POST /_bulk by Elastic-metricbeat returned 200 (success)")])

# bV-004 nginx ingress 400, fabricated request id + wrong count
cid = "bV-004"
lines = win(cid, "toolu_01HxQ4b", "beats2/nginx_ingress/test.log", 3, 8)
out = "\n".join(lines)
c = contract("两条非法 HTTP 方法的请求被 ingress 直接 400 拒绝",
             [claim("c1", "log_finding", "11:49:50 的 PATCHp /products/42 请求被 ingress 以 400 拒绝",
                    [bind("query_logs", ["toolu_01HxQ4b"], "\"PATCHp /products/42 HTTP/1.1\" 400 163")]),
              claim("c2", "log_finding", "11:50:09 的 geti /products/42 请求同样返回 400",
                    [bind("query_logs", ["toolu_01HxQ4b"], "\"geti /products/42 HTTP/1.1\" 400 163")]),
              claim("c3", "log_finding", "PATCHp 那次请求的 request id 是 4c7d2079340e68353c7d0dfff00b904c",
                    [bind("query_logs", ["toolu_01HxQ4b"], "4c7d2079340e68353c7d0dfff00b904b")]),
              claim("c4", "metric_finding", "这段时间 ingress 一共返回了 3 次 400",
                    [bind("query_logs", ["toolu_01HxQ4b"], "400 163 \"-\" \"-\" 0 0.000 [] []")]),
              claim("c5", "log_finding", "11:49:43 的 PATCH /products/42 正常返回 200，转发到了 172.17.0.5:8080",
                    [bind("query_logs", ["toolu_01HxQ4b"], "\"PATCH /products/42 HTTP/1.1\" 200 59")]),
              claim("c6", "recommendation", "让调用方修正 HTTP 方法名", [])],
             "PATCHp 和 geti 两个非法方法被 ingress 直接拒绝（400），正常的 PATCH 请求返回 200。建议让调用方修正方法名。")
must_contain(out, "\"PATCHp /products/42 HTTP/1.1\" 400 163", "\"geti /products/42 HTTP/1.1\" 400 163", "\"PATCH /products/42 HTTP/1.1\" 200 59")
case(cid, ["source:nginx_ingress", "format:json_fenced", "class:fabricated_id", "class:count_wrong"],
     "调用方说 /products/42 偶尔 400，是 ingress 的问题吗？",
     "```json\n" + dumps(c, indent=2) + "\n```",
     [call(cid, "toolu_01HxQ4b", 1, "query_logs", {"source": "ingress-nginx", "path": "/products/42", "from": "11:49", "to": "11:56"}, out)],
     "REJECT",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "11:49:50 PATCHp /products/42 -> 400", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "11:50:09 geti /products/42 -> 400", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "contradicted", "real id ends ...904b; ...904c is one character off and appears nowhere", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "contradicted", "only 2 records with status 400 in the output", claim_id="c4"),
      F(c["claims"][4]["claim_text"], "direct_evidence", "11:49:43 PATCH 200, upstream 172.17.0.5:8080", claim_id="c5"),
      F(c["claims"][5]["claim_text"], "no_evidence", "advice, not a finding in any output", critical=False, claim_id="c6")])

# bV-005 Apache error + Traefik, wrong duration
cid = "bV-005"
lines_a = win(cid, "call_ap01", "beats2/apache_error/test.log", 1, 3)
out_a = "\n".join(lines_a)
lines_t = win(cid, "call_tf02", "beats2/traefik/access.log", 1, 2)
TRF = re.compile(r'^(\S+) - - \[([^\]]+)\] "([^"]*)" (\d+) (\d+) .* (\d+ms)$')
hits = []
for ln in lines_t:
    mm = TRF.match(ln)
    hits.append({"client_ip": mm.group(1), "time": mm.group(2), "request": mm.group(3),
                 "status": int(mm.group(4)), "duration": mm.group(6), "raw": ln})
out_t = {"hits": hits}
case(cid, ["source:apache_error", "source:traefik", "format:nl_headings", "class:value_wrong", "class:paraphrase_zh"],
     "浏览器一直报 favicon 加载失败，Apache 和 Traefik 那边日志怎么说？",
     "## 发现\n"
     "- Apache 报告 192.168.33.1 请求的 /var/www/favicon.ico 不存在\n"
     "- 72.15.99.187 访问 /usr/local/apache2/htdocs/favicon.ico 时同样报 File does not exist\n"
     "- Traefik 上 192.168.33.1 请求 favicon-16x16.png 返回 304，耗时 2ms\n"
     "- 85.181.35.98 的 favicon.ico 请求耗时 30ms\n"
     "## 建议\n"
     "建议把 favicon.ico 放回 DocumentRoot。",
     [call(cid, "call_ap01", 1, "search_apache_errorlog", {"pattern": "favicon", "files": ["error_log"]}, out_a),
      call(cid, "call_tf02", 1, "traefik_access_query", {"path_prefix": "/ui/favicons"}, out_t)],
     "REJECT",
     [F("Apache 报告 192.168.33.1 请求的 /var/www/favicon.ico 不存在", "direct_evidence", "[client 192.168.33.1] File does not exist: /var/www/favicon.ico"),
      F("72.15.99.187 访问 /usr/local/apache2/htdocs/favicon.ico 时同样报 File does not exist", "direct_evidence", "[client 72.15.99.187] File does not exist: /usr/local/apache2/htdocs/favicon.ico"),
      F("Traefik 上 192.168.33.1 请求 favicon-16x16.png 返回 304，耗时 2ms", "direct_evidence", "traefik hit: 192.168.33.1 GET favicon-16x16.png 304 duration 2ms"),
      F("85.181.35.98 的 favicon.ico 请求耗时 30ms", "contradicted", "traefik record for 85.181.35.98 shows 3ms, not 30ms")])

# bV-006 Icinga notification failure, faithful contract
cid = "bV-006"
lines = win(cid, "call_9c4f2e71", "beats2/icinga/test.log", 1, 5)
out = "\n".join(lines)
c = contract("Recovery 通知脚本因找不到 mail 命令失败",
             [claim("c1", "log_finding", "demo!load 的通知命令以 exit code 127 退出",
                    [bind("icinga_log_tail", ["call_9c4f2e71"], "terminated with exit code 127")]),
              claim("c2", "root_cause", "mail-service-notification.sh 第 20 行找不到 mail 命令（mail: not found）",
                    [bind("icinga_log_tail", ["call_9c4f2e71"], "/etc/icinga2/scripts/mail-service-notification.sh: 20: /etc/icinga2/scripts/mail-service-notification.sh: mail: not found")]),
              claim("c3", "log_finding", "11:16:34 Icinga 尝试给用户 on-call 发送 Recovery 通知",
                    [bind("icinga_log_tail", ["call_9c4f2e71"], "information/Notification: Sending 'Recovery' notification 'demo!load!mail-icingaadmin for user 'on-call'")])],
             "Recovery 通知没发出去：通知脚本找不到 mail 命令，命令退出码 127。IDO 的查询队列当时是 0。建议在监控主机上安装 mailutils。")
must_contain(out, "terminated with exit code 127", "mail-service-notification.sh: 20: /etc/icinga2/scripts/mail-service-notification.sh: mail: not found", "Query queue items: 0")
case(cid, ["source:icinga", "format:json_indented", "class:faithful", "class:paraphrase_zh"],
     "icinga 的 demo!load 恢复了但值班没收到邮件，为什么？",
     dumps(c, indent=2),
     [call(cid, "call_9c4f2e71", 1, "icinga_log_tail", {"file": "/var/log/icinga2/icinga2.log", "lines": 5}, out)],
     "PASS",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "warning/PluginNotificationTask ... object 'demo!load' ... exit code 127", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "output: ...mail-service-notification.sh: 20: ... mail: not found", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "direct_evidence", "[2017-04-04 11:16:34 +0200] Sending 'Recovery' notification ... for user 'on-call'", claim_id="c3"),
      F("IDO 的查询队列当时是 0", "direct_evidence", "IdoMysqlConnection: Query queue items: 0", origin="answer_extra")])

# bV-007 IBM MQ AMQ6184W, unsupported background
cid = "bV-007"
lines = win(cid, "mq-read-01", "beats2/ibmmq/AMQERR01.log", 44, 101)
out = "\n".join(lines)
case(cid, ["source:ibmmq", "format:nl_bold_labels", "class:unsupported_cause", "class:paraphrase_zh"],
     "QM1 10 月 11 日启动时报内部错误，是什么原因？",
     "**现象**：队列管理器 QM1 在 2018-10-11 10:46:26 报出 AMQ6184W 内部错误。\n"
     "**直接原因**：恢复日志放在 advanced format 磁盘上，但没有按 4KB 对齐配置（AMQ6776E）。\n"
     "**出错进程**：amqzxma0.exe，进程号 8480。\n"
     "**背景**：这个问题是上周更换存储之后才出现的。\n"
     "**建议**：用 MIGMQLOG 把恢复日志迁移成适合 advanced format 磁盘的格式。",
     [call(cid, "mq-read-01", 1, "mq_errlog_read", {"qmgr": "QM1", "file": "AMQERR01.LOG", "since": "2018-10-11"}, out)],
     "LOW_CONFID",
     [F("队列管理器 QM1 在 2018-10-11 10:46:26 报出 AMQ6184W 内部错误", "direct_evidence", "11/10/2018 10:46:26 entry: AMQ6184W: An internal IBM MQ error has occurred on queue manager QM1"),
      F("恢复日志放在 advanced format 磁盘上，但没有按 4KB 对齐配置（AMQ6776E）", "direct_evidence", "AMQ6776E explanation: recovery log on advanced format disk, not 4KB aligned"),
      F("amqzxma0.exe，进程号 8480", "direct_evidence", "Process(8480.1) Program(amqzxma0.exe); The failing process is process 8480"),
      F("这个问题是上周更换存储之后才出现的", "no_evidence", "no storage replacement anywhere in the output")])

# bV-008 IBM MQ misattribution + status wrong
cid = "bV-008"
lines = win(cid, "toolu_01MqA7", "beats2/ibmmq/AMQERR01.log", 157, 214)
out = "\n".join(lines)
c = contract("QM1 在 10 月 28 日启动时再次出现恢复日志配置错误",
             [claim("c1", "log_finding", "10/28 15:12:07 的 strmqm.exe 提示试用期还剩 73 天",
                    [bind("mq_errlog_read", ["toolu_01MqA7"], "AMQ7125I: There are 73 days left in the trial period for this copy of IBM MQ.")]),
              claim("c2", "log_finding", "进程 7360 在 QM1 上报了 AMQ6184W 内部错误",
                    [bind("mq_errlog_read", ["toolu_01MqA7"], "AMQ6184W: An internal IBM MQ error has occurred on queue manager QM1.")]),
              claim("c3", "root_cause", "AMQ6776E（恢复日志未按 advanced format 磁盘配置）是 strmqm.exe 报出的",
                    [bind("mq_errlog_read", ["toolu_01MqA7"], "AMQ6776E: Queue manager recovery log not correctly configured for advanced")]),
              claim("c4", "alert_state", "这份 IBM MQ 的试用许可已经过期",
                    [bind("mq_errlog_read", ["toolu_01MqA7"], "This copy of IBM MQ is licensed for a limited period only.")])],
             "进程 7360 在 QM1 上报了 AMQ6184W，试用期还剩 73 天。需要的话我可以继续整理 MIGMQLOG 的迁移步骤。")
must_contain(out, "AMQ7125I: There are 73 days left in the trial period for this copy of IBM MQ.",
             "AMQ6184W: An internal IBM MQ error has occurred on queue manager QM1.",
             "AMQ6776E: Queue manager recovery log not correctly configured for advanced",
             "This copy of IBM MQ is licensed for a limited period only.", "The failing process is process 7360.")
case(cid, ["source:ibmmq", "format:json_with_text", "class:misattribution", "class:status_wrong"],
     "QM1 10 月 28 号又报错了，和之前是同一个问题吗？",
     "我看了 QM1 的 AMQERR01.LOG，结论如下：\n" + dumps(c, indent=1),
     [call(cid, "toolu_01MqA7", 1, "mq_errlog_read", {"qmgr": "QM1", "file": "AMQERR01.LOG", "since": "2018-10-28"}, out)],
     "REJECT",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "28/10/2018 15:12:07 Program(strmqm.exe) AMQ7125I 73 days left", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "Process(7360.1) AMQ6184W on queue manager QM1; failing process 7360", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "contradicted", "AMQ6776E is logged by amqzxma0.exe (7360.1); strmqm.exe's own entries are AMQ7125I", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "contradicted", "log says 73 days are left in the trial period, i.e. not expired", claim_id="c4")])

# bV-009 Elasticsearch GC, wrong pause unit
cid = "bV-009"
lines = win(cid, "call_gc_3318", "beats2/elasticsearch_gc/gc.log", 93, 134)
out = "\n".join(lines)
case(cid, ["source:elasticsearch_gc", "format:nl_sloppy", "class:value_wrong", "class:quantity"],
     "ES 节点刚启动时有明显卡顿，是不是 GC 的问题？",
     "pid 32376 在 07:44:25 到 07:44:27 之间做了 3 次 Young GC\n"
     "GC(2) Pause Young 停了 27.9ms，堆 290M->25M\n"
     "GC(3) 停顿约 63 ms\n"
     "GC(3) 之后堆从 298M 降到 46M\n"
     "GC(4) pause 0.44 秒, 比前两次都长\n"
     "这三次 Young GC 都是 Allocation Failure 触发的\n"
     "可能 heap 给小了，建议先把 -Xmx 调到 2g 观察",
     [call(cid, "call_gc_3318", 1, "es_gc_log", {"node": "es-node-1", "from": "2018-06-13T07:44:25", "to": "2018-06-13T07:44:27.1"}, out)],
     "REJECT",
     [F("pid 32376 在 07:44:25 到 07:44:27 之间做了 3 次 Young GC", "direct_evidence", "GC(2) 07:44:25.139, GC(3) 07:44:25.601, GC(4) 07:44:26.998 Pause Young, all [32376]"),
      F("GC(2) Pause Young 停了 27.9ms，堆 290M->25M", "direct_evidence", "GC(2) Pause Young (Allocation Failure) 290M->25M(989M) 27,906ms (decimal comma)"),
      F("GC(3) 停顿约 63 ms", "direct_evidence", "GC(3) ... 63,198ms"),
      F("GC(3) 之后堆从 298M 降到 46M", "direct_evidence", "GC(3) 298M->46M(989M)"),
      F("GC(4) pause 0.44 秒, 比前两次都长", "contradicted", "GC(4) paused 44,115ms = 0.044 s, and GC(3) (63 ms) was longer"),
      F("这三次 Young GC 都是 Allocation Failure 触发的", "direct_evidence", "GC(2)/(3)/(4) Pause Young (Allocation Failure)")])

# bV-010 ES GC + slowlog, malformed contract, time not in records
cid = "bV-010"
lines_g = win(cid, "call_4471", "beats2/elasticsearch_gc/gc.log", 239, 250)
out_g = "\n".join(lines_g)
lines_s = win(cid, "call_4472", "beats2/elasticsearch_slowlog/test.log", 1, 2)
out_s = "\n".join(lines_s)
ans = ('{"answer_version": "1.0",\n'
       ' "claims": [\n'
       '  {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "GC(5) 的 Pause Initial Mark 耗时 35.656ms", "support_level": "direct",\n'
       '   "evidence_bindings": [{"source_type": "log", "source_id": "gc.log", "tool_name": "query_logs", "source_invocation_ids": ["call_4471"], "evidence_excerpt": "GC(5) Pause Initial Mark 238M->238M(989M) 35,656ms"}]},\n'
       '  {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "GC(5) 的 Concurrent Mark 用了 2 个 worker", "support_level": "direct",\n'
       '   "evidence_bindings": [{"source_type": "log", "source_id": "gc.log", "tool_name": "query_logs", "source_invocation_ids": ["call_4471"], "evidence_excerpt": "GC(5) Using 2 workers of 2 for marking"}]},\n'
       '  {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "metricbeat-6.3.0-2018.06.26 分片 0 的 fetch 阶段 took 10.8ms", "support_level": "direct",\n'
       '   "evidence_bindings": [{"source_type": "log", "source_id": "slowlog", "tool_name": "query_logs", "source_invocation_ids": ["call_4472"], "evidence_excerpt": "took[10.8ms], took_millis[10]"}]},\n'
       '  {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "metricbeat-6.3.0-2018.06.26 的 query 慢日志记录时间是 2018-06-29 10:16:14", "support_level": "direct",\n'
       '   "evidence_bindings": [{"source_type": "log", "source_id": "slowlog", "tool_name": "query_logs", "source_invocation_ids": ["call_4472"], "evidence_excerpt": "index.search.slowlog.query"}]},\n'
       ' ],\n'
       ' "user_facing_answer": "见上",\n'
       '}')
must_contain(out_g, "GC(5) Pause Initial Mark 238M->238M(989M) 35,656ms", "GC(5) Using 2 workers of 2 for marking")
must_contain(out_s, "took[10.8ms], took_millis[10]")
case(cid, ["source:elasticsearch_gc", "source:elasticsearch_slowlog", "format:json_malformed", "class:time_wrong", "class:quantity"],
     "es 集群昨天查询偶尔变慢，GC 和慢日志分别是什么情况？",
     ans,
     [call(cid, "call_4471", 1, "query_logs", {"source": "gc.log", "keyword": "GC(5)"}, out_g),
      call(cid, "call_4472", 1, "query_logs", {"source": "slowlog", "index": "metricbeat-6.3.0-2018.06.26"}, out_s)],
     "LOW_CONFID",
     [F("GC(5) 的 Pause Initial Mark 耗时 35.656ms", "direct_evidence", "GC(5) Pause Initial Mark ... 35,656ms (decimal comma, = 35.656 ms)"),
      F("GC(5) 的 Concurrent Mark 用了 2 个 worker", "direct_evidence", "GC(5) Using 2 workers of 2 for marking"),
      F("metricbeat-6.3.0-2018.06.26 分片 0 的 fetch 阶段 took 10.8ms", "direct_evidence", "index.search.slowlog.fetch [metricbeat-6.3.0-2018.06.26][0] took[10.8ms]"),
      F("metricbeat-6.3.0-2018.06.26 的 query 慢日志记录时间是 2018-06-29 10:16:14", "no_evidence", "no record at 10:16:14; the query slowlog line is at 2018-06-29T10:06:14,933")])

# bV-011 ES slowlog query with 0 hits + runbook
cid = "bV-011"
lines = win(cid, "es-slow-0f3a", "beats2/elasticsearch_slowlog/test.log", 3, 4)
SLOW = re.compile(r"^\[([^\]]+)\]\[(\w+)\s*\]\[([^\]]+)\] \[([^\]]+)\] \[([^\]]+)\]\[(\d+)\] (.*)$")
hits = []
for ln in lines:
    mm = SLOW.match(ln)
    msg = mm.group(7)
    hits.append({"timestamp": mm.group(1), "level": mm.group(2), "logger": mm.group(3), "node": mm.group(4),
                 "index": mm.group(5), "shard": int(mm.group(6)),
                 "took": re.search(r"took\[([^\]]+)\]", msg).group(1),
                 "took_millis": int(re.search(r"took_millis\[(\d+)\]", msg).group(1)),
                 "total_hits": int(re.search(r"total_hits\[(\d+)\]", msg).group(1)),
                 "message": msg})
out = {"hits": hits}
kb = {"query": "elasticsearch search slowlog threshold", "chunks": [
    {"chunk_id": "kb-es-slowlog-02", "source_doc": "runbook/elasticsearch-slowlog.md", "retrieval_layer": "runbook",
     "relevance": "high", "deduped": False,
     "content": "本集群的慢日志阈值配置：index.search.slowlog.threshold.query.info 为 100ms，query 阶段超过 100ms 就会写入 INFO 级慢日志；fetch 阶段的 INFO 阈值为 5ms。"}]}
case(cid, ["source:elasticsearch_slowlog", "format:nl_paragraph", "class:runbook_only", "class:quantity"],
     "Kibana 上一个面板 09:01 左右加载很慢，ES 慢日志里有记录吗？",
     "节点 v_VJhjV 上 2018-06-29 09:01:01 记录了一条 query 慢日志，耗时 124.3 毫秒。这条查询的 total_hits 为 0。"
     "紧接着的 fetch 阶段只用了 7.2ms。根据知识库里的慢日志配置说明，query 阶段超过 100ms 就会写入 INFO 级慢日志。"
     "可能只是一次偶发的慢查询，建议持续观察。",
     [call(cid, "es-slow-0f3a", 1, "es_slowlog_search", {"index": "metricbeat-6.3.0-2018.06.26", "from": "2018-06-29T09:00:00", "to": "2018-06-29T09:05:00"}, out),
      call(cid, "es-kb-0f3b", 1, "lookup_knowledge", {"query": "elasticsearch search slowlog threshold"}, kb)],
     "PASS",
     [F("节点 v_VJhjV 上 2018-06-29 09:01:01 记录了一条 query 慢日志，耗时 124.3 毫秒", "direct_evidence", "2018-06-29T09:01:01,821 index.search.slowlog.query [v_VJhjV] took[124.3ms]"),
      F("这条查询的 total_hits 为 0", "direct_evidence", "total_hits 0 on the query record"),
      F("紧接着的 fetch 阶段只用了 7.2ms", "direct_evidence", "09:01:01,827 index.search.slowlog.fetch took[7.2ms]"),
      F("根据知识库里的慢日志配置说明，query 阶段超过 100ms 就会写入 INFO 级慢日志", "indirect_support", "explicitly attributed to the knowledge base; only the runbook chunk says it")])

# bV-012 MySQL slow log, wrong unit + one-digit-off id
cid = "bV-012"
lines = win(cid, "call_my5722", "beats2/mysql_slowlog/mysql-5.7.22.log", 1, 30)
out = "\n".join(lines)
c = contract("两条应用查询和一条 sleep 拉长了慢日志",
             [claim("c1", "log_finding", "root 从 218.76.8.37 执行的 select sleep(15) Query_time 为 15.000223 秒",
                    [bind("mysql_slowlog_tail", ["call_my5722"], "# Query_time: 15.000223  Lock_time: 0.000000 Rows_sent: 1  Rows_examined: 0")]),
              claim("c2", "log_finding", "Id 10999834 的 call load_stats 耗时约 10.3 秒，扫描了 4751313 行",
                    [bind("mysql_slowlog_tail", ["call_my5722"], "Query_time: 10.346539  Lock_time: 0.000036 Rows_sent: 0  Rows_examined: 4751313")]),
              claim("c3", "log_finding", "Id 10997361 的那条 SELECT 扫描了约 149 万行",
                    [bind("mysql_slowlog_tail", ["call_my5722"], "Rows_examined: 1489615")]),
              claim("c4", "log_finding", "debian-sys-maint 的 count(*) 查询耗时 0.153 秒",
                    [bind("mysql_slowlog_tail", ["call_my5722"], "Query_time: 0.000153")])],
             "call load_stats 耗时约 10.3 秒，扫描了 4751313 行。")
must_contain(out, "# Query_time: 15.000223  Lock_time: 0.000000 Rows_sent: 1  Rows_examined: 0",
             "Query_time: 10.346539  Lock_time: 0.000036 Rows_sent: 0  Rows_examined: 4751313", "Rows_examined: 1489615", "Query_time: 0.000153")
case(cid, ["source:mysql_slowlog", "format:json_with_text", "class:value_wrong", "class:fabricated_id", "class:quantity"],
     "MySQL 8 月 7 号下午慢查询告警，是哪些语句？",
     dumps(c) + "\n如需我继续分析这些语句的执行计划，请告诉我。",
     [call(cid, "call_my5722", 1, "mysql_slowlog_tail", {"host": "db-prod-1", "since": "2018-08-07T16:27:00+08:00"}, out)],
     "REJECT",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "User@Host root @ [218.76.8.37], Query_time 15.000223, select sleep(15)", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "Id 10999834: Query_time 10.346539, Rows_examined 4751313, call load_stats", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "contradicted", "the SELECT has Id 10997316; 10997361 (digits swapped) appears nowhere", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "contradicted", "Query_time 0.000153 s = 0.153 ms, not 0.153 s", claim_id="c4")])

# bV-013 Greenplum NOTICE, true denial, hedges
cid = "bV-013"
lines = win(cid, "gp-q-5521", "beats2/greenplum/master-pg_log-5.21.2.log", 1, 2)
logs = []
for ln in lines:
    r = next(csv.reader([ln]))
    logs.append({"ts": r[0], "user": r[1], "database": r[2], "pid": r[3], "client": r[5], "session": r[9],
                 "level": r[16], "sqlstate": r[17], "message": r[18], "hint": r[20], "query": r[24]})
out = {"total": len(logs), "logs": logs}
case(cid, ["source:greenplum", "format:nl_bullets", "class:negation", "class:paraphrase_zh", "class:hedged_distractor"],
     "Greenplum master 日志里 mpload 的建表有没有报错？顺便看下 gpmon。",
     "- 2020-02-13 15:39:46 mpload 用户在 mp_prd 库建临时表 oio 时收到一条 NOTICE\n"
     "- 建表语句没有指定分布键，所以用了默认的 RANDOM distribution\n"
     "- gpmon 执行 insert into log_alert_history 耗时 49.536 ms\n"
     "- 这两条日志里没有任何 ERROR 级别的记录\n"
     "- 推测慢的原因可能是 mp_order_trans 分区太大，建议补上 DISTRIBUTED BY 子句",
     [call(cid, "gp-q-5521", 1, "gp_log_search", {"file": "master/pg_log", "users": ["mpload", "gpmon"]}, out)],
     "PASS",
     [F("2020-02-13 15:39:46 mpload 用户在 mp_prd 库建临时表 oio 时收到一条 NOTICE", "direct_evidence", "record 1: mpload / mp_prd, level NOTICE, query create temp table oio"),
      F("建表语句没有指定分布键，所以用了默认的 RANDOM distribution", "direct_evidence", "Using default RANDOM distribution since no distribution was specified."),
      F("gpmon 执行 insert into log_alert_history 耗时 49.536 ms", "direct_evidence", "gpmon record: duration: 49.536 ms, insert into log_alert_history"),
      F("这两条日志里没有任何 ERROR 级别的记录", "direct_evidence", "true denial: the two records are NOTICE and LOG")])

# bV-014 Logstash, gap (no-hit + failed call)
cid = "bV-014"
lines = win(cid, "c-ls-03", "beats2/logstash/logstash-plain.log", 1, 1)
out = "\n".join(lines)
case(cid, ["source:logstash", "format:nl_sloppy", "class:gap", "class:negation"],
     "logstash 的 fb_apache pipeline 起来了吗？数据怎么没进 ES？",
     "logstash 在 2017-10-23T14:20:12 有初始化 fb_apache module 的 INFO 日志\n"
     "module 目录是 /usr/share/logstash/modules/fb_apache/configuration\n"
     "logstash 到 ES 的输出一直在超时\n"
     "pipeline 相关的 ERROR 日志没有\n"
     "es 集群那边可能要再查下，建议重试一下 health 接口",
     [call(cid, "c-ls-01", 1, "query_logs", {"service": "logstash", "level": "ERROR", "keyword": "pipeline"}, {"total": 0, "logs": []}),
      call(cid, "c-ls-02", 1, "es_cluster_health", {"cluster": "es-prod"}, None, success=False,
           error="ConnectTimeout: HTTPConnectionPool(host='es-master', port=9200): timed out after 30000ms"),
      call(cid, "c-ls-03", 2, "query_logs", {"service": "logstash", "keyword": "fb_apache"}, out)],
     "LOW_CONFID",
     [F("logstash 在 2017-10-23T14:20:12 有初始化 fb_apache module 的 INFO 日志", "direct_evidence", "[2017-10-23T14:20:12,046][INFO ][logstash.modules.scaffold] Initializing module fb_apache"),
      F("module 目录是 /usr/share/logstash/modules/fb_apache/configuration", "direct_evidence", ":directory=>\"/usr/share/logstash/modules/fb_apache/configuration\""),
      F("logstash 到 ES 的输出一直在超时", "no_evidence", "only the agent's own failed health call timed out; no logstash record of output timeouts"),
      F("pipeline 相关的 ERROR 日志没有", "no_evidence", "denial resting only on a no-hit query (total 0)")])

# bV-015 Traefik + Redis, bad references
cid = "bV-015"
lines_t = win(cid, "toolu_01Tr4fK", "beats2/traefik/access.log", 1, 2)
out_t = "\n".join(lines_t)
lines_r = win(cid, "toolu_01Rd9cW", "beats2/redis/redis-5.0.3.log", 1, 1)
out_r = "\n".join(lines_r)
c = contract("网关侧 favicon 请求正常，redis 副本同步成功",
             [claim("c1", "log_finding", "192.168.33.1 请求 /ui/favicons/favicon-16x16.png 返回 304",
                    [bind("traefik_access_log", ["toolu_01Tr4fK"], "\"GET /ui/favicons/favicon-16x16.png HTTP/1.1\" 304 0")]),
              claim("c2", "log_finding", "Redis 主节点 26571 与副本 10.114.208.18:6023 同步成功",
                    [bind("redis_log", ["toolu_01Rd7xQ"], "Synchronization with replica 10.114.208.18:6023 succeeded")]),
              claim("c3", "log_finding", "85.181.35.98 的请求被转发到 http://172.19.0.3:5601", [])],
             "favicon 请求返回 304，redis 副本同步成功。")
must_contain(out_t, "\"GET /ui/favicons/favicon-16x16.png HTTP/1.1\" 304 0")
case(cid, ["source:traefik", "source:redis", "format:json_compact", "class:bad_reference"],
     "Kibana 登录页有点慢，帮我看看 traefik 和 redis 有没有异常",
     dumps(c, separators=(",", ":")),
     [call(cid, "toolu_01Tr4fK", 1, "traefik_access_log", {"router": "kibana", "limit": 20}, out_t),
      call(cid, "toolu_01Rd9cW", 1, "redis_log", {"instance": "redis-master"}, out_r)],
     "PASS",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "binding to existing call, excerpt verbatim in the first access line", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "indirect_support", "content is in toolu_01Rd9cW, but the binding names toolu_01Rd7xQ which does not exist", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "indirect_support", "content is in the traefik output (85.181.35.98 ... http://172.19.0.3:5601) but the claim has no binding", claim_id="c3")])

# bV-016 nginx ingress upstream swap
cid = "bV-016"
lines = win(cid, "call_ing_77e0", "beats2/nginx_ingress/test.log", 10, 18)
out = {"total": len(lines), "logs": [nginx_record(x) for x in lines]}
c = contract("/v2 与 /products/42 分别由两个 backend 服务",
             [claim("c1", "log_finding", "/v2 请求由 default-web2-8080 转发到 172.17.0.6:8080",
                    [bind("query_logs", ["call_ing_77e0"], "[default-web2-8080] [] 172.17.0.6:8080 61")]),
              claim("c2", "log_finding", "/products/42 的请求被转发到 172.17.0.6:8080",
                    [bind("query_logs", ["call_ing_77e0"], "\"GET /products/42 HTTP/1.1\" 200 59")]),
              claim("c3", "metric_finding", "11:56:24 到 11:56:56 之间的 9 条请求全部返回 200",
                    [bind("query_logs", ["call_ing_77e0"], "[07/Feb/2020:11:56:56 +0000] \"GET /favicon.ico HTTP/1.1\" 200 59")]),
              claim("c4", "log_finding", "11:56:36 的 Safari 请求 /products/42 的 request_time 为 0.001 秒",
                    [bind("query_logs", ["call_ing_77e0"], "\"GET /products/42 HTTP/1.1\" 200 59 \"-\" \"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.5 Safari/605.1.15\" 369 0.001")])],
             "/v2 和 /products/42 的请求都返回了 200。")
must_contain(out, "[default-web2-8080] [] 172.17.0.6:8080 61", "\"GET /products/42 HTTP/1.1\" 200 59")
case(cid, ["source:nginx_ingress", "format:json_fenced", "class:entity_swap", "class:quantity"],
     "hello-world.info 的 /v2 和 /products/42 是不是打到了同一个后端？",
     "结论如下：\n```json\n" + dumps(c, indent=2) + "\n```",
     [call(cid, "call_ing_77e0", 1, "query_logs", {"source": "ingress-nginx", "host": "hello-world.info", "from": "11:56:00", "to": "11:57:00"}, out)],
     "REJECT",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "GET /v2 records: [default-web2-8080] upstream 172.17.0.6:8080", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "contradicted", "every /products/42 record goes to 172.17.0.5:8080 (default-web-8080); 172.17.0.6 serves /v2", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "direct_evidence", "total 9, all status 200, 11:56:24..11:56:56", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "direct_evidence", "11:56:36 Safari GET /products/42 ... 369 0.001", claim_id="c4")])

# ---------------------------------------------------------------- nezha3 OnlineBoutique metrics ----
MET = "nezha3/2022-08-23/metric/"

# bV-017 frontend success rate dip, CSV text table
cid = "bV-017"
rel = MET + "front_service.csv"
hdr = src_lines(rel)[0]
rows_txt = win(cid, "kpi-20220823-1", rel, 12, 17)
out = "\n".join([hdr] + rows_txt)
case(cid, ["source:nezha_onlineboutique", "format:nl_paragraph", "class:quantity", "class:faithful"],
     "8 月 23 日中午前端下单失败率突然上升，具体是几点到几点？",
     "前端服务在 12:10 开始成功率下滑。12:12:28 前端成功率跌到 50.76%，是这段时间的最低点。12:11:28 的成功率约 54%。"
     "到 12:14:28 成功率恢复到 100%。恢复那一分钟的 P99 延迟约 2 秒。",
     [call(cid, "kpi-20220823-1", 1, "get_service_kpi", {"service": "frontend", "start": "2022-08-23 12:09", "end": "2022-08-23 12:15", "format": "csv"}, out)],
     "PASS",
     [F("前端服务在 12:10 开始成功率下滑", "direct_evidence", "SuccessRate 100 at 12:09:28, 89.26 at 12:10:28"),
      F("12:12:28 前端成功率跌到 50.76%，是这段时间的最低点", "direct_evidence", "12:12:28 SuccessRate(%) 50.7575..., the minimum of the rows"),
      F("12:11:28 的成功率约 54%", "direct_evidence", "12:11:28 SuccessRate(%) 53.69"),
      F("到 12:14:28 成功率恢复到 100%", "direct_evidence", "12:14:28 SuccessRate(%) 100"),
      F("恢复那一分钟的 P99 延迟约 2 秒", "direct_evidence", "12:14:28 LatencyP99(s) 2.016")])

# bV-018 cartservice CPU / memory series, memory unit wrong
cid = "bV-018"
rel = MET + "cartservice-579f59597d-wc2lz_metric.csv"
win(cid, "call_q8b1", rel, 44, 56)
_, rows = csv_rows(rel, 44, 56)
out = {"alerts": [], "series": [series("CpuUsageRate(%)", "cartservice", rows, "%"),
                                series("MemoryUsage(Mi)", "cartservice", rows, "MiB")]}
c = contract("cartservice 12:46-12:48 CPU 打满，之后内存上涨",
             [claim("c1", "metric_finding", "cartservice CPU 使用率峰值约 100%",
                    [bind("query_metrics", ["call_q8b1"], "{\"metric\": \"CpuUsageRate(%)\", \"max\": 100.24525591121115}", stype="metric")]),
              claim("c2", "metric_finding", "cartservice 内存使用峰值 148.6 MiB",
                    [bind("query_metrics", ["call_q8b1"], "metric=MemoryUsage(Mi) max=148.640625 unit=MiB", stype="metric")]),
              claim("c3", "metric_finding", "CPU 使用率最后回落到 8.07%",
                    [bind("query_metrics", ["call_q8b1"], "{\"last\": 8.070975848188612, \"metric\": \"CpuUsageRate(%)\"}", stype="metric")]),
              claim("c4", "metric_finding", "内存最终稳定在 1.4 GB 左右",
                    [bind("query_metrics", ["call_q8b1"], "metric=MemoryUsage(Mi) last=146.83984375", stype="metric")])],
             "cartservice CPU 使用率峰值约 100%，内存峰值 148.6 MiB。",
             hyps=["内存上涨可能和 CPU 打满期间请求堆积有关"])
assert out["series"][0]["max"] == 100.24525591121115 and out["series"][1]["last"] == 146.83984375
case(cid, ["source:nezha_onlineboutique", "format:json_raw", "class:value_wrong", "class:quantity", "class:excerpt_format"],
     "购物车服务 cartservice 12:40 到 12:55 资源使用有没有异常？",
     dumps(c),
     [call(cid, "call_q8b1", 1, "query_metrics", {"service": "cartservice", "metrics": ["CpuUsageRate(%)", "MemoryUsage(Mi)"], "start": "2022-08-23T12:41:28Z", "end": "2022-08-23T12:53:28Z"}, out)],
     "REJECT",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "CpuUsageRate(%) max 100.245", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "MemoryUsage(Mi) max 148.640625", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "direct_evidence", "CpuUsageRate(%) last 8.0709...", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "contradicted", "MemoryUsage last is 146.84 MiB (about 0.15 GB), not 1.4 GB", claim_id="c4")])

# bV-019 checkoutservice latency rows (items with nested metrics)
cid = "bV-019"
rel = MET + "checkoutservice-578fcf4766-9csqn_metric.csv"
win(cid, "inv_ck_2291", rel, 88, 95)
_, rows = csv_rows(rel, 88, 95)


def num(v):
    return v if v == "NaN" else float(v)


items = [{"time": r["Time"], "pod": r["PodName"],
          "metrics": {"CpuUsageRate(%)": num(r["CpuUsageRate(%)"]), "PodServerLatencyP90(s)": num(r["PodServerLatencyP90(s)"]),
                      "PodClientLatencyP90(s)": num(r["PodClientLatencyP90(s)"]), "PodWorkload(Ops)": num(r["PodWorkload(Ops)"])}}
         for r in rows]
out = {"items": items}
case(cid, ["source:nezha_onlineboutique", "format:nl_bullets", "class:quantity", "class:hedged_distractor"],
     "13:30 左右结算服务下单卡住了，checkoutservice 的指标是什么情况？",
     "- checkoutservice-578fcf4766-9csqn 在 13:29:28 服务端 P90 延迟达到 9.5 秒（9500 ms）\n"
     "- 13:30:28 这一分钟服务端 P90 延迟没有数据（NaN）\n"
     "- 同一分钟 PodWorkload 掉到 0\n"
     "- 13:31:28 客户端 P90 延迟约 8.5 s\n"
     "- 有可能是下游 paymentservice 超时拖慢了 checkout",
     [call(cid, "inv_ck_2291", 1, "get_pod_metrics", {"pod": "checkoutservice-578fcf4766-9csqn", "from": "13:25", "to": "13:32"}, out)],
     "PASS",
     [F("checkoutservice-578fcf4766-9csqn 在 13:29:28 服务端 P90 延迟达到 9.5 秒（9500 ms）", "direct_evidence", "13:29:28 PodServerLatencyP90(s) 9.5"),
      F("13:30:28 这一分钟服务端 P90 延迟没有数据（NaN）", "direct_evidence", "13:30:28 PodServerLatencyP90(s) NaN"),
      F("同一分钟 PodWorkload 掉到 0", "direct_evidence", "13:30:28 PodWorkload(Ops) 0"),
      F("13:31:28 客户端 P90 延迟约 8.5 s", "direct_evidence", "13:31:28 PodClientLatencyP90(s) 8.4999")])

# bV-020 currencyservice CPU (millicores) + unsupported release
cid = "bV-020"
rel = MET + "currencyservice-cf787dd48-vpjrd_metric.csv"
win(cid, "qm-cur-01", rel, 89, 96)
_, rows = csv_rows(rel, 89, 96)
out = {"alerts": [], "series": [series("CpuUsage(m)", "currencyservice", rows, "m"),
                                series("CpuUsageRate(%)", "currencyservice", rows, "%"),
                                series("PodServerLatencyP90(s)", "currencyservice", rows, "s")]}
case(cid, ["source:nezha_onlineboutique", "format:nl_sloppy", "class:unsupported_cause", "class:quantity"],
     "currencyservice 13:30 附近 CPU 为啥飙这么高？",
     "currencyservice-cf787dd48-vpjrd cpu 用量峰值 20m 左右\n"
     "CpuUsageRate 峰值 100.2%\n"
     "server 端 P90 latency 最高 5722 ms\n"
     "cpu 飙高是因为 currencyservice 刚发了新版本\n"
     "建议先回滚看看",
     [call(cid, "qm-cur-01", 1, "query_metrics", {"service": "currencyservice", "pod": "currencyservice-cf787dd48-vpjrd", "range": "13:26-13:33"}, out)],
     "LOW_CONFID",
     [F("currencyservice-cf787dd48-vpjrd cpu 用量峰值 20m 左右", "direct_evidence", "CpuUsage(m) max 20.04 (millicores)"),
      F("CpuUsageRate 峰值 100.2%", "direct_evidence", "CpuUsageRate(%) max 100.197"),
      F("server 端 P90 latency 最高 5722 ms", "direct_evidence", "PodServerLatencyP90(s) max 5.7222 s = 5722 ms"),
      F("cpu 飙高是因为 currencyservice 刚发了新版本", "no_evidence", "no release or deployment event in any output")])

# bV-021 three pods at 14:44, entity swap between frontend and recommendationservice
cid = "bV-021"
pods = [("productcatalogservice-668d5f85fb-jhwx9", "call_pm_a1"), ("frontend-579b9bff58-t2dbm", "call_pm_a2"),
        ("recommendationservice-6cfdd55578-gfj6q", "call_pm_a3")]
cols = ["Time", "PodName", "CpuUsageRate(%)", "MemoryUsage(Mi)", "PodClientLatencyP90(s)", "PodServerLatencyP90(s)"]
invs = []
for pod, iid in pods:
    rel = MET + pod + "_metric.csv"
    win(cid, iid, rel, 165, 168)
    _, rows = csv_rows(rel, 165, 168)
    invs.append(call(cid, iid, 1, "get_pod_metrics", {"pod": pod, "from": "14:42", "to": "14:45"},
                     {"columns": cols, "rows": [[r[k] for k in cols] for r in rows]}))
c = contract("14:43-14:44 productcatalogservice 延迟与 CPU 同时飙升",
             [claim("c1", "metric_finding", "productcatalogservice 在 14:44:28 的服务端 P90 延迟为 16.75 s",
                    [{"source_type": "trace_ref", "source_id": "T1", "tool_name": "get_pod_metrics", "source_invocation_ids": [],
                      "evidence_excerpt": "PodServerLatencyP90(s)=16.750000000000007 PodName=productcatalogservice-668d5f85fb-jhwx9"}]),
              claim("c2", "metric_finding", "productcatalogservice 14:44:28 的 CPU 使用率为 110.75%",
                    [bind("get_pod_metrics", ["call_pm_a1"], "\"CpuUsageRate(%)\": \"110.75109520523867\"", stype="metric")]),
              claim("c3", "metric_finding", "frontend 的服务端 P90 延迟在 14:44:28 达到 28 秒",
                    [bind("get_pod_metrics", ["call_pm_a2"], "PodServerLatencyP90(s)=28", stype="metric")]),
              claim("c4", "hypothesis", "延迟飙升可能由 productcatalogservice CPU 打满引起", [], level="none")],
             "productcatalogservice 在 14:44:28 CPU 使用率 110.75%，服务端 P90 延迟 16.75 s。")
pcs = invs[0]["output"]["rows"][2]
assert pcs[2] == "110.75109520523867" and pcs[5] == "16.750000000000007", pcs
case(cid, ["source:nezha_onlineboutique", "format:json_indented", "class:entity_swap", "class:excerpt_format"],
     "14:44 左右商品页打不开，几个相关服务的延迟分别是多少？",
     dumps(c, indent=2),
     invs,
     "REJECT",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "T1 = productcatalogservice rows; 14:44:28 PodServerLatencyP90(s) 16.750000000000007; k=v excerpt of that row", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "14:44:28 CpuUsageRate(%) 110.751", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "contradicted", "frontend 14:44:28 PodServerLatencyP90 is 56.5 s; 28 s is recommendationservice's value", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "no_evidence", "hypothesis, causal link not shown by any output", critical=False, claim_id="c4")])

# bV-022 frontend success-rate collapse (Prometheus shape), unsupported cause, bad reference
cid = "bV-022"
rel = MET + "front_service.csv"
win(cid, "prom-7f21c0", rel, 168, 174)
_, rows = csv_rows(rel, 168, 174)
out = {"status": "success", "data": {"resultType": "matrix", "result": [
    {"metric": {"__name__": "SuccessRate(%)", "service": "Frontend"},
     "values": [[int(r["TimeStamp"]), r["SuccessRate(%)"]] for r in rows]}]}}
c = contract("14:48-14:50 前端成功率骤降",
             [claim("c1", "metric_finding", "14:48:28 前端成功率降到 18.25%",
                    [bind("prom_query", ["prom-7f21c0"], "18.253968253968257", stype="metric")]),
              claim("c2", "metric_finding", "成功率低于 30% 的采样点共 3 个",
                    [bind("prom_query", ["prom-7f21c0"], "27.200000000000003", stype="metric")]),
              claim("c3", "metric_finding", "14:51:28 成功率恢复到 100%",
                    [bind("prom_query", ["prom-9a03aa"], "[1661266288, \"100\"]", stype="metric")]),
              claim("c4", "root_cause", "成功率下跌是支付网关证书过期造成的",
                    [bind("prom_query", ["prom-7f21c0"], "18.253968253968257", stype="metric")])],
             "前端成功率在 14:48 到 14:50 之间跌到 30% 以下，随后恢复。")
case(cid, ["source:nezha_onlineboutique", "format:json_fenced", "class:unsupported_cause", "class:bad_reference", "class:quantity"],
     "14:48 开始大量用户反馈下单失败，前端成功率掉了多少？原因是什么？",
     "```json\n" + dumps(c, indent=2) + "\n```",
     [call(cid, "prom-7f21c0", 1, "prom_query", {"query": "SuccessRate{service=\"Frontend\"}", "start": 1661265928, "end": 1661266288, "step": "60s"}, out)],
     "LOW_CONFID",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "sample 1661266108 (14:48:28 UTC) = 18.2539...", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "18.25, 23.14, 27.2 are below 30; the other four samples are 100", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "indirect_support", "1661266288 (14:51:28) = 100 is in prom-7f21c0, but the binding names prom-9a03aa which does not exist", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "no_evidence", "no certificate or payment gateway information in any output", claim_id="c4")])

# bV-023 adservice CPU/memory + runbook
cid = "bV-023"
rel = MET + "adservice-5f6585d649-fnmft_metric.csv"
hdr = src_lines(rel)[0]
rows_txt = win(cid, "call_ad_0b7e", rel, 272, 279)
out = "\n".join([hdr] + rows_txt)
kb = {"query": "adservice CPU 扩容 阈值", "chunks": [
    {"chunk_id": "rb-boutique-11", "source_doc": "runbooks/online-boutique-capacity.md", "retrieval_layer": "runbook",
     "relevance": "high", "deduped": False,
     "content": "adservice 容量规则：CPU 使用率超过 80% 持续 3 分钟即需要扩容一个副本；扩容后观察 10 分钟。"}]}
case(cid, ["source:nezha_onlineboutique", "format:nl_bold_labels", "class:runbook_only", "class:quantity"],
     "16:30 以后广告服务响应变慢，adservice 资源够不够？要不要扩容？",
     "**CPU**：adservice-5f6585d649-fnmft 在 16:33:28 的 CPU 使用率达到 89.8%。\n"
     "**内存**：16:36:28 内存用量涨到约 455 MiB。\n"
     "**延迟**：16:32:28 服务端 P90 延迟约 2.16 秒。\n"
     "**处置依据**：按运维手册，adservice CPU 超过 80% 持续 3 分钟就需要扩容。\n"
     "**建议**：先扩一个副本观察。",
     [call(cid, "call_ad_0b7e", 1, "get_pod_metrics", {"pod": "adservice-5f6585d649-fnmft", "from": "16:29", "to": "16:36", "format": "csv"}, out),
      call(cid, "call_ad_0b7f", 1, "lookup_knowledge", {"query": "adservice CPU 扩容 阈值"}, kb)],
     "PASS",
     [F("adservice-5f6585d649-fnmft 在 16:33:28 的 CPU 使用率达到 89.8%", "direct_evidence", "16:33:28 CpuUsageRate(%) 89.824"),
      F("16:36:28 内存用量涨到约 455 MiB", "direct_evidence", "16:36:28 MemoryUsage(Mi) 455.148"),
      F("16:32:28 服务端 P90 延迟约 2.16 秒", "direct_evidence", "16:32:28 PodServerLatencyP90(s) 2.1638"),
      F("按运维手册，adservice CPU 超过 80% 持续 3 分钟就需要扩容", "indirect_support", "attributed to the runbook; only the knowledge chunk says it")])

# bV-024 shippingservice alert resolved stated as firing + fabricated pod name
cid = "bV-024"
rel = MET + "shippingservice-7b598fc7d-lmggd_metric.csv"
win(cid, "toolu_01ShpM3", rel, 229, 237)
_, rows = csv_rows(rel, 229, 237)
s_cpu = series("CpuUsageRate(%)", "shippingservice", rows, "%")
s_lat = series("PodServerLatencyP90(s)", "shippingservice", rows, "s")
out = {"alerts": [{"alert_name": "PodCpuUsageHigh", "service": "shippingservice", "severity": "warning", "status": "resolved",
                   "value": s_cpu["last"], "threshold": 80, "unit": "%"}],
       "series": [s_cpu, s_lat]}
case(cid, ["source:nezha_onlineboutique", "format:nl_paragraph", "class:status_wrong", "class:fabricated_id", "class:quantity"],
     "shippingservice 的 CPU 告警现在还在吗？15:50 那会儿发生了什么？",
     "shippingservice 的 CPU 使用率最高到 101.02%。服务端 P90 延迟最高 387.5 ms。PodCpuUsageHigh 告警目前仍在 firing。"
     "CPU 使用率最后回到 3.5% 左右。出问题的 pod 是 shippingservice-7b598fc7d-lmgdd。",
     [call(cid, "toolu_01ShpT0", 1, "get_current_time", {}, {"utc": "2022-08-23T16:02:11Z"}),
      call(cid, "toolu_01ShpM3", 1, "query_metrics", {"service": "shippingservice", "start": "2022-08-23T15:46:28Z", "end": "2022-08-23T15:54:28Z"}, out)],
     "REJECT",
     [F("shippingservice 的 CPU 使用率最高到 101.02%", "direct_evidence", "CpuUsageRate(%) max 101.0218"),
      F("服务端 P90 延迟最高 387.5 ms", "direct_evidence", "PodServerLatencyP90(s) max 0.3875 s = 387.5 ms"),
      F("PodCpuUsageHigh 告警目前仍在 firing", "contradicted", "alert PodCpuUsageHigh has status resolved"),
      F("CPU 使用率最后回到 3.5% 左右", "direct_evidence", "CpuUsageRate(%) last 3.464"),
      F("出问题的 pod 是 shippingservice-7b598fc7d-lmgdd", "contradicted", "pod name appears nowhere; the real pod is ...-lmggd (one character off), and it is not in the query either")])

# ---------------------------------------------------------------- nezha3 TrainTicket traces ----
TR = "nezha3/2023-01-29/trace/08_50_trace.csv"


def spans(rows):
    return [{"traceId": r["TraceID"], "spanId": r["SpanID"], "parentSpanId": r["ParentID"], "podName": r["PodName"],
             "operationName": r["OperationName"], "startTimeUnixNano": int(r["StartTimeUnixNano"]),
             "endTimeUnixNano": int(r["EndTimeUnixNano"]), "duration": int(r["Duration"])} for r in rows]


# bV-025 inside-payment trace, faithful span facts
cid = "bV-025"
win(cid, "call_tr_5e2c", TR, 724, 735)
_, rows = csv_rows(TR, 724, 735)
out = {"traceId": "693f361289b8717c712f6a6d9d0fb008", "spans": spans(rows)}
case(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:faithful", "class:quantity", "class:hedged_distractor"],
     "支付请求 693f361289b8717c712f6a6d9d0fb008 为什么花了 50 多毫秒？",
     "链路 693f361289b8717c712f6a6d9d0fb008 的情况：\n"
     "- 根 span（ts-gateway-service 的 /*）总耗时约 55 ms\n"
     "- ts-inside-payment-service 的 /api/v1/inside_pay_service/inside_payment 耗时 26.9 ms\n"
     "- ts-inside-payment-service 通过 HTTP GET 调用了 ts-order-other-service 的 /api/v1/orderOtherService/orderOther/{orderId}\n"
     "- SELECT ts.orders_other 只花了 0.4 ms\n"
     "- 可能 gateway 到 inside-payment 之间有排队，建议看一下 gateway 的线程池",
     [call(cid, "call_tr_5e2c", 1, "query_traces", {"trace_id": "693f361289b8717c712f6a6d9d0fb008"}, out)],
     "PASS",
     [F("根 span（ts-gateway-service 的 /*）总耗时约 55 ms", "direct_evidence", "root span /* duration 55167 us (end-start = 55.17 ms)"),
      F("ts-inside-payment-service 的 /api/v1/inside_pay_service/inside_payment 耗时 26.9 ms", "direct_evidence", "span 34b0a9b4201ac297 duration 26947 us"),
      F("ts-inside-payment-service 通过 HTTP GET 调用了 ts-order-other-service 的 /api/v1/orderOtherService/orderOther/{orderId}", "direct_evidence", "HTTP GET ecaf5f751eb896e2 (inside-payment pod) is parent of f5500a18c1d37058 (order-other pod)"),
      F("SELECT ts.orders_other 只花了 0.4 ms", "direct_evidence", "span 0317378209e4a81e duration 416 us")])

# bV-026 login trace, caller/callee reversed
cid = "bV-026"
hdr = src_lines(TR)[0]
rows_txt = win(cid, "trace-q-0192", TR, 2740, 2754)
out = "\n".join([hdr] + rows_txt)
c = contract("登录慢主要耗在 ts-auth-service 的 getToken 内",
             [claim("c1", "trace_finding", "登录链路 69f63e3038bba7b4e9e9cb20a1457f1d 总耗时约 166 ms",
                    [bind("trace_search", ["trace-q-0192"], "11a84d5669522752,root,ts-gateway-service-6f6cfc45b-h5m2n,/*,1674982197456000000,1674982197622065094,166065", stype="trace")]),
              claim("c2", "trace_finding", "ts-auth-service 内最慢的 span 是 /api/v1/users/login，约 161.3 ms",
                    [bind("trace_search", ["trace-q-0192"], "ts-auth-service-7f8d7d756d-k7b9j,/api/v1/users/login,1674982197459000000,1674982197620298722,161298", stype="trace")]),
              claim("c3", "trace_finding", "UserController.getToken 耗时约 158.7 ms",
                    [bind("trace_search", ["trace-q-0192"], "UserController.getToken,1674982197460896245,1674982197619573573,158677", stype="trace")]),
              claim("c4", "trace_finding", "ts-verification-code-service 通过 HTTP GET 调用了 ts-auth-service",
                    [bind("trace_search", ["trace-q-0192"], "1f4687755267c89e,942a032051e7a47b,ts-auth-service-7f8d7d756d-k7b9j,HTTP GET", stype="trace")]),
              claim("c5", "trace_finding", "/api/v1/verifycode/verify/{verifyCode} 接口耗时约 4.1 ms",
                    [bind("trace_search", ["trace-q-0192"], "/api/v1/verifycode/verify/{verifyCode},1674982197464000000,1674982197468063766,4063", stype="trace")])],
             "UserController.getToken 约 158.7 ms，验证码接口约 4.1 ms。")
must_contain(out, "11a84d5669522752,root,ts-gateway-service-6f6cfc45b-h5m2n,/*,1674982197456000000,1674982197622065094,166065",
             "ts-auth-service-7f8d7d756d-k7b9j,/api/v1/users/login,1674982197459000000,1674982197620298722,161298",
             "UserController.getToken,1674982197460896245,1674982197619573573,158677",
             "1f4687755267c89e,942a032051e7a47b,ts-auth-service-7f8d7d756d-k7b9j,HTTP GET",
             "/api/v1/verifycode/verify/{verifyCode},1674982197464000000,1674982197468063766,4063")
case(cid, ["source:nezha_trainticket", "format:json_with_text", "class:entity_swap", "class:quantity"],
     "用户登录要等将近 0.2 秒，trace 69f63e3038bba7b4e9e9cb20a1457f1d 慢在哪？",
     "根据 trace 的 span 数据整理如下。\n" + dumps(c, indent=2),
     [call(cid, "trace-q-0192", 1, "trace_search", {"trace_id": "69f63e3038bba7b4e9e9cb20a1457f1d", "format": "csv"}, out)],
     "REJECT",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "root span duration 166065 us = 166 ms", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "largest duration among ts-auth-service spans: /api/v1/users/login 161298 us", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "direct_evidence", "getToken 158677 us", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "contradicted", "reversed: the HTTP GET span 1f4687755267c89e belongs to ts-auth-service and is the parent of the verification-code span", claim_id="c4"),
      F(c["claims"][4]["claim_text"], "direct_evidence", "span 2b55eb930a00b770 duration 4063 us", claim_id="c5")])

# bV-027 collectTicket trace, us read as seconds + reversed caller
cid = "bV-027"
win(cid, "jaeger-88c1", TR, 949, 978)
_, rows = csv_rows(TR, 949, 978)
out = {"data": [{"traceID": "17b4947393b68e5df1fac39efc57b3a5", "spans": spans(rows)}], "total": 1, "errors": None}
case(cid, ["source:nezha_trainticket", "format:nl_headings", "class:value_wrong", "class:entity_swap"],
     "取票接口 collected 这次请求 17b4947393b68e5df1fac39efc57b3a5 哪一步最慢？",
     "## 链路概况\n"
     "ts-execute-service 的 ExecuteControlller.collectTicket 先后发出了 3 次 HTTP GET。\n"
     "其中最慢的一次 HTTP GET 耗时 13.6 ms，下游是 ts-order-service 的 /api/v1/orderservice/order/{orderId}。\n"
     "对 ts-order-service 的调用在对 ts-order-other-service 的两次调用之前就结束了。\n"
     "ts-order-service 还反过来调用了 ts-execute-service。\n"
     "## 异常点\n"
     "UPDATE ts.orders_other 耗时 2.4 秒，是整条链路的瓶颈。\n"
     "## 下一步\n"
     "建议查一下 orders_other 表的锁等待。",
     [call(cid, "jaeger-88c1", 1, "jaeger_get_trace", {"traceID": "17b4947393b68e5df1fac39efc57b3a5"}, out)],
     "REJECT",
     [F("ts-execute-service 的 ExecuteControlller.collectTicket 先后发出了 3 次 HTTP GET", "direct_evidence", "three HTTP GET spans with parent 2c78262bad877dc0 (collectTicket)"),
      F("其中最慢的一次 HTTP GET 耗时 13.6 ms，下游是 ts-order-service 的 /api/v1/orderservice/order/{orderId}", "direct_evidence", "HTTP GET 6eae2757757aacd8 13618 us, child 1e10146c7527bba0 on ts-order-service"),
      F("对 ts-order-service 的调用在对 ts-order-other-service 的两次调用之前就结束了", "direct_evidence", "order-service span ends ...194325095860 before order-other spans start ...194330000000 and ...194336000000"),
      F("ts-order-service 还反过来调用了 ts-execute-service", "contradicted", "no span of ts-order-service has an execute-service child; execute-service is the caller"),
      F("UPDATE ts.orders_other 耗时 2.4 秒，是整条链路的瓶颈", "contradicted", "UPDATE span duration 2397 us = 2.4 ms; the whole trace is 40 ms")])

# bV-028 login trace + failed log call (gap)
cid = "bV-028"
win(cid, "call_tt_41a", TR, 4421, 4435)
_, rows = csv_rows(TR, 4421, 4435)
out = {"spans": spans(rows)}
c = contract("登录链路 195 ms，集中在 ts-auth-service",
             [claim("c1", "trace_finding", "/api/v1/users/login 耗时 195.5 ms",
                    [bind("query_traces", ["call_tt_41a"], "\"operationName\": \"/api/v1/users/login\"", stype="trace")]),
              claim("c2", "trace_finding", "ts-gateway-service 的 HTTP POST 调用了 ts-auth-service 的 /api/v1/users/login",
                    [bind("query_traces", ["call_tt_41a"], "{\"spanId\": \"f251d7d0796098e3\", \"parentSpanId\": \"2d13976f259e2611\"}", stype="trace")]),
              claim("c3", "trace_finding", "SELECT ts.user_roles 耗时约 1 ms",
                    [bind("query_traces", ["call_tt_41a"], "{\"operationName\": \"SELECT ts.user_roles\", \"duration\": 989}", stype="trace")]),
              claim("c4", "log_finding", "ts-auth-service 日志里有密码校验失败的记录",
                    [bind("query_logs", ["call_tt_41b"], "password check failed")])],
             "/api/v1/users/login 耗时 195.5 ms；ts-auth-service 日志里有密码校验失败的记录。")
case(cid, ["source:nezha_trainticket", "format:json_indented", "class:gap", "class:excerpt_format"],
     "trace 8071ee7528694e57479eb920d29debf8 的登录请求失败了吗？为什么这么慢？",
     dumps(c, indent=2),
     [call(cid, "call_tt_41a", 1, "query_traces", {"trace_id": "8071ee7528694e57479eb920d29debf8"}, out),
      call(cid, "call_tt_41b", 2, "query_logs", {"service": "ts-auth-service", "trace_id": "8071ee7528694e57479eb920d29debf8"}, None,
           success=False, error="502 Bad Gateway from loki-gateway")],
     "LOW_CONFID",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "span f251d7d0796098e3 /api/v1/users/login duration 195500 us", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "HTTP POST 2d13976f259e2611 (gateway pod) is parent of f251d7d0796098e3 (auth pod)", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "direct_evidence", "SELECT ts.user_roles 989 us ~ 1 ms", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "no_evidence", "bound only to the failed log call (502); no log record exists", claim_id="c4")])

# ---------------------------------------------------------------- Loghub ----
SSH = re.compile(r"^(\w+ +\d+ [\d:]+) (\S+) (\w+)\[(\d+)\]: (.*)$")

# bV-029 OpenSSH brute force, counts right
cid = "bV-029"
lines = win(cid, "call_ssh_1c0", "loghub/OpenSSH/OpenSSH_2k.log", 1200, 1220)
logs = []
for ln in lines:
    mm = SSH.match(ln)
    logs.append({"ts": mm.group(1), "host": mm.group(2), "process": mm.group(3), "pid": mm.group(4), "message": mm.group(5)})
out = {"total": len(logs), "logs": logs}
case(cid, ["source:openssh", "format:nl_paragraph", "class:quantity", "class:paraphrase_zh"],
     "LabSZ 这台机器 10:56 左右 ssh 登录告警，谁在登？",
     "LabSZ 上的 sshd 在 10:56:09 到 10:56:22 之间不断收到 root 登录尝试。来源都是 183.62.140.253。"
     "这段时间共有 7 次 Failed password for root。sshd[24981] 那次失败来自端口 52962。每次失败之后对端都以 Bye Bye 断开了连接。",
     [call(cid, "call_ssh_1c0", 1, "query_logs", {"host": "LabSZ", "service": "sshd", "from": "Dec 10 10:56:00", "to": "Dec 10 10:56:22"}, out),
      call(cid, "call_ssh_1c1", 1, "query_logs", {"host": "LabSZ", "service": "sshd", "keyword": "Accepted password", "from": "Dec 10 10:56:00", "to": "Dec 10 10:56:22"}, {"total": 0, "logs": []})],
     "PASS",
     [F("LabSZ 上的 sshd 在 10:56:09 到 10:56:22 之间不断收到 root 登录尝试", "direct_evidence", "records from 10:56:09 to 10:56:22 are all root auth failures"),
      F("来源都是 183.62.140.253", "direct_evidence", "every rhost / from address is 183.62.140.253"),
      F("这段时间共有 7 次 Failed password for root", "direct_evidence", "7 Failed password records (pids 24979..24992)"),
      F("sshd[24981] 那次失败来自端口 52962", "direct_evidence", "sshd[24981]: Failed password for root from 183.62.140.253 port 52962 ssh2"),
      F("每次失败之后对端都以 Bye Bye 断开了连接", "direct_evidence", "each Failed password is followed by Received disconnect ... 11: Bye Bye [preauth] of the same pid")])

# bV-030 OpenSSH, time that no record has
cid = "bV-030"
lines = win(cid, "syslog-5521", "loghub/OpenSSH/OpenSSH_2k.log", 1641, 1661)
out = "\n".join(lines)
case(cid, ["source:openssh", "format:nl_bullets", "class:time_wrong", "class:quantity"],
     "183.62.140.253 这个 IP 11 点左右又在扫我们 LabSZ 吗？",
     "- 183.62.140.253 在这段时间共 7 次 root 密码错误\n"
     "- 第一次失败出现在 10:58:14\n"
     "- 最后一次失败是 11:01:26，端口 56179\n"
     "- 建议在防火墙上直接封掉这个 IP",
     [call(cid, "syslog-5521", 1, "search_syslog", {"host": "LabSZ", "match": "183.62.140.253", "from": "11:01:13", "to": "11:01:26"}, out)],
     "LOW_CONFID",
     [F("183.62.140.253 在这段时间共 7 次 root 密码错误", "direct_evidence", "7 'Failed password for root from 183.62.140.253' lines"),
      F("第一次失败出现在 10:58:14", "no_evidence", "no record at 10:58:14; the first failure in the output is 11:01:14"),
      F("最后一次失败是 11:01:26，端口 56179", "direct_evidence", "Dec 10 11:01:26 sshd[25320]: Failed password ... port 56179")])

# bV-031 Zookeeper connection broken, refuted denial + wrong count
cid = "bV-031"
lines = win(cid, "zk-logs-3", "loghub/Zookeeper/Zookeeper_2k.log", 1500, 1525)
out = "\n".join(lines)
case(cid, ["source:zookeeper", "format:nl_sloppy", "class:negation", "class:count_wrong"],
     "zk 集群 19:22 前后选主抖动，10.10.34.13 这台日志怎么样？",
     "zk 10.10.34.13 这边 3888 端口一直在收 connection request\n"
     "188978561024 的 RecvWorker 多次报 Connection broken\n"
     "Connection broken 一共出现了 6 次\n"
     "本节点 my id = 3\n"
     "19:23:09 RecvWorker 还打了 Interrupting SendWorker\n"
     "这段时间只有 INFO，没有任何 WARN\n"
     "可能是 188978561024 那台网络抖动，建议看下交换机",
     [call(cid, "zk-logs-2", 1, "get_current_time", {"tz": "UTC+8"}, {"now": "2015-07-29T19:40:02+08:00"}),
      call(cid, "zk-logs-3", 1, "query_logs", {"host": "10.10.34.13", "service": "zookeeper", "from": "2015-07-29 19:22:40", "to": "2015-07-29 19:23:40"}, out)],
     "REJECT",
     [F("zk 10.10.34.13 这边 3888 端口一直在收 connection request", "direct_evidence", "[/10.10.34.13:3888:QuorumCnxManager$Listener@493] Received connection request lines throughout"),
      F("188978561024 的 RecvWorker 多次报 Connection broken", "direct_evidence", "RecvWorker:188978561024 ... Connection broken for id 188978561024"),
      F("Connection broken 一共出现了 6 次", "contradicted", "the output has 5 Connection broken lines"),
      F("本节点 my id = 3", "direct_evidence", "my id = 3"),
      F("19:23:09 RecvWorker 还打了 Interrupting SendWorker", "direct_evidence", "19:23:09,379 WARN [RecvWorker:188978561024...@765] - Interrupting SendWorker"),
      F("这段时间只有 INFO，没有任何 WARN", "contradicted", "many WARN lines (Connection broken, Send worker leaving thread, ...)")])

# bV-032 HDFS, faithful excerpts in other forms
cid = "bV-032"
HD = re.compile(r"^(\d{6}) (\d{6}) (\d+) (\w+) ([^:]+): (.*)$")
lines = win(cid, "toolu_01HdF5s", "loghub/HDFS/HDFS_2k.log", 1340, 1360)
logs = []
for ln in lines:
    mm = HD.match(ln)
    logs.append({"date": mm.group(1), "time": mm.group(2), "pid": mm.group(3), "level": mm.group(4),
                 "component": mm.group(5), "message": mm.group(6)})
out = {"total": len(logs), "logs": logs}
c = contract("数据块写入与删除均正常完成",
             [claim("c1", "log_finding", "blk_-3607860197409267245（28503188 字节）已从 /10.251.31.180 接收完成",
                    [bind("query_logs", ["toolu_01HdF5s"], "081111 042735 19901 INFO dfs.DataNode$PacketResponder: Received block blk_-3607860197409267245 of size 28503188 from /10.251.31.180")]),
              claim("c2", "log_finding", "blk_-3854777877236596649 和 blk_-4265150363959543078 都被加入了 10.251.39.160:50010 的 invalidSet",
                    [bind("query_logs", ["toolu_01HdF5s"], "{\"message\": \"BLOCK* NameSystem.delete: blk_-4265150363959543078 is added to invalidSet of 10.251.39.160:50010\", \"pid\": \"35\"}"),
                     bind("query_logs", ["toolu_01HdF5s"], "time=044304 component=dfs.FSNamesystem level=INFO")]),
              claim("c3", "log_finding", "part-01716 分配到的块是 blk_-2051219911597308805",
                    [bind("query_logs", ["toolu_01HdF5s"], "BLOCK* NameSystem.allocateBlock: /user/root/randtxt4/_temporary/_task_200811101024_0010_m_001716_0/part-01716. blk_-2051219911597308805")])],
             "块 blk_-3607860197409267245 接收完成，两个块进入 10.251.39.160:50010 的 invalidSet，part-01716 分配了新块。")
must_contain(out, "BLOCK* NameSystem.allocateBlock: /user/root/randtxt4/_temporary/_task_200811101024_0010_m_001716_0/part-01716. blk_-2051219911597308805",
             "BLOCK* NameSystem.delete: blk_-4265150363959543078 is added to invalidSet of 10.251.39.160:50010")
assert lines[0] == "081111 042735 19901 INFO dfs.DataNode$PacketResponder: Received block blk_-3607860197409267245 of size 28503188 from /10.251.31.180"
case(cid, ["source:hdfs", "format:json_compact", "class:excerpt_format", "class:faithful"],
     "HDFS 4 点半左右有块丢失告警，帮忙核对下这几个块的状态",
     dumps(c, separators=(",", ":")),
     [call(cid, "toolu_01HdF5s", 1, "query_logs", {"service": "hdfs", "from": "081111 042700", "to": "081111 044310"}, out)],
     "PASS",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "excerpt is the whole raw line of record 0; 28503188 bytes from /10.251.31.180", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "two NameSystem.delete records at 044304/044305 name 10.251.39.160:50010; excerpts are JSON / k=v subsets of those records", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "direct_evidence", "excerpt is the message of the allocateBlock record", claim_id="c3")])

# bV-033 HDFS DataXceiver exceptions, failed check + deduped chunk
cid = "bV-033"
lines = win(cid, "call_b71e", "loghub/HDFS/HDFS_2k.log", 694, 703)
logs = []
for ln in lines:
    mm = HD.match(ln)
    logs.append({"ts": mm.group(1) + " " + mm.group(2), "pid": mm.group(3), "level": mm.group(4),
                 "component": mm.group(5), "message": mm.group(6)})
out = {"total": len(logs), "logs": logs}
kb = {"query": "DataXceiver Got exception while serving", "chunks": [
    {"chunk_id": "kb-hdfs-017", "source_doc": "cases/2023-hdfs-read-errors.md", "retrieval_layer": "past_incident",
     "relevance": "medium", "deduped": True,
     "content": "DataXceiver 的 Got exception while serving 多数是读客户端提前断开连接造成的，通常不代表磁盘故障。"}]}
c = contract("多个 DataNode 在向客户端发送块时抛异常",
             [claim("c1", "log_finding", "10.251.214.130:50010 在向 /10.251.71.193 发送 blk_424461424221613461 时抛出异常",
                    [bind("query_logs", ["call_b71e"], "10.251.214.130:50010:Got exception while serving blk_424461424221613461 to /10.251.71.193:")]),
              claim("c2", "log_finding", "10.251.215.70:50010 服务 blk_-7391656937286046074 时也报了 Got exception while serving",
                    [bind("query_logs", ["call_b71e"], "10.251.215.70:50010:Got exception while serving blk_-7391656937286046074")]),
              claim("c3", "root_cause", "10.251.214.130 的磁盘存在坏道",
                    [bind("datanode_disk_check", ["call_b720"], "smartctl reallocated sectors")]),
              claim("c4", "diagnosis", "这类 Got exception while serving 通常是读客户端提前断开造成的",
                    [bind("lookup_knowledge", ["call_b71f"], "DataXceiver 的 Got exception while serving 多数是读客户端提前断开连接造成的", stype="knowledge", sid="kb-hdfs-017")])],
             "多个 DataNode 在发送块时出现异常。")
must_contain(out, "10.251.214.130:50010:Got exception while serving blk_424461424221613461 to /10.251.71.193:",
             "10.251.215.70:50010:Got exception while serving blk_-7391656937286046074")
case(cid, ["source:hdfs", "format:json_indented", "class:gap"],
     "HDFS 读任务报错，10.251.214.130 这台 DataNode 是不是坏盘了？",
     dumps(c, indent=2),
     [call(cid, "call_b71e", 1, "query_logs", {"service": "hdfs-datanode", "level": "WARN", "from": "081110 133300", "to": "081110 142900"}, out),
      call(cid, "call_b71f", 1, "lookup_knowledge", {"query": "DataXceiver Got exception while serving"}, kb),
      call(cid, "call_b720", 2, "datanode_disk_check", {"host": "10.251.214.130"}, None, success=False,
           error="ssh: connect to host 10.251.214.130 port 22: Connection timed out")],
     "LOW_CONFID",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "WARN 10.251.214.130:50010:Got exception while serving blk_424461424221613461 to /10.251.71.193:", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "WARN 10.251.215.70:50010:Got exception while serving blk_-7391656937286046074", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "no_evidence", "bound to the failed disk check call; no disk record exists", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "no_evidence", "only in a deduped knowledge chunk", claim_id="c4")])

# bV-034 OpenStack nova-compute resources + instance lifecycle
cid = "bV-034"
lines = win(cid, "inv-nova-0516", "loghub/OpenStack/OpenStack_2k.log", 1103, 1115)
out = "\n".join(lines)
must_contain(out, "Total usable vcpus: 16, total allocated vcpus: 1", "used_ram=2560MB", "phys_disk=15GB used_disk=20GB",
             "VM Started (Lifecycle Event)", "VM Paused (Lifecycle Event)", "During sync_power_state the instance has a pending task (spawning). Skip.")
case(cid, ["source:openstack", "format:nl_bold_labels", "class:quantity", "class:paraphrase_zh"],
     "新建的实例 17288ea8-cbf4-4f0e-94fe-853fd2735f29 一直起不来，计算节点资源够吗？",
     "**计算节点**：cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 共 16 个 vcpu，已分配 1 个。\n"
     "**内存**：used_ram 为 2560MB，约 2.5 GB。\n"
     "**磁盘**：used_disk 20GB 已经超过 phys_disk 15GB。\n"
     "**实例**：17288ea8-cbf4-4f0e-94fe-853fd2735f29 在 00:08:20 先 VM Started，随后 VM Paused。\n"
     "**电源同步**：sync_power_state 时该实例还有 spawning 任务在进行，所以被跳过。",
     [call(cid, "inv-nova-0515", 1, "query_logs", {"service": "nova-compute", "level": "ERROR", "instance": "17288ea8-cbf4-4f0e-94fe-853fd2735f29"}, {"total": 0, "logs": []}),
      call(cid, "inv-nova-0516", 2, "search_openstack_logs", {"services": ["nova-compute", "nova-api"], "from": "2017-05-16 00:08:18", "to": "2017-05-16 00:08:21"}, out)],
     "PASS",
     [F("cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 共 16 个 vcpu，已分配 1 个", "direct_evidence", "Total usable vcpus: 16, total allocated vcpus: 1 for that node"),
      F("used_ram 为 2560MB，约 2.5 GB", "direct_evidence", "Final resource view used_ram=2560MB (2.5 GiB / 2.56 GB)"),
      F("used_disk 20GB 已经超过 phys_disk 15GB", "direct_evidence", "phys_disk=15GB used_disk=20GB"),
      F("17288ea8-cbf4-4f0e-94fe-853fd2735f29 在 00:08:20 先 VM Started，随后 VM Paused", "direct_evidence", "00:08:20.238 VM Started, 00:08:20.330 VM Paused for that instance"),
      F("sync_power_state 时该实例还有 spawning 任务在进行，所以被跳过", "direct_evidence", "During sync_power_state the instance has a pending task (spawning). Skip.")])

# bV-035 Hadoop AM, malformed contract, misattribution + opposite predicate + wrong count + fabricated id
cid = "bV-035"
lines = win(cid, "call_hd_9a0", "loghub/Hadoop/Hadoop_2k.log", 954, 975)
out = "\n".join(lines)
ans = ("{'answer_version': '1.0', 'claims': [\n"
       "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'RMCommunicator Allocator 在 18:06:09 到 18:06:14 之间反复报 ERROR IN CONTACTING RM', 'evidence_bindings': [{'source_invocation_ids': ['call_hd_9a0'], 'evidence_excerpt': 'ERROR IN CONTACTING RM'}]},\n"
       "  {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'ipc.Client 检测到 msra-sa-41 的地址变化，旧地址是 10.190.173.170:9000', 'evidence_bindings': [{'source_invocation_ids': ['call_hd_9a0'], 'evidence_excerpt': 'Address change detected. Old: msra-sa-41/10.190.173.170:9000'}]},\n"
       "  {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'LeaseRenewer 线程也报了 ERROR IN CONTACTING RM', 'evidence_bindings': [{'source_invocation_ids': ['call_hd_9a0'], 'evidence_excerpt': 'ERROR IN CONTACTING RM'}]},\n"
       "  {'claim_id': 'c4', 'claim_type': 'log_finding', 'claim_text': '18:06:14 那次续租成功了', 'evidence_bindings': [{'source_invocation_ids': ['call_hd_9a0'], 'evidence_excerpt': 'for 77 seconds'}]},\n"
       "  {'claim_id': 'c5', 'claim_type': 'log_finding', 'claim_text': 'LeaseRenewer 在这段时间共报了 8 次续租失败', 'evidence_bindings': []},\n"
       "  {'claim_id': 'c6', 'claim_type': 'log_finding', 'claim_text': '出问题的是 appattempt_1445144423722_0020_000001', 'evidence_bindings': []},\n"
       "]}")
must_contain(out, "ERROR IN CONTACTING RM", "Address change detected. Old: msra-sa-41/10.190.173.170:9000", "for 77 seconds")
case(cid, ["source:hadoop", "format:json_malformed", "class:misattribution", "class:paraphrase_zh", "class:count_wrong", "class:fabricated_id"],
     "MapReduce 作业在 18:06 卡住不动了，AM 日志里是什么错？",
     ans,
     [call(cid, "call_hd_9a0", 1, "query_logs", {"service": "mr-appmaster", "host": "msra-sa-41", "from": "2015-10-18 18:06:09", "to": "2015-10-18 18:06:15"}, out)],
     "REJECT",
     [F("RMCommunicator Allocator 在 18:06:09 到 18:06:14 之间反复报 ERROR IN CONTACTING RM", "direct_evidence", "ERROR [RMCommunicator Allocator] ... ERROR IN CONTACTING RM at 18:06:09,966 / 18:06:11,997 / 18:06:14,013"),
      F("ipc.Client 检测到 msra-sa-41 的地址变化，旧地址是 10.190.173.170:9000", "direct_evidence", "org.apache.hadoop.ipc.Client: Address change detected. Old: msra-sa-41/10.190.173.170:9000"),
      F("LeaseRenewer 线程也报了 ERROR IN CONTACTING RM", "contradicted", "LeaseRenewer's own lines are WARN Failed to renew lease / Address change; only RMCommunicator Allocator logs ERROR IN CONTACTING RM"),
      F("18:06:14 那次续租成功了", "contradicted", "18:06:14,966 LeaseRenewer: Failed to renew lease ... for 77 seconds (opposite predicate)"),
      F("LeaseRenewer 在这段时间共报了 8 次续租失败", "contradicted", "the output has 6 'Failed to renew lease' lines"),
      F("出问题的是 appattempt_1445144423722_0020_000001", "contradicted", "appattempt id appears in no tool input or output nor in the query (fabricated)")])

# bV-036 Linux pam auth failures, unsupported login success
cid = "bV-036"
lines = win(cid, "call_lx_2f", "loghub/Linux/Linux_2k.log", 193, 212)
out = "\n".join(lines)
c = contract("两个来源在 Jun 21-22 对 combo 做口令爆破",
             [claim("c1", "log_finding", "217.60.212.66 针对 guest 用户产生了 6 次认证失败",
                    [bind("search_syslog", ["call_lx_2f"], "authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost=217.60.212.66  user=guest")]),
              claim("c2", "log_finding", "n219076184117.netvigator.com 从 Jun 22 03:17 起反复以 root 登录失败",
                    [bind("search_syslog", ["call_lx_2f"], "rhost=n219076184117.netvigator.com  user=root")]),
              claim("c3", "log_finding", "攻击者随后成功登录了 root 账户",
                    [bind("search_syslog", ["call_lx_2f"], "user=root")]),
              claim("c4", "recommendation", "封禁 217.60.212.66 和 netvigator 这两个来源", [])],
             "217.60.212.66 和 n219076184117.netvigator.com 都在反复尝试登录 combo 并失败。")
must_contain(out, "authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost=217.60.212.66  user=guest", "rhost=n219076184117.netvigator.com  user=root")
case(cid, ["source:linux", "format:json_raw", "class:unsupported_cause"],
     "combo 这台机器是不是被人爆破进来了？",
     dumps(c),
     [call(cid, "call_lx_2f", 1, "search_syslog", {"host": "combo", "match": "authentication failure", "from": "Jun 21", "to": "Jun 22 03:18:05"}, out)],
     "LOW_CONFID",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "six lines Jun 21 08:56:36 rhost=217.60.212.66 user=guest", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "direct_evidence", "Jun 22 03:17:26 .. 03:18:05 authentication failure rhost=n219076184117.netvigator.com user=root", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "no_evidence", "no successful login (Accepted / session opened) in the output; stated event is unsupported", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "no_evidence", "recommendation, not a finding", critical=False, claim_id="c4")])

# bV-037 Spark executor, true denial + hedged distractors
cid = "bV-037"
SP = re.compile(r"^(\d\d/\d\d/\d\d [\d:]+) (\w+) ([\w.]+): (.*)$")
lines = win(cid, "call_sp_e1", "loghub/Spark/Spark_2k.log", 1300, 1320)
logs = []
for ln in lines:
    mm = SP.match(ln)
    logs.append({"ts": mm.group(1), "level": mm.group(2), "component": mm.group(3), "message": mm.group(4)})
out = {"total": len(logs), "logs": logs}
case(cid, ["source:spark", "format:nl_paragraph", "class:hedged_distractor", "class:negation", "class:paraphrase_zh"],
     "Spark 作业 stage 26 跑得比平时慢，executor 日志有报错吗？",
     "20:11:08 executor 在 stage 26.0 上陆续领取并运行了 task 25.0 到 28.0。TID 1222 的 task 22.0 已完成，向 driver 返回了 2703 bytes。"
     "rdd_42_25 分区不在缓存中，需要重新计算。这段日志里没有 WARN 或 ERROR。"
     "也许是 executor 内存不够导致缓存被清掉了，也不排除读取 hdfs://10.10.34.11:9000 偏慢。",
     [call(cid, "call_sp_e1", 1, "query_logs", {"app": "spark-executor", "stage": "26.0", "from": "17/06/09 20:11:08", "limit": 21}, out),
      call(cid, "call_sp_e2", 1, "lookup_knowledge", {"query": "spark CacheManager partition not found computing it"},
           {"query": "spark CacheManager partition not found computing it", "chunks": [
               {"chunk_id": "kb-spark-031", "source_doc": "wiki/spark-tuning.md", "retrieval_layer": "faq", "relevance": "medium", "deduped": False,
                "content": "CacheManager 打印 Partition ... not found, computing it 表示该分区首次被计算或缓存已被淘汰，属于 INFO 级正常信息。"}]})],
     "PASS",
     [F("20:11:08 executor 在 stage 26.0 上陆续领取并运行了 task 25.0 到 28.0", "direct_evidence", "Running task 25.0 / 26.0 / 27.0 / 28.0 in stage 26.0 at 20:11:08"),
      F("TID 1222 的 task 22.0 已完成，向 driver 返回了 2703 bytes", "direct_evidence", "Finished task 22.0 in stage 26.0 (TID 1222). 2703 bytes result sent to driver"),
      F("rdd_42_25 分区不在缓存中，需要重新计算", "direct_evidence", "Partition rdd_42_25 not found, computing it"),
      F("这段日志里没有 WARN 或 ERROR", "direct_evidence", "true denial: all 21 records are INFO")])

# ---------------------------------------------------------------- extra ----

# bV-038 TrainTicket pod logs: misattribution, wrong order, true denial
cid = "bV-038"
TL = "nezha3/2023-01-29/log/08_50_log.csv"
win(cid, "call_ttlog_416", TL, 416, 425)
_, rows = csv_rows(TL, 416, 425)
logs = []
for r in rows:
    text = json.loads(r["Log"])["log"].rstrip("\n")
    lvl = re.match(r"^[\d:.]+ (\w+)", text).group(1)
    logs.append({"ts": r["Timestamp"], "node": r["Node"], "pod": r["PodName"], "trace_id": r["TraceID"],
                 "span_id": r["SpanID"], "level": lvl, "message": text})
out = {"total": len(logs), "logs": logs}
case(cid, ["source:nezha_trainticket", "format:nl_bullets", "class:misattribution", "class:time_wrong", "class:negation"],
     "取票时提示订单不存在，trace b11bd106b2556b1cc3503f6518ab4196 各服务日志怎么说？",
     "- trace b11bd106b2556b1cc3503f6518ab4196 里 ts-order-service 查询订单 97a93b5e-acbd-4902-a606-ff6d6c9e1eee 时报 Order not found\n"
     "- ts-order-other-service 查这个订单时也报了 Order not found\n"
     "- 随后 ts-order-other-service 把该订单修改成功（Modify order Success）\n"
     "- ts-order-service 的这条 WARN 出现在 order-other 修改订单之后\n"
     "- ts-execute-service 这边没有报错",
     [call(cid, "call_ttlog_416", 1, "query_logs", {"trace_id": "b11bd106b2556b1cc3503f6518ab4196"}, out)],
     "REJECT",
     [F("trace b11bd106b2556b1cc3503f6518ab4196 里 ts-order-service 查询订单 97a93b5e-acbd-4902-a606-ff6d6c9e1eee 时报 Order not found", "direct_evidence", "ts-order-service WARN [getOrderById][Get Order By ID Fail][Order not found][OrderId: 97a93b5e-...]"),
      F("ts-order-other-service 查这个订单时也报了 Order not found", "contradicted", "ts-order-other-service's own records say Get Order By ID Success; only ts-order-service logs Order not found"),
      F("随后 ts-order-other-service 把该订单修改成功（Modify order Success）", "direct_evidence", "16:49:26.114 OrderOtherServiceImpl [modifyOrder][Modify order Success]; after the 16:49:26.097 WARN"),
      F("ts-order-service 的这条 WARN 出现在 order-other 修改订单之后", "contradicted", "WARN at 08:49:26.097 precedes Modify order Success at 08:49:26.114"),
      F("ts-execute-service 这边没有报错", "direct_evidence", "true denial: the four ts-execute-service records are INFO")])

# bV-039 emailservice CPU alert, bad reference + unsupported change
cid = "bV-039"
rel = MET + "emailservice-55fdc5b988-f6xth_metric.csv"
win(cid, "qm-em-03", rel, 109, 116)
_, rows = csv_rows(rel, 109, 116)
s_cpu = series("CpuUsageRate(%)", "emailservice", rows, "%")
s_mem = series("MemoryUsage(Mi)", "emailservice", rows, "MiB")
out = {"alerts": [{"alert_name": "EmailServiceCpuHigh", "service": "emailservice", "severity": "critical", "status": "resolved",
                   "value": s_cpu["last"], "threshold": 90, "unit": "%"}],
       "series": [s_cpu, s_mem]}
assert s_cpu["max"] == 107.35650583328481
c = contract("emailservice 13:47-13:50 CPU 超限，告警已恢复",
             [claim("c1", "metric_finding", "emailservice CPU 使用率峰值 107.36%",
                    [{"source_type": "trace_ref", "source_id": "T1", "tool_name": "query_metrics", "source_invocation_ids": ["qm-em-03"],
                      "evidence_excerpt": "metric=CpuUsageRate(%) max=107.35650583328481"}]),
              claim("c2", "alert_state", "EmailServiceCpuHigh 告警已经恢复（resolved）",
                    [bind("query_metrics", ["qm-em-07"], "\"status\": \"resolved\"", stype="alert")]),
              claim("c3", "metric_finding", "内存峰值约 108 MiB",
                    [bind("query_metrics", ["qm-em-03"], "{\"metric\": \"MemoryUsage(Mi)\", \"max\": 107.90234375}", stype="metric")]),
              claim("c4", "root_cause", "告警触发前 emailservice 做过一次配置变更",
                    [bind("query_metrics", ["qm-em-03"], "EmailServiceCpuHigh", stype="alert")])],
             "emailservice CPU 一度超过 100%，目前告警已恢复。")
case(cid, ["source:nezha_onlineboutique", "format:json_fenced", "class:bad_reference", "class:unsupported_cause"],
     "邮件服务 13:50 的 CPU 告警恢复了没有？为什么会触发？",
     "```json\n" + dumps(c, indent=2) + "\n```",
     [call(cid, "qm-em-03", 1, "query_metrics", {"service": "emailservice", "start": "2022-08-23T13:46:28Z", "end": "2022-08-23T13:53:28Z"}, out)],
     "LOW_CONFID",
     [F(c["claims"][0]["claim_text"], "direct_evidence", "T1 = qm-em-03; CpuUsageRate(%) max 107.3565", claim_id="c1"),
      F(c["claims"][1]["claim_text"], "indirect_support", "alert is resolved in qm-em-03, but the binding names qm-em-07 which does not exist", claim_id="c2"),
      F(c["claims"][2]["claim_text"], "direct_evidence", "MemoryUsage(Mi) max 107.90 ~ 108 MiB", claim_id="c3"),
      F(c["claims"][3]["claim_text"], "no_evidence", "no configuration change in any output", claim_id="c4")])

# bV-040 BGL TLB errors, runbook-only statement + unsupported history
cid = "bV-040"
lines = win(cid, "bgl-ras-0611", "loghub/BGL/BGL_2k.log", 148, 156)
out = "\n".join(lines)
kb = {"query": "BGL data TLB error interrupt FATAL 处理", "chunks": [
    {"chunk_id": "bgl-ops-04", "source_doc": "runbooks/bluegene-ras.md", "retrieval_layer": "runbook", "relevance": "high",
     "deduped": False,
     "content": "KERNDTLB（data TLB error interrupt）是 KERNEL 级 FATAL 事件，出现后应把该计算节点从作业调度中摘除（drain），并通知硬件组检查。"}]}
case(cid, ["source:bgl", "format:nl_paragraph", "class:runbook_only", "class:unsupported_cause", "class:quantity"],
     "R30-M0-N9-C:J16-U01 这个节点晚上一直报 FATAL，要怎么处理？",
     "R30-M0-N9-C:J16-U01 在 2005-06-11 21:59 到 22:36 之间共报了 9 次 data TLB error interrupt。"
     "按运维手册的说明，这类 KERNDTLB 属于 KERNEL 级 FATAL 事件，需要把节点从作业调度中摘除。"
     "这个节点上周刚换过一次内存板。建议先 drain 该节点再通知硬件组。",
     [call(cid, "bgl-ras-0611", 1, "query_logs", {"node": "R30-M0-N9-C:J16-U01", "level": "FATAL", "from": "2005-06-11-21.55", "to": "2005-06-11-22.40"}, out),
      call(cid, "bgl-kb-0611", 1, "lookup_knowledge", {"query": "BGL data TLB error interrupt FATAL 处理"}, kb)],
     "LOW_CONFID",
     [F("R30-M0-N9-C:J16-U01 在 2005-06-11 21:59 到 22:36 之间共报了 9 次 data TLB error interrupt", "direct_evidence", "9 KERNDTLB lines 2005-06-11-21.59.09 .. 22.36.43 for that node"),
      F("按运维手册的说明，这类 KERNDTLB 属于 KERNEL 级 FATAL 事件，需要把节点从作业调度中摘除", "indirect_support", "attributed to the runbook; the drain rule exists only in the knowledge chunk"),
      F("这个节点上周刚换过一次内存板", "no_evidence", "no hardware history in any output")])


# ---------------------------------------------------------------- write ----
def main():
    assert len(CASES) == 40, len(CASES)
    ids = [c["case_id"] for c in CASES]
    assert ids == ["bV-%03d" % i for i in range(1, 41)], ids
    with open(HERE / "cases.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
