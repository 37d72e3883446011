"""A recorded table drawn again is the live table, pixel for pixel.

For each game a live table is played with its trace recorded (the player's "Record table traces"
setting), drawn every frame as a player sees it, and captured at moments with a face signalling
(a wink in Wink, a gesture in WinkyBilly, a blink in Zwoggel: no face winks there), a card or
token in flight, and a hand-over on a couch (the first frame a human holds the screen). The
recording is then read back and the table drawn again at each moment, seen by the same seat (or
by the room), stepped as the live one was but drawn once: the two pictures must be the same,
byte for byte. A check that the comparison would see one face or one card changed keeps it
honest.

Not recorded, so not part of these moments: the human's pointer (the gaze mark), prompts,
refusals said to a player, a Zwoggel card laid out before it is confirmed, a pan or zoom of the
Zwoggel board, and on a couch whose turn it is to hold the screen (`game.bots.recording`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.bots.director import NOW
from game.bots.recording import Recording
from game.games import specs
from game.rules.wink import Call, Name, Pass
from game.rules.winkybilly import Done
from game.social.signals import GESTURES
from game.ui.headless import draw_now, step
from game.ui.replay import play_to, replay_view
from game.ui.routes import table
from game.ui.seating import table_setup

from .drive import press, take_screen
from .tables.zwoggel.test_couch import my_move

FRAMES = 60 * 40  # the most a live table plays before every moment it waits for has come
Picture = bytes


@dataclass
class Moment:
    t: float
    seat: int | None
    picture: Picture


def picture(window: Any) -> Picture:
    draw_now(window)
    return arcade.get_image(0, 0, window.width, window.height).tobytes()


def signalling(game: str) -> Callable[[Any], bool]:
    """Whether a face of the table is in the middle of its game's signal now."""

    def eyes_shut(view: Any, kind: str) -> bool:
        now = view.now
        return any(
            s.kind == kind and s.closed_from <= now < s.closed_until for s in view.source.social.signals
        )

    def gesturing(view: Any) -> bool:
        now = view.now
        return any(
            s.kind in GESTURES and 0.3 < (now - s.start) / s.duration < 0.7
            for s in view.source.social.signals
        )

    return {
        "wink": lambda view: eyes_shut(view, "wink"),
        "winkybilly": gesturing,
        "zwoggel": lambda view: eyes_shut(view, "blink"),
    }[game]


def human_move(window: Any, view: Any, rng: random.Random) -> None:
    """The human who holds the screen plays, if it is their move (as the couch tests play)."""
    me = view.shown_viewer()
    if me is None:
        return
    if view.looks.dealing:  # their first look at their cards: seen, hidden again
        press(window, arcade.key.H)
        return
    game = view.setup.game
    if game == "wink":
        obs = view.seen(me)
        if obs["current"] == me and not obs["over"]:
            if obs["step"] == "name":
                view.act(Pass(me) if view.can_pass else Name(me, (me + 2) % obs["players"]))
            else:
                view.act(Call(me, rng.choice(obs["callable"])))
    elif game == "winkybilly":
        own = view.seen(me)
        if own["phase"] == "exchange" and not own["done"][me] and view.now >= own["check_until"]:
            view.act(Done(me, NOW))  # the holster, at once
    elif view.state.current == me:
        my_move(window, view, rng, hide=False)


def play_live(window: Any, game: str, humans: int, players: int, wanted: set[str]) -> tuple[Path, dict]:
    """A live table played until every `wanted` moment was captured: its trace, and the moments."""
    window.apply_settings(replace(window.settings, record_traces=True, gaze_hint_seen=True), save=False)
    setup = table_setup(game, 7, players, humans)
    view = table(game)(setup, setup.new_state(), worker=False)
    window.show_view(view)
    rng, moments = random.Random(5), {}
    handed = False
    for _ in range(FRAMES):
        if view.privacy_up():
            take_screen(window)
            handed = not view.looks.dealing
            continue
        step(window)
        seat = view.shown_viewer()
        if handed and "hand-over" in wanted and seat is not None:
            moments.setdefault("hand-over", Moment(view.now, seat, picture(window)))
        handed = False
        if "signal" in wanted and "signal" not in moments and signalling(game)(view):
            moments["signal"] = Moment(view.now, seat, picture(window))
        flying = any(f.sprite.visible for f in view.stage.flights.flights)
        if "flight" in wanted and "flight" not in moments and flying:
            moments["flight"] = Moment(view.now, seat, picture(window))
        if set(moments) >= wanted or view.state.is_over():
            break
        human_move(window, view, rng)
    view.close_table()
    assert view.trace is not None and view.trace.path is not None
    assert set(moments) == wanted, f"{game}: only {sorted(moments)} came in {FRAMES} frames"
    return view.trace.path, moments


def replayed(window: Any, path: Path, moment: Moment) -> Any:
    engines = {spec.name: spec.engine for spec in specs()}
    view = replay_view(window, Recording.read(path, engines), moment.seat)
    play_to(window, view, moment.t)
    assert view.now == moment.t  # the same steps reach the same moment, bit for bit
    return view


CASES = [
    ("wink", 1, 5, {"signal", "flight"}),
    ("wink", 2, 4, {"hand-over"}),
    ("winkybilly", 1, 4, {"signal", "flight"}),
    ("winkybilly", 2, 4, {"hand-over"}),
    ("zwoggel", 1, 2, {"signal", "flight"}),
    ("zwoggel", 2, 3, {"hand-over"}),
]


@pytest.mark.parametrize(
    ("game", "humans", "players", "wanted"),
    CASES,
    ids=[f"{g}-{'couch' if h > 1 else 'alone'}" for g, h, _p, _w in CASES],
)
def test_a_recorded_table_is_drawn_again_as_the_live_table_drew_it(
    window: Any, monkeypatch: pytest.MonkeyPatch, game: str, humans: int, players: int, wanted: set[str]
) -> None:
    monkeypatch.setattr("game.bots.wink.policy.TURN_THINK_S", (0.4, 0.8))  # brisk bots, a short test
    path, moments = play_live(window, game, humans, players, wanted)
    for name, moment in moments.items():
        replayed(window, path, moment)
        assert picture(window) == moment.picture, f"{game}: the {name} at {moment.t:.3f} s differs"


def test_the_comparison_sees_one_face_changed(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: the same moment with one face's eyes open is another picture."""
    monkeypatch.setattr("game.bots.wink.policy.TURN_THINK_S", (0.4, 0.8))
    path, moments = play_live(window, "wink", 1, 5, {"signal"})
    moment = moments["signal"]
    view = replayed(window, path, moment)
    assert picture(window) == moment.picture
    faces = view.source.social
    winker = next(s for s in range(faces.n) if any(x.kind == "wink" for x in faces.signals_at(s, view.now)))
    posed = faces.pose
    faces.pose = lambda seat, t=None: (  # that face's eyes open at that moment
        replace(posed(seat, t), left=1.0, right=1.0) if seat == winker else posed(seat, t)
    )
    faces.lid_signals = lambda since, t: []  # nor held shut for the frames it is owed (kit/lids.py)
    view.stage.lids.jumped()
    assert picture(window) != moment.picture
