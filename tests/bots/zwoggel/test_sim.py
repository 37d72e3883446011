"""`simulate zwoggel --bots`: whole games of Zwoggel bots at the table, a summary per seat and per
level, the same results for the same seeds however the games are shared among processes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.bots.zwoggel.simulate import play_one, simulate_bots, summary
from game.cli.main import main
from game.cli.seat_levels import seat_profiles

TIMING = ("decisions", "decision_ms_median", "decision_ms_p99", "playouts_median")


def untimed(result: dict[str, Any]) -> dict[str, Any]:
    """A summary without what the machine's speed changes."""
    out = {k: v for k, v in result.items() if k != "seconds"}
    out["seats"] = [{k: v for k, v in s.items() if k not in TIMING} for s in result["seats"]]
    out["levels"] = {
        name: {k: v for k, v in lv.items() if k not in TIMING} for name, lv in result["levels"].items()
    }
    return out


def test_the_summary_tells_wins_per_seat_and_level_decision_times_and_game_lengths(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    trace = tmp_path / "zwoggel.jsonl"
    args = ["simulate", "zwoggel", "--bots", "normal,beginner", "--games", "4", "--seed", "3"]
    assert main([*args, "--trace", str(trace)]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["game"] == "zwoggel" and result["completed"] == 4 and result["ends"] == {"last_player": 4}
    assert [s["level"] for s in result["seats"]] == ["normal", "beginner"]
    assert (
        sum(s["wins"] for s in result["seats"])
        == 4
        == result["levels"]["normal"]["wins"] + result["levels"]["beginner"]["wins"]
    )
    assert result["mean_turns"] > 2 and result["median_game_seconds"] > 10
    assert all(
        lv["decisions"] > 0 and lv["decision_ms_p99"] >= lv["decision_ms_median"]
        for lv in result["levels"].values()
    )
    records = [json.loads(line) for line in trace.read_text().splitlines()]
    assert {r["game"] for r in records} == {0, 1, 2, 3} and sum(r["kind"] == "truth" for r in records) == 4
    assert main(args) == 0
    again = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert untimed(again) == untimed(result)


def test_every_seat_starts_in_turn_and_three_or_four_may_play(capsys: pytest.CaptureFixture[str]) -> None:
    bots = seat_profiles(["normal", "beginner", "normal"])
    results = [play_one(bots, 5, {"players": 3}, g) for g in range(3)]
    assert [r["first"] for r in results] == [0, 1, 2] and all(r["over"] for r in results)
    assert main(["simulate", "zwoggel", "--bots", "beginner", "--players", "4", "--games", "2"]) == 0
    assert len(json.loads(capsys.readouterr().out.strip().splitlines()[-1])["seats"]) == 4


def test_games_shared_among_processes_give_the_same_results() -> None:
    levels, config = ["normal", "beginner"], {"players": 2}
    bots = seat_profiles(levels)
    pooled = simulate_bots(bots, levels, 16, 40, **config)
    alone = summary(levels, 16, config, [play_one(bots, 40, config, g) for g in range(16)])
    assert untimed(pooled) == untimed(alone)
