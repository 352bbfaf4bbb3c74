"""Input limits of a Verifier: documented maxima, each exceeded with its own error naming the field.

A limit refuses an input; it never cuts one. (A summary *budget* is different: it bounds the
Verifier input built from raw tool outputs, and every cut it makes is recorded in the item.)

The defaults are documented in DESIGN.md ("Limits") and in ``docs``; every one is
configurable on :class:`engine.Verifier` (``Verifier(limits=Limits(max_answer_chars=...))``),
and the HTTP service reports the effective values at ``GET /v1/limits``.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from matchers.errors import LimitExceededError

__all__ = ["DEFAULT_LIMITS", "LimitExceededError", "Limits"]


class Limits(BaseModel):
    """Maxima one verification accepts; all positive integers."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    max_input_bytes: int = Field(8 * 1024 * 1024, gt=0, description="UTF-8 bytes of one whole input document")
    max_answer_chars: int = Field(200_000, gt=0, description="characters of executor_final_answer")
    max_output_bytes: int = Field(4 * 1024 * 1024, gt=0, description="UTF-8 bytes of one tool invocation's output")
    max_invocations: int = Field(500, gt=0, description="tool invocations in one case")
    max_json_depth: int = Field(64, gt=0, description="nesting depth of any JSON document read")
    max_claims: int = Field(500, gt=0, description="claims in one executor contract")


DEFAULT_LIMITS = Limits()
