"""Game setup: players, seats (human or bot with difficulty and personality), preset, seed."""

from __future__ import annotations

import random
from dataclasses import replace

import arcade

from ...i18n import tr
from ...rules.wink.presets import PRESETS
from ...setup import (
    DIFFICULTIES,
    MAX_SEED,
    SeatSetup,
    TableSetup,
    default_setup,
    fit_seats,
    new_seed,
    setup_from_json,
)
from ...store.levels import load_personalities
from ...store.settings import load_store, save_store
from .. import theme
from ..widgets.menu_list import MenuList, Row
from .base import BaseView

# What left/right cycles through on a seat row.
SEAT_CHOICES = [("human", "normal"), *(("bot", d) for d in DIFFICULTIES)]
NAME_MAX = 14


def remembered_setup(game: str, personalities: list[str]) -> TableSetup:
    """The last setup of this game, or a fresh one when none (or a damaged one) is stored."""
    data = load_store("setups", {}).get(game)
    if data is not None:
        try:
            return setup_from_json(data, personalities)
        except (ValueError, KeyError, TypeError):
            pass
    return default_setup(game, personalities, tr("setup.you"))


class SetupView(BaseView):
    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.personalities = [p.name for p in load_personalities()]
        self.setup = remembered_setup(game, self.personalities)
        self.title_key = f"menu.{game}"
        self.hint = arcade.Text("", 0, 0, theme.WHITE, 13, font_name=theme.FONT, anchor_x="center")
        self.error = arcade.Text("", 0, 0, theme.HIGHLIGHT, 14, font_name=theme.FONT, anchor_x="center")
        self.rebuild()

    # ------------------------------------------------------------ rows
    def rebuild(self) -> None:
        selected = self.menu.selected if self.menu else 0
        rows = [
            Row(
                lambda: self.t("setup.players"),
                value=lambda: str(self.setup.players),
                on_change=self.change_players,
            )
        ]
        if self.game == "wink":
            rows.append(
                Row(lambda: self.t("setup.preset"), value=self.preset_label, on_change=self.change_preset)
            )
            rows.append(
                Row(
                    lambda: self.t("setup.extra_card"),
                    value=lambda: self.t("common.on" if self.setup.extra_card else "common.off"),
                    on_change=lambda _step: self.toggle_extra(),
                    enabled=self.extra_allowed,
                )
            )
        for i in range(self.setup.players):
            rows.append(
                Row(
                    lambda i=i: self.t("setup.seat", number=i + 1),
                    on_activate=lambda i=i: self.next_personality(i),
                    value=lambda i=i: self.seat_label(i),
                    on_change=lambda step, i=i: self.change_seat(i, step),
                    on_text=lambda ch, i=i: self.edit_name(i, ch),
                )
            )
        rows.append(
            Row(
                lambda: self.t("setup.seed"),
                value=lambda: self.t("setup.deal", seed=self.setup.seed),
                on_text=self.edit_seed,
            )
        )
        rows.append(Row(lambda: self.t("setup.new_seed"), self.reseed))
        rows.append(Row(lambda: self.t("setup.start"), self.start))
        rows.append(Row(lambda: self.t("setup.back"), self.on_back))
        self.menu = MenuList(rows, font_size=17, row_height=38)
        self.menu.selected = min(selected, len(rows) - 1)
        self.layout()

    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.y = h * 0.9
        if self.menu is not None:
            self.menu.layout(w / 2, h * 0.85, min(w * 0.62, s.px(760)), s)
        self.hint.font_size = s.font(13)
        self.hint.x, self.hint.y = w / 2, s.px(18)
        self.error.font_size = s.font(14)
        self.error.x, self.error.y = w / 2, s.px(40)

    def draw_content(self) -> None:
        super().draw_content()
        self.hint.text = self.row_hint()
        self.hint.draw()
        if self.error.text:
            self.error.draw()

    def row_hint(self) -> str:
        if self.menu is None:
            return ""
        row = self.menu.rows[self.menu.selected]
        if row.on_text is not None and row.on_change is not None:
            kind = self.setup.seats[self.seat_index(self.menu.selected)].kind
            return self.t("setup.hint_human" if kind == "human" else "setup.hint_bot")
        if row.on_text is not None:
            return self.t("setup.hint_seed")
        if row.on_change is not None:
            return self.t("setup.hint_change")
        return self.t("setup.hint_enter")

    def seat_index(self, row: int) -> int:
        return row - (3 if self.game == "wink" else 1)

    # ------------------------------------------------------------ values
    def preset_label(self) -> str:
        return self.t(f"preset.{self.setup.preset}")

    def seat_label(self, i: int) -> str:
        seat = self.setup.seats[i]
        if seat.kind == "human":
            return self.t("setup.human_named", name=seat.name)
        return self.t("setup.bot_named", name=seat.name, difficulty=self.t(f"difficulty.{seat.difficulty}"))

    def extra_allowed(self) -> bool:
        rules = PRESETS.get(self.setup.preset or "")
        return bool(rules and rules.extra_card_option and self.setup.players < 8)

    # ------------------------------------------------------------ changes
    def update(self, setup: TableSetup, rebuild: bool = False) -> None:
        self.setup = fit_seats(setup, self.personalities)
        self.error.text = ""
        if rebuild:
            self.rebuild()

    def change_players(self, step: int) -> None:
        r = self.setup.player_range()
        players = min(max(self.setup.players + step, r.start), r.stop - 1)
        extra = self.setup.extra_card and players < 8
        self.update(replace(self.setup, players=players, extra_card=extra), rebuild=True)

    def change_preset(self, step: int) -> None:
        names = list(PRESETS)
        preset = names[(names.index(self.setup.preset or names[0]) + step) % len(names)]
        r = PRESETS[preset].players
        players = min(max(self.setup.players, r.start), r.stop - 1)
        extra = self.setup.extra_card and PRESETS[preset].extra_card_option and players < 8
        self.update(replace(self.setup, preset=preset, players=players, extra_card=extra), rebuild=True)

    def toggle_extra(self) -> None:
        if self.extra_allowed():
            self.update(replace(self.setup, extra_card=not self.setup.extra_card))

    def change_seat(self, i: int, step: int) -> None:
        seats = list(self.setup.seats)
        seat = seats[i]
        k = SEAT_CHOICES.index((seat.kind, seat.difficulty)) if seat.kind == "bot" else 0
        kind, difficulty = SEAT_CHOICES[(k + step) % len(SEAT_CHOICES)]
        if kind == "human" and seat.kind != "human":
            seat = SeatSetup(kind="human", name=self.t("setup.default_human", number=i + 1))
        elif kind == "bot":
            if seat.kind != "bot":
                taken = {s.personality for s in seats}
                free = [p for p in self.personalities if p not in taken] or self.personalities
                seat = SeatSetup(kind="bot", name=free[0], personality=free[0])
            seat = replace(seat, difficulty=difficulty)
        seats[i] = seat
        self.update(replace(self.setup, seats=tuple(seats)))

    def next_personality(self, i: int) -> None:
        seat = self.setup.seats[i]
        if seat.kind != "bot" or not self.personalities:
            return
        taken = {s.personality for s in self.setup.seats}
        order = self.personalities
        start = order.index(seat.personality) if seat.personality in order else -1
        for k in range(1, len(order) + 1):
            candidate = order[(start + k) % len(order)]
            if candidate not in taken:
                seats = list(self.setup.seats)
                seats[i] = replace(seat, personality=candidate, name=candidate)
                self.update(replace(self.setup, seats=tuple(seats)))
                return

    def edit_name(self, i: int, ch: str) -> None:
        seat = self.setup.seats[i]
        if seat.kind != "human":
            return
        name = seat.name[:-1] if ch == "\b" else (seat.name + ch)[:NAME_MAX]
        seats = list(self.setup.seats)
        seats[i] = replace(seat, name=name)
        self.setup = replace(self.setup, seats=tuple(seats))  # unique names are fixed on start

    def edit_seed(self, ch: str) -> None:
        digits = str(self.setup.seed)
        if ch == "\b":
            digits = digits[:-1] or "0"
        elif ch.isdigit():
            digits = (digits + ch).lstrip("0")[:5] or "0"
        else:
            self.error.text = self.t("setup.seed_digits")
            return
        self.setup = replace(self.setup, seed=int(digits))

    def reseed(self) -> None:
        self.update(replace(self.setup, seed=new_seed(random.Random())))

    # ------------------------------------------------------------ leave
    def start(self) -> None:
        if not 1 <= self.setup.seed <= MAX_SEED:
            self.error.text = self.t("setup.seed_range", high=MAX_SEED)
            return
        if not self.setup.humans():
            self.error.text = self.t("setup.need_human")
            return
        self.update(self.setup)
        stored = load_store("setups", {})
        stored[self.game] = self.setup.to_json()
        save_store("setups", stored)
        from .table import start_table

        start_table(self.app, self.setup)
