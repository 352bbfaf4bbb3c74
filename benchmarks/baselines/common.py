"""What the baselines share: the same inputs and candidate facts as ours, and the same scorer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.contracts import TraceSummaryItem, Verification, VerifierInput
from engine.pipeline import _coerce, _parse_of
from engine.scorer import score_facts
from extractors import CandidateFact, extract_facts


@dataclass(frozen=True)
class Prepared:
    """A case input made ready for a baseline: the VerifierInput and its candidate facts."""

    vin: VerifierInput
    facts: tuple[CandidateFact, ...]


def prepare(case_input: Mapping[str, Any]) -> Prepared:
    """Summarize the trace and extract candidate facts exactly as ours does (rules extractor, no LLM).

    The parse is the pipeline's own: the one made while building from rows, else the input's
    structured output and parse status (as in ``engine.pipeline.run_verification``).
    """
    vin, parse = _coerce(case_input, None)
    parse = parse or _parse_of(vin)
    return Prepared(vin, tuple(extract_facts(parse, extractor="rules").facts))


def summary_texts(summary: Sequence[TraceSummaryItem]) -> list[str]:
    """One text per summary item: tool name, input summary and output summary."""
    return [f"{i.tool_name} {i.input_summary} {i.output_summary}".strip() for i in summary]


def output(facts: Sequence[CandidateFact], labels: Sequence[Verification], details: Sequence[str]) -> dict[str, Any]:
    """A VerifierOutput-like dict: the facts with their labels, scored by ours (``engine.score_facts``)."""
    checks = [
        {
            "fact": f.fact,
            "is_critical": f.is_critical,
            "verification": lab.value,
            "claim_id": f.claim_id,
            "fact_id": f.fact_id,
            "detail": d,
        }
        for f, lab, d in zip(facts, labels, details, strict=True)
    ]
    score = score_facts(checks)
    return {
        "verdict": score.verdict.value,
        "groundedness_score": score.groundedness_score,
        "critical_fact_count": score.critical_fact_count,
        "facts_checked": checks,
        "extraction": {"llm_calls": 0},
    }


def threshold_labels(scores: Sequence[float], threshold: float) -> list[Verification]:
    """``direct_evidence`` where the score reaches ``threshold``, else ``no_evidence``."""
    return [Verification.DIRECT if s >= threshold else Verification.NO_EVIDENCE for s in scores]


class Thresholded:
    """A scored baseline: ``score`` each fact once, then label it ``direct_evidence`` at ``threshold``.

    Subclasses set ``threshold``, ``name`` and ``detail`` (a format for one score) and define ``score``.
    """

    threshold: float
    detail: str

    def score(self, case_input: Mapping[str, Any]) -> tuple[Prepared, list[float]]:
        """The prepared case and each fact's score (threshold-free, for tuning)."""
        raise NotImplementedError

    def label(self, prep: Prepared, scores: Sequence[float], threshold: float) -> Mapping[str, Any]:
        """Output for already-computed scores at ``threshold``."""
        return output(prep.facts, threshold_labels(scores, threshold), [self.detail.format(s) for s in scores])

    def run(self, case_input: Mapping[str, Any]) -> Mapping[str, Any]:
        """Score and label one case."""
        prep, scores = self.score(case_input)
        return self.label(prep, scores, self.threshold)
