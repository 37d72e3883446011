"""Checks that hold after every action of every WinkyBilly game."""

from __future__ import annotations

from collections import Counter

from .config import CARDS, START_TOKENS
from .state import (
    CONTRE_ACCUSED,
    CONTRE_WRONG,
    KEMS_BONUS,
    RIGHT_DOUBLE,
    RIGHT_WINKY,
    WRONG_DOUBLE,
    WRONG_WINKY,
    WinkyState,
)

CHANGES = {
    "winky": RIGHT_WINKY,
    "wrong winky": WRONG_WINKY,
    "caught by contre winky": CONTRE_ACCUSED,
    "wrong contre winky": CONTRE_WRONG,
    "contre winky (Kem's style)": KEMS_BONUS,
    "double winky": RIGHT_DOUBLE,
    "wrong double winky": WRONG_DOUBLE,
}


def check_invariants(state: WinkyState) -> list[str]:
    problems: list[str] = []
    places = Counter(state.saloon)
    places.update(state.pile)
    for hand in state.hands:
        places.update(hand)
    wrong = [c for c in range(CARDS) if places[c] != 1]
    if wrong or len(places) != CARDS:
        problems.append(f"cards not exactly once: {wrong[:8]}")
    if len(state.saloon) != 4:
        problems.append(f"the saloon holds {len(state.saloon)} cards")
    for s, hand in enumerate(state.hands):
        expected = 0 if state.dropped[s % state.teams] else 4
        if len(hand) != expected:
            problems.append(f"seat {s} holds {len(hand)} cards, not {expected}")
    totals = [START_TOKENS] * state.teams
    for team, change, before, after, why in state.ledger:
        if totals[team] != before:
            problems.append(f"ledger: team {team} had {totals[team]}, not {before}")
        if CHANGES.get(why) != change or after != max(0, before + change):
            problems.append(f"ledger: {why} changed {before} to {after} by {change}")
        totals[team] = after
    if totals != state.tokens:
        problems.append(f"tokens {state.tokens} differ from the ledger's {totals}")
    if min(state.tokens) < 0:
        problems.append("a team has fewer than 0 tokens")
    return problems
