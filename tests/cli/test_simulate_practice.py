"""`simulate practice`: a level played by a simulated observer, the truth beside what was measured;
bad values are one line and status 2."""

from __future__ import annotations

import json

import pytest

from game.cli.main import main

from .test_values import refused


def summary(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(["simulate", "practice", *argv]) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_a_level_by_number_or_id_with_a_named_or_described_observer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = summary(capsys, "--level", "2", "--observer", "sharp", "--games", "60", "--seed", "4")
    assert out["level"] == "eyes-open" and out["mode"] == "timed" and out["sessions"] == 60
    assert out["measured"]["d_prime_pooled"] == pytest.approx(out["true"]["d_prime"], abs=0.5)
    again = summary(capsys, "--level", "eyes-open", "--observer", "sharp", "--games", "60", "--seed", "4")
    assert again["measured"] == out["measured"]  # seeded
    custom = summary(capsys, "--observer", "d_max=1.5,k=0.5", "--games", "20")
    assert custom["observer"]["d_max"] == 1.5 and custom["level"] == "first-wink"


def test_adaptive_sessions_report_a_threshold_near_the_observers(capsys: pytest.CaptureFixture[str]) -> None:
    out = summary(capsys, "--level", "7", "--adaptive", "--games", "30")
    assert out["mode"] == "adaptive" and out["measured"]["threshold_sessions"] >= 20
    assert out["measured"]["threshold_ms_median"] == pytest.approx(out["true"]["threshold_ms"], rel=0.25)
    untimed = summary(capsys, "--untimed", "--games", "5")
    assert untimed["mode"] == "untimed"


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--level", "0"], "there are levels 1 to"),
        (["--level", "nowhere"], "no such level"),
        (["--observer", "hawk"], "unknown observer"),
        (["--observer", "rt_ms=fast"], "must be a number"),
        (["--bots", "normal"], "takes no --bots"),
        (["--players", "3"], "takes no --players"),
        (["--games", "20000"], "at most"),
    ],
)
def test_bad_values_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], said: str) -> None:
    assert said in refused(capsys, "simulate", "practice", *argv)


def test_practice_flags_belong_to_practice(capsys: pytest.CaptureFixture[str]) -> None:
    assert "for simulate practice only" in refused(capsys, "simulate", "wink", "--observer", "sharp")
