"""A practice session: the level's faces round a table, a wink at a moment nobody can predict (or
none: a catch trial), and the player names the face that winked, as fast as they can. After each
trial its verdict shows on the felt (caught in how many ms, missed, not that face, nobody winked,
too early); after the last, the session is kept in the player's progress and the results follow.

Modes: timed (an answer window), untimed (accuracy only: a "No wink" button and key answer too),
adaptive (the staircase sets each wink's length: game/practice/staircase.py).
"""

from __future__ import annotations

import random
from datetime import datetime

import arcade

from ...i18n import key_label, tr
from ...practice.faces import PracticeFaces
from ...practice.outcomes import Result
from ...practice.session import REST_S, Mode, PracticeSession
from ...social.signals import Signal
from ...store.levels import PracticeLevel
from ...store.practice_progress import SessionRecord
from ..kit.buttons import ButtonRow
from .clock import Clock
from .ring import verdict_colours
from .table import PracticeTableView
from .words import GOOD_OUTCOMES, ms, verdict


class PracticeTrialView(PracticeTableView):
    def __init__(
        self,
        level: PracticeLevel,
        number: int,
        mode: str,
        profile: str,
        seed: int | None = None,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(level, number, mode, profile, level.faces, clock)
        self.seed = random.randrange(1, 1_000_000) if seed is None else seed
        self.session = PracticeSession(
            level, self.seed, Mode(untimed=mode == "untimed", adaptive=mode == "adaptive")
        )
        self.faces = PracticeFaces(level, self.seed)
        self.shown_for: int | None = None  # the trial whose verdict is on the felt
        self.button = ButtonRow(["no_wink"]) if self.session.mode.untimed else None

    # ------------------------------------------------------------ time
    def tick(self, t: float) -> None:
        self.faces.advance(t)
        session = self.session
        ended = session.update(t)
        if ended is not None:
            self.tell(ended)
        trial = session.wink_now(t)
        if trial is not None and trial.face is not None:
            self.shut.add(self.faces.wink(trial.face, trial.eye, session.wink_ms))
        if (
            session.current is not None
            and self.shown_for is not None
            and self.shown_for != session.current.index
        ):
            self.shown_for = None  # a new trial: the last verdict goes
            self.verdict.text = ""
            self.ring.mark([])
        if session.over:
            if self.finish_at is None:
                self.finish_at = t + REST_S  # the last verdict stays a moment
            elif t >= self.finish_at:
                self.finish()

    def presented(self, signal: Signal, t: float) -> None:
        self.session.presented(t)

    def pose(self) -> None:
        self.pose_faces(self.faces.pose, self.faces.t)

    # ------------------------------------------------------------ answers
    def pick(self, face: int) -> None:
        self.answer(face)

    def no_wink(self) -> None:
        if self.session.mode.untimed:
            self.answer(None)

    def answer(self, face: int | None) -> None:
        result = self.session.respond(face, self.now())
        if result is not None:
            self.tell(result)

    def tell(self, result: Result) -> None:
        """A trial's verdict: on the felt, round the faces, and in a sound."""
        good = result.outcome in GOOD_OUTCOMES
        winked = result.trial.face
        self.say(verdict(result.outcome, result.rt_ms, winked, self.session.mode.untimed), good)
        self.shown_for = result.trial.index
        good_colour, bad_colour = verdict_colours(self.app.settings.colourblind_palette)
        marks = [] if winked is None else [(winked, good_colour)]
        if result.chosen is not None and result.chosen != winked:
            marks.append((result.chosen, bad_colour))
        self.ring.mark(marks)
        self.app.play("right" if good else "wrong")

    # ------------------------------------------------------------ words
    def counter_text(self) -> str:
        return tr("practice.trial", number=self.session.number, total=len(self.session.trials))

    def subtitle_text(self) -> str:
        line = super().subtitle_text()
        if self.session.staircase is not None:
            line += " · " + tr("practice.wink_now", time=ms(self.session.wink_ms))
        return line

    def status_text(self) -> str:
        if self.session.over or self.shown_for is not None:
            return ""
        if self.session.current is None:
            return ""
        if self.session.number == 1:  # the first trial: how to answer
            return tr("practice.how", key=key_label(self.app.settings.key_bindings["spot"]))
        return tr("practice.get_ready")

    def hint_text(self) -> str:
        key = "practice.hint_untimed" if self.session.mode.untimed else "practice.hint"
        return tr(key, **self.keys())

    # ------------------------------------------------------------ the button
    def room_below(self) -> float:
        return self.scale.px(52) * self.scale.text if self.button is not None else 0.0

    def layout(self) -> None:
        super().layout()
        if self.button is not None:
            s = self.scale
            keys = self.keys()
            self.button.set("no_wink", tr("practice.no_wink"), keys["no_wink"])
            area = arcade.LBWH(0, self.hint.y + s.px(14) * s.text, self.window.width, s.px(44) * s.text)
            self.button.layout(area, s.font(15))

    def draw_more(self) -> None:
        if self.button is not None:
            self.button.draw()

    def click(self, x: float, y: float) -> bool:
        if self.button is not None and self.button.at(x, y) == "no_wink":
            self.no_wink()
            return True
        return False

    # ------------------------------------------------------------ the end
    def played(self) -> int:
        return len(self.session.results)

    def finish(self) -> None:
        summary = self.session.summary()
        self.report(summary, SessionRecord.of_session(self.level.id, self.mode, summary, datetime.now()))
