"""Classifier: labels each candidate fact against the trace summary (DESIGN.md "Classification").

The implementation lives in :mod:`engine.classify` (evidence index, fact analysis, rules);
this module keeps the stable entry points.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.classify import classify_facts
from engine.classify.analysis import default_toolkit
from engine.classify.index import EvidenceIndex
from engine.classify.rules import RuleSet
from engine.contracts import FactCheck, TraceSummaryItem
from extractors.contracts import CandidateFact


def classify_fact(fact: CandidateFact, summary: Sequence[TraceSummaryItem], *, original_query: str = "") -> FactCheck:
    """Label one fact (builds the evidence index for it alone; prefer :func:`classify_facts`)."""
    return classify_facts([fact], summary, original_query=original_query)[0]


def references_resolve(fact: CandidateFact, summary: Sequence[TraceSummaryItem]) -> bool:
    """True when the fact has bindings that all resolve, with excerpts matching the referenced output."""
    return RuleSet(default_toolkit(), EvidenceIndex.build(summary)).references(fact)[0]


__all__ = ["classify_fact", "classify_facts", "references_resolve"]
