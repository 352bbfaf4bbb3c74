"""``python -m benchmarks.generate.stats``: counts per family, label, verdict, form and tag (Markdown)."""

from __future__ import annotations

import json
import sys
from collections import Counter

from benchmarks.generate import DATA
from benchmarks.generate.cases import LABELS

VERDICTS = ("PASS", "LOW_CONFID", "REJECT")


def table(split: str) -> str:
    """A Markdown summary of one split."""
    cases = [json.loads(line) for line in (DATA / f"{split}.jsonl").read_text(encoding="utf-8").splitlines()]
    fams: dict[str, Counter[str]] = {}
    for c in cases:
        fam = next(t.split(":", 1)[1] for t in c["tags"] if t.startswith("family:"))
        cnt = fams.setdefault(fam, Counter())
        cnt["cases"] += 1
        cnt[c["expected"]["verdict"]] += 1
        cnt["structured" if "structured" in c["tags"] else "nl"] += 1
        for f in c["expected"]["facts"]:
            cnt[f["verification"]] += 1
    cols = ["cases", *VERDICTS, "structured", "nl", *LABELS]
    lines = [f"### {split}.jsonl — {len(cases)} cases", "",
             "| family | " + " | ".join(cols) + " |", "|" + " --- |" * (len(cols) + 1)]
    total: Counter[str] = Counter()
    for fam in sorted(fams):
        total.update(fams[fam])
        lines.append(f"| {fam} | " + " | ".join(str(fams[fam][k]) for k in cols) + " |")
    lines.append("| **total** | " + " | ".join(str(total[k]) for k in cols) + " |")
    crit = Counter(f["verification"] for c in cases for f in c["expected"]["facts"] if f["is_critical"])
    lines += ["", "Critical facts by label: " + ", ".join(f"{k} {crit[k]}" for k in LABELS) + "."]
    tags = Counter(t for c in cases for t in c["tags"] if not t.startswith("family:"))
    lines += ["", "Tags: " + ", ".join(f"`{t}` {n}" for t, n in sorted(tags.items())) + "."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    out = "\n".join(table(s) for s in (sys.argv[1:] or ["dev", "test"]))
    sys.stdout.write(out)

