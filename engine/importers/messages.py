"""Shared shape checks of the message-list formats: finding the list, its roles, its dict items."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.importers.errors import MissingTraceValueError, TraceImportError


def message_list(obj: Any, keys: Sequence[str] = ("messages",), base: str = "messages") -> tuple[list[Any], str]:
    """The message list of ``obj`` (a bare list, or under one of ``keys``) and its path prefix."""
    if isinstance(obj, list):
        items, where = obj, base
    elif isinstance(obj, Mapping):
        key = next((k for k in keys if k in obj), None)
        if key is None:
            raise MissingTraceValueError(keys[0], f"no {' or '.join(keys)} list in the payload")
        items, where = obj[key], key
    else:
        raise TraceImportError("$", f"expected a list of messages or an object, got {type(obj).__name__}")
    if not isinstance(items, list):
        raise TraceImportError(where, f"must be a list, got {type(items).__name__}")
    if not items:
        raise TraceImportError(where, "empty message list: nothing to import")
    return items, where


def as_mapping(item: Any, where: str) -> Mapping[str, Any]:
    """``item`` when it is an object, else one error naming ``where``."""
    if not isinstance(item, Mapping):
        raise TraceImportError(where, f"expected an object, got {type(item).__name__}")
    return item


def unknown_role(where: str, role: Any, known: Sequence[str]) -> TraceImportError:
    """The error for a message role the format does not have."""
    return TraceImportError(f"{where}.role", f"unknown role {role!r} (expected one of: {', '.join(known)})")


def items_of(value: Any, where: str) -> list[Any]:
    """``value`` as a list (None → empty), else one error naming ``where``."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise TraceImportError(where, f"must be a list, got {type(value).__name__}")
    return value


def looks_like(obj: Any, keys: Sequence[str] = ("messages",)) -> list[Any]:
    """The candidate message list of ``obj`` for detection (never raises; empty when none)."""
    if isinstance(obj, list):
        return obj
    if isinstance(obj, Mapping):
        for k in keys:
            if isinstance(obj.get(k), list):
                return obj[k]
    return []
