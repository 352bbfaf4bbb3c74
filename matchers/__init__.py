"""Text matchers for incident facts: tokenisation, identifiers, fuzzy matching, quantities, polarity.

Matchers work on plain text and their own small frozen result types, so they embed in any
QA pipeline without the rest of chat-verifier. This package imports neither ``engine``
nor ``extractors``.
"""

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
    "InputError",
    "MissingDependencyError",
    "RegistryError",
    "RuleDataError",
    "VerifierError",
]
