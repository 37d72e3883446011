"""Kept games for the scenes `continue` (the main menu with unfinished games) and `saved-games`
(their list): games played by random moves, kept in a scene's own temporary folder (never the
player's)."""

from __future__ import annotations

import atexit
import random
import shutil
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from ..games import specs
from ..store.saves import Shelf, save_record
from .seating import table_setup

# One kept game of each of the first games, in the menu's order: (players, humans' names, moves
# played, minutes ago); the players moved to the nearest table the game deals.
KEPT = (
    (6, ("You", "Priya", "Tom"), 14, 5),
    (4, ("You",), 30, 135),
    (3, ("You", "Sam"), 9, 60 * 26),
)


def scene_shelf(seed: int) -> Shelf:
    """A temporary folder holding the kept games of KEPT (played from `seed`), one of each game."""
    folder = Path(tempfile.mkdtemp(prefix="winkhouse-scene-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)  # the scene's folder goes with it
    shelf = Shelf(folder / "saves")
    now = time.time()
    for k, (spec, (wished, humans, moves, minutes)) in enumerate(zip(specs(), KEPT, strict=False)):
        game, players = spec.name, spec.fit(wished, {})[0]
        setup = table_setup(game, seed + k, players, len(humans))
        seats = list(setup.seats)
        for i, name in enumerate(humans):
            seats[i] = replace(seats[i], name=name)
        setup = replace(setup, seats=tuple(seats))
        state = setup.new_state()
        engine, rng = spec.engine, random.Random(seed + k)
        for _ in range(moves):
            if len(state.history) >= moves:
                break
            engine.random_step(state, rng)
        saved_at = now - minutes * 60
        shelf.write(
            shelf.new_path(game, saved_at), save_record(setup, state.to_json(), moves * 7.0, saved_at)
        )
    return shelf
