"""Parse the Executor's final answer into the structured contract, or say exactly why not."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from extractors.contracts import Claim, ExecutorStructuredOutput, ParseResult, ParseStatus
from extractors.json_extract import JSONFound, find_json_object
from extractors.json_safe import MAX_JSON_DEPTH
from matchers.errors import field_path


def parse_executor_output(raw: str, *, max_depth: int = MAX_JSON_DEPTH) -> ParseResult:
    """Parse ``raw`` as :class:`ExecutorStructuredOutput`.

    Accepts one JSON object alone, inside Markdown fences, or with text around it. A
    failure never yields a contract; it carries a status, a reason and, for schema
    violations, the first offending field path. ``raw`` is always kept unchanged. A contract
    that names a key twice or holds a lone surrogate (a surrogate escape) is invalid JSON (the reason
    names the path).

    Raises:
        LimitExceededError: brackets in ``raw`` nest deeper than ``max_depth`` (``max_json_depth``).
    """
    if not isinstance(raw, str):
        return ParseResult(
            status=ParseStatus.NOT_AN_OBJECT, raw=str(raw), reason=f"answer is {type(raw).__name__}, not text"
        )
    found = find_json_object(raw, max_depth=max_depth)
    if found.kind == "absent":
        status = ParseStatus.EMPTY if not raw.strip() else ParseStatus.NO_JSON
        return ParseResult(status=status, raw=raw, reason=found.error)
    if found.kind == "invalid":
        return ParseResult(status=ParseStatus.INVALID_JSON, raw=raw, reason=found.error)
    if found.kind == "non_object":
        return ParseResult(status=ParseStatus.NOT_AN_OBJECT, raw=raw, reason=found.error)
    try:
        output = ExecutorStructuredOutput.model_validate(found.value)
    except ValidationError as exc:
        if found.error is not None:
            # A fragment of a broken outer object: report the JSON error, not the fragment's shape.
            return ParseResult(status=ParseStatus.INVALID_JSON, raw=raw, reason=found.error)
        first = exc.errors()[0]
        path = field_path(tuple(first["loc"]))
        salvaged = _salvage_claims(found.value)
        return ParseResult(
            status=ParseStatus.SCHEMA_VIOLATION,
            raw=raw,
            reason=f"{path}: {first['msg']}",
            field=path,
            salvaged=salvaged,
            json_span=_span(found) if salvaged is not None else None,
        )
    return ParseResult(status=ParseStatus.PARSED, raw=raw, output=output, json_span=_span(found))


def _span(found: JSONFound) -> tuple[int, int] | None:
    return (found.start, found.end) if found.start is not None and found.end is not None else None


def _salvage_claims(value: Any) -> ExecutorStructuredOutput | None:
    """The claims of a contract that failed its schema only outside them (a missing ``diagnosis_summary``).

    Read as prose instead, a claim bound to a call that does not exist would pass as a plain
    statement; kept as claims, their bindings are checked. Any invalid claim, or no ``claims``
    list, gives None (the natural-language fallback then reads the text).
    """
    claims = value.get("claims") if isinstance(value, dict) else None
    if not isinstance(claims, list) or not claims:
        return None
    try:
        valid = [Claim.model_validate(c) for c in claims]
    except ValidationError:
        return None
    answer = value.get("user_facing_answer")
    return ExecutorStructuredOutput.model_construct(
        answer_version=str(value.get("answer_version", "")),
        diagnosis_summary="",
        claims=valid,
        hypotheses=[],
        recommended_actions=[],
        missing_info=[],
        user_facing_answer=answer if isinstance(answer, str) else "",
    )
