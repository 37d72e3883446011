"""`bench soak`: it reads a process's memory and its children's, and refuses bad counts (its run:
tests/ui/test_memory.py, in the session's window)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.cli.bench_soak import children, statm_mb
from game.cli.main import main


def test_memory_is_read_for_this_process_and_its_children() -> None:
    assert statm_mb() > 10  # an interpreter with numpy and our modules
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert child.pid in children()
        assert statm_mb(child.pid) > 0  # (resident, however far it got in starting)
    finally:
        child.kill()
        child.wait()
    assert child.pid not in children()
    assert statm_mb(child.pid) == 0.0  # gone


@pytest.mark.parametrize(
    "bad", [["--games", "1"], ["--tables", "0"], ["--games", "lots"], ["--game", "chess"]]
)
def test_bad_counts_are_one_line_and_status_2(bad: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "soak", *bad]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "error" in err[0]
