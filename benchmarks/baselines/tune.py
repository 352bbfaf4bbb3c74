"""Threshold tuning of a scored baseline on the dev set: a fixed grid, a fixed objective.

Objective, in order: highest verdict accuracy; then fewest unsafe passes; then highest fact
macro-F1; then the highest threshold (the stricter of two equally good checks). Scores are
computed once per case; only the labelling is repeated per grid point.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from engine.bench.dataset import Case
from engine.bench.metrics import evaluate_case, quality_summary


class Scored(Protocol):
    """A baseline that scores facts once and labels them at any threshold."""

    def score(self, case_input: Mapping[str, Any]) -> tuple[Any, list[float]]:
        """Prepared case and per-fact scores."""
        ...

    def label(self, prep: Any, scores: Sequence[float], threshold: float) -> Mapping[str, Any]:
        """Output at ``threshold``."""
        ...


def grid(lo: float, hi: float, step: float) -> list[float]:
    """``lo, lo+step, …, hi`` rounded to 4 digits (no float drift)."""
    n = round((hi - lo) / step)
    return [round(lo + i * step, 4) for i in range(n + 1)]


def tune(system: Scored, cases: Sequence[Case], thresholds: Sequence[float]) -> tuple[float, list[dict[str, Any]]]:
    """The best threshold on ``cases`` and the figures of every grid point."""
    scored = [(c, *system.score(c.input)) for c in cases]
    rows = []
    for t in thresholds:
        q = quality_summary([evaluate_case(c, system.label(prep, s, t)) for c, prep, s in scored])
        rows.append({"threshold": t, "verdict_accuracy": q["verdict_accuracy"],
                     "unsafe_pass_count": q["unsafe_pass_count"], "fact_macro_f1": q["fact_macro_f1"]})
    best = max(rows, key=lambda r: (r["verdict_accuracy"], -r["unsafe_pass_count"], r["fact_macro_f1"],
                                    r["threshold"]))
    return best["threshold"], rows
