"""Mouse and keys at the Zwoggel table.

The mouse: a click on a face-down card reveals it; a drawn card is dragged onto a glowing cell,
or clicked and then the cell; a click on a laid-out card takes it back; a drag anywhere else on
the table pans the board, the wheel zooms it where the pointer is. The keys: the arrows move a
cursor over the board (which follows it; with Shift they pan), the player's confirm key acts on
the cursor's cell (reveal, lay out) and plays the laid-out cards once all are out; 1–3 pick a
drawn card, and the table's own keys reveal, place, take back, zoom and centre.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

import arcade

from ....rules.zwoggel import ZwoggelObservation, ZwoggelState
from ....rules.zwoggel.cards import Cell
from ...input import bound
from ...kit.buttons import ButtonRow
from ...kit.cursor import arrow
from ...kit.hand import HandStrip
from ...kit.part import Speaking
from .camera import PITCH, BoardCamera, Bounds
from .display import Display
from .moves import Moves
from .staging import Drawn, Staging

DRAG_SLOP = 6.0  # pixels the pointer may move and still click
PAN_STEP = 0.12  # Shift and an arrow pan this share of the board's width
ZOOM_KEYS = {arcade.key.NUM_ADD: 1, arcade.key.PLUS: 1, arcade.key.NUM_SUBTRACT: -1}
CARD_KEYS = (arcade.key.KEY_1, arcade.key.KEY_2, arcade.key.KEY_3)


@dataclass
class Press:
    """Where the left button went down, and on what: a drawn card, or the board and felt."""

    x: float
    y: float
    card: Drawn | None = None  # a drawn card of the hand strip
    moved: bool = False  # it became a drag (a pan, or a card carried)
    last: tuple[float, float] | None = None  # where the pointer was at the drag's last step


class Table(Speaking, Protocol):
    """What the controls ask of their table, besides its words and keys."""

    state: ZwoggelState
    staging: Staging
    display: Display
    camera: BoardCamera
    context: str

    @property
    def window(self) -> arcade.Window: ...

    def bounds(self, obs: ZwoggelObservation) -> Bounds: ...

    def seen(self, seat: int | None) -> ZwoggelObservation: ...


class Controls:
    """The mouse and keys of the Zwoggel table, turned into its moves (moves.py) and views."""

    def __init__(
        self, table: Table, moves: Moves, hand: HandStrip[Drawn], view: ButtonRow, turn: ButtonRow
    ) -> None:
        self.table, self.moves, self.hand = table, moves, hand
        self.view_buttons, self.turn_buttons = view, turn
        self.cursor: Cell = (0, 0)
        self.cursor_shown = False
        self.hovered: Cell | None = None
        self.pressed: Press | None = None

    def frames(self, seat: int) -> list[Cell]:
        """The cells framed in gold for `seat`: the keyboard's cursor, and on its turn the card
        or cell under the pointer that a click would use."""
        table = self.table
        obs, staging = table.seen(None), table.staging
        out = [self.cursor] if self.cursor_shown else []
        cell = self.hovered
        if cell is not None and obs["current"] == seat and not obs["over"]:
            if self.moves.placing():
                useful = cell in staging.placed.values() or cell in staging.legal(table.state)
            else:
                useful = obs["phase"] == "reveal" and cell in table.display.down
            if useful and cell not in out:
                out.append(cell)
        return out

    def show_buttons(self, view: Mapping[str, str], turn: Mapping[str, str]) -> None:
        """The buttons' words (`view`, `turn`: button -> catalogue key) and keys; undo while a card
        is laid out, confirm (lit) once every card is."""
        table, staging = self.table, self.table.staging
        for name, label in view.items():
            self.view_buttons.set(name, table.t(label), table.key_name(name))
        buttons, laid = self.turn_buttons, staging.complete()
        undo, confirm = table.t(turn["take_back"]), table.t(turn["confirm"])
        buttons.set("take_back", undo, table.key_name("take_back"), enabled=bool(staging.placed))
        buttons.set("confirm", confirm, table.key_name("confirm"), lit=laid, enabled=laid)

    # ------------------------------------------------------------ the mouse
    def motion(self, x: float, y: float) -> None:
        self.hovered = self.table.camera.cell_at(x, y)
        if self.hovered is not None:
            self.cursor_shown = False  # the mouse took over from the keyboard

    def click(self, x: float, y: float) -> None:
        moves = self.moves
        button = self.view_buttons.at(x, y)
        if button is not None:
            self.view_action(button)
            return
        if moves.placing():
            button = self.turn_buttons.under(x, y)
            if button == "take_back":
                moves.take_back()
                return
            if button == "confirm":
                moves.confirm_turn()  # greyed, it says what is left to lay out
                return
            card = self.hand.card_at(x, y)
            if card is not None:
                self.pressed = Press(x, y, card)
                return
        self.pressed = Press(x, y)

    def drag(self, x: float, y: float) -> None:
        p = self.pressed
        if p is None or (not p.moved and abs(x - p.x) + abs(y - p.y) < DRAG_SLOP):
            return
        if p.card is not None:
            if self.moves.placing():
                self.hand.drag(p.card, x, y)
        else:
            lx, ly = p.last or (p.x, p.y)
            self.table.camera.pan(x - lx, y - ly)
        p.moved, p.last = True, (x, y)

    def release(self, x: float, y: float) -> None:
        p, self.pressed = self.pressed, None
        if p is None:
            return
        hand, camera = self.hand, self.table.camera
        if p.card is not None:
            carried = hand.drop()
            cell = camera.cell_at(x, y)
            if not p.moved:
                if p.card in hand.selected:
                    hand.toggle(p.card)
                else:
                    self.pick(p.card)
            elif carried is not None and cell is not None and self.moves.placing():
                self.moves.lay(carried[1], cell)
        elif not p.moved:
            cell = camera.cell_at(x, y)
            if cell is not None:
                self.moves.use_cell(cell)

    def pick(self, card: Drawn) -> None:
        """Pick one drawn card (the one placed next)."""
        self.hand.selected = {card}
        self.hand.settle()

    def scroll(self, x: float, y: float, scroll_y: float) -> bool:
        """The wheel over the board zooms it where the pointer is; True if it did."""
        camera = self.table.camera
        a = camera.area
        if scroll_y and a.left <= x <= a.right and a.bottom <= y <= a.top:
            camera.zoom(scroll_y, at=(x, y))
            return True
        return False

    # ------------------------------------------------------------ keys
    def view_action(self, name: str) -> None:
        """Zoom in, out, or centre the board on the whole display again."""
        table = self.table
        if name == "recentre":
            table.camera.recentre(table.bounds(table.seen(None)))
        else:
            table.camera.zoom(1 if name == "zoom_in" else -1)

    def action(self, actions: set[str]) -> bool:
        moves = self.moves
        for name in ("zoom_in", "zoom_out", "recentre"):
            if name in actions:
                self.view_action(name)
                return True
        if "take_back" in actions:
            moves.take_back()
        elif "confirm" in actions and moves.placing() and self.table.staging.complete():
            moves.confirm_turn()
        elif actions & {"confirm", "reveal", "place"}:
            self.key_on_cursor()
        else:
            return False
        return True

    def key_on_cursor(self) -> None:
        """Act on the keyboard's cell (showing the cursor first if it was hidden)."""
        if not self.cursor_shown:
            self.show_cursor()
            return
        self.moves.use_cell(self.cursor)

    def show_cursor(self) -> None:
        """The cursor appears on the board's card (or free cell) nearest the middle of the view."""
        camera = self.table.camera
        cx, cy = camera.world_at(camera.area.center_x, camera.area.center_y)
        cells = self.table.display.cards() or [(0, 0)]
        self.cursor = min(cells, key=lambda c: (c[0] * PITCH - cx) ** 2 + (c[1] * PITCH - cy) ** 2)
        self.cursor_shown = True
        camera.keep_in_view(self.cursor)

    def other_key(self, symbol: int, modifiers: int) -> bool:
        table = self.table
        shift = bool(modifiers & arcade.key.MOD_SHIFT)
        unshifted = modifiers & ~arcade.key.MOD_SHIFT
        actions = bound(table.window, symbol, unshifted, table.context)
        if shift and actions & {"zoom_in", "zoom_out"}:  # "+" is Shift and "=" on many keyboards
            self.view_action("zoom_in" if "zoom_in" in actions else "zoom_out")
            return True
        if symbol in ZOOM_KEYS:
            self.view_action("zoom_in" if ZOOM_KEYS[symbol] > 0 else "zoom_out")
            return True
        if symbol in CARD_KEYS and self.moves.placing():
            left = table.staging.left()
            k = CARD_KEYS.index(symbol)
            if k < len(left):
                self.pick((table.staging.turn, left[k]))
            return True
        step = arrow(table.window, symbol, unshifted)
        if step is None:
            return False
        self.arrow(*step, shift)
        return True

    def arrow(self, dx: int, dy: int, shift: bool) -> None:
        """Move the cursor a cell (the board follows it), or with Shift pan the board."""
        camera = self.table.camera
        if shift:
            step = camera.area.width * PAN_STEP
            camera.pan(-dx * step, -dy * step)
            return
        if not self.cursor_shown:
            self.show_cursor()
            return
        self.cursor = (self.cursor[0] + dx, self.cursor[1] + dy)
        camera.keep_in_view(self.cursor)
