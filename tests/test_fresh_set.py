"""Self-check of the hand-written held-out set benchmarks/data/fresh.jsonl (same rules as dev/test)."""

import json

import pytest

from tests.conftest import ROOT
from tests.test_dataset import check_case_basics

CASES = [json.loads(line) for line in (ROOT / "benchmarks/data/fresh.jsonl").read_text("utf-8").splitlines() if line]


def _text(value):
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value


def test_counts_and_mix():
    assert len(CASES) >= 40
    assert len({c["case_id"] for c in CASES}) == len(CASES)
    verdicts = [c["expected"]["verdict"] for c in CASES]
    assert all(verdicts.count(v) >= len(CASES) // 5 for v in ("PASS", "LOW_CONFID", "REJECT"))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["case_id"])
def test_case_is_valid(case):
    # keys, unique valid invocations, answer form = tags, gold facts, gold verdict: as for dev/test
    invs, parse = check_case_basics(case)
    assert "fresh" in case["tags"]
    by_id = {i.invocation_id: i for i in invs}
    if parse.ok and "bad_reference" not in case["tags"] and "misattributed_binding" not in case["tags"]:
        for claim in parse.output.claims:
            for b in claim.evidence_bindings:
                ids = b.source_invocation_ids or [b.source_id]
                assert all(i in by_id for i in ids), claim.claim_id
                if b.evidence_excerpt:
                    outputs = " ".join(_text(by_id[i].output) + _text(by_id[i].input) for i in ids)
                    assert b.evidence_excerpt in outputs or "trace_ref_binding" in case["tags"], claim.claim_id
