"""Each game's observation type (`WinkObservation`, `WinkyBillyObservation`, `ZwoggelObservation`) says
what `observation` really gives: checked key by key and value by value, for every seat and the
spectator, all through random games."""

from __future__ import annotations

import random
import types
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from game.rules.core import Observation
from game.rules.wink import WinkObservation
from game.rules.winkybilly import WinkyBillyObservation
from game.rules.zwoggel import ZwoggelObservation

from .harness import engine

CASES: list[tuple[str, dict[str, Any], type]] = [
    ("wink", {"preset": "wink-fr", "players": 5}, WinkObservation),
    ("wink", {"preset": "zwinkern-fr", "players": 3}, WinkObservation),
    ("winkybilly", {"players": 6}, WinkyBillyObservation),
    ("zwoggel", {"players": 3}, ZwoggelObservation),
]


def problems(value: Any, kind: Any, where: str) -> list[str]:
    """Where `value` is not of the type `kind` (ints are no bools; a float may be an int, as typing says)."""
    origin, args = get_origin(kind), get_args(kind)
    if kind is Any:
        return []
    if kind is None or kind is type(None):
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if origin in (Union, types.UnionType):
        found = [problems(value, arg, where) for arg in args]
        return [] if any(not p for p in found) else [f"{where}: {value!r} is not {kind}"]
    if is_typeddict(kind):
        if type(value) is not dict:
            return [f"{where}: {value!r} is not a dict"]
        keys = set(value)
        out = [f"{where}: missing {k}" for k in kind.__required_keys__ - keys]
        out += [f"{where}: unknown {k}" for k in keys - kind.__required_keys__ - kind.__optional_keys__]
        hints = get_type_hints(kind)
        for key in keys & set(hints):
            out += problems(value[key], hints[key], f"{where}.{key}")
        return out
    if kind is float:
        return [] if type(value) in (int, float) else [f"{where}: {value!r} is not a float"]
    if kind in (int, str, bool):
        return [] if type(value) is kind else [f"{where}: {value!r} is not {kind.__name__}"]
    if origin is list:
        if type(value) is not list:
            return [f"{where}: {value!r} is not a list"]
        return [p for i, v in enumerate(value) for p in problems(v, args[0], f"{where}[{i}]")]
    if origin is tuple:
        if type(value) is not tuple:
            return [f"{where}: {value!r} is not a tuple"]
        kinds = [args[0]] * len(value) if args[-1] is Ellipsis else list(args)
        if len(kinds) != len(value):
            return [f"{where}: {value!r} has not {len(kinds)} items"]
        return [
            p
            for i, (v, k) in enumerate(zip(value, kinds, strict=True))
            for p in problems(v, k, f"{where}[{i}]")
        ]
    if origin is dict:
        if type(value) is not dict:
            return [f"{where}: {value!r} is not a dict"]
        return [
            p for k, v in value.items() for p in problems(k, args[0], where) + problems(v, args[1], where)
        ]
    raise AssertionError(f"{where}: the check knows no type {kind}")


@pytest.mark.parametrize(("name", "config", "kind"), CASES)
def test_every_observation_is_of_its_games_type(name: str, config: dict[str, Any], kind: type) -> None:
    eng = engine(name)
    seen: set[str] = set()
    for seed in range(3):
        state = eng.new_game(seed=seed, **config)
        rng = random.Random(seed)
        while True:
            for seat in (None, *range(config["players"])):
                obs = state.observation(seat)
                assert problems(obs, kind, "obs") == []
                seen |= set(obs)
            if state.is_over():
                break
            for _ in range(rng.randrange(1, 12)):
                if not state.is_over():
                    eng.random_step(state, rng)
    assert seen == set(kind.__required_keys__ | kind.__optional_keys__)  # every key was met


def test_the_check_itself_finds_what_is_wrong() -> None:
    assert (
        problems({"game": "x", "players": 2, "seat": None, "over": False, "end": None}, Observation, "o")
        == []
    )
    wrong = {"game": "x", "players": True, "seat": 1.0, "over": False, "end": {"reason": "r"}, "extra": 1}
    assert sorted(problems(wrong, Observation, "o")) == [
        "o.end: {'reason': 'r'} is not game.rules.core.EndJSON | None",
        "o.players: True is not int",
        "o.seat: 1.0 is not int | None",
        "o: unknown extra",
    ]
    assert problems([(1, "a")], list[tuple[int, str]], "x") == []
    assert problems([[1, "a"]], list[tuple[int, str]], "x") == ["x[0]: [1, 'a'] is not a tuple"]
    assert problems((1, 2, 3), tuple[int, ...], "x") == []
    assert problems({"a": 1}, dict[str, int], "x") == [] and problems({"a": "1"}, dict[str, int], "x")
