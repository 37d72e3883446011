"""The privacy screen: an opaque modal Section that hands the screen to one player, then hides again.

While it shows, the view under it draws nothing private (TableView checks `privacy.showing`
before drawing any hand), and the screen itself is opaque.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from .. import theme
from .base import CONFIRM_KEYS


class PrivacySection(arcade.Section):
    def __init__(self) -> None:
        super().__init__(0, 0, 1, 1, modal=True, enabled=False, draw_order=20, name="privacy")
        self.player = ""
        self.on_ready: Callable[[], None] | None = None
        self.title = arcade.Text(
            "", 0, 0, theme.WHITE, 34, font_name=theme.FONT, anchor_x="center", bold=True
        )
        self.only = arcade.Text("", 0, 0, theme.HIGHLIGHT, 20, font_name=theme.FONT, anchor_x="center")
        self.press = arcade.Text("", 0, 0, theme.WHITE, 16, font_name=theme.FONT, anchor_x="center")

    @property
    def showing(self) -> bool:
        return self.enabled

    def t(self, key: str, /, **kwargs: object) -> str:
        from ...i18n import tr

        return tr(key, **kwargs)

    def ask(self, player: str, on_ready: Callable[[], None]) -> None:
        """Cover the screen and wait until `player` says they alone are looking."""
        self.player = player
        self.on_ready = on_ready
        self.enabled = True
        self.layout()

    def layout(self) -> None:
        w, h = self.window.width, self.window.height
        self.width, self.height = w, h
        s = theme.Scale(w, h)
        self.title.text = self.t("privacy.title", name=self.player)
        self.only.text = self.t("privacy.only", name=self.player)
        self.press.text = self.t("privacy.press", name=self.player)
        for text, base, y in ((self.title, 34, 0.6), (self.only, 20, 0.5), (self.press, 16, 0.38)):
            text.font_size = s.font(base)
            text.x, text.y = w / 2, h * y

    def on_resize(self, width: int, height: int) -> None:
        if self.enabled:
            self.layout()

    def on_draw(self) -> None:
        w, h = self.window.width, self.window.height
        arcade.draw_rect_filled(arcade.LBWH(0, 0, w, h), theme.OPAQUE_SHADE)
        self.title.draw()
        self.only.draw()
        self.press.draw()

    def ready(self) -> None:
        self.enabled = False
        callback, self.on_ready = self.on_ready, None
        if callback is not None:
            callback()

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol in CONFIRM_KEYS or symbol == arcade.key.SPACE:
            self.ready()
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.ready()
        return True
