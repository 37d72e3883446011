"""The table itself: the floor, and felt in a rounded wooden rim with its shadow (one sprite)."""

from __future__ import annotations

import json
from functools import cache

import arcade

from ...resources import data_file
from ..textures import texture
from .ring import Oval

FLOOR = (44, 33, 27)  # the room around the table


@cache
def table_shape() -> dict[str, float]:
    """Where the oval lies in sprites/ui/table.png (fractions of the image), and its rim's width."""
    data = json.loads(data_file("sprites", "ui/table.json").read_text(encoding="utf-8"))
    return {k: float(v) for k, v in data["oval"].items()}


class Tabletop:
    def __init__(self) -> None:
        self.sprites = arcade.SpriteList()
        self.sprite = arcade.Sprite(texture("ui/table.png"))
        self.sprites.append(self.sprite)
        self.oval = Oval(0, 0, 1, 1)

    def place(self, oval: Oval) -> None:
        """Lay the table so that its outer rim is `oval`."""
        shape = table_shape()
        self.oval = oval
        self.sprite.width = 2 * oval.rx / (2 * shape["rx"])
        self.sprite.height = 2 * oval.ry / (2 * shape["ry"])
        # the image's oval is off its centre (room for the shadow below): move the sprite to match
        self.sprite.center_x = oval.cx - (shape["cx"] - 0.5) * self.sprite.width
        self.sprite.center_y = oval.cy + (shape["cy"] - 0.5) * self.sprite.height

    def felt(self) -> Oval:
        """The felt inside the rim."""
        return self.oval.scaled(1.0 - table_shape()["rim"])

    def draw(self) -> None:
        self.sprites.draw(pixelated=False)
