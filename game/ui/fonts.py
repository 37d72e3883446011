"""The fonts the app carries: tools/build_app.py puts DejaVu Sans (theme.FONT's first choice) in
game/fonts/ of the app, and the window registers them with pyglet before any text is laid out, so
the app draws its words alike on a system without them. An install from the wheel carries none
and uses the system's (DejaVu Sans, else Arial)."""

from __future__ import annotations

import logging
from pathlib import Path

import pyglet

from ..resources import PACKAGE

FOLDER = PACKAGE / "fonts"
log = logging.getLogger(__name__)


def add_carried_fonts(folder: Path = FOLDER) -> list[str]:
    """Register every .ttf of `folder` (none if it is missing); the names of those registered."""
    added = []
    for path in sorted(folder.glob("*.ttf")) if folder.is_dir() else []:
        try:
            pyglet.font.add_file(str(path))
        except Exception as exc:  # a damaged font: the system's fonts serve
            log.warning("font %s left out: %s", path.name, exc)
            continue
        added.append(path.name)
    return added
