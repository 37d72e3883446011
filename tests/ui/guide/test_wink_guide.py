"""Wink's guided game played with input events only: to its end, skipped at every step, mistaken
moves refused and explained, left and resumed, its progress kept per profile, the first-start offer."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.guides.run import DONE, OVER
from game.guides.wink.lesson import STEPS
from game.i18n import tr
from game.rules.wink import Call
from game.store.notices import take_notices
from game.ui.guide.keeping import flush, load_progress
from game.ui.guide.offer import GuideOfferView
from game.ui.guide.table import GuidedTable
from game.ui.headless import step
from game.ui.screens.menu import MainMenuView
from game.ui.screens.setup import SetupView
from game.ui.tables.wink.table import WinkTableView

from ..drive import click, press
from .play import answer, centre, key_of, point_at, watch, wink_hands

NAMES = ("Margot", "Hugo", "Camille")


def open_guide(window: Any) -> Any:
    view = window.go("guide", "wink")
    assert isinstance(view, GuidedTable)
    step(window)
    return view


def a_working_real_table(window: Any, you: str, play: bool = True) -> WinkTableView:
    """The real game dealt after a guide: the same seats, a new deal, live (kept as a real game);
    with `play`, the bots play until the player's turn, and the player calls a card."""
    view: Any = window.current_view
    assert isinstance(view, WinkTableView) and not isinstance(view, GuidedTable)
    assert [s.name for s in view.setup.seats] == [you, *NAMES]
    assert view.source.live and not view.state.history and view.keeping is not None
    step(window, 3)
    state = view.state
    if not play:
        return view
    if state.current != 0:
        watch(window, view, lambda: state.current == 0, most_s=60)  # type: ignore[arg-type]
    number = next(a.number for a in state.legal_actions(0) if isinstance(a, Call))
    box = view.grid.box(number)
    click(window, box[0], box[1])
    assert state.history and state.history[-1] == Call(0, number)  # the player's own call
    return view


def test_the_guide_played_to_its_end_with_clicks_and_keys_ends_on_a_real_table(window: Any) -> None:
    view = open_guide(window)
    assert view.run.index == 0 and "guide" in view.drawn
    seen = []
    for i in range(200):
        if view.run.over:
            break
        seen.append(view.run.step.name)
        answer(window, view, wink_hands, by_click=i % 2 == 1)  # Next by Space and by its button
        assert view.run.mistakes == 0
    assert view.run.phase == OVER
    assert list(dict.fromkeys(seen)) == [s.name for s in STEPS]  # every step, in order
    state = view.state
    assert state.scores()[0] == 7  # 24 named, 13 by accusation (2), 17 named by Margot, 3 cards left
    assert tr("guide.wink.closing") == view.layer.line.text
    flush()
    assert load_progress().of(tr("setup.you"), "wink").done
    press(window, arcade.key.ENTER)  # "Play a real game"
    a_working_real_table(window, tr("setup.you"))


@pytest.mark.parametrize("at", range(len(STEPS)))
def test_skip_at_any_step_deals_a_real_game_at_the_same_seats(window: Any, at: int) -> None:
    load_progress().reached(tr("setup.you"), "wink", STEPS[at].name)
    flush()
    view = open_guide(window)
    assert view.run.step.name == STEPS[at].name  # the table brought there
    skip = view.layer.skip.boxes[0]
    click(window, skip.center_x, skip.center_y)
    flush()
    assert load_progress().of(tr("setup.you"), "wink").skipped
    a_working_real_table(window, tr("setup.you"), play=at % 5 == 0)


def test_a_mistaken_move_is_refused_explained_and_the_step_still_waits(window: Any) -> None:
    view = open_guide(window)
    while view.run.step.name != "call":
        answer(window, view, wink_hands)
    box = view.grid.box(10)  # not the card of the lesson
    click(window, box[0], box[1])
    assert not view.state.history  # not played
    assert view.run.step.name == "call" and view.run.mistake == "guide.wink.call_mistake"
    assert view.layer.mistake.text == tr("guide.wink.call_mistake", number=24)
    assert window.sounds.played[-1][0] == "wrong"
    click(window, *centre(view, ("card", 24)))  # tried again: the move the step wants
    assert view.state.history[-1].number == 24 and view.layer.mistake.text == ""
    while view.run.step.name != "accuse":
        answer(window, view, wink_hands)
    click(window, *centre(view, ("seat", 1)))  # Margot is not the one who winked
    if view.prompt.open:
        box = view.prompt.boxes[0]
        click(window, box.center_x, box.center_y)
    assert view.run.step.name == "accuse" and view.run.mistake == "guide.wink.accuse_mistake"
    assert view.state.accuse_left[0] == 4  # no card spent on it
    assert (
        tr("guide.wink.accuse_mistake", winker="Camille", number=13, caller="Hugo") == view.layer.mistake.text
    )
    press(window, arcade.key.SPACE)  # Next is not this step's end either
    assert view.run.step.name == "accuse"
    answer(window, view, wink_hands)
    assert view.state.accuse_left[0] == 3 and view.run.mistake == ""


def test_leave_at_a_step_and_come_back_to_it(window: Any) -> None:
    view = open_guide(window)
    while view.run.step.name != "wink_back":
        answer(window, view, wink_hands)
    history = list(view.state.history)
    press(window, arcade.key.ESCAPE)  # the pause menu: Leave
    assert view.paused
    view.pause.menu.selected = [r.label() for r in view.pause.menu.rows].index(tr("pause.quit_to_menu"))
    press(window, arcade.key.ENTER)
    assert view.pause.note.text == tr("saves.kept")  # "Leave this game?" says it is kept
    press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)  # yes
    assert isinstance(window.current_view, MainMenuView)
    again = open_guide(window)
    assert again.run.step.name == "wink_back"
    assert again.state.history == history  # the script's moves replayed up to it
    answer(window, again, wink_hands)  # and it goes on from there: the wink is seen
    assert again.run.step.name == "wink_back" and again.run.phase == DONE


def test_progress_is_kept_per_profile_and_a_damaged_file_never_stops_the_guide(window: Any) -> None:
    window.apply_settings(replace(window.settings, player_name="Ana"), save=False)
    view = open_guide(window)
    for _ in range(3):
        answer(window, view, wink_hands)
    flush()
    assert load_progress().of("Ana", "wink").step == STEPS[3].name
    window.apply_settings(replace(window.settings, player_name="Bo"), save=False)
    assert open_guide(window).run.index == 0  # Bo's own guide
    assert open_guide(window).setup.seats[0].name == "Bo"
    window.apply_settings(replace(window.settings, player_name="Ana"), save=False)
    assert open_guide(window).run.index == 3
    path = Path(os.environ["WINKHOUSE_DATA_DIR"]) / "guides.json"
    path.write_text("{ not json", encoding="utf-8")
    take_notices()
    window.notices.shown.clear()
    view = open_guide(window)
    assert view.run.index == 0  # forgotten, not stopped
    said = tr("notice.store_damaged", file="guides.json", aside="guides.bad-1.json")
    assert [s.text for s in window.notices.shown] == [said]
    assert (path.parent / "guides.bad-1.json").read_text(encoding="utf-8") == "{ not json"  # kept
    answer(window, view, wink_hands)
    flush()
    assert json.loads(path.read_text(encoding="utf-8"))["profiles"]["Ana"]["wink"]["step"] == STEPS[1].name


def start_wink_from_menu(window: Any) -> Any:
    window.show_view(MainMenuView())
    step(window)
    menu = window.current_view.menu
    menu.selected = next(i for i, r in enumerate(menu.rows) if r.label() == tr("menu.wink"))
    press(window, arcade.key.ENTER)
    return window.current_view


def test_the_first_start_offers_the_guide_once_until_declined_or_done(window: Any) -> None:
    offer = start_wink_from_menu(window)
    assert isinstance(offer, GuideOfferView)
    press(window, arcade.key.ENTER)  # yes
    assert isinstance(window.current_view, GuidedTable)
    assert isinstance(start_wink_from_menu(window), GuideOfferView)  # opened is not settled
    press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)  # no thanks
    assert isinstance(window.current_view, SetupView)
    assert isinstance(start_wink_from_menu(window), SetupView)  # remembered
    window.apply_settings(replace(window.settings, player_name="Cy"), save=False)
    assert isinstance(start_wink_from_menu(window), GuideOfferView)  # another profile is asked
    progress = load_progress()
    progress.finished("Cy", "wink")
    flush()
    assert isinstance(start_wink_from_menu(window), SetupView)  # done: not asked again


def test_the_setup_and_the_rules_open_the_guided_game(window: Any) -> None:
    setup = window.go("setup", "wink")
    rows = [r.label() for r in setup.menu.rows]
    setup.menu.selected = rows.index(tr("guide.entry"))
    press(window, arcade.key.ENTER)
    assert isinstance(window.current_view, GuidedTable)
    rules = window.go("rules", back="menu", doc="wink-en")
    step(window)
    b = rules.guide.row.boxes[0]
    click(window, b.center_x, b.center_y)
    assert isinstance(window.current_view, GuidedTable)
    window.go("rules", back="menu", doc="zwoggel")
    step(window)
    press(window, arcade.key.G)  # Zwoggel's rules open Zwoggel's guided game
    assert isinstance(window.current_view, GuidedTable) and window.current_view.guide.game == "zwoggel"


def test_a_guided_table_shows_no_first_time_hint_and_leaves_it_for_the_real_game(window: Any) -> None:
    assert not window.settings.gaze_hint_seen
    view = open_guide(window)
    step(window, 5)
    assert not view.stage.hint.open  # the guide says what the bots see when it is needed
    assert not window.settings.gaze_hint_seen
    view.press("skip")
    real: Any = window.current_view
    assert isinstance(real, WinkTableView) and not isinstance(real, GuidedTable)
    assert real.stage.hint.open and window.settings.gaze_hint_seen  # the first real game shows it


def test_winking_back_the_table_says_wink_now_and_a_watched_wink_is_refused(window: Any) -> None:
    view = open_guide(window)
    while view.run.step.name != "wink_back":
        answer(window, view, wink_hands)
    lines: set[str] = set()

    def read() -> bool:
        lines.update(m.text for m in view.stage.moments.current(0, view.now))
        return False

    with pytest.raises(AssertionError):
        watch(window, view, read, most_s=9.0)  # the player only watches, through Margot's looks
    key = view.key_name("wink")
    assert tr("moment.wink_now", name="Margot", key=key) in lines  # the table agrees with the guide
    called = tr("moment.wink_called", name="Margot", number=17, key=key)
    assert lines <= {called, tr("moment.wink_now", name="Margot", key=key)}  # never "wait: Hugo looks too"
    source: Any = view.source
    social = source.director.social
    social.look(1, 0, hold=5.0)  # Margot looks at the player, and Hugo too
    social.look(2, 0, hold=5.0)
    watch(window, view, lambda: source.seen_by(0, view.now) == (1, 2))
    point_at(window, view, 1)
    press(window, key_of(window, "wink"))
    assert view.run.step.name == "wink_back" and view.run.mistake == "guide.wink.wink_back_mistake"
    assert view.layer.mistake.text == tr("guide.wink.wink_back_mistake", caller="Margot", key_wink=key)
    assert not any(s.seat == 0 for s in social.signals)  # the wink was not made: not counted
    answer(window, view, wink_hands)  # Hugo looks away again: the wink Margot alone sees
    assert view.run.phase == DONE and view.run.mistake == ""


def test_a_guided_game_is_never_kept_as_an_unfinished_game(window: Any, tmp_path: Path) -> None:
    """Only its progress lasts: asked to keep itself (as setup's and the benchmark's tables are),
    a guided table writes no save, and the menu offers no "Continue" for it."""
    from game.store.saves import Shelf

    view = open_guide(window)
    shelf = Shelf(tmp_path / "saves")
    view.keep(shelf)
    press(window, arcade.key.SPACE)
    step(window, 30)
    assert view.keeping is None
    assert shelf.games() == []
