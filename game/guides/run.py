"""A guided game being played: which step it is at, what the bots are cued to do, what the player
may do. Pure: the guided table (game/ui/guide/) hands it every move, wink and event, and the time.

A step waits (`WAITING`) until what ends it happens; then its `done` line shows (`DONE`) until the
player presses Next, or the next step begins at once if it has none. After the last step the guide
is `OVER` (the closing line). A move, or a signal of the player's, that the waiting step does not
expect is refused (`judge_move`, `judge_wink`): it is not played, and `mistake` says why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .guide import MOVE, NEXT, SIGNAL, Cue, Guide, Place, Step, move_fields, signal_fields

WAITING = "waiting"
DONE = "done"
OVER = "over"
MISTAKE = "guide.mistake"  # the kit's own words for a move the step does not want
WAIT_NEXT = "guide.wait_next"  # a move while the step only asks to read and press Next


@dataclass
class Pending:
    cue: Cue
    at: float  # sim time it is due


class GuideRun:
    def __init__(
        self, guide: Guide, start: int, now: float, reached: Callable[[str], None] = lambda _name: None
    ) -> None:
        """At step `start` (the table already brought there: `guide.state_at`); `reached` is told
        the name of each step begun (the player's progress)."""
        if not 0 <= start < len(guide.steps):
            raise ValueError(f"a guide of {len(guide.steps)} steps has no step {start}")
        self.guide = guide
        self.index = start
        self.phase = WAITING
        self.reached = reached
        self.pending: list[Pending] = []
        self.mistake = ""  # catalogue key of the last refused move ("": none since the step began)
        self.mistakes = 0  # refused moves, in all
        self.changed = 0  # counts every change of what the guide says (the screen redraws its words)
        self.begin(now)

    @property
    def step(self) -> Step:
        return self.guide.steps[min(self.index, len(self.guide.steps) - 1)]

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def waits_next(self) -> bool:
        """The player is to press Next: the step asks it, or its done line is showing."""
        return self.phase == DONE or (self.phase == WAITING and self.step.ends.kind == NEXT)

    def begin(self, now: float) -> None:
        self.phase = WAITING
        self.mistake = ""
        self.pending = [Pending(c, now + c.at_s) for c in self.step.cues]
        self.changed += 1
        self.reached(self.step.name)

    # ------------------------------------------------------------ time
    def due(self, now: float) -> list[Cue]:
        """The cues whose time has come (a repeating look or wink is due again later)."""
        ready = [p for p in self.pending if p.at <= now]
        if not ready:
            return []
        kept = [p for p in self.pending if p.at > now]
        for p in ready:
            if p.cue.every_s > 0 and self.phase == WAITING:
                kept.append(Pending(p.cue, now + p.cue.every_s))
        self.pending = kept
        return [p.cue for p in ready]

    # ------------------------------------------------------------ what the player does
    def judge_move(self, action: Any) -> bool:
        """Whether the player's `action` may be played now (else `mistake` says why)."""
        step = self.step
        if self.phase == WAITING and step.ends.met(MOVE, move_fields(action)):
            return True
        self.refuse()
        return False

    def judge_signal(self, seat: int, signal: str, target: int | None, seen_by: tuple[int, ...] = ()) -> bool:
        """Whether the player may make `signal` (a wink, a gesture) at `target` now, `seen_by`
        looking at them (the rules' own check comes after)."""
        step = self.step
        if self.phase == WAITING and step.ends.met(SIGNAL, signal_fields(seat, signal, target, seen_by)):
            return True
        self.refuse()
        return False

    def refuse(self) -> None:
        step = self.step
        waiting_next = self.waits_next() or self.over
        self.mistake = WAIT_NEXT if waiting_next else (step.mistake or MISTAKE)
        self.mistakes += 1
        self.changed += 1

    def saw(self, kind: str, fields: dict[str, Any], now: float) -> None:
        """Something happened at the table (a move, a signal, an event): it may end the step."""
        if self.phase == WAITING and self.step.ends.met(kind, fields):
            self.complete(now)

    def next(self, now: float) -> bool:
        """The player pressed Next (or Space); True if the guide went on."""
        if self.phase == DONE:
            self.advance(now)
            return True
        if self.phase == WAITING and self.step.ends.kind == NEXT:
            self.complete(now)
            return True
        return False

    # ------------------------------------------------------------ the steps
    def complete(self, now: float) -> None:
        """The step is done: the cued moves it has not made yet are made now (a resumed table
        replays every cued move of the steps before it), then its done line, or the next step."""
        self.pending = [Pending(p.cue, now) for p in self.pending if p.cue.do == "act"]
        if self.step.done:
            self.phase = DONE
            self.mistake = ""
            self.changed += 1
        else:
            self.advance(now)

    def advance(self, now: float) -> None:
        if self.index + 1 >= len(self.guide.steps):
            self.phase = OVER
            self.mistake = ""
            self.changed += 1
            return
        owed = [p for p in self.pending if p.cue.do == "act"]
        self.index += 1
        self.begin(now)
        self.pending = owed + self.pending

    def point(self) -> Place | None:
        """Where what the guide says now points (None: nothing; the closing line points at nothing)."""
        if self.phase == OVER:
            return None
        step = self.step
        if self.phase == DONE and step.done_point is not None:
            return step.done_point
        return step.point

    def line(self) -> str:
        """The catalogue key of what the guide says now."""
        if self.phase == OVER:
            return self.guide.closing
        if self.phase == DONE:
            return self.step.done
        return self.step.line
