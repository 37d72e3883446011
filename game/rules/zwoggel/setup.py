"""The deal: a shuffled deck, the 2×2 face-down start and the stock; or a stacked deal for scenarios."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..draws import shuffle
from .cards import RED, colour_code
from .config import ZwoggelConfig
from .display import START, Display, connected
from .lines import completes_line

CAUGHT_OUT = 3  # three caught Zwoggels and a player is out


def deal(config: ZwoggelConfig, rng: random.Random) -> tuple[Display, list[int], list[list[int]]]:
    """The display, the stock (its top is the end of the list) and the caught piles at the start."""
    display = Display()
    if config.stacked is not None:
        return _stacked(config, rng, display)
    deck = list(range(config.cards))
    shuffle(rng, deck)
    for cell, card in zip(START, deck[:4], strict=True):
        display.lay(cell, card)
    return display, deck[4:], [[] for _ in range(config.players)]


class _Ids:
    """Card ids by colour for a stacked deal: reds 0.., greens after the reds."""

    def __init__(self, config: ZwoggelConfig) -> None:
        self.free: list[Iterator[int]] = [iter(range(config.reds)), iter(range(config.reds, config.cards))]
        self.counts = (config.reds, config.greens)

    def take(self, colour: Any) -> int:
        code = colour_code(colour)
        card = next(self.free[code], None)
        if card is None:
            word = "red" if code == RED else "green"
            raise ValueError(f"a stacked deal names more than the {self.counts[code]} {word} cards")
        return card

    def rest(self) -> list[int]:
        return [*self.free[0], *self.free[1]]


def _stacked(
    config: ZwoggelConfig, rng: random.Random, display: Display
) -> tuple[Display, list[int], list[list[int]]]:
    stacked = config.stacked or {}
    unknown = set(stacked) - {"start", "display", "stock", "caught"}
    if unknown:
        raise ValueError(f"a stacked deal has no {', '.join(sorted(map(str, unknown)))}")
    ids = _Ids(config)
    rows = stacked.get("display")
    if rows is None:
        start = list(stacked.get("start", []))
        if len(start) != 4:
            raise ValueError("a stacked deal names the 4 start cards, or a whole display")
        rows = [[x, y, colour, "down"] for (x, y), colour in zip(START, start, strict=True)]
    ups: list[tuple[tuple[int, int], int]] = []
    for row in rows:
        x, y, colour, face, *rest = row
        if type(x) is not int or type(y) is not int:
            raise ValueError(f"a stacked card lies on whole-number coordinates: {row!r}")
        cell = (x, y)
        if cell in display.cards:
            raise ValueError(f"a stacked display names {cell} twice")
        if face not in ("up", "down"):
            raise ValueError(f"a stacked card lies 'up' or 'down', not {face!r}")
        placer = rest[0] if rest else None
        if len(rest) > 1 or (
            placer is not None
            and not (face == "down" and type(placer) is int and 0 <= placer < config.players)
        ):
            raise ValueError(f"a stacked placer must be a seat and its card face down: {row!r}")
        card = ids.take(colour)
        display.lay(cell, card, placer)
        if face == "up":
            ups.append((cell, colour_code(colour)))
    for cell, colour in ups:
        display.flip(cell, colour)
    _check_display(display)
    caught = [[ids.take(c) for c in pile] for pile in stacked.get("caught", [[]] * config.players)]
    if len(caught) != config.players or any(len(p) >= CAUGHT_OUT for p in caught):
        raise ValueError(f"a stacked deal gives each of the {config.players} seats fewer than 3 caught")
    named = [ids.take(c) for c in stacked.get("stock", [])]
    rest = ids.rest()
    shuffle(rng, rest)
    return display, rest + named[::-1], caught


def _check_display(display: Display) -> None:
    if not display.cards:
        raise ValueError("a stacked display holds at least one card")
    if not connected(set(display.cards)):
        raise ValueError("a stacked display is one group of touching cards")
    for (x, y), colour in display.up.items():
        if completes_line(display.up, x, y, colour):
            raise ValueError(f"a stacked display shows a line of three through {(x, y)}")
