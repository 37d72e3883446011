"""The teams of a WinkyBilly table: each one's mark (a colour and a shape, never a colour alone) and
its secret signal."""

from __future__ import annotations

from ....bots.winkybilly.signals import secret_signals
from ....setup import TableSetup
from ..wink.grid import pawn_sprite

SALT = 0x51C7  # bot teams' signals are drawn apart from everything else the seed decides


def team_mark(team: int, colourblind_safe: bool) -> str:
    """A team's mark: the pawn of its colour and shape (from the colour-blind-safe set when asked)."""
    return pawn_sprite(team, colourblind_safe)


def team_signals(setup: TableSetup) -> dict[int, str]:
    """Each team's secret signal: the humans' teams chose theirs at setup; the bots' teams are drawn
    in secret from the deal's number, each unlike every other team's while there are enough."""
    given = setup.signals
    chosen = {t: given[t] for t in setup.signal_teams() if t < len(given) and given[t]}
    return secret_signals(len(setup.teams()), setup.seed ^ SALT, chosen)
