"""What the seats hide from each other, drawn over a watched table of bots (in the table's own
coordinates, inside its frame): every seat's hand face up beside its face with its level and what
it alone knows (a twin, a team's secret signal), the cards lying face down with what they are,
and a ring round both faces of every wink and signal while it is on the screen (sightings.py).

Built only when something changes (the state moves, a sighting comes or goes, a new layout):
the cards are one sprite list, the words one batch, the rings one shape list."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import arcade
from arcade.shape_list import Shape, ShapeElementList

from ...games import Card, Holdings
from ...games.spec import Note
from .. import theme
from ..card_row import lay_cards, row_width
from ..kit.stage import TableStage, ring_shape
from ..text_batch import TextBatch
from ..textures import texture
from .sightings import Sighting

Words = Callable[..., str]
WINKER = theme.ACCENT  # the ring round a face that signals
TARGET = theme.HIGHLIGHT  # the ring round the face it signals to
HAND_H = 0.44  # a hand's cards, in face sizes
PLACE_K = 0.42  # a face-down card's colour, shown as a small card in its corner, in cells


def note_words(note: Note, t: Words) -> str:
    """A note of the game's (a catalogue key and its values; a value "@key" worded too)."""
    key, params = note
    values = {k: t(v[1:]) if isinstance(v, str) and v.startswith("@") else v for k, v in params.items()}
    return t(key, **values)


class Truth:
    def __init__(self) -> None:
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.texts = TextBatch()
        self.words: list[arcade.Text] = []
        self.rings: ShapeElementList[Shape] = ShapeElementList()
        self.made: tuple[object, ...] = ()  # what the cards and words were last made from
        self.ringed: tuple[object, ...] = ()  # what the rings were last made from

    def lines(self) -> list[str]:
        """The words shown, seat by seat (tests read them)."""
        return [w.text for w in self.words]

    def show(
        self,
        holdings: Holdings,
        stage: TableStage,
        levels: Sequence[str],
        t: Words,
        font: float,
        key: tuple[object, ...],
    ) -> None:
        """Every hand, level and note at its seat, and the face-down cards' colours (made again
        only when `key`, what they show, changed)."""
        if key == self.made:
            return
        self.made = key
        self.cards = arcade.SpriteList()
        self.texts, self.words = TextBatch(), []
        spots = stage.seats.spots
        cx = sum(x for x, _y, _s in spots) / max(1, len(spots))
        for seat, (x, y, size) in enumerate(spots):
            hand = holdings.hands[seat] if seat < len(holdings.hands) else ()
            notes = holdings.notes[seat] if seat < len(holdings.notes) else ()
            self.lay_seat(x, y, size, cx, hand, [t(f"difficulty.{levels[seat]}")], font)
            for i, note in enumerate(notes):
                self.word(note_words(note, t), x, y - size * 0.5 - font * (2.6 + 1.3 * i), font * 0.85)
        for place, card in holdings.places:
            box = stage.board.where(place)
            if box is None:
                continue
            bx, by, bw, bh = box
            sprite = arcade.Sprite(texture(card.sprite))
            h = bh * PLACE_K
            sprite.height, sprite.width = h, sprite.texture.width / sprite.texture.height * h
            sprite.center_x, sprite.center_y = bx + bw / 2 - sprite.width / 2, by + bh / 2 - h / 2
            self.cards.append(sprite)

    def lay_seat(
        self,
        x: float,
        y: float,
        size: float,
        cx: float,
        hand: tuple[Card, ...],
        tags: list[str],
        font: float,
    ) -> None:
        """A seat's hand, face up, beside its face on the side of the middle of the table, and its
        level over the face."""
        tag = self.word(" · ".join(tags), x, y + size * 0.56, font * 0.85, theme.HIGHLIGHT)
        tag.anchor_y = "bottom"
        if not hand:
            return
        h = size * HAND_H
        gap = h * 0.06
        width = min(row_width(hand, h, gap), size * 1.7)
        side = 1.0 if cx >= x else -1.0  # beside the face, on the side of the middle of the table
        left = x + side * size * 0.58 if side > 0 else x - size * 0.58 - width
        self.cards.extend(lay_cards(hand, left, width, y, h, gap))

    def word(
        self, words: str, x: float, y: float, size: float, colour: tuple[int, int, int] = theme.WHITE
    ) -> arcade.Text:
        text = self.texts.text(size, False, colour)
        text.anchor_x, text.anchor_y = "center", "center"
        text.text = words
        text.x, text.y = x, y
        self.words.append(text)
        return text

    def ring(self, shown: list[Sighting], now: float, stage: TableStage) -> None:
        """A ring round both faces of every sighting on the screen: full while it is under way,
        thin after (made again only when that changes)."""
        spots = stage.seats.spots
        key = (*[(s.seat, s.target, s.on(now)) for s in shown], tuple(spots))
        if key == self.ringed:
            return
        self.ringed = key
        self.rings = ShapeElementList()
        for s in shown:
            width = 0.09 if s.on(now) else 0.035
            for seat, colour, k in ((s.seat, WINKER, 0.62), (s.target, TARGET, 0.7)):
                if 0 <= seat < len(spots):
                    x, y, size = spots[seat]
                    self.rings.append(ring_shape(x, y, size * k, max(3.0, size * width), colour))

    def draw(self) -> None:
        self.rings.draw()
        self.cards.draw()
        self.texts.draw()
