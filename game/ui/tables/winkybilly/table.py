"""The WinkyBilly table: the saloon on the felt, the faces of every player with their four cards
face down, the viewer's hand along the bottom; everyone swaps at once, signals and calls.

The kit plays the table (kit/table.py); this is what is WinkyBilly's own: its board (board.py:
saloon, hands face down, call buttons, proofs), words and effects, the team marks, the countdown,
the swap picker (picks.py), the calls (calls.py) and the couch's swap turns (couch.py). Public
things come from the spectator observation; the hand and the team's own signal from the viewer's
own, only while that viewer is confirmed.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import arcade

from ....bots.director import NOW, TableArgs
from ....rules.core import Event
from ....rules.winkybilly import Swap, WinkyBillyObservation, WinkyBillyState
from ....setup import TableSetup
from ...kit.cursor import arrow
from ...kit.table import TableView, Watch
from ...kit.table_terms import TableTerm
from ...textures import texture
from .board import SaloonBoard
from .calls import CALL_KEYS, Calls
from .couch import SwapTurns
from .effects import winkybilly_effects
from .moments import LINES, live, outcome
from .picks import SwapPicker
from .saloon import CARD_RATIO, TOKEN
from .signal_line import SignalLine
from .teams import mark_teams, team_mark, team_signals
from .terms import winkybilly_terms
from .words import countdown, countdown_words, describe, turn_line

SIGNAL_LINE = "your_signal"  # the line under the call buttons (signal_line.py), one of live_lines


class WinkyBillyTableView(TableView[WinkyBillyObservation, int]):
    board_names = ("saloon",)
    state: WinkyBillyState
    says_signal = True  # the signal line shows when no line of the viewer's says it (live_lines)

    def __init__(
        self, setup: TableSetup, state: WinkyBillyState, watch: Watch | None = None, worker: bool = True
    ) -> None:
        names = state.names
        dealt = watch.facts.get("signals") if watch is not None else None  # (a recording's)
        self.signals = {int(team): kind for team, kind in dealt.items()} if dealt else team_signals(setup)
        self.saloon_board = board = SaloonBoard(state.n, list(CALL_KEYS), state.config.check_s)
        marks = [texture(team_mark(state.team(s), False)) for s in range(state.n)]

        idle_s = state.config.idle_timeout_s  # (a table option: public)

        def words(e: Event, viewer: int | None) -> str | None:
            return describe(e, viewer, names, idle_s)

        effects = winkybilly_effects(names, board)
        super().__init__(setup, state, board, words, effects, marks, watch, worker, hand_ratio=CARD_RATIO)
        self.saloon, self.buttons = board.saloon, board.buttons
        self.picks = SwapPicker(self.stage.hand, self.saloon, self.swap)
        self.calls = Calls(self, self.signals, self.buttons)
        self.quiet_from = 0.0  # the last swap or coup de feu (the idle saloon's line says how long)
        self.turns = SwapTurns(lambda: self.seen(None), self.looks, self.source)
        self.signal_line = SignalLine()
        self.coup_at: float | None = None  # when the last countdown ended

    def table_args(self, worker: bool) -> TableArgs:
        return TableArgs(signals=self.signals, worker=worker)

    def table_facts(self, seats: Sequence[int]) -> dict[int, dict[str, Any]]:
        """Each phone seat's team's secret signal (its phone shows it, there only)."""
        return {seat: {"signal": self.signals[self.state.team(seat)]} for seat in seats}

    def public_hint(self) -> str:
        actions = ("peek_hand", "signal", "winky", "contre_winky", "double_winky")
        return self.t("winkybilly.couch_hint", **{a: self.key_name(a) for a in actions})

    # ------------------------------------------------------------ layout and time
    def place_table(self) -> None:
        s, stage, rows = self.scale, self.stage, self.saloon.rows
        mark_teams(stage.seats, self.state.team, self.app.settings.colourblind_palette)
        self.saloon.prepare(countdown_words(self.state.config.countdown_s))
        y, h = rows.buttons
        self.buttons.layout(arcade.XYWH(rows.x, y, rows.width * 1.12, h * 0.9), s.font(13))
        y, h = rows.caption
        stage.banner.layout(rows.x, y, s.font(26), rows.width * 1.15)
        couch_top = self.couch_bar.box.top if self.couch else None
        self.signal_line.place(rows, self.buttons.boxes[0].bottom, couch_top, s.font(13))
        stage.moment_plates.ceiling = self.buttons.boxes[0].bottom  # the calls stay in sight

    def table_terms(self) -> list[TableTerm]:
        return winkybilly_terms(self)

    def on_event(self, e: Event, viewer: int | None) -> None:
        """An exchange opens (the couch's swap turns begin) or closes; what is picked goes stale."""
        if e.kind == "coup_de_feu":
            self.coup_at = e.data["t"]
            self.turns.begin_exchange()
        elif e.kind in ("new_saloon", "game_over"):
            self.picks.clear()
            self.turns.end_exchange()
        elif e.kind == "new_hand" and e.to == viewer:
            self.picks.clear()
        elif e.kind == "team_out":
            self.turns.leave(e.data["seats"])
        if e.kind in ("coup_de_feu", "swap"):
            self.quiet_from = float(e.data.get("t", self.now))  # nobody swapped since
        names, teams = self.state.names, self.state.teams
        for human in self.humans:  # (an idle saloon's event carries its quiet time: see explain)
            line = outcome(e, human, teams, names, e.data.get("quiet_s", 0.0))
            if line is not None:
                self.stage.moments.tell(human, line, self.now)

    def explain(self, events: list[Event]) -> list[Event]:
        """A saloon replaced for want of a swap carries how long nobody swapped (the table's idle
        time, stretched while a human had not swapped): its log line and its moment line say the same."""
        out, since = [], self.quiet_from
        for e in events:
            t = float(e.data.get("t", self.now))
            if e.kind in ("coup_de_feu", "swap"):
                since = t
            elif e.kind == "new_saloon" and e.data.get("why") == "idle":
                e = Event(e.kind, {**e.data, "quiet_s": round(t - since, 1)}, e.to)
            out.append(e)
        return out

    def update_table(self, snap: bool) -> None:
        obs, viewer = self.seen(None), self.shown_viewer()
        self.saloon_board.refresh(
            [c for c, _ in obs["saloon"]], obs["pile"], obs["pot"], obs["hand_sizes"], viewer
        )
        token = texture(TOKEN)
        for seat in range(obs["players"]):
            done = self.t("winkybilly.done_mark") if obs["done"][seat] else ""
            self.stage.seats.plate(
                seat, obs["names"][seat], done, [(token, obs["tokens"][obs["teams"][seat]])]
            )
        new_word = self.saloon_board.count_down(countdown(obs, self.now, self.coup_at))
        if new_word and obs["phase"] == "countdown" and self.now >= obs["check_until"]:
            self.play_sound("countdown_beep")  # each second of the countdown
        keys = self.app.settings.key_bindings
        swapper = self.turns.swapper()
        name = None if swapper is None else obs["names"][swapper]
        own = None if viewer is None else self.seen(viewer)
        text = self.first_look_line() or turn_line(own or obs, viewer, name, keys, self.now)
        self.stage.set_turn(text, self.scale.font(16))
        self.calls.show_buttons(own, self.now)

    def tick(self, delta_time: float) -> None:
        self.calls.follow()  # a signal waiting for the face to end a gesture of its own

    def resumed(self) -> None:
        """Resumed in an exchange: the couch's turns to swap go on, in the rotation of that phase,
        for the humans whose holster is still down."""
        obs = self.seen(None)
        if obs["phase"] == "exchange":
            self.turns.rotation = obs["exchange"]
            self.turns.begin_exchange()
            self.turns.queue = [h for h in self.turns.queue if not obs["done"][h]]

    # ------------------------------------------------------------ who holds the screen
    def turn_seat(self) -> int | None:
        return self.turns.swapper()

    def still_acting(self, seat: int) -> bool:
        return self.turns.still_swapping(seat)

    def viewer_confirmed(self, seat: int) -> None:
        self.turns.confirmed(seat)

    def private_ended(self, seat: int) -> None:
        self.picks.clear()  # what one player picked is no frame for the next
        self.turns.ended(seat)

    # ------------------------------------------------------------ drawing
    def update_private(self, seat: int) -> None:
        obs = self.seen(seat)
        self.stage.hand.show([card for card, _ in obs["hand"]])
        gesture = self.t(f"gesture.{self.signals[obs['team']]}")
        self.signal_line.show(
            self.t("winkybilly.your_signal", gesture=gesture, partner=obs["names"][obs["partner"]])
        )
        lines = self.live_lines()
        self.says_signal = SIGNAL_LINE in lines
        self.stage.moments.show(seat, live(obs, gesture, self.key_name(CALL_KEYS["winky"]), lines))

    def live_lines(self) -> Collection[str]:
        """Which of the viewer's own lines the table says (moments.LINES, and the signal line): all
        (a guided table, those its guide has spoken of: ui/tables/winkybilly/guided.py)."""
        return (*LINES, SIGNAL_LINE)

    def draw_private(self, seat: int) -> None:
        self.picks.show_cursor()
        self.stage.hand.draw()
        if self.says_signal and not self.stage.moments.current(seat, self.now):  # (else its lines say it)
            self.signal_line.draw()
        self.drawn.append("hand")

    # ------------------------------------------------------------ input
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.picks.mouse_moved()
        return super().on_mouse_motion(x, y, dx, dy)

    def on_drag(self, x: float, y: float) -> None:
        if self.shown_viewer() is not None:
            self.picks.drag(x, y)

    def on_release(self, x: float, y: float) -> None:
        if self.shown_viewer() is not None:
            self.picks.release(x, y)

    def on_click(self, x: float, y: float) -> None:
        button = self.buttons.at(x, y)
        if button is not None:
            self.calls.press(button)
        elif self.shown_viewer() is not None:
            self.picks.press(x, y)

    def swap(self, give: int, take: int) -> bool:
        me = self.shown_viewer()
        return me is not None and self.act(Swap(me, NOW, give, take), sound="card_flip")

    def on_action(self, actions: set[str], symbol: int) -> bool:
        for name, action in CALL_KEYS.items():
            if action in actions:
                self.calls.press(name, self.pointed)
                return True
        if "signal" in actions:
            self.calls.signal()
        elif ("swap" in actions or "confirm" in actions) and self.shown_viewer() is not None:
            self.picks.take()
        else:
            return False
        return True

    def on_other_key(self, symbol: int, modifiers: int) -> bool:
        step = arrow(self.window, symbol, modifiers)
        if step is None or self.shown_viewer() is None:
            return False
        self.picks.move(*step)
        return True
