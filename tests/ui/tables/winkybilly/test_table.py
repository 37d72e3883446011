"""The WinkyBilly table driven headless with real input events and the sim clock: the countdown,
swaps by drag, clicks and keys, the holster, the human's signal, the calls and their proofs."""

from __future__ import annotations

from typing import Any

import arcade

from game.i18n import tr
from game.rules.winkybilly import COPIES, TYPES, Swap
from game.ui.headless import step
from game.ui.screens.results import ResultsView

from ...drive import click, press
from .drive import click_at, drag, hand_xy, look_at, saloon_xy, start, tick, until_exchange

# Seat 0 is the human; 4 players: teams {0, 2} and {1, 3}.
NO_SET = [
    ["sheriff", "deputy", "bandit", "cowboy"],
    ["outlaw", "gambler", "preacher", "bartender"],
    ["rancher", "rancher", "rancher", "prospector"],
    ["sheriff", "blacksmith", "undertaker", "prospector"],
]


def played(window: Any) -> list[str]:
    return [name for name, _ in window.sounds.played]


def texture_of(kind: str) -> Any:
    from game.ui.tables.winkybilly.saloon import card_texture

    return card_texture(TYPES.index(kind) * COPIES)


def test_the_countdown_is_counted_aloud_and_no_swap_is_taken_before_the_coup_de_feu(window: Any) -> None:
    view = start(window)
    state = view.state
    assert view.saloon.status.text == "3…" and played(window).count("countdown_beep") == 1
    hand, saloon = list(state.hands[0]), list(state.saloon)
    drag(window, hand_xy(view, hand[0]), saloon_xy(view, saloon[1]))
    assert state.hands[0] == hand and state.saloon == saloon
    assert view.stage.notice.current(0, view.now) == tr("refusal.countdown_swap")
    seen = set()
    while state.phase.name == "COUNTDOWN":
        step(window)
        seen.add(view.saloon.status.text)
    step(window)
    assert {"3…", "2…", "1…"} <= seen and view.saloon.status.text == tr("winkybilly.coup_de_feu")
    assert played(window).count("countdown_beep") == 3 and "coup_de_feu" in played(window)
    assert view.stage.turn.text.startswith(tr("winkybilly.turn_swap", key="Space")[:10])


def test_a_card_dragged_onto_the_saloon_is_swapped_and_both_cards_slide(window: Any) -> None:
    view = start(window)
    until_exchange(window, view)
    give, take = view.state.hands[0][1], view.state.saloon[2]
    drag(window, hand_xy(view, give), saloon_xy(view, take))
    assert take in view.state.hands[0] and view.state.saloon[2] == give
    flying = [f for f in view.stage.flights.flights if f.end == saloon_xy(view, give)]
    assert len(view.stage.flights.flights) >= 2 and flying  # the given card on its way to the saloon
    assert view.stage.hand.dragging is None and "card_flip" in played(window)
    step(window)
    assert take in view.stage.hand.cards  # the strip shows the new hand


def test_a_swap_by_two_clicks_in_either_order(window: Any) -> None:
    view = start(window)
    until_exchange(window, view)
    state = view.state
    give, take = state.hands[0][0], state.saloon[0]
    click(window, *hand_xy(view, give))
    assert view.stage.hand.selected == {give} and state.hands[0][0] == give  # picked, not yet swapped
    click(window, *saloon_xy(view, take))
    assert take in state.hands[0] and give in state.saloon and not view.stage.hand.selected
    give, take = state.hands[0][3], state.saloon[3]
    click(window, *saloon_xy(view, take))  # the saloon's card first, framed in gold
    assert view.saloon.marked == {3} and take in state.saloon
    click(window, *hand_xy(view, give))
    assert take in state.hands[0] and give in state.saloon and not view.saloon.marked


def test_a_swap_with_the_keys(window: Any) -> None:
    view = start(window)
    until_exchange(window, view)
    state = view.state
    press(window, arcade.key.UP)  # the cursor goes up to the saloon
    press(window, arcade.key.RIGHT)
    take = state.saloon[1]
    assert view.saloon.cursor == 1 and view.picks.cursor_card() == take
    press(window, arcade.key.E)
    press(window, arcade.key.DOWN)  # down to the hand: its card under the cursor lifts
    give = view.picks.cursor_card()
    assert give in state.hands[0] and view.stage.hand.hovered == give
    press(window, arcade.key.ENTER)
    assert take in state.hands[0] and give in state.saloon


def test_the_holster_goes_up_and_down_on_the_plate_and_the_button(window: Any) -> None:
    view = start(window)
    press(window, arcade.key.SPACE)  # nothing to be done with during the countdown
    assert not view.state.done[0]
    until_exchange(window, view)
    press(window, arcade.key.SPACE)
    done = next(b for b in view.buttons.buttons if b.name == "done")
    assert (
        view.state.done[0]
        and done.lit
        and view.stage.seats.plates[0].score.text == tr("winkybilly.done_mark")
    )
    assert view.stage.turn.text == tr("winkybilly.turn_done", key="Space")
    box = view.buttons.boxes[view.buttons.buttons.index(done)]
    click(window, box.center_x, box.center_y)
    assert not view.state.done[0] and not done.lit and view.stage.seats.plates[0].score.text == ""


def test_the_signal_key_makes_the_teams_gesture_at_the_face_looked_at(window: Any) -> None:
    view = start(window)
    social = view.source.social
    press(window, arcade.key.S)  # looking at no face: nobody to signal to
    assert not social.gesturing(0) and "Tab" in view.stage.notice.current(0, view.now)
    look_at(window, view, 2)
    assert view.pointed == 2 and view.looking() and social.gaze[0].current == 2  # the gaze mark's eye
    press(window, arcade.key.S)
    mine = [s for s in social.signals if s.seat == 0]
    assert [(s.kind, s.target) for s in mine] == [(view.signals[0], 2)]
    kind = tr(f"gesture.{view.signals[0]}")
    step(window)
    assert view.signal_line.text.text == tr(
        "winkybilly.your_signal", gesture=kind, partner=view.state.names[2]
    )


def test_a_wrong_contre_winky_lays_the_accuseds_two_different_cards_on_the_table(window: Any) -> None:
    view = start(window, hands=NO_SET)
    look_at(window, view, 1)
    press(window, arcade.key.C)  # CONTRE WINKY on the face looked at: an outlaw, a gambler…
    call = view.state.calls[-1]
    assert (call.call, call.seat, call.target, call.right) == ("contre", 0, 1, False)
    assert call.shown == ("outlaw", "gambler") and view.state.tokens == [3, 4]
    words = view.stage.banner.words(0)
    assert (
        "CONTRE WINKY" in words
        and tr("winkybilly.card.outlaw") in words
        and tr("winkybilly.card.gambler") in words
    )
    laid = view.saloon_board.proofs.sprites
    assert [s.texture for s in laid] == [texture_of("outlaw"), texture_of("gambler")]
    x, y = view.saloon_board.backs.box(1)[:2]  # over the accused's hand
    assert all(abs(s.center_y - y) < 1 and abs(s.center_x - x) < s.width * 1.2 for s in laid)
    assert "wrong" in played(window) and "token_lost" in played(window)
    tick(window, 60 * 3)
    step(window)
    assert len(view.saloon_board.proofs.sprites) == 0  # the proof was for a moment


def test_after_a_call_the_table_stops_for_its_check_then_swapping_goes_on(window: Any) -> None:
    view = start(window, hands=NO_SET)
    until_exchange(window, view)
    state = view.state
    press(window, arcade.key.Y)  # a wrong WINKY: the table stops three seconds to check it
    assert state.calls[-1][1:5] == (0, "winky", 2, False)
    step(window)
    assert view.saloon.status.text == tr("winkybilly.checking")
    assert view.stage.turn.text == tr("winkybilly.turn_check")
    assert not next(b for b in view.buttons.buttons if b.name == "done").enabled
    hand, saloon = list(state.hands[0]), list(state.saloon)
    drag(window, hand_xy(view, hand[0]), saloon_xy(view, saloon[1]))
    assert state.hands[0] == hand and state.saloon == saloon
    assert view.stage.notice.current(0, view.now) == tr("refusal.check_running")
    tick(window, 60 * 3)
    step(window)
    assert view.saloon.status.text != tr("winkybilly.checking") and view.stage.turn.text != tr(
        "winkybilly.turn_check"
    )
    give, take = state.hands[0][0], state.saloon[1]
    drag(window, hand_xy(view, give), saloon_xy(view, take))
    assert take in state.hands[0] and give in state.saloon


def test_the_call_buttons_call_and_contre_asks_whom(window: Any) -> None:
    view = start(window, hands=NO_SET)
    buttons = {b.name: box for b, box in zip(view.buttons.buttons, view.buttons.boxes, strict=True)}
    click(window, buttons["winky"].center_x, buttons["winky"].center_y)
    assert view.state.calls[-1][1:5] == (0, "winky", 2, False)
    click(window, buttons["contre"].center_x, buttons["contre"].center_y)
    names = view.state.names
    assert view.prompt.open and [c.label for c in view.prompt.choices] == [names[1], names[3]]
    press(window, arcade.key.KEY_2)
    assert view.state.calls[-1][1:5] == (0, "contre", 3, False) and not view.prompt.open


def test_the_other_players_swaps_slide_in_and_out_of_the_saloon(window: Any) -> None:
    view = start(window)
    until_exchange(window, view)
    state = view.state
    give, take = state.hands[1][0], state.saloon[2]
    slot, hand = saloon_xy(view, take), view.saloon_board.backs.box(1)[:2]
    view.source.bots.pop(1)  # scenario: seat 1 swaps now
    view.show_events(view.source.human_act(Swap(1, view.now, give, take)))
    paths = {(f.start, f.end) for f in view.stage.flights.flights}
    assert (hand, slot) in paths and (slot, hand) in paths  # one card in, one card out
    assert view.saloon.hidden_until[2] > view.now  # the slot fills when the card lands
    step(window, 45)
    assert view.saloon.cards[2] == give and view.saloon.slots[2].visible


def test_a_right_winky_at_six_tokens_wins_and_the_results_show_every_hand(window: Any) -> None:
    hands = [NO_SET[0], NO_SET[1], ["rancher"] * 4, NO_SET[3]]
    view = start(window, hands=hands)
    view.state.tokens = [6, 4]  # scenario: one token from the win
    press(window, arcade.key.Y)
    assert view.state.is_over() and view.state.winners() == [0, 2]
    for _ in range(60 * 4):
        if isinstance(window.current_view, ResultsView):
            break
        step(window)
    results = window.current_view
    assert isinstance(results, ResultsView)
    assert [len(h) for h in results.reveal.hands] == [4, 4, 4, 4]


def test_only_a_face_under_the_pointer_is_accused_else_the_contre_asks(window: Any) -> None:
    view = start(window, hands=NO_SET)
    look_at(window, view, 2)  # the partner: CONTRE WINKY names an opponent, so it asks
    press(window, arcade.key.C)
    assert view.prompt.open and not view.state.calls
    press(window, arcade.key.ESCAPE)
    assert not view.prompt.open and not view.paused
    click_at(window, 5, 5)
    assert not view.state.calls


def test_a_team_at_no_token_stops_the_game_or_brings_sudden_death(window: Any) -> None:
    view = start(window, players=6)
    view.state.tokens = [1, 3, 3]  # scenario: the human's team has one token left
    press(window, arcade.key.Y)  # a wrong WINKY: the human's team has none, the others tie
    state = view.state
    assert state.contenders == [1, 2] and state.out == [True, False, False]
    assert view.stage.banner.words(0) == tr("winkybilly.banner_team_out", team="Alex and Inès")
    lines = [line.split("\n")[0] for line, _ in view.stage.log.lines(0)]  # (what happened, not why)
    assert tr("log.sudden_death", teams="Margot and Camille / Barnaby and Hugo", tokens=3) in lines
    until_exchange(window, view)
    step(window, 80)  # after the coup de feu, the big line over the saloon says it
    assert not state.is_over() and view.saloon.status.text == tr("winkybilly.banner_sudden_death")
    assert view.stage.turn.text == tr("winkybilly.turn_out")
    assert not any(b.enabled for b in view.buttons.buttons)  # nothing left to call
    backs = view.saloon_board.backs.backs
    assert not any(s.visible for s in backs[3])  # the partner's cards went to the pile


def test_a_card_under_the_pointer_lifts(window: Any) -> None:
    view = start(window)
    card = view.state.hands[0][2]
    x, y = hand_xy(view, card)
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    step(window, 2)
    assert view.stage.hand.hovered == card and hand_xy(view, card)[1] > y


def test_a_signal_pressed_while_the_face_fidgets_a_gesture_of_its_own_is_made_at_once(
    window: Any,
) -> None:
    """The face's own fidget (a decoy) is cut short: the player's signal is made on the key."""
    view = start(window)
    social = view.source.social
    until_exchange(window, view)
    look_at(window, view, 2)
    for _ in range(60 * 30):  # until the player's own face fidgets a gesture
        if social.gesturing(0):
            break
        tick(window)
    assert social.gesturing(0) and not social.signalling(0), "no fidget of the player's face in 30 s"
    press(window, arcade.key.S, frames=0)
    mine = [s for s in social.signals if s.seat == 0 and s.target is not None]
    assert [(s.kind, s.target) for s in mine] == [(view.signals[0], 2)]
    assert view.stage.notice.current(0, view.now) != tr("winkybilly.signal_soon")


def test_a_signal_pressed_while_the_player_still_signals_waits_for_it(window: Any) -> None:
    view = start(window)
    social = view.source.social
    until_exchange(window, view)
    look_at(window, view, 2)
    press(window, arcade.key.S, frames=0)
    first = [s for s in social.signals if s.seat == 0 and s.target is not None]
    assert len(first) == 1 and social.signalling(0)
    press(window, arcade.key.S, frames=0)  # again, while the first still plays
    assert view.stage.notice.current(0, view.now) == tr("winkybilly.signal_soon")
    made = {first[0].start}  # the start of each signal of the player's seen (ended ones go)
    while len(made) < 2 and view.now < first[0].end + 0.5:
        tick(window)
        made |= {s.start for s in social.signals if s.seat == 0 and s.target is not None}
    assert len(made) == 2 and max(made) >= first[0].end  # once the first was over
