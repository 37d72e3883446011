"""What the seats hide from each other, drawn over a watched table of bots (in the table's own
coordinates, inside its frame): every seat's hand face up beside its face, the cards lying face
down with what they are, and a ring round both faces of every wink and signal while it is on the
screen (sightings.py); and in words, for the bar under the table, what each seat alone knows (a
twin of a called number, a team's secret signal). Each level is on its seat's plate (its name).

Built only when something changes (the state moves, a sighting comes or goes, a new layout):
the cards are one sprite list, the rings one shape list."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import arcade
from arcade.shape_list import Shape, ShapeElementList

from ...games import Card, Holdings
from ...games.spec import Note
from .. import theme
from ..card_row import lay_cards, row_width
from ..kit.stage import TableStage, ring_shape
from ..textures import texture
from .sightings import Sighting

Words = Callable[..., str]
WINKER = theme.ACCENT  # the ring round a face that signals
TARGET = theme.HIGHLIGHT  # the ring round the face it signals to
HAND_H = 0.44  # a hand's cards, in face sizes
PLACE_K = 0.42  # a face-down card's colour, shown as a small card in its corner, in cells


def note_words(note: Note, names: Sequence[str], t: Words) -> str:
    """A note of the game's in words: a catalogue key and its values, a value "@key" worded too,
    "#n" the name of seat n."""
    key, params = note

    def word(value: object) -> object:
        if isinstance(value, str) and value[:1] == "@":
            return t(value[1:])
        if (
            isinstance(value, str)
            and value[:1] == "#"
            and value[1:].isdigit()
            and int(value[1:]) < len(names)
        ):
            return names[int(value[1:])]
        return value

    return t(key, **{k: word(v) for k, v in params.items()})


def secrets_line(holdings: Holdings, names: Sequence[str], t: Words) -> str:
    """What each seat alone knows, in one line, the seats knowing the same thing together
    ("Théo: holds the twin of 29 (Camille) · Hugo, Rosa: team signal: Nod")."""
    knowers: dict[str, list[str]] = {}
    for seat, notes in enumerate(holdings.notes):
        if notes and seat < len(names):
            what = ", ".join(note_words(n, names, t) for n in notes)
            knowers.setdefault(what, []).append(names[seat])
    return " · ".join(t("watch.knows", name=", ".join(who), what=what) for what, who in knowers.items())


class Truth:
    def __init__(self) -> None:
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.rings: ShapeElementList[Shape] = ShapeElementList()
        self.made: tuple[object, ...] = ()  # what the cards and words were last made from
        self.ringed: tuple[object, ...] = ()  # what the rings were last made from

    def show(self, holdings: Holdings, stage: TableStage, key: tuple[object, ...]) -> None:
        """Every hand at its seat, and the face-down cards' colours (made again only when `key`,
        what they show, changed)."""
        if key == self.made:
            return
        self.made = key
        self.cards = arcade.SpriteList()
        spots = stage.seats.spots
        cx = sum(x for x, _y, _s in spots) / max(1, len(spots))
        for seat, (x, y, size) in enumerate(spots):
            hand = holdings.hands[seat] if seat < len(holdings.hands) else ()
            self.lay_hand(x, y, size, cx, hand)
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

    def lay_hand(self, x: float, y: float, size: float, cx: float, hand: tuple[Card, ...]) -> None:
        """A seat's hand face up beside its face, on the side of the middle of the table."""
        if not hand:
            return
        h = size * HAND_H
        gap = h * 0.06
        used = min(row_width(hand, h, gap), size * 1.7)
        left = x + size * 0.58 if cx >= x else x - size * 0.58 - used
        self.cards.extend(lay_cards(hand, left, used, y, h, gap))

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
