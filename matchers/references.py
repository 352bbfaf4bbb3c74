"""Evidence references.

A binding must point at an existing trace_ref or invocation id, and its excerpt must
(fuzzily) occur in the referenced output.

Works on plain data: an :class:`EvidenceSource` per summary item (its ref, invocation ids,
and text), and a binding's ``source_id``, ``source_invocation_ids`` and ``evidence_excerpt``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from matchers.base import ScoredMatch, quick_init
from matchers.fuzzy import ExcerptMatcher


@quick_init
@dataclass(frozen=True)
class EvidenceSource:
    """One piece of evidence a binding may cite: a trace_ref, its invocation ids, and its text."""

    trace_ref: str
    invocation_ids: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class ReferenceChecker:
    """Resolves one binding to evidence sources and checks its excerpt against them."""

    name: str = "references.binding.v1"
    kind: str = "reference"
    excerpts: ExcerptMatcher = field(default_factory=ExcerptMatcher)

    def resolve(
        self, source_id: str, invocation_ids: Sequence[str], sources: Sequence[EvidenceSource]
    ) -> tuple[list[EvidenceSource], str | None]:
        """The sources a binding points at, or ``([], reason)`` when a reference does not exist.

        Invocation ids name calls whatever order they were listed in, so a binding that gives
        them (every one must exist) resolves by them, to the sources holding those calls: a
        ``source_id`` of ``T2`` counted by its author in another order than the summary's
        canonical one, or a chunk or document id, does not change what it points at. Without
        ids, ``source_id`` decides: a trace_ref, or an invocation id.
        """
        known_ids = {i for s in sources for i in s.invocation_ids}
        # A trace ref listed among the ids ("source_invocation_ids": ["T1"]) names its item, unless a call has that id.
        refs = {s.trace_ref for s in sources} - known_ids
        for inv in invocation_ids:
            if inv not in known_ids and inv not in refs:
                return [], f"invocation id {inv!r} does not exist"
        if invocation_ids:
            wanted = set(invocation_ids)
            hit = [s for s in sources if wanted & set(s.invocation_ids) or s.trace_ref in wanted & refs]
        else:
            hit = [s for s in sources if source_id and (s.trace_ref == source_id or source_id in s.invocation_ids)]
        if not hit:
            return [], f"source {source_id!r} is neither a trace_ref nor an invocation id"
        return hit, None

    def check(
        self, source_id: str, invocation_ids: Sequence[str], excerpt: str, sources: Sequence[EvidenceSource]
    ) -> ScoredMatch:
        """One binding: ``rule`` is resolved, unknown_reference, empty_excerpt or excerpt_mismatch."""
        hit, reason = self.resolve(source_id, invocation_ids, sources)
        if not hit:
            return ScoredMatch(self.name, "unknown_reference", 0.0, False, reason or "")
        best: ScoredMatch | None = None
        for src in hit:
            m = self.excerpts.match(excerpt, src.text, trace_ref=src.trace_ref)
            if best is None or m.score > best.score:
                best = m
        if best is not None and best.matched:
            return ScoredMatch(
                self.name, "resolved", best.score, True, f"excerpt found in {best.trace_ref}", best.trace_ref
            )
        if best is None:
            return ScoredMatch(self.name, "unknown_reference", 0.0, False, "no source")
        rule = "empty_excerpt" if best.rule == "empty_excerpt" else "excerpt_mismatch"
        return ScoredMatch(
            self.name,
            rule,
            best.score,
            False,
            f"excerpt not found in {', '.join(s.trace_ref for s in hit)}",
            best.trace_ref,
        )
