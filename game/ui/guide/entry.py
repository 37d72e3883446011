"""The small "Guided game" button of the rules screen: the guided game of the game whose rules are
shown, by click or its key (G), where that game has one. Laid out in the place it is given."""

from __future__ import annotations

from typing import Any

import arcade

from ...games import specs
from ...i18n import tr
from ..kit.buttons import ButtonRow

KEY = arcade.key.G


def game_of_doc(doc: str) -> str | None:
    """The game a rules document belongs to, if that game has a guided game."""
    return next((s.name for s in specs() if doc in s.rules_docs and s.guide is not None), None)


class GuideEntry:
    def __init__(self) -> None:
        self.row = ButtonRow(["guide"])
        self.game: str | None = None

    def layout(self, doc: str, area: arcade.types.Rect, font: float) -> None:
        self.game = game_of_doc(doc)
        self.row.set("guide", tr("guide.entry"), tr("guide.entry_key"))
        self.row.layout_column(area, font)

    def draw(self) -> None:
        if self.game is not None:
            self.row.draw()

    def click(self, window: Any, x: float, y: float) -> bool:
        if self.game is not None and self.row.at(x, y):
            window.go("guide", self.game)
            return True
        return False

    def key(self, window: Any, symbol: int) -> bool:
        if self.game is not None and symbol == KEY:
            window.go("guide", self.game)
            return True
        return False
