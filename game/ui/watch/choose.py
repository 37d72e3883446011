"""The short choice before watching the bots: the game, the number of seats, the bots' levels (one
for all, or one per seat), then Watch. Remembered in the settings (choice.py)."""

from __future__ import annotations

from dataclasses import replace

import arcade

from .. import theme
from ..base import BaseView
from ..fit import fit_width
from ..widgets.menu_list import MenuList, Row
from . import choice as choices
from .choice import WatchChoice, read_choice


class WatchChoiceView(BaseView):
    title_key = "watch.title"

    def __init__(self) -> None:
        super().__init__()
        self.choice = read_choice(self.app.settings.watch_bots)
        self.menu = MenuList(self.rows())
        # the selected row in plain words, under the rows
        self.explain = arcade.Text("", 0, 0, theme.SIGHT, 14, font_name=theme.FONT, anchor_x="center")

    def rows(self) -> list[Row]:
        c = self.choice
        rows = [
            Row(
                lambda: self.t("watch.game"),
                value=lambda: self.t(f"game.{self.choice.game}"),
                on_change=lambda step: self.change(choices.with_game(self.choice, step)),
                help=lambda: self.t("watch.help.game"),
            ),
            Row(
                lambda: self.t("setup.players"),
                value=lambda: str(self.choice.players),
                on_change=lambda step: self.change(choices.with_players(self.choice, step)),
                help=lambda: self.t("watch.help.players"),
            ),
            Row(
                lambda: self.t("watch.levels"),
                value=lambda: self.t("watch.per_seat" if self.choice.per_seat else "watch.one_level"),
                on_change=lambda _step: self.change(choices.per_seat(self.choice, not self.choice.per_seat)),
                help=lambda: self.t("watch.help.levels"),
            ),
        ]
        if c.per_seat:
            rows += [self.level_row(seat) for seat in range(c.players)]
        else:
            rows.append(self.level_row(None))
        rows += [
            Row(lambda: self.t("watch.start"), self.start, help=lambda: self.t("watch.help.start")),
            Row(lambda: self.t("watch.back"), self.on_back),
        ]
        return rows

    def level_row(self, seat: int | None) -> Row:
        def label() -> str:
            return self.t("watch.level") if seat is None else self.t("watch.seat_level", seat=seat + 1)

        def level() -> str:
            return self.choice.level(0 if seat is None else seat)

        return Row(
            label,
            value=lambda: self.t(f"difficulty.{level()}"),
            on_change=lambda step: self.change(choices.with_level(self.choice, seat, step)),
            help=lambda: self.t(f"difficulty.desc.{level()}"),
        )

    def layout(self) -> None:
        super().layout()
        s = self.scale
        self.explain.x, self.explain.y = self.window.width / 2, s.px(24)
        self.explain.text = ""  # worded when drawn

    def draw_content(self) -> None:
        super().draw_content()
        menu = self.menu
        words = menu.rows[menu.selected].help() if menu is not None else ""
        if words != self.explain.text:
            self.explain.text = words
            self.explain.font_size = self.scale.font(14)
            fit_width(self.explain, self.window.width * 0.94)
        self.explain.draw()

    def change(self, choice: WatchChoice) -> None:
        """A new choice; the rows follow it (a level per seat adds rows), the selection kept."""
        self.choice = choice
        assert self.menu is not None
        selected = self.menu.selected
        if len(self.rows()) != len(self.menu.rows):
            self.menu = MenuList(self.rows())
            self.menu.selected = min(selected, len(self.menu.rows) - 1)
            self.layout()

    def remember(self) -> None:
        settings = self.app.settings
        if settings.watch_bots != self.choice.text():
            self.app.apply_settings(replace(settings, watch_bots=self.choice.text()))

    def start(self) -> None:
        self.remember()
        self.app.go("watch", self.choice, back="watch-bots")

    def on_back(self) -> None:
        self.remember()
        self.app.go("menu")
