"""Fonts kept from one game to the next (ui/font_hold.py): texts laid out again at the sizes they
had make no new font and no new glyph texture; the fonts kept are bounded; glyph textures start
at 256×256."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import arcade
import pyglet.font
import pytest
from pyglet.font import base

from game.ui import theme
from game.ui.fit import fit_width
from game.ui.font_hold import ATLAS, LIMIT, held

# sizes no screen uses (pyglet itself keeps the last three fonts loaded: more than that here)
SIZES = [10.13 + 0.71 * k for k in range(12)]


def fitted_texts() -> list[arcade.Text]:
    """A flight's words fitted to their room at each size, drawn (their glyphs made), as a table
    lays them out game after game."""
    texts = []
    for size in SIZES:
        text = arcade.Text("COUP DE FEU! 78", 0, 0, theme.HIGHLIGHT, size, font_name=theme.FONT, bold=True)
        fit_width(text, 10_000)  # (room enough: it keeps its size)
        text.draw()
        texts.append(text)
    return texts


def test_texts_laid_out_again_make_no_new_font_nor_glyph_texture(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[object] = []
    atlas_init = base.GlyphTextureAtlas.__init__

    def counted(self: Any, *args: Any, **kwargs: Any) -> None:
        made.append(self)
        atlas_init(self, *args, **kwargs)

    monkeypatch.setattr(base.GlyphTextureAtlas, "__init__", counted)
    first = fitted_texts()
    fonts = [weakref.ref(pyglet.font.load(theme.FONT, size, weight="bold")) for size in SIZES]
    del first, made[:]  # the table closed: its texts gone
    gc.collect()
    assert all(font() is not None for font in fonts)  # kept, though no text uses them
    again = fitted_texts()  # the next game's table
    assert len(again) == len(SIZES) and made == []  # no glyph texture made again
    assert [pyglet.font.load(theme.FONT, size, weight="bold") for size in SIZES] == [f() for f in fonts]


def test_the_fonts_kept_are_bounded(window: Any) -> None:
    sizes = [50.17 + 0.53 * k for k in range(LIMIT + 20)]
    fonts = [weakref.ref(pyglet.font.load(theme.FONT, size)) for size in sizes]
    gc.collect()
    assert len(held()) == LIMIT
    assert all(f() is not None for f in fonts[-LIMIT:])  # the last used kept...
    assert sum(f() is None for f in fonts[:20]) >= 16  # ...the oldest let go (pyglet keeps 3)


def test_glyph_textures_start_at_a_quarter_of_pyglets(window: Any) -> None:
    text = arcade.Text("Abc 123", 0, 0, theme.HIGHLIGHT, 13.37, font_name=theme.FONT)
    text.draw()
    font = pyglet.font.load(theme.FONT, 13.37)
    sizes = {(atlas.texture.width, atlas.texture.height) for atlas in font.texture_bin.atlases}
    assert sizes == {(ATLAS, ATLAS)} and ATLAS * 2 == 512
