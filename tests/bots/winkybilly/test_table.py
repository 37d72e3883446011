"""WinkyBilly bots at a table on the sim clock: they complete sets and signal, their partners see
it and call WINKY, opponents catch a signal with CONTRE WINKY, fakes bait opponents, partners who
both hold a set call Double Winky, whole games end at every table size, and levels differ."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.director import TableDirector
from game.bots.profile import BOT_BEGINNER, BOT_EXPERT, BOT_NORMAL, BotProfile
from game.bots.winkybilly.bot import FASTEST_S
from game.bots.winkybilly.policy import WinkyBillyPolicy
from game.bots.winkybilly.signals import secret_signals
from game.rules.winkybilly import WinkyBillyState, is_set, new_game
from game.social.profile import BEGINNER, EXPERT, NORMAL, SocialProfile

STEP = 1 / 60
KEEN = SocialProfile(perception=1.0)
SIGNALS = {0: "nod", 1: "smirk"}


def table(
    hands: list[list[str]], bots: dict[int, tuple[SocialProfile, BotProfile]], seed: int = 1, **stacked: Any
) -> TableDirector:
    state = new_game(len(hands), seed=seed, stacked={"hands": hands, **stacked})
    return TableDirector(state, WinkyBillyPolicy(SIGNALS), bots, seed=seed)


def run(director: TableDirector, seconds: float, until: Any = None) -> None:
    for _ in range(round(seconds / STEP)):
        director.step(STEP)
        if director.state.is_over() or (until is not None and until(director)):
            return


def calls(state: WinkyBillyState) -> list[Any]:
    return list(state.calls)


SETS = [
    ["sheriff"] * 4,
    ["outlaw", "outlaw", "saloon girl", "gambler"],
    ["prospector", "prospector", "cowboy", "bandit"],
    ["rancher", "rancher", "deputy", "preacher"],
]


def test_a_bot_completes_its_set_then_signals_its_partner_with_the_team_gesture() -> None:
    hands = [["sheriff"] * 3 + ["outlaw"], *SETS[1:]]
    director = table(
        hands,
        {s: (NORMAL, BOT_NORMAL) for s in range(4)},
        saloon=["sheriff", "blacksmith", "preacher", "deputy"],
    )
    state = director.state
    run(director, 30, until=lambda d: is_set(d.state.hands[0]))
    assert is_set(state.hands[0]) and [s for s in state.history if getattr(s, "seat", None) == 0]
    made_at = director.t
    run(director, 40, until=lambda d: any(s.seat == 0 for s in d.tally.made))
    signal = next(s for s in director.tally.made if s.seat == 0)
    assert signal.kind == "nod" and signal.target == 2 and signal.start >= made_at
    assert director.tally.made[signal] is False  # a real one


def test_its_partner_sees_the_signal_and_calls_winky_right() -> None:
    """Only the two partners are bots: the first call is the partner's WINKY, and right."""
    for seed in range(3):
        director = table(SETS, {0: (KEEN, BOT_NORMAL), 2: (KEEN, BOT_NORMAL)}, seed=seed)
        run(director, 120, until=lambda d: bool(d.state.calls))
        first = director.state.calls[0]
        assert (first.call, first.seat, first.right) == ("winky", 2, True), seed
        assert director.tally.signals_caught_by_partner >= 1
        seen = [s for s in director.tally.made if s.seat == 0 and s.end <= first.t]
        assert first.t >= max(s.end for s in seen) + FASTEST_S or len(seen) > 1


def test_an_opponent_catches_a_signal_and_calls_contre_winky() -> None:
    """Seat 0 holds a set; its partner is a human who watches it but never calls, so seat 0
    signals again and again; the opponents' eyes catch it."""
    caught = 0
    for seed in range(3):
        director = table(
            SETS, {0: (NORMAL, BOT_NORMAL), 1: (KEEN, BOT_NORMAL), 3: (KEEN, BOT_NORMAL)}, seed=seed
        )
        director.human_look(2, 0)  # (the human's fidgets, all at seat 0, may draw a wrong CONTRE)
        run(director, 150, until=lambda d: any(c.target == 0 for c in d.state.calls))
        on_0 = [c for c in director.state.calls if c.target == 0]
        if on_0:
            assert (on_0[0].call, on_0[0].right) == ("contre", True) and on_0[0].seat in (1, 3)
            caught += 1
    assert caught >= 2


def wrong_contres_on(team_seats: tuple[int, ...], fake_rate: float) -> int:
    """Wrong CONTRE WINKYs named at `team_seats` (bots that bluff at `fake_rate`) by beginners."""
    faker = BotProfile(signal_fake_rate=fake_rate, wink_boldness=BOT_EXPERT.wink_boldness)
    count = 0
    for seed in range(4):
        state = new_game(4, seed=seed + 10)
        bots = {s: (EXPERT, faker) if s in team_seats else (BEGINNER, BOT_BEGINNER) for s in range(4)}
        director = TableDirector(state, WinkyBillyPolicy(SIGNALS), bots, seed=seed + 10)
        run(director, 90)
        count += sum(1 for c in state.calls if c.call == "contre" and not c.right and c.target in team_seats)
    return count


def test_fake_signals_bait_wrong_contre_winkys() -> None:
    baited = wrong_contres_on((0, 2), fake_rate=1.0)
    assert baited >= 2 and baited > wrong_contres_on((0, 2), fake_rate=0.0)


def test_partners_who_both_hold_a_set_call_double_winky() -> None:
    hands = [["sheriff"] * 4, SETS[1], ["outlaw"] * 2 + ["saloon girl"] * 2, SETS[3]]
    hands[2] = ["prospector"] * 4
    for seed in range(3):
        director = table(hands, {0: (KEEN, BOT_NORMAL), 2: (KEEN, BOT_NORMAL)}, seed=seed)
        run(director, 120, until=lambda d: bool(d.state.calls))
        first = director.state.calls[0]
        assert (first.call, first.right) == ("double", True), seed
        assert director.state.tokens[0] == 7 or director.state.is_over()


@pytest.mark.parametrize("players", [4, 6, 8, 10])
def test_whole_bot_games_end_at_every_table_size(players: int) -> None:
    state = new_game(players, seed=players)
    director = TableDirector(
        state,
        WinkyBillyPolicy(secret_signals(players // 2, players)),
        {s: (NORMAL, BOT_NORMAL) for s in range(players)},
        seed=players,
    )
    run(director, 1200)
    assert state.is_over() and state.end.code in (
        "reached_tokens",
        "highest_total",
        "sudden_death_gain",
        "sudden_death_last",
    )
    assert max(state.tokens) >= 7 or min(state.tokens) == 0
    right = director.tally.calls["winky_right"] + director.tally.calls["double_right"]
    assert right > 0 and sum(director.tally.signals_of.values()) > 0
    delays = [d for seat in director.tally.call_delays.values() for d in seat]
    assert delays and min(delays) >= FASTEST_S  # nobody calls before it has taken in what it saw


def test_expert_teams_outscore_beginner_teams() -> None:
    wins = lead = 0
    for seed in range(4):
        expert_team = seed % 2  # each team plays the experts in turn
        bots = {
            s: (EXPERT, BOT_EXPERT) if s % 2 == expert_team else (BEGINNER, BOT_BEGINNER) for s in range(4)
        }
        state = new_game(4, seed=seed + 30)
        director = TableDirector(state, WinkyBillyPolicy(secret_signals(2, seed)), bots, seed=seed + 30)
        run(director, 900)
        wins += state.is_over() and state.winner_teams == [expert_team]
        lead += state.tokens[expert_team] - state.tokens[1 - expert_team]
    assert wins >= 3 and lead >= 4 * 2  # (over 16 such games the experts won 15)
