"""Every bad command-line value is one line on stderr and exit status 2: never a traceback, never a
run without end. Zero is honoured where it means something."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.main import main


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the command line in-process; it must exit 2 with one line on stderr. Returns that line."""
    status = main(list(argv))
    captured = capsys.readouterr()
    lines = [line for line in captured.err.splitlines() if line.strip()]
    assert status == 2, (argv, status, captured.err)
    assert len(lines) == 1, (argv, captured.err)
    assert "Traceback" not in captured.err + captured.out
    assert len(lines[0]) < 400
    return lines[0]


HUGE = str(10**400)

BAD_NUMBERS = [
    # (command line, words the one line must hold)
    (["simulate", "wink", "--games", "0"], "--games"),
    (["simulate", "wink", "--games", "-5"], "--games"),
    (["simulate", "wink", "--games", str(10**12)], "100,000"),
    (["simulate", "wink", "--games", "2.5"], "--games"),
    (["simulate", "wink", "--games", "nan"], "--games"),
    (["simulate", "wink", "--players", HUGE], "--players"),
    (["simulate", "wink", "--players", "-4"], "--players"),
    (["simulate", "wink", "--players", "0"], "--players"),
    (["simulate", "wink", "--seed", "-1"], "--seed"),
    (["simulate", "wink", "--seed", HUGE], "--seed"),
    (["simulate", "wink", "--seed", "1" * 5000], "--seed"),  # past Python's int-parsing limit
    (["simulate", "winkybilly", "--clock-limit", "1e999"], "--clock-limit"),
    (["simulate", "winkybilly", "--clock-limit", "nan"], "--clock-limit"),
    (["simulate", "winkybilly", "--clock-limit", "-1"], "--clock-limit"),
    (["simulate", "winkybilly", "--clock-limit", "0"], "--clock-limit"),
    (["simulate", "winkybilly", "--clock-limit", "1e12"], "3600"),
    (["simulate", "winkybilly", "--countdown", "-1"], "--countdown"),
    (["simulate", "winkybilly", "--countdown", "inf"], "--countdown"),
    (["simulate", "winkybilly", "--countdown", "nan"], "--countdown"),
    (["simulate", "winkybilly", "--countdown", "1e300"], "--countdown"),
    (["simulate", "winkybilly", "--idle-timeout", "0"], "--idle-timeout"),
    (["simulate", "winkybilly", "--idle-timeout", "-inf"], "--idle-timeout"),
    (["simulate", "winkybilly", "--idle-timeout", "1e999"], "--idle-timeout"),
    (["simulate", "wink", "--bots", "normal", "--games", "1001"], "1,000"),
    (["bench", "rules", "--seconds", "0"], "--seconds"),
    (["bench", "rules", "--seconds", "-1"], "--seconds"),
    (["bench", "rules", "--seconds", "nan"], "--seconds"),
    (["bench", "rules", "--seconds", "1e999"], "--seconds"),
    (["bench", "rules", "--seconds", "86400"], "--seconds"),
    (["bench", "frames", "menu", "--frames", "0"], "--frames"),
    (["bench", "frames", "menu", "--frames", "-600"], "--frames"),
    (["bench", "frames", "menu", "--frames", str(10**12)], "--frames"),
    (["screenshot", "menu", "--out", "x.png", "--seed", "-1"], "--seed"),
    (["screenshot", "menu", "--out", "x.png", "--seed", HUGE], "--seed"),
]


@pytest.mark.parametrize(("argv", "words"), BAD_NUMBERS, ids=[" ".join(a)[:60] for a, _ in BAD_NUMBERS])
def test_a_bad_number_is_one_line_and_status_2(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert words in refused(capsys, *argv)


def test_the_maximums_are_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    for words in ("1 to 100,000", "1,000 with --bots", "0 to 4,294,967,295", "up to 3600 s", "0 to 60"):
        assert words in text
    assert main(["bench", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "up to 60 s" in text and "10 to 10,000" in text
    assert main(["screenshot", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "0 to 99,999" in text and "1024x576 to 3840x2160" in text


def test_an_empty_preset_name_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--preset" in refused(capsys, "simulate", "wink", "--preset", "")
    assert "--preset" in refused(capsys, "simulate", "wink", "--preset", "  ")
    assert "zwoggel takes no preset: Wink options only" in refused(
        capsys, "simulate", "zwoggel", "--preset", "wink-fr"
    )
    line = refused(capsys, "simulate", "wink", "--preset", "wink-xx" * 100)
    assert "unknown Wink preset" in line


def test_an_unknown_scene_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert "unknown scene" in refused(capsys, "screenshot", "nowhere", "--out", str(tmp_path / "x.png"))
    assert "scene" in refused(capsys, "screenshot", "", "--out", str(tmp_path / "x.png"))
    assert "unknown scene" in refused(capsys, "bench", "frames", "nowhere", "--frames", "10")
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize(
    "size", ["", "abc", "1280", "1280x", "x720", "1280x720x2", "-1280x720", "0x0", "99999x99999"]
)
def test_a_bad_size_is_refused(size: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert "--size" in refused(capsys, "screenshot", "menu", "--out", str(tmp_path / "x.png"), "--size", size)
    assert "--size" in refused(capsys, "bench", "frames", "menu", "--size", size)


def test_an_unwritable_out_is_refused_before_anything_is_drawn(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    a_file = tmp_path / "notes.txt"
    a_file.write_text("a file, not a folder", encoding="utf-8")
    folder = tmp_path / "shots"
    folder.mkdir()
    assert "not a folder" in refused(capsys, "screenshot", "menu", "--out", str(a_file / "menu.png"))
    assert "not a folder" in refused(capsys, "screenshot", "menu", "--out", str(a_file / "deep" / "menu.png"))
    assert ".png" in refused(capsys, "screenshot", "menu", "--out", str(folder))
    (tmp_path / "dir.png").mkdir()
    assert "is a folder" in refused(capsys, "screenshot", "menu", "--out", str(tmp_path / "dir.png"))
    assert ".png" in refused(capsys, "screenshot", "menu", "--out", str(tmp_path / "menu.txt"))
    assert "file name" in refused(capsys, "screenshot", "menu", "--out", "")
    assert "--out-dir" in refused(capsys, "screenshot", "--all", "--out-dir", str(a_file))
    assert "--out-dir" in refused(capsys, "screenshot", "--all", "--out-dir", str(a_file / "sub"))
    assert "--out-dir" in refused(capsys, "screenshot", "--all")
    assert "--all" in refused(capsys, "screenshot", "--all", "menu", "--out-dir", str(folder))
    several = ("screenshot", "menu", "rules", "--out", str(folder / "menu.png"))
    assert "--out-dir" in refused(capsys, *several)  # several scenes, one file: refused
    assert "unknown scene" in refused(capsys, "screenshot", "menu", "nowhere", "--out-dir", str(folder))
    assert list(folder.iterdir()) == []
    assert a_file.read_text(encoding="utf-8") == "a file, not a folder"


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs a folder nobody can write in")
def test_an_out_in_a_folder_that_cannot_be_written_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(capsys, "screenshot", "menu", "--out", "/proc/winkhouse-menu.png")  # even as root
    assert "cannot write" in line


def test_a_zero_countdown_is_honoured(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "winkybilly", "--countdown", "0", "--games", "2", "--seed", "3"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["countdown_s"] == 0 and summary["completed"] == 2


def test_zero_is_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "zwoggel", "--seed", "0", "--games", "1"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["completed"] == 1


def test_a_bad_value_in_a_real_process_is_one_line_without_traceback(tmp_path: Path) -> None:
    env = {**os.environ, "WINKHOUSE_DATA_DIR": str(tmp_path), "WINKHOUSE_LOG_DIR": str(tmp_path / "logs")}
    for argv in (
        ["simulate", "winkybilly", "--countdown", "nan"],
        ["simulate", "wink", "--players", HUGE],
        ["screenshot", "menu", "--out", str(tmp_path)],
        ["simulate", "nowhere"],
        ["--no-such-option"],
    ):
        done = subprocess.run(
            [sys.executable, "-m", "game", *argv], capture_output=True, text=True, env=env, timeout=120
        )
        lines = [line for line in done.stderr.splitlines() if line.strip()]
        assert done.returncode == 2 and len(lines) == 1, (argv, done.stderr)
        assert lines[0].startswith("python -m game: error: ")
        assert "Traceback" not in done.stderr
