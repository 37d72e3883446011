"""`bench frames wink-table --load N`: the Wink table runs in real time beside N busy processes,
tells every wink it drew (its shut frames, its visible time) and ends with its JSON; the busy
processes end with it, Ctrl-C included; a bad --load is one line and status 2. (Its figures are
not judged as timings here: a benchmark, not a timed test.)"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli.busy import CtrlC
from game.cli.main import main

WINK_LINE = re.compile(
    r"^wink (\d+): seat \d -> \d, (left|right) eye, \d+ ms at [\d.]+ s: shut in frames ([\d, ]+) \("
)


def bench(tmp_path: Path, *argv: str) -> subprocess.Popen[str]:
    env = {**os.environ, "ARCADE_HEADLESS": "1", "WINKHOUSE_DATA_DIR": str(tmp_path)}
    command = [sys.executable, "-m", "game", "bench", "frames", "wink-table", *argv]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def busy_pids(line: str) -> list[int]:
    """The busy processes' ids, from the line the bench says when they started."""
    found = re.search(r"busy processes \(([\d, ]+)\)", line)
    assert found, line
    return [int(pid) for pid in found.group(1).split(", ")]


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return Path(f"/proc/{pid}/status").is_file() and "zombie" in Path(f"/proc/{pid}/status").read_text()


def test_a_short_run_with_one_busy_process_tells_every_wink_and_its_json(tmp_path: Path) -> None:
    run = bench(tmp_path, "--load", "1", "--seconds", "6")
    out, err = run.communicate(timeout=300)
    assert run.returncode == 0, err
    lines = out.splitlines()
    figures = json.loads(lines[-1])
    assert figures["bench"] == "frames" and figures["scene"] == "wink-table" and figures["load"] == 1
    assert figures["busy_running_at_end"] == 1  # the busy process spun all along
    told = [WINK_LINE.match(line) for line in lines[:-1]]
    assert all(told) and len(told) == figures["winks"] >= 2, out  # (this deal winks at 23.4 and 25.9 s)
    shut = [len(m.group(3).split(", ")) for m in told if m]
    assert figures["min_shut_frames"] == min(shut) >= 2 and figures["lost"] == 0
    assert sum(figures["shut_frames"].values()) == figures["winks"]
    assert figures["visible_ms_min"] > 0 and 0 < figures["frame_ms_p50"] <= figures["frame_ms_max"]
    assert figures["frames"] > 60
    for pid in busy_pids(err):
        assert gone(pid), pid


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="reads /proc")
def test_ctrl_c_ends_the_bench_and_its_busy_processes(tmp_path: Path) -> None:
    run = bench(tmp_path, "--load", "2", "--seconds", "60")
    assert run.stderr is not None
    line = ""
    while "busy processes" not in line:  # said once the busy processes run
        line = run.stderr.readline()
        assert line, "the bench ended before its busy processes ran"
    pids = busy_pids(line)
    assert len(pids) == 2 and not any(gone(pid) for pid in pids)
    time.sleep(1.0)
    run.send_signal(signal.SIGINT)
    _out, err = run.communicate(timeout=60)
    assert run.returncode == 130 and "interrupted" in err and "Traceback" not in err
    for pid in pids:
        assert gone(pid), pid


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["bench", "frames", "--load", "-1"], "--load"),
        (["bench", "frames", "--load", "two"], "--load"),
        (["bench", "frames", "--load", "2.5"], "--load"),
        (["bench", "frames", "--load", "17"], "--load"),
        (["bench", "frames", "--load", "nan"], "--load"),
        (["bench", "rules", "--load", "2"], "--load"),
        (["bench", "frames", "menu", "--load", "2"], "wink-table"),
        (["bench", "frames", "--load", "2", "--phones", "3"], "--phones"),
    ],
)
def test_a_bad_load_is_one_line_and_status_2(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in err


def test_ctrl_c_that_lands_in_a_finaliser_still_ends_the_bench_at_its_next_frame() -> None:
    """Python drops a KeyboardInterrupt raised in a `__del__` (a GL object collected mid-frame):
    the bench notes Ctrl-C instead, and its frame loop raises it."""

    class Collected:
        def __del__(self) -> None:
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C while a finaliser runs
            time.sleep(0.05)

    before = signal.getsignal(signal.SIGINT)  # (Python's own; a pytest-xdist worker ignores it)
    with pytest.raises(KeyboardInterrupt), CtrlC() as ctrl_c:
        Collected()  # made and collected at once
        assert ctrl_c.pressed
        ctrl_c.check()
    assert signal.getsignal(signal.SIGINT) is before  # the handler before it, again
    with CtrlC() as ctrl_c:  # not pressed: the block runs through
        ctrl_c.check()
