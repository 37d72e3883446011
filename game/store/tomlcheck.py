"""Reading the TOML data files of levels/ and checking them field by field, never raising.

A dataclass field says how it is checked through its metadata (see `number`, `integer`,
`choice`, `localized`, `slug`, `text`); `build` reads one entry of a file into that dataclass and
returns what was wrong as `LevelProblem`s, each naming the file, the line where it can be found,
the entry and the field. What the caller does with a bad entry (a built-in value, leaving it out)
is decided in game/store/levels.py.
"""

from __future__ import annotations

import math
import re
import reprlib
import tomllib
from collections.abc import Mapping
from dataclasses import MISSING, Field, dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")
LANGS = ("en", "fr")
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_AT_LINE = re.compile(r"at line (\d+)")


@dataclass(frozen=True)
class LevelProblem:
    """One thing wrong in a levels/ file: where (file, line, entry, field) and what (English)."""

    file: str
    entry: str = ""  # "expert", "personality 3 (Inès)"; empty for the file as a whole
    field: str = ""
    problem: str = ""
    line: int | None = None

    @property
    def where(self) -> str:
        """ "difficulties.toml:52 [expert] wink_ms": short, one line, the same in every language."""
        out = self.file + (f":{self.line}" if self.line else "")
        if self.entry:
            out += f" [{_printable(self.entry)}]"
        return out + (f" {_printable(self.field)}" if self.field else "")

    def __str__(self) -> str:
        return f"{self.where}: {self.problem}"


class LevelDataError(ValueError):
    """A levels/ file that cannot be used at all (raised by `read_toml`, caught by the parsers)."""

    def __init__(self, problem: LevelProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem


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


def text(most: int = 1000) -> Any:
    """A dataclass field holding a non-empty text on one line, of at most `most` characters."""
    return field(metadata={"check": ("text", most)})


@dataclass(frozen=True)
class Doc:
    """A TOML file that was read: its tables, and its lines, to point at an entry or a key."""

    file: str
    data: dict[str, Any]
    lines: tuple[str, ...]

    def header_line(self, name: str, nth: int = 0, array: bool = False) -> int | None:
        """The line of the `nth` `[name]` (or `[[name]]`) header, if it is written as one."""
        pattern = (r"\s*\[\[\s*" if array else r"\s*\[\s*") + rf"\"?{re.escape(name)}\"?\s*\]"
        found = [i + 1 for i, line in enumerate(self.lines) if re.match(pattern, line)]
        return found[nth] if nth < len(found) else None

    def key_line(self, key: str, after: int | None = None) -> int | None:
        """The line of `key = …` in the table that starts at line `after` (None: the top level)."""
        pattern = re.compile(rf"\s*\"?{re.escape(key)}\"?\s*[=.]")
        for i in range(after or 0, len(self.lines)):
            line = self.lines[i]
            if re.match(r"\s*\[", line):
                return None
            if pattern.match(line):
                return i + 1
        return None

    def problem(self, entry: str, problem: str, line: int | None = None) -> LevelProblem:
        return LevelProblem(self.file, entry, "", problem, line)


def read_toml(path: Path) -> Doc:
    """The file's tables and lines; a file that cannot be read or parsed raises LevelDataError.

    A UTF-8 byte-order mark is accepted (editors add one; it damages nothing).
    """

    def fail(problem: str, line: int | None = None) -> LevelDataError:
        return LevelDataError(LevelProblem(path.name, "", "", problem, line))

    try:
        content = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise fail("is not UTF-8 text") from None
    except OSError as exc:
        raise fail(f"cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    try:
        data = tomllib.loads(content)
    except tomllib.TOMLDecodeError as exc:
        at = getattr(exc, "lineno", None) or _AT_LINE.search(str(exc))  # Python 3.14 / before
        line = at if isinstance(at, int) or at is None else int(at.group(1))
        if line is None and "end of document" in str(exc):
            line = max(1, content.count("\n") + (not content.endswith("\n")))
        raise fail(f"is not valid TOML ({str(exc)[:120]})", line) from None
    except (ValueError, RecursionError):  # a number of thousands of digits, nesting too deep
        raise fail("holds a value too large or too deeply nested to read") from None
    return Doc(path.name, data, tuple(content.splitlines()))


class Entry:
    """One table of a data file, with what locates it: its label and its line."""

    def __init__(self, doc: Doc, label: str, data: Any, line: int | None) -> None:
        self.doc, self.label, self.data, self.line = doc, label, data, line

    def problem(self, name: str, problem: str) -> LevelProblem:
        key = name.split(".")[0]
        line = self.doc.key_line(key, self.line) if isinstance(self.data, dict) else None
        return LevelProblem(self.doc.file, self.label, name, problem, line or self.line)


class _Bad(Exception):
    """A field's value is wrong (internal to `build`); `name` is the field or a part of it."""

    def __init__(self, problem: str, name: str = "") -> None:
        super().__init__(problem)
        self.name = name


def _check(name: str, value: Any, rule: tuple[Any, ...]) -> Any:
    kind = rule[0]
    if kind in ("number", "integer"):
        lo, hi = rule[1], rule[2]
        ok_type = int if kind == "integer" else int | float
        if isinstance(value, bool) or not isinstance(value, ok_type):
            raise _Bad(f"must be a {'whole ' if kind == 'integer' else ''}number, not {show(value)}")
        # An int is finite however long (math.isfinite(10**400) would overflow); a float may be nan
        if not ((isinstance(value, int) or math.isfinite(value)) and lo <= value <= hi):
            raise _Bad(f"must be from {lo} to {hi}, not {show(value)}")
        return int(value) if kind == "integer" else float(value)
    if kind == "choice":
        if not isinstance(value, str) or value not in rule[1]:
            raise _Bad(f"must be one of {', '.join(map(repr, rule[1]))}, not {show(value)}")
        return value
    if kind == "localized":
        if not isinstance(value, dict) or set(value) != set(LANGS):
            raise _Bad(f"must give a text for exactly {' and '.join(LANGS)}, not {show(value)}")
        for lang in LANGS:
            try:
                _check(f"{name}.{lang}", value[lang], ("text", 1000))
            except _Bad as exc:
                raise _Bad(str(exc), f"{name}.{lang}") from None
        return Localized(**value)
    if kind == "slug":
        if not isinstance(value, str) or not SLUG.fullmatch(value):
            raise _Bad(f"must be lowercase letters and digits joined by dashes, not {show(value)}")
        return value
    ok = isinstance(value, str) and value.strip() and value.isprintable() and len(value) <= rule[1]
    if not ok:  # "text"
        raise _Bad(f"must be a non-empty text on one line of at most {rule[1]} characters, not {show(value)}")
    return value


def build(
    cls: type[T], entry: Entry, fallback: Mapping[str, Any] | None = None, **given: Any
) -> tuple[T | None, list[LevelProblem]]:
    """An instance of the dataclass `cls` from `entry`, and what was wrong in the entry.

    Unknown fields are reported and ignored. A field that is missing or wrong is reported and
    takes its value from `fallback`; without a fallback the entry cannot be built (None). Fields
    in `given` come from elsewhere (e.g. the entry's name).
    """
    checked = [f for f in fields(cls) if "check" in f.metadata]
    _all_given(cls, {f.name for f in checked} | set(given))
    if not isinstance(entry.data, dict):
        message = f"must be a table of fields, not {show(entry.data)}"
        problem = LevelProblem(entry.doc.file, entry.label, "", message, entry.line)
        if fallback is None:
            return None, [problem]
        return cls(**{f.name: fallback[f.name] for f in checked}, **given), [problem]
    known = {f.name for f in checked}
    problems = [
        entry.problem(name, f"is not a known field (known: {', '.join(sorted(known))})")
        for name in entry.data
        if name not in known
    ]
    values: dict[str, Any] = {}
    for f in checked:
        try:
            values[f.name] = _value(entry, f)
        except _Bad as exc:
            problems.append(entry.problem(exc.name or f.name, str(exc)))
            if fallback is None:
                continue
            values[f.name] = fallback[f.name]
    if len(values) < len(checked):
        return None, problems
    return cls(**values, **given), problems


def _value(entry: Entry, f: Field[Any]) -> Any:
    if f.name not in entry.data:
        raise _Bad("is missing")
    return _check(f.name, entry.data[f.name], f.metadata["check"])


def _all_given(cls: type[DataclassInstance], names: set[str]) -> None:
    for f in fields(cls):
        if f.name not in names and f.default is MISSING:
            raise TypeError(f"{cls.__name__}.{f.name} has no check and was not given")


def clamp_to_field(cls: type, name: str, value: float) -> float:
    """`value` brought into the range the field `name` of `cls` allows."""
    rule = next(f.metadata["check"] for f in fields(cls) if f.name == name)
    return min(max(value, rule[1]), rule[2])


_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = _SHOW.maxlong = 30
_SHOW.maxlist = _SHOW.maxdict = 3
_SHOW.maxlevel = 2


def show(value: Any) -> str:
    """A value from a file, short enough for a one-line message (a 400-digit number, junk)."""
    return _SHOW.repr(value)


def _printable(name: str, most: int = 40) -> str:
    return "".join(c if c.isprintable() else "?" for c in name)[:most]
