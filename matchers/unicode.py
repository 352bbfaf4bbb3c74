"""Unicode before matching: NFKC, invisible characters stripped (and reported), look-alike letters detected.

- :func:`normalize_text` — what every matcher compares: invisible characters (zero-width and
  bidi controls, soft hyphen, BOM) removed, then NFKC (full-width ``ＥＲＲ＿１`` → ``ERR_1``).
- :func:`invisible_chars` — which invisible characters a text held, by code point, so a
  caller can say so (``detail``) instead of silently dropping them.
- :class:`DisguiseDetector` — identifiers written with look-alike letters, in the spirit of
  Unicode TS #39: a token that mixes Latin with Cyrillic or Greek look-alikes
  (``java.lang.ОutОfMеmоryЕrrоr``), or a token written only in look-alikes whose Latin
  *skeleton* names an identifier of the evidence (``ѕеrvісе`` for ``service``). The look-alike
  table is data (``matchers/data/confusables.yaml``).

Pure functions on plain text, no imports from the other packages.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel, ConfigDict

from matchers.ruledata import load_yaml_model

__all__ = ["Disguise", "DisguiseDetector", "invisible_chars", "normalize_text", "strip_invisible"]

#: Zero-width characters, bidi controls (embeddings, overrides, isolates, marks), soft hyphen, BOM.
INVISIBLE = re.compile("[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
_LETTERS = "0-9A-Za-z\u0370-\u03ff\u0400-\u052f"
#: A word of Latin, Greek or Cyrillic letters and digits, parts joined by identifier separators.
_TOKEN = re.compile(f"[{_LETTERS}]+(?:[-_.:/@#]+[{_LETTERS}]+)*")


def strip_invisible(text: str) -> str:
    """``text`` without zero-width and bidi control characters."""
    return text if text.isascii() else INVISIBLE.sub("", text)


def invisible_chars(text: str) -> list[str]:
    """The invisible characters of ``text``, as ``U+200B`` names, each once, in order of appearance."""
    if text.isascii():
        return []
    return list(dict.fromkeys(f"U+{ord(c):04X}" for c in INVISIBLE.findall(text)))


def normalize_text(text: str) -> str:
    """The comparison form of any text: invisible characters stripped, then NFKC."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFKC", INVISIBLE.sub("", text))


class _Confusables(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    cyrillic: dict[str, str]
    greek: dict[str, str]


@cache
def _table() -> tuple[dict[str, str], dict[str, str]]:
    """(look-alike → Latin letter, look-alike → script name)."""
    data = load_yaml_model(_Confusables, "confusables.yaml")
    latin: dict[str, str] = {}
    script: dict[str, str] = {}
    for name, table in (("Cyrillic", data.cyrillic), ("Greek", data.greek)):
        for k, v in table.items():
            latin[k] = v
            script[k] = name
    return latin, script


@dataclass(frozen=True)
class Disguise:
    """One disguised token: as written, its Latin skeleton, and why (``mixes Latin and Cyrillic``)."""

    token: str
    skeleton: str
    reason: str

    def describe(self) -> str:
        """One phrase for a ``detail``."""
        return f"{self.token!r} is a disguise of {self.skeleton!r} ({self.reason})"


@dataclass(frozen=True)
class DisguiseDetector:
    """Finds identifiers written with look-alike letters (a matcher: pure, plain text in, results out)."""

    name: str = "unicode.disguise.v1"
    kind: str = "disguise"

    def find(self, text: str, evidence: str = "") -> list[Disguise]:
        """Disguised tokens of ``text`` (normalised first).

        ``evidence`` (lowercased text) decides the whole-script look-alikes: a skeleton it names.
        """
        norm = normalize_text(text)
        if norm.isascii():
            return []
        latin, script = _table()
        out: list[Disguise] = []
        for m in _TOKEN.finditer(norm):
            tok = m.group(0)
            if tok.isascii():
                continue
            fakes = [c for c in tok if c in latin]
            if not fakes:
                continue
            skeleton = "".join(latin.get(c, c) for c in tok)
            scripts = sorted({script[c] for c in fakes})
            has_latin = any("a" <= c.lower() <= "z" for c in tok if c.isascii())
            others = [c for c in tok if not c.isascii() and c not in latin]
            if others:
                continue  # a real word of that script (or another one), not a Latin look-alike
            if has_latin:
                out.append(Disguise(tok, skeleton, f"mixes Latin and {' and '.join(scripts)} look-alike letters"))
            elif skeleton.isascii() and evidence and skeleton.lower() in evidence:
                out.append(Disguise(tok, skeleton, f"{' and '.join(scripts)} letters spelling an evidence identifier"))
        return out
