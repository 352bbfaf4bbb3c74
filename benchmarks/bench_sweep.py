"""Growth of verify time along each input dimension, on hostile shapes (issue 13: linear time on any input).

Each *shape* builds one input of size ``n`` along one dimension: the answer's length (1 KB to
1 MB; the patterns that were super-linear — long Chinese with numbers, ``aA…``, ``host1111…``,
``a=b …``, ``ERR_…``, CamelCase before 告警, runs of one character, repeated identifiers, many
short sentences), the number of claims (1–200), of log lines in one output (10²–10⁵) and of
invocations (1–100), and the number of stated facts of a natural-language answer (1–200). For
every size it prints the median CPU time (``time.process_time``) of ``--repeat`` first calls —
each on a fresh :class:`engine.Verifier`, built outside the timing, so no memo of that Verifier
has seen the input — and, between successive sizes, the ratio time(k·n)/time(n) next to the
size ratio k: a linear stage keeps the time ratio near k, a quadratic one near k².

    python benchmarks/bench_sweep.py [--quick] [--repeat 5] [--only SHAPE] [--json]

``--quick`` runs the small sizes the CI growth test uses (``tests/test_growth.py``). Every
input is seeded and built the same way on every run.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

QUERY = "order-service 为什么报错？"
_LOGS = [
    {
        "ts": "2026-03-02T10:00:01Z",
        "level": "ERROR",
        "service": "order-service",
        "host": "host-01",
        "message": "ERR_DB_POOL_EXHAUSTED: connection pool exhausted after 3000 ms",
    },
    {
        "ts": "2026-03-02T10:00:02Z",
        "level": "WARN",
        "service": "payment-service",
        "host": "host-02",
        "message": "retrying request to 10.0.0.12:5432",
    },
]


def _row(inv: str, output: Any, tool: str = "query_logs", rnd: int = 1) -> dict[str, Any]:
    return {
        "invocation_id": inv,
        "session_id": "sweep",
        "round": rnd,
        "tool_name": tool,
        "input": {"service": "order-service", "q": inv},
        "output": output,
        "success": True,
    }


def _base_rows() -> list[dict[str, Any]]:
    return [
        _row("inv-logs", {"total": len(_LOGS), "logs": _LOGS}),
        _row(
            "inv-metrics",
            {
                "alerts": [
                    {
                        "alert_name": "HighErrorRate",
                        "service": "order-service",
                        "severity": "critical",
                        "status": "firing",
                        "value": 37.5,
                        "threshold": 5,
                        "unit": "%",
                    }
                ],
                "series": [],
            },
            "query_metrics",
        ),
    ]


def _answer(unit: str, n: int, end: str = "", head: str = "") -> dict[str, Any]:
    body = n - len(head) - len(end)
    text = head + (unit * (body // len(unit) + 1))[:body] + end
    return {"original_query": QUERY, "executor_final_answer": text, "tool_invocations": _base_rows()}


def _claims(n: int) -> dict[str, Any]:
    claims = []
    for k in range(n):
        text = f"order-service 日志出现 ERR_DB_POOL_EXHAUSTED，第 {k} 次重试耗时 {3000 + k} ms"
        claims.append(
            {
                "claim_id": f"c{k}",
                "claim_type": "log_error",
                "claim_text": text,
                "support_level": "direct",
                "evidence_bindings": [
                    {
                        "source_type": "tool_output",
                        "source_id": "inv-logs",
                        "tool_name": "query_logs",
                        "source_invocation_ids": ["inv-logs"],
                        "evidence_excerpt": "ERR_DB_POOL_EXHAUSTED",
                    }
                ],
            }
        )
    answer = {
        "answer_version": "v1",
        "diagnosis_summary": "连接池耗尽",
        "claims": claims,
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": "order-service 连接池耗尽。",
    }
    return {
        "original_query": QUERY,
        "executor_final_answer": json.dumps(answer, ensure_ascii=False),
        "tool_invocations": _base_rows(),
    }


def _facts(n: int) -> dict[str, Any]:
    """A natural-language answer of ``n`` distinct stated facts (each with an identifier and its own numbers)."""
    text = "".join(
        f"order-service 第 {k} 次重试时日志出现 ERR_DB_POOL_EXHAUSTED，host-{k % 7:02d} 上耗时 {3000 + k} ms。"
        for k in range(n)
    )
    return {"original_query": QUERY, "executor_final_answer": text, "tool_invocations": _base_rows()}


def _lines(n: int) -> dict[str, Any]:
    logs = [
        {
            "ts": f"2026-03-02T10:{(i // 60) % 60:02d}:{i % 60:02d}Z",
            "level": ("INFO", "WARN", "ERROR")[i % 3],
            "service": f"svc-{i % 17}",
            "host": f"host-{i % 23:02d}",
            "message": f"request {i} handled in {i % 997} ms by worker-{i % 11}",
        }
        for i in range(n)
    ]
    logs[n // 2] = _LOGS[0]
    answer = "order-service 日志出现 ERR_DB_POOL_EXHAUSTED，连接池耗尽。host-01 上 worker-3 处理耗时 412 ms。"
    return {
        "original_query": QUERY,
        "executor_final_answer": answer,
        "tool_invocations": [_row("inv-big", {"total": n, "logs": logs})],
    }


def _invocations(n: int) -> dict[str, Any]:
    rows = [
        _row(
            f"inv-{i:03d}",
            {"total": 1, "logs": [{**_LOGS[i % 2], "message": f"{_LOGS[i % 2]['message']} #{i}"}]},
            rnd=1 + i % 2,
        )
        for i in range(n)
    ]
    answer = "order-service 日志出现 ERR_DB_POOL_EXHAUSTED，连接池耗尽。payment-service 在重试 10.0.0.12:5432。"
    return {"original_query": QUERY, "executor_final_answer": answer, "tool_invocations": rows}


@dataclass(frozen=True)
class Shape:
    """One hostile input family: ``build(n)`` gives the input of size ``n`` along ``dimension``."""

    name: str
    dimension: str
    build: Callable[[int], dict[str, Any]]
    sizes: tuple[int, ...]
    quick: tuple[int, int]  # (n, 8n) for the CI growth test


_KB = 1024
_ANSWER_SIZES = (_KB, 8 * _KB, 64 * _KB, 512 * _KB, 1024 * _KB)


#: Every answer shape is one stated fact around the hostile run, so every stage sees it (a text that
#: is no fact would skip the classifier).
_HEAD, _END = "order-service 日志显示 ", " 导致请求失败"


def _text_shape(name: str, unit: str, end: str = "", head: str = "", quick: int = 1000) -> Shape:
    def build(n: int) -> dict[str, Any]:
        return _answer(unit, n, end + _END, _HEAD + head)

    return Shape(name, "answer chars", build, _ANSWER_SIZES, (quick, 8 * quick))


SHAPES: tuple[Shape, ...] = (
    _text_shape("zh_numbers", "服务在3点12分出现错误率升高12%并且延迟达到350ms同时"),
    _text_shape("camel_aA", "aA"),
    _text_shape("host_digits", "1", head="host"),
    _text_shape("kv_pairs", "a=b "),
    _text_shape("err_prefix", "ERR_"),
    _text_shape("alert_camel", "AbCd", end="告警"),
    _text_shape("run_a", "a"),
    _text_shape("run_digit", "7"),
    _text_shape("repeated_ids", "payment-service-01 "),
    _text_shape("sentences", "order-service 日志出现 ERR_DB_POOL_EXHAUSTED，CPU 92%。"),
    _text_shape("quoted", '"connection refused" '),
    Shape("claims", "claims", _claims, (1, 8, 50, 200), (8, 64)),
    Shape("facts", "facts", _facts, (1, 8, 50, 200), (8, 64)),
    Shape("log_lines", "log lines", _lines, (100, 1_000, 10_000, 100_000), (250, 2_000)),
    Shape("invocations", "invocations", _invocations, (1, 8, 50, 100), (6, 48)),
)


def verifier():
    """A Verifier whose limits admit the largest sweep input (the sweep measures time, not refusal)."""
    from engine import Verifier

    return Verifier(
        limits={
            "max_answer_chars": 4 * 1024 * 1024,
            "max_input_bytes": 64 * 1024 * 1024,
            "max_output_bytes": 64 * 1024 * 1024,
            "max_claims": 10_000,
        }
    )


def cpu_time(fn: Callable[[], Any], repeat: int) -> float:
    """Median CPU seconds of ``repeat`` calls of ``fn``."""
    times = []
    for _ in range(repeat):
        t0 = time.process_time()
        fn()
        times.append(time.process_time() - t0)
    return statistics.median(times)


def first_call_time(inp: dict[str, Any], repeat: int, make: Callable[[], Any] = verifier) -> float:
    """Median CPU seconds of ``repeat`` first calls of ``verify(inp)``, each on a fresh Verifier.

    The Verifier (``make()``) is built outside the timing; what it memoises per text (summary
    lines, focus terms, facts, analyses) is empty for every call, so a memo hit never hides
    growth. Process-wide loads (spaCy, jieba) are warm: the caller verifies once beforehand.
    """
    times = []
    for _ in range(repeat):
        v = make()
        t0 = time.process_time()
        v.verify(inp)
        times.append(time.process_time() - t0)
    return statistics.median(times)


def time_shape(shape: Shape, sizes: tuple[int, ...], repeat: int, v: Any = None) -> list[tuple[int, float]]:
    """(size, median first-call CPU seconds of ``verify``) for each size; inputs are built outside the timing."""
    v = v or verifier()
    out = []
    for n in sizes:
        inp = shape.build(n)
        v.verify(inp)  # warm the process-wide lazy loads (spaCy, jieba), not the timed Verifiers
        out.append((n, first_call_time(inp, repeat)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5, help="runs per size (median kept)")
    ap.add_argument("--quick", action="store_true", help="only the CI sizes (n, 8n) per shape")
    ap.add_argument("--only", action="append", help="only these shapes (repeatable)")
    ap.add_argument("--max-size", type=int, default=0, help="skip sizes above this")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    v = verifier()
    report = []
    for shape in SHAPES:
        if args.only and shape.name not in args.only:
            continue
        sizes = shape.quick if args.quick else tuple(n for n in shape.sizes if not args.max_size or n <= args.max_size)
        rows = time_shape(shape, sizes, args.repeat, v)
        ratios = [(b[0] / a[0], b[1] / a[1] if a[1] else float("inf")) for a, b in itertools.pairwise(rows)]
        report.append(
            {
                "shape": shape.name,
                "dimension": shape.dimension,
                "times_ms": {str(n): t * 1e3 for n, t in rows},
                "ratios": [{"size": k, "time": r} for k, r in ratios],
            }
        )
        if not args.json:
            cells = " | ".join(f"{n:>8}: {t * 1e3:9.2f} ms" for n, t in rows)
            rat = "  ".join(f"×{k:g}→×{r:.1f}" for k, r in ratios)
            print(f"{shape.name:>13} ({shape.dimension}) {cells}\n{'':>13}   size→time ratios: {rat}", flush=True)
    if args.json:
        print(json.dumps({"repeat": args.repeat, "clock": "process_time", "shapes": report}))


if __name__ == "__main__":
    main()
