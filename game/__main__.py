"""`python -m game` and the `winkhouse` console script.

The log hooks go in first, so that even a failure while importing the game ends in one line on
stderr and a traceback in the log file (game/logs.py), never a traceback on the terminal. Before
anything opens a file, a standard descriptor closed at start gets the null device, so that no file
of the game takes its number (game/cli/output.py).
"""

from __future__ import annotations

import sys

from . import logs


def main(argv: list[str] | None = None) -> int:
    from .cli.output import reserve_standard_fds

    reserve_standard_fds()
    logs.install_hooks()
    from .cli.main import main as run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
