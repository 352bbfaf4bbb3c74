"""Scorer: the DESIGN verdict table as examples, and its invariants as hypothesis properties."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Verdict, Verification, score_facts

D, I, N, C = (Verification.DIRECT, Verification.INDIRECT, Verification.NO_EVIDENCE, Verification.CONTRADICTED)


def facts(*labels, critical=True):
    return [{"verification": lab.value, "is_critical": critical} for lab in labels]


@pytest.mark.parametrize(
    ("labels", "verdict", "score"),
    [
        ((), Verdict.LOW_CONFID, 0.0),
        ((D,), Verdict.PASS, 1.0),
        ((D, I), Verdict.PASS, 0.8),
        ((I,), Verdict.LOW_CONFID, 0.6),
        ((I, I), Verdict.LOW_CONFID, 0.6),
        ((D, N), Verdict.LOW_CONFID, 0.5),
        ((N,), Verdict.LOW_CONFID, 0.0),
        ((D, D, N), Verdict.LOW_CONFID, 0.666667),
        ((C,), Verdict.REJECT, 0.0),
        ((D, D, D, C), Verdict.REJECT, 0.0),
        ((D, I, I), Verdict.PASS, 0.733333),
    ],
)
def test_verdict_table(labels, verdict, score):
    r = score_facts(facts(*labels))
    assert r.verdict is verdict
    assert r.groundedness_score == score
    assert r.critical_fact_count == len(labels)


def test_only_non_critical_facts_is_low_confid_zero():
    r = score_facts(facts(D, D, C, critical=False))
    assert (r.verdict, r.groundedness_score, r.critical_fact_count) == (Verdict.LOW_CONFID, 0.0, 0)


LABELS = st.sampled_from(list(Verification))
FACT = st.fixed_dictionaries({"verification": LABELS.map(lambda v: v.value), "is_critical": st.booleans()})
FACTS = st.lists(FACT, max_size=12)
SETTINGS = settings(max_examples=1000, deadline=None)


@SETTINGS
@given(FACTS)
def test_score_in_unit_interval_and_finite(fs):
    s = score_facts(fs).groundedness_score
    assert 0.0 <= s <= 1.0 and not math.isnan(s)


@SETTINGS
@given(FACTS)
def test_critical_contradiction_rejects_with_zero(fs):
    r = score_facts(fs)
    if any(f["is_critical"] and f["verification"] == C.value for f in fs):
        assert r.verdict is Verdict.REJECT and r.groundedness_score == 0.0
    else:
        assert r.verdict is not Verdict.REJECT


@SETTINGS
@given(FACTS)
def test_pass_implies_all_supported_one_direct_and_half(fs):
    r = score_facts(fs)
    if r.verdict is Verdict.PASS:
        crit = [f["verification"] for f in fs if f["is_critical"]]
        assert crit and all(v in (D.value, I.value) for v in crit)
        assert D.value in crit
        assert r.groundedness_score >= 0.5


@SETTINGS
@given(FACTS, st.randoms(use_true_random=False))
def test_order_does_not_matter(fs, rnd):
    shuffled = list(fs)
    rnd.shuffle(shuffled)
    assert score_facts(fs) == score_facts(shuffled)


@SETTINGS
@given(FACTS, st.lists(FACT.map(lambda f: {**f, "is_critical": False}), max_size=6), st.randoms(use_true_random=False))
def test_non_critical_facts_change_nothing(fs, extra, rnd):
    mixed = fs + extra
    rnd.shuffle(mixed)
    a, b = score_facts(fs), score_facts(mixed)
    assert (a.verdict, a.groundedness_score, a.critical_fact_count) == (
        b.verdict,
        b.groundedness_score,
        b.critical_fact_count,
    )


@SETTINGS
@given(FACTS.filter(bool), st.data())
def test_upgrading_one_label_never_lowers_the_verdict(fs, data):
    i = data.draw(st.integers(0, len(fs) - 1))
    current = Verification(fs[i]["verification"])
    better = [v for v in Verification if v.rank > current.rank]
    if not better:
        return
    up = data.draw(st.sampled_from(better))
    upgraded = [dict(f) for f in fs]
    upgraded[i]["verification"] = up.value
    assert score_facts(upgraded).verdict.rank >= score_facts(fs).verdict.rank


@SETTINGS
@given(FACTS)
def test_score_matches_slow_reference(fs):
    """Fast path against an obviously correct re-statement of DESIGN.md."""
    crit = [f["verification"] for f in fs if f["is_critical"]]
    r = score_facts(fs)
    if not crit:
        assert (r.verdict, r.groundedness_score) == (Verdict.LOW_CONFID, 0.0)
        return
    if C.value in crit:
        assert (r.verdict, r.groundedness_score) == (Verdict.REJECT, 0.0)
        return
    w = {D.value: 1.0, I.value: 0.6, N.value: 0.0}
    assert r.groundedness_score == pytest.approx(sum(w[v] for v in crit) / len(crit), abs=1e-6)
    ok = all(v != N.value for v in crit) and D.value in crit
    assert r.verdict is (Verdict.PASS if ok else Verdict.LOW_CONFID)
