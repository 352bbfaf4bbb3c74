"""Turning pydantic validation errors into one-line messages that name the field path."""

from __future__ import annotations

from pydantic import ValidationError

from matchers.errors import ErrorCode, InputError, field_path

__all__ = ["field_path", "input_error"]


def input_error(exc: ValidationError, prefix: str = "") -> InputError:
    """The first validation error as an :class:`InputError` naming its field."""
    first = exc.errors()[0]
    path = field_path(tuple(first["loc"]), prefix)
    code = ErrorCode.E103 if first["type"] == "missing" else ErrorCode.E102
    return InputError(f"field {path}: {first['msg']}", code=code, field=path)
