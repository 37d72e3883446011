"""The main menu: the three games, practice, rules, settings, quit."""

from __future__ import annotations

import arcade

from .. import theme
from ..widgets.menu_list import MenuList, Row
from .base import BaseView
from .tables import TABLES

GAMES = ("wink", "winkybilly", "zwoggel")


class MainMenuView(BaseView):
    title_key = "app.title"

    def __init__(self) -> None:
        super().__init__()
        rows = [
            Row(
                lambda g=g: self.game_label(g),
                lambda g=g: self.open_setup(g),
                enabled=lambda g=g: g in TABLES,
            )
            for g in GAMES
        ]
        rows += [
            Row(lambda: f"{self.t('menu.practice')} ({self.t('menu.soon')})", enabled=lambda: False),
            Row(lambda: self.t("menu.rules"), self.open_rules),
            Row(lambda: self.t("menu.settings"), self.open_settings),
            Row(lambda: self.t("menu.quit"), self.quit),
        ]
        self.menu = MenuList(rows)
        self.tagline = arcade.Text("", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center")

    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.tagline.text = self.t("app.tagline")
        self.tagline.font_size = s.font(16)
        self.tagline.x, self.tagline.y = w / 2, h * 0.78
        if self.menu is not None:
            self.menu.layout(w / 2, h * 0.72, min(w * 0.4, s.px(460)), s)

    def draw_content(self) -> None:
        super().draw_content()
        self.tagline.draw()

    def game_label(self, game: str) -> str:
        """A game whose table is not built yet is listed, greyed, as coming soon."""
        label = self.t(f"menu.{game}")
        return label if game in TABLES else f"{label} ({self.t('menu.soon')})"

    def open_setup(self, game: str) -> None:
        from .setup import SetupView

        self.app.show_view(SetupView(game))

    def open_rules(self) -> None:
        from .rules import RulesView

        self.app.show_view(RulesView(back=MainMenuView))

    def open_settings(self) -> None:
        from .settings import SettingsView

        self.app.show_view(SettingsView(back=MainMenuView))

    def quit(self) -> None:
        arcade.exit()

    def on_back(self) -> None:
        """Escape on the main menu does nothing: Quit is a row of its own."""
