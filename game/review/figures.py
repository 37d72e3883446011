"""A seat's figures in one recorded game, and every seat's result: what the history keeps of it.

    replay(recording) -> Played         the game applied again from its deal: the final state and
                                        each action with the events it made
    figures(played, seat) -> dict       the seat's figures (its game's `figure_names(game)`)
    results(state) -> list[SeatResult]  won or lost, placing and score of every seat

What each figure counts is each game's own: its review's `count` (game/review/<game>/figures.py)
and the moments it counts (its review's `moment_figures`), moves before a resume included.

Pure: no arcade, no files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..bots.recording import Recording
from .figure_names import review_of
from .moments import moments_for, tally
from .replayed import Played, replay

__all__ = ["Played", "SeatResult", "figures", "replay", "results"]


@dataclass(frozen=True)
class SeatResult:
    won: bool
    placing: int  # 1: a winner; the others by score, from 2, equal scores sharing a placing
    score: int


def results(state: Any) -> list[SeatResult]:
    """Every seat's result, read from the engine's end (`winners`, `scores`)."""
    winners, scores = set(state.winners()), list(state.scores())
    others = sorted({scores[s] for s in range(state.n) if s not in winners}, reverse=True)
    first = 2 if winners else 1
    return [
        SeatResult(s in winners, 1 if s in winners else first + others.index(scores[s]), int(scores[s]))
        for s in range(state.n)
    ]


def figures(played: Played, seat: int, moment_tally: dict[str, int] | None = None) -> dict[str, int]:
    """`seat`'s figures in the game (every figure of its game, zeros included).

    `moment_tally` is `moments.tally(moments_for(recording, seat))`; when None, it is made here.
    ValueError for a game that keeps no figures.
    """
    review = review_of(played.game)
    if review is None:
        raise ValueError(f"{played.game} keeps no figures")
    counts = review.count(played, seat)
    if review.moment_figures:
        tally = moment_tally if moment_tally is not None else _tally(played.recording, seat)
        for figure, kind in review.moment_figures.items():
            counts[figure] = tally.get(kind, 0)
    return {name: int(counts[name]) for name in review.figures}


def _tally(recording: Recording, seat: int) -> dict[str, int]:
    return tally(moments_for(recording, seat))
