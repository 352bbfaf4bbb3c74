#!/usr/bin/env python3
"""Blind set cF: builds cases.jsonl and windows.jsonl from verbatim source windows.
Answers, queries and labels are hand-written literals; numbers were computed from the
rows with explore*.py and are re-checked by the asserts below."""
import csv, json, re
from pathlib import Path

SRC = Path('/work/blind/sources')
OUT = Path(__file__).resolve().parent
_cache = {}

def raw(rel, a, b):
    if rel not in _cache:
        _cache[rel] = (SRC / rel).read_text(encoding='utf-8').splitlines()
    return _cache[rel][a - 1:b]

NZ = 'nezha10/'
INNER = re.compile(r'^(\d\d:\d\d:\d\d\.\d+) (INFO|WARN|ERROR|DEBUG)\s+(?:-\s+|(\S+) )(TraceID: .*)$')

def nzlog(rel, a, b):
    recs = []
    for ln in raw(rel, a, b):
        ts, nano, node, pod, cont, tid, sid, logj = next(csv.reader([ln]))
        inner = json.loads(logj)['log'].rstrip('\n')
        rec = {'ts': ts, 'pod': pod, 'node': node, 'trace_id': tid, 'span_id': sid}
        try:
            j = json.loads(inner)
        except ValueError:
            j = None
        if isinstance(j, dict):
            rec['level'] = j.get('severity')
            rec['message'] = j['message']
            for k, v in j.items():
                if k not in ('message', 'severity', 'timestamp', 'pid', 'hostname', 'name', 'v'):
                    rec[k] = v
        else:
            m = INNER.match(inner)
            if m:
                rec['level'] = m.group(2)
                rec['log_time'] = m.group(1)
                if m.group(3):
                    rec['logger'] = m.group(3)
                rec['message'] = m.group(4)
            else:
                rec['message'] = inner
        recs.append(rec)
    return recs

def spans(rel, a, b):
    out = []
    for ln in raw(rel, a, b):
        t, s, p, pod, op, st, en, du = next(csv.reader([ln]))
        out.append({'trace_id': t, 'span_id': s, 'parent_id': p, 'pod': pod, 'operation': op,
                    'start_unix_nano': int(st), 'end_unix_nano': int(en), 'duration_us': int(du)})
    return out

def mrows(rel, a, b, cols):
    hdr = raw(rel, 1, 1)[0].split(',')
    rows = []
    for ln in raw(rel, a, b):
        d = dict(zip(hdr, next(csv.reader([ln]))))
        rows.append([d['Time'], int(d['TimeStamp']), d['PodName']] + [float(d[c]) for c in cols])
    return {'columns': ['Time', 'TimeStamp', 'PodName'] + cols, 'rows': rows}

def faults(rel, stamps):
    lines = raw(rel, 1, 10000)
    d = json.loads('\n'.join(lines))
    got = [x for h in d.values() for x in h if x['inject_timestamp'] in stamps]
    # locate the line span of these entries in the file for windows.jsonl
    idx = [i for i, l in enumerate(lines, 1) if any(s in l for s in stamps)]
    return got, (idx[0] - 1, idx[-1] + 2)

def inv(iid, sess, rnd, tool, inp, out, ok=True, err=None):
    return {'invocation_id': iid, 'session_id': sess, 'round': rnd, 'tool_name': tool,
            'input': inp, 'output': out, 'success': ok, 'error': err}

def F(fact, label, note, crit=True, cid=None, extra=False):
    f = {'fact': fact, 'is_critical': crit, 'verification': label, 'note': note}
    if cid:
        f['claim_id'] = cid
    if extra:
        f['origin'] = 'answer_extra'
    return f

def verdict(facts):
    crit = [f['verification'] for f in facts if f['is_critical']]
    if 'contradicted' in crit:
        return 'REJECT'
    if crit and all(v in ('direct_evidence', 'indirect_support') for v in crit) and 'direct_evidence' in crit:
        return 'PASS'
    return 'LOW_CONFID'

def claimfacts(contract, labels):
    """labels: {claim_id: (label, note)}; fact text = claim_text, criticality from claim_type."""
    nonc = {'hypothesis', 'recommendation', 'action', 'background', 'context', 'next_step'}
    out = []
    for c in contract['claims']:
        lab, note = labels[c['claim_id']]
        out.append(F(c['claim_text'], lab, note, crit=c['claim_type'] not in nonc, cid=c['claim_id']))
    return out

CASES, WINDOWS = [], []

def add(cid, tags, query, answer, invs, facts, wins, expect):
    v = verdict(facts)
    assert v == expect, (cid, v, expect)
    for w in wins:
        iid, rel, a, b = w
        WINDOWS.append({'case_id': cid, 'invocation_id': iid, 'source': rel, 'lines': [a, b]})
    for i in invs:
        i['session_id'] = cid
    CASES.append({'case_id': cid, 'tags': tags,
                  'input': {'original_query': query, 'executor_final_answer': answer,
                            'tool_invocations': invs, 'retry_context': None},
                  'expected': {'verdict': v, 'facts': facts}})

def logs_json(recs):
    return {'total': len(recs), 'logs': recs}

def contract(summary, claims, uf, hyps=None, recs=None, missing=None):
    return {'answer_version': '1.0', 'diagnosis_summary': summary, 'claims': claims,
            'hypotheses': hyps or [], 'recommended_actions': recs or [], 'missing_info': missing or [],
            'user_facing_answer': uf}

def claim(cid, ctype, text, level, binds):
    return {'claim_id': cid, 'claim_type': ctype, 'claim_text': text, 'support_level': level,
            'evidence_bindings': binds}

def bind(iid, tool, excerpt, stype='tool_output', sid=None):
    return {'source_type': stype, 'source_id': sid or iid, 'tool_name': tool,
            'source_invocation_ids': [iid], 'evidence_excerpt': excerpt}

OB22 = NZ + '2022-08-22/'
OB23 = NZ + '2022-08-23/'
TT = NZ + '2023-01-30/'

# ---------------------------------------------------------------- OnlineBoutique
# cF-001  checkout trace 54de0079 joined with its spans
L1 = OB22 + 'log/05_19_log.csv'; T1 = OB22 + 'trace/05_19_trace.csv'
r = nzlog(L1, 1926, 1945); s = spans(T1, 2387, 2415)
assert any(x.get('http.resp.took_ms') == 652 for x in r)
assert s[0]['duration_us'] == 652851 and [x for x in s if x['operation'].endswith('PrepOrderItems')][0]['duration_us'] == 336162
assert all(x['level'].lower() == 'info' for x in r)
add('cF-001', ['source:nezha_onlineboutique', 'format:nl_paragraph', 'class:faithful', 'class:quantity'],
    '08-22 05:18 左右有用户下单，checkout 这条链路到底成功没有？慢在哪？',
    'checkoutservice-578fcf4766-9csqn 在 05:18:24 记录了 PlaceOrder 成功（user_currency 为 USD）。'
    'paymentservice 对尾号 0454 的 visa 卡完成了扣款，金额约 USD 9132.32。'
    'frontend 这次 POST /cart/checkout 的 http.resp.took_ms 是 652，与 Frontend/Recv span 的 652851 µs（约 0.65 秒）一致。'
    '其中 PrepOrderItems 这一段就占了约 336 ms。'
    '这条 trace 的日志全部是 info 级别，没有报错。'
    '建议再看一下 PrepOrderItems 里 ConvertCurrency 的调用次数。',
    [inv('call_7c1e', '', 1, 'query_logs', {'trace_id': '54de0079cdcd169c7af8fb78ec5bc3dc', 'from': '2022-08-22T05:18:00Z', 'to': '2022-08-22T05:20:00Z'}, logs_json(r)),
     inv('call_7c1f', '', 2, 'get_trace', {'trace_id': '54de0079cdcd169c7af8fb78ec5bc3dc'}, {'trace_id': '54de0079cdcd169c7af8fb78ec5bc3dc', 'spans': s})],
    [F('checkoutservice-578fcf4766-9csqn 在 05:18:24 记录了 PlaceOrder 成功（user_currency 为 USD）', 'direct_evidence', 'checkout record 05:18:24.340 PlaceOrder ... user_currency="USD" successfully'),
     F('paymentservice 对尾号 0454 的 visa 卡完成了扣款，金额约 USD 9132.32', 'direct_evidence', 'payment record: Transaction processed: visa ending 0454 Amount: USD9132.319999996'),
     F('frontend 这次 POST /cart/checkout 的 http.resp.took_ms 是 652，与 Frontend/Recv span 的 652851 µs（约 0.65 秒）一致', 'direct_evidence', 'frontend record took_ms 652; root span duration_us 652851'),
     F('其中 PrepOrderItems 这一段就占了约 336 ms', 'direct_evidence', 'PrepOrderItems span duration_us 336162 = 336 ms'),
     F('这条 trace 的日志全部是 info 级别，没有报错', 'direct_evidence', 'all 20 returned records have level info/INFO: true denial')],
    [('call_7c1e', L1, 1926, 1945), ('call_7c1f', T1, 2387, 2415)], 'PASS')

# cF-002  add-to-cart trace 062db980, AddItem span value wrong
r = nzlog(L1, 53, 63); s = spans(T1, 165, 171)
assert s[-1]['operation'] == 'hipstershop.CartService/AddItem' and s[-1]['duration_us'] == 1913
k2 = contract('加购请求成功，cartservice AddItem 偏慢',
    [claim('c1', 'log_finding', 'frontend 的 POST /cart 请求返回 302，http.resp.took_ms 为 8', 'direct',
           [bind('toolu_01Hq8', 'query_logs', 'TraceID: 062db98021e7ae6e2c3b50e4d3d077da SpanID: 836638f727709508 Request complete')]),
     claim('c2', 'log_finding', 'cartservice-579f59597d-wc2lz 收到 AddItemAsync 请求，productId=2ZYFJ3GM2N，quantity=3', 'direct',
           [bind('toolu_01Hq8', 'query_logs', 'AddItemAsync called with userId=72330e75-125e-4f5e-a858-eb9ba89727f8, productId=2ZYFJ3GM2N, quantity=3')]),
     claim('c3', 'metric_finding', 'cartservice 上 hipstershop.CartService/AddItem 这个 span 耗时约 19 ms', 'direct',
           [bind('toolu_01Hq9', 'get_trace', '{"operation": "hipstershop.CartService/AddItem", "pod": "cartservice-579f59597d-wc2lz"}')]),
     claim('c4', 'hypothesis', '加购偶发变慢可能与 cartservice 的 Redis 连接有关', 'none', [])],
    '这次加购的关键结论见上面的 claims，建议继续观察 cartservice 的 AddItem 耗时。')
add('cF-002', ['source:nezha_onlineboutique', 'format:json_fenced', 'class:value_wrong', 'class:quantity'],
    '05:18:22 那次加购（TraceID 062db98021e7ae6e2c3b50e4d3d077da）是不是卡在 cartservice 了？',
    '```json\n' + json.dumps(k2, ensure_ascii=False, indent=2) + '\n```',
    [inv('toolu_01Hq8', '', 1, 'query_logs', {'trace_id': '062db98021e7ae6e2c3b50e4d3d077da', 'around': '2022-08-22T05:18:22Z', 'context_lines': 4}, logs_json(r)),
     inv('toolu_01Hq9', '', 1, 'get_trace', {'trace_id': '062db98021e7ae6e2c3b50e4d3d077da'}, {'spans': s})],
    claimfacts(k2, {'c1': ('direct_evidence', 'frontend record: http.resp.status 302, took_ms 8'),
                    'c2': ('direct_evidence', 'cartservice line carries productId=2ZYFJ3GM2N, quantity=3'),
                    'c3': ('contradicted', 'AddItem span on cartservice is 1913 us = 1.9 ms, not 19 ms'),
                    'c4': ('no_evidence', 'hypothesis, nothing about Redis in outputs')}),
    [('toolu_01Hq8', L1, 53, 63), ('toolu_01Hq9', T1, 165, 171)], 'REJECT')

# cF-003  currencyservice metrics + fault list
M = ['CpuUsage(m)', 'CpuUsageRate(%)', 'MemoryUsage(Mi)', 'PodServerLatencyP90(s)', 'PodServerLatencyP99(s)', 'PodWorkload(Ops)']
MC = OB22 + 'metric/currencyservice-cf787dd48-vpjrd_metric.csv'
mc = mrows(MC, 88, 91, M)
FL22 = OB22 + '2022-08-22-fault_list.json'
fl, (fa, fb) = faults(FL22, ['1661145489'])
assert round(mc['rows'][2][4], 2) == 101.05 and round(mc['rows'][1][4], 1) == 74.5
assert mc['rows'][1][6] == 0.16 and round(mc['rows'][2][6], 2) == 6.56 and round(mc['rows'][2][8], 1) == 4.9
add('cF-003', ['source:nezha_onlineboutique', 'format:nl_bullets', 'class:quantity', 'class:faithful'],
    'currencyservice 05:19 前后指标怎么样？和故障注入对得上吗？',
    '- currencyservice-cf787dd48-vpjrd 的 CPU 使用率在 05:19:19 那一分钟达到约 101%\n'
    '- 前一分钟（05:18:19）CPU 使用率还只有 74.5% 左右\n'
    '- 服务端 P90 延迟从 0.16 s 飙到约 6.56 s\n'
    '- 同期 PodWorkload 从 25.8 ops 掉到约 4.9 ops\n'
    '- 内存从约 36.4 MiB 涨到 46.3 MiB\n'
    '- 故障注入记录显示 05:18:09 对 currencyservice-cf787dd48-vpjrd 注入了 cpu_contention\n'
    '- 建议先撤掉 cpu_contention，再看延迟能否回落',
    [inv('inv-3a', '', 1, 'get_pod_metrics', {'pod': 'currencyservice-cf787dd48-vpjrd', 'start': 1661145439, 'end': 1661145619}, mc),
     inv('inv-3b', '', 1, 'get_fault_injections', {'date': '2022-08-22', 'hour': '05', 'pod': 'currencyservice-cf787dd48-vpjrd'}, {'faults': fl})],
    [F('currencyservice-cf787dd48-vpjrd 的 CPU 使用率在 05:19:19 那一分钟达到约 101%', 'direct_evidence', 'CpuUsageRate(%) 101.05 at 05:19:19'),
     F('前一分钟（05:18:19）CPU 使用率还只有 74.5% 左右', 'direct_evidence', 'CpuUsageRate(%) 74.47 at 05:18:19'),
     F('服务端 P90 延迟从 0.16 s 飙到约 6.56 s', 'direct_evidence', 'PodServerLatencyP90(s) 0.16 -> 6.5556'),
     F('同期 PodWorkload 从 25.8 ops 掉到约 4.9 ops', 'direct_evidence', 'PodWorkload(Ops) 25.8 -> 4.933'),
     F('内存从约 36.4 MiB 涨到 46.3 MiB', 'direct_evidence', 'MemoryUsage(Mi) 36.42 -> 46.33'),
     F('故障注入记录显示 05:18:09 对 currencyservice-cf787dd48-vpjrd 注入了 cpu_contention', 'direct_evidence', 'fault list entry 2022-08-22 05:18:09 cpu_contention on that pod')],
    [('inv-3a', MC, 88, 91), ('inv-3b', FL22, fa, fb)], 'PASS')

# cF-004  frontend vs currencyservice metrics: entity swap
MF = OB22 + 'metric/frontend-579b9bff58-t2dbm_metric.csv'
mf = mrows(MF, 89, 90, M); mc2 = mrows(MC, 89, 90, M)
assert round(mf['rows'][1][4], 2) == 4.24 and round(mf['rows'][1][7], 2) == 58.55
k4 = contract('frontend 05:19 延迟暴涨',
    [claim('c1', 'metric_finding', 'frontend-579b9bff58-t2dbm 在 05:19 的 CPU 使用率约 101%', 'direct',
           [bind('call_a41', 'get_pod_metrics', 'frontend-579b9bff58-t2dbm')]),
     claim('c2', 'metric_finding', 'frontend 的服务端 P99 延迟在 05:19:19 达到 58.55 s', 'direct',
           [bind('call_a41', 'get_pod_metrics', 'PodServerLatencyP99(s)')]),
     claim('c3', 'metric_finding', 'currencyservice 的 PodWorkload 从 25.8 降到 4.93', 'direct',
           [bind('call_a42', 'get_pod_metrics', 'currencyservice-cf787dd48-vpjrd')]),
     claim('c4', 'recommendation', '建议给 frontend 扩容', 'none', [])],
    '结论见 claims，建议优先处理 frontend。')
add('cF-004', ['source:nezha_onlineboutique', 'format:json_raw', 'class:entity_swap'],
    'frontend 在 08-22 05:19 为什么突然慢？CPU 是不是满了？',
    json.dumps(k4, ensure_ascii=False),
    [inv('call_a41', '', 1, 'get_pod_metrics', {'pod': 'frontend-579b9bff58-t2dbm', 'start': 1661145499, 'end': 1661145559}, mf),
     inv('call_a42', '', 1, 'get_pod_metrics', {'pod': 'currencyservice-cf787dd48-vpjrd', 'start': 1661145499, 'end': 1661145559}, mc2)],
    claimfacts(k4, {'c1': ('contradicted', 'frontend CpuUsageRate(%) is 4.24 at 05:19:19; 101% belongs to currencyservice'),
                    'c2': ('direct_evidence', 'frontend PodServerLatencyP99(s) 58.55 at 05:19:19'),
                    'c3': ('direct_evidence', 'currencyservice PodWorkload(Ops) 25.8 -> 4.933'),
                    'c4': ('no_evidence', 'recommendation, non-critical')}),
    [('call_a41', MF, 89, 90), ('call_a42', MC, 89, 90)], 'REJECT')

# cF-005  product page trace 04c87ec9: true denial for currencyservice
r = nzlog(L1, 2, 52); s = spans(T1, 2, 51)
assert [x for x in r if x.get('http.resp.took_ms')][0]['http.resp.took_ms'] == 5408 and s[0]['duration_us'] == 5408440
assert all(x['level'].lower() == 'info' for x in r if x['pod'].startswith('currencyservice'))
cur = [x for x in s if x['pod'].startswith('currencyservice')]
assert max(x['duration_us'] for x in s if x['operation'] == 'hipstershop.CurrencyService/Convert') == max(x['duration_us'] for x in s if x['operation'] == 'hipstershop.CurrencyService/Convert')
conv = max(x['duration_us'] for x in s if x['operation'] == 'hipstershop.CurrencyService/Convert' and x['pod'].startswith('frontend'))
add('cF-005', ['source:nezha_onlineboutique', 'format:nl_headings', 'class:negation', 'class:quantity'],
    '商品页 /product/0PUK6V6EV0 打开要好几秒，currencyservice 有没有报错？',
    '## 结论\n'
    'frontend 对 /product/0PUK6V6EV0 的这次 GET 请求 took_ms 为 5408，约 5.4 秒。\n'
    'Frontend/Recv 根 span 持续 5408440 µs，和日志一致。\n'
    '同一 TraceID 04c87ec97bae041b1b15b3c7676a43cc 下 currencyservice-cf787dd48-vpjrd 的日志全部是 info 级别，没有 ERROR。\n'
    '## 下一步\n'
    '建议对比 currencyservice 的 CPU 指标，确认是不是资源争抢。',
    [inv('es-q-0419', '', 1, 'es_query', {'index': 'ob-pod-logs-2022.08.22', 'trace_id': '04c87ec97bae041b1b15b3c7676a43cc'},
         {'hits': {'total': len(r), 'hits': [{'_source': x} for x in r]}}),
     inv('es-q-0420', '', 2, 'get_trace', {'trace_id': '04c87ec97bae041b1b15b3c7676a43cc'}, {'spans': s})],
    [F('frontend 对 /product/0PUK6V6EV0 的这次 GET 请求 took_ms 为 5408，约 5.4 秒', 'direct_evidence', 'frontend Request complete: GET /product/0PUK6V6EV0 took_ms 5408'),
     F('Frontend/Recv 根 span 持续 5408440 µs，和日志一致', 'direct_evidence', 'root span duration_us 5408440'),
     F('同一 TraceID 04c87ec97bae041b1b15b3c7676a43cc 下 currencyservice-cf787dd48-vpjrd 的日志全部是 info 级别，没有 ERROR', 'direct_evidence', 'all currencyservice records of this trace are severity info: true denial')],
    [('es-q-0419', L1, 2, 52), ('es-q-0420', T1, 2, 51)], 'PASS')

# cF-006  05_20 checkout trace 31c305dd, claim bound to a failed metrics call
L2 = OB22 + 'log/05_20_log.csv'
r = nzlog(L2, 894, 906)
assert [x for x in r if x.get('http.resp.took_ms')][0]['http.resp.took_ms'] == 6459
k6 = contract('下单成功但耗时 6.5 秒',
    [claim('c1', 'log_finding', 'frontend 的 POST /cart/checkout 这次 took_ms 为 6459，约 6.5 秒', 'direct',
           [bind('run-66b1', 'query_logs', 'http.req.path=/cart/checkout http.resp.took_ms=6459')]),
     claim('c2', 'log_finding', 'checkoutservice 记录了 user_currency 为 JPY 的 PlaceOrder 成功', 'direct',
           [bind('run-66b1', 'query_logs', 'user_currency="JPY" successfully')]),
     claim('c3', 'metric_finding', 'checkoutservice-578fcf4766-9csqn 的 CPU 使用率在 05:20 升到 80%', 'direct',
           [bind('run-66b2', 'get_pod_metrics', 'CpuUsageRate(%)')])],
    '下单本身是成功的，细节见 claims。')
add('cF-006', ['source:nezha_onlineboutique', 'format:json_with_text', 'class:gap', 'class:excerpt_format'],
    '05:19:47 那笔日元订单为什么要等 6 秒多？checkoutservice 资源够不够？',
    '查完了，结构化结论如下：\n' + json.dumps(k6, ensure_ascii=False) + '\n指标接口超时了一次，CPU 那条我是按经验补的。',
    [inv('run-66b1', '', 1, 'query_logs', {'trace_id': '31c305dde93e523a35c50fb460ad8ec2'}, logs_json(r)),
     inv('run-66b2', '', 1, 'get_pod_metrics', {'pod': 'checkoutservice-578fcf4766-9csqn', 'start': 1661145559, 'end': 1661145620}, None, False, 'prometheus query timeout after 30s')],
    claimfacts(k6, {'c1': ('direct_evidence', 'excerpt k=v pairs are fields of frontend record (took_ms 6459)'),
                    'c2': ('direct_evidence', 'checkout record PlaceOrder ... user_currency="JPY" successfully'),
                    'c3': ('no_evidence', 'only source is the failed metrics call')}) ,
    [('run-66b1', L2, 894, 906)], 'LOW_CONFID')

# cF-007  no-hit for checkout errors + real slow home page
r = nzlog(L2, 3704, 3710)
assert r[4]['http.resp.took_ms'] == 36799
add('cF-007', ['source:nezha_onlineboutique', 'format:nl_sloppy', 'class:gap', 'class:quantity'],
    '05:20 首页特别慢，checkoutservice 那边是不是有 error？',
    'checked es: checkoutservice 这段时间没有 ERROR 日志\n'
    'frontend 首页 GET / 有一次 took_ms=36799，也就是 36.8s 左右\n'
    '那次请求 05:20:30 才返回 200\n'
    '感觉跟 checkout 关系不大？要不要再查 currencyservice',
    [inv('q_91aa', '', 1, 'query_logs', {'service': 'checkoutservice', 'level': 'error', 'from': '2022-08-22T05:19:00Z', 'to': '2022-08-22T05:21:00Z'}, {'total': 0, 'logs': []}),
     inv('q_91ab', '', 2, 'query_logs', {'service': 'frontend', 'trace_id': 'a9b8c45b57140f4a0f404cecf002230e'}, logs_json(r))],
    [F('checked es: checkoutservice 这段时间没有 ERROR 日志', 'no_evidence', 'only a no-hit query; absence not proven'),
     F('frontend 首页 GET / 有一次 took_ms=36799，也就是 36.8s 左右', 'direct_evidence', 'frontend GET / took_ms 36799'),
     F('那次请求 05:20:30 才返回 200', 'direct_evidence', 'Request complete at 2022-08-22T05:20:30.998Z, status 200')],
    [('q_91ab', L2, 3704, 3710)], 'LOW_CONFID')

# cF-008  08-23 home page trace 0200bdc7 + unsupported cause
L3 = OB23 + 'log/13_29_log.csv'; T3 = OB23 + 'trace/13_29_trace.csv'
r = nzlog(L3, 16, 30); s = spans(T3, 2, 63)
assert r[0]['http.resp.took_ms'] == 26170
fc = [x['duration_us'] for x in s if x['pod'].startswith('frontend') and x['operation'] == 'hipstershop.CurrencyService/Convert']
assert max(fc) == 3500875 and len(fc) == 9 and round(sum(fc) / 1e6, 1) == 24.3
add('cF-008', ['source:nezha_onlineboutique', 'format:nl_paragraph', 'class:unsupported_cause', 'class:quantity'],
    '8 月 23 日 13:28 首页加载要二十多秒，原因是什么？',
    'frontend 在 13:28:43 返回首页 GET /，http.resp.took_ms 为 26170，约 26.2 秒。'
    '这次请求里 frontend 发起了 9 次 CurrencyService/Convert，最慢一次约 3.5 秒。'
    '前一天晚上 currencyservice 的资源配额被人改小了。'
    '这 9 次 Convert 加起来约 24.3 秒。'
    '建议把配额改回去后再压测一次。',
    [inv('call_b803', '', 1, 'query_logs', {'trace_id': '0200bdc70f6f1617d57ca905bafceea2', 'limit': 15}, logs_json(r)),
     inv('call_b804', '', 1, 'get_trace', {'trace_id': '0200bdc70f6f1617d57ca905bafceea2'}, {'spans': s})],
    [F('frontend 在 13:28:43 返回首页 GET /，http.resp.took_ms 为 26170，约 26.2 秒', 'direct_evidence', 'Request complete 13:28:43.813Z, GET /, took_ms 26170'),
     F('这次请求里 frontend 发起了 9 次 CurrencyService/Convert，最慢一次约 3.5 秒', 'direct_evidence', '9 frontend Convert spans, max 3500875 us'),
     F('前一天晚上 currencyservice 的资源配额被人改小了', 'no_evidence', 'no output mentions a quota change'),
     F('这 9 次 Convert 加起来约 24.3 秒', 'direct_evidence', 'sum of the 9 frontend Convert spans = 24285649 us')],
    [('call_b803', L3, 16, 30), ('call_b804', T3, 2, 63)], 'LOW_CONFID')

# cF-009  adservice raw line time, frontend metrics 08-23, fault list 08-23
r = nzlog(L3, 76, 82)
MF3 = OB23 + 'metric/frontend-579b9bff58-t2dbm_metric.csv'
mf3 = mrows(MF3, 91, 92, M)
FL23 = OB23 + '2022-08-23-fault_list.json'
fl3, (fa3, fb3) = faults(FL23, ['1661261271'])
assert any(x['pod'].startswith('adservice') and x['message'].endswith('Constructe random Ads finish') and x['ts'].startswith('2022-08-23T13:28:43') for x in r)
assert round(mf3['rows'][1][7], 2) == 28.48 and mf3['rows'][0][8] == 2.2
add('cF-009', ['source:nezha_onlineboutique', 'format:nl_bold_labels', 'class:time_wrong', 'class:faithful'],
    '13:28 左右 adservice 和 frontend 各自什么情况？',
    '**adservice**：adservice-5f6585d649-fnmft 在 13:28:43（UTC）记录了 Constructe random Ads finish。\n'
    '**前端延迟**：frontend 的服务端 P99 延迟在 13:29:28 达到约 28.5 秒。\n'
    '**吞吐**：frontend 的 PodWorkload 在 13:28:28 只有 2.2 ops。\n'
    '**故障**：13:27:51 对 currencyservice-cf787dd48-vpjrd 注入了 cpu_contention。\n'
    '**建议**：先看 currencyservice 的 CPU 限额。',
    [inv('kl-5521', '', 1, 'kubectl_logs', {'namespace': 'hipster', 'selector': 'trace_id=0200bdc70f6f1617d57ca905bafceea2', 'since': '2m'},
         '\n'.join(raw(L3, 76, 82))),
     inv('kl-5522', '', 2, 'get_pod_metrics', {'pod': 'frontend-579b9bff58-t2dbm', 'start': 1661261308, 'end': 1661261368}, mf3),
     inv('kl-5523', '', 2, 'get_fault_injections', {'date': '2022-08-23', 'hour': '13'}, {'faults': fl3})],
    [F('adservice-5f6585d649-fnmft 在 13:28:43（UTC）记录了 Constructe random Ads finish', 'direct_evidence', 'Timestamp 2022-08-23T13:28:43.812Z (UTC), line text 13:28:43.812 INFO ... Constructe random Ads finish'),
     F('frontend 的服务端 P99 延迟在 13:29:28 达到约 28.5 秒', 'direct_evidence', 'PodServerLatencyP99(s) 28.48 at 13:29:28'),
     F('frontend 的 PodWorkload 在 13:28:28 只有 2.2 ops', 'direct_evidence', 'PodWorkload(Ops) 2.2 at 13:28:28'),
     F('13:27:51 对 currencyservice-cf787dd48-vpjrd 注入了 cpu_contention', 'direct_evidence', 'fault list 2022-08-23 13:27:51 cpu_contention')],
    [('kl-5521', L3, 76, 82), ('kl-5522', MF3, 91, 92), ('kl-5523', FL23, fa3, fb3)], 'PASS')

# cF-010  checkout order of events contradicted by timestamps
r = nzlog(L1, 1937, 1945)
te = [x['ts'] for x in r if 'Order confirmation email sent' in x['message']][0]
tp = [x['ts'] for x in r if 'Payment went through' in x['message']][0]
assert tp < te
k10 = contract('checkoutservice 下单流程',
    [claim('c1', 'log_finding', 'checkoutservice 在 05:18:24.312 记录了 Charge successfully', 'direct',
           [bind('fn_c01', 'query_logs', 'Charge successfully')]),
     claim('c2', 'log_finding', 'checkoutservice 先记录了 Order confirmation email sent，之后才记录 Payment went through (transaction_id: 927643c5-0456-4036-b21d-f5bcadbedd7a)', 'direct',
           [bind('fn_c01', 'query_logs', 'Payment went through (transaction_id: 927643c5-0456-4036-b21d-f5bcadbedd7a)')]),
     claim('c3', 'log_finding', '这笔订单寄往 zip_code 94043（Mountain View, CA）', 'direct',
           [bind('fn_c01', 'query_logs', 'city:"Mountain View" state:"CA"')])],
    '流程细节见 claims。')
add('cF-010', ['source:nezha_onlineboutique', 'format:json_indented', 'class:time_wrong'],
    'checkoutservice 是不是先发邮件后扣款？顺序好像不对',
    json.dumps(k10, ensure_ascii=False, indent=2),
    [inv('fn_c01', '', 1, 'query_logs', {'pod': 'checkoutservice-578fcf4766-9csqn', 'trace_id': '54de0079cdcd169c7af8fb78ec5bc3dc'}, logs_json(r))],
    claimfacts(k10, {'c1': ('direct_evidence', 'record 05:18:24.312127 Charge successfully'),
                     'c2': ('contradicted', 'Payment went through at 05:18:24.312252, email sent at 05:18:24.340129: order is the other way round'),
                     'c3': ('direct_evidence', 'Ship Order record: Mountain View, CA, zip_code:94043')}),
    [('fn_c01', L1, 1937, 1945)], 'REJECT')

# cF-011  runbook only
kb11 = {'query': 'currencyservice cpu contention frontend 首页变慢', 'chunks': [
    {'chunk_id': 'kb-ob-0117', 'source_doc': 'runbooks/onlineboutique/currencyservice.md', 'retrieval_layer': 'runbook', 'relevance': 'high',
     'content': 'currencyservice 为 Node.js 单线程服务。出现 CPU 争抢时 Convert 调用排队，frontend 首页 GET / 会明显变慢。处置：撤销争抢或临时上调 CPU limit。', 'deduped': False},
    {'chunk_id': 'kb-ob-0243', 'source_doc': 'postmortems/2022-06-currency-slow.md', 'retrieval_layer': 'past_incident', 'relevance': 'medium',
     'content': '过往案例：撤销 cpu_contention 后约 2 分钟内 frontend 延迟恢复正常。', 'deduped': False}]}
add('cF-011', ['source:nezha_onlineboutique', 'format:nl_paragraph', 'class:runbook_only'],
    'currencyservice CPU 争抢会不会拖慢首页？多久能恢复？',
    '按运维手册，currencyservice 出现 CPU 争抢时 Convert 调用会排队，frontend 首页 GET / 会明显变慢。'
    '根据过往案例，撤销 cpu_contention 后约 2 分钟内 frontend 延迟就能恢复。'
    '手册给出的处置是撤销争抢或临时上调 CPU limit。'
    '可以先按手册处理，再观察指标。',
    [inv('kb_q1', '', 1, 'lookup_knowledge', {'query': 'currencyservice cpu contention frontend 首页变慢'}, kb11)],
    [F('按运维手册，currencyservice 出现 CPU 争抢时 Convert 调用会排队，frontend 首页 GET / 会明显变慢', 'indirect_support', 'only the runbook chunk says this'),
     F('根据过往案例，撤销 cpu_contention 后约 2 分钟内 frontend 延迟就能恢复', 'indirect_support', 'past-incident chunk only'),
     F('手册给出的处置是撤销争抢或临时上调 CPU limit', 'indirect_support', 'runbook chunk only')],
    [], 'LOW_CONFID')

# cF-012  fabricated pod name (one character off)
r = nzlog(L3, 22, 30)
add('cF-012', ['source:nezha_onlineboutique', 'format:nl_bullets', 'class:fabricated_id', 'class:hedged_distractor'],
    'currencyservice 在 13:28:40 到 13:28:43 之间有没有处理汇率请求？',
    '* currencyservice-cf787dd48-vpjrb 在 13:28:42 记录了 Get currency data successful\n'
    '* 同一秒还有 Conversion request successful 和 Received conversion request\n'
    '* 13:28:40 这一秒也有一次 Conversion request successful\n'
    '* 可能只是 CPU 紧张导致的排队',
    [inv('log-77f0', '', 1, 'query_logs', {'service': 'currencyservice', 'trace_id': '0200bdc70f6f1617d57ca905bafceea2', 'from': '2022-08-23T13:28:40Z', 'to': '2022-08-23T13:28:43Z'}, logs_json(r))],
    [F('currencyservice-cf787dd48-vpjrb 在 13:28:42 记录了 Get currency data successful', 'contradicted', 'pod name is one character off: real pod is currencyservice-cf787dd48-vpjrd'),
     F('同一秒还有 Conversion request successful 和 Received conversion request', 'direct_evidence', 'records at 13:28:42.8836 and 13:28:42.8819'),
     F('13:28:40 这一秒也有一次 Conversion request successful', 'direct_evidence', 'record 13:28:40.083 Conversion request successful')],
    [('log-77f0', L3, 22, 30)], 'REJECT')

# cF-013  excerpt formats on frontend/payment records
r = nzlog(L1, 1926, 1931)
k13 = contract('checkout 请求成功',
    [claim('c1', 'log_finding', 'frontend 的 /cart/checkout 请求返回 200', 'direct',
           [bind('toolu_02Xc', 'query_logs', 'http.resp.status=200 http.req.path=/cart/checkout')]),
     claim('c2', 'log_finding', '该请求为 POST，耗时 652 ms', 'direct',
           [bind('toolu_02Xc', 'query_logs', '{"http.resp.took_ms": 652, "http.req.method": "POST"}')]),
     claim('c3', 'log_finding', 'frontend 记录了订单 d845c8bb-21d9-11ed-8759-c22143dd2699 的 Order placed complete', 'direct',
           [bind('toolu_02Xc', 'query_logs', 'order=d845c8bb-21d9-11ed-8759-c22143dd2699')]),
     claim('c4', 'log_finding', 'paymentservice-9cdb6588f-554sm 处理了尾号 0454 的 visa 卡交易', 'direct',
           [bind('T1', 'query_logs', 'Transaction processed: visa ending 0454', stype='trace_ref', sid='T1')])],
    '下单请求正常返回，详见 claims。')
add('cF-013', ['source:nezha_onlineboutique', 'format:json_fenced', 'class:excerpt_format', 'class:faithful'],
    '05:18:24 那次结账 frontend 返回了什么？支付做了没有？',
    '```json\n' + json.dumps(k13, ensure_ascii=False) + '\n```',
    [inv('toolu_02Xc', '', 1, 'query_logs', {'trace_id': '54de0079cdcd169c7af8fb78ec5bc3dc', 'pods': ['frontend-579b9bff58-t2dbm', 'paymentservice-9cdb6588f-554sm']}, logs_json(r))],
    claimfacts(k13, {'c1': ('direct_evidence', 'k=v excerpt: both pairs are fields of the Request complete record'),
                     'c2': ('direct_evidence', 'JSON-pair excerpt matches fields of the same record; took_ms 652'),
                     'c3': ('direct_evidence', 'Order placed complete record has order=d845c8bb-...'),
                     'c4': ('direct_evidence', 'T1 is the only evidence call; message substring')}),
    [('toolu_02Xc', L1, 1926, 1931)], 'PASS')

# cF-014  bad references (content true)
L2b = OB22 + 'log/05_20_log.csv'
r = nzlog(L2b, 264, 272)
k14 = {'answer_version': '1.0', 'diagnosis_summary': 'shipping 与 adservice 正常',
       'claims': [
           claim('c1', 'log_finding', 'shippingservice 在 05:19:53 完成了 [GetQuote] 请求', 'direct',
                 [bind('call_0000', 'query_logs', '[GetQuote] completed request')]),
           claim('c2', 'log_finding', 'adservice 在 05:20:16 收到了不带 context_words 的广告请求', 'direct',
                 [bind('T4', 'query_logs', 'Received ad request (context_words=[])', stype='trace_ref', sid='T4')]),
           claim('c3', 'log_finding', 'adservice 随后记录了 Constructe random Ads finish', 'direct', [])],
       'hypotheses': [], 'recommended_actions': [], 'missing_info': [],
       'user_facing_answer': '细节见 claims，建议持续观察。'}
add('cF-014', ['source:nezha_onlineboutique', 'format:json_raw', 'class:bad_reference'],
    'shippingservice 和 adservice 05:20 左右还在正常处理吗？',
    json.dumps(k14, ensure_ascii=False),
    [inv('call_5e0c', '', 1, 'query_logs', {'pods': ['shippingservice-7b598fc7d-lmggd', 'adservice-5f6585d649-fnmft'], 'from': '2022-08-22T05:19:50Z', 'to': '2022-08-22T05:20:20Z'}, logs_json(r))],
    claimfacts(k14, {'c1': ('indirect_support', 'content is in call_5e0c but the binding names call_0000, which does not exist'),
                     'c2': ('indirect_support', 'content true but trace ref T4 does not exist (only T1)'),
                     'c3': ('indirect_support', 'content true but the claim has no binding')}),
    [('call_5e0c', L2b, 264, 272)], 'LOW_CONFID')

# cF-015  misattribution: email line given to paymentservice
r = nzlog(L1, 1926, 1936)
add('cF-015', ['source:nezha_onlineboutique', 'format:nl_paragraph', 'class:misattribution'],
    '这笔订单（TraceID 54de0079cdcd169c7af8fb78ec5bc3dc）的确认邮件是谁发的？',
    'paymentservice-9cdb6588f-554sm 在 05:18:24 收到了向 someone@example.com 发送订单确认邮件的请求。'
    'paymentservice 的 PaymentService#Charge 被调用，币种是 USD。'
    'currencyservice 在 05:18:24 记录了 Getting supported currencies...。'
    '如果邮件没收到，可以再查一下 SMTP 配置。',
    [inv('ql-2f61', '', 1, 'query_logs', {'trace_id': '54de0079cdcd169c7af8fb78ec5bc3dc', 'limit': 11}, logs_json(r))],
    [F('paymentservice-9cdb6588f-554sm 在 05:18:24 收到了向 someone@example.com 发送订单确认邮件的请求', 'contradicted', 'that line is logged by emailservice-55fdc5b988-f6xth; paymentservice has its own, different lines'),
     F('paymentservice 的 PaymentService#Charge 被调用，币种是 USD', 'direct_evidence', 'paymentservice-server: PaymentService#Charge invoked with request {"amount":{"currency_code":"USD"...'),
     F('currencyservice 在 05:18:24 记录了 Getting supported currencies...', 'direct_evidence', 'currencyservice record 05:18:24.4018')],
    [('ql-2f61', L1, 1926, 1936)], 'REJECT')

# ---------------------------------------------------------------- TrainTicket
TL44 = TT + 'log/13_44_log.csv'; TL45 = TT + 'log/13_45_log.csv'; TL46 = TT + 'log/13_46_log.csv'
TL08 = TT + 'log/14_08_log.csv'; TL09 = TT + 'log/14_09_log.csv'
TS44 = TT + 'trace/13_44_trace.csv'; TS09 = TT + 'trace/14_09_trace.csv'

# cF-016  food-service denial refuted
r = nzlog(TL44, 60, 72)
assert any(x['pod'].startswith('ts-food-service') and x['level'] == 'ERROR' for x in r)
add('cF-016', ['source:nezha_trainticket', 'format:nl_paragraph', 'class:negation'],
    'TrainTicket 13:44 订餐页面查不到食物，food-service 有没有问题？',
    'ts-travel-service 按 TripId D1345 查询了路线。'
    'ts-route-service 随后按 RouteId f3d4d4ef-693b-4456-8eed-59c0d717dd08 查询了路线。'
    'ts-food-service-f5756978c-6sb8t 在这条链路上没有任何报错。'
    '问题应该在 ts-station-food-service 那边，建议查它的数据。',
    [inv('call_f16a', '', 1, 'query_logs', {'namespace': 'train-ticket', 'trace_id': '4e16078f69346f9433fac70eeeab7782', 'context': 'before=5,after=5'}, logs_json(r))],
    [F('ts-travel-service 按 TripId D1345 查询了路线', 'direct_evidence', 'TravelController Get Route By Trip ID, TripId: D1345'),
     F('ts-route-service 随后按 RouteId f3d4d4ef-693b-4456-8eed-59c0d717dd08 查询了路线', 'direct_evidence', 'RouteController Query route by id at 13:44:10.100, after travel-service 13:44:10.091'),
     F('ts-food-service-f5756978c-6sb8t 在这条链路上没有任何报错', 'contradicted', 'food-service has an ERROR line: Get the Get Food Request Failed! foodStoresListResult is null')],
    [('call_f16a', TL44, 60, 72)], 'REJECT')

# cF-017  Chinese paraphrase + time zone of the inner text
add('cF-017', ['source:nezha_trainticket', 'format:nl_bullets', 'class:paraphrase_zh', 'class:time_wrong', 'class:hedged_distractor'],
    '13:46 订餐又失败了一次，具体报的什么？',
    '- ts-food-service 在 UTC 13:46:02 报错：处理 tripId D1345 的 getAllFood 请求失败，原因是 foodStoresListResult 为空\n'
    '- 容器日志正文里的时间是 21:46:02，也就是 UTC+8 的本地时间\n'
    '- 同一条链路里 ts-station-food-service 按车站名查询了食品店\n'
    '- ts-route-service 在 13:46:01 按 id 查询了路线 f3d4d4ef-693b-4456-8eed-59c0d717dd08\n'
    '- 推测 station-food 那边返回了空列表',
    [inv('kubectl-1', '', 1, 'kubectl_logs', {'namespace': 'train-ticket', 'grep': 'ddeafa190917cd7583047145fdfe4629'}, '\n'.join(raw(TL46, 113, 122)))],
    [F('ts-food-service 在 UTC 13:46:02 报错：处理 tripId D1345 的 getAllFood 请求失败，原因是 foodStoresListResult 为空', 'direct_evidence', 'Timestamp 13:46:02.926Z, ERROR [getAllFood][Get the Get Food Request Failed!][foodStoresListResult is null][... tripId: D1345]'),
     F('容器日志正文里的时间是 21:46:02，也就是 UTC+8 的本地时间', 'direct_evidence', 'inner text 21:46:02.925 vs Timestamp 13:46:02.926Z: +8 h'),
     F('同一条链路里 ts-station-food-service 按车站名查询了食品店', 'direct_evidence', 'StationFoodController [Get FoodStores By StationNames], same TraceID'),
     F('ts-route-service 在 13:46:01 按 id 查询了路线 f3d4d4ef-693b-4456-8eed-59c0d717dd08', 'direct_evidence', 'Timestamp 13:46:01.877Z Query route by id')],
    [('kubectl-1', TL46, 113, 122)], 'PASS')

# cF-018  opposite predicate for order-other-service
r = nzlog(TL09, 2082, 2091)
add('cF-018', ['source:nezha_trainticket', 'format:nl_sloppy', 'class:paraphrase_zh', 'class:misattribution', 'class:status_wrong'],
    '检票时订单 1d314add-566d-4f76-bcf8-64057f56520c 报状态错误，哪个服务没查到单？',
    'ts-order-service 22:09:32 那条是 WARN，Order not found，订单 1d314add-566d-4f76-bcf8-64057f56520c\n'
    'ts-order-other-service 也没能查到订单 1d314add-566d-4f76-bcf8-64057f56520c\n'
    'ts-execute-service 最后报 ticket execute error: Order Status Wrong\n'
    '所以两个订单库都没有这张单？',
    [inv('q-18-1', '', 1, 'query_logs', {'keyword': '1d314add-566d-4f76-bcf8-64057f56520c', 'from': '2023-01-30T14:08:50Z', 'to': '2023-01-30T14:09:50Z'}, logs_json(r))],
    [F('ts-order-service 22:09:32 那条是 WARN，Order not found，订单 1d314add-566d-4f76-bcf8-64057f56520c', 'direct_evidence', 'order-service WARN, inner time 22:09:32.005, Get Order By ID Fail][Order not found'),
     F('ts-order-other-service 也没能查到订单 1d314add-566d-4f76-bcf8-64057f56520c', 'contradicted', 'order-other-service logs Get Order By ID Success for that OrderId'),
     F('ts-execute-service 最后报 ticket execute error: Order Status Wrong', 'direct_evidence', 'execute-service ERROR at 14:09:32.015Z, latest record of this trace')],
    [('q-18-1', TL09, 2082, 2091)], 'REJECT')

# cF-019  join log and spans of trace b7ae4ca8
r = nzlog(TL09, 2084, 2091); s = spans(TS09, 4080, 4098)
d = {x['operation']: x['duration_us'] for x in s}
assert d['ExecuteControlller.executeTicket'] == 17635 and d['OrderController.getOrderById'] == 3972 and s[0]['duration_us'] == 23541
k19 = contract('ts-execute-service 检票失败：Order Status Wrong',
    [claim('c1', 'log_finding', 'ts-execute-service-775f544d9-tmwcv 对订单 1d314add-566d-4f76-bcf8-64057f56520c 报 ticket execute error: Order Status Wrong', 'direct',
           [bind('span-q1', 'query_logs', '[ticketExecute][getOrderByIdFromOrderOther][ticket execute error: Order Status Wrong]')]),
     claim('c2', 'metric_finding', 'ExecuteControlller.executeTicket span 耗时约 17.6 ms', 'direct',
           [bind('span-q2', 'get_trace', '{"operation": "ExecuteControlller.executeTicket", "duration_us": 17635}')]),
     claim('c3', 'log_finding', 'ts-order-service 的 OrderController.getOrderById 只用了约 4 ms，对应日志是 Get Order By ID Fail', 'direct',
           [bind('span-q2', 'get_trace', 'OrderController.getOrderById'), bind('span-q1', 'query_logs', '[getOrderById][Get Order By ID Fail][Order not found]')]),
     claim('c4', 'metric_finding', '网关根 span /* 总耗时约 23.5 ms', 'direct',
           [bind('span-q2', 'get_trace', '{"operation": "/*"}')]),
     claim('c5', 'recommendation', '建议核对该订单在 order-other 库中的状态字段', 'none', [])],
    '检票失败的细节见 claims。')
add('cF-019', ['source:nezha_trainticket', 'format:json_indented', 'class:faithful', 'class:quantity'],
    '14:09:32 检票失败，是慢还是报错？',
    json.dumps(k19, ensure_ascii=False, indent=2),
    [inv('span-q1', '', 1, 'query_logs', {'trace_id': 'b7ae4ca86d7e06eba74b260f6adc04fa'}, logs_json(r)),
     inv('span-q2', '', 2, 'get_trace', {'trace_id': 'b7ae4ca86d7e06eba74b260f6adc04fa'}, {'spans': s})],
    claimfacts(k19, {'c1': ('direct_evidence', 'execute-service ERROR line with that orderId'),
                     'c2': ('direct_evidence', 'duration_us 17635 = 17.6 ms'),
                     'c3': ('direct_evidence', 'order-service span 3972 us ~ 4 ms; WARN Get Order By ID Fail on same pod'),
                     'c4': ('direct_evidence', 'root span /* duration_us 23541'),
                     'c5': ('no_evidence', 'recommendation, non-critical')}),
    [('span-q1', TL09, 2084, 2091), ('span-q2', TS09, 4080, 4098)], 'PASS')

# cF-020  a time no record has
r = nzlog(TL44, 246, 249)
add('cF-020', ['source:nezha_trainticket', 'format:nl_sloppy', 'class:time_wrong'],
    'inside-payment 支付接口报 500，几点开始的？',
    'ts-inside-payment-service 在 13:47:10 抛出 IllegalStateException: No instances available for ts-order-service\n'
    '报错前它刚开始处理订单 1e87273a-129e-4181-ac91-2f16903aa19e 的 Pay 请求\n'
    '下一步看下 ts-order-service 的注册状态',
    [inv('q-20', '', 1, 'query_logs', {'pod': 'ts-inside-payment-service-6f94c49ccd-t4k6c', 'from': '2023-01-30T13:44:00Z', 'to': '2023-01-30T13:45:00Z'}, logs_json(r))],
    [F('ts-inside-payment-service 在 13:47:10 抛出 IllegalStateException: No instances available for ts-order-service', 'no_evidence', 'the exception is at 13:44:25 UTC (21:44:25 inner); no record has 13:47:10'),
     F('报错前它刚开始处理订单 1e87273a-129e-4181-ac91-2f16903aa19e 的 Pay 请求', 'direct_evidence', 'Pay for: 1e87273a-... at 13:44:25.586, ERROR at 13:44:25.911')],
    [('q-20', TL44, 246, 249)], 'LOW_CONFID')

# cF-021  security-service span durations + fault list
s1 = spans(TS44, 1135, 1137); s2 = spans(TS44, 1734, 1736)
assert s1[0]['duration_us'] == 282229 and s1[2]['duration_us'] == 258439 and s2[0]['duration_us'] == 170489
FL30 = TT + '2023-01-30-fault_list.json'
fl30, (f30a, f30b) = faults(FL30, ['1675086284'])
add('cF-021', ['source:nezha_trainticket', 'format:nl_paragraph', 'class:quantity', 'class:faithful'],
    '13:44 下单时 security 检查很慢，慢多少？当时注入了什么故障？',
    'ts-security-service 的 /api/v1/securityservice/securityConfigs/{accountId} 在 trace 13d5e14b2c14703eb17ceadbd3d404e1 里耗时约 282 ms。'
    '其中 HTTP GET 子调用就占了约 0.26 秒。'
    '另一条 trace 93fbbf6d7bce2a2be5277afb841d2f08 的同一接口约 170 ms。'
    '故障记录显示 13:44:44 对 ts-route-service-b6c59fb57-dz9bw 注入了 network_delay。'
    '这两次 security 检查都发生在 13:44:25 到 13:44:27 之间。',
    [inv('tr-01', '', 1, 'get_trace', {'trace_id': '13d5e14b2c14703eb17ceadbd3d404e1', 'service': 'ts-security-service'}, {'spans': s1}),
     inv('tr-02', '', 1, 'get_trace', {'trace_id': '93fbbf6d7bce2a2be5277afb841d2f08', 'service': 'ts-security-service'}, {'spans': s2}),
     inv('tr-03', '', 2, 'get_fault_injections', {'date': '2023-01-30', 'hour': '13'}, {'faults': fl30})],
    [F('ts-security-service 的 /api/v1/securityservice/securityConfigs/{accountId} 在 trace 13d5e14b2c14703eb17ceadbd3d404e1 里耗时约 282 ms', 'direct_evidence', 'duration_us 282229'),
     F('其中 HTTP GET 子调用就占了约 0.26 秒', 'direct_evidence', 'HTTP GET child span duration_us 258439'),
     F('另一条 trace 93fbbf6d7bce2a2be5277afb841d2f08 的同一接口约 170 ms', 'direct_evidence', 'duration_us 170489'),
     F('故障记录显示 13:44:44 对 ts-route-service-b6c59fb57-dz9bw 注入了 network_delay', 'direct_evidence', 'fault list 2023-01-30 13:44:44 network_delay on that pod'),
     F('这两次 security 检查都发生在 13:44:25 到 13:44:27 之间', 'direct_evidence', 'start_unix_nano 1675086265.010 (13:44:25 UTC) and 1675086266.608 (13:44:26 UTC)')],
    [('tr-01', TS44, 1135, 1137), ('tr-02', TS44, 1734, 1736), ('tr-03', FL30, f30a, f30b)], 'PASS')

# cF-022  count wrong: verification-code WARN lines
r = nzlog(TL44, 8, 37)
nv = sum(1 for x in r if x['pod'].startswith('ts-verification') and x['level'] == 'WARN')
no = sum(1 for x in r if x['pod'].startswith('ts-order-service') and x['level'] == 'WARN')
assert nv == 4 and no == 1
k22 = contract('verification-code WARN 偏多',
    [claim('c1', 'log_finding', '该窗口内 ts-verification-code-service 共有 6 条 [verifyCode][Verify code start] WARN', 'direct',
           [bind('es-22', 'es_query', '[verifyCode][Verify code start]')]),
     claim('c2', 'log_finding', 'ts-order-service 有 1 条 Order not found 的 WARN，订单号 5386c651-a776-41aa-9abf-61cb8dc13c7a', 'direct',
           [bind('es-22', 'es_query', '[getOrderById][Get Order By ID Fail][Order not found][OrderId: 5386c651-a776-41aa-9abf-61cb8dc13c7a]')])],
    '详细计数见 claims。')
add('cF-022', ['source:nezha_trainticket', 'format:json_with_text', 'class:count_wrong'],
    '13:44 登录验证码那边 WARN 多不多？',
    '统计结果：' + json.dumps(k22, ensure_ascii=False),
    [inv('es-22', '', 1, 'es_query', {'index': 'tt-pod-logs-2023.01.30', 'from': '2023-01-30T13:43:55Z', 'to': '2023-01-30T13:44:55Z', 'size': 30},
         {'hits': {'total': {'value': len(r)}, 'hits': [{'_source': x} for x in r]}})],
    claimfacts(k22, {'c1': ('contradicted', 'the output has 4 such WARN lines of ts-verification-code-service, not 6'),
                     'c2': ('direct_evidence', 'exactly one order-service WARN, OrderId 5386c651-...')}),
    [('es-22', TL44, 8, 37)], 'REJECT')

# cF-023  count right: Left ticket info is empty
r = nzlog(TL45, 462, 475)
nl = sum(1 for x in r if 'Left ticket info is empty' in x['message'] and x['level'] == 'WARN')
assert nl == 6 and len(set(x['trace_id'] for x in r if 'Left ticket' in x['message'])) == 1
tn = sorted(set(re.search(r'train number: (\w+)', x['message']).group(1) for x in r if 'Left ticket' in x['message']))
assert tn == ['G1234', 'G1236', 'G1237']
k23 = contract('order-service 余票信息为空',
    [claim('c1', 'log_finding', '13:44:52 到 13:44:53 之间 ts-order-service 共记录 6 条 Left ticket info is empty 的 WARN', 'direct',
           [bind('T1', 'query_logs', 'Left ticket info is empty', stype='trace_ref', sid='T1')]),
     claim('c2', 'log_finding', '涉及车次 G1234、G1236、G1237，每个车次各 2 条', 'direct',
           [bind('qry-4f2', 'query_logs', 'train number: G1236')]),
     claim('c3', 'log_finding', '这些 WARN 的发车日期都是 2023-01-30 17:38:46', 'direct',
           [bind('qry-4f2', 'query_logs', 'seat from date: 2023-01-30 17:38:46')]),
     claim('c4', 'hypothesis', '可能是座位服务缓存还没刷新', 'none', [])],
    '余票为空是 order-service 查询售出票时打印的告警，共 6 条，详见 claims。')
add('cF-023', ['source:nezha_trainticket', 'format:json_raw', 'class:quantity', 'class:faithful'],
    '13:44:52 前后查余票一直是空的，order-service 打了多少告警？',
    json.dumps(k23, ensure_ascii=False),
    [inv('qry-4f2', '', 1, 'query_logs', {'pod': 'ts-order-service-5b67c48447-fj8b7', 'from': '2023-01-30T13:44:51Z', 'to': '2023-01-30T13:44:54Z'}, logs_json(r))],
    claimfacts(k23, {'c1': ('direct_evidence', '6 WARN records with Left ticket info is empty between 13:44:52.558 and 13:44:53.200'),
                     'c2': ('direct_evidence', 'G1234 x2, G1236 x2, G1237 x2'),
                     'c3': ('direct_evidence', 'all six say seat from date: 2023-01-30 17:38:46'),
                     'c4': ('no_evidence', 'hypothesis, non-critical')}),
    [('qry-4f2', TL45, 462, 475)], 'PASS')

# cF-024  no-hit + deduped chunk + one real metric
MR = TT + 'metric/ts-route-service-b6c59fb57-dz9bw_metric.csv'
MRC = ['CpuUsageRate(%)', 'MemoryUsage(Mi)', 'PodServerLatencyP99(s)', 'PodClientLatencyP99(s)']
mr = mrows(MR, 151, 152, MRC)
assert round(mr['rows'][0][6], 1) == 28.6
ser = {'series': [{'metric': 'PodClientLatencyP99', 'service': 'ts-route-service', 'pod': 'ts-route-service-b6c59fb57-dz9bw',
                   'max': round(max(x[6] for x in mr['rows']), 4), 'avg': round(sum(x[6] for x in mr['rows']) / 2, 4), 'last': round(mr['rows'][-1][6], 4), 'unit': 's'}],
       'alerts': []}
add('cF-024', ['source:nezha_trainticket', 'format:nl_headings', 'class:gap'],
    'route-service 14:08 以后有没有报错？知识库里有类似案例吗？',
    '## 日志\n'
    'ts-route-service 在 14:08–14:10 没有 ERROR 日志。\n'
    '## 指标\n'
    'ts-route-service-b6c59fb57-dz9bw 的客户端 P99 延迟在这两分钟里约 28.6 秒。\n'
    '## 知识库\n'
    '历史案例里 route-service 网络延迟会连带拖慢 ts-travel-service。\n'
    '可能需要再拉一下 travel-service 的 trace。',
    [inv('a1', '', 1, 'query_logs', {'service': 'ts-route-service', 'level': 'ERROR', 'from': '2023-01-30T14:08:00Z', 'to': '2023-01-30T14:10:00Z'}, {'total': 0, 'logs': []}),
     inv('a2', '', 1, 'query_metrics', {'pod': 'ts-route-service-b6c59fb57-dz9bw', 'metric': 'PodClientLatencyP99', 'from': 1675087734, 'to': 1675087794}, ser),
     inv('a3', '', 2, 'lookup_knowledge', {'query': 'route-service network delay travel-service'},
         {'query': 'route-service network delay travel-service', 'chunks': [
             {'chunk_id': 'kb-tt-031', 'source_doc': 'postmortems/tt-route-delay.md', 'retrieval_layer': 'past_incident', 'relevance': 'high',
              'content': '历史案例：route-service 网络延迟会连带拖慢 ts-travel-service 的 getRouteByTripId。', 'deduped': True}]})],
    [F('ts-route-service 在 14:08–14:10 没有 ERROR 日志', 'no_evidence', 'only a no-hit query'),
     F('ts-route-service-b6c59fb57-dz9bw 的客户端 P99 延迟在这两分钟里约 28.6 秒', 'direct_evidence', 'PodClientLatencyP99 series max/last 28.6 s'),
     F('历史案例里 route-service 网络延迟会连带拖慢 ts-travel-service', 'no_evidence', 'only in a deduped chunk')],
    [('a2', MR, 151, 152)], 'LOW_CONFID')

# cF-025  status wrong (malformed contract: trailing comma)
r = nzlog(TL44, 247, 248); s = spans(TS44, 154, 159)
assert s[3]['duration_us'] == 333395
ans25 = ('{"answer_version": "1.0", "diagnosis_summary": "inside-payment 支付",\n'
         ' "claims": [\n'
         '  {"claim_id": "c1", "claim_type": "log_finding", "claim_text": "ts-inside-payment-service 对订单 1e87273a-129e-4181-ac91-2f16903aa19e 的支付已成功返回", "support_level": "direct",\n'
         '   "evidence_bindings": [{"source_type": "tool_output", "source_id": "c25-logs", "tool_name": "query_logs", "source_invocation_ids": ["c25-logs"], "evidence_excerpt": "Pay for: 1e87273a-129e-4181-ac91-2f16903aa19e"}]},\n'
         '  {"claim_id": "c2", "claim_type": "metric_finding", "claim_text": "inside_payment 接口 span 耗时约 333 ms", "support_level": "direct",\n'
         '   "evidence_bindings": [{"source_type": "tool_output", "source_id": "c25-trace", "tool_name": "get_trace", "source_invocation_ids": ["c25-trace"], "evidence_excerpt": "/api/v1/inside_pay_service/inside_payment"}]},\n'
         ' ],\n'
         ' "user_facing_answer": "详见 claims。"}')
add('cF-025', ['source:nezha_trainticket', 'format:json_malformed', 'class:status_wrong'],
    '13:44:25 订单 1e87273a-129e-4181-ac91-2f16903aa19e 付款到底成功没？',
    ans25,
    [inv('c25-logs', '', 1, 'query_logs', {'trace_id': '7ebf997b1e250e8f6775dfc926b3862b'}, logs_json(r)),
     inv('c25-trace', '', 1, 'get_trace', {'trace_id': '7ebf997b1e250e8f6775dfc926b3862b'}, {'spans': s})],
    [F('ts-inside-payment-service 对订单 1e87273a-129e-4181-ac91-2f16903aa19e 的支付已成功返回', 'contradicted', 'same trace ends in ERROR: Request processing failed; IllegalStateException No instances available for ts-order-service'),
     F('inside_payment 接口 span 耗时约 333 ms', 'direct_evidence', 'span duration_us 333395')],
    [('c25-logs', TL44, 247, 248), ('c25-trace', TS44, 154, 159)], 'REJECT')

# cF-026  hedged distractors around true facts
r = nzlog(TL46, 240, 246)
assert [x['level'] for x in r if x['pod'].startswith('ts-execute')][0] == 'ERROR'
add('cF-026', ['source:nezha_trainticket', 'format:nl_paragraph', 'class:hedged_distractor', 'class:paraphrase_zh'],
    '13:46 订单 1e87273a-129e-4181-ac91-2f16903aa19e 检票失败，订单是不是丢了？',
    'ts-order-service 成功查到了订单 1e87273a-129e-4181-ac91-2f16903aa19e。'
    'ts-execute-service 对该订单报了 ticket execute error: Order Status Wrong。'
    'execute-service 那条是 ERROR 级别，order-service 的两条都是 INFO。'
    '可能是 13:44 那次支付失败导致订单一直停在未支付状态。'
    '也不排除 ts-execute-service 自己的状态判断有 bug。'
    '建议查一下该订单在库里的 status 字段。',
    [inv('toolu_01TT26', '', 1, 'query_logs', {'keyword': '1e87273a-129e-4181-ac91-2f16903aa19e', 'from': '2023-01-30T13:46:00Z', 'to': '2023-01-30T13:46:10Z', 'context_lines': 1}, logs_json(r))],
    [F('ts-order-service 成功查到了订单 1e87273a-129e-4181-ac91-2f16903aa19e', 'direct_evidence', 'order-service [getOrderById][Get Order By ID Success][OrderId: 1e87273a-...]'),
     F('ts-execute-service 对该订单报了 ticket execute error: Order Status Wrong', 'direct_evidence', 'execute-service ERROR ... ticket execute error: Order Status Wrong][orderId: 1e87273a-...]'),
     F('execute-service 那条是 ERROR 级别，order-service 的两条都是 INFO', 'direct_evidence', 'levels in records: execute ERROR, order-service INFO x2')],
    [('toolu_01TT26', TL46, 240, 246)], 'PASS')

# cF-027  roles reversed
add('cF-027', ['source:nezha_trainticket', 'format:nl_bold_labels', 'class:entity_swap', 'class:misattribution'],
    'inside-payment 报 No instances available，是谁找不到谁？',
    '**现象**：ts-order-service 找不到可用的 ts-inside-payment-service 实例。\n'
    '**链路**：网关 /* 这一层总共约 350 ms。\n'
    '**处理**：请求最后落到了 ts-inside-payment-service 的 BasicErrorController.error。\n'
    '**建议**：检查注册中心里的实例列表。',
    [inv('call_27x', '', 1, 'kubectl_logs', {'pod': 'ts-inside-payment-service-6f94c49ccd-t4k6c', 'since_time': '2023-01-30T13:44:20Z', 'tail': 2}, '\n'.join(raw(TL44, 247, 248))),
     inv('call_27y', '', 2, 'get_trace', {'trace_id': '7ebf997b1e250e8f6775dfc926b3862b'}, {'spans': spans(TS44, 154, 159)})],
    [F('ts-order-service 找不到可用的 ts-inside-payment-service 实例', 'contradicted', 'roles reversed: ts-inside-payment-service logs No instances available for ts-order-service'),
     F('网关 /* 这一层总共约 350 ms', 'direct_evidence', 'gateway root span duration_us 349552'),
     F('请求最后落到了 ts-inside-payment-service 的 BasicErrorController.error', 'direct_evidence', 'span BasicErrorController.error on inside-payment pod')],
    [('call_27x', TL44, 247, 248), ('call_27y', TS44, 154, 159)], 'REJECT')

# cF-028  unsupported causes next to real span values
s = spans(TS09, 2283, 2284)
assert s[0]['duration_us'] == 461047 and s[1]['duration_us'] == 459650 and s[0]['start_unix_nano'] // 10**9 == 1675087735
add('cF-028', ['source:nezha_trainticket', 'format:nl_headings', 'class:unsupported_cause', 'class:quantity'],
    '14:08 查路线接口突然变慢，根因是什么？',
    '## 现象\n'
    'ts-route-service 的 /api/v1/routeservice/routes/byIds/ 在 14:08:55 这次耗时约 461 ms。\n'
    '其中 RouteController.queryByIds 占了 459.65 ms。\n'
    '## 根因\n'
    'ts-route-service 的数据库连接池被打满了。\n'
    '那台节点上午刚换过网卡。\n'
    '## 建议\n'
    '建议扩大连接池后观察。',
    [inv('inv-2801', '', 1, 'get_trace', {'trace_id': '52342d3220289e6776a764784d97c981', 'service': 'ts-route-service'}, {'spans': s})],
    [F('ts-route-service 的 /api/v1/routeservice/routes/byIds/ 在 14:08:55 这次耗时约 461 ms', 'direct_evidence', 'span start 1675087735.355 = 14:08:55 UTC, duration_us 461047'),
     F('其中 RouteController.queryByIds 占了 459.65 ms', 'direct_evidence', 'child span duration_us 459650'),
     F('ts-route-service 的数据库连接池被打满了', 'no_evidence', 'nothing about a connection pool in any output'),
     F('那台节点上午刚换过网卡', 'no_evidence', 'no output mentions hardware changes')],
    [('inv-2801', TS09, 2283, 2284)], 'LOW_CONFID')

# ---------------------------------------------------------------- Loghub
WIN = 'loghub/Windows/Windows_2k.log'; AND = 'loghub/Android/Android_2k.log'; MAC = 'loghub/Mac/Mac_2k.log'
HPC = 'loghub/HPC/HPC_2k.log'; TB = 'loghub/Thunderbird/Thunderbird_2k.log'; BGL = 'loghub/BGL/BGL_2k.log'

def cnt(rel, a, b, s):
    return sum(s in l for l in raw(rel, a, b))

# cF-029  Windows CBS counts
assert cnt(WIN, 1210, 1230, 'CBS_E_MANIFEST_INVALID_ITEM') == 10 and cnt(WIN, 1210, 1230, 'Unrecognized packageExtended attribute') == 7
assert cnt(WIN, 1210, 1230, 'CBS_E_INVALID_PACKAGE') == 1 and cnt(WIN, 1210, 1230, 'initialized by client WindowsUpdateAgent') == 3
add('cF-029', ['source:windows', 'format:nl_paragraph', 'class:quantity', 'class:paraphrase_zh'],
    'Windows 更新在 2016-09-29 02:03 失败了，CBS 日志怎么说？',
    '02:03:46 到 02:03:48 这段 CBS 日志里，带 CBS_E_MANIFEST_INVALID_ITEM（0x800f080d）的行共 10 条。'
    '“Warning: Unrecognized packageExtended attribute” 出现了 7 次。'
    '02:03:47 还有一次打开包失败，错误码 0x800f0805（CBS_E_INVALID_PACKAGE）。'
    'WindowsUpdateAgent 在这段时间里先后初始化了 3 个 CBS 会话。'
    '这些行的级别字段都是 Info。',
    [inv('ev-win-1', '', 1, 'search_eventlog', {'host': 'win-build-07', 'source': 'CBS', 'from': '2016-09-29 02:03:46', 'to': '2016-09-29 02:03:48'}, '\n'.join(raw(WIN, 1210, 1230)))],
    [F('02:03:46 到 02:03:48 这段 CBS 日志里，带 CBS_E_MANIFEST_INVALID_ITEM（0x800f080d）的行共 10 条', 'direct_evidence', '10 lines carry HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM'),
     F('“Warning: Unrecognized packageExtended attribute” 出现了 7 次', 'direct_evidence', '7 such lines'),
     F('02:03:47 还有一次打开包失败，错误码 0x800f0805（CBS_E_INVALID_PACKAGE）', 'direct_evidence', 'Failed to internally open package. [HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE] at 02:03:47'),
     F('WindowsUpdateAgent 在这段时间里先后初始化了 3 个 CBS 会话', 'direct_evidence', '3 Session ... initialized by client WindowsUpdateAgent lines'),
     F('这些行的级别字段都是 Info', 'direct_evidence', 'every line has level Info')],
    [('ev-win-1', WIN, 1210, 1230)], 'PASS')

# cF-030  Windows: HRESULT one character off (contract)
k30 = contract('CBS manifest 解析失败',
    [claim('c1', 'log_finding', 'CBS 报 Failed to get next element，HRESULT 为 0x800f080e', 'direct',
           [bind('ev-win-2', 'search_eventlog', 'Failed to get next element')]),
     claim('c2', 'log_finding', '02:03:47 会话 30546354_2830724089 由 WindowsUpdateAgent 初始化', 'direct',
           [bind('ev-win-2', 'search_eventlog', 'Session: 30546354_2830724089 initialized by client WindowsUpdateAgent.')])],
    '见 claims。')
add('cF-030', ['source:windows', 'format:json_indented', 'class:fabricated_id', 'class:value_wrong'],
    'CBS 报的 HRESULT 具体是多少？',
    json.dumps(k30, ensure_ascii=False, indent=2),
    [inv('ev-win-2', '', 1, 'search_eventlog', {'source': 'CBS', 'contains': 'HRESULT', 'from': '2016-09-29 02:03:46'}, '\n'.join(raw(WIN, 1211, 1224)))],
    claimfacts(k30, {'c1': ('contradicted', 'the lines show 0x800f080d; 0x800f080e appears nowhere (one character off)'),
                     'c2': ('direct_evidence', 'line 02:03:47 Session: 30546354_2830724089 initialized by client WindowsUpdateAgent')}),
    [('ev-win-2', WIN, 1211, 1224)], 'REJECT')

# cF-031  Android REAL_GET_TASKS warnings
assert cnt(AND, 393, 412, 'caller 10091 does not hold REAL_GET_TASKS') == 8
add('cF-031', ['source:android', 'format:nl_bullets', 'class:paraphrase_zh', 'class:quantity'],
    '手机 16:13:55 前后 ActivityManager 一直在刷警告，是哪个应用？',
    '- ActivityManager 在 16:13:55.836 到 16:13:55.896 之间打了 8 条 W 级别警告\n'
    '- 内容都是 uid 10091 的调用方没有 REAL_GET_TASKS 权限，getRunningAppProcesses 的输出被限制\n'
    '- 这些警告都来自 system_server 进程 1702\n'
    '- 同一时段 AudioManager（进程 2227）只有 V 级别的日志\n'
    '- 建议查一下 uid 10091 对应的包名',
    [inv('adb-l1', '', 1, 'adb_logcat', {'device': 'emulator-5554', 'since': '03-17 16:13:55.82', 'lines': 20}, '\n'.join(raw(AND, 393, 412)))],
    [F('ActivityManager 在 16:13:55.836 到 16:13:55.896 之间打了 8 条 W 级别警告', 'direct_evidence', '8 W ActivityManager lines from .836 to .896'),
     F('内容都是 uid 10091 的调用方没有 REAL_GET_TASKS 权限，getRunningAppProcesses 的输出被限制', 'direct_evidence', 'getRunningAppProcesses: caller 10091 does not hold REAL_GET_TASKS; limiting output'),
     F('这些警告都来自 system_server 进程 1702', 'direct_evidence', 'pid column 1702 on all W lines'),
     F('同一时段 AudioManager（进程 2227）只有 V 级别的日志', 'direct_evidence', 'AudioManager lines (pid 2227) are all level V')],
    [('adb-l1', AND, 393, 412)], 'PASS')

# cF-032  Android misattribution (contract)
k32 = contract('KeyguardUpdateMonitor 权限问题',
    [claim('c1', 'log_finding', 'KeyguardUpdateMonitor 报 caller 10113 does not hold REAL_GET_TASKS', 'direct',
           [bind('adb-l2', 'adb_logcat', 'caller 10113 does not hold REAL_GET_TASKS')]),
     claim('c2', 'log_finding', 'KeyguardUpdateMonitor 在 16:13:47.743 警告 registerCallback not in UI', 'direct',
           [bind('adb-l2', 'adb_logcat', 'W KeyguardUpdateMonitor: registerCallback not in UI.')])],
    '见 claims。')
add('cF-032', ['source:android', 'format:json_fenced', 'class:misattribution'],
    '锁屏相关的 KeyguardUpdateMonitor 16:13:47 报了什么？',
    '```json\n' + json.dumps(k32, ensure_ascii=False, indent=1) + '\n```',
    [inv('adb-l2', '', 1, 'adb_logcat', {'device': 'emulator-5554', 'since': '03-17 16:13:47.73', 'lines': 12}, '\n'.join(raw(AND, 343, 354)))],
    claimfacts(k32, {'c1': ('contradicted', 'that warning is logged by ActivityManager (pid 1702); KeyguardUpdateMonitor has its own different lines'),
                     'c2': ('direct_evidence', 'W KeyguardUpdateMonitor: registerCallback not in UI. at 16:13:47.743')}),
    [('adb-l2', AND, 343, 354)], 'REJECT')

# cF-033  Mac: unsupported cause
add('cF-033', ['source:mac', 'format:nl_paragraph', 'class:unsupported_cause'],
    'Mac 上通讯录同步 7 月 7 日凌晨一直连不上网，为什么？',
    'sandboxd 在 00:53:19 拒绝了 com.apple.Addres(37617) 对 /private/var/run/mDNSResponder 的 network-outbound。'
    '02:42:24 又对 com.apple.Addres(37682) 拒绝了一次。'
    '随后 com.apple.AddressBook.InternetAccountsBridge[37682] 的 dnssd_clientstub ConnectToServer 重试到第 2 次。'
    '这是因为前一天装了一个新的 VPN 客户端，改写了沙盒规则。'
    '可以先卸载 VPN 客户端试试。',
    [inv('sys-m1', '', 1, 'search_syslog', {'host': 'calvisitor-10-105-162-178', 'from': 'Jul  7 00:53:00', 'to': 'Jul  7 02:56:00'}, '\n'.join(raw(MAC, 1603, 1618)))],
    [F('sandboxd 在 00:53:19 拒绝了 com.apple.Addres(37617) 对 /private/var/run/mDNSResponder 的 network-outbound', 'direct_evidence', 'Jul 7 00:53:19 sandboxd ... com.apple.Addres(37617) deny network-outbound /private/var/run/mDNSResponder'),
     F('02:42:24 又对 com.apple.Addres(37682) 拒绝了一次', 'direct_evidence', 'Jul 7 02:42:24 sandboxd deny for 37682'),
     F('随后 com.apple.AddressBook.InternetAccountsBridge[37682] 的 dnssd_clientstub ConnectToServer 重试到第 2 次', 'direct_evidence', '02:42:27 connect()-> No of tries: 2'),
     F('这是因为前一天装了一个新的 VPN 客户端，改写了沙盒规则', 'no_evidence', 'no output mentions a VPN client or rule change')],
    [('sys-m1', MAC, 1603, 1618)], 'LOW_CONFID')

# cF-034  Mac contract, faithful
k34 = contract('Mac 睡眠唤醒与调度',
    [claim('c1', 'log_finding', '02:55:51 com.apple.CDScheduler 报告 Thermal pressure state 为 1，Memory pressure state 为 0', 'direct',
           [bind('sys-m2', 'search_syslog', 'Thermal pressure state: 1 Memory pressure state: 0')]),
     claim('c2', 'log_finding', '01:34:46 AirPort_Brcm43xx 记录 powerChange: System Sleep', 'direct',
           [bind('sys-m2', 'search_syslog', 'AirPort_Brcm43xx::powerChange: System Sleep')]),
     claim('c3', 'log_finding', 'AppleThunderboltGenericHAL 的 earlyWake 用了 1 毫秒完成', 'direct',
           [bind('sys-m2', 'search_syslog', 'AppleThunderboltGenericHAL::earlyWake - complete - took 1 milliseconds')]),
     claim('c4', 'log_finding', 'com.apple.cts 推迟了 com.apple.SoftwareUpdate.Activity，距开始时间还有 5703 秒', 'direct',
           [bind('sys-m2', 'search_syslog', "com.apple.SoftwareUpdate.Activity: scheduler_evaluate_activity told me to run this job; however, but the start time isn't for 5703 seconds.")])],
    '机器夜间多次睡眠唤醒，没有内存压力。')
add('cF-034', ['source:mac', 'format:json_raw', 'class:faithful', 'class:excerpt_format'],
    '这台 Mac 夜里是不是一直在睡眠/唤醒？有资源压力吗？',
    json.dumps(k34, ensure_ascii=False),
    [inv('sys-m2', '', 1, 'search_syslog', {'host': 'calvisitor-10-105-162-178', 'date': 'Jul 7'}, '\n'.join(raw(MAC, 1603, 1618)))],
    claimfacts(k34, {'c1': ('direct_evidence', 'line 02:55:51 CDScheduler'),
                     'c2': ('direct_evidence', 'kernel line 01:34:46 System Sleep'),
                     'c3': ('direct_evidence', '02:01:04 earlyWake took 1 milliseconds'),
                     'c4': ('direct_evidence', '00:53:26 start time isn\'t for 5703 seconds')}) +
    [F('机器夜间多次睡眠唤醒，没有内存压力', 'direct_evidence', 'several systemWakeCall/System Sleep lines; Memory pressure state: 0', extra=True)],
    [('sys-m2', MAC, 1603, 1618)], 'PASS')

# cF-035  HPC psu failures, time gap (contract)
hl = raw(HPC, 170, 182)
t1, t2 = int(hl[6].split()[4]), int(hl[7].split()[4])
assert 'node-118' in hl[6] and 'ambient=31' in hl[7] and t2 - t1 == 118439 and round((t2 - t1) / 3600, 1) == 32.9
k35 = contract('node-118 电源故障两次',
    [claim('c1', 'log_finding', 'node-118 两次报 psu failure，第一次 ambient=28，第二次 ambient=31', 'direct',
           [bind('hpc-q1', 'hpc_events', 'node-118 node psu 1140430530 1 psu failure\\ ambient=31')]),
     claim('c2', 'log_finding', '两次 psu failure 相隔 118439 秒，约 32.9 小时', 'direct',
           [bind('hpc-q1', 'hpc_events', '341834 node-118 node psu 1140312091 1 psu failure\\ ambient=28')]),
     claim('c3', 'log_finding', 'Interconnect-0N00 两次报温度 41C 超过告警阈值', 'direct',
           [bind('hpc-q1', 'hpc_events', 'Temperature (41C) exceeds warning threshold')]),
     claim('c4', 'log_finding', 'node-D7 报 ServerFileSystem domain storage1412 和 storage1024 没有 server', 'direct',
           [bind('hpc-q1', 'hpc_events', 'There is no server for ServerFileSystem domain storage1412')])],
    '见 claims。')
add('cF-035', ['source:hpc', 'format:json_indented', 'class:quantity', 'class:faithful'],
    'HPC 集群 node-118 电源问题出现过几次？间隔多久？',
    json.dumps(k35, ensure_ascii=False, indent=4),
    [inv('hpc-q1', '', 1, 'hpc_events', {'types': ['psu', 'temphigh', 'clusterfilesystem.no_server']}, '\n'.join(hl))],
    claimfacts(k35, {'c1': ('direct_evidence', 'psu failure ambient=28 at 1140312091 and ambient=31 at 1140430530'),
                     'c2': ('direct_evidence', '1140430530 - 1140312091 = 118439 s = 32.9 h'),
                     'c3': ('direct_evidence', 'two temphigh lines for Interconnect-0N00, 41C'),
                     'c4': ('direct_evidence', 'two node-D7 no_server lines for storage1412 and storage1024')}),
    [('hpc-q1', HPC, 170, 182)], 'PASS')

# cF-036  HPC value wrong
add('cF-036', ['source:hpc', 'format:nl_bold_labels', 'class:value_wrong'],
    'Interconnect-0N00 是不是过热了？',
    '**温度**：Interconnect-0N00 报 Temperature (43C) exceeds warning threshold。\n'
    '**次数**：这条温度告警出现了 2 次。\n'
    '**其他**：node-D0 报 ServerFileSystem domain storage234 没有 server。\n'
    '**建议**：检查机柜风扇。',
    [inv('hpc-q2', '', 1, 'hpc_events', {'component': 'switch_module,clusterfilesystem', 'limit': 6}, '\n'.join(raw(HPC, 176, 181)))],
    [F('Interconnect-0N00 报 Temperature (43C) exceeds warning threshold', 'contradicted', 'both lines say 41C'),
     F('这条温度告警出现了 2 次', 'direct_evidence', 'two temphigh lines'),
     F('node-D0 报 ServerFileSystem domain storage234 没有 server', 'direct_evidence', 'node-D0 clusterfilesystem.no_server storage234')],
    [('hpc-q2', HPC, 176, 181)], 'REJECT')

# cF-037  Thunderbird sshd bind failure (contract, excerpt = whole line)
tl = raw(TB, 1455, 1468)
assert 'sshd[1761]: error: Bind to port 22 on 0.0.0.0 failed: Address already in use.' in tl[11]
k37 = contract('tbird-admin1 sshd IPv4 端口绑定失败',
    [claim('c1', 'log_finding', 'tbird-admin1 上 sshd[1761] 绑定 0.0.0.0 的 22 端口失败，原因是地址已被占用', 'direct',
           [bind('tb-1', 'search_syslog', tl[11])]),
     claim('c2', 'log_finding', '同一秒 sshd[1761] 已在 :: 的 22 端口上监听', 'direct',
           [bind('tb-1', 'search_syslog', 'sshd[1761]: Server listening on :: port 22.')]),
     claim('c3', 'log_finding', 'cn328 的 ntpd 同步到了 10.100.20.250，stratum 3', 'direct',
           [bind('tb-1', 'search_syslog', 'ntpd[24363]: synchronized to 10.100.20.250, stratum 3')]),
     claim('c4', 'next_step', '确认是否有另一个 sshd 进程占用了 22 端口', 'none', [])],
    'sshd 只在 IPv6 上起来了，IPv4 绑定失败。')
add('cF-037', ['source:thunderbird', 'format:json_with_text', 'class:faithful', 'class:paraphrase_zh'],
    'tbird-admin1 重启后 ssh 连不上，sshd 日志怎么说？',
    json.dumps(k37, ensure_ascii=False) + '\n（以上为结构化结论）',
    [inv('tb-1', '', 1, 'search_syslog', {'host': 'tbird-admin1', 'from': 'Nov 9 12:10:54', 'to': 'Nov 9 12:10:57'}, '\n'.join(tl))],
    claimfacts(k37, {'c1': ('direct_evidence', 'whole-line excerpt; error: Bind to port 22 on 0.0.0.0 failed: Address already in use.'),
                     'c2': ('direct_evidence', 'Server listening on :: port 22 at 12:10:55'),
                     'c3': ('direct_evidence', 'cn328 ntpd[24363] synchronized to 10.100.20.250, stratum 3'),
                     'c4': ('no_evidence', 'next_step, non-critical')}) +
    [F('sshd 只在 IPv6 上起来了，IPv4 绑定失败', 'direct_evidence', 'listening on :: port 22, bind on 0.0.0.0 failed', extra=True)],
    [('tb-1', TB, 1455, 1468)], 'PASS')

# cF-038  Thunderbird: failed call + no-hit (malformed contract with single quotes)
ans38 = ("{'claims': [{'claim_id': 'c1', 'claim_type': 'log_finding', 'claim_text': 'tbird-admin1 上的 gmetad 没有任何报错', "
         "'evidence_bindings': [{'source_invocation_ids': ['tb-2']}]}, "
         "{'claim_id': 'c2', 'claim_type': 'log_finding', 'claim_text': 'cn270 到 cn279 节点在 12:10 期间全部失联', "
         "'evidence_bindings': [{'source_invocation_ids': ['tb-3']}]}], 'user_facing_answer': '建议稍后重试 cn270 的查询'}")
add('cF-038', ['source:thunderbird', 'format:json_malformed', 'class:gap', 'class:negation'],
    'ganglia 的 gmetad 在 tbird-admin1 上有没有报错？cn270 那批节点怎么样？',
    ans38,
    [inv('tb-2', '', 1, 'search_syslog', {'host': 'tbird-admin1', 'program': 'gmetad', 'level': 'error'}, {'total': 0, 'logs': []}),
     inv('tb-3', '', 1, 'search_syslog', {'host': 'cn270', 'from': 'Nov 9 12:10:00'}, None, False, 'syslog backend unreachable: connection refused')],
    [F('tbird-admin1 上的 gmetad 没有任何报错', 'no_evidence', 'only a no-hit query; absence not proven'),
     F('cn270 到 cn279 节点在 12:10 期间全部失联', 'no_evidence', 'only source is a failed call')],
    [], 'LOW_CONFID')

# cF-039  BGL count wrong
bl = raw(BGL, 98, 116)
ntlb = sum('data TLB error interrupt' in l for l in bl)
assert ntlb == 13 and all('R30-M0-N9-C:J16-U01' in l for l in bl if 'TLB' in l)
add('cF-039', ['source:bgl', 'format:nl_sloppy', 'class:count_wrong'],
    'BGL 6 月 11 日 R30-M0-N9-C:J16-U01 是不是一直在报 TLB 错？',
    'R30-M0-N9-C:J16-U01 从 17:32:07 开始报 KERNEL FATAL data TLB error interrupt\n'
    '到 18:31:31 一共报了 20 次\n'
    '前面 6 月 9 日还有 R16-M1-N2-C:J17-U01 的 CE sym 2 纠错记录，级别 INFO\n'
    '看起来要换板子?',
    [inv('bgl-1', '', 1, 'ras_query', {'from': '2005-06-09', 'to': '2005-06-11', 'severity': 'INFO,FATAL'}, '\n'.join(bl))],
    [F('R30-M0-N9-C:J16-U01 从 17:32:07 开始报 KERNEL FATAL data TLB error interrupt', 'direct_evidence', 'first TLB line 2005-06-11-17.32.07'),
     F('到 18:31:31 一共报了 20 次', 'contradicted', 'the output has 13 TLB lines up to 18.31.31, not 20'),
     F('前面 6 月 9 日还有 R16-M1-N2-C:J17-U01 的 CE sym 2 纠错记录，级别 INFO', 'direct_evidence', 'RAS KERNEL INFO CE sym 2 lines on 2005-06-09')],
    [('bgl-1', BGL, 98, 116)], 'REJECT')

# cF-040  BGL bad reference + runbook
kb40 = {'query': 'BGL data TLB error interrupt', 'chunks': [
    {'chunk_id': 'rb-bgl-12', 'source_doc': 'runbooks/bluegene/kernel-fatal.md', 'retrieval_layer': 'runbook', 'relevance': 'high',
     'content': '同一计算卡反复出现 data TLB error interrupt 时，应将该节点卡从分区中隔离并提交硬件工单。', 'deduped': False}]}
k40 = contract('R30-M0-N9-C:J16-U01 反复 TLB 致命错误',
    [claim('c1', 'log_finding', 'R30-M0-N9-C:J16-U01 在 18:02:09 报了 data TLB error interrupt', 'direct',
           [bind('inv-9', 'ras_query', '2005-06-11-18.02.09.666558 R30-M0-N9-C:J16-U01 RAS KERNEL FATAL data TLB error interrupt')]),
     claim('c2', 'root_cause', '按运行手册，同一计算卡反复出现 data TLB error interrupt 应隔离该节点卡并提交硬件工单', 'indirect',
           [bind('bgl-kb', 'lookup_knowledge', '同一计算卡反复出现 data TLB error interrupt 时，应将该节点卡从分区中隔离并提交硬件工单。', stype='knowledge')])],
    '处理建议见 claims。')
add('cF-040', ['source:bgl', 'format:json_raw', 'class:bad_reference', 'class:runbook_only'],
    'R30-M0-N9-C:J16-U01 这张卡要怎么处理？',
    json.dumps(k40, ensure_ascii=False),
    [inv('bgl-2', '', 1, 'ras_query', {'location': 'R30-M0-N9-C:J16-U01', 'date': '2005-06-11'}, '\n'.join(raw(BGL, 104, 112))),
     inv('bgl-kb', '', 2, 'lookup_knowledge', {'query': 'BGL data TLB error interrupt'}, kb40)],
    claimfacts(k40, {'c1': ('indirect_support', 'line exists in bgl-2 but the binding names inv-9, which does not exist'),
                     'c2': ('indirect_support', 'attributed to and supported only by the runbook chunk')}),
    [('bgl-2', BGL, 104, 112)], 'LOW_CONFID')

# ---------------------------------------------------------------- write
assert len(CASES) == 40 and [c['case_id'] for c in CASES] == ['cF-%03d' % i for i in range(1, 41)]
with open(OUT / 'cases.jsonl', 'w', encoding='utf-8') as fh:
    for c in CASES:
        fh.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + '\n')
with open(OUT / 'windows.jsonl', 'w', encoding='utf-8') as fh:
    for w in WINDOWS:
        fh.write(json.dumps(w, ensure_ascii=False) + '\n')
