"""Mixed Chinese/English tokenisation that keeps identifiers whole.

Identifier spans (found first by the regex recognisers) become single tokens; the rest is
split into ASCII words, numbers and punctuation by a regex, and Chinese runs by jieba with
an ops user dictionary. jieba is imported lazily and warmed up once per process
(:func:`jieba_tokenizer`); it loads a frequency-trimmed copy of its own dictionary, which cuts
warm-up from about a second to about 0.1 s with the same segmentation of common words, and
reads jieba's prefix-dictionary cache in one piece (:func:`_load_prefix_cache`).
"""

from __future__ import annotations

import hashlib
import logging
import marshal
import os
import re
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from matchers.base import quick_init
from matchers.errors import MissingDependencyError
from matchers.ruledata import read_data

logger = logging.getLogger(__name__)

#: Words of jieba's bundled dictionary kept in the trimmed copy (frequency at least this).
JIEBA_MIN_FREQ = 100

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_PIECES = re.compile(
    rf"(?P<cjk>[{_CJK}]+)|(?P<number>\d+(?:[.,]\d+)*)|(?P<word>[A-Za-z][A-Za-z0-9']*)|(?P<punct>[^\s{_CJK}A-Za-z0-9])"
)


@quick_init
@dataclass(frozen=True)
class Token:
    """One token with its ``[start, end)`` span; ``kind`` is ident, cjk, number, word or punct."""

    text: str
    start: int
    end: int
    kind: str


def _data_lines(name: str) -> list[str]:
    text = read_data(name)
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    """Function words and ops boilerplate (``matchers/data/stopwords.txt``), lowercased."""
    return frozenset(w.lower() for w in _data_lines("stopwords.txt"))


@lru_cache(maxsize=1)
def ops_user_dict() -> tuple[tuple[str, int | None, str | None], ...]:
    """Entries of ``matchers/data/ops_dict.txt`` as (word, freq, tag)."""
    out = []
    for line in _data_lines("ops_dict.txt"):
        parts = line.split()
        freq = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
        out.append((parts[0], freq, parts[2] if len(parts) > 2 else None))
    return tuple(out)


def _trimmed_dictionary(jieba: Any, min_freq: int) -> str | None:
    src = Path(jieba.__file__).with_name("dict.txt")
    if not src.exists():
        return None
    target = Path(tempfile.gettempdir()) / f"chat_verifier_jieba_{jieba.__version__}_f{min_freq}.txt"
    if not target.exists():
        kept = [
            ln
            for ln in src.read_text(encoding="utf-8").splitlines()
            if len(p := ln.split()) >= 2 and p[1].isdigit() and int(p[1]) >= min_freq
        ]
        tmp = target.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text("\n".join(kept) + "\n", encoding="utf-8")
        os.replace(tmp, target)
    return str(target)


def _import_jieba() -> Any:
    """``import jieba`` without ``pkg_resources``.

    jieba's ``_compat`` imports ``pkg_resources`` (a deprecated, slow import: about 0.14 s of a
    cold start) only to open its own data files, and falls back to a plain ``open`` beside its
    module when the import fails. So the import runs with ``pkg_resources`` marked absent, unless
    it is already loaded (then it costs nothing more); the mark is removed afterwards.
    """
    if "jieba" in sys.modules:
        return sys.modules["jieba"]
    hide = "pkg_resources" not in sys.modules
    if hide:
        sys.modules["pkg_resources"] = None  # type: ignore[assignment]  # import raises ImportError
    try:
        import jieba
    except ImportError as exc:  # pragma: no cover - jieba is a hard dependency
        raise MissingDependencyError("jieba is not installed: pip install jieba") from exc
    finally:
        if hide and sys.modules.get("pkg_resources", 0) is None:
            del sys.modules["pkg_resources"]
    return jieba


def _load_prefix_cache(tk: Any) -> bool:
    """Fill ``tk`` from the prefix-dictionary cache jieba wrote for its dictionary; False when there is none.

    The same file and the same test of freshness as ``Tokenizer.initialize``, read in one piece:
    jieba's ``marshal.load`` on the open file reads it in small chunks, about 0.1 s of a cold
    start, while ``marshal.loads`` of its bytes takes a fifth of that. The prefix dictionary is
    the one ``initialize`` would load, so segmentation is unchanged; anything unexpected leaves
    the loading to jieba.
    """
    abs_path = getattr(tk, "dictionary", None)
    if not isinstance(abs_path, str) or not os.path.isabs(abs_path) or tk.cache_file or tk.tmp_dir or tk.initialized:
        return False
    digest = hashlib.md5(abs_path.encode("utf-8", "replace"), usedforsecurity=False).hexdigest()  # jieba's cache name
    cache = Path(tempfile.gettempdir()) / f"jieba.u{digest}.cache"
    try:
        if not cache.is_file() or cache.stat().st_mtime <= os.path.getmtime(abs_path):
            return False
        freq, total = marshal.loads(cache.read_bytes())  # noqa: S302 - the file jieba itself marshal-loads
    except (OSError, ValueError, EOFError, TypeError):
        return False
    if not isinstance(freq, dict) or not isinstance(total, int):
        return False
    with tk.lock:
        tk.FREQ, tk.total, tk.initialized = freq, total, True
    return True


@lru_cache(maxsize=2)
def jieba_tokenizer(min_freq: int = JIEBA_MIN_FREQ) -> Any:
    """A warmed-up ``jieba.Tokenizer`` with the ops user dictionary (one per process).

    Args:
        min_freq: trim jieba's dictionary to words at least this frequent; 0 uses it whole.
    """
    jieba = _import_jieba()
    jieba.setLogLevel(logging.WARNING)
    path = _trimmed_dictionary(jieba, min_freq) if min_freq > 0 else None
    tk = jieba.Tokenizer(dictionary=path) if path else jieba.Tokenizer()
    if not _load_prefix_cache(tk):
        tk.initialize()
    for word, freq, tag in ops_user_dict():
        tk.add_word(word, freq, tag)
    from matchers.glossary import default_glossary  # glossary words stay whole (重试, not 重 / 试)

    for word in default_glossary().terms:
        if len(word) >= 2 and not word.isascii():
            tk.add_word(word)
    return tk


@lru_cache(maxsize=8192)
def cut_cjk(text: str) -> tuple[str, ...]:
    """Segment a Chinese run with the ops-aware jieba tokenizer (no HMM: deterministic dictionary cut).

    Memoised: runs such as 日志出现 recur in almost every answer.
    """
    return tuple(jieba_tokenizer().lcut(text, HMM=False))


def tokenize(text: str, protected: Sequence[tuple[int, int]] = ()) -> list[Token]:
    """Tokens of ``text``; each ``protected`` span (an identifier) becomes exactly one token.

    Args:
        text: any text.
        protected: non-overlapping ``(start, end)`` spans to keep whole, e.g. from
            :func:`matchers.identifiers.identifier_spans`.
    """
    out: list[Token] = []
    pos = 0
    for start, end in sorted(protected):
        if start < pos:
            continue
        out.extend(_split(text, pos, start))
        out.append(Token(text[start:end], start, end, "ident"))
        pos = end
    out.extend(_split(text, pos, len(text)))
    return out


def _split(text: str, start: int, end: int) -> list[Token]:
    out: list[Token] = []
    for m in _PIECES.finditer(text, start, end):
        kind = m.lastgroup or "punct"
        if kind == "cjk":
            pos = m.start()
            for word in cut_cjk(m.group()):
                out.append(Token(word, pos, pos + len(word), "cjk"))
                pos += len(word)
        else:
            out.append(Token(m.group(), m.start(), m.end(), kind))
    return out


def content_terms(tokens: Sequence[Token]) -> list[str]:
    """Content words of a token list, lowercased, in order, without repeats.

    Chinese words of 2+ characters and English words of 3+ letters count; stop words, numbers,
    punctuation and identifiers (checked separately) do not. A run of adjacent single Chinese
    characters that are not stop words is one word: jieba's trimmed dictionary cuts a word it
    lacks (停运, 清空) into characters, and the word must still count.
    """
    stops = stop_words()
    seen: dict[str, None] = {}
    run: list[Token] = []

    def flush() -> None:
        word = "".join(t.text for t in run)
        if len(run) >= 2 and word not in stops:
            seen.setdefault(word, None)
        run.clear()

    for t in tokens:
        if t.kind == "cjk" and len(t.text) == 1 and t.text not in stops:
            if run and run[-1].end != t.start:
                flush()
            run.append(t)
            continue
        flush()
        text = t.text.strip("'") if t.kind == "word" else t.text  # 'exhausted' quoted in a sentence
        if (t.kind == "cjk" and len(text) >= 2) or (t.kind == "word" and len(text) >= 3):
            w = text.lower()
            if w not in stops:
                seen.setdefault(w, None)
    flush()
    return list(seen)
