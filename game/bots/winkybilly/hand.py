"""Which card a WinkyBilly bot gives the saloon and which it takes: toward four of a kind.

As people play it: keep the type held most, take saloon cards of it and give up a card of a type
held least; no swap when the saloon has nothing for it (then it raises its holster). A player who
has waited long for its type (others may hold the rest) makes a second pair when it can. Cards
are (number, type name) pairs, as an observation shows them.
"""

from __future__ import annotations

import random
from collections import Counter

from ...rules.winkybilly.cards import HAND

Card = tuple[int, str]


def is_set(hand: list[Card]) -> bool:
    """Four identical cards."""
    return len(hand) == HAND and len({kind for _, kind in hand}) == 1


def best_swap(
    hand: list[Card], saloon: list[Card], rng: random.Random, second_pair: bool = False
) -> tuple[int, int] | None:
    """(card to give, card to take): a saloon card of the type it holds most, for a card of a
    type it holds least; failing that, with `second_pair` (a player tired of waiting for cards
    others may hold), a second pair; or None: the saloon has nothing for it (a set it keeps)."""
    have = Counter(kind for _, kind in hand)
    if len(have) == 1:
        return None
    offer = {kind for _, kind in saloon}
    most = max(have.values())
    goals = sorted(kind for kind, k in have.items() if k == most and kind in offer)
    if not goals and second_pair and most == 2 and len(have) == 3:  # a pair and two singles
        goals = sorted(kind for kind, k in have.items() if k == 1 and kind in offer)
    if not goals:
        return None
    goal = rng.choice(goals)
    least = min(k for kind, k in have.items() if kind != goal)
    give = rng.choice([card for card, kind in hand if kind != goal and have[kind] == least])
    take = rng.choice([card for card, kind in saloon if kind == goal])
    return give, take


def any_swap(hand: list[Card], saloon: list[Card], rng: random.Random) -> tuple[int, int] | None:
    """A swap at random between cards of different types: a hurried player's worse choice."""
    pairs = [(g, t) for g, gk in hand for t, tk in saloon if gk != tk]
    return rng.choice(pairs) if pairs else None
