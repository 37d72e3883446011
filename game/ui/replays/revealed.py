"""The replay's "everything revealed": after the game's end, every seat's hand and the cards that
were nobody's, face up on a paper panel over the table (shaded, drawn without its words, as under
the history). What is shown is the game's own post-game reveal (`GameSpec.reveal`, the results
screen's), of the engine's final state as the recording replays it: the same for every game, no
game named here.

Made when it is asked for or the window changes, drawn in three calls (panel, words, cards)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled

from ...games import Card, Reveal
from .. import theme
from ..card_row import lay_cards, row_width
from ..fit import fit_width
from ..text_batch import TextBatch

ROW = 46  # a row's height at 1280×720 (smaller when the rows would not fit over the table)
WIDEST = 0.86  # of the table's width: the panel at most


class RevealedPanel:
    def __init__(self) -> None:
        self.texts = TextBatch()
        self.words: list[arcade.Text] = []
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.panel: ShapeElementList[Shape] = ShapeElementList()
        self.shown = False

    def hide(self) -> None:
        self.texts, self.words = TextBatch(), []  # (made anew: a pyglet text emptied forgets its colour)
        self.cards.clear()
        self.panel = ShapeElementList()
        self.shown = False

    def show(
        self,
        reveal: Reveal,
        names: Sequence[str],
        t: Callable[..., str],
        s: theme.Scale,
        area: arcade.types.Rect,
    ) -> None:
        """`reveal` on a panel in the middle of `area` (where the table is drawn), shaded."""
        self.hide()
        rows: list[tuple[str, tuple[Card, ...]]] = list(zip(names, reveal.hands, strict=True))
        rows += [(t(pile.label), pile.cards) for pile in reveal.piles]
        pad, gap = s.px(14), s.px(14)
        row_h = min(s.px(ROW), (area.height - 2 * s.px(10) - 2 * pad) / (len(rows) + 1.3))
        font = min(s.font(13), row_h * 0.42)
        title = self._word(t("replay.revealed_title"), font * 1.25, bold=True)
        title.anchor_x = "center"
        labels = [self._word(label, font) for label, _cards in rows]
        nothing = [
            None if cards else self._word(t("replay.none_held"), font, theme.INK_SOFT) for _l, cards in rows
        ]
        label_w = min(max(label.content_width for label in labels), s.px(190))
        card_h, card_gap = row_h * 0.86, s.px(4)
        cards_w = max(
            row_width(cards, card_h, card_gap) if empty is None else empty.content_width
            for (_label, cards), empty in zip(rows, nothing, strict=True)
        )
        inner = min(max(title.content_width, label_w + gap + cards_w), area.width * WIDEST - 2 * pad)
        cards_w = inner - label_w - gap
        width, height = inner + 2 * pad, (len(rows) + 1.3) * row_h + 2 * pad
        box = arcade.XYWH(area.center_x, area.center_y, width, height)
        place(title, box.center_x, box.top - pad - row_h * 0.6, inner)
        for i, ((_label, cards), label, empty) in enumerate(zip(rows, labels, nothing, strict=True)):
            y = box.top - pad - (i + 1.3 + 0.5) * row_h
            place(label, box.left + pad, y, label_w)
            x = box.left + pad + label_w + gap
            if empty is not None:
                place(empty, x, y, cards_w)
            self.cards.extend(lay_cards(cards, x, cards_w, y, card_h, card_gap))
        shade = self.panel
        shade.append(
            create_rectangle_filled(area.center_x, area.center_y, area.width, area.height, theme.SHADE)
        )
        edge = s.px(3)
        shade.append(
            create_rectangle_filled(
                box.center_x, box.center_y, width + 2 * edge, height + 2 * edge, (*theme.PANEL_EDGE, 255)
            )
        )
        shade.append(create_rectangle_filled(box.center_x, box.center_y, width, height, (*theme.PANEL, 255)))
        self.shown = True

    def _word(
        self, words: str, size: float, colour: tuple[int, int, int] = theme.INK, bold: bool = False
    ) -> arcade.Text:
        """A new text of the panel."""
        text = self.texts.text(size, bold, colour)
        text.anchor_y = "center"
        text.text = words
        self.words.append(text)
        return text

    def lines(self) -> list[str]:
        """The words shown, in order (the title, then each row's)."""
        return [text.text for text in self.words]

    def draw(self) -> None:
        if self.shown:
            self.panel.draw()
            self.texts.draw()
            self.cards.draw()


def place(text: arcade.Text, x: float, y: float, width: float) -> None:
    """A word of the panel at (x, y) (centred on y), shrunk to `width` if it must."""
    text.x, text.y = x, y
    fit_width(text, width)
