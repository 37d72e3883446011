"""An exchange that waits for the people at the table (the table pace, `bots/pace.py`).

The engine closes an exchange phase `idle_timeout_s` after its last swap (W2), the same for
everyone. At a table with a human and a pace, the table gives a human who has neither swapped
nor raised the holster in this phase longer to read the saloon: `idle_timeout_s * pace.idle` from
the phase's last swap. It does so with the engine's own `Look` (the couch's private turn: the idle
timer starts again), made once per quiet spell at the moment that moves the close just that far;
so a recorded table replays exactly, and a table of bots alone is untouched.

Only public facts decide it: who is human, who swapped or raised the holster in this phase,
when the last swap was. Never the cards.
"""

from __future__ import annotations

from collections.abc import Collection

from ...rules.winkybilly import WinkyBillyState
from ...rules.winkybilly.actions import Look
from ...rules.winkybilly.phase import EXCHANGE
from ..pace import Pace

EARLY_S = 1e-3  # a look this long before the close at the latest (a look at the close comes too late)


def readers(state: WinkyBillyState, humans: Collection[int], swapped: Collection[int]) -> list[int]:
    """The humans still in the game who have neither swapped nor raised the holster in this phase."""
    done, out, teams = state.done, state.out, state.teams
    return [h for h in sorted(humans) if h not in swapped and not done[h] and not out[h % teams]]


class Waiting:
    """What the table knows to stretch an exchange: who swapped in this phase (the public swaps
    and new saloons, `note`), and the quiet spell it stretched last."""

    def __init__(self) -> None:
        self.swapped: set[int] = set()
        self.stretched: float | None = None  # the idle timer's start that our look set

    def note(self, kind: str, seat: int | None) -> None:
        if kind == "new_saloon":
            self.swapped.clear()
        elif kind == "swap" and seat is not None:
            self.swapped.add(seat)

    def look(
        self, state: WinkyBillyState, t: float, pace: Pace | None, humans: Collection[int]
    ) -> Look | None:
        """The look that keeps the exchange open for a human still reading it, due by the clock
        `t` (None: nothing to wait for, this quiet spell was stretched already, or not yet)."""
        if pace is None or pace.idle <= 1.0 or state.phase is not EXCHANGE or state.is_over():
            return None
        if state.idle_from == self.stretched:
            return None  # once a quiet spell: then the engine's own timeout
        waiting = readers(state, humans, self.swapped)
        if not waiting:
            return None
        at = min(state.idle_from + state.config.idle_timeout_s * (pace.idle - 1.0), state.next_at - EARLY_S)
        if at > t or at < state.t or at <= state.idle_from:
            return None
        self.stretched = at
        return Look(waiting[0], at)
