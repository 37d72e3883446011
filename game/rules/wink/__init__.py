"""Wink / Zwinkern: the rules engine for the four presets of RULES.md §1."""

from __future__ import annotations

from ..engine import Engine
from .actions import Accuse, Action, Call, Name, Pass, action_from_json, action_to_json
from .invariants import check_invariants
from .observe import hide_others, observation, reveal
from .playout import random_step
from .presets import PRESETS, RuleSet, preset
from .scoring import Result, result
from .serialize import FORMAT, from_json, to_json
from .state import Step, WinkConfig, WinkState


def new_game(preset: str = "wink-fr", players: int = 4, seed: int = 0, **options: object) -> WinkState:
    """A freshly dealt game; `options` are the other `WinkConfig` fields."""
    return WinkState(WinkConfig(preset=preset, players=players, **options), seed)  # type: ignore[arg-type]


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
    "WinkState",
    "from_json",
    "new_game",
    "observation",
    "result",
    "reveal",
    "to_json",
]
