"""Pause (the pause key during a game): an overlay over the table: resume, rules, settings, quit.
Leaving asks first, and says the game is kept (a table that keeps itself: kit/keeping.py)."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from .. import theme
from ..fit import fit_width
from ..modal import ModalSection, draw_panel
from ..widgets.menu_list import MenuList, Row


class PauseSection(ModalSection):
    """Takes all input while shown; the table underneath stops its clock (see TableView.paused)."""

    def __init__(
        self,
        on_resume: Callable[[], None],
        on_rules: Callable[[], None],
        on_settings: Callable[[], None],
        on_quit: Callable[[], None],
        context: str = "menus",
        kept: Callable[[], bool] = lambda: False,
    ) -> None:
        """`kept`: whether the game is kept when left (the leave question then says so)."""
        super().__init__("pause", context)
        self.kept = kept
        self.confirming = False
        self.on_resume = on_resume
        self.on_quit = on_quit
        self.title = arcade.Text("", 0, 0, theme.INK, 30, font_name=theme.FONT, anchor_x="center", bold=True)
        self.note = arcade.Text("", 0, 0, theme.INK, 15, font_name=theme.FONT, anchor_x="center")
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

    @property
    def menu(self) -> MenuList:
        return self.confirm if self.confirming else self.main

    def reset(self) -> None:
        """Shown afresh: the main menu, its first row selected."""
        self.confirming = False
        self.main.selected = 0

    def ask_quit(self) -> None:
        self.confirming = True
        self.confirm.selected = 0
        self.layout()

    def cancel_quit(self) -> None:
        self.confirming = False
        self.layout()

    def panel(self) -> arcade.types.Rect:
        """The paper under the title and the menu, as tall as they need."""
        w, h = self.window.width, self.window.height
        pw = min(w * 0.44, self.scale.px(520))
        top = h * 0.72 + self.title.content_height + self.scale.px(20)
        if self.note.text:
            top += self.note.content_height + self.scale.px(6)
        bottom = self.menu.bottom() - self.scale.px(24)
        return arcade.LBWH(w / 2 - pw / 2, bottom, pw, top - bottom)

    def layout(self) -> None:
        self.fit()
        w, h = self.window.width, self.window.height
        s = self.scale
        self.title.text = self.t("pause.confirm_quit" if self.confirming else "pause.title")
        self.title.font_size = s.font(30)
        width = min(w * 0.44, s.px(520)) - s.px(40)
        self.note.text = self.t("saves.kept") if self.confirming and self.kept() else ""
        self.note.font_size = s.font(15)
        fit_width(self.note, width)
        lift = self.note.content_height + s.px(6) if self.note.text else 0.0
        self.title.x, self.title.y = w / 2, h * 0.72 + lift
        self.note.x, self.note.y = w / 2, h * 0.72
        fit_width(self.title, width)
        self.menu.layout(w / 2, h * 0.66, width, s, bottom=h * 0.12)

    def on_draw(self) -> None:
        w, h = self.window.width, self.window.height
        arcade.draw_rect_filled(arcade.LBWH(0, 0, w, h), theme.SHADE)
        draw_panel(self.panel())
        self.title.draw()
        if self.note.text:
            self.note.draw()
        self.menu.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        actions = self.actions(symbol, modifiers)
        if "back" in actions or "pause" in actions:
            if self.confirming:
                self.cancel_quit()
            else:
                self.on_resume()
        else:
            self.menu.follow(actions)
        return True

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.menu.hover(x, y)
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.menu.click(x, y)
        return True
