"""Plain words at the table: the places where a newcomer meets the games' jargon (a banner, the
pot, a call's button, a number on a plate, a dead card…), each registered by its table with the
catalogue keys of its name and of its one- or two-line explanation.

While the pointer rests on such a place (HOVER_S, so that the card does not flash as the mouse
crosses the table), or while the terms key (`explain_terms`, F2 by default: Tab already moves
between the faces) has stepped the focus onto it, the help's card (widgets/help_tip.py, the one
look of the help on every screen) shows beside it: never over the place itself, always inside the
window (`beside`). The focused place is outlined; Esc or the pointer moving ends the focus.

The card is only drawn: it takes no click (a click goes to what is under it, as before). The table
draws it only when nothing lies over the table (the privacy screen, the pause, the history, a
question). Its words are laid out only when the place shown or its words change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import arcade

from ...i18n import tr
from .. import theme
from ..widgets.help_tip import HelpTip, beside
from .buttons import ButtonRow
from .seats import Plate

HOVER_S = 0.4  # the pointer rests this long on a place before its card shows
Rect = arcade.types.Rect
# where a place is on screen, and what fills its words (with "you": True, the place is the viewer's
# own, said with the explanation's `_you` form)
Spot = tuple[Rect, Mapping[str, Any]]


@dataclass(frozen=True)
class TableTerm:
    """A kind of place at the table and what it means. `spots()`: where it shows now, one spot per
    copy (a plate's number: one per seat, the viewer's first), with what fills its explanation;
    none while it is not on screen."""

    name: str  # what the table calls it (tests read it)
    title: str  # the catalogue key of its name, as the card's title
    desc: str  # the catalogue key of its explanation
    spots: Callable[[], Sequence[Spot]]


def box_of_text(text: arcade.Text) -> Rect:
    """The box a (one-line) text takes on screen."""
    return arcade.LRBT(text.left, text.left + text.content_width, text.bottom, text.top)


def box_of_sprite(sprite: arcade.Sprite) -> Rect:
    return arcade.LRBT(sprite.left, sprite.right, sprite.bottom, sprite.top)


def union(*boxes: Rect) -> Rect:
    """The smallest box holding all of `boxes`."""
    return arcade.LRBT(
        min(b.left for b in boxes),
        max(b.right for b in boxes),
        min(b.bottom for b in boxes),
        max(b.top for b in boxes),
    )


def centred(box: tuple[float, float, float, float]) -> Rect:
    """A board's box (centre x, centre y, width, height) as a rectangle."""
    x, y, w, h = box
    return arcade.XYWH(x, y, w, h)


def from_home(home: int, seats: int) -> list[int]:
    """The seats in the order the terms key meets them: the home seat's first (the viewer's)."""
    return [(home + k) % seats for k in range(seats)]


def plate_counter(plate: Plate, i: int) -> Rect | None:
    """Where a plate's `i`-th counter (its icon and number) is, if it shows."""
    icon, text = plate.icons[i], plate.counts[i]
    return union(box_of_sprite(icon), box_of_text(text)) if icon.visible and text.text else None


def plate_score(plate: Plate) -> Rect | None:
    """Where a plate's score (the word after the name) is, if it says something."""
    return box_of_text(plate.score) if plate.score.text else None


def button_box(row: ButtonRow, name: str) -> Rect:
    return row.boxes[row.names().index(name)]


class TableTerms:
    def __init__(self) -> None:
        self.terms: list[TableTerm] = []
        self.clock = 0.0  # screen seconds (the table's updates): how long the pointer rests
        self.pointed: tuple[int, int] | None = None  # (term, spot) under the pointer
        self.since = 0.0  # when the pointer came to rest on it
        self.focused: tuple[int, int] | None = None  # (term, spot) the terms key stepped onto
        self.tip = HelpTip()
        self.showing: tuple[object, ...] = ()  # what the card was last laid out for
        self.card = arcade.LBWH(0, 0, 0, 0)  # where the card lies now (tests read it)
        self.place = arcade.LBWH(0, 0, 0, 0)  # the place it explains
        self.quiet: tuple[int, int] | None = None  # the place clicked on: no card until the pointer leaves it
        self.wanted: str | None = None  # a scene's: the place the pointer rests on from the start

    def set(self, terms: list[TableTerm]) -> None:
        """The table's places (at each layout): what was pointed or focused is forgotten (but the
        place a scene `wanted` under the pointer)."""
        self.terms = terms
        self.pointed = self.focused = self.quiet = None
        self.showing = ()
        names = [term.name for term in terms]
        if self.wanted in names:
            self.pointed, self.since = (names.index(self.wanted), 0), -HOVER_S

    def tick(self, delta_time: float) -> None:
        self.clock += delta_time

    # ------------------------------------------------------------ input
    def at(self, x: float, y: float) -> tuple[int, int] | None:
        """The place under (x, y): (its term, which of its spots)."""
        for i, term in enumerate(self.terms):
            for j, (box, _words) in enumerate(term.spots()):
                if box.left <= x <= box.right and box.bottom <= y <= box.top:
                    return i, j
        return None

    def hover(self, x: float, y: float) -> None:
        """The pointer moved: the keyboard's focus ends; a new place under it starts its wait."""
        self.focused = None
        hit = self.at(x, y)
        if hit == self.quiet:
            return
        self.quiet = None
        if hit != self.pointed:
            self.pointed, self.since = hit, self.clock

    def leave(self) -> None:
        """The pointer left the window."""
        self.pointed = None

    def dismiss(self) -> None:
        """A click: the card goes (the click itself goes to what is under the pointer), and comes
        back only once the pointer has left that place."""
        self.quiet, self.pointed = self.pointed, None

    def step(self) -> bool:
        """The terms key: the focus to the next place on screen now (the first of each term's
        spots), after the last back to the first. False when the table shows none."""
        shown = [i for i, term in enumerate(self.terms) if term.spots()]
        if not shown:
            return False
        now = self.focused[0] if self.focused is not None else None
        later = [i for i in shown if now is None or i > now]
        self.focused = ((later or shown)[0], 0)
        self.pointed = None
        return True

    def end(self) -> bool:
        """Esc: the focus ends (True if there was one)."""
        had = self.focused is not None
        self.focused = None
        return had

    # ------------------------------------------------------------ what shows
    def current(self) -> tuple[TableTerm, Rect, Mapping[str, Any]] | None:
        """The place whose card shows now, where it is and its words: the focused one, or the one
        the pointer has rested on for HOVER_S."""
        chosen = self.focused
        if chosen is None and self.pointed is not None and self.clock - self.since >= HOVER_S - 1e-9:
            chosen = self.pointed
        if chosen is None:
            return None
        i, j = chosen
        if i >= len(self.terms):
            return None
        spots = self.terms[i].spots()
        if j >= len(spots):
            return None
        return self.terms[i], *spots[j]

    def shown(self) -> str | None:
        """The name of the place whose card shows now (tests read it)."""
        current = self.current()
        return None if current is None else current[0].name

    def draw(self, width: float, height: float, font: float) -> bool:
        """The card of the place shown (and the focused place's outline), beside it; True if a
        card was drawn."""
        current = self.current()
        if current is None:
            return False
        term, box, words = current
        desc = f"{term.desc}_you" if words.get("you") else term.desc  # (the viewer's own: "your…")
        title, text = tr(term.title), tr(desc, **words)
        title = title[:1].upper() + title[1:]  # (the setup's names of terms are lower case)
        tip = self.tip
        key = (title, text, width, height, font)
        if key != self.showing:  # laid out again only when the words (or the window) change
            self.showing = key
            tip.show(title, text)
            wide = max(font * 14, min(width * 0.42, font * 34))
            tip.place(width / 2, height / 2, wide, height * 0.45, font * 1.1, font, narrow=True)
        _left, _bottom, w, h = tip.box
        left, bottom = beside(box, w, h, width, height, font * 0.5, centred=True)
        tip.move(left, bottom)
        self.card, self.place = arcade.LBWH(left, bottom, w, h), box
        if self.focused is not None:
            pad = font * 0.3
            outline = arcade.LRBT(box.left - pad, box.right + pad, box.bottom - pad, box.top + pad)
            arcade.draw_rect_outline(outline, theme.HIGHLIGHT, max(2.0, font * 0.18))
        tip.draw()
        return True


def resting_on(build: Callable[[Any, int], arcade.View], term: str) -> Callable[[Any, int], arcade.View]:
    """A table scene (`build(window, seed)`) with the pointer resting on its place `term` from the
    start: that place's words show (the `<game>-table-term` scenes)."""

    def rested(window: Any, seed: int) -> arcade.View:
        view = build(window, seed)
        terms = getattr(view, "terms", None)
        if isinstance(terms, TableTerms):
            terms.wanted = term
        return view

    return rested
