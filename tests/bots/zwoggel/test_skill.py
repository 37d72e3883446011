"""The Zwoggel levels, measured against each other over seeded 2-player games at the table.

Each pair plays games dealt with seeds 0, 1, …, the stronger level at seat 0 and the first
player alternating. The bounds would fail if the two levels played alike: equal levels win
half, and 30 or more of 40 (or 12 of 14) happens then less than one time in a hundred.
"""

from __future__ import annotations

from game.bots.profile import BOT_BEGINNER, BOT_NORMAL, BotProfile

from .helpers import QUICK_EXPERT, play_until, table


def wins(stronger: BotProfile, weaker: BotProfile, games: int) -> int:
    won = 0
    for seed in range(games):
        director = table([stronger, weaker], seed, first_seat=seed % 2)
        play_until(director, 10_000)
        assert director.state.is_over()
        won += director.state.winners() == [0]
    return won


def test_a_normal_player_beats_a_beginner() -> None:
    assert wins(BOT_NORMAL, BOT_BEGINNER, 40) >= 30


def test_an_expert_beats_a_normal_player_even_on_its_smallest_budget() -> None:
    assert wins(QUICK_EXPERT, BOT_NORMAL, 14) >= 12
