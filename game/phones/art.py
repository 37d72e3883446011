"""The game's own pictures on the phones: the sprite files each game's page draws (its phone's
`art`, a fixed list of names in `sprites/<game>/`), served at `/art/<game>/<file>.png` and read
through `game.resources` like every other sprite (so it works installed from a wheel as from a
checkout).

Only the names a game's phone lists are served, each looked up by its exact name: no path is ever
built from what a client sent, so nothing else of `sprites/` (and nothing outside it) is reached.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path

from ..games import specs
from ..resources import data_file


@cache
def pictures() -> Mapping[str, frozenset[str]]:
    """Each game with a phone: the names of its sprites its page may draw."""
    return {spec.name: spec.phone.load().art for spec in specs() if spec.phone is not None}


def art_file(game: str, name: str) -> Path | None:
    """The sprite `name` of `game` if its page may have it (and it is shipped), else None."""
    names = pictures().get(game)
    if names is None or name not in names:
        return None
    try:
        return data_file("sprites", f"{game}/{name}")
    except FileNotFoundError:
        return None
