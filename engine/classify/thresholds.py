"""The classification thresholds: one validated data file, shares on one 0–1 scale (``engine/data/thresholds.yaml``)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from matchers.errors import ErrorCode, VerifierError
from matchers.ruledata import safe_load

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "data" / "thresholds.yaml"


class _Shares(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    coverage: float = Field(ge=0.0, le=1.0)
    coverage_specific: float = Field(ge=0.0, le=1.0)
    coverage_words_only: float = Field(ge=0.0, le=1.0)
    coverage_weak: float = Field(ge=0.0, le=1.0)
    phrase_cutoff: float = Field(ge=0.0, le=1.0)
    phrase_word_share: float = Field(ge=0.0, le=1.0)


class _Counts(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    free_terms: int = Field(ge=0)


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    shares: _Shares
    counts: _Counts


class Thresholds(_Shares):
    """Every threshold the checks use: the shares (0–1) and the counts (see the commented data file)."""

    free_terms: int = Field(ge=0)


def load_thresholds(text: str | None = None) -> Thresholds:
    """Thresholds from YAML text (default: the bundled file); a bad file is a ``VerifierError`` naming the key."""
    raw = safe_load(text if text is not None else DEFAULT_PATH.read_text(encoding="utf-8"))
    try:
        f = _File.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise VerifierError(f"thresholds: {where}: {first['msg']}", code=ErrorCode.E001, field=where) from None
    return Thresholds(**f.shares.model_dump(), **f.counts.model_dump())


@lru_cache(maxsize=1)
def default_thresholds() -> Thresholds:
    """The bundled thresholds, read once (immutable)."""
    return load_thresholds()
