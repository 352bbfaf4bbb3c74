"""Benchmark metrics: verdict confusion, unsafe passes, false rejects, per-label P/R/F1, per-tag accuracy.

Definitions, stated once:

- ``verdict_accuracy`` = cases whose predicted verdict equals the gold verdict / cases run.
  A case whose system raised counts as wrong (column ``ERROR`` of the confusion matrix).
- ``unsafe_pass`` = cases with gold verdict in {REJECT, LOW_CONFID} predicted PASS; its rate
  is over the cases whose gold verdict is REJECT or LOW_CONFID. The worst error.
- ``false_reject`` = cases with gold verdict in {PASS, LOW_CONFID} predicted REJECT; its rate
  is over the cases whose gold verdict is PASS or LOW_CONFID.
- Fact labels (only cases with gold facts): an aligned pair is a TP of the gold label when
  the labels agree, else a FN of the gold label and a FP of the predicted label
  (``wrong_label``); a gold fact with no aligned prediction is a FN of its label; a
  *critical* predicted fact with no gold fact is a FP of its label. P = TP/(TP+FP),
  R = TP/(TP+FN), F1 = 2PR/(P+R), each 0.0 when its denominator is 0.
- ``fact_macro_f1`` = mean F1 over the labels that occur in the gold or the predictions.
- Per tag (``tags``): the same verdict accuracy, unsafe passes and fact macro-F1 over the
  cases carrying the tag; ``tag_groups`` groups tags by their prefix (``source:``,
  ``format:``, ``class:``).
- A rate whose denominator is 0 is 0.0, never NaN; every rate is rounded to 6 digits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.bench.align import align_facts, get_field
from engine.bench.dataset import Case
from engine.contracts import Verdict, Verification

#: The four fact labels, in report order.
LABELS: tuple[str, ...] = tuple(v.value for v in Verification)
#: The three verdicts, in report order.
VERDICTS: tuple[str, ...] = ("PASS", "LOW_CONFID", "REJECT")
#: Predicted-verdict column for a case whose system raised.
ERROR = "ERROR"
#: Gold verdicts for which a predicted PASS is an unsafe pass.
UNSAFE_PASS_GOLD = frozenset({Verdict.REJECT.value, Verdict.LOW_CONFID.value})
#: Gold verdicts for which a predicted REJECT is a false reject.
FALSE_REJECT_GOLD = frozenset({Verdict.PASS.value, Verdict.LOW_CONFID.value})
DIGITS = 6


def ratio(num: float, den: float) -> float:
    """``num / den`` rounded to 6 digits; 0.0 when ``den`` is 0."""
    return round(num / den, DIGITS) if den else 0.0


@dataclass(frozen=True)
class ErrorRecord:
    """One benchmark error, presidio-research style, keyed by case id.

    ``kind`` is ``verdict`` (wrong verdict), ``system_error``, ``FN`` (gold fact not found),
    ``FP`` (critical predicted fact with no gold) or ``wrong_label``.
    """

    case_id: str
    kind: str
    gold: str | None = None
    predicted: str | None = None
    fact: str | None = None
    claim_id: str | None = None
    detail: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """JSON form without null fields."""
        return {k: v for k, v in self.__dict__.items() if v is not None}


@dataclass
class CaseOutcome:
    """One case after evaluation: verdicts, fact-label counts and error records."""

    case_id: str
    tags: tuple[str, ...]
    gold_verdict: str
    pred_verdict: str
    tp: Counter[str] = field(default_factory=Counter)
    fp: Counter[str] = field(default_factory=Counter)
    fn: Counter[str] = field(default_factory=Counter)
    errors: list[ErrorRecord] = field(default_factory=list)

    @property
    def correct(self) -> bool:
        """True when the predicted verdict is the gold one."""
        return self.gold_verdict == self.pred_verdict


def _label(f: Any) -> str:
    return Verification(get_field(f, "verification")).value


def _crit(f: Any) -> bool:
    return bool(get_field(f, "is_critical", True))


def _text(f: Any) -> str | None:
    v = get_field(f, "fact")
    return str(v) if v else None


def _cid(f: Any) -> str | None:
    v = get_field(f, "claim_id")
    return str(v) if v else None


def evaluate_case(case: Case, output: Mapping[str, Any] | None, error: str | None = None) -> CaseOutcome:
    """Compare one system output (a VerifierOutput-like dict) with the case's gold labels."""
    gold_v = case.verdict.value
    if output is None:
        out = CaseOutcome(case.case_id, case.tags, gold_v, ERROR)
        out.errors.append(ErrorRecord(case.case_id, "system_error", gold=gold_v, predicted=ERROR, detail=error))
        return out
    pred_v = Verdict(output["verdict"]).value
    out = CaseOutcome(case.case_id, case.tags, gold_v, pred_v)
    if gold_v != pred_v:
        out.errors.append(ErrorRecord(case.case_id, "verdict", gold=gold_v, predicted=pred_v))
    if case.facts is None:
        return out
    pred = list(output.get("facts_checked") or [])
    al = align_facts(case.facts, pred)
    for p in al.pairs:
        g, f = case.facts[p.gold], pred[p.pred]
        gl, pl = _label(g), _label(f)
        if gl == pl:
            out.tp[gl] += 1
            continue
        out.fn[gl] += 1
        out.fp[pl] += 1
        out.errors.append(
            ErrorRecord(
                case.case_id,
                "wrong_label",
                gold=gl,
                predicted=pl,
                fact=_text(f) or _text(g),
                claim_id=_cid(g) or _cid(f),
                detail=f"aligned by {p.method}",
            )
        )
    for i in al.unmatched_gold:
        g = case.facts[i]
        out.fn[_label(g)] += 1
        out.errors.append(ErrorRecord(case.case_id, "FN", gold=_label(g), fact=_text(g), claim_id=_cid(g)))
    for j in al.unmatched_pred:
        f = pred[j]
        if not _crit(f):
            continue
        out.fp[_label(f)] += 1
        out.errors.append(ErrorRecord(case.case_id, "FP", predicted=_label(f), fact=_text(f), claim_id=_cid(f)))
    return out


def confusion_matrix(outcomes: Iterable[CaseOutcome]) -> dict[str, dict[str, int]]:
    """Gold verdict → predicted verdict → count; ``ERROR`` column only when some case raised."""
    counts = Counter((o.gold_verdict, o.pred_verdict) for o in outcomes)
    cols = list(VERDICTS) + ([ERROR] if any(p == ERROR for _, p in counts) else [])
    return {g: {p: counts.get((g, p), 0) for p in cols} for g in VERDICTS}


def label_scores(outcomes: Sequence[CaseOutcome]) -> dict[str, dict[str, float | int]]:
    """Per-label precision, recall, F1 and support (gold count) over all cases."""
    tp: Counter[str] = Counter()
    fp: Counter[str] = Counter()
    fn: Counter[str] = Counter()
    for o in outcomes:
        tp.update(o.tp)
        fp.update(o.fp)
        fn.update(o.fn)
    out: dict[str, dict[str, float | int]] = {}
    for lab in LABELS:
        p = ratio(tp[lab], tp[lab] + fp[lab])
        r = ratio(tp[lab], tp[lab] + fn[lab])
        f1 = round(2 * p * r / (p + r), DIGITS) if p + r else 0.0
        out[lab] = {
            "precision": p,
            "recall": r,
            "f1": f1,
            "support": tp[lab] + fn[lab],
            "predicted": tp[lab] + fp[lab],
            "tp": tp[lab],
            "fp": fp[lab],
            "fn": fn[lab],
        }
    return out


def macro_f1(scores: Mapping[str, Mapping[str, float | int]]) -> float:
    """Mean F1 over labels with gold support or predictions; 0.0 when there are none."""
    present = [s["f1"] for s in scores.values() if s["support"] or s["predicted"]]
    return round(sum(present) / len(present), DIGITS) if present else 0.0


def _unsafe(o: CaseOutcome) -> bool:
    return o.gold_verdict in UNSAFE_PASS_GOLD and o.pred_verdict == "PASS"


def tag_accuracy(outcomes: Iterable[CaseOutcome]) -> dict[str, dict[str, float | int]]:
    """Tag → {cases, correct, accuracy, unsafe_pass_count, unsafe_pass_of, fact_macro_f1}, tags sorted."""
    groups: dict[str, list[CaseOutcome]] = {}
    for o in outcomes:
        for t in set(o.tags):
            groups.setdefault(t, []).append(o)
    out: dict[str, dict[str, float | int]] = {}
    for t in sorted(groups):
        outs = groups[t]
        ok = sum(o.correct for o in outs)
        out[t] = {
            "cases": len(outs),
            "correct": ok,
            "accuracy": ratio(ok, len(outs)),
            "unsafe_pass_count": sum(_unsafe(o) for o in outs),
            "unsafe_pass_of": sum(o.gold_verdict in UNSAFE_PASS_GOLD for o in outs),
            "fact_macro_f1": macro_f1(label_scores(outs)),
        }
    return out


def tag_groups(tags: Mapping[str, Mapping[str, float | int]]) -> dict[str, dict[str, Mapping[str, float | int]]]:
    """Per-tag figures grouped by the tag's prefix (``source:hdfs`` → group ``source``); others under ``tag``."""
    out: dict[str, dict[str, Mapping[str, float | int]]] = {}
    for t, s in tags.items():
        group, _, name = t.partition(":") if ":" in t else ("tag", "", t)
        out.setdefault(group, {})[name] = s
    return {g: out[g] for g in sorted(out)}


def quality_summary(outcomes: Sequence[CaseOutcome]) -> dict[str, Any]:
    """Every quality figure of a run; order-independent (outcomes are sorted by case id)."""
    outs = sorted(outcomes, key=lambda o: o.case_id)
    n = len(outs)
    correct = sum(o.correct for o in outs)
    unsafe_of = sum(o.gold_verdict in UNSAFE_PASS_GOLD for o in outs)
    unsafe = sum(_unsafe(o) for o in outs)
    fr_of = sum(o.gold_verdict in FALSE_REJECT_GOLD for o in outs)
    fr = sum(o.gold_verdict in FALSE_REJECT_GOLD and o.pred_verdict == "REJECT" for o in outs)
    scores = label_scores(outs)
    return {
        "cases": n,
        "verdict_correct": correct,
        "verdict_accuracy": ratio(correct, n),
        "unsafe_pass": ratio(unsafe, unsafe_of),
        "unsafe_pass_count": unsafe,
        "unsafe_pass_of": unsafe_of,
        "false_reject": ratio(fr, fr_of),
        "false_reject_count": fr,
        "false_reject_of": fr_of,
        "system_errors": sum(o.pred_verdict == ERROR for o in outs),
        "confusion": confusion_matrix(outs),
        "fact_macro_f1": macro_f1(scores),
        "fact_labels": scores,
        "tags": tag_accuracy(outs),
        "errors": [e.as_dict() for o in outs for e in o.errors],
    }
