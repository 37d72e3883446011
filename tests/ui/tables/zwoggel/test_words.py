"""The Zwoggel table in words: every event a player should follow has its line, in both languages."""

from __future__ import annotations

import pytest

from game.i18n import current_language, set_language
from game.rules.core import Event
from game.rules.zwoggel import new_game
from game.ui.tables.zwoggel.words import describe

NAMES = ["Alex", "Sam", "Margot"]


@pytest.mark.parametrize(
    ("lang", "other", "you"),
    [
        ("en", "Sam lays a card face down.", "You lay a card face down."),
        ("fr", "Sam pose une carte face cachée.", "Vous posez une carte face cachée."),
    ],
)
def test_a_card_laid_face_down_is_told_without_its_colour(lang: str, other: str, you: str) -> None:
    before = current_language()
    set_language(lang)
    try:
        place = Event("place", {"seat": 1, "cell": [2, -1]})
        assert describe(place, 0, NAMES) == other and describe(place, None, NAMES) == other
        assert describe(place, 1, NAMES) == you
    finally:
        set_language(before)


def test_the_drawn_cards_are_told_in_the_order_the_hand_strip_shows_them() -> None:
    told = []
    for seed in range(40):  # turns until the colours come out of the stock in an order not sorted
        state = new_game(seed=seed, players=2)
        events = []
        while state.phase.name != "PLACE":
            events += state.apply(state.legal_actions(state.current)[0])
        drawn = next(e for e in events if e.kind == "drawn")
        hand = state.observation(state.current)["hand"]  # what the hand strip shows, in order
        if drawn.data["colours"] != hand:
            told.append(describe(drawn, state.current, NAMES))
            assert told[-1] == "You drew: " + ", ".join(hand) + "."
    assert told  # (some deal drew its colours out of order)
