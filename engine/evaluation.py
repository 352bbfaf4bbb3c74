"""EvaluationService: rule-based evidence scoring of a session's tool calls → ``rule_evaluation``.

Computed from the persisted ToolInvocation rows only. Rates are in [0, 1] (higher is better) and
are 0.0, never NaN, when the session made no evidence-bearing call.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from engine.contracts import ToolInvocation, Verification
from engine.profiles import ToolProfiles, resolve_profiles
from engine.scorer import LABEL_WEIGHTS, SCORE_DIGITS
from engine.store import Store
from engine.summarizer import is_no_hit
from extractors.contracts import EvidenceLevel

if TYPE_CHECKING:
    from engine.verifier import Verifier

#: Version of the ``rule_evaluation`` layout and rules.
RULE_EVALUATION_VERSION = "re1"


def _rate(k: int, n: int) -> float:
    return round(k / n, SCORE_DIGITS) if n else 0.0


def evaluate_invocations(
    invocations: Iterable[ToolInvocation], profiles: ToolProfiles | Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Score the evidence a session's tool calls gathered (a pure function of the rows).

    ``evidence_calls`` counts evidence-bearing calls; ``success_rate`` is the share that did not
    fail; ``hit_rate`` the share that succeeded with a non-empty result; ``direct_coverage`` and
    ``indirect_coverage`` the share that hit at that evidence level; ``evidence_score`` weighs hits
    like the scorer weighs labels (direct 1.0, indirect 0.6).
    """
    table = resolve_profiles(profiles)
    rows = [r for r in invocations if table.get(r.tool_name).evidence_bearing]
    hits = {EvidenceLevel.DIRECT: 0, EvidenceLevel.INDIRECT: 0}
    succeeded = 0
    failed: dict[str, dict[str, Any]] = {}
    no_hit: dict[str, int] = {}
    for r in rows:
        if not r.success:
            entry = failed.setdefault(r.tool_name, {"tool_name": r.tool_name, "count": 0, "invocation_ids": []})
            entry["count"] += 1
            entry["invocation_ids"].append(r.invocation_id)
            continue
        succeeded += 1
        if is_no_hit(r.output):
            no_hit[r.tool_name] = no_hit.get(r.tool_name, 0) + 1
            continue
        level = table.get(r.tool_name).evidence_level
        if level in hits:
            hits[level] += 1
    n = len(rows)
    direct, indirect = hits[EvidenceLevel.DIRECT], hits[EvidenceLevel.INDIRECT]
    weighted = direct * LABEL_WEIGHTS[Verification.DIRECT] + indirect * LABEL_WEIGHTS[Verification.INDIRECT]
    return {
        "version": RULE_EVALUATION_VERSION,
        "evidence_calls": n,
        "successful_calls": succeeded,
        "hit_calls": direct + indirect,
        "success_rate": _rate(succeeded, n),
        "hit_rate": _rate(direct + indirect, n),
        "direct_coverage": _rate(direct, n),
        "indirect_coverage": _rate(indirect, n),
        "evidence_score": round(min(1.0, weighted / n), SCORE_DIGITS) if n else 0.0,
        "rounds": sorted({r.round for r in rows}),
        "failed_tools": sorted(failed.values(), key=lambda e: e["tool_name"]),
        "no_hit_tools": [{"tool_name": k, "count": v} for k, v in sorted(no_hit.items())],
    }


class EvaluationService:
    """Writes the ``rule_evaluation`` channel of a stored session from its persisted rows.

    Args:
        store: where the session's rows are read and the channel is written.
        profiles: tool profiles deciding which calls bear evidence, at what level.
        verifier: the configured ``engine.Verifier`` of the chat; its profiles are used when
            ``profiles`` is not given, so both channels judge the calls by one table.
    """

    def __init__(
        self,
        store: Store,
        *,
        profiles: ToolProfiles | Mapping[str, Any] | None = None,
        verifier: Verifier | None = None,
    ) -> None:
        self.store = store
        self.profiles = profiles if profiles is not None or verifier is None else verifier.profiles

    def evaluate(self, session_id: str) -> dict[str, Any]:
        """Score the session's tool calls and write ``rule_evaluation`` (only that key)."""
        result = evaluate_invocations(self.store.invocations(session_id), self.profiles)
        self.store.set_channel(session_id, "rule_evaluation", result)
        return result
