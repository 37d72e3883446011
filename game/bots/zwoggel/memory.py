"""What a Zwoggel bot remembers beyond its observation (RULES.md §3.6, Z10).

The observation names a seat's own face-down placements but not their colours: the placer must
remember them, and a bot does, with some forgetting (`memory_decay`, drawn from the bot's own
generator, so a seeded game replays). It also notes, for every card another seat placed, which
colours that cell was a trap for when it was laid: a card put where a red would close a line is
likely red (though it may be a fake trap).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...rules.zwoggel import ZwoggelObservation
from .board import Cell, face_down, face_up, trap_colours


@dataclass
class ZwoggelMemory:
    """One bot's memory; `snapshot()` is what a decision is handed (plain, picklable data)."""

    seat: int
    decay: float  # the chance that a remembered colour is forgotten at each of the bot's turns
    placed: dict[Cell, int] = field(default_factory=dict)  # own placements still face down -> colour
    laid: dict[Cell, tuple[int, tuple[int, ...]]] = field(default_factory=dict)  # others' -> (placer, traps)
    turn: int = -1  # the last turn of this seat at which it forgot

    def place(self, cell: Cell, colour: int) -> None:
        """The bot lays a card of `colour` face down on `cell`: it knows the colour, for now."""
        self.placed[cell] = colour
        self.laid.pop(cell, None)

    def see(self, obs: ZwoggelObservation, rng: random.Random) -> None:
        """Bring the memory up to date with an observation: a face-down card no longer there is
        gone from it; another seat's new placement is noted with the traps of its cell; and at the
        start of each of its own turns, the bot may forget some colours."""
        down = face_down(obs)
        seat = self.seat
        self.placed = {c: colour for c, colour in self.placed.items() if down.get(c, -1) == seat}
        laid = self.laid
        for c in [c for c, (placer, _t) in laid.items() if down.get(c, -1) != placer]:
            del laid[c]
        new = [
            (c, placer)
            for c, placer in down.items()
            if placer is not None and placer != seat and c not in laid
        ]
        if new:
            up = face_up(obs)
            for c, placer in new:
                laid[c] = (placer, trap_colours(up, c))
        if obs["current"] == seat and obs["turn"] != self.turn and not obs["over"]:
            self.turn = obs["turn"]
            self.forget(rng)

    def forget(self, rng: random.Random) -> None:
        """Each remembered colour is lost with chance `decay` (one draw each, in cell order)."""
        if self.decay <= 0:
            return
        for c in sorted(self.placed):
            if rng.random() < self.decay:
                del self.placed[c]

    def snapshot(self) -> dict[str, Any]:
        """The remembered colours and the noted placements, as plain lists."""
        return {
            "placed": sorted([x, y, colour] for (x, y), colour in self.placed.items()),
            "laid": sorted([x, y, placer, list(traps)] for (x, y), (placer, traps) in self.laid.items()),
        }


def remembered(snapshot: Mapping[str, Any]) -> dict[Cell, int]:
    """Own placement -> colour, from a snapshot."""
    return {(x, y): colour for x, y, colour in snapshot["placed"]}


def laid_traps(snapshot: Mapping[str, Any]) -> dict[Cell, tuple[int, ...]]:
    """Another seat's placement -> the colours its cell was a trap for when it was laid."""
    return {(x, y): tuple(traps) for x, y, _placer, traps in snapshot["laid"]}
