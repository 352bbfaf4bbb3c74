"""One self-contained HTML page for a bench run: inline CSS and SVG, no external assets.

Every piece of text from the data is escaped with :func:`html.escape`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from html import escape
from importlib import resources
from string import Template
from typing import Any

from engine.bench.metrics import ERROR, LABELS
from engine.bench.runner import CaseRun

_ORDER = {"system_error": 0, "verdict": 1, "wrong_label": 2, "FN": 3, "FP": 4}


@lru_cache(maxsize=1)
def _template() -> Template:
    return Template(resources.files("engine.bench").joinpath("report.html").read_text(encoding="utf-8"))


def _e(x: Any) -> str:
    return escape("" if x is None else str(x), quote=True)


def _pct(x: float) -> str:
    return f"{100.0 * x:.1f}%"


def _pill(v: str | None) -> str:
    return f'<span class="pill {_e(v)}">{_e(v)}</span>' if v else ""


def _cards(r: Mapping[str, Any]) -> str:
    cards = [
        ("verdict accuracy", _pct(r["verdict_accuracy"]), f"{r['verdict_correct']}/{r['cases']} cases", ""),
        (
            "unsafe passes",
            str(r["unsafe_pass_count"]),
            f"{_pct(r['unsafe_pass'])} of {r['unsafe_pass_of']} gold REJECT/LOW_CONFID",
            "bad" if r["unsafe_pass_count"] else "ok",
        ),
        (
            "false rejects",
            str(r["false_reject_count"]),
            f"{_pct(r['false_reject'])} of {r['false_reject_of']} gold PASS/LOW_CONFID",
            "bad" if r["false_reject_count"] else "ok",
        ),
        ("fact macro-F1", f"{r['fact_macro_f1']:.3f}", "labels aligned by claim_id / text", ""),
        ("latency p50 / p99", f"{r['p50_ms']:.1f} ms", f"p95 {r['p95_ms']:.1f} · p99 {r['p99_ms']:.1f} ms", ""),
        (
            "throughput",
            f"{r['cases_per_s']:.0f}/s",
            f"peak RSS {r['peak_rss_mb']:.0f} MB · {r['llm_calls_per_case']:.2f} LLM calls/case",
            "",
        ),
    ]
    return (
        '<div class="cards">'
        + "".join(
            f'<div class="card {c}"><div class="k">{_e(k)}</div><div class="v">{_e(v)}</div>'
            f'<div class="k">{_e(s)}</div></div>'
            for k, v, s, c in cards
        )
        + "</div>"
    )


def _confusion(r: Mapping[str, Any]) -> str:
    cm = r["confusion"]
    cols = list(next(iter(cm.values())).keys())
    peak = max([v for row in cm.values() for v in row.values()] + [1])
    head = "".join(f"<th>{_pill(c)}</th>" for c in cols)
    rows = []
    for g, row in cm.items():
        cells = []
        for c in cols:
            n = row[c]
            alpha = 0.12 + 0.75 * n / peak if n else 0.0
            rgb = "26,127,55" if c == g else ("207,34,46" if g != "PASS" and c == "PASS" else "154,103,0")
            style = f' style="background: rgba({rgb},{alpha:.2f})"' if n else ""
            cells.append(f"<td{style}>{n}</td>")
        rows.append(f"<tr><th>{_pill(g)}</th>{''.join(cells)}</tr>")
    return (
        f'<table class="cm"><tr><th>gold ↓ / predicted →</th>{head}</tr>{"".join(rows)}</table>'
        '<div class="legend">green: correct; red: unsafe pass (gold REJECT or LOW_CONFID predicted PASS); '
        "amber: other errors.</div>"
    )


def _tag_bars(r: Mapping[str, Any]) -> str:
    tags = r["tags"]
    if not tags:
        return "<p>No tags.</p>"
    row_h, label_w, bar_w = 24, 220, 420
    h = row_h * len(tags) + 10
    parts = [
        f'<svg width="{label_w + bar_w + 140}" height="{h}" '
        'role="img" aria-label="verdict accuracy per tag" font-size="12" font-family="sans-serif">'
    ]
    for i, (tag, s) in enumerate(tags.items()):
        y = 5 + i * row_h
        w = bar_w * s["accuracy"]
        color = "#1a7f37" if s["accuracy"] >= 0.9 else ("#9a6700" if s["accuracy"] >= 0.6 else "#cf222e")
        parts.append(f'<text x="{label_w - 6}" y="{y + 15}" text-anchor="end">{_e(tag)}</text>')
        parts.append(f'<rect x="{label_w}" y="{y + 3}" width="{bar_w}" height="16" fill="#eaeef2"/>')
        parts.append(
            f'<rect x="{label_w}" y="{y + 3}" width="{w:.1f}" height="16" fill="{color}">'
            f"<title>{_e(tag)}: {s['correct']}/{s['cases']}</title></rect>"
        )
        parts.append(
            f'<text x="{label_w + bar_w + 6}" y="{y + 15}">{_pct(s["accuracy"])} ({s["correct"]}/{s["cases"]})</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _labels(r: Mapping[str, Any]) -> str:
    rows = "".join(
        f"<tr><td>{_e(lab)}</td>"
        + "".join(f'<td class="num">{r["fact_labels"][lab][k]:.3f}</td>' for k in ("precision", "recall", "f1"))
        + f'<td class="num">{r["fact_labels"][lab]["support"]}</td>'
        f'<td class="num">{r["fact_labels"][lab]["predicted"]}</td></tr>'
        for lab in LABELS
    )
    return (
        "<table><tr><th>label</th><th>precision</th><th>recall</th><th>F1</th><th>gold</th><th>predicted</th>"
        f"</tr>{rows}</table>"
    )


def _anchors(runs: Sequence[CaseRun]) -> dict[str, str]:
    return {cid: f"case-{i}" for i, cid in enumerate(sorted(r.case.case_id for r in runs))}


def _errors(errors: Sequence[Mapping[str, Any]], anchors: Mapping[str, str]) -> str:
    if not errors:
        return "<p>No errors.</p>"
    rows = []
    for e in sorted(errors, key=lambda e: (e["case_id"], _ORDER.get(e["kind"], 9))):
        link = f'<a href="#{anchors.get(e["case_id"], "")}">{_e(e["case_id"])}</a>'
        rows.append(
            f'<tr><td>{link}</td><td class="kind">{_e(e["kind"])}</td><td>{_e(e.get("gold"))}</td>'
            f"<td>{_e(e.get('predicted'))}</td><td>{_e(e.get('claim_id'))} {_e(e.get('fact'))}"
            f"{'<br><small>' + _e(e['detail']) + '</small>' if e.get('detail') else ''}</td></tr>"
        )
    return (
        '<table class="errors"><tr><th>case</th><th>kind</th><th>gold</th><th>predicted</th>'
        f"<th>claim / fact</th></tr>{''.join(rows)}</table>"
    )


def _case(run: CaseRun, anchor: str, inspect_href: str | None = None) -> str:
    c, out = run.case, run.output
    pred = out["verdict"] if out else ERROR
    mark = "right" if pred == c.verdict.value else "wrong"
    inp = c.input
    gold_rows = "".join(
        f"<tr><td>{_e(g.claim_id)}</td><td>{_e(g.fact)}</td><td>{_e(g.verification.value)}</td>"
        f"<td>{'yes' if g.is_critical else 'no'}</td></tr>"
        for g in (c.facts or ())
    )
    pred_rows = "".join(
        f"<tr><td>{_e(f.get('claim_id'))}</td><td>{_e(f.get('fact'))}</td><td>{_e(f.get('verification'))}</td>"
        f"<td>{'yes' if f.get('is_critical') else 'no'}</td><td>{_e(f.get('detail'))}</td></tr>"
        for f in ((out or {}).get("facts_checked") or [])
    )
    body = [
        f"<p>tags: {_e(', '.join(c.tags) or '—')} · gold {_pill(c.verdict.value)} · predicted {_pill(pred)}"
        f" · {run.ms:.1f} ms"
        + (f' · <a class="inspect" href="{_e(inspect_href)}">open in the trace inspector</a>' if inspect_href else "")
        + "</p>",
        f"<p><b>query</b></p><pre>{_e(inp.get('original_query'))}</pre>",
        f"<p><b>answer</b></p><pre>{_e(inp.get('executor_final_answer'))}</pre>",
    ]
    if c.facts is not None:
        body.append(
            "<p><b>gold facts</b></p><table><tr><th>claim</th><th>fact</th><th>label</th><th>critical</th>"
            f"</tr>{gold_rows}</table>"
        )
    body.append(
        "<p><b>predicted facts</b></p><table><tr><th>claim</th><th>fact</th><th>label</th><th>critical</th>"
        f"<th>detail</th></tr>{pred_rows}</table>"
    )
    if run.error:
        body.append(f'<p class="wrong">system error: {_e(run.error)}</p>')
    if out and out.get("rationale"):
        body.append(f"<p><b>rationale</b>: {_e(out['rationale'])}</p>")
    return (
        f'<details class="case" id="{anchor}"><summary><span class="{mark}">{"✓" if mark == "right" else "✗"}'
        f"</span> <b>{_e(c.case_id)}</b> {_pill(c.verdict.value)} → {_pill(pred)}</summary>{''.join(body)}"
        "</details>"
    )


def case_anchors(runs: Sequence[CaseRun]) -> dict[str, str]:
    """case_id → the case's anchor in the report (``case-N``, by sorted case id); also its inspector page's stem."""
    return _anchors(runs)


def render_html(
    report: Mapping[str, Any],
    runs: Sequence[CaseRun],
    errors: Sequence[Mapping[str, Any]],
    *,
    inspect_links: Mapping[str, str] | None = None,
) -> str:
    """The whole page: headline cards, confusion matrix, tag bars, label table, error records, cases.

    ``inspect_links`` maps a case_id to the (relative) URL of its trace inspector page; each
    case view with one links to it.
    """
    anchors = _anchors(runs)
    links = inspect_links or {}
    cases = "".join(
        _case(r, anchors[r.case.case_id], links.get(r.case.case_id)) for r in sorted(runs, key=lambda r: r.case.case_id)
    )
    body = "".join(
        [
            f"<h1>chat-verifier bench: {_e(report.get('system'))}</h1>",
            f'<div class="sub">data {_e(report.get("data"))} · {report["cases"]} cases · '
            f"chat-verifier {_e(report.get('version'))}</div>",
            _cards(report),
            "<h2>Verdict confusion matrix</h2>",
            _confusion(report),
            "<h2>Verdict accuracy per tag</h2>",
            _tag_bars(report),
            "<h2>Fact labels</h2>",
            _labels(report),
            f"<h2>Error records ({len(errors)})</h2>",
            _errors(errors, anchors),
            f"<h2>Cases ({len(runs)})</h2>",
            cases,
        ]
    )
    return _template().substitute(title=_e(f"bench: {report.get('system')} on {report.get('data')}"), body=body)
