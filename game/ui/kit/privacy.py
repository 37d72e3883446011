"""The privacy screen: an opaque overlay that hands the screen to one player, then hides again.

While it is on the table's overlay stack (shown, or waiting under the pause menu), the table draws
nothing private, and the screen itself is opaque. The pause key opens the pause menu from here.

It takes no answer in its first moment (`GUARD_S`), and a click counts only if it was pressed on
it: the screen comes up when the table decides (a phase closing, a turn passing), and a click or
Enter meant for the table at that instant must not show the next player's cards to the last one.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from ...i18n import key_label
from .. import theme
from ..fit import fit_width
from ..modal import ModalSection

GUARD_S = 0.4  # seconds the screen shows before it takes an answer


class PrivacySection(ModalSection):
    def __init__(self, on_pause: Callable[[], None] | None = None, context: str = "menus") -> None:
        super().__init__("privacy", context)
        self.player = ""
        self.why = ""  # a catalogue key: why this player gets the screen now
        self.on_ready: Callable[[], None] | None = None
        self.on_pause = on_pause
        self.shown_s = 0.0  # how long it has shown since it asked (only while it is on top)
        self.pressed = False  # a mouse button went down on it
        self.title = arcade.Text(
            "", 0, 0, theme.WHITE, 34, font_name=theme.FONT, anchor_x="center", bold=True
        )
        self.only = arcade.Text("", 0, 0, theme.HIGHLIGHT, 20, font_name=theme.FONT, anchor_x="center")
        self.press = arcade.Text(
            "",
            0,
            0,
            theme.WHITE,
            16,
            font_name=theme.FONT,
            anchor_x="center",
            multiline=True,
            width=800,
            align="center",
        )

    def ask(self, player: str, on_ready: Callable[[], None], why: str = "privacy.your_cards") -> None:
        """Wait until `player` says they alone are looking, then call `on_ready`; `why` says why."""
        self.player = player
        self.why = why
        self.on_ready = on_ready
        self.shown_s, self.pressed = 0.0, False

    def layout(self) -> None:
        self.fit()
        w, h = self.window.width, self.window.height
        s = self.scale
        keys = self.window.settings.key_bindings
        self.title.text = self.t("privacy.title", name=self.player)
        self.only.text = f"{self.t(self.why)} {self.t('privacy.only', name=self.player)}"
        self.press.text = self.t(
            "privacy.press",
            name=self.player,
            key=key_label(keys["confirm"]),
            pause=key_label(keys["pause"]),
        )
        self.press.width = int(w * 0.8)
        for text, base, y in ((self.title, 34, 0.6), (self.only, 20, 0.5), (self.press, 16, 0.4)):
            text.font_size = s.font(base)
            text.x, text.y = w / 2, h * y
        fit_width(self.title, w * 0.94)
        fit_width(self.only, w * 0.94)

    def on_draw(self) -> None:
        w, h = self.window.width, self.window.height
        arcade.draw_rect_filled(arcade.LBWH(0, 0, w, h), theme.OPAQUE_SHADE)
        self.title.draw()
        self.only.draw()
        self.press.draw()

    def on_update(self, delta_time: float) -> None:
        self.shown_s += delta_time

    def ready(self) -> None:
        if self.shown_s < GUARD_S:
            return  # too soon: that key or click was meant for the table
        callback, self.on_ready = self.on_ready, None
        if callback is not None:
            callback()

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        actions = self.actions(symbol, modifiers)
        if "pause" in actions and self.on_pause is not None:
            self.on_pause()
        elif "confirm" in actions:
            self.ready()
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.pressed = self.shown_s >= GUARD_S
        return True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.pressed:
            self.pressed = False
            self.ready()
        return True
