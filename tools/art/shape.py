"""Shapes in display pixels: unions and cuts of primitives, rendered as anti-aliased coverage masks."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

import numpy as np
from PIL import Image, ImageDraw, ImageFont

SS = 2  # canvas pixels per display pixel: everything is drawn at 2× and downsampled
MS = 2  # extra oversampling of masks over the canvas, for smooth edges before the final downsample

Point = tuple[float, float]
Op = Callable[[ImageDraw.ImageDraw, Callable[[float, float], Point], float, int], None]


@cache
def font(size_px: int) -> ImageFont.FreeTypeFont:
    """Pillow's bundled font (the same on every machine), at a size in mask pixels."""
    return ImageFont.load_default(size=size_px)  # type: ignore[return-value]


def arc_points(cx: float, cy: float, rx: float, ry: float, start: float, end: float) -> list[Point]:
    """Points along an elliptic arc; angles in degrees, 0 = east, clockwise on screen (y down)."""
    steps = max(6, int(abs(end - start) / 6))
    out = []
    for k in range(steps + 1):
        a = math.radians(start + (end - start) * k / steps)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def star_points(cx: float, cy: float, r: float, n: int, inner: float, turn: float = -90) -> list[Point]:
    pts = []
    for k in range(2 * n):
        rr = r if k % 2 == 0 else r * inner
        a = math.radians(turn + k * 180 / n)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def regular_points(cx: float, cy: float, r: float, n: int, turn: float = -90) -> list[Point]:
    return [
        (
            cx + r * math.cos(math.radians(turn + k * 360 / n)),
            cy + r * math.sin(math.radians(turn + k * 360 / n)),
        )
        for k in range(n)
    ]


def leaf_points(base: Point, tip: Point, width: float, bend: float = 0.0, steps: int = 16) -> list[Point]:
    """A leaf or feather outline from base to tip, widest in the middle, bowed sideways by bend."""
    bx, by = base
    dx, dy = tip[0] - bx, tip[1] - by
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    left, right = [], []
    for k in range(steps + 1):
        t = k / steps
        bow = bend * math.sin(math.pi * t)
        half = width / 2 * math.sin(math.pi * t) ** 0.7
        cx, cy = bx + dx * t + nx * bow, by + dy * t + ny * bow
        left.append((cx + nx * half, cy + ny * half))
        right.append((cx - nx * half, cy - ny * half))
    return left + right[::-1]


class Shape:
    """A union of primitives minus cuts, in display pixels."""

    def __init__(self) -> None:
        self._ops: list[tuple[bool, Op]] = []
        self._box = [math.inf, math.inf, -math.inf, -math.inf]

    def _grow(self, x0: float, y0: float, x1: float, y1: float) -> None:
        b = self._box
        self._box = [min(b[0], x0), min(b[1], y0), max(b[2], x1), max(b[3], y1)]

    def _add(self, cut: bool, box: Sequence[float], op: Op) -> Shape:
        if not cut:
            self._grow(*box)
        self._ops.append((cut, op))
        return self

    @property
    def box(self) -> tuple[float, float, float, float]:
        return (self._box[0], self._box[1], self._box[2], self._box[3])

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, cut: bool = False) -> Shape:
        def op(d: ImageDraw.ImageDraw, t: Callable[[float, float], Point], k: float, v: int) -> None:
            d.ellipse((*t(cx - rx, cy - ry), *t(cx + rx, cy + ry)), fill=v)

        return self._add(cut, (cx - rx, cy - ry, cx + rx, cy + ry), op)

    def circle(self, cx: float, cy: float, r: float, cut: bool = False) -> Shape:
        return self.ellipse(cx, cy, r, r, cut)

    def rect(self, x0: float, y0: float, x1: float, y1: float, radius: float = 0, cut: bool = False) -> Shape:
        def op(d: ImageDraw.ImageDraw, t: Callable[[float, float], Point], k: float, v: int) -> None:
            box = (*t(x0, y0), *t(x1, y1))
            if radius > 0:
                d.rounded_rectangle(box, radius * k, fill=v)
            else:
                d.rectangle(box, fill=v)

        return self._add(cut, (x0, y0, x1, y1), op)

    def poly(self, points: Sequence[Point], cut: bool = False) -> Shape:
        pts = list(points)

        def op(d: ImageDraw.ImageDraw, t: Callable[[float, float], Point], k: float, v: int) -> None:
            d.polygon([t(x, y) for x, y in pts], fill=v)

        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return self._add(cut, (min(xs), min(ys), max(xs), max(ys)), op)

    def line(self, points: Sequence[Point], width: float, cut: bool = False) -> Shape:
        """A stroke with round caps and joins."""
        pts = list(points)
        h = width / 2

        def op(d: ImageDraw.ImageDraw, t: Callable[[float, float], Point], k: float, v: int) -> None:
            tp = [t(x, y) for x, y in pts]
            d.line(tp, fill=v, width=max(1, round(width * k)), joint="curve")
            for x, y in (tp[0], tp[-1]):
                d.ellipse((x - h * k, y - h * k, x + h * k, y + h * k), fill=v)

        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return self._add(cut, (min(xs) - h, min(ys) - h, max(xs) + h, max(ys) + h), op)

    def arc(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        start: float,
        end: float,
        width: float,
        cut: bool = False,
    ) -> Shape:
        return self.line(arc_points(cx, cy, rx, ry, start, end), width, cut)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: float,
        anchor: str = "mm",
        bold: float = 0.0,
        cut: bool = False,
    ) -> Shape:
        """Text in the bundled font; bold thickens the strokes by that many display pixels."""
        probe = font(round(size * 4))
        left, top, right, bottom = ImageDraw.Draw(Image.new("L", (1, 1))).textbbox(
            (0, 0), s, font=probe, anchor=anchor, stroke_width=round(bold * 4)
        )

        def op(d: ImageDraw.ImageDraw, t: Callable[[float, float], Point], k: float, v: int) -> None:
            d.text(
                t(x, y), s, font=font(round(size * k)), anchor=anchor, fill=v, stroke_width=round(bold * k)
            )

        return self._add(cut, (x + left / 4, y + top / 4, x + right / 4, y + bottom / 4), op)

    def render(self, box: tuple[int, int, int, int]) -> np.ndarray:
        """Coverage in [0, 1] over the canvas-pixel box (x0, y0, x1, y1)."""
        x0, y0, x1, y1 = box
        k = SS * MS
        mask = Image.new("L", ((x1 - x0) * MS, (y1 - y0) * MS), 0)
        draw = ImageDraw.Draw(mask)

        def t(x: float, y: float) -> Point:
            return (x * k - x0 * MS, y * k - y0 * MS)

        for cut, op in self._ops:
            op(draw, t, k, 0 if cut else 255)
        return np.asarray(mask.reduce(MS), dtype=np.float32) / 255.0
