"""A seek at a table with a human who winks: the table notes the human's winks from the faces, step
by step, as the live table did (their moment lines and the log's whys read them), so a seek stops
at the steps a human's wink is on: the table sought is the table stepped to."""

from __future__ import annotations

import io
import random
from typing import Any

from game.bots.director import TableDirector
from game.bots.profile import BOT_NORMAL
from game.bots.recording import Recording
from game.bots.trace import TraceWriter
from game.bots.wink.policy import WinkPolicy
from game.rules import wink
from game.social.profile import NORMAL
from game.ui.replay import play_to, replay_view
from game.ui.replays.sample import engines
from game.ui.replays.seek import Replay

STEP = 1 / 60


def human_table(seconds: float) -> Recording:
    """Three bots and a human (seat 0) who plays its turns and winks at every caller of its cards
    as soon as the rules let it, recorded for `seconds`."""
    out = io.StringIO()
    state = wink.new_game("wink-fr", 4, seed=9, names=["Ana", "Bo", "Cy", "Di"])
    bots = {s: (NORMAL, BOT_NORMAL) for s in (1, 2, 3)}
    director = TableDirector(state, WinkPolicy(), bots, seed=9, trace=TraceWriter(out).game(0))
    rng = random.Random(3)
    winks = 0
    while director.t < seconds and not state.is_over():
        director.step(STEP)
        if state.current == 0 and not state.is_over():
            director.human_act(rng.choice(list(state.legal_actions(0))))
        for caller in state.wink_targets(0):
            winks += director.human_wink(0, caller)
    assert winks >= 2
    return Recording(out.getvalue().splitlines(), engines())


def noted(view: Any) -> dict[tuple[int, int, int], set[float]]:
    return {k: set(v) for k, v in view.winks.items()}


def test_a_seek_notes_the_humans_winks_as_the_stepped_table_did(window: Any) -> None:
    recording = human_table(50.0)
    winks = sorted(
        r["start"]
        for r in recording.records
        if r["kind"] == "signal" and r["signal"] == "wink" and r["seat"] == 0
    )
    stepped = replay_view(window, recording, 0)
    play_to(window, stepped, recording.end - 1.0)
    replay = Replay(recording, 0)
    replay.seek(stepped.now)
    sought = replay.view
    assert sought.now == stepped.now and winks[0] < sought.now
    assert noted(sought) == noted(stepped) and noted(sought)  # every wink the human made, noted
    assert [(r.t, r.event) for r in sought.stage.log.records] == [
        (r.t, r.event) for r in stepped.stage.log.records
    ]
    assert sought.stage.log.lines(0) == stepped.stage.log.lines(0)  # the whys read the winks too
    moments = [(m.seat, m.text) for m in sought.stage.moments.current(0, sought.now)]
    assert moments == [(m.seat, m.text) for m in stepped.stage.moments.current(0, stepped.now)]
