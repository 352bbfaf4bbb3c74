"""Times of day in answers and in records: "09:12:05", "14:20 前后" against record timestamps.

A fact's clock time is ``HH:MM`` or ``HH:MM:SS`` (optionally with a fraction), not part of a
longer colon-separated token (a MAC address, an IPv6 address). A record's clock times are read
from its time-like fields (``ts``, ``timestamp``, ``time``, ``event_time``, ``@timestamp``, …)
in the formats real logs use: ISO 8601, ``2016-12-05 18:14:38,123``, syslog ``Jun 14 15:16:01``,
BGL ``2005-06-13-17.36.43.927885``, HDFS ``081109 203615``, and epoch seconds (as UTC).
Times are compared as written, in the record's own zone: answers state the times their logs show.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

__all__ = [
    "ClockTime",
    "TimeSpan",
    "clock_text",
    "clock_times",
    "stated_window",
    "times_in_record_text",
    "times_in_value",
]

#: A time of day in a fact; milliseconds after a dot, a comma, or (HealthApp's 22:19:58:411) a colon. A colon
#: right before it ends a Chinese label ("关键点:16:40:06", the NFKC form of "关键点："), never a longer run of
#: colons (a MAC, "2:16:40").
_FACT_TIME = re.compile(
    r"(?<![\w.])(?<![\x00-\x7f]:)(?<!^:)([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?:[.,](\d{1,9})|(?<=\d\d:\d\d:\d\d):(\d{3}))?(?![\w:])"
)
_APPROX = re.compile(r"^\s*(?:前后|左右|附近|上下)|(?:约|大约|大概|around|about|~|近)\s*$")
_VALUE_TIME = re.compile(r"(?<!\d)([01]\d|2[0-3])[:.]([0-5]\d)[:.]([0-5]\d)(?:[.,](\d{1,9}))?(?!\d)")
_HDFS_TIME = re.compile(r"^\d{6} ([01]\d|2[0-3])([0-5]\d)([0-5]\d)\b")
_RANGE = re.compile(r"^\s*(?:到|至|~|～|-|–|—|to|until)\s*$", re.I)
#: Words right after a time that open a range to the end of the day ("01:41:29 起", "09:25 之后").
_SINCE = re.compile(r"\s*(?:(起|以后|之后|onwards)|开始)")
_FROM = re.compile(r"(?:从|自|since|from)\s*$", re.I)
DAY = 86400


def clock_text(seconds: int) -> str:
    """Seconds since midnight as ``HH:MM:SS`` (how details show a record's time)."""
    return f"{seconds // 3600:02d}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"


_UNTIL = re.compile(r"(?:到|至|截至|截止到?|until|by)\s*$", re.I)
#: Epoch seconds, or milli-, micro- or nanoseconds (13, 16, 19 digits: Loki, OpenTelemetry, Kafka stamps).
#: A clock time right after an ISO date ("2017-05-16 00:00:21.067", "[2016-12-05 18:14:38,123]").
_DATE_TIME = re.compile(r"(?<![\d_])\d{4}-\d\d-\d\d[ T](\d\d):(\d\d):(\d\d)")
_EPOCH = re.compile(r"^(?:\d{10}(?:\.\d+)?|\d{13}|\d{16}|\d{19})$")
#: Leading characters of a text record searched for its header time.
HEADER_SPAN = 80


@dataclass(frozen=True)
class ClockTime:
    """A time of day as stated: seconds since midnight, its precision in seconds, and whether approximate."""

    text: str
    seconds: int
    precision: int  # 60 for HH:MM, 1 for HH:MM:SS
    approximate: bool = False

    def matches(self, seconds: int) -> bool:
        """True when a record time (seconds since midnight) is this time at its precision (±2 min if approximate)."""
        lo = self.seconds - (120 if self.approximate else 0)
        hi = self.seconds + self.precision + (120 if self.approximate else 0)
        return lo <= seconds < hi


def clock_times(text: str) -> list[ClockTime]:
    """The times of day a fact states, in order."""
    out = []
    for m in _FACT_TIME.finditer(text):
        h, mi, s = int(m.group(1)), int(m.group(2)), m.group(3)
        after, before = text[m.end() : m.end() + 3], text[max(0, m.start() - 6) : m.start()]
        approx = bool(_APPROX.search(after) or _APPROX.search(before))
        secs = h * 3600 + mi * 60 + (int(s) if s else 0)
        out.append(ClockTime(m.group(0), secs, 1 if s else 60, approx))
    return out


@dataclass(frozen=True)
class TimeSpan:
    """A part of the day a fact states: ``[start, end)`` seconds since midnight, and the words that state it."""

    start: int
    end: int
    text: str

    def holds(self, seconds: int) -> bool:
        """True when a record time falls in the span."""
        return self.start <= seconds < self.end


#: Words right before a "MM:SS" that make it a duration (Proxifier's "lifetime 04:12"), not a time of day.
_DURATION_WORD = (
    r"(?:lifetime|duration|elapsed|uptime|存活时间|存活|持续|时长|用时|历时|生存期|耗时)"  # the word
    r"\s*[:=]?\s*(?:了|为|是|约|大约)?\s*"  # what may stand between it and the duration
)
_DURATION_BEFORE = re.compile(_DURATION_WORD + "$", re.I)
_MMSS_DURATION = re.compile(_DURATION_WORD + r"((\d{1,2}):([0-5]\d))(?![:\d])", re.I)


def mmss_matches(text: str) -> list[re.Match[str]]:
    """The "MM:SS" durations ``text`` writes after a duration word ("lifetime 04:12", "存活了 14:01").

    Group 1 is the duration as written, groups 2 and 3 its minutes and seconds.
    """
    return list(_MMSS_DURATION.finditer(text))


def mmss_durations(text: str) -> list[str]:
    """The "MM:SS" durations ``text`` states after a duration word, as written."""
    return [m.group(1) for m in mmss_matches(text)]


def stated_window(text: str) -> tuple[TimeSpan, ...]:
    """The spans of the day the fact's times state.

    A range "A 到 B" runs from A to the end of B, "到 B" up to B, "A 起" / "A 之后" from A on; any
    other time is itself, at its precision (±2 minutes when approximate).
    """
    times = clock_times(text)
    spans: list[TimeSpan] = []
    i, pos = 0, 0
    while i < len(times):
        t = times[i]
        start = text.find(t.text, pos)
        end = start + len(t.text)
        if _DURATION_BEFORE.search(text[max(0, start - 12) : start]):
            # "lifetime 04:12", "存活 08:56": minutes and seconds of a duration, no time of day
            i, pos = i + 1, end
            continue
        nxt = times[i + 1] if i + 1 < len(times) else None
        if nxt is not None:
            n_start = text.find(nxt.text, end)
            if _RANGE.match(text[end:n_start]):
                spans.append(TimeSpan(t.seconds, nxt.seconds + nxt.precision, text[start : n_start + len(nxt.text)]))
                i, pos = i + 2, n_start + len(nxt.text)
                continue
        if _UNTIL.search(text[max(0, start - 4) : start]):
            spans.append(TimeSpan(0, t.seconds + t.precision, t.text))
        elif (m := _SINCE.match(text, end)) and (m.group(1) or _FROM.search(text[max(0, start - 4) : start])):
            # "01:41:29 起", "09:25 之后", "从 14:20 开始": from then on ("是 20:35:04 开始的" is the onset itself)
            spans.append(TimeSpan(t.seconds, DAY, text[start : m.end()]))
        else:
            pad = 120 if t.approximate else 0
            spans.append(TimeSpan(t.seconds - pad, t.seconds + t.precision + pad, t.text))
        i, pos = i + 1, end
    return tuple(spans)


#: Nanoseconds per unit of an epoch number by its count of integer digits (s, ms, µs, ns).
_EPOCH_UNIT_NS = {10: 1e9, 13: 1e6, 16: 1e3, 19: 1.0}


def epoch_unit_ns(value: str) -> float | None:
    """Nanoseconds per unit of an epoch stamp (``1661273998961879468`` → 1.0), None when ``value`` is none."""
    v = value.strip()
    return _EPOCH_UNIT_NS.get(len(v.split(".")[0])) if _EPOCH.match(v) else None


def times_in_value(value: str) -> list[int]:
    """Seconds since midnight of the clock times in one time-like field value (ISO, BGL, epoch, …)."""
    v = value.strip()
    if _EPOCH.match(v):
        whole = v.split(".")[0]
        t = datetime.fromtimestamp(float(v) if len(whole) == 10 else int(whole[:10]), tz=UTC)
        return [t.hour * 3600 + t.minute * 60 + t.second]
    m = _HDFS_TIME.match(v)  # HDFS's compact "081109 221151" (yymmdd HHMMSS) as a field value
    if m and len(v) == 13:
        return [int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))]
    return [int(h) * 3600 + int(m) * 60 + int(s) for h, m, s, _ in _VALUE_TIME.findall(v)]


def _epoch_seconds(v: str) -> float:
    """Seconds since the epoch of an epoch stamp ``v`` (10 digits and a fraction, or 13/16/19 digits)."""
    whole = v.split(".")[0]
    digits = len(whole)
    return float(v) if digits == 10 else int(whole) / (1e9 / _EPOCH_UNIT_NS[digits])


def moments_in_value(value: str) -> list[float]:
    """:func:`times_in_value` with the fraction of a second the value writes (orders within one second)."""
    v = value.strip()
    if _EPOCH.match(v):
        x = _epoch_seconds(v)
        t = datetime.fromtimestamp(int(x), tz=UTC)
        return [t.hour * 3600 + t.minute * 60 + t.second + (x - int(x))]
    out = []
    for h, m, sec, frac in _VALUE_TIME.findall(v):
        out.append(int(h) * 3600 + int(m) * 60 + int(sec) + (float("0." + frac) if frac else 0.0))
    return out or [float(t) for t in times_in_value(v)]


#: A date and time written in full (ISO 8601 and its space-separated form), with an optional zone.
_DATED = re.compile(
    r"(\d{4})-(\d\d)-(\d\d)[T ]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:[.,](\d{1,9}))?\s*(Z|[+-]\d\d:?\d\d)?"
)


def instants_in_value(value: str) -> list[float]:
    """Seconds since the epoch of a time value that writes its date (an epoch stamp, an ISO 8601 date-time); [].

    A written zone is applied; a date-time without one is read as UTC (the records of one output
    write one zone, so their order holds). A time of day alone has no instant.
    """
    v = value.strip()
    if _EPOCH.match(v):
        return [_epoch_seconds(v)]
    out = []
    for y, mo, d, h, mi, sec, frac, zone in _DATED.findall(v):
        try:
            t = datetime(int(y), int(mo), int(d), int(h), int(mi), int(sec), tzinfo=UTC)
        except ValueError:
            continue
        x = t.timestamp() + (float("0." + frac) if frac else 0.0)
        if zone and zone != "Z":
            sign = 1 if zone[0] == "+" else -1
            digits = zone[1:].replace(":", "")
            x -= sign * (int(digits[:2]) * 3600 + int(digits[2:]) * 60)
        out.append(x)
    return out


def times_in_record_text(text: str) -> list[int]:
    """Clock times in the header of a plain-text log line (syslog, log4j, BGL, HDFS)."""
    head = text[:HEADER_SPAN]
    m = _HDFS_TIME.match(head)
    if m:
        return [int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))]
    m = _DATE_TIME.search(head)  # a time right after a date is the line's own (not a file name's "…_13:53:08")
    if m:
        return [int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))]
    m = _VALUE_TIME.search(head)  # the header's time is the first one (later ones may be IPs or versions)
    return [int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))] if m else []
