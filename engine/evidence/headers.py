"""Entity fields of a plain-text log line, read from its header by well-known formats kept as data.

``engine/data/log_headers.yaml`` lists the formats (RFC 3164 syslog and the log_format
templates published with the Loghub benchmark: HDFS, Hadoop/log4j, Spark, ZooKeeper, BGL, HPC,
Thunderbird, OpenStack). The first format whose pattern matches the start of a line gives the
line's entity fields (``host``, ``node``, ``service``, ``component``); a line no format knows
gives none. Patterns are anchored and run on a bounded prefix, so the cost per line is bounded.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

import yaml
from pydantic import BaseModel, ConfigDict, field_validator

from matchers.errors import RuleDataError

__all__ = ["HEADER_FIELDS", "header_fields", "log_formats"]

#: The header groups kept as record fields (entity fields of :data:`engine.evidence.records.ENTITY_FIELDS`).
HEADER_FIELDS = ("host", "node", "service", "pod", "component", "ts")
#: Only this many leading characters of a line are matched.
HEADER_SPAN = 400


class LogFormat(BaseModel):
    """One header format: a name and an anchored regex whose named groups are field names."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    pattern: str

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, v: str) -> str:
        try:
            rx = re.compile(v)
        except re.error as exc:
            raise ValueError(f"bad regex: {exc}") from exc
        if not v.startswith("^"):
            raise ValueError("a header pattern must be anchored with ^")
        unknown = set(rx.groupindex) - set(HEADER_FIELDS)
        if unknown:
            raise ValueError(f"unknown group(s) {sorted(unknown)}; allowed: {HEADER_FIELDS}")
        return v


class LogFormats(BaseModel):
    """The validated format file."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int
    formats: tuple[LogFormat, ...]


@lru_cache(maxsize=1)
def log_formats() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(name, compiled pattern) of every bundled format, in file order."""
    text = resources.files("engine").joinpath("data/log_headers.yaml").read_text(encoding="utf-8")
    try:
        data = LogFormats.model_validate(yaml.safe_load(text))
    except ValueError as exc:
        raise RuleDataError(f"engine/data/log_headers.yaml: {exc}") from exc
    return tuple((f.name, re.compile(f.pattern)) for f in data.formats)


def header_fields(line: str) -> list[tuple[str, str]]:
    """The entity fields a known header format reads from ``line`` (in :data:`HEADER_FIELDS` order), or []."""
    return list(_header_fields(line[:HEADER_SPAN]))


@lru_cache(maxsize=16384)
def _header_fields(head: str) -> tuple[tuple[str, str], ...]:
    # Memoised by the line's head (pure): the summary renders and reads every text line's header
    # more than once, and log lines recur between traces.
    for _, rx in log_formats():
        m = rx.match(head)
        if m is not None:
            return tuple((k, v) for k in HEADER_FIELDS if (v := m.groupdict().get(k)))
    return ()
