"""What the viewer does at the Zwoggel table: reveal a card, lay the drawn cards out (staged,
staging.py), take them back, confirm them; and what the table says when a move is refused
or comes at the wrong moment (to the viewer alone, everyone on a couch's shared screen).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ....i18n import trn
from ....rules.zwoggel import Action, Reveal, ZwoggelState
from ....rules.zwoggel.cards import Cell
from ...kit.hand import HandStrip
from ...kit.notice import NoticeLine
from ...kit.part import Speaking
from ...kit.words import refusal
from .display import Display
from .staging import Drawn, Staging


class Table(Speaking, Protocol):
    """What the moves ask of their table, besides its words and keys."""

    state: ZwoggelState
    staging: Staging
    display: Display
    confirming: int | None

    @property
    def humans(self) -> list[int]: ...

    @property
    def now(self) -> float: ...

    def shown_viewer(self) -> int | None: ...

    def act(self, action: Action, sound: str | None = None) -> bool: ...

    def play_sound(self, name: str) -> None: ...

    def refresh(self, snap: bool = False) -> None: ...


class Moves:
    def __init__(self, table: Table, hand: HandStrip[Drawn], notice: NoticeLine) -> None:
        self.table, self.hand, self.notice = table, hand, notice

    # ------------------------------------------------------------ who and what
    def actor(self) -> int | None:
        """The human acting now: the confirmed viewer, or alone the one human; a couch's shared
        screen has none (its message says whose turn it is)."""
        table = self.table
        me = table.shown_viewer()
        if me is None and len(table.humans) == 1:
            me = table.humans[0]
        if me is None:
            self.say_turn()
        return me

    def say_turn(self) -> None:
        state = self.table.state
        self.say(
            "refusal.game_over" if state.is_over() else "refusal.not_your_turn",
            current=state.names[state.current],
        )

    def say(self, key: str, /, **params: object) -> None:
        """A message to the viewer (everyone on a couch's shared screen)."""
        table = self.table
        self.notice.say(table.t(key, **params), table.now, owner=table.shown_viewer())

    def say_count(self, key: str, count: int) -> None:
        self.notice.say(trn(key, count), self.table.now, owner=self.table.shown_viewer())

    def placing(self) -> bool:
        staging = self.table.staging
        return staging.active and self.table.shown_viewer() == staging.seat

    # ------------------------------------------------------------ the board's cells
    def use_cell(self, cell: Cell) -> None:
        """A click (or the confirm key) on a cell: reveal, lay the picked card out, or take back."""
        if not self.placing():
            self.reveal(cell)
            return
        staging, display = self.table.staging, self.table.display
        staged = staging.card_at(cell)
        if staged is not None:
            self.take_back(staged)
            return
        picked = [i for _turn, i in self.hand.selected]
        left = staging.left()
        if not picked and len({staging.drawn[i] for i in left}) == 1:
            picked = left[:1]  # one colour left to place: no need to pick
        if cell in display.up or cell in display.down:
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
        if self.table.staging.active:
            self.say_left()
            return
        self.table.act(Reveal(me, *cell))

    def lay(self, card_id: int, cell: Cell) -> bool:
        """Lay a drawn card out on `cell` (staged, not played yet); the engine's word if not there."""
        table = self.table
        refused = table.staging.stage(table.state, card_id, cell)
        if refused is not None:
            self.notice.say(refusal(refused, table.state.names), table.now, owner=table.staging.seat)
            table.play_sound("wrong")
            return False
        self.hand.selected.clear()
        self.notice.clear()
        table.play_sound("pawn_placed")
        table.refresh()
        return True

    def take_back(self, card_id: int | None = None) -> None:
        """A laid-out card back to the hand (the last one, by default)."""
        table = self.table
        staging = table.staging
        if not staging.placed:
            self.say("zwoggel.nothing_to_take_back" if staging.active else "zwoggel.not_placing")
            return
        back = staging.take_back(table.state, card_id)
        table.play_sound("card_flip")
        table.refresh()
        if len(back) > 1:
            self.say("zwoggel.taken_back_too")

    def confirm_turn(self) -> None:
        """Play the laid-out cards, in the order they were laid out."""
        table = self.table
        staging = table.staging
        if not staging.complete():
            self.say_left()
            return
        self.play_laid(table.act)

    def play_laid(self, play: Callable[[Action], bool]) -> None:
        """Play the laid-out cards with `play`, in the order they were laid out, the table
        confirming meanwhile (a refused one stops the rest)."""
        table = self.table
        staging = table.staging
        actions = staging.actions()
        table.confirming = staging.seat
        staging.follow(table.state, None)  # the state moves on under it: laid out no more
        try:
            for action in actions:
                if not play(action):
                    break
        finally:
            table.confirming = None

    def say_left(self) -> None:
        left = len(self.table.staging.left())
        if left:
            self.say_count("zwoggel.place_all_first", left)
        else:
            self.say("zwoggel.turn_confirm_you", key=self.table.key_name("confirm"))
