"""The trace pane: summary items and their records (the record grammar of :mod:`engine.evidence.records`).

Failed, no-hit and deduped items are drawn as gaps. An item over :data:`RECORDS_SHOWN` records
shows those and collapses the rest into ``<details class="chunk">`` blocks of :data:`RECORD_CHUNK`
(a link into one opens it), so a page with thousands of records loads without freezing.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.contracts import TraceSummaryItem
from engine.evidence.records import Record
from engine.inspect.markup import count, record_id, text
from extractors.contracts import EvidenceLevel

#: Records of one item rendered at once; the rest sit in collapsed blocks of :data:`RECORD_CHUNK`.
RECORDS_SHOWN = 100
#: Records per collapsed block of a long item.
RECORD_CHUNK = 500


def gap_of(item: TraceSummaryItem) -> str:
    """Why an item is a gap: ``failed``, ``no-hit`` (a call that found nothing) or ``deduped``; '' when it is not."""
    if not item.success:
        return "failed"
    if item.evidence_level is EvidenceLevel.NONE:
        return "no-hit"
    return "deduped" if item.deduped else ""


def _record(ref: str, n: int, r: Record, seen: set[int]) -> str:
    attrs = f' data-pos="{n}"'
    if r.index is not None and r.index not in seen:
        seen.add(r.index)
        attrs = f' id="{text(record_id(ref, r.index))}" data-index="{r.index}" tabindex="-1"'
    addr = ("#" + str(r.index) if r.index is not None else "·") + (f"×{r.count}" if r.count > 1 else "")
    cut = '<span class="tag">cut</span>' if r.cut else ""
    dedup = '<span class="tag tag-gap">deduped</span>' if r.deduped else ""
    level = r.fields.get("level", "").lower()
    fields = (
        ""
        if r.kind == "text"
        else "".join(
            f'<span class="kv"><span class="k">{text(k)}</span>=<span class="v">{text(v)}</span></span>'
            for k, v in r.raw.items()
        )
    )
    body = f'<span class="body">{text(r.body)}</span>' if r.body else ""
    lv = f" lv-{text(level)}" if level in ("error", "fatal", "critical", "warn", "warning") else ""
    return (
        f'<li class="rec k-{r.kind}{" deduped" if r.deduped else ""}{lv}"{attrs}><span class="addr">{text(addr)}'
        f'</span> <span class="kind">{r.kind}</span>{cut}{dedup} {fields}{body}</li>'
    )


def _records(ref: str, records: Sequence[Record]) -> str:
    seen: set[int] = set()
    rendered = [_record(ref, n, r, seen) for n, r in enumerate(records)]
    head = f'<ol class="recs">{"".join(rendered[:RECORDS_SHOWN])}</ol>'
    chunks = []
    for lo in range(RECORDS_SHOWN, len(rendered), RECORD_CHUNK):
        hi = min(lo + RECORD_CHUNK, len(rendered))
        chunks.append(
            f'<details class="chunk"><summary>records {lo + 1}–{hi} of {len(rendered)}</summary>'
            f'<ol class="recs" start="{lo + 1}">{"".join(rendered[lo:hi])}</ol></details>'
        )
    return head + "".join(chunks)


def render_item(item: TraceSummaryItem, records: Sequence[Record]) -> str:
    """One item: its header, metadata, named tokens and records (``id="item-<trace_ref>"``)."""
    ref = item.trace_ref
    gap = gap_of(item)
    gap_tag = f'<span class="tag tag-gap">{gap.replace("-", " ")}</span>' if gap else ""
    extra = item.model_extra or {}
    meta = [
        ("input", text(item.input_summary) or "—"),
        ("invocations", text(", ".join(item.source_invocation_ids)) or "—"),
    ]
    if extra.get("records_from"):
        meta.append(("records from", text(extra["records_from"])))
    counts = [
        f"{k.replace('_', ' ')} {getattr(item, k)}"
        for k in ("call_count", "failed_count", "no_hit_count")
        if getattr(item, k) is not None
    ]
    if counts:
        meta.append(("calls", text(" · ".join(counts))))
    for key in ("source_documents", "retrieval_layers", "relevance_levels"):
        if getattr(item, key):
            meta.append((key.replace("_", " "), text(", ".join(getattr(item, key)))))
    named = ""
    if extra.get("named_present") or extra.get("named_absent"):
        named = (
            '<details class="named"><summary>named tokens of the answer in this item\'s calls</summary>'
            f"<p>present: {text(', '.join(map(str, extra.get('named_present') or ())) or '—')}</p>"
            f"<p>absent: {text(', '.join(map(str, extra.get('named_absent') or ())) or '—')}</p></details>"
        )
    rid = text(ref)
    return (
        f'<section class="item{" gap gap-" + gap if gap else ""}" id="item-{rid}" data-trace-ref="{rid}" '
        f'data-gap="{gap}" aria-labelledby="item-{rid}-h">'
        f'<h3 id="item-{rid}-h"><span class="ref">{rid}</span> {text(item.tool_name)} '
        f'<span class="tag lvl-{item.evidence_level.value}">{item.evidence_level.value}</span> '
        f'<span class="muted">round {item.round}</span> {gap_tag}</h3>'
        '<dl class="meta">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in meta) + "</dl>"
        f'{named}<p class="muted">{count(len(records), "record")}</p>{_records(ref, records)}</section>'
    )
