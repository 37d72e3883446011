"""A call's check stops the table (RULES.md W8/W16, "freeze swaps while a check is resolved").

After every call the table stops for `check_s` (3 s): the proof lies on the table and the tokens
move. Nobody swaps nor raises a holster; further calls may come, each stopping the table afresh.
A countdown waits for the check; an exchange phase's idle timer starts again when it ends.
"""

from __future__ import annotations

import pytest

from game.rules.winkybilly import (
    Contre,
    Done,
    DoubleWinky,
    Look,
    Phase,
    Swap,
    Tick,
    Winky,
    WinkyBillyState,
    check_invariants,
    from_json,
)
from game.rules.winkybilly.actions import Action
from game.rules.winkybilly.config import WinkyBillyConfig
from game.rules.winkybilly.scenario import MIXED, coup_de_feu, four, table

from ..harness import refused

OTHER = ["sheriff", "outlaw", "prospector", "gambler"]


def started(*hands: list[str] | tuple[str, ...], **options: object) -> WinkyBillyState:
    state = table(list(hands) or [MIXED, OTHER, MIXED, OTHER], **options)
    coup_de_feu(state)  # swapping from 3 s
    return state


def a_swap(state: WinkyBillyState, seat: int, t: float) -> Swap:
    return Swap(seat, t, state.hands[seat][0], state.saloon[0])


CALLS: list[tuple[str, list[list[str] | tuple[str, ...]], Action]] = [
    ("right WINKY", [MIXED, OTHER, four("sheriff"), OTHER], Winky(0, 4.0)),
    ("wrong WINKY", [MIXED, OTHER, MIXED, OTHER], Winky(0, 4.0)),
    ("right CONTRE WINKY", [MIXED, four("outlaw"), MIXED, OTHER], Contre(0, 4.0, 1)),
    ("wrong CONTRE WINKY", [MIXED, OTHER, MIXED, OTHER], Contre(0, 4.0, 1)),
    ("right Double Winky", [four("cowboy"), OTHER, four("sheriff"), OTHER], DoubleWinky(0, 4.0)),
    ("wrong Double Winky", [MIXED, OTHER, MIXED, OTHER], DoubleWinky(0, 4.0)),
]


@pytest.mark.parametrize(("name", "hands", "call"), CALLS, ids=[c[0] for c in CALLS])
def test_after_every_call_nobody_swaps_nor_raises_a_holster_for_three_seconds(
    name: str, hands: list[list[str]], call: Action
) -> None:
    state = started(*hands, tokens=[3, 3])  # no call ends the game
    state.apply(call)
    assert not state.is_over() and state.phase is Phase.EXCHANGE
    for seat in range(4):
        assert refused(state, a_swap(state, seat, 6.999)).code == "check_running"
        assert refused(state, Done(seat, 5.0)).code == "check_running"
    state.apply(a_swap(state, 3, 7.0))  # the check is over: swapping goes on
    state.apply(Done(1, 7.0))
    assert check_invariants(state) == []


def test_during_a_check_the_legal_actions_are_the_calls_only() -> None:
    state = started()
    swapping = state.legal_actions(1)
    assert len(swapping) == 16 + 1 + 2 + 2  # 16 swaps, the holster, WINKY, Double, 2 CONTRE
    state.apply(Winky(0, 4.0))
    assert [type(a) for a in state.legal_actions(1)] == [Winky, DoubleWinky, Contre, Contre]
    state.apply(Tick(6.9))
    assert [type(a) for a in state.legal_actions(1)] == [Winky, DoubleWinky, Contre, Contre]
    state.apply(Tick(7.0))
    after = list(state.legal_actions(1))
    assert all(isinstance(a, Swap) for a in after[:16])
    assert after[16:] == [
        Done(1, 7.0),
        Winky(1, 7.0),
        DoubleWinky(1, 7.0),
        Contre(1, 7.0, 0),
        Contre(1, 7.0, 2),
    ]


def test_the_legal_actions_change_with_a_call_at_the_same_clock() -> None:
    state = started()
    state.apply(Tick(4.0))
    assert len(state.legal_actions(1)) == 21  # read (and kept) at 4.0 before the call
    state.apply(Winky(0, 4.0))
    assert len(state.legal_actions(1)) == 4


def test_calls_go_on_during_a_check_and_each_one_stops_the_table_afresh() -> None:
    state = started(MIXED, four("outlaw"), MIXED, OTHER)
    state.apply(Winky(0, 4.0))
    state.apply(Contre(2, 5.5, 1))  # a call during the check: settled at once, in order
    assert [c.call for c in state.calls] == ["winky", "contre"] and state.calls[1].right
    assert refused(state, a_swap(state, 0, 8.4)).code == "check_running"
    state.apply(a_swap(state, 0, 8.5))


def test_the_idle_timer_starts_again_when_the_check_ends() -> None:
    state = started()  # swapping from 3 s: idle until 8 s
    state.apply(Winky(0, 7.5))  # checked until 10.5 s: the table may idle until 15.5 s
    assert state.apply(Tick(15.499)) == [] and state.phase is Phase.EXCHANGE
    events = state.apply(Tick(15.5))
    assert [e.kind for e in events] == ["new_saloon"] and events[0].data["why"] == "idle"


def test_a_call_during_the_countdown_holds_the_coup_de_feu_until_the_check_ends() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    state.apply(Winky(0, 1.0))  # the countdown would end at 3 s, the check at 4 s
    assert state.go_at == 4.0 and state.apply(Tick(3.5)) == [] and state.phase is Phase.COUNTDOWN
    assert [e.kind for e in state.apply(Tick(4.0))] == ["coup_de_feu"]
    state.apply(a_swap(state, 1, 4.0))


def test_a_longer_countdown_is_not_shortened_by_a_check() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER], countdown_s=5.0)
    state.apply(Winky(0, 0.5))
    assert state.go_at == 5.0


def test_a_couch_turn_during_a_check_gives_the_whole_idle_time_after_it() -> None:
    state = started()
    state.apply(Winky(0, 4.0))  # checked until 7 s
    state.apply(Look(1, 5.0))
    assert state.apply(Tick(11.999)) == []
    assert state.apply(Tick(12.0))[0].kind == "new_saloon"


def test_the_call_that_ends_the_game_stops_nothing_more() -> None:
    state = started(MIXED, OTHER, four("sheriff"), OTHER, tokens=[6, 4])
    state.apply(Winky(0, 4.0))
    assert state.is_over() and state.observation(0)["check_until"] == 0.0


def test_a_check_of_zero_seconds_stops_nothing() -> None:
    state = started(check_s=0.0)
    state.apply(Winky(0, 4.0))
    state.apply(a_swap(state, 1, 4.0))


def test_everyone_sees_until_when_the_table_is_stopped() -> None:
    state = started()
    assert state.observation(None)["check_until"] == 0.0
    state.apply(Winky(0, 4.0))
    assert all(state.observation(s)["check_until"] == 7.0 for s in (None, 0, 1, 2, 3))
    assert state.observation(1)["options"]["check_s"] == 3.0 and state.checking()
    state.apply(Tick(7.0))
    assert not state.checking()


def test_a_save_in_the_middle_of_a_check_plays_on_the_same() -> None:
    state = started(check_s=4.5)
    state.apply(Winky(0, 4.0))
    back = from_json(state.to_json())
    assert back.check_until == 8.5 and back.config.check_s == 4.5
    assert refused(back, a_swap(back, 1, 8.4)).code == "check_running"


@pytest.mark.parametrize("seconds", [-0.5, 60.5, float("nan")])
def test_a_check_outside_0_to_60_seconds_is_refused(seconds: float) -> None:
    with pytest.raises(ValueError, match="check of a call"):
        WinkyBillyConfig(check_s=seconds).check()
