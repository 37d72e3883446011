"""The bots of a guided game: they look around as the game's own bots do, and act only on cue.

`ScriptedPolicy` wraps the game's policy: where the bots look (and what their eyes catch) is the
game's; their moves, winks and held looks come only from the guide's cues (`cue`), so that while a
step waits for the player, nobody else moves.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from ..bots.director import Policy, TableDirector, Tally
from ..bots.profile import BotProfile
from ..rules.core import Event
from ..social.signals import WINK, Signal
from ..social.table import Perceived
from .guide import Cue

Director = TableDirector[Any, Any, Any]
THINK_S = (0.3, 0.5)  # a cued turn is played this soon after it is due


class ScriptedPolicy(Policy[Any, Any, Any]):
    def __init__(self, inner: Policy[Any, Any, Any]) -> None:
        self.inner = inner
        self.engine = inner.engine
        self.gestures = inner.gestures
        self.think_s = THINK_S
        self.moves: dict[int, list[Any]] = {}  # seat -> its cued moves, first first

    def cue(self, table: Director, cue: Cue) -> None:
        """Do what `cue` says now: a move waits for the seat's next tick; a look or a signal is
        made at once (a signal only if the rules allow it and the face is not making one)."""
        social, seat, target = table.social, cue.seat, cue.target
        length = cue.hold_s or None
        if cue.do == "act":
            self.moves.setdefault(seat, []).append(cue.action)
        elif cue.do == "look":
            social.look(seat, target, hold=cue.hold_s)
        elif social.gesturing(seat):
            return
        elif cue.signal == WINK:
            if self.inner.may_wink(table, seat, target):
                table.wink(seat, target, duration=length)
        elif self.inner.may_gesture(table, seat, cue.signal, target):
            table.gesture(seat, cue.signal, target)  # (its length: the face's own)

    # ------------------------------------------------------------ the bots act only on cue
    def turn_action(self, table: Director, seat: int, bot: Any) -> Any | None:
        return None

    def act(self, table: Director, seat: int, bot: Any) -> Any | None:
        moves = self.moves.get(seat)
        return moves.pop(0) if moves else None

    def signal(self, table: Director, seat: int, bot: Any) -> None:
        """No wink but a cued one."""

    # ------------------------------------------------------------ the rest is the game's
    def new_bot(self, seat: int, profile: BotProfile, rng: random.Random) -> Any:
        return self.inner.new_bot(seat, profile, rng)

    def new_tally(self) -> Tally:
        return self.inner.new_tally()

    def begin(self, state: Any) -> None:
        self.inner.begin(state)

    def turn_seat(self, state: Any) -> int | None:
        return self.inner.turn_seat(state)

    def time_actions(self, table: Director) -> Iterable[Any]:
        return self.inner.time_actions(table)

    def perceive(self, table: Director, seat: int, bot: Any, caught: list[Perceived]) -> None:
        self.inner.perceive(table, seat, bot, caught)

    def gaze(self, table: Director, seat: int, bot: Any) -> int | None:
        return self.inner.gaze(table, seat, bot)  # (a cued look is held: the faces keep it)

    def gestured(self, table: Director, signal: Signal) -> None:
        self.inner.gestured(table, signal)

    def actor(self, action: Any) -> int | None:
        return self.inner.actor(action)

    def check_human(self, table: Director, action: Any) -> None:
        self.inner.check_human(table, action)

    def may_wink(self, table: Director, seat: int, target: int) -> bool:
        return self.inner.may_wink(table, seat, target)

    def may_gesture(self, table: Director, seat: int, kind: str, target: int | None) -> bool:
        return self.inner.may_gesture(table, seat, kind, target)

    def count(self, tally: Tally, events: list[Event]) -> None:
        self.inner.count(tally, events)

    def verdict(self, events: list[Event]) -> Any:
        return self.inner.verdict(events)

    def truth(self, state: Any) -> dict[str, Any]:
        return self.inner.truth(state)

    def facts(self) -> dict[str, Any]:
        return self.inner.facts()

    def close(self) -> None:
        self.inner.close()
