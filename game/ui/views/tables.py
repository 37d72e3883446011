"""The table that plays each game, by the name of its spec (game/games). A spec says `playable`
exactly when its game has a table here (tests/test_game_specs.py checks it)."""

from __future__ import annotations

from .wink_table import WinkTableView

TABLES = {"wink": WinkTableView}
