"""The viewer's own marks on the Zwoggel board: where the next drawn card may go (glowing), the
cards they laid out this turn (face up, for them alone), the memory aid's bows on the cards they
placed (never their colour), and the cell the keyboard or the pointer is on.

Private by contract: the table draws these from its private drawing only, that is for the
confirmed viewer alone (DESIGN.md: hints that depend on a hand are private too).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import arcade

from ....rules.zwoggel.cards import Cell
from ... import theme
from .art import card, level, tile
from .camera import CARD, PITCH, cell_box

GLOW_S = 1.6  # one breath of the glowing cells
MARK = 0.34  # the memory aid's bow, as a share of a card
STAGED_TILT = 4.0  # degrees a laid-out card lies askew, until it is played


class Hints:
    def __init__(self) -> None:
        self.glows: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        # the cards laid out this turn, and the bows over cards
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.made: tuple[Any, ...] = ()
        self.staged: list[Cell] = []

    def refresh(
        self,
        legal: Sequence[Cell],
        staged: dict[Cell, str],
        mine: Sequence[Cell],
        cell_px: float,
        safe: bool,
    ) -> None:
        """What to mark: free cells `legal`, `staged` cards by cell, the viewer's placements `mine`."""
        size = level(cell_px * CARD)
        key = (tuple(legal), tuple(staged.items()), tuple(mine), size, safe)
        if key == self.made:
            return
        self.made = key
        self.glows.clear()
        self.cards.clear()
        glow = tile("empty", size)
        for x, y in legal:
            sprite = arcade.Sprite(glow)
            sprite.color = theme.HIGHLIGHT
            self.put(sprite, x, y, CARD)
            self.glows.append(sprite)
        for (x, y), colour in staged.items():  # laid out, not played: tilted, framed in gold
            sprite = arcade.Sprite(card(colour, size, safe))
            sprite.angle = STAGED_TILT * (1 if (x + y) % 2 else -1)
            self.put(sprite, x, y, CARD, self.cards)
        self.staged = list(staged)
        bow = tile("mine", level(cell_px * MARK))
        for x, y in mine:
            self.put(arcade.Sprite(bow), x + CARD * 0.3, y - CARD * 0.3, MARK, self.cards)

    @staticmethod
    def put(
        sprite: arcade.Sprite, x: float, y: float, share: float, into: arcade.SpriteList | None = None
    ) -> None:
        sprite.width = sprite.height = PITCH * share
        sprite.position = x * PITCH, y * PITCH
        if into is not None:
            into.append(sprite)

    def draw(self, now: float, still: bool, frames: Sequence[Cell]) -> None:
        """The marks (in the board's world), the glow breathing unless motion is reduced, and a
        gold frame round each of `frames` (the keyboard's cell, the pointer's)."""
        if self.glows:
            breath = 1.0 if still else 0.5 + 0.5 * math.sin(now * math.tau / GLOW_S)
            self.glows.alpha = int(150 + 105 * breath)
            self.glows.draw(pixelated=False)
        for x, y in self.staged:
            frame(x, y, PITCH * CARD * 0.54, PITCH * 0.06)
        self.cards.draw(pixelated=False)
        for x, y in frames:
            frame(x, y, PITCH * 0.5, PITCH * 0.05)


def frame(x: int, y: int, half: float, line: float) -> None:
    """A gold square round cell (x, y), `half` world units from its middle to each side."""
    arcade.draw_rect_outline(cell_box(x, y, half), theme.HIGHLIGHT, line)
