"""The three engines by name, loaded on first use, and a save of any of them read back."""

from __future__ import annotations

import importlib
import json
from typing import Any

from .core import Engine, SaveError, no_constant, short_reason, short_repr

GAMES = ("wink", "winkybilly", "zwoggel")


def engine(name: str) -> Engine:
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")
    return importlib.import_module(f"game.rules.{name}").ENGINE


def load_state(text: str | bytes) -> Any:
    """The game saved as JSON `text` by any engine's `to_json` (dispatching on its "game" field).

    Anything else raises SaveError with the reason: see `SaveError`.
    """
    try:
        data = json.loads(text, parse_constant=no_constant)
    except (ValueError, TypeError, RecursionError) as exc:
        raise SaveError(f"not a saved game: the text is not JSON ({short_reason(exc)})") from None
    if not isinstance(data, dict):
        raise SaveError("not a saved game: a save is a JSON object")
    game = data.get("game")
    if not (isinstance(game, str) and game in GAMES):
        raise SaveError(f"not a saved game of ours: its game is {short_repr(game)}")
    return engine(game).from_json(data)
