"""`bench phones` measures a real WebSocket phone in each of the ten seats of a WinkyBilly table (its figures
are not judged here: a benchmark, not a timed test)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest

from game.cli.main import main


def test_bench_phones_prints_its_latencies_measured_over_real_swaps(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "phones", "--seconds", "6"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["phones"] == 10 and figures["bench"] == "phones" and figures["game"] == "winkybilly"
    assert figures["moves_applied"] > 5 and figures["updates_measured"] > 5
    assert figures["views_received"] >= 10 * figures["updates_measured"] / 2
    assert 0 < figures["action_ms_p50"] <= figures["action_ms_p99"]
    assert 0 < figures["update_ms_p50"] <= figures["update_ms_p99"]
    assert figures["table_hz"] > 30


def test_bench_frames_with_phones_times_a_table_whose_phones_swap_from_a_process_of_their_own(
    tmp_path: Any,
) -> None:
    """`bench frames --phones N`: the phones (another process, as phones are other devices) join,
    swap from their views while the frames are timed, and the figures say so."""
    env = {**os.environ, "ARCADE_HEADLESS": "1", "WINKHOUSE_DATA_DIR": str(tmp_path)}
    command = [sys.executable, "-m", "game", "bench", "frames", "--phones", "3", "--frames", "240"]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=240)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.splitlines()[-1])
    assert figures["phones"] == 3 and figures["phones_connected"] == 3
    assert figures["moves_in_frames"] > 0 and figures["views_received"] > figures["moves_in_frames"]
    assert 0 < figures["frame_ms_p50"] <= figures["frame_ms_p99"]
