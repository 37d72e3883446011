"""What one seat may know (`observation`), the post-game `reveal`, and the leak-test reshuffler."""

from __future__ import annotations

import copy
import random
from typing import Any

from ..core import check_seat
from .cards import CARDS, type_name
from .config import BOX_TOKENS
from .phase import Phase
from .state import WinkyState

CARD_VIEW: tuple[tuple[int, str], ...] = tuple((card, type_name(card)) for card in range(CARDS))
PHASE_WORDS = {phase: phase.name.lower() for phase in Phase}


def observation(state: WinkyState, seat: int | None) -> dict[str, Any]:
    """Everything `seat` may know now: its own hand and the public table; `None` is a spectator.

    Never another hand, never the order (or content) of the pile. Cards are (number, type) pairs.
    """
    check_seat(seat, state.n, spectator=True)
    c = state.config
    tokens = state.tokens
    phase = state.phase
    obs: dict[str, Any] = {
        "game": "winkybilly",
        "players": state.n,
        "names": state.names,
        "teams": state.seat_teams,
        "seat": seat,
        "t": state.t,
        "phase": PHASE_WORDS[phase],
        "exchange": state.phases,
        "go_at": state.go_at,
        "countdown": state.countdown_left(),
        "idle_ends_at": state.next_at if phase is Phase.EXCHANGE else None,
        "check_until": state.check_until,  # no swap nor holster before: a call is being checked
        "saloon": [CARD_VIEW[card] for card in state.saloon],
        "pile": len(state.pile),
        "tokens": list(tokens),
        "pot": max(0, BOX_TOKENS - sum(tokens)),
        "done": list(state.done),
        "hand_sizes": [len(h) for h in state.hands],
        "out": list(state.out),
        "sudden_death": state.contenders is not None,
        "in_contention": state.in_contention(),
        "calls": len(state.calls),
        "last_call": state.calls[-1]._asdict() if state.calls else None,
        "options": {
            "countdown_s": c.countdown_s,
            "idle_timeout_s": c.idle_timeout_s,
            "check_s": c.check_s,
            "kems_style": c.kems_style,
            "redeal_sets": c.redeal_sets,
            "own_set_for_double": c.own_set_for_double,
        },
        "over": phase is Phase.OVER,
        "winners": state.winners(),
        "end": None if state.end is None else state.end.to_json(),
    }
    if seat is not None:
        obs["team"] = seat % state.teams
        obs["partner"] = state.partner(seat)
        obs["hand"] = [CARD_VIEW[card] for card in state.hands[seat]]
    return obs


def reveal(state: WinkyState) -> dict[str, Any]:
    """The post-game reveal: every hand, by type name. Only once the game is over."""
    if not state.is_over():
        raise ValueError("hands are revealed only after the game")
    return {"hands": [[type_name(card) for card in hand] for hand in state.hands]}


def hide_others(state: WinkyState, seat: int, rng: random.Random) -> WinkyState:
    """A copy in which the other seats' hands and the pile are reshuffled among themselves (sizes kept).

    `seat`'s hand and the saloon stay. The copy is for observing only: play goes on with `state`.
    """
    other = copy.copy(state)  # a shallow copy; only the hidden containers are replaced
    others = [s for s in range(state.n) if s != seat]
    cards = [card for s in others for card in state.hands[s]] + state.pile
    draw = rng.random
    keys = [draw() for _ in cards]  # a uniform random order, faster than rng.shuffle
    pool = [cards[i] for i in sorted(range(len(cards)), key=keys.__getitem__)]
    other.hands = [list(h) for h in state.hands]
    i = 0
    for s in others:
        k = len(state.hands[s])
        other.hands[s] = pool[i : i + k]
        i += k
    other.pile = pool[i:]
    return other
