"""Helpers for the Zwoggel bot tests: tables of bots, and re-dealing what a bot cannot know.
(No tests in this file.)"""

from __future__ import annotations

import random
from dataclasses import replace

from game.bots.director import TableDirector
from game.bots.profile import BOT_BEGINNER, BOT_EXPERT, BOT_NORMAL, BotProfile
from game.bots.zwoggel.policy import ZwoggelPolicy
from game.rules.zwoggel import ZwoggelState, new_game
from game.social.profile import NORMAL

Cell = tuple[int, int]
QUICK_EXPERT = replace(BOT_EXPERT, search_budget_ms=200.0)  # the fewest playouts that still search
LEVELS = {"beginner": BOT_BEGINNER, "normal": BOT_NORMAL, "expert": QUICK_EXPERT}
STEP = 1 / 60


def table(
    profiles: list[BotProfile], seed: int, first_seat: int | None = None, **kw: object
) -> TableDirector:
    """A table of bots, one profile per seat, dealt with `seed`."""
    state = new_game(
        len(profiles), seed=seed, first_seat=seed % len(profiles) if first_seat is None else first_seat
    )
    return TableDirector(
        state, ZwoggelPolicy(), {s: (NORMAL, p) for s, p in enumerate(profiles)}, seed=seed, **kw
    )  # type: ignore[arg-type]


def play_until(director: TableDirector, actions: int, limit_s: float = 3600.0) -> None:
    """Step the table until `actions` actions have been played, the game is over, or `limit_s`."""
    state = director.state
    while len(state.history) < actions and not state.is_over() and director.t < limit_s:
        director.step(STEP)


def redeal(state: ZwoggelState, known: dict[Cell, int], rng: random.Random) -> ZwoggelState:
    """A copy in which every card the current seat can neither see nor remember is reshuffled: the
    face-down cards not in `known` (its remembered own placements) and the stock. The cards it
    holds and those it remembers stay."""
    other = state.copy()
    display = other.display
    cells = [c for c in display.down if c not in known]
    pool = [display.cards[c] for c in cells] + other.stock
    rng.shuffle(pool)
    for cell, card in zip(cells, pool, strict=False):
        display.cards[cell] = card
    other.stock = pool[len(cells) :]
    return other
