"""What the inspector page shows, as data: one :class:`RoundView` per verified round.

A round view is built from a live :class:`~engine.pipeline.VerificationRun` (routed here with
:func:`engine.router.route` and rendered with the fixed templates) or from one stored
``verifier_evaluation`` round of a ChatService session (its route and the session's final
answer are what happened, so they are shown as stored). Nothing here computes a label, a score
or a verdict: the page shows the Verifier's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from engine.contracts import FactCheck, TraceSummaryItem, Verification, VerifierOutput
from engine.pipeline import VerificationRun
from engine.router import MAX_ROUNDS, Action, _covers, answer_body, render_output, route
from engine.store import SessionRecord
from engine.templates import Templates, load_templates
from engine.validation import input_error
from extractors import ParseResult, ParseStatus, parse_executor_output
from extractors.contracts import CandidateFact, ExecutorStructuredOutput
from extractors.sentences import split_sentences
from matchers.errors import InputError

#: Decision rules whose ``detail`` names an identifier the answer made up (marked on the page).
FABRICATION_RULES = frozenset({"fabrication", "disguise"})
_UNSUPPORTED = (Verification.NO_EVIDENCE, Verification.CONTRADICTED)


@dataclass(frozen=True)
class FactView:
    """One checked fact as the page shows it.

    Attributes:
        dom_id: the ``data-fact-id`` value: the fact's ``fact_id``, made unique within the round.
        check: the Verifier's checked fact (label, detail, evidence refs, provenance).
        span: ``[start, end)`` of the fact in :attr:`RoundView.answer`, or None when it is not quoted there.
        fabricated: identifiers of the fact that a fabrication check found in no tool input or output.
        routing: what the routing action did with this fact (one sentence).
    """

    dom_id: str
    check: FactCheck
    span: tuple[int, int] | None
    fabricated: tuple[str, ...]
    routing: str


@dataclass(frozen=True)
class RoundView:
    """One verified round: the answer, its facts, the trace summary and the routing outcome."""

    round: int
    query: str
    answer: str
    raw_answer: str
    parse: ParseResult
    output: VerifierOutput
    summary: tuple[TraceSummaryItem, ...]
    action: Action
    user_text: str | None
    facts: tuple[FactView, ...]
    retry_context: Mapping[str, Any] | None = None
    extraction: Mapping[str, Any] = field(default_factory=dict)
    note: str = ""


@dataclass(frozen=True)
class PageView:
    """The whole page: a title, what it is of (case, session), and one or more rounds (the last is shown first)."""

    title: str
    subject: Mapping[str, str]
    rounds: tuple[RoundView, ...]


def fabricated_identifiers(check: FactCheck) -> tuple[str, ...]:
    """The identifiers a fabrication (or disguise) decision names in its detail, in provenance order."""
    prov = check.model_extra.get("provenance") if check.model_extra else None
    if not isinstance(prov, Mapping) or prov.get("rule") not in FABRICATION_RULES:
        return ()
    detail = check.detail or ""
    names = [str(i.get("text", "")) for i in prov.get("identifiers") or () if isinstance(i, Mapping)]
    return tuple(dict.fromkeys(n for n in names if n and n in detail))


def locate(fact: str, body: str, cand: CandidateFact | None, body_field: str | None) -> tuple[int, int] | None:
    """Where a fact sits in the answer shown: its extractor span, else its text, else the sentence that covers it."""
    if cand is not None and cand.span is not None and cand.source_field == body_field and body_field is not None:
        start, end = cand.span.start, cand.span.end
        if 0 <= start < end <= len(body):
            return start, end
    text = fact.strip()
    if not text:
        return None
    at = body.find(text)
    if at >= 0:
        return at, at + len(text)
    for s in split_sentences(body):
        if _covers(text, s.text):
            return s.start, s.end
    return None


def fact_routing(check: FactCheck, action: Action) -> str:
    """One sentence: what the round's routing action did with this fact (DESIGN "Routing")."""
    bad = check.verification in _UNSUPPORTED
    crit = check.is_critical
    if action is Action.ANSWER:
        return "shown to the user in the answer"
    if action is Action.DISCLAIMER:
        if not bad:
            return "kept in the answer, behind the low-confidence disclaimer"
        return "cut from the answer" + ("; listed under the evidence-gap heading" if crit else "")
    if action is Action.DEGRADED:
        if check.verification is Verification.DIRECT:
            return "listed as a confirmed fact in the degraded reply"
        return "left out of the degraded reply" + ("; counted as an evidence gap" if crit and bad else "")
    if crit and bad:
        return "sent to the next round as a gap in retry_context"
    return "not a gap: the next round was not told about it"


def _fact_views(
    checks: Sequence[FactCheck], body: str, body_field: str | None, cands: Sequence[CandidateFact], action: Action
) -> tuple[FactView, ...]:
    by_id = {c.fact_id: c for c in cands}
    seen: dict[str, int] = {}
    out = []
    for n, check in enumerate(checks, start=1):
        base = check.fact_id or f"fact-{n}"
        seen[base] = seen.get(base, 0) + 1
        dom_id = base if seen[base] == 1 else f"{base}~{seen[base]}"
        span = locate(check.fact, body, by_id.get(check.fact_id or ""), body_field)
        out.append(FactView(dom_id, check, span, fabricated_identifiers(check), fact_routing(check, action)))
    return tuple(out)


def round_from_run(run: VerificationRun, *, round: int | None = None, templates: Templates | None = None) -> RoundView:
    """The view of one live verification, routed as round ``round`` (default: 2 with a retry_context, else 1).

    A RETRY decision has no user text of its own; the page then shows what the user would see
    if the next round could not run (the round routed as the last one), as ChatService does.
    """
    t = templates or load_templates()
    vin, out = run.verifier_input, run.output
    n = round if round is not None else (2 if vin.retry_context else 1)
    decision = route(out.verdict, out.groundedness_score, n)
    shown, note = decision, ""
    if not decision.final:
        shown = route(out.verdict, out.groundedness_score, MAX_ROUNDS)
        note = f"routed to one more round; if it cannot run, the user sees the {shown.action.value} reply below"
    text = render_output(
        shown,
        out.facts_checked,
        run.parse,
        candidates=run.extraction.facts,
        summary=vin.tool_trace_summary,
        templates=t,
    )
    body, body_field = answer_body(run.parse, t.phrases.unparsable_answer)
    facts = _fact_views(out.facts_checked, body, body_field, run.extraction.facts, decision.action)
    return RoundView(
        round=n,
        query=vin.original_query,
        answer=body,
        raw_answer=vin.executor_final_answer,
        parse=run.parse,
        output=out,
        summary=tuple(vin.tool_trace_summary),
        action=decision.action,
        user_text=text,
        facts=facts,
        retry_context=vin.retry_context,
        extraction=out.model_extra.get("extraction") or {},
        note=note,
    )


def _stored_parse(rec: Mapping[str, Any], raw: str) -> ParseResult:
    contract = rec.get("executor_structured_output")
    if isinstance(contract, Mapping):
        return ParseResult(status=ParseStatus.PARSED, raw=raw, output=ExecutorStructuredOutput.model_validate(contract))
    parse = parse_executor_output(raw)
    status = rec.get("executor_output_parse_status")
    if parse.ok and status not in (None, ParseStatus.PARSED.value, ParseStatus.NOT_PROVIDED.value):
        return ParseResult(status=ParseStatus(status), raw=raw, reason=rec.get("parse_failure_reason"))
    return parse


def rounds_from_session(session: SessionRecord, *, templates: Templates | None = None) -> tuple[RoundView, ...]:
    """One view per stored ``verifier_evaluation`` round of a session, in round order.

    Raises:
        InputError: the session has no verifier rounds, or a stored round is malformed (the field is named).
    """
    t = templates or load_templates()
    channel = (session.self_evaluation or {}).get("verifier_evaluation") or {}
    stored = channel.get("rounds") if isinstance(channel, Mapping) else None
    if not stored:
        raise InputError(
            f"session {session.id!r} has no verifier rounds (status {session.status})",
            field="self_evaluation.verifier_evaluation.rounds",
        )
    views = []
    for i, rec in enumerate(stored):
        where = f"self_evaluation.verifier_evaluation.rounds[{i}]"
        try:
            views.append(_stored_round(session, rec, last=i == len(stored) - 1, templates=t))
        except ValidationError as exc:
            raise input_error(exc, where) from None
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"{where}: malformed stored round ({exc})", field=where) from None
    return tuple(views)


def _stored_round(session: SessionRecord, rec: Mapping[str, Any], *, last: bool, templates: Templates) -> RoundView:
    out = VerifierOutput.model_validate(rec["verifier_output"])
    summary = tuple(TraceSummaryItem.model_validate(x) for x in rec.get("tool_trace_summary") or ())
    raw = rec.get("executor_final_answer") or ""
    parse = _stored_parse(rec, raw)
    n = int(rec.get("round") or 1)
    stored_route = rec.get("route")
    action = Action(stored_route) if stored_route else route(out.verdict, out.groundedness_score, n).action
    note, user_text = "", None
    if last:
        user_text = session.final_answer
        if action is Action.RETRY:
            note = "the next round could not run; the user saw the reply below"
        if user_text is None:
            note = f"session status {session.status}: no user output was stored"
    elif action is Action.RETRY:
        note = "routed to one more round: this round's answer was not shown to the user"
    body, body_field = answer_body(parse, templates.phrases.unparsable_answer)
    return RoundView(
        round=n,
        query=session.query,
        answer=body,
        raw_answer=raw,
        parse=parse,
        output=out,
        summary=summary,
        action=action,
        user_text=user_text,
        facts=_fact_views(out.facts_checked, body, body_field, (), action),
        retry_context=rec.get("retry_context"),
        extraction=rec.get("extraction") or {},
        note=note,
    )
