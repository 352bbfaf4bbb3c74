"""EvaluationService: rule-based evidence scoring of persisted rows, written to ``rule_evaluation`` only."""

from __future__ import annotations

import pytest

from engine.contracts import ToolInvocation
from engine.evaluation import RULE_EVALUATION_VERSION, EvaluationService, evaluate_invocations
from engine.store import SessionStore


def inv(iid, tool, output, success=True, rnd=1, error=None):
    return ToolInvocation(
        invocation_id=iid, session_id="s1", round=rnd, tool_name=tool, output=output, success=success, error=error
    )


ROWS = [
    inv("i1", "get_current_time", "2024-01-01T00:00:00Z"),  # not evidence-bearing
    inv("i2", "query_logs", {"total": 2, "logs": [{"message": "E1"}, {"message": "E2"}]}),
    inv("i3", "query_logs", {"total": 0, "logs": []}),  # no hit
    inv("i4", "query_metrics", None, success=False, error="timeout"),
    inv("i5", "lookup_knowledge", {"query": "q", "chunks": [{"chunk_id": "k1", "content": "runbook"}]}, rnd=2),
    inv("i6", "query_metrics", None, success=False, error="timeout", rnd=2),
]


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        (
            ROWS,
            {
                "evidence_calls": 5,
                "successful_calls": 3,
                "hit_calls": 2,
                "success_rate": 0.6,
                "hit_rate": 0.4,
                "direct_coverage": 0.2,
                "indirect_coverage": 0.2,
                "evidence_score": 0.32,
                "rounds": [1, 2],
            },
        ),
        (
            [],
            {
                "evidence_calls": 0,
                "successful_calls": 0,
                "hit_calls": 0,
                "success_rate": 0.0,
                "hit_rate": 0.0,
                "direct_coverage": 0.0,
                "indirect_coverage": 0.0,
                "evidence_score": 0.0,
                "rounds": [],
            },
        ),
        (ROWS[:1], {"evidence_calls": 0, "evidence_score": 0.0, "failed_tools": [], "no_hit_tools": []}),
        (ROWS[1:2], {"evidence_calls": 1, "hit_rate": 1.0, "direct_coverage": 1.0, "evidence_score": 1.0}),
    ],
)
def test_rule_evaluation_table(rows, expected):
    result = evaluate_invocations(rows)
    assert result["version"] == RULE_EVALUATION_VERSION
    assert {k: result[k] for k in expected} == expected
    for key in ("success_rate", "hit_rate", "direct_coverage", "indirect_coverage", "evidence_score"):
        assert 0.0 <= result[key] <= 1.0


def test_failed_and_no_hit_tools_are_listed():
    result = evaluate_invocations(ROWS)
    assert result["failed_tools"] == [{"tool_name": "query_metrics", "count": 2, "invocation_ids": ["i4", "i6"]}]
    assert result["no_hit_tools"] == [{"tool_name": "query_logs", "count": 1}]


def test_profile_overrides_change_what_counts():
    result = evaluate_invocations(ROWS, {"lookup_knowledge": {"evidence_level": "direct"}})
    assert result["direct_coverage"] == 0.4 and result["indirect_coverage"] == 0.0


def test_service_writes_only_its_channel_from_persisted_rows(tmp_path):
    store = SessionStore(str(tmp_path / "ev.sqlite"))
    sid = store.create_session("q", "s1")
    store.append_round(sid, "verifier_evaluation", {"round": 1}, latest=("round",))
    for row in ROWS:
        store.record_invocation(row)
    written = EvaluationService(store).evaluate(sid)
    se = store.get_session(sid).self_evaluation
    assert se["rule_evaluation"] == written == evaluate_invocations(ROWS)
    assert se["verifier_evaluation"] == {"round": 1, "rounds": [{"round": 1}]}
    store.close()
