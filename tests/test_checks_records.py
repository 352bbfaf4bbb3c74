"""Record-level checks (issue 11 §4, issue 12 §2): owners, header entities, outcome and times, each with its twin."""

from __future__ import annotations

import pytest

from engine.checks import default_checks, run_checks
from engine.classify import EvidenceIndex, RuleSet, default_toolkit
from engine.classify.analysis import with_trace_entities
from engine.contracts import Verification
from engine.evidence.headers import header_fields
from engine.summarizer import summarize_trace
from extractors.contracts import CandidateFact, FactOrigin
from matchers.times import clock_times

D, N, C = Verification.DIRECT, Verification.NO_EVIDENCE, Verification.CONTRADICTED

SYSLOG = "\n".join(
    [
        "Feb 23 00:13:35 localhost sshd[7483]: Accepted password for vagrant from 192.168.33.1 port 58803 ssh2",
        "Feb 23 00:14:02 localhost sshd[7490]: Failed password for root from 10.0.0.9 port 41000 ssh2",
    ]
)
DHCP = "\n".join(
    [
        "Nov  9 12:01:41 src@aadmin2 dhcpd: DHCPDISCOVER from 00:11:43:e3:ba:c3 via eth1: network A_net: no free leases",
        "Nov  9 12:01:43 src@aadmin1 dhcpd: DHCPACK on 10.100.4.251 to 00:11:43:e3:ba:c3 via eth1",
    ]
)
CALLEE = {
    "logs": [
        {
            "ts": "2023-01-29T08:43:26Z",
            "level": "ERROR",
            "service": "preserve-svc",
            "message": "IllegalStateException: No instances available for food-svc",
        },
        {
            "ts": "2023-01-29T08:43:25Z",
            "level": "ERROR",
            "service": "contacts-svc",
            "message": "No contacts according to contactsId",
        },
        {"ts": "2023-01-29T08:43:20Z", "level": "INFO", "service": "food-svc", "message": "food list served"},
    ]
}


REPORTS = "\n".join(
    [
        "20171223-22:15:29:633|Step_StandReportReceiver|30002312|onReceive action: android.intent.action.SCREEN_ON",
        "20171223-22:15:29:649|Step_StandReportReceiver|30002312|REPORT : 7007 5002 15008",
        "20171223-22:15:29:962|Step_StandReportReceiver|30002312|REPORT : 7008 5003 15011",
    ]
)
CBS = "\n".join(
    [
        "2016-09-28 04:30:31, Info                  CBS    Starting the TrustedInstaller main loop.",
        "2016-09-28 04:30:31, Info                  CBS    TrustedInstaller service starts successfully.",
        "2016-09-28 04:30:45, Info                  CBS    Ending TrustedInstaller initialization.",
    ]
)
JK2 = "\n".join(
    [
        "[Sun Dec 04 06:52:39 2005] [notice] workerEnv.init() ok /etc/httpd/conf/workers2.properties",
        "[Sun Dec 04 06:52:41 2005] [error] mod_jk child workerEnv in error state 6",
    ]
)
HEALTH = "\n".join(
    [
        "20171223-22:19:58:411|Step_LSC|30002312|uploadStaticsToDB() onResult  type = 4 obj=true",
        "20171223-22:19:58:411|Step_LSC|30002312|uploadStaticsToDB failed message=true",
        "20171223-22:19:58:508|Step_LSC|30002312|flush2DB result success",
    ]
)
HOSTS = {
    "logs": [
        {"ts": "Feb 23 00:13:35", "host": "localhost", "program": "sshd", "pid": "7483",
         "message": "Accepted password for vagrant from 192.168.33.1 port 58803 ssh2"},
        {"ts": "Feb 20 08:35:22", "host": "slave22", "program": "sshd", "pid": "5774",
         "message": "Failed password for root from 216.160.83.57 port 29160 ssh2"},
    ]
}  # fmt: skip
LINKS = "\n".join(
    [
        "Jul  1 09:23:26 calvisitor-10-105-160-95 kernel[0]: AirPort: Link Down on awdl0. Reason 1 (Unspecified).",
        "Jul  1 09:31:48 calvisitor-10-105-160-95 kernel[0]: AirPort: Link Up on en0",
    ]
)
PROXY = "\n".join(
    [
        "[10.30 18:00:12] FlashPlayerPlugin_18_0_0_209.exe - formi.baidu.com:843 error : Could not connect through proxy"
        " proxy.cse.cuhk.edu.hk:5070 - Proxy server cannot establish a connection with the target, status code 403",
        "[10.30 18:04:14] Skype.exe - 86.99.222.235:443 error : Could not connect through proxy proxy.cse.cuhk.edu.hk:5070"
        " - Proxy closed the connection unexpectedly.",
    ]
)
SERVING = {
    "logs": [
        {"ts": "081109 214529", "pid": "2747", "level": "WARN", "component": "dfs.DataNode$DataXceiver",
         "message": "10.251.126.255:50010:Got exception while serving blk_8376667364205250596 to /10.251.91.159:"},
        {"ts": "081109 221151", "pid": "3361", "level": "WARN", "component": "dfs.DataNode$DataXceiver",
         "message": "10.251.30.85:50010:Got exception while serving blk_-2918118818249673980 to /10.251.90.64:"},
        {"ts": "081109 230000", "pid": "3361", "level": "WARN", "component": "dfs.DataNode$DataXceiver",
         "message": "10.251.30.85:50010:Got exception while serving blk_-1 to /10.251.90.64:"},
    ]
}  # fmt: skip
GUEST = "\n".join(
    [
        f"Jun 23 {t} combo sshd(pam_unix)[{pid}]: authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= "
        "rhost=209.152.168.249  user=guest"
        for t, pid in (("01:41:20", 2101), ("01:41:29", 2103), ("01:41:31", 2105))
    ]
)
LOCAL = {
    "logs": [
        {"ts": "2023-01-29T08:43:17.120Z", "level": "ERROR", "pod": "ts-contacts-service-866bd68c97-xcqfx",
         "message": "16:43:17.120 ERROR c.s.ContactsServiceImpl#80 [findContactsById][No contacts according to contactsId]"},
    ]
}  # fmt: skip
NODES = {
    "logs": [
        {"node": "node-147", "event": "status", "message": "not responding"},
        {"node": "node-100", "event": "status", "message": "not responding"},
        {"node": "node-C0", "event": "status", "message": "running"},
    ]
}
NOVA_I = "\n".join(
    f"2017-05-16 00:01:0{n}.563 2931 INFO nova.compute.manager [instance: 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4] {msg}"
    for n, msg in enumerate(
        [
            "Terminating instance",
            "Instance destroyed successfully.",
            "Took 1.11 seconds to destroy the instance on the hypervisor.",
            "Deleting instance files",
            "Deletion of instance files complete",
        ]
    )
)
BINDER = "\n".join(
    [
        "20171223-22:19:58:411|HiH_HiHealthBinder|30002312|insertHiHealthData() bulkSaveDetailHiHealthData fail"
        " errorCode = 4,errorMessage = ERR_DATA_INSERT",
        "20171223-22:19:58:500|HiH_DataStatManager|30002312|calculateAltitudeWithCache totalAltitude=240",
        "2016-03-08T00:00:01.000+0000 I STORAGE [initandlisten] wiredtiger_open config: create,cache_size=8G,",
    ]
)
CABS = "2016-09-28 04:32:17, Info                  CBS    Failed to create backup log cab. [HRESULT = 0x80070001]"
LABSZ = "Dec 10 10:57:22 LabSZ sshd[25052]: Failed password for root from 183.62.140.253 port 46563 ssh2"
KLOGIND = "\n".join(
    [
        "Jun 30 20:53:04 combo klogind[19274]: Authentication failed from 163.27.187.39: Software caused connection abort",
        "Jun 30 20:53:04 combo klogind[19288]: Authentication failed from 163.27.187.39: Permission denied in replay cache code",
    ]
)
PROCESS_FIELDS = {
    "logs": [
        {
            "ts": "Jun 30 20:53:04",
            "host": "combo",
            "component": "klogind",
            "pid": 19274,
            "message": "Software caused connection abort",
        },
        {
            "ts": "Jun 30 20:53:04",
            "host": "combo",
            "component": "klogind",
            "pid": 19288,
            "message": "Permission denied in replay cache code",
        },
    ]
}
NODE_PODS = {
    "logs": [
        {
            "ts": "2023-01-29T09:24:18Z",
            "level": "ERROR",
            "node": "33.33.33.115",
            "pod": "preserve-svc-5d9c7-j4txs",
            "message": "IllegalStateException: No instances available for basic-svc",
        },
        {
            "ts": "2023-01-29T09:24:19Z",
            "level": "ERROR",
            "node": "33.33.33.115",
            "pod": "execute-svc-775f5-zqvjb",
            "message": "ticket execute error: Order Status Wrong",
        },
    ]
}
BGL = {
    "logs": [
        {"alert": "KERNSTOR", "node": "R10-M1-N5-C:J15-U11", "level": "FATAL", "message": "data storage interrupt"},
        {
            "alert": "-",
            "node": "R26-M0-NB-C:J07-U01",
            "level": "INFO",
            "message": "CE sym 10, at 0x0b85eee0, mask 0x10",
        },
    ]
}
BRACKETS = {
    "logs": [
        {
            "level": "WARN",
            "pod": "order-svc-5b67c-mv5hb",
            "message": "[getOrderById][Get Order By ID Fail][Order not found]",
        },
        {"level": "INFO", "pod": "order-other-svc-6cdbf-h7mqk", "message": "[getOrderById][Get Order By ID Success]"},
    ]
}

YARN = "\n".join(
    [
        "2015-10-18 18:01:52 INFO Assigned container container_1445144423722_0020_01_000003 to attempt_1445144423722_0020_m_000001_0",
        "2015-10-18 18:01:52 INFO Assigned container container_1445144423722_0020_01_000004 to attempt_1445144423722_0020_m_000002_0",
    ]
)

SPARK = "\n".join(
    [
        "17/06/09 20:10:57 INFO executor.Executor: Running task 3.0 in stage 24.0 (TID 1012)",
        "17/06/09 20:10:57 INFO executor.Executor: Running task 4.0 in stage 24.0 (TID 1026)",
    ]
)

CACHE = "\n".join(
    [
        "17/06/09 20:11:07 INFO spark.CacheManager: Partition rdd_42_2 not found, computing it",
        "17/06/09 20:11:07 INFO rdd.HadoopRDD: Input split: hdfs://10.10.34.11:9000/pjhe/logs/2kSOSP.log:14584+7292",
    ]
)

ZK = (
    "2015-07-31 21:23:12,518 - INFO [CommitProcessor:2:ZooKeeperServer@595] - Established session"
    " 0x24ee30a54f5001c with negotiated timeout 10000 for client /10.10.34.32:45013"
)

UNASSIGNED = (
    "2015-10-18 18:04:10,002 INFO [RMCommunicator Allocator] RMContainerAllocator: Cannot assign container"
    " Container: [ContainerId: container_1445144423722_0020_01_000012, NodeId: MSRA-SA-39:28345]"
)

#: Loki's stream shape: the pod is a label of the stream, each value a [nanosecond stamp, line] pair.
LOKI = {
    "status": "success",
    "data": {
        "resultType": "streams",
        "result": [
            {
                "stream": {"namespace": "ts", "pod": "ts-contacts-service-866bd68c97-xcqfx"},
                "values": [
                    ["1674984334996000000", "17:25:34.996 INFO c.c.ContactsController#84 FIND CONTACTS BY ID: 8c75"],
                ],
            },
            {
                "stream": {"namespace": "ts", "pod": "ts-preserve-service-66646bdb5b-fw7x9"},
                "values": [
                    [
                        "1674984335012000000",
                        "17:25:35.011 ERROR o.a.c.c.C.[dispatcherServlet]#175 Servlet.service() threw exception"
                        " [Request processing failed; nested exception is java.lang.IllegalStateException:"
                        " No instances available for ts-travel2-service] with root cause" + " x" * 200,
                    ],
                    ["1674984335006000000", "17:25:35.006 INFO p.s.PreserveServiceImpl#78 [Step 3][Check tickets]"],
                ],
            },
        ],
    },
}

SPARK_DRIVER = "\n".join(
    [
        "17/06/09 20:10:42 INFO executor.CoarseGrainedExecutorBackend: Connecting to driver:"
        " spark://CoarseGrainedScheduler@10.10.34.11:48069",
        "17/06/09 20:10:42 INFO executor.CoarseGrainedExecutorBackend: Successfully registered with driver",
        "17/06/09 20:10:42 INFO storage.MemoryStore: MemoryStore started with capacity 17.7 GB",
        "17/06/09 20:13:07 ERROR executor.CoarseGrainedExecutorBackend: Lost connection to driver at 10.10.34.12:48070",
    ]
)
K8S_CSV = "\n".join(
    [
        "2023-01-29T09:25:09.830192163Z,1674984309830192163,33.33.33.76,ts-order-service-5b67c48447-mv5hb,server,"
        'd0149f1a,fcdd1d02,"{""log"":""17:25:09.829 INFO  o.s.OrderServiceImpl#365 TraceID: d0149f1a SpanID: fcdd1d02'
        ' [getOrderById][Get Order By ID Success][OrderId: 6e02]\\n""}"',
        "2023-01-29T09:25:09.832221409Z,1674984309832221409,33.33.33.115,ts-execute-service-775f544d9-zqvjb,server,"
        'd0149f1a,1fcda6e5,"{""log"":""17:25:09.831 ERROR e.s.ExecuteServiceImpl#51 TraceID: d0149f1a SpanID: 1fcda6e5'
        ' [ticketExecute][ticket execute error: Order Status Wrong][orderId: 6e02]\\n""}"',
    ]
)

CRON_FAIL = "\n".join(
    [
        "Nov  9 12:01:01 dn228 crond[2915]: Failed to open /etc/cron.d/sysstat: Permission denied",
        "Nov  9 12:01:01 dn229 crond[2916]: (root) CMD (run-parts /etc/cron.hourly)",
    ]
)
PLACED = {
    "logs": [
        {
            "ts": "2023-01-29T08:43:17Z",
            "level": "ERROR",
            "pod": "ts-contacts-service-866bd68c97-xcqfx",
            "host": "33.33.33.79",
            "message": "No contacts according to contactsId",
        },
        {
            "ts": "2023-01-29T08:43:18Z",
            "level": "INFO",
            "pod": "ts-basic-service-5dc8d4f9fd-46997",
            "host": "33.33.33.76",
            "message": "[queryForTravel][calculate price]",
        },
    ]
}
SSH_FAIL = "Dec 10 08:25:08 LabSZ sshd[24369]: Failed password for invalid user admin from 5.188.10.180 port 60682 ssh2"
CHANNEL = (
    "2015-07-29 19:21:22,155 - WARN  [WorkerSender[myid=1]:QuorumCnxManager@368] - Cannot open channel to 2 at"
    " election address /10.10.34.12:3888"
)
REPLICATE = (
    "081109 214043 19 INFO dfs.FSNamesystem: BLOCK* ask 10.250.14.38:50010 to replicate blk_-1608 to datanode(s)"
    " 10.251.122.38:50010"
)
RECEIVING = (
    "081109 203518 143 INFO dfs.DataNode$DataXceiver: Receiving block blk_-1608 src: /10.251.42.84:57069"
    " dest: /10.251.42.84:50010"
)
SWAPS = {
    "logs": [
        {
            "ts": "2023-01-29T08:43:35.581Z",
            "level": "ERROR",
            "service": "food-svc",
            "message": "TraceID: ad82675dca98035cd0ea44b39cdc301d get food failed",
        },
        {
            "ts": "2023-01-29T08:43:35.523Z",
            "level": "INFO",
            "service": "food-svc",
            "message": "TraceID: ad82675dca98035cd0ea44b39cdc301d get food start",
        },
        {
            "ts": "2023-01-29T08:43:53.294Z",
            "level": "ERROR",
            "service": "food-svc",
            "message": "TraceID: b807501d335153eefa23ae9d89324720 get food failed",
        },
    ]
}
WATERMARK = "\n".join(
    [
        "[2018-09-03T08:20:18,334][INFO ][o.e.c.r.a.DiskThresholdMonitor] low disk watermark [85%] exceeded on"
        " [node-1][/var/lib/es] free: 32.4gb[13.9%], replicas will not be assigned to this node",
        "[2018-09-03T08:20:48,335][INFO ][o.e.c.r.a.DiskThresholdMonitor] low disk watermark [85%] exceeded on"
        " [node-1][/var/lib/es] free: 32.3gb[13.8%], replicas will not be assigned to this node",
    ]
)


def call_rows(output: object, call_input: dict | None = None) -> list[dict]:
    """One successful ``query_logs`` invocation returning ``output`` (the tables' trace)."""
    return [
        {
            "invocation_id": "inv-1",
            "session_id": "s",
            "round": 1,
            "tool_name": "query_logs",
            "input": call_input or {"q": "x"},
            "output": output,
            "success": True,
            "error": None,
        }
    ]


def decide(text: str, output: object, call_input: dict | None = None) -> tuple[Verification, str]:
    summary = summarize_trace(call_rows(output, call_input), focus_text=text)
    ix = EvidenceIndex.build(summary, "出了什么问题？")
    f = CandidateFact(fact_id="f1", fact=text, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
    a = with_trace_entities(default_toolkit().analyze(text), ix.entity_lexicon)
    d = run_checks(default_checks(), RuleSet(default_toolkit(), ix), f, a)
    return d.label, d.rule


#: Three failed logins of one source, one account each.
ACCOUNTS = "\n".join(
    f"Dec 10 08:33:{s} LabSZ sshd[{pid}]: Failed password for invalid user {u} from 103.207.39.212 port {p} ssh2"
    for s, pid, u, p in (("26", 24401, "support", 51228), ("28", 24403, "uucp", 51902), ("31", 24405, "admin", 52573))
)
#: A headerless pod-log export: each row a CSV line whose last cell is the container's JSON log wrapper.
HEADERLESS = "\n".join(
    f'2023-01-29T08:49:56.44{n}Z,167498219644{n}000000,33.33.33.155,{pod},server,3b53aef885a10f57,"{{""log"":""'
    f"16:49:56.44{n} INFO  {cls} TraceID: 3b53aef885a10f57 SpanID: 081bdd8a8a58f0ca {msg}\\n"
    '"",""stream"":""stdout"",""time"":""2023-01-29T08:49:56.44' + f'{n}Z""}}"'
    for n, pod, cls, msg in (
        (
            "8",
            "ts-verification-code-service-7b6dc75c45-2z9p2",
            "v.c.VerifyCodeController#54",
            "[verifyCode][verify result: false]",
        ),
        ("9", "ts-auth-service-7f8d7d756d-k7b9j", "a.s.i.TokenServiceImpl#95", "[getToken][success][USER TOKEN: x]"),
    )
)
#: One payment refused for an order's status.
PAY_REFUSED = {
    "logs": [
        {"ts": "2023-01-29T08:50:01Z", "level": "WARN", "pod": "ts-inside-payment-service-6f94c49ccd-4rdb2",
         "message": "[pay][Pay Failed][orderId: b15d0a56-5f5b-4a17-b365-b1a6740afac9][Order Status Not allowed to Pay]"}
    ]
}  # fmt: skip
#: One connection of mysqld, established (and its twin, refused).
LINKED = "Jul 27 14:42:01 combo mysqld[2101]: Connection to 10.0.0.5:3306 established"
REFUSED = LINKED.replace("established", "refused")
#: One block's write: an ack line stating both outcomes, then the stream's own exception.
ACKED = "\n".join(
    [
        "2015-10-18 18:05:57,009 WARN [ResponseProcessor for block blk_1073743512_2731] DFSClient: Slow ReadProcessor"
        " read fields took 65020ms; ack: seqno: -2 status: SUCCESS status: ERROR",
        "2015-10-18 18:05:57,024 WARN [DataStreamer for block blk_1073743512_2731] DFSClient: DataStreamer Exception",
    ]
)
#: Two sshd processes of one host, each trying one invalid user.
TWO_PIDS = "\n".join(
    [
        "Dec 10 09:17:05 LabSZ sshd[24604]: Invalid user redhat from 187.141.143.180",
        "Dec 10 09:17:07 LabSZ sshd[24604]: Failed password for invalid user redhat from 187.141.143.180 port 49479 ssh2",
        "Dec 10 09:17:11 LabSZ sshd[24606]: Invalid user oracle from 187.141.143.180",
        "Dec 10 09:17:12 LabSZ sshd[24606]: Failed password for invalid user oracle from 187.141.143.180 port 51169 ssh2",
    ]
)
#: A compute node's resource view: two vCPU slots in one line.
VCPUS = (
    "2017-05-16 00:00:14.265 2931 INFO nova.compute.resource_tracker [req-addc1839 - - - - -]"
    " Total usable vcpus: 16, total allocated vcpus: 1"
)
#: Thunderbird: gmetad (written by its path) on tbird-admin1 and the subnet manager on tbird-sm1.
GMETAD = "\n".join(
    f"- 11315671{n} 2005.11.09 {host} Nov 9 12:12:{n} {who}@{host} {prog}: {msg}"
    for n, host, who, prog, msg in (
        ("38", "tbird-admin1", "local", "/apps/x86_64/system/ganglia-3.0.1/sbin/gmetad[1682]",
         "data_thread() got not answer from any [Thunderbird_A5] datasource"),
        ("40", "tbird-sm1", "src", "ib_sm.x[24904]", "[ib_sm_sweep.c:1455]: No topology change"),
        ("46", "tbird-admin1", "local", "/apps/x86_64/system/ganglia-3.0.1/sbin/gmetad[1682]",
         "data_thread() got not answer from any [Thunderbird_B2] datasource"),
        ("54", "tbird-sm1", "src", "ib_sm.x[24904]", "[ib_sm_sweep.c:1455]: No topology change"),
        ("55", "tbird-admin1", "local", "/apps/x86_64/system/ganglia-3.0.1/sbin/gmetad[1682]",
         "data_thread() got not answer from any [Thunderbird_C5] datasource"),
    )
)  # fmt: skip
#: Two failed root logins of one remote host.
ROOT_FAILS = "\n".join(
    f"Jun 22 03:17:{s} combo sshd(pam_unix)[{pid}]: authentication failure; logname= uid=0 euid=0 tty=NODEVssh"
    " ruser= rhost=n219076184117.netvigator.com  user=root"
    for s, pid in (("26", 10125), ("35", 10127))
)
#: One auth-service line that checks a password (no outcome), and its twin that states a failure.
PW_CHECKED = {
    "logs": [
        {"ts": "2023-01-29T08:50:08Z", "level": "INFO", "service": "ts-auth-service",
         "message": "[loadUserByUsername][load user][username: fdse_microservice] password checked"}
    ]
}  # fmt: skip
PW_FAILED = {
    "logs": [
        {"ts": "2023-01-29T08:50:08Z", "level": "WARN", "service": "ts-auth-service",
         "message": "[loadUserByUsername][password check failed][username: fdse_microservice]"}
    ]
}  # fmt: skip
#: Apache mod_jk: an init round at 16:40:06 whose second also logs an error state.
JK_INIT = "\n".join(
    [
        "[Mon Dec 05 16:39:59 2005] [notice] jk2_init() Found child 6451 in scoreboard slot 7",
        "[Mon Dec 05 16:40:06 2005] [notice] workerEnv.init() ok /etc/httpd/conf/workers2.properties",
        "[Mon Dec 05 16:40:06 2005] [error] mod_jk child workerEnv in error state 6",
    ]
)
#: HPC: one switch's link states, each line stamped with its epoch (days apart).
LINKS_HPC = "\n".join(
    [
        "285855 Interconnect-1T00 switch_module bcast-error 1080298218 1 Link in reset",
        "303852 Interconnect-1T00 switch_module bcast-error 1082033409 1 Link in reset",
        "323647 Interconnect-1T00 switch_module bcast-error 1083198788 1 Link ok",
    ]
)
#: Kafka: partition test-0's fetcher pointed at broker 30 (port 9095), four minutes later at broker 20 (9094).
FETCHERS = "\n".join(
    f"[2018-10-17 {t}] INFO [ReplicaFetcherManager on broker 10] Added fetcher for partitions List([test-0, initOffset"
    f" 0 to broker BrokerEndPoint({b},10.122.220.20,{p})] ) (kafka.server.ReplicaFetcherManager)"
    for t, b, p in (("12:50:23,322", 30, 9095), ("12:54:31,481", 20, 9094))
)
#: Per-pod latency rows of one minute (OnlineBoutique): frontend, recommendationservice, checkoutservice.
POD_LATENCY = {
    "columns": ["Time", "PodName", "PodServerLatencyP90(s)", "PodClientLatencyP99(s)"],
    "rows": [
        ["2022-08-23 14:44:28", "frontend-579b9bff58-t2dbm", 56.5, 29.46],
        ["2022-08-23 14:44:28", "recommendationservice-6cfdd55578-gfj6q", 28, 26.8],
        ["2022-08-23 14:44:28", "checkoutservice-578fcf4766-9csqn", 9.5, 3.1],
    ],
}
#: Android: a caller that does not hold a permission (and its twin, one that holds it).
NOT_HELD = (
    "03-17 16:13:47.638  1702  2618 W ActivityManager: getRunningAppProcesses: caller 10111 does not hold"
    " REAL_GET_TASKS; limiting output"
)
HELD = NOT_HELD.replace(" W ", " I ").replace("does not hold", "holds").replace("limiting", "full")
#: Proxifier: a connection's close line with its lifetime in minutes and seconds.
GMAIL_LIFETIME = (
    "[10.30 17:29:08] chrome.exe *64 - www.gmail.com:443 close, 1512 bytes (1.47 KB) sent, 4187 bytes (4.08 KB)"
    " received, lifetime 00:17"
)
#: Seat WARN lines: two of each train number.
TRAINS = {
    "total": 4,
    "logs": [
        {"ts": f"2023-01-29T08:42:10.3{n}Z", "level": "WARN", "service": "ts-order-service",
         "message": f"[getSoldTickets][Seat][Left ticket info is empty][train number: {t}]"}
        for n, t in enumerate(("G1234", "G1236", "G1234", "G1236"))
    ],
}  # fmt: skip
#: A Metricbeat-style nested metric document: the entity, the time and the values of one observation,
#: named by their paths (``docker.cpu.total.pct``), with a health check's failure counters.
CONTAINER_DOC = {
    "@timestamp": "2024-03-05T10:15:00.000Z",
    "agent": {"hostname": "worker-7"},
    "container": {"name": "ledger-db-1", "runtime": "docker"},
    "docker": {
        "cpu": {"total": {"pct": 0.0834}, "user": {"pct": 0.0611}},
        "memory": {"usage": {"bytes": 734003200}, "limit": 2147483648},
        "healthcheck": {"status": "starting", "failingstreak": 3, "event": {"exit_code": 1}},
    },
    "metricset": {"name": "cpu"},
}
#: The same document of a container whose health check passes (no failure counted).
HEALTHY_DOC = {
    "container": {"name": "ledger-db-1"},
    "docker": {"healthcheck": {"status": "healthy", "failingstreak": 0, "event": {"exit_code": 0}}},
    "kafka": {"consumergroup": {"error": {"code": 0}, "offset": 12}},
}
#: One document of several entities, each value named by a path through its entity.
FOLLOWERS_DOC = {
    "leader": "9a1f2c3d4e5f6a7b",
    "followers": {
        "1b2c3d4e5f6a7b8c": {"latency": {"maximum": 1.204331, "average": 0.0213}, "counts": {"fail": 0}},
        "7c6b5a4f3e2d1c0b": {"latency": {"maximum": 0.652118, "average": 0.0101}, "counts": {"fail": 2}},
    },
}
#: A host memory document whose totals carry no unit in their names.
HOST_MEMORY_DOC = {
    "system": {"memory": {"total": 34359738368, "used": {"bytes": 9126805504, "pct": 0.2656}}},
    "host": {"name": "db-host-3"},
}
#: A Kubernetes pod state document: its phase is running.
POD_STATE_DOC = {
    "kubernetes": {"namespace": "kube-system", "pod": {"name": "ingress-7d4c9b-x2kqp", "status": {"phase": "running", "ready": "true"}}},
}  # fmt: skip
#: Pod metrics of one service: they say nothing of what it logged.
BASIC_METRICS = {"pod": "basic-svc-5dc8d4f9fd-46997", "rows": [{"TimeStamp": 1674954273, "CpuUsageRate(%)": 1.53, "MemoryUsage(Mi)": 412.2}]}  # fmt: skip
#: The same service's log lines, none at ERROR.
BASIC_LOGS = {"total": 2, "logs": [
    {"ts": "2023-01-29T09:04:33Z", "level": "INFO", "service": "basic-svc", "message": "query station list ok"},
    {"ts": "2023-01-29T09:04:35Z", "level": "INFO", "service": "basic-svc", "message": "query train type ok"},
]}  # fmt: skip
#: A line that reports a large count and a computed total in its message.
RETRANSMIT_LINE = {"total": 1, "logs": [{"ts": "2005-11-17-05.35.26", "node": "R72-M1-NE-C:J04-U01", "level": "INFO",
    "message": "18507114 torus sender z- retransmission error(s) detected and corrected over 198 seconds, totalCalories=130673"}]}  # fmt: skip
#: Three spans of one call: the caller's operation, its HTTP client span, and the callee's server span.
CLIENT_CALL_SPANS = (
    "TraceID,SpanID,ParentID,PodName,OperationName,StartTimeUnixNano,EndTimeUnixNano,Duration\n"
    "4a1e,04a6402ff3de13e9,40a612c19b29960b,ts-auth-service-7f8d7d756d-kzp47,UserController.getToken,1675078771205842224,1675078771603888085,398045\n"
    "4a1e,82f8b2418e5a51fe,04a6402ff3de13e9,ts-auth-service-7f8d7d756d-kzp47,HTTP GET,1675078771206000000,1675078771283793000,77793\n"
    "4a1e,fbb689717f550374,82f8b2418e5a51fe,ts-verification-code-service-7b6dc75c45-r66rb,/api/v1/verifycode/verify/{verifyCode},1675078771277000000,1675078771285292427,8292\n"
)
#: An API access line that writes its request and the status it returned.
NOVA_ACCESS = (
    "nova-api.log 2017-05-16 00:12:41.923 25746 INFO nova.osapi_compute.wsgi.server [req-5a1e] 10.11.10.1 "
    '"DELETE /v2/54fadb41/servers/d6b7bd36-2943-4363-9235-fffdd89ea40e HTTP/1.1" status: 204 len: 203 time: 0.1010\n'
    "nova-api.log 2017-05-16 00:12:42.101 25746 INFO nova.osapi_compute.wsgi.server [req-5a1f] 10.11.10.1 "
    '"GET /v2/54fadb41/servers/detail HTTP/1.1" status: 200 len: 1893 time: 0.2477\n'
)
#: Servicing lines: each message with its own HRESULT.
CBS_LINES = (
    "2016-09-29 02:03:46, Info                  CBS    Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]\n"
    "2016-09-29 02:03:47, Info                  CBS    Failed to internally open package. [HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE]\n"
    "2016-09-29 02:03:48, Info                  CBS    Expecting attribute name [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]\n"
)
#: Quorum lines of one peer's connections: one ended with an ERROR, one with GOODBYE.
PEER_LINES = {"total": 2, "logs": [
    {"ts": "2015-07-29 19:14:56,371", "level": "WARN", "thread": "LearnerHandler-/10.10.34.13:57247:LearnerHandler@575", "message": "******* GOODBYE /10.10.34.13:57247 ********"},
    {"ts": "2015-07-29 19:16:26,447", "level": "ERROR", "thread": "LearnerHandler-/10.10.34.13:57354:LearnerHandler@562", "message": "Unexpected exception causing shutdown while sock still open"},
]}  # fmt: skip
#: Proxifier lines of two programs: the close of hangouts.google.com:443 is chrome.exe's.
PROXY_LINES = (
    "[07.26 18:59:41] WeChat.exe - 203.205.151.204:80 open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS\n"
    "[07.26 18:59:43] chrome.exe *64 - hangouts.google.com:443 close, 13281 bytes (12.9 KB) sent, 19539 bytes received\n"
    "[07.26 18:59:43] WeChat.exe - short.weixin.qq.com:80 open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS\n"
)
#: A servicing line about unsent reports.
SQM_LINE = "2016-09-29 00:00:46, Info                  CBS    SQM: Warning: Failed to upload all unsent reports. [HRESULT = 0x80004005 - E_FAIL]"
#: Two sshd sessions of one source, two lines each.
TWO_SESSIONS = (
    "Dec 10 06:55:46 LabSZ sshd[24200]: Invalid user webmaster from 173.234.31.186\n"
    "Dec 10 06:55:48 LabSZ sshd[24200]: Failed password for invalid user webmaster from 173.234.31.186 port 38926 ssh2\n"
    "Dec 10 07:08:28 LabSZ sshd[24208]: Invalid user webmaster from 173.234.31.186\n"
    "Dec 10 07:08:30 LabSZ sshd[24208]: Failed password for invalid user webmaster from 173.234.31.186 port 51250 ssh2\n"
)
#: A step's begin and end lines.
STEP_LINES = (
    "2016-09-29 00:00:46, Info                  CSI    00000008 PopulateComponentFamiliesKey - Begin\n"
    "2016-09-29 00:00:50, Info                  CSI    00000009 Loading manifests\n"
    "2016-09-29 00:01:03, Info                  CSI    0000000a PopulateComponentFamiliesKey - End\n"
)
#: An OTLP/JSON metric export of one pod's memory.
OTLP_MEMORY = {"resourceMetrics": [{"resource": {"attributes": [{"key": "k8s.pod.name", "value": {"stringValue": "checkout-7d9f-abcde"}}]},
    "scopeMetrics": [{"metrics": [{"name": "k8s.pod.memory.usage", "unit": "By",
        "gauge": {"dataPoints": [{"timeUnixNano": "1700000000000000000", "asInt": "734003200"}]}}]}]}]}  # fmt: skip
#: A Jaeger trace whose span names its service through its process and its status through its tags.
JAEGER_TAGGED = {"data": [{"traceID": "7606ddfe69932d34", "spans": [
    {"traceID": "7606ddfe69932d34", "spanID": "7bd66f09ba90ea3d", "operationName": "HTTP GET: /customer", "duration": 290000,
     "tags": [{"key": "http.status_code", "type": "int64", "value": 500}, {"key": "error", "type": "bool", "value": True}],
     "processID": "p2"}],
    "processes": {"p2": {"serviceName": "customer", "tags": []}}}]}  # fmt: skip
#: A caller span with three HTTP POST child spans, and another service's HTTP POST elsewhere.
CHILD_POSTS = (
    "TraceID,SpanID,ParentID,PodName,OperationName,Duration\n"
    "344a,6c4c1f31c6fef046,90a23211ed7330e9,ts-travel-service-64469b5b48-25zj6,TravelController.queryInfo,224612\n"
    "344a,ca0ab5091da6f827,6c4c1f31c6fef046,ts-travel-service-64469b5b48-25zj6,HTTP POST,15000\n"
    "344a,cc9646d0ec6af16c,6c4c1f31c6fef046,ts-travel-service-64469b5b48-25zj6,HTTP POST,14000\n"
    "344a,c4c865f5e238bc98,6c4c1f31c6fef046,ts-travel-service-64469b5b48-25zj6,HTTP POST,13000\n"
    "344a,5393909c9a4ab721,e11544c4ebed4a55,ts-gateway-service-6f6cfc45b-h5m2n,HTTP POST,230000\n"
)
#: Zipkin v2 spans: ``id`` and ``parentId`` beside the ``traceId``, start and duration in microseconds.
ZIPKIN_SPANS = [
    {"traceId": "5af7183fb1d4cf5f", "id": "6b221d5bc9e6496c", "parentId": "5af7183fb1d4cf5f", "name": "get /api",
     "timestamp": 1556604172355737, "duration": 1431, "localEndpoint": {"serviceName": "backend"}},
    {"traceId": "5af7183fb1d4cf5f", "id": "5af7183fb1d4cf5f", "name": "get /", "timestamp": 1556604172355000,
     "duration": 5000, "localEndpoint": {"serviceName": "frontend"}},
]  # fmt: skip
#: Two pods' long servlet errors naming different callees (each line cut in the summary past its message).
MESSAGE_OBJECTS = {
    "total": 2,
    "logs": [
        {
            "ts": "2023-01-29T14:50:15.399Z",
            "level": "ERROR",
            "pod": "ts-food-service-f5756978c-k8vqf",
            "message": "o.a.c.c.C.[.[.[.[dispatcherServlet]#175 TraceID: 33018b87bb8bececb5bd6aac497a440e "
            "SpanID: bd98360fef692cd9 Servlet.service() for servlet [dispatcherServlet] in context with path [] "
            "threw exception [Request processing failed; nested exception is java.lang.IllegalStateException: "
            "No instances available for ts-travel-service] with root cause",
        },
        {
            "ts": "2023-01-29T14:50:40.155Z",
            "level": "ERROR",
            "pod": "ts-preserve-service-b5ccf8557-j4txs",
            "message": "o.a.c.c.C.[.[.[.[dispatcherServlet]#175 TraceID: ea6077ba5c3dd88cd073951e055a912d "
            "SpanID: e9b44118495e1fb5 Servlet.service() for servlet [dispatcherServlet] in context with path [] "
            "threw exception [Request processing failed; nested exception is java.lang.IllegalStateException: "
            "No instances available for ts-food-service] with root cause",
        },
    ],
}

#: A zookeeper peer's worker threads: WARN lines for one server id, INFO lines for another.
ZK_PEERS = {
    "total": 3,
    "logs": [
        {
            "ts": "2015-07-29 19:22:52,672",
            "level": "WARN",
            "component": "RecvWorker:188978561024:QuorumCnxManager$RecvWorker@762",
            "message": "Connection broken for id 188978561024, my id = 3, error = ",
        },
        {
            "ts": "2015-07-29 19:22:53,102",
            "level": "INFO",
            "component": "WorkerReceiver:188978561025:FastLeaderElection@542",
            "message": "Notification: 3 (n.leader), 0x700000197 (n.zxid), 188978561025 (n.sid), FOLLOWING (my state)",
        },
        {
            "ts": "2015-07-29 19:22:56,220",
            "level": "WARN",
            "component": "RecvWorker:188978561024:QuorumCnxManager$RecvWorker@762",
            "message": "Connection broken for id 188978561024, my id = 3, error = ",
        },
    ],
}

#: Apache's error log: a scoreboard slot number one second, mod_jk error states another.
JK_STATES = "\n".join(
    (
        "[Mon Dec 05 13:44:53 2005] [notice] jk2_init() Found child 5997 in scoreboard slot 9",
        "[Mon Dec 05 13:45:08 2005] [error] mod_jk child workerEnv in error state 6",
        "[Mon Dec 05 13:45:08 2005] [error] mod_jk child workerEnv in error state 8",
    )
)

#: A Jaeger trace (raw spans): the child client span carries error=true, its server parent does not.
JAEGER_ERROR_CHILD = [
    {
        "traceID": "2be38093ead7a083",
        "spanID": "7606ddfe69932d34",
        "operationName": "a071653098f9250d",
        "references": [{"refType": "CHILD_OF", "traceID": "2be38093ead7a083", "spanID": "492770a15935810f"}],
        "startTime": 1605223981761425,
        "duration": 267037,
        "tags": [{"key": "span.kind", "type": "string", "value": "server"}],
        "process": {"serviceName": "16af988c443cff37", "tags": []},
    },
    {
        "traceID": "2be38093ead7a083",
        "spanID": "7bd66f09ba90ea3d",
        "operationName": "471418097747d04a",
        "references": [{"refType": "CHILD_OF", "traceID": "2be38093ead7a083", "spanID": "7606ddfe69932d34"}],
        "startTime": 1605223981965074,
        "duration": 32782,
        "tags": [
            {"key": "span.kind", "type": "string", "value": "client"},
            {"key": "error", "type": "bool", "value": "true"},
        ],
        "process": {"serviceName": "3c220036602f839e", "tags": []},
    },
]

#: A Zipkin v2 client span: foo's local endpoint calls bar's remote endpoint.
ZIPKIN_CLIENT = [
    {
        "traceId": "bd7a974555f6b982bd71977555f6b981",
        "id": "2",
        "parentId": "1",
        "name": "get /orders",
        "kind": "CLIENT",
        "timestamp": 1472470996199000,
        "duration": 207000,
        "localEndpoint": {"serviceName": "frontend-api", "ipv4": "10.43.17.42"},
        "remoteEndpoint": {"serviceName": "order-backend", "ipv4": "10.43.17.43"},
    }
]
#: A Jaeger server span of cart-svc whose peer (the caller) is checkout-svc.
JAEGER_SERVER_PEER = [
    {
        "traceID": "5b8aa5a2d2c872e8",
        "spanID": "11e3f4a0c2d4b6e8",
        "operationName": "GetCart",
        "startTime": 1605223981761425,
        "duration": 4120,
        "tags": [
            {"key": "span.kind", "type": "string", "value": "server"},
            {"key": "peer.service", "type": "string", "value": "checkout-svc"},
        ],
        "process": {"serviceName": "cart-svc", "tags": []},
    }
]

#: A Kubernetes event (Metricbeat's kubernetes.event): the ReplicaSet it involves created a pod.
K8S_CREATED = {
    "kubernetes": {
        "event": {
            "count": 1,
            "involved_object": {"kind": "ReplicaSet", "name": "prometheus-2552087900"},
            "message": "Created pod: prometheus-2552087900-9fxh6",
            "reason": "SuccessfulCreate",
            "timestamp": {"first_occurrence": "2017-05-16T17:30:09Z"},
            "type": "Normal",
        }
    }
}

#: A fault-injection list: the injection named by its type only ("这次 exception 注入"), then others.
INJECTIONS_AND_ERRORS = {
    "logs": [
        {
            "ts": "2023-01-29T09:25:00.944Z",
            "level": "ERROR",
            "pod": "ts-preserve-service-b5ccf8557-j4txs",
            "message": "java.lang.IllegalStateException: No instances available for ts-basic-service",
        },
        {
            "ts": "2023-01-29T09:25:39Z",
            "level": "INFO",
            "pod": "chaos-controller-7d9f8c6b5-x2kq4",
            "message": "inject_type=exception inject_pod=ts-basic-service-5dc8d4f9fd-46997",
        },
    ]
}

#: A Metricbeat kubernetes.node document: every column sits under kubernetes.node.*.
K8S_NODE_DOC = {
    "metricset": {"module": "kubernetes", "name": "node"},
    "kubernetes": {
        "node": {
            "name": "minikube",
            "network": {"rx": {"bytes": 438971592, "errors": 0}, "tx": {"bytes": 1416560, "errors": 0}},
            "fs": {
                "available": {"bytes": 14077607936},
                "capacity": {"bytes": 17293533184},
                "used": {"bytes": 2203054080},
            },
            "pod": {"allocatable": {"total": 110}, "capacity": {"total": 110}},
        }
    },
}
#: Two Metricbeat documents of one search: MongoDB's dbstats (indexes=2) and CouchDB's server stats.
TWO_DOCS = {
    "hits": [
        {
            "metricset": {"module": "mongodb", "name": "dbstats", "host": "mongodb:27017"},
            "mongodb": {"dbstats": {"db": "admin", "indexes": 2, "objects": 1, "avg_obj_size": {"bytes": 59}}},
        },
        {
            "metricset": {"module": "couchdb", "name": "server", "host": "127.0.0.1:5984"},
            "couchdb": {"server": {"httpd": {"requests": 159, "view_reads": 0}, "couchdb": {"open_databases": 3}}},
        },
    ]
}

#: Redis INFO: one field a line, the port an identifier of the fact, the uptime a unitless number.
REDIS_INFO = "\n".join(("# Server", "redis_version:5.0.5", "tcp_port:6379", "uptime_in_seconds:104946", "role:master"))

#: A Jaeger trace in protobuf JSON: tags as ``{"key", "vType", "vStr"}``, the span's process inline.
JAEGER_PROTO = {
    "spans": [
        {
            "traceId": "AAAAAAAAAABSlpqJVVcaPw==",
            "spanId": "AAAAAABkfZg=",
            "operationName": "get",
            "startTime": "2017-01-26T16:46:31.639875-05:00",
            "duration": "22.938s",
            "tags": [
                {"key": "span.kind", "vType": "STRING", "vStr": "server"},
                {"key": "peer.service", "vType": "STRING", "vStr": "rtapi"},
            ],
            "process": {
                "serviceName": "api",
                "tags": [
                    {"key": "hostname", "vType": "STRING", "vStr": "api246-sjc1"},
                    {"key": "jaeger.version", "vType": "STRING", "vStr": "Python-3.1.0"},
                ],
            },
        }
    ]
}

#: Metricbeat's redis.info memory: the fragmentation ratio beside a zero memory limit.
REDIS_MEMORY = {
    "metricset": {"name": "info"},
    "redis": {"info": {"memory": {"fragmentation": {"ratio": 2.74}, "max": {"value": 0}, "used": {"value": 843312}}}},
}

#: Proxifier: one program's connection error, another program's clean close.
PROXY_PROGRAMS = "\n".join(
    (
        "[07.26 14:35:08] Dropbox.exe - block.dropbox.com:443 close, 0 bytes sent, 0 bytes received, lifetime <1 sec",
        "[07.26 14:43:52] chrome.exe *64 - mtalk.google.com:5228 error : Could not connect through proxy "
        "proxy.cse.cuhk.edu.hk:5070 - Proxy server cannot establish a connection with the target, status code 403",
    )
)

#: Two sshd sessions ending: one with Bye Bye, the other with a failed write.
SSHD_ENDINGS = "\n".join(
    (
        "Dec 10 11:03:40 LabSZ sshd[25455]: Received disconnect from 183.62.140.253: 11: Bye Bye [preauth]",
        "Dec 10 11:03:53 LabSZ sshd[25457]: fatal: Write failed: Connection reset by peer [preauth]",
    )
)

#: Two services' lines of one order: the order service's, then the execute service's.
ORDER_THEN_EXECUTE = {
    "logs": [
        {
            "ts": "2023-01-29T09:25:26.101Z",
            "level": "WARN",
            "service": "ts-order-service",
            "message": "[getOrderById][Get Order By ID Fail][Order not found][OrderId: 71914f61]",
        },
        {
            "ts": "2023-01-29T09:25:26.180Z",
            "level": "WARN",
            "service": "ts-execute-service",
            "message": "[executeTicket][getOrderByIdFromOrderOther][Order Status Wrong]",
        },
    ]
}

#: A pod-log export (CSV) whose Log column is the container runtime's JSON wrapper around the app's line:
#: the collector's stamp is UTC, the app's own clock (leading its line) is local time.
WRAPPED_CSV = "\n".join(
    [
        "Timestamp,Node,PodName,TraceID,Log",
        '2023-01-29T08:49:50.575Z,33.33.33.155,ts-order-other-service-6c,29aa,"{""log"":""16:49:50.574 INFO'
        ' o.s.OrderOtherServiceImpl#384 [getOrderById][Get Order By ID Success][OrderId: 6a82e0cd]\\n"",'
        '""stream"":""stdout""}"',
        '2023-01-29T08:49:50.576Z,33.33.33.115,ts-execute-service-77,29aa,"{""log"":""16:49:50.576 ERROR'
        ' e.s.ExecuteServiceImpl#69 [ticket execute error: Order Status Wrong][orderId: 6a82e0cd]\\n"",'
        '""stream"":""stdout""}"',
        '2023-01-29T08:49:50.566Z,33.33.33.76,ts-order-service-5b,29aa,"{""log"":""16:49:50.566 WARN'
        ' o.s.OrderServiceImpl#361 [getOrderById][Get Order By ID Fail][Order not found][OrderId: 6a82e0cd]\\n"",'
        '""stream"":""stdout""}"',
    ]
)
#: A Jaeger trace: each span's service in its own ``process`` map, its parent in ``references``.
JAEGER = {
    "data": [
        {
            "traceID": "f354",
            "spans": [
                {
                    "spanID": "aa01",
                    "operationName": "hipstershop.ProductCatalogService/GetProduct",
                    "references": [],
                    "startTime": 1661273970512185,
                    "duration": 30041,
                    "process": {"serviceName": "productcatalogservice-668d"},
                },
                {
                    "spanID": "bb02",
                    "operationName": "sql.conn.query",
                    "references": [{"refType": "CHILD_OF", "spanID": "aa01"}],
                    "startTime": 1661273970541457,
                    "duration": 631,
                    "process": {"serviceName": "productcatalogservice-668d"},
                },
                {
                    "spanID": "cc03",
                    "operationName": "hipstershop.CartService/AddItem",
                    "references": [],
                    "startTime": 1661273970552023,
                    "duration": 2186,
                    "process": {"serviceName": "frontend-579b"},
                },
            ],
        }
    ]
}
#: Span rows with their parent ids (Nezha's trace export): cc is the child of bb.
SPAN_ROWS = {
    "spans": [
        {"SpanID": "aa11", "ParentID": "root", "PodName": "frontend-57", "OperationName": "FrontendController.recv"},
        {"SpanID": "bb22", "ParentID": "aa11", "PodName": "frontend-57", "OperationName": "CartController.addItem"},
        {
            "SpanID": "cc33",
            "ParentID": "bb22",
            "PodName": "productcatalog-57",
            "OperationName": "CatalogController.getProduct",
        },
    ]
}


#: Two lifecycle events of one instance within one second (nova-compute): Started, then Paused.
LIFECYCLE = {
    "logs": [
        {
            "ts": "2017-05-16 00:09:43.328",
            "level": "INFO",
            "component": "nova.compute.manager",
            "message": "[instance: bf8c824d-f099-4433-a41e-e3da7578262e] VM Started (Lifecycle Event)",
        },
        {
            "ts": "2017-05-16 00:09:43.389",
            "level": "INFO",
            "component": "nova.compute.manager",
            "message": "[instance: bf8c824d-f099-4433-a41e-e3da7578262e] VM Paused (Lifecycle Event)",
        },
    ]
}


#: Proxifier lines as JSON records: the program is the line's entity ("chrome.exe *64" as written).
PROGRAMS = {
    "logs": [
        {
            "ts": "10.30 17:16:10",
            "program": "QQ.exe",
            "message": "tcpconn4.tencent.com:80 error : Could not connect"
            " through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy closed the connection unexpectedly.",
        },
        {
            "ts": "10.30 18:00:12",
            "program": "FlashPlayerPlugin.exe",
            "message": "formi.baidu.com:843 error : Could not"
            " connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy server cannot establish a connection, status code 403",
        },
        {"ts": "10.30 18:00:13", "program": "chrome.exe *64", "message": "www.google.com:443 close, 1212 bytes sent"},
    ]
}


#: One call in spans (Nezha's trace export): preserve's operation, its client span, security's entry span;
#: and an unrelated span of food-svc.
CALL_SPANS = {
    "spans": [
        {
            "SpanID": "p1",
            "ParentID": "root",
            "PodName": "preserve-svc-1",
            "OperationName": "PreserveController.preserve",
            "StartTimeUnixNano": 1674982159219000000,
            "EndTimeUnixNano": 1674982159247000000,
            "Duration": 28000,
        },
        {
            "SpanID": "p2",
            "ParentID": "p1",
            "PodName": "preserve-svc-1",
            "OperationName": "HTTP GET",
            "StartTimeUnixNano": 1674982159220000000,
            "EndTimeUnixNano": 1674982159229000000,
            "Duration": 9000,
        },
        {
            "SpanID": "p3",
            "ParentID": "p2",
            "PodName": "security-svc-1",
            "OperationName": "/api/v1/security/check",
            "StartTimeUnixNano": 1674982159221000000,
            "EndTimeUnixNano": 1674982159228000000,
            "Duration": 7000,
        },
        {
            "SpanID": "q1",
            "ParentID": "root",
            "PodName": "food-svc-1",
            "OperationName": "FoodController.getAll",
            "StartTimeUnixNano": 1674982159230000000,
            "EndTimeUnixNano": 1674982159233000000,
            "Duration": 3000,
        },
    ]
}


#: Rows stamped in epoch seconds.
STAMPED = {
    "rows": [{"timestamp": 1661256748, "SuccessRate(%)": 50.7576}, {"timestamp": 1661256808, "SuccessRate(%)": 100}]
}


#: Three child spans of one parent and a grandchild (Jaeger-like rows with parent ids, durations in µs).
CHILDREN = {
    "spans": [
        {
            "spanID": "r0",
            "parentSpanID": "root",
            "operationName": "PlaceOrder",
            "startTime": 1661273970500000,
            "duration": 140000,
        },
        {
            "spanID": "c1",
            "parentSpanID": "r0",
            "operationName": "PrepareOrderItems",
            "startTime": 1661273970501000,
            "duration": 69000,
        },
        {
            "spanID": "c2",
            "parentSpanID": "r0",
            "operationName": "ChargeCard",
            "startTime": 1661273970571000,
            "duration": 41000,
        },
        {
            "spanID": "c3",
            "parentSpanID": "r0",
            "operationName": "ShipOrder",
            "startTime": 1661273970613000,
            "duration": 12000,
        },
        {
            "spanID": "g1",
            "parentSpanID": "c1",
            "operationName": "ConvertCurrency",
            "startTime": 1661273970502000,
            "duration": 90000,
        },
    ]
}


#: A Traefik hit (a duration written with its unit) and a JVM GC line of a decimal-comma locale.
TRAEFIK = {
    "hits": [
        {
            "client_ip": "192.168.33.1",
            "request": "GET /ui/favicons/favicon-16x16.png HTTP/1.1",
            "status": 304,
            "duration": "2ms",
        }
    ]
}
GC_LOG = "[2018-06-13T07:44:25.601+0000][32376][gc] GC(3) Pause Young (Allocation Failure) 290M->25M(989M) 63,198ms"


#: A Proxifier close line: lifetime in minutes and seconds.
LIFETIME = "[07.26 17:12:14] chrome.exe - www.google.com:443 close, 35850 bytes (35.0 KB) sent, 13903 bytes received, lifetime 04:12"


#: An su session opened and closed a second apart.
SU_SESSION = "\n".join(
    [
        "Jul  6 04:03:08 combo su(pam_unix)[8195]: session opened for user cyrus by (uid=0)",
        "Jul  6 04:03:09 combo su(pam_unix)[8195]: session closed for user cyrus",
    ]
)


#: logcat lines as JSON: the tag is the line's component.
LOGCAT = {
    "logs": [
        {
            "ts": "03-17 16:15:51.200",
            "level": "D",
            "tag": "PhoneInterfaceManager",
            "message": "getCellLocation is blocked by permission manager uid:10111 pid:28601",
        },
        {
            "ts": "03-17 16:15:50.038",
            "level": "W",
            "tag": "ActivityManager",
            "message": "getTasks: caller 10111 does not hold REAL_GET_TASKS; limiting output",
        },
    ]
}


#: An HDFS DataNode serving a block to a peer (the peer written without its port).
SERVING_TO = "\n".join(
    [
        "081109 214043 2561 WARN dfs.DataNode$DataXceiver: 10.251.30.85:50010:Got exception while serving"
        " blk_-2918118818249673980 to /10.251.90.64:",
        "081109 214043 2562 INFO dfs.DataNode$DataXceiver: Receiving block blk_-2918118818249673980 src:"
        " /10.251.30.85:50010 dest: /10.251.90.64:50010",
    ]
)


#: Hadoop log4j lines: each logger a fully qualified class.
LOGGERS = "\n".join(
    [
        "2015-10-18 18:06:26,139 ERROR [eventHandlingThread] org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler:"
        " Error writing History Event: org.apache.hadoop.mapreduce.jobhistory.TaskAttemptUnsuccessfulCompletionEvent@7317849d",
        "2015-10-18 18:06:26,029 FATAL [IPC Server handler 1] org.apache.hadoop.mapred.TaskAttemptListenerImpl:"
        " Task: attempt_1445144423722_0020_m_000002_0 - exited : java.net.NoRouteToHostException",
        "17/06/09 20:10:41 INFO util.Utils: Successfully started service 'sparkExecutorActorSystem' on port 55904.",
        "17/06/09 20:10:42 INFO netty.NettyBlockTransferService: Server created on 40984",
    ]
)


#: Two PostgreSQL connection failures for databases of similar names.
PG_DATABASES = "\n".join(
    [
        '2019-07-23 13:39:16.201 UTC [5407] postgres@users FATAL:  database "users" does not exist',
        '2019-07-23 13:39:17.304 UTC [5500] postgres@user FATAL:  database "user" does not exist',
    ]
)


#: Two netfs mounts of one second: one succeeded, one failed.
MOUNTS = {
    "logs": [
        {
            "ts": "Nov 9 12:10:52",
            "node": "tbird-admin1",
            "process": "netfs",
            "message": "Mounting NFS filesystems: succeeded",
        },
        {
            "ts": "Nov 9 12:10:52",
            "node": "tbird-admin1",
            "process": "netfs",
            "message": "Mounting other filesystems: failed",
        },
    ]
}


#: An executor's complete output, every line INFO; and the same with one WARN line.
ALL_INFO = {
    "total": 3,
    "logs": [
        {
            "ts": "2017-06-09T20:10:40Z",
            "level": "INFO",
            "component": "executor.Executor",
            "message": "Running task 0.0",
        },
        {
            "ts": "2017-06-09T20:10:41Z",
            "level": "INFO",
            "component": "executor.Executor",
            "message": "Finished task 0.0",
        },
        {
            "ts": "2017-06-09T20:10:42Z",
            "level": "INFO",
            "component": "executor.Executor",
            "message": "Running task 1.0",
        },
    ],
}
ONE_WARN = {**ALL_INFO, "logs": [*ALL_INFO["logs"][:2], {**ALL_INFO["logs"][2], "level": "WARN"}]}
#: A page of a longer result: the records not shown may hold the level denied.
PAGED_INFO = {**ALL_INFO, "total": 40}

TABLE = [
    # (name, fact, output, label, rule) — each row with its negative twin next to it
    # a true denial of levels over a complete output of its scope
    ("level denial", "这一段 executor 日志全是 INFO，没有 WARN 或 ERROR", ALL_INFO, D, "denial"),
    ("level denial refuted", "这一段 executor 日志全是 INFO，没有 WARN 或 ERROR", ONE_WARN, C, "negation"),
    ("level denial on a page", "这一段 executor 日志全是 INFO，没有 WARN 或 ERROR", PAGED_INFO, N, "none"),
    ("only one level", "这段时间只有 INFO 日志", ALL_INFO, D, "support"),
    ("only one level twin", "这段时间只有 INFO 日志", ONE_WARN, C, "negation"),
    ("outcome", "vagrant 从 192.168.33.1 的密码登录失败了", SYSLOG, C, "outcome"),
    ("outcome twin", "vagrant 从 192.168.33.1 的密码登录成功", SYSLOG, D, "support"),
    ("outcome other record", "root 从 10.0.0.9 的密码登录失败", SYSLOG, D, "support"),
    # "Established" is a success; a negotiated timeout is a setting, not a failure.
    ("outcome established", "会话 0x24ee30a54f5001c 为 /10.10.34.32:45013 建立失败", ZK, C, "outcome"),
    ("outcome established twin", "会话 0x24ee30a54f5001c 为 /10.10.34.32:45013 建立成功", ZK, D, "support"),
    ("time", "00:19:35 vagrant 从 192.168.33.1 登录成功", SYSLOG, N, "time"),
    ("time twin", "00:13:35 vagrant 从 192.168.33.1 登录成功", SYSLOG, D, "support"),
    ("time approximate", "00:15 左右 vagrant 从 192.168.33.1 登录成功", SYSLOG, D, "support"),
    ("header entity", "aadmin1 报了 network A_net: no free leases", DHCP, C, "misattribution"),
    ("header entity twin", "aadmin2 报了 network A_net: no free leases", DHCP, D, "support"),
    (
        "callee is not the owner",
        "contacts-svc 报了 IllegalStateException: No instances available for food-svc",
        CALLEE,
        C,
        "misattribution",
    ),
    (
        "callee is not the owner twin",
        "preserve-svc 报了 IllegalStateException: No instances available for food-svc",
        CALLEE,
        D,
        "support",
    ),
    # Without anchors, the records a fact's names and stated time pick out carry its outcome.
    ("outcome at a stated time", "TrustedInstaller 服务在 04:30:31 启动失败", CBS, C, "outcome"),
    ("outcome at a stated time twin", "TrustedInstaller 服务在 04:30:31 启动成功", CBS, D, "support"),
    ("outcome narrowed", "22:19:58:411 Step_LSC 的 uploadStaticsToDB 上报成功了", HEALTH, C, "outcome"),
    ("outcome narrowed twin", "22:19:58:508 Step_LSC 的 flush2DB 成功了", HEALTH, D, "support"),
    # A state word (Down, running, 宕机) is read against the records' own ("Link Up on en0").
    ("state", "09:31:48 kernel 报告 en0 链路 Down", LINKS, C, "outcome"),
    ("state twin", "09:23:26 kernel 报告 awdl0 链路 Down", LINKS, D, "support"),
    ("broad state word twin", "在故障时间段内 kernel 报告 en0 Link Up", LINKS, D, "support"),
    # A state is the entity's own: its records say what it is.
    ("entity state", "node-100 的状态是 running", NODES, C, "outcome"),
    ("entity state twin", "node-C0 的状态是 running", NODES, D, "support"),
    ("outcome of a short word", "2016-09-28 04:32:17 CBS 成功创建了备份日志 cab", CABS, C, "outcome"),
    ("outcome of a short word twin", "2016-09-28 04:32:17 CBS 创建备份日志 cab 失败", CABS, D, "support"),
    ("outcome ok", "workerEnv.init() 在 06:52:39 读取 /etc/httpd/conf/workers2.properties 失败", JK2, C, "outcome"),
    (
        "outcome ok twin",
        "workerEnv.init() 在 06:52:39 读取 /etc/httpd/conf/workers2.properties 成功",
        JK2,
        D,
        "support",
    ),
    # A peer address named beside a host that logs is in that host's lines, or the fact misattributes it.
    ("peer address", "localhost 上 root 从 216.160.83.57 密码登录失败", HOSTS, C, "misattribution"),
    ("peer address twin", "slave22 上 root 从 216.160.83.57 密码登录失败", HOSTS, D, "support"),
    # "status code 403" is an error code: it must be in the line of the connection the fact names. Proxifier's
    # header names the program, so Skype.exe's own line (another error) makes it a misattribution.
    ("status code", "Skype.exe 连 86.99.222.235:443 时代理返回 status code 403", PROXY, C, "misattribution"),
    (
        "status code twin",
        "FlashPlayerPlugin_18_0_0_209.exe 连 formi.baidu.com:843 时代理返回 status code 403",
        PROXY,
        D,
        "support",
    ),
    # HDFS's compact field time (081109 221151) is a time; a line without a level field says "error" in words.
    ("count in a window", "21:40 到 22:30 之间共有 3 条 Got exception while serving 的 WARN", SERVING, C, "count"),
    (
        "count in a window twin",
        "21:40 到 22:30 之间共有 2 条 Got exception while serving 的 WARN",
        SERVING,
        D,
        "support",
    ),
    ("count of error words", "18:00 到 18:05 之间一共 3 条 Could not connect through proxy 报错", PROXY, C, "count"),
    (
        "count of error words twin",
        "18:00 到 18:05 之间一共 2 条 Could not connect through proxy 报错",
        PROXY,
        D,
        "support",
    ),
    # Addresses no record owns, named in one clause, are one line's: the slash leads an address, it lists nothing.
    (
        "one line's addresses",
        "10.251.30.85:50010 在向 /10.251.91.159 发送 blk_8376667364205250596 时出现异常",
        SERVING,
        N,
        "none",
    ),
    (
        "one line's addresses twin",
        "10.251.126.255:50010 在向 /10.251.91.159 发送 blk_8376667364205250596 时出现异常",
        SERVING,
        D,
        "support",
    ),
    # One Chinese word makes a sentence Chinese: its English run is a cited message.
    ("one Chinese word", "contacts-svc 报 food list served", CALLEE, C, "misattribution"),
    ("one Chinese word twin", "food-svc 报 food list served", CALLEE, D, "support"),
    # Of two parties one marked the target ("向 B"), the other is the source: the record's "from" says who was.
    ("implied source", "LabSZ 主机主动向 183.62.140.253 发起了密码登录", LABSZ, C, "role"),
    ("implied source twin", "183.62.140.253 向 LabSZ 发起了密码登录", LABSZ, D, "support"),
    # "01:41:29 起" runs from then on: it counts the lines since, not those of that second alone.
    ("count since", "Jun 23 01:41:29 起，209.152.168.249 以 guest 用户 3 次认证失败", GUEST, C, "count"),
    ("count since twin", "Jun 23 01:41:29 起，209.152.168.249 以 guest 用户 2 次认证失败", GUEST, D, "support"),
    # A message that starts with its own clock (the pod's local time beside the UTC ts) states that time too.
    (
        "local message time",
        "ts-contacts-service-866bd68c97-xcqfx 在 16:43:17 报 No contacts according to contactsId",
        LOCAL,
        D,
        "support",
    ),
    (
        "local message time twin",
        "ts-contacts-service-866bd68c97-xcqfx 在 15:43:17 报 No contacts according to contactsId",
        LOCAL,
        N,
        "time",
    ),
    # Of many records of an instance, the one the fact's English words pick out holds its value.
    (
        "value of the record meant",
        "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 hypervisor 上销毁耗时 2.11 秒",
        NOVA_I,
        C,
        "value",
    ),
    (
        "value of the record meant twin",
        "实例 96abccce-8d1f-4e07-b6d1-4b2ab87e23b4 在 hypervisor 上销毁耗时 1.11 秒",
        NOVA_I,
        D,
        "support",
    ),
    # A field the fact gives a value is a slot: the records writing it must write that value.
    ("keyed value", "HiH_HiHealthBinder 报 bulkSaveDetailHiHealthData fail，errorCode = 5", BINDER, C, "value"),
    ("keyed value twin", "HiH_HiHealthBinder 报 bulkSaveDetailHiHealthData fail，errorCode = 4", BINDER, D, "support"),
    ("keyed value in words", "calculateAltitudeWithCache 给出的 totalAltitude 为 420", BINDER, C, "value"),
    ("keyed value in words twin", "calculateAltitudeWithCache 给出的 totalAltitude 为 240", BINDER, D, "support"),
    ("keyed size", "WiredTiger 启动配置的 cache_size 是 16G", BINDER, C, "value"),
    # A mixed-case snake name is copied from the records: one letter off is fabricated.
    ("mixed snake name", "Step_StandReportReceiwer 输出了 REPORT 记录", REPORTS, C, "fabrication"),
    ("mixed snake name twin", "Step_StandReportReceiver 输出了 REPORT 记录", REPORTS, D, "support"),
    # A word in capitals says which lines are counted.
    ("count of tagged lines", "Step_StandReportReceiver 共输出 3 条 REPORT 记录", REPORTS, C, "count"),
    ("count of tagged lines twin", "Step_StandReportReceiver 共输出 2 条 REPORT 记录", REPORTS, D, "support"),
    # A specific name is not support for a predicate the records never say (at most one word may go unsaid).
    ("unsaid predicate", "Step_StandReportReceiver 的地址池上周被缩小了", REPORTS, N, "none"),
    ("unsaid predicate twin", "Step_StandReportReceiver 收到了 SCREEN_ON", REPORTS, D, "support"),
    # A stated order between two named sides is checked against their first records' times.
    ("order", "contacts-svc 的 No contacts according to contactsId 出现在 preserve-svc 报错之后", CALLEE, C, "order"),
    (
        "order twin",
        "contacts-svc 的 No contacts according to contactsId 出现在 preserve-svc 报错之前",
        CALLEE,
        D,
        "support",
    ),
    (
        "order short name",
        "preserve 报错之后，contacts-svc 才开始报 No contacts according to contactsId",
        CALLEE,
        C,
        "order",
    ),
    (
        "order short name twin",
        "preserve 报错之前，contacts-svc 就报了 No contacts according to contactsId",
        CALLEE,
        D,
        "support",
    ),
    ("order comparative", "preserve-svc 的报错早于 contacts-svc 的报错", CALLEE, C, "order"),
    ("order comparative twin", "preserve-svc 的报错晚于 contacts-svc 的报错", CALLEE, D, "support"),
    (
        "order unnamed side decides nothing",
        "重启之后 contacts-svc 报了 No contacts according to contactsId",
        CALLEE,
        D,
        "support",
    ),
    # A process and its pid (sshd[24263]) is the logger of its line: written whole, or as fields.
    ("process", "klogind[19274] 报的是 Permission denied in replay cache code", KLOGIND, C, "misattribution"),
    ("process twin", "klogind[19274] 报的是 Software caused connection abort", KLOGIND, D, "support"),
    (
        "process fields",
        "klogind[19274] 报的是 Permission denied in replay cache code",
        PROCESS_FIELDS,
        C,
        "misattribution",
    ),
    ("process fields twin", "klogind[19274] 报的是 Software caused connection abort", PROCESS_FIELDS, D, "support"),
    ("process fabricated", "klogind[19275] 报的是 Software caused connection abort", PROCESS_FIELDS, C, "fabrication"),
    # Of each kind a record states (node, pod), the fact's entity of that kind must be the record's.
    (
        "node and pod",
        "节点 33.33.33.115 上的 execute-svc-775f5-zqvjb 报 IllegalStateException: No instances available for basic-svc",
        NODE_PODS,
        C,
        "misattribution",
    ),
    (
        "node and pod twin",
        "节点 33.33.33.115 上的 preserve-svc-5d9c7-j4txs 报 IllegalStateException: No instances available for basic-svc",
        NODE_PODS,
        D,
        "support",
    ),
    # Two identifiers one clause pairs: the record of one names another of the other's shape.
    (
        "pairing",
        "attempt_1445144423722_0020_m_000001_0 跑在 container_1445144423722_0020_01_000004 上",
        YARN,
        C,
        "pairing",
    ),
    (
        "pairing twin",
        "attempt_1445144423722_0020_m_000001_0 跑在 container_1445144423722_0020_01_000003 上",
        YARN,
        D,
        "support",
    ),
    (
        "pairing across clauses",
        "attempt_1445144423722_0020_m_000001_0 先启动，随后 container_1445144423722_0020_01_000004 也分配了",
        YARN,
        D,
        "support",
    ),
    # The parts one clause states of one event (ids, bare numbers, phrases) are one record's parts.
    ("one record per clause", "stage 24.0 的 task 3.0 对应 TID 1026", SPARK, N, "none"),
    ("one record per clause twin", "stage 24.0 的 task 3.0 对应 TID 1012", SPARK, D, "support"),
    ("a list names several records", "stage 24.0 里跑了 TID 1012 和 TID 1026 两个 task", SPARK, D, "support"),
    # A weakly supported predicate is indirect, unless it names an English term no record says.
    ("a term the trace never says", "rdd_42_2 的 partition 缓存被 driver unpersist 清掉了，需要重算", CACHE, N, "none"),
    (
        "a term the trace never says twin",
        "rdd_42_2 的 partition 缓存被清掉了，需要重算",
        CACHE,
        Verification.INDIRECT,
        "partial",
    ),
    # A Chinese aside glued to a cited run ("…attempt（Cannot assign container）"): its fragments are looked for.
    (
        "aside glued to a phrase",
        "container_1445144423722_0020_01_000012 没有分配给任何 attempt（Cannot assign container）",
        UNASSIGNED,
        D,
        "support",
    ),
    (
        "aside glued to a phrase twin",
        "container_1445144423722_0020_01_000012 没有分配给任何 attempt（Cannot release container）",
        UNASSIGNED,
        N,
        "none",
    ),
    # A log record that also carries an alert category keeps its level for a denial.
    ("denial of a log with an alert field", "R10-M1-N5-C:J15-U11 这个节点没有出现任何 FATAL 事件", BGL, C, "negation"),
    (
        "denial of a log with an alert field twin",
        "R26-M0-NB-C:J07-U01 这个节点没有出现任何 FATAL 事件",
        BGL,
        D,
        "support",
    ),
    # The writer's punctuation is not the message's: "Fail，Order not found" is "[Fail][Order not found]".
    (
        "phrase across brackets",
        "order-other-svc-6cdbf-h7mqk 打了一条 WARN：Get Order By ID Fail，Order not found",
        BRACKETS,
        C,
        "misattribution",
    ),
    (
        "phrase across brackets twin",
        "order-svc-5b67c-mv5hb 打了一条 WARN：Get Order By ID Fail，Order not found",
        BRACKETS,
        D,
        "support",
    ),
    # Lines grouped under a stream belong to its pod, and a service owns its pods' records.
    ("stream owner", "ts-contacts-service 执行了 FIND CONTACTS BY ID", LOKI, D, "support"),
    ("stream owner twin", "ts-preserve-service 执行了 FIND CONTACTS BY ID", LOKI, C, "misattribution"),
    # A denial refuted by a line whose level word the summary cut away (the head keeps it).
    ("stream denial", "ts-preserve-service 没有任何 ERROR", LOKI, C, "negation"),
    ("stream denial twin", "ts-contacts-service 没有任何 ERROR", LOKI, D, "support"),
    # The stamp beside the line is its time (nanoseconds since the epoch, UTC).
    (
        "stream time",
        "09:25:35 ts-preserve-service 报了 No instances available for ts-travel2-service",
        LOKI,
        D,
        "support",
    ),
    (
        "stream time twin",
        "09:40:12 ts-preserve-service 报了 No instances available for ts-travel2-service",
        LOKI,
        N,
        "time",
    ),
    # An entity the lines only mention (the driver) is what their actor acts on: the actor's next line
    # is the same event; a line naming another entity of its shape belongs to that one.
    (
        "mentioned entity, same actor",
        "它连接了 driver 10.10.34.11:48069，并且 Successfully registered with driver",
        SPARK_DRIVER,
        D,
        "support",
    ),
    (
        "mentioned entity, same actor twin",
        "10.10.34.11:48069 报了 Lost connection to driver",
        SPARK_DRIVER,
        C,
        "misattribution",
    ),
    # A denial of errors is refuted by a line reporting a failure, level word or not ("Failed", "got not answer").
    ("denial refuted by a failure", "dn228 上 crond 没有任何报错", CRON_FAIL, C, "negation"),
    ("denial refuted by a failure twin", "dn229 上 crond 没有任何报错", CRON_FAIL, D, "support"),
    # A stated cause is the claim: the effect in the logs does not support a cause they never say.
    ("stated cause", "dn228 上 crond 的 Failed to open 是交换机割接引起的", CRON_FAIL, N, "none"),
    (
        "stated cause twin",
        "dn228 上 crond 报 Failed to open，是因为权限被拒绝（Permission denied）",
        CRON_FAIL,
        D,
        "support",
    ),
    # A potential complement (连不上, 打不开) is a failure of the verb, not a negation: its object is checked.
    ("potential complement", "myid=1 连不上 /10.10.34.12:3889", CHANNEL, C, "fabrication"),
    ("potential complement twin", "myid=1 连不上 /10.10.34.12:3888", CHANNEL, D, "support"),
    # Two entities of different kinds one clause pairs must share a record: a pod on another node is misplaced.
    ("placement", "ts-contacts-service-866bd68c97-xcqfx 运行在节点 33.33.33.76 上", PLACED, C, "placement"),
    ("placement twin", "ts-contacts-service-866bd68c97-xcqfx 运行在节点 33.33.33.79 上", PLACED, D, "support"),
    # A noun naming the kind of an identifier the fact states is said by it ("端口 60682", "节点 dn228").
    ("kind noun", "sshd[24369] 在端口 60682 上的会话 Failed password", SSH_FAIL, D, "support"),
    # Roles of two parties (源/目标, 从/到 against the record's "to" / "src:" / "dest:"): a swap is a contradiction.
    ("role swap", "复制源是 10.251.122.38:50010，目标是 10.250.14.38:50010", REPLICATE, C, "role"),
    ("role swap twin", "复制源是 10.250.14.38:50010，目标是 10.251.122.38:50010", REPLICATE, D, "support"),
    ("role swap src dest", "blk_-1608 从 10.251.42.84:50010 发到 10.251.42.84:57069", RECEIVING, C, "role"),
    ("role swap src dest twin", "blk_-1608 从 10.251.42.84:57069 发到 10.251.42.84:50010", RECEIVING, D, "support"),
    # A stated time pins its record: the failure at 08:43:35 names another trace id (a swap); a value too.
    ("time swap", "08:43:35 那次失败的 TraceID 是 b807501d335153eefa23ae9d89324720", SWAPS, C, "time_swap"),
    ("time swap twin", "08:43:53 那次失败的 TraceID 是 b807501d335153eefa23ae9d89324720", SWAPS, D, "support"),
    ("value at a stated time", "08:20:18 那次磁盘剩余空间只有 23.4gb（13.9%）", WATERMARK, C, "value"),
    ("value at a stated time twin", "08:20:18 那次磁盘剩余空间只有 32.4gb（13.9%）", WATERMARK, D, "support"),
    # Kubernetes log export rows (time,epoch,node,pod,container,…): the pod survives a cut of the line.
    ("export row owner", "ts-order-service 对 6e02 返回 Get Order By ID Success", K8S_CSV, D, "support"),
    ("export row owner twin", "ts-execute-service 对 6e02 返回 Get Order By ID Success", K8S_CSV, C, "misattribution"),
    # A JSON log wrapper in a CSV cell is the app's line: its own (local) clock is the record's time too.
    (
        "wrapped line clock",
        "16:49:50.576 ts-execute-service-77 报 ticket execute error: Order Status Wrong",
        WRAPPED_CSV,
        D,
        "support",
    ),
    (
        "wrapped line clock twin",
        "16:49:58 ts-execute-service-77 报 ticket execute error: Order Status Wrong",
        WRAPPED_CSV,
        N,
        "time",
    ),
    # An outcome is the subject's own records' to refute, not those of another pod logging the same order id.
    (
        "outcome of the subject",
        "ts-order-other-service-6c 在 16:49:50 查询订单 6a82e0cd 失败",
        WRAPPED_CSV,
        C,
        "outcome",
    ),
    (
        "outcome of the subject twin",
        "ts-order-other-service-6c 在 16:49:50 查询订单 6a82e0cd 成功",
        WRAPPED_CSV,
        D,
        "support",
    ),
    # English negation inside a message the answer quotes denies nothing; the answer's own denial does.
    ("quoted negation", "ts-order-service-5b 对订单 6a82e0cd 返回 Order not found（WARN）", WRAPPED_CSV, D, "support"),
    ("quoted negation twin", "ts-order-service-5b 没有任何 WARN", WRAPPED_CSV, C, "negation"),
    # A unit written with the micro sign (NFKC: Greek mu) is a unit, never a mixed-script identifier.
    ("micro sign unit", "GetProduct 下面的 sql.conn.query 只用了 631 µs", JAEGER, D, "support"),
    ("micro sign unit twin", "GetProduct 下面的 sql.conn.query 只用了 931 µs", JAEGER, C, "value"),
    # A Jaeger span belongs to its process's service; a call joins a span and its parent span.
    ("span process owner", "frontend-579b 的 hipstershop.CartService/AddItem 耗时 2186 µs", JAEGER, D, "support"),
    (
        "span process owner twin",
        "productcatalogservice-668d 的 hipstershop.CartService/AddItem 耗时 2186 µs",
        JAEGER,
        C,
        "misattribution",
    ),
    # A stated order within one second is checked to the fraction the records write; a clause led by
    # 之后/随后 comes after the clause before it, "A 比 B 还早" puts A first.
    # A record's program is its entity: an error only another program's line shows is no support for QQ.exe,
    # and a program name as the records write it ("chrome.exe *64") is no fabrication.
    ("program owner", "QQ.exe 连接 tcpconn4.tencent.com:80 失败，代理意外关闭了连接", PROGRAMS, D, "support"),
    (
        "program owner twin",
        "QQ.exe 连接 tcpconn4.tencent.com:80 失败，代理返回 status code 403",
        PROGRAMS,
        C,
        "misattribution",
    ),
    ("program as written", "chrome.exe *64 关闭了到 www.google.com:443 的连接", PROGRAMS, D, "support"),
    # A call's caller side is no misattribution: the caller's operation is a span one call away from the
    # callee's; an operation of an unrelated span is. A value another span of the call writes is no conflict
    # (which side the value is of is not certain), a value no span writes is.
    (
        "call across spans",
        "PreserveController.preserve 通过 HTTP GET 调用了 security-svc-1 的 /api/v1/security/check",
        CALL_SPANS,
        D,
        "support",
    ),
    (
        "call across spans twin",
        "FoodController.getAll 通过 HTTP GET 调用了 security-svc-1 的 /api/v1/security/check",
        CALL_SPANS,
        C,
        "misattribution",
    ),
    ("span value", "security-svc-1 的 /api/v1/security/check 耗时 7 ms", CALL_SPANS, D, "support"),
    ("span value twin", "security-svc-1 的 /api/v1/security/check 耗时 5 ms", CALL_SPANS, C, "value"),
    ("span value of another span", "security-svc-1 的 /api/v1/security/check 耗时 3 ms", CALL_SPANS, N, "none"),
    # A record's epoch stamp in the fact names when, not a value of the metric before it.
    ("epoch stamp", "成功率在 1661256748 是 50.8%", STAMPED, D, "support"),
    ("epoch stamp twin", "成功率在 1661256748 是 60%", STAMPED, C, "value"),
    # A superlative compares the subject with its siblings (a span's: the spans of its parent); a grandchild's
    # longer duration is not a sibling's.
    ("superlative", "PlaceOrder 下面最慢的子步骤是 PrepareOrderItems，约 69 ms", CHILDREN, D, "support"),
    ("superlative twin", "PlaceOrder 下面最慢的子步骤是 ChargeCard，约 41 ms", CHILDREN, C, "superlative"),
    ("superlative smallest", "PlaceOrder 的子步骤里 ShipOrder 最快，只用了 12 ms", CHILDREN, D, "support"),
    ("superlative smallest twin", "PlaceOrder 的子步骤里 ChargeCard 最快，只用了 41 ms", CHILDREN, C, "superlative"),
    # The times each side of a stated order states must agree with it.
    ("stated times order", "00:09:43 出现 VM Started，两秒后的 00:09:41 又出现 VM Paused", LIFECYCLE, C, "order"),
    ("stated times order twin", "00:09:41 出现 VM Started，两秒后的 00:09:43 又出现 VM Paused", LIFECYCLE, N, "time"),
    # "触发"/"恢复" are an alert's state only when the fact names an alert.
    (
        "no alert named",
        "实例 bf8c824d-f099-4433-a41e-e3da7578262e 触发了 VM Started (Lifecycle Event)",
        LIFECYCLE,
        D,
        "support",
    ),
    # A value written with its unit in a field is read in it; a decimal comma glued to a unit reads both ways.
    ("value with its unit", "192.168.33.1 请求 favicon-16x16.png 耗时 2ms", TRAEFIK, D, "support"),
    ("value with its unit twin", "192.168.33.1 请求 favicon-16x16.png 耗时 20ms", TRAEFIK, C, "value"),
    ("decimal comma", "GC(3) 的 Pause Young 停顿约 63 ms", GC_LOG, D, "support"),
    ("decimal comma twin", "GC(3) 的 Pause Young 停顿约 6.3 ms", GC_LOG, C, "value"),
    # "MM:SS" after a duration word is a duration the record must write, not a time of day.
    ("mm:ss duration", "chrome.exe 在 17:12:14 关闭的连接发送了约 35 KB，存活 04:12", LIFETIME, D, "support"),
    ("mm:ss duration twin", "chrome.exe 在 17:12:14 关闭的连接发送了约 35 KB，存活 14:01", LIFETIME, N, "none"),
    # A time in a clause of its own is of that clause's event (any record the fact rests on may hold it).
    ("clause time", "04:03:08 uid=0 打开了 cyrus 的 session opened，04:03:09 会话关闭", SU_SESSION, D, "support"),
    ("clause time twin", "04:03:08 uid=0 打开了 cyrus 的 session opened，04:05:09 会话关闭", SU_SESSION, N, "time"),
    # Who calls whom: the caller's span is the parent (or grandparent) of the callee's.
    ("call direction", "preserve-svc-1 通过 HTTP GET 调用了 security-svc-1", CALL_SPANS, D, "support"),
    ("call direction twin", "security-svc-1 通过 HTTP GET 调用了 preserve-svc-1", CALL_SPANS, C, "role"),
    ("call direction passive", "security-svc-1 被 preserve-svc-1 调用", CALL_SPANS, D, "support"),
    ("call direction target", "preserve-svc-1 向 security-svc-1 发起了 HTTP GET 调用", CALL_SPANS, D, "support"),
    ("call direction target twin", "security-svc-1 向 preserve-svc-1 发起了 HTTP GET 调用", CALL_SPANS, C, "role"),
    # A logcat tag (logger) is the line's entity.
    ("tag owner", "PhoneInterfaceManager 报了 getCellLocation is blocked by permission manager", LOGCAT, D, "support"),
    (
        "tag owner twin",
        "ActivityManager 报了 getCellLocation is blocked by permission manager",
        LOGCAT,
        C,
        "misattribution",
    ),
    # Of two hosts beside a block, the one the fact sends to is the record's target, the other its source
    # (a party is found by its host when the record writes it without the port).
    (
        "sender and receiver",
        "10.251.30.85:50010 在向 10.251.90.64 发送 blk_-2918118818249673980 时出错",
        SERVING_TO,
        D,
        "support",
    ),
    (
        "sender and receiver twin",
        "10.251.90.64:50010 在向 10.251.30.85 发送 blk_-2918118818249673980 时出错",
        SERVING_TO,
        C,
        "role",
    ),
    # A class's simple name is its qualified logger's entity; a clause's attribute binds its own clause's entity.
    ("logger class", "JobHistoryEventHandler 打了一条 ERROR：Error writing History Event", LOGGERS, D, "support"),
    (
        "logger class twin",
        "TaskAttemptListenerImpl 打了一条 ERROR：Error writing History Event",
        LOGGERS,
        C,
        "misattribution",
    ),
    (
        "clause subjects",
        "端口：sparkExecutorActorSystem 监听 55904，NettyBlockTransferService 监听 40984",
        LOGGERS,
        D,
        "support",
    ),
    # A quoted word is cited text: it must be in the record of the rest of its clause.
    ("quoted word", 'pid 5407 报 database "users" does not exist', PG_DATABASES, D, "support"),
    ("quoted word twin", 'pid 5500 报 database "users" does not exist', PG_DATABASES, N, "none"),
    # An English word the content list leaves out ("other") still picks the record an outcome is of.
    ("outcome by a plain word", "netfs 挂载 other filesystems 也成功了", MOUNTS, C, "outcome"),
    ("outcome by a plain word twin", "netfs 挂载 NFS filesystems 成功了", MOUNTS, D, "support"),
    # A bracketed English gloss belongs to its clause: it must be in the record of the connection named.
    (
        "bracketed gloss",
        "QQ.exe 连接 tcpconn4.tencent.com:80 时代理意外关闭了连接（Proxy closed the connection unexpectedly）",
        PROGRAMS,
        D,
        "support",
    ),
    (
        "bracketed gloss twin",
        "chrome.exe *64 连接 www.google.com:443 时代理意外关闭了连接（Proxy closed the connection unexpectedly）",
        PROGRAMS,
        C,
        "misattribution",
    ),
    # A count restating a list of names it ends ("support、uucp、admin 三个账号"): the number of names, each found.
    ("listed names count", "103.207.39.212 依次试了 support、uucp、admin 三个账号", ACCOUNTS, D, "support"),
    ("listed names count twin", "103.207.39.212 依次试了 support、uucp、oracle 三个账号", ACCOUNTS, N, "none"),
    ("listed names count twin 2", "103.207.39.212 依次试了 support、uucp、admin 两个账号", ACCOUNTS, N, "none"),
    # A headerless log export's rows are the pods' own log records: the pod owns the line's words.
    (
        "headerless export",
        "ts-verification-code-service-7b6dc75c45-2z9p2 给出的校验结果是 false",
        HEADERLESS,
        D,
        "support",
    ),
    ("headerless export twin", "ts-auth-service-7f8d7d756d-k7b9j 的 getToken 返回了 failure", HEADERLESS, C, "outcome"),
    # A weakly supported predicate may lack a word of its description, never of the cause it states.
    (
        "weak predicate with an unsaid cause",
        "订单 b15d0a56-5f5b-4a17-b365-b1a6740afac9 支付失败是因为它在支付前已经被用户取消了",
        PAY_REFUSED,
        N,
        "none",
    ),
    (
        "weak predicate with an unsaid cause twin",
        "订单 b15d0a56-5f5b-4a17-b365-b1a6740afac9 支付失败是因为订单状态不允许支付",
        PAY_REFUSED,
        D,
        "support",
    ),
    # Inability is a failure: 无法/未能/连不上 against a connection the records show established.
    ("inability", "mysqld 无法连接 10.0.0.5:3306", LINKED, C, "outcome"),
    ("inability twin", "mysqld 无法连接 10.0.0.5:3306", REFUSED, D, "support"),
    ("potential complement", "mysqld 连不上 10.0.0.5:3306", LINKED, C, "outcome"),
    ("potential complement twin", "mysqld 连不上 10.0.0.5:3306", REFUSED, D, "support"),
    # A record stating both outcomes says neither: the stream's own exception refutes "成功完成".
    ("mixed outcome record", "blk_1073743512_2731 的写入已成功完成", ACKED, C, "outcome"),
    ("mixed outcome record twin", "blk_1073743512_2731 的写入失败了，DataStreamer 报了异常", ACKED, D, "support"),
    # An English word a copula states as the value ("无效用户是 redhat") is the entity's attribute: a
    # process's own lines (sshd[24606]: its program and pid) must say it.
    ("copula value", "sshd[24606] 尝试登录的无效用户是 redhat", TWO_PIDS, C, "misattribution"),
    ("copula value twin", "sshd[24606] 尝试登录的无效用户是 oracle", TWO_PIDS, D, "support"),
    # A field the fact gives a value ("vCPU 为 4") is the records' slot of that name, plural included.
    ("keyed plural", "已分配 vCPU 为 4", VCPUS, C, "value"),
    ("keyed plural twin", "已分配 vCPU 为 1", VCPUS, D, "support"),
    # A count in a clause with a subject of its own counts that subject's lines, not the fact's entity's.
    (
        "count of another clause's subject",
        "tbird-admin1 的 gmetad 一直拿不到数据源应答，IB 子网管理器则两次报告拓扑无变化",
        GMETAD,
        N,
        "none",
    ),
    (
        "count of another clause's subject twin",
        "tbird-admin1 的 gmetad 报 got not answer from any datasource，共 5 次",
        GMETAD,
        C,
        "count",
    ),
    # A fact of words only claims the outcome it states: records that state only the other one do not support it.
    ("outcome of words only", "攻击者随后成功登录了 root 账户", ROOT_FAILS, N, "none"),
    ("outcome of words only twin", "攻击者反复以 root 账户登录失败", ROOT_FAILS, D, "support"),
    # A fact that names no key identifier needs a record stating the outcome it claims.
    ("outcome of a weak fact", "ts-auth-service 日志里有密码校验失败的记录", PW_CHECKED, N, "none"),
    ("outcome of a weak fact twin", "ts-auth-service 日志里有密码校验失败的记录", PW_FAILED, D, "support"),
    # A time pinning the subject's event (a label colon before it) makes that second's records part of it.
    ("denial at a pinned time", "关键点：16:40:06 这一轮初始化没有出现任何 error", JK_INIT, C, "negation"),
    ("denial at a pinned time twin", "关键点：16:39:59 这一轮初始化没有出现任何 error", JK_INIT, D, "support"),
    # Records that write their date order by it: epochs days apart are not compared by the time of day.
    ("dated order", "Interconnect-1T00 的 Link ok 早于 Link in reset", LINKS_HPC, C, "order"),
    ("dated order twin", "Interconnect-1T00 的 Link ok 晚于 Link in reset", LINKS_HPC, D, "support"),
    # A port the fact names says which records it is about: the 12:54:31 line holds another port.
    ("port anchor", "12:54:31 test-0 的 fetcher 改成指向 broker 30，端口 9095", FETCHERS, N, "time"),
    ("port anchor twin", "12:50:23 test-0 的 fetcher 指向 broker 30，端口 9095", FETCHERS, D, "support"),
    # A Deployment pod's service name said alone ("frontend") names that service: its rows hold the value.
    ("service name of a pod", "frontend 的服务端 P90 延迟在 14:44:28 达到 28 秒", POD_LATENCY, C, "value"),
    ("service name of a pod twin", "frontend 的服务端 P90 延迟在 14:44:28 达到 56.5 秒", POD_LATENCY, D, "support"),
    # A value in a clause with a subject of its own (前端) is not compared with the other clause's entity …
    (
        "value of another subject",
        "checkoutservice 的服务端 P90 达到 9.5 秒，前端客户端 P99 随后到 29.46 秒",
        POD_LATENCY,
        N,
        "none",
    ),
    # … a clause of only the metric and time words is the same entity's
    (
        "value of another subject twin",
        "checkoutservice 的服务端 P90 达到 9.5 秒，客户端 P99 随后到 29.46 秒",
        POD_LATENCY,
        C,
        "value",
    ),
    # A predicate the record it is about writes only negated ("does not hold") is contradicted.
    ("negated predicate", "ActivityManager 确认 caller 10111 持有 REAL_GET_TASKS 权限", NOT_HELD, C, "negated"),
    ("negated predicate twin", "ActivityManager 确认 caller 10111 持有 REAL_GET_TASKS 权限", HELD, D, "support"),
    # A lifetime written MM:SS is a duration value: "存活 17 秒" is it, "存活 27 秒" is another.
    ("lifetime value", "www.gmail.com:443 的连接存活 17 秒", GMAIL_LIFETIME, D, "support"),
    ("lifetime value twin", "www.gmail.com:443 的连接存活 27 秒", GMAIL_LIFETIME, C, "value"),
    # A count distributed over a list (各, 每个) holds for each listed identifier.
    ("distributed count", "涉及车次 G1234、G1236，每个车次各 2 条 WARN", TRAINS, D, "support"),
    ("distributed count twin", "涉及车次 G1234、G1236，每个车次各 3 条 WARN", TRAINS, N, "none"),
    # A nested document is one record: its entity, and each value named by its whole path.
    ("document value", "容器 ledger-db-1 的内存用量约 700 MiB", CONTAINER_DOC, D, "support"),
    ("document value twin", "容器 ledger-db-1 的内存用量约 900 MiB", CONTAINER_DOC, C, "value"),
    # A metric document states failures by its counters: a positive one refutes a denial, zero does not.
    ("counter refutes denial", "ledger-db-1 的健康检查一直正常，没有失败记录", CONTAINER_DOC, C, "negation"),
    ("counter refutes denial twin", "ledger-db-1 的健康检查一直正常，没有失败记录", HEALTHY_DOC, D, "denial"),
    # A field name is no error: "error.code=0" says none happened.
    ("error field name", "ledger-db-1 的 error code 是 0，没报错", HEALTHY_DOC, D, "support"),
    # One document of several entities: the value is the column on the named entity's path.
    ("entity path value", "7c6b5a4f3e2d1c0b 的最大延迟为 0.652118", FOLLOWERS_DOC, D, "support"),
    ("entity path value twin", "1b2c3d4e5f6a7b8c 的最大延迟为 0.652118", FOLLOWERS_DOC, C, "value"),
    # A column with no unit holds the stated size digit for digit: that is the value, not another one.
    ("unitless column", "db-host-3 的总内存 34359738368 字节", HOST_MEMORY_DOC, D, "support"),
    ("unitless column twin", "db-host-3 的总内存 34359738000 字节", HOST_MEMORY_DOC, C, "value"),
    # An English state word is the sentence's predicate: a record of the subject must write it.
    ("state word", "ingress-7d4c9b-x2kqp 处于 running 状态，已经 ready", POD_STATE_DOC, D, "support"),
    ("state word twin", "ingress-7d4c9b-x2kqp 处于 pending 状态，还没有被调度", POD_STATE_DOC, C, "status"),
    # …and with no state field to say otherwise, an unwritten state is no support
    (
        "state word unwritten",
        "ingress-7d4c9b-x2kqp 处于 pending 状态",
        {"pod": "ingress-7d4c9b-x2kqp", "restarts": 0},
        N,
        "none",
    ),
    # A denial of log levels is about log lines: metric rows of the entity do not support it.
    ("level denial without logs", "同一时间段 basic-svc 没有任何 ERROR 日志", BASIC_METRICS, N, "none"),
    ("level denial without logs twin", "同一时间段 basic-svc 没有任何 ERROR 日志", BASIC_LOGS, D, "support"),
    # A number written in 万 is read with its rounding: "约 1851 万次" is the line's 18507114.
    (
        "scaled count",
        "R72-M1-NE-C:J04-U01 纠正了约 1851 万次 torus sender z- retransmission error",
        RETRANSMIT_LINE,
        D,
        "support",
    ),
    (
        "scaled count twin",
        "R72-M1-NE-C:J04-U01 纠正了约 2851 万次 torus sender z- retransmission error",
        RETRANSMIT_LINE,
        C,
        "count",
    ),
    ("scaled number", "R72-M1-NE-C:J04-U01 的 totalCalories 约 13.07 万", RETRANSMIT_LINE, D, "support"),
    ("scaled number twin", "R72-M1-NE-C:J04-U01 的 totalCalories 约 23.07 万", RETRANSMIT_LINE, N, "none"),
    # A call's client span sits between the caller (its parent) and the callee (its child): its duration is the call's.
    (
        "call span value",
        "UserController.getToken 调用 ts-verification-code-service 的那个 HTTP GET 用了 77.8 ms",
        CLIENT_CALL_SPANS,
        D,
        "support",
    ),
    (
        "call span value twin",
        "UserController.getToken 调用 ts-verification-code-service 的那个 HTTP GET 用了 97.8 ms",
        CLIENT_CALL_SPANS,
        N,
        "none",
    ),
    # The HTTP status a fact says a request returned is the one its records write.
    (
        "http status",
        "DELETE /v2/54fadb41/servers/d6b7bd36-2943-4363-9235-fffdd89ea40e 返回 204",
        NOVA_ACCESS,
        D,
        "support",
    ),
    (
        "http status twin",
        "DELETE /v2/54fadb41/servers/d6b7bd36-2943-4363-9235-fffdd89ea40e 返回 404",
        NOVA_ACCESS,
        C,
        "value",
    ),
    # A field given a truth value is the records' flag of that name.
    ("flag value", "ingress-7d4c9b-x2kqp 的 ready 为 true", POD_STATE_DOC, D, "support"),
    ("flag value twin", "ingress-7d4c9b-x2kqp 的 ready 为 false", POD_STATE_DOC, C, "value"),
    # A cited message and the code the fact gives it: the message's lines must write that code.
    (
        "message code",
        "02:03:47 CBS 打开补丁包失败（Failed to internally open package），错误码是 0x800f0805",
        CBS_LINES,
        D,
        "support",
    ),
    (
        "message code twin",
        "02:03:47 CBS 打开补丁包失败（Failed to internally open package），错误码是 0x800f080d",
        CBS_LINES,
        C,
        "pairing",
    ),
    # A denial with a subject of its own is refuted by a record holding the identifier the fact names.
    (
        "denial of an identifier's records",
        "来自 10.10.34.13 的连接没有出现 ERROR，只有 GOODBYE",
        PEER_LINES,
        C,
        "negation",
    ),
    ("denial of an identifier's records twin", "来自 10.10.34.13 的连接没有出现 FATAL", PEER_LINES, D, "support"),
    # A program named with its extension is the program of the records' head ("WeChat.exe", not "WeChat").
    (
        "program entity",
        "WeChat.exe 在 18:59:43 经 proxy.cse.cuhk.edu.hk:5070 连接了 short.weixin.qq.com:80",
        PROXY_LINES,
        D,
        "support",
    ),
    (
        "program entity twin",
        "WeChat.exe 到 hangouts.google.com:443 的连接在 18:59:43 关闭，发送了 13281 字节",
        PROXY_LINES,
        C,
        "misattribution",
    ),
    # 未发送 is the adjective "unsent", not a denial of the failure after it.
    ("unsent is no negation", "SQM 上传未发送报告失败，HRESULT = 0x80004005", SQM_LINE, D, "support"),
    ("unsent is no negation twin", "SQM 上传报告没有报错，HRESULT = 0x80004005", SQM_LINE, C, "negation"),
    # Lines of one process are one event: two sessions of two lines each are two attempts.
    ("count of processes", "173.234.31.186 两次以 webmaster 用户尝试登录", TWO_SESSIONS, D, "support"),
    ("count of processes twin", "173.234.31.186 三次以 webmaster 用户尝试登录", TWO_SESSIONS, C, "count"),
    # A value's change is said by the value it leads to: "回落到 1.53%" holds when the value does.
    ("value trend", "basic-svc-5dc8d4f9fd-46997 的 CPU 使用率回落到 1.53%", BASIC_METRICS, D, "support"),
    ("value trend twin", "basic-svc-5dc8d4f9fd-46997 的 CPU 使用率回落到 11.53%", BASIC_METRICS, C, "value"),
    # A duration between records: the records of what the fact names run that long.
    ("elapsed between records", "PopulateComponentFamiliesKey 这一步耗时约 17 秒", STEP_LINES, D, "support"),
    ("elapsed between records twin", "PopulateComponentFamiliesKey 这一步耗时约 47 秒", STEP_LINES, N, "none"),
    # The Chinese words right before a field name its records write with the stated value gloss that name.
    ("glossed field", "ledger-db-1 的连续失败次数 failingstreak 为 3", CONTAINER_DOC, D, "support"),
    ("glossed field twin", "ledger-db-1 的连续失败次数 failingstreak 为 5", CONTAINER_DOC, N, "none"),
    # An OpenTelemetry export: each data point is a record of its metric, unit and resource (the pod).
    ("otlp point value", "checkout-7d9f-abcde 的内存使用约 700 MiB", OTLP_MEMORY, D, "support"),
    ("otlp point value twin", "checkout-7d9f-abcde 的内存使用约 900 MiB", OTLP_MEMORY, C, "value"),
    # A Jaeger span's tags are its fields: its error flag is the span's.
    ("jaeger tag", "customer 的 span 7bd66f09ba90ea3d 的 error 为 true", JAEGER_TAGGED, D, "support"),
    ("jaeger tag twin", "customer 的 span 7bd66f09ba90ea3d 的 error 为 false", JAEGER_TAGGED, C, "value"),
    # A value a runbook states is its threshold, not this incident's value.
    (
        "runbook threshold",
        "按运维手册，basic-svc-5dc8d4f9fd-46997 的 CPU 使用率超过 80% 才需要扩容",
        BASIC_METRICS,
        N,
        "none",
    ),
    ("runbook threshold twin", "basic-svc-5dc8d4f9fd-46997 的 CPU 使用率超过 80%", BASIC_METRICS, C, "value"),
    # A count of calls under a span counts its child spans: the caller's name is the parent's.
    ("child span count", "TravelController.queryInfo 下面发出了 3 个 HTTP POST", CHILD_POSTS, D, "support"),
    ("child span count twin", "TravelController.queryInfo 下面发出了 4 个 HTTP POST", CHILD_POSTS, C, "count"),
    # A Zipkin span's duration is in microseconds: 1431 is 1.4 ms, not 14 ms.
    ("zipkin duration twin", "backend 的 span 6b221d5bc9e6496c 耗时约 14 ms", ZIPKIN_SPANS, C, "value"),
    ("zipkin duration", "backend 的 span 6b221d5bc9e6496c 耗时约 1.4 ms", ZIPKIN_SPANS, D, "support"),
    # A client span naming its caller's pod holds the callee through its child span.
    (
        "client span of a pod",
        "ts-auth-service-7f8d7d756d-kzp47 调 ts-verification-code-service 的那个 HTTP GET 用了 77.8 ms",
        CLIENT_CALL_SPANS,
        D,
        "support",
    ),
    (
        "client span of a pod twin",
        "ts-auth-service-7f8d7d756d-kzp47 调 ts-verification-code-service 的那个 HTTP GET 用了 97.8 ms",
        CLIENT_CALL_SPANS,
        C,
        "value",
    ),
    (
        "message object of another pod",
        "ts-preserve-service-b5ccf8557-j4txs 报的是 No instances available for ts-travel-service",
        MESSAGE_OBJECTS,
        C,
        "pairing",
    ),
    (
        "message object of another pod twin",
        "ts-preserve-service-b5ccf8557-j4txs 报的是 No instances available for ts-food-service",
        MESSAGE_OBJECTS,
        D,
        "support",
    ),
    ("normality of a bare id", "节点 3 与 188978561024 之间的连接一直正常", ZK_PEERS, C, "negation"),
    ("normality of a bare id twin", "节点 3 与 188978561025 之间的连接一直正常", ZK_PEERS, D, "support"),
    ("number pinned to a time", "13:45:08 那一批 mod_jk 报错的错误状态码是 9", JK_STATES, N, "time"),
    ("number pinned to a time twin", "13:45:08 那一批 mod_jk 报错的错误状态码是 8", JK_STATES, D, "support"),
    ("flag of a span by its id", "span 7606ddfe69932d34 被标记了 error=true", JAEGER_ERROR_CHILD, N, "none"),
    ("flag of a span by its id twin", "span 7bd66f09ba90ea3d 被标记了 error=true", JAEGER_ERROR_CHILD, D, "support"),
    (
        "call against a client span's peer",
        "order-backend 调用 frontend-api 的 get /orders 用了 207 ms",
        ZIPKIN_CLIENT,
        C,
        "role",
    ),
    (
        "call against a client span's peer twin",
        "frontend-api 调用 order-backend 的 get /orders 用了 207 ms",
        ZIPKIN_CLIENT,
        D,
        "support",
    ),
    ("call against a server span's peer", "cart-svc 调用了 checkout-svc 的 GetCart", JAEGER_SERVER_PEER, C, "role"),
    (
        "call against a server span's peer twin",
        "checkout-svc 调用了 cart-svc 的 GetCart",
        JAEGER_SERVER_PEER,
        D,
        "support",
    ),
    (
        "creator and created swapped",
        "Pod prometheus-2552087900-9fxh6 创建了 ReplicaSet prometheus-2552087900",
        K8S_CREATED,
        C,
        "role",
    ),
    (
        "creator and created swapped twin",
        "ReplicaSet prometheus-2552087900 创建了 Pod prometheus-2552087900-9fxh6",
        K8S_CREATED,
        D,
        "support",
    ),
    (
        "order against an event named by a word",
        "这条报错发生在这次 exception 注入之后",
        INJECTIONS_AND_ERRORS,
        C,
        "order",
    ),
    (
        "order against an event named by a word twin",
        "这条报错发生在这次 exception 注入之前",
        INJECTIONS_AND_ERRORS,
        D,
        "support",
    ),
    # a count of the output's records in general ("这 N 条日志里", "N 行") is its total
    ("scope count", "这 3 条日志里没有任何 ERROR 级别的记录", ALL_INFO, D, "support"),
    ("scope count twin", "这 5 条日志里没有任何 ERROR 级别的记录", ALL_INFO, N, "none"),
    ("count of lines", "executor 这段日志共 3 行，其中 1 条是 WARN", ONE_WARN, D, "support"),
    ("count of lines twin", "executor 这段日志共 3 行，其中 2 条是 WARN", ONE_WARN, N, "none"),
    # a descriptor names the column, not the document's namespace (kubernetes.node.* holds every column)
    ("node columns by their descriptor", "节点网络收发错误数均为 0", K8S_NODE_DOC, D, "support"),
    ("node columns by their descriptor twin", "节点网络收发错误数均为 3", K8S_NODE_DOC, C, "value"),
    ("node file system used", "节点文件系统已用约 2.2 GB", K8S_NODE_DOC, D, "support"),
    ("node file system used twin", "节点文件系统已用约 5.2 GB", K8S_NODE_DOC, C, "value"),
    # a value stated with a name is a number of the record that writes the name
    ("value of a named document", "MongoDB 的 admin 库有 2 个 indexes", TWO_DOCS, D, "support"),
    ("value of a named document twin", "CouchDB 的 admin 库有 2 个 indexes", TWO_DOCS, N, "none"),
    # the port of "tcp_port 6379" is an identifier, not the slot of the time stated next to it
    ("time next to a port", "tcp_port 6379，已运行 104946 秒", REDIS_INFO, D, "support"),
    ("time next to a port twin", "tcp_port 6379，已运行 204946 秒", REDIS_INFO, N, "none"),
    # Jaeger's protobuf-JSON tags are attributes of their span or process
    ("proto tags of a process", "服务 api 在主机 api246-sjc1 上，客户端版本 Python-3.1.0", JAEGER_PROTO, D, "support"),
    (
        "proto tags of a process twin",
        "服务 api 在主机 api247-sjc1 上，客户端版本 Python-3.1.0",
        JAEGER_PROTO,
        C,
        "fabrication",
    ),
    ("flag of a service's raw span", "服务 3c220036602f839e 的 span 带有 error=true", JAEGER_ERROR_CHILD, D, "support"),
    (
        "flag of a service's raw span twin",
        "服务 16af988c443cff37 的 span 带有 error=true",
        JAEGER_ERROR_CHILD,
        C,
        "misattribution",
    ),
    # a demonstrative count refers back to what an earlier fact named: no count claim of its own
    ("demonstrative count", "这两条 INFO 日志都来自 executor.Executor", ALL_INFO, N, "none"),
    ("demonstrative count twin", "共两条 INFO 日志来自 executor.Executor", ALL_INFO, C, "count"),
    ("part of a set named before", "其中两条 INFO 日志来自 executor.Executor", ALL_INFO, N, "none"),
    ("fragmentation ratio by its descriptor", "内存碎片率为 2.74", REDIS_MEMORY, D, "support"),
    ("fragmentation ratio by its descriptor twin", "内存碎片率为 1.74", REDIS_MEMORY, C, "value"),
    # a denial about a named program is refuted by that program's lines only
    ("denial of a named program", "同一时段 Dropbox.exe 没有任何连接错误", PROXY_PROGRAMS, D, "support"),
    ("denial of a named program twin", "同一时段 chrome.exe 没有任何连接错误", PROXY_PROGRAMS, C, "negation"),
    # a subject carries forward to later clauses, not back to earlier ones
    (
        "attribute before its clause's subject",
        "这些会话基本都是 Bye Bye 断开，只有 sshd[25457] 是 fatal: Write failed",
        SSHD_ENDINGS,
        D,
        "support",
    ),
    (
        "attribute before its clause's subject twin",
        "sshd[25457] 的会话是 Bye Bye 断开，随后 fatal: Write failed",
        SSHD_ENDINGS,
        C,
        "misattribution",
    ),
    # a clause naming another service by its short name has a subject of its own
    (
        "clause with its own short subject",
        "ts-order-service 返回 Order not found，随后 execute 走 getOrderByIdFromOrderOther 报了 Order Status Wrong",
        ORDER_THEN_EXECUTE,
        D,
        "support",
    ),
    (
        "clause with its own short subject twin",
        "ts-order-service 返回 Order not found，随后又走 getOrderByIdFromOrderOther 报了 Order Status Wrong",
        ORDER_THEN_EXECUTE,
        C,
        "misattribution",
    ),
    # a word leading the fact as its label ("inside-payment：") is no part of the name after it
    (
        "label before a pod",
        "contacts-service:ts-contacts-service-866bd68c97-xcqfx 报了 No contacts according to contactsId",
        PLACED,
        D,
        "support",
    ),
    (
        "label before a pod twin",
        "contacts-service:ts-contacts-service-866bd68c97-xcqfz 报了 No contacts according to contactsId",
        PLACED,
        C,
        "fabrication",
    ),
    (
        "sequence order",
        "实例 bf8c824d-f099-4433-a41e-e3da7578262e 先进入 VM Paused，之后才出现 VM Started",
        LIFECYCLE,
        C,
        "order",
    ),
    (
        "sequence order twin",
        "实例 bf8c824d-f099-4433-a41e-e3da7578262e 先出现 VM Started，之后才进入 VM Paused",
        LIFECYCLE,
        D,
        "support",
    ),
    ("comparative order", "这个实例的 VM Paused 比 VM Started 还早", LIFECYCLE, C, "order"),
    ("comparative order twin", "这个实例的 VM Started 比 VM Paused 还早", LIFECYCLE, D, "support"),
    ("caller first", "CartController.addItem 下面的 CatalogController.getProduct", SPAN_ROWS, D, "support"),
    ("caller first twin", "CatalogController.getProduct 下面的 CartController.addItem", SPAN_ROWS, N, "none"),
    ("callee first", "CatalogController.getProduct 是 CartController.addItem 的子 span", SPAN_ROWS, D, "support"),
]


@pytest.mark.parametrize(("name", "text", "output", "label", "rule"), TABLE, ids=[t[0] for t in TABLE])
def test_record_checks_and_twins(name, text, output, label, rule):
    got, why = decide(text, output)
    assert (got, why) == (label, rule)


@pytest.mark.parametrize(
    ("line", "fields"),
    [
        (
            "Jun 14 15:16:01 combo sshd(pam_unix)[19939]: authentication failure;",
            [("host", "combo"), ("component", "sshd")],
        ),
        (
            "081109 203615 148 INFO dfs.DataNode$PacketResponder: PacketResponder 1 terminating",
            [("component", "dfs.DataNode$PacketResponder")],
        ),
        (
            "- 1117838570 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872 R02-M1-N0-C:J12-U11 RAS KERNEL INFO x",
            [("node", "R02-M1-N0-C:J12-U11"), ("component", "KERNEL")],
        ),
        (
            "2015-10-18 18:01:47,978 INFO [main] org.apache.hadoop.mapreduce.v2.app.MRAppMaster: Created MRAppMaster",
            [("component", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster")],
        ),
        # Android, Proxifier, HealthApp and Windows CBS name the component and their own time stamp
        (
            "03-17 16:13:38.811  1702  2395 D WindowManager: printFreezingDisplayLogsopening app",
            [("component", "WindowManager"), ("ts", "03-17 16:13:38.811")],
        ),
        (
            "[10.30 16:49:06] chrome.exe *64 - proxy.cse.cuhk.edu.hk:5070 open through proxy",
            [("component", "chrome.exe"), ("ts", "10.30 16:49:06")],
        ),
        (
            "20171223-22:15:29:606|Step_LSC|30002312|onStandStepChanged 3579",
            [("component", "Step_LSC"), ("ts", "20171223-22:15:29:606")],
        ),
        (
            "2016-09-28 04:30:30, Info                  CBS    Loaded Servicing Stack v6.1.7601.23505",
            [("component", "CBS"), ("ts", "2016-09-28 04:30:30")],
        ),
        # a program written by its path is its last segment (Thunderbird's gmetad, syslog's /usr/sbin/cron)
        (
            "- 1131567003 2005.11.09 tbird-admin1 Nov 9 12:10:03 local@tbird-admin1"
            " /apps/x86_64/system/ganglia-3.0.1/sbin/gmetad[1682]: data_thread() got not answer",
            [("host", "tbird-admin1"), ("node", "tbird-admin1"), ("component", "gmetad")],
        ),
        ("Jun 14 15:16:01 combo /usr/sbin/cron[1993]: (root) CMD", [("host", "combo"), ("component", "cron")]),
        (
            "323647 Interconnect-1T00 switch_module bcast-error 1083198788 1 Link ok",
            [("node", "Interconnect-1T00"), ("component", "switch_module"), ("ts", "1083198788")],
        ),
        ("just some words: not a log header", []),
        ("[10.30 16:49:06] no program dash here", []),
    ],
)
def test_log_header_formats(line, fields):
    assert header_fields(line) == fields


@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("12:01:41 发了 DHCPDISCOVER", ["12:01:41"]),
        ("00:11:43:e3:ba:c3 是 MAC，不是时间", []),
        ("14:20 到 14:23 之间", ["14:20", "14:23"]),
        # HealthApp writes milliseconds after a colon: 22:19:58:411 is one time, not a MAC.
        ("22:19:58:411 Step_LSC 上报成功", ["22:19:58:411"]),
        ("从 01:41:29 开始连续失败", ["01:41:29"]),
        # a colon ending a Chinese label (NFKC of "关键点：") is no part of the time; a run of colons is
        ("关键点:16:40:06 这一轮初始化", ["16:40:06"]),
        ("2:16:40:11 不是时间", []),
    ],
)
def test_clock_times_skip_macs(text, times):
    assert [t.text for t in clock_times(text)] == times


@pytest.mark.parametrize(("host", "label"), [("33.33.33.76", C), ("33.33.33.79", D)])
def test_a_demonstrative_refers_back_to_the_answers_last_entity(host, label):
    """ "这个 pod" in a later fact is the pod an earlier fact named: its placement is checked."""
    check = _after_naming_the_pod(f"这个 pod 运行在节点 {host} 上")
    assert check.verification is label, check.detail


@pytest.mark.parametrize(("service", "refuted"), [("ts-contacts-service", True), ("ts-basic-service", False)])
def test_a_demonstrative_pod_of_a_named_service_is_that_services(service, refuted):
    """ "X 自身：该 Pod …" is X's pod, not the pod an earlier fact named of another service."""
    check = _after_naming_the_pod(f"{service} 自身：该 Pod 在这段时间没有任何 ERROR 日志")
    assert (check.verification is C) is refuted, check.detail


@pytest.mark.parametrize(("count", "label"), [("两条", D), ("五条", C)])
def test_the_same_second_is_the_second_the_fact_before_stated(count, label):
    """ "同一秒 … 报了两条" counts the records of the second the fact before stated, not of the whole output."""
    from engine.classify import classify_facts

    lines = [
        "[Mon Dec 05 13:44:38 2005] [error] mod_jk child workerEnv in error state 6",
        "[Mon Dec 05 13:44:38 2005] [error] mod_jk child workerEnv in error state 6",
        *["[Mon Dec 05 13:45:08 2005] [error] mod_jk child workerEnv in error state 6"] * 3,
    ]
    texts = ["13:44:38 mod_jk 开始报错", f"同一秒 mod_jk 报了{count} error state 6"]
    facts = [
        CandidateFact(fact_id=f"f{n}", fact=t, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
        for n, t in enumerate(texts)
    ]
    summary = summarize_trace(call_rows("\n".join(lines)), focus_text="\n".join(texts))
    check = classify_facts(facts, summary, original_query="出了什么问题？")[1]
    assert check.verification is label, check.detail


def _after_naming_the_pod(second: str):
    """The check of ``second`` said right after a fact naming the contacts pod (against PLACED)."""
    from engine.classify import classify_facts

    texts = ["报错的 pod 是 ts-contacts-service-866bd68c97-xcqfx", second]
    facts = [
        CandidateFact(fact_id=f"f{n}", fact=t, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
        for n, t in enumerate(texts)
    ]
    summary = summarize_trace(call_rows(PLACED), focus_text="\n".join(texts))
    return classify_facts(facts, summary, original_query="出了什么问题？")[1]


def _mac(icon_time: str) -> str:
    return "\n".join(
        [
            f"Jul  1 {icon_time} calvisitor-10-105-163-202 iconservicesagent[328]: Failed to composit image for descriptor",
            "Jul  1 19:50:12 calvisitor-10-105-163-202 quicklookd[31687]: Error returned from iconservicesagent: (null)",
        ]
    )


@pytest.mark.parametrize(
    ("first", "icon_time", "label"),
    [
        # an offset leading a fact counts from the time the fact before it stated: the icon errors began earlier
        ("quicklookd[31687] 在 19:50:12 报 Error returned from iconservicesagent", "19:46:42", C),
        # twin: they did begin about three minutes later
        ("quicklookd[31687] 在 19:50:12 报 Error returned from iconservicesagent", "19:53:10", D),
        # twin: the fact before states no time, so the offset says nothing checkable
        ("quicklookd[31687] 报 Error returned from iconservicesagent", "19:46:42", D),
    ],
)
def test_an_offset_counts_from_the_fact_before(first, icon_time, label):
    from engine.classify import classify_facts

    texts = [first, "大约三分钟之后 iconservicesagent[328] 才开始出现 Failed to composit image"]
    facts = [
        CandidateFact(fact_id=f"f{n}", fact=t, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
        for n, t in enumerate(texts)
    ]
    summary = summarize_trace(call_rows(_mac(icon_time)), focus_text="\n".join(texts))
    check = classify_facts(facts, summary, original_query="为什么图标加载失败？")[1]
    assert check.verification is label, check.detail


@pytest.mark.parametrize(
    ("line", "seconds"),
    [
        # OpenStack's header starts with the log file's rotation time; the line's own time follows its date.
        (
            "nova-api.log.1.2017-05-16_13:53:08 2017-05-16 00:00:21.067 25746 INFO nova.api [req-0b85] x",
            21,
        ),
        ("[2016-12-05 18:14:38,123] INFO broker started", 18 * 3600 + 14 * 60 + 38),
        ("Jun 14 15:16:01 combo sshd(pam_unix)[19939]: check pass", 15 * 3600 + 16 * 60 + 1),
    ],
)
def test_a_text_line_time_is_its_own(line, seconds):
    from matchers.times import times_in_record_text

    assert times_in_record_text(line) == [seconds]


# -- denials: a level denied, a denial resting on a no-hit (issue 12 §5) -------------------------------
QUORUM = {
    "logs": [
        {"ts": "2015-07-29 19:23:12,806", "level": "WARN", "component": "QuorumCnxManager",
         "message": "Interrupting SendWorker; java.net.SocketException: Connection reset"},
        {"ts": "2015-07-29 19:23:13,001", "level": "INFO", "component": "QuorumPeer", "message": "LOOKING"},
    ]
}  # fmt: skip
MONGO = {
    "logs": [
        {"ts": "2020-03-31T21:19:47.420+0000", "severity": "E", "component": "NETWORK",
         "message": "** ERROR: No connection could be made"},
        {"ts": "2020-03-31T21:19:48.001+0000", "severity": "I", "component": "NETWORK", "message": "waiting"},
    ]
}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "output", "label", "rule"),
    [
        # A level denied: only a record of that level refutes it, not a WARN line naming an exception.
        ("QuorumCnxManager 没有 ERROR 级别的日志，只有 WARN", QUORUM, D, "support"),
        ("QuorumCnxManager 没有 WARN 级别的日志", QUORUM, C, "negation"),
        # Single-letter severities (MongoDB, glog, logcat) are levels.
        ("NETWORK 组件没有 E 级别（ERROR）的记录", MONGO, C, "negation"),
        ("NETWORK 组件没有 W 级别（WARN）的记录", MONGO, D, "support"),
    ],
)
def test_level_denials_and_twins(text, output, label, rule):
    assert decide(text, output) == (label, rule)


def _with_no_hit(entity_input: dict) -> list[dict]:
    rows = call_rows(
        {
            "logs": [
                {
                    "ts": "2005-06-28 09:53:39",
                    "host": "R02-M1-NE",
                    "level": "WARN",
                    "message": "Node card is not fully functional",
                }
            ]
        },
        {"location": "R02-M1-NE", "from": "2005-06-26"},
    )
    rows.append({**rows[0], "invocation_id": "inv-2", "input": entity_input, "output": {"total": 0, "logs": []}})
    return rows


@pytest.mark.parametrize(
    ("text", "label", "rule"),
    [
        # A past case without times says nothing of when this incident's event was …
        ("这次 22:19:58 的写入失败同样是 errorCode = 4", N, "time"),
        # … though it does support what it says itself (indirect)
        ("历史案例 INC-HA-0412 的写入失败也是 errorCode = 4", Verification.INDIRECT, "support"),
    ],
)
def test_a_stated_time_resting_on_knowledge_without_times(text, label, rule):
    rows = call_rows({"total": 1, "logs": [{"ts": "20171223-22:19:58:363", "message": "flushTempCacheToDB by stand"}]})
    chunk = {
        "chunk_id": "INC-HA-0412",
        "source_doc": "incidents/2017-health-sync.md",
        "retrieval_layer": "past_incident",
        "relevance": "medium",
        "deduped": False,
        "content": "INC-HA-0412：大量用户同步失败，日志为 bulkSaveDetailHiHealthData fail errorCode = 4。",
    }
    rows.append(
        {**rows[0], "invocation_id": "kb-1", "tool_name": "lookup_knowledge", "input": {"query": "errorCode 4"},
         "output": {"query": "errorCode 4", "chunks": [chunk]}}
    )  # fmt: skip
    d = _decision(rows, text, "为什么写入失败？")
    assert (d.label, d.rule) == (label, rule), d.detail


def _decision(rows: list[dict], text: str, query: str = "出了什么问题？"):
    """The decision on ``text`` against the trace of ``rows`` (several calls)."""
    ix = EvidenceIndex.build(summarize_trace(rows, focus_text=text), query)
    f = CandidateFact(fact_id="f1", fact=text, origin=FactOrigin.ANSWER_EXTRA, is_critical=True)
    a = with_trace_entities(default_toolkit().analyze(text), ix.entity_lexicon)
    return run_checks(default_checks(), RuleSet(default_toolkit(), ix), f, a)


@pytest.mark.parametrize(
    ("text", "no_hit_input", "label", "rule"),
    [
        # The no-hit call was asked about the entity the fact denies something of: the denial rests on it.
        ("此后 R02-M1-NE 再没有出现过 ERROR", {"location": "R02-M1-NE", "from": "2005-06-29"}, N, "absence"),
        # A no-hit about something else says nothing of the denial.
        ("此后 R02-M1-NE 再没有出现过 ERROR", {"location": "R05-M1-N3", "from": "2005-06-29"}, D, "support"),
        # A denial of a status ("没有任何一次…成功") rests on the no-hit asked about its entity …
        (
            "R02-M1-NE 的 Node card 此后没有任何一次恢复成功",
            {"location": "R02-M1-NE", "from": "2005-06-29"},
            N,
            "absence",
        ),
        # … and a no-hit about something else leaves it to the records ("not fully functional")
        (
            "R02-M1-NE 的 Node card 此后没有任何一次恢复成功",
            {"location": "R05-M1-N3", "from": "2005-06-29"},
            D,
            "support",
        ),
    ],
)
def test_a_denial_resting_on_a_no_hit_is_no_evidence(text, no_hit_input, label, rule):
    d = _decision(_with_no_hit(no_hit_input), text, "后来还有吗？")
    assert (d.label, d.rule) == (label, rule), d.detail


@pytest.mark.parametrize(
    ("second", "label"),
    [
        # The pod referred back to is context: the later fact's own predicate must be in its records.
        ("这个 pod 的磁盘之前就满了", N),
        # …nor does it make the fact specific: two words of three found are no weak support for a claim
        ("这个 pod 的联系人报错是最近才临时出现的", N),
        ("这个 pod 运行在节点 33.33.33.79 上", D),
    ],
)
def test_a_demonstrative_lends_no_support_of_its_own(second, label):
    check = _after_naming_the_pod(second)
    assert check.verification is label, check.detail


def test_a_text_line_shown_with_its_header_reads_its_fields_from_it():
    """Header fields cost no budget on a line shown from its start; cut past its header, the head keeps them."""
    from engine.evidence.records import parse_summary
    from engine.summary.budget import render
    from engine.summary.lines import LineBag
    from engine.summary.records import add_text

    line = "03-17 16:13:56.177  1702  2644 W ActivityManager: getRunningAppProcesses: caller 10113 does not hold " + (
        "REAL_GET_TASKS; limiting output " * 8
    )
    bag = LineBag()
    add_text(line, bag)
    (ln,) = bag.lines()
    whole = render(ln, cap=1000)
    assert " | " in whole and "component=" not in whole.split(" | ")[0]  # shown whole: no head fields
    ln.focus_pos = len(line) - 10  # a focus hit near the end: the body is cut past its header
    cut = render(ln, cap=100)
    assert "component=ActivityManager" in cut and "ts=" in cut
    for shown in (whole, cut):
        (rec,) = parse_summary(shown)
        assert rec.fields["component"] == "ActivityManager" and rec.times == (58436,)


def _decide_rows(text: str, rows: list[dict]) -> tuple[Verification, str]:
    d = _decision(rows, text)
    return d.label, d.rule


_WARN_LOGS = {
    "total": 1,
    "logs": [
        {
            "ts": "2023-01-29T09:24:15Z",
            "level": "WARN",
            "service": "ts-order-other-service",
            "message": "[getSoldTickets][Seat][No content] order failed lookup",
        }
    ],
}


def _kb(content: str, deduped: bool = False) -> dict:
    chunk = {
        "chunk_id": "kb-1",
        "source_doc": "cases/a.md",
        "retrieval_layer": "past_incident",
        "relevance": "high",
        "deduped": deduped,
        "content": content,
    }
    return {
        "invocation_id": "inv-2",
        "session_id": "s",
        "round": 1,
        "tool_name": "lookup_knowledge",
        "input": {"query": "No content"},
        "output": {"chunks": [chunk]},
        "success": True,
        "error": None,
    }


@pytest.mark.parametrize(
    ("chunk", "label", "rule"),
    [
        # a denied effect is in no log line, however many of its words the line holds
        (None, Verification.NO_EVIDENCE, "none"),
        # only a knowledge chunk that denies the effect itself gives it (indirect) support
        ("历史案例：order-other 的 No content WARN 不会导致下单失败。", Verification.INDIRECT, "support"),
        # twins: a chunk that does not deny it, and the same chunk deduped
        (
            "ts-order-other-service 在 getSoldTickets 查不到已售座位时打印 WARN，下单流程继续。",
            Verification.NO_EVIDENCE,
            "none",
        ),
        ("历史案例：order-other 的 No content WARN 不会导致下单失败。|deduped", Verification.NO_EVIDENCE, "none"),
    ],
)
def test_a_denied_effect_is_never_direct(chunk, label, rule):
    rows = call_rows(_WARN_LOGS)
    if chunk is not None:
        text, _, flag = chunk.partition("|")
        rows.append(_kb(text, deduped=flag == "deduped"))
    assert _decide_rows("这些 WARN 不会导致下单失败", rows) == (label, rule)


@pytest.mark.parametrize(
    ("fields", "unit"),
    [
        # the unit in which the duration equals end − start (Nezha: ns stamps, µs duration)
        (
            {"StartTimeUnixNano": "1674982159219000000", "EndTimeUnixNano": "1674982159247160439", "Duration": "28160"},
            "us",
        ),
        ({"start_ms": "1674982159219", "end_ms": "1674982159247", "duration": "28"}, "ms"),
        # Jaeger: startTime in µs and no end: µs
        ({"startTime": "1675078766170185", "duration": "165315"}, "us"),
        # twins: a ns start and no end says nothing of the duration's unit; no start, no unit
        ({"startTimeUnixNano": "1674982208250000000", "duration": "5055"}, None),
        ({"duration": "5055"}, None),
    ],
)
def test_a_span_durations_unit_comes_from_its_start_and_end(fields, unit):
    from engine.evidence.records import span_unit

    assert span_unit(fields) == unit


@pytest.mark.parametrize(
    ("text", "label", "rule"),
    [
        # the pod a metrics call was made for owns its rows, though no row names it
        ("ts-x-service-1 的 CPU 使用率是 45%", D, "support"),
        # twins: a wrong value of that pod, and a pod nothing names
        ("ts-x-service-1 的 CPU 使用率是 90%", C, "value"),
        ("ts-y-service-2 的 CPU 使用率是 45%", C, "fabrication"),
    ],
)
def test_the_entity_a_call_was_made_for_owns_its_rows(text, label, rule):
    rows = {
        "rows": [
            {"Time": "2023-01-29 14:23:11", "CpuUsageRate(%)": 45.0},
            {"Time": "2023-01-29 14:24:11", "CpuUsageRate(%)": 47.0},
        ]
    }
    assert decide(text, rows, {"pod": "ts-x-service-1"}) == (label, rule)
