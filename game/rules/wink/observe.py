"""What one seat may know (`observation`), and a helper that hides everything else (leak tests)."""

# No `from __future__ import annotations` here: Python 3.11 reads no NotRequired in postponed
# annotations, and the observation type would tell whoever reads it at run time that every key is there.
import copy
import random
from typing import Any, NotRequired, TypedDict, TypeVar

from ..core import Observation, check_seat
from .scoring import result
from .table import ASIDE, GRID_WORDS, WinkTable

Table = TypeVar("Table", bound=WinkTable)
# How to read the [number, where] lists of `grid` (a list's type cannot say which item is which):
# `cast(list[GridRow], obs["grid"])`.
GridRow = tuple[int, str]


class SeatView(TypedDict):
    """What everyone sees of one seat."""

    hand: int  # how many cards it holds, dead twins included
    won_grid: list[int]
    won_twins: list[int]
    face_down: list[int]  # twins laid face down in front of it
    accuse_left: int
    accuse_in_front: int
    accuse_spent: int
    score: int


class WinkObservation(Observation):
    """What `observation` gives: the public table, and a seat's own hand and choices."""

    preset: str
    names: list[str]
    current: int
    step: str  # "name", "call" or "over"
    turn: int
    grid: list[list[int | str]]  # [number, "up" | "down" | "taken" | "discarded"] in layout order
    pawns: list[int | None]  # per seat, the number under its pawn
    windows: list[int]  # the callers whose partner window is open
    aside: int  # how many twins were never dealt
    discard: list[int]
    seats: list[SeatView]
    hand: NotRequired[list[int]]
    dead: NotRequired[list[int]]  # its dead twins, kept in hand
    callable: NotRequired[list[int]]  # the numbers it may call now
    wink_at: NotRequired[list[int]]  # the callers it may wink at now
    winners: NotRequired[list[int]]  # once the game is over
    decided_by: NotRequired[str]  # once the game is over: "score", a tie-break's words, "shared victory"


def observation(state: WinkTable, seat: int | None) -> WinkObservation:
    """Everything `seat` may know now and nothing else; `None` is a spectator (public facts only)."""
    check_seat(seat, state.n, spectator=True)
    n = state.n
    obs: WinkObservation = {
        "game": "wink",
        "preset": state.rules.name,
        "players": n,
        "names": list(state.names),
        "seat": seat,
        "current": state.current,
        "step": state.step.name.lower(),
        "turn": state.turn,
        "grid": [[c, GRID_WORDS[state.grid[c]]] for c in state.grid_layout],
        "pawns": list(state.pawn),
        "windows": [c for c in range(n) if state.window[c]],
        "aside": len(state.aside),
        "discard": list(state.discard),
        "seats": [
            {
                "hand": state.hand_count(s),
                "won_grid": list(state.won_grid[s]),
                "won_twins": list(state.won_twins[s]),
                "face_down": list(state.face_down[s]),
                "accuse_left": state.accuse_left[s],
                "accuse_in_front": state.accuse_front[s],
                "accuse_spent": state.accuse_spent[s],
                "score": state.score(s),
            }
            for s in range(n)
        ],
        "over": state.is_over(),
        "end": None if state.end is None else state.end.to_json(),
    }
    if seat is not None:
        obs["hand"] = sorted(state.hands[seat])
        obs["dead"] = sorted(state.dead[seat])
        obs["callable"] = sorted(state.callable_numbers(seat)) if seat == state.current else []
        obs["wink_at"] = state.wink_targets(seat)
    if state.is_over():
        res = result(state)
        obs["winners"] = res.winners
        obs["decided_by"] = res.decided_by
    return obs


def reveal(state: WinkTable) -> dict[str, Any]:
    """The post-game reveal: every hand and the cards set aside. Only once the game is over."""
    if not state.is_over():
        raise ValueError("hands are revealed only after the game")
    return {
        "hands": [sorted(h) for h in state.hands],
        "dead": [sorted(d) for d in state.dead],
        "aside": sorted(state.aside),
    }


def hide_others(state: Table, seat: int, rng: random.Random) -> Table:
    """A copy in which the hidden cards of the other seats and the undealt cards are reshuffled.

    Live hands and the cards set aside swap among themselves (sizes kept); dead twins kept in
    other hands swap among those hands. `seat`'s own cards do not move.
    """
    other = copy.copy(state)  # only the hidden containers are replaced below; the rest is shared
    other.holder = list(state.holder)
    other.hands = [set(h) for h in state.hands]
    other.dead = [set(d) for d in state.dead]
    others = [s for s in range(state.n) if s != seat]
    pool = [c for s in others for c in other.hands[s]] + sorted(other.aside)
    rng.shuffle(pool)
    i = 0
    for s in others:
        k = len(other.hands[s])
        other.hands[s] = set(pool[i : i + k])
        i += k
        for c in other.hands[s]:
            other.holder[c] = s
    other.aside = set(pool[i:])
    for c in other.aside:
        other.holder[c] = ASIDE
    dead_pool = [c for s in others for c in other.dead[s]]
    rng.shuffle(dead_pool)
    i = 0
    for s in others:
        k = len(other.dead[s])
        other.dead[s] = set(dead_pool[i : i + k])
        i += k
    other.reindex()
    return other
