"""The couch, sealed: two humans share one screen with bots between them.

A seeded game is played to its end with input events only (keys, clicks, the privacy screen), and
every frame is checked: while one human (or nobody) is the confirmed viewer, no text drawn and no
pixel carries another human's private information. Pixels are checked by drawing the same frame a
second time with every card the viewer may not know dealt again: if the two pictures differ,
something hidden reached the screen.
"""

from __future__ import annotations

import random
from typing import Any

import arcade
import pytest

from game.setup import SeatSetup, TableSetup, fit_seats
from game.ui.headless import FRAME, step
from game.ui.screens.results import ResultsView
from game.ui.tables.wink.table import WinkTableView
from game.ui.tables.wink.words import describe

from ...drive import click, press, take_screen
from ...screen import CouchWatch

ALEX, SAM = 0, 2  # two humans, a bot between them and after them


def couch(seed: int, preset: str = "wink-en") -> TableSetup:
    seats = (
        SeatSetup(kind="human", name="Alex"),
        SeatSetup(kind="bot", name="Margot", personality="Margot"),
        SeatSetup(kind="human", name="Sam"),
        SeatSetup(kind="bot", name="Hugo", personality="Hugo"),
    )
    return fit_seats(
        TableSetup(game="wink", players=4, options={"preset": preset}, seats=seats, seed=seed), []
    )


def start(window: Any, setup: TableSetup) -> WinkTableView:
    view = WinkTableView(setup, setup.new_state())
    window.show_view(view)
    return view


def private_lines(view: WinkTableView, human: int) -> set[str]:
    """Every log line made only for `human` (events addressed to that seat alone), in any wording."""
    names = view.state.names
    lines = set()
    for record in view.stage.log.records:
        if record.event.to == human:
            for viewer in (human, None, ALEX, SAM):
                line = describe(record.event, viewer, names)
                if line:
                    lines.update(line.split("\n"))  # a line and its why, each a row of the log
    return lines


class Secrets:
    """private_lines, worked out again only when the log has grown (it is only ever added to)."""

    def __init__(self, view: WinkTableView) -> None:
        self.view, self.known = view, {}

    def of(self, human: int) -> set[str]:
        key = (len(self.view.stage.log.records), human)
        if key not in self.known:
            self.known[key] = private_lines(self.view, human)
        return self.known[key]


def check_frame(view: WinkTableView, drawn: list[Any], secrets: Secrets | None = None) -> None:
    shown = view.shown_viewer()
    texts = [d.text for d in drawn]
    for human in (ALEX, SAM):
        if shown == human:
            continue
        secret = secrets.of(human) if secrets else private_lines(view, human)
        leaked = [t for t in texts if any(line in t for line in secret)]
        assert leaked == [], f"{view.state.names[human]}'s lines on screen while {shown} looks"
        message = view.stage.notice.message
        if message is not None and message.owner == human:
            assert message.text not in texts, "a message for one human shown to another"
    assert ("hand" in view.drawn) == (shown is not None)


def test_a_seeded_couch_game_never_shows_one_humans_secrets_to_the_other(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every frame drawn and checked: the screen changes hands every forty frames or so (each
    turn, peek and hand-over), so the frames near a hand-over are nearly all of them."""
    monkeypatch.setattr("game.bots.wink.policy.TURN_THINK_S", (0.5, 0.9))  # brisk bots, a short test
    rng = random.Random(7)
    view = start(window, couch(seed=31))
    state = view.state
    watch = CouchWatch(window, view, rng, layout=False, every_frame=True)
    secrets = Secrets(view)
    frames = peeks = quiet_accusations = 0
    while not isinstance(window.current_view, ResultsView) and frames < 60 * 60 * 8:
        if view.privacy_up():
            assert view.shown_viewer() is None
            take_screen(window)  # the named human confirms they alone look
        elif view.dealing:
            press(window, arcade.key.H, frames=0)  # seen my cards: hide them, next human
        elif not state.is_over() and state.current in (ALEX, SAM) and view.viewer == state.current:
            me = state.current
            obs = state.observation(me)
            if obs["step"] == "name":
                x, y, _ = view.stage.seats.spots[(me + 1) % state.n]
                click_at(window, x, y)
            else:
                cell = view.grid.cells[min(obs["callable"])]
                click_at(window, cell.center_x, cell.center_y)
        elif view.viewer is None and frames % 400 == 150 and not state.is_over():
            peeks += peek_and_hide(window, view, SAM if frames % 800 == 150 else ALEX)
        elif view.viewer is None and frames % 400 == 300 and not state.is_over():
            quiet_accusations += accuse_without_looking(window, view)
        frames += 1
        drawn = watch.frame(frames)
        assert drawn is not None
        check_frame(view, drawn, secrets)
    assert isinstance(window.current_view, ResultsView), f"no end after {frames} frames"
    assert watch.compared > 50 and peeks >= 2 and quiet_accusations >= 1
    secrets_kept = [r for r in view.stage.log.records if r.event.to in (ALEX, SAM)]
    assert secrets_kept, "the game held no private line to keep secret: choose another seed"
    humans_called = {a.seat for a in state.history if type(a).__name__ == "Call"}
    assert {ALEX, SAM} <= humans_called


def click_at(window: Any, x: float, y: float) -> None:
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)


def peek_and_hide(window: Any, view: WinkTableView, who: int) -> int:
    """A human who does not hold the screen peeks at their cards (H, who?, privacy) and hides them."""
    press(window, arcade.key.H, frames=0)
    assert view.prompt.open  # who looks?
    press(window, arcade.key.KEY_1 + view.humans.index(who), frames=0)
    assert view.privacy_up() and view.shown_viewer() is None
    take_screen(window)
    assert view.shown_viewer() == who
    window.dispatch_event("on_draw")
    assert "hand" in view.drawn
    press(window, arcade.key.H, frames=0)  # hide again
    assert view.shown_viewer() is None
    return 1


def accuse_without_looking(window: Any, view: WinkTableView) -> int:
    """The human not at turn accuses a bot straight from the shared screen: no privacy screen."""
    state = view.state
    accuser = SAM if state.current != SAM else ALEX
    bots = [b for b in (1, 3) if view.accusing.accusable(accuser, b)]
    if not bots or not state.accuse_left[accuser]:
        return 0
    bot = bots[0]
    x, y, _ = view.stage.seats.spots[bot]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    before = state.accuse_left[accuser]
    press(window, arcade.key.A, frames=0)
    press(window, arcade.key.KEY_1 + view.humans.index(accuser), frames=0)  # who accuses?
    assert not view.privacy_up() and view.shown_viewer() is None  # nothing revealed for it
    press(window, arcade.key.KEY_1, frames=0)  # the first number
    assert state.accuse_left[accuser] == before - 1
    return 1


def test_the_private_view_ends_when_the_humans_turn_is_done(window: Any) -> None:
    view = start(window, couch(seed=5))
    for _ in range(2):  # each human looks at their cards once, then hides them
        take_screen(window)
        press(window, arcade.key.H, frames=0)
    state = view.state
    for _ in range(60 * 120):
        if state.current in (ALEX, SAM) and view.privacy_up():
            break
        window.dispatch_event("on_fixed_update", FRAME)
    me = state.current
    take_screen(window)
    assert view.shown_viewer() == me
    obs = state.observation(me)
    if obs["step"] == "name":
        x, y, _ = view.stage.seats.spots[(me + 1) % state.n]
        click(window, x, y)
        assert view.shown_viewer() == me  # still their turn: now the call
    cell = view.grid.cells[min(state.observation(me)["callable"])]
    click(window, cell.center_x, cell.center_y)
    assert state.current != me and view.shown_viewer() is None and "hand" not in view.drawn


def test_the_hide_button_ends_a_peek(window: Any) -> None:
    view = start(window, couch(seed=5))
    take_screen(window)
    step(window)
    assert view.shown_viewer() == ALEX and "hand" in view.drawn
    box = view.couch_bar.box
    click(window, box.center_x, box.center_y)
    assert view.shown_viewer() is None and "hand" not in view.drawn


def test_pause_works_from_the_privacy_screen(window: Any) -> None:
    view = start(window, couch(seed=5))
    assert view.privacy_up()
    press(window, arcade.key.ESCAPE)
    assert view.paused and view.overlays.top is view.pause
    window.dispatch_event("on_draw")
    assert "hand" not in view.drawn
    press(window, arcade.key.ESCAPE)  # resume: the privacy screen is back, still waiting
    assert not view.paused and view.overlays.top is view.privacy and view.shown_viewer() is None
