"""A table's pace: how long its bots give the people sitting with them (the "Table pace" setting).

The pace is the table's, not the bots': a table of bots alone plays at the bots' own speed
(`simulate` measures that), whatever the setting. At a table with a human, the director stretches
the bots' thinking on their turn, and a game's policy reads the rest (Wink: the faces a caller
gives each human before it names; WinkyBilly: how long an idle saloon stays for a human to read
it). Every wait depends only on who the humans are, which everyone at the table knows: never on
the cards, so that a bot that waits longer tells nobody who holds what.
"""

from __future__ import annotations

from dataclasses import dataclass

PACE_NAMES = ("relaxed", "normal", "brisk")


@dataclass(frozen=True)
class Pace:
    """`think`: the bots' think time on their turn, times the game's own. `looks` / `look_s`: a
    Wink caller does not name before it has met the eyes of every human `looks` times or looked at
    them `look_s` seconds, since its call. `hold_s`: a caller looking at a human holds the look this
    long (time to see it and wink). `idle`: WinkyBilly's idle exchange lasts this many times
    longer while a human has not swapped in it."""

    name: str
    think: float
    looks: int
    look_s: float
    hold_s: float
    idle: float

    def think_s(self, own: tuple[float, float]) -> tuple[float, float]:
        lo, hi = own
        return lo * self.think, hi * self.think


PACES = {
    "relaxed": Pace("relaxed", think=1.3, looks=2, look_s=2.5, hold_s=2.6, idle=2.0),
    "normal": Pace("normal", think=1.0, looks=1, look_s=2.0, hold_s=1.6, idle=1.5),
    "brisk": Pace("brisk", think=0.7, looks=0, look_s=0.0, hold_s=0.0, idle=1.0),
}


def pace_named(name: str) -> Pace:
    """The pace called `name`; ValueError (with the choices) for another."""
    try:
        return PACES[name]
    except KeyError:
        raise ValueError(f"unknown pace {name!r}; choose one of {', '.join(PACE_NAMES)}") from None
