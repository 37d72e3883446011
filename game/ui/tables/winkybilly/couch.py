"""WinkyBilly on a couch: swapping in short private turns, calling from the shared screen.

Hands are private and the exchange is simultaneous, which one screen cannot show to everyone at
once. Our adaptation: when the coup de feu opens an exchange phase, every human still in the game
gets a private turn to swap, one after the other (the privacy screen names them; the table's
clock stands still while it waits). A turn ends when that human raises the holster, hides their
cards, or the phase closes. The saloon stays on the shared screen all along, and the bots swap
meanwhile. The humans take turns first in rotation, one phase after the other. Calls and signals
need no private view: a human presses the key, then says who they are (calls.py).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress

from ....bots.director import NOW
from ....bots.source import TableSource
from ....rules.core import IllegalAction
from ....rules.winkybilly import Look, WinkyBillyObservation
from ...kit.who_looks import WhoLooks


class SwapTurns:
    """Whose private turn to swap it is; the table asks it who holds the screen."""

    def __init__(
        self, public: Callable[[], WinkyBillyObservation], looks: WhoLooks, source: TableSource
    ) -> None:
        """`public()`: the table's spectator observation now."""
        self.public, self.looks, self.source = public, looks, source
        self.queue: list[int] = []  # the humans still to swap this phase, the one swapping first
        self.rotation = 0

    def begin_exchange(self) -> None:
        """The coup de feu: every human still in the game gets a private turn to swap."""
        if not self.looks.couch:
            return
        obs = self.public()
        playing = [h for h in self.looks.humans if not obs["out"][obs["teams"][h]]]
        k = self.rotation % len(playing) if playing else 0
        self.queue = playing[k:] + playing[:k]
        self.rotation += 1

    def end_exchange(self) -> None:
        """The phase closed (or the game ended): whoever was swapping stops looking."""
        self.queue = []
        if self.looks.couch and self.looks.viewer is not None:
            self.looks.end_private()

    def leave(self, seats: list[int]) -> None:
        """A team dropped out of the game: its humans have no turn to swap any more."""
        viewer = self.looks.viewer
        if viewer in seats and self.queue and self.queue[0] == viewer:
            self.looks.end_private()
        self.queue = [h for h in self.queue if h not in seats]

    def swapper(self) -> int | None:
        """The human whose private turn to swap it is (the table hands the screen to them)."""
        obs = self.public()
        if not self.queue or obs["over"] or obs["phase"] != "exchange":
            return None
        return self.queue[0]

    def confirmed(self, seat: int) -> None:
        """The named human looks. If it is their turn to swap, the table gives them the whole idle
        time from now (the engine's `Look`): however long the table stood idle before, the phase
        cannot close by itself before they could swap."""
        if seat == self.swapper() and self.source.live:
            with suppress(IllegalAction):  # the phase closed meanwhile: there is no turn to give
                self.source.human_act(Look(seat, NOW))

    def still_swapping(self, seat: int) -> bool:
        """A human swapping keeps the screen until their holster goes up."""
        return seat == self.swapper() and not self.public()["done"][seat]

    def ended(self, seat: int) -> None:
        """`seat` stopped looking: if it was swapping, that turn is over (the next one's comes)."""
        if self.queue and self.queue[0] == seat:
            self.queue.pop(0)
