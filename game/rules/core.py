"""The protocol every rules engine follows, and the small types they share.

An engine is a module-level `Engine` description plus a state class. The state holds all
randomness in its own seeded generator, changes only through `apply(action)`, and shows
each seat only what that seat may know through `observation(seat)`.

Saves: `to_json()` gives a versioned snapshot; `load_state(text)` (any game) or an engine's
`from_json(data)` gives it back, and raises `SaveError` for anything that is not such a snapshot.
"""

from __future__ import annotations

import json
import math
import random
import reprlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

JSON = dict[str, Any]


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


def text_values(seats: Mapping[str, int], params: Mapping[str, Any], names: Sequence[str]) -> dict[str, Any]:
    """The placeholders of a refusal's or an end's text: `params`, and `seats` turned into names."""
    return {**params, **{key: names[seat] for key, seat in seats.items()}}


def end_json(reason: str, code: str, seats: Mapping[str, int], params: Mapping[str, Any]) -> JSON:
    """Why a game ended, as the `game_over` event carries it: the English `reason` (third person),
    the catalogue code (the text `end.<code>`), the seats to name and the plain values."""
    return {"reason": reason, "code": code, "seats": dict(seats), "params": dict(params)}


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


class GameState(Protocol):
    """What bots, the UI, saves and tests may rely on for any of the three games."""

    @property
    def seed(self) -> int: ...

    @property
    def history(self) -> list[Any]: ...

    def legal_actions(self, seat: int) -> Sequence[Any]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def observation(self, seat: int | None) -> JSON: ...

    def is_over(self) -> bool: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def to_json(self) -> JSON: ...


class SaveError(ValueError):
    """A saved game that cannot be loaded, with the `reason` in English.

    The one error of `load_state` and of every engine's `from_json`, whatever is wrong: the text is
    no JSON, or no JSON object; the save is of another game, or of another format version; a field
    is missing, unknown, of the wrong type or out of range; a move of its history is illegal; or its
    snapshot differs from the game its history replays. A save that loads plays on like the saved game.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class SaveFormat:
    """What generic code needs to rebuild one game's saves: `replay`, `restore`, `load_state`."""

    game: str  # the "game" field of its saves
    title: str  # the game's name in messages
    version: int
    new_state: Callable[[Any, int], Any]  # (config, seed) -> a freshly dealt state
    config_from_json: Callable[[Any], Any]  # strict: ValueError or TypeError for anything else
    action_from_json: Callable[[Any], Any]  # strict: ValueError for anything else


@dataclass(frozen=True)
class Engine:
    """Everything generic code needs to drive one game: simulate, bench, tests, saves."""

    name: str
    player_counts: Callable[[str | None], range]
    new_game: Callable[..., Any]
    from_json: Callable[[JSON], Any]
    action_to_json: Callable[[Any], JSON]
    action_from_json: Callable[[JSON], Any]
    random_step: Callable[[Any, random.Random], list[Event]]
    check_invariants: Callable[[Any], list[str]]
    hide_others: Callable[[Any, int, random.Random], Any]
    save: SaveFormat
    presets: tuple[str, ...] = ()
    # Real-time games only: the state's game clock in seconds (simulations stop at a clock limit).
    clock: Callable[[Any], float] | None = None


# Everything rebuilding a state from bad data may raise; `restore` turns each into a SaveError.
BAD_DATA = (
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    AttributeError,
    OverflowError,
    RecursionError,
    ZeroDivisionError,
    IllegalAction,
)


def replay(game: Engine | SaveFormat, config: Any, seed: int, actions: Iterable[Any]) -> Any:
    """The state of `game` reached from a new game of `config` and `seed` by `actions` (Action
    tuples or their JSON). An illegal action raises IllegalAction; a malformed one ValueError."""
    fmt = game.save if isinstance(game, Engine) else game
    state = fmt.new_state(config, seed)
    decode = fmt.action_from_json
    for action in actions:
        state.apply(decode(action) if isinstance(action, dict) else action)
    return state


def restore(fmt: SaveFormat, data: Any) -> Any:
    """The state a snapshot of `fmt` describes; SaveError with the reason for anything else.

    The state is rebuilt by replaying the saved config, seed and history (strictly typed), and the
    snapshot must then equal the replayed state's `to_json` exactly: so a save that loads is a
    game reached by legal moves, and plays on exactly like the game that was saved.
    """
    check_json_version(data, fmt.game, fmt.version)
    damaged = f"damaged {fmt.title} save"
    for key in ("config", "seed", "history"):
        if key not in data:
            raise SaveError(f"{damaged}: field {key} is missing")
    seed, history = data["seed"], data["history"]
    if type(seed) is not int or seed < 0:
        raise SaveError(f"{damaged}: its seed is not a whole number from 0")
    if type(history) is not list:
        raise SaveError(f"{damaged}: its history is not a list of moves")
    try:
        config = fmt.config_from_json(data["config"])
    except BAD_DATA as exc:
        raise SaveError(f"{damaged}: its config is not valid ({short_reason(exc)})") from None
    try:
        state = fmt.new_state(config, seed)
    except BAD_DATA as exc:
        raise SaveError(f"{damaged}: its config deals no game ({short_reason(exc)})") from None
    decode = fmt.action_from_json
    for i, move in enumerate(history, 1):
        try:
            state.apply(decode(move))
        except IllegalAction:  # the reason is not repeated: it could name hidden cards
            raise SaveError(f"{damaged}: move {i} of its history is not a legal move") from None
        except BAD_DATA as exc:
            raise SaveError(
                f"{damaged}: move {i} of its history is not valid ({short_reason(exc)})"
            ) from None
    _compare(damaged, data, state.to_json())
    return state


def _compare(damaged: str, saved: JSON, replayed: JSON) -> None:
    """The snapshot must be the replayed state's, compared in JSON form (1 is not 1.0 nor true)."""
    missing = [k for k in replayed if k not in saved]
    if missing:
        raise SaveError(f"{damaged}: field {missing[0]} is missing")
    unknown = [k for k in saved if k not in replayed]
    if unknown:
        raise SaveError(f"{damaged}: it has an unknown field {short_repr(unknown[0])}")
    for key, value in replayed.items():
        try:
            same = _normal(saved[key]) == _normal(value)
        except BAD_DATA:
            same = False
        if not same:
            raise SaveError(f"{damaged}: field {key} does not match the game its history replays")


def _normal(value: Any) -> str:
    return json.dumps(value, sort_keys=True, allow_nan=True)


def short_repr(value: Any) -> str:
    """A value in a message: short, whatever it is (refusals and save errors quote what they got)."""
    try:
        return reprlib.repr(value)
    except ValueError:  # an integer too long to turn into text
        return f"a {type(value).__name__} too long to show"


def short_reason(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return f"no {short_repr(exc.args[0] if exc.args else None)}"
    text = str(exc)
    return text if len(text) <= 120 else text[:117] + "..."


def no_constant(name: str) -> Any:
    """For json.loads: NaN and Infinity are no numbers a save may hold."""
    raise ValueError(f"{name} is not a number a save may hold")


def rng_state_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def check_json_version(data: Any, game: str, version: int) -> None:
    """Refuse a save of another game or of another format version, with a message (SaveError)."""
    if not isinstance(data, dict):
        raise SaveError("a saved game must be a JSON object")
    if data.get("game") != game:
        raise SaveError(f"this is a saved {short_repr(data.get('game'))} game, not {game!r}")
    saved = data.get("version")
    if type(saved) is not int or saved != version:
        raise SaveError(f"saved {game} format version {short_repr(saved)} is not {version}")


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
    data: Any, kinds: Mapping[str, type], game: str, value: Callable[[str, Any], Any] | None = None
) -> Any:
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
