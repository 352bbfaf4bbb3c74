"""Protocols and frozen result types shared by every matcher.

A matcher is a small object with a registered ``name`` (``identifiers.error_code.v1``), a
``kind`` (what the classifier uses it for) and a pure method. Its results carry their own
provenance: matcher name and version, the rule that fired, a score in [0, 1], the span and,
when matched against evidence, the ``trace_ref``.
"""

from __future__ import annotations

import dataclasses
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, TypeVar, runtime_checkable

_C = TypeVar("_C", bound=type)


def quick_init(cls: _C) -> _C:
    """``cls`` (a frozen dataclass of plain fields) with an ``__init__`` that fills its ``__dict__`` at once.

    The generated one sets each field through ``object.__setattr__`` (the frozen guard), and
    result types such as tokens, spans and identifier matches are made by the thousand per
    verification (issue 13). Same parameters, defaults and values; the instance is as frozen
    as before. Refused (TypeError) for anything else: slots, factories, keyword-only or
    ``init=False`` fields, ``__post_init__``.
    """
    frozen = dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    if not frozen or "__slots__" in cls.__dict__ or hasattr(cls, "__post_init__"):
        raise TypeError(f"quick_init: {cls.__name__} is not a frozen dataclass of plain fields")
    fields = dataclasses.fields(cls)
    args, defaults = [], {}
    for f in fields:
        if not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"quick_init: {cls.__name__}.{f.name} is not a plain field")
        if f.default is dataclasses.MISSING:
            args.append(f.name)
        else:
            defaults[f"_d_{f.name}"] = f.default
            args.append(f"{f.name}=_d_{f.name}")
    body = ", ".join(f"{f.name!r}: {f.name}" for f in fields)
    namespace: dict[str, Any] = dict(defaults)
    exec(f"def __init__(self, {', '.join(args)}):\n    self.__dict__.update({{{body}}})\n", namespace)  # noqa: S102
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__annotations__ = {f.name: f.type for f in fields} | {"return": None}
    cls.__init__ = init  # type: ignore[misc]
    return cls


@quick_init
@dataclass(frozen=True)
class Span:
    """Character offsets ``[start, end)`` into the analysed text."""

    start: int
    end: int


@quick_init
@dataclass(frozen=True)
class IdentifierMatch:
    """One recognised identifier (error code, exception, service, IP, …).

    Attributes:
        label: entity type, e.g. ``error_code``, ``exception``, ``service``.
        text: the identifier as written.
        key: True when a fabricated occurrence of it makes a critical fact contradicted.
        matcher: registered name of the recogniser (carries the version, ``….v1``).
        rule: the rule (pattern id) that fired.
        score: confidence in [0, 1].
        span: where it was found.
        trace_ref: the evidence item it was found in (None for fact text).
    """

    label: str
    text: str
    key: bool
    matcher: str
    rule: str
    score: float
    span: Span
    trace_ref: str | None = None

    def at(self, trace_ref: str) -> IdentifierMatch:
        """The same match stamped with the evidence item it came from."""
        return replace(self, trace_ref=trace_ref)


@quick_init
@dataclass(frozen=True)
class ScoredMatch:
    """The result of comparing two strings or values: a score in [0, 1] and why."""

    matcher: str
    rule: str
    score: float
    matched: bool
    detail: str = ""
    trace_ref: str | None = None
    span: Span | None = None
    extra: tuple[tuple[str, Any], ...] = field(default=())


@runtime_checkable
class Matcher(Protocol):
    """Anything that can live in the matcher registry: a versioned name and a kind."""

    name: str
    kind: str


@runtime_checkable
class Recognizer(Matcher, Protocol):
    """Finds identifiers in plain text (Presidio-style: ``load()`` once, ``analyze()`` many times)."""

    labels: tuple[str, ...]

    def load(self) -> None:
        """Compile patterns / build models; idempotent."""

    def analyze(self, text: str) -> list[IdentifierMatch]:
        """All identifiers in ``text`` with spans, in order of position."""
        ...


class Scorer(Protocol):
    """RapidFuzz-style scorer: ``(a, b, *, processor=None, score_cutoff=None) -> float`` in [0, 100]."""

    def __call__(
        self,
        a: str,
        b: str,
        *,
        processor: Callable[[str], str] | None = None,
        score_cutoff: float | None = None,
    ) -> float:
        """Similarity of ``a`` and ``b``; 0 when below ``score_cutoff``."""
        ...


def dedupe_overlaps(matches: Sequence[IdentifierMatch]) -> list[IdentifierMatch]:
    """Keep the longest (then highest-scored, then first) of overlapping matches, sorted by start."""
    ranked = sorted(matches, key=lambda m: (-(m.span.end - m.span.start), -m.score, m.span.start, m.label))
    kept: list[IdentifierMatch] = []
    # The kept spans never overlap, so sorted by (start, end) their ends are sorted too: the one
    # kept span that can overlap a new one is the last starting before the new one ends (bisection,
    # not a scan of every kept span: n log n in the number of matches).
    spans: list[tuple[int, int]] = []
    for m in ranked:
        s, e = m.span.start, m.span.end
        i = bisect_left(spans, (e,))
        if i and spans[i - 1][1] > s:
            continue
        spans.insert(bisect_right(spans, (s, e)), (s, e))
        kept.append(m)
    return sorted(kept, key=lambda m: (m.span.start, m.span.end))
