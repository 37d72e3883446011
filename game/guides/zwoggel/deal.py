"""The guided Zwoggel game's fixed deal: a board a few turns in, laid so that each lesson comes
in a move or two, and the stock stacked so that both players draw what the lessons need.

Coordinates are the engine's cells (x to the right, y up). The player (seat 0) begins:

- `FIRST` (red) turned face up lies beside the face-up red at (0, 0): two reds in a row, whose
  ends are `DANGER` (a face-down card: red, so turning it would complete the line) and `TRAP`
  (an empty cell, touching the board: where the player lays their drawn red card).
- `SECOND` (green) is a safe second reveal beside the face-up green at (1, 1): two greens in a
  row, whose open end `BLUFF` is where the player lays a red card (a fake trap: the others fear
  a green there; the player knows it is red).
- The player draws two reds and a green; Margot (seat 1) turns the trap and is caught, then
  turns `SAFE` (red: it closes no line).
"""

from __future__ import annotations

from typing import Any

from ...rules.zwoggel import ZwoggelState, new_game
from ...rules.zwoggel.cards import Cell

PLAYERS = 2
PLAYER, MARGOT = 0, 1  # the seats: the player begins, Margot (a scripted bot) plays next
BOT_NAME = "Margot"  # a personality of levels/personalities.toml: her face, her name
FIRST: Cell = (1, 0)  # the player's first reveal: a red beside the face-up red
DANGER: Cell = (2, 0)  # the end of the two reds, face down: red
SECOND: Cell = (2, 1)  # the player's second reveal: green, safe
TRAP: Cell = (-1, 0)  # the other end of the two reds, empty: the player's red card goes here
BLUFF: Cell = (3, 1)  # the open end of the two greens: the player's other red goes here
SAFE: Cell = (0, -1)  # Margot's second reveal: red, safe
DRAWN = ("red", "red", "green")  # what the player draws
# The display, [x, y, colour, face]: the start square and the cards of a few turns.
DISPLAY: list[list[Any]] = [
    [0, 0, "red", "up"],
    [1, 0, "red", "down"],
    [2, 0, "red", "down"],
    [0, 1, "green", "down"],
    [1, 1, "green", "up"],
    [2, 1, "green", "down"],
    [0, -1, "red", "down"],
    [1, -1, "green", "down"],
]
# The stock from the top down: the player's three, then Margot's.
STOCK = [*DRAWN, "green", "red", "green"]


def stacked() -> dict[str, Any]:
    """The engine's stacked deal of the guide (a fresh copy: the engine keeps what it is given)."""
    return {"display": [row[:] for row in DISPLAY], "stock": list(STOCK)}


def guided_state(names: tuple[str, ...], seed: int) -> ZwoggelState:
    """The guide's game: the player first, the deal stacked (the rest of the deck under it is
    shuffled by `seed`, and never reached in the guide)."""
    return new_game(PLAYERS, seed, names=names, first_seat=PLAYER, stacked=stacked())
