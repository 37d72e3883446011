"""Statistics over the history: counts, tallies by level and seats, figures, ratios, the series."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from game.review.statistics import NO_BOTS, Tally, statistics
from game.store.history import BOT, HUMAN, LOST, WON, GameRow, History, SeatRow

START = datetime(2026, 1, 1, tzinfo=UTC)


def game(i: int, name: str, won: bool, level: str | None, game: str = "wink", players: int = 4) -> GameRow:
    seats = [SeatRow(0, name, HUMAN, None, WON if won else LOST, 1 if won else 2, 1)]
    for s in range(1, players):
        kind, lv = (BOT, level) if level else (HUMAN, None)
        seats.append(SeatRow(s, f"{'Bot' if level else 'Guest'}{s}", kind, lv, LOST if won else WON, 2, 0))
    figures = {"wink": {"named_right": i % 3, "named_wrong": 1}, "zwoggel": {"reveals": 4, "catches": 1}}[
        game
    ]
    return GameRow(game, {}, START + timedelta(days=i), 60.0, tuple(seats), {name: figures})


@pytest.fixture
def history(tmp_path: Path) -> History:
    h = History(tmp_path / "h.sqlite3")
    for i in range(25):  # Ana: wins every third game, against normal then expert bots
        h.add_game(game(i, "Ana", i % 3 == 0, "normal" if i < 15 else "expert"))
    h.add_game(game(25, "Ana", True, None, "zwoggel", players=2))  # a couch game with Guest1
    h.add_game(game(26, "Cy", True, "beginner"))
    return h


def test_a_profile_sees_only_its_own_games(history: History) -> None:
    s = statistics(history, "wink", "Ana")
    assert (s.games, s.wins) == (25, 9)
    assert s.win_rate == pytest.approx(9 / 25)
    assert s.by_level == {"normal": Tally(15, 5), "expert": Tally(10, 4)}
    assert s.by_seats == {4: Tally(25, 9)}
    assert s.figures == {k: 0 for k in s.figures} | {
        "named_right": sum(i % 3 for i in range(25)),
        "named_wrong": 25,
    }
    assert s.per_game["named_wrong"] == 1.0
    assert s.ratios["naming"] == pytest.approx(24 / 49)
    assert s.ratios["accusing"] is None  # never accused: no ratio to make


def test_every_game_and_every_profile_together(history: History) -> None:
    s = statistics(history)
    # 25 Ana wink + 1 Ana zwoggel + Guest1 in it (a human seat too) + 1 Cy
    assert s.games == 28
    assert s.by_level[NO_BOTS] == Tally(2, 1)  # the couch game: Ana won, Guest1 lost
    assert s.by_seats[2] == Tally(2, 1)
    assert s.per_game["reveals"] == 4 / 2  # Ana's 4 reveals over the two zwoggel plays
    assert s.per_game["named_wrong"] == 26 / 26


def test_the_series_is_in_blocks_in_time_order(history: History) -> None:
    s = statistics(history, "wink", "Ana", block=10)
    assert [p.games for p in s.series] == [10, 10, 5]
    assert [p.wins for p in s.series] == [4, 3, 2]
    assert s.series[0].first == START and s.series[-1].last == START + timedelta(days=24)
    assert s.series[0].per_game["named_right"] == sum(i % 3 for i in range(10)) / 10
    data = s.to_json()
    assert data["series"][2]["win_rate"] == 0.4 and data["by_level"]["expert"]["games"] == 10


def test_no_games_gives_zeros_and_no_rates(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        s = statistics(h, "winkybilly", "Nobody")
    assert (s.games, s.wins, s.win_rate, s.series) == (0, 0, None, ())
    assert s.figures["signals_sent"] == 0 and s.per_game["signals_sent"] is None
    assert s.to_json()["win_rate"] is None


def test_a_block_of_no_games_is_refused(history: History) -> None:
    with pytest.raises(ValueError):
        statistics(history, block=0)
