"""A recorded table played back (`game.bots.recording`): for each game, a whole seeded table, of
bots alone and with a human, replayed with the same steps is the live table at every tick: its
clock, its events, its state after each action, every seat's observation, every face, and the
seat shown thinking."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from typing import Any

import pytest

from game.bots.director import NOW, TableDirector
from game.bots.profile import BOT_BEGINNER, BOT_EXPERT, BOT_NORMAL
from game.bots.recorded import RecordedTable
from game.bots.recording import Recording
from game.bots.wink.policy import WinkPolicy
from game.bots.winkybilly.policy import WinkyBillyPolicy
from game.bots.winkybilly.signals import secret_signals
from game.bots.zwoggel.policy import ZwoggelPolicy
from game.rules import wink, winkybilly, zwoggel
from game.rules.core import Event, IllegalAction
from game.social.gaze import GRID
from game.social.profile import BEGINNER, EXPERT, NORMAL
from game.social.signals import GESTURES

from .replaying import ENGINES, STEP, Human, Live, check_replay, play_live, stamped

SOCIAL = [EXPERT, NORMAL, BEGINNER, NORMAL]
DECIDE = {
    "wink": [BOT_EXPERT, BOT_NORMAL, BOT_BEGINNER, BOT_NORMAL],
    "winkybilly": [BOT_EXPERT, BOT_NORMAL, BOT_BEGINNER, BOT_NORMAL],
    "zwoggel": [BOT_NORMAL, BOT_BEGINNER, BOT_NORMAL],  # (an expert's search would only cost time)
}
HUMAN = 0


def new_table(game: str, seed: int, humans: tuple[int, ...] = ()) -> Callable[[Any], TableDirector]:
    """A seeded table of `game` (the seats in `humans` played by people), given its trace sink."""
    if game == "wink":
        state, policy = wink.new_game("wink-fr", 4, seed=seed, first_seat=HUMAN), WinkPolicy()
    elif game == "winkybilly":
        state, policy = winkybilly.new_game(4, seed=seed), WinkyBillyPolicy(secret_signals(2, seed))
    else:
        state, policy = zwoggel.new_game(3, seed=seed, first_seat=HUMAN), ZwoggelPolicy()
    bots = {s: (SOCIAL[s], p) for s, p in enumerate(DECIDE[game]) if s not in humans}
    return lambda trace: TableDirector(state, policy, bots, seed=seed, trace=trace)


def others(director: TableDirector, seat: int) -> list[int]:
    return [s for s in range(director.state.n) if s != seat]


def human(game: str) -> Human:
    """A human at seat 0 who looks around, winks or gestures now and then, and moves at random
    (on its turn in turn-based games, at any moment in WinkyBilly), first at once if it may."""

    def move(director: TableDirector, rng: random.Random) -> list[Event]:
        state, events = director.state, []
        if rng.random() < 0.05:
            director.human_look(HUMAN, rng.choice([*others(director, HUMAN), GRID]))
        if game == "winkybilly" and rng.random() < 0.01:
            director.human_gesture(
                HUMAN, rng.choice(list(GESTURES)), rng.choice([*others(director, HUMAN), None])
            )
        elif game == "wink" and rng.random() < 0.01:
            director.human_wink(HUMAN, rng.choice(others(director, HUMAN)))  # refused at non-partners
        if state.is_over():
            return events
        if game == "winkybilly":  # swaps and the holster; a call now and then, and a couch's look
            if rng.random() < 0.03:
                moves = [a for a in state.legal_actions(HUMAN) if type(a).__name__ in ("Swap", "Done")]
                if moves:
                    events += director.human_act(stamped(rng.choice(moves)))
            if rng.random() < 0.0005:
                with contextlib.suppress(IllegalAction):
                    events += director.human_act(stamped(rng.choice(state.legal_actions(HUMAN).as_list())))
            if rng.random() < 0.005:
                with contextlib.suppress(IllegalAction):
                    events += director.human_act(winkybilly.Look(HUMAN, NOW))
        elif state.current == HUMAN and (director.t == 0.0 or rng.random() < 0.03):
            events += director.human_act(rng.choice(list(state.legal_actions(HUMAN))))
        return events

    return move


GAMES = ("wink", "winkybilly", "zwoggel")


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_table_of_bots_replays_exactly_at_every_tick(game: str) -> None:
    live = play_live(new_table(game, seed=7))
    assert live.director.state.is_over() and len(live.ticks) > 1000
    table = check_replay(live)
    assert table.bots == frozenset(range(live.director.state.n)) and table.humans == frozenset()


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_table_with_a_human_replays_exactly_at_every_tick(game: str) -> None:
    live = play_live(new_table(game, seed=11, humans=(HUMAN,)), human(game), seed=11)
    assert live.director.state.is_over()
    history = live.director.state.history
    mine = [a for a in history if getattr(a, "seat", None) == HUMAN]
    assert mine and len(mine) < len(history)  # the human moved, and so did the bots
    if game != "winkybilly":
        assert live.opening.events  # the human's first move, before the first tick
    table = check_replay(live)
    assert table.humans == {HUMAN} and HUMAN not in table.bots


class Thinking(ZwoggelPolicy):
    """A policy whose table shows a bot thinking while its decision is pending (an inline thinker
    decides at once, so it would never show)."""

    def thinking(self) -> int | None:
        pending = self.thinker.pending()
        return None if pending is None else pending.seat


def test_the_seat_shown_thinking_is_recorded_once_a_tick_and_replayed() -> None:
    state = zwoggel.new_game(2, seed=3, first_seat=0)
    bots = {s: (NORMAL, BOT_NORMAL) for s in range(2)}
    live = play_live(lambda trace: TableDirector(state, Thinking(), bots, seed=3, trace=trace))
    shown = [tick.thinking for tick in live.ticks]
    assert {0, 1, None} <= set(shown)
    records = [line for line in live.text.splitlines() if '"kind":"thinking"' in line]
    changes = sum(a != b for a, b in zip([None, *shown], shown, strict=False))
    assert len(records) == changes  # one record a change
    check_replay(live)


def test_the_live_director_shows_what_it_noted_at_the_last_tick() -> None:
    state = zwoggel.new_game(2, seed=3, first_seat=1)
    policy = Thinking()
    director = TableDirector(state, policy, {1: (NORMAL, BOT_NORMAL)}, seed=3)
    while director.thinking() is None:
        director.step(STEP)
    assert director.thinking() == 1 == policy.thinking()
    policy.thinker.poll()  # the decision comes between two ticks…
    assert policy.thinking() is None and director.thinking() == 1  # …and shows at the next one
    director.step(STEP)
    assert director.thinking() is None


# ------------------------------------------------------------------ the recorded table's answers
@pytest.fixture(scope="module")
def live() -> Live:
    return play_live(new_table("zwoggel", seed=5, humans=(HUMAN,)), human("zwoggel"), seed=5)


def test_a_replay_takes_no_moves(live: Live) -> None:
    table = Recording(live.text.splitlines(), ENGINES).table()
    before = table.state.to_json()
    with pytest.raises(IllegalAction) as refused:
        table.human_act(table.state.legal_actions(HUMAN)[0])
    assert refused.value.code == "replay"
    assert table.human_wink(HUMAN, 1) is False and table.human_gesture(HUMAN, "nod", 1) is False
    table.human_look(HUMAN, 1)
    assert table.social.pose(HUMAN) == Recording(live.text.splitlines(), ENGINES).table().social.pose(HUMAN)
    assert table.state.to_json() == before
    table.close()
    table.close()


def moment(table: RecordedTable) -> tuple[Any, ...]:
    n = table.state.n
    seen = [table.observe(s) for s in (None, *range(n))]
    return table.t, table.state.to_json(), seen, [table.social.pose(s) for s in range(n)], table.thinking()


def test_seeking_shows_the_moment_stepping_reaches_forward_and_back(live: Live) -> None:
    recording = Recording(live.text.splitlines(), ENGINES)
    stepped, sought = recording.table(), recording.table()
    marks = {300: None, 1200: None, len(live.ticks) - 1: None}
    for i in range(len(live.ticks)):
        stepped.step(STEP)
        if i in marks:
            marks[i] = moment(stepped)
    for i in (1200, 300, len(live.ticks) - 1, 300):  # forward, back, to the end, back again
        wanted = marks[i]
        assert wanted is not None
        sought.seek(wanted[0])
        assert moment(sought) == wanted
    sought.seek(live.director.t + 100.0)  # past the end of a game that ended: its end
    assert sought.t == live.director.t and sought.over


def test_a_seek_gives_the_events_on_the_way(live: Live) -> None:
    table = Recording(live.text.splitlines(), ENGINES).table()
    middle = live.ticks[len(live.ticks) // 2].t
    first = table.seek(middle)
    rest = table.seek(live.director.t)
    assert first + rest == [e for tick in live.ticks for e in tick.events]
    assert table.seek(0.0) == table.opening and table.t == 0.0  # back to the opening
