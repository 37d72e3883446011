"""Zwoggel: the names its rules package offers (imported on first use: `__init__.py`)."""

from __future__ import annotations

from typing import Any

from ..engine import Engine
from ..saves import SaveFormat, restore
from .actions import Action, Place, Reveal, action_from_json, action_to_json
from .cards import COLOURS, GREEN, RED
from .config import PLAYERS, ZwoggelConfig
from .invariants import check_invariants
from .observe import ZwoggelObservation, hide_others, observation, reveal_all
from .phase import Phase
from .playout import random_step
from .serialize import VERSION, to_json
from .state import ZwoggelState
from .table import ZwoggelTable


def new_game(players: int = 2, seed: int = 0, **options: Any) -> ZwoggelState:
    """A freshly dealt game; `options` are the other `ZwoggelConfig` fields."""
    return ZwoggelState(ZwoggelConfig(players=players, **options), seed)


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


ENGINE = Engine(
    name="zwoggel",
    player_counts=lambda _preset: PLAYERS,
    new_game=new_game,
    from_json=from_json,
    action_to_json=action_to_json,
    action_from_json=action_from_json,
    random_step=random_step,
    check_invariants=check_invariants,
    hide_others=hide_others,
    save=FORMAT,
)

__all__ = [
    "COLOURS",
    "ENGINE",
    "GREEN",
    "RED",
    "Action",
    "Phase",
    "Place",
    "Reveal",
    "ZwoggelConfig",
    "ZwoggelObservation",
    "ZwoggelState",
    "ZwoggelTable",
    "check_invariants",
    "from_json",
    "hide_others",
    "new_game",
    "observation",
    "reveal_all",
    "to_json",
]
