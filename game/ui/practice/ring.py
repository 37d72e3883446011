"""The faces of a practice screen round a table: the same faces, plates and sight lines as the game
tables (kit/seats.py), spread evenly round an oval, each plate led by the number key that names
the face. Marks drawn round faces tell a trial's answer: the face that winked, the one named.

The faces are posed from the social layer, with the winking eye as `ShutFrames` holds it (shut for
at least two presented frames), and the head's sway stilled with reduced motion.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

import arcade

from ...social.gaze import GRID, HAND
from ...social.presented import ShutFrames
from ...social.table import Pose
from .. import theme
from ..faces import face_layout
from ..kit.ring import Oval
from ..kit.seats import Seats, Spot
from ..kit.tabletop import Tabletop
from ..tables.wink.grid import pawn_sprite
from ..textures import texture

GOOD, BAD = (120, 222, 120), (238, 96, 84)
GOOD_SAFE, BAD_SAFE = (96, 176, 255), (255, 172, 48)  # the colour-blind-safe palette: blue, orange
SIZES = (0.23, 0.15)  # the largest face: shares of the area's height and width
CENTRED = (0.34, 0.2)  # the largest face in the middle of the felt: shares of its height and width
APART = 3.0  # faces side by side in the middle: their centres this many faces apart


def verdict_colours(colourblind_safe: bool) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The colours of right and wrong: green and red, or blue and orange (colour-blind-safe)."""
    return (GOOD_SAFE, BAD_SAFE) if colourblind_safe else (GOOD, BAD)


def face_angles(n: int) -> list[float]:
    """Where the faces sit round the table (degrees, 0 = right, 90 = top), clockwise from the top
    left, evenly, none alone at the top: two faces sit left and right. One face alone (the guided
    start) sits where the first of two would, at the left."""
    if n == 1:
        return [180.0]
    return [90.0 + 180.0 / n - 360.0 * i / n for i in range(n)]


def crisp_size(faces: list[int]) -> float:
    """The largest a face is drawn crisply: its sprite canvas's size (sprites/faces/*/layout.json),
    one screen pixel a sprite pixel; larger, the layers would be stretched and blur."""
    return min((face_layout(face).size for face in faces), default=128.0)


def side_by_side(n: int, cx: float, cy: float, size: float, apart: float) -> list[Spot]:
    """`n` faces of `size` in a row centred on (cx, cy), their centres `apart` from each other."""
    return [(cx + (i - (n - 1) / 2) * apart, cy, size) for i in range(n)]


class FaceRing:
    def __init__(self, faces: list[int], names: list[str], centred: bool = False) -> None:
        """`centred`: the faces sit large, side by side in the middle of the felt (the guided
        start, about one face or two), not round its edge."""
        self.n = len(faces)
        self.faces = faces
        self.centred = centred
        self.shown = True  # the faces are drawn (the guided start's closing line has the felt alone)
        self.names = names
        self.seats = Seats(faces, [texture(pawn_sprite(s % 8, False)) for s in range(self.n)])
        for mark in self.seats.mark_sprites:
            mark.visible = False  # nobody's colour matters at a practice table
        self.tabletop = Tabletop()
        self.centre = (0.0, 0.0)
        self.marks: list[tuple[int, tuple[int, int, int]]] = []  # (face, colour) ringed now
        self.labels: list[str] = []

    def layout(self, area: arcade.types.Rect, font: float, screen: float, keys: list[str]) -> None:
        """Lay the table in `area` and the faces round it; `keys` label the plates."""
        cx, cy = area.center_x, area.center_y + area.height * 0.03
        seats = Oval(cx, cy, area.width * 0.41, area.height * 0.4)
        self.centre = (cx, cy)
        spots = [(*seats.point(a), 1.0) for a in face_angles(self.n)]
        size = min(area.height * SIZES[0], area.width * SIZES[1], _room(spots))
        spots = [(x, y, size) for x, y, _ in spots]
        self.tabletop.place(Oval(cx, cy, seats.rx - size * 0.1, seats.ry - size * 0.25))
        plate = max(size * 2.2, font * 9)
        if self.centred:
            size = min(crisp_size(self.faces), area.height * CENTRED[0], area.width * CENTRED[1])
            plate = max(size * 2.2, font * 9)
            spots = side_by_side(self.n, cx, cy + size * 0.1, size, max(size * APART, plate * 1.15))
        self.seats.place(spots, plate, font, screen)
        self.labels = keys
        for seat in range(self.n):
            self.seats.plate(seat, keys[seat], self.names[seat])

    def pose(self, pose_of: Callable[[int], Pose], shut: ShutFrames, t: float, still: bool) -> None:
        """Every face as the social layer has it at `t`, its winking eye as `shut` holds it;
        `still` (reduced motion): no sway of the head."""
        for seat in range(self.n):
            pose = pose_of(seat)
            left, right = shut.lids(seat, pose.left, pose.right, t)
            pose = replace(pose, left=left, right=right)
            if still:
                pose = replace(pose, head_dx=0.0, head_dy=0.0)
            self.seats.pose(seat, pose, self.gaze_point(seat, pose.gaze))

    def gaze_point(self, seat: int, target: int) -> tuple[float, float]:
        if target < 0 and target not in (GRID, HAND):  # out of the screen, at the player (VIEWER)
            x, y, _ = self.seats.spots[seat]
            return (x, y)
        if target == GRID:
            return self.centre
        x, y, _ = self.seats.spots[seat if target == HAND else target]
        return (x, y - 1000) if target == HAND else (x, y)

    def at(self, x: float, y: float) -> int | None:
        return self.seats.at(x, y) if self.shown else None

    def mark(self, marks: list[tuple[int, tuple[int, int, int]]]) -> None:
        """Ring these faces, each in its colour (none: an empty list)."""
        self.marks = marks

    def draw(self, pointed: int | None = None) -> None:
        self.tabletop.draw()
        if not self.shown:
            return
        self.seats.draw_sights()
        for face, colour in self.marks:  # a ring round the face, its plate left clear below it
            x, y, size = self.seats.spots[face]
            arcade.draw_circle_filled(x, y + size * 0.04, size * 0.52, (*colour, 70))
            arcade.draw_circle_outline(x, y + size * 0.04, size * 0.52, colour, max(3.0, size * 0.045))
        self.seats.draw(None, pointed, looking=False)


def _room(spots: list[Spot]) -> float:
    """The largest face that leaves room between neighbours and their plates."""
    n = len(spots)
    if n < 2:
        return math.inf
    pairs = [(spots[i], spots[(i + 1) % n]) for i in range(n)]
    return min(
        max(abs(a[1] - b[1]) / 1.45, abs(a[0] - b[0]) / 2.3, math.hypot(a[0] - b[0], a[1] - b[1]) / 2.6)
        for a, b in pairs
    )


__all__ = ["FaceRing", "face_angles", "theme", "verdict_colours"]
