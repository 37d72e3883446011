"""What the two practice tables share (a session of trials, the table drill): one clock for
everything, the faces round the table, the words along the top, a verdict in the middle of the
felt, and the player's answers by number key, pointer and Space, or click.

Reaction times count from the presentation of the first frame showing a wink's eye shut: each
frame, while posing the faces, `ShutFrames` notes which winks the frame shows shut; when the
window has flipped that frame it calls `on_flipped` (app.py), and the table reads its clock then.
The player's answers are read on the same clock as they arrive. Esc leaves for the practice screen
(the session is not kept): at once when no trial was played yet, else after asking (leave.py),
the clock standing still while the question shows.
"""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from collections.abc import Callable

import arcade

from ...i18n import key_label, tr
from ...practice.drill import DrillSummary
from ...practice.summary import Summary
from ...social.presented import ShutFrames
from ...social.signals import Signal
from ...social.table import Pose
from ...store.levels import PracticeLevel, load_personalities
from ...store.player import FACES
from ...store.practice_history import keep_session_in_background
from ...store.practice_progress import SessionRecord, load_progress, record_session
from .. import theme
from ..base import BaseView
from ..faces import HALF
from ..fit import fit_width
from ..input import bound
from ..widgets.term_help import Term, TermHelp
from .clock import Clock, WallClock
from .leave import LeaveConfirm
from .report import PracticeReport
from .ring import FaceRing, verdict_colours
from .words import DIGIT_KEYS, level_term_words, level_title, mode_label

CONTEXT = "practice"


def practice_faces(n: int, player_face: int) -> tuple[list[int], list[str]]:
    """`n` faces for a practice table and their names: never the player's own face, so at eight
    faces one face sits twice, worn by two personalities that share it (twins by their plates)."""
    people = load_personalities()
    faces = [f for f in range(FACES) if f != player_face]
    twins = [
        p.face
        for i, p in enumerate(people)
        if p.face != player_face and p.face in {q.face for q in people[:i]}
    ]
    faces += [f for f in dict.fromkeys(twins) if f in faces][: max(0, n - len(faces))]
    faces = (faces * (n // max(1, len(faces)) + 1))[:n]
    names, taken = [], set()
    for face in faces:
        wearers = [p.name for p in people if p.face == face and p.name not in taken]
        name = wearers[0] if wearers else f"{face + 1}"
        taken.add(name)
        names.append(name)
    return faces, names


class PracticeTableView(BaseView, metaclass=ABCMeta):
    def __init__(
        self, level: PracticeLevel, number: int, mode: str, profile: str, n: int, clock: Clock | None
    ) -> None:
        super().__init__()
        self.level, self.number, self.mode, self.profile = level, number, mode, profile
        self.clock = clock or WallClock()
        self.ring = FaceRing(*practice_faces(n, self.app.settings.player_face))
        self.shut = ShutFrames(HALF)
        self.pointed: int | None = None
        self.sizes: dict[arcade.Text, float] = {}  # each line's font size at 1280x720
        self.heading = self.line(20)
        self.counter = self.line(18, theme.HIGHLIGHT, "right")
        self.subtitle = self.line(14, theme.SIGHT)
        self.verdict = self.line(28, anchor_x="center", bold=True)
        self.status = self.line(15, theme.SIGHT, "center")
        self.hint = self.line(13, theme.SIGHT, "center")
        self.finish_at: float | None = None
        self.keep = True  # a finished session goes into the player's progress (not a scene's)
        self.leaving: LeaveConfirm | None = None  # the question before trials played are lost
        self.held = 0.0  # seconds the clock stood still while the question showed
        self.held_since: float | None = None
        self.terms = TermHelp()  # the level, the mode and the count in plain words, on hover or Tab

    def line(
        self,
        size: float,
        colour: tuple[int, int, int] = theme.WHITE,
        anchor_x: str = "left",
        bold: bool = False,
    ) -> arcade.Text:
        """A line of words, of `size` points at 1280x720 (it grows with the window and text size)."""
        text = arcade.Text(
            "", 0, 0, colour, size, font_name=theme.FONT, anchor_x=anchor_x, anchor_y="center", bold=bold
        )
        self.sizes[text] = size
        return text

    # ------------------------------------------------------------ the clock
    def now(self) -> float:
        """The table's time: the clock's, less the time the leaving question stood it still."""
        t = self.clock.now() if self.held_since is None else self.held_since
        return t - self.held

    def on_update(self, delta_time: float) -> None:
        self.clock.advance(delta_time)
        if self.leaving is None:
            self.tick(self.now())

    @abstractmethod
    def tick(self, t: float) -> None:
        """The faces and the session up to `t`."""

    def on_flipped(self) -> None:
        """The frame just drawn is on the screen now (GameWindow.flip)."""
        t = self.now()
        for shown in self.shut.flipped(t):
            self.presented(shown.signal, t)

    @abstractmethod
    def presented(self, signal: Signal, t: float) -> None:
        """`signal`'s eye was first presented shut at `t`."""

    # ------------------------------------------------------------ words and layout
    def layout(self) -> None:
        s, w, h = self.scale, self.window.width, self.window.height
        for text in self.sizes:
            text.text = ""  # every line is fitted again at the new size
        margin, top = s.px(28), h - s.px(30) * s.text
        self.heading.x, self.heading.y = margin, top
        self.counter.x, self.counter.y = w - margin, top
        self.subtitle.x, self.subtitle.y = margin, top - s.px(30) * s.text
        self.hint.x, self.hint.y = w / 2, s.px(18) * s.text
        bottom = self.hint.y + s.px(16) * s.text + self.room_below()
        area = arcade.LBWH(0, bottom, w, self.subtitle.y - s.px(14) * s.text - bottom)
        keys = [key_label(f"KEY_{i + 1}") for i in range(self.ring.n)]
        self.ring.layout(area, s.font(12), w, keys)
        cx, cy = self.ring.centre
        self.verdict.x, self.verdict.y = cx, cy + s.px(10)
        self.status.x, self.status.y = cx, cy - s.px(26) * s.text
        self.words()
        self.terms.set(self.term_places())
        if self.leaving is not None:
            self.leaving.layout(w, h, s)

    def term_places(self) -> list[Term]:
        """The terms along the top: the level, the mode, the count of trials (or winks)."""
        mode = "staircase" if self.mode == "adaptive" else f"mode.{self.mode}"
        count = "drill_winks" if self.mode == "drill" else "trial"
        return [
            Term("practice_terms.level", self.heading, level_term_words(self.level)),
            Term(f"practice_terms.{mode}", self.subtitle),
            Term(f"practice_terms.{count}", self.counter),
        ]

    def room_below(self) -> float:
        """Room kept above the hint line (for a button)."""
        return 0.0

    def words(self) -> None:
        """Set the texts that change (they are laid out again only when they do)."""
        w = self.window.width
        self.set_text(self.heading, self.heading_text(), w * 0.6)
        self.set_text(self.counter, self.counter_text(), w * 0.3)
        self.set_text(self.subtitle, self.subtitle_text(), w * 0.6)
        self.set_text(self.hint, self.hint_text(), w * 0.96)
        self.set_text(self.status, self.status_text(), w * 0.5)

    def set_text(self, text: arcade.Text, words: str, width: float) -> None:
        if text.text != words:
            text.text = words
            text.font_size = self.scale.font(self.sizes[text])
            fit_width(text, width)

    def heading_text(self) -> str:
        return level_title(self.level, self.number)

    def counter_text(self) -> str:
        return ""

    def subtitle_text(self) -> str:
        return f"{tr('practice.profile_is', name=self.profile)} · {mode_label(self.mode)}"

    @abstractmethod
    def hint_text(self) -> str: ...

    def status_text(self) -> str:
        return ""

    def say(self, words: str, good: bool) -> None:
        """The verdict of an answer, big in the middle of the table."""
        good_colour, bad_colour = verdict_colours(self.app.settings.colourblind_palette)
        self.verdict.color = good_colour if good else bad_colour
        self.set_text(self.verdict, words, self.window.width * 0.5)

    def keys(self) -> dict[str, str]:
        bindings = self.app.settings.key_bindings
        return {
            "first": key_label("KEY_1"),
            "last": key_label(f"KEY_{self.ring.n}"),
            "spot": key_label(bindings["spot"]),
            "back": key_label(bindings["pause"]),
            "no_wink": key_label(bindings["no_wink"]),
        }

    # ------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        self.clear(color=theme.FLOOR)
        if self.leaving is not None:  # the question alone over the empty table: nothing shows through
            self.ring.tabletop.draw()
            self.leaving.draw(self.window.width, self.window.height)
        else:
            self.pose()
            self.ring.draw(self.pointed)
            self.words()
            for text in (self.heading, self.counter, self.subtitle, self.hint, self.verdict, self.status):
                if text.text:
                    text.draw()
            self.draw_more()
            self.terms.draw(self.window.width, self.window.height, self.scale.font(13))
        self.draw_notices()
        self.draw_fade()

    @abstractmethod
    def pose(self) -> None:
        """Pose the faces for this frame (their winking eyes through `self.shut`)."""

    def pose_faces(self, pose_of: Callable[[int], Pose], t: float) -> None:
        self.ring.pose(pose_of, self.shut, t, self.app.settings.reduced_motion)

    def draw_more(self) -> None:
        """What a table draws over the rest (a button)."""

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.leaving is not None:
            self.leaving.key(self.window, symbol, modifiers)
            return True
        actions = bound(self.window, symbol, modifiers, CONTEXT)
        if not actions and self.terms.key(symbol, modifiers, self.app.settings.key_bindings):
            return True
        if "pause" in actions:
            self.on_back()
        elif "no_wink" in actions:
            self.no_wink()
        elif "spot" in actions:
            if self.pointed is not None:
                self.pick(self.pointed)
        elif symbol in DIGIT_KEYS and not modifiers & (arcade.key.MOD_CTRL | arcade.key.MOD_ALT):
            if DIGIT_KEYS[symbol] < self.ring.n:
                self.pick(DIGIT_KEYS[symbol])
        else:
            return None  # the window's own keys (full screen)
        return True

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        """The face under the pointer carries the mark; the pointer itself hides over a face, so
        that it never covers the eyes (as at the tables)."""
        if self.leaving is not None:
            self.leaving.hover(x, y)
            return True
        self.terms.hover(x, y)
        pointed = self.ring.at(x, y)
        if (pointed is None) != (self.pointed is None):
            self.window.set_mouse_visible(pointed is None)
        self.pointed = pointed
        return True

    def on_hide_view(self) -> None:
        self.window.set_mouse_visible(True)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.leaving is not None:
            if not self.app.notices.click(x, y):
                self.leaving.click(x, y)
            return True
        if self.app.notices.click(x, y) or self.click(x, y):
            return True
        face = self.ring.at(x, y)
        if face is not None:
            self.pick(face)
        return True

    def click(self, x: float, y: float) -> bool:
        """A click on something of the table's own (a button); True if it took it."""
        return False

    @abstractmethod
    def pick(self, face: int) -> None:
        """The player named `face` (from 0)."""

    def no_wink(self) -> None:
        """The player said nobody winked (only the untimed option takes it)."""

    def on_back(self) -> None:
        """Esc: leave at once with nothing played (or the session over), else ask first."""
        played = self.played()
        if not played or self.finish_at is not None:
            self.leave()
            return
        self.held_since = self.clock.now()
        self.leaving = LeaveConfirm(played, self.stay, self.leave)
        self.pointed = None
        self.window.set_mouse_visible(True)
        self.leaving.layout(self.window.width, self.window.height, self.scale)

    def played(self) -> int:
        """Trials (or winks) the player has answered or missed so far: what leaving would lose."""
        return 0

    def stay(self) -> None:
        """The question is answered "keep playing": the clock goes on from where it stood."""
        if self.held_since is not None:
            self.held += self.clock.now() - self.held_since
        self.held_since = None
        self.leaving = None

    def leave(self) -> None:
        self.leaving = None
        self.app.go("practice")

    def report(self, summary: Summary | DrillSummary, record: SessionRecord) -> None:
        """Keep the finished session in the player's progress, then show its results."""
        self.finish_at = float("inf")
        best = load_progress().best(self.profile, self.level.id)
        unsaved = record_session(self.profile, record) if self.keep else None
        if self.keep:
            keep_session_in_background(self.profile, record)  # the history database too
        report = PracticeReport(self.level, self.number, self.mode, self.profile, summary, best, unsaved)
        self.app.go("practice-results", report)
