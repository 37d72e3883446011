"""Zwoggel on a couch, sealed: two humans and a bot share one screen.

Each human's turn opens behind the privacy screen; their drawn cards, the glowing cells and the
cards they lay out show only while they are the confirmed viewer. A seeded game is played with
input events, every frame checked: while the privacy screen shows, or another human (or nobody)
looks, no drawn card of a human is drawn, nor a log line or message meant for them alone; and the
picture is the same when every card the viewer may not know is dealt again (drawn twice, so that
the comparison sees what is on screen).
"""

from __future__ import annotations

import random
from typing import Any

import arcade

from game.rules.zwoggel import Phase
from game.ui.tables.zwoggel.table import ZwoggelTableView

from ...drive import take_screen
from ...screen import CouchWatch, Rehearsal, frame, picture
from .drive import cell_xy, click_at, hand_xy, key, start

ALEX, SAM, BOT = 0, 1, 2
FRAMES = 60 * 40


def secrets_of(view: ZwoggelTableView, human: int, shown: int | None) -> set[str]:
    """The lines only `human` may read that the one looking now may not."""
    log = view.stage.log
    mine = {
        row  # a line and its why, each a row of the log
        for record in log.records
        if record.event.to == human
        if (line := log.describe(record.event, human))
        for row in line.split("\n")
    }
    theirs = {row for line, _record in log.lines(shown) for row in line.split("\n")}
    return mine - theirs


class Secrets:
    """secrets_of, worked out again only when the log has grown (it is only ever added to)."""

    def __init__(self, view: ZwoggelTableView) -> None:
        self.view, self.known = view, {}

    def of(self, human: int, shown: int | None) -> set[str]:
        key = (len(self.view.stage.log.records), human, shown)
        if key not in self.known:
            self.known[key] = secrets_of(self.view, human, shown)
        return self.known[key]


def check_frame(view: ZwoggelTableView, texts: list[str], secrets: Secrets | None = None) -> None:
    shown = view.shown_viewer()
    for human in (ALEX, SAM):
        if shown != human:
            lines = secrets.of(human, shown) if secrets else secrets_of(view, human, shown)
            leaked = [t for t in texts if any(line in t for line in lines)]
            assert leaked == [], f"{view.state.names[human]}'s lines on screen while {shown} looks"
    if "hand" in view.drawn:  # the drawn cards: only for the human placing, confirmed
        assert shown is not None and shown == view.state.current == view.staging.seat
    if view.privacy_up():
        assert view.drawn == [] and shown is None


def my_move(window: Any, view: ZwoggelTableView, rng: random.Random, hide: bool) -> bool:
    """The human holding the screen reveals, or lays the drawn cards out and confirms; with
    `hide` they hide their view halfway instead (the peek key): True if they did."""
    state = view.state
    if state.phase is Phase.REVEAL:
        cell = rng.choice(sorted(c for c in view.display.down if view.camera.shows(c)))
        click_at(window, *cell_xy(view, cell))
        return False
    if "hand" not in view.drawn:
        return False  # the strip comes with the next frame
    left = view.staging.left()
    if hide and len(left) == 2:
        key(window, arcade.key.H)
        return True
    if left:
        click_at(window, *hand_xy(view, left[0]))
        cells = sorted(c for c in view.staging.legal(state) if view.camera.shows(c))
        click_at(window, *cell_xy(view, rng.choice(cells)))
    else:
        key(window, arcade.key.ENTER)
    return False


def play(window: Any, near: list[int] | None = None) -> tuple[Any, list[int | None], int]:
    """The seeded couch game, played with input events: rehearsed (nothing checked) when `near` is
    None, else watched by a CouchWatch drawing every frame near the hand-overs at `near`, every
    frame it draws checked. Returns the watch, who confirmed at each privacy screen, and how many
    times a human hid their view halfway."""
    rng = random.Random(3)  # the humans' moves
    view = start(window, seed=8, players=3, humans=2)
    state = view.state
    watch: Any = (
        Rehearsal(window, view) if near is None else CouchWatch(window, view, random.Random(4), near=near)
    )
    secrets = Secrets(view)
    confirmed, hidden = [], 0
    for frames in range(FRAMES):
        if view.privacy_up():
            assert view.shown_viewer() is None
            take_screen(window)  # the named human confirms they alone look
            confirmed.append(view.viewer)
        elif view.shown_viewer() is not None and state.current == view.viewer:
            hidden += my_move(window, view, rng, hide=hidden < 2)
        drawn = watch.frame(frames)
        if drawn is not None:
            check_frame(view, [d.text for d in drawn], secrets)
        if state.is_over():
            break
    return watch, confirmed, hidden


def test_a_couch_game_shows_each_humans_drawn_cards_to_them_alone(window: Any) -> None:
    """Checked on every frame from a little before to a little after each hand-over (found by a
    first, unchecked run of the same game), whenever something happens, and every few frames."""
    rehearsal, _, _ = play(window)
    watch, confirmed, hidden = play(window, near=rehearsal.handovers)
    assert watch.handovers == rehearsal.handovers, "drawing frames changed the game"
    state = watch.view.state
    placers = {a.seat for a in state.history if type(a).__name__ == "Place"}
    assert {ALEX, SAM} <= placers and {ALEX, SAM} <= set(confirmed)
    assert watch.compared > 30 and hidden >= 1 and len(watch.handovers) >= 8


def test_the_picture_check_sees_a_drawn_card_change(window: Any) -> None:
    """The comparison above can fail: the placer's drawn cards are on their screen."""
    view = start(window, seed=8, players=3, humans=2)
    take_screen(window)
    for cell in sorted(view.display.down)[:2]:
        click_at(window, *cell_xy(view, cell))
    frame(window, view)
    assert view.shown_viewer() == ALEX and "hand" in view.drawn
    window.dispatch_event("on_draw")
    before = picture(window)
    view.staging.drawn = ["green" if c == "red" else "red" for c in view.staging.drawn]
    view.stage.hand.cards = []  # the strip takes the new pictures (when the table is refreshed)
    view.refresh()
    window.dispatch_event("on_draw")
    assert picture(window) != before


def test_between_two_humans_turns_the_room_sees_the_board_before_the_next_hand_over(window: Any) -> None:
    """One human confirms their cards: the screen shows the public board (their cards landing face
    down) a moment before the privacy screen asks for the next human."""
    from game.ui.tables.zwoggel.table import BETWEEN_TURNS_S

    view = start(window, seed=8, players=2, humans=2)
    state = view.state
    assert view.privacy_up()
    take_screen(window)
    for cell in sorted(view.display.down)[:2]:
        click_at(window, *cell_xy(view, cell))
    frame(window, view)
    for _ in range(3):
        click_at(window, *hand_xy(view, view.staging.left()[0]))
        cells = sorted(c for c in view.staging.legal(state) if view.camera.shows(c))
        click_at(window, *cell_xy(view, cells[0]))
    laid = [(a.x, a.y) for a in view.staging.actions()]
    key(window, arcade.key.ENTER)
    assert state.current == SAM
    public = 0
    for _ in range(int(BETWEEN_TURNS_S * 60) - 3):
        frame(window, view)
        assert not view.privacy_up() and view.shown_viewer() is None and "hand" not in view.drawn
        public += all(cell in view.display.down for cell in laid)
    assert public > 30  # Alex's three cards, face down for everyone
    for _ in range(10):
        frame(window, view)
    assert view.privacy_up()
    take_screen(window)  # the privacy screen was Sam's
    assert view.shown_viewer() == SAM
