"""Reading a Zwoggel observation as a bot does: the face-up cards, the traps a face-down card
could spring, and the colours still unseen (RULES.md §3.4).

A cell is a trap for colour C when revealing a C there would complete a line of three face-up
Zwoggels of C. Everything here reads only what the observation shows and what the bot remembers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from ...rules.zwoggel.cards import COLOURS, GREEN, RED
from ...rules.zwoggel.lines import DIRECTIONS, completes_line
from ...rules.zwoggel.observe import FaceDownRow, FaceUpRow, ZwoggelObservation

Cell = tuple[int, int]
BOTH = (RED, GREEN)
CODE = {word: code for code, word in enumerate(COLOURS)}


def own_seat(obs: ZwoggelObservation) -> int:
    """The seat whose observation it is (a bot's own: never a spectator's)."""
    seat = obs["seat"]
    assert seat is not None
    return seat


def face_up(obs: ZwoggelObservation) -> dict[Cell, int]:
    """Face-up cell -> colour code."""
    return {(x, y): CODE[c] for x, y, c in cast(list[FaceUpRow], obs["face_up"])}


def face_down(obs: ZwoggelObservation) -> dict[Cell, int | None]:
    """Face-down cell -> the seat that placed it (None: a start card)."""
    return {(x, y): placer for x, y, placer in cast(list[FaceDownRow], obs["face_down"])}


def free_cells(obs: ZwoggelObservation) -> list[Cell]:
    return [(x, y) for x, y in obs["free"]]


def held(obs: ZwoggelObservation) -> list[int]:
    """The colour codes of the cards this seat holds now (its place phase), in a fixed order."""
    return [CODE[c] for c in obs["hand"]]


def trap_colours(up: Mapping[Cell, int], cell: Cell) -> tuple[int, ...]:
    """The colours whose reveal at `cell` would complete a line (none, one, or both)."""
    x, y = cell
    return tuple(c for c in BOTH if completes_line(up, x, y, c))


def trap_map(up: Mapping[Cell, int]) -> dict[Cell, int]:
    """Every cell some colour would close a line at -> its colours as bits (1 << colour); the
    same as `trap_colours` for every cell at once, found from the face-up pairs."""
    traps: dict[Cell, int] = {}
    get = up.get
    for (x, y), c in up.items():
        bit = 1 << c
        for dx, dy in DIRECTIONS:
            if get((x + dx, y + dy)) == c:  # a pair: both its ends close a line
                for cell in ((x - dx, y - dy), (x + 2 * dx, y + 2 * dy)):
                    traps[cell] = traps.get(cell, 0) | bit
            if get((x + 2 * dx, y + 2 * dy)) == c:  # a gap: its middle closes one
                cell = (x + dx, y + dy)
                traps[cell] = traps.get(cell, 0) | bit
    return traps


def unseen(obs: ZwoggelObservation, remembered: Mapping[Cell, int]) -> list[int]:
    """[reds, greens] this seat cannot account for: the deck minus the face-up, the caught, the
    held and the remembered own placements still face down."""
    deck = obs["deck"]
    counts = [deck[COLOURS[RED]], deck[COLOURS[GREEN]]]
    for _x, _y, c in cast(list[FaceUpRow], obs["face_up"]):
        counts[CODE[c]] -= 1
    for pile in obs["caught"]:
        for c in pile:
            counts[CODE[c]] -= 1
    for c in obs["hand"]:
        counts[CODE[c]] -= 1
    for colour in remembered.values():
        counts[colour] -= 1
    return [max(0, n) for n in counts]


def red_share(counts: list[int]) -> float:
    """The chance that a card nothing is known about is red."""
    total = counts[RED] + counts[GREEN]
    return counts[RED] / total if total else 0.5
