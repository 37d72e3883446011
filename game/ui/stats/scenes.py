"""The statistics screen and the games list as the screenshot scenes show them: over a sample
history (sample.py) made in a new temporary folder at each call, never the player's own."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from ..routes import build
from .sample import PLAYER, sample_history


def scratch(seed: int) -> Any:
    """A new sample history in a new temporary folder."""
    return sample_history(Path(tempfile.mkdtemp(prefix="winkhouse-stats-")) / "history.sqlite3", seed)


def stats(seed: int) -> Any:
    """The player's Wink page, the focus on the accusations (their chart shown)."""
    view = build("stats", PLAYER, "wink", history=scratch(seed))
    assert view.menu is not None
    view.menu.selected = 4
    return view


def games(seed: int) -> Any:
    return build("games", PLAYER, None, history=scratch(seed))
