"""Key presses as the actions the player bound to them (settings.key_bindings), screen by screen.

Every screen asks `bound(window, symbol, modifiers, context)` which of its context's actions
(game/store/keys.py CONTEXTS) the key serves, so a rebinding in the settings reaches every screen.
"""

from __future__ import annotations

from typing import Protocol

import arcade

from ..store.keys import CONTEXTS
from ..store.settings import Settings

MODIFIER_KEYS = {"LSHIFT", "RSHIFT", "LCTRL", "RCTRL", "LALT", "RALT"}
# The main keyboard's Return, the keypad's Enter and arcade's ENTER are one key for the player.
SAME_KEY = {"RETURN": "ENTER", "NUM_ENTER": "ENTER"}

# arcade's key symbols by value, once. Some values have two names (RIGHT and MOTION_RIGHT, ENTER
# and RETURN): the plain one wins, the first in `dir` order among equals.
_NAMES: dict[int, str] = {}
for _motion in (False, True):
    for _name in dir(arcade.key):
        if _name.isupper() and not _name.startswith("MOD_") and _name.startswith("MOTION_") == _motion:
            _NAMES.setdefault(getattr(arcade.key, _name), _name)
_MODS = (("CTRL", arcade.key.MOD_CTRL), ("ALT", arcade.key.MOD_ALT), ("SHIFT", arcade.key.MOD_SHIFT))


def key_name(symbol: int, modifiers: int = 0) -> str | None:
    """The binding name of a key press ("W", "F11", "SHIFT+TAB"), or None for one we don't bind."""
    name = _NAMES.get(symbol)
    if name is None or name in MODIFIER_KEYS:
        return None
    name = SAME_KEY.get(name, name)
    return "".join(f"{mod}+" for mod, flag in _MODS if modifiers & flag) + name


class Bindings(Protocol):
    """What `bound` reads of the window: the player's settings (their key bindings)."""

    @property
    def settings(self) -> Settings: ...


def bound(window: Bindings, symbol: int, modifiers: int, context: str) -> set[str]:
    """The actions of `context` that this key press serves under the window's current bindings."""
    name = key_name(symbol, modifiers)
    if name is None:
        return set()
    bindings = window.settings.key_bindings
    return {a for a in CONTEXTS[context] if bindings.get(a) == name}
