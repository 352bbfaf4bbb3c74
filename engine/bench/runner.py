"""Running a "system" over labeled cases, with timing and memory.

Timing: each case's ``system.run`` is timed alone with :func:`time.perf_counter`; the first
case is run once untimed beforehand (warm-up: lazy dictionaries, jieba, model loads), so
percentiles describe steady-state cost. Throughput is cases / summed per-case time.
Memory: the process's peak resident set size from ``resource.getrusage(RUSAGE_SELF).ru_maxrss``
(a high-water mark for the whole process, interpreter and imports included, not per case);
``rss_growth_mb`` is how much that mark rose during the run. tracemalloc was not chosen: it
slows Python code several-fold and would distort the latency figures.
"""

from __future__ import annotations

import logging
import math
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from engine.bench.dataset import Case
from engine.bench.metrics import CaseOutcome, evaluate_case, quality_summary

if TYPE_CHECKING:
    from engine.verifier import Verifier

log = logging.getLogger(__name__)


@runtime_checkable
class System(Protocol):
    """Anything that verifies one case input and returns a VerifierOutput-like dict.

    The dict has ``verdict``, ``facts_checked`` (each with ``fact``, ``verification``,
    ``is_critical`` and optionally ``claim_id``) and optionally ``extraction.llm_calls``.
    """

    name: str

    def run(self, case_input: Mapping[str, Any]) -> Mapping[str, Any]:
        """Verify one case input."""
        ...


class EngineSystem:
    """Ours: one configured :class:`engine.Verifier`, built once and used for every case."""

    def __init__(self, extractor: str = "rules", *, verifier: Verifier | None = None) -> None:
        """Use ``verifier``, or a Verifier built here with ``extractor`` (``rules`` or ``llm``) as its fallback.

        With ``verifier``, its own fallback extractor names the system and ``extractor`` is not used.
        """
        if verifier is None:
            from engine.verifier import Verifier  # imported here: ``engine.bench`` stays light to import

            verifier = Verifier(extractor=extractor)
        else:
            ext = verifier.extractor
            extractor = ext if isinstance(ext, str) else str(getattr(ext, "name", type(ext).__name__))
        self.verifier = verifier
        self.extractor = extractor
        self.name = f"chat-verifier ({extractor})"

    def run(self, case_input: Mapping[str, Any]) -> Mapping[str, Any]:
        """Verify with the engine and return the JSON form of its VerifierOutput."""
        return self.verifier.verify(case_input).model_dump(mode="json", exclude_none=True)


@dataclass
class CaseRun:
    """One case's output (or error), its latency and its LLM call count."""

    case: Case
    output: Mapping[str, Any] | None
    error: str | None
    ms: float
    llm_calls: int


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated percentile (numpy's default method), ``q`` in [0, 100]; 0.0 if empty."""
    if not values:
        return 0.0
    xs = sorted(values)
    pos = (len(xs) - 1) * q / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def _peak_rss_mb() -> float:
    try:
        import resource
    except ImportError:  # pragma: no cover - not on POSIX
        return 0.0
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / (1024 * 1024) if sys.platform == "darwin" else kb / 1024


def _llm_calls(output: Mapping[str, Any]) -> int:
    ext = output.get("extraction")
    if isinstance(ext, Mapping):
        try:
            return int(ext.get("llm_calls") or 0)
        except (TypeError, ValueError):
            return 0
    return 0


def run_system(
    system: System, cases: Sequence[Case], *, progress: Callable[[Case], None] | None = None, warmup: bool = True
) -> list[CaseRun]:
    """Run ``system`` on every case; a case whose run raises is recorded, never fatal."""
    if warmup and cases:
        try:
            system.run(cases[0].input)
        except Exception:
            log.debug("warm-up run raised", exc_info=True)
    runs: list[CaseRun] = []
    for case in cases:
        t0 = time.perf_counter()
        try:
            out = system.run(case.input)
            err = None
        except Exception as exc:  # a crashing system is a benchmark result, never fatal
            out, err = None, f"{type(exc).__name__}: {exc}"
        ms = (time.perf_counter() - t0) * 1000.0
        if out is not None and not isinstance(out, Mapping):
            out, err = None, f"system returned {type(out).__name__}, not a mapping"
        runs.append(CaseRun(case, out, err, ms, _llm_calls(out) if out is not None else 0))
        if progress is not None:
            progress(case)
    return runs


def speed_summary(runs: Sequence[CaseRun], rss_before_mb: float, rss_after_mb: float) -> dict[str, Any]:
    """Latency percentiles, throughput, peak RSS and LLM calls of a run (timing fields vary run to run)."""
    ms = [r.ms for r in runs]
    total_s = sum(ms) / 1000.0
    calls = sum(r.llm_calls for r in runs)
    return {
        "p50_ms": round(percentile(ms, 50), 3),
        "p95_ms": round(percentile(ms, 95), 3),
        "p99_ms": round(percentile(ms, 99), 3),
        "max_ms": round(max(ms), 3) if ms else 0.0,
        "cases_per_s": round(len(runs) / total_s, 2) if total_s > 0 else 0.0,
        "peak_rss_mb": round(rss_after_mb, 1),
        "rss_growth_mb": round(max(0.0, rss_after_mb - rss_before_mb), 1),
        "llm_calls": calls,
        "llm_calls_per_case": round(calls / len(runs), 4) if runs else 0.0,
    }


#: Keys of a bench report that vary from run to run (timing and memory); all others are deterministic.
TIMING_KEYS: frozenset[str] = frozenset(
    {"p50_ms", "p95_ms", "p99_ms", "max_ms", "cases_per_s", "peak_rss_mb", "rss_growth_mb"}
)


def evaluate_runs(runs: Sequence[CaseRun]) -> list[CaseOutcome]:
    """Score every run against its case's gold labels."""
    return [evaluate_case(r.case, r.output, r.error) for r in runs]


def bench(
    system: System, cases: Sequence[Case], *, progress: Callable[[Case], None] | None = None, warmup: bool = True
) -> tuple[dict[str, Any], list[CaseRun]]:
    """Run and evaluate: the report dict (quality + speed) and the raw runs."""
    before = _peak_rss_mb()
    runs = run_system(system, cases, progress=progress, warmup=warmup)
    after = _peak_rss_mb()
    report: dict[str, Any] = {"system": system.name}
    quality = quality_summary(evaluate_runs(runs))
    errors = quality.pop("errors")
    report.update(quality)
    report.update(speed_summary(runs, before, after))
    report["errors"] = errors
    return report, runs
