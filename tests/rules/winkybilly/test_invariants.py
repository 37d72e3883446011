"""The invariant checker itself: it finds broken states and says what is wrong."""

from __future__ import annotations

from game.rules.winkybilly import Winky, check_invariants, new_game
from game.rules.winkybilly.scenario import MIXED, four, table


def test_a_fresh_table_breaks_no_invariant() -> None:
    assert all(check_invariants(new_game(n, seed=n)) == [] for n in (4, 6, 8, 10))


def test_a_card_in_two_places_is_found() -> None:
    state = new_game(4, seed=0)
    state.pile[0] = state.hands[1][0]
    assert any("exactly one place" in p for p in check_invariants(state))


def test_a_hand_of_three_or_a_saloon_of_five_is_found() -> None:
    state = new_game(4, seed=0)
    state.saloon.append(state.hands[2].pop())
    problems = check_invariants(state)
    assert "the saloon holds 5 cards, not 4" in problems and "seat 2 holds 3 cards, not 4" in problems


def test_tokens_out_of_step_with_the_ledger_or_the_calls_are_found() -> None:
    state = table([MIXED, MIXED, four("sheriff"), MIXED])
    state.apply(Winky(0, 1.0))
    state.tokens[0] += 1
    problems = check_invariants(state)
    assert any("ledger" in p for p in problems) and any("calls' score" in p for p in problems)


def test_a_due_coup_de_feu_that_was_not_run_is_found() -> None:
    state = new_game(4, seed=0)
    state.t = 5.0
    assert any("was not run" in p for p in check_invariants(state))
