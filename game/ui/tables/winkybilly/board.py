"""The WinkyBilly table's board: the saloon with its pile and pot (saloon.py), every player's four
cards face down before their face (backs.py), the call buttons under the saloon, and a call's proof
laid over the hand it checked (proofs.py).

Its places, for the flights of the effects table: ("slot", i) a saloon slot, ("pile",), ("pot",),
("hand", seat) a player's cards face down, ("card", c) a saloon card. Within one batch of events
the saloon moves on card by card (`running`), so that two swaps of one tick fly from where each
card really was; the public observation sets it again at every refresh.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import arcade

from ....rules.core import Event
from ...kit.board import BoardBase, Box, Font, Place
from ...kit.buttons import ButtonRow
from ...kit.regions import Regions
from ...kit.ring import Spot
from ...textures import texture
from .backs import SeatCards
from .proofs import PROOF_SIZE, Proofs
from .saloon import BACK, TOKEN, Saloon, card_texture

PICTURES = {"back": BACK, "token": TOKEN}  # what flies besides cards


class SaloonBoard(BoardBase):
    def __init__(self, seats: int, buttons: list[str], check_s: float) -> None:
        """`buttons`: the calls under the saloon; `check_s`: how long the table checks a call (its
        proof lies there as long)."""
        self.saloon = Saloon()
        self.backs = SeatCards(seats)
        self.buttons = ButtonRow(buttons)
        self.proofs = Proofs(check_s)
        self.running: list[int] = []  # the saloon as it goes through the events being shown
        self.count_shown = ""  # the countdown's words last shown

    def place(self, regions: Regions, spots: Sequence[Spot], font: Font) -> None:
        self.saloon.place(regions.board, font(14))
        table = regions.table
        self.backs.place(spots, (table.cx, table.cy), regions.turn_y - font(16))

    def focus(self) -> tuple[float, float]:
        return self.saloon.rows.x, self.saloon.rows.cards[0]

    def refresh(
        self, saloon: Sequence[int], pile: int, pot: int, hands: Sequence[int], own: int | None
    ) -> None:
        self.saloon.refresh(saloon, pile, pot)
        self.saloon.picks_shown = own is not None  # the viewer's picks are theirs alone
        self.running = list(saloon)
        self.backs.refresh(hands, own)

    def count_down(self, words: str) -> bool:
        """The big line over the saloon (the countdown…); True when it says something new."""
        new = words != self.count_shown
        self.count_shown = words
        self.saloon.set_status(words)
        return new and bool(words)

    # ------------------------------------------------------------ places
    def slot_of(self, card: int) -> int | None:
        """The slot `card` is in, as the saloon goes through the events being shown."""
        return self.running.index(card) if card in self.running else None

    def where(self, place: Place) -> Box | None:
        kind = place[0]
        if kind == "slot":
            return self.saloon.slot_box(place[1])
        if kind == "card":
            slot = self.slot_of(place[1])
            return None if slot is None else self.saloon.slot_box(slot)
        if kind == "pile":
            return self.saloon.pile_box()
        if kind == "pot":
            return self.saloon.pot_box()
        if kind == "hand":
            return self.backs.box(place[1])
        return None

    def cards(self) -> list[Box]:
        """The saloon's cards, the pile and the pot: what a guide's words keep clear of."""
        saloon = self.saloon
        slots = [saloon.slot_box(i) for i in range(min(len(saloon.cards), len(saloon.slots)))]
        return [*slots, saloon.pile_box(), saloon.pot_box()]

    def picture(self, card: Hashable, pixels: float) -> arcade.Texture:
        if isinstance(card, str):
            return texture(PICTURES[card])
        assert isinstance(card, int)
        return card_texture(card)

    def hide(self, place: Place, until: float) -> None:
        if place[0] == "slot":
            self.saloon.hidden_until[place[1]] = until

    def note(self, event: Event, now: float) -> None:
        """The saloon moves on a card (or four); a call's proof is laid before the hand it checked."""
        if event.to is not None:
            return
        d = event.data
        if event.kind == "swap":
            slot = self.slot_of(d["took"])
            if slot is not None:
                self.running[slot] = d["gave"]
        elif event.kind == "new_saloon":
            self.running = list(d["saloon"])
        elif event.kind in ("winky", "contre", "double"):
            self.proofs.lay_call(d, now)

    # ------------------------------------------------------------ drawing
    def draw(self, now: float) -> None:
        self.backs.draw()
        self.saloon.draw(now)
        self.buttons.draw()

    def draw_over(self, now: float) -> None:
        cw, ch = self.saloon.card
        self.proofs.draw(now, self.backs, (cw * PROOF_SIZE, ch * PROOF_SIZE))
