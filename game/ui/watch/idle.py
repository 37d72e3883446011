"""Idle play behind the main menu: after `IDLE_S` without input, a game of bots (the watch choice
the player kept) plays softly behind the menu: dimmed, without sound, the menu still usable. Any
input brings the menu back to the front at once (the game goes); opening another screen stops it.

Counted and stepped on the menu's fixed updates (the sim clock), so a test can run it; the table's
searching bots think in a worker process, as at a live table, so the menu never waits on them.
The game is painted, dimmed, into a picture of half the window's size a few times a second
(backdrop.py), laid under the menu as one opaque quad in every frame: a full table and a
full-window translucent shade each frame would cost the menu most of its time on a software
renderer."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import arcade

from ...setup import MAX_SEED
from .. import theme
from .backdrop import Backdrop

if TYPE_CHECKING:
    from ..app import GameWindow
    from .table import WatchedTable

IDLE_S = 40.0  # seconds without input on the main menu before the bots play behind it
DIM = (*theme.FLOOR, 200)  # the game behind the menu, dimmed under this
REPAINT = 4  # frames: the game behind the menu is painted at 15 a second, softly


class IdlePlay:
    def __init__(self, window: GameWindow) -> None:
        self.window = window
        self.idle = 0.0
        self.watched: WatchedTable | None = None
        self.rng = random.Random()
        self.attached = False  # its input handlers are on the window (while the menu shows)
        self.picture = Backdrop()  # the game behind, dimmed: one picture over the window
        self.frames = 0

    @property
    def playing(self) -> bool:
        return self.watched is not None

    def update(self, dt: float) -> None:
        """A fixed update of the menu: the idle time runs on; the game starts or plays on."""
        self.idle += dt
        if self.watched is None and self.idle >= IDLE_S:
            self.start()
        elif self.watched is not None:
            self.step(dt)

    def start(self, worker: bool = True) -> None:
        # Imported at the first game behind the menu, not with the menu: a whole table (kit, bots,
        # the history's store) is not needed for its first frame (bench start).
        from .choice import read_choice
        from .table import WatchedTable

        choice = read_choice(self.window.settings.watch_bots)
        self.watched = WatchedTable(choice, self.rng.randint(1, MAX_SEED), worker)
        self.watched.view.quiet = True  # no sound behind the menu
        self.watched.view.layout()

    def step(self, dt: float) -> None:
        watched = self.watched
        if watched is None:
            return
        watched.step(dt)
        if watched.over:  # one game after another while nobody touches anything
            self.stop()
            self.start()

    def attach(self) -> None:
        """The menu is shown: every input of the window now wakes it (seen before the menu's own
        handlers, and passed on to them)."""
        self.idle = 0.0
        if not self.attached:
            self.window.push_handlers(self)
            self.attached = True

    def detach(self) -> None:
        """Another screen opens: the game behind the menu stops."""
        if self.attached:
            self.window.remove_handlers(self)
            self.attached = False
        self.stop()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.wake()

    def on_text(self, text: str) -> None:
        self.wake()

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.wake()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.wake()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.wake()

    def wake(self) -> None:
        """Any input: the menu is at the front again, and the idle time starts afresh."""
        self.idle = 0.0
        self.stop()

    def stop(self) -> None:
        if self.watched is not None:
            self.watched.close()
            self.watched = None

    def layout(self) -> None:
        if self.watched is not None:
            self.watched.view.layout()

    def draw(self) -> None:
        """The game behind the menu (drawn first: the menu goes over it): its picture, painted
        again every `REPAINT` frames, laid as one opaque quad in the others."""
        if self.watched is None:
            return
        if self.frames % REPAINT == 0:
            self.picture.paint(self.window, theme.FLOOR, self.paint)
        elif self.frames % REPAINT == REPAINT // 2 or not self.picture.shown:
            self.picture.take()  # (the renderer had a frame or two to paint it)
        self.frames += 1
        self.picture.show(self.window)

    def paint(self) -> None:
        """The table without its words, dimmed."""
        assert self.watched is not None
        view = self.watched.view
        view.stage.pose_faces(view.source.social, view.now)
        view.stage.draw_table(view.highlighted_seat(), None, False, words=False)
        w, h = self.window.width, self.window.height
        arcade.draw_rect_filled(arcade.LBWH(0, 0, w, h), DIM)
