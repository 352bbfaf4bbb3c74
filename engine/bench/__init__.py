"""The regression-benchmark harness: labeled cases → systems → quality and speed reports.

``chat-verifier bench`` is its command line; baselines (in ``benchmarks/baselines``) are
systems too, run through the same :func:`bench`.
"""

from engine.bench.align import Alignment, Pair, align_facts
from engine.bench.dataset import BenchDataError, Case, Dataset, DatasetIssue, GoldFact, load_dataset, parse_dataset
from engine.bench.metrics import ErrorRecord, evaluate_case, quality_summary
from engine.bench.runner import TIMING_KEYS, CaseRun, EngineSystem, System, bench, percentile, run_system

__all__ = [
    "TIMING_KEYS",
    "Alignment",
    "BenchDataError",
    "Case",
    "CaseRun",
    "Dataset",
    "DatasetIssue",
    "EngineSystem",
    "ErrorRecord",
    "GoldFact",
    "Pair",
    "System",
    "align_facts",
    "bench",
    "evaluate_case",
    "load_dataset",
    "parse_dataset",
    "percentile",
    "quality_summary",
    "run_system",
]
