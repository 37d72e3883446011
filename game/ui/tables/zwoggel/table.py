"""The Zwoggel table: the display on a board that pans and zooms in the middle of the felt, the
faces of every player round it with the Zwoggels each caught, the stock beside the board; the
viewer reveals, then lays out the cards they drew and confirms them.

The kit plays the table (kit/table.py); this is what is Zwoggel's own: its board (board.py: the
display under its camera, the stock, the slots, a trap springing), words and effects, the
viewer's staged placements (staging.py) and private marks (hints.py), their moves (moves.py),
mouse and keys (controls.py), and the couch's pause between turns. Public things come from the
spectator observation; the drawn cards, the glowing cells and the memory aid from the viewer's
own, only while that viewer is confirmed.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import arcade

from ....rules.core import Event
from ....rules.zwoggel import ZwoggelObservation, ZwoggelState
from ....rules.zwoggel.cards import Cell
from ....setup import TableSetup
from ...kit.buttons import ButtonRow
from ...kit.table import TableView, Watch
from ...kit.table_terms import TableTerm
from .art import tile
from .board import ZwoggelBoard
from .camera import Bounds
from .controls import Controls
from .effects import zwoggel_effects
from .hints import Hints
from .lines import size_lines
from .moves import Moves
from .plates import grey_out
from .staging import Drawn, Staging
from .terms import zwoggel_terms
from .words import describe, turn_line
from .your_moments import live, outcome, placed

if TYPE_CHECKING:
    from pyglet.font.base import Font

VIEW_BUTTONS = {
    "zoom_in": "zwoggel.button_zoom_in",
    "zoom_out": "zwoggel.button_zoom_out",
    "recentre": "zwoggel.button_centre",
}
TURN_BUTTONS = {"take_back": "zwoggel.button_undo", "confirm": "zwoggel.button_confirm"}
BETWEEN_TURNS_S = 1.5  # on a couch, the whole room sees the board this long before the next hand-over
DRAW = 3  # cards a player draws on their turn (RULES.md, Zwoggel: draw three and place)
LINE_ROWS = 2  # rows of a moment line the board keeps clear of on a human's turn
SETTLE_S = 0.6  # as a human's turn begins, the board glides to show it this long, then holds still


class ZwoggelTableView(TableView[ZwoggelObservation, Drawn]):
    your_turn_key = "zwoggel.your_turn"
    board_names = ("board",)
    dealt_hands = False  # a player's cards are drawn on their turn: nothing to look at first
    state: ZwoggelState

    def __init__(
        self, setup: TableSetup, state: ZwoggelState, watch: Watch | None = None, worker: bool = True
    ) -> None:
        """`worker`: the bots search in a worker process (a live table), or inline (tests, scenes)."""
        names = state.names
        self.staging = Staging()
        self.confirming: int | None = None  # the seat whose laid-out cards are being played
        self.zboard = board = ZwoggelBoard(state.n, list(VIEW_BUTTONS), lambda i: self.staging.drawn[i])
        self.display, self.camera = board.display, board.camera
        marks = [tile("mine", 24)] * state.n  # no seat marks at this table (hidden below)

        def words(e: Event, viewer: int | None) -> str | None:
            return describe(e, viewer, names)

        effects = zwoggel_effects(names, lambda: self.confirming)
        # who laid each card (public: everyone saw it laid), kept after it leaves the board: whose
        # card a catch was (your_moments.py); noted again as the game moves on
        self.placers: dict[Cell, int | None] = {}
        self.placers_at = -1
        super().__init__(setup, state, board, words, effects, marks, watch, worker, hand_ratio=1.0)
        for mark in self.stage.seats.mark_sprites:
            mark.visible = False
        self.memory_aid = bool(setup.options.get("memory_aid"))
        self.hints = Hints()
        self.turn_buttons = ButtonRow(list(TURN_BUTTONS))
        self.moves = Moves(self, self.stage.hand, self.stage.notice)
        self.controls = Controls(self, self.moves, self.stage.hand, board.view_buttons, self.turn_buttons)
        self.turn_at = -math.inf  # when the current turn began (the engine's "turn" event)
        self.fonts: list[Font] = []  # held, with the letters rendered at layout (lines.py)
        self.turn_sizes = (16.0, 16.0)  # the turn line's sizes: another's turn, one's own (lines.py)
        self.lines_clear = 0.0  # screen pixels of the board under the moment lines (place_table)
        self.note_placers()

    @property
    def safe(self) -> bool:
        return self.app.settings.colourblind_palette

    def public_hint(self) -> str:
        return self.t("zwoggel.couch_hint", peek=self.key_name("peek_hand"))

    # ------------------------------------------------------------ layout and time
    def place_table(self) -> None:
        s, stage = self.scale, self.stage
        hand = stage.regions.hand
        stage.hand.layout(arcade.LBWH(hand.left, hand.bottom, hand.width * 0.6, hand.height))
        column = arcade.LBWH(hand.left + hand.width * 0.62, hand.bottom, hand.width * 0.36, hand.height * 0.8)
        self.turn_buttons.layout_column(column, s.font(13))
        self.turn_sizes, self.fonts = size_lines(
            stage, self.camera.area, self.state.names, self.key_name("confirm"), s
        )
        plates = stage.moment_plates  # (on a couch the kit stood them on its bar already)
        count = self.zboard.stock.count  # the lines stay under the stock's count (large text)
        plates.ceiling = count.y - count.font_size * 1.6
        # on a human's turn the board keeps its cards above the moment lines (two rows each)
        top = min(plates.top(LINE_ROWS), plates.ceiling)
        self.lines_clear = max(0.0, top - self.camera.area.bottom)

    def table_terms(self) -> list[TableTerm]:
        return zwoggel_terms(self)

    def tick(self, delta_time: float) -> None:
        """The camera glides on the table's clock (it stands still in a pause, like the game)."""
        self.camera.update(delta_time, instant=self.app.settings.reduced_motion)

    def on_event(self, e: Event, viewer: int | None) -> None:
        """A turn begins; what became of a human's card (or of them) is told to that human: their
        moment lines say it while their view is confirmed."""
        if e.kind == "turn":
            self.turn_at = self.now
        for human in self.humans:
            line = outcome(e, human, self.state.names, self.placers)
            if line is not None:
                self.stage.moments.tell(human, line, self.now)
        placed(e, self.placers)

    def note_placers(self) -> None:
        """Who laid each face-down card, as the public observation says (a table that starts from a
        game under way, or a recording that moves on)."""
        if self.placers_at == len(self.state.history):
            return
        self.placers_at = len(self.state.history)
        for x, y, seat in self.seen(None)["face_down"]:
            assert x is not None and y is not None
            self.placers[(x, y)] = seat

    def update_table(self, snap: bool) -> None:
        obs, stage, staging = self.seen(None), self.stage, self.staging
        board = self.zboard
        self.note_placers()
        human = not obs["over"] and obs["current"] in self.humans
        self.camera.clear = self.lines_clear if human else 0.0
        board.safe, board.instant = self.safe, self.app.settings.reduced_motion
        # the viewer's, kept while their view is sealed under a couch's pause (nothing lost)
        if staging.follow(self.state, self.looks.viewer):
            stage.hand.selected.clear()
        board.refresh(obs, self.now, lambda: self.bounds(obs), self.camera_held(obs), snap)
        self.zboard.stock.refresh(obs["stock"], self.t("zwoggel.stock", count=obs["stock"]))
        grey_out(stage.seats.faces, obs["out"])
        thinking = self.source.thinking()
        for seat in range(obs["players"]):
            note = "zwoggel.out_mark" if obs["out"][seat] else "zwoggel.thinking" if seat == thinking else ""
            stage.seats.plate(seat, obs["names"][seat], self.t(note) if note else "")
        viewer = self.shown_viewer()
        own = obs if viewer is None else self.seen(viewer)
        mine = viewer is not None and not own["over"] and (own["out"][viewer] or own["current"] == viewer)
        keys = self.app.settings.key_bindings
        stage.set_turn(turn_line(own, viewer, len(staging.left()), keys), self.turn_sizes[mine])
        self.controls.show_buttons(VIEW_BUTTONS, TURN_BUTTONS)

    def camera_held(self, obs: ZwoggelObservation) -> bool:
        """Whether the board must not move by itself: a button is pressed (a click or a drag is
        aimed), or it is a human's turn (once the board settled as it began: SETTLE_S)."""
        if self.controls.pressed is not None:
            return True
        human = not obs["over"] and obs["current"] in self.humans
        return human and self.now - self.turn_at >= SETTLE_S

    def bounds(self, obs: ZwoggelObservation) -> Bounds:
        """The cells the board keeps in view while it follows: every card, and on a human's turn
        (it settles on them as the turn begins, then holds still) every cell the cards they draw
        could reach: a ring round the display for each (three at most), so that the board never
        needs to move while they lay them out."""
        cells = self.display.cards() or [(x, y) for x, y in obs["free"]]
        if self.staging.active:
            cells += [*self.staging.placed.values(), *self.staging.legal(self.state)]
        box = Bounds.around(cells or [(0, 0)])
        if obs["over"] or obs["current"] not in self.humans or not self.display.cards():
            return box
        return box.grown(max(1, min(DRAW, max(obs["drawn"], obs["stock"]))))

    # ------------------------------------------------------------ drawing
    def update_private(self, seat: int) -> None:
        """`seat`'s drawn cards in its hand strip, and its moment lines: the next step of its turn
        (`says_steps`)."""
        staging = self.staging
        left = staging.left() if staging.active else []
        if staging.active:
            self.stage.hand.show([(staging.turn, i) for i in left])
        obs = self.seen(seat)
        picked = bool(self.stage.hand.selected) or len({staging.drawn[i] for i in left}) == 1
        keys = {name: self.key_name(name) for name in ("confirm", "take_back")}
        to_lay = len(left) if staging.active else obs["drawn"]
        steps = live(obs, seat, to_lay, not picked, keys) if self.says_steps() else []
        self.stage.moments.show(seat, steps)

    def says_steps(self) -> bool:
        """Whether the step line (Step 1/3…) shows above the hand: yes (not under a guide's bubble)."""
        return True

    def highlighted_seat(self) -> int | None:
        return self.turn_seat()

    def draw_private(self, seat: int) -> None:
        staging = self.staging
        staged = {cell: staging.drawn[i] for i, cell in staging.placed.items()}
        legal = staging.legal(self.state) if staging.active else []
        mine = [(x, y) for x, y in self.seen(seat)["my_placements"]] if self.memory_aid else []
        self.hints.refresh(legal, staged, mine, self.camera.cell, self.safe)
        with self.camera.drawing():
            self.hints.draw(self.now, self.app.settings.reduced_motion, self.controls.frames(seat))
        self.drawn.append("hints")
        if staging.active:
            self.stage.hand.draw()
            self.turn_buttons.draw()
            self.drawn.append("hand")

    # ------------------------------------------------------------ who looks (a couch)
    def turn_seat(self) -> int | None:
        """The seat whose turn it is: on a couch, a human's turn is theirs alone to see, once the
        room has seen the last turn's cards land on the public board."""
        obs = self.seen(None)
        if obs["over"] or (self.couch and self.now - self.turn_at < BETWEEN_TURNS_S):
            return None
        return int(obs["current"])

    def still_acting(self, seat: int) -> bool:
        """A human keeps the screen until their turn is played (their cards confirmed)."""
        obs = self.seen(None)
        return obs["current"] == seat and not obs["over"]

    # ------------------------------------------------------------ input
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.controls.motion(x, y)
        return super().on_mouse_motion(x, y, dx, dy)

    def on_click(self, x: float, y: float) -> None:
        self.controls.click(x, y)

    def on_drag(self, x: float, y: float) -> None:
        self.controls.drag(x, y)

    def on_release(self, x: float, y: float) -> None:
        self.controls.release(x, y)

    def on_scroll(self, x: float, y: float, scroll_y: float) -> bool:
        return self.controls.scroll(x, y, scroll_y)

    def on_action(self, actions: set[str], symbol: int) -> bool:
        return self.controls.action(actions)

    def on_other_key(self, symbol: int, modifiers: int) -> bool:
        return self.controls.other_key(symbol, modifiers)
