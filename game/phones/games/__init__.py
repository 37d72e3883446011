"""Each game's phone: what a seat's phone shows (`view`) and what its moves mean (`move`).

A game registers its `PhoneGame` as `GameSpec.phone` ("game.phones.games.wink:PHONE"). `view` is
built only from that seat's observation, the public faces at the table (`Public`) and that seat's
private facts (a WinkyBilly team's secret signal): nothing else of the table reaches it. `move`
turns a move in the page's words into the engine's action for that seat (the seat is the table's,
never the phone's), or raises `Refused` with the catalogue key of why; the engine then judges it
like any other action. `said` words what one of the seat's own moves came to, for its phone alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...rules.core import Event
from ..messages import Refused

View = dict[str, Any]  # JSON: what the page draws


@dataclass(frozen=True)
class Public:
    """What everyone at the table sees of the faces now: where each looks (a seat, or below 0:
    the table, its own hand)."""

    looking: tuple[int, ...]


def said_nothing(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> list[str]:
    return []


@dataclass(frozen=True)
class PhoneGame:
    name: str
    view: Callable[[Any, int, Public, Mapping[str, Any]], View]
    # (seat, data, t) -> the engine's action, or a list of them played in order (the first one
    # refused stops the rest); Refused for a move the page cannot make
    move: Callable[[int, Mapping[str, Any], float], Any]
    said: Callable[[Sequence[Event], int, Sequence[str], str], list[str]] = said_nothing
    # A team game's secret signals at a table without setup screen (`serve`): (teams, seed) ->
    # team -> signal; a phone seat's facts then name its team's.
    signals: Callable[[int, int], dict[int, str]] | None = None
    # A move a busy player would tap now, from what their phone shows (`bench phones`), or None.
    busy: Callable[[View, random.Random], dict[str, Any] | None] | None = None
    # The names of the sprites (in sprites/<game>/) its page draws: served at /art/<game>/<name>
    # (game/phones/art.py), and nothing else of sprites/.
    art: frozenset[str] = frozenset()


def kind_of(data: Mapping[str, Any], kinds: Sequence[str]) -> str:
    """The move's kind, one of `kinds`; Refused otherwise."""
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise Refused("phones.refused.not_a_move", f"unknown move kind {str(kind)[:20]!r}")
    return kind


def whole(data: Mapping[str, Any], name: str, low: int = -(10**6), high: int = 10**6) -> int:
    """The field `name` of a move: exactly an int (not a bool, not 2.0) in [low, high]; Refused
    otherwise (the engine checks what it means)."""
    value = data.get(name)
    if type(value) is not int or not low <= value <= high:
        raise Refused("phones.refused.not_a_move", f"{name} is not a whole number in range")
    return value
