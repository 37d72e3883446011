"""A card of plain words about what has the focus or the pointer: its name in bold, then one or two
lines saying what it is. The screen decides where it lies (the setup lays it in the middle of the
felt); the card only changes its texts when the words change, and wraps them to its width.

Reusable by any screen that explains its parts on hover and on keyboard focus: `show` the words of
the thing in focus, `place` the card when the window changes, `draw` it every frame. It is the one
look of the help on every screen: the terms of practice (term_help.py) draw their explanation with
it too, the card narrowed to its words (`narrow`) and moved beside the term (`move`).
"""

from __future__ import annotations

import arcade

from .. import theme
from ..fit import SMALLEST, fit_width

CARD = (*theme.PANEL, 240)
EDGE = theme.PANEL_EDGE
SHADOW = (0, 0, 0, 90)  # under the card, below and to the right: it stands out on paper as on felt


def beside(
    box: arcade.types.Rect,
    w: float,
    h: float,
    width: float,
    height: float,
    gap: float,
    centred: bool = False,
) -> tuple[float, float]:
    """Where a card `w` × `h` goes beside what it explains (`box`), as its lower left corner, in a
    window `width` × `height`, `gap` away from both: under it, else over it (lined up with its
    left, or `centred` on it, inside the window), else to its right, else to its left (lined up
    with its top); where no side has room, under or over it as the window allows."""
    left = min(max(box.center_x - w / 2 if centred else box.left, gap), width - w - gap)
    if box.bottom - gap - h >= gap:
        return left, box.bottom - gap - h
    if box.top + gap + h <= height - gap:
        return left, box.top + gap
    level = min(max(box.top - h, gap), height - h - gap)
    if box.right + gap + w <= width - gap:
        return box.right + gap, level
    if box.left - gap - w >= gap:
        return box.left - gap - w, level
    return left, min(box.top + gap, height - h - gap)


class HelpTip:
    def __init__(self) -> None:
        self.title = arcade.Text(
            "", 0, 0, theme.INK, 15, font_name=theme.FONT, bold=True, anchor_x="center", anchor_y="top"
        )
        self.body = arcade.Text(
            "",
            0,
            0,
            theme.INK,
            13,
            font_name=theme.FONT,
            anchor_x="center",
            anchor_y="top",
            multiline=True,
            width=300,
            align="center",
        )
        self.centre = (0.0, 0.0)
        self.width = 300.0
        self.height = 120.0  # the most the card may take
        self.sizes = (15.0, 13.0)
        self.box = (0.0, 0.0, 0.0, 0.0)  # left, bottom, width, height: as laid out
        self.words = ("", "")  # the title and the words asked for (shown whole where they fit)
        self.narrow = False  # the card as narrow as its words, not as wide as it may be

    def place(
        self,
        cx: float,
        cy: float,
        width: float,
        height: float,
        title: float,
        body: float,
        narrow: bool = False,
    ) -> None:
        """Centre the card on (cx, cy), at most `width` × `height`, with these font sizes;
        `narrow`: no wider than its words."""
        self.centre, self.width, self.height, self.sizes = (cx, cy), width, height, (title, body)
        self.narrow = narrow
        self.body.width = int(width * 0.92)
        self._arrange()

    def fits(self) -> bool:
        """Whether the words show whole at the sizes asked (not shrunk, nothing left out)."""
        return (self.title.text, self.body.text) == self.words and self.body.font_size == self.sizes[1]

    def move(self, left: float, bottom: float) -> None:
        """The card as laid out, its lower left corner moved to (`left`, `bottom`)."""
        old_left, old_bottom, width, height = self.box
        dx, dy = left - old_left, bottom - old_bottom
        if not dx and not dy:
            return
        for text in (self.title, self.body):
            text.x, text.y = text.x + dx, text.y + dy
        self.centre = (self.centre[0] + dx, self.centre[1] + dy)
        self.box = (left, bottom, width, height)

    def show(self, title: str, words: str) -> None:
        """The card's words: laid out again only when they change."""
        if (title, words) == self.words:
            return
        self.words = (title, words)
        self._arrange()

    def _arrange(self) -> None:
        """The words at their sizes, shrunk together until the card fits its height; where even
        the smallest text does not fit, the name goes first (it is on screen where it sits), then
        every line of the words but the first."""
        title, words = self.words
        lines = words.split("\n")
        for shown_title, shown_words in ((title, words), ("", words), ("", lines[0])):
            self.title.text, self.body.text = shown_title, shown_words
            if self._shrink():
                break
        pad, gap = self.body.font_size * 0.5, self.body.font_size * 0.3 if self.title.text else 0.0
        title_h = self.title.content_height + gap if self.title.text else 0.0
        h = title_h + self.body.content_height + 2 * pad
        cx, cy = self.centre
        top = cy + h / 2
        self.title.x, self.title.y = cx, top - pad
        self.body.x, self.body.y = cx, top - pad - title_h
        width = self.width
        if self.narrow:
            words_w = max(self.title.content_width if self.title.text else 0.0, self.body.content_width)
            width = min(width, words_w + 2 * pad)
        self.box = (cx - width / 2, cy - h / 2, width, h)

    def _shrink(self) -> bool:
        """Shrink the title and the words together until they fit the card; False if even the
        smallest text does not."""
        title, body = self.sizes
        while True:
            self.title.font_size, self.body.font_size = title, body
            fit_width(self.title, self.width * 0.92)
            pad = body * 0.5
            gap = body * 0.3 if self.title.text else 0.0
            inner = (self.title.content_height + gap if self.title.text else 0.0) + self.body.content_height
            if inner + 2 * pad <= self.height:
                return True
            if body <= SMALLEST:
                return False
            title, body = max(SMALLEST, title * 0.9), max(SMALLEST, body * 0.9)

    def draw(self) -> None:
        if not any(self.words):
            return
        left, bottom, width, height = self.box
        rect = arcade.LBWH(left, bottom, width, height)
        drop = max(2.0, self.body.font_size * 0.25)
        arcade.draw_rect_filled(arcade.LBWH(left + drop, bottom - drop, width, height), SHADOW)
        arcade.draw_rect_filled(rect, CARD)
        arcade.draw_rect_outline(rect, EDGE, 2)
        if self.title.text:
            self.title.draw()
        self.body.draw()
