"""WinkyBilly setup (RULES.md §2.1–2.3): teams, seats, the deal, the saloon, tokens, options."""

from __future__ import annotations

import pytest

from game.rules.winkybilly import CARDS, TYPES, Phase, WinkyBillyConfig, is_set, new_game
from game.rules.winkybilly.cards import COPIES, describe, type_name
from game.rules.winkybilly.scenario import MIXED, four, table

PILE = {4: 58, 6: 50, 8: 42, 10: 34}


@pytest.mark.parametrize("players", [4, 6, 8, 10])
def test_teams_of_two_seated_alternately_partners_never_side_by_side(players: int) -> None:
    state = new_game(players, seed=players)
    teams = players // 2
    assert [state.team(s) for s in range(players)] == [s % teams for s in range(players)]
    for s in range(players):
        p = state.partner(s)
        assert p != s and state.partner(p) == s and state.team(p) == state.team(s)
        assert p not in ((s + 1) % players, (s - 1) % players)
    assert sorted(state.seats_of(t)[1] for t in range(teams)) == list(range(teams, players))


@pytest.mark.parametrize("players", [4, 6, 8, 10])
def test_four_cards_each_a_saloon_of_four_and_the_rest_is_the_pile(players: int) -> None:
    state = new_game(players, seed=1)
    assert [len(h) for h in state.hands] == [4] * players
    assert len(state.saloon) == 4 and len(state.pile) == PILE[players]
    every = [c for h in state.hands for c in h] + state.saloon + state.pile
    assert sorted(every) == list(range(CARDS))


@pytest.mark.parametrize("players", [4, 6, 8, 10])
def test_two_tokens_a_player_make_four_per_team(players: int) -> None:
    state = new_game(players, seed=0)
    assert state.tokens == [4] * (players // 2) and state.scores() == [4] * players


@pytest.mark.parametrize("players", [0, 2, 3, 5, 7, 12])
def test_four_to_ten_players_in_even_numbers_only(players: int) -> None:
    with pytest.raises(ValueError, match="4, 6, 8 or 10"):
        new_game(players, seed=0)


def test_seventy_eight_cards_thirteen_western_types_of_six() -> None:
    assert CARDS == 78 and len(TYPES) == 13 and len(set(TYPES)) == 13 and COPIES == 6
    assert [type_name(c) for c in range(6)] == ["sheriff"] * 6 and type_name(77) == "blacksmith"


def test_the_deal_is_seeded() -> None:
    a, b, c = new_game(6, seed=11), new_game(6, seed=11), new_game(6, seed=12)
    assert a.hands == b.hands and a.saloon == b.saloon and a.pile == b.pile
    assert (a.hands, a.pile) != (c.hands, c.pile)


def test_the_game_opens_with_the_countdown_of_three_seconds() -> None:
    state = new_game(4, seed=0)
    assert state.phase is Phase.COUNTDOWN and state.t == 0.0 and state.go_at == 3.0
    assert state.countdown_left() == 3.0 and state.phases == 1 and not any(state.done)


def test_a_stacked_deal_gives_each_seat_the_named_cards() -> None:
    state = table([four("sheriff"), MIXED, ["outlaw"] * 3 + ["deputy"], MIXED], pile=["preacher"])
    assert [type_name(c) for c in state.hands[0]] == ["sheriff"] * 4
    assert describe(state.hands[2]) == "3 outlaws and 1 deputy"
    assert [type_name(c) for c in state.saloon] == ["rancher", "preacher", "bartender", "undertaker"]
    assert type_name(state.pile[-1]) == "preacher"


def test_a_stacked_deal_has_only_six_cards_of_a_type() -> None:
    with pytest.raises(ValueError, match="only 6 cards of sheriff"):
        table([four("sheriff"), four("sheriff"), MIXED, MIXED])
    with pytest.raises(ValueError, match="not a WinkyBilly card type"):
        table([four("marshal"), MIXED, MIXED, MIXED])
    with pytest.raises(ValueError, match="4 hands of 4 cards"):
        table([MIXED, MIXED, MIXED, ["sheriff"]])


def test_no_redeal_of_a_dealt_set_by_default_w15() -> None:
    state = table([four("sheriff"), MIXED, MIXED, MIXED])
    assert is_set(state.hands[0])


def test_redeal_option_deals_a_dealt_set_again_w15() -> None:
    state = table([four("sheriff"), MIXED, MIXED, MIXED], redeal_sets=True)
    assert not is_set(state.hands[0]) and len(state.hands[0]) == 4
    assert sorted(c for h in state.hands for c in h) != list(range(16))


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="idle timeout"):
        new_game(4, seed=0, idle_timeout_s=0)
    with pytest.raises(ValueError, match="3 names for 4 players"):
        new_game(4, seed=0, names=("a", "b", "c"))
    with pytest.raises(ValueError, match="stacked tokens"):
        table([MIXED] * 4, tokens=[9, 4])
    assert WinkyBillyConfig().players == 4 and not WinkyBillyConfig().kems_style


def test_seat_names_default_and_given() -> None:
    assert new_game(4, seed=0).names == ("Player 1", "Player 2", "Player 3", "Player 4")
    assert new_game(4, seed=0, names=("Ann", "Bo", "Cy", "Di")).observation(0)["names"][2] == "Cy"
