"""A WinkyBilly table as a versioned save (`to_json`, the generator's state included), and its config
both ways. A save is read back by replaying its history (`saves.restore`, behind the package's
`from_json`)."""

from __future__ import annotations

from typing import Any

from ..core import names_from_json, rng_state_to_json, typed
from .actions import action_to_json
from .config import WinkyBillyConfig
from .phase import INF
from .table import WinkyBillyTable

VERSION = 5  # 2: the split engine (calls record, "out" teams, named phases); 3: end codes, saves replayed;
# 4: a call's check stops the table for a while (check_s, check_until); 5: the end as one record ("end")


def config_to_json(config: WinkyBillyConfig) -> dict[str, Any]:
    return {
        "players": config.players,
        "names": list(config.names),
        "countdown_s": float(config.countdown_s),
        "idle_timeout_s": float(config.idle_timeout_s),
        "check_s": float(config.check_s),
        "kems_style": config.kems_style,
        "redeal_sets": config.redeal_sets,
        "own_set_for_double": config.own_set_for_double,
        "stacked": config.stacked,
    }


def config_from_json(data: dict[str, Any]) -> WinkyBillyConfig:
    """The config saved by `config_to_json`; a missing or mistyped field raises KeyError or TypeError."""
    return WinkyBillyConfig(
        players=typed(data, "players", int),
        names=names_from_json(data),
        countdown_s=typed(data, "countdown_s", float),
        idle_timeout_s=typed(data, "idle_timeout_s", float),
        check_s=typed(data, "check_s", float),
        kems_style=typed(data, "kems_style", bool),
        redeal_sets=typed(data, "redeal_sets", bool),
        own_set_for_double=typed(data, "own_set_for_double", bool),
        stacked=typed(data, "stacked", dict, type(None)),
    )


def _time(t: float) -> float | None:
    return None if t == INF else float(t)


def to_json(state: WinkyBillyTable) -> dict[str, Any]:
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
        "check_until": float(state.check_until),
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
        "end": None if state.end is None else state.end.to_json(),
    }
