"""Where the shipped data lives: sprites/, sounds/ and levels/ at the top of the repository.

A wheel installs them inside the package (game.sprites, game.sounds, game.levels; see setup.py);
a source checkout or an editable install reads them from the repository itself. Nothing here
depends on the working directory.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

DATA_DIRS = ("sprites", "sounds", "levels")


def data_dir(name: str) -> Path:
    """The folder of one kind of shipped data."""
    if name not in DATA_DIRS:
        raise ValueError(f"unknown data folder {name!r}")
    try:
        return Path(str(resources.files(f"game.{name}")))
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[1] / name


def data_file(name: str, relative: str) -> Path:
    """One shipped file, e.g. data_file("sprites", "wink/card_25.png"); a missing one says which."""
    path = data_dir(name) / relative
    if not path.is_file():
        raise FileNotFoundError(f"missing game data file {name}/{relative} (reinstall the game?)")
    return path
