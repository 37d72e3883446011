"""`bench saves`' check, on a few saves per game: each resumed from its file's text plays on
exactly like the original (events, observations, legal actions), at every kind of moment."""

from __future__ import annotations

import json
import random

import pytest

from game.cli.bench_saves import bench_game, moments_of, play_on, take_moment
from game.cli.main import main
from game.games import game_spec


@pytest.mark.parametrize("game", ["wink", "winkybilly", "zwoggel"])
def test_saves_resume_and_play_on_identically(game: str) -> None:
    tally = bench_game(game_spec(game), 30, seed=7)
    assert tally.tried == 30
    assert tally.differences == [] and tally.identical == 30
    assert set(tally.by_moment) == set(moments_of(game_spec(game)))  # every kind of moment


def test_the_comparison_finds_a_game_that_is_not_the_same() -> None:
    spec = game_spec("winkybilly")
    taken = take_moment(spec, moments_of(game_spec("winkybilly"))["mid_exchange"], random.Random(3))
    assert taken is not None
    _setup, state = taken
    one_move_back = spec.engine.save.new_state(state.config, state.seed)
    for action in state.history[:-1]:
        one_move_back.apply(action)
    assert play_on(spec.engine, state, one_move_back, 5) is not None


def test_the_command_prints_figures_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "saves", "--saves", "2", "--game", "zwoggel"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("zwoggel: 2/2 identical")
    figures = json.loads(lines[-1])
    assert figures["zwoggel"]["tried"] == 2 and figures["zwoggel"]["identical"] == 2
    assert figures["zwoggel"]["write_ms_p99"] >= figures["zwoggel"]["write_ms_p50"] > 0
