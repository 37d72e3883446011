"""The viewer's own cards, fanned along the bottom of the table.

Private by contract: a table draws its hand strip only from `draw_private`, that is only for the
confirmed viewer and never while the privacy screen is up (see TableView). Cards lift under the
pointer, may be selected (a click) and dragged (games that swap or place cards use those).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Generic, TypeVar

import arcade

from .. import theme

CARD_RATIO = 96 / 128  # width / height of every card sprite
FAN_DEGREES = 4.0  # each card turns this much more than its neighbour toward the fan's edge
FAN_EDGE = 14.0  # but the edge cards turn no more than this, however many cards are held
LIFT = 0.12  # a hovered or selected card rises by this share of its height
# A card of a game's hand strip, as the game names it: a number (Wink, WinkyBilly), a drawn card's
# (turn, index) (Zwoggel).
Card = TypeVar("Card", bound=Hashable)


class HandStrip(Generic[Card]):
    def __init__(self, texture_of: Callable[[Card], arcade.Texture], ratio: float = CARD_RATIO) -> None:
        self.texture_of = texture_of
        self.ratio = ratio  # width / height of the game's cards
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.cards: list[Card] = []
        self.dimmed: frozenset[Card] = frozenset()
        self.selected: set[Card] = set()
        self.lifted: frozenset[Card] = frozenset()  # raised by the game (a card of the viewer's called)
        self.hovered: Card | None = None
        self.dragging: Card | None = None
        self.area = arcade.LBWH(0, 0, 1, 1)
        self.homes: dict[Card, tuple[float, float, float]] = {}  # card -> x, y, angle at rest
        self.size = (1.0, 1.0)

    def show(self, cards: Sequence[Card], dimmed: Sequence[Card] = ()) -> None:
        """The cards to draw, in order; `dimmed` ones (dead, unplayable) are drawn faded."""
        cards = list(cards)
        dim = frozenset(dimmed)
        changed = cards != self.cards
        if changed:
            self.cards = cards
            self.sprites.clear()
            for card in cards:
                self.sprites.append(arcade.Sprite(self.texture_of(card)))
            self.selected &= set(cards)
            self.layout(self.area)
        if changed or dim != self.dimmed:  # new sprites are drawn whole: dim each by its card
            self.dimmed = dim
            for card, sprite in zip(self.cards, self.sprites, strict=True):
                sprite.alpha = 110 if card in dim else 255

    def lift(self, cards: set[Card]) -> None:
        """Raise `cards` (and ring them) while they are the viewer's moment."""
        lifted = frozenset(cards)
        if lifted != self.lifted:
            self.lifted = lifted
            self.settle()

    def layout(self, area: arcade.types.Rect) -> None:
        """Fan the cards in `area`: centred, overlapping as needed, turned a little toward the edges."""
        self.area = area
        ch = area.height * 0.86
        cw = ch * self.ratio
        resized = ch != self.size[1]
        self.size = (cw, ch)
        if resized:  # pictures drawn for the size the cards are now (a game may keep several)
            for card, sprite in zip(self.cards, self.sprites, strict=True):
                sprite.texture = self.texture_of(card)
        n = len(self.sprites)
        turn = min(FAN_DEGREES, FAN_EDGE / max(1.0, (n - 1) / 2))
        edge = math.radians(turn * (n - 1) / 2)
        reach = cw / 2 * math.cos(edge) + ch / 2 * math.sin(edge)  # half the width of a turned edge card
        room = area.width - 2 * reach
        step = min(cw * 1.02, room / max(1, n - 1)) if n > 1 else 0.0
        left = area.left + (area.width - step * (n - 1)) / 2
        self.homes = {}
        for i, (card, sprite) in enumerate(zip(self.cards, self.sprites, strict=True)):
            k = i - (n - 1) / 2
            angle = k * turn
            drop = abs(k) ** 1.6 * ch * 0.015
            self.homes[card] = (left + i * step, area.bottom + area.height * 0.46 - drop, angle)
            sprite.width, sprite.height = cw, ch
        self.settle()

    def settle(self) -> None:
        """Each card at its place in the fan, lifted if hovered or selected (the dragged one stays)."""
        ch = self.size[1]
        for card, sprite in zip(self.cards, self.sprites, strict=True):
            if card == self.dragging:
                continue
            x, y, angle = self.homes.get(card, (0.0, 0.0, 0.0))
            raised = card == self.hovered or card in self.selected or card in self.lifted
            up = ch * LIFT if raised else 0.0
            sprite.center_x = x - math.sin(math.radians(angle)) * up
            sprite.center_y = y + math.cos(math.radians(angle)) * up
            sprite.angle = angle

    def draw(self) -> None:
        self.sprites.draw(pixelated=False)
        for card in self.selected | self.lifted:
            box = self.card_box(card)
            if box is not None:
                arcade.draw_rect_outline(arcade.XYWH(*box), theme.HIGHLIGHT, 3)

    # ------------------------------------------------------------ pointer
    def card_at(self, x: float, y: float) -> Card | None:
        """The card under the pointer (the topmost where they overlap)."""
        for card, sprite in reversed(list(zip(self.cards, self.sprites, strict=True))):
            if sprite.collides_with_point((x, y)):
                return card
        return None

    def card_box(self, card: Card) -> tuple[float, float, float, float] | None:
        """Centre and size of a card of the hand on screen."""
        if card not in self.cards:
            return None
        sprite = self.sprites[self.cards.index(card)]
        return sprite.center_x, sprite.center_y, sprite.width, sprite.height

    def hover(self, x: float, y: float) -> None:
        card = self.card_at(x, y)
        if card != self.hovered:
            self.hovered = card
            self.settle()

    def toggle(self, card: Card) -> None:
        """Select a card, or unselect it."""
        self.selected ^= {card}
        self.settle()

    def drag(self, card: Card, x: float, y: float) -> None:
        """Carry `card` under the pointer."""
        if card not in self.cards:
            return
        self.dragging = card
        sprite = self.sprites[self.cards.index(card)]
        sprite.center_x, sprite.center_y, sprite.angle = x, y, 0.0

    def drop(self) -> Card | None:
        """Let go of the dragged card (it goes back to its place); which card it was."""
        card, self.dragging = self.dragging, None
        self.settle()
        return card
