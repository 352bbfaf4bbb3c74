"""Structured JSON logs: one object per line on stderr, the access log carrying the request id.

The access log records route, status, duration, tenant, key id and verdict; never a body, an
answer text or a key (``Authorization`` is never read into a log record).
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import MutableMapping
from typing import Any

__all__ = ["ACCESS_LOGGER", "JsonFormatter", "logging_config", "note"]

#: The access log's logger name.
ACCESS_LOGGER = "chat_verifier.access"


def note(scope: MutableMapping[str, Any], **fields: Any) -> None:
    """Add fields (tenant, key_id, verdict) to a request's access-log line and metric labels (its ASGI scope)."""
    scope.setdefault("state", {}).setdefault("log", {}).update(fields)


class JsonFormatter(logging.Formatter):
    """``{"ts", "level", "logger", "msg", …fields}``; fields come from ``extra={"fields": {...}}``."""

    def format(self, record: logging.LogRecord) -> str:
        """One JSON line for ``record``."""
        out: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            out.update(fields)
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)


def logging_config(level: str = "info") -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for uvicorn and the service: every logger as JSON on stderr."""
    lvl = level.upper()
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": JsonFormatter}},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}},
        "root": {"handlers": ["stderr"], "level": lvl},
        "loggers": {
            "uvicorn": {"handlers": [], "level": lvl, "propagate": True},
            "uvicorn.error": {"handlers": [], "level": lvl, "propagate": True},
            "uvicorn.access": {"handlers": [], "level": "WARNING", "propagate": False},
            ACCESS_LOGGER: {"handlers": ["stderr"], "level": "INFO", "propagate": False},
        },
    }
