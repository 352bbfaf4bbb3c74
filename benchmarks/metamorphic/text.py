"""Text helpers shared by the metamorphic transforms: walking outputs, the contract, literals.

Everything here is deterministic: randomness comes only from :func:`rng`, seeded by the case
id and the transform name through SHA-256 (never Python's salted ``hash``).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

from extractors.json_extract import find_json_object
from extractors.parser import parse_executor_output

#: Keys of the built-in outputs whose lists are records (order carries no meaning).
RECORD_LISTS = ("logs", "alerts", "series", "chunks")
#: Record fields that name an entity.
ENTITY_KEYS = ("service", "host", "pod", "node", "instance", "component", "hostname", "PodName")
#: The span of one ``"evidence_excerpt": "<literal>"`` pair in raw contract text.
EXCERPT_SPAN = re.compile(r'"evidence_excerpt"\s*:\s*"(?:[^"\\]|\\.)*"')


def rng(case_id: str, name: str) -> random.Random:
    """A generator seeded by (case id, transform name), the same on every run and machine."""
    seed = int.from_bytes(hashlib.sha256(f"{case_id}\x00{name}".encode()).digest()[:8], "big")
    return random.Random(seed)


def map_strings(value: Any, fn: Callable[[str], str]) -> Any:
    """``value`` with ``fn`` applied to every string in it (keys kept), recursively."""
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, list):
        return [map_strings(v, fn) for v in value]
    if isinstance(value, dict):
        return {k: map_strings(v, fn) for k, v in value.items()}
    return value


def walk_records(value: Any) -> Iterator[dict[str, Any]]:
    """Every dict nested in ``value`` (records and containers alike), depth first."""
    if isinstance(value, dict):
        yield value
        for v in value.values():
            yield from walk_records(v)
    elif isinstance(value, list):
        for v in value:
            yield from walk_records(v)


def case_text(inp: dict[str, Any]) -> str:
    """All text of a case input (query, answer, every tool input, output and error) as one string."""
    parts = [str(inp.get("original_query") or ""), str(inp.get("executor_final_answer") or ""),
             str(inp.get("retry_context") or "")]
    for inv in inp.get("tool_invocations") or []:
        parts.append(json.dumps(inv.get("input"), ensure_ascii=False))
        parts.append(output_text(inv.get("output")))
        parts.append(str(inv.get("error") or ""))
    return "\n".join(parts)


def output_text(output: Any) -> str:
    """The text of one tool output: the string itself, or its JSON."""
    return output if isinstance(output, str) else json.dumps(output, ensure_ascii=False)


def contract_of(answer: str) -> dict[str, Any] | None:
    """The answer's contract as a JSON dict when it parses as one, else ``None``."""
    if parse_executor_output(answer).output is None:
        return None
    found = find_json_object(answer)
    return found.value if isinstance(found.value, dict) else None


def replace_literal(raw: str, key: str, old: str, new: str) -> str | None:
    """Replace the JSON string value ``old`` of ``key`` in raw contract text by ``new``.

    Tries the literal as ``json.dumps`` writes it with and without ``ensure_ascii``; ``None``
    when the pair is not found verbatim.
    """
    new_lit = json.dumps(new, ensure_ascii=False)
    for old_lit in dict.fromkeys((json.dumps(old, ensure_ascii=False), json.dumps(old))):
        pat = re.compile(r'("' + re.escape(key) + r'"\s*:\s*)' + re.escape(old_lit))
        out, n = pat.subn(lambda m: m.group(1) + new_lit, raw)
        if n:
            return out
    return None


def replace_outside_excerpts(raw: str, pattern: re.Pattern[str], repl: str) -> tuple[str, int]:
    """``pattern.subn(repl, raw)`` except inside ``evidence_excerpt`` values (they quote the output)."""
    out: list[str] = []
    pos = total = 0
    for m in EXCERPT_SPAN.finditer(raw):
        part, n = pattern.subn(lambda _m: repl, raw[pos:m.start()])
        out += [part, m.group(0)]
        total += n
        pos = m.end()
    part, n = pattern.subn(lambda _m: repl, raw[pos:])
    out.append(part)
    return "".join(out), total + n


def token_pattern(token: str) -> re.Pattern[str]:
    """``token`` as a whole token: not glued to identifier characters on either side."""
    return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(token) + r"(?![A-Za-z0-9_])")
