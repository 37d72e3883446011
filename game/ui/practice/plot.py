"""A line chart drawn in the game: a paper panel, axes with round-numbered ticks and their labels,
light grid lines, and one figure over the sessions (the line and a dot per session). Shapes are
built once per change and drawn in one call; the labels are one text batch."""

from __future__ import annotations

import math
from collections.abc import Callable

import arcade
from arcade.shape_list import (
    Shape,
    ShapeElementList,
    create_ellipse_filled,
    create_line,
    create_line_strip,
)

from .. import theme
from ..fit import fit_width
from ..text_batch import TextBatch
from ..widgets.materials import framed

Point = tuple[float, float]  # (session number, value)
GRID = (226, 214, 192)
MOST_TICKS = 5


def nice_ticks(lo: float, hi: float, most: int = MOST_TICKS) -> list[float]:
    """Round values (1, 2, 2.5 or 5 times a power of ten) from at most `lo` to at least `hi`,
    no more than `most` + 1 of them."""
    if hi <= lo:
        hi = lo + 1.0
    raw = (hi - lo) / most
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.floor(lo / step) * step
    ticks = []
    value = first
    while value < hi + step * 0.999:
        ticks.append(round(value, 10))
        value += step
    return ticks


class LineChart:
    def __init__(self, colour: tuple[int, int, int] = theme.ACCENT) -> None:
        self.colour = colour
        self.texts = TextBatch()
        self.title = self.texts.text(14, bold=True, colour=theme.INK)
        self.axis = self.texts.text(11, colour=theme.INK_SOFT)
        self.empty = self.texts.text(13, colour=theme.INK_SOFT)
        self.y_labels = [self.texts.text(11, colour=theme.INK) for _ in range(MOST_TICKS + 2)]
        self.x_labels = [self.texts.text(11, colour=theme.INK) for _ in range(MOST_TICKS + 2)]
        for t in self.y_labels:
            t.anchor_x, t.anchor_y = "right", "center"
        for t in (*self.x_labels, self.empty):
            t.anchor_x, t.anchor_y = "center", "top"
        self.axis.anchor_x = "center"
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.box = arcade.LBWH(0, 0, 1, 1)
        self.font = 11.0
        self.plot = arcade.LBWH(0, 0, 1, 1)  # where the points go (tests read it)
        self.points: list[Point] = []

    def layout(self, box: arcade.types.Rect, font: float) -> None:
        self.box, self.font = box, font

    def show(
        self,
        title: str,
        axis: str,
        empty: str,
        points: list[Point],
        label: Callable[[float], str],
        sessions: int,
        span: tuple[float, float] | None = None,
    ) -> None:
        """Draw `points` (session, value) under `title` over sessions 1 to `sessions`; `label`
        words a value on its axis; `axis` names the sessions' axis; `empty` is said when there is
        nothing to draw; `span`: values the axis reaches whatever the points (a share's 0–100 %),
        so that a flat series is not drawn on an axis of one value repeated."""
        box, f = self.box, self.font
        self.points = points
        pad = f * 0.8
        self.title.text, self.title.font_size = title, f * 1.25
        self.title.x, self.title.y = box.left + pad, box.top - pad - f * 1.25
        fit_width(self.title, box.width - 2 * pad)
        self.axis.text, self.axis.font_size = axis, f
        self.axis.y = box.bottom + pad * 0.6
        values = [v for _, v in points]
        if values and span is not None:
            values += list(span)
        room = int((box.height - f * 7.8) / (f * 2.2))  # y labels that fit one above the other
        y_ticks = nice_ticks(min(values), max(values), max(2, min(MOST_TICKS, room))) if values else []
        x0, x1 = 1.0, float(max(2, sessions))
        x_ticks = [t for t in nice_ticks(x0, x1) if t == int(t) and x0 <= t <= x1]
        self._label(self.y_labels, [label(v) for v in y_ticks])
        widest = max((t.content_width for t in self.y_labels if t.text), default=0.0)
        plot = arcade.LBWH(
            box.left + pad * 2 + widest,
            box.bottom + f * 4.4,
            box.width - pad * 3.5 - widest,
            box.height - f * 4.4 - f * 3.4,
        )
        self.plot = plot
        self.axis.x = plot.center_x
        fit_width(self.axis, box.width - 2 * pad)
        self.shapes = ShapeElementList()
        framed(self.shapes, box, f)  # paper in a wooden frame
        self.empty.text = "" if points else empty
        self.empty.font_size = f * 1.1
        self.empty.x, self.empty.y = plot.center_x, plot.center_y + f
        fit_width(self.empty, box.width - 2 * pad)
        if not points:
            self._label(self.x_labels, [])
            return
        y0, y1 = y_ticks[0], y_ticks[-1]

        def at(point: Point) -> Point:
            s, v = point
            return plot.left + (s - x0) / (x1 - x0) * plot.width, plot.bottom + (v - y0) / (
                y1 - y0
            ) * plot.height

        for tick, text in zip(y_ticks, self.y_labels, strict=False):
            y = at((x0, tick))[1]
            self.shapes.append(create_line(plot.left, y, plot.right, y, (*GRID, 255), 1))
            text.x, text.y = plot.left - pad * 0.6, y
        self._label(self.x_labels, [f"{t:.0f}" for t in x_ticks])
        ink, colour = (*theme.INK, 255), (*self.colour, 255)
        for tick, text in zip(x_ticks, self.x_labels, strict=False):
            x = at((tick, y0))[0]
            self.shapes.append(create_line(x, plot.bottom, x, plot.bottom - f * 0.4, ink, 1))
            text.x, text.y = x, plot.bottom - f * 0.6
        self.shapes.append(create_line(plot.left, plot.bottom, plot.right, plot.bottom, ink, 2))
        self.shapes.append(create_line(plot.left, plot.bottom, plot.left, plot.top, ink, 2))
        drawn = [at(p) for p in points]
        if len(drawn) > 1:
            self.shapes.append(create_line_strip(drawn, colour, max(2.0, f * 0.22)))
        for x, y in drawn:
            self.shapes.append(create_ellipse_filled(x, y, f * 0.5, f * 0.5, colour))

    def _label(self, texts: list[arcade.Text], words: list[str]) -> None:
        for i, text in enumerate(texts):
            text.text = words[i] if i < len(words) else ""
            text.font_size = self.font

    def draw(self) -> None:
        self.shapes.draw()
        self.texts.draw()
