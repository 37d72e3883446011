"""What the after-the-game layer knows of one game: its review, named by its spec (`GameSpec.review`).

A game's review package (game/review/<game>/) holds a `GameReview`: the figures the history keeps
for a human seat, the ratios statistics make of them, the function counting them from a replayed
game, which of them are counts of moments, the rows of its statistics page, and the finder of the
moments (winks, signals) that mattered to a seat, for a game whose faces signal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from .moments import Moment, Recorded
from .replayed import Played


@dataclass(frozen=True)
class Row:
    """A row of a game's statistics page: a share (`count` of `count + other`) or a count (no `other`).
    Its words are `stats.figure.<key>` and `stats.help.<key>`."""

    key: str
    count: str
    other: str | None = None


@dataclass(frozen=True)
class GameReview:
    figures: tuple[str, ...]  # the figures kept for a human seat, in a fixed order
    count: Callable[[Played, int], Counter[str]]  # a seat's figures that are not moments
    rows: tuple[Row, ...]  # its statistics page
    # ratio name -> (right, wrong): the share right / (right + wrong), when there was any
    ratios: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    moment_figures: Mapping[str, str] = field(default_factory=dict)  # figure -> the moment kind it counts
    moments: Callable[[Recorded, int], list[Moment]] | None = None  # what mattered to a seat
    minutes: float = 5.0  # how long a game of four lasts, about (the sample histories' games)
