"""The games played: newest first, a page at a time, a game opened to watch it (a recording made
here) or to see the moments missed; a game whose recording is gone says so and opens nothing."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.cli.main import main
from game.store.history import BOT, HUMAN, LOST, WON, GameRow, History, SeatRow
from game.ui.headless import step
from game.ui.stats.games import GamesView

from ..drive import click, press
from ..screen import frame_texts

WHEN = datetime(2026, 11, 1, 20, 0, tzinfo=timezone(timedelta(hours=1)))


def recorded(capsys: pytest.CaptureFixture[str]) -> Path:
    """A real recording of a Wink game of bots, kept as a finished table keeps it (in this test's
    data folder), by `simulate --record`."""
    args = ["simulate", "wink", "--bots", "normal", "--players", "4", "--games", "1", "--seed", "3"]
    assert main([*args, "--record", "--as-player", "Ana"]) == 0
    capsys.readouterr()
    with History() as kept:
        (row,) = kept.games()
    assert row.recording is not None and row.recording.is_file()
    return row.recording


def game(at: datetime, recording: Path | None, name: str = "wink", seat: int = 1) -> GameRow:
    seats = [SeatRow(i, f"Bot {i}", BOT, "expert", LOST, 2, 1) for i in range(4)]
    seats[seat] = SeatRow(seat, "Ana", HUMAN, None, WON, 1, 5)
    return GameRow(name, {}, at, 75.0, tuple(seats), {"Ana": {}}, recording)


class Went:
    """The window's `go`, noted instead of followed."""

    def __init__(self) -> None:
        self.calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        self.calls.append((args, kwargs))


def shown(window: Any) -> str:
    return " | ".join(d.text for d in frame_texts(window))


def test_a_game_opens_its_replay_and_one_without_recording_says_why(
    window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = recorded(capsys)
    history = History(tmp_path / "h.sqlite3")
    history.add_game(game(WHEN + timedelta(hours=3), kept))  # the newest: watchable
    history.add_game(game(WHEN + timedelta(hours=2), None))  # beyond the cap: no recording
    history.add_game(game(WHEN + timedelta(hours=1), tmp_path / "gone.jsonl.gz"))  # its file lost
    history.add_game(game(WHEN, kept, "zwoggel"))  # no reel of missed moments for Zwoggel
    view = GamesView("Ana", None, history=history)
    window.show_view(view)
    step(window)
    went = Went()
    monkeypatch.setattr(window, "go", went)
    press(window, arcade.key.ENTER)
    assert went.calls == [(("replay", kept), {"seat": 1, "back": view})]
    press(window, arcade.key.M)
    assert went.calls[-1] == (("missed-winks", kept, 1), {"back": view})
    assert "Bot 0 (expert) 1 · Ana 5 · Bot 2 (expert) 1 · Bot 3 (expert) 1" in shown(
        window
    )  # the chosen game's seats
    press(window, arcade.key.DOWN)  # the game whose recording the cap dropped
    assert "no longer kept" in shown(window)
    press(window, arcade.key.ENTER)
    press(window, arcade.key.M)
    assert len(went.calls) == 2
    assert not view.buttons.buttons[1].enabled  # "Watch" greyed
    press(window, arcade.key.DOWN)
    assert "missing from the data folder" in shown(window)
    press(window, arcade.key.ENTER)
    assert len(went.calls) == 2
    press(window, arcade.key.DOWN)  # Zwoggel: watched, but no reel
    press(window, arcade.key.M)
    assert len(went.calls) == 2
    box = view.buttons.boxes[1]  # the Watch button, clicked
    click(window, box.center_x, box.center_y)
    assert went.calls[-1] == (("replay", kept), {"seat": 1, "back": view})  # the Zwoggel game
    row = view.table.row_box(0)
    click(window, row.center_x, row.center_y)  # a click picks the first game, a second watches it
    assert view.table.selected == 0 and len(went.calls) == 3
    click(window, row.center_x, row.center_y)
    assert len(went.calls) == 4 and went.calls[-1][0] == ("replay", kept)


def test_the_list_is_read_a_page_at_a_time_newest_first(
    window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    history = History(tmp_path / "h.sqlite3")
    for i in range(45):
        history.add_game(game(WHEN + timedelta(minutes=i), None))
    asked: list[tuple[int, int]] = []
    read = history.games

    def games(*args: Any, limit: int = 50, offset: int = 0) -> list[GameRow]:
        asked.append((limit, offset))
        return read(*args, limit=limit, offset=offset)

    monkeypatch.setattr(history, "games", games)
    view = GamesView("Ana", None, history=history)
    window.show_view(view)
    step(window)
    per = view.per_page
    assert 5 <= per < 45 and all(limit == per for limit, _ in asked)
    first = [r.played_at for r in view.rows]
    assert first == sorted(first, reverse=True) and first[0] == WHEN + timedelta(minutes=44)
    press(window, arcade.key.PAGEDOWN)
    assert view.page == 1 and view.rows[0].played_at == WHEN + timedelta(minutes=44 - per)
    for _ in range(per):
        press(window, arcade.key.DOWN)  # over the page's last row: the next page's first
    assert view.page == 2 and view.table.selected == 0
    press(window, arcade.key.UP)
    assert view.page == 1 and view.table.selected == per - 1
    assert all(limit == per for limit, _ in asked)
    assert f"page 2 of {view.pages}" in shown(window)


def test_an_empty_list_says_so_and_opens_nothing(
    window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = GamesView("Ana", None, history=History(tmp_path / "h.sqlite3"))
    window.show_view(view)
    step(window)
    went = Went()
    monkeypatch.setattr(window, "go", went)
    press(window, arcade.key.ENTER)
    press(window, arcade.key.M)
    press(window, arcade.key.PAGEDOWN)
    assert went.calls == [] and view.page == 0
    assert "No game to list yet" in shown(window)
    assert not any(b.enabled for b in view.buttons.buttons[:4])
