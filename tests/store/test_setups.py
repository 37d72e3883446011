"""setups.json with any content: the setup screen gets a usable setup, the player a notice, and
nothing the player stored is deleted (a damaged file is kept aside, a bad entry dropped)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from game.games import GAMES
from game.setup import TableSetup, default_setup, fit_seats
from game.store.notices import take_notices
from game.store.stores import remember_setup, remembered_setup

PEOPLE = ["Margot", "Barnaby", "Inès", "Camille", "Hugo", "Priya", "Théo", "Rosa"]


def write(data_dir: Path, content: str | bytes) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "setups.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def stored_good(game: str = "wink", players: int = 6, seed: int = 48213) -> dict[str, Any]:
    setup = default_setup(game, PEOPLE, "Ana")
    return fit_seats(replace(setup, players=players, seed=seed), PEOPLE).to_json()


def load(game: str = "wink") -> TableSetup:
    setup = remembered_setup(game, PEOPLE, "You")
    assert setup.game == game and setup.players in setup.player_range()
    assert len(setup.seats) == setup.players
    setup.new_state()  # it can be dealt: Start works
    return setup


def texts() -> list[str]:
    return [n.text("en") for n in take_notices()]


def test_a_remembered_setup_comes_back_quietly(data_dir: Path) -> None:
    write(data_dir, json.dumps({"wink": stored_good(), "zwoggel": stored_good("zwoggel", 3)}))
    assert (load().players, load().seed) == (6, 48213)
    assert load("zwoggel").players == 3 and texts() == []


def test_nothing_stored_gives_a_fresh_setup_quietly(data_dir: Path) -> None:
    assert load().seats[0].name == "You" and texts() == [] and not data_dir.exists()


def test_remember_setup_keeps_the_other_games(data_dir: Path) -> None:
    write(data_dir, json.dumps({"zwoggel": stored_good("zwoggel", 3)}))
    setup = TableSetup(**{**stored_good(players=7), "seats": ()})
    assert remember_setup(fit_seats(setup, PEOPLE)) is None
    assert set(json.loads((data_dir / "setups.json").read_text(encoding="utf-8"))) == {"wink", "zwoggel"}
    assert load().players == 7 and texts() == []


HUGE = 10**400
BAD_ENTRIES: list[tuple[str, Any]] = [
    ("players-huge", {"players": HUGE}),
    ("players-float", {"players": 5.0}),
    ("players-bool", {"players": True}),
    ("players-string", {"players": "5"}),
    ("seed-huge", {"seed": HUGE}),
    ("seed-inf", {"seed": 1e999}),
    ("seed-nan", {"seed": float("nan")}),
    ("preset-list", {"options": {"preset": ["wink-fr"]}}),
    ("extra-card-number", {"options": {"extra_card": 1}}),
    ("options-list", {"options": ["wink-fr"]}),
    ("an-option-of-another-game", {"options": {"kems_style": True}}),
    ("seats-dict", {"seats": {"a": 1}}),
    ("seat-kind", {"seats": [{"kind": 5, "name": "A", "difficulty": "normal", "personality": ""}]}),
    ("another-game", {"game": "winkybilly"}),
]


@pytest.mark.parametrize(("label", "change"), BAD_ENTRIES, ids=[b[0] for b in BAD_ENTRIES])
def test_a_bad_entry_is_dropped_with_a_notice_and_the_other_games_kept(
    data_dir: Path, label: str, change: dict[str, Any]
) -> None:
    zwoggel = stored_good("zwoggel", 3)
    # Python writes NaN and Infinity as JSON does not forbid reading them back
    write(data_dir, json.dumps({"wink": {**stored_good(), **change}, "zwoggel": zwoggel}))
    setup = load()
    assert setup.players == 5  # the default table, not the bad one
    assert texts() == ["Your last Wink / Zwinkern table could not be used: a fresh one is set up"]
    assert json.loads((data_dir / "setups.json").read_text(encoding="utf-8")) == {"zwoggel": zwoggel}
    assert load("zwoggel").players == 3
    assert load().players == 5 and texts() == []  # told once


def test_a_wink_setup_stored_before_options_still_loads_and_is_kept_in_the_new_form(data_dir: Path) -> None:
    old = {k: v for k, v in stored_good(players=7).items() if k != "options"}
    old |= {"preset": "wink-en", "extra_card": True}  # how 0.x wrote a Wink table
    zwoggel = {k: v for k, v in stored_good("zwoggel", 3).items() if k != "options"}
    zwoggel |= {"preset": None, "extra_card": False}  # and every other game's
    write(data_dir, json.dumps({"wink": old, "zwoggel": zwoggel}))
    setup = load()
    assert dict(setup.options) == {"preset": "wink-en", "extra_card": True} and setup.players == 7
    assert load("zwoggel").players == 3 and texts() == []
    assert remember_setup(setup) is None
    stored = json.loads((data_dir / "setups.json").read_text(encoding="utf-8"))
    assert stored["wink"]["options"] == {"preset": "wink-en", "extra_card": True}
    assert "preset" not in stored["wink"] and load().options == setup.options


def test_a_setup_of_another_game_under_this_games_key(data_dir: Path) -> None:
    write(data_dir, json.dumps({"wink": stored_good("winkybilly", 10)}))
    assert load().game == "wink" and len(texts()) == 1


def test_a_seat_setup_of_another_game_under_its_own_name_keeps_working(data_dir: Path) -> None:
    write(data_dir, json.dumps({"winkybilly": stored_good("winkybilly", 10)}))
    assert load("winkybilly").players == 10 and texts() == []


DAMAGED: list[tuple[str, str | bytes]] = [
    ("truncated", json.dumps({"wink": stored_good()})[:57]),
    ("empty", ""),
    ("a-list", json.dumps([stored_good()])),
    ("a-number", "1e999"),
    ("a-huge-number", "1" * 5000),
    ("nested-junk", "[" * 100_000),
    ("not-utf8", b"\xff\xfe{\x00"),
    ("nan", "NaN"),
]


@pytest.mark.parametrize(("label", "content"), DAMAGED, ids=[d[0] for d in DAMAGED])
def test_a_damaged_file_is_kept_aside_with_a_notice(data_dir: Path, label: str, content: str | bytes) -> None:
    write(data_dir, content)
    assert load().players == 5
    assert texts() == [
        "The saved file setups.json was damaged: it is forgotten, the old file kept as setups.bad-1.json"
    ]
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    assert (data_dir / "setups.bad-1.json").read_bytes() == raw
    assert not (data_dir / "setups.json").exists()
    load()
    assert texts() == []


def test_a_folder_in_place_of_the_file_is_set_aside_like_a_damaged_file(data_dir: Path) -> None:
    (data_dir / "setups.json").mkdir(parents=True)
    (data_dir / "setups.json" / "mine.txt").write_text("keep me", encoding="utf-8")
    assert load().players == 5 and len(texts()) == 1
    assert (data_dir / "setups.bad-1.json" / "mine.txt").read_text(encoding="utf-8") == "keep me"
    assert remember_setup(load()) is None and (data_dir / "setups.json").is_file()


def test_a_byte_order_mark_is_accepted(data_dir: Path) -> None:
    write(data_dir, "\ufeff" + json.dumps({"wink": stored_good()}))
    assert load().seed == 48213 and texts() == [] and not (data_dir / "setups.bad-1.json").exists()


def test_a_file_that_cannot_be_set_aside_is_left_alone(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.store.stores as stores

    path = write(data_dir, "{oops")
    monkeypatch.setattr(stores, "keep_aside", lambda p: None)
    assert load().players == 5 and texts() == [
        "The saved file setups.json could not be read: it is ignored for now"
    ]
    assert path.read_text(encoding="utf-8") == "{oops"


def test_a_store_that_cannot_be_written_back_still_gives_a_setup(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.store.stores as stores

    def too_deep(path: Path, data: Any) -> None:
        raise RecursionError  # what junk nested too deep for the writer would do

    write(data_dir, json.dumps({"wink": 5, "zwoggel": [[[[[]]]]]}))
    monkeypatch.setattr(stores, "write_json_atomic", too_deep)
    assert load().players == 5 and len(texts()) == 1


TOKENS = [
    "1e999",
    "-1e999",
    "NaN",
    "Infinity",
    "1" * 400,
    "true",
    "null",
    '"x"',
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
]
TOKENS += ['"players"', '"wink"', '"zwoggel"', "5.0", "0", "-1", '"\\u0000"', "\ufeff", '""', "[[[[", "{}"]


def mutated(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(text) + 1)
        roll = rng.random()
        if roll < 0.4:
            text = text[:i] + rng.choice(TOKENS) + text[i:]
        elif roll < 0.7:
            text = text[:i] + text[i + rng.randint(1, 12) :]
        elif roll < 0.8:
            text = text[:i]  # truncated
        else:
            j = rng.randrange(len(text) + 1)
            text = text[:i] + text[j:i] + text[i:]  # a piece repeated or moved
    return text


def test_fuzz_mutated_setups_files_never_crash_and_lose_nothing(data_dir: Path) -> None:
    rng = random.Random("setups.json")
    good = json.dumps({"wink": stored_good(), "winkybilly": stored_good("winkybilly", 6)})
    for n in range(300):
        for old in data_dir.glob("*"):
            old.unlink()
        text = mutated(rng, good)
        write(data_dir, text)
        for game in GAMES:
            load(game)
        for notice in texts():
            assert "\n" not in notice, n
        files = sorted(data_dir.glob("*"))
        kept = [p for p in files if p.name.startswith("setups.bad-")]
        # the player's text is either still the store, or kept aside whole
        assert (
            any(p.read_text(encoding="utf-8", errors="replace") == text for p in kept)
            or (data_dir / "setups.json").exists()
        ), n


def test_a_setup_that_cannot_be_remembered_says_why_in_the_players_language(data_dir: Path) -> None:
    from game.i18n import current_language, set_language

    data_dir.parent.mkdir(exist_ok=True)
    data_dir.write_text("a file where the folder should be", encoding="utf-8")
    before = current_language()
    try:
        set_language("fr")
        problem = remember_setup(default_setup("wink", PEOPLE, "Ana"))
    finally:
        set_language(before)
    assert problem is not None and problem.startswith("Votre table n'a pas pu être retenue (")
    assert "\n" not in problem
