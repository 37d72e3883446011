"""Every Wink sprite: 36 person cards, two backs, the empty place, the accuse card, 8 pawns."""

from __future__ import annotations

from pathlib import Path

from .canvas import save
from .pawns import PAWN_COLOURS, PAWN_COLOURS_CB, pawn
from .people import cast
from .wink_cards import person_card
from .wink_extras import accuse_card, back_grid, back_hand, empty_place


def build(out: Path) -> None:
    folder = out / "wink"
    for number, p in enumerate(cast(36), start=1):
        save(person_card(number, p), folder / f"card_{number:02d}.png")
    save(back_grid(), folder / "back_grid.png")
    save(back_hand(), folder / "back_hand.png")
    save(empty_place(), folder / "empty.png")
    save(accuse_card(), folder / "accuse.png")
    for i in range(len(PAWN_COLOURS)):
        save(pawn(i), folder / f"pawn_{i}.png")
        save(pawn(i, PAWN_COLOURS_CB), folder / f"pawn_cb_{i}.png")
