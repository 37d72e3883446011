"""Each WinkyBilly team's secret signal: human teams keep theirs, bot teams draw distinct ones."""

from __future__ import annotations

import random

import pytest

from game.bots.winkybilly.signals import BOT_SIGNALS, SIGNALS, secret_signals
from game.social.signals import GESTURES


def test_every_team_gets_a_gesture_and_no_two_the_same() -> None:
    for teams in (2, 3, 4, 5):
        for seed in range(20):
            signals = secret_signals(teams, seed)
            assert sorted(signals) == list(range(teams))
            assert all(kind in GESTURES for kind in signals.values())
            assert len(set(signals.values())) == teams


def test_the_draw_is_seeded_and_varies_from_seed_to_seed() -> None:
    assert secret_signals(5, 3) == secret_signals(5, 3) == secret_signals(5, random.Random(3))
    assert len({tuple(secret_signals(2, seed).values()) for seed in range(30)}) > 5


def test_human_teams_keep_their_choice_and_bots_take_other_gestures() -> None:
    for seed in range(20):
        signals = secret_signals(3, seed, {1: "wink", 2: "nod"})
        assert signals[1] == "wink" and signals[2] == "nod" and signals[0] not in ("wink", "nod")


def test_when_the_humans_took_every_gesture_a_bot_team_shares_one() -> None:
    chosen = dict(enumerate(BOT_SIGNALS))  # six human teams (more than a table seats, but the rule holds)
    signals = secret_signals(len(BOT_SIGNALS) + 1, 0, chosen)
    assert signals[len(BOT_SIGNALS)] in BOT_SIGNALS


def test_a_choice_that_is_no_signal_or_of_no_team_is_refused() -> None:
    with pytest.raises(ValueError, match="not a signal"):
        secret_signals(2, 0, {0: "wave"})
    with pytest.raises(ValueError, match="no team 3"):
        secret_signals(2, 0, {2: "nod"})
    assert "wink" in SIGNALS and "wink" not in BOT_SIGNALS
