"""Tables keep themselves (after a human's and a bot's action, off the drawing path), finished
games go, resuming puts the same table back (a couch behind the right privacy screen), and the
menu offers Continue only when there is something to continue."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.games import game_spec
from game.i18n import tr
from game.store import saves as saves_module
from game.store.notices import take_notices
from game.store.saves import Shelf, save_record
from game.ui.headless import FRAME, step
from game.ui.kit.keeping import past_events
from game.ui.kit.table import TableView
from game.ui.screens.menu import MainMenuView
from game.ui.screens.saved_games import SavedGamesView
from game.ui.seating import table_setup

from .drive import press, start_wink, take_screen


def open_table(window: Any, game: str = "wink", humans: int = 1, seed: int = 3, players: int = 5) -> Any:
    setup = table_setup(game, seed, players, humans)
    view = window.go("table", setup)
    step(window)
    return view


def kept_games() -> list[Any]:
    return Shelf().games()


def flush(view: TableView[Any, Any]) -> None:
    assert view.keeping is not None
    assert view.keeping.writer.flush()


def until(view: TableView[Any, Any], done: Any, seconds: float = 30.0) -> None:
    """Advance the table's game time (no drawing) until `done()`."""
    for _ in range(int(seconds / FRAME)):
        if done():
            return
        view.on_fixed_update(FRAME)
    raise AssertionError("the table never got there")


def test_a_table_from_setup_saves_after_a_human_action_and_a_bot_action(window: Any) -> None:
    view = open_table(window)
    flush(view)
    (first,) = kept_games()
    assert first.state.history == []
    me = view.humans[0]
    until(view, lambda: bool(view.state.legal_actions(me)) or view.state.is_over())
    action = view.state.legal_actions(me)[0]
    before = len(view.state.history)
    assert view.act(action)
    flush(view)
    (after_human,) = kept_games()
    assert after_human.path == first.path and len(after_human.state.history) == before + 1
    assert after_human.state.history[-1] == action
    bots = [s for s in range(view.state.n) if s != me]
    acted = len(view.state.history)
    until(view, lambda: any(getattr(a, "seat", None) in bots for a in view.state.history[acted:]))
    flush(view)
    (after_bot,) = kept_games()
    assert after_bot.state.to_json() == view.state.to_json()
    view.close_table()


def test_a_scene_table_never_saves(window: Any, tmp_path: Path) -> None:
    view = start_wink(window)
    assert view.keeping is None
    until(view, lambda: len(view.state.history) > 0)
    assert not (tmp_path / "saves").exists()


def test_a_finished_game_removes_its_save(window: Any) -> None:
    view = open_table(window, "zwoggel", seed=5, players=3)
    flush(view)
    assert len(kept_games()) == 1
    engine, rng = game_spec("zwoggel").engine, random.Random(1)
    while not view.state.is_over():
        engine.random_step(view.state, rng)
    view.on_fixed_update(FRAME)  # the table sees the end
    assert view.keeping is not None
    view.keeping.writer.join()
    assert kept_games() == []
    view.close_table()


def test_leaving_keeps_the_game_and_says_so(window: Any) -> None:
    view = open_table(window)
    view.open_pause()
    view.pause.ask_quit()
    assert view.pause.note.text == tr("saves.kept")
    view.pause.on_quit()
    assert isinstance(window.current_view, MainMenuView)
    first_row = window.current_view.menu.rows[0].label()
    assert first_row == tr("saves.continue", game=tr("game.wink"), ago=tr("saves.just_now"))
    assert window.current_view.about_line().endswith(f"{view.setup.seats[0].name} + 4 bots · just now")


def test_the_writer_never_blocks_the_frame(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    slow = Shelf.write

    def sleepy(self: Shelf, path: Path, record: dict[str, Any]) -> None:
        time.sleep(0.4)
        slow(self, path, record)

    monkeypatch.setattr(Shelf, "write", sleepy)
    view = open_table(window, "winkybilly", seed=2, players=4)
    assert view.keeping is not None
    worst = 0.0
    for _ in range(40):
        start = time.perf_counter()
        view.keeping.save(view.state, view.clock)  # a save every frame, each write 0.4 s
        view.on_fixed_update(FRAME)
        worst = max(worst, time.perf_counter() - start)
    assert worst < 0.2  # the frame went on while the disk was slow
    flush(view)
    assert view.keeping.writer.written < 40  # the latest snapshot won
    (kept,) = kept_games()
    assert kept.state.to_json() == view.state.to_json()
    view.close_table()


def test_an_unwritable_save_is_one_notice_and_the_game_goes_on(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(self: Shelf, path: Path, record: dict[str, Any]) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Shelf, "write", broken)
    take_notices()
    window.notices.shown = []
    view = open_table(window)
    for _ in range(3):
        assert view.keeping is not None
        view.keeping.save(view.state, view.clock + 10)
        flush(view)
    window.notices.collect()
    said = tr("notice.save_unwritten", reason="Permission denied")
    assert [s.text for s in window.notices.shown] == [said]  # once, however many writes failed
    until(view, lambda: len(view.state.history) > 0)  # the game goes on
    view.close_table()


def keep_played(game: str, seed: int, humans: int, players: int, until_ok: Any) -> Path:
    """A game played by random steps until `until_ok(state)`, kept as a save of the data folder."""
    setup = table_setup(game, seed, players, humans)
    state = setup.new_state()
    engine, rng = game_spec(game).engine, random.Random(seed)
    while not until_ok(state):
        engine.random_step(state, rng)
        assert not state.is_over()
    shelf = Shelf()
    path = shelf.new_path(game)
    shelf.write(path, save_record(setup, state.to_json(), 33.0, time.time() - 300))
    return path


def test_resume_puts_the_same_table_back_and_it_plays_on(window: Any) -> None:
    path = keep_played("winkybilly", 4, 1, 4, lambda s: len(s.history) >= 12 and s.phase.name == "EXCHANGE")
    saved = Shelf().games()[0].state.to_json()
    view = window.go("resume", path)
    assert view.state.to_json() == saved
    assert view.clock == 33.0 and view.now == view.state.t  # the faces start at the game's clock
    assert view.keeping is not None and view.keeping.path == path
    past = [r.event for r in view.stage.log.records]  # the log has the game's past back
    assert past and past == past_events(game_spec("winkybilly").engine, view.state)
    assert any(e.kind == "swap" for e in past)
    step(window, 3)
    moves = len(view.state.history)
    until(view, lambda: len(view.state.history) > moves + 3)  # the bots play on
    flush(view)
    (kept,) = kept_games()
    assert kept.path == path and kept.state.to_json() == view.state.to_json()
    view.close_table()


def test_a_couch_resumes_behind_the_privacy_screen_of_the_human_whose_turn_it_is(window: Any) -> None:
    def second_humans_turn(state: Any) -> bool:
        obs = state.observation(None)
        return len(state.history) > 4 and obs["current"] == 1 and not obs["over"]

    path = keep_played("wink", 6, 2, 5, second_humans_turn)
    view = window.go("resume", path)
    step(window)
    assert view.couch and view.dealing == []  # no first looks again
    assert view.privacy_up() and view.shown_viewer() is None
    assert view.privacy.player == view.setup.seats[1].name
    assert "hand" not in view.drawn
    take_screen(window)
    step(window)
    assert view.shown_viewer() == 1
    view.close_table()


def test_a_couch_resumed_before_any_move_takes_its_first_looks(window: Any) -> None:
    path = keep_played("wink", 6, 2, 5, lambda s: True)
    view = window.go("resume", path)
    assert view.dealing == [0, 1] and view.privacy.player == view.setup.seats[0].name
    view.close_table()


def test_a_winkybilly_couch_resumed_mid_exchange_hands_the_screen_to_a_swapper(window: Any) -> None:
    def swapping(s: Any) -> bool:
        return len(s.history) >= 6 and s.phase.name == "EXCHANGE" and not any(s.done[h] for h in (0, 1))

    path = keep_played("winkybilly", 8, 2, 4, swapping)
    view = window.go("resume", path)
    step(window)
    assert view.privacy_up() and view.shown_viewer() is None
    assert view.privacy.player in (view.setup.seats[0].name, view.setup.seats[1].name)
    view.close_table()


def test_a_damaged_save_at_resume_goes_aside_and_the_menu_comes(window: Any) -> None:
    path = keep_played("wink", 2, 1, 5, lambda s: len(s.history) > 2)
    path.write_text("{ not json")
    take_notices()
    window.go("resume", path)
    assert isinstance(window.current_view, MainMenuView)
    assert [n.key for n in take_notices()] == ["notice.save_damaged"]
    assert not path.exists()


def test_the_menu_offers_continue_only_with_a_kept_game(window: Any) -> None:
    menu = MainMenuView()
    assert menu.menu is not None and menu.menu.rows[0].label() == tr("menu.wink")
    keep_played("wink", 2, 1, 5, lambda s: len(s.history) > 2)
    menu = MainMenuView()
    assert menu.menu is not None
    assert menu.menu.rows[0].label() == tr("saves.continue", game=tr("game.wink"), ago="5 minutes ago")
    assert "+ 4 bots · 5 minutes ago" in menu.about_line()
    assert menu.menu.rows[1].label() == tr("menu.wink")  # one kept game: no list
    keep_played("zwoggel", 3, 1, 3, lambda s: len(s.history) > 2)
    menu = MainMenuView()
    assert menu.menu is not None
    assert menu.menu.rows[1].label() == tr("saves.saved_games", count=2)
    window.show_view(menu)
    press(window, arcade.key.ENTER)  # Continue: the newest
    assert isinstance(window.current_view, TableView) and window.current_view.setup.game == "zwoggel"
    window.current_view.close_table()


def test_the_saved_games_list_deletes_one_after_asking(window: Any) -> None:
    older = keep_played("wink", 2, 1, 5, lambda s: len(s.history) > 2)
    time.sleep(0.01)
    newer = keep_played("zwoggel", 3, 1, 3, lambda s: len(s.history) > 2)
    assert older != newer
    view = SavedGamesView()
    window.show_view(view)
    step(window)
    assert [g.path for g in view.kept] == [newer, older]
    press(window, arcade.key.DOWN)  # the older one
    press(window, arcade.key.DELETE)
    assert view.asking and view.chosen is not None and view.chosen.path == older
    press(window, arcade.key.ENTER)  # "No, keep it" comes first
    assert older.exists() and not view.asking
    press(window, arcade.key.D)
    press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)  # yes
    assert not older.exists() and newer.exists()
    assert [g.path for g in view.kept] == [newer]
    menu = view.menu
    assert menu is not None
    row_y = menu.row_y(0)
    from .drive import click

    click(window, window.width / 2, row_y)  # a click on a game: what to do with it
    assert view.chosen is not None and view.chosen.path == newer
    press(window, arcade.key.ESCAPE)
    assert view.chosen is None
    assert saves_module.FORMAT == 1


def test_a_zwoggel_couch_resumes_behind_the_privacy_screen_of_the_human_whose_turn_it_is(window: Any) -> None:
    def second_humans_turn(state: Any) -> bool:
        obs = state.observation(None)
        return len(state.history) > 3 and obs["current"] == 1

    path = keep_played("zwoggel", 4, 2, 3, second_humans_turn)
    view = window.go("resume", path)
    step(window)
    assert view.couch and view.dealing == []
    assert view.privacy_up() and view.privacy.player == view.setup.seats[1].name
    view.close_table()
