r"""Identifiers by shape: every token that looks like an identifier, whatever it names.

Any token shaped like an identifier (``blk_-4581930066154736920``, ``R17-M1-N3-C:J08-U01``,
``10.251.30.85:50010``, ``java.lang.IllegalStateException``, ``ERR_PAY_TIMEOUT``, …) is a key
identifier, compared digit-exactly after :func:`fold_identifier`. The labelled patterns of
:mod:`matchers.identifiers` only add a role (error code, service, host, …).

How a text is read (linear in its length; no regex nests unbounded quantifiers):

1. **Tokens** are maximal runs of letters (Latin, Greek, Cyrillic, full-width), digits,
   ``_ - . : / # $`` and invisible characters. Chinese, spaces, ``= , ; ( ) [ ] @ % *`` and
   Markdown end a token, and so does a JSON escape (``\nblk_1`` → ``blk_1``). Separators at a
   token's ends are dropped (``/10.251.90.64`` → the IP).
2. ``/`` is a path separator: each segment is read alone (``default/nginx-7d9c6b5f4-x2x9q``
   gives the pod, ``HTTP/1.1`` nothing), except in an IPv4 CIDR (``10.0.0.0/16``).
3. A leading ``word:`` field label is cut off (``block:blk_1`` → ``blk_1``, ``timeout:3000`` →
   nothing) unless ``word:port`` is a ``host:port`` (``namenode:8020``).
4. The segment is classified whole (the longest token wins); only when it matches no rule at
   all (neither a shape nor a *never* rule) are its ``:``-separated parts classified.

Precedence (the first rule that matches names the shape; :func:`classify`): never-words, ipv4,
ipv6, mac, prefixed ids, uuid, hex_0x; then the *never* rules (no letter: numbers, decimals,
dates, times, versions; number+unit; date/time/ordinal/percentile patterns); then hex,
k8s_object, class_name, fqdn, host_port, exception, upper_code, mixed_script, mixed, service.
Rules are data (``matchers/data/shapes.yaml``, checked against :class:`ShapeRules`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from matchers.base import IdentifierMatch, Span, quick_init
from matchers.shape_rules import (
    INVISIBLE,
    VERSION,
    ShapeRules,
    ShapeTable,
    classify,
    compile_shape_rules,
    default_shape_table,
    is_cidr,
    is_ipv6,
    is_mac,
    is_port,
    load_shape_rules,
    token_form,
    token_shape,
)

__all__ = [
    "ShapeMatch",
    "ShapeRecognizer",
    "ShapeRules",
    "ShapeTable",
    "classify",
    "compile_shape_rules",
    "contains_identifier",
    "default_shape_table",
    "find_shapes",
    "fold_identifier",
    "load_shape_rules",
    "same_identifier",
]

# Word characters: ASCII letters/digits/_, µ, Latin-1/Extended letters, Greek, Cyrillic, full-width alnum and ＿.
_WORD = "0-9A-Za-z_\u00b5\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff" + (
    "\uff10-\uff19\uff21-\uff3a\uff3f\uff41-\uff5a"
)
_SEPARATORS = "-.:/#$\uff03\uff0d\uff0e\uff0f"
_TOKEN = re.compile(f"[{_WORD}{re.escape(_SEPARATORS)}{INVISIBLE}]+")
_GLUE = re.compile(f"[{_WORD}]")
_UNDERSCORES = re.compile("_+")
_EDGE = frozenset(_SEPARATORS + "_\uff3f" + INVISIBLE)
_SLASH = re.compile("[/\uff0f]")
_COLON = re.compile(":")
_LABEL = re.compile(r"[A-Za-z][A-Za-z_]*:")
_ESCAPED = frozenset("ntrbf")  # \n \t \r \b \f of JSON-escaped text: the letter is no part of the next token


@quick_init
@dataclass(frozen=True)
class ShapeMatch:
    """One identifier-shaped token: as written, where (``[start, end)``), which shape, its folded form."""

    text: str
    start: int
    end: int
    shape: str
    folded: str


def fold_identifier(text: str) -> str:
    """The comparison form of an identifier: invisible characters dropped, NFKC, case-folded; digits kept."""
    return token_form(text).casefold()


def same_identifier(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are one identifier: equal after :func:`fold_identifier` (digit-exact)."""
    return fold_identifier(a) == fold_identifier(b)


def contains_identifier(ident: str, text: str) -> bool:
    r"""True when ``ident`` occurs in ``text`` as a whole token, both folded with :func:`fold_identifier`.

    Both sides are read into tokens exactly as :func:`find_shapes` reads them (so ``①``, ``：``
    or a JSON escape ``\n`` end a token even where NFKC would turn them into letters or digits),
    each token folded, tokens joined by one space. Boundary rule: a letter or digit next to the
    occurrence glues it to a longer token, and so does ``_`` when a letter or digit lies beyond it
    (``ERR_50`` is not in ``ERR_500`` nor in ``ERR_50_X``, but is in ``ERR_50_``); anything else
    ends a token: the separators ``- . : / # $``, spaces, punctuation, Chinese. So
    ``ts-order-service`` is in ``ts-order-service-5b67c48447-mv5hb``, ``10.0.0.1`` is in
    ``10.0.0.1:8080`` and, by the same rule, ``order-service`` is in ``ts-order-service``. One
    ``str.find`` sweep with a check per occurrence: linear in ``len(text)`` for a given identifier.
    """
    needle = _folded_tokens(ident)
    if not needle:
        return False
    hay = _folded_tokens(text)
    p = hay.find(needle)
    while p != -1:
        if not _glued_before(hay, p) and not _glued_after(hay, p + len(needle)):
            return True
        p = hay.find(needle, p + 1)
    return False


def _folded_tokens(text: str) -> str:
    """The tokens of ``text`` (as :func:`find_shapes` cuts them), each folded, joined by one space."""
    parts = []
    for m in _TOKEN.finditer(text):
        i = m.start()
        if i and text[i - 1] == "\\" and text[i] in _ESCAPED:
            i += 1
        parts.append(fold_identifier(text[i : m.end()]))
    return " ".join(parts)


def _glued_before(hay: str, p: int) -> bool:
    k = p - 1
    if k < 0 or not _GLUE.match(hay, k):
        return False
    while k >= 0 and hay[k] == "_":  # runs before distinct occurrences are disjoint: linear overall
        k -= 1
    return k >= 0 and _GLUE.match(hay, k) is not None


def _glued_after(hay: str, q: int) -> bool:
    if q >= len(hay) or not _GLUE.match(hay, q):
        return False
    if hay[q] != "_":
        return True
    end = _UNDERSCORES.match(hay, q).end()  # type: ignore[union-attr]
    return end < len(hay) and _GLUE.match(hay, end) is not None


def _trim(text: str, i: int, j: int) -> tuple[int, int]:
    """``[i, j)`` without separators and invisible characters at either end (a leading ``::`` is kept)."""
    while j > i and text[j - 1] in _EDGE:
        j -= 1
    if text.startswith("::", i) and j - i <= 64 and is_ipv6(token_form(text[i:j])):
        return i, j
    while i < j and text[i] in _EDGE:
        i += 1
    return i, j


def _pieces(text: str, i: int, j: int, sep: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """``[i, j)`` cut at every match of ``sep``, as spans."""
    start = i
    for m in sep.finditer(text, i, j):
        yield start, m.start()
        start = m.end()
    yield start, j


def _is_label(text: str, word: str, rest: int, end: int, tb: ShapeTable) -> bool:
    """``word:`` is a field label, unless ``word:<port>`` is a ``host:port`` (``namenode:8020``)."""
    if word.islower() and word.isalpha() and word not in tb.fields and 2 <= end - rest <= 5:
        return not is_port(text[rest:end])
    return True


def _segment(text: str, i: int, j: int, tb: ShapeTable, out: list[ShapeMatch]) -> None:
    """Steps 3 and 4 of the module docstring for one ``/``-free segment."""
    i, j = _trim(text, i, j)
    if i >= j:
        return
    whole = token_form(text[i:j])
    if not is_ipv6(whole) and not is_mac(whole):
        while (m := _LABEL.match(text, i, j)) is not None and _is_label(text, m.group()[:-1], m.end(), j, tb):
            i, j = _trim(text, m.end(), j)
    if i >= j:
        return
    shape = token_shape(token_form(text[i:j]), tb)
    if shape:
        out.append(ShapeMatch(text[i:j], i, j, shape, fold_identifier(text[i:j])))
    if shape is not None or text.find(":", i, j) == -1:
        return  # a shape, or a vetoed whole (a timestamp, say): its parts are not searched
    for s, e in _pieces(text, i, j, _COLON):
        a, b = _trim(text, s, e)
        if a < b and (part := token_shape(token_form(text[a:b]), tb)):
            out.append(ShapeMatch(text[a:b], a, b, part, fold_identifier(text[a:b])))


def find_shapes(
    text: str, *, table: ShapeTable | None = None, memo: dict[str, tuple[ShapeMatch, ...]] | None = None
) -> list[ShapeMatch]:
    """Every identifier-shaped token of ``text``, in order, non-overlapping (the longest token wins).

    Linear in ``len(text)``: one regex scan for tokens, then a constant number of passes per token.
    ``memo`` (the caller's, for one table) keeps each token's shapes by its text: what a token
    gives depends on nothing outside it, so a token seen again is not read again.
    """
    tb = table if table is not None else default_shape_table()
    out: list[ShapeMatch] = []
    for tok in _TOKEN.finditer(text):
        word = tok.group()
        if word.isascii() and (word.isdigit() or (word.isalpha() and (word.islower() or word.isupper()))):
            continue  # fast path: a number or a one-case word is never an identifier
        i, j = tok.span()
        if i and text[i - 1] == "\\" and text[i] in _ESCAPED:
            i += 1  # "…\nblk_1": the token is blk_1
            word = text[i:j]
        if memo is None:
            _token(text, i, j, tb, out)
            continue
        hit = memo.get(word)
        if hit is None:
            found: list[ShapeMatch] = []
            _token(word, 0, len(word), tb, found)
            if len(memo) >= SHAPE_MEMO_SIZE:
                memo.clear()  # bounded; one atomic call, safe if threads share the memo
            hit = memo[word] = tuple(found)
        out.extend(m if not i else ShapeMatch(m.text, m.start + i, m.end + i, m.shape, m.folded) for m in hit)
    return out


#: Tokens whose shapes a :class:`ShapeRecognizer` keeps (the memo is emptied when full).
SHAPE_MEMO_SIZE = 8192


def _token(text: str, i: int, j: int, tb: ShapeTable, out: list[ShapeMatch]) -> None:
    """The shapes of the token ``text[i:j]`` (steps 1–4 of the module docstring), appended to ``out``.

    Reads nothing of ``text`` outside ``[i, j)``: the character after a token is none of its
    characters, so a ``::`` test at its last character sees what it would see in the token alone.
    """
    a, b = _trim(text, i, j)
    if a < b and text.find("/", a, b) != -1 and is_cidr(token_form(text[a:b])):
        out.append(ShapeMatch(text[a:b], a, b, "ipv4", fold_identifier(text[a:b])))
        return
    for s, e in _pieces(text, i, j, _SLASH):
        _segment(text, s, e, tb, out)


@dataclass(frozen=True)
class ShapeRecognizer:
    """The shape recogniser for the matcher registry: every shape token is a **key** identifier.

    Results carry label ``identifier`` and rule ``shape.<shape>`` at a score below every labelled
    pattern's, so the analyzer keeps the labelled match (its role) when both claim one span.
    """

    name: str = f"identifiers.shape.v{VERSION}"
    kind: str = "identifier"
    label: str = "identifier"
    table: ShapeTable | None = None
    #: Shapes by token text (:func:`find_shapes`' ``memo``), this instance's own: tokens recur across facts.
    _memo: dict[str, tuple[ShapeMatch, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )

    @property
    def labels(self) -> tuple[str, ...]:
        """Labels this recogniser can emit."""
        return (self.label,)

    def load(self) -> None:
        """Validate and compile the bundled rules (idempotent)."""
        if self.table is None:
            default_shape_table()

    def analyze(self, text: str) -> list[IdentifierMatch]:
        """All shape tokens of ``text`` as key identifiers, in order of position."""
        tb = self.table if self.table is not None else default_shape_table()
        score = tb.rules.score
        return [
            IdentifierMatch(self.label, m.text, True, self.name, f"shape.{m.shape}", score, Span(m.start, m.end))
            for m in find_shapes(text, table=tb, memo=self._memo)
        ]
