"""Assemble the blind sets from the authors' folders (issue 10).

Each author folder holds ``cases.jsonl`` and ``windows.jsonl`` written by a blind author (see
``benchmarks/data/blind/authoring/BRIEF.md``). Cases are split by their number, fixed before
anyone ran the verifier on them: odd → ``blind-dev.jsonl``, even → ``blind-final.jsonl``.
Each case gains an ``author:<id>`` tag. One carrier fix: the authors' brief allowed a text
``retry_context``, the contract's is an object, so a text one is wrapped as ``{"gaps": text}``.
Nothing else is changed.

Run: ``python -m benchmarks.blind_sets AUTHORS_DIR`` (rewrites ``benchmarks/data/blind/``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "data" / "blind"


def split_of(case_id: str) -> str:
    """``dev`` for odd-numbered cases (``bA-001``), ``final`` for even ones."""
    return "dev" if int(case_id.rsplit("-", 1)[1]) % 2 else "final"


def main(argv: list[str]) -> int:
    src = Path(argv[0])
    sets: dict[str, list[str]] = {"dev": [], "final": []}
    windows: list[str] = []
    for folder in sorted(p for p in src.iterdir() if (p / "cases.jsonl").is_file()):
        author = folder.name
        for line in (folder / "cases.jsonl").read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            case["tags"] = [*case["tags"], f"author:{author}"]
            if isinstance(case["input"].get("retry_context"), str):
                case["input"]["retry_context"] = {"gaps": case["input"]["retry_context"]}
            sets[split_of(case["case_id"])].append(json.dumps(case, ensure_ascii=False))
        windows += [ln for ln in (folder / "windows.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]
    for name, lines in sets.items():
        (OUT / f"blind-{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (OUT / "windows.jsonl").write_text("\n".join(windows) + "\n", encoding="utf-8")
    print({k: len(v) for k, v in sets.items()}, len(windows), "windows")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
