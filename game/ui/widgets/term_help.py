"""Plain words for a screen's terms (d′, a false alarm, a decoy…): each term shown on the screen
is a place (a text, or a box) with the catalogue key of its one-line explanation. The explanation
shows on the help's card (help_tip.py: the one look of the help on every screen) beside the term
while the pointer is over it, or while the keyboard's focus is on it: the keys that move between
faces at the tables (`next_seat`, `prev_seat`: Tab and Shift+Tab by default) move the focus
from term to term, and the focused term is outlined.

A faint dotted line under each term says it can be explained. The card's words are laid out only
when the term shown changes; nothing else is built while drawing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_line

from ...i18n import tr
from .. import theme
from ..input import key_name
from .help_tip import HelpTip, beside

Place = arcade.Text | arcade.types.Rect
DOTS = (176, 156, 120)  # the dotted line under a term that can be explained


@dataclass
class Term:
    key: str  # the catalogue key of its explanation
    place: Place
    words: dict[str, Any] = field(default_factory=dict)  # what the explanation's text is filled with


def box_of(place: Place) -> arcade.types.Rect:
    """Where a term is on the screen: a box as given, or the box a text takes."""
    if not isinstance(place, arcade.Text):
        return place
    return arcade.LBWH(place.left, place.bottom, place.content_width, place.top - place.bottom)


class TermHelp:
    def __init__(self) -> None:
        self.terms: list[Term] = []
        self.pointed: int | None = None
        self.focused: int | None = None
        self.tip = HelpTip()  # the card the explanation is drawn on: the help's one look
        self.showing: tuple[object, ...] | None = None  # (the key shown, its words…)
        self.spot = arcade.LBWH(0, 0, 1, 1)  # where the bubble went, of the screen's spots
        self.bubble = arcade.LBWH(0, 0, 1, 1)
        self.dots: ShapeElementList[Shape] = ShapeElementList()
        self.dotted: tuple[tuple[float, float, float], ...] = ()

    def set(self, terms: list[Term]) -> None:
        """The terms the screen shows now (after a layout)."""
        self.terms = terms
        if self.pointed is not None and self.pointed >= len(terms):
            self.pointed = None
        if self.focused is not None and self.focused >= len(terms):
            self.focused = None
        self.showing = None

    def at(self, x: float, y: float) -> int | None:
        for i, term in enumerate(self.terms):
            box = box_of(term.place)
            if box.left <= x <= box.right and box.bottom <= y <= box.top and box.width > 1:
                return i
        return None

    # ------------------------------------------------------------ input
    def hover(self, x: float, y: float) -> bool:
        """The pointer moved: True when it is over a term."""
        self.pointed = self.at(x, y)
        return self.pointed is not None

    def key(self, symbol: int, modifiers: int, bindings: dict[str, str]) -> bool:
        """Tab / Shift+Tab (as bound) move the focus to the next or last term: True if taken."""
        name = key_name(symbol, modifiers)
        step = 1 if name == bindings.get("next_seat") else -1 if name == bindings.get("prev_seat") else 0
        if not step or not self.terms:
            return False
        n = len(self.terms)
        self.focused = (step - 1) // 2 % n if self.focused is None else (self.focused + step) % n
        self.pointed = None
        return True

    def leave(self) -> None:
        """The keyboard went back to the screen's own focus (its menu): no term has it."""
        self.focused = None

    def current(self) -> Term | None:
        i = self.pointed if self.pointed is not None else self.focused
        return self.terms[i] if i is not None else None

    def explanation(self) -> str:
        term = self.current()
        return "" if term is None else tr(term.key, **term.words)

    # ------------------------------------------------------------ drawing
    def draw(
        self, width: float, height: float, font: float, spots: list[arcade.types.Rect] | None = None
    ) -> None:
        """The dotted lines under the terms, the outline of the term shown and its explanation on
        the help's card (help_tip.py, as every screen shows its help): beside the term, or in one
        of `spots` (room the screen keeps free for it, where it covers nothing)."""
        self._dot(font)
        self.dots.draw()
        term = self.current()
        if term is None:
            return
        box = box_of(term.place)
        if spots or (self.focused is not None and self.pointed is None):
            pad = font * 0.3
            outline = arcade.LBWH(box.left - pad, box.bottom - pad, box.width + 2 * pad, box.height + 2 * pad)
            arcade.draw_rect_outline(outline, theme.HIGHLIGHT, max(2.0, font * 0.18))
        if spots:
            self._lay_in(term, spots, font)
        else:
            self._lay(term, box, width, height, font)
        self.tip.draw()

    def _dot(self, font: float) -> None:
        lines = tuple(
            (b.left, b.right, b.bottom) for b in (box_of(t.place) for t in self.terms) if b.width > 1
        )
        if lines == self.dotted:
            return
        self.dotted = lines
        self.dots = ShapeElementList()
        dash = max(2.0, font * 0.25)
        colour = (*DOTS, 255)
        for left, right, bottom in lines:
            x, y = left, bottom - max(1.0, font * 0.1)
            while x < right:
                self.dots.append(create_line(x, y, min(right, x + dash), y, colour, max(1.0, font * 0.08)))
                x += dash * 2

    def _lay(self, term: Term, box: arcade.types.Rect, width: float, height: float, font: float) -> None:
        """The card beside the term (help_tip.beside: under it, else over it…), as narrow as its
        words, wrapped to a few lines where they are long."""
        words = tr(term.key, **term.words)
        key: tuple[object, ...] = (term.key, words, width, height, font)
        tip = self.tip
        if key != self.showing:
            self.showing = key
            tip.show("", words)
            widest = max(font * 10, min(width * 0.6, font * 46))
            tip.place(width / 2, height / 2, widest, height * 0.5, font, font, narrow=True)
        _left, _bottom, w, h = tip.box
        left, bottom = beside(box, w, h, width, height, font * 0.5)
        tip.move(left, bottom)
        self.bubble = arcade.LBWH(left, bottom, w, h)

    def _lay_in(self, term: Term, spots: list[arcade.types.Rect], font: float) -> None:
        """The card at the top of the first of `spots` its words fit in at `font` (wrapped to its
        width), else in the last, shrunk to its height."""
        words = tr(term.key, **term.words)
        tip = self.tip
        key = (term.key, words, tuple(spots), font)
        if key != self.showing:
            self.showing = key
            tip.show("", words)
            for spot in spots:
                tip.place(spot.center_x, spot.center_y, spot.width, spot.height, font, font, narrow=True)
                if tip.fits():
                    break
            self.spot = spot
        _left, _bottom, w, h = tip.box
        tip.move(self.spot.center_x - w / 2, self.spot.top - h)
        self.bubble = arcade.LBWH(self.spot.center_x - w / 2, self.spot.top - h, w, h)
