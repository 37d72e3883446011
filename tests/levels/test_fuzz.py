"""Seeded fuzz of the levels/ files: mutated copies of the shipped texts never make a parser raise,
and whatever comes back is usable data (in range, never empty), with one-line problems."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

import pytest

from game.resources import data_file
from game.store.levels import (
    DIFFICULTIES,
    Difficulty,
    Parsed,
    Personality,
    PracticeLevel,
    parse_difficulties,
    parse_personalities,
    parse_practice_levels,
)
from game.store.tomlcheck import Doc, Entry, build

TOKENS = ["nan", "inf", "-inf", "1" * 400, "-1" * 200, "true", "0", "1.5", '"x"', "''", "[", "]", "{", "}"]
TOKENS += ["=", ",", ".", "\n", "\n[expert]\n", "\n[[level]]\n", "\n[[personality]]\n", "[[[[", "{ a = 1 }"]
TOKENS += ["1979-05-27T07:32:00Z", '"\\u0000"', '"\\n"', "\ufeff", "#", '"""', "\x00", "é", "0x1F", "1e999"]
TOKENS += ["face = 2.0", 'name = "Margot"', 'id = "first-wink"', "wink_ms = 5", "hue = 3", "faces = 9"]


def mutated(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 5)):
        i = rng.randrange(len(text) + 1)
        roll = rng.random()
        if roll < 0.45:
            text = text[:i] + rng.choice(TOKENS) + text[i:]
        elif roll < 0.75:
            text = text[:i] + text[i + rng.randint(1, 15) :]
        elif roll < 0.82:
            text = text[:i]  # truncated
        else:
            j = rng.randrange(len(text) + 1)
            text = text[:i] + text[min(i, j) : max(i, j)] + text[i:]  # a piece repeated
    return text


def rebuilt(cls: type, value: Any, **given: Any) -> Any:
    """`value` read back through the file checks, which must find nothing wrong with it."""
    data = {k: asdict(v) if hasattr(v, "en") else v for k, v in asdict(value).items() if k not in given}
    made, problems = build(cls, Entry(Doc("fuzz", {}, ()), "x", data, None), **given)
    assert problems == [] and made == value
    return made


def usable_difficulties(value: dict[str, Difficulty]) -> None:
    assert list(value) == list(DIFFICULTIES)
    for name, profile in value.items():
        rebuilt(Difficulty, profile, id=name)
        assert all(isinstance(getattr(profile, f.name), float | str) for f in fields(Difficulty))


def usable_people(value: tuple[Personality, ...]) -> None:
    assert value and len({p.name for p in value}) == len(value)
    for person in value:
        rebuilt(Personality, person)


def usable_levels(value: tuple[PracticeLevel, ...]) -> None:
    assert value and len({lv.id for lv in value}) == len(value)
    for level in value:
        rebuilt(PracticeLevel, level)


CASES: list[tuple[str, Callable[[Path], Parsed[Any]], Callable[[Any], None]]] = [
    ("difficulties.toml", parse_difficulties, usable_difficulties),
    ("personalities.toml", parse_personalities, usable_people),
    ("practice.toml", parse_practice_levels, usable_levels),
]


@pytest.mark.parametrize(("name", "parse", "usable"), CASES, ids=[c[0] for c in CASES])
def test_fuzz_mutated_level_files_never_raise_and_give_usable_data(
    tmp_path: Path, name: str, parse: Callable[[Path], Parsed[Any]], usable: Callable[[Any], None]
) -> None:
    rng = random.Random(f"levels-{name}")
    good = data_file("levels", name).read_text(encoding="utf-8")
    path = tmp_path / name
    seen = {"clean": 0, "problems": 0, "whole": 0}
    for n in range(250):
        text = mutated(rng, good)
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        parsed = parse(path)
        usable(parsed.value)
        lines = text.count("\n") + 1
        for problem in parsed.problems:
            line = str(problem)
            assert "\n" not in line and len(line) < 400, (n, line)
            assert problem.file == name and (problem.line is None or 1 <= problem.line <= lines), (n, line)
        seen["whole" if parsed.whole_file else "problems" if parsed.problems else "clean"] += 1
    assert all(seen.values()), seen  # the fuzz reaches clean files, bad entries and unusable files
