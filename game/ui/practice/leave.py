"""Leaving a practice session that has trials played asks first: a panel over the table, "Keep
playing" or "Leave", with the keys of the menus (↑/↓, Enter; Esc keeps playing) and the mouse.
The table's clock stands still while it shows (see PracticeTableView.now)."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from ...i18n import tr, trn
from .. import theme
from ..fit import fit_width
from ..input import bound
from ..modal import draw_panel
from ..widgets.menu_list import MenuList, Row


class LeaveConfirm:
    def __init__(self, played: int, stay: Callable[[], None], leave: Callable[[], None]) -> None:
        self.played = played
        self.stay = stay
        self.title = arcade.Text("", 0, 0, theme.INK, 26, font_name=theme.FONT, anchor_x="center", bold=True)
        self.body = arcade.Text("", 0, 0, theme.INK, 15, font_name=theme.FONT, anchor_x="center")
        self.menu = MenuList(
            [Row(lambda: tr("player.leave_stay"), stay), Row(lambda: tr("player.leave_go"), leave)],
            font_size=17,
            row_height=44,
        )  # "Keep playing" first: Enter at once loses nothing
        self.box = arcade.LBWH(0, 0, 1, 1)

    def layout(self, width: float, height: float, s: theme.Scale) -> None:
        pw = min(width * 0.56, s.px(600) * s.text)
        inner = pw - s.px(40)
        self.title.text, self.title.font_size = tr("player.leave_title"), s.font(26)
        self.body.text, self.body.font_size = trn("player.leave_lost", self.played), s.font(15)
        fit_width(self.title, inner)
        fit_width(self.body, inner)
        top = height * 0.64  # the panel about the middle of the window
        self.title.x, self.title.y = width / 2, top
        self.body.x, self.body.y = width / 2, top - self.title.content_height - s.px(6)
        self.menu.layout(width / 2, self.body.y - s.px(18), inner, s)
        bottom = self.menu.bottom() - s.px(20)
        ceiling = top + self.title.content_height + s.px(16)
        self.box = arcade.LBWH(width / 2 - pw / 2, bottom, pw, ceiling - bottom)

    def draw(self, width: float, height: float) -> None:
        arcade.draw_rect_filled(arcade.LBWH(0, 0, width, height), theme.SHADE)
        draw_panel(self.box)
        self.title.draw()
        self.body.draw()
        self.menu.draw()

    def key(self, window: arcade.Window, symbol: int, modifiers: int) -> None:
        actions = bound(window, symbol, modifiers, "menus") | bound(window, symbol, modifiers, "practice")
        if "back" in actions or "pause" in actions:
            self.stay()
        else:
            self.menu.follow(actions)

    def hover(self, x: float, y: float) -> None:
        self.menu.hover(x, y)

    def click(self, x: float, y: float) -> None:
        self.menu.click(x, y)
