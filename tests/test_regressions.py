"""Regression tests named after the benchmark case they came from."""

import json

import pytest

from engine import verify
from extractors import extract_facts, parse_executor_output
from tests.conftest import ROOT


@pytest.mark.parametrize(
    "sentence",
    [
        "问题的根源是存储侧昨天做了防火墙策略变更。",
        "这次故障源于昨晚的配置发布。",
        "延迟升高是因为主库所在机房网络抖动。",
        "由于证书过期，客户端握手全部失败。",
        "The outage stems from a firewall change on the storage side.",
        "Requests fail because the firewall rule blocks the storage subnet.",
    ],
)
def test_fresh_n06_cause_statements_are_critical_facts(sentence):
    """fresh-n06: an unhedged root-cause statement without identifiers was non-critical → unsafe PASS."""
    facts = extract_facts(parse_executor_output(sentence)).facts
    assert facts and all(f.is_critical for f in facts), facts


def test_fresh_n06_case_is_not_passed():
    cases = [json.loads(line) for line in (ROOT / "benchmarks/data/fresh.jsonl").read_text().splitlines()]
    (case,) = [c for c in cases if c["case_id"].endswith("n06")]
    assert case["expected"]["verdict"] != "PASS"
    assert verify(case["input"]).verdict.value != "PASS"
