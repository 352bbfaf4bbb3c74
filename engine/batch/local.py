"""The ``local`` engine: a process pool of Verifiers, fed a bounded window of line chunks, read back in order.

Each worker unpickles the step (and so its ``engine.Verifier``) once, in the pool initializer.
The driver streams the input, keeps at most ``WINDOW`` chunks per worker in flight and hands
results to the sink oldest first, so OUT is in input order and the driver's memory does not
grow with the input. Workers ignore SIGINT: Ctrl-C reaches the driver, which stops cleanly.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from engine.batch.job import EngineReport, Job, Sink, Stop, WorkerMeter, line_key, worker_figures
from engine.batch.out import BatchError
from engine.batch.rows import Row, Step, verify_lines
from engine.batch.source import Line, read_lines
from engine.limits import Limits

__all__ = ["run_local"]

#: Lines per chunk sent to a worker, and the bytes at which a chunk closes early.
CHUNK_LINES = 8
CHUNK_BYTES = 1 << 20
#: Chunks in flight per worker: enough to keep every worker busy, few enough to bound memory.
WINDOW = 4

#: Modules the fork server imports before it forks workers: the step's and this one. Not spaCy: no bundled
#: rule needs it (the token rules run in plain Python), and a worker whose rules do imports it then.
PRELOAD = ("engine.cli.verify", "engine.batch.local")

_worker: tuple[Step, Limits] | None = None


def _init_worker(step: Step, limits: Limits) -> None:
    global _worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _worker = (step, limits)


def _verify_chunk(lines: list[Line]) -> tuple[list[Row], tuple[int, int, float]]:
    if _worker is None:  # pragma: no cover - the initializer always ran
        raise RuntimeError("batch worker used before its initializer")
    step, limits = _worker
    return verify_lines(step, limits, iter(lines)), worker_figures()


def _todo(job: Job) -> Iterator[Line]:
    """The lines to verify: all, less those a resumed run skips (parsed here only while skips are owed)."""
    for line in read_lines(job.files, job.limits.max_input_bytes):
        if job.done.pending and job.done.take(line_key(line.raw, line.size, line.source, job.limits)):
            continue
        yield line


def _chunks(lines: Iterable[Line]) -> Iterator[list[Line]]:
    chunk: list[Line] = []
    size = 0
    for line in lines:
        chunk.append(line)
        size += line.size
        if len(chunk) >= CHUNK_LINES or size >= CHUNK_BYTES:
            yield chunk
            chunk, size = [], 0
    if chunk:
        yield chunk


def run_local(job: Job, sink: Sink, stop: Stop) -> EngineReport:
    """Run ``job`` on ``job.workers`` processes forked from a fork server (none of the driver's state leaks in)."""
    pending: deque[Future[tuple[list[Row], tuple[int, int, float]]]] = deque()
    meter = WorkerMeter()

    def drain(keep: int) -> None:
        while len(pending) > keep and not stop.is_set():
            rows, figures = pending.popleft().result()
            meter.add(*figures)
            sink(rows)

    # A fork server that imported the engine once: workers start as quickly as with fork, but from a
    # single-threaded process (the driver runs a progress-bar thread) and still receive the pickled step.
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(list(PRELOAD))
    pool = ProcessPoolExecutor(
        job.workers, mp_context=context, initializer=_init_worker, initargs=(job.step, job.limits)
    )
    try:
        for chunk in _chunks(_todo(job)):
            if stop.is_set():
                break
            pending.append(pool.submit(_verify_chunk, chunk))
            drain(WINDOW * job.workers - 1)
        drain(0)
    except BrokenProcessPool:
        if not stop.is_set():  # a worker killed on its own (out of memory, a signal to the group)
            raise BatchError("a worker process died; OUT holds every row reported done (rerun with --resume)") from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return meter.report(job.workers)
