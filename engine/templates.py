"""The fixed, versioned user-facing templates in ``prompts/templates/`` (Chinese text as data)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from pydantic import BaseModel, ConfigDict, ValidationError

from matchers.errors import RuleDataError

#: Template version shipped with this release.
TEMPLATE_VERSION = "v1"
#: Template names, one Markdown file each (``prompts/templates/NAME.VERSION.md``).
TEMPLATE_NAMES: tuple[str, ...] = ("answer", "low_confid", "degraded")


class NextStepPhrases(BaseModel):
    """Next-step lines of the degraded template."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    failed_tool: str
    no_hit_tool: str
    contradicted: str
    no_evidence: str
    fallback: str


class Phrases(BaseModel):
    """Item formats and fixed lines used inside the templates (``phrases.VERSION.json``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    gap_heading: str
    gap_item: str
    gap_reason: dict[str, str]
    degraded_gap_item: str
    degraded_gap_kind: str
    confirmed_item: str
    none_confirmed: str
    no_gaps: str
    empty_answer: str
    unparsable_answer: str
    next_steps: NextStepPhrases


@dataclass(frozen=True)
class Templates:
    """One version of the templates, with ids and content hashes for the audit record."""

    version: str
    bodies: dict[str, str]
    phrases: Phrases
    hashes: dict[str, str]

    def template_id(self, name: str) -> str:
        """``name.version``, e.g. ``low_confid.v1``."""
        return f"{name}.{self.version}"


def read_template(name: str) -> str:
    """The text of ``prompts/templates/<name>`` (package data)."""
    return resources.files("prompts").joinpath("templates", name).read_text(encoding="utf-8")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


@lru_cache(maxsize=4)
def load_templates(version: str = TEMPLATE_VERSION) -> Templates:
    """Load and check one template version (cached: the files are immutable package data)."""
    bodies = {name: read_template(f"{name}.{version}.md") for name in TEMPLATE_NAMES}
    raw_phrases = read_template(f"phrases.{version}.json")
    try:
        phrases = Phrases.model_validate(json.loads(raw_phrases))
    except (ValidationError, json.JSONDecodeError) as exc:
        raise RuleDataError(f"prompts/templates/phrases.{version}.json: {exc}") from exc
    for name, body in bodies.items():
        if name != "answer" and "{gap_heading}" not in body:
            raise RuleDataError(f"prompts/templates/{name}.{version}.md: missing {{gap_heading}}")
    hashes = {name: _sha(body) for name, body in bodies.items()} | {"phrases": _sha(raw_phrases)}
    return Templates(version=version, bodies=bodies, phrases=phrases, hashes=hashes)
