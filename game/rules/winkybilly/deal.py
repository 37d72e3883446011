"""Setup (RULES.md §2.3): shuffle, 4 cards to each player, a saloon of 4; or a stacked deal for scenarios.

[DECISION] W19: every card in no hand and not in the saloon is in the pile, so it holds at least 34
cards and never runs out; there is nothing to reshuffle (the invariants check its size).
"""

from __future__ import annotations

from typing import Any

from ..draws import shuffle
from .cards import CARDS, COPIES, HAND, SALOON, TYPES, is_set, type_index
from .table import WinkyBillyTable


def deal(state: WinkyBillyTable) -> None:
    """Fill the pile (its top is the end of the list), the hands and the saloon."""
    config = state.config
    if config.stacked is None:
        pile = list(range(CARDS))
        shuffle(state.rng, pile)
    else:
        pile = stacked_pile(config.stacked, state.n)
    state.pile = pile
    for seat in range(state.n):
        hand = [pile.pop() for _ in range(HAND)]
        # W15 option (off by default): a hand dealt as four of a kind goes back and is dealt again.
        while config.redeal_sets and is_set(hand):
            pile.extend(hand)
            shuffle(state.rng, pile)
            hand = [pile.pop() for _ in range(HAND)]
        state.hands[seat] = hand
    state.saloon = [pile.pop() for _ in range(SALOON)]


def stacked_pile(stacked: dict[str, Any], players: int) -> list[int]:
    """The pile of a stacked deal: hands seat by seat, then the saloon, then `pile`, from the top.

    Types are names or numbers; each takes the lowest free card of its type. The cards nobody
    named lie underneath in number order (the lowest is drawn first).
    """
    unknown = set(stacked) - {"hands", "saloon", "pile", "tokens"}
    if unknown:
        raise ValueError(f"a stacked deal has no {', '.join(sorted(unknown))}")
    hands = stacked.get("hands")
    if hands is not None and (len(hands) != players or any(len(h) != HAND for h in hands)):
        raise ValueError(f"a stacked deal needs {players} hands of {HAND} cards")
    saloon = stacked.get("saloon")
    if saloon is not None and (hands is None or len(saloon) != SALOON):
        raise ValueError(f"a stacked saloon needs the hands first, and {SALOON} cards")
    kinds = [k for h in hands or () for k in h] + list(saloon or ()) + list(stacked.get("pile") or ())
    free = {t: list(range(t * COPIES, (t + 1) * COPIES)) for t in range(len(TYPES))}
    top: list[int] = []
    for kind in kinds:
        t = type_index(kind)
        if not free[t]:
            raise ValueError(f"a stacked deal has only {COPIES} cards of {TYPES[t]}")
        top.append(free[t].pop(0))
    rest = sorted(c for cards in free.values() for c in cards)
    return rest[::-1] + top[::-1]
