"""The Wink grid: 36 cards, the pawns on them, wrong names turning cards over, and the cursor.

Drawn from the public observation; the greyed cards a player may not call are a private hint and
are drawn only through `draw_hints`, which the table calls from its private drawing alone.
"""

from __future__ import annotations

import arcade

from .. import theme
from ..kit.hand import CARD_RATIO
from ..textures import texture, wink_card

FLIP_S = 0.4  # a wrongly named card turns over in this long
FACES = {"up": None, "down": "wink/back_grid.png"}  # other states draw an empty place


def pawn_sprite(seat: int, colourblind_safe: bool) -> str:
    """A seat's pawn: its own colour and mark, from the colour-blind-safe set when asked."""
    return f"wink/pawn_{'cb_' if colourblind_safe else ''}{seat}.png"


class WinkGrid:
    def __init__(self, layout: list[int], seats: int) -> None:
        self.layout_order = list(layout)
        self.cells: dict[int, arcade.Sprite] = {}
        self.sprites = arcade.SpriteList()
        for number in layout:
            sprite = arcade.Sprite(wink_card(number))
            self.cells[number] = sprite
            self.sprites.append(sprite)
        self.pawns = [arcade.Sprite(texture(pawn_sprite(s, False))) for s in range(seats)]
        self.pawn_sprites = arcade.SpriteList()
        for pawn in self.pawns:
            self.pawn_sprites.append(pawn)
        self.flips: dict[int, float] = {}  # card -> when it began turning over
        self.card = (1.0, 1.0)
        self.cursor = 0  # index in the layout of the keyboard cursor
        self.cursor_shown = False

    def set_palette(self, colourblind_safe: bool) -> None:
        for seat, pawn in enumerate(self.pawns):
            pawn.texture = texture(pawn_sprite(seat, colourblind_safe))

    def place(self, centre_x: float, top: float, card_h: float) -> None:
        cw, ch = card_h * CARD_RATIO, card_h
        self.card = (cw, ch)
        gap = cw * 0.08
        left = centre_x - 3 * (cw + gap) + gap / 2
        for i, number in enumerate(self.layout_order):
            sprite = self.cells[number]
            sprite.width, sprite.height = cw, ch
            sprite.center_x = left + (i % 6) * (cw + gap) + cw / 2
            sprite.center_y = top - (i // 6) * (ch + gap) - ch / 2

    def bottom(self) -> float:
        return min(s.bottom for s in self.cells.values())

    def centre(self) -> tuple[float, float]:
        xs = [s.center_x for s in self.cells.values()]
        ys = [s.center_y for s in self.cells.values()]
        return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2

    def flip(self, number: int, now: float) -> None:
        self.flips[number] = now

    def refresh(self, grid: list[list], pawns: list[int | None], now: float, follow: float) -> None:
        """Card faces and pawn places from the public observation; pawns slide by `follow` a frame."""
        cw, ch = self.card
        for number, where in grid:
            sprite = self.cells[number]
            name = FACES.get(where, "wink/empty.png")
            squeeze = 1.0
            if number in self.flips:
                u = (now - self.flips[number]) / FLIP_S
                if u >= 1.0:
                    del self.flips[number]
                else:
                    squeeze = max(0.02, abs(1.0 - 2.0 * u))
                    name = None if u < 0.5 else name
            sprite.texture = wink_card(number) if name is None else texture(name)
            sprite.width, sprite.height = cw * squeeze, ch
        for seat, pawn in enumerate(self.pawns):
            number = pawns[seat]
            pawn.visible = number is not None
            if number is None:
                continue
            cell = self.cells[number]
            pawn.width = pawn.height = cw * 0.42
            tx = cell.center_x + (seat % 2 - 0.5) * cw * 0.3
            ty = cell.center_y - ch * 0.18
            pawn.center_x += (tx - pawn.center_x) * follow
            pawn.center_y += (ty - pawn.center_y) * follow

    def draw(self) -> None:
        self.sprites.draw(pixelated=False)
        self.pawn_sprites.draw()
        if self.cursor_shown:
            cell = self.cells[self.layout_order[self.cursor]]
            pad = self.card[0] * 0.06
            box = arcade.LBWH(cell.left - pad, cell.bottom - pad, cell.width + 2 * pad, cell.height + 2 * pad)
            arcade.draw_rect_outline(box, theme.HIGHLIGHT, max(2.0, pad))

    def draw_hints(self, greyed: set[int]) -> None:
        """Private: shade the face-up cards the viewer may not call."""
        for number in greyed:
            cell = self.cells[number]
            arcade.draw_rect_filled(
                arcade.LBWH(cell.left, cell.bottom, cell.width, cell.height), (0, 0, 0, 120)
            )

    def card_at(self, x: float, y: float) -> int | None:
        for number, cell in self.cells.items():
            if cell.left <= x <= cell.right and cell.bottom <= y <= cell.top:
                return number
        return None

    def move_cursor(self, step: int) -> int:
        """Move the keyboard cursor (±1 a column, ±6 a row) and show it; the card under it."""
        self.cursor = (self.cursor + step) % len(self.layout_order)
        self.cursor_shown = True
        return self.layout_order[self.cursor]

    def cursor_card(self) -> int:
        return self.layout_order[self.cursor]
