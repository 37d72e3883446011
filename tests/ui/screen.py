"""What a frame puts on screen, for tests: every text drawn (with its box), and pretend sizes.

The headless window cannot be resized (ARCADE_NOTES.md), but layout only reads the window's size:
`pretend_size` makes the screens lay out for another size, and the text boxes they draw are then
exactly those of that size (the pixels are not: read pixels at the real 1280×720 only).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import arcade

ALIGN = {"left": 0.0, "center": 0.5, "right": 1.0}


@dataclass(frozen=True)
class Drawn:
    text: str
    left: float
    bottom: float
    right: float
    top: float

    def overlaps(self, other: Drawn, slack: float = 1.0) -> bool:
        return (
            min(self.right, other.right) - max(self.left, other.left) > slack
            and min(self.top, other.top) - max(self.bottom, other.bottom) > slack
        )

    def inside(self, width: float, height: float, slack: float = 1.0) -> bool:
        return (
            self.left >= -slack
            and self.bottom >= -slack
            and self.right <= width + slack
            and self.top <= height + slack
        )


def box(text: arcade.Text) -> Drawn:
    """The box of a text's ink: for a wrapped text, its lines' width placed by its alignment; on
    the window, where a camera other than the window's own (a table drawn scaled, a page that
    scrolls) puts it, and only its part inside that camera's viewport (nothing is drawn outside)."""
    left, right = text.left, text.right
    cw = text.content_width
    if text.multiline:
        left += (right - left - cw) * ALIGN.get(text.align, 0.0)
        right = left + cw
    bottom, top = text.bottom, text.top
    window = arcade.get_window()
    camera = window.current_camera
    if isinstance(camera, arcade.Camera2D) and camera is not window.default_camera:
        (left, bottom), (right, top) = camera.project((left, bottom)), camera.project((right, top))
        view = camera.viewport
        left, bottom = max(left, view.left), max(bottom, view.bottom)
        right, top = min(right, view.right), min(top, view.top)
    return Drawn(text.text, left, bottom, right, top)


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Every non-empty text drawn while the block runs, with its box."""
    from game.ui.text_batch import TextBatch

    drawn: list[Drawn] = []
    original = arcade.Text.draw
    original_batch = TextBatch.draw

    def seen(found: Drawn) -> bool:
        return found.right > found.left and found.top > found.bottom  # not wholly outside a viewport

    def draw(self: arcade.Text) -> None:
        if self.text.strip() and seen(found := box(self)):
            drawn.append(found)
        original(self)

    def draw_batch(self: TextBatch) -> None:
        drawn.extend(found for t in self.texts if t.text.strip() and seen(found := box(t)))
        original_batch(self)

    arcade.Text.draw = draw  # type: ignore[method-assign]
    TextBatch.draw = draw_batch  # type: ignore[method-assign]
    try:
        yield drawn
    finally:
        arcade.Text.draw = original  # type: ignore[method-assign]
        TextBatch.draw = original_batch  # type: ignore[method-assign]


def frame_texts(window: Any) -> list[Drawn]:
    """The texts of one frame of the current screen (its overlays included)."""
    with recording() as drawn:
        window.dispatch_event("on_draw")
    window.flip()
    return drawn


@contextmanager
def pretend_size(window: Any, width: int, height: int) -> Iterator[None]:
    """Lay the screens out for `width`×`height` while the block runs."""
    real = (window._width, window._height)
    window._width, window._height = width, height
    window.dispatch_event("on_resize", width, height)
    try:
        yield
    finally:
        window._width, window._height = real
        window.dispatch_event("on_resize", *real)


def layout_problems(drawn: list[Drawn], width: int, height: int) -> list[str]:
    """Texts cut off by the window's edge, and texts drawn over one another."""
    problems = [f"cut off: {d.text!r}" for d in drawn if not d.inside(width, height)]
    for i, a in enumerate(drawn):
        for b in drawn[i + 1 :]:
            if a.overlaps(b):
                problems.append(f"overlap: {a.text!r} / {b.text!r}")
    return problems


def picture(window: Any) -> bytes:
    return arcade.get_image(0, 0, window.width, window.height).tobytes()


def same_picture_with_hidden_cards_dealt_again(window: Any, view: Any, rng: random.Random) -> bool:
    """Draw the frame, then draw it again from a state in which every card the shown viewer may not
    know lies elsewhere (the game's own `hide_others`); True when both pictures are the same."""
    real = view.state
    window.notices.shown = []  # the window's own notices go by the wall clock: not the table's
    view.refresh(snap=True)
    window.dispatch_event("on_draw")
    before = picture(window)
    view.state = view.setup.spec.engine.hide_others(real, view.shown_viewer(), rng)
    try:
        view.refresh(snap=True)
        window.dispatch_event("on_draw")
        after = picture(window)
    finally:
        view.state = real
        view.refresh(snap=True)
    window.ctx.finish()
    return before == after


def frame(window: Any, view: Any = None) -> list[Drawn]:
    """One frame: time passes, the screen is drawn (its texts recorded), shown."""
    from game.ui.headless import FRAME

    window.dispatch_event("on_fixed_update", FRAME)
    window.dispatch_event("on_update", FRAME)
    with recording() as drawn:
        window.dispatch_event("on_draw")
    window.flip()
    return drawn


BEFORE, AFTER, EVERY = 30, 60, 15  # frames drawn around each hand-over, and the sparse rhythm


def hands(view: Any) -> tuple[object, bool]:
    """Who the screen shows to now, and whether the privacy screen is up: a hand-over changes it."""
    return view.shown_viewer(), view.privacy_up()


def happened(view: Any) -> tuple[int, int]:
    """How much has happened at the table: grows with every event logged and action taken."""
    return len(view.stage.log.records), len(getattr(view.state, "history", ()))


def tick(window: Any) -> None:
    """Time passes for one frame; nothing is drawn."""
    from game.ui.headless import FRAME

    window.dispatch_event("on_fixed_update", FRAME)
    window.dispatch_event("on_update", FRAME)


class Rehearsal:
    """A couch game played through once with nothing checked, to learn at which frames the screen
    changes hands (`handovers`), so that the checked game can draw every frame from a little
    before each one. Frames are drawn only while a human looks privately (their moves may need
    what was drawn); time passes in the others. Where CouchWatch would compare pictures, the
    table is left as the comparison leaves it (animations snapped to their end) and `rng` (the
    comparison's, if the game shares it) is drawn from as much: the same game is played."""

    def __init__(self, window: Any, view: Any, rng: random.Random | None = None, every: int = 45) -> None:
        self.window, self.view, self.rng, self.every = window, view, rng, every
        self.last: object = ("start",)
        self.shown: object = "start"
        self.handovers: list[int] = []
        self.compared = 0

    def frame(self, number: int) -> list[Drawn] | None:
        window, view = self.window, self.view
        tick(window)
        if view.shown_viewer() is not None:
            window.dispatch_event("on_draw")
            window.flip()
        if number % 60 == 0:
            window.ctx.finish()
        now = hands(view)
        if now != self.last:
            self.handovers.append(number)
        self.last = now
        shown = view.shown_viewer()
        changed, self.shown = shown != self.shown, shown
        if (changed or number % self.every == 0) and not view.privacy_up() and not view.state.is_over():
            # What the checked game's picture comparison does to the table and to its random numbers
            if self.rng is not None:
                view.setup.spec.engine.hide_others(view.state, shown, self.rng)
            view.refresh(snap=True)
        return None


class CouchWatch:
    """Watches a couch game closely around every hand-over and sparsely elsewhere.

    A frame is drawn and checked (its texts returned for the caller's own checks) when it lies
    from BEFORE frames before to AFTER frames after a change of who the screen shows to or of the
    privacy screen (`near`: the frames of those changes, from a Rehearsal of the same game; a
    change met is also taken from the moment it happens), while a human looks privately, when
    something happened at the table or changed hands since the last frame, and every EVERY
    frames; with `every_frame`, always (for a game whose hand-overs come so often that the frames
    near them are nearly all). In the other frames time passes undrawn and `frame` returns None.
    A drawn frame lays out cleanly (with `layout`: checked whenever someone looks privately and
    every `every` frames), and whenever the viewer changes (and every `every` frames) the picture
    is the same with every card the one looking may not know dealt again. `compared` counts those
    comparisons, `drawn` the frames drawn, `handovers` the frames at which the screen changed
    hands."""

    def __init__(
        self,
        window: Any,
        view: Any,
        rng: random.Random,
        every: int = 45,
        near: Iterable[int] = (),
        layout: bool = True,
        every_frame: bool = False,
    ) -> None:
        assert every % EVERY == 0, "every compared frame must be a drawn one"
        self.window, self.view, self.rng, self.every, self.layout = window, view, rng, every, layout
        self.near = {n for h in near for n in range(h - BEFORE, h + AFTER + 1)}
        self.last: object = "start"
        self.hands: object = ("start",)
        self.happened = happened(view)
        self.handovers: list[int] = []
        self.compared = self.drawn = 0
        self.every_frame = every_frame

    def wanted(self, number: int) -> bool:
        """Whether frame `number` (its time just passed) is drawn and checked."""
        view = self.view
        now, before = happened(view), self.happened
        self.happened = now
        return (
            self.every_frame
            or number in self.near
            or view.shown_viewer() is not None
            or hands(view) != self.hands
            or now != before
            or number % EVERY == 0
        )

    def frame(self, number: int) -> list[Drawn] | None:
        """Frame `number`: time passes; if it is one to check, it is drawn and checked and its
        texts returned; otherwise None."""
        window, view = self.window, self.view
        tick(window)
        if not self.wanted(number):
            if number % 60 == 0:
                window.ctx.finish()
            return None
        now = hands(view)
        if now != self.hands:
            self.handovers.append(number)
            self.near |= set(range(number, number + AFTER + 1))
        self.hands = now
        with recording() as drawn:
            window.dispatch_event("on_draw")
        window.flip()
        self.drawn += 1
        shown = view.shown_viewer()
        if self.layout and (number % self.every == 0 or shown is not None):
            problems = layout_problems(drawn, window.width, window.height)
            assert problems == [], f"frame {number}: {problems}"
        changed, self.last = shown != self.last, shown
        if (changed or number % self.every == 0) and not view.privacy_up() and not view.state.is_over():
            assert same_picture_with_hidden_cards_dealt_again(window, view, self.rng), (
                f"frame {number}: the picture depends on cards {shown} may not see"
            )
            self.compared += 1
        return drawn
