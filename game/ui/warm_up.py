"""What the main menu leaves for later, imported while it is shown: one module a frame, from the
frame after its first one on, so that the menu shows sooner (bench start) and the first table
still opens as fast as when everything was imported before the menu. Only the menu steps it (a
table's frames never wait for an import); a module imported already costs nothing."""

from __future__ import annotations

import importlib
import logging

from ..games import specs

log = logging.getLogger(__name__)

# The first table's heavy parts, leaves first so that no frame imports much at once: numpy and
# SQLite (the history), the bots' director, the table kit, the setup screen. Then each game's
# table and its bots' policy (games.spec), in the menu's order.
FIRST = (
    "numpy",
    "sqlite3",
    "game.store.history",
    "game.store.keep",
    "game.bots.director",
    "game.ui.kit.table",
    "game.store.levels",
    "game.ui.screens.setup",
)

_left: dict[str, list[str] | None] = {"modules": None}  # what is still to import, in order


def modules() -> list[str]:
    """Every module the warm-up imports, in its order."""
    names = list(FIRST)
    for spec in specs():
        for ref in (spec.table, spec.policy):
            if ref is not None:
                names.append(ref.where.partition(":")[0])
    return names


def step() -> bool:
    """Import the next module not imported yet; False once there is none left."""
    left = _left["modules"]
    if left is None:
        left = _left["modules"] = modules()
    while left:
        name = left.pop(0)
        try:
            importlib.import_module(name)
        except Exception as exc:  # it will be imported (and fail, loudly) where it is needed
            log.info("warm-up: %s not imported (%s: %s)", name, type(exc).__name__, exc)
        return True
    return False
