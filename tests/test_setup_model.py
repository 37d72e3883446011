"""A remembered table setup is read strictly: only its own game's, every value checked, any JSON."""

from __future__ import annotations

import copy
import json
import math
import pickle
import random
from dataclasses import replace
from typing import Any

import pytest

from game.games import GAMES
from game.setup import MAX_SEED, SeatSetup, TableSetup, default_setup, fit_seats, setup_from_json

PEOPLE = ["Margot", "Barnaby", "Inès", "Camille", "Hugo", "Priya", "Théo", "Rosa"]


def good(game: str = "wink") -> dict[str, Any]:
    setup = fit_seats(default_setup(game, PEOPLE, "Ana"), PEOPLE)
    return json.loads(json.dumps(setup.to_json()))


@pytest.mark.parametrize("game", GAMES)
def test_a_stored_setup_of_each_game_round_trips(game: str) -> None:
    setup = default_setup(game, PEOPLE, "Ana")
    assert setup_from_json(setup.to_json(), game, PEOPLE) == setup


def test_a_wink_setup_with_the_extra_card_round_trips() -> None:
    setup = TableSetup("wink", 5, {"preset": "wink-en", "extra_card": True}, seed=7)
    setup = fit_seats(setup, PEOPLE, "Ana")
    assert setup_from_json(setup.to_json(), "wink", PEOPLE) == setup


def test_a_winkybilly_setup_with_its_options_round_trips() -> None:
    options = {"kems_style": True, "countdown_s": 0, "idle_timeout_s": 12.5}
    setup = fit_seats(TableSetup("winkybilly", 6, options, seed=9), PEOPLE, "Ana")
    back = setup_from_json(json.loads(json.dumps(setup.to_json())), "winkybilly", PEOPLE)
    assert back == setup and back.options["countdown_s"] == 0 and back.options["redeal_sets"] is False
    assert back.new_state().config.idle_timeout_s == 12.5


def test_a_setup_holds_every_option_of_its_game_with_the_defaults_of_those_not_given() -> None:
    assert dict(TableSetup("wink", 5).options) == {"preset": "wink-fr", "extra_card": False}
    assert dict(TableSetup("zwoggel", 2).options) == {"memory_aid": False}  # the table's own option
    with pytest.raises(ValueError, match="has no option"):
        TableSetup("zwoggel", 2, {"preset": "wink-fr"})
    with pytest.raises(ValueError, match="true or false"):
        TableSetup("wink", 5, {"extra_card": 1})


def test_a_setups_options_cannot_change_under_it_and_it_copies_whole() -> None:
    setup = TableSetup("wink", 5, {"preset": "wink-en"})
    with pytest.raises(TypeError):
        setup.options["preset"] = "wink-fr"  # type: ignore[index]
    assert copy.deepcopy(setup) == setup and pickle.loads(pickle.dumps(setup)) == setup
    assert hash(setup) == hash(replace(setup))


def test_the_rules_document_is_the_presets_or_the_games() -> None:
    assert TableSetup("wink", 5, {"preset": "zwinkern-en"}).rules_doc() == "zwinkern-en"
    assert TableSetup("winkybilly", 4).rules_doc() == "winkybilly"


OLD_WINK = {
    "game": "wink",
    "players": 5,
    "preset": "wink-en",
    "extra_card": True,
    "seats": [{"kind": "human", "name": "Ana", "difficulty": "normal", "personality": ""}],
    "seed": 48213,
}


def test_a_setup_stored_before_options_is_read_as_its_options() -> None:
    setup = setup_from_json(OLD_WINK, "wink", PEOPLE)
    assert dict(setup.options) == {"preset": "wink-en", "extra_card": True}
    assert (setup.players, setup.seed, setup.seats[0].name) == (5, 48213, "Ana")
    assert "preset" not in setup.to_json() and setup.to_json()["options"]["preset"] == "wink-en"
    old_zwoggel = {**OLD_WINK, "game": "zwoggel", "players": 3, "preset": None, "extra_card": False}
    assert setup_from_json(old_zwoggel, "zwoggel", PEOPLE).options == {"memory_aid": False}


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"preset": "wink-de"}, "preset must be one of"),
        ({"preset": None}, "preset must be one of"),
        ({"extra_card": "yes"}, "extra_card must be true or false"),
        ({"extra_card": True, "players": 8}, "cannot be dealt"),
    ],
)
def test_an_old_setup_is_checked_as_strictly_as_a_new_one(change: dict[str, Any], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        setup_from_json({**OLD_WINK, **change}, "wink", PEOPLE)


OTHERS = [("winkybilly", "wink"), ("zwoggel", "wink"), ("wink", "zwoggel")]


@pytest.mark.parametrize(("stored", "asked"), OTHERS)
def test_a_setup_of_another_game_is_refused(stored: str, asked: str) -> None:
    with pytest.raises(ValueError, match=f"not a {asked} setup"):
        setup_from_json(good(stored), asked, PEOPLE)


def test_a_setup_of_another_game_relabelled_as_this_one_is_refused_by_its_values() -> None:
    data = {**good("winkybilly"), "game": "wink"}  # WinkyBilly's options: not a Wink table
    with pytest.raises(ValueError, match="wink has no option 'kems_style'"):
        setup_from_json(data, "wink", PEOPLE)
    data = {**good("zwoggel"), "game": "wink", "players": 4}  # Zwoggel's memory aid: not Wink's
    with pytest.raises(ValueError, match="wink has no option 'memory_aid'"):
        setup_from_json(data, "wink", PEOPLE)
    data["options"] = {}  # no options at all: Wink's defaults
    assert setup_from_json(data, "wink", PEOPLE).options["preset"] == "wink-fr"


HUGE = 10**400
BAD_VALUES: list[tuple[str, Any]] = [
    ("players", HUGE),
    ("players", -HUGE),
    ("players", 5.0),
    ("players", True),
    ("players", "5"),
    ("players", None),
    ("players", math.inf),
    ("players", math.nan),
    ("players", [5]),
    ("players", {"n": 5}),
    ("players", 2),
    ("players", 9),
    ("seed", HUGE),
    ("seed", 0),
    ("seed", MAX_SEED + 1),
    ("seed", 12.0),
    ("seed", False),
    ("seed", "48213"),
    ("seed", -math.inf),
    ("options", None),
    ("options", []),
    ("options", "wink-fr"),
    ("options", {"preset": "wink-de"}),
    ("options", {"preset": None}),
    ("options", {"preset": 1}),
    ("options", {"preset": ["wink-fr"]}),
    ("options", {"extra_card": 1}),
    ("options", {"extra_card": "yes"}),
    ("options", {"extra_card": None}),
    ("options", {"kems_style": True}),
    ("options", {HUGE: 1}),
    ("seats", "Ana"),
    ("seats", None),
    ("seats", {"0": {}}),
    ("seats", [{}] * 9),
    ("game", None),
    ("game", ["wink"]),
]


@pytest.mark.parametrize(("key", "value"), BAD_VALUES, ids=[f"{k}={v!r}"[:40] for k, v in BAD_VALUES])
def test_each_bad_value_is_refused_with_a_short_reason(key: str, value: Any) -> None:
    data = {**good(), key: value}
    with pytest.raises(ValueError) as caught:
        setup_from_json(data, "wink", PEOPLE)
    assert len(str(caught.value)) < 200 and "\n" not in str(caught.value)


def test_a_missing_value_is_refused() -> None:
    for key in ("game", "players", "seed", "options", "seats"):
        data = good()
        del data[key]
        with pytest.raises(ValueError):
            setup_from_json(data, "wink", PEOPLE)


def test_the_extra_card_only_where_the_rules_allow_it() -> None:
    with pytest.raises(ValueError, match="cannot be dealt"):
        setup_from_json({**good(), "options": {"preset": "wink-fr", "extra_card": True}}, "wink", PEOPLE)
    with pytest.raises(ValueError, match="cannot be dealt"):
        options = {"preset": "wink-en", "extra_card": True}
        setup_from_json({**good(), "options": options, "players": 8, "seats": []}, "wink", PEOPLE)
    with pytest.raises(ValueError, match="zwoggel has no option 'extra_card'"):
        setup_from_json({**good("zwoggel"), "options": {"extra_card": True}}, "zwoggel", PEOPLE)


def test_a_game_without_presets_takes_none() -> None:
    with pytest.raises(ValueError, match="zwoggel has no option 'preset'"):
        setup_from_json({**good("zwoggel"), "options": {"preset": "wink-fr"}}, "zwoggel", PEOPLE)


WINKY_NUMBERS: list[tuple[str, Any]] = [
    ("countdown_s", -0.5),
    ("countdown_s", 60.5),
    ("countdown_s", math.inf),
    ("countdown_s", math.nan),
    ("countdown_s", True),
    ("countdown_s", "3"),
    ("idle_timeout_s", 0),
    ("idle_timeout_s", HUGE),
]


@pytest.mark.parametrize(("name", "value"), WINKY_NUMBERS, ids=[f"{n}={v!r}"[:40] for n, v in WINKY_NUMBERS])
def test_a_number_option_out_of_its_range_is_refused(name: str, value: Any) -> None:
    with pytest.raises(ValueError, match=name) as caught:
        setup_from_json({**good("winkybilly"), "options": {name: value}}, "winkybilly", PEOPLE)
    assert len(str(caught.value)) < 200


BAD_SEATS: list[Any] = [
    "human",
    None,
    [],
    {"kind": "alien", "name": "A", "difficulty": "normal", "personality": ""},
    {"kind": "bot", "name": "A", "difficulty": "godlike", "personality": ""},
    {"kind": "bot", "name": 5, "difficulty": "normal", "personality": ""},
    {"kind": "bot", "name": "A" * 33, "difficulty": "normal", "personality": ""},
    {"kind": "bot", "name": "A\nB", "difficulty": "normal", "personality": ""},
    {"kind": "bot", "name": "A", "difficulty": "normal", "personality": HUGE},
    {"kind": "bot", "name": "A", "difficulty": "normal"},
    {"kind": True, "name": "A", "difficulty": "normal", "personality": ""},
    {"kind": ["bot"], "name": "A", "difficulty": {"x": 1}, "personality": ""},
]


@pytest.mark.parametrize("seat", BAD_SEATS, ids=[f"seat{i}" for i in range(len(BAD_SEATS))])
def test_each_bad_seat_is_refused(seat: Any) -> None:
    data = good()
    data["seats"][1] = seat
    with pytest.raises(ValueError, match="seat 2"):
        setup_from_json(data, "wink", PEOPLE)


def test_fewer_seats_are_filled_and_unknown_keys_ignored() -> None:
    data = {**good(), "seats": [{"kind": "human", "name": "Ana", "difficulty": "normal", "personality": ""}]}
    data["from_a_later_version"] = {"anything": [1, 2]}
    setup = setup_from_json(data, "wink", PEOPLE)
    assert len(setup.seats) == setup.players and setup.seats[0] == SeatSetup("human", "Ana", "normal", "")


@pytest.mark.parametrize(
    "data",
    [None, True, 5, HUGE, math.nan, "wink", [], [good()], {}, {"wink": good()}],
    ids=["null", "bool", "int", "huge", "nan", "str", "list", "list-of-setup", "empty", "nested"],
)
def test_a_stored_value_that_is_no_setup_at_all_is_refused(data: Any) -> None:
    with pytest.raises(ValueError):
        setup_from_json(data, "wink", PEOPLE)


def test_deep_nested_junk_is_refused_without_recursion() -> None:
    junk: Any = []
    for _ in range(5000):
        junk = [junk]
    with pytest.raises(ValueError) as caught:
        setup_from_json({**good(), "seats": junk}, "wink", PEOPLE)
    assert len(str(caught.value)) < 200


JUNK: list[Any] = [HUGE, -HUGE, math.inf, -math.inf, math.nan, True, False, None, "", "x" * 500, [], {}]
JUNK += [0, -1]
JUNK += [5, 5.0, 1, 99_999, "wink", "winkybilly", "wink-en", "bot", "human", "expert", [{}], {"kind": "bot"}]
JUNK += [{"preset": "wink-en"}, {"extra_card": True}, {"countdown_s": 0.5}]


def mutate(rng: random.Random, value: Any, depth: int = 0) -> Any:
    """`value` with one part swapped for junk, somewhere in its tree."""
    if isinstance(value, dict) and value and depth < 3 and rng.random() < 0.7:
        key = rng.choice(list(value))
        return {**value, key: mutate(rng, value[key], depth + 1)}
    if isinstance(value, list) and value and depth < 3 and rng.random() < 0.7:
        i = rng.randrange(len(value))
        return [*value[:i], mutate(rng, value[i], depth + 1), *value[i + 1 :]]
    return rng.choice(JUNK)


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_mutated_setups_either_load_and_deal_or_raise_value_error(game: str) -> None:
    rng = random.Random(f"setups-{game}")
    loaded = 0
    for _ in range(600):
        data = good(game)
        for _ in range(rng.randint(1, 3)):
            data = mutate(rng, data)
        try:
            setup = setup_from_json(data, game, PEOPLE)
        except ValueError as exc:
            assert len(str(exc)) < 300
            continue
        loaded += 1
        assert setup.game == game and setup.players in setup.player_range()
        assert len(setup.seats) == setup.players and 1 <= setup.seed <= MAX_SEED
        setup.new_state()  # whatever was accepted can be dealt
    assert 0 < loaded < 600  # the fuzz reaches both sides
