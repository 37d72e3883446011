"""Playing Zwoggel's guided game the way a person does, with input events only: read the line and
press Space, click the card the arrow points at, drag a drawn card of the colour asked onto the
pointed (or any glowing) cell, click a laid card to take it back, click Confirm, and otherwise watch
(the sim clock stepped) until the table does what the step waits for. (No tests in this file.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade

from game.guides import EVENT, MOVE, NEXT
from game.guides.run import DONE, OVER
from game.guides.zwoggel.layout import Confirm, Lay, TakeBack
from game.rules.zwoggel import Reveal
from game.rules.zwoggel.cards import COLOURS
from game.ui.headless import FRAME, step
from game.ui.tables.zwoggel.guided import GuidedZwoggelTable

from ...drive import click, press
from .drive import cursor_to, drag, key

WATCH_S = 20.0  # the longest a person watches for what a step waits for


def centre(table: GuidedZwoggelTable, place: Any) -> tuple[float, float]:
    box, _round = table.locate(place)
    assert box is not None, f"{place} is not on the table"
    assert not table.layer.covers(box[0], box[1]), f"the guide's bubble covers {place}"
    return box[0], box[1]


def drawn_card(table: GuidedZwoggelTable, colour: int) -> tuple[float, float]:
    """Where a drawn card of `colour` still in the hand lies."""
    staging = table.staging
    i = next(i for i in staging.left() if staging.drawn[i] == COLOURS[colour])
    box = table.stage.hand.card_box((staging.turn, i))
    assert box is not None
    return box[0], box[1]


def watch(window: Any, table: GuidedZwoggelTable, until: Callable[[], bool], most_s: float = WATCH_S) -> None:
    """Step the sim clock frame by frame (one in six drawn) until `until()`, or fail."""
    for i in range(round(most_s * 60)):
        if until():
            return
        window.dispatch_event("on_fixed_update", FRAME)
        window.dispatch_event("on_update", FRAME)
        if i % 6 == 0:
            step(window, 1, 0.0)
    raise AssertionError(f"the guide still waits at {table.run.step.name} ({table.run.phase})")


def do(window: Any, table: GuidedZwoggelTable, move: Any) -> None:
    """Make `move` as a person does, at the place the step points at."""
    point = table.run.step.point
    if isinstance(move, Reveal):
        click(window, *centre(table, point))
    elif isinstance(move, Lay):
        target = point if point is not None and point[0] == "cell" else ("cell", (move.x, move.y))
        drag(window, drawn_card(table, move.colour), centre(table, target))
        step(window)
    elif isinstance(move, TakeBack):
        click(window, *centre(table, point))
    else:
        assert isinstance(move, Confirm)
        click(window, *centre(table, point))


def do_by_keys(window: Any, table: GuidedZwoggelTable, move: Any) -> None:
    """Make `move` with the keyboard alone: the arrows walk the cursor to the card or cell, a digit
    picks a drawn card, Enter acts (reveals, lays out, confirms), Backspace takes back."""
    point = table.run.step.point
    if isinstance(move, Reveal | Lay):
        if isinstance(move, Lay):
            staging = table.staging
            left = staging.left()
            k = next(k for k, i in enumerate(left) if staging.drawn[i] == COLOURS[move.colour])
            key(window, arcade.key.KEY_1 + k)
        cell = point[1] if point is not None and point[0] == "cell" else (move.x, move.y)
        cursor_to(window, table, cell)
        key(window, arcade.key.ENTER)
    elif isinstance(move, TakeBack):
        key(window, arcade.key.BACKSPACE)
    else:
        key(window, arcade.key.ENTER)
    step(window)


def answer(window: Any, table: GuidedZwoggelTable, by_keys: bool = False) -> None:
    """Do what the guide waits for now (with the mouse, or the keys alone); returns once it has
    moved on."""
    run = table.run
    before = (run.index, run.phase)
    if run.phase == DONE or (run.phase != OVER and run.step.ends.kind == NEXT):
        press(window, arcade.key.SPACE)
    elif run.step.ends.kind == MOVE:
        (do_by_keys if by_keys else do)(window, table, run.step.ends.answer)
    else:
        assert run.step.ends.kind == EVENT
    watch(window, table, lambda: (run.index, run.phase) != before)
