"""Keeping a finished game: the recording compressed and read back, the row added, the cap kept."""

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
from game.store.recordings import enforce_cap


def simulated_lines(game: str, players: int, seed: int, levels: list[str]) -> list[str]:
    spec = game_spec(game)
    config = spec.complete({}) | {"players": players}
    out = io.StringIO()
    assert spec.simulate is not None
    spec.simulate.load()(seat_profiles(levels), levels, 1, seed, TraceWriter(out), **config)
    return out.getvalue().splitlines()


def as_human(lines: list[str], seat: int) -> list[str]:
    """The same table with `seat` a human's (the header says who the humans were)."""
    head = json.loads(lines[0]) | {"humans": [seat]}
    return [json.dumps(head), *lines[1:]]


def write(folder: Path, name: str, lines: list[str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def zwoggel_lines() -> list[str]:
    return as_human(simulated_lines("zwoggel", 3, 5, ["beginner", "normal", "expert"]), 1)


def test_a_finished_game_is_kept_with_its_recording_compressed(
    data_dir: Path, zwoggel_lines: list[str]
) -> None:
    trace = write(data_dir / "recordings", "zwoggel-20261126-101010.jsonl", zwoggel_lines)
    with History() as history:
        row = keep_game(trace, history, levels=["beginner", "normal", "expert"])
        assert row is not None and row.id is not None
        assert history.game(row.id) == row
    assert not trace.exists()
    assert row.recording == data_dir / "recordings" / "zwoggel-20261126-101010.jsonl.gz"
    with gzip.open(row.recording, "rt", encoding="utf-8") as f:
        back = Recording(f.read().splitlines(), engines())
    assert back.over and back.humans == {1}
    assert [(s.kind, s.level) for s in row.seats] == [(BOT, "beginner"), (HUMAN, None), (BOT, "expert")]
    played = replay(back)
    assert row.figures == {back.names[1]: figures(played, 1)}
    assert [s.result == "won" for s in row.seats] == [s in played.state.winners() for s in range(3)]
    assert row.seconds == back.actions[-1][0] > 0
    assert row.options["players"] == 3


def test_an_unfinished_game_is_not_kept_and_its_recording_goes(
    data_dir: Path, zwoggel_lines: list[str]
) -> None:
    actions = [i for i, line in enumerate(zwoggel_lines) if json.loads(line)["kind"] == "action"]
    trace = write(data_dir / "recordings", "zwoggel-1.jsonl", zwoggel_lines[: actions[5]])
    with History() as history:
        assert keep_game(trace, history) is None
        assert history.count() == 0
    assert not trace.exists()


def test_a_damaged_recording_is_told_once_and_kept_nowhere(data_dir: Path) -> None:
    trace = write(data_dir / "recordings", "wink-1.jsonl", ["{not json"])
    with History() as history:
        assert keep_game(trace, history) is None
        assert history.count() == 0
    assert [n.key for n in take_notices()] == ["notice.history_unsaved"]


def test_two_games_ending_in_one_second_keep_both_recordings(
    data_dir: Path, zwoggel_lines: list[str]
) -> None:
    with History() as history:
        first = keep_game(write(data_dir / "recordings", "z.jsonl", zwoggel_lines), history)
        second = keep_game(write(data_dir / "recordings", "z.jsonl", zwoggel_lines), history)
    assert first is not None and second is not None
    assert first.recording is not None and second.recording is not None
    assert first.recording != second.recording and first.recording.exists() and second.recording.exists()


def test_beyond_the_cap_a_game_loses_its_recording_never_its_row(
    data_dir: Path, zwoggel_lines: list[str]
) -> None:
    with History() as history:
        rows = []
        for i in range(4):
            trace = write(data_dir / "recordings", f"z{i}.jsonl", zwoggel_lines)
            when = datetime(2026, 1, 1).astimezone() + timedelta(hours=i)
            rows.append(keep_game(trace, history, keep=2, when=when))
        assert all(r is not None for r in rows)
        assert [i for i, _ in history.with_recordings()] == [rows[3].id, rows[2].id]  # type: ignore[union-attr]
        assert history.count() == 4
    assert sorted(p.name for p in (data_dir / "recordings").iterdir()) == ["z2.jsonl.gz", "z3.jsonl.gz"]


def test_the_size_cap_drops_the_oldest_first(data_dir: Path, zwoggel_lines: list[str]) -> None:
    with History() as history:
        for i in range(3):
            when = datetime(2026, 1, 1).astimezone() + timedelta(hours=i)
            keep_game(write(data_dir / "recordings", f"z{i}.jsonl", zwoggel_lines), history, when=when)
        size = (data_dir / "recordings" / "z0.jsonl.gz").stat().st_size
        dropped = enforce_cap(history, keep=50, max_bytes=2 * size + size // 2)
        assert len(dropped) == 1 and [p.name for _, p in history.with_recordings()] == [
            "z2.jsonl.gz",
            "z1.jsonl.gz",
        ]


def test_keeping_in_the_background_tells_when_it_is_done(data_dir: Path, zwoggel_lines: list[str]) -> None:
    trace = write(data_dir / "recordings", "zb.jsonl", zwoggel_lines)
    keeping = keep_in_background(trace, keep=50)
    assert keeping.wait(60)
    assert keeping.id is not None and keeping.recording is not None and keeping.recording.exists()
    with History() as history:
        assert history.game(keeping.id) == keeping.row
