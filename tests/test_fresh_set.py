"""Self-check of the hand-written held-out set benchmarks/data/fresh.jsonl (same rules as dev/test)."""

import json

import pytest

from engine import ToolInvocation, score_facts
from extractors import parse_executor_output
from tests.conftest import ROOT

CASES = [json.loads(line) for line in (ROOT / "benchmarks/data/fresh.jsonl").read_text("utf-8").splitlines() if line]
LABELS = {"direct_evidence", "indirect_support", "no_evidence", "contradicted"}


def _text(value):
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value


def test_counts_and_mix():
    assert len(CASES) >= 40
    assert len({c["case_id"] for c in CASES}) == len(CASES)
    verdicts = [c["expected"]["verdict"] for c in CASES]
    assert all(verdicts.count(v) >= len(CASES) // 5 for v in ("PASS", "LOW_CONFID", "REJECT"))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["case_id"])
def test_case_is_valid(case):
    assert set(case) == {"case_id", "tags", "input", "expected"} and "fresh" in case["tags"]
    inp, exp = case["input"], case["expected"]
    invs = [ToolInvocation.model_validate(row) for row in inp["tool_invocations"]]
    by_id = {i.invocation_id: i for i in invs}
    assert len(by_id) == len(invs)
    parse = parse_executor_output(inp["executor_final_answer"])
    assert parse.ok == ("structured" in case["tags"]), parse.reason
    for f in exp["facts"]:
        assert f["verification"] in LABELS and isinstance(f["is_critical"], bool) and f["fact"]
    assert score_facts(exp["facts"]).verdict.value == exp["verdict"]
    if parse.ok and "bad_reference" not in case["tags"] and "misattributed_binding" not in case["tags"]:
        for claim in parse.output.claims:
            for b in claim.evidence_bindings:
                ids = b.source_invocation_ids or [b.source_id]
                if all(i in by_id for i in ids) and b.evidence_excerpt:
                    outputs = " ".join(_text(by_id[i].output) + _text(by_id[i].input) for i in ids)
                    assert b.evidence_excerpt in outputs or "trace_ref_binding" in case["tags"], claim.claim_id
