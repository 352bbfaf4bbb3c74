"""The configured Verifier: profiles, matchers, extractors and budgets built once, then many verifications.

As Presidio's ``AnalyzerEngine``, a :class:`Verifier` is built once (per process, per worker,
per CLI command) and passed around. Everything it uses is its own: a tool-profile table, a
matcher :class:`~engine.classify.analysis.Toolkit` (with its analysis memo) built from its
matcher registry, and an extractor registry whose ``llm`` entry keeps its LLM clients. Two
instances share no mutable state, so configuring one never changes another.

It is picklable: the pickle holds the configuration only (profiles, the matcher registry when
one was passed, the extractor registry, the fallback extractor, non-critical claim types,
budgets). The toolkit and LLM clients are rebuilt lazily in the copy, and every copy gives
byte-identical output for the same input.

``engine.verify`` and ``engine.run_verification`` use :func:`default_verifier`, one instance
with the default configuration, created on first use.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from engine.classify import classify_facts
from engine.classify.analysis import Toolkit
from engine.contracts import ExtractionRecord, ToolInvocation, VerifierInput, VerifierOutput
from engine.guard import check_claims, check_input, check_rows
from engine.limits import Limits
from engine.pipeline import VerificationRun, _coerce, _from_rows, _parse_of, _rationale
from engine.profiles import ToolProfiles, resolve_profiles
from engine.scorer import score_facts
from engine.summarizer import ITEM_BUDGET, MEMO_ENTRIES, TOTAL_BUDGET
from engine.unicode_guard import normalized_facts, normalized_summary, settle
from extractors import (
    DEFAULT_NON_CRITICAL_CLAIM_TYPES,
    ExtractionResult,
    FactExtractor,
    ParseResult,
    default_extractor_registry,
    extract_facts,
)
from extractors.rules import RuleExtractor
from matchers.errors import InputError
from matchers.registry import Registry, default_matcher_registry
from matchers.unicode import normalize_text

__all__ = ["Verifier", "default_verifier"]

#: Attributes rebuilt after unpickling instead of pickled (heavy or unpicklable; not configuration).
_DERIVED = ("_toolkit", "_lock", "_lines_memo")


class Verifier:
    """Verifies answers against their tool traces with one fixed configuration.

    All arguments are keyword-only and optional; the defaults give the same output as ``engine.verify``.

    Args:
        profiles: tool profiles: a :class:`~engine.profiles.ToolProfiles`, a path to a profile
            file, or a mapping of overrides on the defaults (resolved once, here).
        matchers: matcher registry the toolkit is built from (default: a fresh bundled one, see
            :func:`matchers.registry.default_matcher_registry`). It is copied, so registering on
            the caller's registry afterwards changes nothing here.
        extractors: extractor registry that names in ``extractor`` are looked up in (default: a
            fresh :func:`extractors.default_extractor_registry`). Copied like ``matchers``; the
            copy is :attr:`extractors`.
        extractor: the natural-language fallback extractor for answers without a parsed
            contract: a name in ``extractors`` (checked here) or an extractor object.
        non_critical_types: claim types whose claims are not critical.
        item_budget: max characters of one summary item's ``output_summary``.
        total_budget: max characters of all ``output_summary`` texts together.
        limits: input maxima (:class:`engine.limits.Limits` or its field overrides); an input
            over one raises :class:`engine.limits.LimitExceededError` naming limit and field.

    Raises:
        RegistryError: ``extractor`` names no registered extractor.
        InputError: a budget is negative.
        LookupError: ``matchers`` lacks a matcher kind the classifier needs.
    """

    def __init__(
        self,
        *,
        profiles: ToolProfiles | Mapping[str, Any] | str | Path | None = None,
        matchers: Registry[object] | None = None,
        extractors: Registry[FactExtractor] | None = None,
        extractor: str | FactExtractor = "rules",
        non_critical_types: Iterable[str] = DEFAULT_NON_CRITICAL_CLAIM_TYPES,
        item_budget: int = ITEM_BUDGET,
        total_budget: int = TOTAL_BUDGET,
        limits: Limits | Mapping[str, Any] | None = None,
    ) -> None:
        for name, value in (("item_budget", item_budget), ("total_budget", total_budget)):
            if value < 0:
                raise InputError(f"{name} must be >= 0, got {value}", field=name)
        self.profiles: ToolProfiles = resolve_profiles(profiles)
        # Copies: the pickle must rebuild exactly the toolkit built here, whatever the caller registers later.
        self._matchers: Registry[object] | None = matchers.copy() if matchers is not None else None
        self.extractors: Registry[FactExtractor] = (
            extractors.copy() if extractors is not None else default_extractor_registry()
        )
        if isinstance(extractor, str):
            self.extractors.get(extractor)  # an unknown name fails now, not at the first unparsed answer
        self.extractor: str | FactExtractor = extractor
        self.non_critical_types: frozenset[str] = frozenset(non_critical_types)
        self.item_budget = item_budget
        self.total_budget = total_budget
        self.limits: Limits = limits if isinstance(limits, Limits) else Limits.model_validate(dict(limits or {}))
        self._lock = threading.Lock()
        #: Per-text work kept for texts seen again (:func:`engine.summarize_trace`'s ``memo``: candidate lines
        #: per tool output, focus terms per answer; and the rules extractor's facts per answer). This
        #: instance's own, so a Verifier never shares memo state with another (or with module globals).
        self._lines_memo: dict[str, Any] = {}
        self._toolkit: Toolkit | None = None
        self._toolkit = self._build_toolkit()

    # -- the heavy, derived part ------------------------------------------------------------

    def _build_toolkit(self) -> Toolkit:
        registry = self._matchers if self._matchers is not None else default_matcher_registry()
        return Toolkit.from_registry(registry)

    @property
    def toolkit(self) -> Toolkit:
        """The matcher toolkit, built once per instance (after unpickling: on first use)."""
        tk = self._toolkit
        if tk is None:
            with self._lock:
                if self._toolkit is None:
                    self._toolkit = self._build_toolkit()
                tk = self._toolkit
        return tk

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k not in _DERIVED}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._lock = threading.Lock()
        self._lines_memo = {}
        self._toolkit = None

    def __repr__(self) -> str:
        ext = self.extractor if isinstance(self.extractor, str) else getattr(self.extractor, "name", self.extractor)
        matchers = "bundled" if self._matchers is None else f"{len(self._matchers)} custom"
        return (
            f"Verifier(extractor={ext!r}, profiles={len(self.profiles.names())} tools, matchers={matchers}, "
            f"extractors={list(self.extractors)}, item_budget={self.item_budget}, total_budget={self.total_budget})"
        )

    def with_extractor(self, extractor: str | FactExtractor) -> Verifier:
        """This configuration with another fallback extractor, sharing this instance's toolkit and registries.

        Cheap (nothing is rebuilt): a service that lets each request pick ``rules`` or ``llm``
        keeps one Verifier per worker and one such sibling per extractor.
        """
        if isinstance(extractor, str):
            self.extractors.get(extractor)
        self.toolkit  # noqa: B018 - built before sharing, so the sibling never builds its own
        sibling = object.__new__(Verifier)
        sibling.__dict__.update(self.__dict__)
        sibling.extractor = extractor
        return sibling

    # -- verification -------------------------------------------------------------------------

    def build_input(
        self,
        original_query: str,
        executor_final_answer: str,
        tool_invocations: Iterable[ToolInvocation | Mapping[str, Any]],
        retry_context: Mapping[str, Any] | None = None,
    ) -> VerifierInput:
        """The VerifierInput of persisted rows, summarized with this instance's profiles and budgets.

        Raises:
            LimitExceededError: the answer or the rows exceed one of :attr:`limits`.
            InputError: a row is malformed, holds a lone surrogate or repeats an ``invocation_id``.
        """
        rows = list(tool_invocations)
        check_input({"executor_final_answer": executor_final_answer, "original_query": original_query}, self.limits)
        check_rows(rows, self.limits)
        return _from_rows(
            original_query,
            executor_final_answer,
            rows,
            retry_context,
            self.profiles,
            item_budget=self.item_budget,
            total_budget=self.total_budget,
            max_json_depth=self.limits.max_json_depth,
            memo=self._lines_memo,
        )[0]

    def extract(self, parse: ParseResult) -> ExtractionResult:
        """The candidate facts of one parsed answer, with this instance's extractors and claim types."""
        return extract_facts(
            parse, extractor=self.extractor, non_critical_types=self.non_critical_types, registry=self.extractors
        )

    def _extract_memo(self, parse: ParseResult) -> ExtractionResult:
        """:meth:`extract`, kept per answer text when the extractor is the deterministic ``rules`` one.

        The result is frozen, and for one answer text (and parse status) the rules extractor always
        gives the same facts, so the memo changes nothing but the cost of an answer verified again.
        """
        if not (isinstance(self.extractor, str) and isinstance(self.extractors.get(self.extractor), RuleExtractor)):
            return self.extract(parse)
        key = f"x:{parse.status.value}:{parse.raw}"
        hit = self._lines_memo.get(key)
        if hit is None:
            if len(self._lines_memo) >= MEMO_ENTRIES:
                self._lines_memo.clear()
            hit = self._lines_memo[key] = self.extract(parse)
        return hit

    def run(self, data: VerifierInput | Mapping[str, Any]) -> VerificationRun:
        """Verify one input and keep every intermediate result for audit.

        ``data`` is a VerifierInput, its dict form, or the labeled case's ``input`` form
        (``tool_invocations`` rows, summarized here). Bad input raises an ``InputError`` naming the
        field; an input over one of :attr:`limits` raises :class:`~engine.limits.LimitExceededError`
        (checked first, before anything reads it: :mod:`engine.guard`).
        """
        check_input(data, self.limits)
        depth = self.limits.max_json_depth
        vin, parse = _coerce(
            data,
            self.profiles,
            item_budget=self.item_budget,
            total_budget=self.total_budget,
            max_json_depth=depth,
            memo=self._lines_memo,
        )
        from_raw = parse is not None or vin.executor_structured_output is None  # the contract is the answer's own
        parse = parse or _parse_of(vin, depth)
        if parse.output is not None:
            given = data.get("executor_structured_output") if isinstance(data, Mapping) else None
            where = "executor_structured_output" if given is not None or isinstance(data, VerifierInput) else None
            check_claims(parse.output.claims, self.limits, field=f"{where or 'executor_final_answer'}.claims")
        extraction = self._extract_memo(parse) if from_raw else self.extract(parse)
        # Matching runs on normalised text (NFKC, invisible characters stripped) on both sides;
        # the checks then get the facts back as written, with invisible characters and disguises reported.
        facts = normalized_facts(extraction.facts)
        summary = normalized_summary(vin.tool_trace_summary)
        checks = classify_facts(
            facts,
            summary,
            original_query=normalize_text(vin.original_query),
            toolkit=self.toolkit,
            memo=self._lines_memo,
        )
        checks = settle(checks, extraction.facts, summary)
        score = score_facts(checks)
        record = ExtractionRecord.model_validate(extraction.model_dump(exclude={"facts"}))
        output = VerifierOutput(
            verdict=score.verdict,
            groundedness_score=score.groundedness_score,
            critical_fact_count=score.critical_fact_count,
            facts_checked=checks,
            rationale=_rationale(score.label_counts, score.critical_fact_count, parse),
            extraction=record.model_dump(mode="json", exclude_none=True),
        )
        return VerificationRun(verifier_input=vin, output=output, parse=parse, extraction=extraction)

    def __call__(self, data: VerifierInput | Mapping[str, Any]) -> VerificationRun:
        """Same as :meth:`run` (so a Verifier is also the ``VerifierInput → VerificationRun`` callable)."""
        return self.run(data)

    def verify(self, data: VerifierInput | Mapping[str, Any]) -> VerifierOutput:
        """Verify one answer against its tool trace; deterministic for the ``rules`` extractor."""
        return self.run(data).output

    def verify_many(self, items: Iterable[VerifierInput | Mapping[str, Any]]) -> list[VerifierOutput]:
        """Verify every input, in order: ``out[i]`` is ``verify(items[i])``. The first bad input raises."""
        return [self.run(x).output for x in items]

    def verify_trace(self, obj: Any, format: str = "auto", **import_args: Any) -> VerifierOutput:
        """Import an agent-stack trace (:func:`engine.import_trace`, same keywords) and verify it."""
        from engine.importers import import_trace
        from engine.pipeline import CaseInput

        import_args.setdefault("limits", self.limits)
        case = import_trace(obj, format, **import_args)
        return self.verify({name: getattr(case, name) for name in CaseInput.model_fields})


_default: Verifier | None = None
_default_lock = threading.Lock()


def default_verifier() -> Verifier:
    """The process's default :class:`Verifier` (default configuration), created on first use.

    ``engine.verify``, ``engine.run_verification`` and ``engine.classify.default_toolkit`` use
    it. Build your own :class:`Verifier` to configure anything; it never touches this one.
    """
    global _default
    if _default is None:
        with _default_lock:
            if _default is None:
                _default = Verifier()
    return _default
