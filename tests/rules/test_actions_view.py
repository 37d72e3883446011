"""Legal actions as views (rules/actions_view.py): read one by one they are the list they stand for,
in every position of seeded playouts of every engine, and they do not change as the game goes on."""

from __future__ import annotations

import pickle
import random

import pytest

from .harness import engine as engine_named

CASES = [("winkybilly", {"players": 4}), ("winkybilly", {"players": 10}), ("zwoggel", {"players": 3})]


@pytest.mark.parametrize(("name", "config"), CASES, ids=lambda c: str(c))
def test_read_one_by_one_the_view_is_its_list_everywhere_in_a_playout(name: str, config: dict) -> None:
    engine = engine_named(name)
    for seed in range(3):
        state = engine.new_game(seed=seed, **config)
        rng = random.Random(seed)
        kept: list[tuple[object, list]] = []
        steps = 0
        while not state.is_over() and steps < 400:
            for seat in range(len(state.scores())):
                acts = state.legal_actions(seat)
                whole = list(acts)
                assert len(acts) == len(whole) and [acts[i] for i in range(len(acts))] == whole
                assert acts == whole and repr(acts) == repr(whole) and bool(acts) == bool(whole)
                if whole:
                    assert acts[-1] == whole[-1] and acts[1:3] == whole[1:3] and whole[-1] in acts
                with pytest.raises(IndexError):
                    acts[len(whole)]
                if steps % 50 == 0:
                    kept.append((acts, whole))
            engine.random_step(state, rng)
            steps += 1
        for acts, whole in kept:  # taken many actions ago: unchanged
            assert list(acts) == whole and [acts[i] for i in range(len(acts))] == whole


@pytest.mark.parametrize(("name", "config"), CASES[1:], ids=lambda c: str(c))
def test_a_view_is_read_only_unhashable_and_pickles_as_its_list(name: str, config: dict) -> None:
    state = engine_named(name).new_game(seed=1, **config)
    while not state.legal_actions(0):
        engine_named(name).random_step(state, random.Random(0))
    acts = state.legal_actions(0)
    assert not hasattr(acts, "append") and not hasattr(acts, "__setitem__")
    with pytest.raises(TypeError):
        hash(acts)
    back = pickle.loads(pickle.dumps(acts))
    assert type(back) is list and back == list(acts)
