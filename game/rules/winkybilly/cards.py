"""The 78 WinkyBilly cards: 13 western types × 6 copies (W1: the seed names no type; these are ours).

A card is a number 0–77; its type is `card // 6`, so cards 0–5 are the sheriffs. The names match the
sprites (`sprites/winkybilly/card_NN_<name>.png`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

TYPES: tuple[str, ...] = (
    "sheriff",
    "outlaw",
    "saloon girl",
    "prospector",
    "gambler",
    "cowboy",
    "undertaker",
    "bartender",
    "deputy",
    "bandit",
    "rancher",
    "preacher",
    "blacksmith",
)
COPIES = 6
CARDS = len(TYPES) * COPIES  # 78
HAND = 4  # cards in every hand, at every moment
SALOON = 4  # face-up cards in the saloon, at every moment
TYPE_OF: tuple[int, ...] = tuple(c // COPIES for c in range(CARDS))


def card_type(card: int) -> int:
    return card // COPIES


def type_name(card: int) -> str:
    return TYPES[card // COPIES]


def type_index(kind: str | int) -> int:
    """A type given by name ("sheriff") or number (0–12)."""
    if isinstance(kind, str):
        if kind not in TYPES:
            raise ValueError(f"{kind!r} is not a WinkyBilly card type; choose one of {', '.join(TYPES)}")
        return TYPES.index(kind)
    if not (type(kind) is int and 0 <= kind < len(TYPES)):
        raise ValueError(f"{kind!r} is not a WinkyBilly card type (0 to {len(TYPES) - 1})")
    return kind


def is_set(hand: list[int]) -> bool:
    """Four identical cards ("quatre cartes identiques")."""
    return len(hand) == HAND and TYPE_OF[hand[0]] == TYPE_OF[hand[1]] == TYPE_OF[hand[2]] == TYPE_OF[hand[3]]


def plural(count: int, name: str) -> str:
    return f"{count} {name}" if count == 1 else f"{count} {name}s"


def describe(cards: Iterable[int]) -> str:
    """ "3 sheriffs and 1 deputy": a hand in words, most frequent type first."""
    counts = Counter(type_name(c) for c in cards).most_common()
    words = [plural(k, name) for name, k in counts]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def best_count(hand: list[int]) -> int:
    """How many cards of the hand's most common type it holds."""
    return Counter(TYPE_OF[c] for c in hand).most_common(1)[0][1] if hand else 0
