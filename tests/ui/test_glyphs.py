"""Glyphs widened to BGRA by our slice assignment, not pyglet's per-pixel loop: the same bytes,
used for every text the window lays out (Linux, where pyglet renders glyphs with FreeType)."""

from __future__ import annotations

import random
import sys
from typing import Any

import arcade
import pytest

from game.ui import glyphs

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="pyglet uses FreeType on Linux only")


def test_the_widened_bytes_are_pyglets_own(window: Any) -> None:
    from pyglet.font.freetype import FreeTypeGlyphRenderer

    own = glyphs.pyglets_own()
    assert own is not None  # the window replaced it as it opened
    renderer = FreeTypeGlyphRenderer.__new__(FreeTypeGlyphRenderer)  # (the widening reads no state)
    rng = random.Random(25)
    for size in (0, 1, 7, 20 * 20, 37 * 41):
        grey = bytes(rng.randrange(256) for _ in range(size))
        assert glyphs.expand_grey(grey) == own(renderer, grey, "R", "BGRA")
    # Another conversion still goes to pyglet's own.
    assert renderer._expand_to_rgba(b"\x01\x02", "RG", "BGRA") == own(renderer, b"\x01\x02", "RG", "BGRA")


def test_a_text_the_window_draws_has_its_glyphs_widened_by_ours(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    widened: list[int] = []
    fast = glyphs.expand_grey

    def counted(data: Any) -> bytes:
        out = fast(data)
        widened.append(len(out))
        return out

    monkeypatch.setattr(glyphs, "expand_grey", counted)
    text = arcade.Text("Zwinkern 25", 100, 300, arcade.color.WHITE, 61)  # a size no other test lays out
    window.clear()
    text.draw()
    image = arcade.get_image(100, 290, 400, 90)
    assert len(widened) >= len(set("Zwinkern25")) - 1  # (a glyph may be empty: none widened)
    assert image.convert("L").getextrema()[1] > 200  # and the text is there, white on the dark
