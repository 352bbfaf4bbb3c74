"""``assert_grounded``: verify one answer in a test; fail with a per-fact diff unless it is grounded as expected."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from engine.bench.dataset import Case, parse_case
from engine.contracts import VerifierOutput
from engine.testing.expect import Expectation, check, render
from engine.testing.session import CURRENT, Recorded
from matchers.errors import InputError

if TYPE_CHECKING:
    from engine.verifier import Verifier


class GroundednessError(AssertionError):
    """An answer is not grounded as the test expects; the message is the per-fact diff."""


def _coerce(x: Any) -> tuple[Case | None, Any, str | None]:
    """(labeled case or None, the verifier input, the case id) of what a test passes."""
    if isinstance(x, Case):
        return x, x.input, x.case_id
    if isinstance(x, BaseModel):
        return None, x, None
    if isinstance(x, Mapping):
        if "input" in x and "expected" in x:
            case = parse_case(x)
            return case, case.input, case.case_id
        if "input" in x:  # an unlabeled case wrapper: {"case_id": …, "input": …}
            cid = x.get("case_id")
            return None, x["input"], str(cid) if cid is not None else None
        return None, x, None
    raise InputError(
        f"assert_grounded takes a labeled case, a case input or a VerifierInput, got {type(x).__name__}",
        field="case_or_input",
    )


def assert_grounded(
    case_or_input: Any,
    *,
    expect: str | None = None,
    expect_labels: Mapping[str, str] | None = None,
    max_verdict: str | None = None,
    verifier: Verifier | None = None,
    case_id: str | None = None,
) -> VerifierOutput:
    """Verify ``case_or_input`` and fail with a per-fact diff unless it is grounded as expected.

    Args:
        case_or_input: a labeled case (an :class:`engine.bench.Case`, e.g. the ``cv_case`` fixture, or its
            dict with ``input`` and ``expected``), a case input (``original_query``,
            ``executor_final_answer``, ``tool_invocations``) or a :class:`engine.VerifierInput`.
        expect: the verdict it must get: ``PASS``, ``LOW_CONFID`` or ``REJECT``.
        expect_labels: labels of named facts, ``{claim_id | fact_id | fact text | unique part of it: label}``.
        max_verdict: the most trusted verdict it may get (REJECT < LOW_CONFID < PASS):
            ``max_verdict="LOW_CONFID"`` says it must not PASS.
        verifier: the Verifier to use (default: the ``chat_verifier`` fixture's inside a test run by the
            plugin, else :func:`engine.default_verifier`).
        case_id: the key of the result in a ``--cv-baseline`` (default: the case's id, the ``cv_case`` id,
            else the test's node id).

    With a labeled case and none of ``expect``, ``expect_labels``, ``max_verdict``, the expectation is
    the case's gold verdict and gold facts.

    Returns:
        The VerifierOutput, when the answer is grounded as expected.

    Raises:
        GroundednessError: it is not (an ``AssertionError``; the message is the per-fact diff), the
            per-case baseline gate fails, or ``--cv-check-determinism`` finds a rerun that differs.
        InputError: bad arguments or input (the field is named).
    """
    __tracebackhide__ = True
    case, data, own_id = _coerce(case_or_input)
    expectation = Expectation.build(expect=expect, max_verdict=max_verdict, expect_labels=expect_labels)
    gold = expectation.empty and case is not None
    if gold:
        expectation = Expectation(verdict=case.verdict, gold_facts=case.facts or ())
    if expectation.empty:
        raise InputError(
            "assert_grounded: nothing to expect; pass expect=, expect_labels= or max_verdict=, or a labeled case",
            field="expect",
        )
    ctx = CURRENT.get()
    if verifier is None:
        if ctx is not None:
            verifier = ctx.verifier or ctx.session.verifier
        else:
            from engine.verifier import default_verifier

            verifier = default_verifier()
    output = verifier.verify(data)
    cmp = check(output, expectation)
    if ctx is None:
        if not cmp.ok:
            raise GroundednessError(render(cmp, case_id=case_id or own_id))
        return output
    if ctx.session.settings.check_determinism:
        msg = ctx.session.check_determinism(verifier, data, output)
        if msg:
            raise GroundednessError(msg)
    rec = Recorded(
        key=ctx.key(case_id or own_id),
        nodeid=ctx.nodeid,
        output=output,
        comparison=cmp,
        gold_verdict=expectation.verdict,
        gold_facts=expectation.gold_facts or None,
    )
    msg = ctx.session.record(rec)
    if msg:
        raise GroundednessError(msg)
    return output
