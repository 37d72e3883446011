"""Everything on a Zwoggel table at one point of a game, and what is read from it alone.

The display, the stock, the cards the current seat drew, the caught piles, whose turn it is and
how the game ended. The rules that change it are `state.ZwoggelState`'s; what a seat may see of it
is `observe.py`'s, its save `serialize.py`'s: those read this module, and it reads none of them.
"""

from __future__ import annotations

from random import Random
from typing import Any, Self

from ..core import End, seeded
from .actions import Action
from .cards import Cell, colour_table
from .config import ZwoggelConfig
from .display import Display
from .phase import OVER, REVEAL, Phase
from .setup import CAUGHT_OUT


class ZwoggelTable:
    """A table laid out for `config` and `seed`, before the deal (`ZwoggelState` deals it)."""

    __slots__ = (
        "caught",
        "colour",
        "config",
        "current",
        "display",
        "end",
        "hand",
        "history",
        "holes",
        "n",
        "names",
        "out",
        "phase",
        "reveals_left",
        "rng_",
        "rng_state",
        "seed",
        "stock",
        "turn",
        "winners_",
    )

    def __init__(self, config: ZwoggelConfig, seed: int) -> None:
        config.check()
        self.config = config
        self.seed = seed
        self.n = config.players
        self.names = config.seat_names()
        self.rng_state: tuple[Any, ...] | None = None  # see `rng`
        self.rng_: Random | None = None
        self.rng = seeded(seed)
        self.colour = colour_table(config.reds, config.greens)  # card id -> RED / GREEN
        self.history: list[Action] = []
        self.display = Display()
        self.stock: list[int] = []  # its top is the end of the list
        self.caught: list[list[int]] = [[] for _ in range(self.n)]
        self.hand: list[int] = []  # drawn by the current seat, not placed yet, in draw order
        self.holes: list[Cell] = []  # cells where cards were caught, in order
        self.out = [False] * self.n
        self.current = 0
        self.phase: Phase = REVEAL
        self.reveals_left = 0
        self.turn = 0
        self.winners_: list[int] = []
        self.end: End | None = None  # why the game ended, once it has

    @property
    def rng(self) -> Random:
        """The game's generator: it dealt the game. A copy is given the state of its original's
        (`rng_state`) and makes its own generator from it when first asked: search makes many copies,
        and rarely asks."""
        rng = self.rng_
        if rng is None:
            assert self.rng_state is not None  # (a copy: it has its original's, see `copy`)
            rng = self.rng_ = Random.__new__(Random)  # unseeded (Random() reads the system's entropy)
            rng.setstate(self.rng_state)
        return rng

    @rng.setter
    def rng(self, rng: Random) -> None:
        self.rng_ = rng

    def is_over(self) -> bool:
        return self.phase is OVER

    def active(self) -> list[int]:
        """The seats still in the game."""
        return [s for s in range(self.n) if not self.out[s]]

    def scores(self) -> list[int]:
        """Zwoggels a seat may still catch before it is out: 3 minus its caught ones (out: 0)."""
        return [CAUGHT_OUT - len(c) for c in self.caught]

    def winners(self) -> list[int]:
        return list(self.winners_)

    def copy(self) -> Self:
        """An independent copy (for search and for hiding cards); config and names are shared."""
        cls = type(self)
        other = cls.__new__(cls)
        other.config, other.seed, other.n, other.names = self.config, self.seed, self.n, self.names
        other.colour, other.current, other.phase = self.colour, self.current, self.phase
        other.reveals_left, other.turn = self.reveals_left, self.turn
        other.end = self.end  # (an End is never changed, only replaced)
        other.rng_ = None  # its generator is made from this state when first asked for
        other.rng_state = self.rng_state if self.rng_ is None else self.rng_.getstate()
        other.history = self.history[:]
        other.display = self.display.copy()
        other.stock = self.stock[:]
        other.hand = self.hand[:]
        other.caught = [pile[:] for pile in self.caught]
        other.holes = self.holes[:]
        other.out = self.out[:]
        other.winners_ = self.winners_[:]
        return other
