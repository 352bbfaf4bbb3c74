"""Contracts reject invalid values with the field path, and the schema command prints them."""

import pytest
from pydantic import ValidationError

from engine import FactCheck, ToolInvocation, TraceSummaryItem, VerifierInput, VerifierOutput, verify
from engine.cli import main
from engine.pipeline import coerce_input
from matchers.errors import InputError

INV = {
    "invocation_id": "i1",
    "session_id": "s",
    "round": 1,
    "tool_name": "query_logs",
    "input": {},
    "output": None,
    "success": True,
}


@pytest.mark.parametrize(
    ("model", "data", "loc"),
    [
        (ToolInvocation, {**INV, "round": 0}, ("round",)),
        (ToolInvocation, {**INV, "success": "maybe"}, ("success",)),
        (ToolInvocation, {k: v for k, v in INV.items() if k != "tool_name"}, ("tool_name",)),
        (
            TraceSummaryItem,
            {"trace_ref": "T1", "tool_name": "q", "round": 1, "success": True, "evidence_level": "strong"},
            ("evidence_level",),
        ),
        (FactCheck, {"fact": "x", "is_critical": True, "verification": "supported"}, ("verification",)),
        (
            VerifierOutput,
            {
                "verdict": "OK",
                "groundedness_score": 0.5,
                "critical_fact_count": 0,
                "facts_checked": [],
                "rationale": "",
            },
            ("verdict",),
        ),
        (
            VerifierOutput,
            {
                "verdict": "PASS",
                "groundedness_score": 1.5,
                "critical_fact_count": 0,
                "facts_checked": [],
                "rationale": "",
            },
            ("groundedness_score",),
        ),
        (
            VerifierInput,
            {"original_query": "q", "executor_final_answer": "a", "planner_reasoning": "x"},
            ("planner_reasoning",),
        ),
    ],
)
def test_invalid_values_name_the_field(model, data, loc):
    with pytest.raises(ValidationError) as exc:
        model.model_validate(data)
    assert tuple(exc.value.errors()[0]["loc"]) == loc


def test_nan_score_is_refused():
    with pytest.raises(ValidationError):
        VerifierOutput(
            verdict="PASS", groundedness_score=float("nan"), critical_fact_count=0, facts_checked=[], rationale=""
        )


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"executor_final_answer": "a", "tool_invocations": []}, "original_query"),
        ({"original_query": "q", "executor_final_answer": 3, "tool_invocations": []}, "executor_final_answer"),
        ({"original_query": "q", "executor_final_answer": "a", "tool_invocations": {}}, "tool_invocations"),
        (
            {"original_query": "q", "executor_final_answer": "a", "tool_invocations": [{**INV, "round": "x"}]},
            "tool_invocations[0].round",
        ),
        ({"original_query": "q", "executor_final_answer": "a", "tool_invocations": [], "extra": 1}, "extra"),
        (
            {"original_query": "q", "executor_final_answer": "a", "tool_trace_summary": [{"trace_ref": "T1"}]},
            "tool_trace_summary[0].tool_name",
        ),
    ],
)
def test_pipeline_input_errors_name_the_field(data, field):
    with pytest.raises(InputError) as exc:
        coerce_input(data)
    assert exc.value.field == field
    assert field in str(exc.value)


def test_verify_accepts_both_input_forms():
    inv = {**INV, "output": {"total": 1, "logs": [{"level": "ERROR", "message": "ERR_DB_POOL_EXHAUSTED"}]}}
    a = verify(
        {
            "original_query": "q",
            "executor_final_answer": "日志出现 ERR_DB_POOL_EXHAUSTED 错误。",
            "tool_invocations": [inv],
        }
    )
    from engine import build_verifier_input

    vin = build_verifier_input("q", "日志出现 ERR_DB_POOL_EXHAUSTED 错误。", [inv])
    b = verify(vin)
    c = verify(vin.model_dump(mode="json"))
    assert a == b == c


@pytest.mark.parametrize("name", ["VerifierOutput", "ToolInvocation", "ExecutorStructuredOutput", "TraceSummaryItem"])
def test_schema_command(name, capsys):
    assert main(["schema", name]) == 0
    out = capsys.readouterr().out
    assert '"properties"' in out


def test_schema_command_unknown(capsys):
    assert main(["schema", "Nope"]) == 2
    assert "unknown contract" in capsys.readouterr().err


def test_an_excerpt_given_as_the_records_json_is_its_text():
    """A binding whose excerpt is the record's JSON object keeps the claim structured (was a fallback to prose)."""
    import json

    from extractors.contracts import EvidenceBinding, ExecutorStructuredOutput

    b = EvidenceBinding(
        source_type="tool_output", source_id="i1", evidence_excerpt={"spanID": "3e25", "duration_us": 257}
    )
    assert json.loads(b.evidence_excerpt) == {"spanID": "3e25", "duration_us": 257}
    contract = {
        "answer_version": "v1",
        "diagnosis_summary": "s",
        "claims": [
            {
                "claim_id": "c1",
                "claim_type": "trace_finding",
                "claim_text": "x",
                "support_level": "direct",
                "evidence_bindings": [{"source_type": "tool_output", "source_id": "i1", "evidence_excerpt": [1, "a"]}],
            }
        ],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "x",
    }
    out = ExecutorStructuredOutput.model_validate(contract)
    assert out.claims[0].evidence_bindings[0].evidence_excerpt == '[1, "a"]'
    # twin: an excerpt of another type is still refused, naming the field
    contract["claims"][0]["evidence_bindings"][0]["evidence_excerpt"] = 3.5
    with pytest.raises(ValidationError) as e:
        ExecutorStructuredOutput.model_validate(contract)
    assert "evidence_excerpt" in str(e.value)
