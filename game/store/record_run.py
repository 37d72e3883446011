"""`simulate GAME --bots … --record`: each simulated game kept as a live table's is (store/keep.py).

`RecordingRun` is the trace writer a simulation is handed: each game it starts is recorded on its
own in memory (as game 0, like a live table's), and when the next one starts (or the run closes)
the one before is kept by `keep_game`, the same function a live table calls, so
the history and the recordings can be filled without a window. With `--trace` as well, every
record also goes to that file, as before. With `--as-player NAME`, seat 1 (a bot still plays it)
is named NAME and kept as that profile's seat, so that the statistics screens have a player's
games to show: its level is then not recorded, as for a person.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from ..bots.trace import Record, TraceWriter
from .history import History
from .keep import keep_game
from .recordings import MemoryTrace


class RecordingRun(TraceWriter):
    """A TraceWriter whose every game is a recording kept in the history when it is over."""

    def __init__(
        self,
        game: str,
        history: History,
        levels: Sequence[str | None],
        keep: int,
        also: TraceWriter | None = None,
        players: frozenset[int] = frozenset(),
    ) -> None:
        """`players`: seats kept as a player's (a profile's) though a bot played them."""
        super().__init__(io.StringIO())  # (unused: each game writes its own file)
        self.name, self.history, self.levels, self.keep, self.also = game, history, list(levels), keep, also
        self.players = players
        self.current: MemoryTrace | None = None
        self.kept: list[int] = []  # the history ids of the games kept, in order
        self.unkept = 0  # games not kept: unfinished at the clock limit, or not written

    def game(self, index: int) -> Record:
        self.finish()
        current = self.current = MemoryTrace()
        also = self.also.game(index) if self.also is not None else None

        def record(entry: dict) -> None:
            current.write(entry)
            if also is not None:
                also(entry)

        return record

    def finish(self) -> None:
        """Keep the game being written, if any (an unfinished one leaves nothing)."""
        current, self.current = self.current, None
        if current is None:
            return
        humans = self.players or None
        row = keep_game(current.text(), self.history, levels=self.levels, keep=self.keep, humans=humans)
        if row is None or row.id is None:
            self.unkept += 1
        else:
            self.kept.append(row.id)
