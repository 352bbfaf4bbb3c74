"""Writes ``hostile_lines.jsonl``: good cases mixed with lines that must each be one error.

Run ``python -m tests.data.make_hostile_lines`` to rebuild it (the file is committed; the
test reads the file, not this script). Each bad line is a copy of a good case with one defect,
and its ``case_id`` names the defect.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).with_name("hostile_lines.jsonl")


def _good() -> list[dict]:
    names = ("example-pass.json", "example-reject.json", "example-low-confid.json")
    return [json.loads((ROOT / "benchmarks/examples" / n).read_text(encoding="utf-8")) for n in names]


def _variant(case: dict, case_id: str) -> dict:
    out = copy.deepcopy(case)
    out["case_id"] = case_id
    return out


def lines() -> list[tuple[str, str]]:
    """(line, expected: ``ok`` or the field the error names) in file order."""
    good = _good()
    out: list[tuple[str, str]] = []

    def add(obj: dict, expect: str) -> None:
        out.append((json.dumps(obj, ensure_ascii=True), expect))

    add(good[0], "ok")
    v = _variant(good[0], "bad-lone-surrogate")
    v["input"]["executor_final_answer"] = "order-service \ud800 出错"
    add(v, "executor_final_answer")
    add(good[1], "ok")
    v = _variant(good[0], "bad-deep")
    v["input"]["tool_invocations"][0]["input"] = {"q": "DEEP"}
    text = json.dumps(v, ensure_ascii=True).replace('"DEEP"', "[" * 1000 + '"x"' + "]" * 1000, 1)
    out.append((text, "max_json_depth"))
    v = _variant(good[1], "bad-success-yes")
    v["input"]["tool_invocations"][0]["success"] = "yes"
    add(v, "input.tool_invocations[0].success")
    v = _variant(good[1], "bad-round-true")
    v["input"]["tool_invocations"][0]["round"] = True
    add(v, "input.tool_invocations[0].round")
    v = _variant(good[2], "bad-repeated-invocation-id")
    invs = v["input"]["tool_invocations"]
    invs.append({**copy.deepcopy(invs[0]), "output": "another call under the same id"})
    add(v, f"input.tool_invocations[{len(invs) - 1}].invocation_id")
    add(good[2], "ok")
    # A key named twice: splice a second "success" into the first invocation's JSON text.
    text = json.dumps(_variant(good[0], "bad-duplicate-key"), ensure_ascii=True)
    text = text.replace('"success": true', '"success": false, "success": true', 1)
    out.append((text, "success"))
    text = json.dumps(_variant(good[1], "bad-nan"), ensure_ascii=True).replace('"round": 1', '"round": NaN', 1)
    out.append((text, "round"))
    out.append(('{"case_id": "bad-truncated", "input": {"original_query": "q", "executor_', "invalid JSON"))
    add({**_variant(good[0], "second-good")}, "ok")
    return out


def main() -> None:
    """Write the fixture file."""
    OUT.write_text("".join(line + "\n" for line, _ in lines()), encoding="utf-8")
    print(f"wrote {OUT} ({len(lines())} lines)")


if __name__ == "__main__":
    main()
