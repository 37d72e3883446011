"""The Zwoggel game state: reveals, traps, drawing and placing, elimination and the end (RULES.md §3).

A turn: reveal two face-down cards, one after the other, each checked for a trap (Z5); then draw
three cards and place them face down one at a time (Z3). Drawing is not an action: it happens as
soon as the reveals are done, since it holds no choice and is compulsory (Z13).
"""

from __future__ import annotations

from typing import Any

from ..core import End, Event, IllegalAction, check_seat, short_repr
from ..draws import below
from . import observe, serialize
from .actions import Action, Place, Reveal, place_index
from .cards import COLOURS, GREEN, RED
from .config import ZwoggelConfig
from .legal import LegalActions
from .lines import completes_line, lines_through
from .observe import ZwoggelObservation
from .phase import OVER, PLACE, REVEAL
from .refusals import refuse_place, refuse_reveal
from .setup import CAUGHT_OUT, deal
from .table import ZwoggelTable

DRAW = 3  # cards drawn a turn
NO_ACTIONS = LegalActions((), 0)  # (read-only: one for every seat that may not act)
REVEALS_WITH_STOCK, REVEALS_WITHOUT_STOCK = 2, 1


class ZwoggelState(ZwoggelTable):
    """One point of one game of Zwoggel: its table, dealt, changed only through `apply`."""

    __slots__ = ()

    def __init__(self, config: ZwoggelConfig, seed: int) -> None:
        super().__init__(config, seed)
        rng = self.rng
        self.display, self.stock, self.caught = deal(config, rng)
        first = config.first_seat
        self.current = below(rng, self.n) if first is None else first  # Z12
        self._begin_turn([])

    # ----------------------------------------------------------------- legal actions
    def legal_actions(self, seat: int) -> LegalActions:
        """Reveals of every face-down card, or places of each drawn colour on every free cell (reds
        first). A read-only sequence (see `legal.py`): the actions are picked when read."""
        if not (type(seat) is int and 0 <= seat < self.n):
            check_seat(seat, self.n)  # (inline above: every playout step passes here) it refuses the seat
        if seat != self.current or self.phase is OVER:
            return NO_ACTIONS
        if self.phase is REVEAL:
            return LegalActions(tuple(self.display.down.values()), seat)
        colour = self.colour
        reds = greens = False
        for card in self.hand:
            if colour[card] == RED:
                reds = True
            else:
                greens = True
        rows = tuple(self.display.frontier.values())
        if reds and greens:
            return LegalActions(rows, place_index(seat, RED), place_index(seat, GREEN))
        return LegalActions(rows, place_index(seat, RED if reds else GREEN))

    # ----------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        """Play `action` for its seat; IllegalAction (state untouched) if the rules forbid it now."""
        if type(action) is Reveal:
            return self._reveal(action)
        if type(action) is Place:
            return self._place(action)
        if self.phase is OVER:
            raise IllegalAction("the game is over", code="game_over")
        raise IllegalAction(f"{short_repr(action)} is not a Zwoggel action", code="not_an_action")

    def _reveal(self, a: Reveal) -> list[Event]:
        seat, x, y = a
        cell = (x, y)
        display = self.display
        down = display.down
        try:
            row = down.get(cell) if seat == self.current and self.phase is REVEAL else None
        except TypeError:  # an unhashable coordinate
            row = None
        if row is None:
            raise refuse_reveal(self, a)
        seat = self.current
        action = row[seat]  # the interned action, with int fields
        if action is not a and not _ints(a):  # True and 1.0 would pass for 1 in the look-ups
            raise refuse_reveal(self, a)
        card = display.cards[cell]  # (x and y are ints now: equal to the action's)
        colour = self.colour[card]
        display.flip(cell, colour)
        events = [Event("reveal", {"seat": seat, "cell": [x, y], "colour": COLOURS[colour]})]
        self.history.append(action)
        if completes_line(display.up, x, y, colour) and self._catch(seat, cell, events):
            return events  # the catch put this seat out (Z9): no more reveals, no drawing
        self.reveals_left -= 1
        if self.reveals_left == 0 or not down:  # Z6: reveal as many as there are
            self._draw_or_end_turn(events)
        return events

    def _catch(self, seat: int, cell: tuple[int, int], events: list[Event]) -> bool:
        """The revealer keeps the card that closed the line (§3.4); True if that puts it out."""
        lines = lines_through(self.display.up, cell)
        card = self.display.take(cell)
        pile = self.caught[seat]
        pile.append(card)
        self.holes.append(cell)
        events.append(
            Event(
                "caught",
                {
                    "seat": seat,
                    "cell": list(cell),
                    "colour": COLOURS[self.colour[card]],
                    "lines": [[list(c) for c in line] for line in lines],
                    "count": len(pile),
                },
            )
        )
        if len(pile) < CAUGHT_OUT:
            return False
        self.out[seat] = True
        events.append(Event("out", {"seat": seat}))
        left = self.active()
        if len(left) == 1:
            reason = f"{self.names[left[0]]} is the last player in"
            self._finish(left, reason, events, code="last_player", seats={"seat": left[0]})
        else:
            self._next_turn(events)
        return True

    def _draw_or_end_turn(self, events: list[Event]) -> None:
        """Draw three, or what is left (Z7); with an empty stock the turn ends here."""
        stock = self.stock
        if not stock:
            self._next_turn(events)
            return
        k = min(DRAW, len(stock))
        hand = self.hand = stock[-k:][::-1]
        del stock[-k:]
        self.phase = PLACE
        colour = self.colour
        events.append(Event("draw", {"seat": self.current, "count": k, "stock": len(stock)}))
        events.append(Event("drawn", {"colours": [COLOURS[colour[c]] for c in hand]}, to=self.current))
        if not stock:
            events.append(Event("stock_empty", {}))

    def _place(self, a: Place) -> list[Event]:
        seat, colour, x, y = a
        cell = (x, y)
        display = self.display
        try:
            row = display.frontier.get(cell) if seat == self.current and self.phase is PLACE else None
        except TypeError:
            row = None
        hand = self.hand
        card = -1
        if row is not None:
            table = self.colour
            for c in hand:
                if table[c] == colour:
                    card = c
                    break
        if row is None or card < 0:
            raise refuse_place(self, a)
        seat = self.current
        action = row[2 * seat + self.colour[card]]  # interned; see place_index
        if action is not a and not _ints(a):
            raise refuse_place(self, a)
        hand.remove(card)  # (x and y are ints now: equal to the action's)
        display.lay(cell, card, seat)
        events = [Event("place", {"seat": seat, "cell": [x, y]})]
        self.history.append(action)
        if not hand:
            self._next_turn(events)
        return events

    # ----------------------------------------------------------------- turns
    def _next_turn(self, events: list[Event]) -> None:
        """Clockwise to the next seat still in (Z9, Z12)."""
        seat, out, n = self.current, self.out, self.n
        seat = (seat + 1) % n
        while out[seat]:
            seat = (seat + 1) % n
        self.current = seat
        self.turn += 1
        self._begin_turn(events)

    def _begin_turn(self, events: list[Event]) -> None:
        self.phase = REVEAL
        down = len(self.display.down)
        per_turn = REVEALS_WITH_STOCK if self.stock else REVEALS_WITHOUT_STOCK
        self.reveals_left = per_turn if per_turn < down else down
        if self.reveals_left == 0 and not self.stock:
            self._stall(events)
            return
        events.append(Event("turn", {"seat": self.current, "reveals": self.reveals_left}))
        if self.reveals_left == 0:
            self._draw_or_end_turn(events)  # Z6: nothing to reveal, so the turn starts with the draw

    def _stall(self, events: list[Event]) -> None:
        """[DECISION] Z6: nothing to reveal and nothing to draw: the fewest caught among those in win."""
        left = self.active()
        fewest = min(len(self.caught[s]) for s in left)
        best = [s for s in left if len(self.caught[s]) == fewest]
        reason = "no face-down card is left to reveal and the stock is empty"
        self._finish(best, reason, events, code="nothing_to_reveal")

    def _finish(
        self,
        winners: list[int],
        reason: str,
        events: list[Event],
        *,
        code: str,
        seats: dict[str, int] | None = None,
    ) -> None:
        self.phase = OVER
        self.reveals_left = 0
        self.winners_ = winners
        self.end = End(reason, code, dict(seats or {}))
        events.append(Event("game_over", {"winners": list(winners), "end": self.end.to_json()}))

    # ----------------------------------------------------------------- protocol
    def observation(self, seat: int | None) -> ZwoggelObservation:
        return observe.observation(self, seat)

    def to_json(self) -> dict[str, Any]:
        return serialize.to_json(self)


def _ints(action: Action) -> bool:
    """Every field of `action` is exactly an int (a bool or a float names no seat, cell or colour)."""
    return all(type(value) is int for value in action)
