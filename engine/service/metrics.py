"""Prometheus metrics of the service (prometheus-client), one set per app, summed over worker processes.

With several workers, ``serve`` points ``PROMETHEUS_MULTIPROC_DIR`` at a fresh directory before
the workers start; each worker writes its samples there and ``/metrics`` sums them all, so
counters stay right when a worker is killed and replaced.
"""

from __future__ import annotations

import os

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector

__all__ = ["MULTIPROC_ENV", "ServiceMetrics"]

#: prometheus-client's multiprocess directory variable.
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
#: Latency buckets in seconds: a verification takes milliseconds; an LLM fallback up to the deadline.
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


class ServiceMetrics:
    """The service's counters and histograms, registered on a registry of their own.

    Labels: ``route`` is the route template (``/v1/sessions/{session_id}/rounds``), never a raw
    path; ``verdict`` is PASS, LOW_CONFID, REJECT or ``none`` (no verdict: an error, a batch, a
    read).
    """

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.requests = Counter(
            "cv_http_requests", "HTTP requests by route, status and verdict", ["route", "status", "verdict"], registry=r
        )
        self.latency = Histogram(
            "cv_http_request_duration_seconds",
            "Request latency by route and verdict",
            ["route", "verdict"],
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.fact_labels = Counter("cv_fact_labels", "Checked facts by label", ["verification"], registry=r)
        self.llm_calls = Counter("cv_llm_calls", "LLM requests made by extract=llm", registry=r)
        self.llm_fallbacks = Counter(
            "cv_llm_fallbacks", "LLM extractions that fell back to rules, by reason", ["reason"], registry=r
        )
        self.parse_failures = Counter(
            "cv_parse_failures",
            "Executor answers that did not parse as the contract, by status",
            ["status"],
            registry=r,
        )
        self.actions = Counter("cv_session_actions", "Routing decisions of session rounds", ["action"], registry=r)
        self.degraded = Counter("cv_degraded", "Session rounds answered with the degraded reply", registry=r)
        self.fail_closed = Counter(
            "cv_fail_closed",
            "Requests refused instead of answered (no verdict given), by reason",
            ["reason"],
            registry=r,
        )

    def render(self) -> bytes:
        """The text exposition: this process's metrics, or every worker's when running multi-process."""
        if os.environ.get(MULTIPROC_ENV):
            registry = CollectorRegistry()
            MultiProcessCollector(registry)
            return generate_latest(registry)
        return generate_latest(self.registry)
