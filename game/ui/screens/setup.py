"""Game setup: players, the game's options, seats (human or bot, difficulty, personality), the deal.

The option rows come from the game's spec (game/games): a choice, a switch or a number each, a
switch greyed while the engine would refuse the table with it. Everything here can be changed with
the mouse (each value has its own ‹ and › arrows) and with the keys (↑/↓ a row, ←/→ its value,
Enter, typing for names and the deal number). The setup of each game is remembered, but every
visit deals anew unless a deal number is typed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import partial
from typing import Any

import arcade

from ...games import Kind, Option, game_spec
from ...i18n import key_label
from ...setup import DIFFICULTIES, MAX_SEED, SeatSetup, TableSetup, fit_seats, new_seed, seat_player
from ...store.levels import load_personalities
from ...store.stores import remember_setup, remembered_setup
from .. import theme
from ..base import BaseView
from ..fit import fit_width
from ..widgets.menu_list import MenuList, Row, Segment

# What left/right cycles through on a seat row (the mouse has an arrow pair per value instead).
SEAT_CHOICES = [("human", "normal"), *(("bot", d) for d in DIFFICULTIES)]
NAME_MAX = 14


class SetupView(BaseView):
    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.spec = game_spec(game)
        self.seat_rows: dict[int, int] = {}  # menu row -> seat
        self.personalities = [p.name for p in load_personalities()]
        remembered = remembered_setup(game, self.personalities, self.t("setup.you"))
        # A new game is a new deal, unless the player types a number (or replays from the results).
        self.setup = self.seat_you(replace(remembered, seed=new_seed(random.Random())))
        self.title_key = self.spec.menu_key
        self.hint = arcade.Text("", 0, 0, theme.WHITE, 13, font_name=theme.FONT, anchor_x="center")
        self.error = arcade.Text("", 0, 0, theme.HIGHLIGHT, 14, font_name=theme.FONT, anchor_x="center")
        # the focused (or pointed) row in plain words, above the keys' hint (setup_help.toml)
        self.explain = arcade.Text("", 0, 0, theme.SIGHT, 14, font_name=theme.FONT, anchor_x="center")
        self.pointed: int | None = None  # the row under the pointer (a greyed one too: it says why)
        self.rebuild()

    # ------------------------------------------------------------ rows
    def rebuild(self) -> None:
        selected = self.menu.selected if self.menu else 0
        rows = [
            Row(
                lambda: self.t("setup.players"),
                value=lambda: str(self.setup.players),
                on_change=self.change_players,
                help=self.help("players"),
            )
        ]
        rows += [self.option_row(option) for option in (*self.spec.options, *self.spec.table_options)]
        self.seat_rows = {}
        for i in range(self.setup.players):
            self.seat_rows[len(rows)] = i
            rows.append(
                Row(
                    partial(self.t, "setup.seat", number=i + 1),
                    on_activate=partial(self.activate_seat, i),
                    on_change=partial(self.change_seat, i),
                    on_text=partial(self.edit_name, i),
                    segments=partial(self.seat_segments, i),
                    help=partial(self.seat_help, i),
                )
            )
        rows += [self.signal_row(team) for team in self.setup.signal_teams()]
        if self.setup.signals_drawn_for_humans():  # opponents share the couch: no choice on screen
            rows.append(Row(lambda: self.t("setup.signals_drawn"), help=self.help("signals_drawn")))
        rows.append(
            Row(
                lambda: self.t("setup.seed"),
                value=lambda: self.t("setup.deal", seed=self.setup.seed),
                on_text=self.edit_seed,
                help=self.help("seed"),
            )
        )
        rows.append(Row(lambda: self.t("setup.new_seed"), self.reseed, help=self.help("new_seed")))
        rows.append(Row(lambda: self.t("setup.start"), self.start, help=self.help("start")))
        if self.spec.guide is not None:  # its guided game, at any time (ui/guide/)
            rows.append(
                Row(lambda: self.t("guide.entry"), self.open_guide, help=lambda: self.t("guide.entry_help"))
            )
        rows.append(Row(lambda: self.t("setup.back"), self.on_back, help=self.help("back")))
        self.menu = MenuList(rows, font_size=17, row_height=38)
        self.menu.selected = min(selected, len(rows) - 1)
        self.layout()

    def option_row(self, option: Option) -> Row:
        """The row of one of the game's options: its label, its value, ‹ › to change it."""
        return Row(
            lambda: self.t(option.label),
            value=lambda: self.option_label(option),
            on_change=lambda step: self.change_option(option, step),
            enabled=lambda: self.option_allowed(option),
            help=self.help(option.name),
        )

    def signal_row(self, team: int) -> Row:
        """The secret signal of a team with a human (a team game's): ‹ › through the signals."""
        return Row(
            lambda: self.t(
                "setup.signal", names=" & ".join(self.setup.seats[s].name for s in self.setup.teams()[team])
            ),
            value=lambda: self.t(f"gesture.{self.setup.signals[team]}"),
            on_change=lambda step: self.change_signal(team, step),
            help=self.help("signal"),
        )

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
        self.title.y = h - s.px(14)
        if self.menu is not None:  # under the title, above the error and hint lines
            self.menu.layout(
                w / 2, self.below_title(10), min(w * 0.7, s.px(820)), s, bottom=s.px(76) * s.text
            )
        self.hint.font_size = s.font(13)
        self.hint.x, self.hint.y = w / 2, s.px(14)
        self.error.font_size = s.font(14)
        self.error.x, self.error.y = w / 2, s.px(36) * s.text
        self.explain.font_size = s.font(14)
        self.explain.x, self.explain.y = w / 2, s.px(58) * s.text
        self.explain.text = ""  # fitted again at the new size

    def draw_content(self) -> None:
        super().draw_content()
        text = self.row_hint()
        if self.hint.text != text:
            self.hint.text = text
            self.hint.font_size = self.scale.font(13)
            fit_width(self.hint, self.window.width * 0.96)
        self.hint.draw()
        words = self.explanation()
        if self.explain.text != words:
            self.explain.text = words
            self.explain.font_size = self.scale.font(14)
            fit_width(self.explain, self.window.width * 0.96)
        self.explain.draw()
        if self.error.text:
            self.error.draw()

    def open_guide(self) -> None:
        self.app.go("guide", self.spec.name)

    def help(self, name: str) -> Callable[[], str]:
        """A row's explanation in plain words (setup_help.toml)."""
        return lambda: self.t(f"setup_help.{name}")

    def seat_help(self, i: int) -> str:
        """Who sits in seat `i`: you, someone on the couch, or a bot."""
        kind = "you" if i == self.you_seat() else self.setup.seats[i].kind
        return self.t(f"setup_help.seat_{kind}")

    def explanation(self) -> str:
        """The focused (or pointed) row in plain words: what the option does, who sits in a seat."""
        if self.menu is None:
            return ""
        row = self.pointed if self.pointed is not None else self.menu.selected
        return self.menu.rows[row].help() if 0 <= row < len(self.menu.rows) else ""

    def row_hint(self) -> str:
        if self.menu is None:
            return ""
        keys = self.app.settings.key_bindings
        arrows = {"left": key_label(keys["menu_left"]), "right": key_label(keys["menu_right"])}
        row = self.menu.rows[self.menu.selected]
        if row.segments is not None:
            seat = self.seat_index(self.menu.selected)
            kind = self.setup.seats[seat].kind
            if seat == self.you_seat():
                return self.t("player.setup_hint", key=key_label(keys["confirm"]))
            if kind == "human":
                return self.t("setup.hint_human", **arrows)
            return self.t("setup.hint_bot", key=key_label(keys["confirm"]), **arrows)
        if row.on_text is not None:
            return self.t("setup.hint_seed")
        if row.on_change is not None:
            return self.t("setup.hint_change", **arrows)
        return self.t("setup.hint_enter", key=key_label(keys["confirm"]))

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool | None:
        self.pointed = self.menu.row_at(x, y) if self.menu is not None else None
        return super().on_mouse_motion(x, y, dx, dy)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        self.pointed = None  # the keys move the focus: its row is explained
        return super().on_key_press(symbol, modifiers)

    def seat_index(self, row: int) -> int:
        return self.seat_rows[row]

    # ------------------------------------------------------------ values
    def option_label(self, option: Option) -> str:
        value = self.setup.options[option.name]
        if option.kind is Kind.CHOICE:
            return self.t(option.value_label.format(value=value))
        if option.kind is Kind.SWITCH:
            return self.t("common.on" if value else "common.off")
        return self.t(option.unit, value=f"{value:g}")

    def option_allowed(self, option: Option) -> bool:
        """A switch can be turned on only where the engine deals such a table (Wink's extra card);
        what is on can always be turned off. Other options always change (the table is fitted)."""
        if option.kind is not Kind.SWITCH or self.setup.options[option.name]:
            return True
        return self.spec.allows(self.setup.players, {**self.setup.options, option.name: True})

    # ------------------------------------------------------------ changes
    def seat_you(self, setup: TableSetup) -> TableSetup:
        """The player (the first human seat) with their own face and name; on a couch without a
        name of their own they are "Player N" like the others (nobody there is "You")."""
        settings = self.app.settings
        humans = setup.humans()
        name = settings.player_name
        if not name:
            first = humans[0] if humans else 0
            name = self.t("setup.you") if len(humans) < 2 else self.t("setup.default_human", number=first + 1)
        setup = seat_player(setup, name, settings.player_face)
        seats = [  # a human who was the player before (a seat turned bot and back) is "Player N" again
            replace(s, name=self.t("setup.default_human", number=i + 1))
            if i in humans[1:] and s.name == name
            else s
            for i, s in enumerate(setup.seats)
        ]
        return replace(setup, seats=tuple(seats))

    def you_seat(self) -> int | None:
        """The seat of the player (the first human), if any."""
        return next(iter(self.setup.humans()), None)

    def on_show_view(self) -> None:
        """Back from "Your face and name": the player's seat takes what was chosen there."""
        self.setup = self.seat_you(self.setup)
        super().on_show_view()

    def open_you(self) -> None:
        self.app.go("you", back=self)

    def update(self, setup: TableSetup, rebuild: bool = False) -> None:
        teams = self.setup.signal_teams(), self.setup.signals_drawn_for_humans()
        self.setup = self.seat_you(fit_seats(setup, self.personalities))
        self.error.text = ""
        if rebuild or (self.setup.signal_teams(), self.setup.signals_drawn_for_humans()) != teams:
            # a team gained or lost its signal row, or the couch's note came or went
            self.rebuild()

    def change_players(self, step: int) -> None:
        counts = list(self.setup.player_range())
        now = counts.index(self.setup.players) if self.setup.players in counts else 0
        players = counts[min(max(now + step, 0), len(counts) - 1)]
        self.fit(players, self.setup.options)

    def change_option(self, option: Option, step: int) -> None:
        if self.option_allowed(option):
            value = option.stepped(self.setup.options[option.name], step)
            self.fit(self.setup.players, {**self.setup.options, option.name: value})

    def fit(self, players: int, options: Mapping[str, Any]) -> None:
        """The table asked for, made one the engine deals (players in range, options it allows)."""
        players, options = self.spec.fit(players, options)
        self.update(
            replace(self.setup, players=players, options=options), rebuild=players != self.setup.players
        )

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

    def change_signal(self, team: int, step: int) -> None:
        choices = self.spec.signals
        signals = list(self.setup.signals)
        now = choices.index(signals[team]) if signals[team] in choices else 0
        signals[team] = choices[(now + step) % len(choices)]
        self.update(replace(self.setup, signals=tuple(signals)))

    def change_level(self, i: int, step: int) -> None:
        seat = self.setup.seats[i]
        k = DIFFICULTIES.index(seat.difficulty) if seat.difficulty in DIFFICULTIES else 1
        self.set_seat(i, replace(seat, difficulty=DIFFICULTIES[(k + step) % len(DIFFICULTIES)]))

    def activate_seat(self, i: int) -> None:
        """Enter on a seat: the player's own opens "Your face and name"; a bot takes another
        personality."""
        if i == self.you_seat():
            self.open_you()
        else:
            self.change_personality(i, +1)

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
        if i == self.you_seat():  # the player's name is chosen once, on its own screen
            key = key_label(self.app.settings.key_bindings["confirm"])
            self.error.text = self.t("player.setup_named_elsewhere", key=key)
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
        self.app.go("table", self.setup)
