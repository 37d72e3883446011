"""The hands of a person playing Zwoggel's guided game (tests/ui/guide/play.py `Hands`): click the
card the arrow points at, drag a drawn card of the colour asked onto the pointed (or any glowing)
cell, click a laid card to take it back, click Confirm; or the same with the keyboard alone.
(No tests in this file.)"""

from __future__ import annotations

from typing import Any

import arcade

from game.guides.zwoggel.layout import Confirm, Lay, TakeBack
from game.rules.zwoggel import Reveal
from game.rules.zwoggel.cards import COLOURS
from game.ui.guide.table import GuidedTable
from game.ui.headless import step
from game.ui.tables.zwoggel.guided import ZwoggelGuide

from ...drive import click
from .drive import cursor_to, drag, key


def centre(table: ZwoggelGuide, place: Any) -> tuple[float, float]:
    box, _round = table.locate(place)
    assert box is not None, f"{place} is not on the table"
    assert not table.layer.covers(box[0], box[1]), f"the guide's bubble covers {place}"
    return box[0], box[1]


def drawn_card(table: ZwoggelGuide, colour: int) -> tuple[float, float]:
    """Where a drawn card of `colour` still in the hand lies."""
    staging = table.staging
    i = next(i for i in staging.left() if staging.drawn[i] == COLOURS[colour])
    box = table.stage.hand.card_box((staging.turn, i))
    assert box is not None
    return box[0], box[1]


def do(window: Any, table: GuidedTable, move: Any) -> None:
    """Make `move` as a person does, with the mouse, at the place the step points at."""
    assert isinstance(table, ZwoggelGuide)
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


def do_by_keys(window: Any, table: GuidedTable, move: Any) -> None:
    """Make `move` with the keyboard alone: the arrows walk the cursor to the card or cell, a digit
    picks a drawn card, Enter acts (reveals, lays out, confirms), Backspace takes back."""
    assert isinstance(table, ZwoggelGuide)
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
