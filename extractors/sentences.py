"""Segmentation of mixed Chinese/English answers into sentences, and what kind each one is.

Segmentation is line first (bullets, numbered lists, headings, quotes, table rows and code
fences are Markdown structure), then sentence enders inside a line (。！？； ! ? ; and an
ASCII ``.`` followed by whitespace, so versions, IPs and ``java.lang.X`` stay whole).
Every sentence keeps its ``[start, end)`` span in the source; its ``text`` has the markup
trimmed (``**``, backticks, link syntax, table pipes).

Kinds come from the cue lists in ``matchers/data/cues.yaml`` plus the key identifiers and
quantities of :mod:`matchers.keys`: a hedge or advice cue wins over everything; then an
assertion cue or a concrete identifier/quantity makes a sentence confirmed-sounding.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from matchers.base import quick_init
from matchers.cues import default_cue_matchers
from matchers.keys import has_key

_LINE = re.compile(r"[^\n]*")
_FENCE_LINE = re.compile(r"^\s*(```|~~~)")
_LEAD = re.compile(
    r"^\s*(?:(?:#{1,6}|[-*+•·▪●]|\d{1,3}[.)])\s+"
    r"|(?:>|\d{1,3}、|\d{1,3}[）)](?!\d)|[（(]\d{1,3}[）)]|[一二三四五六七八九十]、|\|)\s*)*"
)
_HEADING = re.compile(r"^\s*#{1,6}\s")
_BULLET = re.compile(
    r"^\s*(?:[-*+•·▪●]\s|\d{1,3}[.)]\s|\d{1,3}、|\d{1,3}[）)]|[（(]\d{1,3}[）)]|[一二三四五六七八九十]、)"
)
_INLINE_ENUM = re.compile(r"[（(]\d{1,2}[）)]|(?<=[\s，,；;。])\d{1,2}[)）、]")
_ENDERS = "。！？；!?;"
#: Clause marks right after a "!" or "?": the sentence goes on (a cited message ends with it).
_CLAUSE_MARKS = "，,、：:"
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MARKUP = re.compile(r"\*\*|__|`|~~")
_PIPES = re.compile(r"\s*\|\s*")
_SPACES = re.compile(r"\s+")
_CLAUSE = re.compile(r"[，,]")
#: A capitalised word and a space right after a full stop ("deployment.The root cause"): a new
#: sentence glued on, not a dotted name (java.lang.OutOfMemoryError has no lower-case word then a space).
_GLUED_WORD = re.compile(r"[A-Z][a-z]+ ")
_WORDISH = re.compile(r"[\w\u4e00-\u9fff]")


def _enum_starts(line: str) -> set[int]:
    """Offsets of inline enumerators: "（1）…（2）…", "1、… 2、…" counting up from 1 or 2.

    Numbers of a list are not enumerators: "error state 6、7、8" (a number follows, or the count
    does not go up one by one).
    """
    out: set[int] = set()
    last = 0
    for m in _INLINE_ENUM.finditer(line):
        n = int("".join(ch for ch in m.group() if ch.isdigit()))
        if line[m.end() : m.end() + 1].isdigit() or not (n == last + 1 or (not last and n <= 2)):
            continue
        last = n
        if m.start() > 0:
            out.add(m.start())
    return out


class SentenceKind(StrEnum):
    """What a sentence does: asserts a finding, hedges, advises, asks, or carries nothing."""

    CONFIRMED = "confirmed"
    HEDGED = "hedged"
    ADVICE = "advice"
    QUESTION = "question"
    BOILERPLATE = "boilerplate"
    NEUTRAL = "neutral"


@quick_init
@dataclass(frozen=True)
class Sentence:
    """One sentence with its ``[start, end)`` span in the source text (markup trimmed from ``text``)."""

    text: str
    start: int
    end: int
    heading: bool = False
    bullet: bool = False


@lru_cache(maxsize=8192)
def clean_markup(text: str) -> str:
    """``text`` without inline Markdown (bold, code, links, table pipes), whitespace collapsed (memoised)."""
    text = _LINK.sub(r"\1", text)
    text = _MARKUP.sub("", text)
    text = _PIPES.sub(" ", text)
    return _SPACES.sub(" ", text).strip()


def word_chars(text: str) -> int:
    """How many word characters (letters, digits, CJK) ``text`` has: short texts carry no statement."""
    return len(_WORDISH.findall(text))


def _pieces(line: str) -> list[tuple[int, int]]:
    """Sentence boundaries inside one line (offsets relative to the line)."""
    out: list[tuple[int, int]] = []
    start = 0
    n = len(line)
    # An inline enumerator "（2）" starts a new item: "…5000 条消息（2）可能是…".
    enum_starts = _enum_starts(line)
    for i, ch in enumerate(line):
        if i in enum_starts and line[start:i].strip():
            out.append((start, i))
            start = i
        # An English full stop ends a sentence before a space, or before Chinese text glued to it
        # ("…the last deployment.当时…"); never inside a number, a version or a file name.
        cut = ch in _ENDERS or (
            ch == "."
            and i + 1 < n
            and (
                line[i + 1].isspace()
                or (
                    i > 0
                    and line[i - 1].isalpha()
                    and ("\u4e00" <= line[i + 1] <= "\u9fff" or _GLUED_WORD.match(line, i + 1))
                )
            )
            and not line[:i].rstrip().isdigit()
        )
        if cut and ch in "!?！？" and i + 1 < n and line[i + 1] in _CLAUSE_MARKS:
            cut = False  # "…Request Failed!，foodStoresListResult is null": a quoted message's "!" goes on
        if cut:
            out.append((start, i + 1))
            start = i + 1
    if start < n:
        out.append((start, n))
    return out


def split_sentences(text: str) -> list[Sentence]:
    """Split ``text`` into sentences with spans; bullets, list numbers, headings and fences are dropped."""
    out: list[Sentence] = []
    in_fence = False
    for m in _LINE.finditer(text):
        line = m.group(0)
        if _FENCE_LINE.match(line):
            in_fence = not in_fence
            continue
        if not line.strip():
            continue
        heading = bool(_HEADING.match(line)) and not in_fence
        bullet = bool(_BULLET.match(line)) and not in_fence
        lead = _LEAD.match(line)
        body_start = lead.end() if lead and not in_fence else 0
        body = line[body_start:]
        for a, b in _pieces(body):
            raw = body[a:b]
            enum = _LEAD.match(raw) if a else None
            if enum and enum.end():
                a += enum.end()
                raw = body[a:b]
            stripped = raw.strip()
            if not stripped:
                continue
            cleaned = clean_markup(stripped).strip(" |")
            if word_chars(cleaned) < 2:
                continue
            s = m.start() + body_start + a + (len(raw) - len(raw.lstrip()))
            out.append(Sentence(cleaned, s, s + len(stripped.rstrip(" |")), heading, bullet))
    return out


def is_hedged(sentence: str) -> bool:
    """True when the sentence hedges (a hypothesis) — never a fact to check."""
    return default_cue_matchers()["hedge"].search(sentence)


def is_advice(sentence: str) -> bool:
    """True when the sentence recommends an action rather than stating a finding."""
    return default_cue_matchers()["advice"].search(sentence)


#: A condition the rule's modal verb follows ("超过 80% 才需要扩容", "时需要告警"): what a runbook says, not advice.
_RULE_MODAL = re.compile(r"(?:才|则|时|就)(?:需要|应该|应当)")


def _states_a_rule(sentence: str) -> bool:
    """True for a sentence attributed to a runbook that states its rule ("按运维手册，X 超过 80% 才需要扩容").

    It says what the runbook prescribes (a statement checked like any other, at most indirect), not
    what the reader should do; a recommendation word of its own (建议, 请) still makes it advice.
    """
    if not default_cue_matchers()["attribution"].search(sentence) or not _RULE_MODAL.search(sentence):
        return False
    masked = _RULE_MODAL.sub("", sentence)
    return not default_cue_matchers()["advice"].search(masked)


def _states_general(sentence: str) -> bool:
    """True for a sentence attributed to a runbook or knowledge base whose only hedges state a general rule.

    "知识库里提到这种告警通常出现在镜像缓存清理周期内": 通常 is the source's generality, not the agent's
    doubt; the sentence states what the source says (checked like any other, at most indirect).
    """
    cues = default_cue_matchers()
    if not cues["attribution"].search(sentence):
        return False
    general = {w for _, _, w in cues["generality"].find(sentence)}
    return bool(general) and all(w in general for _, _, w in cues["hedge"].find(sentence))


def has_assertion_cue(sentence: str) -> bool:
    """True when the sentence contains an assertion cue (确认, 导致, 出现, shows ...)."""
    return default_cue_matchers()["assertion"].search(sentence)


def classify_sentence(sentence: str, *, heading: bool = False) -> SentenceKind:
    """The kind of one (markup-trimmed) sentence; hedge and advice cues win over everything."""
    return _classify_sentence(sentence, heading)


@lru_cache(maxsize=8192)
def _classify_sentence(sentence: str, heading: bool) -> SentenceKind:
    # Memoised (pure: bundled cue lists and key regexes): clauses and sentences recur.
    t = sentence.strip()
    if t.endswith(("？", "?")):
        return SentenceKind.QUESTION
    if is_hedged(t) and not _states_general(t):
        return SentenceKind.HEDGED
    if is_advice(t) and not _states_a_rule(t):
        return SentenceKind.ADVICE
    keyed = has_key(t)
    if heading and not (keyed and has_assertion_cue(t)):
        return SentenceKind.BOILERPLATE
    if t.endswith(("：", ":")):
        # A line that ends in a colon introduces what follows ("08:25 这一波的情况：", "sshd 明细:").
        return SentenceKind.BOILERPLATE
    cued = has_assertion_cue(t)
    boiler = default_cue_matchers()["boilerplate"]
    # Boilerplate is a clause's ("看了下 16:13:47 这段，X 报了 E: …"): another clause naming a key still states it.
    if boiler.search(t) and not cued and not any(has_key(c) and not boiler.search(c) for c in _CLAUSE.split(t)):
        return SentenceKind.BOILERPLATE
    if cued or keyed:
        return SentenceKind.CONFIRMED
    return SentenceKind.NEUTRAL


def _clauses(text: str, sent: Sentence) -> list[Sentence]:
    """Split a sentence at commas, mapping clause spans back into ``text``."""
    raw = text[sent.start : sent.end]
    out: list[Sentence] = []
    start = 0
    for m in [*_CLAUSE.finditer(raw), None]:
        end = m.start() if m else len(raw)
        piece = raw[start:end]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            a = sent.start + start + lead
            out.append(Sentence(clean_markup(piece), a, a + len(piece.strip())))
        start = m.end() if m else len(raw)
    return out


def fact_units(text: str) -> list[tuple[Sentence, SentenceKind]]:
    """Sentences of ``text`` with their kinds, hedged/advice sentences narrowed to their leading findings.

    In "X 出现 OOM，可能是内存泄漏导致" the hedge scopes over what follows it, not over the
    clause before it: the leading confirmed clauses come out as their own units and the
    rest stays a hypothesis. A sentence that starts with a hedge or advice stays whole.
    """
    out: list[tuple[Sentence, SentenceKind]] = []
    scope: SentenceKind | None = None
    scope_is_heading = False
    for sent in split_sentences(text):
        kind = classify_sentence(sent.text, heading=sent.heading)
        lead_in = sent.heading or sent.text.endswith(("：", ":"))
        if lead_in:
            # "### 建议" / "下一步：" / "可能的原因：" scope over the items that follow.
            scope = kind if kind in (SentenceKind.HEDGED, SentenceKind.ADVICE) else None
            scope_is_heading = sent.heading
        elif scope is not None and (sent.bullet or (scope_is_heading and scope is SentenceKind.HEDGED)):
            # A heading scopes over its list items; under an advice heading a plain paragraph
            # sentence decides for itself (a statement there is still a statement).
            # Under an advice heading an item that names a key *and* asserts something stays a
            # finding, so a fabricated error code cannot hide under "### 建议".
            clear_finding = (
                scope is SentenceKind.ADVICE
                and kind is SentenceKind.CONFIRMED
                and has_assertion_cue(sent.text)
                and has_key(sent.text)
            )
            if not clear_finding:
                out.append((sent, scope))
                continue
        elif not sent.bullet:
            scope = None
        if kind not in (SentenceKind.HEDGED, SentenceKind.ADVICE):
            out.append((sent, kind))
            continue
        leading: list[Sentence] = []
        for clause in _clauses(text, sent):
            ck = classify_sentence(clause.text)
            if ck in (SentenceKind.HEDGED, SentenceKind.ADVICE, SentenceKind.QUESTION):
                break
            leading.append(clause)
        confirmed = [c for c in leading if classify_sentence(c.text) is SentenceKind.CONFIRMED]
        if confirmed:
            # One unit from the first to the last confirmed leading clause keeps "经排查，X 出现 Y" whole.
            first, last = confirmed[0], confirmed[-1]
            span_text = clean_markup(text[first.start : last.end])
            out.append((Sentence(span_text, first.start, last.end), SentenceKind.CONFIRMED))
        out.append((sent, kind))
    return out
