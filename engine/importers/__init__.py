"""Trace importers: the traces agent stacks really produce → ToolInvocation rows (DESIGN "Importers").

``import_trace(obj, format="auto")`` returns the labeled case's ``input`` form with an
``import_audit`` beside the rows; see :class:`ImportAudit` for the derivation rules.
"""

from engine.importers.api import AUTO, derived_session_id, import_trace, importer_registry, verify_trace
from engine.importers.audit import (
    DEFAULT_ERROR_PREFIXES,
    ErrorTextRule,
    ImportAudit,
    ImportOptions,
    InvocationAudit,
    SuccessSource,
)
from engine.importers.errors import FormatDetectionError, MissingTraceValueError, TraceImportError
from engine.importers.registry import ImporterRegistry, TraceImporter, default_importer_registry
from engine.importers.transcript import NO_RESULT, RAW_INPUT_KEY, Transcript

__all__ = [
    "AUTO",
    "DEFAULT_ERROR_PREFIXES",
    "NO_RESULT",
    "RAW_INPUT_KEY",
    "ErrorTextRule",
    "FormatDetectionError",
    "ImportAudit",
    "ImportOptions",
    "ImporterRegistry",
    "InvocationAudit",
    "MissingTraceValueError",
    "SuccessSource",
    "TraceImportError",
    "TraceImporter",
    "Transcript",
    "default_importer_registry",
    "derived_session_id",
    "import_trace",
    "importer_registry",
    "verify_trace",
]
