"""The one error root of chat-verifier and its catalogue of stable codes.

Every exception the library raises on purpose is a :class:`VerifierError` (or a subclass)
carrying a stable ``code`` such as ``E101`` and, where it applies, the ``field`` path that
was wrong. The catalogue lives here, in the lowest package, so that ``matchers``,
``extractors`` and ``engine`` share it without importing upwards.
"""

from __future__ import annotations

from enum import StrEnum


class ErrorCode(StrEnum):
    """Stable error codes; the message templates are the values' documentation."""

    E001 = "E001"  # rule data file failed its schema check
    E002 = "E002"  # a registry name is already taken by a different object
    E003 = "E003"  # an unknown registry name was asked for
    E004 = "E004"  # an optional dependency is missing
    E101 = "E101"  # input is not valid JSON
    E102 = "E102"  # input JSON has the wrong shape or types
    E103 = "E103"  # a required field is missing
    E104 = "E104"  # an input exceeds a documented limit (engine.limits)
    E201 = "E201"  # executor output could not be parsed as the contract
    E301 = "E301"  # LLM extraction failed (timeout, HTTP error, invalid output)
    E401 = "E401"  # store / persistence failure
    E501 = "E501"  # benchmark data invalid


class VerifierError(Exception):
    """Root of every error raised by chat-verifier on purpose.

    Args:
        message: human-readable text (one line).
        code: stable catalogue code.
        field: dotted path of the offending field, when the error is about one.
    """

    default_code: ErrorCode = ErrorCode.E102

    def __init__(self, message: str, *, code: ErrorCode | None = None, field: str | None = None) -> None:
        self.code = code or self.default_code
        self.field = field
        self.message = message
        super().__init__(f"[{self.code.value}] {message}")


class RuleDataError(VerifierError):
    """A rule data file (patterns, cue words, units) failed validation."""

    default_code = ErrorCode.E001


class RegistryError(VerifierError):
    """A registry was asked to overwrite a name, or for a name it lacks."""

    default_code = ErrorCode.E002


class MissingDependencyError(VerifierError):
    """An optional dependency is not installed; the message says which extra to install."""

    default_code = ErrorCode.E004


class InputError(VerifierError):
    """Caller input is malformed; ``field`` names the path."""

    default_code = ErrorCode.E102


class LimitExceededError(InputError):
    """An input exceeds one of the documented limits (``engine.limits.Limits``); ``limit`` names it, ``field`` the path.

    Defined here, beside the other errors, so that the parser in ``extractors`` can raise it too;
    ``engine.limits`` re-exports it.

    Args:
        limit: the ``Limits`` field name, e.g. ``max_answer_chars``.
        value: the measured size.
        maximum: the configured maximum.
        field: the input path that is too large, e.g. ``executor_final_answer``.
    """

    default_code = ErrorCode.E104

    def __init__(self, limit: str, value: int, maximum: int, *, field: str) -> None:
        self.limit = limit
        self.value = value
        self.maximum = maximum
        where = "the input" if field == "$" else field
        super().__init__(f"{where} exceeds {limit}: {value} > {maximum}", field=field)


def field_path(loc: tuple[object, ...], prefix: str = "") -> str:
    """``("tool_invocations", 0, "round")`` → ``tool_invocations[0].round`` (after ``prefix``)."""
    out = prefix
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out or "$"
