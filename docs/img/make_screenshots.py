"""Regenerate the trace inspector screenshots in this folder (headless Debian Chromium, Playwright).

Run from the repository root: ``.venv/bin/python docs/img/make_screenshots.py``. Each shot opens
one page, opens one fact, clicks its first evidence link (so the record it rests on is
highlighted and scrolled into view) and saves the viewport as PNG. See ``docs/inspector.md``.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine import Verifier  # noqa: E402
from engine.inspect import render_run, render_session  # noqa: E402
from engine.store import SessionStore  # noqa: E402
from tests.browser import open_browser  # noqa: E402
from tests.inspect_cases import dev_cases, stored_session  # noqa: E402

OUT = Path(__file__).resolve().parent
BLIND_DEV = ROOT / "benchmarks" / "data" / "blind" / "blind-dev.jsonl"
#: (file name, page source, fact to open (index among the round's facts), round tab to select first)
SHOTS = (
    ("inspect-pass.png", ("dev", "dev-db_pool-026"), 0, None),
    ("inspect-low-confid-gaps.png", ("dev", "dev-db_pool-001"), 1, None),
    ("inspect-reject-misattribution.png", ("blind-dev", "bE-045"), 2, None),
    ("inspect-session-2-rounds.png", ("session", "retry_then_pass"), 0, "1"),
)


def _blind_dev_case(case_id: str) -> dict:
    for line in BLIND_DEV.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if case["case_id"] == case_id:
            return case
    raise KeyError(case_id)


def _page(kind: str, name: str, tmp: Path) -> str:
    if kind == "session":
        db = str(tmp / "sessions.sqlite")
        sid = stored_session(db, name)
        store = SessionStore(db)
        try:
            return render_session(store.get_session(sid))
        finally:
            store.close()
    case = dev_cases()[name] if kind == "dev" else _blind_dev_case(name)
    return render_run(Verifier().run(case["input"]), case_id=name)


def main() -> None:
    """Write every PNG of :data:`SHOTS`."""
    with tempfile.TemporaryDirectory() as tmp, open_browser(width=1440, height=1000) as ctx:
        for png, (kind, name), fact, tab in SHOTS:
            path = Path(tmp) / f"{name}.html"
            path.write_text(_page(kind, name, Path(tmp)), encoding="utf-8")
            page = ctx.new_page()
            page.goto(path.as_uri())
            if tab is not None:
                page.locator(f"[data-round-tab='{tab}']").click()
            card = page.locator("#view .fact").nth(fact)
            card.locator("summary").click()
            links = card.locator("details a[data-record]")
            if links.count():
                links.first.click()
            # the session shot keeps the round switcher in view; the others start at the round
            top = "0" if tab is not None else "document.querySelector('#view .round-head').offsetTop - 8"
            page.evaluate(f"() => window.scrollTo(0, {top})")
            page.screenshot(path=str(OUT / png))
            page.close()
            print(f"wrote {OUT / png}")


if __name__ == "__main__":
    main()
