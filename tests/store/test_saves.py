"""The store of unfinished games: round trip, newest first, delete, bad files set aside and named."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.games import game_spec
from game.store.notices import take_notices
from game.store.saves import FORMAT, Shelf, save_record
from game.ui.seating import table_setup


def played(game: str, seed: int, steps: int, players: int = 4) -> tuple[object, object]:
    setup = table_setup(game, seed, players, humans=2)
    state = setup.new_state()
    rng = random.Random(seed)
    engine = game_spec(game).engine
    for _ in range(steps):
        if state.is_over():
            break
        engine.random_step(state, rng)
    assert not state.is_over()
    return setup, state


def keep(shelf: Shelf, game: str, seed: int, steps: int, saved_at: float) -> Path:
    setup, state = played(game, seed, steps)
    path = shelf.new_path(game, now=saved_at)
    shelf.write(path, save_record(setup, state.to_json(), 12.5, saved_at))  # type: ignore[attr-defined]
    return path


@pytest.mark.parametrize("game", ["wink", "winkybilly", "zwoggel"])
def test_round_trip_gives_the_same_game(game: str) -> None:
    shelf = Shelf()
    setup, state = played(game, 7, 15)
    path = shelf.new_path(game)
    shelf.write(path, save_record(setup, state.to_json(), 42.0, 1000.0))  # type: ignore[attr-defined]
    (kept,) = shelf.games()
    assert kept.path == path and kept.setup == setup and kept.played_s == 42.0
    assert kept.state.to_json() == state.to_json()  # type: ignore[attr-defined]
    assert kept.state.legal_actions(0) == state.legal_actions(0)  # type: ignore[attr-defined]
    assert take_notices() == []


def test_the_list_is_newest_first_and_delete_forgets_one() -> None:
    shelf = Shelf()
    old = keep(shelf, "wink", 1, 5, 1000.0)
    new = keep(shelf, "zwoggel", 2, 5, 3000.0)
    mid = keep(shelf, "winkybilly", 3, 5, 2000.0)
    assert [g.path for g in shelf.games()] == [new, mid, old]
    assert shelf.newest() is not None and shelf.newest().path == new  # type: ignore[union-attr]
    assert shelf.delete(mid)
    assert [g.path for g in shelf.games()] == [new, old]
    assert not mid.exists()


def test_new_paths_never_repeat() -> None:
    shelf = Shelf()
    first = keep(shelf, "wink", 1, 3, 5000.0)
    assert shelf.new_path("wink", now=5000.0) != first


def bad(shelf: Shelf, name: str, text: str) -> Path:
    path = shelf.folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def good_json(shelf: Shelf) -> dict[str, object]:
    path = keep(shelf, "wink", 4, 6, 100.0)
    data: dict[str, object] = json.loads(path.read_text())
    path.unlink()
    return data


@pytest.mark.parametrize(
    "change",
    [
        lambda d: "not json {",
        lambda d: json.dumps([1, 2]),
        lambda d: json.dumps({k: v for k, v in d.items() if k != "setup"}),
        lambda d: json.dumps(d | {"format": "one"}),
        lambda d: json.dumps(d | {"saved_at": "yesterday"}),
        lambda d: json.dumps(d | {"state": d["state"] | {"history": d["state"]["history"][:-1]}}),
        lambda d: json.dumps(d | {"setup": d["setup"] | {"game": "zwoggel"}}),
        lambda d: json.dumps(d | {"game": "chess"}),
        lambda d: json.dumps(d | {"game": ["wink"]}),
        lambda d: json.dumps(d | {"setup": d["setup"] | {"seed": d["setup"]["seed"] % 99_999 + 1}}),
        lambda d: json.dumps(d | {"setup": d["setup"] | {"options": {"preset": "zwinkern-en"}}}),
    ],
)
def test_a_damaged_file_is_set_aside_and_named(change: object) -> None:
    shelf = Shelf()
    data = good_json(shelf)
    kept = keep(shelf, "zwoggel", 5, 4, 50.0)
    path = bad(shelf, "wink-damaged.json", change(data))  # type: ignore[operator]
    assert [g.path for g in shelf.games()] == [kept]  # the good one is still listed
    assert not path.exists()
    assert (shelf.folder / "wink-damaged.bad-1.json").exists()
    (notice,) = take_notices()
    assert notice.key == "notice.save_damaged"
    assert "wink-damaged.json" in notice.text("en") and "wink-damaged.bad-1.json" in notice.text("fr")
    assert [g.path for g in shelf.games()] == [kept] and take_notices() == []  # named once


@pytest.mark.parametrize("newer", ["file", "engine"])
def test_a_newer_file_is_set_aside_as_newer(newer: str) -> None:
    shelf = Shelf()
    data = good_json(shelf)
    if newer == "file":
        data["format"] = FORMAT + 1
    else:
        data["state"] = data["state"] | {"version": 99}  # type: ignore[operator]
    path = bad(shelf, "wink-newer.json", json.dumps(data))
    assert shelf.games() == []
    assert not path.exists() and (shelf.folder / "wink-newer.bad-1.json").exists()
    (notice,) = take_notices()
    assert notice.key == "notice.save_newer"


def test_an_unwritable_folder_raises_oserror(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("x")
    shelf = Shelf(blocked / "saves")  # a file where the folder should be
    setup, state = played("wink", 1, 2)
    with pytest.raises(OSError):
        shelf.write(shelf.new_path("wink"), save_record(setup, state.to_json(), 0.0, 0.0))  # type: ignore[attr-defined]
    assert shelf.games() == []
