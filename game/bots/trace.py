"""The trace: a table's life as JSON lines on the sim clock, for tests, analysis and replays.

One object per line, each with `t` (seconds of sim time) and `game` (index in the run), and a
`kind`: "gaze", "signal", "expression" (from the social table), "action", "perceived", "truth"
(from the director). See DESIGN.md and the README for the fields of each kind.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TextIO

Record = Callable[[dict], None]


class TraceWriter:
    """Writes records to an open text file, one JSON object per line, tagged with their game."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.lines = 0

    def game(self, index: int) -> Record:
        """The sink for the records of game `index`."""
        write = self.out.write

        def record(entry: dict) -> None:
            write(json.dumps({**entry, "game": index}, separators=(",", ":")) + "\n")
            self.lines += 1

        return record
