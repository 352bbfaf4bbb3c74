"""Synthetic incident families: the telemetry vocabulary each family's cases are built from.

Every family supplies the same slots, so that the case builder can produce every label in
every family:

- ``logs``: log records whose ``key`` (an exception, error code or message fragment) is a
  verbatim substring of ``message``; direct evidence for log claims.
- ``series`` / ``alert``: metric series and one alert; direct evidence for value and status claims.
- ``knowledge``: a runbook sentence whose identifier appears in no direct output; a claim that
  restates it is ``indirect_support``.
- ``cause``: a cause stated in plain Chinese words with no identifier, in no output: ``no_evidence``.
- ``failed_metric``: the metric a failed call asked for (only in that call's input): ``no_evidence``.
- ``nohit``: a log phrase a no-hit call searched for (only in that call's input): ``no_evidence``.
- ``dedup``: a past-case sentence returned only as a deduped knowledge chunk: ``no_evidence``.
- ``fab_*``: identifiers that appear in no tool input or output: a critical claim naming one is
  ``contradicted`` (fabrication).

Text rules that keep gold labels unambiguous: fact wording avoids hedge and advice cue words
(可能, 建议, 需要, 请 — hence never 请求 — …), and every fact sentence carries an assertion cue.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LogT:
    """A log record template; ``{n}`` / ``{ms}`` placeholders are filled per case."""

    level: str
    message: str
    key: str
    kind: str  # exception | error_code | message


@dataclass(frozen=True)
class SeriesT:
    """A metric series template: ``max`` drawn from ``[lo, hi]`` in multiples of ``step``."""

    metric: str
    unit: str
    lo: float
    hi: float
    step: float


@dataclass(frozen=True)
class AlertT:
    """An alert template (always firing in the evidence)."""

    name: str
    unit: str
    threshold: float
    lo: float
    hi: float
    step: float


@dataclass(frozen=True)
class Clues:
    """The texts every family (synthetic or real) supplies for the non-direct labels; see the module docstring."""

    knowledge: str
    knowledge_doc: str
    cause: str
    failed_metric: str
    nohit: str
    dedup: str
    fab_code: str
    fab_exc: str
    fab_svc: str


@dataclass(frozen=True)
class Family(Clues):
    """One incident family."""

    name: str
    services: tuple[str, ...]
    queries: tuple[str, ...]
    test_queries: tuple[str, ...]
    logs: tuple[LogT, ...]
    series: tuple[SeriesT, ...]
    alert: AlertT


F = Family

FAMILIES: tuple[Family, ...] = (
    F(
        name="db_pool",
        services=("order-service", "payment-service", "inventory-service"),
        queries=("{svc} 接口大量超时，帮忙看下原因", "{svc} 下单很慢，是数据库的问题吗？"),
        test_queries=("为什么 {svc} 一直拿不到数据库连接？", "{svc} 的 DB 连接池是不是打满了"),
        logs=(
            LogT("ERROR", "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, "
                 "request timed out after {ms}ms.", "java.sql.SQLTransientConnectionException", "exception"),
            LogT("WARN", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta={n}s).",
                 "HikariPool-1 - Thread starvation or clock leap detected", "message"),
        ),
        series=(SeriesT("hikaricp_connections_active", "", 40, 100, 10),
                SeriesT("hikaricp_connections_acquire_ms", "ms", 5000, 30000, 500)),
        alert=AlertT("DBConnectionPoolExhausted", "%", 90, 95, 100, 1),
        knowledge="连接池参数 maximumPoolSize 的默认值为 10",
        knowledge_doc="runbook/db-connection-pool.md",
        cause="根因是数据库主从复制延迟导致事务长时间占用连接",
        failed_metric="mysql_threads_running",
        nohit="Deadlock found when trying to get lock",
        dedup="历史案例 INC-2041 显示连接池耗尽由夜间批量导出任务引起",
        fab_code="ERR_DB_POOL_EXHAUSTED",
        fab_exc="com.mysql.cj.jdbc.exceptions.CommunicationsException",
        fab_svc="billing-gateway",
    ),
    F(
        name="redis_memory",
        services=("session-service", "cart-service", "feed-service"),
        queries=("{svc} 写缓存报错了，Redis 怎么了？", "{svc} 偶发 500，看下缓存"),
        test_queries=("Redis 内存是不是满了？{svc} 写入失败", "排查一下 {svc} 的缓存写失败"),
        logs=(
            LogT("ERROR", "redis.clients.jedis.exceptions.JedisDataException: OOM command not allowed when used "
                 "memory > 'maxmemory'.", "OOM command not allowed when used memory > 'maxmemory'", "error_code"),
            LogT("WARN", "Cache write failed for key cart:{n}, falling back to DB", "Cache write failed", "message"),
        ),
        series=(SeriesT("redis_memory_used_mb", "MB", 2048, 8192, 256),
                SeriesT("redis_mem_fragmentation_ratio", "", 1.2, 2.4, 0.05)),
        alert=AlertT("RedisMemoryHigh", "%", 90, 92, 100, 1),
        knowledge="Redis 的 maxmemory-policy 为 noeviction 时写入会被拒绝",
        knowledge_doc="runbook/redis-memory.md",
        cause="根因是大键集中写入导致内存瞬间打满",
        failed_metric="redis_evicted_keys_total",
        nohit="READONLY You can't write against a read only replica",
        dedup="历史案例 INC-1877 显示缓存内存告警源于会话过期时间配置错误",
        fab_code="ERR_REDIS_MAXCLIENTS",
        fab_exc="io.lettuce.core.RedisCommandTimeoutException",
        fab_svc="cache-proxy-gateway",
    ),
    F(
        name="k8s_oom",
        services=("recommend-service", "search-service", "report-service"),
        queries=("{svc} 的 Pod 一直重启，什么原因？", "{svc} 为什么 CrashLoopBackOff"),
        test_queries=("看看 {svc} 的容器为何被杀", "{svc} pod 重启次数暴涨，定位一下"),
        logs=(
            LogT("ERROR", "Back-off restarting failed container {svc} in pod {pod} (reason: OOMKilled, exit code 137)",
                 "OOMKilled", "error_code"),
            LogT("WARN", "Pod {pod} status CrashLoopBackOff, restartCount={n}", "CrashLoopBackOff", "error_code"),
        ),
        series=(SeriesT("container_memory_working_set_mb", "MB", 1024, 4096, 256),
                SeriesT("kube_pod_container_status_restarts_total", "", 5, 40, 1)),
        alert=AlertT("KubePodCrashLooping", "", 3, 5, 30, 1),
        knowledge="kubelet 重启退避的上限为 300 秒",
        knowledge_doc="runbook/k8s-oomkilled.md",
        cause="根因是新版本引入的本地缓存没有设置容量上限",
        failed_metric="container_cpu_cfs_throttled_seconds_total",
        nohit="ImagePullBackOff",
        dedup="历史案例 INC-3302 显示 Pod 反复重启由 JVM 堆参数与容器限制不匹配引起",
        fab_code="ERR_CONTAINER_EVICTED",
        fab_exc="java.lang.StackOverflowError",
        fab_svc="node-autoscaler",
    ),
    F(
        name="nginx_5xx",
        services=("api-gateway", "web-frontend", "mobile-bff"),
        queries=("{svc} 返回大量 502，看下原因", "用户反馈 {svc} 打不开，5xx 很多"),
        test_queries=("{svc} 网关 5xx 飙升是怎么回事", "入口 {svc} 报 504 超时，查一下"),
        logs=(
            LogT("ERROR", "upstream timed out (110: Connection timed out) while reading response header from "
                 "upstream, upstream: \"http://{ip}:8080/api/v1/orders\"", "upstream timed out (110: Connection timed out)",
                 "error_code"),
            LogT("ERROR", "connect() failed (111: Connection refused) while connecting to upstream",
                 "connect() failed (111: Connection refused)", "error_code"),
        ),
        series=(SeriesT("nginx_http_5xx_ratio", "ratio", 0.10, 0.60, 0.05),
                SeriesT("nginx_upstream_response_time_ms", "ms", 2000, 59500, 500)),
        alert=AlertT("NginxHigh5xxRate", "%", 5, 10, 60, 1),
        knowledge="Nginx 的 proxy_read_timeout 默认值为 60 秒",
        knowledge_doc="runbook/nginx-5xx.md",
        cause="根因是上游服务发布期间实例全部下线",
        failed_metric="nginx_upstream_connect_time_ms",
        nohit="SSL_do_handshake() failed",
        dedup="历史案例 INC-1520 显示网关 502 由上游健康检查路径变更引起",
        fab_code="ERR_UPSTREAM_RESET_499",
        fab_exc="io.netty.channel.ConnectTimeoutException",
        fab_svc="edge-waf-service",
    ),
    F(
        name="kafka_lag",
        services=("order-consumer", "audit-consumer", "notify-consumer"),
        queries=("{svc} 消费延迟很大，消息堆积了", "{svc} 处理消息变慢，看看 Kafka"),
        test_queries=("Kafka 消费组 {svc} lag 持续上涨的原因", "{svc} 的消息积压怎么回事"),
        logs=(
            LogT("ERROR", "org.apache.kafka.clients.consumer.CommitFailedException: Commit cannot be completed since "
                 "the group has already rebalanced", "org.apache.kafka.clients.consumer.CommitFailedException",
                 "exception"),
            LogT("WARN", "[Consumer clientId={svc}-1] Member consumer-{n} sending LeaveGroup request to coordinator "
                 "due to consumer poll timeout has expired", "consumer poll timeout has expired", "message"),
        ),
        series=(SeriesT("kafka_consumergroup_lag", "", 10000, 500000, 1000),
                SeriesT("kafka_consumer_poll_interval_ms", "ms", 330000, 600000, 30000)),
        alert=AlertT("KafkaConsumerLagHigh", "", 10000, 20000, 400000, 1000),
        knowledge="Kafka 的 max.poll.records 默认值为 500",
        knowledge_doc="runbook/kafka-consumer-lag.md",
        cause="根因是下游写库变慢导致单批处理时间变长",
        failed_metric="kafka_topic_partition_under_replicated",
        nohit="NotLeaderForPartitionException",
        dedup="历史案例 INC-2710 显示消费积压由分区重分配引起",
        fab_code="ERR_KAFKA_OFFSET_OUT_OF_RANGE",
        fab_exc="org.apache.kafka.common.errors.RecordTooLargeException",
        fab_svc="schema-registry-proxy",
    ),
    F(
        name="mysql_deadlock",
        services=("stock-service", "wallet-service", "coupon-service"),
        queries=("{svc} 扣减接口偶发失败，数据库有死锁吗？", "{svc} 事务回滚很多，帮忙分析"),
        test_queries=("{svc} 出现大量 rollback，是死锁导致的吗", "定位 {svc} 更新失败的原因"),
        logs=(
            LogT("ERROR", "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying "
                 "to get lock; try restarting transaction", "MySQLTransactionRollbackException", "exception"),
            LogT("WARN", "Transaction {n} rolled back after lock wait on table t_stock", "rolled back after lock wait",
                 "message"),
        ),
        series=(SeriesT("mysql_innodb_row_lock_waits", "", 100, 2000, 10),
                SeriesT("mysql_innodb_row_lock_time_avg_ms", "ms", 500, 8000, 500)),
        alert=AlertT("MySQLDeadlockSpike", "", 5, 8, 60, 1),
        knowledge="InnoDB 的 innodb_lock_wait_timeout 默认值为 50 秒",
        knowledge_doc="runbook/mysql-deadlock.md",
        cause="根因是两个批处理任务以相反顺序更新同一批行",
        failed_metric="mysql_global_status_innodb_deadlocks",
        nohit="Lock wait timeout exceeded",
        dedup="历史案例 INC-1933 显示死锁由缺失联合索引引起",
        fab_code="ERR_MYSQL_1213_RETRY_EXHAUSTED",
        fab_exc="org.springframework.dao.CannotAcquireLockException",
        fab_svc="binlog-sync-service",
    ),
    F(
        name="disk_full",
        services=("log-collector", "es-data-node", "backup-agent"),
        queries=("{svc} 写文件失败，是不是磁盘满了？", "{svc} 所在节点磁盘告警，看一下"),
        test_queries=("节点磁盘空间不足影响了 {svc} 吗", "{svc} 报 No space left，查原因"),
        logs=(
            LogT("ERROR", "java.io.IOException: No space left on device while writing /data/{svc}/segment-{n}.log",
                 "No space left on device", "error_code"),
            LogT("WARN", "flood stage disk watermark [95%] exceeded on node, all indices on this node will be marked "
                 "read-only", "flood stage disk watermark", "message"),
        ),
        series=(SeriesT("node_filesystem_used_ratio", "ratio", 0.90, 1.00, 0.01),
                SeriesT("node_filesystem_free_mb", "MB", 256, 2048, 256)),
        alert=AlertT("NodeDiskAlmostFull", "%", 90, 91, 100, 1),
        knowledge="Elasticsearch 的 disk.watermark.low 默认值为 85%",
        knowledge_doc="runbook/disk-full.md",
        cause="根因是日志轮转任务停止运行后旧日志一直没有清理",
        failed_metric="node_disk_io_time_seconds_total",
        nohit="Input/output error",
        dedup="历史案例 INC-1408 显示磁盘打满由核心转储文件堆积引起",
        fab_code="ERR_ENOSPC_QUOTA",
        fab_exc="java.nio.file.FileSystemException",
        fab_svc="fluentd-aggregator",
    ),
    F(
        name="tls_expiry",
        services=("auth-service", "partner-api", "sso-gateway"),
        queries=("{svc} 调用外部接口握手失败，证书过期了吗？", "{svc} 突然连不上合作方 HTTPS"),
        test_queries=("{svc} SSL 握手报错，查一下证书", "是不是 {svc} 的证书到期了"),
        logs=(
            LogT("ERROR", "javax.net.ssl.SSLHandshakeException: PKIX path validation failed: "
                 "java.security.cert.CertificateExpiredException: NotAfter: Sun Nov 29 00:00:00 UTC 2026",
                 "java.security.cert.CertificateExpiredException", "exception"),
            LogT("ERROR", "TLS handshake to partner endpoint failed after {n} attempts", "TLS handshake to partner "
                 "endpoint failed", "message"),
        ),
        series=(SeriesT("ssl_cert_expired_since_hours", "", 1, 72, 1),
                SeriesT("https_client_handshake_failures", "", 50, 900, 10)),
        alert=AlertT("SSLCertificateExpired", "", 0, 1, 1, 1),
        knowledge="cert-manager 默认的续期时间为证书到期前 30 天",
        knowledge_doc="runbook/tls-certificates.md",
        cause="根因是证书自动续期任务的账号权限被回收",
        failed_metric="certmanager_certificate_ready_status",
        nohit="unable to find valid certification path to requested target",
        dedup="历史案例 INC-0987 显示握手失败源于中间证书缺失",
        fab_code="ERR_SSL_VERSION_OR_CIPHER_MISMATCH",
        fab_exc="javax.net.ssl.SSLPeerUnverifiedException",
        fab_svc="vault-pki-service",
    ),
    F(
        name="jvm_gc",
        services=("pricing-service", "risk-engine", "catalog-service"),
        queries=("{svc} 响应时间抖动严重，是 GC 吗？", "{svc} 内存溢出重启了，看下原因"),
        test_queries=("{svc} 出现长时间停顿，分析 JVM", "{svc} 堆内存打满了吗"),
        logs=(
            LogT("ERROR", "java.lang.OutOfMemoryError: Java heap space", "java.lang.OutOfMemoryError", "exception"),
            LogT("WARN", "[GC (Allocation Failure) Full GC pause {ms}ms, heap before 3900M after 3850M]",
                 "Full GC pause", "message"),
        ),
        series=(SeriesT("jvm_gc_pause_max_ms", "ms", 1000, 12000, 500),
                SeriesT("jvm_memory_used_heap_mb", "MB", 2048, 8192, 256)),
        alert=AlertT("JvmHeapUsageHigh", "%", 90, 93, 100, 1),
        knowledge="G1 收集器的 MaxGCPauseMillis 默认值为 200",
        knowledge_doc="runbook/jvm-gc.md",
        cause="根因是报表导出把整张结果集一次性加载进堆内存",
        failed_metric="jvm_threads_deadlocked",
        nohit="CodeCache is full",
        dedup="历史案例 INC-2256 显示 Full GC 由本地缓存未设置过期时间引起",
        fab_code="ERR_JVM_HEAPDUMP_FAILED",
        fab_exc="java.lang.InternalError",
        fab_svc="jmx-exporter-sidecar",
    ),
    F(
        name="dns",
        services=("checkout-service", "mail-service", "geo-service"),
        queries=("{svc} 调用下游偶发 UnknownHost，DNS 有问题吗？", "{svc} 域名解析失败"),
        test_queries=("{svc} 解析内部域名超时的原因", "CoreDNS 是不是影响了 {svc}"),
        logs=(
            LogT("ERROR", "java.net.UnknownHostException: payment.internal.svc.cluster.local: Temporary failure in "
                 "name resolution", "java.net.UnknownHostException", "exception"),
            LogT("WARN", "DNS lookup for payment.internal.svc.cluster.local took {ms}ms", "DNS lookup for "
                 "payment.internal.svc.cluster.local", "message"),
        ),
        series=(SeriesT("coredns_dns_request_duration_ms", "ms", 1000, 5000, 500),
                SeriesT("coredns_forward_responses_servfail", "", 100, 3000, 10)),
        alert=AlertT("CoreDNSErrorsHigh", "%", 3, 6, 40, 1),
        knowledge="Kubernetes Pod 默认的 ndots 值为 5",
        knowledge_doc="runbook/dns.md",
        cause="根因是节点本地缓存进程被意外停止",
        failed_metric="coredns_cache_misses_total",
        nohit="NXDOMAIN",
        dedup="历史案例 INC-1764 显示解析失败由上游 DNS 服务器限速引起",
        fab_code="ERR_DNS_SERVFAIL_LOOP",
        fab_exc="java.net.SocketTimeoutException",
        fab_svc="kube-dns-autoscaler",
    ),
    F(
        name="rate_limit",
        services=("open-api", "sms-gateway", "search-api"),
        queries=("{svc} 返回很多 429，是被限流了吗？", "调用方说 {svc} 拒绝服务"),
        test_queries=("{svc} 429 激增的原因", "{svc} 触发限流了没有"),
        logs=(
            LogT("WARN", "Rate limit exceeded for client app-{n}: 429 Too Many Requests", "429 Too Many Requests",
                 "error_code"),
            LogT("ERROR", "com.alibaba.csp.sentinel.slots.block.flow.FlowException: flow rule triggered for "
                 "resource /v1/query", "com.alibaba.csp.sentinel.slots.block.flow.FlowException", "exception"),
        ),
        series=(SeriesT("http_429_ratio", "ratio", 0.10, 0.70, 0.05),
                SeriesT("gateway_qps", "", 2000, 20000, 500)),
        alert=AlertT("RateLimitRejectionsHigh", "%", 5, 10, 70, 1),
        knowledge="该网关令牌桶的默认容量为每秒 1000 个令牌",
        knowledge_doc="runbook/rate-limiting.md",
        cause="根因是某个调用方的重试风暴放大了流量",
        failed_metric="sentinel_block_qps",
        nohit="503 Service Temporarily Unavailable",
        dedup="历史案例 INC-2188 显示限流由营销活动流量突增引起",
        fab_code="ERR_QUOTA_TENANT_BLOCKED",
        fab_exc="com.google.common.util.concurrent.UncheckedExecutionException",
        fab_svc="quota-manager",
    ),
    F(
        name="config_error",
        services=("user-service", "profile-service", "billing-service"),
        queries=("{svc} 发布后启动失败，看下原因", "{svc} 新版本起不来"),
        test_queries=("{svc} 上线后一直启动报错", "配置中心改动后 {svc} 挂了吗"),
        logs=(
            LogT("ERROR", "org.springframework.beans.factory.BeanCreationException: Error creating bean with name "
                 "'dataSource': Could not resolve placeholder 'db.password' in value \"${db.password}\"",
                 "Could not resolve placeholder 'db.password'", "error_code"),
            LogT("ERROR", "Application run failed: org.springframework.boot.context.config."
                 "InvalidConfigDataPropertyException", "InvalidConfigDataPropertyException", "exception"),
        ),
        series=(SeriesT("kube_deployment_status_replicas_unavailable", "", 2, 10, 1),
                SeriesT("app_startup_time_ms", "ms", 20000, 90000, 500)),
        alert=AlertT("DeploymentReplicasUnavailable", "", 1, 2, 10, 1),
        knowledge="Spring Boot 2.4 之后 spring.profiles 属性已被 spring.config.activate.on-profile 替代",
        knowledge_doc="runbook/config-errors.md",
        cause="根因是配置中心的命名空间在发布时被切换到了测试环境",
        failed_metric="config_server_fetch_failures",
        nohit="Connection refused: config-server",
        dedup="历史案例 INC-1102 显示启动失败由密钥轮换后未同步引起",
        fab_code="ERR_CONFIG_SCHEMA_V2",
        fab_exc="java.lang.ClassNotFoundException",
        fab_svc="apollo-config-gateway",
    ),
    F(
        name="slow_sql",
        services=("report-service", "order-query-service", "crm-service"),
        queries=("{svc} 查询接口很慢，是 SQL 的问题吗？", "{svc} 慢查询多吗"),
        test_queries=("{svc} 列表页加载超时，分析数据库", "定位 {svc} 的慢 SQL"),
        logs=(
            LogT("WARN", "Slow query: {ms}ms, rows_examined=4821337, sql=SELECT * FROM t_order WHERE "
                 "DATE(create_time) = ?", "rows_examined=4821337", "message"),
            LogT("WARN", "HHH000104: firstResult/maxResults specified with collection fetch; applying in memory",
                 "HHH000104", "error_code"),
            LogT("ERROR", "com.mysql.cj.jdbc.exceptions.MySQLTimeoutException: Statement cancelled due to timeout or "
                 "client request", "com.mysql.cj.jdbc.exceptions.MySQLTimeoutException", "exception"),
        ),
        series=(SeriesT("mysql_slow_queries_per_min", "", 20, 600, 10),
                SeriesT("sql_query_p99_ms", "ms", 2000, 30000, 500)),
        alert=AlertT("MySQLSlowQueriesHigh", "", 10, 20, 500, 10),
        knowledge="MySQL 中对索引列使用函数导致 range 索引扫描失效",
        knowledge_doc="runbook/slow-sql.md",
        cause="根因是统计信息过期使优化器选错了执行计划",
        failed_metric="mysql_info_schema_table_rows",
        nohit="Query execution was interrupted",
        dedup="历史案例 INC-2904 显示慢查询由分页深翻引起",
        fab_code="ERR_SQL_PLAN_REGRESSION",
        fab_exc="org.hibernate.exception.JDBCConnectionException",
        fab_svc="read-replica-router",
    ),
    F(
        name="thread_pool",
        services=("notify-service", "export-service", "im-service"),
        queries=("{svc} 任务提交被拒绝，线程池满了吗？", "{svc} 接口卡住不返回"),
        test_queries=("{svc} 出现 RejectedExecution，定位一下", "{svc} 的工作线程是不是耗尽了"),
        logs=(
            LogT("ERROR", "java.util.concurrent.RejectedExecutionException: Task rejected from "
                 "ThreadPoolExecutor[Running, pool size = 256, active threads = 256, queued tasks = {n}]",
                 "java.util.concurrent.RejectedExecutionException", "exception"),
            LogT("WARN", "Thread pool 'async-exec' is exhausted, caller runs policy applied",
                 "Thread pool 'async-exec' is exhausted", "message"),
        ),
        series=(SeriesT("executor_active_threads", "", 210, 400, 10),
                SeriesT("executor_queue_wait_ms", "ms", 2000, 20000, 500)),
        alert=AlertT("ThreadPoolSaturated", "%", 90, 95, 100, 1),
        knowledge="Tomcat 的 maxThreads 默认值为 200",
        knowledge_doc="runbook/thread-pool.md",
        cause="根因是下游短信通道响应变慢使工作线程长期阻塞",
        failed_metric="jvm_threads_blocked",
        nohit="java.lang.OutOfMemoryError: unable to create new native thread",
        dedup="历史案例 INC-1655 显示线程池耗尽由同步调用外部接口引起",
        fab_code="ERR_EXECUTOR_SHUTDOWN",
        fab_exc="java.util.concurrent.TimeoutException",
        fab_svc="callback-dispatcher",
    ),
    F(
        name="cpu_throttling",
        services=("image-service", "transcode-service", "ml-inference"),
        queries=("{svc} 延迟升高但流量没变，CPU 被限流了吗？", "{svc} 很慢，看下资源"),
        test_queries=("{svc} CPU throttling 严重吗", "分析 {svc} 的 CPU 使用情况"),
        logs=(
            LogT("WARN", "Request processing took {ms}ms, exceeding SLO of 500ms (cpu throttled)",
                 "exceeding SLO of 500ms", "message"),
            LogT("ERROR", "io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after {n}s",
                 "io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED", "exception"),
        ),
        series=(SeriesT("container_cpu_usage_ratio", "ratio", 0.80, 1.00, 0.01),
                SeriesT("container_cpu_cfs_throttled_periods_ratio", "ratio", 0.30, 0.90, 0.05)),
        alert=AlertT("CPUThrottlingHigh", "%", 25, 30, 90, 1),
        knowledge="完全公平调度器配额的默认周期为 100ms",
        knowledge_doc="runbook/cpu-throttling.md",
        cause="根因是节点上混部的离线任务抢占了算力",
        failed_metric="node_load15",
        nohit="OOMKilled",
        dedup="历史案例 INC-2377 显示 CPU 限流由 limits 设置过低引起",
        fab_code="ERR_CGROUP_QUOTA_EXCEEDED",
        fab_exc="java.lang.InterruptedException",
        fab_svc="vpa-recommender",
    ),
)
