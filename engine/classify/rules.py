"""The four classification rules of DESIGN.md, applied in order to one analysed fact.

1. contradicted — fabricated key identifier (critical facts), or a usable direct item states a
   conflicting status, refutes a negation, or holds a different value for the same slot;
2. direct_evidence — usable direct items support every identifier, value and status and enough
   of the content words; a structured claim also needs resolvable references with a matching excerpt;
3. indirect_support — the same, with indirect items; or direct support behind bad references;
   or identifiers/values supported with a weak predicate;
4. no_evidence — anything else (support only in failed, no-hit or deduped items included).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from engine.classify.analysis import PHRASE_MIN_WORDS, FactAnalysis, Toolkit
from engine.classify.index import EvidenceIndex, IndexedItem, Record
from engine.contracts import Verification
from extractors.contracts import CandidateFact, EvidenceLevel, FactOrigin
from matchers.base import IdentifierMatch
from matchers.fuzzy import find_identifier
from matchers.identifiers import default_rules
from matchers.normalize import fold_separators
from matchers.quantities import Quantity
from matchers.tokenize import stop_words

#: Share of a fact's content words evidence must cover (used to name the items that hold the content).
COVERAGE = 0.6
#: Share required when the fact's specific identifiers/values/statuses are all supported.
COVERAGE_SPECIFIC = 0.5
#: Up to this many content words may go unmatched when the specific elements are all supported.
FREE_TERMS = 2
#: Share required when a fact has no identifier and no value (its words are all there is).
COVERAGE_WORDS_ONLY = 0.75
#: Share below which a fact whose identifiers/values are supported still has no support.
COVERAGE_WEAK = 0.34
#: partial_ratio (0-100) at or above which a quoted English phrase is found in an item.
PHRASE_CUTOFF = 90.0
#: Share of an unquoted English run's words one record must hold when the exact phrase is not found.
PHRASE_WORD_SHARE = 0.8


@dataclass
class Decision:
    """A label, the rule that fired and the items it rests on."""

    label: Verification
    rule: str
    detail: str
    items: list[IndexedItem] = field(default_factory=list)


@lru_cache(maxsize=1)
def _core_contexts() -> dict[str, str]:
    return {r.id: r.core_context for r in default_rules() if r.core_context}


def found_in(m: IdentifierMatch, text: str, records: list[Record] | None = None) -> bool:
    """True when identifier ``m`` occurs in ``text`` (case/separator-insensitive, digit-exact)."""
    if find_identifier(m.text, text):
        return True
    if m.label == "exception" and "." in m.text:
        return bool(find_identifier(m.text.rsplit(".", 1)[1], text))
    ctx = _core_contexts().get(m.rule)
    if ctx and records is not None:
        nums = re.findall(r"\d+", m.text)
        if nums:
            core = re.compile(rf"(?<![\d.]){nums[-1]}(?![\d])")
            cx = re.compile(ctx, re.I)
            return any(core.search(r.text) and cx.search(r.text) for r in records)
    return False


class RuleSet:
    """Applies the rules to facts against one :class:`EvidenceIndex` with one :class:`Toolkit`."""

    def __init__(self, toolkit: Toolkit, index: EvidenceIndex) -> None:
        self.tk = toolkit
        self.ix = index
        self._found: dict[tuple[str, str, str, str], bool] = {}
        self._slots: dict[tuple[int, tuple[int, ...]], tuple[FactAnalysis, list[tuple[IndexedItem, Record]]]] = {}

    def _found_in_item(self, m: IdentifierMatch, it: IndexedItem, *, evidence_only: bool) -> bool:
        """:func:`found_in` for one item, memoised for this verification (facts repeat identifiers)."""
        key = (m.text, m.rule, it.ref, "e" if evidence_only else "a")
        hit = self._found.get(key)
        if hit is None:
            if evidence_only:
                hit = found_in(m, it.evidence_text, [r for r in it.records if not r.deduped])
            else:
                hit = found_in(m, it.all_text, it.records)
            self._found[key] = hit
        return hit

    # ---- helpers --------------------------------------------------------------------------
    def _in_query(self, m: IdentifierMatch) -> bool:
        return bool(self.ix.query) and found_in(m, self.ix.query)

    def _entity_ok(self, a: FactAnalysis, rec: Record) -> bool:
        """False when the record belongs to a service/host other than every entity the fact names."""
        ents = a.entities()
        if not ents:
            return True
        owner = " ".join(rec.fields.get(k, "") for k in ("service", "host", "pod", "instance")).strip()
        if not owner:
            owner = rec.text[:160]
        return any(find_identifier(e.text, owner) for e in ents)

    def _slot_records(self, a: FactAnalysis, items: list[IndexedItem]) -> list[tuple[IndexedItem, Record]]:
        """Records about the metric/alert the fact names (or hints at, for a named service); memoised per call args."""
        key = (id(a), tuple(map(id, items)))
        hit = self._slots.get(key)
        if hit is not None and hit[0] is a:
            return hit[1]
        out = self._find_slot_records(a, items)
        self._slots[key] = (a, out)  # keeps ``a`` alive, so its id is not reused while cached
        return out

    def _find_slot_records(self, a: FactAnalysis, items: list[IndexedItem]) -> list[tuple[IndexedItem, Record]]:
        names = [fold_separators(m.text) for m in a.identifiers if m.label in ("metric", "alert", "name")]
        out, other_entity = [], []
        for it in items:
            for rec in it.records:
                if rec.deduped or not rec.subject or not rec.slot_values:
                    continue
                subj = fold_separators(rec.subject)
                if names:
                    related = any(n == subj for n in names)
                else:
                    related = bool(a.entities()) and any(h in rec.subject for h in a.metric_hints)
                if related:
                    (out if self._entity_ok(a, rec) else other_entity).append((it, rec))
        # A named metric/alert recorded only under another entity is still that slot (the series'
        # service label may name the pod's owner rather than the service the answer talks about).
        return out or (other_entity if names else [])

    def _values(self, a: FactAnalysis, rec: Record) -> list[tuple[str, Quantity]]:
        return [(k, q) for k, q in rec.slot_values if k != "threshold" or a.wants_threshold]

    def _quantity_support(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        slots = self._slot_records(a, items)
        hits = []
        for it, rec in slots:
            if any(
                self.tk.compare.comparable(q, v) and self.tk.compare.match(q, v).matched
                for _, v in self._values(a, rec)
            ):
                hits.append(it)
        if hits or slots:
            return hits
        for it in items:
            for rec in it.records:
                if rec.deduped:
                    continue
                cands = [v for _, v in rec.slot_values] + rec.free_quantities(self.tk.quantities)
                if q.dimension == "number" and _number_rx(f"{q.raw_value:g}").search(rec.low):
                    hits.append(it)
                    break
                if any(self.tk.compare.comparable(q, v) and self.tk.compare.match(q, v).matched for v in cands):
                    hits.append(it)
                    break
        return hits

    def _cut_where_claimed(self, m: IdentifierMatch, a: FactAnalysis) -> bool:
        """True when the summary cut a trace/span id (``trace_id=4bf9…``) in a record that fits the fact.

        The record must keep a prefix compatible with ``m`` and carry the fact's other specifics
        (an error code, exception or quoted phrase; a service name is not specific enough).
        """
        others = [o for o in a.identifiers if o.label in ("error_code", "exception", "k8s_reason")]
        for it in self.ix.items:
            for rec in it.records:
                if not _cut_compatible(m.text, rec.text):
                    continue
                low = rec.low
                if any(found_in(o, rec.text) for o in others) or any(
                    " ".join(p.lower().split()) in " ".join(low.split()) for p in a.phrases
                ):
                    return True
        return False

    def _free_support(self, q: Quantity, items: list[IndexedItem]) -> bool:
        """True when a record's free text (a log message, a chunk) states ``q`` itself."""
        for it in items:
            for rec in it.records:
                if rec.subject or rec.deduped:
                    continue
                if any(
                    self.tk.compare.comparable(q, v) and self.tk.compare.match(q, v).matched
                    for v in rec.free_quantities(self.tk.quantities)
                ):
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
        if term.isascii():
            return bool(_word_rx(term).search(text))
        return self.tk.glossary.covers(term, text)

    def _coverage(self, a: FactAnalysis, items: list[IndexedItem], *, domain_only: bool = False) -> float:
        terms = a.domain_terms if domain_only else a.terms
        if not terms:
            return 1.0
        text = "\n".join(i.evidence_low for i in items)
        if not text:
            return 0.0
        covered = sum(1 for t in terms if self._covers(t, text))
        return covered / len(terms)

    # ---- rule 1 ---------------------------------------------------------------------------
    def contradiction(self, fact: CandidateFact, a: FactAnalysis) -> Decision | None:
        """Fabricated key identifier, or a conflicting status / refuted negation / value."""
        if fact.is_critical:
            for m in a.key_ids():
                if self._in_query(m):
                    continue
                if not any(self._found_in_item(m, it, evidence_only=False) for it in self.ix.items):
                    if m.label in CUTTABLE_LABELS and self._cut_where_claimed(m, a):
                        continue  # the summary cut a value where this id would be: unknown, not fabricated
                    return Decision(
                        Verification.CONTRADICTED,
                        "fabrication",
                        f"fabricated {m.label} {m.text}: in no tool input or output and not in the query",
                    )
        direct = list(self.ix.usable(EvidenceLevel.DIRECT))
        for st in a.statuses:
            if st.family != "alert_state":
                continue
            recs = self._alert_records(a, direct)
            if recs and not any(r.fields.get("status", "").lower() == st.value for _, r in recs):
                it, rec = recs[0]
                return Decision(
                    Verification.CONTRADICTED,
                    "status",
                    f"status {st.value} vs {rec.fields.get('status')} for {rec.alert} in {it.label()}",
                    _uniq([i for i, _ in recs]),
                )
        for fam in a.negated_families:
            for it in direct:
                for rec in it.records:
                    if rec.deduped or rec.subject or not self._entity_ok(a, rec):
                        continue
                    if self.tk.negation.refutes(fam, rec.text):
                        snippet = rec.text[:80]
                        return Decision(
                            Verification.CONTRADICTED,
                            "negation",
                            f"negation refuted: {fam} in {it.label()}: {snippet}",
                            [it],
                        )
        for q in a.quantities:
            slots = self._slot_records(a, direct)
            comparable = [
                (it, rec, v) for it, rec in slots for _, v in self._values(a, rec) if self.tk.compare.comparable(q, v)
            ]
            if (
                comparable
                and not any(self.tk.compare.match(q, v).matched for _, _, v in comparable)
                and not self._free_support(q, direct)  # a log line stating the value itself wins
            ):
                it, rec, _ = comparable[0]
                vals = "/".join(f"{v.raw_value:g}" for _, r, v in comparable if r is rec)
                unit = rec.fields.get("unit", "")
                who = rec.fields.get("service")
                return Decision(
                    Verification.CONTRADICTED,
                    "value",
                    f"{q.text.strip()} vs {vals}{unit} for {rec.subject}{' of ' + who if who else ''} in {it.label()}",
                    _uniq([i for i, _, _ in comparable]),
                )
        return None

    # ---- rules 2-3 ------------------------------------------------------------------------
    def _element_support(self, a: FactAnalysis, items: list[IndexedItem]) -> tuple[list[IndexedItem], list[str]] | None:
        """Items supporting every identifier, value, status and quoted phrase of the fact; None if one fails."""
        used: list[IndexedItem] = []
        parts: list[str] = []
        for m in a.identifiers:
            hit = [it for it in items if self._found_in_item(m, it, evidence_only=True)]
            if not hit:
                return None
            used.extend(hit[:2])
            parts.append(f"{m.text} found in {', '.join(i.label() for i in hit[:2])}")
        for q in a.quantities:
            hit = self._quantity_support(a, q, items)
            if not hit:
                return None
            used.extend(hit[:1])
            parts.append(f"{q.text.strip()} matches {hit[0].label()}")
        for st in a.statuses:
            if st.family != "alert_state":
                continue
            recs = [
                (it, r) for it, r in self._alert_records(a, items) if r.fields.get("status", "").lower() == st.value
            ]
            if not recs:
                return None
            used.append(recs[0][0])
            parts.append(f"{st.value} for {recs[0][1].alert} in {recs[0][0].label()}")
        for ph in a.phrases:
            hit = [it for it in items if self.tk.excerpts.match(ph, it.evidence_text).score * 100 >= PHRASE_CUTOFF]
            if not hit and ph not in a.quoted:
                # An unquoted English run may carry prose around the message: accept a record holding
                # nearly all of its words instead of the exact phrase.
                hit = [it for it in items if self._words_in_one_record(ph, it)]
            if not hit:
                return None
            used.extend(hit[:1])
            parts.append(f"'{_short(ph)}' found in {hit[0].label()}")
        return _uniq(used), parts

    def _words_in_one_record(self, phrase: str, it: IndexedItem) -> bool:
        words = [w for w in re.findall(r"[a-z][a-z0-9']+", phrase.lower()) if len(w) >= 3 and w not in stop_words()]
        if len(words) < PHRASE_MIN_WORDS:
            return False
        need = PHRASE_WORD_SHARE * len(words)
        return any(
            sum(1 for w in words if _word_rx(w).search(rec.low)) >= need for rec in it.records if not rec.deduped
        )

    def _strength(self, a: FactAnalysis) -> int:
        """How specific the fact is: 2 strong, 1 weak, 0 words only.

        Strong: a key identifier other than a service name (error code, exception, alert, trace id,
        pod, host, IP…), a metric name, an alert status or a quoted message. Weak: only values, names
        or a service not named in the query.
        """
        if a.phrases or any(st.family == "alert_state" for st in a.statuses):
            return 2
        if any((m.key and m.label != "service") or m.label == "metric" for m in a.identifiers):
            return 2
        if any(m.label == "name" and fold_separators(m.text) in self.ix.subjects for m in a.identifiers):
            return 2  # a CamelCase name that evidence records as an alert or metric
        if a.quantities or any(not self._in_query(m) for m in a.identifiers):
            return 1
        return 0

    def support(self, fact: CandidateFact, a: FactAnalysis) -> Decision | None:
        """Direct or indirect support, or None."""
        strength = self._strength(a)
        specific = strength > 0
        if not a.identifiers and not specific and not a.terms:
            return None
        # With strong elements supported, only domain vocabulary counts as content (the rest is
        # phrasing); with weak ones every content word counts; a couple may go unmatched.
        domain_only = strength == 2
        terms = a.domain_terms if domain_only else a.terms
        need = (0.0 if len(terms) <= FREE_TERMS else COVERAGE_SPECIFIC) if domain_only else COVERAGE_WORDS_ONLY
        for level, label in ((EvidenceLevel.DIRECT, Verification.DIRECT), (None, Verification.INDIRECT)):
            items = list(self.ix.usable(level))
            if not items:
                continue
            found = self._element_support(a, items)
            if found is None:
                continue
            used, parts = found
            pool = used or items
            cov = self._coverage(a, pool, domain_only=domain_only)
            if cov < need and used:
                cov = max(cov, self._coverage(a, items, domain_only=domain_only))
            if cov >= need:
                if not parts:
                    pool = self._content_items(a, items)
                    parts.append(f"content found in {', '.join(i.label() for i in pool)}")
                return Decision(label, "support", "; ".join(parts) + f" (content coverage {cov:.2f})", _uniq(pool))
            if specific and cov >= COVERAGE_WEAK:
                return Decision(
                    Verification.INDIRECT,
                    "partial",
                    "; ".join(parts) + f"; predicate weakly supported (content coverage {cov:.2f})",
                    _uniq(pool),
                )
        return None

    def _content_items(self, a: FactAnalysis, items: list[IndexedItem]) -> list[IndexedItem]:
        out = [it for it in items if any(self._covers(t, it.evidence_low) for t in a.terms)]
        return out or items

    # ---- references -----------------------------------------------------------------------
    def references(self, fact: CandidateFact) -> tuple[bool, str]:
        """(ok, reason) for a structured claim's bindings."""
        if not fact.evidence_bindings:
            return False, "claim has no evidence binding"
        for b in fact.evidence_bindings:
            r = self.tk.references.check(b.source_id, b.source_invocation_ids, b.evidence_excerpt, self.ix.sources)
            if not r.matched:
                return False, f"binding {b.source_id!r}: {r.rule} ({r.detail})"
        return True, ""

    # ---- all rules ------------------------------------------------------------------------
    def decide(self, fact: CandidateFact, a: FactAnalysis) -> Decision:
        """Apply the four rules in order."""
        d = self.contradiction(fact, a)
        if d is not None:
            return d
        d = self.support(fact, a)
        if d is not None:
            if fact.origin is FactOrigin.CLAIM and d.label is Verification.DIRECT:
                ok, why = self.references(fact)
                if not ok:
                    return Decision(
                        Verification.INDIRECT,
                        "bad_reference",
                        f"{d.detail}; but {why}: at most indirect_support",
                        d.items,
                    )
            return d
        consulted = [it for it in self.ix.unusable() if self._mentions(a, it)] or self.ix.unusable()
        why = (
            "support only in " + ", ".join(f"{i.label()} [{i.unusable_reason or 'deduped'}]" for i in consulted)
            if consulted and any(self._mentions(a, it) for it in consulted)
            else "no successful evidence item supports the fact"
        )
        return Decision(Verification.NO_EVIDENCE, "none", why, consulted)

    def _mentions(self, a: FactAnalysis, it: IndexedItem) -> bool:
        low = it.all_text.lower()
        if any(found_in(m, it.all_text) for m in a.identifiers if not self._in_query(m)):
            return True
        return bool(a.terms) and sum(self._covers(t, low) for t in a.terms) / len(a.terms) >= COVERAGE


#: Labels whose values a bounded summary may cut (``trace_id=4bf9…``); see :func:`_cut_compatible`.
CUTTABLE_LABELS = frozenset({"trace_id", "span_id"})
_CUT_ID = re.compile(r"(?:trace|span)[_\-]?id\s*[=:]?\s*\"?([0-9a-z\-]*)(?:…|\.\.\.)", re.I)


def _cut_compatible(ident: str, text: str) -> bool:
    """True when ``text`` shows a trace/span id cut by the summary budget whose kept prefix fits ``ident``."""
    low = ident.lower()
    return any(low.startswith(m.group(1).lower()) for m in _CUT_ID.finditer(text))


@lru_cache(maxsize=4096)
def _word_rx(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z0-9]){re.escape(word)}")


@lru_cache(maxsize=4096)
def _number_rx(raw: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\d.]){re.escape(raw)}(?![\d]|\.\d)")


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _uniq(items: list[IndexedItem]) -> list[IndexedItem]:
    seen: dict[str, IndexedItem] = {}
    for it in items:
        seen.setdefault(it.ref, it)
    return list(seen.values())
