"""Practice sessions in the history: moved in from practice.json once (the file kept), new ones added."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from game.practice.observer import OBSERVERS
from game.practice.session import Mode
from game.practice.simulated import play
from game.store.history import History
from game.store.levels import load_practice_levels
from game.store.practice_history import MOVED, keep_session, keep_session_in_background, move_practice_once
from game.store.practice_progress import SessionRecord, load_progress, record_session

LEVELS = load_practice_levels()


def record(level: int, seed: int, minute: int) -> SessionRecord:
    summary = play(LEVELS[level], OBSERVERS["average"], seed, Mode()).summary()
    return SessionRecord.of_session(LEVELS[level].id, "timed", summary, datetime(2026, 11, 2, 18, minute))


def test_practice_json_moves_in_once_and_stays(data_dir: Path) -> None:
    a, b, c = record(0, 1, 1), record(1, 2, 2), record(0, 3, 3)
    record_session("Ana", a)
    record_session("Ana", b)
    record_session("Bo", c)
    before = (data_dir / "practice.json").read_bytes()
    with History() as h:
        assert move_practice_once(h) == 3
        assert h.fact(MOVED) == "1"
        assert [(p, s["level"], s["when"]) for p, s in h.practice_sessions()] == [
            ("Ana", a.level, a.when),
            ("Ana", b.level, b.when),
            ("Bo", c.level, c.when),
        ]
        assert [SessionRecord.from_json(s) for _, s in h.practice_sessions("Ana")] == [a, b]
        record_session("Ana", record(2, 4, 4))  # into practice.json only: the move is done
        assert move_practice_once(h) == 0
        assert len(h.practice_sessions()) == 3
    assert (data_dir / "practice.json").read_bytes() != before  # (the later session)
    assert load_progress().sessions("Ana")[:2] == [a, b]


def test_a_new_session_goes_into_both_and_only_once(data_dir: Path) -> None:
    a, b = record(0, 1, 1), record(1, 2, 2)
    record_session("Ana", a)  # before the history existed
    record_session("Ana", b)
    assert keep_session("Ana", b)  # the move brings a and b; b is not added twice
    with History() as h:
        assert [SessionRecord.from_json(s) for _, s in h.practice_sessions("Ana")] == [a, b]
    c = record(2, 3, 3)
    record_session("Bo", c)
    keep_session_in_background("Bo", c).join(30)
    with History() as h:
        assert [SessionRecord.from_json(s) for _, s in h.practice_sessions("Bo")] == [c]
        assert len(h.practice_sessions()) == 3


def test_the_first_game_kept_moves_practice_in_too(data_dir: Path) -> None:
    from game.store.keep import keep_in_background

    record_session("Ana", record(0, 1, 1))
    assert keep_in_background("{not a recording\n", keep=50).wait(30)  # no game kept, the move made
    with History() as h:
        assert h.fact(MOVED) == "1" and len(h.practice_sessions("Ana")) == 1
