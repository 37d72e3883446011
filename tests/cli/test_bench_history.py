"""`bench history`: a scratch history filled with seeded games (never the player's), stats timed."""

from __future__ import annotations

from pathlib import Path

from game.cli.bench_history import bench_history, seeded_games
from game.review.statistics import statistics
from game.store.history import History


def test_the_seeded_games_are_varied_valid_and_the_same_each_time(tmp_path: Path) -> None:
    rows = seeded_games(400, 7)
    assert rows == seeded_games(400, 7)
    assert {r.game for r in rows} == {"wink", "winkybilly", "zwoggel"}
    assert len({len(r.seats) for r in rows}) >= 6
    with History(tmp_path / "h.sqlite3") as history:
        history.add_games(rows)
        s = statistics(history)
        assert history.count() == 400 and set(history.profiles()) == {"Ana", "Bo", "Cy", "Dee"}
    assert set(s.by_level) == {"none", "beginner", "normal", "expert"} or set(s.by_level) >= {
        "beginner",
        "expert",
    }
    assert s.games == sum(len(r.humans()) for r in rows)


def test_bench_history_times_stats_over_a_scratch_folder(tmp_path: Path) -> None:
    figures = bench_history(games=300, runs=1)
    assert figures["games"] == 300 and figures["plays"] > 300
    for key in (
        "fill_ms",
        "stats_query_ms",
        "stats_profile_query_ms",
        "stats_cli_ms",
        "stats_profile_cli_ms",
        "stats_screen_ms",
    ):
        assert figures[key] > 0, key
    assert figures["stats_cli_under_1000_ms"] == (figures["stats_cli_ms"] < 1000)
    assert not (tmp_path / "data").exists()  # the player's data folder (this test's) is left alone
