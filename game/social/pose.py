"""What the screen draws of a face at one moment, as a pure function of facts a trace records.

`pose_at` is the one place a face is posed: the live table (`SocialTable.pose`) and a recorded
table (`RecordedFaces.pose`) both call it, with the same facts, so a face drawn from a recording
is the face that was drawn live, exactly. The facts: where the face looked at that moment, its
signals (winks, blinks, gestures made as signals), the fidget it was making (with its exact
start and duration), and how its head sways when idle (its phase and `idle_motion`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from .fidgets import MOUTHS, NOD_DEPTH, Fidget
from .signals import Signal

TILT_DEG = 12.0  # how far a head tilts at the height of a tilt
SHAKE = 0.03  # how far a head shake swings, in fractions of the face size


@dataclass(frozen=True, slots=True)
class Pose:
    """What the screen draws of a face at one moment."""

    gaze: int
    left: float  # lid openness, 1 open, 0 shut
    right: float
    head_dx: float  # idle motion, in fractions of the face size
    head_dy: float
    expression: str = "neutral"  # the mouth: neutral, smile, smirk, open
    brow: float = 0.0  # 0–1: how far the brows are raised
    tilt: float = 0.0  # degrees the head leans (a tilt gesture), toward the right when positive
    move_dx: float = 0.0  # a head shake, in fractions of the face size (a gesture: never "motion")
    move_dy: float = 0.0  # a nod


@dataclass(frozen=True, slots=True)
class Idle:
    """How one face sways when idle, fixed when the table opens: the phase of its sway and how
    busy it is (its profile's `idle_motion`). What a recording's header keeps of each face."""

    phase: float
    motion: float


def pose_at(t: float, gaze: int, signals: Iterable[Signal], fidget: Fidget | None, idle: Idle) -> Pose:
    """The face at `t`: looking at `gaze`, with those of its `signals` that cover `t` (in the order
    they began), making `fidget` if it covers `t`, swaying as `idle` says."""
    left = right = 1.0
    moves: list[Signal] = []
    for s in signals:
        if s.start <= t < s.end:
            if not s.on_lids:
                moves.append(s)
                continue
            o = s.openness(t)
            if s.eye in ("both", "left"):
                left = min(left, o)
            if s.eye in ("both", "right"):
                right = min(right, o)
    motion, ph = idle.motion, idle.phase
    dx = 0.015 * motion * math.sin(t * 0.9 + ph)
    dy = 0.012 * motion * math.sin(t * 1.3 + ph * 1.7)
    expression, brow = "neutral", 0.0
    move_dx = move_dy = 0.0
    if fidget is not None and fidget.start <= t < fidget.end:
        if fidget.kind in MOUTHS:
            expression = fidget.kind
        elif fidget.kind == "brows":
            brow = fidget.swell(t)
        elif fidget.kind == "nod":
            move_dy -= NOD_DEPTH * fidget.swell(t)
    tilt = 0.0
    for s in moves:  # gestures made as signals
        swell = math.sin(math.pi * (t - s.start) / s.duration)
        if s.kind == "brows":
            brow = max(brow, swell)
        elif s.kind == "nod":
            move_dy -= NOD_DEPTH * abs(math.sin(2 * math.pi * (t - s.start) / s.duration))
        elif s.kind == "tilt":
            tilt = TILT_DEG * swell
        elif s.kind == "shake":
            move_dx += SHAKE * swell * math.sin(4 * math.pi * (t - s.start) / s.duration)
        elif s.kind in ("smirk", "pout"):
            expression = "smirk" if s.kind == "smirk" else "open"
    return Pose(gaze, left, right, dx, dy, expression, brow, tilt, move_dx, move_dy)
