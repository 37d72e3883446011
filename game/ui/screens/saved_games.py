"""The saved games: every unfinished game kept, newest first (its game, its seats, how long ago).

Enter (or a click) on a game opens what to do with it: resume, delete, back. Delete (or D) on a
selected game asks at once. Deleting always asks first ("No, keep it" selected: Enter at once
loses nothing). Esc goes back a step: from the question to the list, from the list to the menu.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from ...store.saves import SavedGame, Shelf
from .. import theme
from ..base import BaseView
from ..fit import fit_width
from ..saved_words import saved_line
from ..widgets.menu_list import MenuList, Row

DELETE_KEYS = (arcade.key.DELETE, arcade.key.D)


class SavedGamesView(BaseView):
    title_key = "saves.title"

    def __init__(self, shelf: Shelf | None = None) -> None:
        super().__init__()
        self.shelf = shelf or Shelf()
        self.kept: list[SavedGame] = self.shelf.games()
        self.chosen: SavedGame | None = None  # the game whose actions (or deletion) are asked
        self.asking = False  # the question "Delete this game?" is on screen
        self.line = arcade.Text("", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center")
        self.help = arcade.Text("", 0, 0, theme.WHITE, 13, font_name=theme.FONT, anchor_x="center")
        self.menu = self.list_menu()

    # ------------------------------------------------------------ the three menus
    def list_menu(self) -> MenuList:
        rows = [Row(self.label_of(g), self.choose_of(g)) for g in self.kept]
        rows.append(Row(lambda: self.t("saves.back"), self.on_back))
        return MenuList(rows, font_size=18, row_height=46)

    def label_of(self, saved: SavedGame) -> Callable[[], str]:
        return lambda: saved_line(saved, self.t)

    def choose_of(self, saved: SavedGame) -> Callable[[], None]:
        return lambda: self.choose(saved)

    def choose(self, saved: SavedGame) -> None:
        self.chosen, self.asking = saved, False
        self.menu = MenuList(
            [
                Row(lambda: self.t("saves.resume"), lambda: self.resume(saved)),
                Row(lambda: self.t("saves.delete"), lambda: self.ask_delete(saved)),
                Row(lambda: self.t("saves.back"), self.back_to_list),
            ]
        )
        self.layout()

    def ask_delete(self, saved: SavedGame) -> None:
        self.chosen, self.asking = saved, True
        self.menu = MenuList(
            [
                Row(lambda: self.t("saves.no_keep"), self.back_to_list),
                Row(lambda: self.t("saves.yes_delete"), lambda: self.delete(saved)),
            ]
        )
        self.layout()

    def back_to_list(self, selected: int | None = None) -> None:
        at = self.kept.index(self.chosen) if selected is None and self.chosen in self.kept else selected
        self.chosen, self.asking = None, False
        self.menu = self.list_menu()
        self.menu.selected = max(0, min(at or 0, len(self.menu.rows) - 1))
        self.layout()

    # ------------------------------------------------------------ what the rows do
    def resume(self, saved: SavedGame) -> None:
        self.app.go("resume", saved.path)

    def delete(self, saved: SavedGame) -> None:
        at = self.kept.index(saved)
        if self.shelf.delete(saved.path):
            self.kept.remove(saved)
            self.app.notices.add(self.t("saves.deleted"))
        else:
            self.app.notices.add(self.t("saves.undeletable"))
        self.chosen = None
        self.back_to_list(at)

    # ------------------------------------------------------------ screen
    def layout(self) -> None:
        super().layout()
        s, w = self.scale, self.window.width
        if self.chosen is None:
            self.line.text = "" if self.kept else self.t("saves.empty")
        else:
            key = "saves.confirm_delete" if self.asking else "saves.row"
            self.line.text = saved_line(self.chosen, self.t, key)
        self.line.font_size = s.font(16)
        fit_width(self.line, w * 0.9)
        self.line.x, self.line.y = w / 2, self.below_title(6) - self.line.content_height
        self.help.text = self.t("saves.help")
        self.help.font_size = s.font(13)
        fit_width(self.help, w * 0.94)
        self.help.x, self.help.y = w / 2, s.px(22) * s.text
        if self.menu is not None:
            top = self.line.y - s.px(18)
            self.menu.layout(w / 2, top, min(w * 0.8, s.px(900)), s, bottom=self.help.y + s.px(30))

    def draw_content(self) -> None:
        super().draw_content()
        self.line.draw()
        self.help.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        menu = self.menu
        listing = self.chosen is None and menu is not None
        if listing and symbol in DELETE_KEYS and menu is not None and menu.selected < len(self.kept):
            self.ask_delete(self.kept[menu.selected])
            return True
        return super().on_key_press(symbol, modifiers)

    def on_back(self) -> None:
        """Esc: from a game's question back to the list; from the list to the main menu."""
        if self.chosen is not None:
            self.back_to_list()
        else:
            self.app.go("menu")
