"""Assemble the blind sets from the authors' folders (issue 10).

Each author folder holds ``cases.jsonl`` and ``windows.jsonl`` written by a blind author (see
``benchmarks/data/blind/authoring/BRIEF.md``). Cases are split by their number, fixed before
anyone ran the verifier on them: odd → ``blind-dev.jsonl``, even → ``blind-final.jsonl``.
Each case gains an ``author:<id>`` tag. One carrier fix: the authors' brief allowed a text
``retry_context``, the contract's is an object, so a text one is wrapped as ``{"gaps": text}``.
Nothing else is changed.

Run: ``python -m benchmarks.blind_sets AUTHORS_DIR`` (rewrites ``benchmarks/data/blind/``).

A later round whose cases are all held out (issue 12's second final set, written after the
first final set had been run twice) goes whole into one file, with its windows beside it:
``python -m benchmarks.blind_sets AUTHORS_DIR --final NAME`` writes ``NAME.jsonl`` and
``NAME.windows.jsonl`` and leaves the other files alone.
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
    final = argv[2] if len(argv) == 3 and argv[1] == "--final" else None
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
            sets["final" if final else split_of(case["case_id"])].append(json.dumps(case, ensure_ascii=False))
        windows += [ln for ln in (folder / "windows.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]
    if final:
        (OUT / f"{final}.jsonl").write_text("\n".join(sets["final"]) + "\n", encoding="utf-8")
        (OUT / f"{final}.windows.jsonl").write_text("\n".join(windows) + "\n", encoding="utf-8")
        print(len(sets["final"]), "cases,", len(windows), "windows")
        return 0
    for name, lines in sets.items():
        (OUT / f"blind-{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (OUT / "windows.jsonl").write_text("\n".join(windows) + "\n", encoding="utf-8")
    print({k: len(v) for k, v in sets.items()}, len(windows), "windows")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
