"""Wink / Zwinkern: the names its rules package offers (imported on first use: `__init__.py`)."""

from __future__ import annotations

from typing import Any

from ..engine import Engine
from ..saves import SaveFormat, restore
from .actions import Accuse, Action, Call, Name, Pass, action_from_json, action_to_json
from .config import WinkConfig
from .invariants import check_invariants
from .observe import WinkObservation, hide_others, observation, reveal
from .playout import random_step
from .presets import PRESETS, RuleSet, preset
from .scoring import Result, result
from .serialize import VERSION, config_from_json, to_json
from .state import WinkState
from .table import Step, WinkTable


def new_game(preset: str = "wink-fr", players: int = 4, seed: int = 0, **options: Any) -> WinkState:
    """A freshly dealt game; `options` are the other `WinkConfig` fields."""
    return WinkState(WinkConfig(preset=preset, players=players, **options), seed)


FORMAT = SaveFormat(
    game="wink",
    title="Wink",
    version=VERSION,
    new_state=WinkState,
    config_from_json=config_from_json,
    action_from_json=action_from_json,
)


def from_json(data: dict[str, Any]) -> WinkState:
    """The state a save made by `to_json` describes; SaveError with the reason for anything else."""
    return restore(FORMAT, data)


def player_counts(preset_name: str | None) -> range:
    return preset(preset_name or "wink-fr").players


ENGINE = Engine(
    name="wink",
    player_counts=player_counts,
    new_game=new_game,
    from_json=from_json,
    action_to_json=action_to_json,
    action_from_json=action_from_json,
    random_step=random_step,
    check_invariants=check_invariants,
    hide_others=hide_others,
    save=FORMAT,
    presets=tuple(PRESETS),
)

__all__ = [
    "ENGINE",
    "PRESETS",
    "Accuse",
    "Action",
    "Call",
    "Name",
    "Pass",
    "Result",
    "RuleSet",
    "Step",
    "WinkConfig",
    "WinkObservation",
    "WinkState",
    "WinkTable",
    "from_json",
    "new_game",
    "observation",
    "result",
    "reveal",
    "to_json",
]
