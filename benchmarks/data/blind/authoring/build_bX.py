#!/usr/bin/env python3
"""bX blind set builder (standard library only).

Reads verbatim windows (by line number) from /work/blind/sources, assembles 40
hand-written cases and writes cases.jsonl and windows.jsonl next to this script.
Every answer, query and label below is written by hand, case by case.
"""
import csv
import io
import json
import re
from pathlib import Path

SRC = Path("/work/blind/sources")
OUT = Path(__file__).resolve().parent
_CACHE = {}
WINDOWS = []
CASES = []


def src_lines(rel):
    if rel not in _CACHE:
        _CACHE[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _CACHE[rel]


def win(cid, iid, rel, a, b):
    lines = src_lines(rel)[a - 1:b]
    assert 3 <= len(lines) <= 60, (cid, rel, a, b)
    WINDOWS.append({"case_id": cid, "invocation_id": iid, "source": rel, "lines": [a, b]})
    return lines


def text(lines):
    return "\n".join(lines)


# ---------- per-format record readers (fields copied from the verbatim line) ----------
def rec_pg95(line):
    m = re.match(r"^(\S+ \S+ \S+) \[(\d+)\] (?:(\S+@\S+) )?([A-Z]+):  (.*)$", line)
    assert m, line
    r = {"ts": m.group(1), "pid": m.group(2)}
    if m.group(3):
        r["user"] = m.group(3)
    r["level"] = m.group(4)
    r["message"] = m.group(5)
    return r


def rec_mysql(line):
    m = re.match(r"^(\d{6} \d\d:\d\d:\d\d) +(?:\[(\w+)\] )?(.*)$", line)
    assert m, line
    r = {"ts": m.group(1)}
    if m.group(2):
        r["level"] = m.group(2)
    r["message"] = m.group(3)
    return r


def rec_access(line):
    m = re.match(r'^(?:(\S+) )?(\S+) - - \[([^\]]+)\] "([^"]*)" (\d{3}) (\S+)(?: "([^"]*)" "([^"]*)")?', line)
    assert m, line
    r = {}
    if m.group(1):
        r["vhost"] = m.group(1)
    r.update({"client": m.group(2), "ts": m.group(3), "request": m.group(4),
              "status": int(m.group(5)), "bytes": m.group(6)})
    if m.group(7) is not None:
        r["referrer"] = m.group(7)
        r["user_agent"] = m.group(8)
    r["message"] = line
    return r


def rec_haproxy(line):
    m = re.match(r"^(\w{3} \d\d \d\d:\d\d:\d\d) (\S+) haproxy\[(\d+)\]: (\S+) \[([^\]]+)\] (\S+) (\S+) (\S+) (\S+) (\d{3}) (\d+) .*\"([^\"]+)\"$", line)
    assert m, line
    return {"syslog_ts": m.group(1), "host": m.group(2), "pid": m.group(3), "client": m.group(4),
            "accept_date": m.group(5), "frontend": m.group(6), "backend": m.group(7),
            "host_header": m.group(8), "timers": m.group(9), "status": int(m.group(10)),
            "bytes_read": int(m.group(11)), "request": m.group(12)}


def rec_nats(line):
    m = re.match(r"^\[(\d+)\] (\S+ \S+) \[(\w+)\] (.*)$", line)
    assert m, line
    return {"ts": m.group(2), "pid": m.group(1), "level": m.group(3), "message": m.group(4)}


def rec_santa(line):
    m = re.match(r"^\[(\S+)\] (\w) santad: (.*)$", line)
    assert m, line
    return {"ts": m.group(1), "level": m.group(2), "process": "santad", "message": m.group(3)}


def rec_bgl(line):
    p = line.split(" ", 9)
    return {"label": p[0], "epoch": int(p[1]), "date": p[2], "node": p[3], "ts": p[4],
            "type": p[6], "component": p[7], "level": p[8], "message": p[9]}


def rec_hpc_row(line):
    p = line.split(" ", 6)
    return [p[0], p[1], p[2], p[3], p[4], p[5], p[6]]


def rec_tbird(line):
    m = re.match(r"^- (\d+) (\S+) (\S+) (\w{3} +\d+ \S+) (\S+) ([^:]+): (.*)$", line)
    assert m, line
    return {"epoch": int(m.group(1)), "host": m.group(3), "ts": m.group(4), "source": m.group(5),
            "program": m.group(6), "message": m.group(7)}


def rec_pgcsv(line):
    cols = ["log_time", "user_name", "database_name", "process_id", "connection_from", "session_id",
            "session_line_num", "command_tag", "session_start_time", "virtual_transaction_id",
            "transaction_id", "error_severity", "sql_state_code", "message", "detail", "hint",
            "internal_query", "internal_query_pos", "context", "query", "query_pos", "location",
            "application_name", "backend_type"]
    vals = next(csv.reader(io.StringIO(line)))
    return {k: v for k, v in zip(cols, vals) if v != ""}


def jl(lines):
    return [json.loads(x) for x in lines]


# ---------- case assembly ----------
def inv(cid, iid, rnd, tool, inp, out, success=True, error=None):
    return {"invocation_id": iid, "session_id": cid, "round": rnd, "tool_name": tool, "input": inp,
            "output": out, "success": success, "error": error}


def F(fact, label, note, crit=True, claim=None, extra=False):
    f = {}
    if claim:
        f["claim_id"] = claim
    f["fact"] = fact
    if extra:
        f["origin"] = "answer_extra"
    f["is_critical"] = crit
    f["verification"] = label
    f["note"] = note
    return f


def case(cid, source, fmt, classes, query, answer, invs, verdict, facts):
    tags = ["source:" + source, "format:" + fmt] + ["class:" + c for c in classes]
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


def dump(obj, indent=None, compact=False):
    if compact:
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def B(iid, tool, excerpt, stype="log"):
    return {"source_type": stype, "source_id": iid, "tool_name": tool,
            "source_invocation_ids": [iid], "evidence_excerpt": excerpt}


def C(cid_, ctype, ctext, level, bindings):
    return {"claim_id": cid_, "claim_type": ctype, "claim_text": ctext, "support_level": level,
            "evidence_bindings": bindings}


MYSQL = "beats3/mysql/mysql-ubuntu-5.5.53.log"
PG95 = "beats3/postgresql/postgresql-ubuntu-9.5.log"
PG13 = "beats3/postgresql/postgresql-13-error-code.csv.log"
NGINX = "beats3/nginx/access.log"
HAP = "beats3/haproxy/haproxy.log"
NATS = "beats3/nats/test.log"
ESAUD = "beats3/elasticsearch/test-audit-800.log"
ESSRV = "beats3/elasticsearch/elasticsearch-json.800.log"
SANTA = "beats3/santa/santa.log"
AUDITD = "beats3/auditd/audit-rhel6.log"
ICINGA = "beats3/icinga/test.log"
KIBANA = "beats3/kibana/test.log"
MONGO = "beats3/mongodb/mongodb-ubuntu-4.4.4-json.log"
APACHE = "beats3/apache/test.log"
BGL = "loghub/BGL/BGL_2k.log"
HPC = "loghub/HPC/HPC_2k.log"
TBIRD = "loghub/Thunderbird/Thunderbird_2k.log"
LINUX = "loghub/Linux/Linux_2k.log"

# =====================================================================
# bX-001  mysql error log, bullets, faithful / paraphrase -> PASS
cid = "bX-001"
a = win(cid, "call_7c1e0a", MYSQL, 144, 165)
b = win(cid, "call_7c1e0b", MYSQL, 194, 200)
case(cid, "mysql", "nl_bullets", ["faithful", "paraphrase_zh"],
     "mysqld 在 12 月 9 日下午反复起不来，帮我看下 error log 里是什么原因？",
     "排查结果如下：\n"
     "- mysqld 启动过程中报出 ERROR: 1064，提示 SQL 语法错误，出错位置在 ALTER TABLE user ADD column Show_view_priv 附近。\n"
     "- 紧接着在 14:18:53 出现 [ERROR] Aborting，实例中止启动。\n"
     "- InnoDB 在 14:18:53 完成关闭，log sequence number 为 1595675。\n"
     "- 之后在 14:18:58 mysqld 重新输出 ready for connections，监听 127.0.0.1 的 3306 端口。\n"
     "- 建议检查升级脚本里那条 ALTER TABLE 语句是否被截断。",
     [inv(cid, "call_7c1e0a", 1, "query_logs",
          {"service": "mysqld", "path": "/var/log/mysql/error.log", "start": "2016-12-09T14:18:52", "end": "2016-12-09T14:18:54"},
          text(a)),
      inv(cid, "call_7c1e0b", 1, "query_logs",
          {"service": "mysqld", "path": "/var/log/mysql/error.log", "keyword": "ready for connections"},
          text(b))],
     "PASS",
     [F("mysqld 启动过程中报出 ERROR: 1064，提示 SQL 语法错误，出错位置在 ALTER TABLE user ADD column Show_view_priv 附近", "direct_evidence",
        "line 'ERROR: 1064  You have an error in your SQL syntax ... near 'ALTER TABLE user ADD column Show_view_priv ...'"),
      F("紧接着在 14:18:53 出现 [ERROR] Aborting，实例中止启动", "direct_evidence", "'161209 14:18:53 [ERROR] Aborting' right after the 1064 line"),
      F("InnoDB 在 14:18:53 完成关闭，log sequence number 为 1595675", "direct_evidence", "'161209 14:18:53  InnoDB: Shutdown completed; log sequence number 1595675'"),
      F("之后在 14:18:58 mysqld 重新输出 ready for connections，监听 127.0.0.1 的 3306 端口", "direct_evidence",
        "second call: 14:18:58 bind-address '127.0.0.1'; port: 3306 and 'ready for connections.'")])

# =====================================================================
# bX-002  mysql, indented contract, wrong error code (1062 vs 1050) -> REJECT
cid = "bX-002"
a = win(cid, "toolu_01Hq8mysqlA", MYSQL, 166, 184)
ans = dump({
    "answer_version": "1",
    "diagnosis_summary": "第二次启动在 14:18:56 因建表冲突中止",
    "claims": [
        C("c1", "log_finding", "14:18:56 mysqld 启动时报 ERROR: 1062，提示 Table 'plugin' already exists", "direct",
          [B("toolu_01Hq8mysqlA", "search_mysql_errorlog", "Table 'plugin' already exists")]),
        C("c2", "log_finding", "随后 14:18:56 出现 [ERROR] Aborting，InnoDB 完成关闭，日志序列号 1595675", "direct",
          [B("toolu_01Hq8mysqlA", "search_mysql_errorlog", "161209 14:18:56 [ERROR] Aborting")]),
        C("c3", "hypothesis", "可能是升级脚本被重复执行，导致 plugin 表重复创建", "none", [])],
    "hypotheses": ["升级脚本重复执行"],
    "recommended_actions": ["核对 mysql 库中 plugin 表的状态"],
    "missing_info": [],
    "user_facing_answer": "第二次启动失败是因为 14:18:56 的 ERROR: 1062（Table 'plugin' already exists），随后实例 Aborting。可能与升级脚本重复执行有关，建议先核对 plugin 表。"}, 2)
case(cid, "mysql", "json_indented", ["value_wrong", "fabricated_id"],
     "mysql 在 14:18 左右第二次启动也失败了，具体报的什么错？",
     ans,
     [inv(cid, "toolu_01Hq8mysqlA", 1, "search_mysql_errorlog",
          {"host": "precise32", "pattern": "ERROR", "after": "161209 14:18:54"}, text(a))],
     "REJECT",
     [F("14:18:56 mysqld 启动时报 ERROR: 1062，提示 Table 'plugin' already exists", "contradicted",
        "the log shows 'ERROR: 1050  Table 'plugin' already exists'; code 1062 appears nowhere", claim="c1"),
      F("随后 14:18:56 出现 [ERROR] Aborting，InnoDB 完成关闭，日志序列号 1595675", "direct_evidence",
        "14:18:56 [ERROR] Aborting and 'Shutdown completed; log sequence number 1595675'", claim="c2"),
      F("可能是升级脚本被重复执行，导致 plugin 表重复创建", "no_evidence", "hypothesis, non-critical, nothing in the log", crit=False, claim="c3")])

# =====================================================================
# bX-003  mysql, paragraph, true denial + unsupported cause -> LOW_CONFID
cid = "bX-003"
a = win(cid, "inv-3391", MYSQL, 201, 222)
recs = [rec_mysql(x) for x in a if x.strip()]
case(cid, "mysql", "nl_paragraph", ["negation", "unsupported_cause"],
     "14:37 那次 mysqld 重启算不算故障？",
     "14:37:57 mysqld 记录的是 Normal shutdown，属于正常停止流程。InnoDB 在同一秒完成关闭，log sequence number 为 1595685。"
     "14:37:58 实例重新 ready for connections。这一分钟内的日志没有任何 [ERROR] 级别的记录。这次停机是有人在调整配置参数后手动执行的。",
     [inv(cid, "inv-3391", 1, "query_logs",
          {"service": "mysqld", "from": "161209 14:37:00", "to": "161209 14:38:00"},
          {"total": len(recs), "logs": recs})],
     "LOW_CONFID",
     [F("14:37:57 mysqld 记录的是 Normal shutdown，属于正常停止流程", "direct_evidence", "'161209 14:37:57 [Note] /usr/sbin/mysqld: Normal shutdown'"),
      F("InnoDB 在同一秒完成关闭，log sequence number 为 1595685", "direct_evidence", "14:37:57 'Shutdown completed; log sequence number 1595685'"),
      F("14:37:58 实例重新 ready for connections", "direct_evidence", "14:37:58 '/usr/sbin/mysqld: ready for connections.'"),
      F("这一分钟内的日志没有任何 [ERROR] 级别的记录", "direct_evidence", "true denial: the 14:37 records are Note/Warning/InnoDB only"),
      F("这次停机是有人在调整配置参数后手动执行的", "no_evidence", "unsupported cause: nothing says who stopped it or why")])

# =====================================================================
# bX-004  postgresql 9.5, fenced contract, JSON-pair and message excerpts -> PASS
cid = "bX-004"
a = win(cid, "call_pg_4a1", PG95, 13, 27)
recs = [rec_pg95(x) for x in a]
ans = "```json\n" + dump({
    "answer_version": "1",
    "diagnosis_summary": "会话 20730 的写入失败来自 SQL 语句本身",
    "claims": [
        C("c1", "log_finding", "会话 20730 在 23:04:36 和 23:04:51 两次报 syntax error at or near \"{\" at character 49", "direct",
          [B("call_pg_4a1", "query_logs", "{\"pid\": \"20730\", \"level\": \"ERROR\", \"message\": \"syntax error at or near \\\"{\\\" at character 49\"}")]),
        C("c2", "log_finding", "23:05:06 和 23:05:18 该会话又分别报 column \"a\" does not exist 和 column \"attr\" does not exist", "direct",
          [B("call_pg_4a1", "query_logs", "column \"attr\" does not exist at character 42")]),
        C("c3", "log_finding", "2017-04-08 12:32:51 会话 20730 插入 users 时触发 duplicate key value violates unique constraint \"users_pkey\"，Key (id)=(1) 已存在", "direct",
          [B("call_pg_4a1", "query_logs", "duplicate key value violates unique constraint \"users_pkey\""),
           B("call_pg_4a1", "query_logs", "Key (id)=(1) already exists.")]),
        C("c4", "recommendation", "建议应用层用参数化方式写入 JSON 字段并显式转换为 jsonb", "none", [])],
    "hypotheses": [],
    "recommended_actions": ["修正 INSERT 语句的引号与类型转换"],
    "missing_info": [],
    "user_facing_answer": "会话 20730 的三类报错见上面的发现。建议先修正 INSERT 语句的引号用法。"}, 2) + "\n```"
case(cid, "postgresql", "json_fenced", ["faithful", "excerpt_format"],
     "PostgreSQL 的 mydb 库 4 月 7-8 日写 users 表老失败，看下 [20730] 这个会话的报错",
     ans,
     [inv(cid, "call_pg_4a0", 1, "get_current_time", {}, {"now": "2017-04-08T13:00:00+02:00"}),
      inv(cid, "call_pg_4a1", 1, "query_logs", {"service": "postgresql", "db": "mydb", "from": "2017-04-07 23:00", "to": "2017-04-08 13:00"},
          {"total": len(recs), "logs": recs})],
     "PASS",
     [F("会话 20730 在 23:04:36 和 23:04:51 两次报 syntax error at or near \"{\" at character 49", "direct_evidence",
        "two ERROR records of pid 20730 at 23:04:36.087 and 23:04:51.462; excerpt is a subset of the record's fields", claim="c1"),
      F("23:05:06 和 23:05:18 该会话又分别报 column \"a\" does not exist 和 column \"attr\" does not exist", "direct_evidence",
        "pid 20730 ERROR records at 23:05:06.217 and 23:05:18.295", claim="c2"),
      F("2017-04-08 12:32:51 会话 20730 插入 users 时触发 duplicate key value violates unique constraint \"users_pkey\"，Key (id)=(1) 已存在", "direct_evidence",
        "ERROR + DETAIL 'Key (id)=(1) already exists.' + STATEMENT INSERT INTO users of pid 20730", claim="c3"),
      F("建议应用层用参数化方式写入 JSON 字段并显式转换为 jsonb", "no_evidence", "recommendation, non-critical", crit=False, claim="c4")])

# =====================================================================
# bX-005  postgresql 9.5, sloppy, misattribution between pids -> REJECT
cid = "bX-005"
a = win(cid, "tool_call_0x5c", PG95, 6, 14)
case(cid, "postgresql", "nl_sloppy", ["misattribution"],
     "mydb 4/7 晚上 22:45 那几条 ERROR 分别是哪个进程报的？",
     "看了下 22:45~22:46 的 log：\n"
     "22603 报的是 operator does not exist: jsonb @>，位置 character 49\n"
     "22608 那条也是 operator does not exist，HINT 让加 explicit type casts\n"
     "另外 23:02:51 pid 24341 有 unexpected EOF on client connection with an open transaction\n"
     "建议先把 @> 右边的参数 cast 成 jsonb 再试",
     [inv(cid, "tool_call_0x5c", 1, "query_logs", {"service": "postgresql", "db": "mydb", "date": "2017-04-07"}, text(a))],
     "REJECT",
     [F("22603 报的是 operator does not exist: jsonb @>，位置 character 49", "direct_evidence", "pid 22603 ERROR at 22:45:30.218"),
      F("22608 那条也是 operator does not exist，HINT 让加 explicit type casts", "contradicted",
        "misattribution: pid 22608's own ERROR is 'column \"%s\" does not exist at character 52'; the operator error and HINT belong to 22603"),
      F("另外 23:02:51 pid 24341 有 unexpected EOF on client connection with an open transaction", "direct_evidence", "pid 24341 LOG at 23:02:51.199")])

# =====================================================================
# bX-006  postgresql 9.5, headings, order contradicted + refuted denial -> REJECT
cid = "bX-006"
a = win(cid, "c-06-logs", PG95, 28, 47)
case(cid, "postgresql", "nl_headings", ["time_wrong", "negation"],
     "PostgreSQL 4 月 8 日晚上的重启和 5 月 27 日的情况，帮忙梳理一下时间线",
     "## 时间线\n"
     "21:54:37 有两个 mydb 客户端连接报 could not receive data from client: Connection reset by peer。\n"
     "数据库是在 21:56:02 重新 ready 之后才收到 fast shutdown 请求的。\n"
     "5 月 27 日 14:07:53 实例再次启动完成，autovacuum launcher 也已启动。\n"
     "## 结论\n"
     "整个过程中 mydb 没有出现 FATAL 级别的报错。\n"
     "建议确认客户端配置的库名是否正确。",
     [inv(cid, "c-06-logs", 1, "query_logs", {"service": "postgresql", "from": "2017-04-08 21:00", "to": "2017-05-27 15:00"}, text(a))],
     "REJECT",
     [F("21:54:37 有两个 mydb 客户端连接报 could not receive data from client: Connection reset by peer", "direct_evidence",
        "pids 30630 and 30502 at 21:54:37.443/.468"),
      F("数据库是在 21:56:02 重新 ready 之后才收到 fast shutdown 请求的", "contradicted",
        "order reversed: fast shutdown request at 21:54:37.618, ready to accept connections at 21:56:02.946"),
      F("5 月 27 日 14:07:53 实例再次启动完成，autovacuum launcher 也已启动", "direct_evidence",
        "2017-05-27 14:07:53.015 ready to accept connections, 14:07:53.016 autovacuum launcher started"),
      F("整个过程中 mydb 没有出现 FATAL 级别的报错", "contradicted",
        "refuted denial: 2017-05-27 14:08:13.661 postgres@mydb FATAL: database \"mydb\" does not exist")])

# =====================================================================
# bX-007  postgresql 9.5, bullets, count right + time with no record -> LOW_CONFID
cid = "bX-007"
a = win(cid, "call_pg_restarts", PG95, 48, 78)
recs = [rec_pg95(x) for x in a]
case(cid, "postgresql", "nl_bullets", ["quantity", "time_wrong"],
     "6 月份 postgres 重启了几次？每次什么时候？",
     "- 6 月 6 日 07:54:13 收到 fast shutdown 请求，07:55:39 重新 ready to accept connections。\n"
     "- 6 月 10 日这一天日志里出现了两次 database system is ready to accept connections。\n"
     "- 6 月 10 日 20:27:55 停机后，20:27:57 就重新启动了。\n"
     "- 最后一次 fast shutdown 发生在 6 月 17 日 17:30:12。",
     [inv(cid, "call_pg_restarts", 1, "query_logs", {"service": "postgresql", "month": "2017-06"},
          {"total": len(recs), "logs": recs})],
     "LOW_CONFID",
     [F("6 月 6 日 07:54:13 收到 fast shutdown 请求，07:55:39 重新 ready to accept connections", "direct_evidence",
        "2017-06-06 07:54:13.753 received fast shutdown request; 07:55:39.739 ready to accept connections"),
      F("6 月 10 日这一天日志里出现了两次 database system is ready to accept connections", "direct_evidence",
        "count 2: 2017-06-10 19:37:30.702 and 20:27:57.035"),
      F("6 月 10 日 20:27:55 停机后，20:27:57 就重新启动了", "direct_evidence", "shut down at 20:27:55.973, startup records from 20:27:57.022"),
      F("最后一次 fast shutdown 发生在 6 月 17 日 17:30:12", "no_evidence", "no record has 17:30:12; the 06-17 fast shutdown is at 16:58:03.937")])

# =====================================================================
# bX-008  postgresql 13 csvlog, raw contract, quantities (ms, s) -> PASS
cid = "bX-008"
a = win(cid, "call_3e9f21", PG13, 1, 4)
ans = dump({
    "answer_version": "1",
    "diagnosis_summary": "会话被 idle_in_transaction_session_timeout 主动终止",
    "claims": [
        C("c1", "log_finding", "会话 6028ff3a.56 在 2021-02-14 10:45:48.164 因 idle-in-transaction timeout 被 FATAL 终止，SQLSTATE 为 25P03", "direct",
          [B("call_3e9f21", "pg_csvlog_search", "FATAL,25P03,\"terminating connection due to idle-in-transaction timeout\"")]),
        C("c2", "log_finding", "会话先执行了 SET idle_in_transaction_session_timeout = 50，10:45:48.113 执行 BEGIN; 后约 51 毫秒就被终止", "direct",
          [B("call_3e9f21", "pg_csvlog_search", "statement: SET idle_in_transaction_session_timeout = 50;"),
           B("call_3e9f21", "pg_csvlog_search", "\"statement: BEGIN;\"")]),
        C("c3", "log_finding", "断开时 session time 为 0:00:33.289，约 33 秒，客户端是 172.24.0.1:48978", "direct",
          [B("call_3e9f21", "pg_csvlog_search", "disconnection: session time: 0:00:33.289 user=postgres database=postgres host=172.24.0.1 port=48978")]),
        C("c4", "recommendation", "建议把 idle_in_transaction_session_timeout 调到秒级以上", "none", [])],
    "hypotheses": [], "recommended_actions": ["调大 idle_in_transaction_session_timeout"], "missing_info": [],
    "user_facing_answer": "结论：会话被 idle-in-transaction 超时机制主动终止。该连接的客户端程序是 psql。建议调大超时时间。"})
case(cid, "postgresql", "json_raw", ["quantity", "faithful"],
     "psql 会话 6028ff3a.56 为什么被断开了？",
     ans,
     [inv(cid, "call_3e9f21", 1, "pg_csvlog_search", {"session_id": "6028ff3a.56", "log": "postgresql-13.csv"}, text(a))],
     "PASS",
     [F("会话 6028ff3a.56 在 2021-02-14 10:45:48.164 因 idle-in-transaction timeout 被 FATAL 终止，SQLSTATE 为 25P03", "direct_evidence",
        "csv line 3: FATAL,25P03,'terminating connection due to idle-in-transaction timeout'", claim="c1"),
      F("会话先执行了 SET idle_in_transaction_session_timeout = 50，10:45:48.113 执行 BEGIN; 后约 51 毫秒就被终止", "direct_evidence",
        "48.164 - 48.113 = 51 ms; SET statement on line 1", claim="c2"),
      F("断开时 session time 为 0:00:33.289，约 33 秒，客户端是 172.24.0.1:48978", "direct_evidence",
        "disconnection line with session time 0:00:33.289 and connection_from 172.24.0.1:48978", claim="c3"),
      F("建议把 idle_in_transaction_session_timeout 调到秒级以上", "no_evidence", "recommendation, non-critical", crit=False, claim="c4"),
      F("该连接的客户端程序是 psql", "direct_evidence", "application_name column 'psql' on every line", extra=True)])

# =====================================================================
# bX-009  postgresql 13 csvlog, compact contract, bad references only -> LOW_CONFID
cid = "bX-009"
a = win(cid, "toolu_pgcsv_9", PG13, 1, 4)
rows = [rec_pgcsv(x) for x in a]
ans = dump({
    "answer_version": "1",
    "claims": [
        C("c1", "log_finding", "进程 86 的连接被 terminating connection due to idle-in-transaction timeout 终止", "direct",
          [{"source_type": "log", "source_id": "toolu_pgcsv_7", "tool_name": "pg_csvlog_search",
            "source_invocation_ids": ["toolu_pgcsv_7"], "evidence_excerpt": "terminating connection due to idle-in-transaction timeout"}]),
        C("c2", "log_finding", "被终止前这条连接最后执行的语句是 BEGIN;", "direct", [])],
    "hypotheses": [], "recommended_actions": [], "missing_info": [],
    "user_facing_answer": "详情见上面两条发现。如需进一步确认，建议再查一下服务端的 pg_stat_activity。"}, compact=True)
case(cid, "postgresql", "json_compact", ["bad_reference"],
     "172.24.0.1 上的 psql 连接断了，是数据库挂了吗？",
     ans,
     [inv(cid, "toolu_pgcsv_9", 1, "pg_csvlog_search", {"client": "172.24.0.1"}, {"rows": rows})],
     "LOW_CONFID",
     [F("进程 86 的连接被 terminating connection due to idle-in-transaction timeout 终止", "indirect_support",
        "content is in toolu_pgcsv_9 (process_id 86, FATAL 25P03) but the binding names toolu_pgcsv_7, which does not exist", claim="c1"),
      F("被终止前这条连接最后执行的语句是 BEGIN;", "indirect_support",
        "content supported (statement: BEGIN; at 10:45:48.113) but the claim has no evidence binding", claim="c2")])

# =====================================================================
# bX-010  nginx, bullets, counts -> PASS
cid = "bX-010"
a = win(cid, "call_ngx_1207", NGINX, 4, 12)
b = win(cid, "call_ngx_1025", NGINX, 1, 3)
case(cid, "nginx", "nl_bullets", ["quantity", "faithful"],
     "nginx 在 12 月 7 日上午一堆 404，帮我统计一下",
     "12 月 7 日 nginx access log 统计：\n"
     "- 12 月 7 日这段日志共 9 条请求，其中 404 有 6 条。\n"
     "- 89.160.20.156 在 10:43:18 到 10:43:23 之间连续 3 次请求 /test 和 /test1，全部返回 404。\n"
     "- 127.0.0.1 在 11:04:58 和 11:04:59 两次 GET / 返回 304，响应体 0 字节。\n"
     "- 11:05:07 的 /taga 返回 404，body 只有 169 字节。\n"
     "- 可能是有人在手动试探路径，不一定是故障。",
     [inv(cid, "call_ngx_1025", 1, "query_logs", {"service": "nginx", "date": "2016-10-25"}, text(b)),
      inv(cid, "call_ngx_1207", 2, "query_logs", {"service": "nginx", "date": "2016-12-07"}, text(a))],
     "PASS",
     [F("12 月 7 日这段日志共 9 条请求，其中 404 有 6 条", "direct_evidence", "call_ngx_1207 has 9 lines; status 404 on 6 of them"),
      F("89.160.20.156 在 10:43:18 到 10:43:23 之间连续 3 次请求 /test 和 /test1，全部返回 404", "direct_evidence",
        "10:43:18 /test 404, 10:43:21 /test 404, 10:43:23 /test1 404"),
      F("127.0.0.1 在 11:04:58 和 11:04:59 两次 GET / 返回 304，响应体 0 字节", "direct_evidence", "'GET / HTTP/1.1\" 304 0' twice"),
      F("11:05:07 的 /taga 返回 404，body 只有 169 字节", "direct_evidence", "'GET /taga HTTP/1.1\" 404 169'")])

# =====================================================================
# bX-011  nginx, JSON with text, entity swap + value wrong -> REJECT
cid = "bX-011"
a = win(cid, "call_b71f", NGINX, 5, 14)
recs = [rec_access(x) for x in a]
ans = "先给结论，结构化结果如下：\n" + dump({
    "answer_version": "1",
    "diagnosis_summary": "206 来自视频分段请求；/taga 的 404 见 c3",
    "claims": [
        C("c1", "log_finding", "192.168.0.1 对 lessons.example.com 的两次 GET 都返回 206，每次 7648063 字节", "direct",
          [B("call_b71f", "query_logs", "{\"client\": \"192.168.0.1\", \"status\": 206, \"bytes\": \"7648063\"}")]),
        C("c2", "metric_finding", "这两次 206 响应各约 76 MB", "direct",
          [B("call_b71f", "query_logs", "\"bytes\": \"7648063\"")]),
        C("c3", "log_finding", "/taga 的 404 是 89.160.20.156 请求的", "direct",
          [B("call_b71f", "query_logs", "GET /taga HTTP/1.1")]),
        C("c4", "hypothesis", "206 可能是播放器按 Range 分段拉取视频造成的", "none", [])],
    "hypotheses": ["播放器 Range 请求"], "recommended_actions": [], "missing_info": [],
    "user_facing_answer": "206 可能是播放器按 Range 分段拉取导致的，/taga 的请求来源见 c3。"}, 2)
case(cid, "nginx", "json_with_text", ["entity_swap", "value_wrong"],
     "lessons.example.com 的视频请求为啥返回 206？顺便看下 /taga 的 404 是谁请求的",
     ans,
     [inv(cid, "call_b71f", 1, "query_logs", {"service": "nginx", "file": "access.log", "status": "2xx,3xx,4xx"},
          {"total": len(recs), "logs": recs})],
     "REJECT",
     [F("192.168.0.1 对 lessons.example.com 的两次 GET 都返回 206，每次 7648063 字节", "direct_evidence",
        "two lessons.example.com records from 192.168.0.1 with 206 7648063", claim="c1"),
      F("这两次 206 响应各约 76 MB", "contradicted", "7648063 bytes is about 7.6 MB (7.3 MiB), not 76 MB", claim="c2"),
      F("/taga 的 404 是 89.160.20.156 请求的", "contradicted",
        "entity swap: /taga was requested by 127.0.0.1; 89.160.20.156 has its own records (/favicon.ico, /test, /test1)", claim="c3"),
      F("206 可能是播放器按 Range 分段拉取视频造成的", "no_evidence", "hypothesis, non-critical", crit=False, claim="c4")])

# =====================================================================
# bX-012  haproxy, paragraph, latency/bytes conversions + hedge -> PASS
cid = "bX-012"
a = win(cid, "inv_hap_01", HAP, 3, 10)
case(cid, "haproxy", "nl_paragraph", ["quantity", "hedged_distractor"],
     "app.domain.com 6 月 22 日中午有用户反馈打开慢，haproxy 日志里能看出什么？",
     "6 月 22 日 12:02–12:03 node2 上的 haproxy 日志里，最慢的一条是 12:02:55 经 app/app-node2 拉取 /static/files/3rsdfas3.js，总耗时 2606 ms，约 2.6 秒。"
     "这条响应传了 325791 字节，约 326 KB。同一时段 app/node16 对 /app/event/ 返回了 403。app/node7 上 /favicon.ico 返回 404。"
     "node2 上其余请求的总耗时都在 60 ms 以内。慢的那次可能和静态文件体积较大有关。",
     [inv(cid, "inv_hap_01", 1, "query_logs", {"service": "haproxy", "frontend": "www-https", "date": "2021-06-22"}, text(a))],
     "PASS",
     [F("6 月 22 日 12:02–12:03 node2 上的 haproxy 日志里，最慢的一条是 12:02:55 经 app/app-node2 拉取 /static/files/3rsdfas3.js，总耗时 2606 ms，约 2.6 秒", "direct_evidence",
        "timers 1/0/1/15/2606 (Tt=2606 ms), accept date 12:02:55.202, backend app/app-node2; the largest Tt in the output"),
      F("这条响应传了 325791 字节，约 326 KB", "direct_evidence", "bytes 325791 = 325.8 kB"),
      F("同一时段 app/node16 对 /app/event/ 返回了 403", "direct_evidence", "app/node16 ... 403 142 ... GET /app/event/"),
      F("app/node7 上 /favicon.ico 返回 404", "direct_evidence", "app/node7 ... 404 448 ... GET /favicon.ico"),
      F("node2 上其余请求的总耗时都在 60 ms 以内", "direct_evidence", "other node2 Tt values: 18, 56, 31, 35, 30, 41 ms")])

# =====================================================================
# bX-013  haproxy, es_query hits, indented contract: misattribution + value wrong -> REJECT
cid = "bX-013"
a = win(cid, "call_hx_13", HAP, 3, 10)
hits = [{"_index": "filebeat-haproxy-2021.06.22", "_source": rec_haproxy(x)} for x in a]
ans = dump({
    "answer_version": "1",
    "diagnosis_summary": "403 与 /app/login/ 耗时情况",
    "claims": [
        C("c1", "log_finding", "/app/event/ 的 403 是 app/node7 返回的", "direct",
          [B("call_hx_13", "es_query", "{\"status\": 403, \"request\": \"GET /app/event/ HTTP/1.1\"}")]),
        C("c2", "metric_finding", "app/node16 处理 /app/login/ 的总耗时是 560 ms", "direct",
          [B("call_hx_13", "es_query", "{\"backend\": \"app/node16\", \"request\": \"GET /app/login/ HTTP/1.1\"}")]),
        C("c3", "log_finding", "node3 上 app/server 对 /dsffdssdf 返回 404，总耗时 47 ms", "direct",
          [B("call_hx_13", "es_query", "{\"host\": \"node3\", \"status\": 404, \"timers\": \"0/0/2/45/47\"}")])],
    "hypotheses": [], "recommended_actions": ["检查 node7 的鉴权配置"], "missing_info": [],
    "user_facing_answer": "403 的来源和 /app/login/ 的耗时见上面三条。建议先检查对应后端的鉴权配置。"}, 4)
case(cid, "haproxy", "json_indented", ["misattribution", "value_wrong"],
     "haproxy 的 403 是哪个后端返回的？/app/login/ 的响应时间是多少？",
     ans,
     [inv(cid, "call_hx_13", 1, "es_query", {"index": "filebeat-haproxy-*", "query": "host:(node2 OR node3) AND frontend:www-https~"},
          {"took": 4, "hits": {"total": {"value": len(hits)}, "hits": hits}})],
     "REJECT",
     [F("/app/event/ 的 403 是 app/node7 返回的", "contradicted",
        "misattribution: the 403 for /app/event/ is from app/node16; app/node7's own records are 200 /23rfsa/ and 404 /favicon.ico", claim="c1"),
      F("app/node16 处理 /app/login/ 的总耗时是 560 ms", "contradicted", "timers 0/0/1/55/56: total 56 ms, not 560 ms", claim="c2"),
      F("node3 上 app/server 对 /dsffdssdf 返回 404，总耗时 47 ms", "direct_evidence", "host node3, backend app/server, 404, timers 0/0/2/45/47", claim="c3")])

# =====================================================================
# bX-014  nats, bold labels, publisher/receiver roles reversed -> REJECT
cid = "bX-014"
a = win(cid, "call_nats_1a", NATS, 10, 17)
b = win(cid, "call_nats_1b", NATS, 5, 9)
case(cid, "nats", "nl_bold_labels", ["entity_swap", "paraphrase_zh"],
     "NATS 上 aiuser.platinum1.pingpeer 这个 ping 是谁发给谁的？",
     "**发起方**：cid:4（192.168.176.11:36262）向 aiuser.platinum1.pingpeer 发布了 ping 消息。\n"
     "**响应方**：cid:3（50.39.246.116:62388）收到后回复了 I am fine, agent! 这条消息。\n"
     "**payload**：请求内容是 peer, are you alive?，长度 20 字节。\n"
     "**另外**：cid:3 还向 aiuser.platinum1.appstats 发布了 1583 字节的数据。",
     [inv(cid, "call_nats_1b", 1, "nats_trace_logs", {"server": "nats-1", "cid": "1"}, text(b)),
      inv(cid, "call_nats_1a", 1, "nats_trace_logs", {"server": "nats-1", "subject": "aiuser.platinum1.*"}, text(a))],
     "REJECT",
     [F("cid:4（192.168.176.11:36262）向 aiuser.platinum1.pingpeer 发布了 ping 消息", "contradicted",
        "roles reversed: cid:3 (50.39.246.116:62388) sent 'PUB aiuser.platinum1.pingpeer'; cid:4 only received the MSG"),
      F("cid:3（50.39.246.116:62388）收到后回复了 I am fine, agent! 这条消息", "contradicted",
        "roles reversed: cid:4 published the 'I am fine, agent!' reply to the _INBOX; cid:3 received it"),
      F("请求内容是 peer, are you alive?，长度 20 字节", "direct_evidence", "MSG_PAYLOAD [peer, are you alive?] after 'PUB ... 20'"),
      F("cid:3 还向 aiuser.platinum1.appstats 发布了 1583 字节的数据", "direct_evidence", "cid:3 '->> [PUB aiuser.platinum1.appstats 1583]'")])

# =====================================================================
# bX-015  nats, compact contract, message-only and JSON-pair excerpts -> PASS
cid = "bX-015"
a = win(cid, "toolu_01NatsStart", NATS, 2, 9)
recs = [rec_nats(x) for x in a]
ans = dump({
    "answer_version": "1",
    "diagnosis_summary": "客户端已连上 nats-server",
    "claims": [
        C("c1", "log_finding", "nats-server 在 0.0.0.0:4222 监听客户端连接，并报告 Server is ready", "direct",
          [B("toolu_01NatsStart", "query_logs", "Listening for client connections on 0.0.0.0:4222")]),
        C("c2", "log_finding", "07:20:08 来自 172.18.0.1:38630 的客户端 cid:1 建立了连接，客户端名为 NATS Benchmark", "direct",
          [B("toolu_01NatsStart", "query_logs", "{\"level\": \"DBG\", \"message\": \"172.18.0.1:38630 - cid:1 - Client connection created\"}"),
           B("toolu_01NatsStart", "query_logs", "\"name\":\"NATS Benchmark\"")]),
        C("c3", "log_finding", "该客户端订阅了 foo，并完成了一次 PING/PONG", "direct",
          [B("toolu_01NatsStart", "query_logs", "->> [SUB foo  1]"), B("toolu_01NatsStart", "query_logs", "<<- [PONG]")])],
    "hypotheses": [], "recommended_actions": [], "missing_info": [],
    "user_facing_answer": "客户端 cid:1 已连上并完成 PING/PONG，详见以上三条。"}, compact=True)
case(cid, "nats", "json_compact", ["excerpt_format", "faithful"],
     "nats-server 启动之后有客户端连上来吗？",
     ans,
     [inv(cid, "toolu_01NatsStart", 1, "query_logs", {"service": "nats-server", "since": "2019/02/06 07:19:00"},
          {"total": len(recs), "logs": recs})],
     "PASS",
     [F("nats-server 在 0.0.0.0:4222 监听客户端连接，并报告 Server is ready", "direct_evidence", "INF records 07:19:40.624674 and .624690", claim="c1"),
      F("07:20:08 来自 172.18.0.1:38630 的客户端 cid:1 建立了连接，客户端名为 NATS Benchmark", "direct_evidence",
        "DBG 'Client connection created' and CONNECT with name NATS Benchmark", claim="c2"),
      F("该客户端订阅了 foo，并完成了一次 PING/PONG", "direct_evidence", "SUB foo 1, PING, PONG for cid:1", claim="c3")])

# =====================================================================
# bX-016  elasticsearch audit, sloppy, status wrong + fabricated request id -> REJECT
cid = "bX-016"
a = win(cid, "call_esaud_16", ESAUD, 1, 3)
case(cid, "elasticsearch", "nl_sloppy", ["status_wrong", "fabricated_id"],
     "ES 审计日志里 PUT /test_3 是不是被拦了？",
     "audit 看了：\n"
     "14:16:30 PUT /test_3 是 access_granted，elastic 用户被放行了\n"
     "这条的 request.id 是 0ybRdKGYRAekov1eKI7nIw，opaque_id 是 myApp1\n"
     "前面 14:16:25 和 14:16:28 elastic 用 superuser 角色建了 test_1、test_2 两个索引，都是 access_granted",
     [inv(cid, "call_esaud_16", 1, "es_audit_search", {"node.id": "O8SFUsk8QpGG16JVJcNgUw", "from": "2022-01-27T14:16:00+01:00"}, jl(a))],
     "REJECT",
     [F("14:16:30 PUT /test_3 是 access_granted，elastic 用户被放行了", "contradicted",
        "status wrong: the PUT /test_3 event is 'anonymous_access_denied' with no user"),
      F("这条的 request.id 是 0ybRdKGYRAekov1eKI7nIw，opaque_id 是 myApp1", "contradicted",
        "fabricated id one character off: the record has request.id 0ybRdKGYRAekov1eKI6nIw"),
      F("前面 14:16:25 和 14:16:28 elastic 用 superuser 角色建了 test_1、test_2 两个索引，都是 access_granted", "direct_evidence",
        "two access_granted indices:admin/create records for test_1 and test_2 by elastic/superuser")])

# =====================================================================
# bX-017  elasticsearch audit, raw contract, JSON-pair excerpts + one bad reference -> PASS
cid = "bX-017"
a = win(cid, "call_9d0e", ESAUD, 1, 3)
hits = [{"_id": "aud-%d" % (i + 1), "_source": o} for i, o in enumerate(jl(a))]
ans = dump({
    "answer_version": "1",
    "diagnosis_summary": "该 trace 一次放行一次拒绝",
    "claims": [
        C("c1", "log_finding", "该 trace 下 14:16:25 elastic 以 superuser 角色创建索引 test_1，结果 access_granted", "direct",
          [B("call_9d0e", "es_query", "{\"event.action\":\"access_granted\",\"indices\":[\"test_1\"],\"user.name\":\"elastic\"}")]),
        C("c2", "log_finding", "同一 trace 下 14:16:30 对 /test_3 的 PUT 请求被判为 anonymous_access_denied", "direct",
          [{"source_type": "log", "source_id": "T1", "tool_name": "es_query", "source_invocation_ids": [],
            "evidence_excerpt": "{\"url.path\":\"/test_3\",\"event.action\":\"anonymous_access_denied\"}"}]),
        C("c3", "log_finding", "两条事件的 opaque_id 都是 myApp1，来源地址都是 [::1]:64583", "direct",
          [B("call_9d0f", "es_query", "\"opaque_id\":\"myApp1\"")])],
    "hypotheses": [], "recommended_actions": [], "missing_info": [],
    "user_facing_answer": "该 trace 一次放行、一次拒绝，详见各条发现。这两条事件都来自节点 O8SFUsk8QpGG16JVJcNgUw。"})
case(cid, "elasticsearch", "json_raw", ["excerpt_format", "bad_reference"],
     "帮我确认一下 trace 0af7651916cd43dd8448eb211c80319c 对应的审计事件",
     ans,
     [inv(cid, "call_9d0e", 1, "es_query", {"index": ".security-audit", "query": {"term": {"node.id": "O8SFUsk8QpGG16JVJcNgUw"}}},
          {"hits": {"total": {"value": 3}, "hits": hits}})],
     "PASS",
     [F("该 trace 下 14:16:25 elastic 以 superuser 角色创建索引 test_1，结果 access_granted", "direct_evidence",
        "record 1 carries trace.id 0af76519..., access_granted, indices [test_1]; excerpt pairs are fields of that record", claim="c1"),
      F("同一 trace 下 14:16:30 对 /test_3 的 PUT 请求被判为 anonymous_access_denied", "direct_evidence",
        "trace ref T1 is the es_query call; record 3 has the same trace.id, url.path /test_3, PUT, anonymous_access_denied", claim="c2"),
      F("两条事件的 opaque_id 都是 myApp1，来源地址都是 [::1]:64583", "indirect_support",
        "content true (records 1 and 3) but the binding names call_9d0f, which does not exist", claim="c3"),
      F("这两条事件都来自节点 O8SFUsk8QpGG16JVJcNgUw", "direct_evidence", "node.id of records 1 and 3", extra=True)])

# =====================================================================
# bX-018  elasticsearch server + audit, paragraph, true denial + unsupported cause -> LOW_CONFID
cid = "bX-018"
a = win(cid, "es-srv-01", ESSRV, 1, 3)
b = win(cid, "es-aud-02", ESAUD, 1, 3)
srv = [{"ts": o["@timestamp"], "level": o["log.level"], "node": o["elasticsearch.node.name"],
        "logger": o["log.logger"], "message": o["message"]} for o in jl(a)]
case(cid, "elasticsearch", "nl_paragraph", ["negation", "unsupported_cause"],
     "ES 集群 main 最近有没有异常？审计里那个匿名请求是怎么回事？",
     "集群 main 的节点 matschaffer-mbp2019.lan 在 2022-01-25 15:12:08 只输出了 3 条 INFO，内容是添加 .monitoring-kibana、.monitoring-logstash 和 .monitoring-alerts-7 模板。"
     "server 日志里没有任何 WARN 或 ERROR。审计日志中 2022-01-27 14:16:30 有一次 PUT /test_3 被判为 anonymous_access_denied。"
     "这个匿名请求来自一个没有配置凭据的定时脚本。建议给调用方补上认证信息。",
     [inv(cid, "es-srv-01", 1, "query_logs", {"service": "elasticsearch", "cluster": "main", "dataset": "elasticsearch.server"},
          {"total": len(srv), "logs": srv}),
      inv(cid, "es-aud-02", 2, "es_audit_search", {"cluster": "main", "from": "2022-01-27T14:00:00+01:00"}, {"events": jl(b)})],
     "LOW_CONFID",
     [F("集群 main 的节点 matschaffer-mbp2019.lan 在 2022-01-25 15:12:08 只输出了 3 条 INFO，内容是添加 .monitoring-kibana、.monitoring-logstash 和 .monitoring-alerts-7 模板", "direct_evidence",
        "three INFO 'adding template [...]' records at 15:12:08.472/.588/.686"),
      F("server 日志里没有任何 WARN 或 ERROR", "direct_evidence", "true denial: all server records are INFO"),
      F("审计日志中 2022-01-27 14:16:30 有一次 PUT /test_3 被判为 anonymous_access_denied", "direct_evidence", "audit record 3 at 14:16:30,950"),
      F("这个匿名请求来自一个没有配置凭据的定时脚本", "no_evidence", "unsupported cause: no record says what sent the request")])

# =====================================================================
# bX-019  santa, bullets, true denial + paraphrases -> PASS
cid = "bX-019"
a = win(cid, "call_santa_19", SANTA, 2, 10)
recs = [rec_santa(x) for x in a]
case(cid, "santa", "nl_bullets", ["negation", "paraphrase_zh"],
     "santa 这几天有没有拦截过什么程序？",
     "- 这批 santad 执行记录里 decision 全是 ALLOW，没有任何 DENY。\n"
     "- 12 月 10 日 21:37:27 osqueryd（pid 45084）是以 reason=UNKNOWN 被放行的。\n"
     "- Google Chrome Helper（pid 89238）的签名证书 cn 是 Developer ID Application: Google, Inc. (EQHXZ8M8AV)。\n"
     "- 12 月 17 日 03:03:52 卷 /Volumes/Recovery（disk1s3）消失，记录为 DISKAPPEAR 事件。",
     [inv(cid, "call_santa_19", 1, "query_logs", {"service": "santad", "from": "2018-12-10", "to": "2018-12-17"},
          {"total": len(recs), "logs": recs})],
     "PASS",
     [F("这批 santad 执行记录里 decision 全是 ALLOW，没有任何 DENY", "direct_evidence", "true denial: every EXEC record has decision=ALLOW"),
      F("12 月 10 日 21:37:27 osqueryd（pid 45084）是以 reason=UNKNOWN 被放行的", "direct_evidence",
        "2018-12-10T21:37:27.247Z decision=ALLOW|reason=UNKNOWN ... osqueryd ... pid=45084"),
      F("Google Chrome Helper（pid 89238）的签名证书 cn 是 Developer ID Application: Google, Inc. (EQHXZ8M8AV)", "direct_evidence",
        "cert_cn=Developer ID Application: Google, Inc. (EQHXZ8M8AV)|pid=89238"),
      F("12 月 17 日 03:03:52 卷 /Volumes/Recovery（disk1s3）消失，记录为 DISKAPPEAR 事件", "direct_evidence",
        "2018-12-17T03:03:52.337Z action=DISKAPPEAR|mount=/Volumes/Recovery|bsdname=disk1s3")])

# =====================================================================
# bX-020  santa, fenced contract, root's execution attributed to akroh -> REJECT
cid = "bX-020"
a = win(cid, "toolu_santa_20", SANTA, 2, 9)
ans = "```json\n" + dump({
    "answer_version": "1",
    "diagnosis_summary": "akroh 的执行记录",
    "claims": [
        C("c1", "log_finding", "akroh（uid 501）在 16:24:43 执行了 /usr/bin/basename，证书为 Software Signing，决定 ALLOW", "direct",
          [B("toolu_santa_20", "query_logs", "path=/usr/bin/basename")]),
        C("c2", "log_finding", "akroh 还在 08:45:27 执行了 /usr/sbin/newsyslog", "direct",
          [B("toolu_santa_20", "query_logs", "args=/usr/sbin/newsyslog")]),
        C("c3", "log_finding", "akroh 启动的 Google Chrome Helper 的父进程 ppid 为 704", "direct",
          [B("toolu_santa_20", "query_logs", "pid=89238|ppid=704|uid=501|user=akroh")])],
    "hypotheses": [], "recommended_actions": ["结合 osquery 再核对一遍"], "missing_info": [],
    "user_facing_answer": "akroh 的执行记录见以上三条。建议结合 osquery 再核对一遍。"}, 2) + "\n```"
case(cid, "santa", "json_fenced", ["misattribution"],
     "akroh 这个用户在机器上执行过哪些东西？",
     ans,
     [inv(cid, "toolu_santa_20", 1, "query_logs", {"service": "santad", "action": "EXEC"}, text(a))],
     "REJECT",
     [F("akroh（uid 501）在 16:24:43 执行了 /usr/bin/basename，证书为 Software Signing，决定 ALLOW", "direct_evidence",
        "2018-12-10T16:24:43.992Z path=/usr/bin/basename ... uid=501|user=akroh", claim="c1"),
      F("akroh 还在 08:45:27 执行了 /usr/sbin/newsyslog", "contradicted",
        "misattribution: the 08:45:27 newsyslog launch is uid=0 user=root (pid 29681); akroh's own records are basename and Chrome Helper", claim="c2"),
      F("akroh 启动的 Google Chrome Helper 的父进程 ppid 为 704", "direct_evidence", "pid=89238|ppid=704|uid=501|user=akroh", claim="c3")])

# =====================================================================
# bX-021  auditd, paragraph, Chinese paraphrase of audit records (two calls) -> PASS
cid = "bX-021"
a = win(cid, "call_aud_ssh", AUDITD, 8, 12)
b = win(cid, "call_aud_ipsec", AUDITD, 5, 7)
case(cid, "auditd", "nl_paragraph", ["paraphrase_zh", "faithful"],
     "3 月 16 日 admin 从外网登录后切到 root 的过程帮我核实一下",
     "admin 账号通过 /usr/sbin/sshd 从 96.241.146.97 登录，USER_AUTH 结果为 success。登录后会话的 ses 从 6793 变成了 12286。"
     "之后 pid 28395 在 pts/0 上用 /bin/su 切换到 root，PAM 的认证和 accounting 都成功了。"
     "另外 charon 进程（pid 1275）在更早的时候做过一次 SPD-add，源地址 10.100.0.0（前缀 16），目的地址 10.100.4.0（前缀 22）。",
     [inv(cid, "call_aud_ssh", 1, "ausearch", {"start": "1489636960", "types": "USER_AUTH,USER_ACCT,LOGIN,CRYPTO_KEY_USER"}, text(a)),
      inv(cid, "call_aud_ipsec", 2, "ausearch", {"types": "USER_START,MAC_IPSEC_EVENT,SYSCALL", "end": "1489519400"}, text(b))],
     "PASS",
     [F("admin 账号通过 /usr/sbin/sshd 从 96.241.146.97 登录，USER_AUTH 结果为 success", "direct_evidence",
        "USER_AUTH op=success acct=\"admin\" exe=\"/usr/sbin/sshd\" addr=96.241.146.97 res=success"),
      F("登录后会话的 ses 从 6793 变成了 12286", "direct_evidence", "LOGIN ... old ses=6793 new ses=12286"),
      F("之后 pid 28395 在 pts/0 上用 /bin/su 切换到 root，PAM 的认证和 accounting 都成功了", "direct_evidence",
        "USER_AUTH PAM:authentication and USER_ACCT PAM:accounting, pid=28395 acct=\"root\" exe=\"/bin/su\" terminal=pts/0 res=success"),
      F("另外 charon 进程（pid 1275）在更早的时候做过一次 SPD-add，源地址 10.100.0.0（前缀 16），目的地址 10.100.4.0（前缀 22）", "direct_evidence",
        "MAC_IPSEC_EVENT and SYSCALL share audit id 1489519382.529:19600354 (comm=charon pid=1275), earlier than 1489636960")])

# =====================================================================
# bX-022  auditd, sloppy, res=success stated as failed -> REJECT
cid = "bX-022"
a = win(cid, "inv-aud-22", AUDITD, 1, 5)
case(cid, "auditd", "nl_sloppy", ["status_wrong", "negation"],
     "ses 11988 的 sudo 有没有失败过？",
     "ses=11988 这几条 audit：\n"
     "pid 4121 的 sudo 会话在 1489519230.178 关闭（PAM:session_close），res=success\n"
     "紧接着 PAM:setcred 那条 res=failed，凭据释放失败\n"
     "uid 497 的 USER_CMD 执行成功，cmd 字段是十六进制编码\n"
     "所以 sudo 在这个会话里确实失败过一次",
     [inv(cid, "inv-aud-22", 1, "ausearch", {"session": "11988"}, text(a))],
     "REJECT",
     [F("pid 4121 的 sudo 会话在 1489519230.178 关闭（PAM:session_close），res=success", "direct_evidence", "USER_END audit(1489519230.178:19600327)"),
      F("紧接着 PAM:setcred 那条 res=failed，凭据释放失败", "contradicted", "status wrong: CRED_DISP op=PAM:setcred has res=success"),
      F("uid 497 的 USER_CMD 执行成功，cmd 字段是十六进制编码", "direct_evidence", "USER_CMD uid=497 cmd=2F7573... res=success"),
      F("所以 sudo 在这个会话里确实失败过一次", "contradicted", "every ses=11988 record has res=success")])

# =====================================================================
# bX-023  icinga debug, JSON + text, direct claims + runbook-attributed cause -> PASS
cid = "bX-023"
a = win(cid, "call_ic_1", ICINGA, 1, 3)
ans = dump({
    "answer_version": "1",
    "diagnosis_summary": "mysql_health 因监控账号认证失败而 CRITICAL",
    "claims": [
        C("c1", "log_finding", "mysql_health 检查输出 CRITICAL - cannot connect to information_schema，用户 test1 从 blerims-mbp.int.netways.de 连接时被 Access denied", "direct",
          [B("call_ic_1", "query_logs", "CRITICAL - cannot connect to information_schema")]),
        C("c2", "alert_state", "该服务 current_state 为 2，current_notification_number 已经到 180", "direct",
          [B("call_ic_1", "query_logs", "current_notification_number = '180'")]),
        C("c3", "root_cause", "按运维手册，这类 Access denied 通常是监控账号的密码在数据库侧被轮换后 Icinga 配置没有同步", "indirect",
          [B("call_ic_2", "lookup_knowledge", "常见原因是监控账号的密码在数据库侧被轮换而 Icinga 的 CheckCommand 配置未同步", "knowledge")])],
    "hypotheses": [], "recommended_actions": ["核对监控账号 test1 的密码后 reload icinga2"], "missing_info": [],
    "user_facing_answer": "mysql_health 因 test1 账号认证失败而处于 CRITICAL。建议核对监控账号密码。"}, 2) + "\n以上为本次排查的结构化输出，供参考。"
case(cid, "icinga", "json_with_text", ["runbook_only", "faithful"],
     "icinga 上 mysql_health 一直 CRITICAL，怎么回事？",
     ans,
     [inv(cid, "call_ic_1", 1, "query_logs", {"service": "icinga2", "log": "debug.log", "keyword": "mysql_health"}, text(a)),
      inv(cid, "call_ic_2", 2, "lookup_knowledge", {"query": "icinga mysql_health Access denied"},
          {"query": "icinga mysql_health Access denied",
           "chunks": [{"chunk_id": "kb-icinga-017", "source_doc": "runbooks/icinga/mysql_health.md", "retrieval_layer": "runbook",
                       "relevance": "high",
                       "content": "mysql_health 报 Access denied for user 时，常见原因是监控账号的密码在数据库侧被轮换而 Icinga 的 CheckCommand 配置未同步。处理：更新 CheckCommand 中的密码变量后 reload icinga2。",
                       "deduped": False}]})],
     "PASS",
     [F("mysql_health 检查输出 CRITICAL - cannot connect to information_schema，用户 test1 从 blerims-mbp.int.netways.de 连接时被 Access denied", "direct_evidence",
        "IdoMysqlConnection UPDATE: check_command 'mysql_health', output 'CRITICAL - ... Access denied for user test1@blerims-mbp.int.netways.de'", claim="c1"),
      F("该服务 current_state 为 2，current_notification_number 已经到 180", "direct_evidence", "current_state = '2', current_notification_number = '180'", claim="c2"),
      F("按运维手册，这类 Access denied 通常是监控账号的密码在数据库侧被轮换后 Icinga 配置没有同步", "indirect_support",
        "only the runbook chunk kb-icinga-017 says this, and the claim attributes it to the runbook", claim="c3")])

# =====================================================================
# bX-024  icinga, bullets, failed metrics call + no-hit -> LOW_CONFID
cid = "bX-024"
a = win(cid, "call_ic_24a", ICINGA, 1, 3)
case(cid, "icinga", "nl_bullets", ["gap", "negation"],
     "check_ping 对 mysql.icinga.com 的结果怎么样？有没有丢包？",
     "- 13:43:11 icinga 以 PID 8288 运行了 /usr/lib/nagios/plugins/check_ping，目标是 mysql.icinga.com。\n"
     "- 这次检查配置的阈值是 warning 3000,80%、critical 5000,100%。\n"
     "- mysql.icinga.com 当前没有丢包。\n"
     "- 日志里也没有 check_ping 返回失败的记录。\n"
     "- 建议稍后重试一次丢包指标的查询。",
     [inv(cid, "call_ic_24a", 1, "query_logs", {"service": "icinga2", "keyword": "check_ping"}, text(a)),
      inv(cid, "call_ic_24b", 1, "query_metrics", {"service": "mysql.icinga.com", "metric": "ping_packet_loss_pct", "range": "15m"},
          None, success=False, error="metrics backend timeout after 30s"),
      inv(cid, "call_ic_24c", 2, "query_logs", {"service": "icinga2", "keyword": "PING CRITICAL OR PING WARNING", "host": "mysql.icinga.com"},
          {"total": 0, "logs": []})],
     "LOW_CONFID",
     [F("13:43:11 icinga 以 PID 8288 运行了 /usr/lib/nagios/plugins/check_ping，目标是 mysql.icinga.com", "direct_evidence",
        "notice/Process: Running command '/usr/lib/nagios/plugins/check_ping' '-H' 'mysql.icinga.com' ...: PID 8288"),
      F("这次检查配置的阈值是 warning 3000,80%、critical 5000,100%", "direct_evidence", "'-c' '5000,100%' '-w' '3000,80%'"),
      F("mysql.icinga.com 当前没有丢包", "no_evidence", "the packet-loss metric call failed; nothing else reports loss"),
      F("日志里也没有 check_ping 返回失败的记录", "no_evidence", "only a no-hit query backs this; a no-hit does not prove absence")])

# =====================================================================
# bX-025  kibana, bullets, unit change right + claim backed only by a no-hit -> LOW_CONFID
cid = "bX-025"
a = win(cid, "call_kb_25a", KIBANA, 1, 3)
recs = []
for o in jl(a):
    r = {"ts": o["@timestamp"], "type": o["type"], "pid": o["pid"], "tags": o["tags"]}
    if "statusCode" in o:
        r["statusCode"] = o["statusCode"]
        r["responseTime"] = o["res"]["responseTime"]
        r["contentLength"] = o["res"]["contentLength"]
    r["message"] = o["message"]
    recs.append(r)
case(cid, "kibana", "nl_bullets", ["quantity", "gap", "hedged_distractor"],
     "Kibana 5 月 9 日上午页面加载慢，有报错吗？",
     "- 10:57:55 pid 69410 请求 /ui/fonts/open_sans/open_sans_v15_latin_600.woff2 返回 304，耗时 26ms，也就是 0.026 秒。\n"
     "- 这次响应的 contentLength 只有 9 字节。\n"
     "- 10:59:12 pid 69776 正在从 kibana_stats collector 拉取监控数据。\n"
     "- Kibana 连接 Elasticsearch 这块没有报错。\n"
     "- 页面慢可能是浏览器端渲染的问题，不一定出在服务端。",
     [inv(cid, "call_kb_25a", 1, "query_logs", {"service": "kibana", "date": "2018-05-09"}, {"total": len(recs), "logs": recs}),
      inv(cid, "call_kb_25b", 1, "query_logs", {"service": "kibana", "keyword": "elasticsearch connection error", "date": "2018-05-09"},
          {"total": 0, "logs": []})],
     "LOW_CONFID",
     [F("10:57:55 pid 69410 请求 /ui/fonts/open_sans/open_sans_v15_latin_600.woff2 返回 304，耗时 26ms，也就是 0.026 秒", "direct_evidence",
        "response record: statusCode 304, responseTime 26 (26 ms = 0.026 s)"),
      F("这次响应的 contentLength 只有 9 字节", "direct_evidence", "res.contentLength 9"),
      F("10:59:12 pid 69776 正在从 kibana_stats collector 拉取监控数据", "direct_evidence", "'Fetching data from kibana_stats collector' pid 69776"),
      F("Kibana 连接 Elasticsearch 这块没有报错", "no_evidence", "backed only by a no-hit query; the other output has no Elasticsearch records at all")])

# =====================================================================
# bX-026  kibana, malformed contract (trailing comma), count wrong -> REJECT
cid = "bX-026"
a = win(cid, "toolu_kb_26", KIBANA, 1, 3)
ans = ('{"answer_version": "1", "claims": ['
       '{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "pid 69410 一共返回了 3 次 304", "support_level": "direct", '
       '"evidence_bindings": [{"source_type": "log", "source_id": "toolu_kb_26", "tool_name": "query_logs", "source_invocation_ids": ["toolu_kb_26"], "evidence_excerpt": "\\"statusCode\\":304"}]}, '
       '{"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "这次 304 响应耗时 26ms，contentLength 为 9", "support_level": "direct", '
       '"evidence_bindings": [{"source_type": "log", "source_id": "toolu_kb_26", "tool_name": "query_logs", "source_invocation_ids": ["toolu_kb_26"], "evidence_excerpt": "\\"responseTime\\":26"}]}, '
       '{"claim_id": "c3", "claim_type": "log_finding", "claim_text": "pid 69776 的两条是带 debug 标签的普通日志，不是请求响应", "support_level": "direct", '
       '"evidence_bindings": []},'
       '], "user_facing_answer": "304 只出现在 pid 69410 上。"}')
case(cid, "kibana", "json_malformed", ["count_wrong"],
     "kibana 那几条 304 是同一个进程返回的吗？",
     ans,
     [inv(cid, "toolu_kb_26", 1, "query_logs", {"service": "kibana", "from": "2018-05-09T10:57:00Z", "to": "2018-05-09T11:00:00Z"}, text(a))],
     "REJECT",
     [F("pid 69410 一共返回了 3 次 304", "contradicted", "only one response record (pid 69410, statusCode 304) exists"),
      F("这次 304 响应耗时 26ms，contentLength 为 9", "direct_evidence", "res: statusCode 304, responseTime 26, contentLength 9"),
      F("pid 69776 的两条是带 debug 标签的普通日志，不是请求响应", "direct_evidence", "two type 'log' records of pid 69776 with tags containing debug"),
      F("304 只出现在 pid 69410 上", "direct_evidence", "the only 304 record has pid 69410")])

# =====================================================================
# bX-027  mongodb, indented contract, unsupported root cause + bad reference -> LOW_CONFID
cid = "bX-027"
a = win(cid, "call_mg_1", MONGO, 1, 7)
ans = dump({
    "answer_version": "1",
    "diagnosis_summary": "mongod 于 21:21:20 重新启动",
    "claims": [
        C("c1", "log_finding", "21:21:20 MongoDB 4.4.4 启动，pid 1，端口 27017，dbPath 为 /data/db", "direct",
          [{"source_type": "log", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["call_mg_1"],
            "evidence_excerpt": "MongoDB starting"}]),
        C("c2", "log_finding", "21:21:26 FTDC 开始 Initializing full-time diagnostic data capture，目录为 /data/db/diagnostic.data", "direct",
          [B("call_mg_9", "query_logs", "Initializing full-time diagnostic data capture")]),
        C("c3", "root_cause", "这次重启是因为宿主机前一晚做过内核升级", "none", []),
        C("c4", "recommendation", "建议检查宿主机的变更记录", "none", [])],
    "hypotheses": [], "recommended_actions": ["检查宿主机变更记录"], "missing_info": ["宿主机事件"],
    "user_facing_answer": "重启原因见 c3。建议检查宿主机的变更记录。"}, 2)
case(cid, "mongodb", "json_indented", ["unsupported_cause", "bad_reference"],
     "容器 6150fe65a89c 里的 MongoDB 3 月 22 日晚上为什么重启了？",
     ans,
     [inv(cid, "call_mg_1", 1, "query_logs", {"container": "6150fe65a89c", "service": "mongod", "date": "2021-03-22"}, {"items": jl(a)})],
     "LOW_CONFID",
     [F("21:21:20 MongoDB 4.4.4 启动，pid 1，端口 27017，dbPath 为 /data/db", "direct_evidence",
        "'MongoDB starting' attr pid 1 port 27017 dbPath /data/db; Build Info version 4.4.4", claim="c1"),
      F("21:21:26 FTDC 开始 Initializing full-time diagnostic data capture，目录为 /data/db/diagnostic.data", "indirect_support",
        "content is in call_mg_1 but the binding points to call_mg_9, which does not exist", claim="c2"),
      F("这次重启是因为宿主机前一晚做过内核升级", "no_evidence", "unsupported cause: nothing in the output", claim="c3"),
      F("建议检查宿主机的变更记录", "no_evidence", "recommendation, non-critical", crit=False, claim="c4")])

# =====================================================================
# bX-028  mongodb, paragraph, uuid one character off -> REJECT
cid = "bX-028"
a = win(cid, "inv_mg_28", MONGO, 2, 7)
case(cid, "mongodb", "nl_paragraph", ["fabricated_id"],
     "MongoDB 启动时 admin.system.version 集合是怎么建出来的？",
     "21:21:26.363 STORAGE 组件执行了 createCollection，namespace 为 admin.system.version。该集合的 uuid 是 b383f03c-b97c-4584-87ae-ab1b8ea399c4。"
     "21:21:26.410 它的 _id_ 索引构建完成。随后 featureCompatibilityVersion 被设置为 4.4。",
     [inv(cid, "inv_mg_28", 1, "query_logs", {"service": "mongod", "ctx": "initandlisten"}, text(a))],
     "REJECT",
     [F("21:21:26.363 STORAGE 组件执行了 createCollection，namespace 为 admin.system.version", "direct_evidence", "STORAGE id 20320 createCollection"),
      F("该集合的 uuid 是 b383f03c-b97c-4584-87ae-ab1b8ea399c4", "contradicted", "fabricated: the uuid is b383f03c-b97c-4584-87ae-ab1b8ea399c3 (last character differs)"),
      F("21:21:26.410 它的 _id_ 索引构建完成", "direct_evidence", "INDEX 'Index build: done building' index _id_"),
      F("随后 featureCompatibilityVersion 被设置为 4.4", "direct_evidence", "COMMAND 'Setting featureCompatibilityVersion' newVersion 4.4")])

# =====================================================================
# bX-029  apache access, bold labels, a time no record has -> LOW_CONFID
cid = "bX-029"
a = win(cid, "call_ap_29", APACHE, 2, 6)
case(cid, "apache", "nl_bold_labels", ["time_wrong"],
     "apache 这边 408 超时是什么时候发生的？",
     "**现象**：127.0.0.1 有一次请求返回 408，响应 152 字节。\n"
     "**时间**：这次 408 发生在 2019 年 2 月 2 日 05:40:12。\n"
     "**其他**：192.168.33.1 请求 /hello 返回 404。\n"
     "**补充**：monitoring-server 对 /status 的探测正常返回 200。",
     [inv(cid, "call_ap_29", 1, "query_logs", {"service": "apache", "log": "access.log"}, text(a))],
     "LOW_CONFID",
     [F("127.0.0.1 有一次请求返回 408，响应 152 字节", "direct_evidence", "127.0.0.1 ... \"-\" 408 152"),
      F("这次 408 发生在 2019 年 2 月 2 日 05:40:12", "no_evidence", "no record at 05:40:12; the 127.0.0.1 408 is at 02/Feb/2019:05:38:45"),
      F("192.168.33.1 请求 /hello 返回 404", "direct_evidence", "192.168.33.1 GET /hello 404 499"),
      F("monitoring-server 对 /status 的探测正常返回 200", "direct_evidence", "monitoring-server GET /status 200 612")])

# =====================================================================
# bX-030  haproxy, headings, only runbook / past-incident statements -> LOW_CONFID
cid = "bX-030"
a = win(cid, "call_hap_30a", HAP, 4, 9)
case(cid, "haproxy", "nl_headings", ["runbook_only"],
     "haproxy 里的 403 和静态文件慢，一般怎么处理？",
     "## 处理思路\n"
     "按运维手册，后端服务器返回的 403 属于应用自身的权限校验拒绝，而不是 haproxy 的 ACL 拦截。\n"
     "过往事故记录显示，那次静态资源慢的根因是后端节点磁盘 IO 饱和。\n"
     "## 建议\n"
     "建议先在 node16 上查应用的鉴权日志，再看 app-node2 的磁盘 IO。",
     [inv(cid, "call_hap_30a", 1, "query_logs", {"service": "haproxy", "host": "node2"}, text(a)),
      inv(cid, "call_hap_30b", 2, "lookup_knowledge", {"query": "haproxy 403 静态资源 慢"},
          {"query": "haproxy 403 静态资源 慢",
           "chunks": [{"chunk_id": "kb-hap-003", "source_doc": "runbooks/haproxy/status-codes.md", "retrieval_layer": "runbook", "relevance": "high",
                       "content": "haproxy 日志中的 403 如果带有具体的后端 server（不是 <NOSRV>），说明是应用自身的权限校验拒绝，而不是 haproxy ACL 拦截。",
                       "deduped": False},
                      {"chunk_id": "kb-hap-011", "source_doc": "incidents/2021-03-static-slow.md", "retrieval_layer": "past_incident", "relevance": "medium",
                       "content": "2021 年 3 月静态资源慢的事故：Tt 超过 2 秒，根因是后端节点磁盘 IO 饱和，扩容磁盘后恢复。",
                       "deduped": False}]})],
     "LOW_CONFID",
     [F("按运维手册，后端服务器返回的 403 属于应用自身的权限校验拒绝，而不是 haproxy 的 ACL 拦截", "indirect_support",
        "attributed to the runbook; only chunk kb-hap-003 states it"),
      F("过往事故记录显示，那次静态资源慢的根因是后端节点磁盘 IO 饱和", "indirect_support", "only the past-incident chunk kb-hap-011 states it")])

# =====================================================================
# bX-031  BGL, fenced contract, node count over a FATAL burst (two calls) -> PASS
cid = "bX-031"
a = win(cid, "call_bgl_31a", BGL, 1239, 1253)
b = win(cid, "call_bgl_31b", BGL, 1226, 1236)
recs = [rec_bgl(x) for x in a]
ans = "```json\n" + dump({
    "answer_version": "1",
    "diagnosis_summary": "8 月 12 日晚 15 个 I/O 节点加载同一程序镜像失败",
    "claims": [
        C("c1", "log_finding", "8 月 12 日 23:25 到 23:52 之间共有 15 个 I/O 节点报 ciod: Error loading /bgl/apps/scaletest/performance/MINIBEN/mb_243_0810/allreduce.rts: invalid or missing program image, Exec format error", "direct",
          [B("call_bgl_31a", "query_logs", "invalid or missing program image, Exec format error")]),
        C("c2", "log_finding", "8 月 9 日 12:09:32 R00-M0-N6-C:J03-U11 出现 KERNEL FATAL：rts tree/torus link training failed", "direct",
          [B("call_bgl_31b", "query_logs", "R00-M0-N6-C:J03-U11 RAS KERNEL FATAL rts tree/torus link training failed")]),
        C("c3", "recommendation", "建议检查 mb_243_0810 目录下的 allreduce.rts 是否为目标架构的可执行文件", "none", [])],
    "hypotheses": [], "recommended_actions": ["核对 allreduce.rts 镜像"], "missing_info": [],
    "user_facing_answer": "8 月 12 日晚共 15 个 I/O 节点加载 allreduce.rts 失败。建议先核对该程序镜像。"}, 2) + "\n```"
case(cid, "bgl", "json_fenced", ["quantity", "faithful"],
     "BGL 8 月 12 日晚上一批 I/O 节点作业加载失败，帮看下影响范围，顺便看看之前有没有内核级 FATAL",
     ans,
     [inv(cid, "call_bgl_31a", 1, "query_logs", {"system": "bgl", "type": "RAS", "component": "APP", "level": "FATAL", "date": "2005.08.12"},
          {"total": len(recs), "logs": recs}),
      inv(cid, "call_bgl_31b", 1, "query_logs", {"system": "bgl", "from": "2005-08-09-10.00", "to": "2005-08-10-23.59"}, text(b))],
     "PASS",
     [F("8 月 12 日 23:25 到 23:52 之间共有 15 个 I/O 节点报 ciod: Error loading /bgl/apps/scaletest/performance/MINIBEN/mb_243_0810/allreduce.rts: invalid or missing program image, Exec format error", "direct_evidence",
        "total 15, 15 distinct I:J18 nodes, 2005-08-12-23.25.12 to 23.52.00", claim="c1"),
      F("8 月 9 日 12:09:32 R00-M0-N6-C:J03-U11 出现 KERNEL FATAL：rts tree/torus link training failed", "direct_evidence",
        "line 2005-08-09-12.09.32.252222 R00-M0-N6-C:J03-U11 RAS KERNEL FATAL", claim="c2"),
      F("建议检查 mb_243_0810 目录下的 allreduce.rts 是否为目标架构的可执行文件", "no_evidence", "recommendation, non-critical", crit=False, claim="c3")])

# =====================================================================
# bX-032  BGL, sloppy, ASSERT count wrong (12 vs 9) -> REJECT
cid = "bX-032"
a = win(cid, "inv-bgl-32", BGL, 1205, 1216)
b = win(cid, "inv-bgl-32b", BGL, 1200, 1204)
case(cid, "bgl", "nl_sloppy", ["count_wrong"],
     "idoproxydb 8 月 3 号下午那波 ASSERT 一共报了多少次？",
     "MMCS 这边：\n"
     "idoproxydb 在 16:11 到 16:15 之间一共触发 ASSERT 12 次\n"
     "全部指向 idotransportmgr.cpp 第 1043 行的 IdoTransportMgr::SendPacket\n"
     "之前 8 月 2 日 21:15:36 有一条 DISCOVERY SEVERE：Can not get assembly information for node card\n"
     "建议把 idoproxydb 的 core 拿出来看",
     [inv(cid, "inv-bgl-32b", 1, "query_logs", {"system": "bgl", "date": "2005.08.02"}, text(b)),
      inv(cid, "inv-bgl-32", 2, "query_logs", {"system": "bgl", "from": "2005-08-02-21.00", "to": "2005-08-03-17.00"}, text(a))],
     "REJECT",
     [F("idoproxydb 在 16:11 到 16:15 之间一共触发 ASSERT 12 次", "contradicted", "count wrong: 9 MMCS ERROR ASSERT lines (16.11.02 to 16.14.58)"),
      F("全部指向 idotransportmgr.cpp 第 1043 行的 IdoTransportMgr::SendPacket", "direct_evidence",
        "each ASSERT line: Source file=idotransportmgr.cpp Source line=1043 Function=int IdoTransportMgr::SendPacket(...)"),
      F("之前 8 月 2 日 21:15:36 有一条 DISCOVERY SEVERE：Can not get assembly information for node card", "direct_evidence",
        "2005-08-02-21.15.36.811548 UNKNOWN_LOCATION NULL DISCOVERY SEVERE")])

# =====================================================================
# bX-033  BGL, paragraph, facts right + hedged wrong statements -> PASS
cid = "bX-033"
a = win(cid, "call_bgl_33", BGL, 1225, 1231)
recs = [rec_bgl(x) for x in a]
case(cid, "bgl", "nl_paragraph", ["hedged_distractor", "faithful"],
     "8 月 9 日上午 BGL 的 node card 有哪些告警？",
     "8 月 9 日 10:30 到 11:01 之间 DISCOVERY 组件报了多条 node card 相关告警。"
     "R40-M1-N5、R70-M0-N0、R44-M0-N3 三块 node card 报 SEVERE：Can not get assembly information for node card。"
     "R51-M1-ND 和 R74-M0-N1 报 WARNING：Node card is not fully functional。"
     "R26-M0-N7 在 11:01:08 报 ERROR，状态里写着 PGOOD IS NOT ASSERTED。"
     "R51-M1-ND 可能也存在 assembly 信息读取失败的问题。不排除这些 node card 来自同一批有缺陷的硬件。",
     [inv(cid, "call_bgl_33", 1, "query_logs", {"system": "bgl", "component": "DISCOVERY", "date": "2005.08.09"},
          {"total": len(recs), "logs": recs})],
     "PASS",
     [F("8 月 9 日 10:30 到 11:01 之间 DISCOVERY 组件报了多条 node card 相关告警", "direct_evidence", "6 DISCOVERY SEVERE/WARNING/ERROR records 10.30.12 to 11.01.08"),
      F("R40-M1-N5、R70-M0-N0、R44-M0-N3 三块 node card 报 SEVERE：Can not get assembly information for node card", "direct_evidence", "three SEVERE records of those nodes"),
      F("R51-M1-ND 和 R74-M0-N1 报 WARNING：Node card is not fully functional", "direct_evidence", "two WARNING records"),
      F("R26-M0-N7 在 11:01:08 报 ERROR，状态里写着 PGOOD IS NOT ASSERTED", "direct_evidence", "2005-08-09-11.01.08.922516 R26-M0-N7 DISCOVERY ERROR Node card status ... PGOOD IS NOT ASSERTED")])

# =====================================================================
# bX-034  HPC, truncated contract, status wrong + refuted 'always normal' -> REJECT
cid = "bX-034"
a = win(cid, "call_hpc_34", HPC, 1434, 1453)
ans = ('{"answer_version": "1", "diagnosis_summary": "Interconnect 链路状态汇总", "claims": ['
       '{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "Interconnect-0N03 报了 Link error", "support_level": "direct", '
       '"evidence_bindings": [{"source_type": "log", "tool_name": "query_logs", "source_invocation_ids": ["call_hpc_34"], "evidence_excerpt": "Interconnect-0N03 switch_module error"}]}, '
       '{"claim_id": "c2", "claim_type": "log_finding", "claim_text": "Interconnect-1N01 这段时间链路一直正常", "support_level": "direct", '
       '"evidence_bindings": [{"source_type": "log", "tool_name": "query_logs", "source_invocation_ids": ["call_hpc_34"], "evidence_excerpt": "Interconnect-1N01 switch_module error 1073192214 1 Link ok"}]}, '
       '{"claim_id": "c3", "claim_type": "log_finding", "claim_text": "Interconnect-1T01 和 Interconnect-1T02 各有一条 Link error 记录", "support_level": "direct", '
       '"evidence_bindings": [{"source_type": "log", "tool_name": "query_logs", "source_invocation_ids": ["call_hpc_34"], "evidence_excerpt": "Interconnect-1T02 switch_module error 1073119551 1 Link error')
case(cid, "hpc", "json_malformed", ["status_wrong", "negation", "entity_swap"],
     "HPC 集群 Interconnect 交换模块的链路状态怎么样？",
     ans,
     [inv(cid, "call_hpc_34", 1, "query_logs", {"system": "hpc", "component": "switch_module"}, text(a))],
     "REJECT",
     [F("Interconnect-0N03 报了 Link error", "contradicted", "Interconnect-0N03's only record is 'Link ok'; Link error lines are from 1T01, 1T02, 1N01, 1N03"),
      F("Interconnect-1N01 这段时间链路一直正常", "contradicted", "refuted: Interconnect-1N01 has 'Link error' and three 'Link in reset' records"),
      F("Interconnect-1T01 和 Interconnect-1T02 各有一条 Link error 记录", "direct_evidence", "one 'Link error' record each for 1T01 and 1T02")])

# =====================================================================
# bX-035  HPC temperature table, JSON with text, states + max/mean of readings -> PASS
cid = "bX-035"
a = win(cid, "toolu_hpc_temp", HPC, 1395, 1412)
rows = [rec_hpc_row(x) for x in a]
ans = "温度相关事件汇总如下：\n" + dump({
    "answer_version": "1",
    "diagnosis_summary": "gige7 温度 critical，gige5 warning",
    "claims": [
        C("c1", "alert_state", "gige7 交换机的温度状态为 critical", "direct",
          [B("toolu_hpc_temp", "hpc_event_table", "node=gige7 state=critical", "table")]),
        C("c2", "alert_state", "gige5 的温度状态为 warning", "direct",
          [B("toolu_hpc_temp", "hpc_event_table", "gige5 gige temperature 1143696187 1 warning", "table")]),
        C("c3", "metric_finding", "计算节点中环境温度最高的是 node-80，ambient=33", "direct",
          [B("toolu_hpc_temp", "hpc_event_table", "node-80 node temperature 1143482491 1 ambient=33", "table")]),
        C("c4", "metric_finding", "表中 13 条计算节点环境温度读数的平均值约为 28.8", "direct",
          [B("toolu_hpc_temp", "hpc_event_table", "ambient=", "table")])],
    "hypotheses": [], "recommended_actions": ["优先检查 gige7 的散热"], "missing_info": [],
    "user_facing_answer": "gige7 处于 critical，建议优先检查它的散热。"}, 2)
case(cid, "hpc", "json_with_text", ["quantity", "faithful"],
     "HPC 机房温度传感器有没有异常？",
     ans,
     [inv(cid, "toolu_hpc_temp", 1, "hpc_event_table", {"component": "temperature"},
          {"columns": ["log_id", "node", "type", "component", "epoch", "flag", "state"], "rows": rows})],
     "PASS",
     [F("gige7 交换机的温度状态为 critical", "direct_evidence", "row 425504 gige7 ... critical", claim="c1"),
      F("gige5 的温度状态为 warning", "direct_evidence", "row 428281 gige5 ... warning", claim="c2"),
      F("计算节点中环境温度最高的是 node-80，ambient=33", "direct_evidence", "ambient readings 25..33; max 33 is node-80", claim="c3"),
      F("表中 13 条计算节点环境温度读数的平均值约为 28.8", "direct_evidence", "13 ambient readings sum 375, mean 28.85", claim="c4")])

# =====================================================================
# bX-036  Thunderbird, paragraph, two calls, paraphrase + unsupported cause -> LOW_CONFID
cid = "bX-036"
a = win(cid, "call_tb_mail", TBIRD, 1569, 1594)
b = win(cid, "call_tb_gm", TBIRD, 1595, 1597)
recs = [rec_tbird(x) for x in b]
case(cid, "thunderbird", "nl_paragraph", ["paraphrase_zh", "unsupported_cause", "quantity"],
     "Thunderbird 各 admin 节点 11 月 9 日 12:11 的 sendmail 报错和 ganglia 数据缺失是什么情况？",
     "eadmin1、aadmin1、badmin1、cadmin1、dadmin1 这 5 台 admin 节点的 sendmail 都把发给 root 的邮件延迟投递了，状态是 stat=Deferred: Connection refused by [127.0.0.1]。"
     "这 5 台同时都提示 unable to qualify my own domain name，只能使用短主机名。"
     "tbird-admin1 上的 gmetad[1682] 在 12:11:35 到 12:11:36 报告 Thunderbird_B6、Thunderbird_A3、Thunderbird_C8 这几个数据源没有任何应答。"
     "本机的邮件中继服务在这之前就已经被停掉了。",
     [inv(cid, "call_tb_mail", 1, "query_logs", {"system": "thunderbird", "program": "sendmail", "time": "Nov 9 12:11"}, text(a)),
      inv(cid, "call_tb_gm", 1, "query_logs", {"system": "thunderbird", "host": "tbird-admin1", "program": "gmetad"},
          {"total": len(recs), "logs": recs})],
     "LOW_CONFID",
     [F("eadmin1、aadmin1、badmin1、cadmin1、dadmin1 这 5 台 admin 节点的 sendmail 都把发给 root 的邮件延迟投递了，状态是 stat=Deferred: Connection refused by [127.0.0.1]", "direct_evidence",
        "five 'to=root ... stat=Deferred: Connection refused by [127.0.0.1]' lines, one per host"),
      F("这 5 台同时都提示 unable to qualify my own domain name，只能使用短主机名", "direct_evidence", "'unable to qualify my own domain name (...) -- using short name' for all five"),
      F("tbird-admin1 上的 gmetad[1682] 在 12:11:35 到 12:11:36 报告 Thunderbird_B6、Thunderbird_A3、Thunderbird_C8 这几个数据源没有任何应答", "direct_evidence",
        "'data_thread() got not answer from any [...] datasource' at 12:11:35 (B6) and 12:11:36 (A3, C8)"),
      F("本机的邮件中继服务在这之前就已经被停掉了", "no_evidence", "unsupported cause: the logs only show refused connections, not that a service was stopped")])

# =====================================================================
# bX-037  Thunderbird, single-quoted pseudo-JSON, a time no record has -> LOW_CONFID
cid = "bX-037"
a = win(cid, "call_tb_37", TBIRD, 1880, 1905)
ans = ("{'answer_version': '1', 'claims': ["
       "{'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'tbird-admin1 上的 gmetad[1682] 在 12:14:21 到 12:14:35 之间反复报 data_thread() got not answer from any datasource', 'support_level': 'direct'}, "
       "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'tbird-sm1 的 ib_sm.x 在 12:14:28 开始 NEW SWEEP，随后报告 No topology change', 'support_level': 'direct'}, "
       "{'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'dn846 的 ntpd 在 12:13:50 同步到了 10.100.28.250', 'support_level': 'direct'}], "
       "'user_facing_answer': 'ntp 的情况见 c3。'}")
case(cid, "thunderbird", "json_malformed", ["time_wrong", "paraphrase_zh"],
     "tbird-admin1 的 gmetad 12:14 左右一直拿不到数据，ntp 有问题吗？",
     ans,
     [inv(cid, "call_tb_37", 1, "query_logs", {"system": "thunderbird", "from": "Nov 9 12:14:20", "to": "Nov 9 12:14:36"}, text(a))],
     "LOW_CONFID",
     [F("tbird-admin1 上的 gmetad[1682] 在 12:14:21 到 12:14:35 之间反复报 data_thread() got not answer from any datasource", "direct_evidence",
        "gmetad[1682] 'got not answer from any [Thunderbird_..] datasource' lines from 12:14:21 to 12:14:35"),
      F("tbird-sm1 的 ib_sm.x 在 12:14:28 开始 NEW SWEEP，随后报告 No topology change", "direct_evidence",
        "12:14:28 NEW SWEEP, 12:14:32 No topology change"),
      F("dn846 的 ntpd 在 12:13:50 同步到了 10.100.28.250", "no_evidence", "no record at 12:13:50; dn846 synchronized to 10.100.28.250 at 12:14:22")])

# =====================================================================
# bX-038  Linux, sloppy, brute-force counts and duration -> PASS
cid = "bX-038"
a = win(cid, "call_lx_38", LINUX, 1136, 1175)
b = win(cid, "call_lx_38b", LINUX, 1176, 1180)
case(cid, "linux", "nl_sloppy", ["quantity", "faithful"],
     "combo 这台机器 7 月 10 日下午 sshd 是不是被爆破了？",
     "combo 上 sshd(pam_unix) 的情况:\n"
     "16:01:43 ~ 16:02:27 共 40 次 authentication failure，user 全是 root\n"
     "16:02:33 之后又来了 5 次，rhost 还是 150.183.249.110\n"
     "两段加起来前后大约持续了 53 秒\n"
     "建议先把 150.183.249.110 在防火墙上封掉",
     [inv(cid, "call_lx_38", 1, "query_logs", {"host": "combo", "program": "sshd", "date": "Jul 10", "from": "16:00", "to": "16:02:30"}, text(a)),
      inv(cid, "call_lx_38b", 2, "query_logs", {"host": "combo", "program": "sshd", "date": "Jul 10", "from": "16:02:30", "to": "16:02:40"}, text(b))],
     "PASS",
     [F("16:01:43 ~ 16:02:27 共 40 次 authentication failure，user 全是 root", "direct_evidence", "first call: 40 lines 16:01:43-16:02:27, all 'authentication failure ... user=root'"),
      F("16:02:33 之后又来了 5 次，rhost 还是 150.183.249.110", "direct_evidence", "second call: 5 failures 16:02:33-16:02:36, rhost=150.183.249.110"),
      F("两段加起来前后大约持续了 53 秒", "direct_evidence", "16:01:43 to 16:02:36 = 53 s")])

# =====================================================================
# bX-039  Linux, raw contract, count right + no-hit + knowledge chunk -> LOW_CONFID
cid = "bX-039"
a = win(cid, "call_lx_39a", LINUX, 1805, 1830)
ans = dump({
    "answer_version": "1",
    "diagnosis_summary": "named 重复告警 no SOA，ftpd/xinetd 有断连",
    "claims": [
        C("c1", "log_finding", "named[2306] 在 12:09:06 到 16:29:20 之间共记录了 16 次 notify question section contains no SOA", "direct",
          [B("call_lx_39a", "query_logs", "named[2306]: notify question section contains no SOA")]),
        C("c2", "log_finding", "23:23:13 xinetd 报 can't get client address: Connection reset by peer，同时 ftpd 的 getpeername 报 Transport endpoint is not connected", "direct",
          [B("call_lx_39a", "query_logs", "warning: can't get client address: Connection reset by peer"),
           B("call_lx_39a", "query_logs", "getpeername (ftpd): Transport endpoint is not connected")]),
        C("c3", "log_finding", "7 月 25 日 ftpd 没有出现登录失败", "direct",
          [B("call_lx_39b", "query_logs", "total: 0")]),
        C("c4", "root_cause", "知识库说明 no SOA 的 notify 属于对端报文不规范，不影响本机的解析服务", "indirect",
          [B("call_lx_39c", "lookup_knowledge", "一般表示对端发来的 NOTIFY 报文格式不规范，可忽略，不影响本机解析服务", "knowledge")])],
    "hypotheses": [], "recommended_actions": ["继续观察 ftpd 的断连"], "missing_info": [],
    "user_facing_answer": "具体见上面四条。建议继续观察 ftpd 的断连情况。"})
case(cid, "linux", "json_raw", ["gap", "quantity", "runbook_only"],
     "combo 7 月 25 日 named 和 ftpd 的告警帮忙看下",
     ans,
     [inv(cid, "call_lx_39a", 1, "query_logs", {"host": "combo", "date": "Jul 25"}, text(a)),
      inv(cid, "call_lx_39b", 1, "query_logs", {"host": "combo", "program": "ftpd", "keyword": "FAIL LOGIN", "date": "Jul 25"}, {"total": 0, "logs": []}),
      inv(cid, "call_lx_39c", 2, "lookup_knowledge", {"query": "named notify question section contains no SOA"},
          {"query": "named notify question section contains no SOA",
           "chunks": [{"chunk_id": "kb-dns-042", "source_doc": "kb/dns/named-notify.md", "retrieval_layer": "knowledge_base", "relevance": "high",
                       "content": "named 日志 notify question section contains no SOA 一般表示对端发来的 NOTIFY 报文格式不规范，可忽略，不影响本机解析服务。",
                       "deduped": False}]})],
     "LOW_CONFID",
     [F("named[2306] 在 12:09:06 到 16:29:20 之间共记录了 16 次 notify question section contains no SOA", "direct_evidence", "16 named[2306] lines from 12:09:06 to 16:29:20", claim="c1"),
      F("23:23:13 xinetd 报 can't get client address: Connection reset by peer，同时 ftpd 的 getpeername 报 Transport endpoint is not connected", "direct_evidence",
        "xinetd[26482]/[26484] warnings and ftpd getpeername lines at 23:23:13", claim="c2"),
      F("7 月 25 日 ftpd 没有出现登录失败", "no_evidence", "bound only to the no-hit call call_lx_39b; a no-hit does not prove absence", claim="c3"),
      F("知识库说明 no SOA 的 notify 属于对端报文不规范，不影响本机的解析服务", "indirect_support", "only the knowledge chunk kb-dns-042 says so", claim="c4")])

# =====================================================================
# bX-040  Linux, headings, count wrong + source IP one digit off -> REJECT
cid = "bX-040"
a = win(cid, "call_lx_40", LINUX, 1500, 1526)
case(cid, "linux", "nl_headings", ["count_wrong", "fabricated_id", "quantity"],
     "combo 7 月 17 日晚上 ftp 连接突增，来源是谁？",
     "## 来源\n"
     "21:23:20 这一秒 82.68.222.194 发起了 16 个 ftpd 连接。\n"
     "21:23:23 到 21:23:24 同一来源又连了 9 次。\n"
     "23:21:50 之后来源换成了 82.68.222.196。\n"
     "## 其他\n"
     "15:09 左右 203.101.45.59 也有 2 次连接。",
     [inv(cid, "call_lx_40", 1, "query_logs", {"host": "combo", "program": "ftpd", "date": "Jul 17"}, text(a))],
     "REJECT",
     [F("21:23:20 这一秒 82.68.222.194 发起了 16 个 ftpd 连接", "direct_evidence", "16 'connection from 82.68.222.194' lines at 21:23:20"),
      F("21:23:23 到 21:23:24 同一来源又连了 9 次", "contradicted", "count wrong: 7 lines (1 at 21:23:23, 6 at 21:23:24)"),
      F("23:21:50 之后来源换成了 82.68.222.196", "contradicted", "fabricated IP one digit off: the 23:21 connections are from 82.68.222.195"),
      F("15:09 左右 203.101.45.59 也有 2 次连接", "direct_evidence", "15:09:16 and 15:09:17 from 203.101.45.59")])

# =====================================================================
def main():
    assert len(CASES) == 40, len(CASES)
    ids = [c["case_id"] for c in CASES]
    assert ids == ["bX-%03d" % i for i in range(1, 41)], ids
    with open(OUT / "cases.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    with open(OUT / "windows.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + "\n")
    print("wrote", len(CASES), "cases,", len(WINDOWS), "windows")


if __name__ == "__main__":
    main()
