"""Rule-based fact classification (DESIGN.md "Classification"): index once, analyse each fact, apply the rules."""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from dataclasses import replace
from typing import Any

from engine.classify.analysis import (
    CONTEXT_LABELS,
    FactAnalysis,
    Toolkit,
    default_toolkit,
    with_context_entities,
    with_trace_entities,
)
from engine.classify.index import EvidenceIndex
from engine.classify.rules import Decision, RuleSet
from engine.classify.thresholds import Thresholds
from engine.contracts import FactCheck, TraceSummaryItem
from extractors.contracts import CandidateFact
from matchers.registry import Registry
from matchers.times import stated_window


def classify_facts(
    facts: Sequence[CandidateFact],
    summary: Sequence[TraceSummaryItem],
    *,
    original_query: str = "",
    registry: Registry[object] | None = None,
    ad_hoc_recognizers: Sequence[Any] = (),
    toolkit: Toolkit | None = None,
    checks: Sequence[Any] | None = None,
    thresholds: Thresholds | None = None,
    memo: MutableMapping[str, Any] | None = None,
) -> list[FactCheck]:
    """Label every fact, in input order.

    Args:
        facts: candidate facts from the extractors.
        summary: the trace summary (the only evidence).
        original_query: the operator's question; entities it names are context, never fabrication.
        registry: matcher registry to take matchers from (default: the bundled one). Register a
            recogniser or matcher on a copy to extend the classifier without editing it.
        ad_hoc_recognizers: extra identifier recognisers for this call only (e.g. a deployment's
            known services or alert names as a :class:`matchers.identifiers.DictionaryRecognizer`).
        toolkit: a toolkit built once by the caller (a configured ``engine.Verifier``); wins over ``registry``.
        checks: the checks to run, in order (default: :func:`engine.checks.default_checks`).
        thresholds: classification thresholds (default: the bundled ``engine/data/thresholds.yaml``).
            Without either, the default Verifier's toolkit (:func:`default_toolkit`).
        memo: a mapping the caller owns (an ``engine.Verifier`` passes its own) where the records read
            from each ``output_summary`` are kept for a summary verified again; the labels are the same without it.
    """
    tk = toolkit or (default_toolkit() if registry is None else Toolkit.from_registry(registry))
    index = EvidenceIndex.build(summary, original_query, memo=memo)
    from engine.checks import default_checks, run_checks  # engine.checks imports this package's modules

    order = tuple(checks) if checks is not None else default_checks()
    rules = RuleSet(tk, index, thresholds)
    lexicon = index.entity_lexicon
    names = rules.lexicon_names  # read once for all the facts
    out = []
    recent: dict[str, Any] = {}  # the last entity of each label the answer named, for "这个 pod"
    prior: int | None = None  # the time of day the fact before stated, for "三分钟之后 …"
    for fact in facts:
        a = with_trace_entities(tk.analyze(fact.fact, ad_hoc_recognizers=ad_hoc_recognizers), lexicon, names)
        named = a
        a = with_context_entities(a, recent)
        stated = stated_window(fact.fact)
        if prior is not None and not stated:
            a = replace(a, prior_time=prior)
        prior = stated[-1].start if stated else None  # an offset counts from the fact right before it
        for m in named.identifiers:
            if m.label in CONTEXT_LABELS:
                recent[m.label] = m
        d = run_checks(order, rules, fact, a)
        out.append(
            FactCheck(
                fact=fact.fact,
                is_critical=fact.is_critical,
                verification=d.label,
                detail=f"[{d.rule}] {d.detail}",
                evidence_refs=(refs := [_ref(rules, a, i) for i in d.items]),
                fact_id=fact.fact_id,
                origin=fact.origin.value,
                claim_id=fact.claim_id,
                provenance=_provenance(a, d, refs),
            )
        )
    return out


def _ref(rules: RuleSet, a: FactAnalysis, it: Any) -> Any:
    ref = it.evidence_ref()
    idx = rules.records_for(a, it)
    return ref.model_copy(update={"record_indexes": idx}) if idx else ref


def _provenance(a: FactAnalysis, d: Decision, refs: list[Any]) -> dict[str, Any]:
    """What decided the label, as data (Presidio's ``analysis_explanation`` is the model)."""
    matchers = sorted({m.matcher for m in a.identifiers} | {q.matcher for q in a.quantities})
    records = [
        {
            "trace_ref": it.ref,
            "invocation_id": getattr(it.item, "records_from", None),
            "record_indexes": ref.record_indexes or [],
        }
        for it, ref in zip(d.items, refs, strict=True)
    ]
    idents = [
        {"text": m.text, "label": m.label, "key": m.key, "matcher": m.matcher, "score": m.score} for m in a.identifiers
    ]
    return {"check": d.check, "rule": d.rule, "matchers": matchers, "identifiers": idents, "records": records}


__all__ = ["Decision", "EvidenceIndex", "FactAnalysis", "RuleSet", "Toolkit", "classify_facts", "default_toolkit"]
