"""Rich tables for a bench report (terminal output of ``chat-verifier bench``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console, Group
from rich.table import Table

from engine.bench.metrics import LABELS, tag_groups


def _pct(x: float) -> str:
    return f"{100.0 * x:.1f}%"


def summary_table(report: Mapping[str, Any]) -> Table:
    """Headline figures: accuracy, unsafe passes, false rejects, macro-F1, speed."""
    t = Table(title=f"bench: {report.get('system', '?')} on {report.get('data', '?')}", show_header=False)
    t.add_column("metric", style="bold")
    t.add_column("value", justify="right")
    rows = [
        ("cases", str(report["cases"])),
        ("verdict accuracy", f"{_pct(report['verdict_accuracy'])} ({report['verdict_correct']}/{report['cases']})"),
        (
            "unsafe pass (gold REJECT/LOW_CONFID → PASS)",
            f"{_pct(report['unsafe_pass'])} ({report['unsafe_pass_count']}/{report['unsafe_pass_of']})",
        ),
        (
            "false reject (gold PASS/LOW_CONFID → REJECT)",
            f"{_pct(report['false_reject'])} ({report['false_reject_count']}/{report['false_reject_of']})",
        ),
        ("fact macro-F1", f"{report['fact_macro_f1']:.3f}"),
        ("system errors", str(report["system_errors"])),
        ("latency p50 / p95 / p99", f"{report['p50_ms']:.2f} / {report['p95_ms']:.2f} / {report['p99_ms']:.2f} ms"),
        ("cases per second", f"{report['cases_per_s']:.1f}"),
        ("peak RSS (ru_maxrss)", f"{report['peak_rss_mb']:.1f} MB"),
        ("LLM calls per case", f"{report['llm_calls_per_case']:.2f} ({report['llm_calls']} total)"),
    ]
    for k, v in rows:
        t.add_row(k, v)
    return t


def confusion_table(report: Mapping[str, Any]) -> Table:
    """Gold verdict rows × predicted verdict columns."""
    cm = report["confusion"]
    cols = list(next(iter(cm.values())).keys()) if cm else []
    t = Table(title="verdict confusion (rows gold, columns predicted)")
    t.add_column("gold \\ pred", style="bold")
    for c in cols:
        t.add_column(c, justify="right")
    for g, row in cm.items():
        t.add_row(g, *[f"[green]{row[c]}[/]" if c == g else (f"[red]{row[c]}[/]" if row[c] else "0") for c in cols])
    return t


def label_table(report: Mapping[str, Any]) -> Table:
    """Per-label precision, recall, F1, support."""
    t = Table(title="fact labels (aligned by claim_id, else fuzzy text)")
    for name in ("label", "precision", "recall", "F1", "support", "predicted"):
        t.add_column(name, justify="left" if name == "label" else "right")
    for lab in LABELS:
        s = report["fact_labels"][lab]
        t.add_row(
            lab, f"{s['precision']:.3f}", f"{s['recall']:.3f}", f"{s['f1']:.3f}", str(s["support"]), str(s["predicted"])
        )
    return t


def tag_tables(report: Mapping[str, Any]) -> list[Table]:
    """Verdict accuracy, unsafe passes and fact macro-F1 per tag, one table per tag prefix.

    Prefixes are ``source``, ``format``, ``class``, …; tags without one go under ``tag``.
    """
    tables = []
    for group, tags in tag_groups(report["tags"]).items():
        t = Table(title=f"per {group}")
        t.add_column(group)
        for name in ("cases", "accuracy", "unsafe pass", "fact macro-F1"):
            t.add_column(name, justify="right")
        for tag, s in tags.items():
            t.add_row(
                tag,
                str(s["cases"]),
                _pct(s["accuracy"]),
                f"{s.get('unsafe_pass_count', 0)}/{s.get('unsafe_pass_of', 0)}",
                f"{s.get('fact_macro_f1', 0.0):.3f}",
            )
        tables.append(t)
    return tables


def render(report: Mapping[str, Any], *, tags: bool = True) -> Group:
    """Every table of one report, for ``Console.print`` (``tags=False``: the headline tables only)."""
    parts = [summary_table(report), confusion_table(report), label_table(report)]
    return Group(*parts, *(tag_tables(report) if tags else ()))


def comparison_table(reports: Sequence[Mapping[str, Any]], title: str = "systems side by side") -> Table:
    """One row per system: the headline figures."""
    t = Table(title=title)
    for name in (
        "system",
        "cases",
        "verdict acc.",
        "unsafe pass",
        "false reject",
        "fact macro-F1",
        "p50 ms",
        "cases/s",
    ):
        t.add_column(name, justify="left" if name == "system" else "right")
    for r in reports:
        t.add_row(
            r["system"],
            str(r["cases"]),
            _pct(r["verdict_accuracy"]),
            f"{r['unsafe_pass_count']}/{r['unsafe_pass_of']}",
            f"{r['false_reject_count']}/{r['false_reject_of']}",
            f"{r['fact_macro_f1']:.3f}",
            f"{r['p50_ms']:.2f}",
            f"{r['cases_per_s']:.1f}",
        )
    return t


def print_report(report: Mapping[str, Any], console: Console | None = None) -> None:
    """Print all tables of ``report`` to ``console`` (stdout by default)."""
    (console or Console()).print(render(report))
