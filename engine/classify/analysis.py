"""What a fact says, as the matchers see it: identifiers, quantities, negations, statuses, content words.

Facts are the short side: they get the full treatment (regex + spaCy rules + jieba); evidence
is searched, not re-analysed per fact.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from matchers.base import IdentifierMatch, Span, quick_init
from matchers.cues import default_cue_matchers
from matchers.descriptors import Descriptor, describe
from matchers.glossary import GlossaryMatcher
from matchers.identifiers import IdentifierAnalyzer
from matchers.normalize import fold_width
from matchers.polarity import NegationMatcher, NegationScope, StatusMatcher, StatusMention, levels_named
from matchers.quantities import Quantity, QuantityMatcher, QuantityRecognizer, default_units
from matchers.registry import Registry, default_matcher_registry, matchers_of_kind
from matchers.tokenize import content_terms, ops_user_dict, stop_words

#: An English run (group ``p``). It starts only at the start of a word-character run, skipping the
#: run's leading digits and marks possessively, so a failed attempt is never retried inside the
#: run: linear on any text (the unanchored form was quadratic on a long word, ``aaaa…``).
_PHRASE = re.compile(
    r"(?<![A-Za-z0-9'_\-])[0-9'_\-]*+"
    r"(?P<p>[A-Za-z][A-Za-z0-9'_\-]*+(?:[ \t:,'\"<>=.\[\]()/#]++[A-Za-z0-9][A-Za-z0-9'_\-]*+)+)"
)
_WORD = re.compile(r"(?<![A-Za-z0-9_\-])[A-Za-z]{2,}(?![A-Za-z0-9_])")
#: An English run of at least this many words is a quoted message that evidence must contain as a phrase.
PHRASE_MIN_WORDS = 2
#: Fact analyses kept per toolkit (the memo is emptied when full); facts recur across answers.
ANALYSIS_MEMO_SIZE = 4096


_LEVEL_LEAD = re.compile(r"^(?:FATAL|CRITICAL|SEVERE|ERROR|WARN(?:ING)?|INFO|NOTICE|DEBUG|TRACE)\b[\s:]*")
_QUOTED = re.compile(r"`([^`]+)`|“([^”]+)”|「([^」]+)」|\"([^\"]+)\"")
_CJK = re.compile(r"[\u3400-\u9fff]")
#: A single word in double quotes that is cited text: letters, digits and _ . -, at least three.
_QUOTED_WORD = re.compile(r"[A-Za-z][\w.\-]{2,63}")


#: A short Chinese label that opens a fact ("现象：", "反向：", "结论:").
_LEAD_LABEL = re.compile(r"\s*[\u3400-\u9fff]{1,6}\s*[：:]")


def _names_entity(m: IdentifierMatch) -> bool:
    return m.label in ENTITY_LABELS or m.key


def bare_id(q: Quantity) -> bool:
    """A unitless whole number of five or more digits: an id the fact names (zookeeper's sid 188978561024), no value."""
    return q.dimension == "number" and q.unit is None and q.text.isdigit() and len(q.text) >= 5


def _blank(text: str, ids: Sequence[IdentifierMatch]) -> str:
    """``text`` with identifiers replaced by a full-width space (phrases never span an identifier)."""
    out = text
    for m in sorted(ids, key=lambda m: -m.span.start):
        if m.label in ("service", "pod", "host", "trace_id", "span_id", "ip", "metric"):
            out = out[: m.span.start] + "\u3000" + out[m.span.end :]
    return out


def _blank_in_place(text: str, ids: Sequence[IdentifierMatch]) -> str:
    """``text`` with every identifier replaced by spaces of its length.

    Offsets are kept, so a value's clause is read in place: node-118 is a name, not the part "node".
    """
    out, pos = [], 0
    for m in sorted(ids, key=lambda m: m.span.start):
        if m.span.start < pos:
            continue
        out += [text[pos : m.span.start], " " * (m.span.end - m.span.start)]
        pos = m.span.end
    out.append(text[pos:])
    return "".join(out)


def _segment(m: re.Match[str]) -> str:
    return next(g for g in m.groups() if g is not None).strip()


def quoted_segments(text: str) -> list[str]:
    """Segments of ``text`` in backticks, “…”, 「…」 or double quotes."""
    return [_segment(m) for m in _QUOTED.finditer(text)]


def n_words(text: str) -> int:
    """English non-stop words of ``text`` (how many words a cited phrase has); unit words (GiB, ms) are none."""
    stops = stop_words()
    units = _unit_words()
    return sum(1 for w in _WORD.findall(text) if w.lower() not in stops and w.lower() not in units)


@lru_cache(maxsize=1)
def _unit_words() -> frozenset[str]:
    """The unit words of ``units.yaml`` (lowercase, ASCII): GiB, ms, KB …"""
    from matchers.quantities import default_units

    return frozenset(u.lower() for u in default_units().units if u.isascii() and u.isalpha())


def english_phrases(text: str) -> list[str]:
    """Log-message fragments a fact cites; evidence must contain each as a phrase.

    A fragment has at least :data:`PHRASE_MIN_WORDS` English non-stop words. Quoted segments
    (backticks, “…”, 「…」, double quotes) always count. In a Chinese sentence an
    unquoted English run counts too; in an English sentence only quoted segments do (the rest is prose).
    """
    out = []
    rest = text
    for m in _QUOTED.finditer(text):
        seg = _segment(m)
        # A quoted word is cited as written too (database "users"), unless an identifier recogniser takes it.
        if n_words(seg) >= PHRASE_MIN_WORDS or (m.group(4) is not None and _QUOTED_WORD.fullmatch(seg)):
            out.append(seg)
        rest = rest.replace(m.group(0), " \u3000 ")
    if _CJK.search(text):  # one Chinese word ("X 报 Y") makes the English runs cited text
        for m in _PHRASE.finditer(rest):
            # A leading level word is the record's level field, not part of its message ("WARN [getSoldTickets]…").
            seg = _LEVEL_LEAD.sub("", m.group("p")).strip(" ,.:")
            # "Order not found（WARN）": a bracket the run opens but does not close starts the answer's
            # annotation (the level, a count), not part of the cited message.
            seg = _UNCLOSED_TAIL.sub("", seg)
            if _COUNT_AFTER.match(rest, m.end("p")):
                # "一共 Failed password 15 次": the trailing number is the count, not part of the message.
                seg = _TRAILING_NUMBER.sub("", seg)
            if n_words(seg) >= PHRASE_MIN_WORDS:
                out.append(seg)
    return out


#: An opening bracket with no closing one after it, to the end of a run.
_UNCLOSED_TAIL = re.compile(r"\s*[(\[][^()\[\]]*$")
#: Words that name an alert (its state words firing / resolved are an alert's only when one is named).
_ALERT_NAMED = re.compile(r"告警|报警|警报|消警|(?<![a-z])(?:alerts?|alarms?|firing|resolved)(?![a-z])", re.I)
#: A Chinese measure word right after a run: its trailing number counts something ("15 次").
_COUNT_AFTER = re.compile(r"\s*[次条个行台遍回]")
_TRAILING_NUMBER = re.compile(r"\s+\d+$")

#: Labels of the entities an attribute must be bound to (DESIGN "Evidence model").
BOUND_LABELS = frozenset({"service", "pod", "host", "ip", "node", "instance", "component", "process"})


@quick_init
@dataclass(frozen=True)
class FactAnalysis:
    """The checkable parts of one fact."""

    text: str
    identifiers: tuple[IdentifierMatch, ...]
    negated_ids: tuple[IdentifierMatch, ...]
    quantities: tuple[Quantity, ...]
    negations: tuple[NegationScope, ...]
    negated_families: tuple[str, ...]
    statuses: tuple[StatusMention, ...]
    terms: tuple[str, ...]
    metric_hints: tuple[str, ...]
    wants_threshold: bool
    phrases: tuple[str, ...] = ()
    quoted: tuple[str, ...] = ()
    domain_terms: tuple[str, ...] = ()
    #: The metric descriptor of each quantity, in order (what metric the value is said of).
    descriptors: tuple[Descriptor, ...] = ()
    #: True when the fact names an alert in words (告警, alert) or by an alert-shaped identifier.
    alert_named: bool = True
    #: Content words another rule has checked (the words naming a metric whose value matched): covered.
    checked_terms: frozenset[str] = frozenset()
    #: The time of day (seconds since midnight) the answer's fact right before this one stated: what an
    #: offset at the start of this one ("大约三分钟之后 …") counts from.
    prior_time: int | None = None

    def descriptor_of(self, q: Quantity) -> Descriptor | None:
        """The descriptor words before ``q`` in its clause (None when the fact names no metric for it)."""
        for qq, d in zip(self.quantities, self.descriptors, strict=False):
            if qq is q:
                return d if d.parts else None
        return None

    @property
    def outcomes(self) -> frozenset[str]:
        """The outcome values the fact states (``success``, ``failure``: status family ``outcome``)."""
        return frozenset(st.value for st in self.statuses if st.family == "outcome")

    def key_ids(self) -> list[IdentifierMatch]:
        """Key identifiers asserted (not denied) by the fact."""
        return [m for m in self.identifiers if m.key]

    def entities(self) -> list[IdentifierMatch]:
        """Service, pod and host names the fact is about."""
        return [m for m in self.identifiers if m.label in ("service", "pod", "host")]

    def bound_entities(self) -> list[IdentifierMatch]:
        """Entities an attribute of the fact must be found with: service, pod, host names and IPs."""
        return [m for m in self.identifiers if m.label in BOUND_LABELS]


@dataclass
class Toolkit:
    """The matchers a classification uses, taken from a registry by kind (so plug-ins need no code change)."""

    identifiers: IdentifierAnalyzer
    quantities: QuantityRecognizer
    compare: QuantityMatcher
    negation: NegationMatcher
    status: StatusMatcher
    glossary: GlossaryMatcher
    references: Any
    excerpts: Any
    #: Analyses by fact text (pure: the same text always analyses the same way with these matchers).
    _memo: dict[str, FactAnalysis] = field(default_factory=dict, init=False, repr=False, compare=False)
    #: Descriptors by clause (:func:`matchers.descriptors.describe`'s ``memo``): the words before a value recur.
    _clauses: dict[str, Descriptor] = field(default_factory=dict, init=False, repr=False, compare=False)

    @classmethod
    def from_registry(cls, registry: Registry[object] | None = None) -> Toolkit:
        """Collect matchers by kind; the first registered matcher of a single-use kind wins.

        Without ``registry``, from a fresh bundled one (:func:`matchers.registry.default_matcher_registry`).
        """
        reg = registry if registry is not None else default_matcher_registry()

        def one(kind: str) -> Any:
            found = matchers_of_kind(reg, kind)
            if not found:
                raise LookupError(f"no matcher of kind {kind!r} registered")
            return found[0]

        recs = matchers_of_kind(reg, "identifier")
        scorers = {getattr(m, "name", ""): m for m in matchers_of_kind(reg, "scorer")}
        return cls(
            identifiers=IdentifierAnalyzer(recs),
            quantities=one("quantity"),
            compare=one("quantity_compare"),
            negation=one("polarity"),
            status=one("status"),
            glossary=one("content"),
            references=one("reference"),
            excerpts=scorers.get("fuzzy.excerpt.v1"),
        )

    def analyze(self, text: str, *, ad_hoc_recognizers: Sequence[Any] = ()) -> FactAnalysis:
        """Analyse one fact's text (memoised per text when no ad-hoc recogniser is given)."""
        if ad_hoc_recognizers:
            return self._analyze(text, ad_hoc_recognizers)
        hit = self._memo.get(text)
        if hit is None:
            hit = self._analyze(text, ())
            if len(self._memo) >= ANALYSIS_MEMO_SIZE:
                self._memo.clear()  # bounded; one atomic call, safe if threads share the toolkit
            self._memo[text] = hit
        return hit

    def _analyze(self, text: str, ad_hoc_recognizers: Sequence[Any]) -> FactAnalysis:
        # "10.10.34.11：7 条" (a label, a colon, a count; NFKC makes the colon ASCII) is no address with
        # a port: identifiers are read with such a colon as a space (same length, so spans hold).
        plain = _LABEL_COLON.sub(r"\g<label> ", _COUNT_COLON.sub(" ", text))
        tokens, ids = self.identifiers.tokens_and_matches(plain, ad_hoc_recognizers=ad_hoc_recognizers)
        spans = tuple((m.span.start, m.span.end) for m in ids)
        quantities = self.quantities.analyze(plain, skip=spans)
        scopes = self.negation.scopes(text)
        in_scope = _point_cover((sc.scope.start, sc.scope.end) for sc in scopes)  # NegationScope.covers
        neg_ids = tuple(m for m in ids if in_scope(m.span.start))
        negated = set(neg_ids)
        pos_ids = tuple(m for m in ids if m not in negated)
        fams = tuple(
            dict.fromkeys(
                [
                    *(f for f, _ in self.negation.negated_families(text, scopes)),
                    # "一直正常" denies errors of an entity it names, not of a metric ("温度一直正常");
                    # the trace may name the entity's kind later (Interconnect-1T00 is a node there)
                    # (a bare number of five or more digits is an id: "188978561024 之间的连接一直正常")
                    *(
                        self.negation.denied_families(text)
                        if any(_names_entity(m) for m in ids) or any(bare_id(q) for q in quantities)
                        else ()
                    ),
                ]
            )
        )
        in_id = _point_cover(spans)
        statuses = tuple(st for st in self.status.find(text, scopes) if not in_id(st.span.start))
        # "触发了 Directory index forbidden", "恢复到 100%": an alert state only of an alert the fact names
        # (a word for one here, or an alert name the records hold: the rules test that).
        alert_named = bool(_ALERT_NAMED.search(text)) or any(m.label == "alert" for m in ids)
        low = text.lower()
        hints = tuple(
            dict.fromkeys(
                frag for word, frags in default_units().metric_aliases.items() if word in low for frag in frags
            )
        )
        # Identifiers, status words and negation cues are checked by their own rules, not as content.
        inside = [(m.span.start, m.span.end) for m in ids]
        inside += [(st.span.start, st.span.end) for st in statuses]
        inside += [(sc.cue_span.start, sc.cue_span.end) for sc in scopes]
        inside += [(q.span.start, q.span.end) for q in quantities if getattr(q, "span", None) is not None]
        label = _LEAD_LABEL.match(text)
        if label:  # "现象：…", "关联：…": a label names the part of the answer, it says nothing of the records
            inside.append((0, label.end()))
        covered = _point_cover(inside)
        # The source a fact cites ("按运维手册", "per the runbook") is the attribution check's, not content
        # the records must say: a word overlapping the cue is none ("按运维" of jieba's "按运维/手册").
        cited = [(s, e) for s, e, _ in default_cue_matchers()["attribution"].find(text)]
        kept = [t for t in tokens if not covered(t.start)]
        if cited:
            kept = [t for t in kept if not any(s < t.end and t.start < e for s, e in cited)]
        terms = tuple(content_terms(kept))
        if fams:
            # What a denial denies (报错, WARN, 告警) is the negation check's to test: the records of a
            # true denial do not say it, so it is not content they must hold.
            denied = self.negation.family_words
            terms = tuple(t for t in terms if t not in denied and not levels_named(t))
        plain = _blank_in_place(text, ids) if quantities else text
        return FactAnalysis(
            text=text,
            identifiers=pos_ids,
            negated_ids=neg_ids,
            quantities=tuple(quantities),
            negations=tuple(scopes),
            negated_families=fams,
            statuses=statuses,
            alert_named=alert_named,
            terms=terms,
            metric_hints=hints,
            wants_threshold=("阈值" in text or "threshold" in low),
            phrases=tuple(english_phrases(_blank(text, ids))),
            domain_terms=tuple(t for t in terms if t.isascii() or self.glossary.is_domain_term(t) or t in ops_words()),
            quoted=tuple(quoted_segments(text)),
            descriptors=tuple(describe(plain, q.span.start, memo=self._clauses) for q in quantities),
        )


def _point_cover(intervals: Iterable[tuple[int, int]]) -> Callable[[int], bool]:
    """A test ``x -> any(a <= x < b for a, b in intervals)`` in O(log n) per point (intervals may overlap).

    Sorted by start, with the running maximum of the ends: the intervals starting at or before
    ``x`` cover it exactly when the largest of their ends lies beyond it.
    """
    ordered = sorted(intervals)
    starts = [a for a, _ in ordered]
    reach: list[int] = []
    top = -1
    for _, b in ordered:
        top = b if b > top else top
        reach.append(top)

    def covered(x: int) -> bool:
        i = bisect_right(starts, x)
        return i > 0 and reach[i - 1] > x

    return covered


@lru_cache(maxsize=1)
def ops_words() -> frozenset[str]:
    """Words of the ops user dictionary (domain vocabulary for content coverage)."""
    return frozenset(w for w, _, _ in ops_user_dict())


def default_toolkit() -> Toolkit:
    """The toolkit of the default ``engine.Verifier`` (:func:`engine.verifier.default_verifier`, created lazily).

    Kept for callers of the module-level API; a configured Verifier owns its own toolkit
    (:attr:`engine.Verifier.toolkit`), built once per instance.
    """
    from engine.verifier import default_verifier  # the Verifier sits above the classifier

    return default_verifier().toolkit


#: Identifier labels that name an entity (what a fact is about) rather than an attribute of it.
ENTITY_LABELS = frozenset({"service", "pod", "host", "ip", "node", "instance", "component", "port", "process"})
#: Matcher name stamped on entities found through the trace's own entity lexicon.
TRACE_ENTITY_MATCHER = "identifiers.trace_entities.v1"


def _whole_at(low: str, i: int, j: int) -> bool:
    """True when ``low[i:j]`` is a whole token: no identifier character continues it on either side."""
    if i > 0 and (low[i - 1].isalnum() or low[i - 1] in "_-./"):
        return False
    if j < len(low):
        nxt = low[j]
        if nxt.isalnum() or nxt == "_":
            return False
        if nxt in "-.:/" and j + 1 < len(low) and low[j + 1].isalnum() and low[j + 1].isascii():
            return False
    return True


#: A colon right before a count ("：7 条", ": 2 次"): a separator, never part of an identifier.
_COUNT_COLON = re.compile(r"[:：](?=\s*\d{1,6}\s*[条次个台行项])")
#: "inside-payment：ts-inside-payment-service-…" (NFKC makes the colon ASCII): a word leading the fact as its
#: label, then a name; no address (a port is digits) and no URL. The colon is read as a space.
_LABEL_COLON = re.compile(r"^(?P<label>\s*[A-Za-z][\w\-]{1,30})[:：](?=[A-Za-z])")

#: A demonstrative and the kind noun it refers back with ("这个 pod", "该节点", "此服务").
_ANAPHOR = re.compile(
    r"(?:这个|这台|这一个|该|此|那个|那台)\s*(?P<noun>pod|Pod|容器|实例|服务|service|节点|主机|机器|服务器|host|node)"
)
#: Labels of the entities a later fact may refer back to.
CONTEXT_LABELS = frozenset({"pod", "instance", "service", "host", "ip", "node"})
#: The entity labels each anaphoric noun refers to.
_ANAPHOR_LABELS = {
    "pod": ("pod",), "容器": ("pod",), "实例": ("pod", "instance"), "服务": ("service",), "service": ("service",),
    "节点": ("host", "ip", "node"), "主机": ("host", "ip"), "机器": ("host", "ip"), "服务器": ("host", "ip"),
    "host": ("host", "ip"), "node": ("host", "ip", "node"),
}  # fmt: skip


def with_context_entities(a: FactAnalysis, recent: dict[str, IdentifierMatch]) -> FactAnalysis:
    """``a`` with the entity a demonstrative refers back to ("这个 pod 运行在节点 X 上").

    ``recent`` maps entity labels to the last entity of that label the answer's earlier facts
    named. A fact that says "这个 pod" and names no pod itself is about that pod: it is added as
    an identifier at the demonstrative, so binding and placement are checked against it.
    """
    extra = []
    nouns = set()
    for m in _ANAPHOR.finditer(a.text):
        labels = _ANAPHOR_LABELS[m.group("noun").lower() if m.group("noun").isascii() else m.group("noun")]
        if any(x.label in labels for x in a.identifiers):
            continue
        prior = next((recent[lb] for lb in labels if lb in recent), None)
        services = tuple(x.text.lower() for x in a.identifiers if x.label == "service")
        if prior is not None and prior.label == "pod" and services and not prior.text.lower().startswith(services):
            continue  # "ts-basic-service 自身：该 Pod …" is that service's pod, not an earlier fact's pod of another
        if prior is not None:
            extra.append(replace(prior, span=Span(m.start(), m.end()), trace_ref=None))
            nouns.add(m.group("noun").lower())
    if not extra:
        return a
    # The demonstrative's noun ("那台机器") names the entity referred to; it is not content of its own.
    return replace(
        a,
        identifiers=tuple(sorted((*a.identifiers, *extra), key=lambda x: x.span.start)),
        terms=tuple(t for t in a.terms if t not in nouns),
    )


@dataclass(frozen=True)
class LexiconNames:
    """Names the trace's entity lexicon implies, read once per trace (:func:`lexicon_names`)."""

    #: The simple class names of its qualified component loggers (``org.apache.x.FooImpl`` → ``fooimpl``).
    classes: frozenset[str]
    #: The service names of its Deployment pods (``frontend-579b9bff58-t2dbm`` → ``frontend``), sorted.
    stems: tuple[str, ...]


#: A Kubernetes pod of a Deployment: its service name, the ReplicaSet hash, the pod suffix.
_DEPLOYMENT_POD = re.compile(r"([a-z][a-z0-9\-]{2,}?)-[a-z0-9]{8,10}-[a-z0-9]{5}")


def lexicon_names(lexicon: dict[str, str]) -> LexiconNames:
    """The class names (at least six characters, that one logger alone ends with) and service stems of ``lexicon``."""
    seen: dict[str, int] = {}
    stems: set[str] = set()
    for v, kind in lexicon.items():
        if kind == "component" and "." in v:
            last = v.rsplit(".", 1)[1].split("$")[0]
            if len(last) >= 6 and last.isidentifier():
                seen[last] = seen.get(last, 0) + 1
        if (m := _DEPLOYMENT_POD.fullmatch(v)) and len(m.group(1)) >= 4:
            stems.add(m.group(1))
    return LexiconNames(frozenset(n for n, c in seen.items() if c == 1), tuple(sorted(stems)))


def with_trace_entities(a: FactAnalysis, lexicon: dict[str, str], names: LexiconNames | None = None) -> FactAnalysis:
    """``a`` with the trace's own entities marked: DESIGN "Evidence model", entity binding.

    An identifier whose text is an entity value of the trace's records (``service=nova-compute``)
    takes that entity kind; a whole-token occurrence of such a value that no recogniser found
    becomes an identifier of that kind, and so does a Deployment pod's service name said alone
    ("frontend 的服务端 P90 延迟": its pods' records); such a value replaces a recogniser's match of a
    part of it ("WeChat" of "WeChat.exe"). Other identifiers are kept as they are.
    ``names``: :func:`lexicon_names` of ``lexicon`` when the caller keeps it for the trace.
    """
    if not lexicon:
        return a
    low = fold_width(a.text).lower()
    if len(low) != len(a.text):
        return a
    names = names or lexicon_names(lexicon)
    ids = list(a.identifiers)
    changed = False
    for n, m in enumerate(ids):
        text = fold_width(m.text).lower()
        kind = lexicon.get(text)
        if kind is None and "." not in text and m.label not in ENTITY_LABELS and text in names.classes:
            kind = "component"  # "TaskAttemptListenerImpl": the class of …mapred.TaskAttemptListenerImpl
        if kind is not None and m.label not in ENTITY_LABELS:
            ids[n] = replace(m, label=kind, key=True)
            changed = True
    taken = [(m.span.start, m.span.end) for m in (*a.identifiers, *a.negated_ids)]

    def mark(value: str, kind: str, rule: str, score: float, stem: bool) -> bool:
        found = False
        i = low.find(value)
        while i >= 0:
            j = i + len(value)
            # a stem glued to a pod suffix ("frontend-579b…") is the pod, not the service said alone
            if _whole_at(low, i, j) and not (stem and low[j : j + 1] == "-"):
                inside = [m for m in ids if i <= m.span.start and m.span.end <= j and m.span.end - m.span.start < j - i]
                parts = {(m.span.start, m.span.end) for m in inside}
                overlaps = any(s < j and i < e for s, e in taken if (s, e) not in parts)
                if not overlaps and not any(m.label in ENTITY_LABELS for m in inside):
                    # the whole value replaces a recogniser's part of it ("WeChat" of "WeChat.exe")
                    for m in inside:
                        ids.remove(m)
                    ids.append(IdentifierMatch(kind, a.text[i:j], True, TRACE_ENTITY_MATCHER, rule, score, Span(i, j)))
                    taken.append((i, j))
                    found = True
            i = low.find(value, j)
        return found

    for value, kind in lexicon.items():
        changed = mark(value, kind, f"trace_entity.{kind}", 0.95, False) or changed
    for stem in names.stems:
        changed = mark(stem, "service", "trace_entity.service_stem", 0.9, True) or changed
    if not changed:
        return a
    return replace(a, identifiers=tuple(sorted(ids, key=lambda m: (m.span.start, m.span.end))))
