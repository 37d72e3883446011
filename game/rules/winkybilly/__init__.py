"""WinkyBilly: the real-time team rules engine of RULES.md §2 (decisions W1–W19).

Its names (`ENGINE`, the state, the actions…) are written in `api.py` and imported on first use
(game/rules/lazy.py): importing the package alone, or its config, does not load the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .api import *  # noqa: F403
else:
    from ..lazy import exports

    __getattr__ = exports(__name__, __path__)  # noqa: F405
