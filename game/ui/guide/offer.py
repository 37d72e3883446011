"""The first start of a game, for a player who never finished, skipped or declined its guided game:
"First time? Play a guided game", Yes or No thanks (remembered: the setup comes, and the question
never again). Escape is "not now": the menu, nothing remembered.

It lies on the felt, as the menu does: the game's own table in miniature, large and lit, above its
two answers as cards, and under them what a guided game is."""

from __future__ import annotations

from typing import Any

import arcade

from ...games import game_spec
from .. import theme
from ..base import BaseView
from ..fit import fit_height
from ..kit.miniature import Miniature
from ..widgets.materials import FELT, FeltRoom
from ..widgets.menu_list import MenuList, Row
from .keeping import load_progress, profile_of

TABLE_SHAPE = 2.3  # the miniature's width over its height (as the menu lays them)
TABLE_SHARE = 0.42  # the most of the window's height the miniature takes
TABLE_LEAST = 40  # below this height (base pixels) the miniature is left out: the words come first


def wants_offer(game: str) -> bool:
    """Whether starting `game` asks first (it has a guided game the player never settled)."""
    if game_spec(game).guide is None:
        return False
    window: Any = arcade.get_window()
    return load_progress().offer(profile_of(window.settings), game)


class GuideOfferView(BaseView):
    title_key = "guide.offer_title"
    floor = FELT  # the screen lies on the felt (materials.py)

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        spec = game_spec(game)
        title = spec.title_key
        self.menu = MenuList(
            [
                Row(lambda: self.t("guide.offer_yes", game=self.t(title)), self.yes),
                Row(lambda: self.t("guide.offer_no"), self.no),
            ]
        )
        self.menu.as_cards = True  # the two answers lie on the felt as cards
        self.room = FeltRoom()
        self.table = Miniature(spec.miniature.load()) if spec.miniature is not None else None
        self.table_shown = False  # False where the window leaves it no room

        self.what = arcade.Text(
            "", 0, 0, theme.SIGHT, 15, font_name=theme.FONT, multiline=True, width=600, align="center"
        )
        self.what.anchor_x, self.what.anchor_y = "center", "top"

    def layout(self) -> None:
        """The question, the game's table lit under it, its two answers, and under them what a
        guided game is; the table gives up height first where the words need it."""
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        menu = self.menu
        assert menu is not None
        self.room.lay(w, h, s)
        self.what.text = self.t("guide.offer_what")
        self.what.font_size = s.font(15)
        self.what.width = int(min(w * 0.6, s.px(640) * s.text))
        top = self.below_title(16)
        bottom = s.px(20)
        rows_h = menu.units() * max(s.px(menu.base_row), s.font(menu.base_font) * 1.9)
        words_h = min(self.what.content_height, h * 0.25)
        gap = s.px(18)
        table_h = min(h * TABLE_SHARE, top - bottom - rows_h - words_h - 3 * gap)
        table_h = min(table_h, w * 0.7 / TABLE_SHAPE)
        self.table_shown = self.table is not None and table_h >= s.px(TABLE_LEAST)
        if self.table is not None and self.table_shown:
            self.table.place(
                (w / 2 - table_h * TABLE_SHAPE / 2, top - table_h, table_h * TABLE_SHAPE, table_h), lit=True
            )
            top -= table_h + gap
        menu.layout(w / 2, top, min(w * 0.5, s.px(620)), s, bottom=bottom + words_h + gap)
        self.what.x, self.what.y = w / 2, menu.bottom() - gap
        fit_height(self.what, self.what.y - s.px(12))

    def draw_content(self) -> None:
        self.room.draw()
        if self.table is not None and self.table_shown:
            self.table.draw()
        super().draw_content()
        self.what.draw()

    def yes(self) -> None:
        self.app.go("guide", self.game)

    def no(self) -> None:
        load_progress().declined(profile_of(self.app.settings), self.game)
        self.app.go("setup", self.game)
