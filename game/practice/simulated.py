"""A practice session played by a simulated observer, frame by frame at 60 Hz, as the view plays
it: the wink starts in a frame's update and is presented at that frame's flip; answers reach the
session at the next frame after the observer makes them (input is read once a frame), so the
measured reaction time is late by less than one frame."""

from __future__ import annotations

import random

from ..store.levels import PracticeLevel
from .observer import Observer
from .session import TIMED, Mode, PracticeSession

FRAME_S = 1 / 60
SALT = 0x0B5E


def play(level: PracticeLevel, observer: Observer, seed: int, mode: Mode = TIMED) -> PracticeSession:
    session = PracticeSession(level, seed, mode)
    rng = random.Random(seed ^ SALT)
    answer: tuple[float, int | None] | None = None  # (when, face) the observer will answer
    frame = 0
    while not session.over:
        t = frame * FRAME_S
        if answer is not None and t >= answer[0]:
            session.respond(answer[1], t)
            answer = None
        was = session.current
        session.update(t)
        trial = session.current
        if trial is not None and trial is not was and trial.catch:
            answer = _catch_answer(session, observer, rng, t)
        if session.wink_now(t) is not None:
            shown = t + FRAME_S  # this frame's flip
            session.presented(shown)
            answer = _wink_answer(session, observer, rng, shown)
        frame += 1
    return session


def _wink_answer(
    session: PracticeSession, observer: Observer, rng: random.Random, shown: float
) -> tuple[float, int | None] | None:
    trial = session.current
    assert trial is not None and trial.face is not None
    if not observer.sees(session.wink_ms, rng):
        return (shown + observer.reaction_s(rng), None) if session.mode.untimed else None
    face = trial.face
    if rng.random() < observer.mislocate:
        face = rng.choice([f for f in range(session.level.faces) if f != trial.face])
    return shown + observer.reaction_s(rng), face


def _catch_answer(
    session: PracticeSession, observer: Observer, rng: random.Random, start: float
) -> tuple[float, int | None] | None:
    trial = session.current
    assert trial is not None
    at = start + trial.onset_s + observer.reaction_s(rng)
    if observer.sees(None, rng):
        return at, rng.randrange(session.level.faces)
    return (at, None) if session.mode.untimed else None
