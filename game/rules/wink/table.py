"""Everything on a Wink table at one point of a game, and what is read from it alone.

Cards are numbers 1–36. Each number exists twice: once in the grid deck and once in the hand deck
(its "twin"). Every card of both decks is in exactly one place at any time: the grid, a hand, the
cards set aside, the discard pile or a won pile. The rules that move them are `state.WinkState`'s;
what a seat may see is `observe.py`'s, the save `serialize.py`'s, the winners `scoring.py`'s: those
read this module, and it reads none of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from ..core import End, seeded
from .actions import NUMBERS, Action
from .config import WinkConfig
from .presets import Naming

# Where a grid card is.
UP, DOWN, TAKEN, DISCARDED = 0, 1, 2, 3
GRID_WORDS = {UP: "up", DOWN: "down", TAKEN: "taken", DISCARDED: "discarded"}
ASIDE = -1  # holder of a twin that was never dealt


class Step(IntEnum):
    NAME = 0
    CALL = 1
    OVER = 2


# The hot paths compare with module names: an Enum member lookup (Step.NAME) costs ~70 ns in Python 3.11.
NAMING, CALLING, OVER = Step.NAME, Step.CALL, Step.OVER
FROM_ROUND_TWO = Naming.FROM_ROUND_TWO


class WinkTable:
    """A table laid out for `config` and `seed`, before the deal (`WinkState` deals it)."""

    # Slots: with more than 30 attributes an instance dict is no longer shared, and every attribute
    # read on the hot path becomes a dictionary look-up (Python 3.11). __dict__ keeps others possible.
    __slots__ = (
        "__dict__",
        "accuse_front",
        "accuse_left",
        "accuse_spent",
        "aside",
        "config",
        "current",
        "dead",
        "discard",
        "end",
        "face_down",
        "first_seat",
        "free_bits",
        "grid",
        "grid_layout",
        "hand_bits",
        "hands",
        "history",
        "holder",
        "n",
        "names",
        "occupied",
        "pawn",
        "rng",
        "rules",
        "seed",
        "step",
        "turn",
        "up",
        "window",
        "won_grid",
        "won_twins",
    )

    def __init__(self, config: WinkConfig, seed: int) -> None:
        self.rules = config.check()
        self.config = config
        self.seed = seed
        self.n = config.players
        self.names = config.seat_names()
        self.rng = seeded(seed)
        self.history: list[Action] = []
        n = self.n
        self.grid_layout: list[int] = []
        self.grid = [UP] * 37  # index 0 unused
        self.holder = [ASIDE] * 37  # seat holding the twin alive in hand, or ASIDE / -2 when gone
        self.hands: list[set[int]] = [set() for _ in range(n)]
        self.dead: list[set[int]] = [set() for _ in range(n)]  # twins kept silently in hand, dead
        self.face_down: list[list[int]] = [[] for _ in range(n)]  # twins laid face down in front
        self.won_grid: list[list[int]] = [[] for _ in range(n)]
        self.won_twins: list[list[int]] = [[] for _ in range(n)]
        self.aside: set[int] = set()
        self.discard: list[int] = []  # grid cards removed by a wrong name
        self.up: set[int] = set(NUMBERS)
        self.pawn: list[int | None] = [None] * n  # number under the pawn (its card may be gone)
        self.occupied: dict[int, int] = {}  # face-up number -> seat whose pawn is on it
        # Bit c set for each number c: face up and free of pawns; in each seat's live hand. Kept
        # with `up`, `occupied` and `hands` (`reindex` rebuilds them), for fast legal-action lists.
        self.free_bits = 0
        self.hand_bits = [0] * n
        self.window = [False] * n  # the caller's partner window is open
        self.accuse_left = [self.rules.accuse_cards[n]] * n
        self.accuse_front = [0] * n
        self.accuse_spent = [0] * n  # discarded or back to the box
        self.current = 0
        self.first_seat = 0  # who began: drawn at the deal
        self.step = CALLING
        self.turn = 0  # turns begun so far, counting from 0
        self.end: End | None = None  # why the game ended, once it has

    def reindex(self) -> None:
        """Rebuild `free_bits` and `hand_bits` from `up`, `occupied` and `hands` (after a deal, or
        after a scenario or a copy changed those by hand)."""
        occupied = self.occupied
        self.free_bits = bits(c for c in self.up if c not in occupied)
        self.hand_bits = [bits(hand) for hand in self.hands]

    def is_over(self) -> bool:
        return self.step is OVER

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def can_name(self, seat: int) -> bool:
        """Whether `seat`, at the start of its turn, has a partner to name."""
        card = self.pawn[seat]
        if card is None or self.grid[card] != UP:
            return False
        return not (self.rules.naming is FROM_ROUND_TWO and self.turn < self.n)

    def callable_numbers(self, seat: int) -> list[int]:
        """Face-up cards `seat` may call: not under any pawn, twin not in its hand."""
        occ, hand = self.occupied, self.hands[seat]
        return [c for c in self.up if c not in occ and c not in hand]

    def wink_targets(self, seat: int) -> list[int]:
        """Callers `seat` may wink at now: their window is open and `seat` holds the twin."""
        hand = self.hands[seat]
        return [c for c in range(self.n) if self.window[c] and self.pawn[c] in hand]

    def score(self, seat: int) -> int:
        return len(self.won_grid[seat]) + len(self.won_twins[seat]) + self.accuse_left[seat]

    def scores(self) -> list[int]:
        return [self.score(s) for s in range(self.n)]

    def hand_count(self, seat: int) -> int:
        return len(self.hands[seat]) + len(self.dead[seat])


def bits(numbers: Iterable[int]) -> int:
    """The numbers as one int with their bits set."""
    return sum(1 << c for c in numbers)
