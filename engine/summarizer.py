"""Trace summarizer: persisted tool invocations → bounded, auditable ``tool_trace_summary``.

Built from invocation rows alone (never from conversation text), per DESIGN.md "Tool
profiles" and "tool_trace_summary item":

- only evidence-bearing tools (see :mod:`engine.profiles`); helpers are left out;
- failed calls stay in as gaps (``success: false``, level ``none``, the error text as the
  output summary); no-hit calls (``total: 0``, no chunks, empty) give level ``none`` and count
  in ``no_hit_count``;
- calls of one tool, topic domain and round merge (``merge=True``, :mod:`engine.summary.merge`): the item shows
  the first effective hit and counts the repeated, failed and no-hit calls; its
  ``source_invocation_ids`` lists every call it covers;
- ``output_summary`` is line-oriented, one concrete record per line, best first: lines naming
  an identifier or value of ``focus_text`` (the query and the answer; terms found on few lines
  before terms found on many), then the result's own top-level fields (``total=…``), log
  messages (``[ERROR] svc@host: msg``, deduplicated with ``(xN)``, ERROR/FATAL before WARN
  before INFO, lines with identifiers or numbers first), error codes and exception names
  (``exception NAME``, ``error_code CODE``), alerts (``alert NAME service=… status=… value=…
  threshold=… unit=…``), metric series (``metric NAME service=… max=… avg=… last=… unit=…``),
  knowledge chunks (``[doc SOURCE layer=… relevance=… deduped] leading content``), other
  records (``key: k=v …``) and text. Every value shown is copied from the raw output; the only
  derived number is the ``(xN)`` count (:data:`engine.summary.lines.COUNT_RE`). A line is cut
  to about 320 characters, around its focus hit when that lies deep inside; a cut never drops a
  specific focus term of the line (the excerpt is centred on the terms, or shows one piece per term
  joined by ``…``, each widened to its whole token), so a trace id the answer names survives;
- budgets: :data:`ITEM_BUDGET` characters per item, :data:`TOTAL_BUDGET` for the whole
  summary; specific-focus lines get the summary budget first, then the other focus-hit lines, then the
  rest, each tier shared max-min fairly.

Each item also records the answer's named identifier-like tokens that its calls hold whole
(``named_present``) and lack (``named_absent``), and the invocation its records come from
(``records_from``; records are addressed by ``#INDEX`` in that invocation's output).

Trace refs are ``T1, T2, …`` over items in canonical order, whatever the order of the input
list: calls are sorted by (round, ``started_at`` when present, ``invocation_id``), an item's calls
keep that order (so "the first effective hit" is the first in it), and items are numbered by
(round, their first call's place in it). The same invocations always give the same refs, and a
shuffled list gives a byte-identical summary. (A structured claim that cites ``T2`` together with
``source_invocation_ids`` resolves by the ids, so a ref the author counted in another order
still finds its item: :class:`matchers.references.ReferenceChecker`.)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError

from engine.contracts import ToolInvocation, ToolProfile, TraceSummaryItem
from engine.evidence.headers import HEADER_FIELDS
from engine.profiles import ToolProfiles, resolve_profiles
from engine.summary.budget import Selection, allocate, select
from engine.summary.extract import extract_lines, is_no_hit
from engine.summary.focus import FocusTerm, LineBlob, focus_terms, line_blob, mark_focus
from engine.summary.knowledge import knowledge_fields
from engine.summary.lines import Category, Line, LineBag
from engine.summary.merge import fold_keys, group_calls, topic_key
from engine.summary.records import TEXT_HEAD, text_severity
from engine.summary.text import clip, compact, lower_text, safe_text
from engine.validation import input_error
from extractors.contracts import EvidenceLevel
from matchers.errors import InputError

__all__ = ["INPUT_BUDGET", "ITEM_BUDGET", "TOTAL_BUDGET", "is_no_hit", "summarize_trace"]

#: Default character budget of one item's ``output_summary``.
ITEM_BUDGET = 12000
#: Default character budget of all ``output_summary`` texts together.
TOTAL_BUDGET = 24000
#: Character cap of one item's ``input_summary``.
INPUT_BUDGET = 300
#: Text of a successful call that found nothing.
NO_HIT_TEXT = "no hit: empty result"
#: Prefix of a failed call's error text.
FAILED_TEXT = "call failed"


@dataclass(slots=True)
class _Draft:
    calls: list[ToolInvocation]
    profile: ToolProfile
    lines: list[Line]
    selection: Selection
    hit: ToolInvocation | None
    no_hits: int  # successful calls that found nothing


def _gap_lines(calls: Sequence[ToolInvocation]) -> list[Line]:
    bag = LineBag()
    for c in calls:
        if c.success:
            bag.add(TEXT_HEAD, NO_HIT_TEXT, Category.HEADER)
            continue
        # The error's first line heads the item; the rest (a stack trace, say) follows line by line.
        first, *rest = [ln.strip() for ln in (c.error or "").splitlines() if ln.strip()] or [""]
        bag.add(TEXT_HEAD, f"{FAILED_TEXT}: {first}" if first else FAILED_TEXT, Category.HEADER, 0)
        for ln in rest:
            bag.add(TEXT_HEAD, ln, Category.OTHER, text_severity(ln))
    return bag.lines()


#: A line as the memo keeps it: (head, body, category, severity, first, count), before focus marking.
_Stored = tuple[str, str, int, int, int, int]
#: Outputs whose JSON text is longer than this are not memoised (their lines would crowd the memo out).
MEMO_MAX_CHARS = 64 * 1024
#: Outputs the memo of one Verifier holds before it is emptied.
MEMO_ENTRIES = 1024


class _Output:
    """What the memo keeps of one output text: its candidate lines, unmarked, and what is derived from text alone.

    The line blob that :func:`mark_focus` searches and the output text lowercased (the named-token
    haystack) depend on the output text only, so they are computed at the first summary that needs
    them and kept for the next one (the same values either way: filling one in twice writes equal values).
    """

    __slots__ = ("blob", "lines", "low")

    def __init__(self, lines: tuple[_Stored, ...]) -> None:
        self.lines = lines
        self.blob: LineBlob | None = None
        self.low: str | None = None

    def blob_of(self, lines: list[Line]) -> LineBlob:
        """:func:`line_blob` of ``lines`` (the lines rebuilt from :attr:`lines`), computed once."""
        blob = self.blob
        if blob is None:
            blob = self.blob = line_blob(lines)
        return blob


class _Texts:
    """Each call's output as text, computed once per summary (the lines memo key and the named-token haystack).

    Also the text lowercased, and whether it is *plain*: written by ``json.dumps`` from JSON values
    alone (no ``default`` conversion), or a string output that does not hold JSON. A plain text holds
    every run of identifier characters that the output's candidate lines hold (see :func:`_absent_terms`).
    """

    def __init__(self) -> None:
        self._by_id: dict[str, str] = {}
        self._low: dict[str, str] = {}
        self._plain: dict[str, bool] = {}
        self._safe: tuple[tuple[FocusTerm, ...], list[str]] | None = None
        self._held: dict[str, frozenset[str]] = {}  # one summary has one tuple of terms
        self._kept: dict[str, _Output] = {}  # memo entries of the outputs, which keep their lowered text

    def __call__(self, inv: ToolInvocation) -> str:
        text = self._by_id.get(inv.invocation_id)
        if text is None:
            text, self._plain[inv.invocation_id] = _output_text_plain(inv.output)
            self._by_id[inv.invocation_id] = text
        return text

    def low(self, inv: ToolInvocation) -> str:
        """The output text, lowercased (once per summary)."""
        low = self._low.get(inv.invocation_id)
        if low is None:
            kept = self._kept.get(inv.invocation_id)
            low = kept.low if kept is not None else None
            if low is None:
                low = lower_text(self(inv))
                if kept is not None:
                    kept.low = low
            self._low[inv.invocation_id] = low
        return low

    def keep(self, inv: ToolInvocation, entry: _Output) -> None:
        """The memo entry of ``inv``'s output: its lowered text is read from (and kept in) it."""
        self._kept[inv.invocation_id] = entry

    def held(self, inv: ToolInvocation, terms: tuple[FocusTerm, ...]) -> frozenset[str]:
        """The identifier (non-numeric) terms the lowercased output text holds (one search per term per summary)."""
        held = self._held.get(inv.invocation_id)
        if held is None:
            low = self.low(inv)
            held = self._held[inv.invocation_id] = frozenset({t.text for t in terms if not t.numeric and t.text in low})
        return held

    def safe_terms(self, terms: tuple[FocusTerm, ...]) -> list[str]:
        """The terms :func:`_absent_terms` may rule out by the output text alone (once per summary)."""
        if self._safe is None or self._safe[0] is not terms:
            self._safe = (terms, [t.text for t in terms if _skippable(t)])
        return self._safe[1]

    def plain(self, inv: ToolInvocation) -> bool:
        """True when the output text is plain (see the class docstring)."""
        self(inv)
        return self._plain[inv.invocation_id]


#: Words a candidate line holds that its output need not: record kinds, the ``@in`` key, the header-field keys
#: of text records, and ``none`` (a ``None`` dictionary key renders ``None=`` where JSON writes ``null``).
_SYNTHETIC = ("log", "alert", "series", "chunk", "row", "text", "@in", *HEADER_FIELDS, "none")
#: Characters of identifier-like focus terms (lowercased :data:`engine.summary.focus` tokens).
_TERM_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.:/@-")
#: Every part of a synthetic word (a term that is one could be on a line its output lacks).
_SYNTHETIC_PARTS = frozenset(w[i:j] for w in _SYNTHETIC for i in range(len(w)) for j in range(i + 1, len(w) + 1))


def _skippable(term: FocusTerm) -> bool:
    """An identifier-character term that no synthetic word holds (:func:`_absent_terms`)."""
    return not term.numeric and _TERM_CHARS.issuperset(term.text) and term.text not in _SYNTHETIC_PARTS


def _absent_terms(hit: ToolInvocation, terms: tuple[FocusTerm, ...], texts: _Texts) -> frozenset[str]:
    """Identifier terms that no candidate line of ``hit``'s output can hold, known from its plain text alone.

    A candidate line is the output's own keys, values and texts joined by spaces, ``=``, ``" | "``
    and ``", "``, plus the words of :data:`_SYNTHETIC`. A term made of identifier characters
    only (none of those joints) that is no part of a synthetic word lies, wherever a line holds it,
    inside one key, value or text of the output, and JSON escapes no identifier character: a plain
    output text that lacks the term (lowercased, as the lines are searched) has no line that holds
    it. :func:`mark_focus` then need not search the lines for it; the marks are the same.
    """
    safe = texts.safe_terms(terms)
    if not safe or not texts.plain(hit):
        return frozenset()
    held = texts.held(hit, terms)
    return frozenset({t for t in safe if t not in held})


def _output_lines(
    hit: ToolInvocation, memo: MutableMapping[str, Any] | None, texts: _Texts
) -> tuple[list[Line], _Output | None]:
    """The candidate lines of one output, unmarked, and its memo entry (None when not memoised).

    From the memo when this output was summarised before.
    """
    if memo is None:
        return extract_lines(hit.output).lines(), None
    text = texts(hit)
    if len(text) > MEMO_MAX_CHARS:
        return extract_lines(hit.output).lines(), None
    key = ("s:" if isinstance(hit.output, str) else "j:") + text
    entry = memo.get(key)
    if entry is None:
        lines = extract_lines(hit.output).lines()
        if len(memo) >= MEMO_ENTRIES:
            memo.clear()  # bounded; one atomic call, safe if threads share the Verifier
        entry = memo[key] = _Output(
            tuple((ln.head, ln.body, ln.category, ln.severity, ln.first, ln.count) for ln in lines)
        )
    else:
        lines = [Line(*t) for t in entry.lines]
    texts.keep(hit, entry)
    return lines, entry


def _focus_terms(focus_text: str, memo: MutableMapping[str, Any] | None) -> tuple[FocusTerm, ...]:
    """:func:`focus_terms`, kept in ``memo`` by text (an answer verified again costs no second reading)."""
    if memo is None:
        return focus_terms(focus_text)
    key = "f:" + focus_text
    terms = memo.get(key)
    if terms is None:
        if len(memo) >= MEMO_ENTRIES:
            memo.clear()
        terms = memo[key] = focus_terms(focus_text)
    return terms


def _by_result(group: list[int], rows: list[ToolInvocation]) -> list[list[int]]:
    """A merge group split by result: repeats of one question share one result.

    Calls that only differ in volatile keys (a time range, a page) but returned other records
    asked about other records: each distinct result is an item of its own (with the calls that
    returned it again); failed and no-hit calls stay with the first. A retry after a failure, or
    the same query run twice, still merges.
    """
    hits = [i for i in group if rows[i].success and not is_no_hit(rows[i].output)]
    if len(hits) < 2:
        return [group]
    by_output: dict[str, list[int]] = {}
    for i in hits:
        key = json.dumps(rows[i].output, sort_keys=True, ensure_ascii=False, default=str)
        by_output.setdefault(key, []).append(i)
    if len(by_output) == 1:
        return [group]
    parts = list(by_output.values())
    parts[0] = sorted([*parts[0], *(i for i in group if i not in hits)])
    return parts


def _draft(
    calls: list[ToolInvocation],
    profile: ToolProfile,
    terms: tuple[FocusTerm, ...],
    budget: int,
    memo: MutableMapping[str, Any] | None,
    texts: _Texts,
) -> _Draft:
    empty = [c.success and is_no_hit(c.output) for c in calls]  # each output tested once
    hit = next((c for c, e in zip(calls, empty, strict=True) if c.success and not e), None)
    if hit is not None:
        lines, entry = _output_lines(hit, memo, texts)
        absent = _absent_terms(hit, terms, texts)
        wanted = tuple(t for t in terms if t.text not in absent) if absent else terms
        mark_focus(lines, wanted, entry.blob_of(lines) if entry is not None and wanted else None)
    else:
        lines = _gap_lines([c for c in calls if c.success] or calls)
        mark_focus(lines, terms)
    return _Draft(calls, profile, lines, select(lines, budget), hit, sum(empty))


def _item(ref: str, d: _Draft, selection: Selection, terms: tuple[FocusTerm, ...], texts: _Texts) -> TraceSummaryItem:
    calls = d.calls
    first = calls[0]
    inputs = list(dict.fromkeys(compact(c.input, INPUT_BUDGET) for c in calls))
    level = d.profile.evidence_level if d.hit is not None else EvidenceLevel.NONE
    out = d.hit.output if d.hit is not None else None
    extra: dict[str, Any]
    if d.profile.domain == "knowledge" or (isinstance(out, Mapping) and "chunks" in out):
        extra = knowledge_fields(calls, d.hit)  # a knowledge item records its chunks' metadata, not named tokens
    else:
        extra = named_tokens(calls, terms, texts)
        if d.hit is not None:
            extra["records_from"] = d.hit.invocation_id
    return TraceSummaryItem(
        trace_ref=ref,
        tool_name=first.tool_name,
        round=first.round,
        success=any(c.success for c in calls),
        input_summary=clip(safe_text(" | ".join(inputs)), INPUT_BUDGET),
        output_summary="\n".join(selection.lines),
        evidence_level=level,
        source_invocation_ids=[c.invocation_id for c in calls],
        call_count=len(calls),
        failed_count=sum(not c.success for c in calls),
        no_hit_count=d.no_hits,
        **extra,
    )


def named_tokens(
    calls: Sequence[ToolInvocation], terms: tuple[FocusTerm, ...], texts: Callable[[ToolInvocation], str] | None = None
) -> dict[str, list[str]]:
    """Which identifier-like tokens named by the query or the answer the item's full calls hold.

    The haystack is every call of the item whole — input, output (failed calls' too) and error —
    so "not in the summary" (cut by a budget) is never mistaken for "not in the output".
    ``named_present`` and ``named_absent`` list the lowercased terms, in the answer's order.
    """
    idents = [t for t in terms if not t.numeric]
    if not idents:
        return {}
    # Searched part by part: a term holds no newline, and lowering never looks across one, so a term is in
    # the lowered, newline-joined haystack exactly when some part holds it. The output's part is searched
    # once per summary (:meth:`_Texts.held`, shared with _absent_terms).
    if isinstance(texts, _Texts):
        outputs = [texts.held(c, terms) for c in calls]
    else:
        text_of = texts or _output_text_of
        outputs = [frozenset(t.text for t in idents if t.text in lower_text(text_of(c))) for c in calls]
    rest = "\n".join(
        f"{lower_text(json.dumps(c.input, ensure_ascii=False, default=str))}\n{(c.error or '').lower()}" for c in calls
    )
    found = outputs[0] if len(outputs) == 1 else frozenset().union(*outputs)  # in some call's output
    held = [t.text in found or t.text in rest for t in idents]
    present = [t.text for t, h in zip(idents, held, strict=True) if h]
    absent = [t.text for t, h in zip(idents, held, strict=True) if not h]
    return {"named_present": present, "named_absent": absent}


def _output_text(output: Any) -> str:
    return _output_text_plain(output)[0]


def _output_text_of(inv: ToolInvocation) -> str:
    return _output_text(inv.output)


def _output_text_plain(output: Any) -> tuple[str, bool]:
    """The output as text, and whether it is plain (:class:`_Texts`): JSON values only, or text that is not JSON."""
    if isinstance(output, str):
        s = output.strip()  # a text the summary may read as JSON is not plain (no parse needed to say so)
        return output, not (len(s) >= 2 and s[0] in "{[" and s[-1] in "}]")
    converted = False

    def default(value: Any) -> str:
        nonlocal converted
        converted = True
        return str(value)

    try:
        text = json.dumps(output, ensure_ascii=False, default=default)
    except (TypeError, ValueError, RecursionError):
        return safe_text(str(output)), False
    return text, not converted


def _coerce(row: ToolInvocation | Mapping[str, Any], n: int) -> ToolInvocation:
    """A validated row; a bytes output (not UTF-8, say) is decoded with replacement instead of rejected."""
    if isinstance(row, ToolInvocation):
        return row
    if isinstance(row, Mapping) and isinstance(row.get("output"), bytes | bytearray):
        row = {**row, "output": bytes(row["output"]).decode("utf-8", "replace")}
    try:
        return ToolInvocation.model_validate(row)
    except ValidationError as exc:
        raise input_error(exc, f"invocations[{n}]") from None


def canonical_key(inv: ToolInvocation) -> tuple[int, int, float, str]:
    """Sort key of a call: (round, calls with a readable ``started_at`` first, that instant, ``invocation_id``).

    ``started_at`` is read as ISO 8601 (a time without zone is UTC); one that does not read sorts
    as absent. Ids are unique in a case, so the order is total and independent of the input list.
    """
    at = _instant(inv.started_at)
    return (inv.round, 0 if at is not None else 1, at if at is not None else 0.0, inv.invocation_id)


def _instant(text: str | None) -> float | None:
    if not text:
        return None
    try:
        t = datetime.fromisoformat(text.strip())
    except ValueError:
        return None
    return (t if t.tzinfo is not None else t.replace(tzinfo=UTC)).timestamp()


def _refuse_repeated_ids(rows: Sequence[ToolInvocation]) -> None:
    seen: dict[str, int] = {}
    for n, inv in enumerate(rows):
        if inv.invocation_id in seen:
            where = f"invocations[{n}].invocation_id"
            raise InputError(
                f"field {where}: {inv.invocation_id!r} repeats invocations[{seen[inv.invocation_id]}]", field=where
            )
        seen[inv.invocation_id] = n


def summarize_trace(
    invocations: Iterable[ToolInvocation | Mapping[str, Any]],
    profiles: ToolProfiles | Mapping[str, Any] | str | None = None,
    *,
    focus_text: str = "",
    item_budget: int = ITEM_BUDGET,
    total_budget: int = TOTAL_BUDGET,
    merge: bool = True,
    memo: MutableMapping[str, Any] | None = None,
) -> list[TraceSummaryItem]:
    """Summarize evidence-bearing invocations into trace items ``T1, T2, …`` in canonical order (:func:`canonical_key`).

    Args:
        invocations: ToolInvocation rows (or dicts of them).
        profiles: tool profiles, a path to a profile file, or a mapping of overrides on top of the defaults.
        focus_text: the query and answer; lines naming their identifiers or values are kept first.
        item_budget: max characters of one ``output_summary`` (default :data:`ITEM_BUDGET`).
        total_budget: max characters of all ``output_summary`` texts together (default :data:`TOTAL_BUDGET`).
        merge: merge repeated calls of one tool, topic domain and round into one item.
        memo: a mapping the caller owns (a :class:`engine.Verifier` keeps one) where the candidate
            lines of each output are kept, keyed by the output's text, so an output summarised again
            (round 2 re-verifies round 1's calls) is not read again. Pure: the summary is the same with or without.

    Raises:
        InputError: a budget is negative, a row is not a ToolInvocation (the field is named), or two
            rows share an ``invocation_id``.
    """
    if item_budget < 0 or total_budget < 0:
        raise InputError("summary budgets must be >= 0", field="item_budget" if item_budget < 0 else "total_budget")
    table = resolve_profiles(profiles)
    rows = [_coerce(inv, n) for n, inv in enumerate(invocations)]
    _refuse_repeated_ids(rows)
    rows = sorted((inv for inv in rows if table.get(inv.tool_name).evidence_bearing), key=canonical_key)
    volatile = fold_keys(table.volatile_input_keys)
    keys = [topic_key(inv, table.get(inv.tool_name).domain, volatile) for inv in rows]
    terms = _focus_terms(focus_text, memo)
    texts = _Texts()
    groups = sorted(
        (part for group in group_calls(rows, keys, merge=merge) for part in _by_result(group, rows)),
        key=lambda idx: (rows[idx[0]].round, idx[0]),
    )
    drafts = [
        _draft([rows[i] for i in group], table.get(rows[group[0]].tool_name), terms, item_budget, memo, texts)
        for group in groups
    ]
    grants = allocate(
        [d.selection.chars for d in drafts],
        [d.selection.focus_chars for d in drafts],
        total_budget,
        [d.selection.specific_chars for d in drafts],
    )
    items = []
    for n, (d, grant) in enumerate(zip(drafts, grants, strict=True), start=1):
        selection = d.selection if grant >= d.selection.chars else select(d.lines, grant)
        items.append(_item(f"T{n}", d, selection, terms, texts))
    return items
