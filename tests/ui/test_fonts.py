"""The fonts the app carries (game/fonts/ in the app, put there by tools/build_app.py): registered
before any text; none carried (an install from the wheel) is no problem."""

from __future__ import annotations

import shutil
from pathlib import Path

import pyglet
import pytest

from game.ui import theme
from game.ui.fonts import FOLDER, add_carried_fonts
from tools.build_app import FONT_FILES, FONTS


def test_without_carried_fonts_nothing_is_added(tmp_path: Path) -> None:
    assert not FOLDER.exists()  # the checkout and the wheel carry none: the system's serve
    assert add_carried_fonts(FOLDER) == [] and add_carried_fonts(tmp_path / "missing") == []


def test_the_carried_fonts_are_registered_and_a_text_uses_them(tmp_path: Path, window: object) -> None:
    if not all((FONTS / name).is_file() for name in FONT_FILES):
        pytest.skip(f"no DejaVu Sans in {FONTS} to carry")
    for name in FONT_FILES:
        shutil.copy2(FONTS / name, tmp_path / name)
    (tmp_path / "notes.txt").write_text("not a font", encoding="utf-8")
    assert add_carried_fonts(tmp_path) == sorted(FONT_FILES)
    from pyglet.font.freetype import FreeTypeFont  # the fonts pyglet reads from files it was given

    memory = FreeTypeFont._memory_faces
    assert memory.contains("DejaVu Sans") and memory.get("DejaVu Sans", "bold", False) is not None
    assert pyglet.font.load(theme.FONT, 14, weight="bold").name == "DejaVu Sans"
