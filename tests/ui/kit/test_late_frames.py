"""Winks survive late frames: whatever the frame times (60 ms, 200 ms gaps), every wink is drawn
with its eye shut in at least two presented frames, one eye only, none is lost between two frames,
and it is held no longer than that; the sim clock, the winks the bots make and what they see
stay as they are (only the drawing holds the eyelid)."""

from __future__ import annotations

from collections.abc import Hashable
from itertools import cycle
from typing import Any

import arcade

from game.social.presented import SHUT_FRAMES
from game.social.profile import SocialProfile
from game.social.signals import Signal
from game.social.table import SocialTable
from game.ui.kit.board import BoardBase
from game.ui.kit.effects import Effects
from game.ui.kit.stage import TableStage
from game.ui.watch.choice import WatchChoice
from game.ui.watch.table import WatchedTable

FRAME = 1 / 60
GAPS = (1, 4, 12, 2, 7, 12, 3)  # fixed updates between two presented frames: 17 to 200 ms
EYES = {"left": 0, "right": 1}
Frame = tuple[float, list[tuple[str, str]]]  # the time a frame was posed at, each face's lids drawn


class Middle(BoardBase):
    def focus(self) -> tuple[float, float]:
        return (640.0, 400.0)

    def picture(self, card: Hashable, pixels: float) -> arcade.Texture:
        return arcade.make_soft_circle_texture(8, arcade.color.WHITE)


def stage(n: int) -> TableStage:
    s = TableStage(
        list(range(n)),
        [arcade.make_soft_circle_texture(8, arcade.color.RED)] * n,
        Middle(),
        lambda _e, _v: None,
        Effects(),
        clock=lambda: 0.0,
        sounds=lambda _name: None,
    )
    s.layout(1280, 720, 0, lambda size: size)
    return s


def shut_frames(wink: Signal, frames: list[Frame], winks: list[Signal]) -> list[Frame]:
    """The frames that drew `wink`'s eye shut one after the other, the first of them posed while
    it lasted or the first frame posed after it (before the same face's next wink)."""
    later = [w.start for w in winks if w.seat == wink.seat and w.start > wink.start]
    until = min(later, default=float("inf"))
    eye = EYES[wink.eye]
    run: list[Frame] = []
    for f in frames:
        if f[0] < wink.start:
            continue
        if f[0] >= until or (run and f[1][wink.seat][eye] != "closed"):
            break
        if f[1][wink.seat][eye] == "closed":
            run.append(f)
        elif f[0] >= wink.end:
            break  # the first frame after it did not show it: lost
    return run


def test_short_winks_are_shut_in_two_frames_one_eye_whatever_the_gaps(window: Any) -> None:
    quiet = SocialProfile(wink_ms=60, blink_interval_s=1e6, expression_interval_s=1e6)  # no blinks
    table = SocialTable([quiet] * 4, seed=5)
    s = stage(4)
    winks: list[Signal] = []
    frames: list[Frame] = []
    gaps = cycle(GAPS)
    wink_at = [0.3 + 0.45 * k for k in range(14)]  # a wink every 450 ms, 60 to 125 ms long
    end = wink_at[-1] + 1.0
    while table.t < end:
        for _ in range(next(gaps)):
            if wink_at and table.t >= wink_at[0] - 1e-9:
                k = 14 - len(wink_at)
                winks.append(table.wink(k % 4, (k + 1) % 4, "left" if k % 3 else "right", 0.06 + 0.005 * k))
                wink_at.pop(0)
            table.step(FRAME)
        s.pose_faces(table, table.t)
        frames.append((table.t, [face.lids for face in s.seats.faces]))
    assert len(winks) == 14
    for wink in winks:
        shut = shut_frames(wink, frames, winks)
        assert len(shut) >= SHUT_FRAMES, (wink, [f[0] for f in shut])
        other = 1 - EYES[wink.eye]
        assert all(f[1][wink.seat][other] == "open" for f in shut)  # a wink, not a blink
        # held no longer than it must: past its own time only for the two frames it is owed
        assert all(f[0] < wink.end for f in shut[SHUT_FRAMES:])
        assert shut[0][0] < wink.end or shut[0] is next(f for f in frames if f[0] >= wink.start)


def bots_table(window: Any) -> WatchedTable:
    """Eight expert bots winking at each other (the deal of `bench frames wink-table --load`)."""
    table = WatchedTable(WatchChoice("wink", 8, ("expert",)), 2, worker=False)
    window.show_view(table.view)
    while table.now < 22.5:
        table.step(FRAME)
    return table


def winks_of(table: WatchedTable) -> list[Signal]:
    social = table.director.social
    return [s for s in social.lid_signals(0.0, social.t) if s.kind == "wink"]


def test_a_table_of_bots_drawn_late_shows_every_wink_and_plays_as_if_drawn_on_time(window: Any) -> None:
    late = bots_table(window)
    frames: list[Frame] = []
    gaps = cycle((4, 12))  # 67 and 200 ms between frames
    while late.now < 30.5:
        for _ in range(next(gaps)):
            late.step(FRAME)
        window.dispatch_event("on_draw")
        window.flip()
        frames.append((late.now, [face.lids for face in late.view.stage.seats.faces]))
    window.ctx.finish()
    winks = winks_of(late)
    assert len(winks) >= 3  # (this deal's experts wink at each other from 23 s on)
    for wink in winks:
        if wink.end < late.now:
            assert len(shut_frames(wink, frames, winks)) >= SHUT_FRAMES, wink
    # the same table stepped without a frame drawn: the same winks, the same moves, the same time
    undrawn = WatchedTable(WatchChoice("wink", 8, ("expert",)), 2, worker=False)
    while undrawn.now < late.now - 1e-9:
        undrawn.step(FRAME)
    assert winks_of(undrawn) == winks
    assert undrawn.view.state.history == late.view.state.history
    late.close()
    undrawn.close()


class OneWink:
    """Faces that make one wink (seat 0's left eye, 0.1 s from t = 1)."""

    wink = Signal("wink", 0, 1.0, 0.1, "left", 1)

    def lid_signals(self, since: float, t: float) -> list[Signal]:
        return [self.wink] if self.wink.start <= t and self.wink.end > since else []


def test_a_frame_drawn_again_at_the_same_moment_is_not_one_more_frame_of_the_wink() -> None:
    from game.social.pose import Pose
    from game.ui.kit.lids import PresentedLids

    lids, faces, open_pose = PresentedLids(), OneWink(), Pose(0, 1.0, 1.0, 0.0, 0.0)
    t = OneWink.wink.closed_from + 0.001
    for moment in (0.5, t):
        lids.frame(faces, moment)
        lids.pose(0, open_pose, moment)
    for _ in range(5):  # the same moment drawn again (a pause, a screenshot): still the first frame
        lids.frame(faces, t)
        assert lids.pose(0, open_pose, t).left == 0.0
    later = OneWink.wink.end + 1.0  # one late frame after it: the second shut frame
    lids.frame(faces, later)
    assert lids.pose(0, open_pose, later).left == 0.0
    lids.frame(faces, later + 0.1)  # shown shut twice: it opens
    assert lids.pose(0, open_pose, later + 0.1).left == 1.0


def test_a_blink_a_wink_cut_short_is_not_held_over_the_wink() -> None:
    """A face blinks; its wink begins before the blink's bottom and cuts it short: the frames
    that follow show one eye shut, not both (the blink, taken in whole, is not held shut)."""
    from game.social.pose import Pose
    from game.ui.kit.lids import PresentedLids

    table = SocialTable([SocialProfile(), SocialProfile()], 3)
    lids = PresentedLids()
    while not any(s.kind == "blink" and s.seat == 0 for s in table.signals):
        table.step(FRAME)
        lids.frame(table, table.t)
        assert table.t < 60, "no blink"
    table.step(FRAME)
    lids.frame(table, table.t)
    lids.pose(0, table.pose(0), table.t)  # the blink on its way down, drawn
    wink = table.wink(0, 1, eye="left")
    drawn: list[Pose] = []
    while table.t < wink.start + wink.duration:
        table.step(FRAME)
        lids.frame(table, table.t)
        drawn.append(lids.pose(0, table.pose(0), table.t))
    middle = drawn[len(drawn) // 3 : 2 * len(drawn) // 3 + 1]
    assert middle and all(p.left < 0.5 < p.right for p in middle), [(p.left, p.right) for p in drawn]
