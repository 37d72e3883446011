"""JSON round-trip and replay of Zwoggel states."""

from __future__ import annotations

from typing import Any

from ..core import check_json_version, rng_state_from_json, rng_state_to_json
from .actions import action_from_json, action_to_json
from .state import Phase, ZwoggelConfig, ZwoggelState

VERSION = 1


def _cells(data: list[list[int]]) -> list[tuple[int, int]]:
    return [(int(x), int(y)) for x, y, *_ in data]


def to_json(state: ZwoggelState) -> dict[str, Any]:
    c = state.config
    return {
        "game": "zwoggel",
        "version": VERSION,
        "config": {
            "players": c.players,
            "first_seat": c.first_seat,
            "names": list(c.names),
            "stacked": c.stacked,
        },
        "seed": state.seed,
        "rng": rng_state_to_json(state.rng),
        "history": [action_to_json(a) for a in state.history],
        "cells": sorted([x, y, card] for (x, y), card in state.cells.items()),
        "face_up": sorted([x, y] for x, y in state.face_up),
        "frontier": sorted([x, y] for x, y in state.frontier),
        "placed_by": sorted([x, y, s] for (x, y), s in state.placed_by.items()),
        "stock": list(state.stock),
        "hand": list(state.hand),
        "caught": [list(c) for c in state.caught],
        "out": list(state.out),
        "current": state.current,
        "phase": int(state.phase),
        "reveals_left": state.reveals_left,
        "turn": state.turn,
        "winners": list(state.winners_),
        "end_reason": state.end_reason,
    }


def config_from_json(data: dict[str, Any]) -> ZwoggelConfig:
    return ZwoggelConfig(
        players=int(data["players"]),
        first_seat=data.get("first_seat"),
        names=tuple(data.get("names") or ()),
        stacked=data.get("stacked"),
    )


def from_json(data: dict[str, Any]) -> ZwoggelState:
    check_json_version(data, "zwoggel", VERSION)
    from .state import colour_of

    try:
        state = ZwoggelState.__new__(ZwoggelState)
        config = config_from_json(data["config"])
        config.check()
        state.config = config
        state.seed = int(data["seed"])
        state.n = config.players
        state.names = config.seat_names()
        state.rng = rng_state_from_json(data["rng"])
        state.history = [action_from_json(a) for a in data["history"]]
        state.cells = {(int(x), int(y)): int(card) for x, y, card in data["cells"]}
        up = set(_cells(data["face_up"]))
        state.face_up = {c: colour_of(state.cells[c]) for c in _cells(data["face_up"])}
        state.face_down = set(state.cells) - up
        state.frontier = set(_cells(data["frontier"]))
        state.placed_by = {(int(x), int(y)): int(s) for x, y, s in data["placed_by"]}
        state.stock = [int(c) for c in data["stock"]]
        state.hand = [int(c) for c in data["hand"]]
        state.caught = [[int(c) for c in cs] for cs in data["caught"]]
        state.out = [bool(o) for o in data["out"]]
        state.current = int(data["current"])
        state.phase = Phase(int(data["phase"]))
        state.reveals_left = int(data["reveals_left"])
        state.turn = int(data["turn"])
        state.winners_ = [int(w) for w in data["winners"]]
        state.end_reason = str(data["end_reason"])
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"damaged Zwoggel save: missing or malformed {exc}") from exc
    return state


def replay(config: ZwoggelConfig, seed: int, actions: list[Any]) -> ZwoggelState:
    state = ZwoggelState(config, seed)
    for a in actions:
        state.apply(action_from_json(a) if isinstance(a, dict) else a)
    return state
