"""Watch the bots, driven by input events: opened from the main menu through its choice (kept in
the settings), a game of bots that plays, every seat's hand laid at its seat from its own
observation, winks ringed and worded as they happen, pause, the speeds, the next game, and leaving
to the menu; the reveal read nowhere but in this screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade

from game.ui.headless import FRAME, step
from game.ui.screens.menu import MainMenuView
from game.ui.watch.choice import WatchChoice, read_choice
from game.ui.watch.choose import WatchChoiceView
from game.ui.watch.screen import SPEEDS, WatchBotsView

from ..drive import press, select_row

GAME_DIR = Path(__file__).parents[3] / "game"


def open_watch(window: Any) -> WatchBotsView:
    """From the main menu: "Watch the bots", the level moved to expert, then Watch."""
    window.show_view(MainMenuView())
    step(window)
    select_row(window, "Watch the bots")
    press(window, arcade.key.ENTER)
    assert isinstance(window.current_view, WatchChoiceView)
    select_row(window, "Level")
    press(window, arcade.key.RIGHT)  # normal -> expert
    select_row(window, "Watch")
    press(window, arcade.key.ENTER)
    view = window.current_view
    assert isinstance(view, WatchBotsView)
    return view


def play_until(window: Any, view: WatchBotsView, done: Any, seconds: float = 120.0) -> None:
    for _ in range(int(seconds / FRAME)):
        if done():
            return
        step(window)
    raise AssertionError("it never happened")


def test_opened_from_the_menu_the_choice_is_kept_and_every_seat_is_an_expert_bot(window: Any) -> None:
    view = open_watch(window)
    choice = read_choice(window.settings.watch_bots)
    assert choice.levels == ("expert",) and choice.game == view.choice.game
    table = view.table
    assert table.humans == [] and not table.source.live  # nobody plays: no move, no results, nothing kept
    assert [s.difficulty for s in table.setup.seats] == ["expert"] * choice.players
    assert table.keeping is None and table.recorder is None


def test_the_game_plays_and_every_hand_lies_face_up_at_its_seat(window: Any) -> None:
    view = open_watch(window)
    state = view.table.state
    play_until(window, view, lambda: len(state.history) >= 3)
    step(window)
    held = sum(len(state.observation(s)["hand"]) + len(state.observation(s)["dead"]) for s in range(state.n))
    assert held > 0 and len(view.truth.cards) == held  # every seat's cards, from its own observation


def test_a_wink_is_ringed_and_said_while_it_happens(window: Any) -> None:
    view = open_watch(window)
    watched = view.watched
    assert watched is not None

    def winking() -> bool:
        return any(s.on(watched.now) for s in watched.sightings.shown(watched.now))

    play_until(window, view, winking, seconds=300.0)
    step(window)
    shown = watched.sightings.shown(watched.now)
    assert len(view.truth.rings) == 2 * len(shown)  # round the face that winks, and its target's
    newest, names = shown[-1], watched.names
    assert view.lines[0].text.startswith(f"{names[newest.seat]} winks at {names[newest.target]}")


def test_pause_holds_the_game_and_space_plays_on(window: Any) -> None:
    view = open_watch(window)
    step(window, 10)
    press(window, arcade.key.SPACE)
    assert not view.playing
    t = view.watched.now if view.watched else 0.0
    step(window, 60)
    assert view.watched is not None and view.watched.now == t
    press(window, arcade.key.SPACE)
    step(window, 60)
    assert view.watched.now > t


def test_the_speeds_run_the_game_from_a_quarter_to_four_times(window: Any) -> None:
    view = open_watch(window)
    for key, speed in ((arcade.key.KEY_1, SPEEDS[0]), (arcade.key.KEY_5, SPEEDS[-1])):
        press(window, key)
        assert view.watched is not None
        t = view.watched.now
        step(window, 60)
        assert abs((view.watched.now - t) - speed) < 0.05  # a second of the screen: `speed` of the game
    press(window, arcade.key.BRACKETLEFT)
    assert SPEEDS[view.speed] == 2.0


def test_next_game_deals_another_and_leave_goes_back_to_the_menu(window: Any) -> None:
    view = open_watch(window)
    first = view.table.state
    press(window, arcade.key.N)
    assert view.games == 2 and view.table.state is not first
    press(window, arcade.key.ESCAPE)  # back to the choice
    assert view.watched is None
    assert isinstance(window.current_view, WatchChoiceView)
    press(window, arcade.key.ESCAPE)
    assert isinstance(window.current_view, MainMenuView)


def test_a_game_over_goes_on_to_the_next(window: Any) -> None:
    view = WatchBotsView(WatchChoice(view_game(), 4, ("expert",)), seed=4)
    window.show_view(view)
    state = view.table.state
    while not state.is_over():
        view.on_fixed_update(1.0)  # (a second of game time a step: to the end quickly)
    step(window, int(5 / FRAME))
    assert view.games == 2 and not view.table.state.is_over()


def view_game() -> str:
    from game.ui.watch.choice import watchable

    return watchable()[0]


def test_the_reveal_is_read_only_by_the_watch_screen() -> None:
    """Who holds what (a spec's `holdings`) is asked nowhere but in game/ui/watch/: no live table,
    log or bot with a human at it ever sees it."""
    readers = [
        str(path.relative_to(GAME_DIR))
        for path in GAME_DIR.rglob("*.py")
        if ".holdings(" in path.read_text(encoding="utf-8")
    ]
    assert readers == ["ui/watch/screen.py"]
