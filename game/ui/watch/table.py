"""A table of bots only, dealt from a watch choice and watched: the game's own table view with its
live director (its bots thinking in a worker process where they search), taken as a table nobody
plays at (source.py), its trace read as it is written (sightings.py; and still written to
traces/ when the player records table traces). Nothing of it is kept: no save, no history."""

from __future__ import annotations

from typing import Any

from ...bots.director import TableDirector
from ..kit.table import TableView
from ..routes import table as table_class
from .choice import WatchChoice
from .sightings import Sightings
from .source import WatchedSource


class WatchedTable:
    """One game of bots being watched: `view` draws it, `sightings` has what its faces signalled."""

    def __init__(self, choice: WatchChoice, seed: int, worker: bool = True) -> None:
        setup = choice.setup(seed)
        self.choice, self.seed = choice, seed
        self.sightings = Sightings()
        view: TableView[Any, Any] = table_class(setup.game)(setup, setup.new_state(), worker=worker)
        director = view.source
        assert isinstance(director, TableDirector)  # (a table from setup plays live)
        view.recorder = None  # nothing of a watched game goes into the history

        def tap(record: dict[str, Any]) -> None:
            self.sightings.write(record)
            if view.trace is not None:
                view.trace.write(record)

        director.trace = tap
        director.social.record = tap
        view.source = WatchedSource(director)
        self.view = view
        self.director = director
        self.facts = director.policy.facts()
        self.names = [s.personality or s.name for s in setup.seats]  # the bar's words: without the level

    @property
    def now(self) -> float:
        return self.director.t

    @property
    def over(self) -> bool:
        return bool(self.view.state.is_over())

    def step(self, dt: float) -> None:
        """Game time passes (the table's own fixed update: its clock, its events shown)."""
        self.view.on_fixed_update(dt)

    def close(self) -> None:
        """The table ends: its worker process and its trace file, if any."""
        self.view.close_table()
