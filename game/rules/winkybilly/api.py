"""WinkyBilly: the names its rules package offers (imported on first use: `__init__.py`)."""

from __future__ import annotations

from typing import Any

from ..engine import Engine
from ..saves import SaveFormat, restore
from .actions import (
    Action,
    Contre,
    Done,
    DoubleWinky,
    Look,
    Swap,
    Tick,
    Winky,
    action_from_json,
    action_to_json,
)
from .cards import CARDS, COPIES, TYPES, is_set, type_name
from .config import PLAYER_COUNTS, START_TOKENS, WIN_TOKENS, WinkyBillyConfig
from .invariants import check_invariants
from .observe import WinkyBillyObservation, hide_others, observation, reveal
from .phase import CallRecord, Phase
from .playout import random_step
from .serialize import VERSION, config_from_json, to_json
from .state import WinkyBillyState
from .table import WinkyBillyTable


def new_game(players: int = 4, seed: int = 0, **options: Any) -> WinkyBillyState:
    """A freshly dealt table; `options` are the other `WinkyBillyConfig` fields."""
    return WinkyBillyState(WinkyBillyConfig(players=players, **options), seed)


FORMAT = SaveFormat(
    game="winkybilly",
    title="WinkyBilly",
    version=VERSION,
    new_state=WinkyBillyState,
    config_from_json=config_from_json,
    action_from_json=action_from_json,
)


def from_json(data: dict[str, Any]) -> WinkyBillyState:
    """The state a save made by `to_json` describes; SaveError with the reason for anything else."""
    return restore(FORMAT, data)


def game_clock(state: WinkyBillyState) -> float:
    return state.t


ENGINE = Engine(
    name="winkybilly",
    player_counts=lambda _preset: PLAYER_COUNTS,
    new_game=new_game,
    from_json=from_json,
    action_to_json=action_to_json,
    action_from_json=action_from_json,
    random_step=random_step,
    check_invariants=check_invariants,
    hide_others=hide_others,
    save=FORMAT,
    clock=game_clock,
)

__all__ = [
    "CARDS",
    "COPIES",
    "ENGINE",
    "START_TOKENS",
    "TYPES",
    "WIN_TOKENS",
    "Action",
    "CallRecord",
    "Contre",
    "Done",
    "DoubleWinky",
    "Look",
    "Phase",
    "Swap",
    "Tick",
    "Winky",
    "WinkyBillyConfig",
    "WinkyBillyObservation",
    "WinkyBillyState",
    "WinkyBillyTable",
    "check_invariants",
    "from_json",
    "is_set",
    "new_game",
    "observation",
    "reveal",
    "to_json",
    "type_name",
]
