"""The progress screen says one thing about how many sessions there are (issue 21): it counted
"2 sessions" above charts that said "No sessions yet"."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from game.practice.observer import OBSERVERS
from game.practice.session import Mode
from game.practice.simulated import play
from game.store.levels import load_practice_levels
from game.store.practice_progress import SessionRecord, record_session

from ..screen import frame_texts

LEVELS = load_practice_levels()


def keep_untimed(seed: int) -> None:
    summary = play(LEVELS[0], OBSERVERS["sharp"], seed, Mode(untimed=True)).summary()
    record = SessionRecord.of_session(LEVELS[0].id, "untimed", summary, datetime(2026, 11, seed))
    assert record_session("Player", record) is None


def test_charts_with_no_point_do_not_deny_the_sessions_counted_above(window: Any) -> None:
    keep_untimed(1)
    keep_untimed(2)  # untimed: no threshold, no reaction time
    window.go("practice-progress", "Player")
    window.fade_until = 0.0
    texts = " | ".join(d.text for d in frame_texts(window))
    assert "2 sessions" in texts
    assert "No sessions yet" not in texts
    view = window.current_view
    assert view.charts["threshold"].empty.text == "Play an adaptive session to see it"
    assert view.charts["rt"].empty.text == "Play a timed, adaptive or drill session to see it"
    assert view.charts["d_prime"].empty.text == ""  # untimed sessions measure d′: it is drawn


def test_a_profile_without_sessions_says_so_in_every_chart(window: Any) -> None:
    window.go("practice-progress", "Nobody")
    window.fade_until = 0.0
    texts = [d.text for d in frame_texts(window)]
    assert texts.count("No sessions yet") == 3 and any("0 sessions" in t for t in texts)
