"""The viewer's placements of one turn, staged on the table until they confirm them.

A player who drew places each card face down; here they may lay them out, look, take any back
and lay it elsewhere, and only a confirmation plays them. The legal cells are the engine's own:
the staged placements are applied to a copy of the state (Z3: cards placed earlier in the same
turn count as neighbours), whose free cells are where the next card may go. Nothing here is
shown to anyone but the one placing (the table draws it from its private drawing only).
"""

from __future__ import annotations

from ....rules.core import IllegalAction
from ....rules.zwoggel import Phase, Place, ZwoggelState
from ....rules.zwoggel.cards import Cell, colour_code

Drawn = tuple[int, int]  # a drawn card, as the hand strip holds it: (the turn it was drawn at, its index)


class Staging:
    def __init__(self) -> None:
        self.seat: int | None = None
        self.turn = -1  # the engine's turn number these placements belong to
        self.drawn: list[str] = []  # the colours drawn, in the order the hand strip shows them
        self.placed: dict[int, Cell] = {}  # drawn card (its index) -> its staged cell, in staging order
        self.known: tuple[object, list[Cell]] = ((), [])  # the last legal cells worked out, and for what

    def follow(self, state: ZwoggelState, seat: int | None) -> bool:
        """Keep up with the game: the placements of `seat` while it places, else none. True when
        a new set of drawn cards came (or they went)."""
        placing = seat is not None and state.current == seat and state.phase is Phase.PLACE
        if not placing:
            changed = bool(self.drawn)
            self.seat, self.drawn, self.placed, self.turn = None, [], {}, -1
            return changed
        hand = state.observation(seat)["hand"] if self.seat != seat or self.turn != state.turn else None
        if hand is None and len(self.drawn) == len(state.hand):  # (the current seat's, not placed yet)
            return False
        # a new turn, or cards of this one placed in the game itself (a recording of a bot placing)
        self.seat, self.turn = seat, state.turn
        self.drawn = list(hand if hand is not None else state.observation(seat)["hand"])
        self.placed = {}
        return True

    @property
    def active(self) -> bool:
        return self.seat is not None

    def left(self) -> list[int]:
        """The drawn cards not staged yet."""
        return [i for i in range(len(self.drawn)) if i not in self.placed]

    def complete(self) -> bool:
        return self.active and not self.left()

    def actions(self) -> list[Place]:
        """The staged placements as the engine's actions, in the order they were staged."""
        assert self.seat is not None
        seat = self.seat
        return [Place(seat, colour_code(self.drawn[i]), x, y) for i, (x, y) in self.placed.items()]

    def preview(self, state: ZwoggelState) -> ZwoggelState:
        """A copy of the state with the staged placements played."""
        copy = state.copy()
        for action in self.actions():
            copy.apply(action)
        return copy

    def legal(self, state: ZwoggelState) -> list[Cell]:
        """Where the next drawn card may go (worked out again only when something changed)."""
        if not self.left():
            return []
        key = (id(state), len(state.history), tuple(self.placed.items()))
        if key != self.known[0]:
            self.known = (key, list(self.preview(state).display.frontier))
        return self.known[1]

    def stage(self, state: ZwoggelState, card: int, cell: Cell) -> IllegalAction | None:
        """Lay drawn card `card` on `cell`; the engine's refusal if it may not go there."""
        if self.seat is None or card in self.placed or not 0 <= card < len(self.drawn):
            return IllegalAction("that card is not waiting to be placed", code="not_in_hand")
        try:
            self.preview(state).apply(Place(self.seat, colour_code(self.drawn[card]), *cell))
        except IllegalAction as refusal:
            return refusal
        self.placed[card] = cell
        return None

    def card_at(self, cell: Cell) -> int | None:
        """The staged card on `cell`, if any."""
        return next((i for i, c in self.placed.items() if c == cell), None)

    def take_back(self, state: ZwoggelState, card: int | None = None) -> list[int]:
        """Take a staged card back (the last one staged by default). A later card that touched
        only it no longer touches the display: it comes back too. The cards taken back."""
        if not self.placed:
            return []
        card = next(reversed(self.placed)) if card is None else card
        if card not in self.placed:
            return []
        staged = [(i, c) for i, c in self.placed.items() if i != card]
        self.placed = {}
        back = [card]
        for i, cell in staged:
            if self.stage(state, i, cell) is not None:
                back.append(i)
        return back
