"""The protocol between a phone's page and the game, as JSON objects over one WebSocket.

A phone sends (at most `MAX_MESSAGE_BYTES` each, at most `RATE` a second on average):
- `{"type": "act", "move": {...}}`: a move of its seat's game, in the game's phone words (each
  game's `game.phones.games.<game>` module turns it into an engine action, the seat and the clock
  filled in by the table: a phone never names its seat);
- `{"type": "wink", "target": n}`: its seat's face winks at seat n (Wink);
- `{"type": "signal", "kind": k, "target": n | null}`: its seat's face makes a gesture (WinkyBilly);
- `{"type": "look", "target": n | null}`: its seat's face looks at seat n (null: at the table).

The game sends:
- `{"type": "view", "game": g, "seat": s, "lang": l, "view": {...}}`: everything the page shows,
  made only from that seat's observation (each game's `view`);
- `{"type": "notice", "text": str}`: a line for that phone (a refusal worded in its language, a
  public notice of the table);
- `{"type": "moved"}`: this seat's hand was claimed by another phone; this page shows nothing more;
- `{"type": "closed"}`: the table closed.

`parse` checks a phone's message (JSON object, known type, well-typed fields) and gives it back as
an `Intent`; anything else raises `Refused` with the catalogue key of its words: the message is
dropped, nothing changes, and the phone is told why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

MAX_MESSAGE_BYTES = 2048  # a move is a few dozen bytes
RATE = 20.0  # messages a second a phone may send on average …
BURST = 40  # … and at most this many at once


class Refused(ValueError):
    """A phone's message the game does not take: `key` is the catalogue key of why (phones.toml)."""

    def __init__(self, key: str, reason: str) -> None:
        super().__init__(reason)
        self.key = key


@dataclass(frozen=True)
class Act:
    """A move of the game, in its phone words (checked by the game's phone module, then the engine)."""

    seat: int
    move: dict[str, Any]


@dataclass(frozen=True)
class Wink:
    seat: int
    target: int


@dataclass(frozen=True)
class Signal:
    seat: int
    kind: str
    target: int | None


@dataclass(frozen=True)
class Look:
    seat: int
    target: int | None


Intent = Act | Wink | Signal | Look


def parse(seat: int, raw: str | bytes) -> Intent:
    """The intent of `seat`'s phone in `raw`, or `Refused`."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise Refused("phones.refused.too_long", f"a message of {len(raw)} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise Refused("phones.refused.garbled", "not JSON") from None
    if not isinstance(data, dict):
        raise Refused("phones.refused.garbled", "not a JSON object")
    kind = data.get("type")
    if kind == "act":
        move = data.get("move")
        if not isinstance(move, dict):
            raise Refused("phones.refused.garbled", "an act without a move object")
        return Act(seat, move)
    if kind == "wink":
        return Wink(seat, _seat(data.get("target"), optional=False))
    if kind == "signal":
        signal = data.get("kind")
        if not isinstance(signal, str) or not 0 < len(signal) <= 32:
            raise Refused("phones.refused.garbled", "a signal without its kind")
        return Signal(seat, signal, _seat(data.get("target"), optional=True))
    if kind == "look":
        return Look(seat, _seat(data.get("target"), optional=True))
    raise Refused("phones.refused.garbled", f"unknown message type {str(kind)[:20]!r}")


def _seat(raw: Any, optional: bool) -> Any:
    """A seat named by a phone: an int (not a bool), or None where allowed. Its range is the
    engine's and the table's to check (they refuse any seat out of range in words)."""
    if raw is None and optional:
        return None
    if type(raw) is not int:
        raise Refused("phones.refused.garbled", "a target that is not a seat number")
    return raw
