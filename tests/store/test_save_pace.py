"""The save writer's pace: at most one write a second, the latest snapshot then; `flush` and
`stop` write what waits at once (a real-time table's phones may act ten times a second)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from game.store.save_writer import PACE_S, SaveWriter
from game.store.saves import Shelf


def test_snapshots_put_faster_than_the_pace_are_written_once_a_pace_the_latest_each_time(
    tmp_path: Path,
) -> None:
    shelf = Shelf(tmp_path)
    writer = SaveWriter(shelf, tmp_path / "a.json")
    try:
        start = time.monotonic()
        for n in range(40):  # ten a second for four seconds' worth, put at once
            writer.put({"n": n})
            time.sleep(0.005)
        time.sleep(PACE_S * 0.5)
        assert writer.written <= 2, "more than one write within the pace"
        assert time.monotonic() - start < PACE_S * 1.5
        assert writer.flush()  # written at once, whatever the pace
        assert json.loads((tmp_path / "a.json").read_text())["n"] == 39
        writer.put({"n": 40})
        writer.stop()  # the last one still written, without waiting for its turn
        writer.join(PACE_S / 2)
        assert json.loads((tmp_path / "a.json").read_text())["n"] == 40
    finally:
        writer.stop()
