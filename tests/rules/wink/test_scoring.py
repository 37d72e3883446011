"""Scoring and each preset's tie-break chain (RULES.md §1.4)."""

from __future__ import annotations

from game.rules.wink import WinkState, result

from .helpers import NAMES4, stacked

HANDS = [[1, 2], [3, 4], [5, 6], [7, 8]]


def table(preset: str, won: list[int], accuse_left: list[int], **extra: list[int]) -> WinkState:
    """A finished-looking table: `won[s]` cards won by seat s, and the given counters."""
    state = stacked(preset, HANDS, NAMES4)
    for s, k in enumerate(won):
        state.won_grid[s] = list(range(20 + 2 * s, 20 + 2 * s + k))
    state.accuse_left = list(accuse_left)
    for field, values in extra.items():
        setattr(state, field, values)
    return state


def test_score_is_won_cards_plus_unused_accuse_cards() -> None:
    state = table("wink-en", [2, 0, 1, 0], [4, 1, 0, 2])
    state.won_twins[1] = [9]
    assert state.scores() == [6, 2, 1, 2]


def test_cards_left_in_hand_score_nothing() -> None:
    state = table("wink-en", [0, 0, 0, 0], [0, 0, 0, 0])
    assert state.scores() == [0, 0, 0, 0] and all(state.hand_count(s) == 2 for s in range(4))


def test_face_down_cards_and_accuse_cards_in_front_score_nothing_wink_fr() -> None:
    state = table("wink-fr", [0, 0, 0, 0], [0, 0, 0, 0], accuse_front=[2, 0, 0, 0])
    state.face_down[0] = [3]
    assert state.score(0) == 0


def test_highest_score_wins_outright() -> None:
    res = result(table("wink-fr", [3, 1, 0, 0], [1, 1, 1, 1]))
    assert res.winners == [0] and res.decided_by == "score"


def test_wink_fr_tiebreak_most_accuse_cards_laid_in_front() -> None:
    res = result(table("wink-fr", [3, 3, 0, 0], [1, 1, 1, 1], accuse_front=[0, 2, 1, 0]))
    assert res.winners == [1] and res.decided_by == "most accuse cards laid in front"


def test_wink_fr_second_tiebreak_most_face_down_cards_in_front() -> None:
    state = table("wink-fr", [3, 3, 0, 0], [1, 1, 1, 1], accuse_front=[1, 1, 0, 0])
    state.face_down = [[5], [], [], []]
    res = result(state)
    assert res.winners == [0] and res.decided_by == "most face-down cards in front"


def test_wink_en_tiebreak_fewest_accuse_cards_left() -> None:
    # 3+1 = 4 and 2+2 = 4: the one who used more accuse cards wins.
    res = result(table("wink-en", [3, 2, 0, 0], [1, 2, 0, 0]))
    assert res.winners == [0] and res.decided_by == "fewest accuse cards left"


def test_wink_en_second_tiebreak_fewest_face_cards_in_hand() -> None:
    state = table("wink-en", [3, 3, 0, 0], [1, 1, 0, 0])
    state.dead[1] = {30}  # a dead twin still counts as a card in hand
    res = result(state)
    assert res.winners == [0] and res.decided_by == "fewest cards left in hand"


def test_zwinkern_fr_tiebreak_fewest_spy_cards_left() -> None:
    res = result(table("zwinkern-fr", [3, 2, 0, 0], [1, 2, 0, 0]))
    assert res.winners == [0]


def test_zwinkern_en_tiebreak_most_big_eyes_left_as_written() -> None:
    res = result(table("zwinkern-en", [3, 2, 0, 0], [1, 2, 0, 0]))
    assert res.winners == [1] and res.decided_by == "most accuse cards left"


def test_zwinkern_en_shared_victory_when_still_tied() -> None:
    res = result(table("zwinkern-en", [3, 3, 0, 0], [1, 1, 0, 0]))
    assert res.winners == [0, 1] and res.decided_by == "shared victory"


def test_a_tie_left_after_the_chain_is_shared_in_every_preset() -> None:
    for preset in ("wink-fr", "wink-en", "zwinkern-fr"):
        res = result(table(preset, [2, 2, 0, 0], [1, 1, 1, 1]))
        assert res.winners == [0, 1] and res.decided_by == "shared victory"
