"""chat-verifier public API: contracts, trace summarizer, classifier, scorer and the verify pipeline."""

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
from engine.pipeline import VerificationRun, build_verifier_input, run_verification, verify
from engine.profiles import ToolProfiles, default_profiles
from engine.scorer import ScoreResult, score_facts
from engine.summarizer import summarize_trace
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

__all__ = [
    "CandidateFact",
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
    "VerifierError",
    "VerifierEvaluation",
    "VerifierInput",
    "VerifierOutput",
    "build_verifier_input",
    "classify_facts",
    "default_profiles",
    "parse_executor_output",
    "run_verification",
    "score_facts",
    "summarize_trace",
    "verify",
]
