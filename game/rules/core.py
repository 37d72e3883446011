"""The protocol every rules engine follows, and the small types they share.

An engine is a module-level `Engine` description plus a state class. The state holds all
randomness in its own seeded generator, changes only through `apply(action)`, and shows
each seat only what that seat may know through `observation(seat)`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

JSON = dict[str, Any]


class IllegalAction(Exception):
    """An action the rules forbid now. The state is left untouched.

    `reason` is a sentence a player can read ("you hold the twin of 25").
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


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

    def legal_actions(self, seat: int) -> list[Any]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def observation(self, seat: int | None) -> JSON: ...

    def is_over(self) -> bool: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def to_json(self) -> JSON: ...


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
    presets: tuple[str, ...] = ()
    # Real-time games only: the state's game clock in seconds (simulations stop at a clock limit).
    clock: Callable[[Any], float] | None = None


def rng_state_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_state_from_json(data: list[Any]) -> random.Random:
    rng = random.Random()
    rng.setstate((data[0], tuple(data[1]), data[2]))
    return rng


def check_json_version(data: JSON, game: str, version: int) -> None:
    """Refuse a save of another game or a newer format with a message, not a KeyError."""
    if not isinstance(data, dict):
        raise ValueError("a saved game must be a JSON object")
    if data.get("game") != game:
        raise ValueError(f"this is a saved {data.get('game')!r} game, not {game!r}")
    if data.get("version") != version:
        raise ValueError(f"saved {game} format version {data.get('version')!r} is not {version}")
