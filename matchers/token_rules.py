"""Token rules and phrase lists matched in plain Python, with spaCy's ``Matcher`` / ``PhraseMatcher`` results.

The bundled multi-token rules (``HTTP 503``, ``exit code 137``, ``1213 (40001)``, errno names,
Kubernetes reasons) use a small part of spaCy's pattern language. For that part this module
gives the matches spaCy gives — every ``(rule, start, end)`` of every rule, overlapping ones
included, as ``Matcher`` (no ``greedy``) and ``PhraseMatcher(attr="LOWER")`` return them — without
importing spaCy (about a second of CPU and 60 MB of memory the first time a rule could match).

The part, per token spec (one dict): exactly one of ``TEXT``/``ORTH`` (the token's text) or
``LOWER`` (its lowercase), whose value is a string (equal), ``{"IN": [strings]}`` (one of them)
or ``{"REGEX": pattern}`` (``re.search``); plus an optional ``"OP": "?"`` (zero or one token)
on any spec but the first. Phrases compare the lowercase of each token. A rule set using anything
else gets None from :func:`compile_rules`, and its recogniser runs spaCy itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from matchers.tokenize import Token, tokenize

#: One compiled token spec: (compare the lowercase?, the test, optional?).
Step = tuple[bool, Callable[[str], bool], bool]


def _step(spec: Any, first: bool) -> Step | None:
    if not isinstance(spec, dict):
        return None
    op = spec.get("OP")
    if op is not None and (op != "?" or first):
        return None
    attrs = [k for k in spec if k != "OP"]
    if len(attrs) != 1 or attrs[0] not in ("TEXT", "ORTH", "LOWER"):
        return None
    value = spec[attrs[0]]
    test: Callable[[str], bool]
    if isinstance(value, str):
        test = value.__eq__
    elif isinstance(value, dict) and len(value) == 1 and isinstance(value.get("IN"), list):
        if not all(isinstance(v, str) for v in value["IN"]):
            return None
        test = frozenset(value["IN"]).__contains__
    elif isinstance(value, dict) and len(value) == 1 and isinstance(value.get("REGEX"), str):
        rx = re.compile(value["REGEX"])
        test = lambda s, rx=rx: rx.search(s) is not None  # noqa: E731 - one closure per compiled regex
    else:
        return None
    return attrs[0] == "LOWER", test, op == "?"


#: Tokens whose first-step tests a :class:`RuleMatcher` keeps (the memo is emptied when full).
START_MEMO_SIZE = 8192


@dataclass(frozen=True)
class RuleMatcher:
    """Compiled token rules and phrase lists; calling it on tokens gives ``(rule, start, end)`` token spans."""

    token_rules: tuple[tuple[Any, tuple[Step, ...]], ...]
    #: Lowercased first token → (rule, lowercased tokens of the phrase), each distinct phrase of a rule once.
    phrases: dict[str, tuple[tuple[Any, tuple[str, ...]], ...]]
    #: Token text → (its lowercase, the token rules whose first step it passes): a pure function of the text.
    _starts: dict[str, tuple[str, tuple[int, ...]]] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )

    def _start(self, text: str) -> tuple[str, tuple[int, ...]]:
        hit = self._starts.get(text)
        if hit is None:
            low = text.lower()
            rules = self.token_rules
            hit = (low, tuple(k for k in range(len(rules)) if _first_passes(rules[k][1], text, low)))
            if len(self._starts) >= START_MEMO_SIZE:
                self._starts.clear()  # bounded; one atomic call, safe if threads share the matcher
            self._starts[text] = hit
        return hit

    def __call__(self, tokens: Sequence[Token]) -> list[tuple[Any, int, int]]:
        """Every match: token rules first (by start, then rule), then phrases (by start, then rule)."""
        texts = [t.text for t in tokens]
        memo = self._starts
        starts = [memo.get(t) or self._start(t) for t in texts]  # a hit is a non-empty pair
        lowers = [low for low, _ in starts]
        n = len(texts)
        out: list[tuple[Any, int, int]] = []
        for start in range(n):
            for k in starts[start][1]:
                rule, steps = self.token_rules[k]
                out.extend((rule, start, end) for end in _ends(steps, texts, lowers, start, n))
        for start in range(n):
            for rule, words in self.phrases.get(lowers[start], ()):
                end = start + len(words)
                if end <= n and tuple(lowers[start:end]) == words:
                    out.append((rule, start, end))
        return out


def _first_passes(steps: tuple[Step, ...], text: str, low: str) -> bool:
    """True when a token (``text``, lowercase ``low``) passes the first step (never optional) of ``steps``."""
    use_lower, test, _ = steps[0]
    return bool(test(low if use_lower else text))


def _ends(steps: tuple[Step, ...], texts: list[str], lowers: list[str], start: int, n: int) -> list[int]:
    """Every end of a match of ``steps`` from ``start`` (each ``?`` step tried with and without its token)."""
    ends: list[int] = []
    todo = [(0, start)]
    while todo:
        i, pos = todo.pop()
        if i == len(steps):
            ends.append(pos)
            continue
        use_lower, test, optional = steps[i]
        if optional:
            todo.append((i + 1, pos))
        if pos < n and test(lowers[pos] if use_lower else texts[pos]):
            todo.append((i + 1, pos + 1))
    return sorted(set(ends))


def compile_rules(rules: Sequence[Any], single_span: Callable[[str], list[tuple[int, int]]]) -> RuleMatcher | None:
    """A :class:`RuleMatcher` for ``rules`` (``tokens`` and ``phrases`` kinds), or None when one is outside the subset.

    ``single_span`` gives the protected span of a phrase term, as the spaCy path tokenises it.
    """
    token_rules: list[tuple[Any, tuple[Step, ...]]] = []
    phrases: dict[str, dict[tuple[int, tuple[str, ...]], tuple[Any, tuple[str, ...]]]] = {}
    for n, rule in enumerate(rules):
        if rule.kind == "tokens":
            if not rule.pattern:
                return None
            steps = [_step(spec, i == 0) for i, spec in enumerate(rule.pattern)]
            if any(s is None for s in steps):
                return None
            token_rules.append((rule, tuple(s for s in steps if s is not None)))
        elif rule.kind == "phrases":
            for term in rule.pattern:
                words = tuple(t.text.lower() for t in tokenize(str(term), single_span(str(term))))
                if words:
                    phrases.setdefault(words[0], {}).setdefault((n, words), (rule, words))
    return RuleMatcher(tuple(token_rules), {k: tuple(v.values()) for k, v in phrases.items()})
