"""`simulate winkybilly --bots`: bot-only games to the end, a JSON summary last, and the trace."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from game.cli.main import main

CALLS = ("winky_right", "winky_wrong", "contre_right", "contre_wrong", "double_right", "double_wrong")
SIGNALS = ("signals", "fake_signals", "signals_caught_by_partner", "signals_caught_by_opponents")


def summary(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["simulate", "winkybilly", *args]) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_the_summary_tells_signals_calls_and_game_lengths(capsys: pytest.CaptureFixture[str]) -> None:
    result = summary(capsys, "--bots", "normal", "--players", "4", "--games", "2", "--seed", "5")
    assert result["completed"] == 2 and result["bots"] == "normal,normal,normal,normal"
    for key in (*SIGNALS, *CALLS, "mean_game_seconds", "median_game_seconds", "ends", "seats", "levels"):
        assert key in result, key
    assert result["signals"] > 0 and result["winky_right"] + result["double_right"] > 0
    assert 20 < result["median_game_seconds"] < 900
    assert len(result["seats"]) == 4 and set(result["levels"]) == {"normal"}
    normal = result["levels"]["normal"]
    assert set(normal["calls"]) == {"winky", "contre", "double"} and "caught_by_partner_share" in normal


def test_one_level_per_seat_gives_figures_per_level(capsys: pytest.CaptureFixture[str]) -> None:
    result = summary(capsys, "--bots", "expert,beginner,expert,beginner", "--games", "1", "--seed", "2")
    assert result["players"] == 4 and set(result["levels"]) == {"expert", "beginner"}
    assert [seat["level"] for seat in result["seats"]] == ["expert", "beginner"] * 2
    assert all(seat["team"] == s % 2 for s, seat in enumerate(result["seats"]))


def test_the_trace_records_gestures_as_signals_and_each_games_truth(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "winkybilly.jsonl"
    summary(capsys, "--bots", "normal", "--games", "1", "--seed", "3", "--trace", str(out))
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    truth = [r for r in records if r["kind"] == "truth"]
    assert len(truth) == 1 and set(truth[0]["signals"]) == {"0", "1"}
    assert truth[0]["made"] and all({"t", "seat", "target", "fake"} <= set(m) for m in truth[0]["made"])
    team_signals = set(truth[0]["signals"].values())
    signals = [
        r
        for r in records
        if r["kind"] == "signal" and r["signal"] in team_signals and r["target"] is not None
    ]
    assert signals  # the deliberate gestures, aimed at partners
    assert any(r["kind"] == "perceived" and r["signal"] != "wink" for r in records)
    actions = [r for r in records if r["kind"] == "action"]
    assert {"swap", "done"} <= {r["action"] for r in actions}
    # every record in game time, in order: an action at the moment it was applied (not the NaN of NOW)
    times = [r["t"] for r in records]
    assert all(isinstance(t, float | int) and t == t for t in times)
    assert all(b >= a - 1e-3 for a, b in itertools.pairwise(times))  # (some are rounded)
    for line in out.read_text(encoding="utf-8").splitlines():  # plain JSON: no NaN anywhere
        json.loads(line, parse_constant=pytest.fail)


def test_the_wink_bots_still_play_and_a_level_per_seat_is_checked(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["simulate", "wink", "--bots", "normal", "--players", "4", "--games", "1", "--seed", "3"]) == 0
    )
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["game"] == "wink"
    assert main(["simulate", "winkybilly", "--bots", "normal,expert"]) == 2  # one level or one per seat
