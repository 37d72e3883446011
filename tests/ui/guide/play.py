"""Playing a guided game the way a person does, with input events only: read the line and press
Space (or click Next), click the place the step points at, point at a face and press the game's
key, and otherwise watch (the sim clock stepped) until the table does what the step waits for.

What a person does for a move is the game's: `Hands` maps an answer (the step's `Expect.answer`)
to the clicks and keys (`wink_hands` below is Wink's). A guide of another game gives its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade

from game.guides import EVENT, MOVE, NEXT, SIGNAL
from game.guides.run import DONE, OVER
from game.store.keys import split_key
from game.ui.guide.table import GuidedTable
from game.ui.headless import FRAME, step

from ..drive import click, press

Hands = Callable[[Any, GuidedTable, Any], None]  # (window, table, the step's answer)
WATCH_S = 20.0  # the longest a person watches for what a step waits for
DRAWN = 6  # while watching, one frame in this many is drawn (the clock moves by every one)


def centre(table: GuidedTable, place: Any) -> tuple[float, float]:
    box, _round = table.locate(place)
    assert box is not None, f"{place} is not on the table"
    return box[0], box[1]


def point_at(window: Any, table: GuidedTable, seat: int) -> None:
    x, y = centre(table, ("seat", seat))
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    step(window)


def key_of(window: Any, action: str) -> int:
    _modifiers, name = split_key(window.settings.key_bindings[action])
    symbol: int = getattr(arcade.key, name)
    return symbol


def watch(window: Any, table: GuidedTable, until: Callable[[], bool], most_s: float = WATCH_S) -> None:
    """Step the sim clock frame by frame (some drawn) until `until()` or `most_s` of play."""
    for i in range(round(most_s * 60)):
        if until():
            return
        window.dispatch_event("on_fixed_update", FRAME)
        window.dispatch_event("on_update", FRAME)
        if i % DRAWN == 0:
            window.dispatch_event("on_draw")
            window.flip()
    raise AssertionError(f"the guide still waits at {table.run.step.name} ({table.run.phase})")


def answer(window: Any, table: GuidedTable, hands: Hands, by_click: bool = False) -> None:
    """Do what the guide waits for now, as a person would; returns once the guide has moved on."""
    run = table.run
    before = (run.index, run.phase)

    def moved() -> bool:
        return (run.index, run.phase) != before

    if run.phase == DONE or (run.phase != OVER and run.step.ends.kind == NEXT):
        if by_click:
            b = table.layer.next.boxes[0]
            click(window, b.center_x, b.center_y)
        else:
            press(window, arcade.key.SPACE)
    elif run.step.ends.kind == MOVE or (run.step.ends.kind == SIGNAL and run.step.ends.answer):
        hands(window, table, run.step.ends.answer)
    else:
        assert run.step.ends.kind in (EVENT, SIGNAL)
    watch(window, table, moved)


def wink_hands(window: Any, table: GuidedTable, move: Any) -> None:
    """Wink: a call is a click on the card; a naming, a click on the face; an accusation, a click
    on the face and then on the number asked; a wink, the key while pointing at the face."""
    from game.rules.wink import Accuse, Call, Name

    if isinstance(move, Call):
        click(window, *centre(table, ("card", move.number)))
    elif isinstance(move, Name):
        click(window, *centre(table, ("seat", move.target)))
    elif isinstance(move, Accuse):
        click(window, *centre(table, ("seat", move.target)))
        prompt = table.prompt
        assert prompt.open, "accusing a face asks which number"
        i = [c.label for c in prompt.choices].index(str(move.number))
        box = prompt.boxes[i]
        click(window, box.center_x, box.center_y)
    else:
        _signal, target = move
        point_at(window, table, target)
        press(window, key_of(window, "wink"))
