"""The main menu: the games (each with its table in miniature), statistics, practice, rules, your face and
name, settings, quit; on top, when an unfinished game is kept, "Continue" (the newest), and with
several, the saved games' list."""

from __future__ import annotations

import arcade

from ...games import GameSpec, specs
from ...store.saves import SavedGame, Shelf
from .. import theme, warm_up
from ..base import BaseView
from ..fit import fit_width
from ..kit.baked import BakedMiniatures
from ..kit.ring import Oval
from ..kit.tabletop import Tabletop
from ..saved_words import saved_line
from ..textures import texture
from ..watch.idle import IdlePlay
from ..widgets.menu_list import MenuList, Row

MINIATURE_W = 200  # room kept at the left of a game's row for its table in miniature (base pixels)
GAME_ROW = 2.2  # a game's row is this many rows high: its miniature needs the room
GAME_ROW_LEAST = 1.0  # ...down to a plain row's, where even that leaves the words short of room


class MainMenuView(BaseView):
    title_key = "app.title"

    def __init__(self, shelf: Shelf | None = None) -> None:
        """`shelf`: where unfinished games are kept (the data folder's by default; a scene's own)."""
        super().__init__()
        self.games = specs()
        self.kept: list[SavedGame] = (shelf or Shelf()).games()  # newest first; bad files set aside
        rows = self.kept_rows()
        self.first_game = len(rows)  # the row of the first game
        rows += [self.game_row(g) for g in self.games]
        self.tall_rows = [r for r in rows if r.tall > 1.0]  # the games' rows with their miniatures
        rows += [
            Row(lambda: self.t("stats.menu"), self.open_stats),
            Row(lambda: self.t("menu.practice"), self.open_practice),
            Row(lambda: self.t("menu.watch"), self.open_watch),
            Row(lambda: self.t("menu.rules"), self.open_rules),
            Row(lambda: self.t("player.menu"), self.open_you),
            Row(lambda: self.t("menu.settings"), self.open_settings),
            Row(lambda: self.t("menu.quit"), self.quit),
        ]
        self.menu = MenuList(rows, font_size=20, row_height=46)
        self.menu.as_cards = True  # the rows lie on the table as cards
        self.tagline = arcade.Text(
            "", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center", anchor_y="top"
        )
        # each game's table in miniature at the left end of its row, baked (kit/baked.py; its cards
        # fanned, for a game without one); the chosen game's is lit
        self.art: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.tables = BakedMiniatures(
            {i: game.name for i, game in enumerate(self.games) if game.miniature is not None}
        )
        self.miniatures = self.tables.each
        self.lit: int | None = None  # the game whose miniature is lit (its row is selected)
        self.table = Tabletop()
        self.about = arcade.Text("", 0, 0, theme.WHITE, 13, font_name=theme.FONT, anchor_x="center")
        self.idle = IdlePlay(self.window)  # bots play softly behind the menu when nobody touches it
        self.shown = False  # a frame of the menu has been shown: what it left for later may come

    def on_show_view(self) -> None:
        super().on_show_view()
        self.idle.attach()

    def on_hide_view(self) -> None:
        self.idle.detach()
        warm_up.stop()  # the screen opened gets the machine; what is left waits for the menu

    def on_fixed_update(self, delta_time: float) -> None:
        self.idle.update(delta_time)

    def on_update(self, delta_time: float) -> None:
        if self.shown:
            # (first: GL calls made while the warm-up's thread imports wait for it, call by call)
            self.app.grow_atlas()  # (a launch's first frame made it smaller: app.MENU_ATLAS)
            warm_up.start()  # what the first table needs, imported in a thread (ui/warm_up.py)

    def on_flipped(self) -> None:
        self.shown = True

    def layout(self) -> None:
        super().layout()
        s, w = self.scale, self.window.width
        self.tagline.text = self.t("app.tagline")
        self.tagline.font_size = s.font(16)
        fit_width(self.tagline, w * 0.94)
        self.tagline.x, self.tagline.y = w / 2, self.below_title(8)
        self.about.font_size = s.font(13)
        self.about.x, self.about.y = w / 2, s.px(22) * s.text
        self.about.text = ""  # worded for the selected row when drawn
        self.idle.layout()
        if self.menu is None:
            return
        menu = self.menu
        top = self.tagline.y - self.tagline.content_height - s.px(26)
        width = min(w * 0.5, s.px(580))
        bottom = self.about.y + s.px(30)
        self.size_game_rows(top - bottom)
        menu.layout(w / 2, top, width, s, bottom=bottom)
        for i in self.miniatures:  # each name just right of its miniature, as it came out
            menu.rows[self.first_game + i].indent = (self.miniature_box(i)[2] + menu.pad * 0.5) / s.k
        menu.layout(w / 2, top, width, s, bottom=bottom)
        oval = Oval(w / 2, (top + menu.bottom()) / 2, width * 0.8, (top - menu.bottom()) * 0.56)
        self.table.place(oval)  # the menu lies on a card table, like the games
        self.art = arcade.SpriteList()
        self.place_miniatures()
        for i, game in enumerate(self.games):
            if i in self.miniatures:
                continue
            card_h = menu.row_h * 0.78
            for k, card in enumerate(game.art):  # a small fan of the game's cards, left of its name
                sprite = arcade.Sprite(texture(card))
                sprite.height = card_h
                sprite.width = sprite.texture.width / sprite.texture.height * card_h
                sprite.center_x = w / 2 - menu.width / 2 + s.px(34) + k * card_h * 0.34
                sprite.center_y = menu.row_y(self.first_game + i) - abs(k - 1) * card_h * 0.04
                sprite.angle = (k - 1) * 10
                sprite.alpha = 255 if game.playable else 110
                self.art.append(sprite)

    def size_game_rows(self, room: float) -> None:
        """The games' rows as tall as their miniatures want, less where the other rows would have
        to shrink their text for them (large text in a small window): the words come first."""
        menu, s = self.menu, self.scale
        assert menu is not None
        natural = s.font(menu.base_font) * 2.0  # a row any lower shrinks its words (MenuList.layout)
        others = len(menu.rows) - len(self.tall_rows)
        fits = (room / natural - others) / max(1, len(self.tall_rows))
        for row in self.tall_rows:
            row.tall = max(GAME_ROW_LEAST, min(GAME_ROW, fits))

    def miniature_box(self, i: int) -> tuple[float, float, float, float]:
        """Where game `i`'s miniature lies in its row: left, bottom, width, height."""
        menu, s = self.menu, self.scale
        assert menu is not None
        row = self.first_game + i
        height = menu.height(row) - menu.row_h * 0.26
        width = min(s.px(MINIATURE_W) - menu.pad * 0.5, height * 2.3)
        left = menu.center_x - menu.width / 2 + menu.pad * 0.5
        return left, menu.row_y(row) - height / 2, width, height

    def place_miniatures(self) -> None:
        """Lay every game's miniature in its row, the selected game's lit (again when it changes)."""
        selected = (self.menu.selected if self.menu is not None else 0) - self.first_game
        self.lit = selected if selected in self.miniatures else None
        for i, miniature in self.miniatures.items():
            miniature.place(self.miniature_box(i), lit=i == self.lit, dimmed=not self.games[i].playable)

    def draw_content(self) -> None:
        self.idle.draw()
        if not self.idle.playing:
            self.table.draw()
        super().draw_content()
        selected = (self.menu.selected if self.menu is not None else 0) - self.first_game
        if (selected if selected in self.miniatures else None) != self.lit:
            self.place_miniatures()
        self.tables.draw()
        self.art.draw()
        self.tagline.draw()
        about = self.about_line()
        if self.about.text != about:
            self.about.text = about
            self.about.font_size = self.scale.font(13)
            fit_width(self.about, self.window.width * 0.94)
        self.about.draw()

    def about_line(self) -> str:
        """A line about the game whose row is selected (nothing for the other rows)."""
        i = (self.menu.selected if self.menu is not None else 0) - self.first_game
        if i == -self.first_game and self.kept:  # Continue: the whole line of the newest game
            return saved_line(self.kept[0], self.t)
        if i < 0:
            return ""
        if 0 <= i < len(self.games):
            return self.t(f"game.desc.{self.games[i].name}")
        if self.menu is not None and i == len(self.games):
            return self.t("stats.about")
        if self.menu is not None and i == len(self.games) + 1:
            return self.t("game.desc.practice")
        if self.menu is not None and i == len(self.games) + 2:
            return self.t("watch.about")
        if self.menu is not None and i == len(self.games) + 4:
            return self.t("player.about")
        return ""

    def kept_rows(self) -> list[Row]:
        """Continue (the newest kept game), and the saved games' list when there are several."""
        if not self.kept:
            return []
        newest = self.kept[0]
        rows = [Row(lambda: saved_line(newest, self.t, "saves.continue"), lambda: self.resume(newest))]
        if len(self.kept) > 1:
            rows.append(Row(lambda: self.t("saves.saved_games", count=len(self.kept)), self.open_saved))
        return rows

    def resume(self, saved: SavedGame) -> None:
        self.app.go("resume", saved.path)

    def open_saved(self) -> None:
        self.app.go("saved-games")

    def game_row(self, game: GameSpec) -> Row:
        return Row(
            lambda: self.game_label(game),
            lambda: self.open_setup(game.name),
            enabled=lambda: game.playable,
            indent=MINIATURE_W if game.miniature is not None else 100,
            tall=GAME_ROW if game.miniature is not None else 1.0,
        )

    def game_label(self, game: GameSpec) -> str:
        """A game whose table is not built yet is listed, greyed, as coming soon."""
        label = self.t(game.menu_key)
        return label if game.playable else f"{label} ({self.t('menu.soon')})"

    def open_setup(self, game: str) -> None:
        self.app.go("start", game)  # its setup (on a first start, the guided game is offered first)

    def open_stats(self) -> None:
        self.app.go("stats")

    def open_practice(self) -> None:
        self.app.go("practice-start")  # the first time a profile opens practice: its guided start

    def open_watch(self) -> None:
        self.app.go("watch-bots")

    def open_rules(self) -> None:
        self.app.go("rules", back="menu")

    def open_you(self) -> None:
        self.app.go("you", back="menu")

    def open_settings(self) -> None:
        self.app.go("settings", back="menu")

    def quit(self) -> None:
        arcade.exit()

    def on_back(self) -> None:
        """Escape on the main menu does nothing: Quit is a row of its own."""
