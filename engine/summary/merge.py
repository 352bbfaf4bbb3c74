"""Merging repeated calls: one item per (round, tool, topic domain).

The topic domain is a deterministic key: the tool's profile domain plus its input with the
volatile keys (time range, paging, limits) dropped and every string normalised (case folded,
whitespace collapsed). Calls with equal keys in one round are repeats of one question.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.contracts import ToolInvocation
from engine.summary.text import is_scalar, scalar_text

_MAX_DEPTH = 16


def _key_text(kv: tuple[Any, Any]) -> str:
    return str(kv[0])


def _normalise(value: Any, volatile: frozenset[str], depth: int = 0) -> Any:
    if depth > _MAX_DEPTH:
        return "…"
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for k, v in sorted(value.items(), key=_key_text):
            key = str(k).casefold()
            if key not in volatile:
                out[key] = _normalise(v, volatile, depth + 1)
        return out
    if isinstance(value, list | tuple):
        return [_normalise(v, volatile, depth + 1) for v in value]
    if isinstance(value, str):
        return " ".join(value.casefold().split())
    return scalar_text(value) if is_scalar(value) else repr(type(value))


class FoldedKeys(frozenset[str]):
    """Volatile input keys, already case-folded (fold once per summary, not once per call)."""


def fold_keys(keys: Iterable[str]) -> FoldedKeys:
    """``keys`` case-folded, for :func:`topic_key`."""
    return keys if isinstance(keys, FoldedKeys) else FoldedKeys(k.casefold() for k in keys)


def topic_key(inv: ToolInvocation, domain: str, volatile: Iterable[str]) -> str:
    """The deterministic topic-domain key of one call."""
    norm = _normalise(inv.input, fold_keys(volatile))
    return domain + "|" + json.dumps(norm, ensure_ascii=False, sort_keys=True, default=str)


def group_calls(rows: Sequence[ToolInvocation], keys: Sequence[str], *, merge: bool = True) -> list[list[int]]:
    """Indices of ``rows`` grouped by (round, tool, key), groups ordered by (round, first index)."""
    groups: dict[tuple[int, str, str], list[int]] = {}
    for i, inv in enumerate(rows):
        gk = (inv.round, inv.tool_name, keys[i] if merge else f"#{i}")
        groups.setdefault(gk, []).append(i)
    return sorted(groups.values(), key=lambda idx: (rows[idx[0]].round, idx[0]))
