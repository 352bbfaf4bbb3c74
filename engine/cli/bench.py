"""``chat-verifier bench DATA``: run a labeled set, report accuracy, errors and speed."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engine.bench import EngineSystem, bench, load_dataset
from engine.bench.dataset import BenchDataError
from engine.bench.html import render_html
from engine.bench.report import print_report
from extractors import get_extractor
from matchers.errors import VerifierError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``bench`` subcommand."""
    p = sub.add_parser("bench", help="run a labeled benchmark set: accuracy, unsafe passes, per-label F1, speed")
    p.add_argument("data", help="labeled cases: a .jsonl file, a .json file, or a directory of them")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
    p.add_argument("--errors", metavar="FILE", help="write FP / FN / wrong-label / verdict records as JSON")
    p.add_argument("--html", metavar="FILE", help="write a self-contained HTML report")
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("chat-verifier")
    except Exception:
        return "unknown"


def _write(path: str, text: str) -> None:
    p = Path(path)
    if p.parent and not p.parent.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def run(args: argparse.Namespace) -> int:
    """Run the bench; exit 0 when it completed, 2 when the data is unreadable or has no valid case."""
    try:
        data = load_dataset(args.data)
    except BenchDataError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return 2
    try:
        get_extractor(args.extractor)
    except VerifierError as exc:
        print(f"error: --extractor {args.extractor}: {exc.message}", file=sys.stderr)
        return 2
    for issue in data.issues:
        print(f"error: {issue}", file=sys.stderr)
    if not data.cases:
        print(f"error: {args.data}: no valid case", file=sys.stderr)
        return 2
    system = EngineSystem(args.extractor)
    show = not args.json and not args.no_progress and sys.stderr.isatty()
    report, runs = _run(system, data.cases, show)
    report = {"system": report.pop("system"), "data": str(args.data), "version": _version(),
              "extractor": args.extractor, "invalid_records": len(data.issues), **report}
    errors: list[dict[str, Any]] = report.pop("errors")
    report["error_records"] = len(errors)
    if args.errors:
        _write(args.errors, json.dumps({"system": report["system"], "data": report["data"], "errors": errors},
                                       ensure_ascii=False, indent=2) + "\n")
    if args.html:
        _write(args.html, render_html(report, runs, errors))
    if args.json:
        sys.stdout.write(json.dumps(report, ensure_ascii=False, sort_keys=True) + "\n")
    else:
        print_report(report)
    return 0


def _run(system: EngineSystem, cases: list, show: bool) -> tuple[dict[str, Any], list]:
    if not show:
        return bench(system, cases)
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=Console(stderr=True), transient=True) as prog:
        task = prog.add_task(system.name, total=len(cases))
        return bench(system, cases, progress=lambda _c: prog.advance(task))
