"""Baseline (a): trust the Executor.

Each claim gets the label its own ``support_level`` declares: direct → direct_evidence,
indirect → indirect_support, none → no_evidence. Facts the Executor asserts without a claim
(confirmed sentences of ``user_facing_answer`` no claim covers, or every confirmed sentence
of a natural-language answer) are stated as findings, so the Executor implies they are
direct: they get direct_evidence. Nothing is ever contradicted, so this baseline never REJECTs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from benchmarks.baselines.common import output, prepare
from engine.contracts import Verification
from extractors import EvidenceLevel

_MAP = {
    EvidenceLevel.DIRECT: Verification.DIRECT,
    EvidenceLevel.INDIRECT: Verification.INDIRECT,
    EvidenceLevel.NONE: Verification.NO_EVIDENCE,
}


class TrustExecutor:
    """Baseline (a): the Executor's own ``support_level`` is the label."""

    name = "(a) trust the Executor"

    def run(self, case_input: Mapping[str, Any]) -> Mapping[str, Any]:
        """Label every candidate fact by the Executor's declaration."""
        prep = prepare(case_input)
        labels, details = [], []
        for f in prep.facts:
            if f.support_level is not None:
                labels.append(_MAP[f.support_level])
                details.append(f"executor declared support_level={f.support_level.value}")
            else:
                labels.append(Verification.DIRECT)
                details.append("asserted by the executor without a claim: taken as direct")
        return output(prep.facts, labels, details)
