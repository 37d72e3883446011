"""Seats are checked at the door: `observation(seat)` and `legal_actions(seat)` of every engine refuse
anything but an int in range (a bool is none) with one error, `SeatError`; `observation` also takes
None, the spectator. (-1 read as the last seat and True as seat 1 showed their private hands.)"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.rules.core import SeatError, check_seat

from .harness import engine

CASES: list[tuple[str, dict[str, Any]]] = [
    ("wink", {"preset": "wink-fr", "players": 5}),
    ("wink", {"preset": "zwinkern-en", "players": 3}),
    ("winkybilly", {"players": 4, "countdown_s": 0.0}),
    ("zwoggel", {"players": 3}),
]


def midgame(name: str, config: dict[str, Any]) -> Any:
    """A game some moves in: hands dealt, a turn under way."""
    eng = engine(name)
    state = eng.new_game(seed=7, **config)
    rng = random.Random(7)
    for _ in range(12):
        eng.random_step(state, rng)
    assert not state.is_over()
    return state


def not_seats(n: int) -> list[Any]:
    """Values a phone, a save or a replay could send that name no seat of a table of `n`."""
    return [-1, n, True, False, 1.0, "0"]


@pytest.mark.parametrize(("name", "config"), CASES)
def test_observation_refuses_what_is_no_seat(name: str, config: dict[str, Any]) -> None:
    state = midgame(name, config)
    n = config["players"]
    for bad in not_seats(n):
        with pytest.raises(SeatError, match=rf"^seat must be a whole number from 0 to {n - 1} \(or None"):
            state.observation(bad)


@pytest.mark.parametrize(("name", "config"), CASES)
def test_legal_actions_refuses_what_is_no_seat_and_the_spectator(name: str, config: dict[str, Any]) -> None:
    state = midgame(name, config)
    n = config["players"]
    for bad in [*not_seats(n), None]:
        with pytest.raises(SeatError, match=rf"^seat must be a whole number from 0 to {n - 1}, not "):
            state.legal_actions(bad)


@pytest.mark.parametrize(("name", "config"), CASES)
def test_every_seat_and_the_spectator_still_pass(name: str, config: dict[str, Any]) -> None:
    state = midgame(name, config)
    n = config["players"]
    spectator = state.observation(None)
    assert spectator["seat"] is None and "hand" not in spectator
    for seat in range(n):
        assert state.observation(seat)["seat"] == seat
        assert all(a.seat == seat for a in state.legal_actions(seat) if hasattr(a, "seat"))
    assert any(len(state.legal_actions(seat)) for seat in range(n))


@pytest.mark.parametrize("name", ["wink", "winkybilly", "zwoggel"])
def test_the_package_level_observation_checks_too(name: str) -> None:
    package = __import__(f"game.rules.{name}", fromlist=["observation"])
    state = engine(name).new_game(seed=1)
    with pytest.raises(SeatError):
        package.observation(state, -1)
    assert package.observation(state, None)["seat"] is None


def test_check_seat_says_what_a_seat_is_and_what_it_got() -> None:
    check_seat(0, 4)
    check_seat(3, 4)
    check_seat(None, 4, spectator=True)
    spectator = r"\(or None for a spectator\)"
    with pytest.raises(SeatError, match=rf"^seat must be a whole number from 0 to 4 {spectator}, not True$"):
        check_seat(True, 5, spectator=True)
    with pytest.raises(SeatError, match=r"^seat must be a whole number from 0 to 4, not None$"):
        check_seat(None, 5)
    with pytest.raises(ValueError, match="not -1"):  # a SeatError is a ValueError
        check_seat(-1, 5)
    with pytest.raises(SeatError) as caught:  # whatever it got, shown short
        check_seat("x" * 1000, 5)
    assert len(str(caught.value)) < 100 and caught.value.seat == "x" * 1000
