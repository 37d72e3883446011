"""JSON round-trip and replay of Wink states."""

from __future__ import annotations

from typing import Any

from ..core import check_json_version, rng_state_from_json, rng_state_to_json
from .actions import action_from_json, action_to_json
from .state import Step, WinkConfig, WinkState

VERSION = 1


def config_to_json(config: WinkConfig) -> dict[str, Any]:
    return {
        "preset": config.preset,
        "players": config.players,
        "extra_card": config.extra_card,
        "first_seat": config.first_seat,
        "names": list(config.names),
        "stacked": config.stacked,
    }


def config_from_json(data: dict[str, Any]) -> WinkConfig:
    return WinkConfig(
        preset=str(data["preset"]),
        players=int(data["players"]),
        extra_card=bool(data.get("extra_card", False)),
        first_seat=data.get("first_seat"),
        names=tuple(data.get("names") or ()),
        stacked=data.get("stacked"),
    )


def to_json(state: WinkState) -> dict[str, Any]:
    return {
        "game": "wink",
        "version": VERSION,
        "config": config_to_json(state.config),
        "seed": state.seed,
        "rng": rng_state_to_json(state.rng),
        "history": [action_to_json(a) for a in state.history],
        "grid_layout": list(state.grid_layout),
        "grid": list(state.grid),
        "holder": list(state.holder),
        "hands": [sorted(h) for h in state.hands],
        "dead": [sorted(d) for d in state.dead],
        "face_down": [list(f) for f in state.face_down],
        "won_grid": [list(w) for w in state.won_grid],
        "won_twins": [list(w) for w in state.won_twins],
        "aside": sorted(state.aside),
        "discard": list(state.discard),
        "pawn": list(state.pawn),
        "occupied": [[c, s] for c, s in state.occupied.items()],
        "window": list(state.window),
        "accuse_left": list(state.accuse_left),
        "accuse_front": list(state.accuse_front),
        "accuse_spent": list(state.accuse_spent),
        "current": state.current,
        "first_seat": state.first_seat,
        "step": int(state.step),
        "turn": state.turn,
        "end_reason": state.end_reason,
    }


def from_json(data: dict[str, Any]) -> WinkState:
    """Rebuild a state saved by `to_json`; a damaged save raises ValueError with the reason."""
    check_json_version(data, "wink", VERSION)
    try:
        state = WinkState.__new__(WinkState)
        config = config_from_json(data["config"])
        state.rules = config.check()
        state.config = config
        state.seed = int(data["seed"])
        state.n = config.players
        state.names = config.seat_names()
        state.rng = rng_state_from_json(data["rng"])
        state.history = [action_from_json(a) for a in data["history"]]
        state.grid_layout = [int(c) for c in data["grid_layout"]]
        state.grid = [int(g) for g in data["grid"]]
        state.holder = [int(h) for h in data["holder"]]
        state.hands = [set(h) for h in data["hands"]]
        state.dead = [set(d) for d in data["dead"]]
        state.face_down = [list(f) for f in data["face_down"]]
        state.won_grid = [list(w) for w in data["won_grid"]]
        state.won_twins = [list(w) for w in data["won_twins"]]
        state.aside = set(data["aside"])
        state.discard = list(data["discard"])
        state.up = {c for c in range(1, 37) if state.grid[c] == 0}
        state.pawn = list(data["pawn"])
        state.occupied = {int(c): int(s) for c, s in data["occupied"]}
        state.window = [bool(w) for w in data["window"]]
        state.accuse_left = list(data["accuse_left"])
        state.accuse_front = list(data["accuse_front"])
        state.accuse_spent = list(data["accuse_spent"])
        state.current = int(data["current"])
        state.first_seat = int(data["first_seat"])
        state.step = Step(int(data["step"]))
        state.turn = int(data["turn"])
        state.end_reason = str(data["end_reason"])
    except (KeyError, TypeError, IndexError) as exc:
        raise ValueError(f"damaged Wink save: missing or malformed {exc}") from exc
    return state


def replay(config: WinkConfig, seed: int, actions: list[Any]) -> WinkState:
    """The state reached from `seed` by `actions` (Action tuples or their JSON)."""
    state = WinkState(config, seed)
    for a in actions:
        state.apply(action_from_json(a) if isinstance(a, dict) else a)
    return state
