"""Mouse and keys at the Zwoggel table.

The mouse: a click on a face-down card reveals it; a drawn card is dragged onto a glowing cell,
or clicked and then the cell; a click on a laid-out card takes it back; a drag anywhere else on
the table pans the board, the wheel zooms it where the pointer is. The keys: the arrows move a
cursor over the board (which follows it; with Shift they pan), the player's confirm key acts on
the cursor's cell (reveal, lay out) and plays the laid-out cards once all are out; 1–3 pick a
drawn card, and the table's own keys reveal, place, take back, zoom and centre.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import arcade

from ....rules.zwoggel import Phase
from ....rules.zwoggel.cards import Cell
from ...input import bound
from .camera import PITCH

if TYPE_CHECKING:
    from ....rules.zwoggel import ZwoggelState
    from ...kit.buttons import ButtonRow
    from ...kit.stage import TableStage
    from ...kit.table import TableView
    from .board import Board
    from .camera import BoardCamera, Bounds
    from .staging import Staging

    Base = TableView
else:
    Base = object

ARROWS = {"menu_left": (-1, 0), "menu_right": (1, 0), "menu_up": (0, 1), "menu_down": (0, -1)}
DRAG_SLOP = 6.0  # pixels the pointer may move and still click
PAN_STEP = 0.12  # Shift and an arrow pan this share of the board's width
ZOOM_KEYS = {arcade.key.NUM_ADD: 1, arcade.key.PLUS: 1, arcade.key.NUM_SUBTRACT: -1}
CARD_KEYS = (arcade.key.KEY_1, arcade.key.KEY_2, arcade.key.KEY_3)


@dataclass
class Press:
    """Where the left button went down, and on what: a drawn card, or the board and felt."""

    x: float
    y: float
    card: Any = None  # a drawn card of the hand strip
    moved: bool = False  # it became a drag (a pan, or a card carried)
    last: tuple[float, float] | None = None  # where the pointer was at the drag's last step


class ZwoggelControls(Base):
    """The input part of the Zwoggel table; it expects the table's camera, board, staging, hand
    strip (its stage's), buttons, and its moves (moves.py)."""

    state: ZwoggelState
    stage: TableStage
    camera: BoardCamera
    board: Board
    staging: Staging
    view_buttons: ButtonRow
    turn_buttons: ButtonRow

    if TYPE_CHECKING:  # the table's moves (moves.py) and what it keeps in view

        def placing(self) -> bool: ...

        def use_cell(self, cell: Cell) -> None: ...

        def take_back(self, card_id: int | None = None) -> None: ...

        def confirm_turn(self) -> None: ...

        def lay(self, card_id: int, cell: Cell) -> bool: ...

        def bounds(self, obs: dict[str, Any]) -> Bounds: ...

        def seen(self, seat: int | None) -> dict[str, Any]: ...

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.cursor: Cell = (0, 0)
        self.cursor_shown = False
        self.hovered: Cell | None = None
        self.pressed: Press | None = None

    def frames(self, seat: int) -> list[Cell]:
        """The cells framed in gold for `seat`: the keyboard's cursor, and on its turn the card
        or cell under the pointer that a click would use."""
        out = [self.cursor] if self.cursor_shown else []
        cell = self.hovered
        if cell is not None and self.state.current == seat and not self.state.is_over():
            if self.placing():
                useful = cell in self.staging.placed.values() or cell in self.staging.legal(self.state)
            else:
                useful = self.state.phase is Phase.REVEAL and cell in self.board.down
            if useful and cell not in out:
                out.append(cell)
        return out

    # ------------------------------------------------------------ the mouse
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.hovered = self.camera.cell_at(x, y)
        if self.hovered is not None:
            self.cursor_shown = False  # the mouse took over from the keyboard
        return super().on_mouse_motion(x, y, dx, dy)

    def on_click(self, x: float, y: float) -> None:
        button = self.view_buttons.at(x, y)
        if button is not None:
            self.view_action(button)
            return
        if self.placing():
            button = self.turn_buttons.under(x, y)
            if button == "take_back":
                self.take_back()
                return
            if button == "confirm":
                self.confirm_turn()  # greyed, it says what is left to lay out
                return
            card = self.stage.hand.card_at(x, y)
            if card is not None:
                self.pressed = Press(x, y, card)
                return
        self.pressed = Press(x, y)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> bool:
        p = self.pressed
        if p is None:
            return True
        if not p.moved and abs(x - p.x) + abs(y - p.y) < DRAG_SLOP:
            return True
        if p.card is not None:
            if self.placing():
                self.stage.hand.drag(p.card, x, y)
        else:
            lx, ly = p.last or (p.x, p.y)
            self.camera.pan(x - lx, y - ly)
        p.moved, p.last = True, (x, y)
        return True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        p, self.pressed = self.pressed, None
        if p is None:
            return True
        hand = self.stage.hand
        if p.card is not None:
            carried = hand.drop()
            cell = self.camera.cell_at(x, y)
            if not p.moved:
                if p.card in hand.selected:
                    hand.toggle(p.card)
                else:
                    self.pick(p.card)
            elif carried is not None and cell is not None and self.placing():
                self.lay(carried[1], cell)
        elif not p.moved:
            cell = self.camera.cell_at(x, y)
            if cell is not None:
                self.use_cell(cell)
        return True

    def pick(self, card: Any) -> None:
        """Pick one drawn card (the one placed next)."""
        self.stage.hand.selected = {card}
        self.stage.hand.settle()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool:
        a = self.camera.area
        if scroll_y and a.left <= x <= a.right and a.bottom <= y <= a.top:
            self.camera.zoom(scroll_y, at=(x, y))
            return True
        return super().on_mouse_scroll(x, y, scroll_x, scroll_y)

    # ------------------------------------------------------------ keys
    def view_action(self, name: str) -> None:
        """Zoom in, out, or centre the board on the whole display again."""
        if name == "recentre":
            self.camera.recentre(self.bounds(self.seen(None)))
        else:
            self.camera.zoom(1 if name == "zoom_in" else -1)

    def on_action(self, actions: set[str], symbol: int) -> bool:
        for name in ("zoom_in", "zoom_out", "recentre"):
            if name in actions:
                self.view_action(name)
                return True
        if "take_back" in actions:
            self.take_back()
        elif "confirm" in actions and self.placing() and self.staging.complete():
            self.confirm_turn()
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
        self.use_cell(self.cursor)

    def show_cursor(self) -> None:
        """The cursor appears on the board's card (or free cell) nearest the middle of the view."""
        cx, cy = self.camera.world_at(self.camera.area.center_x, self.camera.area.center_y)
        cells = self.board.cards() or [(0, 0)]
        self.cursor = min(cells, key=lambda c: (c[0] * PITCH - cx) ** 2 + (c[1] * PITCH - cy) ** 2)
        self.cursor_shown = True
        self.camera.keep_in_view(self.cursor)

    def on_other_key(self, symbol: int, modifiers: int) -> bool:
        shift = bool(modifiers & arcade.key.MOD_SHIFT)
        unshifted = modifiers & ~arcade.key.MOD_SHIFT
        actions = bound(self.window, symbol, unshifted, self.context)
        if shift and actions & {"zoom_in", "zoom_out"}:  # "+" is Shift and "=" on many keyboards
            self.view_action("zoom_in" if "zoom_in" in actions else "zoom_out")
            return True
        if symbol in ZOOM_KEYS:
            self.view_action("zoom_in" if ZOOM_KEYS[symbol] > 0 else "zoom_out")
            return True
        if symbol in CARD_KEYS and self.placing():
            left = self.staging.left()
            k = CARD_KEYS.index(symbol)
            if k < len(left):
                self.pick((self.staging.turn, left[k]))
            return True
        menus = bound(self.window, symbol, unshifted, "menus")
        for action, (dx, dy) in ARROWS.items():
            if action in menus:
                self.arrow(dx, dy, shift)
                return True
        return False

    def arrow(self, dx: int, dy: int, shift: bool) -> None:
        """Move the cursor a cell (the board follows it), or with Shift pan the board."""
        if shift:
            step = self.camera.area.width * PAN_STEP
            self.camera.pan(-dx * step, -dy * step)
            return
        if not self.cursor_shown:
            self.show_cursor()
            return
        self.cursor = (self.cursor[0] + dx, self.cursor[1] + dy)
        self.camera.keep_in_view(self.cursor)
