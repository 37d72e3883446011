"""Resuming a kept game: its file read again (it may have changed since the list was made), the
same table put back where it was (the engine's state replayed from the save; faces start afresh),
keeping itself in the same file. A file that no longer loads is set aside with one notice, and
the menu comes back instead."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..store.saves import BadSave, Shelf, read_save, set_aside


def resumed_table(path: Path) -> Any:
    """The table of the game kept in `path`, or the main menu if it cannot be resumed."""
    from .routes import screen, table

    try:
        saved = read_save(path)
    except BadSave as exc:
        set_aside(path, exc)
        return screen("menu")()
    view = table(saved.game)(saved.setup, saved.state)
    view.keep(Shelf(path.parent), path, saved.played_s)
    return view
