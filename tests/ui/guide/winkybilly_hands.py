"""What a person does at WinkyBilly's guided table for a step's answer (`play.answer` does the
rest: Space for Next, watching the table): drag the card onto the saloon card, or point at the
face and press the game's key (signal, WINKY, CONTRE WINKY)."""

from __future__ import annotations

from typing import Any

from game.games import game_spec
from game.guides.winkybilly.lesson import guide
from game.rules.winkybilly import Contre, Swap, Winky
from game.store.guide_progress import GuideProgress
from game.ui.guide.table import GuidedTable, guided_class_of
from game.ui.headless import step

from ..drive import press
from ..tables.winkybilly.drive import drag, hand_xy, saloon_xy
from .play import key_of, point_at


def open_at(window: Any, start: int) -> GuidedTable:
    """The guided game opened at step `start` (as a player who left it there resumes it)."""
    unkept = GuideProgress(writer=lambda _write: None)
    table: GuidedTable = guided_class_of(game_spec("winkybilly"))(guide("Alex", 3), start, unkept, "Alex")
    window.show_view(table)
    step(window)
    return table


def winkybilly_hands(window: Any, table: GuidedTable, move: Any) -> None:
    """A swap: the card dragged onto the saloon card; a call: its key (CONTRE WINKY while
    pointing at the face); the team's signal: its key while pointing at the face."""
    if isinstance(move, Swap):
        drag(window, hand_xy(table, move.give), saloon_xy(table, move.take))
        step(window)
    elif isinstance(move, Winky):
        press(window, key_of(window, "winky"))
    elif isinstance(move, Contre):
        point_at(window, table, move.target)
        press(window, key_of(window, "contre_winky"))
    else:
        _signal, target = move
        point_at(window, table, target)
        press(window, key_of(window, "signal"))  # (made once the face ends a fidget of its own)
