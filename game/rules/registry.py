"""The three engines by name, loaded on first use."""

from __future__ import annotations

import importlib

from .core import Engine

GAMES = ("wink", "winkybilly", "zwoggel")


def engine(name: str) -> Engine:
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")
    return importlib.import_module(f"game.rules.{name}").ENGINE
