"""Shared CLI input handling: one JSON object or JSON Lines, from a file or stdin."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Record:
    """One input record: its label for messages (case id or line number), the value or the parse error."""

    label: str
    value: Any = None
    error: str | None = None


def read_text(path: str) -> str:
    """Read ``path`` (``-`` for stdin) as UTF-8, replacing undecodable bytes."""
    if path == "-":
        return sys.stdin.buffer.read().decode("utf-8", errors="replace")
    return Path(path).read_bytes().decode("utf-8", errors="replace")


def iter_records(text: str) -> Iterator[Record]:
    """Yield one record for a whole-text JSON object, else one per non-empty JSON Lines line."""
    stripped = text.strip()
    if not stripped:
        yield Record("input", error="input is empty")
        return
    try:
        whole = json.loads(stripped)
    except json.JSONDecodeError:
        whole = None
    else:
        yield Record(_label(whole, "input"), whole)
        return
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            yield Record(f"line {n}", error=f"invalid JSON: {exc.msg} at column {exc.colno}")
            continue
        yield Record(_label(value, f"line {n}"), value)


def _label(value: Any, default: str) -> str:
    if isinstance(value, dict) and isinstance(value.get("case_id"), str | int):
        return f"case {value['case_id']}"
    return default


def dumps(obj: Any) -> str:
    """Compact, deterministic JSON for stdout."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
