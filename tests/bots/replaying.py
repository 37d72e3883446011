"""Helpers for the recording tests: a live table recorded tick by tick, and its replay checked
against it, tick by tick. (No tests in this file.)"""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.bots.director import NOW, TableDirector
from game.bots.recorded import RecordedTable
from game.bots.recording import Recording
from game.bots.trace import TraceWriter
from game.games import specs
from game.rules.core import Event
from game.social.pose import Pose

ENGINES = {spec.name: spec.engine for spec in specs()}
STEP = 1 / 60
LIMIT_S = 1800.0
Human = Callable[[TableDirector, random.Random], list[Event]]  # a human's moves between two ticks


@dataclass
class Tick:
    """What a view could read from a table after one tick (and the human's moves after it)."""

    t: float
    events: list[Event]
    states: list[dict[str, Any]]  # the state's JSON after each action of the tick
    seen: list[Any]  # observe(None), observe(0), observe(1)…
    poses: list[Pose]
    thinking: int | None


@dataclass
class Live:
    """A live table played to its end, its trace written to a string, and what it showed."""

    director: TableDirector
    text: str
    opening: Tick  # before the first tick (a human may move then)
    opened: dict[str, Any]  # the state's JSON then
    ticks: list[Tick] = field(default_factory=list)


def after_each_action(state: Any, into: list[dict[str, Any]]) -> None:
    """Make `state` note its JSON after every action applied to it (its class becomes a subclass
    that does: the engines' states have slots)."""
    base = type(state)

    class Noting(base):  # type: ignore[misc, valid-type]
        __slots__ = ()

        def apply(self, action: Any) -> list[Event]:
            events = base.apply(self, action)
            into.append(self.to_json())
            return events

    state.__class__ = Noting


def snapshot(table: Any, events: list[Event], states: list[dict[str, Any]]) -> Tick:
    n = table.social.n
    return Tick(
        t=table.t,
        events=list(events),
        states=list(states),
        seen=[table.observe(seat) for seat in (None, *range(n))],
        poses=[table.social.pose(seat, table.t) for seat in range(n)],
        thinking=table.thinking(),
    )


def play_live(
    new_director: Callable[[Callable[[dict], None]], TableDirector],
    human: Human | None = None,
    seed: int = 0,
    limit_s: float = LIMIT_S,
) -> Live:
    """A table (made by `new_director(trace)`) played tick by tick to its end; a human, if any,
    moves between ticks, and once before the first."""
    out = io.StringIO()
    director = new_director(TraceWriter(out).game(0))
    rng = random.Random(seed)
    states: list[dict[str, Any]] = []
    after_each_action(director.state, states)
    opening = snapshot(director, human(director, rng) if human else [], states)
    live = Live(director, "", opening, director.state.to_json())
    while not director.state.is_over() and director.t < limit_s:
        states.clear()
        events = director.step(STEP)
        if human is not None:
            events += human(director, rng)
        live.ticks.append(snapshot(director, events, states))
    live.text = out.getvalue()
    return live


def check_replay(live: Live) -> RecordedTable:
    """Replay the live table's trace with the same steps and check it, tick by tick."""
    recording = Recording(live.text.splitlines(), ENGINES)
    table = recording.table()
    assert table.state.to_json() == live.opened
    assert snapshot(table, table.opening, live.opening.states) == live.opening
    states: list[dict[str, Any]] = []
    after_each_action(table.state, states)
    for tick in live.ticks:
        states.clear()
        events = table.step(STEP)
        assert table.t == tick.t
        assert events == tick.events, tick.t
        assert states == tick.states, tick.t
        replayed = snapshot(table, events, states)
        assert replayed.seen == tick.seen, tick.t
        assert replayed.poses == tick.poses, tick.t
        assert replayed.thinking == tick.thinking, tick.t
    assert table.state.to_json() == live.director.state.to_json()
    if table.over:  # an ended game stays where it ended, as the live one did
        t = table.t
        assert table.step(STEP) == [] and table.t == t == live.director.t
    return table


def stamped(action: Any) -> Any:
    """A legal action as a human's table makes it: a clock field is left to the director."""
    return action._replace(t=NOW) if "t" in getattr(action, "_fields", ()) else action
