"""Zwoggel setup (RULES.md §3.1–3.2, Z1, Z12): the deck, the start square, the first player."""

from __future__ import annotations

import pytest

from game.rules.zwoggel import RED, new_game

from .test_support import G, R, colour_at, deal, down, up

START = {(0, 0), (1, 0), (0, 1), (1, 1)}


def test_the_deck_is_64_cards_32_red_and_32_green() -> None:
    state = new_game(3, seed=4)
    everything = [*state.stock, *state.display.cards.values()]
    assert sorted(everything) == list(range(64))
    assert sum(1 for c in everything if state.colour[c] == RED) == 32


def test_the_display_starts_as_four_face_down_cards_in_a_square_and_60_in_stock() -> None:
    for players in (2, 3, 4):
        obs = new_game(players, seed=players).observation(None)
        assert {(x, y) for x, y, _ in obs["face_down"]} == START
        assert obs["face_up"] == [] and obs["stock"] == 60 and obs["caught"] == [[]] * players
        assert len(obs["free"]) == 12  # the ring around the square


@pytest.mark.parametrize("players", [0, 1, 5])
def test_zwoggel_is_for_two_to_four_players(players: int) -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        new_game(players, seed=0)


def test_the_first_player_is_drawn_at_random() -> None:
    firsts = {new_game(4, seed=s).current for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(4, seed=0, first_seat=2).current == 2


def test_the_same_seed_deals_the_same_game_and_another_seed_another() -> None:
    a, b, c = (new_game(3, seed=s).to_json() for s in (7, 7, 8))
    assert a == b and a["stock"] != c["stock"]


def test_names_and_first_seat_must_fit_the_table() -> None:
    with pytest.raises(ValueError, match="names"):
        new_game(2, seed=0, names=("Hannah",))
    with pytest.raises(ValueError, match="first seat"):
        new_game(2, seed=0, first_seat=2)
    assert new_game(2, seed=0).names == ("Player 1", "Player 2")


def test_the_colour_split_is_an_option() -> None:
    state = new_game(2, seed=0, reds=5, greens=3)
    assert len(state.stock) == 4 and state.colour.count(RED) == 5
    with pytest.raises(ValueError, match="4 cards"):
        new_game(2, seed=0, reds=2, greens=1)


def test_a_stacked_deal_lays_the_named_cards_and_stacks_the_stock_from_the_top() -> None:
    state = deal(start=[R, R, G, G], stock=[G, R, G], caught=[[R], []])
    assert [colour_at(state, c) for c in [(0, 0), (1, 0), (0, 1), (1, 1)]] == [R, R, G, G]
    top = [state.colour[c] for c in reversed(state.stock[-3:])]
    assert top == [1, 0, 1] and len(state.stock) == 59
    assert state.observation(None)["caught"] == [["red"], []]


def test_a_stacked_display_is_one_group_with_no_line_of_three_face_up() -> None:
    with pytest.raises(ValueError, match="one group"):
        deal(display=[down(0, 0, R), down(5, 5, G)])
    with pytest.raises(ValueError, match="line of three"):
        deal(display=[up(0, 0, R), up(1, 0, R), up(2, 0, R)])
    with pytest.raises(ValueError, match="more than the 1 red"):
        deal(display=[down(0, 0, R), down(1, 0, R)], reds=1)
    with pytest.raises(ValueError, match="fewer than 3 caught"):
        deal(caught=[[R, R, R], []])
