"""WinkyBilly on a couch: swapping in short private turns, calling from the shared screen.

Hands are private and the exchange is simultaneous, which one screen cannot show to everyone at
once. Our adaptation: when the coup de feu opens an exchange phase, every human still in the game
gets a private turn to swap, one after the other (the privacy screen names them; the table's
clock stands still while it waits). A turn ends when that human raises the holster, hides their
cards, or the phase closes. The saloon stays on the shared screen all along, and the bots swap
meanwhile. The humans take turns first in rotation, one phase after the other. Calls and signals
need no private view: a human presses the key, then says who they are (`choose_human`).
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from ....bots.director import NOW
from ....rules.core import IllegalAction
from ....rules.winkybilly import Look


class SwapTurns:
    """The part of the WinkyBilly table that hands the screen over for swapping; it expects the
    table's `state`, `humans`, `viewer`, `couch` and WhoLooks' `end_private`."""

    state: Any
    director: Any
    humans: list[int]
    viewer: int | None
    couch: bool

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.swap_queue: list[int] = []  # the humans still to swap this phase, the one swapping first
        self.rotation = 0

    def begin_exchange(self) -> None:
        """The coup de feu: every human still in the game gets a private turn to swap."""
        if not self.couch:
            return
        state = self.state
        playing = [h for h in self.humans if not state.out[state.team(h)]]
        k = self.rotation % len(playing) if playing else 0
        self.swap_queue = playing[k:] + playing[:k]
        self.rotation += 1

    def end_exchange(self) -> None:
        """The phase closed (or the game ended): whoever was swapping stops looking."""
        self.swap_queue = []
        if self.couch and self.viewer is not None:
            self.end_private()

    def leave_turns(self, seats: list[int]) -> None:
        """A team dropped out of the game: its humans have no turn to swap any more."""
        if self.viewer in seats and self.swap_queue and self.swap_queue[0] == self.viewer:
            self.end_private()
        self.swap_queue = [h for h in self.swap_queue if h not in seats]

    def turn_seat(self) -> int | None:
        """The human whose private turn to swap it is (WhoLooks hands the screen to them)."""
        if not self.swap_queue or self.state.is_over() or self.state.phase.name != "EXCHANGE":
            return None
        return self.swap_queue[0]

    def confirm_viewer(self, seat: int) -> None:
        """The named human looks. If it is their turn to swap, the table gives them the whole idle
        time from now (the engine's `Look`): however long the table stood idle before, the phase
        cannot close by itself before they could swap."""
        super().confirm_viewer(seat)  # type: ignore[misc]
        if seat == self.turn_seat():
            with suppress(IllegalAction):  # the phase closed meanwhile: there is no turn to give
                self.director.human_act(Look(seat, NOW))

    def still_acting(self, seat: int) -> bool:
        """A human swapping keeps the screen until their holster goes up."""
        return seat == self.turn_seat() and not self.state.done[seat]

    def end_private(self) -> None:
        seat = self.viewer
        super().end_private()  # type: ignore[misc]
        if seat is not None and self.swap_queue and self.swap_queue[0] == seat:
            self.swap_queue.pop(0)  # that turn is over; WhoLooks hands the screen to the next
