"""WinkyBilly's guided game played in the window with input events only: to its end and into a
real game, skipped at every step, and its mistaken moves refused and explained."""

from __future__ import annotations

from typing import Any, cast

import arcade

from game.guides.run import WAITING
from game.guides.winkybilly.lesson import STEPS
from game.guides.winkybilly.table import COWBOY, HUGO, INES, ROSA, SHERIFF, THEIR_SIGNAL, YOU
from game.i18n import tr
from game.rules.winkybilly import type_name
from game.ui.guide.keeping import flush
from game.ui.guide.offer import GuideOfferView
from game.ui.guide.table import SKIP_KEY, GuidedTable
from game.ui.headless import step
from game.ui.screens.menu import MainMenuView
from game.ui.tables.winkybilly.table import WinkyBillyTableView
from game.ui.tables.winkybilly.teams import team_signals

from ..drive import press
from ..tables.winkybilly.drive import drag, hand_xy, saloon_xy, tick
from .play import answer, key_of, point_at, watch
from .winkybilly_hands import open_at, winkybilly_hands

NAMES = ("Alex", "Inès", "Hugo", "Rosa")


def words(key: str, **extra: str) -> str:
    names = {"partner": "Hugo", "opponent": "Inès", "signaller": "Rosa"}
    keys = {"key_signal": "S", "key_winky": "Y", "key_contre_winky": "C"}
    wanted = tr(key)
    return tr(key, **{k: v for k, v in {**names, **keys, **extra}.items() if f"{{{k}}}" in wanted})


def at(table: GuidedTable, name: str) -> None:
    assert (table.run.step.name, table.run.phase) == (name, WAITING)


def a_real_game(window: Any) -> WinkyBillyTableView:
    """The window shows a real WinkyBilly table at the guide's seats, and it plays on."""
    view = window.current_view
    assert isinstance(view, WinkyBillyTableView) and not isinstance(view, GuidedTable)
    assert view.state.names == NAMES and view.setup.humans() == [YOU]
    assert view.state.config.idle_timeout_s == 5.0 and not view.state.history  # the game's defaults
    tick(window, 60 * 12)  # the countdown, then the bots swap (fixed updates only)
    assert view.state.phase.name in ("EXCHANGE", "COUNTDOWN") and view.state.history
    step(window)
    assert "saloon" in view.drawn
    return view


def test_the_guide_played_to_its_end_with_input_events_then_a_real_game(window: Any) -> None:
    table = open_at(window, 0)
    run, state = table.run, table.state
    assert team_signals(table.setup) == {0: "nod", 1: THEIR_SIGNAL}  # the deal's number draws the tilt
    assert "guide" in table.drawn and table.layer.line.text == words("guide_winkybilly.countdown")
    seen: list[str] = []
    while not run.over:
        seen.append(run.step.name)
        answer(window, table, winkybilly_hands, by_click=len(seen) % 2 == 1)
    assert list(dict.fromkeys(seen)) == [s.name for s in STEPS]
    # the lessons happened at the table: the set swapped, the team's two WINKYs, the CONTRE
    calls = [(c.seat, c.call, c.target, c.right) for c in state.calls]
    assert calls == [(HUGO, "winky", YOU, True), (YOU, "winky", HUGO, True), (YOU, "contre", ROSA, True)]
    assert state.tokens == [6, 3]
    social = table.source.social
    made = [(s.seat, s.kind, s.target) for s in social.past + social.signals if s.target is not None]
    assert (YOU, "nod", HUGO) in made and (HUGO, "nod", YOU) in made and (ROSA, THEIR_SIGNAL, INES) in made
    assert table.layer.over and table.layer.line.text == tr("guide_winkybilly.closing")
    press(window, arcade.key.ENTER)  # "Play a real game"
    a_real_game(window)


def test_skip_guide_at_each_step_deals_a_working_real_game(window: Any) -> None:
    for index, s in enumerate(STEPS):
        table = open_at(window, index)  # as a player who left the guide there resumes it
        at(table, s.name)
        if index >= 2:
            assert [type_name(c) for c in table.state.hands[YOU]].count("sheriff") in (0, 4)
        b = table.layer.skip.boxes[0]
        window.dispatch_event("on_mouse_press", b.center_x, b.center_y, arcade.MOUSE_BUTTON_LEFT, 0)
        window.dispatch_event("on_mouse_release", b.center_x, b.center_y, arcade.MOUSE_BUTTON_LEFT, 0)
        step(window)
        a_real_game(window)


def test_a_wrong_swap_is_refused_explained_and_tried_again(window: Any) -> None:
    table = open_at(window, 1)
    at(table, "swap")
    hand, saloon = list(table.state.hands[YOU]), list(table.state.saloon)
    prospector = saloon[0]
    drag(window, hand_xy(table, COWBOY), saloon_xy(table, prospector))
    step(window)
    assert table.state.hands[YOU] == hand and table.state.saloon == saloon  # not played
    assert table.layer.mistake.text == words("guide_winkybilly.mistake.wrong_swap")
    at(table, "swap")
    drag(window, hand_xy(table, COWBOY), saloon_xy(table, SHERIFF))
    step(window)
    assert sorted(type_name(c) for c in table.state.hands[YOU]) == ["sheriff"] * 4
    assert table.run.step.name == "swap" and table.run.phase != WAITING and table.layer.mistake.text == ""


def test_a_signal_at_an_opponent_is_refused_and_no_face_moves(window: Any) -> None:
    table = open_at(window, 3)
    at(table, "signal")
    point_at(window, table, ROSA)
    press(window, key_of(window, "signal"))
    assert not [s for s in table.source.social.signals if s.seat == YOU and s.target is not None]
    assert table.layer.mistake.text == words("guide_winkybilly.mistake.signal_opponent")
    assert not table.source.social.gesturing(YOU)  # and the table does not blame the face
    assert table.stage.notice.current(YOU, table.now) != tr("winkybilly.signal_busy")
    at(table, "signal")


def test_a_winky_before_the_partners_signal_is_refused_then_caught_in_time(window: Any) -> None:
    table = open_at(window, 5)
    at(table, "watch_partner")
    calls = len(table.state.calls)
    press(window, key_of(window, "winky"))  # at once: Hugo has not signalled
    assert len(table.state.calls) == calls and table.state.tokens == [5, 4]
    assert table.layer.mistake.text == words("guide_winkybilly.mistake.winky_early")
    at(table, "watch_partner")
    watch(window, table, lambda: table.run.step.name == "winky")  # Hugo nods at the player
    press(window, key_of(window, "winky"))
    assert table.state.calls[-1].right and table.state.tokens == [6, 4]


def test_a_contre_winky_too_early_or_on_the_wrong_face_is_refused(window: Any) -> None:
    table = open_at(window, 7)
    at(table, "watch_opponents")
    point_at(window, table, ROSA)
    press(window, key_of(window, "contre_winky"))
    assert table.layer.mistake.text == words("guide_winkybilly.mistake.contre_early")
    watch(window, table, lambda: table.run.step.name == "contre")  # Rosa tilts her head at Inès
    point_at(window, table, INES)
    press(window, key_of(window, "contre_winky"))
    assert table.layer.mistake.text == words("guide_winkybilly.mistake.contre_wrong_face")
    assert table.state.tokens == [6, 4]
    point_at(window, table, ROSA)
    press(window, key_of(window, "contre_winky"))
    assert table.state.calls[-1].right and table.state.tokens == [6, 3]


def test_the_first_start_offers_it_then_leave_and_come_back_to_the_step_left(window: Any) -> None:
    window.go("start", "winkybilly")
    assert isinstance(window.current_view, GuideOfferView)
    press(window, arcade.key.ENTER)  # "Play a guided game of WinkyBilly"
    table = window.current_view
    assert isinstance(table, GuidedTable) and table.guide.game == "winkybilly"
    while table.run.step.name != "watch_partner":
        answer(window, table, winkybilly_hands)
    tokens, hand = list(table.state.tokens), list(table.state.hands[YOU])
    press(window, arcade.key.ESCAPE)  # the pause menu: Leave, yes
    table.pause.menu.selected = [r.label() for r in table.pause.menu.rows].index(tr("pause.quit_to_menu"))
    press(window, arcade.key.ENTER)
    press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)
    assert isinstance(window.current_view, MainMenuView)
    flush()
    window.go("start", "winkybilly")  # (never finished: asked again) yes: where it was left
    assert isinstance(window.current_view, GuideOfferView)
    press(window, arcade.key.ENTER)
    again = window.current_view
    assert isinstance(again, GuidedTable) and again.run.step.name == "watch_partner"
    assert again.state.tokens == tokens == [5, 4] and again.state.hands[YOU] == hand  # replayed
    while not again.run.over:
        answer(window, again, winkybilly_hands)
    assert [c.call for c in again.state.calls] == ["winky", "winky", "contre"]


def test_the_tables_own_lines_wait_for_the_guides_step_that_speaks_of_them(window: Any) -> None:
    """One thing at a time: "Four of a kind: signal Hugo" and the team's signal under the call
    buttons wait for the step that teaches the signal, "Watch Hugo: a nod means four of a kind"
    for the step that has the player watch him; a real table says them from the start."""
    table = open_at(window, 0)
    said: dict[str, list[str]] = {}
    while table.run.step.name != "watch_partner" or table.run.phase != WAITING:
        step(window)
        lines = [m.text for m in table.stage.moments.current(YOU, table.now)]
        if cast(Any, table).says_signal:  # the team's signal, under the call buttons
            lines.append(table.signal_line.text.text)
        said.setdefault(table.run.step.name, []).extend(lines)
        if table.run.step.name == "watch_partner" and table.run.phase == WAITING:
            break
        answer(window, table, winkybilly_hands)
    step(window)
    said["watch_partner"] = [m.text for m in table.stage.moments.current(YOU, table.now)]
    watch = "Watch Hugo"
    signal = "signal Hugo"
    for name in ("countdown", "swap", "set"):
        assert not [t for t in said[name] if watch in t or signal in t or "signal" in t.lower()], name
    assert any(signal in t for t in said["signal"])
    assert any(watch in t for t in said["watch_partner"])
    assert tr("moment_winkybilly.watch_partner", partner="Hugo", gesture="", key="").startswith(watch)

    press(window, getattr(arcade.key, SKIP_KEY))  # a real game at the same seats
    real = window.current_view
    assert isinstance(real, WinkyBillyTableView) and not isinstance(real, GuidedTable)
    tick(window, 60 * 4)  # past the countdown
    step(window)
    lines = [m.text for m in real.stage.moments.current(YOU, real.now)]
    assert any(watch in t or "Four of a kind" in t for t in lines), lines
