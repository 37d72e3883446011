"""Figures and results from seeded bot games, checked against the bots' own tallies and the state."""

from __future__ import annotations

import io
from typing import Any

import pytest

from game.bots.recording import Recording
from game.bots.trace import TraceWriter
from game.cli.seat_levels import seat_profiles
from game.games import game_spec, specs
from game.review.figure_names import figure_names
from game.review.figures import Played, figures, replay, results
from game.rules.zwoggel.actions import Reveal

ENGINES = {spec.name: spec.engine for spec in specs()}


def seeded(game: str, players: int, seed: int = 3) -> tuple[Played, dict[str, Any]]:
    """One whole game of normal bots, recorded, and the summary `simulate --bots` printed of it."""
    spec = game_spec(game)
    config = spec.complete({}) | {"players": players}
    levels = ["normal"] * players
    out = io.StringIO()
    assert spec.simulate is not None
    summary = spec.simulate.load()(seat_profiles(levels), levels, 1, seed, TraceWriter(out), **config)
    return replay(Recording(out.getvalue().splitlines(), ENGINES, 0)), summary


def test_wink_names_and_accusations_are_those_the_table_counted() -> None:
    played, summary = seeded("wink", 4)
    assert played.state.is_over()
    for row in summary["seats"]:
        mine = figures(played, row["seat"])
        assert set(mine) == set(figure_names("wink"))
        assert (mine["named_right"], mine["named_wrong"]) == (row["names_right"], row["names_wrong"])
        assert (mine["accused_right"], mine["accused_wrong"]) == (
            row["accusations_right"],
            row["accusations_wrong"],
        )
    seen = [figures(played, s) for s in range(4)]
    # every wink is aimed at one seat: the winks at each seat are the others' winks, caught or not
    assert sum(f["winks_at_you"] for f in seen) == sum(
        f["own_winks_caught"] + f["own_winks_unseen"] for f in seen
    )
    assert sum(f["winks_at_you"] for f in seen) > 0


def test_winkybilly_calls_are_those_the_table_counted() -> None:
    played, summary = seeded("winkybilly", 4)
    seen = [figures(played, s) for s in range(4)]
    assert sum(f["winky_right"] for f in seen) == summary["winky_right"] + summary["double_right"]
    assert sum(f["winky_wrong"] for f in seen) == summary["winky_wrong"] + summary["double_wrong"]
    assert sum(f["contre_right"] for f in seen) == summary["contre_right"]
    assert sum(f["contre_wrong"] for f in seen) == summary["contre_wrong"]
    assert sum(f["signals_sent"] for f in seen) > 0
    assert all(f["signals_answered"] + f["signals_spotted"] <= f["signals_sent"] for f in seen)


def test_zwoggel_reveals_traps_and_catches_add_up_with_the_state() -> None:
    played, _ = seeded("zwoggel", 3)
    state = played.state
    seen = [figures(played, s) for s in range(3)]
    for s, f in enumerate(seen):
        assert f["reveals"] == sum(1 for a, _ in played.steps if isinstance(a, Reveal) and a.seat == s)
        assert f["traps_sprung"] == len(state.caught[s])
    # a card caught was placed by another seat (a catch) or by the one who caught it, or dealt
    assert 0 < sum(f["catches"] for f in seen) <= sum(f["traps_sprung"] for f in seen)
    assert sum(f["traps_set"] for f in seen) > 0


@pytest.mark.parametrize(("game", "players"), [("wink", 4), ("winkybilly", 4), ("zwoggel", 3)])
def test_results_follow_the_engines_end(game: str, players: int) -> None:
    played, _ = seeded(game, players)
    state = played.state
    got = results(state)
    assert [r.won for r in got] == [s in state.winners() for s in range(players)]
    assert [r.score for r in got] == list(state.scores())
    assert all(r.placing == 1 for r in got if r.won) and all(r.placing >= 2 for r in got if not r.won)
    losers = sorted((r for r in got if not r.won), key=lambda r: r.placing)
    assert [r.score for r in losers] == sorted((r.score for r in losers), reverse=True)
