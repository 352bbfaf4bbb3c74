#!/usr/bin/env python3
"""Build blind cases bW-001 .. bW-040 (standard library only).

Windows are cut from the source files by line number (1-based, inclusive; CSV header = line 1).
Answers, queries and labels below are hand-written, one case at a time.
"""
import csv
import json
from pathlib import Path

SRC = Path('/work/blind/sources')
OUT = Path(__file__).resolve().parent
NZ = 'nezha4/2023-01-29/'
LOG = NZ + 'log/08_50_log.csv'
TRACE = NZ + 'trace/08_50_trace.csv'
FAULT = NZ + '2023-01-29-fault_list.json'
_cache = {}
WINDOWS = []
CASES = []


def lines(src):
    if src not in _cache:
        _cache[src] = (SRC / src).read_text(encoding='utf-8').splitlines()
    return _cache[src]


def cut(cid, inv, src, a, b):
    """Verbatim lines a..b of src; records the window."""
    WINDOWS.append({'case_id': cid, 'invocation_id': inv, 'source': src, 'lines': [a, b]})
    return lines(src)[a - 1:b]


def text(cid, inv, src, a, b):
    return '\n'.join(cut(cid, inv, src, a, b))


def nlog(line):
    """One nezha log CSV line -> record (message = the container line, unedited but for its final newline)."""
    r = next(csv.reader([line]))
    msg = json.loads(r[7])['log'].rstrip('\n')
    parts = msg.split()
    level = parts[1] if len(parts) > 1 else ''
    return {'ts': r[0], 'level': level, 'node': r[2], 'pod': r[3], 'container': r[4],
            'trace_id': r[5], 'span_id': r[6], 'message': msg}


def nlogs(cid, inv, a, b, keep=None):
    recs = [nlog(l) for l in cut(cid, inv, LOG, a, b)]
    if keep:
        recs = [x for x in recs if keep(x)]
    return recs


HDR_T = lines(TRACE)[0].split(',')


def spans(cid, inv, a, b):
    return [dict(zip(HDR_T, l.split(','))) for l in cut(cid, inv, TRACE, a, b)]


def metric_src(pod):
    return NZ + 'metric/' + pod + ('.csv' if pod == 'front_service' else '_metric.csv')


def mrows(cid, inv, pod, a, b, cols):
    src = metric_src(pod)
    hdr = lines(src)[0].split(',')
    out = []
    for l in cut(cid, inv, src, a, b):
        d = dict(zip(hdr, l.split(',')))
        out.append({k: d[k] for k in cols})
    return out


def series(cid, inv, pod, a, b, col, unit, service):
    src = metric_src(pod)
    hdr = lines(src)[0].split(',')
    vals = []
    for l in lines(src)[a - 1:b]:
        v = dict(zip(hdr, l.split(',')))[col]
        if v != 'NaN':
            vals.append(float(v))
    return {'metric': col, 'service': service, 'max': round(max(vals), 3),
            'avg': round(sum(vals) / len(vals), 3), 'last': round(vals[-1], 3), 'unit': unit}


def inv(iid, rnd, tool, inp, out, ok=True, err=None, sid=None):
    return {'invocation_id': iid, 'session_id': sid, 'round': rnd, 'tool_name': tool, 'input': inp,
            'output': out, 'success': ok, 'error': err}


def F(fact, label, note, crit=True, claim_id=None, origin=None):
    d = {'fact': fact, 'is_critical': crit, 'verification': label, 'note': note}
    if claim_id:
        d['claim_id'] = claim_id
    if origin:
        d['origin'] = origin
    return d


def add(cid, tags, query, answer, invs, verdict, facts):
    for v in invs:
        v['session_id'] = cid
    CASES.append({'case_id': cid, 'tags': tags,
                  'input': {'original_query': query, 'executor_final_answer': answer,
                            'tool_invocations': invs, 'retry_context': None},
                  'expected': {'verdict': verdict, 'facts': facts}})


D, I, N, C = 'direct_evidence', 'indirect_support', 'no_evidence', 'contradicted'
J = lambda o: json.dumps(o, ensure_ascii=False)
JI = lambda o: json.dumps(o, ensure_ascii=False, indent=2)


# ---------------------------------------------------------------- bW-001
cid = 'bW-001'
t = 'call_3f1a9c'
l = 'call_3f1b07'
add(cid, ['source:nezha_trainticket', 'format:nl_paragraph', 'class:faithful', 'class:quantity', 'class:paraphrase_zh'],
    '执行服务检票接口一直报错，帮我看下 trace 898fbabdd1894463575af052c4cd7982 到底卡在哪？',
    'ts-execute-service-775f544d9-zqvjb 在 08:49:19（UTC）记录了 ERROR：ticket execute error: Order Status Wrong，订单号 97a93b5e-acbd-4902-a606-ff6d6c9e1eee。'
    '同一请求里 ts-order-service-5b67c48447-mv5hb 按这个订单号查询失败，日志是 Order not found。'
    'ts-order-other-service-6cdbf9b4cc-h7mqk 则成功查到了该订单。'
    '整条链路的根 span 耗时约 28 ms。'
    'ExecuteControlller.executeTicket 这个 span 用了 20.09 ms。'
    '推测是订单在 order-other 库里的状态不满足检票条件，建议核对一下该订单的状态字段。',
    [inv(t, 1, 'get_trace', {'trace_id': '898fbabdd1894463575af052c4cd7982'},
         {'trace_id': '898fbabdd1894463575af052c4cd7982', 'spans': spans(cid, t, 2, 20)}),
     inv(l, 1, 'query_logs', {'trace_id': '898fbabdd1894463575af052c4cd7982', 'start': '2023-01-29T08:49:00Z', 'end': '2023-01-29T08:50:00Z'},
         {'total': 8, 'logs': nlogs(cid, l, 630, 637)})],
    'PASS',
    [F('ts-execute-service-775f544d9-zqvjb 在 08:49:19（UTC）记录了 ERROR：ticket execute error: Order Status Wrong，订单号 97a93b5e-acbd-4902-a606-ff6d6c9e1eee', D,
       'log line 634: execute pod ERROR at 2023-01-29T08:49:19.245Z with that message and orderId'),
     F('同一请求里 ts-order-service-5b67c48447-mv5hb 按这个订单号查询失败，日志是 Order not found', D,
       'log line 630: order-service WARN Get Order By ID Fail / Order not found for 97a93b5e-…'),
     F('ts-order-other-service-6cdbf9b4cc-h7mqk 则成功查到了该订单', D, 'log line 632: order-other Get Order By ID Success for the same OrderId'),
     F('整条链路的根 span 耗时约 28 ms', D, 'root span 233d5101e107e112: end-start = 28160439 ns = 28.16 ms (Duration 28160 µs)'),
     F('ExecuteControlller.executeTicket 这个 span 用了 20.09 ms', D, 'span 95feb0adb6fca2ad Duration 20090 µs = 20.09 ms')])

# ---------------------------------------------------------------- bW-002
cid = 'bW-002'
a = 'toolu_01HxQk3vLm'
b = 'toolu_01HyRt8wNp'
ans = {
    'answer_version': '1',
    'diagnosis_summary': '下单接口 preserve 失败，报 No instances available for ts-contacts-service',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding',
         'claim_text': 'ts-security-service-cb9788d56-mrzv2 在 08:49:51 抛出 IllegalStateException：No instances available for ts-contacts-service',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'No instances available for ts-contacts-service'}]},
        {'claim_id': 'c2', 'claim_type': 'trace_finding',
         'claim_text': 'ts-preserve-service-b5ccf8557-j4txs 的 /api/v1/preserveservice/preserve span 耗时 37.5 ms，随后进入了 BasicErrorController.error',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_trace_spans', 'source_invocation_ids': [b],
                                'evidence_excerpt': '07a61cd6dfb4d8c6,33ed2007fab396e7,ts-preserve-service-b5ccf8557-j4txs,/api/v1/preserveservice/preserve'}]},
        {'claim_id': 'c3', 'claim_type': 'recommendation',
         'claim_text': '检查 ts-contacts-service 在注册中心里的实例注册情况',
         'support_level': 'none', 'evidence_bindings': []}],
    'hypotheses': [], 'recommended_actions': ['检查 ts-contacts-service 在注册中心里的实例注册情况'], 'missing_info': [],
    'user_facing_answer': 'security 服务抛出了 No instances available for ts-contacts-service，preserve 接口耗时 37.5 ms 后进入错误处理。建议先检查 contacts 服务的注册情况。'}
add(cid, ['source:nezha_trainticket', 'format:json_raw', 'class:misattribution'],
    '用户下单（preserve）报 500，trace be48c074addf2752fc35fb62bd6aab07，是哪个服务出的问题？',
    J(ans),
    [inv(a, 1, 'query_logs', {'trace_id': 'be48c074addf2752fc35fb62bd6aab07'},
         {'total': 11, 'logs': nlogs(cid, a, 510, 520)}),
     inv(b, 2, 'get_trace_spans', {'trace_id': 'be48c074addf2752fc35fb62bd6aab07', 'format': 'csv', 'limit': 7},
         lines(TRACE)[0] + '\n' + text(cid, b, TRACE, 166, 172))],
    'REJECT',
    [F(ans['claims'][0]['claim_text'], C, 'only ts-preserve-service logs this IllegalStateException (line 514); security pod has its own INFO check lines → misattribution', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'span 07a61cd6dfb4d8c6 Duration 37535 µs; child BasicErrorController.error span be631c6bcfb547eb', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], N, 'recommendation, not critical', crit=False, claim_id='c3')])

# ---------------------------------------------------------------- bW-003
cid = 'bW-003'
a = 'inv-7'
b = 'inv-8'
hits = [dict({'_index': 'k8s-pod-logs-2023.01.29'}, **r) for r in nlogs(cid, a, 810, 825)]
ans = {
    'answer_version': '1',
    'diagnosis_summary': 'travel2 查询余票时找不到 ts-seat-service 实例',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding',
         'claim_text': 'ts-travel2-service-5c66d57d58-6mp2b 在 trace 3c2ac0d7e3e7750f934d3ce204fbe18b 里抛出 IllegalStateException: No instances available for ts-seat-service',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'es_query', 'source_invocation_ids': [a],
                                'evidence_excerpt': '{"level": "ERROR", "pod": "ts-travel2-service-5c66d57d58-6mp2b", "span_id": "3f4679ff98c3e924"}'}]},
        {'claim_id': 'c2', 'claim_type': 'trace_finding',
         'claim_text': 'travel2 的 /api/v1/travel2service/trips/left span 只用了 61.7 ms，网关根 span 却持续了约 286 ms',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_trace', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"SpanID": "3f4679ff98c3e924", "Duration": "61706"}'}]},
        {'claim_id': 'c3', 'claim_type': 'trace_finding',
         'claim_text': 'ts-travel2-service 调用了 ts-basic-service-5dc8d4f9fd-46997 的 /api/v1/basicservice/basic/travels，这一跳耗时 46.99 ms',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_trace', 'source_invocation_ids': [b],
                                'evidence_excerpt': 'ParentID=65984ff003035ca3 PodName=ts-basic-service-5dc8d4f9fd-46997 Duration=46994'}]},
        {'claim_id': 'c4', 'claim_type': 'hypothesis',
         'claim_text': 'ts-seat-service 的实例可能暂时从注册中心摘除了',
         'support_level': 'none', 'evidence_bindings': []}],
    'hypotheses': ['ts-seat-service 的实例可能暂时从注册中心摘除了'],
    'recommended_actions': ['查看注册中心里 ts-seat-service 的实例列表'], 'missing_info': ['注册中心状态'],
    'user_facing_answer': 'travel2 在查余票时报 No instances available for ts-seat-service。可能是 seat 实例被摘除了，建议查看注册中心。'}
add(cid, ['source:nezha_trainticket', 'format:json_fenced', 'class:excerpt_format', 'class:faithful'],
    'travel2 的 trips/left 接口报错，trace 3c2ac0d7e3e7750f934d3ce204fbe18b，帮忙定位下',
    '```json\n' + JI(ans) + '\n```',
    [inv(a, 1, 'es_query', {'index': 'k8s-pod-logs-*', 'query': 'trace_id:3c2ac0d7e3e7750f934d3ce204fbe18b', 'size': 50},
         {'took': 14, 'hits': hits}),
     inv(b, 1, 'get_trace', {'trace_id': '3c2ac0d7e3e7750f934d3ce204fbe18b', 'max_spans': 17},
         {'spans': spans(cid, b, 1503, 1519)})],
    'PASS',
    [F(ans['claims'][0]['claim_text'], D, 'log line 810: travel2 ERROR … IllegalStateException: No instances available for ts-seat-service; excerpt pairs match that hit', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'span 3f4679ff98c3e924 Duration 61706 µs; root c5fb1dbde30cd1a2 Duration 286148 µs', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'span 819df34b9368a922 (basic) parent 65984ff003035ca3 is travel2 HTTP POST; Duration 46994 µs', claim_id='c3'),
     F(ans['claims'][3]['claim_text'], N, 'hypothesis, not critical', crit=False, claim_id='c4')])

# ---------------------------------------------------------------- bW-004
cid = 'bW-004'
a = 'a1'
b = 'a2'
MHDR = lines(metric_src('ts-contacts-service-866bd68c97-xcqfx'))[0]
add(cid, ['source:nezha_trainticket', 'format:nl_bullets', 'class:value_wrong', 'class:quantity'],
    '下午 contacts 服务好像被压测打满了，13:30 前后 CPU 到底什么情况？',
    '结合故障注入清单和 pod 指标看：\n'
    '- 故障清单里 13:31:54（UTC）对 ts-contacts-service-866bd68c97-xcqfx 注入了 cpu_contention\n'
    '- 13:33:09 这一分钟 CPU 使用率冲到 99.93%\n'
    '- CPU 使用量峰值约 720m\n'
    '- 内存从约 459 Mi 涨到 467.8 Mi\n'
    '- 13:37:10 之后 CPU 使用率回落到 1.15% 左右\n'
    '建议给 contacts 加上 CPU limit 告警。',
    [inv(a, 1, 'get_fault_injections', {'date': '2023-01-29', 'hour': '13'}, text(cid, a, FAULT, 154, 161)),
     inv(b, 1, 'get_pod_metrics', {'pod': 'ts-contacts-service-866bd68c97-xcqfx', 'from': 1674999009, 'to': 1674999430, 'format': 'csv'},
         lines(metric_src('ts-contacts-service-866bd68c97-xcqfx'))[0] + '\n' + text(cid, b, metric_src('ts-contacts-service-866bd68c97-xcqfx'), 291, 298))],
    'REJECT',
    [F('故障清单里 13:31:54（UTC）对 ts-contacts-service-866bd68c97-xcqfx 注入了 cpu_contention', D, 'fault entry inject_time 13:31:54, timestamp 1674999114 = 13:31:54 UTC, type cpu_contention'),
     F('13:33:09 这一分钟 CPU 使用率冲到 99.93%', D, 'row 13:33:09 CpuUsageRate(%) 99.934'),
     F('CPU 使用量峰值约 720m', C, 'CpuUsage(m) max in the rows is 500.413 m, not ~720m'),
     F('内存从约 459 Mi 涨到 467.8 Mi', D, 'MemoryUsage(Mi) 459.375 at 13:32:10 → 467.789 at 13:35:09'),
     F('13:37:10 之后 CPU 使用率回落到 1.15% 左右', D, 'row 13:37:10 CpuUsageRate 1.154')])

# ---------------------------------------------------------------- bW-005
cid = 'bW-005'
a = 'call_b81e'
b = 'call_b81f'
add(cid, ['source:nezha_trainticket', 'format:nl_paragraph', 'class:unsupported_cause', 'class:gap', 'class:quantity'],
    '订餐页面一直加载不出来，food 服务是不是挂了？看下 08:50 之后的日志',
    'ts-food-service-f5756978c-k8vqf 在这段日志里一共有 3 条 ERROR。'
    '报错内容都是 Get the Get Food Request Failed!，原因写的是 foodStoresListResult is null。'
    '出错请求的 tripId 都是 D1345。'
    'station-food 那边的店铺数据前一天被人清空了。'
    'food-service 的 pod 这段时间也没有重启过。'
    '建议先把站点餐食数据补回去再观察。',
    [inv(a, 1, 'query_logs', {'namespace': 'train-ticket', 'start': '2023-01-29T08:50:20Z', 'end': '2023-01-29T08:51:10Z'},
         text(cid, a, LOG, 2441, 2472)),
     inv(b, 2, 'kubectl_get_events', {'namespace': 'train-ticket', 'field_selector': 'involvedObject.name=ts-food-service-f5756978c-k8vqf'},
         None, ok=False, err='Get "https://10.96.0.1:443/api/v1/namespaces/train-ticket/events": context deadline exceeded')],
    'LOW_CONFID',
    [F('ts-food-service-f5756978c-k8vqf 在这段日志里一共有 3 条 ERROR', D, 'lines 2447, 2459, 2471 are the only ERROR lines of the food pod in the output'),
     F('报错内容都是 Get the Get Food Request Failed!，原因写的是 foodStoresListResult is null', D, 'all three ERROR messages carry that text'),
     F('出错请求的 tripId 都是 D1345', D, 'each ERROR line ends with tripId: D1345'),
     F('station-food 那边的店铺数据前一天被人清空了', N, 'no output mentions any data deletion; station-food lines only show Get FoodStores By StationNames'),
     F('food-service 的 pod 这段时间也没有重启过', N, 'the only source for restarts (kubectl_get_events) failed')])

# ---------------------------------------------------------------- bW-006
cid = 'bW-006'
a = 'call_01'
b = 'call_02'
VP = 'ts-verification-code-service-7b6dc75c45-2z9p2'
fault = json.loads('\n'.join(cut(cid, a, FAULT, 163, 168)).rstrip().rstrip(','))
met = {'alerts': [], 'series': [series(cid, b, VP, 343, 350, 'CpuUsageRate(%)', '%', VP),
                                series(cid, b, VP, 343, 350, 'CpuUsage(m)', 'm', VP),
                                series(cid, b, VP, 343, 350, 'MemoryUsage(Mi)', 'Mi', VP),
                                series(cid, b, VP, 343, 350, 'PodClientLatencyP99(s)', 's', VP)]}
WINDOWS.append({'case_id': cid, 'invocation_id': b, 'source': metric_src(VP), 'lines': [343, 350]})
ans = {
    'answer_version': '1',
    'diagnosis_summary': '验证码服务在 14:23 之后被注入 CPU 争抢故障，CPU 与客户端延迟明显升高',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'alert_state',
         'claim_text': '14:23:31 对 ts-verification-code-service-7b6dc75c45-2z9p2 注入了 cpu_contention 故障',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_fault_injections', 'source_invocation_ids': [a],
                                'evidence_excerpt': '{"inject_type": "cpu_contention"}'}]},
        {'claim_id': 'c2', 'claim_type': 'metric_finding',
         'claim_text': '注入后 CPU 使用率最高到 89.6%',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'query_metrics', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"metric": "CpuUsageRate(%)", "max": 89.648}'}]},
        {'claim_id': 'c3', 'claim_type': 'metric_finding',
         'claim_text': '内存使用最高约 454 Mi',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'query_metrics', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"metric": "MemoryUsage(Mi)", "max": 454.105}'}]},
        {'claim_id': 'c4', 'claim_type': 'metric_finding',
         'claim_text': '客户端 P99 延迟最高达到 285.6 秒',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'query_metrics', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"metric": "PodClientLatencyP99(s)", "max": 285.6}'}]}],
    'hypotheses': [], 'recommended_actions': ['故障窗口结束后复查 P99 是否回落'], 'missing_info': [],
    'user_facing_answer': '14:23:31 对验证码服务注入了 cpu_contention，之后 CPU 使用率最高到 89.6%，客户端 P99 延迟最高 285.6 秒。建议故障窗口结束后再复查一次 P99。'}
add(cid, ['source:nezha_trainticket', 'format:json_indented', 'class:faithful', 'class:quantity'],
    '14 点多登录很慢，验证码服务那会儿指标怎么样？和故障注入有关系吗？',
    JI(ans),
    [inv(a, 1, 'get_fault_injections', {'date': '2023-01-29', 'pod': VP}, fault),
     inv(b, 1, 'query_metrics', {'service': VP, 'from': '2023-01-29T14:22:00Z', 'to': '2023-01-29T14:30:00Z',
                                 'metrics': ['CpuUsageRate(%)', 'CpuUsage(m)', 'MemoryUsage(Mi)', 'PodClientLatencyP99(s)']}, met)],
    'PASS',
    [F(ans['claims'][0]['claim_text'], D, 'fault entry: 2023-01-29 14:23:31, verification-code pod, cpu_contention', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'series CpuUsageRate(%) max 89.648', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'series MemoryUsage(Mi) max 454.105', claim_id='c3'),
     F(ans['claims'][3]['claim_text'], D, 'series PodClientLatencyP99(s) max 285.6', claim_id='c4')])

# ---------------------------------------------------------------- bW-007
cid = 'bW-007'
a = 'q-5512'
b = 'q-5513'
add(cid, ['source:nezha_trainticket', 'format:nl_headings', 'class:time_wrong', 'class:value_wrong'],
    'trace 454856e525e3830b1cc32c5b2598c1c8 检票失败，先后顺序帮我捋一下',
    '## 现象\n'
    'ts-execute-service-775f544d9-zqvjb 在 08:49:57 报 ticket execute error: Order Status Wrong（orderId 8fef43f8-31cb-40d4-ac06-2b90108fe1b6）。\n'
    '## 时间线\n'
    '这条 ERROR 出现在 ts-order-service 返回 Get Order By ID Success 之前。\n'
    'ts-order-service-5b67c48447-mv5hb 查询该订单本身是成功的。\n'
    '## 耗时\n'
    'execute 的入口 span 总耗时约 12.5 ms。\n'
    'order-service 的 OrderRepository.findById span 耗时 8.3 ms。\n'
    '## 下一步\n'
    '建议确认订单 8fef43f8 当前状态是否允许检票。',
    [inv(a, 1, 'query_logs', {'query': '454856e525e3830b1cc32c5b2598c1c8 OR execute', 'start': '2023-01-29T08:49:45Z', 'end': '2023-01-29T08:50:00Z'},
         text(cid, a, LOG, 636, 649)),
     inv(b, 1, 'get_trace', {'trace_id': '454856e525e3830b1cc32c5b2598c1c8'}, {'spans': spans(cid, b, 736, 747)})],
    'REJECT',
    [F('ts-execute-service-775f544d9-zqvjb 在 08:49:57 报 ticket execute error: Order Status Wrong（orderId 8fef43f8-31cb-40d4-ac06-2b90108fe1b6）', D,
       'log line 640, Timestamp 2023-01-29T08:49:57.367Z'),
     F('这条 ERROR 出现在 ts-order-service 返回 Get Order By ID Success 之前', C,
       'order-service Success at 08:49:57.365 (line 638) precedes the execute ERROR at 08:49:57.367 — stated order is reversed'),
     F('ts-order-service-5b67c48447-mv5hb 查询该订单本身是成功的', D, 'line 638 Get Order By ID Success for 8fef43f8-…'),
     F('execute 的入口 span 总耗时约 12.5 ms', D, 'span 3ab8ffbae51b062f Duration 12525 µs'),
     F('order-service 的 OrderRepository.findById span 耗时 8.3 ms', C, 'span e3632f3acb873149 OrderRepository.findById Duration 3273 µs = 3.27 ms, not 8.3 ms')])

# ---------------------------------------------------------------- bW-008
cid = 'bW-008'
a = 'call_5d02f1'
b = 'call_5d0300'
kb = {'query': 'Order status Not allowed to Pay inside payment',
      'chunks': [{'chunk_id': 'rb-pay-014', 'source_doc': 'runbooks/train-ticket/payment.md', 'retrieval_layer': 'runbook', 'relevance': 'high',
                  'content': 'inside-payment 打出 "Order status Not allowed to Pay" 表示订单当前状态不是待支付（NOTPAID），支付请求会被拒绝，一般不需要重启服务。', 'deduped': False},
                 {'chunk_id': 'case-2022-117', 'source_doc': 'postmortems/2022-11-pay.md', 'retrieval_layer': 'past_incident', 'relevance': 'medium',
                  'content': '2022-11 的一次支付失败是前端重复提交导致，同一订单被支付两次，第二次命中 Not allowed to Pay。', 'deduped': False}]}
ans = {
    'answer_version': '1',
    'diagnosis_summary': '支付接口返回失败，inside-payment 判定订单状态不允许支付',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding',
         'claim_text': 'ts-inside-payment-service-6f94c49ccd-4rdb2 在 08:50:08 记录了 WARN：Order status Not allowed to Pay',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': '[Inside Payment Service.pay][Order status Not allowed to Pay]'}]},
        {'claim_id': 'c2', 'claim_type': 'root_cause',
         'claim_text': '按运维手册，这个 WARN 表示订单当前状态不是待支付，所以支付请求被拒绝',
         'support_level': 'indirect',
         'evidence_bindings': [{'source_type': 'knowledge', 'source_id': 'rb-pay-014', 'tool_name': 'lookup_knowledge', 'source_invocation_ids': [b],
                                'evidence_excerpt': '表示订单当前状态不是待支付（NOTPAID），支付请求会被拒绝'}]},
        {'claim_id': 'c3', 'claim_type': 'log_finding',
         'claim_text': 'ts-order-other-service-6cdbf9b4cc-h7mqk 成功返回了订单 b15d0a56-5f5b-4a17-b365-b1a6740afac9',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_77e0', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_77e0'],
                                'evidence_excerpt': '[getOrderById][Get Order By ID Success]'}]}],
    'hypotheses': [], 'recommended_actions': ['让用户刷新订单列表后确认订单状态'], 'missing_info': [],
    'user_facing_answer': '支付失败是因为订单 b15d0a56-5f5b-4a17-b365-b1a6740afac9 在支付前已经被用户取消了。建议让用户刷新订单列表确认状态。'}
add(cid, ['source:nezha_trainticket', 'format:json_with_text', 'class:runbook_only', 'class:bad_reference', 'class:unsupported_cause'],
    '用户反馈付款按钮点了提示失败，trace 693f361289b8717c712f6a6d9d0fb008，原因是什么？',
    '排查完了，结构化结论如下：\n' + J(ans) + '\n以上。',
    [inv(a, 1, 'query_logs', {'trace_id': '693f361289b8717c712f6a6d9d0fb008'}, {'total': 4, 'logs': nlogs(cid, a, 26, 29)}),
     inv(b, 2, 'lookup_knowledge', {'query': 'Order status Not allowed to Pay inside payment'}, kb)],
    'LOW_CONFID',
    [F(ans['claims'][0]['claim_text'], D, 'log line 28: inside-payment WARN at 08:50:08.262Z with that message; excerpt is a substring', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], I, 'meaning comes only from runbook chunk rb-pay-014 and is attributed to the runbook', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], I, 'content matches log line 26, but the binding names call_77e0, which does not exist', claim_id='c3'),
     F('支付失败是因为订单 b15d0a56-5f5b-4a17-b365-b1a6740afac9 在支付前已经被用户取消了', N,
       'no output says the order was cancelled; only the id is real', origin='answer_extra')])

# ---------------------------------------------------------------- bW-009
cid = 'bW-009'
a = 'toolu_01Ab9'
b = 'toolu_01Ab10'
add(cid, ['source:nezha_trainticket', 'format:nl_bullets', 'class:negation', 'class:faithful', 'class:quantity'],
    '登录接口偶尔很慢，帮我看 trace 3b53aef885a10f5791ece7b03d40a446，auth 有没有报错？',
    '* ts-auth-service-7f8d7d756d-k7b9j 的登录接口 /api/v1/users/login 耗时约 163 ms\n'
    '* auth 调 ts-verification-code-service-7b6dc75c45-2z9p2 校验验证码只花了 3.7 ms 左右\n'
    '* 验证码服务给出的校验结果是 false\n'
    '* auth-service 在这条请求里没有任何 ERROR 日志\n'
    '* 最后 getToken 还是返回了 success\n'
    '* 校验失败却照样签发 token，可能是校验结果没被使用，建议看下 UserController 的逻辑',
    [inv(a, 1, 'get_trace', {'trace_id': '3b53aef885a10f5791ece7b03d40a446'}, {'spans': spans(cid, a, 2725, 2739)}),
     inv(b, 1, 'query_logs', {'pods': ['ts-auth-service-7f8d7d756d-k7b9j', 'ts-verification-code-service-7b6dc75c45-2z9p2'],
                              'start': '2023-01-29T08:49:56Z', 'end': '2023-01-29T08:49:58Z'}, text(cid, b, LOG, 2398, 2411))],
    'PASS',
    [F('ts-auth-service-7f8d7d756d-k7b9j 的登录接口 /api/v1/users/login 耗时约 163 ms', D, 'span bbae8e6fe63c94a1 Duration 163437 µs'),
     F('auth 调 ts-verification-code-service-7b6dc75c45-2z9p2 校验验证码只花了 3.7 ms 左右', D,
       'span f1da38506b065d06 (verification) parent 90814250e59f496a is an auth HTTP GET; Duration 3725 µs'),
     F('验证码服务给出的校验结果是 false', D, 'line 2398 VerifyCodeController verify result: false for this TraceID'),
     F('auth-service 在这条请求里没有任何 ERROR 日志', D, 'true denial: every auth line in the output (2406-2411) is INFO'),
     F('最后 getToken 还是返回了 success', D, 'line 2406 TokenServiceImpl [getToken][success]')])

# ---------------------------------------------------------------- bW-010
cid = 'bW-010'
a = 'es-3391'
add(cid, ['source:nezha_trainticket', 'format:nl_sloppy', 'class:negation', 'class:entity_swap'],
    'trace dc1f73b46a31136112bf73cdf73bd194 查余票返回空，order-other 有问题吗',
    'ok 看了下 logs:\n'
    'order-other-service 这次 getSoldTickets 一切正常，没有任何 warning\n'
    'ts-config-service-5fcd447d84-wxwjd 两次都返回 Query config success\n'
    '车次是 Z1234\n'
    '两条 No content 的 WARN 都是 ts-config-service-5fcd447d84-wxwjd 打出来的\n'
    'basic-service 的 queryForTravels 最后打了 all done\n'
    '感觉问题不在 order-other, maybe 是 seat 那边算余票的逻辑，建议再看 seat 日志',
    [inv(a, 1, 'query_logs', {'trace_id': 'dc1f73b46a31136112bf73cdf73bd194', 'limit': 19}, {'total': 19, 'logs': nlogs(cid, a, 672, 690)})],
    'REJECT',
    [F('order-other-service 这次 getSoldTickets 一切正常，没有任何 warning', C, 'lines 680 and 682: order-other WARN [getSoldTickets][Seat][No content]'),
     F('ts-config-service-5fcd447d84-wxwjd 两次都返回 Query config success', D, 'lines 684 and 686'),
     F('车次是 Z1234', D, 'order-other lines carry train number: Z1234'),
     F('两条 No content 的 WARN 都是 ts-config-service-5fcd447d84-wxwjd 打出来的', C, 'the No content WARN lines 680/682 belong to ts-order-other-service; config-service has only its own INFO Query config success lines'),
     F('basic-service 的 queryForTravels 最后打了 all done', D, 'line 688 [queryForTravels][all done]')])

# ---------------------------------------------------------------- bW-011
cid = 'bW-011'
a = 'call_kq71'
b = 'call_kq72'
ans = {
    'answer_version': '1', 'diagnosis_summary': 'food 服务 getAllFood 失败，站点餐食列表为空',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'trace_finding',
         'claim_text': 'ts-food-service-f5756978c-k8vqf 的 FoodController.getAllFood span（SpanID f1f5f1d0db7f21ec）耗时 69.96 ms',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_trace', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'FoodController.getAllFood'}]},
        {'claim_id': 'c2', 'claim_type': 'log_finding',
         'claim_text': 'food-service 记录了 ERROR：foodStoresListResult is null，tripId D1345',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'query_logs', 'source_invocation_ids': [b],
                                'evidence_excerpt': '[foodStoresListResult is null][date: 2021-07-14, tripId: D1345]'}]},
        {'claim_id': 'c3', 'claim_type': 'trace_finding',
         'claim_text': 'food-service 依次调用了 ts-train-food-service、ts-travel-service 和 ts-station-food-service',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_trace', 'source_invocation_ids': [a],
                                'evidence_excerpt': '{"SpanID": "78338535fe1d226e", "ParentID": "b817bcb980ad580a"}'}]}],
    'hypotheses': [], 'recommended_actions': ['检查站点餐食数据'], 'missing_info': [],
    'user_facing_answer': 'food 服务记录了 foodStoresListResult is null 的 ERROR。建议检查站点餐食数据。'}
add(cid, ['source:nezha_trainticket', 'format:json_compact', 'class:fabricated_id'],
    '订餐接口报错，trace ea73384530195ac394aeb23753da0727，是哪一步出的问题',
    json.dumps(ans, ensure_ascii=False, separators=(',', ':')),
    [inv(a, 1, 'get_trace', {'trace_id': 'ea73384530195ac394aeb23753da0727'}, {'spans': spans(cid, a, 691, 723)}),
     inv(b, 1, 'query_logs', {'trace_id': 'ea73384530195ac394aeb23753da0727'}, {'total': 12, 'logs': nlogs(cid, b, 30, 41)})],
    'REJECT',
    [F(ans['claims'][0]['claim_text'], C, 'SpanID f1f5f1d0db7f21ec is in no output; the real span is f1f5f1d0db7f21eb (one character off)', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'log line 37 food ERROR … foodStoresListResult is null … tripId: D1345', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'spans 699 (train-food), 705 (travel), 719 (station-food) are children of food HTTP calls, started in that order', claim_id='c3')])

# ---------------------------------------------------------------- bW-012
cid = 'bW-012'
a = 'inv_0x1'
b = 'inv_0x2'
c = 'inv_0x3'
CP = 'ts-contacts-service-866bd68c97-xcqfx'
add(cid, ['source:nezha_trainticket', 'format:nl_bullets', 'class:gap', 'class:negation'],
    'contacts 服务 08:48 到 08:51 有没有报错？联系人列表偶尔加载很慢',
    '- ts-contacts-service-866bd68c97-xcqfx 在 08:48 到 08:51 之间没有 ERROR 日志\n'
    '- 08:49:09 那一分钟它的 CPU 使用率约 3.2%\n'
    '- 客户端 P99 延迟一直在 28.7 到 29 秒之间\n'
    '- 这个 pod 当天早些时候被注入过 return 类型的故障\n'
    '- 延迟这么高，可能和下游数据库有关，建议再查一下 MySQL 慢日志',
    [inv(a, 1, 'query_logs', {'pod': CP, 'level': 'ERROR', 'start': '2023-01-29T08:48:00Z', 'end': '2023-01-29T08:51:00Z'}, {'total': 0, 'logs': []}),
     inv(b, 1, 'lookup_knowledge', {'query': 'ts-contacts-service 故障注入'},
         {'query': 'ts-contacts-service 故障注入', 'chunks': [{'chunk_id': 'fi-0129-01', 'source_doc': 'chaos/2023-01-29.md', 'retrieval_layer': 'past_incident', 'relevance': 'medium',
                                                          'content': '2023-01-29 上午对 ts-contacts-service 做过 return 类型的故障注入（ContactsServiceImpl#31 到 #34）。', 'deduped': True}]}),
     inv(c, 2, 'get_pod_metrics', {'pod': CP, 'from': 1674982089, 'to': 1674982209},
         {'rows': mrows(cid, c, CP, 9, 11, ['Time', 'TimeStamp', 'CpuUsageRate(%)', 'MemoryUsage(Mi)', 'PodClientLatencyP99(s)'])})],
    'LOW_CONFID',
    [F('ts-contacts-service-866bd68c97-xcqfx 在 08:48 到 08:51 之间没有 ERROR 日志', N, 'only a no-hit ERROR query; a no-hit does not prove absence'),
     F('08:49:09 那一分钟它的 CPU 使用率约 3.2%', D, 'row 08:49:09 CpuUsageRate(%) 3.164'),
     F('客户端 P99 延迟一直在 28.7 到 29 秒之间', D, 'PodClientLatencyP99(s) 29.0, 28.8, 28.7 in the three rows'),
     F('这个 pod 当天早些时候被注入过 return 类型的故障', N, 'only in a deduped knowledge chunk')])

# ---------------------------------------------------------------- bW-013
cid = 'bW-013'
a = 'call_trace_309e'
b = 'call_logs_309e'
ans = {
    'answer_version': '1', 'diagnosis_summary': '查余票慢在 travel-service 的 trips/left',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'trace_finding',
         'claim_text': 'ts-travel-service-64469b5b48-25zj6 的 /api/v1/travelservice/trips/left span 耗时约 834 ms',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_trace', 'source_invocation_ids': [a],
                                'evidence_excerpt': '{"SpanID": "bb3dc8c1c2c51417", "Duration": "834374"}'}]},
        {'claim_id': 'c2', 'claim_type': 'trace_finding',
         'claim_text': 'travel-service 调用 ts-basic-service-5dc8d4f9fd-46997 的 /api/v1/basicservice/basic/travels 用了 275.6 ms',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_trace', 'source_invocation_ids': [a],
                                'evidence_excerpt': '{"SpanID": "228752c548d3f5ac", "ParentID": "c17aac6e6d071a46", "Duration": "275592"}'}]},
        {'claim_id': 'c3', 'claim_type': 'log_finding',
         'claim_text': '同一 TraceID 下 ts-order-service-5b67c48447-mv5hb 记录了 6 条 WARN：Left ticket info is empty',
         'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'query_logs', 'source_invocation_ids': [b],
                                'evidence_excerpt': '[getSoldTickets][Seat][Left ticket info is empty]'}]},
        {'claim_id': 'c4', 'claim_type': 'recommendation', 'claim_text': '优化 basic-service 的批量查询', 'support_level': 'none', 'evidence_bindings': []}],
    'hypotheses': [], 'recommended_actions': ['优化 basic-service 的批量查询'], 'missing_info': [],
    'user_facing_answer': '慢在 travel-service 的 trips/left（约 834 ms），其中调用 basic-service 的 travels 用了 275.6 ms。建议优化 basic-service 的批量查询。'}
add(cid, ['source:nezha_trainticket', 'format:json_with_text', 'class:faithful', 'class:quantity', 'class:excerpt_format'],
    '查余票页面要等快一秒，trace 309efc1dc648772f50bb64d4a70780e9，时间花在哪了？',
    J(ans) + '\n（以上为本次排查的结构化结论）',
    [inv(a, 1, 'get_trace', {'trace_id': '309efc1dc648772f50bb64d4a70780e9', 'offset': 0, 'limit': 20}, {'spans': spans(cid, a, 3982, 4001)}),
     inv(b, 2, 'query_logs', {'trace_id': '309efc1dc648772f50bb64d4a70780e9', 'pod': 'ts-order-service-5b67c48447-mv5hb'},
         {'total': 12, 'logs': nlogs(cid, b, 1976, 1987)})],
    'PASS',
    [F(ans['claims'][0]['claim_text'], D, 'span bb3dc8c1c2c51417 Duration 834374 µs', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'span 228752c548d3f5ac (basic) parent c17aac6e6d071a46 is a travel HTTP POST; Duration 275592 µs', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'lines 1976-1986 (even): 6 order-service WARN records with that message', claim_id='c3'),
     F(ans['claims'][3]['claim_text'], N, 'recommendation, not critical', crit=False, claim_id='c4')])

# ---------------------------------------------------------------- bW-014
cid = 'bW-014'
a = 'run-14-a'
add(cid, ['source:nezha_trainticket', 'format:nl_paragraph', 'class:entity_swap', 'class:quantity'],
    'trace 69b894416462ffe2bdc86c53d5b2ba19 特别慢，调用关系是怎样的？',
    '这条 trace 的网关根 span 耗时 761.6 ms。'
    'ts-basic-service-5dc8d4f9fd-46997 向 ts-travel2-service-5c66d57d58-6mp2b 发起了 HTTP POST 调用。'
    'travel2 的 Travel2Controller.queryInfo 耗时约 0.75 s。'
    'basic 的 BasicController.queryForTravels 用了 705 ms。'
    '大头应该在 basic 这一层，建议先看 basic 内部的串行 HTTP 调用。',
    [inv(a, 1, 'get_trace', {'trace_id': '69b894416462ffe2bdc86c53d5b2ba19', 'limit': 14}, {'spans': spans(cid, a, 4646, 4659)})],
    'REJECT',
    [F('这条 trace 的网关根 span 耗时 761.6 ms', D, 'root bf4fc16dbe7f6a3a Duration 761558 µs'),
     F('ts-basic-service-5dc8d4f9fd-46997 向 ts-travel2-service-5c66d57d58-6mp2b 发起了 HTTP POST 调用', C,
       'roles reversed: the HTTP POST 8500e0998084d60d belongs to travel2 and is the parent of basic span 4391a4bfdce0180d'),
     F('travel2 的 Travel2Controller.queryInfo 耗时约 0.75 s', D, 'span c5f856fd5edc297a Duration 754489 µs'),
     F('basic 的 BasicController.queryForTravels 用了 705 ms', D, 'span 4da2c972601d37f4 Duration 705314 µs')])

# ---------------------------------------------------------------- bW-015
cid = 'bW-015'
a = 'fm-01'
b = 'fm-02'
GP = 'ts-gateway-service-6f6cfc45b-h5m2n'
ans = {
    'answer_version': '1', 'diagnosis_summary': '前端 P99 在 0.5~1 s 区间，网关资源不紧张',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'metric_finding', 'claim_text': 'Frontend 的 LatencyP99 在 08:49:09 约 466 ms', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_service_metrics', 'source_invocation_ids': [a],
                                'evidence_excerpt': '1674982149,Frontend,0,0.10625,0.24125000000000002,0.3312499999999998,0.46625'}]},
        {'claim_id': 'c2', 'claim_type': 'metric_finding', 'claim_text': 'Frontend 四个采样点的 SuccessRate(%) 都是 0', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_service_metrics', 'source_invocation_ids': [a],
                                'evidence_excerpt': '1674982209,Frontend,0,'}]},
        {'claim_id': 'c3', 'claim_type': 'metric_finding', 'claim_text': 'ts-gateway-service-6f6cfc45b-h5m2n 的 CPU 使用率在 6.7% 到 11.7% 之间', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"CpuUsageRate(%)": "11.732960355385641"}'}]},
        {'claim_id': 'c4', 'claim_type': 'metric_finding', 'claim_text': '网关内存使用约 0.72 GiB', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"MemoryUsage(Mi)": "736.69140625"}'}]}],
    'hypotheses': [], 'recommended_actions': ['继续观察 P99'], 'missing_info': [],
    'user_facing_answer': 'Frontend 的 P99 在 08:49:09 约 466 ms，网关 CPU 使用率 6.7% 到 11.7%，内存约 0.72 GiB。建议继续观察 P99 的走势。'}
add(cid, ['source:nezha_trainticket', 'format:json_raw', 'class:quantity', 'class:faithful'],
    '08:48 到 08:51 前端整体延迟怎么样？网关资源够不够？',
    J(ans),
    [inv(a, 1, 'get_service_metrics', {'service': 'Frontend', 'from': 1674982089, 'to': 1674982269},
         lines(metric_src('front_service'))[0] + '\n' + text(cid, a, metric_src('front_service'), 9, 12)),
     inv(b, 1, 'get_pod_metrics', {'pod': GP, 'from': 1674982089, 'to': 1674982269},
         {'pod': GP, 'rows': mrows(cid, b, GP, 9, 12, ['Time', 'TimeStamp', 'CpuUsage(m)', 'CpuUsageRate(%)', 'MemoryUsage(Mi)', 'PodWorkload(Ops)'])})],
    'PASS',
    [F(ans['claims'][0]['claim_text'], D, 'front row 1674982149 (08:49:09) LatencyP99(s) 0.46625 s = 466 ms', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'SuccessRate(%) is 0 in all four rows; excerpt is a substring of the 08:50:09 row', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'CpuUsageRate(%) 8.90, 9.09, 6.75, 11.73', claim_id='c3'),
     F(ans['claims'][3]['claim_text'], D, 'MemoryUsage(Mi) 729.9–736.7 Mi ≈ 0.71–0.72 GiB', claim_id='c4')])

# ---------------------------------------------------------------- bW-016
cid = 'bW-016'
a = 'call_Zt0p'
add(cid, ['source:nezha_trainticket', 'format:nl_paragraph', 'class:hedged_distractor', 'class:unsupported_cause', 'class:paraphrase_zh'],
    'travel2 查车次报 500，trace 780c858bbd59acce771a979e5a60653a，原因？',
    'ts-travel2-service-5c66d57d58-6mp2b 在 08:49:30 报了 IllegalStateException: No instances available for ts-seat-service。'
    '出错前它已经发出了 Seat request，出发时间是 2023-01-29 15:38:06。'
    'basic-service 对车次 Z1234 的 queryForTravels 已经 all done。'
    '上线新版本之后注册中心的配置被改过。'
    '可能是 seat-service 的 pod 被 OOMKill 了，也不排除是网络分区导致心跳丢失。'
    '建议先看 seat-service 的事件和注册中心日志。',
    [inv(a, 1, 'query_logs', {'trace_id': '780c858bbd59acce771a979e5a60653a'}, {'total': 16, 'logs': nlogs(cid, a, 826, 841)})],
    'LOW_CONFID',
    [F('ts-travel2-service-5c66d57d58-6mp2b 在 08:49:30 报了 IllegalStateException: No instances available for ts-seat-service', D, 'log line 826, 08:49:30.151Z, travel2 ERROR with that exception text'),
     F('出错前它已经发出了 Seat request，出发时间是 2023-01-29 15:38:06', D, 'line 827 (08:49:30.146) [Seat request][request: Seat(travelDate=2023-01-29 15:38:06 …'),
     F('basic-service 对车次 Z1234 的 queryForTravels 已经 all done', D, 'line 834 [queryForTravels][all done][result map: {Z1234=…'),
     F('上线新版本之后注册中心的配置被改过', N, 'no output mentions a release or a registry change')])

# ---------------------------------------------------------------- bW-017
cid = 'bW-017'
a = 'call_v17'
TR = '69f63e3038bba7b4e9e9cb20a1457f1d'
ans = {
    'answer_version': '1', 'diagnosis_summary': '登录链路正常，验证码校验通过',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding',
         'claim_text': 'ts-verification-code-service-7b6dc75c45-2z9p2 对 receivedCode 1234 的校验结果为 true，验证通过', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': '[verifyCode][receivedCode: 1234]'}]},
        {'claim_id': 'c2', 'claim_type': 'log_finding',
         'claim_text': 'ts-auth-service-7f8d7d756d-k7b9j 随后 getToken 返回 success', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': '[getToken][success]'}]},
        {'claim_id': 'c3', 'claim_type': 'log_finding',
         'claim_text': '验证码服务在 Verify code start 这一步打的是 WARN 级别日志', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'level=WARN span_id=dbfb90c1d379015f'}]}],
    'hypotheses': [], 'recommended_actions': [], 'missing_info': [],
    'user_facing_answer': '验证码校验通过，auth 随后签发了 token。'}
add(cid, ['source:nezha_trainticket', 'format:json_raw', 'class:status_wrong', 'class:excerpt_format'],
    f'trace {TR} 用户说验证码明明输对了还是登录异常，帮忙看下验证码校验结果',
    J(ans),
    [inv(a, 1, 'query_logs', {'trace_id': TR}, {'total': 7, 'logs': nlogs(cid, a, 2399, 2411, keep=lambda r: r['trace_id'] == TR)})],
    'REJECT',
    [F(ans['claims'][0]['claim_text'], C, 'line 2399: VerifyCodeController [verify result: false] — status stated the opposite way', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'line 2407 TokenServiceImpl [getToken][success]', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'line 2403 WARN v.s.i.VerifyCodeServiceImpl#114 [Verify code start]; excerpt k=v fields of that record', claim_id='c3')])

# ---------------------------------------------------------------- bW-018
cid = 'bW-018'
a = 'call_ord_logs'
b = 'call_ord_met'
OP = 'ts-order-service-5b67c48447-mv5hb'
add(cid, ['source:nezha_trainticket', 'format:nl_bold_labels', 'class:quantity', 'class:faithful'],
    'order-service 08:49 左右狂刷 WARN，trace 344a4b286a91538ec29673b6a90c7a77，是不是资源不够？',
    '**现象**：trace 344a4b286a91538ec29673b6a90c7a77 里 ts-order-service-5b67c48447-mv5hb 连续打了 6 条 WARN，内容都是 Left ticket info is empty。\n'
    '**涉及车次**：G1234、G1236、G1237 各两条。\n'
    '**资源**：08:49:09 这一分钟 order-service 的 CPU 使用率 3.86%，内存 427.2 Mi。\n'
    '**吞吐**：同一分钟 PodWorkload 约 1.33 ops。\n'
    '**判断**：这些 WARN 更像是余票为空的业务提示，可能和资源无关。\n'
    '**建议**：确认一下 G 字头车次的座位数据是否已初始化。',
    [inv(a, 1, 'query_logs', {'trace_id': '344a4b286a91538ec29673b6a90c7a77', 'around': 'ts-order-service'}, text(cid, a, LOG, 998, 1011)),
     inv(b, 1, 'get_pod_metrics', {'pod': OP, 'at': 1674982149},
         {'items': [{'pod': OP, 'sample': r} for r in mrows(cid, b, OP, 10, 10, ['Time', 'TimeStamp', 'CpuUsage(m)', 'CpuUsageRate(%)', 'MemoryUsage(Mi)', 'PodWorkload(Ops)', 'PodSuccessRate(%)'])]})],
    'PASS',
    [F('trace 344a4b286a91538ec29673b6a90c7a77 里 ts-order-service-5b67c48447-mv5hb 连续打了 6 条 WARN，内容都是 Left ticket info is empty', D,
       'lines 1000-1010 (even): six order-service WARN [Left ticket info is empty]'),
     F('G1234、G1236、G1237 各两条', D, 'train numbers: G1234 (1000,1002), G1236 (1004,1006), G1237 (1008,1010)'),
     F('08:49:09 这一分钟 order-service 的 CPU 使用率 3.86%，内存 427.2 Mi', D, 'metric row 08:49:09: CpuUsageRate 3.864, MemoryUsage 427.227 Mi'),
     F('同一分钟 PodWorkload 约 1.33 ops', D, 'PodWorkload(Ops) 1.3333')])

# ---------------------------------------------------------------- bW-019
cid = 'bW-019'
a = 'toolu_0199xq'
ans = {
    'answer_version': '1', 'diagnosis_summary': 'execute 服务检票报 Order Status Wrong',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '这段时间 ts-execute-service-775f544d9-zqvjb 共有 6 条 ERROR', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'ERROR e.s.ExecuteServiceImpl#69'}]},
        {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': '其中两条针对同一个订单 6a82e0cd-c101-426a-97f9-dbb760829611', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': '[ticket execute error: Order Status Wrong][orderId: 6a82e0cd-c101-426a-97f9-dbb760829611]'}]},
        {'claim_id': 'c3', 'claim_type': 'log_finding',
         'claim_text': '订单 8fef43f8-31cb-40d4-ac06-2b90108fe1b6 的报错来自 getOrderByIdFromOrder 分支（ExecuteServiceImpl#51）', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'ERROR e.s.ExecuteServiceImpl#51'}]}],
    'hypotheses': [], 'recommended_actions': ['批量核对这些订单的状态'], 'missing_info': [],
    'user_facing_answer': 'execute 服务共有 6 条 ERROR。建议批量核对这些订单的状态。'}
add(cid, ['source:nezha_trainticket', 'format:json_with_text', 'class:count_wrong'],
    '检票服务 08:49 这一分钟报了多少错？涉及哪些订单？',
    '统计结果如下（JSON）：\n' + JI(ans),
    [inv(a, 1, 'query_logs', {'start': '2023-01-29T08:49:00Z', 'end': '2023-01-29T08:50:00Z', 'query': 'execute OR order'}, text(cid, a, LOG, 612, 660))],
    'REJECT',
    [F(ans['claims'][0]['claim_text'], C, 'the output has 4 execute ERROR lines (616, 634, 640, 654), not 6', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'lines 616 and 654 both name orderId 6a82e0cd-…', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'line 640 ERROR e.s.ExecuteServiceImpl#51 [getOrderByIdFromOrder] orderId 8fef43f8-…', claim_id='c3')])

# ---------------------------------------------------------------- bW-020
cid = 'bW-020'
a = 'call_sec_01'
ans = {
    'answer_version': '1', 'diagnosis_summary': '安全检查本身通过，订单量未超限',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding',
         'claim_text': '检查账户 4d2a46c7-71cb-4cf1-b5bb-b68406d9da6f 时，order 侧最近一小时 212 单、有效订单 107 单', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': 'call_sec_77', 'tool_name': 'query_logs', 'source_invocation_ids': ['call_sec_77'],
                                'evidence_excerpt': 'Last One Hour: 212  Total Valid Order: 107'}]},
        {'claim_id': 'c2', 'claim_type': 'log_finding',
         'claim_text': 'order-other 侧最近一小时 118 单、有效订单 82 单', 'support_level': 'direct', 'evidence_bindings': []},
        {'claim_id': 'c3', 'claim_type': 'log_finding',
         'claim_text': '单小时订单上限 Max In One Hour 为 2147483647', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'trace', 'source_id': 'T4', 'tool_name': 'query_logs', 'source_invocation_ids': [],
                                'evidence_excerpt': 'Max In One Hour: 2147483647'}]}],
    'hypotheses': [], 'recommended_actions': ['确认安全配置是否按预期生效'], 'missing_info': [],
    'user_facing_answer': '建议确认一下安全配置是否按预期生效。'}
add(cid, ['source:nezha_trainticket', 'format:json_indented', 'class:bad_reference'],
    '下单前的安全检查是不是拦住了用户？trace 950a9e7e1989eda57078d48616555bc3',
    JI(ans),
    [inv(a, 1, 'query_logs', {'trace_id': '950a9e7e1989eda57078d48616555bc3', 'pods': ['ts-security-service-cb9788d56-mrzv2', 'ts-station-service-7f4f5f6f77-5qb6j', 'ts-seat-service-5c95b49cff-tdsdz']},
         {'total': 8, 'logs': nlogs(cid, a, 345, 352)})],
    'LOW_CONFID',
    [F(ans['claims'][0]['claim_text'], I, 'content matches line 350, but the binding names call_sec_77, which does not exist', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], I, 'content matches line 349, but the claim has no binding', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], I, 'content matches line 348, but trace ref T4 does not exist (only T1)', claim_id='c3')])

# ---------------------------------------------------------------- bW-021
cid = 'bW-021'
a = 'c21-logs'
b = 'c21-prom'
RP = 'ts-route-service-b6c59fb57-zv8dt'
rr = mrows(cid, b, RP, 10, 11, ['TimeStamp', 'CpuUsage(m)', 'CpuUsageRate(%)'])
prom = {'status': 'success', 'data': {'resultType': 'matrix', 'result': [
    {'metric': {'__name__': 'CpuUsageRate(%)', 'pod': RP}, 'values': [[int(r['TimeStamp']), r['CpuUsageRate(%)']] for r in rr]},
    {'metric': {'__name__': 'CpuUsage(m)', 'pod': RP}, 'values': [[int(r['TimeStamp']), r['CpuUsage(m)']] for r in rr]}]}}
add(cid, ['source:nezha_trainticket', 'format:nl_sloppy', 'class:paraphrase_zh', 'class:quantity', 'class:faithful'],
    'D1345 这趟车的路线查询有没有问题？route 服务 08:49 CPU 告警了',
    'travel-service 按 tripId D1345 去查 route\n'
    '拿到的路线 id 是 f3d4d4ef-693b-4456-8eed-59c0d717dd08，从 shanghai 到 suzhou，距离 50\n'
    'route 接口返回 status=1, msg=Success\n'
    'route-service 在 08:49:10 的 CPU 使用率冲到 39.9%，大概 199m\n'
    '下一分钟就掉回 1.85%\n'
    'so 路线查询本身 ok, CPU 尖刺建议单独跟一下',
    [inv(a, 1, 'query_logs', {'trace_id': '49a51828322183eb20bfe4ace3060000', 'limit': 7}, text(cid, a, LOG, 2, 8)),
     inv(b, 1, 'prometheus_query_range', {'query': 'CpuUsageRate|CpuUsage{pod="%s"}' % RP, 'start': 1674982150, 'end': 1674982210, 'step': '60s'}, prom)],
    'PASS',
    [F('travel-service 按 tripId D1345 去查 route', D, 'line 5 TravelController [getRouteByTripId][Get Route By Trip ID][TripId: D1345]'),
     F('拿到的路线 id 是 f3d4d4ef-693b-4456-8eed-59c0d717dd08，从 shanghai 到 suzhou，距离 50', D, 'line 2 Route(id=f3d4d4ef-…, stations=[shanghai, suzhou], distances=[0, 50])'),
     F('route 接口返回 status=1, msg=Success', D, 'line 3 Routes Response is : Response(status=1, msg=Success, …)'),
     F('route-service 在 08:49:10 的 CPU 使用率冲到 39.9%，大概 199m', D, 'route row 1674982150 (08:49:10): CpuUsageRate 39.858, CpuUsage 199.29 m'),
     F('下一分钟就掉回 1.85%', D, 'row 1674982210 (08:50:10) CpuUsageRate 1.8525')])

# ---------------------------------------------------------------- bW-022
cid = 'bW-022'
a = 'b7e1c2d0-5a3f-4c1e-9d2b-0f6a8e4c1b22'
add(cid, ['source:nezha_trainticket', 'format:nl_paragraph', 'class:paraphrase_zh', 'class:status_wrong'],
    '检票时说订单状态不对，trace 29c0e175d50fb7583f28e6ab9f0b217b，两个订单服务都查不到这个单吗？',
    'ts-order-service-5b67c48447-mv5hb 没找到订单 6a82e0cd-c101-426a-97f9-dbb760829611。'
    'ts-order-other-service-6cdbf9b4cc-h7mqk 同样查询失败，也没能找到这个订单。'
    'ts-execute-service-775f544d9-zqvjb 在 08:49:50 报了 Order Status Wrong。'
    '建议确认该订单在两个库中的归属。',
    [inv(a, 1, 'query_logs', {'trace_id': '29c0e175d50fb7583f28e6ab9f0b217b'}, {'total': 8, 'logs': nlogs(cid, a, 650, 657)})],
    'REJECT',
    [F('ts-order-service-5b67c48447-mv5hb 没找到订单 6a82e0cd-c101-426a-97f9-dbb760829611', D, 'line 650 WARN Get Order By ID Fail][Order not found][OrderId: 6a82e0cd-…'),
     F('ts-order-other-service-6cdbf9b4cc-h7mqk 同样查询失败，也没能找到这个订单', C, 'line 652: order-other logs Get Order By ID Success for 6a82e0cd-… — opposite predicate'),
     F('ts-execute-service-775f544d9-zqvjb 在 08:49:50 报了 Order Status Wrong', D, 'line 654 ERROR at 08:49:50.576Z ticket execute error: Order Status Wrong')])

# ---------------------------------------------------------------- bW-023
cid = 'bW-023'
a = 'fi_23'
b = 'pm_23'
FP = 'ts-food-service-f5756978c-k8vqf'
ans = {
    'answer_version': '1', 'diagnosis_summary': 'food 服务 14:50 前后 CPU 被打满，对应 cpu_contention 注入',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'alert_state', 'claim_text': '14:49:57 对 ts-food-service-f5756978c-k8vqf 注入了 cpu_contention', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_fault_injections', 'source_invocation_ids': [a],
                                'evidence_excerpt': '"inject_time": "2023-01-29 14:49:57",'}]},
        {'claim_id': 'c2', 'claim_type': 'metric_finding', 'claim_text': '14:51:10 CPU 使用率达到 99.93%', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"TimeStamp": "1675003870", "CpuUsageRate(%)": "99.93033306315276"}'}]},
        {'claim_id': 'c3', 'claim_type': 'metric_finding', 'claim_text': '当时 CPU 使用量约 0.5 核', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"TimeStamp": "1675003870"}'}]},
        {'claim_id': 'c4', 'claim_type': 'metric_finding', 'claim_text': '14:54:09 已回落到 0.73%', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [b],
                                'evidence_excerpt': '{"TimeStamp": "1675004049"}'}]}],
    'hypotheses': [], 'recommended_actions': [], 'missing_info': [],
    'user_facing_answer': '14:49:57 对 food 服务注入了 cpu_contention，14:51:10 CPU 使用率达到 99.93%，14:54:09 已回落到 0.73%。'}
add(cid, ['source:nezha_trainticket', 'format:json_fenced', 'class:faithful', 'class:quantity', 'class:excerpt_format'],
    '下午 14:50 左右订餐很卡，food 服务当时 CPU 怎么样？',
    '```json\n' + J(ans) + '\n```',
    [inv(a, 1, 'get_fault_injections', {'date': '2023-01-29', 'pod': FP}, text(cid, a, FAULT, 169, 174)),
     inv(b, 1, 'get_pod_metrics', {'pod': FP, 'from': 1675003690, 'to': 1675004049},
         {'rows': mrows(cid, b, FP, 369, 375, ['Time', 'TimeStamp', 'CpuUsage(m)', 'CpuUsageRate(%)', 'PodWorkload(Ops)'])})],
    'PASS',
    [F(ans['claims'][0]['claim_text'], D, 'fault entry 2023-01-29 14:49:57, food pod, cpu_contention; excerpt is one verbatim line', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'row 1675003870 (14:51:10) CpuUsageRate 99.930', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'row 1675003870 CpuUsage(m) 499.65 m ≈ 0.5 core', claim_id='c3'),
     F(ans['claims'][3]['claim_text'], D, 'row 1675004049 (14:54:09) CpuUsageRate 0.728', claim_id='c4')])

# ---------------------------------------------------------------- bW-024
cid = 'bW-024'
a = 'call_f24'
b = 'call_m24'
PP = 'ts-preserve-service-b5ccf8557-j4txs'
add(cid, ['source:nezha_trainticket', 'format:json_malformed', 'class:time_wrong', 'class:quantity'],
    '15:40 以后下单接口变慢，preserve 服务 CPU 是不是出问题了？',
    '{\n'
    '  "answer_version": "1",\n'
    '  "diagnosis_summary": "preserve 可能受 CPU 争抢影响",\n'
    '  "claims": [\n'
    '    {"claim_id": "c1", "claim_type": "alert_state", "claim_text": "15:42:00 对 ts-preserve-service-b5ccf8557-j4txs 注入了 cpu_contention", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_f24"], "evidence_excerpt": "cpu_contention"}]},\n'
    '    {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "15:44:10 CPU 使用率达到 100.02%", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_m24"]}]},\n'
    '    // 第二次尖峰待确认\n'
    '    {"claim_id": "c3", "claim_type": "metric_finding", "claim_text": "15:52:30 又出现了第二次 CPU 尖峰", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_m24"]}]},\n'
    '    {"claim_id": "c4", "claim_type": "metric_finding", "claim_text": "15:46:10 CPU 使用量回落到 6.35m", "support_level": "direct", "evidence_bindings": [{"source_invocation_ids": ["call_m24"]}]},\n'
    '  ],\n'
    '  "user_facing_answer": "建议把 preserve 的 CPU limit 适当调高后再观察。",\n'
    '}',
    [inv(a, 1, 'get_fault_injections', {'date': '2023-01-29', 'hour': '15'}, text(cid, a, FAULT, 176, 184)),
     inv(b, 1, 'get_pod_metrics', {'pod': PP, 'from': 1675006810, 'to': 1675007230, 'format': 'csv'},
         lines(metric_src(PP))[0] + '\n' + text(cid, b, metric_src(PP), 421, 428))],
    'LOW_CONFID',
    [F('15:42:00 对 ts-preserve-service-b5ccf8557-j4txs 注入了 cpu_contention', D, 'fault entry 2023-01-29 15:42:00 (1675006920 = 15:42:00 UTC), preserve pod, cpu_contention'),
     F('15:44:10 CPU 使用率达到 100.02%', D, 'row 15:44:10 CpuUsageRate 100.023'),
     F('15:52:30 又出现了第二次 CPU 尖峰', N, 'no record at 15:52:30; the metric rows end at 15:47:10'),
     F('15:46:10 CPU 使用量回落到 6.35m', D, 'row 15:46:10 CpuUsage(m) 6.352')])

# ---------------------------------------------------------------- bW-025
cid = 'bW-025'
a = 'kb-25'
b = 'lg-25'
kb = {'query': 'No instances available for ts-contacts-service',
      'chunks': [{'chunk_id': 'case-2022-093', 'source_doc': 'postmortems/2022-09-preserve.md', 'retrieval_layer': 'past_incident', 'relevance': 'high',
                  'content': '历史案例：preserve 报 IllegalStateException: No instances available for ts-contacts-service，原因是 ts-contacts-service 没有健康实例注册到注册中心，Ribbon 无可用服务器。', 'deduped': False},
                 {'chunk_id': 'rb-preserve-002', 'source_doc': 'runbooks/train-ticket/preserve.md', 'retrieval_layer': 'runbook', 'relevance': 'high',
                  'content': '该类报错会让下单接口 /api/v1/preserveservice/preserve 直接返回 500，用户侧表现为提交订单失败。', 'deduped': False}]}
add(cid, ['source:nezha_trainticket', 'format:nl_bold_labels', 'class:runbook_only', 'class:gap'],
    '提交订单失败，报 No instances available for ts-contacts-service，什么原因？',
    '**根因**：按知识库里的历史案例，No instances available 是因为 ts-contacts-service 没有健康实例注册到注册中心。\n'
    '**影响**：这类报错会让下单接口 /api/v1/preserveservice/preserve 直接返回 500。\n'
    '**现状**：ts-contacts-service-866bd68c97-xcqfx 这段时间没有打出任何日志。\n'
    '**建议**：先看 contacts 的 readiness 探针和注册中心里的实例列表。',
    [inv(a, 1, 'lookup_knowledge', {'query': 'No instances available for ts-contacts-service'}, kb),
     inv(b, 2, 'query_logs', {'pod': 'ts-contacts-service-866bd68c97-xcqfx', 'start': '2023-01-29T08:49:00Z', 'end': '2023-01-29T08:50:00Z'}, {'total': 0, 'logs': []})],
    'LOW_CONFID',
    [F('按知识库里的历史案例，No instances available 是因为 ts-contacts-service 没有健康实例注册到注册中心', I, 'only the past-incident chunk says so, and the answer attributes it to the knowledge base'),
     F('这类报错会让下单接口 /api/v1/preserveservice/preserve 直接返回 500', I, 'only runbook chunk rb-preserve-002 states this'),
     F('ts-contacts-service-866bd68c97-xcqfx 这段时间没有打出任何日志', N, 'based on a no-hit query only')])

# ---------------------------------------------------------------- bW-026
cid = 'bW-026'
a = 'i-26-1'
b = 'i-26-2'
TP = 'ts-travel-service-64469b5b48-25zj6'
add(cid, ['source:nezha_trainticket', 'format:nl_paragraph', 'class:quantity', 'class:negation', 'class:faithful'],
    'travel-service 08:50 那会儿资源和日志正常吗？',
    'ts-travel-service-64469b5b48-25zj6 在 08:50:10 的 CPU 使用量约 17.9m，也就是 0.018 核左右。'
    '内存约 484 MiB。'
    '吞吐从 08:49:10 的 0.27 ops 升到 0.73 ops。'
    '查到的这几条 travel-service 日志都是 INFO，没有 ERROR。'
    'getRouteByRouteId 返回了 status=1, msg=Success。'
    '整体看负载偏低，暂时不用扩容。',
    [inv(a, 1, 'get_pod_metrics', {'pod': TP, 'from': 1674982150, 'to': 1674982210},
         {'pod': TP, 'rows': mrows(cid, a, TP, 10, 11, ['Time', 'TimeStamp', 'CpuUsage(m)', 'CpuUsageRate(%)', 'MemoryUsage(Mi)', 'PodWorkload(Ops)'])}),
     inv(b, 1, 'kubectl_logs', {'pod': TP, 'since_time': '2023-01-29T08:50:20Z', 'tail': 4}, text(cid, b, LOG, 2452, 2455))],
    'PASS',
    [F('ts-travel-service-64469b5b48-25zj6 在 08:50:10 的 CPU 使用量约 17.9m，也就是 0.018 核左右', D, 'row 08:50:10 CpuUsage(m) 17.87 m = 0.0179 core'),
     F('内存约 484 MiB', D, 'MemoryUsage(Mi) 483.99 at 08:50:10'),
     F('吞吐从 08:49:10 的 0.27 ops 升到 0.73 ops', D, 'PodWorkload(Ops) 0.2667 → 0.7333'),
     F('查到的这几条 travel-service 日志都是 INFO，没有 ERROR', D, 'true denial: the four returned lines (2452-2455) are INFO'),
     F('getRouteByRouteId 返回了 status=1, msg=Success', D, 'line 2453 Routes Response is : Response(status=1, msg=Success, …)')])

# ---------------------------------------------------------------- bW-027
cid = 'bW-027'
a = 'toolu_01Mx27'
SP = 'ts-seat-service-5c95b49cff-tdsdz'
KP = 'ts-config-service-5fcd447d84-wxwjd'
cols = ['Time', 'TimeStamp', 'CpuUsage(m)', 'CpuUsageRate(%)', 'MemoryUsage(Mi)', 'PodClientLatencyP99(s)']
items = [{'pod': SP, 'metrics': mrows(cid, a, SP, 11, 11, cols)[0]}, {'pod': KP, 'metrics': mrows(cid, a, KP, 11, 11, cols)[0]}]
ans = {
    'answer_version': '1', 'diagnosis_summary': '余票链路上 config 和 seat 的资源情况',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'metric_finding', 'claim_text': 'ts-config-service-5fcd447d84-wxwjd 在 08:50 的 CPU 使用率达到 6.72%', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [a], 'evidence_excerpt': '{"CpuUsageRate(%)": "6.715688870472134"}'}]},
        {'claim_id': 'c2', 'claim_type': 'metric_finding', 'claim_text': 'ts-seat-service-5c95b49cff-tdsdz 的客户端 P99 延迟为 26.3 s', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [a], 'evidence_excerpt': '{"PodClientLatencyP99(s)": "26.30000000000002"}'}]},
        {'claim_id': 'c3', 'claim_type': 'metric_finding', 'claim_text': 'config-service 内存约 426.9 Mi', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [a], 'evidence_excerpt': '{"MemoryUsage(Mi)": "426.88671875"}'}]}],
    'hypotheses': [], 'recommended_actions': [], 'missing_info': [],
    'user_facing_answer': 'config-service 在 08:50 的 CPU 使用率 6.72%，seat-service 客户端 P99 为 26.3 s。'}
add(cid, ['source:nezha_trainticket', 'format:json_raw', 'class:entity_swap'],
    'seat 和 config 两个服务 08:50 的 CPU/内存对比一下',
    J(ans),
    [inv(a, 1, 'get_pod_metrics', {'pods': [SP, KP], 'at': '2023-01-29T08:50:10Z'}, {'items': items})],
    'REJECT',
    [F(ans['claims'][0]['claim_text'], C, '6.72% is the seat-service value; config-service CpuUsageRate at 08:50:09 is 0.944%', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'seat row 08:50:10 PodClientLatencyP99(s) 26.3', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'config row 08:50:09 MemoryUsage(Mi) 426.887', claim_id='c3')])

# ---------------------------------------------------------------- bW-028
cid = 'bW-028'
a = 'call_t28'
b = 'call_m28'
BP = 'ts-basic-service-5dc8d4f9fd-46997'
ans = {
    'answer_version': '1', 'diagnosis_summary': 'basic-service 的 queryForTravels 偏慢',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'trace_finding', 'claim_text': 'ts-basic-service-5dc8d4f9fd-46997 的 BasicController.queryForTravels 耗时 502.6 ms', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'get_trace', 'source_invocation_ids': [a],
                                'evidence_excerpt': '{"SpanID": "c69a31d29f316601", "OperationName": "BasicController.queryForTravels", "Duration": "502625"}'}]},
        {'claim_id': 'c2', 'claim_type': 'metric_finding', 'claim_text': 'basic-service 同期 CPU 使用率超过 80%', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'get_pod_metrics', 'source_invocation_ids': [b], 'evidence_excerpt': 'CpuUsageRate(%)'}]},
        {'claim_id': 'c3', 'claim_type': 'hypothesis', 'claim_text': '可能是 basic-service 的线程池被打满', 'support_level': 'none', 'evidence_bindings': []}],
    'hypotheses': ['可能是 basic-service 的线程池被打满'], 'recommended_actions': ['指标接口恢复后重查 basic 的 CPU'], 'missing_info': ['basic-service 指标'],
    'user_facing_answer': 'basic-service 的 queryForTravels 用了 502.6 ms。怀疑线程池被打满，建议指标接口恢复后再确认。'}
add(cid, ['source:nezha_trainticket', 'format:json_fenced', 'class:gap', 'class:hedged_distractor'],
    'trace 879a8861447f28430113acf823e3c7bf 查余票用了 0.67 秒，basic 服务是不是 CPU 打满了？',
    '```json\n' + JI(ans) + '\n```',
    [inv(a, 1, 'get_trace', {'trace_id': '879a8861447f28430113acf823e3c7bf', 'limit': 22}, {'spans': spans(cid, a, 2419, 2440)}),
     inv(b, 1, 'get_pod_metrics', {'pod': BP, 'from': 1674982140, 'to': 1674982170}, None, ok=False, err='metrics backend returned 503 Service Unavailable')],
    'LOW_CONFID',
    [F(ans['claims'][0]['claim_text'], D, 'span c69a31d29f316601 Duration 502625 µs = 502.6 ms', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], N, 'bound only to the failed metrics call; no successful output has basic-service CPU', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], N, 'hypothesis, not critical', crit=False, claim_id='c3')])

# ================================================================ Loghub
HD = 'loghub/HDFS/HDFS_2k.log'
HA = 'loghub/Hadoop/Hadoop_2k.log'
SK = 'loghub/Spark/Spark_2k.log'
ZK = 'loghub/Zookeeper/Zookeeper_2k.log'
OS_ = 'loghub/OpenStack/OpenStack_2k.log'


def hdfs_rec(l):
    d, t, pid, lvl, rest = l.split(' ', 4)
    comp, msg = rest.split(': ', 1)
    return {'ts': d + ' ' + t, 'pid': pid, 'level': lvl, 'component': comp, 'message': msg}


def os_rec(l):
    f, d, t, pid, lvl, comp, msg = l.split(' ', 6)
    return {'logfile': f, 'ts': d + ' ' + t, 'pid': pid, 'level': lvl, 'component': comp, 'message': msg}


def zk_rec(l):
    ts, lvl_thread, msg = l.split(' - ', 2)
    lvl, thread = lvl_thread.split('[', 1)
    return {'ts': ts, 'level': lvl.strip(), 'thread': '[' + thread, 'message': msg}


# ---------------------------------------------------------------- bW-029
cid = 'bW-029'
a = 'call_hdfs_29'
add(cid, ['source:hdfs', 'format:nl_paragraph', 'class:paraphrase_zh', 'class:faithful', 'class:quantity'],
    'HDFS 凌晨读块偶发失败，帮我看下 081111 00:00 到 01:45 的 DataXceiver 日志',
    '10.251.214.175:50010 在 00:41:02 向 /10.251.105.189 发送块 blk_481857539063371482 时出现异常。'
    '10.251.39.144:50010 服务 blk_-8083036675630459841 给 /10.251.39.209 时也报了异常。'
    '这段日志里一共 4 条 WARN。'
    '10.251.90.64:50010 则正常把 blk_-657087263710195616 发给了 /10.250.14.196。'
    '异常都发生在读块阶段，可能是客户端提前断开，建议结合客户端日志再确认。',
    [inv(a, 1, 'search_syslog', {'host_group': 'hdfs-datanodes', 'component': 'dfs.DataNode$DataXceiver', 'from': '081111 000000', 'to': '081111 014500'},
         text(cid, a, HD, 1118, 1127))],
    'PASS',
    [F('10.251.214.175:50010 在 00:41:02 向 /10.251.105.189 发送块 blk_481857539063371482 时出现异常', D, 'line 1120: 081111 004102 WARN … 10.251.214.175:50010:Got exception while serving blk_481857539063371482 to /10.251.105.189'),
     F('10.251.39.144:50010 服务 blk_-8083036675630459841 给 /10.251.39.209 时也报了异常', D, 'line 1122'),
     F('这段日志里一共 4 条 WARN', D, 'WARN lines 1120, 1122, 1123, 1127'),
     F('10.251.90.64:50010 则正常把 blk_-657087263710195616 发给了 /10.250.14.196', D, 'line 1118 Served block … to /10.250.14.196')])

# ---------------------------------------------------------------- bW-030
cid = 'bW-030'
a = 'toolu_01Hd30'
ans = {
    'answer_version': '1', 'diagnosis_summary': '03:00 前后 DataNode 写入流程正常',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '10.251.35.1 在 03:02:33 开始从 /10.251.35.11:52094 接收块 blk_9076677650086747187', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a], 'evidence_excerpt': 'Receiving block blk_9076677650086747187'}]},
        {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'blk_1756478622414930264 已写入 10.251.66.3:50010，大小 64 MB', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'blockMap updated: 10.251.66.3:50010 is added to blk_1756478622414930264 size 67108864'}]},
        {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'PacketResponder 1 对 blk_-3295982945091621137 的处理已经结束', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': '{"level": "INFO", "message": "PacketResponder 1 for block blk_-3295982945091621137 terminating"}'}]}],
    'hypotheses': [], 'recommended_actions': [], 'missing_info': [],
    'user_facing_answer': 'blk_1756478622414930264 已写入 10.251.66.3:50010，大小 64 MB。'}
add(cid, ['source:hdfs', 'format:json_raw', 'class:fabricated_id', 'class:quantity', 'class:excerpt_format'],
    'HDFS 03:00 左右的写块流程正常吗？重点看 10.251.35.1 这台',
    J(ans),
    [inv(a, 1, 'query_logs', {'source': 'hdfs', 'from': '081111 030100', 'to': '081111 031900'},
         {'total': 31, 'logs': [hdfs_rec(l) for l in cut(cid, a, HD, 1210, 1240)]})],
    'REJECT',
    [F(ans['claims'][0]['claim_text'], C, 'the source is /10.251.35.1:52094; 10.251.35.11:52094 appears nowhere (one character added)', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'line 1210 size 67108864 B = 64 MiB', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'line 1214 PacketResponder 1 for block blk_-3295982945091621137 terminating; excerpt pairs match that record', claim_id='c3')])

# ---------------------------------------------------------------- bW-031
cid = 'bW-031'
a = 'hdfs-q-31'
add(cid, ['source:hdfs', 'format:nl_bullets', 'class:quantity', 'class:unsupported_cause'],
    'NameNode 06:52 左右突然删了一批块，是谁删的？',
    '- 06:52:05 到 06:52:27 之间 NameSystem.delete 一共把 17 个块加入了 invalidSet\n'
    '- 其中 blk_5616920288053661280 对应的 DataNode 是 10.251.42.9:50010\n'
    '- 06:52:29 DataNode 删除了 blk_-7423574498760490375 的文件，路径在 /mnt/hadoop/dfs/data/current/subdir58 下\n'
    '- 这些块是有人手工清理目录时删掉的\n'
    '- 建议打开 NameNode 的 audit log 进一步确认',
    [inv(a, 1, 'query_logs', {'source': 'hdfs', 'from': '081111 064800', 'to': '081111 065230'}, text(cid, a, HD, 1560, 1578))],
    'LOW_CONFID',
    [F('06:52:05 到 06:52:27 之间 NameSystem.delete 一共把 17 个块加入了 invalidSet', D, 'lines 1561-1577: 17 NameSystem.delete … invalidSet lines from 065205 to 065227'),
     F('其中 blk_5616920288053661280 对应的 DataNode 是 10.251.42.9:50010', D, 'line 1562'),
     F('06:52:29 DataNode 删除了 blk_-7423574498760490375 的文件，路径在 /mnt/hadoop/dfs/data/current/subdir58 下', D, 'line 1578 FSDataset Deleting block … subdir58'),
     F('这些块是有人手工清理目录时删掉的', N, 'no line says who triggered the deletion')])

# ---------------------------------------------------------------- bW-032
cid = 'bW-032'
a = 'call_7Yh2'
add(cid, ['source:hdfs', 'format:nl_sloppy', 'class:misattribution', 'class:count_wrong'],
    '10.251.123.99 这台 DataNode 是不是有问题？23:00 之后读块一直报错',
    '看了 23:06~00:06 的 DataXceiver 日志\n'
    '10.251.123.99:50010 在服务 blk_-7990763409688650846 时报了 Got exception\n'
    '10.251.75.143:50010 serving blk_2262752117989012641 to /10.250.13.188 的时候 got exception\n'
    'blk_-1335063409877429524 被加进了 10.251.107.196:50010 的 invalidSet\n'
    '23:39:54 那条 WARN 是 10.250.7.230:50010 发出的\n'
    '这段日志里有 5 条 WARN\n'
    '建议把 10.251.123.99 先摘掉看看',
    [inv(a, 1, 'search_syslog', {'query': 'DataXceiver OR NameSystem', 'from': '081110 230600', 'to': '081111 010000'}, text(cid, a, HD, 1105, 1117))],
    'REJECT',
    [F('10.251.123.99:50010 在服务 blk_-7990763409688650846 时报了 Got exception', C,
       'line 1112: 10.251.123.99:50010 Served block blk_-7990763409688650846 (INFO); the Got exception lines belong to other DataNodes'),
     F('10.251.75.143:50010 serving blk_2262752117989012641 to /10.250.13.188 的时候 got exception', D, 'line 1110'),
     F('blk_-1335063409877429524 被加进了 10.251.107.196:50010 的 invalidSet', D, 'line 1108'),
     F('23:39:54 那条 WARN 是 10.250.7.230:50010 发出的', D, 'line 1114: 081110 233954 WARN 10.250.7.230:50010:Got exception …'),
     F('这段日志里有 5 条 WARN', C, 'the window has 3 WARN lines (1110, 1111, 1114), not 5')])

# ---------------------------------------------------------------- bW-033
cid = 'bW-033'
a = 'inv-hadoop-1'
b = 'inv-hadoop-2'
ans = {
    'answer_version': '1', 'diagnosis_summary': 'MR 作业写 jhist 时 pipeline 中一个 DataNode 被判为 bad',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'ResponseProcessor 读取 ack 用了 65020ms，约 65 秒，超过了 30 秒的阈值', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'Slow ReadProcessor read fields took 65020ms (threshold=30000ms)'}]},
        {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'DFSClient 在 pipeline 里把 10.190.173.170:50010 标记为 bad datanode', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'bad datanode 10.190.173.170:50010'}]},
        {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': 'LeaseRenewer 对 DFSClient_NONMAPREDUCE_1537864556_1 的续租从第 56 秒一直失败到第 59 秒', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': b, 'tool_name': 'query_logs', 'source_invocation_ids': [b],
                                'evidence_excerpt': 'Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 56 seconds.'}]},
        {'claim_id': 'c4', 'claim_type': 'recommendation', 'claim_text': '检查 10.190.173.170 的磁盘和网络', 'support_level': 'none', 'evidence_bindings': []}],
    'hypotheses': [], 'recommended_actions': ['检查 10.190.173.170 的磁盘和网络'], 'missing_info': [],
    'user_facing_answer': '写 jhist 时 ack 读取用了约 65 秒，10.190.173.170:50010 被标成 bad datanode。建议检查这台机器的磁盘和网络。'}
add(cid, ['source:hadoop', 'format:json_indented', 'class:faithful', 'class:quantity', 'class:paraphrase_zh'],
    'job_1445144423722_0020 18:05 左右卡住了，HDFS 客户端那边有什么异常？',
    JI(ans),
    [inv(a, 1, 'query_logs', {'source': 'hadoop', 'query': 'blk_1073743512_2731', 'from': '2015-10-18 18:05:56', 'to': '2015-10-18 18:05:58'},
         {'total': 5, 'logs': [{'ts': l[:23], 'level': l.split(' ')[2], 'message': l[24:]} for l in cut(cid, a, HA, 908, 912) if 'blk_1073743512_2731' in l]}),
     inv(b, 1, 'query_logs', {'source': 'hadoop', 'query': 'LeaseRenewer', 'from': '2015-10-18 18:05:53', 'to': '2015-10-18 18:05:57'}, text(cid, b, HA, 901, 907))],
    'PASS',
    [F(ans['claims'][0]['claim_text'], D, 'line 908: Slow ReadProcessor read fields took 65020ms (threshold=30000ms)', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'line 910: Error Recovery … bad datanode 10.190.173.170:50010', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'lines 901, 903, 905, 907: for 56 / 57 / 58 / 59 seconds', claim_id='c3'),
     F(ans['claims'][3]['claim_text'], N, 'recommendation, not critical', crit=False, claim_id='c4')])

# ---------------------------------------------------------------- bW-034
cid = 'bW-034'
a = 'q1-hadoop-rm'
add(cid, ['source:hadoop', 'format:nl_headings', 'class:negation', 'class:misattribution', 'class:quantity'],
    'MapReduce AM 18:08 左右连不上 RM 吗？RMContainerAllocator 有没有报错？',
    '## 结论\n'
    'RMContainerAllocator 这段时间没有 ERROR。\n'
    '## 细节\n'
    'RMCommunicator Allocator 在反复重试连接 msra-sa-41:8030，重试策略是 maxRetries=10、sleepTime=1000 MILLISECONDS。\n'
    'LeaseRenewer 续租失败的时长从 214 秒涨到了 219 秒。\n'
    'LeaseRenewer 线程也报了 ERROR IN CONTACTING RM。\n'
    '## 建议\n'
    '建议检查 msra-sa-41 上 ResourceManager 进程是否存活。',
    [inv(a, 1, 'kubectl_logs', {'pod': 'mr-appmaster-job-1445144423722-0020', 'since_time': '2015-10-18T18:08:31'}, text(cid, a, HA, 1500, 1520))],
    'REJECT',
    [F('RMContainerAllocator 这段时间没有 ERROR', C, 'lines 1502, 1509, 1516: ERROR … RMContainerAllocator: ERROR IN CONTACTING RM'),
     F('RMCommunicator Allocator 在反复重试连接 msra-sa-41:8030，重试策略是 maxRetries=10、sleepTime=1000 MILLISECONDS', D, 'lines 1501, 1508, 1515 Retrying connect to server: msra-sa-41:8030 … maxRetries=10, sleepTime=1000 MILLISECONDS'),
     F('LeaseRenewer 续租失败的时长从 214 秒涨到了 219 秒', D, 'line 1500: for 214 seconds … line 1518: for 219 seconds'),
     F('LeaseRenewer 线程也报了 ERROR IN CONTACTING RM', C, 'only the RMCommunicator Allocator thread (RMContainerAllocator) logs that ERROR; LeaseRenewer has its own WARN lines (Failed to renew lease / Address change)')])

# ---------------------------------------------------------------- bW-035
cid = 'bW-035'
a = 'call_hd35'
add(cid, ['source:hadoop', 'format:nl_paragraph', 'class:unsupported_cause', 'class:hedged_distractor'],
    '18:09 之后作业还是连不上 RM，到底什么原因？',
    'RMContainerAllocator 在 18:09:30 和 18:09:32 两次报了 ERROR IN CONTACTING RM。'
    'LeaseRenewer 续租失败已经持续了 274 秒。'
    'ipc.Client 检测到地址变化，旧地址是 msra-sa-41/10.190.173.170:8030。'
    '当时 msra-sa-41 所在的机柜掉电了。'
    '也可能是 DNS 解析异常导致地址变化，建议先确认 msra-sa-41 的网络。',
    [inv(a, 1, 'query_logs', {'source': 'hadoop', 'from': '2015-10-18 18:09:28', 'to': '2015-10-18 18:09:33'}, text(cid, a, HA, 1700, 1712))],
    'LOW_CONFID',
    [F('RMContainerAllocator 在 18:09:30 和 18:09:32 两次报了 ERROR IN CONTACTING RM', D, 'lines 1705 (18:09:30,463) and 1712 (18:09:32,463)'),
     F('LeaseRenewer 续租失败已经持续了 274 秒', D, 'line 1710: for 274 seconds'),
     F('ipc.Client 检测到地址变化，旧地址是 msra-sa-41/10.190.173.170:8030', D, 'line 1701 Address change detected. Old: msra-sa-41/10.190.173.170:8030'),
     F('当时 msra-sa-41 所在的机柜掉电了', N, 'no output mentions a power loss; only the host name is real')])

# ---------------------------------------------------------------- bW-036
cid = 'bW-036'
a = 'spark-exec-logs-36'
add(cid, ['source:spark', 'format:json_malformed', 'class:quantity', 'class:negation', 'class:faithful'],
    'Spark stage 26 的 executor 有没有报错？任务结果大小正常吗？',
    "{'answer_version': '1',\n"
    " 'diagnosis_summary': 'stage 26 执行情况概览',\n"
    " 'claims': [\n"
    "   {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'task 22.0（TID 1222）已完成，向 driver 返回了约 2.6 KB 结果', 'evidence_bindings': [{'source_invocation_ids': ['spark-exec-logs-36']}]},\n"
    "   {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'rdd_42_25 分区没有缓存，需要重新计算', 'evidence_bindings': [{'source_invocation_ids': ['spark-exec-logs-36']}]},\n"
    "   {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': '这段 executor 日志全部是 INFO，没有 WARN 或 ERROR', 'evidence_bindings': []},\n"
    "   {'claim_id': 'c4', 'claim_type': 'log_finding', 'claim_text': 'TID 1226 对应 stage 26.0 的 task 26.0', 'evidence_bindings': [{'source_invocation_ids': ['spark-exec-logs-36']}]}\n"
    " ],\n"
    " 'user_facing_answer': '如果还觉得慢，建议看一下 driver 端的调度日志。'}",
    [inv(a, 1, 'query_logs', {'source': 'spark', 'from': '17/06/09 20:11:08', 'to': '17/06/09 20:11:08', 'component': 'executor'}, text(cid, a, SK, 1300, 1315))],
    'PASS',
    [F('task 22.0（TID 1222）已完成，向 driver 返回了约 2.6 KB 结果', D, 'line 1305 Finished task 22.0 in stage 26.0 (TID 1222). 2703 bytes ≈ 2.6 KiB / 2.7 kB'),
     F('rdd_42_25 分区没有缓存，需要重新计算', D, 'line 1301 Partition rdd_42_25 not found, computing it'),
     F('这段 executor 日志全部是 INFO，没有 WARN 或 ERROR', D, 'true denial: all 16 returned lines are INFO'),
     F('TID 1226 对应 stage 26.0 的 task 26.0', D, 'line 1308 Running task 26.0 in stage 26.0 (TID 1226)')])

# ---------------------------------------------------------------- bW-037
cid = 'bW-037'
a = 'call_sp37a'
b = 'call_sp37b'
add(cid, ['source:spark', 'format:nl_bullets', 'class:time_wrong', 'class:gap', 'class:quantity'],
    'stage 27 的 executor 后来是不是被 driver 踢掉了？',
    '* TID 1278 是 stage 27.0 的 task 38.0\n'
    '* task 38.0 完成后回传了 2882 bytes，约 2.8 KB\n'
    '* rdd_42_35 到 rdd_42_39 这几个块都在本地找到了\n'
    '* 20:15:30 这个 executor 被 driver 移除了\n'
    '* History Server 暂时查不了，建议稍后再确认 executor 列表',
    [inv(a, 1, 'query_logs', {'source': 'spark', 'from': '17/06/09 20:11:09', 'to': '17/06/09 20:11:09'}, text(cid, a, SK, 1610, 1626)),
     inv(b, 2, 'spark_history_executors', {'app_id': 'application_1496987000_0001', 'stage': 27}, None, ok=False,
         err='HTTP 502 from http://10.10.34.11:18080/api/v1/applications/application_1496987000_0001/executors')],
    'LOW_CONFID',
    [F('TID 1278 是 stage 27.0 的 task 38.0', D, 'line 1611 Running task 38.0 in stage 27.0 (TID 1278)'),
     F('task 38.0 完成后回传了 2882 bytes，约 2.8 KB', D, 'line 1625 Finished task 38.0 … 2882 bytes result sent to driver'),
     F('rdd_42_35 到 rdd_42_39 这几个块都在本地找到了', D, 'lines 1612-1615 and 1620: Found block rdd_42_35/37/38/36/39 locally'),
     F('20:15:30 这个 executor 被 driver 移除了', N, 'no record at 20:15:30 and nothing about removal; the executor call failed')])

# ---------------------------------------------------------------- bW-038
cid = 'bW-038'
a = 'zk-logs-1'
b = 'zk-kb-1'
kb = {'query': 'zookeeper caught end of stream exception',
      'chunks': [{'chunk_id': 'rb-zk-07', 'source_doc': 'runbooks/zookeeper.md', 'retrieval_layer': 'runbook', 'relevance': 'high',
                  'content': 'NIOServerCnxn 的 "caught end of stream exception" 多半是客户端主动断开连接，单独出现时可以忽略。', 'deduped': False}]}
ans = {
    'answer_version': '1', 'diagnosis_summary': 'ZK 节点重启后以 follower 身份加入，客户端连接有少量告警',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': '来自 old client /10.10.34.25:44819 的连接请求在 r-o 模式下会被丢弃', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'Connection request from old client /10.10.34.25:44819; will be dropped if server is in r-o mode'}]},
        {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': '会话 0x24f0557806a001e 与客户端 /10.10.34.11:51000 建立，negotiated timeout 为 10000', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'Established session 0x24f0557806a001e with negotiated timeout 10000'}]},
        {'claim_id': 'c3', 'claim_type': 'root_cause', 'claim_text': '按运维手册，caught end of stream exception 多半是客户端主动断开连接，可以忽略', 'support_level': 'indirect',
         'evidence_bindings': [{'source_type': 'knowledge', 'source_id': 'rb-zk-07', 'tool_name': 'lookup_knowledge', 'source_invocation_ids': [b],
                                'evidence_excerpt': '多半是客户端主动断开连接，单独出现时可以忽略'}]},
        {'claim_id': 'c4', 'claim_type': 'log_finding', 'claim_text': 'myid=2 的节点在 18:25:25 进入 FOLLOWING 状态', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a], 'evidence_excerpt': 'FOLLOWING'}]},
        {'claim_id': 'c5', 'claim_type': 'log_finding', 'claim_text': '当前 leader 在 10.10.34.13 上', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'Received connection request /10.10.34.13:44925'}]}],
    'hypotheses': [], 'recommended_actions': [], 'missing_info': [],
    'user_facing_answer': '该节点目前是 follower。'}
add(cid, ['source:zookeeper', 'format:json_with_text', 'class:runbook_only', 'class:unsupported_cause', 'class:paraphrase_zh'],
    'ZooKeeper 8 月 10 日晚上节点重启过吗？客户端连接的告警要不要紧？',
    '根据日志和手册整理如下：\n' + J(ans),
    [inv(a, 1, 'query_logs', {'source': 'zookeeper', 'from': '2015-08-10 17:53:00', 'to': '2015-08-10 18:36:00'},
         {'total': 18, 'logs': [zk_rec(l) for l in cut(cid, a, ZK, 1400, 1417)]}),
     inv(b, 2, 'lookup_knowledge', {'query': 'zookeeper caught end of stream exception'}, kb)],
    'LOW_CONFID',
    [F(ans['claims'][0]['claim_text'], D, 'line 1404 WARN Connection request from old client /10.10.34.25:44819; will be dropped if server is in r-o mode', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'line 1403 Established session 0x24f0557806a001e with negotiated timeout 10000 for client /10.10.34.11:51000', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], I, 'only runbook chunk rb-zk-07, attributed to the runbook', claim_id='c3'),
     F(ans['claims'][3]['claim_text'], D, 'line 1410 QuorumPeer[myid=2] … FOLLOWING at 18:25:25,673', claim_id='c4'),
     F(ans['claims'][4]['claim_text'], N, 'no record names the leader; 10.10.34.13 only appears as a connecting peer', claim_id='c5'),
     F('该节点目前是 follower', D, 'the latest state line in the output (1410) is QuorumPeer[myid=2] … FOLLOWING', origin='answer_extra')])

# ---------------------------------------------------------------- bW-039
cid = 'bW-039'
a = 'call_nova_39'
ans = {
    'answer_version': '1', 'diagnosis_summary': '实例删除流程正常完成',
    'claims': [
        {'claim_id': 'c1', 'claim_type': 'log_finding',
         'claim_text': '实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 由请求 req-4df3e4ef-09e7-4806-a7e9-bbb5a052ab1b 发起删除，nova-compute 执行了 Terminating instance', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': '[instance: 70c1714b-c11b-4c88-b300-239afe1f5ff8] Terminating instance'}]},
        {'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': '销毁实例耗时 0.99 秒，约 1 秒', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'Took 0.99 seconds to destroy the instance'}]},
        {'claim_id': 'c3', 'claim_type': 'log_finding', 'claim_text': '释放网络用了 0.47 秒，即 470 ms', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'Took 0.47 seconds to deallocate network'}]},
        {'claim_id': 'c4', 'claim_type': 'log_finding', 'claim_text': 'cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us 上可用 vcpu 总数为 16，已分配 0 个', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'tool_output', 'source_id': a, 'tool_name': 'query_logs', 'source_invocation_ids': [a],
                                'evidence_excerpt': 'Total usable vcpus: 16, total allocated vcpus: 0'}]},
        {'claim_id': 'c5', 'claim_type': 'log_finding', 'claim_text': 'libvirt 已成功销毁该实例', 'support_level': 'direct',
         'evidence_bindings': [{'source_type': 'trace', 'source_id': 'T3', 'tool_name': 'query_logs', 'source_invocation_ids': [],
                                'evidence_excerpt': 'Instance destroyed successfully.'}]}],
    'hypotheses': [], 'recommended_actions': [], 'missing_info': [],
    'user_facing_answer': '实例 70c1714b-c11b-4c88-b300-239afe1f5ff8 已正常删除，销毁约 1 秒、释放网络 470 ms。'}
add(cid, ['source:openstack', 'format:json_compact', 'class:faithful', 'class:quantity', 'class:bad_reference'],
    '00:09 删除的那台虚机 70c1714b-c11b-4c88-b300-239afe1f5ff8 删干净了吗？花了多久？',
    json.dumps(ans, ensure_ascii=False, separators=(',', ':')),
    [inv(a, 1, 'query_logs', {'source': 'openstack', 'from': '2017-05-16 00:09:15', 'to': '2017-05-16 00:09:26'},
         {'total': 23, 'logs': [os_rec(l) for l in cut(cid, a, OS_, 1240, 1262)]})],
    'PASS',
    [F(ans['claims'][0]['claim_text'], D, 'line 1243 nova.compute.manager [req-4df3e4ef-…] [instance: 70c1714b-…] Terminating instance', claim_id='c1'),
     F(ans['claims'][1]['claim_text'], D, 'line 1249 Took 0.99 seconds to destroy the instance', claim_id='c2'),
     F(ans['claims'][2]['claim_text'], D, 'line 1251 Took 0.47 seconds to deallocate network for instance 70c1714b-…', claim_id='c3'),
     F(ans['claims'][3]['claim_text'], D, 'line 1256 Total usable vcpus: 16, total allocated vcpus: 0 (node cp-1.slowvm1… in line 1255)', claim_id='c4'),
     F(ans['claims'][4]['claim_text'], I, 'content matches line 1245 (libvirt driver: Instance destroyed successfully), but trace ref T3 does not exist (only T1)', claim_id='c5')])

# ---------------------------------------------------------------- bW-040
cid = 'bW-040'
a = 'nova-api-40'
add(cid, ['source:openstack', 'format:nl_bullets', 'class:status_wrong', 'class:fabricated_id'],
    '00:10:50 左右有人创建了新实例，相关 API 调用都成功了吗？',
    '- POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events 返回了 200\n'
    '- req-4b4dd551-26d8-48e2-bd52-91793d2157bc 创建实例的 POST 请求返回 202\n'
    '- 实例 a015cf14-84bb-4156-a48d-7c4824ac7a9d 的资源 claim 成功，申请了 2048 MB 内存、20 GB 磁盘和 1 个 vcpu\n'
    '- 宿主机总内存 64172 MB，已用 512 MB\n'
    '- 这次创建请求 req-4b4dd551-26d8-48e2-bd52-91793d2157bd 已经进入 Creating image 阶段\n'
    '- 后续可以再看一下镜像创建是否完成',
    [inv(a, 1, 'search_syslog', {'source': 'openstack', 'from': '2017-05-16 00:10:41', 'to': '2017-05-16 00:10:52'}, text(cid, a, OS_, 1445, 1460))],
    'REJECT',
    [F('POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events 返回了 200', C, 'line 1446 shows status: 404 for that POST (preceded by HTTP exception: No instances found for any event)'),
     F('req-4b4dd551-26d8-48e2-bd52-91793d2157bc 创建实例的 POST 请求返回 202', D, 'line 1447 POST /v2/…/servers status: 202'),
     F('实例 a015cf14-84bb-4156-a48d-7c4824ac7a9d 的资源 claim 成功，申请了 2048 MB 内存、20 GB 磁盘和 1 个 vcpu', D, 'lines 1449 (memory 2048 MB, disk 20 GB, vcpus 1 CPU) and 1456 Claim successful'),
     F('宿主机总内存 64172 MB，已用 512 MB', D, 'line 1450 Total memory: 64172 MB, used: 512.00 MB'),
     F('这次创建请求 req-4b4dd551-26d8-48e2-bd52-91793d2157bd 已经进入 Creating image 阶段', C, 'request id is one character off: the output has req-4b4dd551-26d8-48e2-bd52-91793d2157bc (line 1459 Creating image)')])


# ================================================================ write
def main():
    with open(OUT / 'cases.jsonl', 'w', encoding='utf-8') as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + '\n')
    with open(OUT / 'windows.jsonl', 'w', encoding='utf-8') as f:
        for w in WINDOWS:
            f.write(json.dumps(w, ensure_ascii=False) + '\n')
    print(len(CASES), 'cases,', len(WINDOWS), 'windows')


if __name__ == '__main__':
    main()
