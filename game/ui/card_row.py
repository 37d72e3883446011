"""A row of small face-up cards of a post-game reveal (`games.Card`), as the results screen and the
replay's "everything revealed" lay them: side by side, overlapping when they do not fit, a card
still held but out of play dimmed."""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from ..games import Card
from .textures import texture

DEAD_ALPHA = 110  # a card still held but out of play


def card_width(cards: Sequence[Card], height: float) -> float:
    """How wide the cards of a row are drawn `height` tall (the widest picture's proportions)."""
    return max(texture(c.sprite).width / texture(c.sprite).height for c in cards) * height


def row_width(cards: Sequence[Card], height: float, gap: float) -> float:
    """The width of a row of cards side by side, `gap` apart."""
    if not cards:
        return 0.0
    return len(cards) * card_width(cards, height) + (len(cards) - 1) * gap


def lay_cards(
    cards: Sequence[Card], left: float, width: float, y: float, height: float, gap: float
) -> list[arcade.Sprite]:
    """The cards' sprites in a row from `left`, centred on `y`, overlapping when they do not fit
    in `width`."""
    if not cards:
        return []
    card_w = card_width(cards, height)
    step = card_w + gap
    if len(cards) > 1 and card_w + step * (len(cards) - 1) > width:
        step = max((width - card_w) / (len(cards) - 1), 1.0)
    sprites = []
    for k, card in enumerate(cards):
        tex = texture(card.sprite)
        sprite = arcade.Sprite(tex)
        sprite.height = height
        sprite.width = tex.width / tex.height * height
        sprite.center_x = left + card_w / 2 + k * step
        sprite.center_y = y
        sprite.alpha = DEAD_ALPHA if card.dead else 255
        sprites.append(sprite)
    return sprites
