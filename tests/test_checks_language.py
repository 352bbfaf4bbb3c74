"""Existence denials and runbook attribution (issue 12 §5–6), each rule with its negative twin."""

from __future__ import annotations

import pytest

from engine.contracts import Verification
from tests.test_checks_records import decide

D, I, N, C = Verification.DIRECT, Verification.INDIRECT, Verification.NO_EVIDENCE, Verification.CONTRADICTED

LOGS = {
    "logs": [
        {"ts": "2026-03-02T14:20:05Z", "level": "WARN", "service": "stock-svc", "message": "cache miss ratio high"},
        {"ts": "2026-03-02T14:20:07Z", "level": "ERROR", "service": "order-svc", "message": "ERR_PAY_TIMEOUT after 3000ms"},
        {"ts": "2026-03-02T14:20:09Z", "level": "INFO", "service": "user-svc", "message": "login ok"},
    ]
}
KB = "按运维手册，ERR_PAY_TIMEOUT 表示支付网关超时"

TABLE = [
    ("denied warning refuted", "stock-svc 一条 WARN 都没有", LOGS, C),
    ("denied warning twin", "user-svc 一条 WARN 都没有", LOGS, D),
    ("always normal refuted", "order-svc 一直正常", LOGS, C),
    ("always normal twin", "user-svc 一直正常", LOGS, D),
    ("denied errors refuted", "order-svc 没有任何报错", LOGS, C),
    ("denied errors twin", "stock-svc 没有任何报错", LOGS, D),
    ("attributed to a runbook", "按运维手册，order-svc 的 ERR_PAY_TIMEOUT after 3000ms 是支付超时", LOGS, I),
    ("attributed to a runbook twin", "order-svc 报 ERR_PAY_TIMEOUT after 3000ms", LOGS, D),
    ("attributed in English", "per the runbook, order-svc logged ERR_PAY_TIMEOUT after 3000ms", LOGS, I),
]


@pytest.mark.parametrize(("name", "text", "output", "label"), TABLE, ids=[t[0] for t in TABLE])
def test_language_rules_and_twins(name, text, output, label):
    got, why = decide(text, output)
    assert got is label, why


def test_a_no_hit_never_proves_absence():
    got, _ = decide("日志里没有任何报错", {"total": 0, "logs": []})
    assert got is N
