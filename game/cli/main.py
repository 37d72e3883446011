"""Argument parsing and dispatch for every subcommand, and what the player sees when things go wrong.

Exit status: 0 done; 1 a failure the command reports (no display, invariant violations, a crash);
2 a bad command line or an output file that cannot be written (checked before the command runs);
74 (EX_IOERR) standard output that cannot be written while it runs: closed, a full disk, a pipe
whose reader has gone (game/cli/output.py); 130 interrupted (Ctrl+C). A bad option is one line on
stderr; a crash is one line naming the log file, where its traceback went (game/logs.py). Never a
traceback on the terminal.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import logs
from . import output, play
from .options import Parser, UsageError
from .version import VersionAction

DESCRIPTION = "Winkhouse: Wink / Zwinkern, WinkyBilly and Zwoggel. With no subcommand, opens the game."
EPILOG = "Problems and crashes are written to a log file: {log}"


def program_name(argv0: str | None = None) -> str:
    """How the player called us: "winkhouse" (the console script) or "python -m game"."""
    argv0 = sys.argv[0] if argv0 is None else argv0
    base = Path(argv0).name
    if base in ("__main__.py", "-m"):
        return "python -m game"
    if not base or base == "-c":
        return "winkhouse"
    return base.removesuffix(".exe").removesuffix("-script.py")


def build_parser(prog: str = "winkhouse") -> Parser:
    from . import bench, replay, screenshot, serve, simulate, stats  # (their games' engines with them)

    parser = Parser(
        prog=prog,
        description=DESCRIPTION,
        epilog=EPILOG.format(log=logs.log_path()),
        formatter_class=argparse.RawDescriptionHelpFormatter,  # the log's path stays on one line
    )
    parser.add_argument("--version", action=VersionAction, help="show the versions")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play.add_parser(sub)
    simulate.add_parser(sub)
    bench.add_parser(sub)
    screenshot.add_parser(sub)
    replay.add_parser(sub)
    stats.add_parser(sub)
    serve.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None, prog: str | None = None) -> int:
    """Run the command line `argv` (default: sys.argv[1:]) and return the exit status."""
    prog = prog or program_name()
    with output.guarded() as stdout:
        try:
            status = run(argv, prog)
            output.finish()  # what is still buffered must reach its reader too
        except output.OutputError as exc:
            return output.failed(prog, exc, stdout.stream)
        return status


def run(argv: Sequence[str] | None, prog: str) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:  # the usual launch: the window at once, no parser of every subcommand (bench start)
        logs.install()
        return dispatch(None, prog)
    parser = build_parser(prog)
    try:
        args = parser.parse_args(argv)
    except UsageError as exc:
        return usage_error(parser.prog, exc, hint=True)
    except SystemExit as exc:  # --help and --version print, then exit 0
        return exc.code if isinstance(exc.code, int) else 0
    logs.install()
    return dispatch(args, parser.prog)


def dispatch(args: argparse.Namespace | None, prog: str) -> int:
    """Run the command `args` names (None: play), with what the player sees when things go wrong."""
    try:
        if args is None or args.command is None:
            return play.run(args)
        status = int(args.run(args) or 0)
        tell_notices()
        return status
    except UsageError as exc:
        return usage_error(prog, exc)
    except KeyboardInterrupt:
        output.say(f"{prog}: interrupted")
        return 130
    except output.OutputError:
        raise
    except Exception as exc:
        return logs.report_crash(exc)


def tell_notices() -> None:
    """What the game repaired or left out on the way (a damaged level file…), one line each."""
    from ..store.notices import notice_texts

    for line in notice_texts():
        output.say(line)


def usage_error(prog: str, exc: Exception, hint: bool = False) -> int:
    """One line on stderr, exit status 2."""
    message = logs.one_line(exc, limit=300)
    output.say(f"{prog}: error: {message}" + (f" (see {prog} --help)" if hint else ""))
    return 2
