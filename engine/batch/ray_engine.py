r"""The ``ray`` engine: Ray Data reads the lines, an actor pool of Verifiers maps them, the driver writes OUT in order.

The pipeline is ``read_datasource(_JsonLines)`` → ``map_batches(_VerifyActor, compute=ActorPoolStrategy(size=N))``
→ ``iter_batches`` on the driver, which writes our own OUT. Each known Ray Data gotcha is met:

- order: ``preserve_order`` is set, and each row carries its input position (file, line); the
  writer refuses a row out of order rather than write it;
- file names: Ray writes nothing; the driver writes OUT itself, so there are no UUID part files
  and no rerun appending to old output;
- nested columns: a case travels as one column of JSON bytes, the row comes back as one column of
  JSON bytes; Arrow never sees the nested structure;
- errors: the actor turns every bad line into an error row and never raises, so no block fails
  and ``max_errored_blocks`` (which drops data) is never needed.

``_JsonLines`` is Ray's own extension point for file formats (a ``FileBasedDatasource`` with
``_read_stream``). ``ray.data.read_text`` itself does not fit: it decodes a whole file strictly
(one bad byte fails the file), splits on every Unicode line break (a JSON string may hold
U+2028) and numbers no line. Ours splits on ``\n`` with the local engine's reader, keeps a line
over ``max_input_bytes`` out of memory, and carries each line's number.

Ray is the optional ``ray`` extra; nothing else in chat-verifier imports it. Without
``--ray-address`` a local Ray with ``num_cpus = workers`` is started (and shut down after);
with one, the job runs on that cluster, whose nodes must read the input paths (a shared
filesystem). Reads take no CPU slot (they are I/O), so N actors fit on N CPUs.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
from pathlib import Path
from typing import Any

from engine.batch.job import EngineReport, Job, Sink, Stop, WorkerMeter, worker_figures
from engine.batch.out import BatchError
from engine.batch.rows import Row, Step, verify_line
from engine.batch.source import iter_lines
from engine.limits import Limits
from matchers.errors import MissingDependencyError

__all__ = ["import_ray", "run_ray"]

#: Lines per block the reader yields (the unit Ray hands to one actor), and per actor call.
BLOCK_LINES = 64
BATCH_LINES = 64
_COLUMNS = ("file", "number", "key", "verdict", "data", "skipped", "pid", "rss", "cpu")


def import_ray() -> Any:
    """The ``ray`` module with Ray Data, or a MissingDependencyError naming the extra."""
    try:
        import ray
        import ray.data
    except ImportError:
        raise MissingDependencyError(
            "the ray engine needs Ray Data: pip install 'chat-verifier[ray]'", field="--engine"
        ) from None
    return ray


def _datasource(files: list[Path], limits: Limits) -> Any:
    """A Ray datasource of the JSON Lines files (see the module docstring), built on Ray's own base class.

    Ray is given absolute paths (resolved here, in the driver's working directory); each read task
    finds its file's index and display name (the path as the user gave it) by that path.
    """
    import pyarrow as pa
    from ray.data.datasource import FileBasedDatasource

    absolute = [os.path.normpath(os.path.abspath(f)) for f in files]
    where = {a: (i, f.as_posix()) for i, (a, f) in enumerate(zip(absolute, files, strict=True))}

    class _JsonLines(FileBasedDatasource):
        def __init__(self) -> None:
            super().__init__(absolute)

        def _read_stream(self, f: Any, path: str) -> Any:
            index, name = where[os.path.normpath(path)]
            cols: dict[str, list[Any]] = {"file": [], "number": [], "source": [], "raw": [], "size": []}
            for number, raw, size in iter_lines(f, limits.max_input_bytes):
                for col, value in zip(cols, (index, number, f"{name}:{number}", raw, size), strict=True):
                    cols[col].append(value)
                if len(cols["file"]) >= BLOCK_LINES:
                    yield _table(pa, cols)
                    cols = {k: [] for k in cols}
            if cols["file"]:
                yield _table(pa, cols)

    return _JsonLines()


def _table(pa: Any, cols: dict[str, list[Any]]) -> Any:
    return pa.table(
        {
            "file": pa.array(cols["file"], pa.int32()),
            "number": pa.array(cols["number"], pa.int64()),
            "source": pa.array(cols["source"], pa.string()),
            "raw": pa.array(cols["raw"], pa.binary()),
            "size": pa.array(cols["size"], pa.int64()),
        }
    )


class _VerifyActor:
    """A Ray Data callable class: one step (and so one Verifier) per actor, built once."""

    def __init__(self, step: Step, limits: Limits, skip: frozenset[str]) -> None:
        self._step = step
        self._limits = limits
        self._skip = skip

    def __call__(self, batch: dict[str, Any]) -> dict[str, list[Any]]:
        from engine.batch.job import line_key

        out: dict[str, list[Any]] = {c: [] for c in _COLUMNS}
        for file, number, source, raw, size in zip(
            batch["file"], batch["number"], batch["source"], batch["raw"], batch["size"], strict=True
        ):
            file, number, size = int(file), int(number), int(size)
            key = line_key(raw, size, source, self._limits) if self._skip else None
            if key is not None and key in self._skip:
                row = (file, number, key, None, raw if raw is not None else b"", True)
            else:
                row = (file, number, *verify_line(self._step, self._limits, source, raw, size), False)
            for col, value in zip(_COLUMNS, (*row, *worker_figures()), strict=True):
                out[col].append(value)
        return out


def _start(ray: Any, job: Job) -> None:
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")  # no network call home
    options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False, "logging_level": logging.ERROR}
    if job.address:
        ray.init(address=job.address, **options)
    else:
        ray.init(address="local", num_cpus=job.workers, **options)
    logging.getLogger("ray").setLevel(logging.ERROR)
    logging.getLogger("ray.data").setLevel(logging.ERROR)


def run_ray(job: Job, sink: Sink, stop: Stop) -> EngineReport:
    """Run ``job`` on Ray Data: ``job.workers`` actors, on a local Ray or the cluster at ``job.address``."""
    ray = import_ray()
    started = not ray.is_initialized()
    if started:
        handlers = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
        try:
            _start(ray, job)
        except SystemExit as exc:  # Ray's own SIGTERM handler (sys.exit(signum)) ran while ray.init did
            if exc.code != signal.SIGTERM:
                raise
            stop.stop("SIGTERM")
        except Exception as exc:
            raise BatchError(f"cannot start Ray: {type(exc).__name__}: {exc}".splitlines()[0]) from None
        finally:  # ray.init replaces the SIGTERM handler with sys.exit: put the caller's (a clean stop) back
            if threading.current_thread() is threading.main_thread():
                for s, handler in handlers.items():
                    signal.signal(s, handler)
    meter = WorkerMeter()
    try:
        if stop.is_set():  # stopped while Ray was starting
            return meter.report(job.workers)
        ctx = ray.data.DataContext.get_current()
        ctx.execution_options.preserve_order = True
        ctx.enable_progress_bars = False
        ctx.print_on_execution_start = False
        ds = ray.data.read_datasource(_datasource(job.files, job.limits), num_cpus=0)
        ds = ds.map_batches(
            _VerifyActor,
            fn_constructor_kwargs={"step": job.step, "limits": job.limits, "skip": job.done.keys()},
            compute=ray.data.ActorPoolStrategy(size=job.workers),
            batch_size=BATCH_LINES,
            batch_format="numpy",
            num_cpus=1,
        )
        for batch in ds.iter_batches(batch_size=None, batch_format="numpy"):
            rows = [
                Row(int(f), int(n), str(k), v, bytes(d), bool(s))
                for f, n, k, v, d, s in zip(
                    batch["file"],
                    batch["number"],
                    batch["key"],
                    batch["verdict"],
                    batch["data"],
                    batch["skipped"],
                    strict=True,
                )
            ]
            for pid, rss, cpu in zip(batch["pid"], batch["rss"], batch["cpu"], strict=True):
                meter.add(int(pid), int(rss), float(cpu))
            sink(rows)
            if stop.is_set():
                break
    except BatchError:
        raise
    except Exception as exc:  # a Ray failure (lost node, actor died past its restarts): OUT stays whole rows
        if not stop.is_set():  # (after Ctrl-C, Ray's processes in our process group die too: that is the stop)
            raise BatchError(f"Ray run failed: {type(exc).__name__}: {exc}".splitlines()[0]) from None
    finally:
        if started:
            ray.shutdown()
    return meter.report(job.workers)
