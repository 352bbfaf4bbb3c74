"""Agreement between the authors' gold and the second labeller's labels.

Usage: python3 compare.py RELABEL_DIR  (reads RELABEL_DIR/labels-*.jsonl: {"case_id", "verdict",
"facts": [{"index", "verification", "is_critical"}]}) -> prints agreement and writes disagreements.json
"""
import json, sys
from collections import Counter
from pathlib import Path

D = Path(sys.argv[1])
gold = {}
for f in sorted(Path("/work/blind/out").glob("*/cases.jsonl")):
    for l in f.read_text(encoding="utf-8").splitlines():
        if l.strip():
            c = json.loads(l); gold[c["case_id"]] = c
second = {}
for f in sorted(D.glob("labels-*.jsonl")):
    for l in f.read_text(encoding="utf-8").splitlines():
        if l.strip():
            r = json.loads(l); second[r["case_id"]] = r
def kappa(pairs):
    n = len(pairs)
    if not n: return 0.0
    po = sum(a == b for a, b in pairs) / n
    ca, cb = Counter(a for a, _ in pairs), Counter(b for _, b in pairs)
    pe = sum(ca[k] * cb[k] for k in set(ca) | set(cb)) / (n * n)
    return (po - pe) / (1 - pe) if pe < 1 else 1.0
vpairs, fpairs, cpairs, dis = [], [], [], []
for cid, r in sorted(second.items()):
    g = gold.get(cid)
    if g is None: continue
    vpairs.append((g["expected"]["verdict"], r["verdict"]))
    gf = g["expected"]["facts"]
    for sf in r["facts"]:
        i = sf["index"]
        if not 0 <= i < len(gf): continue
        fpairs.append((gf[i]["verification"], sf["verification"]))
        cpairs.append((gf[i].get("is_critical", True), sf.get("is_critical", True)))
        if gf[i]["verification"] != sf["verification"] or gf[i].get("is_critical", True) != sf.get("is_critical", True):
            dis.append({"case_id": cid, "index": i, "fact": gf[i].get("fact") or gf[i].get("claim_id"),
                        "gold": gf[i]["verification"], "gold_critical": gf[i].get("is_critical", True),
                        "second": sf["verification"], "second_critical": sf.get("is_critical", True),
                        "gold_note": gf[i].get("note"), "second_note": sf.get("note")})
    if g["expected"]["verdict"] != r["verdict"]:
        dis.append({"case_id": cid, "verdict_gold": g["expected"]["verdict"], "verdict_second": r["verdict"]})
def agree(p): return sum(a == b for a, b in p) / len(p) if p else 0.0
print(f"cases relabelled: {len(vpairs)}; verdict agreement {agree(vpairs):.3f} (kappa {kappa(vpairs):.3f}); "
      f"fact labels {len(fpairs)}: agreement {agree(fpairs):.3f} (kappa {kappa(fpairs):.3f}); "
      f"criticality agreement {agree(cpairs):.3f}")
print("fact confusion (gold -> second):", dict(Counter(f"{a}->{b}" for a, b in fpairs if a != b)))
(D / "disagreements.json").write_text(json.dumps(dis, ensure_ascii=False, indent=1))
print(len(dis), "disagreement records written")
