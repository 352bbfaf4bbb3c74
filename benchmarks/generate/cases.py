"""Generate whole labeled sets: per family, a shuffled mix of verdict targets and answer forms."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from rapidfuzz import fuzz

from benchmarks.generate.atoms import CONTRA, DIRECT, INDIRECT, NONE, Atom, AtomMaker, pick_kinds
from benchmarks.generate.builder import EXTRA_OK, CaseBuilder, dump_contract, gold_verdict, malform, plan_labels
from benchmarks.generate.families import FAMILIES
from benchmarks.generate.nezha import REAL_FAMILIES, RealFamily
from benchmarks.generate.phrasing import Bank
from benchmarks.generate.world import World, hexid, real_world, synthetic_world

LABELS = (DIRECT, INDIRECT, NONE, CONTRA)
#: An answer_extra sentence stays well below DESIGN's coverage threshold (80) against every claim.
COVER_MARGIN = 65


def _fab_ids(world: World, rng: random.Random) -> None:
    world.fab_host = f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    world.fab_id = hexid(rng, 32)


def _haystack(case_input: dict[str, Any]) -> str:
    return json.dumps(case_input["tool_invocations"], ensure_ascii=False) + "\n" + case_input["original_query"]


def _nl_text(bank: Bank, sentences: list[str], rng: random.Random) -> str:
    hook = bank.render_nl
    if hook is not None:
        return hook(sentences, rng)
    layout = rng.choice(bank.nl_layouts)
    sents = [s if s.endswith("。") else s + "。" for s in sentences]
    if layout == "inline":
        return "".join(sents)
    if layout == "lines":
        return "\n".join(sents)
    if layout == "numbered":
        return "\n".join(f"{i + 1}. {s}" for i, s in enumerate(sents))
    return "\n".join(f"- {s}" for s in sents)


def build_case(case_id: str, world: World, bank: Bank, rng: random.Random, target: str, form: str) -> dict[str, Any]:
    """One case. ``form`` is structured | prose | malformed."""
    _fab_ids(world, rng)
    nl = form != "structured"
    cb = CaseBuilder(case_id, world, bank, rng)
    maker = AtomMaker(world, bank, rng)
    plan, subtype = plan_labels(rng, target)
    kinds: list[str] = []
    for label, k in plan:
        kinds += pick_kinds(rng, label, k, kinds, nl)
    atoms: list[Atom] = [maker.make(k) for k in kinds]
    rng.shuffle(atoms)
    if not nl and rng.random() < 0.35:
        atoms.append(maker.make(rng.choice(["hyp", "rec"])))
    # answer_extra: one critical, uncovered sentence in user_facing_answer
    if form == "structured":
        cands = [a for a in atoms if a.kind in EXTRA_OK and a.critical]
        if cands and rng.random() < 0.3:
            pick = rng.choice(cands)
            # the extra sentence must not be covered by any claim (else the sweep would drop it)
            if all(fuzz.partial_ratio(pick.text, o.text) < COVER_MARGIN for o in atoms if o is not pick):
                pick.extra = True
                cb._tag("answer_extra")
    cb.build_invocations(atoms)
    hedges = cb.hedges(rng.randint(0, 2) if subtype != "no_claims" else rng.randint(1, 3))
    if subtype == "no_claims":
        cb._tag("no_claims")
    facts: list[dict[str, Any]] = []
    if form == "structured":
        claims = cb.claims(atoms)
        for a, c in zip([a for a in atoms if not a.extra], claims, strict=True):
            facts.append({"fact": a.text, "claim_id": c["claim_id"], "is_critical": a.critical,
                          "verification": a.label})
        for a in atoms:
            if a.extra:
                facts.append({"fact": a.text, "is_critical": True, "verification": a.label, "origin": "answer_extra"})
        sentences = [a.text for a in atoms] + hedges
        rng.shuffle(sentences)
        contract = {
            "answer_version": rng.choice(["v1", "1.0", 2]),
            "diagnosis_summary": rng.choice(bank.summary).replace("{svc}", world.svc),
            "claims": claims,
            "hypotheses": [h for h in hedges if h not in bank.advice][:1],
            "recommended_actions": [rng.choice(bank.advice).replace("{svc}", world.svc)],
            "missing_info": [],
            "user_facing_answer": (bank.render_ufa(sentences, rng) if bank.render_ufa
                                   else "".join(s if s.endswith("。") else s + "。" for s in sentences)),
        }
        layout = rng.choice(bank.json_layouts)
        answer = dump_contract(contract, layout)
        cb._tag("structured")
        if layout in ("fenced", "prose_fenced", "fence_nolang"):
            cb._tag("fenced_json")
    elif form == "prose":
        crit = [a for a in atoms if a.critical]
        sentences = [a.text for a in crit] + hedges
        rng.shuffle(sentences)
        answer = _nl_text(bank, sentences, rng)
        facts = [{"fact": a.text, "is_critical": True, "verification": a.label} for a in crit]
        cb._tag("natural_language")
    else:
        crit = [a for a in atoms if a.critical]
        claims = cb.claims(crit, malformed=True)
        contract = {
            "answer_version": "v1",
            "diagnosis_summary": rng.choice(bank.summary).replace("{svc}", world.svc),
            "claims": claims,
            "hypotheses": [h for h in hedges if h not in bank.advice],
            "recommended_actions": [rng.choice(bank.advice).replace("{svc}", world.svc)],
            "missing_info": [],
        }
        how = rng.choice(bank.malform_styles)
        answer = malform(contract, how)
        if rng.random() < 0.5:
            answer = "```json\n" + answer + "\n```"
            cb._tag("fenced_json")
        facts = [{"fact": a.text, "is_critical": True, "verification": a.label} for a in crit]
        cb._tag("natural_language", "malformed_json")
    for a in atoms:
        if a.critical or form == "structured":
            for t in a.tags:
                cb._tag(t)
    if world.real:
        cb._tag("real_telemetry")
    case_input = {"original_query": world.query, "executor_final_answer": answer,
                  "tool_invocations": cb.invocations, "retry_context": cb.retry_context}
    hay = _haystack(case_input)
    for a in atoms:
        if a.kind == "polarity" and not any(r["level"] == "ERROR" and r["service"] == world.svc for r in world.records):
            raise AssertionError(f"{case_id}: a polarity contradiction needs ERROR lines of {world.svc}")
        if a.kind.startswith("fab_") and a.excerpt in hay:
            raise AssertionError(f"{case_id}: fabricated {a.excerpt!r} occurs in the trace")
    verdict = gold_verdict(facts)
    return {"case_id": case_id, "tags": sorted(cb.tags), "input": case_input,
            "expected": {"verdict": verdict, "facts": facts}}


def _plan(rng: random.Random, n: int) -> list[tuple[str, str]]:
    targets = [["PASS", "LOW_CONFID", "REJECT"][i % 3] for i in range(n)]
    forms = ["structured"] * round(n * 0.6) + ["prose"] * round(n * 0.24)
    forms += ["malformed"] * (n - len(forms))
    rng.shuffle(targets)
    rng.shuffle(forms)
    return list(zip(targets, forms, strict=True))


def generate_set(bank: Bank, seed: int, per_family: int,
                 queries_attr: str | Mapping[str, tuple[str, ...]]) -> list[dict[str, Any]]:
    """All generated cases of one split, family by family (deterministic for a seed).

    ``queries_attr`` names a family attribute holding the query templates, or maps family names to them.
    """
    out: list[dict[str, Any]] = []
    fams: list[Any] = list(FAMILIES) + list(REAL_FAMILIES)
    for fam in fams:
        queries = getattr(fam, queries_attr) if isinstance(queries_attr, str) else queries_attr[fam.name]
        for attempt in range(20):
            rng = random.Random(f"{seed}:{fam.name}:{attempt}")
            cases = []
            for i, (target, form) in enumerate(_plan(rng, per_family)):
                world = (real_world(fam, rng, queries) if isinstance(fam, RealFamily)
                         else synthetic_world(fam, rng, queries))
                cases.append(build_case(f"{bank.name}-{fam.name}-{i + 1:03d}", world, bank, rng, target, form))
            labels = {f["verification"] for c in cases for f in c["expected"]["facts"]}
            if all(lab in labels for lab in LABELS):
                break
        out.extend(cases)
    return out
