"""The data in levels/: difficulty profiles, bot personalities and practice levels.

Each file is read through `game.resources.data_file("levels", …)` and checked field by field
(type and range). The meaning of every field is documented in the TOML files themselves.

Nothing in these files can stop the game. What is wrong is reported (`LevelProblem`: file, line,
entry, field, and an English reason, logged) and told to the player in one line (a notice, see
game.store.notices), and play goes on:
- a wrong or missing field of a difficulty profile takes the built-in value of that level
  (`builtin_difficulty`), the profile's good fields stay; a missing profile is the built-in one;
- a personality or practice level with anything wrong is left out (the others load); so is a
  second one of the same name or id;
- a file that cannot be read or parsed, or without one usable entry, gives the built-ins: the
  three built-in profiles, eight stand-in bots, one stand-in practice level.
The shipped files live inside the installed game: they are never renamed or rewritten.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping
from dataclasses import asdict, dataclass, fields, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..bots.profile import BOT_BEGINNER, BOT_EXPERT, BOT_NORMAL
from ..i18n import tr
from ..resources import data_file
from ..setup import DIFFICULTIES, MAX_NAME
from ..social.profile import BEGINNER, EXPERT, NORMAL
from .notices import notify
from .tomlcheck import (
    Doc,
    Entry,
    LevelDataError,
    LevelProblem,
    Localized,
    build,
    choice,
    clamp_to_field,
    integer,
    localized,
    number,
    read_toml,
    show,
    slug,
    text,
)

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T")
D = TypeVar("D", bound="DataclassInstance")  # the dataclass of a file's entries
log = logging.getLogger(__name__)

NAME_GUESS_POLICIES = ("random", "seen", "weighted")
MAX_SEARCH_BUDGET_MS = 5000  # a Zwoggel bot never makes its table wait longer for a decision


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
    expression_interval_s: float = number(0.5, 60)
    accuse_margin: float = number(-1, 1)
    name_guess_policy: str = choice(*NAME_GUESS_POLICIES)
    patience_s: float = number(0, 60)
    reaction_ms: float = number(100, 3000)
    signal_fake_rate: float = number(0, 1)
    memory_decay: float = number(0, 1)
    search_budget_ms: float = number(0, MAX_SEARCH_BUDGET_MS)

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

    name: str = text(most=MAX_NAME)  # a seat's name: remembered setups take no longer one
    face: int = integer(0, 7)
    description: Localized = localized()  # noqa: RUF009 (returns a dataclasses.field)
    boldness: float = number(0.5, 1.5)
    nerves: float = number(0.5, 1.5)
    watchfulness: float = number(0.5, 1.5)
    chattiness: float = number(0.5, 1.5)


@dataclass(frozen=True)
class PracticeLevel:
    """One level of the wink-spotting trainer (levels/practice.toml; the file documents each field)."""

    id: str = slug()
    name: Localized = localized()  # noqa: RUF009 (returns a dataclasses.field)
    faces: int = integer(2, 8)
    wink_ms_min: float = number(60, 1000)
    wink_ms_max: float = number(60, 1000)
    blinks_per_minute: float = number(0, 60)
    fidgets_per_minute: float = number(0, 60)
    glances_per_minute: float = number(0, 120)
    decoys_per_minute: float = number(0, 30)
    catch_share: float = number(0, 0.5)
    trials: int = integer(4, 100)
    window_ms: float = number(300, 5000)
    target_reaction_ms: float = number(200, 3000)
    pass_share: float = number(0.5, 1)

    def problem(self) -> tuple[str, str] | None:
        """(field, reason) of what is wrong between fields (each alone is checked by its range)."""
        if self.wink_ms_min > self.wink_ms_max:
            return "wink_ms_min", f"{self.wink_ms_min:g} is above wink_ms_max ({self.wink_ms_max:g})"
        if self.target_reaction_ms > self.window_ms:
            return (
                "target_reaction_ms",
                f"{self.target_reaction_ms:g} is above window_ms ({self.window_ms:g})",
            )
        return None


@dataclass(frozen=True)
class Parsed(Generic[T]):
    """What a levels/ file gave: data the game can use, and what was wrong in the file."""

    value: T
    problems: tuple[LevelProblem, ...] = ()
    whole_file: bool = False  # nothing of the file could be used: `value` is the built-ins


_SOCIAL = {"beginner": BEGINNER, "normal": NORMAL, "expert": EXPERT}
_BOTS = {"beginner": BOT_BEGINNER, "normal": BOT_NORMAL, "expert": BOT_EXPERT}


def builtin_difficulty(level: str) -> Difficulty:
    """The profile that stands in for `level` (or a field of it) when difficulties.toml cannot
    give it: the social layer's own profile of that level, the bots' own decision defaults."""
    values = {**asdict(_BOTS[level]), **asdict(_SOCIAL[level])}
    given: dict[str, Any] = {k: v if isinstance(v, str) else float(v) for k, v in values.items()}
    return Difficulty(id=level, **given)


def builtin_difficulties() -> dict[str, Difficulty]:
    return {name: builtin_difficulty(name) for name in DIFFICULTIES}


def stand_in_personalities() -> tuple[Personality, ...]:
    """Eight plain bots, one per face, for when personalities.toml gives none."""
    line = Localized(tr("notice.stand_in_bot", "en"), tr("notice.stand_in_bot", "fr"))
    return tuple(Personality(f"Bot {i + 1}", i, line, 1.0, 1.0, 1.0, 1.0) for i in range(8))


def stand_in_practice_levels() -> tuple[PracticeLevel, ...]:
    """One gentle level (beginner winks among few faces), for when practice.toml gives none."""
    name = Localized(tr("game.practice", "en"), tr("game.practice", "fr"))
    wink, blinks = float(BEGINNER.wink_ms), 60 / BEGINNER.blink_interval_s
    return (
        PracticeLevel("stand-in", name, 4, wink, wink, blinks, 4.0, 30.0, 0.0, 0.2, 10, 2000.0, 1000.0, 0.75),
    )


def parse_difficulties(path: Path) -> Parsed[dict[str, Difficulty]]:
    """The three profiles of a difficulties file, by name; wrong fields take built-in values."""
    try:
        doc = read_toml(path)
    except LevelDataError as exc:
        return Parsed(builtin_difficulties(), (exc.problem,), whole_file=True)
    problems = [
        doc.problem(name, f"is not a difficulty ({', '.join(DIFFICULTIES)}): ignored", _line(doc, name))
        for name in doc.data
        if name not in DIFFICULTIES
    ]
    out = {}
    for name in DIFFICULTIES:
        fallback = builtin_difficulty(name)
        if name not in doc.data:
            problems.append(doc.problem(name, "is missing: the built-in profile is used"))
            out[name] = fallback
            continue
        entry = Entry(doc, name, doc.data[name], _line(doc, name))
        made, found = build(Difficulty, entry, fallback=fallback, id=name)
        out[name] = made or fallback
        problems += found
    return Parsed(out, tuple(problems))


def parse_personalities(path: Path) -> Parsed[tuple[Personality, ...]]:
    """The bot personalities of a file, in file order; a wrong one is left out."""
    return _parse_entries(path, "personality", Personality, "name", stand_in_personalities)


def parse_practice_levels(path: Path) -> Parsed[tuple[PracticeLevel, ...]]:
    """The practice levels of a file, in file order; a wrong one is left out."""
    return _parse_entries(path, "level", PracticeLevel, "id", stand_in_practice_levels, PracticeLevel.problem)


def _parse_entries(
    path: Path,
    table: str,
    cls: type[D],
    key: str,
    stand_ins: Callable[[], tuple[D, ...]],
    between: Callable[[D], tuple[str, str] | None] = lambda _entry: None,
) -> Parsed[tuple[D, ...]]:
    """The entries of a file's `table` array, in file order; a wrong one is left out, and so is
    one whose fields disagree with each other (`between` says how)."""
    try:
        doc = read_toml(path)
    except LevelDataError as exc:
        return Parsed(stand_ins(), (exc.problem,), whole_file=True)
    entries = doc.data.get(table)
    if not isinstance(entries, list) or not entries:
        problem = doc.problem("", f"must hold [[{table}]] entries", _line(doc, table))
        return Parsed(stand_ins(), (problem,), whole_file=True)
    problems = [
        doc.problem(name, f"is not a [[{table}]] entry: ignored", _line(doc, name))
        for name in doc.data
        if name != table
    ]
    out: list[D] = []
    seen: set[str] = set()
    for i, raw in enumerate(entries):
        line = doc.header_line(table, i, array=True) or doc.key_line(table)
        entry = Entry(doc, _label(table, i, raw, key), raw, line)
        made, found = build(cls, entry)
        wrong = between(made) if made is not None and not found else None
        if wrong:
            found.append(entry.problem(wrong[0], f"{wrong[1]}: this entry is left out"))
        if made is not None and getattr(made, key) in seen:
            found.append(
                entry.problem(key, f"{show(getattr(made, key))} is there twice: this one is left out")
            )
        problems += found
        if made is not None and not found:
            out.append(made)
            seen.add(getattr(made, key))
    if not out:
        problems.append(doc.problem("", f"has no usable [[{table}]] entry"))
        return Parsed(stand_ins(), tuple(problems), whole_file=True)
    return Parsed(tuple(out), tuple(problems))


def _line(doc: Doc, name: str) -> int | None:
    """The line of a top-level table or key `name`."""
    return doc.header_line(name) or doc.key_line(name)


def _label(table: str, i: int, entry: object, key: str) -> str:
    name = entry.get(key) if isinstance(entry, dict) else None
    return f"{table} {i + 1}" + (f" ({name})" if isinstance(name, str) else "")


@cache
def load_difficulties() -> dict[str, Difficulty]:
    """The shipped difficulty profiles: beginner, normal, expert. Never raises."""
    return _load("difficulties.toml", parse_difficulties, builtin_difficulties, "notice.level_values")


@cache
def load_personalities() -> tuple[Personality, ...]:
    """The shipped bot personalities, in file order (never none). Never raises."""
    return _load("personalities.toml", parse_personalities, stand_in_personalities, "notice.level_entries")


@cache
def load_practice_levels() -> tuple[PracticeLevel, ...]:
    """The shipped practice levels, easiest first (never none). Never raises."""
    return _load("practice.toml", parse_practice_levels, stand_in_practice_levels, "notice.level_entries")


def _load(name: str, parse: Callable[[Path], Parsed[T]], builtins: Callable[[], T], notice: str) -> T:
    """Parse a shipped file, log and tell what was wrong, and give what can be used."""
    try:
        parsed = parse(data_file("levels", name))
    except OSError as exc:  # the shipped file is missing (data_file names it)
        parsed = Parsed(builtins(), (LevelProblem(name, problem=str(exc)),), whole_file=True)
    except Exception as exc:  # a bug in a check must not stop the game; the tests' fuzz hunts them
        log.exception("levels/%s could not be checked", name)
        problem = LevelProblem(name, problem=f"could not be checked ({exc.__class__.__name__})")
        parsed = Parsed(builtins(), (problem,), whole_file=True)
    for problem in parsed.problems:  # INFO: the log keeps the details, the notice tells the player
        log.info("levels/%s", problem)
    if parsed.problems:
        where = parsed.problems[0].where
        more = len(parsed.problems) - 1
        where += f" (+{more})" if more else ""
        notify("notice.level_file" if parsed.whole_file else notice, where=where)
    return parsed.value


def combine(difficulty: Difficulty, person: Personality) -> Difficulty:
    """A difficulty profile seen through a personality (see personalities.toml), kept in range."""

    def fit(name: str, value: float) -> float:
        return clamp_to_field(Difficulty, name, value)

    d = difficulty
    return replace(
        d,
        wink_boldness=fit("wink_boldness", d.wink_boldness * person.boldness),
        accuse_margin=fit("accuse_margin", d.accuse_margin - (person.boldness - 1.0)),
        blink_interval_s=fit("blink_interval_s", d.blink_interval_s / person.nerves),
        idle_motion=fit("idle_motion", d.idle_motion * person.nerves),
        perception=fit("perception", d.perception * person.watchfulness),
        glance_interval_ms=fit("glance_interval_ms", d.glance_interval_ms / person.watchfulness),
        expression_interval_s=fit("expression_interval_s", d.expression_interval_s / person.chattiness),
    )
