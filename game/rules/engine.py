"""One game described for generic code: the `Engine` each engine package declares as its ENGINE."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .core import JSON, Event
from .saves import SaveFormat


@dataclass(frozen=True)
class Engine:
    """Everything generic code needs to drive one game: simulate, bench, tests, saves."""

    name: str
    player_counts: Callable[[str | None], range]
    new_game: Callable[..., Any]
    from_json: Callable[[JSON], Any]
    action_to_json: Callable[[Any], JSON]
    action_from_json: Callable[[JSON], Any]
    random_step: Callable[[Any, random.Random], list[Event]]
    check_invariants: Callable[[Any], list[str]]
    hide_others: Callable[[Any, int, random.Random], Any]
    save: SaveFormat
    presets: tuple[str, ...] = ()
    # Real-time games only: the state's game clock in seconds (simulations stop at a clock limit).
    clock: Callable[[Any], float] | None = None
