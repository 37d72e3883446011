"""The fonts the app carries (game/fonts/ in the app, put there by tools/build_app.py): registered
before any text; none carried (an install from the wheel) is no problem, and the system's files
are then read once, not mapped again for every size."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pyglet
import pytest

from game.ui import theme
from game.ui.fonts import FOLDER, add_carried_fonts, hold_system_fonts
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


def font_file_maps() -> int:
    """How many times this process maps a font file (FreeType maps each file it opens)."""
    with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
        return sum(1 for line in f if line.rstrip().lower().endswith((".ttf", ".otf")))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pyglet's FreeType fonts: Linux")
def test_new_sizes_of_the_systems_font_open_no_file_again(window: object) -> None:
    """The window read the system's regular and bold once: a size made later opens no file."""
    before = font_file_maps()
    for size in (23.17, 27.31, 31.93):  # sizes nothing else makes: new fonts
        for weight in ("normal", "bold"):
            assert pyglet.font.load(theme.FONT, size, weight=weight).size == size
    assert font_file_maps() == before
    files = hold_system_fonts()  # (read as the window opened: the same files, not read again)
    assert len(files) == 2 or not pyglet.font.have_font("DejaVu Sans")
