"""The three engines by name, loaded on first use, and a save of any of them read back."""

from __future__ import annotations

import importlib
from typing import Any

from . import saves
from .engine import Engine

GAMES = ("wink", "winkybilly", "zwoggel")


def engine(name: str) -> Engine:
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")
    return importlib.import_module(f"game.rules.{name}").ENGINE


def load_state(text: str | bytes) -> Any:
    """The game saved as JSON `text` by any engine's `to_json`; SaveError otherwise (`saves.load_state`)."""
    return saves.load_state(text, {name: engine(name) for name in GAMES})
