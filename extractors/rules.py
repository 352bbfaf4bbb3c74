"""The deterministic natural-language extractor (default fallback) and the coverage sweep."""

from __future__ import annotations

from collections.abc import Sequence

from rapidfuzz import fuzz

from extractors.base import ExtractionResult
from extractors.contracts import CandidateFact, FactOrigin, Span
from extractors.sentences import Sentence, is_confirmed_sounding, split_sentences

#: partial_ratio at or above which a sentence counts as covered by an existing fact.
COVERAGE_THRESHOLD = 80.0


def _fact(prefix: str, i: int, s: Sentence, origin: FactOrigin, source_field: str) -> CandidateFact:
    return CandidateFact(
        fact_id=f"{prefix}:{i}",
        fact=s.text,
        origin=origin,
        is_critical=True,
        span=Span(start=s.start, end=s.end),
        source_field=source_field,
    )


class RuleExtractor:
    """Takes every confirmed-sounding sentence of free text as a critical candidate fact."""

    name = "rules"

    def extract(self, text: str) -> ExtractionResult:
        """Extract facts from ``text`` (the raw executor answer) with spans."""
        sentences = [s for s in split_sentences(text) if is_confirmed_sounding(s.text)]
        facts = tuple(
            _fact("nl", i, s, FactOrigin.NL_FALLBACK, "executor_final_answer") for i, s in enumerate(sentences)
        )
        return ExtractionResult(facts=facts, extractor=self.name)


def is_covered(sentence: str, facts: Sequence[CandidateFact]) -> bool:
    """True when some existing fact already says ``sentence`` (fuzzy containment either way)."""
    return any(fuzz.partial_ratio(sentence, f.fact) >= COVERAGE_THRESHOLD for f in facts)


def sweep_uncovered(
    text: str, facts: Sequence[CandidateFact], *, origin: FactOrigin, source_field: str, prefix: str
) -> list[CandidateFact]:
    """Confirmed-sounding sentences of ``text`` that no fact in ``facts`` covers, as critical facts."""
    out: list[CandidateFact] = []
    for s in split_sentences(text):
        if is_confirmed_sounding(s.text) and not is_covered(s.text, facts):
            out.append(_fact(prefix, len(out), s, origin, source_field))
    return out
