"""Order check: a stated order between two things ("A 在 B 之后才出现") that the records' timestamps reverse.

DESIGN "Quantities and language": a stated ordering that the timestamps contradict is
contradicted. The fact names both sides: its subject and a reference ("ts-contacts 的 No contacts
出现在 preserve 报错之后", "preserve 报错之后 inside-payment 才开始 WARN", "A 早于 B"). Each side
is resolved to the records it means by the parts it names (specific identifiers and cited
phrases, else its entity — a short service name such as "preserve" included — narrowed by the
level or outcome it names); the side's onset is its earliest record time. When both sides have
timed records, they are different records, and the onsets are in the other order, the fact is
contradicted. A side that names no records (a time, "重启之后", an offset such as "三分钟之后")
decides nothing; the words are data (``cues.yaml`` ``order_*``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache

from engine.classify.analysis import FactAnalysis
from engine.classify.rules import Decision, RuleSet, _uniq
from engine.contracts import Verification
from extractors.contracts import CandidateFact, EvidenceLevel
from matchers.cues import default_cues
from matchers.times import clock_text, stated_window

#: What ends a clause: a side never reaches past one.
_BREAK = re.compile(r"[，,；;。！？!?\n]")
#: Words between a side and its marker that belong to neither ("是在", "才", "就").
_FILLER = re.compile(r"^[\s是才就也都又便的了]+|[\s是才就也都又便的了]+$")


@dataclass(frozen=True)
class StatedOrder:
    """One stated order: ``subject`` is ``relation`` ("after" / "before") ``reference``."""

    subject: str
    reference: str
    relation: str


@lru_cache(maxsize=1)
def _markers() -> tuple[tuple[re.Pattern[str], str, bool], ...]:
    """(pattern, relation, comparative) for each order word of ``cues.yaml``."""
    c = default_cues()
    out = []
    for words, rel, comp in (
        (c.order_after, "after", False),
        (c.order_before, "before", False),
        (c.order_later, "after", True),
        (c.order_earlier, "before", True),
    ):
        if words:
            out.append((re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))), rel, comp))
    return tuple(out)


def _clause_start(text: str, end: int) -> int:
    starts = [m.end() for m in _BREAK.finditer(text, 0, end)]
    return starts[-1] if starts else 0


def _clause_end(text: str, start: int) -> int:
    m = _BREAK.search(text, start)
    return m.start() if m else len(text)


def _clean(part: str) -> str:
    return _FILLER.sub("", part.strip(" \t:："))


@lru_cache(maxsize=1)
def _sequence_forms() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(a clause-leading "随后/之后/然后…", "比 B 还早/晚") from ``cues.yaml``."""
    c = default_cues()
    alt = "|".join(re.escape(w) for w in sorted(c.order_next, key=len, reverse=True)) or "(?!)"
    early = "|".join(re.escape(w) for w in sorted(c.order_than_earlier, key=len, reverse=True)) or "(?!)"
    late = "|".join(re.escape(w) for w in sorted(c.order_than_later, key=len, reverse=True)) or "(?!)"
    lead = re.compile(rf"[，,；;]\s*(?:才|就|又)?\s*(?:{alt}|{_OFFSET}\s*(?:之后|以后|后)(?:的)?)")
    than = re.compile(rf"比(?P<ref>[^，,；;。！？!?\n]{{1,80}}?)(?:(?P<early>{early})|(?P<late>{late}))")
    return lead, than


#: An offset that leads a clause after another ("，一小时后的 …", "，两秒后 …").
_OFFSET = r"(?:[一二两三四五六七八九十半\d.]+\s*(?:个)?\s*(?:小时|分钟|分|秒钟|秒|毫秒|天|ms|s|min|h))"


def _sequence_orders(text: str) -> list[StatedOrder]:
    """Sequences ("先 A，随后 B": B after A, the clause before is the reference) and comparisons ("A 比 B 还早")."""
    lead, than = _sequence_forms()
    out = []
    for m in lead.finditer(text):
        prev = text[_clause_start(text, m.start()) : m.start()]
        subj = text[m.end() : _clause_end(text, m.end())]
        prev, subj = _clean(prev.removeprefix("先")), _clean(subj)
        if prev and subj:
            out.append(StatedOrder(subj, prev, "after"))
    for m in than.finditer(text):
        subj = _clean(text[_clause_start(text, m.start()) : m.start()])
        ref = _clean(m.group("ref"))
        if subj and ref:
            out.append(StatedOrder(subj, ref, "before" if m.group("early") else "after"))
    return out


def stated_orders(text: str) -> list[StatedOrder]:
    """The orders ``text`` states between two named sides (none when a side is empty)."""
    out = _sequence_orders(text)
    for rx, rel, comparative in _markers():
        for m in rx.finditer(text):
            p, q = m.start(), m.end()
            lo = _clause_start(text, p)
            if comparative:  # "A 早于 B": the subject before the word, the reference after it
                subj, ref = text[lo:p], text[q : _clause_end(text, q)]
            else:
                at = text.rfind("在", lo, p)
                if at >= 0:  # "A 在 B 之后…" (or "在 B 之后，A …")
                    ref = text[at + 1 : p]
                    subj = text[lo:at]
                    if not _clean(subj):
                        subj = text[q:] if lo == 0 else text[q : _clause_end(text, q)]
                else:  # "B 之后，A …"
                    ref = text[lo:p]
                    subj = text[q:]
            subj, ref = _clean(subj), _clean(ref)
            if subj and ref:
                out.append(StatedOrder(subj, ref, rel))
    return out


def _stated_times(o: StatedOrder) -> tuple[int, int] | None:
    """(subject's, reference's) start of the one time each side states, or None."""
    subj, ref = stated_window(o.subject), stated_window(o.reference)
    if len(subj) != 1 or len(ref) != 1:
        return None
    return subj[0].start, ref[0].start


def _moment(at: float, dated: bool = False) -> str:
    """``HH:MM:SS`` (a date-time in UTC for a dated onset), with milliseconds when the record wrote them."""
    ms = round((at - int(at)) * 1000)
    if dated:
        return datetime.fromtimestamp(int(at), tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ") + (f" +{ms}ms" if ms else "")
    return clock_text(int(at)) + (f".{ms:03d}" if ms else "")


@dataclass(frozen=True)
class OrderCheck:
    """contradicted: "A 在 B 之后才出现" while A's first record is earlier than B's."""

    name: str = "checks.order.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        if current is not None:
            return None
        prior = _after_prior(rules, a)
        if prior is not None:
            return prior
        orders = stated_orders(a.text)
        if not orders:
            return None
        items = list(rules.ix.usable(EvidenceLevel.DIRECT))
        for o in orders:
            said = _stated_times(o)
            if said is not None:
                # Both sides state their own time: the order must agree with them ("A 在 23:32，一小时后的 22:32 …").
                s_at, r_at = said
                if (s_at < r_at) if o.relation == "after" else (s_at > r_at):
                    return Decision(
                        Verification.CONTRADICTED,
                        "order",
                        f"the fact puts {o.subject[:50]!r} {o.relation} {o.reference[:50]!r}, at "
                        f"{clock_text(s_at)} and {clock_text(r_at)}",
                        items[:1],
                    )
                continue
            subj = rules.side_onset(o.subject, items)
            ref = rules.side_onset(o.reference, items)
            if subj is None or ref is None or subj[1] == ref[1]:
                continue
            (s_at, _, s_items, s_dated), (r_at, _, r_items, r_dated) = subj, ref
            if s_dated != r_dated:
                continue  # a date-time and a time of day do not order
            wrong = s_at < r_at if o.relation == "after" else s_at > r_at
            if not wrong:
                continue
            return Decision(
                Verification.CONTRADICTED,
                "order",
                f"the fact puts {o.subject[:50]!r} {o.relation} {o.reference[:50]!r}; the first record of the one "
                f"is at {_moment(s_at, s_dated)}, of the other at {_moment(r_at, r_dated)}",
                _uniq([*s_items, *r_items]),
            )
        return None


#: An offset leading a fact ("大约三分钟之后 X 才开始出现 Y"): it counts from an earlier fact's time.
_LEAD_OFFSET = re.compile(rf"^\s*(?:大约|大概|约|近)?\s*{_OFFSET}\s*(?:之后|以后|后)\s*[,，]?")
#: Words of the subject side that say only when it began ("才开始出现").
_ONSET_WORDS = re.compile(r"才|开始|首次|第一次")


def _after_prior(rules: RuleSet, a: FactAnalysis) -> Decision | None:
    """contradicted: "大约三分钟之后 X 才开始出现 Y" while X's first such record is before the earlier fact's time.

    The offset counts from the time the fact right before it stated (``a.prior_time``); what
    follows it is the side whose onset is compared. Only an onset before that time contradicts (the
    offset's own length is an approximation this check does not read).
    """
    if a.prior_time is None:
        return None
    m = _LEAD_OFFSET.match(a.text)
    if m is None:
        return None
    side = " ".join(_ONSET_WORDS.sub(" ", a.text[m.end() :]).split()).strip(" 。.")
    items = list(rules.ix.usable(EvidenceLevel.DIRECT))
    got = rules.side_onset(side, items)
    if got is None or got[3]:
        return None  # a dated onset is not compared with a time of day
    at, _, used, _ = got
    if at >= a.prior_time:
        return None
    return Decision(
        Verification.CONTRADICTED,
        "order",
        f"the fact puts {side[:50]!r} {m.group(0).strip()} the earlier fact's {clock_text(a.prior_time)}; "
        f"its first record is at {_moment(at)}",
        used,
    )
