"""The cards a call lays on the WinkyBilly table for a moment, over the hand it checked: the set
given up, or the two different cards that prove a CONTRE WINKY wrong. They lie there as long as
the table checks the call, and at least `PROOF_S`. (What flies, swaps, saloons, hands and tokens,
is the effects table's: effects.py.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import arcade

from ....rules.winkybilly import COPIES, TYPES
from .backs import SeatCards
from .saloon import card_texture

PROOF_S = 2.8  # a call's proof lies on the table this long, or as long as the table checks it
PROOF_SIZE = 0.5  # a proof's card, against a saloon card
Point = tuple[float, float]


class Proofs:
    """Cards laid face up over a seat's hand for a moment (placed when drawn, so that they
    follow the layout)."""

    def __init__(self, check_s: float) -> None:
        """`check_s`: how long the table stops to check a call (its proof lies there as long)."""
        self.check_s = check_s
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.laid: list[tuple[int, tuple[str, ...], float]] = []  # seat, card types, until
        self.placed: tuple[object, ...] = ()

    def lay(self, seat: int, kinds: Sequence[str], until: float) -> None:
        self.laid.append((seat, tuple(kinds), until))

    def lay_call(self, d: Mapping[str, Any], now: float) -> None:
        """What a call laid on the table: each set given up (four of a kind), or two different cards."""
        shown = list(d["shown"])
        if not shown:
            return
        until = max(now + PROOF_S, d["t"] + self.check_s)
        if d["call"] == "double":
            seats = sorted((d["seat"], d["target"]))
            for seat, kind in zip(seats, shown, strict=False):
                self.lay(seat, [kind] * 4, until)
        elif d["right"]:
            self.lay(d["target"], [shown[0]] * 4, until)
        else:
            self.lay(d["target"], shown, until)

    def draw(self, now: float, backs: SeatCards, size: Point) -> None:
        self.laid = [laid for laid in self.laid if now < laid[2]]
        key = (tuple(self.laid), size, tuple(backs.box(seat) for seat, _, _ in self.laid))
        if key != self.placed:
            self.placed = key
            self.sprites.clear()
            w, h = size
            for seat, kinds, _ in self.laid:
                x, y = backs.box(seat)[:2]  # over the hand it shows, clear of the saloon
                step = w * (1.08 if len(set(kinds)) > 1 else 0.3)  # two cards apart; a set fanned
                for k, kind in enumerate(kinds):
                    sprite = arcade.Sprite(card_texture(TYPES.index(kind) * COPIES))
                    sprite.width, sprite.height = w, h
                    sprite.position = x + (k - (len(kinds) - 1) / 2) * step, y
                    self.sprites.append(sprite)
        if self.laid:
            self.sprites.draw(pixelated=False)
