"""What one seat may know: its own hand and everything public; and the leak-test reshuffler."""

from __future__ import annotations

import copy
import random
from typing import Any

from .config import TYPES, card_type
from .state import WinkyState


def observation(state: WinkyState, seat: int | None) -> dict[str, Any]:
    obs: dict[str, Any] = {
        "game": "winkybilly",
        "players": state.n,
        "names": list(state.names),
        "seat": seat,
        "t": state.t,
        "phase": state.phase.name.lower(),
        "go_at": state.go_at,
        "exchange": state.phases,
        "saloon": [[c, TYPES[card_type(c)]] for c in state.saloon],
        "pile": len(state.pile),
        "teams": [s % state.teams for s in range(state.n)],
        "tokens": list(state.tokens),
        "done": list(state.done),
        "hand_sizes": [len(h) for h in state.hands],
        "dropped": list(state.dropped),
        "sudden_death": list(state.contenders) if state.contenders is not None else None,
        "over": state.is_over(),
        "winners": state.winners(),
        "end_reason": state.end_reason,
    }
    if seat is not None:
        obs["partner"] = state.partner(seat)
        obs["hand"] = [[c, TYPES[card_type(c)]] for c in state.hands[seat]]
    return obs


def hide_others(state: WinkyState, seat: int, rng: random.Random) -> WinkyState:
    """A copy in which the other hands and the pile are reshuffled among themselves (sizes kept)."""
    other = copy.copy(state)
    others = [s for s in range(state.n) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.pile)
    rng.shuffle(pool)
    other.hands = [list(h) for h in state.hands]
    i = 0
    for s in others:
        k = len(state.hands[s])
        other.hands[s] = pool[i : i + k]
        i += k
    other.pile = pool[i:]
    return other


def reveal(state: WinkyState) -> dict[str, Any]:
    """After the game, every hand."""
    if not state.is_over():
        raise ValueError("hands are revealed only after the game")
    return {"hands": [[TYPES[card_type(c)] for c in h] for h in state.hands]}
