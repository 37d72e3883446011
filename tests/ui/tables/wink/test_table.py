"""The Wink table driven headless with real input events and the sim clock."""

from __future__ import annotations

from typing import Any

import arcade

from game.rules.wink import Accuse, Call, Name
from game.social.gaze import GRID
from game.ui.headless import step
from game.ui.kit.effects import Fly
from game.ui.scenes import table_setup
from game.ui.screens.results import ResultsView
from game.ui.tables.wink.table import WinkTableView

from ...drive import click, press


def start(window: Any, seed: int, players: int = 5) -> WinkTableView:
    setup = table_setup("wink", seed, players)
    view = WinkTableView(setup, setup.new_state())
    window.show_view(view)
    step(window)
    return view


def eye_share(window: Any, face: Any, side: str) -> float:
    """Share of white (eyeball) pixels in an eye: high open, none shut (a lid of skin, whatever its tone)."""
    x, y, half = face.eye_box(side)
    image = arcade.get_image(int(x - half), int(y - half * 0.6), int(2 * half), int(1.2 * half)).convert(
        "RGB"
    )
    pixels = list(image.getdata())
    return sum(1 for p in pixels if min(p) > 225) / len(pixels)


def test_a_wink_shows_one_eye_shut_for_at_least_two_frames_and_the_other_open(window: Any) -> None:
    view = start(window, seed=4)
    social = view.source.social
    social.look(2, 0, hold=3)
    wink = social.wink(2, 0, eye="left", duration=0.12)  # an expert's quick wink
    face = view.stage.seats.faces[2]
    closed_frames = 0
    for _ in range(20):
        window.dispatch_event("on_fixed_update", 1 / 60)
        window.dispatch_event("on_draw")
        if social.t < wink.end:
            left, right = eye_share(window, face, "l"), eye_share(window, face, "r")
            if face.lids == ("closed", "open"):
                closed_frames += 1
                assert left < 0.05 and right > 0.3, (left, right)  # the winking eye really is shut on screen
        window.flip()
    assert closed_frames >= 2


def test_a_natural_blink_closes_both_eyes(window: Any) -> None:
    view = start(window, seed=6)
    social = view.source.social
    from game.social.signals import make_signal

    social.signals.append(make_signal("blink", 3, social.t, 0.15))
    seen = set()
    for _ in range(12):
        step(window)
        seen.add(view.stage.seats.faces[3].lids)
    assert ("closed", "closed") in seen and ("closed", "open") not in seen


def test_pointing_at_a_face_is_where_the_human_looks_for_the_bots(window: Any) -> None:
    view = start(window, seed=2)
    x, y, _ = view.stage.seats.spots[3]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    assert view.pointed == 3 and view.source.social.gaze[0].current == 3
    window.dispatch_event("on_mouse_motion", 5, 5, 0, 0)
    assert view.source.social.gaze[0].current == GRID


def test_a_refused_click_says_why_and_changes_nothing(window: Any) -> None:
    view = start(window, seed=2)
    view.state.current = 0  # scenario: the human's turn
    held = next(iter(view.state.hands[0]))
    cell = view.grid.cells[held]
    before = view.state.to_json()
    click(window, cell.center_x, cell.center_y)
    assert view.stage.notice.current(0, view.now) == f"You hold the twin of {held}."
    assert view.state.to_json() == before


def test_winking_at_a_non_partner_is_refused_with_a_reason(window: Any) -> None:
    view = start(window, seed=2)
    x, y, _ = view.stage.seats.spots[1]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    assert view.state.wink_targets(0) == []  # nobody has called yet
    press(window, arcade.key.W)
    assert "only at a player who called" in view.stage.notice.current(0, view.now)
    assert not view.source.social.winking(0)


def play_to_the_end(window: Any, view: WinkTableView, limit_s: float = 900) -> None:
    """The human calls the first card it may and names seat 1; bots play; frames drawn now and then."""
    frames = 0
    while not isinstance(window.current_view, ResultsView) and frames < limit_s * 60:
        state = view.state
        if not state.is_over() and state.current == view.viewer:
            if state.step.name == "NAME":
                x, y, _ = view.stage.seats.spots[(view.viewer + 1) % state.n]
                click(window, x, y)
            else:
                number = min(state.callable_numbers(view.viewer))
                cell = view.grid.cells[number]
                click(window, cell.center_x, cell.center_y)
        window.dispatch_event("on_fixed_update", 1 / 60)
        frames += 1
        if frames % 120 == 0:
            window.dispatch_event("on_draw")
            window.flip()
            window.ctx.finish()


def test_a_whole_game_against_bots_with_input_events_reaches_the_results(window: Any) -> None:
    view = start(window, seed=11, players=4)
    play_to_the_end(window, view)
    assert isinstance(window.current_view, ResultsView)
    assert view.state.is_over() and view.source.tally.winks > 0
    assert any(isinstance(a, Call) and a.seat == 0 for a in view.state.history)


def test_the_human_catches_a_bots_wink_and_accuses_it(window: Any) -> None:
    view = start(window, seed=21, players=5)
    social = view.source.social
    for _ in range(60 * 120):
        window.dispatch_event("on_fixed_update", 1 / 60)
        winks = [s for s in social.signals if s.kind == "wink" and 0 not in (s.seat, s.target)]
        if winks:
            break
    else:
        raise AssertionError("no bot winked at another bot within two minutes")
    wink = winks[0]
    x, y, _ = view.stage.seats.spots[wink.seat]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    press(window, arcade.key.A)
    numbers = view.accusing.accusable(0, wink.seat)
    number = view.state.pawn[wink.target]
    press(window, arcade.key.KEY_1 + numbers.index(number))
    right = [e for e in view.source.tally.events if e.kind == "accused" and e.data["seat"] == 0]
    assert right and right[-1].data["right"] is True
    assert view.state.score(0) >= 2 + view.state.accuse_left[0]


def test_a_bot_catches_the_human_winking(window: Any) -> None:
    caught = False
    for seed in range(30, 60):
        view = start(window, seed=seed, players=6)
        state, social = view.source.state, view.source.social
        for _ in range(60 * 60):
            window.dispatch_event("on_fixed_update", 1 / 60)
            callers = state.wink_targets(0)
            watchers = [o for o in social.watchers(0) if o not in callers]
            if callers and watchers and not social.winking(0):
                x, y, _ = view.stage.seats.spots[callers[0]]
                window.dispatch_event("on_mouse_motion", x, y, 0, 0)
                press(window, arcade.key.W)
            if any(
                e.kind == "accused" and e.data["target"] == 0 and e.data["right"]
                for e in view.source.tally.events
            ):
                caught = True
                break
            if state.is_over():
                break
        if caught:
            break
    assert caught


def test_a_call_gets_a_caption_and_a_right_accusation_a_card_flight(window: Any) -> None:
    view = start(window, seed=21, players=5)
    social = view.source.social
    for _ in range(60 * 120):
        window.dispatch_event("on_fixed_update", 1 / 60)
        if view.stage.banner.showing(view.now) and view.state.history:
            break
    assert view.stage.banner.until > view.source.t  # a call was captioned
    winks = []
    for _ in range(60 * 120):
        window.dispatch_event("on_fixed_update", 1 / 60)
        winks = [s for s in social.signals if s.kind == "wink" and 0 not in (s.seat, s.target)]
        if winks:
            break
    wink = winks[0]
    x, y, _ = view.stage.seats.spots[wink.seat]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    press(window, arcade.key.A)
    numbers = view.accusing.accusable(0, wink.seat)
    press(window, arcade.key.KEY_1 + numbers.index(view.state.pawn[wink.target]))
    assert "J'ACCUSE" in view.stage.banner.words(0) and view.stage.flights.flights


def test_the_human_wins_a_game_by_catching_winks(window: Any) -> None:
    """A watchful human (the test sees every wink the screen shows) accuses them and wins a deal."""
    for seed in range(40, 50):
        view = start(window, seed=seed, players=4)
        social, state = view.source.social, view.state
        seen: set[tuple[int, float]] = set()
        caught = 0
        for _ in range(60 * 600):
            if state.is_over():
                break
            for s in social.signals:
                if s.kind != "wink" or (s.seat, s.start) in seen or 0 in (s.seat, s.target):
                    continue
                seen.add((s.seat, s.start))
                number = state.pawn[s.target]
                if state.accuse_left[0] and number in view.accusing.accusable(0, s.seat):
                    x, y, _ = view.stage.seats.spots[s.seat]
                    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
                    press(window, arcade.key.A)
                    press(window, arcade.key.KEY_1 + view.accusing.accusable(0, s.seat).index(number))
                    caught += 1
            if state.current == 0 and not state.is_over():
                if state.step.name == "NAME":
                    x, y, _ = view.stage.seats.spots[1]
                    click(window, x, y)
                else:
                    cell = view.grid.cells[min(state.callable_numbers(0))]
                    click(window, cell.center_x, cell.center_y)
            window.dispatch_event("on_fixed_update", 1 / 60)
        if state.is_over() and 0 in state.winners() and caught:
            return
    raise AssertionError("the watchful human won none of ten deals")


def test_tab_and_shift_tab_pick_faces_and_f1_opens_the_rules(window: Any) -> None:
    view = start(window, seed=2)
    press(window, arcade.key.TAB)
    press(window, arcade.key.TAB)
    assert view.pointed == 1
    press(window, arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert view.pointed == 0
    press(window, arcade.key.F1)
    from game.ui.screens.rules import RulesView

    assert isinstance(window.current_view, RulesView) and window.current_view.doc == view.setup.rules_doc()
    press(window, arcade.key.ESCAPE)
    assert window.current_view is view


def test_reduced_motion_keeps_winks_but_stills_the_idle_sway_and_the_flights(window: Any) -> None:
    from dataclasses import replace as change

    window.apply_settings(change(window.settings, reduced_motion=True), save=False)
    view = start(window, seed=4)
    face = view.stage.seats.faces[2]
    view.source.social.look(2, 0, hold=10)  # its eyes stay on seat 0: only idle sway could move it
    centres = set()
    for _ in range(30):
        step(window)
        head = face.sprites["head"]
        centres.add((round(head.center_x, 2), round(head.center_y, 2)))
    assert len(centres) == 1
    view.source.social.wink(2, 0, eye="left", duration=0.3)
    seen = set()
    for _ in range(20):
        step(window)
        seen.add(face.lids)
    assert ("closed", "open") in seen
    card = view.state.grid_layout[0]
    view.stage.fly(Fly(card, ("card", card), ("seat", 1)))
    assert view.stage.flights.flights == []


def test_a_wrong_name_turns_the_grid_card_over(window: Any) -> None:
    view = start(window, seed=8)
    state = view.state
    state.current = 0
    number = min(state.callable_numbers(0))
    view.act(Call(0, number))
    for _ in range(60 * 60):
        if state.current == 0 and state.step.name == "NAME":
            break
        window.dispatch_event("on_fixed_update", 1 / 60)
    holder = state.holder[number]
    wrong = next(s for s in range(1, state.n) if s != holder)
    view.act(Name(0, wrong))
    widths = []
    for _ in range(30):
        step(window)
        widths.append(view.grid.cells[number].width)
    full = view.grid.card[0]
    assert min(widths) < full * 0.2 and widths[-1] == full  # it squeezes to its edge and back


def test_the_colour_blind_palette_switches_the_pawns_to_a_safe_set(window: Any) -> None:
    from dataclasses import replace as change

    from game.ui.textures import texture

    view = start(window, seed=2)
    assert view.grid.pawns[2].texture is texture("wink/pawn_2.png")
    window.apply_settings(change(window.settings, colourblind_palette=True), save=False)
    view.layout()
    assert view.grid.pawns[2].texture is texture("wink/pawn_cb_2.png")
    assert view.stage.seats.mark_sprites[2].texture is texture("wink/pawn_cb_2.png")


def test_alone_at_the_table_the_numbers_of_ones_own_hand_are_not_offered_to_accuse(window: Any) -> None:
    """Nobody else can hold a twin of one's own card: the J'accuse choice leaves those numbers out
    when the screen is the player's alone (the engine would take them, and the accusation would
    be wrong for sure)."""
    view = start(window, seed=5, players=4)
    state = view.source.state
    for _ in range(60 * 240):
        if state.current == 0 and not state.is_over():  # the human plays its turns at once
            named = state.step.name == "NAME"
            view.act(Name(0, 1) if named else Call(0, min(state.callable_numbers(0))))
        window.dispatch_event("on_fixed_update", 1 / 60)
        mine = set(state.hands[0])
        legal = {a.number for a in state.legal_actions(0) if type(a) is Accuse and a.target == 1}
        if legal & mine and not state.is_over():
            break
    else:
        raise AssertionError("no bot called a number of the human's hand within four minutes")
    assert set(view.accusing.accusable(0, 1)) == legal - mine  # the engine would take the doomed ones
