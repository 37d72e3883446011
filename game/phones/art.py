"""The game's own pictures on the phones: a fixed list of sprite files each page draws, served at
`/art/<game>/<file>.png` and read through `game.resources` like every other sprite (so it works
installed from a wheel as from a checkout).

Only the names listed here are served, each looked up by its exact name: no path is ever built
from what a client sent, so nothing else of `sprites/` (and nothing outside it) can be reached.
"""

from __future__ import annotations

from pathlib import Path

from ..resources import data_file
from ..rules.winkybilly import TYPES

WINK_NUMBERS = range(1, 37)

ART: dict[str, frozenset[str]] = {
    # the hand's number cards, as the table draws them
    "wink": frozenset(f"card_{n:02d}.png" for n in WINK_NUMBERS),
    # the thirteen types (a card's picture and its name), the back and the BILLY token
    "winkybilly": frozenset(
        [f"card_{k:02d}_{kind.replace(' ', '_')}.png" for k, kind in enumerate(TYPES)]
        + ["back.png", "token.png"]
    ),
    # the Zwoggels in both palettes, a face-down card, a free cell and the placer's mark
    "zwoggel": frozenset(
        ["red.png", "green.png", "red_cb.png", "green_cb.png", "back.png", "empty.png", "mine.png"]
    ),
}


def art_file(game: str, name: str) -> Path | None:
    """The sprite `name` of `game` if the pages may have it (and it is shipped), else None."""
    names = ART.get(game)
    if names is None or name not in names:
        return None
    try:
        return data_file("sprites", f"{game}/{name}")
    except FileNotFoundError:
        return None
