"""Quantity rules of issue 12 §2 (counts, bare numbers, approximations, units), each with its negative twin."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.contracts import Verification
from matchers.quantities import QuantityRecognizer
from matchers.times import stated_window
from matchers.tokenize import content_terms, tokenize
from tests.test_checks_records import decide

D, N, C = Verification.DIRECT, Verification.NO_EVIDENCE, Verification.CONTRADICTED

APACHE = "\n".join(
    [
        "[Sun Dec 04 04:51:08 2005] [notice] jk2_init() Found child 6725 in scoreboard slot 10",
        "[Sun Dec 04 04:51:09 2005] [error] mod_jk child workerEnv in error state 6",
        "[Sun Dec 04 04:51:14 2005] [error] mod_jk child workerEnv in error state 6",
        "[Sun Dec 04 04:51:18 2005] [error] mod_jk child workerEnv in error state 7",
        "[Sun Dec 04 04:52:04 2005] [notice] workerEnv.init() ok /etc/httpd/conf/workers2.properties",
    ]
)
HPC = "\n".join(
    [
        "134681 node-118 unix.hw state_change.unavailable 1084680778 1 Component State Change: psu failure (ambient=28)",
        "134682 node-20 unix.hw state_change.unavailable 1084680779 1 Component State Change: psu failure (ambient=26)",
        "134683 node-118 unix.hw state_change.unavailable 1084680801 1 Component State Change: psu failure (ambient=31)",
    ]
)
HPC_FAN = "134690 node-7 unix.hw state_change.unavailable 1084680900 1 Component State Change: fan 3 low"
LOGS = {
    "total": 3,
    "logs": [
        {"ts": "2023-01-29T08:42:10Z", "level": "WARN", "service": "verify-svc", "message": "[Verify code start]"},
        {"ts": "2023-01-29T08:42:20Z", "level": "WARN", "service": "verify-svc", "message": "[Verify code start]"},
        {"ts": "2023-01-29T08:42:31Z", "level": "WARN", "service": "verify-svc", "message": "[Verify code start]"},
    ],
}
ACCESS = '10.0.0.7 - - [10/Dec/2005:07:08:28 +0000] "GET /index.html HTTP/1.1" 404 209'
BGL = "\n".join(
    [
        "- 1117838570 2005.06.03 R02-M1-N0-C:J12-U11 RAS KERNEL INFO generated 64 core files for program /bgl/apps/a.out",
        "- 1117838571 2005.06.03 R02-M1-N0-C:J12-U11 RAS KERNEL INFO 63543 double-hummer alignment exceptions",
        "- 1117838573 2005.06.03 R02-M1-N0-C:J12-U11 RAS KERNEL INFO 488205 floating point alignment exceptions",
    ]
)
ISR = {
    "total": 4,
    "logs": [
        {
            "ts": "2018-10-17 12:51:56,064",
            "level": "INFO",
            "message": "[Partition test-5 broker=10] Expanding ISR from 10,30 to 10,30,20",
        },
        {
            "ts": "2018-10-17 12:51:56,091",
            "level": "INFO",
            "message": "[Partition test-3 broker=10] Expanding ISR from 10,30 to 10,30,20",
        },
        {
            "ts": "2018-10-17 12:51:56,098",
            "level": "INFO",
            "message": "[Partition test-2 broker=10] Expanding ISR from 10,30 to 10,30,20",
        },
        {
            "ts": "2018-10-17 12:51:56,104",
            "level": "INFO",
            "message": "[Partition test-2-1 broker=10] Expanding ISR from 10 to 10,20",
        },
    ],
}
SPARK_BLOCKS = "\n".join(
    [
        "17/06/09 20:10:46 INFO spark.CacheManager: Partition rdd_2_0 not found, computing it",
        "17/06/09 20:10:46 INFO spark.CacheManager: Partition rdd_2_1 not found, computing it",
        "17/06/09 20:10:46 INFO spark.CacheManager: Partition rdd_2_2 not found, computing it",
    ]
)
TIMED_ROWS = {
    "pod": "contacts-7f9",
    "rows": [
        {"Time": "2023-01-29 09:25:09", "CpuUsageRate(%)": 8.18},
        {"Time": "2023-01-29 09:26:09", "CpuUsageRate(%)": 57.9},
    ],
}
#: A span table as CSV text (Nezha's trace export): Duration is unitless µs (end − start in ns ÷ 1000).
SPANS_CSV = "\n".join(
    [
        "TraceID,SpanID,ParentID,PodName,OperationName,StartTimeUnixNano,EndTimeUnixNano,Duration",
        "21ed01,8ba98fe2a66c044b,6370d9315d24f9e0,frontend-579b9bff58-t2dbm,hipstershop.CheckoutService/PlaceOrder,"
        "1661273998961879468,1661273999088601264,126721",
        "21ed01,3c46af00ea5087af,d7a560c2891c837e,checkoutservice-578fcf4766-9csqn,hipstershop.CheckoutService/ChargeCard,"
        "1661273999035886831,1661273999040527093,4640",
        "21ed01,7d52ceddc35df56a,6370d9315d24f9e0,frontend-579b9bff58-t2dbm,hipstershop.ProductCatalogService/GetProduct,"
        "1661273999096959647,1661273999101278874,4319",
    ]
)
#: Jaeger's own JSON: startTime and duration both in microseconds.
JAEGER = {
    "data": [
        {
            "traceID": "7882d8",
            "spans": [
                {
                    "spanID": "2985f45de2ad9a1e",
                    "operationName": "Frontend/Recv.",
                    "startTime": 1661273970509479,
                    "duration": 46009,
                },
                {
                    "spanID": "1c8fdcb963ab6cdf",
                    "operationName": "GetProduct",
                    "startTime": 1661273970509635,
                    "duration": 33661,
                },
            ],
        }
    ]
}
#: Rows of a metric table, one sample a minute.
RISE = {
    "pod": "contacts-7f9",
    "rows": [
        {"Time": "2023-01-29 13:32:10", "CpuUsageRate(%)": 1.7306957577071},
        {"Time": "2023-01-29 13:33:09", "CpuUsageRate(%)": 99.93411198716},
    ],
}
BROADCAST = "\n".join(
    [
        "17/06/09 20:10:48 INFO broadcast.TorrentBroadcast: Started reading broadcast variable 39",
        "17/06/09 20:10:48 INFO broadcast.TorrentBroadcast: Reading broadcast variable 39 took 716 ms",
    ]
)
NOVA = "\n".join(
    [
        "2017-05-16 00:00:10.283 nova.compute.manager [instance: 96abccce] Took 1.11 seconds to destroy the instance on the hypervisor.",
        "2017-05-16 00:00:10.800 nova.compute.manager [instance: 96abccce] Took 0.52 seconds to deallocate network for instance.",
    ]
)
UNITLESS = "\n".join(
    [
        "2015-08-25 10:50:16,231 - INFO [QuorumPeer:FastLeaderElection@852] - Notification time out: 60000",
        '2017-05-16 00:00:04.500 nova.osapi_compute.wsgi.server "GET /v2/servers/detail HTTP/1.1" status: 200 len: 1893 time: 0.2477829',
    ]
)
JK_CHILDREN = "\n".join(
    [
        "[Sun Dec 04 20:24:45 2005] [notice] jk2_init() Found child 1950 in scoreboard slot 9",
        "[Sun Dec 04 20:24:45 2005] [notice] jk2_init() Found child 1951 in scoreboard slot 7",
        "[Sun Dec 04 20:24:45 2005] [notice] jk2_init() Found child 1949 in scoreboard slot 6",
        "[Sun Dec 04 20:24:45 2005] [notice] jk2_init() Found child 1948 in scoreboard slot 8",
        "[Sun Dec 04 20:32:55 2005] [error] mod_jk child workerEnv in error state 10",
        "[Sun Dec 04 20:32:55 2005] [error] mod_jk child workerEnv in error state 6",
        "[Sun Dec 04 20:32:55 2005] [error] mod_jk child workerEnv in error state 10",
    ]
)
POD_TABLE = {
    "pod": "ts-contacts-service-866bd68c97-xcqfx",
    "columns": ["Time", "CpuUsage(m)", "MemoryUsage(Mi)"],
    "rows": [
        ["2023-01-29 08:43:10", 9.548357026587011, 424.18359375],
        ["2023-01-29 08:44:09", 15.75379976439672, 424.69921875],
    ],
}
TLB = {
    "logs": [
        {
            "alert": "KERNDTLB",
            "node": "R30-M0-N9-C:J16-U01",
            "ts": "2005-06-11-17.32.07.581048",
            "level": "FATAL",
            "message": "data TLB error interrupt",
        },
        {
            "alert": "KERNDTLB",
            "node": "R30-M0-N9-C:J16-U01",
            "ts": "2005-06-11-17.42.39.794840",
            "level": "FATAL",
            "message": "data TLB error interrupt",
        },
    ]
}
SSH_PORTS = "\n".join(
    [
        "Dec 10 08:25:08 LabSZ sshd[24369]: Failed password for invalid user admin from 5.188.10.180 port 60682 ssh2",
        "Dec 10 08:25:11 LabSZ sshd[24369]: Failed password for invalid user admin from 5.188.10.180 port 60682 ssh2",
        "Dec 10 08:25:22 LabSZ sshd[24369]: Connection closed by 5.188.10.180 [preauth]",
        "Dec 10 08:25:30 LabSZ sshd[24371]: Failed password for invalid user admin from 5.188.10.180 port 33221 ssh2",
    ]
)
POD_SERIES = {
    "series": [
        {
            "metric": "MemoryUsage",
            "service": "ts-basic-service-5dc8d4f9fd-46997",
            "max": 410.5938,
            "avg": 407.2784,
            "last": 405.3672,
            "unit": "Mi",
        },
        {
            "metric": "CpuUsage",
            "service": "ts-basic-service-5dc8d4f9fd-46997",
            "max": 11.3697,
            "avg": 7.2992,
            "last": 8.4622,
            "unit": "m",
        },
    ]
}
SSH_ROOT = "\n".join(
    [
        "Dec 10 10:04:52 LabSZ sshd[25100]: pam_unix(sshd:auth): authentication failure; rhost=60.2.12.12  user=root",
        "Dec 10 10:04:54 LabSZ sshd[25100]: Failed password for root from 60.2.12.12 port 47770 ssh2",
        "Dec 10 10:04:58 LabSZ sshd[25102]: pam_unix(sshd:auth): authentication failure; rhost=60.2.12.12  user=root",
        "Dec 10 10:05:00 LabSZ sshd[25102]: Failed password for root from 60.2.12.12 port 47771 ssh2",
    ]
)
TICKETS = {
    "total": 4,
    "logs": [
        {"ts": "2023-01-29T09:25:09Z", "level": "INFO", "message": "[executeTicket][Execute][Id: 6e0230a7]"},
        {
            "ts": "2023-01-29T09:25:09Z",
            "level": "ERROR",
            "message": "[ticket execute error: Order Status Wrong][orderId: 6e0230a7]",
        },
        {"ts": "2023-01-29T09:25:13Z", "level": "INFO", "message": "[executeTicket][Execute][Id: 6e0230a7]"},
        {
            "ts": "2023-01-29T09:25:13Z",
            "level": "ERROR",
            "message": "[ticket execute error: Order Status Wrong][orderId: 6e0230a7]",
        },
    ],
}

TABLE = [
    # (name, fact, output, label)
    ("count of a level", "04:51~04:52 这段 mod_jk 共 3 条 [error]", APACHE, D),
    ("count of a level twin", "04:51~04:52 这段 mod_jk 共 5 条 [error]", APACHE, C),
    ("count of an entity's records", "node-118 报了两次 psu failure", HPC, D),
    ("count of an entity's records twin", "node-118 报了三次 psu failure", HPC, C),
    # A number another entity's line writes ("fan 3") is no count the counted records report.
    ("count beside another line's number", "node-118 报了 3 次 psu failure", HPC + "\n" + HPC_FAN, C),
    ("count beside another line's number twin", "node-118 报了 2 次 psu failure", HPC + "\n" + HPC_FAN, D),
    ("count against total", "verify-svc 一共 3 条 WARN", LOGS, D),
    ("count against total twin", "verify-svc 一共 4 条 WARN", LOGS, C),
    ("count refuted only by complete records", "verify-svc 一共 4 条 WARN", {**LOGS, "total": 40}, N),
    ("count in a time window", "08:42:15 到 08:42:40 之间 verify-svc 有 2 条 WARN", LOGS, D),
    ("count in a time window twin", "08:42:15 到 08:42:40 之间 verify-svc 有 3 条 WARN", LOGS, N),
    ("count of what the fact lists", "node-118 和 node-20 两台都报了 psu failure", HPC, D),
    ("count of what the fact lists twin", "node-118 和 node-20 三台都报了 psu failure", HPC, C),
    ("bare number written in a record", "GET /index.html 的 HTTP status 是 404", ACCESS, D),
    # …but an HTTP status is the request's slot: a record writing another status contradicts it.
    ("http status written in no record", "GET /index.html 的 HTTP status 是 500", ACCESS, C),
    ("bare number written in no record", "GET /index.html 的响应大小是 500", ACCESS, N),
    # A count the log reports itself: the number, then a word the fact says.
    ("count the log reports", "R02-M1-N0-C:J12-U11 生成了 64 个 core 文件", BGL, D),
    ("count the log reports twin", "R02-M1-N0-C:J12-U11 生成了 32 个 core 文件", BGL, C),
    # the words after the reported number may be an identifier ("63543 double-hummer alignment exceptions")
    ("reported count of a named thing", "R02-M1-N0-C:J12-U11 报了 63543 次 double-hummer alignment exceptions", BGL, D),
    # a number inside a name ("test-3 broker=10") reports no count
    ("no count inside a name", "broker 10 上共有 3 个分区扩了 ISR", ISR, N),
    ("no count inside a name twin", "broker 10 上共有 4 个分区扩了 ISR", ISR, D),
    (
        "reported count of a named thing twin",
        "R02-M1-N0-C:J12-U11 报了 6354 次 double-hummer alignment exceptions",
        BGL,
        C,
    ),
    (
        "count the log reports, other noun",
        "R02-M1-N0-C:J12-U11 有 488205 次 floating point alignment exceptions",
        BGL,
        D,
    ),
    # A count of the identifiers listed right before it, or of a range of them.
    ("count of a range", "rdd_2_0 到 rdd_2_2 三个分区都没有命中缓存", SPARK_BLOCKS, D),
    ("count of a range twin", "rdd_2_0 到 rdd_2_2 五个分区都没有命中缓存", SPARK_BLOCKS, N),
    ("count of a listed run", "rdd_2_0 和 rdd_2_1 两个分区没有命中缓存", SPARK_BLOCKS, D),
    # A count of a range or list of bare numbers before it, or in brackets after it.
    ("count of a number range", "20:24:45 jk2_init() 找到了 child 1948 到 1951 四个进程", JK_CHILDREN, D),
    ("count of a number range twin", "20:24:45 jk2_init() 找到了 child 1948 到 1951 五个进程", JK_CHILDREN, C),
    ("count of a bracketed range", "20:24:45 jk2_init() 找到 4 个 child（1948–1951）", JK_CHILDREN, D),
    # Bare numbers narrow what a count counts: each counted record holds one; each list item its own.
    ("count narrowed by a number", "20:32:55 mod_jk 报了两次 error state 10", JK_CHILDREN, D),
    ("count narrowed by a number twin", "20:32:55 mod_jk 报了三次 error state 10", JK_CHILDREN, C),
    ("counts per list item", "20:32:55 报了两条 error state 10、一条 state 6", JK_CHILDREN, D),
    ("counts per list item twin", "20:32:55 报了一条 error state 10、两条 state 6", JK_CHILDREN, C),
    # A columnar table's rows are records with its column names; a count of points counts its rows.
    ("columnar table value", "这个 pod 08:43 的 CPU 是 9.5m，08:44 升到 15.8m", POD_TABLE, D),
    ("columnar table value twin", "这个 pod 08:43 的 CPU 是 19.5m，08:44 升到 15.8m", POD_TABLE, C),
    ("count of points", "内存两个点都在 424 MiB 左右", POD_TABLE, D),
    ("count of points twin", "内存三个点都在 424 MiB 左右", POD_TABLE, N),
    # A level word inside a cited message ("data TLB error interrupt") is no level filter of the count.
    ("count of a cited message", "R30-M0-N9-C:J16-U01 报了 2 次 data TLB error interrupt", TLB, D),
    ("count of a cited message twin", "R30-M0-N9-C:J16-U01 报了 3 次 data TLB error interrupt", TLB, C),
    # A port narrows a count; a trailing number a measure word follows is the count, not the message's.
    ("count of a port's failures", "端口 60682 那个会话 Failed password 了 2 次", SSH_PORTS, D),
    ("count of a port's failures twin", "端口 60682 那个会话 Failed password 了 3 次", SSH_PORTS, C),
    ("count after a cited run", "5.188.10.180 一共 Failed password 3 次", SSH_PORTS, D),
    # A record's context unit takes its meaning from the metric: CpuUsage in "m" is millicores.
    ("record context unit", "同一时段 CPU 最高约 0.011 核，均值约 7.3m", POD_SERIES, D),
    ("record context unit twin", "同一时段 CPU 最高约 0.02 核，均值约 7.3m", POD_SERIES, C),
    # Units glued by brackets are no cited message: "0.4 GiB（410.6 MiB）" is two values.
    ("values in brackets", "内存峰值约 0.4 GiB（410.6 MiB）", POD_SERIES, D),
    ("values in brackets twin", "内存峰值约 0.6 GiB（610.6 MiB）", POD_SERIES, C),
    # A count is refuted even where a time writes its digits ("20:32:55" is no count of 55).
    ("count not written by a time", "mod_jk 一共报了 55 条 error state", JK_CHILDREN, C),
    ("count not written by a time twin", "mod_jk 一共报了 3 条 error state", JK_CHILDREN, D),
    # A colon before a count separates a label from it: "5.188.10.180：3 条" is no address with port 3.
    ("label colon count", "5.188.10.180：3 条 Failed password", SSH_PORTS, D),
    ("label colon count twin", "5.188.10.180：5 条 Failed password", SSH_PORTS, C),
    # Chinese words some counted records say narrow the count to those ("密码尝试": the password lines).
    ("count narrowed by a word", "60.2.12.12 对 root 发起了 2 次密码尝试，全部失败", SSH_ROOT, D),
    ("count narrowed by a word twin", "60.2.12.12 对 root 发起了 4 次密码尝试，全部失败", SSH_ROOT, C),
    # A count of an outcome counts the records stating it (a failure: its words or an error level).
    ("count of an outcome", "订单 6e0230a7 检票失败两次", TICKETS, D),
    ("count of an outcome twin", "订单 6e0230a7 检票失败三次", TICKETS, C),
    # A denial within a stated window is refuted only by records of that window.
    ("denial in a window", "20:24 到 20:30 之间 mod_jk 没有任何 error", JK_CHILDREN, D),
    ("denial in a window twin", "20:30 到 20:35 之间 mod_jk 没有任何 error", JK_CHILDREN, C),
    # A value written to three or more significant digits is specific; a round one needs the words.
    ("specific value", "hypervisor 上销毁实例耗时 1.11 秒", NOVA, D),
    ("specific value twin", "hypervisor 上销毁实例耗时约 1 秒", NOVA, Verification.INDIRECT),
    # A value of the record the fact is about: that record's own value of the kind decides.
    ("value of the record it is about", "Reading broadcast variable 39 耗时 0.716 秒", BROADCAST, D),
    ("value of the record it is about twin", "Reading broadcast variable 39 耗时 7.16 秒", BROADCAST, C),
    # A value given at a time is the value of the row at that time (the rows are the header's pod's).
    ("value at its time", "contacts-7f9 在 09:26 的 CPU 使用率是 57.9%", TIMED_ROWS, D),
    ("value at its time twin", "contacts-7f9 在 09:25 的 CPU 使用率是 57.9%", TIMED_ROWS, C),
    ("value at a time no row has", "contacts-7f9 在 09:40 的 CPU 使用率是 57.9%", TIMED_ROWS, N),
    # A log that leaves the unit out: the number as written, or a time read in s or in ms.
    # a log message quoted word for word with another number in it is contradicted by the lines writing it
    ("message with another number", "mod_jk child workerEnv in error state 8", APACHE, C),
    ("message with another number twin", "mod_jk child workerEnv in error state 7", APACHE, D),
    ("message number at its time", "04:51:09 mod_jk child workerEnv in error state 7", APACHE, C),
    ("message number at its time twin", "04:51:18 mod_jk child workerEnv in error state 7", APACHE, D),
    # an identifier's digits (jk2_init) are not the message's values; the numbers standing alone are
    ("message after an identifier", "jk2_init() Found child 6725 in scoreboard slot 11", APACHE, C),
    ("message after an identifier twin", "jk2_init() Found child 6725 in scoreboard slot 10", APACHE, D),
    # a span's unitless duration is in the unit that makes it equal end − start (CSV text read as rows)
    ("span duration", "ChargeCard span 3c46af00ea5087af 耗时 4.64 ms", SPANS_CSV, D),
    ("span duration twin", "ChargeCard span 3c46af00ea5087af 耗时 46.4 ms", SPANS_CSV, C),
    ("span duration in us", "PlaceOrder span 8ba98fe2a66c044b 用了 126721 微秒", SPANS_CSV, D),
    # ... and is the duration of the row naming the fact's identifiers, not of any row of the output
    ("value of the named row", "ChargeCard 只用了 126.7 ms", SPANS_CSV, N),
    ("value of the named row twin", "PlaceOrder 只用了 126.7 ms", SPANS_CSV, D),
    # Jaeger: no end time, the duration takes the start time's unit (µs)
    ("span start unit", "GetProduct span 1c8fdcb963ab6cdf 耗时约 33.7 ms", JAEGER, D),
    ("span start unit twin", "GetProduct span 1c8fdcb963ab6cdf 耗时约 3.37 ms", JAEGER, C),
    # a bound is never read off a unitless number (every epoch exceeds "2 秒")
    ("bound not from unitless", "GetProduct 普遍超过 2 秒", SPANS_CSV, N),
    ("bound not from unitless twin", "GetProduct 不到 5 ms", SPANS_CSV, D),
    # the value a change starts from is the one before the stated time
    ("from-value before its time", "contacts-7f9 的 CPU 使用率在 13:33 从 1.7% 左右涨到 99.9%", RISE, D),
    ("from-value before its time twin", "contacts-7f9 的 CPU 使用率在 13:33 从 12% 左右涨到 99.9%", RISE, C),
    ("unitless time as written", "FastLeaderElection 的通知超时时间为 60000 ms", UNITLESS, D),
    ("unitless time as written twin", "FastLeaderElection 的通知超时时间为 50000 ms", UNITLESS, N),
    ("unitless time in seconds", "GET /v2/servers/detail 耗时约 248 ms", UNITLESS, D),
    ("unitless time in seconds twin", "GET /v2/servers/detail 耗时约 480 ms", UNITLESS, N),
]


@pytest.mark.parametrize(("name", "text", "output", "label"), TABLE, ids=[t[0] for t in TABLE])
def test_quantity_rules_and_twins(name, text, output, label):
    got, why = decide(text, output)
    assert got is label, why


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("13:50:55 到 14:11:41 之间", ((49855, 51102),)),
        ("到 07:20:51 一共 7 次", ((0, 26452),)),
        ("16:18:34 和 16:21:28 两次", ((58714, 58715), (58888, 58889))),
        ("没有时间", ()),
    ],
)
def test_stated_windows(text, spans):
    assert tuple((sp.start, sp.end) for sp in stated_window(text)) == spans


def test_single_characters_jieba_leaves_are_one_word():
    # 停运 and 清空 are not in the trimmed jieba dictionary: the characters still make one content word,
    # while function characters (这, 了, 被) and stop words (采样) never do.
    terms = content_terms(tokenize("这趟车已经停运，座位数据被清空了"))
    assert "停运" in terms and "清空" in terms
    assert not any(len(t) == 1 for t in terms)


def test_dates_and_ordinals_are_not_counts():
    got = QuantityRecognizer().analyze("第二次 09:25:53 重试了 3 次")
    assert [(q.text, q.dimension) for q in got if q.dimension == "count"] == [("3 次", "count")]


# -- metric descriptors (issue 12 §3): the words name the column, the column's unit is the value's ----------
ROWS = {
    "rows": [
        {
            "Time": "2023-01-29 13:33:09",
            "PodName": "contacts-7f9",
            "CpuUsage(m)": 499.67,
            "CpuUsageRate(%)": 99.93,
            "MemoryUsage(Mi)": 466.98,
            "PodClientLatencyP99(s)": 0.031,
            "NodeCpuUsageRate(%)": 12.5,
        },
        {
            "Time": "2023-01-29 13:34:09",
            "PodName": "contacts-7f9",
            "CpuUsage(m)": 500.09,
            "CpuUsageRate(%)": 100.02,
            "MemoryUsage(Mi)": 467.23,
            "PodClientLatencyP99(s)": 0.264,
            "NodeCpuUsageRate(%)": 13.1,
        },
    ]
}

DESCRIPTORS = [
    ("cpu rate", "contacts-7f9 的 CPU 使用率为 100%", D),
    ("cpu rate twin", "contacts-7f9 的 CPU 使用率为 500%", C),  # 500 is the millicore column, not the rate
    ("cpu cores", "contacts-7f9 的 CPU 用量约 0.5 核", D),
    ("cpu cores twin", "contacts-7f9 的 CPU 用量约 2 核", C),
    ("memory", "contacts-7f9 的内存约 467 MiB", D),
    ("memory twin", "contacts-7f9 的内存约 900 MiB", C),
    ("client p99 latency", "contacts-7f9 的客户端 P99 延迟峰值为 264 ms", D),
    ("client p99 latency twin", "contacts-7f9 的客户端 P99 延迟峰值为 31 ms", C),
    ("fewest other parts", "contacts-7f9 的 CPU 使用率为 13%", C),  # NodeCpuUsageRate spells one more part
    ("comparator", "contacts-7f9 的 CPU 使用率都不到 101%", D),
    ("comparator twin", "contacts-7f9 的 CPU 使用率都不到 50%", C),
]


@pytest.mark.parametrize(("name", "text", "label"), DESCRIPTORS, ids=[t[0] for t in DESCRIPTORS])
def test_metric_descriptors_and_twins(name, text, label):
    got, why = decide(text, ROWS)
    assert got is label, why


@pytest.mark.parametrize(
    ("name", "parts", "unit"),
    [
        ("CpuUsageRate(%)", {"cpu", "usage", "rate"}, "%"),
        ("MemoryUsage(Mi)", {"memory", "usage"}, "MiB"),
        ("PodClientLatencyP99(s)", {"client", "latency", "p99"}, "s"),
        ("container_cpu_usage_seconds_total", {"cpu", "usage"}, "s"),
        ('http_server_requests_seconds{quantile="0.99"}', {"server", "workload", "p99"}, "s"),
        ("jvm_gc_pause_max_ms", {"gc", "latency"}, "ms"),
        ("CpuUsage(m)", {"cpu", "usage"}, "millicores"),
        ("GcPauseDuration(m)", {"gc", "latency"}, "min"),
    ],
)
def test_metric_name_parts(name, parts, unit):
    from matchers.descriptors import name_parts

    assert name_parts(name) == (frozenset(parts), unit)


_UNIT_FORMS = {  # one value, written in units the table converts exactly (decimal forms stay within tolerance)
    "memory": ["467 MiB", "0.456 GiB", "478208 KiB"],
    "cpu": ["0.5 核", "500 millicores"],
    "latency": ["264 ms", "0.264 s", "0.264 秒"],
}
_WRONG_FORMS = {  # the same, three times too large: wrong in every unit
    "memory": ["1401 MiB", "1.368 GiB", "1434624 KiB"],
    "cpu": ["1.5 核", "1500 millicores"],
    "latency": ["792 ms", "0.792 s", "0.792 秒"],
}
_TEMPLATES = {
    "memory": "contacts-7f9 的内存约 {}",
    "cpu": "contacts-7f9 的 CPU 用量约 {}",
    "latency": "contacts-7f9 的客户端 P99 延迟峰值为 {}",
}


@given(st.sampled_from(sorted(_UNIT_FORMS)), st.booleans(), st.data())
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_equal_value_in_another_unit_keeps_the_label(kind, right, data):
    forms = (_UNIT_FORMS if right else _WRONG_FORMS)[kind]
    a, b = data.draw(st.permutations(forms))[:2]
    label = decide(_TEMPLATES[kind].format(a), ROWS)[0]
    assert label is decide(_TEMPLATES[kind].format(b), ROWS)[0]
    assert label is (D if right else C)  # the property is not met by two equal wrong labels


PAGE = {**LOGS, "total": 21}  # a page of 3 WARN records of a result of 21


@pytest.mark.parametrize(
    ("text", "call_input", "label"),
    [
        ("共 18 条 WARN", {"level": "WARN", "limit": 3}, C),  # the call filtered by WARN: its total is the count
        ("共 21 条 WARN", {"level": "WARN", "limit": 3}, D),
        ("共 18 条 WARN", {"query": "verify", "limit": 3}, N),  # unfiltered: hidden records may be of any level
    ],
)
def test_a_filtered_total_is_the_count_whatever_the_page_shows(text, call_input, label):
    assert decide(text, PAGE, call_input)[0] is label


@pytest.mark.parametrize(
    ("text", "count", "listed"),
    [
        # A list counts its key identifiers (two trace ids) or all its identifiers (the word TraceID too:
        # three); any other count is no list of this fact.
        ("这两次失败的 TraceID 分别是 83fdd82996eb5e7adf5d9e7b27ad2f6d 和 cd484d8a8c1db6b33fc16cdeaf732d64", 2.0, True),
        ("这三次失败的 TraceID 分别是 83fdd82996eb5e7adf5d9e7b27ad2f6d 和 cd484d8a8c1db6b33fc16cdeaf732d64", 3.0, True),
        (
            "这四次失败的 TraceID 分别是 83fdd82996eb5e7adf5d9e7b27ad2f6d 和 cd484d8a8c1db6b33fc16cdeaf732d64",
            4.0,
            False,
        ),
    ],
)
def test_a_list_counts_its_identifiers(text, count, listed):
    from engine.classify.analysis import default_toolkit
    from engine.classify.rules import _listed_counts

    a = default_toolkit().analyze(text)
    q = next(q for q in a.quantities if q.dimension == "count")
    assert q.value == count
    assert (count in _listed_counts(a, q)) is listed
