"""`replay TRACE --game N --at SECONDS [--seat N] --out FILE.png`: a recorded table drawn headless at
a moment (the picture itself is compared with the live table's in tests/ui/test_replay.py). A
file that is no recording, or a value out of range, is one line and exit status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from game.cli.main import main

from .test_values import refused


@pytest.fixture(scope="module")
def trace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two games of WinkyBilly bots, recorded by `simulate`."""
    path = tmp_path_factory.mktemp("replay") / "winkybilly.jsonl"
    argv = ["simulate", "winkybilly", "--bots", "normal", "--games", "2", "--seed", "4", "--trace", str(path)]
    assert main(argv) == 0
    return path


def test_a_recorded_table_is_drawn_at_a_moment_by_one_seat(trace: Path, tmp_path: Path) -> None:
    """The command itself, as a user runs it (its own process, no display): a picture of the table."""
    out = tmp_path / "seen by seat 2.png"
    env = {**os.environ, "ARCADE_HEADLESS": "1", "ARCADE_SOUND_BACKENDS": "silent"}
    argv = [sys.executable, "-m", "game", "replay", str(trace), "--game", "1", "--at", "6.5", "--seat", "2"]
    done = subprocess.run([*argv, "--out", str(out)], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(out) and done.stderr == ""
    with Image.open(out) as image:
        assert image.size == (1280, 720)
        assert len(image.convert("RGB").resize((64, 36)).getcolors(64 * 36) or []) > 20


def test_a_file_that_is_no_recording_is_one_line(
    trace: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = str(tmp_path / "x.png")
    missing = refused(capsys, "replay", str(tmp_path / "nothing.jsonl"), "--at", "1", "--out", out)
    assert "cannot read" in missing
    text = tmp_path / "notes.jsonl"
    text.write_text("hello\n", encoding="utf-8")
    assert "not a Winkhouse table recording" in refused(
        capsys, "replay", str(text), "--at", "1", "--out", out
    )
    save = tmp_path / "save.json"
    save.write_text(json.dumps({"game": "wink", "version": 3}), encoding="utf-8")
    assert "not a Winkhouse table recording" in refused(
        capsys, "replay", str(save), "--at", "1", "--out", out
    )
    cut = tmp_path / "cut.jsonl"
    cut.write_text(trace.read_text(encoding="utf-8")[:-7], encoding="utf-8")  # the last line cut short
    lines = len(cut.read_text(encoding="utf-8").splitlines())
    assert f"line {lines} " in refused(capsys, "replay", str(cut), "--at", "1", "--out", out)
    assert not Path(out).exists()


def test_a_game_seat_or_moment_out_of_range_is_one_line(
    trace: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = str(tmp_path / "x.png")
    assert "no game 7" in refused(capsys, "replay", str(trace), "--game", "7", "--at", "1", "--out", out)
    assert "seats 0 to 3" in refused(capsys, "replay", str(trace), "--seat", "5", "--at", "1", "--out", out)
    assert "--at" in refused(capsys, "replay", str(trace), "--at", "-2", "--out", out)
    assert "--at" in refused(capsys, "replay", str(trace), "--at", "nan", "--out", out)
    assert ".png" in refused(capsys, "replay", str(trace), "--at", "1", "--out", str(tmp_path / "x.jpg"))
    assert "--at" in refused(capsys, "replay", str(trace), "--out", out)  # the moment is required
    assert not Path(out).exists()


def test_without_out_the_file_is_checked_then_a_window_is_asked_for(
    trace: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`replay FILE` opens the replay screen in a window: a file that cannot be read is one line
    and exit status 2 before any window; here, headless, no window can open: one line, status 1
    (the screen itself opening on a file: tests/ui/replays/test_replay_screen.py)."""
    assert "cannot read" in refused(capsys, "replay", str(tmp_path / "nothing.jsonl.gz"))
    assert "seats 0 to 3" in refused(capsys, "replay", str(trace), "--seat", "5")
    monkeypatch.setenv("ARCADE_HEADLESS", "1")
    assert main(["replay", str(trace), "--game", "1", "--seat", "2", "--at", "3"]) == 1
    err = capsys.readouterr().err
    assert "ARCADE_HEADLESS is set" in err and len(err.strip().splitlines()) == 1
