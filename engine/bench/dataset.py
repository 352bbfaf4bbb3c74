"""Labeled benchmark cases: loading and validation (DESIGN.md "Labeled case format").

A bad case never stops a run: it becomes a :class:`DatasetIssue` naming the case (or line)
and the field, and the remaining cases load. Only structure is checked here; whether the
``input`` is a valid VerifierInput is the system's business at run time.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from engine.contracts import Verdict, Verification
from engine.guard import read_documents
from engine.validation import field_path
from matchers.errors import ErrorCode, VerifierError


class BenchDataError(VerifierError):
    """The benchmark data file cannot be used at all (unreadable, or no valid case)."""

    default_code = ErrorCode.E501


class GoldFact(BaseModel):
    """One expected fact: a label, found by ``claim_id`` or by its text."""

    model_config = ConfigDict(extra="allow", frozen=True)

    verification: Verification
    is_critical: bool = True
    claim_id: str | None = None
    fact: str | None = None

    @model_validator(mode="after")
    def _findable(self) -> GoldFact:
        if not self.claim_id and not (self.fact and self.fact.strip()):
            raise ValueError("a gold fact needs a claim_id or a non-empty fact text")
        return self


class Expected(BaseModel):
    """The gold answer of a case: its verdict and, optionally, its facts."""

    model_config = ConfigDict(extra="allow", frozen=True)

    verdict: Verdict
    facts: list[GoldFact] | None = None


class _CaseModel(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)

    case_id: str = Field(min_length=1)
    tags: list[str] = Field(default_factory=list)
    input: dict[str, Any]
    expected: Expected


@dataclass(frozen=True)
class Case:
    """One valid labeled case.

    Attributes:
        case_id: unique id of the case in its file.
        tags: free-form tags (``structured``, ``fabricated_error_code``, ...).
        input: the system's input (a VerifierInput dict or the persisted-rows form).
        verdict: the gold verdict.
        facts: the gold facts; ``None`` when the case labels the verdict only (``facts`` absent or ``[]``).
        source: where the case came from (``file:line``), for messages.
    """

    case_id: str
    tags: tuple[str, ...]
    input: Mapping[str, Any]
    verdict: Verdict
    facts: tuple[GoldFact, ...] | None
    source: str = ""


@dataclass(frozen=True)
class DatasetIssue:
    """One record that could not be used: which case (or line), which field, why."""

    where: str
    field: str
    message: str

    def __str__(self) -> str:
        """``case X (field F): message`` — the one-line form printed by the CLI."""
        fld = f" (field {self.field})" if self.field and self.field != "$" else ""
        return f"{self.where}{fld}: {self.message}"


@dataclass
class Dataset:
    """Valid cases in file order plus the issues met while loading."""

    cases: list[Case] = field(default_factory=list)
    issues: list[DatasetIssue] = field(default_factory=list)


def _records(text: str, name: str) -> Iterator[tuple[str, Any, str | None]]:
    """(location, value, error) for a JSON object, a JSON array, or JSON Lines, each read strictly.

    Reading is :func:`engine.guard.read_documents`: a line with a lone surrogate, a key named
    twice, ``NaN``, or nested or sized past the default limits is an issue of its own, never the
    end of the run.
    """
    for doc in read_documents(text):
        loc = name if doc.line is None else f"{name}:{doc.line}"
        if doc.error is not None:
            yield loc, {"case_id": doc.case_id} if doc.case_id is not None else None, doc.error
        elif doc.line is None and isinstance(doc.value, list):
            for i, v in enumerate(doc.value):
                yield f"{name}[{i}]", v, None
        else:
            yield loc, doc.value, None


def _where(value: Any, loc: str) -> str:
    if isinstance(value, Mapping) and isinstance(value.get("case_id"), str | int) and str(value["case_id"]):
        return f"case {value['case_id']}"
    return f"line {loc.rsplit(':', 1)[-1]}" if ":" in loc else loc


def parse_case(value: Any, source: str = "") -> Case:
    """Validate one decoded record as a :class:`Case`.

    Raises:
        VerifierError: E501, with ``field`` set to the offending path.
    """
    if isinstance(value, Mapping) and isinstance(value.get("case_id"), int) and not isinstance(value["case_id"], bool):
        value = {**value, "case_id": str(value["case_id"])}
    try:
        m = _CaseModel.model_validate(value)
    except ValidationError as exc:
        first = exc.errors()[0]
        path = field_path(tuple(first["loc"]))
        raise VerifierError(first["msg"], code=ErrorCode.E501, field=path) from None
    # An empty list labels no fact, exactly like an absent one: it is not a claim that the answer has none.
    facts = tuple(m.expected.facts) if m.expected.facts else None
    return Case(m.case_id, tuple(m.tags), m.input, m.expected.verdict, facts, source)


def parse_dataset(text: str, name: str = "data") -> Dataset:
    """Parse JSON Lines (or one JSON object / array) of labeled cases; duplicates are issues."""
    out = Dataset()
    seen: set[str] = set()
    for loc, value, err in _records(text, name):
        where = _where(value, loc)
        if err is not None:
            out.issues.append(DatasetIssue(where, "$", err))
            continue
        try:
            case = parse_case(value, loc)
        except VerifierError as exc:
            out.issues.append(DatasetIssue(where, exc.field or "$", exc.message))
            continue
        if case.case_id in seen:
            out.issues.append(DatasetIssue(where, "case_id", "duplicate case_id; later copy skipped"))
            continue
        seen.add(case.case_id)
        out.cases.append(case)
    return out


def load_dataset(path: str | Path) -> Dataset:
    """Load a ``.jsonl``/``.json`` file, or every ``*.json``/``*.jsonl`` file of a directory (sorted).

    Raises:
        BenchDataError: the path cannot be read.
    """
    p = Path(path)
    files = sorted([*p.glob("*.json"), *p.glob("*.jsonl")]) if p.is_dir() else [p]
    total = Dataset()
    seen: set[str] = set()
    for f in files:
        try:
            text = f.read_bytes().decode("utf-8", errors="replace")
        except OSError as exc:
            raise BenchDataError(f"cannot read {f}: {exc.strerror or exc}", field="DATA") from None
        part = parse_dataset(text, f.name)
        total.issues.extend(part.issues)
        for case in part.cases:
            if case.case_id in seen:
                total.issues.append(DatasetIssue(f"case {case.case_id}", "case_id", "duplicate case_id; skipped"))
                continue
            seen.add(case.case_id)
            total.cases.append(case)
    return total
