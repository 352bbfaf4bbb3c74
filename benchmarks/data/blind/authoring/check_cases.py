"""Structural checker for blind cases (standard library only; knows nothing of the verifier).

Usage: python3 check_cases.py DIR_OR_CASES_JSONL [...]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

SOURCES = Path(__file__).resolve().parent / "sources"
LABELS = {"direct_evidence", "indirect_support", "no_evidence", "contradicted"}
VERDICTS = {"PASS", "LOW_CONFID", "REJECT"}
NONCRIT = {"hypothesis", "recommendation", "action", "background", "context", "next_step"}
FENCE = re.compile(r"```(?:json|JSON)?\s*\n(.*?)\n\s*```", re.S)


def verdict_of(facts):
    crit = [f["verification"] for f in facts if f.get("is_critical", True)]
    if "contradicted" in crit:
        return "REJECT"
    if crit and all(v in ("direct_evidence", "indirect_support") for v in crit) and "direct_evidence" in crit:
        return "PASS"
    return "LOW_CONFID"


def parse_contract(text):
    cands = [text.strip()] + [m.group(1) for m in FENCE.finditer(text)]
    s, e = text.find("{"), text.rfind("}")
    if 0 <= s < e:
        cands.append(text[s:e + 1])
    for c in cands:
        try:
            obj = json.loads(c)
        except (ValueError, RecursionError):
            continue
        if isinstance(obj, dict) and isinstance(obj.get("claims"), list):
            return obj
    return None


def fold(s):
    return re.sub(r"[\s*`#>\-•·]+", "", s).lower()


def check_case(c, where, problems, warnings):
    def bad(msg):
        problems.append(f"{where}: {msg}")

    for k in ("case_id", "tags", "input", "expected"):
        if k not in c:
            bad(f"missing {k}")
            return
    tags = c["tags"]
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        bad("tags must be a list of strings")
        return
    for p in ("source:", "format:", "class:"):
        if not any(t.startswith(p) for t in tags):
            bad(f"no {p}* tag")
    inp = c["input"]
    for k in ("original_query", "executor_final_answer"):
        if not isinstance(inp.get(k), str) or not inp[k].strip():
            bad(f"input.{k} must be a non-empty string")
    invs = inp.get("tool_invocations")
    if not isinstance(invs, list) or not invs:
        bad("input.tool_invocations must be a non-empty list")
        return
    ids = set()
    for i, v in enumerate(invs):
        w = f"input.tool_invocations[{i}]"
        for k in ("invocation_id", "session_id", "round", "tool_name", "input", "output", "success", "error"):
            if k not in v:
                bad(f"{w}.{k} missing")
        if v.get("invocation_id") in ids:
            bad(f"{w}.invocation_id repeated")
        ids.add(v.get("invocation_id"))
        if not isinstance(v.get("round"), int) or isinstance(v.get("round"), bool) or v.get("round", 0) < 1:
            bad(f"{w}.round must be an int >= 1")
        if not isinstance(v.get("success"), bool):
            bad(f"{w}.success must be a bool")
        if not isinstance(v.get("input"), dict):
            bad(f"{w}.input must be an object")
        if v.get("error") is not None and not isinstance(v.get("error"), str):
            bad(f"{w}.error must be a string or null")
        if v.get("success") is False and not v.get("error"):
            warnings.append(f"{where}: {w} failed call without an error text")
    exp = c["expected"]
    if exp.get("verdict") not in VERDICTS:
        bad("expected.verdict invalid")
        return
    facts = exp.get("facts")
    if not isinstance(facts, list) or not facts:
        bad("expected.facts must be a non-empty list")
        return
    for j, f in enumerate(facts):
        if f.get("verification") not in LABELS:
            bad(f"expected.facts[{j}].verification invalid")
            return
        if not isinstance(f.get("is_critical", True), bool):
            bad(f"expected.facts[{j}].is_critical must be a bool")
        if not (f.get("claim_id") or (isinstance(f.get("fact"), str) and f["fact"].strip())):
            bad(f"expected.facts[{j}] needs fact text or claim_id")
        if not f.get("note"):
            warnings.append(f"{where}: expected.facts[{j}] has no note")
    v = verdict_of(facts)
    if v != exp["verdict"]:
        bad(f"expected.verdict {exp['verdict']} but the labels give {v}")
    contract = parse_contract(inp.get("executor_final_answer", ""))
    answer = fold(inp.get("executor_final_answer", ""))
    if contract is not None:
        claims = {cl.get("claim_id"): cl for cl in contract["claims"] if isinstance(cl, dict)}
        fact_ids = {f.get("claim_id") for f in facts if f.get("claim_id")}
        for cid, cl in claims.items():
            if cid not in fact_ids:
                bad(f"claim {cid} has no gold fact")
        for f in facts:
            cid = f.get("claim_id")
            if cid and cid not in claims:
                bad(f"gold fact claim_id {cid} is not a claim of the contract")
            elif cid:
                if f.get("fact") and f["fact"] != claims[cid].get("claim_text"):
                    bad(f"fact of {cid} must equal its claim_text")
                crit = str(claims[cid].get("claim_type", "")) not in NONCRIT
                if f.get("is_critical", True) != crit:
                    bad(f"is_critical of {cid} must be {crit} (claim_type {claims[cid].get('claim_type')})")
            elif f.get("origin") != "answer_extra":
                bad("a fact without claim_id in a parsed contract needs origin answer_extra")
            elif fold(f.get("fact", "")) not in fold(str(contract.get("user_facing_answer", ""))):
                bad(f"answer_extra fact not found in user_facing_answer: {f.get('fact')!r}")
    else:
        for f in facts:
            if f.get("claim_id"):
                warnings.append(f"{where}: answer does not parse as a contract; claim_id {f['claim_id']} "
                                "will be aligned by text")
            if f.get("fact") and fold(f["fact"]) not in answer:
                bad(f"fact text not found in the answer: {f['fact']!r}")
    return c["case_id"]


def check_windows(path, cases, problems):
    if not path.exists():
        problems.append(f"{path}: missing")
        return
    by_id = {c["case_id"]: c for c in cases}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        w = json.loads(line)
        where = f"{path.name}:{n}"
        src = SOURCES / w.get("source", "")
        if w.get("case_id") not in by_id:
            problems.append(f"{where}: unknown case_id {w.get('case_id')}")
            continue
        if not src.is_file():
            problems.append(f"{where}: no source file {w.get('source')}")
            continue
        first, last = w.get("lines", [0, 0])
        lines = src.read_text(encoding="utf-8", errors="replace").splitlines()
        if not (1 <= first <= last <= len(lines)):
            problems.append(f"{where}: lines {first}-{last} out of range (file has {len(lines)})")
            continue
        invs = {v.get("invocation_id"): v for v in by_id[w["case_id"]]["input"]["tool_invocations"]}
        inv = invs.get(w.get("invocation_id"))
        if inv is None:
            problems.append(f"{where}: unknown invocation_id {w.get('invocation_id')}")
            continue
        out = inv.get("output")
        if isinstance(out, str):
            have = set(out.splitlines())
            window = lines[first - 1:last]
            if not any(ln in have for ln in window):
                problems.append(f"{where}: no line of the window appears verbatim in the output")


def main(argv):
    problems, warnings, total = [], [], 0
    for arg in argv:
        p = Path(arg)
        files = [p / "cases.jsonl"] if p.is_dir() else [p]
        for f in files:
            cases, seen = [], set()
            for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
                if not line.strip():
                    continue
                try:
                    c = json.loads(line)
                except ValueError as exc:
                    problems.append(f"{f.name}:{n}: not JSON ({exc})")
                    continue
                cid = check_case(c, f"{f.name}:{n} {c.get('case_id')}", problems, warnings)
                if cid in seen:
                    problems.append(f"{f.name}:{n}: case_id {cid} repeated")
                seen.add(cid)
                cases.append(c)
            total += len(cases)
            if p.is_dir():
                check_windows(p / "windows.jsonl", cases, problems)
            verdicts = {}
            for c in cases:
                verdicts[c["expected"].get("verdict")] = verdicts.get(c["expected"].get("verdict"), 0) + 1
            print(f"{f}: {len(cases)} cases, verdicts {verdicts}")
    for w in warnings:
        print("warning:", w)
    for p in problems:
        print("PROBLEM:", p)
    print(f"{total} cases, {len(problems)} problems, {len(warnings)} warnings")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
