"""Loading rule data files: read bundled package data, parse YAML, validate against a schema.

Every rule file (cue words, glossary, identifier labels, polarity, units, …) goes through
:func:`load_yaml_model`, so a bad file always fails the same way: a :class:`RuleDataError`
naming the file and the first problem.
"""

from __future__ import annotations

from importlib import resources
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from matchers.errors import RuleDataError

M = TypeVar("M", bound=BaseModel)


def read_data(name: str, *, package: str = "matchers") -> str:
    """The text of ``<package>/data/<name>``, shipped as package data."""
    return resources.files(package).joinpath(f"data/{name}").read_text(encoding="utf-8")


#: libyaml's safe loader when PyYAML was built with it (same objects as ``SafeLoader``, several times faster).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def safe_load(text: str) -> object:
    """``yaml.safe_load`` through libyaml when available: rule data loads on every cold start."""
    return yaml.load(text, Loader=_LOADER)  # noqa: S506 - a safe loader (CSafeLoader or SafeLoader)


def load_yaml_model(model: type[M], name: str, text: str | None = None, *, package: str = "matchers") -> M:
    """Validate YAML ``text`` (the bundled ``data/<name>`` when None) as ``model``.

    Raises:
        RuleDataError: the YAML does not parse or does not fit the schema.
    """
    if text is None:
        text = read_data(name, package=package)
    try:
        return model.model_validate(safe_load(text))
    except (ValidationError, yaml.YAMLError) as exc:
        raise RuleDataError(f"{name} is invalid: {str(exc).splitlines()[0]}") from exc
