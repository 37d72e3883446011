"""`serve GAME --phones N`: a table without a window whose first N seats are phone seats.

The game's table on a sim clock run in real time (stepped at 60 Hz, as a window would), bots in
the other seats, a phones' server on the host asked for. Each phone seat's join address (its token
inside) is written to the tokens file (JSON, mode 0600, written whole or not at all). It stops
after --seconds, at the game's end, or on Ctrl+C, with a one-line summary. Bad values: one line
on stderr, exit status 2, nothing left listening.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import time
from pathlib import Path
from typing import Any

from ..games import specs
from .options import UsageError, seconds, whole

MAX_SEED = 2**31 - 1
MAX_PHONES = 10
END_GRACE_S = 2.0  # after the game's end, the phones get their last view before the server stops


def add_parser(sub: Any) -> None:
    games = [spec.name for spec in specs() if spec.phone is not None]
    p = sub.add_parser(
        "serve",
        help="run a table without a window whose first seats are played on phones",
        description="Run a table without a window: the first N seats are played on phones (each "
        "seat's join address, its token inside, is written to --tokens), bots play the others. "
        "Stops after --seconds, at the game's end, or on Ctrl+C.",
    )
    p.add_argument("game", choices=games, help="the game")
    p.add_argument("--phones", type=whole(1, MAX_PHONES), required=True, help="phone seats (the first N)")
    p.add_argument(
        "--bots", default="normal", help="the bots' level: beginner, normal or expert (default normal)"
    )
    p.add_argument(
        "--host", default="127.0.0.1", help="an address of this machine to listen on (default 127.0.0.1)"
    )
    p.add_argument("--port", type=whole(0, 65535), default=0, help="the port (default 0: any free one)")
    p.add_argument(
        "--tokens", required=True, metavar="FILE", help="where to write the seats' join addresses (JSON)"
    )
    p.add_argument(
        "--seconds",
        type=seconds(0, 86_400, zero=False),
        help="stop after this long (default: the game's end)",
    )
    p.add_argument("--seed", type=whole(0, MAX_SEED), default=1, help="the deal (default 1)")
    p.add_argument("--lang", choices=["en", "fr"], default="en", help="the table's language (default en)")
    p.set_defaults(run=run)


def write_tokens(path: Path, data: dict[str, Any]) -> None:
    """`data` as JSON in `path`, readable by its owner only, replaced whole (never half written)."""
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=2)
            f.write("\n")
        os.chmod(part, 0o600)
        os.replace(part, path)
    except BaseException:
        with contextlib.suppress(OSError):
            part.unlink()
        raise


def run(args: argparse.Namespace) -> int:
    from ..phones.headless import STEP_S, HeadlessTable
    from ..phones.network import is_own
    from ..phones.server import PhoneServer

    if not is_own(args.host):
        raise UsageError(
            f"--host {args.host} is not an address of this machine (127.0.0.1 or one of its own)"
        )
    tokens = Path(args.tokens)
    if not tokens.parent.is_dir():
        raise UsageError(f"--tokens: the folder {tokens.parent} does not exist")
    try:
        table = HeadlessTable(args.game, args.phones, args.bots, args.seed, language=args.lang, worker=True)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    server = PhoneServer(table.hub, args.game, host=args.host, port=args.port, language=args.lang)
    try:
        try:
            server.start()
        except OSError as exc:
            raise UsageError(str(exc)) from None
        seats = [{"seat": s, "name": table.names[s], "address": server.address(s)} for s in table.phone_seats]
        try:
            write_tokens(tokens, {"game": args.game, "seats": seats})
        except OSError as exc:
            raise UsageError(f"--tokens: cannot write {tokens}: {exc.strerror or exc}") from None
        why = loop(table, args.seconds, STEP_S)
        joined = len(server.connected())
    finally:
        server.stop()
        table.close()
    moves, phones = table.bridge.moves, "1 phone seat" if args.phones == 1 else f"{args.phones} phone seats"
    print(
        f"served {args.game} for {table.t:.1f} s ({why}): {phones}, "
        f"{joined} connected at the end, {moves} moves from phones, {len(table.state.history)} in all"
    )
    return 0


def loop(table: Any, limit: float | None, step_s: float) -> str:
    """Step `table` in real time until `limit` seconds, the game's end, or Ctrl+C; why it stopped."""
    start = last = time.monotonic()
    over_at: float | None = None
    owed = 0.0
    try:
        while True:
            now = time.monotonic()
            if limit is not None and now - start >= limit:
                return "time"
            owed = min(owed + now - last, 0.25)  # (a stall is not caught up all at once)
            last = now
            while owed >= step_s:
                table.step(step_s)
                owed -= step_s
            if table.over():
                over_at = now if over_at is None else over_at
                if now - over_at >= END_GRACE_S:
                    return "game over"
            time.sleep(max(0.0, step_s - owed))
    except KeyboardInterrupt:
        return "interrupted"
