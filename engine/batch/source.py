"""Batch input: the JSON Lines files of ``IN...`` and their lines, streamed with bounded memory.

Both engines read the same files in the same order and number the same lines, so a row's
position and its fallback case id (``FILE:LINE``) never depend on the engine.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import BinaryIO, NamedTuple

from matchers.errors import InputError

__all__ = ["Line", "count_lines", "input_files", "iter_lines", "read_lines"]

#: Bytes read at a time: memory per reader is about one chunk plus one line (itself bounded).
CHUNK = 1 << 20
#: Suffix of the files taken from a directory.
SUFFIX = ".jsonl"


class Line(NamedTuple):
    """One non-blank input line: where it is, and its bytes (``None`` when longer than the limit)."""

    file: int
    number: int
    source: str
    raw: bytes | None
    size: int


def input_files(paths: Sequence[str | Path]) -> list[Path]:
    """The files of ``IN...`` in order: a file as given; a directory's ``*.jsonl`` files, recursively, sorted.

    Raises:
        InputError: a path does not exist, or a directory holds no ``.jsonl`` file.
    """
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.rglob(f"*{SUFFIX}") if p.is_file())
            if not found:
                raise InputError(f"{path}: directory holds no {SUFFIX} file", field="IN")
            files.extend(found)
        elif path.is_file():
            files.append(path)
        else:
            raise InputError(f"{path}: no such file or directory", field="IN")
    return files


def iter_lines(stream: BinaryIO, max_bytes: int, chunk: int = CHUNK) -> Iterator[tuple[int, bytes | None, int]]:
    r"""(line number, bytes, size) of each non-blank line of a binary stream, split on ``\n`` only.

    A line longer than ``max_bytes`` is not kept: its bytes are ``None`` (the size says how long
    it was), so one huge line costs no more memory than ``max_bytes`` plus a chunk.
    """
    number = 0
    parts: list[bytes] = []
    size = 0
    over = False
    while block := stream.read(chunk):
        start = 0
        while (end := block.find(b"\n", start)) >= 0:
            number += 1
            part = block[start:end]
            total = size + len(part)
            if over or total > max_bytes:
                yield number, None, total
            else:
                line = b"".join((*parts, part)) if parts else part
                if line.strip():
                    yield number, line, total
            parts, size, over = [], 0, False
            start = end + 1
        tail = block[start:]
        size += len(tail)
        if not over and size > max_bytes:
            parts, over = [], True
        elif not over and tail:
            parts.append(tail)
    if size:
        number += 1
        if over or size > max_bytes:
            yield number, None, size
        elif (line := b"".join(parts)).strip():
            yield number, line, size


def read_lines(files: Sequence[Path], max_bytes: int) -> Iterator[Line]:
    """Every non-blank line of ``files``, in order, with its file index and ``FILE:LINE`` source."""
    for index, path in enumerate(files):
        name = path.as_posix()
        with path.open("rb") as stream:
            for number, raw, size in iter_lines(stream, max_bytes):
                yield Line(index, number, f"{name}:{number}", raw, size)


def count_lines(files: Sequence[Path], max_bytes: int) -> int:
    """How many lines :func:`read_lines` yields (for the progress bar's total and ETA)."""
    return sum(1 for _ in read_lines(files, max_bytes))
