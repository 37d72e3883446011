"""Setup rules of the four Wink presets (RULES.md §1.2, §1.4)."""

from __future__ import annotations

import random

import pytest

from game.rules.wink import PRESETS, new_game, observation
from game.rules.wink.observe import hide_others
from game.rules.wink.table import UP

DEALS = {
    "wink-fr": {4: 8, 5: 6, 6: 5, 7: 4, 8: 4},
    "wink-en": {4: 7, 5: 6, 6: 5, 7: 4, 8: 4},
    "zwinkern-fr": {3: 9, 4: 8, 5: 6, 6: 5},
    "zwinkern-en": {3: 9, 4: 8, 5: 6, 6: 5},
}
ACCUSE = {
    "wink-fr": {n: 4 for n in range(4, 9)},
    "wink-en": {n: 4 for n in range(4, 9)},
    "zwinkern-fr": {3: 4, 4: 4, 5: 3, 6: 3},
    "zwinkern-en": {3: 4, 4: 4, 5: 3, 6: 3},
}
CASES = [(p, n) for p, table in DEALS.items() for n in table]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_deal_per_player_count(preset: str, players: int) -> None:
    state = new_game(preset, players, seed=players)
    k = DEALS[preset][players]
    assert [len(h) for h in state.hands] == [k] * players
    assert len(state.aside) == 36 - k * players
    dealt = set().union(*state.hands)
    assert dealt | state.aside == set(range(1, 37)) and not dealt & state.aside


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_accuse_cards_per_player_count(preset: str, players: int) -> None:
    state = new_game(preset, players, seed=0)
    assert state.accuse_left == [ACCUSE[preset][players]] * players


@pytest.mark.parametrize("preset", list(PRESETS))
def test_grid_is_six_by_six_face_up_shuffled(preset: str) -> None:
    a, b = new_game(preset, 4, seed=1), new_game(preset, 4, seed=2)
    assert sorted(a.grid_layout) == list(range(1, 37))
    assert all(a.grid[c] == UP for c in range(1, 37))
    assert a.grid_layout != b.grid_layout


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_extra_card_option_deals_one_more_below_eight_players(players: int) -> None:
    plain = new_game("wink-en", players, seed=3)
    extra = new_game("wink-en", players, seed=3, extra_card=True)
    assert len(extra.hands[0]) == len(plain.hands[0]) + 1


def test_extra_card_refused_with_eight_players_and_in_other_presets() -> None:
    with pytest.raises(ValueError, match="fewer than 8"):
        new_game("wink-en", 8, seed=0, extra_card=True)
    with pytest.raises(ValueError, match="no extra-card option"):
        new_game("wink-fr", 4, seed=0, extra_card=True)


@pytest.mark.parametrize(("preset", "players"), [("wink-fr", 3), ("wink-en", 9), ("zwinkern-fr", 7)])
def test_player_count_outside_the_preset_is_refused(preset: str, players: int) -> None:
    with pytest.raises(ValueError, match="players"):
        new_game(preset, players, seed=0)


def test_unknown_preset_is_refused_with_the_known_names() -> None:
    with pytest.raises(ValueError, match="wink-fr"):
        new_game("wink-de", 4, seed=0)


def test_first_player_is_drawn_from_the_seed() -> None:
    firsts = {new_game("wink-fr", 6, seed=s).current for s in range(40)}
    assert len(firsts) > 1
    assert new_game("wink-fr", 6, seed=7).current == new_game("wink-fr", 6, seed=7).current
    assert new_game("wink-fr", 6, seed=7, first_seat=4).current == 4


@pytest.mark.parametrize("preset", list(PRESETS))
def test_undealt_cards_are_unknown_to_everyone(preset: str) -> None:
    state = new_game(preset, 5, seed=11)
    for seat in range(5):
        obs = observation(state, seat)
        assert obs["aside"] == len(state.aside)  # a count, never the cards
        other = hide_others(state, seat, random.Random(seat))
        assert other.aside != state.aside
        assert observation(other, seat) == obs


def test_first_turn_has_no_naming_step() -> None:
    state = new_game("wink-fr", 4, seed=0)
    assert state.step.name == "CALL"
    assert all(p is None for p in state.pawn)
