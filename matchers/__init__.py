"""Text matchers for incident facts: tokenisation, identifiers, fuzzy matching, quantities, polarity.

Matchers work on plain text and their own small frozen result types, so they embed in any
QA pipeline without the rest of chat-verifier. This package imports neither ``engine``
nor ``extractors``.

The stable, documented entry points (:mod:`matchers.api`) are :func:`find_identifiers`,
:func:`find_quantities`, :func:`same_identifier` and :func:`compare_quantities`; spaCy users add
the ``chat_verifier_identifiers`` and ``chat_verifier_quantities`` pipes (:mod:`matchers.spacy_components`).
"""

from matchers.api import (
    IdentifierSpan,
    QuantityComparison,
    QuantitySpan,
    compare_quantities,
    find_identifiers,
    find_quantities,
    same_identifier,
)
from matchers.errors import (
    ErrorCode,
    InputError,
    MissingDependencyError,
    RegistryError,
    RuleDataError,
    VerifierError,
)

__all__ = [
    "ErrorCode",
    "IdentifierSpan",
    "InputError",
    "MissingDependencyError",
    "QuantityComparison",
    "QuantitySpan",
    "RegistryError",
    "RuleDataError",
    "VerifierError",
    "compare_quantities",
    "find_identifiers",
    "find_quantities",
    "same_identifier",
]
