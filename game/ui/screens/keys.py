"""Key bindings: every action of the game, rebound by pressing Enter then the new key."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import arcade

from ...i18n import key_label
from ...store.settings import Settings, binding_conflicts
from .. import theme
from ..base import Back, BaseView
from ..input import key_name
from ..widgets.menu_list import MenuList, Row


class KeyBindingsView(BaseView):
    title_key = "settings.key_bindings"

    def __init__(self, back: Back) -> None:
        super().__init__()
        self.back = back
        self.waiting: str | None = None
        self.actions = sorted(self.app.settings.key_bindings)
        self.first = 0
        self.status = arcade.Text("", 0, 0, theme.HIGHLIGHT, 14, font_name=theme.FONT, anchor_x="center")
        rows = [
            Row(partial(self.t, f"action.{a}"), partial(self.wait_for, a), value=partial(self.shown, a))
            for a in self.actions
        ]
        rows.append(Row(lambda: self.t("settings.reset_defaults"), self.reset))
        rows.append(Row(lambda: self.t("common.back"), self.on_back))
        self.menu = MenuList(rows, font_size=13, row_height=24)

    def shown(self, action: str) -> str:
        if self.waiting == action:
            return self.t("settings.press_key")
        return key_label(self.app.settings.key_bindings[action])

    def wait_for(self, action: str) -> None:
        self.waiting = action

    def reset(self) -> None:
        self.app.apply_settings(replace(self.app.settings, key_bindings=dict(Settings().key_bindings)))
        self.status.text = ""

    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.font_size = min(self.title.font_size, s.font(30))  # the list of actions needs the room
        self.title.y = h - s.px(12)
        if self.menu is not None:
            top, bottom = self.below_title(8), s.px(32) * s.text
            # one column where every row keeps its height, else two side by side (read down)
            fits = len(self.menu.rows) * max(s.px(24), s.font(13) * 1.9) <= top - bottom
            width = min(w * 0.6, s.px(620)) if fits else min(w * 0.94, s.px(1240))
            self.menu.columns = 1 if fits else 2
            self.menu.layout(w / 2, top, width, s, bottom=bottom)
        self.status.font_size = s.font(14)
        self.status.x, self.status.y = w / 2, s.px(16)

    def draw_content(self) -> None:
        super().draw_content()
        self.status.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.waiting is None:
            return super().on_key_press(symbol, modifiers)
        action, self.waiting = self.waiting, None
        if symbol == arcade.key.ESCAPE:
            return True
        name = key_name(symbol, modifiers)
        if name is None:
            self.status.text = self.t("settings.key_unknown")
            return True
        bindings = dict(self.app.settings.key_bindings)
        bindings[action] = name
        self.app.apply_settings(replace(self.app.settings, key_bindings=bindings))
        conflicts = binding_conflicts(bindings)
        self.status.text = (
            self.t(
                "settings.key_conflict",
                key=key_label(name),
                actions=", ".join(self.t(f"action.{a}") for a in conflicts[0]),
            )
            if conflicts
            else ""
        )
        return True

    def on_back(self) -> None:
        self.go_back(self.back)
