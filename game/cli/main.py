"""Argument parsing and dispatch for every subcommand."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import bench, play, screenshot, simulate

DESCRIPTION = "Winkhouse: Wink / Zwinkern, WinkyBilly and Zwoggel. With no subcommand, opens the game."


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description=DESCRIPTION)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play.add_parser(sub)
    simulate.add_parser(sub)
    bench.add_parser(sub)
    screenshot.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return play.run(args)
    try:
        return int(args.run(args) or 0)
    except ValueError as exc:  # bad options: one line, no traceback
        print(f"error: {exc}", file=sys.stderr)
        return 2
