"""Budgets: pick the best lines of an item within its budget, and share the summary budget.

Lengths are Python characters of the final ``output_summary`` (lines joined by newlines).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import dataclass

from engine.evidence.headers import header_fields
from engine.evidence.records import BODY_SEP, lead_clock, render_fields, render_line, text_level
from engine.summary.lines import Line
from engine.summary.text import clip, excerpt, safe_text, window

#: A line's body is cut to about this many characters (around the first focus hit, if any).
LINE_CAP = 320
#: Specific-focus lines' bodies are excerpted down to this many characters when many of them compete for a budget
#: (the head — the record's fields — is never cut, so the body is what gives way).
MIN_FOCUS_CAP = 100
#: A line that does not fit whole is still shown, cut, when at least this much budget is left.
MIN_CLIP = 40


def render(line: Line, cap: int = LINE_CAP) -> str:
    """The line as shown: its address, its head, the body cut to ``cap`` characters around its focus hit, made safe."""
    body = line.body
    cut = False
    if len(body) > cap:
        cut = True
        # Keep the start (timestamps, ids) unless the focus hit would be cut off; then excerpt around it.
        deep = line.focus_pos > cap * 2 // 3
        cut_body = window(body, line.focus_pos, cap) if deep else clip(body, cap)
        spans = line.spans
        if spans and not all(body[s:e] in cut_body for s, e in spans):
            cut_body = excerpt(body, spans, cap)  # every specific focus term on the line stays whole
        body = cut_body
    return render_line(line.first, line.count, cut, safe_text(_shown_head(line, body)), safe_text(body))


def _shown_head(line: Line, body: str) -> str:
    """The line's head; a text or log line cut past its level word (``ERROR`` …) keeps it as a ``level`` field.

    A text line whose shown body still starts with its header (a known log format) leaves the fields
    that header names out of its head: they are read back from the line (``parse_line``). Cut past
    its header, the line keeps them in its head, so its entity and time survive the cut.
    """
    head = line.head.removesuffix(BODY_SEP)
    if head.startswith("text "):
        own = header_fields(line.body)
        if own and header_fields(body) == own:
            shown = render_fields("text", own)
            if head.startswith(shown):
                head = "text" + head[len(shown) :]
    if body is not line.body and head.startswith("log") and (clock := lead_clock(line.body)) and not lead_clock(body):
        # A log record whose message starts with its own clock (the pod's local time beside a UTC ``ts``)
        # keeps it as ``clock`` when the message is cut past it: the record still states that time.
        head = f"{head} clock={clock}"
    if body is not line.body and (head.startswith("text") or (head.startswith("log") and " level=" not in head)):
        # A log record whose level is in its message ("16:48:42.468 ERROR …") keeps it the same way.
        level = text_level(line.body)
        if level and text_level(body) != level:
            return f"{head} level={level}"
    return head


def focus_cap(lines: list[Line], budget: int) -> int:
    """Body cap for specific-focus lines: shorter excerpts when many of them compete for the budget."""
    focused = [ln for ln in lines if ln.focus]
    if not focused:
        return LINE_CAP
    # Everything of a line but its body: the address (cut mark included), the head and the newline.
    overhead = max(len(render_line(ln.first, ln.count, True, _shown_head(ln, ln.body), "")) for ln in focused) + 1
    if len(focused) * (LINE_CAP + overhead) <= budget:
        return LINE_CAP
    return max(MIN_FOCUS_CAP, budget // len(focused) - overhead)


@dataclass(frozen=True, slots=True)
class Selection:
    """The lines chosen for one item: all of them, and the focus-hit prefix."""

    lines: tuple[str, ...]
    focus_chars: int  # characters used by the leading focus-hit lines
    specific_chars: int = 0  # characters used by the leading specific-focus lines (a prefix of the focus lines)

    @property
    def chars(self) -> int:
        """Length of the joined text."""
        return sum(len(s) for s in self.lines) + max(0, len(self.lines) - 1)


def ranked(lines: list[Line], budget: int) -> list[Line]:
    """The lines that can matter for ``budget`` characters, best first (top-k by rank, not a full sort)."""
    k = budget // 8 + 16
    if len(lines) <= k:
        return sorted(lines, key=Line.rank)
    return heapq.nsmallest(k, lines, key=Line.rank)


def _in_rank_order(top: list[Line], lines: list[Line]) -> Iterator[Line]:
    """Yield lines best first: the top-k of :func:`ranked` first, and the full sort only if it runs out."""
    yield from top
    if len(top) < len(lines):
        yield from sorted(lines, key=Line.rank)[len(top) :]


def select(lines: list[Line], budget: int) -> Selection:
    """Greedy pick in rank order until ``budget`` is used; the first line that does not fit is cut or dropped."""
    chosen: list[str] = []
    used = 0
    focus_chars = 0
    specific_chars = 0
    top = ranked(lines, budget)
    cap = focus_cap(top, budget)
    for line in _in_rank_order(top, lines):
        sep = 1 if chosen else 0
        text = render(line, cap if line.focus else LINE_CAP)
        room = budget - used - sep
        last = len(text) > room  # this line fills the budget: clip it (or drop it) and stop
        if last:
            if room < MIN_CLIP and chosen:
                break
            text = _refit(line, room)  # only the body is cut: the head (the record's fields) stays whole
            if not text:
                break
        chosen.append(text)
        used += len(text) + sep
        if line.focused:
            focus_chars = used
        if line.focus:
            specific_chars = used
        if last:
            break
    return Selection(tuple(chosen), focus_chars, specific_chars)


def _refit(line: Line, room: int) -> str:
    """The line with its body cut (around its focus terms) to fit ``room`` characters; "" when it cannot fit."""
    head = _shown_head(line, line.body[:0])  # as if cut: with the level field a cut may add
    extra = len(render_line(line.first, line.count, True, safe_text(head), ""))
    if not line.body:
        return render(line) if extra <= room else ""
    cap = room - extra - len(BODY_SEP)
    if cap < MIN_CLIP // 4:
        return ""
    text = render(line, cap)
    return text if len(text) <= room else ""


def _waterfill(caps: list[int], total: int) -> list[int]:
    """Max-min fair integer shares of ``total`` under per-item ``caps`` (ties go to earlier items)."""
    grant = [0] * len(caps)
    left = max(0, total)
    open_ = [i for i, c in enumerate(caps) if c > 0]
    while open_ and left > 0:
        share = left // len(open_)
        if share == 0:
            for i in open_[:left]:
                grant[i] += 1
            break
        still = []
        for i in open_:
            give = min(share, caps[i] - grant[i])
            grant[i] += give
            left -= give
            if grant[i] < caps[i]:
                still.append(i)
        open_ = still
    return grant


def allocate(
    needs: list[int], focus_needs: list[int], total: int, specific_needs: list[int] | None = None
) -> list[int]:
    """Share ``total`` characters in tiers: specific-focus lines, then the other focus-hit lines, then the rest.

    Each tier is shared max-min fairly, so no item starves another; a line naming what the answer
    claims is never cut for a line that does not.
    """
    if sum(needs) <= total:
        return list(needs)
    tiers = [focus_needs, needs] if specific_needs is None else [specific_needs, focus_needs, needs]
    grant = [0] * len(needs)
    left = total
    for tier in tiers:
        caps = [max(0, min(t, n) - g) for t, n, g in zip(tier, needs, grant, strict=True)]
        extra = _waterfill(caps, left)
        grant = [g + x for g, x in zip(grant, extra, strict=True)]
        left -= sum(extra)
    return grant
