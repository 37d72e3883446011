"""The sizes of the Zwoggel table's two big lines (the turn line and the caption), found once per
layout for every text they may show, so that each draws at one size whatever it says (the turn
line at two: another's turn, short, and the viewer's own, which says how to play); and the
letters of everything the table may write, drawn once at each size it writes them.

A line shrunk to fit when its words change lays its glyphs out again at each size it tries, and a
letter first written at a size is rendered then; on a software renderer either costs a frame or
more in the middle of play. Sized and rendered beforehand, a line that changes only changes.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

import arcade

from ....i18n import catalogue, current_language, tr, trn
from ... import theme
from ...kit.stage import TableStage

if TYPE_CHECKING:
    from pyglet.font.base import Font  # (imported for its type only: pyglet.font opens a window)

EDGE = 0.98  # a little room, for a measure that rounds
BANNER_PAD = 40  # the caption's box reaches this far beyond its words (kit/flights.py Banner)
WRITTEN = {"zwoggel", "refusal", "end", "count", "table"}  # the catalogue's groups the table writes


def others_lines(names: Sequence[str]) -> Iterator[str]:
    """Every turn line of another player's turn, and the end's."""
    for name in names:
        for count in (1, 2):
            yield trn("zwoggel.turn_reveal", count, name=name)
        for count in (1, 2, 3):
            yield trn("zwoggel.turn_place", count, name=name)
    yield tr("zwoggel.game_over")


def own_lines(key: str) -> Iterator[str]:
    """Every turn line of the viewer's own turn (what to do, and how), or that they are out."""
    for count in (1, 2):
        yield trn("zwoggel.turn_reveal_you", count, key=key)
    for count in (1, 2, 3):
        yield trn("zwoggel.turn_place_you", count)
    yield tr("zwoggel.turn_confirm_you", key=key)
    yield tr("zwoggel.turn_out")


def captions(names: Sequence[str]) -> Iterator[str]:
    """Every caption: catches and outs of each player (and one's own), the empty stock, the end."""
    for name in names:
        for colour in ("red", "green"):
            colours = tr(f"zwoggel.colours.{colour}")
            yield tr("zwoggel.banner_caught", name=name, colours=colours)
        yield tr("zwoggel.banner_out", name=name)
        yield tr("end.last_player", seat=name)
    for colour in ("red", "green"):
        yield tr("zwoggel.banner_caught_you", colours=tr(f"zwoggel.colours.{colour}"))
    yield tr("zwoggel.banner_out_you")
    yield tr("end.last_player_you")
    yield tr("zwoggel.banner_stock_empty")
    yield tr("zwoggel.your_turn")
    yield tr("end.nothing_to_reveal")


def common_size(texts: Iterator[str], size: float, width: float, bold: bool = False) -> float:
    """The size (at most `size`) at which every one of `texts` is no wider than `width`."""
    probe = arcade.Text("", 0, 0, theme.WHITE, size, font_name=theme.FONT, bold=bold)
    widest = 1.0
    for text in texts:
        probe.text = text
        widest = max(widest, probe.content_width)
    return max(9.0, min(size, size * width / widest * EDGE))


def letters(names: Sequence[str]) -> str:
    """Every letter the table may write: its texts in the player's language, the names, figures."""
    words = catalogue(current_language())
    table = (text for key, text in words.items() if key.split(".")[0] in WRITTEN)
    return "".join(sorted(set("".join((*table, *names, string.digits, string.punctuation)))))


def render_letters(text: str, sizes: Iterable[tuple[float, bool]]) -> list[Font]:
    """Render every letter of `text` at each (size, bold) now, once and for all, so that no later
    line pays for them while the game plays. pyglet keeps a font's letters only while the font
    lives: the fonts come back, for the table to hold."""
    fonts = []
    for size, bold in sorted(set(sizes)):
        probe = arcade.Text(text, 0, 0, theme.WHITE, size, font_name=theme.FONT, bold=bold)
        label = probe._label  # (arcade's Text does not say which font it lays its letters out with)
        # (an unformatted document has one font, at every position; pyglet's layouts keep their dpi
        # as a float where get_font asks for an int)
        font = label.document.get_font(0, dpi=label.dpi)  # type: ignore[arg-type]
        font.get_glyphs(text)
        fonts.append(font)
    return fonts


def size_lines(
    stage: TableStage, area: arcade.types.Rect, names: Sequence[str], confirm: str, s: theme.Scale
) -> tuple[tuple[float, float], list[Font]]:
    """At a new layout: the turn line's two sizes (another's turn, the viewer's own, whose words
    name the `confirm` key), the caption's size and place (over the top of the board's `area`), and the
    letters rendered at every size the table writes (the fonts, for the table to hold)."""
    r = stage.regions
    turn = (
        common_size(others_lines(names), s.font(16), r.text_width),
        common_size(own_lines(confirm), s.font(16), r.text_width),
    )
    wide = r.table.rx * 1.9
    caption = common_size(captions(names), s.font(24), wide - BANNER_PAD, bold=True)
    # along the board's top: its bottom is the viewer's moment lines' (kit/moments.py)
    stage.banner.layout(area.center_x, area.top - s.font(24) * 1.6, caption, wide)
    stage.banner.text.font_size = caption  # a new caption is laid out at the size it had before
    plate = s.font(12)
    sizes = [
        (caption, True),
        (stage.log.font, False),
        (s.font(14), False),
        (plate, True),
        (plate * 0.88, False),
    ]
    fonts = render_letters(letters(names), [*sizes, *((size, False) for size in turn)])
    stage.turn.text = ""  # drawn again at its own size
    return turn, fonts
