"""The viewer's hands on the cards: a swap with the saloon by drag and drop, by two clicks (a card of
the hand and a saloon card, in either order) or by the keys (arrows, then the swap key or Enter).

It only picks: `swap(give, take)` is the table's, which asks the rules and says True when done.
The hand strip and the saloon show what is picked (a lifted card, a gold frame). The keyboard's
cursor runs along two rows, the saloon above and the hand below; on the hand it lifts the card.
"""

from __future__ import annotations

from collections.abc import Callable

from ...kit.hand import HandStrip
from .saloon import Saloon

DRAG_PX = 6.0  # a press that moves farther than this before its release is a drag


class SwapPicker:
    def __init__(self, hand: HandStrip[int], saloon: Saloon, swap: Callable[[int, int], bool]) -> None:
        self.hand, self.saloon, self.swap = hand, saloon, swap
        self.pressed: int | None = None  # the hand card under the button, until its release
        self.press_at = (0.0, 0.0)
        self.saloon_pick: int | None = None
        self.row = "hand"  # where the keyboard's cursor is: "hand" or "saloon"
        self.column = 0
        self.keyboard = False  # the cursor shows (the keys were used since the mouse last moved)

    def clear(self) -> None:
        """Forget what is picked (a swap was made, the hand changed, the private view ended)."""
        self.pressed = self.saloon_pick = None
        self.hand.selected.clear()
        if self.hand.dragging is not None:
            self.hand.drop()
        self.hand.settle()
        self.saloon.marked = set()

    @property
    def hand_pick(self) -> int | None:
        return next(iter(self.hand.selected), None)

    # ------------------------------------------------------------ mouse
    def press(self, x: float, y: float) -> bool:
        """A press on a card of the hand (it may become a drag) or of the saloon; True if on one."""
        card = self.hand.card_at(x, y)
        if card is not None:
            self.pressed, self.press_at = card, (x, y)
            return True
        take = self.saloon.card_at(x, y)
        if take is not None:
            self.pick_saloon(take)
            return True
        return False

    def drag(self, x: float, y: float) -> None:
        card = self.pressed
        if card is None:
            return
        if self.hand.dragging is None and abs(x - self.press_at[0]) + abs(y - self.press_at[1]) < DRAG_PX:
            return
        self.hand.drag(card, x, y)
        over = self.saloon.card_at(x, y)
        slot = None if over is None else self.saloon.slot_of(over)
        self.saloon.marked = {slot} if slot is not None else set()

    def release(self, x: float, y: float) -> None:
        card, self.pressed = self.pressed, None
        if card is None:
            return
        if self.hand.dragging is not None:
            self.hand.drop()
            self.saloon.marked = set()
            take = self.saloon.card_at(x, y)
            if take is not None:
                self.do_swap(card, take)
            return
        self.pick_hand(card)

    # ------------------------------------------------------------ picks
    def pick_hand(self, card: int) -> None:
        if self.saloon_pick is not None:
            self.do_swap(card, self.saloon_pick)
        elif self.hand_pick == card:
            self.hand.toggle(card)  # a second click puts it back
        else:
            self.hand.selected.clear()
            self.hand.toggle(card)

    def pick_saloon(self, card: int) -> None:
        give = self.hand_pick
        if give is not None:
            self.do_swap(give, card)
            return
        self.saloon_pick = None if self.saloon_pick == card else card
        slot = self.saloon.slot_of(card)
        self.saloon.marked = {slot} if self.saloon_pick is not None and slot is not None else set()

    def do_swap(self, give: int, take: int) -> None:
        if self.swap(give, take):
            self.clear()

    # ------------------------------------------------------------ keys
    def move(self, dx: int, dy: int) -> None:
        """The cursor moves along its row (dx) or to the other row (dy: +1 up to the saloon)."""
        self.keyboard = True
        if dy:
            self.row = "saloon" if dy > 0 else "hand"
        size = len(self.row_cards())
        self.column = (self.column + dx) % size if size else 0
        self.show_cursor()

    def row_cards(self) -> list[int]:
        return list(self.saloon.cards) if self.row == "saloon" else list(self.hand.cards)

    def cursor_card(self) -> int | None:
        cards = self.row_cards()
        return cards[min(self.column, len(cards) - 1)] if cards else None

    def show_cursor(self) -> None:
        """The cursor where the keys left it (the mouse's hover is the hand strip's own)."""
        if not self.keyboard:
            return
        on_saloon = self.row == "saloon"
        self.saloon.cursor = min(self.column, len(self.saloon.cards) - 1) if on_saloon else None
        hovered = None if on_saloon else self.cursor_card()
        if hovered != self.hand.hovered:
            self.hand.hovered = hovered
            self.hand.settle()

    def take(self) -> None:
        """The swap key (or Enter): pick the card under the cursor, as a click on it would."""
        card = self.cursor_card()
        if card is None:
            return
        if self.row == "saloon":
            self.pick_saloon(card)
        else:
            self.pick_hand(card)

    def mouse_moved(self) -> None:
        """The mouse took over from the keyboard: the cursor hides."""
        if self.keyboard:
            self.keyboard = False
            self.saloon.cursor = None
