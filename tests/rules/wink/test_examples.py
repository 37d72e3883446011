"""The worked examples of the rule texts, replayed with stacked decks."""

from __future__ import annotations

from game.rules.wink import Accuse, Call, Name

from .helpers import stacked

# Seed 000 (Letheia WINK): Matthieu, Gabriel, Stéphanie, François.
SEED000 = ("Matthieu", "Gabriel", "Stéphanie", "François")
HANDS000 = [
    [1, 2, 3, 4, 5, 6, 7, 9],
    [25, 10, 11, 12, 13, 14, 15, 16],
    [17, 18, 19, 20, 21, 22, 23, 24],
    [26, 27, 28, 29, 30, 31, 32, 33],
]


def test_seed000_matthieu_calls_25_and_gabriel_holds_it() -> None:
    state = stacked("wink-fr", HANDS000, SEED000)
    events = state.apply(Call(0, 25))  # « j'appelle le 25 »
    assert events[0].data == {"seat": 0, "number": 25}
    assert state.wink_targets(1) == [0]  # Gabriel must wink at Matthieu before his next turn
    assert all(state.wink_targets(s) == [] for s in (0, 2, 3))


def test_seed000_matthieu_names_gabriel() -> None:
    state = stacked("wink-fr", HANDS000, SEED000)
    state.apply(Call(0, 25))
    for c in (8, 34, 35):
        state.apply(Call(state.current, c))
    assert state.current == 0 and state.step.name == "NAME"
    events = state.apply(Name(0, 1))  # « c'est Gabriel qui a le n°25 »
    assert events[0].kind == "named_right"
    assert state.won_grid[0] == [25] and state.won_twins[1] == [25]  # face up in front of both


def test_seed000_stephanie_accuses_gabriel_of_holding_25() -> None:
    state = stacked("wink-fr", HANDS000, SEED000)
    state.apply(Call(0, 25))
    events = state.apply(Accuse(2, 1, 25))  # « Gabriel a la carte WINK 25 »
    assert events[0].data["right"] is True
    assert sorted(state.won_grid[2] + state.won_twins[2]) == [25, 25]
    assert state.accuse_front[2] == 1 and state.accuse_left[2] == 3  # laid in front, not reusable
    assert state.pawn[0] == 25 and 25 not in state.occupied  # Matthieu has no partner now
    for c in (8, 34, 35):
        state.apply(Call(state.current, c))
    assert state.current == 0 and state.step.name == "CALL"  # he simply calls again


# Seed 001 (Blue Orange Wink): "I am looking for the number seven!", Bob holds it.
SEED001 = ("You", "Bob", "Carla", "Dan")
HANDS001 = [
    [1, 2, 3, 4, 5, 6, 8],
    [7, 9, 10, 11, 12, 13, 14],
    [15, 16, 17, 18, 19, 20, 21],
    [22, 23, 24, 25, 26, 27, 28],
]


def test_seed001_looking_for_seven_then_bob_you_have_the_number_seven() -> None:
    state = stacked("wink-en", HANDS001, SEED001)
    state.apply(Call(0, 7))  # "I am looking for the number seven!"
    for c in (29, 30, 31):  # the first round: everyone places once
        state.apply(Call(state.current, c))
    assert state.step.name == "NAME"
    events = state.apply(Name(0, 1))  # "Bob, you have the number seven!"
    assert events[0].kind == "named_right"
    assert state.won_grid[0] == [7] and state.won_twins[1] == [7]
    state.apply(Call(0, 32))  # the turn continues as normal with a new call
    assert state.pawn[0] == 32


def test_seed001_j_accuse_bob_you_have_the_number_seven() -> None:
    state = stacked("wink-en", HANDS001, SEED001)
    state.apply(Call(0, 7))
    events = state.apply(Accuse(2, 1, 7))  # "J'ACCUSE Bob! You have the number seven!"
    assert events[0].data["right"] is True
    assert state.accuse_spent[2] == 1 and state.accuse_front[2] == 0  # discarded either way
    assert state.pawn[0] == 7  # the token stays on the now empty space
    assert state.score(2) == 2 + 3


def test_seed001_a_wrong_name_turns_seven_face_down_and_bob_keeps_his_card_silently() -> None:
    state = stacked("wink-en", HANDS001, SEED001)
    state.apply(Call(0, 7))
    for c in (29, 30, 31):
        state.apply(Call(state.current, c))
    events = state.apply(Name(0, 3))
    assert state.grid[7] == 1  # face down: cannot be matched for the rest of the game
    assert 7 in state.dead[1]
    assert [e.kind for e in events if e.to is None] == ["named_wrong"]
