"""The generic table director, driven by two fake games (turn-based and real-time)."""

from __future__ import annotations

import ast
import math
from pathlib import Path

import pytest

from game.bots import director as director_module
from game.bots.director import NOW, TableDirector, stamp
from game.rules.core import IllegalAction
from game.rules.wink import Call
from game.social.gaze import GRID
from game.social.profile import NORMAL

from .fakes import Clap, CountPolicy, CountState, RacePolicy, RaceState, Say, Tap, Tick

STEP = 1 / 60


def count_table(n: int = 4, humans: tuple[int, ...] = (), goal: int = 12) -> TableDirector:
    bots = {s: (NORMAL, None) for s in range(n) if s not in humans}
    return TableDirector(CountState(n, goal), CountPolicy(), bots, seed=3)


def run(director: TableDirector, seconds: float) -> list:
    events = []
    for _ in range(round(seconds / STEP)):
        events += [(director.t, e) for e in director.step(STEP)]
        if director.state.is_over():
            break
    return events


# ------------------------------------------------------------------ turn-based
def test_bots_of_a_turn_based_game_play_it_to_the_end_each_after_its_think_time() -> None:
    director = count_table()
    events = run(director, 60)
    assert director.state.is_over() and director.state.total == 12
    says = [(t, e) for t, e in events if e.kind == "say"]
    assert [e.data["number"] for _, e in says] == list(range(1, 13))
    begun = 0.0
    for t, e in says:
        assert t - begun >= CountPolicy.think_s[0] - 1e-9, e  # looked around before acting
        begun = t
    assert [e.kind for e in director.tally.events] == [e.kind for _, e in events]


def test_out_of_turn_actions_see_the_state_an_earlier_bot_changed_in_the_same_tick() -> None:
    director = count_table()
    director.step(STEP)
    assert director.state.claps == 4  # every bot clapped on the first tick, in seat order
    assert [director.bots[s].claps_seen[0] for s in range(4)] == [0, 1, 2, 3]


def test_bots_look_where_their_policy_aims_at_their_next_glance() -> None:
    bots = {s: (NORMAL, None) for s in range(4)}
    director = TableDirector(CountState(4, 12), CountPolicy(), bots, seed=3, think_s=(30.0, 30.0))
    director.step(STEP)
    current = director.state.current
    glances = director.social.next_saccade
    assert all(director.social.gaze[s].current == GRID for s in range(4))  # eyes move at glances only
    run(director, max(glances) + STEP)
    assert director.state.current == current
    for seat in range(4):
        if seat != current:
            assert director.social.gaze[seat].current == current


def test_a_human_seat_waits_for_the_human_and_a_bot_seat_refuses_the_human() -> None:
    director = count_table(humans=(1,))
    run(director, 5)
    assert director.state.current == 1 and director.state.total == 1  # nobody plays the human's turn
    with pytest.raises(IllegalAction) as refused:
        director.human_act(Say(2, 2))
    assert refused.value.code == "bot_seat"
    with pytest.raises(IllegalAction) as wrong:
        director.human_act(Say(1, 5))
    assert wrong.value.code == "not_now" and director.state.total == 1
    events = director.human_act(Say(1, 2))
    assert [e.kind for e in events] == ["say", "turn"] and director.state.total == 2
    assert director.tally.events[-2:] == events


def test_the_human_looks_where_the_pointer_is_and_winks_only_where_the_policy_allows() -> None:
    director = count_table(humans=(0,))
    director.human_look(0, 2)
    assert director.social.gaze[0].current == 2
    director.human_look(0, -1)
    assert director.social.gaze[0].current == GRID
    assert director.human_wink(0, 3) is False and director.social.signals == []
    assert director.human_wink(0, 1) is True
    assert director.tally.winks == 1 and director.social.winking(0)
    assert director.human_wink(0, 1) is False  # winking already


# ------------------------------------------------------------------ real time
def race_table(n: int = 4, humans: tuple[int, ...] = ()) -> TableDirector:
    bots = {s: (NORMAL, 0.3 + 0.1 * s) for s in range(n) if s not in humans}
    return TableDirector(RaceState(n), RacePolicy(), bots, seed=5)


def test_a_real_time_engine_gets_the_sim_time_stamped_into_every_action() -> None:
    director = race_table()
    applied = 0
    for _ in range(60 * 10):
        before = len(director.state.history)
        director.step(STEP)
        new = director.state.history[before:]
        assert all(a.t == director.t for a in new)  # placeholders and factories alike
        applied += len(new)
        if director.state.is_over():
            break
    history = director.state.history
    assert director.state.is_over() and applied == len(history)
    assert {type(a) for a in history} == {Tap, Tick}
    assert {a.seat % 2 for a in history if type(a) is Tap} == {0, 1}


def test_a_humans_real_time_action_is_stamped_too_and_an_explicit_time_is_kept() -> None:
    director = race_table(humans=(0,))
    run(director, 0.5)
    now = director.t
    assert director.human_act(Tap(0, NOW))[0].data["t"] == now
    assert director.human_act(lambda t: Tap(0, t))[0].data["t"] == now
    assert director.human_act(Tap(0, now))[0].data["t"] == now
    with pytest.raises(IllegalAction) as refused:
        director.human_act(lambda t: Tap(1, t))
    assert refused.value.code == "bot_seat"
    with pytest.raises(IllegalAction):
        director.state.apply(Tap(0, NOW))  # an action never stamped cannot slip through


def test_stamp_fills_only_what_is_left_to_the_director() -> None:
    assert stamp(Tap(2, NOW), 1.5) == Tap(2, 1.5)
    assert stamp(Tick(math.nan), 2.0) == Tick(2.0)
    assert stamp(lambda t: Tick(t), 3.0) == Tick(3.0)
    assert stamp(Tap(2, 0.5), 1.5) == Tap(2, 0.5)
    call = Call(1, 7)  # a turn-based action without a clock is left alone
    assert stamp(call, 9.0) is call
    assert stamp(Clap(1), 9.0) == Clap(1)


# ------------------------------------------------------------------ no game of its own
def test_the_director_knows_no_game() -> None:
    source = Path(director_module.__file__).read_text(encoding="utf-8")
    imports = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            imports.append(node.module or "")
        elif isinstance(node, ast.Import):
            imports += [alias.name for alias in node.names]
    assert not [m for m in imports if any(g in m for g in ("wink", "zwoggel", "winkybilly", "arcade"))]
    for word in ("Call(", "Name(", "Accuse", "pawns", "wink_at", "current"):
        assert word not in source, word


def test_observations_are_shared_within_a_tick_and_fresh_after_an_action_or_a_new_tick() -> None:
    director = count_table(humans=(0,))
    first = director.observe(0)
    assert director.observe(0) is first  # shared, not recomputed
    director.human_act(Clap(0))
    assert director.observe(0)["claps"] == 1  # an action through the director: computed again
    director.state.claps = 7  # changed behind the director's back (a scene, a test)
    assert director.observe(0)["claps"] == 1
    director.forget_observations()
    assert director.observe(0)["claps"] == 7
    shared = director.observe(0)
    director.step(STEP)
    assert director.observe(0) is not shared  # each tick looks again


def test_a_policy_may_refuse_a_humans_action_the_engine_would_take() -> None:
    class NoHumanClaps(CountPolicy):
        def check_human(self, table: TableDirector, action: object) -> None:
            if isinstance(action, Clap):
                raise IllegalAction("humans do not clap here", code="no_claps")

    director = TableDirector(CountState(3), NoHumanClaps(), {1: (NORMAL, None), 2: (NORMAL, None)}, seed=1)
    with pytest.raises(IllegalAction) as refused:
        director.human_act(Clap(0))
    assert refused.value.code == "no_claps" and director.state.claps == 0 and director.tally.events == []
