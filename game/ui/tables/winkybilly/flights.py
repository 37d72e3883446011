"""Cards and tokens moving across the WinkyBilly table, and the cards a call lays down for a moment.

A swap slides the given card from its player's hand into the saloon and the taken one back; a new
saloon sends the old four under the pile and deals four from it; new hands come from the pile;
tokens fly from the pot to a team, or back. A call lays its proof in front of the hand it checked:
the set given up, or the two different cards that prove a CONTRE WINKY wrong. Only public events
move anything (a private one is seen by its seat alone, and its cards never fly).
"""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from ....rules.core import Event
from ....rules.winkybilly import COPIES, TYPES
from ...kit.flights import FLIGHT_S
from ...kit.stage import TableStage
from ...textures import texture
from .backs import SeatCards
from .saloon import BACK, TOKEN, Box, Saloon, card_texture

PROOF_S = 2.8  # a call's proof lies on the table this long, or as long as the table checks it
PROOF_SIZE = 0.5  # a proof's card, against a saloon card
SWAP_SHRINK = 0.8  # a card flying to or from a hand, against a saloon card
Point = tuple[float, float]


class Proofs:
    """Cards laid face up over a seat's hand for a moment (placed when drawn, so that they
    follow the layout)."""

    def __init__(self) -> None:
        self.sprites = arcade.SpriteList()
        self.laid: list[tuple[int, tuple[str, ...], float]] = []  # seat, card types, until
        self.placed: tuple[object, ...] = ()

    def lay(self, seat: int, kinds: Sequence[str], until: float) -> None:
        self.laid.append((seat, tuple(kinds), until))

    def draw(self, now: float, backs: SeatCards, size: Point) -> None:
        self.laid = [laid for laid in self.laid if now < laid[2]]
        key = (tuple(self.laid), size, tuple(backs.box(seat) for seat, _, _ in self.laid))
        if key != self.placed:
            self.placed = key
            self.sprites.clear()
            w, h = size
            for seat, kinds, _ in self.laid:
                x, y = backs.box(seat)[:2]  # over the hand it shows, clear of the saloon
                step = w * (1.08 if len(set(kinds)) > 1 else 0.3)  # two cards apart; a set fanned
                for k, kind in enumerate(kinds):
                    sprite = arcade.Sprite(card_texture(TYPES.index(kind) * COPIES))
                    sprite.width, sprite.height = w, h
                    sprite.position = x + (k - (len(kinds) - 1) / 2) * step, y
                    self.sprites.append(sprite)
        if self.laid:
            self.sprites.draw(pixelated=False)


class WinkyFlights:
    def __init__(
        self, stage: TableStage, saloon: Saloon, backs: SeatCards, teams: int, check_s: float
    ) -> None:
        """`check_s`: how long the table stops to check a call (its proof lies there as long)."""
        self.stage, self.saloon, self.backs, self.teams = stage, saloon, backs, teams
        self.check_s = check_s
        self.proofs = Proofs()

    def hand_place(self, seat: int, card: int | None, viewer: int | None) -> Box:
        """Where `seat`'s hand is: the viewer's card in the hand strip, else the backs."""
        if seat == viewer and card is not None:
            box = self.stage.hand.card_box(card)
            if box is not None:
                return box
        return self.backs.box(seat)

    def fly(self, tex: arcade.Texture, start: Box, end: Box, size: tuple[float, float]) -> None:
        s = self.stage
        s.flights.launch(tex, start[:2], end[:2], size, s.now, s.reduced_motion)

    def play(self, events: Sequence[Event], viewer: int | None) -> None:
        """Set off what `events` move; call before the saloon takes the new state (it still shows
        the cards as they were)."""
        saloon, now = self.saloon, self.stage.now
        landed = now if self.stage.reduced_motion else now + FLIGHT_S  # when a slot shows its card
        cards = list(saloon.cards)  # the saloon as it goes through these events
        cw, ch = saloon.card
        small = (cw * SWAP_SHRINK, ch * SWAP_SHRINK)
        for e in events:
            if e.to is not None:
                continue
            d = e.data
            if e.kind == "swap" and d["took"] in cards:
                slot = cards.index(d["took"])
                cards[slot] = d["gave"]
                place = self.hand_place(d["seat"], d["gave"], viewer)
                self.fly(card_texture(d["gave"]), place, saloon.slot_box(slot), small)
                self.fly(card_texture(d["took"]), saloon.slot_box(slot), place, small)
                saloon.hidden_until[slot] = landed
            elif e.kind == "new_saloon":
                for slot, card in enumerate(cards):
                    self.fly(card_texture(card), saloon.slot_box(slot), saloon.pile_box(), (cw, ch))
                cards = list(d["saloon"])
                for slot, card in enumerate(cards):
                    self.fly(card_texture(card), saloon.pile_box(), saloon.slot_box(slot), (cw, ch))
                    saloon.hidden_until[slot] = landed
            elif e.kind == "hand_replaced":
                self.fly(texture(BACK), saloon.pile_box(), self.hand_place(d["seat"], None, viewer), small)
            elif e.kind in ("winky", "contre", "double"):
                self.lay_proof(d, now)
            elif e.kind == "tokens":
                self.fly_tokens(d["team"], d["change"])

    def lay_proof(self, d: dict, now: float) -> None:
        """What a call laid on the table: each set given up (four of a kind), or two different cards."""
        shown = list(d["shown"])
        if not shown:
            return
        until = max(now + PROOF_S, d["t"] + self.check_s)
        if d["call"] == "double":
            seats = sorted((d["seat"], d["target"]))
            for seat, kind in zip(seats, shown, strict=False):
                self.proofs.lay(seat, [kind] * 4, until)
        elif d["right"]:
            self.proofs.lay(d["target"], [shown[0]] * 4, until)
        else:
            self.proofs.lay(d["target"], shown, until)

    def draw_proofs(self, now: float) -> None:
        cw, ch = self.saloon.card
        self.proofs.draw(now, self.backs, (cw * PROOF_SIZE, ch * PROOF_SIZE))

    def fly_tokens(self, team: int, change: int) -> None:
        seats = (team, team + self.teams)
        pot = self.saloon.pot_box()
        size = (pot[2] * 0.8, pot[3] * 0.8)
        for k in range(min(abs(change), 3)):
            x, y, _ = self.stage.seats.spots[seats[k % 2]]
            place = (x, y, 0.0, 0.0)
            start, end = (pot, place) if change > 0 else (place, pot)
            self.fly(texture(TOKEN), start, end, size)
