"""JSON round-trip of Zwoggel states. Cells are [x, y] lists, in the display's dict orders."""

from __future__ import annotations

from typing import Any

from ..core import rng_state_to_json
from ..saves import SaveFormat, restore
from .actions import action_from_json, action_to_json
from .config import ZwoggelConfig
from .state import ZwoggelState

VERSION = 4  # 3: end codes (end_code, end_seats, end_params); saves are checked by replaying them;
# 4: the end as one record ("end": reason, code, seats, params; null until the game is over)


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
        "end": None if state.end is None else state.end.to_json(),
    }


FORMAT = SaveFormat(
    game="zwoggel",
    title="Zwoggel",
    version=VERSION,
    new_state=ZwoggelState,
    config_from_json=ZwoggelConfig.from_json,
    action_from_json=action_from_json,
)


def from_json(data: dict[str, Any]) -> ZwoggelState:
    """The state a save made by `to_json` describes; SaveError with the reason for anything else.

    It is rebuilt by replaying the saved history, so its dicts have the original's orders: a
    restored game lists its legal actions, and plays on, exactly like the original."""
    return restore(FORMAT, data)
