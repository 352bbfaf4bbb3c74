"""The standalone matcher API: identifiers and quantities in plain text, without ``engine`` or its contracts.

Four functions, each a thin wrapper over the recognisers the verifier itself uses (the bundled
matcher registry, :func:`matchers.registry.default_matcher_registry`), so what they find is what
a verification finds in the same text:

- :func:`find_identifiers` — every identifier (labelled patterns, spaCy token rules, identifiers by
  shape), overlaps resolved, as :class:`IdentifierSpan`;
- :func:`find_quantities` — numbers with units, outside identifiers, as :class:`QuantitySpan`;
- :func:`same_identifier` — one identifier written two ways (width, case, invisible characters), digit-exact;
- :func:`compare_quantities` — whether an evidence quantity supports a claimed one (units, tolerance, comparators).

Results are small frozen dataclasses with ``[start, end)`` character spans into the text given.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from matchers.base import Span
from matchers.errors import InputError
from matchers.identifiers import IdentifierAnalyzer
from matchers.normalize import fold_width
from matchers.quantities import Quantity, QuantityMatcher, QuantityRecognizer
from matchers.registry import Registry, default_matcher_registry, matchers_of_kind
from matchers.shapes import fold_identifier
from matchers.shapes import same_identifier as _same_identifier

__all__ = [
    "IdentifierSpan",
    "QuantityComparison",
    "QuantitySpan",
    "compare_quantities",
    "find_identifiers",
    "find_quantities",
    "same_identifier",
]


#: Texts whose identifiers (bundled recognisers) are kept for a repeat call.
IDENTIFIER_MEMO_SIZE = 512


@dataclass(frozen=True)
class IdentifierSpan:
    """One identifier found in a text.

    Attributes:
        text: the identifier as written (``text[start:end]`` of the input).
        label: its role: ``error_code``, ``exception``, ``service``, ``host``, ``pod``, ``ip``, ``trace_id``, …;
            ``identifier`` when only its shape says it is one.
        start: offset of its first character.
        end: offset after its last character.
        key: True when naming it without evidence is a fabrication (DESIGN "Classification").
        rule: the rule that fired (``error_code.upper_snake``, ``shape.k8s_object``, …).
        matcher: the recogniser's registered name, with its version.
        score: the rule's confidence, in [0, 1].
    """

    text: str
    label: str
    start: int
    end: int
    key: bool
    rule: str
    matcher: str
    score: float

    @property
    def folded(self) -> str:
        """The comparison form (width, case and invisible characters folded; digits kept)."""
        return fold_identifier(self.text)


@dataclass(frozen=True)
class QuantitySpan:
    """One number with its unit found in a text.

    Attributes:
        text: the quantity as the recogniser read it (width-folded: ``５０ms`` reads ``50ms``).
        start: offset of its first character in the input.
        end: offset after its last character.
        value: the number as written (``1.5`` of ``1.5GB``).
        unit: the unit as written, or None for a bare number.
        normalized: the value in its dimension's base unit (percent, ms, bytes, count, per second).
        dimension: ``percent``, ``time``, ``bytes``, ``count``, ``rate`` or ``number`` (no unit).
        comparator: ``eq``, ``gt``, ``ge``, ``lt``, ``le`` or ``approx`` (超过, ≥, 左右, 约, …).
    """

    text: str
    start: int
    end: int
    value: float
    unit: str | None
    normalized: float
    dimension: str
    comparator: str


@dataclass(frozen=True)
class QuantityComparison:
    """Whether evidence ``b`` supports claim ``a``.

    Attributes:
        matched: True when ``b`` supports ``a`` (within tolerance, or satisfying ``a``'s comparator).
        comparable: False when the dimensions differ (``3s`` against ``3GB``); then ``matched`` is False.
        rule: ``tolerance``, ``comparator``, ``ratio_percent`` (0.95 ↔ 95%), ``dimension_mismatch`` or
            ``out_of_tolerance``.
        detail: the two values compared, in base units.
        score: 1.0 when matched, else 0.0.
        a: the claimed quantity.
        b: the evidence quantity.
    """

    matched: bool
    comparable: bool
    rule: str
    detail: str
    score: float
    a: QuantitySpan
    b: QuantitySpan


@lru_cache(maxsize=1)
def _bundled() -> tuple[IdentifierAnalyzer, QuantityRecognizer, QuantityMatcher]:
    # Compiled rules only (no per-call state): the same objects a default Verifier's toolkit takes by kind.
    return _from_registry(default_matcher_registry())


def _from_registry(reg: Registry[object]) -> tuple[IdentifierAnalyzer, QuantityRecognizer, QuantityMatcher]:
    def first(kind: str) -> Any:
        found = matchers_of_kind(reg, kind)
        if not found:
            raise InputError(f"the matcher registry has no matcher of kind {kind!r}", field="registry")
        return found[0]

    return IdentifierAnalyzer(matchers_of_kind(reg, "identifier")), first("quantity"), first("quantity_compare")


def _matchers(registry: Registry[object] | None) -> tuple[IdentifierAnalyzer, QuantityRecognizer, QuantityMatcher]:
    return _bundled() if registry is None else _from_registry(registry)


def _text_arg(text: object, name: str = "text") -> str:
    if not isinstance(text, str):
        raise InputError(f"{name} must be a str, got {type(text).__name__}", field=name)
    return text


def find_identifiers(text: str, *, registry: Registry[object] | None = None) -> list[IdentifierSpan]:
    """Every identifier in ``text``, in order of position, non-overlapping.

    Args:
        text: any text (Chinese, English or mixed).
        registry: take the recognisers from this matcher registry instead of the bundled one
            (e.g. a copy with a :class:`matchers.identifiers.DictionaryRecognizer` of your services).

    Raises:
        InputError: ``text`` is not a str.
    """
    text = _text_arg(text)
    if registry is None:
        return list(_bundled_identifiers(text))
    return _identifiers(_from_registry(registry)[0], text)


def _identifiers(analyzer: IdentifierAnalyzer, text: str) -> list[IdentifierSpan]:
    return [
        IdentifierSpan(m.text, m.label, m.span.start, m.span.end, m.key, m.rule, m.matcher, m.score)
        for m in analyzer.analyze(text)
    ]


@lru_cache(maxsize=IDENTIFIER_MEMO_SIZE)
def _bundled_identifiers(text: str) -> tuple[IdentifierSpan, ...]:
    # Pure and frozen: find_quantities and the spaCy pipes read the same text's identifiers again.
    return tuple(_identifiers(_bundled()[0], text))


def find_quantities(text: str, *, registry: Registry[object] | None = None) -> list[QuantitySpan]:
    """Every quantity in ``text``, in order; numbers inside identifiers (``ERR_500``, IPs, dates) are not quantities.

    Args:
        text: any text.
        registry: as for :func:`find_identifiers`.

    Raises:
        InputError: ``text`` is not a str.
    """
    _, recognizer, _ = _matchers(registry)
    skip = tuple((m.start, m.end) for m in find_identifiers(_text_arg(text), registry=registry))
    return [_quantity_span(q, text) for q in recognizer.analyze(text, skip=skip)]


def same_identifier(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are one identifier: equal after width, case and invisible-character folding.

    Digit-exact: ``ERR_500`` and ``ERR_501`` differ, ``ＥＲＲ_５００`` and ``err_500`` do not.

    Raises:
        InputError: ``a`` or ``b`` is not a str.
    """
    return _same_identifier(_text_arg(a, "a"), _text_arg(b, "b"))


def compare_quantities(
    a: str | QuantitySpan, b: str | QuantitySpan, *, registry: Registry[object] | None = None
) -> QuantityComparison:
    """Whether the evidence quantity ``b`` supports the claimed quantity ``a``.

    Values are compared in base units with the tolerance of their dimension
    (``matchers/data/units.yaml``); a comparator of ``a`` (``超过 90%``) is satisfied by any ``b`` beyond it,
    and ``约``/``左右`` widen the tolerance to 10%. Not symmetric: ``a`` is the claim.

    Args:
        a: the claim: a :class:`QuantitySpan` or a text holding exactly one quantity (``"超过 90%"``).
        b: the evidence, likewise (``"0.95"``, ``"1.2s"``).
        registry: as for :func:`find_identifiers`.

    Raises:
        InputError: a text holds no quantity or several (``field`` is ``a`` or ``b``).
    """
    _, _, matcher = _matchers(registry)
    qa, qb = _one_quantity(a, "a", registry), _one_quantity(b, "b", registry)
    claim, evidence = _quantity(qa), _quantity(qb)
    result = matcher.match(claim, evidence)
    comparable = matcher.comparable(claim, evidence) and result.rule != "dimension_mismatch"
    return QuantityComparison(result.matched, comparable, result.rule, result.detail, result.score, qa, qb)


def _one_quantity(x: str | QuantitySpan, name: str, registry: Registry[object] | None) -> QuantitySpan:
    if isinstance(x, QuantitySpan):
        return x
    found = find_quantities(_text_arg(x, name), registry=registry)
    if len(found) != 1:
        what = "no quantity" if not found else f"{len(found)} quantities ({', '.join(q.text for q in found)})"
        raise InputError(f"{name} must hold exactly one quantity, {x!r} holds {what}", field=name)
    return found[0]


def _quantity_span(q: Quantity, text: str) -> QuantitySpan:
    start, end = _original_span(q, text)
    return QuantitySpan(q.text, start, end, q.raw_value, q.unit, q.value, q.dimension, q.comparator)


def _quantity(q: QuantitySpan) -> Quantity:
    return Quantity(q.normalized, q.value, q.dimension, q.unit, q.comparator, q.text, Span(q.start, q.end))


def _original_span(q: Quantity, text: str) -> tuple[int, int]:
    """``q``'s span in ``text`` itself.

    The recogniser reads a width-folded copy of non-ASCII text; where folding changed the length
    (``…`` → ``...``), its offsets are offsets into that copy and are mapped back here.
    """
    s, e = q.span.start, q.span.end
    if fold_width(text[s:e]) == q.text:
        return s, e
    starts: list[int] = []  # folded offset -> original offset
    for i, ch in enumerate(text):
        starts.extend([i] * len(fold_width(ch)))
    starts.append(len(text))
    if e >= len(starts):  # not a folded-copy offset either: keep what the recogniser said
        return s, e
    return starts[s], starts[e]
