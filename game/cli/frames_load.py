"""`bench frames wink-table --load N`: the winks a Wink table draws while N busy processes share
the CPU, frame by frame.

The table: the first game's table scene (`first_table_scene`, the Wink table), at eight seats,
every one an expert bot (the quickest winks, about 120 ms), deal 2, whose experts wink at each
other from 23 s of play on; it is played there first, unmeasured. Then it
runs in real time as the game's loop runs it: fixed updates of 1/60 s for the wall time that
passed (as many as a late frame needs), one draw and its flip, a frame every 1/60 s at most,
while N busy processes spin (busy.py). Each frame notes the sim time it was posed at, when it was
on the screen, and which eyelids each face showed shut (the layers drawn: ui/faces.py). After
`--seconds` (and a second more, for the last winks to show), every wink the social layer made in
that time is told: the frames its eye was shut in and how long the screen showed it shut (from
the flip of its first shut frame to the flip of the frame that opened it); a wink never drawn
shut is lost. The last line is the JSON of the whole run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from ..social.signals import WINK, Signal
from .busy import Busy, CtrlC
from .frames import peak_rss_mb, percentile
from .options import UsageError
from .screenshot import parse_size

if TYPE_CHECKING:
    from ..ui.watch.table import WatchedTable

PLAYERS, LEVEL, DEAL = 8, "expert", 2  # at most that many seats: the first game's largest table up to 8
FROM_S = 22.5  # the table is played unmeasured up to here: its experts' winks begin soon after
DEFAULT_S = 40.0  # measured by default: this deal's experts make about twenty winks in that time
TAIL_S = 1.0  # frames go on this long after the measured time (its last winks are shown)
FRAME = 1 / 60
LATE_MS = 1.5 * FRAME * 1000  # a frame shown this long after the one before is late
SPIN_UP_S = 0.5  # the busy processes get going before the measure starts
EYES = {"left": 0, "right": 1}


@dataclass(frozen=True)
class Frame:
    """One presented frame: the sim time it was posed at, when it reached the screen (wall
    seconds), the milliseconds of its updates and drawing, and each face's lids as drawn."""

    t: float
    shown_at: float
    work_ms: float
    updates: int
    lids: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class WinkShown:
    """A wink and the frames (their numbers) that showed its eye shut, one after the other; how
    long the screen showed it shut (None: no frame opened it again before the end)."""

    wink: Signal
    frames: tuple[int, ...]
    visible_ms: float | None
    both_shut: int  # of those frames, how many had the other eye shut too (a blink over the wink)


def shown_winks(winks: list[Signal], frames: list[Frame]) -> list[WinkShown]:
    """For each wink, the frames that drew its eye shut one after the other, the first of them
    posed while the wink lasted or the first frame posed after it (a wink shown late is shown
    then, or never: an eye shut later is another signal's, a blink's)."""
    found = []
    for wink in winks:
        later = [w.start for w in winks if w.seat == wink.seat and w.start > wink.start]
        until = min(later, default=float("inf"))
        eye = EYES[wink.eye]
        run: list[int] = []
        opened: int | None = None
        for i, frame in enumerate(frames):
            if frame.t < wink.start:
                continue
            if frame.t >= until:
                break
            if frame.lids[wink.seat][eye] == "closed":
                run.append(i)
            elif run:
                opened = i
                break
            if not run and frame.t >= wink.end:
                break  # the first frame after the wink did not show it: lost
        visible = None
        if run and opened is not None:
            visible = (frames[opened].shown_at - frames[run[0]].shown_at) * 1000
        both = sum(1 for i in run if frames[i].lids[wink.seat][1 - eye] == "closed")
        found.append(WinkShown(wink, tuple(run), visible, both))
    return found


def play_to(table: WatchedTable, t: float) -> None:
    while table.now < t - 1e-9:
        table.step(FRAME)


def run_frames(
    window: Any, table: WatchedTable, seconds: float, ctrl_c: CtrlC | None = None
) -> tuple[list[Frame], list[Signal]]:
    """The table in real time for `seconds` (and `TAIL_S`): its frames, and the winks made in the
    measured time. Ctrl-C, noted by `ctrl_c`, ends it at the next frame."""
    from ..ui import headless

    social = table.director.social
    faces = table.view.stage.seats.faces
    frames: list[Frame] = []
    winks: dict[Signal, None] = {}
    begin = last = due = time.perf_counter()
    measured_until = None
    owed = 0.0  # wall time not yet played in fixed updates
    while True:
        if ctrl_c is not None:
            ctrl_c.check()
        start = time.perf_counter()
        owed += start - last
        last = start
        updates = 0
        while owed >= FRAME:
            window.dispatch_event("on_fixed_update", FRAME)
            owed -= FRAME
            updates += 1
        window.dispatch_event("on_update", FRAME * max(1, updates))
        headless.draw_now(window)  # (as pyglet's Window.draw)
        window.flip()
        window.ctx.finish()  # the frame is on the screen (and memory stays flat)
        shown = time.perf_counter()
        t = table.now
        since = frames[-1].t if frames else t
        lids = tuple(face.lids for face in faces)
        frames.append(Frame(t, shown, (shown - start) * 1000, updates, lids))
        if measured_until is None:
            for signal in social.lid_signals(since, t):
                if signal.kind == WINK:
                    winks[signal] = None
        if measured_until is None and shown - begin >= seconds:
            measured_until = t
        if measured_until is not None and t >= measured_until + TAIL_S:
            return frames, list(winks)
        due += FRAME
        wait = due - time.perf_counter()
        if wait > 0:
            time.sleep(wait)
        else:
            due = time.perf_counter()  # behind: the next frame as soon as it can (as pyglet's clock)


def wink_line(n: int, shown: WinkShown, frames: list[Frame]) -> str:
    w = shown.wink
    head = f"wink {n}: seat {w.seat} -> {w.target}, {w.eye} eye, {w.duration * 1000:.0f} ms"
    head += f" at {w.start:.2f} s"
    if not shown.frames:
        return f"{head}: LOST (never drawn shut)"
    numbers = ", ".join(str(i) for i in shown.frames)
    gaps = [(frames[i].shown_at - frames[i - 1].shown_at) * 1000 for i in shown.frames if i > 0]
    visible = "?" if shown.visible_ms is None else f"{shown.visible_ms:.1f} ms"
    both = f"; both eyes shut in {shown.both_shut}" if shown.both_shut else ""
    frame_ms = ", ".join(f"{g:.0f}" for g in gaps)
    return (
        f"{head}: shut in frames {numbers} ({len(shown.frames)}; {frame_ms} ms after the frame"
        f" before), visible {visible}{both}"
    )


def figures(
    frames: list[Frame], shown: list[WinkShown], load: int, seconds: float, scene: str, players: int
) -> dict[str, Any]:
    gaps = [(b.shown_at - a.shown_at) * 1000 for a, b in pairwise(frames)]
    work = [f.work_ms for f in frames]
    counts = [len(s.frames) for s in shown]
    visible = [s.visible_ms for s in shown if s.visible_ms is not None]
    return {
        "bench": "frames",
        "scene": scene,
        "table": f"{players} {LEVEL} bots, deal {DEAL}, from {FROM_S:g} s of play",
        "load": load,
        "cpus": os.cpu_count(),
        "seconds": seconds,
        "frames": len(frames),
        "winks": len(shown),
        "min_shut_frames": min(counts, default=0),
        "lost": sum(1 for c in counts if c == 0),
        "shut_frames": {str(k): v for k, v in sorted(Counter(counts).items())},
        "visible_ms_min": round(min(visible), 1) if visible else None,
        "visible_ms_p50": round(percentile(visible, 50), 1) if visible else None,
        "wink_ms_min": round(min((s.wink.duration for s in shown), default=0.0) * 1000, 1),
        "frame_ms_p50": round(percentile(gaps, 50), 2),
        "frame_ms_p95": round(percentile(gaps, 95), 2),
        "frame_ms_p99": round(percentile(gaps, 99), 2),
        "frame_ms_max": round(max(gaps), 2),
        "late_frames": sum(1 for g in gaps if g > LATE_MS),
        "work_ms_p50": round(percentile(work, 50), 2),
        "work_ms_p99": round(percentile(work, 99), 2),
        "updates_max": max(f.updates for f in frames),
        "rss_mb": round(peak_rss_mb(), 1),
    }


def bench_load(args: argparse.Namespace) -> int:
    from ..games import game_spec
    from .frames import first_table_scene

    scene = first_table_scene()
    if args.scene not in (None, scene):
        raise UsageError(f"--load measures the winks of {scene} (its bots' winks): give that scene or none")
    if args.phones:
        raise UsageError("--load and --phones measure different tables: give one")
    seconds = DEFAULT_S if args.seconds is None else args.seconds
    width, height = parse_size(args.size)

    from ..ui import headless
    from ..ui.watch.choice import WatchChoice, watchable
    from ..ui.watch.table import WatchedTable

    game = watchable()[0]  # (the first game: the one whose table the scene is)
    players = max(n for n in game_spec(game).possible_players() if n <= PLAYERS)
    window = headless.make_window(width, height)
    table = WatchedTable(WatchChoice(game, players, (LEVEL,)), DEAL, worker=False)
    window.show_view(table.view)
    try:
        play_to(table, FROM_S)
        headless.step(window, 1, dt=0.0)  # (the first frame's textures, before the measure)
        window.ctx.finish()
        load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
        with Busy(args.load) as busy, CtrlC() as ctrl_c:
            pids = ", ".join(str(pid) for pid in busy.pids()) or "none"
            print(f"{args.load} busy processes ({pids}); {seconds:g} s measured", file=sys.stderr, flush=True)
            time.sleep(SPIN_UP_S if args.load else 0.0)
            frames, winks = run_frames(window, table, seconds, ctrl_c)
            busy_alive = busy.alive()
    finally:
        table.close()
    shown = shown_winks(winks, frames)
    for n, wink in enumerate(shown, 1):
        print(wink_line(n, wink, frames))
    result = figures(frames, shown, args.load, seconds, scene, players)
    result["busy_running_at_end"] = busy_alive
    result["loadavg_1m_before"] = load_before
    print(json.dumps(result), flush=True)
    return 0
