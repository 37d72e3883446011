"""Win rates as small horizontal bars on a paper panel: one group per way of splitting the games
(by the bots' level, by the number of players), one bar per value, with its label at the left and
"wins of games · rate" at the right. Shapes are built once per change and drawn in one call; the
words are one text batch."""

from __future__ import annotations

from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled

from .. import theme
from ..fit import SMALLEST, fit_width
from ..text_batch import TextBatch
from ..widgets.materials import framed

TRACK = (232, 220, 198)
MOST_BARS = 12  # bars of every group together
MOST_GROUPS = 3


@dataclass(frozen=True)
class Bar:
    label: str  # "expert", "6 players"
    wins: int
    games: int
    words: str  # what the bar says at its right: "7 of 20 · 35 %"

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class Group:
    title: str
    bars: tuple[Bar, ...]


def say(text: arcade.Text, words: str, size: float) -> None:
    """Give `text` these words at this size, laying it out again only for what changed."""
    if text.font_size != size:
        text.font_size = size
    if text.text != words:
        text.text = words


class WinRateBars:
    def __init__(self, colour: tuple[int, int, int] = theme.ACCENT) -> None:
        self.colour = colour
        self.texts = TextBatch()
        self.titles = [self.texts.text(12, bold=True, colour=theme.INK) for _ in range(MOST_GROUPS)]
        self.labels = [self.texts.text(11, colour=theme.INK) for _ in range(MOST_BARS)]
        self.values = [self.texts.text(11, colour=theme.INK) for _ in range(MOST_BARS)]
        for t in (*self.labels, *self.values, *self.titles):
            t.anchor_y = "center"
        for t in self.values:
            t.anchor_x = "right"
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.bar_boxes: list[arcade.types.Rect] = []  # where each bar was drawn (tests read them)

    def show(self, box: arcade.types.Rect, font: float, groups: list[Group]) -> None:
        """Lay `groups` out side by side in `box`, each a heading over its bars."""
        self.shapes = ShapeElementList()
        self.bar_boxes = []
        framed(self.shapes, box, font)  # paper in a wooden frame
        pad = font * 0.9
        width = (box.width - pad * (len(groups) + 1)) / max(1, len(groups))
        most = max((len(g.bars) for g in groups), default=1)
        line = min(font * 2.3, (box.height - pad * 2 - font * 2.2) / max(1, most))
        small = max(SMALLEST, min(font, line / 1.9))  # the bars' words: smaller when they are many
        used = 0
        for k, group in enumerate(groups):
            left = box.left + pad + k * (width + pad)
            title = self.titles[k]
            say(title, group.title, font * 1.1)
            title.x, title.y = left, box.top - pad - font * 0.6
            fit_width(title, width)
            label_w = width * 0.34
            for i, bar in enumerate(group.bars):
                if used >= MOST_BARS:
                    break
                label, value = self.labels[used], self.values[used]
                used += 1
                y = title.y - font * 1.6 - (i + 0.5) * line
                say(label, bar.label, small)
                label.x, label.y = left, y
                fit_width(label, label_w - font * 0.5)
                say(value, bar.words, small * 0.95)
                value.x, value.y = left + width, y
                fit_width(value, width * 0.36)
                track_left = left + label_w
                track_w = width - label_w - width * 0.38
                h = min(line * 0.55, small * 1.3)
                self.shapes.append(
                    create_rectangle_filled(track_left + track_w / 2, y, track_w, h, (*TRACK, 255))
                )
                filled = track_w * bar.rate
                if filled > 0:
                    self.shapes.append(
                        create_rectangle_filled(track_left + filled / 2, y, filled, h, (*self.colour, 255))
                    )
                self.bar_boxes.append(arcade.LBWH(track_left, y - h / 2, filled, h))

        for t in (*self.titles[len(groups) :], *self.labels[used:], *self.values[used:]):
            say(t, "", t.font_size)

    def draw(self) -> None:
        self.shapes.draw()
        self.texts.draw()
