"""The fonts the app carries: tools/build_app.py puts DejaVu Sans (theme.FONT's first choice) in
game/fonts/ of the app, and the window registers them with pyglet before any text is laid out, so
the app draws its words alike on a system without them. An install from the wheel carries none
and uses the system's (DejaVu Sans, else Arial).

The system's files are read once too (`hold_system_fonts`, Linux): pyglet opens a system font's
file anew for every size it makes (FreeType maps the whole file each time), and a table's fitted
texts make some 50 sizes, so a WinkyBilly table held 49 maps of two files, 15 MB resident, and
each size first made in a later game mapped the file again (`bench soak`). A font registered
from memory is one face that every size shares, as the app's carried fonts are.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from pathlib import Path

import pyglet

from ..resources import PACKAGE
from . import theme

FOLDER = PACKAGE / "fonts"
STYLES = (("normal", False), ("bold", False))  # (weight, italic): what every screen uses; the
# rules' italics stay with the system's file
_held: dict[str, list[str]] = {}  # family -> the files read: once a process, whatever the windows
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


def hold_system_fonts(families: Sequence[str] = theme.FONT) -> list[str]:
    """Read the system's files of the first of `families` it has, in STYLES, into pyglet once
    (see above); the files read. Nothing off Linux (pyglet's fonts are FreeType's only there)."""
    if not sys.platform.startswith("linux"):
        return []
    from pyglet.font.fontconfig import get_fontconfig

    config = get_fontconfig()
    for family in families:
        if family in _held:
            return _held[family]
        files = []
        for weight, italic in STYLES:
            match = config.find_font(family, 12, weight, italic)
            if match and match.name and match.name.lower() == family.lower() and match.file:
                files.append(match.file)  # (fontconfig answers another family when it lacks one)
        if not files:
            continue
        read = []
        for file in dict.fromkeys(files):  # (one file may serve two styles)
            try:
                pyglet.font.add_file(Path(file).read_bytes())
            except Exception as exc:  # an unreadable file: pyglet maps it per size, as before
                log.warning("font %s left to the system: %s", file, exc)
                continue
            read.append(file)
        _held[family] = read
        return read
    return []
