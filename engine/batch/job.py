"""What an engine is given (a :class:`Job`), and what it hands back (rows to a sink, an :class:`EngineReport`)."""

from __future__ import annotations

import os
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

__all__ = ["Engine", "EngineReport", "Job", "Sink", "Stop", "WorkerMeter", "line_key", "worker_figures"]

#: Receives rows in input order (skipped rows included, marked); the engine calls it from its driver thread.
Sink = Callable[[list[Row]], None]


class Stop(threading.Event):
    """Set on SIGINT/SIGTERM (by the handler, or by an engine that caught one itself): stop after the rows in flight."""

    def __init__(self) -> None:
        super().__init__()
        self.signal: str | None = None

    def stop(self, signal_name: str) -> None:
        """Ask the run to stop, because of ``signal_name`` (``SIGINT``, ``SIGTERM``)."""
        self.signal = self.signal or signal_name
        self.set()


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
    """What an engine measured: workers used, the highest peak RSS of one worker (KiB), their CPU seconds."""

    workers: int
    worker_peak_rss_kb: int
    worker_cpu_s: float


class WorkerMeter:
    """Folds the ``(pid, peak RSS KiB, CPU s)`` that workers report with their rows into an :class:`EngineReport`."""

    def __init__(self) -> None:
        self._rss: dict[int, int] = {}
        self._cpu: dict[int, float] = {}

    def add(self, pid: int, rss_kb: int, cpu_s: float) -> None:
        """One report of one worker (its figures only grow, so the last is the largest)."""
        self._rss[pid] = max(self._rss.get(pid, 0), rss_kb)
        self._cpu[pid] = max(self._cpu.get(pid, 0.0), cpu_s)

    def report(self, workers: int) -> EngineReport:
        """The report over every worker seen."""
        return EngineReport(workers, max(self._rss.values(), default=0), round(sum(self._cpu.values()), 3))


class Engine(Protocol):
    """Runs a :class:`Job`, handing rows to ``sink`` in input order, until done or ``stop`` is set."""

    def __call__(self, job: Job, sink: Sink, stop: Stop) -> EngineReport:
        """Run the job."""
        ...


def line_key(raw: bytes | None, size: int, source: str, limits: Limits) -> str:
    """The case id the row of this line will carry (what ``--resume`` skips by)."""
    try:
        return case_key(load_line(raw, size, limits)[0], source)
    except VerifierError:
        return source


def worker_figures() -> tuple[int, int, float]:
    """(pid, peak RSS KiB, user + system CPU seconds) of this process, as a worker reports them."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return os.getpid(), usage.ru_maxrss, usage.ru_utime + usage.ru_stime
