"""The mark on the face the viewer looks at: for the bots, that face is where a human's eyes are.

Corner brackets frame the face (a viewfinder) and, when the bots count it as the human's look, a
small open eye sits above the head. The pointer and keyboard focus (Tab) show the same mark. The
brackets stay in the face's corners, clear of the eyes, and the eye glyph sits above the hair, so
the mark never covers what the viewer is watching. Without a look (a couch's shared screen, or the
viewer's own face) only the brackets show: where the focus is, nothing more.
"""

from __future__ import annotations

import arcade

from .gaze_art import FRAME_MARGIN, gaze_eye, gaze_frame

Spot = tuple[float, float, float]  # centre x, centre y, face size

SIDE = 1.0  # the brackets' square, as a share of the face's size
RAISE = 0.03  # the square sits this share of the face higher (its plate is right below the face)
EYE_WIDTH = 0.46  # the eye glyph's width, as a share of the face's size
EYE_GAP = 0.02  # between the top of the brackets and the eye glyph


class GazeMark:
    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.frame = arcade.Sprite(gaze_frame())
        self.eye = arcade.Sprite(gaze_eye())
        for sprite in (self.frame, self.eye):
            sprite.visible = False
            self.sprites.append(sprite)
        self.seat: int | None = None
        self.looking = False
        self.placed: tuple[int | None, Spot | None, bool] = (None, None, False)

    def show(self, seat: int | None, spot: Spot | None, looking: bool) -> None:
        """Mark `seat`'s face at `spot` (None: no mark); `looking` adds the eye: the bots take
        this face for where the viewer looks."""
        key = (seat, spot, looking)
        if key == self.placed:
            return
        self.placed = key
        self.seat = seat if spot is not None else None
        self.looking = looking and self.seat is not None
        if self.seat is None or spot is None:
            self.frame.visible = self.eye.visible = False
            return
        x, y, size = spot
        side = SIDE * size
        top = y + RAISE * size + side / 2
        self.frame.visible = True
        self.frame.width = self.frame.height = side / (1 - 2 * FRAME_MARGIN)
        self.frame.center_x, self.frame.center_y = x, y + RAISE * size
        self.eye.visible = self.looking
        ratio = self.eye.texture.height / self.eye.texture.width
        self.eye.width, self.eye.height = EYE_WIDTH * size, EYE_WIDTH * size * ratio
        self.eye.center_x, self.eye.center_y = x, top + EYE_GAP * size + self.eye.height * 0.35

    def draw(self) -> None:
        if self.seat is not None:
            self.sprites.draw(pixelated=False)
