"""The short choice before watching the bots: the game, the number of seats, the bots' levels (one
for all, or one per seat), then Watch. Remembered in the settings (choice.py).

It lies on the felt, as the menu does: the rows as cards, and beside them the chosen game's table in
miniature, lit, changing as the game changes."""

from __future__ import annotations

from dataclasses import replace

import arcade

from ...games import game_spec
from .. import theme
from ..base import BaseView
from ..fit import fit_width
from ..kit.miniature import Miniature
from ..widgets.materials import FELT, FeltRoom
from ..widgets.menu_list import MenuList, Row
from . import choice as choices
from .choice import WatchChoice, read_choice

TABLE_SHAPE = 2.3  # the miniature's width over its height (as the menu lays them)
TABLE_LEAST = 40  # below this height (base pixels) the miniature is left out: the rows come first


class WatchChoiceView(BaseView):
    title_key = "watch.title"
    floor = FELT  # the screen lies on the felt (materials.py)

    def __init__(self) -> None:
        super().__init__()
        self.choice = read_choice(self.app.settings.watch_bots)
        self.menu = MenuList(self.rows())
        self.menu.as_cards = True  # the rows lie on the felt as cards
        self.room = FeltRoom()
        self.tables: dict[str, Miniature] = {}  # each game's miniature, made when first chosen
        self.table_box = (0.0, 0.0, 0.0, 0.0)  # where the chosen game's lies: left, bottom, width, height
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
        """The rows left of the middle, the chosen game's table right of them (as high as the rows
        leave it room for, up to its shape), the selected row in plain words under them."""
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.room.lay(w, h, s)
        self.explain.x, self.explain.y = w / 2, s.px(24)
        self.explain.text = ""  # worded when drawn
        menu = self.menu
        assert menu is not None
        margin, gap = s.px(24), s.px(28)
        width = min(w * 0.5, s.px(620))
        table_w = min(w - 2 * margin - width - gap, s.px(520))
        left = (w - width - gap - table_w) / 2  # the rows and the table, centred together
        menu.layout(left + width / 2, self.below_title(), width, s, bottom=s.px(48) * s.text)
        top, bottom = menu.top, menu.bottom()
        table_h = min(table_w / TABLE_SHAPE, max(0.0, top - s.px(48) * s.text))
        middle = min(top - table_h / 2, (top + bottom) / 2)
        self.table_box = (left + width + gap, middle - table_h / 2, table_w, table_h)
        self.place_table()

    def place_table(self) -> None:
        """The chosen game's miniature, lit, in its place (again when the game changes)."""
        game = self.choice.game
        if game not in self.tables:
            art = game_spec(game).miniature
            if art is None:
                return
            self.tables[game] = Miniature(art.load())
        if self.table_box[3] >= self.scale.px(TABLE_LEAST):
            self.tables[game].place(self.table_box, lit=True)

    def table(self) -> Miniature | None:
        """The chosen game's miniature, where it has one and the window leaves it room."""
        if self.table_box[3] < self.scale.px(TABLE_LEAST):
            return None
        return self.tables.get(self.choice.game)

    def draw_content(self) -> None:
        self.room.draw()
        table = self.table()
        if table is not None:
            table.draw()
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
        game = self.choice.game
        self.choice = choice
        assert self.menu is not None
        selected = self.menu.selected
        if len(self.rows()) != len(self.menu.rows):
            self.menu = MenuList(self.rows())
            self.menu.as_cards = True
            self.menu.selected = min(selected, len(self.menu.rows) - 1)
            self.layout()
        elif choice.game != game:
            self.place_table()

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
