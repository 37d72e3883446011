"""The viewer's own cards along the bottom of the table.

Private by contract: a table draws its hand strip only from `draw_private`, that is only for the
confirmed viewer and never while the privacy screen is up (see TableView).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import arcade

CARD_RATIO = 96 / 128  # width / height of every card sprite


class HandStrip:
    def __init__(self, texture_of: Callable[[Hashable], arcade.Texture]) -> None:
        self.texture_of = texture_of
        self.sprites = arcade.SpriteList()
        self.cards: list[Hashable] = []
        self.dimmed: frozenset[Hashable] = frozenset()
        self.area = arcade.LBWH(0, 0, 1, 1)

    def show(self, cards: Sequence[Hashable], dimmed: Sequence[Hashable] = ()) -> None:
        """The cards to draw, in order; `dimmed` ones (dead, unplayable) are drawn faded."""
        cards = list(cards)
        if cards != self.cards:
            self.cards = cards
            self.sprites.clear()
            for card in cards:
                self.sprites.append(arcade.Sprite(self.texture_of(card)))
            self.layout(self.area)
        dim = frozenset(dimmed)
        if dim != self.dimmed:
            self.dimmed = dim
            for card, sprite in zip(self.cards, self.sprites, strict=True):
                sprite.alpha = 110 if card in dim else 255

    def layout(self, area: arcade.types.Rect) -> None:
        self.area = area
        ch = area.height * 0.92
        cw = ch * CARD_RATIO
        n = max(1, len(self.sprites))
        step = min(cw * 1.05, (area.width - cw) / max(1, n - 1)) if n > 1 else cw
        for i, sprite in enumerate(self.sprites):
            sprite.width, sprite.height = cw, ch
            sprite.center_x = area.left + cw / 2 + i * step
            sprite.center_y = area.bottom + area.height / 2

    def draw(self) -> None:
        self.sprites.draw(pixelated=False)

    def card_at(self, x: float, y: float) -> Hashable | None:
        """The card under the pointer (the topmost where they overlap)."""
        for card, sprite in reversed(list(zip(self.cards, self.sprites, strict=True))):
            if sprite.left <= x <= sprite.right and sprite.bottom <= y <= sprite.top:
                return card
        return None
