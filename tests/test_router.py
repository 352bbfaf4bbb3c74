"""Router: the decision table over every (verdict, score band, round), and the rendering invariants."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.contracts import FactCheck, Verdict, Verification
from engine.router import (
    MAX_ROUNDS,
    RETRY_BELOW,
    ROUTING_TABLE,
    Action,
    ScoreBand,
    output_sections,
    render_output,
    route,
    strip_unsupported,
)
from engine.scorer import score_facts
from engine.templates import TEMPLATE_NAMES, load_templates
from extractors.contracts import CandidateFact, FactOrigin, ParseResult, ParseStatus, Span
from extractors.parser import parse_executor_output
from extractors.sentences import split_sentences
from matchers.errors import InputError

UNSUPPORTED = (Verification.NO_EVIDENCE, Verification.CONTRADICTED)
BAND_SCORES = {ScoreBand.HIGH: (0.5, 0.75, 1.0), ScoreBand.LOW: (0.0, 0.25, 0.4999)}
#: The expected table, written out independently of ROUTING_TABLE.
EXPECTED = {
    (Verdict.PASS, ScoreBand.HIGH, 1): Action.ANSWER,
    (Verdict.PASS, ScoreBand.LOW, 1): Action.ANSWER,
    (Verdict.LOW_CONFID, ScoreBand.HIGH, 1): Action.DISCLAIMER,
    (Verdict.LOW_CONFID, ScoreBand.LOW, 1): Action.RETRY,
    (Verdict.REJECT, ScoreBand.HIGH, 1): Action.DEGRADED,
    (Verdict.REJECT, ScoreBand.LOW, 1): Action.DEGRADED,
    (Verdict.PASS, ScoreBand.HIGH, 2): Action.ANSWER,
    (Verdict.PASS, ScoreBand.LOW, 2): Action.ANSWER,
    (Verdict.LOW_CONFID, ScoreBand.HIGH, 2): Action.DISCLAIMER,
    (Verdict.LOW_CONFID, ScoreBand.LOW, 2): Action.DISCLAIMER,
    (Verdict.REJECT, ScoreBand.HIGH, 2): Action.DEGRADED,
    (Verdict.REJECT, ScoreBand.LOW, 2): Action.DEGRADED,
}


def test_table_is_total_and_as_designed():
    assert dict(ROUTING_TABLE) == EXPECTED
    assert len(ROUTING_TABLE) == len(Verdict) * len(ScoreBand) * MAX_ROUNDS


@pytest.mark.parametrize(("verdict", "band", "rnd"), list(itertools.product(Verdict, ScoreBand, (1, 2, 3))))
def test_route_every_combination(verdict, band, rnd):
    for score in BAND_SCORES[band]:
        decision = route(verdict, score, rnd)
        assert decision.action is EXPECTED[(verdict, band, min(rnd, 2))]
        assert decision.final is (decision.action is not Action.RETRY)
        if verdict is Verdict.REJECT:
            assert decision.action is Action.DEGRADED
        if rnd >= 2:
            assert decision.action is not Action.RETRY


def test_retry_threshold_is_exactly_half():
    assert RETRY_BELOW == 0.5
    assert route("LOW_CONFID", 0.5, 1).action is Action.DISCLAIMER
    assert route("LOW_CONFID", 0.499999, 1).action is Action.RETRY


@pytest.mark.parametrize(("score", "rnd"), [(float("nan"), 1), (-0.1, 1), (1.01, 1), (0.5, 0)])
def test_route_rejects_out_of_range(score, rnd):
    with pytest.raises(InputError):
        route("PASS", score, rnd)


@given(st.lists(st.tuples(st.sampled_from(list(Verdict)), st.floats(0.0, 1.0)), min_size=1, max_size=6))
def test_a_session_loop_retries_at_most_once_and_never_after_reject(rounds):
    """Drive the ChatService loop with arbitrary per-round verdicts: ≤ 2 rounds, REJECT stops at once."""
    ran = []
    for n, (verdict, score) in enumerate(rounds, start=1):
        decision = route(verdict, score, n)
        ran.append(decision)
        if decision.final:
            break
    assert len(ran) <= MAX_ROUNDS
    assert sum(d.action is Action.RETRY for d in ran) <= 1
    assert all(d.verdict is not Verdict.REJECT or d.action is Action.DEGRADED for d in ran)
    assert ran[-1].final or len(ran) == len(rounds)


# -- rendering ----------------------------------------------------------------------------------
def _nl_case(sentences, labels, criticals):
    body = "\n".join(f"- {s}。" if i % 2 else f"{s}。" for i, s in enumerate(sentences))
    segs = split_sentences(body)
    assert len(segs) == len(sentences)
    cands, checks = [], []
    for i, (seg, label, crit) in enumerate(zip(segs, labels, criticals, strict=True)):
        cands.append(
            CandidateFact(
                fact_id=f"nl:{i}",
                fact=seg.text,
                origin=FactOrigin.NL_FALLBACK,
                is_critical=crit,
                span=Span(start=seg.start, end=seg.end),
                source_field="executor_final_answer",
            )
        )
        checks.append(FactCheck(fact=seg.text, is_critical=crit, verification=label, fact_id=f"nl:{i}"))
    return body, cands, checks


def _structured_case(sentences, labels, criticals):
    claims = [
        {
            "claim_id": f"c{i}",
            "claim_type": "finding" if c else "hypothesis",
            "claim_text": s,
            "support_level": "direct",
            "evidence_bindings": [],
        }
        for i, (s, c) in enumerate(zip(sentences, criticals, strict=True))
    ]
    answer = json.dumps(
        {
            "answer_version": "v1",
            "diagnosis_summary": "摘要",
            "claims": claims,
            "user_facing_answer": "；".join(sentences) + "。",
        },
        ensure_ascii=False,
    )
    cands, checks = [], []
    for i, (s, label, crit) in enumerate(zip(sentences, labels, criticals, strict=True)):
        cands.append(
            CandidateFact(
                fact_id=f"claim:c{i}",
                fact=s,
                origin=FactOrigin.CLAIM,
                is_critical=crit,
                claim_id=f"c{i}",
                claim_type="finding",
            )
        )
        checks.append(FactCheck(fact=s, is_critical=crit, verification=label, fact_id=f"claim:c{i}", claim_id=f"c{i}"))
    return answer, cands, checks


_CHARS = st.text(alphabet="服务日志连接池超时告警错误数据库节点内存磁盘abcdefXYZ0123456789 -:", min_size=3, max_size=30)


@st.composite
def cases(draw, labels_strategy):
    n = draw(st.integers(1, 6))
    sentences = [f"F{i}_{draw(_CHARS).strip() or 'x'}发现" for i in range(n)]
    labels = [draw(labels_strategy) for _ in range(n)]
    criticals = [draw(st.booleans()) for _ in range(n)]
    structured = draw(st.booleans())
    return sentences, labels, criticals, structured


def _render(sentences, labels, criticals, structured, rnd=1):
    text, cands, checks = (_structured_case if structured else _nl_case)(sentences, labels, criticals)
    parse = parse_executor_output(text)
    assert parse.ok is structured
    score = score_facts(checks)
    decision = route(score.verdict, score.groundedness_score, rnd)
    if not decision.final:
        decision = route(score.verdict, score.groundedness_score, 2)
    return decision, render_output(decision, checks, parse, candidates=cands), checks, text


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(cases(st.sampled_from(list(Verification))))
def test_reject_output_never_contains_an_unsupported_sentence(case):
    sentences, labels, criticals, structured = case
    criticals[0], labels[0] = True, Verification.CONTRADICTED  # force REJECT
    decision, out, checks, raw = _render(sentences, labels, criticals, structured)
    assert decision.action is Action.DEGRADED
    for c in checks:
        if c.verification in UNSUPPORTED:
            assert c.fact not in out
    assert raw not in out and "{" not in out


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(
    cases(st.sampled_from([Verification.DIRECT, Verification.INDIRECT, Verification.NO_EVIDENCE])), st.integers(1, 2)
)
def test_low_confid_output_keeps_no_evidence_claims_inside_the_gap_section(case, rnd):
    sentences, labels, criticals, structured = case
    criticals[0], labels[0] = True, Verification.NO_EVIDENCE  # force LOW_CONFID
    decision, out, checks, _ = _render(sentences, labels, criticals, structured, rnd)
    assert decision.action is Action.DISCLAIMER
    head, gaps = output_sections(out)
    assert gaps, "the evidence-gap section is always there"
    for c in checks:
        if c.verification is Verification.NO_EVIDENCE:
            assert c.fact not in head
        if c.verification is Verification.NO_EVIDENCE and c.is_critical:
            assert c.fact in gaps
        if c.verification in (Verification.DIRECT, Verification.INDIRECT):
            assert c.fact not in gaps
    assert '{"' not in out and "```" not in out


def test_gaps_listed_are_only_critical_gaps():
    sentences = ["F0_订单服务连接池耗尽", "F1_节点磁盘写满", "F2_缓存命中率下降"]
    labels = [Verification.NO_EVIDENCE, Verification.NO_EVIDENCE, Verification.DIRECT]
    _, out, _, _ = _render(sentences, labels, [True, False, True], structured=False)
    head, gaps = output_sections(out)
    assert "F0_" in gaps and "F1_" not in out and "F2_" in head and "F2_" not in gaps


def test_pass_shows_user_facing_answer_never_json():
    sentences = ["F0_订单服务连接池耗尽"]
    decision, out, _, _ = _render(sentences, [Verification.DIRECT], [True], structured=True)
    assert decision.action is Action.ANSWER
    assert out == "F0_订单服务连接池耗尽。"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ('{"user_facing_answer": "连接池耗尽。", "claims": 3}', "连接池耗尽。"),
        ('说明如下 {"a": 1}', "说明如下"),
        ('{"a": [1, 2', "（回答格式无法解析，原始内容已留存供审计。）"),
        ("纯文本回答。", "纯文本回答。"),
    ],
)
def test_unparsed_answers_never_show_raw_json(raw, expected):
    parse = parse_executor_output(raw)
    assert not parse.ok
    out = render_output(route("PASS", 1.0, 1), [], parse)
    assert out == expected


def test_degraded_lists_confirmed_facts_gaps_and_next_steps_from_failed_tools():
    from engine.contracts import TraceSummaryItem

    checks = [
        FactCheck(fact="告警 DBPoolSaturated firing", is_critical=True, verification=Verification.DIRECT),
        FactCheck(fact="日志出现 ERR_FAKE_42", is_critical=True, verification=Verification.CONTRADICTED, fact_id="x"),
        FactCheck(fact="磁盘写满", is_critical=True, verification=Verification.NO_EVIDENCE),
    ]
    summary = [
        TraceSummaryItem(
            trace_ref="T1",
            tool_name="query_logs",
            round=1,
            success=False,
            evidence_level="none",
            output_summary="ERROR: timeout",
        ),
        TraceSummaryItem(
            trace_ref="T2", tool_name="lookup_knowledge", round=1, success=True, evidence_level="none", no_hit_count=1
        ),
    ]
    parse = ParseResult(status=ParseStatus.NO_JSON, raw="日志出现 ERR_FAKE_42。磁盘写满。告警 DBPoolSaturated firing。")
    out = render_output(route("REJECT", 0.0, 1), checks, parse, summary=summary)
    assert "告警 DBPoolSaturated firing" in out
    assert "ERR_FAKE_42" not in out and "磁盘写满" not in out
    assert "query_logs" in out and "timeout" in out and "lookup_knowledge" in out
    p = load_templates().phrases
    assert p.next_steps.contradicted.format(count=1) in out and p.next_steps.no_evidence.format(count=1) in out


def test_render_refuses_a_retry_decision():
    with pytest.raises(InputError):
        render_output(route("LOW_CONFID", 0.1, 1), [], ParseResult(status=ParseStatus.NO_JSON, raw="x"))


def test_strip_unsupported_keeps_layout_of_the_rest():
    body = "第一行已确认。\n- 第二行没有证据。\n- 第三行已确认。"
    check = FactCheck(fact="第二行没有证据。", is_critical=True, verification=Verification.NO_EVIDENCE)
    assert strip_unsupported(body, None, [(check, None)]) == "第一行已确认。\n- 第三行已确认。"


def test_templates_load_with_ids_and_hashes():
    t = load_templates()
    assert set(t.bodies) == set(TEMPLATE_NAMES)
    assert t.template_id("degraded") == "degraded.v1"
    assert all(len(h) == 16 for h in t.hashes.values())
    assert t.phrases.gap_heading in t.bodies["low_confid"].format(answer="", gap_heading=t.phrases.gap_heading, gaps="")


def test_failed_tools_skip_failures_closed_by_a_later_hit():
    from engine.contracts import TraceSummaryItem
    from engine.router import failed_tools

    def item(ref, tool, rnd, ok, level):
        return TraceSummaryItem(
            trace_ref=ref,
            tool_name=tool,
            round=rnd,
            success=ok,
            evidence_level=level,
            output_summary="" if ok else "call failed: timeout",
            source_invocation_ids=[ref],
        )

    summary = [
        item("T1", "query_logs", 1, False, "none"),
        item("T2", "query_metrics", 1, False, "none"),
        item("T3", "query_logs", 2, True, "direct"),
        item("T4", "query_metrics", 2, False, "none"),
    ]
    assert [(t.tool_name, t.source_invocation_ids, t.error) for t in failed_tools(summary)] == [
        ("query_metrics", ("T2",), "timeout"),
        ("query_metrics", ("T4",), "timeout"),
    ]
