"""The command line that runs this game again, in a process of its own."""

from __future__ import annotations

import sys


def game_command(*args: str) -> list[str]:
    """`python -m game ARGS`, or in the app (a PyInstaller build, tools/build_app.py) its own
    executable with ARGS: there sys.executable is the app, which takes no `-m`."""
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "game", *args]
