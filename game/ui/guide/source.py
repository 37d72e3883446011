"""The live table of a guided game: the game's director, its bots scripted (guides/script.py),
seen through the guide. Every move, wink and gesture of the player goes to the guide first (one
the step does not want is refused, not played); every event, and every wink or deliberate gesture
made at the table, goes to it after; its cues are played on time. Everything else is the
director's (`__getattr__`).
"""

from __future__ import annotations

from typing import Any

from ...bots.director import TableDirector, stamp
from ...guides.guide import EVENT, MOVE, SIGNAL, event_fields, move_fields, signal_fields
from ...guides.run import GuideRun
from ...guides.script import ScriptedPolicy
from ...rules.core import Event, IllegalAction
from ...social.signals import WINK

REFUSED = "guide_refused"  # the refusal's code (refusals.toml words it)


class GuidedSource:
    live = True

    def __init__(self, director: TableDirector[Any, Any, Any], run: GuideRun) -> None:
        policy = ScriptedPolicy(director.policy)
        director.policy = policy
        director.think_s = policy.think_s
        director.pace = None  # the guide sets the pace
        self.director = director
        self.policy = policy
        self.run = run
        self.signals: set[tuple[int, str, float]] = set()  # (seat, kind, start): told to the guide

    def __getattr__(self, name: str) -> Any:
        return getattr(self.director, name)

    @property
    def state(self) -> Any:
        return self.director.state

    @property
    def t(self) -> float:
        return self.director.t

    def step(self, dt: float) -> list[Event]:
        """The table moves on; then the guide's cues due now are played (a cued move on the bot's
        next tick), and the guide sees what happened."""
        director, run = self.director, self.run
        if run.guide.real_time and run.waits_next():
            return []  # the table stands still while the player reads (a real-time game's clock too)
        events = director.step(dt)
        self.saw_events(events)
        for cue in run.due(director.t):
            self.policy.cue(director, cue)
        self.saw_signals()
        return events

    def saw_events(self, events: list[Event]) -> None:
        for e in events:
            self.run.saw(EVENT, event_fields(e), self.director.t)

    def saw_signals(self) -> None:
        """Every signal aimed at a seat begun at the table (a wink, a deliberate gesture; a bot's
        or the player's), told to the guide once."""
        t = self.director.t
        for s in self.director.social.signals:
            key = (s.seat, s.kind, s.start)
            if s.target is not None and s.start <= t and key not in self.signals:
                self.signals.add(key)
                self.run.saw(SIGNAL, signal_fields(s.seat, s.kind, s.target), t)

    # ------------------------------------------------------------ the player
    def human_act(self, action: Any) -> list[Event]:
        action = stamp(action, self.director.t)  # (a factory, or NOW: the move as it will be played)
        if not self.run.judge_move(action):
            raise IllegalAction("the guide waits for another move", code=REFUSED)
        events = self.director.human_act(action)
        self.run.saw(MOVE, move_fields(action), self.director.t)
        self.saw_events(events)
        return events

    def human_wink(self, seat: int, target: int) -> bool:
        if not self.run.judge_signal(seat, WINK, target):
            return False
        if not self.director.human_wink(seat, target):
            return False
        self.saw_signals()
        return True

    def human_gesture(self, seat: int, kind: str, target: int | None) -> bool:
        if not self.run.judge_signal(seat, kind, target):
            return False
        if not self.director.human_gesture(seat, kind, target):
            return False
        self.saw_signals()
        return True

    def human_look(self, seat: int, target: int) -> None:
        self.director.human_look(seat, target)
