"""The WinkyBilly table: the saloon on the felt, the faces of every player with their four cards
face down, the viewer's hand along the bottom; everyone swaps at once, signals and calls.

A composition: the table kit (TableStage: table, seats, log, message, prompt, hand, effects), the
saloon (saloon.py), the hands face down (backs.py), what flies (flights.py),
the swap picker (picks.py) and the couch's swap turns (couch.py), driven by the
WinkyBilly director (engine clock, faces with gestures, bots). Public things come from the
spectator observation; the hand and the team's own signal from `observation(viewer)`, and only
while that viewer is confirmed (TableView).
"""

from __future__ import annotations

from typing import Any

import arcade

from ....bots.director import NOW, TableArgs
from ....i18n import key_label
from ....rules.core import Event
from ....rules.winkybilly import Swap
from ....setup import TableSetup
from ... import theme
from ...fit import fit_width
from ...input import bound
from ...kit.bot_seats import face_of
from ...kit.buttons import ButtonRow
from ...kit.stage import TableStage
from ...kit.table import TableView
from ...textures import texture
from .backs import SeatCards
from .calls import WinkyCalls
from .couch import SwapTurns
from .effects import winky_effects
from .flights import WinkyFlights
from .picks import SwapPicker
from .saloon import CARD_RATIO, TOKEN, Saloon, card_texture
from .teams import team_mark, team_signals
from .words import countdown, countdown_words, describe, turn_line

CURSOR_STEPS = {"menu_left": (-1, 0), "menu_right": (1, 0), "menu_up": (0, 1), "menu_down": (0, -1)}
MARK = 0.4  # a team's mark beside each face, in face sizes (the kit's seat marks are smaller)
CALL_KEYS = {"winky": "winky", "contre": "contre_winky", "double": "double_winky", "done": "done"}


class WinkyTableView(WinkyCalls, SwapTurns, TableView):
    def __init__(self, setup: TableSetup, state: Any) -> None:
        n, names = state.n, state.names
        marks = [texture(team_mark(state.team(s), False)) for s in range(n)]
        faces = [face_of(setup, s) for s in range(n)]

        def words(e: Event, viewer: int | None) -> str | None:
            return describe(e, viewer, names)

        stage = TableStage(faces, marks, words, winky_effects(names), card_texture)
        stage.hand.ratio = CARD_RATIO
        super().__init__(setup, state, stage)
        self.signals = team_signals(setup)
        self.director = self.new_director(TableArgs(signals=self.signals))
        self.saloon = Saloon()
        self.backs = SeatCards(n)
        self.flights = WinkyFlights(stage, self.saloon, self.backs, state.teams, state.config.check_s)
        self.picks = SwapPicker(stage.hand, self.saloon, self.swap)
        self.buttons = ButtonRow(list(CALL_KEYS))
        self.signal_line = arcade.Text("", 0, 0, theme.HIGHLIGHT, 13, font_name=theme.FONT, anchor_x="center")
        self.signal_line.anchor_y = "center"
        self.coup_at: float | None = None  # when the last countdown ended
        self.count_shown = ""  # the countdown's words last shown (each new one beeps)
        stage.card_box = self.card_box
        stage.sounds = self.app.play
        self.first_looks()

    def card_box(self, card: Any) -> tuple[float, float, float, float] | None:
        """Where a card is: in the viewer's hand if it is there and shown, else in the saloon."""
        if self.shown_viewer() is not None and card in self.stage.hand.cards:
            return self.stage.hand.card_box(card)
        return self.saloon.box(card)

    def public_hint(self) -> str:
        keys = self.app.settings.key_bindings
        actions = ("peek_hand", "signal", "winky", "contre_winky", "double_winky")
        return self.t("winky.couch_hint", **{a: key_label(keys[a]) for a in actions})

    # ------------------------------------------------------------ layout and time
    def layout(self) -> None:
        super().layout()
        s, stage = self.scale, self.stage
        safe = self.app.settings.colourblind_palette
        for seat, (x, y, size) in enumerate(stage.seats.spots):
            stage.seats.set_mark(seat, texture(team_mark(self.state.team(seat), safe)))
            mark = stage.seats.mark_sprites[seat]  # a team's mark reads across the table: larger
            mark.width = mark.height = size * MARK
            mark.center_x, mark.center_y = x - size * 0.52, y + size * 0.3
        r = stage.regions
        rows = self.saloon.place(r.board, s.font(14))
        self.saloon.prepare(countdown_words(self.state.config.countdown_s))
        self.backs.place(stage.seats.spots, (r.table.cx, r.table.cy), r.turn_y - s.font(16))
        y, h = rows.buttons
        self.buttons.layout(arcade.XYWH(rows.x, y, rows.width * 1.12, h * 0.9), s.font(13))
        y, h = rows.caption
        stage.banner.layout(rows.x, y, s.font(26), rows.width * 1.15)
        y, h = rows.private  # between the buttons and (on a couch) the "Hide my cards" button
        low = max(y - h / 2, self.couch_bar.box.top) if self.couch else y - h / 2
        self.signal_line.x, self.signal_line.y = rows.x, (low + self.buttons.boxes[0].bottom) / 2
        self.signal_line.font_size = s.font(13)
        self.signal_line.text = ""  # fitted again when next drawn
        self.refresh(snap=True)

    def play(self, delta_time: float) -> None:
        self.show_events(self.director.step(delta_time))

    def show_events(self, events: list[Event]) -> None:
        viewer = self.shown_viewer()
        self.stage.now = self.now
        self.flights.play(events, viewer)
        self.stage.show(events, viewer)
        for e in events:
            if e.kind == "coup_de_feu":
                self.coup_at = e.data["t"]
                self.begin_exchange()
            elif e.kind in ("new_saloon", "game_over"):
                self.picks.clear()
                self.end_exchange()
            elif e.kind == "new_hand" and e.to == viewer:
                self.picks.clear()
            elif e.kind == "team_out":
                self.leave_turns(e.data["seats"])

    def refresh(self, snap: bool = False) -> None:
        obs = self.state.observation(None)
        stage, viewer = self.stage, self.shown_viewer()
        stage.now = self.now
        self.saloon.refresh([c for c, _ in obs["saloon"]], obs["pile"], obs["pot"])
        self.backs.refresh(obs["hand_sizes"], viewer)
        token = texture(TOKEN)
        for seat in range(obs["players"]):
            done = self.t("winky.done_mark") if obs["done"][seat] else ""
            tokens = obs["tokens"][obs["teams"][seat]]
            stage.seats.plate(seat, obs["names"][seat], done, [(token, tokens)])
        self.count_down(countdown(obs, self.now, self.coup_at))
        keys = self.app.settings.key_bindings
        swapper = self.turn_seat()
        name = None if swapper is None else obs["names"][swapper]
        own = None if viewer is None else self.state.observation(viewer)
        text = self.first_look_line() or turn_line(own or obs, viewer, name, keys, self.now)
        stage.set_turn(text, self.scale.font(16))
        self.set_buttons(own, keys)

    def count_down(self, words: str) -> None:
        """The countdown over the saloon, each new word with its beep."""
        if words != self.count_shown:
            self.count_shown = words
            if words and self.state.phase.name == "COUNTDOWN" and self.now >= self.state.check_until:
                self.app.play("countdown_beep")
        self.saloon.set_status(words)

    def set_buttons(self, own: dict[str, Any] | None, keys: dict[str, str]) -> None:
        """The buttons under the saloon: greyed once the game (or the viewer's team) is out."""
        out = self.state.is_over() or (own is not None and own["out"][own["team"]])
        swapping = own is not None and own["phase"] == "exchange" and self.now >= own["check_until"]
        done = bool(own and own["done"][own["seat"]])
        for name, action in CALL_KEYS.items():
            lit = name == "done" and done
            enabled = not out and (swapping if name == "done" else True)
            label = self.t("winky.button_swap_again" if lit else f"winky.button_{name}")
            self.buttons.set(name, label, key_label(keys[action]), lit=lit, enabled=enabled)

    # ------------------------------------------------------------ drawing
    def draw_table(self) -> None:
        stage = self.stage
        r = stage.regions
        stage.pose_faces(self.director.social, (r.board.center_x, self.saloon.rows.cards[0]))
        stage.draw_table(self.draw_board)
        stage.draw_seats(None, self.pointed, self.looking())
        self.flights.draw_proofs(self.now)
        stage.draw_texts(self.shown_viewer(), self.lang())
        self.drawn += ["saloon", "faces", "seats"]

    def draw_board(self) -> None:
        self.backs.draw()
        self.saloon.draw(self.now)
        self.buttons.draw()

    def draw_private(self, seat: int) -> None:
        obs = self.state.observation(seat)
        self.stage.hand.show([card for card, _ in obs["hand"]])
        self.picks.show_cursor()
        self.stage.hand.draw()
        gesture = self.t(f"gesture.{self.signals[obs['team']]}")
        line = self.t("winky.your_signal", gesture=gesture, partner=obs["names"][obs["partner"]])
        if self.signal_line.text != line:
            self.signal_line.text = line
            self.signal_line.font_size = self.scale.font(13)
            fit_width(self.signal_line, self.saloon.rows.width)
        self.signal_line.draw()
        self.drawn.append("hand")

    # ------------------------------------------------------------ input
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.picks.mouse_moved()
        return super().on_mouse_motion(x, y, dx, dy)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> bool:
        if self.shown_viewer() is not None:
            self.picks.drag(x, y)
        return True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.shown_viewer() is not None:
            self.picks.release(x, y)
        return True

    def on_click(self, x: float, y: float) -> None:
        button = self.buttons.at(x, y)
        if button is not None:
            self.press(button)
        elif self.shown_viewer() is not None:
            self.picks.press(x, y)

    def on_private_ended(self) -> None:
        self.picks.clear()  # what one player picked is no frame for the next
        super().on_private_ended()

    def swap(self, give: int, take: int) -> bool:
        me = self.shown_viewer()
        return me is not None and self.act(Swap(me, NOW, give, take), sound="card_flip")

    def on_action(self, actions: set[str], symbol: int) -> bool:
        for name, action in CALL_KEYS.items():
            if action in actions:
                self.press(name, self.pointed)
                return True
        if "signal" in actions:
            self.signal()
        elif ("swap" in actions or "confirm" in actions) and self.shown_viewer() is not None:
            self.picks.take()
        else:
            return False
        return True

    def on_other_key(self, symbol: int, modifiers: int) -> bool:
        if self.shown_viewer() is None:
            return False
        actions = bound(self.window, symbol, modifiers, "menus")
        for action, (dx, dy) in CURSOR_STEPS.items():
            if action in actions:
                self.picks.move(dx, dy)
                return True
        return False
