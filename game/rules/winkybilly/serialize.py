"""JSON round-trip and replay of WinkyBilly states."""

from __future__ import annotations

from typing import Any

from ..core import check_json_version, rng_state_from_json, rng_state_to_json
from .actions import action_from_json, action_to_json
from .config import WinkyConfig
from .state import Phase, WinkyState

VERSION = 1
CONFIG_FIELDS = ("players", "countdown_s", "idle_timeout_s", "kems_style", "redeal_sets", "stacked")


def to_json(state: WinkyState) -> dict[str, Any]:
    c = state.config
    return {
        "game": "winkybilly",
        "version": VERSION,
        "config": {**{f: getattr(c, f) for f in CONFIG_FIELDS}, "names": list(c.names)},
        "seed": state.seed,
        "rng": rng_state_to_json(state.rng),
        "history": [action_to_json(a) for a in state.history],
        "t": state.t,
        "hands": [list(h) for h in state.hands],
        "saloon": list(state.saloon),
        "pile": list(state.pile),
        "tokens": list(state.tokens),
        "ledger": [list(e) for e in state.ledger],
        "done": list(state.done),
        "dropped": list(state.dropped),
        "contenders": state.contenders,
        "phase": int(state.phase),
        "go_at": state.go_at,
        "last_swap": state.last_swap,
        "phases": state.phases,
        "winner_teams": list(state.winner_teams),
        "end_reason": state.end_reason,
    }


def config_from_json(data: dict[str, Any]) -> WinkyConfig:
    return WinkyConfig(
        players=int(data["players"]),
        names=tuple(data.get("names") or ()),
        countdown_s=float(data.get("countdown_s", 3.0)),
        idle_timeout_s=float(data.get("idle_timeout_s", 5.0)),
        kems_style=bool(data.get("kems_style", False)),
        redeal_sets=bool(data.get("redeal_sets", False)),
        stacked=data.get("stacked"),
    )


def from_json(data: dict[str, Any]) -> WinkyState:
    check_json_version(data, "winkybilly", VERSION)
    try:
        state = WinkyState.__new__(WinkyState)
        config = config_from_json(data["config"])
        config.check()
        state.config = config
        state.seed = int(data["seed"])
        state.n = config.players
        state.teams = state.n // 2
        state.names = config.seat_names()
        state.rng = rng_state_from_json(data["rng"])
        state.history = [action_from_json(a) for a in data["history"]]
        state.t = float(data["t"])
        state.hands = [[int(c) for c in h] for h in data["hands"]]
        state.saloon = [int(c) for c in data["saloon"]]
        state.pile = [int(c) for c in data["pile"]]
        state.tokens = [int(t) for t in data["tokens"]]
        state.ledger = [(int(a), int(b), int(c), int(d), str(e)) for a, b, c, d, e in data["ledger"]]
        state.done = [bool(d) for d in data["done"]]
        state.dropped = [bool(d) for d in data["dropped"]]
        state.contenders = None if data["contenders"] is None else [int(t) for t in data["contenders"]]
        state.phase = Phase(int(data["phase"]))
        state.go_at = float(data["go_at"])
        state.last_swap = float(data["last_swap"])
        state.phases = int(data["phases"])
        state.winner_teams = [int(t) for t in data["winner_teams"]]
        state.end_reason = str(data["end_reason"])
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"damaged WinkyBilly save: missing or malformed {exc}") from exc
    return state


def replay(config: WinkyConfig, seed: int, actions: list[Any]) -> WinkyState:
    state = WinkyState(config, seed)
    for a in actions:
        state.apply(action_from_json(a) if isinstance(a, dict) else a)
    return state
