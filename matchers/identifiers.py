"""Identifier recognisers.

They find error codes, exceptions, Kubernetes reasons, services, pods, hosts, IPs, ports,
trace/span ids, metric and alert names.

Rules are data (``matchers/data/identifier_patterns.jsonl``, checked against
:class:`PatternRule`; labels and vocabulary exclusions in ``identifier_labels.yaml``).
Three small recogniser classes share one :class:`IdentifierAnalyzer`, which works like
Presidio's AnalyzerEngine:

1. :class:`RegexRecognizer` finds single-token identifiers with regexes;
2. those spans are protected and the rest is tokenised (jieba for Chinese);
3. :class:`SpacyRuleRecognizer` (spaCy ``Matcher``/``PhraseMatcher`` token rules: ``HTTP 503``,
   ``exit code 137``, ``1213 (40001)``, errno names, Kubernetes reasons) and any
   :class:`DictionaryRecognizer` (a deployment's known services or alert names, per instance
   or per call) run over those tokens: in plain Python (:mod:`matchers.token_rules`, the same
   matches) when their patterns use the subset of spaCy's pattern language the bundled rules
   use, else over one spaCy ``Doc`` built by hand on a blank multilingual vocabulary;
4. overlapping results are resolved (longest, then highest score).

spaCy is imported lazily, once per process, and only for a rule outside that subset.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from matchers.base import IdentifierMatch, Span, dedupe_overlaps
from matchers.errors import MissingDependencyError, RuleDataError
from matchers.ruledata import load_yaml_model, read_data
from matchers.token_rules import RuleMatcher, compile_rules
from matchers.tokenize import Token, tokenize

VERSION = 1


class PatternRule(BaseModel):
    """One identifier rule (a line of ``identifier_patterns.jsonl``); unknown keys are refused.

    ``gate``: a cheap regex that must occur somewhere in the text before the (costlier) rule runs.
    ``core_context``: for codes written in many ways (``HTTP 503``, ``status=503``), evidence
    supports the identifier when it has the code's last number next to a word matching this
    regex (case-insensitive) in the same record.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9_]+\.[a-z0-9_]+$")
    label: str
    key: bool
    score: float = Field(ge=0.0, le=1.0)
    kind: Literal["regex", "tokens", "phrases"]
    pattern: str | tuple[Any, ...]
    group: int = Field(default=0, ge=0)
    gate: str | None = None
    core_context: str | None = None
    description: str = ""

    @model_validator(mode="after")
    def _check(self) -> PatternRule:
        if self.kind == "regex":
            if not isinstance(self.pattern, str):
                raise ValueError("a regex rule needs a string pattern")
            try:
                re.compile(self.pattern)
                if self.gate:
                    re.compile(self.gate)
            except re.error as exc:
                raise ValueError(f"bad regex: {exc}") from exc
        elif isinstance(self.pattern, str) or not self.pattern:
            raise ValueError(f"a {self.kind} rule needs a non-empty list pattern")
        return self


class LabelInfo(BaseModel):
    """How the classifier treats one identifier label."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    key: bool
    conflicts: bool = False
    #: Nouns naming this kind of thing ("节点", "端口"): a fact's noun is said by an identifier of the kind it names.
    nouns: tuple[str, ...] = ()


class LabelTable(BaseModel):
    """Schema of ``identifier_labels.yaml``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    labels: dict[str, LabelInfo]
    exclude: tuple[str, ...] = ()


def load_rules(text: str | None = None, *, source: str = "identifier_patterns.jsonl") -> tuple[PatternRule, ...]:
    """Validate JSONL identifier rules (the bundled file when ``text`` is None)."""
    if text is None:
        text = read_data("identifier_patterns.jsonl")
    rules = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            data = json.loads(line)
            if isinstance(data.get("pattern"), list):
                data["pattern"] = tuple(data["pattern"])
            rules.append(PatternRule.model_validate(data))
        except (ValueError, ValidationError, AttributeError) as exc:
            raise RuleDataError(f"{source}:{n}: invalid identifier rule: {str(exc).splitlines()[0]}") from exc
    ids = [r.id for r in rules]
    if len(set(ids)) != len(ids):
        raise RuleDataError(f"{source}: duplicate rule ids")
    return tuple(rules)


@lru_cache(maxsize=1)
def default_rules() -> tuple[PatternRule, ...]:
    """The bundled identifier rules, validated once per process."""
    return load_rules()


@lru_cache(maxsize=1)
def label_table() -> LabelTable:
    """The bundled label table (``identifier_labels.yaml``)."""
    return load_yaml_model(LabelTable, "identifier_labels.yaml")


@lru_cache(maxsize=1)
def _excluded() -> frozenset[str]:
    return frozenset(w.lower() for w in label_table().exclude)


@dataclass
class RegexRecognizer:
    """Finds identifiers with the regex rules it is given (single-token identifiers)."""

    name: str
    rules: tuple[PatternRule, ...]
    kind: str = "identifier"
    _compiled: list[tuple[PatternRule, re.Pattern[str], re.Pattern[str] | None]] | None = field(
        default=None, repr=False
    )

    @property
    def labels(self) -> tuple[str, ...]:
        """Labels this recogniser can emit."""
        return tuple(dict.fromkeys(r.label for r in self.rules))

    def load(self) -> None:
        """Compile the regexes (idempotent)."""
        if self._compiled is None:
            self._compiled = [
                (r, _compile(r.pattern), _compile(r.gate) if r.gate else None) for r in self.rules if r.kind == "regex"
            ]

    def analyze(self, text: str) -> list[IdentifierMatch]:
        """All regex identifier matches in ``text`` (overlaps kept; the analyzer resolves them)."""
        compiled = self._compiled
        if compiled is None:
            self.load()
            compiled = self._compiled or []
        out = []
        excluded: frozenset[str] | None = None  # read only when some rule matches (most texts match none)
        for rule, rx, gate in compiled:
            if gate is not None and not gate.search(text):
                continue
            for m in rx.finditer(text):
                g = rule.group if rule.group <= (rx.groups or 0) else 0
                s, e = m.span(g)
                if s < 0:
                    continue
                if excluded is None:
                    excluded = _excluded()
                if text[s:e].lower() in excluded:
                    continue
                out.append(IdentifierMatch(rule.label, text[s:e], rule.key, self.name, rule.id, rule.score, Span(s, e)))
        return out


@lru_cache(maxsize=512)
def _compile(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


@lru_cache(maxsize=1)
def _spacy() -> Any:
    try:
        import spacy
        from spacy.matcher import Matcher, PhraseMatcher
        from spacy.tokens import Doc
        from spacy.vocab import Vocab
    except ImportError as exc:  # pragma: no cover - spaCy is a hard dependency
        raise MissingDependencyError("spaCy is not installed: pip install 'spacy>=3.7,<4'") from exc
    return spacy, Vocab, Doc, Matcher, PhraseMatcher


@lru_cache(maxsize=1)
def shared_vocab() -> Any:
    """One blank spaCy vocabulary per process, with the standard lexical attributes (LOWER, IS_DIGIT, …).

    Equivalent to ``spacy.blank("xx").vocab`` without building a pipeline; no model download.
    """
    _, vocab_cls, *_ = _spacy()
    from spacy.lang.lex_attrs import LEX_ATTRS

    return vocab_cls(lex_attr_getters=dict(LEX_ATTRS))


def make_doc(tokens: Sequence[Token], text: str) -> Any:
    """A spaCy ``Doc`` built by hand from our tokens (whitespace taken from ``text``)."""
    _, _, doc_cls, *_ = _spacy()
    words = [t.text for t in tokens]
    spaces = [bool(i + 1 < len(tokens) and tokens[i + 1].start > t.end) for i, t in enumerate(tokens)]
    return doc_cls(shared_vocab(), words=words, spaces=spaces)


class SpacyRuleRecognizer:
    """Multi-token and vocabulary rules run by spaCy's ``Matcher`` (token rules) and ``PhraseMatcher`` (lists)."""

    kind = "identifier"

    def __init__(self, name: str, rules: Iterable[PatternRule]) -> None:
        self.name = name
        self.rules = tuple(r for r in rules if r.kind in ("tokens", "phrases"))
        self._matchers: tuple[Any, Any, dict[str, PatternRule]] | None = None
        self._python: RuleMatcher | None = None
        self._python_ready = False
        self._gate: _Gate | None = None
        self._gate_ready = False
        #: Token text → whether it can start a match (:func:`_may_start`), this instance's own: tokens recur.
        self._may_start: dict[str, bool] = {}

    @property
    def labels(self) -> tuple[str, ...]:
        """Labels this recogniser can emit."""
        return tuple(dict.fromkeys(r.label for r in self.rules))

    def python_matcher(self) -> RuleMatcher | None:
        """The rules matched in plain Python (:mod:`matchers.token_rules`), or None when one needs spaCy itself."""
        if not self._python_ready:
            self._python = compile_rules(self.rules, _single_span)
            self._python_ready = True
        return self._python

    def analyze_tokens(self, tokens: Sequence[Token]) -> list[IdentifierMatch] | None:
        """The rules' matches over ``tokens`` without spaCy (the results :meth:`analyze_doc` gives), or None.

        None when some rule is outside the pure-Python subset; then build a Doc and call :meth:`analyze_doc`.
        """
        matcher = self.python_matcher()
        if matcher is None:
            return None
        return [self._match(rule, tokens, s, e) for rule, s, e in matcher(tokens)]

    def _match(self, rule: PatternRule, tokens: Sequence[Token], s: int, e: int) -> IdentifierMatch:
        span = Span(tokens[s].start, tokens[e - 1].end)
        return IdentifierMatch(rule.label, _slice(tokens, s, e), rule.key, self.name, rule.id, rule.score, span)

    def load(self) -> None:
        """Build the spaCy matchers once (idempotent); this is what imports spaCy."""
        if self._matchers is None:
            self._matchers = _build_matchers(json.dumps([r.model_dump() for r in self.rules], sort_keys=True))
        self._load_gate()

    def _load_gate(self) -> None:
        # The gate is plain Python: a text no rule can start on never imports spaCy.
        if not self._gate_ready:
            self._gate = _first_token_gate(self.rules)
            self._gate_ready = True

    def may_match(self, tokens: Sequence[Token]) -> bool:
        """False only when no token can start any rule's match (then no Doc is built and spaCy stays unloaded)."""
        self._load_gate()
        gate = self._gate
        if gate is None:
            return True
        memo = self._may_start
        for t in tokens:
            hit = memo.get(t.text)
            if hit is None:
                if len(memo) >= 8192:
                    memo.clear()  # bounded; one atomic call, safe if threads share the recogniser
                hit = memo[t.text] = _may_start(t.text, gate)
            if hit:
                return True
        return False

    def analyze(self, text: str) -> list[IdentifierMatch]:
        """Run the rules over ``text`` tokenised on its own (spaCy only when a rule needs it)."""
        tokens = tokenize(text)
        found = self.analyze_tokens(tokens)
        return found if found is not None else self.analyze_doc(make_doc(tokens, text), tokens)

    def analyze_doc(self, doc: Any, tokens: Sequence[Token]) -> list[IdentifierMatch]:
        """Run the rules over a Doc built from ``tokens`` (shared with other recognisers)."""
        self.load()
        matcher, phrases, by_key = self._matchers  # type: ignore[misc]
        found = (list(matcher(doc)) if len(matcher) else []) + (list(phrases(doc)) if len(phrases) else [])
        return [self._match(by_key[doc.vocab.strings[key]], tokens, s, e) for key, s, e in found]


#: What a first token must look like for some rule to match: LOWER values, TEXT/ORTH values, (attr, regex).
_Gate = tuple[frozenset[str], frozenset[str], tuple[tuple[str, re.Pattern[str]], ...]]


def _may_start(text: str, gate: _Gate) -> bool:
    """True when a token of this text can start some rule's match (:meth:`SpacyRuleRecognizer.may_match`)."""
    lowers, texts, regexes = gate
    low = text.lower()
    if low in lowers or text in texts:
        return True
    return any(rx.search(low if attr == "LOWER" else text) for attr, rx in regexes)


def _first_token_gate(rules: Sequence[PatternRule]) -> _Gate | None:
    """The first-token conditions of ``rules`` (a match must start with such a token); None when one is not simple.

    Mirrors spaCy's semantics for the spec forms it accepts (``{"LOWER": v}``, ``{"TEXT"|"ORTH": v}``,
    ``{attr: {"IN": [...]}}``, ``{attr: {"REGEX": r}}`` (``re.search``); phrase lists compare LOWER).
    Anything else (an optional first token, several attributes, other predicates) disables the gate.
    """
    lowers: set[str] = set()
    texts: set[str] = set()
    regexes: list[tuple[str, re.Pattern[str]]] = []
    for rule in rules:
        if rule.kind == "phrases":
            for term in rule.pattern:
                toks = tokenize(str(term), _single_span(str(term)))
                if not toks:
                    return None
                lowers.add(toks[0].text.lower())
            continue
        spec = rule.pattern[0] if rule.pattern else None
        if not isinstance(spec, dict) or len(spec) != 1:
            return None
        ((attr, value),) = spec.items()
        target = lowers if attr == "LOWER" else texts if attr in ("TEXT", "ORTH") else None
        if target is None:
            return None
        if isinstance(value, str):
            target.add(value)
        elif isinstance(value, dict) and len(value) == 1 and "IN" in value and isinstance(value["IN"], list):
            target.update(str(v) for v in value["IN"])
        elif isinstance(value, dict) and len(value) == 1 and isinstance(value.get("REGEX"), str):
            regexes.append(("LOWER" if attr == "LOWER" else "TEXT", re.compile(value["REGEX"])))
        else:
            return None
    return frozenset(lowers), frozenset(texts), tuple(regexes)


def _slice(tokens: Sequence[Token], s: int, e: int) -> str:
    parts = []
    for i in range(s, e):
        if i > s and tokens[i].start > tokens[i - 1].end:
            parts.append(" ")
        parts.append(tokens[i].text)
    return "".join(parts)


@lru_cache(maxsize=64)
def _build_matchers(rules_json: str) -> tuple[Any, Any, dict[str, PatternRule]]:
    # Keyed by the rules' JSON (token patterns hold dicts, which are unhashable).
    rules = [PatternRule.model_validate(r) for r in json.loads(rules_json)]
    _, _, doc_cls, matcher_cls, phrase_cls = _spacy()
    vocab = shared_vocab()
    matcher = matcher_cls(vocab, validate=True)
    phrases = phrase_cls(vocab, attr="LOWER")
    by_key: dict[str, PatternRule] = {}
    for rule in rules:
        by_key[rule.id] = rule
        if rule.kind == "tokens":
            matcher.add(rule.id, [list(rule.pattern)])
        else:
            docs = []
            for term in rule.pattern:
                toks = tokenize(str(term), _single_span(str(term)))
                docs.append(doc_cls(vocab, words=[t.text for t in toks]))
            phrases.add(rule.id, docs)
    return matcher, phrases, by_key


def _single_span(term: str) -> list[tuple[int, int]]:
    # A dictionary term without spaces is one identifier token, as the analyzer would cut it.
    return [(0, len(term))] if term and " " not in term else []


class DictionaryRecognizer(SpacyRuleRecognizer):
    """A deployment's own vocabulary (known services, alert names, hosts) as a phrase list.

    Args:
        name: registered name, e.g. ``identifiers.known_services.v1``.
        label: label of every term (``service``, ``alert``, …).
        terms: the words; matched case-insensitively as whole tokens.
        key: whether a fabricated mention of such a term counts as fabrication.
        score: confidence stamped on results.
    """

    def __init__(self, name: str, label: str, terms: Iterable[str], *, key: bool = True, score: float = 0.99) -> None:
        rule = PatternRule(
            id=f"dictionary.{re.sub(r'[^a-z0-9_]', '_', label.lower())}",
            label=label,
            key=key,
            score=score,
            kind="phrases",
            pattern=tuple(sorted({t for t in terms if t.strip()})) or ("\x00",),
        )
        super().__init__(name, [rule])
        self.terms = rule.pattern


class IdentifierAnalyzer:
    """Runs regex recognisers, builds one protected-token Doc, runs the spaCy recognisers, resolves overlaps.

    Args:
        recognizers: regex and spaCy/dictionary recognisers (any objects with ``analyze``; those
            with ``analyze_doc`` share the Doc).
    """

    def __init__(self, recognizers: Sequence[Any]) -> None:
        self.recognizers = tuple(recognizers)

    def analyze(self, text: str, *, ad_hoc_recognizers: Sequence[Any] = ()) -> list[IdentifierMatch]:
        """All identifiers in ``text``; ``ad_hoc_recognizers`` add rules for this call only."""
        return self.tokens_and_matches(text, ad_hoc_recognizers=ad_hoc_recognizers)[1]

    def tokens_and_matches(
        self, text: str, *, ad_hoc_recognizers: Sequence[Any] = ()
    ) -> tuple[list[Token], list[IdentifierMatch]]:
        """The protected tokens of ``text`` (regex identifiers kept whole) and all its identifiers."""
        recs = self.recognizers + tuple(ad_hoc_recognizers)
        regex_hits: list[IdentifierMatch] = []
        doc_recs = []
        for r in recs:
            if hasattr(r, "analyze_doc"):
                doc_recs.append(r)
            else:
                regex_hits.extend(r.analyze(text))
        resolved = dedupe_overlaps(regex_hits)
        protected = [(m.span.start, m.span.end) for m in resolved]
        hits = list(regex_hits)
        tokens = tokenize(text, protected)
        doc_recs = [r for r in doc_recs if not hasattr(r, "may_match") or r.may_match(tokens)]
        if doc_recs and tokens:
            doc = None  # built once, only for a recogniser whose rules need spaCy itself
            for r in doc_recs:
                found = r.analyze_tokens(tokens) if hasattr(r, "analyze_tokens") else None
                if found is None:
                    doc = doc if doc is not None else make_doc(tokens, text)
                    found = r.analyze_doc(doc, tokens)
                hits.extend(found)
        if len(hits) > len(regex_hits):  # else the same matches, resolved already
            resolved = dedupe_overlaps(hits)
        return tokens, _shape_keys(resolved, hits)


def _shape_keys(resolved: list[IdentifierMatch], hits: list[IdentifierMatch]) -> list[IdentifierMatch]:
    """Labelled patterns only add a role: a match whose exact span is also shaped like an identifier is key.

    (DESIGN "Evidence model": any token shaped like an identifier is a key identifier, whatever its role;
    a ``metric`` such as ``nginx_http_5xx_ratio`` one character off is fabricated, not merely unsupported.)
    """
    shaped = {(m.span.start, m.span.end) for m in hits if m.rule.startswith("shape.")}
    if not shaped:
        return resolved
    return [replace(m, key=True) if not m.key and (m.span.start, m.span.end) in shaped else m for m in resolved]


def default_recognizers() -> list[Any]:
    """The bundled recognisers, one per label family, named with versions."""
    rules = default_rules()
    by_label: dict[str, list[PatternRule]] = {}
    for r in rules:
        if r.kind == "regex":
            by_label.setdefault(r.label, []).append(r)
    out: list[Any] = [RegexRecognizer(f"identifiers.{label}.v{VERSION}", tuple(rs)) for label, rs in by_label.items()]
    out.append(SpacyRuleRecognizer(f"identifiers.token_rules.v{VERSION}", rules))
    return out


def identifier_spans(text: str, recognizers: Sequence[Any] | None = None) -> list[tuple[int, int]]:
    """Spans of regex-recognised identifiers (to protect them from tokenisers such as jieba)."""
    if recognizers is None:
        recognizers = [r for r in default_recognizers() if not hasattr(r, "analyze_doc")]
    recs = recognizers
    hits = [m for r in recs for m in r.analyze(text)]
    return [(m.span.start, m.span.end) for m in dedupe_overlaps(hits)]
