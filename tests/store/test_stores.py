"""Small remembered things: round trip, atomic write, damaged or strange files forgotten safely."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.store.settings import load_store as load_store_via_settings
from game.store.stores import load_store, load_store_checked, save_store, store_path


def test_a_store_remembers(data_dir: Path) -> None:
    assert save_store("setups", {"wink": {"players": 5}}) is None
    assert load_store("setups", {}) == {"wink": {"players": 5}}
    assert [p.name for p in data_dir.iterdir()] == ["setups.json"]
    assert load_store_via_settings is load_store  # the setup screen imports it from there


def test_nothing_stored_gives_a_fresh_copy_of_the_default() -> None:
    default: dict[str, list[int]] = {"seen": []}
    got = load_store("progress", default)
    got["seen"].append(1)
    assert default == {"seen": []}
    assert load_store_checked("progress", 0) == (0, None)


@pytest.mark.parametrize(("content", "problem"), [("[[[", "not valid JSON"), ('["a list"]', "holds a list")])
def test_a_damaged_or_strange_file_is_kept_aside_and_forgotten(
    data_dir: Path, content: str, problem: str
) -> None:
    data_dir.mkdir()
    (data_dir / "setups.json").write_text(content, encoding="utf-8")
    value, notice = load_store_checked("setups", {})
    assert value == {} and notice and problem in notice and "setups.bad-1.json" in notice
    assert (data_dir / "setups.bad-1.json").read_text(encoding="utf-8") == content
    assert load_store_checked("setups", {}) == ({}, None)


@pytest.mark.parametrize(
    ("stored", "default", "same"),
    [(3, 1.5, True), (2.5, 0, True), (True, 0, False), (1, False, False), ("x", "", True), ({}, [], False)],
)
def test_the_stored_value_must_be_of_the_defaults_kind(stored: object, default: object, same: bool) -> None:
    save_store("thing", stored)
    assert load_store("thing", default) == (stored if same else default)


@pytest.mark.parametrize("name", ["", "../escape", "a/b", "Settings", "settings", "x" * 65, ".hidden"])
def test_store_names_are_plain_and_settings_is_reserved(name: str) -> None:
    with pytest.raises(ValueError, match="store name"):
        store_path(name)


def test_a_store_that_cannot_be_written_says_why(data_dir: Path) -> None:
    data_dir.parent.mkdir(exist_ok=True)
    data_dir.write_text("a file where the folder should be", encoding="utf-8")
    notice = save_store("setups", {})
    assert notice and notice.startswith("setups could not be saved")
