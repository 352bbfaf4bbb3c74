"""The per-verification evidence index: built once from the trace summary, searched once per fact.

Each summary item becomes an :class:`IndexedItem` with its records (one per output line or JSON
object) parsed into ``key=value`` fields, numeric slots and a lowercase search text. Works on
the summarizer's line format (``alert X service=… status=…``, ``metric M … max=… unit=%``,
``[ERROR] svc@host: msg``, ``[doc … deduped] …``), on JSON outputs (also truncated ones) and
on plain text.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any

from engine.contracts import EvidenceRef, TraceSummaryItem
from extractors.contracts import EvidenceLevel
from matchers.normalize import fold_separators, fold_width
from matchers.quantities import Quantity, QuantityRecognizer, quantity_from_value
from matchers.references import EvidenceSource

_KV = re.compile(r"([A-Za-z_][\w.\-]*)=(\"[^\"]*\"|'[^']*'|[^\s,;}\]]+)")
_JSON_KV = re.compile(
    r"\"([A-Za-z_][\w.\-]*)\"\s*:\s*(\"(?:[^\"\\]|\\.)*\"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null)"
)
_INNER_OBJ = re.compile(r"\{[^{}]*\}")
_HEAD = re.compile(r"^\s*(alert|metric)\s+(\S+)")
_LEVEL = re.compile(r"^\s*\[(FATAL|CRITICAL|SEVERE|ERROR|ERR|WARNING|WARN|INFO|NOTICE|DEBUG|TRACE)\]", re.I)
_DOC = re.compile(r"^\s*\[doc\b([^\]]*)\]")
_COUNT = re.compile(r" \(x\d+\)$")

#: Numeric fields that hold an observed value of the record's subject (metric or alert).
VALUE_SLOTS = ("value", "max", "avg", "mean", "min", "last", "current", "p50", "p90", "p95", "p99")
_ALIASES = {
    "alert_name": "alert",
    "alertname": "alert",
    "metric_name": "metric",
    "__name__": "metric",
    "service_name": "service",
    "app": "service",
    "hostname": "host",
    "pod_name": "pod",
}


@dataclass
class Record:
    """One concrete record of an item's output (a log line, an alert, a metric series, a chunk, …)."""

    text: str
    fields: dict[str, str]
    deduped: bool = False

    @cached_property
    def low(self) -> str:
        """Width-folded, lowercased text."""
        return fold_width(self.text).lower()

    @property
    def alert(self) -> str:
        """The alert name the record is about ('' when none)."""
        return self.fields.get("alert", "")

    @property
    def metric(self) -> str:
        """The metric name the record is about ('' when none)."""
        return self.fields.get("metric", "")

    @cached_property
    def subject(self) -> str:
        """Alert or metric name (lowercase)."""
        return (self.alert or self.metric).lower()

    @cached_property
    def slot_values(self) -> list[tuple[str, Quantity]]:
        """(field, quantity) for each numeric field, in the record's unit."""
        unit = self.fields.get("unit")
        out = []
        for k, v in self.fields.items():
            if k in ("unit", "total", "count", "round", "ts", "timestamp"):
                continue
            try:
                x = float(v)
            except ValueError:
                continue
            if x != x:  # NaN
                continue
            out.append((k, quantity_from_value(x, unit if k in VALUE_SLOTS or k == "threshold" else None)))
        return out

    def free_quantities(self, recognizer: QuantityRecognizer) -> tuple[Quantity, ...]:
        """Quantities written with a unit inside the record's free text (``took 3000ms``)."""
        return _free_quantities(recognizer, self.text)


@lru_cache(maxsize=8192)
def _free_quantities(recognizer: QuantityRecognizer, text: str) -> tuple[Quantity, ...]:
    # Memoised across verifications (pure; quantities are frozen): log lines recur between traces.
    return tuple(recognizer.analyze(text, require_unit=True))


@dataclass
class IndexedItem:
    """One summary item with its records and search texts."""

    item: TraceSummaryItem
    records: list[Record]
    usable: bool
    unusable_reason: str = ""

    @property
    def ref(self) -> str:
        """The item's trace_ref."""
        return self.item.trace_ref

    @property
    def level(self) -> EvidenceLevel:
        """The item's evidence level."""
        return self.item.evidence_level

    @cached_property
    def evidence_text(self) -> str:
        """Output text of the non-deduped records (what may support a fact)."""
        return "\n".join(r.text for r in self.records if not r.deduped)

    @cached_property
    def evidence_low(self) -> str:
        """Lowercased :attr:`evidence_text`."""
        return fold_width(self.evidence_text).lower()

    @cached_property
    def all_text(self) -> str:
        """Input and output text, deduped records included (what fabrication is checked against)."""
        return fold_width(f"{self.item.input_summary}\n{self.item.output_summary}")

    def evidence_ref(self) -> EvidenceRef:
        """Pointer to this item for ``evidence_refs``."""
        return EvidenceRef(trace_ref=self.ref, source_invocation_ids=list(self.item.source_invocation_ids))

    def label(self) -> str:
        """``T2 (query_logs)`` for details."""
        return f"{self.ref} ({self.item.tool_name})"


@dataclass
class EvidenceIndex:
    """All summary items, indexed once per verification, plus the original query (context)."""

    items: list[IndexedItem]
    query: str
    sources: list[EvidenceSource] = field(default_factory=list)

    @cached_property
    def subjects(self) -> frozenset[str]:
        """Separator-folded alert and metric names recorded by any item."""
        return frozenset(fold_separators(r.subject) for i in self.items for r in i.records if r.subject)

    @classmethod
    def build(cls, summary: Sequence[TraceSummaryItem], original_query: str = "") -> EvidenceIndex:
        """Index ``summary``; ``original_query`` names context entities (never fabrication)."""
        items = []
        for it in summary:
            deduped_item = bool(it.deduped)
            records = [r for r in parse_records(it.output_summary)]
            if deduped_item:
                for r in records:
                    r.deduped = True
            reason = ""
            if not it.success:
                reason = "failed"
            elif it.evidence_level is EvidenceLevel.NONE:
                reason = "no-hit" if (it.no_hit_count or 0) > 0 or not records else "not evidence"
            elif deduped_item:
                reason = "deduped"
            items.append(IndexedItem(it, records, usable=not reason, unusable_reason=reason))
        sources = [EvidenceSource(i.ref, tuple(i.item.source_invocation_ids), i.item.output_summary) for i in items]
        return cls(items, fold_width(original_query), sources)

    def usable(self, level: EvidenceLevel | None = None) -> Iterator[IndexedItem]:
        """Successful, non-deduped items with evidence (of ``level`` when given)."""
        for i in self.items:
            if i.usable and (level is None or i.level is level):
                yield i

    def unusable(self) -> list[IndexedItem]:
        """Failed, no-hit and deduped items."""
        return [i for i in self.items if not i.usable or any(r.deduped for r in i.records)]


def _clean(v: str) -> str:
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
        v = v[1:-1]
    return v


def _record(text: str, fields: dict[str, str], deduped: bool = False) -> Record:
    norm = {}
    for k, v in fields.items():
        k2 = _ALIASES.get(k, k)
        norm.setdefault(k2, _clean(v))
    return Record(text, norm, deduped)


def _from_json(value: Any, out: list[Record]) -> None:
    if isinstance(value, dict):
        scalars = {k: v for k, v in value.items() if not isinstance(v, (dict, list))}
        if scalars:
            fields = {
                str(k): ("" if v is None else str(v).lower() if isinstance(v, bool) else str(v))
                for k, v in scalars.items()
            }
            text = " ".join(f"{k}={v}" for k, v in fields.items())
            out.append(_record(text, fields, deduped=value.get("deduped") is True))
        for v in value.values():
            if isinstance(v, (dict, list)):
                _from_json(v, out)
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, (dict, list)):
                _from_json(v, out)
            elif v is not None:
                out.append(_record(str(v), {}))


def parse_records(output: str) -> list[Record]:
    """Records of one ``output_summary``: JSON objects, summary lines, or plain text lines."""
    text = output.strip()
    if not text:
        return []
    if text[0] == "{" or re.match(r"\[\s*[\[{\"\d\]-]", text):
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if data is not None:
            out: list[Record] = []
            _from_json(data, out)
            return out
        objs = _INNER_OBJ.findall(text)
        if objs:
            return [
                _record(o, dict(_JSON_KV.findall(o)), deduped='"deduped": true' in o or '"deduped":true' in o)
                for o in objs
            ]
    out = []
    for line in text.splitlines():
        line = line.rstrip()
        if line.endswith(")"):
            line = _COUNT.sub("", line)
        if not line.strip():
            continue
        fields = dict(_KV.findall(line)) if "=" in line else {}
        m = _HEAD.match(line)
        if m:
            fields.setdefault(m.group(1), m.group(2))
        lv = _LEVEL.match(line)
        if lv:
            fields.setdefault("level", lv.group(1).upper())
        doc = _DOC.match(line)
        deduped = bool(doc and re.search(r"\bdeduped\b", doc.group(1)))
        out.append(_record(line, fields, deduped))
    return out
