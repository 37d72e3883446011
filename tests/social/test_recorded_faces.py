"""Faces played back from their records (`RecordedFaces`) pose exactly as the live table posed
them: one pure function (`pose_at`) of the recorded gaze, signals and fidgets, at every tick,
with gestures as signals or not, whoever looks, winks or gestures."""

from __future__ import annotations

import json
import math
import random
from typing import Any

import pytest

from game.social.fidgets import LIDS, MOUTHS, Fidget
from game.social.gaze import GRID, HAND
from game.social.pose import Idle, Pose, pose_at
from game.social.profile import BEGINNER, EXPERT, NORMAL
from game.social.recorded import RecordedFaces
from game.social.signals import GESTURES, Signal
from game.social.table import SocialTable

STEP = 1 / 60
TARGETS = {"grid": GRID, "hand": HAND}


def faces_from(records: list[dict[str, Any]], idle: list[Idle], fidgets: bool = True) -> RecordedFaces:
    """The faces a reader builds from the records (as JSON gave them back)."""
    faces = RecordedFaces(idle)
    for r in records:
        if r["kind"] == "gaze":
            faces.look(r["seat"], r["t"], TARGETS.get(r["target"], r["target"]))
        elif r["kind"] == "signal":
            faces.signal(
                Signal(r["signal"], r["seat"], r["start"], r["duration"], r["eye"] or "both", r["target"])
            )
        elif r["kind"] == "fidget" and fidgets:
            faces.fidget(r["seat"], Fidget(r["fidget"], r["start"], r["duration"]))
        elif r["kind"] == "cut":
            faces.cut(r["seat"], r["signal"], r["start"], r["end"])
    return faces


def live_table(gestures: bool, seed: int, seconds: float = 120.0) -> tuple[SocialTable, list[dict], list]:
    """A table of five faces (seat 0 a human) living `seconds`: every face looks where it likes, and
    now and then winks or gestures. Returns its records (through JSON) and every tick's poses."""
    records: list[dict[str, Any]] = []
    profiles = [NORMAL, EXPERT, BEGINNER, NORMAL, EXPERT]
    table = SocialTable(profiles, seed, humans=frozenset({0}), record=records.append, gestures=gestures)
    rng = random.Random(seed)
    table.aim = lambda seat: rng.choice([None, GRID, *range(5)])
    ticks = []
    while table.t < seconds:
        table.step(STEP)
        if rng.random() < 0.05:
            table.look(0, rng.choice([GRID, HAND, 1, 2, 3, 4]))
        seat = rng.randrange(5)
        target = rng.choice([s for s in range(5) if s != seat])
        if rng.random() < 0.02 and not table.gesturing(seat):
            if gestures and rng.random() < 0.7:
                table.gesture(seat, rng.choice(list(GESTURES)), rng.choice([target, None]))
            else:
                table.wink(seat, target, eye=rng.choice(["left", "right"]))
        ticks.append((table.t, [table.pose(s) for s in range(5)]))
    return table, [json.loads(json.dumps(r)) for r in records], ticks


@pytest.mark.parametrize("gestures", [False, True])
def test_recorded_faces_pose_exactly_as_the_live_ones_at_every_tick(gestures: bool) -> None:
    table, records, ticks = live_table(gestures, seed=21)
    faces = faces_from(records, [table.idle(s) for s in range(5)])
    for t, poses in ticks:
        faces.t = t
        assert [faces.pose(s) for s in range(5)] == poses, t
    kinds = {r["fidget"] for r in records if r["kind"] == "fidget"}
    assert set(MOUTHS) & kinds and set(LIDS) & kinds and "nod" in kinds  # every sort of fidget came
    assert {p.expression for _, poses in ticks for p in poses} > {"neutral"}


@pytest.mark.parametrize("gestures", [False, True])
def test_without_the_fidget_records_the_faces_would_differ(gestures: bool) -> None:
    table, records, ticks = live_table(gestures, seed=21, seconds=30.0)
    faces = faces_from(records, [table.idle(s) for s in range(5)], fidgets=False)
    assert any([faces.pose(s, t) for s in range(5)] != poses for t, poses in ticks)


def test_a_gesture_fidget_made_while_the_face_gestures_is_recorded_and_drawn() -> None:
    """With gestures as signals, a fidget of a gesture's kind is a signal unless the face is making
    one already: then only its fidget record says it (a nod still moves the head)."""
    records: list[dict[str, Any]] = []
    table = SocialTable([NORMAL, NORMAL], 5, record=records.append, gestures=True)
    table.fidgets[1].next_at = 0.5  # its first fidget comes at 0.5 s…
    table.fidgets[1].weights = [1.0 if kind == "nod" else 0.0 for kind in table.fidgets[1].names]  # …a nod
    table.step(0.4)
    table.gesture(1, "tilt", 0, duration=1.0)  # …while it tilts its head
    table.step(0.2)
    table.step(0.1)
    fidget = table.fidgets[1].at(table.t)
    assert fidget is not None and fidget.kind == "nod"
    assert [r["signal"] for r in records if r["kind"] == "signal" and r["seat"] == 1] == ["tilt"]
    live = table.pose(1)
    assert live.move_dy < 0 and live.tilt > 0  # both show
    faces = faces_from([json.loads(json.dumps(r)) for r in records], [table.idle(s) for s in range(2)])
    assert faces.pose(1, table.t) == live


def test_the_pose_is_one_function_of_the_facts() -> None:
    idle = Idle(phase=1.25, motion=0.5)
    wink = Signal("wink", 0, 1.0, 0.3, "left", 1)
    nod = Signal("nod", 0, 1.1, 0.6, "none")
    smile = Fidget("smile", 0.9, 1.0)
    shown = pose_at(1.2, 1, [wink, nod], smile, idle)
    assert (shown.gaze, shown.left, shown.right, shown.expression) == (1, 0.0, 1.0, "smile")
    assert shown.move_dy < 0 and shown.head_dx == 0.015 * 0.5 * math.sin(1.2 * 0.9 + 1.25)
    sway = (0.015 * 0.5 * math.sin(5.0 * 0.9 + 1.25), 0.012 * 0.5 * math.sin(5.0 * 1.3 + 1.25 * 1.7))
    assert pose_at(5.0, GRID, [wink, nod], smile, idle) == Pose(GRID, 1.0, 1.0, *sway)  # only the sway


def test_recorded_faces_name_the_same_lid_signals_between_two_frames_as_the_live_ones() -> None:
    """What a frame must show of the eyelids since the frame before (ui/kit/lids.py) is the same
    drawn live or from the recording: a replay holds the same winks and blinks shut."""
    table, records, _ticks = live_table(False, seed=8, seconds=18.0)  # (the live table keeps 20 s)
    faces = faces_from(records, [table.idle(s) for s in range(5)])
    rng = random.Random(3)
    found = 0
    for _ in range(300):
        t = rng.uniform(0.5, 18.0)
        since = t - rng.choice([1 / 60, 0.06, 0.2, 0.5])
        live = sorted(table.lid_signals(since, t), key=lambda s: (s.start, s.seat))
        assert sorted(faces.lid_signals(since, t), key=lambda s: (s.start, s.seat)) == live, (since, t)
        assert all(s.on_lids and s.start <= t and s.end > since for s in live)
        found += len(live)
    assert found > 100 and any(s.kind == "wink" for s in table.lid_signals(0.0, 18.0))
