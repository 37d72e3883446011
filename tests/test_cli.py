"""The command line as a user meets it: help, version, the no-display message, simulate and bench."""

from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import arcade.version
import pytest

from game import __version__, logs
from game.cli.main import main, program_name


@pytest.fixture(autouse=True)
def user_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """In-process runs keep their data and log in a temporary folder, never the player's own."""
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WINKHOUSE_LOG_DIR", str(tmp_path / "logs"))
    logs.uninstall()  # a log another test's run left installed in this process
    yield
    logs.uninstall()


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_help_lists_the_subcommands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("play", "simulate", "bench"):
        assert command in out


def version_text() -> str:
    """What --version says: the game's version, then arcade's as arcade read it, and Python's."""
    assert arcade.version.VERSION != "0.0.0"  # arcade found its VERSION file
    return f"winkhouse {__version__} (arcade {arcade.version.VERSION}, Python {platform.python_version()})"


def test_version_is_printed_by_python_m_game() -> None:
    done = run_cli("--version")
    assert done.returncode == 0 and done.stdout.strip() == version_text()


def test_version_is_printed_by_the_console_script() -> None:
    script = shutil.which("winkhouse", path=str(Path(sys.executable).parent))
    if script is None:
        pytest.skip("no console script in this environment (tests/test_install.py checks a real install)")
    # The script imports the installed game, from a folder where no `game` lies beside it.
    found = subprocess.run(
        [sys.executable, "-c", "import game; print(game.__file__)"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(script).parent,
        check=False,
    )
    here = Path(__file__).resolve().parents[1]
    if found.returncode != 0 or here not in Path(found.stdout.strip()).resolve().parents:
        pytest.skip(f"the console script runs another copy of the game ({found.stdout.strip() or 'none'})")
    done = subprocess.run([script, "--version"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == version_text()


def test_help_names_the_command_it_was_called_as(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # A real `python -m game` process: its argv[0] is the package's __main__.py.
    assert run_cli("simulate", "--help").stdout.startswith("usage: python -m game simulate ")
    monkeypatch.setattr(sys, "argv", ["/site-packages/game/__main__.py"])  # as `python -m game` has it
    assert main(["--help"]) == 0 and capsys.readouterr().out.startswith("usage: python -m game ")
    # What the console script does: pip's wrapper sets argv[0] to the script and calls main().
    monkeypatch.setattr(sys, "argv", ["/somewhere/bin/winkhouse"])
    for args, usage in (([], "usage: winkhouse "), (["screenshot"], "usage: winkhouse screenshot ")):
        assert main([*args, "--help"]) == 0
        out = capsys.readouterr().out
        assert out.startswith(usage), out[:200]
    assert program_name("/usr/bin/winkhouse") == "winkhouse"
    assert program_name("C:/Scripts/winkhouse.exe") == "winkhouse"
    assert program_name("/site-packages/game/__main__.py") == "python -m game"


def test_help_says_where_the_log_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WINKHOUSE_LOG_DIR", str(tmp_path / "elsewhere"))
    assert main(["--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert str(tmp_path / "elsewhere" / "winkhouse.log") in out


def test_without_a_display_one_clear_line_and_a_failure_code() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "ARCADE_HEADLESS")}
    done = run_cli(env=env)
    assert done.returncode != 0
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "needs a display" in lines[0]
    assert "Traceback" not in done.stderr + done.stdout


def test_simulate_wink_prints_a_json_summary_last(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(
        ["simulate", "wink", "--preset", "zwinkern-en", "--players", "3", "--games", "20", "--seed", "4"]
    )
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert rc == 0
    assert summary["games"] == 20 and summary["completed"] == 20
    assert summary["invariant_violations"] == 0
    assert len(summary["mean_scores_by_seat"]) == 3
    for key in ("mean_actions", "seconds"):
        assert summary[key] > 0


def test_simulate_refuses_a_player_count_outside_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "wink", "--preset", "wink-fr", "--players", "3"]) == 2
    assert "4 to 8 players" in capsys.readouterr().err


def test_bench_rules_prints_one_json_line_per_engine_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "rules", "--seconds", "0.05", "--game", "wink"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {line["preset"] for line in lines} == {"wink-fr", "wink-en", "zwinkern-fr", "zwinkern-en"}
    assert all(line["actions_per_second"] > 0 for line in lines)


def test_bench_frames_prints_the_frame_times_of_a_scene(tmp_path: object) -> None:
    env = {**os.environ, "ARCADE_HEADLESS": "1", "WINKHOUSE_DATA_DIR": str(tmp_path)}
    done = run_cli("bench", "frames", "menu", "--frames", "20", env=env)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    for key in ("frame_ms_p50", "frame_ms_p95", "frame_ms_p99", "cpu_ms_p50", "cpu_ms_p99", "rss_mb"):
        assert figures[key] > 0


def test_simulate_every_game_at_every_player_count_completes(capsys: pytest.CaptureFixture[str]) -> None:
    for game, counts in (("winkybilly", (4, 6, 8, 10)), ("zwoggel", (2, 3, 4))):
        for players in counts:
            assert main(["simulate", game, "--players", str(players), "--games", "5", "--seed", "2"]) == 0
            summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
            assert summary["completed"] == 5 and summary["invariant_violations"] == 0


def test_simulate_wink_with_bots_reports_the_social_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["simulate", "wink", "--bots", "normal", "--players", "4", "--games", "1", "--seed", "3"]) == 0
    )
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["completed"] == 1 and summary["winks"] > 0
    for key in ("partners_found", "winks_caught_by_others", "accusations_right", "accusations_wrong"):
        assert key in summary


def test_simulate_winkybilly_takes_the_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "simulate",
        "winkybilly",
        "--players",
        "6",
        "--games",
        "5",
        "--kems-style",
        "--redeal-sets",
        "--countdown",
        "1",
        "--idle-timeout",
        "2",
    ]
    assert main(args) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["kems_style"] is True and summary["countdown_s"] == 1 and summary["completed"] == 5
    assert main(["simulate", "zwoggel", "--kems-style"]) == 2
    assert "WinkyBilly options only" in capsys.readouterr().err
    assert main(["simulate", "winkybilly", "--countdown", "-1"]) == 2


def test_what_the_game_repaired_on_the_way_is_told_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    from game.store.notices import notify

    notify("notice.setup_forgotten", game="Zwoggel")
    assert main(["simulate", "zwoggel", "--games", "1"]) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Zwoggel" in err[0]


def test_simulate_takes_every_option_of_every_game_spec(capsys: pytest.CaptureFixture[str]) -> None:
    from game.games import specs

    assert main(["simulate", "--help"]) == 0
    text = capsys.readouterr().out
    for spec in specs():
        assert all(option.flag in text for option in spec.options)
        assert spec.title in text
    assert "beginner, normal, expert" in text and "--trace FILE" in text


def test_an_option_of_another_game_is_refused_naming_whose_it_is(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "winkybilly", "--extra-card"]) == 2
    assert "winkybilly takes no extra_card: Wink options only" in capsys.readouterr().err
    assert main(["simulate", "zwoggel", "--preset", "wink-en", "--countdown", "2"]) == 2
    err = capsys.readouterr().err
    assert "preset: Wink options only" in err and "countdown_s: WinkyBilly options only" in err


def test_simulate_wink_takes_the_extra_card_where_the_rules_have_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["simulate", "wink", "--preset", "wink-en", "--extra-card", "--players", "5", "--games", "3"]
    assert main(args) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["extra_card"] is True and summary["completed"] == 3
    assert main(["simulate", "wink", "--extra-card"]) == 2  # wink-fr, the default, has none
    assert "wink-fr has no extra-card option" in capsys.readouterr().err


def test_bench_rules_plays_the_tables_each_spec_names(capsys: pytest.CaptureFixture[str]) -> None:
    from game.games import specs

    assert main(["bench", "rules", "--seconds", "0.02"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["game"] for line in lines] == [s.name for s in specs() for _ in s.bench]
