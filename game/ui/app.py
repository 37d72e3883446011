"""The game window: one per process, holding settings, sounds and the screen being shown."""

from __future__ import annotations

import arcade

from ..i18n import set_language
from ..store.settings import Settings, load_settings, save_settings
from . import theme
from .sound import SoundBoard

TITLE = "Winkhouse"


class GameWindow(arcade.Window):
    """1280×720 by default, resizable from 1024×576 to full screen, 60 fixed updates a second."""

    def __init__(
        self,
        width: int = theme.BASE_W,
        height: int = theme.BASE_H,
        visible: bool = True,
        settings: Settings | None = None,
    ) -> None:
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
        self.notice: str | None = None
        if settings is None:
            settings, self.notice = load_settings()
        self.settings = settings
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

    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    def toggle_fullscreen(self) -> None:
        from dataclasses import replace

        self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.F11:
            self.toggle_fullscreen()


def run_window() -> int:
    """Open the window on the main menu and run until it is closed."""
    from .views.menu import MainMenuView

    window = GameWindow()
    window.show_view(MainMenuView())
    arcade.run()
    return 0
