"""Actions with fields of the wrong type are refused (IllegalAction, state untouched), in play and in
saved JSON: a bool or a float is no seat, card, number, target, coordinate or colour, even where
it equals one (True == 1, 54.0 == 54)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.rules import wink, winkybilly, zwoggel
from game.rules.winkybilly import Contre, Swap, Tick
from game.rules.winkybilly.scenario import MIXED, coup_de_feu, table
from game.rules.zwoggel import Reveal

from .harness import engine, refused

CASES: list[tuple[str, dict[str, Any]]] = [
    ("wink", {"preset": "wink-fr", "players": 5}),
    ("wink", {"preset": "zwinkern-fr", "players": 4}),  # with Pass
    ("winkybilly", {"players": 4, "countdown_s": 0.0}),
    ("zwoggel", {"players": 3}),
]


TYPE_CODES = ("no_such_seat", "not_a_number", "not_a_card", "not_a_cell", "not_a_colour")


def look_alikes(value: int) -> list[Any]:
    """Values of other types that Python finds equal to `value`."""
    return [float(value), True] if value == 1 else [float(value), False] if value == 0 else [float(value)]


def kinds_of(name: str, config: dict[str, Any]) -> list[Any]:
    """One action of each kind the engine has (under this config), to list every field."""
    if name == "wink":
        optional = config["preset"].startswith("zwinkern")
        return [wink.Call(0, 1), wink.Name(0, 1), wink.Accuse(0, 1, 1), *([wink.Pass(0)] if optional else [])]
    if name == "winkybilly":
        b = winkybilly
        return [
            b.Swap(0, 0.0, 0, 0),
            b.Done(0, 0.0),
            b.Winky(0, 0.0),
            b.DoubleWinky(0, 0.0),
            b.Contre(0, 0.0, 1),
        ]
    return [zwoggel.Reveal(0, 0, 0), zwoggel.Place(0, 0, 0, 0)]


def int_fields(action: Any) -> list[str]:
    return [f for f in action._fields if f != "t"]


@pytest.mark.parametrize(("name", "config"), CASES)
def test_a_bool_or_a_float_in_any_field_of_a_legal_action_is_refused(
    name: str, config: dict[str, Any]
) -> None:
    eng = engine(name)
    tried: set[tuple[str, str]] = set()
    for seed in range(3):
        state = eng.new_game(seed=seed, **config)
        rng = random.Random(seed)
        seats = range(len(state.scores()))
        while not state.is_over() and len(state.history) < (25 if name == "winkybilly" else 50):
            for seat in seats:
                firsts = {type(a): a for a in reversed(state.legal_actions(seat))}  # one of each kind
                for action in firsts.values():
                    for field in int_fields(action):
                        for bad in look_alikes(getattr(action, field)):
                            exc = refused(state, action._replace(**{field: bad}))
                            assert exc.code in TYPE_CODES
                            tried.add((type(action).__name__, field))
            for seat in (None, *seats):
                json.dumps(state.observation(seat))
            eng.random_step(state, rng)
    every = {(type(a).__name__, f) for a in kinds_of(name, config) for f in int_fields(a)}
    assert tried == every, every - tried


def test_winkybilly_takes_no_card_given_as_a_float_and_every_observation_still_works() -> None:
    state = table([MIXED] * 4)
    coup_de_feu(state)
    give, take = state.hands[0][0], state.saloon[0]
    assert refused(state, Swap(0, state.t, float(give), take)).code == "not_a_card"  # type: ignore[arg-type]
    assert refused(state, Swap(0, state.t, give, float(take))).code == "not_a_card"  # type: ignore[arg-type]
    assert all(type(c) is int for c in state.hands[0] + state.saloon)
    for seat in (None, 0, 1, 2, 3):
        state.observation(seat)


def test_winkybilly_the_clock_is_no_bool() -> None:
    state = table([MIXED] * 4)
    assert refused(state, Tick(True)).code == "bad_clock"  # type: ignore[arg-type]
    assert refused(state, Contre(0, False, 1)).code == "bad_clock"  # type: ignore[arg-type]
    state.apply(Tick(1))  # type: ignore[arg-type]  # a whole number of seconds is a clock reading
    assert state.t == 1


def test_wink_no_bool_is_a_seat() -> None:
    state = engine("wink").new_game(preset="wink-fr", players=4, seed=0, first_seat=1)
    exc = refused(state, state.legal_actions(1)[0]._replace(seat=True))
    assert exc.code == "no_such_seat" and exc.params == {"value": "True"}


def test_zwoggel_reveals_nothing_for_a_bool_seat_or_a_float_cell() -> None:
    state = engine("zwoggel").new_game(players=2, seed=0, first_seat=1)
    assert refused(state, Reveal(True, 1, 0)).code == "no_such_seat"  # type: ignore[arg-type]
    assert refused(state, Reveal(1, 1.0, 0)).code == "not_a_cell"  # type: ignore[arg-type]
    assert refused(state, Reveal(True, 1.0, 0)).code == "no_such_seat"  # type: ignore[arg-type]
    assert state.history == []


@pytest.mark.parametrize(("name", "config"), CASES)
def test_saved_actions_are_read_strictly(name: str, config: dict[str, Any]) -> None:
    eng = engine(name)
    state = eng.new_game(seed=4, **config)
    rng = random.Random(4)
    while not state.is_over() and len(state.history) < 80:
        eng.random_step(state, rng)
    kinds = {type(a): a for a in state.history}
    for action in kinds.values():
        data = json.loads(json.dumps(eng.action_to_json(action)))
        assert eng.action_from_json(data) == action
        for field in int_fields(action):
            for bad in [*look_alikes(data[field]), str(data[field]), None, [data[field]]]:
                with pytest.raises(ValueError, match="action"):
                    eng.action_from_json({**data, field: bad})
        with pytest.raises(ValueError, match="action"):
            eng.action_from_json({**data, "extra": 1})
        with pytest.raises(ValueError, match="action"):
            eng.action_from_json([data])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "t",
    [
        True,
        False,
        "1.0",
        None,
        float("nan"),
        float("inf"),
        -float("inf"),
        pytest.param(10**400, id="10**400"),
        [1.0],
    ],
)
def test_a_saved_winkybilly_clock_is_a_finite_number_and_not_a_bool(t: Any) -> None:
    eng = engine("winkybilly")
    with pytest.raises(ValueError, match=r"clock|action"):
        eng.action_from_json({"kind": "tick", "t": t})
    assert eng.action_from_json({"kind": "tick", "t": 4}) == Tick(4.0)
    assert type(eng.action_from_json({"kind": "tick", "t": 4}).t) is float
