"""Zwoggel: the rules engine of RULES.md §3."""

from __future__ import annotations

from ..core import Engine
from .actions import GREEN, RED, Place, Reveal, action_from_json, action_to_json
from .invariants import check_invariants
from .observe import hide_others, observation, reveal_all
from .playout import random_step
from .serialize import from_json, replay, to_json
from .state import Phase, ZwoggelConfig, ZwoggelState


def new_game(players: int = 2, seed: int = 0, **options: object) -> ZwoggelState:
    return ZwoggelState(ZwoggelConfig(players=players, **options), seed)  # type: ignore[arg-type]


ENGINE = Engine(
    name="zwoggel",
    player_counts=lambda _preset: range(2, 5),
    new_game=new_game,
    from_json=from_json,
    action_to_json=action_to_json,
    action_from_json=action_from_json,
    random_step=random_step,
    check_invariants=check_invariants,
    hide_others=hide_others,
)

__all__ = [
    "ENGINE",
    "GREEN",
    "RED",
    "Phase",
    "Place",
    "Reveal",
    "ZwoggelConfig",
    "ZwoggelState",
    "from_json",
    "new_game",
    "observation",
    "replay",
    "reveal_all",
    "to_json",
]
