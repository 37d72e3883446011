"""The Zwoggel trap (RULES.md §3.4, Z4, Z5, Z11) and the seed's worked example, on stacked displays."""

from __future__ import annotations

import pytest

from game.rules.zwoggel import ZwoggelState

from .test_support import G, R, caught, deal, down, place, place_far, reveal, trap_expected, up

# Two face-up reds and a face-down red closing the line, for every kind of line.
LINES = {
    "row": [(0, 0), (1, 0), (2, 0)],
    "column": [(0, 0), (0, 1), (0, 2)],
    "diagonal": [(0, 0), (1, 1), (2, 2)],
    "other diagonal": [(0, 2), (1, 1), (2, 0)],
}


@pytest.mark.parametrize("line", LINES)
def test_revealing_the_third_of_a_row_column_or_diagonal_of_one_colour_is_a_trap(line: str) -> None:
    a, b, (x, y) = LINES[line]
    state = deal(display=[up(*a, R), up(*b, R), down(x, y, R), down(x + 1, y + 1, G)])
    events = reveal(state, x, y)
    [catch] = [e for e in events if e.kind == "caught"]
    line_cells = [list(c) for c in sorted([a, b, (x, y)])]
    assert catch.data == {"seat": 0, "cell": [x, y], "colour": "red", "lines": [line_cells], "count": 1}


def test_the_revealer_keeps_the_last_card_and_the_other_two_stay_face_up() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(2, 0, R), down(1, 1, G)])
    reveal(state, 2, 0)
    assert (2, 0) not in state.display.cards and len(state.caught[0]) == 1
    assert state.display.up == {(0, 0): 0, (1, 0): 0}
    assert state.observation(None)["caught"] == [["red"], []]


def test_the_revealed_card_may_be_the_middle_of_the_line() -> None:
    state = deal(display=[up(0, 0, G), down(1, 0, G), up(2, 0, G)])
    assert caught(reveal(state, 1, 0))


def test_four_in_a_row_is_a_trap_too() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(2, 0, R), up(3, 0, R)])
    [catch] = [e for e in reveal(state, 2, 0) if e.kind == "caught"]
    assert catch.data["lines"] == [[[0, 0], [1, 0], [2, 0], [3, 0]]]


def test_a_face_down_card_breaks_a_line_even_of_the_same_colour() -> None:
    state = deal(display=[up(0, 0, R), down(1, 0, R), down(2, 0, R)])
    assert not caught(reveal(state, 2, 0))


def test_an_empty_cell_breaks_a_line() -> None:
    state = deal(display=[up(0, 0, R), down(1, 1, G), up(2, 0, R), down(3, 0, R)])
    assert not caught(reveal(state, 3, 0))


def test_a_card_of_the_other_colour_breaks_a_line() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, G), up(2, 0, R), down(3, 0, R)])
    assert not caught(reveal(state, 3, 0))


def test_several_lines_at_once_still_cost_one_card() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(2, 0, R), up(2, 1, R), up(2, 2, R)])
    [catch] = [e for e in reveal(state, 2, 0) if e.kind == "caught"]
    assert len(catch.data["lines"]) == 2 and catch.data["count"] == 1
    assert (2, 1) in state.display.up and (1, 0) in state.display.up


def test_the_trap_is_checked_after_each_reveal_and_the_second_reveal_still_comes() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(2, 0, R), down(0, 1, G), down(1, 1, G)])
    assert caught(reveal(state, 2, 0))
    assert state.current == 0 and state.phase.name == "REVEAL" and state.reveals_left == 1
    assert not caught(reveal(state, 0, 1))
    assert state.phase.name == "PLACE"


def test_the_first_reveal_counts_for_the_second() -> None:
    state = deal(display=[up(0, 0, R), down(1, 0, R), down(2, 0, R)])
    assert not caught(reveal(state, 1, 0))  # (2, 0) is still face down
    assert caught(reveal(state, 2, 0))


def test_a_player_can_be_caught_twice_in_one_turn() -> None:
    state = deal(
        display=[
            up(0, 0, R),
            up(1, 0, R),
            down(2, 0, R),
            down(0, 1, R),
            up(0, 2, G),
            up(1, 2, G),
            down(2, 2, G),
        ]
    )
    assert caught(reveal(state, 2, 0)) and caught(reveal(state, 2, 2))
    assert len(state.caught[0]) == 2 and state.observation(None)["holes"] == [[2, 0], [2, 2]]


# The seed's example: Hannah lays two real traps, (1) next to a red pair and (2) at the end of a
# green diagonal, and a fake one (3): a green beside the red pair. Nils is caught by (1) or (2) only.
SEED_DISPLAY = [up(0, 0, R), up(1, 0, R), down(1, 1, G), down(2, 2, G)]
TRAP_1, TRAP_2, FAKE_3 = (2, 0), (3, 3), (-1, 0)


def hannah_lays_her_traps() -> ZwoggelState:
    state = deal(display=SEED_DISPLAY, stock=[R, G, G] + [G, R, G] * 6)
    reveal(state, 1, 1)  # green
    reveal(state, 2, 2)  # green: the green diagonal (1, 1), (2, 2) is open at (3, 3)
    place(state, R, *TRAP_1)
    place(state, G, *TRAP_2)
    place(state, G, *FAKE_3)
    assert state.current == 1
    return state


@pytest.mark.parametrize(("cell", "trapped"), [(TRAP_1, True), (TRAP_2, True), (FAKE_3, False)])
def test_seed_example_two_real_traps_and_a_fake_one(cell: tuple[int, int], trapped: bool) -> None:
    state = hannah_lays_her_traps()
    assert caught(reveal(state, *cell)) is trapped
    assert len(state.caught[1]) == int(trapped)


def test_seed_example_hannah_remembers_her_fake_trap_and_reveals_it_safely_later() -> None:
    state = hannah_lays_her_traps()
    assert [-1, 0] in state.observation(0)["my_placements"]  # where she laid it, not its colour (Z10)
    reveal(state, *TRAP_1)
    reveal(state, *TRAP_2)
    place_far(state)
    assert state.current == 0 and not caught(reveal(state, *FAKE_3))


def test_seed_example_cards_laid_away_from_pairs_are_no_risk_for_nils() -> None:
    state = deal(display=SEED_DISPLAY, stock=[R, G, G] + [G, R, G] * 6)
    reveal(state, 1, 1)
    reveal(state, 2, 2)
    laid = [(R, (2, -1)), (G, (-1, -1)), (G, (2, 1))]
    for colour, cell in laid:
        place(state, colour, *cell)
    assert not any(trap_expected(state, cell) for _, cell in laid)
    assert not caught(reveal(state, 2, -1)) and not caught(reveal(state, 2, 1))
