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

from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

import numpy as np

from ..setup import DIFFICULTIES
from ..store.history import PlayColumns
from .figure_names import figure_names, figures_by_game, ratios

BLOCK = 10  # plays per point of the series
NO_BOTS = "none"


class Plays(Protocol):
    def play_columns(self, game: str | None = None, profile: str | None = None) -> PlayColumns: ...


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
    return of_plays(history.play_columns(game, profile), game, profile, block)


def of_plays(plays: PlayColumns, game: str | None, profile: str | None, block: int = BLOCK) -> Statistics:
    """The statistics of `plays` (oldest first), with numpy over the columns."""
    n = len(plays)
    names = figure_names(game)
    by_game = figures_by_game()
    owner = {name: g for g, keys in by_game.items() for name in keys}
    games = np.asarray(plays.game, dtype=object)
    of_game = {g: games == g for g in by_game}  # which plays are of each game
    played = {g: int(mask.sum()) for g, mask in of_game.items()}
    zeros = np.zeros(n, dtype=np.int64)
    columns = {k: plays.figures.get(k, zeros) for k in names}
    totals = {k: int(columns[k].sum()) for k in names}
    per_game = {k: (v / played[owner[k]] if played[owner[k]] else None) for k, v in totals.items()}
    shares: dict[str, float | None] = {}
    for ratio, (right, wrong) in ratios().items():
        if right in totals:
            both = totals[right] + totals[wrong]
            shares[ratio] = totals[right] / both if both else None
    won = plays.won
    levels = Counter(zip((lv or NO_BOTS for lv in plays.level), won.tolist(), strict=True))
    by_level = {lv: Tally(levels[(lv, False)] + levels[(lv, True)], levels[(lv, True)]) for lv, _ in levels}
    by_seats = {
        int(k): Tally(int((plays.players == k).sum()), int(won[plays.players == k].sum()))
        for k in np.unique(plays.players)
    }
    return Statistics(
        game=game,
        profile=profile,
        games=n,
        wins=int(won.sum()),
        by_level={k: by_level[k] for k in sorted(by_level, key=_level_key)},
        by_seats=by_seats,
        figures=totals,
        per_game=per_game,
        ratios=shares,
        series=_series(plays, columns, of_game, owner, block),
        block=block,
    )


def _series(
    plays: PlayColumns,
    columns: dict[str, np.ndarray],
    of_game: dict[str, np.ndarray],
    owner: dict[str, str],
    block: int,
) -> tuple[Point, ...]:
    n = len(plays)
    if n == 0:
        return ()
    starts = np.arange(0, n, block)
    ends = np.minimum(starts + block, n) - 1
    wins = np.add.reduceat(plays.won.astype(np.int64), starts)
    played = {g: np.add.reduceat(mask.astype(np.int64), starts) for g, mask in of_game.items()}
    sums = {k: np.add.reduceat(c, starts) for k, c in columns.items()}
    points = []
    for b, (first, last) in enumerate(zip(starts.tolist(), ends.tolist(), strict=True)):
        per_game = {k: int(v[b]) / int(played[owner[k]][b]) for k, v in sums.items() if played[owner[k]][b]}
        points.append(
            Point(
                _when(float(plays.played_at[first])),
                _when(float(plays.played_at[last])),
                last - first + 1,
                int(wins[b]),
                per_game,
            )
        )
    return tuple(points)


def _when(stamp: float) -> datetime:
    return datetime.fromtimestamp(stamp, UTC).astimezone()


def _level_key(level: str) -> tuple[int, str]:
    order = (NO_BOTS, *DIFFICULTIES)
    return (order.index(level) if level in order else len(order), level)


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
