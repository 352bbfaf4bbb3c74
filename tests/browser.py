"""Headless Debian Chromium driven by Playwright (the system browser; nothing is downloaded at run time).

One browser per test module: :func:`open_browser` starts it with a fresh profile directory,
and :class:`PageWatch` records what a page logs (console errors, uncaught exceptions, dialogs).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
#: The Debian package's binary (``.ci/run`` installs it); override with CHAT_VERIFIER_CHROMIUM.
CHROMIUM = os.environ.get("CHAT_VERIFIER_CHROMIUM", "/usr/bin/chromium")
#: Flags for a headless run as root, offline and quiet (no background network, sync or updates).
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
)
AXE = ROOT / "tests" / "vendor" / "axe-core" / "axe.min.js"


@contextmanager
def open_browser(*, width: int = 1400, height: int = 1000) -> Iterator[BrowserContext]:
    """A Chromium browser context with a fresh ``--user-data-dir``, closed (and the profile removed) after use."""
    if not Path(CHROMIUM).exists():
        raise RuntimeError(
            f"{CHROMIUM} not found: install Debian's chromium (apt-get install -y chromium), as .ci/run does"
        )
    profile = tempfile.mkdtemp(prefix="cv-chromium-")
    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                profile,
                executable_path=CHROMIUM,
                headless=True,
                args=list(CHROMIUM_ARGS),
                viewport={"width": width, "height": height},
                offline=True,
            )
            try:
                yield ctx
            finally:
                ctx.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


@dataclass
class PageWatch:
    """What one page reported: console errors, uncaught exceptions and dialogs (alert, confirm, prompt)."""

    errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    @classmethod
    def attach(cls, page: Page) -> PageWatch:
        """Start watching ``page``."""
        w = cls()
        page.on("console", lambda m: w.errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: w.errors.append(f"pageerror: {e}"))

        def dialog(d) -> None:
            w.dialogs.append(f"{d.type}: {d.message}")
            d.dismiss()

        page.on("dialog", dialog)
        return w


def axe_violations(page: Page) -> list[dict]:
    """axe-core's violations on the page as loaded (the vendored axe-core, run in the same browser)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate("() => axe.run(document, {resultTypes: ['violations']}).then(r => r.violations)")
