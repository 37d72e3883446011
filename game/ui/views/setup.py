"""Game setup: players, seats (human or bot, difficulty, personality), preset, the deal number.

Everything here can be changed with the mouse (each value has its own ‹ and › arrows) and with
the keys (↑/↓ a row, ←/→ its value, Enter, typing for names and the deal number). The setup of
each game is remembered, but every visit deals anew unless a deal number is typed.
"""

from __future__ import annotations

import random
from dataclasses import replace

import arcade

from ...i18n import key_label
from ...rules.wink.presets import PRESETS
from ...setup import DIFFICULTIES, MAX_SEED, SeatSetup, TableSetup, fit_seats, new_seed
from ...store.levels import load_personalities
from ...store.stores import remember_setup, remembered_setup
from .. import theme
from ..fit import fit_width
from ..widgets.menu_list import MenuList, Row, Segment
from .base import BaseView

# What left/right cycles through on a seat row (the mouse has an arrow pair per value instead).
SEAT_CHOICES = [("human", "normal"), *(("bot", d) for d in DIFFICULTIES)]
NAME_MAX = 14


class SetupView(BaseView):
    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.personalities = [p.name for p in load_personalities()]
        remembered = remembered_setup(game, self.personalities, self.t("setup.you"))
        # A new game is a new deal, unless the player types a number (or replays from the results).
        self.setup = replace(remembered, seed=new_seed(random.Random()))
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
                    on_activate=lambda i=i: self.change_personality(i, +1),
                    on_change=lambda step, i=i: self.change_seat(i, step),
                    on_text=lambda ch, i=i: self.edit_name(i, ch),
                    segments=lambda i=i: self.seat_segments(i),
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

    def seat_segments(self, i: int) -> list[Segment]:
        """A seat's values, each with its own arrows: human or bot, then the name, or the level
        and the personality."""
        seat = self.setup.seats[i]
        kind = Segment(lambda: self.t(f"setup.{seat.kind}"), lambda _step: self.toggle_kind(i))
        if seat.kind == "human":
            return [kind, Segment(lambda: seat.name, span=2)]
        return [
            kind,
            Segment(lambda: self.t(f"difficulty.{seat.difficulty}"), lambda step: self.change_level(i, step)),
            Segment(lambda: seat.name, lambda step: self.change_personality(i, step)),
        ]

    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.y = h * 0.9
        if self.menu is not None:
            rows = len(self.menu.rows)
            room = h * 0.84 - s.px(60)  # from under the title to above the hint lines
            self.menu.base_row = min(38, room / rows / s.k)
            self.menu.base_font = min(17, self.menu.base_row * 0.45)
            self.menu.layout(w / 2, h * 0.85, min(w * 0.7, s.px(820)), s)
        self.hint.font_size = s.font(13)
        self.hint.x, self.hint.y = w / 2, s.px(14)
        self.error.font_size = s.font(14)
        self.error.x, self.error.y = w / 2, s.px(36)

    def draw_content(self) -> None:
        super().draw_content()
        text = self.row_hint()
        if self.hint.text != text:
            self.hint.text = text
            self.hint.font_size = self.scale.font(13)
            fit_width(self.hint, self.window.width * 0.96)
        self.hint.draw()
        if self.error.text:
            self.error.draw()

    def row_hint(self) -> str:
        if self.menu is None:
            return ""
        keys = self.app.settings.key_bindings
        arrows = {"left": key_label(keys["menu_left"]), "right": key_label(keys["menu_right"])}
        row = self.menu.rows[self.menu.selected]
        if row.segments is not None:
            kind = self.setup.seats[self.seat_index(self.menu.selected)].kind
            if kind == "human":
                return self.t("setup.hint_human", **arrows)
            return self.t("setup.hint_bot", key=key_label(keys["confirm"]), **arrows)
        if row.on_text is not None:
            return self.t("setup.hint_seed")
        if row.on_change is not None:
            return self.t("setup.hint_change", **arrows)
        return self.t("setup.hint_enter", key=key_label(keys["confirm"]))

    def seat_index(self, row: int) -> int:
        return row - (3 if self.game == "wink" else 1)

    # ------------------------------------------------------------ values
    def preset_label(self) -> str:
        return self.t(f"preset.{self.setup.preset}")

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

    def set_seat(self, i: int, seat: SeatSetup) -> None:
        seats = list(self.setup.seats)
        seats[i] = seat
        self.update(replace(self.setup, seats=tuple(seats)))

    def change_seat(self, i: int, step: int) -> None:
        """The keyboard's ←/→ on a seat: human, bot beginner, bot normal, bot expert, round."""
        seat = self.setup.seats[i]
        k = SEAT_CHOICES.index((seat.kind, seat.difficulty)) if seat.kind == "bot" else 0
        kind, difficulty = SEAT_CHOICES[(k + step) % len(SEAT_CHOICES)]
        if kind != seat.kind:
            self.toggle_kind(i)
            seat = self.setup.seats[i]
        if kind == "bot":
            self.set_seat(i, replace(seat, difficulty=difficulty))

    def toggle_kind(self, i: int) -> None:
        seat = self.setup.seats[i]
        if seat.kind == "bot":
            self.set_seat(i, SeatSetup(kind="human", name=self.t("setup.default_human", number=i + 1)))
            return
        taken = {s.personality for s in self.setup.seats}
        free = [p for p in self.personalities if p not in taken] or self.personalities
        name = free[0] if free else f"Bot {i + 1}"
        self.set_seat(i, SeatSetup(kind="bot", name=name, personality=name if free else ""))

    def change_level(self, i: int, step: int) -> None:
        seat = self.setup.seats[i]
        k = DIFFICULTIES.index(seat.difficulty) if seat.difficulty in DIFFICULTIES else 1
        self.set_seat(i, replace(seat, difficulty=DIFFICULTIES[(k + step) % len(DIFFICULTIES)]))

    def change_personality(self, i: int, step: int) -> None:
        """The next (or previous) personality no other seat has."""
        seat = self.setup.seats[i]
        if seat.kind != "bot" or not self.personalities:
            return
        taken = {s.personality for s in self.setup.seats}
        order = self.personalities
        start = order.index(seat.personality) if seat.personality in order else -1
        for k in range(1, len(order) + 1):
            candidate = order[(start + k * step) % len(order)]
            if candidate not in taken:
                self.set_seat(i, replace(seat, personality=candidate, name=candidate))
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
        self.error.text = ""
        self.setup = replace(self.setup, seed=int(digits))

    def reseed(self) -> None:
        self.update(replace(self.setup, seed=new_seed(random.Random())))

    def couch_names(self, setup: TableSetup) -> TableSetup:
        """With two humans or more, nobody is called "You": each screen line says "you" to its reader."""
        humans = setup.humans()
        if len(humans) < 2:
            return setup
        you = self.t("setup.you")
        seats = [
            replace(s, name=self.t("setup.default_human", number=i + 1))
            if i in humans and s.name == you
            else s
            for i, s in enumerate(setup.seats)
        ]
        return replace(setup, seats=tuple(seats))

    # ------------------------------------------------------------ leave
    def start(self) -> None:
        if not 1 <= self.setup.seed <= MAX_SEED:
            self.error.text = self.t("setup.seed_range", high=MAX_SEED)
            return
        if not self.setup.humans():
            self.error.text = self.t("setup.need_human")
            return
        self.update(self.couch_names(self.setup))
        problem = remember_setup(self.setup)
        if problem:
            self.app.notices.add(problem)
        from .table import start_table

        start_table(self.app, self.setup)
