#!/usr/bin/env python3
"""Build blind set cE: 40 hand-written cases on OTel contrib receiver test data,
Jaeger/Zipkin trace fixtures and Loghub logs. Standard library only."""
import json, os, re

SRC = '/work/blind/sources'
OUT = os.path.dirname(os.path.abspath(__file__))
_cache = {}
WINDOWS = []
CASES = []
CUR = {'case': None}


def L(path):
    if path not in _cache:
        with open(os.path.join(SRC, path), encoding='utf-8', newline='') as f:
            _cache[path] = f.read().splitlines()
    return _cache[path]


def cut(path, a, b, iid):
    """verbatim lines a..b (1-based, inclusive) of a source file; records the window"""
    lines = L(path)
    assert 1 <= a <= b <= len(lines), (path, a, b, len(lines))
    WINDOWS.append({'case_id': CUR['case'], 'invocation_id': iid, 'source': path, 'lines': [a, b]})
    return lines[a - 1:b]


def text(path, a, b, iid):
    return '\n'.join(cut(path, a, b, iid))


def doc(path, a, b, iid):
    return json.loads('\n'.join(cut(path, a, b, iid)))


def inv(iid, rnd, tool, inp, output, success=True, error=None):
    return {'invocation_id': iid, 'session_id': CUR['case'], 'round': rnd, 'tool_name': tool,
            'input': inp, 'output': output, 'success': success, 'error': error}


SSH_RE = re.compile(r'^(\w{3} +\d+ \d\d:\d\d:\d\d) (\S+) (\S+?): (.*)$')
ZK_RE = re.compile(r'^(\S+ \S+) - (\w+)\s+\[(.*?)\] - (.*)$')
HADOOP_RE = re.compile(r'^(\S+ \S+) (\w+) \[(.*?)\] (\S+): (.*)$')
OS_RE = re.compile(r'^(\S+) (\S+ \S+) (\d+) (\w+) (\S+) (.*)$')


def ssh_logs(lines):
    out = []
    for ln in lines:
        m = SSH_RE.match(ln)
        out.append({'ts': m.group(1), 'host': m.group(2), 'process': m.group(3), 'level': 'INFO',
                    'message': m.group(4)})
    return out


def zk_logs(lines):
    out = []
    for ln in lines:
        m = ZK_RE.match(ln)
        out.append({'ts': m.group(1), 'level': m.group(2), 'component': m.group(3), 'service': 'zookeeper',
                    'message': m.group(4)})
    return out


def hadoop_logs(lines):
    out = []
    for ln in lines:
        m = HADOOP_RE.match(ln)
        out.append({'ts': m.group(1), 'level': m.group(2), 'thread': m.group(3), 'logger': m.group(4),
                    'message': m.group(5)})
    return out


def os_logs(lines):
    out = []
    for ln in lines:
        m = OS_RE.match(ln)
        out.append({'file': m.group(1), 'ts': m.group(2), 'pid': m.group(3), 'level': m.group(4),
                    'component': m.group(5), 'message': m.group(6)})
    return out


def F(fact, ver, note, crit=True, claim_id=None, origin=None):
    d = {'fact': fact, 'is_critical': crit, 'verification': ver, 'note': note}
    if claim_id:
        d['claim_id'] = claim_id
    if origin:
        d['origin'] = origin
    return d


def add(cid, tags, query, answer, invs, verdict, facts, structured=False):
    if structured:
        json.loads(answer[answer.index('{'):answer.rindex('}') + 1])  # must be a valid contract
    else:
        for f in facts:
            assert f['fact'] in answer, (cid, f['fact'])
    CASES.append({'case_id': cid, 'tags': tags,
                  'input': {'original_query': query, 'executor_final_answer': answer,
                            'tool_invocations': invs, 'retry_context': None},
                  'expected': {'verdict': verdict, 'facts': facts}})


def start(cid):
    CUR['case'] = cid

# ============================== OTel contrib receivers ==============================
NGX = 'otel/nginxreceiver/expected.yaml'
REDIS = 'otel/redisreceiver/info.txt'
ESH = 'otel/elasticsearchreceiver/health.json'
DST = 'otel/dockerstatsreceiver/stats.json'
DEV = 'otel/dockerstatsreceiver/events.json'
RQ = 'otel/rabbitmqreceiver/get_queues_response.json'
RG = 'otel/rabbitmqreceiver/metrics_golden.yaml'

# ---- cE-001
start('cE-001')
add('cE-001', ['source:otel', 'source:otel_nginxreceiver', 'format:nl_paragraph', 'class:faithful', 'class:quantity'],
    '入口 nginx 最近响应变慢，帮我看下连接和请求的指标是不是有异常？',
    'nginx 当前活跃连接（active）为 291 个。其中 writing 状态 179 个、waiting 106 个、reading 6 个。'
    '累计请求数约 3107 万次。已接受的连接累计 16630948 个，已处理的是 16630946 个，两者只差 2 个。'
    '建议下一步结合 upstream 响应时间一起看。',
    [inv('call_ngx_01', 1, 'otel_metrics_dump', {'receiver': 'nginx', 'format': 'otlp-yaml'},
         text(NGX, 5, 61, 'call_ngx_01'))],
    'PASS',
    [F('nginx 当前活跃连接（active）为 291 个', 'direct_evidence', 'nginx.connections_current state=active asInt 291'),
     F('其中 writing 状态 179 个、waiting 106 个、reading 6 个', 'direct_evidence', 'writing 179, waiting 106, reading 6 in connections_current'),
     F('累计请求数约 3107 万次', 'direct_evidence', 'nginx.requests 31070465 ≈ 3107 万'),
     F('已接受的连接累计 16630948 个，已处理的是 16630946 个，两者只差 2 个', 'direct_evidence', 'connections_accepted 16630948, connections_handled 16630946, difference 2')])

# ---- cE-002
start('cE-002')
add('cE-002', ['source:otel', 'source:otel_nginxreceiver', 'format:json_fenced', 'class:value_wrong', 'class:hedged_distractor'],
    'nginx 的 waiting 连接是不是太多了？给个结构化结论。',
    r'''```json
{"answer_version": "1.0",
 "diagnosis_summary": "nginx waiting 连接偏高",
 "claims": [
  {"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "nginx.connections_current 中 active 状态的连接为 291 个", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-7c21", "tool_name": "get_receiver_metrics", "source_invocation_ids": ["inv-7c21"], "evidence_excerpt": "asInt: \"291\""}]},
  {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "waiting 状态的连接数为 160 个", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-7c21", "tool_name": "get_receiver_metrics", "source_invocation_ids": ["inv-7c21"], "evidence_excerpt": "stringValue: waiting"}]},
  {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "nginx.connections_handled 累计为 16630946", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "inv-7c21", "tool_name": "get_receiver_metrics", "source_invocation_ids": ["inv-7c21"], "evidence_excerpt": "asInt: \"16630946\""}]},
  {"claim_id": "c4", "claim_type": "hypothesis", "claim_text": "可能是客户端 keepalive 连接长时间空闲导致 waiting 偏高", "support_level": "none", "evidence_bindings": []}
 ],
 "hypotheses": ["keepalive 空闲连接过多"],
 "recommended_actions": ["检查 keepalive_timeout 配置"],
 "missing_info": [],
 "user_facing_answer": "waiting 连接数为 160 个，可能与 keepalive 空闲连接有关，建议检查 keepalive_timeout。"}
```''',
    [inv('inv-7c21', 1, 'get_receiver_metrics', {'receiver': 'nginxreceiver', 'metrics': ['nginx.connections_current', 'nginx.connections_handled']},
         text(NGX, 14, 52, 'inv-7c21'))],
    'REJECT',
    [F('nginx.connections_current 中 active 状态的连接为 291 个', 'direct_evidence', 'active asInt 291, excerpt is a line of inv-7c21', claim_id='c1'),
     F('waiting 状态的连接数为 160 个', 'contradicted', 'state=waiting asInt is 106, not 160', claim_id='c2'),
     F('nginx.connections_handled 累计为 16630946', 'direct_evidence', 'connections_handled asInt 16630946', claim_id='c3'),
     F('可能是客户端 keepalive 连接长时间空闲导致 waiting 偏高', 'no_evidence', 'hypothesis, nothing in output', crit=False, claim_id='c4')],
    structured=True)

# ---- cE-003
start('cE-003')
add('cE-003', ['source:otel', 'source:otel_redisreceiver', 'format:json_raw', 'class:faithful', 'class:quantity'],
    'redis 内存是不是快满了？',
    r'''{"answer_version": "1.0", "diagnosis_summary": "Redis 内存占用很低，但碎片率偏高", "claims": [{"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "Redis 已用内存 used_memory 约 834 KiB（854160 字节）", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "redis_info", "source_invocation_ids": ["toolu_01RdsMem4"], "evidence_excerpt": "used_memory:854160"}]}, {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "常驻内存 RSS 约 5.3 MiB", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "redis_info", "source_invocation_ids": ["toolu_01RdsMem4"], "evidence_excerpt": "used_memory_rss_human:5.30M"}]}, {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "内存碎片率 mem_fragmentation_ratio 为 7.03", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "redis_info", "source_invocation_ids": ["toolu_01RdsMem4"], "evidence_excerpt": "mem_fragmentation_ratio:7.03"}]}, {"claim_id": "c4", "claim_type": "metric_finding", "claim_text": "maxmemory 为 0（未设上限），淘汰策略是 noeviction", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "redis_info", "source_invocation_ids": ["toolu_01RdsMem4"], "evidence_excerpt": "maxmemory_policy:noeviction"}]}], "hypotheses": [], "recommended_actions": ["观察碎片率，必要时开启 activedefrag"], "missing_info": [], "user_facing_answer": "used_memory 约 834 KiB，RSS 约 5.3 MiB，碎片率为 7.03，建议观察是否需要开启 activedefrag。"}''',
    [inv('toolu_01RdsMem4', 1, 'redis_info', {'section': 'memory', 'addr': 'redis:6379'},
         text(REDIS, 29, 66, 'toolu_01RdsMem4'))],
    'PASS',
    [F('Redis 已用内存 used_memory 约 834 KiB（854160 字节）', 'direct_evidence', 'used_memory:854160 = 834.14 KiB', claim_id='c1'),
     F('常驻内存 RSS 约 5.3 MiB', 'direct_evidence', 'used_memory_rss 5562368 B = 5.30M', claim_id='c2'),
     F('内存碎片率 mem_fragmentation_ratio 为 7.03', 'direct_evidence', 'mem_fragmentation_ratio:7.03', claim_id='c3'),
     F('maxmemory 为 0（未设上限），淘汰策略是 noeviction', 'direct_evidence', 'maxmemory:0 and maxmemory_policy:noeviction', claim_id='c4')],
    structured=True)

# ---- cE-004
start('cE-004')
add('cE-004', ['source:otel', 'source:otel_redisreceiver', 'format:nl_bullets', 'class:entity_swap', 'class:quantity'],
    '业务说 redis 有命令执行失败，哪些命令在报错？',
    '查了 INFO commandstats，结果如下：\n'
    '- cmdstat_lrange 有 14 次 failed_calls\n'
    '- cmdstat_mset 的 rejected_calls 为 3\n'
    '- cmdstat_incrbyfloat 调用了 50340 次，平均每次约 17.9 µs\n'
    '- db3 里有 5 个 key\n'
    '建议先从 lrange 的调用方查起。',
    [inv('call_5b0e9d', 1, 'redis_info', {'section': 'keyspace,commandstats'},
         text(REDIS, 140, 153, 'call_5b0e9d'))],
    'REJECT',
    [F('cmdstat_lrange 有 14 次 failed_calls', 'direct_evidence', 'cmdstat_lrange failed_calls=14'),
     F('cmdstat_mset 的 rejected_calls 为 3', 'contradicted', 'mset has rejected_calls=0 (failed_calls=3); rejected_calls=3 belongs to cmdstat_ssubscribe'),
     F('cmdstat_incrbyfloat 调用了 50340 次，平均每次约 17.9 µs', 'direct_evidence', 'calls=50340, usec_per_call=17.93'),
     F('db3 里有 5 个 key', 'direct_evidence', 'db3:keys=5')])

# ---- cE-005
start('cE-005')
add('cE-005', ['source:otel', 'source:otel_redisreceiver', 'format:nl_headings', 'class:unsupported_cause', 'class:gap'],
    'redis 里的数据突然少了一大半，是持久化出问题了吗？',
    '## 持久化\n最近一次 RDB 后台保存的状态是 ok。AOF 没有开启。\n'
    '## 原因\n昨晚有人手动清空过数据。\n'
    '## 日志\nRedis 日志里没有任何 OOM 报错。\n建议确认一下谁有管理权限。',
    [inv('inv_a41f', 1, 'redis_info', {'section': 'persistence'}, text(REDIS, 71, 87, 'inv_a41f')),
     inv('inv_a420', 1, 'query_logs', {'service': 'redis', 'query': 'OOM OR "Out of memory"', 'range': '24h'},
         {'total': 0, 'logs': []})],
    'LOW_CONFID',
    [F('最近一次 RDB 后台保存的状态是 ok', 'direct_evidence', 'rdb_last_bgsave_status:ok'),
     F('AOF 没有开启', 'direct_evidence', 'aof_enabled:0'),
     F('昨晚有人手动清空过数据', 'no_evidence', 'no output mentions a manual flush'),
     F('Redis 日志里没有任何 OOM 报错', 'no_evidence', 'only a no-hit query_logs call; no-hit does not prove absence')])

# ---- cE-006
start('cE-006')
add('cE-006', ['source:otel', 'source:otel_redisreceiver', 'format:json_with_text', 'class:faithful', 'class:quantity', 'class:excerpt_format'],
    'redis 实例是不是刚重启过？主从状态正常吗？',
    '两次 INFO 的结果整理如下：\n'
    r'''{"answer_version": "1.0", "diagnosis_summary": "实例已连续运行一天多，单机 master", "claims": [{"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "实例监听 tcp_port 6379，已连续运行 104946 秒（约 29 小时）", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "redis_info", "source_invocation_ids": ["call-r-0912a"], "evidence_excerpt": "uptime_in_seconds:104946"}]}, {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "角色为 master，connected_slaves 为 0", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T2", "tool_name": "redis_info", "source_invocation_ids": ["call-r-0913b"], "evidence_excerpt": "role:master"}]}, {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "当前只有 1 个客户端连接，blocked_clients 为 0", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T2", "tool_name": "redis_info", "source_invocation_ids": ["call-r-0913b"], "evidence_excerpt": "connected_clients:1"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": ["没有哨兵信息"], "user_facing_answer": "实例已运行约 29 小时；它是 master，connected_slaves 为 0。"}'''
    '\n如需哨兵视角的信息可以再查。',
    [inv('call-r-0912a', 1, 'redis_info', {'section': 'server'}, text(REDIS, 6, 20, 'call-r-0912a')),
     inv('call-r-0913b', 2, 'redis_info', {'section': 'clients,replication'},
         text(REDIS, 23, 27, 'call-r-0913b') + '\n\n' + text(REDIS, 120, 130, 'call-r-0913b'))],
    'PASS',
    [F('实例监听 tcp_port 6379，已连续运行 104946 秒（约 29 小时）', 'direct_evidence', 'tcp_port:6379, uptime_in_seconds:104946 = 29.2 h', claim_id='c1'),
     F('角色为 master，connected_slaves 为 0', 'direct_evidence', 'role:master, connected_slaves:0 in T2', claim_id='c2'),
     F('当前只有 1 个客户端连接，blocked_clients 为 0', 'direct_evidence', 'connected_clients:1, blocked_clients:0 in T2', claim_id='c3')],
    structured=True)

# ---- cE-007
start('cE-007')
add('cE-007', ['source:otel', 'source:otel_elasticsearchreceiver', 'format:nl_sloppy', 'class:status_wrong'],
    'ES 集群是不是挂了？搜索接口一直超时',
    'checked _cluster/health: cluster docker-cluster 现在是 red 状态, unassigned_shards=3\n'
    'data node 25 个, 总共 46 nodes\n'
    'relocating 的 shard 有 10 个\n'
    '先别重启节点, 等分片迁移完再看',
    [inv('es-health-1', 1, 'es_cluster_health', {'endpoint': '/_cluster/health'}, doc(ESH, 1, 17, 'es-health-1'))],
    'REJECT',
    [F('checked _cluster/health: cluster docker-cluster 现在是 red 状态, unassigned_shards=3', 'contradicted', 'status is yellow, not red'),
     F('data node 25 个, 总共 46 nodes', 'direct_evidence', 'number_of_data_nodes 25, number_of_nodes 46'),
     F('relocating 的 shard 有 10 个', 'direct_evidence', 'relocating_shards 10')])

# ---- cE-008
start('cE-008')
add('cE-008', ['source:otel', 'source:otel_elasticsearchreceiver', 'format:json_indented', 'class:faithful', 'class:excerpt_format', 'class:quantity'],
    'ES 健康度怎么样，有没有积压的任务？',
    r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "集群 yellow，但分片全部活跃，无待处理任务",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "alert_state",
      "claim_text": "集群 docker-cluster 的健康状态为 yellow",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_output", "source_id": "T1", "tool_name": "get_es_health", "source_invocation_ids": ["a9e3f1c2-5d0b-4b8e-9a77-2f61c0de4411"], "evidence_excerpt": "status=yellow cluster_name=docker-cluster"}
      ]
    },
    {
      "claim_id": "c2",
      "claim_type": "metric_finding",
      "claim_text": "活跃分片比例为 100%",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_output", "source_id": "T1", "tool_name": "get_es_health", "source_invocation_ids": ["a9e3f1c2-5d0b-4b8e-9a77-2f61c0de4411"], "evidence_excerpt": "active_shards_percent_as_number=100.0"}
      ]
    },
    {
      "claim_id": "c3",
      "claim_type": "metric_finding",
      "claim_text": "没有待处理的集群任务，number_of_pending_tasks 为 0",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_output", "source_id": "T1", "tool_name": "get_es_health", "source_invocation_ids": ["a9e3f1c2-5d0b-4b8e-9a77-2f61c0de4411"], "evidence_excerpt": "number_of_pending_tasks=0 task_max_waiting_in_queue_millis=0"}
      ]
    },
    {
      "claim_id": "c4",
      "claim_type": "metric_finding",
      "claim_text": "有 3 个未分配分片，其中 1 个处于延迟分配",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_output", "source_id": "T1", "tool_name": "get_es_health", "source_invocation_ids": ["a9e3f1c2-5d0b-4b8e-9a77-2f61c0de4411"], "evidence_excerpt": "unassigned_shards=3 delayed_unassigned_shards=1"}
      ]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["等待延迟分配超时后复查"],
  "missing_info": [],
  "user_facing_answer": "集群是 yellow，没有积压任务；有 3 个未分配分片（1 个延迟分配），建议稍后复查。"
}''',
    [inv('a9e3f1c2-5d0b-4b8e-9a77-2f61c0de4411', 1, 'get_es_health', {'cluster': 'docker-cluster'}, doc(ESH, 1, 17, 'a9e3f1c2-5d0b-4b8e-9a77-2f61c0de4411'))],
    'PASS',
    [F('集群 docker-cluster 的健康状态为 yellow', 'direct_evidence', 'status yellow; excerpt k=v pairs are fields of the health document', claim_id='c1'),
     F('活跃分片比例为 100%', 'direct_evidence', 'active_shards_percent_as_number 100.0', claim_id='c2'),
     F('没有待处理的集群任务，number_of_pending_tasks 为 0', 'direct_evidence', 'true denial: number_of_pending_tasks 0', claim_id='c3'),
     F('有 3 个未分配分片，其中 1 个处于延迟分配', 'direct_evidence', 'unassigned_shards 3, delayed_unassigned_shards 1', claim_id='c4')],
    structured=True)

# ---- cE-009
start('cE-009')
add('cE-009', ['source:otel', 'source:otel_elasticsearchreceiver', 'format:nl_paragraph', 'class:runbook_only', 'class:unsupported_cause'],
    'ES 里有很多分片在迁移，正常吗？',
    '集群 docker-cluster 当前是 yellow，共 46 个节点。'
    '按照知识库里的处置手册，relocating 分片超过 5 个时通常说明集群刚扩容过。'
    '这次是昨天下午新加入了一批数据节点。'
    '建议等迁移完成后再调整副本数。',
    [inv('kb-call-1', 1, 'get_es_health', {'cluster': 'docker-cluster'}, doc(ESH, 1, 17, 'kb-call-1')),
     inv('kb-call-2', 1, 'lookup_knowledge', {'query': 'elasticsearch relocating shards 大量迁移'},
         {'query': 'elasticsearch relocating shards 大量迁移',
          'chunks': [{'chunk_id': 'es-rb-017', 'source_doc': 'runbook/elasticsearch-shards.md', 'retrieval_layer': 'runbook',
                      'relevance': 'high', 'deduped': False,
                      'content': 'relocating 分片超过 5 个时，通常说明集群刚扩容或有节点刚下线，分片正在重新均衡。迁移期间不要重启节点，也不要调整副本数。'}]})],
    'LOW_CONFID',
    [F('集群 docker-cluster 当前是 yellow，共 46 个节点', 'direct_evidence', 'status yellow, number_of_nodes 46'),
     F('按照知识库里的处置手册，relocating 分片超过 5 个时通常说明集群刚扩容过', 'indirect_support', 'stated only in runbook chunk es-rb-017'),
     F('这次是昨天下午新加入了一批数据节点', 'no_evidence', 'no output says nodes were added yesterday')])

# ---- cE-010
start('cE-010')
add('cE-010', ['source:otel', 'source:otel_dockerstatsreceiver', 'format:json_compact', 'class:value_wrong', 'class:quantity'],
    '容器 sleepy1 是不是内存或网络有问题？',
    r'''{"answer_version":"1.0","diagnosis_summary":"sleepy1 内存占用极低，有 4 次内存分配失败计数","claims":[{"claim_id":"c1","claim_type":"metric_finding","claim_text":"容器 /sleepy1 内存使用量约 2.14 MiB","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"T1","tool_name":"docker_container_stats","source_invocation_ids":["call_dk_77"],"evidence_excerpt":"\"usage\": 2240512,"}]},{"claim_id":"c2","claim_type":"metric_finding","claim_text":"内存上限约 1.92 GiB","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"T1","tool_name":"docker_container_stats","source_invocation_ids":["call_dk_77"],"evidence_excerpt":"\"limit\": 2063048704"}]},{"claim_id":"c3","claim_type":"metric_finding","claim_text":"memory_stats.failcnt 为 4","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"T1","tool_name":"docker_container_stats","source_invocation_ids":["call_dk_77"],"evidence_excerpt":"\"failcnt\": 4,"}]},{"claim_id":"c4","claim_type":"metric_finding","claim_text":"eth0 接收流量 rx_bytes 约 35 KB","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"T1","tool_name":"docker_container_stats","source_invocation_ids":["call_dk_77"],"evidence_excerpt":"\"rx_bytes\": 3608,"}]}],"hypotheses":[],"recommended_actions":[],"missing_info":[],"user_facing_answer":"sleepy1 内存用了约 2.14 MiB（上限约 1.92 GiB），failcnt 为 4；eth0 接收约 35 KB。"}''',
    [inv('call_dk_77', 1, 'docker_container_stats', {'container': 'sleepy1', 'stream': False}, text(DST, 85, 137, 'call_dk_77'))],
    'REJECT',
    [F('容器 /sleepy1 内存使用量约 2.14 MiB', 'direct_evidence', 'usage 2240512 B = 2.137 MiB', claim_id='c1'),
     F('内存上限约 1.92 GiB', 'direct_evidence', 'limit 2063048704 B = 1.921 GiB', claim_id='c2'),
     F('memory_stats.failcnt 为 4', 'direct_evidence', 'failcnt 4', claim_id='c3'),
     F('eth0 接收流量 rx_bytes 约 35 KB', 'contradicted', 'rx_bytes 3608 B is about 3.5 KB, not 35 KB', claim_id='c4')],
    structured=True)

# ---- cE-011
start('cE-011')
add('cE-011', ['source:otel', 'source:otel_dockerstatsreceiver', 'format:nl_bold_labels', 'class:faithful', 'class:quantity', 'class:negation'],
    'sleepy1 容器 CPU 是不是被限流了？磁盘 IO 怎么样？',
    '**CPU**：容器累计 CPU 时间 total_usage 约 10.9 ms，内核态和用户态各 5467000 ns。\n'
    '**CPU 节流**：throttled_periods 为 0，没有被限流。\n'
    '**磁盘读**：三个块设备的 io_service_bytes read 都是 1998848 字节（约 1.91 MiB），写入都是 0。\n'
    '**进程数**：pids current 为 1，上限 2192。\n'
    '目前看不需要调整 CPU 配额。',
    [inv('toolu_dkst_0a', 1, 'docker_container_stats', {'container': 'sleepy1', 'fields': ['pids_stats', 'blkio_stats', 'cpu_stats']},
         text(DST, 3, 70, 'toolu_dkst_0a'))],
    'PASS',
    [F('容器累计 CPU 时间 total_usage 约 10.9 ms，内核态和用户态各 5467000 ns', 'direct_evidence', 'total_usage 10935000 ns = 10.9 ms; usage_in_kernelmode/usermode 5467000'),
     F('throttled_periods 为 0，没有被限流', 'direct_evidence', 'true denial: throttled_periods 0, throttled_time 0'),
     F('三个块设备的 io_service_bytes read 都是 1998848 字节（约 1.91 MiB），写入都是 0', 'direct_evidence', 'devices 7:2, 253:1, 253:2 read 1998848 B = 1.91 MiB, write 0'),
     F('pids current 为 1，上限 2192', 'direct_evidence', 'pids_stats current 1, limit 2192')])

# ---- cE-012
start('cE-012')
add('cE-012', ['source:otel', 'source:otel_dockerstatsreceiver', 'format:nl_paragraph', 'class:time_wrong', 'class:quantity'],
    'docker 事件里 test-container 和网络是怎么先后出现的？',
    'test-container（镜像 alpine:latest）上报了 health_status: running 事件。'
    '网络 test-network 使用的是 bridge 驱动。'
    '网络创建事件比容器事件早了约 1 秒。',
    [inv('evt-3391', 1, 'docker_events', {'since': '1699483570', 'until': '1699483580'},
         {'events': [json.loads(x) for x in cut(DEV, 1, 2, 'evt-3391')]})],
    'REJECT',
    [F('test-container（镜像 alpine:latest）上报了 health_status: running 事件', 'direct_evidence', 'container event Action health_status: running, image alpine:latest'),
     F('网络 test-network 使用的是 bridge 驱动', 'direct_evidence', 'network event Attributes driver bridge'),
     F('网络创建事件比容器事件早了约 1 秒', 'contradicted', 'network create timeNano 1699483577.123 is about 1.04 s after the container event 1699483576.081, not before')])

# ---- cE-013
start('cE-013')
add('cE-013', ['source:otel', 'source:otel_rabbitmqreceiver', 'format:json_with_text', 'class:faithful', 'class:excerpt_format', 'class:quantity'],
    'RabbitMQ 的 webq1 队列消费正常吗？test2 呢？',
    '对比了管理 API 和 receiver 产出的指标：\n'
    r'''{"answer_version": "1.0", "diagnosis_summary": "webq1 正常消费，test2 空闲", "claims": [{"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "队列 webq1 当前有 1 个消费者，消费者利用率约 52.6%", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "rabbitmq_api", "source_invocation_ids": ["call_mq_q1"], "evidence_excerpt": "{\"name\": \"webq1\", \"consumers\": 1}"}]}, {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "webq1 已确认 7827 条消息，与指标 rabbitmq.message.acknowledged 的值一致", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T2", "tool_name": "otel_metrics_dump", "source_invocation_ids": ["call_mq_m2"], "evidence_excerpt": "asInt: \"7827\""}]}, {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "队列 test2 没有消费者、消息数为 0，自 2022-01-18 16:25:07 起处于空闲", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "rabbitmq_api", "source_invocation_ids": ["call_mq_q1"], "evidence_excerpt": "{\"name\": \"test2\", \"idle_since\": \"2022-01-18 16:25:07\"}"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "webq1 有 1 个消费者、利用率约 52.6%，已确认 7827 条；test2 没有消费者且一直空闲。"}''',
    [inv('call_mq_q1', 1, 'rabbitmq_api', {'path': '/api/queues/dev'}, doc(RQ, 1, 201, 'call_mq_q1')),
     inv('call_mq_m2', 2, 'otel_metrics_dump', {'receiver': 'rabbitmq', 'resource': {'rabbitmq.queue.name': 'webq1'}},
         text(RG, 47, 98, 'call_mq_m2'))],
    'PASS',
    [F('队列 webq1 当前有 1 个消费者，消费者利用率约 52.6%', 'direct_evidence', 'webq1 consumers 1, consumer_utilisation 0.5256 = 52.6 %', claim_id='c1'),
     F('webq1 已确认 7827 条消息，与指标 rabbitmq.message.acknowledged 的值一致', 'direct_evidence', 'rabbitmq.message.acknowledged asInt 7827 for webq1 in T2 (binding), same as message_stats.ack 7827 in T1', claim_id='c2'),
     F('队列 test2 没有消费者、消息数为 0，自 2022-01-18 16:25:07 起处于空闲', 'direct_evidence', 'test2 consumers 0, messages 0, idle_since 2022-01-18 16:25:07', claim_id='c3')],
    structured=True)

# ---- cE-014
start('cE-014')
add('cE-014', ['source:otel', 'source:otel_rabbitmqreceiver', 'format:nl_bullets', 'class:entity_swap', 'class:status_wrong'],
    '帮我看看 dev 这个 vhost 下两个队列的情况',
    '- webq1 累计发布 7830 条、投递 7828 条\n'
    '- test2 队列的内存占用约 674 KB\n'
    '- 两个队列都在节点 rabbit@66a063ecff83 上\n'
    '- test2 已经处于 stopped 状态\n'
    '- webq1 的 redeliver 为 0\n',
    [inv('r-01', 1, 'rabbitmq_api', {'path': '/api/queues/dev', 'columns': 'all'}, doc(RQ, 1, 201, 'r-01'))],
    'REJECT',
    [F('webq1 累计发布 7830 条、投递 7828 条', 'direct_evidence', 'webq1 message_stats publish 7830, deliver 7828'),
     F('test2 队列的内存占用约 674 KB', 'contradicted', 'test2 memory is 13824 B (13.5 KB); 690376 B ≈ 674 KiB is webq1'),
     F('两个队列都在节点 rabbit@66a063ecff83 上', 'direct_evidence', 'both queues node rabbit@66a063ecff83'),
     F('test2 已经处于 stopped 状态', 'contradicted', 'test2 state is running'),
     F('webq1 的 redeliver 为 0', 'direct_evidence', 'webq1 message_stats redeliver 0')])

# ---- cE-015
start('cE-015')
add('cE-015', ['source:otel', 'source:otel_rabbitmqreceiver', 'format:json_raw', 'class:bad_reference', 'class:unsupported_cause'],
    'webq1 的消息有没有丢？为什么有积压？',
    r'''{"answer_version": "1.0", "diagnosis_summary": "webq1 无丢弃", "claims": [{"claim_id": "c1", "claim_type": "metric_finding", "claim_text": "webq1 的 rabbitmq.consumer.count 为 1", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T4", "tool_name": "otel_metrics_dump", "source_invocation_ids": ["call_rq_9"], "evidence_excerpt": "asInt: \"1\""}]}, {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "rabbitmq.message.dropped 为 0，没有因不可路由而丢弃的消息", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T2", "tool_name": "otel_metrics_dump", "source_invocation_ids": ["call_rq_2"], "evidence_excerpt": "description: The number of messages dropped as unroutable."}]}, {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "rabbitmq.message.published 累计 7830 条", "support_level": "direct", "evidence_bindings": []}, {"claim_id": "c4", "claim_type": "root_cause", "claim_text": "积压是下游消费者处理变慢造成的", "support_level": "indirect", "evidence_bindings": []}], "hypotheses": [], "recommended_actions": ["检查消费者处理耗时"], "missing_info": [], "user_facing_answer": "webq1 没有丢消息，积压来自消费者处理变慢，建议检查消费者处理耗时。"}''',
    [inv('call_rq_1', 1, 'otel_metrics_dump', {'receiver': 'rabbitmq', 'metrics': ['rabbitmq.consumer.count', 'rabbitmq.message.acknowledged']},
         text(RG, 47, 78, 'call_rq_1')),
     inv('call_rq_2', 1, 'otel_metrics_dump', {'receiver': 'rabbitmq', 'metrics': ['rabbitmq.message.delivered', 'rabbitmq.message.dropped', 'rabbitmq.message.published']},
         text(RG, 99, 128, 'call_rq_2'))],
    'LOW_CONFID',
    [F('webq1 的 rabbitmq.consumer.count 为 1', 'indirect_support', 'value is in call_rq_1 but the binding names T4 / call_rq_9, which do not exist', claim_id='c1'),
     F('rabbitmq.message.dropped 为 0，没有因不可路由而丢弃的消息', 'direct_evidence', 'dropped asInt 0 in call_rq_2; excerpt is a line of it', claim_id='c2'),
     F('rabbitmq.message.published 累计 7830 条', 'indirect_support', 'value 7830 is in call_rq_2 but the claim has no binding', claim_id='c3'),
     F('积压是下游消费者处理变慢造成的', 'no_evidence', 'no output about consumer processing time', claim_id='c4')],
    structured=True)

# ---- cE-016
start('cE-016')
add('cE-016', ['source:otel', 'source:otel_nginxreceiver', 'format:nl_sloppy', 'class:runbook_only', 'class:quantity'],
    'nginx accepted 和 handled 对不上是什么意思？',
    'handled connections 累计 16630946, requests 累计约 3107 万\n'
    'nginx.requests 的 unit 是 requests, isMonotonic: true 说明是累计值\n'
    '按知识库的说明, accepted 和 handled 不一致通常意味着触达了 worker_connections 之类的资源上限\n'
    '可以先看下 worker_connections 配了多少',
    [inv('c7f0', 1, 'otel_metrics_dump', {'receiver': 'nginx', 'metrics': ['nginx.connections_handled', 'nginx.requests']},
         text(NGX, 44, 61, 'c7f0')),
     inv('c7f1', 1, 'lookup_knowledge', {'query': 'nginx accepted handled 不一致'},
         {'query': 'nginx accepted handled 不一致',
          'chunks': [{'chunk_id': 'kb-ngx-004', 'source_doc': 'kb/nginx-stub-status.md', 'retrieval_layer': 'faq', 'relevance': 'medium', 'deduped': False,
                      'content': 'accepted 与 handled 通常相等；二者不一致通常意味着触达了资源上限，例如 worker_connections 限制。'}]})],
    'PASS',
    [F('handled connections 累计 16630946, requests 累计约 3107 万', 'direct_evidence', 'connections_handled 16630946, requests 31070465'),
     F('nginx.requests 的 unit 是 requests, isMonotonic: true 说明是累计值', 'direct_evidence', 'unit: requests, isMonotonic: true'),
     F('按知识库的说明, accepted 和 handled 不一致通常意味着触达了 worker_connections 之类的资源上限', 'indirect_support', 'attributed to the knowledge base (chunk kb-ngx-004)')])

# ============================== Jaeger / Zipkin fixtures ==============================
TS = 'jaeger/anonymizer_uiconv/trace_success.json'
UI = 'jaeger/uimodel_json/ui_01.json'
EX = 'jaeger/integration_traces/example_trace.json'
MEM = 'jaeger/memory_store/otel_traces_01.json'
D3 = 'jaeger/converter_thrift_jaeger/domain_03.json'
Z1 = 'jaeger/collector_zipkin/zipkin_01.json'
Z3 = 'jaeger/collector_zipkin/zipkin_03.json'

# ---- cE-017
start('cE-017')
add('cE-017', ['source:jaeger', 'format:nl_paragraph', 'class:faithful', 'class:quantity'],
    'trace 2be38093ead7a083 为什么这么慢？哪一段出错了？',
    'trace 2be38093ead7a083 里，服务 16af988c443cff37 的 server span 7606ddfe69932d34 耗时约 267 ms。'
    '它的子 span 7bd66f09ba90ea3d 属于服务 3c220036602f839e，是 client 类型，带有 error=true 标签。'
    '这个子 span 耗时约 32.8 ms。'
    '子 span 在父 span 开始约 204 ms 之后才发起。'
    '建议先排查 3c220036602f839e 调用的下游。',
    [inv('jq-5512', 1, 'jaeger_get_trace', {'traceID': '2be38093ead7a083'}, {'spans': doc(TS, 1, 3, 'jq-5512')})],
    'PASS',
    [F('trace 2be38093ead7a083 里，服务 16af988c443cff37 的 server span 7606ddfe69932d34 耗时约 267 ms', 'direct_evidence', 'duration 267037 µs = 267 ms, span.kind server, serviceName 16af988c443cff37'),
     F('它的子 span 7bd66f09ba90ea3d 属于服务 3c220036602f839e，是 client 类型，带有 error=true 标签', 'direct_evidence', 'CHILD_OF 7606ddfe69932d34, serviceName 3c220036602f839e, span.kind client, error true'),
     F('这个子 span 耗时约 32.8 ms', 'direct_evidence', 'duration 32782 µs = 32.8 ms'),
     F('子 span 在父 span 开始约 204 ms 之后才发起', 'direct_evidence', 'startTime 1605223981965074 - 1605223981761425 = 203649 µs ≈ 204 ms')])

# ---- cE-018
start('cE-018')
add('cE-018', ['source:jaeger', 'format:json_raw', 'class:misattribution'],
    '这个 trace 里到底是哪个 span 报错？',
    r'''{"answer_version": "1.0", "diagnosis_summary": "server span 报错", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "span 7606ddfe69932d34 被标记了 error=true", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "jaeger_get_trace", "source_invocation_ids": ["7f3c9a10-1d2e-4f5a-8b6c-0a1b2c3d4e5f"], "evidence_excerpt": "\"spanID\": \"7606ddfe69932d34\""}]}, {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "client span 7bd66f09ba90ea3d 的 duration 为 32782 µs", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "jaeger_get_trace", "source_invocation_ids": ["7f3c9a10-1d2e-4f5a-8b6c-0a1b2c3d4e5f"], "evidence_excerpt": "spanID=7bd66f09ba90ea3d duration=32782"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "span 7606ddfe69932d34 的父 span 是 492770a15935810f", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "jaeger_get_trace", "source_invocation_ids": ["7f3c9a10-1d2e-4f5a-8b6c-0a1b2c3d4e5f"], "evidence_excerpt": "operationName=a071653098f9250d spanID=7606ddfe69932d34"}]}, {"claim_id": "c4", "claim_type": "hypothesis", "claim_text": "server 端可能因为线程池打满返回了 500", "support_level": "none", "evidence_bindings": []}], "hypotheses": ["线程池打满"], "recommended_actions": [], "missing_info": ["没有 http.status_code 标签"], "user_facing_answer": "报错的是 span 7606ddfe69932d34，它的子 span 7bd66f09ba90ea3d 耗时 32782 µs。"}''',
    [inv('7f3c9a10-1d2e-4f5a-8b6c-0a1b2c3d4e5f', 1, 'jaeger_get_trace', {'traceID': '2be38093ead7a083', 'raw': True}, doc(TS, 1, 3, '7f3c9a10-1d2e-4f5a-8b6c-0a1b2c3d4e5f'))],
    'REJECT',
    [F('span 7606ddfe69932d34 被标记了 error=true', 'contradicted', 'error=true is only on span 7bd66f09ba90ea3d; 7606ddfe69932d34 has only span.kind=server', claim_id='c1'),
     F('client span 7bd66f09ba90ea3d 的 duration 为 32782 µs', 'direct_evidence', 'duration 32782, span.kind client', claim_id='c2'),
     F('span 7606ddfe69932d34 的父 span 是 492770a15935810f', 'direct_evidence', 'CHILD_OF reference spanID 492770a15935810f', claim_id='c3'),
     F('server 端可能因为线程池打满返回了 500', 'no_evidence', 'hypothesis, not in output', crit=False, claim_id='c4')],
    structured=True)

# ---- cE-019
start('cE-019')
add('cE-019', ['source:jaeger', 'format:json_fenced', 'class:excerpt_format', 'class:faithful'],
    'trace 0000000000000001 里有哪些异常标记？',
    r'''先给结构化结果：
```json
{
  "answer_version": "1.0",
  "diagnosis_summary": "some-operation 带 error 标签，两个 span 带告警",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding",
     "claim_text": "service-x 的 span 0000000000000002（some-operation）带有 error=true 标签，peer.service 为 service-y",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "jaeger_query", "source_invocation_ids": ["toolu_01JgUi7"], "evidence_excerpt": "\"spanID\": \"0000000000000002\", \"operationName\": \"some-operation\""}]},
    {"claim_id": "c2", "claim_type": "log_finding",
     "claim_text": "reference-test（0000000000000004）和 preserveParentID-test（0000000000000005）两个 span 都带有 some span warning 警告",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "jaeger_query", "source_invocation_ids": ["toolu_01JgUi7"], "evidence_excerpt": "operationName=reference-test processID=p2"}]},
    {"claim_id": "c3", "claim_type": "metric_finding",
     "claim_text": "span 0000000000000005 耗时 4 µs，其余 span 都是 5 µs",
     "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "jaeger_query", "source_invocation_ids": ["toolu_01JgUi7"], "evidence_excerpt": "{\"spanID\": \"0000000000000005\", \"duration\": 4}"}]}
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": [],
  "user_facing_answer": "some-operation 带 error=true；reference-test 和 preserveParentID-test 带 some span warning。"
}
```''',
    [inv('toolu_01JgUi7', 1, 'jaeger_query', {'path': '/api/traces/0000000000000001'}, doc(UI, 1, 162, 'toolu_01JgUi7'))],
    'PASS',
    [F('service-x 的 span 0000000000000002（some-operation）带有 error=true 标签，peer.service 为 service-y', 'direct_evidence', 'some-operation span, processID p1 = service-x, tags error true, peer.service service-y', claim_id='c1'),
     F('reference-test（0000000000000004）和 preserveParentID-test（0000000000000005）两个 span 都带有 some span warning 警告', 'direct_evidence', 'both spans warnings ["some span warning"]', claim_id='c2'),
     F('span 0000000000000005 耗时 4 µs，其余 span 都是 5 µs', 'direct_evidence', 'duration 4 for 0000000000000005, 5 for the other four spans', claim_id='c3')],
    structured=True)

# ---- cE-020
start('cE-020')
add('cE-020', ['source:jaeger', 'format:nl_bullets', 'class:fabricated_id'],
    '帮我解读一下 trace 0000000000000001 的结构',
    '- 进程 p2 对应的服务是 service-y\n'
    '- span 0000000000000004 有一个 CHILD_OF 引用指向 trace 00000000000000ff\n'
    '- 带 error=true 的是 span 0000000000000012\n'
    '- some-operation 这个 span 上还有 temperature 标签，值为 72.5\n'
    '- trace 级别有一条 some trace warning\n',
    [inv('inv-ui-20', 1, 'jaeger_query', {'path': '/api/traces/0000000000000001'}, doc(UI, 1, 162, 'inv-ui-20'))],
    'REJECT',
    [F('进程 p2 对应的服务是 service-y', 'direct_evidence', 'processes.p2.serviceName service-y'),
     F('span 0000000000000004 有一个 CHILD_OF 引用指向 trace 00000000000000ff', 'direct_evidence', 'reference-test references CHILD_OF traceID 00000000000000ff'),
     F('带 error=true 的是 span 0000000000000012', 'contradicted', 'span id 0000000000000012 appears nowhere (one character off 0000000000000002): fabricated'),
     F('some-operation 这个 span 上还有 temperature 标签，值为 72.5', 'direct_evidence', 'temperature 72.5 tag on some-operation'),
     F('trace 级别有一条 some trace warning', 'direct_evidence', 'top-level warnings ["some trace warning"]')])

# ---- cE-021
start('cE-021')
add('cE-021', ['source:jaeger', 'format:nl_headings', 'class:faithful', 'class:quantity', 'class:negation'],
    '0000...0011 这个 trace 涉及哪些服务，有没有错误？',
    '## 调用概况\n'
    'trace 00000000000000000000000000000011 涉及 example-service-1、example-service-2、example-service-3 三个服务。'
    'example-service-1 下有 3 个 span。'
    '其中 example-operation-3 是 SERVER 类型（kind 2），example-operation-4 是 CLIENT 类型（kind 3）。\n'
    '## 耗时与状态\n'
    '每个 span 都只持续了 0.1 ms。'
    '所有 span 的 status 都是空的，没有标记错误。',
    [inv('tempo-7781', 1, 'otlp_trace_export', {'traceId': '00000000000000000000000000000011'}, doc(EX, 1, 143, 'tempo-7781'))],
    'PASS',
    [F('trace 00000000000000000000000000000011 涉及 example-service-1、example-service-2、example-service-3 三个服务', 'direct_evidence', 'three resourceSpans with service.name example-service-1/2/3'),
     F('example-service-1 下有 3 个 span', 'direct_evidence', 'spans 0000000000000003, 0000000000000006, 0000000000000007'),
     F('其中 example-operation-3 是 SERVER 类型（kind 2），example-operation-4 是 CLIENT 类型（kind 3）', 'direct_evidence', 'kind 2 on example-operation-3, kind 3 on example-operation-4'),
     F('每个 span 都只持续了 0.1 ms', 'direct_evidence', 'endTimeUnixNano - startTimeUnixNano = 100000 ns = 0.1 ms for every span'),
     F('所有 span 的 status 都是空的，没有标记错误', 'direct_evidence', 'true denial: every status is {}')])

# ---- cE-022
start('cE-022')
add('cE-022', ['source:jaeger', 'format:nl_paragraph', 'class:gap', 'class:unsupported_cause', 'class:hedged_distractor'],
    'example-service-2 调用变慢，帮我结合日志看一下',
    'example-service-3 的 span 0000000000000005 名为 example-operation-1。'
    'example-service-2 的日志里没有任何报错。'
    '下游数据库连接池耗尽导致了这次延迟。'
    '也可能和当时的网络抖动有关。',
    [inv('call_ex_logs', 1, 'query_logs', {'service': 'example-service-2', 'level': 'ERROR', 'range': '30m'}, {'total': 0, 'logs': []}),
     inv('call_ex_trace', 1, 'otlp_trace_export', {'traceId': '00000000000000000000000000000011'}, doc(EX, 1, 143, 'call_ex_trace'))],
    'LOW_CONFID',
    [F('example-service-3 的 span 0000000000000005 名为 example-operation-1', 'direct_evidence', 'example-service-3 span 0000000000000005 name example-operation-1'),
     F('example-service-2 的日志里没有任何报错', 'no_evidence', 'only a no-hit query_logs; absence not proven'),
     F('下游数据库连接池耗尽导致了这次延迟', 'no_evidence', 'no output mentions a database or connection pool')])

# ---- cE-023
start('cE-023')
add('cE-023', ['source:jaeger', 'format:json_with_text', 'class:status_wrong', 'class:quantity'],
    'service-x 的 span 状态如何？',
    'service-x 的 span 状态汇总：\n'
    r'''{"answer_version": "1.0", "diagnosis_summary": "service-x 多数 span 为 ERROR", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "span 0000000000000002 的 status.code 为 2（ERROR），kind 为 2", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "trace_store_get", "source_invocation_ids": ["call_mem_01"], "evidence_excerpt": "{\"spanId\": \"0000000000000002\", \"kind\": 2}"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "span 0000000000000004 的状态是 OK（status.code 1）", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "trace_store_get", "source_invocation_ids": ["call_mem_01"], "evidence_excerpt": "{\"spanId\": \"0000000000000004\", \"traceState\": \"state.4\"}"}]}, {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "每个 span 耗时 5 µs", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "trace_store_get", "source_invocation_ids": ["call_mem_01"], "evidence_excerpt": "{\"startTimeUnixNano\": \"1485467191639875000\", \"endTimeUnixNano\": \"1485467191639880000\"}"}]}, {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "span 来自 testing-library-2（1.1.1）和 testing-library-3（1.1.2）两个 scope", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "trace_store_get", "source_invocation_ids": ["call_mem_01"], "evidence_excerpt": "{\"name\": \"testing-library-3\", \"version\": \"1.1.2\"}"}]}], "hypotheses": [], "recommended_actions": [], "missing_info": [], "user_facing_answer": "0000000000000002 为 ERROR，0000000000000004 为 OK，每个 span 耗时 5 µs。"}''',
    [inv('call_mem_01', 1, 'trace_store_get', {'service': 'service-x', 'store': 'memory'}, doc(MEM, 1, 414, 'call_mem_01'))],
    'REJECT',
    [F('span 0000000000000002 的 status.code 为 2（ERROR），kind 为 2', 'direct_evidence', 'spanId 0000000000000002 kind 2, status code 2', claim_id='c1'),
     F('span 0000000000000004 的状态是 OK（status.code 1）', 'contradicted', 'span 0000000000000004 has status code 2 (ERROR)', claim_id='c2'),
     F('每个 span 耗时 5 µs', 'direct_evidence', 'end - start = 5000 ns = 5 µs for all four spans', claim_id='c3'),
     F('span 来自 testing-library-2（1.1.1）和 testing-library-3（1.1.2）两个 scope', 'direct_evidence', 'scope names/versions testing-library-2 1.1.1, testing-library-3 1.1.2', claim_id='c4')],
    structured=True)

# ---- cE-024
start('cE-024')
add('cE-024', ['source:jaeger', 'format:nl_bold_labels', 'class:faithful', 'class:quantity'],
    'api 服务的 get 请求打到哪里了？耗时多少？',
    '**服务**：api，主机 api246-sjc1，IP 10.53.69.61，客户端版本 Python-3.1.0。\n'
    '**耗时**：两个 get span 的 duration 都是 22938000ns，约 22.9 ms。\n'
    '**下游**：peer.service 为 rtapi，对端端口 53931。\n'
    '**请求**：http.url 为 http://127.0.0.1:15598/client_transactions。\n'
    '如需继续定位可以看 rtapi 侧的 span。',
    [inv('jg-d3-a', 1, 'jaeger_get_trace', {'traceId': 'AAAAAAAAAABSlpqJVVcaPw==', 'format': 'proto-json'}, doc(D3, 1, 198, 'jg-d3-a'))],
    'PASS',
    [F('api，主机 api246-sjc1，IP 10.53.69.61，客户端版本 Python-3.1.0', 'direct_evidence', 'process serviceName api, hostname api246-sjc1, ip 10.53.69.61, jaeger.version Python-3.1.0'),
     F('两个 get span 的 duration 都是 22938000ns，约 22.9 ms', 'direct_evidence', 'duration 22938000ns = 22.938 ms on both spans'),
     F('peer.service 为 rtapi，对端端口 53931', 'direct_evidence', 'peer.service rtapi, peer.port 53931'),
     F('http.url 为 http://127.0.0.1:15598/client_transactions', 'direct_evidence', 'http.url tag value')])

# ---- cE-025
start('cE-025')
add('cE-025', ['source:jaeger', 'format:nl_sloppy', 'class:fabricated_id', 'class:time_wrong'],
    'api 的 get span 是什么时候开始的？跑在哪台机器上？',
    'get span start 2017-01-26 16:46:31（-05:00），换成 UTC 就是 21:46:31\n'
    '两个 span 都跑在主机 api247-sjc1 上\n'
    'log 里 event=nothing 那条和 span 开始是同一时刻 16:46:31.639875\n'
    'span.kind 两个都是 server',
    [inv('q_0e1', 1, 'jaeger_get_trace', {'traceId': 'AAAAAAAAAABSlpqJVVcaPw=='}, doc(D3, 1, 198, 'q_0e1'))],
    'REJECT',
    [F('get span start 2017-01-26 16:46:31（-05:00），换成 UTC 就是 21:46:31', 'direct_evidence', 'startTime 2017-01-26T16:46:31.639875-05:00 = 21:46:31 UTC'),
     F('两个 span 都跑在主机 api247-sjc1 上', 'contradicted', 'hostname is api246-sjc1; api247-sjc1 appears nowhere (one character off)'),
     F('log 里 event=nothing 那条和 span 开始是同一时刻 16:46:31.639875', 'direct_evidence', 'log timestamp 2017-01-26T16:46:31.639875-05:00 equals span startTime'),
     F('span.kind 两个都是 server', 'direct_evidence', 'span.kind server on both spans')])

# ---- cE-026
start('cE-026')
add('cE-026', ['source:jaeger', 'format:json_indented', 'class:faithful', 'class:quantity', 'class:bad_reference'],
    'schemas-service 往 kafka 发消息为什么这么慢？',
    r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "send span 持续约 9.55 秒",
  "claims": [
    {
      "claim_id": "c1",
      "claim_type": "log_finding",
      "claim_text": "schemas-service 的 PRODUCER span send 向 kafka 发送消息，kafka.topic 为 schema-changed",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "zipkin_api_v2_trace", "source_invocation_ids": ["zk-88a1"], "evidence_excerpt": "name=send kind=PRODUCER"}]
    },
    {
      "claim_id": "c2",
      "claim_type": "metric_finding",
      "claim_text": "该 span 耗时约 9.55 秒",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "zipkin_api_v2_trace", "source_invocation_ids": ["zk-88a1"], "evidence_excerpt": "\"duration\": 9550570"}]
    },
    {
      "claim_id": "c3",
      "claim_type": "log_finding",
      "claim_text": "span 188bb8428fc7e477 的父 span 是 c26551047c72d19",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "T2", "tool_name": "zipkin_api_v2_trace", "source_invocation_ids": ["zk-88a2"], "evidence_excerpt": "parentId=c26551047c72d19"}]
    },
    {
      "claim_id": "c4",
      "claim_type": "log_finding",
      "claim_text": "发送开始于 2020-08-17 22:50:29 UTC",
      "support_level": "direct",
      "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "zipkin_api_v2_trace", "source_invocation_ids": ["zk-88a1"], "evidence_excerpt": "timestamp=1597704629675602"}]
    }
  ],
  "hypotheses": [],
  "recommended_actions": ["检查 kafka broker 的 produce 请求耗时"],
  "missing_info": [],
  "user_facing_answer": "send span 耗时约 9.55 秒，topic 为 schema-changed，建议检查 kafka broker 的 produce 耗时。"
}''',
    [inv('zk-88a1', 1, 'zipkin_api_v2_trace', {'traceId': '091f00370361e578'}, doc(Z3, 1, 23, 'zk-88a1'))],
    'PASS',
    [F('schemas-service 的 PRODUCER span send 向 kafka 发送消息，kafka.topic 为 schema-changed', 'direct_evidence', 'localEndpoint schemas-service, remoteEndpoint kafka, kind PRODUCER, tag kafka.topic schema-changed', claim_id='c1'),
     F('该 span 耗时约 9.55 秒', 'direct_evidence', 'duration 9550570 µs = 9.55 s', claim_id='c2'),
     F('span 188bb8428fc7e477 的父 span 是 c26551047c72d19', 'indirect_support', 'content is in zk-88a1, but the binding names T2 / zk-88a2, which do not exist', claim_id='c3'),
     F('发送开始于 2020-08-17 22:50:29 UTC', 'direct_evidence', 'timestamp 1597704629675602 µs = 2020-08-17T22:50:29.675602Z', claim_id='c4')],
    structured=True)

# ---- cE-027
start('cE-027')
add('cE-027', ['source:jaeger', 'format:nl_paragraph', 'class:runbook_only', 'class:unsupported_cause', 'class:quantity'],
    'foo 调 bar 的这个 span 为什么被全量上报了？',
    'foo（10.43.17.42）调用 bar 的 CLIENT span 只持续了 10 µs。'
    '知识库里的案例说，debug=true 的 span 会绕过采样被全部上报。'
    '这批 span 来自灰度环境的压测流量。'
    '可以考虑在客户端关掉 debug 标记。',
    [inv('t-1', 1, 'zipkin_span_search', {'serviceName': 'foo', 'remoteServiceName': 'bar'}, doc(Z1, 1, 28, 't-1')),
     inv('t-2', 2, 'lookup_knowledge', {'query': 'zipkin debug flag 采样'},
         {'query': 'zipkin debug flag 采样',
          'chunks': [{'chunk_id': 'case-2291', 'source_doc': 'incidents/2025-11-zipkin-volume.md', 'retrieval_layer': 'past_incident', 'relevance': 'high', 'deduped': False,
                      'content': '过往案例：客户端对 span 设置 debug=true 后，该 span 会绕过采样被全部上报，导致 collector 写入量突增。'}]})],
    'LOW_CONFID',
    [F('foo（10.43.17.42）调用 bar 的 CLIENT span 只持续了 10 µs', 'direct_evidence', 'localEndpoint foo 10.43.17.42, remoteEndpoint bar, kind CLIENT, duration 10 µs'),
     F('知识库里的案例说，debug=true 的 span 会绕过采样被全部上报', 'indirect_support', 'only in knowledge chunk case-2291'),
     F('这批 span 来自灰度环境的压测流量', 'no_evidence', 'no output mentions canary or load-test traffic')])

# ---- cE-028
start('cE-028')
add('cE-028', ['source:jaeger', 'format:json_compact', 'class:entity_swap', 'class:faithful'],
    '这条 zipkin span 是谁调用谁？',
    r'''{"answer_version":"1.0","diagnosis_summary":"bar 调用 foo","claims":[{"claim_id":"c1","claim_type":"log_finding","claim_text":"bar（10.43.17.43）作为客户端调用了 foo（10.43.17.42）","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"T1","tool_name":"zipkin_span_search","source_invocation_ids":["zs_0c4d"],"evidence_excerpt":"kind=CLIENT"}]},{"claim_id":"c2","claim_type":"log_finding","claim_text":"span 带有标签 foo=bar","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"T1","tool_name":"zipkin_span_search","source_invocation_ids":["zs_0c4d"],"evidence_excerpt":"name=foo kind=CLIENT debug=true"}]},{"claim_id":"c3","claim_type":"log_finding","claim_text":"trace bd7a974555f6b982bd71977555f6b981 中 span 2 的父 span 是 1","support_level":"direct","evidence_bindings":[{"source_type":"tool_output","source_id":"T1","tool_name":"zipkin_span_search","source_invocation_ids":["zs_0c4d"],"evidence_excerpt":"traceId=bd7a974555f6b982bd71977555f6b981 id=2 parentId=1"}]}],"hypotheses":[],"recommended_actions":[],"missing_info":[],"user_facing_answer":"调用方向是 bar 调用 foo，span 带 foo=bar 标签。"}''',
    [inv('zs_0c4d', 1, 'zipkin_span_search', {'traceId': 'bd7a974555f6b982bd71977555f6b981'}, doc(Z1, 1, 28, 'zs_0c4d'))],
    'REJECT',
    [F('bar（10.43.17.43）作为客户端调用了 foo（10.43.17.42）', 'contradicted', 'roles reversed: localEndpoint foo is the CLIENT, remoteEndpoint bar is the callee', claim_id='c1'),
     F('span 带有标签 foo=bar', 'direct_evidence', 'tags {foo: bar}', claim_id='c2'),
     F('trace bd7a974555f6b982bd71977555f6b981 中 span 2 的父 span 是 1', 'direct_evidence', 'id 2, parentId 1', claim_id='c3')],
    structured=True)

# ============================== Loghub ==============================
SSH = 'loghub/OpenSSH/OpenSSH_2k.log'
ZK = 'loghub/Zookeeper/Zookeeper_2k.log'
HD = 'loghub/Hadoop/Hadoop_2k.log'
SP = 'loghub/Spark/Spark_2k.log'
AP = 'loghub/Apache/Apache_2k.log'
OST = 'loghub/OpenStack/OpenStack_2k.log'
HDFS = 'loghub/HDFS/HDFS_2k.log'

# ---- cE-029
start('cE-029')
add('cE-029', ['source:openssh', 'format:nl_paragraph', 'class:paraphrase_zh', 'class:quantity', 'class:faithful'],
    'LabSZ 上 sshd 一直有登录失败告警，是谁在尝试登录？',
    '11:03:37 到 11:03:45 之间，103.99.0.122 先后尝试了 admin、support、user 三个不存在的用户名。'
    '每次密码校验失败后，sshd 都以 “No more user authentication methods available” 为由断开了来自 103.99.0.122 的连接。'
    '同一时段 183.62.140.253 在反复尝试 root 的密码，共失败 3 次。'
    '建议把这两个 IP 加入 fail2ban。',
    [inv('call_ssh_0311', 1, 'search_syslog', {'host': 'LabSZ', 'program': 'sshd', 'from': 'Dec 10 11:03:34', 'to': 'Dec 10 11:03:48'},
         text(SSH, 1836, 1862, 'call_ssh_0311'))],
    'PASS',
    [F('11:03:37 到 11:03:45 之间，103.99.0.122 先后尝试了 admin、support、user 三个不存在的用户名', 'direct_evidence', 'Invalid user admin (11:03:37), support (11:03:41), user (11:03:45) from 103.99.0.122'),
     F('每次密码校验失败后，sshd 都以 “No more user authentication methods available” 为由断开了来自 103.99.0.122 的连接', 'direct_evidence', 'three error: Received disconnect ... 14: No more user authentication methods available lines for 103.99.0.122'),
     F('同一时段 183.62.140.253 在反复尝试 root 的密码，共失败 3 次', 'direct_evidence', 'Failed password for root from 183.62.140.253 ports 51867, 52289, 52762 = 3')])

# ---- cE-030
start('cE-030')
add('cE-030', ['source:openssh', 'format:json_raw', 'class:misattribution', 'class:count_wrong'],
    '103.99.0.122 这个地址在干什么？',
    r'''{"answer_version": "1.0", "diagnosis_summary": "103.99.0.122 暴力破解", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "103.99.0.122 多次尝试 root 账户的密码并失败", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["q-ssh-77"], "evidence_excerpt": "Failed password for root"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "sshd[25455] 尝试的无效用户名是 support", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["q-ssh-77"], "evidence_excerpt": "Invalid user support from 103.99.0.122"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "103.99.0.122 在这段时间内共尝试了 5 个不存在的用户名", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["q-ssh-77"], "evidence_excerpt": "input_userauth_request: invalid user"}]}], "hypotheses": [], "recommended_actions": ["封禁 103.99.0.122"], "missing_info": [], "user_facing_answer": "103.99.0.122 在暴力破解：尝试 root 密码失败，并尝试了 5 个不存在的用户名，建议封禁。"}''',
    [inv('q-ssh-77', 1, 'query_logs', {'host': 'LabSZ', 'query': 'sshd', 'from': 'Dec 10 11:03:37', 'to': 'Dec 10 11:03:48'},
         {'total': 23, 'logs': ssh_logs(cut(SSH, 1840, 1862, 'q-ssh-77'))})],
    'REJECT',
    [F('103.99.0.122 多次尝试 root 账户的密码并失败', 'contradicted', 'root password failures in the output come only from 183.62.140.253; 103.99.0.122 has its own lines (invalid users admin/support/user)', claim_id='c1'),
     F('sshd[25455] 尝试的无效用户名是 support', 'direct_evidence', 'sshd[25455]: Invalid user support from 103.99.0.122', claim_id='c2'),
     F('103.99.0.122 在这段时间内共尝试了 5 个不存在的用户名', 'contradicted', 'only 3 invalid users (admin, support, user) in the output', claim_id='c3')],
    structured=True)

# ---- cE-031
start('cE-031')
add('cE-031', ['source:zookeeper', 'format:nl_bullets', 'class:unsupported_cause', 'class:time_wrong', 'class:hedged_distractor'],
    'zookeeper 节点 3 的选举连接老是断，什么原因？',
    '- 19:21:46 到 19:22:39 之间，RecvWorker 多次报 Connection broken for id 188978561024（my id = 3）\n'
    '- 188978561024 所在的机器被运维下线做了内核升级\n'
    '- 19:25:10 还出现过一次 Connection broken\n'
    '- 也可能和机房之间的网络分区有关\n',
    [inv('zk-q-1', 1, 'query_logs', {'service': 'zookeeper', 'component': 'QuorumCnxManager', 'from': '2015-07-29 19:21:40', 'to': '2015-07-29 19:22:45'},
         {'total': 21, 'logs': zk_logs(cut(ZK, 1480, 1500, 'zk-q-1'))})],
    'LOW_CONFID',
    [F('19:21:46 到 19:22:39 之间，RecvWorker 多次报 Connection broken for id 188978561024（my id = 3）', 'direct_evidence', 'Connection broken lines at 19:21:46, 19:22:09, 19:22:19, 19:22:22, 19:22:39 with my id = 3'),
     F('188978561024 所在的机器被运维下线做了内核升级', 'no_evidence', 'no output mentions maintenance or a kernel upgrade'),
     F('19:25:10 还出现过一次 Connection broken', 'no_evidence', 'no record at 19:25:10; the window ends at 19:22:42')])

# ---- cE-032
start('cE-032')
add('cE-032', ['source:zookeeper', 'format:nl_sloppy', 'class:negation', 'class:count_wrong'],
    'zk 节点 2 在 19:32 左右有什么异常？',
    'SendWorker 这边一直正常, 没有任何 WARN\n'
    'RecvWorker 19:32:50 报了 Connection broken for id 188978561024 (my id = 2)\n'
    '这段时间 RecvWorker 一共报了 6 次 Connection broken\n'
    '先观察, 暂时不用处理',
    [inv('zk_2_0932', 1, 'kubectl_logs', {'pod': 'zookeeper-2', 'since_time': '2015-07-29T19:32:40'},
         text(ZK, 1100, 1117, 'zk_2_0932'))],
    'REJECT',
    [F('SendWorker 这边一直正常, 没有任何 WARN', 'contradicted', 'many WARN lines from SendWorker:188978561024 (Send worker leaving thread, Interrupted while waiting ...)'),
     F('RecvWorker 19:32:50 报了 Connection broken for id 188978561024 (my id = 2)', 'direct_evidence', '19:32:50,969 WARN RecvWorker Connection broken for id 188978561024, my id = 2'),
     F('这段时间 RecvWorker 一共报了 6 次 Connection broken', 'contradicted', '4 Connection broken lines (19:32:40, 19:32:50, 19:33:01, 19:33:07), not 6')])

# ---- cE-033
start('cE-033')
add('cE-033', ['source:hadoop', 'format:json_with_text', 'class:excerpt_format', 'class:quantity', 'class:faithful'],
    'MapReduce 作业写 jhist 文件时卡住了，HDFS 客户端那边有什么报错？',
    r'''{"answer_version": "1.0", "diagnosis_summary": "写管道中 datanode 10.190.173.170 被判坏，租约续约持续失败", "claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "block blk_1073743512_2731 的 ResponseProcessor 读取耗时 65020ms（约 65 秒），超过 30000ms 阈值", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hd-901"], "evidence_excerpt": "Slow ReadProcessor read fields took 65020ms (threshold=30000ms)"}]}, {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "DataStreamer 在管道 10.86.169.121:50010, 10.190.173.170:50010 中把 10.190.173.170:50010 判为 bad datanode", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hd-901"], "evidence_excerpt": "bad datanode 10.190.173.170:50010"}]}, {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "LeaseRenewer 为 DFSClient_NONMAPREDUCE_1537864556_1 续租失败已持续到 59 秒", "support_level": "direct", "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["hd-901"], "evidence_excerpt": "for 59 seconds.  Will retry shortly"}]}], "hypotheses": [], "recommended_actions": ["检查 10.190.173.170 上 DataNode 的磁盘和网络"], "missing_info": [], "user_facing_answer": "写管道里 10.190.173.170:50010 被判为 bad datanode，读 ack 耗时约 65 秒，续租失败持续 59 秒。"}'''
    '\n以上基于 18:05:53–18:05:57 的客户端日志。',
    [inv('hd-901', 1, 'query_logs', {'service': 'mapreduce-am', 'level': 'WARN', 'from': '2015-10-18 18:05:53', 'to': '2015-10-18 18:05:58'},
         {'total': 12, 'logs': hadoop_logs(cut(HD, 901, 912, 'hd-901'))})],
    'PASS',
    [F('block blk_1073743512_2731 的 ResponseProcessor 读取耗时 65020ms（约 65 秒），超过 30000ms 阈值', 'direct_evidence', 'Slow ReadProcessor read fields took 65020ms (threshold=30000ms) for blk_1073743512_2731', claim_id='c1'),
     F('DataStreamer 在管道 10.86.169.121:50010, 10.190.173.170:50010 中把 10.190.173.170:50010 判为 bad datanode', 'direct_evidence', 'Error Recovery ... in pipeline 10.86.169.121:50010, 10.190.173.170:50010: bad datanode 10.190.173.170:50010', claim_id='c2'),
     F('LeaseRenewer 为 DFSClient_NONMAPREDUCE_1537864556_1 续租失败已持续到 59 秒', 'direct_evidence', 'Failed to renew lease ... for 59 seconds at 18:05:56,696; excerpt is part of that message', claim_id='c3')],
    structured=True)

# ---- cE-034
start('cE-034')
add('cE-034', ['source:hadoop', 'format:json_indented', 'class:bad_reference', 'class:gap'],
    '租约续约失败后来恢复了吗？',
    r'''{
  "answer_version": "1.0",
  "diagnosis_summary": "续租持续失败",
  "claims": [
    {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "续租失败时长从 60 秒增长到了 63 秒", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "T3", "tool_name": "query_logs", "source_invocation_ids": ["call_h4"], "evidence_excerpt": "for 63 seconds.  Will retry shortly ..."}]},
    {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "客户端检测到 msra-sa-41 的地址变化，旧地址为 msra-sa-41/10.190.173.170:9000", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["call_h3"], "evidence_excerpt": "Address change detected. Old: msra-sa-41/10.190.173.170:9000 New: msra-sa-41:9000"}]},
    {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "NameNode 之后已经恢复正常", "support_level": "direct",
     "evidence_bindings": [{"source_type": "tool_output", "source_id": "T2", "tool_name": "query_logs", "source_invocation_ids": ["call_h3b"], "evidence_excerpt": "NameNode recovered"}]}
  ],
  "hypotheses": [],
  "recommended_actions": [],
  "missing_info": ["NameNode 侧日志"],
  "user_facing_answer": "续租失败从 60 秒拖到 63 秒，客户端检测到 msra-sa-41 地址变化，NameNode 之后已恢复。"
}''',
    [inv('call_h3', 1, 'query_logs', {'service': 'mapreduce-am', 'thread': 'LeaseRenewer', 'from': '2015-10-18 18:05:57', 'to': '2015-10-18 18:06:01'},
         {'total': 8, 'logs': hadoop_logs(cut(HD, 913, 920, 'call_h3'))}),
     inv('call_h3b', 1, 'query_logs', {'service': 'namenode', 'query': 'recovered OR "leaving safe mode"', 'from': '2015-10-18 18:06:00'},
         {'total': 0, 'logs': []})],
    'LOW_CONFID',
    [F('续租失败时长从 60 秒增长到了 63 秒', 'indirect_support', 'lines for 60..63 seconds are in call_h3, but the binding names T3 / call_h4, which do not exist', claim_id='c1'),
     F('客户端检测到 msra-sa-41 的地址变化，旧地址为 msra-sa-41/10.190.173.170:9000', 'direct_evidence', 'Address change detected line in call_h3', claim_id='c2'),
     F('NameNode 之后已经恢复正常', 'no_evidence', 'bound only to the no-hit call_h3b', claim_id='c3')],
    structured=True)

# ---- cE-035
start('cE-035')
add('cE-035', ['source:spark', 'format:nl_headings', 'class:faithful', 'class:negation', 'class:paraphrase_zh'],
    'Spark 作业 stage 26 跑得怎么样，有报错吗？',
    '## 结论\n'
    '20:11:08 这一秒内，stage 26.0 的 task 38.0 和 39.0 开始运行（TID 1238、1239）。'
    'task 35.0 完成后向 driver 返回了 2705 bytes 的结果。'
    'rdd_42_38 写入内存时的估算大小为 974.0 B。'
    '这段日志全部是 INFO，没有 WARN 或 ERROR。\n'
    '## 建议\n可以继续观察 stage 27 的运行情况。',
    [inv('sp-exec-1400', 1, 'search_executor_logs', {'app': 'pjhe-2kSOSP', 'executor': 'all', 'at': '17/06/09 20:11:08'},
         text(SP, 1400, 1420, 'sp-exec-1400'))],
    'PASS',
    [F('20:11:08 这一秒内，stage 26.0 的 task 38.0 和 39.0 开始运行（TID 1238、1239）', 'direct_evidence', 'Running task 38.0 in stage 26.0 (TID 1238), task 39.0 (TID 1239)'),
     F('task 35.0 完成后向 driver 返回了 2705 bytes 的结果', 'direct_evidence', 'Finished task 35.0 in stage 26.0 (TID 1235). 2705 bytes result sent to driver'),
     F('rdd_42_38 写入内存时的估算大小为 974.0 B', 'direct_evidence', 'Block rdd_42_38 stored as bytes in memory (estimated size 974.0 B ...)'),
     F('这段日志全部是 INFO，没有 WARN 或 ERROR', 'direct_evidence', 'true denial: all 21 lines are INFO')])

# ---- cE-036
start('cE-036')
add('cE-036', ['source:spark', 'format:json_malformed', 'class:unsupported_cause', 'class:paraphrase_zh'],
    'python worker 是不是很慢？',
    r'''{"answer_version": "1.0", "diagnosis_summary": "python worker 偶发启动慢",
 "claims": [
  {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "task 36.0 和 37.0（TID 1236、1237）完成后各向 driver 返回了 2705 bytes", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_executor_logs", "source_invocation_ids": ["sp_exec_b"], "evidence_excerpt": "2705 bytes result sent to driver"}]},
  {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "Partition rdd_42_38 没有命中缓存，需要重新计算", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "search_executor_logs", "source_invocation_ids": ["sp_exec_b"], "evidence_excerpt": "Partition rdd_42_38 not found, computing it"}]},
  {"claim_id": "c3", "claim_type": "root_cause", "claim_text": "python worker 启动慢是 executor 内存不足引起的", "support_level": "indirect",
   "evidence_bindings": []},
 ],
 "user_facing_answer": "python worker 启动慢是 executor 内存不足引起的"''',
    [inv('sp_exec_b', 1, 'search_executor_logs', {'app': 'pjhe-2kSOSP', 'logger': ['executor.Executor', 'python.PythonRunner', 'spark.CacheManager']},
         text(SP, 1403, 1426, 'sp_exec_b'))],
    'LOW_CONFID',
    [F('task 36.0 和 37.0（TID 1236、1237）完成后各向 driver 返回了 2705 bytes', 'direct_evidence', 'Finished task 36.0 (TID 1236) and 37.0 (TID 1237), 2705 bytes result sent to driver'),
     F('Partition rdd_42_38 没有命中缓存，需要重新计算', 'direct_evidence', 'Chinese paraphrase of "Partition rdd_42_38 not found, computing it"'),
     F('python worker 启动慢是 executor 内存不足引起的', 'no_evidence', 'no output mentions executor memory shortage; malformed contract read as text')])

# ---- cE-037
start('cE-037')
add('cE-037', ['source:apache', 'format:nl_paragraph', 'class:runbook_only', 'class:unsupported_cause'],
    'Apache 的 mod_jk 一直报 error state，怎么回事？',
    '07:48:55 起 mod_jk child workerEnv 连续进入 error state 6 和 error state 7。'
    '按运维手册的说法，workerEnv 报 error state 一般是 workers2.properties 里配置的后端 worker 不可达。'
    '这次是后端应用在凌晨被重新部署过。'
    '建议核对一下 workers2.properties 里的后端地址。',
    [inv('ap-err-1300', 1, 'search_syslog', {'file': '/var/log/httpd/error_log', 'from': 'Mon Dec 05 07:48:04 2005', 'to': 'Mon Dec 05 07:51:39 2005'},
         text(AP, 1300, 1320, 'ap-err-1300')),
     inv('ap-kb-1', 2, 'lookup_knowledge', {'query': 'mod_jk workerEnv error state'},
         {'query': 'mod_jk workerEnv error state',
          'chunks': [{'chunk_id': 'rb-httpd-031', 'source_doc': 'runbook/apache-mod_jk.md', 'retrieval_layer': 'runbook', 'relevance': 'high', 'deduped': False,
                      'content': 'mod_jk child workerEnv in error state N：一般是 workers2.properties 里配置的后端 worker 不可达，先确认后端 AJP 端口是否在监听。'}]})],
    'LOW_CONFID',
    [F('07:48:55 起 mod_jk child workerEnv 连续进入 error state 6 和 error state 7', 'direct_evidence', '[error] mod_jk child workerEnv in error state 6 / 7 from 07:48:55'),
     F('按运维手册的说法，workerEnv 报 error state 一般是 workers2.properties 里配置的后端 worker 不可达', 'indirect_support', 'only in runbook chunk rb-httpd-031'),
     F('这次是后端应用在凌晨被重新部署过', 'no_evidence', 'no output mentions a redeploy')])

# ---- cE-038
start('cE-038')
add('cE-038', ['source:openstack', 'format:json_fenced', 'class:time_wrong', 'class:fabricated_id', 'class:quantity'],
    '实例 a015cf14 创建花了多久？过程里有没有异常顺序？',
    r'''```json
{"answer_version": "1.0",
 "diagnosis_summary": "实例 spawn 约 20 秒",
 "claims": [
  {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "实例 a015cf14-84bb-4156-a48d-7c4824ac7a9d 在 hypervisor 上 spawn 耗时 20.25 秒，整个 build 耗时 21.08 秒", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["os-q-1500"], "evidence_excerpt": "Took 20.25 seconds to spawn the instance on the hypervisor."}]},
  {"claim_id": "c2", "claim_type": "log_finding", "claim_text": "VM Resumed 生命周期事件发生在 Instance spawned successfully 之前", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["os-q-1500"], "evidence_excerpt": "VM Resumed (Lifecycle Event)"}]},
  {"claim_id": "c3", "claim_type": "log_finding", "claim_text": "请求 req-a3fe9ed3-7c8e-418d-8cd6-c4a2f013e31d 的 servers/detail 返回 200，耗时约 277 ms", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["os-q-1500"], "evidence_excerpt": "status: 200 len: 1910 time: 0.277169"}]},
  {"claim_id": "c4", "claim_type": "log_finding", "claim_text": "元数据请求 req-895531e0-a48b-49a0-b190-1ce9cd0b7a67 读取了 meta_data.json", "support_level": "direct",
   "evidence_bindings": [{"source_type": "tool_output", "source_id": "T1", "tool_name": "query_logs", "source_invocation_ids": ["os-q-1500"], "evidence_excerpt": "GET /openstack/2012-08-10/meta_data.json HTTP/1.1"}]}
 ],
 "hypotheses": [], "recommended_actions": [], "missing_info": [],
 "user_facing_answer": "spawn 耗时 20.25 秒、build 21.08 秒；VM Resumed 出现在 spawned successfully 之前。"}
```''',
    [inv('os-q-1500', 1, 'query_logs', {'service': 'nova', 'query': 'a015cf14-84bb-4156-a48d-7c4824ac7a9d OR servers/detail OR meta_data', 'from': '2017-05-16 00:11:12', 'to': '2017-05-16 00:11:19'},
         {'total': 13, 'logs': os_logs(cut(OST, 1500, 1512, 'os-q-1500'))})],
    'REJECT',
    [F('实例 a015cf14-84bb-4156-a48d-7c4824ac7a9d 在 hypervisor 上 spawn 耗时 20.25 秒，整个 build 耗时 21.08 秒', 'direct_evidence', 'Took 20.25 seconds to spawn ..., Took 21.08 seconds to build instance', claim_id='c1'),
     F('VM Resumed 生命周期事件发生在 Instance spawned successfully 之前', 'contradicted', 'VM Resumed at 00:11:12.402 is after Instance spawned successfully at 00:11:12.170', claim_id='c2'),
     F('请求 req-a3fe9ed3-7c8e-418d-8cd6-c4a2f013e31d 的 servers/detail 返回 200，耗时约 277 ms', 'direct_evidence', 'status: 200 time: 0.277169 s for that request', claim_id='c3'),
     F('元数据请求 req-895531e0-a48b-49a0-b190-1ce9cd0b7a67 读取了 meta_data.json', 'contradicted', 'request id ends in ...7a66 in the log; ...7a67 appears nowhere (one character off): fabricated', claim_id='c4')],
    structured=True)

# ---- cE-039
start('cE-039')
add('cE-039', ['source:hdfs', 'format:nl_bullets', 'class:gap', 'class:quantity', 'class:hedged_distractor'],
    'HDFS 写入有没有坏块？',
    '- blk_3813891701916249413 已接收完成，大小 67108864 字节（64 MiB），来源 /10.251.121.224\n'
    '- blk_-4342304152206614489 被加入了 10.251.31.242:50010 的 blockMap\n'
    '- fsck 的结果显示没有损坏的块\n'
    '- 可能个别 DataNode 负载偏高\n',
    [inv('hdfs-dn-1300', 1, 'query_logs', {'service': 'hdfs', 'from': '081111 040425', 'to': '081111 040857'},
         text(HDFS, 1300, 1312, 'hdfs-dn-1300')),
     inv('hdfs-fsck-1', 2, 'hdfs_fsck', {'path': '/', 'list_corrupt_file_blocks': True}, None, success=False,
         error='fsck failed: Connection refused to namenode 10.251.42.16:50070 after 3 retries')],
    'LOW_CONFID',
    [F('blk_3813891701916249413 已接收完成，大小 67108864 字节（64 MiB），来源 /10.251.121.224', 'direct_evidence', 'Received block blk_3813891701916249413 of size 67108864 from /10.251.121.224; 64 MiB'),
     F('blk_-4342304152206614489 被加入了 10.251.31.242:50010 的 blockMap', 'direct_evidence', 'blockMap updated: 10.251.31.242:50010 is added to blk_-4342304152206614489'),
     F('fsck 的结果显示没有损坏的块', 'no_evidence', 'the fsck call failed; nothing supports it')])

# ---- cE-040
start('cE-040')
add('cE-040', ['source:openstack', 'format:nl_sloppy', 'class:gap', 'class:paraphrase_zh'],
    'nova-compute 的 imagecache 告警要紧吗？',
    'nova-compute 2931 在 00:09:20 和 00:09:25 两次报 WARNING Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742\n'
    '00:09:41 同步电源状态时发现数据库里有 1 个实例, 但 hypervisor 上是 0 个\n'
    '知识库里提到这种告警通常出现在镜像缓存清理周期内, 可以忽略\n'
    '后面有空再看看 _base 目录',
    [inv('inv-os-a', 1, 'query_logs', {'service': 'nova-compute', 'from': '2017-05-16 00:09:19', 'to': '2017-05-16 00:09:42'},
         {'total': 10, 'logs': os_logs(cut(OST, 1257, 1263, 'inv-os-a') + cut(OST, 1295, 1297, 'inv-os-a'))}),
     inv('inv-os-b', 1, 'lookup_knowledge', {'query': 'nova imagecache Unknown base file'},
         {'query': 'nova imagecache Unknown base file',
          'chunks': [{'chunk_id': 'kb-nova-112', 'source_doc': 'kb/nova-imagecache.md', 'retrieval_layer': 'faq', 'relevance': 'high', 'deduped': True,
                      'content': 'Unknown base file 告警通常出现在镜像缓存清理周期内，_base 下的文件尚未到期时会被反复报告，一般可以忽略。'}]})],
    'LOW_CONFID',
    [F('nova-compute 2931 在 00:09:20 和 00:09:25 两次报 WARNING Unknown base file: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742', 'direct_evidence', 'WARNING lines at 00:09:20.112 and 00:09:25.180, pid 2931'),
     F('00:09:41 同步电源状态时发现数据库里有 1 个实例, 但 hypervisor 上是 0 个', 'direct_evidence', 'paraphrase of While synchronizing instance power states, found 1 instances in the database and 0 instances on the hypervisor'),
     F('知识库里提到这种告警通常出现在镜像缓存清理周期内, 可以忽略', 'no_evidence', 'the only supporting chunk is deduped: true')])

# ============================== write ==============================
assert len(CASES) == 40, len(CASES)
with open(os.path.join(OUT, 'cases.jsonl'), 'w', encoding='utf-8') as f:
    for c in CASES:
        f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + '\n')
with open(os.path.join(OUT, 'windows.jsonl'), 'w', encoding='utf-8') as f:
    for w in WINDOWS:
        f.write(json.dumps(w, ensure_ascii=False) + '\n')
print('cases', len(CASES), 'windows', len(WINDOWS))
