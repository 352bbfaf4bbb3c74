"""Focus ranking: lines naming an identifier, value or quoted phrase of the query or the answer come first.

Terms are quoted phrases that read as log text (``'Connection reset by peer'``, a binding's
``evidence_excerpt``), identifier-like tokens (``ts-basic-service``, ``java.lang.IllegalStateException``,
``10.0.0.12``, ``E1042``, ``HighErrorRate``) and numbers of two or more characters, taken from
``focus_text`` by one regex. Matching is case-insensitive substring search over the distinct
lines of one output joined together — one ``str.find`` pass per term, not a regex per line —
and a number only matches where no digit adjoins it (``12`` does not match ``1674``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate

from engine.summary.lines import SEVERITY, Line
from engine.summary.text import lower_text

#: At most this many focus terms are used (the first ones in ``focus_text``).
MAX_TERMS = 64
#: A term on more lines than this is common (ranks below specific terms; only these many lines are marked).
COMMON_LINES = 100
#: At most this many ``find`` steps per term (numbers inside longer numbers cost steps but do not match).
MAX_STEPS = 1000

_TOKEN = re.compile(r"[A-Za-z0-9_]+(?:[.:/@\-][A-Za-z0-9_]+)*")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_NUMBER_UNIT = re.compile(r"(\d+(?:\.\d+)?)(?:[a-z]{1,3}|[KMGT]i?B|[KMGT])", re.IGNORECASE)
_STOP = frozenset(
    {w.lower() for w in SEVERITY} | {"http", "https", "json", "the", "and", "utc", "gmt", "api", "log", "logs"}
)


@dataclass(frozen=True, slots=True)
class FocusTerm:
    """One term to look for: lowercased text, and whether it is a number (matched with digit boundaries)."""

    text: str
    numeric: bool


_CAMEL = re.compile(r"[a-z][A-Z]")


#: A quoted segment of the query or answer (a log message it cites, a binding's excerpt).
_QUOTED = re.compile(r"[\"'`“「‘]([^\"'`”」’\n]{8,200})[\"'`”」’]")
#: At most this many quoted phrases are focus terms (the first ones).
MAX_PHRASES = 16


#: An English run inside Chinese text (a log message cited without quotes): words joined by spaces, ``:`` or ``=``.
#: Tried only from the start of a run of word characters (the ``pre`` part skips its leading digits and
#: marks): an attempt from inside a run reaches the same run end, so it fails exactly when the run's first
#: attempt failed, and skipping those attempts keeps the scan linear on a long run (``aaaa…``, ``ERR_ERR_…``).
_ENGLISH_RUN = re.compile(
    r"(?<![A-Za-z0-9_'\-])[0-9_'\-]*+(?P<run>[A-Za-z][A-Za-z0-9_'\-]*(?:[ \t:=,]+[A-Za-z0-9][A-Za-z0-9_'\-]*)+)"
)
_CJK = re.compile(r"[\u3400-\u9fff]")


#: A word of an English run that is an identifier, not a word of the message: it holds a digit or ``_-./``.
_ID_WORD = re.compile(r"[\d_\-./]")


def _phrases(text: str) -> list[str]:
    """Quoted segments that read as log text (mostly ASCII, two or more words), then English runs of Chinese text.

    A Chinese answer cites log messages without quotes ("报了 data storage interrupt"); each
    English run of two or more letter words (8+ characters) inside a line with Chinese is a
    phrase too, so the record that holds it is ranked and excerpted like a quoted one.
    """
    out: list[str] = []
    for m in _QUOTED.finditer(text):
        quoted = m.group(1)
        if len(quoted.split(None, 1)) < 2:
            continue  # one word (a JSON key, say): its segment cannot hold two words
        seg = " ".join(quoted.split()).strip(" .,:;!?。")
        ascii_share = len(seg.encode("ascii", "ignore")) / max(1, len(seg))  # ASCII characters, counted in C
        if ascii_share >= 0.8 and len(seg.split()) >= 2:
            out.append(seg.lower())
        if len(out) >= MAX_PHRASES:
            return out
    runs = 0
    for line in text.splitlines():
        if not _CJK.search(line):
            continue
        for m in _ENGLISH_RUN.finditer(line):
            seg = " ".join(m.group("run").split()).strip(" ,:=")
            if len(seg) >= 8 and sum(1 for w in seg.split() if w.isalpha()) >= 2:
                out.append(seg.lower())
                runs += 1
                # The message without the identifier it ends on ("no instances available for" of "… for
                # ts-travel-service"): the lines of that message naming another one are found and kept too.
                words = seg.split()
                while words and _ID_WORD.search(words[-1]):
                    words.pop()
                lead = " ".join(words)
                if lead != seg and len(lead) >= 8 and sum(1 for w in words if w.isalpha()) >= 2:
                    out.append(lead.lower())
                    runs += 1
                if runs >= MAX_PHRASES:
                    return out
    return out


def focus_terms(text: str) -> tuple[FocusTerm, ...]:
    """The focus terms of ``text``, deduplicated, in first-seen order: quoted phrases, then tokens."""
    terms: dict[str, FocusTerm] = {p: FocusTerm(p, False) for p in _phrases(text or "")}
    # A token gives the same term every time it occurs: classify each distinct token once, in first-seen order.
    # A value with a unit is looked for in every unit it may be written in (65 秒 as 65000: a log
    # writes "65000ms"), so the summary does not depend on the unit the answer chose.
    for form in _unit_forms(text or ""):
        terms.setdefault(form, FocusTerm(form, True))
    # A denial ("没有任何报错", "no errors", "一直正常") is refuted by the lines that report a failure:
    # those words are focus too, so the lines that may refute it are kept, with their messages.
    if _DENIAL.search(text or ""):
        for word in REFUTERS:
            terms.setdefault(word, FocusTerm(word, False))
    for raw in dict.fromkeys(_TOKEN.findall(text or "")):
        tok = raw.strip("._-:/@")
        n = len(tok)
        if n < 2:  # a term is a number of two or more characters or an identifier of three or more
            continue
        if "0" <= tok[0] <= "9":
            unit = _NUMBER_UNIT.fullmatch(tok)
            if unit:  # 305ms, 37.5%: the number is the term (units are written apart in many outputs)
                tok = unit.group(1)
            if _NUMBER.fullmatch(tok):
                if len(tok) < 2:
                    continue
                key, numeric = tok, True
            elif n >= 3:  # an identifier starting with a digit (1a2b-3c): it holds a digit, no stop word does
                key, numeric = tok.lower(), False
            else:
                continue
        else:
            if n < 3:
                continue
            key = tok.lower()
            if key in _STOP:
                continue
            # Tokens are ASCII: one that is not all letters holds a digit or one of ``._-:/@``; an
            # all-letter word counts only as a CamelCase (HighErrorRate) or ALLCAPS (OOMKilled has both) name.
            if tok.isalpha() and (tok.islower() or (_CAMEL.search(tok) is None and not (tok.isupper() and n >= 4))):
                continue
            numeric = False
        if key not in terms:
            terms[key] = FocusTerm(key, numeric)
            if len(terms) >= MAX_TERMS:
                break
    return tuple(terms.values())


#: A denial of errors or failures: a negation close before an error word, or a statement of normality.
_DENIAL = re.compile(
    r"(?:没有|没|无|未|不存在|并无|从未|no|never|without|zero)[^。；;\n]{0,12}?"
    r"(?:报错|错误|异常|失败|告警|警告|error|exception|fail|warn)"
    r"|一直正常|始终正常|一切正常|全部正常|都正常|都很正常|一直可用|始终可用",
    re.IGNORECASE,
)
#: What a line reporting a failure says (lowercase; substring search): the focus terms of a denial.
REFUTERS = ("error", "exception", "fatal", "warn", "fail", "cannot", "unable", "refused", "not answer", "timed out")


#: Units of a value the focus also looks for in its other units: unit → (dimension, factor to the base unit).
_UNIT_FACTORS = {
    "ms": ("time", 1.0), "毫秒": ("time", 1.0), "s": ("time", 1000.0), "sec": ("time", 1000.0),
    "秒": ("time", 1000.0), "min": ("time", 60000.0), "分钟": ("time", 60000.0),
    "b": ("bytes", 1.0), "kb": ("bytes", 1e3), "mb": ("bytes", 1e6), "gb": ("bytes", 1e9),
    "kib": ("bytes", 1024.0), "mib": ("bytes", 1024.0**2), "gib": ("bytes", 1024.0**3),
}  # fmt: skip
_BY_DIMENSION = {d: sorted({f for dd, f in _UNIT_FACTORS.values() if dd == d}) for d in ("time", "bytes")}
#: The boundary before the number is tested after its first digit (``\d(?<![…]\d)``, the same matches as a
#: leading ``(?<![…])``): a pattern that starts with a digit lets the regex engine skip to the digits of a long
#: answer instead of trying the lookbehind at every character.
_VALUE_UNIT = re.compile(
    r"(\d(?<![A-Za-z0-9_.]\d)\d*(?:\.\d+)?)\s?("
    + "|".join(sorted(map(re.escape, _UNIT_FACTORS), key=len, reverse=True))
    + r")(?![A-Za-z0-9_])",
    re.IGNORECASE,
)


def _unit_forms(text: str) -> list[str]:
    """Each value with a time or size unit, as the numbers of its other units (65 秒 → 65000, 1.08 …)."""
    out: list[str] = []
    for m in _VALUE_UNIT.finditer(text):
        if len(out) >= MAX_TERMS // 4:
            break  # full: no later value adds a form
        dim, factor = _UNIT_FACTORS[m.group(2).lower()]
        base = float(m.group(1)) * factor
        for f in _BY_DIMENSION[dim]:
            x = base / f
            form = str(round(x)) if abs(x - round(x)) < 1e-9 else f"{x:.6f}".rstrip("0").rstrip(".")
            if abs(float(form) - x) > 1e-9 * max(1.0, x):
                continue  # not written exactly in that unit (65 秒 is no whole number of minutes)
            if len(form) >= 2 and form != m.group(1) and len(out) < MAX_TERMS // 4:
                out.append(form)
    return out


def _find_lines(blob: str, starts: tuple[int, ...], term: FocusTerm) -> tuple[list[tuple[int, int]], bool]:
    """(line index, offset in line) of the first hit per line, and whether the term is common (capped search)."""
    t = term.text
    numeric = term.numeric
    size = len(t)
    n = len(blob)
    hits: list[tuple[int, int]] = []
    steps = 0
    i = blob.find(t)
    while i >= 0:
        # A number must not continue into digits (``12`` is no hit in ``1674`` or ``12.5``).
        if numeric:
            j = i + size
            if "." in t:  # trailing zeros do not change a decimal ("0.079319" is written "0.0793190")
                while j < n and blob[j] == "0":
                    j += 1
            if j < n and (blob[j].isdecimal() or (blob[j] == "." and j + 1 < n and blob[j + 1].isdecimal())):
                i = blob.find(t, i + 1)
                continue
        steps += 1
        if len(hits) > COMMON_LINES or steps > MAX_STEPS:
            return hits, True
        idx = bisect_right(starts, i) - 1
        before = blob[i - 1] if i > 0 else " "
        if not numeric or not (before.isdigit() or (before == "." and i > 1 and blob[i - 2].isdigit())):
            hits.append((idx, i - starts[idx]))
            # One hit per line per term: continue after this line.
            nxt = starts[idx + 1] if idx + 1 < len(starts) else n
        else:
            nxt = i + 1
        i = blob.find(t, nxt)
    return hits, False


_WORD = re.compile(r"[a-z0-9]+")
#: Characters that join no two words of a phrase (:func:`punctuation_blind_find`): word characters, the newline.
_NO_JOINT = frozenset("abcdefghijklmnopqrstuvwxyz0123456789\n")
#: At most this many joint characters (punctuation marks or spaces) between two words of a phrase.
MAX_JOINT = 4


def _as_written(term: FocusTerm, blob: str, held: dict[str, bool] | None = None) -> FocusTerm:
    """``term`` as the blob writes it, its words joined by up to 4 punctuation marks or spaces; else ``term``.

    ``held``: which words the blob holds, kept by the caller across the terms of one blob (they share words).
    """
    words = _WORD.findall(term.text)
    if len(words) < 2:
        return term
    found = punctuation_blind_find(words, blob, held)
    return FocusTerm(found, False) if found is not None else term


def punctuation_blind_find(words: list[str], blob: str, held: dict[str, bool] | None = None) -> str | None:
    r"""The first (leftmost) place in ``blob`` where ``words`` follow each other joined by 1-4 joint characters.

    A joint character is anything but ``a-z``, ``0-9`` and the newline. This is the search of the
    regex ``[^a-z0-9\n]{1,4}`` joined between the escaped words, without compiling one regex per
    phrase: the words start and end with word characters, so from any word the only possible joint
    to the next (or the previous) is the whole run of joint characters after (or before) it, and a
    place of one word fixes the whole match or rules it out. The search walks the hits of the
    longest word (the likeliest rare one: a service name may be on every line of a big output) and
    reads the match out from there, backwards and forwards. Matches keep the order of their
    anchors, so the first anchor that holds one gives the leftmost match. A word the blob lacks
    rules the phrase out; ``held`` (word → in the blob), when given, keeps that test for the next phrase.
    """
    if held is None:
        if any(w not in blob for w in words):
            return None
    else:
        for w in words:
            has = held.get(w)
            if has is None:
                has = held[w] = w in blob
            if not has:
                return None
    k = max(range(len(words)), key=lambda x: len(words[x]))  # the first of the longest words
    anchor, before, after = words[k], words[k - 1 :: -1] if k else [], words[k + 1 :]
    n = len(blob)
    p = blob.find(anchor)
    while p >= 0:
        i = p
        for w in before:  # backwards: the joint run before the word, then the previous word ending there
            j = i
            while j > 0 and i - j <= MAX_JOINT and blob[j - 1] not in _NO_JOINT:
                j -= 1
            if not 1 <= i - j <= MAX_JOINT or not blob.endswith(w, 0, j):
                break
            i = j - len(w)
        else:
            j = p + len(anchor)
            for w in after:
                m = j
                while m < n and m - j <= MAX_JOINT and blob[m] not in _NO_JOINT:
                    m += 1
                if not 1 <= m - j <= MAX_JOINT or not blob.startswith(w, m):
                    break
                j = m + len(w)
            else:
                return blob[i:j]
        p = blob.find(anchor, p + 1)
    return None


@dataclass(frozen=True, slots=True)
class LineBlob:
    """What :func:`mark_focus` searches: the lines lowercased and joined by newlines, and where each line starts.

    It depends on the lines' text alone, so a caller that keeps lines for an output seen again
    (the summarizer's memo) keeps their blob with them and the next summary skips the join.
    """

    text: str
    starts: tuple[int, ...]


def line_blob(lines: list[Line]) -> LineBlob:
    """The :class:`LineBlob` of ``lines`` (offsets hold even where lowercasing changes a line's length)."""
    joined = "\n".join([ln.head + ln.body for ln in lines])
    blob = lower_text(joined)
    if len(blob) == len(joined):  # every character lowered to one (ASCII, CJK): offsets hold, lower the blob once
        del joined  # at most two copies of the text alive at once
        sizes = [len(ln.head) + len(ln.body) + 1 for ln in lines]
    else:  # lowercasing changed lengths (rare Unicode): offsets come from each lowered line
        del joined
        lowered = [(ln.head + ln.body).lower() for ln in lines]
        blob = "\n".join(lowered)
        sizes = [len(t) + 1 for t in lowered]
        del lowered
    starts = list(accumulate(sizes, initial=0))
    starts.pop()
    return LineBlob(blob, tuple(starts))


def mark_focus(lines: list[Line], terms: tuple[FocusTerm, ...], blob: LineBlob | None = None) -> int:
    """Set ``focus`` / ``focus_common`` / ``focus_pos`` on lines that name a term; returns how many were marked.

    A term found on more than :data:`COMMON_LINES` lines (a service name on every line, say) is
    *common*: it says little about which line matters, so it ranks below specific terms and only
    its first lines are marked. This keeps the cost at about one ``find`` pass per term.
    ``blob`` is :func:`line_blob` of ``lines`` when the caller has it already.
    """
    if not terms or not lines:
        return 0
    searched = blob if blob is not None else line_blob(lines)
    text, starts = searched.text, searched.starts
    # Most terms (JSON keys of a structured answer, say) are in no line: one C-level ``in`` rules them out.
    # A phrase not found as written may be there with the log's own punctuation ("step 1 check security"
    # is "[step 1][check security"): its first punctuation-blind hit is the term then.
    held: dict[str, bool] = {}  # the phrases' words the blob holds: terms share words (a service name, say)
    terms = tuple(t if t.numeric or " " not in t.text or t.text in text else _as_written(t, text, held) for t in terms)
    found = [(*_find_lines(text, starts, term), term) for term in terms if term.text in text]
    marked: set[int] = set()
    for common in (False, True):  # specific hits first: they choose the excerpt position
        for hits, is_common, term in found:
            if is_common is not common:
                continue
            weight = 1_000_000 // max(1, len(hits))
            for idx, at in hits:
                line = lines[idx]
                marked.add(idx)
                if common:
                    line.focus_common += 1
                else:
                    line.focus += 1
                    line.focus_weight += weight
                in_body = at - len(line.head)
                if in_body >= 0 and (line.focus_pos < 0 or (not common and in_body < line.focus_pos)):
                    line.focus_pos = in_body
                if not common and in_body >= 0:
                    _add_span(line, in_body, term)
    return len(marked)


#: The token a cited message continues with, kept with it: what the message says of whom (at most 64 characters).
_NEXT_TOKEN = re.compile(r"[ \t]{1,4}[\w][\w.:/\-]{0,62}")


def _add_span(line: Line, start: int, term: FocusTerm) -> None:
    """Record where a specific term sits in the body, so an excerpt of the line can keep it whole.

    A number inside a longer token (``760`` in the hex id ``d45bc38ad760``) is not recorded: it is not
    the value named. Offsets come from the lowercased text; where lowercasing changed the length
    (rare Unicode), the span is dropped rather than pointing at the wrong characters.
    """
    body = line.body
    end = start + len(term.text)
    if body[start:end].lower() != term.text:
        return
    if term.numeric:
        if start > 0 and (body[start - 1].isalnum() or body[start - 1] == "_"):
            return
        if "." in term.text:  # the trailing zeros of a decimal are part of it ("0.079319" in "0.0793190")
            while end < len(body) and body[end] == "0":
                end += 1
        j = end
        while j < len(body) and j - end < 4 and body[j].isalpha():
            j += 1
        if j < len(body) and (body[j].isalnum() or body[j] == "_"):
            return
    elif " " in term.text:  # a cited message keeps the token it goes on with ("… available for ts-food-service")
        nxt = _NEXT_TOKEN.match(body, end)
        if nxt is not None:
            end = nxt.end()
    if line.spans is None:
        line.spans = [(start, end)]
    else:
        line.spans.append((start, end))
