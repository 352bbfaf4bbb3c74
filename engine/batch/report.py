"""What a batch run shows: a rich progress bar on stderr (rate, ETA) and the final :class:`BatchSummary`."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

__all__ = ["BatchSummary", "progress_bar", "render_summary"]

#: Verdicts first in this order in ``verdicts``; any other verdict after them, sorted.
VERDICT_ORDER = ("PASS", "LOW_CONFID", "REJECT")


class BatchSummary(BaseModel):
    """The final summary of one ``chat-verifier batch`` run (stderr, and ``--summary FILE`` as JSON).

    Counts (``rows``, ``verdicts``, ``errors``) cover the whole OUT, rows kept from an earlier
    run included, so a resumed run ends with the summary an uninterrupted one would print.
    """

    model_config = ConfigDict(extra="forbid")

    engine: str
    workers: int = Field(ge=1)
    inputs: list[str]
    out: str
    rows: int = Field(ge=0, description="rows in OUT")
    verified: int = Field(ge=0, description="rows this run wrote")
    resumed: int = Field(ge=0, description="rows kept from an earlier run (--resume)")
    verdicts: dict[str, int]
    errors: int = Field(ge=0, description="error rows in OUT")
    cases_per_s: float = Field(ge=0, description="rows this run wrote per second of wall time")
    wall_s: float = Field(ge=0, description="wall time of this run, engine start-up included")
    startup_s: float = Field(ge=0, description="wall time until the first row was written")
    worker_peak_rss_mb: float = Field(ge=0, description="highest peak RSS of any worker process")
    worker_cpu_s: float = Field(ge=0, description="CPU seconds of all workers, start-up included")
    driver_peak_rss_mb: float = Field(ge=0, description="peak RSS of the driver process")
    driver_cpu_s: float = Field(ge=0, description="CPU seconds of the driver process (reading, writing, Ray's driver)")
    interrupted: str | None = Field(None, description="the signal that stopped the run early, if any")


def ordered_verdicts(counts: dict[str, int]) -> dict[str, int]:
    """``counts`` in the fixed verdict order (every known verdict present, zero or not)."""
    known = {v: counts.get(v, 0) for v in VERDICT_ORDER}
    return known | {v: counts[v] for v in sorted(counts) if v not in known}


class _RateColumn(ProgressColumn):
    """Cases per second, as rich estimates it over the last seconds."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:,.1f} cases/s" if speed else "- cases/s", style="progress.data.speed")


def progress_bar(console: Console) -> Progress:
    """The progress bar of a batch run: done/total, rate, elapsed and ETA."""
    return Progress(
        TextColumn("[bold]batch"),
        BarColumn(),
        MofNCompleteColumn(),
        _RateColumn(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=console,
    )


def render_summary(summary: BatchSummary) -> str:
    """The summary as the few stderr lines a person reads."""
    state = f"interrupted ({summary.interrupted})" if summary.interrupted else "done"
    verdicts = " · ".join(f"{v} {n}" for v, n in summary.verdicts.items())
    speed = f"{summary.cases_per_s:,.1f} cases/s · {summary.wall_s:.1f} s wall ({summary.startup_s:.1f} s to first row)"
    where = (
        f"{summary.engine} × {summary.workers} workers ({summary.worker_cpu_s:.1f} CPU s,"
        f" peak RSS {summary.worker_peak_rss_mb:.0f} MB each at most)"
    )
    return "\n".join(
        [
            f"batch {state}: {summary.rows} rows in {summary.out}"
            f" ({summary.verified} verified now, {summary.resumed} resumed)",
            f"  {verdicts} · errors {summary.errors}",
            f"  {speed} · {where}",
        ]
    )
