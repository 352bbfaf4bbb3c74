"""The importer Protocol and the explicit registry of importers, filled in one place.

Each importer is one small object with a ``name`` (the ``--trace-format`` value), a versioned
``version``, ``detect(obj)`` (True when the payload carries the format's discriminating keys)
and ``read(obj, transcript)``; optionally ``fits(obj)``, a weaker shape test used only when no
importer's ``detect`` matched, so a payload without any discriminating key is reported as
ambiguous between the formats it fits. Registering a different importer under a taken name raises
:class:`matchers.errors.RegistryError` (``E002``); asking for an unknown one raises ``E003``.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from engine.importers.errors import FormatDetectionError
from engine.importers.transcript import Transcript
from matchers.registry import Registry


@runtime_checkable
class TraceImporter(Protocol):
    """Turns one format's payload into transcript events."""

    name: str
    version: str

    def detect(self, obj: Any) -> bool:
        """True when ``obj`` carries this format's discriminating keys."""
        ...

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Walk ``obj`` in trace order, reporting turns, texts, calls and results; raise on malformed input."""
        ...


class ImporterRegistry(Registry[TraceImporter]):
    """Importers by format name, with auto-detection over all of them."""

    def __init__(self) -> None:
        super().__init__("trace format")

    def add(self, importer: TraceImporter) -> TraceImporter:
        """Register ``importer`` under its own name."""
        return self.register(importer.name, importer)

    def detect(self, obj: Any) -> TraceImporter:
        """The one importer whose discriminating keys ``obj`` carries.

        Raises:
            FormatDetectionError: none matches, or several do (the message lists the candidates).
        """
        hits = [imp for _, imp in self.items() if imp.detect(obj)]
        if not hits:  # no discriminating key: the formats whose general shape fits (a tool-less chat, say)
            hits = [imp for _, imp in self.items() if getattr(imp, "fits", None) is not None and imp.fits(obj)]
        if len(hits) == 1:
            return hits[0]
        if not hits:
            raise FormatDetectionError(
                f"no importer recognises this payload; pass a format (one of: {', '.join(self)})"
            )
        names = [imp.name for imp in hits]
        raise FormatDetectionError(
            f"ambiguous trace format: the payload fits {', '.join(names)}; pass one of them as the format", names
        )


def default_importer_registry() -> ImporterRegistry:
    """A new registry holding every bundled importer, filled here and only here."""
    from engine.importers.agentscope import AgentScopeImporter
    from engine.importers.anthropic import AnthropicImporter
    from engine.importers.langchain import LangChainImporter
    from engine.importers.openai_chat import OpenAIChatImporter
    from engine.importers.openai_responses import OpenAIResponsesImporter
    from engine.importers.openinference import OpenInferenceImporter
    from engine.importers.otel_genai import OTelGenAIImporter
    from engine.importers.spring_ai import SpringAIImporter

    reg = ImporterRegistry()
    for importer in (
        OpenAIChatImporter(),
        OpenAIResponsesImporter(),
        AnthropicImporter(),
        LangChainImporter(),
        OTelGenAIImporter(),
        OpenInferenceImporter(),
        SpringAIImporter(),
        AgentScopeImporter(),
    ):
        reg.add(importer)
    return reg
