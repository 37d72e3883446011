"""The guided WinkyBilly table: four seats (you, your partner across the table, two opponents),
a stacked deal in which each lesson comes in a move or two, and a table that waits for you.

Seat 0 is the player; teams sit alternately, so the partner is seat 2 and the opponents are seats
1 and 3 (RULES.md §2.2). The deal, by card type (cards are numbered type × 6 + copy, the lowest
free copy first):

    you      sheriff sheriff sheriff cowboy (0 1 2 30)     saloon  prospector sheriff undertaker
    Inès     gambler preacher deputy rancher                       blacksmith (18 3 36 72)
    Hugo     outlaw × 4 (the WINKY lesson: he signals his set)
    Rosa     bartender × 4 (the CONTRE WINKY lesson: she signals Inès, her partner)

The player's cowboy for the saloon's sheriff makes the set. The teams' secret signals: a nod for
the player's team (chosen in the setup), a head tilt for the other (drawn from the deal's number,
as at any table: SEED is chosen for it; a test checks it). The countdown is the game's (3 s); an
exchange never ends by itself (the idle time is far longer than any lesson), so the saloon stays
as the steps describe it however long the player reads; so the guide needs no `real_time` stop,
and the faces stay alive while the player reads. A real game after the guide is dealt at the
game's defaults.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...bots.director import stamp
from ...rules.winkybilly import Tick, WinkyBillyConfig, WinkyBillyState
from ...setup import SeatSetup, TableSetup
from ..guide import MOVE, Guide

SEED = 3  # its bot team draws the head tilt as its secret signal
PLAYERS = 4
YOU, INES, HUGO, ROSA = 0, 1, 2, 3  # Hugo: the partner; Rosa signals Inès, her partner
BOTS = ("Inès", "Hugo", "Rosa")
SIGNALS = ("nod", "")  # the player's team chose the nod; the other team's is drawn at the table
THEIR_SIGNAL = "tilt"  # what the other team draws at SEED
HANDS = (
    ("sheriff", "sheriff", "sheriff", "cowboy"),
    ("gambler", "preacher", "deputy", "rancher"),
    ("outlaw", "outlaw", "outlaw", "outlaw"),
    ("bartender", "bartender", "bartender", "bartender"),
)
SALOON = ("prospector", "sheriff", "undertaker", "blacksmith")
COWBOY, SHERIFF = 30, 3  # the player's cowboy, the saloon's sheriff
WAIT_S = 3000.0  # the guided exchange's idle time: it never ends by itself while the player reads
REPLAY_GAP_S = 0.5  # resuming: the moves of the steps before are replayed this far apart


def setup(you: str, face: int) -> TableSetup:
    """The guide's seats (the player first, with their name and face; beginner bots) at the
    game's default options: a real game at the same seats deals from it."""
    seats = (
        SeatSetup(kind="human", name=you, face=face),
        *(SeatSetup(kind="bot", name=n, difficulty="beginner", personality=n) for n in BOTS),
    )
    return TableSetup("winkybilly", PLAYERS, {}, seats, SEED, SIGNALS)


def dealt(table: TableSetup) -> WinkyBillyState:
    """The stacked deal of the guide at `table`'s seats, with an exchange that waits."""
    config = WinkyBillyConfig(
        players=PLAYERS,
        names=tuple(s.name for s in table.seats),
        idle_timeout_s=WAIT_S,
        stacked={"hands": [list(h) for h in HANDS], "saloon": list(SALOON)},
    )
    return WinkyBillyState(config, table.seed)


@dataclass(frozen=True)
class WinkyBillyGuide(Guide):
    """A guide on the stacked deal, whose replayed moves are stamped with a running clock (a
    real-time engine takes the time in every action)."""

    def state_at(self, index: int) -> Any:
        """The table brought to step `index`: past the coup de feu (the first step's), then the
        cued moves and the player's answers of every step before it, REPLAY_GAP_S apart."""
        state = dealt(self.setup)
        if index == 0:
            return state
        t = state.go_at
        state.apply(Tick(t))
        for step in self.steps[:index]:
            moves = [cue.action for cue in step.cues if cue.do == "act"]
            if step.ends.kind == MOVE:
                moves.append(step.ends.answer)
            for move in moves:
                t += REPLAY_GAP_S
                state.apply(stamp(move, t))
        return state
