"""JSON round-trip and replay of Zwoggel states. Cells are [x, y] lists; dict orders are kept,
so a restored game lists its legal actions, and plays on, exactly like the original."""

from __future__ import annotations

from typing import Any

from ..core import check_json_version, rng_state_from_json, rng_state_to_json
from .actions import PLACE_ROWS, REVEAL_ROWS, action_from_json, action_to_json
from .cards import colour_table
from .config import ZwoggelConfig
from .display import Display
from .phase import Phase
from .state import ZwoggelState

VERSION = 2


def to_json(state: ZwoggelState) -> dict[str, Any]:
    d = state.display
    return {
        "game": "zwoggel",
        "version": VERSION,
        "config": state.config.to_json(),
        "seed": state.seed,
        "rng": rng_state_to_json(state.rng),
        "history": [action_to_json(a) for a in state.history],
        "face_down": [[x, y, d.cards[(x, y)], d.placer.get((x, y))] for x, y in d.down],
        "face_up": [[x, y, d.cards[(x, y)]] for x, y in d.up],
        "frontier": [[x, y] for x, y in d.frontier],
        "stock": list(state.stock),
        "hand": list(state.hand),
        "caught": [list(p) for p in state.caught],
        "holes": [list(c) for c in state.holes],
        "out": list(state.out),
        "current": state.current,
        "phase": state.phase.name.lower(),
        "reveals_left": state.reveals_left,
        "turn": state.turn,
        "winners": list(state.winners_),
        "end_reason": state.end_reason,
    }


def _display(data: dict[str, Any], colour: list[int]) -> Display:
    d = Display()
    for x, y, card, placer in data["face_down"]:
        cell = (int(x), int(y))
        d.cards[cell] = int(card)
        d.down[cell] = REVEAL_ROWS[cell]
        if placer is not None:
            d.placer[cell] = int(placer)
    for x, y, card in data["face_up"]:
        cell = (int(x), int(y))
        d.cards[cell] = int(card)
        d.up[cell] = colour[int(card)]
    d.frontier = {(int(x), int(y)): PLACE_ROWS[(int(x), int(y))] for x, y in data["frontier"]}
    return d


def from_json(data: dict[str, Any]) -> ZwoggelState:
    """Rebuild a state saved by `to_json`; a damaged save raises ValueError with the reason."""
    check_json_version(data, "zwoggel", VERSION)
    from .invariants import check_invariants

    try:
        config = ZwoggelConfig.from_json(data["config"])
        config.check()
        state = ZwoggelState.__new__(ZwoggelState)
        state.config = config
        state.seed = int(data["seed"])
        state.n = config.players
        state.names = config.seat_names()
        state.colour = colour_table(config.reds, config.greens)
        state.rng = rng_state_from_json(data["rng"])
        state.history = [action_from_json(a) for a in data["history"]]
        state.display = _display(data, state.colour)
        state.stock = [int(c) for c in data["stock"]]
        state.hand = [int(c) for c in data["hand"]]
        state.caught = [[int(c) for c in p] for p in data["caught"]]
        state.holes = [(int(x), int(y)) for x, y in data["holes"]]
        state.out = [bool(o) for o in data["out"]]
        state.current = int(data["current"])
        state.phase = Phase[str(data["phase"]).upper()]
        state.reveals_left = int(data["reveals_left"])
        state.turn = int(data["turn"])
        state.winners_ = [int(w) for w in data["winners"]]
        state.end_reason = str(data["end_reason"])
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"damaged Zwoggel save: missing or malformed {exc}") from exc
    problems = check_invariants(state)
    if problems:
        raise ValueError(f"damaged Zwoggel save: {problems[0]}")
    return state


def replay(config: ZwoggelConfig, seed: int, actions: list[Any]) -> ZwoggelState:
    """The state reached from `seed` by `actions` (Action tuples or their JSON)."""
    state = ZwoggelState(config, seed)
    for a in actions:
        state.apply(action_from_json(a) if isinstance(a, dict) else a)
    return state
