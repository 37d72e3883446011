"""A possible world: a full `ZwoggelState` built from one seat's observation, with a colour drawn
for every card that seat cannot see, consistently with what it knows (a determinization).

The cards keep their places in every world of one decision; only the colour table differs. So a
`Template` is built once (the display, the stock, the caught piles, the held cards), and each
world is a copy of it with its own colour table (`ZwoggelState.copy` shares the table, which
`world` replaces). Colours are drawn without replacement from the unseen counts: remembered own
placements keep theirs, a card another seat laid on a trap leans to the trap's colour.
"""

from __future__ import annotations

import random

from ...rules.zwoggel import ZwoggelObservation
from ...rules.zwoggel.cards import GREEN, RED
from ...rules.zwoggel.config import ZwoggelConfig
from ...rules.zwoggel.display import Display
from ...rules.zwoggel.phase import Phase
from ...rules.zwoggel.state import ZwoggelState
from .beliefs import Beliefs
from .board import CODE


class Template:
    """The cards of one observation, each with an id; the ids whose colour is unknown."""

    def __init__(self, obs: ZwoggelObservation, beliefs: Beliefs) -> None:
        if obs["current"] != obs["seat"]:
            raise ValueError("a seat searches only on its own turn")
        deck = obs["deck"]
        config = ZwoggelConfig(
            players=obs["players"], first_seat=obs["current"], reds=deck["red"], greens=deck["green"]
        )
        state = ZwoggelState(config, seed=0)
        colour: list[int] = []

        def card(c: int) -> int:
            colour.append(c)
            return len(colour) - 1

        display = Display()
        up = beliefs.up
        for cell in sorted(set(up) | set(beliefs.down)):
            placer = beliefs.down.get(cell)
            display.lay(cell, card(up.get(cell, RED)), placer if cell not in up else None)
        for cell, c in up.items():
            display.flip(cell, c)
        state.display = display
        state.caught = [[card(CODE[c]) for c in pile] for pile in obs["caught"]]
        state.hand = [card(CODE[c]) for c in obs["hand"]]
        state.stock = [card(RED) for _ in range(obs["stock"])]
        state.holes = [(x, y) for x, y in obs["holes"]]
        state.out = list(obs["out"])
        state.current = obs["current"]
        state.phase = Phase[obs["phase"].upper()]
        state.reveals_left = obs["reveals_left"]
        state.turn = obs["turn"]
        state.history = []
        self.state = state
        self.colour = colour
        self.cells = [cell for cell in sorted(beliefs.down) if cell not in beliefs.known]
        self.cell_ids = [display.cards[cell] for cell in self.cells]
        self.odds = [beliefs.odds(cell) for cell in self.cells]
        for cell, c in beliefs.known.items():
            colour[display.cards[cell]] = c
        self.unseen = list(beliefs.unseen)

    def world(self, rng: random.Random) -> ZwoggelState:
        """A copy of the state with one draw of the unknown colours."""
        colour = list(self.colour)
        reds, greens = self.unseen
        for card, odds in zip(self.cell_ids, self.odds, strict=True):
            red = draw_red(reds, greens, odds, rng)
            colour[card] = RED if red else GREEN
            reds, greens = (reds - 1, greens) if red else (reds, greens - 1)
        rest = [RED] * reds + [GREEN] * greens
        rng.shuffle(rest)
        for card, c in zip(self.state.stock, rest, strict=False):
            colour[card] = c
        state = self.state.copy()
        state.colour = colour
        return state


def draw_red(reds: int, greens: int, odds: float, rng: random.Random) -> bool:
    """One card drawn from `reds` and `greens`, a red weighed `odds` times as likely as a green."""
    if reds <= 0:
        return False
    if greens <= 0 or odds == float("inf"):
        return True
    weight = reds * odds
    return rng.random() * (weight + greens) < weight
