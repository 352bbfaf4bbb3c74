"""Make the second labeller's view: a deterministic >=25 % sample of the cases, labels removed.

Usage: python3 prepare.py OUT_DIR N_PARTS  (reads /work/blind/out/*/cases.jsonl)
Writes OUT_DIR/part-K.jsonl (cases with expected.verdict and each fact's verification and
is_critical removed; fact texts, claim_ids and origins kept) and OUT_DIR/sample_ids.txt.
"""
import hashlib, json, sys
from pathlib import Path

OUT = Path(sys.argv[1]); PARTS = int(sys.argv[2])
cases = []
for f in sorted(Path("/work/blind/out").glob("*/cases.jsonl")):
    cases += [json.loads(l) for l in f.read_text(encoding="utf-8").splitlines() if l.strip()]
def key(c):
    return hashlib.sha256(c["case_id"].encode()).hexdigest()
ranked = sorted(cases, key=key)
n = -(-len(cases) * 27 // 100)  # 27 %, rounded up
sample = sorted(ranked[:n], key=lambda c: c["case_id"])
OUT.mkdir(parents=True, exist_ok=True)
(OUT / "sample_ids.txt").write_text("\n".join(c["case_id"] for c in sample) + "\n")
for k in range(PARTS):
    with open(OUT / f"part-{k + 1}.jsonl", "w", encoding="utf-8") as fh:
        for c in sample[k::PARTS]:
            facts = [{kk: v for kk, v in f.items() if kk in ("fact", "claim_id", "origin")} for f in c["expected"]["facts"]]
            view = {"case_id": c["case_id"], "input": c["input"], "facts_to_label": facts}
            fh.write(json.dumps(view, ensure_ascii=False) + "\n")
print(len(cases), "cases;", len(sample), "sampled into", PARTS, "parts")
