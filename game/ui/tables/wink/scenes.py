"""Wink tables set up at a seed for `screenshot`, `bench frames` and the tests: eight seats with
the gaze mark, a first-timer's hint, a bot's wink half shut, a busy moment late in a game, and
the full history open late in a game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import arcade

from ....bots.director import TableDirector
from ...app import GameWindow
from ...kit.table_terms import resting_on
from ...seating import table_setup

if TYPE_CHECKING:
    from .table import WinkTableView


def _table(
    players: int, humans: int = 1, look: int | None = None, hint: bool = False
) -> Callable[[GameWindow, int], WinkTableView]:
    """A Wink table as a returning player sees it (the one-time hint already shown), the viewer
    looking at the face of seat `look` (the gaze mark); with `hint`, as a first-timer sees it."""

    def build(window: GameWindow, seed: int) -> WinkTableView:
        from .table import WinkTableView

        window.apply_settings(replace(window.settings, gaze_hint_seen=not hint), save=False)
        setup = table_setup("wink", seed, players, humans)
        view = WinkTableView(setup, setup.new_state())
        if look is not None:
            view.point(look)
        return view

    return build


def _mid_wink(window: GameWindow, seed: int) -> arcade.View:
    """The table a moment before a bot's wink is fully shut, timed for the screenshot's settle time."""
    from ....social.signals import make_signal

    view = _table(6)(window, seed)
    assert isinstance(view.source, TableDirector)  # (a live table: its faces can be told what to do)
    social = view.source.social
    social.look(2, 4, hold=2.0)
    social.look(4, 2, hold=2.0)
    social.signals.append(make_signal("wink", 2, 0.62, 0.4, "left", target=4))
    return view


def _late(window: GameWindow, seed: int) -> arcade.View:
    """A busy moment late in a game of eight: two-digit scores, a full log, a J'accuse caption
    and an open prompt, with the longest name a player can type (the layout's hardest case)."""
    from ....rules.wink import Accuse, Action, Call, Name
    from .table import WinkTableView

    window.apply_settings(replace(window.settings, gaze_hint_seen=True), save=False)
    setup = table_setup("wink", seed, 8)
    seats = list(setup.seats)
    seats[0] = replace(seats[0], name="Maximilienne W")
    setup = replace(setup, seats=tuple(seats))
    view = WinkTableView(setup, setup.new_state())
    state = view.state
    events = []
    # An all-seeing player names every partner right, until someone is down to their last card.
    while min(state.hand_count(s) for s in range(state.n)) > 1 and not state.is_over():
        seat = state.current
        if state.step.name == "NAME":
            number = state.pawn[seat]
            assert number is not None  # (naming: its pawn is on the number it called)
            holder = state.holder[number]
            target = holder if holder >= 0 else (seat + 1) % state.n
            action: Action = Name(seat, target)
        else:
            held = [c for c in state.callable_numbers(seat) if state.holder[c] >= 0]
            action = Call(seat, min(held or state.callable_numbers(seat)))
        events += state.apply(action)
    view.show_events(events)
    view.stage.pulses.live.clear()  # all that happened at once: only the last moments glow
    called = [(s, c) for s, c in enumerate(state.pawn) if c is not None and c in state.occupied]
    if called and not state.is_over():  # someone accuses the holder of a called card, and is right
        caller, number = called[0]
        holder = state.holder[number]
        accuser = next(s for s in range(1, state.n) if s not in (caller, holder))
        if holder >= 0 and state.accuse_left[accuser]:
            view.show_events(state.apply(Accuse(accuser, holder, number)))
    view.accusing.accuse_face(2)
    return view


def _called(window: GameWindow, seed: int) -> arcade.View:
    """Your card is called: you called first, the next player called a number you hold, and now
    looks at you while nobody else does (your line says wink now)."""
    from ....rules.wink import Call

    view = _table(6)(window, seed)
    assert isinstance(view.source, TableDirector)  # (a live table: its faces can be told what to do)
    state = view.state
    me = 0
    events = []
    while state.current != me:  # the others call what they may, up to the viewer's turn
        events += state.apply(Call(state.current, max(state.callable_numbers(state.current))))
    events += state.apply(Call(me, min(state.callable_numbers(me))))
    caller = state.current
    mine = sorted(set(state.callable_numbers(caller)) & state.hands[me])
    events += state.apply(Call(caller, mine[0]))
    view.show_events(events)
    view.stage.pulses.live = {k: v for k, v in view.stage.pulses.live.items() if k[0] == "card"}
    social = view.source.social
    for seat in range(state.n):
        if seat not in (me, caller):
            social.look(seat, caller, hold=9.0)  # heads turn to the one who just called
    social.look(caller, me, hold=9.0)
    view.refresh()
    return view


def _history(window: GameWindow, seed: int) -> arcade.View:
    """Late in a game of six, played move by move a few seconds apart, its history open (more
    lines than fit: the scroll bar shows): calls, names right and wrong (cards nobody held), and
    a right accusation of the human, who had not winked."""
    import random

    from ....rules.wink import Accuse, Action, Call, Name
    from .table import WinkTableView

    window.apply_settings(replace(window.settings, gaze_hint_seen=True), save=False)
    setup = table_setup("wink", seed, 6)
    view = WinkTableView(setup, setup.new_state())
    state, rng = view.state, random.Random(seed)
    assert isinstance(view.source, TableDirector)  # (a live table: its clock can be moved on)
    faces = view.source.social

    def play(action: Action) -> None:
        faces.t += rng.uniform(3.0, 9.0)  # the moves a few seconds apart, as in a game
        view.show_events(state.apply(action))

    def name() -> None:  # an all-seeing player names the partner, or a neighbour if nobody held it
        seat, number = state.current, state.pawn[state.current]
        assert number is not None  # (naming: its pawn is on the number it called)
        holder = state.holder[number]
        play(Name(seat, holder if holder >= 0 else (seat + 1) % state.n))

    def call(seat: int) -> None:
        play(Call(seat, rng.choice(state.callable_numbers(seat))))

    while min(state.hand_count(s) for s in range(state.n)) > 2 and not state.is_over():
        name() if state.step.name == "NAME" else call(state.current)
    while (state.current == 0 or state.step.name == "NAME") and not state.is_over():
        name() if state.step.name == "NAME" else call(0)  # the human's turn, then the next naming
    mine = [c for c in state.callable_numbers(state.current) if state.holder[c] == 0]
    if mine and not state.is_over():  # a bot calls a card the human holds…
        caller = state.current
        play(Call(caller, mine[0]))
        accuser = next(s for s in range(1, state.n) if s != caller and state.accuse_left[s])
        play(Accuse(accuser, 0, mine[0]))  # …and another catches the human, who never winked
    view.stage.pulses.live.clear()
    view.open_history()
    return view


SCENES: dict[str, Callable[[GameWindow, int], arcade.View]] = {
    "wink-table": _table(8, look=5),
    "wink-table-5": _table(5),
    "wink-table-first": _table(5, look=2, hint=True),
    "wink-table-wink": _mid_wink,
    "wink-table-late": _late,
    "wink-called": _called,
    "wink-history": _history,
    "wink-table-term": resting_on(_called, "hand_count"),  # its plain words on hover (kit/table_terms.py)
}
