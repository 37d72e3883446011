"""The game specs, one module per game: what setup, results, scenes and the command line know of
each game (see `spec.GameSpec`). The games and their order are the engines' (game.rules.registry)."""

from __future__ import annotations

import importlib

from ..rules.registry import GAMES
from .spec import Card, Column, GameSpec, Kind, Option, Pile, Reveal

__all__ = [
    "GAMES",
    "Card",
    "Column",
    "GameSpec",
    "Kind",
    "Option",
    "Pile",
    "Reveal",
    "game_spec",
    "rules_docs",
    "specs",
]


def game_spec(name: str) -> GameSpec:
    """The spec of game `name`; an unknown name raises ValueError."""
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")
    return importlib.import_module(f"{__name__}.{name}").SPEC


def specs() -> tuple[GameSpec, ...]:
    """Every game's spec, in the menu's order."""
    return tuple(game_spec(name) for name in GAMES)


def rules_docs() -> tuple[str, ...]:
    """Every rules document, game by game, in the order of the rules screen."""
    return tuple(doc for spec in specs() for doc in spec.rules_docs)
