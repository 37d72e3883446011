"""A Wink table as a versioned save (`to_json`), and its config both ways. A save is read back by
replaying its history (`saves.restore`, behind the package's `from_json`)."""

from __future__ import annotations

from typing import Any

from ..core import names_from_json, rng_state_to_json, typed
from .actions import action_to_json
from .config import WinkConfig
from .table import WinkTable

VERSION = 3  # 2: end codes (end_code, end_seats, end_params); saves are checked by replaying them;
# 3: the end as one record ("end": reason, code, seats, params; null until the game is over)


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
    """The config saved by `config_to_json`; a missing or mistyped field raises KeyError or TypeError."""
    return WinkConfig(
        preset=typed(data, "preset", str),
        players=typed(data, "players", int),
        extra_card=typed(data, "extra_card", bool),
        first_seat=typed(data, "first_seat", int, type(None)),
        names=names_from_json(data),
        stacked=typed(data, "stacked", dict, type(None)),
    )


def to_json(state: WinkTable) -> dict[str, Any]:
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
        "end": None if state.end is None else state.end.to_json(),
    }
