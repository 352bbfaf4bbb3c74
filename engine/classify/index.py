"""The per-verification evidence index: built once from the trace summary, searched once per fact.

Each summary item becomes an :class:`IndexedItem` with its records, read back by the same record
grammar that wrote them (:mod:`engine.evidence.records`): fields, numeric slots, the body and a
lowercase search text. A caller's own ``output_summary`` (JSON, or free text outside the grammar)
reads as JSON records or text records.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from engine.contracts import EvidenceRef, TraceSummaryItem
from engine.evidence.records import VALUE_SLOTS, Record, parse_summary
from extractors.contracts import EvidenceLevel
from matchers.normalize import fold_separators, fold_width
from matchers.references import EvidenceSource

#: At most this many distinct entity values form a verification's entity lexicon.
MAX_LEXICON = 512

__all__ = ["VALUE_SLOTS", "EvidenceIndex", "IndexedItem", "Record", "parse_records"]


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
    def named_present(self) -> frozenset[str]:
        """Lowercased tokens named by the answer that some item's calls hold whole (the summarizer's record)."""
        return frozenset(t for i in self.items for t in (getattr(i.item, "named_present", None) or ()))

    def holds_named(self, text: str) -> bool:
        """True when the summarizer recorded ``text`` (or a token of which it is a whole part) as held by a call."""
        hit = self._held.get(text)
        if hit is None:
            low = fold_width(text).lower()
            hit = self._held[text] = low in self.named_present or any(
                low in t and _whole_part(low, t) for t in self.named_present if len(t) > len(low)
            )
        return hit

    @cached_property
    def _held(self) -> dict[str, bool]:
        """:meth:`holds_named` by text (facts name the same identifiers)."""
        return {}

    @cached_property
    def entity_lexicon(self) -> dict[str, str]:
        """The trace's own entities: each entity-field value of any record (folded) → its kind.

        A deployment's services, pods, hosts and components are whatever its records say they
        are (``service=nova-compute``), so a fact naming one names an entity, whatever its shape.
        At most :data:`MAX_LEXICON` values, the first seen in item and record order.
        """
        out: dict[str, str] = {}
        for it in self.items:
            for r in it.records:
                for value, kind in r.owners.items():
                    if len(value) >= 3 and value not in out:
                        out[value] = kind
                        if len(out) >= MAX_LEXICON:
                            return out
        return out

    @cached_property
    def subjects(self) -> frozenset[str]:
        """Separator-folded alert and metric names recorded by any item."""
        return frozenset(fold_separators(r.subject) for i in self.items for r in i.records if r.subject)

    @classmethod
    def build(
        cls,
        summary: Sequence[TraceSummaryItem],
        original_query: str = "",
        *,
        memo: MutableMapping[str, Any] | None = None,
    ) -> EvidenceIndex:
        """Index ``summary``; ``original_query`` names context entities (never fabrication).

        ``memo`` (a :class:`engine.Verifier`'s own) keeps the records read from each ``output_summary``
        text, so a summary verified again is not read again. Records are shared only between
        verifications: within one index each item gets its own (rules compare records by identity),
        and a deduped item, whose records are marked, always reads its own.
        """
        items = []
        taken: set[str] = set()
        for it in summary:
            deduped_item = bool(it.deduped)
            records = _records_of(it.output_summary, None if deduped_item else memo, taken)
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


def _whole_part(part: str, token: str) -> bool:
    """True when ``part`` occurs in ``token`` between separators: ``ts-a`` in ``ts-a-12``, not ``a-1`` in ``a-12``."""
    i = token.find(part)
    while i >= 0:
        j = i + len(part)
        if (i == 0 or not token[i - 1].isalnum()) and (j == len(token) or not token[j].isalnum()):
            return True
        i = token.find(part, i + 1)
    return False


#: Summary texts whose records an index memo holds before it is emptied (shared with the Verifier's other memos).
RECORDS_MEMO_ENTRIES = 1024


def _records_of(output: str, memo: MutableMapping[str, Any] | None, taken: set[str]) -> list[Record]:
    if memo is None or output in taken:
        return parse_records(output)
    taken.add(output)
    key = "r:" + output
    hit = memo.get(key)
    if hit is None:
        if len(memo) >= RECORDS_MEMO_ENTRIES:
            memo.clear()
        hit = memo[key] = tuple(parse_records(output))
    return list(hit)


def parse_records(output: str) -> list[Record]:
    """Records of one ``output_summary``, read by the record grammar (:func:`engine.evidence.records.parse_summary`)."""
    return parse_summary(output)
