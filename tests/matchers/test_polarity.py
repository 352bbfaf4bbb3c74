"""Negation scoped to its predicate; status pairs firing/resolved, 正常/异常, 成功/失败."""

from __future__ import annotations

import pytest

from matchers.polarity import NegationMatcher, StatusMatcher

N = NegationMatcher()
S = StatusMatcher()


@pytest.mark.parametrize(
    ("text", "families"),
    [
        ("日志中没有错误", ["error"]),
        ("日志中并未出现异常", ["error"]),
        ("无报错", ["error"]),
        ("服务不报错", ["error"]),
        ("未发现任何 ERROR 日志", ["error"]),
        ("没有告警", ["alert"]),
        ("there is no error", ["error"]),
        ("the alert is not firing", ["alert"]),
        ("it never restarted", ["restart"]),
        ("日志中有错误", []),
        ("服务无法连接数据库，报错", []),
        ("没有重启，但日志报错", ["restart"]),
        ("不少请求报错", []),
    ],
)
def test_negated_families(text: str, families: list[str]) -> None:
    assert [f for f, _ in N.negated_families(text)] == families


@pytest.mark.parametrize(
    ("text", "family", "value"),
    [
        ("HighErrorRate 告警处于 firing 状态", "alert_state", "firing"),
        ("HighErrorRate 告警已经 resolved", "alert_state", "resolved"),
        ("告警已恢复", "alert_state", "resolved"),
        ("告警未恢复", "alert_state", "firing"),
        ("告警没有恢复", "alert_state", "firing"),
        ("服务运行正常", "health", "normal"),
        ("服务异常", "health", "abnormal"),
        ("服务没有异常", "health", "normal"),
        ("部署成功", "outcome", "success"),
        ("部署失败", "outcome", "failure"),
        # A negation negates the verb it governs: "没有执行成功" fails, but in "未发送报告失败" the
        # unsent reports failed; denial fillers (出现, 任何, 一次) govern nothing.
        ("任务没有执行成功", "outcome", "failure"),
        ("SQM 上传未发送报告失败", "outcome", "failure"),
        ("没有任何一次登录成功", "outcome", "failure"),
    ],
)
def test_status(text: str, family: str, value: str) -> None:
    found = [(m.family, m.value) for m in S.find(text)]
    assert (family, value) in found


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        # a metric that holds a status form states no outcome …
        ("前端成功率一直是 100%", []),
        ("失败次数为 0", []),
        # … its twin, the outcome itself, does
        ("前端请求一直成功", ["success"]),
        # inability is a failure
        ("mysqld 无法连接 10.0.0.5:3306", ["failure"]),
    ],
)
def test_metric_words_are_no_outcome(text: str, outcomes: list[str]) -> None:
    assert [m.value for m in S.find(text) if m.family == "outcome"] == outcomes


def test_status_conflict() -> None:
    [a] = S.find("告警 firing")
    [b] = S.find("告警 resolved")
    assert S.conflicts(a, b) and not S.conflicts(a, a)


@pytest.mark.parametrize(
    ("family", "evidence", "refuted"),
    [
        ("error", "[ERROR] svc@host: boom", True),
        ("error", '{"level": "ERROR", "message": "x"}', True),
        ("error", "[INFO] svc@host: fine", False),
        ("alert", "alert X status=firing", True),
        ("alert", "alert X status=resolved", False),
    ],
)
def test_refutation(family: str, evidence: str, refuted: bool) -> None:
    assert N.refutes(family, evidence) is refuted
