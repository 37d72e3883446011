"""Cards that fly across the table (the effects' flights) and the big moment banner.

Both run on the sim clock the table advances; with reduced motion, cards land at once and the
banner still shows (it carries information), without its fade. A flight may take off a moment
after its event (`t0` ahead of now): it is not drawn until then.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from .. import theme
from ..fit import fit_width

FLIGHT_S = 0.6
BANNER_S = 1.8


@dataclass
class Flight:
    sprite: arcade.Sprite
    start: tuple[float, float]
    end: tuple[float, float]
    t0: float
    duration: float


def ease(u: float) -> float:
    """Ease-in-out: quick in the middle, soft at both ends."""
    return u * u * (3 - 2 * u)


class Flights:
    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.flights: list[Flight] = []

    def launch(
        self,
        texture: arcade.Texture,
        start: tuple[float, float],
        end: tuple[float, float],
        size: tuple[float, float],
        now: float,
        instant: bool,
    ) -> float:
        """A card flying from `start` to `end` from `now`; when it lands (`now` if `instant`)."""
        if instant:
            return now
        sprite = arcade.Sprite(texture)
        sprite.width, sprite.height = size
        sprite.position = start
        sprite.visible = False  # until its first update
        self.sprites.append(sprite)
        self.flights.append(Flight(sprite, start, end, now, FLIGHT_S))
        return now + FLIGHT_S

    def update(self, now: float) -> None:
        for f in list(self.flights):
            u = min(1.0, (now - f.t0) / f.duration)
            f.sprite.visible = u >= 0.0
            u = max(0.0, u)
            k = ease(u)
            f.sprite.position = (
                f.start[0] + (f.end[0] - f.start[0]) * k,
                f.start[1] + (f.end[1] - f.start[1]) * k,
            )
            f.sprite.alpha = int(255 * (1 - 0.7 * u))
            if u >= 1.0:
                self.flights.remove(f)
                self.sprites.remove(f.sprite)

    def draw(self) -> None:
        if self.flights:
            self.sprites.draw(pixelated=False)


class Banner:
    """One line across the table for a moment: calls, names, J'accuse and their verdicts.

    Its words are made when drawn, for whoever looks then (a caption shown to one couch player as
    "You call 7" reads "Sam calls 7" once the screen is public again).
    """

    def __init__(self) -> None:
        self.text = arcade.Text(
            "", 0, 0, theme.WHITE, 30, font_name=theme.FONT, anchor_x="center", anchor_y="center", bold=True
        )
        self.until = 0.0
        self.colour = theme.WHITE
        self.size = 30.0
        self.width = 600.0
        self.words: Callable[[int | None], str] = lambda _viewer: ""

    def show(
        self, words: Callable[[int | None], str], now: float, colour: tuple[int, int, int] = theme.WHITE
    ) -> None:
        """Show `words(viewer)` for a moment from `now`."""
        self.words = words
        self.colour = colour
        self.until = now + BANNER_S

    def layout(self, x: float, y: float, size: float, width: float) -> None:
        """Centre the banner on (x, y) at `size` points, never wider than `width`."""
        self.text.x, self.text.y = x, y
        self.size, self.width = size, width
        self.text.text = ""  # fitted again on the next draw

    def showing(self, now: float) -> bool:
        return self.until > now

    def draw(self, now: float, fade: bool, viewer: int | None) -> None:
        left = self.until - now
        if left <= 0:
            return
        line = self.words(viewer)
        if not line:
            return
        if self.text.text != line:
            self.text.text = line
            self.text.font_size = self.size
            fit_width(self.text, self.width - 40)
        alpha = 255 if not fade else int(255 * min(1.0, left / 0.4))
        alpha = min(255, (alpha + 31) // 32 * 32)  # in steps: each colour change lays the text out
        w = self.text.content_width + 40
        h = self.text.content_height + 16
        box = arcade.LBWH(self.text.x - w / 2, self.text.y - h / 2, w, h)
        arcade.draw_rect_filled(box, (0, 0, 0, min(alpha, 190)))
        colour = (*self.colour, alpha)
        if tuple(self.text.color) != colour:
            self.text.color = colour
        self.text.draw()
