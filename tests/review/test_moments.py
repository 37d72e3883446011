"""What mattered to a seat, read from a recording: hand-made Wink tables with known winks and
accusations, and simulated tables of every game checked for consistency."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from game.bots.recording import Recording
from game.bots.trace import TraceWriter, header
from game.cli.main import main
from game.games import specs
from game.review.moments import KINDS, Moment, marks, moments_for, tally
from game.rules.core import IllegalAction
from game.rules.wink import new_game
from game.rules.wink.actions import Accuse, Call
from game.social.pose import Idle

ENGINES = {spec.name: spec.engine for spec in specs()}


def wink_table(script: list[tuple[float, str, dict]]) -> Recording:
    """A 4-seat Wink recording: the deal of seed 3, then `script` ((t, kind, fields)): an
    "action" names its engine action as `move`, the rest are records as the trace holds them."""
    state = new_game(players=4, seed=3)
    out = io.StringIO()
    record = TraceWriter(out).game(0)
    record(header(ENGINES["wink"], state, [0], [Idle(0.0, 0.5)] * 4))
    for t, kind, fields in script:
        if kind == "action":
            move = ENGINES["wink"].action_to_json(fields["move"])
            record({"t": t, "kind": "action", "seat": fields["move"].seat, "move": move})
        else:
            record({"t": t, "kind": kind, **fields})
    return Recording(out.getvalue().splitlines(), ENGINES)


def twin_holder(number: int) -> int:
    state = new_game(players=4, seed=3)
    return next(s for s in range(4) if number in state.hands[s])


def callable_number(caller: int, avoid: int | None = None) -> int:
    """A face-up number `caller` may call whose twin is held by a seat other than `avoid`."""
    state = new_game(players=4, seed=3)
    for c in range(1, 37):
        holder = next((s for s in range(4) if c in state.hands[s]), None)
        if holder is not None and holder not in (caller, avoid):
            try:
                state.apply(Call(caller, c))
            except IllegalAction:
                state = new_game(players=4, seed=3)
                continue
            return c
    raise AssertionError("no number to call")


def wink(t: float, seat: int, target: int) -> tuple[float, str, dict]:
    return (
        t,
        "signal",
        {"seat": seat, "signal": "wink", "eye": "left", "target": target, "start": t, "duration": 0.2},
    )


def kinds_for(recording: Recording, seat: int) -> list[str]:
    return [m.kind for m in moments_for(recording, seat)]


def test_a_caught_wink_is_caught_for_the_accuser_and_the_winker_and_missed_by_the_others() -> None:
    caller = new_game(players=4, seed=3).current
    number = callable_number(caller)
    holder = twin_holder(number)
    accuser = next(s for s in range(4) if s not in (caller, holder))
    other = next(s for s in range(4) if s not in (caller, holder, accuser))
    recording = wink_table(
        [
            (1.0, "action", {"move": Call(caller, number)}),
            wink(2.0, holder, caller),
            wink(3.0, holder, caller),  # a second wink over the same number: the same moment
            (4.0, "action", {"move": Accuse(accuser, holder, number)}),
        ]
    )
    assert kinds_for(recording, caller) == ["wink_at_you"]
    assert kinds_for(recording, holder) == ["your_wink_caught"]
    assert kinds_for(recording, accuser) == ["wink_caught"]
    assert kinds_for(recording, other) == ["wink_missed"]
    (moment,) = moments_for(recording, other)
    assert moment == Moment("wink_missed", 2.0, 2.2, holder, caller, (accuser,), 4.0, number)


def test_a_wink_nobody_accuses_is_unseen_for_the_winker_and_a_wink_without_the_twin_is_none() -> None:
    caller = new_game(players=4, seed=3).current
    number = callable_number(caller)
    holder = twin_holder(number)
    bluffer = next(s for s in range(4) if s not in (caller, holder))
    recording = wink_table(
        [
            (1.0, "action", {"move": Call(caller, number)}),
            wink(2.0, bluffer, caller),
            wink(2.5, holder, caller),
        ]
    )
    assert kinds_for(recording, holder) == ["your_wink_unseen"]
    assert kinds_for(recording, bluffer) == ["wink_missed"]  # its own wink held no twin: no moment
    assert kinds_for(recording, caller) == ["wink_at_you"]
    assert tally(moments_for(recording, caller))["wink_at_you"] == 1


def test_marks_show_a_seat_only_the_winks_it_made_or_received_until_everything_is_revealed() -> None:
    caller = new_game(players=4, seed=3).current
    number = callable_number(caller)
    holder = twin_holder(number)
    other = next(s for s in range(4) if s not in (caller, holder))
    recording = wink_table([(1.0, "action", {"move": Call(caller, number)}), wink(2.0, holder, caller)])
    assert [m.kind for m in marks(recording, caller, revealed=False)] == ["call", "wink"]
    assert [m.kind for m in marks(recording, other, revealed=False)] == ["call"]
    assert [m.kind for m in marks(recording, other, revealed=True)] == ["call", "wink"]
    assert marks(recording, None, revealed=True)[1].seats == (holder, caller)


def test_a_seat_outside_the_table_is_refused() -> None:
    recording = wink_table([])
    with pytest.raises(ValueError, match="not a seat"):
        moments_for(recording, 4)


@pytest.fixture(scope="module")
def simulated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("traces")
    made = {}
    for game, players in (("wink", 6), ("winkybilly", 4), ("zwoggel", 3)):
        path = folder / f"{game}.jsonl"
        argv = ["simulate", game, "--bots", "normal", "--players", str(players), "--games", "2"]
        assert main([*argv, "--seed", "5", "--trace", str(path)]) == 0
        made[game] = path
    return made


@pytest.mark.parametrize("game", ["wink", "winkybilly"])
def test_every_wink_or_signal_is_one_moment_for_each_seat_of_its_side(
    simulated: dict[str, Path], game: str
) -> None:
    for index in (0, 1):
        recording = Recording.read(simulated[game], ENGINES, index)
        found = {s: moments_for(recording, s) for s in range(recording.n)}
        assert any(found.values()), "a simulated game of bots has winks or signals"
        for seat, moments in found.items():
            assert [m.t for m in moments] == sorted(m.t for m in moments)
            for m in moments:
                assert m.kind in KINDS
                if m.kind in ("wink_at_you", "signal_to_you"):
                    assert m.target == seat
                elif m.kind.startswith("your_") or m.kind in (
                    "signal_sent",
                    "signal_answered",
                    "signal_spotted",
                ):
                    assert m.seat == seat
                else:
                    assert seat not in (m.seat, m.target)
                if m.kind in ("wink_caught", "signal_caught"):
                    assert seat in m.caught_by
                elif m.kind in ("wink_missed", "signal_missed"):
                    assert seat not in m.caught_by
        if game == "wink":  # every wink is one moment for every seat
            assert len({len(ms) for ms in found.values()}) == 1


def test_winks_caught_by_accusation_match_the_engines_right_accusations(simulated: dict[str, Path]) -> None:
    recording = Recording.read(simulated["wink"], ENGINES, 0)
    state = recording.new_state()
    right = 0
    for _t, action in recording.actions:
        right += sum(1 for e in state.apply(action) if e.kind == "accused" and e.data["right"])
    caught = {
        (m.seat, m.target, m.number)
        for s in range(recording.n)
        for m in moments_for(recording, s)
        if m.kind == "wink_caught"
    }
    assert 0 < len(caught) <= right  # a right accusation may catch a twin before any wink


def test_zwoggel_has_no_winks_but_marks_its_traps(simulated: dict[str, Path]) -> None:
    recording = Recording.read(simulated["zwoggel"], ENGINES, 0)
    assert moments_for(recording, 0) == []
    kinds = {m.kind for m in marks(recording, 0, revealed=False)}
    assert {"trap", "end"} <= kinds
