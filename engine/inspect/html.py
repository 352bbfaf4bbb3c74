"""The inspector page as HTML: one self-contained document (inline CSS and JS, no external asset).

Every piece of text from the data goes through :func:`engine.inspect.markup.text` (HTML-escaped, quotes included;
control characters shown as control pictures, lone surrogates as U+FFFD), and the page's
Content-Security-Policy allows only its own style and script, by hash: even a string that got
past the escaping could neither load anything nor run.

The DOM contract (tests and users' scripts depend on it):

- each checked fact is one element ``.fact`` with ``data-fact-id``, ``data-verification`` (one of
  the four labels) and ``data-critical`` (``true``/``false``);
- each evidence link has ``data-record="<trace_ref>:<record index>"``; the record it points to is
  the element ``id="rec-<trace_ref>-<record index>"``; a reference without record indexes links
  to its item (``data-item="<trace_ref>"`` → ``id="item-<trace_ref>"``);
- the outcome block ``.outcome`` has ``data-verdict`` and ``data-action`` (and ``data-round``).

Only the round on screen is in the document; the others wait in ``<template>`` elements (the
round switcher swaps them), so ids stay unique.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from importlib import resources
from typing import Any

from engine.contracts import Verification
from engine.evidence.records import Record, parse_summary
from engine.inspect.markup import LABELS, badge, count, item_link, pill, record_link, text
from engine.inspect.trace import render_item
from engine.inspect.view import FactView, PageView, RoundView

#: Records quoted next to a contradicted fact.
CONFLICT_QUOTES = 3


@lru_cache(maxsize=1)
def assets() -> tuple[str, str]:
    """The page's CSS and JS (package data)."""
    base = resources.files("engine.inspect")
    return base.joinpath("page.css").read_text(encoding="utf-8"), base.joinpath("page.js").read_text(encoding="utf-8")


def _sha(source: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(source.encode("utf-8")).digest()).decode("ascii")


# -- facts ------------------------------------------------------------------------------------
def _with_fabricated(s: str, fabricated: Sequence[str]) -> str:
    """``s`` escaped, each fabricated identifier marked (text badge, not colour alone)."""
    if not fabricated:
        return text(s)
    pattern = re.compile("|".join(re.escape(f) for f in sorted(fabricated, key=len, reverse=True)))
    out, pos = [], 0
    for m in pattern.finditer(s):
        out.append(text(s[pos : m.start()]))
        out.append(f'<span class="fab">{text(m.group(0))}<span class="fab-tag">fabricated</span></span>')
        pos = m.end()
    out.append(text(s[pos:]))
    return "".join(out)


def _records_of(f: FactView) -> list[tuple[str, int]]:
    return [(r.trace_ref, i) for r in f.check.evidence_refs for i in r.record_indexes or ()]


def _provenance(prov: Mapping[str, Any]) -> str:
    rows = [
        ("check", text(prov.get("check"))),
        ("rule", text(prov.get("rule"))),
        ("matchers", text(", ".join(str(m) for m in prov.get("matchers") or ()) or "—")),
    ]
    idents = [i for i in prov.get("identifiers") or () if isinstance(i, Mapping)]
    if idents:
        cells = "".join(
            f"<tr><td>{text(i.get('text'))}</td><td>{text(i.get('label'))}</td>"
            f"<td>{'key' if i.get('key') else '—'}</td><td>{text(i.get('matcher'))}</td>"
            f"<td>{text(i.get('score'))}</td></tr>"
            for i in idents
        )
        rows.append(
            (
                "identifiers",
                '<table class="idents"><tr><th scope="col">text</th><th scope="col">label</th>'
                f'<th scope="col">key</th><th scope="col">matcher</th><th scope="col">score</th></tr>{cells}'
                "</table>",
            )
        )
    return '<dl class="prov">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def _fact(f: FactView, records: Mapping[tuple[str, int], Record]) -> str:
    c = f.check
    label = c.verification.value
    refs = []
    for r in c.evidence_refs:
        links = [record_link(r.trace_ref, i) for i in r.record_indexes or ()] or [item_link(r.trace_ref)]
        ids = ", ".join(r.source_invocation_ids)
        inv = f' <span class="muted">({text(ids)})</span>' if ids else ""
        refs.append(f"<li>{' '.join(links)}{inv}</li>")
    prov = (c.model_extra or {}).get("provenance")
    body = [
        f'<p class="detail">{text(c.detail) or "—"}</p>',
        f'<p><b>evidence</b></p><ul class="refs">{"".join(refs)}</ul>'
        if refs
        else '<p class="muted">no evidence ref</p>',
        f"<p><b>decided by</b></p>{_provenance(prov)}" if isinstance(prov, Mapping) else "",
        f"<p><b>routing</b>: {text(f.routing)}</p>",
        f'<p class="muted">origin {text(c.origin or "—")} · claim {text(c.claim_id or "—")} · '
        f"{'in the answer' if f.span else 'not quoted in the answer text'}</p>",
    ]
    conflict = ""
    if c.verification is Verification.CONTRADICTED:
        quoted = [(ref, i) for ref, i in _records_of(f) if (ref, i) in records][:CONFLICT_QUOTES]
        lines = "".join(
            f'<li>{record_link(ref, i)} <span class="rtext">{text(records[(ref, i)].text)}</span></li>'
            for ref, i in quoted
        )
        why = "fabricated identifier: in no tool input or output" if f.fabricated else "conflicting record"
        conflict = (
            f'<div class="conflict"><span class="conflict-h">{why}</span>'
            f"{'<ul>' + lines + '</ul>' if lines else ''}</div>"
        )
    linked = " ".join(f"{ref}:{i}" for ref, i in _records_of(f))
    crit = "true" if c.is_critical else "false"
    return (
        f'<li class="fact v-{label}" data-fact-id="{text(f.dom_id)}" data-verification="{label}" '
        f'data-critical="{crit}" data-linked="{text(linked)}">'
        f'<details class="fact-d"><summary>{badge(label)} '
        f'<span class="crit">{"critical" if c.is_critical else "non-critical"}</span> '
        f'<span class="ftext" lang="zh-CN">{_with_fabricated(c.fact, f.fabricated)}</span></summary>'
        f'<div class="fact-body">{"".join(body)}</div></details>{conflict}</li>'
    )


def _answer(view: RoundView) -> str:
    """The answer text with each located fact highlighted (overlapping facts: the first one wins)."""
    body = view.answer
    spans = sorted(((f.span, n, f) for n, f in enumerate(view.facts) if f.span), key=lambda x: (x[0][0], x[1]))
    out, pos = [], 0
    for (start, end), _, f in spans:
        if start < pos:
            continue
        label = f.check.verification.value
        out.append(text(body[pos:start]))
        out.append(
            f'<mark class="fm v-{label}" data-for-fact="{text(f.dom_id)}" tabindex="0" role="button" '
            f'title="open this fact\'s detail">{badge(label)}'
            f"{_with_fabricated(body[start:end], f.fabricated)}</mark>"
        )
        pos = end
    out.append(text(body[pos:]))
    return "".join(out)


# -- trace ------------------------------------------------------------------------------------
# -- outcome and page -------------------------------------------------------------------------
def _retry_context(ctx: Mapping[str, Any] | None) -> str:
    if not ctx:
        return ""
    gaps = "".join(
        f'<li>{text(g.get("verification"))}: <span lang="zh-CN">{text(g.get("fact"))}</span></li>'
        for g in ctx.get("gaps") or ()
        if isinstance(g, Mapping)
    )
    tools = "".join(
        f"<li>{text(t.get('tool_name'))} ({text(t.get('reason'))}) {text(t.get('error'))}</li>"
        for t in ctx.get("failed_tools") or ()
        if isinstance(t, Mapping)
    )
    return (
        '<details class="retry"><summary>retry_context given to this round</summary>'
        f"<p>previous round {text(ctx.get('previous_round'))}: {text(ctx.get('previous_verdict'))} "
        f"{text(ctx.get('previous_groundedness_score'))}</p>"
        f"<p><b>gaps</b></p><ul>{gaps or '<li>—</li>'}</ul><p><b>failed tools</b></p>"
        f"<ul>{tools or '<li>—</li>'}</ul></details>"
    )


def _outcome(view: RoundView) -> str:
    out = view.output
    verdict, action = out.verdict.value, view.action.value
    parse = view.parse.status.value + (f" ({view.parse.reason})" if view.parse.reason else "")
    ext = view.extraction
    user = (
        f'<h3>What the user sees</h3><pre class="user-text" lang="zh-CN">{text(view.user_text)}</pre>'
        if view.user_text is not None
        else ""
    )
    return (
        f'<section class="outcome" data-verdict="{verdict}" data-action="{action}" data-round="{view.round}" '
        f'aria-labelledby="outcome-h"><h2 id="outcome-h">Outcome of round {view.round}</h2>'
        f'<p class="headline">{pill(verdict)} <span class="score">score {out.groundedness_score:.2f}</span> · '
        f'{out.critical_fact_count} critical fact(s) · action <b class="action">{action}</b></p>'
        f'<p class="rationale">{text(out.rationale)}</p>'
        f"{'<p class=note>' + text(view.note) + '</p>' if view.note else ''}"
        f'<p class="muted">parse: {text(parse)} · extractor {text(ext.get("extractor", "—"))} · '
        f"LLM calls {text(ext.get('llm_calls', 0))}</p>{user}{_retry_context(view.retry_context)}</section>"
    )


def _legend(views: Sequence[RoundView]) -> str:
    counts = {lab: sum(f.check.verification.value == lab for v in views[-1:] for f in v.facts) for lab in LABELS}
    boxes = "".join(
        f'<label class="lg v-{lab}"><input type="checkbox" data-filter="{lab}" checked> {badge(lab)} '
        f'<span class="lg-d">{text(desc)}</span> <span class="lg-n" data-count="{lab}">({counts[lab]})</span></label>'
        for lab, (_, _, desc) in LABELS.items()
    )
    return (
        f'<fieldset class="legend"><legend>Fact labels: legend and filters</legend>{boxes}'
        '<label class="lg"><input type="checkbox" data-filter="critical-only"> critical facts only</label>'
        '<span class="muted" role="status" aria-live="polite" id="filter-status"></span></fieldset>'
    )


def _round(view: RoundView) -> str:
    by_addr: dict[tuple[str, int], Record] = {}
    items = []
    for item in view.summary:
        records = parse_summary(item.output_summary)
        for r in records:
            if r.index is not None:
                by_addr.setdefault((item.trace_ref, r.index), r)
        items.append(render_item(item, records))
    facts = "".join(_fact(f, by_addr) for f in view.facts)
    out = view.output
    head = (
        f'<p class="round-head">Round {view.round}: {pill(out.verdict.value)} score '
        f"{out.groundedness_score:.2f} → {view.action.value}</p>"
    )
    return (
        f'<div class="round" data-round="{view.round}">{head}<div class="cols"><div class="left">'
        f'<section class="answer-pane" aria-labelledby="answer-h"><h2 id="answer-h">Answer</h2>'
        f'<p class="query"><b>query</b> <span lang="zh-CN">{text(view.query)}</span></p>'
        f'<div class="answer" lang="zh-CN">{_answer(view)}</div>'
        f'<details class="raw"><summary>raw executor output</summary><pre lang="zh-CN">{text(view.raw_answer)}'
        f"</pre></details></section>"
        f'<section class="facts-pane" aria-labelledby="facts-h"><h2 id="facts-h">Checked facts: {len(view.facts)}</h2>'
        f'<ol class="facts">{facts or "<li class=muted>no fact was checked</li>"}</ol></section>{_outcome(view)}</div>'
        f'<section class="trace-pane" aria-labelledby="trace-h">'
        f'<h2 id="trace-h">Trace: {count(len(view.summary), "item")}</h2>'
        f"{''.join(items) or '<p class=muted>no evidence-bearing tool call</p>'}</section></div></div>"
    )


def _tabs(views: Sequence[RoundView]) -> str:
    if len(views) < 2:
        return ""
    last = views[-1].round
    tabs = "".join(
        f'<button type="button" role="tab" class="tab" data-round-tab="{v.round}" '
        f'aria-selected="{"true" if v.round == last else "false"}" tabindex="{0 if v.round == last else -1}">'
        f"Round {v.round} · {v.output.verdict.value} {v.output.groundedness_score:.2f} → {v.action.value}</button>"
        for v in views
    )
    return f'<div class="rounds" role="tablist" aria-label="rounds of the session">{tabs}</div>'


def render_page(page: PageView) -> str:
    """The whole HTML document of a page view (deterministic: same view, same bytes)."""
    css, js = assets()
    views = page.rounds
    shown = views[-1]
    csp = f"default-src 'none'; style-src '{_sha(css)}'; script-src '{_sha(js)}'; base-uri 'none'; form-action 'none'"
    subject = "".join(f"<dt>{text(k)}</dt><dd>{text(v)}</dd>" for k, v in page.subject.items())
    hidden = "".join(f'<template class="round-tpl" data-round="{v.round}">{_round(v)}</template>' for v in views[:-1])
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{csp}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="generator" content="chat-verifier inspect">'
        f"<title>{text(page.title)}</title><style>{css}</style></head><body>"
        f'<header class="top"><h1>{text(page.title)}</h1><dl class="subject">{subject}</dl>{_tabs(views)}'
        f"{_legend(views)}</header>"
        f'<main id="view" data-round="{shown.round}">{_round(shown)}</main>{hidden}'
        f"<script>{js}</script></body></html>\n"
    )


def subject_of(pairs: Iterable[tuple[str, Any]]) -> dict[str, str]:
    """The header's key → value pairs, leaving out empty values."""
    return {k: str(v) for k, v in pairs if v not in (None, "")}
