"""The bots of the guided WinkyBilly table: they play a script and nothing else.

They never swap nor call of their own accord; their eyes wander as any face's do, and each
lesson moves them as it needs (`lesson`, set by the guide as its steps go):
- "signal": the partner watches the player; a second after the player's signal (the team's
  gesture, made at the partner) the partner shouts WINKY;
- "winky": the partner, holding four outlaws, looks at the player and makes the team's signal at
  them, slowly, again every few seconds until the player calls;
- "contre": the opponents look at each other, and the one holding four bartenders makes its
  team's signal at its partner, slowly, again every few seconds until the player calls.

The exchange never closes by itself while the guide waits for the player: before its idle time
runs out, the table takes the player's `Look` (the engine's own way of giving a player the whole
idle time again; see bots/winkybilly/waiting.py). The countdown runs as in any game.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from ...bots.director import NOW, TableArgs
from ...bots.profile import BotProfile
from ...bots.winkybilly.bot import WinkyBillyBot
from ...bots.winkybilly.policy import WinkyBillyDirector, WinkyBillyPolicy
from ...rules.winkybilly import Tick, Winky
from ...rules.winkybilly.actions import Look
from ...rules.winkybilly.phase import COUNTDOWN, EXCHANGE
from ...social.signals import Signal
from ...social.table import Perceived
from .table import OPPONENT, PARTNER, PLAYER, SIGNALLER

SLOW_S = 1.8  # a scripted signal lasts this long: slow enough to be seen by a first-timer
FIRST_S = 2.5  # a lesson's first signal comes this long after it began (or when eyes meet)
AGAIN_S = 5.0  # and again this long after the last one began, until the player answers
REACT_S = 0.8  # the partner shouts WINKY this long after the player's signal ended
LOOK_SHARE = 0.7  # share of a scripted face's glances that go where the lesson wants them
KEEP_OPEN_S = 1.0  # the player's look comes this long before the exchange would close


class GuideScript(WinkyBillyPolicy):
    """The guide's policy: the WinkyBilly table's record and rules (the parent's), bots that
    follow the script (`lesson`)."""

    gestures = False  # faces fidget with expressions only: every gesture on the table is a signal

    def __init__(self, signals: dict[int, str]) -> None:
        super().__init__(signals)
        self.lesson = ""
        self.since = 0.0  # when the lesson began, on the sim clock
        self.signalled: dict[int, Signal] = {}  # seat -> its last scripted signal
        self.heard: Signal | None = None  # the player's signal at the partner, in the signal lesson
        self.called = False  # the partner has shouted WINKY on it

    def begin_lesson(self, lesson: str, t: float) -> None:
        """The guide's step `lesson` begins at sim time `t`: the script's faces play it."""
        self.lesson, self.since = lesson, t

    def new_bot(self, seat: int, profile: BotProfile, rng: random.Random) -> WinkyBillyBot:
        return WinkyBillyBot(seat, profile, rng, signal=self.signals[seat % self.teams])

    # ------------------------------------------------------------ time
    def time_actions(self, table: WinkyBillyDirector) -> Iterable[Any]:
        state = table.state
        if state.is_over():
            return
        if state.phase is EXCHANGE and state.next_at - table.t <= KEEP_OPEN_S:
            yield Look(PLAYER, NOW)  # the table waits for the player
        elif state.phase is COUNTDOWN and state.next_at <= table.t:
            yield Tick(NOW)  # "COUP DE FEU!"

    # ------------------------------------------------------------ the bots
    def perceive(
        self, table: WinkyBillyDirector, seat: int, bot: WinkyBillyBot, caught: list[Perceived]
    ) -> None:
        """Nothing to judge: the script knows what it does."""

    def gaze(self, table: WinkyBillyDirector, seat: int, bot: WinkyBillyBot) -> int | None:
        wanted = self.wanted_look(seat)
        if wanted is not None and bot.rng.random() < LOOK_SHARE:
            return wanted
        return None

    def wanted_look(self, seat: int) -> int | None:
        """Where the lesson wants `seat`'s eyes, or None (they wander)."""
        if seat == PARTNER and self.lesson in ("signal", "winky"):
            return PLAYER
        if self.lesson == "contre" and seat in (OPPONENT, SIGNALLER):
            return SIGNALLER if seat == OPPONENT else OPPONENT
        return None

    def signal(self, table: WinkyBillyDirector, seat: int, bot: WinkyBillyBot) -> None:
        target = self.signal_target(seat)
        if target is None or table.social.gesturing(seat):
            return
        t, last = table.t, self.signalled.get(seat)
        meets = table.social.looks()[target] == seat
        due = self.since + FIRST_S if last is None or last.start < self.since else last.start + AGAIN_S
        if t >= due or (meets and (last is None or last.start < self.since)):
            kind = self.signals[seat % self.teams]
            made = table.social.gesture(seat, kind, target, duration=SLOW_S)
            table.tally.signals_of[seat] = table.tally.signals_of.get(seat, 0) + 1
            self.gestured(table, made)
            self.signalled[seat] = made

    def signal_target(self, seat: int) -> int | None:
        """Whom `seat` signals to in this lesson (None: it makes no signal)."""
        if self.lesson == "winky" and seat == PARTNER:
            return PLAYER
        if self.lesson == "contre" and seat == SIGNALLER:
            return OPPONENT
        return None

    def act(self, table: WinkyBillyDirector, seat: int, bot: WinkyBillyBot) -> Any | None:
        heard = self.heard
        if seat != PARTNER or heard is None or self.called:
            return None
        if table.t >= heard.end + REACT_S:
            self.called = True
            return Winky(PARTNER, NOW)
        return None

    # ------------------------------------------------------------ the player's signal
    def gestured(self, table: WinkyBillyDirector, signal: Signal) -> None:
        super().gestured(table, signal)
        mine = signal.seat == PLAYER and signal.kind == self.signals[PLAYER % self.teams]
        if mine and signal.target == PARTNER and self.lesson == "signal" and self.heard is None:
            self.heard = signal

    def signal_seen(self, seat: int, now: float) -> bool:
        """Whether `seat` has made its scripted signal in this lesson (begun by `now`)."""
        last = self.signalled.get(seat)
        return last is not None and self.since <= last.start <= now


def new_script(args: TableArgs) -> GuideScript:
    """The guide's policy (a `GameSpec.policy`-like factory): the teams' signals in `args`."""
    return GuideScript(dict(args.signals))
