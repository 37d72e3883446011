"""Settings: defaults, round trip, atomic writes, and damaged files that never crash the game."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import game.store.files as files
import game.store.settings as settings_module
from game.store.files import settings_dir
from game.store.settings import (
    DEFAULT_KEYS,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)


def write(data_dir: Path, content: str | bytes) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def test_the_defaults_are_the_documented_ones() -> None:
    s = Settings()
    assert (s.master_volume, s.effects_volume, s.animation_speed) == (0.8, 1.0, 1.0)
    assert (s.muted, s.fullscreen, s.reduced_motion, s.colourblind_palette) == (False,) * 4
    assert s.language == "en"
    assert s.key_bindings == DEFAULT_KEYS and s.key_bindings is not DEFAULT_KEYS


def test_the_folder_comes_from_the_environment_or_platformdirs(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert settings_dir() == data_dir and settings_path() == data_dir / "settings.json"
    monkeypatch.delenv("WINKHOUSE_DATA_DIR")
    assert settings_dir().name == "winkhouse"


def test_settings_round_trip_and_leave_no_temporary_file(data_dir: Path) -> None:
    changed = replace(
        Settings(),
        master_volume=0.3,
        effects_volume=0,
        language="fr",
        muted=True,
        reduced_motion=True,
        colourblind_palette=True,
        animation_speed=2.0,
        key_bindings={**DEFAULT_KEYS, "wink": "K", "prev_seat": "CTRL+TAB"},
    )
    assert save_settings(changed) is None
    assert load_settings() == (changed, None)
    assert [p.name for p in data_dir.iterdir()] == ["settings.json"]
    assert json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))["version"] == 1


def test_a_save_is_flushed_to_disk_before_it_replaces_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    order: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(files.os, "fsync", lambda fd: (order.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(files.os, "replace", lambda a, b: (order.append("replace"), real_replace(a, b))[1])
    save_settings(Settings())
    assert order[:2] == ["fsync", "replace"]


def test_a_failed_write_keeps_the_old_file_whole(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(replace(Settings(), muted=True))

    def crash(a: Any, b: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", crash)
    notice = save_settings(replace(Settings(), muted=False))
    assert notice and "No space left on device" in notice
    monkeypatch.undo()
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(data_dir))
    assert load_settings() == (replace(Settings(), muted=True), None)
    assert [p.name for p in data_dir.iterdir()] == ["settings.json"]


def test_no_file_gives_defaults_without_a_notice(data_dir: Path) -> None:
    assert load_settings() == (Settings(), None)
    assert not data_dir.exists()  # loading creates nothing


@pytest.mark.parametrize(
    "content",
    ["{not json", "", "[1, 2]", '"volume"', b"\xff\xfe\x00garbage", "[" * 100_000],
    ids=["broken", "empty", "a-list", "a-string", "not-utf8", "too-deep"],
)
def test_a_damaged_file_gives_defaults_a_notice_and_is_kept_aside(
    data_dir: Path, content: str | bytes
) -> None:
    write(data_dir, content)
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice == (
        "Your settings file was damaged: defaults restored, the old file kept as settings.bad-1.json"
    )
    aside = data_dir / "settings.bad-1.json"
    assert aside.read_bytes() == (content if isinstance(content, bytes) else content.encode())
    assert load_settings() == (Settings(), None)  # nothing left to complain about


def test_damaged_files_are_never_overwritten(data_dir: Path) -> None:
    for n in (1, 2, 3):
        write(data_dir, f"broken {n}")
        load_settings()
    kept = sorted(p.name for p in data_dir.iterdir())
    assert kept == ["settings.bad-1.json", "settings.bad-2.json", "settings.bad-3.json"]
    assert (data_dir / "settings.bad-2.json").read_text(encoding="utf-8") == "broken 2"


def test_an_unreadable_file_is_kept_aside_too(data_dir: Path) -> None:
    (data_dir / "settings.json").mkdir(parents=True)  # reading a folder fails like a bad disk
    settings, notice = load_settings()
    assert settings == Settings() and notice and "settings.bad-1.json" in notice
    assert (data_dir / "settings.bad-1.json").is_dir()


def test_a_file_that_cannot_be_moved_is_left_alone(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(data_dir, "{oops")
    monkeypatch.setattr(settings_module, "keep_aside", lambda p: None)
    settings, notice = load_settings()
    assert settings == Settings() and notice and "could not be read" in notice
    assert path.read_text(encoding="utf-8") == "{oops"


GOOD = {"muted": True, "animation_speed": 1.5, "key_bindings": {"wink": "K"}}


@pytest.mark.parametrize(
    ("bad", "names"),
    [
        ({"master_volume": 7}, ["master_volume"]),
        ({"master_volume": -0.1, "effects_volume": "loud"}, ["master_volume", "effects_volume"]),
        ({"effects_volume": True}, ["effects_volume"]),
        ({"animation_speed": 3}, ["animation_speed"]),
        ({"animation_speed": None}, ["animation_speed"]),
        ({"language": "de"}, ["language"]),
        ({"language": 1}, ["language"]),
        ({"fullscreen": "yes"}, ["fullscreen"]),
        ({"reduced_motion": 1}, ["reduced_motion"]),
        ({"nonsense": 1}, ["nonsense"]),
        ({"version": "one"}, ["version"]),
        ({"key_bindings": {"wink": "K", "fly": "F"}}, ["key_bindings.fly"]),
        ({"key_bindings": {"wink": "K", "accuse": 5}}, ["key_bindings.accuse"]),
        ({"key_bindings": {"wink": "K", "accuse": "a key"}}, ["key_bindings.accuse"]),
        ({"key_bindings": "W"}, ["key_bindings"]),
    ],
)
def test_bad_values_fall_back_one_by_one_and_good_ones_stay(
    data_dir: Path, bad: dict[str, Any], names: list[str]
) -> None:
    write(data_dir, json.dumps({**GOOD, **bad}))
    settings, notice = load_settings()
    expected_keys = dict(DEFAULT_KEYS, wink="K") if isinstance(bad.get("key_bindings", {}), dict) else None
    speed = 1.0 if "animation_speed" in bad else 1.5
    assert settings.muted is True and settings.animation_speed == speed
    if expected_keys is not None:
        assert settings.key_bindings == expected_keys
    for name in bad:
        if name in Settings.__dataclass_fields__ and name != "key_bindings":
            assert getattr(settings, name) == getattr(Settings(), name)
    assert notice is not None and "\n" not in notice
    assert all(n in notice for n in names) and "settings.bad-1.json" in notice
    assert (data_dir / "settings.bad-1.json").exists()
    assert load_settings() == (settings, None)  # the repaired file is what is stored now


def test_a_repair_notice_stays_one_short_line_whatever_the_file_holds(data_dir: Path) -> None:
    write(data_dir, json.dumps({f"junk\n{i}" + "x" * 500: i for i in range(20)}))
    settings, notice = load_settings()
    assert settings == Settings() and notice is not None
    assert "\n" not in notice and len(notice) < 400 and "(+15)" in notice


def test_a_repair_notice_speaks_the_players_language(data_dir: Path) -> None:
    write(data_dir, json.dumps({"language": "fr", "master_volume": 2}))
    settings, notice = load_settings()
    assert settings.language == "fr" and notice is not None
    assert notice.startswith("Certains réglages") and "master_volume" in notice


def test_an_older_file_missing_values_loads_quietly(data_dir: Path) -> None:
    write(data_dir, json.dumps({"muted": True, "key_bindings": {"wink": "Q"}}))
    settings, notice = load_settings()
    assert notice is None and settings.muted and settings.key_bindings["accuse"] == "A"
    assert not (data_dir / "settings.bad-1.json").exists()


def test_integers_are_read_as_numbers(data_dir: Path) -> None:
    write(data_dir, json.dumps({"master_volume": 1, "effects_volume": 0, "animation_speed": 2}))
    settings, notice = load_settings()
    assert notice is None and settings.master_volume == 1.0 and isinstance(settings.master_volume, float)


def test_a_save_that_cannot_be_written_returns_a_notice_instead_of_crashing(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    notice = save_settings(replace(Settings(), language="fr"), blocker / "settings.json")
    assert notice and notice.startswith("Vos réglages n'ont pas pu être enregistrés")


def test_an_explicit_path_is_used_as_given(tmp_path: Path) -> None:
    path = tmp_path / "elsewhere" / "mine.json"
    save_settings(replace(Settings(), fullscreen=True), path)
    assert load_settings(path) == (replace(Settings(), fullscreen=True), None)


def test_the_text_size_is_kept_and_a_bad_one_takes_its_default(data_dir: Path) -> None:
    from dataclasses import replace

    from game.store.settings import Settings, load_settings, save_settings

    save_settings(replace(Settings(), text_size=1.4))
    assert load_settings()[0].text_size == 1.4
    (data_dir / "settings.json").write_text('{"text_size": 9}', encoding="utf-8")
    settings, notice = load_settings(data_dir / "settings.json")
    assert settings.text_size == 1.0 and notice
