"""Exchange phases in real time (RULES.md §2.4, W2–W4): countdown, swaps, holsters, new saloons."""

from __future__ import annotations

import json

import pytest

from game.rules.winkybilly import Done, Look, Phase, Swap, Tick, Winky, WinkyBillyState, from_json, new_game
from game.rules.winkybilly.scenario import MIXED, coup_de_feu, four, table

from ..harness import assert_illegal_leaves_state, refused

OTHER = ["sheriff", "outlaw", "prospector", "gambler"]


def started() -> WinkyBillyState:
    state = table([MIXED, OTHER, MIXED, OTHER])
    coup_de_feu(state)
    return state


def test_no_swap_during_the_countdown() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    reason = assert_illegal_leaves_state(state, Swap(0, 1.0, state.hands[0][0], state.saloon[0]))
    assert "countdown" in reason


def test_coup_de_feu_three_seconds_after_the_start() -> None:
    state = table([MIXED] * 4)
    assert state.apply(Tick(2.999)) == [] and state.phase is Phase.COUNTDOWN
    events = state.apply(Tick(3.0))
    assert [e.kind for e in events] == ["coup_de_feu"] and state.phase is Phase.EXCHANGE


def test_a_swap_is_one_card_for_one_and_hand_and_saloon_keep_four() -> None:
    state = started()
    give, take = state.hands[0][1], state.saloon[2]
    events = state.apply(Swap(0, 3.5, give, take))
    assert take in state.hands[0] and give in state.saloon
    assert len(state.hands[0]) == 4 and len(state.saloon) == 4
    assert events[0].kind == "swap" and events[0].data == {"seat": 0, "gave": give, "took": take}


def test_the_card_just_put_down_may_be_taken_back() -> None:
    state = started()
    give, take = state.hands[0][0], state.saloon[0]
    state.apply(Swap(0, 3.5, give, take))
    state.apply(Swap(0, 3.5, take, give))
    assert give in state.hands[0] and take in state.saloon


def test_swaps_are_unlimited() -> None:
    state = started()
    for i in range(40):
        state.apply(Swap(0, 3.0 + i * 0.01, state.hands[0][i % 4], state.saloon[i % 4]))
    assert len(state.hands[0]) == 4 and len(state.saloon) == 4


def test_simultaneous_swaps_first_come_first_served_w4() -> None:
    state = started()
    take = state.saloon[0]
    state.apply(Swap(0, 4.0, state.hands[0][0], take))
    reason = assert_illegal_leaves_state(state, Swap(1, 4.0, state.hands[1][0], take))
    assert "someone was quicker" in reason
    state.apply(Swap(1, 4.0, state.hands[1][0], state.saloon[1]))  # the same instant, another card


def test_you_can_only_put_down_a_card_you_hold() -> None:
    state = started()
    exc = refused(state, Swap(0, 4.0, state.hands[1][0], state.saloon[0]))
    assert exc.code == "not_in_hand" and exc.reason == "Player 1 does not hold that card"
    assert refused(state, Swap(0, 4.0, 999, state.saloon[0])).reason == exc.reason


def test_time_cannot_run_backwards() -> None:
    state = started()
    state.apply(Tick(4.0))
    assert "backwards" in assert_illegal_leaves_state(state, Swap(0, 3.9, state.hands[0][0], state.saloon[0]))
    assert "backwards" in assert_illegal_leaves_state(state, Tick(1.0))


@pytest.mark.parametrize("t", [float("nan"), float("inf"), "4.0", None])
def test_the_clock_must_be_a_finite_number(t: object) -> None:
    state = started()
    assert "finite number" in assert_illegal_leaves_state(state, Tick(t))  # type: ignore[arg-type]


def test_every_action_moves_the_clock_on() -> None:
    state = started()
    state.apply(Done(0, 4.25))
    assert state.t == 4.25
    state.apply(Winky(1, 4.5))
    assert state.t == 4.5


def test_what_time_brings_happens_before_the_action() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    events = state.apply(Swap(0, 3.5, state.hands[0][0], state.saloon[0]))  # sent during the countdown
    assert [e.kind for e in events] == ["coup_de_feu", "swap"]


def test_an_illegal_action_leaves_even_a_due_coup_de_feu_undone() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    assert_illegal_leaves_state(state, Swap(0, 3.5, state.hands[1][0], state.saloon[0]))
    assert state.phase is Phase.COUNTDOWN and state.t == 0.0


def test_the_holster_toggles_done() -> None:
    state = started()
    state.apply(Done(0, 4.0))
    assert state.done == [True, False, False, False]
    state.apply(Done(0, 4.1))
    assert state.done == [False] * 4


def test_no_holster_during_the_countdown() -> None:
    state = table([MIXED] * 4)
    assert "countdown" in assert_illegal_leaves_state(state, Done(0, 1.0))


def test_a_swap_lowers_the_players_holster() -> None:
    state = started()
    state.apply(Done(0, 4.0))
    state.apply(Done(1, 4.0))
    state.apply(Swap(0, 4.5, state.hands[0][0], state.saloon[0]))
    assert state.done == [False, True, False, False]


def test_the_phase_ends_when_everyone_is_done_old_saloon_under_the_pile_four_new_from_the_top() -> None:
    state = started()
    old, top = list(state.saloon), state.pile[-4:][::-1]
    for seat in range(4):
        events = state.apply(Done(seat, 4.0))
    assert events[-1].kind == "new_saloon" and events[-1].data["why"] == "all done"
    assert state.pile[:4] == old and state.saloon == top
    assert state.phase is Phase.COUNTDOWN and state.go_at == 7.0 and state.phases == 2
    assert state.done == [False] * 4


def test_an_idle_phase_ends_five_seconds_after_the_last_swap_w2() -> None:
    state = started()
    state.apply(Swap(0, 4.0, state.hands[0][0], state.saloon[0]))
    assert state.apply(Tick(8.999)) == [] and state.phase is Phase.EXCHANGE
    events = state.apply(Tick(9.0))
    assert [e.kind for e in events] == ["new_saloon"] and events[0].data["why"] == "idle"
    assert state.go_at == 12.0


def test_a_new_countdown_precedes_every_new_saloon_w3() -> None:
    state = started()
    events = state.apply(Tick(30.0))  # idle 5 s, countdown 3 s, again and again, in time order
    assert [e.kind for e in events] == ["new_saloon", "coup_de_feu"] * 3
    assert [e.data["t"] for e in events] == [8.0, 11.0, 16.0, 19.0, 24.0, 27.0]
    assert state.phases == 4 and state.phase is Phase.EXCHANGE and state.next_at == 32.0


def test_the_idle_timeout_and_the_countdown_are_options() -> None:
    state = new_game(4, seed=0, idle_timeout_s=2.0, countdown_s=1.0)
    state.apply(Tick(1.0))
    assert state.phase is Phase.EXCHANGE
    state.apply(Tick(3.0))
    assert state.phase is Phase.COUNTDOWN and state.go_at == 4.0


def test_a_countdown_of_zero_starts_swapping_at_once() -> None:
    state = new_game(4, seed=0, countdown_s=0.0)
    assert state.phase is Phase.EXCHANGE
    for seat in range(4):
        state.apply(Done(seat, 1.0))
    assert state.phase is Phase.EXCHANGE and state.phases == 2


def test_a_holster_does_not_restart_the_idle_timer() -> None:
    state = started()
    state.apply(Done(1, 7.5))
    assert state.apply(Tick(7.999)) == [] and state.phase is Phase.EXCHANGE
    assert state.apply(Tick(8.0))[0].kind == "new_saloon"


def test_after_a_right_winky_swapping_goes_on() -> None:
    state = table([MIXED, OTHER, four("sheriff"), OTHER])
    coup_de_feu(state)
    state.apply(Winky(0, 4.0))
    assert state.phase is Phase.EXCHANGE
    state.apply(Swap(2, 7.0, state.hands[2][0], state.saloon[0]))  # once the call is checked (3 s)


def test_a_couch_players_private_turn_restarts_the_idle_timer() -> None:
    """Our couch adaptation of W2: the hand-over to a human's private swap turn gives them the
    whole idle time, however long the table had been idle before."""
    state = started()  # the coup de feu at 3 s: idle until 8 s
    state.apply(Look(1, 7.5))
    assert state.apply(Tick(8.0)) == [] and state.phase is Phase.EXCHANGE  # the old deadline passed
    events = state.apply(Tick(12.5))
    assert [e.kind for e in events] == ["new_saloon"] and events[0].data["why"] == "idle"
    assert Look(1, 7.5) in state.history


def test_a_look_is_refused_during_the_countdown_and_for_a_seat_not_at_the_table() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    assert "countdown" in assert_illegal_leaves_state(state, Look(0, 1.0))
    coup_de_feu(state)
    assert_illegal_leaves_state(state, Look(9, 4.0))
    assert Look(0, 4.0) not in state.legal_actions(0)  # the table makes it, not a player


def test_a_look_survives_a_save() -> None:
    state = started()
    state.apply(Look(2, 4.0))
    again = from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json() and again.next_at == 9.0
