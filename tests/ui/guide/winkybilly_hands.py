"""Playing WinkyBilly's guided game as a person does, with input events only: read the line and
press Space (Next), drag the card the line names onto the saloon card ringed, point at a face
and press the game's key (signal, WINKY, CONTRE WINKY), and otherwise watch the table (the sim
clock stepped, frame by frame, drawn) until it does what the step waits for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade

from game.guides import EVENT, MOVE, NEXT, SIGNAL
from game.guides.run import DONE, OVER
from game.guides.winkybilly.table import YOU
from game.i18n import tr
from game.rules.winkybilly import Contre, Swap, Winky
from game.store.guide_progress import GuideProgress
from game.store.keys import split_key
from game.ui.guide.table import GuidedTable, guided_class
from game.ui.headless import step
from game.ui.tables.winkybilly.table import WinkyBillyTableView

from ..drive import press
from ..tables.winkybilly.drive import drag, hand_xy, saloon_xy

WATCH_S = 20.0  # the longest a person watches for what a step waits for


def open_at(window: Any, start: int) -> GuidedTable:
    """The guided game opened at step `start` (as a player who left it there resumes it)."""
    from game.guides.winkybilly.lesson import guide

    table = guided_class(WinkyBillyTableView)(
        guide("Alex", 3), start, GuideProgress(writer=lambda _w: None), "Alex"
    )
    window.show_view(table)
    step(window)
    return table


def key_of(window: Any, action: str) -> int:
    _modifiers, name = split_key(window.settings.key_bindings[action])
    symbol: int = getattr(arcade.key, name)
    return symbol


def point_at(window: Any, table: GuidedTable, seat: int) -> None:
    box, _round = table.locate(("seat", seat))
    assert box is not None
    window.dispatch_event("on_mouse_motion", box[0], box[1], 0, 0)
    step(window)


def watch(window: Any, table: GuidedTable, until: Callable[[], bool], most_s: float = WATCH_S) -> None:
    for _ in range(round(most_s * 60)):
        if until():
            return
        step(window)
    raise AssertionError(f"the guide still waits at {table.run.step.name} ({table.run.phase})")


def hands(window: Any, table: GuidedTable, move: Any) -> None:
    """What a person does for the step's answer: drag the card, or point at the face and press."""
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
        signal(window, table)


def signal(window: Any, table: GuidedTable) -> None:
    """The signal key at the face pointed at; again a moment later while the table says the
    player's face is still busy with a gesture of its own (its fidgets), as a person would."""
    busy = tr("winkybilly.signal_busy")
    social = table.source.social
    for _ in range(10):
        press(window, key_of(window, "signal"))
        if any(s.seat == YOU and s.target is not None for s in social.signals):
            return
        assert table.stage.notice.current(YOU, table.now) == busy, "the signal was refused"
        step(window, 30)
    raise AssertionError("the player's face stayed busy")


def answer(window: Any, table: GuidedTable) -> None:
    """Do what the guide waits for now, as a person would; returns once the guide has moved on."""
    run = table.run
    before = (run.index, run.phase)
    ends = run.step.ends
    if run.phase == DONE or (run.phase != OVER and ends.kind == NEXT):
        press(window, arcade.key.SPACE)
    elif ends.kind == MOVE or (ends.kind == SIGNAL and ends.answer):
        hands(window, table, ends.answer)
    else:
        assert ends.kind in (EVENT, SIGNAL)
    watch(window, table, lambda: (run.index, run.phase) != before)
