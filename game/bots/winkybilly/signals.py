"""Each WinkyBilly team's secret signal (RULES.md §2.2, W18): the human teams choose their own, the
bot teams draw theirs at random, all different from one another while there are gestures enough."""

from __future__ import annotations

import random
from collections.abc import Mapping

from ...social.signals import GESTURES

SIGNALS: tuple[str, ...] = (*GESTURES, "wink")  # what a team may choose: any gesture, or a wink
BOT_SIGNALS: tuple[str, ...] = tuple(GESTURES)  # what a bot team draws from


def secret_signals(
    teams: int, seed: int | random.Random, chosen: Mapping[int, str] | None = None
) -> dict[int, str]:
    """team -> its secret signal for a table of `teams` teams. The teams in `chosen` (human teams)
    keep their choice; every other team draws a gesture nobody has yet (seeded by `seed`), or any
    gesture once every one is taken."""
    chosen = dict(chosen or {})
    for team, kind in chosen.items():
        if not 0 <= team < teams:
            raise ValueError(f"there is no team {team + 1} at a table of {teams} teams")
        if kind not in SIGNALS:
            raise ValueError(f"{kind!r} is not a signal; choose one of {', '.join(SIGNALS)}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    taken = set(chosen.values())
    signals: dict[int, str] = {}
    for team in range(teams):
        if team in chosen:
            signals[team] = chosen[team]
            continue
        free = [kind for kind in BOT_SIGNALS if kind not in taken] or list(BOT_SIGNALS)
        signals[team] = rng.choice(free)
        taken.add(signals[team])
    return signals
