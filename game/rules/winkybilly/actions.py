"""WinkyBilly actions. Every action carries the game clock `t` (seconds); the engine never reads a clock."""

from __future__ import annotations

from typing import Any, NamedTuple


class Tick(NamedTuple):
    """Time passes: countdowns end, idle exchange phases close."""

    t: float


class Swap(NamedTuple):
    """Put `give` (a card of your hand) in the saloon and take `take` (a saloon card), at once."""

    seat: int
    t: float
    give: int
    take: int


class Done(NamedTuple):
    """Holster up (or down again): you have finished swapping for this phase."""

    seat: int
    t: float


class Winky(NamedTuple):
    """ "WINKY!": my partner holds four of a kind."""

    seat: int
    t: float


class Contre(NamedTuple):
    """ "CONTRE WINKY!": that opponent holds four of a kind."""

    seat: int
    t: float
    target: int


class DoubleWinky(NamedTuple):
    """ "Double Winky!": my partner and I both hold four of a kind."""

    seat: int
    t: float


Action = Tick | Swap | Done | Winky | Contre | DoubleWinky
KINDS: dict[str, type] = {
    "tick": Tick,
    "swap": Swap,
    "done": Done,
    "winky": Winky,
    "contre": Contre,
    "double": DoubleWinky,
}
_KIND_OF = {cls: kind for kind, cls in KINDS.items()}
new_action = tuple.__new__  # builds a NamedTuple without its Python-level __new__ (hot path)


def action_to_json(action: Action) -> dict[str, Any]:
    return {"kind": _KIND_OF[type(action)], **action._asdict()}


def action_from_json(data: dict[str, Any]) -> Action:
    try:
        cls = KINDS[data["kind"]]
        return cls(**{f: float(data[f]) if f == "t" else int(data[f]) for f in cls._fields})
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"not a WinkyBilly action: {data!r}") from exc
