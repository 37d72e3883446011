"""The player's own face and name, chosen once (the "You" screen) and kept in the settings: every
table seats the player (the first human seat) with them, and no bot wears that face.

A name is at most NAME_MAX printable characters, without spaces at its ends; "" means the
default, "You" in the player's language. `name_problem` says what is wrong with a typed name,
as a catalogue key and its values, for the screen to word.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

FACES = 8  # the portraits of sprites/faces/face_N
DEFAULT_FACE = 7  # the face no bot of a default table wears (the personalities fill from face 0)
NAME_MAX = 14  # characters: what a name plate shows whole


def is_face(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < FACES


def is_stored_name(value: Any) -> bool:
    """A name as the settings keep it (checked on load): short, printable, trimmed."""
    if not isinstance(value, str):
        return False
    return len(value) <= NAME_MAX and value.isprintable() and value == value.strip()


def name_problem(name: str, bots: Iterable[str] = ()) -> tuple[str, dict[str, object]] | None:
    """Why `name` cannot be the player's (a `player.*` key and its values), or None. `bots`: the
    bots' names at the tables, which a player may not take (a bot would be renamed "… 2")."""
    if len(name) > NAME_MAX:
        return "player.too_long", {"most": NAME_MAX}
    if not name.isprintable():
        return "player.not_printable", {}
    trimmed = name.strip()
    if trimmed.casefold() in {b.casefold() for b in bots}:
        return "player.bot_name", {"name": trimmed}
    return None
