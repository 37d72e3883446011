"""Every player's four cards, face down beside their face: the hands the others cannot see.

Public: only how many cards a seat holds (four, or none once its team is out). The seat whose own
cards are shown in the hand strip (the confirmed viewer) has no backs in front of its face. Cards
swapped with the saloon fly from and to these places.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade

from ...kit.ring import Spot
from ...textures import texture
from .saloon import BACK, CARD_RATIO, Box

FAN = (-12.0, -4.0, 4.0, 12.0)  # each back's turn, in degrees
AHEAD = 0.95  # how far beside its face a hand lies, on the table's side, in face sizes
OUTER = 1.25  # on a face's outer side, farther: clear of its team's mark
HEIGHT = 0.4  # a back's height, in face sizes


class SeatCards:
    def __init__(self, seats: int) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.backs = [[arcade.Sprite(texture(BACK)) for _ in FAN] for _ in range(seats)]
        for hand in self.backs:
            for sprite in hand:
                self.sprites.append(sprite)
        self.places: list[Box] = [(0.0, 0.0, 1.0, 1.0)] * seats
        self.spots: list[Spot] = [(0.0, 0.0, 1.0)] * seats
        self.centre = (0.0, 0.0)
        self.shown: tuple[object, ...] = ()

    def place(self, spots: Sequence[Spot], centre: tuple[float, float], top: float) -> None:
        """Lay each seat's backs beside its face, on the side of `centre` (the table's middle);
        faces higher than `top` (beside the turn line) have them on their outer side."""
        self.spots, self.centre = list(spots), centre
        for seat, (x, y, size) in enumerate(spots):
            # beside the face at its eyes' height (its plate is under it)
            side = math.copysign(AHEAD, centre[0] - x) * (-OUTER if y > top else 1.0)
            hx, hy = x + side * size, y + size * 0.05
            h = size * HEIGHT
            w = h * CARD_RATIO
            self.places[seat] = (hx, hy, w, h)
            for k, (sprite, angle) in enumerate(zip(self.backs[seat], FAN, strict=True)):
                sprite.width, sprite.height = w, h
                sprite.center_x = hx + (k - 1.5) * w * 0.42
                sprite.center_y = hy - abs(k - 1.5) * h * 0.05
                sprite.angle = angle
        self.shown = ()

    def refresh(self, counts: Sequence[int], own: int | None) -> None:
        """Show each seat's backs (`counts`: cards in each hand), none for `own` (the viewer's)."""
        key = (tuple(counts), own)
        if key == self.shown:
            return
        self.shown = key
        for seat, hand in enumerate(self.backs):
            for k, sprite in enumerate(hand):
                sprite.visible = seat != own and k < counts[seat]

    def ahead(self, seat: int, faces: float) -> tuple[float, float]:
        """The point `faces` face sizes in front of `seat`'s face, toward the table's middle."""
        x, y, size = self.spots[seat]
        dx, dy = self.centre[0] - x, self.centre[1] - y
        d = math.hypot(dx, dy) or 1.0
        return x + dx / d * size * faces, y + dy / d * size * faces

    def box(self, seat: int) -> Box:
        """Where `seat`'s hand lies (centre and one card's size)."""
        return self.places[seat]

    def draw(self) -> None:
        self.sprites.draw(pixelated=False)
