"""What each Zwoggel seat may know (Z8, Z10): the cards it holds, public facts, nothing else: not even
the colours of the cards it placed itself."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules.zwoggel import ENGINE, ZwoggelState, hide_others, new_game, reveal_all

from ..harness import assert_no_leak
from .test_support import G, R, colour_at, deal, down, place, reveal, up


def hannah_has_placed() -> ZwoggelState:
    """Hannah revealed two start cards and placed red (2, 0), green (2, 1), green (2, 2)."""
    state = deal(players=3, stock=[R, G, G, G, R, G])
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    place(state, R, 2, 0)
    place(state, G, 2, 1)
    place(state, G, 2, 2)
    return state


def test_a_seat_sees_where_its_placements_lie_but_not_their_colours() -> None:
    state = hannah_has_placed()
    assert state.observation(0)["my_placements"] == [[2, 0], [2, 1], [2, 2]]
    assert state.observation(1)["my_placements"] == []
    reveal(state, 2, 1)  # Nils turns one of them up: it is face up now, no longer her placement
    assert state.observation(0)["my_placements"] == [[2, 0], [2, 2]]


def test_once_placed_a_card_is_hidden_from_its_placer_too() -> None:
    """Z10: swapping the cards of two of Hannah's own placements changes nothing she observes."""
    state = hannah_has_placed()
    before = state.observation(0)
    cards = state.display.cards
    cards[(2, 0)], cards[(2, 1)] = cards[(2, 1)], cards[(2, 0)]  # her red and one of her greens
    assert [colour_at(state, c) for c in [(2, 0), (2, 1)]] == [G, R]
    assert state.observation(0) == before
    assert "red" not in str(before["my_placements"]) and "green" not in str(before["my_placements"])


def test_a_seat_sees_the_colours_it_drew_and_holds_and_the_others_only_how_many() -> None:
    state = deal(players=3, stock=[G, R, G])
    reveal(state, 0, 0)
    events = reveal(state, 1, 0)
    [drawn] = [e for e in events if e.kind == "drawn"]
    assert drawn.to == 0 and not drawn.visible_to(1) and not drawn.visible_to(None)
    assert state.observation(0)["hand"] == ["green", "green", "red"]
    assert state.observation(1)["hand"] == [] and state.observation(1)["drawn"] == 3
    place(state, G, 2, 0)
    assert state.observation(0)["hand"] == ["green", "red"]


def test_who_placed_each_face_down_card_is_public_but_not_its_colour() -> None:
    state = hannah_has_placed()
    public = state.observation(None)
    assert [2, 0, 0] in public["face_down"] and [0, 1, None] in public["face_down"]
    assert "my_placements" not in public and "hand" not in public
    assert all(len(row) == 3 and row[2] in (0, None) for row in public["face_down"])


def test_caught_zwoggels_are_public() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(2, 0, R), down(1, 1, G)])
    reveal(state, 2, 0)
    for seat in (None, 0, 1):
        obs = state.observation(seat)
        assert obs["caught"] == [["red"], []] and obs["holes"] == [[2, 0]]


def test_the_spectator_sees_the_face_up_cards_the_counts_and_nothing_hidden() -> None:
    obs = new_game(4, seed=3).observation(None)
    assert obs["stock"] == 60 and obs["face_up"] == [] and obs["seat"] is None
    assert not {"hand", "my_placements", "rng", "seed"} & set(obs)


def test_hide_others_reshuffles_every_face_down_card_the_seats_own_placements_too() -> None:
    state = hannah_has_placed()
    cells = list(state.display.down)
    colours = Counter(state.colour[state.display.cards[c]] for c in cells) + Counter(
        state.colour[c] for c in state.stock
    )
    own_moved = False
    for k in range(20):
        hidden = hide_others(state, 0, random.Random(k))
        assert hidden.display.up == state.display.up and len(hidden.stock) == len(state.stock)
        assert hidden.display.placer == state.display.placer  # who placed what stays public
        cards = [hidden.display.cards[c] for c in cells] + hidden.stock
        assert Counter(hidden.colour[c] for c in cards) == colours
        own_moved |= [colour_at(hidden, c) for c in [(2, 0), (2, 1), (2, 2)]] != [R, G, G]
        assert hidden.observation(0) == state.observation(0)
    assert own_moved
    assert [colour_at(state, c) for c in [(2, 0), (2, 1), (2, 2)]] == [R, G, G]  # the original is untouched


def test_hide_others_reshuffles_the_cards_another_seat_holds() -> None:
    state = deal(players=2, stock=[G, G, G] + [R] * 20)
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    hands = {tuple(hide_others(state, 1, random.Random(k)).hand) for k in range(30)}
    assert len(hands) > 1 and all(len(h) == 3 for h in hands)
    assert hide_others(state, 0, random.Random(0)).hand == state.hand


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observations_do_not_depend_on_unseen_cards(players: int) -> None:
    rng = random.Random(players)
    for seed in range(10):
        state = new_game(players, seed=seed)
        while not state.is_over():
            assert_no_leak(ENGINE, state, rng, range(players))
            ENGINE.random_step(state, rng)
        assert_no_leak(ENGINE, state, rng, range(players))


def test_everything_is_revealed_after_the_game_and_not_before() -> None:
    state = new_game(2, seed=5)
    with pytest.raises(ValueError, match="after the game"):
        reveal_all(state)
    rng = random.Random(5)
    while not state.is_over():
        ENGINE.random_step(state, rng)
    shown = reveal_all(state)
    assert len(shown["face_down"]) == len(state.display.down) and len(shown["stock"]) == len(state.stock)
