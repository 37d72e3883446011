"""The first start of a game, for a player who never finished, skipped or declined its guided game:
"First time? Play a guided game", Yes or No thanks (remembered: the setup comes, and the question
never again). Escape is "not now": the menu, nothing remembered."""

from __future__ import annotations

from typing import Any

import arcade

from ...games import game_spec
from .. import theme
from ..base import BaseView
from ..fit import fit_height
from ..widgets.menu_list import MenuList, Row
from .keeping import load_progress, profile_of


def wants_offer(game: str) -> bool:
    """Whether starting `game` asks first (it has a guided game the player never settled)."""
    if game_spec(game).guide is None:
        return False
    window: Any = arcade.get_window()
    return load_progress().offer(profile_of(window.settings), game)


class GuideOfferView(BaseView):
    title_key = "guide.offer_title"

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        title = game_spec(game).title_key
        self.menu = MenuList(
            [
                Row(lambda: self.t("guide.offer_yes", game=self.t(title)), self.yes),
                Row(lambda: self.t("guide.offer_no"), self.no),
            ]
        )

        self.what = arcade.Text(
            "", 0, 0, theme.SIGHT, 15, font_name=theme.FONT, multiline=True, width=600, align="center"
        )
        self.what.anchor_x, self.what.anchor_y = "center", "top"

    def layout(self) -> None:
        """The question, its two answers, and under them what a guided game is."""
        super().layout()
        s, w = self.scale, self.window.width
        assert self.menu is not None
        self.what.text = self.t("guide.offer_what")
        self.what.font_size = s.font(15)
        self.what.width = int(min(w * 0.6, s.px(640) * s.text))
        self.what.x, self.what.y = w / 2, self.menu.bottom() - s.px(24)
        fit_height(self.what, self.what.y - s.px(12))

    def draw_content(self) -> None:
        super().draw_content()
        self.what.draw()

    def yes(self) -> None:
        self.app.go("guide", self.game)

    def no(self) -> None:
        load_progress().declined(profile_of(self.app.settings), self.game)
        self.app.go("setup", self.game)
