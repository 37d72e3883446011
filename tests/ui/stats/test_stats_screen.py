"""The statistics screen: its figures are the history's statistics, a profile sees only its own
games, an empty history says what to do, and the keyboard goes everywhere."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.games import GAMES
from game.review.statistics import statistics
from game.store.history import BOT, HUMAN, LOST, WON, GameRow, History, SeatRow
from game.ui.headless import step
from game.ui.stats.games import GamesView
from game.ui.stats.sample import FRIEND, PLAYER, sample_history
from game.ui.stats.view import StatsView

from ..drive import press
from ..screen import frame_texts

WHEN = datetime(2026, 11, 1, 20, 0, tzinfo=timezone(timedelta(hours=1)))


def show(window: Any, view: Any) -> Any:
    window.show_view(view)
    window.fade_until = 0.0
    step(window)
    return view


def shown(window: Any) -> str:
    return " | ".join(d.text for d in frame_texts(window))


def share(right: int, wrong: int) -> str:
    return f"{right} of {right + wrong} · {round(100 * right / (right + wrong))} %"


def count(n: int, games: int) -> str:
    return f"{n} · {n / games:.1f} a game"


EXPECTED = {  # each game's figures as its page says them, worded here from the statistics
    None: lambda f, n: {},
    "wink": lambda f, n: {
        "Partners named right": share(f["named_right"], f["named_wrong"]),
        "Accusations right": share(f["accused_right"], f["accused_wrong"]),
        "Others' winks caught": share(f["winks_caught"], f["winks_missed"]),
        "Your winks caught by others": share(f["own_winks_caught"], f["own_winks_unseen"]),
    },
    "winkybilly": lambda f, n: {
        "Signals sent": count(f["signals_sent"], n),
        "Signals your partner answered": share(f["signals_answered"], f["signals_spotted"]),
        "Opponents' signals caught": share(f["signals_caught"], f["signals_missed"]),
        "WINKY calls right": share(f["winky_right"], f["winky_wrong"]),
        "CONTRE WINKY calls right": share(f["contre_right"], f["contre_wrong"]),
    },
    "zwoggel": lambda f, n: {
        "Cards revealed": count(f["reveals"], n),
        "Traps set": count(f["traps_set"], n),
        "Traps sprung on you": count(f["traps_sprung"], n),
        "Zwoggels caught": count(f["catches"], n),
    },
}


def test_every_figure_on_screen_is_the_statistics_of_the_history(window: Any, tmp_path: Path) -> None:
    history = sample_history(tmp_path / "h.sqlite3", seed=7)
    for game in (None, *GAMES):
        view = show(window, StatsView(PLAYER, game, history=history))
        stats = statistics(history, game, PLAYER)
        f = stats.figures
        values = {row.label(): row.value() for row in view.menu.rows if row.value is not None}
        assert values["Games played"] == str(stats.games)
        assert values["Wins"] == share(stats.wins, stats.games - stats.wins)
        expected = EXPECTED[game](f, stats.games)
        for label, value in expected.items():
            assert values[label] == value, (game, label)
        texts = shown(window)
        for value in expected.values():
            assert value in texts  # drawn, not only worded
        # the bars: each bot level's and table size's wins, as statistics counts them
        bars = {b.label: b for g in view.bar_groups() for b in g.bars}
        for level, tally in stats.by_level.items():
            name = "no bots" if level == "none" else level
            assert (bars[name].wins, bars[name].games) == (tally.wins, tally.games)
        for seats, tally in stats.by_seats.items():
            assert (bars[f"{seats} players"].wins, bars[f"{seats} players"].games) == (
                tally.wins,
                tally.games,
            )
        # the chart of the wins (the row in focus): each block's win rate, at the games played by then
        assert view.menu.rows[view.menu.selected].label() == "Wins"
        block_ends = [sum(p.games for p in view.stats.series[: i + 1]) for i in range(len(view.stats.series))]
        assert view.chart.points == [
            (float(n), 100 * p.win_rate) for n, p in zip(block_ends, view.stats.series, strict=True)
        ]


def game_of(names: tuple[str, ...], won: bool, at: datetime, game: str = "wink") -> GameRow:
    seats = [
        SeatRow(i, n, HUMAN, None, WON if won and i == 0 else LOST, 1 if won and i == 0 else 2, 3)
        for i, n in enumerate(names)
    ]
    seats.append(SeatRow(len(seats), "Margot", BOT, "expert", LOST if won else WON, 2 if won else 1, 2))
    figures = {n: {"named_right": 1 + i, "named_wrong": 1} for i, n in enumerate(names)}
    return GameRow(game, {}, at, 100.0, tuple(seats), figures)


def test_a_profile_sees_only_its_own_games(window: Any, tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    for i in range(5):
        history.add_game(game_of(("Ana",), True, WHEN + timedelta(hours=i)))
    for i in range(3):
        history.add_game(game_of(("Bo",), False, WHEN + timedelta(hours=10 + i)))
    history.add_game(game_of(("Bo", "Ana"), True, WHEN + timedelta(hours=20)))  # a couch: both
    view = show(window, StatsView("Bo", "wink", history=history))
    values = {row.label(): row.value() for row in view.menu.rows if row.value is not None}
    assert values["Games played"] == "4"
    assert values["Wins"] == "1 of 4 · 25 %"
    assert values["Partners named right"] == "4 of 8 · 50 %"  # Bo's figures only, at the couch too
    view.menu.selected = 0  # the player: ‹ › shows the other profile
    press(window, arcade.key.LEFT)
    assert view.profile == "Ana"
    values = {row.label(): row.value() for row in view.menu.rows if row.value is not None}
    assert values["Games played"] == "6"
    assert values["Partners named right"] == "7 of 13 · 54 %"  # 5 × 1 + 2 at the couch
    # Ana's games list: her six, never one of Bo's alone
    games = show(window, GamesView("Ana", None, history=history))
    seen = [tuple(s.name for s in r.seats if s.kind == HUMAN) for r in games.rows]
    assert len(seen) == 6 and all("Ana" in names for names in seen)


def test_the_player_opens_on_their_own_name(window: Any, tmp_path: Path) -> None:
    from dataclasses import replace

    history = sample_history(tmp_path / "h.sqlite3", seed=3)
    window.apply_settings(replace(window.settings, player_name=FRIEND), save=False)
    view = show(window, StatsView(history=history))
    assert view.profile == FRIEND
    assert view.stats.games == history.count(None, FRIEND) < history.count(None, PLAYER)


def test_an_empty_history_says_what_to_do_and_draws_no_chart(window: Any, tmp_path: Path) -> None:
    view = show(window, StatsView(PLAYER, None, history=History(tmp_path / "h.sqlite3")))
    texts = shown(window)
    assert "No finished game yet for Alex. Play one from the main menu" in texts.replace("\n", " ")
    assert "Win rate" not in texts and "%" not in texts  # no chart, no bars, no figures
    assert [r.label() for r in view.menu.rows] == ["Player", "Play a game", "Back"]
    press(window, arcade.key.ENTER)  # "Play a game" is in focus: the main menu, to choose one
    assert type(window.current_view).__name__ == "MainMenuView"


def test_an_empty_page_of_one_game_says_so(window: Any, tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    history.add_game(game_of(("Ana",), True, WHEN))
    show(window, StatsView("Ana", "zwoggel", history=history))
    assert "No finished Zwoggel game yet for Ana." in shown(window).replace("\n", " ")


def test_the_keyboard_goes_through_pages_figures_and_the_games_list(window: Any, tmp_path: Path) -> None:
    history = sample_history(tmp_path / "h.sqlite3", seed=5)
    view = show(window, StatsView(PLAYER, None, history=history))
    assert view.game is None
    press(window, arcade.key.RIGHT)  # focus on the wins: → is the next page
    assert view.game == GAMES[0]
    assert view.chart.title.text == "Win rate, over time"
    press(window, arcade.key.DOWN)  # the first figure of Wink: its chart, its help
    label = view.menu.rows[view.menu.selected].label()
    assert label == "Partners named right"
    step(window)
    assert view.chart.title.text == "Partners named right, over time"
    assert "how often you named its holder" in shown(window)
    accusing = next(i for i, r in enumerate(view.menu.rows) if r.label() == "Accusations right")
    x, y = view.menu.center_x, view.menu.row_y(accusing)
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)  # the pointer over a figure: its help, its chart
    step(window)
    assert "Of your accusations, the share that pointed at a real wink." in shown(window)
    assert view.chart.title.text == "Accusations right, over time"
    press(window, arcade.key.LEFT)
    assert view.game is None
    press(window, arcade.key.LEFT)  # round the pages: the last game's
    assert view.game == GAMES[-1]
    while view.menu.rows[view.menu.selected].label() != "Every game played":
        press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)
    games = window.current_view
    assert isinstance(games, GamesView) and (games.profile, games.game) == (PLAYER, GAMES[-1])
    assert all(r.game == GAMES[-1] for r in games.rows)
    press(window, arcade.key.ESCAPE)
    assert window.current_view is view
    press(window, arcade.key.ESCAPE)
    assert type(window.current_view).__name__ == "MainMenuView"


def test_a_click_on_a_tab_shows_its_game(window: Any, tmp_path: Path) -> None:
    from ..drive import click

    view = show(window, StatsView(PLAYER, None, history=sample_history(tmp_path / "h.sqlite3", seed=5)))
    box = view.tabs.boxes[2]
    click(window, box.center_x, box.center_y)
    assert view.game == GAMES[1]


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_word_fits_at_every_size(window: Any, tmp_path: Path, size: tuple[int, int], lang: str) -> None:
    from dataclasses import replace

    from ..screen import layout_problems, pretend_size

    window.apply_settings(replace(window.settings, language=lang), save=False)
    history = sample_history(tmp_path / "h.sqlite3", seed=2)
    for view in (StatsView(PLAYER, "winkybilly", history=history), GamesView(PLAYER, None, history=history)):
        show(window, view)
        with pretend_size(window, *size):
            assert layout_problems(frame_texts(window), *size) == []


def test_a_damaged_history_is_named_in_one_line_and_the_screen_opens(window: Any) -> None:
    from game.store.files import settings_dir
    from game.store.history import FILE

    settings_dir().mkdir(parents=True, exist_ok=True)
    (settings_dir() / FILE).write_bytes(b"not a database, a damaged file" * 100)
    window.go("stats")
    window.fade_until = 0.0
    step(window)
    texts = shown(window)
    assert "history.bad-1.sqlite3" in texts  # the notice names where the damaged file was kept
    assert "No finished game yet for You" in texts.replace("\n", " ")
    assert (settings_dir() / "history.bad-1.sqlite3").exists()


def test_a_flat_share_is_charted_on_an_axis_from_none_to_all(window: Any) -> None:
    """Two games both lost: the win rate is 0 % twice, drawn on a 0–100 % axis, never on an axis
    whose labels repeat one value ("1 %, 1 %, 0 %, 0 %")."""
    from game.ui.practice.plot import LineChart

    chart = LineChart()
    chart.layout(arcade.LBWH(0, 0, 600, 300), 12)
    chart.show(
        "Win rate", "games", "none", [(1.0, 0.0), (2.0, 0.0)], lambda v: f"{v:.0f} %", 2, span=(0, 100)
    )
    labels = [t.text for t in chart.y_labels if t.text]
    assert labels[0] == "0 %" and labels[-1] == "100 %" and len(set(labels)) == len(labels)
