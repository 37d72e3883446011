"""Stacked tables by card-type names, for scenario tests, tutorials and screenshot scenes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .actions import Tick
from .config import WinkyBillyConfig
from .state import WinkyBillyState

MIXED = ("cowboy", "gambler", "deputy", "bandit")  # a hand that is no set
OTHERS = ("rancher", "preacher", "bartender", "undertaker")  # the default saloon


def four(kind: str) -> list[str]:
    """Four identical cards: a set."""
    return [kind] * 4


def table(
    hands: Sequence[Sequence[str]],
    saloon: Sequence[str] = OTHERS,
    pile: Sequence[str] | None = None,
    tokens: Sequence[int] | None = None,
    seed: int = 3,
    **options: Any,
) -> WinkyBillyState:
    """A table where seat s is dealt hands[s], then the saloon, then `pile` from the top.

    One hand per seat (4 to 10 seats); `tokens` sets each team's score at the start.
    """
    stacked: dict[str, object] = {"hands": [list(h) for h in hands], "saloon": list(saloon)}
    if pile is not None:
        stacked["pile"] = list(pile)
    if tokens is not None:
        stacked["tokens"] = list(tokens)
    config = WinkyBillyConfig(players=len(hands), stacked=stacked, **options)
    return WinkyBillyState(config, seed)


def coup_de_feu(state: WinkyBillyState) -> None:
    """Let the clock run to the end of the countdown: swapping starts."""
    state.apply(Tick(max(state.t, state.go_at)))
