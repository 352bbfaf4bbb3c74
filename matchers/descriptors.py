"""Metric descriptors: which metric or column a value claim is about (DESIGN "Quantities and language").

A fact names a metric in words ("CPU 使用率", "客户端 P99 延迟", "内存"); evidence names it by a
metric or column name (``CpuUsageRate(%)``, ``PodClientLatencyP99(s)``, ``MemoryUsage(Mi)``,
``container_cpu_usage_seconds_total``, ``http_server_requests_seconds{quantile="0.99"}``). Both
are read as sets of *parts* through one data lexicon (``matchers/data/descriptors.yaml``): a
name matches a descriptor when it spells every part the descriptor names. The unit a name
carries ("(Mi)", "(%)", "_ms", "_seconds") becomes the unit of its values, so "510 MiB" meets
``MemoryUsage(Mi)=490.7`` and "1.5%" meets ``CpuUsageRate(%)=1.53`` but not ``CpuUsage(m)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from pydantic import BaseModel, ConfigDict

from matchers.base import quick_init
from matchers.errors import RuleDataError
from matchers.ruledata import load_yaml_model

__all__ = ["Descriptor", "DescriptorTable", "default_descriptors", "describe", "name_parts"]


class DescriptorTable(BaseModel):
    """Schema of ``descriptors.yaml``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    words: dict[str, tuple[str, ...]]
    parts: dict[str, tuple[str, ...]]
    units: dict[str, str]
    #: Words that say which value of the metric is meant (its peak, its mean): ``max`` / ``mean`` → words.
    aggregations: dict[str, tuple[str, ...]] = {}


@lru_cache(maxsize=1)
def default_descriptors() -> DescriptorTable:
    """The bundled descriptor lexicon, validated once per process."""
    t = load_yaml_model(DescriptorTable, "descriptors.yaml")
    unknown = {p for ps in t.words.values() for p in ps} - set(t.parts)
    if unknown:
        raise RuleDataError(f"descriptors.yaml: words name unknown parts {sorted(unknown)}")
    odd = set(t.aggregations) - {"max", "mean"}
    if odd:
        raise RuleDataError(f"descriptors.yaml: unknown aggregations {sorted(odd)} (max, mean)")
    return t


@quick_init
@dataclass(frozen=True)
class Descriptor:
    """The parts a fact names for one value, and the words that named them."""

    parts: frozenset[str]
    words: tuple[str, ...]
    #: ``max`` (峰值, 最高), ``mean`` (平均, 均值) or None: which value of the metric is compared.
    aggregate: str | None = None


#: At most this many characters before a value are read for its descriptor (bounded: linear in the fact).
CLAUSE_SPAN = 40

_CAMEL = re.compile(r"[A-Za-z]\d+(?![a-z])|[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+(?:\.\d+)?")
_UNIT_PAREN = re.compile(r"\(([^()]{1,12})\)\s*$")
_QUANTILE = re.compile(r'quantile\s*=\s*"?(0\.\d+)"?')


@lru_cache(maxsize=4096)
def name_parts(name: str) -> tuple[frozenset[str], str | None]:
    """(parts, unit) of a metric or column name: ``PodClientLatencyP99(s)`` → ({client, latency, p99, …}, "s")."""
    t = default_descriptors()
    unit = None
    m = _UNIT_PAREN.search(name)
    base = name[: m.start()] if m else name
    if m:
        unit = t.units.get(m.group(1).strip().lower())
    tokens = [w.lower() for w in _CAMEL.findall(base.replace("{", " ").replace("}", " "))]
    q = _QUANTILE.search(name)
    if q:
        tokens.append(q.group(1))
    if unit is None:
        for tok in reversed(tokens):
            if tok in t.units and tok not in (
                "m",
                "b",
                "s",
            ):  # a suffix word (_ms, _seconds, _bytes); not a lone letter
                unit = t.units[tok]
                break
    toks = set(tokens)
    parts = frozenset(p for p, spellings in t.parts.items() if toks.intersection(spellings))
    if unit == "millicores" and "cpu" not in parts:
        unit = "min"  # "m" is millicores only for CPU (k8s); Duration(m) is minutes
    return parts, unit


def describe(text: str, end: int, *, memo: dict[str, Descriptor] | None = None) -> Descriptor:
    """The descriptor words of the clause of ``text`` that ends at ``end`` (where a value starts).

    ``text`` should have its identifiers blanked (``node-118`` is a name, not the part ``node``).
    ``memo`` (the caller's) keeps the descriptor of each clause: it depends on nothing else.
    """
    lo = max(0, end - CLAUSE_SPAN)
    start = max(lo - 1, *(text.rfind(c, lo, end) for c in "，,。；;、\n"))
    clause = text[start + 1 : end].lower()
    if memo is None:
        return _describe_clause(clause)
    hit = memo.get(clause)
    if hit is None:
        if len(memo) >= 4096:
            memo.clear()  # bounded; one atomic call, safe if threads share the memo
        hit = memo[clause] = _describe_clause(clause)
    return hit


def _describe_clause(clause: str) -> Descriptor:
    t = default_descriptors()
    words = tuple(dict.fromkeys(m.group(0) for m in _word_rx().finditer(clause)))
    aggregate = next((agg for agg, ws in t.aggregations.items() for w in words if w in ws), None)
    return Descriptor(frozenset(p for w in words for p in t.words.get(w, ())), words, aggregate)


@lru_cache(maxsize=1)
def _word_rx() -> re.Pattern[str]:
    """One search for every descriptor and aggregation word, longest first; ASCII words stand alone."""
    t = default_descriptors()
    vocab = {*t.words, *(w for ws in t.aggregations.values() for w in ws)}
    alts = [
        re.escape(w) if not w.isascii() else rf"(?<![a-z0-9]){re.escape(w)}(?![a-z])"
        for w in sorted(vocab, key=len, reverse=True)
    ]
    return re.compile("|".join(alts))
