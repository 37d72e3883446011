"""Zwoggel: the rules engine of RULES.md §3 (reveal, trap, draw and place, elimination)."""

from __future__ import annotations

from ..engine import Engine
from .actions import Action, Place, Reveal, action_from_json, action_to_json
from .cards import COLOURS, GREEN, RED
from .config import PLAYERS, ZwoggelConfig
from .invariants import check_invariants
from .observe import hide_others, observation, reveal_all
from .phase import Phase
from .playout import random_step
from .serialize import FORMAT, from_json, to_json
from .state import ZwoggelState


def new_game(players: int = 2, seed: int = 0, **options: object) -> ZwoggelState:
    """A freshly dealt game; `options` are the other `ZwoggelConfig` fields."""
    return ZwoggelState(ZwoggelConfig(players=players, **options), seed)  # type: ignore[arg-type]


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
    "ZwoggelState",
    "check_invariants",
    "from_json",
    "hide_others",
    "new_game",
    "observation",
    "reveal_all",
    "to_json",
]
