"""The Wink grid: 36 cards with their shadows, the pawns on them, wrong names turning cards over,
and the keyboard cursor.

Drawn from the public observation; the greyed cards a player may not call are a private hint and
are drawn only through `draw_hints`, which the table calls from its private drawing alone.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import arcade

from ....rules.wink.observe import GridRow
from ... import theme
from ...kit.board import BoardBase, Box, Font, Place
from ...kit.flights import ease
from ...kit.hand import CARD_RATIO
from ...kit.regions import Regions
from ...kit.ring import Spot
from ...textures import texture

FLIP_S = 0.4  # a wrongly named card turns over in this long
FACES = {"up": None, "down": "wink/back_grid.png"}  # other states draw an empty place
GAP = 0.1  # between two cards, as a share of a card's width
HINT = (0, 0, 0, 120)  # the shade over a card the viewer may not call


def wink_card(number: int) -> arcade.Texture:
    """The face of the Wink card `number`."""
    return texture(f"wink/card_{number:02d}.png")


def pawn_sprite(seat: int, colourblind_safe: bool) -> str:
    """A seat's pawn: its own colour and mark, from the colour-blind-safe set when asked."""
    return f"wink/pawn_{'cb_' if colourblind_safe else ''}{seat}.png"


class WinkGrid(BoardBase):
    """The Wink table's board: the grid's 36 places, the pawns on them, the viewer's hints."""

    def __init__(self, layout: list[int], seats: int) -> None:
        self.layout_order = list(layout)
        self.cells: dict[int, arcade.Sprite] = {}
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for number in layout:
            self.cells[number] = arcade.Sprite(wink_card(number))
            self.sprites.append(self.cells[number])
        self.lying: list[int] = []  # the cards (face up or down) still on the grid: they cast shadows
        self.pawns = [arcade.Sprite(texture(pawn_sprite(s, False))) for s in range(seats)]
        self.moves: list[tuple[int | None, int, float] | None] = [None] * seats  # (from, to, since)
        self.pawn_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for pawn in self.pawns:
            self.pawn_sprites.append(pawn)
        # private shades, rebuilt for the viewer only
        self.hints: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.flips: dict[int, float] = {}  # card -> when it began turning over
        self.card = (1.0, 1.0)
        self.cursor = 0  # index in the layout of the keyboard cursor
        self.cursor_shown = False

    @staticmethod
    def size_for(width: float, height: float) -> float:
        """The tallest card that lets the 6×6 grid fit in `width` × `height`."""
        by_height = height / (6 + 5 * GAP * CARD_RATIO)
        by_width = width / (6 + 5 * GAP) / CARD_RATIO
        return min(by_height, by_width)

    def set_palette(self, colourblind_safe: bool) -> None:
        for seat, pawn in enumerate(self.pawns):
            pawn.texture = texture(pawn_sprite(seat, colourblind_safe))

    def place(self, regions: Regions, spots: Sequence[Spot], font: Font) -> None:
        board = regions.board
        self.lay_out(board.center_x, board.center_y, self.size_for(board.width, board.height))

    def lay_out(self, cx: float, cy: float, card_h: float) -> None:
        """Centre the grid on (cx, cy) with cards `card_h` tall."""
        cw, ch = card_h * CARD_RATIO, card_h
        self.card = (cw, ch)
        gap = cw * GAP
        left = cx - 3 * cw - 2.5 * gap
        top = cy + 3 * ch + 2.5 * gap
        for i, number in enumerate(self.layout_order):
            x = left + (i % 6) * (cw + gap) + cw / 2
            y = top - (i // 6) * (ch + gap) - ch / 2
            sprite = self.cells[number]
            sprite.width, sprite.height = cw, ch
            sprite.position = x, y

    def bottom(self) -> float:
        return min(s.bottom for s in self.cells.values())

    def top(self) -> float:
        return max(s.top for s in self.cells.values())

    def focus(self) -> tuple[float, float]:
        return self.centre()

    def where(self, place: Place) -> Box | None:
        kind, number = place[0], place[1]
        return self.box(number) if kind == "card" and number in self.cells else None

    def cards(self) -> list[Box]:
        """Every place of the grid (a card gone leaves its place, where a pawn may stand)."""
        return [self.box(number) for number in self.layout_order]

    def picture(self, card: Hashable, pixels: float) -> arcade.Texture:
        assert isinstance(card, int)
        return wink_card(card)

    def centre(self) -> tuple[float, float]:
        xs = [s.center_x for s in self.cells.values()]
        ys = [s.center_y for s in self.cells.values()]
        return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2

    def box(self, number: int) -> Box:
        """Centre and size of a grid place."""
        cw, ch = self.card
        cell = self.cells[number]
        return cell.center_x, cell.center_y, cw, ch

    def flip(self, card: Hashable, now: float) -> None:
        assert isinstance(card, int)
        self.flips[card] = now

    def refresh(self, grid: Sequence[GridRow], pawns: list[int | None], now: float, slide_s: float) -> None:
        """Card faces and pawn places from the public observation; a pawn moved to another card
        slides there in `slide_s` seconds of the table's clock (0: at once)."""
        cw, ch = self.card
        self.lying = [number for number, where in grid if where in FACES]
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
            called = pawns[seat]  # the number under its pawn
            pawn.visible = called is not None
            if called is None:
                self.moves[seat] = None
                continue
            move = self.moves[seat]
            if move is None or move[1] != called:  # a new place: slides from the old one, if any
                self.moves[seat] = move = (None if move is None else move[1], called, now)
            if slide_s <= 0:  # at once (and for good: a snap ends the slide)
                self.moves[seat] = move = (None, called, move[2])
            was, _to, t0 = move
            pawn.width = pawn.height = cw * 0.5
            tx, ty = self.pawn_spot(seat, called)
            u = 1.0 if was is None or slide_s <= 0 else min(1.0, (now - t0) / slide_s)
            if u < 1.0 and was is not None:  # (u < 1 only while it slides from `was`)
                fx, fy = self.pawn_spot(seat, was)
                k = ease(u)
                tx, ty = fx + (tx - fx) * k, fy + (ty - fy) * k
            pawn.position = tx, ty

    def pawn_spot(self, seat: int, number: int) -> tuple[float, float]:
        """Where `seat`'s pawn stands on card `number` (two pawns on one card stand apart)."""
        cw, ch = self.card
        cell = self.cells[number]
        return cell.center_x + (seat % 2 - 0.5) * cw * 0.3, cell.center_y - ch * 0.16

    def shadows(self) -> list[tuple[float, float, float, float]]:
        """Where the cards lying on the grid cast their shadows (each card's box)."""
        return [self.box(number) for number in self.lying]

    def draw(self, now: float) -> None:
        self.sprites.draw(pixelated=False)
        self.pawn_sprites.draw()
        if self.cursor_shown:
            cell = self.cells[self.layout_order[self.cursor]]
            pad = self.card[0] * 0.06
            box = arcade.LBWH(cell.left - pad, cell.bottom - pad, cell.width + 2 * pad, cell.height + 2 * pad)
            arcade.draw_rect_outline(box, theme.HIGHLIGHT, max(2.0, pad))

    def draw_hints(self, greyed: set[int]) -> None:
        """Private: shade the face-up cards the viewer may not call."""
        cw, ch = self.card
        if len(self.hints) != len(greyed) or any(
            (s.center_x, s.center_y) != self.cells[n].position
            for s, n in zip(self.hints, sorted(greyed), strict=False)
        ):
            self.hints.clear()
            for number in sorted(greyed):
                shade = arcade.SpriteSolidColor(int(cw), int(ch), color=HINT)
                shade.position = self.cells[number].position
                self.hints.append(shade)
        self.hints.draw()

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
