"""The Zwoggel board at the real table: it pans, zooms and re-centres (and follows the display as it
grows until the player moves it), a trap springs with its line lit and the card flying to its
catcher's slot, and clicks at the wrong moment are answered in words and change nothing."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.i18n import tr, trn
from game.rules.zwoggel import Phase, Place
from game.ui.headless import step
from game.ui.tables.zwoggel.camera import PITCH, Bounds
from game.ui.tables.zwoggel.moments import FLY_AFTER_S, LINE_S
from game.ui.tables.zwoggel.scenes import TRAP_DISPLAY, TRAP_STOCK
from game.ui.tables.zwoggel.table import ZwoggelTableView

from ...drive import take_screen
from .drive import cell_xy, click_at, drag, hand_xy, key, start, until

ALEX, BOT = 0, 1
TRAP = {"display": TRAP_DISPLAY, "stock": TRAP_STOCK}


def said(view: ZwoggelTableView) -> str:
    return view.stage.notice.current(ALEX, view.now)


def mat_point(view: ZwoggelTableView) -> tuple[float, float]:
    """A point of the board's mat a little inside its lower left corner."""
    a = view.camera.area
    return a.left + a.width * 0.1, a.bottom + a.height * 0.1


def test_the_board_pans_by_drag_and_keys_zooms_by_wheel_and_keys_and_recentres(window: Any) -> None:
    view = start(window, stacked=TRAP)
    camera = view.camera
    assert camera.follows
    x, y = mat_point(view)
    before = camera.centre
    drag(window, (x, y), (x + 60, y + 30))
    assert not camera.follows
    assert camera.centre[0] == pytest.approx(before[0] - 60 * PITCH / camera.cell)
    assert camera.centre[1] == pytest.approx(before[1] - 30 * PITCH / camera.cell)
    history = len(view.state.history)
    assert len(view.state.history) == history  # a drag over cards reveals nothing
    cell = camera.cell
    wx, wy = camera.world_at(x, y)
    window.dispatch_event("on_mouse_scroll", x, y, 0, 1)
    step(window, 60)
    assert camera.cell == pytest.approx(cell * 1.25, rel=1e-3)
    assert camera.world_at(x, y) == pytest.approx((wx, wy), abs=1)  # the point under the wheel stays
    key(window, arcade.key.MINUS)
    key(window, arcade.key.MINUS)
    step(window, 60)
    assert camera.cell == pytest.approx(cell / 1.25, rel=1e-2)
    key(window, arcade.key.EQUAL, arcade.key.MOD_SHIFT)  # "+" on a keyboard that shifts "="
    step(window, 60)
    assert camera.cell == pytest.approx(cell, rel=1e-3)
    centre = camera.centre
    key(window, arcade.key.RIGHT, arcade.key.MOD_SHIFT)
    assert camera.centre[0] > centre[0] and camera.centre[1] == centre[1]
    key(window, arcade.key.C)
    assert camera.follows
    step(window, 90)
    fit = Bounds.around(view.display.cards())
    x, y = fit.middle()  # in the middle of the part above the viewer's moment lines (their turn)
    assert camera.clear > 0
    assert camera.centre == pytest.approx((x, y - camera.clear / 2 * PITCH / camera.cell), abs=1)


def test_the_centre_button_and_the_zoom_buttons(window: Any) -> None:
    view = start(window, stacked=TRAP)
    buttons = view.zboard.view_buttons
    cell = view.camera.cell

    def press(name: str) -> None:
        box = buttons.boxes[buttons.names().index(name)]
        click_at(window, box.center_x, box.center_y)

    press("zoom_in")
    step(window, 60)
    assert view.camera.cell == pytest.approx(cell * 1.25, rel=1e-3) and not view.camera.follows
    press("recentre")
    step(window, 60)
    assert view.camera.follows and view.camera.cell == pytest.approx(cell, rel=1e-3)


def test_the_board_follows_the_display_as_it_grows_until_the_player_moves_it(window: Any) -> None:
    view = start(window, seed=6, players=2, humans=1)
    state, camera = view.state, view.camera
    for cell in sorted(view.display.down)[:2]:
        click_at(window, *cell_xy(view, cell))
    step(window)
    reach = [(x, y) for x, y in view.staging.legal(state)]
    far = max(reach, key=lambda c: abs(c[0]) + abs(c[1]))
    step(window, 60)
    assert all(camera.shows(c) for c in reach)  # while placing, every cell a card may go to
    click_at(window, *hand_xy(view, 0))
    click_at(window, *cell_xy(view, far))
    x, y = mat_point(view)
    drag(window, (x, y), (x + 200, y))
    goal = camera.goal
    for i in view.staging.left():
        click_at(window, *hand_xy(view, i))
        click_at(window, *cell_xy(view, next(c for c in view.staging.legal(state) if camera.shows(c))))
    key(window, arcade.key.ENTER)
    step(window, 60)
    assert camera.goal == goal  # moved by the player: it stays
    key(window, arcade.key.C)
    step(window, 90)
    assert camera.centre == pytest.approx(Bounds.around(view.display.cards()).middle(), abs=1)


def test_while_cards_are_laid_out_the_board_keeps_still_as_long_as_every_free_cell_shows(window: Any) -> None:
    """A click aimed at a cell must not land beside it because the board re-zoomed after the last card."""
    view = start(window, seed=6, players=2, humans=1)
    state, camera = view.state, view.camera
    for cell in sorted(view.display.down)[:2]:
        click_at(window, *cell_xy(view, cell))
    step(window, 60)
    still = 0
    for _ in range(3):
        legal = view.staging.legal(state)
        middle = Bounds.around(list(legal)).middle()
        inner = min(legal, key=lambda c: abs(c[0] * PITCH - middle[0]) + abs(c[1] * PITCH - middle[1]))
        goal = camera.goal
        click_at(window, *hand_xy(view, view.staging.left()[0]))
        click_at(window, *cell_xy(view, inner))
        step(window, 60)
        now_legal = view.staging.legal(state)
        assert all(camera.shows(c) for c in now_legal)  # every cell a card may go to, always
        if camera.goal == goal:
            still += 1
    assert still >= 2 and camera.follows  # (cards laid inside the view: it did not move)


def test_a_trap_lights_its_line_and_sends_the_card_to_its_catchers_slot(window: Any) -> None:
    view = start(window, players=3, stacked=TRAP)
    click_at(window, *cell_xy(view, (2, 1)))
    state = view.state
    assert state.caught[ALEX] and (2, 1) not in state.display.cards
    assert "trap_sprung" in [name for name, _ in window.sounds.played]
    trap = view.zboard.moments.traps[0]
    assert trap.lines == [[(0, 1), (1, 1), (2, 1)]] and trap.lands is None
    assert view.zboard.slots.hidden[(ALEX, 0)] > view.now + FLY_AFTER_S  # it lands there later
    view.refresh()
    assert view.zboard.slots.shown[0][0] == ()  # the slot fills once the card lands
    flights = len(view.stage.flights.flights)
    step(window, int(FLY_AFTER_S * 60) + 2)
    assert trap.lands is not None and len(view.stage.flights.flights) == flights + 1
    end = view.stage.flights.flights[-1].end
    assert end == pytest.approx(view.zboard.slots.slot_box(ALEX, 0)[:2])
    step(window, int(LINE_S * 60))
    assert view.zboard.moments.traps == [] and view.zboard.slots.shown[0][0] == ("red",)
    assert view.stage.turn.text == trn("zwoggel.turn_reveal_you", 1, key="Enter")


def test_clicks_at_the_wrong_moment_are_answered_and_change_nothing(window: Any) -> None:
    view = start(window, stacked=TRAP)
    state = view.state
    history = len(state.history)
    click_at(window, *cell_xy(view, (0, 2)))  # face up already
    assert said(view) == tr("refusal.already_face_up", x=0, y=2)
    click_at(window, *cell_xy(view, (-1, -1)))  # an empty cell, while revealing
    assert said(view) == tr("refusal.no_card_at", x=-1, y=-1)
    key(window, arcade.key.BACKSPACE)  # nothing laid out to take back
    assert said(view) == tr("zwoggel.not_placing")
    assert len(state.history) == history
    click_at(window, *cell_xy(view, (-1, 0)))
    click_at(window, *cell_xy(view, (-1, 0)))  # the same card again, while it turns over
    assert said(view) == tr("refusal.already_face_up", x=-1, y=0)
    click_at(window, *cell_xy(view, (3, 2)))
    step(window, 60)  # the board makes room for the cells a card may go to
    assert state.phase is Phase.PLACE and view.staging.drawn == ["green", "green", "red"]
    history = len(state.history)
    click_at(window, *cell_xy(view, (1, 2)))  # a face-down card, while placing
    assert said(view) == trn("zwoggel.place_all_first", 3)
    click_at(window, *cell_xy(view, (4, 1)))  # a free cell, no card picked, two colours in hand
    assert said(view) == tr("zwoggel.pick_a_card")
    key(window, arcade.key.BACKSPACE)
    assert said(view) == tr("zwoggel.nothing_to_take_back")
    click_at(window, *hand_xy(view, 0))
    view.camera.pan(-view.camera.cell * 3, 0)  # far off to the right: cells touching nothing
    step(window)
    click_at(window, *cell_xy(view, (7, 1)))
    assert said(view) == tr("refusal.cell_apart", x=7, y=1)
    assert len(state.history) == history and view.staging.placed == {}
    assert "wrong" in [name for name, _ in window.sounds.played]


def test_a_bots_turn_refuses_the_humans_clicks(window: Any) -> None:
    view = start(window, seed=6, stacked=TRAP, first=BOT)
    state = view.state
    history = len(state.history)
    click_at(window, *cell_xy(view, (1, 2)))
    assert said(view) == tr("refusal.not_your_turn", current=state.names[BOT])
    assert len(state.history) == history
    until(window, lambda: len(state.history) > history, 10)
    assert all(a.seat == BOT for a in state.history[history:])


def test_laid_out_cards_come_back_and_those_touching_only_them_too(window: Any) -> None:
    view = start(window, stacked=TRAP)
    state = view.state
    for cell in ((-1, 0), (3, 2)):
        click_at(window, *cell_xy(view, cell))
    for card, cell in ((0, (4, 1)), (1, (5, 1))):  # the second touches only the first
        step(window, 60)  # the board makes room for the cells a card may go to
        click_at(window, *hand_xy(view, card))
        click_at(window, *cell_xy(view, cell))
    assert view.staging.placed == {0: (4, 1), 1: (5, 1)}
    click_at(window, *cell_xy(view, (4, 1)))
    assert view.staging.placed == {} and said(view) == tr("zwoggel.taken_back_too")
    step(window)
    drag(window, hand_xy(view, 2), cell_xy(view, (4, 2)))
    click_at(window, *hand_xy(view, 0))
    click_at(window, *cell_xy(view, (4, 0)))
    assert view.staging.placed == {2: (4, 2), 0: (4, 0)}
    key(window, arcade.key.BACKSPACE)  # the last laid out comes back
    assert view.staging.placed == {2: (4, 2)} and not any(type(a) is Place for a in state.history)


@pytest.mark.parametrize("aid", [False, True])
def test_the_memory_aid_marks_the_viewers_own_placements_for_them_alone(window: Any, aid: bool) -> None:
    view = start(window, players=3, humans=2, stacked=TRAP, memory_aid=aid)
    take_screen(window)  # Alex alone looks
    step(window)
    mine = {(3, 1), (2, -1)}  # Alex placed these (the stacked display says so)

    def bows() -> set[tuple[float, float]]:
        return {(round(s.center_x / PITCH), round(s.center_y / PITCH)) for s in view.hints.cards}

    assert view.shown_viewer() == ALEX and "hints" in view.drawn
    assert bows() == (mine if aid else set())
    key(window, arcade.key.H)  # Alex hides: the shared screen draws no marks at all
    step(window)
    assert view.shown_viewer() is None and "hints" not in view.drawn


def test_a_player_with_three_zwoggels_is_out_greyed_and_skipped(window: Any) -> None:
    view = start(window, players=3, stacked={**TRAP, "caught": [["red", "green"], [], []]})
    click_at(window, *cell_xy(view, (2, 1)))  # the third: out
    step(window, 120)
    state = view.state
    assert state.out[ALEX] and state.current == BOT and not state.is_over()
    assert view.stage.seats.plates[ALEX].score.text == tr("zwoggel.out_mark")
    head = view.stage.seats.faces[ALEX].sprites["head"]
    assert tuple(head.color)[:3] != (255, 255, 255)
    assert view.zboard.slots.shown[0][ALEX] == ("red", "green", "red")
    assert view.stage.turn.text == tr("zwoggel.turn_out")


def test_a_bot_thinking_says_so_under_its_name(window: Any) -> None:
    view = start(window, stacked=TRAP, first=BOT)
    view.source.thinking = lambda: BOT  # (the worker is searching for that seat)
    view.refresh()
    assert view.stage.seats.plates[BOT].score.text == tr("zwoggel.thinking")
    view.source.thinking = lambda: None
    view.refresh()
    assert view.stage.seats.plates[BOT].score.text == ""


def test_the_colour_blind_palette_and_reduced_motion(window: Any) -> None:
    from dataclasses import replace

    window.apply_settings(replace(window.settings, colourblind_palette=True, reduced_motion=True), save=False)
    view = start(window, players=3, stacked=TRAP)
    red, green = view.display.cells[(0, 1)].texture, view.display.cells[(0, 2)].texture
    assert "red_cb" in str(red.cache_name) and "green_cb" in str(green.cache_name)
    click_at(window, *cell_xy(view, (-1, 0)))  # revealed at once: no turning over
    assert view.display.flips == {}
    click_at(window, *cell_xy(view, (2, 1)))  # a trap: the line shows, the card is in its slot at once
    step(window)
    assert view.zboard.moments.traps and view.zboard.moments.traps[0].lands is not None
    assert view.stage.flights.flights == [] and view.zboard.slots.shown[0][ALEX] == ("red",)


def test_the_table_reads_the_observations_again_only_after_an_action(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It is refreshed every frame; the state changes only by an action (kept in its history)."""
    view = start(window, seed=6, players=2, humans=1)
    state, calls = view.state, []
    real = type(state).observation
    monkeypatch.setattr(type(state), "observation", lambda self, seat: calls.append(seat) or real(self, seat))
    step(window, 30)  # the human thinks: nothing happens
    assert len(calls) <= 2
    click_at(window, *cell_xy(view, sorted(view.display.down)[0]))
    step(window, 30)
    assert 1 <= len(calls) - 2 <= 4 and len(state.history) == 1


def test_staged_placements_follow_cards_placed_in_the_game_itself() -> None:
    """A recording of a bot placing, watched through its eyes: each card it lays leaves the hand
    strip (the staging follows the engine's hand, not only a new turn)."""
    import random

    from game.rules.zwoggel import ENGINE, Reveal
    from game.ui.tables.zwoggel.staging import Staging

    state = ENGINE.new_game(players=2, seed=3, first_seat=0)
    rng = random.Random(1)
    while state.phase is not Phase.PLACE:
        state.apply(rng.choice([a for a in state.legal_actions(0) if isinstance(a, Reveal)]))
    staging = Staging()
    assert staging.follow(state, 0) and len(staging.left()) == 3
    assert not staging.follow(state, 0)  # nothing new
    state.apply(state.legal_actions(0)[0])  # a card laid in the game itself
    assert staging.follow(state, 0) and len(staging.left()) == 2
    assert sorted(staging.drawn) == state.observation(0)["hand"]
