"""Trace summarizer: persisted tool invocations → bounded, auditable ``tool_trace_summary``.

First version: one item per evidence-bearing call, failed and no-hit calls kept as gaps,
knowledge metadata kept, output bounded. (Merging and focus ranking come with issue 3.)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from engine.contracts import ToolInvocation, TraceSummaryItem
from engine.profiles import ToolProfiles, resolve_profiles
from extractors.contracts import EvidenceLevel

#: Default character budget of one item's ``output_summary``.
ITEM_BUDGET = 1200
#: Default character budget of all ``output_summary`` texts together.
TOTAL_BUDGET = 12000


def _compact(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def is_no_hit(output: Any) -> bool:
    """True for an empty result: ``total: 0``, no chunks/logs/alerts/series, empty text or null."""
    if output is None:
        return True
    if isinstance(output, str):
        return not output.strip()
    if isinstance(output, list):
        return not output
    if isinstance(output, dict):
        if output.get("total") == 0:
            return True
        lists = [output[k] for k in ("logs", "chunks", "alerts", "series", "results", "items") if k in output]
        if lists and all(isinstance(v, list) and not v for v in lists):
            return True
        return not output
    return False


def summarize_trace(
    invocations: Iterable[ToolInvocation | Mapping[str, Any]],
    profiles: ToolProfiles | Mapping[str, Any] | None = None,
    *,
    focus_text: str = "",
    item_budget: int = ITEM_BUDGET,
    total_budget: int = TOTAL_BUDGET,
) -> list[TraceSummaryItem]:
    """Summarize evidence-bearing invocations into trace items ``T1, T2, …`` (ordered by round, then input order).

    Args:
        invocations: ToolInvocation rows (or dicts of them).
        profiles: tool profiles, or a mapping of overrides on top of the defaults.
        focus_text: the query and answer; lines naming their identifiers are kept first.
        item_budget: max characters of one ``output_summary``.
        total_budget: max characters of all ``output_summary`` texts together.
    """
    table = resolve_profiles(profiles)
    rows = [inv if isinstance(inv, ToolInvocation) else ToolInvocation.model_validate(inv) for inv in invocations]
    ordered = sorted(enumerate(rows), key=lambda p: (p[1].round, p[0]))
    items: list[TraceSummaryItem] = []
    remaining = total_budget
    for _, inv in ordered:
        prof = table.get(inv.tool_name)
        if not prof.evidence_bearing:
            continue
        no_hit = inv.success and is_no_hit(inv.output)
        level = prof.evidence_level if inv.success and not no_hit else EvidenceLevel.NONE
        text = _compact(inv.output) if inv.success else f"ERROR: {inv.error or 'call failed'}"
        budget = max(0, min(item_budget, remaining))
        summary = text[:budget]
        remaining -= len(summary)
        extra: dict[str, Any] = {}
        if prof.domain == "knowledge" and isinstance(inv.output, dict):
            chunks = [c for c in inv.output.get("chunks") or [] if isinstance(c, dict)]
            extra = {
                "query_samples": [str(inv.output.get("query") or inv.input.get("query") or "")],
                "retrieval_layers": sorted({str(c.get("retrieval_layer")) for c in chunks if c.get("retrieval_layer")}),
                "relevance_levels": sorted({str(c.get("relevance")) for c in chunks if c.get("relevance")}),
                "source_documents": sorted({str(c.get("source_doc")) for c in chunks if c.get("source_doc")}),
                "deduped": bool(chunks) and all(bool(c.get("deduped")) for c in chunks),
            }
        items.append(
            TraceSummaryItem(
                trace_ref=f"T{len(items) + 1}",
                tool_name=inv.tool_name,
                round=inv.round,
                success=inv.success,
                input_summary=_compact(inv.input)[:200],
                output_summary=summary,
                evidence_level=level,
                source_invocation_ids=[inv.invocation_id],
                call_count=1,
                failed_count=0 if inv.success else 1,
                no_hit_count=1 if no_hit else 0,
                **extra,
            )
        )
    return items
