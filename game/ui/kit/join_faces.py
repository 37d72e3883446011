"""Whose phone the join screen waits for, in the table's own faces: the seat's face drawn large
beside its name, and every phone seat as a small face in a row, each with a mark (joined, waiting,
or gone behind the privacy screen), the seat shown ringed ("Phone 1 of 2" made visible).

Faces and shapes are made when the join screen is laid out (a seat shown, a phone joined, the
window resized), never while it draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import arcade
from arcade.shape_list import (
    Shape,
    ShapeElementList,
    create_ellipse_filled,
    create_line_strip,
    create_rectangle_filled,
    create_rectangle_outline,
)

from ...social.pose import Pose
from .. import theme
from ..faces import FaceSprites
from ..fit import fit_width

JOINED, WAITING, SCREEN = "joined", "waiting", "screen"  # how a phone seat's phone stands
STEPS = 24  # points round a mark's disc (thin triangles cost on llvmpipe)
MARK_SHARE = 0.46  # a mark's width, as a share of its face
GREEN = (58, 150, 86)
AMBER = (214, 150, 40)
SLATE = (96, 106, 118)
EDGE = (20, 28, 24, 255)
FADED = 150  # the alpha of a face whose seat plays behind the privacy screen
STRAIGHT = Pose(gaze=0, left=1.0, right=1.0, head_dx=0.0, head_dy=0.0)
SMILE = Pose(gaze=0, left=1.0, right=1.0, head_dx=0.0, head_dy=0.0, expression="smile")


@dataclass(frozen=True)
class PhoneSeat:
    """One phone seat in the row: its seat, its face, its name, how its phone stands, and whether
    it is the seat shown."""

    seat: int
    face: int
    name: str
    state: str
    shown: bool = False


def mark(shapes: ShapeElementList[Shape], state: str, cx: float, cy: float, size: float) -> None:
    """A phone seat's mark, a disc `size` wide at (cx, cy): a tick on green (joined), three dots
    on amber (waiting), a screen on slate (behind the privacy screen)."""
    fill = {JOINED: GREEN, WAITING: AMBER, SCREEN: SLATE}[state]
    r = size / 2
    shapes.append(create_ellipse_filled(cx, cy, size + 3, size + 3, EDGE, num_segments=STEPS))
    shapes.append(create_ellipse_filled(cx, cy, size, size, (*fill, 255), num_segments=STEPS))
    white = (*theme.WHITE, 255)
    line = max(1.5, size * 0.14)
    if state == JOINED:
        tick = [(cx - r * 0.5, cy), (cx - r * 0.12, cy - r * 0.4), (cx + r * 0.52, cy + r * 0.42)]
        shapes.append(create_line_strip(tick, white, line))
    elif state == WAITING:
        for dx in (-0.45, 0.0, 0.45):
            dot = size * 0.16
            shapes.append(create_ellipse_filled(cx + dx * r, cy, dot, dot, white, num_segments=8))
    else:
        shapes.append(create_rectangle_outline(cx, cy + r * 0.12, r * 1.05, r * 0.7, white, line * 0.8))
        shapes.append(create_rectangle_filled(cx, cy - r * 0.42, r * 0.5, line * 0.8, white))


class JoinFaces:
    """The seat shown, large, and the row of phone seats, small."""

    def __init__(self) -> None:
        self.big_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.big: FaceSprites | None = None
        self.big_face: int | None = None
        self.small_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.small: list[FaceSprites] = []
        self.small_faces: tuple[int, ...] = ()
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.marks: ShapeElementList[Shape] = ShapeElementList()
        self.names: list[arcade.Text] = []
        self.row: list[PhoneSeat] = []

    def seat(self, face: int) -> None:
        """The seat shown wears `face` (its sprites made only when it changes)."""
        if face != self.big_face:
            self.big_sprites = arcade.SpriteList()
            self.big, self.big_face = FaceSprites(face, self.big_sprites), face

    def place_big(self, cx: float, cy: float, size: float, joined: bool) -> None:
        if self.big is not None:
            self.big.place(cx, cy, size)
            self.big.update(SMILE if joined else STRAIGHT, None)

    def lay_row(
        self, row: Sequence[PhoneSeat], cx: float, top: float, width: float, scale: theme.Scale
    ) -> float:
        """The phone seats in a row centred on `cx` under `top`, no wider than `width`: each small
        face, its mark at its lower right, its name under it. Returns the row's bottom."""
        self.row = list(row)
        faces = tuple(p.face for p in row)
        if faces != self.small_faces:
            self.small_sprites = arcade.SpriteList()
            self.small = [FaceSprites(face, self.small_sprites) for face in faces]
            self.small_faces = faces
        self.shapes = ShapeElementList()
        if not row:
            self.names = []
            return top
        pitch = min(scale.px(120) * scale.text, width / len(row))
        size = min(scale.px(54) * max(1.0, scale.text * 0.85), pitch * 0.62)
        names = [self._name(p.name, scale) for p in row]
        for text in names:
            fit_width(text, pitch * 0.94)
        tallest = max(t.content_height for t in names)
        cy = top - size * 0.55
        left = cx - pitch * len(row) / 2
        shown = None
        for i, (place, face, text) in enumerate(zip(row, self.small, names, strict=True)):
            x = left + pitch * (i + 0.5)
            if place.shown:
                shown = (x, cy)
                ring = size * 1.22
                self.shapes.append(
                    create_ellipse_filled(x, cy, ring, ring, (*theme.HIGHLIGHT, 255), num_segments=STEPS)
                )
                self.shapes.append(
                    create_ellipse_filled(
                        x,
                        cy,
                        ring - size * 0.12,
                        ring - size * 0.12,
                        (*theme.FELT_DARK, 255),
                        num_segments=STEPS,
                    )
                )
            face.place(x, cy, size)
            text.x, text.y = x, cy - size * 0.62 - tallest * 0.8
            text.color = theme.HIGHLIGHT if place.shown else theme.WHITE
            text.bold = place.shown
        for place, face in zip(row, self.small, strict=True):  # each looks at the seat shown
            face.update(STRAIGHT, None if place.shown else shown)
            for sprite in face.sprites.values():  # a seat behind the privacy screen, faded
                sprite.alpha = FADED if place.state == SCREEN else 255
        marks: ShapeElementList[Shape] = ShapeElementList()
        for i, place in enumerate(row):
            if place.shown and place.state == WAITING:
                continue  # its ring says it: the seat awaited now
            x = left + pitch * (i + 0.5)
            mark(marks, place.state, x + size * 0.4, cy - size * 0.32, size * MARK_SHARE)
        self.marks = marks
        self.names = names
        return cy - size * 0.62 - tallest * 1.1

    @staticmethod
    def _name(name: str, scale: theme.Scale) -> arcade.Text:
        return arcade.Text(name, 0, 0, theme.WHITE, scale.font(12), font_name=theme.FONT, anchor_x="center")

    def draw(self) -> None:
        self.shapes.draw()
        self.small_sprites.draw()
        self.big_sprites.draw()
        if self.row:
            self.marks.draw()
        for text in self.names:
            text.draw()
