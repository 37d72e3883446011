"""Stacked Wink games for scenario tests."""

from __future__ import annotations

from game.rules.wink import Call, Name, WinkState, new_game

GRID = list(range(1, 37))
NAMES4 = ("Anna", "Bob", "Chloé", "David")


def stacked(preset: str, hands: list[list[int]], names: tuple[str, ...] = (), **options: object) -> WinkState:
    """A game whose grid is 1..36 in order, with these hands, seat 0 to play first."""
    return new_game(
        preset,
        len(hands),
        seed=1,
        stacked={"grid": GRID, "hands": hands},
        first_seat=0,
        names=names,
        **options,
    )


def call_free(state: WinkState, avoid: set[int] = frozenset()) -> int:  # type: ignore[assignment]
    """The current seat calls the smallest card it may call (not in `avoid`); returns the number."""
    seat = state.current
    number = min(c for c in state.callable_numbers(seat) if c not in avoid)
    state.apply(Call(seat, number))
    return number


def round_of_calls(state: WinkState, numbers: list[int]) -> None:
    """Each seat in turn from the current one calls the given number."""
    for c in numbers:
        state.apply(Call(state.current, c))


def name(state: WinkState, target: int) -> None:
    state.apply(Name(state.current, target))
