"""Candidate summary lines: one concrete record each, deduplicated with a count, ranked.

A line is ``head + body`` in the record grammar (:mod:`engine.evidence.records`): the head
(``log level=ERROR service=… | ``, ``alert alert_name=… ``) is kept whole and only the body is
cut. Identical records collapse into one with a count. The rendered line starts with the
record's address ``#INDEX[xCOUNT][~]`` — the only numbers in a summary that the raw output does
not spell out (see :data:`COUNT_RE`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import IntEnum
from types import MappingProxyType

#: Matches the address that starts every summary line (strip it to check "nothing invented").
COUNT_RE = re.compile(r"^#\d+(?:x\d+)?~? ", re.MULTILINE)


class Category(IntEnum):
    """Kinds of concrete fact, in the order the summary keeps them."""

    HEADER = 0  # the result's own top-level scalars (total=…, status=…)
    LOG = 1  # log messages
    ERROR_CODE = 2  # error codes and exception names
    ALERT = 3
    SERIES = 4
    CHUNK = 5  # knowledge chunks
    OTHER = 6  # generic key=value records and plain text


#: Severity ranks by level word (lower is more important); unknown words rank like INFO.
SEVERITY: Mapping[str, int] = MappingProxyType(
    {
        "FATAL": 0,
        "CRITICAL": 0,
        "CRIT": 0,
        "EMERG": 0,
        "EMERGENCY": 0,
        "ALERT": 0,
        "PANIC": 0,
        "SEVERE": 0,
        "ERROR": 0,
        "ERR": 0,
        "WARN": 1,
        "WARNING": 1,
        "INFO": 2,
        "NOTICE": 2,
        "DEBUG": 3,
        "TRACE": 3,
        "FINE": 3,
    }
)
DEFAULT_SEVERITY = 2
#: Stack-frame and other continuation lines rank below everything of their category.
NOISE_SEVERITY = 4

_VALUE = re.compile(r"\d|[A-Za-z][._\-:/@][A-Za-z0-9]")


@dataclass(slots=True)
class Line:
    """One candidate line of an item's ``output_summary``."""

    head: str
    body: str
    category: int
    severity: int
    first: int  # index of the record's first occurrence in its output (its address)
    count: int = 1
    focus: int = 0  # distinct specific focus terms found in the line
    focus_common: int = 0  # distinct common focus terms (found on many lines) in the line
    focus_weight: int = 0  # sum over its specific terms of 1,000,000 // (lines holding the term): rare terms weigh most
    focus_pos: int = -1  # offset of the first focus hit inside ``body`` (-1: none or in the head)
    spans: list[tuple[int, int]] | None = None  # (start, end) in ``body`` of each specific focus term's first hit

    @property
    def text(self) -> str:
        """The full, uncut line."""
        return self.head + self.body

    @property
    def focused(self) -> bool:
        """True when the line names any focus term."""
        return bool(self.focus or self.focus_common)

    def rank(self) -> tuple[int, int, int, int, int, int, str, str]:
        """Sort key: focus weight (rare terms first), specific then common hits, category, severity, values, content.

        A record holding a term that few other records hold (the TraceID the answer quotes) comes
        before records that only share terms found on every line (the service name, the message).

        Ties break on the record's own content (its body, then its fields in sorted order), never on
        its position or key order, so the records an item keeps (and the verdict) depend on neither.
        """
        has_value = 0 if _VALUE.search(self.body) else 1
        focus, common = self.focus, self.focus_common
        return (
            -self.focus_weight,
            -(focus if focus < 9 else 9),
            -(common if common < 9 else 9),
            self.category,
            self.severity,
            has_value,
            self.body,
            " ".join(sorted(self.head.split(" "))),
        )


class LineBag:
    """Collects lines in input order; identical lines merge into one with a count."""

    def __init__(self) -> None:
        self._lines: dict[tuple[str, str], Line] = {}
        self._records = 0  # records added so far: the next record's index in its output

    def add(self, head: str, body: str, category: int, severity: int = DEFAULT_SEVERITY, count: int = 1) -> None:
        """Add one record (or ``count`` identical ones); a new line's ``first`` is the record's index."""
        key = (head, body)
        line = self._lines.get(key)
        if line is None:
            self._lines[key] = Line(head, body, category, severity, self._records, count)
        else:
            line.count += count
        self._records += count

    def lines(self) -> list[Line]:
        """The distinct lines, in first-seen order."""
        return list(self._lines.values())

    def __len__(self) -> int:
        return len(self._lines)
