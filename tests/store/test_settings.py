"""Settings: round trip, atomic writes, and damaged files that never crash the game."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.store.files import load_store, save_store
from game.store.settings import DEFAULT_KEYS, Settings, binding_conflicts, load_settings, save_settings


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path))
    return tmp_path


def test_settings_round_trip(data_dir: Path) -> None:
    changed = replace(
        Settings(),
        master_volume=0.3,
        language="fr",
        muted=True,
        reduced_motion=True,
        key_bindings={**DEFAULT_KEYS, "wink": "K"},
    )
    save_settings(changed)
    assert load_settings() == (changed, None)
    assert not list(data_dir.glob("*.tmp"))  # the temporary file was swapped in


def test_no_file_gives_defaults_without_a_notice() -> None:
    assert load_settings() == (Settings(), None)


def test_a_corrupt_file_gives_defaults_a_notice_and_is_kept_aside(data_dir: Path) -> None:
    (data_dir / "settings.json").write_text("{not json", encoding="utf-8")
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice and "settings.bad-1.json" in notice and "\n" not in notice
    assert (data_dir / "settings.bad-1.json").read_text(encoding="utf-8") == "{not json"


def test_bad_values_fall_back_one_by_one_and_good_ones_stay(data_dir: Path) -> None:
    data = {
        "master_volume": 7,
        "language": "de",
        "muted": True,
        "nonsense": 1,
        "key_bindings": {"wink": "K", "fly": "F"},
    }
    (data_dir / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    settings, notice = load_settings()
    assert settings.muted is True and settings.key_bindings["wink"] == "K"
    assert settings.master_volume == Settings().master_volume and settings.language == "en"
    assert notice and "master_volume" in notice and "language" in notice and "nonsense" in notice
    assert (data_dir / "settings.bad-1.json").exists()
    assert load_settings() == (settings, None)  # the repaired file is what is stored now


def test_key_binding_conflicts_are_reported_per_screen() -> None:
    assert binding_conflicts(DEFAULT_KEYS) == []
    assert ("wink", "accuse") in binding_conflicts({**DEFAULT_KEYS, "accuse": "W"})


def test_stores_remember_and_survive_damage(data_dir: Path) -> None:
    save_store("setups", {"wink": {"players": 5}})
    assert load_store("setups", {}) == {"wink": {"players": 5}}
    (data_dir / "setups.json").write_text("[[[", encoding="utf-8")
    assert load_store("setups", {}) == {}
    assert (data_dir / "setups.bad-1.json").exists()
