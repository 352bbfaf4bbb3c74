"""Tool profiles: which tools bear evidence, at what level, in which domain.

The registry is an explicit :class:`ToolProfiles` object. Defaults come from the commented
data file ``engine/data/tool_profiles.yaml`` (checked against a schema when it loads). Override
them from code (:meth:`ToolProfiles.with_overrides`, or pass a mapping of overrides to
``summarize_trace``) or from a data file of your own (:meth:`ToolProfiles.from_file`, or pass
its path): a file with ``extends: default`` only lists what it changes.

Documented default for a tool nobody listed: evidence-bearing, ``direct``, domain ``generic``
(the ``unknown:`` entry; override it like any other).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from engine.contracts import ToolProfile
from matchers.errors import RuleDataError, field_path
from matchers.ruledata import read_data, safe_load

#: Input keys ignored when deciding whether two calls ask the same question (merge key), by default.
DEFAULT_VOLATILE_KEYS = (
    "start",
    "end",
    "start_time",
    "end_time",
    "from",
    "to",
    "since",
    "until",
    "time_range",
    "range",
    "limit",
    "page",
    "page_size",
    "offset",
    "size",
    "cursor",
    "timeout",
    "request_id",
)


class _ProfileFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1]
    extends: Literal["default"] | None = None
    unknown: ToolProfile | None = None
    volatile_input_keys: list[str] | None = None
    tools: dict[str, ToolProfile] = {}


class ToolProfiles:
    """An explicit tool-name → :class:`ToolProfile` table with a documented default for unknown tools.

    Args:
        tools: profiles by tool name.
        unknown: the profile of a tool not in ``tools`` (default: evidence-bearing, direct, generic).
        volatile_input_keys: input keys that do not change the topic of a call (time range, paging).
    """

    def __init__(
        self,
        tools: Mapping[str, ToolProfile],
        unknown: ToolProfile | None = None,
        volatile_input_keys: tuple[str, ...] | list[str] | None = None,
    ) -> None:
        self._tools = dict(tools)
        self.unknown = unknown or ToolProfile()
        self.volatile_input_keys = tuple(DEFAULT_VOLATILE_KEYS if volatile_input_keys is None else volatile_input_keys)

    @classmethod
    def from_data(cls, data: Any, *, source: str = "<data>", base: ToolProfiles | None = None) -> ToolProfiles:
        """Validate a parsed profile table; with ``extends: default`` (or ``base``) it only lists changes."""
        try:
            parsed = _ProfileFile.model_validate(data)
        except ValidationError as exc:
            err = exc.errors()[0]
            where = field_path(tuple(err["loc"]))
            raise RuleDataError(f"{source}: invalid tool profiles at {where}: {err['msg']}") from exc
        if base is None and parsed.extends == "default":
            base = default_profiles()
        if base is None:
            return cls(parsed.tools, parsed.unknown, parsed.volatile_input_keys)
        merged = base.with_overrides(parsed.tools)
        return cls(
            merged._tools,
            parsed.unknown or base.unknown,
            base.volatile_input_keys if parsed.volatile_input_keys is None else parsed.volatile_input_keys,
        )

    @classmethod
    def from_file(cls, path: str | Path, *, base: ToolProfiles | None = None) -> ToolProfiles:
        """Load a YAML or JSON profile table (see ``engine/data/tool_profiles.yaml`` for the keys)."""
        try:
            text = Path(path).read_text(encoding="utf-8")
            data = safe_load(text)
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
            raise RuleDataError(f"{path}: cannot read tool profiles: {exc}") from exc
        return cls.from_data(data, source=str(path), base=base)

    def get(self, tool_name: str) -> ToolProfile:
        """The profile for ``tool_name`` (the unknown-tool default when unlisted)."""
        return self._tools.get(tool_name, self.unknown)

    def with_overrides(
        self, overrides: Mapping[str, ToolProfile | Mapping[str, Any]], *, unknown: ToolProfile | None = None
    ) -> ToolProfiles:
        """A new table with ``overrides`` applied (and optionally a new unknown-tool default); this one is unchanged."""
        tools = dict(self._tools)
        for name, prof in overrides.items():
            try:
                tools[name] = prof if isinstance(prof, ToolProfile) else ToolProfile.model_validate(prof)
            except ValidationError as exc:
                raise RuleDataError(f"tool profile {name!r}: {exc.errors()[0]['msg']}") from exc
        return ToolProfiles(tools, unknown or self.unknown, self.volatile_input_keys)

    def names(self) -> list[str]:
        """Listed tool names."""
        return sorted(self._tools)

    def __contains__(self, tool_name: object) -> bool:
        return tool_name in self._tools


@lru_cache(maxsize=1)
def default_profiles() -> ToolProfiles:
    """The bundled default table, loaded once per process."""
    text = read_data("tool_profiles.yaml", package="engine")
    return ToolProfiles.from_data(safe_load(text), source="engine/data/tool_profiles.yaml")


def resolve_profiles(profiles: ToolProfiles | Mapping[str, Any] | str | Path | None) -> ToolProfiles:
    """Accept None (defaults), a ToolProfiles, a path to a profile file, or a mapping of overrides on the defaults."""
    if profiles is None:
        return default_profiles()
    if isinstance(profiles, ToolProfiles):
        return profiles
    if isinstance(profiles, str | Path):
        return ToolProfiles.from_file(profiles)
    return default_profiles().with_overrides(profiles)
