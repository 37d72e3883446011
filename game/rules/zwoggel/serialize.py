"""A Zwoggel table as a versioned save (`to_json`): cells are [x, y] lists, in the display's dict
orders. A save is read back by replaying its history (`saves.restore`, behind the package's
`from_json`), so a restored game's dicts keep the original's orders."""

from __future__ import annotations

from typing import Any

from ..core import rng_state_to_json
from .actions import action_to_json
from .table import ZwoggelTable

VERSION = 4  # 3: end codes (end_code, end_seats, end_params); saves are checked by replaying them;
# 4: the end as one record ("end": reason, code, seats, params; null until the game is over)


def to_json(state: ZwoggelTable) -> dict[str, Any]:
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
