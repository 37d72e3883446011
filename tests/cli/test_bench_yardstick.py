"""`bench rules --yardstick PYTHON`: the peer yardstick runs before each table, and each table's line
gives the ratio. A tiny fake yardstick stands in for OpenSpiel's, so no open-spiel is needed."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.cli import bench
from game.cli.main import main
from game.games import specs

FAKE = """\
import sys
from pathlib import Path
log = Path(sys.argv[0]).with_suffix(".log")
log.write_text(log.read_text() + sys.argv[1] + "\\n" if log.exists() else sys.argv[1] + "\\n")
print("starting up")
print({rate})
"""


def fake_yardstick(folder: Path, body: str = FAKE, rate: str = "1000") -> Path:
    script = folder / "yardstick.py"
    script.write_text(body.format(rate=rate))
    return script


def one_line_error(capsys: pytest.CaptureFixture[str], status: int, *argv: str) -> str:
    assert main(["bench", "rules", "--seconds", "0.02", *argv]) == status
    captured = capsys.readouterr()
    lines = [line for line in captured.err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in captured.err, captured.err
    assert captured.out == ""  # it stops before printing any table
    return lines[0]


def test_each_table_follows_a_yardstick_run_and_gives_the_ratio(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = fake_yardstick(tmp_path)
    argv = ["bench", "rules", "--seconds", "0.02", "--yardstick", sys.executable]
    assert main([*argv, "--yardstick-script", str(script)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["game"] for line in lines] == [s.name for s in specs() for _ in s.bench]
    for line in lines:
        assert line["yardstick"] == 1000
        assert line["ratio"] == round(line["actions_per_second"] / 1000, 3) > 0
    # One yardstick run per table, each for the tables' own time.
    assert script.with_suffix(".log").read_text().split() == ["0.02"] * len(lines)


def test_the_yardstick_runs_for_one_game_only_as_often_as_its_tables(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = fake_yardstick(tmp_path, rate="2e5")
    argv = ["bench", "rules", "--seconds", "0.02", "--game", "zwoggel", "--yardstick", sys.executable]
    assert main([*argv, "--yardstick-script", str(script)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == len(next(s for s in specs() if s.name == "zwoggel").bench)
    assert all(line["yardstick"] == 200_000 for line in lines)
    assert len(script.with_suffix(".log").read_text().split()) == len(lines)


def test_the_default_script_lies_beside_the_repository(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert bench.YARDSTICK_SCRIPT.parts[-3:] == ("shared", "yardsticks", "openspiel_rate.py")
    assert bench.YARDSTICK_SCRIPT.parents[2] == Path(bench.__file__).resolve().parents[3]
    monkeypatch.setattr(bench, "YARDSTICK_SCRIPT", fake_yardstick(tmp_path))
    assert main(["bench", "rules", "--seconds", "0.02", "--game", "wink", "--yardstick", sys.executable]) == 0
    assert all(json.loads(line)["yardstick"] == 1000 for line in capsys.readouterr().out.splitlines())


def test_a_missing_interpreter_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = str(fake_yardstick(tmp_path))
    missing = str(tmp_path / "no-python")
    line = one_line_error(capsys, 2, "--yardstick", missing, "--yardstick-script", script)
    assert "--yardstick" in line and "no such interpreter" in line
    line = one_line_error(capsys, 2, "--yardstick", "no-such-python-here", "--yardstick-script", script)
    assert "no such interpreter" in line


def test_a_missing_script_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "nowhere.py"
    line = one_line_error(capsys, 2, "--yardstick", sys.executable, "--yardstick-script", str(missing))
    assert "--yardstick-script" in line and "is not a file" in line
    monkeypatch.setattr(bench, "YARDSTICK_SCRIPT", missing)
    line = one_line_error(capsys, 2, "--yardstick", sys.executable)
    assert "default yardstick script" in line and "--yardstick-script" in line


def test_a_failing_script_is_reported_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = fake_yardstick(tmp_path, "import pyspiel_that_is_not_installed\n")
    line = one_line_error(capsys, 1, "--yardstick", sys.executable, "--yardstick-script", str(script))
    assert "yardstick failed" in line and "status 1" in line and "ModuleNotFoundError" in line


@pytest.mark.parametrize("printed", ["'fast'", "-5", "0", "float('nan')", "float('inf')"])
def test_a_script_that_prints_no_rate_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], printed: str
) -> None:
    script = fake_yardstick(tmp_path, rate=printed)
    line = one_line_error(capsys, 1, "--yardstick", sys.executable, "--yardstick-script", str(script))
    assert "yardstick failed" in line and "not actions per second" in line


def test_the_yardstick_options_belong_to_bench_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = str(fake_yardstick(tmp_path))
    line = one_line_error(capsys, 2, "--yardstick-script", script)
    assert "--yardstick-script needs --yardstick" in line
    assert main(["bench", "frames", "menu", "--frames", "10", "--yardstick", sys.executable]) == 2
    assert "bench rules" in capsys.readouterr().err


def test_bench_help_tells_how_to_measure_the_ratio(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--yardstick PYTHON" in out and "--yardstick-script" in out and "ratio" in out
