"""Tool profiles: which tools bear evidence, at what level, in which domain.

Defaults come from ``engine/data/tool_profiles.yaml``; override per call with a mapping,
or load a whole table from a YAML/JSON file with :meth:`ToolProfiles.from_file`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from engine.contracts import ToolProfile
from matchers.errors import RuleDataError


class _ProfileFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int
    unknown: ToolProfile = ToolProfile()
    tools: dict[str, ToolProfile]


class ToolProfiles:
    """An explicit tool-name → :class:`ToolProfile` table with a documented default for unknown tools."""

    def __init__(self, tools: Mapping[str, ToolProfile], unknown: ToolProfile | None = None) -> None:
        self._tools = dict(tools)
        self.unknown = unknown or ToolProfile()

    @classmethod
    def from_data(cls, data: Any, *, source: str = "<data>") -> ToolProfiles:
        """Validate a parsed profile table (the YAML schema above)."""
        try:
            parsed = _ProfileFile.model_validate(data)
        except ValidationError as exc:
            raise RuleDataError(f"{source}: invalid tool profiles: {exc.errors()[0]['msg']}") from exc
        return cls(parsed.tools, parsed.unknown)

    @classmethod
    def from_file(cls, path: str | Path) -> ToolProfiles:
        """Load a YAML or JSON profile table."""
        text = Path(path).read_text(encoding="utf-8")
        return cls.from_data(yaml.safe_load(text), source=str(path))

    def get(self, tool_name: str) -> ToolProfile:
        """The profile for ``tool_name`` (the unknown-tool default when unlisted)."""
        return self._tools.get(tool_name, self.unknown)

    def with_overrides(self, overrides: Mapping[str, ToolProfile | Mapping[str, Any]]) -> ToolProfiles:
        """A new table with ``overrides`` applied; this one is unchanged."""
        tools = dict(self._tools)
        for name, prof in overrides.items():
            tools[name] = prof if isinstance(prof, ToolProfile) else ToolProfile.model_validate(prof)
        return ToolProfiles(tools, self.unknown)

    def names(self) -> list[str]:
        """Listed tool names."""
        return sorted(self._tools)


@lru_cache(maxsize=1)
def default_profiles() -> ToolProfiles:
    """The bundled default table, loaded once per process."""
    text = resources.files("engine").joinpath("data/tool_profiles.yaml").read_text(encoding="utf-8")
    return ToolProfiles.from_data(yaml.safe_load(text), source="engine/data/tool_profiles.yaml")


def resolve_profiles(profiles: ToolProfiles | Mapping[str, Any] | None) -> ToolProfiles:
    """Accept None (defaults), a ToolProfiles, or a mapping of overrides on top of the defaults."""
    if profiles is None:
        return default_profiles()
    if isinstance(profiles, ToolProfiles):
        return profiles
    return default_profiles().with_overrides(profiles)
