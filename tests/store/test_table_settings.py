"""The table settings: bots that wink on their own timing, table traces, and the remembered
one-time hint. Kept and read back like every setting; a bad value falls back to its default."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from game.store.settings import Settings, load_settings, save_settings

NEW = ("bots_own_timing", "record_traces", "gaze_hint_seen")


def test_they_are_off_by_default() -> None:
    s = Settings()
    assert (s.bots_own_timing, s.record_traces, s.gaze_hint_seen) == (False, False, False)


@pytest.mark.parametrize("name", NEW)
def test_each_round_trips(data_dir: Path, name: str) -> None:
    on = replace(Settings(), **{name: True})
    assert save_settings(on) is None
    assert json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))[name] is True
    assert load_settings() == (on, None)


@pytest.mark.parametrize("name", NEW)
@pytest.mark.parametrize("bad", ["yes", 1, 0, None, [True], {"on": True}, 1.0])
def test_a_bad_value_takes_its_default_and_the_rest_stays(data_dir: Path, name: str, bad: Any) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    others = {n: True for n in NEW if n != name}
    (data_dir / "settings.json").write_text(
        json.dumps({**others, name: bad, "muted": True}), encoding="utf-8"
    )
    settings, notice = load_settings()
    assert getattr(settings, name) is False
    assert all(getattr(settings, n) is True for n in others) and settings.muted
    assert notice is not None and name in notice


def test_an_older_file_without_them_loads_quietly_with_them_off(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(json.dumps({"muted": True}), encoding="utf-8")
    settings, notice = load_settings()
    assert notice is None and settings == replace(Settings(), muted=True)
