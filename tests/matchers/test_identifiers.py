"""Identifier recognisers: every example of the issue, each with its negative twin."""

from __future__ import annotations

import pytest

from matchers.errors import RuleDataError
from matchers.identifiers import (
    DictionaryRecognizer,
    IdentifierAnalyzer,
    RegexRecognizer,
    default_recognizers,
    load_rules,
)


@pytest.fixture(scope="module")
def analyzer() -> IdentifierAnalyzer:
    return IdentifierAnalyzer(default_recognizers())


def labels_of(analyzer: IdentifierAnalyzer, text: str) -> dict[str, str]:
    return {m.text: m.label for m in analyzer.analyze(text)}


POSITIVE = [
    ("日志出现 ERR_DB_POOL_EXHAUSTED 错误", "ERR_DB_POOL_EXHAUSTED", "error_code"),
    ("返回 E1234 错误", "E1234", "error_code"),
    ("Oracle 报 ORA-00060 死锁", "ORA-00060", "error_code"),
    ("网关返回 HTTP 503", "HTTP 503", "error_code"),
    ("网关返回 HTTP503", "HTTP503", "error_code"),
    ("容器 exit code 137 退出", "exit code 137", "error_code"),
    ("容器退出码 137", "退出码 137", "error_code"),
    ("连接失败 ECONNREFUSED", "ECONNREFUSED", "error_code"),
    ("MySQL 报 1213 (40001) 死锁", "1213 (40001)", "error_code"),
    ("抛出 java.lang.OutOfMemoryError", "java.lang.OutOfMemoryError", "exception"),
    ("抛出 NullPointerException", "NullPointerException", "exception"),
    ("Pod 状态 OOMKilled", "OOMKilled", "k8s_reason"),
    ("Pod 处于 CrashLoopBackOff", "CrashLoopBackOff", "k8s_reason"),
    ("order-service 报错", "order-service", "service"),
    ("ts-basic-service 报错", "ts-basic-service", "service"),
    ("实例 ts-basic-service-5dc8d4f9fd-46997 重启", "ts-basic-service-5dc8d4f9fd-46997", "pod"),
    ("实例 pod-7f9c 重启", "pod-7f9c", "pod"),
    ("主机 host-01 宕机", "host-01", "host"),
    ("主机 db01.prod.internal 宕机", "db01.prod.internal", "host"),
    ("连接 10.0.0.1 超时", "10.0.0.1", "ip"),
    ("连接 10.0.0.1:8080 超时", "10.0.0.1:8080", "ip"),
    ("端口 3306 被占用", "3306", "port"),
    ("trace_id=4bf92f3577b34da6a3ce929d0e0e4736 报错", "4bf92f3577b34da6a3ce929d0e0e4736", "trace_id"),
    ("trace 4bf92f3577b34da6a3ce929d0e0e4736 报错", "4bf92f3577b34da6a3ce929d0e0e4736", "trace_id"),
    ("span_id=00f067aa0ba902b7", "00f067aa0ba902b7", "span_id"),
    ("cpu_usage 达到 92%", "cpu_usage", "metric"),
    ("HighErrorRate 告警触发", "HighErrorRate", "alert"),
    ("告警 HighCPUUsage 触发", "HighCPUUsage", "alert"),
    ("Kafka 的 max.poll.interval.ms 默认为 300000", "max.poll.interval.ms", "name"),
]

NEGATIVE = [
    ("日志出现 ERR_ 前缀", "ERR_"),
    ("返回 E12 错误", "E12"),
    ("Oracle 报 ORA-0006", "ORA-0006"),
    ("网关返回 HTTP", "HTTP"),
    ("容器 exit code 退出", "exit code"),
    ("连接失败 ECONNREFUSEDX", "ECONNREFUSEDX"),
    ("MySQL 报 1213 40001", "1213 40001"),
    ("抛出 Exception", "Exception"),
    ("Pod 状态 OOMKill", "OOMKill"),
    ("order service 报错", "order service"),
    ("连接 10.0.0.256 超时", "10.0.0.256"),
    ("trace 报错", "trace"),
    ("cpu usage 达到 92%", "cpu usage"),
    ("数据库连接池耗尽", "数据库连接池耗尽"),
    ("read-only 文件系统", "read-only"),
]


@pytest.mark.parametrize(("text", "ident", "label"), POSITIVE)
def test_recognises(analyzer: IdentifierAnalyzer, text: str, ident: str, label: str) -> None:
    assert labels_of(analyzer, text).get(ident) == label


@pytest.mark.parametrize(("text", "ident"), NEGATIVE)
def test_negative_twin_is_not_recognised(analyzer: IdentifierAnalyzer, text: str, ident: str) -> None:
    assert ident not in labels_of(analyzer, text)


def test_camel_case_without_alert_context_is_not_key(analyzer: IdentifierAnalyzer) -> None:
    [m] = analyzer.analyze("HighErrorRate 持续升高")
    assert (m.label, m.key) == ("name", False)


def test_results_carry_provenance(analyzer: IdentifierAnalyzer) -> None:
    [m] = analyzer.analyze("日志出现 ERR_5001")
    assert m.matcher == "identifiers.error_code.v1"
    assert m.rule == "error_code.err_prefix"
    assert 0.0 <= m.score <= 1.0
    assert (m.span.start, m.span.end) == (5, 13)


def test_identifiers_are_kept_whole_in_tokens(analyzer: IdentifierAnalyzer) -> None:
    tokens, _ = analyzer.tokens_and_matches("ts-basic-service 日志出现 ERR_DB_POOL_EXHAUSTED")
    texts = [t.text for t in tokens]
    assert "ts-basic-service" in texts and "ERR_DB_POOL_EXHAUSTED" in texts


def test_dictionary_recognizer_per_call(analyzer: IdentifierAnalyzer) -> None:
    known = DictionaryRecognizer("identifiers.known_services.v1", "service", ["billing"])
    assert "billing" not in labels_of(analyzer, "billing 报错")
    found = {m.text: m.label for m in analyzer.analyze("billing 报错", ad_hoc_recognizers=[known])}
    assert found == {"billing": "service"}
    assert "billing" not in labels_of(analyzer, "billing 报错")  # the per-call rule did not stick


def test_dictionary_recognizer_per_instance() -> None:
    alerts = DictionaryRecognizer("identifiers.known_alerts.v1", "alert", ["DiskAlmostFull"])
    a = IdentifierAnalyzer([*default_recognizers(), alerts])
    [m] = a.analyze("DiskAlmostFull 持续")
    assert (m.label, m.key, m.matcher) == ("alert", True, "identifiers.known_alerts.v1")


def test_regex_recognizer_from_data() -> None:
    rules = load_rules(
        '{"id": "ticket.jira", "label": "ticket", "key": true, "score": 0.9, "kind": "regex", '
        '"pattern": "\\\\bOPS-\\\\d+\\\\b"}'
    )
    rec = RegexRecognizer("identifiers.ticket.v1", rules)
    assert [m.text for m in rec.analyze("见 OPS-42")] == ["OPS-42"]


@pytest.mark.parametrize(
    "line",
    [
        '{"id": "x.y", "label": "a", "key": true, "score": 0.5, "kind": "regex", "pattern": "a", "extra": 1}',
        '{"id": "x.y", "label": "a", "key": true, "score": 0.5, "kind": "regex", "pattern": "("}',
        '{"id": "x.y", "label": "a", "key": true, "score": 1.5, "kind": "regex", "pattern": "a"}',
        '{"id": "x.y", "label": "a", "key": true, "score": 0.5, "kind": "phrases", "pattern": "a"}',
    ],
)
def test_rule_schema_refuses_bad_data(line: str) -> None:
    with pytest.raises(RuleDataError):
        load_rules(line)
