"""The game window: one per process, holding settings, sounds and the screen being shown."""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import arcade

from .. import logs, startup
from ..i18n import set_language
from ..store.settings import Settings, load_settings, save_settings
from . import start_probe, theme
from .font_hold import hold_fonts
from .fonts import add_carried_fonts, hold_system_fonts
from .glyphs import speed_up_glyphs
from .heap import pin_mmap_threshold
from .icon import set_game_icon
from .lazy_programs import defer_programs
from .sound import SoundBoard
from .widgets.notice_strip import NoticeStrip

if TYPE_CHECKING:
    from .start_probe import StartProbe

TITLE = "Winkhouse"
FADE_S = 0.18  # a new screen comes up from dark in this long (not with reduced motion)
SLIDE = 0.025  # ...and rises into place from this far below (a share of the window's height)
# The sprites' atlas at the size every table grows it to: arcade's 512² grows twice on the way (to
# 1024² on the menu's first frame, to 2048² at the first table), copying itself each time.
ATLAS = (2048, 2048)
# A launch's menu needs less for its first frame (its baked tables, a few cards): the atlas starts
# at this size there, some 10 ms of CPU sooner (llvmpipe makes a 2048² texture, 16 MB, slower),
# and is grown to ATLAS once that frame is shown (the menu's first update after it: grow_atlas).
MENU_ATLAS = (1024, 1024)

log = logging.getLogger(__name__)


class GameWindow(arcade.Window):
    """1280×720 by default, resizable from 1024×576 to full screen, 60 fixed updates a second."""

    def __init__(
        self,
        width: int = theme.BASE_W,
        height: int = theme.BASE_H,
        visible: bool = True,
        settings: Settings | None = None,
        atlas: tuple[int, int] = ATLAS,
    ) -> None:
        pin_mmap_threshold()  # the renderer's blocks go back to the system when freed (heap.py)
        speed_up_glyphs()  # (before any text is laid out)
        hold_fonts()  # a font made once serves every game after (font_hold.py)
        defer_programs()  # arcade's shader programs compiled as first used (lazy_programs.py)
        super().__init__(
            width,
            height,
            TITLE,
            resizable=True,
            antialiasing=False,
            visible=visible,
            update_rate=1 / 60,
            draw_rate=1 / 60,
            fixed_rate=1 / 60,
        )
        self.set_minimum_size(theme.MIN_W, theme.MIN_H)
        if not add_carried_fonts():  # (the app's: before any text)
            hold_system_fonts()  # else the system's, read once (fonts.py)
        self.ctx.atlas_size = atlas  # (before the default atlas is made: on the menu's first frame)
        self.icon_set = False  # the icon comes after the first frame is shown (flip): 6 ms sooner
        self.notice: str | None = None
        if settings is None:
            settings, self.notice = load_settings()
        self.fade_until = 0.0
        self.notices = NoticeStrip()  # one-line notices, shown over every screen
        if self.notice:
            self.notices.add(self.notice)
        self.settings = settings
        self.start_probe: StartProbe | None = None  # bench start: the first frames' moments, then close
        self.sounds = SoundBoard()
        self.apply_settings(settings, save=False)

    def apply_settings(self, settings: Settings, save: bool = True) -> None:
        """Take new settings into use everywhere, and keep them (written atomically)."""
        self.settings = settings
        set_language(settings.language)
        self.sounds.configure(settings.master_volume, settings.effects_volume, settings.muted)
        if self.fullscreen != settings.fullscreen:
            self.set_fullscreen(settings.fullscreen)
        if save:
            save_settings(settings)

    def grow_atlas(self) -> None:
        """The sprites' atlas at its table size (ATLAS), if it is smaller (a launch's menu)."""
        atlas = self.ctx.default_atlas
        if atlas.width < ATLAS[0] or atlas.height < ATLAS[1]:
            atlas.resize((max(atlas.width, ATLAS[0]), max(atlas.height, ATLAS[1])))

    def go(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Show the screen called `name` (game/ui/screens.py), fading in; returns it."""
        from .routes import build

        view = build(name, *args, **kwargs)
        self.show(view)
        return view

    def show(self, view: arcade.View) -> None:
        """Show `view` (a new screen, or one to return to) with a short fade from dark."""
        self.fade_until = 0.0 if self.settings.reduced_motion else time.monotonic() + FADE_S
        self.show_view(view)

    def transition(self) -> float:
        """How much of the change of screen is left, eased: from 1 as the screen shows to 0 (at
        once with reduced motion). The wall clock's: input is never held for it."""
        left = (self.fade_until - time.monotonic()) / FADE_S
        return min(1.0, left) ** 2 if left > 0 else 0.0  # quick at first, settling softly

    def fade(self) -> int:
        """How dark the screen still is after a change of screen (0–255), drawn over it."""
        return int(255 * self.transition())

    def slide(self) -> float:
        """How far below its place a new screen still is, in pixels (0 once it has settled)."""
        return self.transition() * SLIDE * self.height

    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    def flip(self) -> None:
        """Show the frame just drawn, then tell the screen it is shown (`on_flipped()`, if it has
        one): practice times reactions from the moment a frame reached the screen."""
        super().flip()
        flipped = getattr(self.current_view, "on_flipped", None)
        if flipped is not None:
            flipped()
        if self.start_probe is not None:
            self.start_probe.flipped(self)
        if not self.icon_set:
            self.icon_set = True
            set_game_icon(self)

    def toggle_fullscreen(self) -> None:
        from dataclasses import replace

        self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))

    def on_close(self) -> None:
        """The window closes: every table's phones' server stops first (never one left listening)."""
        stop_phones()
        super().on_close()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        """Keys no screen took: the full-screen key, as the player bound it, works everywhere."""
        from .input import key_name

        if key_name(symbol, modifiers) == self.settings.key_bindings.get("fullscreen"):
            self.toggle_fullscreen()


def stop_phones() -> None:
    """Every table's phones' server stops; none was started where no table imported their module
    (a launch that only showed the menu quits without importing it)."""
    phones = sys.modules.get("game.ui.kit.phones")
    if phones is not None:
        phones.stop_all()


def log_hook(problem: logs.Problem) -> None:
    """A problem written to the log during play becomes a one-line notice for the screen."""
    from ..store.notices import notify

    if logs.log_failed():  # (its details could not be kept: the log's own notice says so)
        notify("log.notice_unlogged", problem=problem.message)
    else:
        notify("log.notice", problem=problem.message, path=str(logs.log_path()))


def run_window(first: Callable[[GameWindow], object] | None = None) -> int:
    """Open the window on the main menu (or on what `first` shows in it) and run until it is closed.

    An exception in the event loop leaves through arcade.run(); the command line logs it (game/logs.py).
    """
    window = GameWindow(atlas=MENU_ATLAS if first is None else ATLAS)
    startup.release()  # what the imports and the window made is kept for good: frozen (startup.py)
    window.start_probe = start_probe.requested() if first is None else None
    logs.add_listener(log_hook)
    try:
        if first is None:
            menu = window.go("menu")
            if window.start_probe is not None:
                window.start_probe.wait_for(menu)
        else:
            first(window)
        arcade.run()
    finally:
        from . import warm_up

        stop_phones()  # (an error left the window's loop: no phones' server outlives it)
        warm_up.stop()  # (the imports the menu started end with the module they are on)
        logs.remove_listener(log_hook)
    return 0
