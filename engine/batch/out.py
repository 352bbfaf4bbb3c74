"""OUT: the rows already written (``--resume``), and the writer that appends whole rows in input order.

OUT only ever grows by whole lines, each flushed as soon as it is written, so an interrupted run
leaves valid JSON Lines. A trailing partial line (a process killed hard in mid-write) was never
reported done: :func:`scan_out` finds where it starts and the resumed run writes from there.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

from engine.batch.rows import Row
from matchers.errors import VerifierError

__all__ = ["BatchError", "Done", "OrderedWriter", "Tally", "scan_out"]


class BatchError(VerifierError):
    """A batch cannot run or go on: unreadable input, an OUT that is not batch rows, an engine failure."""


@dataclass
class Tally:
    """Rows by verdict and error rows."""

    verdicts: Counter[str] = field(default_factory=Counter)
    errors: int = 0

    def add(self, verdict: str | None) -> None:
        """Count one row (``None``: an error row)."""
        if verdict is None:
            self.errors += 1
        else:
            self.verdicts[verdict] += 1

    @property
    def rows(self) -> int:
        """All rows counted."""
        return self.errors + sum(self.verdicts.values())


class Done:
    """The case ids already in OUT, with their counts, taken in input order by a resumed run.

    An id that occurs twice in the input but once in OUT is skipped once: the second occurrence
    is verified again, exactly as an uninterrupted run would have.
    """

    def __init__(self, counts: Counter[str] | None = None) -> None:
        self._counts: Counter[str] = Counter(counts or {})
        self.pending = sum(self._counts.values())

    def __contains__(self, key: str) -> bool:
        return self._counts[key] > 0

    def take(self, key: str) -> bool:
        """True (and one fewer left) when ``key`` is still owed a skip."""
        if self._counts[key] <= 0:
            return False
        self._counts[key] -= 1
        self.pending -= 1
        return True

    def keys(self) -> frozenset[str]:
        """The ids still to skip (what a Ray actor needs to know to skip work)."""
        return frozenset(k for k, n in self._counts.items() if n > 0)


def scan_out(path: Path) -> tuple[Done, Tally, int]:
    """(ids done, their tally, bytes of whole rows) of an existing OUT.

    Raises:
        BatchError: a whole line of OUT is not a batch row (OUT is some other file).
    """
    counts: Counter[str] = Counter()
    tally = Tally()
    valid = 0
    with path.open("rb") as f:
        for number, line in enumerate(f, start=1):
            if not line.endswith(b"\n"):
                break  # a partial last row: never reported done, rewritten by this run
            try:
                row = json.loads(line)
                key = row["case_id"]
                verdict = row["output"]["verdict"] if "output" in row else None
                if not isinstance(key, str) or (verdict is None and "error" not in row):
                    raise TypeError
            except (ValueError, TypeError, KeyError):
                raise BatchError(f"{path}: line {number} is not a batch row; not resuming", field="OUT") from None
            counts[key] += 1
            tally.add(verdict)
            valid += len(line)
    return Done(counts), tally, valid


class OrderedWriter:
    """Appends rows to OUT in input order, each flushed whole; refuses a row that comes out of order.

    Args:
        path: OUT.
        keep: bytes of OUT to keep (resume: :func:`scan_out`'s third value); ``None`` starts it afresh.
        on_write: called with the number of rows after each write (the progress bar).
    """

    def __init__(self, path: Path, keep: int | None, on_write: Callable[[int], None] | None = None) -> None:
        if keep is None:
            self._file = path.open("wb")
        else:
            self._file = path.open("r+b")
            self._file.truncate(keep)
            self._file.seek(keep)
        self._last = (-1, -1)
        self._on_write = on_write
        self.tally = Tally()

    def check_order(self, row: Row) -> None:
        """Refuse a row at or before the last one seen (an engine that lost the input order)."""
        here = (row.file, row.number)
        if here <= self._last:
            raise BatchError(f"row of input {row.file}:{row.number} came after {self._last[0]}:{self._last[1]}")
        self._last = here

    def write(self, rows: Iterable[Row]) -> None:
        """Write rows (already checked for order) and flush."""
        batch = list(rows)
        if not batch:
            return
        self._file.write(b"".join(r.data for r in batch))
        self._file.flush()
        for r in batch:
            self.tally.add(r.verdict)
        if self._on_write is not None:
            self._on_write(len(batch))

    def close(self) -> None:
        """Flush and close OUT."""
        self._file.close()

    def __enter__(self) -> OrderedWriter:
        return self

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()
