"""The guided WinkyBilly table on the pure director: the deal that suits the lessons, and bots that
play the script and nothing else."""

from __future__ import annotations

from game.bots.director import NOW, TableDirector
from game.bots.profile import BotProfile
from game.guides.winkybilly.script import AGAIN_S, FIRST_S, REACT_S, SLOW_S, GuideScript
from game.guides.winkybilly.table import (
    BOTS,
    OPPONENT,
    OPTIONS,
    PARTNER,
    PLAYER,
    SEED,
    SIGNALLER,
    SIGNALS,
    stacked,
)
from game.rules.winkybilly import Contre, Swap, Winky, new_game, type_name
from game.rules.winkybilly.cards import best_count, is_set
from game.social.profile import SocialProfile
from game.store.levels import load_difficulties

STEP = 1 / 60


def director() -> TableDirector:
    state = new_game(4, SEED, names=("You", *BOTS), stacked=stacked(), **OPTIONS)
    level = load_difficulties()["beginner"]
    bots = {s: (SocialProfile.from_mapping(level), BotProfile.from_mapping(level)) for s in (1, 2, 3)}
    return TableDirector(state, GuideScript(dict(enumerate(SIGNALS))), bots, seed=SEED)


def run(table: TableDirector, seconds: float) -> list:
    events = []
    for _ in range(round(seconds / STEP)):
        events += table.step(STEP)
    return events


def kinds(table: TableDirector, seat: int) -> list[str]:
    return [type_name(c) for c in table.state.hands[seat]]


def card_of(cards: list[int], kind: str) -> int:
    return next(c for c in cards if type_name(c) == kind)


def test_the_deal_holds_each_lesson_and_no_other_set() -> None:
    table = director()
    assert sorted(kinds(table, PLAYER)) == ["cowboy", "sheriff", "sheriff", "sheriff"]
    assert "sheriff" in [type_name(c) for c in table.state.saloon]
    assert is_set(table.state.hands[PARTNER]) and is_set(table.state.hands[SIGNALLER])
    assert best_count(table.state.hands[OPPONENT]) == 1
    assert table.state.team(PARTNER) == table.state.team(PLAYER) != table.state.team(SIGNALLER)
    assert table.state.team(OPPONENT) == table.state.team(SIGNALLER)


def test_the_bots_do_nothing_unscripted_and_the_exchange_waits_for_the_player() -> None:
    table = director()
    events = run(table, 3.1)
    assert [e.kind for e in events] == ["coup_de_feu"]
    table.policy.begin_lesson("swap", table.t)
    events = run(table, 40.0)  # far past the idle time: nothing closes, nobody swaps or calls
    assert [e.kind for e in events] == [] and not table.state.calls
    assert table.state.phase.name == "EXCHANGE" and table.state.phases == 1
    gestures = [s for s in table.social.past + table.social.signals if not s.on_lids]
    assert gestures == []  # no face makes a gesture the lesson has not asked for


def test_the_partner_shouts_winky_a_moment_after_the_players_signal() -> None:
    table = director()
    run(table, 3.1)
    state = table.state
    hand = state.hands[PLAYER]
    table.human_act(Swap(PLAYER, NOW, card_of(hand, "cowboy"), card_of(state.saloon, "sheriff")))
    assert is_set(state.hands[PLAYER])
    table.policy.begin_lesson("signal", table.t)
    run(table, 5.0)
    assert not state.calls  # the partner holds still until it is told
    assert table.human_gesture(PLAYER, SIGNALS[0], PARTNER)
    made = table.policy.heard
    assert made is not None
    events = run(table, SLOW_S + REACT_S + 5.0)
    call = state.calls[-1]
    assert (call.seat, call.call, call.right) == (PARTNER, "winky", True)
    assert call.t >= made.end + REACT_S - 1e-9
    assert state.tokens == [5, 4] and not is_set(state.hands[PLAYER])
    assert "hand_replaced" in [e.kind for e in events]


def test_the_partner_signals_slowly_and_again_until_the_player_calls_winky() -> None:
    table = director()
    run(table, 3.1)
    table.policy.begin_lesson("winky", table.t)
    start = table.t
    assert not table.policy.signal_seen(PARTNER, table.t)
    run(table, FIRST_S + 0.1)
    first = table.policy.signalled[PARTNER]
    assert (first.kind, first.target, first.duration) == ("nod", PLAYER, SLOW_S)
    assert first.start <= start + FIRST_S + STEP and table.policy.signal_seen(PARTNER, table.t)
    run(table, AGAIN_S)
    assert table.policy.signalled[PARTNER].start > first.start  # again, the player has not called
    table.human_act(Winky(PLAYER, NOW))
    call = table.state.calls[-1]
    assert (call.call, call.target, call.right) == ("winky", PARTNER, True)


def test_the_opponent_signals_its_partner_and_a_contre_winky_on_it_is_right() -> None:
    table = director()
    run(table, 3.1)
    table.policy.begin_lesson("contre", table.t)
    run(table, FIRST_S + 0.1)
    made = table.policy.signalled[SIGNALLER]
    assert (made.kind, made.target) == ("brows", OPPONENT)
    assert PARTNER not in table.policy.signalled and OPPONENT not in table.policy.signalled
    table.human_act(Contre(PLAYER, NOW, SIGNALLER))
    call = table.state.calls[-1]
    assert (call.call, call.target, call.right) == ("contre", SIGNALLER, True)
    assert table.state.tokens == [4, 3]
