"""A recorded table drawn again: the game's own table view, its source a recording instead of the
live director, seen through one seat's eyes or by the room.

A table recorded live carries its setup (names, faces, options); a `simulate` recording has none,
so its setup is made from what the recording says: the seats as named, each bot the personality
of its name where there is one. The view is stepped from the opening with the live table's steps
(a fixed update and an update a frame), drawing nothing: a table's drawing changes nothing, so the
one frame drawn at the moment is the frame the live table drew then.
"""

from __future__ import annotations

from typing import Any

import arcade

from ..bots.recording import Recording
from ..games import game_spec
from ..setup import SeatSetup, TableSetup, setup_from_json
from ..store.levels import load_personalities
from .headless import FRAME
from .kit.table import TableView, Watch
from .routes import table


def replay_setup(recording: Recording) -> TableSetup:
    """The setup the recorded table was dealt from: its own, or one made from the recording."""
    game = recording.engine.name
    people = [p.name for p in load_personalities()]
    if recording.setup is not None:
        try:
            setup = setup_from_json(recording.setup, game, people)
        except ValueError:
            setup = None  # a setup this version reads otherwise: make one, as for `simulate`
        if setup is not None and setup.players == recording.n and setup.seed == recording.seed:
            return setup
    spec = game_spec(game)
    options = {o.name: getattr(recording.config, o.name) for o in spec.options}
    seats = tuple(
        SeatSetup(kind="human", name=name)
        if s in recording.humans
        else SeatSetup(kind="bot", name=name, personality=name if name in people else "")
        for s, name in enumerate(recording.names)
    )
    return TableSetup(game, recording.n, options, seats, recording.seed)


def replay_view(window: arcade.Window, recording: Recording, seat: int | None) -> TableView:
    """The recorded table at its opening, shown in `window`, seen by `seat` (None: the room)."""
    setup = replay_setup(recording)
    source = recording.table()
    watch = Watch(source, seat, recording.facts, source.saw)
    view: TableView = table(setup.game)(setup, source.state, watch=watch)
    window.show_view(view)
    if source.opening:  # moves made before the first step, as a human's between two steps
        view.show_events(source.opening)
        view.refresh()
    return view


def play_to(window: arcade.Window, view: TableView[Any, Any], at: float) -> None:
    """Step the table as the live one was stepped until its clock reaches `at` (or its game ends)."""
    while view.now < at - 1e-9 and not view.state.is_over():
        window.dispatch_event("on_fixed_update", FRAME)
        window.dispatch_event("on_update", FRAME)
