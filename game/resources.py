"""Where the shipped data lives: sprites/, sounds/ and levels/.

Two layouts, both read straight from the file system, never through the working directory:

- installed from a wheel (pip, pipx): inside the package, next to this module (game/sprites/...;
  setup.py maps the top-level folders to game.sprites, game.sounds and game.levels);
- a source checkout or an editable install: at the top of the repository, beside game/.

`importlib.resources.files()` is not used: the data folders hold no `__init__.py`, so an installed
wheel hands them back as namespace packages (a MultiplexedPath, which `Path(str(...))` garbles).
"""

from __future__ import annotations

from pathlib import Path

DATA_DIRS = ("sprites", "sounds", "levels")

PACKAGE = Path(__file__).parent


def candidates(name: str) -> list[Path]:
    """The folders `name` may be in, in the order they are tried."""
    here = [PACKAGE, PACKAGE.resolve()]  # resolved too: an editable install may link the files
    found: list[Path] = []
    for base in here:
        for folder in (base / name, base.parent / name):
            if folder not in found:
                found.append(folder)
    return found


def data_dir(name: str) -> Path:
    """The folder of one kind of shipped data (raises FileNotFoundError, naming it, if it is missing)."""
    if name not in DATA_DIRS:
        raise ValueError(f"unknown data folder {name!r}")
    for folder in candidates(name):
        if folder.is_dir():
            return folder
    raise FileNotFoundError(f"missing game data folder {name}/ (reinstall the game?)")


def data_file(name: str, relative: str) -> Path:
    """One shipped file, e.g. data_file("sprites", "wink/card_25.png"); a missing one says which."""
    try:
        path = data_dir(name) / relative
    except FileNotFoundError:
        path = None
    if path is None or not path.is_file():
        raise FileNotFoundError(f"missing game data file {name}/{relative} (reinstall the game?)")
    return path
