"""Hand-written hard cases (merged into dev.jsonl by the generator)."""

from __future__ import annotations

from typing import Any


def hard_cases() -> list[dict[str, Any]]:
    """The hand-written cases, each tagged ``hard``."""
    return []
