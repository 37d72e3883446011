"""What the Zwoggel table shows by each player and beside the board, for everyone (Z8): three slots
by each face for the Zwoggels that player caught (three and they are out: the face greys), and
the stock, a pile of stones with its count.

Slots sit beside each face on the side toward the table's middle. A caught card on its way from
the board to its slot (a flight of the effects table) fills the slot once it lands.
"""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from ... import theme
from ...faces import FaceSprites
from ...kit.seats import Spot
from .art import card, level, tile
from .words import OUT_AT

SLOT = 0.3  # a slot's size, in face sizes
OUT_TINT = (120, 120, 120)  # a face that is out
PILE = 3  # stones drawn in the stock's pile
SLOT_ALPHA = 150


class CaughtSlots:
    def __init__(self, seats: int) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.slots = [[arcade.Sprite() for _ in range(OUT_AT)] for _ in range(seats)]
        for row in self.slots:
            for sprite in row:
                self.sprites.append(sprite)
        self.size = 20.0
        self.sizes = [20.0] * seats
        self.shown: tuple[object, ...] = ()
        self.hidden: dict[tuple[int, int], float] = {}  # (seat, slot) -> when the card flying there lands

    def place(self, spots: Sequence[Spot], middle: float) -> None:
        """Three slots in a column beside each face, on the side of the table's `middle` (x)."""
        self.sizes = [spot[2] * SLOT for spot in spots]
        for seat, (x, y, face) in enumerate(spots):
            size = face * SLOT
            side = 1 if x <= middle else -1
            for i, sprite in enumerate(self.slots[seat]):
                sprite.position = x + side * face * 0.66, y + (1 - i) * size * 1.08
                sprite.width = sprite.height = size
        self.size = max(s[2] for s in spots) * SLOT
        self.shown = ()

    def slot_box(self, seat: int, index: int) -> tuple[float, float, float]:
        """Centre and size of one of a seat's slots, on screen (where a caught card lands)."""
        sprite = self.slots[seat][min(index, OUT_AT - 1)]
        return sprite.center_x, sprite.center_y, sprite.width

    def hide(self, seat: int, slot: int, until: float) -> None:
        """A caught card flies to `seat`'s `slot`: it shows there from `until` on."""
        self.hidden[(seat, slot)] = until

    def refresh(self, caught: Sequence[Sequence[str]], now: float, safe: bool) -> None:
        """Fill each seat's slots with the colours it caught, but those whose card is still flying."""
        self.hidden = {k: until for k, until in self.hidden.items() if until > now}
        shown = tuple(
            tuple(colour for i, colour in enumerate(pile) if (s, i) not in self.hidden)
            for s, pile in enumerate(caught)
        )
        key = (shown, safe, self.size)
        if key == self.shown:
            return
        self.shown = key
        size = level(self.size)
        empty = tile("empty", size)
        for seat, pile in enumerate(shown):
            for i, sprite in enumerate(self.slots[seat]):
                if i < len(pile):
                    sprite.texture, sprite.alpha = card(pile[i], size, safe), 255
                else:
                    sprite.texture, sprite.alpha = empty, SLOT_ALPHA
                sprite.width = sprite.height = self.sizes[seat]  # a new texture brings its own size

    def draw(self) -> None:
        self.sprites.draw(pixelated=False)


def grey_out(faces: Sequence[FaceSprites], out: Sequence[bool]) -> None:
    """A face whose player is out, greyed (each face's layers: FaceSprites.sprites)."""
    for face, gone in zip(faces, out, strict=True):
        tint = OUT_TINT if gone else theme.WHITE
        for sprite in face.sprites.values():
            if tuple(sprite.color)[:3] != tint:
                sprite.color = tint


class StockPile:
    """The stock: a few stones stacked, fewer as it runs low, and how many cards it holds."""

    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.stones = [arcade.Sprite() for _ in range(PILE)]
        for stone in self.stones:
            self.sprites.append(stone)
        self.count = arcade.Text("", 0, 0, theme.WHITE, 12, font_name=theme.FONT, anchor_x="center")
        self.count.anchor_y = "top"
        self.spot = (0.0, 0.0, 40.0)
        self.left = -1

    def place(self, x: float, y: float, size: float, font: float) -> None:
        self.spot = (x, y, size)
        back = tile("back", level(size))
        for i, stone in enumerate(self.stones):
            stone.texture = back
            stone.width = stone.height = size
            stone.position = x - i * size * 0.06, y + i * size * 0.08
        self.count.x, self.count.y = x, y - size * 0.56
        self.count.font_size = font
        self.left = -1

    def top(self) -> tuple[float, float, float]:
        """Where the top stone lies (cards drawn leave from there)."""
        x, y, size = self.spot
        return x - (PILE - 1) * size * 0.06, y + (PILE - 1) * size * 0.08, size

    def refresh(self, left: int, words: str) -> None:
        if left == self.left:
            return
        self.left = left
        for i, stone in enumerate(self.stones):
            stone.visible = left > i * 4  # one stone from 1 card, two from 5, three from 9
        self.count.text = words

    def draw(self) -> None:
        self.sprites.draw(pixelated=False)
        self.count.draw()
