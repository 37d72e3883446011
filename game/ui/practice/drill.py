"""The table drill: a game of Wink played by bots alone (the table director with Wink's policy),
who wink at their partners as they do at a real table; the player watches and names each pair they catch:
the face that winked, then the face it winked at (clicks, or their number keys). The faces blink,
fidget and wink at the level's pace. Scored as hits, wrong pairs, misses, false alarms and false
starts, with reaction times from the first presented frame of the shut eye (game/practice/drill.py).
"""

from __future__ import annotations

import random
from datetime import datetime

from ...bots.director import TableDirector
from ...bots.profile import BOT_NORMAL
from ...bots.wink.policy import WinkPolicy
from ...i18n import tr
from ...practice.drill import Drill, DrillResult
from ...practice.faces import STEP_S, face_rates
from ...practice.outcomes import Outcome
from ...practice.session import REST_S
from ...setup import SeatSetup, TableSetup
from ...social.signals import Signal
from ...store.levels import PracticeLevel
from ...store.practice_progress import SessionRecord
from .. import theme
from .clock import Clock
from .ring import verdict_colours
from .table import PracticeTableView
from .words import pair_verdict

LEAST_FACES = 4  # a Wink table seats at least four
PRE_ROLL_S = 30.0  # a new game is played on at once until its first call (the wait is no drill)
VERDICT_S = 2.5  # a verdict stays this long on the felt


class PracticeDrillView(PracticeTableView):
    def __init__(
        self,
        level: PracticeLevel,
        number: int,
        profile: str,
        seed: int | None = None,
        clock: Clock | None = None,
    ) -> None:
        n = max(LEAST_FACES, level.faces)
        super().__init__(level, number, "drill", profile, n, clock)
        self.seed = random.randrange(1, 1_000_000) if seed is None else seed
        self.drill = Drill(level)
        self.games = 0
        self.offset = 0.0  # the table's clock less the screen's
        self.seen: set[tuple[int, float]] = set()  # winks handed to the drill: (seat, start)
        self.call = ""  # the last call, in words
        self.verdict_until = 0.0
        self.deal(0.0)

    def deal(self, t: float) -> None:
        """A new game of bots (the next seed), played on at once to its first call."""
        n = self.ring.n
        names = self.ring.names
        seats = tuple(SeatSetup("bot", names[s], "normal", names[s]) for s in range(n))
        setup = TableSetup("wink", n, {}, seats, self.seed + self.games)
        self.games += 1
        profile = face_rates(self.level).profile
        self.state = setup.new_state()
        bots = {s: (profile, BOT_NORMAL) for s in range(n)}
        self.director = TableDirector(self.state, WinkPolicy(), bots, setup.seed)
        while self.director.t < PRE_ROLL_S and not self.calls(self.director.step(STEP_S)):
            pass
        self.offset = self.director.t - t
        self.shut.clear()

    def calls(self, events: list) -> bool:
        """Note the last call of these events; True if there was one."""
        called = [e for e in events if e.kind == "call"]
        if called:
            e = called[-1]
            self.call = tr("practice.calls", name=self.ring.names[e.data["seat"]], number=e.data["number"])
        return bool(called)

    # ------------------------------------------------------------ time
    def tick(self, t: float) -> None:
        director = self.director
        while director.t < t + self.offset - 1e-9 and not self.state.is_over():
            self.calls(director.step(min(STEP_S, t + self.offset - director.t)))
        for signal in director.social.signals:
            key = (signal.seat, signal.start)
            if signal.kind == "wink" and key not in self.seen:
                self.seen.add(key)
                self.drill.wink(signal, signal.start - self.offset)
                self.shut.add(signal)
        for result in self.drill.update(t):
            self.tell(result)
        if self.verdict.text and t >= self.verdict_until and self.drill.first is None:
            self.verdict.text = ""
            self.ring.mark([])
        if self.state.is_over():
            self.deal(t)
        if self.drill.over:
            if self.finish_at is None:
                self.finish_at = t + REST_S
            elif t >= self.finish_at:
                self.finish()

    def presented(self, signal: Signal, t: float) -> None:
        self.drill.presented(signal, t)

    def pose(self) -> None:
        self.pose_faces(self.director.social.pose, self.director.t)

    # ------------------------------------------------------------ answers
    def pick(self, face: int) -> None:
        result = self.drill.pick(face, self.now())
        if result is not None:
            self.tell(result)
        elif self.drill.first is not None:
            self.ring.mark([(face, theme.HIGHLIGHT)])
        else:
            self.ring.mark([])

    def tell(self, result: DrillResult) -> None:
        good = result.outcome is Outcome.HIT
        pair = None if result.winker is None or result.target is None else (result.winker, result.target)
        self.say(pair_verdict(result.outcome, result.rt_ms, pair), good)
        self.verdict_until = self.now() + VERDICT_S
        good_colour, bad_colour = verdict_colours(self.app.settings.colourblind_palette)
        marks = [] if pair is None else [(pair[0], good_colour), (pair[1], good_colour)]
        if result.named is not None:
            marks += [(face, bad_colour) for face in result.named if pair is None or face not in pair]
        self.ring.mark(marks)
        self.app.play("right" if good else "wrong")

    # ------------------------------------------------------------ words
    def counter_text(self) -> str:
        return tr("practice.winks_so_far", number=self.drill.judged, total=self.drill.winks)

    def status_text(self) -> str:
        if self.drill.first is not None:
            return tr("practice.name_target", number=self.drill.first[0] + 1)
        return self.call

    def hint_text(self) -> str:
        return tr("practice.hint_drill", **self.keys())

    # ------------------------------------------------------------ the end
    def played(self) -> int:
        return self.drill.judged

    def finish(self) -> None:
        summary = self.drill.summary()
        self.report(summary, SessionRecord.of_drill(self.level.id, summary, datetime.now()))
