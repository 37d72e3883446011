"""The paper of the rules screen: a document's blocks laid out down the page (headings, paragraphs,
bullets, and pictures with their captions), drawn through a camera that shows the part scrolled to.

Everything is placed once per layout, in the page's own coordinates; scrolling moves the camera,
not the blocks, and the camera's viewport cuts what lies outside the paper (a block half in view
shows its half, as a page scrolled in a book's window would). Only the blocks in
view are drawn, and only the animated pictures in view move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import arcade

from .. import theme
from ..rules_pictures import Frame, Picture, caption, make

SIZES = {"h1": 24, "h2": 18, "bullet": 14, "para": 14}
MARGIN = 30  # left and right of the text on the paper (1280×720 pixels)
TOP, BOTTOM = 20, 10  # the paper's blank edges above and below what scrolls
PICTURE_GAP = 16  # above a picture, and between it and its caption


@dataclass
class Placed:
    """One block where it lies on the page (top and bottom in the page's coordinates, unscrolled)."""

    kind: str
    top: float
    bottom: float
    text: arcade.Text | None = None
    name: str = ""  # a picture's name
    picture: Picture | None = None
    caption: arcade.Text | None = None

    def draw(self) -> None:
        if self.picture is not None:
            self.picture.draw()
        for text in (self.text, self.caption):
            if text is not None:
                text.draw()


@dataclass
class Looks:
    """What the pictures follow besides the page: the document, its language, the player's palette
    and portrait."""

    doc: str
    lang: str
    colourblind: bool = False
    you_face: int = 7


@dataclass
class Page:
    paper: arcade.types.Rect = field(default_factory=lambda: arcade.LBWH(0, 0, 1, 1))
    placed: list[Placed] = field(default_factory=list)
    height: float = 0.0  # of everything laid out, from the top of the paper's inside
    clock: float = 0.0  # seconds the pictures have been animated
    camera: arcade.Camera2D = field(default_factory=arcade.Camera2D)

    def lay_out(
        self, items: list[tuple[str, str]], paper: arcade.types.Rect, s: theme.Scale, looks: Looks
    ) -> None:
        """Place `items` ((kind, text) blocks; a picture's text is its name) on `paper`."""
        self.paper = paper
        inner = self.inner(s)
        self.camera = arcade.Camera2D(
            viewport=inner,
            projection=arcade.LRBT(-inner.width / 2, inner.width / 2, -inner.height / 2, inner.height / 2),
            position=inner.center,
        )
        left, width = paper.left + s.px(MARGIN), paper.width - 2 * s.px(MARGIN)
        top = y = inner.top
        self.placed = []
        for kind, text in items:
            if kind == "picture":
                y -= s.px(PICTURE_GAP)
                frame = Frame(
                    left,
                    y,
                    width,
                    inner.height * 0.72,
                    s,
                    looks.lang,
                    looks.doc,
                    looks.colourblind,
                    looks.you_face,
                )
                picture = make(text, frame)
                if picture is None:
                    continue  # a name no picture answers to (logged): the page goes on without it
                words = arcade.Text(
                    caption(text, picture),
                    left + width / 2,
                    picture.bottom - s.px(PICTURE_GAP) / 2,
                    theme.INK,
                    s.font(14),
                    font_name=theme.FONT,
                    italic=True,
                    multiline=True,
                    width=int(width),
                    align="center",
                    anchor_x="center",
                    anchor_y="top",
                )
                bottom = words.y - words.content_height
                self.placed.append(Placed(kind, y, bottom, name=text, picture=picture, caption=words))
                y = bottom - s.px(4)
                continue
            y -= s.px(14 if kind in ("h1", "h2") else 6)
            block = arcade.Text(
                text,
                left,
                y,
                theme.INK,
                s.font(SIZES[kind]),
                font_name=theme.FONT,
                multiline=True,
                width=int(width),
                bold=kind in ("h1", "h2"),
                anchor_y="top",
            )
            self.placed.append(Placed(kind, y, y - block.content_height, text=block))
            y -= block.content_height
        self.height = top - y

    def inner(self, s: theme.Scale) -> arcade.types.Rect:
        """The part of the paper the document shows in (its edges stay blank)."""
        p = self.paper
        return arcade.LRBT(p.left + 3, p.right - 3, p.bottom + s.px(BOTTOM), p.top - s.px(TOP))

    def in_view(self, scroll: float) -> list[Placed]:
        """The blocks at least partly inside the paper, scrolled by `scroll`."""
        view = self.camera.viewport
        top, bottom = view.top - scroll, view.bottom - scroll
        return [b for b in self.placed if b.bottom < top and b.top > bottom]

    def tick(self, dt: float, scroll: float) -> None:
        """Animate the pictures in view."""
        self.clock += dt
        for block in self.in_view(scroll):
            if block.picture is not None and block.picture.animated:
                block.picture.tick(self.clock)

    def draw(self, scroll: float) -> None:
        view = self.camera.viewport
        self.camera.position = (view.center_x, view.center_y - scroll)
        with self.camera.activate():
            for block in self.in_view(scroll):
                block.draw()

    def pictures(self) -> list[Placed]:
        return [b for b in self.placed if b.picture is not None]

    def scroll_to(self, name: str) -> float:
        """The scroll that puts picture `name` at the top of the paper (0 if there is none)."""
        for block in self.pictures():
            if block.name == name:
                return self.camera.viewport.top - block.top - 1.0
        return 0.0
