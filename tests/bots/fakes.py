"""Two tiny games for the generic director: nothing of Wink's in them.

Count (turn-based): seats say the next number in turn; anyone may clap at any time; the game
ends at `goal`. Race (real time): seats tap, time passes by ticks; every action carries the
game clock `t`, which must be finite and never run backwards.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.bots.director import NOW, Policy, TableDirector
from game.rules.core import Event, IllegalAction


# ------------------------------------------------------------------ Count: turn-based
class Say(NamedTuple):
    seat: int
    number: int


class Clap(NamedTuple):
    seat: int


class CountState:
    def __init__(self, n: int, goal: int = 12) -> None:
        self.n, self.goal = n, goal
        self.total = self.current = self.claps = 0
        self.history: list[Any] = []

    def is_over(self) -> bool:
        return self.total >= self.goal

    def apply(self, action: Any) -> list[Event]:
        if self.is_over():
            raise IllegalAction("the game is over", code="game_over")
        if type(action) is Clap:
            self.claps += 1
            events = [Event("clap", {"seat": action.seat})]
        elif type(action) is Say and action.seat == self.current and action.number == self.total + 1:
            self.total += 1
            self.current = (self.current + 1) % self.n
            events = [Event("say", dict(action._asdict())), Event("turn", {"seat": self.current})]
        else:
            raise IllegalAction(f"{action!r} is not a move now", code="not_now")
        self.history.append(action)
        return events

    def observation(self, seat: int | None) -> dict[str, Any]:
        return {"seat": seat, "current": self.current, "total": self.total, "claps": self.claps}


@dataclass
class CountBot:
    seat: int
    profile: Any
    rng: random.Random
    claps_seen: list[int] = field(default_factory=list)
    clapped: bool = False


class CountPolicy(Policy):
    """Bots look at whoever's turn it is, say their number on their turn, clap once each; a seat
    may wink at its left neighbour only."""

    think_s = (0.2, 0.4)

    def new_bot(self, seat: int, profile: Any, rng: random.Random) -> CountBot:
        return CountBot(seat, profile, rng)

    def turn_seat(self, state: CountState) -> int:
        return state.current

    def turn_action(self, table: TableDirector, seat: int, bot: CountBot) -> Any:
        return Say(seat, table.observe(seat)["total"] + 1)

    def gaze(self, table: TableDirector, seat: int, bot: CountBot) -> int | None:
        return table.observe(seat)["current"]

    def act(self, table: TableDirector, seat: int, bot: CountBot) -> Any | None:
        bot.claps_seen.append(table.observe(seat)["claps"])
        if bot.clapped:
            return None
        bot.clapped = True
        return Clap(seat)

    def may_wink(self, table: TableDirector, seat: int, target: int) -> bool:
        return target == (seat + 1) % table.state.n


# ------------------------------------------------------------------ Race: real time
class Tap(NamedTuple):
    seat: int
    t: float


class Tick(NamedTuple):
    t: float


class RaceState:
    def __init__(self, n: int, goal: int = 20) -> None:
        self.n, self.goal = n, goal
        self.t = 0.0
        self.taps = [0] * n
        self.history: list[Any] = []

    def is_over(self) -> bool:
        return max(self.taps) >= self.goal

    def apply(self, action: Any) -> list[Event]:
        t = action.t
        if not (isinstance(t, float) and math.isfinite(t) and t >= self.t):
            raise IllegalAction(f"bad clock {t!r} at {self.t}", code="bad_clock")
        self.t = t
        self.history.append(action)
        if type(action) is Tick:
            return []
        self.taps[action.seat] += 1
        return [Event("tap", {"seat": action.seat, "t": t})]

    def observation(self, seat: int | None) -> dict[str, Any]:
        return {"seat": seat, "t": self.t, "taps": list(self.taps)}


@dataclass
class RaceBot:
    seat: int
    reaction_s: float
    rng: random.Random
    next_at: float = 0.0


class RacePolicy(Policy):
    """Time passes by a tick every 10th of a second; each bot taps after its reaction time, even
    seats with the placeholder `NOW`, odd ones with a factory of the action."""

    def new_bot(self, seat: int, profile: Any, rng: random.Random) -> RaceBot:
        return RaceBot(seat, profile, rng)

    def time_actions(self, table: TableDirector) -> list[Any]:
        state = table.state
        return [Tick(NOW)] if table.t - state.t >= 0.1 else []

    def act(self, table: TableDirector, seat: int, bot: RaceBot) -> Any | None:
        if table.t < bot.next_at:
            return None
        bot.next_at = table.t + bot.reaction_s * (0.5 + bot.rng.random())
        if seat % 2 == 0:
            return Tap(seat, NOW)
        return lambda t: Tap(seat, t)
