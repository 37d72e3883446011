"""The main menu's tables in miniature, baked: each game's miniature (kit/miniature.py) drawn once,
at rest and lit, into two pictures (`sprites/menu/<game>.png`, `<game>_lit.png`, made by
tools/bake_miniatures.py and compared with a fresh baking by its test), which the menu shows as one
sprite each.

Drawn live, the menu's three tables took some 75 pictures (their faces' layers, cut to what they
draw, and their cards), decoded, cut and put in the atlas before the menu's first frame: about a
tenth of the launch (bench start). Baked, the menu decodes three small pictures, and the lit one of
a game when it is first chosen. The live miniature stays where a table is shown large (the guided
game's offer, the bots' table to watch).
"""

from __future__ import annotations

import arcade

from ..textures import texture

SHAPE = 2.3  # a miniature's box: its width over its height (as the menu lays them)
HEIGHT = 144  # the box's height in the pictures, in pixels: some twice the menu's at 1280×720
MARGIN = 0.1  # the pictures reach this share of the box's height beyond it on every side (a face
# at the rim may lean out of the box)
DIMMED = (200, 200, 200, 150)  # a game not playable yet: its table darker and faded


def box_size() -> tuple[int, int]:
    """The box a miniature is baked in, in pixels: width, height."""
    return round(HEIGHT * SHAPE), HEIGHT


def canvas_size() -> tuple[int, int]:
    """The baked picture's size: the box and its margin, in pixels."""
    width, height = box_size()
    margin = round(HEIGHT * MARGIN)
    return width + 2 * margin, height + 2 * margin


def picture(game: str, lit: bool) -> str:
    """Where a game's baked miniature lies inside sprites/."""
    return f"menu/{game}{'_lit' if lit else ''}.png"


Box = tuple[float, float, float, float]  # left, bottom, width, height


class BakedMiniature:
    """One game's baked miniature: a sprite laid over its box, lit or not."""

    def __init__(self, game: str, sprites: arcade.SpriteList[arcade.Sprite]) -> None:
        self.game = game
        self.sprite = arcade.Sprite(texture(picture(game, False)))
        sprites.append(self.sprite)
        self.box: Box = (0.0, 0.0, 1.0, 1.0)
        self.lit = False
        self.dimmed = False

    def place(self, box: Box, lit: bool = False, dimmed: bool = False) -> None:
        """Lay the picture over `box` (its shape kept, centred), the lit one when `lit`."""
        self.box, self.lit, self.dimmed = box, lit, dimmed
        wanted = texture(picture(self.game, lit))
        if self.sprite.texture is not wanted:
            self.sprite.texture = wanted
        left, bottom, width, height = box
        baked_w, baked_h = box_size()
        k = min(width / baked_w, height / baked_h)
        canvas_w, canvas_h = canvas_size()
        self.sprite.width, self.sprite.height = canvas_w * k, canvas_h * k
        self.sprite.center_x, self.sprite.center_y = left + width / 2, bottom + height / 2
        self.sprite.color = DIMMED if dimmed else arcade.color.WHITE


class BakedMiniatures:
    """Every game's baked miniature, in one sprite list (one draw call)."""

    def __init__(self, games: dict[int, str]) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.each = {i: BakedMiniature(game, self.sprites) for i, game in games.items()}

    def draw(self) -> None:
        self.sprites.draw()
