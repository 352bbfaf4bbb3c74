"""Named text normalisers: width (NFKC), case and separator folding.

Nothing here runs implicitly: scorers take a ``processor=`` and callers pass one of these
by name, as RapidFuzz does. All functions are pure and total (any ``str`` in, ``str`` out).
"""

from __future__ import annotations

import re
import unicodedata

_SEPARATORS = re.compile(r"[\s\-_./:]+")


def fold_width(text: str) -> str:
    """NFKC: full-width letters, digits and punctuation become their ASCII forms (ＥＲＲ→ERR, ５→5)."""
    if text.isascii():  # ASCII is already NFKC-normal; skip the (slower) normalisation
        return text
    return unicodedata.normalize("NFKC", text)


def fold_case(text: str) -> str:
    """Width-fold then casefold."""
    return fold_width(text).casefold()


def fold_separators(text: str) -> str:
    """Width- and case-fold, then drop separators (space, ``-``, ``_``, ``.``, ``/``, ``:``).

    ``ERR_DB_POOL`` , ``err-db-pool`` and ``Err.Db.Pool`` all become ``errdbpool``. Digits are
    kept, so identifiers that differ in a digit stay different.
    """
    return _SEPARATORS.sub("", fold_case(text))


def digits_of(text: str) -> str:
    """The sequence of digits in ``text`` (after width folding): the digit signature of an identifier."""
    return "".join(ch for ch in fold_width(text) if ch.isdigit())
