"""`play` (the default): open the game window, or say in one line why it cannot open."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from .. import startup

START_PROBE = "WINKHOUSE_START_PROBE"  # `bench start` (game/ui/start_probe.py): headless is fine then

NO_DISPLAY = (
    "winkhouse needs a display to open its window (none found: is DISPLAY set?). "
    "Headless, use `python -m game screenshot --list` or `python -m game simulate`."
)


def add_parser(sub: Any) -> None:
    p = sub.add_parser("play", help="open the game window (the default)")
    p.set_defaults(run=run)


def display_problem() -> str | None:
    """Why no window can open here, or None when one can."""
    if os.environ.get("ARCADE_HEADLESS"):
        if os.environ.get(START_PROBE):
            return None  # an off-screen window, timed to its first menu frame
        return "ARCADE_HEADLESS is set, so no window can be shown; unset it to play."
    try:
        import pyglet

        pyglet.display.get_display()
    except Exception as exc:  # pyglet raises its own NoSuchDisplayException per platform
        if type(exc).__name__ == "NoSuchDisplayException":
            return NO_DISPLAY
        raise
    return None


def run(args: argparse.Namespace | None = None) -> int:
    startup.hold()  # no cyclic collections until the first frame (game/startup.py)
    startup.no_gl_checks()  # as the frozen app plays
    startup.no_unused_codecs()  # no search for FFmpeg's and GdkPixbuf's libraries
    try:
        problem = display_problem()
        if problem is not None:
            print(problem, file=sys.stderr)
            return 1
        from ..ui.app import run_window
        from .output import released

        with released():  # the window prints nothing; a closed stdout (a windowed app) is no matter
            return run_window()
    finally:
        startup.release()  # (already done at the first frame, when there was one)
