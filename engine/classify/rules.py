"""The evidence tests behind the four classification rules of DESIGN.md.

The registered checks of :mod:`engine.checks` call them, in the order ``engine/data/checks.yaml`` gives.

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
from bisect import bisect_right
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import Any

from engine.classify.analysis import (
    BOUND_LABELS,
    ENTITY_LABELS,
    PHRASE_MIN_WORDS,
    FactAnalysis,
    LexiconNames,
    Toolkit,
    bare_id,
    lexicon_names,
    n_words,
    with_trace_entities,
)
from engine.classify.index import EvidenceIndex, IndexedItem, Record
from engine.classify.lookup import (
    SCALED,
    EvidenceLookup,
    found_in,
    has_word,
    in_record,
    number_text,
    process_parts,
)
from engine.classify.lookup import uniq as _uniq
from engine.classify.thresholds import Thresholds, default_thresholds
from engine.contracts import Verification
from engine.evidence.excerpts import excerpt_in_records
from engine.evidence.records import TIME_FIELDS, record_times, span_chain, span_index, words_of
from extractors.contracts import CandidateFact, EvidenceLevel
from matchers.base import IdentifierMatch, Span
from matchers.cues import default_cue_matchers, default_cues
from matchers.fuzzy import cut_prefix_found, find_identifier
from matchers.identifiers import label_table
from matchers.normalize import fold_separators, fold_width
from matchers.polarity import StatusMention, default_polarity, levels_named, outcome_of, record_level
from matchers.quantities import Quantity, count_quantity
from matchers.shape_rules import default_shape_table
from matchers.times import TimeSpan, mmss_durations, stated_window
from matchers.tokenize import stop_words


@dataclass
class Decision:
    """A label, the rule that fired and the items it rests on."""

    label: Verification
    rule: str
    detail: str
    items: list[IndexedItem] = field(default_factory=list)
    check: str = ""  # the registered check that decided (set by engine.checks.run_checks)


#: Entity labels an answer may name only as mentioned in another entity's line (a peer address).
BOUND_MENTIONS = frozenset({"ip"})

#: Identifier labels too broad to anchor a fact to records (an entity has many records).
ANCHOR_EXCLUDED = frozenset({"service", "pod", "host", "component", "instance", "node"})


class RuleSet(EvidenceLookup):
    """The rules' evidence tests against one :class:`EvidenceIndex` with one :class:`Toolkit` and thresholds.

    Each test is one method; the registered checks of :mod:`engine.checks` call them in the
    order their registry gives.
    """

    def __init__(self, toolkit: Toolkit, index: EvidenceIndex, thresholds: Thresholds | None = None) -> None:
        """Bind the toolkit, the index and the thresholds (default: the bundled file)."""
        super().__init__(toolkit, index)
        self.th = thresholds or default_thresholds()
        # entity_pairs per (fact analysis, items): misattribution and direct support ask the same question
        self._pairs: dict[Any, tuple[FactAnalysis, Any]] = {}
        # counted per (fact analysis, items): the count check and count support ask the same question
        self._counts: dict[Any, tuple[FactAnalysis, Any]] = {}
        # Per record, for this verification: identifiers and phrases found in it (facts and checks ask
        # again and again), and its lowercased text with runs of spaces folded. Keyed by the record's
        # id; each entry keeps its record, so an id is never reused while its entry lives.
        self._id_hits: dict[tuple[str, str, int], tuple[Record, bool]] = {}
        self._phrase_hits: dict[tuple[str, int], tuple[Record, bool]] = {}
        self._spaced: dict[int, tuple[Record, str]] = {}
        self._phrase_forms: dict[str, tuple[str, str]] = {}
        self._stamps: dict[str, bool] = {}
        self._sups: dict[Any, tuple[FactAnalysis, Any]] = {}
        self._focus: dict[Any, tuple[FactAnalysis, Any]] = {}
        self._span_indexes: dict[str, dict[str, Record]] = {}

    def _in_record(self, m: IdentifierMatch, rec: Record) -> bool:
        """:func:`in_record`, memoised for this verification (it reads only the identifier's text and label)."""
        key = (m.text, m.label, id(rec))
        hit = self._id_hits.get(key)
        if hit is not None and hit[0] is rec:
            return hit[1]
        out = in_record(m, rec)
        self._id_hits[key] = (rec, out)
        return out

    def _phrase_in(self, phrase: str, rec: Record) -> bool:
        """:func:`phrase_in`, memoised for this verification, on the record's space-folded text read once."""
        key = (phrase, id(rec))
        hit = self._phrase_hits.get(key)
        if hit is not None and hit[0] is rec:
            return hit[1]
        got = self._spaced.get(id(rec))
        if got is None or got[0] is not rec:
            got = self._spaced[id(rec)] = (rec, spaced_low(rec))
        forms = self._phrase_forms.get(phrase)
        if forms is None:
            forms = self._phrase_forms[phrase] = phrase_forms(phrase)
        out = phrase_in(phrase, rec, low=got[1], forms=forms)
        self._phrase_hits[key] = (rec, out)
        return out

    # ---- rule 1: contradicted ------------------------------------------------------------------
    def fabrication(self, fact: CandidateFact, a: FactAnalysis) -> Decision | None:
        """A critical fact names a key identifier found in no tool input or output and not in the query."""
        if not fact.is_critical:
            return None
        for m in a.key_ids():
            if self._in_query(m):
                continue
            # found in an item also when a record's entity field writes it ("chrome.exe *64")
            if not any(self._found_in_item(m, it, evidence_only=False) for it in self.ix.items):
                if self.ix.holds_named(m.text):
                    continue  # a call holds it whole; the summary's budget only cut it out
                return Decision(
                    Verification.CONTRADICTED,
                    "fabrication",
                    f"fabricated {m.label} {m.text}: in no tool input or output and not in the query",
                )
        return None

    def status(self, a: FactAnalysis) -> Decision | None:
        """An alert state (firing / resolved) the direct records contradict."""
        direct = list(self.ix.usable(EvidenceLevel.DIRECT))
        for st in self._alert_states(a):
            recs = self._alert_records(a, direct)
            if recs and not any(r.fields.get("status", "").lower() == st.value for _, r in recs):
                it, rec = recs[0]
                return Decision(
                    Verification.CONTRADICTED,
                    "status",
                    f"status {st.value} vs {rec.fields.get('status')} for {rec.alert} in {it.label()}",
                    _uniq([i for i, _ in recs]),
                )
        return self.state_conflict(a)

    def negation(self, a: FactAnalysis) -> Decision | None:
        """A denial ("no errors") that a record of the fact's entity refutes.

        A denial attributed to a runbook is guidance, not a statement about this incident's
        records; a denial with a subject of its own ("风扇转速没有异常") is refuted only by a
        record that speaks of that subject (holds one of the fact's content words).
        """
        if not a.negated_families or self._quoted_negations(a):
            return self._only_levels_refuted(a)
        if self.attributed(a):
            return None
        subject = [t for t in a.terms if t not in self.tk.negation.family_words]
        spans = stated_window(a.text)  # "20:26 到 20:31 之间没有 error": only records of that window refute it
        # the names of things the fact denies of ("Dropbox.exe 没有任何连接错误"): only records naming one are of it
        named = [m for m in a.identifiers if m.label in ("name", "component", "process", "instance")]
        # a bare id the fact names ("与 188978561024 之间的连接一直正常"): only records writing it are of it
        ids = [re.compile(rf"(?<![\d.]){q.text}(?![\d.])") for q in a.quantities if bare_id(q)]
        for fam in a.negated_families:
            # "没有 ERROR 级别的日志" denies a level: only a record of that level refutes it, not a WARN
            # line whose message names an exception.
            by_level = fam in ("error", "warn", "fatal") and bool(_LEVEL_DENIAL.search(a.text))
            for it in self.ix.usable(EvidenceLevel.DIRECT):
                # A time that pins the subject's event ("16:40:06 这一轮初始化没有出现任何 error", a record of
                # the subject at that time) makes every record of that output at that time part of it.
                pinned = bool(spans) and any(
                    _in_window(r, spans) and any(self._covers(t, r.low) for t in subject)
                    for r in it.records
                    if not r.deduped
                )
                for rec in it.records:
                    # A metric or alert row speaks through its status and values, not its words; a
                    # log record that also carries an alert category (BGL's alert=KERNSTOR) keeps its level.
                    if rec.deduped or (rec.subject and not rec.level_word) or not self._entity_ok(a, rec):
                        continue
                    if ids and not any(rx.search(rec.text) for rx in ids):
                        continue
                    if (
                        subject
                        and not a.entities()
                        and not pinned
                        and not any(self._covers(t, rec.low) for t in subject)
                        # a record holding an identifier the fact names is of its subject ("来自 10.10.34.13
                        # 的连接没有出现 ERROR" against LearnerHandler-/10.10.34.13:57354's ERROR)
                        and not any(self._in_record(m, rec) for m in a.identifiers)
                    ):
                        continue
                    if not a.entities() and not pinned and named and not any(self._in_record(m, rec) for m in named):
                        continue  # "Dropbox.exe 没有任何连接错误": chrome.exe's connection error is not its record
                    if not _in_window(rec, spans):
                        continue
                    if by_level:
                        if record_level(rec.level_word) in _DENIED_LEVELS[fam]:
                            return Decision(
                                Verification.CONTRADICTED,
                                "negation",
                                f"negation refuted: {fam} level in {it.label()}: {rec.text[:80]}",
                                [it],
                            )
                        continue
                    if rec.kind == "row":
                        # A row states errors by its values ("status=failed") and its counters
                        # ("counts.fail=3"), not by its field names ("error.code=0" is no error).
                        counter = self.tk.negation.counter_of(fam, rec.fields)
                        if counter or self.tk.negation.refutes(fam, rec.stated):
                            shown = f"{counter}={rec.fields[counter]}" if counter else rec.text[:80]
                            return Decision(
                                Verification.CONTRADICTED,
                                "negation",
                                f"negation refuted: {fam} in {it.label()}: {shown}",
                                [it],
                            )
                        continue
                    if self.tk.negation.refutes(fam, rec.text) or self.tk.negation.refutes(fam, rec.level_word):
                        return Decision(
                            Verification.CONTRADICTED,
                            "negation",
                            f"negation refuted: {fam} in {it.label()}: {rec.text[:80]}",
                            [it],
                        )
        return None

    def value(self, a: FactAnalysis) -> Decision | None:
        """A value outside tolerance of every value the same slot (metric, alert) records.

        A value a runbook states ("按运维手册，超过 80% 才需要扩容") is its threshold, not this incident's value.
        """
        if a.quantities and self.attributed(a):
            return None
        direct = list(self.ix.usable(EvidenceLevel.DIRECT))
        keyed = (
            self._keyed_conflict(a, direct)
            or self._message_number_conflict(a, direct)
            or self._http_status_conflict(a, direct)
        )
        if keyed is not None:
            return keyed
        for q in a.quantities:
            if self._is_stamp(q):
                continue  # "成功率在 1661256748 跌到最低": a record's epoch stamp is a time, not the value
            cols = self._column_values(a, q, direct)
            if cols and _of_other_subject(a, q):
                continue  # "X 的 P90 到了 9.5 秒，前端 P99 随后到 29.46 秒": the value is of its own clause's subject
            if cols:
                if (
                    not any(self._supports(q, v) for _, v in cols)
                    and not self._free_support(q, direct)
                    and not self._some_span_says(a, q, direct)
                    # a column of no unit writing the stated size or time as stated ("总内存 63120797696
                    # 字节" against ``system.memory.total``) is that value, not another one
                    and not self._unitless_columns(a, q, direct)
                ):
                    d = a.descriptor_of(q)
                    vals = "/".join(f"{v.raw_value:g}{v.unit or ''}" for _, v in cols[:4])
                    return Decision(
                        Verification.CONTRADICTED,
                        "value",
                        f"{q.text.strip()} vs {vals} for {' '.join(d.words) if d else 'the metric'} "
                        f"in {cols[0][0].label()}",
                        _uniq([it for it, _ in cols]),
                    )
                continue
            anchored = self._anchored_conflict(a, q, direct)
            if anchored is not None:
                return anchored
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
                vals = "/".join(number_text(v.raw_value) for _, r, v in comparable if r is rec)
                unit = rec.fields.get("unit", "")
                who = rec.fields.get("service")
                return Decision(
                    Verification.CONTRADICTED,
                    "value",
                    f"{q.text.strip()} vs {vals}{unit} for {rec.subject}{' of ' + who if who else ''} in {it.label()}",
                    _uniq([i for i, _, _ in comparable]),
                )
        return None

    def _spans(self, it: IndexedItem) -> dict[str, Record]:
        """:func:`span_index` of the item's records, built once per item for this verification."""
        hit = self._span_indexes.get(it.ref)
        if hit is None:
            hit = self._span_indexes[it.ref] = span_index(it.records)
        return hit

    def _alert_states(self, a: FactAnalysis) -> list[StatusMention]:
        """The fact's alert states (firing, resolved) when it names an alert: in words, or by an alert record's name."""
        states = [st for st in a.statuses if st.family == "alert_state"]
        if not states or a.alert_named:
            return states
        names = self._alert_names
        return states if any(fold_width(m.text).lower().strip("`") in names for m in a.identifiers) else []

    @cached_property
    def _alert_names(self) -> frozenset[str]:
        return frozenset(
            r.alert.lower() for it in self.ix.usable(None) for r in it.records if r.alert and not r.deduped
        )

    def _is_stamp(self, q: Quantity) -> bool:
        """True when ``q`` is a bare epoch number (10 or 13 digits) some direct record writes in a time field."""
        raw = q.text.strip()
        if q.dimension != "number" or q.unit or len(raw) not in (10, 13) or not raw.isdigit():
            return False
        hit = self._stamps.get(raw)
        if hit is None:
            hit = self._stamps[raw] = any(
                v == raw and (k.lower() in TIME_FIELDS or "time" in k.lower() or k.lower().endswith("_ts"))
                for it in self.ix.usable(EvidenceLevel.DIRECT)
                for r in it.records
                for k, v in r.fields.items()
            )
        return hit

    def _some_span_says(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> bool:
        """True when a span record of ``items`` writes ``q`` in the fact's metric (its duration, say).

        A call has two spans (the caller's HTTP GET and the callee's entry), and a fact names both
        sides: which row its value is of is not certain enough to call another span's value a conflict.
        """
        d = a.descriptor_of(q)
        if d is None:
            return False
        for it in items:
            for r in it.records:
                if r.deduped or not r.span_ids[0]:
                    continue
                for _, v, parts in r.column_values:
                    if d.parts <= parts and v.dimension == q.dimension and self._supports(q, v):
                        return True
        return False

    def _quoted_negations(self, a: FactAnalysis) -> bool:
        """True when every negation cue of the fact is inside an English phrase a direct record holds.

        "返回 Order not found（WARN）" quotes the record's message: its "not" denies nothing the answer says.
        """
        if not a.negations or not a.phrases:
            return False
        recs = [r for it in self.ix.usable(EvidenceLevel.DIRECT) for r in it.records if not r.deduped]
        quoted = []
        for p in a.phrases:
            at = a.text.find(p)
            if at >= 0 and any(self._phrase_in(p, r) for r in recs):
                quoted.append((at, at + len(p)))
        return all(any(s <= sc.cue_span.start < e for s, e in quoted) for sc in a.negations)

    def _only_levels_refuted(self, a: FactAnalysis) -> Decision | None:
        """A "只有 INFO 日志" / "全是 INFO" that a record of the scope at another level refutes.

        The scope is :meth:`_level_scope`; a fact that counts records ("这 2 条都是 ERROR") speaks of
        those records only and is left to the count rules.
        """
        named = _only_levels(a)
        if not named or a.quantities or self.attributed(a):
            return None
        for it, rec, level in self._level_scope(a):
            if level not in named:
                return Decision(
                    Verification.CONTRADICTED,
                    "negation",
                    f"only {'/'.join(sorted(named))} refuted: a {level} record in {it.label()}: {rec.text[:80]}",
                    [it],
                )
        return None

    def _level_scope(self, a: FactAnalysis) -> Iterator[tuple[IndexedItem, Record, str]]:
        """(item, record, level) of the log records a statement about levels speaks of.

        Those of the fact's entity (else every log record) in its stated window, in direct outputs
        not filtered by level (a ``level=ERROR`` call shows only that level: it says nothing of others).
        """
        spans = stated_window(a.text)
        for it in self.ix.usable(EvidenceLevel.DIRECT):
            if _LEVEL_FILTER.search(it.item.input_summary):
                continue
            for rec in it.records:
                level = record_level(rec.level_word) if rec.level_word and not rec.deduped else None
                if level is not None and self._entity_ok(a, rec) and _in_window(rec, spans):
                    yield it, rec, level

    def denial_holds(self, a: FactAnalysis) -> Decision | None:
        """direct_evidence for a true statement about log levels: no record of the scope is at a denied level.

        "这段 executor 日志全是 INFO，没有 WARN 或 ERROR", "X 这段时间只有 INFO 日志": the scope is
        :meth:`_level_scope`. It holds when the scope has records, every output holding them shows all
        of its records (none cut, no further page), none is at a denied level, and for "只有 / 全是 L"
        every one is at a named level. The fact's identifiers must be in the outputs and at most
        ``free_terms`` of its other words missing. A denial attributed to a runbook is guidance, not a
        statement about these records, and one asked of a call that found nothing rests on that no-hit.
        """
        fams = [f for f in a.negated_families if f in _DENIED_LEVELS]
        denied = {lv for f in fams for lv in _DENIED_LEVELS[f]} if _LEVEL_DENIAL.search(a.text) else set()
        only = _only_levels(a) if not a.negated_families else frozenset()
        if not (denied or only) or a.quantities or self.attributed(a):
            return None
        words = {w.lower() for lv in denied for w in _level_records(lv)}
        if any(_no_hit(it) and words & set(_WORDS.findall(it.item.input_summary.lower())) for it in self.ix.items):
            return None
        direct = [it for it in self.ix.usable(EvidenceLevel.DIRECT) if not _LEVEL_FILTER.search(it.item.input_summary)]
        if not all(any(self._found_in_item(m, it, evidence_only=True) for it in direct) for m in a.identifiers):
            return None
        scope = list(self._level_scope(a))
        if any(level in denied or (only and level not in only) for _, _, level in scope):
            return None
        items = _uniq([it for it, _, _ in scope])
        if not scope or not all(_complete(it) for it in items):
            return None
        level_words = {w for lv in (*denied, *_levels_said(a)) for w in _level_records(lv)}
        missing = [
            t
            for t in a.domain_terms
            if t.upper() not in level_words and not any(self._covers(t, r.low) for _, r, _ in scope)
        ]
        if len(missing) > self.th.free_terms:
            return None
        what = f"no {'/'.join(sorted(denied))} record" if denied else f"every record {'/'.join(sorted(only))}"
        return Decision(
            Verification.DIRECT,
            "denial",
            f"{what} among the {len(scope)} complete log records of its scope in "
            + ", ".join(i.label() for i in items[:3]),
            items,
        )

    def counted_denial_holds(self, a: FactAnalysis) -> Decision | None:
        """direct_evidence for a denial that the entity's metric documents count as zero.

        "ledger-db-1 的健康检查没有失败记录" against ``docker.healthcheck.failingstreak=0``: a document
        of the fact's entity counting what the denial denies, every such counter zero (a positive one
        refutes it: :meth:`negation`). The fact must name an entity, state no value and not be a runbook's.
        """
        fams = [f for f in a.negated_families if f in self.tk.negation.table.negatable]
        if not fams or a.quantities or not a.entities() or self.attributed(a):
            return None
        direct = list(self.ix.usable(EvidenceLevel.DIRECT))
        if not all(any(self._found_in_item(m, it, evidence_only=True) for it in direct) for m in a.identifiers):
            return None
        hits: list[IndexedItem] = []
        shown = ""
        for fam in fams:
            counted = False
            for it in direct:
                for rec in it.records:
                    if rec.kind != "row" or rec.deduped or not rec.owners or not self._entity_ok(a, rec):
                        continue
                    found = self.tk.negation.counters(fam, rec.fields)
                    if any(x > 0 for _, x in found):
                        return None
                    if found:
                        counted = True
                        shown = shown or f"{found[0][0]}=0"
                        if it not in hits:
                            hits.append(it)
            if not counted:
                return None
        return Decision(Verification.DIRECT, "denial", f"counted zero in {hits[0].label()}: {shown}", hits)

    def _http_status_conflict(self, a: FactAnalysis, items: list[IndexedItem]) -> Decision | None:
        """An HTTP status the fact says its requests returned ("… 的 GET 请求返回 500") that its records do not.

        The records are the fact's anchors (its specific identifiers and cited phrases: the request
        path, the instance, the method line) at the time it states; each must write its own status
        (``status: 204``, ``" 200 3907``, ``status_code=200``) and none the stated one. A denied
        status ("没有返回 500") is not a claim of one.
        """
        stated = {m.group("code") for m in _STATED_STATUS.finditer(a.text) if not _negated_at(a, m.start("code"))}
        if len(stated) != 1:
            return None
        (code,) = stated
        anchors = self.anchors(a, items)
        anchors = self.narrowed(a, anchors) or anchors if anchors else []
        if not anchors:
            return None
        written = [(it, r, _record_statuses(r)) for it, r in anchors]
        if not all(codes for _, _, codes in written) or any(code in codes for _, _, codes in written):
            return None
        it, rec, codes = written[0]
        return Decision(
            Verification.CONTRADICTED,
            "value",
            f"HTTP {code} vs {'/'.join(sorted(codes))} in {it.label()}: {(rec.message or rec.text)[:80]}",
            [it],
        )

    def _message_number_conflict(self, a: FactAnalysis, items: list[IndexedItem]) -> Decision | None:
        """A log message quoted with another number in it ("workerEnv in error state 8" where the lines say 6).

        The fact's English run (at least three words and a number) must match some record of the
        fact's entity word for word, at its stated time, with only the numbers differing; a record
        writing it with the fact's numbers leaves it alone.
        """
        # Identifiers with digits glued to letters (R72-M1-N6, ssh2, blk_…) end a run: they are not its words.
        masked = _GLUED.sub(lambda m: "|" * len(m.group(0)), a.text)  # same offsets as the fact's text
        # A value with a unit ("24.9 毫秒") is the metric value rule's, not a number of a quoted message.
        in_unit = {i for q in a.quantities if q.dimension != "number" for i in range(q.span.start, q.span.end)}
        runs = [
            m
            for m in _MESSAGE_RUN.finditer(masked)
            if (nums := list(_NUMBER_TOKEN.finditer(masked, m.start(), m.end())))
            and not any(n.start() in in_unit for n in nums)
        ]
        if not runs:
            return None
        spans = stated_window(a.text)
        for run in runs:
            text = run.group(0).strip()
            words = _RUN_TOKEN.findall(text)
            said = [float(w) for w in words if _SLOT_NUMBER.fullmatch(w)]
            # a message: three words of two letters or more, spaces between, numbers standing alone
            # (not a node id such as R72-M1-N6-C:J04-U01, whose digits are glued to letters)
            if (
                not said
                or len(words) > _MAX_MESSAGE_TOKENS
                or text.count(" ") < 2
                or sum(1 for w in words if len(w) > 1 and not w[0].isdigit()) < 3
                or len(_NUMBER_TOKEN.findall(text)) != len(said)
            ):
                continue
            letters = [w.lower() for w in words if not w[0].isdigit()]
            other = self._message_variants(a, tuple(words), said, letters, spans, items)
            if other:
                it, rec, shown = other[0]
                return Decision(
                    Verification.CONTRADICTED,
                    "value",
                    f"'{text}' vs '{shown}' in {it.label()}: {_short(rec.message or rec.text, 80)}",
                    _uniq([i for i, _, _ in other]),
                )
        return None

    def _message_variants(
        self,
        a: FactAnalysis,
        tokens: tuple[str, ...],
        said: list[float],
        words: list[str],
        spans: Any,
        items: list[IndexedItem],
    ) -> list[tuple[IndexedItem, Record, str]]:
        """Records of the fact's entity (at its stated time) writing the message with other numbers.

        Empty when one of them writes it with ``said``.
        """
        out = []
        for it in items:
            if not all(w in it.evidence_low for w in words):
                continue  # the item does not hold every word of the message: none of its records does
            for rec in it.records:
                if rec.deduped or not all(w in rec.low for w in words) or not self._entity_ok(a, rec):
                    continue
                if not _in_window(rec, spans):
                    continue
                for nums, shown in _message_slots(tokens, rec.low):
                    if nums == said:
                        return []
                    out.append((it, rec, shown))
        return out

    def _keyed_conflict(self, a: FactAnalysis, items: list[IndexedItem]) -> Decision | None:
        """A field the fact gives a value ("errorCode = 5", "totalAltitude 为 420") that its records write otherwise.

        The field name is the slot: the records that write ``name = value`` (or ``name: value``) for
        it, kept to the fact's anchors when it has some, must write the fact's value in one of them.
        """
        # "max 为 2.75 GB" gives a series' aggregate a value, in its unit: the metric value check's.
        keyed = [(k, v) for k, v in _KEYED_FACT.findall(a.text) if k.lower() not in _AGGREGATES]
        flags = [(k, v.lower()) for k, v in _KEYED_FLAG_FACT.findall(a.text) if not _negated_at(a, a.text.find(k))]
        if not keyed and not flags:
            return None
        pool = self.anchors(a, items) or [(it, r) for it in items for r in it.records if not r.deduped]
        # "verify result 为 true" against "[verify result: false]": a flag the records write otherwise.
        slots = [(key, said, _keyed_flag_rx(key.lower()), False, ": ") for key, said in flags]
        slots += [(key, said, _keyed_record_rx(key.lower()), True, "=") for key, said in keyed]
        for key, said, rx, numeric, sep in slots:
            written = [(it, r, m.group(1)) for it, r in pool for m in rx.finditer(r.low)]
            if numeric:  # a value in another unit is not comparable here
                written = [w for w in written if _suffix(w[2]) == _suffix(said.lower())]
            if not written or any(_same_keyed(said, v) for _, _, v in written):
                continue
            it, rec, v = written[0]
            return Decision(
                Verification.CONTRADICTED,
                "value",
                f"{key} {said} vs {key}{sep}{v} in {it.label()}: {_short(rec.message or rec.text, 80)}",
                _uniq([i for i, _, _ in written]),
            )
        return None

    def _anchored_conflict(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> Decision | None:
        """The record the fact is specifically about states another value of ``q``'s kind ("took 716 ms" for "7.16 秒").

        Only for one to three anchor records (:meth:`anchors`), none cut, whose values of that
        dimension (at least one) do not match, nor does their sum; a value some other record states
        itself is left to the other rules.
        """
        if q.dimension not in ("time", "bytes", "percent", "cpu") or q.comparator not in ("eq", "approx"):
            return None
        if sum(1 for x in a.quantities if x.dimension == q.dimension) > 1:
            return None  # two values of one kind ("花了 65 秒，阈值 30 s"): which is which is not checked here
        anchors = self.anchors(a, items)
        if not anchors and (spans := [sp for sp in stated_window(a.text) if _pinned(a.text, sp)]):
            # No id or phrase says which record: a stated time does, when its record speaks of the
            # fact's subject (holds one of its words or another of its values).
            anchors = [(it, r) for it, r in self._at_times(a, spans, items) if self._speaks_of(a, q, r)]
        # Of many anchors, those the fact's English words and stated time pick out ("… on the hypervisor").
        anchors = (self.narrowed(a, anchors) or anchors) if len(anchors) > 3 else anchors
        if not 1 <= len(anchors) <= 3 or any(rec.cut for _, rec in anchors):
            return None  # a cut record may have lost the value meant
        values = [
            v
            for _, rec in anchors
            for v in (*rec.free_quantities(self.tk.quantities), *(cv for _, cv, _ in rec.column_values))
            if v.dimension == q.dimension
        ]  # an anchor without such a value says nothing of it ("Started reading …" beside "… took 716 ms")
        if not values or any(self._supports(q, v) for v in values):
            return None
        total = replace(values[0], value=sum(v.value for v in values))
        if len(values) > 1 and self._supports(q, total):
            return None
        it, rec = anchors[0]
        return Decision(
            Verification.CONTRADICTED,
            "value",
            f"{q.text.strip()} vs {'/'.join(v.text.strip() for v in values[:3])} in the record it is about "
            f"({it.label()}: {_short(rec.message or rec.text, 80)})",
            _uniq([i for i, _ in anchors]),
        )

    # ---- entity binding ---------------------------------------------------------------------
    def _attributes(self, a: FactAnalysis) -> list[tuple[str, IdentifierMatch | None]]:
        """(text, match) of what the fact says of its entities.

        Those are key identifiers that name no entity, and quoted or English message phrases (match None).
        A correlation id (a trace, span or request id, a UUID) names one request that every service
        on its path logs, so it is never an attribute of one of them.
        """
        out: list[tuple[str, IdentifierMatch | None]] = [
            (m.text, m)
            for m in a.key_ids()
            if m.label not in ENTITY_LABELS and not _correlates(m) and not self._in_query(m)
        ]
        # An entity that owns no records, named beside one that does, is what the fact says of the owner
        # ("localhost 上 root 从 216.160.83.57 登录失败": the address is in the line of whichever host logged it).
        ents, owning = self._subjects(a)
        if owning:
            out += [
                (m.text, m)
                for m in a.key_ids()
                if m.label in BOUND_MENTIONS and m not in ents and not _correlates(m) and not self._in_query(m)
            ]
        out += [(ph, None) for ph in a.phrases]
        out += [(w, None) for w in _copula_words(a) if w not in {x.lower() for x, _ in out}]
        # A name some record is owned by ("WeChat.exe" of Proxifier's program field) is an entity of the
        # fact, whatever shape it was read as: never an attribute misattributed to the other entities.
        return [x for x in out if fold_separators(x[0]) not in self._owner_keys]

    def _attr_in(self, attr: tuple[str, IdentifierMatch | None], rec: Record) -> bool:
        text, m = attr
        return self._in_record(m, rec) if m is not None else self._phrase_in(text, rec)

    def _bound(self, a: FactAnalysis, it: IndexedItem) -> bool:
        """True when the item's call itself is about one of the fact's entities.

        Its input names it, or the output's own top-level fields do (``{"pod": …, "rows": […]}``).
        """
        top = self._top_text(it)
        return any(found_in(e, it.item.input_summary) or (top and found_in(e, top)) for e in a.bound_entities())

    def entity_pairs(self, a: FactAnalysis, items: list[IndexedItem]) -> tuple[bool, Decision | None]:
        """Entity binding of DESIGN "Evidence model": (co-occur, conflict).

        ``co-occur`` is True when every attribute of the fact sits in one record with one of the
        fact's entities, or in an output whose call names the entity; ``conflict`` is a
        misattribution: an attribute found only in records that do not name the fact's entity,
        while that entity has records of its own in the same output.
        """
        return self._per_fact(
            self._pairs, (id(a), tuple(it.ref for it in items)), a, lambda: self._entity_pairs(a, items)
        )

    def _entity_pairs(self, a: FactAnalysis, items: list[IndexedItem]) -> tuple[bool, Decision | None]:
        ents, owning = self._subjects(a)
        attrs = self._attributes(a)
        if not ents or not attrs:
            return True, None
        together = True
        all_ents = ents
        for attr in attrs:
            # An attribute is said of the entities of its own clause ("A 监听 1，B 监听 2"), else of all of them.
            ents = _clause_mates(a, attr, all_ents)
            if not ents or self._clause_names_other(a, attr, ents):
                continue
            found_with = found_without = False
            for it in items:
                recs = [r for r in it.records if not r.deduped]
                holders = [r for r in recs if self._attr_in(attr, r)]
                if not holders:
                    continue
                if any(self._owned(a, it, r, ents) for r in holders):
                    found_with = True
                    break
                own = [r for r in recs if self._owned(a, it, r, ents)]
                if own and _STATES_CALL.search(a.text) and _call_linked(own, holders, self._spans(it)):
                    # The caller's span of a call into the entity (or the callee's of one it makes): "X 通过
                    # HTTP GET 调用了 S 的 /api/…" names S's span and its parent, a span of X's service. Only a
                    # fact stating a call joins them: a flag of the callee's span is not the caller's.
                    found_with = True
                    break
                if not owning and own and self._same_actor(own, holders) and not self._names_a_peer(ents, holders[:3]):
                    # An entity the records only mention (no record's entity field names it: a driver's
                    # address, a callee) is what the actor that mentions it acts on; that actor's other line
                    # naming no other entity of its kind is the same event's next step
                    # ("Connecting to driver X", "Successfully registered with driver").
                    found_with = True
                    break
                found_without = True
                # Such an entity is shown another's line only when that line names another entity of its
                # kind ("…:52265" for "…:52264").
                if own and (owning or self._names_a_peer(ents, holders[:3])):
                    who = ", ".join(e.text for e in ents)
                    mine = {fold_separators(e.text) for e in ents}
                    others = sorted({v for r in holders for v in r.owners if fold_separators(v) not in mine})
                    shown = _short(own[0].message or own[0].text, 80)
                    whose = f" ({', '.join(others[:3])})" if others else ""
                    return False, Decision(
                        Verification.CONTRADICTED,
                        "misattribution",
                        f"{_short(attr[0], 60)} appears only in records of other entities{whose} in {it.label()}; "
                        f"{who}'s own records there show: {shown}",
                        [it],
                    )
            if found_without and not found_with:
                together = False
        return together, None

    @staticmethod
    def _same_actor(own: list[Record], holders: list[Record]) -> bool:
        """True when a holder record and a record naming the entity have an entity field value in common."""
        actors = {v for r in own for v in r.owners}
        return bool(actors) and any(v in actors for r in holders for v in r.owners)

    def _names_a_peer(self, ents: list[IdentifierMatch], recs: list[Record]) -> bool:
        """True when a record names an identifier of one of ``ents``' labels that is none of them."""
        return bool(self._peer_in(ents, recs))

    def _peer_in(self, ents: list[IdentifierMatch], recs: list[Record]) -> str:
        """The first identifier of ``ents``' labels (or shapes) the records name that is none of them, or ''."""
        mine = {fold_separators(e.text) for e in ents}
        labels = {e.label for e in ents}
        # Same shape, other digits ("10.0.0.1:52265" beside "10.0.0.1:52264"), or an identifier of the label.
        shapes = [_skeleton_rx(k) for e in ents if (k := _skeleton(e.text)) != e.text.lower()]
        for r in recs:
            text = r.text[:2000]
            for v in (v for rx in shapes for v in rx.findall(text.lower())):
                if fold_separators(v) not in mine:
                    return v
            for m in self.tk.identifiers.analyze(text):
                folded = fold_separators(m.text)
                if m.label in labels and folded not in mine and not any(k in folded for k in mine):
                    return m.text
        return ""

    def _subjects(self, a: FactAnalysis) -> tuple[list[IdentifierMatch], bool]:
        """The fact's subject entities, and whether they own records in the trace.

        Entities inside a cited message are never subjects. Entities that own records are what
        the fact is about; when none owns any (a callee, a DNS name), all the others bind by text.
        """
        ents = [e for e in a.bound_entities() if not _inside_message(a.text, e)]
        owning = [e for e in ents if fold_separators(e.text) in self._owner_keys or self._has_instances(e)]
        return (owning, True) if owning else (ents, False)

    def _has_instances(self, e: IdentifierMatch) -> bool:
        """True when instances of ``e`` own records: pods ``ts-x-svc-5f5…`` of ``ts-x-svc``, a process's program."""
        if e.label == "process":  # sshd[24263]: its program owns records (host=… component=sshd pid=…)
            return fold_separators(process_parts(e)[0]) in self._owner_keys
        name = fold_width(e.text).lower()
        stem, cls = name + "-", "." + name
        # pods of a service; the qualified logger of a class's simple name (…mapred.TaskAttemptListenerImpl)
        return any(v.lower().startswith(stem) or v.lower().endswith(cls) for v in self.ix.entity_lexicon)

    @cached_property
    def lexicon_names(self) -> LexiconNames:
        """:func:`~engine.classify.analysis.lexicon_names` of the trace's entity lexicon, read once."""
        return lexicon_names(self.ix.entity_lexicon)

    @cached_property
    def _owner_keys(self) -> dict[str, str]:
        """Separator-folded entity values that own records somewhere in the trace → their kind."""
        out: dict[str, str] = {}
        for v, kind in self.ix.entity_lexicon.items():
            out.setdefault(fold_separators(v), kind)
        return out

    def _owned(self, a: FactAnalysis, it: IndexedItem, rec: Record, ents: list[IdentifierMatch]) -> bool:
        """True when ``rec`` belongs to one of ``ents``.

        A record with entity fields belongs to their values (an entity its message mentions is
        not its owner); one without them belongs to any entity its text names, or to the entity
        its call was made for (the call's input names it).
        """
        owners = rec.owners
        if owners and any(fold_separators(e.text) in self._owner_keys for e in ents):
            folded = {fold_separators(v): kind for v, kind in owners.items()}
            named: dict[str, list[str]] = {}
            for e in ents:
                key = fold_separators(e.text)
                kind = self._owner_keys.get(key)
                if kind is not None:
                    named.setdefault(kind, []).append(key)
            if not any(k in folded for keys in named.values() for k in keys):
                return False
            # "节点 X 上的 pod Y": of each kind the record states, the fact's entity of that kind must be it.
            kinds = set(folded.values())
            return all(any(k in folded for k in keys) for kind, keys in named.items() if kind in kinds)
        # A service owns its instances' records: pod ``ts-x-service-5f5…-77cfw`` names service ``ts-x-service``.
        return (
            self._bound(a, it)
            or any(self._in_record(e, rec) for e in ents)
            or any(found_in(e, v) for e in ents for v in owners)
        )

    def pairing(self, a: FactAnalysis) -> Decision | None:
        """Two identifiers one clause pairs, of which the records of one name another of the other's shape.

        "attempt_…_0 跑在 container_…_04 上" while no record names both and the attempt's record names
        container_…_03: a conflicting value for the same slot (rule 1).

        Entities and correlation ids are not paired (a trace id or a service runs through many records);
        identifiers in different clauses may come from different records ("A 失败后，B 被调度").
        """
        swapped = self._role_swap(a) or self._placement(a) or self._call_swap(a)
        if swapped is not None:
            return swapped
        ids = [m for m in a.key_ids() if m.label not in ENTITY_LABELS and not _correlates(m)]
        recs = [(it, r) for it in self.ix.usable(EvidenceLevel.DIRECT) for r in it.records if not r.deduped]
        coded = self._phrase_code(a, ids, recs) or self._phrase_object(a, recs)
        if coded is not None:
            return coded
        if len(ids) < 2:
            return None
        for x in ids:
            holders = [(it, r) for it, r in recs if self._in_record(x, r)]
            if not holders:
                continue
            for y in ids:
                kind = _skeleton(y.text)
                if y is x or kind == _skeleton(x.text) or not _same_clause(a.text, x, y):
                    continue
                if any(self._in_record(y, r) for _, r in holders) or not any(self._in_record(y, r) for _, r in recs):
                    continue
                rx = _skeleton_rx(kind)
                others = {v for _, r in holders for v in rx.findall(r.low) if v != y.text.lower()}
                if others:
                    it = holders[0][0]
                    return Decision(
                        Verification.CONTRADICTED,
                        "pairing",
                        f"{_short(x.text, 50)}'s records in {it.label()} name {', '.join(sorted(others)[:2])}, "
                        f"not {_short(y.text, 50)}",
                        [it],
                    )
        return None

    def _phrase_code(
        self, a: FactAnalysis, ids: list[IdentifierMatch], recs: list[tuple[IndexedItem, Record]]
    ) -> Decision | None:
        """A cited message and the code the fact gives it ("Failed to … package，错误码是 0x800f080d").

        When the records writing the message (at the fact's time) name another code of the same
        shape and none names the fact's, the code belongs to other lines: a conflicting value for
        the message's slot (rule 1). The code follows the message in its clause, or in the next one
        when that one names the code ("，错误码是 …").
        """
        if not ids or not a.phrases:
            return None
        last = max(m.span.start for m in ids)
        for ph in dict.fromkeys(a.phrases):
            at = a.text.find(ph)
            if at < 0 or at + len(ph) > last:
                continue  # no code after it
            holders = [(it, r) for it, r in recs if self._phrase_in_record(a, ph, r)]
            holders = self.narrowed(a, holders) or holders
            if not holders:
                continue
            for y in ids:
                if y.span.start < at + len(ph) or not _same_event(a.text, at + len(ph), y.span.start):
                    continue
                if ph.lower() in y.text.lower() or any(self._in_record(y, r) for _, r in holders):
                    continue
                if not any(self._in_record(y, r) for _, r in recs):
                    continue  # found nowhere: the fabrication check's
                rx = _skeleton_rx(_skeleton(y.text))
                others = {v for _, r in holders for v in rx.findall(r.low) if v != y.text.lower()}
                if others:
                    it = holders[0][0]
                    return Decision(
                        Verification.CONTRADICTED,
                        "pairing",
                        f"the records of '{_short(ph, 50)}' in {it.label()} name {', '.join(sorted(others)[:2])}, "
                        f"not {_short(y.text, 50)}",
                        [it],
                    )
        return None

    def _phrase_object(self, a: FactAnalysis, recs: list[tuple[IndexedItem, Record]]) -> Decision | None:
        """A cited message and the identifier it ends on, written by the subject with another one there.

        "ts-preserve-… 报的是 No instances available for ts-travel-service" while the subject's lines
        of that message all say "… for ts-food-service": the message's object is another identifier
        of the same kind, a conflicting value for the message's slot (rule 1). Only the subject's own
        records of the message count (the fact's entity owns records); an object one of them writes
        there, or an object no record writes anywhere, leaves it to the other checks.
        """
        subjects, owning = self._subjects(a)
        if not owning or not a.phrases:
            return None
        for ph in dict.fromkeys(a.phrases):
            at = a.text.find(ph)
            if at < 0:
                continue
            gap = len(a.text[at + len(ph) :]) - len(a.text[at + len(ph) :].lstrip())
            start = at + len(ph) + gap
            obj = next((m for m in a.identifiers if m.span.start == start), None)
            if obj is None or obj in subjects or not any(self._in_record(obj, r) for _, r in recs):
                continue
            holders = [(it, r) for it, r in recs if self._owned(a, it, r, subjects) and self._phrase_in(ph, r)]
            if not holders or any(self._in_record(obj, r) for _, r in holders):
                continue
            low, want = ph.lower(), fold_separators(obj.text)
            others: set[str] = set()
            for _, r in holders:
                i = r.low.find(low)
                nxt = _NEXT_TOKEN.match(r.low, i + len(low)) if i >= 0 else None
                if nxt is None:
                    return None  # the message reads otherwise there: not a slot to compare
                got = nxt.group(1)
                kinds = {m.label for m in self.tk.identifiers.analyze(got)}
                if fold_separators(got) == want or obj.label not in kinds:
                    return None
                others.add(got)
            it = holders[0][0]
            return Decision(
                Verification.CONTRADICTED,
                "pairing",
                f"{_short(subjects[0].text, 50)}'s lines of '{_short(ph, 50)}' in {it.label()} name "
                f"{', '.join(sorted(others)[:2])}, not {_short(obj.text, 50)}",
                [it],
            )
        return None

    def _placement(self, a: FactAnalysis) -> Decision | None:
        """Two entities of different kinds one clause pairs ("pod Y 运行在节点 X 上") that no record pairs.

        When no record is owned by both, while the records of one name another entity of the
        other's kind (the pod's records all say host Z), the fact placed it wrongly (rule 1).
        """
        ents, owning = self._subjects(a)
        if not owning or len(ents) < 2:
            return None
        kinds: dict[str, IdentifierMatch] = {}
        for e in ents:
            kind = self._owner_keys.get(fold_separators(e.text))
            if kind is not None:
                kinds.setdefault(kind, e)
        if len(kinds) < 2:
            return None
        (k1, e1), (k2, e2) = list(kinds.items())[:2]
        if not _same_clause(a.text, e1, e2):
            return None
        for ex, ey, ky in ((e1, e2, k2), (e2, e1, k1)):
            x, y = fold_separators(ex.text), fold_separators(ey.text)
            others: set[str] = set()
            seen: list[IndexedItem] = []
            for it in self.ix.usable(EvidenceLevel.DIRECT):
                for r in it.records:
                    folded = {fold_separators(v): (v, k) for v, k in r.owners.items()}
                    if r.deduped or x not in folded:
                        continue
                    if y in folded:
                        return None  # a record pairs them
                    others |= {v for v, k in folded.values() if k == ky}
                    seen.append(it)
            if others:
                return Decision(
                    Verification.CONTRADICTED,
                    "placement",
                    f"{_short(ex.text, 50)}'s records name {ky} {', '.join(sorted(others)[:2])}, "
                    f"not {_short(ey.text, 50)}",
                    _uniq(seen),
                )
        return None

    def _call_swap(self, a: FactAnalysis) -> Decision | None:
        """Contradicted: "A 调用了 B" while the spans show B's span calling A's, and none of A's calling B's.

        The caller is the entity named before the call verb (after it in a passive "A 被 B 调用"); a caller's
        span is the parent or grandparent (its client span between) of the callee's.
        """
        m = _call_verbs().search(a.text)
        if m is None:
            return None
        start, end = m.span()
        ents = [e for e in a.identifiers if e.label in BOUND_LABELS]
        before = [e for e in ents if e.span.end <= start]
        after = [e for e in ents if e.span.start >= end]
        passive = a.text.rfind("被", 0, start)
        if passive >= 0 and len(before) >= 2 and before[-2].span.end <= passive < before[-1].span.start:
            caller, callee = before[-1], before[-2]  # "A 被 B 调用"
        elif len(before) >= 2 and _CALL_TARGET.fullmatch(a.text[before[-2].span.end : before[-1].span.start]):
            caller, callee = before[-2], before[-1]  # "A 向 B 发起了 HTTP POST 调用"
        elif before and after:
            caller, callee = before[-1], after[0]
        else:
            return None
        if fold_width(caller.text).lower() == fold_width(callee.text).lower():
            return None
        for it in self.ix.usable(EvidenceLevel.DIRECT):
            spans = self._spans(it)
            of_caller = {sid for sid, r in spans.items() if _span_of(r, caller)}
            of_callee = {sid for sid, r in spans.items() if _span_of(r, callee)}
            if not of_caller or not of_callee:
                continue
            # a caller's span is the parent or grandparent of the callee's (ids above a span: its chain past itself)
            forward = any(not of_caller.isdisjoint(span_chain(spans[sid], spans)[1:]) for sid in of_callee)
            backward = any(not of_callee.isdisjoint(span_chain(spans[sid], spans)[1:]) for sid in of_caller)
            if backward and not forward:
                return Decision(
                    Verification.CONTRADICTED,
                    "role",
                    f"the fact has {caller.text} call {callee.text}; the spans in {it.label()} show {callee.text} "
                    f"calling {caller.text}",
                    [it],
                )
        return self._peer_swap(caller, callee)

    def _peer_swap(self, caller: IdentifierMatch, callee: IdentifierMatch) -> Decision | None:
        """Contradicted: the fact's caller is the peer of the callee's client span (or the reverse for a server span).

        A client or producer span's own service is the caller and the peer it names the callee
        (polarity.yaml ``span_peers``: Zipkin's ``remoteEndpoint``, ``peer.service``); a server or
        consumer span's own service is the callee. A span that names both parties on its own side, or
        none on one side, says nothing.
        """
        peers = default_polarity().span_peers
        if peers is None:
            return None
        for it in self.ix.usable(EvidenceLevel.DIRECT):
            recs = sorted((r for r in it.records if r.index is not None and not r.deduped), key=lambda r: r.index or 0)
            for i, r in enumerate(recs):
                low = {k.lower(): v for k, v in r.fields.items()}
                kind = next((low[k].lower() for k in peers.kind_fields if k in low), "")
                calls = kind in peers.caller_kinds
                if not calls and kind not in peers.callee_kinds:
                    continue
                other = [v for k, v in low.items() if k in peers.peer_fields]
                for nested in recs[i + 1 :]:
                    at = nested.fields.get("@in")
                    if at is None:
                        break  # the next span
                    if at.lower() in peers.peer_objects:
                        other += [v for k, v in nested.fields.items() if k != "@in"]
                own = [v for k, v in low.items() if k not in peers.peer_fields and k not in peers.kind_fields]
                # the party the span's own side is, and the one its peer is
                side, peer = (caller, callee) if calls else (callee, caller)
                if (
                    any(found_in(peer, v) for v in own)
                    and any(found_in(side, v) for v in other)
                    and not any(found_in(side, v) for v in own)
                    and not any(found_in(peer, v) for v in other)
                ):
                    return Decision(
                        Verification.CONTRADICTED,
                        "role",
                        f"the fact has {caller.text} call {callee.text}; {it.label()} shows a {kind} span of "
                        f"{peer.text} whose peer is {side.text}",
                        [it],
                    )
        return None

    def _role_swap(self, a: FactAnalysis) -> Decision | None:
        """Two parties the fact gives opposite roles (源/目标, 从/到, from/to) that a record gives the other way.

        "复制源是 A，目标是 B" against "ask B to replicate … to datanode(s) A": the record marks A as the
        target (a role word right before it, polarity.yaml ``roles``), the fact calls it the source.
        """
        roles = default_polarity().roles
        if not roles:
            return None
        parties = [m for m in a.key_ids() if not _correlates(m)]
        if len(parties) < 2:
            return None  # opposite roles need two parties
        said = {}
        fact_words = {k: r.fact for k, r in roles.items()}
        for m in parties:
            # the marker may come before the party's kind word ("创建了 ReplicaSet prometheus-…")
            kind = _KIND_BEFORE.search(a.text, 0, m.span.start)
            role = _role_before(a.text, m.span.start, fact_words, 8) or (
                _role_before(a.text, kind.start(), fact_words, 8) if kind else None
            )
            if role is not None:
                said[m] = role
        bound = [p for p in parties if p.label in BOUND_LABELS]
        if len(bound) == 2 and len(said) == 1 and len(roles) == 2 and next(iter(said)) in bound:
            # "A 向 B 提供 blk_…": of two parties (hosts, addresses) one marked the target, the other is the source.
            (m, role), other = next(iter(said.items())), next(p for p in bound if p not in said)
            said[other] = next(k for k in roles if k != role)
        if len(set(said.values())) < 2:
            return None
        rec_words = {k: r.records for k, r in roles.items()}
        for it in self.ix.usable(EvidenceLevel.DIRECT):
            for r in it.records:
                if r.deduped or not all(_party_at(m, r) >= 0 for m in said):
                    continue
                for m, role in said.items():
                    at = _party_at(m, r)
                    if at < 0:
                        continue
                    shown = _role_before(r.low, at, rec_words, 25)
                    if shown is not None and shown != role:
                        return Decision(
                            Verification.CONTRADICTED,
                            "role",
                            f"{_short(m.text, 50)} is the {shown} in {it.label()} "
                            f"({_short(r.message or r.text, 80)}), not the {role}",
                            [it],
                        )
        return None

    def conflict_at_times(self, a: FactAnalysis, spans: list[TimeSpan], items: list[IndexedItem]) -> Decision | None:
        """The few records at a time the fact pins name another identifier or value of its kind (a swap).

        "08:43:35 那次失败的 TraceID 是 b807…" while b807… is the 08:43:53 record's and the 08:43:35
        record names ad82…: the time pins the record, and its slot holds something else (rule 1).
        """
        spans = [sp for sp in spans if _pinned(a.text, sp)]
        at = self._at_times(a, spans, items) if spans else []
        if not at:
            return None
        recs = [r for _, r in at]
        for m in a.key_ids():
            if m.label in ENTITY_LABELS and not _correlates(m) and m.label != "ip":
                continue
            if any(self._in_record(m, r) for r in recs):
                continue
            other = self._peer_in([m], recs)
            if other:
                return Decision(
                    Verification.CONTRADICTED,
                    "time_swap",
                    f"the record at {spans[0].text} ({at[0][0].label()}) names {_short(other, 50)}, "
                    f"not {_short(m.text, 50)}",
                    _uniq([it for it, _ in at]),
                )
        for q in a.quantities:
            if q.dimension not in ("time", "bytes", "percent", "cpu"):
                continue
            values = [v for r in recs for v in r.free_quantities(self.tk.quantities) if v.dimension == q.dimension]
            if values and not any(self._supports(q, v) for v in values):
                return Decision(
                    Verification.CONTRADICTED,
                    "time_swap",
                    f"the record at {spans[0].text} ({at[0][0].label()}) states {values[0].text.strip()}, "
                    f"not {q.text.strip()}",
                    _uniq([it for it, _ in at]),
                )
        return None

    def _speaks_of(self, a: FactAnalysis, q: Quantity, rec: Record) -> bool:
        """True when ``rec`` holds a content word of the fact, or supports another of its values."""
        if any(self._covers(t, rec.low) for t in a.terms):
            return True
        vals = rec.free_quantities(self.tk.quantities)
        return any(x is not q and any(self._supports(x, v) for v in vals) for x in a.quantities)

    def _at_times(
        self, a: FactAnalysis, spans: list[TimeSpan], items: list[IndexedItem]
    ) -> list[tuple[IndexedItem, Record]]:
        """The one to three records a stated time pins: at that time, of the level or outcome the fact names."""
        at = [
            (it, r)
            for it in items
            for r in it.records
            if not r.deduped and any(sp.holds(t) for t in r.times for sp in spans)
        ]
        levels, outcome = _kind_said(a)
        if levels:
            at = [(it, r) for it, r in at if record_level(r.level_word) in levels]
        elif outcome is not None:
            at = [(it, r) for it, r in at if _states_outcome(r, outcome)]
        return at if 1 <= len(at) <= 3 else []

    def misattribution(self, a: FactAnalysis) -> Decision | None:
        """An attribute of the fact shown only for another entity that logs beside the fact's own (rule 1)."""
        return self.entity_pairs(a, list(self.ix.usable(EvidenceLevel.DIRECT)))[1]

    # ---- record anchoring ---------------------------------------------------------------------
    def anchors(self, a: FactAnalysis, items: list[IndexedItem]) -> list[tuple[IndexedItem, Record]]:
        """The records the fact is specifically about: each holds all of its specific parts.

        Specific parts are key identifiers other than entity names (an attempt id, an IP, an error
        code) and cited message phrases; a fact with none has no anchors (its entity alone is too
        broad to say which records it means).
        """
        ids = [m for m in a.key_ids() if m.label not in ANCHOR_EXCLUDED]
        # A port the fact names ("端口 9095") says which connection it means, key identifier or not.
        ids += [m for m in a.identifiers if m.label == "port" and m not in ids]
        phrases = list(a.phrases)
        if not ids and not phrases:
            return []
        out = []
        for it in items:
            for r in it.records:
                if r.deduped:
                    continue
                if all(self._in_record(m, r) for m in ids) and all(self._phrase_in_record(a, p, r) for p in phrases):
                    out.append((it, r))
        return out

    def no_hit_asked(self, a: FactAnalysis) -> IndexedItem | None:
        """The no-hit item a denial of the fact rests on: its call was asked about the fact's entity or key id.

        A denial negates a family (没有报错) or a status word ("没有任何一次登录成功").
        """
        if not a.negated_families and not any(st.negated for st in a.statuses):
            return None
        names = [m for m in a.identifiers if m.key or m.label in BOUND_LABELS]
        for it in self.ix.items:
            if _no_hit(it) and any(found_in(m, it.item.input_summary) for m in names):
                return it
        return None

    def focus_records(self, a: FactAnalysis, items: list[IndexedItem]) -> list[tuple[IndexedItem, Record]]:
        """The records a fact without anchors picks out by all its names and English words, at its stated time.

        Every identifier (entity names included) and every English content word must be in the
        record, and a time the fact states (not the query's) must be the record's. The fact must
        name at least two such parts, or one and a time: an entity or a word alone is too broad.
        """
        words, spans = self._focus_parts(a)
        parts = len(a.identifiers) + len(words)
        if not parts or (parts < 2 and not spans):
            return []
        pairs = [(it, r) for it in items for r in it.records if not r.deduped]
        found = [(it, r) for it, r in self.narrowed(a, pairs) if all(self._in_record(m, r) for m in a.identifiers)]
        # English words the content list leaves out ("other filesystems") still pick a record, when some do.
        extra = [w for w in _ENGLISH.findall(a.text.lower()) if w not in words and len(w) >= 4]
        picked = [(it, r) for it, r in found if all(has_word(w, r.low) for w in extra)] if extra else found
        return picked or found

    def narrowed(self, a: FactAnalysis, pairs: list[tuple[IndexedItem, Record]]) -> list[tuple[IndexedItem, Record]]:
        """Those of ``pairs`` holding every English content word of the fact, at the time it states."""
        words, spans = self._focus_parts(a)
        return [
            (it, r)
            for it, r in pairs
            if (not spans or any(sp.holds(t) for t in r.times for sp in spans))
            and all(has_word(w, r.low) for w in words)
        ]

    def _focus_parts(self, a: FactAnalysis) -> tuple[list[str], list[TimeSpan]]:
        """The fact's English content words and its stated times (not the query's), read once per fact."""
        return self._per_fact(self._focus, id(a), a, lambda: self._find_focus_parts(a))

    def _find_focus_parts(self, a: FactAnalysis) -> tuple[list[str], list[TimeSpan]]:
        words = [t for t in a.terms if t.isascii() and len(t) >= 3]
        return words, [sp for sp in stated_window(a.text) if sp.text not in self.ix.query]

    def side_onset(
        self, text: str, items: list[IndexedItem]
    ) -> tuple[float, frozenset[tuple[str, int]], list[IndexedItem], bool] | None:
        """The earliest record time of what ``text`` (one side of a stated order) names, its records and items.

        The time is in seconds since the epoch when every record of the side writes its date (the
        last element True: records of different days order by it), else in seconds since midnight,
        with the fraction of a second the records write.

        A side with specific parts (identifiers other than entity names, cited phrases) means its
        anchors, kept to its entity's when it names one; a side with only an entity (a short
        service name such as "preserve" included) means that entity's records, narrowed to the
        level or outcome it names ("preserve 报错": its error records). None when the side names
        no timed record, or its short name fits several services.
        """
        # A side in English only ("VM Started" of "A 比 VM Started 还早") is text the fact cites, as in the sentence.
        cited = text if any("\u3400" <= ch <= "\u9fff" for ch in text) else f"“{text}”"
        pa = with_trace_entities(self.tk.analyze(cited), self.ix.entity_lexicon, self.lexicon_names)
        ents, owning = self._subjects(pa)
        levels, outcome = _kind_said(pa)
        if [m for m in pa.key_ids() if m.label not in ANCHOR_EXCLUDED] or pa.phrases:
            recs = self.anchors(pa, items)
            if owning:
                recs = [(it, r) for it, r in recs if self._owned(pa, it, r, ents)]
        else:
            if owning:
                recs = [(it, r) for it in items for r in it.records if not r.deduped and self._owned(pa, it, r, ents)]
            elif stems := self._short_owners(pa):
                recs = [
                    (it, r)
                    for it in items
                    for r in it.records
                    if not r.deduped and any(_stem(v) in stems for v in r.owners)
                ]
            elif pa.terms and (levels or outcome is not None or any(t.isascii() for t in pa.terms)):
                # No entity: an event in words and its kind ("这波认证失败": records saying auth that failed),
                # or in words of which one is the records' own ("这次 exception 注入": inject_type=exception).
                recs = [
                    (it, r)
                    for it in items
                    for r in it.records
                    if not r.deduped and all(self._covers(t, r.low) for t in pa.terms)
                ]
            else:
                return None
            if levels:
                recs = [(it, r) for it, r in recs if record_level(r.level_word) in levels]
            elif outcome is not None:
                recs = [(it, r) for it, r in recs if _states_outcome(r, outcome)]
        timed = [(it, r) for it, r in recs if r.times]
        if not timed:
            return None
        dated = all(r.instants for _, r in timed)
        onset = min(min(r.instants if dated else r.moments) for _, r in timed)
        return onset, frozenset((it.ref, id(r)) for it, r in timed), _uniq([it for it, _ in timed]), dated

    @cached_property
    def _stems(self) -> tuple[frozenset[str], frozenset[str]]:
        """The trace's owner stems, and the segments that say nothing of which one a name means.

        Generic are the service words of ``shapes.yaml`` (service, svc, server …) and the segments
        every hyphenated stem of the trace shares (a project prefix such as TrainTicket's ``ts``).
        """
        stems = frozenset(_stem(v) for v in self.ix.entity_lexicon)
        parts = [set(_SEGMENT.split(st)) for st in stems if "-" in st]
        shared = set.intersection(*parts) if len(parts) >= 2 else set()
        return stems, default_shape_table().services | frozenset(shared)

    def _clause_names_other(self, a: FactAnalysis, attr: tuple[str, IdentifierMatch | None], ents: list) -> bool:
        """True when the attribute's clause names another service by a short name ("随后 execute 走 X").

        The clause then has a subject of its own, which the attribute is said of, not the entities of
        the clauses before it.
        """
        at = attr[1].span.start if attr[1] is not None else a.text.find(attr[0])
        if at < 0:
            return False
        lo, hi = clause_bounds(a.text, at)
        if any(lo <= e.span.start < hi for e in ents):
            return False
        mine = {_stem(fold_width(e.text).lower()) for e in ents}
        return bool(self._short_owners_in(a, lo, hi) - mine)

    def _short_owners(self, a: FactAnalysis) -> frozenset[str]:
        """The one service a short name in ``a`` means ("preserve" → ``ts-preserve-service``), as owner stems.

        A word names a stem when it is a whole run of the stem's segments; of several such stems
        the one whose other segments are all generic (:attr:`_stems`) wins; otherwise none.
        """
        return self._short_owners_in(a, 0, len(a.text))

    def _short_owners_in(self, a: FactAnalysis, lo: int, hi: int) -> frozenset[str]:
        """:meth:`_short_owners` of the part ``a.text[lo:hi]`` (a clause)."""
        taken = [(m.span.start, m.span.end) for m in a.identifiers]
        stems, generic = self._stems
        out: set[str] = set()
        for m in _SHORT_NAME.finditer(a.text, lo, hi):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            word = m.group(0).lower()
            if word in stop_words():
                continue
            fits = [st for st in stems if re.search(rf"(?:^|[-_.]){re.escape(word)}(?:[-_.]|$)", st)]
            plain = [st for st in fits if not (set(_SEGMENT.split(st)) - set(word.split("-")) - generic)]
            chosen = plain if len(plain) == 1 else fits if len(fits) == 1 else []
            out.update(chosen)
        return frozenset(out)

    # ---- counts ----------------------------------------------------------------------------
    def counted(
        self, a: FactAnalysis, items: list[IndexedItem], q: Quantity | None = None
    ) -> list[tuple[IndexedItem, int, str]]:
        """How many records a count in the fact can mean: (item, count) candidates (DESIGN "Quantities").

        The records counted are those the fact narrows to: its specific parts (ids, cited
        phrases), its entities (their own records), a log level it names ("9 条 ERROR"), the
        times it states ("14:20 到 14:23 之间") and its English words, together, over all items; a count of machines
        or nodes ("8 个节点") is the number of distinct entities among them. An item's ``total``
        counts too when all its records pass. A fact that narrows nothing counts each item's
        records (or its ``total``). Bare numbers narrow too: those of the count's own list item
        ("三条 state 6、一条 state 7": state 6 for the first count), else all of the fact's.
        """
        nums = _count_numbers(a, q)
        return self._per_fact(
            self._counts,
            (id(a), tuple(it.ref for it in items), nums),
            a,
            lambda: self._count_candidates(a, items, nums),
        )

    def _count_candidates(
        self, a: FactAnalysis, items: list[IndexedItem], nums: frozenset[int]
    ) -> list[tuple[IndexedItem, int, str]]:
        # A port the fact names narrows too ("端口 60682 那个会话失败了 5 次"), key identifier or not.
        ids = [m for m in a.key_ids() if m.label not in ANCHOR_EXCLUDED]
        ids += [m for m in a.identifiers if m.label == "port" and m not in ids]
        ents, owning = self._subjects(a)
        # A level it names, else an outcome it counts ("检票失败两次": records that state it).
        levels, outcome = _kind_said(a)
        spans = stated_window(a.text) or _same_time(a)
        words = [t for t in a.terms if t.isascii()]
        zh = [t for t in a.terms if not t.isascii() and t not in _COUNT_NOISE]
        caps = _capital_words(a)
        narrowed = bool(ids or a.phrases or ents or levels or spans or words or nums or outcome or caps)
        out: list[tuple[IndexedItem, int, str]] = []
        kept_all: list[tuple[IndexedItem, Record]] = []
        for it in items:
            body = [r for r in it.records if not r.deduped and not _header(r)]
            total = next((_int(r.fields["total"]) for r in it.records if _header(r)), None)
            if not narrowed:
                out.append((it, total if total is not None else sum(r.count for r in body), "records"))
                continue
            kept = [
                r
                for r in body
                if self._counts_record(a, it, r, ids, ents, owning, levels, spans)
                and all(has_word(w, r.low) or self._parent_has_word(a, it, r, ids, w) for w in words)
                and (not nums or not nums.isdisjoint(_integers(r.text)))
                and (outcome is None or _states_outcome(r, outcome))
            ]
            # Chinese content words some of those records say ("5 次密码尝试": password) narrow them to
            # the records that say them all; a word none says narrows nothing.
            said = [t for t in zh if any(self._covers(t, r.low) for r in kept)]
            if said:
                kept = [r for r in kept if all(self._covers(t, r.low) for t in said)]
            # A word in capitals is copied from the records: the kind of line counted ("3 条 REPORT 记录").
            marks = [w for w in caps if any(has_word(w, r.low) for r in kept)]
            if marks:
                kept = [r for r in kept if all(has_word(w, r.low) for w in marks)]
            kept_all.extend((it, r) for r in kept)
            if kept and total is not None and len(kept) == len(body):
                # The call's own filter says what its total counts: when it names everything the fact
                # narrows by (level, entity, ids, phrases, words; no time of the fact's own), the total
                # is that count even where the page shows fewer records.
                inp = it.item.input_summary.lower()
                filtered = not spans and all(
                    [
                        *(any(w.lower() in inp for w in _level_records(lv)) for lv in levels),
                        *(found_in(m, it.item.input_summary) for m in (*ids, *ents)),
                        *(p.lower() in inp for p in a.phrases),
                        *(has_word(w, inp) for w in words),
                    ]
                )
                out.append((it, total, "total" if filtered else "records"))
        if kept_all:
            first = kept_all[0][0]
            out.insert(0, (first, sum(r.count for _, r in kept_all), "records"))
            distinct = {_who(r) for _, r in kept_all} - {""}
            if distinct:
                out.append((first, len(distinct), "entities"))
            # Lines of one process are one event ("两次以 webmaster 尝试登录": two sshd sessions of two
            # lines each): the count may be of the processes the lines come from.
            events = [_process_of(r) for _, r in kept_all]
            if all(events) and len(set(events)) < len(events):
                out.append((first, len(set(events)), "events"))
        return out

    def _parent_span(self, it: IndexedItem, r: Record) -> Record | None:
        """The span record ``r`` runs under in its output (None when it has none, or is its own parent)."""
        parent = self._spans(it).get(r.span_ids[1]) if r.span_ids[1] else None
        return None if parent is r else parent

    def _parent_has_word(
        self, a: FactAnalysis, it: IndexedItem, r: Record, ids: list[IdentifierMatch], word: str
    ) -> bool:
        """True when ``r`` counts under its parent span (holding a part of the fact ``r`` lacks), which writes ``word``.

        "queryInfo 下面发出了 7 个 HTTP POST": the caller's words are its span's, not the children's.
        """
        parent = self._parent_span(it, r)
        if parent is None or not has_word(word, parent.low):
            return False
        return any(not self._in_record(m, r) and self._in_record(m, parent) for m in ids) or any(
            not self._phrase_in_record(a, p, r) and self._phrase_in_record(a, p, parent) for p in a.phrases
        )

    def _counts_record(
        self,
        a: FactAnalysis,
        it: IndexedItem,
        r: Record,
        ids: list[IdentifierMatch],
        ents: list[IdentifierMatch],
        owning: bool,
        levels: frozenset[str],
        spans: tuple[TimeSpan, ...],
    ) -> bool:
        # A counted record holds each cited phrase itself (not nearly all of its words: that would count look-alikes),
        # or a span's parent holds it: "queryInfo 下面发出了 7 个 HTTP POST" counts the HTTP POST spans under queryInfo.
        if not all(self._in_record(m, r) for m in ids) or not all(self._phrase_in_record(a, p, r) for p in a.phrases):
            parent = self._parent_span(it, r)
            if parent is None:
                return False
            held = [m for m in ids if self._in_record(m, r)] + [p for p in a.phrases if self._phrase_in_record(a, p, r)]
            if (
                not held
                or not all(self._in_record(m, r) or self._in_record(m, parent) for m in ids)
                or not all(self._phrase_in_record(a, p, r) or self._phrase_in_record(a, p, parent) for p in a.phrases)
            ):
                return False
        if ents and not (self._owned(a, it, r, ents) if owning else any(self._in_record(m, r) for m in ents)):
            return False
        if levels and record_level(r.level_word) not in levels and (r.level_word or not _says_level(r, levels)):
            return False
        return not spans or any(sp.holds(t) for t in record_times(r) for sp in spans)

    def count_support(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items whose record count (or ``total``) equals the stated count, within its tolerance.

        A count of what the fact itself lists ("10.0.0.1、10.0.0.2 和 10.0.0.3 三台") is the
        number of those identifiers; each of them is checked on its own.
        """
        if q.value in _listed_counts(a, q):
            return items[:1]
        scope = self._scope_count(a, q, items)
        if scope:
            return scope
        listed = _listed_words(a, q)
        if len(listed) == q.value and all(any(has_word(w, it.evidence_low) for it in items) for w in listed):
            return items[:1]  # "support、uucp、admin 三个账号": the count restates the list, each of its words found
        each = self._each_count(a, q, items)
        if each:
            return each
        reported = self._reported_count(a, q, items)
        if reported:
            return reported
        units = self.tk.quantities.table
        tail = a.text[q.span.end : q.span.end + 12].lstrip().lower()
        if units.point_nouns and tail.startswith(units.point_nouns):
            return self._point_support(a, q, items)
        of_entities = q.unit in units.entity_units or tail.startswith(units.entity_nouns)
        return [
            it
            for it, n, kind in self.counted(a, items, q)
            if n and (kind == "entities") == of_entities and self._supports(q, count_quantity(n))
        ]

    def _scope_count(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items whose own record count is the count the fact gives its scope ("这 30 行日志里", "共 10 条日志，其中…").

        A count of records in general (日志, 记录, lines …) followed by a scope word (里, 中, 其中) says
        how many the output holds, whatever the rest of the sentence narrows to: the item's ``total``,
        or the records it shows when it shows all of them.
        """
        if not _SCOPE_COUNT.match(a.text, q.span.end):
            return []
        out = []
        for it in items:
            head = next((r for r in it.records if _header(r)), None)
            n = _int(head.fields.get("total", "")) if head is not None else None
            if n is None and _complete(it):
                n = sum(r.count for r in it.records if not r.deduped and not _header(r))
            if n and self._supports(q, count_quantity(n)):
                out.append(it)
        return out[:1]

    def _each_count(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items where each identifier of a list the count distributes over (各, 每个) has that many records.

        "G1234、G1236、G1237，每个车次两次": every listed train number is in exactly two complete
        records of the items (of the level the fact names, when it names one).
        """
        if not _DISTRIBUTIVE.search(a.text[max(0, q.span.start - 8) : q.span.start]):
            return []
        ids = [m for m in a.identifiers if m.span.end <= q.span.start and m.label not in ENTITY_LABELS]
        if len({fold_separators(m.text) for m in ids}) < 2 or not all(_complete(it) for it in items):
            return []
        levels, _ = _kind_said(a)
        recs = [
            (it, r)
            for it in items
            for r in it.records
            if not r.deduped and not _header(r) and (not levels or record_level(r.level_word) in levels)
        ]
        for m in ids:
            if not self._supports(q, count_quantity(sum(r.count for _, r in recs if self._in_record(m, r)))):
                return []
        return _uniq([it for it, r in recs if any(self._in_record(m, r) for m in ids)])[:1]

    def _point_support(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items whose rows of values (a series' points) in the fact's stated window number ``q``.

        "两个点的内存都是 424 MiB 左右", "14:24 到 14:27 这 4 个采样点": the rows that hold column or
        slot values, at the times the fact states (all of them when it states none).
        """
        spans = stated_window(a.text)
        out = []
        for it in items:
            rows = [r for r in it.records if not r.deduped and (r.column_values or r.slot_values)]
            if spans:
                rows = [r for r in rows if any(sp.holds(t) for t in r.times for sp in spans)]
            if rows and self._supports(q, count_quantity(sum(r.count for r in rows))):
                out.append(it)
        return out

    def _reported_count(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> list[IndexedItem]:
        """Items with a record that reports the count itself: the number, then a word the fact says.

        "生成了 64 个 core 文件" ↔ "generated 64 core files", "统计到 87 个实例" ↔ "87 instances" (实例 →
        instance through the lexicon): the log counted, and the fact repeats its count.
        """
        raw = number_text(q.raw_value)
        rx = _reported_rx(raw)
        out = []
        ids = [m.text.lower() for m in a.identifiers]
        for it in items:
            for rec in it.records:
                if rec.deduped:
                    continue
                words = rx.findall(rec.low)
                if any(self._covers(t, w) for w in words for t in a.terms) or any(i in w for w in words for i in ids):
                    out.append(it)
                    break
        return out

    def count(self, a: FactAnalysis) -> Decision | None:
        """A count that the records it counts refute (DESIGN "Quantities": ``total`` or the records).

        Only a count narrowed to specific records (ids, phrases, entities or a level it names),
        whose counted items show every record they hold (no budget cut: their record addresses
        run 0 … n-1), and whose number none of those items writes either. A fact with several
        counts has each checked only when its own list item names the numbers it counts
        ("两条 state 10、一条 state 6").
        """
        counts = [q for q in a.quantities if q.dimension == "count"]
        if not counts or not (a.key_ids() or a.phrases or _levels_said(a)):
            return None
        if len(counts) > 1:
            every = _count_numbers(a, None)
            counts = [q for q in counts if _count_numbers(a, q) != every]
        items = list(self.ix.usable(EvidenceLevel.DIRECT))
        points = self.tk.quantities.table.point_nouns
        for q in counts:
            if self._quantity_support(a, q, items):
                continue
            if _of_other_subject(a, q):
                continue  # "…，IB 子网管理器则两次报告…": it counts what the records are not narrowed to
            if _DEMONSTRATIVE.search(a.text, 0, q.span.start):
                continue  # "这两条事件都来自节点 X", "其中 6 条…": it refers back to a set named before
            if points and a.text[q.span.end : q.span.end + 12].lstrip().lower().startswith(points):
                continue  # a count of a series' points is not a count of records
            cands = self.counted(a, items, q)
            totals = [c for c in cands if c[2] == "total"]
            if totals:
                cands = totals  # the call's filtered total is the count, whatever its page shows
            elif not cands or not all(_complete(it) for it, _, _ in cands):
                continue
            if self._reports_number(a, q, _uniq([it for it, _, _ in cands])):
                continue  # a record of what is counted writes the number itself (a count it reports)
            shown = ", ".join(f"{n} {kind} in {it.label()}" for it, n, kind in cands[:3])
            return Decision(
                Verification.CONTRADICTED, "count", f"{q.text.strip()} vs {shown}", _uniq([it for it, _, _ in cands])
            )
        return None

    def _reports_number(self, a: FactAnalysis, q: Quantity, items: list[IndexedItem]) -> bool:
        """True when the call's total, or a record holding the fact's identifiers or cited phrases, writes the number.

        Such a record may report the count itself ("generating core.64"); a number elsewhere in
        the output (a pid, a port, another line's counter) says nothing of it.
        """
        rx = _word_number_rx(number_text(q.raw_value))
        # a count in 万/亿 ("约 1851 万次") is a number a record reports (18507114, rounded), not a count of records
        scaled = bool(SCALED.search(q.text))
        return any(
            not r.deduped
            and (self._scaled_in(q, r) if scaled else rx.search(r.low))
            and (
                _header(r)  # the call's own total
                or any(self._in_record(m, r) for m in a.identifiers)
                or any(self._phrase_in_record(a, p, r) for p in a.phrases)
                or not (a.identifiers or a.phrases)
            )
            for it in items
            for r in it.records
        )

    def owned_records(self, a: FactAnalysis, items: list[IndexedItem]) -> list[Record]:
        """Records of ``items`` that belong to an entity of the fact that owns records in the trace."""
        return [r for _, r in self.owned_pairs(a, items)]

    def owned_pairs(self, a: FactAnalysis, items: list[IndexedItem]) -> list[tuple[IndexedItem, Record]]:
        """(item, record) of :meth:`owned_records`."""
        ents, owning = self._subjects(a)
        if not owning:
            return []
        return [(it, r) for it in items for r in it.records if not r.deduped and self._owned(a, it, r, ents)]

    def subjects_own(
        self, a: FactAnalysis, pairs: list[tuple[IndexedItem, Record]]
    ) -> list[tuple[IndexedItem, Record]]:
        """Those of ``pairs`` that belong to an entity of the fact owning records in the trace; ``pairs`` when none do.

        "order-other 查询订单 X 失败": of the records holding X, the order-other pod's own state its outcome,
        not the caller's that logs the same order id.
        """
        ents, owning = self._subjects(a)
        if not owning:
            return pairs
        return [(it, r) for it, r in pairs if self._owned(a, it, r, ents)] or pairs

    # ---- rules 2-3 ------------------------------------------------------------------------
    def _element_support(self, a: FactAnalysis, items: list[IndexedItem]) -> tuple[list[IndexedItem], list[str]] | None:
        """Items supporting every identifier, value, status and quoted phrase of the fact; None if one fails."""
        used: list[IndexedItem] = []
        parts: list[str] = []
        for m in a.identifiers:
            hit = [it for it in items if self._found_in_item(m, it, evidence_only=True)]
            if not hit and m.label in BOUND_LABELS:
                # The entity a call was made for ("get_pod_metrics pod=X"): its output is X's records.
                hit = [it for it in items if found_in(m, it.item.input_summary)]
            if not hit:
                return None
            used.extend(hit[:2])
            parts.append(f"{m.text} found in {', '.join(i.label() for i in hit[:2])}")
        for q in a.quantities:
            if self._is_stamp(q):
                continue  # a record's epoch stamp names when, which the times check reads
            hit = self._quantity_support(a, q, items)
            if not hit:
                return None
            used.extend(hit[:1])
            parts.append(f"{q.text.strip()} matches {hit[0].label()}")
        for st in self._alert_states(a):
            recs = [
                (it, r) for it, r in self._alert_records(a, items) if r.fields.get("status", "").lower() == st.value
            ]
            if not recs:
                return None
            used.append(recs[0][0])
            parts.append(f"{st.value} for {recs[0][1].alert} in {recs[0][0].label()}")
        for span in mmss_durations(a.text):
            # "lifetime 04:12", "存活 08:56": a duration written as the records write it, in a record that holds it
            rx = re.compile(rf"(?<![\d:]){re.escape(span)}(?![\d:])")
            hit = [it for it in items if rx.search(it.evidence_text)]
            if not hit:
                return None
            used.extend(hit[:1])
            parts.append(f"{span} found in {hit[0].label()}")
        for ph in a.phrases:
            hit = [it for it in items if self.tk.excerpts.match(ph, it.evidence_text).score >= self.th.phrase_cutoff]
            if not hit and ph not in a.quoted:
                # An unquoted English run may carry prose around the message: accept a record holding
                # nearly all of its words instead of the exact phrase.
                hit = [it for it in items if self._words_in_one_record(ph, it)]
            if not hit and ph not in a.quoted:
                # Or a Chinese aside glued to it ("…GiB（410.6 MiB）", "Success，OrderId …"): each
                # fragment between brackets and commas that is a phrase itself must be there.
                pieces = _pieces(ph)
                if pieces:
                    hit = [it for it in items if all(self._piece_in(x, it) for x in pieces)]
            if not hit:
                return None
            used.extend(hit[:1])
            parts.append(f"'{_short(ph)}' found in {hit[0].label()}")
        return _uniq(used), parts

    def _piece_in(self, piece: str, it: IndexedItem) -> bool:
        if n_words(piece) < PHRASE_MIN_WORDS:
            return _tokens_in(piece, it.evidence_low)
        return self.tk.excerpts.match(
            piece, it.evidence_text
        ).score >= self.th.phrase_cutoff or self._words_in_one_record(piece, it)

    def _words_in_one_record(self, phrase: str, it: IndexedItem) -> bool:
        return any(self._words_in_record(phrase, rec) for rec in it.records if not rec.deduped)

    def _words_in_record(self, phrase: str, rec: Record) -> bool:
        """True when ``rec`` holds nearly all content words of an unquoted English run (prose around a message)."""
        words = [w for w in re.findall(r"[a-z][a-z0-9']+", phrase.lower()) if len(w) >= 3 and w not in stop_words()]
        if len(words) < PHRASE_MIN_WORDS:
            return False
        need = self.th.phrase_word_share * len(words)
        return sum(1 for w in words if has_word(w, rec.low)) >= need

    def _phrase_in_record(self, a: FactAnalysis, phrase: str, rec: Record) -> bool:
        """A cited phrase in one record: verbatim (cut-aware), or, unquoted, nearly all of its words."""
        return self._phrase_in(phrase, rec) or (phrase not in a.quoted and self._words_in_record(phrase, rec))

    def _strength(self, a: FactAnalysis) -> int:
        """How specific the fact is: 2 strong, 1 weak, 0 words only.

        Strong: a key identifier other than a service name (error code, exception, alert, trace id,
        pod, host, IP…), a metric name, an alert status or a quoted message. Weak: only values, names
        or a service not named in the query.
        """
        if a.phrases or self._alert_states(a):
            return 2
        # An entity a demonstrative refers back to ("那台机器") is context, not something the fact names.
        own = [m for m in a.identifiers if a.text[m.span.start : m.span.end] == m.text]
        if any((m.key and m.label != "service") or m.label == "metric" for m in own):
            return 2
        if any(m.label == "name" and fold_separators(m.text) in self.ix.subjects for m in own):
            return 2  # a CamelCase name that evidence records as an alert or metric
        if any(q.dimension != "count" and _significant_digits(q.text) >= 3 for q in a.quantities):
            return 2  # a value written to three or more digits (36.162 ms, 64172 MB, pid 19431) is specific
        if a.quantities or any(not self._in_query(m) for m in own):
            return 1
        return 0

    def support_at(self, a: FactAnalysis, level: EvidenceLevel | None) -> Decision | None:
        """Support by the usable items of ``level`` (None: all of them), or None.

        Every identifier, value, status and quoted phrase must be found, bound to the fact's
        entity, with enough of the content; direct items give direct_evidence, the rest (or a
        weakly supported predicate) indirect_support.
        """
        th = self.th
        strength = self._strength(a)
        specific = strength > 0
        if not a.identifiers and not specific and not a.terms:
            return None
        # A denied effect ("不会导致下单失败", "不影响业务") is in no record, whatever else the records hold:
        # only a runbook or past case can say it (at most indirect_support).
        denies = default_cue_matchers()["non_effect"]
        no_records = denies.search(a.text)
        if no_records and level is EvidenceLevel.DIRECT:
            return None
        # Every content word counts (DESIGN "Classification" rule 2: the content beyond boilerplate,
        # in Chinese, English or through the bilingual ops lexicon); with strong elements supported
        # a couple may go unmatched and half must be there, with weak ones three quarters.
        strong = strength == 2
        terms = a.terms
        need = (0.0 if len(terms) <= th.free_terms else th.coverage_specific) if strong else th.coverage_words_only
        domain_only = False
        label = Verification.DIRECT if level is EvidenceLevel.DIRECT else Verification.INDIRECT
        items = list(self.ix.usable(level))
        if no_records:
            # …and one that says so: a chunk that denies an effect itself.
            items = [
                it
                for it in items
                if it.item.evidence_level is not EvidenceLevel.DIRECT
                and any(denies.search(r.text) for r in it.records if not r.deduped)
            ]
        if not items:
            return None
        found = self._element_support(a, items)
        if found is None:
            return None
        used, parts = found
        together, _ = self.entity_pairs(a, items)
        if not together or not self.clauses_together(a, items):
            # DESIGN: the attribute alone is never support when it sits in no record of the fact's entity;
            # the parts one clause states of one event are one record's parts.
            return None
        pool = used or items
        a = self._without_described(a, items)  # a metric's words are checked by its value, not as content
        if strength == 0:
            # Nothing but words: they must be said by one record, not gathered from all of them.
            cov = self._record_coverage(a, pool)
        else:
            cov = self._coverage(a, pool, domain_only=domain_only)
            if cov < need and used:
                cov = max(cov, self._coverage(a, items, domain_only=domain_only))
        if self._cause_unsaid(a, items):
            return None  # the cause a sentence states is its claim: the effect alone supports nothing
        if self._state_unsaid(a, pool):
            return None  # "X 处于 pending 状态" against X's phase=running: the state is the claim
        if self._level_denial_without_logs(a, pool):
            return None  # "basic-service 没有任何 ERROR 日志" read off its metrics: no log line was read
        outcome_unsaid = self._outcome_unsaid(a, pool)
        if strength < 2 and outcome_unsaid:
            return None  # "攻击者随后成功登录了 root": no record states the success the sentence claims
        if cov >= need:
            if not parts:
                pool = self._content_items(a, items)
                parts.append(f"content found in {', '.join(i.label() for i in pool)}")
            return Decision(label, "support", "; ".join(parts) + f" (content coverage {cov:.2f})", _uniq(pool))
        if (
            specific
            and cov >= th.coverage_weak
            and not self._foreign_words(a, items)
            and not self._cause_missed(a, items)
            and not outcome_unsaid
        ):
            return Decision(
                Verification.INDIRECT,
                "partial",
                "; ".join(parts) + f"; predicate weakly supported (content coverage {cov:.2f})",
                _uniq(pool),
            )
        return None

    def _cause_unsaid(self, a: FactAnalysis, items: list[IndexedItem]) -> bool:
        """True when the fact states a cause ("是 B 引起的", "是因为 B") of which the items say nothing.

        The cause is what such a sentence claims; the effect being in the logs does not support it.
        """
        words, spans = _cause_words(a)
        if not words:
            return False
        if any(s <= m.span.start < e for m in a.identifiers for s, e in spans):
            return False  # the cause names something the other rules check ("foodStoresListResult 为空导致…")
        text = "\n".join(it.evidence_low for it in items)
        return not any(t in a.checked_terms or self._covers(t, text) for t in words)

    def negated_predicate(self, a: FactAnalysis) -> Decision | None:
        """Contradicted: the fact states a predicate that the record it is about negates in English.

        "确认 caller 10111 持有 REAL_GET_TASKS 权限" against "caller 10111 does not hold REAL_GET_TASKS":
        a Chinese content word of the fact (持有 → hold, the glossary) that its one to three anchor
        records write only negated ("does not hold", "not allowed", "cannot …"). A fact that negates
        anything itself, or whose anchors also write the word plainly, is left alone.
        """
        low = a.text.lower()
        if a.negations or a.statuses or outcome_of(a.text) or any(w in low for w in self.tk.negation.family_words):
            return None  # a fact that states an outcome, a failure or an error says what went wrong itself
        if any(w in low for w in _REFUSAL_WORDS) or a.phrases or _HTTP_ERROR.search(a.text):
            return None  # a refusal, a cited message or an error status says what happened itself
        renderings = {
            t: words
            for t in a.terms
            if not t.isascii()
            and self.tk.glossary.is_domain_term(t)
            and (words := [w for w in self.tk.glossary.renderings(t)[1:] if w.isascii() and len(w) >= 3])
        }
        if not renderings:
            return None  # nothing the records could write negated: no anchors to look up
        anchors = self.anchors(a, list(self.ix.usable(EvidenceLevel.DIRECT)))
        if not 1 <= len(anchors) <= 3 or any(r.cut for _, r in anchors):
            return None
        for t, words in renderings.items():
            uses = [
                bool(_NEGATED_BEFORE.search(r.low, max(0, m.start() - 16), m.start()))
                for _, r in anchors
                for w in words
                for m in _whole_word_rx(w).finditer(r.low)
            ]
            if uses and all(uses):
                it, rec = anchors[0]
                return Decision(
                    Verification.CONTRADICTED,
                    "negated",
                    f"the fact says {t}; the record it is about writes it negated in {it.label()}: "
                    f"{_short(rec.message or rec.text, 80)}",
                    [it],
                )
        return None

    def _outcome_unsaid(self, a: FactAnalysis, items: list[IndexedItem]) -> bool:
        """True when the fact states one outcome (成功 / 失败) and no record of ``items`` states it.

        The outcome is the predicate: "攻击者成功登录了 root" is not supported by root's failed logins,
        whose other words it shares, nor by records that state no outcome at all (a fact naming no key
        identifier is then unsupported, a weakly supported predicate is no support).
        """
        said = a.outcomes
        if len(said) != 1:
            return False
        (value,) = said
        return not any(value in outcome_of(r.text) for it in items for r in it.records if not r.deduped)

    def _level_denial_without_logs(self, a: FactAnalysis, items: list[IndexedItem]) -> bool:
        """True for a denial of log levels ("没有任何 ERROR 日志") over items that hold no log line.

        Such a denial is about log lines: metric rows, a fault list or a knowledge chunk that name the
        entity say nothing of what it logged, however well they cover the sentence's other words.
        """
        if not any(f in _DENIED_LEVELS for f in a.negated_families) or not _LEVEL_DENIAL.search(a.text):
            return False
        return not any(r.kind in ("log", "text") or r.level_word for it in items for r in it.records if not r.deduped)

    def _state_unsaid(self, a: FactAnalysis, items: list[IndexedItem]) -> bool:
        """True when the fact states an English state word (pending, critical …) no record of its subject writes.

        A state or level is the predicate of the sentence: "tiller-deploy-… 处于 pending 状态" is not
        supported by that pod's ``status.phase=running``, nor "gige6 报过 critical 级别的告警" by its
        lines at level normal, however many of the other words they share. A negated state word
        ("还没有 ready") is not claimed. The words are data (``polarity.yaml``, ``state_words``).
        """
        claimed = self._claimed_states(a)
        if not claimed:
            return False
        recs = [r for it in items for r in it.records if not r.deduped]
        # the subject's records: those writing one of the fact's identifiers, when some do
        named = _naming(a, recs)
        return any(not any(has_word(t, r.low) for r in named or recs) for t in claimed)

    def _claimed_states(self, a: FactAnalysis) -> list[str]:
        """The English state words (``state_words``) the fact states of its subject, not negated, lowercased."""
        words = self.tk.negation.table.state_words
        low = a.text.lower()
        claimed = []
        for t in dict.fromkeys(t.lower() for t in a.terms if t.isascii() and t.lower() in words):
            starts = [m.start() for m in re.finditer(rf"(?<![a-z0-9_]){re.escape(t)}(?![a-z0-9_])", low)]
            if any(not _negated_at(a, p) for p in starts):
                claimed.append(t)
        return claimed

    def state_conflict(self, a: FactAnalysis) -> Decision | None:
        """A state the fact gives its subject ("处于 pending 状态") while the subject's state field says another.

        The subject's records are those writing one of the fact's identifiers; their state fields
        (a ``status``, ``state``, ``phase`` or ``role``, the last part of a dotted name) hold state words.
        When some do and none holds a state the fact states, nor does any of those records write it,
        the fact gives the slot a conflicting value (rule 1).
        """
        claimed = self._claimed_states(a)
        if not claimed or not a.identifiers or self.attributed(a):
            return None
        words = self.tk.negation.table.state_words
        for it in self.ix.usable(EvidenceLevel.DIRECT):
            named = _naming(a, [r for r in it.records if not r.deduped])
            states = {
                (k, v.lower())
                for r in named
                for k, v in r.fields.items()
                if k.rsplit(".", 1)[-1].lower() in _STATE_FIELDS and v.lower() in words
            }
            if not states or any(has_word(t, r.low) for r in named for t in claimed):
                continue
            k, v = sorted(states)[0]
            return Decision(
                Verification.CONTRADICTED,
                "status",
                f"{'/'.join(claimed)} vs {k}={v} in {it.label()}",
                [it],
            )
        return None

    def _cause_missed(self, a: FactAnalysis, items: list[IndexedItem]) -> bool:
        """True when a word of the cause the fact states is in no item: the claim itself is what goes unsupported.

        A weakly supported predicate may lack a word or two of its description, never of its cause
        ("支付失败是因为订单 X 已经被用户取消了" with no record of a cancellation).
        """
        words = _cause_words(a)[0]
        if not words:
            return False
        text = "\n".join(it.evidence_low for it in items)
        return not all(t in a.checked_terms or self._covers(t, text) for t in words)

    def _foreign_words(self, a: FactAnalysis, items: list[IndexedItem]) -> list[str]:
        """English content words of the fact that no item and not the query holds ("unpersist").

        An English word in a Chinese answer is a term taken from somewhere; one the trace never
        says names something the evidence does not show, so the predicate is not weakly supported.
        """
        text = "\n".join(it.evidence_low for it in items)
        query = self.ix.query.lower()
        return [t for t in a.terms if t.isascii() and len(t) >= 4 and not self._covers(t, text) and t not in query]

    def clauses_together(self, a: FactAnalysis, items: list[IndexedItem]) -> bool:
        """True when, in each clause, the record-level parts sit in one record together.

        Record-level parts are identifiers other than entities, bare numbers (a pid, a TID, a task
        number) and cited phrases: "stage 24.0 的 task 3.0 对应 TID 1026" says one record holds task
        3.0 and TID 1026, and is not supported by one record of each. Parts in different clauses
        ("A 失败，随后 B 重试") may come from different records.
        """
        recs = [r for it in items for r in it.records if not r.deduped]
        # A span's id in another span's record is that span's parent pointer ("references=7606…"): a clause
        # about span X ("span X 被标记了 error=true") is about X's own record, not its children's.
        spans = {r.span_ids[0].lower() for r in recs if r.span_ids[0]}
        for placed in self._clause_parts(a)[0].values():
            group = [p for _, p in placed]
            own = {p.text.lower() for p in group if isinstance(p, IdentifierMatch) and p.text.lower() in spans}
            if (
                len(group) >= 2
                and not any(
                    self._holds_all(a, group, r) and (not own or not r.span_ids[0] or r.span_ids[0].lower() in own)
                    for r in recs
                )
                # a span named by its id is that one span, not a call of two ("A 下面的 B": names, no ids)
                and (own or not self._call_holds_all(a, placed, items))
            ):
                return False
        return True

    def _clause_parts(self, a: FactAnalysis) -> tuple[dict[int, list[tuple[int, Any]]], list[int]]:
        """The fact's record-level parts (:meth:`clauses_together`) by clause with their offsets; the breaks."""
        parts: list[tuple[int, Any]] = [(m.span.start, m) for m in a.key_ids() if m.label not in ENTITY_LABELS]
        ents, owning = self._subjects(a)
        if not owning:
            # Entities no record owns (addresses in HDFS lines) are named by the records' text: the ones
            # a clause names are one line's ("A 向 /B 发送 blk_x 时异常" is not B's line of another sender).
            parts += [(m.span.start, m) for m in ents if m.key]
        parts += [(q.span.start, q) for q in a.quantities if q.dimension == "number" and a.descriptor_of(q) is None]
        for ph in a.phrases:
            at = a.text.find(ph)
            if at >= 0:
                parts.append((at, ph))
        # A list ("A、B 和 C", "1948 到 1951", "28 和 31") names parts of several records: its items are apart.
        # A bracket around a cited phrase glosses its clause ("关闭了连接（Proxy closed the connection）"): no break.
        glosses = {at - 1 for ph in a.phrases if (at := a.text.find(ph)) > 0 and a.text[at - 1] in "（("}
        breaks = [m.start() for m in _LIST_BREAK.finditer(a.text) if m.start() not in glosses]
        # A stated order ("A 比 B 还早", "A 早于 B", "在 B 之后 A") relates two records: its sides are apart.
        breaks = sorted([*breaks, *(m.start() for m in _order_words().finditer(a.text))])
        clauses: dict[int, list[tuple[int, Any]]] = {}
        for at, part in sorted(parts, key=lambda x: x[0]):
            clauses.setdefault(bisect_right(breaks, at), []).append((at, part))
        return clauses, breaks

    def time_apart(self, a: FactAnalysis, items: list[IndexedItem]) -> TimeSpan | None:
        """The fact's one time to the second when the records holding its clause's parts are all at other times.

        "13:45:08 那一批 mod_jk 报错的错误状态码是 9": the time pins the event, so the record holding the
        clause's specific parts (identifiers other than entities, bare numbers, cited phrases) must be at
        that time; a 9 written only at 13:44:53 is another line's. A time the query names is context; a
        record without a time holds any. None when no record holds the parts together at all (the
        support rules' case) or the fact states no such time.
        """
        stated = [sp for sp in stated_window(a.text) if sp.text not in self.ix.query]
        if len(stated) != 1 or not _CLOCK_SECONDS.fullmatch(stated[0].text):
            return None
        sp, at = stated[0], a.text.find(stated[0].text)
        clauses, breaks = self._clause_parts(a)
        group = [p for _, p in clauses.get(bisect_right(breaks, at), [])]
        if not group:
            return None
        holders = [r for it in items for r in it.records if not r.deduped and self._holds_all(a, group, r)]
        if not holders or any(not (ts := record_times(r)) or any(sp.holds(t) for t in ts) for r in holders):
            return None
        return sp

    def _call_holds_all(self, a: FactAnalysis, placed: list[tuple[int, Any]], items: list[IndexedItem]) -> bool:
        """True when a span and its parent span (one call: the caller's side and the callee's) hold every part.

        "GetProduct 下面的 sql.conn.query 只用了 631 µs": the child span holds the query and its
        duration, its parent the operation it runs under. The clause names the caller first ("A 调用
        B", "A 下面的 B") unless it says the first is the child ("X 是 Y 的子 span", "被 … 调用", "上游是"):
        parts only the parent holds must come on the caller's side of parts only the child holds.
        """
        lo = min(at for at, _ in placed)
        clause = a.text[lo : lo + 160]
        caller_first = not _CHILD_FIRST.search(clause)
        for it in items:
            spans = self._spans(it)
            for r in spans.values():
                parent = spans.get(r.span_ids[1])
                if parent is None:
                    continue
                sides = []
                for _, p in sorted(placed, key=lambda x: x[0]):
                    in_child, in_parent = self._part_in(a, p, r), self._part_in(a, p, parent)
                    if not (in_child or in_parent):
                        break
                    if in_child != in_parent:
                        sides.append(0 if in_parent == caller_first else 1)
                else:
                    if sides == sorted(sides):
                        return True
        return False

    def _holds_all(self, a: FactAnalysis, group: list[Any], rec: Record) -> bool:
        """True when ``rec`` holds every part (a one-digit number may be in a cut record's cut).

        The summary keeps a line's focus terms when it cuts it, but a line squeezed by many focus
        lines may lose its numbers; the fact then falls to no_evidence, never to support.
        """
        return all(
            self._part_in(a, p, rec) or (rec.cut and isinstance(p, Quantity) and len(p.text.strip()) < 2) for p in group
        )

    def _part_in(self, a: FactAnalysis, part: Any, rec: Record) -> bool:
        if isinstance(part, str):
            if self._phrase_in_record(a, part, rec):
                return True
            pieces = _pieces(part) if part not in a.quoted else []
            return bool(pieces) and all(
                self._phrase_in_record(a, x, rec) if n_words(x) >= PHRASE_MIN_WORDS else _tokens_in(x, rec.low)
                for x in pieces
            )
        if isinstance(part, Quantity):
            return self._number_in(part, rec)
        return self._in_record(part, rec)

    def _without_described(self, a: FactAnalysis, items: list[IndexedItem]) -> FactAnalysis:
        """``a`` with the words that named a metric whose value was found checked (CPU 使用率 → CpuUsageRate)."""
        words = {
            w
            for q in a.quantities
            if (d := a.descriptor_of(q)) is not None and self._column_values(a, q, items)
            for w in d.words
        }
        # A noun naming the kind of an identifier the fact states ("端口 60682", "节点 dn228") is said by it.
        labels = label_table().labels
        nouns = {n.lower() for m in a.identifiers if (info := labels.get(m.label)) for n in info.nouns}
        sup = self.superlative(a, items)
        if sup is not None and sup[0]:
            words |= set(sup[3])  # "最慢" the records bear out is said by them
        if any(q.dimension not in ("number", "count") for q in a.quantities):
            # "14:54:09 已回落到 0.73%": the change is said by the value it leads to (checked as a value)
            words |= {w for w in default_cues().value_trend if w in a.text}
        glossed = self._glossed_fields(a, items)
        if not words and not nouns and not glossed:
            return a
        checked = {t for t in a.terms if t in nouns or t in glossed or any(t in w or w in t for w in words)}
        return replace(a, checked_terms=frozenset(checked) | a.checked_terms)

    def _glossed_fields(self, a: FactAnalysis, items: list[IndexedItem]) -> frozenset[str]:
        """The Chinese words right before a field name its records write with the stated value.

        "连续失败次数 failingstreak 为 1" against ``docker.healthcheck.failingstreak=1``: the field name and
        its value are the record's, and the Chinese words just before the name gloss it.
        """
        out: set[str] = set()
        for m in _KEYED_FACT.finditer(a.text):
            key, said = m.group(1).lower(), m.group(2)
            rx = _keyed_record_rx(key, dotted=True)
            if not any(
                _same_keyed(said, w.group(1))
                for it in items
                for r in it.records
                if not r.deduped
                for w in rx.finditer(r.low)
            ):
                continue
            # the gloss is the Chinese run right before the name ("连续失败次数 failingstreak")
            gloss = _CJK_RUN_BEFORE.search(a.text[: m.start()])
            if gloss is not None:
                out |= {t for t in a.terms if not t.isascii() and t in gloss.group(1)}
        return frozenset(out)

    def superlative(
        self, a: FactAnalysis, items: list[IndexedItem]
    ) -> tuple[bool, str, list[IndexedItem], tuple[str, ...]] | None:
        """Whether the fact's superlative holds: (held, detail, items, cue words), or None when it cannot say.

        "最慢的子调用是 X，约 69 ms", "X 耗时最长", "成功率跌到最低 50.76%": the subject is the row whose value
        the fact states (else the row of the identifier nearest the cue), in the fact's metric (a duration
        for 最慢/最快 with no value); its siblings are the spans of its parent for a span, else the rows of
        the item holding that metric (and the phrases the fact cites, when two or more do). Decided only
        for one subject and at least two siblings.
        """
        return self._per_fact(
            self._sups, (id(a), tuple(it.ref for it in items)), a, lambda: self._superlative(a, items)
        )

    def _superlative(
        self, a: FactAnalysis, items: list[IndexedItem]
    ) -> tuple[bool, str, list[IndexedItem], tuple[str, ...]] | None:
        cues = default_cue_matchers()
        hi, lo = cues["superlative_max"].find(a.text), cues["superlative_min"].find(a.text)
        if bool(hi) == bool(lo):
            return None  # none, or both (a comparison of its own)
        hits = hi or lo
        want_max = bool(hi)
        words = tuple(h[2] for h in hits)
        cue_at = hits[0][0]
        stated = [
            q for q in a.quantities if q.comparator in ("eq", "approx") and q.dimension not in ("count", "number")
        ]
        q = min(stated, key=lambda x: abs(x.span.start - cue_at)) if stated else None
        d = a.descriptor_of(q) if q is not None else None
        if q is None and not set(words) & set(default_cues().superlative_duration):
            return None  # "最高" with no value names no metric

        def value_of(r: Record) -> Quantity | None:
            for _, v, parts in r.column_values:
                if d is not None and d.parts:
                    if d.parts <= parts and v.dimension == q.dimension:
                        return v
                elif "latency" in parts and v.dimension == "time":
                    return v
            return None

        for it in items:
            rows = [(r, v) for r in it.records if not r.deduped and (v := value_of(r)) is not None]
            if len(rows) < 2:
                continue
            if q is not None:
                subject = [(r, v) for r, v in rows if self._supports(q, v)]
            else:
                near = sorted(a.identifiers, key=lambda m: abs(m.span.start - cue_at))
                subject = [(r, v) for r, v in rows if near and self._in_record(near[0], r)]
            if len(subject) != 1:
                continue
            ((srec, sval),) = subject
            if srec.span_ids[1]:
                sibs = [(r, v) for r, v in rows if r.span_ids[1] == srec.span_ids[1]]
            else:
                sibs = rows
                marks = [p for p in a.phrases if self._phrase_in(p, srec)]
                narrowed = [(r, v) for r, v in sibs if all(self._phrase_in(p, r) for p in marks)]
                if len(narrowed) >= 2:
                    sibs = narrowed
                spans = stated_window(a.text)
                timed = [(r, v) for r, v in sibs if any(sp.holds(t) for t in r.times for sp in spans)]
                if spans and len(timed) >= 2:
                    sibs = timed
            if len(sibs) < 2:
                continue
            others = [v for r, v in sibs if r is not srec]
            beaten = [v for v in others if (v.value > sval.value if want_max else v.value < sval.value)]
            shown = f"{sval.raw_value:g}{sval.unit or ''}"
            if not beaten:
                return True, f"{shown} is the {'largest' if want_max else 'smallest'} of {len(sibs)}", [it], words
            top = max(beaten, key=lambda v: v.value) if want_max else min(beaten, key=lambda v: v.value)
            return (
                False,
                f"'{words[0]}' but {shown} is beaten by {top.raw_value:g}{top.unit or ''} among {len(sibs)} "
                f"in {it.label()}",
                [it],
                words,
            )
        return None

    def attributed(self, a: FactAnalysis) -> str | None:
        """The runbook / knowledge-base cue the fact attributes itself to (``cues.yaml`` ``attribution``), or None."""
        hits = default_cue_matchers()["attribution"].find(a.text)
        return hits[0][2] if hits else None

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
            if r.matched:
                continue
            if r.rule == "excerpt_mismatch":
                # Not verbatim: the excerpt may still be a faithful form of one referenced record.
                hit, _ = self.tk.references.resolve(b.source_id, b.source_invocation_ids, self.ix.sources)
                refs = {h.trace_ref for h in hit}
                if excerpt_in_records(
                    b.evidence_excerpt, [r for it in self.ix.items if it.ref in refs for r in it.records]
                ):
                    continue
            return False, f"binding {b.source_id!r}: {r.rule} ({r.detail})"
        return True, ""

    # ---- provenance -------------------------------------------------------------------------
    def records_for(self, a: FactAnalysis, it: IndexedItem, limit: int = 20) -> list[int]:
        """Addresses of the item's records that hold an identifier, phrase or value of the fact."""
        nums = [number_text(q.raw_value) for q in a.quantities]
        out: list[int] = []
        for rec in it.records:
            if rec.index is None or rec.deduped:
                continue
            if (
                any(self._in_record(m, rec) for m in a.identifiers)
                or any(self._phrase_in(p, rec) for p in a.phrases)
                or any(n in rec.low for n in nums)
            ):
                out.append(rec.index)
                if len(out) >= limit:
                    break
        return out

    # ---- rule 4 ---------------------------------------------------------------------------------
    def no_evidence(self, a: FactAnalysis) -> Decision:
        """No support: say which failed, no-hit or deduped items mention the fact, if any."""
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
        return bool(a.terms) and sum(self._covers(t, low) for t in a.terms) / len(a.terms) >= self.th.coverage


def spaced_low(rec: Record) -> str:
    """The record's lowercased text with every run of whitespace one space (what :func:`phrase_in` searches)."""
    return " ".join(rec.low.split())


@lru_cache(maxsize=1)
def _call_verbs() -> re.Pattern[str]:
    """The call verbs of ``cues.yaml`` (``call_verbs``): Chinese ones anywhere, English ones as whole words."""
    words = sorted(default_cues().call_verbs, key=len, reverse=True)
    alts = [re.escape(w) if not w.isascii() else rf"(?<![a-z]){re.escape(w)}(?![a-z])" for w in words]
    return re.compile("|".join(alts) or "(?!)", re.I)


@lru_cache(maxsize=1)
def _order_words() -> re.Pattern[str]:
    """The words of a stated order (``cues.yaml`` ``order_*``, and 比 of a comparison)."""
    c = default_cues()
    words = {*c.order_after, *c.order_before, *c.order_earlier, *c.order_later, *c.order_next, "比"}
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


#: Between the caller and the callee of "A 向 B 发起调用" (the callee marked by 向, 对 or 给).
_CALL_TARGET = re.compile(r"\s*(?:的\s*\S{0,6}\s*)?(?:向|对|给|往)\s*")


def _call_linked(own: list[Record], holders: list[Record], index: Mapping[str, Record]) -> bool:
    """True when a holder span and an owned span are one call apart: parent and child, or two steps.

    Two steps cover the caller's operation, its client span (HTTP GET) and the callee's entry span.
    """
    if not index:
        return False
    mine = {x for r in own for x in span_chain(r, index)}
    return any(not mine.isdisjoint(span_chain(h, index)) for h in holders)


#: What ends a clause of a fact (its entities bind the attributes of that clause, its time its event).
_CLAUSE_END = re.compile(r"[，,；;。]")


def clause_bounds(text: str, at: int) -> tuple[int, int]:
    """[start, end) of the clause of ``text`` holding position ``at``."""
    lo = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    hi = next((m.start() for m in _CLAUSE_END.finditer(text, at)), len(text))
    return lo, hi


def _clause_mates(
    a: FactAnalysis, attr: tuple[str, IdentifierMatch | None], ents: list[IdentifierMatch]
) -> list[IdentifierMatch]:
    """Of ``ents``, those in the clause of ``attr`` (else those of the clauses before it)."""
    at = attr[1].span.start if attr[1] is not None else a.text.find(attr[0])
    if at < 0:
        return ents
    lo, hi = clause_bounds(a.text, at)
    mates = [e for e in ents if lo <= e.span.start < hi]
    if mates:
        return mates
    # A clause naming no entity, beside clauses that do ("A 监听 1，B 监听 2"), says nothing of theirs.
    if any(not (lo <= e.span.start < hi) for e in ents) and _names_own_subject(a, lo, at):
        return []
    # A subject carries forward to the clauses after it, not back: "这些会话基本都是 Bye Bye 断开，只有
    # sshd[25457] 是 fatal" says nothing of sshd[25457]'s Bye Bye.
    return [e for e in ents if e.span.start < lo]


#: Words of a value's or a count's clause that name no subject of their own ("共", "其中", "随后", "各").
_CLAUSE_FILLER = re.compile(
    r"共计|一共|总共|合计|累计|其中|另外|此外|分别|随后|然后|之后|接着|随即|最后|一度|"
    r"达到了?|升到|降到|到了?|在|共|又|也|都|各|还|再|有|出现了?|报了?|打了?|记录了?|[\s，,、：:]"
)
#: Chinese words of a refusal or an inability a fact states itself (its record's negation is its own);
#: 无法 and the other failure words of ``polarity.yaml`` make statuses, which exempt the fact already.
_REFUSAL_WORDS = ("拒绝", "不允许", "禁止", "无权", "不能", "不可", "没有权限", "不到", "不上", "不了")


@lru_cache(maxsize=1024)
def _whole_word_rx(word: str) -> re.Pattern[str]:
    """``word`` as a whole word of a lowercased record (no letter on either side)."""
    return re.compile(rf"(?<![a-z]){re.escape(word)}(?![a-z])")


#: An HTTP status a fact says a request returned ("返回 500", "状态码为 404", "status code 403", "HTTP 502").
_STATED_STATUS = re.compile(
    r"(?:返回了?|响应了?|状态码(?:为|是)?|响应码(?:为|是)?|(?i:status(?:[ _]code)?)\s*[:=为是]?|HTTP)"
    r"\s*(?P<code>[1-5]\d\d)(?![\d.])"
)
#: The HTTP status a record writes: ``status: 204``, ``status_code=200``, ``"GET … HTTP/1.1" 200``, ``code 403``.
_RECORD_STATUS = re.compile(
    r"(?i:(?:status(?:[ _.]?code)?|response[ _.]?code|code)[\"']?\s*[:= ]\s*[\"']?|HTTP/\d(?:\.\d)?\"?\s+)"
    r"(?P<code>[1-5]\d\d)(?![\d.])"
)


def _record_statuses(rec: Record) -> frozenset[str]:
    """The HTTP statuses ``rec`` writes (its text, fields included)."""
    return frozenset(m.group("code") for m in _RECORD_STATUS.finditer(rec.text))


def _naming(a: FactAnalysis, recs: list[Record]) -> list[Record]:
    """Those of ``recs`` writing one of the fact's identifiers (the records of its subject)."""
    return [r for r in recs if any(find_identifier(m.text, r.text) for m in a.identifiers)]


def _negated_at(a: FactAnalysis, pos: int) -> bool:
    """True when a negation of the fact covers ``pos``."""
    return any(sc.covers(Span(pos, pos + 1)) for sc in a.negations)


#: An HTTP error status a fact cites (403, 502).
_HTTP_ERROR = re.compile(r"(?<!\d)[45]\d\d(?!\d)")
#: An English negation right before a word of a record ("does not hold", "not allowed", "cannot open").
_NEGATED_BEFORE = re.compile(
    r"(?:\b(?:does|do|did|is|are|was|were|has|have|can|could)\s*(?:not|n't)|\bcannot|\bnot|\bnever)\s+(?:\w+\s+)?$"
)
#: A clock time in a clause (no subject of its own).
_CLOCK_IN_HEAD = re.compile(r"\d{1,2}:\d\d(?::\d\d)?")


def _of_other_subject(a: FactAnalysis, q: Quantity) -> bool:
    """True when ``q``'s clause has a subject of its own that names none of the fact's identifiers.

    "tbird-admin1 的 gmetad 一直拿不到应答，IB 子网管理器则两次报告拓扑无变化": the count is of the
    subnet manager's reports, not of gmetad's records, and the fact names nothing that narrows them;
    "X 的 P90 到了 9.5 秒，前端 P99 随后到 29.46 秒": the second value is the frontend's, not X's.
    A clause of only count words ("，共 5 条") counts what the fact's other clauses name.
    """
    lo, hi = clause_bounds(a.text, q.span.start)
    if not a.identifiers or any(lo <= m.span.start < hi for m in a.identifiers):
        return False
    if any(ph in a.text[lo:hi] for ph in a.phrases):
        return False
    head = a.text[lo : q.span.start]
    d = a.descriptor_of(q)
    for w in d.words if d is not None else ():
        head = re.sub(re.escape(w), "", head, flags=re.I)  # the metric it is a value of ("客户端 P99") is no subject
    head = _CLOCK_IN_HEAD.sub("", _CLAUSE_FILLER.sub("", head))
    return len(re.findall(r"[\u3400-\u9fff]", head)) >= 2 or bool(re.search(r"[A-Za-z]{2,}", head))


def _names_own_subject(a: FactAnalysis, lo: int, at: int) -> bool:
    """True when the attribute leads its clause (only a label before it): it is that clause's subject."""
    return not re.search(r"[\w\u3400-\u9fff]", _LEAD_LABEL_RX.sub("", a.text[lo:at]))


#: A label leading a clause ("端口：").
_LEAD_LABEL_RX = re.compile(r"^\s*[\u3400-\u9fffA-Za-z]{1,8}[：:]\s*")


def _party_at(m: IdentifierMatch, r: Record) -> int:
    """Where a party is in the record's text: the identifier, else its host without the port ("/10.251.90.64")."""
    at = _find_at(m.text, r.low)
    if at < 0 and m.label in ("ip", "host") and m.text.count(":") == 1:
        at = _find_at(m.text.rsplit(":", 1)[0], r.low)
    return at


def _span_of(r: Record, e: IdentifierMatch) -> bool:
    """True when the span record ``r`` is the entity's own: its owner field is it, or one of its instances."""
    name = fold_width(e.text).lower()
    return any(v == name or v.startswith(name + "-") for v in r.owners)


#: An English word of a fact.
_ENGLISH = re.compile(r"(?<![a-z0-9_.\-])[a-z]+(?![a-z0-9_\-])")


#: A clause naming the child (callee) span first: "X 是 Y 的子 span", "X 被 Y 调用", "X 的上游 / 父 span 是 Y".
_CHILD_FIRST = re.compile(r"的(?:子|孩子)\s*span|被.{0,40}?调用|的(?:上游|父\s*span|parent)\s*(?:是|为)|child of", re.I)


def phrase_in(phrase: str, rec: Record, *, low: str | None = None, forms: tuple[str, str] | None = None) -> bool:
    """True when a quoted or English phrase occurs in the record, case- and space-insensitively.

    In a record whose body the summary cut (``…``), a long enough prefix of the phrase ending at
    the cut counts: the part that survived is there verbatim. ``low`` (:func:`spaced_low` of the
    record) and ``forms`` (:func:`phrase_forms` of the phrase): when the caller has them already.
    """
    ph, words = phrase_forms(phrase) if forms is None else forms
    low = spaced_low(rec) if low is None else low
    if ph in low or (rec.cut and cut_prefix_found(ph, low)):
        return True
    # Punctuation is the writer's, not the message's: "Fail,Order not found" is "[Fail][Order not found]".
    return len(words) > 2 and words in rec.words


def phrase_forms(phrase: str) -> tuple[str, str]:
    """The phrase as :func:`phrase_in` searches it: lowercased with spaces folded, and its punctuation-blind words."""
    ph = " ".join(phrase.lower().split())
    return ph, words_of(ph)


_CJK_CHAR = re.compile(r"[\u3400-\u9fff]")
_WORD_BEFORE = re.compile(r"[A-Za-z]{2,}[ \t]+$")


def _inside_message(text: str, e: IdentifierMatch) -> bool:
    """True when entity ``e`` continues an English run of a Chinese sentence: a quoted log message.

    In "报了 No instances available for ts-food-service" the service is part of the message
    the fact cites (the callee), not the entity that logged it.
    """
    return bool(_CJK_CHAR.search(text)) and _WORD_BEFORE.search(text, 0, e.span.start) is not None


#: Labels and shape rules of correlation ids: one request's id, logged by every service on its path.
_CORRELATION_LABELS = frozenset({"trace_id", "span_id"})
_CORRELATION_RULES = frozenset({"shape.uuid", "shape.hex"})


def _level_records(level: str) -> tuple[str, ...]:
    """The level words records (and a call's filter: ``level:WARN``) carry for ``level`` (``polarity.yaml``)."""
    spec = default_polarity().levels.get(level)
    return spec.records if spec else (level,)


@lru_cache(maxsize=1024)
def _reported_rx(raw: str) -> re.Pattern[str]:
    """``raw`` as a whole number, no part of a name (test-3), then up to three words ("156055738 double-hummer …")."""
    return re.compile(rf"(?<![\w.\-]){re.escape(raw)}(?![\d.])\s+([a-z][a-z_-]*(?:\s+[a-z][a-z_-]*){{0,2}})")


_RANGE_JOIN = re.compile(r"\s*(?:到|至|~|～|–|—|-)\s*")
_LIST_JOIN = re.compile(r"\s*(?:、|,|，|和|与|及|以及|and)\s*")


def _listed_counts(a: FactAnalysis, q: Quantity) -> set[float]:
    """Counts the fact's identifiers make: all of them, and those listed right before ``q``.

    "A、B 和 C 三台" (3), "X 和 Y 两个会话" (2), "rdd_2_0 到 rdd_2_4 五个" (5).

    The list is the run of identifiers of one shape that ends just before the count, joined by
    list words (、 和 与 及); a range of two identifiers that differ in their last number counts
    every number between them.
    """
    # All the fact's identifiers, a list of their own; or its key ones ("两次 … TraceID 分别是 X 和 Y": the
    # word TraceID is not one of the two).
    every = {
        float(len(listed))
        for listed in ({fold_separators(m.text) for m in a.identifiers}, {fold_separators(m.text) for m in a.key_ids()})
        if len(listed) >= 2
    }
    every |= _number_list_count(a, q)
    before = sorted((m for m in a.identifiers if m.span.end <= q.span.start), key=lambda m: m.span.start)
    if not before or a.text[before[-1].span.end : q.span.start].strip() not in _RUN_TO_COUNT:
        return every
    kind = _skeleton(before[-1].text)
    run = [before[-1]]
    for m in reversed(before[:-1]):
        gap = a.text[m.span.end : run[0].span.start]
        if _skeleton(m.text) != kind or not (_LIST_JOIN.fullmatch(gap) or _RANGE_JOIN.fullmatch(gap)):
            break
        run.insert(0, m)
    out = every | ({float(len({fold_separators(m.text) for m in run}))} if len(run) >= 2 else set())
    if len(run) == 2 and _RANGE_JOIN.fullmatch(a.text[run[0].span.end : run[1].span.start]):
        lo, hi = (re.findall(r"\d+", m.text) for m in run)
        if lo and hi and lo[:-1] == hi[:-1] and int(hi[-1]) > int(lo[-1]):
            out.add(float(int(hi[-1]) - int(lo[-1]) + 1))
    return out


#: A word of a list of names before a count (``support``, ``Thunderbird_A8``), with an optional bracketed gloss.
_LIST_WORD = r"[A-Za-z][A-Za-z0-9_.\-]*(?:\s*[（(][^()（）]{1,40}[)）])?"
#: The list of words that ends just before a count ("support、uucp、admin 三个账号", "FILTER 和 root 两个用户").
_WORD_LIST = re.compile(rf"({_LIST_WORD}(?:{_LIST_JOIN.pattern}{_LIST_WORD})+)\s*(?:这些|这|共|等等|等)?\s*$")


def _listed_words(a: FactAnalysis, q: Quantity) -> list[str]:
    """The distinct names a list of words right before ``q`` holds (lowercased, glosses left out); [] for none.

    "依次试了 support、uucp、admin 三个账号" lists three names: the count is their number. Each name is
    looked for on its own (:meth:`RuleSet.count_support` requires every one in the evidence).
    """
    m = _WORD_LIST.search(a.text, max(0, q.span.start - 200), q.span.start)
    if m is None:
        return []
    parts = _LIST_JOIN.split(m.group(1))
    words = [re.sub(r"\s*[（(].*$", "", x).strip().lower() for x in parts]
    return list(dict.fromkeys(w for w in words if w))


#: A count distributed over the items of a list ("各 2 条", "每个车次两次").
_DISTRIBUTIVE = re.compile(r"各|每个|每一?[个条台次]?\S{0,3}$")


#: Chinese words of a count that say what is counted in general (lines, times, entries), never which records.
_COUNT_NOISE = frozenset({"记录", "日志", "条目", "报错", "错误", "次数", "出现", "共计", "一共", "总共"})
#: A count word, "一条" included (a count the quantity recogniser leaves alone: "打了一条 WARN").
_COUNT_WORD = re.compile(r"(?:\d+|[一两二三四五六七八九十百]+)\s*[条次个行台]")
#: Between the items of a list of counted things ("三条 state 6、一条 state 7 和一条 state 8").
_ITEM_BREAK = re.compile(r"[、，,；;]|以及|和")


def _count_numbers(a: FactAnalysis, q: Quantity | None) -> frozenset[int]:
    """The bare numbers that narrow what a count counts ("两次 error state 10", "child 347~353").

    With several counts, those of the count's own list item when it has any; else all of the
    fact's. Each counted record holds one of them.
    """
    runs = _number_runs(a)
    if q is not None and len(_COUNT_WORD.findall(a.text)) > 1:
        cuts = [m.start() for m in _ITEM_BREAK.finditer(a.text)]
        lo = max((c for c in cuts if c < q.span.start), default=-1)
        hi = min((c for c in cuts if c >= q.span.end), default=len(a.text))
        own = [vals for first, last, vals in runs if first.span.start > lo and last.span.end <= hi]
        if own:
            return frozenset().union(*own)
    return frozenset().union(*(vals for _, _, vals in runs))


#: An English word right before a party: its kind ("ReplicaSet prometheus-…", "pod X", "container Y").
_KIND_BEFORE = re.compile(r"(?<![A-Za-z0-9_.\-])[A-Za-z]{2,20}\s*$")


def _role_before(text: str, pos: int, words: dict[str, tuple[str, ...]], span: int) -> str | None:
    """The role whose marker ends closest before ``pos`` within ``span`` characters (None: no marker).

    An ASCII marker is a whole word ("to", not "into"); the closest one wins ("ask A to replicate … to B").
    """
    window = text[max(0, pos - span) : pos].lower()
    best, where = None, -1
    for role, markers in words.items():
        for w in markers:
            w = w.lower()
            if w not in window:
                continue  # its regex matches the word itself: nothing to find
            rx = _marker_rx(w)
            for m in rx.finditer(window):
                if m.end() > where:
                    best, where = role, m.end()
    return best


@lru_cache(maxsize=256)
def _marker_rx(word: str) -> re.Pattern[str]:
    if word.isascii() and word[:1].isalpha():
        return re.compile(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])")
    return re.compile(re.escape(word))


def _find_at(ident: str, low: str) -> int:
    """Where identifier ``ident`` starts in lowercased ``low`` (-1: not as written)."""
    return low.find(fold_width(ident).lower().lstrip("/"))


#: A cause that refers back to one stated before ("因为同样的原因", "由于相同原因", "for the same reason").
_SAME_CAUSE = ("同样", "相同", "同一", "上述", "这个原因", "该原因", "the same", "same ")


def _cause_words(a: FactAnalysis) -> tuple[list[str], list[tuple[int, int]]]:
    """The content words of the cause a fact states: after "是因为/由于/because", or before "引起的/导致"."""
    cues = default_cues()
    low = a.text.lower()
    spans: list[tuple[int, int]] = []
    for w in cues.cause_before:
        i = low.find(w.lower())
        if i >= 0:
            start = i + len(w)
            if low[start:].lstrip().startswith(_SAME_CAUSE):
                continue  # "因为同样的原因": the cause an earlier fact stated, not one of its own
            end = next((m.start() for m in _CLAUSE_BREAK.finditer(low, start)), len(low))
            spans.append((start, end))
    for w in cues.cause_after:
        i = low.find(w.lower())
        if i > 0:
            head = low[:i]
            start = max(head.rfind("是") + 1, max((m.end() for m in _CLAUSE_BREAK.finditer(head)), default=0))
            spans.append((start, i))
    if not spans:
        return [], []
    return [t for t in a.terms if any(t in low[s:e] for s, e in spans)], spans


#: An English word a copula gives as the value of what the fact describes, ending its clause
#: ("尝试登录的无效用户是 redhat", "校验结果为 false").
_COPULA_WORD = re.compile(r"(?:是|为|[:：=])\s*([A-Za-z][A-Za-z0-9_.\-]{1,63})(?=\s*(?:$|[，。,；;、)）!！?？]))")


def _copula_words(a: FactAnalysis) -> list[str]:
    """The English words a copula of the fact states as values (lowercased): attributes of its entity.

    Words the fact reads otherwise are left out: identifiers and phrases (attributes already),
    status and state words (the outcome and health checks read them) and stop words.
    """
    taken = [(m.span.start, m.span.end) for m in a.identifiers] + [(s.span.start, s.span.end) for s in a.statuses]
    out = []
    for m in _COPULA_WORD.finditer(a.text):
        w = m.group(1).lower()
        if w in stop_words() or any(s < m.end(1) and m.start(1) < e for s, e in taken):
            continue
        if any(w in ph.lower() for ph in a.phrases):
            continue
        out.append(w)
    return list(dict.fromkeys(out))


def _kind_said(a: FactAnalysis) -> tuple[frozenset[str], str | None]:
    """What kind of records the fact speaks of: the levels it names, else the one outcome it states (or None)."""
    levels = _levels_said(a)
    said = a.outcomes
    return levels, (next(iter(said)) if len(said) == 1 and not levels else None)


def _levels_said(a: FactAnalysis) -> frozenset[str]:
    """The log levels the fact names itself: "9 条 ERROR", not the "error" of a cited "data TLB error interrupt"."""
    text = a.text
    for ph in a.phrases:
        text = text.replace(ph, " ")
    return levels_named(text)


#: A demonstrative right after a time: "08:43:35 那次失败", "16:24:05 的那条", "这一次".
_PIN = re.compile(r"\s*(?:的)?\s*(?:那|这)\s*一?\s*(?:次|条|个|行|回|笔)")


def _pinned(text: str, span: TimeSpan) -> bool:
    """True when the fact pins a record by its time ("08:43:35 那次失败的 TraceID 是 …"), not just states a time.

    A time so pinned says which record the rest is about; a time merely stated ("task 19.0 在 20:11:25
    完成") is an attribute, and a wrong one is no support (the times check), not a swap.
    """
    at = text.find(span.text)
    return at >= 0 and _PIN.match(text, at + len(span.text)) is not None


def _states_outcome(rec: Record, outcome: str) -> bool:
    """True when ``rec`` states ``outcome``: its words ("failed", "accepted"), or for a failure an error level."""
    if outcome in outcome_of(rec.text):
        return True
    return outcome == "failure" and record_level(rec.level_word) in ("error", "fatal")


@lru_cache(maxsize=1024)
def _word_number_rx(raw: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.:/-]){re.escape(raw)}(?![\w:/-]|\.\d)")


def _integers(text: str) -> set[int]:
    """The whole numbers written in ``text`` (not parts of decimals, times or versions)."""
    return {int(t) for t in _INTEGER.findall(text)}


_INTEGER = re.compile(r"(?<![\d.:])\d{1,9}(?![\d.:]\d|\d)")


def _number_runs(a: FactAnalysis) -> list[tuple[Quantity, Quantity, frozenset[int]]]:
    """Runs of bare integers a fact lists: (first, last, the numbers it names).

    "1948 到 1951" (a range: every number between), "28、31 和 35" (a list), "347~353"; a lone
    number is a run of one.
    """
    nums = sorted(
        (x for x in a.quantities if x.dimension == "number" and a.descriptor_of(x) is None and x.value.is_integer()),
        key=lambda x: x.span.start,
    )
    runs: list[tuple[Quantity, Quantity, frozenset[int]]] = []
    for x in nums:
        if runs:
            first, last, vals = runs[-1]
            gap = a.text[last.span.end : x.span.start]
            if len(vals) == 1 and _RANGE_JOIN.fullmatch(gap) and 0 < x.value - last.value <= 1000:
                runs[-1] = (first, x, frozenset(range(int(last.value), int(x.value) + 1)))
                continue
            if _LIST_JOIN.fullmatch(gap):
                runs[-1] = (first, x, vals | {int(x.value)})
                continue
        runs.append((x, x, frozenset({int(x.value)})))
    return runs


#: What may sit between a listed run and the count of it: nothing, or a demonstrative ("这", "共" …).
_RUN_TO_COUNT = ("", "这", "共", "这些", "等", "等等")
#: A run in brackets right after the count names what it counts: "7 个连接（31272–31278）".
_BRACKETED_AFTER = re.compile(r"[^，。；,;]{0,16}?[（(]\s*$")


def _number_list_count(a: FactAnalysis, q: Quantity) -> set[float]:
    """The count a run of bare numbers makes: right before ``q`` ("child 1948 到 1951 四个") or in brackets after it."""
    out: set[float] = set()
    for first, last, vals in _number_runs(a):
        if first is last:
            continue
        before = last.span.end <= q.span.start and a.text[last.span.end : q.span.start].strip() in _RUN_TO_COUNT
        after = first.span.start >= q.span.end and _BRACKETED_AFTER.fullmatch(a.text[q.span.end : first.span.start])
        if before or after:
            out.add(float(len(vals)))
    return out


_CLAUSE_BREAK = re.compile(r"[，,；;。！？!?\n]|随后|然后|之后|接着|同时|并且|以及")


_PIECE_BREAK = re.compile(r"[,()\[\]]")


def _significant_digits(text: str) -> int:
    """Digits of the number in ``text`` without leading or trailing zeros (0.52 → 2, 36.162 → 5, 300 → 1)."""
    digits = "".join(ch for ch in text if ch.isdigit())
    return len(digits.strip("0"))


def _pieces(phrase: str) -> list[str]:
    """The fragments of a cited run between brackets and commas to find ([] when it splits into none).

    Fragments that are phrases themselves, and single words ("SHUTDOWN（MY-013172）"); a value
    with its unit ("410.6 MiB") is left to the quantity rules.
    """
    pieces = [x.strip(" .:") for x in _PIECE_BREAK.split(phrase)]
    pieces = [x for x in pieces if x and not _VALUE_PIECE.fullmatch(x)]
    return pieces if pieces != [phrase] else []


def _tokens_in(piece: str, low: str) -> bool:
    """True when every token of a short fragment ("SHUTDOWN", "Price 22.5") is a word of ``low``."""
    tokens = _TOKEN.findall(piece.lower())
    return bool(tokens) and all(has_word(t, low) for t in tokens)


_TOKEN = re.compile(r"[a-z0-9_][a-z0-9_.\-]*[a-z0-9_]|[a-z0-9_]")


#: A fragment that is a value with its unit ("410.6 MiB", "24", "85%"), not a phrase.
_VALUE_PIECE = re.compile(r"[\d.,]+\s*(?:[A-Za-z%]{1,4})?")


_LIST_BREAK = re.compile(
    _CLAUSE_BREAK.pattern
    # A slash lists ("A/B"), except the one that leads an address ("向 /10.251.91.159": HDFS's peer).
    + r"|[、和与及到至~～–—（()）]|(?<!\s)/|/(?!\d)|以及|或|分别|(?<![A-Za-z])(?:and|or|to)(?![A-Za-z])"
)


def _same_clause(text: str, x: IdentifierMatch, y: IdentifierMatch) -> bool:
    """True when nothing between the two identifiers ends a clause (a comma, 随后, 然后 …)."""
    lo, hi = sorted((x.span, y.span), key=lambda s: s.start)
    return _CLAUSE_BREAK.search(text, lo.end, hi.start) is None


#: The start of a clause that names the code of the event the clause before states ("，错误码是 …").
_CODE_CLAUSE = re.compile(
    r"\s*(?:错误码|错误代码|返回码|状态码|返回值|退出码|原因码|(?i:error code|code|hresult|errno))"
)


def _same_event(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` joins one event: it lists nothing and ends no clause.

    A closing bracket or quote right after the message is no break; one clause break is none when the
    next clause names the code of the event ("…），错误码是 ").
    """
    gap = text[start:end].lstrip("）)」”’\"' ")
    m = _LIST_BREAK.search(gap)
    if m is None:
        return True
    if _CLAUSE_BREAK.fullmatch(m.group(0)) is None or _CODE_CLAUSE.match(gap, m.end()) is None:
        return False
    return _LIST_BREAK.search(gap, m.end()) is None


#: The token a message continues with: an identifier after the cited words ("… for ts-food-service]").
_NEXT_TOKEN = re.compile(r"\s*([\w][\w.:/\-]*[\w])")


#: A stated clock time to the second ("13:45:08", "13:45:08.512").
_CLOCK_SECONDS = re.compile(r"\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?")


#: What follows a count of an output's records in general: the noun, then a scope word ("条日志里", "行日志中，其中").
_SCOPE_COUNT = re.compile(r"\s*(?:日志|记录|log|logs|lines|records)?\s*(?:里|中|之中|当中|[,，]\s*其中)")


#: A fact that states a call (a call verb, a request, an HTTP method or RPC): a caller's span and its callee's join.
_STATES_CALL = re.compile(
    r"调用|调了|调\s|发起|请求|发往|发给|下游|上游|(?<![A-Za-z])(?:GET|POST|PUT|DELETE|PATCH|HTTP|RPC|gRPC|call(?:s|ed)?)(?![A-Za-z])"
)


#: A demonstrative right before a count ("这两条", "那 3 次", "上述两个"), or a word taking a part of a set named
#: before ("其中 6 条", "另外两个", "其余 3 个"): the count refers back to that set, it claims no count of its own.
_DEMONSTRATIVE = re.compile(r"(?:这|那|这些|那些|上述|前述|以上|上面|其中|另外|其余|其他|剩下|剩余)\s*(?:的)?\s*$")


#: Words that place a fact in the second or minute of the time the fact before it stated ("同一秒 mod_jk 报了两条
#: …"); "同一时间" may mean that fact's whole window, which only its start is known of here.
_SAME_TIME = re.compile(r"同一(?P<unit>秒|分钟)")


def _same_time(a: FactAnalysis) -> list[TimeSpan]:
    """The span "同一秒" / "同一分钟" means: the second (minute) of the time the fact before stated."""
    m = _SAME_TIME.search(a.text)
    if m is None or a.prior_time is None:
        return []
    at = a.prior_time
    if m.group("unit") == "分钟":
        return [TimeSpan(at - at % 60, at - at % 60 + 60, m.group(0))]
    return [TimeSpan(at, at + 1, m.group(0))]


def _skeleton(text: str) -> str:
    """An identifier's shape: hex after ``0x``, digit runs and a sign after ``_`` folded (container_0_0_0_0, blk_0)."""
    return re.sub(r"(?<=_)-(?=0)", "", re.sub(r"\d+", "0", re.sub(r"0x[0-9a-f]+", "0x#", text.lower())))


@lru_cache(maxsize=1024)
def _skeleton_rx(kind: str) -> re.Pattern[str]:
    """Identifiers of one shape in lowercased text."""
    parts = {"0x#": "0x[0-9a-f]+", "_0": r"_-?\d+", "0": r"\d+"}
    body = "".join(parts.get(p, re.escape(p)) for p in re.split(r"(0x#|_0|0)", kind) if p)
    return re.compile(rf"(?<![a-z0-9_]){body}(?![a-z0-9_])")


def _correlates(m: IdentifierMatch) -> bool:
    return m.label in _CORRELATION_LABELS or m.rule in _CORRELATION_RULES


def _header(r: Record) -> bool:
    """The result's own top-level scalars (``row total=7``), not a record of what it found."""
    return r.kind == "row" and "total" in r.fields and not r.body


def _complete(it: IndexedItem) -> bool:
    """True when the item shows every record of its output: addresses 0 … n-1 with repeat counts, none cut."""
    recs = [r for r in it.records if r.index is not None]
    body = [r for r in recs if not _header(r)]
    if not body:
        return False
    shown = sum(r.count for r in body)
    total = next((_int(r.fields["total"]) for r in recs if _header(r)), None)
    # A total above the records shown is a page of a longer result; at or below it, nothing is missing.
    return max(r.index for r in recs) + 1 <= sum(r.count for r in recs) and (total is None or total <= shown)


def _process_of(r: Record) -> str:
    """The process a record is a line of: its ``pid`` field, else the ``[pid]`` of its program (``sshd[24634]``)."""
    pid = r.fields.get("pid", "")
    if pid.isdigit():
        return pid
    m = _PROGRAM_PID.search(r.fields.get("process", "") or r.fields.get("component", "")) or _LINE_PID.search(
        r.text, 0, 160
    )
    return m.group(1) if m else ""


_PROGRAM_PID = re.compile(r"\[(\d+)\]")
#: A syslog line's ``program[pid]:`` (``sshd[24200]:``).
_LINE_PID = re.compile(r"(?<![\w.\-])[A-Za-z][\w.\-]*\[(\d+)\]:")


def _who(r: Record) -> str:
    """The entity a record is of: its owner values (in any key order), else the first IPv4 address in its text."""
    if r.owners:
        return " ".join(sorted(r.owners))
    m = _IPV4.search(r.text)
    return m.group(0) if m else ""


_IPV4 = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")


def _int(text: str) -> int | None:
    return int(text) if text.isdigit() else None


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _in_window(rec: Record, spans: Any) -> bool:
    """True when the fact states no window, the record has no time, or one of its times is in the window."""
    return not spans or not rec.times or any(sp.holds(t) for t in rec.times for sp in spans)


def _no_hit(it: IndexedItem) -> bool:
    """True for a call that found nothing, alone or merged with others of its topic (its no-hit counted)."""
    return it.unusable_reason == "no-hit" or (it.item.no_hit_count or 0) > 0


def _only_levels(a: FactAnalysis) -> frozenset[str]:
    """The levels "只有 / 全是 / only" says are all there is: the level words right after it ("全是 INFO 和 WARN")."""
    only = _ONLY_LEVELS.search(a.text)
    said = _LEVEL_LIST.match(a.text, only.end()) if only else None
    return levels_named(said.group(0)) if said else frozenset()


#: A short service name an answer may use for a pod's service ("preserve", "inside-payment").
_SHORT_NAME = re.compile(r"(?<![A-Za-z0-9_.-])[A-Za-z][A-Za-z0-9]{3,}(?:-[A-Za-z0-9]+)*(?![A-Za-z0-9_.-])")
#: What separates the segments of a service name.
_SEGMENT = re.compile(r"[-_.]")
#: A pod's generated suffix (ReplicaSet hash and pod id): ``-5f55b6cf68-77cfw``.
_POD_SUFFIX = re.compile(r"(?:-[a-z0-9]{6,10})?-[a-z0-9]{5}$")


def _stem(value: str) -> str:
    """An owner value without a pod's generated suffix (``ts-x-service-5f5…-77cfw`` → ``ts-x-service``)."""
    return _POD_SUFFIX.sub("", value) if value.count("-") >= 2 else value


#: A word in capitals: a record's own tag (REPORT, DHCPDISCOVER), not prose.
_CAPITAL_WORD = re.compile(r"(?<![A-Za-z0-9_])[A-Z]{3,}(?![A-Za-z0-9_])")


def _capital_words(a: FactAnalysis) -> list[str]:
    """Capitalised words of the fact outside its identifiers and cited phrases, other than level words."""
    taken = [(m.span.start, m.span.end) for m in a.identifiers]
    out = []
    for m in _CAPITAL_WORD.finditer(a.text):
        word = m.group(0)
        if any(s <= m.start() < e for s, e in taken) or levels_named(word) or any(word in p for p in a.phrases):
            continue
        out.append(word.lower())
    return out


#: A denial of a level, not of errors in words: the level in capitals, or named as a level.
#: Field names that hold an entity's state (the last part of a dotted name: ``kubernetes.pod.status.phase``).
_STATE_FIELDS = frozenset({"status", "state", "phase", "role", "mode", "health"})
_LEVEL_DENIAL = re.compile(r"(?<![A-Za-z])(?:ERROR|ERR|WARN|WARNING|FATAL)(?![A-Za-z])|级别|(?i:\blevel\b)")
#: "只有 INFO", "全是 INFO", "全部是 INFO": every record of the scope is at the level words right after
#: (not "这些 ERROR 都是 X", where the level is the subject, nor "都是 Success").
_ONLY_LEVELS = re.compile(r"(?:只有|全是|全部是|全都是|全为|(?i:\bonly\b))\s{0,2}(?:的\s?)?(?=[A-Za-z])")
#: Capitalised level words joined as a list ("INFO", "INFO 和 WARN", "I、D、W"): what 只有/全是 say is all there is.
_LEVEL_LIST = re.compile(r"[A-Z]+(?:\s?(?:和|与|、|,|，|/|or|and)\s?[A-Z]+)*(?![A-Za-z])")
#: A call input that filters records by level ("level=ERROR", "severity: warn").
_LEVEL_FILTER = re.compile(r"(?i)\b(?:level|severity|loglevel|lvl)\s*[=:]")
_WORDS = re.compile(r"[a-z]+")
#: The record levels that refute a denied level.
_DENIED_LEVELS = {"error": ("error", "fatal"), "warn": ("warn",), "fatal": ("fatal",)}


#: A level word written in a line's text ("… error : Could not connect", "WARNING: …").
_LEVEL_IN_TEXT = {
    "error": re.compile(r"(?<![A-Za-z0-9_])(?:error|err|failed|failure)(?![A-Za-z0-9_])", re.I),
    "warn": re.compile(r"(?<![A-Za-z0-9_])(?:warn|warning)(?![A-Za-z0-9_])", re.I),
    "fatal": re.compile(r"(?<![A-Za-z0-9_])(?:fatal|panic)(?![A-Za-z0-9_])", re.I),
}


def _says_level(rec: Record, levels: frozenset[str]) -> bool:
    """True when a record without a level field says one of ``levels`` in its words (Proxifier's "… error : …")."""
    return any((rx := _LEVEL_IN_TEXT.get(lv)) is not None and rx.search(rec.text) for lv in levels)


#: A field name in a fact and the value it gives it: "errorCode = 5", "totalAltitude 为 420", "cache_size 是 16G".
_KEYED_FACT = re.compile(
    r"(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)*)\s*(?:=|:|：|为|是|等于)\s*(-?\d+(?:\.\d+)?[A-Za-z%]*)(?![\w.]|,\d)"
)
#: An English run of a fact: words, numbers and the punctuation between them (a quoted log message).
_MESSAGE_RUN = re.compile(r"(?<![\w.])[A-Za-z_][\w.]*(?:[ \t:=,()\-]+[\w.]+){3,}")
#: A quoted message is short: a longer English run (a pasted log, a hostile input) is not read as one.
_MAX_MESSAGE_TOKENS = 48
#: A token whose digits are glued to letters: an identifier, never a word or a value of a message.
_GLUED = re.compile(r"(?<![A-Za-z0-9_])(?:[A-Za-z_]*\d+[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_]+\d[A-Za-z0-9_]*)")
#: Its tokens: words, and digit runs with their dots (an address or a version is one token).
_RUN_TOKEN = re.compile(r"[A-Za-z_]+|\d+(?:\.\d+)*")
#: A token that is a value slot of the message: a short plain number (not an address, id or version).
_SLOT_NUMBER = re.compile(r"\d{1,5}(?:\.\d+)?")
#: Such a number standing alone in a text (not part of a word, an address or a version).
_NUMBER_TOKEN = re.compile(rf"(?<![\w.]){_SLOT_NUMBER.pattern}(?![\w.])")


def _message_slots(tokens: tuple[str, ...], low: str) -> list[tuple[list[float], str]]:
    """Where ``low`` (a lowercased record) writes the run's tokens in order: (its numbers in the slots, the text).

    Words must be equal (case-folded), a slot (a short plain number) any short plain number; what
    separates tokens is not compared (a log's own punctuation).
    """
    want = [t.lower() for t in tokens]
    slots = [bool(_SLOT_NUMBER.fullmatch(t)) for t in want]
    got = _RUN_TOKEN.findall(low)
    out = []
    for i in range(len(got) - len(want) + 1):
        nums = []
        for t, slot, r in zip(want, slots, got[i : i + len(want)], strict=False):
            if slot and _SLOT_NUMBER.fullmatch(r):
                nums.append(float(r))
            elif slot or t != r:
                break
        else:
            out.append((nums, " ".join(got[i : i + len(want)])))
    return out


#: Aggregates of a series ("max 为 …", "value: …"): values the metric value check reads in their units.
_AGGREGATES = frozenset(
    {"max", "min", "avg", "mean", "last", "value", "sum", "total", "count", "p50", "p90", "p95", "p99"}
)


def _suffix(value: str) -> str:
    """The letters after a value's number ("16g" → "g", "4" → "")."""
    return value.lstrip("-0123456789.")


#: A field the fact gives a truth value ("verify result 为 true", "ready: false"): one to three words.
_KEYED_FLAG_FACT = re.compile(
    r"(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z0-9]*(?:[ _.][A-Za-z][A-Za-z0-9]*){0,2})\s*(?:=|:|：|为|是|等于)\s*"
    r"(?i:(true|false))(?![\w.])"
)


@lru_cache(maxsize=256)
def _keyed_flag_rx(key: str) -> re.Pattern[str]:
    """``key: true`` / ``key=false`` in a record's lowercased text, the key's words joined by space, ``_`` or ``.``."""
    words = r"[ _.]".join(re.escape(w) for w in re.split(r"[ _.]", key))
    # the last part of a dotted name counts (``kubernetes.pod.status.ready=false`` for "ready")
    return re.compile(rf"(?<![a-z0-9_]){words}[\"']?\s*[=:]\s*[\"']?(true|false)(?![\w.])")


#: The run of Chinese characters (and spaces) that ends a text: what glosses the field name after it.
_CJK_RUN_BEFORE = re.compile(r"([\u3400-\u9fff]+)\s*$")


@lru_cache(maxsize=1024)
def _keyed_record_rx(key: str, *, dotted: bool = False) -> re.Pattern[str]:
    """``key = value`` / ``key: value`` in a record's lowercased text (the key's plural too: vcpus for vcpu).

    ``dotted``: the key may also be the last part of a dotted name (``docker.healthcheck.failingstreak``),
    and is taken as written (no plural).
    """
    if dotted:
        return re.compile(rf"(?<![a-z0-9_]){re.escape(key)}\s*[=:]\s*(-?\d+(?:\.\d+)?[a-z%]*)(?![\w.])")
    return re.compile(rf"(?<![a-z0-9_.]){re.escape(key)}(?:e?s)?\s*[=:]\s*(-?\d+(?:\.\d+)?[a-z%]*)(?![\w.])")


def _same_keyed(said: str, written: str) -> bool:
    """True when a fact's field value is the record's: the same text, or the same number."""
    if said.lower() == written:
        return True
    try:
        return float(said) == float(written)
    except ValueError:
        return False
