"""Pause (Esc during a game): a modal Section over the table: resume, rules, settings, quit."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from .. import theme
from ..widgets.menu_list import MenuList, Row
from .base import CONFIRM_KEYS, DOWN_KEYS, UP_KEYS


class PauseSection(arcade.Section):
    """Takes all input while shown; the table underneath stops its clock (see TableView.paused)."""

    def __init__(
        self,
        on_resume: Callable[[], None],
        on_rules: Callable[[], None],
        on_settings: Callable[[], None],
        on_quit: Callable[[], None],
    ) -> None:
        super().__init__(0, 0, 1, 1, modal=True, enabled=False, draw_order=10, name="pause")
        self.confirming = False
        self.on_quit = on_quit
        self.title = arcade.Text("", 0, 0, theme.INK, 30, font_name=theme.FONT, anchor_x="center", bold=True)
        self.main = MenuList(
            [
                Row(lambda: self.t("pause.resume"), on_resume),
                Row(lambda: self.t("pause.rules"), on_rules),
                Row(lambda: self.t("pause.settings"), on_settings),
                Row(lambda: self.t("pause.quit_to_menu"), self.ask_quit),
            ]
        )
        self.confirm = MenuList(
            [Row(lambda: self.t("pause.no"), self.cancel_quit), Row(lambda: self.t("pause.yes"), on_quit)]
        )

    def t(self, key: str, /, **kwargs: object) -> str:
        from ...i18n import tr

        return tr(key, **kwargs)

    @property
    def menu(self) -> MenuList:
        return self.confirm if self.confirming else self.main

    def show(self) -> None:
        self.confirming = False
        self.main.selected = 0
        self.enabled = True
        self.layout()

    def hide(self) -> None:
        self.enabled = False

    def ask_quit(self) -> None:
        self.confirming = True
        self.confirm.selected = 0
        self.layout()

    def cancel_quit(self) -> None:
        self.confirming = False
        self.layout()

    def layout(self) -> None:
        w, h = self.window.width, self.window.height
        self.width, self.height = w, h
        s = theme.Scale(w, h)
        self.title.text = self.t("pause.confirm_quit" if self.confirming else "pause.title")
        self.title.font_size = s.font(30)
        self.title.x, self.title.y = w / 2, h * 0.72
        self.menu.layout(w / 2, h * 0.66, min(w * 0.36, s.px(420)), s)

    def on_resize(self, width: int, height: int) -> None:
        if self.enabled:
            self.layout()

    def on_draw(self) -> None:
        w, h = self.window.width, self.window.height
        arcade.draw_rect_filled(arcade.LBWH(0, 0, w, h), theme.SHADE)
        s = theme.Scale(w, h)
        pw, ph = min(w * 0.44, s.px(520)), h * 0.62
        box = arcade.LBWH(w / 2 - pw / 2, h * 0.2, pw, ph)
        arcade.draw_rect_filled(box, theme.PANEL)
        arcade.draw_rect_outline(box, theme.PANEL_EDGE, 3)
        self.title.draw()
        self.menu.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol == arcade.key.ESCAPE:
            if self.confirming:
                self.cancel_quit()
            else:
                self.main.rows[0].on_activate()  # type: ignore[misc]
        elif symbol in UP_KEYS:
            self.menu.move(-1)
        elif symbol in DOWN_KEYS:
            self.menu.move(+1)
        elif symbol in CONFIRM_KEYS:
            self.menu.activate()
        return True

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.menu.hover(x, y)
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.menu.click(x, y)
        return True
