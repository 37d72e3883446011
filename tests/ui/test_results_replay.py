"""The results screen offers the finished game again: "Watch again" (its replay, through the
human's eyes) and, in a game whose faces signal, the reel of the moments the human missed; both
come back to the results. Until the game is kept the rows wait; a game not kept says so."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.store.history import History
from game.store.keep import KeptGame, keep_game
from game.ui.replay import replay_setup
from game.ui.replays.reel import MissedWinksView
from game.ui.replays.sample import wink_recording
from game.ui.replays.screen import ReplayView
from game.ui.screens.results import ResultsView

from .drive import press, select_row

HUMAN = 1


@pytest.fixture(scope="module")
def recorded() -> Any:
    return wink_recording(5, seed=3)


def results_of(recorded: Any, kept: KeptGame | None, humans: tuple[int, ...] = (HUMAN,)) -> ResultsView:
    setup = replay_setup(recorded)
    seats = tuple(replace(s, kind="human") if i in humans else s for i, s in enumerate(setup.seats))
    setup = replace(setup, seats=seats)
    state = recorded.table().state
    for _t, action in recorded.actions[len(state.history) :]:
        state.apply(action)
    assert state.is_over()
    return ResultsView(setup, state, recording=kept)


def kept_game(recorded: Any) -> KeptGame:
    text = "\n".join(json.dumps(r) for r in recorded.records)
    kept = KeptGame()
    with History() as history:
        kept.row = keep_game(text, history, humans=[HUMAN])
    kept.done.set()
    return kept


def labels(view: ResultsView) -> list[str]:
    assert view.menu is not None
    return [row.label() for row in view.menu.rows]


def test_watch_again_opens_the_replay_through_the_humans_eyes_and_comes_back(
    window: Any, tmp_path: Path, recorded: Any
) -> None:
    kept = kept_game(recorded)
    assert kept.recording is not None and kept.recording.exists()
    results = results_of(recorded, kept)
    window.show_view(results)
    assert labels(results)[2:] == ["Watch again", "Winks you missed", "Main menu"]
    select_row(window, "Watch again")
    press(window, arcade.key.ENTER)
    replay = window.current_view
    assert isinstance(replay, ReplayView) and replay.problem is None
    assert replay.replay is not None and replay.replay.seat == HUMAN
    press(window, arcade.key.ESCAPE)
    assert window.current_view is results


def test_the_missed_winks_reel_is_the_humans(window: Any, tmp_path: Path, recorded: Any) -> None:
    results = results_of(recorded, kept_game(recorded))
    window.show_view(results)
    select_row(window, "Winks you missed")
    press(window, arcade.key.ENTER)
    reel = window.current_view
    assert isinstance(reel, MissedWinksView) and reel.seat == HUMAN
    press(window, arcade.key.ESCAPE)
    assert window.current_view is results


def test_on_a_couch_the_reel_row_names_whose_moments(window: Any, tmp_path: Path, recorded: Any) -> None:
    results = results_of(recorded, kept_game(recorded), humans=(1, 3))
    window.show_view(results)
    select_row(window, "Winks you missed")
    assert results.menu is not None
    row = results.menu.rows[results.menu.selected]
    assert row.value is not None and row.value() == recorded.names[1]
    press(window, arcade.key.RIGHT)
    assert row.value() == recorded.names[3]
    press(window, arcade.key.ENTER)
    assert isinstance(window.current_view, MissedWinksView) and window.current_view.seat == 3


def test_the_rows_wait_for_the_keeping_and_say_when_it_failed(
    window: Any, tmp_path: Path, recorded: Any
) -> None:
    keeping = KeptGame()
    results = results_of(recorded, keeping)
    window.show_view(results)
    assert results.menu is not None
    row = results.menu.rows[2]
    assert row.label() == "Watch again (keeping the game…)" and not row.enabled()
    with pytest.raises(AssertionError, match="no row"):
        select_row(window, row.label())  # the arrows pass over it
    results.watch_again()
    assert window.current_view is results  # nothing to watch yet
    keeping.done.set()  # kept without a row: it could not be kept
    assert row.label().startswith("No replay") and not row.enabled()


def test_a_game_that_keeps_nothing_offers_no_replay(window: Any, recorded: Any) -> None:
    assert labels(results_of(recorded, None)) == ["Play this deal again", "Play a new deal", "Main menu"]
