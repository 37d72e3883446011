"""A game's end is one record, `core.End`: the state keeps it (None until the end), and the
game_over event, every observation and the save carry its JSON; saves of the versions that kept
the end as four fields are refused with the usual message."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.games import GAMES, load_state
from game.rules.core import End
from game.rules.saves import SaveError

from .harness import engine

CASES: list[tuple[str, dict[str, Any]]] = [
    ("wink", {"preset": "wink-fr", "players": 4}),
    ("wink", {"preset": "zwinkern-en", "players": 3}),
    ("winkybilly", {"players": 4}),
    ("zwoggel", {"players": 2}),
]
BEFORE_THE_RECORD = {"wink": 2, "winkybilly": 4, "zwoggel": 3}  # the last format versions without it


@pytest.mark.parametrize(("name", "config"), CASES)
def test_the_end_is_one_record_in_the_state_the_event_the_observations_and_the_save(
    name: str, config: dict[str, Any]
) -> None:
    eng = engine(name)
    for seed in range(3):
        state = eng.new_game(seed=seed, **config)
        rng = random.Random(seed)
        assert state.end is None and state.observation(None)["end"] is None and state.to_json()["end"] is None
        events = []
        while not state.is_over():
            events = eng.random_step(state, rng)
        end = state.end
        assert isinstance(end, End) and end.reason and end.code
        over = [e for e in events if e.kind == "game_over"]
        assert len(over) == 1 and over[0].to is None
        assert over[0].data["end"] == end.to_json()
        for seat in (None, *range(config["players"])):
            assert state.observation(seat)["end"] == end.to_json()
        assert state.to_json()["end"] == end.to_json()
        assert not any(key.startswith("end_") for key in (*state.to_json(), *state.observation(0)))
        assert End.from_json(json.loads(json.dumps(end.to_json()))) == end


def test_the_game_over_event_keeps_what_else_it_said() -> None:
    for name, keys in (("wink", {"end"}), ("winkybilly", {"teams", "end"}), ("zwoggel", {"winners", "end"})):
        eng = engine(name)
        state = eng.new_game(seed=2)
        rng = random.Random(2)
        events = []
        while not state.is_over():
            events = eng.random_step(state, rng)
        data = next(e.data for e in events if e.kind == "game_over")
        assert set(data) == keys


def test_an_end_names_its_seats_by_their_names_and_reads_back_strictly() -> None:
    end = End("Bob has no card left in hand", "no_card_in_hand", {"seat": 1}, {"tokens": 7})
    assert end.values(["Ann", "Bob"]) == {"seat": "Bob", "tokens": 7}
    data = end.to_json()
    assert data == {
        "reason": "Bob has no card left in hand",
        "code": "no_card_in_hand",
        "seats": {"seat": 1},
        "params": {"tokens": 7},
    }
    assert End.from_json(data) == end and End("r", "c") == End("r", "c", {}, {})
    for bad in (
        None,
        [],
        {**data, "extra": 1},
        {k: v for k, v in data.items() if k != "params"},
        {**data, "code": 3},
        {**data, "seats": {"seat": True}},
        {**data, "seats": {"seat": 1.0}},
        {**data, "seats": []},
        {**data, "params": None},
    ):
        with pytest.raises((TypeError, ValueError)):
            End.from_json(bad)


@pytest.mark.parametrize("name", GAMES)
def test_a_save_from_before_the_end_record_is_refused_with_the_version_message(name: str) -> None:
    eng = engine(name)
    state = eng.new_game(seed=5)
    rng = random.Random(5)
    while not state.is_over():
        eng.random_step(state, rng)
    data = state.to_json()
    end = data.pop("end")
    old = {**data, "version": BEFORE_THE_RECORD[name]}
    old.update({f"end_{key}": value for key, value in end.items()})
    version = data["version"]
    assert version == BEFORE_THE_RECORD[name] + 1
    with pytest.raises(SaveError, match=f"^saved {name} format version {version - 1} is not {version}$"):
        load_state(json.dumps(old))
