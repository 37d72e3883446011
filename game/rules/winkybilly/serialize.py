"""JSON round-trip and replay of WinkyBilly states (versioned; the generator's state included)."""

from __future__ import annotations

from typing import Any

from ..core import check_json_version, rng_state_from_json, rng_state_to_json
from .actions import action_from_json, action_to_json
from .config import WinkyConfig
from .phase import INF, CallRecord, Phase
from .state import WinkyState

VERSION = 2  # 2: the split engine (calls record, "out" teams, named phases)


def config_to_json(config: WinkyConfig) -> dict[str, Any]:
    return {
        "players": config.players,
        "names": list(config.names),
        "countdown_s": float(config.countdown_s),
        "idle_timeout_s": float(config.idle_timeout_s),
        "kems_style": config.kems_style,
        "redeal_sets": config.redeal_sets,
        "own_set_for_double": config.own_set_for_double,
        "stacked": config.stacked,
    }


def config_from_json(data: dict[str, Any]) -> WinkyConfig:
    return WinkyConfig(
        players=int(data["players"]),
        names=tuple(str(name) for name in data.get("names") or ()),
        countdown_s=float(data.get("countdown_s", 3.0)),
        idle_timeout_s=float(data.get("idle_timeout_s", 5.0)),
        kems_style=bool(data.get("kems_style", False)),
        redeal_sets=bool(data.get("redeal_sets", False)),
        own_set_for_double=bool(data.get("own_set_for_double", False)),
        stacked=data.get("stacked"),
    )


def _time(t: float) -> float | None:
    return None if t == INF else float(t)


def to_json(state: WinkyState) -> dict[str, Any]:
    return {
        "game": "winkybilly",
        "version": VERSION,
        "config": config_to_json(state.config),
        "seed": state.seed,
        "rng": rng_state_to_json(state.rng),
        "history": [action_to_json(a) | {"t": float(a.t)} for a in state.history],
        "t": float(state.t),
        "phase": state.phase.name.lower(),
        "go_at": float(state.go_at),
        "idle_from": float(state.idle_from),
        "next_at": _time(state.next_at),
        "phases": state.phases,
        "hands": [list(h) for h in state.hands],
        "saloon": list(state.saloon),
        "pile": list(state.pile),
        "done": list(state.done),
        "tokens": list(state.tokens),
        "ledger": [list(e) for e in state.ledger],
        "calls": [[float(r.t), r.seat, r.call, r.target, r.right, list(r.shown)] for r in state.calls],
        "out": list(state.out),
        "contenders": None if state.contenders is None else list(state.contenders),
        "winner_teams": list(state.winner_teams),
        "end_reason": state.end_reason,
    }


def from_json(data: dict[str, Any]) -> WinkyState:
    """Rebuild a state saved by `to_json`; a damaged save raises ValueError with the reason."""
    check_json_version(data, "winkybilly", VERSION)
    try:
        config = config_from_json(data["config"])
        config.check()
        state = WinkyState.__new__(WinkyState)
        state.config = config
        state.seed = int(data["seed"])
        state.n = config.players
        state.teams = config.teams
        state.names = config.seat_names()
        state.rng = rng_state_from_json(data["rng"])
        state.history = [action_from_json(a) for a in data["history"]]
        state.t = float(data["t"])
        state.phase = Phase[str(data["phase"]).upper()]
        state.go_at = float(data["go_at"])
        state.idle_from = float(data["idle_from"])
        state.next_at = INF if data["next_at"] is None else float(data["next_at"])
        state.phases = int(data["phases"])
        state.hands = [[int(c) for c in h] for h in data["hands"]]
        state.saloon = [int(c) for c in data["saloon"]]
        state.pile = [int(c) for c in data["pile"]]
        state.done = [bool(d) for d in data["done"]]
        state.tokens = [int(k) for k in data["tokens"]]
        state.ledger = [(int(a), int(b), int(c), int(d), str(e)) for a, b, c, d, e in data["ledger"]]
        state.calls = [
            CallRecord(float(t), int(s), str(k), int(o), bool(r), tuple(str(x) for x in shown))
            for t, s, k, o, r, shown in data["calls"]
        ]
        state.out = [bool(o) for o in data["out"]]
        contenders = data["contenders"]
        state.contenders = None if contenders is None else [int(k) for k in contenders]
        state.winner_teams = [int(k) for k in data["winner_teams"]]
        state.end_reason = str(data["end_reason"])
        if len(state.hands) != state.n or len(state.done) != state.n or len(state.tokens) != state.teams:
            raise ValueError("seats or teams do not match the player count")
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise ValueError(f"damaged WinkyBilly save: missing or malformed {exc}") from exc
    state.init_seats()
    return state


def replay(config: WinkyConfig, seed: int, actions: list[Any]) -> WinkyState:
    """The state reached from `seed` by `actions` (Action tuples or their JSON)."""
    state = WinkyState(config, seed)
    for a in actions:
        state.apply(action_from_json(a) if isinstance(a, dict) else a)
    return state
