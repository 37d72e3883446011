"""A dead card of the hand keeps its dimming whatever else comes and goes (issue 21): dimming is
the card's, not its place's."""

from __future__ import annotations

from typing import Any

import arcade

from game.ui.kit.hand import HandStrip
from game.ui.textures import texture


def wink_card(n: Any) -> arcade.Texture:
    return texture(f"wink/card_{int(n):02d}.png")


def alphas(hand: HandStrip[int]) -> dict[int, int]:
    return {card: sprite.alpha for card, sprite in zip(hand.cards, hand.sprites, strict=True)}


def test_a_dead_card_stays_dimmed_when_another_card_leaves_the_hand(window: Any) -> None:
    hand: HandStrip[int] = HandStrip(wink_card)
    hand.layout(arcade.LBWH(300, 20, 500, 140))
    hand.show([3, 14, 25], dimmed=[25])
    assert alphas(hand) == {3: 255, 14: 255, 25: 110}
    hand.show([14, 25], dimmed=[25])  # card 3 was played; 25 is still dead
    assert alphas(hand) == {14: 255, 25: 110}


def test_a_card_coming_into_the_hand_takes_its_own_dimming(window: Any) -> None:
    hand: HandStrip[int] = HandStrip(wink_card)
    hand.layout(arcade.LBWH(300, 20, 500, 140))
    hand.show([3, 14], dimmed=[14])
    hand.show([3, 7, 14], dimmed=[14])  # a card dealt in the middle
    assert alphas(hand) == {3: 255, 7: 255, 14: 110}
