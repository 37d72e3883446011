"""Results: scores, winner(s), what decided it, every hidden card revealed, play again."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import arcade

from ...setup import TableSetup, new_seed
from .. import theme
from ..widgets.menu_list import MenuList, Row
from .base import BaseView


def summary(game: str, state: Any) -> tuple[list[int], list[int], str | None, list[str]]:
    """Scores, winners, the tie-break that decided (if the game has one) and the reveal lines."""
    scores, winners = state.scores(), state.winners()
    decided_by = None
    reveal_lines: list[str] = []
    if game == "wink":
        from ...rules.wink import result, reveal

        decided_by = result(state).decided_key
        shown = reveal(state)
        for seat, hand in enumerate(shown["hands"]):
            dead = shown["dead"][seat]
            cards = ", ".join(map(str, hand)) or "–"
            if dead:
                cards += f"  (+ {', '.join(map(str, dead))})"
            reveal_lines.append(f"{state.names[seat]}: {cards}")
        reveal_lines.append(f"⨯ {', '.join(map(str, shown['aside'])) or '–'}")
    return scores, winners, decided_by, reveal_lines


class ResultsView(BaseView):
    title_key = "results.title"

    def __init__(self, setup: TableSetup, state: Any) -> None:
        super().__init__()
        self.setup = setup
        self.state = state
        self.scores, self.winners, self.decided_by, self.reveal = summary(setup.game, state)
        names = [s.name for s in setup.seats]
        self.lines = [
            arcade.Text(
                f"{'★ ' if i in self.winners else ''}{names[i]}   {self.scores[i]}",
                0,
                0,
                theme.HIGHLIGHT if i in self.winners else theme.WHITE,
                20,
                font_name=theme.FONT,
                anchor_x="center",
            )
            for i in range(len(names))
        ]
        self.verdict = arcade.Text("", 0, 0, theme.WHITE, 18, font_name=theme.FONT, anchor_x="center")
        self.revealed = arcade.Text(
            "\n".join(self.reveal), 0, 0, theme.WHITE, 12, font_name=theme.FONT, multiline=True, width=600
        )
        self.menu = MenuList(
            [
                Row(lambda: self.t("results.play_again_same"), self.again_same),
                Row(lambda: self.t("results.play_again_new"), self.again_new),
                Row(lambda: self.t("results.menu"), self.on_back),
            ],
            font_size=18,
            row_height=44,
        )

    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.y = h * 0.9
        names = [self.setup.seats[i].name for i in self.winners]
        key = "results.winner" if len(self.winners) == 1 else "results.shared"
        text = self.t(key, names=", ".join(names))
        if self.decided_by and self.decided_by not in ("score", "shared"):
            text += " · " + self.t("results.decided_by", rule=self.t(f"tiebreak.{self.decided_by}"))
        self.verdict.text = text
        self.verdict.font_size = s.font(18)
        self.verdict.x, self.verdict.y = w / 2, h * 0.82
        for i, line in enumerate(self.lines):
            line.font_size = s.font(18)
            line.x, line.y = w * 0.3, h * 0.74 - i * s.px(30)
        self.revealed.font_size = s.font(12)
        self.revealed.x, self.revealed.y = w * 0.52, h * 0.75
        self.revealed.width = int(w * 0.42)
        if self.menu is not None:
            self.menu.layout(w / 2, h * 0.3, min(w * 0.4, s.px(460)), s)

    def draw_content(self) -> None:
        super().draw_content()
        self.verdict.draw()
        for line in self.lines:
            line.draw()
        self.revealed.draw()

    def again_same(self) -> None:
        from .table import start_table

        start_table(self.app, self.setup)

    def again_new(self) -> None:
        from .table import start_table

        start_table(self.app, replace(self.setup, seed=new_seed(random.Random())))
