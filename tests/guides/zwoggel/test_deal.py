"""The guided Zwoggel game's deal brings each lesson in a move or two: two reds in a row after the
first reveal, a red face down at one end and an open cell at the other (the trap), a safe second
reveal that makes two greens in a row with an open end (the bluff), and the cards drawn for them."""

from __future__ import annotations

from game.guides.zwoggel.deal import BLUFF, DANGER, FIRST, MARGOT, PLAYER, SAFE, SECOND, TRAP, guided_state
from game.rules.zwoggel import GREEN, RED, Place, Reveal
from game.rules.zwoggel.lines import completes_line


def colours(state) -> dict:
    return {cell: state.colour[card] for cell, card in state.display.cards.items()}


def test_the_first_reveal_makes_two_reds_in_a_row_whose_ends_are_a_red_and_an_open_cell() -> None:
    state = guided_state(("You", "Margot"), 1)
    up = dict(state.display.up)
    assert state.current == PLAYER and up == {(0, 0): RED, (1, 1): GREEN}
    assert colours(state)[FIRST] == RED and not completes_line(up, *FIRST, RED)
    state.apply(Reveal(PLAYER, *FIRST))
    up = dict(state.display.up)
    assert colours(state)[DANGER] == RED and completes_line(up, *DANGER, RED)
    assert TRAP in state.display.frontier and completes_line(up, *TRAP, RED)


def test_the_second_reveal_is_safe_and_opens_the_bluff_then_two_reds_and_a_green_are_drawn() -> None:
    state = guided_state(("You", "Margot"), 2)
    state.apply(Reveal(PLAYER, *FIRST))
    up = dict(state.display.up)
    assert colours(state)[SECOND] == GREEN and not completes_line(up, *SECOND, GREEN)
    events = state.apply(Reveal(PLAYER, *SECOND))
    assert [e.kind for e in events] == ["reveal", "draw", "drawn"]
    assert state.observation(PLAYER)["hand"] == ["green", "red", "red"]
    assert BLUFF in state.display.frontier and completes_line(dict(state.display.up), *BLUFF, GREEN)


def test_margot_turns_the_trap_keeps_the_card_then_turns_a_card_that_closes_no_line() -> None:
    state = guided_state(("You", "Margot"), 3)
    state.apply(Reveal(PLAYER, *FIRST))
    state.apply(Reveal(PLAYER, *SECOND))
    for colour, cell in ((RED, TRAP), (RED, BLUFF), (GREEN, (3, 0))):
        state.apply(Place(PLAYER, colour, *cell))
    assert state.current == MARGOT
    caught = state.apply(Reveal(MARGOT, *TRAP))
    assert [e.kind for e in caught] == ["reveal", "caught"]
    assert caught[1].data["lines"] == [[[-1, 0], [0, 0], [1, 0]]] and caught[1].data["count"] == 1
    assert [e.kind for e in state.apply(Reveal(MARGOT, *SAFE))] == ["reveal", "draw", "drawn"]
    assert state.caught[PLAYER] == [] and len(state.caught[MARGOT]) == 1


def test_the_deal_is_the_same_whatever_the_seed_but_for_the_cards_no_lesson_reaches() -> None:
    a, b = guided_state(("You", "Margot"), 1), guided_state(("Alex", "Margot"), 99)
    assert colours(a) == colours(b) and a.stock[-6:] == b.stock[-6:]
    assert a.names == ("You", "Margot") and b.names == ("Alex", "Margot")
