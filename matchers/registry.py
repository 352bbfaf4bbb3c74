"""Explicit, named registries (one object per kind), in the style of spaCy's ``util.registry``.

Names carry a version (``identifiers.error_code.v1``). Registering a *different* object
under a taken name raises :class:`RegistryError`; re-registering the same object is a no-op.
Registries are filled in one place by their owning module, never as a side effect of
constructing an object.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, TypeVar

from matchers.errors import ErrorCode, RegistryError

T = TypeVar("T")


class Registry(Generic[T]):
    """An ordered name → object mapping with conflict checks."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._items: dict[str, T] = {}

    def register(self, name: str, obj: T, *, replace: bool = False) -> T:
        """Add ``obj`` under ``name``; refuse to silently overwrite a different object."""
        current = self._items.get(name)
        if current is not None and current is not obj and current != obj and not replace:
            raise RegistryError(f"{self.kind} name {name!r} is already registered", code=ErrorCode.E002)
        self._items[name] = obj
        return obj

    def get(self, name: str) -> T:
        """Return the object registered under ``name``."""
        try:
            return self._items[name]
        except KeyError:
            known = ", ".join(sorted(self._items)) or "none"
            raise RegistryError(f"unknown {self.kind} {name!r} (known: {known})", code=ErrorCode.E003) from None

    def unregister(self, name: str) -> None:
        """Remove ``name`` if present."""
        self._items.pop(name, None)

    def copy(self) -> Registry[T]:
        """A shallow copy, for per-call or per-instance additions that leave this one untouched."""
        out: Registry[T] = Registry(self.kind)
        out._items = dict(self._items)
        return out

    def __contains__(self, name: object) -> bool:
        return name in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def items(self) -> list[tuple[str, T]]:
        """Registered (name, object) pairs in registration order."""
        return list(self._items.items())

    def __len__(self) -> int:
        return len(self._items)


def default_matcher_registry(*, shape_identifiers: bool = True) -> Registry[object]:
    """A new registry holding every bundled matcher, filled here and only here.

    Names carry versions (``identifiers.error_code.v1``). Each call returns a fresh registry
    (the objects inside share their compiled rules), so a caller may register its own
    matchers on it without affecting anyone else.

    Args:
        shape_identifiers: register :class:`matchers.shapes.ShapeRecognizer` (``identifiers.shape.v1``:
            every token shaped like an identifier is a key identifier, DESIGN "Evidence model").
            On by default; ``False`` gives the labelled patterns alone.
    """
    from matchers.fuzzy import ExcerptMatcher, IdentifierMatcher
    from matchers.glossary import GlossaryMatcher
    from matchers.identifiers import default_recognizers
    from matchers.polarity import NegationMatcher, StatusMatcher
    from matchers.quantities import QuantityMatcher, QuantityRecognizer
    from matchers.references import ReferenceChecker
    from matchers.shapes import ShapeRecognizer

    reg: Registry[object] = Registry("matcher")
    for rec in default_recognizers():
        reg.register(rec.name, rec)
    if shape_identifiers:
        shapes = ShapeRecognizer()
        reg.register(shapes.name, shapes)
    for obj in (
        QuantityRecognizer(),
        QuantityMatcher(),
        NegationMatcher(),
        StatusMatcher(),
        IdentifierMatcher(),
        ExcerptMatcher(),
        ReferenceChecker(),
        GlossaryMatcher(),
    ):
        reg.register(obj.name, obj)
    return reg


def matchers_of_kind(registry: Registry[object], kind: str) -> list[object]:
    """The registered matchers whose ``kind`` is ``kind``, in registration order."""
    return [m for _, m in registry.items() if getattr(m, "kind", None) == kind]
