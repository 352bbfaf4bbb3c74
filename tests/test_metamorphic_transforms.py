"""The metamorphic transforms themselves: each does exactly what it claims, deterministically."""

from __future__ import annotations

import json

import pytest

from benchmarks.metamorphic import BY_NAME, TRANSFORMS, gold, invariants
from benchmarks.metamorphic.text import case_text, contract_of

LOGS = {
    "total": 3,
    "logs": [
        {
            "ts": "2026-03-02T14:20:05Z",
            "level": "ERROR",
            "service": "order-svc",
            "host": "node-a1",
            "message": "ERR_PAY_TIMEOUT calling payment gateway after 3000ms",
        },
        {
            "ts": "2026-03-02T14:20:07Z",
            "level": "WARN",
            "service": "stock-svc",
            "host": "node-b2",
            "message": "cache miss ratio high",
        },
        {
            "ts": "2026-03-02T14:20:09Z",
            "level": "INFO",
            "service": "stock-svc",
            "host": "node-b2",
            "message": "reload finished",
        },
    ],
}
METRICS = {
    "alerts": [],
    "series": [
        {"metric": "cpu_usage_percent", "service": "order-svc", "max": 87.5, "avg": 40.1, "last": 30.2, "unit": "%"}
    ],
}
CLAIM = {
    "claim_id": "c1",
    "claim_type": "log_finding",
    "claim_text": "order-svc 日志报 ERR_PAY_TIMEOUT",
    "support_level": "direct",
    "evidence_bindings": [
        {
            "source_type": "tool_output",
            "source_id": "inv-1",
            "tool_name": "query_logs",
            "source_invocation_ids": ["inv-1"],
            "evidence_excerpt": "ERR_PAY_TIMEOUT calling payment gateway",
        }
    ],
}
CLAIM2 = {
    "claim_id": "c2",
    "claim_type": "metric_finding",
    "claim_text": "order-svc 的 CPU 峰值为 87.5%",
    "support_level": "direct",
    "evidence_bindings": [
        {
            "source_type": "tool_output",
            "source_id": "inv-2",
            "tool_name": "query_metrics",
            "source_invocation_ids": ["inv-2"],
            "evidence_excerpt": "cpu_usage_percent",
        }
    ],
}
CONTRACT = {
    "answer_version": "1.0",
    "diagnosis_summary": "支付超时",
    "claims": [CLAIM, CLAIM2],
    "hypotheses": [],
    "recommended_actions": [],
    "missing_info": [],
    "user_facing_answer": "order-svc 日志报 ERR_PAY_TIMEOUT，等了 3000ms。order-svc 的 CPU 峰值为 87.5%。",
}


def inv(iid, tool, output, ok=True):
    return {
        "invocation_id": iid,
        "session_id": "s",
        "round": 1,
        "tool_name": tool,
        "input": {"service": "order-svc"},
        "output": output,
        "success": ok,
        "error": None if ok else "boom",
    }


def make_case(answer=None):
    return {
        "original_query": "order-svc 为什么报错？",
        "executor_final_answer": answer if answer is not None else json.dumps(CONTRACT, ensure_ascii=False, indent=1),
        "tool_invocations": [inv("inv-1", "query_logs", LOGS), inv("inv-2", "query_metrics", METRICS)],
        "retry_context": None,
    }


EXPECTED = {
    "verdict": "PASS",
    "facts": [
        {"claim_id": "c1", "verification": "direct_evidence", "is_critical": True},
        {"claim_id": "c2", "verification": "direct_evidence", "is_critical": True},
    ],
}


def test_every_transform_is_deterministic_and_leaves_its_input_alone():
    for t in TRANSFORMS:
        base = make_case()
        before = json.dumps(base, sort_keys=True)
        a, b = t.apply("k1", base, EXPECTED), t.apply("k1", make_case(), EXPECTED)
        assert json.dumps(base, sort_keys=True) == before, t.name
        assert a is not None, f"{t.name} should apply to the reference case"
        assert json.dumps(a) == json.dumps(b), t.name
        assert json.dumps(a) != json.dumps(make_case()), f"{t.name} changed nothing"  # key order counts here


def test_key_order_reverses_keys_and_keeps_values():
    out = invariants.key_order("k", make_case())
    rec = out["tool_invocations"][0]["output"]["logs"][0]
    assert list(rec) == list(reversed(list(LOGS["logs"][0]))) and rec == LOGS["logs"][0]


def test_record_order_is_a_permutation():
    out = invariants.record_order("k", make_case())
    logs = out["tool_invocations"][0]["output"]["logs"]
    assert sorted(map(json.dumps, logs)) == sorted(map(json.dumps, LOGS["logs"]))
    text = invariants.record_order("k", {"tool_invocations": [inv("x", "query_logs", "a\nb\nc\nd")]})
    assert sorted(text["tool_invocations"][0]["output"].split("\n")) == ["a", "b", "c", "d"]


def test_invocation_order_is_never_the_identity():
    out = invariants.invocation_order("k", make_case())
    assert [i["invocation_id"] for i in out["tool_invocations"]] == ["inv-2", "inv-1"]
    assert invariants.invocation_order("k", {"tool_invocations": [inv("only", "query_logs", LOGS)]}) is None


def test_rename_is_consistent_everywhere():
    out = invariants.rename_entities("k", make_case())
    text = case_text(out)
    for old in ("order-svc", "stock-svc", "node-a1", "node-b2"):
        assert old not in text
    new_svc = out["tool_invocations"][0]["output"]["logs"][0]["service"]
    assert new_svc in out["original_query"] and new_svc in out["executor_final_answer"]
    assert out["tool_invocations"][0]["input"]["service"] == new_svc
    assert len({r["service"] for r in out["tool_invocations"][0]["output"]["logs"]}) == 2


@pytest.mark.parametrize("form", ["json", "kv", "line"])
def test_excerpt_forms_quote_the_same_record(form):
    out = BY_NAME[f"excerpt_{form}"].apply("k", make_case(), EXPECTED)
    ex = contract_of(out["executor_final_answer"])["claims"][0]["evidence_bindings"][0]["evidence_excerpt"]
    rec = LOGS["logs"][0]
    if form == "json":
        assert json.loads(ex) == rec
    else:
        assert rec["message"] in ex and rec["service"] in ex and (form != "kv" or "service=order-svc" in ex)
    # the other claim's excerpt (a metric name, in no log record) is untouched
    assert contract_of(out["executor_final_answer"])["claims"][1] == CLAIM2


@pytest.mark.parametrize("form", ["pretty", "compact", "fenced", "bare"])
def test_contract_forms_parse_to_the_same_contract(form):
    out = BY_NAME[f"contract_{form}"].apply("k", make_case(), EXPECTED)
    assert contract_of(out["executor_final_answer"]) == CONTRACT
    assert out["executor_final_answer"].startswith("```json") == (form == "fenced")


def test_noise_lines_are_unrelated_and_counted():
    out = invariants.noise_lines("k", make_case())
    logs = out["tool_invocations"][0]["output"]["logs"]
    assert len(logs) == 3 + invariants.NOISE_LINES and out["tool_invocations"][0]["output"]["total"] == len(logs)
    assert all(r in logs for r in LOGS["logs"])
    noise = [r for r in logs if r not in LOGS["logs"]]
    assert all(r["level"] == "INFO" and "order-svc" not in r["message"] for r in noise)
    # an answer that states a count of lines is left alone
    assert invariants.noise_lines("k", make_case("共 3 条日志")) is None


def test_entity_swap_moves_the_error_to_the_other_service():
    out = gold.entity_swap("k", make_case(), EXPECTED)
    obj = contract_of(out["executor_final_answer"])
    assert obj["claims"][0]["claim_text"] == "stock-svc 日志报 ERR_PAY_TIMEOUT"
    # excerpts still quote the output verbatim
    assert (
        obj["claims"][0]["evidence_bindings"][0]["evidence_excerpt"]
        == CLAIM["evidence_bindings"][0]["evidence_excerpt"]
    )
    assert gold.entity_swap("k", make_case(), {**EXPECTED, "verdict": "LOW_CONFID"}) is None


def test_digit_flip_changes_one_digit_of_a_stated_value():
    out = gold.digit_flip("k", make_case(), EXPECTED)
    text = contract_of(out["executor_final_answer"])["claims"][1]["claim_text"]
    assert "87.5%" not in text
    new = text.split("为 ")[1].rstrip("%")
    assert len(new) == 4 and sum(a != b for a, b in zip(new, "87.5", strict=True)) == 1
    assert all(abs(float(new) - v) > 0.1 * v for v in (87.5, 40.1, 30.2, 3000.0, 3.0))


def test_id_off_makes_a_token_found_nowhere():
    out = gold.id_off("k", make_case(), EXPECTED)
    obj = contract_of(out["executor_final_answer"])
    text = obj["claims"][0]["claim_text"] + obj["claims"][1]["claim_text"]
    changed = [t for t in text.replace("，", " ").split() if t not in case_text(make_case())]
    assert len(changed) == 1 and len(changed[0]) > 4


@pytest.mark.parametrize("name", ["cause_plain", "cause_cue"])
def test_cause_is_appended_to_the_user_facing_answer(name):
    out = BY_NAME[name].apply("k", make_case(), EXPECTED)
    ufa = contract_of(out["executor_final_answer"])["user_facing_answer"]
    assert ufa.startswith(CONTRACT["user_facing_answer"]) and len(ufa) > len(CONTRACT["user_facing_answer"])
    nl = BY_NAME[name].apply("k", make_case("order-svc 日志报 ERR_PAY_TIMEOUT"), EXPECTED)
    assert nl["executor_final_answer"].startswith("order-svc 日志报 ERR_PAY_TIMEOUT。\n")


def test_unit_restate_restates_values_outside_excerpts_only():
    out = invariants.unit_restate("k", make_case())
    ufa = contract_of(out["executor_final_answer"])["user_facing_answer"]
    assert "等了 3 s" in ufa and "3000ms" not in ufa
    assert "ERR_PAY_TIMEOUT calling payment gateway" in out["executor_final_answer"]  # excerpt untouched
    assert invariants.unit_restate("k", make_case(answer="order-svc 日志报 ERR_PAY_TIMEOUT")) is None
