"""Which figures each game's statistics page shows, and how a figure is read from the statistics:
a share (this many right of so many) or a count (in all, and per game), and its value in each
block of the series, for the chart. Words come from `stats.figure.*` and `stats.help.*`.

The rows are each game's own (its review's `rows`, game/review/<game>/review.py), the figures
the history's: a share reads two of them, `count` of `count + other`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...i18n import tr
from ...review.figure_names import review_of
from ...review.statistics import Point, Statistics


@dataclass(frozen=True)
class Figure:
    key: str  # its words: stats.figure.<key>, stats.help.<key>
    count: str  # the figure counted
    other: str | None = None  # a share: `count` of `count + other`; None: a count

    @property
    def is_share(self) -> bool:
        return self.other is not None

    def totals(self, stats: Statistics) -> tuple[int, int]:
        """(count, total) over the statistics: total is count + other (a count: its plays)."""
        count = stats.figures.get(self.count, 0)
        if self.other is None:
            return count, stats.games
        return count, count + stats.figures.get(self.other, 0)

    def value(self, stats: Statistics) -> str:
        """What its row says: "12 of 18 · 67 %", or "40 · 2.0 a game"; "—" when nothing happened."""
        count, total = self.totals(stats)
        if not total:
            return tr("stats.none")
        if self.other is None:
            return tr("stats.count", count=count, per_game=f"{count / total:.1f}")
        return tr("stats.of", count=count, total=total, percent=round(100 * count / total))

    def at(self, point: Point) -> float | None:
        """Its value in one block of the series: a share in percent, a count per game."""
        count = point.per_game.get(self.count)
        if count is None:
            return None
        if self.other is None:
            return count
        both = count + point.per_game.get(self.other, 0.0)
        return 100 * count / both if both else None


WIN_RATE = Figure("wins", "")  # the wins row: charted as the win rate of each block


@cache
def figures_of(game: str | None) -> tuple[Figure, ...]:
    """The figures of `game`'s page, its review's rows (the page of every game shows none of them)."""
    review = review_of(game) if game is not None else None
    return tuple(Figure(r.key, r.count, r.other) for r in review.rows) if review is not None else ()


def series(stats: Statistics, figure: Figure) -> list[tuple[float, float]]:
    """(games played by the block's end, value) for each block of the series where it has one;
    the win rate (in percent) for the wins row."""
    points: list[tuple[float, float]] = []
    played = 0
    for point in stats.series:
        played += point.games
        value = 100 * point.win_rate if figure is WIN_RATE else figure.at(point)
        if value is not None:
            points.append((float(played), value))
    return points
