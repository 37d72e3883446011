"""`--version`: the game's version, and arcade's and Python's as they report themselves.

arcade's is what arcade read from its own VERSION file (arcade.version), not the installed
package's metadata: the frozen app (tools/build_app.py) shows by it that the file is in place
(arcade's PyInstaller hook misplaces it: arcade would say 0.0.0). arcade is imported only when
the version is asked for.
"""

from __future__ import annotations

import argparse
import platform
import sys
from collections.abc import Sequence
from typing import Any

from .. import __version__


def version_text() -> str:
    """One line, e.g. "winkhouse 0.1.0 (arcade 3.3.3, Python 3.11.7)"."""
    from arcade.version import VERSION as ARCADE

    return f"winkhouse {__version__} (arcade {ARCADE}, Python {platform.python_version()})"


class VersionAction(argparse.Action):
    """Like argparse's "version" action, the text made when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        print(version_text(), file=sys.stdout)
        parser.exit()
