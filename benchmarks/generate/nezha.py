"""Real-telemetry families built on the Nezha subset in ``benchmarks/data/nezha_subset/``.

Source: IntelligentDDS/Nezha (MIT licence, copy in ``nezha_subset/LICENSE``); Yu et al.,
"Nezha: Interpretable Fine-Grained Root Causes Analysis for Microservices on Multi-Modal
Observability Data", ESEC/FSE 2023. Log messages are used word for word as ``query_logs``
records; metric rows (NaN rows skipped) give ``query_metrics`` series (max / avg / last over a
window, rounded to 4 decimals). The alerts are derived from those real values (documented in
``benchmarks/data/README.md``). Log timestamps are China local time labelled UTC, as in the source.
"""

from __future__ import annotations

import csv
import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from benchmarks.generate.families import Clues

SUBSET = Path(__file__).resolve().parents[1] / "data" / "nezha_subset"
_LINE = re.compile(r"^\S+\s+(INFO|WARN|ERROR|DEBUG)\s+(.*)$", re.S)


@dataclass(frozen=True)
class RealRecord:
    """One real log line as a ``query_logs`` record."""

    ts: str
    level: str
    service: str
    host: str
    trace_id: str
    message: str
    file: str

    def as_output(self) -> dict[str, str]:
        """The record as it appears in a ``query_logs`` output."""
        return {"ts": self.ts, "level": self.level, "service": self.service, "host": self.host,
                "trace_id": self.trace_id, "message": self.message}


def _service_of(pod: str) -> str:
    parts = pod.split("-")
    return "-".join(parts[:-2]) if len(parts) > 2 else pod


@lru_cache(maxsize=1)
def load_logs() -> tuple[RealRecord, ...]:
    """Every log row of the subset, in file then row order."""
    out: list[RealRecord] = []
    for name in ("08_43_log.csv", "08_44_log.csv", "09_25_log.csv", "09_26_log.csv"):
        with open(SUBSET / "log" / name, newline="", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                text = json.loads(row["Log"])["log"].strip()
                m = _LINE.match(text)
                if not m:
                    continue
                ts = row["Timestamp"][:23] + "Z"
                out.append(RealRecord(ts, m.group(1), _service_of(row["PodName"]), row["PodName"],
                                      row["TraceID"], m.group(2).strip(), name))
    return tuple(out)


@lru_cache(maxsize=8)
def load_metric(pod: str) -> tuple[dict[str, str], ...]:
    """Rows of one pod's metric file in the subset."""
    with open(SUBSET / "metric" / f"{pod}_metric.csv", newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def series_from(pod: str, column: str, window: tuple[str, str], metric: str, unit: str) -> dict[str, object]:
    """A ``query_metrics`` series (max / avg / last) over the non-NaN rows of ``window`` (HH:MM bounds)."""
    vals = []
    for row in load_metric(pod):
        if window[0] <= row["Time"][11:16] <= window[1]:
            v = float(row[column])
            if not math.isnan(v):
                vals.append(v)
    if not vals:
        raise ValueError(f"no data for {pod} {column} in {window}")
    r4 = lambda x: round(x, 4)  # noqa: E731
    return {"metric": metric, "service": _service_of(pod), "pod": pod, "max": r4(max(vals)),
            "avg": r4(sum(vals) / len(vals)), "last": r4(vals[-1]), "unit": unit}


@dataclass(frozen=True)
class RealFamily(Clues):
    """A family whose evidence is real Nezha telemetry."""

    name: str
    svc: str
    queries: tuple[str, ...]
    test_queries: tuple[str, ...]
    match: str  # substring selecting the relevant ERROR records of ``svc``
    files: tuple[str, ...]
    keys: tuple[tuple[str, str], ...]  # (key, kind)
    series: tuple[tuple[str, str, str, str], ...]  # (pod, column, metric name, unit)
    window: tuple[str, str]
    alert: tuple[str, str, float]  # (alert name, unit, threshold) over the first series' max

    def relevant(self) -> list[RealRecord]:
        """The real ERROR records this family's claims are about."""
        return [r for r in load_logs() if r.service == self.svc and r.level == "ERROR" and self.match in r.message
                and r.file in self.files]

    def noise(self) -> list[RealRecord]:
        """Real records of the same minutes that are not about this family's key (INFO, WARN, other errors)."""
        return [r for r in load_logs() if r.file in self.files and self.match not in r.message
                and not (r.service == self.svc and r.level == "ERROR")]


REAL_FAMILIES: tuple[RealFamily, ...] = (
    RealFamily(
        name="nezha_no_instances",
        svc="ts-preserve-service",
        queries=("ts-preserve-service 下单接口 09:25 左右报错，什么原因？", "ts-preserve-service 为什么下单失败"),
        test_queries=("ts-preserve-service 预订失败的根因", "分析 ts-preserve-service 在 09:25 的报错"),
        match="No instances available for ts-basic-service",
        files=("09_25_log.csv", "09_26_log.csv"),
        keys=(("java.lang.IllegalStateException: No instances available for ts-basic-service", "exception"),
              ("No instances available for ts-basic-service", "message")),
        series=(("ts-preserve-service-b5ccf8557-j4txs", "PodServerLatencyP99(s)", "pod_server_latency_p99", "s"),
                ("ts-basic-service-5dc8d4f9fd-46997", "CpuUsageRate(%)", "pod_cpu_usage_rate", "%")),
        window=("09:20", "09:30"),
        alert=("PodServerLatencyP99High", "s", 1.0),
        knowledge="Eureka 注册中心的实例租约过期时间默认值为 90 秒",
        knowledge_doc="runbook/service-discovery.md",
        cause="根因是网络分区导致服务注册信息丢失",
        failed_metric="istio_requests_total",
        nohit="Connection reset by peer",
        dedup="历史案例 INC-0129 显示实例不可用由滚动发布引起",
        fab_code="ERR_TS_BASIC_503",
        fab_exc="feign.RetryableException",
        fab_svc="ts-seat-gateway",
    ),
    RealFamily(
        name="nezha_contacts",
        svc="ts-contacts-service",
        queries=("ts-contacts-service 08:43 开始报错，帮忙看下", "查询联系人失败，ts-contacts-service 怎么了？"),
        test_queries=("ts-contacts-service 找不到联系人的原因", "分析 08:44 ts-contacts-service 的错误"),
        match="No contacts according to contactsId",
        files=("08_43_log.csv", "08_44_log.csv"),
        keys=(("No contacts according to contactsId", "message"),
              ("c.s.ContactsServiceImpl#37", "message")),
        series=(("ts-contacts-service-866bd68c97-xcqfx", "CpuUsageRate(%)", "pod_cpu_usage_rate", "%"),
                ("ts-contacts-service-866bd68c97-xcqfx", "PodServerLatencyP99(s)", "pod_server_latency_p99", "s")),
        window=("08:38", "08:48"),
        alert=("PodCpuUsageRateHigh", "%", 3.0),
        knowledge="TrainTicket 联系人服务的存储为 MongoDB",
        knowledge_doc="runbook/trainticket-architecture.md",
        cause="根因是联系人数据在变更窗口内被误删",
        failed_metric="mongodb_op_latencies_reads_total",
        nohit="MongoSocketReadException",
        dedup="历史案例 INC-0311 显示联系人查询失败由索引重建引起",
        fab_code="ERR_CONTACTS_404",
        fab_exc="org.springframework.dao.EmptyResultDataAccessException",
        fab_svc="ts-address-service",
    ),
    RealFamily(
        name="nezha_food",
        svc="ts-food-service",
        queries=("ts-food-service 获取餐食失败，什么原因？", "订餐页面报错，看下 ts-food-service"),
        test_queries=("ts-food-service 的 getAllFood 为什么失败", "分析 ts-food-service 的错误日志"),
        match="foodStoresListResult is null",
        files=("08_43_log.csv", "08_44_log.csv"),
        keys=(("foodStoresListResult is null", "message"),
              ("Get the Get Food Request Failed!", "message")),
        series=(("ts-food-service-f5756978c-k8vqf", "CpuUsageRate(%)", "pod_cpu_usage_rate", "%"),
                ("ts-food-service-f5756978c-k8vqf", "MemoryUsage(Mi)", "pod_memory_usage", "MB")),
        window=("08:38", "08:48"),
        alert=("PodCpuUsageRateHigh", "%", 2.0),
        knowledge="TrainTicket 餐食服务的站点餐食数据由车站餐食服务提供，该依赖为同步调用",
        knowledge_doc="runbook/trainticket-architecture.md",
        cause="根因是车次数据迁移后餐食门店表为空",
        failed_metric="http_client_requests_seconds_count",
        nohit="Read timed out",
        dedup="历史案例 INC-0442 显示餐食接口失败由缓存预热失败引起",
        fab_code="ERR_FOOD_STORE_EMPTY",
        fab_exc="java.lang.NullPointerException",
        fab_svc="ts-catering-service",
    ),
)
