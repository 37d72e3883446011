"""Broken levels/ files: every problem raises LevelDataError naming the file, entry and field."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from game.resources import data_file
from game.store.levels import parse_difficulties, parse_personalities, parse_practice_levels
from game.store.tomlcheck import LevelDataError

Parser = Callable[[Path], object]


def shipped(name: str) -> str:
    return data_file("levels", name).read_text(encoding="utf-8")


def broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    text = shipped(name)
    assert old in text, f"the test's anchor {old!r} is not in {name}"
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def expect(parser: Parser, path: Path, message: str) -> None:
    with pytest.raises(LevelDataError, match=re.escape(message)):
        parser(path)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("wink_ms = 120", 'wink_ms = "x"', "difficulties.toml [expert] wink_ms: must be a number, not 'x'"),
        ("perception = 0.9", "perception = 2", "difficulties.toml [expert] perception: must be from 0 to 1"),
        ("blink_ms = 140", "blink_ms = true", "difficulties.toml [beginner] blink_ms: must be a number"),
        ("blink_ms = 140\n", "", "difficulties.toml [beginner] blink_ms: is missing"),
        ("blink_ms = 140", "blink_ms = 140\nwink_speed = 2", "[beginner] wink_speed: is not a known field"),
        (
            'name_guess_policy = "seen"',
            'name_guess_policy = "psychic"',
            "difficulties.toml [normal] name_guess_policy: must be one of 'random', 'seen', 'weighted'",
        ),
        ("[expert]", "[legendary]", "difficulties.toml [legendary]: not a difficulty"),
        ("[beginner]", "[beginner\n", "difficulties.toml: is not valid TOML"),
        ("search_budget_ms = 300", "search_budget_ms = inf", "[expert] search_budget_ms: must be from 1 to"),
    ],
)
def test_broken_difficulties(tmp_path: Path, old: str, new: str, message: str) -> None:
    expect(parse_difficulties, broken(tmp_path, "difficulties.toml", old, new), message)


def test_a_missing_profile_is_named(tmp_path: Path) -> None:
    path = tmp_path / "difficulties.toml"
    path.write_text(shipped("difficulties.toml").split("[expert]")[0], encoding="utf-8")
    expect(parse_difficulties, path, "difficulties.toml: no [expert] profile")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("face = 2", "face = 9", "personalities.toml [personality 3 (Inès)] face: must be from 0 to 7"),
        ("face = 2", "face = 1.5", "[personality 3 (Inès)] face: must be a whole number, not 1.5"),
        ("boldness = 1.4", "boldness = 2", "[personality 2 (Barnaby)] boldness: must be from 0.5 to 1.5"),
        ('name = "Hugo"', 'name = "Margot"', "personalities.toml: personality names must be unique (Margot"),
        ('name = "Hugo"', 'name = "  "', "[personality 5 (  )] name: must be a non-empty text"),
        (
            'description = { en = "Winks like a lighthouse.", fr',
            'description = { en = "Winks like a lighthouse.", de',
            "[personality 2 (Barnaby)] description: must give a text for exactly en and fr",
        ),
        ('{ en = "All in, all the time."', '{ en = ""', "[personality 7 (Théo)] description.en: must be a"),
        ("chattiness = 0.7\n", "", "[personality 1 (Margot)] chattiness: is missing"),
    ],
)
def test_broken_personalities(tmp_path: Path, old: str, new: str, message: str) -> None:
    expect(parse_personalities, broken(tmp_path, "personalities.toml", old, new), message)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("faces = 2", "faces = 1", "practice.toml [level 1 (first-wink)] faces: must be from 2 to 8, not 1"),
        ("trials = 8", "trials = 0", "[level 1 (first-wink)] trials: must be from 1 to 100"),
        ('id = "eyes-open"', 'id = "Eyes Open"', "[level 2 (Eyes Open)] id: must be lowercase letters"),
        ('id = "eyes-open"', 'id = "first-wink"', "practice.toml: level ids must be unique (first-wink"),
        ("pass_share = 0.75", "pass_share = 0.75\nhue = 1", "[level 1 (first-wink)] hue: is not a known"),
        ("pass_share = 0.75", "pass_share = 0.2", "[level 1 (first-wink)] pass_share: must be from 0.5 to 1"),
        ("[[level]]", "[[levels]]", "practice.toml: must hold [[level]] entries and nothing else"),
    ],
)
def test_broken_practice_levels(tmp_path: Path, old: str, new: str, message: str) -> None:
    expect(parse_practice_levels, broken(tmp_path, "practice.toml", old, new), message)


@pytest.mark.parametrize(
    ("parser", "content", "message"),
    [
        (parse_personalities, "", "personalities.toml: must hold [[personality]] entries"),
        (parse_personalities, "personality = 3", "personalities.toml: must hold [[personality]] entries"),
        (parse_personalities, "personality = [1]", "personalities.toml [personality 1]: must be a table"),
        (parse_practice_levels, b"\xff\xfe", "practice.toml: is not UTF-8 text"),
        (parse_difficulties, "beginner = 3", "difficulties.toml [beginner]: must be a table of fields"),
    ],
)
def test_wholly_wrong_files(tmp_path: Path, parser: Parser, content: str | bytes, message: str) -> None:
    name = message.split(":")[0].split(" ")[0]
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    expect(parser, path, message)


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    expect(parse_practice_levels, tmp_path / "practice.toml", "practice.toml: cannot be read")
