"""What an engine is given (a :class:`Job`), and what it hands back (rows to a sink, an :class:`EngineReport`)."""

from __future__ import annotations

import resource
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from engine.batch.out import Done
from engine.batch.rows import Row, Step, case_key, load_line
from engine.limits import Limits
from matchers.errors import VerifierError

__all__ = ["Engine", "EngineReport", "Job", "Sink", "line_key", "peak_rss_kb"]

#: Receives rows in input order (skipped rows included, marked); the engine calls it from its driver thread.
Sink = Callable[[list[Row]], None]


@dataclass(frozen=True)
class Job:
    """One batch run's work: input files, the per-record step and limits, workers, ids to skip."""

    files: list[Path]
    step: Step
    limits: Limits
    workers: int
    done: Done
    address: str | None = None


@dataclass(frozen=True)
class EngineReport:
    """What an engine measured: workers used and the highest peak RSS any worker reported (KiB)."""

    workers: int
    worker_peak_rss_kb: int


class Engine(Protocol):
    """Runs a :class:`Job`, handing rows to ``sink`` in input order, until done or ``stop`` is set."""

    def __call__(self, job: Job, sink: Sink, stop: threading.Event) -> EngineReport:
        """Run the job."""
        ...


def line_key(raw: bytes | None, size: int, source: str, limits: Limits) -> str:
    """The case id the row of this line will carry (what ``--resume`` skips by)."""
    try:
        return case_key(load_line(raw, size, limits)[0], source)
    except VerifierError:
        return source


def peak_rss_kb() -> int:
    """This process's peak resident set size, in KiB (Linux ``ru_maxrss``)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
