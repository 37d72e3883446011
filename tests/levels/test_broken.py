"""Broken levels/ files: each problem is named by file, line, entry and field, the rest still loads,
and nothing raises. A wrong difficulty field takes its level's built-in value; a wrong personality
or practice level is left out; a file that cannot be used at all gives the built-ins."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from game.resources import data_file
from game.store.levels import (
    DIFFICULTIES,
    Difficulty,
    Parsed,
    builtin_difficulties,
    builtin_difficulty,
    parse_difficulties,
    parse_personalities,
    parse_practice_levels,
    stand_in_personalities,
    stand_in_practice_levels,
)


def shipped(name: str) -> str:
    return data_file("levels", name).read_text(encoding="utf-8")


SHIPPED_DIFFICULTIES = parse_difficulties(data_file("levels", "difficulties.toml")).value
SHIPPED_PEOPLE = parse_personalities(data_file("levels", "personalities.toml")).value
SHIPPED_LEVELS = parse_practice_levels(data_file("levels", "practice.toml")).value


def broken(tmp_path: Path, name: str, old: str, new: str) -> tuple[Path, str]:
    text = shipped(name)
    assert old in text, f"the test's anchor {old!r} is not in {name}"
    text = text.replace(old, new, 1)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path, text


def line_of(text: str, snippet: str) -> int:
    """The (1-based) line where `snippet` starts in `text`."""
    return text[: text.index(snippet)].count("\n") + 1


def reported(parsed: Parsed[Any], where: str, message: str) -> None:
    texts = [str(p) for p in parsed.problems]
    assert any(t.startswith(where) and message in t for t in texts), texts


# (old, new, entry, field, the line to point at (a snippet of the new text), message)
DIFFICULTY_CASES = [
    ("wink_ms = 120", 'wink_ms = "x"', "expert", "wink_ms", 'wink_ms = "x"', "must be a number, not 'x'"),
    ("perception = 0.9", "perception = 2", "expert", "perception", "perception = 2", "must be from 0 to 1"),
    ("blink_ms = 140", "blink_ms = true", "beginner", "blink_ms", "blink_ms = true", "must be a number"),
    ("blink_ms = 140\n", "", "beginner", "blink_ms", "[beginner]", "is missing"),
    (
        "blink_ms = 140",
        "blink_ms = 140\nwink_speed = 2",
        "beginner",
        "wink_speed",
        "wink_speed",
        "not a known",
    ),
    (
        'ame_guess_policy = "seen"',
        'ame_guess_policy = "psychic"',
        "normal",
        "name_guess_policy",
        "psychic",
        "one of",
    ),
    (
        "accuse_margin = 0.5 ",
        "accuse_margin = inf ",
        "expert",
        "accuse_margin",
        "= inf",
        "from -1 to 1",
    ),
    ("reaction_ms = 300", "reaction_ms = nan", "expert", "reaction_ms", "= nan", "must be from 100 to 3000"),
    (
        "wink_ms = 120",
        "wink_ms = 1" + "0" * 400,
        "expert",
        "wink_ms",
        "wink_ms = 1000",
        "must be from 60 to 1000",
    ),
    ("wink_ms = 120", "wink_ms = -1" + "0" * 400, "expert", "wink_ms", "wink_ms = -1", "must be from 60"),
    ("wink_ms = 120", "wink_ms = [120]", "expert", "wink_ms", "wink_ms = [", "must be a number, not [120]"),
    ("wink_ms = 120", "wink_ms = {a = 1}", "expert", "wink_ms", "wink_ms = {", "must be a number"),
    ("wink_ms = 120", "wink_ms = 1979-05-27", "expert", "wink_ms", "1979", "must be a number"),
    (
        'name_guess_policy = "seen"',
        "name_guess_policy = 1",
        "normal",
        "name_guess_policy",
        "policy = 1",
        "one of",
    ),
    (
        'name_guess_policy = "seen"',
        "name_guess_policy = []",
        "normal",
        "name_guess_policy",
        "policy = []",
        "one of",
    ),
]


@pytest.mark.parametrize(
    ("old", "new", "entry", "name", "at", "message"),
    DIFFICULTY_CASES,
    ids=[c[1][:30] for c in DIFFICULTY_CASES],
)
def test_a_bad_difficulty_field_takes_the_built_in_value_and_the_rest_loads(
    tmp_path: Path, old: str, new: str, entry: str, name: str, at: str, message: str
) -> None:
    path, text = broken(tmp_path, "difficulties.toml", old, new)
    parsed = parse_difficulties(path)
    assert not parsed.whole_file
    reported(parsed, f"difficulties.toml:{line_of(text, at)} [{entry}] {name}", message)
    assert all(len(str(p)) < 400 and "\n" not in str(p) for p in parsed.problems)  # the known fields named
    profile = parsed.value[entry]
    for f in fields(Difficulty):
        expected = builtin_difficulty(entry) if f.name == name else SHIPPED_DIFFICULTIES[entry]
        assert getattr(profile, f.name) == getattr(expected, f.name), f.name
    others = [level for level in DIFFICULTIES if level != entry]
    assert [parsed.value[level] for level in others] == [SHIPPED_DIFFICULTIES[level] for level in others]


def test_an_unknown_profile_is_ignored_and_the_missing_one_is_built_in(tmp_path: Path) -> None:
    path, text = broken(tmp_path, "difficulties.toml", "[expert]", "[legendary]")
    parsed = parse_difficulties(path)
    reported(parsed, f"difficulties.toml:{line_of(text, '[legendary]')} [legendary]", "not a difficulty")
    reported(parsed, "difficulties.toml [expert]", "is missing")
    assert parsed.value["expert"] == builtin_difficulty("expert")
    assert parsed.value["normal"] == SHIPPED_DIFFICULTIES["normal"]


def test_a_profile_that_is_no_table_is_built_in(tmp_path: Path) -> None:
    path = tmp_path / "difficulties.toml"
    path.write_text(shipped("difficulties.toml").split("[beginner]")[0] + "beginner = 3\n", encoding="utf-8")
    parsed = parse_difficulties(path)
    reported(parsed, "difficulties.toml:", "[beginner]: must be a table of fields, not 3")
    assert parsed.value == builtin_difficulties() and not parsed.whole_file


PERSONALITY_CASES = [
    ("face = 2", "face = 9", 3, "face", "face = 9", "must be from 0 to 7"),
    ("face = 2", "face = 1.5", 3, "face", "face = 1.5", "must be a whole number, not 1.5"),
    ("face = 2", "face = 1" + "0" * 400, 3, "face", "face = 1000", "must be from 0 to 7"),
    ("face = 2", "face = true", 3, "face", "face = true", "must be a whole number, not True"),
    ("boldness = 1.4", "boldness = 2", 2, "boldness", "boldness = 2", "must be from 0.5 to 1.5"),
    ("boldness = 1.4", "boldness = nan", 2, "boldness", "boldness = nan", "must be from 0.5 to 1.5"),
    ('name = "Hugo"', 'name = "Margot"', 5, "name", 'name = "Margot"\nface = 4', "there twice"),
    ('name = "Hugo"', 'name = "  "', 5, "name", 'name = "  "', "must be a non-empty text"),
    ('name = "Hugo"', 'name = "Hu\\ngo"', 5, "name", 'name = "Hu\\ngo"', "on one line"),
    ('name = "Hugo"', "name = 5", 5, "name", "name = 5", "must be a non-empty text"),
    ('name = "Hugo"', f'name = "{"H" * 40}"', 5, "name", 'name = "HHH', "at most 32 characters"),
    (
        'description = { en = "Winks like a lighthouse.", fr',
        'description = { en = "Winks like a lighthouse.", de',
        2,
        "description",
        'description = { en = "Winks like a lighthouse.", de',
        "must give a text for exactly en and fr",
    ),
    ('{ en = "All in, all the time."', '{ en = ""', 7, "description.en", '{ en = ""', "must be a non-empty"),
    ("chattiness = 0.7\n", "", 1, "chattiness", "[[personality]]", "is missing"),
    ("chattiness = 0.7", "chattiness = 0.7\nhue = 1", 1, "hue", "hue = 1", "is not a known field"),
]


@pytest.mark.parametrize(
    ("old", "new", "n", "name", "at", "message"),
    PERSONALITY_CASES,
    ids=[c[1][:30] for c in PERSONALITY_CASES],
)
def test_a_bad_personality_is_left_out_and_the_others_load(
    tmp_path: Path, old: str, new: str, n: int, name: str, at: str, message: str
) -> None:
    path, text = broken(tmp_path, "personalities.toml", old, new)
    parsed = parse_personalities(path)
    problem = next(p for p in parsed.problems if p.entry.startswith(f"personality {n}"))
    assert problem.field == name and message in problem.problem, str(problem)
    assert problem.line == line_of(text, at), str(problem)
    assert not parsed.whole_file and parsed.value == SHIPPED_PEOPLE[: n - 1] + SHIPPED_PEOPLE[n:]


LEVEL_CASES = [
    ("faces = 2", "faces = 1", 1, "faces", "faces = 1", "must be from 2 to 8, not 1"),
    ("trials = 10", "trials = 0", 1, "trials", "trials = 0", "must be from 4 to 100"),
    ("trials = 10", "trials = 8.0", 1, "trials", "trials = 8.0", "must be a whole number"),
    ('id = "eyes-open"', 'id = "Eyes Open"', 2, "id", 'id = "Eyes Open"', "must be lowercase letters"),
    (
        'id = "eyes-open"',
        'id = "first-wink"',
        2,
        "id",
        'id = "first-wink"\nname = { en = "Eyes',
        "there twice",
    ),
    ("pass_share = 0.7", "pass_share = 0.7\nhue = 1", 1, "hue", "hue = 1", "is not a known"),
    ("pass_share = 0.7", "pass_share = 0.2", 1, "pass_share", "pass_share = 0.2", "must be from 0.5 to 1"),
    ("wink_ms_min = 480", 'wink_ms_min = "480"', 1, "wink_ms_min", 'wink_ms_min = "480"', "must be a number"),
    ('name = { en = "First wink"', "name = { en = 5", 1, "name.en", "name = { en = 5", "must be a non-empty"),
    # fields that disagree with each other: the level is left out, reported at the first one's line
    ("wink_ms_min = 480", "wink_ms_min = 600", 1, "wink_ms_min", "wink_ms_min = 600", "is above wink_ms_max"),
    (
        "target_reaction_ms = 1200",
        "target_reaction_ms = 2600",
        2,
        "target_reaction_ms",
        "target_reaction_ms = 2600",
        "is above window_ms (2500)",
    ),
]


@pytest.mark.parametrize(
    ("old", "new", "n", "name", "at", "message"), LEVEL_CASES, ids=[c[1][:30] for c in LEVEL_CASES]
)
def test_a_bad_practice_level_is_left_out_and_the_others_load(
    tmp_path: Path, old: str, new: str, n: int, name: str, at: str, message: str
) -> None:
    path, text = broken(tmp_path, "practice.toml", old, new)
    parsed = parse_practice_levels(path)
    problem = next(p for p in parsed.problems if p.entry.startswith(f"level {n}"))
    assert problem.field == name and message in problem.problem, str(problem)
    assert problem.line == line_of(text, at), str(problem)
    assert not parsed.whole_file and parsed.value == SHIPPED_LEVELS[: n - 1] + SHIPPED_LEVELS[n:]


def test_an_unknown_top_level_key_is_ignored(tmp_path: Path) -> None:
    path, text = broken(tmp_path, "practice.toml", "[[level]]", 'title = "x"\n\n[[level]]')
    parsed = parse_practice_levels(path)
    reported(parsed, f"practice.toml:{line_of(text, 'title')} [title]", "is not a [[level]] entry")
    assert parsed.value == SHIPPED_LEVELS


WHOLE_FILES: list[tuple[str, str | bytes, str]] = [
    ("personalities.toml", "", "personalities.toml: must hold [[personality]] entries"),
    ("personalities.toml", "personality = 3", "personalities.toml:1: must hold [[personality]] entries"),
    ("personalities.toml", "personality = [1]", "personalities.toml:1 [personality 1]: must be a table"),
    ("personalities.toml", "[[personality]]\nname = 5\n", "personalities.toml: has no usable"),
    ("practice.toml", b"\xff\xfe", "practice.toml: is not UTF-8 text"),
    ("practice.toml", "[[level]]\nid = [[[[[[", "practice.toml:2: is not valid TOML"),
    ("practice.toml", "a = 1" + "0" * 5000, "practice.toml: holds a value too large"),
    ("practice.toml", "a = " + "[" * 50_000, "practice.toml: holds a value too large or too deeply nested"),
    ("difficulties.toml", "[beginner\n", "difficulties.toml:1: is not valid TOML"),
    ("difficulties.toml", "x = 1\n[beginner]\nwink_ms = 'a\n", "difficulties.toml:3: is not valid TOML"),
]


@pytest.mark.parametrize(
    ("name", "content", "message"), WHOLE_FILES, ids=[str(w[1])[:20] for w in WHOLE_FILES]
)
def test_a_file_that_cannot_be_used_gives_the_built_ins(
    tmp_path: Path, name: str, content: str | bytes, message: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    parser, builtins = {
        "difficulties.toml": (parse_difficulties, builtin_difficulties),
        "personalities.toml": (parse_personalities, stand_in_personalities),
        "practice.toml": (parse_practice_levels, stand_in_practice_levels),
    }[name]
    parsed = parser(path)
    assert parsed.whole_file and parsed.value == builtins()
    assert any(str(p).startswith(message) for p in parsed.problems), [str(p) for p in parsed.problems]


@pytest.mark.parametrize("name", ["difficulties.toml", "personalities.toml", "practice.toml"])
def test_a_missing_file_or_a_folder_in_its_place_gives_the_built_ins(tmp_path: Path, name: str) -> None:
    parser = {"difficulties.toml": parse_difficulties, "personalities.toml": parse_personalities}
    parse = parser.get(name, parse_practice_levels)
    missing = parse(tmp_path / name)
    assert missing.whole_file and str(missing.problems[0]).startswith(f"{name}: cannot be read")
    (tmp_path / name).mkdir()
    folder = parse(tmp_path / name)
    assert folder.whole_file and folder.value == missing.value
    assert (tmp_path / name).is_dir()  # a levels/ file is reported, never moved


@pytest.mark.parametrize("name", ["difficulties.toml", "personalities.toml", "practice.toml"])
def test_a_byte_order_mark_is_accepted(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"\xef\xbb\xbf" + shipped(name).encode("utf-8"))
    parse = {"difficulties.toml": parse_difficulties, "personalities.toml": parse_personalities}.get(
        name, parse_practice_levels
    )
    assert parse(path) == parse(data_file("levels", name)) and parse(path).problems == ()
