"""The Zwoggel game state: the display on an unbounded lattice, the stock, reveals, traps, the end.

Cards are ids 0–63: ids below 32 are red Zwoggels, the others green (RULES.md Z1).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import IntEnum

from ..core import Event, IllegalAction
from .actions import COLOURS, GREEN, PLACES, RED, REVEALS, Action, Cell, Place, Reveal
from .lines import completes_line

CARDS = 64
START = ((0, 0), (1, 0), (0, 1), (1, 1))
NEIGHBOURS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
CAUGHT_OUT = 3


COLOUR = [RED] * (CARDS // 2) + [GREEN] * (CARDS // 2)  # colour by card id


def colour_of(card: int) -> int:
    return COLOUR[card]


class Phase(IntEnum):
    REVEAL = 0
    PLACE = 1
    OVER = 2


@dataclass(frozen=True)
class ZwoggelConfig:
    players: int = 2
    first_seat: int | None = None
    names: tuple[str, ...] = ()
    # Scenarios: {"start": 4 colours for the 2×2 start, "stock": colours from the top down}.
    stacked: dict | None = field(default=None, hash=False, compare=False)

    def check(self) -> None:
        if not 2 <= self.players <= 4:
            raise ValueError(f"Zwoggel is for 2 to 4 players, not {self.players}")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names for {self.players} players")
        if self.first_seat is not None and not 0 <= self.first_seat < self.players:
            raise ValueError(f"first seat {self.first_seat} is not a seat of {self.players} players")

    def seat_names(self) -> tuple[str, ...]:
        return self.names or tuple(f"Player {i + 1}" for i in range(self.players))


class ZwoggelState:
    def __init__(self, config: ZwoggelConfig, seed: int) -> None:
        config.check()
        self.config = config
        self.seed = seed
        self.n = config.players
        self.names = config.seat_names()
        self.rng = random.Random(seed)
        self.history: list[Action] = []
        self.cells: dict[Cell, int] = {}  # cell -> card id, face up or down
        self.face_up: dict[Cell, int] = {}  # face-up cell -> colour
        self.face_down: set[Cell] = set()
        self.frontier: set[Cell] = set()  # empty cells touching a card: where a card may be placed
        self.placed_by: dict[Cell, int] = {}  # face-down cell -> the seat that placed it there
        self.stock: list[int] = []  # the top is the end of the list
        self.hand: list[int] = []  # cards drawn by the current seat, not placed yet
        self.caught: list[list[int]] = [[] for _ in range(self.n)]
        self.out = [False] * self.n
        self.current = 0
        self.phase = Phase.REVEAL
        self.reveals_left = 2
        self.turn = 0
        self.winners_: list[int] = []
        self.end_reason = ""
        self._deal()

    # ----------------------------------------------------------------- setup
    def _deal(self) -> None:
        stacked = self.config.stacked
        if stacked is None:
            deck = list(range(CARDS))
            self.rng.shuffle(deck)
            start, stock = deck[:4], deck[4:]
        else:
            start, stock = _stacked_cards(stacked)
        for cell, card in zip(START, start, strict=True):
            self._put(cell, card)
        self.stock = stock[::-1] if stacked is not None else stock
        first = self.config.first_seat
        self.current = self.rng.randrange(self.n) if first is None else first
        self._begin_turn(None)

    def _put(self, cell: Cell, card: int) -> None:
        self.cells[cell] = card
        self.face_down.add(cell)
        self.frontier.discard(cell)
        x, y = cell
        cells, frontier = self.cells, self.frontier
        for dx, dy in NEIGHBOURS:
            n = (x + dx, y + dy)
            if n not in cells:
                frontier.add(n)

    def _take(self, cell: Cell) -> int:
        """Remove a card from the display; its cell and lonely neighbours leave the frontier."""
        card = self.cells.pop(cell)
        self.face_up.pop(cell, None)
        self.face_down.discard(cell)
        cells = self.cells
        x, y = cell
        for c in ((x + dx, y + dy) for dx, dy in NEIGHBOURS):
            if c not in cells and not any((c[0] + dx, c[1] + dy) in cells for dx, dy in NEIGHBOURS):
                self.frontier.discard(c)
        if any((x + dx, y + dy) in cells for dx, dy in NEIGHBOURS):
            self.frontier.add(cell)
        return card

    # ----------------------------------------------------------------- queries
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def active(self) -> list[int]:
        return [s for s in range(self.n) if not self.out[s]]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.current or self.phase is Phase.OVER:
            return []
        if self.phase is Phase.REVEAL:
            reveals = REVEALS[seat]
            return [reveals[c] for c in self.face_down]
        out: list[Action] = []
        colours = {COLOUR[c] for c in self.hand}
        frontier = self.frontier
        for col in (RED, GREEN):
            if col in colours:
                places = PLACES[seat][col]
                out += [places[c] for c in frontier]
        return out

    def scores(self) -> list[int]:
        """Caught Zwoggels count against you: the score is 3 minus them (out players score 0)."""
        return [CAUGHT_OUT - len(c) for c in self.caught]

    def winners(self) -> list[int]:
        return list(self.winners_)

    # ----------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        if self.phase is Phase.OVER:
            raise IllegalAction("the game is over")
        kind = type(action)
        if kind is Reveal:
            events = self._reveal(action)
        elif kind is Place:
            events = self._place(action)
        else:
            raise IllegalAction(f"{action!r} is not a Zwoggel action")
        self.history.append(action)
        return events

    def _check_turn(self, seat: int) -> None:
        if not (isinstance(seat, int) and 0 <= seat < self.n):
            raise IllegalAction(f"there is no seat {seat!r} at this table")
        if seat != self.current:
            raise IllegalAction(f"it is {self.names[self.current]}'s turn, not {self.names[seat]}'s")

    def _reveal(self, a: Reveal) -> list[Event]:
        self._check_turn(a.seat)
        cell = (a.x, a.y)
        if self.phase is not Phase.REVEAL:
            raise IllegalAction("place your drawn cards first")
        if cell in self.face_up:
            raise IllegalAction(f"the card at {cell} is already face up")
        if cell not in self.face_down:
            raise IllegalAction(f"there is no card at {cell}")
        card = self.cells[cell]
        colour = colour_of(card)
        self.face_down.discard(cell)
        self.placed_by.pop(cell, None)
        self.face_up[cell] = colour
        events = [Event("reveal", {"seat": a.seat, "cell": list(cell), "colour": COLOURS[colour]})]
        if completes_line(self.face_up, cell, colour):
            self._take(cell)
            self.caught[a.seat].append(card)
            events.append(
                Event(
                    "caught",
                    {
                        "seat": a.seat,
                        "cell": list(cell),
                        "colour": COLOURS[colour],
                        "count": len(self.caught[a.seat]),
                    },
                )
            )
            if len(self.caught[a.seat]) >= CAUGHT_OUT:
                self._eliminate(a.seat, events)
                return events
        self.reveals_left -= 1
        if self.reveals_left <= 0 or not self.face_down:
            self._draw_or_pass(events)
        return events

    def _eliminate(self, seat: int, events: list[Event]) -> None:
        self.out[seat] = True
        events.append(Event("out", {"seat": seat}))
        left = self.active()
        if len(left) == 1:
            self._finish(left, f"{self.names[left[0]]} is the last player in", events)
        else:
            self._next_turn(events)

    def _draw_or_pass(self, events: list[Event]) -> None:
        if not self.stock:
            self._next_turn(events)
            return
        k = min(3, len(self.stock))
        self.hand = [self.stock.pop() for _ in range(k)]
        self.phase = Phase.PLACE
        events.append(Event("draw", {"seat": self.current, "count": k}))
        events.append(
            Event("drawn", {"colours": [COLOURS[colour_of(c)] for c in self.hand]}, to=self.current)
        )

    def _place(self, a: Place) -> list[Event]:
        self._check_turn(a.seat)
        cell = (a.x, a.y)
        if self.phase is not Phase.PLACE:
            raise IllegalAction("reveal your cards before you place any")
        if cell in self.cells:
            raise IllegalAction(f"{cell} already holds a card")
        if cell not in self.frontier:
            raise IllegalAction(f"{cell} touches no card")
        match = [c for c in self.hand if COLOUR[c] == a.colour]
        if not match:
            name = COLOURS[a.colour] if a.colour in (RED, GREEN) else repr(a.colour)
            raise IllegalAction(f"you drew no {name} card")
        card = match[0]
        self.hand.remove(card)
        self._put(cell, card)
        self.placed_by[cell] = a.seat
        events = [Event("place", {"seat": a.seat, "cell": list(cell)})]
        if not self.hand:
            self._next_turn(events)
        return events

    # ----------------------------------------------------------------- turns
    def _next_turn(self, events: list[Event] | None) -> None:
        seat = self.current
        for _ in range(self.n):
            seat = (seat + 1) % self.n
            if not self.out[seat]:
                break
        self.current = seat
        self.turn += 1
        self._begin_turn(events)

    def _begin_turn(self, events: list[Event] | None) -> None:
        self.phase = Phase.REVEAL
        self.hand = []
        self.reveals_left = min(2 if self.stock else 1, len(self.face_down))
        if events is not None:
            events.append(Event("turn", {"seat": self.current}))
        if self.reveals_left == 0:
            if not self.stock:
                # [DECISION] Z6: nothing to reveal and nothing to draw: the fewest caught win.
                fewest = min(len(self.caught[s]) for s in self.active())
                best = [s for s in self.active() if len(self.caught[s]) == fewest]
                self._finish(best, "no face-down card and no stock are left", events)
            else:
                self._draw_or_pass(events if events is not None else [])

    def _finish(self, winners: list[int], reason: str, events: list[Event] | None) -> None:
        self.phase = Phase.OVER
        self.winners_ = winners
        self.end_reason = reason
        self.hand = []
        if events is not None:
            events.append(Event("game_over", {"winners": winners, "reason": reason}))

    def observation(self, seat: int | None) -> dict:
        from .observe import observation

        return observation(self, seat)

    def to_json(self) -> dict:
        from .serialize import to_json

        return to_json(self)


def _stacked_cards(stacked: dict) -> tuple[list[int], list[int]]:
    """Card ids for stacked colours: reds take ids 0–31 in order, greens 32–63."""
    colours = [*stacked["start"], *stacked["stock"]]
    if len(stacked["start"]) != 4 or len(colours) > CARDS:
        raise ValueError("a stacked deal has 4 start cards and at most 60 in the stock")
    reds, greens = iter(range(CARDS // 2)), iter(range(CARDS // 2, CARDS))
    try:
        ids = [next(reds) if c in (RED, "red") else next(greens) for c in colours]
    except StopIteration:
        raise ValueError("a stacked deal has at most 32 cards of each colour") from None
    rest = [*reds, *greens]  # cards not named by the scenario lie under the named ones
    return ids[:4], ids[4:] + rest
