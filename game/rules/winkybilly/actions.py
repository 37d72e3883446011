"""WinkyBilly actions: small immutable tuples. Every action carries the game clock `t` in seconds.

The engine never reads a wall clock: `t` must be at least the table's clock, and moves it on.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..core import action_from_fields, finite_seconds


class Tick(NamedTuple):
    """Time passes to `t`: countdowns end ("COUP DE FEU!"), idle exchange phases close."""

    t: float


class Swap(NamedTuple):
    """One for one: put `give` (a card of your hand) into the saloon and take `take` (a saloon card)."""

    seat: int
    t: float
    give: int
    take: int


class Done(NamedTuple):
    """Raise your holster (you have finished swapping for this phase), or lower it again."""

    seat: int
    t: float


class Look(NamedTuple):
    """On a couch, `seat` takes its private turn to swap (our couch adaptation of W2): the idle
    timer starts again, so the phase cannot close by itself before that player had the whole idle
    time. Made by the table when the player confirms they alone look, never among legal actions."""

    seat: int
    t: float


class Winky(NamedTuple):
    """ "WINKY!": my partner holds four identical cards."""

    seat: int
    t: float


class Contre(NamedTuple):
    """ "CONTRE WINKY!": the opponent at seat `target` holds four identical cards."""

    seat: int
    t: float
    target: int


class DoubleWinky(NamedTuple):
    """ "Double Winky!": my partner and I both hold four identical cards."""

    seat: int
    t: float


Action = Tick | Swap | Done | Look | Winky | Contre | DoubleWinky
CALLS = (Winky, Contre, DoubleWinky)
KINDS: dict[str, type[Action]] = {
    "tick": Tick,
    "swap": Swap,
    "done": Done,
    "look": Look,
    "winky": Winky,
    "contre": Contre,
    "double": DoubleWinky,
}
KIND_OF: dict[type[Action], str] = {cls: kind for kind, cls in KINDS.items()}
# Builds a NamedTuple without its Python-level __new__: new_action(Swap, (seat, t, give, take)). Hot path.
new_action = tuple.__new__


def action_to_json(action: Action) -> dict[str, Any]:
    return {"kind": KIND_OF[type(action)], **action._asdict()}


def action_from_json(data: dict[str, Any]) -> Action:
    """The action saved by `action_to_json`; anything else raises ValueError with a readable reason.

    Seats and cards are exactly ints (54.0 and true are not 54 and 1); `t` is an int or a finite
    float (not a bool), given back as a float.
    """
    return action_from_fields(data, KINDS, "WinkyBilly", _field)


def _field(name: str, raw: Any) -> Any:
    if name == "t":
        return finite_seconds(raw)
    if type(raw) is not int:
        raise ValueError(f"not a WinkyBilly action: its {name} is not a whole number")
    return raw
