"""Standard output that cannot be written is an error: one line on stderr, exit status 74, never a
traceback, whatever the command (game/cli/output.py). Real processes, real file descriptors."""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.cli.output import EX_IOERR

ROOT = Path(__file__).resolve().parents[2]
FULL = Path("/dev/full")  # every write to it fails with ENOSPC (Linux)
needs_dev_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")
needs_fds = pytest.mark.skipif(os.name != "posix", reason="closes file descriptors in the child")

# What each command prints when all is well, run quickly.
COMMANDS = {
    "version": ["--version"],
    "help": ["--help"],
    "subcommand help": ["simulate", "--help"],
    "simulate": ["simulate", "zwoggel", "--games", "1"],
    "simulate bots": ["simulate", "wink", "--bots", "normal", "--players", "4", "--games", "1"],
    "simulate practice": ["simulate", "practice", "--level", "1", "--games", "1"],
    "screenshot list": ["screenshot", "--list"],
    "stats": ["stats"],
    "bench": ["bench", "rules", "--game", "zwoggel", "--seconds", "0.1"],
}


def environment(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "WINKHOUSE_DATA_DIR": str(tmp_path / "data"),
        "WINKHOUSE_LOG_DIR": str(tmp_path / "logs"),
        "ARCADE_HEADLESS": "1",
        "ARCADE_SOUND_BACKENDS": "silent",
        "PYGLET_AUDIO": "silent",
    }


def run_game(args: list[str], tmp_path: Path, **how: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        stderr=subprocess.PIPE,
        text=True,
        env=environment(tmp_path),
        cwd=ROOT,
        timeout=180,
        **how,
    )


def closed(*fds: int) -> Any:
    """For the child, between fork and exec: close these descriptors (`>&-`), so that Python starts
    with them closed (and sets sys.stdout to None)."""
    return functools.partial(os.closerange, min(fds), max(fds) + 1) if fds else None


def the_one_line(stderr: str, reason: str) -> None:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert lines == [f"python -m game: error: could not write the output: {reason}"], stderr
    assert "Traceback" not in stderr and "Exception ignored" not in stderr


@needs_fds
@pytest.mark.parametrize("name", list(COMMANDS))
def test_a_closed_standard_output_is_one_line_and_status_74(name: str, tmp_path: Path) -> None:
    done = run_game(COMMANDS[name], tmp_path, preexec_fn=closed(1))
    assert done.returncode == EX_IOERR, done.stderr
    the_one_line(done.stderr, "standard output is closed")


@needs_fds
def test_the_same_commands_print_and_exit_0_with_an_open_standard_output(tmp_path: Path) -> None:
    """(What the test above refuses to lose is really there.)"""
    for name in ("version", "simulate", "screenshot list"):
        done = run_game(COMMANDS[name], tmp_path, stdout=subprocess.PIPE)
        assert done.returncode == 0 and done.stdout.strip() and not done.stderr, (name, done.stderr)


@needs_dev_full
@pytest.mark.parametrize("name", ["version", "help", "simulate", "simulate bots", "stats", "bench"])
def test_a_full_disk_under_standard_output_is_one_line_and_status_74(name: str, tmp_path: Path) -> None:
    with FULL.open("w") as full:
        done = run_game(COMMANDS[name], tmp_path, stdout=full)
    assert done.returncode == EX_IOERR, done.stderr
    the_one_line(done.stderr, "the disk is full")


def test_a_pipe_closed_after_the_first_line_is_one_line_and_not_0(tmp_path: Path) -> None:
    """`bench rules --game wink` prints a line a second (four presets): the reader takes the first
    and goes, as `| head -1` does; the next write finds the pipe closed."""
    with subprocess.Popen(
        [sys.executable, "-m", "game", "bench", "rules", "--game", "wink", "--seconds", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(tmp_path),
        cwd=ROOT,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        first = process.stdout.readline()
        process.stdout.close()
        stderr = process.stderr.read()
        status = process.wait(timeout=120)
    assert json.loads(first)["preset"] == "wink-fr"
    assert status == EX_IOERR, stderr
    the_one_line(stderr, "the program reading it has stopped (the pipe is closed)")


@needs_fds
@needs_dev_full
def test_with_standard_error_closed_too_the_status_alone_says_it(tmp_path: Path) -> None:
    done = run_game(COMMANDS["simulate"], tmp_path, preexec_fn=closed(1, 2))
    assert done.returncode == EX_IOERR
    with FULL.open("w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "game", *COMMANDS["version"]],
            stdout=full,
            stderr=full,
            env=environment(tmp_path),
            cwd=ROOT,
            timeout=120,
        )
    assert done.returncode == EX_IOERR  # (not 120: Python's failed flush at exit)


@needs_fds
def test_a_closed_descriptor_is_held_by_the_null_device_so_no_file_takes_its_number(
    tmp_path: Path,
) -> None:
    """Closed at start, fd 1 is free: the first file the game opens (its log, a trace) would get
    it, and anything written to fd 1 below Python would land inside that file."""
    code = (
        "import os, sys\n"
        "from game.cli.output import reserve_standard_fds\n"
        "reserve_standard_fds()\n"
        "f = open(sys.argv[1], 'w')\n"
        "print(f.fileno(), os.path.samestat(os.fstat(1), os.stat(os.devnull)), file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "a file")],
        stderr=subprocess.PIPE,
        text=True,
        env=environment(tmp_path),
        cwd=ROOT,
        timeout=60,
        preexec_fn=closed(1),
    )
    number, null = done.stderr.split()
    assert int(number) > 2 and null == "True", done.stderr


@needs_fds
def test_the_window_is_not_troubled_by_a_closed_standard_output(tmp_path: Path) -> None:
    """A windowed app has no standard output (Python sets sys.stdout to None): the menu's first
    frame here prints to it, as a library may, and the player closes the window; the game ends
    well, where a command's print would be the output's error."""
    code = """
import sys
import game.cli.play as play
from game.ui.screens import menu

play.display_problem = lambda: None  # headless here: let the window open anyway
drawn = menu.MainMenuView.on_draw

def chatty(self):
    print("a library says hello")
    drawn(self)
    self.window.close()

menu.MainMenuView.on_draw = chatty
from game.__main__ import main

sys.exit(main([]))
"""
    done = subprocess.run(
        [sys.executable, "-c", code],
        stderr=subprocess.PIPE,
        text=True,
        env=environment(tmp_path),
        cwd=ROOT,
        timeout=120,
        preexec_fn=closed(1),
    )
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr
