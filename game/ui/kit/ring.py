"""Seats around the table, for 2 to 10 players.

Play goes clockwise as seen from above the table: from the bottom to the left, the top, the
right. The home seat (the human alone, or a couch's first human) sits at the bottom, beside its
hand, so the ring never turns when a couch hands the screen over; the other seats share the rest
of the table's edge, leaving free the bottom (the hand) and, when the board needs it, the top.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

Spot = tuple[float, float, float]  # centre x, centre y, face size

BOTTOM_GAP = 55.0  # degrees left free each side of the bottom (the home seat, its hand, the log)


@dataclass(frozen=True)
class Oval:
    """A rounded shape on screen: |x/rx|^power + |y/ry|^power = 1 around (cx, cy); power 2 is an
    ellipse, more is a rounded rectangle."""

    cx: float
    cy: float
    rx: float
    ry: float
    power: float = 2.0

    def point(self, degrees: float) -> tuple[float, float]:
        """The point of the outline in the direction `degrees` (0 = right, 90 = top)."""
        a = math.radians(degrees)
        c, s = math.cos(a), math.sin(a)
        e = 2.0 / self.power
        return (
            self.cx + self.rx * math.copysign(abs(c) ** e, c),
            self.cy + self.ry * math.copysign(abs(s) ** e, s),
        )

    def scaled(self, k: float) -> Oval:
        return Oval(self.cx, self.cy, self.rx * k, self.ry * k, self.power)


def _arc(oval: Oval, start: float, end: float, count: int) -> list[float]:
    """`count` angles from `start` down to `end` (clockwise), each in the middle of an equal share
    of the outline's length between them (equal angles crowd seats where the outline bends)."""
    steps = 240
    angles = [start + (end - start) * k / steps for k in range(steps + 1)]
    points = [oval.point(a) for a in angles]
    lengths = [0.0]
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    out = []
    for j in range(count):
        want = lengths[-1] * (j + 0.5) / count
        k = next(i for i, length in enumerate(lengths) if length >= want)
        out.append(angles[k])
    return out


def seat_angles(n: int, home: int, top_gap: float = 0.0, oval: Oval | None = None) -> list[float]:
    """The angle (degrees, 0 = right, 90 = top) of each seat: the home seat at the bottom (-90),
    the others clockwise around the rest of the edge, each in the middle of an equal share of it.
    With a `top_gap` (degrees kept free around the top for the board), the others split between
    the left side (the first half, one more if odd) and the right side."""
    oval = oval or Oval(0, 0, 1, 1)
    angles = [0.0] * n
    angles[home] = -90.0
    others = n - 1
    start = -90.0 - BOTTOM_GAP
    span = 360.0 - 2 * BOTTOM_GAP - top_gap
    if top_gap:
        side = span / 2
        left = (others + 1) // 2
        places = _arc(oval, start, start - side, left)
        places += _arc(oval, start - side - top_gap, start - span - top_gap, others - left)
    else:
        places = _arc(oval, start, start - span, others)
    for i, angle in enumerate(places, start=1):
        angles[(home + i) % n] = angle
    return angles


def ring(n: int, home: int, seats: Oval, face: float, top_gap: float = 0.0) -> list[Spot]:
    """Each seat's face centre and size: on the `seats` outline, the home seat at its bottom."""
    return [(*seats.point(a), face) for a in seat_angles(n, home, top_gap, seats)]


def face_size(n: int, seats: Oval, largest: float, top_gap: float = 0.0) -> float:
    """The largest face that leaves room between neighbours on the outline (and their plates)."""
    spots = ring(n, 0, seats, 1.0, top_gap)[1:]
    if len(spots) < 2:
        return largest
    # two faces clear each other when one is above the other by a face and its plate's line, or
    # beside it by a plate's width
    fits = min(
        max(abs(a[1] - b[1]) / 1.35, abs(a[0] - b[0]) / 2.3)
        for i, a in enumerate(spots)
        for b in spots[i + 1 :]
    )
    return max(24.0, min(largest, fits))
