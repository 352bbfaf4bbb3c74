"""Hypothesis: the rule-based extraction never raises, keeps spans inside the text, and is deterministic."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from extractors import extract_facts, parse_executor_output
from extractors.json_recover import recover_string_fields

PIECES = st.sampled_from(
    [
        "ts-basic-service",
        "出现",
        "java.lang.IllegalStateException",
        "可能",
        "建议",
        "。",
        "，",
        "\n",
        "- ",
        "1. ",
        "## ",
        "**",
        "`",
        "错误率",
        "37.5%",
        "{",
        "}",
        '"claim_text": "',
        '"',
        "\\",
        "\\u4e2d",
        "？",
        "ERR_X_1",
        " ",
        "日志显示",
        "没有",
        "firing",
        "|",
        "```",
        "（1）",
        "1）",
        "根因是",
    ]
)
TEXT = st.one_of(st.lists(PIECES, max_size=40).map("".join), st.text(max_size=200))


@settings(max_examples=150, deadline=None)
@given(TEXT)
def test_rules_extraction_total_and_spans_in_bounds(text):
    parse = parse_executor_output(text)
    first = extract_facts(parse)
    assert first == extract_facts(parse)
    for f in first.facts:
        if f.span is None:
            continue
        assert (
            0
            <= f.span.start
            <= f.span.end
            <= len(text if f.source_field == "executor_final_answer" else parse.output.user_facing_answer)
        )
        assert f.fact.strip()


@settings(max_examples=150, deadline=None)
@given(TEXT)
def test_recovered_offsets_are_monotonic(text):
    for field in recover_string_fields(text):
        assert len(field.offsets) == len(field.text) + 1
        assert list(field.offsets) == sorted(field.offsets)
        a, b = field.raw_span(0, len(field.text))
        assert 0 <= a <= b <= len(text)
