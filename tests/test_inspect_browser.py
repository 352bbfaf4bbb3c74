"""The inspector page in headless Debian Chromium (Playwright, the system browser): one browser for the module.

On dev cases of every verdict: every fact element carries its label, every evidence link resolves
to a record element and clicking it reveals that record, the filters hide and show the right
facts, a retried session shows both rounds, nothing logs a console error, and axe-core (vendored,
run in the same browser) finds no critical violation.
"""

from __future__ import annotations

import pytest

from engine import Verifier
from engine.inspect import render_run, render_session
from engine.inspect.markup import LABELS as BADGES
from engine.store import SessionStore
from tests.browser import PageWatch, axe_violations, open_browser
from tests.inspect_cases import (
    BROWSER_CASES,
    LABELS,
    LOW_CONFID_CASES,
    PASS_CASES,
    REJECT_CASES,
    dev_cases,
    hostile_input,
    long_item_input,
    stored_session,
)

pytestmark = pytest.mark.slow
VERIFIER = Verifier()
#: Pages axe-core checks (one per verdict; the sessions' two rounds too): each run costs about a second.
AXE_CASES = (PASS_CASES[0], LOW_CONFID_CASES[0], REJECT_CASES[-1])

#: In-page checks, run once per page: the DOM contract as the browser sees it.
FACTS_JS = """() => [...document.querySelectorAll('#view .fact')].map(f => ({
    id: f.dataset.factId, label: f.dataset.verification, critical: f.dataset.critical,
    badge: f.querySelector('summary .badge').textContent.trim(), hidden: f.hidden}))"""
LINKS_JS = """() => [...document.querySelectorAll('#view a[data-record]')].map(a => {
    const ref = a.dataset.record, at = ref.lastIndexOf(':');
    const el = document.getElementById('rec-' + ref.slice(0, at) + '-' + ref.slice(at + 1));
    return {ref, resolved: !!el && el.classList.contains('rec') && el.dataset.index === ref.slice(at + 1)};
})"""
#: Click each evidence link of an open fact (the click event the page handles) and report what it revealed.
CLICK_ALL_JS = """(fact) => [...fact.querySelectorAll('details a[data-record]')].map(a => {
    a.click();
    const ref = a.dataset.record, at = ref.lastIndexOf(':');
    const el = document.getElementById('rec-' + ref.slice(0, at) + '-' + ref.slice(at + 1)), r = el.getBoundingClientRect();
    let closed = false;
    for (let p = el.parentElement; p; p = p.parentElement) { if (p.tagName === 'DETAILS' && !p.open) closed = true; }
    return {ref, flash: el.classList.contains('flash'), visible: el.checkVisibility() && !closed,
            inView: r.bottom > 0 && r.top < window.innerHeight && r.height > 0};
})"""
REVEALED_JS = """(id) => {
    const el = document.getElementById(id), r = el.getBoundingClientRect();
    let closed = false;
    for (let p = el.parentElement; p; p = p.parentElement) { if (p.tagName === 'DETAILS' && !p.open) closed = true; }
    return {flash: el.classList.contains('flash'), visible: el.checkVisibility() && !closed,
            inView: r.bottom > 0 && r.top < window.innerHeight && r.height > 0};
}"""


@pytest.fixture(scope="module")
def browser():
    with open_browser() as ctx:
        yield ctx


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """Every page the tests open, written once: name → file URL."""
    out = tmp_path_factory.mktemp("inspect")
    docs = {cid: render_run(VERIFIER.run(dev_cases()[cid]["input"]), case_id=cid) for cid in BROWSER_CASES}
    docs["hostile"] = render_run(VERIFIER.run(hostile_input()))
    docs["long"] = render_run(VERIFIER.run(long_item_input(1000)))
    db = str(out / "sessions.sqlite")
    store = None
    for name in ("retry_then_pass", "retry_then_reject"):
        sid = stored_session(db, name)
        store = store or SessionStore(db)
        docs[name] = render_session(store.get_session(sid))
    store.close()
    urls = {}
    for name, doc in docs.items():
        path = out / f"{name}.html"
        path.write_text(doc, encoding="utf-8")
        urls[name] = path.as_uri()
    return urls


@pytest.fixture
def open_page(browser, pages):
    opened = []

    def _open(name):
        page = browser.new_page()
        watch = PageWatch.attach(page)
        page.goto(pages[name])
        opened.append((page, watch))
        return page, watch

    yield _open
    for page, watch in opened:
        page.close()
        assert watch.errors == [] and watch.dialogs == []  # no console error, no script ran


def _check_facts(page, expected_labels):
    facts = page.evaluate(FACTS_JS)
    assert [f["label"] for f in facts] == expected_labels
    for f in facts:
        assert f["label"] in LABELS and f["critical"] in ("true", "false")
        glyph, name, _ = BADGES[f["label"]]
        assert f["badge"] == f"{glyph} {name}"  # the label in text, not colour alone
    return facts


def _rid(ref: str) -> str:
    """``T1:3`` → ``rec-T1-3`` (the trace ref may hold ``:`` itself)."""
    trace_ref, _, index = ref.rpartition(":")
    return f"rec-{trace_ref}-{index}"


def _click_every_link(page):
    """Open each fact, then click each of its evidence links: the record must be shown, flashed and in view."""
    links = page.evaluate(LINKS_JS)
    assert all(link["resolved"] for link in links), [x for x in links if not x["resolved"]]
    for fact in page.locator("#view .fact").all():
        fact.locator("summary").click()
        for ref in fact.get_attribute("data-linked").split():
            # The details element's toggle event fires in a task after the click: wait for its handler.
            page.wait_for_function(
                "(id) => document.getElementById(id).classList.contains('linked')", arg=_rid(ref), timeout=5000
            )
        anchors = fact.locator("details a[data-record]")
        if anchors.count():  # the first link with a real mouse click, the others by their click events
            ref = anchors.first.get_attribute("data-record")
            anchors.first.click()
            assert page.evaluate(REVEALED_JS, _rid(ref)) == {"flash": True, "visible": True, "inView": True}, ref
            for state in fact.evaluate(CLICK_ALL_JS):
                assert (state["flash"], state["visible"], state["inView"]) == (True, True, True), state
    return links


def _no_critical_axe(page):
    violations = axe_violations(page)
    critical = [(v["id"], v["nodes"][0]["target"]) for v in violations if v["impact"] == "critical"]
    assert critical == []
    return violations


@pytest.mark.parametrize("case_id", BROWSER_CASES)
def test_dev_case_in_the_browser(open_page, case_id):
    run = VERIFIER.run(dev_cases()[case_id]["input"])
    page, _ = open_page(case_id)
    _check_facts(page, [f.verification.value for f in run.output.facts_checked])
    outcome = page.locator("#view .outcome")
    assert outcome.get_attribute("data-verdict") == run.output.verdict.value
    assert outcome.get_attribute("data-action") in ("answer", "disclaimer", "retry", "degraded")
    links = _click_every_link(page)
    assert len({x["ref"] for x in links}) == len(
        {(r.trace_ref, i) for f in run.output.facts_checked for r in f.evidence_refs for i in r.record_indexes or ()}
    )
    if case_id in AXE_CASES:
        assert [v["id"] for v in _no_critical_axe(page) if v["impact"] == "serious"] == []


def test_the_browser_cases_cover_every_verdict_label_and_gap():
    runs = [VERIFIER.run(dev_cases()[cid]["input"]) for cid in BROWSER_CASES]
    assert {r.output.verdict.value for r in runs} == {"PASS", "LOW_CONFID", "REJECT"}
    assert {f.verification.value for r in runs for f in r.output.facts_checked} == set(LABELS)
    items = [i for r in runs for i in r.verifier_input.tool_trace_summary]
    assert any(not i.success for i in items) and any(i.deduped for i in items)
    assert any(i.success and i.evidence_level.value == "none" for i in items)


def test_filters_hide_and_show_the_right_facts(open_page):
    page, _ = open_page("dev-db_pool-012")
    facts = page.evaluate(FACTS_JS)
    labels = {f["label"] for f in facts}
    assert len(labels) >= 3
    for label in labels:
        page.locator(f"input[data-filter='{label}']").uncheck()
        now = page.evaluate(FACTS_JS)
        assert [f["hidden"] for f in now] == [f["label"] == label for f in now]
        off = page.evaluate("() => [...document.querySelectorAll('#view mark.fm.off')].map(m => m.dataset.forFact)")
        assert set(off) <= {f["id"] for f in now if f["label"] == label}
        assert (
            page.locator("#filter-status").text_content()
            == f"{sum(not f['hidden'] for f in now)} of {len(now)} facts shown"
        )
        page.locator(f"input[data-filter='{label}']").check()
        assert not any(f["hidden"] for f in page.evaluate(FACTS_JS))


def test_critical_only_filter(open_page):
    run = VERIFIER.run(dev_cases()["dev-jvm_gc-018"]["input"])
    crit = [f.is_critical for f in run.output.facts_checked]
    assert True in crit and False in crit
    page, _ = open_page("dev-jvm_gc-018")
    page.locator("input[data-filter='critical-only']").check()
    assert [f["hidden"] for f in page.evaluate(FACTS_JS)] == [not c for c in crit]
    page.locator("input[data-filter='critical-only']").uncheck()
    assert not any(f["hidden"] for f in page.evaluate(FACTS_JS))


def test_keyboard_focus_opens_a_fact_and_a_mark_opens_its_fact(open_page):
    page, _ = open_page("dev-kafka_lag-022")
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.matches('.fact-d > summary')"):
            break
    else:
        pytest.fail("Tab never reached a fact")
    assert page.evaluate("() => document.activeElement.parentElement.open")
    mark = page.locator("#view mark.fm").first
    fid = mark.get_attribute("data-for-fact")
    mark.focus()
    page.keyboard.press("Enter")
    assert page.evaluate(
        "(id) => [...document.querySelectorAll('.fact')].find(f => f.dataset.factId === id)"
        ".querySelector('details').open",
        fid,
    )


@pytest.mark.parametrize(
    ("name", "verdicts"), [("retry_then_pass", ["LOW_CONFID", "PASS"]), ("retry_then_reject", ["LOW_CONFID", "REJECT"])]
)
def test_retried_session_shows_both_rounds(open_page, name, verdicts):
    page, _ = open_page(name)
    tabs = page.locator("[data-round-tab]")
    assert tabs.count() == 2
    outcome = page.locator("#view .outcome")
    assert (outcome.get_attribute("data-round"), outcome.get_attribute("data-verdict")) == ("2", verdicts[1])
    round2 = page.evaluate(FACTS_JS)
    _no_critical_axe(page)
    tabs.nth(0).click()
    assert tabs.nth(0).get_attribute("aria-selected") == "true"
    assert page.locator(".outcome").count() == 1  # one round in the document at a time: ids stay unique
    assert (
        outcome.get_attribute("data-round"),
        outcome.get_attribute("data-verdict"),
        outcome.get_attribute("data-action"),
    ) == ("1", verdicts[0], "retry")
    round1 = page.evaluate(FACTS_JS)
    assert round1 != round2 and {"no_evidence", "contradicted"} & {f["label"] for f in round1}
    _click_every_link(page)
    _no_critical_axe(page)
    tabs.nth(1).focus()
    page.keyboard.press("ArrowLeft")  # the tablist wraps around with the arrow keys
    page.keyboard.press("ArrowLeft")
    assert outcome.get_attribute("data-round") == "2" and page.evaluate(FACTS_JS) == round2
    assert page.locator("#view .user-text").count() == 1


def test_record_1000_of_a_long_item_is_revealed(open_page):
    page, _ = open_page("long")
    assert page.locator("#view .rec").count() == 1000
    assert page.locator("#view details.chunk").count() == 2
    assert not page.locator("[id='rec-T1-999']").is_visible()  # collapsed until asked for
    page.locator("#view .fact summary").first.click()
    page.locator("#view .fact a[data-record='T1:999']").click()
    assert page.evaluate(REVEALED_JS, "rec-T1-999") == {"flash": True, "visible": True, "inView": True}


def test_hostile_strings_never_run(open_page):
    page, watch = open_page("hostile")
    assert page.evaluate("() => window.__pwned") is None
    assert page.locator("#view img, #view svg, #view script").count() == 0
    assert "</script>" in page.locator("#view .answer").text_content()
    _click_every_link(page)
    assert watch.dialogs == []


def test_chinese_renders_with_a_cjk_font(open_page):
    page, _ = open_page(PASS_CASES[0])
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument")["root"]["nodeId"]
    used = {}
    for selector in ("#view .answer", "#view .user-text", "#view .rec .body"):
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        for font in cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]:
            used[font["familyName"]] = used.get(font["familyName"], 0) + font["glyphCount"]
    cdp.detach()
    cjk = {name: n for name, n in used.items() if "CJK" in name}
    assert cjk and sum(cjk.values()) > 10, used  # the Han characters come from a CJK font, not tofu
