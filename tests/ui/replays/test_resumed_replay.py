"""A resumed real-time game is recorded from its clock at the resume: its replay opens there, with
the moves made before it on the table, and no moment before it can be sought (nothing was
recorded then)."""

from __future__ import annotations

import io
import random
from typing import Any

from game.bots.director import TableArgs, TableDirector
from game.bots.profile import BotProfile
from game.bots.recording import Recording
from game.bots.runs import STEP
from game.bots.trace import TraceWriter
from game.games import specs
from game.social.profile import SocialProfile
from game.store.levels import load_difficulties
from game.ui.replays.screen import ReplayView
from game.ui.seating import table_setup

PLAYED_S = 20.0  # of game clock before the table was kept and resumed


def resumed_recording(seed: int = 4) -> tuple[float, int, Recording]:
    """The first real-time game's table (its bots), played by random steps for PLAYED_S, then
    resumed as a live table resumes it (its director starting at the game's clock) and recorded
    for 20 s more: (the clock at the resume, the moves made before it, the recording)."""
    spec = next(s for s in specs() if s.engine.clock is not None)
    assert spec.engine.clock is not None and spec.policy is not None
    setup = table_setup(spec.name, seed, 4, 0)
    state = setup.new_state()
    rng = random.Random(seed)
    while spec.engine.clock(state) < PLAYED_S:
        spec.engine.random_step(state, rng)
    values = load_difficulties()["normal"]
    profile = (SocialProfile.from_mapping(values), BotProfile.from_mapping(values))
    signals = dict(enumerate(spec.signals[: setup.players // 2]))
    out = io.StringIO()
    start = spec.engine.clock(state)
    director = TableDirector(
        state,
        spec.policy.load()(TableArgs(signals=signals)),
        dict.fromkeys(range(setup.players), profile),
        seed=seed,
        trace=TraceWriter(out).game(0),
        start=start,
    )
    moves = len(state.history)
    while director.t < start + 20.0 and not state.is_over():
        director.step(STEP)
    director.close()
    return start, moves, Recording(out.getvalue().splitlines(), {s.name: s.engine for s in specs()})


def test_the_replay_of_a_resumed_game_opens_at_the_resume(window: Any) -> None:
    start, moves, recording = resumed_recording()
    assert len(recording.history) == moves > 0
    view = ReplayView(recording, seat=None, back="menu")
    window.show_view(view)
    replay = view.replay
    assert replay is not None and replay.begin >= start
    assert replay.t == replay.begin  # not at 0: the table as it was resumed
    assert len(replay.source.state.history) >= moves
    replay.seek(0.0)  # nothing was recorded before the resume: the earliest moment is the resume's
    assert replay.t == replay.begin
    replay.seek(recording.end)
    assert replay.t > replay.begin
