"""The Zwoggel table: the display on a board that pans and zooms in the middle of the felt, the
faces of every player round it with the Zwoggels each caught, the stock beside the board; the
viewer reveals, then lays out the cards they drew and confirms them.

A composition: the table kit (TableStage: table, seats, log, message, prompt, hand, effects), the
board and its camera (board.py, camera.py), what moves for a moment
(moments.py), the slots and the stock (plates.py), the viewer's staged placements
(staging.py) and private marks (hints.py), the viewer's moves (moves.py),
mouse and keys (controls.py),
driven by the Zwoggel director (engine, faces and bots on the sim clock). Public things come from
the spectator observation; the drawn cards, the glowing cells and the memory aid from
`observation(viewer)`, only while that viewer is confirmed (TableView).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

import arcade

from ....bots.director import TableArgs
from ....i18n import key_label
from ....rules.core import Event
from ....rules.zwoggel import ZwoggelState
from ....setup import TableSetup
from ...kit.bot_seats import face_of
from ...kit.buttons import ButtonRow
from ...kit.stage import TableStage
from ...kit.table import TableView
from .art import card, level, tile
from .board import Board
from .camera import BoardCamera, Bounds
from .controls import ZwoggelControls
from .effects import zwoggel_effects
from .hints import Hints
from .lines import captions, common_size, letters, others_lines, own_lines, render_letters
from .moments import Moments
from .moves import ZwoggelMoves
from .plates import CaughtSlots, StockPile, grey_out
from .staging import Staging
from .words import describe, turn_line

SIDE = 0.14  # beside the board, each side: the stock (left) and the view's buttons (right), in felt radii
VIEW_BUTTONS = {
    "zoom_in": "zwoggel.button_zoom_in",
    "zoom_out": "zwoggel.button_zoom_out",
    "recentre": "zwoggel.button_centre",
}
BANNER_PAD = 40  # the caption's box reaches this far beyond its words (flights.Banner)
TURN_BUTTONS = {"take_back": "zwoggel.button_undo", "confirm": "zwoggel.button_confirm"}
BETWEEN_TURNS_S = 1.5  # on a couch, the whole room sees the board this long before the next hand-over


class ZwoggelTableView(ZwoggelControls, ZwoggelMoves, TableView):
    state: ZwoggelState

    def __init__(self, setup: TableSetup, state: ZwoggelState, worker: bool = True) -> None:
        """`worker`: the bots search in a worker process (a live table), or inline (tests, scenes)."""
        n, names = state.n, state.names
        self.staging = Staging()
        stage = TableStage(
            [face_of(setup, s) for s in range(n)],
            [tile("mine", 24)] * n,  # no seat marks at this table (hidden below)
            lambda e, viewer: describe(e, viewer, names),
            zwoggel_effects(names),
            self.hand_texture,
        )
        stage.hand.ratio = 1.0  # square cards
        super().__init__(setup, state, stage)
        for mark in stage.seats.mark_sprites:
            mark.visible = False
        self.director = self.new_director(TableArgs(worker=worker))
        self.memory_aid = bool(setup.options.get("memory_aid"))
        self._seen: dict[tuple[int, int, int | None], dict[str, Any]] = {}  # see `seen`
        self.camera = BoardCamera()
        self.board = Board()
        self.hints = Hints()
        self.slots = CaughtSlots(n)
        self.stock = StockPile()
        self.moments = Moments(stage, self.camera, self.board)
        self.view_buttons = ButtonRow(list(VIEW_BUTTONS))
        self.turn_buttons = ButtonRow(list(TURN_BUTTONS))
        self.confirming: int | None = None  # the seat whose laid-out cards are being played
        self.turn_at = -math.inf  # when the current turn began (the engine's "turn" event)
        self.fonts: list[Any] = []  # held, with the letters rendered at layout (lines.py)
        self.turn_sizes = (16.0, 16.0)  # the turn line's sizes: another's turn, one's own (lines.py)
        stage.turn_card_over = lambda cell: self.board.flip(cell, self.now)
        stage.sounds = self.app.play

    def seen(self, seat: int | None) -> dict[str, Any]:
        """`observation(seat)`, made again only once the state has moved on (the table is refreshed
        every frame; the state changes only by an action, each kept in its history). Read only."""
        key = (id(self.state), len(self.state.history), seat)
        obs = self._seen.get(key)
        if obs is None:
            self._seen = {k: v for k, v in self._seen.items() if k[:2] == key[:2]}
            obs = self._seen[key] = self.state.observation(seat)
        return obs

    @property
    def safe(self) -> bool:
        return self.app.settings.colourblind_palette

    def hand_texture(self, card_id: Hashable) -> arcade.Texture:
        """A drawn card in the hand strip: (turn, index) -> its picture."""
        _turn, i = card_id  # type: ignore[misc]
        return card(self.staging.drawn[i], level(self.stage.hand.size[1]), self.safe)

    def public_hint(self) -> str:
        return self.t("zwoggel.couch_hint", peek=key_label(self.app.settings.key_bindings["peek_hand"]))

    # ------------------------------------------------------------ layout and time
    def layout(self) -> None:
        super().layout()
        s, stage = self.scale, self.stage
        r = stage.regions
        felt = stage.tabletop.felt()
        side = felt.rx * SIDE
        area = arcade.LRBT(r.board.left + side * 0.4, r.board.right - side * 0.4, r.board.bottom, r.board.top)
        self.camera.place(area)
        self.board.place_mat(area)
        middle = felt.cx - felt.rx * (1 - SIDE * 0.55)
        self.stock.place(middle, felt.cy + felt.ry * 0.08, side * 0.8, s.font(11))
        buttons = arcade.LRBT(area.right + side * 0.12, felt.cx + felt.rx * 0.97, area.bottom, area.top)
        self.view_buttons.layout_column(
            arcade.XYWH(buttons.center_x, felt.cy, buttons.width, area.height * 0.5), s.font(12)
        )
        hand = r.hand
        stage.hand.layout(arcade.LBWH(hand.left, hand.bottom, hand.width * 0.6, hand.height))
        column = arcade.LBWH(hand.left + hand.width * 0.62, hand.bottom, hand.width * 0.36, hand.height * 0.8)
        self.turn_buttons.layout_column(column, s.font(13))
        names, confirm = self.state.names, key_label(self.app.settings.key_bindings["confirm"])
        self.turn_sizes = (
            common_size(others_lines(names), s.font(16), r.text_width),
            common_size(own_lines(confirm), s.font(16), r.text_width),
        )
        wide = r.table.rx * 1.9
        caption = common_size(captions(names), s.font(24), wide - BANNER_PAD, bold=True)
        stage.banner.layout(area.center_x, area.bottom + s.font(24) * 1.6, caption, wide)
        stage.banner.text.font_size = caption  # a new caption is laid out at the size it had before
        plate = s.font(12)
        sizes = [
            (caption, True),
            (stage.log.font, False),
            (s.font(14), False),
            (plate, True),
            (plate * 0.88, False),
        ]
        self.fonts = render_letters(letters(names), [*sizes, *((size, False) for size in self.turn_sizes)])
        stage.turn.text = ""  # drawn again at its own size
        self.slots.place(stage.seats.spots, felt.cx)
        self.board.made = ()  # picture sizes may change with the window
        self.refresh(snap=True)

    def on_update(self, delta_time: float) -> None:
        if self.camera.update(delta_time, instant=self.app.settings.reduced_motion):
            self.board.refresh(self.seen(None), self.now, self.camera.cell, self.safe)

    def play(self, delta_time: float) -> None:
        self.show_events(self.director.step(delta_time))

    def show_events(self, events: list[Event]) -> None:
        viewer = self.shown_viewer()
        self.stage.now = self.now
        self.moments.play(events, self.now, self.stock, placer=self.confirming)
        self.board.note(events)
        self.stage.show(events, viewer)
        for e in events:
            if e.kind == "turn":
                self.turn_at = self.now
                self.stage.notice.clear()  # what was refused on the last turn no longer applies
                if viewer is not None and e.data["seat"] == viewer:
                    self.stage.caption(lambda _who: self.t("zwoggel.your_turn"), good=True)
                    self.stage.pulse(("seat", viewer))
                    self.app.play("call_chime")

    def refresh(self, snap: bool = False) -> None:
        obs = self.seen(None)
        stage, now, safe = self.stage, self.now, self.safe
        stage.now = now
        if self.staging.follow(self.state, self.shown_viewer()):
            stage.hand.selected.clear()
        self.board.refresh(obs, now, self.camera.cell, safe)
        if self.camera.follows:  # the pictures' size follows the camera's
            bounds = self.bounds(obs)
            # laying out, the board keeps still while every cell a card may go to shows
            if snap or not self.staging.active or not self.camera.holds(bounds):
                self.camera.fit(bounds, snap=snap)
                self.board.refresh(obs, now, self.camera.cell, safe)
        self.moments.update(now, self.slots, safe)
        self.slots.refresh(obs["caught"], self.moments.flying(now), safe)
        self.stock.refresh(obs["stock"], self.t("zwoggel.stock", count=obs["stock"]))
        grey_out(stage.seats.faces, obs["out"])
        thinking = self.director.thinking()
        for seat in range(obs["players"]):
            note = "zwoggel.out_mark" if obs["out"][seat] else "zwoggel.thinking" if seat == thinking else ""
            stage.seats.plate(seat, obs["names"][seat], self.t(note) if note else "")
        keys = self.app.settings.key_bindings
        viewer = self.shown_viewer()
        own = obs if viewer is None else self.seen(viewer)
        mine = viewer is not None and not own["over"] and (own["out"][viewer] or own["current"] == viewer)
        stage.set_turn(turn_line(own, viewer, len(self.staging.left()), keys), self.turn_sizes[mine])
        self.set_buttons(keys)

    def bounds(self, obs: dict[str, Any]) -> Bounds:
        """The cells the board keeps in view while it follows: every card, and while the viewer
        places, the cells where their cards may go."""
        cells = self.board.cards() or [(x, y) for x, y in obs["free"]]
        if self.staging.active:
            cells += [*self.staging.placed.values(), *self.staging.legal(self.state)]
        return Bounds.around(cells or [(0, 0)])

    def set_buttons(self, keys: dict[str, str]) -> None:
        for name, label in VIEW_BUTTONS.items():
            self.view_buttons.set(name, self.t(label), key_label(keys[name]))
        staging = self.staging
        self.turn_buttons.set(
            "take_back",
            self.t(TURN_BUTTONS["take_back"]),
            key_label(keys["take_back"]),
            enabled=bool(staging.placed),
        )
        self.turn_buttons.set(
            "confirm",
            self.t(TURN_BUTTONS["confirm"]),
            key_label(keys["confirm"]),
            lit=staging.complete(),
            enabled=staging.complete(),
        )

    # ------------------------------------------------------------ drawing
    def draw_table(self) -> None:
        stage = self.stage
        area = self.camera.area
        stage.pose_faces(self.director.social, (area.center_x, area.center_y))
        stage.draw_table(self.draw_board)
        stage.draw_seats(self.turn_seat(), self.pointed, self.looking())
        self.slots.draw()
        stage.draw_texts(self.shown_viewer(), self.lang())
        self.drawn += ["board", "faces", "seats"]

    def draw_board(self) -> None:
        self.board.draw_mat()
        self.stock.draw()
        with self.camera.drawing():
            self.board.draw()
            self.moments.draw_world(self.now)
        self.view_buttons.draw()

    def draw_private(self, seat: int) -> None:
        staging = self.staging
        staged = {cell: staging.drawn[i] for i, cell in staging.placed.items()}
        legal = staging.legal(self.state) if staging.active else []
        mine = self.placements_of(seat) if self.memory_aid else []
        self.hints.refresh(legal, staged, mine, self.camera.cell, self.safe)
        with self.camera.drawing():
            self.hints.draw(self.now, self.app.settings.reduced_motion, self.frames(seat))
        self.drawn.append("hints")
        if staging.active:
            self.stage.hand.show([(staging.turn, i) for i in staging.left()])
            self.stage.hand.draw()
            self.turn_buttons.draw()
            self.drawn.append("hand")

    def placements_of(self, seat: int) -> list[tuple[int, int]]:
        """The memory aid's cells: `seat`'s own face-down placements, from its observation."""
        return [(x, y) for x, y in self.seen(seat)["my_placements"]]

    # ------------------------------------------------------------ who looks (a couch)
    def turn_seat(self) -> int | None:
        """The seat whose turn it is: on a couch, a human's turn is theirs alone to see, once the
        room has seen the last turn's cards land on the public board."""
        if self.state.is_over() or (self.couch and self.now - self.turn_at < BETWEEN_TURNS_S):
            return None
        return self.state.current

    def still_acting(self, seat: int) -> bool:
        """A human keeps the screen until their turn is played (their cards confirmed)."""
        return self.state.current == seat and not self.state.is_over()
