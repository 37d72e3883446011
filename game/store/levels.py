"""The data in levels/: difficulty profiles, bot personalities and practice levels.

Each file is read through `game.resources.data_file("levels", …)` and checked field by field
(type and range); anything wrong raises `LevelDataError` naming the file, the entry and the
field. The meaning of every field is documented in the TOML files themselves.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass, fields, replace
from functools import cache
from pathlib import Path
from typing import Any

from ..resources import data_file
from .tomlcheck import (
    Entry,
    LevelDataError,
    Localized,
    build,
    choice,
    clamp_to_field,
    integer,
    localized,
    number,
    read_toml,
    slug,
    text,
)

DIFFICULTIES = ("beginner", "normal", "expert")
NAME_GUESS_POLICIES = ("random", "seen", "weighted")


@dataclass(frozen=True)
class Difficulty(Mapping[str, Any]):
    """One difficulty profile (levels/difficulties.toml); `id` is its table name.

    It also reads as a read-only mapping of its fields (`d["wink_ms"]`, `dict(d)`), which is what
    `SocialProfile.from_mapping` and `BotProfile.from_mapping` take.
    """

    id: str
    wink_ms: float = number(60, 1000)
    wink_boldness: float = number(0, 1)
    blink_interval_s: float = number(0.5, 20)
    blink_ms: float = number(60, 400)
    glance_interval_ms: float = number(100, 3000)
    idle_motion: float = number(0, 1)
    perception: float = number(0, 1)
    accuse_confidence: float = number(0, 1)
    name_guess_policy: str = choice(*NAME_GUESS_POLICIES)
    patience_s: float = number(0, 60)
    reaction_ms: float = number(100, 3000)
    signal_fake_rate: float = number(0, 1)
    memory_decay: float = number(0, 1)
    search_budget_ms: float = number(1, 2000)

    def as_dict(self) -> dict[str, float | str]:
        """The profile as a plain dict."""
        return asdict(self)

    def __getitem__(self, name: str) -> Any:
        if name not in _FIELD_NAMES:
            raise KeyError(name)
        return getattr(self, name)

    def __iter__(self) -> Iterator[str]:
        return iter(_FIELD_NAMES)

    def __len__(self) -> int:
        return len(_FIELD_NAMES)


_FIELD_NAMES = tuple(f.name for f in fields(Difficulty))


@dataclass(frozen=True)
class Personality:
    """A named bot (levels/personalities.toml): its face, a line about it, and its multipliers."""

    name: str = text()
    face: int = integer(0, 7)
    description: Localized = localized()  # noqa: RUF009 (returns a dataclasses.field)
    boldness: float = number(0.5, 1.5)
    nerves: float = number(0.5, 1.5)
    watchfulness: float = number(0.5, 1.5)
    chattiness: float = number(0.5, 1.5)


@dataclass(frozen=True)
class PracticeLevel:
    """One level of the wink-spotting trainer (levels/practice.toml)."""

    id: str = slug()
    name: Localized = localized()  # noqa: RUF009 (returns a dataclasses.field)
    faces: int = integer(2, 8)
    wink_ms: float = number(60, 1000)
    blinks_per_minute: float = number(0, 60)
    trials: int = integer(1, 100)
    target_reaction_ms: float = number(200, 3000)
    pass_share: float = number(0.5, 1)


def parse_difficulties(path: Path) -> dict[str, Difficulty]:
    """The three profiles of a difficulties file, by name."""
    data = read_toml(path)
    for name in data:
        if name not in DIFFICULTIES:
            raise LevelDataError(f"{path.name} [{name}]: not a difficulty ({', '.join(DIFFICULTIES)})")
    out = {}
    for name in DIFFICULTIES:
        if name not in data:
            raise LevelDataError(f"{path.name}: no [{name}] profile")
        out[name] = build(Difficulty, Entry(path.name, name, data[name]), id=name)
    return out


def _entries(path: Path, table: str) -> list[object]:
    data = read_toml(path)
    entries = data.get(table)
    if set(data) - {table} or not isinstance(entries, list) or not entries:
        raise LevelDataError(f"{path.name}: must hold [[{table}]] entries and nothing else")
    return entries


def _label(table: str, i: int, entry: object, key: str) -> str:
    name = entry.get(key) if isinstance(entry, dict) else None
    return f"{table} {i + 1}" + (f" ({name})" if isinstance(name, str) else "")


def parse_personalities(path: Path) -> tuple[Personality, ...]:
    out = []
    for i, raw in enumerate(_entries(path, "personality")):
        out.append(build(Personality, Entry(path.name, _label("personality", i, raw, "name"), raw)))
    _unique(path, [p.name for p in out], "personality names")
    return tuple(out)


def parse_practice_levels(path: Path) -> tuple[PracticeLevel, ...]:
    out = []
    for i, raw in enumerate(_entries(path, "level")):
        out.append(build(PracticeLevel, Entry(path.name, _label("level", i, raw, "id"), raw)))
    _unique(path, [lv.id for lv in out], "level ids")
    return tuple(out)


def _unique(path: Path, names: list[str], what: str) -> None:
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise LevelDataError(f"{path.name}: {what} must be unique ({', '.join(twice)} twice)")


@cache
def load_difficulties() -> dict[str, Difficulty]:
    """The shipped difficulty profiles: beginner, normal, expert."""
    return parse_difficulties(data_file("levels", "difficulties.toml"))


@cache
def load_personalities() -> tuple[Personality, ...]:
    """The shipped bot personalities, in file order."""
    return parse_personalities(data_file("levels", "personalities.toml"))


@cache
def load_practice_levels() -> tuple[PracticeLevel, ...]:
    """The shipped practice levels, easiest first."""
    return parse_practice_levels(data_file("levels", "practice.toml"))


def combine(difficulty: Difficulty, person: Personality) -> Difficulty:
    """A difficulty profile seen through a personality (see personalities.toml), kept in range."""

    def fit(name: str, value: float) -> float:
        return clamp_to_field(Difficulty, name, value)

    d = difficulty
    return replace(
        d,
        wink_boldness=fit("wink_boldness", d.wink_boldness * person.boldness),
        accuse_confidence=fit("accuse_confidence", d.accuse_confidence / person.boldness),
        blink_interval_s=fit("blink_interval_s", d.blink_interval_s / person.nerves),
        idle_motion=fit("idle_motion", d.idle_motion * person.nerves),
        perception=fit("perception", d.perception * person.watchfulness),
        glance_interval_ms=fit("glance_interval_ms", d.glance_interval_ms / person.watchfulness),
        signal_fake_rate=fit("signal_fake_rate", d.signal_fake_rate * person.chattiness),
    )
