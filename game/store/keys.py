"""Key bindings: every action of the game with its default key, the screens they share, conflicts.

A key is named as arcade names it ("W", "SPACE", "ENTER", "ESCAPE", "F11", "UP", "KEY_1"…),
optionally after modifiers joined by "+": "SHIFT+TAB", "CTRL+Q". Names only: this module is
below the UI and does not import arcade; the UI turns names into key symbols.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import NamedTuple

from ..games import specs

MODIFIERS = ("SHIFT", "CTRL", "ALT")
_KEY = re.compile(r"(?:(?:SHIFT|CTRL|ALT)\+)*[A-Z][A-Z0-9_]*")

# Every action a player can bind, with its default key: the menus', every table's, each game's own
# (its spec's `keys`), then practice's.
_SHARED_KEYS: dict[str, str] = {
    # menus
    "menu_up": "UP",
    "menu_down": "DOWN",
    "menu_left": "LEFT",
    "menu_right": "RIGHT",
    "confirm": "ENTER",
    "back": "ESCAPE",
    # everywhere in a game
    "pause": "ESCAPE",
    "fullscreen": "F11",
    "show_rules": "F1",
    "peek_hand": "H",
    "history": "L",  # the table's full history (the log opened); H is the peek already
    "next_seat": "TAB",  # moves the pointer to the next face (keyboard play)
    "prev_seat": "SHIFT+TAB",
    "explain_terms": "F2",  # steps through the table's words and says what each means (kit/table_terms.py)
    "phone_code": "J",  # a phone seat's join code again (its phone dropped)
}
_PRACTICE_KEYS: dict[str, str] = {
    # the wink-spotting trainer: the number keys 1-8 name the faces, by their plates
    "spot": "SPACE",  # the face under the pointer winked
    "no_wink": "N",  # nobody winked (the untimed option)
}
DEFAULT_KEYS: dict[str, str] = {
    **_SHARED_KEYS,
    **{action: key for spec in specs() for action, key in spec.keys.items()},
    **_PRACTICE_KEYS,
}

_IN_GAME = (
    "pause",
    "fullscreen",
    "show_rules",
    "confirm",
    "peek_hand",
    "history",
    "next_seat",
    "prev_seat",
    "explain_terms",
    "phone_code",
)

# The screens on which actions share the keyboard: a key may serve only one action of a screen.
# (pause and back share Escape: they never live on the same screen.)
CONTEXTS: dict[str, tuple[str, ...]] = {
    "menus": ("menu_up", "menu_down", "menu_left", "menu_right", "confirm", "back", "fullscreen"),
    **{spec.context: (*_IN_GAME, *spec.keys) for spec in specs()},
    "practice": ("pause", "fullscreen", *_PRACTICE_KEYS),
}


class Conflict(NamedTuple):
    """Several actions of one screen bound to one key."""

    context: str
    key: str
    actions: tuple[str, ...]


def is_key_name(name: object) -> bool:
    """Whether `name` looks like a key name this module accepts ("W", "SHIFT+TAB", …)."""
    if not isinstance(name, str) or not _KEY.fullmatch(name):
        return False
    *mods, key = name.split("+")
    return len(set(mods)) == len(mods) and key not in MODIFIERS and not key.startswith("MOD_")


def split_key(name: str) -> tuple[frozenset[str], str]:
    """("SHIFT+TAB") -> ({"SHIFT"}, "TAB"): the modifiers and the key itself."""
    if not is_key_name(name):
        raise ValueError(f"{name!r} is not a key name")
    *mods, key = name.split("+")
    return frozenset(mods), key


def conflicts_by_context(bindings: Mapping[str, str]) -> list[Conflict]:
    """Every key that serves several actions of one screen, screen by screen."""
    out: list[Conflict] = []
    for context, actions in CONTEXTS.items():
        by_key: dict[str, list[str]] = {}
        for action in actions:
            key = bindings.get(action)
            if key:
                by_key.setdefault(key, []).append(action)
        out += [Conflict(context, key, tuple(acts)) for key, acts in by_key.items() if len(acts) > 1]
    return out


def binding_conflicts(bindings: Mapping[str, str]) -> list[tuple[str, ...]]:
    """The groups of actions that share a key on some screen (each group once). Not fatal:
    the settings screen shows them and the player decides."""
    groups: list[tuple[str, ...]] = []
    for conflict in conflicts_by_context(bindings):
        if conflict.actions not in groups:
            groups.append(conflict.actions)
    return groups
