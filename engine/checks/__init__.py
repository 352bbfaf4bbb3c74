"""The classification checks as registered objects, in an order kept as data (``engine/data/checks.yaml``).

Adding a check is one file (a class with ``name`` and ``run``) plus one line in
:func:`default_check_registry` and one in the order file.
"""

from __future__ import annotations

from functools import lru_cache

from engine.checks.base import Check, CheckRegistry, load_order, run_checks
from engine.checks.contradiction import (
    CountCheck,
    FabricationCheck,
    MisattributionCheck,
    NegationCheck,
    PairingCheck,
    StatusCheck,
    SuperlativeCheck,
    ValueCheck,
)
from engine.checks.order import OrderCheck
from engine.checks.outcome import OutcomeCheck
from engine.checks.support import (
    AbsenceCheck,
    AttributionCheck,
    DenialSupportCheck,
    DirectSupportCheck,
    IndirectSupportCheck,
    NoEvidenceCheck,
    ReferencesCheck,
)
from engine.checks.times import TimesCheck


def default_check_registry() -> CheckRegistry:
    """A new registry of the bundled checks, filled here and only here."""
    return CheckRegistry(
        [
            FabricationCheck(),
            StatusCheck(),
            OutcomeCheck(),
            NegationCheck(),
            ValueCheck(),
            CountCheck(),
            MisattributionCheck(),
            PairingCheck(),
            OrderCheck(),
            SuperlativeCheck(),
            DirectSupportCheck(),
            ReferencesCheck(),
            AttributionCheck(),
            IndirectSupportCheck(),
            DenialSupportCheck(),
            AbsenceCheck(),
            TimesCheck(),
            NoEvidenceCheck(),
        ]
    )


@lru_cache(maxsize=1)
def default_checks() -> tuple[Check, ...]:
    """The bundled checks in the bundled order (immutable; built once)."""
    return default_check_registry().ordered(load_order())


__all__ = ["Check", "CheckRegistry", "default_check_registry", "default_checks", "load_order", "run_checks"]
