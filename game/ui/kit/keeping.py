"""A live table keeps itself: its save is written after every action, off the drawing path.

`Keeping` is the part a table opened from setup or resume holds (a scene's, a test's or a
recording's table holds none, so it never writes into the player's folder). After every action
applied (a human's, a bot's, time's: the engine's history grew) it hands the save writer a fresh
snapshot; the engine changes only by actions, but the table's clock of play runs on, so it also
hands one every `EVERY_S` seconds of play (a WinkyBilly exchange's clock). The snapshot is the
engine's `to_json` (a fraction of a millisecond) and the setup: the thread does the rest.
A finished game removes its file (`finished`); leaving the table keeps it (`close`). A resumed
table's log gets the game's past back (`past_events`: every event of its history, replayed).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ...rules.core import Event
from ...rules.engine import Engine
from ...setup import TableSetup
from ...store.save_writer import SaveWriter
from ...store.saves import Shelf, save_record

EVERY_S = 5.0  # seconds of play between saves without an action (the clock of play moves on)


class Keeping:
    def __init__(self, shelf: Shelf, setup: TableSetup, path: Path | None = None) -> None:
        self.setup = setup
        self.path = path if path is not None else shelf.new_path(setup.game)
        self.writer = SaveWriter(shelf, self.path)
        self.moves = -1  # the engine's history length at the last snapshot
        self.saved_clock = 0.0  # the table's clock of play at the last snapshot

    def follow(self, state: Any, clock: float) -> None:
        """After a step of the table: a snapshot if an action was applied, or if the clock of play
        moved on `EVERY_S` since the last one. A game just over is no longer kept: its save goes."""
        if state.is_over():
            self.finished()
            return
        if len(state.history) != self.moves or clock - self.saved_clock >= EVERY_S:
            self.save(state, clock)

    def save(self, state: Any, clock: float) -> None:
        self.moves = len(state.history)
        self.saved_clock = clock
        self.writer.put(save_record(self.setup, state.to_json(), round(clock, 3), time.time()))

    def finished(self) -> None:
        """The game is over: its save goes (once the writer is done with it)."""
        self.writer.stop(forget=True)

    def close(self) -> None:
        """The table closes unfinished: the last snapshot is still written, and kept."""
        self.writer.stop()


def past_events(engine: Engine, state: Any) -> list[Event]:
    """Every event the moves of `state`'s history made, replayed from its deal: what a resumed
    table's log (and its full history) holds of the game before it was left. The log keeps every
    event and shows each seat only its own private ones, as it does in play."""
    fresh = engine.save.new_state(state.config, state.seed)
    events: list[Event] = []
    for action in state.history:
        events += fresh.apply(action)
    return events
