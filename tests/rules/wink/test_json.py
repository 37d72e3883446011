"""Saved games that are damaged or of another kind give a clear error, never a crash."""

from __future__ import annotations

import pytest

from game.rules.wink import Accuse, from_json, new_game
from game.rules.wink.actions import action_from_json, action_to_json


def test_a_save_of_another_game_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'zwoggel'"):
        from_json({"game": "zwoggel", "version": 1})


def test_a_save_of_a_newer_version_is_refused() -> None:
    data = new_game("wink-fr", 4, seed=0).to_json()
    data["version"] = 99
    with pytest.raises(ValueError, match="version 99"):
        from_json(data)


def test_a_damaged_save_names_what_is_missing() -> None:
    data = new_game("wink-fr", 4, seed=0).to_json()
    del data["hands"]
    with pytest.raises(ValueError, match="hands"):
        from_json(data)


def test_actions_round_trip_and_malformed_ones_are_refused() -> None:
    a = Accuse(2, 1, 25)
    assert action_from_json(action_to_json(a)) == a
    with pytest.raises(ValueError, match="not a Wink action"):
        action_from_json({"kind": "wink", "seat": 1})
