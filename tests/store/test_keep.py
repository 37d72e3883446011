"""Keeping a finished game: the recording written compressed and read back, the row added, the cap
kept; a game not over, or a damaged recording, keeps nothing."""

from __future__ import annotations

import gzip
import io
import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game.bots.recording import Recording
from game.bots.trace import TraceWriter
from game.cli.seat_levels import seat_profiles
from game.games import game_spec
from game.review.figures import figures, replay
from game.store.history import BOT, HUMAN, History
from game.store.keep import engines, keep_game, keep_in_background
from game.store.notices import take_notices
from game.store.recordings import MemoryTrace, enforce_cap

AT = datetime(2026, 11, 26, 10, 10, 10).astimezone()


def simulated_text(game: str, players: int, seed: int, levels: list[str]) -> str:
    spec = game_spec(game)
    config = spec.complete({}) | {"players": players}
    out = io.StringIO()
    assert spec.simulate is not None
    spec.simulate.load()(seat_profiles(levels), levels, 1, seed, TraceWriter(out), **config)
    return out.getvalue()


def as_human(text: str, seat: int) -> str:
    """The same table with `seat` a human's (the header says who the humans were)."""
    lines = text.splitlines()
    head = json.loads(lines[0]) | {"humans": [seat]}
    return "\n".join([json.dumps(head), *lines[1:]]) + "\n"


@pytest.fixture(scope="module")
def zwoggel() -> str:
    return as_human(simulated_text("zwoggel", 3, 5, ["beginner", "normal", "normal"]), 1)


def test_a_finished_game_is_kept_with_its_recording_compressed(data_dir: Path, zwoggel: str) -> None:
    with History() as history:
        row = keep_game(zwoggel, history, levels=["beginner", "normal", "expert"], when=AT)
        assert row is not None and row.id is not None
        assert history.game(row.id) == row
    assert row.recording == data_dir / "recordings" / "zwoggel-20261126-101010.jsonl.gz"
    with gzip.open(row.recording, "rt", encoding="utf-8") as f:
        back = Recording(f.read().splitlines(), engines())
    assert back.over and back.humans == {1}
    assert [(s.kind, s.level) for s in row.seats] == [(BOT, "beginner"), (HUMAN, None), (BOT, "expert")]
    played = replay(back)
    assert row.figures == {back.names[1]: figures(played, 1)}
    assert [s.result == "won" for s in row.seats] == [s in played.state.winners() for s in range(3)]
    assert row.seconds == back.actions[-1][0] > 0
    assert row.options["players"] == 3 and row.played_at == AT


def test_a_game_not_over_is_not_kept(data_dir: Path, zwoggel: str) -> None:
    lines = zwoggel.splitlines()
    actions = [i for i, line in enumerate(lines) if json.loads(line)["kind"] == "action"]
    with History() as history:
        assert keep_game("\n".join(lines[: actions[5]]), history) is None
        assert history.count() == 0
    assert not (data_dir / "recordings").exists()


def test_a_damaged_recording_is_told_once_and_kept_nowhere(data_dir: Path) -> None:
    with History() as history:
        assert keep_game("{not json\n", history) is None
        assert history.count() == 0
    assert [n.key for n in take_notices()] == ["notice.history_unsaved"]
    assert not (data_dir / "recordings").exists()


def test_a_recording_that_cannot_be_written_is_told_and_nothing_kept(data_dir: Path, zwoggel: str) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "recordings").write_text("a file where the folder goes", encoding="utf-8")
    with History() as history:
        assert keep_game(zwoggel, history) is None
        assert history.count() == 0
    assert [n.key for n in take_notices()] == ["notice.history_unsaved"]


def test_two_games_ending_in_one_second_keep_both_recordings(data_dir: Path, zwoggel: str) -> None:
    with History() as history:
        first = keep_game(zwoggel, history, when=AT)
        second = keep_game(zwoggel, history, when=AT)
    assert first is not None and second is not None
    assert first.recording is not None and second.recording is not None
    assert second.recording.name == "zwoggel-20261126-101010-2.jsonl.gz" and first.recording.exists()


def test_beyond_the_cap_a_game_loses_its_recording_never_its_row(data_dir: Path, zwoggel: str) -> None:
    with History() as history:
        rows = [keep_game(zwoggel, history, keep=2, when=AT + timedelta(hours=i)) for i in range(4)]
        ids = [r.id for r in rows if r is not None]
        assert len(ids) == 4
        assert [i for i, _ in history.with_recordings()] == [ids[3], ids[2]]
        assert history.count() == 4
    assert sorted(p.name for p in (data_dir / "recordings").iterdir()) == [
        "zwoggel-20261126-121010.jsonl.gz",
        "zwoggel-20261126-131010.jsonl.gz",
    ]


def test_the_size_cap_drops_the_oldest_first(data_dir: Path, zwoggel: str) -> None:
    with History() as history:
        for i in range(3):
            keep_game(zwoggel, history, when=AT + timedelta(hours=i))
        size = next((data_dir / "recordings").iterdir()).stat().st_size
        dropped = enforce_cap(history, keep=50, max_bytes=2 * size + size // 2)
        assert len(dropped) == 1
        kept = [p.name for _, p in history.with_recordings()]
    assert kept == ["zwoggel-20261126-121010.jsonl.gz", "zwoggel-20261126-111010.jsonl.gz"]


def test_keeping_in_the_background_tells_when_it_is_done(data_dir: Path, zwoggel: str) -> None:
    keeping = keep_in_background(zwoggel, keep=50)
    assert keeping.wait(60)
    assert keeping.id is not None and keeping.recording is not None and keeping.recording.exists()
    with History() as history:
        assert history.game(keeping.id) == keeping.row


def test_a_memory_trace_leaves_out_what_json_cannot_hold() -> None:
    trace = MemoryTrace()
    trace.write({"t": 0.0, "kind": "gaze", "seat": 0, "target": "grid"})
    trace.write({"t": float("nan"), "kind": "gaze"})
    assert trace.skipped == 1 and len(trace.text().splitlines()) == 1
