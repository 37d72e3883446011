"""The game specs, one module per game: what setup, results, scenes, the command line and the
tables know of each game (see `spec.GameSpec`). A game is registered by its module here, found
by looking, in the order its spec says; no other list of the games is written anywhere."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import TYPE_CHECKING, Any

from .spec import Card, Column, GameSpec, Holdings, Kind, Option, Pile, Ref, Reveal

if TYPE_CHECKING:
    from ..rules.engine import Engine

__all__ = [
    "GAMES",
    "Card",
    "Column",
    "GameSpec",
    "Holdings",
    "Kind",
    "Option",
    "Pile",
    "Ref",
    "Reveal",
    "engines",
    "game_spec",
    "load_state",
    "rules_docs",
    "specs",
]


@cache
def specs() -> tuple[GameSpec, ...]:
    """Every game's spec, in the menu's order (each module of this package but `spec`)."""
    found = []
    for module in pkgutil.iter_modules(__path__):
        if module.name != "spec":
            spec = importlib.import_module(f"{__name__}.{module.name}").SPEC
            if spec.name != module.name:
                raise ValueError(f"the spec in games/{module.name}.py names its game {spec.name!r}")
            found.append(spec)
    found.sort(key=lambda spec: spec.order)
    _check(found)
    return tuple(found)


def _check(found: list[GameSpec]) -> None:
    """Each game's name is its module's, and no two games claim one action of the keyboard."""
    owner: dict[str, str] = {}
    for spec in found:
        for action in spec.keys:
            if action in owner:
                raise ValueError(f"{spec.name} and {owner[action]} both declare the action {action!r}")
            owner[action] = spec.name


GAMES: tuple[str, ...] = tuple(spec.name for spec in specs())


def game_spec(name: str) -> GameSpec:
    """The spec of game `name`; an unknown name raises ValueError."""
    for spec in specs():
        if spec.name == name:
            return spec
    raise ValueError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")


def rules_docs() -> tuple[str, ...]:
    """Every rules document, game by game, in the order of the rules screen."""
    return tuple(doc for spec in specs() for doc in spec.rules_docs)


def engines() -> dict[str, Engine]:
    """Every game's engine, by the game's name."""
    return {spec.name: spec.engine for spec in specs()}


def load_state(text: str | bytes) -> Any:
    """The game saved as JSON `text` by any game's engine; SaveError otherwise (`saves.load_state`)."""
    from ..rules import saves

    return saves.load_state(text, engines())
