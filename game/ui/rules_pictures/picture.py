"""What every rules picture shares: where it lies on the page, its felt, its sprites and words.

A picture is built once per layout of the rules screen, in the page's own coordinates (the page
scrolls by its camera, so nothing here moves when it scrolls): sprites in one SpriteList, shapes
in two shape lists (under the sprites: the felt; over them: rings, lines, arrows), and its words
as `arcade.Text` made once. Only an animated picture changes anything after that (`tick`), and
then only a few sprites' textures and places.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import arcade
from arcade.shape_list import (
    Shape,
    ShapeElementList,
    create_line,
    create_polygon,
    create_rectangle_filled,
    create_rectangle_outline,
)

from ...i18n import tr
from ...social.pose import Pose
from ...store.player import DEFAULT_FACE
from .. import theme
from ..faces import FaceSprites
from ..textures import texture

Colour = tuple[int, int, int] | tuple[int, int, int, int]
RING = theme.HIGHLIGHT  # what the picture speaks of: the table's own gold


def rgba(colour: Colour) -> arcade.types.Color:
    """A colour as the shape lists take it (with its alpha)."""
    return arcade.types.Color.from_iterable(colour)


@dataclass(frozen=True)
class Frame:
    """Where a picture goes and how it is drawn: the page's width for it, the tallest it may be,
    the sizes of this window, the language of the document, and the player's palette."""

    left: float
    top: float
    width: float
    room: float  # the tallest the picture may be (the page shows it whole with its caption)
    scale: theme.Scale
    lang: str
    doc: str = ""  # the rules document it illustrates (a Wink preset's pictures use its deal)
    colourblind: bool = False
    you_face: int = DEFAULT_FACE  # the player's own portrait, where a picture seats "you"


class Picture:
    """One picture of a rules document; a game's pictures subclass it and draw in `build`."""

    def __init__(self, frame: Frame) -> None:
        self.frame = frame
        self.height = 0.0
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.under: ShapeElementList[Shape] = ShapeElementList()
        self.over: ShapeElementList[Shape] = ShapeElementList()
        self.texts: list[arcade.Text] = []
        self.words: dict[str, object] = {}  # what its caption names (a partner, a number…)
        self.faces: list[FaceSprites] = []
        self.animated = False  # whether `tick` changes anything
        self.build()

    # ------------------------------------------------------------ what a game's picture writes
    def build(self) -> None:
        """Lay out the picture in `self.frame` and set `self.height`."""
        raise NotImplementedError

    def tick(self, now: float) -> None:
        """Move what moves, `now` seconds since the page was shown (animated pictures)."""

    # ------------------------------------------------------------ helpers
    def t(self, key: str, /, **kwargs: object) -> str:
        """A text of the catalogue in the document's language."""
        return tr(key, self.frame.lang, **kwargs)

    def px(self, base: float) -> float:
        return self.frame.scale.px(base)

    @property
    def bottom(self) -> float:
        return self.frame.top - self.height

    def felt(self, left: float, bottom: float, width: float, height: float) -> None:
        """The table's felt under part of the picture, edged in wood."""
        cx, cy = left + width / 2, bottom + height / 2
        edge = max(2.0, self.px(5))
        self.under.append(
            create_rectangle_filled(cx, cy, width + 2 * edge, height + 2 * edge, rgba(theme.PANEL_EDGE))
        )
        self.under.append(create_rectangle_filled(cx, cy, width, height, rgba(theme.FELT)))

    def sprite(
        self, name: str | arcade.Texture, cx: float, cy: float, width: float, height: float
    ) -> arcade.Sprite:
        """A sprite of the game's art (a path inside sprites/, or a texture) in a box."""
        sprite = arcade.Sprite(texture(name) if isinstance(name, str) else name)
        sprite.width, sprite.height = width, height
        sprite.position = cx, cy
        self.sprites.append(sprite)
        return sprite

    def face(self, face: int, cx: float, cy: float, size: float) -> FaceSprites:
        """A seat's face (its own layers), looking straight out until posed."""
        sprites = FaceSprites(face, self.sprites)
        sprites.place(cx, cy, size)
        sprites.update(Pose(0, 1.0, 1.0, 0.0, 0.0), None)
        self.faces.append(sprites)
        return sprites

    def label(
        self,
        text: str,
        x: float,
        y: float,
        size: float = 13,
        color: Colour = theme.WHITE,
        *,
        bold: bool = False,
        anchor_x: str = "center",
        anchor_y: str = "center",
        width: float | None = None,
        kept: bool = True,
    ) -> arcade.Text:
        """Words in the picture, at least as large as the page's small text; drawn with the
        picture's other words unless not `kept` (words an animation shows now and then)."""
        item = arcade.Text(
            text,
            x,
            y,
            color,
            self.frame.scale.font(size),
            font_name=theme.FONT,
            bold=bold,
            anchor_x=anchor_x,
            anchor_y=anchor_y,
            multiline=width is not None,
            width=int(width) if width is not None else None,
            align="center" if width is not None and anchor_x == "center" else "left",
        )
        if kept:
            self.texts.append(item)
        return item

    def ring(self, cx: float, cy: float, width: float, height: float, color: Colour = RING) -> None:
        """A frame round what the picture speaks of."""
        pad = max(2.0, self.px(4))
        line = max(2.0, self.px(3))
        self.over.append(
            create_rectangle_outline(cx, cy, width + 2 * pad, height + 2 * pad, rgba(color), line)
        )

    def arrow(
        self, x0: float, y0: float, x1: float, y1: float, color: Colour = RING, both: bool = False
    ) -> None:
        """A straight arrow from (x0, y0) to (x1, y1), with a head at its end (and its start)."""
        line = max(2.0, self.px(3))
        self.over.append(create_line(x0, y0, x1, y1, rgba(color), line))
        heads = ((x1, y1, x0, y0), (x0, y0, x1, y1)) if both else ((x1, y1, x0, y0),)
        for tip_x, tip_y, from_x, from_y in heads:
            angle = math.atan2(tip_y - from_y, tip_x - from_x)
            size = max(8.0, self.px(14))
            points = [(tip_x, tip_y)]
            for turn in (2.6, -2.6):
                points.append((tip_x + size * math.cos(angle + turn), tip_y + size * math.sin(angle + turn)))
            self.over.append(create_polygon(points, rgba(color)))

    # ------------------------------------------------------------ drawing
    def draw_art(self) -> None:
        """Everything but the words: the felt, the sprites, the rings and arrows."""
        self.under.draw()
        self.sprites.draw(pixelated=False)
        self.over.draw()

    def shown_texts(self) -> list[arcade.Text]:
        """The words shown now (an animated picture adds those of the moment)."""
        return self.texts

    def draw(self) -> None:
        self.draw_art()
        for text in self.shown_texts():
            text.draw()
