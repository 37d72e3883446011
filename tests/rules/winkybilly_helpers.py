"""Stacked WinkyBilly tables for scenarios."""

from __future__ import annotations

from game.rules.winkybilly import Tick, WinkyState, new_game

MIXED = ["cowboy", "gambler", "deputy", "bandit"]


def table(hands: list[list[str]], saloon: list[str] | None = None, **options: object) -> WinkyState:
    """Seat s is dealt hands[s]; the saloon follows; teams are seat % (players / 2)."""
    deck = [card for hand in hands for card in hand] + (
        saloon or ["rancher", "preacher", "bartender", "undertaker"]
    )
    return new_game(len(hands), seed=3, stacked={"deck": deck}, **options)


def four(kind: str) -> list[str]:
    return [kind] * 4


def go(state: WinkyState, t: float | None = None) -> None:
    """Let time run to the coup de feu (or to t)."""
    state.apply(Tick(state.go_at if t is None else t))
