"""Package layout only (metadata is in pyproject.toml).

The art, sounds and level data live at the top of the repository (sprites/, sounds/, levels/)
and are installed inside the package as game.sprites, game.sounds and game.levels.
"""

from setuptools import find_packages, setup

DATA = {"game.sprites": "sprites", "game.sounds": "sounds", "game.levels": "levels"}

setup(
    packages=[*find_packages(include=["game", "game.*"]), *DATA],
    package_dir={"game": "game", **DATA},
    package_data={
        "game.sprites": ["*.png", "*/*.png", "*/*/*.png", "*/*/*.json"],
        "game.sounds": ["*.wav", "*/*.wav"],
        "game.levels": ["*.toml", "*/*.toml"],
        "game.i18n": ["*/*.toml", "rules/*/*.md"],
    },
)
