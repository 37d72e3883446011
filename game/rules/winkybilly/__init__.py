"""WinkyBilly: the real-time team rules engine of RULES.md §2 (decisions W1–W19)."""

from __future__ import annotations

from ..engine import Engine
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
from .config import PLAYER_COUNTS, START_TOKENS, WIN_TOKENS, WinkyConfig
from .invariants import check_invariants
from .observe import hide_others, observation, reveal
from .phase import CallRecord, Phase
from .playout import random_step
from .serialize import FORMAT, from_json, to_json
from .state import WinkyState


def new_game(players: int = 4, seed: int = 0, **options: object) -> WinkyState:
    """A freshly dealt table; `options` are the other `WinkyConfig` fields."""
    return WinkyState(WinkyConfig(players=players, **options), seed)  # type: ignore[arg-type]


def game_clock(state: WinkyState) -> float:
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
    "WinkyConfig",
    "WinkyState",
    "check_invariants",
    "from_json",
    "is_set",
    "new_game",
    "observation",
    "reveal",
    "to_json",
    "type_name",
]
