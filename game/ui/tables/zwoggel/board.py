"""The Zwoggel table's board: the display of cards under its camera (display.py, camera.py) on a
darker mat, the stock beside it, the buttons of the view, a trap springing (moments.py), and by
each face the slots of the Zwoggels that player caught (plates.py).

Its places, for the flights of the effects table: ("cell", (x, y)) a card of the display where the
camera shows it now, ("stock", k) the k-th card leaving the stock's top, ("caught", seat, i) a
seat's slot. What flies: ("face", colour) a Zwoggel face up, "back" a card face down, and a drawn
card of the viewer's hand strip ((turn, index): its colour is staged.py's).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import arcade

from ....rules.core import Event
from ....rules.zwoggel import ZwoggelObservation
from ...kit.board import BoardBase, Box, Font, Place
from ...kit.buttons import ButtonRow
from ...kit.regions import Regions
from ...kit.ring import Spot
from ...kit.tabletop import RIM
from .art import card, level, tile
from .camera import BoardCamera, Bounds
from .display import Display
from .moments import Moments
from .plates import CaughtSlots, StockPile

SIDE = 0.14  # beside the board, each side: the stock (left) and the view's buttons (right), in felt radii
FAN = 0.12  # cards drawn together leave the stock fanned by this share of a card


class ZwoggelBoard(BoardBase):
    def __init__(self, seats: int, buttons: list[str], drawn: Callable[[int], str]) -> None:
        """`buttons`: the view's (zoom, centre); `drawn(i)`: the colour of the viewer's i-th drawn card."""
        self.display = Display()
        self.camera = BoardCamera()
        self.stock = StockPile()
        self.slots = CaughtSlots(seats)
        self.moments = Moments()
        self.view_buttons = ButtonRow(buttons)
        self.drawn = drawn
        self.safe = False  # the colour-blind-safe pictures
        self.instant = False  # reduced motion: nothing glides or flies

    def place(self, regions: Regions, spots: Sequence[Spot], font: Font) -> None:
        felt, board = regions.table.scaled(1.0 - RIM), regions.board
        side = felt.rx * SIDE
        area = arcade.LRBT(board.left + side * 0.4, board.right - side * 0.4, board.bottom, board.top)
        self.camera.place(area)
        self.display.place_mat(area)
        middle = felt.cx - felt.rx * (1 - SIDE * 0.55)
        self.stock.place(middle, felt.cy + felt.ry * 0.08, side * 0.8, font(11))
        buttons = arcade.LRBT(area.right + side * 0.12, felt.cx + felt.rx * 0.97, area.bottom, area.top)
        column = arcade.XYWH(buttons.center_x, felt.cy, buttons.width, area.height * 0.5)
        self.view_buttons.layout_column(column, font(12))
        self.slots.place(spots, felt.cx)
        self.display.made = ()  # picture sizes may change with the window

    def focus(self) -> tuple[float, float]:
        area = self.camera.area
        return area.center_x, area.center_y

    # ------------------------------------------------------------ places and pictures
    def where(self, place: Place) -> Box | None:
        kind = place[0]
        if kind == "cell":
            x, y, size = self.camera.on_screen(place[1])
            return x, y, size, size
        if kind == "stock":
            x, y, size = self.stock.top()
            k = place[1]
            return x + k * size * FAN, y + k * size * FAN, size, size
        if kind == "caught":
            x, y, size = self.slots.slot_box(place[1], place[2])
            return x, y, size, size
        return None

    def cards(self) -> list[Box]:
        """The display's cards inside the camera's view, and the stock's top."""
        a = self.camera.area
        shown = [self.where(("cell", c)) for c in self.display.cards()]
        boxes = [b for b in shown if b is not None and a.left < b[0] < a.right and a.bottom < b[1] < a.top]
        x, y, size = self.stock.spot
        return [*boxes, (x, y, size, size)] if self.stock.left > 0 else boxes

    def picture(self, card_id: Hashable, pixels: float) -> arcade.Texture:
        if card_id == "back":
            return tile("back", level(pixels))
        assert isinstance(card_id, tuple)  # ("face", colour), or a drawn card of the hand strip
        if card_id[0] == "face":
            return card(card_id[1], level(pixels), self.safe)
        _turn, i = card_id  # (turn, index)
        return card(self.drawn(i), level(pixels), self.safe)

    def flip(self, card_id: Hashable, now: float) -> None:
        assert isinstance(card_id, tuple)  # a card of the display, by its cell
        x, y = card_id
        self.display.flip((x, y), now)

    def hide(self, place: Place, until: float) -> None:
        if place[0] == "cell":
            self.display.arrive(place[1], until)
        elif place[0] == "caught":
            self.slots.hide(place[1], place[2], until)

    def note(self, event: Event, now: float) -> None:
        self.moments.note(event, now)
        self.display.note([event])

    # ------------------------------------------------------------ time and drawing
    def refresh(
        self, obs: ZwoggelObservation, now: float, bounds: Callable[[], Bounds], hold: bool, snap: bool
    ) -> None:
        """The display and the slots from the public observation; a trap's moment goes on. A
        camera that follows the display aims at its `bounds` again, gliding (at once with `snap`,
        a new layout), unless it must `hold` still (a human's turn, a pressed button)."""
        camera, safe = self.camera, self.safe
        self.display.refresh(obs, now, camera.cell, safe)
        if hold and not snap:
            camera.hold()
        elif camera.follows:  # the pictures' size follows the camera's
            camera.fit(bounds(), snap=snap)
            self.display.refresh(obs, now, camera.cell, safe)
        self.moments.update(now, camera.cell, safe, self.instant)
        self.slots.refresh(obs["caught"], now, safe)

    def draw(self, now: float) -> None:
        self.display.draw_mat()
        self.stock.draw()
        with self.camera.drawing():
            self.display.draw()
            self.moments.draw_world(now)
        self.view_buttons.draw()

    def draw_over(self, now: float) -> None:
        self.slots.draw()
