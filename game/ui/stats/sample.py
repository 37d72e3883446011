"""A scratch history for the screenshot scenes and the tests: seeded, varied finished games of a
player ("Alex") over a few weeks, against bots of every level at every table size, a few of them
on a couch with a second profile ("Sam"), the player slowly getting better. The games are written
through the history's own API into the file it is given (a temporary folder, never the player's).

Their figures are drawn at random around plausible rates (they are not played games): enough to
fill the screens the way a real record would, with no recording to watch."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from ...games import specs
from ...review.figure_names import figure_names, ratios, review_of
from ...setup import DIFFICULTIES
from ...store.history import BOT, HUMAN, LOST, WON, GameRow, History, SeatRow
from ..seating import table_setup

PLAYER, FRIEND = "Alex", "Sam"
START = datetime(2026, 9, 28, 19, 0, tzinfo=timezone(timedelta(hours=1)))
GAMES = 60
LEVELS = DIFFICULTIES


def sample_game(rng: random.Random, i: int, games: int) -> GameRow:
    """The `i`th of `games` games: better play (and more wins) as `i` grows."""
    spec = rng.choice(specs())
    players = rng.choice(spec.possible_players())
    humans = 2 if rng.random() < 0.15 else 1
    setup = table_setup(spec.name, rng.randrange(1, 99_999), players, humans)
    skill = 0.35 + 0.35 * i / max(1, games - 1)  # the share of things done right, rising
    level = rng.choice(LEVELS)  # the table's bots: mostly of one level, now and then one other
    levels = [level if rng.random() < 0.8 else rng.choice(LEVELS) for _ in setup.seats]
    names = [PLAYER, FRIEND, *(s.name for s in setup.seats[2:])][: len(setup.seats)]
    scores = [rng.randrange(0, 12) + (4 if k == 0 and rng.random() < skill else 0) for k in range(players)]
    best = max(scores)
    placing = [1 + sum(other > mine for other in scores) for mine in scores]
    seats = tuple(
        SeatRow(
            k,
            names[k] if s.kind == HUMAN else s.name,
            s.kind,
            levels[k] if s.kind == BOT else None,
            WON if scores[k] == best else LOST,
            placing[k],
            scores[k],
        )
        for k, s in enumerate(setup.seats)
    )
    figures = {seat.name: figures_of(spec.name, rng, skill) for seat in seats if seat.kind == HUMAN}
    review = review_of(spec.name)
    minutes = (review.minutes if review is not None else 5.0) * players / 4
    return GameRow(
        game=spec.name,
        options=dict(setup.options),
        played_at=START + timedelta(days=28 * i / games, minutes=rng.randrange(0, 240)),
        seconds=round(minutes * 60 * rng.uniform(0.7, 1.3), 1),
        seats=seats,
        figures=figures,
        preset=setup.options.get("preset") if isinstance(setup.options.get("preset"), str) else None,
    )


def figures_of(game: str, rng: random.Random, skill: float) -> dict[str, int]:
    """A seat's figures for one game: each right/wrong pair split by `skill`, counts small."""
    out: dict[str, int] = {}
    pairs = {right: wrong for right, wrong in ratios().values()}
    for name in figure_names(game):
        if name in out:
            continue
        if name in pairs:
            tries = rng.randrange(0, 7)
            right = sum(rng.random() < skill for _ in range(tries))
            out[name], out[pairs[name]] = right, tries - right
        elif name not in pairs.values():
            out[name] = rng.randrange(0, 6)
    return out


def sample_history(path: Path, seed: int, games: int = GAMES) -> History:
    """A new history at `path` holding `games` seeded games; the file must not exist yet."""
    if path.exists():
        raise FileExistsError(f"{path} exists: a sample history is made in a new file only")
    history = History(path)
    add_sample(history, seed, games)
    return history


def add_sample(history: History, seed: int, games: int = GAMES) -> None:
    """Add `games` seeded games to `history` (a scratch one), over four weeks of autumn 2026."""
    rng = random.Random(seed)
    for i in range(games):
        history.add_game(sample_game(rng, i, games))
