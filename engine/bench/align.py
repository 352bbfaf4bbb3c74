"""Gold ↔ predicted fact alignment: by ``claim_id`` first, else by fuzzy text, one-to-one.

Deterministic: claim ids pair in list order; text pairs are taken greedily by descending
score, ties broken by (gold index, predicted index). Nothing depends on dict or set order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz
from rapidfuzz.utils import default_process

#: Fuzzy-text score (RapidFuzz ``WRatio`` on ``default_process``-ed text, 0-100) at or above
#: which a gold fact without a matching claim_id may pair with a predicted fact.
TEXT_THRESHOLD = 70.0


@dataclass(frozen=True)
class Pair:
    """One aligned pair: indexes into the gold and predicted lists, and how they were paired."""

    gold: int
    pred: int
    method: str  # "claim_id" or "text"
    score: float = 100.0


@dataclass(frozen=True)
class Alignment:
    """The pairs plus what stayed unpaired on either side (indexes, ascending)."""

    pairs: tuple[Pair, ...]
    unmatched_gold: tuple[int, ...]
    unmatched_pred: tuple[int, ...]


def get_field(obj: Any, key: str, default: Any = None) -> Any:
    """``obj[key]`` of a mapping or ``obj.key`` of a model; ``default`` when absent."""
    return obj.get(key, default) if isinstance(obj, Mapping) else getattr(obj, key, default)


def text_score(a: str, b: str) -> float:
    """Similarity of two fact texts in [0, 100]; the named preprocessing is ``default_process``."""
    return float(fuzz.WRatio(a, b, processor=default_process))


def align_facts(gold: Sequence[Any], pred: Sequence[Any], *, text_threshold: float = TEXT_THRESHOLD) -> Alignment:
    """Pair gold facts with predicted facts (mappings or models with ``claim_id`` and ``fact``).

    1. Equal non-empty ``claim_id``: paired in list order, one-to-one.
    2. The rest, by text: every (gold, pred) with ``text_score >= text_threshold`` is a
       candidate; candidates are taken by descending score, then gold index, then predicted
       index, skipping any side already used.
    """
    used_g: set[int] = set()
    used_p: set[int] = set()
    pairs: list[Pair] = []
    by_id: dict[str, list[int]] = {}
    for j, p in enumerate(pred):
        cid = get_field(p, "claim_id")
        if cid:
            by_id.setdefault(str(cid), []).append(j)
    for i, g in enumerate(gold):
        cid = get_field(g, "claim_id")
        if cid and by_id.get(str(cid)):
            j = by_id[str(cid)].pop(0)
            pairs.append(Pair(i, j, "claim_id"))
            used_g.add(i)
            used_p.add(j)
    candidates: list[tuple[float, int, int]] = []
    for i, g in enumerate(gold):
        gt = get_field(g, "fact")
        if i in used_g or not gt:
            continue
        for j, p in enumerate(pred):
            pt = get_field(p, "fact")
            if j in used_p or not pt:
                continue
            s = text_score(str(gt), str(pt))
            if s >= text_threshold:
                candidates.append((-s, i, j))
    for neg, i, j in sorted(candidates):
        if i in used_g or j in used_p:
            continue
        pairs.append(Pair(i, j, "text", round(-neg, 2)))
        used_g.add(i)
        used_p.add(j)
    pairs.sort(key=lambda p: (p.gold, p.pred))
    return Alignment(
        pairs=tuple(pairs),
        unmatched_gold=tuple(i for i in range(len(gold)) if i not in used_g),
        unmatched_pred=tuple(j for j in range(len(pred)) if j not in used_p),
    )
