"""``chat-verifier bench DATA...``: run labeled sets, report accuracy, errors and speed; gate on them."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.verifier import Verifier
from matchers.errors import VerifierError

if TYPE_CHECKING:
    from engine.bench import EngineSystem

# The bench machinery and rich are imported in the functions that use them: every command's parser
# is built on each start, and `verify` should not pay for them.


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``bench`` subcommand."""
    p = sub.add_parser("bench", help="run labeled benchmark sets: accuracy, unsafe passes, per-label F1, speed")
    p.add_argument(
        "data",
        nargs="+",
        help="labeled cases: .jsonl / .json files or directories of them; several are reported each and in total",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
    p.add_argument("--errors", metavar="FILE", help="write FP / FN / wrong-label / verdict records as JSON")
    p.add_argument(
        "--html",
        metavar="FILE",
        help="write a self-contained HTML report (and, in FILE-stem.inspect/, "
        "one trace inspector page per case, linked from its case view)",
    )
    p.add_argument("--no-inspect", action="store_true", help="with --html: no trace inspector pages")
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    p.add_argument(
        "--min-accuracy",
        type=_unit_float,
        metavar="X",
        help="gate: exit 1 when the total verdict accuracy is below X (0-1)",
    )
    p.add_argument("--max-unsafe", type=_count, metavar="N", help="gate: exit 1 when more than N unsafe passes")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def _unit_float(text: str) -> float:
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= x <= 1.0:
        raise argparse.ArgumentTypeError(f"must be between 0 and 1: {text}")
    return x


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more: {text}")
    return n


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


def _head(system: str, data: str, extractor: str, invalid: int, report: dict[str, Any]) -> dict[str, Any]:
    out = {
        "system": system,
        "data": data,
        "version": _version(),
        "extractor": extractor,
        "invalid_records": invalid,
        **report,
    }
    out["error_records"] = len(out.pop("errors"))
    return out


def gate_failures(report: Mapping[str, Any], min_accuracy: float | None, max_unsafe: int | None) -> list[str]:
    """One line per missed gate (empty when every gate holds or none is set)."""
    failed = []
    if min_accuracy is not None and report["verdict_accuracy"] < min_accuracy:
        failed.append(f"verdict accuracy {report['verdict_accuracy']:.4f} < --min-accuracy {min_accuracy}")
    if max_unsafe is not None and report["unsafe_pass_count"] > max_unsafe:
        failed.append(f"unsafe passes {report['unsafe_pass_count']} > --max-unsafe {max_unsafe}")
    return failed


def run(args: argparse.Namespace) -> int:
    """Run the bench and apply the gates.

    Exit 0 when it completed and every gate held, 1 when a gate was missed, 2 when the data
    is unreadable or has no valid case.
    """
    from rich.console import Console

    from engine.bench import EngineSystem, load_dataset
    from engine.bench.dataset import BenchDataError
    from engine.bench.html import render_html
    from engine.bench.metrics import quality_summary
    from engine.bench.report import print_report, render
    from engine.bench.runner import evaluate_runs, speed_summary

    try:
        verifier = Verifier(extractor=args.extractor)  # one per command, shared by every data set
    except VerifierError as exc:
        print(f"error: --extractor {args.extractor}: {exc.message}", file=sys.stderr)
        return 2
    sets = []
    for path in args.data:
        try:
            data = load_dataset(path)
        except BenchDataError as exc:
            print(f"error: {exc.message}", file=sys.stderr)
            return 2
        for issue in data.issues:
            print(f"error: {path}: {issue}", file=sys.stderr)
        if not data.cases:
            print(f"error: {path}: no valid case", file=sys.stderr)
            return 2
        sets.append((str(path), data))
    system = EngineSystem(args.extractor, verifier=verifier)
    show = not args.json and not args.no_progress and sys.stderr.isatty()
    reports, all_runs, all_errors = [], [], []
    for path, data in sets:
        rep, runs = _run(system, data.cases, show)
        all_errors.extend(rep["errors"])
        reports.append(_head(rep.pop("system"), path, args.extractor, len(data.issues), rep))
        all_runs.extend(runs)
    if len(reports) == 1:
        total = reports[0]
    else:
        quality = quality_summary(evaluate_runs(all_runs))
        speed = speed_summary(all_runs, 0.0, max(r["peak_rss_mb"] for r in reports))
        total = _head(
            system.name,
            " + ".join(p for p, _ in sets),
            args.extractor,
            sum(len(d.issues) for _, d in sets),
            {**quality, **speed},
        )
        total["files"] = reports
    if args.errors:
        _write(
            args.errors,
            json.dumps(
                {"system": total["system"], "data": total["data"], "errors": all_errors}, ensure_ascii=False, indent=2
            )
            + "\n",
        )
    if args.html:
        links = _inspect_pages(args, all_runs, verifier)
        _write(args.html, render_html(total, all_runs, all_errors, inspect_links=links))
    if args.json:
        sys.stdout.write(json.dumps(total, ensure_ascii=False, sort_keys=True) + "\n")
    else:
        console = Console()
        for rep in reports if len(reports) > 1 else ():
            console.print(render(rep, tags=False))
        print_report(total, console)
    failed = gate_failures(total, args.min_accuracy, args.max_unsafe)
    for line in failed:
        print(f"gate failed: {line}", file=sys.stderr)
    return 1 if failed else 0


def _inspect_pages(args: argparse.Namespace, runs: list, verifier: Verifier) -> dict[str, str]:
    """Write the inspector page of every case that verified (its bench output, not re-verified); case_id → URL."""
    if args.no_inspect:
        return {}
    from engine.bench.html import case_anchors
    from engine.inspect.cases import inspect_dir_for, write_case_pages

    directory = inspect_dir_for(args.html)
    anchors = case_anchors(runs)
    cases = [(r.case.case_id, anchors[r.case.case_id], r.case.input, r.output) for r in runs if r.output is not None]
    pages = write_case_pages(cases, directory, verifier)
    return {cid: f"{directory.name}/{name}" for cid, name in pages.items()}


def _run(system: EngineSystem, cases: list, show: bool) -> tuple[dict[str, Any], list]:
    from engine.bench import bench

    if not show:
        return bench(system, cases)
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as prog:
        task = prog.add_task(system.name, total=len(cases))
        return bench(system, cases, progress=lambda _c: prog.advance(task))
