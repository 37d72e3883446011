"""Key bindings: a default for every action, per-screen conflicts, key names."""

from __future__ import annotations

import pytest

from game.store.keys import (
    CONTEXTS,
    DEFAULT_KEYS,
    Conflict,
    binding_conflicts,
    conflicts_by_context,
    is_key_name,
    split_key,
)

BRIEF = {
    "menu_up": "UP",
    "menu_down": "DOWN",
    "menu_left": "LEFT",
    "menu_right": "RIGHT",
    "confirm": "ENTER",
    "back": "ESCAPE",
    "pause": "ESCAPE",
    "fullscreen": "F11",
    "wink": "W",
    "signal": "S",
    "winky": "Y",
    "contre_winky": "C",
    "double_winky": "D",
    "done": "SPACE",
    "accuse": "A",
    "pass_naming": "P",
    "peek_hand": "H",
    "swap": "E",
    "reveal": "R",
    "next_seat": "TAB",
    "prev_seat": "SHIFT+TAB",
}


def test_every_action_of_the_game_has_its_default_key() -> None:
    assert {a: DEFAULT_KEYS.get(a) for a in BRIEF} == BRIEF
    assert all(is_key_name(k) for k in DEFAULT_KEYS.values())


def test_every_action_belongs_to_a_screen_and_every_screen_action_exists() -> None:
    in_contexts = {a for actions in CONTEXTS.values() for a in actions}
    assert in_contexts == set(DEFAULT_KEYS)


def test_the_defaults_have_no_conflict() -> None:
    assert conflicts_by_context(DEFAULT_KEYS) == []
    assert binding_conflicts(DEFAULT_KEYS) == []


def test_two_actions_of_one_screen_on_one_key_are_reported_not_refused() -> None:
    bindings = {**DEFAULT_KEYS, "accuse": "W"}
    assert conflicts_by_context(bindings) == [Conflict("wink", "W", ("wink", "accuse"))]
    assert binding_conflicts(bindings) == [("wink", "accuse")]


def test_a_shared_action_conflicting_on_several_screens_is_reported_once_per_group() -> None:
    bindings = {**DEFAULT_KEYS, "peek_hand": "F11"}
    assert {c.context for c in conflicts_by_context(bindings)} == {"wink", "winkybilly", "zwoggel"}
    assert binding_conflicts(bindings) == [("fullscreen", "peek_hand")]


def test_one_key_on_different_screens_is_no_conflict() -> None:
    assert DEFAULT_KEYS["place"] == DEFAULT_KEYS["pass_naming"]  # Zwoggel and Wink
    assert DEFAULT_KEYS["pause"] == DEFAULT_KEYS["back"]  # game and menus


@pytest.mark.parametrize("name", ["W", "SPACE", "F11", "KEY_1", "NUM_ENTER", "SHIFT+TAB", "CTRL+ALT+Q"])
def test_key_names_that_are_accepted(name: str) -> None:
    assert is_key_name(name)


@pytest.mark.parametrize(
    "name", ["", "w", "SHIFT", "SHIFT+", "+W", "SHIFT+SHIFT+W", "MOD_SHIFT", "A B", "Ü", 5, None, "SUPER+W"]
)
def test_key_names_that_are_refused(name: object) -> None:
    assert not is_key_name(name)


def test_split_key_separates_the_modifiers() -> None:
    assert split_key("SHIFT+TAB") == (frozenset({"SHIFT"}), "TAB")
    assert split_key("W") == (frozenset(), "W")
    with pytest.raises(ValueError, match="not a key name"):
        split_key("shift+tab")
