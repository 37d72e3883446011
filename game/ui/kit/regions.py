"""Where everything of a table goes, for any window size: the table and the board on it, the seats
around it, and along the bottom the home seat, its hand and the log.

    +----------------------------------------------------+
    |  seat  /  turn line · message · prompt   \\  seat   |
    | seat  |        the game's board          |  seat   |
    |  seat  \\________________________________/  seat   |
    | home face |        hand (fanned)        |    log   |
    +----------------------------------------------------+

On a couch, a hand held by a human who sits on the right of the table is fanned on the right, the
log taking its place on the left (`for_hand_at`): the cards lie on their owner's side.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import arcade

from .ring import Oval, Spot, face_size, ring
from .tabletop import POWER, RIM

TOP_GAP = 60.0  # degrees kept free of seats around the top: the turn line and the board's top


@dataclass(frozen=True)
class Regions:
    width: float
    height: float
    table: Oval  # the table's outer rim
    seats: Oval  # the outline the other seats' faces sit on
    home: Spot  # the home seat's face (bottom left)
    board: arcade.types.Rect  # where the game's board may lie on the felt
    hand: arcade.types.Rect
    log: arcade.types.Rect
    turn_y: float  # the turn line's baseline
    message_y: float  # the message (or a prompt's question)
    text_width: float  # how wide those lines may be

    def spots(self, n: int, home: int, largest: float) -> list[Spot]:
        """Every seat's face: the home seat at the bottom left, the others around the table, their
        faces as large as `largest` where there is room."""
        face = face_size(n, self.seats, largest, TOP_GAP)
        spots = ring(n, home, self.seats, face, TOP_GAP)
        spots[home] = self.home
        return spots

    def for_hand_at(self, x: float) -> Regions:
        """The regions for a hand whose owner's face is at `x`: as they are for the left half of
        the window; for the right half, the hand and the log change sides along the bottom."""
        if x <= self.width / 2:
            return self
        hand, log = self.hand, self.log
        left = hand.left  # where the hand starts: the log starts there now
        gap = log.left - hand.right
        return replace(
            self,
            log=arcade.LBWH(left, log.bottom, log.width, log.height),
            hand=arcade.LBWH(left + log.width + gap, hand.bottom, hand.width, hand.height),
        )


def regions(width: float, height: float) -> Regions:
    w, h = width, height
    unit = min(w / 1280, h / 720)
    table = Oval(0.5 * w, 0.565 * h, min(0.31 * w, 0.56 * h), 0.4 * h, POWER)
    felt = table.scaled(1.0 - RIM)
    board_top = 0.825 * h
    board_bottom = felt.cy - felt.ry * 0.9
    board_w = felt.rx * 1.6
    return Regions(
        width=w,
        height=h,
        table=table,
        seats=Oval(0.5 * w, 0.56 * h, min(0.405 * w, 0.74 * h), 0.43 * h, 2.6),
        home=(0.075 * w, 0.135 * h, min(0.13 * h, 0.1 * w)),
        board=arcade.LBWH(felt.cx - board_w / 2, board_bottom, board_w, board_top - board_bottom),
        hand=arcade.LBWH(0.15 * w, 0.005 * h, 0.46 * w, 0.195 * h),
        log=arcade.LBWH(0.625 * w, 0.012 * h, 0.365 * w, 0.17 * h),
        turn_y=felt.cy + felt.ry * 0.9,
        message_y=felt.cy + felt.ry * 0.78,
        text_width=min(0.42 * w, 700 * unit),
    )
