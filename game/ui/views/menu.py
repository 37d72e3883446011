"""The main menu: the games (each with its picture), practice, rules, settings, quit."""

from __future__ import annotations

import arcade

from ...games import GameSpec, specs
from .. import theme
from ..fit import fit_width
from ..textures import texture
from ..widgets.menu_list import MenuList, Row
from .base import BaseView


class MainMenuView(BaseView):
    title_key = "app.title"

    def __init__(self) -> None:
        super().__init__()
        self.games = specs()
        rows = [
            Row(
                lambda g=g: self.game_label(g),
                lambda g=g: self.open_setup(g.name),
                enabled=lambda g=g: g.playable,
            )
            for g in self.games
        ]
        rows += [
            Row(lambda: f"{self.t('menu.practice')} ({self.t('menu.soon')})", enabled=lambda: False),
            Row(lambda: self.t("menu.rules"), self.open_rules),
            Row(lambda: self.t("menu.settings"), self.open_settings),
            Row(lambda: self.t("menu.quit"), self.quit),
        ]
        self.menu = MenuList(rows)
        self.tagline = arcade.Text(
            "", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center", anchor_y="top"
        )
        self.art = arcade.SpriteList()  # each game's picture, at the left end of its row

    def layout(self) -> None:
        super().layout()
        s, w = self.scale, self.window.width
        self.tagline.text = self.t("app.tagline")
        self.tagline.font_size = s.font(16)
        fit_width(self.tagline, w * 0.94)
        self.tagline.x, self.tagline.y = w / 2, self.below_title(8)
        if self.menu is not None:
            menu = self.menu
            top = self.tagline.y - self.tagline.content_height - s.px(24)
            menu.layout(w / 2, top, min(w * 0.4, s.px(460)), s, bottom=s.px(12))
            self.art = arcade.SpriteList()
            for i, game in enumerate(self.games):
                sprite = arcade.Sprite(texture(game.art))
                sprite.height = menu.row_h * 0.8
                sprite.width = sprite.texture.width / sprite.texture.height * sprite.height
                sprite.center_x = w / 2 - menu.width / 2 + s.px(10) + sprite.width / 2
                sprite.center_y = menu.row_y(i)
                sprite.alpha = 255 if game.playable else 120
                self.art.append(sprite)

    def draw_content(self) -> None:
        super().draw_content()
        self.art.draw()
        self.tagline.draw()

    def game_label(self, game: GameSpec) -> str:
        """A game whose table is not built yet is listed, greyed, as coming soon."""
        label = self.t(game.menu_key)
        return label if game.playable else f"{label} ({self.t('menu.soon')})"

    def open_setup(self, game: str) -> None:
        self.app.go("setup", game)

    def open_rules(self) -> None:
        self.app.go("rules", back="menu")

    def open_settings(self) -> None:
        self.app.go("settings", back="menu")

    def quit(self) -> None:
        arcade.exit()

    def on_back(self) -> None:
        """Escape on the main menu does nothing: Quit is a row of its own."""
