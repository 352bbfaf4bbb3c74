"""``lookup_knowledge`` metadata of a summary item: query samples, layers, relevance, documents, dedup."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.contracts import ToolInvocation
from engine.summary.text import clip, safe_text, scalar_text

#: Character cap of one query sample.
QUERY_SAMPLE_CAP = 200


def _unique(values: list[Any]) -> list[str]:
    out: dict[str, None] = {}
    for v in values:
        if v is None or v == "":
            continue
        text = safe_text(v if type(v) is str else scalar_text(v))
        out[clip(text, QUERY_SAMPLE_CAP) if len(text) > QUERY_SAMPLE_CAP else text] = None
    return list(out)


def knowledge_fields(calls: Sequence[ToolInvocation], hit: ToolInvocation | None) -> dict[str, Any]:
    """Metadata fields: query samples of every call; layers, relevance, documents and dedup of the shown hit.

    An item whose chunks are all ``deduped`` is ``deduped: true``: it repeats earlier results and
    gives no fresh support.
    """
    queries: list[Any] = []
    for c in calls:
        out = c.output if isinstance(c.output, Mapping) else {}
        queries.append(c.input.get("query"))
        queries.append(out.get("query"))
    chunks: list[Mapping[str, Any]] = []
    if hit is not None and isinstance(hit.output, Mapping) and isinstance(hit.output.get("chunks"), list):
        chunks = [ch for ch in hit.output["chunks"] if isinstance(ch, Mapping)]
    return {
        "query_samples": _unique(queries),
        "retrieval_layers": _unique([ch.get("retrieval_layer") for ch in chunks]),
        "relevance_levels": _unique([ch.get("relevance") for ch in chunks]),
        "source_documents": _unique([ch.get("source_doc") for ch in chunks]),
        "deduped": bool(chunks) and all(ch.get("deduped") is True for ch in chunks),
    }
