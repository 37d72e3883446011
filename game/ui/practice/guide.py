"""The guided start of practice (game/practice/guide.py) at a practice table: one face, then two,
large in the middle of the felt, each step's line in the guide kit's bubble beside the face it
speaks of, with its ring and arrow (game/ui/guide/layer.py), Next where the step waits for it, and
Skip guide always there.

The player answers every step as at a real trial (Space or a click on the face, or its number
key; with one face at the table Space names it wherever the pointer is); Space or Enter is Next
when Next is open, and F10 is Skip guide (as in the games' guides, shown on its button). The line
at the bottom says what the keys do at that step. A mistaken answer is told in the bubble and the
trial plays again on Next. The step reached is kept with the practice profile in the guides'
progress (store/guide_progress.py, game "practice"), so that Esc (leave: back to the practice
screen) and a later "Guided start" resume there. Skip guide and, at the end, "Start level 1" open
the first real level, timed.
"""

from __future__ import annotations

from typing import Any

import arcade

from ...i18n import key_label, tr
from ...practice.guide import NAMES, STEPS, Phase, PracticeGuide, Said, Verdict
from ...social.signals import Signal
from ...store.guide_progress import GuideProgress
from ...store.levels import load_practice_levels
from ...store.practice_progress import load_progress as load_sessions
from ...store.practice_progress import profile_name
from ..guide.keeping import load_progress
from ..guide.layer import SKIP_KEY, GuideLayer, skip_key_free
from ..routes import build
from ..widgets.term_help import Term
from .clock import Clock
from .ring import FaceRing, verdict_colours
from .table import PracticeTableView, practice_faces
from .words import DIGIT_KEYS, level_name, ms

GAME = "practice"  # the guides' progress keeps practice's guided start under this name
NEXT_KEYS = (arcade.key.SPACE, arcade.key.ENTER)
FIRST_LEVEL = 0


def first_time(profile: str) -> bool:
    """Whether `profile` never opened the guided start (practice opens with it then)."""
    return load_progress().of(profile, GAME).step == ""


class PracticeGuideView(PracticeTableView):
    def __init__(
        self,
        profile: str,
        clock: Clock | None = None,
        restart: bool = False,
        progress: GuideProgress | None = None,
    ) -> None:
        """`progress`: where the step reached is kept (by default the player's, in the data folder)."""
        level = load_practice_levels()[FIRST_LEVEL]
        self.progress = load_progress() if progress is None else progress
        record = self.progress.of(profile, GAME)
        start = 0 if restart or record.done or record.step not in NAMES else NAMES.index(record.step)
        self.guide = PracticeGuide(start)
        faces = max(step.faces for step in STEPS)
        super().__init__(level, FIRST_LEVEL + 1, "guide", profile, faces, clock)
        people = practice_faces(faces, self.app.settings.player_face)
        self.rings = {n: FaceRing(people[0][:n], people[1][:n], True) for n in {s.faces for s in STEPS}}
        self.ring = self.rings[self.guide.step.faces]
        self.layer = GuideLayer()
        self.played_signals: list[Signal] | None = None  # the trial whose wink `shut` holds
        self.shown: tuple[object, ...] = ()  # what the bubble says, laid out again when it changes
        self.placed: tuple[object, ...] = ()
        self.begin(self.now())

    # ------------------------------------------------------------ the guide
    def begin(self, t: float) -> None:
        """Play the current step from `t` (kept as reached), or end the guide."""
        if not self.guide.over and self.guide.phase is Phase.WATCH and self.guide.attempts == 0:
            self.guide.begin(t)
        if self.guide.over:
            self.progress.finished(self.profile, GAME)
        else:
            self.progress.reached(self.profile, GAME, self.guide.step.name)
        self.follow()

    def follow(self) -> None:
        """The table and the bubble as the guide is now: the faces of its step, its words."""
        if not self.guide.over and self.ring.n != self.guide.step.faces:
            self.ring = self.rings[self.guide.step.faces]
            self.ring.mark([])
            self.layout()
        self.ring.shown = not self.guide.over  # the closing line alone on the felt, over no face
        self.shown = ()

    def next(self) -> bool:
        if self.guide.over:
            self.real_level()
            return True
        if not self.guide.next(self.now()):
            return False
        self.app.play("menu_click")
        self.ring.mark([])
        self.begin(self.now())
        return True

    def real_level(self) -> None:
        level = load_practice_levels()[FIRST_LEVEL]
        self.app.go("practice-trial", level, FIRST_LEVEL + 1, "timed", self.profile)

    def skip(self) -> None:
        self.progress.skipped(self.profile, GAME)
        self.real_level()

    # ------------------------------------------------------------ time
    def tick(self, t: float) -> None:
        said = self.guide.update(t)
        if said is not None:
            self.tell(said)
        if self.guide.signals is not self.played_signals:  # a trial began (or a shown one looped)
            self.played_signals = self.guide.signals
            self.shut.clear()
            wink = self.guide.wink_signal()
            if wink is not None:
                self.shut.add(wink)

    def presented(self, signal: Signal, t: float) -> None:
        self.guide.presented(t)

    def pose(self) -> None:
        t = self.now()
        self.pose_faces(lambda face: self.guide.pose(face, t), t)

    # ------------------------------------------------------------ answers
    def pick(self, face: int) -> None:
        said = self.guide.answer(face, self.now())
        if said is not None:
            self.tell(said)

    def tell(self, said: Said) -> None:
        good = said.verdict.right
        good_colour, bad_colour = verdict_colours(self.app.settings.colourblind_palette)
        wink = self.guide.wink_signal()
        came = said.verdict in (Verdict.HIT, Verdict.WRONG_FACE, Verdict.MISSED)  # the wink was on
        marks = [(wink.seat, good_colour)] if came and wink is not None else []
        if said.named is not None and not (came and wink is not None and said.named == wink.seat):
            marks.append((said.named, bad_colour))
        self.ring.mark(marks)
        self.app.play("right" if good else "wrong")
        self.shown = ()

    # ------------------------------------------------------------ words
    def heading_text(self) -> str:
        return tr("practice_guide.title")

    def subtitle_text(self) -> str:
        """The step, under the heading (the top right corner is Skip guide's)."""
        number = min(self.guide.index + 1, len(STEPS))
        return tr("practice_guide.step", number=number, total=len(STEPS))

    def status_text(self) -> str:
        """A shown step names what the face does as it does it."""
        if self.guide.over or not self.guide.step.shown:
            return ""
        doing = self.guide.doing(self.now())
        return tr(f"practice_guide.caption_{doing}") if doing else ""

    def hint_text(self) -> str:
        """What the keys do now: move on where Next is open, answer at a trial, watch a shown step."""
        guide, keys = self.guide, self.keys()
        space, enter = key_label("SPACE"), key_label("ENTER")
        if guide.over:
            return tr("practice_guide.hint_over", space=space, enter=enter, back=keys["back"])
        if guide.can_next():
            return tr("practice_guide.hint_next", space=space, enter=enter, back=keys["back"])
        if guide.step.shown:
            return tr("practice_guide.hint_watch", back=keys["back"])
        return tr("practice_guide.hint_answer", spot=keys["spot"], back=keys["back"])

    def term_places(self) -> list[Term]:
        return []  # the guide says it all in its bubble

    def words_of_guide(self) -> tuple[str, str]:
        """The bubble's line and its told mistake."""
        guide, keys = self.guide, self.keys()
        if guide.over:
            return tr("practice_guide.closing", level=level_name(self.level)), ""
        name = guide.step.name
        said = guide.said
        values = {"spot": keys["spot"], "first": keys["first"], "last": key_label(f"KEY_{self.ring.n}")}
        if guide.phase is Phase.DONE and said is not None:
            time = ms(said.rt_ms)
            return tr(f"practice_guide.{name}.done", time=time), ""
        line = tr(f"practice_guide.{name}.line", **values)
        if guide.phase is Phase.TOLD and said is not None:
            wink = guide.wink_signal()
            winked = 1 + (wink.seat if wink is not None else 0)
            named = 1 + (said.named if said.named is not None else 0)
            return line, tr(f"practice_guide.mistake.{said.verdict.value}", winked=winked, named=named)
        return line, ""

    def place_guide(self) -> None:
        guide = self.guide
        shown = (guide.index, guide.phase, guide.said, guide.can_next(), self.app.settings.language)
        if shown != self.shown:
            self.shown, self.placed = shown, ()
            line, mistake = self.words_of_guide()
            told = guide.phase is Phase.TOLD
            labels = {
                "next": (tr("practice_guide.try_again" if told else "guide.next"), key_label("SPACE")),
                "skip": (tr("guide.skip"), key_label(SKIP_KEY) if self.skip_key_free() else ""),
                "real": (tr("practice_guide.start_level"), key_label("ENTER")),
                "menu": (tr("practice_guide.to_menu"), ""),
            }
            self.layer.set_words(line, mistake, guide.can_next(), guide.over, labels)
        face = None if guide.over else guide.step.points_at
        target = None
        if face is not None and face < self.ring.n:
            x, y, size = self.ring.seats.spots[face]
            target = (x, y - size * 0.1, size * 1.3, size * 1.3)  # the face and its plate
        s = self.scale
        placed = (target, self.window.width, self.window.height, s.font(15))
        if placed != self.placed:
            self.placed = placed
            self.layer.reduced_motion = self.app.settings.reduced_motion
            w, h, faces = self.window.width, self.window.height, self.face_boxes()
            self.layer.place(w, h, s.font(15), s.k, target, True, keep_clear=faces)

    def face_boxes(self) -> list[arcade.types.Rect]:
        """Each face with its plate under it: a bubble that points at nothing leaves them clear."""
        line = self.scale.font(12) * 2.2
        return [
            arcade.LBWH(x - size * 0.6, y - size * 0.5 - line, size * 1.2, size * 1.1 + line)
            for x, y, size in self.ring.seats.spots
        ]

    def skip_key_free(self) -> bool:
        return skip_key_free(self.app.settings.key_bindings)

    def layout(self) -> None:
        super().layout()
        cx, cy = self.ring.centre  # the caption low on the felt: the bubble is about its middle
        self.status.x, self.status.y = cx, cy - (cy - self.hint.y) * 0.5
        self.placed = ()

    def draw_more(self) -> None:
        self.place_guide()
        self.layer.draw(self.now())

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        skip = symbol == getattr(arcade.key, SKIP_KEY) and self.skip_key_free()
        if self.leaving is None and not self.guide.over and skip:
            self.app.play("menu_click")
            self.skip()
            return True
        if self.leaving is None and symbol in NEXT_KEYS and (self.guide.over or self.guide.can_next()):
            self.next()
            return True
        if self.leaving is None and symbol == arcade.key.SPACE and self.pointed is None and self.ring.n == 1:
            self.pick(0)  # one face at the table: Space names it
            return True
        if symbol in DIGIT_KEYS and self.guide.over:
            return True
        return super().on_key_press(symbol, modifiers)

    def click(self, x: float, y: float) -> bool:
        name = self.layer.at(x, y)
        if name is not None:
            self.app.play("menu_click")
            if name == "next":
                self.next()
            elif name == "skip":
                self.skip()
            elif name == "real":
                self.real_level()
            elif name == "menu":
                self.leave()
            return True
        return self.layer.covers(x, y)  # the bubble is not the table under it

    def played(self) -> int:
        return 0  # nothing is lost by leaving: the step reached is kept


def practice_start() -> arcade.View:
    """From the main menu (route "practice-start"): the practice screen, or the guided start the
    first time a profile opens practice (it never opened the guide and played no session)."""
    window: Any = arcade.get_window()
    profile = profile_name(window.settings.practice_profile) or tr("practice.player")
    if first_time(profile) and not load_sessions().sessions(profile):
        return PracticeGuideView(profile)
    return build("practice")
