"""A committed regression baseline: one verdict and label set per case id, as sorted JSON Lines.

A line::

    {"case_id": "order-timeout", "labels": [["direct_evidence", "order-svc 日志报 ERR_PAY_TIMEOUT"]],
     "ok": true, "verdict": "PASS"}

``ok`` says whether the case met its expectation when the baseline was written; ``labels`` are
``[label, fact]`` pairs in the verifier's fact order. A line may carry an allowed regression,
``"allow_regression": {"reason": "…", "expires": "2026-06-30"}``: until that date (inclusive) the
case may differ from its line; after it, the case fails again. Lines are sorted by case id and
keys are sorted, so a rewrite (``--cv-update-baseline``) changes only the lines of cases that changed.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.contracts import Verdict, Verification, VerifierOutput
from engine.validation import field_path
from matchers.errors import ErrorCode, VerifierError


class BaselineError(VerifierError):
    """The baseline file cannot be read or a line of it is invalid (names the file, line and field)."""

    default_code = ErrorCode.E501


class AllowedRegression(BaseModel):
    """Permission for a case to differ from its baseline line, with why and until when."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    reason: str = Field(min_length=1)
    expires: dt.date

    def expired(self, today: dt.date) -> bool:
        """True after the expiry date (the date itself still allows)."""
        return today > self.expires


class BaselineEntry(BaseModel):
    """One case's line of the baseline."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    case_id: str = Field(min_length=1)
    verdict: Verdict
    labels: tuple[tuple[Verification, str], ...] = ()
    ok: bool = True
    allow_regression: AllowedRegression | None = None

    @classmethod
    def of(cls, case_id: str, output: VerifierOutput, ok: bool) -> BaselineEntry:
        """The line for one verification."""
        labels = tuple((f.verification, f.fact) for f in output.facts_checked)
        return cls(case_id=case_id, verdict=output.verdict, labels=labels, ok=ok)

    def same_result(self, other: BaselineEntry) -> bool:
        """True when both record the same verdict and the same labels."""
        return (self.verdict, self.labels) == (other.verdict, other.labels)

    def line(self) -> str:
        """The JSON line (sorted keys, no allowance key when there is none)."""
        data = self.model_dump(mode="json", exclude_none=True)
        return json.dumps(data, ensure_ascii=False, sort_keys=True)


@dataclass
class Baseline:
    """The entries of one baseline file, by case id."""

    path: Path
    entries: dict[str, BaselineEntry]

    @classmethod
    def load(cls, path: str | Path, *, missing_ok: bool = False) -> Baseline:
        """Read a baseline file; with ``missing_ok`` an absent file is an empty baseline.

        Raises:
            BaselineError: the file cannot be read, a line is not JSON, a line is invalid, or a case id repeats.
        """
        p = Path(path)
        if not p.exists() and missing_ok:
            return cls(p, {})
        try:
            text = p.read_text(encoding="utf-8")
        except OSError as exc:
            raise BaselineError(f"cannot read baseline {p}: {exc.strerror or exc}", field="--cv-baseline") from None
        return cls(p, dict(_parse(text, p)))

    def get(self, case_id: str) -> BaselineEntry | None:
        """The entry of ``case_id``, if any."""
        return self.entries.get(case_id)

    def updated(self, new: Iterable[BaselineEntry]) -> Baseline:
        """A copy with ``new`` entries replacing those of their case ids, keeping each old allowance."""
        entries = dict(self.entries)
        for e in new:
            old = entries.get(e.case_id)
            if old is not None and old.allow_regression is not None:
                e = e.model_copy(update={"allow_regression": old.allow_regression})
            entries[e.case_id] = e
        return Baseline(self.path, entries)

    def dumps(self) -> str:
        """The file's text: one line per case, sorted by case id."""
        return "".join(self.entries[k].line() + "\n" for k in sorted(self.entries))

    def write(self) -> None:
        """Write the file atomically (a temporary file, then a rename)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(self.dumps(), encoding="utf-8")
        tmp.replace(self.path)


def _parse(text: str, path: Path) -> Iterable[tuple[str, BaselineEntry]]:
    seen: set[str] = set()
    for n, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        where = f"{path}:{n}"
        try:
            data: Mapping[str, Any] = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise BaselineError(f"{where}: invalid JSON: {exc.msg} at column {exc.colno}", field="$") from None
        try:
            entry = BaselineEntry.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            fld = field_path(tuple(first["loc"]))
            raise BaselineError(f"{where}: field {fld}: {first['msg']}", field=fld) from None
        if entry.case_id in seen:
            raise BaselineError(f"{where}: case {entry.case_id} appears twice", field="case_id")
        seen.add(entry.case_id)
        yield entry.case_id, entry


@dataclass(frozen=True)
class Standing:
    """How one result stands against the baseline (see :func:`judge`)."""

    status: str  # pass, known, fixed, changed, new, regression, allowed, expired
    message: str = ""

    @property
    def fails(self) -> bool:
        """True when the case must fail."""
        return self.status in ("regression", "expired", "new")


def judge(current: BaselineEntry, base: BaselineEntry | None, today: dt.date) -> Standing:
    """Gate one case against its baseline line (per case, before any total).

    - meets its expectation: ``pass`` (``fixed`` when the baseline recorded a failure, ``changed`` when
      verdict or labels differ from the line);
    - fails it with exactly the baseline's result, which failed too: ``known`` (passes);
    - fails it otherwise: ``regression`` (fails), unless the line allows a regression: ``allowed`` (passes)
      until its expiry date, ``expired`` (fails) after;
    - fails it with no line for the case: ``new`` (fails, as it would without a baseline).
    """
    if current.ok:
        if base is not None and not base.ok:
            return Standing("fixed", "meets its expectation now; the baseline recorded a failure")
        if base is not None and not base.same_result(current):
            return Standing("changed", "meets its expectation with other labels than the baseline's")
        return Standing("pass")
    if base is None:
        return Standing("new", "not in the baseline (run with --cv-update-baseline to record it)")
    if not base.ok and base.same_result(current):
        return Standing("known", "a known failure, recorded in the baseline")
    was = f"baseline: {base.verdict.value}{'' if base.ok else ' (failing)'}, now {current.verdict.value}"
    allow = base.allow_regression
    if allow is None:
        return Standing("regression", f"regression against the baseline ({was})")
    if allow.expired(today):
        return Standing(
            "expired",
            f"regression against the baseline ({was}); its allowance expired on {allow.expires}: {allow.reason}",
        )
    return Standing("allowed", f"allowed regression until {allow.expires}: {allow.reason} ({was})")
