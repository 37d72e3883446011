"""ZwoggelState.copy(), which search calls many times a move: an independent state that plays on
exactly like its original, whose generator is its original's as it was at the copy."""

from __future__ import annotations

import json
import random

from game.rules.zwoggel import ENGINE, ZwoggelState


def played(seed: int, actions: int) -> ZwoggelState:
    state = ENGINE.new_game(players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        ENGINE.random_step(state, rng)
    return state


def saved(state: ZwoggelState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def test_a_copy_plays_on_like_its_original_and_leaves_it_untouched() -> None:
    for seed in range(20):
        state = played(seed, seed * 3)
        before = saved(state)
        copy = state.copy()
        assert saved(copy) == before
        a, b = random.Random(seed), random.Random(seed)
        while not copy.is_over():
            events = ENGINE.random_step(copy, a)
            assert events  # every action tells something
        assert saved(state) == before  # the original did not move
        while not state.is_over():
            ENGINE.random_step(state, b)
        assert saved(state) == saved(copy)


def test_copies_of_copies_and_their_generators_are_independent() -> None:
    state = played(7, 10)
    first = state.copy()
    second = first.copy()
    expected = random.Random()
    expected.setstate(state.rng.getstate())
    assert second.rng.getstate() == first.rng.getstate() == expected.getstate()
    draws = [second.rng.random() for _ in range(5)]  # drawing from a copy's generator...
    assert [expected.random() for _ in range(5)] == draws
    assert first.rng.getstate() == state.rng.getstate() != second.rng.getstate()  # ...moves only its own
    second.display.cards.clear()
    second.stock.clear()
    second.caught[0].append(99)
    assert state.display.cards and state.stock and 99 not in state.caught[0]
    assert first.display.cards and first.stock and 99 not in first.caught[0]


def test_a_copy_keeps_the_generator_state_of_the_moment_it_was_made() -> None:
    state = played(3, 5)
    at_copy = state.rng.getstate()
    copy = state.copy()
    state.rng.random()  # the original's generator moves on after the copy
    assert copy.rng.getstate() == at_copy
    again = state.copy()
    assert again.rng.getstate() == state.rng.getstate() != at_copy
    copy.rng = random.Random(1)  # a generator can be given, as at the deal
    assert copy.rng.getstate() == random.Random(1).getstate()
    assert copy.copy().rng.getstate() == random.Random(1).getstate()
