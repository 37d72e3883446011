"""What one seat may know (`observation`), and a helper that hides everything else (leak tests)."""

from __future__ import annotations

import copy
import random
from typing import Any

from ..core import check_seat
from .state import ASIDE, GRID_WORDS, WinkState


def observation(state: WinkState, seat: int | None) -> dict[str, Any]:
    """Everything `seat` may know now and nothing else; `None` is a spectator (public facts only)."""
    check_seat(seat, state.n, spectator=True)
    n = state.n
    obs: dict[str, Any] = {
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
        from .scoring import result

        res = result(state)
        obs["winners"] = res.winners
        obs["decided_by"] = res.decided_by
    return obs


def reveal(state: WinkState) -> dict[str, Any]:
    """The post-game reveal: every hand and the cards set aside. Only once the game is over."""
    if not state.is_over():
        raise ValueError("hands are revealed only after the game")
    return {
        "hands": [sorted(h) for h in state.hands],
        "dead": [sorted(d) for d in state.dead],
        "aside": sorted(state.aside),
    }


def hide_others(state: WinkState, seat: int, rng: random.Random) -> WinkState:
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
