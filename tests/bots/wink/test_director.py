"""The Wink table on the generic director: one observation per seat per tick, the names the table
view and `simulate` use, and a recorded game that any change of the bots' draws would alter."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.director import TableArgs, TableDirector
from game.bots.profile import BotProfile
from game.bots.wink.policy import WinkPolicy, WinkTally, new_policy
from game.games import game_spec
from game.rules.wink import Accuse, Call, new_game
from game.social.profile import NORMAL

STEP = 1 / 60


def bots_everywhere(n: int, humans: tuple[int, ...] = ()) -> dict:
    return {s: (NORMAL, BotProfile()) for s in range(n) if s not in humans}


def test_each_seat_is_observed_once_for_each_state_and_again_only_after_an_action() -> None:
    state = new_game("wink-fr", 8, seed=4)
    director = TableDirector(state, WinkPolicy(), bots_everywhere(8), seed=4)
    observe = state.observation
    calls: list[Any] = []
    state.observation = lambda seat: calls.append(seat) or observe(seat)  # type: ignore[method-assign]
    quiet = busy = 0
    fresh = True  # the state is new since the last tick: each seat may be observed once
    for tick in range(60 * 60):
        calls.clear()
        before = len(state.history)
        director.step(STEP)
        actions = len(state.history) - before
        assert len(calls) <= 8 * (1 + actions), (tick, actions, calls)
        if actions:
            busy += 1
            fresh = True
        else:
            quiet += 1
            if fresh:  # each seat's observation of the new state, once
                assert len(set(calls)) == len(calls), (tick, calls)
            else:  # nothing moved: what was seen holds (it was made four times a tick once)
                assert calls == [], (tick, calls)
            fresh = False
        if tick % 97 == 0:  # what was shared is what the engine says now: not stale, not changed
            for seat in range(8):
                assert director.observe(seat) == observe(seat)
        if state.is_over():
            break
    assert busy >= 10 and quiet > 1000


def test_the_wink_director_keeps_the_names_the_table_and_simulate_use() -> None:
    state = new_game("wink-fr", 4, seed=2)
    director = TableDirector(state, new_policy(TableArgs()), bots_everywhere(4, humans=(0,)), seed=2)
    assert isinstance(director.policy, WinkPolicy) and game_spec("wink").policy.load() is new_policy
    assert director.state is state and sorted(director.bots) == [1, 2, 3]
    assert isinstance(director.tally, WinkTally)
    for name in ("named_right", "named_wrong", "winks", "winks_caught_by_others", "events"):
        assert hasattr(director.tally, name)
    assert 2.5 <= director.act_at <= 4.5 and director.t == 0.0
    director.step(STEP)
    assert director.t == pytest.approx(STEP)
    assert director.human_wink(0, 1) is False  # nobody called a card: no wink is allowed


def test_a_shorter_think_time_set_before_the_table_opens_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("game.bots.wink.policy.TURN_THINK_S", (0.5, 0.9))
    director = TableDirector(new_game("wink-fr", 4, seed=2), WinkPolicy(), bots_everywhere(4), seed=2)
    assert 0.5 <= director.act_at <= 0.9


def test_a_human_calls_through_the_director_and_bots_then_take_their_turns() -> None:
    state = new_game("wink-fr", 4, seed=6, first_seat=0)
    director = TableDirector(state, WinkPolicy(), bots_everywhere(4, humans=(0,)), seed=6)
    number = state.callable_numbers(0)[0]
    events = director.human_act(Call(0, number))
    assert events[0].kind == "call" and director.tally.events[: len(events)] == events
    for _ in range(60 * 6):
        director.step(STEP)
    assert any(isinstance(a, Call) and a.seat == 1 for a in state.history)


def test_a_recorded_game_of_bots_plays_out_draw_for_draw() -> None:
    """Recorded when faces lost their tells and bots got fallible eyes (issue 10); again when a
    wink began cutting short its face's blink (issue 25)."""
    state = new_game("zwinkern-en", 6, seed=8)
    director = TableDirector(state, WinkPolicy(), bots_everywhere(6), seed=8)
    while not state.is_over():
        director.step(STEP)
    tally = director.tally
    assert len(state.history) == 69 and round(director.t, 4) == 130.9833
    assert state.history[:6] == [
        Call(4, 4),
        Call(5, 20),
        Accuse(3, 1, 20),
        Call(0, 17),
        Call(1, 32),
        Call(2, 3),
    ]
    assert (tally.named_right, tally.named_wrong, tally.winks, tally.winks_caught_by_others) == (9, 7, 29, 12)
    assert (tally.accusations_right, tally.accusations_wrong, len(tally.events)) == (10, 0, 110)
    assert state.scores() == [6, 9, 8, 8, 9, 6]
