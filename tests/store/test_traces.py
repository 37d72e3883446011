"""A live table's trace file: JSON lines with the game's index, a name from the moment the table
opened, never an existing file overwritten, a failure that never stops the game, and the lines
of the one trace writer (a recording `game.bots.recording` plays back)."""

from __future__ import annotations

import io
import json
import math
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from game.bots.director import TableDirector
from game.bots.profile import BOT_NORMAL
from game.bots.recording import Recording
from game.bots.trace import TraceWriter
from game.bots.zwoggel.policy import ZwoggelPolicy
from game.games import specs
from game.rules.zwoggel import new_game
from game.social.profile import NORMAL
from game.store.notices import pending_notices
from game.store.traces import TraceFile, traces_dir

WHEN = datetime(2025, 3, 9, 14, 5, 7)


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_records_become_json_lines_with_game_0_in_the_traces_folder(data_dir: Path) -> None:
    trace = TraceFile("wink", WHEN)
    assert trace.path == data_dir / "traces" / "wink-20250309-140507.jsonl" == traces_dir() / trace.path.name
    trace.write({"t": 0.5, "kind": "gaze", "seat": 1, "target": "grid"})
    trace.write({"t": 0.75, "kind": "signal", "seat": 2, "signal": "wink", "target": 0})
    assert lines(trace.path)[0] == {"t": 0.5, "kind": "gaze", "seat": 1, "target": "grid", "game": 0}
    trace.close()
    assert [r["kind"] for r in lines(trace.path)] == ["gaze", "signal"]
    assert all(r["game"] == 0 for r in lines(trace.path))
    trace.write({"t": 1.0, "kind": "gaze"})  # after the table closed: nothing, and no error
    assert len(lines(trace.path)) == 2 and not trace.open


def test_each_line_is_there_as_soon_as_it_is_written(data_dir: Path) -> None:
    trace = TraceFile("wink", WHEN)
    trace.write({"t": 0.0, "kind": "gaze"})
    assert trace.path is not None and len(lines(trace.path)) == 1  # a game cut short keeps it
    trace.close()


def test_two_tables_in_one_second_get_two_files(data_dir: Path) -> None:
    first, second = TraceFile("wink", WHEN), TraceFile("wink", WHEN)
    assert first.path is not None and second.path is not None
    assert second.path.name == "wink-20250309-140507-2.jsonl"
    first.close()
    second.close()


def test_a_record_json_cannot_hold_is_left_out_and_the_rest_kept(data_dir: Path) -> None:
    trace = TraceFile("wink", WHEN)
    trace.write({"t": 0.0, "kind": "odd", "what": object()})
    trace.write({"t": 0.1, "kind": "gaze"})
    trace.close()
    assert trace.path is not None and [r["kind"] for r in lines(trace.path)] == ["gaze"]
    assert trace.skipped == 1


def test_a_folder_that_cannot_be_made_gives_one_notice_and_no_error(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "traces").write_text("a file in the folder's place", encoding="utf-8")
    trace = TraceFile("wink", WHEN)
    for _ in range(3):
        trace.write({"t": 0.0, "kind": "gaze"})
    trace.close()
    assert trace.failed and not trace.open
    assert [n.key for n in pending_notices()] == ["notice.trace_unwritten"]


def test_a_write_that_fails_midway_stops_recording_with_one_notice(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    trace = TraceFile("wink", WHEN)
    trace.write({"t": 0.0, "kind": "gaze"})
    assert trace.out is not None

    def full(_text: str) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(trace.out, "write", full)
    for _ in range(5):
        trace.write({"t": 0.1, "kind": "gaze"})
    trace.close()
    assert trace.failed and not trace.open
    notices = pending_notices()
    assert len(notices) == 1 and "No space left on device" in notices[0].text("en")


def test_a_value_json_cannot_hold_exactly_is_left_out_too(data_dir: Path) -> None:
    trace = TraceFile("wink", WHEN)
    trace.write({"t": math.nan, "kind": "gaze"})  # NaN is no JSON: a reader could not trust it
    trace.write({"t": 0.1, "kind": "gaze"})
    trace.close()
    assert trace.path is not None and [r["t"] for r in lines(trace.path)] == [0.1] and trace.skipped == 1


def table(trace: Callable[[dict], None]) -> TableDirector:
    """A Zwoggel table of a human and a bot, recorded, played to its end (30 s at most)."""
    state = new_game(2, seed=8, first_seat=0)
    director = TableDirector(
        state, ZwoggelPolicy(), {1: (NORMAL, BOT_NORMAL)}, seed=8, trace=trace, setup={"memory_aid": True}
    )
    while director.t < 30.0 and not state.is_over():
        director.step(1 / 60)
        if state.current == 0 and not state.is_over():
            director.human_act(state.legal_actions(0)[0])
    return director


def test_a_live_tables_file_holds_the_lines_of_the_one_writer_and_plays_back(data_dir: Path) -> None:
    trace = TraceFile("zwoggel", WHEN)
    live = table(trace.write)
    trace.close()
    written = io.StringIO()
    table(TraceWriter(written).game(0))  # the same table, written by `simulate`'s writer
    assert trace.path is not None and trace.path.read_text(encoding="utf-8") == written.getvalue()
    recording = Recording.read(trace.path, {spec.name: spec.engine for spec in specs()})
    assert recording.setup == {"memory_aid": True} and recording.humans == {0}
    replayed = recording.table()
    while replayed.t < live.t:
        replayed.step(1 / 60)
    assert replayed.t == live.t and replayed.state.to_json() == live.state.to_json()
    assert [replayed.social.pose(s) for s in range(2)] == [live.social.pose(s) for s in range(2)]
