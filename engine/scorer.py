"""Scorer: verdict and groundedness score as a pure function of the critical facts' labels.

Direction and range, stated once: ``groundedness_score`` is in [0, 1], higher is better
grounded; it is never NaN. The rules (DESIGN.md "Scoring and verdict"):

- any critical ``contradicted`` → REJECT, 0.0;
- else score = mean weight over critical facts (direct 1.0, indirect 0.6, none 0.0);
- PASS when every critical fact is direct or indirect and at least one is direct;
- LOW_CONFID otherwise, and when there is no critical fact at all (score 0.0).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.contracts import Verdict, Verification
from matchers.base import quick_init

#: Label weights for the groundedness score (data, not an if-chain).
LABEL_WEIGHTS: Mapping[Verification, float] = {
    Verification.DIRECT: 1.0,
    Verification.INDIRECT: 0.6,
    Verification.NO_EVIDENCE: 0.0,
    Verification.CONTRADICTED: 0.0,
}
#: Digits the score is rounded to, so that it is byte-stable across platforms.
SCORE_DIGITS = 6


@quick_init
@dataclass(frozen=True)
class ScoreResult:
    """Verdict, score and the label counts over critical facts that produced them."""

    verdict: Verdict
    groundedness_score: float
    critical_fact_count: int
    label_counts: Mapping[str, int]


def _label_and_critical(fact: Any) -> tuple[Verification, bool]:
    if isinstance(fact, Mapping):
        return Verification(fact["verification"]), bool(fact["is_critical"])
    return Verification(fact.verification), bool(fact.is_critical)


def score_facts(facts: Iterable[Any]) -> ScoreResult:
    """Score checked facts (FactCheck models or mappings with ``verification`` and ``is_critical``)."""
    counts: Counter[Verification] = Counter()
    for fact in facts:
        label, critical = _label_and_critical(fact)
        if critical:
            counts[label] += 1
    n = sum(counts.values())
    label_counts = {v.value: counts.get(v, 0) for v in Verification}
    if n == 0:
        return ScoreResult(Verdict.LOW_CONFID, 0.0, 0, label_counts)
    if counts[Verification.CONTRADICTED]:
        return ScoreResult(Verdict.REJECT, 0.0, n, label_counts)
    # Weighted counts, not a running float sum, so the score is independent of fact order.
    total = sum(LABEL_WEIGHTS[label] * k for label, k in sorted(counts.items(), key=lambda p: p[0].rank))
    score = round(min(1.0, max(0.0, total / n)), SCORE_DIGITS)
    supported = counts[Verification.DIRECT] + counts[Verification.INDIRECT]
    verdict = Verdict.PASS if supported == n and counts[Verification.DIRECT] > 0 else Verdict.LOW_CONFID
    return ScoreResult(verdict, score, n, label_counts)
