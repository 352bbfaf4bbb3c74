"""What one worker process holds: its Verifier (built at start-up), store, keys, limits, metrics and threads.

Verifications that may wait (the LLM), big ones, batches and session rounds run on a small thread
pool so the event loop stays free for other requests (``/livez``, ``/metrics``) and can answer at
the deadline; the request's :class:`Deadline` goes with the work into the thread (a context
variable), where the LLM extractor reads it. A short rule-based verify runs on the loop itself
(:meth:`Runtime.inline`, used by :mod:`engine.service.fastpath`).
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import gc
import hashlib
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from importlib import metadata, resources
from typing import Any, TypeVar

from engine.service.auth import TokenBuckets
from engine.service.config import ServiceConfig
from engine.service.extract import CURRENT_DEADLINE, Deadline, service_extractors
from engine.service.keys import KeyRing
from engine.service.metrics import ServiceMetrics
from engine.service.problems import ProblemError
from engine.service.store import ServiceStore
from engine.templates import Templates, load_templates
from engine.verifier import Verifier

__all__ = ["Runtime", "ruleset_hash", "verifier_version"]

log = logging.getLogger(__name__)
T = TypeVar("T")
_LATE: Any = object()

#: Package data that decides a verdict: rule data, thresholds and check order, prompts and templates.
RULESET_PACKAGES = ("matchers", "engine", "prompts")
#: Extra seconds a session round may run past its deadline before the caller is told 503 (the
#: round checks its deadline itself before committing, so a late round is rolled back, not written).
ROUND_GRACE_S = 5.0
#: A small input verified once at start-up, so the first request does not pay for loading the tokenizer.
WARM_UP = {
    "original_query": "order-service 为什么报错？",
    "executor_final_answer": "order-service 日志出现 ERROR：连接数据库超时。",
    "tool_invocations": [
        {
            "invocation_id": "warm-1",
            "session_id": "warm-up",
            "round": 1,
            "tool_name": "query_logs",
            "input": {"service": "order-service"},
            "output": {"total": 1, "logs": [{"level": "ERROR", "service": "order-service", "message": "db timeout"}]},
            "success": True,
        }
    ],
}


def verifier_version() -> str:
    """The installed chat-verifier version."""
    try:
        return metadata.version("chat-verifier")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a source tree without install
        return "0+unknown"


@functools.cache
def ruleset_hash() -> str:
    """``sha256:`` + the first 16 hex digits of the digest of every data file that decides a verdict."""
    h = hashlib.sha256()
    for package in RULESET_PACKAGES:
        root = resources.files(package)
        files = []
        for folder in (root, root / "data", root / "templates"):
            if folder.is_dir():
                files += [f for f in folder.iterdir() if f.is_file() and not f.name.endswith((".py", ".pyc"))]
        for f in sorted(files, key=lambda f: f.name):
            h.update(f"{package}/{f.name}\0".encode())
            h.update(f.read_bytes())
    return "sha256:" + h.hexdigest()[:16]


#: Allocations between young-generation collections in a worker (CPython's default is 700). The
#: Verifier's bounded memos keep tens of thousands of objects alive; with the default, a full
#: collection (27-88 ms over them) lands on a request every few hundred requests, which is the
#: service's p99 (benchmarks/README.md "Speed"). Fewer, equally long full collections move it off.
GC_GEN0_THRESHOLD = 200_000


def tune_gc() -> None:
    """Freeze what start-up built out of the collector's walks, and collect the young generation less often.

    Start-up builds models, dictionaries and compiled rules that live as long as the worker.
    Reference counting still frees acyclic garbage at once; only cycles wait for a collection.
    """
    gc.collect()
    gc.freeze()
    _, g1, g2 = gc.get_threshold()
    gc.set_threshold(GC_GEN0_THRESHOLD, g1, g2)


class Runtime:
    """One worker's state, built once at start-up (a bad configuration fails here, not at a request).

    Args:
        config: the service configuration.
        store: the store to use (default: opened from ``config.db``, without running migrations
            when ``migrate`` is False, as in a worker whose parent already migrated).
        migrate: apply pending store migrations on open.
    """

    def __init__(self, config: ServiceConfig, *, store: ServiceStore | None = None, migrate: bool = True) -> None:
        self.config = config
        self.keys = KeyRing(config.keys_path())
        self.store = store if store is not None else ServiceStore(config.db, run_migrations=migrate)
        base = Verifier(extractors=service_extractors(config.llm), extractor=config.extract, limits=config.limits)
        #: One Verifier, and a sibling per extractor sharing its toolkit (cheap; see Verifier.with_extractor).
        self.verifiers: dict[str, Verifier] = {name: base.with_extractor(name) for name in ("rules", "llm", "none")}
        self.verifier = base
        self.templates: Templates = load_templates()
        self.metrics = ServiceMetrics()
        self.buckets = TokenBuckets(config.rate_limit)
        self.pool = ThreadPoolExecutor(max_workers=config.threads, thread_name_prefix="cv-verify")
        self.version = verifier_version()
        self.ruleset_hash = ruleset_hash()
        started = time.perf_counter()
        self.verifiers["rules"].verify(WARM_UP)
        llm = self.verifier.extractors.get("llm")
        if hasattr(llm, "warm_up"):
            llm.warm_up()
        tune_gc()
        self.ready = True
        log.info("verifier ready in %.2fs (%s)", time.perf_counter() - started, base)

    def verifier_for(self, extract: str | None) -> Verifier:
        """The Verifier for a request's ``extract`` (the configured default when None)."""
        return self.verifiers[extract or self.config.extract]

    def deadline(self, header: str | None) -> Deadline:
        """The request's deadline: ``X-Deadline-Ms`` (capped at ``max_deadline_ms``), else the default."""
        if header is None:
            return Deadline.after_ms(self.config.deadline_ms)
        value = header.strip()
        if not value.isdigit() or int(value) < 1:
            raise ProblemError(
                "invalid-input",
                f"X-Deadline-Ms must be a positive integer of milliseconds, got {header[:40]!r}",
                errors=[{"header": "X-Deadline-Ms", "detail": "not a positive integer"}],
            )
        return Deadline.after_ms(min(int(value), self.config.max_deadline_ms))

    async def call(self, fn: Callable[[], T], deadline: Deadline, *, grace: float = 0.0) -> T:
        """Run ``fn`` on the verification threads; ``deadline-exceeded`` (503) if it is not done by the deadline.

        The thread is not interrupted (CPU-bound work cannot be); its result is dropped. Without
        ``grace`` a result that arrives after the deadline is dropped too (the answer is late, so it
        is not given); with ``grace`` (session rounds, which check their deadline before they
        commit) the work's own decision stands.
        """
        ctx = contextvars.copy_context()
        ctx.run(CURRENT_DEADLINE.set, deadline)
        future = asyncio.get_running_loop().run_in_executor(self.pool, ctx.run, fn)
        try:
            result = await asyncio.wait_for(future, timeout=max(0.0, deadline.remaining()) + grace)
        except TimeoutError:
            result = _LATE
        if result is _LATE or (not grace and deadline.expired):
            raise self._missed(deadline)
        return result

    def inline(self, fn: Callable[[], T], deadline: Deadline) -> T:
        """Run ``fn`` here, on the event loop's thread: for short CPU-only work (no I/O, no LLM), within the deadline.

        A rule-based verification of an ordinary body takes milliseconds of CPU; handing it to a
        thread and back costs more than it saves in a worker that is one process (the threads share
        one interpreter lock). Deadline semantics are those of :meth:`call` without grace: a
        deadline that has passed before ``fn`` starts, or while it runs, is ``deadline-exceeded``
        and the result is not given. Unlike :meth:`call`, the 503 comes when ``fn`` ends, not at
        the deadline, so callers keep long work (big bodies, the LLM) on the threads.
        """
        if deadline.expired:
            raise self._missed(deadline)
        token = CURRENT_DEADLINE.set(deadline)
        try:
            result = fn()
        finally:
            CURRENT_DEADLINE.reset(token)
        if deadline.expired:
            raise self._missed(deadline)
        return result

    def _missed(self, deadline: Deadline) -> ProblemError:
        self.metrics.fail_closed.labels("deadline").inc()
        return ProblemError("deadline-exceeded", f"no answer within the request deadline of {deadline.ms} ms")

    def close(self) -> None:
        """Stop the threads and release the store's connections."""
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.store.close()

    def limits_view(self) -> dict[str, Any]:
        """``GET /v1/limits``: every effective limit."""
        c = self.config
        return {
            **self.verifier.limits.model_dump(),
            "max_body_bytes": c.max_body_bytes,
            "max_batch_items": c.max_batch_items,
            "deadline_ms": c.deadline_ms,
            "max_deadline_ms": c.max_deadline_ms,
            "rate_limit_per_second": c.rate_limit.per_second,
            "rate_limit_burst": c.rate_limit.burst,
        }
