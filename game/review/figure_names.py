"""The figures kept for a human seat of each game, and the ratios statistics make of them: each
game's own, read from its review (`GameSpec.review`, game/review/<game>/review.py).

Each is a count for one seat in one game (game/review/figures.py makes them from a recording).
"""

from __future__ import annotations

from functools import cache

from ..games import game_spec, specs
from .per_game import GameReview


@cache
def review_of(game: str) -> GameReview | None:
    """`game`'s review, None for a game that keeps no figures; ValueError for an unknown game."""
    spec = game_spec(game)
    if spec.review is None:
        return None
    review: GameReview = spec.review.load()
    return review


@cache
def figures_by_game() -> dict[str, tuple[str, ...]]:
    """Every game's figures, the games in the menu's order."""
    return {spec.name: review.figures for spec in specs() if (review := review_of(spec.name))}


@cache
def ratios() -> dict[str, tuple[str, str]]:
    """Ratio name -> (right, wrong) of every game, the games in the menu's order."""
    return {name: pair for spec in specs() if (r := review_of(spec.name)) for name, pair in r.ratios.items()}


def figure_names(game: str | None) -> tuple[str, ...]:
    """The figures of `game`, or of every game (None), in a fixed order."""
    if game is not None:
        return figures_by_game().get(game, ())
    return tuple(name for names in figures_by_game().values() for name in names)
