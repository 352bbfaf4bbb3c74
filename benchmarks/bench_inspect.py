"""Trace inspector cost: render time and page size against records per item, and what the browser pays.

    .venv/bin/python benchmarks/bench_inspect.py [--sizes 10,100,1000,5000] [--repeat 5] [--no-browser]

For each size N, one item of N log records (only the last names the answer's error code):
- ``render ms``: CPU time (``time.process_time``) of ``render_run`` on the verified run, median of
  ``--repeat`` runs (verification is not timed);
- ``bytes``: the page's size;
- in headless Debian Chromium (one browser, one page per load): ``load ms``, wall time from
  ``goto`` to the ``load`` event, and ``reveal ms``, the in-page time of one click on the evidence
  link of record N-1 (ancestor blocks opened, scrolled into view), each the median of ``--repeat``.
Ratios are against the smallest size, per record, so linear growth shows as ~1.0.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Verifier
from engine.inspect import render_run
from tests.inspect_cases import long_item_input

REVEAL_JS = """() => {
    document.querySelector('#view .fact summary').click();
    const a = [...document.querySelectorAll('#view a[data-record]')].pop();
    const t = performance.now(); a.click(); const ms = performance.now() - t;
    return {ms, ok: document.getElementById('rec-' + a.dataset.record.replace(':', '-')).classList.contains('flash')};
}"""


def _render_ms(run, repeat: int) -> tuple[float, str]:
    times, page = [], ""
    for _ in range(repeat):
        t = time.process_time()
        page = render_run(run)
        times.append((time.process_time() - t) * 1000)
    return statistics.median(times), page


def _browser(pages: dict[int, str], repeat: int) -> dict[int, tuple[float, float]]:
    from tests.browser import open_browser

    out = {}
    with tempfile.TemporaryDirectory() as tmp, open_browser() as ctx:
        for n, page in pages.items():
            path = Path(tmp) / f"p{n}.html"
            path.write_text(page, encoding="utf-8")
            loads, reveals = [], []
            for _ in range(repeat):
                tab = ctx.new_page()
                t = time.perf_counter()
                tab.goto(path.as_uri(), wait_until="load")
                loads.append((time.perf_counter() - t) * 1000)
                res = tab.evaluate(REVEAL_JS)
                if not res["ok"]:
                    raise SystemExit(f"N={n}: the last record was not revealed")
                reveals.append(res["ms"])
                tab.close()
            out[n] = (statistics.median(loads), statistics.median(reveals))
    return out


def main() -> None:
    """Print one row per size."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10,100,1000,5000")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--no-browser", action="store_true")
    args = ap.parse_args()
    sizes = [int(x) for x in args.sizes.split(",")]
    verifier = Verifier()
    rows, pages = {}, {}
    for n in sizes:
        run = verifier.run(long_item_input(n))
        rows[n] = _render_ms(run, args.repeat)
        pages[n] = rows[n][1]
    seen = {} if args.no_browser else _browser(pages, args.repeat)
    base = sizes[0]
    print(f"{'records':>8} {'render ms':>10} {'per-rec ratio':>13} {'bytes':>10} {'load ms':>9} {'reveal ms':>10}")
    for n in sizes:
        ms, page = rows[n]
        ratio = (ms / n) / (rows[base][0] / base) if rows[base][0] else float("nan")
        load, reveal = seen.get(n, (float("nan"), float("nan")))
        print(f"{n:>8} {ms:>10.2f} {ratio:>13.2f} {len(page):>10} {load:>9.1f} {reveal:>10.2f}")


if __name__ == "__main__":
    main()
