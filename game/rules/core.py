"""The protocol every rules engine follows, and the small types they share.

An engine is a state class plus a module-level `engine.Engine` description. The state holds all
randomness in its own seeded generator, changes only through `apply(action)`, and shows
each seat only what that seat may know through `observation(seat)`. Saves: `saves.py`.
"""

from __future__ import annotations

import math
import random
import reprlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, TypedDict, TypeVar

JSON = dict[str, Any]
ActionT = TypeVar("ActionT", bound=NamedTuple)  # a game's action: a NamedTuple of plain fields


def seeded(seed: int) -> random.Random:
    """The generator of a new game: its seed is a whole number from 0 (a negative seed would deal
    the same game as its opposite, and a save could not tell them apart)."""
    if type(seed) is not int or seed < 0:
        raise ValueError(f"a game's seed is a whole number from 0, not {seed!r}")
    return random.Random(seed)


class IllegalAction(Exception):
    """An action the rules forbid now. The state is left untouched.

    `reason` is an English sentence in the third person, for logs and the command line ("Anna
    holds the twin of 25"). The screen shows instead the catalogue text `refusal.<code>`, written
    to the player who tried the action ("You hold the twin of {number}."), filled with `seats`
    (placeholder -> seat index, which the screen turns into that seat's name) and `params`
    (placeholder -> a plain value: a number, a count). `values(names)` gives both as one mapping.
    """

    def __init__(
        self, reason: str, code: str = "illegal", seats: Mapping[str, int] | None = None, **params: Any
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code
        self.seats: dict[str, int] = dict(seats or {})
        self.params: dict[str, Any] = params

    def values(self, names: Sequence[str]) -> dict[str, Any]:
        """The placeholders of the refusal's text, each seat given by its name in `names`."""
        return text_values(self.seats, self.params, names)


class SeatError(ValueError):
    """A seat number that names no seat of the table, asked about at `observation` or `legal_actions`.

    A phone, a save or a replay may name any seat: -1 must not read as the last seat, nor True
    as seat 1, so anything but an int in range (a bool is none) is refused with this one error.
    """

    def __init__(self, seat: object, players: int, spectator: bool = False) -> None:
        others = " (or None for a spectator)" if spectator else ""
        shown = short_repr(seat)
        super().__init__(f"seat must be a whole number from 0 to {players - 1}{others}, not {shown}")
        self.seat = seat


def check_seat(seat: object, players: int, spectator: bool = False) -> None:
    """Refuse (SeatError) anything but a seat of a table of `players`, or None where `spectator`."""
    if type(seat) is int and 0 <= seat < players:
        return
    if seat is None and spectator:
        return
    raise SeatError(seat, players, spectator)


def seat_refusal(seat: object, players: int) -> IllegalAction | None:
    """Why an action naming `seat` is refused, or None if `seat` passes `check_seat`: an action
    is refused with an IllegalAction (`refusal.no_such_seat`), which the screen words."""
    try:
        check_seat(seat, players)
    except SeatError:
        value = short_repr(seat)
        return IllegalAction(f"there is no seat {value} at this table", code="no_such_seat", value=value)
    return None


def text_values(seats: Mapping[str, int], params: Mapping[str, Any], names: Sequence[str]) -> dict[str, Any]:
    """The placeholders of a refusal's or an end's text: `params`, and `seats` turned into names."""
    return {**params, **{key: names[seat] for key, seat in seats.items()}}


class EndJSON(TypedDict):
    """An `End` as saves, observations and the `game_over` event carry it."""

    reason: str
    code: str
    seats: dict[str, int]
    params: dict[str, Any]


@dataclass(frozen=True)
class End:
    """Why a game ended: the English `reason` (third person, for logs), the catalogue `code` (the
    screen shows the text `end.<code>`), the `seats` that text names (placeholder -> seat index)
    and its plain `params`. Every engine keeps one, None until the game is over."""

    reason: str
    code: str
    seats: Mapping[str, int] = field(default_factory=dict)
    params: Mapping[str, Any] = field(default_factory=dict)

    def values(self, names: Sequence[str]) -> dict[str, Any]:
        """The placeholders of the end's text, each seat given by its name in `names`."""
        return text_values(self.seats, self.params, names)

    def to_json(self) -> EndJSON:
        return {
            "reason": self.reason,
            "code": self.code,
            "seats": dict(self.seats),
            "params": dict(self.params),
        }

    @classmethod
    def from_json(cls, data: Any) -> End:
        """The end `to_json` gave; TypeError or ValueError for anything else (a seat is an int)."""
        if type(data) is not dict or set(data) != {"reason", "code", "seats", "params"}:
            raise ValueError(f"not the end of a game: {short_repr(data)}")
        seats, params = typed(data, "seats", dict), typed(data, "params", dict)
        if not all(type(key) is str and type(seat) is int for key, seat in seats.items()):
            raise TypeError("the seats an end names are whole numbers")
        if not all(type(key) is str for key in params):
            raise TypeError("the values an end names are named by strings")
        return cls(typed(data, "reason", str), typed(data, "code", str), dict(seats), dict(params))


@dataclass(slots=True)
class Event:
    """Something that happened, for animation, logs and sound.

    `to` is None for a public event, or the only seat allowed to see it. (Not frozen: events are
    made on the hot path of every playout, and a frozen dataclass is several times slower to build.)
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or self.to == seat


def visible_events(events: Sequence[Event], seat: int | None) -> list[Event]:
    """The events one seat (or a spectator, `None`) may be told about."""
    return [e for e in events if e.to is None or e.to == seat]


class Observation(TypedDict):
    """What every game's observation holds; each game's own type adds the rest (`WinkObservation`...)."""

    game: str  # the engine's name
    players: int
    seat: int | None  # whose eyes: None for a spectator
    over: bool
    end: EndJSON | None  # why the game ended, once it has


ObservationT = TypeVar("ObservationT", bound=Observation, covariant=True)


class GameState(Protocol[ObservationT]):
    """What bots, the UI, saves and tests may rely on for any of the three games (whose
    observations are `ObservationT`: `GameState[WinkObservation]` is a Wink state)."""

    @property
    def n(self) -> int: ...

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def seed(self) -> int: ...

    @property
    def history(self) -> list[Any]: ...

    def legal_actions(self, seat: int) -> Sequence[Any]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def observation(self, seat: int | None) -> ObservationT: ...

    def is_over(self) -> bool: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def to_json(self) -> JSON: ...


def short_repr(value: Any) -> str:
    """A value in a message: short, whatever it is (refusals and save errors quote what they got)."""
    try:
        return reprlib.repr(value)
    except ValueError:  # an integer too long to turn into text
        return f"a {type(value).__name__} too long to show"


def rng_state_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def typed(data: Any, key: str, *kinds: type) -> Any:
    """`data[key]`, which must be exactly of one of `kinds` (a bool is no int, an int no float)."""
    if not isinstance(data, dict):
        raise TypeError(f"a JSON object is expected where {key} is")
    if key not in data:
        raise KeyError(key)
    value = data[key]
    if type(value) not in kinds:
        wanted = " or ".join("null" if k is type(None) else k.__name__ for k in kinds)
        raise TypeError(f"{key} is a {type(value).__name__}, not {wanted}")
    return value


def names_from_json(data: Any) -> tuple[str, ...]:
    """The "names" of a saved config: a list of strings."""
    names = typed(data, "names", list)
    if not all(type(name) is str for name in names):
        raise TypeError("names are not all strings")
    return tuple(names)


def action_from_fields(
    data: Any, kinds: Mapping[str, type[ActionT]], game: str, value: Callable[[str, Any], Any] | None = None
) -> ActionT:
    """The action `data` describes: {"kind": k, and exactly its fields}. Each field is an int (a bool
    is not), or what `value(field, raw)` makes of it; anything else raises ValueError."""
    cls = None
    if type(data) is dict:
        kind = data.get("kind")
        cls = kinds.get(kind) if type(kind) is str else None
    if cls is None or len(data) != len(cls._fields) + 1 or not all(f in data for f in cls._fields):
        raise ValueError(f"not a {game} action: {short_repr(data)}")
    values = []
    for f in cls._fields:
        raw = data[f]
        if value is not None:
            raw = value(f, raw)
        elif type(raw) is not int:
            raise ValueError(f"not a {game} action: its {f} is not a whole number")
        values.append(raw)
    return cls(*values)


def finite_seconds(raw: Any) -> float:
    """A clock reading of a saved action: an int or a finite float, as a float; ValueError otherwise."""
    if type(raw) not in (int, float):
        raise ValueError("a clock reading is a number of seconds")
    try:
        t = float(raw)
    except OverflowError:
        raise ValueError("a clock reading too large") from None
    if not math.isfinite(t):
        raise ValueError("a clock reading must be finite")
    return t
