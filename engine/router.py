"""Router: what the user sees, as a pure function of (verdict, score, round) (DESIGN.md "Routing").

The decision table is data (:data:`ROUTING_TABLE`). :func:`render_output` turns a decision and the
Verifier's run into the user text using the fixed templates; it never shows raw JSON, never leaves
an unsupported claim looking confirmed, and the degraded reply never quotes the answer.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.contracts import FactCheck, TraceSummaryItem, Verdict, Verification
from engine.templates import Templates, load_templates
from extractors.contracts import CandidateFact, EvidenceLevel, ParseResult
from extractors.json_extract import find_json_object
from extractors.sentences import split_sentences
from matchers.errors import InputError
from matchers.fuzzy import partial_ratio


class Action(StrEnum):
    """What the ChatService does with a verified round."""

    ANSWER = "answer"
    DISCLAIMER = "disclaimer"
    RETRY = "retry"
    DEGRADED = "degraded"


class ScoreBand(StrEnum):
    """Score bands of the routing table: ``high`` is score ≥ :data:`RETRY_BELOW`."""

    HIGH = "high"
    LOW = "low"


#: A LOW_CONFID round-1 answer scoring below this gets one more round.
RETRY_BELOW = 0.5
#: Rounds a session may run; the last one never retries.
MAX_ROUNDS = 2
#: (verdict, score band, round) → action. Rounds past the first are looked up as round 2.
ROUTING_TABLE: Mapping[tuple[Verdict, ScoreBand, int], Action] = {
    (Verdict.PASS, ScoreBand.HIGH, 1): Action.ANSWER,
    (Verdict.PASS, ScoreBand.LOW, 1): Action.ANSWER,
    (Verdict.PASS, ScoreBand.HIGH, 2): Action.ANSWER,
    (Verdict.PASS, ScoreBand.LOW, 2): Action.ANSWER,
    (Verdict.LOW_CONFID, ScoreBand.HIGH, 1): Action.DISCLAIMER,
    (Verdict.LOW_CONFID, ScoreBand.LOW, 1): Action.RETRY,
    (Verdict.LOW_CONFID, ScoreBand.HIGH, 2): Action.DISCLAIMER,
    (Verdict.LOW_CONFID, ScoreBand.LOW, 2): Action.DISCLAIMER,
    (Verdict.REJECT, ScoreBand.HIGH, 1): Action.DEGRADED,
    (Verdict.REJECT, ScoreBand.LOW, 1): Action.DEGRADED,
    (Verdict.REJECT, ScoreBand.HIGH, 2): Action.DEGRADED,
    (Verdict.REJECT, ScoreBand.LOW, 2): Action.DEGRADED,
}
#: The template each final action renders with.
ACTION_TEMPLATE: Mapping[Action, str] = {
    Action.ANSWER: "answer",
    Action.DISCLAIMER: "low_confid",
    Action.DEGRADED: "degraded",
}
_UNSUPPORTED = (Verification.NO_EVIDENCE, Verification.CONTRADICTED)
#: Lead-ins the summarizer puts before a failed call's error text.
_ERROR_PREFIX = re.compile(r"^\s*(?:ERROR:|call failed:)\s*", re.IGNORECASE)
#: partial_ratio (:mod:`matchers.fuzzy`) at or above which an answer sentence counts as stating a fact.
SENTENCE_COVER_THRESHOLD = 80.0


@dataclass(frozen=True)
class RouteDecision:
    """The routing decision for one verified round."""

    action: Action
    verdict: Verdict
    groundedness_score: float
    round: int

    @property
    def final(self) -> bool:
        """True unless the decision is to run another round."""
        return self.action is not Action.RETRY


def score_band(score: float) -> ScoreBand:
    """The routing band of a groundedness score in [0, 1]."""
    return ScoreBand.HIGH if score >= RETRY_BELOW else ScoreBand.LOW


def route(verdict: Verdict | str, groundedness_score: float, round: int) -> RouteDecision:
    """Look the decision up in :data:`ROUTING_TABLE`. Pure; raises InputError on an out-of-range input."""
    if isinstance(groundedness_score, bool) or not isinstance(groundedness_score, int | float):
        raise InputError("groundedness_score must be a number", field="groundedness_score")
    if math.isnan(groundedness_score) or not 0.0 <= groundedness_score <= 1.0:
        raise InputError(f"groundedness_score {groundedness_score!r} is not in [0, 1]", field="groundedness_score")
    if round < 1:
        raise InputError(f"round {round} is not ≥ 1", field="round")
    v = Verdict(verdict)
    action = ROUTING_TABLE[(v, score_band(groundedness_score), min(round, MAX_ROUNDS))]
    return RouteDecision(action, v, float(groundedness_score), round)


# -- rendering ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class FailedTool:
    """An evidence-bearing call that gave nothing usable: failed, or no hit."""

    tool_name: str
    reason: str  # "failed" | "no_hit"
    error: str
    source_invocation_ids: tuple[str, ...]


def failed_tools(summary: Iterable[TraceSummaryItem]) -> list[FailedTool]:
    """Failed and no-hit evidence items of a trace summary, in summary order.

    A tool that later returned usable evidence (a hit in a later round) is not listed for its
    earlier failure: the gap was closed.
    """
    items = list(summary)
    last_hit: dict[str, int] = {}
    for item in items:
        if item.success and item.evidence_level is not EvidenceLevel.NONE:
            last_hit[item.tool_name] = max(last_hit.get(item.tool_name, 0), item.round)
    out = []
    for item in items:
        if last_hit.get(item.tool_name, 0) > item.round:
            continue
        if not item.success:
            error = _ERROR_PREFIX.sub("", item.output_summary).strip()[:80]
            out.append(FailedTool(item.tool_name, "failed", error, tuple(item.source_invocation_ids)))
        elif item.evidence_level is EvidenceLevel.NONE or (item.no_hit_count or 0) > 0:
            out.append(FailedTool(item.tool_name, "no_hit", "", tuple(item.source_invocation_ids)))
    return out


def critical_gaps(facts: Iterable[FactCheck]) -> list[FactCheck]:
    """The Verifier's critical facts without support (no_evidence or contradicted)."""
    return [f for f in facts if f.is_critical and f.verification in _UNSUPPORTED]


def answer_body(parse: ParseResult, phrases_unparsable: str) -> tuple[str, str | None]:
    """The human text of an answer and the field spans point into; never raw JSON.

    A parsed contract gives ``user_facing_answer``. An unparsed answer gives its text, with any
    JSON object cut out (or that object's ``user_facing_answer`` string when it has one).
    """
    if parse.ok and parse.output is not None:
        return parse.output.user_facing_answer, "user_facing_answer"
    raw = parse.raw
    found = find_json_object(raw)
    if found.kind == "object" and found.start is not None and found.end is not None:
        inner = found.value.get("user_facing_answer")
        if isinstance(inner, str) and inner.strip():
            return inner, None
        rest = re.sub(r"```[A-Za-z0-9_+-]*", "", raw[: found.start] + raw[found.end :]).strip()
        return (rest or phrases_unparsable), None
    if found.kind != "absent" and raw.strip()[:1] in "{[`":
        return phrases_unparsable, None
    return raw, "executor_final_answer"


def _covers(fact_text: str, sentence: str) -> bool:
    a, b = fact_text.strip(), sentence.strip()
    if not a or not b:
        return False
    return a in b or b in a or partial_ratio(a, b) >= SENTENCE_COVER_THRESHOLD


def strip_unsupported(
    body: str, body_field: str | None, unsupported: Sequence[tuple[FactCheck, CandidateFact | None]]
) -> str:
    """Remove from ``body`` every sentence that states an unsupported fact, keeping the rest's layout.

    A sentence goes when an unsupported fact's span (into the same text) overlaps it, or when it
    and the fact's text cover each other; any verbatim leftover of a fact's text is cut as well.
    """
    cuts: list[tuple[int, int]] = []
    for s in split_sentences(body):
        for check, cand in unsupported:
            span = cand.span if cand is not None and cand.source_field == body_field else None
            if (span is not None and span.start < s.end and s.start < span.end) or _covers(check.fact, s.text):
                cuts.append((s.start, s.end))
                break
    out, pos = [], 0
    for start, end in sorted(cuts):
        if start >= pos:
            out.append(body[pos:start])
            pos = end
    out.append(body[pos:])
    text = "".join(out)
    for check, _ in unsupported:
        if check.fact.strip():
            text = text.replace(check.fact.strip(), "")
    lines = [ln.rstrip() for ln in text.splitlines() if re.search(r"\w", ln)]
    return "\n".join(lines).strip()


def _candidates(facts: Iterable[CandidateFact]) -> dict[str, CandidateFact]:
    return {f.fact_id: f for f in facts}


def render_output(
    decision: RouteDecision,
    facts_checked: Sequence[FactCheck],
    parse: ParseResult,
    *,
    candidates: Iterable[CandidateFact] = (),
    summary: Sequence[TraceSummaryItem] = (),
    templates: Templates | None = None,
) -> str:
    """The user-facing text for a final decision.

    Args:
        decision: a final decision (not RETRY).
        facts_checked: the Verifier's checked facts of the round shown.
        parse: the parse of the round's executor answer.
        candidates: the extracted candidate facts (for spans), matched to checks by ``fact_id``.
        summary: the round's trace summary (for failed tools in the degraded next steps).
        templates: the template set; the shipped version by default.
    """
    if not decision.final:
        raise InputError("a RETRY decision has no user output", field="action")
    t = templates or load_templates()
    p = t.phrases
    body = t.bodies[ACTION_TEMPLATE[decision.action]]
    if decision.action is Action.ANSWER:
        return body.format(answer=answer_body(parse, p.unparsable_answer)[0]).strip()
    gaps = critical_gaps(facts_checked)
    cand = _candidates(candidates)
    if decision.action is Action.DISCLAIMER:
        unsupported = [(f, cand.get(f.fact_id or "")) for f in facts_checked if f.verification in _UNSUPPORTED]
        text, field = answer_body(parse, p.unparsable_answer)
        kept = strip_unsupported(text, field, unsupported) or p.empty_answer
        lines = [p.gap_item.format(fact=f.fact.strip(), reason=p.gap_reason[f.verification.value]) for f in gaps]
        return body.format(answer=kept, gap_heading=p.gap_heading, gaps="\n".join(lines) or p.no_gaps).strip()
    return _render_degraded(body, t, facts_checked, gaps, cand, summary)


def _render_degraded(
    body: str,
    t: Templates,
    facts: Sequence[FactCheck],
    gaps: Sequence[FactCheck],
    cand: Mapping[str, CandidateFact],
    summary: Sequence[TraceSummaryItem],
) -> str:
    p = t.phrases
    bad = [f.fact.strip() for f in facts if f.verification in _UNSUPPORTED and f.fact.strip()]
    confirmed = []
    for f in facts:
        text = f.fact.strip()
        # A confirmed fact that quotes an unsupported one verbatim is left out: no unsupported text leaks.
        if f.verification is Verification.DIRECT and text and not any(b in text for b in bad) and text not in confirmed:
            confirmed.append(text)
    gap_lines = []
    for n, f in enumerate(gaps, start=1):
        source = cand.get(f.fact_id or "")
        claim_type = source.claim_type if source is not None else None
        kind = p.degraded_gap_kind.format(claim_type=claim_type) if claim_type else ""
        gap_lines.append(p.degraded_gap_item.format(n=n, kind=kind, reason=p.gap_reason[f.verification.value]))
    return body.format(
        confirmed="\n".join(p.confirmed_item.format(fact=c) for c in confirmed) or p.none_confirmed,
        gap_heading=p.gap_heading,
        gaps="\n".join(gap_lines) or p.no_gaps,
        next_steps="\n".join(next_steps(gaps, failed_tools(summary), t)),
    ).strip()


def next_steps(gaps: Sequence[FactCheck], failed: Sequence[FailedTool], templates: Templates) -> list[str]:
    """Next-step lines derived from the gaps (by label) and the failed or no-hit tools."""
    ns = templates.phrases.next_steps
    lines: list[str] = []
    for tool in failed:
        line = (
            ns.failed_tool.format(tool_name=tool.tool_name, error=tool.error or "无错误信息")
            if tool.reason == "failed"
            else ns.no_hit_tool.format(tool_name=tool.tool_name)
        )
        if line not in lines:
            lines.append(line)
    counts: dict[str, int] = {}
    for g in gaps:
        counts[g.verification.value] = counts.get(g.verification.value, 0) + 1
    for label in ("contradicted", "no_evidence"):
        if counts.get(label):
            lines.append(getattr(ns, label).format(count=counts[label]))
    return lines or [ns.fallback]


def output_sections(text: str, templates: Templates | None = None) -> tuple[str, str]:
    """Split a rendered output into (before the evidence-gap heading, the gap section onwards)."""
    heading = (templates or load_templates()).phrases.gap_heading
    head, sep, tail = text.partition(heading)
    return (head, sep + tail) if sep else (text, "")
