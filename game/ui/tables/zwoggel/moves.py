"""What the viewer does at the Zwoggel table: reveal a card, lay the drawn cards out (staged,
staging.py), take them back, confirm them; and what the table says when a move is refused
or comes at the wrong moment (to the viewer alone, everyone on a couch's shared screen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....i18n import key_label, trn
from ....rules.zwoggel import Reveal
from ....rules.zwoggel.cards import Cell
from ...kit.words import refusal

if TYPE_CHECKING:
    from ....rules.zwoggel import ZwoggelState
    from ...kit.stage import TableStage
    from ...kit.table import TableView
    from .board import Board
    from .staging import Staging

    Base = TableView
else:
    Base = object


class ZwoggelMoves(Base):
    """The moves part of the Zwoggel table; it expects the table's state, stage, board and
    staging, and the seat whose laid-out cards are being played (`confirming`)."""

    state: ZwoggelState
    stage: TableStage
    board: Board
    staging: Staging
    confirming: int | None

    # ------------------------------------------------------------ who and what
    def actor(self) -> int | None:
        """The human acting now: the confirmed viewer, or alone the one human; a couch's shared
        screen has none (its message says whose turn it is)."""
        me = self.shown_viewer()
        if me is None and len(self.humans) == 1:
            me = self.humans[0]
        if me is None:
            self.say_turn()
        return me

    def say_turn(self) -> None:
        state = self.state
        self.say(
            "refusal.game_over" if state.is_over() else "refusal.not_your_turn",
            current=state.names[state.current],
        )

    def say(self, key: str, /, **params: object) -> None:
        """A message to the viewer (everyone on a couch's shared screen)."""
        self.stage.notice.say(self.t(key, **params), self.now, owner=self.shown_viewer())

    def say_count(self, key: str, count: int) -> None:
        self.stage.notice.say(trn(key, count), self.now, owner=self.shown_viewer())

    def placing(self) -> bool:
        return self.staging.active and self.shown_viewer() == self.staging.seat

    # ------------------------------------------------------------ the board's cells
    def use_cell(self, cell: Cell) -> None:
        """A click (or the confirm key) on a cell: reveal, lay the picked card out, or take back."""
        if not self.placing():
            self.reveal(cell)
            return
        staging, hand = self.staging, self.stage.hand
        staged = staging.card_at(cell)
        if staged is not None:
            self.take_back(staged)
            return
        picked = [i for _turn, i in hand.selected]
        left = staging.left()
        if not picked and len({staging.drawn[i] for i in left}) == 1:
            picked = left[:1]  # one colour left to place: no need to pick
        if cell in self.board.up or cell in self.board.down:
            self.say_left()
        elif not picked:
            self.say("zwoggel.pick_a_card")
        else:
            self.lay(picked[0], cell)

    # ------------------------------------------------------------ what the viewer does
    def reveal(self, cell: Cell) -> None:
        """Turn the face-down card at `cell` face up (the engine says why not)."""
        me = self.actor()
        if me is None:
            return
        if self.staging.active:
            self.say_left()
            return
        self.act(Reveal(me, *cell))

    def lay(self, card_id: int, cell: Cell) -> bool:
        """Lay a drawn card out on `cell` (staged, not played yet); the engine's word if not there."""
        refused = self.staging.stage(self.state, card_id, cell)
        if refused is not None:
            self.stage.notice.say(refusal(refused, self.state.names), self.now, owner=self.staging.seat)
            self.app.play("wrong")
            return False
        self.stage.hand.selected.clear()
        self.stage.notice.clear()
        self.app.play("pawn_placed")
        return True

    def take_back(self, card_id: int | None = None) -> None:
        """A laid-out card back to the hand (the last one, by default)."""
        if not self.staging.placed:
            self.say("zwoggel.nothing_to_take_back" if self.staging.active else "zwoggel.not_placing")
            return
        back = self.staging.take_back(self.state, card_id)
        self.app.play("card_flip")
        if len(back) > 1:
            self.say("zwoggel.taken_back_too")

    def confirm_turn(self) -> None:
        """Play the laid-out cards, in the order they were laid out."""
        staging = self.staging
        if not staging.complete():
            self.say_left()
            return
        actions = staging.actions()
        self.confirming = staging.seat
        staging.follow(self.state, None)  # the state moves on under it: laid out no more
        try:
            for action in actions:
                if not self.act(action):
                    break
        finally:
            self.confirming = None

    def say_left(self) -> None:
        left = len(self.staging.left())
        if left:
            self.say_count("zwoggel.place_all_first", left)
        else:
            self.say("zwoggel.turn_confirm_you", key=key_label(self.app.settings.key_bindings["confirm"]))
