"""spaCy pipeline components: our identifier and quantity recognisers inside any spaCy pipeline.

Registered through spaCy's ``spacy_factories`` entry points (``pyproject.toml``), so
``nlp.add_pipe("chat_verifier_identifiers")`` works on ``spacy.blank("zh")``, ``spacy.blank("en")``
or a trained pipeline with no import first.

- ``chat_verifier_identifiers`` puts every identifier of :func:`matchers.find_identifiers` into
  ``doc.spans["chat_verifier"]`` (label = role: ``error_code``, ``exception``, ``service``, ``host``,
  ``pod``, ``ip``, ``trace_id``, …, or ``identifier`` for one known by its shape alone), and into
  ``doc.ents`` too with ``set_ents=True`` (overlaps with existing entities: the longest wins).
- ``chat_verifier_quantities`` puts every quantity of :func:`matchers.find_quantities` into
  ``doc.spans["chat_verifier_quantities"]`` (label = dimension) with the span extensions
  ``cv_value`` (as written), ``cv_unit``, ``cv_normalized`` (in the dimension's base unit),
  ``cv_dimension`` and ``cv_comparator``.

The recognisers read ``doc.text``, exactly as the verifier reads an answer, so the spans are the
verifier's. spaCy's tokenizers cut differently (``blank("zh")`` per character, ``blank("en")`` at
hyphens, and not at all between Chinese and Latin letters): the components first split tokens
at every span boundary, and the identifiers component then merges each identifier into one
token (``merge=True``, the default), so identifiers stay whole, as inside the verifier.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any

from spacy.attrs import IDX, LENGTH
from spacy.language import Language
from spacy.tokens import Doc, Span
from spacy.util import filter_spans

from matchers.api import find_identifiers, find_quantities

#: The span extensions the quantities component sets.
QUANTITY_EXTENSIONS: tuple[str, ...] = ("cv_value", "cv_unit", "cv_normalized", "cv_dimension", "cv_comparator")


def _ensure_extensions() -> None:
    for name in QUANTITY_EXTENSIONS:
        if not Span.has_extension(name):
            Span.set_extension(name, default=None)


def split_at(doc: Doc, offsets: Iterable[int]) -> None:
    """Split ``doc``'s tokens so that every character offset in ``offsets`` is a token boundary.

    Offsets that fall on whitespace or already on a boundary change nothing. Each split piece is
    attached to the first piece of its token (blank pipelines have no parse to keep). Span groups
    set by earlier pipes are kept (spaCy's retokenizer does not move them).
    """
    wanted = sorted(set(offsets))
    if not wanted or not len(doc):
        return
    # token i covers [starts[i], starts[i] + lengths[i]); read in C, not by building every Token object
    starts, lengths = doc.to_array([IDX, LENGTH]).T.tolist()
    cuts: dict[int, list[int]] = {}
    for off in wanted:
        i = bisect_right(starts, off) - 1
        if i >= 0 and starts[i] < off < starts[i] + lengths[i]:
            cuts.setdefault(i, []).append(off - starts[i])
    if not cuts:
        return
    saved = _save_groups(doc)
    with doc.retokenize() as retokenizer:
        for i, points in cuts.items():
            tok = doc[i]
            bounds = [0, *points, len(tok.text)]
            orths = [tok.text[a:b] for a, b in pairwise(bounds)]
            retokenizer.split(tok, orths, heads=[(tok, 0)] * len(orths))
    _restore_groups(doc, saved)


_Saved = dict[str, tuple[dict[str, Any], list[tuple[int, int, str, str, str]]]]


def _save_groups(doc: Doc) -> _Saved:
    """Every span group of ``doc`` by character offsets (token offsets go stale on retokenizing)."""
    return {
        key: (dict(group.attrs), [(s.start_char, s.end_char, s.label_, s.kb_id_, s.id_) for s in group])
        for key, group in doc.spans.items()
    }


def _restore_groups(doc: Doc, saved: _Saved) -> None:
    for key, (attrs, spans) in saved.items():
        rebuilt = []
        for s, e, label, kb_id, span_id in spans:
            span = doc.char_span(s, e, label=label, kb_id=kb_id, span_id=span_id, alignment_mode="strict")
            if span is None:  # a boundary now inside a merged identifier: widen to whole tokens
                span = doc.char_span(s, e, label=label, kb_id=kb_id, span_id=span_id, alignment_mode="expand")
            rebuilt.append(span)
        doc.spans[key] = rebuilt
        doc.spans[key].attrs.update(attrs)


def char_spans(doc: Doc, found: Sequence[tuple[int, int, str]]) -> list[Span]:
    """``(start, end, label)`` character spans as spaCy spans, after splitting tokens at their edges.

    Raises:
        ValueError: a span does not fall on characters of ``doc.text`` (never for our recognisers,
            which read ``doc.text`` itself).
    """
    split_at(doc, [off for s, e, _ in found for off in (s, e)])
    out = []
    for s, e, label in found:
        span = doc.char_span(s, e, label=label, alignment_mode="strict")
        if span is None:
            raise ValueError(f"span [{s}, {e}) does not align with the tokens of the doc")
        out.append(span)
    return out


def merge_spans(doc: Doc, spans: Sequence[Span]) -> None:
    """Merge each span of several tokens into one token (identifiers stay whole); span groups are kept."""
    if all(len(span) <= 1 for span in spans):
        return
    saved = _save_groups(doc)
    with doc.retokenize() as retokenizer:
        for span in spans:
            if len(span) > 1:
                retokenizer.merge(span)
    _restore_groups(doc, saved)


class IdentifierComponent:
    """The ``chat_verifier_identifiers`` pipe (see the module docstring)."""

    def __init__(
        self,
        name: str = "chat_verifier_identifiers",
        *,
        spans_key: str = "chat_verifier",
        set_ents: bool = False,
        merge: bool = True,
    ) -> None:
        self.name = name
        self.spans_key = spans_key
        self.set_ents = set_ents
        self.merge = merge

    def __call__(self, doc: Doc) -> Doc:
        """Find identifiers in ``doc.text`` and store them as spans (and entities)."""
        text = doc.text  # built from the tokens on each access: read it once
        found = [(m.start, m.end, m.label) for m in find_identifiers(text)]
        spans = char_spans(doc, found)
        if self.merge:
            merge_spans(doc, spans)
            spans = [doc.char_span(s, e, label=label, alignment_mode="strict") for s, e, label in found]
        doc.spans[self.spans_key] = spans
        if self.set_ents:
            doc.ents = filter_spans([*doc.ents, *spans])  # spaCy's rule for overlaps: the longest span wins
        return doc


class QuantityComponent:
    """The ``chat_verifier_quantities`` pipe (see the module docstring)."""

    def __init__(self, name: str = "chat_verifier_quantities", *, spans_key: str = "chat_verifier_quantities") -> None:
        _ensure_extensions()
        self.name = name
        self.spans_key = spans_key

    def __call__(self, doc: Doc) -> Doc:
        """Find quantities in ``doc.text`` and store them as spans with their value, unit and normalised value."""
        found = find_quantities(doc.text)
        spans = char_spans(doc, [(q.start, q.end, q.dimension) for q in found])
        for span, q in zip(spans, found, strict=True):
            span._.cv_value = q.value
            span._.cv_unit = q.unit
            span._.cv_normalized = q.normalized
            span._.cv_dimension = q.dimension
            span._.cv_comparator = q.comparator
        doc.spans[self.spans_key] = spans
        return doc


@Language.factory(
    "chat_verifier_identifiers",
    default_config={"spans_key": "chat_verifier", "set_ents": False, "merge": True},
)
def make_identifiers(nlp: Language, name: str, spans_key: str, set_ents: bool, merge: bool) -> IdentifierComponent:
    """Factory of the ``chat_verifier_identifiers`` pipe."""
    return IdentifierComponent(name, spans_key=spans_key, set_ents=set_ents, merge=merge)


@Language.factory("chat_verifier_quantities", default_config={"spans_key": "chat_verifier_quantities"})
def make_quantities(nlp: Language, name: str, spans_key: str) -> QuantityComponent:
    """Factory of the ``chat_verifier_quantities`` pipe."""
    return QuantityComponent(name, spans_key=spans_key)
