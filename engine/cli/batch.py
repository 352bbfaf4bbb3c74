"""``chat-verifier batch IN... -o OUT.jsonl``: verify JSON Lines files on local processes or Ray, rows in input order.

Each row's ``output`` is what ``chat-verifier verify`` prints for the line (the same
:class:`~engine.cli.verify.VerifyStep` runs in every worker); a bad line is an error row.
Exit 0, or 2 when any row of OUT is an error row or the run cannot go on; an interrupted run
exits 128 + the signal number, with OUT whole and ready for ``--resume``.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from pathlib import Path

from engine.cli.traces import TraceReader, add_trace_options
from engine.cli.verify import VerifyStep
from engine.verifier import Verifier
from extractors import ExtractionResult, default_extractor_registry
from matchers.errors import VerifierError

#: ``--extract`` choices: the bundled extractors and ``none``.
EXTRACTORS = ("rules", "llm", "none")
#: ``--engine`` choices: the names of ``engine.batch.ENGINES`` (a test keeps them equal), written here
#: because ``engine.batch`` (rich, the engines) is imported only when ``batch`` runs, not on every start.
ENGINE_NAMES = ("local", "ray")


class NoExtractor:
    """``--extract none``: proposes nothing from free text; the contract's claims and the rule sweep still run.

    The sweep still makes every confirmed-sounding sentence a critical fact, so ``none`` never
    turns an answer into PASS; it only leaves out the non-critical neutral statements ``rules`` adds.
    """

    name = "none"

    def extract(self, text: str) -> ExtractionResult:
        """No candidate facts (the sweep after it adds the confirmed sentences)."""
        return ExtractionResult(extractor=self.name)


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``batch`` subcommand."""
    p = sub.add_parser("batch", help="verify JSON Lines files into OUT, on local processes or Ray")
    p.add_argument(
        "inputs",
        nargs="+",
        metavar="IN",
        help="JSON Lines files (labeled cases, VerifierInputs or, with --trace-format, traces) or "
        "directories of *.jsonl",
    )
    p.add_argument("-o", "--out", required=True, metavar="OUT", help="output JSON Lines, one row per input line")
    p.add_argument("--engine", choices=ENGINE_NAMES, default="local", help="local processes (default) or Ray Data")
    p.add_argument(
        "--workers", type=int, default=None, metavar="N", help="worker processes or Ray actors (default: the CPUs here)"
    )
    p.add_argument("--ray-address", metavar="ADDR", help="Ray cluster to run on (default: a local Ray)")
    p.add_argument("--resume", action="store_true", help="keep OUT's rows, skip their case ids, append the rest")
    p.add_argument("--summary", metavar="FILE", help="also write the final summary to FILE as JSON")
    p.add_argument(
        "--extract",
        "--extractor",
        dest="extractor",
        choices=EXTRACTORS,
        default="rules",
        help="fallback extractor for answers without the contract (default rules)",
    )
    add_trace_options(p, default=None)
    p.set_defaults(func=run)


def _verifier(name: str) -> Verifier:
    extractors = default_extractor_registry()
    extractors.register(NoExtractor.name, NoExtractor())
    return Verifier(extractors=extractors, extractor=name)


def run(args: argparse.Namespace) -> int:
    """Run the batch; print the summary on stderr; exit 0, 2 (error rows or failure), or 128 + signal."""
    from engine.batch import BatchError, render_summary, run_batch

    if args.engine != "ray" and args.ray_address:
        print("error: --ray-address needs --engine ray", file=sys.stderr)
        return 2
    workers = args.workers if args.workers is not None else len(os.sched_getaffinity(0))
    try:
        verifier = _verifier(args.extractor)
        step = VerifyStep(verifier, TraceReader.of(args) if args.trace_format is not None else None)
        summary = run_batch(
            args.inputs,
            args.out,
            step,
            limits=verifier.limits,
            engine=args.engine,
            workers=workers,
            resume=args.resume,
            ray_address=args.ray_address,
        )
    except (VerifierError, BatchError) as exc:
        where = f"{exc.field}: " if exc.field and exc.field != "$" else ""
        print(f"error: {where}{exc.message}".splitlines()[0], file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"error: {exc.filename or ''}: {exc.strerror}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # a second Ctrl-C: stopped at once, without a summary
        print(f"error: stopped at once; rerun with --resume to complete {args.out}", file=sys.stderr)
        return 128 + signal.SIGINT
    print(render_summary(summary), file=sys.stderr)
    if args.summary:
        try:
            Path(args.summary).write_text(json.dumps(summary.model_dump(mode="json"), indent=2) + "\n")
        except OSError as exc:
            print(f"error: cannot write --summary {args.summary}: {exc.strerror}", file=sys.stderr)
            return 2
    if summary.interrupted:
        return 128 + signal.Signals[summary.interrupted].value
    return 2 if summary.errors else 0
