#!/usr/bin/env python3
"""Build blind cases bE-001..bE-072 from elastic/beats Filebeat test fixtures.

Standard library only. Windows are cut by line number from /work/blind/sources/beats/...
Every answer, query and gold label below is a literal written by hand for its case.
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent.parent / "sources"
_cache = {}
WINDOWS = []
CASES = []


def src_lines(rel):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding="utf-8").splitlines()
    return _cache[rel]


def cut(cid, invid, rel, a, b):
    WINDOWS.append({"case_id": cid, "invocation_id": invid, "source": rel, "lines": [a, b]})
    return src_lines(rel)[a - 1:b]


def text(cid, invid, rel, *ranges):
    out = []
    for a, b in ranges:
        out += cut(cid, invid, rel, a, b)
    return "\n".join(out)


# ---- record parsers: every field is taken from the verbatim line; message unedited ----
P = {
    "pg11": (re.compile(r"^(\S+ \S+ UTC) \[(\d+)\] (\w+):  (.*)$"), ("ts", "pid", "level", "message")),
    "pg96": (re.compile(r"^(\S+ \S+ CEST) \[(\d+)\] (?:(\S+)@(\S+) )?(\w+):  (.*)$"),
             ("ts", "pid", "user", "database", "level", "message")),
    "mysql8": (re.compile(r"^(\S+) (\d+) \[(\w+)\] (?:\[(MY-\d+)\] \[(\w+)\] )?(.*)$"),
               ("ts", "thread", "level", "error_code", "subsystem", "message")),
    "nginx": (re.compile(r"^(\S+ \S+) \[(\w+)\] (\S+): (?:(\*\d+) )?(.*)$"),
              ("ts", "level", "pid", "connection", "message")),
    "syslog": (re.compile(r"^(\w{3} +\d+ \d\d:\d\d:\d\d) (\S+) ([\w-]+)(?:\[(\d+)\])?: (.*)$"),
               ("ts", "host", "program", "pid", "message")),
    "mongo": (re.compile(r"^(\S+) (\w) (\w+)\s+\[(\S+)\] (.*)$"),
              ("ts", "severity", "component", "context", "message")),
    "es": (re.compile(r"^\[([^\]]+)\]\[(\w+)\s*\]\[([^\]]+?)\s*\] (?:\[(\w*)\] )?(.*)$"),
           ("ts", "level", "logger", "node", "message")),
    "kafka": (re.compile(r"^\[([^\]]+)\] (\w+) (.*)$"), ("ts", "level", "message")),
    "rabbit": (re.compile(r"^(\S+ \S+) \[(\w+)\] (<[\d.]+>) ?(.*)$"), ("ts", "level", "pid", "message")),
}
HAP = re.compile(r"^(\S+) \[(\S+)\] (\S+) ([^/\s]+)/(\S+) (?:([a-z][\w.-]*\.[a-z]+) )?(\d+/\d+/\d+/\d+/\d+) (\d{3}) (\d+) ")


def recs(cid, invid, rel, kind, *ranges):
    rx, names = P[kind]
    out = []
    for a, b in ranges:
        for ln in cut(cid, invid, rel, a, b):
            m = rx.match(ln)
            if not m:
                assert out, (rel, ln)
                out[-1]["message"] += "\n" + ln
                continue
            r = {k: v for k, v in zip(names, m.groups()) if v is not None}
            if kind == "syslog" and r.get("program") == "haproxy":
                h = HAP.match(r["message"])
                if h:
                    r.update({"client": h.group(1), "frontend": h.group(3), "backend": h.group(4),
                              "server": h.group(5), "status": int(h.group(8)), "bytes": int(h.group(9))})
            out.append(r)
    return out


def logs(records):
    return {"total": len(records), "logs": records}


def inv(invid, rnd, tool, inp, out, ok=True, err=None, sid=None):
    return {"invocation_id": invid, "session_id": sid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def F(fact, v, note, crit=True, cid=None, extra=False):
    d = {"fact": fact, "is_critical": crit, "verification": v, "note": note}
    if cid:
        d["claim_id"] = cid
    if extra:
        d["origin"] = "answer_extra"
    return d


def case(cid, tags, query, answer, invs, verdict, facts, contract=None):
    for v in invs:
        v["session_id"] = cid
    if contract is True:
        json.loads(answer[answer.find("{"):answer.rfind("}") + 1])
    elif contract is False:
        try:
            json.loads(answer[answer.find("{"):answer.rfind("}") + 1])
            raise AssertionError(cid + " malformed contract parses")
        except ValueError:
            pass
    CASES.append({"case_id": cid, "tags": tags,
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": invs, "retry_context": None},
                  "expected": {"verdict": verdict, "facts": facts}})


PG11 = "beats/postgresql/postgresql-11.4.log"
PG96 = "beats/postgresql/postgresql-9.6-debian-with-slowlog.log"
MY8 = "beats/mysql/mysql-ubuntu-8.0.15.log"
NGX = "beats/nginx/error.log"
ES = "beats/elasticsearch/elasticsearch.624.log"
KAF = "beats/kafka/server-2.0.0.log"
AUTH = "beats/system/test.log"
HAP_LOG = "beats/haproxy/haproxy.log"
MGO = "beats/mongodb/mongodb-debian-3.2.11.log"
RMQ = "beats/rabbitmq/test.log"

# =====================================================================================
# bE-001
c = "bE-001"
case(c, ["source:postgresql", "format:nl_paragraph", "class:faithful"],
     "pg 实例 12:06 左右重启了，之后业务说连库有报错，帮忙看下日志里发生了什么？",
     "从日志看，12:06:24 数据库启动时发现上次没有正常关闭（database system was not properly shut down），随即进入 automatic recovery。"
     "redo 从 0/1651398 开始。redo 在 0/1651398 完成。12:06:24.507 数据库已经 ready to accept connections。"
     "12:06:33 pid 44 执行 show config_filel 时报了 ERROR 42704：unrecognized configuration parameter \"config_filel\"。"
     "建议让客户端把参数名改成 config_file 再试。",
     [inv("call_7f3a1", 1, "query_logs",
          {"service": "postgresql", "start": "2019-07-23T12:00:00Z", "end": "2019-07-23T12:10:00Z"},
          text(c, "call_7f3a1", PG11, (1, 25)))],
     "PASS",
     [F("从日志看，12:06:24 数据库启动时发现上次没有正常关闭（database system was not properly shut down），随即进入 automatic recovery", "direct_evidence", "lines 'not properly shut down; automatic recovery in progress' at 12:06:24.478"),
      F("redo 从 0/1651398 开始", "direct_evidence", "'redo starts at 0/1651398'"),
      F("redo 在 0/1651398 完成", "direct_evidence", "'redo done at 0/1651398'"),
      F("12:06:24.507 数据库已经 ready to accept connections", "direct_evidence", "pid 1 line at 12:06:24.507"),
      F("12:06:33 pid 44 执行 show config_filel 时报了 ERROR 42704：unrecognized configuration parameter \"config_filel\"", "direct_evidence", "pid 44 ERROR 42704 line at 12:06:33.732 after the statement line")])

# bE-002
c = "bE-002"
case(c, ["source:postgresql", "format:json_fenced", "class:excerpt_format"],
     "psql 连上去执行 show 命令报错了，是不是库有问题？",
     r'''```json
{
  "answer_version": "v1",
  "diagnosis_summary": "pid 44 的 show config_filel 返回 42704，库本身已正常接受连接",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "pid 44 在 12:06:33 执行 show config_filel，返回 ERROR 42704（unrecognized configuration parameter \"config_filel\"）",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01QbX8s2", "tool_name": "query_logs",
                            "source_invocation_ids": ["toolu_01QbX8s2"],
                            "evidence_excerpt": "{\"level\": \"ERROR\", \"pid\": \"44\", \"message\": \"42704: unrecognized configuration parameter \\\"config_filel\\\"\"}"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "pid 44 随后执行 show config_file，duration 为 0.524 ms",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01QbX8s2", "tool_name": "query_logs",
                            "source_invocation_ids": ["toolu_01QbX8s2"],
                            "evidence_excerpt": "{\"message\": \"00000: duration: 0.524 ms\", \"pid\": \"44\"}"}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "pid 44 以 user=postgres 连接 database=postgres，认证通过",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "toolu_01QbX8s2", "tool_name": "query_logs",
                            "source_invocation_ids": ["toolu_01QbX8s2"],
                            "evidence_excerpt": "connection authorized: user=postgres database=postgres"}]}
  ],
  "hypotheses": [],
  "recommended_actions": ["客户端把参数名修正为 config_file"],
  "missing_info": [],
  "user_facing_answer": "pid 44 在 12:06:33 执行 show config_filel，返回 ERROR 42704（unrecognized configuration parameter）。pid 44 随后执行 show config_file，duration 为 0.524 ms。建议客户端修正参数名。"
}
```''',
     [inv("toolu_01QbX8s2", 1, "query_logs", {"service": "postgresql", "query": "pid:44", "limit": 20},
          logs(recs(c, "toolu_01QbX8s2", PG11, "pg11", (13, 25))))],
     "PASS",
     [F("pid 44 在 12:06:33 执行 show config_filel，返回 ERROR 42704（unrecognized configuration parameter \"config_filel\"）", "direct_evidence", "excerpt is a JSON subset of the ERROR record of pid 44", cid="c1"),
      F("pid 44 随后执行 show config_file，duration 为 0.524 ms", "direct_evidence", "excerpt pairs match the duration record; statement record precedes it", cid="c2"),
      F("pid 44 以 user=postgres 连接 database=postgres，认证通过", "direct_evidence", "'connection authorized: user=postgres database=postgres' substring of pid 44 record", cid="c3")],
     contract=True)

# bE-003
c = "bE-003"
case(c, ["source:postgresql", "format:nl_bullets", "class:unsupported_cause"],
     "昨天 12:03 之后 pg 挂了一次，为什么会 crash？",
     "排查结果：\n"
     "- 数据库最后一次已知正常运行的时间是 12:03:20 UTC（last known up）\n"
     "- 12:06:24 启动时判定为 not properly shut down，进入自动恢复\n"
     "- 恢复时在 0/16513D0 读到 invalid record length（wanted 24, got 0）\n"
     "- redo 在 0/1651398 完成\n"
     "- 这次宕机是宿主机在 12:04 左右掉电造成的\n"
     "- 12:06:24.507 起数据库已经可以接受连接\n"
     "建议再核对一下宿主机的电源和 UPS 记录。",
     [inv("inv-pg-01", 1, "search_logs", {"index": "pg-logs", "from": "2019-07-23T12:00:00Z", "size": 50},
          text(c, "inv-pg-01", PG11, (1, 12)))],
     "LOW_CONFID",
     [F("数据库最后一次已知正常运行的时间是 12:03:20 UTC（last known up）", "direct_evidence", "line 1 'last known up at 2019-07-23 12:03:20 UTC'"),
      F("12:06:24 启动时判定为 not properly shut down，进入自动恢复", "direct_evidence", "line at 12:06:24.478"),
      F("恢复时在 0/16513D0 读到 invalid record length（wanted 24, got 0）", "direct_evidence", "line at 12:06:24.485"),
      F("redo 在 0/1651398 完成", "direct_evidence", "'redo done at 0/1651398'"),
      F("这次宕机是宿主机在 12:04 左右掉电造成的", "no_evidence", "power loss appears in no output; logs only say not properly shut down"),
      F("12:06:24.507 起数据库已经可以接受连接", "direct_evidence", "'ready to accept connections' at 12:06:24.507")])

# bE-004
c = "bE-004"
case(c, ["source:postgresql", "format:nl_headings", "class:time_wrong"],
     "pg 重启后恢复花了多久？什么时候开始能连的？",
     "## 结论\n"
     "实例在 12:06:24 开始做 crash recovery。\n"
     "数据库直到 12:09:57 才进入 ready to accept connections 状态。\n\n"
     "## 细节\n"
     "redo 从 0/1651398 开始。\n"
     "恢复期间有一条 invalid record length at 0/16513D0 的日志。\n\n"
     "## 建议\n"
     "可以适当调高日志级别，方便下次观察恢复过程。",
     [inv("call_Zq81", 1, "query_logs", {"service": "postgresql", "start": "2019-07-23T12:06:00Z", "end": "2019-07-23T12:07:00Z"},
          logs(recs(c, "call_Zq81", PG11, "pg11", (1, 12))))],
     "REJECT",
     [F("实例在 12:06:24 开始做 crash recovery", "direct_evidence", "automatic recovery in progress at 12:06:24.478"),
      F("数据库直到 12:09:57 才进入 ready to accept connections 状态", "contradicted", "the ready record is at 12:06:24.507, not 12:09:57"),
      F("redo 从 0/1651398 开始", "direct_evidence", "'redo starts at 0/1651398'"),
      F("恢复期间有一条 invalid record length at 0/16513D0 的日志", "direct_evidence", "record at 12:06:24.485")])

# bE-005
c = "bE-005"
case(c, ["source:postgresql", "format:json_raw", "class:gap"],
     "pg 12:06 那次重启期间有没有 FATAL？恢复是几点完成的？",
     r'''{"answer_version": "v1", "diagnosis_summary": "只查到 pid 44 的 42704 报错", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "12:06:33 pid 44 报 ERROR 42704: unrecognized configuration parameter \"config_filel\"", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_a1", "tool_name": "query_logs", "source_invocation_ids": ["call_a1"], "evidence_excerpt": "ERROR:  42704: unrecognized configuration parameter \"config_filel\""}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "12:06 这次重启期间没有 FATAL 级别的日志", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_a2", "tool_name": "query_logs", "source_invocation_ids": ["call_a2"], "evidence_excerpt": "{\"total\": 0}"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "crash recovery 在 12:06:24.485 完成（redo done）", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_a3", "tool_name": "query_logs", "source_invocation_ids": ["call_a3"], "evidence_excerpt": "redo done at 0/1651398"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": ["redo 相关日志查询超时"], "user_facing_answer": "12:06:33 pid 44 报 ERROR 42704。12:06 这次重启期间没有 FATAL 级别的日志。crash recovery 在 12:06:24.485 完成。"}''',
     [inv("call_a1", 1, "query_logs", {"service": "postgresql", "level": "ERROR", "start": "2019-07-23T12:06:00Z", "end": "2019-07-23T12:07:00Z"},
          text(c, "call_a1", PG11, (17, 21))),
      inv("call_a2", 1, "query_logs", {"service": "postgresql", "level": "FATAL", "start": "2019-07-23T12:06:00Z", "end": "2019-07-23T12:07:00Z"},
          {"total": 0, "logs": []}),
      inv("call_a3", 1, "query_logs", {"service": "postgresql", "query": "\"redo done\""}, None, ok=False,
          err="query_logs: upstream timeout after 30000 ms")],
     "LOW_CONFID",
     [F("12:06:33 pid 44 报 ERROR 42704: unrecognized configuration parameter \"config_filel\"", "direct_evidence", "excerpt is in call_a1 output", cid="c1"),
      F("12:06 这次重启期间没有 FATAL 级别的日志", "no_evidence", "only a no-hit query; absence not proven", cid="c2"),
      F("crash recovery 在 12:06:24.485 完成（redo done）", "no_evidence", "bound to a failed call; no successful output holds redo done", cid="c3")],
     contract=True)

# bE-006
c = "bE-006"
case(c, ["source:postgresql", "format:nl_sloppy", "class:entity_swap"],
     "13:39 那会儿有两个连接直接被踢了，谁连的什么库？",
     "13:39:16 pid 5407 用 postgres 账号连 users 库，直接 FATAL，database \"users\" does not exist\n"
     "13:39:17 pid 5500 连的也是 users 库，报 database \"users\" does not exist\n"
     "clients 库那边 pid 5502 执行 select * from clients 耗时 9.482 ms\n"
     "建议让应用确认下库名配置",
     [inv("call_q1x", 1, "query_logs", {"service": "postgresql", "start": "2017-07-31T13:36:00+02:00", "end": "2017-07-31T13:40:00+02:00"},
          logs(recs(c, "call_q1x", PG96, "pg96", (5, 5), (30, 31), (44, 45))))],
     "REJECT",
     [F("13:39:16 pid 5407 用 postgres 账号连 users 库，直接 FATAL，database \"users\" does not exist", "direct_evidence", "pid 5407 record postgres@users FATAL"),
      F("13:39:17 pid 5500 连的也是 users 库，报 database \"users\" does not exist", "contradicted", "pid 5500's own record is postgres@user, database \"user\" does not exist"),
      F("clients 库那边 pid 5502 执行 select * from clients 耗时 9.482 ms", "direct_evidence", "pid 5502 record at 13:39:31")])

# bE-007
c = "bE-007"
case(c, ["source:postgresql", "format:json_indented", "class:quantity"],
     "clients 库上最近几条 SQL 的耗时怎么样？有没有慢的？",
     r'''{
  "answer_version": "v1",
  "diagnosis_summary": "pid 5502 在 clients 库上的语句耗时都在几十毫秒以内",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "pid 5502 在 clients 库执行 create table cats 耗时约 36 ms",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "inv_slow_01", "tool_name": "pg_slowlog",
         "source_invocation_ids": ["inv_slow_01"],
         "evidence_excerpt": "duration: 36.162 ms  statement: create table cats"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "create table dogs 耗时约 0.026 秒",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "inv_slow_01", "tool_name": "pg_slowlog",
         "source_invocation_ids": ["inv_slow_01"],
         "evidence_excerpt": "duration: 25.871 ms  statement: create table dogs"}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "log_finding",
      "claim_text": "select id from clients 耗时不到 1 毫秒（0.765 ms）",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "inv_slow_01", "tool_name": "pg_slowlog",
         "source_invocation_ids": ["inv_slow_01"],
         "evidence_excerpt": "duration: 0.765 ms  statement: select id from clients;"}
      ]
    },
    {
      "claim_id": "c4",
      "claim_type": "log_finding",
      "claim_text": "两条 insert into cats 分别耗时约 10.5 ms 和 5.2 ms",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "inv_slow_01", "tool_name": "pg_slowlog",
         "source_invocation_ids": ["inv_slow_01"],
         "evidence_excerpt": "duration: 10.540 ms  statement: insert into cats(name, toy, born) values('kate', 'ball', now());"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["如需长期观察，可开启 pg_stat_statements"],
  "missing_info": [],
  "user_facing_answer": "pid 5502 在 clients 库执行 create table cats 耗时约 36 ms。create table dogs 耗时约 0.026 秒。select id from clients 耗时不到 1 毫秒。两条 insert into cats 分别耗时约 10.5 ms 和 5.2 ms。"
}''',
     [inv("inv_slow_01", 1, "pg_slowlog", {"database": "clients", "min_duration_ms": 0},
          {"database": "clients", "entries": recs(c, "inv_slow_01", PG96, "pg96", (44, 45), (58, 61))})],
     "PASS",
     [F("pid 5502 在 clients 库执行 create table cats 耗时约 36 ms", "direct_evidence", "36.162 ms rounds to about 36 ms", cid="c1"),
      F("create table dogs 耗时约 0.026 秒", "direct_evidence", "25.871 ms = 0.0259 s", cid="c2"),
      F("select id from clients 耗时不到 1 毫秒（0.765 ms）", "direct_evidence", "duration 0.765 ms", cid="c3"),
      F("两条 insert into cats 分别耗时约 10.5 ms 和 5.2 ms", "direct_evidence", "10.540 ms and 5.156 ms", cid="c4")],
     contract=True)

# bE-008
c = "bE-008"
case(c, ["source:postgresql", "format:nl_paragraph", "class:unsupported_cause"],
     "users 库怎么突然连不上了？报库不存在",
     "数据库在 13:36:42 启动完成，ready to accept connections。13:39:16 pid 5407 以 postgres 用户连接 users 库失败，报 FATAL：database \"users\" does not exist。"
     "紧接着 13:39:17 pid 5500 连接 user 库也失败了，同样是库不存在。这两个库是前一天晚上的迁移脚本删掉的。建议核对一下迁移脚本的执行记录。",
     [inv("call_5c0d", 1, "query_logs", {"service": "postgresql", "level": ["LOG", "FATAL"], "start": "2017-07-31T13:36:00+02:00"},
          text(c, "call_5c0d", PG96, (1, 5), (30, 31)))],
     "LOW_CONFID",
     [F("数据库在 13:36:42 启动完成，ready to accept connections", "direct_evidence", "pid 4973 line at 13:36:42.616"),
      F("13:39:16 pid 5407 以 postgres 用户连接 users 库失败，报 FATAL：database \"users\" does not exist", "direct_evidence", "pid 5407 postgres@users FATAL line"),
      F("紧接着 13:39:17 pid 5500 连接 user 库也失败了，同样是库不存在", "direct_evidence", "pid 5500 postgres@user FATAL database \"user\" does not exist"),
      F("这两个库是前一天晚上的迁移脚本删掉的", "no_evidence", "no output mentions a migration script or a deletion")])

# bE-009
c = "bE-009"
case(c, ["source:postgresql", "format:json_with_text", "class:runbook_only"],
     "pg 日志里 incomplete startup packet 是什么？要紧吗？",
     "结论如下：\n"
     r'''{"answer_version": "v1", "diagnosis_summary": "incomplete startup packet 为探测类连接，数据库已正常接受连接", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "13:36:42.956 pid 4980 记录了一条 incomplete startup packet，用户和库都是 [unknown]", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_881", "tool_name": "query_logs", "source_invocation_ids": ["call_881"], "evidence_excerpt": "[4980] [unknown]@[unknown] LOG:  incomplete startup packet"}]}, {"claim_id": "c2", "claim_type": "root_cause", "claim_text": "根据知识库，这类 incomplete startup packet 一般由 TCP 健康检查探测产生，不影响业务", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-pg-0032", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_882"], "evidence_excerpt": "incomplete startup packet 通常出现在负载均衡或监控系统的 TCP 健康检查中"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "数据库在 13:36:42.616 已 ready to accept connections", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_881", "tool_name": "query_logs", "source_invocation_ids": ["call_881"], "evidence_excerpt": "database system is ready to accept connections"}]}], "hypotheses": [], "recommended_actions": ["确认监控探针的探测方式"], "missing_info": [], "user_facing_answer": "13:36:42.956 pid 4980 记录了一条 incomplete startup packet，用户和库都是 [unknown]。根据知识库，这类日志一般由 TCP 健康检查探测产生，不影响业务。数据库在 13:36:42.616 已 ready to accept connections。autovacuum launcher 也在 13:36:42 启动了。"}'''
     "\n如需进一步确认，可以抓一下探测源的连接。",
     [inv("call_881", 1, "query_logs", {"service": "postgresql", "start": "2017-07-31T13:36:00+02:00", "end": "2017-07-31T13:37:00+02:00", "limit": 5},
          text(c, "call_881", PG96, (1, 5))),
      inv("call_882", 1, "lookup_knowledge", {"query": "postgresql incomplete startup packet"},
          {"query": "postgresql incomplete startup packet",
           "chunks": [{"chunk_id": "kb-pg-0032", "source_doc": "runbook/postgresql-connections.md", "retrieval_layer": "runbook",
                       "relevance": "high", "deduped": False,
                       "content": "incomplete startup packet 通常出现在负载均衡或监控系统的 TCP 健康检查中：探测方建立 TCP 连接后不发送启动包就断开。PostgreSQL 只记录一条 LOG，不影响业务。"}]})],
     "PASS",
     [F("13:36:42.956 pid 4980 记录了一条 incomplete startup packet，用户和库都是 [unknown]", "direct_evidence", "line 5 of the output", cid="c1"),
      F("根据知识库，这类 incomplete startup packet 一般由 TCP 健康检查探测产生，不影响业务", "indirect_support", "only the knowledge chunk says so; attributed to the knowledge base", cid="c2"),
      F("数据库在 13:36:42.616 已 ready to accept connections", "direct_evidence", "pid 4973 line", cid="c3"),
      F("autovacuum launcher 也在 13:36:42 启动了", "direct_evidence", "'autovacuum launcher started' at 13:36:42.615; extra sentence of user_facing_answer", extra=True)],
     contract=True)

# bE-010
c = "bE-010"
case(c, ["source:mysql", "format:nl_bold_labels", "class:negation"],
     "mysql-0 初始化后重启了两次，启动过程有没有异常？",
     "**初始化**：13:44:29 server 初始化完成（initializing of server has completed）。\n"
     "**第一次启动**：13:44:31 mysqld 以 process 1688 启动。\n"
     "**关闭**：13:44:31 收到 user boot 发来的 SHUTDOWN。\n"
     "**第二次启动**：13:44:34 以 process 1834 启动，并在 3306 端口 ready for connections。\n"
     "**告警**：两次启动过程中都没有任何 Warning。",
     [inv("kl-0193", 1, "kubectl_logs", {"namespace": "db", "pod": "mysql-0", "container": "mysql", "since": "2h"},
          text(c, "kl-0193", MY8, (1, 12)))],
     "REJECT",
     [F("13:44:29 server 初始化完成（initializing of server has completed）", "direct_evidence", "MY-013170 line at 13:44:29"),
      F("13:44:31 mysqld 以 process 1688 启动", "direct_evidence", "MY-010116 'starting as process 1688'"),
      F("13:44:31 收到 user boot 发来的 SHUTDOWN", "direct_evidence", "MY-013172 'Received SHUTDOWN from user boot' at 13:44:31.555"),
      F("13:44:34 以 process 1834 启动，并在 3306 端口 ready for connections", "direct_evidence", "process 1834 start and MY-010931 ready line port 3306"),
      F("两次启动过程中都没有任何 Warning", "contradicted", "[Warning] MY-010068 at 13:44:31 and 13:44:34, MY-011810 at 13:44:31")])

# bE-011
c = "bE-011"
case(c, ["source:mysql", "format:json_raw", "class:fabricated_id"],
     "mysql 启动日志里的几条 Warning 分别是什么？",
     r'''{"answer_version": "v1", "diagnosis_summary": "共 4 条 Warning，均为安全配置提示", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "root@localhost 是以空密码创建的，告警码 MY-010453", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_m8w", "tool_name": "query_logs", "source_invocation_ids": ["call_m8w"], "evidence_excerpt": "{\"error_code\": \"MY-010453\", \"level\": \"Warning\"}"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "CA 证书 ca.pem 是自签名的，告警码 MY-010086", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_m8w", "tool_name": "query_logs", "source_invocation_ids": ["call_m8w"], "evidence_excerpt": "CA certificate ca.pem is self signed."}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "--pid-file 放在 /tmp 下，所有 OS 用户都能访问，告警码 MY-011810", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_m8w", "tool_name": "query_logs", "source_invocation_ids": ["call_m8w"], "evidence_excerpt": "Insecure configuration for --pid-file: Location '/tmp' in the path is accessible to all OS users."}]}], "hypotheses": [], "recommended_actions": ["为 root 设置密码", "把 pid-file 移出 /tmp"], "missing_info": [], "user_facing_answer": "root@localhost 是以空密码创建的（MY-010453）。CA 证书 ca.pem 是自签名的（MY-010086）。--pid-file 放在 /tmp 下，所有 OS 用户都能访问（MY-011810）。建议尽快为 root 设置密码。"}''',
     [inv("call_m8w", 1, "query_logs", {"service": "mysql", "level": "Warning", "start": "2019-03-24T13:40:00Z", "end": "2019-03-24T13:50:00Z"},
          logs(recs(c, "call_m8w", MY8, "mysql8", (2, 2), (5, 6), (10, 10))))],
     "REJECT",
     [F("root@localhost 是以空密码创建的，告警码 MY-010453", "direct_evidence", "Warning record MY-010453 'created with an empty password'", cid="c1"),
      F("CA 证书 ca.pem 是自签名的，告警码 MY-010086", "contradicted", "MY-010086 is in no output; the record's code is MY-010068 (fabricated, digits swapped)", cid="c2"),
      F("--pid-file 放在 /tmp 下，所有 OS 用户都能访问，告警码 MY-011810", "direct_evidence", "MY-011810 record", cid="c3")],
     contract=True)

# bE-012
c = "bE-012"
case(c, ["source:mysql", "format:nl_bullets", "class:paraphrase_zh"],
     "sherlock 这个账号的连接老是断，mysql error log 里能看到什么？",
     "error log 里相关的记录：\n"
     "- 13:44:34 mysqld 已就绪可以接受连接，版本 8.0.15，端口 3306\n"
     "- X Plugin 同时就绪，监听 33060 端口\n"
     "- 2023-03-12 15:30:16 连接 4016575 被中止，库是 testdb，用户是 sherlock\n"
     "- 这次中止的原因是读取通信包时出错\n"
     "- 2023-03-07 09:34:58 mysqld 强制关闭了用户 sherlock 的线程 14\n"
     "可以对照应用侧同一时间的连接池日志再看看。",
     [inv("es-q-7781", 1, "es_query", {"index": "mysql-error-*", "q": "*", "sort": "@timestamp"},
          text(c, "es-q-7781", MY8, (11, 14)))],
     "PASS",
     [F("13:44:34 mysqld 已就绪可以接受连接，版本 8.0.15，端口 3306", "direct_evidence", "MY-010931 'ready for connections. Version: 8.0.15 ... port: 3306'"),
      F("X Plugin 同时就绪，监听 33060 端口", "direct_evidence", "MY-011323 'X Plugin ready for connections ... port: 33060'"),
      F("2023-03-12 15:30:16 连接 4016575 被中止，库是 testdb，用户是 sherlock", "direct_evidence", "'Aborted connection 4016575 to db: testdb user: sherlock'"),
      F("这次中止的原因是读取通信包时出错", "direct_evidence", "paraphrase of '(Got an error reading communication packets)'"),
      F("2023-03-07 09:34:58 mysqld 强制关闭了用户 sherlock 的线程 14", "direct_evidence", "MY-010909 'Forcing close of thread 14  user: sherlock'")])

# bE-013
c = "bE-013"
case(c, ["source:mysql", "format:json_fenced", "class:unsupported_cause"],
     "mysql 初始化完成后为什么马上又 SHUTDOWN 了？",
     r'''```json
{
  "answer_version": "v1",
  "diagnosis_summary": "初始化完成后实例被 user boot 关闭，随后重新启动",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "13:44:29 server 初始化完成（MY-013170）", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_0x5e", "tool_name": "query_logs", "source_invocation_ids": ["call_0x5e"], "evidence_excerpt": "{\"error_code\": \"MY-013170\"}"}]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "13:44:31 线程 6 收到 user boot 发出的 SHUTDOWN（MY-013172）", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_0x5e", "tool_name": "query_logs", "source_invocation_ids": ["call_0x5e"], "evidence_excerpt": "Received SHUTDOWN from user boot."}]},
    {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "这次 SHUTDOWN 是初始化脚本执行完毕后主动停掉临时实例造成的", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_0x5e", "tool_name": "query_logs", "source_invocation_ids": ["call_0x5e"], "evidence_excerpt": "Shutting down mysqld (Version: 8.0.15)."}]},
    {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "13:44:33 mysqld 报 Shutdown complete", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_0x5e", "tool_name": "query_logs", "source_invocation_ids": ["call_0x5e"], "evidence_excerpt": "/usr/sbin/mysqld: Shutdown complete (mysqld 8.0.15)"}]}
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "13:44:29 server 初始化完成。13:44:31 线程 6 收到 user boot 发出的 SHUTDOWN。这次 SHUTDOWN 是初始化脚本执行完毕后主动停掉临时实例造成的。13:44:33 mysqld 报 Shutdown complete。"
}
```''',
     [inv("call_0x5e", 1, "query_logs", {"service": "mysql", "start": "2019-03-24T13:44:00Z", "end": "2019-03-24T13:44:35Z"},
          logs(recs(c, "call_0x5e", MY8, "mysql8", (1, 9))))],
     "LOW_CONFID",
     [F("13:44:29 server 初始化完成（MY-013170）", "direct_evidence", "MY-013170 record 'initializing of server has completed'", cid="c1"),
      F("13:44:31 线程 6 收到 user boot 发出的 SHUTDOWN（MY-013172）", "direct_evidence", "record thread 6, MY-013172 at 13:44:31.555", cid="c2"),
      F("这次 SHUTDOWN 是初始化脚本执行完毕后主动停掉临时实例造成的", "no_evidence", "no output mentions an init script; the excerpt only shows the shutdown itself", cid="c3"),
      F("13:44:33 mysqld 报 Shutdown complete", "direct_evidence", "MY-010910 record at 13:44:33", cid="c4")],
     contract=True)

# bE-014
c = "bE-014"
case(c, ["source:mysql", "format:nl_sloppy", "class:hedged_distractor"],
     "sherlock 账号的连接被断开，大概什么原因？",
     "sherlock 的连接 4016575 在 2023-03-12 15:30:16 被 abort 了，报 Got an error reading communication packets\n"
     "可能是客户端那边 wait_timeout 到了直接断开，也不排除中间网络抖了一下\n"
     "推测跟 03-07 那次 thread 14 被强制关闭是同一个根因\n"
     "同一用户 sherlock 在 2023-03-07 09:34:58 还有一次线程 14 被 Forcing close 的记录\n"
     "建议查下应用连接池的 idle 配置",
     [inv("call_91b2", 1, "query_logs", {"service": "mysql", "query": "sherlock OR Aborted"},
          text(c, "call_91b2", MY8, (9, 14)))],
     "PASS",
     [F("sherlock 的连接 4016575 在 2023-03-12 15:30:16 被 abort 了，报 Got an error reading communication packets", "direct_evidence", "Aborted connection 4016575 line"),
      F("同一用户 sherlock 在 2023-03-07 09:34:58 还有一次线程 14 被 Forcing close 的记录", "direct_evidence", "MY-010909 line at 2023-03-07T09:34:58")])

# bE-015
c = "bE-015"
case(c, ["source:nginx", "format:nl_paragraph", "class:misattribution"],
     "nginx error.log 里都报了些啥？哪个 worker 有问题？",
     "worker 54053#0 在 2016/10/25 有两次 open() 失败，都是 No such file or directory。连接 *1 请求的是 /favicon.ico。连接 *3 请求的是 /adsasd。"
     "另外 worker 54053#0 还通过 FastCGI 输出了 PHP Warning，提示 FEE_Field_Terms::wrap 的声明不兼容。建议把 favicon.ico 补上。",
     [inv("call_ng01", 1, "query_logs", {"service": "nginx", "file": "/var/log/nginx/error.log"},
          text(c, "call_ng01", NGX, (1, 6)))],
     "REJECT",
     [F("worker 54053#0 在 2016/10/25 有两次 open() 失败，都是 No such file or directory", "direct_evidence", "two 2016/10/25 lines of 54053#0"),
      F("连接 *1 请求的是 /favicon.ico", "direct_evidence", "*1 GET /favicon.ico"),
      F("连接 *3 请求的是 /adsasd", "direct_evidence", "*3 GET /adsasd at 2016/10/25 14:50:44"),
      F("另外 worker 54053#0 还通过 FastCGI 输出了 PHP Warning，提示 FEE_Field_Terms::wrap 的声明不兼容", "contradicted", "the FastCGI PHP Warning is logged only by worker 205860#205860; 54053#0 has its own open() lines")])

# bE-016
c = "bE-016"
case(c, ["source:nginx", "format:json_compact", "class:excerpt_format"],
     "localhost:8080 上哪些请求 open() 失败了？",
     r'''{"answer_version":"v1","diagnosis_summary":"3 次 open() 失败，均为文件不存在","claims":[{"claim_id":"c1","claim_type":"log_finding","claim_text":"连接 *3 在 2016/10/25 14:50:44 请求 /adsasd 时 open() 失败，No such file or directory","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"call_e41","tool_name":"query_logs","source_invocation_ids":["call_e41"],"evidence_excerpt":"connection=*3 level=error pid=54053#0"}]},{"claim_id":"c2","claim_type":"log_finding","claim_text":"2019/11/05 14:50:44 同一连接号 *3 再次 open() 失败，这次的请求是 GET /pysio","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"call_e41","tool_name":"query_logs","source_invocation_ids":["call_e41"],"evidence_excerpt":"{\"connection\":\"*3\",\"ts\":\"2019/11/05 14:50:44\",\"level\":\"error\"}"}]},{"claim_id":"c3","claim_type":"log_finding","claim_text":"连接 *1 请求 /favicon.ico 时文件不存在，referrer 为 http://localhost:8080/","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"call_e41","tool_name":"query_logs","source_invocation_ids":["call_e41"],"evidence_excerpt":"open() \"/usr/local/Cellar/nginx/1.10.2_1/html/favicon.ico\" failed (2: No such file or directory), client: 127.0.0.1, server: localhost, request: \"GET /favicon.ico HTTP/1.1\", host: \"localhost:8080\", referrer: \"http://localhost:8080/\""}]}],"hypotheses":[],"recommended_actions":["补齐静态资源或为缺失路径配置 try_files"],"missing_info":[],"user_facing_answer":"连接 *3 在 2016/10/25 14:50:44 请求 /adsasd 时 open() 失败。2019/11/05 14:50:44 同一连接号 *3 再次 open() 失败，请求是 GET /pysio。连接 *1 请求 /favicon.ico 时文件不存在。"}''',
     [inv("call_e41", 1, "query_logs", {"service": "nginx", "query": "open() failed", "host": "localhost:8080"},
          logs(recs(c, "call_e41", NGX, "nginx", (1, 2), (6, 6))))],
     "PASS",
     [F("连接 *3 在 2016/10/25 14:50:44 请求 /adsasd 时 open() 失败，No such file or directory", "direct_evidence", "k=v excerpt are fields of the *3 record; message shows /adsasd failed", cid="c1"),
      F("2019/11/05 14:50:44 同一连接号 *3 再次 open() 失败，这次的请求是 GET /pysio", "direct_evidence", "JSON excerpt pairs are fields of the 2019/11/05 record (request GET /pysio)", cid="c2"),
      F("连接 *1 请求 /favicon.ico 时文件不存在，referrer 为 http://localhost:8080/", "direct_evidence", "excerpt is the *1 record's message", cid="c3")],
     contract=True)

# bE-017
c = "bE-017"
case(c, ["source:nginx", "format:nl_headings", "class:count_wrong"],
     "统计一下 nginx error.log 里的错误，各是什么类型？",
     "## 统计\n"
     "这段时间 nginx error.log 共 5 条 error 日志。\n"
     "其中 3 条是 open() 打开文件失败（No such file or directory）。\n"
     "1 条是 FastCGI 在 stderr 输出的 PHP Warning，来自 worker 205860#205860。\n"
     "## 建议\n"
     "静态文件缺失的问题可以先补文件，PHP 插件的问题交给开发处理。",
     [inv("toolu_01NgxCount", 1, "query_logs", {"service": "nginx", "level": "error"},
          logs(recs(c, "toolu_01NgxCount", NGX, "nginx", (1, 6))))],
     "REJECT",
     [F("这段时间 nginx error.log 共 5 条 error 日志", "contradicted", "total is 4 records"),
      F("其中 3 条是 open() 打开文件失败（No such file or directory）", "direct_evidence", "records 1, 2 and 4 are open() failures"),
      F("1 条是 FastCGI 在 stderr 输出的 PHP Warning，来自 worker 205860#205860", "direct_evidence", "record 3, pid 205860#205860")])

# bE-018
c = "bE-018"
case(c, ["source:nginx", "format:json_malformed", "class:faithful"],
     "2019 年那两条 nginx 报错具体是什么？",
     r'''{
  "answer_version": "v1",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "2019/10/30 23:26:34 worker 205860#205860 的连接 *180289 收到 FastCGI 从 stderr 输出的 PHP Warning",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "inv_77", "tool_name": "query_logs", "source_invocation_ids": ["inv_77"], "evidence_excerpt": "*180289 FastCGI sent in stderr"}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "其中一条 Warning 指出 FEE_Field_Tags::wrap 的声明应与 FEE_Field_Terms::wrap 兼容",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "inv_77", "tool_name": "query_logs", "source_invocation_ids": ["inv_77"], "evidence_excerpt": "Declaration of FEE_Field_Tags::wrap"}]},
    {"claim_id": "c3", "claim_type": "log_finding",
     "claim_text": "2019/11/05 14:50:44 连接 *3 请求 /pysio 时 open() 失败，No such file or directory",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "inv_77", "tool_name": "query_logs", "source_invocation_ids": ["inv_77"], "evidence_excerpt": "request: \"GET /pysio HTTP/1.1\""}]},
  ],
  "recommended_actions": ["通知插件开发修复 front-end-editor 的方法签名"],
}''',
     [inv("inv_77", 1, "query_logs", {"service": "nginx", "start": "2019-10-01", "end": "2019-12-01"},
          text(c, "inv_77", NGX, (3, 6)))],
     "PASS",
     [F("2019/10/30 23:26:34 worker 205860#205860 的连接 *180289 收到 FastCGI 从 stderr 输出的 PHP Warning", "direct_evidence", "line 3 of the output"),
      F("其中一条 Warning 指出 FEE_Field_Tags::wrap 的声明应与 FEE_Field_Terms::wrap 兼容", "direct_evidence", "continuation line 'Declaration of FEE_Field_Tags::wrap(...) should be compatible with FEE_Field_Terms::wrap'"),
      F("2019/11/05 14:50:44 连接 *3 请求 /pysio 时 open() 失败，No such file or directory", "direct_evidence", "last line of the output")],
     contract=False)

# bE-019
c = "bE-019"
case(c, ["source:elasticsearch", "format:nl_paragraph", "class:value_wrong"],
     "ES 节点 vWNJsZ3 启动后一直刷磁盘水位日志，现在磁盘还剩多少？",
     "节点 vWNJsZ3 在 08:19:48 启动完成。从 08:20:18 开始持续触发 low disk watermark [85%]。08:20:18 那次剩余空间只有 23.4gb（13.9%）。"
     "08:21:18 起剩余空间是 33.4gb（14.3%）。日志提示 replicas will not be assigned to this node。建议先清理 data 目录所在磁盘。",
     [inv("call_es_101", 1, "query_logs", {"service": "elasticsearch", "node": "vWNJsZ3", "start": "2018-05-17T08:19:00", "end": "2018-05-17T08:22:00"},
          text(c, "call_es_101", ES, (29, 36)))],
     "REJECT",
     [F("节点 vWNJsZ3 在 08:19:48 启动完成", "direct_evidence", "'[vWNJsZ3] started' at 08:19:48,895"),
      F("从 08:20:18 开始持续触发 low disk watermark [85%]", "direct_evidence", "DiskThresholdMonitor lines from 08:20:18 on"),
      F("08:20:18 那次剩余空间只有 23.4gb（13.9%）", "contradicted", "the 08:20:18 record says free: 32.4gb[13.9%]"),
      F("08:21:18 起剩余空间是 33.4gb（14.3%）", "direct_evidence", "08:21:18 and 08:21:48 records free: 33.4gb[14.3%]"),
      F("日志提示 replicas will not be assigned to this node", "direct_evidence", "tail of each watermark line")])

# bE-020
c = "bE-020"
_free = []
for _n in [32] + list(range(34, 51)) + [55]:
    _m = re.search(r"free: [\d.]+gb\[([\d.]+)%\]", src_lines(ES)[_n - 1])
    _free.append(float(_m.group(1)))
WINDOWS.extend({"case_id": c, "invocation_id": "qm-es-disk", "source": ES, "lines": [a, b]} for a, b in [(32, 32), (34, 50), (55, 55)])
case(c, ["source:elasticsearch", "format:json_indented", "class:quantity"],
     "vWNJsZ3 这个节点的内存和磁盘情况怎么样？",
     r'''{
  "answer_version": "v1",
  "diagnosis_summary": "堆约 1 GB，磁盘剩余比例一直低于 15%",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "节点 vWNJsZ3 的堆内存大约 1 GB",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "call_es_env", "tool_name": "query_logs", "source_invocation_ids": ["call_es_env"], "evidence_excerpt": "heap size [990.7mb]"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "数据盘总空间约 234 GB，启动时可用约 32 GB",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "call_es_env", "tool_name": "query_logs", "source_invocation_ids": ["call_es_env"], "evidence_excerpt": "net usable_space [32.4gb], net total_space [233.5gb]"}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "metric_finding",
      "claim_text": "磁盘剩余比例最高也只有约 14%",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "metric", "source_id": "qm-es-disk", "tool_name": "query_metrics", "source_invocation_ids": ["qm-es-disk"], "evidence_excerpt": "{\"metric\": \"es_disk_free_percent\", \"max\": 14.3}"}
      ]
    },
    {
      "claim_id": "c4",
      "claim_type": "metric_finding",
      "claim_text": "磁盘剩余比例最新值为 0.143",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "metric", "source_id": "qm-es-disk", "tool_name": "query_metrics", "source_invocation_ids": ["qm-es-disk"], "evidence_excerpt": "{\"last\": 14.3, \"unit\": \"%\"}"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["扩容数据盘或清理旧索引"],
  "missing_info": [],
  "user_facing_answer": "节点 vWNJsZ3 的堆内存大约 1 GB。数据盘总空间约 234 GB，启动时可用约 32 GB。磁盘剩余比例最高也只有约 14%，最新值为 0.143。建议扩容或清理旧索引。"
}''',
     [inv("call_es_env", 1, "query_logs", {"service": "elasticsearch", "logger": "o.e.e.NodeEnvironment"},
          text(c, "call_es_env", ES, (2, 3))),
      inv("qm-es-disk", 1, "query_metrics", {"metric": "es_disk_free_percent", "node": "vWNJsZ3", "start": "2018-05-17T08:20:00", "end": "2018-05-17T08:30:00"},
          {"alerts": [], "series": [{"metric": "es_disk_free_percent", "service": "elasticsearch", "max": max(_free),
                                     "avg": round(sum(_free) / len(_free), 3), "last": _free[-1], "unit": "%"}]})],
     "PASS",
     [F("节点 vWNJsZ3 的堆内存大约 1 GB", "direct_evidence", "heap size [990.7mb] is about 1 GB", cid="c1"),
      F("数据盘总空间约 234 GB，启动时可用约 32 GB", "direct_evidence", "233.5gb total, 32.4gb usable", cid="c2"),
      F("磁盘剩余比例最高也只有约 14%", "direct_evidence", "series max 14.3 %", cid="c3"),
      F("磁盘剩余比例最新值为 0.143", "direct_evidence", "series last 14.3 % = 0.143", cid="c4")],
     contract=True)

# bE-021
c = "bE-021"
case(c, ["source:elasticsearch", "format:nl_bullets", "class:status_wrong"],
     "ES 重启后集群状态恢复了吗？",
     "启动过程关键节点：\n"
     "- 08:19:48 节点 vWNJsZ3 被选为 master（zen-disco-elected-as-master）\n"
     "- HTTP 服务 publish 在 127.0.0.1:9200\n"
     "- 08:19:49 从 cluster_state 恢复了 1 个索引\n"
     "- 08:19:50 集群健康状态从 YELLOW 恢复为 GREEN\n"
     "后续可以再用 _cluster/health 复核一下。",
     [inv("toolu_01EsBoot", 1, "query_logs", {"service": "elasticsearch", "start": "2018-05-17T08:19:40", "end": "2018-05-17T08:19:55"},
          logs(recs(c, "toolu_01EsBoot", ES, "es", (26, 31))))],
     "REJECT",
     [F("08:19:48 节点 vWNJsZ3 被选为 master（zen-disco-elected-as-master）", "direct_evidence", "MasterService record at 08:19:48,816"),
      F("HTTP 服务 publish 在 127.0.0.1:9200", "direct_evidence", "Netty4HttpServerTransport publish_address {127.0.0.1:9200}"),
      F("08:19:49 从 cluster_state 恢复了 1 个索引", "direct_evidence", "'recovered [1] indices into cluster_state'"),
      F("08:19:50 集群健康状态从 YELLOW 恢复为 GREEN", "contradicted", "record says health changed from [RED] to [YELLOW]")])

# bE-022
c = "bE-022"
case(c, ["source:elasticsearch", "format:json_with_text", "class:bad_reference"],
     "ES 关机前最后做了哪些操作？",
     "结果：\n"
     r'''{"answer_version": "v1", "diagnosis_summary": "关机前创建了测试索引，随后正常停止", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "08:29:09 创建了索引 filebeat-test-input，shards [5]/[1]", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_es_7", "tool_name": "query_logs", "source_invocation_ids": ["call_es_7"], "evidence_excerpt": "[filebeat-test-input] creating index, cause [auto(bulk api)]"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "08:29:25 节点 vWNJsZ3 执行 stopping 后进入 closed", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "T3", "tool_name": "query_logs", "source_invocation_ids": [], "evidence_excerpt": "[vWNJsZ3] closed"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "08:29:09 创建了索引 filebeat-test-input，shards [5]/[1]。08:29:25 节点 vWNJsZ3 执行 stopping 后进入 closed。"}'''
     "\n以上。",
     [inv("call_es_2", 1, "query_logs", {"service": "elasticsearch", "start": "2018-05-17T08:29:00", "end": "2018-05-17T08:30:00"},
          text(c, "call_es_2", ES, (51, 59)))],
     "LOW_CONFID",
     [F("08:29:09 创建了索引 filebeat-test-input，shards [5]/[1]", "indirect_support", "content is in call_es_2 but the binding names call_es_7, which does not exist", cid="c1"),
      F("08:29:25 节点 vWNJsZ3 执行 stopping 后进入 closed", "indirect_support", "content is in call_es_2 but the binding names trace ref T3; only T1 exists", cid="c2")],
     contract=True)

# bE-023
c = "bE-023"
case(c, ["source:elasticsearch", "format:nl_bold_labels", "class:runbook_only"],
     "ES 为什么一直是 YELLOW？",
     "**现象**：按运维手册，磁盘低水位默认阈值是 85%，超过之后不会再往该节点分配副本。\n"
     "**根因**：根据知识库里的历史案例，单节点集群长期 YELLOW 通常就是副本无法分配导致的。\n"
     "**建议**：清理磁盘，或者把副本数调成 0。",
     [inv("call_y1", 1, "query_logs", {"service": "elasticsearch", "logger": "DiskThresholdMonitor OR AllocationService"},
          text(c, "call_y1", ES, (31, 32), (34, 35))),
      inv("call_y2", 1, "lookup_knowledge", {"query": "elasticsearch yellow low disk watermark"},
          {"query": "elasticsearch yellow low disk watermark",
           "chunks": [{"chunk_id": "kb-es-114", "source_doc": "runbook/es-disk-watermark.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
                       "content": "磁盘低水位（cluster.routing.allocation.disk.watermark.low）默认阈值为 85%，超过后不会再往该节点分配副本分片，已有分片不受影响。"},
                      {"chunk_id": "case-es-2019-031", "source_doc": "postmortem/es-single-node-yellow.md", "retrieval_layer": "past_incident", "relevance": "medium", "deduped": False,
                       "content": "历史案例：单节点集群长期 YELLOW，通常就是副本无法分配导致的，把 number_of_replicas 设为 0 后恢复 GREEN。"}]})],
     "LOW_CONFID",
     [F("按运维手册，磁盘低水位默认阈值是 85%，超过之后不会再往该节点分配副本", "indirect_support", "explicitly attributed to the runbook (kb-es-114)"),
      F("根据知识库里的历史案例，单节点集群长期 YELLOW 通常就是副本无法分配导致的", "indirect_support", "only the past-incident chunk says so")])

# bE-024
c = "bE-024"
case(c, ["source:elasticsearch", "format:json_raw", "class:unsupported_cause"],
     "ES 低水位告警是谁把磁盘吃满的？",
     r'''{"answer_version": "v1", "diagnosis_summary": "低水位由其他应用占用磁盘触发", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "08:20:18 节点 vWNJsZ3 触发 low disk watermark [85%]，剩余 32.4gb（13.9%）", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_wm_1", "tool_name": "query_logs", "source_invocation_ids": ["call_wm_1"], "evidence_excerpt": "{\"node\": \"vWNJsZ3\", \"logger\": \"o.e.c.r.a.DiskThresholdMonitor\", \"ts\": \"2018-05-17T08:20:18,871\"}"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "08:20:19 自动创建了索引 metricbeat-7.0.0-alpha1-2018.05.17", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_wm_1", "tool_name": "query_logs", "source_invocation_ids": ["call_wm_1"], "evidence_excerpt": "[metricbeat-7.0.0-alpha1-2018.05.17] creating index, cause [auto(bulk api)]"}]}, {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "触发低水位的根因是 data 目录所在磁盘被其他应用的缓存文件占满", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_wm_1", "tool_name": "query_logs", "source_invocation_ids": ["call_wm_1"], "evidence_excerpt": "low disk watermark [85%] exceeded"}]}], "hypotheses": [], "recommended_actions": ["清理 data 目录所在磁盘上的其他文件"], "missing_info": [], "user_facing_answer": "08:20:18 节点 vWNJsZ3 触发 low disk watermark [85%]，剩余 32.4gb。08:20:19 自动创建了索引 metricbeat-7.0.0-alpha1-2018.05.17。触发低水位的根因是 data 目录所在磁盘被其他应用的缓存文件占满。"}''',
     [inv("call_wm_1", 1, "query_logs", {"service": "elasticsearch", "start": "2018-05-17T08:20:00", "end": "2018-05-17T08:21:00"},
          logs(recs(c, "call_wm_1", ES, "es", (31, 34))))],
     "LOW_CONFID",
     [F("08:20:18 节点 vWNJsZ3 触发 low disk watermark [85%]，剩余 32.4gb（13.9%）", "direct_evidence", "JSON pairs are fields of the 08:20:18 record", cid="c1"),
      F("08:20:19 自动创建了索引 metricbeat-7.0.0-alpha1-2018.05.17", "direct_evidence", "MetaDataCreateIndexService record", cid="c2"),
      F("触发低水位的根因是 data 目录所在磁盘被其他应用的缓存文件占满", "no_evidence", "no output names other applications or cache files", cid="c3")],
     contract=True)

# bE-025
c = "bE-025"
case(c, ["source:elasticsearch", "format:nl_sloppy", "class:entity_swap"],
     "08:29 那几个测试索引是怎么建出来的？uuid 分别多少？",
     "test-filebeat-modules 是 08:29:12 自动建的，shards [5]/[1]\n"
     "filebeat-test-input 在 08:29:09 创建，随后 update_mapping [doc]\n"
     "test-filebeat-modules 的 index uuid 是 aOGgDwbURfCV57AScqbCgw\n"
     "两个索引都是 auto(bulk api) 触发创建的\n"
     "要不要删掉可以再确认下",
     [inv("call_idx_3", 1, "query_logs", {"service": "elasticsearch", "query": "MetaDataCreateIndexService OR MetaDataMappingService", "start": "2018-05-17T08:29:00"},
          text(c, "call_idx_3", ES, (51, 54)))],
     "REJECT",
     [F("test-filebeat-modules 是 08:29:12 自动建的，shards [5]/[1]", "direct_evidence", "08:29:12,177 creating index test-filebeat-modules shards [5]/[1]"),
      F("filebeat-test-input 在 08:29:09 创建，随后 update_mapping [doc]", "direct_evidence", "08:29:09,245 create and 08:29:09,576 update_mapping"),
      F("test-filebeat-modules 的 index uuid 是 aOGgDwbURfCV57AScqbCgw", "contradicted", "aOGgDwbURfCV57AScqbCgw belongs to filebeat-test-input; test-filebeat-modules has npNY8YrBQtC7JpFOh1sB0w"),
      F("两个索引都是 auto(bulk api) 触发创建的", "direct_evidence", "both creating-index lines say cause [auto(bulk api)]")])

# bE-026
c = "bE-026"
case(c, ["source:kafka", "format:nl_paragraph", "class:faithful"],
     "broker 10 上 test-3-0 这个分区报错了，具体什么情况？",
     "12:57:17 broker 10 为 test-3-0 添加了指向 broker 30（10.122.220.20，端口 9095）的 fetcher。"
     "12:57:17.896 leaderId=30 的 ReplicaFetcher 报 WARN，leader 对 test-3-0 回复了 unknown offset。"
     "12:57:18 同一个 fetcher 报 ERROR：Error for partition test-3-0 at offset 0。"
     "异常是 UnknownTopicOrPartitionException（This server does not host this topic-partition）。"
     "12:58:47 进程收到 SIGTERM。随后 KafkaServer id=10 开始 controlled shutdown。",
     [inv("call_k26", 1, "query_logs", {"service": "kafka", "broker": "10", "start": "2018-10-17T12:57:00", "end": "2018-10-17T12:59:00"},
          text(c, "call_k26", KAF, (55, 64)))],
     "PASS",
     [F("12:57:17 broker 10 为 test-3-0 添加了指向 broker 30（10.122.220.20，端口 9095）的 fetcher", "direct_evidence", "'Added fetcher ... test-3-0 ... BrokerEndPoint(30,10.122.220.20,9095)'"),
      F("12:57:17.896 leaderId=30 的 ReplicaFetcher 报 WARN，leader 对 test-3-0 回复了 unknown offset", "direct_evidence", "WARN line at 12:57:17,896"),
      F("12:57:18 同一个 fetcher 报 ERROR：Error for partition test-3-0 at offset 0", "direct_evidence", "ERROR line at 12:57:18,400 leaderId=30"),
      F("异常是 UnknownTopicOrPartitionException（This server does not host this topic-partition）", "direct_evidence", "exception line following the ERROR"),
      F("12:58:47 进程收到 SIGTERM", "direct_evidence", "'Terminating process due to signal SIGTERM' at 12:58:47,490"),
      F("随后 KafkaServer id=10 开始 controlled shutdown", "direct_evidence", "'[KafkaServer id=10] Starting controlled shutdown' at 12:58:47,494")])

# bE-027
c = "bE-027"
case(c, ["source:kafka", "format:json_fenced", "class:misattribution"],
     "两个 ReplicaFetcher（leaderId=20 和 leaderId=30）哪个报了 UnknownTopicOrPartitionException？",
     r'''```json
{
  "answer_version": "v1",
  "diagnosis_summary": "leaderId=20 的 fetcher 对 test-3-0 报 UnknownTopicOrPartitionException",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "12:54:31 leaderId=20 的 ReplicaFetcher 启动（Starting）", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_f20", "tool_name": "query_logs", "source_invocation_ids": ["call_f20"], "evidence_excerpt": "[ReplicaFetcher replicaId=10, leaderId=20, fetcherId=0] Starting"}]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "12:57:18 leaderId=20 的 ReplicaFetcher 对 test-3-0 报 UnknownTopicOrPartitionException", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_f20", "tool_name": "query_logs", "source_invocation_ids": ["call_f20"], "evidence_excerpt": "org.apache.kafka.common.errors.UnknownTopicOrPartitionException: This server does not host this topic-partition."}]},
    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "leaderId=30 的 fetcher 在 12:57:17 对 test-3-0 报 WARN：leader replied with an unknown offset", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_f20", "tool_name": "query_logs", "source_invocation_ids": ["call_f20"], "evidence_excerpt": "leader replied with an unknown offset in test-3-0"}]}
  ],
  "hypotheses": [],
  "recommended_actions": ["检查 broker 20 上 test-3-0 的副本分配"],
  "missing_info": [],
  "user_facing_answer": "12:54:31 leaderId=20 的 ReplicaFetcher 启动。12:57:18 leaderId=20 的 ReplicaFetcher 对 test-3-0 报 UnknownTopicOrPartitionException。leaderId=30 的 fetcher 在 12:57:17 对 test-3-0 报 WARN。"
}
```''',
     [inv("call_f20", 1, "query_logs", {"service": "kafka", "component": "kafka.server.ReplicaFetcherThread", "level": ["INFO", "WARN", "ERROR"]},
          logs(recs(c, "call_f20", KAF, "kafka", (32, 33), (38, 38), (58, 61))))],
     "REJECT",
     [F("12:54:31 leaderId=20 的 ReplicaFetcher 启动（Starting）", "direct_evidence", "Starting record at 12:54:31,483", cid="c1"),
      F("12:57:18 leaderId=20 的 ReplicaFetcher 对 test-3-0 报 UnknownTopicOrPartitionException", "contradicted", "the exception is on the leaderId=30 ERROR record; leaderId=20 has its own records (Starting, WARN on test-0/test-3)", cid="c2"),
      F("leaderId=30 的 fetcher 在 12:57:17 对 test-3-0 报 WARN：leader replied with an unknown offset", "direct_evidence", "WARN record 12:57:17,896 leaderId=30", cid="c3")],
     contract=True)

# bE-028
c = "bE-028"
case(c, ["source:kafka", "format:nl_bullets", "class:count_wrong"],
     "12:51 前后 broker 10 上 ISR 有什么变化？",
     "ISR 变化如下：\n"
     "- 12:51:56 broker 10 上共有 3 个分区扩了 ISR\n"
     "- test-5、test-3、test-2 的 ISR 都从 10,30 扩到 10,30,20\n"
     "- test-2-1 的 ISR 从 10 扩到 10,20\n"
     "建议再观察一下 broker 20 的 replica lag。",
     [inv("inv-isr-5", 1, "query_logs", {"service": "kafka", "query": "\"Expanding ISR\"", "broker": "10"},
          logs(recs(c, "inv-isr-5", KAF, "kafka", (25, 28))))],
     "REJECT",
     [F("12:51:56 broker 10 上共有 3 个分区扩了 ISR", "contradicted", "4 Expanding ISR records (test-5, test-3, test-2, test-2-1); total 4"),
      F("test-5、test-3、test-2 的 ISR 都从 10,30 扩到 10,30,20", "direct_evidence", "three records 'Expanding ISR from 10,30 to 10,30,20'"),
      F("test-2-1 的 ISR 从 10 扩到 10,20", "direct_evidence", "test-2-1 record")])

# bE-029
c = "bE-029"
case(c, ["source:kafka", "format:json_indented", "class:fabricated_id"],
     "12:50:23 那一波 fetcher 切换具体发生了什么？",
     r'''{
  "answer_version": "v1",
  "diagnosis_summary": "leader 变更后 broker 10 重建了 fetcher",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "12:50:23 broker 10 为 test-0 新增 fetcher，目标 broker 30 的地址是 10.122.220.21",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "call_fx9", "tool_name": "query_logs", "source_invocation_ids": ["call_fx9"], "evidence_excerpt": "Added fetcher for partitions List([test-0, initOffset 0 to broker BrokerEndPoint(30,10.122.220.20,9095)] )"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "leaderId=20 的 fetcher 在 12:50:23 关闭时报 ClosedSelectorException，sessionId=1901923426",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "call_fx9", "tool_name": "query_logs", "source_invocation_ids": ["call_fx9"], "evidence_excerpt": "Error sending fetch request (sessionId=1901923426, epoch=30531) to node 20: java.nio.channels.ClosedSelectorException."}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "log_finding",
      "claim_text": "test-3 从 offset 0 开始 Leader Epoch 1，之前的 epoch 是 0",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "call_fx9", "tool_name": "query_logs", "source_invocation_ids": ["call_fx9"], "evidence_excerpt": "test-3 starts at Leader Epoch 1 from offset 0. Previous Leader Epoch was: 0"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "12:50:23 broker 10 为 test-0 新增 fetcher，目标 broker 30 的地址是 10.122.220.21。leaderId=20 的 fetcher 关闭时报 ClosedSelectorException。test-3 从 offset 0 开始 Leader Epoch 1。"
}''',
     [inv("call_fx9", 1, "query_logs", {"service": "kafka", "start": "2018-10-17T12:50:23", "end": "2018-10-17T12:50:24"},
          text(c, "call_fx9", KAF, (6, 14)))],
     "REJECT",
     [F("12:50:23 broker 10 为 test-0 新增 fetcher，目标 broker 30 的地址是 10.122.220.21", "contradicted", "10.122.220.21 is in no output; the endpoint is 10.122.220.20 (one character off)", cid="c1"),
      F("leaderId=20 的 fetcher 在 12:50:23 关闭时报 ClosedSelectorException，sessionId=1901923426", "direct_evidence", "line at 12:50:23,323", cid="c2"),
      F("test-3 从 offset 0 开始 Leader Epoch 1，之前的 epoch 是 0", "direct_evidence", "Partition test-3 line", cid="c3")],
     contract=True)

# bE-030
c = "bE-030"
case(c, ["source:kafka", "format:nl_headings", "class:status_wrong"],
     "KafkaServer id=10 下线那次 controlled shutdown 成功了吗？",
     "## 关闭过程\n"
     "12:58:47 进程收到 SIGTERM。\n"
     "KafkaServer id=10 随即开始 controlled shutdown。\n"
     "leaderId=20 的 fetcher 关闭时报 ClosedSelectorException（sessionId=1016438239）。\n"
     "## 结论\n"
     "Controlled shutdown 最终失败了。\n"
     "## 建议\n"
     "检查 controller 日志里的分区迁移记录。",
     [inv("call_sd_1", 1, "query_logs", {"service": "kafka", "query": "KafkaServer OR SIGTERM OR leaderId=20", "start": "2018-10-17T12:58:00"},
          text(c, "call_sd_1", KAF, (62, 64), (84, 87)))],
     "REJECT",
     [F("12:58:47 进程收到 SIGTERM", "direct_evidence", "line at 12:58:47,490"),
      F("KafkaServer id=10 随即开始 controlled shutdown", "direct_evidence", "'Starting controlled shutdown' at 12:58:47,494"),
      F("leaderId=20 的 fetcher 关闭时报 ClosedSelectorException（sessionId=1016438239）", "direct_evidence", "line at 12:58:47,601"),
      F("Controlled shutdown 最终失败了", "contradicted", "'[KafkaServer id=10] Controlled shutdown succeeded' at 12:58:47,604")])

# bE-031
c = "bE-031"
case(c, ["source:kafka", "format:json_raw", "class:gap"],
     "broker 10 下线时的 ClosedSelectorException 要不要紧？",
     r'''{"answer_version": "v1", "diagnosis_summary": "关闭过程中的 ClosedSelectorException", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "12:58:47 leaderId=30 的 fetcher 关闭时报 ClosedSelectorException（sessionId=461323381）", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_cs1", "tool_name": "query_logs", "source_invocation_ids": ["call_cs1"], "evidence_excerpt": "Error sending fetch request (sessionId=461323381, epoch=31537) to node 30: java.nio.channels.ClosedSelectorException."}]}, {"claim_id": "c2", "claim_type": "root_cause", "claim_text": "ClosedSelectorException 是 fetcher 关闭时 selector 先被关掉产生的正常现象，不代表网络故障", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-kafka-fetcher-07", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_cs2"], "evidence_excerpt": "fetcher 线程关闭时 selector 先于请求被关闭"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "12:58:47 leaderId=30 的 fetcher 关闭时报 ClosedSelectorException。ClosedSelectorException 是 fetcher 关闭时 selector 先被关掉产生的正常现象，不代表网络故障。"}''',
     [inv("call_cs1", 1, "query_logs", {"service": "kafka", "query": "ClosedSelectorException", "start": "2018-10-17T12:58:00"},
          text(c, "call_cs1", KAF, (77, 80))),
      inv("call_cs2", 1, "lookup_knowledge", {"query": "kafka ReplicaFetcher ClosedSelectorException shutdown"},
          {"query": "kafka ReplicaFetcher ClosedSelectorException shutdown",
           "chunks": [{"chunk_id": "kb-kafka-fetcher-07", "source_doc": "runbook/kafka-replication.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": True,
                       "content": "fetcher 线程关闭时 selector 先于请求被关闭，会打印 ClosedSelectorException，属正常现象，不代表网络故障。"}]})],
     "LOW_CONFID",
     [F("12:58:47 leaderId=30 的 fetcher 关闭时报 ClosedSelectorException（sessionId=461323381）", "direct_evidence", "line at 12:58:47,577", cid="c1"),
      F("ClosedSelectorException 是 fetcher 关闭时 selector 先被关掉产生的正常现象，不代表网络故障", "no_evidence", "only in a deduped knowledge chunk", cid="c2")],
     contract=True)

# bE-032
c = "bE-032"
case(c, ["source:kafka", "format:nl_sloppy", "class:quantity"],
     "test-3-2 / test-3-0 这两个新分区建得正常吗？配置是啥？",
     "test-3-2 的 log 加载用了 2 ms\n"
     "test-3-0 那边稍慢，约 0.005 秒\n"
     "两个分区都是 1 个 segment，log end offset 都是 0\n"
     "max.message.bytes 配的是 1000012，差不多 1 MB\n"
     "segment.bytes 是 1073741824，也就是 1 GiB\n"
     "有需要的话可以再对比下 broker 30 上的副本",
     [inv("call_new_p", 1, "query_logs", {"service": "kafka", "query": "test-3-2 OR test-3-0", "start": "2018-10-17T12:57:17", "end": "2018-10-17T12:57:18"},
          text(c, "call_new_p", KAF, (41, 54)))],
     "PASS",
     [F("test-3-2 的 log 加载用了 2 ms", "direct_evidence", "'Completed load of log ... in 2 ms' for test-3-2"),
      F("test-3-0 那边稍慢，约 0.005 秒", "direct_evidence", "test-3-0 load in 5 ms = 0.005 s"),
      F("两个分区都是 1 个 segment，log end offset 都是 0", "direct_evidence", "both 'Completed load of log with 1 segments ... log end offset 0'"),
      F("max.message.bytes 配的是 1000012，差不多 1 MB", "direct_evidence", "max.message.bytes -> 1000012"),
      F("segment.bytes 是 1073741824，也就是 1 GiB", "direct_evidence", "segment.bytes -> 1073741824 = 1 GiB")])

# bE-033
c = "bE-033"
case(c, ["source:kafka", "format:json_with_text", "class:hedged_distractor"],
     "test-0 / test-3 的 unknown offset WARN 是怎么回事？",
     r'''{"answer_version": "v1", "diagnosis_summary": "follower 截断检查时 leader 返回 unknown offset，截断无实际影响", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "leaderId=30 的 fetcher 在 12:50:23 对 test-0 报 WARN：leader replied with an unknown offset", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_uo", "tool_name": "query_logs", "source_invocation_ids": ["call_uo"], "evidence_excerpt": "{\"level\": \"WARN\", \"ts\": \"2018-10-17 12:50:23,421\"}"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "test-0 在 12:54:31 截断到 0 没有效果，因为 log 里最大 offset 是 -1", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_uo", "tool_name": "query_logs", "source_invocation_ids": ["call_uo"], "evidence_excerpt": "Truncating to 0 has no effect as the largest offset in the log is -1"}]}, {"claim_id": "c3", "claim_type": "hypothesis", "claim_text": "可能是 broker 20 在 12:54 之前重启过，导致 leader epoch 信息丢失", "support_level": "none", "evidence_bindings": []}], "hypotheses": ["broker 20 之前可能重启过"], "recommended_actions": ["检查 broker 20 的 server.log"], "missing_info": ["broker 20 的日志"], "user_facing_answer": "leaderId=30 的 fetcher 在 12:50:23 对 test-0 报 WARN：leader replied with an unknown offset。test-0 在 12:54:31 截断到 0 没有效果，因为 log 里最大 offset 是 -1。推测 broker 20 之前重启过，也不排除和 ISR 变化有关。建议检查 broker 20 的 server.log。"}'''
     "\n如需我继续看 broker 20 的日志，请告诉我。",
     [inv("call_uo", 1, "query_logs", {"service": "kafka", "query": "\"unknown offset\" OR Truncating"},
          logs(recs(c, "call_uo", KAF, "kafka", (22, 23), (33, 34), (38, 39))))],
     "PASS",
     [F("leaderId=30 的 fetcher 在 12:50:23 对 test-0 报 WARN：leader replied with an unknown offset", "direct_evidence", "JSON pairs match the 12:50:23,421 WARN record", cid="c1"),
      F("test-0 在 12:54:31 截断到 0 没有效果，因为 log 里最大 offset 是 -1", "direct_evidence", "Log partition=test-0 record at 12:54:31,504", cid="c2"),
      F("可能是 broker 20 在 12:54 之前重启过，导致 leader epoch 信息丢失", "no_evidence", "hypothesis, non-critical; nothing shows a restart of broker 20", crit=False, cid="c3")],
     contract=True)

# bE-034
c = "bE-034"
case(c, ["source:kafka", "format:nl_bold_labels", "class:negation"],
     "broker 10（KafkaServer id=10）为什么下线了？下线前有异常日志吗？",
     "**关闭时间**：12:58:47 进程收到 SIGTERM。\n"
     "**关闭方式**：KafkaServer id=10 走的是 controlled shutdown。\n"
     "**异常情况**：下线前 broker 10 没有任何 WARN 或 ERROR 日志。\n"
     "**建议**：确认是谁发的 SIGTERM。",
     [inv("call_dn_4", 1, "query_logs", {"service": "kafka", "broker": "10", "start": "2018-10-17T12:57:00", "end": "2018-10-17T12:59:00"},
          text(c, "call_dn_4", KAF, (55, 64)))],
     "REJECT",
     [F("12:58:47 进程收到 SIGTERM", "direct_evidence", "'Terminating process due to signal SIGTERM'"),
      F("KafkaServer id=10 走的是 controlled shutdown", "direct_evidence", "'[KafkaServer id=10] Starting controlled shutdown'"),
      F("下线前 broker 10 没有任何 WARN 或 ERROR 日志", "contradicted", "WARN at 12:57:17,896 and ERROR at 12:57:18,400 from broker 10's fetcher (replicaId=10)")])

# bE-035
c = "bE-035"
case(c, ["source:kafka", "format:json_malformed", "class:time_wrong"],
     "broker 10 是几点收到 SIGTERM 的？和 test-3-0 的报错是不是同一时间？",
     "{'answer_version': 'v1',\n"
     " 'claims': [\n"
     "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '12:57:18 leaderId=30 的 fetcher 报 Error for partition test-3-0 at offset 0', 'support_level': 'direct',\n"
     "   'evidence_bindings': [{'source_type': 'log', 'source_id': 'call_t35', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_t35'], 'evidence_excerpt': 'Error for partition test-3-0 at offset 0'}]},\n"
     "  {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': '进程在 12:57:18 收到 SIGTERM', 'support_level': 'direct',\n"
     "   'evidence_bindings': [{'source_type': 'log', 'source_id': 'call_t35', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_t35'], 'evidence_excerpt': 'Terminating process due to signal SIGTERM'}]},\n"
     "  {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': '随后 KafkaServer id=10 开始 controlled shutdown', 'support_level': 'direct',\n"
     "   'evidence_bindings': [{'source_type': 'log', 'source_id': 'call_t35', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_t35'], 'evidence_excerpt': 'Starting controlled shutdown'}]}\n"
     " ]}",
     [inv("call_t35", 1, "query_logs", {"service": "kafka", "start": "2018-10-17T12:57:18", "end": "2018-10-17T12:58:48"},
          text(c, "call_t35", KAF, (60, 64)))],
     "REJECT",
     [F("12:57:18 leaderId=30 的 fetcher 报 Error for partition test-3-0 at offset 0", "direct_evidence", "ERROR line at 12:57:18,400"),
      F("进程在 12:57:18 收到 SIGTERM", "contradicted", "SIGTERM line is at 12:58:47,490"),
      F("随后 KafkaServer id=10 开始 controlled shutdown", "direct_evidence", "line at 12:58:47,494")],
     contract=False)

# bE-036
c = "bE-036"
case(c, ["source:kafka", "format:nl_paragraph", "class:unsupported_cause"],
     "谁把 kafka broker 10 停掉的？",
     "12:58:47 broker 10 的进程收到 SIGTERM。KafkaServer id=10 随后开始 controlled shutdown。12:58:47.604 日志显示 Controlled shutdown succeeded。"
     "这个 SIGTERM 是滚动升级时 kubelet 发出的。建议确认升级窗口有没有提前通知业务方。",
     [inv("toolu_01Kf36", 1, "query_logs", {"service": "kafka", "broker": "10", "query": "SIGTERM OR KafkaServer"},
          text(c, "toolu_01Kf36", KAF, (62, 64), (87, 87)))],
     "LOW_CONFID",
     [F("12:58:47 broker 10 的进程收到 SIGTERM", "direct_evidence", "SIGTERM line at 12:58:47,490"),
      F("KafkaServer id=10 随后开始 controlled shutdown", "direct_evidence", "line at 12:58:47,494"),
      F("12:58:47.604 日志显示 Controlled shutdown succeeded", "direct_evidence", "line at 12:58:47,604"),
      F("这个 SIGTERM 是滚动升级时 kubelet 发出的", "no_evidence", "no output names the sender of SIGTERM or an upgrade")])

# bE-037
c = "bE-037"
case(c, ["source:system", "format:nl_bullets", "class:faithful"],
     "帮忙过一下这几台机器的 auth 日志，有没有可疑登录？",
     "auth 日志要点：\n"
     "- Feb 21 21:54:44 vagrant 用 publickey 从 10.0.2.2 端口 63673 登录 localhost 成功\n"
     "- Feb 21 21:56:12 有人用不存在的用户 test 从 10.0.2.2 尝试登录\n"
     "- Feb 20 08:35:22 slave22 上 root 从 216.160.83.57 端口 29160 密码登录失败\n"
     "- Feb 24 00:13:02 precise32 上用户 tsg 不在 sudoers 里，试图以 root 执行 /bin/ls\n"
     "- Feb 22 11:47:05 localhost 新建了 apache 用户，UID 48，shell 为 /sbin/nologin\n"
     "建议对 216.160.83.57 做一下来源核查。",
     [inv("call_auth_1", 1, "search_syslog", {"file": "/var/log/auth.log", "hosts": ["localhost", "slave22", "precise32"]},
          text(c, "call_auth_1", AUTH, (1, 10)))],
     "PASS",
     [F("Feb 21 21:54:44 vagrant 用 publickey 从 10.0.2.2 端口 63673 登录 localhost 成功", "direct_evidence", "'Accepted publickey for vagrant from 10.0.2.2 port 63673'"),
      F("Feb 21 21:56:12 有人用不存在的用户 test 从 10.0.2.2 尝试登录", "direct_evidence", "paraphrase of 'Invalid user test from 10.0.2.2'"),
      F("Feb 20 08:35:22 slave22 上 root 从 216.160.83.57 端口 29160 密码登录失败", "direct_evidence", "'Failed password for root from 216.160.83.57 port 29160' on slave22"),
      F("Feb 24 00:13:02 precise32 上用户 tsg 不在 sudoers 里，试图以 root 执行 /bin/ls", "direct_evidence", "'tsg : user NOT in sudoers ; ... USER=root ; COMMAND=/bin/ls'"),
      F("Feb 22 11:47:05 localhost 新建了 apache 用户，UID 48，shell 为 /sbin/nologin", "direct_evidence", "useradd line")])

# bE-038
c = "bE-038"
case(c, ["source:system", "format:json_raw", "class:misattribution"],
     "localhost 这台机器上 root 有没有被人试密码？",
     r'''{"answer_version": "v1", "diagnosis_summary": "localhost 上存在 root 密码登录失败", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "localhost 上 root 从 216.160.83.57 密码登录失败", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "ss-3391", "tool_name": "search_syslog", "source_invocation_ids": ["ss-3391"], "evidence_excerpt": "Failed password for root from 216.160.83.57 port 29160 ssh2"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "localhost 上 vagrant 从 192.168.33.1 密码登录成功", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "ss-3391", "tool_name": "search_syslog", "source_invocation_ids": ["ss-3391"], "evidence_excerpt": "{\"host\": \"localhost\", \"pid\": \"7483\"}"}]}], "hypotheses": [], "recommended_actions": ["禁止 root 密码登录"], "missing_info": [], "user_facing_answer": "localhost 上 root 从 216.160.83.57 密码登录失败。localhost 上 vagrant 从 192.168.33.1 密码登录成功。建议禁止 root 密码登录。"}''',
     [inv("ss-3391", 1, "search_syslog", {"program": "sshd", "hosts": ["localhost", "slave22"]},
          logs(recs(c, "ss-3391", AUTH, "syslog", (1, 4))))],
     "REJECT",
     [F("localhost 上 root 从 216.160.83.57 密码登录失败", "contradicted", "that Failed password record is on host slave22; localhost has its own sshd records (Accepted, Invalid user)", cid="c1"),
      F("localhost 上 vagrant 从 192.168.33.1 密码登录成功", "direct_evidence", "localhost sshd[7483] 'Accepted password for vagrant from 192.168.33.1'", cid="c2")],
     contract=True)

# bE-039
c = "bE-039"
case(c, ["source:system", "format:nl_paragraph", "class:status_wrong"],
     "vagrant 用户前几天的 ssh 登录都成功了吗？",
     "Feb 23 00:13:35 vagrant 从 192.168.33.1 端口 58803 的密码登录失败了。Feb 21 21:54:44 vagrant 从 10.0.2.2 用 publickey 登录成功。"
     "Feb 21 21:56:12 10.0.2.2 还尝试过不存在的用户 test。建议确认一下 vagrant 的密码有没有被改过。",
     [inv("call_v39", 1, "search_syslog", {"host": "localhost", "program": "sshd"},
          text(c, "call_v39", AUTH, (1, 3)))],
     "REJECT",
     [F("Feb 23 00:13:35 vagrant 从 192.168.33.1 端口 58803 的密码登录失败了", "contradicted", "the record says 'Accepted password for vagrant from 192.168.33.1 port 58803'"),
      F("Feb 21 21:54:44 vagrant 从 10.0.2.2 用 publickey 登录成功", "direct_evidence", "Accepted publickey line"),
      F("Feb 21 21:56:12 10.0.2.2 还尝试过不存在的用户 test", "direct_evidence", "'Invalid user test from 10.0.2.2'")])

# bE-040
c = "bE-040"
case(c, ["source:system", "format:json_fenced", "class:paraphrase_zh"],
     "最近谁在用 sudo？有没有新建账号？",
     r'''```json
{"answer_version": "v1",
 "diagnosis_summary": "sudo 使用与账号变更记录",
 "claims": [
  {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "precise32 上用户 tsg 不在 sudoers 列表里，当时尝试以 root 身份执行 /bin/ls", "support_level": "direct",
   "evidence_bindings": [{"source_type": "log", "source_id": "call_sudo", "tool_name": "search_syslog", "source_invocation_ids": ["call_sudo"], "evidence_excerpt": "user NOT in sudoers ; TTY=pts/1 ; PWD=/home/vagrant ; USER=root ; COMMAND=/bin/ls"}]},
  {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "localhost 上 vagrant 通过 sudo 以 root 身份查看了 /var/log/secure", "support_level": "direct",
   "evidence_bindings": [{"source_type": "log", "source_id": "call_sudo", "tool_name": "search_syslog", "source_invocation_ids": ["call_sudo"], "evidence_excerpt": "COMMAND=/bin/cat /var/log/secure"}]},
  {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "Feb 22 11:47:05 localhost 新建了 apache 组，GID 为 48", "support_level": "direct",
   "evidence_bindings": [{"source_type": "log", "source_id": "call_sudo", "tool_name": "search_syslog", "source_invocation_ids": ["call_sudo"], "evidence_excerpt": "new group: name=apache, GID=48"}]}
 ],
 "hypotheses": [], "recommended_actions": [], "missing_info": [],
 "user_facing_answer": "precise32 上用户 tsg 不在 sudoers 列表里，当时尝试以 root 身份执行 /bin/ls。localhost 上 vagrant 通过 sudo 以 root 身份查看了 /var/log/secure。Feb 22 11:47:05 localhost 新建了 apache 组，GID 为 48。"}
```''',
     [inv("call_sudo", 1, "search_syslog", {"program": ["sudo", "groupadd", "useradd"]},
          {"hits": recs(c, "call_sudo", AUTH, "syslog", (5, 5), (7, 10)), "took_ms": 12})],
     "PASS",
     [F("precise32 上用户 tsg 不在 sudoers 列表里，当时尝试以 root 身份执行 /bin/ls", "direct_evidence", "precise32 sudo record", cid="c1"),
      F("localhost 上 vagrant 通过 sudo 以 root 身份查看了 /var/log/secure", "direct_evidence", "sudo record COMMAND=/bin/cat /var/log/secure USER=root", cid="c2"),
      F("Feb 22 11:47:05 localhost 新建了 apache 组，GID 为 48", "direct_evidence", "groupadd record", cid="c3")],
     contract=True)

# bE-041
c = "bE-041"
case(c, ["source:system", "format:nl_sloppy", "class:fabricated_id"],
     "slave22 上有没有奇怪的 ssh 连接？",
     "slave22 上 Feb 19 15:30:04 有个 2.125.160.218 连上来没发 identification string 就断了\n"
     "Feb 20 08:35:22 root 从 216.160.83.57 端口 29160 密码错误\n"
     "localhost 那边 Feb 21 21:56:12 有 Invalid user test from 10.0.2.2\n"
     "疑似扫描器，建议先把这几个 IP 加黑名单",
     [inv("call_s41", 1, "search_syslog", {"program": "sshd", "since": "Feb 19"},
          text(c, "call_s41", AUTH, (3, 6)))],
     "REJECT",
     [F("slave22 上 Feb 19 15:30:04 有个 2.125.160.218 连上来没发 identification string 就断了", "contradicted", "2.125.160.218 appears nowhere; the record has 2.125.160.217 (one character off)"),
      F("Feb 20 08:35:22 root 从 216.160.83.57 端口 29160 密码错误", "direct_evidence", "Failed password line on slave22"),
      F("localhost 那边 Feb 21 21:56:12 有 Invalid user test from 10.0.2.2", "direct_evidence", "line 1 of the output")])

# bE-042
c = "bE-042"
case(c, ["source:system", "format:json_indented", "class:gap"],
     "slave22 上 216.160.83.57 有没有在试 root 密码？localhost 上 vagrant 最近怎么登录的？",
     r'''{
  "answer_version": "v1",
  "diagnosis_summary": "localhost 登录正常；slave22 存在来自 216.160.83.57 的 root 密码尝试",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "localhost 上 vagrant 在 Feb 21 21:54:44 用 publickey 从 10.0.2.2 登录成功",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "inv-a", "tool_name": "search_syslog", "source_invocation_ids": ["inv-a"],
         "evidence_excerpt": "Accepted publickey for vagrant from 10.0.2.2 port 63673 ssh2"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "slave22 上 root 账号在 Feb 20 被 216.160.83.57 尝试过密码登录",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "inv-b", "tool_name": "search_syslog", "source_invocation_ids": ["inv-b"],
         "evidence_excerpt": "Failed password for root from 216.160.83.57"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["给 slave22 的 auth 日志查询开读权限后复查"],
  "missing_info": ["slave22 的 auth 日志"],
  "user_facing_answer": "localhost 上 vagrant 在 Feb 21 21:54:44 用 publickey 从 10.0.2.2 登录成功。slave22 上 root 账号在 Feb 20 被 216.160.83.57 尝试过密码登录。"
}''',
     [inv("inv-a", 1, "search_syslog", {"host": "localhost", "program": "sshd"},
          text(c, "inv-a", AUTH, (1, 3))),
      inv("inv-b", 1, "search_syslog", {"host": "slave22", "program": "sshd", "query": "216.160.83.57"}, None, ok=False,
          err="search_syslog: permission denied reading /var/log/secure on slave22")],
     "LOW_CONFID",
     [F("localhost 上 vagrant 在 Feb 21 21:54:44 用 publickey 从 10.0.2.2 登录成功", "direct_evidence", "line in inv-a", cid="c1"),
      F("slave22 上 root 账号在 Feb 20 被 216.160.83.57 尝试过密码登录", "no_evidence", "bound to a failed call; no successful output has slave22 lines (IP is in the query, so not fabricated)", cid="c2")],
     contract=True)

# bE-043
c = "bE-043"
case(c, ["source:system", "format:nl_headings", "class:time_wrong"],
     "apache 账号是什么时候建的？顺便看下 sudo 权限异常",
     "## 账号变更\n"
     "Feb 22 11:47:50 localhost 上 useradd 创建了 apache 用户。\n"
     "groupadd 在 Feb 22 11:47:05 新建了 apache 组，GID=48。\n"
     "## 权限\n"
     "Feb 24 00:13:02 precise32 上 tsg 不在 sudoers 中。\n"
     "## 建议\n"
     "确认 tsg 是否需要 sudo 权限。",
     [inv("call_u43", 1, "search_syslog", {"program": ["useradd", "groupadd", "sudo"]},
          text(c, "call_u43", AUTH, (8, 10)))],
     "REJECT",
     [F("Feb 22 11:47:50 localhost 上 useradd 创建了 apache 用户", "contradicted", "useradd[6995] record is at Feb 22 11:47:05"),
      F("groupadd 在 Feb 22 11:47:05 新建了 apache 组，GID=48", "direct_evidence", "groupadd[6991] record"),
      F("Feb 24 00:13:02 precise32 上 tsg 不在 sudoers 中", "direct_evidence", "precise32 sudo record")])

# bE-044
c = "bE-044"
case(c, ["source:haproxy", "format:json_raw", "class:excerpt_format"],
     "app.domain.com 这几分钟有哪些非 200/302 的响应？",
     r'''{"answer_version": "v1", "diagnosis_summary": "node16 有 403，node7 有 404", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "node16 对 GET /app/event/ 返回 403，响应 142 字节", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_hx", "tool_name": "query_logs", "source_invocation_ids": ["call_hx"], "evidence_excerpt": "server=node16 status=403 bytes=142"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "app-node2 上 GET /static/files/3rsdfas3.js 返回 200，响应 325791 字节", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_hx", "tool_name": "query_logs", "source_invocation_ids": ["call_hx"], "evidence_excerpt": "{\"bytes\": 325791, \"server\": \"app-node2\", \"status\": 200}"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "node7 对 GET /favicon.ico 返回 404", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_hx", "tool_name": "query_logs", "source_invocation_ids": ["call_hx"], "evidence_excerpt": "-:11178 [22/Jun/2021:12:03:08.833] www-https~ app/node7 app.domain.com 0/0/1/29/30 404 448 - - ---- 3/3/0/0/0 0/0 \"GET /favicon.ico HTTP/1.1\""}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "node16 对 GET /app/event/ 返回 403。app-node2 上 /static/files/3rsdfas3.js 返回 200，响应 325791 字节。node7 对 GET /favicon.ico 返回 404。"}''',
     [inv("call_hx", 1, "query_logs", {"service": "haproxy", "host": "node2", "frontend": "www-https~"},
          logs(recs(c, "call_hx", HAP_LOG, "syslog", (3, 9))))],
     "PASS",
     [F("node16 对 GET /app/event/ 返回 403，响应 142 字节", "direct_evidence", "k=v pairs are fields of the node16 /app/event/ record", cid="c1"),
      F("app-node2 上 GET /static/files/3rsdfas3.js 返回 200，响应 325791 字节", "direct_evidence", "JSON pairs (reordered) are fields of that record", cid="c2"),
      F("node7 对 GET /favicon.ico 返回 404", "direct_evidence", "excerpt is the record's message", cid="c3")],
     contract=True)

# bE-045
c = "bE-045"
case(c, ["source:haproxy", "format:nl_paragraph", "class:misattribution"],
     "app 后端哪几台返回了 403？",
     "node16 在 12:02:59 对 GET /app/event/ 返回了 403。node7 在 12:03:08 对 /favicon.ico 返回 404。node7 还对 GET /app/event/ 返回过 403。"
     "app-node2 对 GET / 返回 302。建议先查 /app/event/ 的权限配置。",
     [inv("call_h45", 1, "query_logs", {"service": "haproxy", "backend": "app", "start": "2021-06-22T12:02:00", "end": "2021-06-22T12:04:00"},
          text(c, "call_h45", HAP_LOG, (3, 9)))],
     "REJECT",
     [F("node16 在 12:02:59 对 GET /app/event/ 返回了 403", "direct_evidence", "app/node16 403 line at 12:02:59"),
      F("node7 在 12:03:08 对 /favicon.ico 返回 404", "direct_evidence", "app/node7 404 line at 12:03:08"),
      F("node7 还对 GET /app/event/ 返回过 403", "contradicted", "only node16 logs /app/event/ 403; node7's own lines are 200 (/23rfsa/) and 404 (/favicon.ico)"),
      F("app-node2 对 GET / 返回 302", "direct_evidence", "app/app-node2 302 line")])

# bE-046
c = "bE-046"
case(c, ["source:haproxy", "format:nl_bullets", "class:quantity"],
     "node2 上 haproxy 这几分钟的请求情况汇总一下",
     "汇总：\n"
     "- node2 这段时间共 7 条 haproxy 访问日志\n"
     "- 其中状态码 200 的有 4 条\n"
     "- 403 和 404 各 1 条\n"
     "- /static/files/3rsdfas3.js 的响应约 318 KiB\n"
     "可以再拉长时间窗口看看趋势。",
     [inv("call_h46", 1, "query_logs", {"service": "haproxy", "host": "node2", "start": "2021-06-22T12:02:00", "end": "2021-06-22T12:04:00"},
          logs(recs(c, "call_h46", HAP_LOG, "syslog", (3, 9))))],
     "PASS",
     [F("node2 这段时间共 7 条 haproxy 访问日志", "direct_evidence", "total 7, all host node2"),
      F("其中状态码 200 的有 4 条", "direct_evidence", "status 200 on 4 records (/app/login/, /23rfsa/, /static/..., /qfe32/)"),
      F("403 和 404 各 1 条", "direct_evidence", "one 403 (/app/event/) and one 404 (/favicon.ico)"),
      F("/static/files/3rsdfas3.js 的响应约 318 KiB", "direct_evidence", "325791 bytes = 318.2 KiB")])

# bE-047
c = "bE-047"
case(c, ["source:haproxy", "format:json_with_text", "class:bad_reference"],
     "node3 和 localhost 上的 haproxy 分别看到了什么？",
     "根据两次查询：\n"
     r'''{"answer_version": "v1", "diagnosis_summary": "node3 有 404，localhost 有 304", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "node3 上 app/server 对 GET /dsffdssdf 返回 404", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_hp_2", "tool_name": "query_logs", "source_invocation_ids": ["call_hp_2"], "evidence_excerpt": "app/server app.domain.eu 0/0/2/45/47 404 448"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "localhost 上 docs_microservice/docs 返回 304", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "T4", "tool_name": "query_logs", "source_invocation_ids": [], "evidence_excerpt": "docs_microservice/docs 0/0/1/0/2 304 168"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "node3 上 app/server 对 GET /dsffdssdf 返回 404。localhost 上 docs_microservice/docs 返回 304。"}''',
     [inv("call_hp_1", 1, "query_logs", {"service": "haproxy", "host": ["localhost", "server1", "node3"]},
          text(c, "call_hp_1", HAP_LOG, (1, 2), (10, 10))),
      inv("call_hp_2", 1, "query_logs", {"service": "haproxy", "host": "node2", "limit": 2},
          text(c, "call_hp_2", HAP_LOG, (3, 4)))],
     "LOW_CONFID",
     [F("node3 上 app/server 对 GET /dsffdssdf 返回 404", "indirect_support", "content is in call_hp_1, but the binding names call_hp_2 whose output lacks the excerpt", cid="c1"),
      F("localhost 上 docs_microservice/docs 返回 304", "indirect_support", "content is in call_hp_1, but the binding names trace ref T4; only T1 and T2 exist", cid="c2")],
     contract=True)

# bE-048
c = "bE-048"
case(c, ["source:haproxy", "format:nl_bold_labels", "class:hedged_distractor"],
     "为什么 /dsffdssdf 和 /favicon.ico 这种请求会 404？",
     "**结论**：node3 上 app/server 对 GET /dsffdssdf 返回 404。\n"
     "**补充**：node2 这台 haproxy 上，后端 node7 对 /favicon.ico 也返回了 404。\n"
     "**推测**：可能是前端发布时漏掉了静态文件，也不排除是爬虫在扫路径。\n"
     "**建议**：核对一下最近一次前端发布包的内容。",
     [inv("call_h48", 1, "query_logs", {"service": "haproxy", "status": "4xx OR 2xx", "start": "2021-06-22T12:02:00"},
          text(c, "call_h48", HAP_LOG, (3, 10)))],
     "PASS",
     [F("node3 上 app/server 对 GET /dsffdssdf 返回 404", "direct_evidence", "node3 line app/server 404 /dsffdssdf"),
      F("node2 这台 haproxy 上，后端 node7 对 /favicon.ico 也返回了 404", "direct_evidence", "node2 line app/node7 404 /favicon.ico")])

# bE-049
c = "bE-049"
case(c, ["source:haproxy", "format:json_fenced", "class:value_wrong"],
     "node16 和 node7 这两台后端的响应大小正常吗？",
     r'''```json
{
  "answer_version": "v1",
  "diagnosis_summary": "node16 的登录页响应偏大",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "node16 对 GET /app/login/ 返回 200，响应 3907 字节", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_b49", "tool_name": "query_logs", "source_invocation_ids": ["call_b49"], "evidence_excerpt": "{\"server\": \"node16\", \"status\": 200}"}]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "node7 对 GET /23rfsa/ 返回 200，响应 1235 字节", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_b49", "tool_name": "query_logs", "source_invocation_ids": ["call_b49"], "evidence_excerpt": "{\"server\": \"node7\", \"bytes\": 1235}"}]},
    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "node16 对 GET /app/event/ 返回 403", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_b49", "tool_name": "query_logs", "source_invocation_ids": ["call_b49"], "evidence_excerpt": "server=node16 status=403"}]}
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "node16 对 GET /app/login/ 返回 200，响应 3907 字节。node7 对 GET /23rfsa/ 返回 200，响应 1235 字节。node16 对 GET /app/event/ 返回 403。"
}
```''',
     [inv("call_b49", 1, "query_logs", {"service": "haproxy", "server": ["node16", "node7"], "start": "2021-06-22T12:02:59", "end": "2021-06-22T12:03:02"},
          logs(recs(c, "call_b49", HAP_LOG, "syslog", (4, 6))))],
     "REJECT",
     [F("node16 对 GET /app/login/ 返回 200，响应 3907 字节", "contradicted", "the /app/login/ record has bytes 3097, not 3907", cid="c1"),
      F("node7 对 GET /23rfsa/ 返回 200，响应 1235 字节", "direct_evidence", "node7 record bytes 1235", cid="c2"),
      F("node16 对 GET /app/event/ 返回 403", "direct_evidence", "node16 403 record", cid="c3")],
     contract=True)

# bE-050
c = "bE-050"
case(c, ["source:haproxy", "format:nl_sloppy", "class:negation"],
     "app 后端最近有没有 4xx？用户说页面打不开",
     "node7、node16 和 server 这几台都有流量\n"
     "app 后端这段时间没有任何 4xx 响应\n"
     "可以先看下前面的 CDN 或者客户端网络",
     [inv("toolu_01Hp50", 1, "query_logs", {"service": "haproxy", "backend": "app"},
          text(c, "toolu_01Hp50", HAP_LOG, (5, 10)))],
     "REJECT",
     [F("node7、node16 和 server 这几台都有流量", "direct_evidence", "lines for app/node7, app/node16 and app/server"),
      F("app 后端这段时间没有任何 4xx 响应", "contradicted", "403 from node16 and 404 from node7 and server in the output")])

# bE-051
c = "bE-051"
case(c, ["source:mongodb", "format:nl_paragraph", "class:paraphrase_zh"],
     "mongodb 日志最后那几条 E 级别的是什么问题？",
     "2019-03-07 15:10:26 复制线程 NetworkInterfaceASIO-Replication-0 成功连上 dbbox7:27017，耗时 10ms。"
     "2020-03-31 21:19:46 一次写操作报错，错误码 E11000，重复键出现在索引 test.people.$_id_ 上。"
     "21:19:47 连接 127.0.0.1:27017 时被目标机器主动拒绝。建议先确认写入方是否重复插入了相同 _id。",
     [inv("call_mg51", 1, "query_logs", {"service": "mongodb", "start": "2019-01-01", "end": "2020-12-31", "limit": 3},
          text(c, "call_mg51", MGO, (35, 37)))],
     "PASS",
     [F("2019-03-07 15:10:26 复制线程 NetworkInterfaceASIO-Replication-0 成功连上 dbbox7:27017，耗时 10ms", "direct_evidence", "ASIO line 'Successfully connected to dbbox7:27017, took 10ms'"),
      F("2020-03-31 21:19:46 一次写操作报错，错误码 E11000，重复键出现在索引 test.people.$_id_ 上", "direct_evidence", "E WRITE line 'E11000 duplicate key error index: test.people.$_id_'"),
      F("21:19:47 连接 127.0.0.1:27017 时被目标机器主动拒绝", "direct_evidence", "paraphrase of 'target machine actively refused it 127.0.0.1:27017'")])

# bE-052
c = "bE-052"
case(c, ["source:mongodb", "format:json_indented", "class:value_wrong"],
     "mongod 启动时 wiredtiger 的配置是什么？缓存给了多少？",
     r'''{
  "answer_version": "v1",
  "diagnosis_summary": "WiredTiger 缓存配置与启动信息",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "WiredTiger 启动配置的 cache_size 是 16G",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "call_wt", "tool_name": "query_logs", "source_invocation_ids": ["call_wt"], "evidence_excerpt": "wiredtiger_open config: create,cache_size"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "log_finding",
      "claim_text": "mongod 在 27017 端口等待连接",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "call_wt", "tool_name": "query_logs", "source_invocation_ids": ["call_wt"], "evidence_excerpt": "{\"component\": \"NETWORK\", \"message\": \"waiting for connections on port 27017\"}"}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "log_finding",
      "claim_text": "OpenSSL 版本是 1.0.2l",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "log", "source_id": "call_wt", "tool_name": "query_logs", "source_invocation_ids": ["call_wt"], "evidence_excerpt": "OpenSSL version: OpenSSL 1.0.2l  25 May 2017"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["按机器内存评估 cache_size"],
  "missing_info": [],
  "user_facing_answer": "WiredTiger 启动配置的 cache_size 是 16G。mongod 在 27017 端口等待连接。OpenSSL 版本是 1.0.2l。"
}''',
     [inv("call_wt", 1, "query_logs", {"service": "mongodb", "context": "initandlisten", "start": "2018-02-05T13:44:56+01:00", "end": "2018-02-05T13:44:57+01:00"},
          logs(recs(c, "call_wt", MGO, "mongo", (1, 7))))],
     "REJECT",
     [F("WiredTiger 启动配置的 cache_size 是 16G", "contradicted", "wiredtiger_open config says cache_size=8G", cid="c1"),
      F("mongod 在 27017 端口等待连接", "direct_evidence", "NETWORK record 'waiting for connections on port 27017'", cid="c2"),
      F("OpenSSL 版本是 1.0.2l", "direct_evidence", "CONTROL record", cid="c3")],
     contract=True)

# bE-053
c = "bE-053"
case(c, ["source:mongodb", "format:nl_headings", "class:unsupported_cause"],
     "mongod 14:49 为什么退出了？",
     "## 时间线\n"
     "14:49:45 mongod 收到 signal 15 (Terminated)。\n"
     "随后关闭了监听 socket，并删除了 /run/mongodb/mongodb-27017.sock。\n"
     "最后 dbexit 返回 rc: 0。\n"
     "## 原因\n"
     "这个 signal 15 是 systemd 因为内存超限发出的。\n"
     "## 建议\n"
     "核对一下 unit 文件里的内存限制。",
     [inv("call_ex53", 1, "query_logs", {"service": "mongodb", "context": "signalProcessingThread"},
          text(c, "call_ex53", MGO, (10, 15), (25, 25), (32, 34)))],
     "LOW_CONFID",
     [F("14:49:45 mongod 收到 signal 15 (Terminated)", "direct_evidence", "'got signal 15 (Terminated)' at 14:49:45.605"),
      F("随后关闭了监听 socket，并删除了 /run/mongodb/mongodb-27017.sock", "direct_evidence", "'closing listening socket' and 'removing socket file: /run/mongodb/mongodb-27017.sock'"),
      F("最后 dbexit 返回 rc: 0", "direct_evidence", "'dbexit:  rc: 0' at 14:49:45.688"),
      F("这个 signal 15 是 systemd 因为内存超限发出的", "no_evidence", "no output says who sent the signal or mentions memory limits")])

# bE-054
c = "bE-054"
case(c, ["source:mongodb", "format:json_raw", "class:bad_reference"],
     "13:50 到 14:15 之间 mongod 的本地连接有哪些？",
     r'''{"answer_version": "v1", "diagnosis_summary": "本地连接 #1 与 #4", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "127.0.0.1:58336 的连接 #4 在 14:11:41 建立", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_m1", "tool_name": "query_logs", "source_invocation_ids": ["call_m1"], "evidence_excerpt": "connection accepted from 127.0.0.1:58336 #4"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "127.0.0.1:55404 的连接 #1 在 13:50:55 建立", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_m2", "tool_name": "query_logs", "source_invocation_ids": ["call_m2"], "evidence_excerpt": "connection accepted from 127.0.0.1:55404 #1"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "127.0.0.1:58336 的连接 #4 在 14:11:41 建立。127.0.0.1:55404 的连接 #1 在 13:50:55 建立。"}''',
     [inv("call_m1", 1, "query_logs", {"service": "mongodb", "start": "2018-02-05T13:50:00+01:00", "end": "2018-02-05T13:51:00+01:00"},
          text(c, "call_m1", MGO, (8, 9), (20, 20))),
      inv("call_m2", 2, "query_logs", {"service": "mongodb", "start": "2018-02-05T13:50:56+01:00", "end": "2018-02-05T14:15:00+01:00"},
          text(c, "call_m2", MGO, (29, 31)))],
     "LOW_CONFID",
     [F("127.0.0.1:58336 的连接 #4 在 14:11:41 建立", "indirect_support", "supported by call_m2, but the binding names call_m1 whose output lacks the excerpt", cid="c1"),
      F("127.0.0.1:55404 的连接 #1 在 13:50:55 建立", "indirect_support", "supported by call_m1, but the binding names call_m2 whose output lacks the excerpt", cid="c2")],
     contract=True)

# bE-055
c = "bE-055"
case(c, ["source:mongodb", "format:nl_bullets", "class:hedged_distractor", "class:unsupported_cause"],
     "mongo 连接被拒绝那次，复制集是不是出问题了？",
     "看到的情况：\n"
     "- 2019-03-07 15:10:26 成功连上 dbbox7:27017，耗时 10ms\n"
     "- 2020-03-31 21:19:47 连接 127.0.0.1:27017 被主动拒绝\n"
     "- 可能是 dbbox8:27017 那台副本先挂了，疑似引发了切主\n"
     "- 被拒绝是因为当时 mongod 进程已经被 OOM killer 杀掉\n"
     "建议补充查询 21:19 前后的系统日志。",
     [inv("call_r55", 1, "query_logs", {"service": "mongodb", "query": "connect OR connection", "limit": 3},
          text(c, "call_r55", MGO, (35, 37)))],
     "LOW_CONFID",
     [F("2019-03-07 15:10:26 成功连上 dbbox7:27017，耗时 10ms", "direct_evidence", "ASIO line"),
      F("2020-03-31 21:19:47 连接 127.0.0.1:27017 被主动拒绝", "direct_evidence", "'actively refused it 127.0.0.1:27017'"),
      F("被拒绝是因为当时 mongod 进程已经被 OOM killer 杀掉", "no_evidence", "no output mentions OOM or a kill")])

# bE-056
c = "bE-056"
case(c, ["source:mongodb", "format:json_malformed", "class:negation"],
     "mongodb 日志里有没有错误级别的记录？",
     "{\n"
     "  // executor output v1\n"
     "  \"answer_version\": \"v1\",\n"
     "  \"claims\": [\n"
     "    {\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"mongod 启动时 pid=29803，port=27017，host=sleipnir\", \"support_level\": \"direct\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"log\", \"source_id\": \"call_e56\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_e56\"], \"evidence_excerpt\": \"pid=29803 port=27017\"}]},\n"
     "    // 错误级别检查\n"
     "    {\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"日志里没有 E 级别（ERROR）的记录\", \"support_level\": \"direct\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"log\", \"source_id\": \"call_e56\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_e56\"], \"evidence_excerpt\": \"severity=I\"}]},\n"
     "    {\"claim_id\": \"c3\", \"claim_type\": \"log_finding\", \"claim_text\": \"mongod 在 27017 端口等待连接\", \"support_level\": \"direct\",\n"
     "     \"evidence_bindings\": [{\"source_type\": \"log\", \"source_id\": \"call_e56\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_e56\"], \"evidence_excerpt\": \"waiting for connections on port 27017\"}]}\n"
     "  ]\n"
     "}",
     [inv("call_e56", 1, "query_logs", {"service": "mongodb", "fields": ["ts", "severity", "component", "context", "message"]},
          logs(recs(c, "call_e56", MGO, "mongo", (7, 7), (26, 26), (36, 37))))],
     "REJECT",
     [F("mongod 启动时 pid=29803，port=27017，host=sleipnir", "direct_evidence", "'MongoDB starting : pid=29803 port=27017 ... host=sleipnir'"),
      F("日志里没有 E 级别（ERROR）的记录", "contradicted", "two records with severity E (WRITE E11000 and NETWORK refused)"),
      F("mongod 在 27017 端口等待连接", "direct_evidence", "NETWORK record")],
     contract=False)

# bE-057
c = "bE-057"
case(c, ["source:mongodb", "format:nl_sloppy", "class:gap", "class:negation"],
     "mongo 那天有哪些本地连接？复制有没有报错？",
     "13:50:55 到 14:11:41 之间 initandlisten 一共接受了 4 个本地连接（#1 到 #4）\n"
     "#4 来自 127.0.0.1:58336，14:15:42 断开\n"
     "复制相关的日志里没有任何报错\n"
     "有需要可以再开 verbose 看看",
     [inv("call_c57", 1, "query_logs", {"service": "mongodb", "component": "NETWORK", "date": "2018-02-05"},
          text(c, "call_c57", MGO, (8, 9), (20, 22), (29, 31))),
      inv("call_c57b", 1, "query_logs", {"service": "mongodb", "component": "REPL", "date": "2018-02-05"},
          {"total": 0, "logs": []})],
     "LOW_CONFID",
     [F("13:50:55 到 14:11:41 之间 initandlisten 一共接受了 4 个本地连接（#1 到 #4）", "direct_evidence", "four 'connection accepted from 127.0.0.1' lines #1..#4"),
      F("#4 来自 127.0.0.1:58336，14:15:42 断开", "direct_evidence", "accepted #4 from 127.0.0.1:58336; conn4 end connection at 14:15:42"),
      F("复制相关的日志里没有任何报错", "no_evidence", "the REPL query returned no hit; absence is not proven")])

# bE-058
c = "bE-058"
case(c, ["source:rabbitmq", "format:nl_paragraph", "class:negation"],
     "rabbit@localhost 节点重启之后运行正常吗？",
     "RabbitMQ 在 10:01:01 启动完成，启用了 6 个插件。10:11:15 来自 127.0.0.1:64875 的 AMQP 连接以 guest 用户通过认证。"
     "之后节点一直运行正常，没有出现任何 error。",
     [inv("call_r58", 1, "query_logs", {"service": "rabbitmq", "node": "rabbit@localhost", "start": "2019-04-12T10:01:00"},
          text(c, "call_r58", RMQ, (61, 78)))],
     "REJECT",
     [F("RabbitMQ 在 10:01:01 启动完成，启用了 6 个插件", "direct_evidence", "'Server startup complete; 6 plugins started.'"),
      F("10:11:15 来自 127.0.0.1:64875 的 AMQP 连接以 guest 用户通过认证", "direct_evidence", "'user guest authenticated and granted access' at 10:11:15.101"),
      F("之后节点一直运行正常，没有出现任何 error", "contradicted", "[error] Error on AMQP connection at 10:19:14.450")])

# bE-059
c = "bE-059"
case(c, ["source:rabbitmq", "format:json_fenced", "class:faithful"],
     "guest 的 AMQP 连接为什么断了？",
     r'''```json
{
  "answer_version": "v1",
  "diagnosis_summary": "连接 <0.1345.0> 因 connection_forced 被关闭",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "10:19:14 AMQP 连接 <0.1345.0>（127.0.0.1:64875 -> 127.0.0.1:5672）报错，用户 guest，vhost 为 /", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_amqp", "tool_name": "query_logs", "source_invocation_ids": ["call_amqp"], "evidence_excerpt": "Error on AMQP connection <0.1345.0> (127.0.0.1:64875 -> 127.0.0.1:5672, vhost: '/', user: 'guest', state: running)"}]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "报错内容是 connection_forced 连接异常", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_amqp", "tool_name": "query_logs", "source_invocation_ids": ["call_amqp"], "evidence_excerpt": "operation none caused a connection exception connection_forced"}]},
    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "10:19:14.451 连接 <0.1345.0> 被关闭", "support_level": "direct",
     "evidence_bindings": [{"source_type": "log", "source_id": "call_amqp", "tool_name": "query_logs", "source_invocation_ids": ["call_amqp"], "evidence_excerpt": "closing AMQP connection <0.1345.0>"}]}
  ],
  "hypotheses": [],
  "recommended_actions": ["查一下 10:19 前后是否有人在管理界面操作连接"],
  "missing_info": [],
  "user_facing_answer": "10:19:14 guest 的 AMQP 连接 <0.1345.0> 报错。报错内容是 connection_forced 连接异常。10:19:14.451 连接 <0.1345.0> 被关闭。"
}
```''',
     [inv("call_amqp", 1, "query_logs", {"service": "rabbitmq", "query": "<0.1345.0>"},
          logs(recs(c, "call_amqp", RMQ, "rabbit", (68, 78))))],
     "PASS",
     [F("10:19:14 AMQP 连接 <0.1345.0>（127.0.0.1:64875 -> 127.0.0.1:5672）报错，用户 guest，vhost 为 /", "direct_evidence", "[error] record at 10:19:14.450", cid="c1"),
      F("报错内容是 connection_forced 连接异常", "direct_evidence", "continuation of the error record", cid="c2"),
      F("10:19:14.451 连接 <0.1345.0> 被关闭", "direct_evidence", "'closing AMQP connection <0.1345.0>' at 10:19:14.451", cid="c3")],
     contract=True)

# bE-060
c = "bE-060"
case(c, ["source:rabbitmq", "format:nl_bullets", "class:paraphrase_zh"],
     "RabbitMQ 10:00 那次停机的过程是怎样的？",
     "停机过程：\n"
     "- 10:00:53 开始停止 rabbitmq_management 应用\n"
     "- 10:00:54 HTTP listener registry 找不到 rabbitmq_management_tls 这个 context，记了一条 warning\n"
     "- 10:00:54 停掉了 127.0.0.1:5672 上的 TCP 监听\n"
     "- vhost '/' 上的所有连接因为 vhost 停止而被关闭\n"
     "- 10:00:54.615 RabbitMQ 及其依赖全部成功停止",
     [inv("call_st60", 1, "query_logs", {"service": "rabbitmq", "start": "2019-04-12T10:00:53", "end": "2019-04-12T10:00:55"},
          text(c, "call_st60", RMQ, (31, 44)))],
     "PASS",
     [F("10:00:53 开始停止 rabbitmq_management 应用", "direct_evidence", "'Stopping application rabbitmq_management' at 10:00:53.550"),
      F("10:00:54 HTTP listener registry 找不到 rabbitmq_management_tls 这个 context，记了一条 warning", "direct_evidence", "[warning] line at 10:00:54.553"),
      F("10:00:54 停掉了 127.0.0.1:5672 上的 TCP 监听", "direct_evidence", "'stopped TCP listener on 127.0.0.1:5672'"),
      F("vhost '/' 上的所有连接因为 vhost 停止而被关闭", "direct_evidence", "'Closing all connections in vhost / ... because the vhost is stopping'"),
      F("10:00:54.615 RabbitMQ 及其依赖全部成功停止", "direct_evidence", "'Successfully stopped RabbitMQ and its dependencies'")])

# bE-061
c = "bE-061"
case(c, ["source:rabbitmq", "format:json_raw", "class:runbook_only"],
     "connection_forced 是什么意思？是 broker 那边踢的吗？",
     r'''{"answer_version": "v1", "diagnosis_summary": "guest 连接被 broker 端强制关闭", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "10:19:14 guest 用户的 AMQP 连接 <0.1345.0> 出现 connection_forced 异常", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_cf1", "tool_name": "query_logs", "source_invocation_ids": ["call_cf1"], "evidence_excerpt": "operation none caused a connection exception connection_forced"}]}, {"claim_id": "c2", "claim_type": "root_cause", "claim_text": "根据知识库 KB-rmq-017，connection_forced 表示 broker 端主动关闭了连接，常见于管理员在管理界面手动强制关闭", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "KB-rmq-017", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_cf2"], "evidence_excerpt": "connection_forced 表示 broker 端主动关闭了客户端连接"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "随后 <0.1902.0> 关闭了连接 <0.1345.0>", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_cf1", "tool_name": "query_logs", "source_invocation_ids": ["call_cf1"], "evidence_excerpt": "2019-04-12 10:19:14.450 [info] <0.1902.0> Closing connection <0.1345.0> because"}]}], "hypotheses": [], "recommended_actions": ["查管理界面的操作审计"], "missing_info": [], "user_facing_answer": "10:19:14 guest 用户的 AMQP 连接 <0.1345.0> 出现 connection_forced 异常。根据知识库 KB-rmq-017，这表示 broker 端主动关闭了连接，常见于管理员在管理界面手动强制关闭。随后 <0.1902.0> 关闭了连接 <0.1345.0>。"}''',
     [inv("call_cf1", 1, "query_logs", {"service": "rabbitmq", "level": ["error", "info"], "start": "2019-04-12T10:19:00"},
          text(c, "call_cf1", RMQ, (70, 78))),
      inv("call_cf2", 1, "lookup_knowledge", {"query": "rabbitmq connection_forced"},
          {"query": "rabbitmq connection_forced",
           "chunks": [{"chunk_id": "KB-rmq-017", "source_doc": "kb/rabbitmq-connection-errors.md", "retrieval_layer": "kb", "relevance": "high", "deduped": False,
                       "content": "connection_forced 表示 broker 端主动关闭了客户端连接。常见于管理员在管理界面或用 rabbitmqctl close_connection 手动强制关闭，也可能是节点停机。"}]})],
     "PASS",
     [F("10:19:14 guest 用户的 AMQP 连接 <0.1345.0> 出现 connection_forced 异常", "direct_evidence", "error record and its continuation line", cid="c1"),
      F("根据知识库 KB-rmq-017，connection_forced 表示 broker 端主动关闭了连接，常见于管理员在管理界面手动强制关闭", "indirect_support", "knowledge chunk only, attributed to it", cid="c2"),
      F("随后 <0.1902.0> 关闭了连接 <0.1345.0>", "direct_evidence", "excerpt is a verbatim part of the 10:19:14.450 line", cid="c3")],
     contract=True)

# bE-062
c = "bE-062"
case(c, ["source:rabbitmq", "format:nl_headings", "class:count_wrong"],
     "RabbitMQ 这次启动带了哪些插件？",
     "## 启动\n"
     "10:01:01 Server startup complete，共启动了 8 个插件。\n"
     "插件里包括 rabbitmq_stomp 和 rabbitmq_mqtt。\n"
     "## 建议\n"
     "不需要的插件可以关掉以减少攻击面。",
     [inv("call_pl62", 1, "query_logs", {"service": "rabbitmq", "query": "\"Server startup complete\""},
          text(c, "call_pl62", RMQ, (61, 67)))],
     "REJECT",
     [F("10:01:01 Server startup complete，共启动了 8 个插件", "contradicted", "'6 plugins started' and six plugins listed"),
      F("插件里包括 rabbitmq_stomp 和 rabbitmq_mqtt", "direct_evidence", "both are in the plugin list")])

# bE-063
c = "bE-063"
case(c, ["source:rabbitmq", "format:json_with_text", "class:gap"],
     "rabbitmq 停机前 guest 有没有连接报错？management_tls 那条 warning 要紧吗？",
     r'''{"answer_version": "v1", "diagnosis_summary": "停机过程正常", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "10:00:54 停止了 127.0.0.1:5672 上的 TCP 监听", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_g1", "tool_name": "query_logs", "source_invocation_ids": ["call_g1"], "evidence_excerpt": "stopped TCP listener on 127.0.0.1:5672"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "停机前 guest 用户没有任何连接报错", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_g2", "tool_name": "query_logs", "source_invocation_ids": ["call_g2"], "evidence_excerpt": "total: 0"}]}, {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "rabbitmq_management_tls 找不到 context 的 warning 是因为没有配置 TLS 监听，属于已知无害告警", "support_level": "indirect", "evidence_bindings": [{"source_type": "knowledge", "source_id": "kb-rmq-044", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_g3"], "evidence_excerpt": "未配置 management TLS 监听时会出现该 warning"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "10:00:54 停止了 127.0.0.1:5672 上的 TCP 监听。停机前 guest 用户没有任何连接报错。rabbitmq_management_tls 那条 warning 是因为没有配置 TLS 监听，属于已知无害告警。这次停机是运维在变更窗口手动执行的。"}'''
     "\n如需更多细节请告诉我。",
     [inv("call_g1", 1, "query_logs", {"service": "rabbitmq", "start": "2019-04-12T10:00:53", "end": "2019-04-12T10:00:55", "limit": 6},
          text(c, "call_g1", RMQ, (31, 36))),
      inv("call_g2", 1, "query_logs", {"service": "rabbitmq", "level": "error", "user": "guest", "end": "2019-04-12T10:00:53"},
          {"total": 0, "logs": []}),
      inv("call_g3", 1, "lookup_knowledge", {"query": "rabbitmq_management_tls could not find context"},
          {"query": "rabbitmq_management_tls could not find context",
           "chunks": [{"chunk_id": "kb-rmq-044", "source_doc": "kb/rabbitmq-management.md", "retrieval_layer": "kb", "relevance": "medium", "deduped": True,
                       "content": "未配置 management TLS 监听时会出现该 warning，属于已知无害告警。"}]})],
     "LOW_CONFID",
     [F("10:00:54 停止了 127.0.0.1:5672 上的 TCP 监听", "direct_evidence", "line at 10:00:54.568", cid="c1"),
      F("停机前 guest 用户没有任何连接报错", "no_evidence", "only a no-hit query", cid="c2"),
      F("rabbitmq_management_tls 找不到 context 的 warning 是因为没有配置 TLS 监听，属于已知无害告警", "no_evidence", "only a deduped chunk", cid="c3"),
      F("这次停机是运维在变更窗口手动执行的", "no_evidence", "extra sentence; nothing says who stopped the node", extra=True)],
     contract=True)

# bE-064
c = "bE-064"
case(c, ["source:postgresql", "format:json_compact", "class:bad_reference"],
     "pid 44 这个会话后面执行了哪些语句？慢不慢？",
     r'''{"answer_version":"v1","diagnosis_summary":"pid 44 的查询均在毫秒级","claims":[{"claim_id":"c1","claim_type":"log_finding","claim_text":"pid 44 在 12:09:57 执行了 SELECT * FROM pg_catalog.pg_tables","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"call_s44","tool_name":"query_logs","source_invocation_ids":["call_s44"],"evidence_excerpt":"statement: SELECT * FROM pg_catalog.pg_tables;"}]},{"claim_id":"c2","claim_type":"log_finding","claim_text":"这条查询耗时 2.139 ms","support_level":"direct","evidence_bindings":[]},{"claim_id":"c3","claim_type":"log_finding","claim_text":"show config_file 的 duration 为 0.524 ms","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"call_s44","tool_name":"query_logs","source_invocation_ids":["call_s44"],"evidence_excerpt":"2019-07-23 12:06:34.878 UTC [44] LOG:  00000: duration: 0.524 ms"}]}],"hypotheses":[],"recommended_actions":[],"missing_info":[],"user_facing_answer":"pid 44 在 12:09:57 执行了 SELECT * FROM pg_catalog.pg_tables。这条查询耗时 2.139 ms。show config_file 的 duration 为 0.524 ms。"}''',
     [inv("call_s44", 1, "query_logs", {"service": "postgresql", "pid": 44, "start": "2019-07-23T12:06:34Z"},
          text(c, "call_s44", PG11, (22, 29)))],
     "PASS",
     [F("pid 44 在 12:09:57 执行了 SELECT * FROM pg_catalog.pg_tables", "direct_evidence", "statement line at 12:09:57.563", cid="c1"),
      F("这条查询耗时 2.139 ms", "indirect_support", "value is in call_s44 but the claim has no evidence binding", cid="c2"),
      F("show config_file 的 duration 为 0.524 ms", "direct_evidence", "excerpt is the whole log line", cid="c3")],
     contract=True)

# bE-065
c = "bE-065"
case(c, ["source:postgresql", "format:nl_bold_labels", "class:hedged_distractor", "class:unsupported_cause"],
     "clients 库上谁建了 cats 和 dogs 表？",
     "**现象**：13:43:22 pid 5502 在 clients 库建了 cats 表，耗时 36.162 ms。\n"
     "**推测**：可能是应用上线时自动执行了建表脚本，也不排除有人手动操作。\n"
     "**补充**：clients 库是上周从 users 库改名过来的。\n"
     "**建议**：把 DDL 纳入变更审批。",
     [inv("call_d65", 1, "query_logs", {"service": "postgresql", "database": "clients", "query": "create OR insert OR select"},
          text(c, "call_d65", PG96, (44, 45), (58, 61)))],
     "LOW_CONFID",
     [F("13:43:22 pid 5502 在 clients 库建了 cats 表，耗时 36.162 ms", "direct_evidence", "postgres@clients line at 13:43:22.645"),
      F("clients 库是上周从 users 库改名过来的", "no_evidence", "no output mentions a rename")])

# bE-066
c = "bE-066"
case(c, ["source:mysql", "format:json_indented", "class:runbook_only"],
     "mysql 初始化日志里 empty password 和 /tmp 这两条告警怎么处理？",
     r'''{
  "answer_version": "v1",
  "diagnosis_summary": "两条告警均为初始化方式和目录配置导致",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "root_cause",
      "claim_text": "根据运维手册，用 --initialize-insecure 初始化会创建空密码的 root@localhost 账号",
      "support_level": "indirect",
      "evidence_bindings": [
        {"source_type": "knowledge", "source_id": "rb-mysql-init-02", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_kb66"],
         "evidence_excerpt": "使用 --initialize-insecure 初始化时，root@localhost 会以空密码创建"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "root_cause",
      "claim_text": "按知识库的说法，pid-file 放在 /tmp 属于不安全配置，应迁到 /var/run/mysqld",
      "support_level": "indirect",
      "evidence_bindings": [
        {"source_type": "knowledge", "source_id": "rb-mysql-init-05", "tool_name": "lookup_knowledge", "source_invocation_ids": ["call_kb66"],
         "evidence_excerpt": "pid-file 位于 /tmp 等全局可写目录属于不安全配置"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["改用 --initialize 并设置 root 密码", "修改 pid-file 路径"],
  "missing_info": [],
  "user_facing_answer": "根据运维手册，用 --initialize-insecure 初始化会创建空密码的 root@localhost 账号。按知识库的说法，pid-file 放在 /tmp 属于不安全配置，应迁到 /var/run/mysqld。建议改用 --initialize 并修改 pid-file 路径。"
}''',
     [inv("call_lg66", 1, "query_logs", {"service": "mysql", "start": "2019-03-24T13:44:00Z", "end": "2019-03-24T13:44:32Z"},
          text(c, "call_lg66", MY8, (1, 6))),
      inv("call_kb66", 1, "lookup_knowledge", {"query": "mysql empty password initialize-insecure pid-file /tmp"},
          {"query": "mysql empty password initialize-insecure pid-file /tmp",
           "chunks": [{"chunk_id": "rb-mysql-init-02", "source_doc": "runbook/mysql-init.md", "retrieval_layer": "runbook", "relevance": "high", "deduped": False,
                       "content": "使用 --initialize-insecure 初始化时，root@localhost 会以空密码创建，日志会出现 MY-010453 告警；生产环境应改用 --initialize。"},
                      {"chunk_id": "rb-mysql-init-05", "source_doc": "runbook/mysql-init.md", "retrieval_layer": "runbook", "relevance": "medium", "deduped": False,
                       "content": "pid-file 位于 /tmp 等全局可写目录属于不安全配置（MY-011810），应迁到 /var/run/mysqld。"}]})],
     "LOW_CONFID",
     [F("根据运维手册，用 --initialize-insecure 初始化会创建空密码的 root@localhost 账号", "indirect_support", "attributed to the runbook; bound to a knowledge chunk", cid="c1"),
      F("按知识库的说法，pid-file 放在 /tmp 属于不安全配置，应迁到 /var/run/mysqld", "indirect_support", "only the knowledge chunk says where to move it; attributed to the KB", cid="c2")],
     contract=True)

# bE-067
c = "bE-067"
case(c, ["source:elasticsearch", "format:json_malformed", "class:gap"],
     "ES 关机前集群是什么状态？",
     "{\"answer_version\": \"v1\", \"claims\": [{\"claim_id\": \"c1\", \"claim_type\": \"log_finding\", \"claim_text\": \"08:29:25 节点 vWNJsZ3 开始 stopping\", \"support_level\": \"direct\", "
     "\"evidence_bindings\": [{\"source_type\": \"log\", \"source_id\": \"call_stop\", \"tool_name\": \"query_logs\", \"source_invocation_ids\": [\"call_stop\"], \"evidence_excerpt\": \"[vWNJsZ3] stopping ...\"}]}, "
     "{\"claim_id\": \"c2\", \"claim_type\": \"log_finding\", \"claim_text\": \"关机前 08:29:20 集群状态已经是 GREEN\", \"support_level\": \"direct\", "
     "\"evidence_bindings\": [{\"source_type\": \"api\", \"source_id\": \"call_health\", \"tool_name\": \"es_cluster_health\", \"source_invocation_ids\": [\"call_health\"], \"evidence_excerpt\": \"status: green\"}]}, "
     "{\"claim_id\": \"c3\", \"claim_type\": \"log_fin",
     [inv("call_health", 1, "es_cluster_health", {"cluster": "local", "at": "2018-05-17T08:29:20"}, None, ok=False,
          err="es_cluster_health: connect ECONNREFUSED 127.0.0.1:9200"),
      inv("call_stop", 1, "query_logs", {"service": "elasticsearch", "start": "2018-05-17T08:29:20"},
          text(c, "call_stop", ES, (55, 59)))],
     "LOW_CONFID",
     [F("08:29:25 节点 vWNJsZ3 开始 stopping", "direct_evidence", "'[vWNJsZ3] stopping ...' at 08:29:25,418"),
      F("关机前 08:29:20 集群状态已经是 GREEN", "no_evidence", "only a failed health call; no successful output shows the health at that time")],
     contract=False)

# bE-068
c = "bE-068"
case(c, ["source:kafka", "format:nl_bullets", "class:entity_swap"],
     "test-0 的 fetcher 这段时间指向过哪些 broker？",
     "fetcher 切换记录：\n"
     "- 12:50:23 test-0 的 fetcher 指向 broker 30（10.122.220.20，端口 9095）\n"
     "- 12:54:31 test-0 的 fetcher 又改成指向 broker 30，端口 9095\n"
     "- 12:54:31 test-3 的 fetcher 指向 broker 20，端口 9094",
     [inv("call_fe68", 1, "query_logs", {"service": "kafka", "component": "kafka.server.ReplicaFetcherManager"},
          text(c, "call_fe68", KAF, (6, 9), (29, 30), (35, 36)))],
     "REJECT",
     [F("12:50:23 test-0 的 fetcher 指向 broker 30（10.122.220.20，端口 9095）", "direct_evidence", "12:50:23,322 Added fetcher test-0 BrokerEndPoint(30,10.122.220.20,9095)"),
      F("12:54:31 test-0 的 fetcher 又改成指向 broker 30，端口 9095", "contradicted", "the 12:54:31,481 record for test-0 points to BrokerEndPoint(20,10.122.220.20,9094)"),
      F("12:54:31 test-3 的 fetcher 指向 broker 20，端口 9094", "direct_evidence", "12:54:31,508 Added fetcher test-3 BrokerEndPoint(20,...,9094)")])

# bE-069
c = "bE-069"
case(c, ["source:haproxy", "format:json_compact", "class:excerpt_format"],
     "server1 和 localhost 这两台 haproxy 最近返回了什么？",
     r'''{"answer_version":"v1","diagnosis_summary":"两台 haproxy 的请求都正常返回","claims":[{"claim_id":"c1","claim_type":"log_finding","claim_text":"server1 上 myapp/node2 对 OPTIONS /api/v2/app/ 返回 200","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"T1","tool_name":"query_logs","source_invocation_ids":[],"evidence_excerpt":"backend=myapp server=node2 status=200"}]},{"claim_id":"c2","claim_type":"log_finding","claim_text":"localhost 上 docs_microservice/docs 返回 304，响应 168 字节","support_level":"direct","evidence_bindings":[{"source_type":"log","source_id":"call_h69","tool_name":"query_logs","source_invocation_ids":["call_h69"],"evidence_excerpt":"{\"host\":\"localhost\",\"status\":304,\"bytes\":168}"}]}],"hypotheses":[],"recommended_actions":[],"missing_info":[],"user_facing_answer":"server1 上 myapp/node2 对 OPTIONS /api/v2/app/ 返回 200。localhost 上 docs_microservice/docs 返回 304，响应 168 字节。"}''',
     [inv("call_now", 1, "get_current_time", {"tz": "UTC"}, {"now": "2021-06-22T12:10:00Z"}),
      inv("call_h69", 1, "query_logs", {"service": "haproxy", "host": ["server1", "localhost"]},
          logs(recs(c, "call_h69", HAP_LOG, "syslog", (1, 2))))],
     "PASS",
     [F("server1 上 myapp/node2 对 OPTIONS /api/v2/app/ 返回 200", "direct_evidence", "T1 is the first evidence-bearing call (call_h69; get_current_time is not evidence); k=v pairs are fields of the server1 record", cid="c1"),
      F("localhost 上 docs_microservice/docs 返回 304，响应 168 字节", "direct_evidence", "JSON pairs are fields of the localhost record", cid="c2")],
     contract=True)

# bE-070
c = "bE-070"
case(c, ["source:mongodb", "format:json_with_text", "class:quantity"],
     "mongo 副本连接 dbbox7 快不快？checkpoint 配置多少？",
     "查询结果整理如下：\n"
     r'''{"answer_version": "v1", "diagnosis_summary": "副本连接耗时 10ms", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "副本连接 dbbox7:27017 耗时 10ms，也就是 0.01 秒", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_q70", "tool_name": "query_logs", "source_invocation_ids": ["call_q70"], "evidence_excerpt": "Successfully connected to dbbox7:27017, took 10ms"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "当时到 dbbox7:27017 的连接数为 1", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_q70", "tool_name": "query_logs", "source_invocation_ids": ["call_q70"], "evidence_excerpt": "(1 connections now open to dbbox7:27017)"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "WiredTiger checkpoint 的 log_size 是 2GB，约 2048 MiB", "support_level": "direct", "evidence_bindings": [{"source_type": "log", "source_id": "call_q70", "tool_name": "query_logs", "source_invocation_ids": ["call_q70"], "evidence_excerpt": "{\"component\": \"STORAGE\", \"context\": \"initandlisten\"}"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "副本连接 dbbox7:27017 耗时 10ms。当时到 dbbox7:27017 的连接数为 1。WiredTiger checkpoint 的 log_size 是 2GB。"}''',
     [inv("call_q70", 1, "query_logs", {"service": "mongodb", "component": ["STORAGE", "ASIO"]},
          logs(recs(c, "call_q70", MGO, "mongo", (4, 4), (35, 35))))],
     "PASS",
     [F("副本连接 dbbox7:27017 耗时 10ms，也就是 0.01 秒", "direct_evidence", "took 10ms = 0.01 s", cid="c1"),
      F("当时到 dbbox7:27017 的连接数为 1", "direct_evidence", "'(1 connections now open to dbbox7:27017)'", cid="c2"),
      F("WiredTiger checkpoint 的 log_size 是 2GB，约 2048 MiB", "direct_evidence", "wiredtiger_open config checkpoint=(wait=60,log_size=2GB); JSON pairs match that record", cid="c3")],
     contract=True)

# bE-071
c = "bE-071"
case(c, ["source:system", "format:json_malformed", "class:unsupported_cause"],
     "vagrant 账号最近的登录和 sudo 是谁在操作？",
     "{'answer_version': 'v1', 'claims': [\n"
     "  {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'vagrant 在 Feb 21 21:54:44 通过 publickey 从 10.0.2.2 登录', 'support_level': 'direct', 'evidence_bindings': [{'source_type': 'log', 'source_id': 'call_v71', 'tool_name': 'search_syslog', 'source_invocation_ids': ['call_v71'], 'evidence_excerpt': 'Accepted publickey for vagrant from 10.0.2.2'}]},\n"
     "  {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'Feb 21 23:35:33 vagrant 用 sudo 以 root 执行了 /bin/ls', 'support_level': 'direct', 'evidence_bindings': [{'source_type': 'log', 'source_id': 'call_v71', 'tool_name': 'search_syslog', 'source_invocation_ids': ['call_v71'], 'evidence_excerpt': 'USER=root ; COMMAND=/bin/ls'}]},\n"
     "  {'claim_id': 'c3', 'claim_type': 'root_cause', 'claim_text': '这些 sudo 操作是自动化部署工具在执行巡检任务', 'support_level': 'direct', 'evidence_bindings': []}\n"
     "]}",
     [inv("call_v71", 1, "search_syslog", {"host": "localhost", "user": "vagrant"},
          text(c, "call_v71", AUTH, (1, 2), (5, 5), (7, 7)))],
     "LOW_CONFID",
     [F("vagrant 在 Feb 21 21:54:44 通过 publickey 从 10.0.2.2 登录", "direct_evidence", "Accepted publickey line"),
      F("Feb 21 23:35:33 vagrant 用 sudo 以 root 执行了 /bin/ls", "direct_evidence", "sudo line at Feb 21 23:35:33"),
      F("这些 sudo 操作是自动化部署工具在执行巡检任务", "no_evidence", "no output mentions a deployment tool")],
     contract=False)

# bE-072
c = "bE-072"
case(c, ["source:nginx", "format:nl_sloppy", "class:gap"],
     "nginx 报 open() failed，php-fpm 那边有没有问题？",
     "favicon.ico 和 /adsasd 都是 open() 时 No such file or directory，client 127.0.0.1\n"
     "php-fpm 那边日志是干净的，没报错\n"
     "建议补一下 favicon",
     [inv("call_n72", 1, "query_logs", {"service": "nginx", "query": "open() failed", "start": "2016-10-25"},
          text(c, "call_n72", NGX, (1, 2))),
      inv("call_n72b", 1, "kubectl_logs", {"namespace": "web", "pod": "php-fpm-0", "tail": 200}, None, ok=False,
          err="Error from server (NotFound): pods \"php-fpm-0\" not found")],
     "LOW_CONFID",
     [F("favicon.ico 和 /adsasd 都是 open() 时 No such file or directory，client 127.0.0.1", "direct_evidence", "both 2016/10/25 lines"),
      F("php-fpm 那边日志是干净的，没报错", "no_evidence", "the only php-fpm call failed (pod not found)")])

# ==== END CASES ====


def selfcheck():
    """Print hints for the author: excerpt presence and identifier-like tokens absent from evidence."""
    tok = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:/#\-]*[0-9][A-Za-z0-9_.:/#\-]*|[0-9]+[A-Za-z][A-Za-z0-9_.:/#\-]*")
    for cs in CASES:
        inp = cs["input"]
        blob = inp["original_query"] + "\n" + "\n".join(
            json.dumps(v["input"], ensure_ascii=False) + "\n" + (v["output"] if isinstance(v["output"], str) else json.dumps(v["output"], ensure_ascii=False)) + "\n" + str(v["error"])
            for v in inp["tool_invocations"])
        ids = {v["invocation_id"] for v in inp["tool_invocations"]}
        for t in set(tok.findall(inp["executor_final_answer"])):
            t2 = t.rstrip(".:,/")
            if t2 and t2 not in blob and t2 not in ids and not re.fullmatch(r"c\d+|v\d+|T\d+", t2):
                print("  absent token", cs["case_id"], repr(t2))


def _records(out):
    if isinstance(out, str):
        return [{"message": ln} for ln in out.splitlines()]
    if isinstance(out, dict):
        rs = []
        for k in ("logs", "entries", "hits", "series", "alerts", "chunks", "events", "rows"):
            if isinstance(out.get(k), list):
                rs += [r for r in out[k] if isinstance(r, dict)]
        return rs or [out]
    if isinstance(out, list):
        return [r for r in out if isinstance(r, dict)]
    return []


def _fold(x):
    return re.sub(r"\s+", "", str(x)).lower()


def excerpt_ok(exc, out):
    rs = _records(out)
    try:
        pairs = json.loads(exc)
    except ValueError:
        pairs = None
    if isinstance(pairs, dict):
        return any(all(k in r and _fold(r[k]) == _fold(v) for k, v in pairs.items()) for r in rs)
    kv = re.findall(r"(\w+)=(\S+)", exc)
    if kv and re.fullmatch(r"(\s*\w+=\S+)+\s*", exc):
        if any(all(k in r and _fold(r[k]) == _fold(v) for k, v in kv) for r in rs):
            return True
    fe = _fold(exc)
    for r in rs:
        for v in r.values():
            if fe in _fold(v):
                return True
    return False


def check_bindings():
    for cs in CASES:
        a = cs["input"]["executor_final_answer"]
        try:
            obj = json.loads(a[a.find("{"):a.rfind("}") + 1])
        except ValueError:
            continue
        invs = {v["invocation_id"]: v for v in cs["input"]["tool_invocations"]}
        for cl in obj.get("claims", []):
            for b in cl.get("evidence_bindings", []):
                ids = b.get("source_invocation_ids") or []
                for i in ids:
                    if i not in invs:
                        print("  binding to missing", cs["case_id"], cl["claim_id"], i)
                    else:
                        v = invs[i]
                        st = "ok" if (v["success"] and excerpt_ok(b["evidence_excerpt"], v["output"])) else "NO"
                        if st == "NO":
                            print("  excerpt not found", cs["case_id"], cl["claim_id"], i)
                if not ids:
                    print("  no invocation ids", cs["case_id"], cl["claim_id"], b.get("source_id"))


if __name__ == "__main__":
    import sys
    if "--check" in sys.argv:
        selfcheck()
        check_bindings()
    ids = [x["case_id"] for x in CASES]
    assert len(ids) == len(set(ids))
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
        for cs in CASES:
            fh.write(json.dumps(cs, ensure_ascii=False, sort_keys=False) + "\n")
    with open(HERE / "windows.jsonl", "w", encoding="utf-8") as fh:
        for w in WINDOWS:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", len(WINDOWS), "windows")
