"""A person's team signal (a phone's button, the signal key) is not refused because their face is
fidgeting: the face's own gesture is cut short and the signal plays at once, the bots' eyes may
catch it, a second signal while one plays is still refused, and a recording poses the cut face
as it was (the trace's "cut" record)."""

from __future__ import annotations

import io
import json
import random
from typing import Any

from game.bots.director import TableDirector
from game.bots.profile import BOT_NORMAL
from game.bots.trace import TraceWriter
from game.bots.winkybilly.policy import WinkyBillyPolicy
from game.bots.winkybilly.signals import secret_signals
from game.rules import winkybilly
from game.rules.core import Event
from game.social.profile import EXPERT
from game.social.signals import GESTURES

from .replaying import STEP, check_replay, play_live

HUMAN, PARTNER = 0, 2  # (teams of a 4-seat table: 0 and 2, 1 and 3)


def new_table(seed: int, trace: Any = None) -> TableDirector:
    state = winkybilly.new_game(4, seed=seed)
    bots = {s: (EXPERT, BOT_NORMAL) for s in (1, 2, 3)}
    return TableDirector(state, WinkyBillyPolicy(secret_signals(2, seed)), bots, seed=seed, trace=trace)


def fidgeting(director: TableDirector, seat: int) -> bool:
    """`seat`'s face is making a gesture by itself now (and no signal of its own will)."""
    social = director.social
    return social.gesturing(seat) and not social.signalling(seat)


def until_fidgeting(director: TableDirector, seat: int, limit_s: float = 120.0) -> None:
    while not (fidgeting(director, seat) and director.social.t > director.social.decoys[seat].start):  # type: ignore[union-attr]
        assert director.t < limit_s, "the face made no gesture of its own"
        director.step(STEP)


def test_a_signal_made_while_the_face_fidgets_plays_at_once_and_the_bots_can_see_it() -> None:
    out = io.StringIO()
    director = new_table(5, TraceWriter(out).game(0))
    social = director.social
    kind = secret_signals(2, 5)[0]
    until_fidgeting(director, HUMAN)
    decoy = social.decoys[HUMAN]
    assert decoy is not None and decoy.end > director.t and decoy.target is None
    fidget = social.fidgets[HUMAN].current
    assert fidget is not None and fidget.start == decoy.start
    for seat in (1, 2, 3):  # every bot watches the human's face
        social.look(seat, HUMAN, hold=10.0)
    now = director.t
    assert director.human_gesture(HUMAN, kind, PARTNER) is True
    made = [s for s in social.signals if s.seat == HUMAN and s.target == PARTNER]
    assert len(made) == 1 and made[0].kind == kind and made[0].start == now
    # the face's own gesture ended where the signal began, its fidget too: nothing else moves it
    others = [s for s in social.signals if s.seat == HUMAN and not s.on_lids and s is not made[0]]
    assert all(s.end <= now for s in others) and social.fidgets[HUMAN].at(now) is None
    assert social.pose(HUMAN).tilt == 0.0 or kind == "tilt"
    seen: list[dict[str, Any]] = []
    while director.t < made[0].end + 1.0:
        director.step(STEP)
    for line in out.getvalue().splitlines():
        record = json.loads(line)
        if record["kind"] == "perceived" and record["of"] == HUMAN and record["signal"] == kind:
            seen.append(record)
    assert seen, "no bot's eyes caught the signal"
    assert any(r["target"] == PARTNER for r in seen)
    cuts = [json.loads(line) for line in out.getvalue().splitlines() if '"kind":"cut"' in line]
    assert cuts == [
        {
            "t": now,
            "game": 0,
            "kind": "cut",
            "seat": HUMAN,
            "signal": decoy.kind,
            "start": decoy.start,
            "end": now,
        }
    ]


def test_a_second_signal_while_one_plays_is_still_refused() -> None:
    director = new_table(5)
    social = director.social
    until_fidgeting(director, HUMAN)
    assert director.human_gesture(HUMAN, "nod", PARTNER) is True
    director.step(STEP)
    assert social.signalling(HUMAN)
    assert director.human_gesture(HUMAN, "brows", PARTNER) is False
    assert director.human_gesture(HUMAN, "nod", 3) is False
    assert [s.kind for s in social.signals if s.seat == HUMAN and s.target is not None] == ["nod"]
    while social.signalling(HUMAN):  # once it is over, the next one is made
        director.step(STEP)
    assert director.human_gesture(HUMAN, "brows", PARTNER) is True


def test_a_bots_face_is_never_cut_and_nothing_is_cut_without_a_fidget() -> None:
    director = new_table(5)
    social = director.social
    until_fidgeting(director, 1)
    decoy = social.decoys[1]
    assert director.human_gesture(1, "nod", 3) is False  # a bot's seat: no human gesture
    assert decoy is not None and any(s is decoy for s in social.signals)
    while fidgeting(director, HUMAN):
        director.step(STEP)
    assert social.cut_fidget(HUMAN) is False


def signals_over_fidgets(director: TableDirector, rng: random.Random) -> list[Event]:
    """A human at seat 0 who makes a signal whenever their face is fidgeting, and swaps now and
    then (the table goes on to its end)."""
    state, events = director.state, []
    if fidgeting(director, HUMAN) and rng.random() < 0.3:
        assert director.human_gesture(HUMAN, rng.choice(list(GESTURES)), rng.choice([1, 2, 3, None]))
    if not state.is_over() and rng.random() < 0.03:
        moves = [a for a in state.legal_actions(HUMAN) if type(a).__name__ in ("Swap", "Done")]
        if moves:
            events += director.human_act(rng.choice(moves))
    return events


def test_a_table_whose_human_signals_over_their_fidgets_replays_exactly() -> None:
    live = play_live(lambda trace: new_table(9, trace), signals_over_fidgets, seed=9)
    assert live.director.state.is_over()
    cuts = [line for line in live.text.splitlines() if '"kind":"cut"' in line]
    assert len(cuts) >= 3
    check_replay(live)  # every face posed the same at every tick
