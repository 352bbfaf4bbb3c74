"""Evidence references: existing trace_ref or invocation id, excerpt fuzzy-matching the referenced output."""

from __future__ import annotations

import pytest

from matchers.references import EvidenceSource, ReferenceChecker

SOURCES = [
    EvidenceSource("T1", ("inv-2",), "[ERROR] ts-basic-service: ERR_DB_POOL_EXHAUSTED"),
    EvidenceSource("T2", ("inv-3",), "alert HighErrorRate service=ts-basic-service status=firing value=37.5"),
]


@pytest.mark.parametrize(
    ("source_id", "ids", "excerpt", "rule"),
    [
        ("inv-2", ["inv-2"], "ERR_DB_POOL_EXHAUSTED", "resolved"),
        ("T2", [], "HighErrorRate", "resolved"),
        ("T2", ["inv-3"], "status=firing value=37.5", "resolved"),
        ("kb-123", ["inv-3"], "HighErrorRate", "resolved"),
        ("inv-9", ["inv-9"], "ERR_DB_POOL_EXHAUSTED", "unknown_reference"),
        ("T7", [], "ERR_DB_POOL_EXHAUSTED", "unknown_reference"),
        ("inv-2", ["inv-2"], "HighErrorRate", "excerpt_mismatch"),
        ("inv-3", ["inv-3"], "value=38.5", "excerpt_mismatch"),
        ("inv-2", ["inv-2"], "", "empty_excerpt"),
        # a trace ref listed among the invocation ids names its item; one of no item is still unknown
        ("5", ["T1"], "ERR_DB_POOL_EXHAUSTED", "resolved"),
        ("5", ["T1"], "HighErrorRate", "excerpt_mismatch"),
        ("5", ["T9"], "ERR_DB_POOL_EXHAUSTED", "unknown_reference"),
    ],
)
def test_binding(source_id: str, ids: list[str], excerpt: str, rule: str) -> None:
    r = ReferenceChecker().check(source_id, ids, excerpt, SOURCES)
    assert r.rule == rule
    assert r.matched is (rule == "resolved")
