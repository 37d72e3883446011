"""The table of each game, by name."""

from __future__ import annotations

from .wink_table import WinkTableView

TABLES = {"wink": WinkTableView}
