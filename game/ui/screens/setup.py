"""Game setup, set on the table it prepares: the seats around the felt (each changed where it sits:
human or bot, the bot's level and personality, a seat added or taken away), and beside the table
the game's options, its secret signal, the deal, the words of the game, and the buttons.

The option rows come from the game's spec (game/games): a choice, a switch or a number each, a
switch greyed while the engine would refuse the table with it. Everything here can be changed with
the mouse (each value has its own ‹ and › halves) and with the keys (↑/↓ or Tab the next thing,
←/→ its value, Enter, Delete a seat, typing for names and the deal number). Whatever has the focus
or the pointer is explained in plain words on the felt (setup_help.toml). The setup of each game is
remembered, but every visit deals anew unless a deal number is typed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import partial
from typing import Any

import arcade

from ...games import Kind, Option, game_spec
from ...i18n import catalogue, current_language, key_label
from ...setup import DIFFICULTIES, MAX_SEED, SeatSetup, TableSetup, fit_seats, new_seed, seat_player
from ...store.levels import load_personalities
from ...store.stores import remember_setup, remembered_setup
from .. import theme, warm_up
from ..base import BaseView
from ..fit import fit_width
from ..kit.bot_seats import seat_faces
from ..widgets.help_tip import HelpTip
from ..widgets.menu_list import Row, Segment
from . import setup_phones
from .setup_board import SetupBoard
from .setup_seats import SeatPlace

# What left/right cycles through on a seat (the mouse has a ‹ › pair per value instead).
SEAT_CHOICES = [("human", "normal"), *(("bot", d) for d in DIFFICULTIES)]
NAME_MAX = 14


class SetupView(BaseView):
    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.spec = game_spec(game)
        self.people = {p.name: p for p in load_personalities()}
        self.personalities = list(self.people)
        remembered = remembered_setup(game, self.personalities, self.t("setup.you"))
        # A new game is a new deal, unless the player types a number (or replays from the results).
        self.setup = self.seat_you(replace(remembered, seed=new_seed(random.Random())))
        self.title_key = self.spec.menu_key
        self.hint = arcade.Text("", 0, 0, theme.WHITE, 13, font_name=theme.FONT, anchor_x="center")
        self.error = arcade.Text("", 0, 0, theme.HIGHLIGHT, 14, font_name=theme.FONT, anchor_x="center")
        # what has the focus (or the pointer), in plain words, on the felt (setup_help.toml)
        self.tip = HelpTip()
        self.explain = self.tip.body
        self.pointed: int | None = None  # the row under the pointer (a greyed one too: it says why)
        self.shape: tuple[object, ...] = ()  # what the board was built for (seats, faces, rows)
        self.rebuild()

    @property
    def board(self) -> SetupBoard:
        assert isinstance(self.menu, SetupBoard)
        return self.menu

    # ------------------------------------------------------------ the board
    def rebuild(self) -> None:
        selected = self.menu.selected if self.menu else 0
        panel = [
            Row(
                lambda: self.t("setup.players"),
                value=lambda: str(self.setup.players),
                on_change=self.change_players,
                help=self.help("players"),
            )
        ]
        panel += [self.option_row(option) for option in (*self.spec.options, *self.spec.table_options)]
        panel += [self.signal_row(team) for team in self.setup.signal_teams()]
        if self.setup.signals_drawn_for_humans():  # opponents share the couch: no choice on screen
            panel.append(Row(lambda: self.t("setup_felt.signals_drawn"), help=self.help("signals_drawn")))
        panel += self.phone_rows()
        panel.append(
            Row(
                lambda: self.t("setup.seed"),
                value=lambda: self.t("setup.deal", seed=self.setup.seed),
                on_text=self.edit_seed,
                help=self.help("seed"),
            )
        )
        panel.append(Row(lambda: self.t("setup.new_seed"), self.reseed, help=self.help("new_seed")))
        terms = [
            Row(partial(self.t, f"term.{word}"), help=partial(self.t, f"term.desc.{word}"))
            for word in self.spec.terms
        ]
        faces = seat_faces(self.setup)
        seats = [
            SeatPlace(
                Row(
                    partial(self.t, "setup.seat", number=i + 1),
                    on_activate=partial(self.activate_seat, i),
                    on_change=partial(self.change_seat, i),
                    on_text=partial(self.edit_name, i),
                    segments=partial(self.seat_segments, i),
                    help=partial(self.seat_help, i),
                ),
                faces[i],
                partial(self.remove_seat, i) if self.can_remove(i) else None,
            )
            for i in range(self.setup.players)
        ]
        add = None
        if self.more_players() is not None:
            add = Row(lambda: self.t("setup_felt.add_seat"), self.add_seat, help=self.help("add_seat"))
        self.menu = SetupBoard(panel, terms, seats, add, self.buttons(), self.t("setup_felt.terms"))
        self.menu.selected = min(selected, len(self.menu.rows) - 1)
        self.shape = self.board_shape()
        self.layout()

    def phone_rows(self) -> list[Row]:
        """ "Hands on phones" where a seat is human, and while it is on, the network (setup_phones.py)."""
        if not self.setup.humans():
            return []
        rows = [
            Row(
                lambda: self.t("phones_setup.phones"),
                value=lambda: self.t("common.on" if self.setup.phones else "common.off"),
                on_change=lambda _step: self.update(setup_phones.switched(self.setup), rebuild=True),
                help=self.help("phones"),
            )
        ]
        if self.setup.phones:
            networks = setup_phones.offered()
            rows.append(
                Row(
                    lambda: self.t("phones_setup.network"),
                    value=lambda: setup_phones.network_label(self.setup, networks),
                    on_change=lambda step: self.update(
                        setup_phones.stepped_network(self.setup, step, networks)
                    ),
                    help=self.help("network"),
                )
            )
        return rows

    def buttons(self) -> list[Row]:
        """Start first, Back last; a screen may add one more between them (a guided game)."""
        buttons = [Row(lambda: self.t("setup.start"), self.start, help=self.help("start"))]
        if self.spec.guide is not None:  # its guided game, at any time (ui/guide/)
            buttons.append(
                Row(lambda: self.t("guide.entry"), self.open_guide, help=lambda: self.t("guide.entry_help"))
            )
        buttons.append(Row(lambda: self.t("setup.back"), self.on_back, help=self.help("back")))
        return buttons

    def board_shape(self) -> tuple[object, ...]:
        """What the board is built for: when it changes (a seat, a face, a signal row), rebuild."""
        s = self.setup
        kinds = tuple(seat.kind for seat in s.seats)
        phones = (bool(s.humans()), s.phones)  # the rows of "Hands on phones"
        return (
            s.players,
            kinds,
            tuple(seat_faces(s)),
            tuple(s.signal_teams()),
            s.signals_drawn_for_humans(),
            phones,
        )

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
        if seat.kind == "human" and self.setup.phones:  # on a phone or on this screen
            where = Segment(
                lambda: setup_phones.where_label(self.setup, i), lambda _step: self.toggle_phone(i)
            )
            return [kind, where, Segment(lambda: seat.name)]
        if seat.kind == "human":
            return [kind, Segment(lambda: seat.name, span=2)]
        return [
            kind,
            Segment(lambda: self.t(f"difficulty.{seat.difficulty}"), lambda step: self.change_level(i, step)),
            Segment(lambda: seat.name, lambda step: self.change_personality(i, step)),
        ]

    def layout(self) -> None:
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.text = self.t(self.spec.menu_key)
        self.title.font_size = s.font(34)
        fit_width(self.title, w * 0.94)
        self.title.x, self.title.y = w / 2, h - s.px(10)
        lines = s.px(56) * s.text  # the error and the keys' hint, under the board
        margin = s.px(14)
        self.board.layout(w / 2, self.below_title(8), w - 2 * margin, s, bottom=lines)
        cx, cy, room_w, room_h = self.board.felt_centre
        self.tip.place(cx, cy, room_w, room_h, s.font(15), s.font(13))
        self.hint.font_size = s.font(13)
        self.hint.x, self.hint.y = w / 2, s.px(10)
        self.error.font_size = s.font(14)
        self.error.x, self.error.y = w / 2, s.px(32) * s.text
        self.hint.text = ""  # fitted again at the new size

    def draw_content(self) -> None:
        super().draw_content()
        title, words = self.explanation_title(), self.explanation()
        self.tip.show(title, words)
        self.tip.draw()
        text = self.row_hint()
        if self.hint.text != text:
            self.hint.text = text
            self.hint.font_size = self.scale.font(13)
            fit_width(self.hint, self.window.width * 0.96)
        self.hint.draw()
        if self.error.text:
            self.error.draw()

    def open_guide(self) -> None:
        self.app.go("guide", self.spec.name)

    def help(self, name: str) -> Callable[[], str]:
        """A row's explanation in plain words (setup_help.toml)."""
        return lambda: self.t(f"setup_help.{name}")

    def seat_help(self, i: int) -> str:
        """Who sits in seat `i`: you, someone on the couch, or a bot (its personality and level)."""
        seat = self.setup.seats[i]
        kind = "you" if i == self.you_seat() else seat.kind
        words = self.t(f"setup_help.seat_{kind}")
        if seat.kind == "human" and self.setup.phones:
            words += "\n" + self.t("setup_help.seat_phone")
        person = self.people.get(seat.personality)
        if seat.kind == "bot":
            about = person.description.get(current_language()) if person is not None else ""
            words += "\n" + " ".join(w for w in (about, self.t(f"difficulty.desc.{seat.difficulty}")) if w)
        return words

    def focus(self) -> int:
        """The row explained: under the pointer, else in focus."""
        row = self.pointed if self.pointed is not None else self.board.selected
        return row if 0 <= row < len(self.board.rows) else self.board.selected

    def explanation(self) -> str:
        """The focused (or pointed) thing in plain words: what an option or a value does, what a
        word of the game means, who sits in a seat."""
        if self.menu is None:
            return ""
        row = self.menu.rows[self.focus()]
        words = row.help()
        option = self.option_at(self.focus())
        if option is not None and option.kind is Kind.CHOICE:
            value = self.setup.options[option.name]
            key = option.value_label.format(value=value).replace(".", ".desc.", 1)
            if key in catalogue(current_language()):
                words += "\n" + self.t(key)
        return words

    def explanation_title(self) -> str:
        """The thing explained, by its name (a seat by who sits there, an option with its value)."""
        board = self.board
        row = self.focus()
        seat = board.seat_of(row)
        if seat is not None and seat < self.setup.players:
            s = self.setup.seats[seat]
            what = self.t(f"difficulty.{s.difficulty}") if s.kind == "bot" else self.t(f"setup.{s.kind}")
            if s.kind == "human" and self.setup.phones:
                what += " · " + setup_phones.where_label(self.setup, seat)
            return f"{s.name} · {what}"
        value = board.rows[row].value
        label = board.rows[row].label()
        return f"{label} · {value()}" if value is not None else label

    def option_at(self, row: int) -> Option | None:
        options = (*self.spec.options, *self.spec.table_options)
        return options[row - 1] if 1 <= row <= len(options) else None

    def row_hint(self) -> str:
        if self.menu is None:
            return ""
        keys = self.app.settings.key_bindings
        arrows = {"left": key_label(keys["menu_left"]), "right": key_label(keys["menu_right"])}
        row = self.menu.rows[self.menu.selected]
        seat = self.board.seat_of(self.menu.selected)
        if row.segments is not None and seat is not None:
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
        if row.on_activate is None:
            return self.t("setup_felt.hint_term")
        return self.t("setup.hint_enter", key=key_label(keys["confirm"]))

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool | None:
        self.pointed = self.menu.row_at(x, y) if self.menu is not None else None
        return super().on_mouse_motion(x, y, dx, dy)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        self.pointed = None  # the keys move the focus: what it is on is explained
        if symbol == arcade.key.TAB and self.menu is not None:  # Tab walks the table like ↓
            self.menu.move(-1 if modifiers & arcade.key.MOD_SHIFT else +1)
            self.app.play("menu_move")
            return True
        if symbol == arcade.key.DELETE and self.menu is not None:
            seat = self.board.seat_of(self.menu.selected)
            if seat is not None and seat < self.setup.players and self.can_remove(seat):
                self.remove_seat(seat)
                self.app.play("menu_click")
            return True
        return super().on_key_press(symbol, modifiers)

    def seat_index(self, row: int) -> int:
        seat = self.board.seat_of(row)
        assert seat is not None
        return seat

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
        if self.board_shape() != self.shape:  # the player's seat wears the face chosen there
            self.rebuild()
        super().on_show_view()

    def open_you(self) -> None:
        self.app.go("you", back=self)

    def on_update(self, delta_time: float) -> None:
        warm_up.start()  # what the menu had not imported yet goes on while the table is set

    def on_hide_view(self) -> None:
        warm_up.stop()  # the table (or what else opens) gets the machine

    def update(self, setup: TableSetup, rebuild: bool = False) -> None:
        self.setup = self.seat_you(fit_seats(setup, self.personalities))
        self.error.text = ""
        if rebuild or self.board_shape() != self.shape:
            # a seat came, went or changed its face, a team gained or lost its signal row, or the
            # couch's note came or went
            self.rebuild()

    def more_players(self) -> int | None:
        """The next count of players the game deals, if any (the empty chair adds it)."""
        counts = list(self.setup.player_range())
        return next((n for n in counts if n > self.setup.players), None)

    def fewer_players(self) -> int | None:
        counts = list(self.setup.player_range())
        return next((n for n in reversed(counts) if n < self.setup.players), None)

    def can_remove(self, i: int) -> bool:
        """A seat can be taken away while the game deals fewer players; never the player's own."""
        return self.fewer_players() is not None and i != self.you_seat()

    def add_seat(self) -> None:
        players = self.more_players()
        if players is not None:
            self.fit(players, self.setup.options)

    def remove_seat(self, i: int) -> None:
        """Seat `i` leaves the table; the others keep who they are (and their order)."""
        players = self.fewer_players()
        if players is None or not self.can_remove(i):
            return
        seats = self.setup.seats[:i] + self.setup.seats[i + 1 :]
        self.setup = replace(self.setup, seats=seats)
        self.fit(players, self.setup.options)

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
        """The keyboard's ←/→ on a seat: human, bot beginner, bot normal, bot expert, round; with
        hands on phones a human on this screen and a human on a phone come first."""
        seat = self.setup.seats[i]
        if self.setup.phones and seat.kind == "human" and seat.phone != (step > 0):
            self.toggle_phone(i)  # screen → phone (→), phone → screen (←)
            return
        k = SEAT_CHOICES.index((seat.kind, seat.difficulty)) if seat.kind == "bot" else 0
        kind, difficulty = SEAT_CHOICES[(k + step) % len(SEAT_CHOICES)]
        if kind != seat.kind:
            self.toggle_kind(i)
            seat = self.setup.seats[i]
        if kind == "bot":
            self.set_seat(i, replace(seat, difficulty=difficulty))

    def toggle_phone(self, i: int) -> None:
        """A human plays on a phone, or on this screen (hands on phones)."""
        self.update(setup_phones.seat_phone(self.setup, i, not self.setup.seats[i].phone))

    def toggle_kind(self, i: int) -> None:
        seat = self.setup.seats[i]
        if seat.kind == "bot":
            name = self.t("setup.default_human", number=i + 1)
            self.set_seat(i, SeatSetup(kind="human", name=name, phone=self.setup.phones))
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
