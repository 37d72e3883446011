"""settings.json with any content: huge numbers, inf and NaN, wrong types, a byte-order mark, a
folder, a truncated or nested file. The game starts with defaults for what is bad, the good values
stay, the player gets one line, and the old file is kept beside."""

from __future__ import annotations

import json
import math
import random
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from game.store.keys import is_key_name
from game.store.settings import CHECKS, DEFAULT_KEYS, Settings, load_settings, settings_to_json

GOOD = {"muted": True, "animation_speed": 1.5, "language": "fr", "key_bindings": {"wink": "K"}}
HUGE = 10**400


def write(data_dir: Path, content: str | bytes) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "settings.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def nested(depth: int) -> Any:
    junk: Any = {"a": [1, {"b": None}]}
    for _ in range(depth):
        junk = [junk, {"x": junk}] if depth < 5 else [junk]
    return junk


BAD: list[tuple[str, str, Any]] = [
    ("huge-int-volume", "master_volume", HUGE),
    ("huge-negative-volume", "effects_volume", -HUGE),
    ("huge-int-speed", "animation_speed", HUGE),
    ("huge-int-flag", "fullscreen", HUGE),
    ("huge-int-language", "language", HUGE),
    ("inf-volume", "master_volume", math.inf),
    ("minus-inf-speed", "animation_speed", -math.inf),
    ("nan-volume", "effects_volume", math.nan),
    ("string-volume", "master_volume", "0.5"),
    ("list-volume", "master_volume", [0.5]),
    ("dict-speed", "animation_speed", {"value": 1}),
    ("bool-volume", "effects_volume", False),
    ("number-flag", "reduced_motion", 0),
    ("string-flag", "colourblind_palette", "true"),
    ("null-flag", "muted_", None),
    ("list-language", "language", ["fr"]),
    ("nested-junk", "master_volume", nested(400)),
    ("keys-list", "key_bindings", ["W"]),
    ("keys-huge", "key_bindings", HUGE),
    ("version-string", "version", "1"),
    ("version-float", "version", 1.0),
]


@pytest.mark.parametrize(("label", "name", "value"), BAD, ids=[b[0] for b in BAD])
def test_each_bad_value_takes_its_default_and_the_good_ones_stay(
    data_dir: Path, label: str, name: str, value: Any
) -> None:
    stored = {**GOOD, name: value}
    write(data_dir, json.dumps(stored))  # Python writes inf and NaN as JSON readers take them
    settings, notice = load_settings()
    lang = "en" if name == "language" else "fr"
    assert settings.muted is True and settings.language == lang
    if name != "animation_speed":
        assert settings.animation_speed == 1.5
    if name != "key_bindings":
        assert settings.key_bindings == {**DEFAULT_KEYS, "wink": "K"}
    if name in CHECKS:
        assert getattr(settings, name) == getattr(Settings(), name)
    assert notice is not None and "\n" not in notice and len(notice) < 400
    assert notice.startswith(
        "Certains réglages" if lang == "fr" else "Some settings"
    )  # the player's language
    assert (data_dir / "settings.bad-1.json").read_text(encoding="utf-8") == json.dumps(stored)
    assert load_settings() == (settings, None)


def test_a_whole_number_in_range_is_still_a_good_number(data_dir: Path) -> None:
    write(data_dir, '{"master_volume": 1, "animation_speed": 2, "version": ' + "1" * 400 + "}")
    settings, notice = load_settings()
    assert notice is None and settings.master_volume == 1.0 and settings.animation_speed == 2.0


def test_a_byte_order_mark_is_accepted_not_damage(data_dir: Path) -> None:
    write(data_dir, b"\xef\xbb\xbf" + json.dumps(GOOD).encode("utf-8"))
    settings, notice = load_settings()
    assert notice is None and settings.language == "fr" and settings.muted
    assert [p.name for p in data_dir.iterdir()] == ["settings.json"]


DAMAGED: list[tuple[str, str | bytes]] = [
    ("truncated", json.dumps(settings_to_json(Settings()))[:60]),
    ("truncated-in-a-string", '{"language": "f'),
    ("only-inf", "1e999"),
    ("only-nan", "NaN"),
    ("huge-digits", '{"master_volume": ' + "9" * 5000 + "}"),
    ("too-deep", '{"master_volume": ' + "[" * 50_000),
    ("bom-then-junk", b"\xef\xbb\xbf\x00\x01"),
    ("utf16", json.dumps(GOOD).encode("utf-16")),
    ("null", "null"),
    ("true", "true"),
]


@pytest.mark.parametrize(("label", "content"), DAMAGED, ids=[d[0] for d in DAMAGED])
def test_a_damaged_file_gives_defaults_and_is_kept_beside(
    data_dir: Path, label: str, content: str | bytes
) -> None:
    write(data_dir, content)
    settings, notice = load_settings()
    assert settings == Settings() and notice is not None and "settings.bad-1.json" in notice
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    assert (data_dir / "settings.bad-1.json").read_bytes() == raw


def test_a_folder_in_place_of_the_file_is_set_aside_with_what_it_holds(data_dir: Path) -> None:
    (data_dir / "settings.json").mkdir(parents=True)
    (data_dir / "settings.json" / "note.txt").write_text("mine", encoding="utf-8")
    settings, notice = load_settings()
    assert settings == Settings() and notice and "settings.bad-1.json" in notice
    assert (data_dir / "settings.bad-1.json" / "note.txt").read_text(encoding="utf-8") == "mine"


TOKENS = ["1e999", "-1e999", "NaN", "Infinity", "-Infinity", "1" * 400, "true", "false", "null", '"x"']
TOKENS += ["[", "]", "{", "}", ",", ":", '"fr"', "0.5", "5.0", '"W"', '"\\u0000"', "\ufeff", "[[[[", "{}"]


def mutated(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(text) + 1)
        roll = rng.random()
        if roll < 0.45:
            text = text[:i] + rng.choice(TOKENS) + text[i:]
        elif roll < 0.75:
            text = text[:i] + text[i + rng.randint(1, 10) :]
        elif roll < 0.85:
            text = text[:i]
        else:
            j = rng.randrange(len(text) + 1)
            text = text[:i] + text[min(i, j) : max(i, j)] + text[i:]
    return text


def assert_usable(settings: Settings) -> None:
    for f in fields(Settings):
        value = getattr(settings, f.name)
        if f.name in CHECKS:
            assert CHECKS[f.name](value), (f.name, value)
    assert set(settings.key_bindings) == set(DEFAULT_KEYS)
    assert all(is_key_name(k) for k in settings.key_bindings.values())


def test_fuzz_mutated_settings_files_never_crash_and_are_never_lost(data_dir: Path) -> None:
    rng = random.Random("settings.json")
    good = json.dumps({**settings_to_json(Settings()), **GOOD, "master_volume": 0.25}, indent=1)
    outcomes = set()
    for n in range(400):
        for old in data_dir.glob("*"):
            old.unlink()
        text = mutated(rng, good)
        write(data_dir, text)
        settings, notice = load_settings()
        assert_usable(settings)
        if notice is None:
            outcomes.add("clean")
            assert (data_dir / "settings.json").read_text(encoding="utf-8") == text, n
        else:
            outcomes.add("repaired" if settings != Settings() else "defaults")
            assert "\n" not in notice and len(notice) < 400, n
            assert (data_dir / "settings.bad-1.json").read_text(encoding="utf-8") == text, n
        assert load_settings()[1] is None, n  # the repaired file loads quietly
    assert outcomes == {"clean", "repaired", "defaults"}
