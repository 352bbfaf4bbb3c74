"""``chat-verifier keys add|list|revoke``: the API keys of ``chat-verifier serve``, bound to tenants."""

from __future__ import annotations

import argparse
import json
import sys

from engine.service.config import DEFAULT_KEYS_PATH, KEYS_ENV, ServiceConfig
from engine.service.keys import add_key, load_keys, revoke_key
from matchers.errors import VerifierError

_KEYS_HELP = f"key file (default: ${KEYS_ENV}, else ./{DEFAULT_KEYS_PATH})"


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``keys`` subcommand group."""
    p = sub.add_parser("keys", help="manage the API keys of chat-verifier serve")
    actions = p.add_subparsers(dest="keys_command", required=True, metavar="ACTION")
    add = actions.add_parser("add", help="create a key for a tenant and print it (once)")
    add.add_argument("--tenant", required=True, help="the tenant the key acts for")
    add.add_argument("--keys", help=_KEYS_HELP)
    add.add_argument("--rate", type=float, help="this key's requests per second (default: the service's rate_limit)")
    add.add_argument("--burst", type=int, help="this key's burst (default: the service's rate_limit)")
    add.set_defaults(func=run_add)
    ls = actions.add_parser("list", help="list the keys (ids, tenants, dates; never the keys)")
    ls.add_argument("--keys", help=_KEYS_HELP)
    ls.add_argument("--json", action="store_true", help="one JSON object per key")
    ls.set_defaults(func=run_list)
    rv = actions.add_parser("revoke", help="revoke a key by its id (a running service notices within a second)")
    rv.add_argument("key_id", help="the key's id (the 12 hex digits after cv_)")
    rv.add_argument("--keys", help=_KEYS_HELP)
    rv.set_defaults(func=run_revoke)


def _path(args: argparse.Namespace) -> str:
    return str(ServiceConfig(keys=args.keys).keys_path())


def run_add(args: argparse.Namespace) -> int:
    """Create a key; the key goes to stdout (only now), the note to stderr."""
    path = _path(args)
    try:
        token, record = add_key(path, args.tenant, rate_per_second=args.rate, burst=args.burst)
    except (VerifierError, OSError) as exc:
        print(f"error: {getattr(exc, 'message', exc)}", file=sys.stderr)
        return 2
    print(token)
    print(f"key {record.key_id} for tenant {record.tenant} added to {path}; it is not shown again", file=sys.stderr)
    return 0


def run_list(args: argparse.Namespace) -> int:
    """Print one line per key: id, tenant, created, status."""
    try:
        keys = load_keys(_path(args))
    except VerifierError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return 2
    for k in keys.keys:
        if args.json:
            print(json.dumps(k.model_dump(mode="json", exclude={"sha256"}), ensure_ascii=False))
        else:
            status = "active" if k.active else f"revoked {k.revoked_at:%Y-%m-%dT%H:%M:%SZ}"
            print(f"{k.key_id}  {k.tenant}  {k.created_at:%Y-%m-%dT%H:%M:%SZ}  {status}")
    return 0


def run_revoke(args: argparse.Namespace) -> int:
    """Revoke a key by id."""
    try:
        record = revoke_key(_path(args), args.key_id)
    except (VerifierError, OSError) as exc:
        print(f"error: {getattr(exc, 'message', exc)}", file=sys.stderr)
        return 2
    print(f"key {record.key_id} of tenant {record.tenant} revoked", file=sys.stderr)
    return 0
