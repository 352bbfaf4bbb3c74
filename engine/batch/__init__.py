"""Batch verification of JSON Lines files, on local processes or on Ray Data, with byte-identical OUT.

:func:`run_batch` streams ``IN...`` (:mod:`engine.batch.source`), has an engine (``local``:
:mod:`engine.batch.local`, ``ray``: :mod:`engine.batch.ray_engine`) turn each line into one row
(:mod:`engine.batch.rows`), writes the rows to OUT in input order (:mod:`engine.batch.out`),
shows a progress bar and returns the :class:`BatchSummary` (:mod:`engine.batch.report`).

Every engine runs the same step on the same lines, and the writer takes rows strictly in input
order, so OUT does not depend on the engine, the number of workers or the timing. SIGINT and
SIGTERM stop a run after the rows in flight (a second signal stops at once); OUT then holds
whole rows only, and ``resume=True`` completes it to what an uninterrupted run writes.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from rich.console import Console

from engine.batch.job import Engine, Job, Stop, worker_figures
from engine.batch.out import BatchError, Done, OrderedWriter, Tally, scan_out
from engine.batch.report import BatchSummary, ordered_verdicts, progress_bar, render_summary
from engine.batch.rows import Row, Step, verify_line
from engine.batch.source import count_lines, input_files
from engine.limits import Limits

__all__ = ["ENGINES", "BatchError", "BatchSummary", "render_summary", "run_batch"]


def _local() -> Engine:
    from engine.batch.local import run_local

    return run_local


def _ray() -> Engine:
    from engine.batch.ray_engine import import_ray, run_ray

    import_ray()  # a missing extra fails here, before any output
    return run_ray


#: Engine name → loader (Ray is imported only when its engine is asked for).
ENGINES = {"local": _local, "ray": _ray}


@contextmanager
def _stop_on_signals(stop: Stop, console: Console) -> Iterator[None]:
    """First SIGINT/SIGTERM: set ``stop`` (the rows in flight finish); the second: KeyboardInterrupt."""

    def handle(signum: int, frame: FrameType | None) -> None:
        if stop.is_set():
            raise KeyboardInterrupt
        stop.stop(signal.Signals(signum).name)
        console.print(f"{stop.signal}: stopping after the rows in flight (again to stop at once)")

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {s: signal.signal(s, handle) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, h in previous.items():
            signal.signal(s, h)


def run_batch(
    inputs: Sequence[str | Path],
    out: str | Path,
    step: Step,
    *,
    limits: Limits,
    engine: str = "local",
    workers: int = 1,
    resume: bool = False,
    ray_address: str | None = None,
    console: Console | None = None,
) -> BatchSummary:
    """Verify every line of ``inputs`` into ``out`` (one row per line, in input order) and summarize.

    Args:
        inputs: JSON Lines files, or directories (their ``*.jsonl`` files, recursively, sorted).
        out: the OUT file, written afresh unless ``resume``.
        step: what to do with one parsed record (``engine.cli.verify.VerifyStep``); must be picklable.
        limits: the Verifier's limits, applied to every line before it is parsed.
        engine: ``local`` or ``ray``.
        workers: worker processes (local) or actors (Ray).
        resume: keep OUT's whole rows and skip the case ids they hold (a partial last line is rewritten).
        ray_address: a Ray cluster to run on (``ray`` engine); none: a local Ray of ``workers`` CPUs.
        console: where the progress bar and messages go (default: stderr).

    Raises:
        BatchError: an unknown engine, bad workers, unreadable input, an OUT that is not batch rows,
            or an engine failure (OUT then holds every row written so far, whole).
        InputError: an input path does not exist.
    """
    started = time.perf_counter()
    if engine not in ENGINES:
        raise BatchError(f"unknown engine {engine!r} (choose from {', '.join(ENGINES)})", field="--engine")
    if workers < 1:
        raise BatchError(f"workers must be >= 1, got {workers}", field="--workers")
    console = console or Console(stderr=True)
    files = input_files(inputs)
    out = Path(out)
    if any(out.resolve() == f.resolve() for f in files):
        raise BatchError(f"{out} is also an input", field="OUT")
    done, kept, keep = scan_out(out) if resume and out.exists() else (Done(), Tally(), None)
    resumed = kept.rows
    total = max(count_lines(files, limits.max_input_bytes) - resumed, 0)
    run_engine = ENGINES[engine]()
    stop = Stop()
    first_row: list[float] = []

    def redo(row: Row) -> Row:
        source = f"{files[row.file].as_posix()}:{row.number}"
        return Row(row.file, row.number, *verify_line(step, limits, source, row.data, len(row.data)))

    with OrderedWriter(out, keep) as writer, progress_bar(console) as bar, _stop_on_signals(stop, console):
        task = bar.add_task("batch", total=total)

        def sink(rows: list[Row]) -> None:
            todo = []
            for row in rows:
                writer.check_order(row)
                if row.skipped:
                    if done.take(row.key):
                        continue
                    row = redo(row)  # an id owed no more skips (it repeats in the input): verify it again
                todo.append(row)
            writer.write(todo)
            if todo and not first_row:
                first_row.append(time.perf_counter())
            bar.advance(task, len(todo))

        try:
            report = run_engine(Job(files, step, limits, workers, done, ray_address), sink, stop)
        except BaseException:
            bar.live.transient = True  # the error line alone, no half-drawn bar
            raise
        tally = writer.tally
    wall = time.perf_counter() - started
    driver = worker_figures()
    counts = kept.verdicts + tally.verdicts
    return BatchSummary(
        engine=engine,
        workers=report.workers,
        inputs=[f.as_posix() for f in files],
        out=out.as_posix(),
        rows=resumed + tally.rows,
        verified=tally.rows,
        resumed=resumed,
        verdicts=ordered_verdicts(dict(counts)),
        errors=kept.errors + tally.errors,
        cases_per_s=round(tally.rows / wall, 3) if wall > 0 else 0.0,
        wall_s=round(wall, 3),
        startup_s=round((first_row[0] if first_row else time.perf_counter()) - started, 3),
        worker_peak_rss_mb=round(report.worker_peak_rss_kb / 1024, 1),
        worker_cpu_s=report.worker_cpu_s,
        driver_peak_rss_mb=round(driver[1] / 1024, 1),
        driver_cpu_s=round(driver[2], 3),
        interrupted=stop.signal,
    )
