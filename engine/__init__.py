"""chat-verifier public API: contracts, trace importers, summarizer, classifier, scorer, the configured Verifier.

``engine.Verifier`` is the configured object to build once and pass around; ``engine.verify`` and
``engine.run_verification`` delegate to ``engine.default_verifier()``, created on first use.
"""

from engine.classifier import classify_facts
from engine.contracts import (
    EvidenceRef,
    ExtractionRecord,
    FactCheck,
    SelfEvaluation,
    ToolInvocation,
    ToolProfile,
    TraceSummaryItem,
    Verdict,
    Verification,
    VerifierEvaluation,
    VerifierInput,
    VerifierOutput,
)
from engine.pipeline import CaseInput, VerificationRun, build_verifier_input, run_verification, verify
from engine.profiles import ToolProfiles, default_profiles
from engine.scorer import ScoreResult, score_facts
from engine.summarizer import summarize_trace
from engine.verifier import Verifier, default_verifier
from extractors.contracts import (
    CandidateFact,
    Claim,
    EvidenceBinding,
    EvidenceLevel,
    ExecutorStructuredOutput,
    FactOrigin,
    ParseResult,
    ParseStatus,
)
from extractors.parser import parse_executor_output
from matchers.errors import ErrorCode, InputError, VerifierError

#: Names re-exported lazily, so ``import engine`` does not import SQLAlchemy, the OpenAI client or
#: the eight trace importers (a verification needs none of them: cold start).
_LAZY = {
    **dict.fromkeys(
        (
            "FormatDetectionError",
            "ImportAudit",
            "ImportOptions",
            "TraceImportError",
            "import_trace",
            "importer_registry",
            "verify_trace",
        ),
        "engine.importers",
    ),
    "ChatService": "engine.chat",
    "ChatResult": "engine.chat",
    "Planner": "engine.chat",
    "Executor": "engine.chat",
    "EvaluationService": "engine.evaluation",
    "ReplayPlanner": "engine.replay",
    "ReplayExecutor": "engine.replay",
    "SessionStore": "engine.store",
    "Store": "engine.store",
    "open_store": "engine.store",
    "store_registry": "engine.store",
    "route": "engine.router",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


__all__ = [
    *sorted(_LAZY),
    "CandidateFact",
    "CaseInput",
    "Claim",
    "ErrorCode",
    "EvidenceBinding",
    "EvidenceLevel",
    "EvidenceRef",
    "ExecutorStructuredOutput",
    "ExtractionRecord",
    "FactCheck",
    "FactOrigin",
    "InputError",
    "ParseResult",
    "ParseStatus",
    "ScoreResult",
    "SelfEvaluation",
    "ToolInvocation",
    "ToolProfile",
    "ToolProfiles",
    "TraceSummaryItem",
    "Verdict",
    "Verification",
    "VerificationRun",
    "Verifier",
    "VerifierError",
    "VerifierEvaluation",
    "VerifierInput",
    "VerifierOutput",
    "build_verifier_input",
    "classify_facts",
    "default_profiles",
    "default_verifier",
    "parse_executor_output",
    "run_verification",
    "score_facts",
    "summarize_trace",
    "verify",
]
