"""Polarity and status.

Negation cues are scoped to their predicate; status words (firing/resolved, 正常/异常,
成功/失败) resolve to their canonical value.

The negation cue list is shared with the extractors (``cues.yaml``, key ``negation``); scope
rules, words that merely start with a negation character (不少, 无法), the predicates a
negation can deny and the status families are in ``matchers/data/polarity.yaml``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache

from pydantic import BaseModel, ConfigDict, Field

from matchers.base import Span, quick_init
from matchers.cues import default_cue_matchers
from matchers.errors import RuleDataError
from matchers.ruledata import load_yaml_model


class Negatable(BaseModel):
    """A predicate family a negation can deny, and the evidence pattern that refutes the denial."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    words: tuple[str, ...]
    refuted_by: str
    #: Words of a counter's field name (``counts.fail``, ``healthcheck.failingstreak``, ``errors``) whose
    #: positive value refutes the denial: a metric document states its failures as counts, not as lines.
    counted_by: tuple[str, ...] = ()


class LevelWords(BaseModel):
    """One log level: the words a fact names it by, and the level words records carry for it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    words: tuple[str, ...]
    records: tuple[str, ...]


class RoleWords(BaseModel):
    """How a fact and a log record mark one role of a party (``源是 X`` / ``from X``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    fact: tuple[str, ...]
    records: tuple[str, ...]


class SpanPeers(BaseModel):
    """Where a span names its peer, and which span kinds call (``caller``) or are called (``callee``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind_fields: tuple[str, ...]
    caller_kinds: tuple[str, ...]
    callee_kinds: tuple[str, ...]
    peer_fields: tuple[str, ...]
    peer_objects: tuple[str, ...] = ()


class PolarityTable(BaseModel):
    """Schema of ``polarity.yaml``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    max_scope: int = Field(ge=1)
    scope_breaks: tuple[str, ...]
    not_negation: tuple[str, ...]
    negatable: dict[str, Negatable]
    statuses: dict[str, dict[str, tuple[str, ...]]]
    #: Longer words holding a status form that name a metric, not a status ("成功率", "失败次数").
    not_status: tuple[str, ...] = ()
    #: Words by which a log record states an outcome, per ``outcome`` value (English log vocabulary).
    outcome_evidence: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    #: Record words stating an entity's state (``health`` status family): "Link Up", "not responding".
    health_evidence: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    #: The fact's state words that are read against records (``health_evidence``).
    health_stated: tuple[str, ...] = ()
    #: Words that deny a family without a negation cue ("一直正常" denies errors), per family.
    denials: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    #: Log levels a fact can name ("共 9 条 ERROR"): the fact's words and the record level words, per level.
    levels: dict[str, LevelWords] = Field(default_factory=dict)
    #: English state and level words a fact states of its subject (pending, critical, leader …): the
    #: predicate of the sentence, which a record of the subject must write for it to be supported.
    state_words: frozenset[str] = frozenset()
    #: Roles of the two parties of an event (``source`` → ``target``): the words that mark a party's
    #: role right before it, in facts (Chinese and English) and in log records (English).
    roles: dict[str, RoleWords] = Field(default_factory=dict)
    #: A span's other party: the fields a span record (or a nested object of it) names its peer by
    #: (Zipkin's ``remoteEndpoint``, OpenTelemetry's ``peer.service``), and the kinds of span whose own
    #: service is the caller (``client``) or the callee (``server``).
    span_peers: SpanPeers | None = None


def load_polarity(text: str | None = None) -> PolarityTable:
    """Validate polarity data (the bundled file when ``text`` is None)."""
    table = load_yaml_model(PolarityTable, "polarity.yaml", text)
    for fam in table.negatable.values():
        try:
            re.compile(fam.refuted_by)
        except re.error as exc:
            raise RuleDataError(f"polarity.yaml is invalid: refuted_by {fam.refuted_by!r}: {exc}") from exc
    return table


@lru_cache(maxsize=1)
def default_polarity() -> PolarityTable:
    """The bundled polarity table, validated once per process."""
    return load_polarity()


@quick_init
@dataclass(frozen=True)
class NegationScope:
    """A negation cue and the span of text it negates (up to the next clause break)."""

    cue: str
    cue_span: Span
    scope: Span
    matcher: str = "polarity.negation.v1"

    def covers(self, span: Span) -> bool:
        """True when ``span`` starts inside this scope."""
        return self.scope.start <= span.start < self.scope.end


@quick_init
@dataclass(frozen=True)
class StatusMention:
    """A status word: its family (alert_state, health, outcome), canonical value, and whether it was negated."""

    family: str
    value: str
    text: str
    span: Span
    negated: bool
    matcher: str = "polarity.status.v1"


#: What may stand between a negation and the status word it negates: a verb it governs ("没有执行成功",
#: "未能成功", "did not complete successfully"), not a verb with its object ("未发送报告失败": the unsent
#: reports failed).
_ATTACH_CJK = 3
_ATTACH_WORDS = 2
#: Words of a denial that govern nothing ("没有出现任何 Failed", "没有任何一次登录成功").
_DENIAL_FILLER = re.compile(r"出现过?|发现过?|看到过?|任何|一次|一条|一个|过|any|ever")


def _attached(low: str, cue_end: int, start: int) -> bool:
    """True when a status word at ``start`` is what the negation ending at ``cue_end`` negates."""
    gap = _DENIAL_FILLER.sub("", low[cue_end:start])
    cjk = sum(1 for ch in gap if "\u4e00" <= ch <= "\u9fff")
    return cjk <= _ATTACH_CJK and len(re.findall(r"[a-z]+", gap)) <= _ATTACH_WORDS


def _word_ok(text: str, s: int, e: int) -> bool:
    # ASCII words must stand alone; Chinese words are matched as substrings.
    if not text[s:e].isascii():
        return True

    def wordy(c: str) -> bool:
        return c.isascii() and (c.isalnum() or c in "_-")

    return not (s > 0 and wordy(text[s - 1])) and not (e < len(text) and wordy(text[e]))


class NegationMatcher:
    """Finds negation cues and scopes each to its predicate: from the cue to the next clause break."""

    name = "polarity.negation.v1"
    kind = "polarity"

    def __init__(self, table: PolarityTable | None = None) -> None:
        self.table = table or default_polarity()
        breaks = sorted(self.table.scope_breaks, key=len, reverse=True)
        self._break = re.compile("|".join(re.escape(b) for b in breaks), re.I)

    def load(self) -> None:
        """Nothing to load (cue lists are shared and cached)."""

    def _is_false_cue(self, text: str, s: int, e: int) -> bool:
        for word in self.table.not_negation:
            cue = text[s:e]
            off = word.find(cue)
            while off != -1:
                start = s - off
                if start >= 0 and text[start : start + len(word)] == word:
                    return True
                off = word.find(cue, off + 1)
        return False

    def scopes(self, text: str) -> list[NegationScope]:
        """Negation scopes in ``text``, in order; overlapping cues (并没有 ⊃ 没有) count once."""
        out: list[NegationScope] = []
        last_end = -1
        hits = sorted(default_cue_matchers()["negation"].find(text), key=lambda h: (h[0], -h[1]))
        for s, e, cue in hits:  # the longest cue starting at a position wins (并没有 over 没)
            if s < last_end or self._is_false_cue(text, s, e):
                continue
            m = self._break.search(text, e, min(len(text), e + self.table.max_scope))
            end = m.start() if m else min(len(text), e + self.table.max_scope)
            out.append(NegationScope(cue, Span(s, e), Span(e, max(e, end))))
            last_end = e
        return out

    def negated_families(self, text: str, scopes: list[NegationScope] | None = None) -> list[tuple[str, NegationScope]]:
        """Predicate families (error, alert, restart, timeout) that a negation in ``text`` denies."""
        scopes = self.scopes(text) if scopes is None else scopes
        low = text.lower()
        out = []
        for sc in scopes:
            window = low[sc.scope.start : sc.scope.end]
            if not window.strip(" 的了过呢啊。.!！"):
                # A clause-final denial negates what comes before it ("一条 WARN 都没有", "报错也没有").
                lo = max(0, sc.cue_span.start - self.table.max_scope)
                ends = [b.end() for b in self._break.finditer(low, lo, sc.cue_span.start)]
                window = low[ends[-1] if ends else lo : sc.cue_span.start]
            for fam, spec in self.table.negatable.items():
                if any(w.lower() in window for w in spec.words):
                    out.append((fam, sc))
        return out

    @cached_property
    def family_words(self) -> frozenset[str]:
        """Every word naming a deniable family (报错, 告警, warn …), lowercased: what a denial denies."""
        return frozenset(w.lower() for fam in self.table.negatable.values() for w in fam.words)

    def denied_families(self, text: str) -> list[str]:
        """Families a statement of normality denies without a negation cue ("服务一直正常" → error)."""
        low = text.lower()
        return [
            fam
            for fam, words in self.table.denials.items()
            if fam in self.table.negatable and any(w in low for w in words)
        ]

    def counters(self, family: str, fields: Mapping[str, str]) -> list[tuple[str, float]]:
        """The fields counting what a denial of ``family`` denies, with their values (finite, not negative).

        A name is read by its words (``kafka.consumergroup.error.code`` → kafka, consumergroup,
        error, code); a rate, ratio, share or limit of failures is not a count of them.
        """
        words = self.table.negatable[family].counted_by
        if not words:
            return []
        out = []
        for k, v in fields.items():
            try:
                x = float(v)
            except ValueError:
                continue
            if not 0 <= x < float("inf"):
                continue
            parts = _name_words(k)
            if not parts.isdisjoint(words) and parts.isdisjoint(_NOT_COUNTS):
                out.append((k, x))
        return out

    def counter_of(self, family: str, fields: Mapping[str, str]) -> str:
        """The first field counting what a denial of ``family`` denies with a positive value ('' when none)."""
        return next((k for k, x in self.counters(family, fields) if x > 0), "")

    def refutes(self, family: str, evidence_text: str) -> bool:
        """True when ``evidence_text`` shows what a negation of ``family`` denies (e.g. ERROR lines)."""
        return bool(_refuter(self.table.negatable[family].refuted_by).search(evidence_text))


#: Words of a field name that make it a rate, share or bound of a count, not the count.
_NOT_COUNTS = frozenset({"rate", "ratio", "pct", "percent", "percentage", "threshold", "limit", "avg", "average"})
_NAME_SPLIT = re.compile(r"[._\-\s/]+|(?<=[a-z0-9])(?=[A-Z])")


@lru_cache(maxsize=4096)
def _name_words(name: str) -> frozenset[str]:
    """The lowercased words of a field name, and its last part whole (``exit_code``, ``failingstreak``)."""
    last = name.rsplit(".", 1)[-1].lower()
    return frozenset([last, *(w.lower() for w in _NAME_SPLIT.split(name) if w)])


def outcome_of(text: str, table: PolarityTable | None = None) -> frozenset[str]:
    """The outcome values (``success``, ``failure``) whose evidence words occur in ``text`` as whole words."""
    return frozenset(v for v, rx in _compiled(table or default_polarity()).outcomes if rx.search(text))


def health_of(text: str, table: PolarityTable | None = None) -> frozenset[str]:
    """The states (``normal``, ``abnormal``) whose evidence words occur in ``text`` as whole words.

    A negated normal word ("not responding", "not ready") is abnormal only: the abnormal words are
    matched first and their spans are not read again.
    """
    out: set[str] = set()
    rest = text
    for v, rx in _compiled(table or default_polarity()).health:
        if rx.search(rest):
            out.add(v)
            rest = rx.sub(" ", rest)
    return frozenset(out)


def levels_named(text: str, table: PolarityTable | None = None) -> frozenset[str]:
    """The log levels ``text`` names as words ("9 条 ERROR" → error; "两条 WARN" → warn)."""
    return frozenset(v for v, rx in _compiled(table or default_polarity()).levels if rx.search(text))


def record_level(level_word: str, table: PolarityTable | None = None) -> str | None:
    """The level (``error``, ``warn`` …) of a record's level word (``ERROR``, ``[error]``); None if unknown."""
    return _compiled(table or default_polarity()).record_levels.get(level_word.strip("[]").upper())


@dataclass(frozen=True)
class _Compiled:
    """What one polarity table compiles to for the evidence-side lookups."""

    outcomes: tuple[tuple[str, re.Pattern[str]], ...]
    health: tuple[tuple[str, re.Pattern[str]], ...]
    levels: tuple[tuple[str, re.Pattern[str]], ...]
    record_levels: dict[str, str]


#: Compiled lookups per table object (id → (table, compiled)): built once per table, not once per call.
#: The table is kept beside its id, so a reused id never returns another table's patterns.
_COMPILED: dict[int, tuple[PolarityTable, _Compiled]] = {}


def _compiled(table: PolarityTable) -> _Compiled:
    hit = _COMPILED.get(id(table))
    if hit is None or hit[0] is not table:
        if len(_COMPILED) >= 8:
            _COMPILED.clear()
        compiled = _Compiled(
            outcomes=_word_regexes(table.outcome_evidence.items()),
            # abnormal first: "not responding" is read before its "responding"
            health=_word_regexes(sorted(table.health_evidence.items(), key=lambda e: e[0] != "abnormal")),
            levels=_word_regexes((k, lv.words) for k, lv in table.levels.items()),
            record_levels={w.upper(): k for k, lv in table.levels.items() for w in lv.records},
        )
        hit = _COMPILED[id(table)] = (table, compiled)
    return hit[1]


def _word_regexes(entries: Iterable[tuple[str, tuple[str, ...]]]) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(value, whole-word search for its words) per entry with words (Chinese words as substrings)."""
    return tuple(
        (value, re.compile(r"(?<![a-z0-9_])(?:" + "|".join(map(re.escape, words)) + r")(?![a-z0-9_])", re.I))
        for value, words in entries
        if words
    )


@lru_cache(maxsize=64)
def _refuter(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


@lru_cache(maxsize=16)
def _any_of(words: tuple[str, ...]) -> re.Pattern[str]:
    """One search for any of ``words`` (compiled once per word list: a Verifier builds its matchers anew)."""
    return re.compile("|".join(map(re.escape, words)))


class StatusMatcher:
    """Finds status words and resolves them to canonical values; a negated binary status flips."""

    name = "polarity.status.v1"
    kind = "status"

    def __init__(self, table: PolarityTable | None = None) -> None:
        self.table = table or default_polarity()
        forms = []
        for fam, values in self.table.statuses.items():
            for value, words in values.items():
                forms.extend((w.lower(), fam, value) for w in words)
        self._forms = sorted(forms, key=lambda f: -len(f[0]))
        # One search says whether any form occurs at all (most texts hold none), as testing each would.
        words = [f for f, _, _ in self._forms]
        self._any = _any_of(tuple(words)) if words and all(words) else None
        self._negation = NegationMatcher(self.table)

    def load(self) -> None:
        """Nothing to load."""

    def find(self, text: str, scopes: list[NegationScope] | None = None) -> list[StatusMention]:
        """Status mentions in ``text`` (longest form wins where forms overlap)."""
        low = text.lower()
        if self._any is not None and self._any.search(low) is None:
            return []
        taken: list[tuple[int, int]] = []
        for word in self.table.not_status:  # metric names that hold a status form: masked first
            at = low.find(word)
            while at != -1:
                taken.append((at, at + len(word)))
                at = low.find(word, at + 1)
        scopes = self._negation.scopes(text) if scopes is None else scopes
        out = []
        for form, fam, value in self._forms:
            start = low.find(form)
            while start != -1:
                end = start + len(form)
                if _word_ok(low, start, end) and all(end <= a or start >= b for a, b in taken):
                    taken.append((start, end))
                    span = Span(start, end)
                    neg = any(sc.covers(span) and _attached(low, sc.cue_span.end, start) for sc in scopes)
                    val = value
                    values = list(self.table.statuses[fam])
                    if neg and len(values) == 2:
                        val = values[1 - values.index(value)]
                    out.append(StatusMention(fam, val, text[start:end], span, neg))
                start = low.find(form, start + 1)
        return sorted(out, key=lambda m: m.span.start)

    def conflicts(self, a: StatusMention, b: StatusMention) -> bool:
        """True when two mentions of one family carry different canonical values."""
        return a.family == b.family and a.value != b.value
