"""`simulate GAME --bots … --record [--as-player NAME]` fills the history as a live table does, and
`stats [--game G] [--profile NAME] [--json]` prints what it holds; bad values are one line, status 2."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from game.bots.recording import Recording
from game.cli.main import main
from game.review.statistics import statistics
from game.store.history import HUMAN, History
from game.store.keep import engines

from .test_values import refused


def data(tmp_path: Path) -> Path:
    return tmp_path / "data"


def test_simulate_record_keeps_each_game_with_its_recording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [
        "simulate",
        "zwoggel",
        "--bots",
        "normal",
        "--games",
        "3",
        "--seed",
        "2",
        "--record",
        "--as-player",
        "Ana",
    ]
    assert main(argv) == 0
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert summary["recorded"]["kept"] == 3 and summary["recorded"]["not_kept"] == 0
    with History() as history:
        rows = history.games(profile="Ana")
        assert len(rows) == 3 and history.profiles() == ["Ana"]
    for row in rows:
        assert [s.kind for s in row.seats] == [HUMAN, "bot"] and row.seats[1].level == "normal"
        assert row.recording is not None and row.recording.parent == data(tmp_path) / "recordings"
        with gzip.open(row.recording, "rt", encoding="utf-8") as f:
            recording = Recording(f.read().splitlines(), engines())
        assert recording.over and recording.names[0] == "Ana" and recording.seed in (2, 3, 4)
        assert row.figures["Ana"]["reveals"] > 0


def test_simulate_record_with_a_trace_writes_both(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trace = tmp_path / "t.jsonl"
    assert (
        main(["simulate", "wink", "--bots", "beginner", "--games", "2", "--record", "--trace", str(trace)])
        == 0
    )
    capsys.readouterr()
    assert {json.loads(line)["game"] for line in trace.read_text().splitlines()} == {0, 1}
    with History() as history:
        assert history.count(game="wink") == 2
        assert history.profiles() == []  # bots only: no player's record


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["simulate", "zwoggel", "--record"], "--record keeps tables of bots with faces"),
        (["simulate", "zwoggel", "--bots", "normal", "--as-player", "Ana"], "--as-player goes with --record"),
        (["simulate", "zwoggel", "--bots", "normal", "--record", "--as-player", " "], "a player's name"),
        (["stats", "--game", "chess"], "invalid choice"),
        (["stats", "--profile", "Nobody"], "no player 'Nobody' in the history"),
        (["stats", "--block", "0"], "--block"),
    ],
)
def test_bad_values_are_one_line(argv: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert says in refused(capsys, *argv)


def test_stats_prints_what_statistics_makes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "winkybilly", "--bots", "normal", "--games", "2", "--record", "--as-player", "Cy"]
    assert main(argv) == 0
    capsys.readouterr()
    assert main(["stats", "--profile", "Cy", "--game", "winkybilly", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    with History() as history:
        assert printed == statistics(history, "winkybilly", "Cy").to_json()
    assert printed["games"] == 2 and printed["by_seats"]["4"]["games"] == 2
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"Every game, every player: 2 games, {printed['wins']} won")
    assert "WinkyBilly:" in text and "signals sent" in text


def test_stats_of_an_empty_history(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    assert capsys.readouterr().out == "Every game, every player: 0 games, 0 won (–)\n"
