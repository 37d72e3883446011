"""Package layout only (metadata is in pyproject.toml).

The art, sounds and level data live at the top of the repository (sprites/, sounds/, levels/)
and are installed inside the package as game/sprites, game/sounds and game/levels; the i18n
catalogue (game/i18n/<lang>/*.toml), the rules texts (game/i18n/rules/<lang>/*.md) and the phones'
page (game/phones/page/: html, js, css) ship too.
Every data folder is listed as a (namespace) package so that setuptools installs its files
without warnings; game/resources.py reads them from the file system, not as packages.
"""

from setuptools import find_namespace_packages, setup

DATA = {"game.sprites": "sprites", "game.sounds": "sounds", "game.levels": "levels"}
DATA_FILES = ["*.png", "*.json", "*.wav", "*.toml", "*.md", "*.html", "*.js", "*.css"]
SKIP = ["*__pycache__*"]


def data_packages() -> list[str]:
    """game.sprites, game.sprites.wink, game.sprites.faces.face_0, ...: every folder of data."""
    found = []
    for package, folder in DATA.items():
        found.append(package)
        found += [f"{package}.{sub}" for sub in find_namespace_packages(where=folder, exclude=SKIP)]
    return found


setup(
    packages=[*find_namespace_packages(include=["game", "game.*"], exclude=SKIP), *data_packages()],
    package_dir={"game": "game", **DATA},
    package_data={"": DATA_FILES},
    include_package_data=False,
)
