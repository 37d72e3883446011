"""A player's record over the history: the numbers `stats` prints and the statistics screen draws.

    statistics(history, game=None, profile=None, block=BLOCK) -> Statistics

A *play* is one human seat in one finished game (`History.plays`). With a `profile`, only that
profile's plays count (a profile sees only its own games); with None, every human seat's plays
(at a couch table of three, one game is three plays). Games where only bots played count nowhere
here: they have no player to make a record of.

- `games`, `wins`, `win_rate` (None with no games);
- `by_level`: per bot level, the plays at a table whose hardest bot had that level ("none": no
  bots), as `Tally(games, wins)`; `by_seats`: per seat count;
- `figures`: each figure's total over the plays of the game it belongs to (review/figure_names.py),
  `per_game`: that total divided by those plays, `ratios`: right / (right + wrong) for each ratio
  whose figures occurred (None otherwise);
- `series`: the plays in time order in blocks of `block` (the last one may be shorter), each a
  `Point` with its dates, games, wins, win rate and figures per game: ready to plot.

Pure: no arcade, no files but the history it is handed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from ..store.history import Play
from .figure_names import FIGURES, RATIOS, figure_names

BLOCK = 10  # plays per point of the series
NO_BOTS = "none"


class Plays(Protocol):
    def plays(self, game: str | None = None, profile: str | None = None) -> list[Play]: ...


@dataclass(frozen=True)
class Tally:
    games: int = 0
    wins: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "wins": self.wins, "win_rate": _round(self.win_rate)}


@dataclass(frozen=True)
class Point:
    """One block of plays, in time order."""

    first: datetime  # when the block's first game ended
    last: datetime
    games: int
    wins: int
    per_game: dict[str, float]  # figure -> mean per play of its game, in this block

    @property
    def win_rate(self) -> float:
        return self.wins / self.games

    def to_json(self) -> dict[str, Any]:
        return {
            "first": self.first.isoformat(timespec="seconds"),
            "last": self.last.isoformat(timespec="seconds"),
            "games": self.games,
            "wins": self.wins,
            "win_rate": _round(self.win_rate),
            "per_game": {k: _round(v) for k, v in self.per_game.items()},
        }


@dataclass(frozen=True)
class Statistics:
    game: str | None
    profile: str | None
    games: int = 0
    wins: int = 0
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_seats: dict[int, Tally] = field(default_factory=dict)
    figures: dict[str, int] = field(default_factory=dict)
    per_game: dict[str, float | None] = field(default_factory=dict)
    ratios: dict[str, float | None] = field(default_factory=dict)
    series: tuple[Point, ...] = ()
    block: int = BLOCK

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "profile": self.profile,
            "games": self.games,
            "wins": self.wins,
            "win_rate": _round(self.win_rate),
            "by_level": {k: v.to_json() for k, v in self.by_level.items()},
            "by_seats": {str(k): v.to_json() for k, v in self.by_seats.items()},
            "figures": dict(self.figures),
            "per_game": {k: _round(v) for k, v in self.per_game.items()},
            "ratios": {k: _round(v) for k, v in self.ratios.items()},
            "block": self.block,
            "series": [p.to_json() for p in self.series],
        }


def statistics(
    history: Plays, game: str | None = None, profile: str | None = None, block: int = BLOCK
) -> Statistics:
    """The record of `profile` (None: every human seat) at `game` (None: every game)."""
    if block < 1:
        raise ValueError("a block holds at least one game")
    return of_plays(history.plays(game, profile), game, profile, block)


def of_plays(plays: Sequence[Play], game: str | None, profile: str | None, block: int = BLOCK) -> Statistics:
    """The statistics of `plays` (oldest first)."""
    names = figure_names(game)
    totals = dict.fromkeys(names, 0)
    played = {g: 0 for g in FIGURES}  # plays of each game: what its figures are divided by
    by_level: dict[str, list[int]] = {}
    by_seats: dict[int, list[int]] = {}
    for p in plays:
        played[p.game] = played.get(p.game, 0) + 1
        for key, value in p.figures.items():
            if key in totals:
                totals[key] += value
        for tally in (
            by_level.setdefault(p.level or NO_BOTS, [0, 0]),
            by_seats.setdefault(p.players, [0, 0]),
        ):
            tally[0] += 1
            tally[1] += p.won
    owner = {name: g for g, keys in FIGURES.items() for name in keys}
    per_game = {k: (v / played[owner[k]] if played.get(owner[k]) else None) for k, v in totals.items()}
    ratios: dict[str, float | None] = {}
    for ratio, (right, wrong) in RATIOS.items():
        if right in totals:
            both = totals[right] + totals[wrong]
            ratios[ratio] = totals[right] / both if both else None
    return Statistics(
        game=game,
        profile=profile,
        games=len(plays),
        wins=sum(p.won for p in plays),
        by_level={k: Tally(*by_level[k]) for k in sorted(by_level, key=_level_key)},
        by_seats={k: Tally(*by_seats[k]) for k in sorted(by_seats)},
        figures=totals,
        per_game=per_game,
        ratios=ratios,
        series=tuple(_point(plays[i : i + block], names, owner) for i in range(0, len(plays), block)),
        block=block,
    )


def _point(plays: Sequence[Play], names: tuple[str, ...], owner: dict[str, str]) -> Point:
    played: dict[str, int] = {}
    sums = dict.fromkeys(names, 0)
    for p in plays:
        played[p.game] = played.get(p.game, 0) + 1
        for key, value in p.figures.items():
            if key in sums:
                sums[key] += value
    per_game = {k: v / played[owner[k]] for k, v in sums.items() if played.get(owner[k])}
    return Point(
        _when(plays[0].played_at), _when(plays[-1].played_at), len(plays), sum(p.won for p in plays), per_game
    )


def _when(stamp: float) -> datetime:
    return datetime.fromtimestamp(stamp, UTC).astimezone()


def _level_key(level: str) -> tuple[int, str]:
    order = (NO_BOTS, "beginner", "normal", "expert")
    return (order.index(level) if level in order else len(order), level)


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
