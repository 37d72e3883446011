"""The Zwoggel invariants hold in play and catch every kind of damage they are meant to."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.rules.zwoggel import ZwoggelState, check_invariants, new_game

from .test_support import G, R, deal, down, reveal, up


def test_the_invariants_hold_at_the_start_of_every_table() -> None:
    for players in (2, 3, 4):
        assert check_invariants(new_game(players, seed=players)) == []


def _twice(s: ZwoggelState) -> None:
    s.stock[0] = s.stock[1]


def _line(s: ZwoggelState) -> None:
    s.display.up[(2, 0)] = 0
    s.display.cards[(2, 0)] = s.stock.pop()
    del s.display.frontier[(2, 0)]


def _frontier(s: ZwoggelState) -> None:
    s.display.frontier.pop(next(iter(s.display.frontier)))


def _apart(s: ZwoggelState) -> None:
    s.display.lay((9, 9), s.stock.pop())


def _still_in(s: ZwoggelState) -> None:
    s.caught[1] = [s.stock.pop() for _ in range(3)]


def _wrong_colour(s: ZwoggelState) -> None:
    s.display.up[(0, 0)] = 1


DAMAGE: dict[str, tuple[Callable[[ZwoggelState], None], str]] = {
    "a card twice": (_twice, "exactly one place"),
    "a face-up line": (_line, "line at"),
    "a stale frontier": (_frontier, "free cells"),
    "a card apart": (_apart, "apart from the display"),
    "three caught and still in": (_still_in, "still in"),
    "a wrong face": (_wrong_colour, "wrong colour"),
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_the_invariants_name_the_damage(damage: str) -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(0, 1, G)], stock=[G, R, G])
    assert check_invariants(state) == []
    spoil, words = DAMAGE[damage]
    spoil(state)
    problems = check_invariants(state)
    assert problems and any(words in p for p in problems), problems


def test_the_display_and_its_holes_stay_one_group_after_a_catch() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(2, 0, R), down(3, 1, G)])
    reveal(state, 2, 0)  # (3, 1) now touches only the hole at (2, 0)
    assert check_invariants(state) == []
