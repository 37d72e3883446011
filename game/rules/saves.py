"""Saved games: a versioned snapshot rebuilt by replaying its config, seed and history.

An engine's `to_json()` gives the snapshot; `load_state(text, engines)` (any game) or an engine's
`from_json(data)` gives it back, and raises `SaveError` for anything that is not such a snapshot.
Nothing here knows the games: each engine describes its saves with a `SaveFormat`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .core import JSON, IllegalAction, short_repr


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


class Saved(Protocol):
    """A game as saves know it, by its `SaveFormat` (every `engine.Engine` is one)."""

    @property
    def save(self) -> SaveFormat: ...


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


def replay(game: Saved | SaveFormat, config: Any, seed: int, actions: Iterable[Any]) -> Any:
    """The state of `game` reached from a new game of `config` and `seed` by `actions` (Action
    tuples or their JSON). An illegal action raises IllegalAction; a malformed one ValueError."""
    fmt = game if isinstance(game, SaveFormat) else game.save
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


def load_state(text: str | bytes, engines: Mapping[str, Saved]) -> Any:
    """The game saved as JSON `text` by the `to_json` of one of `engines` (game name -> engine),
    picked by its "game" field. Anything else raises SaveError with the reason: see `SaveError`."""
    try:
        data = json.loads(text, parse_constant=no_constant)
    except (ValueError, TypeError, RecursionError) as exc:
        raise SaveError(f"not a saved game: the text is not JSON ({short_reason(exc)})") from None
    if not isinstance(data, dict):
        raise SaveError("not a saved game: a save is a JSON object")
    game = data.get("game")
    if not (isinstance(game, str) and game in engines):
        raise SaveError(f"not a saved game of ours: its game is {short_repr(game)}")
    return restore(engines[game].save, data)


def check_json_version(data: Any, game: str, version: int) -> None:
    """Refuse a save of another game or of another format version, with a message (SaveError)."""
    if not isinstance(data, dict):
        raise SaveError("a saved game must be a JSON object")
    if data.get("game") != game:
        raise SaveError(f"this is a saved {short_repr(data.get('game'))} game, not {game!r}")
    saved = data.get("version")
    if type(saved) is not int or saved != version:
        raise SaveError(f"saved {game} format version {short_repr(saved)} is not {version}")


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


def short_reason(exc: BaseException) -> str:
    """Why bad data was refused, in a message: short, whatever the exception said."""
    if isinstance(exc, KeyError):
        return f"no {short_repr(exc.args[0] if exc.args else None)}"
    text = str(exc)
    return text if len(text) <= 120 else text[:117] + "..."


def no_constant(name: str) -> Any:
    """For json.loads: NaN and Infinity are no numbers a save may hold."""
    raise ValueError(f"{name} is not a number a save may hold")
