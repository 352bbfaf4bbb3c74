"""Executor-output parser: a table of raw outputs and the parse status each must give."""

import json

import pytest

from extractors import ParseStatus, parse_executor_output
from matchers.errors import LimitExceededError

CLAIM = {
    "claim_id": "c1",
    "claim_type": "log_error",
    "claim_text": "order-service 日志出现 ERR_DB_POOL_EXHAUSTED",
    "support_level": "direct",
    "evidence_bindings": [
        {
            "source_type": "tool_output",
            "source_id": "inv-1",
            "tool_name": "query_logs",
            "source_invocation_ids": ["inv-1"],
            "evidence_excerpt": "ERR_DB_POOL_EXHAUSTED",
        }
    ],
}
GOOD = {
    "answer_version": "v1",
    "diagnosis_summary": "连接池耗尽",
    "claims": [CLAIM],
    "hypotheses": [],
    "recommended_actions": ["扩容连接池"],
    "missing_info": [],
    "user_facing_answer": "order-service 的数据库连接池耗尽。",
}
G = json.dumps(GOOD, ensure_ascii=False)
G_PRETTY = json.dumps(GOOD, ensure_ascii=False, indent=2)


def _with(**changes):
    d = json.loads(G)
    for k, v in changes.items():
        if v is ...:
            d.pop(k)
        else:
            d[k] = v
    return json.dumps(d, ensure_ascii=False)


def _claim_with(**changes):
    c = dict(CLAIM, **changes)
    return _with(claims=[c])


HUGE_OK = json.dumps(dict(GOOD, diagnosis_summary="x" * 2_000_000), ensure_ascii=False)
HUGE_TEXT = "日志没有结构化输出。" * 200_000

TABLE = [
    # (id, raw, expected status, expected field or None)
    ("bare_object", G, ParseStatus.PARSED, None),
    ("pretty_object", G_PRETTY, ParseStatus.PARSED, None),
    ("json_fence", f"```json\n{G_PRETTY}\n```", ParseStatus.PARSED, None),
    ("plain_fence", f"```\n{G}\n```", ParseStatus.PARSED, None),
    ("fence_with_prose", f"以下是诊断结果：\n```json\n{G}\n```\n如有疑问请联系。", ParseStatus.PARSED, None),
    ("text_around", f"结论如下 {G} 以上。", ParseStatus.PARSED, None),
    ("leading_whitespace", f"\n\n   {G}   \n", ParseStatus.PARSED, None),
    ("brace_in_prose_first", "注意 {这里不是 JSON} 然后 " + G, ParseStatus.PARSED, None),
    ("extra_keys_allowed", _with(confidence=0.9), ParseStatus.PARSED, None),
    ("int_answer_version", _with(answer_version=2), ParseStatus.PARSED, None),
    ("huge_valid", HUGE_OK, ParseStatus.PARSED, None),
    ("empty", "", ParseStatus.EMPTY, None),
    ("whitespace_only", "  \n\t ", ParseStatus.EMPTY, None),
    ("not_json_chinese", "order-service 的连接池耗尽了，建议扩容。", ParseStatus.NO_JSON, None),
    ("huge_not_json", HUGE_TEXT, ParseStatus.NO_JSON, None),
    ("truncated", G[: len(G) // 2], ParseStatus.INVALID_JSON, None),
    ("truncated_in_fence", f"```json\n{G_PRETTY[:300]}", ParseStatus.INVALID_JSON, None),
    ("trailing_comma", G[:-1] + ",}", ParseStatus.INVALID_JSON, None),
    ("single_quotes", G.replace('"', "'"), ParseStatus.INVALID_JSON, None),
    ("json_array", json.dumps([GOOD], ensure_ascii=False), ParseStatus.NOT_AN_OBJECT, None),
    ("json_string", json.dumps("just a string"), ParseStatus.NOT_AN_OBJECT, None),
    ("json_number", "42", ParseStatus.NOT_AN_OBJECT, None),
    ("fenced_array", "```json\n[1, 2, 3]\n```", ParseStatus.NOT_AN_OBJECT, None),
    ("unrelated_object", '{"status": "ok"}', ParseStatus.SCHEMA_VIOLATION, "answer_version"),
    ("missing_claims", _with(claims=...), ParseStatus.SCHEMA_VIOLATION, "claims"),
    ("missing_user_answer", _with(user_facing_answer=...), ParseStatus.SCHEMA_VIOLATION, "user_facing_answer"),
    ("claims_not_list", _with(claims="c1"), ParseStatus.SCHEMA_VIOLATION, "claims"),
    ("bad_support_level", _claim_with(support_level="strong"), ParseStatus.SCHEMA_VIOLATION, "claims[0].support_level"),
    ("claim_text_wrong_type", _claim_with(claim_text=["a"]), ParseStatus.SCHEMA_VIOLATION, "claims[0].claim_text"),
    (
        "binding_missing_source_id",
        _claim_with(evidence_bindings=[{"source_type": "tool_output"}]),
        ParseStatus.SCHEMA_VIOLATION,
        "claims[0].evidence_bindings[0].source_id",
    ),
    ("duplicate_key", json.dumps(GOOD)[:-1] + ', "claims": []}', ParseStatus.INVALID_JSON, None),
    ("lone_surrogate", json.dumps(GOOD).replace("order-service", "\\ud800", 1), ParseStatus.INVALID_JSON, None),
]


@pytest.mark.parametrize(("raw", "status", "field"), [t[1:] for t in TABLE], ids=[t[0] for t in TABLE])
def test_parse_table(raw, status, field):
    result = parse_executor_output(raw)
    assert result.status is status, result.reason
    assert result.raw == raw
    if status is ParseStatus.PARSED:
        assert result.ok and result.output is not None
        assert result.output.claims[0].claim_id == "c1"
    else:
        assert not result.ok
        assert result.output is None
        assert result.reason
    if field is not None:
        assert result.field == field
        assert field in result.reason


def _nested(depth: int) -> str:
    inner = json.dumps({**GOOD, "hypotheses": []})
    return inner.replace('"hypotheses": []', '"hypotheses": ' + "[" * (depth - 1) + "]" * (depth - 1))


def _at_stack_depth(n: int, fn):
    return fn() if n == 0 else _at_stack_depth(n - 1, fn)


@pytest.mark.parametrize("stack", [0, 900])
def test_depth_limit_is_independent_of_the_callers_stack(stack):
    """A contract exactly at max_json_depth parses, one level more is refused, however deep the caller is."""
    ok = _at_stack_depth(stack, lambda: parse_executor_output(_nested(64)))
    assert ok.status is ParseStatus.PARSED
    with pytest.raises(LimitExceededError) as err:
        _at_stack_depth(stack, lambda: parse_executor_output(_nested(65)))
    assert (err.value.limit, err.value.field, err.value.value, err.value.maximum) == (
        "max_json_depth",
        "executor_final_answer",
        65,
        64,
    )
    with pytest.raises(LimitExceededError):
        parse_executor_output("{" * 5000 + "}" * 5000)


def test_duplicate_key_and_surrogate_reasons_name_the_path():
    dup = parse_executor_output(json.dumps(GOOD)[:-1] + ', "claims": []}')
    assert "claims" in dup.reason and "twice" in dup.reason
    bad = parse_executor_output(json.dumps(GOOD).replace("order-service", "\\udc00", 1))
    assert "claims[0].claim_text" in bad.reason and "surrogate" in bad.reason


def test_table_is_large_enough():
    assert len(TABLE) >= 20


def test_first_object_wins_and_is_deterministic():
    raw = f"{G}\n\n{_with(diagnosis_summary='second')}"
    a, b = parse_executor_output(raw), parse_executor_output(raw)
    assert a == b
    assert a.output.diagnosis_summary == "连接池耗尽"


def test_non_string_input_is_a_failure_not_a_crash():
    result = parse_executor_output(None)  # type: ignore[arg-type]
    assert not result.ok
    assert result.status is ParseStatus.NOT_AN_OBJECT


@pytest.mark.parametrize(("invocation", "label"), [("inv-9", "indirect_support"), ("inv-1", "direct_evidence")])
def test_claims_of_a_contract_that_fails_its_schema_keep_their_bindings(invocation, label):
    """A contract missing ``diagnosis_summary`` fails its schema, but its claims are still claims.

    Read as prose, a claim bound to a call that does not exist would pass as a plain statement.
    """
    from engine import Verifier

    claim = {
        "claim_id": "c1", "claim_type": "log_finding", "claim_text": "order-svc 报 ERR_PAY_TIMEOUT",
        "support_level": "direct",
        "evidence_bindings": [{"source_type": "log", "source_id": invocation, "tool_name": "query_logs",
                               "source_invocation_ids": [invocation], "evidence_excerpt": "ERR_PAY_TIMEOUT"}],
    }  # fmt: skip
    answer = json.dumps({"answer_version": "1.0", "claims": [claim], "user_facing_answer": "建议扩容。"})
    run = Verifier().run(
        {
            "original_query": "为什么失败？",
            "executor_final_answer": answer,
            "tool_invocations": [
                {
                    "invocation_id": "inv-1",
                    "session_id": "s",
                    "round": 1,
                    "tool_name": "query_logs",
                    "input": {},
                    "output": {
                        "logs": [{"level": "ERROR", "service": "order-svc", "message": "ERR_PAY_TIMEOUT after 3000ms"}]
                    },
                    "success": True,
                    "error": None,
                }
            ],
        }
    )
    assert run.parse.status is ParseStatus.SCHEMA_VIOLATION
    [fact] = run.output.facts_checked
    assert (fact.claim_id, fact.verification.value) == ("c1", label)
