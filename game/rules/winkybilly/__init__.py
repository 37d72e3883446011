"""WinkyBilly: the rules engine of RULES.md §2."""

from __future__ import annotations

from ..core import Engine
from .actions import Contre, Done, DoubleWinky, Swap, Tick, Winky, action_from_json, action_to_json
from .config import TYPES, WinkyConfig
from .invariants import check_invariants
from .observe import hide_others, observation, reveal
from .playout import random_step
from .serialize import from_json, replay, to_json
from .state import Phase, WinkyState, is_set


def new_game(players: int = 4, seed: int = 0, **options: object) -> WinkyState:
    return WinkyState(WinkyConfig(players=players, **options), seed)  # type: ignore[arg-type]


ENGINE = Engine(
    name="winkybilly",
    player_counts=lambda _preset: range(4, 11, 2),
    new_game=new_game,
    from_json=from_json,
    action_to_json=action_to_json,
    action_from_json=action_from_json,
    random_step=random_step,
    check_invariants=check_invariants,
    hide_others=hide_others,
    clock=lambda state: state.t,
)

__all__ = [
    "ENGINE",
    "TYPES",
    "Contre",
    "Done",
    "DoubleWinky",
    "Phase",
    "Swap",
    "Tick",
    "Winky",
    "WinkyConfig",
    "WinkyState",
    "from_json",
    "is_set",
    "new_game",
    "observation",
    "replay",
    "reveal",
    "to_json",
]
