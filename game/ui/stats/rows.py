"""A finished game as one line of the games list: when it ended, the game, its seats (the bots
with their level), the profile's result and the game's length on the table's clock."""

from __future__ import annotations

from collections import Counter

from ...games import game_spec, specs
from ...i18n import tr
from ...store.history import BOT, LEVEL_ORDER, WON, GameRow
from ..kit.history import game_time
from .game_table import Line

LEVELS = LEVEL_ORDER
REVIEWED = {spec.name: spec.missed for spec in specs() if spec.missed}  # games with a reel


def missed_key(game: str) -> str:
    """The words of the reel of moments the player missed, for a game that has one."""
    return REVIEWED[game]


def seats_words(row: GameRow) -> str:
    """The humans by name, then the bots by level: "Alex, Sam · bots: 3 expert, 1 normal"."""
    humans = ", ".join(s.name for s in row.seats if s.kind != BOT)
    levels = Counter(s.level or "normal" for s in row.seats if s.kind == BOT)
    if not levels:
        return humans
    order = sorted(levels, key=lambda lv: LEVELS.index(lv) if lv in LEVELS else len(LEVELS), reverse=True)
    bots = ", ".join(tr("played.level_count", count=levels[lv], level=tr(f"difficulty.{lv}")) for lv in order)
    return tr("played.seats_bots", humans=humans, bots=bots)


def seats_in_full(row: GameRow) -> str:
    """Every seat in order, named, a bot with its level, each with its score: the chosen game's
    line under the list ("Alex 14 · Margot (expert) 12 · …")."""
    return " · ".join(
        tr("played.bot_score", name=s.name, level=tr(f"difficulty.{s.level}"), score=s.score)
        if s.kind == BOT and s.level
        else tr("played.score", name=s.name, score=s.score)
        for s in row.seats
    )


def result_words(row: GameRow, profile: str) -> str:
    seat = row.seat_of(profile)
    if seat is None:
        return ""
    return tr("played.won") if seat.result == WON else tr("played.lost", place=seat.placing)


def line(row: GameRow, profile: str, kept: bool) -> Line:
    """`row` as the list says it for `profile`; `kept`: its recording can still be watched."""
    cells = (
        row.played_at.strftime("%Y-%m-%d %H:%M"),
        tr(game_spec(row.game).menu_key),
        seats_words(row),
        result_words(row, profile),
        game_time(row.seconds),
    )
    return Line(cells, kept)
