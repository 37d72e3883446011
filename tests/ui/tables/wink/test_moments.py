"""The Wink viewer's moment lines as pure words: what the screen says when a card of theirs is
called, from their observation and where the faces look."""

from __future__ import annotations

from typing import Any

from game.rules.wink import Call, new_game
from game.ui.tables.wink.moments import called


def a_call_of_seat_0s_card() -> tuple[Any, int, int]:
    """A table of five where the seat after the viewer (0) has called a number the viewer holds."""
    state = new_game(seed=7, players=5)
    while state.current != 0:
        state.apply(Call(state.current, max(state.callable_numbers(state.current))))
    state.apply(Call(0, min(state.callable_numbers(0))))
    caller = state.current
    number = min(set(state.callable_numbers(caller)) & state.hands[0])
    state.apply(Call(caller, number))
    return state.observation(0), caller, number


def test_the_caller_looking_at_you_alone_is_the_moment_to_wink() -> None:
    obs, caller, number = a_call_of_seat_0s_card()
    elsewhere = called(obs, 0, lambda s: -1, "W")
    assert len(elsewhere) == 1 and not elsewhere[0].urgent and elsewhere[0].seat == caller
    assert str(number) in elsewhere[0].text and "W" in elsewhere[0].text
    now = called(obs, 0, lambda s: 0 if s == caller else -1, "W")
    assert now[0].urgent and "wink now" in now[0].text


def test_others_watching_you_say_wait_and_a_sent_wink_says_so() -> None:
    obs, caller, _number = a_call_of_seat_0s_card()
    other = next(s for s in range(1, 5) if s != caller)
    watched = called(obs, 0, lambda s: 0 if s in (caller, other) else -1, "W")
    assert not watched[0].urgent and "wait" in watched[0].text and obs["names"][other] in watched[0].text
    again = called(obs, 0, lambda s: 0 if s == caller else -1, "W", lambda _c, _n: 1)
    assert again[0].urgent and "again" in again[0].text
    done = called(obs, 0, lambda s: 0 if s == caller else -1, "W", lambda _c, _n: 2)
    assert not done[0].urgent and "You winked" in done[0].text


def test_a_caller_on_the_couch_is_no_face_on_screen_to_watch() -> None:
    obs, caller, _number = a_call_of_seat_0s_card()
    line = called(obs, 0, lambda s: 0, "W", humans={0, caller})[0]
    assert not line.urgent and "couch" in line.text
