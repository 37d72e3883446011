"""The teams of a WinkyBilly table: each one's mark (a colour and a shape, never a colour alone) and
its secret signal."""

from __future__ import annotations

from collections.abc import Callable

from ....bots.winkybilly.signals import secret_signals
from ....setup import TableSetup
from ...kit.seats import Seats
from ...textures import texture
from ..wink.grid import pawn_sprite

SALT = 0x51C7  # bot teams' signals are drawn apart from everything else the seed decides
MARK = 0.4  # a team's mark beside each face, in face sizes (the kit's seat marks are smaller)


def team_mark(team: int, colourblind_safe: bool) -> str:
    """A team's mark: the pawn of its colour and shape (from the colour-blind-safe set when asked)."""
    return pawn_sprite(team, colourblind_safe)


def mark_teams(seats: Seats, team_of: Callable[[int], int], colourblind_safe: bool) -> None:
    """Each face's team mark, larger than the kit's seat marks: a team reads across the table."""
    for seat, (x, y, size) in enumerate(seats.spots):
        seats.set_mark(seat, texture(team_mark(team_of(seat), colourblind_safe)))
        mark = seats.mark_sprites[seat]
        mark.width = mark.height = size * MARK
        mark.center_x, mark.center_y = x - size * 0.52, y + size * 0.3


def team_signals(setup: TableSetup) -> dict[int, str]:
    """Each team's secret signal: the humans' teams chose theirs at setup; the bots' teams are drawn
    in secret from the deal's number, each unlike every other team's while there are enough."""
    given = setup.signals
    chosen = {t: given[t] for t in setup.signal_teams() if t < len(given) and given[t]}
    return secret_signals(len(setup.teams()), setup.seed ^ SALT, chosen)
