"""The human and the WinkyBilly bots read each other's faces at the table: a partner bot's signal
spotted by the human who watches it, and the human's own signal caught by an opponent bot."""

from __future__ import annotations

from typing import Any

import arcade

from ...drive import press
from .drive import look_at, start, tick

# Seat 0 is the human; 4 players: teams {0, 2} and {1, 3}.
OTHERS = [
    ["outlaw", "gambler", "preacher", "bartender"],
    ["sheriff", "deputy", "bandit", "cowboy"],
    ["sheriff", "blacksmith", "undertaker", "prospector"],
]
PARTNER_SET = [OTHERS[1], OTHERS[0], ["rancher"] * 4, OTHERS[2]]
MY_SET = [["rancher"] * 4, *OTHERS]


def test_the_human_who_watches_the_partner_bot_spots_its_signal_and_scores_winky(window: Any) -> None:
    view = start(window, seed=3, hands=PARTNER_SET)
    social, kind = view.source.social, view.signals[0]
    look_at(window, view, 2)  # the human watches the partner, holding four ranchers
    signal = None
    for _ in range(60 * 20):
        tick(window)
        made = [s for s in social.signals if s.seat == 2 and s.kind == kind and s.target == 0]
        if made and made[0].start <= view.now < made[0].end:
            signal = made[0]
            break
        assert not view.state.calls, "someone called before the partner signalled"
    assert signal is not None, "the partner bot never made its team's signal at the human"
    assert social.gaze[2].current == 0  # it looks at the human while it signals
    press(window, arcade.key.Y)  # WINKY!
    call = view.state.calls[-1]
    assert (call.seat, call.call, call.target, call.right) == (0, "winky", 2, True)
    assert view.state.tokens == [5, 4] and "right" in [name for name, _ in window.sounds.played]


def test_an_opponent_bot_catches_the_humans_signal_and_calls_contre_winky(window: Any) -> None:
    caught = []
    for seed in range(1, 9):
        view = start(window, seed=seed, hands=MY_SET)
        social, state = view.source.social, view.state
        look_at(window, view, 2)
        signals = 0
        for _ in range(60 * 20):
            tick(window)
            watched = any(social.gaze[o].current == 0 for o in (1, 3))
            if watched and not social.gesturing(0):  # an opponent looks at me: signal (boldly)
                press(window, arcade.key.S, frames=0)
                signals += 1
            if state.calls:
                break
        call = state.calls[-1] if state.calls else None
        if call is not None and call.call == "contre":
            assert signals and (call.target, call.right) == (0, True) and call.seat in (1, 3)
            assert state.tokens[0] == 3  # the human's team pays
            caught.append(seed)
    assert caught, "no opponent bot ever caught the human's signal"
