"""The Unicode hook of a verification: match on normalised text, report invisible characters, refuse disguises.

Around :func:`engine.classify.classify_facts` (so the classifier itself needs no change):

- before: each fact's text and each summary item's texts are normalised
  (:func:`matchers.unicode.normalize_text`: invisible characters stripped, NFKC), so full-width
  text matches ASCII on both sides and a zero-width space no longer splits an identifier;
- after: each :class:`~engine.contracts.FactCheck` gets back the fact as the answer wrote it; a
  fact that held invisible characters says which in its ``detail``; a fact naming an identifier
  written with look-alike letters (:class:`matchers.unicode.DisguiseDetector`) is
  ``contradicted``, its ``detail`` naming the disguise (DESIGN "Disguises").
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.contracts import FactCheck, TraceSummaryItem, Verification
from extractors.contracts import CandidateFact
from matchers.unicode import DisguiseDetector, invisible_chars, normalize_text

__all__ = ["normalized_facts", "normalized_summary", "settle"]

_DETECTOR = DisguiseDetector()


def normalized_facts(facts: Sequence[CandidateFact]) -> list[CandidateFact]:
    """The facts with their text in comparison form (unchanged objects where it already is)."""
    out = []
    for f in facts:
        norm = normalize_text(f.fact)
        out.append(f if norm == f.fact else f.model_copy(update={"fact": norm}))
    return out


def normalized_summary(summary: Sequence[TraceSummaryItem]) -> list[TraceSummaryItem]:
    """The summary items with ``input_summary`` and ``output_summary`` in comparison form."""
    out = []
    for it in summary:
        i, o = normalize_text(it.input_summary), normalize_text(it.output_summary)
        same = i == it.input_summary and o == it.output_summary
        out.append(it if same else it.model_copy(update={"input_summary": i, "output_summary": o}))
    return out


def settle(
    checks: Sequence[FactCheck], facts: Sequence[CandidateFact], summary: Sequence[TraceSummaryItem]
) -> list[FactCheck]:
    """Each check with its fact as written, invisible characters reported, disguised identifiers contradicted.

    ``summary`` is the normalised one the facts were checked against (whole-script look-alikes
    are disguises only when their Latin skeleton names something in it).
    """
    evidence: str | None = None
    out = []
    for check, fact in zip(checks, facts, strict=True):
        text = fact.fact
        if text.isascii():
            out.append(check)
            continue
        if evidence is None:
            evidence = "\n".join(f"{it.input_summary}\n{it.output_summary}" for it in summary).lower()
        update: dict[str, object] = {"fact": text}
        disguises = _DETECTOR.find(text, evidence)
        if disguises:
            what = "; ".join(d.describe() for d in disguises)
            update.update(
                verification=Verification.CONTRADICTED,
                detail=f"[disguise] identifier written with look-alike letters: {what}",
                provenance={**(check.model_extra or {}).get("provenance", {}), "check": "disguise", "rule": "disguise"},
            )
        hidden = invisible_chars(text)
        if hidden:
            detail = str(update.get("detail", check.detail))
            update["detail"] = f"{detail} (invisible characters stripped before matching: {', '.join(hidden)})"
        out.append(check.model_copy(update=update))
    return out
