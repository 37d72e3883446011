"""Runs any table on the sim clock: the engine, the faces, the humans, and a bot in every bot seat.

The generic half of every table (DESIGN.md, "Tables: one kit, three games"); a game plugs in its
`Policy`, which says what differs. Pure (no arcade): the table views, `simulate --bots` and the
tests all drive it with `step(dt)`; humans act through the `human_*` methods.

One tick (`step`): the faces move and the bots' eyes judge what they saw; the actions time alone
brings are applied (real-time games); every bot perceives, looks, signals and may act out of
turn; then the bot whose turn it is acts, once its think time is over. Each seat's observation is
computed once for each state the engine is in, and shared by everything that needs it until a move
changes the state (an engine's observation depends on its state alone): observations are shared,
so nobody may change one.

Real-time engines take the game clock in their actions (`t`). An action may leave it to the
director: built with the placeholder `NOW` in its `t` field, or as a factory `lambda t: ...`, it
gets the director's sim time stamped in before the engine sees it.

A table may be recorded (`trace`, see `game.bots.trace`): its header first, then everything a
replay needs to draw it again exactly (`game.bots.recording`): every action applied, with the
engine's JSON of it (the policy's `engine` encodes it) at the sim time it was applied; every
gaze, signal and fidget of the faces (the social table writes them); and which bot the table
shows thinking, noted once a tick (`thinking()` answers what was noted, so that a recording
shows what the live table showed).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from ..rules.core import Event, GameState, IllegalAction, Observation
from ..rules.engine import Engine
from ..social.gaze import GRID
from ..social.profile import SocialProfile
from ..social.signals import GESTURES, WINK, Signal
from ..social.table import Perceived, SocialTable
from .pace import Pace
from .profile import BotProfile
from .trace import header

THINK_S = (2.5, 4.5)  # how long a bot looks around before it acts on its turn (unless its game says)
NOW: float = math.nan  # the `t` of an action to be applied at the director's sim time
RNG_SALT = 0xB075  # the director's generator is seeded apart from the faces'
# What a game's policy and its director are typed by: the game's state, its observations (what
# the state's observation(seat) gives), and its bots (what the policy's new_bot makes).
State = TypeVar("State", bound="GameState[Any]")
Obs = TypeVar("Obs", bound=Observation)
Bot = TypeVar("Bot")


def stamp(action: Any, t: float) -> Any:
    """`action` at the game clock `t`: a factory is called with `t`, and a placeholder `t` field
    (`NOW`, or any NaN) is replaced by it; anything else is left as it is."""
    if callable(action):
        return action(t)
    fields = getattr(action, "_fields", ())
    if "t" in fields and action.t != action.t:  # NaN: the only value unequal to itself
        return action._replace(t=t)
    return action


@dataclass(frozen=True)
class TableArgs:
    """What a game's policy may need from the table it plays at, besides the state: each team's
    secret signal (team -> gesture, for team games), and whether searching bots think in a worker
    process (a live table) or inline, by playout count (tests, `simulate`: the same seed gives
    the same game on any machine)."""

    signals: Mapping[int, str] = field(default_factory=dict)
    worker: bool = False


@dataclass
class Tally:
    """What happened at a table, for `simulate`, the log and the tests: every engine event, and
    the social counts. A game's policy may add its own counts in a subclass (`Policy.new_tally`)."""

    winks: int = 0
    winks_caught_by_others: int = 0  # winks caught by at least one watcher that was not the target
    events: list[Event] = field(default_factory=list)
    winks_of: dict[int, int] = field(default_factory=dict)  # seat -> winks it sent
    signals_of: dict[int, int] = field(default_factory=dict)  # seat -> deliberate gestures it made
    caught_of: dict[int, int] = field(default_factory=dict)  # seat -> its winks caught by others


class Policy(Generic[State, Obs, Bot]):
    """What one game's bots do at a table; subclass it (`Policy[WinkState, WinkObservation,
    WinkBot]`: the game's state, observation and bot) and override what the game needs.

    Every hook gets the director (`table`: its `observe(seat)`, `social`, `t`, `rng`, `state`),
    the seat and that seat's bot. A hook hands its bot only the seat's observation and what its
    own eyes caught; only `may_wink` and `check_human` judge by the rules.
    """

    think_s: tuple[float, float] = THINK_S
    gestures: bool = False  # faces make gestures as signals (see SocialTable)
    # The game's engine: a recorded table keeps its actions as the engine's JSON (`trace`).
    engine: Engine | None = None
    # Whether the setting "Bots wink on their own timing" applies: its bots signal to humans.
    signals_to_humans: bool = True

    def new_bot(self, seat: int, profile: BotProfile, rng: random.Random) -> Bot:
        """The bot of `seat`, from its decision profile and its own generator."""
        raise NotImplementedError

    def new_tally(self) -> Tally:
        return Tally()

    def begin(self, state: State) -> None:
        """Called once when the table opens (a referee's note for the trace's truth, say)."""

    # ------------------------------------------------------------ turns
    def turn_seat(self, state: State) -> int | None:
        """The seat whose turn it is (it acts through `turn_action`), or None: nobody's turn."""
        return None

    def starts_turn(self, event: Event) -> bool:
        """Whether `event` begins a turn, which restarts the think time."""
        return event.kind == "turn"

    def turn_action(self, table: TableDirector[State, Obs, Bot], seat: int, bot: Bot) -> Any | None:
        """The action of the bot whose turn it is, once its think time is over; None: not yet
        (a decision still being searched off the drawing path, say): asked again next tick."""
        raise NotImplementedError

    # ------------------------------------------------------------ every tick
    def time_actions(self, table: TableDirector[State, Obs, Bot]) -> Iterable[Any]:
        """Actions time alone brings now (a real-time engine's clock tick), applied first."""
        return ()

    def perceive(
        self, table: TableDirector[State, Obs, Bot], seat: int, bot: Bot, caught: list[Perceived]
    ) -> None:
        """Hand the bot what its eyes caught this tick (`caught` holds every seat's)."""

    def gaze(self, table: TableDirector[State, Obs, Bot], seat: int, bot: Bot) -> int | None:
        """Where the bot wants to look now (a seat, GRID, HAND), or None to let its eyes wander."""
        return None

    def signal(self, table: TableDirector[State, Obs, Bot], seat: int, bot: Bot) -> None:
        """Winks and gestures: the bot makes them through `table.wink`."""

    def act(self, table: TableDirector[State, Obs, Bot], seat: int, bot: Bot) -> Any | None:
        """An action the bot takes now, whoever's turn it is (an accusation, a swap), or None."""
        return None

    def gestured(self, table: TableDirector[State, Obs, Bot], signal: Signal) -> None:
        """A deliberate signal was just made (by a bot or a human): a game may note it."""

    # ------------------------------------------------------------ humans and the record
    def actor(self, action: Any) -> int | None:
        """The seat an action is made by (None: nobody's, such as time passing)."""
        return getattr(action, "seat", None)

    def check_human(self, table: TableDirector[State, Obs, Bot], action: Any) -> None:
        """Refuse (IllegalAction) a human's action the engine would take but the table must not."""

    def may_wink(self, table: TableDirector[State, Obs, Bot], seat: int, target: int) -> bool:
        """Whether the rules let `seat` wink at `target` now (a refused wink makes no signal)."""
        return True

    def may_gesture(
        self, table: TableDirector[State, Obs, Bot], seat: int, kind: str, target: int | None
    ) -> bool:
        """Whether the rules let `seat` make gesture `kind` at `target` now."""
        return False

    def count(self, tally: Tally, events: list[Event]) -> None:
        """Count the game's own figures from the events of one action."""

    def verdict(self, events: list[Event]) -> Any:
        """What an action came to, for the trace (by default the kinds of its events)."""
        return [e.kind for e in events]

    def truth(self, state: State) -> dict[str, Any]:
        """The post-game reveal, for the trace's last record of a game."""
        return {}

    def facts(self) -> dict[str, Any]:
        """What the table was dealt besides the engine's state, for the trace's header (a team
        game's secret signals): a replay shows each seat what it knew."""
        return {}

    # ------------------------------------------------------------ the table's life
    def thinking(self) -> int | None:
        """The bot seat whose decision is being searched right now (off the drawing path), if any."""
        return None

    def close(self) -> None:
        """The table closes: stop what the policy started (a worker process). Idempotent."""


class TableDirector(Generic[State, Obs, Bot]):
    """One table on the sim clock: `state` (a rules engine), `social`, the bots of `policy`; the
    live source a table view draws from (`source.TableSource`)."""

    live = True  # the humans act through it

    def __init__(
        self,
        state: State,
        policy: Policy[State, Obs, Bot],
        bots: Mapping[int, tuple[SocialProfile, BotProfile]],
        seed: int,
        human_profile: SocialProfile | None = None,
        think_s: tuple[float, float] | None = None,
        trace: Callable[[dict[str, Any]], None] | None = None,
        humans_look_back: bool = False,
        setup: Mapping[str, Any] | None = None,
        pace: Pace | None = None,
        start: float = 0.0,
    ) -> None:
        """`bots` maps each bot seat to its social and decision profiles; the other seats are humans.

        `trace` receives the table's life as records (see `game.bots.trace`), its header first
        (with `setup`, what the caller set the table up from, if it gives it). With
        `humans_look_back` (where the policy's bots signal to humans), a human counts as meeting
        the eyes of every bot that looks at it (for players who cannot steer a pointer): bots then
        wink at them on their own timing. The policy says whether faces make gestures as signals
        and how long a bot looks around before acting on its turn (`think_s` overrides it).

        `pace`: the table's pace (pace.py), at a table with a human only (bots alone play at their
        own speed): it stretches the bots' turn think time, and the policy reads the rest.

        `start`: the sim time the table begins at: a resumed real-time game's clock (its actions
        are stamped with the director's time, which may not go back), 0 for a new deal."""
        self.state = state
        self.policy = policy
        policy.begin(state)
        n = state.n
        humans = frozenset(s for s in range(n) if s not in bots)
        profiles = [bots[s][0] if s in bots else (human_profile or SocialProfile()) for s in range(n)]
        self.trace = trace
        self.social = SocialTable(
            profiles, seed, humans=humans, record=trace, gestures=policy.gestures, start=start
        )
        if trace is not None:
            if policy.engine is None:
                raise ValueError("a recorded table needs its policy's engine, to record its actions")
            faces = [self.social.idle(s) for s in range(n)]
            trace(header(policy.engine, state, humans, faces, setup, policy.facts()))
        self.social.aim = self._aim
        if humans_look_back and policy.signals_to_humans:
            self.social.looks_back = humans
        self.rng = random.Random(seed ^ RNG_SALT)
        self.bots = {
            s: policy.new_bot(s, bots[s][1], random.Random(self.rng.getrandbits(32))) for s in sorted(bots)
        }
        self.pace = pace if humans else None
        own = policy.think_s if think_s is None else think_s
        self.think_s = own if self.pace is None else self.pace.think_s(own)
        self.tally = policy.new_tally()
        self._seen: dict[int | None, Obs] = {}  # the observations of the state as it is, by seat
        self._seen_moves = len(state.history)  # the state's moves when `_seen` was made
        self._caught: set[Signal] = set()  # winks a watcher other than their target caught
        self.act_at = self._think_time()
        self._thinking: int | None = None  # the bot seat shown thinking, as noted last
        self._note_thinking()

    @property
    def t(self) -> float:
        return self.social.t

    def _think_time(self) -> float:
        return self.social.t + self.rng.uniform(*self.think_s)

    def observe(self, seat: int | None) -> Obs:
        """`state.observation(seat)`, computed once for each state (again after any move). Shared:
        whoever reads it must not change it."""
        seen, moves = self._seen, len(self.state.history)
        if moves != self._seen_moves:  # the state moved on (here, or applied by a scene or test)
            seen.clear()
            self._seen_moves = moves
        elif seat in seen:
            return seen[seat]
        obs = seen[seat] = self.state.observation(seat)
        return obs

    def forget_observations(self) -> None:
        """After the state was changed other than through this director (a scene, a test)."""
        self._seen.clear()

    # ------------------------------------------------------------ time
    def step(self, dt: float) -> list[Event]:
        """Advance the table by `dt`; returns the engine events that happened meanwhile."""
        state, policy = self.state, self.policy
        if state.is_over():
            return []
        events: list[Event] = []
        caught = self.social.step(dt)
        self._count(caught)
        for action in policy.time_actions(self):
            events += self._apply(action)
        bots = self.bots
        for seat, bot in bots.items():
            policy.perceive(self, seat, bot, caught)
        for seat, bot in bots.items():
            policy.signal(self, seat, bot)
            if not state.is_over():
                action = policy.act(self, seat, bot)
                if action is not None:
                    events += self._apply(action)
        turn = policy.turn_seat(state)
        if not state.is_over() and turn is not None and turn in bots and self.t >= self.act_at:
            action = policy.turn_action(self, turn, bots[turn])
            if action is not None:
                events += self._apply(action)
        self._note_thinking()
        return events

    def _note_thinking(self) -> None:
        """Which bot's decision is being searched, noted once a tick (and recorded when it changes):
        a search in a worker ends at any moment, and the table shows what was noted."""
        seat = self.policy.thinking()
        if seat != self._thinking:
            self._thinking = seat
            if self.trace is not None:
                self.trace({"t": self.t, "kind": "thinking", "seat": seat})

    def _aim(self, seat: int) -> int | None:
        bot = self.bots.get(seat)
        return None if bot is None else self.policy.gaze(self, seat, bot)

    def _count(self, caught: list[Perceived]) -> None:
        tally = self.tally
        for p in caught:
            signal, sight = p.signal, p.sight
            caught_by_other = sight.seat == signal.seat and p.observer != signal.target
            if signal.kind == "wink" and caught_by_other and signal not in self._caught:
                self._caught.add(signal)  # once a wink, however many caught it
                tally.winks_caught_by_others += 1
                tally.caught_of[signal.seat] = tally.caught_of.get(signal.seat, 0) + 1
            if self.trace is not None:
                self.trace(
                    {
                        "t": self.t,
                        "kind": "perceived",
                        "seat": p.observer,
                        "of": sight.seat,
                        "signal": sight.kind,
                        "target": sight.target,
                        "certainty": sight.certainty,
                    }
                )

    def _apply(self, action: Any) -> list[Event]:
        action = stamp(action, self.t)  # (the trace records the time it was applied, not NOW)
        events = self.state.apply(action)
        self._seen.clear()  # the state changed: this tick's observations are stale
        starts_turn = self.policy.starts_turn
        for e in events:
            if starts_turn(e):
                self.act_at = self._think_time()
        self.policy.count(self.tally, events)
        self.tally.events.extend(events)
        if self.trace is not None:
            self._trace_action(action, events)
        return events

    def _trace_action(self, action: Any, events: list[Event]) -> None:
        """The action's record: its fields for a reader, the engine's JSON of it for a replay, at
        the sim time it was applied (an action's own clock field, if any, is in its JSON)."""
        trace, policy, t = self.trace, self.policy, self.t
        assert trace is not None and policy.engine is not None
        record = {
            "t": t,
            "kind": "action",
            "seat": policy.actor(action),
            "action": type(action).__name__.lower(),
        }
        fields: dict[str, Any] = getattr(action, "_asdict", dict)()
        record |= {k: v for k, v in fields.items() if k not in record}
        record |= {"result": policy.verdict(events), "move": policy.engine.action_to_json(action)}
        trace(record)
        if self.state.is_over():
            trace({"t": t, "kind": "truth", **policy.truth(self.state)})

    def wink(self, seat: int, target: int, eye: str = "left", duration: float | None = None) -> Signal:
        """`seat` winks at `target` now (a bot through its policy, or a human)."""
        signal = self.social.wink(seat, target, eye=eye, duration=duration)
        self.tally.winks += 1
        self.tally.winks_of[seat] = self.tally.winks_of.get(seat, 0) + 1
        return signal

    def gesture(self, seat: int, kind: str, target: int | None) -> Signal:
        """`seat` makes a gesture (or a wink) at `target` now, as a deliberate signal."""
        signal = self.social.gesture(seat, kind, target)
        self.tally.winks += kind == "wink"
        self.tally.signals_of[seat] = self.tally.signals_of.get(seat, 0) + 1
        self.policy.gestured(self, signal)
        return signal

    def thinking(self) -> int | None:
        """The bot seat whose decision is being searched, as noted at the last tick, else None."""
        return self._thinking

    def close(self) -> None:
        """The table closes (the view calls it): the policy stops what it started. Idempotent."""
        self.policy.close()

    # ------------------------------------------------------------ humans
    def human_act(self, action: Any | Callable[[float], Any]) -> list[Event]:
        """A human's action (or a factory of one, given the sim time); an illegal one raises
        IllegalAction and changes nothing."""
        action = stamp(action, self.t)
        if self.policy.actor(action) in self.bots:
            raise IllegalAction("that seat is played by a bot", code="bot_seat")
        self.policy.check_human(self, action)
        return self._apply(action)

    def human_look(self, seat: int, target: int) -> None:
        """The face under the human's pointer is what the human looks at, for the bots."""
        if seat not in self.bots and target != seat:
            self.social.look(seat, target if target >= 0 else GRID)

    def human_gesture(self, seat: int, kind: str, target: int | None) -> bool:
        """A human's gesture (their team's signal key, a phone's button), at the face they look
        at. Refused, with no signal, if the rules forbid it or the human is already making one
        (a signal or a wink). A gesture their face is making by itself (a fidget) does not refuse
        it: the person's signal cuts the fidget short and plays at once."""
        if seat in self.bots or target == seat or self.social.signalling(seat):
            return False
        if not self.policy.may_gesture(self, seat, kind, target):
            return False
        if kind in GESTURES or kind == WINK:  # (anything else: social.gesture says it is unknown)
            self.social.cut_fidget(seat)
        self.gesture(seat, kind, target)
        return True

    def human_wink(self, seat: int, target: int) -> bool:
        """A wink by a human at `target` (the key while pointing at the face). Refused, with no
        signal, if the rules forbid it or the human is winking already."""
        if not self.policy.may_wink(self, seat, target):
            return False
        if self.social.winking(seat):
            return False
        self.social.look(seat, target)
        self.wink(seat, target, eye="left")
        return True
