"""Self-check of the labeled fact sets (benchmarks/data/dev.jsonl, test.jsonl).

Every case must validate against the contracts, its gold verdict must equal DESIGN's scoring of
its gold labels, every reference must resolve unless the case is tagged ``bad_reference``, and
the generator must reproduce both files byte for byte.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from engine import ParseResult, ToolInvocation, Verification, parse_executor_output, score_facts
from engine.profiles import default_profiles

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
SPLITS = ("dev", "test")
MIN_CASES = {"dev": 400, "test": 150}
LABELS = {v.value for v in Verification}
FORM_TAGS = {"structured", "natural_language"}
KNOWN_TAGS = {
    "structured",
    "natural_language",
    "fenced_json",
    "malformed_json",
    "unit_paraphrase",
    "case_paraphrase",
    "value_contradiction",
    "status_contradiction",
    "polarity_contradiction",
    "fabricated_error_code",
    "fabricated_exception",
    "fabricated_service",
    "fabricated_host",
    "fabricated_id",
    "bad_reference",
    "missing_binding",
    "misattributed_binding",
    "failed_call",
    "no_hit",
    "deduped_chunk",
    "knowledge_only",
    "plain_cause",
    "answer_extra",
    "no_claims",
    "noise",
    "large_output",
    "helper_tool",
    "real_telemetry",
    "noncritical_claim",
    "hedged_distractor",
    "hedged_fabrication",
    "trace_ref_binding",
    "hard",
    "retry_round",
    "multi_round",
    "excerpt_mismatch",
}


def _no_nan(token: str) -> float:
    raise ValueError(f"non-JSON number {token}")


@lru_cache(maxsize=2)
def load(split: str) -> tuple[dict[str, Any], ...]:
    """All cases of one split (NaN/Infinity refused)."""
    lines = (DATA / f"{split}.jsonl").read_text(encoding="utf-8").splitlines()
    return tuple(json.loads(line, parse_constant=_no_nan) for line in lines if line.strip())


def _all() -> list[tuple[str, dict[str, Any]]]:
    return [(s, c) for s in SPLITS for c in load(s)]


def _family(case: dict[str, Any]) -> str:
    fams = [t.split(":", 1)[1] for t in case["tags"] if t.startswith("family:")]
    assert len(fams) == 1, case["case_id"]
    return fams[0]


def _trace_refs(invs: list[ToolInvocation]) -> dict[str, str]:
    """T1, T2, … over evidence-bearing calls ordered by (round, input position)."""
    prof = default_profiles()
    ordered = sorted(enumerate(invs), key=lambda p: (p[1].round, p[0]))
    ev = [inv for _, inv in ordered if prof.get(inv.tool_name).evidence_bearing]
    return {f"T{i + 1}": inv.invocation_id for i, inv in enumerate(ev)}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def check_case_basics(case: dict[str, Any]) -> tuple[list[ToolInvocation], ParseResult]:
    """The rules every labeled set shares (dev, test, fresh); returns the invocations and the answer's parse.

    Top-level keys, valid tool invocations with unique ids, answer form = the ``structured`` tag,
    well-formed gold facts, and gold verdict = DESIGN's scoring of the gold labels.
    """
    assert set(case) == {"case_id", "tags", "input", "expected"}
    inp, exp = case["input"], case["expected"]
    invs = [ToolInvocation.model_validate(row) for row in inp["tool_invocations"]]
    inv_ids = [i.invocation_id for i in invs]
    assert len(inv_ids) == len(set(inv_ids)), "invocation ids must be unique in a session"
    parse = parse_executor_output(inp["executor_final_answer"])
    assert parse.ok == ("structured" in case["tags"]), (parse.status, parse.reason)
    for f in exp["facts"]:
        assert f["verification"] in LABELS
        assert isinstance(f["is_critical"], bool)
        assert isinstance(f["fact"], str) and f["fact"]
    assert exp["verdict"] == score_facts(exp["facts"]).verdict.value
    return invs, parse


@pytest.mark.parametrize("split", SPLITS)
def test_counts_and_unique_ids(split: str) -> None:
    cases = load(split)
    assert len(cases) >= MIN_CASES[split]
    ids = [c["case_id"] for c in cases]
    assert len(ids) == len(set(ids))


def test_splits_do_not_share_case_ids_or_answers() -> None:
    dev, test = load("dev"), load("test")
    assert not {c["case_id"] for c in dev} & {c["case_id"] for c in test}
    dev_facts = {f["fact"] for c in dev for f in c["expected"]["facts"]}
    test_facts = [f["fact"] for c in test for f in c["expected"]["facts"]]
    shared = sum(f in dev_facts for f in test_facts)
    # different phrasing banks: only a small share of facts may coincide word for word
    assert shared <= 0.1 * len(test_facts), shared


@pytest.mark.parametrize(("split", "case"), _all(), ids=lambda x: x["case_id"] if isinstance(x, dict) else x)
def test_case_is_valid(split: str, case: dict[str, Any]) -> None:
    # keys, invocations, answer form = tags, gold facts, gold verdict
    invs, parse = check_case_basics(case)
    inp, exp = case["input"], case["expected"]
    assert set(inp) == {"original_query", "executor_final_answer", "tool_invocations", "retry_context"}
    assert isinstance(inp["original_query"], str) and inp["original_query"]
    tags = set(case["tags"])
    assert tags <= KNOWN_TAGS | {t for t in tags if t.startswith("family:")}, tags - KNOWN_TAGS
    assert len(tags & FORM_TAGS) == 1
    _family(case)
    if "malformed_json" in tags:
        assert not parse.ok and "{" in inp["executor_final_answer"]

    facts = exp["facts"]
    if "no_claims" in tags:
        assert not [f for f in facts if f["is_critical"]]

    if not parse.ok:
        assert all("claim_id" not in f for f in facts)
        assert all(f["is_critical"] for f in facts)
        return

    out = parse.output
    assert out is not None
    claims = {c.claim_id: c for c in out.claims}
    gold_claims = [f for f in facts if "claim_id" in f]
    assert sorted(f["claim_id"] for f in gold_claims) == sorted(claims), "one gold fact per claim"
    for f in gold_claims:
        assert f["fact"] == claims[f["claim_id"]].claim_text
    for f in facts:
        if "claim_id" not in f:
            assert f["is_critical"] and f["fact"] in out.user_facing_answer
    if any("claim_id" not in f for f in facts):
        assert "answer_extra" in tags

    # references: every binding resolves unless the case is tagged bad_reference
    refs = _trace_refs(invs)
    by_id = {i.invocation_id: i for i in invs}
    chunk_ids = {
        ch["chunk_id"]
        for i in invs
        if i.tool_name == "lookup_knowledge" and isinstance(i.output, dict)
        for ch in i.output.get("chunks", [])
    }
    unresolved = 0
    for claim in out.claims:
        for b in claim.evidence_bindings:
            ok = (b.source_id in by_id or b.source_id in refs or b.source_id in chunk_ids) and all(
                s in by_id for s in b.source_invocation_ids
            )
            unresolved += not ok
    if "bad_reference" in tags:
        assert unresolved > 0
    else:
        assert unresolved == 0

    # a direct_evidence claim binds a successful direct call with a verbatim excerpt
    for f in gold_claims:
        if f["verification"] != "direct_evidence":
            continue
        claim = claims[f["claim_id"]]
        assert claim.evidence_bindings, f
        for b in claim.evidence_bindings:
            target = by_id.get(b.source_id) or by_id.get(refs.get(b.source_id, ""))
            assert target is not None and target.success
            assert target.tool_name in ("query_logs", "query_metrics")
            assert any(b.evidence_excerpt in s for s in _strings(target.output)), b.evidence_excerpt


@pytest.mark.parametrize("split", SPLITS)
def test_families_labels_and_mix(split: str) -> None:
    cases = load(split)
    fam_labels: dict[str, set[str]] = {}
    for c in cases:
        fam_labels.setdefault(_family(c), set()).update(f["verification"] for f in c["expected"]["facts"])
    assert len(fam_labels) >= 15
    missing = {fam: LABELS - labs for fam, labs in fam_labels.items() if LABELS - labs}
    assert not missing
    verdicts = Counter(c["expected"]["verdict"] for c in cases)
    for v in ("PASS", "LOW_CONFID", "REJECT"):
        assert 0.22 <= verdicts[v] / len(cases) <= 0.45, verdicts
    structured = sum("structured" in c["tags"] for c in cases) / len(cases)
    assert 0.5 <= structured <= 0.7
    tags = Counter(t for c in cases for t in c["tags"])
    for needed in (
        "malformed_json",
        "fenced_json",
        "unit_paraphrase",
        "case_paraphrase",
        "value_contradiction",
        "status_contradiction",
        "polarity_contradiction",
        "fabricated_error_code",
        "fabricated_exception",
        "fabricated_service",
        "fabricated_host",
        "fabricated_id",
        "bad_reference",
        "failed_call",
        "no_hit",
        "deduped_chunk",
        "answer_extra",
        "no_claims",
        "noise",
        "large_output",
        "helper_tool",
        "real_telemetry",
    ):
        assert tags[needed] > 0, needed


def test_real_telemetry_is_in_the_subset() -> None:
    """Every real-telemetry ERROR record quoted in a case is a verbatim message of the Nezha subset."""
    import csv

    messages = set()
    for path in sorted((DATA / "nezha_subset" / "log").glob("*.csv")):
        with open(path, newline="", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                messages.add(json.loads(row["Log"])["log"].strip())
    assert (DATA / "nezha_subset" / "LICENSE").exists()
    checked = 0
    for c in load("dev"):
        if "real_telemetry" not in c["tags"]:
            continue
        for inv in c["input"]["tool_invocations"]:
            if inv["tool_name"] == "query_logs" and inv["success"] and inv["output"]["logs"]:
                for rec in inv["output"]["logs"]:
                    assert any(rec["message"] in m for m in messages), rec["message"][:80]
                    checked += 1
                break
    assert checked > 0


@pytest.mark.parametrize("split", SPLITS)
def test_no_nan_and_size(split: str) -> None:
    path = DATA / f"{split}.jsonl"
    assert path.stat().st_size < 20_000_000
    for c in load(split):
        for inv in c["input"]["tool_invocations"]:
            out = inv["output"]
            if isinstance(out, dict):
                for s in out.get("series", []):
                    for k in ("max", "avg", "last"):
                        assert math.isfinite(s[k])


def test_generator_is_deterministic(tmp_path: Path) -> None:
    from benchmarks.generate import write_all

    write_all(tmp_path)
    for split in SPLITS:
        assert (tmp_path / f"{split}.jsonl").read_bytes() == (DATA / f"{split}.jsonl").read_bytes(), split


#: English wording of the phrasing banks (DEV_B's English sentences), not identifiers.
EN_BOILERPLATE = ("show", "shows", "current", "traceid")
_IDENT_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_.-:'$#[]()/!=>"


def _ascii_tokens(text: str) -> list[str]:
    """Latin identifiers of a fact (length ≥ 4), lower-cased: what a direct fact must take from evidence."""
    out, cur = [], ""
    for ch in text.lower() + " ":
        if ch in _IDENT_CHARS:
            cur += ch
        else:
            if len(cur.strip(".:-'=")) >= 4:
                out.append(cur.strip(".:-'="))
            cur = ""
    return out


@pytest.mark.parametrize("split", SPLITS)
def test_direct_facts_name_evidence_tokens(split: str) -> None:
    """A direct fact's Latin identifiers occur in successful direct outputs (construction sanity check)."""
    checked = 0
    for c in load(split):
        direct_text = " ".join(
            json.dumps(i["output"], ensure_ascii=False).lower()
            for i in c["input"]["tool_invocations"]
            if i["success"] and i["tool_name"] in ("query_logs", "query_metrics")
        )
        for f in c["expected"]["facts"]:
            if f["verification"] != "direct_evidence":
                continue
            for tok in _ascii_tokens(f["fact"]):
                if tok[0].isdigit() or not any(ch.isalpha() for ch in tok):
                    continue  # a value (maybe in another unit): checked by construction, not by text
                if tok in ("firing", "resolved", "trace", "error", *EN_BOILERPLATE):
                    continue
                assert tok in direct_text, (c["case_id"], f["fact"], tok)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("split", SPLITS)
def test_fabrications_are_absent_and_gaps_are_present(split: str) -> None:
    """Fabricated identifiers occur nowhere in the trace or query; failed/no-hit identifiers do occur."""
    for c in load(split):
        tags = set(c["tags"])
        hay = (json.dumps(c["input"]["tool_invocations"], ensure_ascii=False) + c["input"]["original_query"]).lower()
        contra = [f["fact"] for f in c["expected"]["facts"] if f["verification"] == "contradicted"]
        if tags & {"fabricated_error_code", "fabricated_exception", "fabricated_service", "fabricated_id"}:
            absent = [t for f in contra for t in _ascii_tokens(f) if t not in hay]
            assert absent, c["case_id"]
        invs = c["input"]["tool_invocations"]
        for inv in invs:
            if not inv["success"]:
                assert inv["output"] is None and inv["error"]
        if "failed_call" in tags:
            assert any(not inv["success"] for inv in invs), c["case_id"]
        if "no_hit" in tags:
            assert any(
                inv["success"]
                and inv["tool_name"] == "query_logs"
                and isinstance(inv["output"], dict)
                and inv["output"].get("total") == 0
                for inv in invs
            ), c["case_id"]


def test_readme_counts_are_current() -> None:
    """benchmarks/data/README.md carries the current counts (regenerate with benchmarks.generate.stats)."""
    from benchmarks.generate.stats import table

    readme = (DATA / "README.md").read_text(encoding="utf-8")
    for split in SPLITS:
        assert table(split) in readme, f"README counts for {split} are stale"
