"""The deterministic natural-language extractor (default fallback) and the coverage sweep."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from extractors.base import ExtractionResult
from extractors.contracts import CandidateFact, FactOrigin, Span
from extractors.coverage import CoverageIndex
from extractors.sentences import SentenceKind, fact_units, word_chars
from extractors.units import Unit, answer_units, outside_units

#: A neutral statement (no cue, no key) needs this many word characters to become a non-critical fact.
MIN_NEUTRAL_CHARS = 6
FIELD = "executor_final_answer"


def _fact(fact_id: str, u: Unit, origin: FactOrigin, source_field: str, *, critical: bool) -> CandidateFact:
    return CandidateFact(
        fact_id=fact_id,
        fact=u.text,
        origin=origin,
        is_critical=critical,
        span=Span(start=u.start, end=u.end),
        source_field=source_field,
    )


def facts_from_units(
    units: Iterable[Unit],
    *,
    origin: FactOrigin,
    source_field: str,
    prefix: str,
    existing: Sequence[CandidateFact] = (),
    include_neutral: bool = True,
    dedupe: bool = True,
) -> list[CandidateFact]:
    """Critical facts from confirmed units (and non-critical ones from neutral units) not covered by ``existing``.

    Coverage of a confirmed unit counts only *critical* facts, so a fact marked non-critical
    (by an LLM, say) never hides a finding. With ``dedupe`` a unit is also checked against
    the units taken before it; without, every unit is its own fact (as every claim is).
    """
    # Indexed once and grown as units are taken, so the sweep stays linear in the answer. Every
    # fact taken here is critical, so only the critical facts are indexed (no index is asked of all).
    critical = CoverageIndex.of(f.fact for f in existing if f.is_critical)
    out: list[CandidateFact] = []
    for u in units:
        if u.kind is SentenceKind.CONFIRMED:
            if critical.covers(u.text):
                continue
            out.append(_fact(f"{prefix}:{len(out)}", u, origin, source_field, critical=True))
        elif include_neutral and u.kind is SentenceKind.NEUTRAL and word_chars(u.text) >= MIN_NEUTRAL_CHARS:
            # DESIGN "Criticality": a statement needs no identifier, number or cue word to be a
            # fact; an unhedged, non-advice, non-question sentence is checked like any other.
            if critical.covers(u.text):
                continue
            out.append(_fact(f"{prefix}:{len(out)}", u, origin, source_field, critical=True))
        else:
            continue
        if dedupe:
            critical.add(u.text)
    return out


class RuleExtractor:
    """Deterministic extractor: confirmed-sounding statements are critical facts, neutral ones non-critical.

    Hedges, advice, questions and boilerplate are not facts. Text that looks like broken
    contract JSON is read through its recovered text fields.
    """

    name = "rules"

    def extract(self, text: str) -> ExtractionResult:
        """Extract facts from ``text`` (the raw executor answer), each with its span in ``text``."""
        units, recovered = answer_units(text)
        # Every claim_text and every plain sentence is its own fact; recovered user_facing_answer /
        # summary sentences are extra facts only where no claim already says them (as with a contract).
        primary = [u for u in units if u.field in (None, "claim_text")]
        facts = facts_from_units(primary, origin=FactOrigin.NL_FALLBACK, source_field=FIELD, prefix="nl", dedupe=False)
        rest = [u for u in units if u.field not in (None, "claim_text")]
        if rest:
            facts += facts_from_units(
                rest, origin=FactOrigin.NL_FALLBACK, source_field=FIELD, prefix="nlx", existing=facts
            )
        return ExtractionResult(
            facts=tuple(facts), extractor=self.name, extraction_status="ok:json_recovered" if recovered else "ok"
        )


def sweep_uncovered(
    text: str, facts: Sequence[CandidateFact], *, origin: FactOrigin, source_field: str, prefix: str
) -> list[CandidateFact]:
    """Statements of ``text`` (confirmed or neutral: DESIGN "Criticality") that no critical fact covers."""
    units, _ = answer_units(text)
    return facts_from_units(units, origin=origin, source_field=source_field, prefix=prefix, existing=facts)


def sweep_outside(
    raw: str, span: tuple[int, int] | None, facts: Sequence[CandidateFact], *, origin: FactOrigin, prefix: str
) -> list[CandidateFact]:
    """Statements in the prose before or after a parsed contract's JSON (at ``span``) that no critical fact covers."""
    if span is None:
        return []
    start, end = span
    head = [Unit(s.text, s.start, s.end, k) for s, k in fact_units(raw[:start])]
    units = head + outside_units(raw, end)
    return facts_from_units(units, origin=origin, source_field=FIELD, prefix=prefix, existing=facts)
