"""The replay's timeline: a track from the opening to the end of the game, with a mark at each
call, name, wink, signal, accusation, trap… (from `game.review.moments.marks`), the moment shown
as a handle on it, and the time and length beside it. A click or a drag on it picks a moment.

Drawn as one shape list made when the marks or the layout change (into the bar's picture), and
what moves over it each frame: the handle and the part played moved only when they move by a whole
pixel, the time's words made again only when its whole second changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled

from ...review.moments import Mark
from ...social.signals import WINK
from .. import theme
from ..text_batch import TextBatch

# each kind of mark: its colour (distinct for a colour-blind eye too: light and dark alternate)
COLOURS: dict[str, tuple[int, int, int]] = {
    "call": (240, 240, 240),
    "name": (120, 170, 255),
    WINK: (255, 200, 40),
    "signal": (255, 200, 40),
    "accusation": (230, 60, 60),
    "winky": (80, 210, 120),
    "contre": (230, 60, 60),
    "round": (170, 170, 170),
    "trap": (200, 110, 230),
    "caught": (230, 60, 60),
    "out": (120, 120, 120),
    "end": (255, 255, 255),
}
TALL = {WINK, "signal", "accusation", "contre", "caught", "trap"}  # the marks that stand out
LEGEND = tuple(COLOURS)  # the legend names every kind the game's timeline holds, in this order


def clock(seconds: float) -> str:
    """m:ss of a number of seconds."""
    whole = int(max(0.0, seconds))
    return f"{whole // 60}:{whole % 60:02d}"


@dataclass(frozen=True)
class Placed:
    x: float
    mark: Mark


class Timeline:
    def __init__(self, texts: TextBatch, moving: TextBatch) -> None:
        """`texts`: the batch its still words are drawn in (the legend), `moving` that of the time
        (the screen's, which draws them)."""
        self.box = arcade.LBWH(0, 0, 1, 1)  # the track
        self.end = 1.0
        self.marks: list[Placed] = []
        self.raw: list[Mark] = []
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.stale = True  # the shapes and the legend must be made again
        self.builds = 0  # how many times they were (what a frame that changed nothing must not add)
        self.font = 12.0
        self.legend_words: dict[str, str] = {}
        self.legend_area: arcade.types.Rect | None = None
        self.pixel = self.second = -1  # the handle's pixel and the time's second drawn (-1: none yet)
        self.texts = texts
        self.time = moving.text(12, bold=True)
        self.time.anchor_y = "center"
        self.legend_texts: list[arcade.Text] = []
        self.kinds: tuple[str, ...] = ()
        self.dragging = False
        # the part played and the handle: two sprites moved each frame, drawn in one call
        self.played = arcade.SpriteSolidColor(1, 1, color=(*theme.ACCENT, 255))
        self.handle = arcade.SpriteCircle(16, (*theme.HIGHLIGHT, 255))
        self.moving: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.moving.extend([self.played, self.handle])

    def set_marks(self, marks: Sequence[Mark], end: float) -> None:
        self.end = max(end, 1e-6)
        self.raw = list(marks)
        self.stale = True

    def layout(self, box: arcade.types.Rect, font: float) -> None:
        self.box, self.font = box, font
        self.time.font_size = font
        self.stale, self.pixel, self.second = True, -1, -1

    def x_of(self, t: float) -> float:
        return self.box.left + self.box.width * min(1.0, max(0.0, t / self.end))

    def t_at(self, x: float) -> float:
        return self.end * min(1.0, max(0.0, (x - self.box.left) / self.box.width))

    def over(self, x: float, y: float) -> bool:
        """Whether a point is on the track (with a margin above and below it, easy to hit)."""
        b, pad = self.box, self.box.height * 1.2
        return b.left - 4 <= x <= b.right + 4 and b.bottom - pad <= y <= b.top + pad

    def mark_at(self, x: float, y: float) -> Mark | None:
        """The mark under the pointer (for its tooltip), if any."""
        if not self.over(x, y):
            return None
        near = [p for p in self.marks if abs(p.x - x) <= 3]
        return min(near, key=lambda p: abs(p.x - x)).mark if near else None

    def legend(self, words: dict[str, str], area: arcade.types.Rect) -> None:
        """The legend's words for each kind present, along `area` (rebuilt with the shapes)."""
        self.legend_words, self.legend_area = words, area
        self.stale = True

    def _build(self) -> None:
        if not self.stale:
            return
        self.stale, self.pixel, self.second = False, -1, -1
        self.builds += 1
        b = self.box
        shapes: ShapeElementList[Shape] = ShapeElementList()
        shapes.append(create_rectangle_filled(b.center_x, b.center_y, b.width, b.height, (20, 20, 20, 230)))
        self.marks = [Placed(self.x_of(m.t), m) for m in self.raw]
        for placed in self.marks:
            kind = placed.mark.kind
            tall = kind in TALL
            h = b.height * (2.2 if tall else 1.0)
            w = 3 if tall else 2
            shapes.append(
                create_rectangle_filled(placed.x, b.center_y, w, h, (*COLOURS.get(kind, theme.WHITE), 255))
            )
        present = {p.mark.kind for p in self.marks}
        self.kinds = tuple(k for k in LEGEND if k in present)
        words, area = self.legend_words, self.legend_area
        for text in self.legend_texts:
            text.text = ""
        if area is not None:
            x, size = area.left, self.font * 0.8
            for i, kind in enumerate(self.kinds):
                if i >= len(self.legend_texts):
                    self.legend_texts.append(self.texts.text(size, colour=theme.WHITE))
                text = self.legend_texts[i]
                text.font_size, text.anchor_y = size, "center"
                text.text = words.get(kind, kind)
                shapes.append(
                    create_rectangle_filled(
                        x + size * 0.4, area.center_y, size * 0.5, size, (*COLOURS[kind], 255)
                    )
                )
                text.x, text.y = x + size * 1.1, area.center_y
                x += size * 1.8 + text.content_width
        self.shapes = shapes

    def draw_still(self) -> None:
        """The track, its marks and the legend's swatches (its words are in the screen's batch)."""
        self._build()
        self.shapes.draw()

    def draw(self, t: float) -> None:
        """What moves: the part played, the handle, the time. Moved, and the time's words made,
        only when they change on the screen (a whole pixel, a whole second)."""
        self._build()
        b = self.box
        x = self.x_of(t)
        pixel, second = round(x), int(max(0.0, t))
        if pixel != self.pixel:
            self.played.width, self.played.height = max(1.0, x - b.left), b.height
            self.played.position = (b.left + self.played.width / 2, b.center_y)
            self.handle.width = self.handle.height = b.height * 2.6
            self.handle.position = (x, b.center_y)
            self.pixel = pixel
        if second != self.second:
            self.time.text = f"{clock(t)} / {clock(self.end)}"
            self.time.x, self.time.y = b.right + self.font * 0.9, b.center_y
            self.second = second
        self.moving.draw()
