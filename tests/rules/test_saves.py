"""Saves of any game: `load_state` reads them, anything else is one SaveError with a reason, damaged
saves never load as a state that breaks later, and a restored game goes on exactly as the saved one."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.games import GAMES, load_state
from game.rules import saves
from game.rules.engine import Engine
from game.rules.saves import SaveError, replay

from .harness import engine

CASES: list[tuple[str, dict[str, Any]]] = [
    ("wink", {"preset": "wink-fr", "players": 5}),
    ("wink", {"preset": "wink-en", "players": 4, "extra_card": True}),
    ("wink", {"preset": "zwinkern-en", "players": 3}),
    ("winkybilly", {"players": 6}),
    ("winkybilly", {"players": 4, "kems_style": True, "countdown_s": 0.0}),
    ("zwoggel", {"players": 3}),
    ("zwoggel", {"players": 2, "names": ("Ann", "Bo")}),
]


def played(name: str, config: dict[str, Any], seed: int, actions: int) -> Any:
    eng = engine(name)
    state = eng.new_game(seed=seed, **config)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < actions:
        eng.random_step(state, rng)
    return state


def text(state: Any) -> str:
    return json.dumps(state.to_json())


def normal(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


# ----------------------------------------------------------------- load_state


@pytest.mark.parametrize(("name", "config"), CASES)
def test_load_state_reads_a_save_of_any_game_as_the_same_state(name: str, config: dict[str, Any]) -> None:
    for actions in (0, 7, 60, 10_000):
        state = played(name, config, 3, actions)
        back = load_state(text(state))
        assert type(back) is type(state) and normal(back.to_json()) == normal(state.to_json())
        assert back.history == state.history


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ("", "not JSON"),
        ('{"game": "wink", ', "not JSON"),
        ("[1, 2]", "JSON object"),
        ("null", "JSON object"),
        ('"wink"', "JSON object"),
        ('{"game": "poker", "version": 1}', "'poker'"),
        ('{"version": 1}', "None"),
        ('{"game": ["wink"]}', "['wink']"),
        ('{"game": "wink", "version": NaN}', "NaN"),
        ('{"game": "zwoggel", "version": Infinity}', "Infinity"),
        ('{"game": "winkybilly", "version": 1' + "0" * 5000 + "}", "not JSON"),
        ("[" * 100_000 + "]" * 100_000, "not JSON"),
        ('{"game": "wink", "version": 99}', "version 99"),
        ('{"game": "wink", "version": 2.0}', "version 2.0"),
        ('{"game": "wink", "version": true}', "version True"),
        ('{"game": "zwoggel", "version": 4}', "config is missing"),
        ('{"game": "zwoggel", "version": 3}', "version 3 is not 4"),  # saved before the end was one record
    ],
)
def test_load_state_refuses_what_is_no_save_with_one_error_and_a_reason(bad: str, words: str) -> None:
    with pytest.raises(SaveError, match=r"^(not a saved game|saved|damaged|this is)") as caught:
        load_state(bad)
    assert words in caught.value.reason
    assert isinstance(caught.value, ValueError)


def test_load_state_reads_only_the_games_it_is_given() -> None:
    """`saves.load_state` knows no list of the games: the engines it may read are passed to it."""
    save = text(played("zwoggel", {"players": 2}, 1, 10))
    assert saves.load_state(save, {"zwoggel": engine("zwoggel")}).to_json() == json.loads(save)
    with pytest.raises(SaveError, match="not a saved game of ours: its game is 'zwoggel'"):
        saves.load_state(save, {"wink": engine("wink")})


def test_each_engine_refuses_a_save_of_another_game() -> None:
    saves = {name: played(name, config, 1, 20).to_json() for name, config in CASES}
    for name in GAMES:
        for other, data in saves.items():
            if other != name:
                with pytest.raises(SaveError, match=f"this is a saved '{other}' game, not '{name}'"):
                    engine(name).from_json(data)


@pytest.mark.parametrize(("name", "config"), CASES)
def test_a_save_whose_history_holds_an_illegal_move_is_refused(name: str, config: dict[str, Any]) -> None:
    data = played(name, config, 5, 30).to_json()
    moves = data["history"]
    moves[len(moves) // 2], moves[-1] = moves[-1], moves[len(moves) // 2]
    if moves[len(moves) // 2] == moves[-1]:
        moves.append(moves[0])
    with pytest.raises(SaveError, match="damaged"):
        load_state(json.dumps(data))


@pytest.mark.parametrize(("name", "config"), CASES)
def test_a_save_whose_snapshot_differs_from_its_history_is_refused_naming_the_field(
    name: str, config: dict[str, Any]
) -> None:
    data = played(name, config, 5, 30).to_json()
    data["current" if "current" in data else "phases"] += 1
    with pytest.raises(SaveError, match=r"field (current|phases) does not match"):
        load_state(json.dumps(data))
    data = played(name, config, 5, 30).to_json()
    del data["rng"]
    with pytest.raises(SaveError, match="field rng is missing"):
        load_state(json.dumps(data))
    data = played(name, config, 5, 30).to_json()
    data["cheat"] = 1
    with pytest.raises(SaveError, match="unknown field 'cheat'"):
        load_state(json.dumps(data))


# ----------------------------------------------------------------- damaged saves (fuzz)

ODD_VALUES: list[Any] = [True, False, 0.5, 3.0, "x", "", [], [1, 2], {}, None, -1]
ODD_VALUES += [10**400, float("nan"), 1e999]  # huge, not a number, infinite (1e999 reads as inf)
TEXT_CHARS = '0123456789-+.eE,:[]{}"ntrufalsx '


def nodes(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every (path, value) inside a JSON value, the root included."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from nodes(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from nodes(value, (*path, i))


def at(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


class Original:
    """A save to damage, with its text and the paths inside it, listed once."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data, self.text = data, json.dumps(data)
        every = list(nodes(data))
        # Paths grouped by top-level field, so that the 625 numbers of the generator's state are
        # not most of the places damaged.
        self.fields = {key: [p for p, _ in every if p[:1] == (key,)] for key in data}
        self.objects = [p for p, v in every if isinstance(v, dict) and v]
        self.lists = [p for p, v in every if isinstance(v, list) and len(v) > 1]

    def any_path(self, rng: random.Random) -> tuple[Any, ...]:
        return rng.choice(self.fields[rng.choice(list(self.fields))])


def damaged(original: Original, others: list[Original], rng: random.Random) -> tuple[str, Any, Original]:
    """A damaged copy of a save: ("text", str) for damage to the text, ("data", object) for the
    rest; and the save it was made from (`original`, or another game's save)."""
    kind = rng.randrange(7)
    raw = original.text
    if kind == 0:  # truncated
        return "text", raw[: rng.randrange(len(raw))], original
    if kind == 1:  # one to three characters changed
        chars = list(raw)
        for _ in range(rng.randint(1, 3)):
            chars[rng.randrange(len(chars))] = rng.choice(TEXT_CHARS)
        return "text", "".join(chars), original
    data = json.loads(raw)
    if kind == 2:  # a key deleted
        obj = at(data, rng.choice(original.objects))
        del obj[rng.choice(list(obj))]
    elif kind in (3, 4):  # a value swapped for one of another type, or a huge or odd one
        path = original.any_path(rng)
        at(data, path[:-1])[path[-1]] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif kind == 5:  # a list shuffled
        rng.shuffle(at(data, rng.choice(original.lists)))
    else:  # another game's save (load_state reads it), perhaps relabelled
        source = rng.choice(others)
        data = json.loads(source.text)
        if rng.random() < 0.5:
            data["game"], data["version"] = original.data["game"], original.data["version"]
        return "data", data, source
    return "data", data, original


def differences(a: Any, b: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths where two JSON values differ (in JSON form: 1 is not 1.0 nor true)."""
    if normal(a) == normal(b):
        return []
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        return [d for k in a for d in differences(a[k], b[k], (*path, k))]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b, strict=True)) for d in differences(x, y, (*path, i))]
    return [path]


def plays_to_the_end(eng: Engine, state: Any, seed: int) -> None:
    rng = random.Random(seed)
    steps = 0
    while not state.is_over() and steps < 5_000:
        eng.random_step(state, rng)
        steps += 1
        if steps % 4 == 0:  # (every step costs seconds here; the playout tests check every step)
            assert eng.check_invariants(state) == []
    assert state.is_over() and eng.check_invariants(state) == []
    for seat in (None, *range(len(state.scores()))):
        json.dumps(state.observation(seat))


def test_damaged_saves_are_refused_or_load_as_exactly_what_they_say_and_play_to_the_end() -> None:
    """~3,000 damaged saves of the three games: each raises SaveError (and nothing else), or loads as
    exactly the state the file describes, which plays on to the end with every invariant holding.
    Such a state is the original one: only its config may differ (a player's name, or an option
    that has not come into play yet, such as Kem's style before any right CONTRE WINKY), or the
    order of two moves that commute (a tick and a swap at the same instant)."""
    rng = random.Random(2026)
    originals = [
        Original(played(name, config, seed, actions).to_json())
        for name, config in CASES
        for seed, actions in ((1, 3), (2, 25), (3, 90))
    ]
    counts = {"refused": 0, "intact": 0, "changed": 0}
    for i in range(3_000):
        original = originals[i % len(originals)]
        name = original.data["game"]
        form, damage, source = damaged(original, [o for o in originals if o.data["game"] != name], rng)
        try:
            if form == "text":
                state = load_state(damage)
                damage = json.loads(damage)
            elif i % 2:
                state = engine(name).from_json(damage)
            else:
                state = load_state(json.dumps(damage))
        except SaveError as exc:
            assert exc.reason and str(exc) == exc.reason
            counts["refused"] += 1
            continue
        assert normal(state.to_json()) == normal(damage), "a save loads as exactly what it says"
        changed = differences(source.data, damage)
        assert all(path[0] in ("config", "history") for path in changed), changed
        moves = sorted(map(normal, source.data["history"]))
        assert sorted(map(normal, damage["history"])) == moves  # commuting moves may swap places
        counts["changed" if changed else "intact"] += 1
        plays_to_the_end(engine(damage["game"]), state, i)
    assert counts["refused"] > 2_000 and counts["intact"] > 10, counts


# ----------------------------------------------------------------- a restored game goes on as the saved one

RESTORED_CASES = [
    ("wink", {"preset": "wink-fr", "players": 5}, range(10)),
    ("wink", {"preset": "zwinkern-fr", "players": 6}, range(4)),
    ("winkybilly", {"players": 6}, range(4)),
    ("zwoggel", {"players": 3}, range(4)),
]


@pytest.mark.parametrize(("name", "config", "seeds"), RESTORED_CASES)
def test_a_restored_game_lists_the_same_legal_actions_in_the_same_order_and_plays_on_identically(
    name: str, config: dict[str, Any], seeds: range
) -> None:
    eng = engine(name)
    for seed in seeds:
        for save_at in (3, 15, 40):
            a = eng.new_game(seed=seed, **config)
            rng_a = random.Random(seed)
            while not a.is_over() and len(a.history) < save_at:
                eng.random_step(a, rng_a)
            b = load_state(text(a))
            rng_b = random.Random()
            rng_b.setstate(rng_a.getstate())
            seats = range(len(a.scores()))
            while not a.is_over():
                assert [a.legal_actions(s) for s in seats] == [b.legal_actions(s) for s in seats]
                assert eng.random_step(a, rng_a) == eng.random_step(b, rng_b)
            assert b.is_over() and normal(b.to_json()) == normal(a.to_json())


def test_replay_is_one_function_for_every_engine() -> None:
    for name, config in CASES:
        state = played(name, config, 8, 50)
        data = state.to_json()
        again = replay(engine(name), state.config, state.seed, data["history"])
        assert normal(again.to_json()) == normal(data)
        assert normal(replay(engine(name).save, state.config, state.seed, state.history).to_json()) == normal(
            data
        )
    for name in GAMES:
        assert not hasattr(__import__(f"game.rules.{name}.serialize", fromlist=["x"]), "replay")


@pytest.mark.parametrize("name", ["wink", "winkybilly", "zwoggel"])
def test_a_new_game_takes_only_a_whole_seed_from_0(name: str) -> None:
    """Random(-5) deals what Random(5) deals: such a game could not be saved and told apart."""
    eng = engine(name)
    for seed in (-1, -5, 1.5, True, "3"):
        with pytest.raises(ValueError, match="seed"):
            eng.new_game(seed=seed)
    assert eng.new_game(seed=0).seed == 0
