"""Build benchmarks/data/fresh.jsonl: a small, hand-written, held-out evaluation set.

Every query, answer, tool output and gold label below was written by hand by a different
author than the generator in ``benchmarks/generate/``; no phrasing bank was read. This
script only assembles the cases deterministically and never calls the verifier.
Measure once; never tune on it.

Real telemetry: noise log lines come from ``benchmarks/data/nezha_logs_sample.csv`` and the
``ts-food-service`` error lines are copied verbatim from ``rca_data/2023-01-29/log/09_25_log.csv``
of the Nezha dataset (MIT licence; Yu et al., "Nezha: Interpretable Fine-Grained Root Causes
Analysis for Microservices on Multi-Modal Observability Data", ESEC/FSE 2023,
https://github.com/IntelligentDDS/Nezha).

Run: ``.venv/bin/python -m benchmarks.fresh_cases``.
"""

from __future__ import annotations

import csv
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE / "data" / "fresh.jsonl"
NEZHA_SAMPLE = HERE / "data" / "nezha_logs_sample.csv"

D = "direct_evidence"
IND = "indirect_support"
NO = "no_evidence"
CON = "contradicted"


# ---------------------------------------------------------------- helpers


@lru_cache(maxsize=1)
def _nezha_info_rows() -> tuple[dict[str, Any], ...]:
    """Every INFO line of the Nezha sample as a query_logs record (read once)."""
    rows: list[dict[str, Any]] = []
    with NEZHA_SAMPLE.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            text = json.loads(row["Log"])["log"].strip()
            parts = text.split()
            level = parts[1] if len(parts) > 1 else "INFO"
            if level != "INFO":
                continue
            svc = row["PodName"].rsplit("-", 2)[0]
            rows.append({"ts": row["Timestamp"][:19] + "Z", "level": "INFO", "service": svc,
                         "host": row["PodName"], "message": text})
    return tuple(rows)


def nezha_noise(n: int, skip: int = 0) -> list[dict[str, Any]]:
    """``n`` real INFO lines of the Nezha sample (unrelated to every fresh incident)."""
    return [dict(r) for r in _nezha_info_rows()[skip:skip + n]]


def inv(iid: str, tool: str, inp: dict[str, Any], out: Any, ok: bool = True,
        err: str | None = None, rnd: int = 1, sid: str = "s") -> dict[str, Any]:
    return {"invocation_id": iid, "session_id": sid, "round": rnd, "tool_name": tool,
            "input": inp, "output": out, "success": ok, "error": err}


def logs(iid: str, inp: dict[str, Any], records: list[tuple[str, str, str, str, str]],
         noise: list[dict[str, Any]] | None = None, rnd: int = 1) -> dict[str, Any]:
    recs = [{"ts": t, "level": lv, "service": s, "host": h, "message": m} for t, lv, s, h, m in records]
    if noise:
        half = len(noise) // 2
        recs = noise[:half] + recs + noise[half:]
    return inv(iid, "query_logs", inp, {"total": len(recs), "logs": recs}, rnd=rnd)


def nohit(iid: str, inp: dict[str, Any]) -> dict[str, Any]:
    return inv(iid, "query_logs", inp, {"total": 0, "logs": []})


def metrics(iid: str, inp: dict[str, Any], alerts: list[tuple], series: list[tuple], rnd: int = 1) -> dict[str, Any]:
    al = [{"alert_name": a, "service": s, "severity": sev, "status": st, "value": v, "threshold": th, "unit": u}
          for a, s, sev, st, v, th, u in alerts]
    se = [{"metric": m, "service": s, "max": mx, "avg": av, "last": la, "unit": u} for m, s, mx, av, la, u in series]
    return inv(iid, "query_metrics", inp, {"alerts": al, "series": se}, rnd=rnd)


def kb(iid: str, query: str, chunks: list[tuple]) -> dict[str, Any]:
    ch = [{"chunk_id": c, "source_doc": doc, "retrieval_layer": layer, "relevance": rel, "content": txt,
           "deduped": dd} for c, doc, layer, rel, txt, dd in chunks]
    return inv(iid, "lookup_knowledge", {"query": query}, {"query": query, "chunks": ch})


def failed(iid: str, tool: str, inp: dict[str, Any], err: str) -> dict[str, Any]:
    return inv(iid, tool, inp, None, ok=False, err=err)


def now(iid: str) -> dict[str, Any]:
    return inv(iid, "get_current_time", {}, "2026-11-29T14:30:00+08:00")


def b(iid: str, tool: str, excerpt: str) -> dict[str, Any]:
    return {"source_type": "tool_output", "source_id": iid, "tool_name": tool,
            "source_invocation_ids": [iid], "evidence_excerpt": excerpt}


def cl(cid: str, ctype: str, text: str, bindings: list[dict[str, Any]], level: str = "direct") -> dict[str, Any]:
    return {"claim_id": cid, "claim_type": ctype, "claim_text": text, "support_level": level,
            "evidence_bindings": bindings}


def contract(summary: str, claims: list[dict[str, Any]], uf: str, hyps: list[str] | None = None,
             actions: list[str] | None = None, missing: list[str] | None = None,
             style: str = "plain", pre: str = "", post: str = "") -> str:
    obj = {"answer_version": "1.0", "diagnosis_summary": summary, "claims": claims,
           "hypotheses": hyps or [], "recommended_actions": actions or [], "missing_info": missing or [],
           "user_facing_answer": uf}
    if style == "indent":
        return json.dumps(obj, ensure_ascii=False, indent=2)
    if style == "fence":
        body = json.dumps(obj, ensure_ascii=False, indent=2)
        return f"{pre}\n\n```json\n{body}\n```\n\n{post}".strip()
    return json.dumps(obj, ensure_ascii=False)


def F(fact: str, label: str, cid: str | None = None, crit: bool = True) -> dict[str, Any]:
    f: dict[str, Any] = {"fact": fact}
    if cid:
        f["claim_id"] = cid
    f["is_critical"] = crit
    f["verification"] = label
    return f


def verdict_of(facts: list[dict[str, Any]]) -> str:
    crit = [f["verification"] for f in facts if f["is_critical"]]
    if not crit:
        return "LOW_CONFID"
    if CON in crit:
        return "REJECT"
    if all(v in (D, IND) for v in crit) and D in crit:
        return "PASS"
    return "LOW_CONFID"


CASES: list[dict[str, Any]] = []


def case(cid: str, tags: list[str], query: str, answer: str, tools: list[dict[str, Any]],
         facts: list[dict[str, Any]], retry: dict[str, Any] | None = None) -> None:
    for t in tools:
        t["session_id"] = f"fresh-{cid}"
    CASES.append({"case_id": f"fresh-{cid}", "tags": ["fresh", *tags],
                  "input": {"original_query": query, "executor_final_answer": answer,
                            "tool_invocations": tools, "retry_context": retry},
                  "expected": {"verdict": verdict_of(facts), "facts": facts}})


# Real ts-food-service error lines, verbatim from Nezha 09_25_log.csv (see module docstring).
FOOD_ERR = [
    ("2023-01-29T09:24:24Z", "ERROR", "ts-food-service", "ts-food-service-f5756978c-k8vqf",
     "17:24:24.481 ERROR f.s.FoodServiceImpl#302 TraceID: ee80e7b0805cc249bb401ed2762d2b65 SpanID: "
     "90b3e3cf7c0159b1 [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]"
     "[date: 2021-07-14, tripId: D1345]"),
    ("2023-01-29T09:25:00Z", "ERROR", "ts-food-service", "ts-food-service-f5756978c-k8vqf",
     "17:25:00.660 ERROR f.s.FoodServiceImpl#302 TraceID: da8ce4f4995efa62e3a4c1d9be9eca06 SpanID: "
     "4ef0723803a04b0d [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]"
     "[date: 2021-07-14, tripId: D1345]"),
    ("2023-01-29T09:25:01Z", "ERROR", "ts-food-service", "ts-food-service-f5756978c-k8vqf",
     "17:25:01.146 ERROR f.s.FoodServiceImpl#302 TraceID: fde15222bbe1cfef538ea3955e56e3e2 SpanID: "
     "1f8b17a42baf6e45 [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null]"
     "[date: 2021-07-14, tripId: D1345]"),
]


def build() -> None:  # one long list of hand-written cases
    # ------------------------------------------------------------ structured
    # S01 PASS: Elasticsearch cluster red, disk watermark
    es_log = ("[es-data-2] high disk watermark [90%] exceeded on [Xk2pQ][es-data-2][/var/lib/elasticsearch] "
              "free: 18.2gb[7.3%], shards will be relocated away from this node")
    t = [now("a1"),
         logs("a2", {"service": "es-data-2", "level": "WARN"},
              [("2026-11-29T13:58:11Z", "WARN", "elasticsearch", "es-data-2", es_log)]),
         metrics("a3", {"service": "elasticsearch"},
                 [("ElasticsearchClusterRed", "elasticsearch", "critical", "firing", 1, 0, "")],
                 [("disk_used_percent", "es-data-2", 92.7, 91.4, 92.6, "%")])]
    c = [cl("c1", "log_finding", "es-data-2 节点日志报 high disk watermark [90%] exceeded，分片正在迁出",
            [b("a2", "query_logs", "high disk watermark [90%] exceeded")]),
         cl("c2", "alert_state", "ElasticsearchClusterRed 告警目前仍处于 firing 状态",
            [b("a3", "query_metrics", "ElasticsearchClusterRed")]),
         cl("c3", "metric_finding", "es-data-2 的磁盘使用率峰值达到 92.7%",
            [b("a3", "query_metrics", "disk_used_percent")])]
    case("s01", ["structured", "helper_tool"], "ES 集群怎么变红了？帮忙看下 es-data-2",
         contract("es-data-2 磁盘超过高水位导致分片无法分配", c,
                  "es-data-2 节点日志报 high disk watermark [90%] exceeded，分片正在迁出。"
                  "ElasticsearchClusterRed 告警目前仍处于 firing 状态。建议先清理旧索引或扩容磁盘。",
                  actions=["删除 30 天前的日志索引", "扩容数据盘"]),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], D, "c2"), F(c[2]["claim_text"], D, "c3")])

    # S02 LOW: etcd leader election, plain cause bound to a log line that does not say it
    t = [logs("b1", {"service": "etcd", "keyword": "leader"},
              [("2026-11-29T10:02:03Z", "WARN", "etcd", "etcd-1",
                "raft.node: 8e9e05c52164694d lost leader 91bc3c398fb3c146 at term 42"),
               ("2026-11-29T10:02:03Z", "WARN", "etcd", "etcd-1",
                "slow fdatasync took=1.21s expected-duration=1s")]),
         metrics("b2", {"service": "etcd"}, [],
                 [("etcd_disk_wal_fsync_duration_seconds_p99", "etcd", 1.21, 0.34, 0.09, "s")])]
    c = [cl("c1", "log", "etcd-1 在 term 42 出现 lost leader", [b("b1", "query_logs", "lost leader 91bc3c398fb3c146 at term 42")]),
         cl("c2", "metric", "etcd WAL fsync 的 P99 最大值约 1210ms",
            [b("b2", "query_metrics", "etcd_disk_wal_fsync_duration_seconds_p99")]),
         cl("c3", "root_cause", "根本原因是同一台宿主机上的备份任务把磁盘 IO 打满了",
            [b("b1", "query_logs", "slow fdatasync")])]
    case("s02", ["structured", "unit_paraphrase", "misattributed_binding", "plain_cause"],
         "etcd 半夜频繁切主，什么原因？",
         contract("etcd 磁盘写入慢导致心跳超时", c,
                  "etcd-1 在 term 42 出现 lost leader。根本原因是同一台宿主机上的备份任务把磁盘 IO 打满了。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], D, "c2"), F(c[2]["claim_text"], NO, "c3")])

    # S03 REJECT: certificate expiry, alert said firing but it is resolved
    t = [logs("c-1", {"service": "api-gateway", "level": "ERROR"},
              [("2026-11-29T08:01:12Z", "ERROR", "api-gateway", "gw-7f9c-2",
                "x509: certificate has expired or is not yet valid: current time 2026-11-29T08:01:12Z "
                "is after 2026-11-29T00:00:00Z")]),
         metrics("c-2", {"service": "api-gateway"},
                 [("TLSCertificateExpired", "api-gateway", "critical", "resolved", 0, 0, "days")], [])]
    c = [cl("c1", "log_finding", "api-gateway 日志出现 x509: certificate has expired or is not yet valid",
            [b("c-1", "query_logs", "x509: certificate has expired or is not yet valid")]),
         cl("c2", "alert", "TLSCertificateExpired 告警还在 firing，尚未恢复",
            [b("c-2", "query_metrics", "TLSCertificateExpired")])]
    case("s03", ["structured", "status_contradiction"], "网关 https 握手失败是不是证书过期了",
         contract("网关证书过期", c, "api-gateway 日志出现 x509: certificate has expired or is not yet valid。"
                  "TLSCertificateExpired 告警还在 firing，尚未恢复。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], CON, "c2")])

    # S04 PASS: CronJob backlog, fenced, knowledge claim
    cj_msg = ("Cannot determine if job needs to be started: too many missed start times (> 100). "
              "Set or decrease .spec.startingDeadlineSeconds or check clock skew.")
    t = [logs("d1", {"service": "kube-controller-manager", "keyword": "report-export"},
              [("2026-11-29T06:00:02Z", "WARN", "kube-controller-manager", "master-2",
                "cronjob report-export: " + cj_msg)]),
         metrics("d2", {"job": "report-export"},
                 [("CronJobBacklog", "report-export", "warning", "firing", 137, 20, "jobs")],
                 [("cronjob_pending_runs", "report-export", 137, 88.5, 137, "jobs")]),
         kb("d3", "CronJob too many missed start times", [
             ("kb-cron-01", "runbook/k8s-cronjob.md", "runbook", "high",
              "未设置 startingDeadlineSeconds 时，控制器会统计自上次调度以来所有错过的调度次数，超过 100 次后不再创建 Job。",
              False)])]
    c = [cl("c1", "log_finding", "kube-controller-manager 对 report-export 报 too many missed start times (> 100)",
            [b("d1", "query_logs", "too many missed start times (> 100)")]),
         cl("c2", "metric_finding", "report-export 积压的待运行次数最新值为 137",
            [b("d2", "query_metrics", "cronjob_pending_runs")]),
         cl("c3", "runbook", "按运维手册，未设置 startingDeadlineSeconds 时控制器会统计自上次调度以来所有错过的调度次数",
            [b("d3", "lookup_knowledge", "控制器会统计自上次调度以来所有错过的调度次数")], "indirect")]
    case("s04", ["structured", "fenced_json", "knowledge_only"], "report-export 这个定时任务两天没跑了",
         contract("CronJob 错过调度次数超过 100 次后被控制器放弃", c,
                  "kube-controller-manager 对 report-export 报 too many missed start times (> 100)。"
                  "report-export 积压的待运行次数最新值为 137。建议给 CronJob 设置 startingDeadlineSeconds: 300。",
                  style="fence", pre="排查完成，结论如下：", post="如需我生成修复用的 YAML 请告诉我。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], D, "c2"), F(c[2]["claim_text"], IND, "c3")])

    # S05 REJECT: CDN 502 with fabricated error code
    t = [logs("e1", {"service": "origin-nginx", "status": "502"},
              [("2026-11-29T12:10:44Z", "ERROR", "origin-nginx", "edge-origin-01",
                "upstream prematurely closed connection while reading response header from upstream, "
                "client: 10.8.3.21, server: img.example.com, upstream: \"http://10.8.12.5:8080/thumb\"")],
              noise=nezha_noise(30)),
         metrics("e2", {"service": "origin-nginx"},
                 [("CDNOrigin5xxRate", "origin-nginx", "critical", "firing", 12.4, 5, "%")], [])]
    c = [cl("c1", "alert", "CDNOrigin5xxRate 告警 firing，当前值 12.4%，超过 5% 阈值",
            [b("e2", "query_metrics", "CDNOrigin5xxRate")]),
         cl("c2", "log_finding", "源站返回的错误码是 ERR_ORIGIN_RST_4012，连接被上游重置",
            [b("e1", "query_logs", "upstream prematurely closed connection")])]
    case("s05", ["structured", "fabricated_error_code", "noise", "real_telemetry"], "CDN 图片域名大量 502",
         contract("源站上游连接被提前关闭", c, "CDNOrigin5xxRate 告警 firing，当前值 12.4%，超过 5% 阈值。"
                  "源站返回的错误码是 ERR_ORIGIN_RST_4012，连接被上游重置。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], CON, "c2")])

    # S06 LOW: MongoDB replica lag, metric only in a failed call
    t = [logs("f1", {"service": "mongo-rs0"},
              [("2026-11-29T09:40:00Z", "WARN", "mongo-rs0", "mongo-rs0-2",
                "replication lag on secondary mongo-rs0-2 is 118 seconds behind primary")]),
         failed("f2", "query_metrics", {"metric": "mongodb_replset_member_replication_lag", "service": "mongo-rs0"},
                "prometheus query timeout after 30s")]
    c = [cl("c1", "log_finding", "mongo-rs0-2 作为从节点落后主节点 118 秒", [b("f1", "query_logs", "118 seconds behind primary")]),
         cl("c2", "metric_finding", "mongodb_replset_member_replication_lag 指标在过去一小时持续上升",
            [b("f2", "query_metrics", "mongodb_replset_member_replication_lag")])]
    case("s06", ["structured", "failed_call"], "mongo 从库读到旧数据",
         contract("从库复制延迟", c, "mongo-rs0-2 作为从节点落后主节点 118 秒。"
                  "mongodb_replset_member_replication_lag 指标在过去一小时持续上升。",
                  missing=["监控查询超时，需重试"]),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], NO, "c2")])

    # S07 PASS: Go service OOMKilled, 2048MB = 2GB
    t = [logs("g1", {"service": "payment-gw"},
              [("2026-11-29T11:21:09Z", "WARN", "payment-gw", "node-a17",
                "Container payment-gw in pod payment-gw-6b7d9-x2k4q was OOMKilled, exit code 137")]),
         metrics("g2", {"service": "payment-gw"}, [],
                 [("container_memory_working_set", "payment-gw", 2048, 1710, 1650, "MB")])]
    c = [cl("c1", "event", "payment-gw 容器被 OOMKilled，退出码 137", [b("g1", "query_logs", "OOMKilled, exit code 137")]),
         cl("c2", "measurement", "payment-gw 工作集内存峰值到了 2GB", [b("g2", "query_metrics", "container_memory_working_set")])]
    case("s07", ["structured", "unit_paraphrase"], "payment-gw 一直重启",
         contract("Go 服务内存超限被杀", c, "payment-gw 容器被 OOMKilled，退出码 137。payment-gw 工作集内存峰值到了 2GB。"
                  "推测可能是 goroutine 泄漏，建议抓一份 pprof heap。", hyps=["goroutine 泄漏"], style="indent"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], D, "c2")])

    # S08 REJECT: inode exhaustion, avg value contradicted
    t = [now("h0"),
         logs("h1", {"host": "node-b03", "keyword": "No space"},
              [("2026-11-29T07:15:33Z", "ERROR", "log-agent", "node-b03",
                "open /var/log/app/trace-20261129.log: No space left on device")]),
         metrics("h2", {"host": "node-b03"}, [],
                 [("inode_used_percent", "node-b03", 100, 97.5, 100, "%"),
                  ("disk_used_percent", "node-b03", 61.0, 60.2, 60.8, "%")])]
    c = [cl("c1", "log", "log-agent 在 node-b03 上写文件时报 No space left on device",
            [b("h1", "query_logs", "No space left on device")]),
         cl("c2", "metric", "node-b03 的 inode 使用率平均值只有 45%", [b("h2", "query_metrics", "inode_used_percent")])]
    case("s08", ["structured", "value_contradiction", "helper_tool"], "node-b03 磁盘明明没满为啥写不进去",
         contract("inode 耗尽", c, "log-agent 在 node-b03 上写文件时报 No space left on device。"
                  "node-b03 的 inode 使用率平均值只有 45%。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], CON, "c2")])

    # S09 LOW: NTP drift; 0.85 s = 850ms direct, no-hit claim, knowledge claim
    t = [nohit("i1", {"service": "chronyd", "keyword": "Can't synchronise: no selectable sources"}),
         metrics("i2", {"host": "kafka-broker-3"}, [],
                 [("node_timex_offset_seconds", "kafka-broker-3", 0.85, 0.41, 0.83, "s")]),
         kb("i3", "时钟偏移 kerberos", [
             ("kb-ntp-3", "wiki/time-sync.md", "faq", "medium",
              "时钟偏移过大时 Kerberos 票据校验会失败，出现 Clock skew too great。", False)])]
    c = [cl("c1", "metric_finding", "kafka-broker-3 的 node_timex_offset_seconds 最大值为 850ms",
            [b("i2", "query_metrics", "node_timex_offset_seconds")]),
         cl("c2", "log_finding", "chronyd 报 Can't synchronise: no selectable sources",
            [b("i1", "query_logs", "no selectable sources")]),
         cl("c3", "knowledge_ref", "根据知识库，时钟偏移过大时 Kerberos 票据校验会失败",
            [b("i3", "lookup_knowledge", "Kerberos 票据校验会失败")], "indirect")]
    case("s09", ["structured", "no_hit", "unit_paraphrase", "knowledge_only"], "kafka-broker-3 时间不准",
         contract("NTP 同步异常", c, "kafka-broker-3 的 node_timex_offset_seconds 最大值为 850ms。"
                  "chronyd 报 Can't synchronise: no selectable sources。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], NO, "c2"), F(c[2]["claim_text"], IND, "c3")])

    # S10 PASS: S3 throttling, one claim binds a non-existent id
    t = [logs("j1", {"service": "backup-uploader"},
              [("2026-11-29T02:11:40Z", "ERROR", "backup-uploader", "bk-worker-4",
                "SlowDown: Please reduce your request rate. (Service: Amazon S3; Status Code: 503; "
                "Error Code: SlowDown; Request ID: 7XK2M9QH1RZB0A3C)")], noise=nezha_noise(12, 40)),
         metrics("j2", {"service": "backup-uploader"}, [],
                 [("s3_throttled_requests", "backup-uploader", 431, 120, 12, "count")])]
    c = [cl("c1", "log_finding", "backup-uploader 收到 S3 的 SlowDown 错误，Status Code 503",
            [b("j1", "query_logs", "Error Code: SlowDown")]),
         cl("c2", "metric_finding", "s3_throttled_requests 峰值 431 次",
            [b("j7", "query_metrics", "s3_throttled_requests")])]
    case("s10", ["structured", "bad_reference", "noise", "real_telemetry"], "夜间备份上传 S3 特别慢",
         contract("S3 前缀请求速率超限被限流", c, "backup-uploader 收到 S3 的 SlowDown 错误，Status Code 503。"
                  "s3_throttled_requests 峰值 431 次。建议把对象 key 加随机前缀分散请求。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], IND, "c2")])

    # S11 LOW: RabbitMQ memory alarm, past case only in a deduped chunk
    t = [logs("k1", {"service": "rabbitmq"},
              [("2026-11-29T15:02:10Z", "WARN", "rabbitmq", "mq-2",
                "memory resource limit alarm set on node rabbit@mq-2. Publishers will be blocked until this alarm clears")]),
         kb("k2", "rabbitmq memory alarm 历史故障", [
             ("kb-mq-7", "postmortem/2026-10-mq.md", "case", "high",
              "10 月 rabbit 集群内存告警复盘：lazy queue 未开启导致消息全部堆在内存。", True)])]
    c = [cl("c1", "log_finding", "rabbit@mq-2 触发了 memory resource limit alarm，生产者被阻塞",
            [b("k1", "query_logs", "memory resource limit alarm set on node rabbit@mq-2")]),
         cl("c2", "past_case", "10 月份同一集群因为 lazy queue 未开启出现过相同的内存告警",
            [b("k2", "lookup_knowledge", "lazy queue 未开启导致消息全部堆在内存")], "indirect")]
    case("s11", ["structured", "deduped_chunk"], "MQ 发不进消息了",
         contract("RabbitMQ 内存水位告警阻塞生产者", c, "rabbit@mq-2 触发了 memory resource limit alarm，生产者被阻塞。"
                  "10 月份同一集群因为 lazy queue 未开启出现过相同的内存告警。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], NO, "c2")])

    # S12 REJECT: Redis sentinel failover, fabricated host
    t = [logs("l1", {"service": "redis-sentinel"},
              [("2026-11-29T04:33:51Z", "WARN", "redis-sentinel", "sentinel-0",
                "+switch-master mymaster 10.20.1.11 6379 10.20.1.12 6379"),
               ("2026-11-29T04:33:40Z", "WARN", "redis-sentinel", "sentinel-0",
                "+sdown master mymaster 10.20.1.11 6379")])]
    c = [cl("c1", "log_finding", "哨兵把 mymaster 从 10.20.1.11 切换到了 10.20.1.12",
            [b("l1", "query_logs", "+switch-master mymaster 10.20.1.11 6379 10.20.1.12 6379")]),
         cl("c2", "log_finding", "旧主所在的宿主机 redis-node-07 在 04:33 宕机",
            [b("l1", "query_logs", "+sdown master mymaster")])]
    case("s12", ["structured", "fabricated_host"], "redis 凌晨发生了主从切换？",
         contract("Redis 主节点主观下线后发生故障转移", c, "哨兵把 mymaster 从 10.20.1.11 切换到了 10.20.1.12。"
                  "旧主所在的宿主机 redis-node-07 在 04:33 宕机。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], CON, "c2")])

    # S13 PASS: real Nezha food-service errors, trace_ref bindings (helper first)
    t = [now("m0"),
         logs("m1", {"service": "ts-food-service", "level": "ERROR"}, FOOD_ERR, noise=nezha_noise(24, 60)),
         metrics("m2", {"service": "ts-food-service"},
                 [("FoodServiceErrorLogsHigh", "ts-food-service", "warning", "firing", 3, 1, "count")], [])]
    tr = {"source_type": "trace_ref", "source_id": "T1", "tool_name": "query_logs",
          "source_invocation_ids": ["m1"], "evidence_excerpt": "foodStoresListResult is null"}
    tr2 = {"source_type": "trace_ref", "source_id": "T2", "tool_name": "query_metrics",
           "source_invocation_ids": ["m2"], "evidence_excerpt": "FoodServiceErrorLogsHigh"}
    c = [cl("c1", "log_finding", "ts-food-service 的 getAllFood 报错 foodStoresListResult is null", [tr]),
         cl("c2", "alert_state", "FoodServiceErrorLogsHigh 告警正在触发", [tr2])]
    case("s13", ["structured", "fenced_json", "trace_ref_binding", "real_telemetry", "noise", "helper_tool", "hedged_fabrication"],
         "订票页面加载餐食失败",
         contract("food 服务拿不到商店列表", c, "ts-food-service 的 getAllFood 报错 foodStoresListResult is null。"
                  "FoodServiceErrorLogsHigh 告警正在触发。疑似 ts-station-food-service 返回空，建议继续排查。",
                  style="fence", pre="Here is the structured diagnosis:"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], D, "c2")])

    # S14 LOW: only knowledge support (ZooKeeper session expiry)
    t = [logs("n1", {"service": "hbase-regionserver"}, [], noise=nezha_noise(15, 90)),
         kb("n2", "zookeeper session expired regionserver", [
             ("kb-zk-1", "runbook/hbase.md", "runbook", "high",
              "RegionServer 长时间 Full GC 超过 zookeeper.session.timeout 时会被 ZooKeeper 判定会话过期并自杀重启。", False),
             ("kb-zk-2", "runbook/hbase.md", "runbook", "medium",
              "生产环境 zookeeper.session.timeout 默认配置为 90 秒。", False)])]
    t[0]["output"]["total"] = len(t[0]["output"]["logs"])
    c = [cl("c1", "runbook", "RegionServer 的 Full GC 超过 zookeeper.session.timeout 就会被判定会话过期",
            [b("n2", "lookup_knowledge", "被 ZooKeeper 判定会话过期")], "indirect"),
         cl("c2", "runbook", "zookeeper.session.timeout 默认配置为 90 秒",
            [b("n2", "lookup_knowledge", "zookeeper.session.timeout 默认配置为 90 秒")], "indirect")]
    case("s14", ["structured", "knowledge_only", "noise", "real_telemetry"], "HBase regionserver 自己挂了",
         contract("仅找到手册依据", c, "RegionServer 的 Full GC 超过 zookeeper.session.timeout 就会被判定会话过期。"
                  "zookeeper.session.timeout 默认配置为 90 秒。建议拉取 GC 日志确认。"),
         t, [F(c[0]["claim_text"], IND, "c1"), F(c[1]["claim_text"], IND, "c2")])

    # S15 REJECT: polarity, "no ERROR" against ERROR lines
    t = [logs("o1", {"service": "order-api"},
              [("2026-11-29T13:01:02Z", "ERROR", "order-api", "order-api-5c9d-q8",
                "POST /v2/orders failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers)"),
               ("2026-11-29T13:01:05Z", "ERROR", "order-api", "order-api-5c9d-q8",
                "POST /v2/orders failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers)")]),
         metrics("o2", {"service": "order-api"},
                 [("OrderApiLatencyHigh", "order-api", "warning", "firing", 3.2, 1, "s")], [])]
    c = [cl("c1", "alert", "OrderApiLatencyHigh 告警 firing，当前 3.2s", [b("o2", "query_metrics", "OrderApiLatencyHigh")]),
         cl("c2", "log_finding", "order-api 日志里没有任何 ERROR 级别的记录", [b("o1", "query_logs", "order-api")])]
    case("s15", ["structured", "polarity_contradiction"], "下单接口变慢",
         contract("下单接口延迟升高", c, "OrderApiLatencyHigh 告警 firing，当前 3.2s。order-api 日志里没有任何 ERROR 级别的记录。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], CON, "c2")])

    # S16 PASS: PgBouncer, ratio 0.93 written as 93%
    t = [logs("p1", {"service": "pgbouncer"},
              [("2026-11-29T16:20:00Z", "WARN", "pgbouncer", "pgb-1",
                "closing because: no more connections allowed (max_client_conn) (age=0s)")]),
         metrics("p2", {"service": "pgbouncer"}, [],
                 [("pgbouncer_pool_utilization", "pgbouncer", 0.97, 0.93, 0.95, "ratio")])]
    c = [cl("c1", "log_finding", "pgbouncer 拒绝新连接：no more connections allowed (max_client_conn)",
            [b("p1", "query_logs", "no more connections allowed (max_client_conn)")]),
         cl("c2", "metric_finding", "pgbouncer_pool_utilization 平均值为 93%", [b("p2", "query_metrics", "pgbouncer_pool_utilization")])]
    case("s16", ["structured", "unit_paraphrase"], "应用报连不上数据库",
         contract("连接池打满", c, "pgbouncer 拒绝新连接：no more connections allowed (max_client_conn)。"
                  "pgbouncer_pool_utilization 平均值为 93%。", actions=["调大 max_client_conn"]),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], D, "c2")])

    # S17 LOW: nginx 504, non-critical hypothesis + plain cause
    t = [logs("q1", {"service": "ingress-nginx", "status": "504"},
              [("2026-11-29T10:45:12Z", "ERROR", "ingress-nginx", "ing-ctrl-2",
                "upstream timed out (110: Connection timed out) while reading response header from upstream, "
                "upstream: \"http://172.16.4.21:8080/api/report\"")])]
    c = [cl("c1", "log_finding", "ingress-nginx 报 upstream timed out (110: Connection timed out)，上游是 172.16.4.21:8080",
            [b("q1", "query_logs", "upstream timed out (110: Connection timed out)")]),
         cl("c2", "root_cause", "报表接口在月底跑全量统计，单次请求耗时远超网关超时时间", []),
         cl("c3", "hypothesis", "也可能是后端实例数不足", [], "none")]
    case("s17", ["structured", "plain_cause", "noncritical_claim", "missing_binding"], "报表页面 504",
         contract("上游超时", c, "ingress-nginx 报 upstream timed out (110: Connection timed out)，上游是 172.16.4.21:8080。"
                  "报表接口在月底跑全量统计，单次请求耗时远超网关超时时间。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], NO, "c2"), F(c[2]["claim_text"], NO, "c3", crit=False)])

    # S18 REJECT: fabricated exception
    t = [logs("r1", {"service": "inventory-svc", "level": "ERROR"},
              [("2026-11-29T09:09:09Z", "ERROR", "inventory-svc", "inv-svc-0",
                "java.net.SocketTimeoutException: Read timed out at com.shop.inventory.client.WmsClient.query(WmsClient.java:88)")]),
         metrics("r2", {"service": "inventory-svc"}, [], [("http_server_requests_p95", "inventory-svc", 5100, 2300, 900, "ms")])]
    c = [cl("c1", "log_finding", "inventory-svc 调用 WMS 时抛出 java.net.SocketTimeoutException: Read timed out",
            [b("r1", "query_logs", "java.net.SocketTimeoutException: Read timed out")]),
         cl("c2", "log_finding", "同一时段 inventory-svc 还抛出了 java.util.ConcurrentModificationException",
            [b("r1", "query_logs", "WmsClient.java:88")]),
         cl("c3", "metric_finding", "inventory-svc 的 P95 峰值为 5.1 秒", [b("r2", "query_metrics", "http_server_requests_p95")])]
    case("s18", ["structured", "fabricated_exception", "unit_paraphrase"], "库存查询超时",
         contract("WMS 下游读超时", c, "inventory-svc 调用 WMS 时抛出 java.net.SocketTimeoutException: Read timed out。"
                  "同一时段 inventory-svc 还抛出了 java.util.ConcurrentModificationException。inventory-svc 的 P95 峰值为 5.1 秒。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], CON, "c2"), F(c[2]["claim_text"], D, "c3")])

    # S19 PASS: Ceph slow ops; answer_extra direct
    t = [logs("s1", {"service": "ceph-osd"},
              [("2026-11-29T03:12:00Z", "WARN", "ceph-osd", "stor-05",
                "osd.14 32 slow requests are blocked > 32 sec")]),
         metrics("s2", {"service": "ceph"},
                 [("CephSlowOps", "ceph", "warning", "firing", 32, 0, "ops")], [])]
    c = [cl("c1", "log_finding", "osd.14 有 32 个请求阻塞超过 32 秒", [b("s1", "query_logs", "osd.14 32 slow requests are blocked > 32 sec")])]
    case("s19", ["structured", "answer_extra"], "ceph 存储卡顿",
         contract("OSD 慢请求", c, "osd.14 有 32 个请求阻塞超过 32 秒。另外 CephSlowOps 告警目前仍在 firing。"
                  "建议检查 stor-05 上该盘的 SMART 信息。"),
         t, [F(c[0]["claim_text"], D, "c1"), F("另外 CephSlowOps 告警目前仍在 firing", D)])

    # S20 LOW: CoreDNS SERVFAIL; answer_extra without evidence; fenced with prose
    t = [logs("t1", {"service": "coredns"},
              [("2026-11-29T14:05:00Z", "ERROR", "coredns", "coredns-7d8f-ab12",
                "[ERROR] plugin/errors: 2 payments.internal. A: read udp 10.244.1.7:51234->10.0.0.10:53: i/o timeout")]),
         metrics("t2", {"service": "coredns"}, [], [("coredns_dns_responses_servfail", "coredns", 880, 210, 35, "count")])]
    c = [cl("c1", "log_finding", "coredns 解析 payments.internal. 时上游 10.0.0.10:53 i/o timeout",
            [b("t1", "query_logs", "10.0.0.10:53: i/o timeout")]),
         cl("c2", "metric_finding", "coredns_dns_responses_servfail 峰值 880", [b("t2", "query_metrics", "coredns_dns_responses_servfail")])]
    case("s20", ["structured", "fenced_json", "answer_extra", "plain_cause"], "服务间调用偶发解析失败",
         contract("上游 DNS 超时", c, "coredns 解析 payments.internal. 时上游 10.0.0.10:53 i/o timeout。"
                  "coredns_dns_responses_servfail 峰值 880。这次问题是昨晚内核升级后 conntrack 表变小引起的。",
                  style="fence", pre="我查了 CoreDNS 的日志和指标。", post="以上。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], D, "c2"),
             F("这次问题是昨晚内核升级后 conntrack 表变小引起的", NO)])

    # S21 REJECT: P99 2.4 s written as 240ms
    t = [metrics("u1", {"service": "checkout-grpc"},
                 [("GrpcLatencyP99High", "checkout-grpc", "critical", "firing", 2.4, 1, "s")],
                 [("grpc_server_handling_seconds_p99", "checkout-grpc", 2.4, 1.1, 1.9, "s")]),
         logs("u2", {"service": "checkout-grpc"},
              [("2026-11-29T19:00:03Z", "WARN", "checkout-grpc", "checkout-7",
                "rpc error: code = DeadlineExceeded desc = context deadline exceeded")])]
    c = [cl("c1", "log_finding", "checkout-grpc 出现 code = DeadlineExceeded", [b("u2", "query_logs", "code = DeadlineExceeded")]),
         cl("c2", "metric_finding", "grpc_server_handling_seconds_p99 峰值仅 240ms，延迟本身不高",
            [b("u1", "query_metrics", "grpc_server_handling_seconds_p99")])]
    case("s21", ["structured", "value_contradiction", "unit_paraphrase"], "结算服务 gRPC 超时",
         contract("调用方超时设置过短", c, "checkout-grpc 出现 code = DeadlineExceeded。"
                  "grpc_server_handling_seconds_p99 峰值仅 240ms，延迟本身不高。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], CON, "c2")])

    # S22 PASS: HAProxy, round 2 rows first, retry
    t = [logs("v3", {"service": "haproxy", "keyword": "DOWN"},
              [("2026-11-29T17:44:10Z", "WARN", "haproxy", "lb-01",
                "Server be_api/api-3 is DOWN, reason: Layer4 timeout, check duration: 2001ms")], rnd=2),
         metrics("v1", {"service": "haproxy"},
                 [("HAProxyBackendServerDown", "haproxy", "critical", "firing", 1, 0, "servers")], []),
         failed("v2", "query_logs", {"service": "haproxy"}, "loki: 429 too many outstanding requests")]
    t[1]["round"] = 1
    t[2]["round"] = 1
    c = [cl("c1", "log_finding", "be_api/api-3 因 Layer4 timeout 被标记为 DOWN", [b("v3", "query_logs", "be_api/api-3 is DOWN, reason: Layer4 timeout")]),
         cl("c2", "alert_state", "HAProxyBackendServerDown 告警 firing", [b("v1", "query_metrics", "HAProxyBackendServerDown")])]
    case("s22", ["structured", "fenced_json", "multi_round", "retry_round", "failed_call"], "API 偶尔连不上",
         contract("后端实例健康检查失败", c, "be_api/api-3 因 Layer4 timeout 被标记为 DOWN。HAProxyBackendServerDown 告警 firing。",
                  style="fence", pre="第二轮补查了日志："),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], D, "c2")],
         retry={"round": 2, "gaps": ["第一轮日志查询失败，无法确认哪个后端 DOWN"]})

    # S23 LOW: no claims, hedged answer only
    t = [nohit("w1", {"service": "switch-core", "keyword": "link down"})]
    case("s23", ["structured", "no_claims", "no_hit", "hedged_distractor"], "机房网络是不是抖了",
         contract("信息不足", [], "推测可能与核心交换机短时抖动有关，建议补充交换机 syslog 后再判断。",
                  missing=["交换机 syslog"]),
         t, [])

    # S24 REJECT: fabricated trace id against real Nezha lines
    t = [logs("x1", {"service": "ts-food-service", "level": "ERROR"}, FOOD_ERR[:2], noise=nezha_noise(20, 120))]
    c = [cl("c1", "log_finding", "ts-food-service 报 Get the Get Food Request Failed!",
            [b("x1", "query_logs", "Get the Get Food Request Failed!")]),
         cl("c2", "log_finding", "首个失败请求的 TraceID 是 3f1c9b2e7a004d5e8b6c1a2d9e0f4b7c",
            [b("x1", "query_logs", "TraceID")])]
    case("s24", ["structured", "fabricated_id", "real_telemetry", "noise"], "food 服务的报错请帮我找到对应 trace",
         contract("food 服务报错", c, "ts-food-service 报 Get the Get Food Request Failed!。"
                  "首个失败请求的 TraceID 是 3f1c9b2e7a004d5e8b6c1a2d9e0f4b7c。"),
         t, [F(c[0]["claim_text"], D, "c1"), F(c[1]["claim_text"], CON, "c2")])

    # ------------------------------------------------------------ natural language
    # N01 PASS: Postgres replication slot
    t = [logs("aa1", {"service": "pg-primary"},
              [("2026-11-29T05:10:00Z", "WARN", "postgres", "pg-primary-1",
                "WARNING:  replication slot \"standby_2\" is inactive, retained WAL 46 GB")]),
         metrics("aa2", {"service": "postgres"},
                 [("PostgresWalDiskUsageHigh", "postgres", "warning", "firing", 88, 80, "%")], [])]
    ans = ("排查结果：\n\n- pg-primary-1 上复制槽 standby_2 处于 inactive 状态，保留了 46 GB 的 WAL。\n"
           "- PostgresWalDiskUsageHigh 告警仍在触发，当前值 88%。\n- 建议确认 standby_2 是否还在使用，不用的话直接删除复制槽。")
    case("n01", ["natural_language", "hedged_distractor"], "pg 主库 WAL 目录涨得很快", ans, t,
         [F("pg-primary-1 上复制槽 standby_2 处于 inactive 状态，保留了 46 GB 的 WAL", D),
          F("PostgresWalDiskUsageHigh 告警仍在触发，当前值 88%", D)])

    # N02 PASS: GC pause 1500 ms written as 1.5 秒
    t = [logs("ab1", {"service": "search-api"},
              [("2026-11-29T12:00:01Z", "WARN", "search-api", "search-api-3",
                "[GC (Allocation Failure) ... Full GC (Ergonomics) pause 1500ms, heap 7.6G->7.5G(8G)]")]),
         metrics("ab2", {"service": "search-api"}, [], [("jvm_gc_pause", "search-api", 1500, 620, 480, "ms")])]
    ans = ("search-api 日志出现了 Full GC (Ergonomics)，堆从 7.6G 只降到 7.5G。jvm_gc_pause 最长达到 1.5 秒。"
           "可能存在大对象缓存没有过期，建议 dump 一下堆。")
    case("n02", ["natural_language", "unit_paraphrase", "hedged_distractor"], "搜索接口卡顿", ans, t,
         [F("search-api 日志出现了 Full GC (Ergonomics)，堆从 7.6G 只降到 7.5G", D),
          F("jvm_gc_pause 最长达到 1.5 秒", D)])

    # N03 PASS: direct + knowledge
    t = [logs("ac1", {"service": "kafka-connect"},
              [("2026-11-29T08:20:20Z", "ERROR", "kafka-connect", "connect-1",
                "WorkerSinkTask{id=es-sink-0} Task threw an uncaught and unrecoverable exception. "
                "Task is being killed and will not recover until manually restarted")]),
         kb("ac2", "kafka connect task killed 恢复", [
             ("kb-kc-2", "runbook/kafka-connect.md", "runbook", "high",
              "Task 进入 FAILED 状态后不会自动重启，需要调用 REST 接口 POST /connectors/{name}/tasks/{id}/restart。", False)])]
    ans = ("1. connect-1 上 es-sink-0 任务抛出了 unrecoverable exception，已经被 kill。\n"
           "2. 按照运行手册，Task 进入 FAILED 状态后不会自动重启，需要调用 restart 接口。\n"
           "3. 请先手动重启任务，再看是否复现。")
    case("n03", ["natural_language", "knowledge_only"], "ES 同步链路断了", ans, t,
         [F("connect-1 上 es-sink-0 任务抛出了 unrecoverable exception，已经被 kill", D),
          F("按照运行手册，Task 进入 FAILED 状态后不会自动重启，需要调用 restart 接口", IND)])

    # N04 PASS: real Nezha food errors, markdown
    t = [now("ad0"), logs("ad1", {"service": "ts-food-service"}, FOOD_ERR, noise=nezha_noise(40, 10))]
    ans = ("## 结论\n\n* ts-food-service 的 Pod ts-food-service-f5756978c-k8vqf 在 09:24 到 09:25 之间连续报 "
           "`foodStoresListResult is null`。\n* 报错都来自 FoodServiceImpl#302 的 getAllFood，tripId 为 D1345。\n\n"
           "下一步建议查看 ts-station-food-service 是否正常。")
    case("n04", ["natural_language", "real_telemetry", "noise", "helper_tool", "hedged_fabrication"], "火车餐查询失败", ans, t,
         [F("ts-food-service 的 Pod ts-food-service-f5756978c-k8vqf 在 09:24 到 09:25 之间连续报 "
            "`foodStoresListResult is null`", D),
          F("报错都来自 FoodServiceImpl#302 的 getAllFood，tripId 为 D1345", D)])

    # N05 PASS: thousands separator, consumer lag
    t = [metrics("ae1", {"group": "billing-consumer"},
                 [("KafkaConsumerLagHigh", "billing-consumer", "warning", "firing", 52000, 10000, "messages")],
                 [("kafka_consumergroup_lag", "billing-consumer", 52000, 31000, 52000, "messages")])]
    ans = "billing-consumer 的 lag 最新值是 52,000 条，KafkaConsumerLagHigh 还在告警中。建议临时扩容消费者实例。"
    case("n05", ["natural_language", "unit_paraphrase"], "账单延迟入库", ans, t,
         [F("billing-consumer 的 lag 最新值是 52,000 条，KafkaConsumerLagHigh 还在告警中", D)])

    # N06 LOW: direct + plain cause
    t = [logs("af1", {"service": "nfs-provisioner"},
              [("2026-11-29T01:01:01Z", "ERROR", "nfs-provisioner", "nfs-prov-0",
                "mount.nfs: Connection timed out for 10.30.0.5:/exports/share")])]
    ans = ("nfs-provisioner 挂载 10.30.0.5:/exports/share 时 Connection timed out。\n"
           "问题的根源是存储侧昨天做了防火墙策略变更。\n建议联系存储团队确认。")
    case("n06", ["natural_language", "plain_cause"], "PVC 一直 Pending", ans, t,
         [F("nfs-provisioner 挂载 10.30.0.5:/exports/share 时 Connection timed out", D),
          F("问题的根源是存储侧昨天做了防火墙策略变更", NO)])

    # N07 LOW: failed metrics call only + direct
    t = [logs("ag1", {"service": "image-resizer"},
              [("2026-11-29T18:18:18Z", "WARN", "image-resizer", "resizer-2",
                "worker queue full, dropping task id=88213")]),
         failed("ag2", "query_metrics", {"service": "image-resizer", "metric": "resizer_queue_depth"},
                "upstream connect error or disconnect/reset before headers")]
    ans = "image-resizer 的 worker queue full，开始丢任务。resizer_queue_depth 已经长时间维持在 5000 以上。"
    case("n07", ["natural_language", "failed_call"], "缩略图生成不了", ans, t,
         [F("image-resizer 的 worker queue full，开始丢任务", D),
          F("resizer_queue_depth 已经长时间维持在 5000 以上", NO)])

    # N08 LOW: no-hit call + direct
    t = [metrics("ah1", {"service": "vault"}, [("VaultSealed", "vault", "critical", "firing", 1, 0, "")], []),
         nohit("ah2", {"service": "vault", "keyword": "core: vault is sealed"})]
    ans = "VaultSealed 告警正在 firing。vault 日志里记录了 core: vault is sealed。"
    case("n08", ["natural_language", "no_hit"], "服务拿不到密钥", ans, t,
         [F("VaultSealed 告警正在 firing", D), F("vault 日志里记录了 core: vault is sealed", NO)])

    # N09 LOW: all hedged
    t = [logs("ai1", {"service": "cdn-edge"}, [], noise=nezha_noise(18, 140))]
    ans = "推测可能是某个边缘节点回源异常，也不排除运营商链路抖动，建议补充 CDN 厂商的访问日志。"
    case("n09", ["natural_language", "hedged_distractor", "no_claims", "noise", "real_telemetry"],
         "部分地区访问很慢", ans, t, [])

    # N10 LOW: identifier only in query
    t = [logs("aj1", {"service": "ingress"},
              [("2026-11-29T14:01:00Z", "INFO", "ingress", "ingress-gw-1", "reload configuration succeeded")])]
    ans = "ingress-gw-3 在 14:02 因为节点内存压力被驱逐。ingress-gw-1 在 14:01 成功 reload 了配置。"
    case("n10", ["natural_language"], "ingress-gw-3 这个 pod 怎么没了", ans, t,
         [F("ingress-gw-3 在 14:02 因为节点内存压力被驱逐", NO),
          F("ingress-gw-1 在 14:01 成功 reload 了配置", D)])

    # N11 REJECT: status contradiction
    t = [metrics("ak1", {"service": "minio"},
                 [("MinioDiskOffline", "minio", "critical", "firing", 2, 0, "disks")], []),
         logs("ak2", {"service": "minio"},
              [("2026-11-29T06:06:06Z", "ERROR", "minio", "minio-3",
                "Disk http://minio-3:9000/data2 is offline, reconnecting")])]
    ans = "minio-3 的 /data2 盘报 offline，正在重连。MinioDiskOffline 告警已经恢复了，不用处理。"
    case("n11", ["natural_language", "status_contradiction"], "minio 上传报错", ans, t,
         [F("minio-3 的 /data2 盘报 offline，正在重连", D), F("MinioDiskOffline 告警已经恢复了，不用处理", CON)])

    # N12 REJECT: polarity
    t = [logs("al1", {"service": "user-center", "level": "ERROR"},
              [("2026-11-29T11:11:11Z", "ERROR", "user-center", "uc-2",
                "Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException")]),
         metrics("al2", {"service": "user-center"}, [], [("cpu_usage", "user-center", 35, 22, 20, "%")])]
    ans = "user-center 的 CPU 最高 35%。查询时间段内 user-center 没有出现错误日志。"
    case("n12", ["natural_language", "polarity_contradiction"], "登录偶发失败", ans, t,
         [F("user-center 的 CPU 最高 35%", D), F("查询时间段内 user-center 没有出现错误日志", CON)])

    # N13 REJECT: fabricated IP
    t = [logs("am1", {"service": "smtp-relay"},
              [("2026-11-29T09:30:00Z", "WARN", "smtp-relay", "mail-1",
                "451 4.7.1 Greylisted, please try again later")])]
    ans = "smtp-relay 收到 451 4.7.1 Greylisted。对端邮件服务器 203.0.113.77 把我们列入了灰名单。"
    case("n13", ["natural_language", "fabricated_host"], "通知邮件发不出去", ans, t,
         [F("smtp-relay 收到 451 4.7.1 Greylisted", D), F("对端邮件服务器 203.0.113.77 把我们列入了灰名单", CON)])

    # N14 PASS: malformed JSON (trailing comma)
    t = [logs("an1", {"service": "hdfs-namenode"},
              [("2026-11-29T02:02:02Z", "WARN", "hdfs-namenode", "nn-1",
                "Name node is in safe mode. The reported blocks 901234 needs additional 1200 blocks")])]
    ans = ('{"answer_version": "1.0", "diagnosis_summary": "初步判断可能是 DataNode 未全部上报",\n'
           ' "claims": [{"claim_id": "c1", "claim_type": "log_finding", '
           '"claim_text": "nn-1 上 NameNode 处于 safe mode，还需要额外 1200 个 block 上报",},],\n'
           ' "hypotheses": [], "recommended_actions": [],}')
    case("n14", ["natural_language", "malformed_json"], "HDFS 写不进去", ans, t,
         [F("nn-1 上 NameNode 处于 safe mode，还需要额外 1200 个 block 上报", D)])

    # N15 REJECT: truncated JSON, value contradiction
    t = [metrics("ao1", {"service": "clickhouse"}, [],
                 [("clickhouse_parts_per_partition", "clickhouse", 310, 240, 300, "parts")]),
         logs("ao2", {"service": "clickhouse"},
              [("2026-11-29T22:00:00Z", "ERROR", "clickhouse", "ch-2",
                "Code: 252. DB::Exception: Too many parts (300). Merges are processing significantly slower than inserts")])]
    ans = ('```json\n{"answer_version": "1.0", "diagnosis_summary": "写入过碎",\n "claims": [\n'
           '  {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ch-2 报 Code: 252. DB::Exception: Too many parts (300)"},\n'
           '  {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "clickhouse_parts_per_partition 峰值只有 31"},\n'
           '  {"claim_id": "c3", "claim_type": "hypothesis", "claim_text": "可能')
    case("n15", ["natural_language", "malformed_json", "fenced_json", "value_contradiction"], "ClickHouse 插入报错", ans, t,
         [F("ch-2 报 Code: 252. DB::Exception: Too many parts (300)", D),
          F("clickhouse_parts_per_partition 峰值只有 31", CON)])

    # N16 LOW: single-quoted JSON, plain cause
    t = [logs("ap1", {"service": "celery-worker"},
              [("2026-11-29T03:03:03Z", "ERROR", "celery-worker", "celery-4",
                "billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL)")])]
    ans = ("{'answer_version': '1.0', 'diagnosis_summary': '疑似任务内存过大',\n"
           " 'claims': [{'claim_id': 'c1', 'claim_type': 'log_finding', "
           "'claim_text': 'celery-4 上 worker 被 signal 9 (SIGKILL) 杀掉，抛出 WorkerLostError'},\n"
           " {'claim_id': 'c2', 'claim_type': 'root_cause', 'claim_text': '是新上线的导出任务一次性把整张表读进内存造成的'}]}")
    case("n16", ["natural_language", "malformed_json", "plain_cause"], "异步任务老是失败", ans, t,
         [F("celery-4 上 worker 被 signal 9 (SIGKILL) 杀掉，抛出 WorkerLostError", D),
          F("是新上线的导出任务一次性把整张表读进内存造成的", NO)])


def main() -> None:
    CASES.clear()
    build()
    with OUT.open("w", encoding="utf-8") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {len(CASES)} cases to {OUT}")


if __name__ == "__main__":
    main()
