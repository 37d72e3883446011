"""What the Zwoggel table of a guided game adds to the kit's (ui/guide/): `ZwoggelGuide`, mixed in
before the Zwoggel table in GuidedTable's place (GameSpec.guided), puts the laying out of drawn
cards to the guide as well, names the places a Zwoggel step may point at, keeps the board near and
the guide's bubble off the cards, and keeps the table's own step line (Step 1/3…) hidden under the
guide's bubble.

The engine sees a player's places only once they confirm (staging.py); a guide leads the player
through the layout itself, one card at a time, so each layout move (guides/zwoggel/layout.py: lay a
card out, take one back, confirm) is first put to the guide: a move the waiting step does not want
is not made (the guide's line says why), and one made is told to it. The confirmed places are then
played past the guide, since the step that wanted them was the confirmation.

Places, besides the kit's: ("cell", (x, y)) a card or free cell of the board, ("caught", seat, i)
a caught Zwoggel's slot (the board's `where`); ("laid", i) the i-th card laid out this turn;
("button", name) a button of the turn ("confirm", "take_back"); ("region", "hand") the drawn cards.
"""

from __future__ import annotations

import arcade

from ....guides.guide import MOVE, Guide, Place, move_fields
from ....guides.zwoggel.layout import Confirm, Lay, TakeBack
from ....rules.zwoggel import ZwoggelObservation, ZwoggelState
from ....rules.zwoggel.actions import Action
from ....rules.zwoggel.cards import Cell, colour_code
from ....store.guide_progress import GuideProgress
from ...guide.source import GuidedSource
from ...guide.table import GuidedTable
from ...kit.board import Box
from ...kit.buttons import ButtonRow
from ...kit.table import TableView
from .board import ZwoggelBoard
from .camera import BoardCamera, Bounds
from .controls import Controls
from .display import Display
from .guide_layer import ClearLayer
from .moves import Moves
from .staging import Staging

RING = 1  # cells kept in view round the guide's cards


class ZwoggelGuide(GuidedTable):
    """Mixed in before ZwoggelTableView (whose parts these are: table.py)."""

    state: ZwoggelState
    staging: Staging
    display: Display
    camera: BoardCamera
    zboard: ZwoggelBoard
    turn_buttons: ButtonRow
    moves: Moves
    controls: Controls
    confirming: int | None

    def __init__(self, guide: Guide, start: int, progress: GuideProgress, profile: str) -> None:
        super().__init__(guide, start, progress, profile)
        self.moves = self.controls.moves = GuidedMoves(self)
        self.layer = ClearLayer(self.keep_clear)

    def bounds(self, obs: ZwoggelObservation) -> Bounds:
        """The board kept near: the guide's cards and one ring of cells round them (every cell its
        steps point at), not the three a real turn keeps in view for cards laid beyond cards."""
        cells = [*self.display.cards(), *self.staging.placed.values()] or [(0, 0)]
        return Bounds.around(cells).grown(RING)

    def says_steps(self) -> bool:
        """The table's step line stays hidden: the guide's bubble (always shown) says the step,
        and the turn line above says whose turn it is; three instructions at once are too many."""
        return False

    # ------------------------------------------------------------ the layout, put to the guide
    def judge(self, move: Lay | TakeBack | Confirm) -> bool:
        """Whether the waiting step lets the player make `move` (if not, the guide says why)."""
        if self.run.judge_move(move):
            return True
        self.play_sound("wrong")
        self.follow_guide()
        return False

    def saw(self, move: Lay | TakeBack | Confirm) -> None:
        """The player made `move`: it may end the step."""
        self.run.saw(MOVE, move_fields(move), self.now)
        self.follow_guide()

    def play(self, action: Action) -> bool:
        """A confirmed place, played past the guide (the table's own `act`, on the director)."""
        source = self.source
        assert isinstance(source, GuidedSource)
        self.source = source.director
        try:
            return TableView.act(self, action)
        finally:
            self.source = source

    # ------------------------------------------------------------ where a step points
    def locate(self, place: Place | None) -> tuple[Box | None, bool]:
        if place is None:
            return None, False
        kind, staging = place[0], self.staging
        if kind == "laid":
            laid = list(staging.placed.values())
            return (self.cell_box(laid[place[1]]) if place[1] < len(laid) else None), False
        if kind == "button":
            return self.button_box(place[1]), False
        if place == ("region", "hand") and staging.active:
            return self.hand_box(), False
        return super().locate(place)

    def keep_clear(self) -> list[arcade.types.Rect]:
        """What the guide's bubble should not cover: the board's cards (as one box, in view), then
        the faces, the board's buttons, and the turn's buttons and the drawn cards while the player
        lays them out."""
        area = self.camera.area
        cells = [*self.display.cards(), *self.staging.placed.values()]
        boxes = [self.cell_box(c) for c in cells]
        keep = [clip(span(boxes), area)] if boxes else []
        keep += [arcade.XYWH(x, y, size, size) for x, y, size in self.stage.seats.spots]
        keep += [b for b in self.zboard.view_buttons.boxes if b.width > 0]
        if self.staging.active:
            keep += [b for b in self.turn_buttons.boxes if b.width > 0]
            hand = self.hand_box()
            if hand is not None:
                keep.append(span([hand]))
        return keep

    def cell_box(self, cell: Cell) -> Box:
        x, y, size = self.camera.on_screen(cell)
        return x, y, size, size

    def button_box(self, name: str) -> Box | None:
        buttons = self.turn_buttons
        if not self.staging.active or name not in buttons.names():
            return None
        box = buttons.boxes[buttons.names().index(name)]
        return box.center_x, box.center_y, box.width, box.height

    def hand_box(self) -> Box | None:
        """The drawn cards still in the hand strip, as one box."""
        boxes = [b for card in self.stage.hand.cards if (b := self.stage.hand.card_box(card)) is not None]
        if not boxes:
            return None
        r = span(boxes)
        return r.center_x, r.center_y, r.width, r.height


def span(boxes: list[Box]) -> arcade.types.Rect:
    """The rectangle round every box (centre, size)."""
    return arcade.LRBT(
        min(x - w / 2 for x, _y, w, _h in boxes),
        max(x + w / 2 for x, _y, w, _h in boxes),
        min(y - h / 2 for _x, y, _w, h in boxes),
        max(y + h / 2 for _x, y, _w, h in boxes),
    )


def clip(rect: arcade.types.Rect, area: arcade.types.Rect) -> arcade.types.Rect:
    """`rect` within `area` (the board's view: cards panned out of it are not on screen)."""
    return arcade.LRBT(
        max(rect.left, area.left),
        max(min(rect.right, area.right), max(rect.left, area.left)),
        max(rect.bottom, area.bottom),
        max(min(rect.top, area.top), max(rect.bottom, area.bottom)),
    )


class GuidedMoves(Moves):
    """The table's moves, with the layout put to the guide first."""

    def __init__(self, table: ZwoggelGuide) -> None:
        super().__init__(table, table.moves.hand, table.moves.notice)
        self.guided = table

    def lay(self, card_id: int, cell: Cell) -> bool:
        staging, state = self.guided.staging, self.guided.state
        # where the rules refuse the cell, the table's own words say why (not the guide's)
        if staging.seat is None or card_id not in staging.left() or cell not in staging.legal(state):
            return super().lay(card_id, cell)
        move = Lay(staging.seat, colour_code(staging.drawn[card_id]), *cell)
        if not self.guided.judge(move):
            return False
        laid = super().lay(card_id, cell)
        if laid:
            self.guided.saw(move)
        return laid

    def take_back(self, card_id: int | None = None) -> None:
        staging = self.guided.staging
        if staging.seat is None or not staging.placed:
            super().take_back(card_id)  # the table's words: nothing to take back
            return
        card = next(reversed(staging.placed)) if card_id is None else card_id
        cell = staging.placed.get(card)
        if cell is None:
            return
        move = TakeBack(staging.seat, *cell)
        if self.guided.judge(move):
            super().take_back(card)
            self.guided.saw(move)

    def confirm_turn(self) -> None:
        table = self.guided
        staging = table.staging
        if not staging.complete() or staging.seat is None:
            super().confirm_turn()  # the table's words: what is left to lay out
            return
        move = Confirm(staging.seat)
        if not table.judge(move):
            return
        self.play_laid(table.play)
        table.saw(move)
