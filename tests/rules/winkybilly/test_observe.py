"""What each seat may know (DESIGN.md: observation is the only door): own hand, public table, no more."""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable

import pytest

from game.rules.winkybilly import ENGINE, Contre, Swap, Winky, WinkyBillyState, new_game, observation
from game.rules.winkybilly.observe import hide_others
from game.rules.winkybilly.scenario import MIXED, coup_de_feu, four, table

from ..harness import assert_illegal_leaves_state, assert_no_leak

OTHER = ["sheriff", "outlaw", "prospector", "gambler"]


def every_card(state: WinkyBillyState) -> list[int]:
    return sorted(state.pile + [c for hand in state.hands for c in hand])


def test_a_seat_sees_its_own_hand_the_saloon_and_the_public_table() -> None:
    state = new_game(6, seed=2)
    obs = observation(state, 1)
    assert [c for c, _ in obs["hand"]] == state.hands[1] and len(obs["saloon"]) == 4
    assert obs["partner"] == 4 and obs["team"] == 1 and obs["pile"] == 50
    assert obs["tokens"] == [4, 4, 4] and obs["phase"] == "countdown" and obs["countdown"] == 3.0
    assert obs["done"] == [False] * 6 and obs["in_contention"] == [0, 1, 2]
    assert obs["teams"] == (0, 1, 2, 0, 1, 2)


def test_an_observation_holds_no_other_hand_and_no_pile_order() -> None:
    state = new_game(4, seed=5)
    text = json.dumps(observation(state, 0))
    for seat in (1, 2, 3):
        assert json.dumps([[c, n] for c, n in observation(state, seat)["hand"]]) not in text
    assert "pile_order" not in text and json.dumps(state.pile) not in text


def test_the_spectator_sees_public_facts_only() -> None:
    public = observation(new_game(6, seed=2), None)
    assert "hand" not in public and "partner" not in public and public["hand_sizes"] == [4] * 6


def test_no_observation_depends_on_the_other_hands_or_the_pile() -> None:
    rng = random.Random(7)
    for players in (4, 10):
        state = new_game(players, seed=3)
        assert_no_leak(ENGINE, state, rng, range(players))
        for _ in range(150):
            if state.is_over():
                break
            ENGINE.random_step(state, rng)
        assert_no_leak(ENGINE, state, rng, range(players))


def test_hide_others_keeps_the_seats_hand_the_saloon_and_every_size() -> None:
    state = new_game(8, seed=4)
    other = hide_others(state, 3, random.Random(1))
    assert other.hands[3] == state.hands[3] and other.saloon == state.saloon
    assert [len(h) for h in other.hands] == [4] * 8 and len(other.pile) == len(state.pile)
    assert other.hands != state.hands and every_card(other) == every_card(state)


def test_new_cards_after_a_call_are_told_only_to_their_holder() -> None:
    state = table([MIXED, four("outlaw"), four("saloon girl"), OTHER])
    events = state.apply(Winky(0, 1.0)) + state.apply(Contre(0, 1.0, 1))
    private = [e for e in events if e.to is not None]
    assert [(e.kind, e.to) for e in private] == [("new_hand", 2), ("new_hand", 1)]
    assert all("cards" not in e.data for e in events if e.to is None)


def test_a_wrong_call_shows_no_card_but_two_different_ones_for_contre_winky() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    winky = state.apply(Winky(0, 1.0))[0]
    contre = state.apply(Contre(0, 1.0, 1))[0]
    assert winky.data["shown"] == () and contre.data["shown"] == ("sheriff", "outlaw")


def test_refusal_reasons_name_no_hidden_card() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    coup_de_feu(state)
    held_by_other = assert_illegal_leaves_state(state, Swap(0, 4.0, state.hands[1][0], state.saloon[0]))
    in_the_pile = assert_illegal_leaves_state(state, Swap(0, 4.0, state.pile[0], state.saloon[0]))
    assert held_by_other == in_the_pile == "Player 1 does not hold that card"
    taken = assert_illegal_leaves_state(state, Swap(0, 4.0, state.hands[0][0], state.hands[1][0]))
    from_pile = assert_illegal_leaves_state(state, Swap(0, 4.0, state.hands[0][0], state.pile[0]))
    assert taken == from_pile


def test_observations_are_json_ready() -> None:
    state = table([MIXED, four("outlaw"), MIXED, OTHER])
    state.apply(Contre(0, 1.0, 1))
    for seat in (None, 0, 1):
        obs = observation(state, seat)
        assert json.loads(json.dumps(obs))["last_call"]["call"] == "contre"


def test_the_engine_reads_no_wall_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    real = {
        name: getattr(time, name) for name in ("time", "monotonic", "perf_counter", "time_ns", "monotonic_ns")
    }
    me = threading.get_ident()

    def no_clock(name: str) -> Callable[[], float]:
        def read() -> float:
            if threading.get_ident() == me:  # (another thread of the process, pyglet's, may read it)
                raise AssertionError("the rules read a wall clock")
            return float(real[name]())

        return read

    for name in real:
        monkeypatch.setattr(time, name, no_clock(name))
    state = new_game(6, seed=1)
    rng = random.Random(1)
    while not state.is_over():
        ENGINE.random_step(state, rng)
