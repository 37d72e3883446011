"""The game as users install it: where it keeps things, and (below) a real wheel install."""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs
import pytest

from game.store import files
from game.store.files import config_dir, config_file, migrate_file, settings_dir
from game.store.settings import Settings, load_settings, save_settings, settings_path

ROOT = Path(__file__).resolve().parents[1]


# --- Where settings, remembered things and the log live --------------------------------------


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A separate data folder and config folder, as on a player's machine."""
    data, config = tmp_path / "data", tmp_path / "config"
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(data))
    monkeypatch.setenv("WINKHOUSE_CONFIG_DIR", str(config))
    return data, config


def old_settings(data: Path, **values: object) -> Path:
    data.mkdir(parents=True, exist_ok=True)
    old = data / "settings.json"
    old.write_text(json.dumps({"version": 1, **values}), encoding="utf-8")
    return old


def test_by_default_settings_go_to_the_config_folder_and_the_rest_to_the_data_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("WINKHOUSE_DATA_DIR", "WINKHOUSE_CONFIG_DIR", "WINKHOUSE_LOG_DIR"):
        monkeypatch.delenv(name, raising=False)
    assert config_dir() == Path(platformdirs.user_config_dir("winkhouse", appauthor=False))
    assert settings_dir() == Path(platformdirs.user_data_dir("winkhouse", appauthor=False))
    assert files.log_dir() == Path(platformdirs.user_log_dir("winkhouse", appauthor=False))


def test_the_data_folder_override_alone_still_holds_everything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WINKHOUSE_CONFIG_DIR", raising=False)
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path))
    assert settings_path() == tmp_path / "settings.json" and config_dir() == settings_dir() == tmp_path


def test_settings_are_written_to_the_config_folder(folders: tuple[Path, Path]) -> None:
    data, config = folders
    assert settings_path() == config / "settings.json"
    assert save_settings(Settings(muted=True)) is None
    assert (config / "settings.json").is_file() and not data.exists()
    assert load_settings() == (Settings(muted=True), None)


def test_the_old_settings_file_is_moved_once(folders: tuple[Path, Path]) -> None:
    data, config = folders
    old = old_settings(data, muted=True, language="fr")
    text = old.read_text(encoding="utf-8")
    settings, notice = load_settings()
    assert settings.muted and settings.language == "fr" and notice is None
    assert (config / "settings.json").read_text(encoding="utf-8") == text
    assert not old.exists()
    assert sorted(p.name for p in config.iterdir()) == ["settings.json"]  # no temporary file left


def test_a_newer_settings_file_is_never_overwritten(folders: tuple[Path, Path]) -> None:
    data, config = folders
    old = old_settings(data, muted=True)
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"language": "fr"}), encoding="utf-8")
    settings, _ = load_settings()
    assert settings.language == "fr" and not settings.muted
    assert json.loads((config / "settings.json").read_text(encoding="utf-8")) == {"language": "fr"}
    assert old.is_file()  # left alone: never deleted


def test_a_failed_move_keeps_the_old_file_and_its_settings(
    folders: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data, _ = folders
    blocker = tmp_path / "not a folder"
    blocker.write_text("a file where the config folder should be", encoding="utf-8")
    monkeypatch.setenv("WINKHOUSE_CONFIG_DIR", str(blocker / "winkhouse"))
    old = old_settings(data, muted=True)
    text = old.read_text(encoding="utf-8")
    settings, _ = load_settings()
    assert settings.muted  # still the player's settings, read where they were
    assert old.read_text(encoding="utf-8") == text
    assert settings_path() == old


def test_a_move_never_overwrites_a_file_that_appears_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, new = tmp_path / "old" / "s.json", tmp_path / "new" / "s.json"
    old.parent.mkdir()
    old.write_text("old", encoding="utf-8")
    real_link = os.link

    def racing_link(src: str, dst: str) -> None:
        Path(dst).write_text("newer", encoding="utf-8")  # another process got there first
        real_link(src, dst)

    monkeypatch.setattr(os, "link", racing_link)
    assert migrate_file(old, new) is False
    assert new.read_text(encoding="utf-8") == "newer" and old.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in new.parent.iterdir()) == ["s.json"]


def test_a_move_works_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old, new = tmp_path / "old" / "s.json", tmp_path / "new" / "deeper" / "s.json"
    old.parent.mkdir()
    old.write_text("mine", encoding="utf-8")

    def no_links(src: str, dst: str) -> None:
        raise PermissionError(1, "hard links not allowed")

    monkeypatch.setattr(os, "link", no_links)
    assert migrate_file(old, new) is True
    assert new.read_text(encoding="utf-8") == "mine" and not old.exists()


def test_a_failed_copy_loses_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old, new = tmp_path / "old" / "s.json", tmp_path / "new" / "s.json"
    old.parent.mkdir()
    old.write_text("mine", encoding="utf-8")

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    assert migrate_file(old, new) is False
    assert old.read_text(encoding="utf-8") == "mine" and not new.exists()
    assert list(new.parent.iterdir()) == []


def test_remembered_setups_stay_in_the_data_folder(folders: tuple[Path, Path]) -> None:
    from game.store.stores import save_store

    data, config = folders
    save_store("setups", {"wink": {}})
    assert (data / "setups.json").is_file() and not (config / "setups.json").exists()
    assert config_file("settings.json") == config / "settings.json"
