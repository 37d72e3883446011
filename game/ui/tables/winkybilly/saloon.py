"""The saloon on the felt: the four face-up cards everyone swaps with, the draw pile and the pot of
BILLY tokens above them, the countdown ("3… 2… 1… COUP DE FEU !") over it all.

Drawn from the public observation only: the saloon, the pile's size and the pot are everyone's.
A slot hides its card while the card flying to it has not landed yet. The board is cut in rows
(`rows`): the countdown, the captions of the calls, the saloon, the buttons, a private line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import arcade

from ....games.winkybilly import card as card_art
from ... import theme
from ...text_batch import TextBatch
from ...textures import texture

CARD_RATIO = 96 / 136  # the WinkyBilly cards' width / height
BACK = "winkybilly/back.png"
TOKEN = "winkybilly/token.png"
SLOTS = 4
GAP = 0.12  # between two saloon cards, as a share of a card's width
Box = tuple[float, float, float, float]  # centre x, centre y, width, height


def card_texture(card: int) -> arcade.Texture:
    """A WinkyBilly card face by its number."""
    return texture(card_art(card).sprite)


@dataclass(frozen=True)
class Rows:
    """The board's rows, top to bottom: (centre y, height) each, and the board's centre x."""

    x: float
    width: float
    status: tuple[float, float]
    caption: tuple[float, float]
    cards: tuple[float, float]
    buttons: tuple[float, float]
    private: tuple[float, float]


def board_rows(board: arcade.types.Rect) -> Rows:
    """The board cut in its rows, from the top: countdown, captions, saloon, buttons, private line."""
    shares = (0.16, 0.11, 0.45, 0.15, 0.13)
    top, out = board.top, []
    for share in shares:
        h = board.height * share
        out.append((top - h / 2, h))
        top -= h
    return Rows(board.center_x, board.width, *out)


class Saloon:
    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.slots = [arcade.Sprite(texture(BACK)) for _ in range(SLOTS)]
        self.pile = arcade.Sprite(texture(BACK))
        self.pot = arcade.Sprite(texture(TOKEN))
        for sprite in (*self.slots, self.pile, self.pot):
            self.sprites.append(sprite)
        self.texts = TextBatch()
        self.pile_count = self.texts.text(13, bold=True)
        self.pot_count = self.texts.text(13, bold=True)
        for text in (self.pile_count, self.pot_count):
            text.anchor_y = "center"
        self.cards: list[int] = []  # the saloon, slot by slot
        self.hidden_until = [0.0] * SLOTS  # a slot shows its card once the card flying there lands
        self.cursor: int | None = None  # the keyboard's cursor on a slot
        self.marked: set[int] = set()  # slots framed in gold: picked, or under a dragged card
        self.picks_shown = True  # the frames and the cursor show (not while no viewer is shown)
        self.card = (1.0, 1.0)
        self.rows = board_rows(arcade.LBWH(0, 0, 1, 1))
        self.status_font = 30.0
        self.status_room = 100.0  # how wide the countdown may be, between the pile and the pot
        self.words: dict[str, arcade.Text] = {}  # each word laid out once: they come back each phase
        self.status = self.word("")  # the countdown's word now shown

    # ------------------------------------------------------------ layout
    def place(self, board: arcade.types.Rect, font: float) -> Rows:
        """Lay the saloon out on `board` (`font`: the table's base text size)."""
        r = self.rows = board_rows(board)
        y, h = r.cards
        ch = min(h * 0.96, board.width * 0.94 / (SLOTS + (SLOTS - 1) * GAP) / CARD_RATIO)
        cw = ch * CARD_RATIO
        self.card = (cw, ch)
        left = r.x - (SLOTS * cw + (SLOTS - 1) * GAP * cw) / 2 + cw / 2
        for i, sprite in enumerate(self.slots):
            sprite.width, sprite.height = cw, ch
            sprite.position = left + i * cw * (1 + GAP), y
        sy, sh = r.status
        small = sh * 0.9
        self.pile.height, self.pile.width = small, small * CARD_RATIO
        self.pile.position = board.left + board.width * 0.08, sy
        self.pot.width = self.pot.height = small * 0.8
        self.pot.position = board.right - board.width * 0.14, sy
        for text, sprite in ((self.pile_count, self.pile), (self.pot_count, self.pot)):
            text.font_size = font * 1.1
            text.x, text.y = sprite.right + font * 0.4, sy
        self.pile_count.text = "78"  # the widest count: what the countdown must leave free
        clear = min(r.x - self.pile_count.right, self.pot.left - r.x) - font * 0.8
        self.status_room = 2 * max(clear, font)
        self.status_font = min(font * 2.4, sh * 0.62)
        self.words = {}
        self.status = self.word(self.status.text)
        return r

    # ------------------------------------------------------------ the public table
    def refresh(self, saloon: Sequence[int], pile: int, pot: int) -> None:
        """The saloon's cards, the pile's size and the pot, from the public observation."""
        if list(saloon) != self.cards:
            self.cards = list(saloon)
            for sprite, card in zip(self.slots, self.cards, strict=False):
                sprite.texture = card_texture(card)
                sprite.width, sprite.height = self.card
        for text, number in ((self.pile_count, pile), (self.pot_count, pot)):
            if text.text != str(number):
                text.text = str(number)

    def prepare(self, words: list[str]) -> None:
        """Lay out beforehand the words the countdown will say (laying one out takes a frame's time)."""
        for text in words:
            if text not in self.words:
                self.word(text)

    def set_status(self, text: str) -> None:
        """The big line above the saloon: the countdown, COUP DE FEU, or nothing."""
        if self.status.text != text:
            self.status = self.words.get(text) or self.word(text)

    def word(self, text: str) -> arcade.Text:
        """A countdown's word, laid out at its size once (a big text laid out again costs frames)."""
        x, y = self.rows.x, self.rows.status[0]
        word = arcade.Text(
            text, x, y, theme.HIGHLIGHT, self.status_font, font_name=theme.FONT, bold=True, anchor_x="center"
        )
        word.anchor_y = "center"
        if word.content_width > self.status_room:  # one step down, not many
            word.font_size = max(9.0, word.font_size * self.status_room / word.content_width)
        if text:
            self.words[text] = word
        return word

    def hide_until(self, card: int, until: float) -> None:
        """Keep `card`'s slot empty until `until` (a card is flying there)."""
        if card in self.cards:
            self.hidden_until[self.cards.index(card)] = until

    # ------------------------------------------------------------ where things are
    def slot_of(self, card: int) -> int | None:
        return self.cards.index(card) if card in self.cards else None

    def box(self, card: int) -> Box | None:
        slot = self.slot_of(card)
        return None if slot is None else self.slot_box(slot)

    def slot_box(self, slot: int) -> Box:
        sprite = self.slots[slot]
        return sprite.center_x, sprite.center_y, *self.card

    def pile_box(self) -> Box:
        return self.pile.center_x, self.pile.center_y, self.pile.width, self.pile.height

    def pot_box(self) -> Box:
        return self.pot.center_x, self.pot.center_y, self.pot.width, self.pot.height

    def card_at(self, x: float, y: float) -> int | None:
        """The saloon card under the pointer."""
        for card, sprite in zip(self.cards, self.slots, strict=False):
            if sprite.left <= x <= sprite.right and sprite.bottom <= y <= sprite.top:
                return card
        return None

    # ------------------------------------------------------------ drawing
    def draw(self, now: float) -> None:
        for slot, sprite in enumerate(self.slots):
            sprite.visible = slot < len(self.cards) and now >= self.hidden_until[slot]
        self.sprites.draw(pixelated=False)
        self.texts.draw()
        if self.status.text:
            self.status.draw()
        if not self.picks_shown:
            return
        cw, ch = self.card
        pad = max(2.0, cw * 0.05)
        for slot in sorted(self.marked | ({self.cursor} if self.cursor is not None else set())):
            x, y, _, _ = self.slot_box(slot)
            box = arcade.XYWH(x, y, cw + 2 * pad, ch + 2 * pad)
            arcade.draw_rect_outline(box, theme.HIGHLIGHT, max(2.0, pad))
