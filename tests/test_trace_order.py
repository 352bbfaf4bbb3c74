"""Issue 13 §5: a trace ref depends on the invocations it summarises, never on their place in the input list.

Items are numbered over calls sorted by (round, ``started_at`` when present, ``invocation_id``);
a claim that cites ``T2`` with ``source_invocation_ids`` resolves by the ids, so a ref its
author counted in input order still finds what the author meant.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.bench import load_dataset
from engine.summarizer import summarize_trace

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"


@cache
def _cases() -> list[dict]:
    out = []
    for name in ("dev.jsonl", "test.jsonl"):
        for c in load_dataset(DATA / name).cases:
            if len(c.input.get("tool_invocations") or []) >= 2:
                out.append(c.input)
    return out


def _shuffled(inp: dict, rnd: random.Random) -> dict:
    rows = list(inp["tool_invocations"])
    rnd.shuffle(rows)
    return {**inp, "tool_invocations": rows}


def _out(inp: dict) -> str:
    return engine.verify(inp).model_dump_json()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.randoms(use_true_random=False))
def test_shuffling_a_labeled_case_changes_nothing(index, rnd):
    """Any dev/test case with its invocation list shuffled: byte-identical output (labels, verdict, refs)."""
    cases = _cases()
    inp = cases[index % len(cases)]
    assert _out(_shuffled(inp, rnd)) == _out(inp)


_SERVICES = ("order-service", "payment-service", "cart-svc")
_MESSAGES = ("connection refused", "ERR_DB_POOL_EXHAUSTED", "timeout after 3000 ms", "request ok")


@st.composite
def _case(draw):
    n = draw(st.integers(2, 7))
    ids = draw(st.lists(st.text("0123456789abcdef", min_size=6, max_size=8), min_size=n, max_size=n, unique=True))
    rows = []
    for i, inv in enumerate(ids):
        tool = draw(st.sampled_from(("query_logs", "query_metrics", "mystery_tool")))
        svc = draw(st.sampled_from(_SERVICES))
        msg = draw(st.sampled_from(_MESSAGES))
        if tool == "query_metrics":
            output = {
                "alerts": [],
                "series": [{"metric": "error_rate", "service": svc, "max": draw(st.integers(1, 99)), "unit": "%"}],
            }
        else:
            output = {"total": 1, "logs": [{"level": "ERROR", "service": svc, "message": msg}]}
        rows.append(
            {
                "invocation_id": inv,
                "session_id": "s",
                "round": draw(st.integers(1, 2)),
                "tool_name": tool,
                "input": {"service": svc, "q": draw(st.sampled_from(("error", "latency")))},
                "output": output,
                "success": draw(st.booleans()) or i == 0,
                **({"started_at": f"2026-03-02T10:0{draw(st.integers(0, 9))}:00Z"} if draw(st.booleans()) else {}),
            }
        )
    claims = []
    for k in range(draw(st.integers(1, 3))):
        row = draw(st.sampled_from(rows))
        svc = row["input"]["service"]
        text = (
            f"{svc} 日志出现 {row['output']['logs'][0]['message']}" if "logs" in row["output"] else f"{svc} 错误率升高"
        )
        ref = draw(st.sampled_from((f"T{draw(st.integers(1, n))}", row["invocation_id"])))
        claims.append(
            {
                "claim_id": f"c{k}",
                "claim_type": "log_error",
                "claim_text": text,
                "support_level": "direct",
                "evidence_bindings": [
                    {
                        "source_type": "tool_output",
                        "source_id": ref,
                        "tool_name": row["tool_name"],
                        "source_invocation_ids": [row["invocation_id"]] if draw(st.booleans()) else [],
                        "evidence_excerpt": text.split(" ", 2)[-1],
                    }
                ],
            }
        )
    answer = json.dumps(
        {
            "answer_version": "v1",
            "diagnosis_summary": "诊断",
            "claims": claims,
            "hypotheses": [],
            "recommended_actions": [],
            "missing_info": [],
            "user_facing_answer": "见上。",
        },
        ensure_ascii=False,
    )
    return {"original_query": "为什么报错？", "executor_final_answer": answer, "tool_invocations": rows}


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_case(), st.randoms(use_true_random=False))
def test_shuffling_any_valid_input_changes_nothing(inp, rnd):
    """Hypothesis-built inputs (random ids, rounds, optional started_at, T-refs and ids): same output shuffled."""
    shuffled = _shuffled(inp, rnd)
    assert _out(shuffled) == _out(inp)
    key = lambda items: [i.model_dump() for i in items]  # noqa: E731
    assert key(summarize_trace(shuffled["tool_invocations"])) == key(summarize_trace(inp["tool_invocations"]))


def _row(inv: str, message: str, **extra) -> dict:
    return {
        "invocation_id": inv,
        "session_id": "s",
        "round": 1,
        "tool_name": "query_logs",
        "input": {"q": inv},
        "output": {"total": 1, "logs": [{"level": "ERROR", "service": "order-service", "message": message}]},
        "success": True,
        **extra,
    }


def test_items_are_numbered_by_round_started_at_then_id():
    rows = [
        _row("c9", "late", started_at="2026-03-02T10:05:00+00:00"),
        _row("a1", "no time"),
        _row("z0", "early", started_at="2026-03-02T18:00:00+08:00"),
        {**_row("b2", "round two"), "round": 2},
    ]
    items = summarize_trace(rows)
    assert [(i.trace_ref, i.source_invocation_ids) for i in items] == [
        ("T1", ["z0"]),
        ("T2", ["c9"]),
        ("T3", ["a1"]),
        ("T4", ["b2"]),
    ]


def test_a_positional_ref_with_ids_resolves_to_what_the_author_meant():
    """The author saw the list in input order (T1 = ff01, T2 = 0a02); canonically 0a02 is T1."""
    rows = [_row("ff01", "disk full on /data"), _row("0a02", "ERR_DB_POOL_EXHAUSTED")]
    claim = {
        "claim_id": "c1",
        "claim_type": "log_error",
        "claim_text": "order-service 日志出现 ERR_DB_POOL_EXHAUSTED",
        "support_level": "direct",
        "evidence_bindings": [
            {
                "source_type": "trace_ref",
                "source_id": "T2",
                "tool_name": "query_logs",
                "source_invocation_ids": ["0a02"],
                "evidence_excerpt": "ERR_DB_POOL_EXHAUSTED",
            }
        ],
    }
    answer = json.dumps(
        {
            "answer_version": "v1",
            "diagnosis_summary": "d",
            "claims": [claim],
            "hypotheses": [],
            "recommended_actions": [],
            "missing_info": [],
            "user_facing_answer": "连接池耗尽。",
        },
        ensure_ascii=False,
    )
    inp = {"original_query": "q", "executor_final_answer": answer, "tool_invocations": rows}
    assert summarize_trace(rows)[0].source_invocation_ids == ["0a02"]
    (fact,) = [f for f in engine.verify(inp).facts_checked if f.claim_id == "c1"]
    assert fact.verification.value == "direct_evidence"
    assert ["0a02"] in [r.source_invocation_ids for r in fact.evidence_refs]
    wrong = json.loads(answer)
    wrong["claims"][0]["evidence_bindings"][0]["source_invocation_ids"] = ["ff01"]  # the other call: no such excerpt
    (fact,) = [
        f
        for f in engine.verify({**inp, "executor_final_answer": json.dumps(wrong)}).facts_checked
        if f.claim_id == "c1"
    ]
    assert fact.verification.value != "direct_evidence"
