"""The statistics screen and the games list as the screenshot scenes show them: over a sample
history (sample.py) made in a new temporary folder at each call, never the player's own. The
games list's newest game is a real one, played by bots with the player's name at seat 1 and kept
with its recording by `simulate --record` (in a process of its own, pointed at that folder), so
it can be watched; the sample games before it have no recording left."""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from ...again import game_command
from ...games import specs
from ...store.files import ENV_DIR
from ...store.history import FILE, History
from ..routes import build
from .sample import PLAYER, add_sample, sample_history


def scratch(seed: int) -> Any:
    """A new sample history in a new temporary folder."""
    return sample_history(Path(tempfile.mkdtemp(prefix="winkhouse-stats-")) / FILE, seed)


def played(folder: Path, seed: int) -> None:
    """One game of bots of the first game (Wink), seat 1 kept as the player's, recorded into
    `folder`'s history."""
    game = specs()[0].name
    args = ["simulate", game, "--bots", "normal", "--players", "5", "--games", "1", "--seed", str(seed)]
    command = game_command(*args, "--record", "--as-player", PLAYER)
    subprocess.run(command, env={**os.environ, ENV_DIR: str(folder)}, check=True, capture_output=True)


def stats(seed: int) -> Any:
    """The player's page of the first game (Wink), the focus on its second row (the accusations,
    their chart shown)."""
    view = build("stats", PLAYER, specs()[0].name, history=scratch(seed))
    assert view.menu is not None
    view.menu.selected = 4
    return view


def games(seed: int) -> Any:
    folder = Path(tempfile.mkdtemp(prefix="winkhouse-games-"))
    history = History(folder / FILE)
    add_sample(history, seed)
    played(folder, seed)
    return build("games", PLAYER, None, history=history)
