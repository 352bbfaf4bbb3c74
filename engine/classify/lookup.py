"""Evidence lookups the classification rules share: identifiers, slot records, quantities, coverage.

Memoised per verification (one :class:`EvidenceLookup` per :class:`EvidenceIndex`).
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import lru_cache
from typing import Any, TypeVar

from engine.classify.analysis import ENTITY_LABELS, FactAnalysis, Toolkit
from engine.classify.index import EvidenceIndex, IndexedItem, Record
from engine.evidence.records import span_index
from matchers.base import IdentifierMatch
from matchers.descriptors import Descriptor
from matchers.fuzzy import find_identifier
from matchers.identifiers import default_rules
from matchers.normalize import fold_separators, fold_width
from matchers.quantities import Quantity, quantity_from_value
from matchers.times import stated_window

T = TypeVar("T")


@lru_cache(maxsize=1)
def _core_contexts() -> dict[str, str]:
    return {r.id: r.core_context for r in default_rules() if r.core_context}


def found_in(m: IdentifierMatch, text: str, records: list[Record] | None = None) -> bool:
    """True when identifier ``m`` occurs in ``text`` (case/separator-insensitive, digit-exact)."""
    if find_identifier(m.text, text):
        return True
    if m.label == "exception" and "." in m.text:
        return bool(find_identifier(m.text.rsplit(".", 1)[1], text))
    if m.label == "process":
        # sshd[24263] as a structured record holds it: the program and its pid in fields of their own.
        name, pid = process_parts(m)
        return bool(find_identifier(name, text)) and has_number(pid, text)
    ctx = _core_contexts().get(m.rule)
    if ctx and records is not None:
        nums = re.findall(r"\d+", m.text)
        if nums:
            core = re.compile(rf"(?<![\d.]){nums[-1]}(?![\d])")
            cx = re.compile(ctx, re.I)
            return any(core.search(r.text) and cx.search(r.text) for r in records)
    return False


def in_record(m: IdentifierMatch, rec: Record) -> bool:
    """True when identifier ``m`` is in record ``rec``.

    In its text; or, for a process (sshd[24263]), its pid in the text with its program in the text
    or in the record's entity fields (a cut line may keep only "…24263]:").
    """
    if found_in(m, rec.text):
        return True
    if m.label != "process":
        return False
    name, pid = process_parts(m)
    return has_number(pid, rec.text) and fold_width(name).lower() in rec.owners


def process_parts(m: IdentifierMatch) -> tuple[str, str]:
    """The program and the pid of a process identifier: ``sshd[24263]`` → (``sshd``, ``24263``)."""
    name, _, pid = m.text.rstrip("]").partition("[")
    return name, pid


class EvidenceLookup:
    """Identifier, slot, quantity and content lookups against one index, memoised per verification."""

    def __init__(self, toolkit: Toolkit, index: EvidenceIndex) -> None:
        self.tk = toolkit
        self.ix = index
        self._found: dict[tuple[str, str, str, str], bool] = {}
        # found_in the query, per identifier text, label and rule
        self._queried: dict[tuple[str, str, str], bool] = {}
        self._slots: dict[Any, tuple[FactAnalysis, Any]] = {}
        self._columns: dict[Any, tuple[FactAnalysis, Any]] = {}
        self._qsupport: dict[Any, tuple[FactAnalysis, Any]] = {}
        self._value_ids: dict[Any, tuple[FactAnalysis, Any]] = {}
        # the output's own top-level fields per item ref
        self._tops: dict[str, str] = {}
        # per item ref (the item kept): its records with a metric/alert subject, the subject folded
        self._subjects_of: dict[str, tuple[IndexedItem, list[tuple[Record, str]]]] = {}
        # per record (by id, the record kept): its unitless numbers, read once for all facts
        self._unitless: dict[int, tuple[Record, tuple[tuple[str, float], ...]]] = {}
        # _unitless_support per (value, record), both kept: direct support and the all-items pass ask again
        self._unitless_hits: dict[tuple[int, int], tuple[Quantity, Record, bool]] = {}
        # per stated time or size (by id, the quantity kept): each unitless number text → whether it states it
        self._unitless_numbers: dict[int, tuple[Quantity, dict[str, bool]]] = {}

    @staticmethod
    def _per_fact(store: dict[Any, tuple[FactAnalysis, Any]], key: Any, a: FactAnalysis, compute: Callable[[], T]) -> T:
        """``compute()`` memoised in ``store`` under ``key`` for the fact analysis ``a``.

        The key holds ``id(a)``; the entry keeps ``a`` alive, so its id is not reused while cached,
        and a hit is taken only for that same analysis object.
        """
        hit = store.get(key)
        if hit is not None and hit[0] is a:
            return hit[1]
        out = compute()
        store[key] = (a, out)
        return out

    def value_ids(self, a: FactAnalysis, q: Quantity) -> list[IdentifierMatch]:
        """The identifiers the value ``q`` is stated with (:func:`value_ids_of`, memoised per fact)."""
        return list(self._per_fact(self._value_ids, id(a), a, lambda: value_ids_of(a)).get(q.span.start, ()))

    def _found_in_item(self, m: IdentifierMatch, it: IndexedItem, *, evidence_only: bool) -> bool:
        """:func:`found_in` for one item, memoised for this verification (facts repeat identifiers)."""
        key = (m.text, m.rule, it.ref, "e" if evidence_only else "a")
        hit = self._found.get(key)
        if hit is None:
            if evidence_only:
                hit = found_in(m, it.evidence_text, [r for r in it.records if not r.deduped])
            else:
                hit = found_in(m, it.all_text, it.records)
            if not hit:
                # An entity a record's field names as written ("chrome.exe *64"), whatever its characters.
                name = fold_width(m.text).lower()
                hit = any(name in r.owners for r in it.records if not (evidence_only and r.deduped))
            self._found[key] = hit
        return hit

    # ---- helpers --------------------------------------------------------------------------
    def _in_query(self, m: IdentifierMatch) -> bool:
        if not self.ix.query:
            return False
        key = (m.text, m.label, m.rule)  # what found_in reads of ``m``
        hit = self._queried.get(key)
        if hit is None:
            hit = self._queried[key] = found_in(m, self.ix.query)
        return hit

    def _entity_ok(self, a: FactAnalysis, rec: Record) -> bool:
        """False when the record belongs to a service/host other than every entity the fact names."""
        ents = a.entities()
        if not ents:
            return True
        owner = " ".join(rec.fields.get(k, "") for k in ("service", "host", "pod", "container", "instance")).strip()
        if not owner:
            owner = rec.text[:160]
        return any(find_identifier(e.text, owner) for e in ents)

    def _slot_records(self, a: FactAnalysis, items: list[IndexedItem]) -> list[tuple[IndexedItem, Record]]:
        """Records about the metric/alert the fact names (or hints at, for a named service); memoised per call args."""
        return self._per_fact(self._slots, (id(a), tuple(map(id, items))), a, lambda: self._find_slot_records(a, items))

    def _find_slot_records(self, a: FactAnalysis, items: list[IndexedItem]) -> list[tuple[IndexedItem, Record]]:
        names = [fold_separators(m.text) for m in a.identifiers if m.label in ("metric", "alert", "name")]
        out, other_entity = [], []
        for it in items:
            for rec, subj in self._subject_records(it):
                if names:
                    related = any(n == subj for n in names)
                else:
                    related = bool(a.entities()) and any(h in rec.subject for h in a.metric_hints)
                if related:
                    (out if self._entity_ok(a, rec) else other_entity).append((it, rec))
        # A named metric/alert recorded only under another entity is still that slot (the series'
        # service label may name the pod's owner rather than the service the answer talks about).
        return out or (other_entity if names else [])

    def _subject_records(self, it: IndexedItem) -> list[tuple[Record, str]]:
        """The item's records with a metric/alert subject and values, with that subject folded (read once per item)."""
        got = self._subjects_of.get(it.ref)
        if got is None or got[0] is not it:
            keep = [r for r in it.records if not r.deduped and r.subject and r.slot_values]
            recs = [(r, fold_separators(r.subject)) for r in keep]
            got = self._subjects_of[it.ref] = (it, recs)
        return got[1]

    def _column_values(
        self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]
    ) -> list[tuple[IndexedItem, Quantity]]:
        """Values of the metric the fact names for ``q`` (DESIGN "Metric descriptors"), with their items.

        A column or series is the fact's metric when its name spells every part of the fact's
        descriptor ("CPU 使用率" → ``CpuUsageRate(%)``) and its unit is of ``q``'s dimension; of
        several, those spelling the fewest other parts (``CpuUsageRate`` before
        ``NodeCpuUsageRate``). A peak (峰值, 最高, max) is compared with the largest value, a mean
        (平均, 均值) with the mean; otherwise any value may be the one meant.
        """
        d = a.descriptor_of(q)
        if d is None:
            return []
        key = (id(a), id(q), tuple(map(id, items)))  # ``a`` kept alive keeps its quantities, so id(q) is not reused
        return self._per_fact(self._columns, key, a, lambda: self._find_column_values(a, q, d, items))

    def _find_column_values(
        self, a: FactAnalysis, q: Quantity, d: Descriptor, items: list[IndexedItem]
    ) -> list[tuple[IndexedItem, Quantity]]:
        cands = []
        for it in items:
            for rec in it.records:
                if rec.deduped:
                    continue
                hits = [
                    (k, _as_share(v, parts, q), parts)
                    for k, v, parts in rec.column_values
                    if d.parts <= _implied(parts)
                    and (v.dimension == q.dimension or q.dimension == "number" or _is_share(v, parts, q))
                ]
                # The entity test (a search per entity) only for a record that has such a column.
                if hits and self._column_entity_ok(a, it, rec):
                    cands += [(it, k, v, len(parts - d.parts), rec) for k, v, parts in hits]
        if not cands:
            return []
        cands = _at_stated_times(a, q, cands)
        if not cands:
            return []
        cands = _of_named_records(cands, self.value_ids(a, q))
        fewest = min(c[3] for c in cands)
        best = [(it, k, v) for it, k, v, extra, _ in cands if extra == fewest]
        if d.aggregate == "max":
            top = max(best, key=lambda c: c[2].value)
            return [(top[0], top[2])]
        if d.aggregate == "mean":
            means = [(it, v) for it, k, v in best if k in ("avg", "mean")]
            if means:
                return means
            m = sum(v.value for _, _, v in best) / len(best)
            v0 = best[0][2]
            scale = v0.raw_value / v0.value if v0.value else 1.0
            return [(best[0][0], replace(v0, value=m, raw_value=m * scale))]
        return [(it, v) for it, _, v in best]

    def _unitless_columns(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items with a column of the fact's metric, written with no unit, that holds the number as the fact states it.

        "总内存 63120797696 字节" against ``system.memory.total=63120797696``: a column whose name gives
        no unit is read in the fact's unit when its number is the stated one, digit for digit.
        """
        d = a.descriptor_of(q)
        if d is None or q.dimension == "number":
            return []
        out = []
        for it in items:
            for rec in it.records:
                if rec.deduped:
                    continue
                if any(
                    v.dimension == "number" and v.raw_value == q.raw_value and d.parts <= parts
                    for _, v, parts in rec.column_values
                ) and self._column_entity_ok(a, it, rec):
                    out.append(it)
                    break
        return out

    def _column_entity_ok(self, a: FactAnalysis, it: IndexedItem, rec: Record) -> bool:
        """The record is of the fact's entity: by its owner fields, else by the call that returned it.

        The call is named by its input or by the output's own top-level fields (``{"pod": …, "rows": […]}``:
        every row is of that pod).
        """
        if rec.owners or not a.entities():
            return self._entity_ok(a, rec)
        where = f"{it.item.input_summary} {self._top_text(it)[:400]} {rec.text[:160]}"
        return any(find_identifier(e.text, where) for e in a.entities())

    def _top_text(self, it: IndexedItem) -> str:
        """The output's own top-level fields (``{"pod": …, "rows": […]}`` → ``pod=…``), read once per item."""
        got = self._tops.get(it.ref)
        if got is None:
            got = self._tops[it.ref] = " ".join(
                r.text for r in it.records if r.kind == "row" and "@in" not in r.fields and "total" not in r.fields
            )
        return got

    def _values(self, a: FactAnalysis, rec: Record) -> list[tuple[str, Quantity]]:
        return [(k, q) for k, q in rec.slot_values if k != "threshold" or a.wants_threshold]

    def _supports(self, q: Quantity, v: Quantity) -> bool:
        """True when evidence quantity ``v`` is comparable with ``q`` and matches it."""
        return self.tk.compare.comparable(q, v) and self.tk.compare.match(q, v).matched

    def count_support(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items whose records the count ``q`` counts (:class:`~engine.classify.rules.RuleSet` decides)."""
        return []

    def _quantity_support(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items supporting the value ``q`` of the fact, memoised per (analysis, value, items).

        The count check and direct support ask it for the same direct items.
        """
        key = (id(a), id(q), tuple(map(id, items)))  # ``a`` kept alive keeps its quantities, so id(q) is not reused
        return list(self._per_fact(self._qsupport, key, a, lambda: self._find_quantity_support(a, q, items)))

    def _find_quantity_support(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        hits = self._value_support(a, q, items)
        if not hits and q.dimension == "time" and q.comparator in ("eq", "approx"):
            return self._elapsed_support(a, q, items)
        return hits

    def _elapsed_support(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items where the records of what the fact names span the stated time (a duration between records).

        "PopulateComponentFamiliesKey 这一步耗时约 17 秒" against its ``Begin`` at 16:00:46.635 and ``End``
        at 16:01:03.072: the records holding one of the fact's specific identifiers or cited phrases
        (two to twenty of them, in one output) run from the first to the last for that long.
        """
        parts = [m for m in a.identifiers if m.label not in ENTITY_LABELS]
        if not parts and not a.phrases:
            return []
        out = []
        for it in items:
            recs = [
                r
                for r in it.records
                if not r.deduped
                and (any(find_identifier(m.text, r.text) for m in parts) or any(p.lower() in r.low for p in a.phrases))
            ]
            if not 2 <= len(recs) <= 20:
                continue
            stamps = [r.instants[0] if r.instants else (r.moments[0] if r.moments else None) for r in recs]
            if any(t is None for t in stamps) or (any(r.instants for r in recs) and not all(r.instants for r in recs)):
                continue
            elapsed = max(stamps) - min(stamps)
            if elapsed > 0 and self._supports(q, quantity_from_value(elapsed, "s")):
                out.append(it)
        return out

    def _value_support(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        if q.dimension == "count":
            counted = self.count_support(a, q, items)
            if counted:
                return counted
            if SCALED.search(q.text):
                return self._number_support(q, items)  # "约 1851 万次": a number a record reports
        if q.dimension == "number" and not self._described(a):
            # DESIGN: a bare number (no unit, no metric descriptor: a pid, port, line, status code)
            # is never compared with a metric value; it is supported where a record writes it.
            return self._number_support(q, items)
        cols = self._column_values(a, q, items)
        if cols:
            return list({id(it): it for it, v in cols if self._supports(q, v)}.values()) or self._unitless_columns(
                a, q, items
            )
        slots = self._slot_records(a, items)
        hits = []
        for it, rec in slots:
            if any(self._supports(q, v) for _, v in self._values(a, rec)):
                hits.append(it)
        # A slot speaks of the value only when it records one of its dimension ("tcp_port 6379，已连续运行
        # 104946 秒": the port's slot holds no time; the uptime is another record's).
        if hits or any(v.dimension == q.dimension for _, rec in slots for _, v in self._values(a, rec)):
            return hits
        named = self._named_value_records(a, q, items)
        if named:
            # Records writing the fact's identifiers and a value of its kind: the value is theirs.
            return uniq(
                it
                for it, rec, vals in named
                # a record writing such a value with its unit is read by it, not by a unitless number
                if any(self._supports(q, v) for v in vals) or (not vals and self._unitless_support(q, rec))
            )
        # The identifiers the value is stated with ("CouchDB 的 admin 库建了 2 个索引"): when records write
        # them all, the value is one of theirs, not a number of another document of the same output.
        # Only a name of a thing (CamelCase, no entity, no metric the records name as their subject, no dotted
        # metric path): an entity's or a metric's values sit in rows that need not write it (a series under its
        # header, an OTLP data point under its metric).
        ids = [
            m
            for m in (self.value_ids(a, q) if q.dimension != "number" else [])
            if m.label == "name" and "." not in m.text and fold_separators(m.text) not in self.ix.subjects
        ]
        own = {
            id(rec)
            for it in items
            for rec in it.records
            if ids and not rec.deduped and all(in_record(m, rec) for m in ids)
        }
        for it in items:
            # A bare number written by any record of the item supports it: asked once per item, not
            # once per record (that question reads every record of the item).
            if q.dimension == "number" and self._number_support(q, [it]):
                hits.append(it)
                continue
            for rec in it.records:
                if rec.deduped or (own and id(rec) not in own):
                    continue
                if any(self._supports(q, v) for v in self._record_values(rec, q)) or self._unitless_support(q, rec):
                    hits.append(it)
                    break
        return hits

    def _named_value_records(
        self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]
    ) -> list[tuple[IndexedItem, Record, list[Quantity]]]:
        """Records that write a value of ``q``'s kind and the most of the identifiers ``q`` is stated with.

        "ChargeCard 只有 4.64 ms" is the duration of the span row naming ChargeCard, not of any row
        of the same output. Empty when no such record writes one of them (then any record may hold it).
        """
        if q.dimension == "number" or not a.identifiers:
            return []
        ids = self.value_ids(a, q)
        if not ids:
            return []
        # A record may write the value with no unit ("time: 0.6686139" for "约 669 ms").
        unitless = _reads_unitless(q)
        # a number that is one of the fact's own identifiers (the port 6379 of "tcp_port 6379") is no value
        named = {fold_width(m.text).lower() for m in a.identifiers}
        pool = []
        for it in items:
            for rec in it.records:
                if rec.deduped:
                    continue
                vals = [v for v in self._record_values(rec, q) if v.dimension == q.dimension]
                if vals or (unitless and any(n not in named for n in _UNITLESS.findall(rec.low))):
                    pool.append((it, rec, vals))
        out = _holding_most(ids, pool, lambda e: e[1])
        return [] if any(rec.cut for _, rec, _ in out) else out  # a cut record may have lost the value meant

    def _record_values(self, rec: Record, q: Quantity) -> list[Quantity]:
        """The values a record writes that may state ``q``: slots, named columns (CpuUsage(m) for "0.45 核"), text.

        A bound ("超过 2 秒", "不到 1 GB") is never read off a unitless number: every timestamp and
        id exceeds it.
        """
        vals = [
            *(v for _, v in rec.slot_values),
            *(v for _, v, _ in rec.column_values),
            *rec.free_quantities(self.tk.quantities),
        ]
        if q.comparator in _BOUNDS and q.dimension != "number":
            return [v for v in vals if v.dimension != "number"]
        return vals

    def _unitless_support(self, q: Quantity, rec: Record) -> bool:
        """True when ``rec`` writes the stated time or size as a number with no unit after it.

        Logs often leave the unit out ("negotiated timeout 20000", "time: 0.0793190", ":14584+7292"):
        the number as the fact writes it, or for a time its value in seconds or milliseconds (the two
        readings logs use), found with no unit after it. Only record numbers of three or more digits
        count, so a stated time is never found in an unrelated "1" or "12".
        """
        if not _reads_unitless(q):
            return False
        hit = self._unitless_hits.get((id(q), id(rec)))
        if hit is not None and hit[0] is q and hit[1] is rec:
            return hit[2]
        out = self._find_unitless(q, rec)
        self._unitless_hits[(id(q), id(rec))] = (q, rec, out)
        return out

    def _find_unitless(self, q: Quantity, rec: Record) -> bool:
        # The readings of a unitless number, as factors to the base unit: a time in s or ms, a size in B.
        factors = (1000.0, 1.0) if q.dimension == "time" else (1.0,)
        got = self._unitless.get(id(rec))
        if got is None or got[0] is not rec:
            got = self._unitless[id(rec)] = (rec, tuple((n, float(n)) for n in _UNITLESS.findall(rec.low)))
        # Records repeat their numbers (timestamps, ids, sizes): each number is read as ``q`` once.
        seen = self._unitless_numbers.get(id(q))
        if seen is None or seen[0] is not q:
            seen = self._unitless_numbers[id(q)] = (q, {})
        tried = seen[1]
        for n, x in got[1]:
            hit = tried.get(n)
            if hit is None:
                hit = tried[n] = self._unitless_number(q, n, x, factors)
            if hit:
                return True
        return False

    def _unitless_number(self, q: Quantity, n: str, x: float, factors: tuple[float, ...]) -> bool:
        """True when the unitless number ``n`` (read as ``x``) states ``q`` in one of the ``factors``' units."""
        if math.isclose(x, q.raw_value, rel_tol=1e-9):
            return True
        for f in factors:
            v = replace(q, value=x * f, raw_value=x, unit=None, comparator="eq", text=n)
            if self.tk.compare.match(q, v).matched:
                return True
        return False

    def _described(self, a: FactAnalysis) -> bool:
        """True when the fact names a metric or alert (a descriptor word or name) a bare number can be a value of."""
        subjects = self.ix.subjects
        return bool(a.metric_hints) or any(
            m.label in ("metric", "alert") or fold_separators(m.text) in subjects for m in a.identifiers
        )

    def _number_support(self, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items with a record writing the bare number ``q`` as a number (as written, or in its plain form)."""
        return [it for it in items if any(not r.deduped and self._number_in(q, r) for r in it.records)]

    def _scaled_in(self, q: Quantity, rec: Record) -> bool:
        """True when ``rec`` writes a number of four or more digits that the 万/亿 number ``q`` rounds."""
        for n in _BIG_NUMBER.findall(rec.low):
            v = replace(q, value=float(n), raw_value=float(n), comparator="eq", unit=None, text=n)
            if self._supports(q, v):
                return True
        return False

    def _number_in(self, q: Quantity, rec: Record) -> bool:
        """True when ``rec`` writes the bare number ``q`` (as written, in its plain form, or rounded to 万/亿).

        "约 13.07 万" restates 130673: a number written in 万 or 亿 is read with its rounding (and 约's
        tolerance), not digit for digit.
        """
        if SCALED.search(q.text):
            return self._scaled_in(q, rec)
        return _number_in(_number_forms(q), rec)

    def _free_support(self, q: Quantity, items: list[IndexedItem]) -> bool:
        """True when a record's free text (a log message, a chunk) states ``q`` itself."""
        for it in items:
            for rec in it.records:
                if rec.subject or rec.deduped:
                    continue
                if any(self._supports(q, v) for v in rec.free_quantities(self.tk.quantities)):
                    return True
        return False

    def _alert_records(self, a: FactAnalysis, items: list[IndexedItem]) -> list[tuple[IndexedItem, Record]]:
        names = [fold_separators(m.text) for m in a.identifiers if m.label in ("alert", "name")]
        out = []
        for it in items:
            for rec in it.records:
                if rec.deduped or not rec.alert or "status" not in rec.fields:
                    continue
                if names and fold_separators(rec.alert) not in names:
                    continue
                if self._entity_ok(a, rec):
                    out.append((it, rec))
        if not names and len({r.alert for _, r in out}) > 1:
            return []  # several alerts and the fact names none: no slot to compare
        return out

    def _covers(self, term: str, text: str) -> bool:
        if term.isascii():  # a whole word: not right after a letter or digit
            return has_word(term, text)
        return self.tk.glossary.covers(term, text)

    def _record_coverage(self, a: FactAnalysis, items: list[IndexedItem]) -> float:
        """The best share of the fact's content words that one record holds (words-only facts: one record says it)."""
        terms = a.terms
        if not terms:
            return 1.0
        best = 0
        for it in items:
            for r in it.records:
                if not r.deduped:
                    best = max(best, sum(1 for t in terms if t in a.checked_terms or self._covers(t, r.low)))
                    if best == len(terms):
                        return 1.0
        return best / len(terms)

    def _coverage(self, a: FactAnalysis, items: list[IndexedItem], *, domain_only: bool = False) -> float:
        terms = a.domain_terms if domain_only else a.terms
        if not terms:
            return 1.0
        text = "\n".join(i.evidence_low for i in items)
        if not text:
            return 0.0
        covered = sum(1 for t in terms if t in a.checked_terms or self._covers(t, text))
        return covered / len(terms)


@lru_cache(maxsize=4096)
def word_rx(word: str) -> re.Pattern[str]:
    """A compiled search for ``word`` not preceded by a letter or digit (cached per word); :func:`has_word` tests it."""
    return re.compile(rf"(?<![a-z0-9]){re.escape(word)}")


_LOWER_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


def has_word(word: str, text: str) -> bool:
    """``word_rx(word).search(text) is not None``, without compiling a regex.

    Facts bring new words all the time: a compile per new word cost more than the searches. Every
    occurrence of ``word`` is tried, leftmost first, as the regex does; one not right after a
    lowercase ASCII letter or digit is a match.
    """
    i = text.find(word)
    while i >= 0:
        if i == 0 or text[i - 1] not in _LOWER_ALNUM:
            return True
        i = text.find(word, i + 1)
    return False


def _number_forms(q: Quantity) -> tuple[str, ...]:
    """The forms of the bare number ``q`` a record may write it in: as the fact writes it, and its plain form."""
    return tuple(f for f in {q.text.strip(), number_text(q.raw_value)} if f)


def _number_in(forms: tuple[str, ...], rec: Record) -> bool:
    """True when ``rec`` writes one of ``forms`` as a number (:func:`has_number`)."""
    return any(has_number(f, rec.low) for f in forms)


def number_text(x: float) -> str:
    """A number as written in text: ``4821337`` (never ``4.82134e+06``), ``0.96``."""
    return str(int(x)) if x == int(x) and abs(x) < 1e18 else repr(x)


_CLAUSE_END = re.compile(r"[，,；;。！？!?\n]")


def _at_stated_times(a: FactAnalysis, q: Quantity, cands: list[Any]) -> list[Any]:
    """The candidates of rows at the time the fact gives the value ("09:25 的 CPU 是 8.2m"), if it gives one.

    The times of the value's own clause count (else every time the fact states). Rows without a time
    stay; when the fact states a time that no timed row has, no row is the one meant.
    """
    spans = stated_window(a.text)
    if not spans:
        return cands
    start = max((m.end() for m in _CLAUSE_END.finditer(a.text, 0, q.span.start)), default=0)
    if _FROM_VALUE.search(a.text, start, q.span.start):
        return cands  # "在 13:33 从 1.7% 涨到 99.9%": the value it rose from is before the time, not at it
    end = next((m.start() for m in _CLAUSE_END.finditer(a.text, q.span.end)), len(a.text))
    own = [sp for sp in spans if sp.text in a.text[start:end]]
    spans = tuple(own) or spans
    out = []
    for c in cands:
        times = c[4].times
        if not times or any(sp.holds(t) for t in times for sp in spans):
            out.append(c)
    return out


def value_ids_of(a: FactAnalysis) -> dict[int, tuple[IdentifierMatch, ...]]:
    """The identifiers each value of ``a`` (by its start) is stated with: its clause's, else the clauses' before it.

    "PlaceOrder span d7a560c2891c837e 挂在 8ba98fe2a66c044b 之下，耗时约 121 ms": the span's ids lead the
    sentence. Walking back stops at a clause stating a value of its own ("GetProduct 约 2.16 ms，其中
    SQL 查询约 0.4 ms": the 0.4 ms is not GetProduct's), and then the value has none. One pass over
    the clauses (linear in the fact).
    """
    bounds = [0, *(m.end() for m in _CLAUSE_END.finditer(a.text))]
    ids_in: dict[int, list[IdentifierMatch]] = {}
    for m in a.identifiers:
        ids_in.setdefault(bisect_right(bounds, m.span.start) - 1, []).append(m)
    values_in: dict[int, list[Quantity]] = {}
    for x in a.quantities:
        values_in.setdefault(bisect_right(bounds, x.span.start) - 1, []).append(x)
    out: dict[int, tuple[IdentifierMatch, ...]] = {}
    before: tuple[IdentifierMatch, ...] = ()  # the ids the nearest earlier clause with ids or values passes on
    for c in sorted(ids_in.keys() | values_in.keys()):
        own = tuple(ids_in.get(c, ()))
        for x in values_in.get(c, ()):
            out[x.span.start] = own or before
        before = own if own or c not in values_in else ()
    return out


#: Comparators of a bound rather than a value.
_BOUNDS = frozenset({"gt", "ge", "lt", "le"})


def _reads_unitless(q: Quantity) -> bool:
    """True when a record number written without a unit may state ``q``: a time or size, not a bound.

    "超过 2 秒" is not a number written somewhere: every timestamp exceeds it.
    """
    return q.dimension in ("time", "bytes") and q.comparator not in _BOUNDS


def uniq(items: Iterable[IndexedItem]) -> list[IndexedItem]:
    """Items in first-seen order, each once (by trace ref)."""
    seen: dict[str, IndexedItem] = {}
    for it in items:
        seen.setdefault(it.ref, it)
    return list(seen.values())


#: Resources whose share (a rate of them) is their usage: ``docker.cpu.total.pct`` is a CPU usage rate.
_RESOURCES = frozenset({"cpu", "memory", "disk"})


def _implied(parts: frozenset[str]) -> frozenset[str]:
    """A column's name parts, with ``usage`` for the share of a resource (cpu, memory, disk)."""
    if "rate" in parts and "usage" not in parts and not parts.isdisjoint(_RESOURCES):
        return parts | {"usage"}
    return parts


def _is_share(v: Quantity, parts: frozenset[str], q: Quantity) -> bool:
    """True for a unitless rate column between 0 and 1 (``docker.cpu.total.pct=0.0555``) read against a percentage."""
    return q.dimension == "percent" and v.dimension == "number" and "rate" in parts and 0.0 <= v.raw_value <= 1.0


def _as_share(v: Quantity, parts: frozenset[str], q: Quantity) -> Quantity:
    """A unitless rate column as the percentage it is (0.0555 → 5.55 %), any other value as it is."""
    if not _is_share(v, parts, q):
        return v
    pct = quantity_from_value(v.raw_value * 100, "%")
    return replace(pct, text=v.text, span=v.span)


def _of_named_records(cands: list[Any], ids: list[IdentifierMatch]) -> list[Any]:
    """The candidates of the rows that hold the most identifiers the value is stated with.

    "ChargeCard 只有 4.64 ms" is the ChargeCard span's duration, not any other row's: when some
    candidate row writes an identifier of the value's clause (else of the fact), the value is
    compared only with the rows writing the most of them. When no row writes one, every row stays.
    """
    if len(cands) < 2 or not ids:
        return cands
    cands = _holding_most(ids, cands, lambda c: c[4]) or cands
    # One document of several entities names each value by a path through its entity
    # (``followers.a8266ecf031671f3.latency.maximum``): the value is that entity's column.
    named = [c for c in cands if any(find_identifier(m.text, c[1]) for m in ids)]
    return named if named and len(named) < len(cands) else cands


def _holding_most(ids: list[IdentifierMatch], entries: list[T], record: Callable[[T], Record]) -> list[T]:
    """The entries whose record writes the most of ``ids`` (at least one); [] when none writes any.

    A span writing some of them counts those its parent span writes too ("OrderRepository.save 下面的
    Transaction.commit 耗时 4.2 ms": the commit span under that save, not another save's commit); a
    span writing none counts those of its parent and of its children when they name the two sides of
    the call it makes; a span writing some, whose parent writes none of the others, counts those its
    children write (the callee of the call it makes).
    """
    spans = span_index(record(e) for e in entries)
    children: dict[str, list[Record]] = {}
    for r in spans.values():
        if r.span_ids[1]:
            children.setdefault(r.span_ids[1], []).append(r)

    def count(rec: Record) -> int:
        own = [m for m in ids if find_identifier(m.text, rec.text)]
        if not own:
            return _between(rec)
        if len(own) == len(ids):
            return len(own)
        # the span's parent (its caller) holds the rest, else a child (its callee: "travel 发往 basic 的 HTTP POST")
        rest = [m for m in ids if m not in own]
        parent = spans.get(rec.span_ids[1]) if rec.span_ids[1] else None
        up = sum(1 for m in rest if parent is not None and find_identifier(m.text, parent.text))
        if up:
            return len(own) + up
        kids = children.get(rec.span_ids[0], []) if rec.span_ids[0] else []
        return len(own) + sum(1 for m in rest if any(find_identifier(m.text, k.text) for k in kids))

    def _between(rec: Record) -> int:
        # The client span of a call ("getToken 调用 verification-code 的那个 HTTP GET 用了 77.8 ms"): its
        # parent writes the caller, a child of it the callee, and it writes neither itself.
        sid, pid = rec.span_ids
        parent = spans.get(pid) if pid else None
        kids = children.get(sid, ()) if sid else ()
        if parent is None or not kids:
            return 0
        up = {m.text for m in ids if find_identifier(m.text, parent.text)}
        down = {m.text for m in ids if any(find_identifier(m.text, k.text) for k in kids)}
        return len(up | down) if up and down and not up & down else 0

    held = [count(record(e)) for e in entries]
    most = max(held, default=0)
    return [e for e, n in zip(entries, held, strict=True) if n == most] if most else []


#: A value a change starts from ("从 1.7%", "由约 2 GB", "from 40%"): the words right before the number.
_FROM_VALUE = re.compile(r"(?:从|由|\bfrom)\s*(?:约|大约|大概|近|~|about\s)?\s*\Z", re.I)


#: A unit right after a number (the number then has that unit, not the one a fact gives it).
_UNIT_AFTER = (
    r"\s?(?:[kmgt]i?b|bytes?|b|ms|us|ns|s|sec|secs|seconds?|mins?|minutes?|m|h|hrs?|hours?|%"
    r"|毫秒|秒|分钟|小时|字节)(?![a-z])"
)


#: A number written with a Chinese multiplier (13.07 万, 2674 万, 1.2 亿): read with its rounding.
SCALED = re.compile(r"\d\s*[万亿]")
#: A number of four or more digits in a record (what a 万 or 亿 number may round).
_BIG_NUMBER = re.compile(r"(?<![\d.])\d{4,}(?:\.\d+)?(?![\d.])")
#: A number with three or more digits and no unit after it.
_UNITLESS = re.compile(rf"(?<![\d.])(?=(?:\d\.?){{3}})\d+(?:\.\d+)?(?![\d.])(?!{_UNIT_AFTER})")


@lru_cache(maxsize=4096)
def _number_rx(raw: str) -> re.Pattern[str]:
    # Not inside a longer number or a decimal's fraction (3.1234); after an ellipsis ("…1234") it is whole.
    return re.compile(rf"(?<!\d)(?<!\d\.){re.escape(raw)}(?![\d]|\.\d)")


def has_number(raw: str, text: str) -> bool:
    r"""``_number_rx(raw).search(text) is not None``, without compiling a regex (``\d`` is ``str.isdecimal``)."""
    n, end = len(raw), len(text)
    i = text.find(raw)
    while i >= 0:
        before = i > 0 and (text[i - 1].isdecimal() or (i > 1 and text[i - 1] == "." and text[i - 2].isdecimal()))
        j = i + n
        after = j < end and (text[j].isdecimal() or (text[j] == "." and j + 1 < end and text[j + 1].isdecimal()))
        if not before and not after:
            return True
        i = text.find(raw, i + 1)
    return False
