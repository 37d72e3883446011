"""The data in levels/: difficulty profiles and bot personalities, checked field by field."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..resources import data_file

DIFFICULTY_FIELDS: dict[str, tuple[float, float]] = {
    "wink_ms": (60, 1000),
    "wink_boldness": (0, 1),
    "blink_interval_s": (0.5, 20),
    "blink_ms": (60, 400),
    "glance_interval_ms": (100, 3000),
    "idle_motion": (0, 1),
    "perception": (0, 1),
    "accuse_confidence": (0, 1),
    "patience_s": (0, 60),
}
DIFFICULTIES = ("beginner", "normal", "expert")


class LevelDataError(ValueError):
    """A levels/ file that cannot be used, naming the file, entry and field."""


@dataclass(frozen=True)
class Personality:
    name: str
    face: int
    en: str
    fr: str
    watchfulness: float
    boldness: float


def _read(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise LevelDataError(f"{path.name}: {exc}") from exc


def _number(where: str, value: Any, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not lo <= value <= hi:
        raise LevelDataError(f"{where} must be a number from {lo} to {hi}, not {value!r}")
    return float(value)


def parse_difficulties(path: Path) -> dict[str, dict[str, float]]:
    data = _read(path)
    out = {}
    for level in DIFFICULTIES:
        entry = data.get(level)
        if not isinstance(entry, dict):
            raise LevelDataError(f"{path.name}: no [{level}] profile")
        missing = set(DIFFICULTY_FIELDS) - set(entry)
        if missing:
            raise LevelDataError(f"{path.name} [{level}]: missing {', '.join(sorted(missing))}")
        out[level] = {
            k: _number(f"{path.name} [{level}] {k}", entry[k], *r) for k, r in DIFFICULTY_FIELDS.items()
        }
    return out


def parse_personalities(path: Path) -> list[Personality]:
    entries = _read(path).get("personality")
    if not isinstance(entries, list) or not entries:
        raise LevelDataError(f"{path.name}: no [[personality]] entries")
    out = []
    for i, e in enumerate(entries):
        where = f"{path.name} personality {i + 1}"
        for key in ("name", "en", "fr"):
            if not isinstance(e.get(key), str) or not e[key].strip():
                raise LevelDataError(f"{where}: {key} must be a non-empty text")
        face = e.get("face")
        if not isinstance(face, int) or isinstance(face, bool) or not 0 <= face <= 7:
            raise LevelDataError(f"{where}: face must be a whole number from 0 to 7")
        out.append(
            Personality(
                e["name"],
                face,
                e["en"],
                e["fr"],
                _number(f"{where} watchfulness", e.get("watchfulness"), 0.5, 1.5),
                _number(f"{where} boldness", e.get("boldness"), 0.5, 1.5),
            )
        )
    names = [p.name for p in out]
    if len(set(names)) != len(names):
        raise LevelDataError(f"{path.name}: personality names must be unique")
    return out


@cache
def load_difficulties() -> dict[str, dict[str, float]]:
    return parse_difficulties(data_file("levels", "difficulties.toml"))


@cache
def load_personalities() -> tuple[Personality, ...]:
    return tuple(parse_personalities(data_file("levels", "personalities.toml")))
