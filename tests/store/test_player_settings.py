"""The player's face and name are settings like the others (issue 21): kept, checked value by value
on load, a damaged one falling back to its default with a notice, the good ones kept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.store.player import DEFAULT_FACE, NAME_MAX, name_problem
from game.store.settings import Settings, load_settings, save_settings, settings_path


def stored(data_dir: Path, **values: Any) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "settings.json"
    path.write_text(json.dumps({"muted": True, **values}), encoding="utf-8")
    return path


def test_the_face_and_name_are_kept_and_read_back(data_dir: Path) -> None:
    assert save_settings(Settings(player_name="Zoé", player_face=2)) is None
    settings, notice = load_settings(settings_path())
    assert (settings.player_name, settings.player_face, notice) == ("Zoé", 2, None)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("player_face", 8),
        ("player_face", -1),
        ("player_face", True),
        ("player_face", 2.0),
        ("player_face", "3"),
        ("player_name", "x" * (NAME_MAX + 1)),
        ("player_name", "Bell\x07"),
        ("player_name", " Alex"),
        ("player_name", 42),
        ("player_name", None),
    ],
)
def test_a_damaged_face_or_name_falls_back_with_a_notice(data_dir: Path, field: str, value: Any) -> None:
    path = stored(data_dir, **{field: value})
    settings, notice = load_settings(path)
    assert getattr(settings, field) == getattr(Settings(), field)
    assert settings.muted  # the good values stay
    assert notice is not None and field in notice
    assert (data_dir / "settings.bad-1.json").exists()


def test_the_defaults_are_no_name_and_a_face_no_default_bot_wears() -> None:
    assert (Settings().player_name, Settings().player_face) == ("", DEFAULT_FACE)


def test_a_name_is_checked_for_length_printing_and_the_bots_names() -> None:
    assert name_problem("Alex") is None and name_problem("") is None
    assert name_problem("x" * (NAME_MAX + 1)) == ("player.too_long", {"most": NAME_MAX})
    assert name_problem("Tab\there") == ("player.not_printable", {})
    assert name_problem(" margot ", bots=["Margot"]) == ("player.bot_name", {"name": "margot"})
