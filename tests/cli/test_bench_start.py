"""`bench start`: launches timed to their first menu frame against `import arcade` (figures are
not checked: the bench only has to run, report and refuse what it cannot use)."""

from __future__ import annotations

import json
import shlex
import sys

import pytest

from game.cli.main import main


def test_each_run_is_printed_then_the_medians_and_ratios(capsys: pytest.CaptureFixture[str]) -> None:
    app = shlex.join([sys.executable, "-m", "game"])  # the installed game standing in for the app
    assert main(["bench", "start", "--runs", "1", "--command", app]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("run 1: import arcade ")
    figures = json.loads(lines[-1])
    assert figures["runs"] == 1 and figures["window"] == "headless" and figures["data"] == "fresh"
    assert figures["import_arcade_s"] > 0 and figures["game_s"] > 0 and figures["command_s"] > 0
    # (the ratios are of the unrounded medians)
    assert figures["ratio"] == pytest.approx(figures["game_s"] / figures["import_arcade_s"], abs=0.01)
    assert figures["app_ratio"] == pytest.approx(figures["command_s"] / figures["game_s"], abs=0.01)
    assert figures["goal"] == 1.3 and figures["app_goal"] == 1.5


def test_a_command_that_never_shows_the_menu_fails_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    silent = shlex.join([sys.executable, "-c", "pass"])
    assert main(["bench", "start", "--runs", "1", "--command", silent]) == 1
    captured = capsys.readouterr()
    assert captured.err.strip().count("\n") == 0 and "Traceback" not in captured.err
    assert "ended without reporting its first menu frame" in captured.err
    assert captured.out == ""  # nothing of a run that did not finish


@pytest.mark.parametrize(
    ("command", "says"),
    [("no-such-program-here --flag", "no such program"), ("", "empty"), ("'unclosed", "quotation")],
)
def test_a_bad_command_is_one_line_and_status_2(
    command: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bench", "start", "--command", command]) == 2
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and says in captured.err and captured.out == ""
