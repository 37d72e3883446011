"""WinkyBilly on a couch, sealed: two opposing humans share one screen with four bots.

Each exchange phase hands the screen to each human in turn for a short private swap; calls and
signals come from the shared screen. A seeded game is played with input events only, and every
frame is checked: while one human (or nobody) is the confirmed viewer, no text drawn and no pixel
carries the other human's cards, private log lines or team signal. Pixels are checked by drawing
the same frame again with every card the viewer may not know dealt again (as the Wink couch test).
"""

from __future__ import annotations

import random
from typing import Any

import arcade
import pytest

from game.i18n import tr
from game.rules.winkybilly import Swap
from game.ui.tables.winkybilly.table import WinkyBillyTableView
from game.ui.tables.winkybilly.words import describe

from ...drive import press, take_screen
from ...screen import CouchWatch, Rehearsal
from .drive import click_at, hand_xy, look_at, saloon_xy, start, tick

ALEX, SAM = 0, 1  # opponents: with six players the teams are {0, 3}, {1, 4}, {2, 5}
FRAMES = 60 * 45  # forty-five seconds of play


def secrets_of(view: WinkyBillyTableView, human: int) -> set[str]:
    """Every line only `human` may read: their private log lines and their team's signal."""
    names, idle_s = view.state.names, view.state.config.idle_timeout_s
    lines = {
        row  # a line and its why, each on its own row of the log
        for record in view.stage.log.records
        if record.event.to == human
        for viewer in (human, None, ALEX, SAM)
        if (line := describe(record.event, viewer, names, idle_s))
        for row in line.split("\n")
    }
    gesture = tr(f"gesture.{view.signals[view.state.team(human)]}")
    lines.add(tr("winkybilly.your_signal", gesture=gesture, partner=names[view.state.partner(human)]))
    return lines


class Secrets:
    """secrets_of, worked out again only when the log has grown (it is only ever added to) or the
    team's signal changed."""

    def __init__(self, view: WinkyBillyTableView) -> None:
        self.view, self.known = view, {}

    def of(self, human: int) -> set[str]:
        view = self.view
        key = (len(view.stage.log.records), human, view.signals[view.state.team(human)])
        if key not in self.known:
            self.known[key] = secrets_of(self.view, human)
        return self.known[key]


def check_frame(view: WinkyBillyTableView, texts: list[str], secrets: Secrets | None = None) -> None:
    shown = view.shown_viewer()
    for human in (ALEX, SAM):
        if shown != human:
            lines = secrets.of(human) if secrets else secrets_of(view, human)
            leaked = [t for t in texts if any(line in t for line in lines)]
            assert leaked == [], f"{view.state.names[human]}'s secrets on screen while {shown} looks"
            message = view.stage.notice.message
            if message is not None and message.owner == human:
                assert message.text not in texts, "a message for one human shown to another"
    assert ("hand" in view.drawn) == (shown is not None)


def swap_and_holster(window: Any, view: WinkyBillyTableView) -> None:
    """The human holding the screen swaps their first card for the first saloon card by clicks,
    then raises the holster: their private turn ends."""
    state, me = view.state, view.viewer
    assert me is not None
    if state.phase.name == "EXCHANGE" and not state.done[me]:
        give, take = state.hands[me][0], state.saloon[0]
        click_at(window, *hand_xy(view, give))
        click_at(window, *saloon_xy(view, take))
    press(window, arcade.key.SPACE, frames=0)


def contre_from_the_shared_screen(window: Any, view: WinkyBillyTableView, who: int) -> None:
    """A human who does not hold the screen calls CONTRE WINKY on a bot: the key, then who they are."""
    state = view.state
    target = next(o for o in state.opponents[who] if o not in (ALEX, SAM))
    look_at(window, view, target)
    calls = len(state.calls)
    press(window, arcade.key.C, frames=0)
    assert view.prompt.open and not view.privacy_up()
    press(window, arcade.key.KEY_1 + view.humans.index(who), frames=0)
    assert len(state.calls) == calls + 1 and state.calls[-1].seat == who
    assert not view.privacy_up() and view.shown_viewer() is None  # nothing revealed for it


def play(window: Any, near: list[int] | None = None) -> tuple[Any, int, list[int]]:
    """The seeded couch game, played with input events: rehearsed (nothing checked) when `near` is
    None, else watched by a CouchWatch drawing every frame near the hand-overs at `near`, every
    frame it draws checked. Returns the watch, the calls made from the shared screen and who
    took each private turn."""
    rng = random.Random(3)  # the picture comparisons' deals
    view = start(window, seed=11, players=6, humans=2)
    state = view.state
    watch: Any = Rehearsal(window, view, rng) if near is None else CouchWatch(window, view, rng, near=near)
    secrets = Secrets(view)
    calls = 0
    private_turns: list[int] = []
    for frames in range(FRAMES):
        if view.privacy_up():
            assert view.shown_viewer() is None
            take_screen(window)  # the named human confirms they alone look
            if view.turn_seat() is not None:
                private_turns.append(view.viewer or 0)
        elif view.dealing:
            press(window, arcade.key.H, frames=0)  # seen my cards: hide them, next human
        elif view.viewer is not None and view.turn_seat() == view.viewer:
            swap_and_holster(window, view)
        elif view.viewer is None and frames % 600 == 300 and not state.is_over():
            contre_from_the_shared_screen(window, view, SAM if frames % 1200 == 300 else ALEX)
            calls += 1
        drawn = watch.frame(frames)
        if drawn is not None:
            check_frame(view, [d.text for d in drawn], secrets)
        if state.is_over():
            break
    return watch, calls, private_turns


def test_a_seeded_couch_game_never_shows_one_humans_secrets_to_the_other(window: Any) -> None:
    """Checked on every frame from a little before to a little after each hand-over (found by a
    first, unchecked run of the same game), whenever something happens, and every few frames."""
    rehearsal, _, _ = play(window)
    watch, calls, private_turns = play(window, near=rehearsal.handovers)
    assert watch.handovers == rehearsal.handovers, "drawing frames changed the game"
    state = watch.view.state
    swappers = {a.seat for a in state.history if isinstance(a, Swap)}
    assert {ALEX, SAM} <= swappers and {ALEX, SAM} <= set(private_turns)
    assert watch.compared > 40 and calls >= 2 and state.phases >= 3


def test_the_swap_turns_take_the_humans_in_turn_and_rotate(window: Any) -> None:
    view = start(window, seed=11, players=6, humans=2)
    for _ in range(2):  # the first looks
        take_screen(window)
        press(window, arcade.key.H, frames=0)
    order = []
    for _ in range(3):
        for _ in range(60 * 20):
            window.dispatch_event("on_fixed_update", 1 / 60)
            if view.privacy_up():
                break
        first = [s.name for s in view.setup.seats].index(view.privacy.player)
        order.append(first)
        take_screen(window)
        assert view.shown_viewer() == first and view.state.phase.name == "EXCHANGE"
        press(window, arcade.key.SPACE, frames=0)  # holster up: the turn passes to the other
        tick(window)
        assert view.privacy_up() and view.privacy.player != view.setup.seats[first].name
        take_screen(window)
        press(window, arcade.key.H, frames=0)  # hiding the cards ends a turn too
        assert view.shown_viewer() is None and not view.turns.queue
        for _ in range(60 * 20):  # on to the next phase
            window.dispatch_event("on_fixed_update", 1 / 60)
            if view.state.phase.name == "COUNTDOWN":
                break
    assert order == [ALEX, SAM, ALEX]


def test_the_second_human_gets_the_whole_idle_time_however_long_the_first_took(window: Any) -> None:
    """Bug found by playing: the table stood idle while the first human swapped, so the phase could
    close before the second human's private turn began. The hand-over now restarts the idle timer."""
    view = start(window, seed=11, players=6, humans=2)
    for _ in range(2):  # the first looks
        take_screen(window)
        press(window, arcade.key.H, frames=0)
    for _ in range(60 * 20):
        window.dispatch_event("on_fixed_update", 1 / 60)
        if view.privacy_up():
            break
    state, idle = view.state, view.state.config.idle_timeout_s
    take_screen(window)  # the first human's private turn
    first = view.viewer
    while state.next_at - view.source.t > 0.5:  # they dither until the table is nearly idle
        window.dispatch_event("on_fixed_update", 1 / 60)
        assert state.phase.name == "EXCHANGE" and view.viewer == first
    press(window, arcade.key.SPACE, frames=0)  # holster up: the other human's turn
    tick(window)
    assert view.privacy_up() and state.next_at - view.source.t < 0.5
    take_screen(window)
    second = view.viewer
    assert second not in (None, first) and state.next_at - view.source.t == pytest.approx(idle)
    for _ in range(round(60 * (idle - 0.5))):  # well past the old deadline: still their turn
        window.dispatch_event("on_fixed_update", 1 / 60)
    assert state.phase.name == "EXCHANGE" and view.shown_viewer() == second
