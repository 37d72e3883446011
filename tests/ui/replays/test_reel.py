"""The winks you missed: the reel finds the moments that mattered to a seat and plays each in
slow motion with its faces ringed and its line; next, previous and replay-this; the end card;
a game with none says so; practice offers the reel of the newest kept recording."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.bots.recording import Recording
from game.review.moments import moments_for
from game.ui.headless import FRAME, draw_now
from game.ui.replays.export import compressed
from game.ui.replays.reel import BEFORE_S, MissedWinksView, line_of
from game.ui.replays.sample import wink_recording

from ..drive import press, select_row


@pytest.fixture(scope="module")
def recording() -> Recording:
    return wink_recording(6, 11)


def busiest(recording: Recording) -> int:
    return max(range(recording.n), key=lambda s: len(moments_for(recording, s)))


def step(window: Any, frames: int) -> None:
    for _ in range(frames):
        window.dispatch_event("on_fixed_update", FRAME)


def test_the_reel_plays_each_moment_slowly_ringed_and_said(window: Any, recording: Recording) -> None:
    seat = busiest(recording)
    moments = moments_for(recording, seat)
    assert len(moments) >= 3
    view = MissedWinksView(recording, seat=seat)
    window.show_view(view)
    draw_now(window)
    first = moments[0]
    assert view.line.text == line_of(first, seat, recording.names, view.t)
    assert view.count.text == f"1 of {len(moments)}"
    assert view.replay is not None and view.replay.seat == seat
    assert view.replay.t == pytest.approx(max(0.0, first.t - BEFORE_S))
    ringed = {s for s, _spot in view.frame.rings[0]}
    assert ringed == {s for s in (first.seat, first.target) if s is not None}
    t = view.replay.t
    step(window, 60)  # one second at ¼×
    assert view.replay.t - t == pytest.approx(0.25, abs=1e-6)
    press(window, arcade.key.RIGHT)
    assert view.index == 1 and view.count.text == f"2 of {len(moments)}"
    assert view.line.text == line_of(moments[1], seat, recording.names, view.t)
    press(window, arcade.key.LEFT)
    assert view.index == 0
    step(window, 60 * 20)  # let it play out (some 3 s at ¼×) and hold: on to the next by itself
    assert view.index >= 1
    for _ in range(len(moments)):
        press(window, arcade.key.RIGHT)
    assert view.ended and "That was all" in view.card.text
    press(window, arcade.key.SPACE)  # watch again: from the first
    assert view.index == 0 and not view.ended
    press(window, arcade.key.P)
    assert type(window.current_view).__name__ == "PracticeMenuView"


def test_a_line_names_the_seat_as_you(recording: Recording) -> None:
    seat = busiest(recording)
    moment = moments_for(recording, seat)[0]
    line = line_of(moment, seat, recording.names, lambda key, **kw: f"{key}|{sorted(kw.items())}")
    assert f"reel.line.{moment.kind}" in line and "reel.you" in line


def test_a_game_with_no_moments_says_so(window: Any) -> None:
    short = wink_recording(4, 5, until=1.0)  # over before anyone winks
    assert all(not moments_for(short, s) for s in range(short.n))
    view = MissedWinksView(short, seat=0)
    window.show_view(view)
    draw_now(window)
    assert view.card.text.startswith("Nothing to show") and short.names[0] in view.card.text
    press(window, arcade.key.RIGHT)  # nothing to step through: nothing happens
    assert view.card.text.startswith("Nothing to show")


def test_practice_offers_the_reel_of_the_newest_recording_with_a_humans_moments(
    window: Any, recording: Recording, tmp_path: Path
) -> None:
    from game.ui.practice.menu import PracticeMenuView

    window.show_view(PracticeMenuView())
    draw_now(window)
    assert window.current_view.missed is None  # no recordings kept yet
    seat = busiest(recording)
    lines = gzip.decompress(compressed(recording)).decode("utf-8").splitlines()
    head = json.loads(lines[0]) | {"humans": [seat]}  # as a live table with a human there keeps it
    folder = tmp_path / "recordings"  # (the data folder is tmp_path in these tests)
    folder.mkdir()
    (folder / "a.jsonl.gz").write_bytes(gzip.compress("\n".join([json.dumps(head), *lines[1:]]).encode()))
    (folder / "b.jsonl.gz").write_bytes(b"damaged")  # newer and unreadable: passed over
    view = PracticeMenuView()
    window.show_view(view)
    draw_now(window)
    assert view.missed is not None and view.missed[1] == seat
    select_row(window, "The winks you missed in your last game")
    press(window, arcade.key.ENTER)
    reel = window.current_view
    assert isinstance(reel, MissedWinksView) and reel.seat == seat and reel.moments
