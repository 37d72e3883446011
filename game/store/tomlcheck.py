"""Reading the TOML data files of levels/ and checking them field by field.

A dataclass field says how it is checked through its metadata (see `number`, `integer`,
`choice`, `localized`, `slug`); `build` then reads one entry of a file into that dataclass, or
raises `LevelDataError` naming the file, the entry and the field.
"""

from __future__ import annotations

import math
import re
import tomllib
from dataclasses import MISSING, Field, dataclass, field, fields
from pathlib import Path
from typing import Any, NoReturn, TypeVar

T = TypeVar("T")
LANGS = ("en", "fr")
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


class LevelDataError(ValueError):
    """A levels/ file that cannot be used; the message names the file, entry and field."""


@dataclass(frozen=True)
class Localized:
    """A text in each language of the game."""

    en: str
    fr: str

    def get(self, lang: str) -> str:
        """The text in `lang`; English for a language it does not have."""
        return self.fr if lang == "fr" else self.en


def number(lo: float, hi: float) -> Any:
    """A dataclass field holding a number from lo to hi (a TOML integer or float)."""
    return field(metadata={"check": ("number", lo, hi)})


def integer(lo: int, hi: int) -> Any:
    """A dataclass field holding a whole number from lo to hi."""
    return field(metadata={"check": ("integer", lo, hi)})


def choice(*options: str) -> Any:
    """A dataclass field holding one of a few words."""
    return field(metadata={"check": ("choice", options)})


def localized() -> Any:
    """A dataclass field holding a non-empty text per language: { en = "…", fr = "…" }."""
    return field(metadata={"check": ("localized",)})


def slug() -> Any:
    """A dataclass field holding an identifier: lowercase letters and digits joined by dashes."""
    return field(metadata={"check": ("slug",)})


def text() -> Any:
    """A dataclass field holding a non-empty text."""
    return field(metadata={"check": ("text",)})


def read_toml(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise LevelDataError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    except UnicodeDecodeError as exc:
        raise LevelDataError(f"{path.name}: is not UTF-8 text") from exc
    except tomllib.TOMLDecodeError as exc:
        raise LevelDataError(f"{path.name}: is not valid TOML ({exc})") from exc


class Entry:
    """One table of a data file, with the words that locate it in error messages."""

    def __init__(self, file: str, label: str, data: Any) -> None:
        self.where = f"{file} [{label}]"
        if not isinstance(data, dict):
            raise LevelDataError(f"{self.where}: must be a table of fields, not {data!r}")
        self.data: dict[str, Any] = data

    def fail(self, name: str, problem: str) -> NoReturn:
        raise LevelDataError(f"{self.where} {name}: {problem}")

    def value(self, f: Field[Any]) -> Any:
        if f.name not in self.data:
            self.fail(f.name, "is missing")
        return _check(self, f.name, self.data[f.name], f.metadata["check"])


def _check(entry: Entry, name: str, value: Any, rule: tuple[Any, ...]) -> Any:
    kind = rule[0]
    if kind in ("number", "integer"):
        lo, hi = rule[1], rule[2]
        ok_type = int if kind == "integer" else int | float
        if isinstance(value, bool) or not isinstance(value, ok_type):
            entry.fail(name, f"must be a {'whole ' if kind == 'integer' else ''}number, not {value!r}")
        if not (math.isfinite(value) and lo <= value <= hi):
            entry.fail(name, f"must be from {lo} to {hi}, not {value!r}")
        return int(value) if kind == "integer" else float(value)
    if kind == "choice":
        if value not in rule[1]:
            entry.fail(name, f"must be one of {', '.join(map(repr, rule[1]))}, not {value!r}")
        return value
    if kind == "localized":
        if not isinstance(value, dict) or set(value) != set(LANGS):
            entry.fail(name, f"must give a text for exactly {' and '.join(LANGS)}, not {value!r}")
        for lang in LANGS:
            _check(entry, f"{name}.{lang}", value[lang], ("text",))
        return Localized(**value)
    if kind == "slug":
        if not isinstance(value, str) or not SLUG.fullmatch(value):
            entry.fail(name, f"must be lowercase letters and digits joined by dashes, not {value!r}")
        return value
    if not isinstance(value, str) or not value.strip():  # "text"
        entry.fail(name, f"must be a non-empty text, not {value!r}")
    return value


def build(cls: type[T], entry: Entry, **given: Any) -> T:
    """An instance of the dataclass `cls` from `entry`; fields in `given` come from elsewhere."""
    checked = [f for f in fields(cls) if "check" in f.metadata]  # type: ignore[arg-type]
    known = {f.name for f in checked}
    for name in entry.data:
        if name not in known:
            entry.fail(name, f"is not a known field (known: {', '.join(sorted(known))})")
    values = {f.name: entry.value(f) for f in checked}
    for f in fields(cls):  # type: ignore[arg-type]
        if f.name not in values and f.name not in given and f.default is MISSING:
            raise TypeError(f"{cls.__name__}.{f.name} has no check and was not given")
    return cls(**values, **given)


def clamp_to_field(cls: type, name: str, value: float) -> float:
    """`value` brought into the range the field `name` of `cls` allows."""
    rule = next(f.metadata["check"] for f in fields(cls) if f.name == name)
    return min(max(value, rule[1]), rule[2])
