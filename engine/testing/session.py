"""One pytest session's verifications: per-case baseline gating, then totals, then the baseline rewrite.

The pytest plugin (:mod:`engine.testing.plugin`) builds one :class:`CVSession` per run from its
``--cv-*`` options and, around each test call, sets :data:`CURRENT` to that test's
:class:`ItemContext`. :func:`engine.testing.assert_grounded` records into it when it is set; outside a
plugin-run test it is None and nothing is recorded. Totals reuse the benchmark's definitions
(:func:`engine.bench.metrics.evaluate_case`, :func:`~engine.bench.metrics.quality_summary`: verdict
accuracy, unsafe passes), so ``--cv-min-accuracy``/``--cv-max-unsafe`` mean what ``chat-verifier bench``'s gates mean.
"""

from __future__ import annotations

import datetime as dt
import pickle
from collections import Counter
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.bench.dataset import Case, GoldFact
from engine.bench.metrics import UNSAFE_PASS_GOLD, evaluate_case, quality_summary
from engine.contracts import Verdict, VerifierOutput
from engine.testing.baseline import Baseline, BaselineEntry, Standing, judge
from engine.testing.expect import Comparison, render

if TYPE_CHECKING:
    from engine.verifier import Verifier


@dataclass(frozen=True)
class Settings:
    """The plugin's options (``--cv-*``), validated."""

    baseline: Path | None = None
    update_baseline: bool = False
    max_unsafe: int | None = None
    min_accuracy: float | None = None
    check_determinism: bool = False
    today: dt.date = field(default_factory=dt.date.today)


@dataclass
class Recorded:
    """One recorded verification: under which key, with what result and what the baseline said."""

    key: str
    nodeid: str
    output: VerifierOutput
    comparison: Comparison
    gold_verdict: Verdict | None
    gold_facts: tuple[GoldFact, ...] | None
    standing: Standing | None = None


class CVSession:
    """The verifications of one test session and the gates over them."""

    def __init__(self, settings: Settings) -> None:
        """Load the baseline named by ``settings`` (an absent file is empty when it is to be written)."""
        self.settings = settings
        self.baseline: Baseline | None = (
            Baseline.load(settings.baseline, missing_ok=settings.update_baseline) if settings.baseline else None
        )
        self.records: list[Recorded] = []
        self._verifier: Verifier | None = None

    @property
    def verifier(self) -> Verifier:
        """The session's Verifier (the ``chat_verifier`` fixture), built on first use."""
        if self._verifier is None:
            from engine.verifier import Verifier

            self._verifier = Verifier()
        return self._verifier

    # -- per case ---------------------------------------------------------------------------

    def record(self, rec: Recorded) -> str | None:
        """Keep ``rec`` and gate it: the failure message, or None when the case passes."""
        self.records.append(rec)
        cmp = rec.comparison
        if self.baseline is None:
            return None if cmp.ok else render(cmp, case_id=rec.key)
        entry = BaselineEntry.of(rec.key, rec.output, cmp.ok)
        rec.standing = judge(entry, self.baseline.get(rec.key), self.settings.today)
        if self.settings.update_baseline or not rec.standing.fails:
            return None
        return f"{rec.standing.message}\n{render(cmp, case_id=rec.key)}"

    def check_determinism(self, verifier: Verifier, data: Any, first: VerifierOutput) -> str | None:
        """Verify ``data`` again on a fresh copy of ``verifier`` (its pickle: no memo); a message if bytes differ."""
        again = pickle.loads(pickle.dumps(verifier)).verify(data)  # noqa: S301 - our own object, just pickled
        a, b = first.model_dump_json(), again.model_dump_json()
        if a == b:
            return None
        at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
        s = max(0, at - 30)
        return (
            f"chat-verifier: not deterministic: a rerun differs at byte {at}: {a[s : at + 30]!r} vs {b[s : at + 30]!r}"
        )

    # -- totals -----------------------------------------------------------------------------

    def totals(self) -> dict[str, Any]:
        """Verdict accuracy and unsafe passes over the recorded cases with a gold verdict (bench definitions).

        A case expected only ``max_verdict=`` below PASS has no gold verdict, so no accuracy, but a PASS
        of it is an unsafe pass all the same.
        """
        outcomes = []
        extra_unsafe = 0
        for r in self.records:
            if r.gold_verdict is not None:
                case = Case(r.key, (), {}, r.gold_verdict, r.gold_facts or None)
                outcomes.append(evaluate_case(case, r.output.model_dump(mode="json", exclude_none=True)))
            else:
                cap = r.comparison.expectation.max_verdict
                extra_unsafe += cap is not None and cap.value in UNSAFE_PASS_GOLD and r.output.verdict is Verdict.PASS
        q = quality_summary(outcomes)
        return {
            "recorded": len(self.records),
            "cases": q["cases"],
            "verdict_accuracy": q["verdict_accuracy"],
            "unsafe_pass_count": q["unsafe_pass_count"] + extra_unsafe,
            "fact_macro_f1": q["fact_macro_f1"],
        }

    def gate_failures(self) -> list[str]:
        """One line per total gate missed (``--cv-max-unsafe``, ``--cv-min-accuracy``)."""
        s, t = self.settings, self.totals()
        out = []
        if s.max_unsafe is not None and t["unsafe_pass_count"] > s.max_unsafe:
            out.append(f"gate failed: unsafe passes {t['unsafe_pass_count']} > --cv-max-unsafe {s.max_unsafe}")
        if s.min_accuracy is not None and t["verdict_accuracy"] < s.min_accuracy:
            out.append(
                f"gate failed: verdict accuracy {t['verdict_accuracy']:.6f} < --cv-min-accuracy {s.min_accuracy}"
                f" (over {t['cases']} case(s) with a gold verdict)"
            )
        return out

    # -- the end of the session ---------------------------------------------------------------

    def write_baseline(self) -> Path | None:
        """With ``--cv-update-baseline``, write every recorded case into the baseline; the path written."""
        if not (self.settings.update_baseline and self.baseline is not None):
            return None
        new = [BaselineEntry.of(r.key, r.output, r.comparison.ok) for r in self.records]
        self.baseline = self.baseline.updated(new)
        self.baseline.write()
        return self.baseline.path

    def summary(self) -> list[str]:
        """The lines the plugin prints at the end of the run."""
        if not self.records:
            return []
        t = self.totals()
        lines = [
            f"{t['recorded']} verification(s) recorded; over {t['cases']} with a gold verdict: verdict accuracy "
            f"{t['verdict_accuracy']:.6f}, unsafe passes {t['unsafe_pass_count']}"
        ]
        if self.baseline is not None:
            counts = Counter(r.standing.status for r in self.records if r.standing is not None)
            lines.append(
                "baseline "
                + str(self.baseline.path)
                + ": "
                + ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
            )
            if not self.settings.update_baseline:  # an update records them all; gating lists what stands out
                lines += [
                    f"  {r.key}: {r.standing.status}: {r.standing.message}"
                    for r in self.records
                    if r.standing is not None and r.standing.status not in ("pass", "known")
                ]
            run = {r.key for r in self.records}
            stale = [k for k in self.baseline.entries if k not in run]
            if stale and not self.settings.update_baseline:
                lines.append(f"  {len(stale)} baseline case(s) not run in this session")
        return lines


@dataclass
class ItemContext:
    """The running test: its id, the dataset case it is parametrised with (if any), and where to record."""

    session: CVSession
    nodeid: str
    case_id: str | None = None
    verifier: Verifier | None = None
    used: set[str] = field(default_factory=set)

    def key(self, explicit: str | None) -> str:
        """The baseline key of the next recording: the case id, else the test id; ``#2``, ``#3`` … on a repeat."""
        base = explicit or self.case_id or self.nodeid
        key, n = base, 1
        while key in self.used:
            n += 1
            key = f"{base}#{n}"
        self.used.add(key)
        return key


#: The running test's context, set by the plugin around each test call (None outside a plugin-run test).
CURRENT: ContextVar[ItemContext | None] = ContextVar("chat_verifier_item", default=None)
