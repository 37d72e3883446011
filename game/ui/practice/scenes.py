"""The practice screens as the screenshot scenes show them (game/ui/scenes.py), at a seed: a trial
running at a table of eight, the table drill, the results of a session, and a profile's progress.

The screens are built by name (screens.py), as the window builds them. Their figures are real:
sessions played by the simulated observer (game/practice/simulated.py), one who sharpens from
session to session over a few weeks. Nothing is written to the player's data folder: the history
is handed to the screens, and their sessions are not kept.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from functools import cache
from typing import Any

from ...practice.observer import OBSERVERS, Observer
from ...practice.session import Mode
from ...practice.simulated import play
from ...store.levels import load_practice_levels
from ...store.practice_progress import Progress, SessionRecord
from ..routes import build
from .clock import FrameClock
from .report import PracticeReport

PROFILE = "Alex"
SESSIONS = 18
START = datetime(2026, 10, 5, 19, 30)
SETTLE_S = 45 / 60  # the screenshot's settle time (game/cli/screenshot.py)
GUIDE_WINK_S = 3.5  # the first step's wink is shut then
EIGHT_FACES = 10  # the first level (from 0) with eight faces


def observer_at(share: float) -> Observer:
    """An observer `share` of the way from a novice to a sharp one."""
    a, b = OBSERVERS["novice"], OBSERVERS["sharp"]
    mix = {
        f: getattr(a, f) + (getattr(b, f) - getattr(a, f)) * share for f in ("d_max", "tau_ms", "k", "rt_ms")
    }
    return replace(a, **mix)


@cache
def history(seed: int) -> Progress:
    """A profile's sessions over a few weeks: a level climbed when the last one earned a star, an
    adaptive session every third time, the eyes sharpening as they go."""
    levels = load_practice_levels()
    records, at = [], 0
    for i in range(SESSIONS):
        level = levels[at]
        adaptive = i % 3 == 2
        mode = Mode(adaptive=adaptive)
        summary = play(level, observer_at(0.7 * i / (SESSIONS - 1)), seed * 100 + i, mode).summary()
        when = START + timedelta(days=i * 1.7)
        records.append(SessionRecord.of_session(level.id, "adaptive" if adaptive else "timed", summary, when))
        if summary.stars >= 2 and at + 1 < len(levels):  # on to the next level after two stars
            at += 1
    return Progress({PROFILE: records})


def menu(seed: int) -> Any:
    view = build("practice")
    view.progress = history(seed)
    view.profile = PROFILE
    opened = view.opened()
    view.chosen = max(i for i, o in enumerate(opened) if o)
    return view


def trial(seed: int) -> Any:
    """A trial under way at a table of eight, the screenshot taken with a wink's eye shut."""
    level = load_practice_levels()[EIGHT_FACES]
    clock = FrameClock()
    view = build("practice-trial", level, EIGHT_FACES + 1, "timed", PROFILE, seed, clock)
    view.keep = False
    session = view.session
    for _ in range(10_000):  # play on to the first wink trial after the first two
        t = clock.now()
        trial = session.current
        if trial is not None and trial.face is not None and trial.index >= 2:
            shut_mid = session.started_at + trial.onset_s + session.wink_ms / 2000
            if t >= shut_mid - SETTLE_S - 1 / 60:
                break
        if trial is not None and t >= session.started_at + trial.onset_s + 0.5:
            view.answer(trial.face)  # the earlier trials: caught
        clock.advance(1 / 60)
        view.tick(clock.now())
    return view


def leave(seed: int) -> Any:
    """Esc in the trial above, two trials played: the question before they are lost."""
    view = trial(seed)
    view.on_back()
    return view


def drill(seed: int) -> Any:
    level = load_practice_levels()[EIGHT_FACES]
    view = build("practice-drill", level, EIGHT_FACES + 1, PROFILE, seed, FrameClock())
    view.keep = False
    return view


def results(seed: int) -> Any:
    level = load_practice_levels()[3]
    sessions = history(seed)
    best = sessions.best(PROFILE, level.id)
    summary = play(level, OBSERVERS["sharp"], seed, Mode()).summary()
    when = START + timedelta(days=SESSIONS * 1.7)
    kept = Progress(
        {PROFILE: [*sessions.sessions(PROFILE), SessionRecord.of_session(level.id, "timed", summary, when)]}
    )
    return build("practice-results", PracticeReport(level, 4, "timed", PROFILE, summary, best), kept)


def progress(seed: int) -> Any:
    view = build("practice-progress", PROFILE)
    view.progress = history(seed)
    return view


def terms(seed: int) -> Any:
    """The results above, the keyboard's focus on d′: its plain words in a bubble beside it."""
    view = results(seed)
    view.terms.focused = 5  # the stars, the pass mark, then the figures: hits, false alarms, errors, d′
    return view


def guide(seed: int) -> Any:
    """The guided start's first step, the face winking at the player under the guide's pointer
    (its progress kept nowhere: a scene writes nothing to the data folder)."""
    from ...store.guide_progress import GuideProgress

    clock = FrameClock()
    view = build("practice-guide", PROFILE, clock, progress=GuideProgress(writer=lambda write: None))
    while clock.now() < GUIDE_WINK_S - SETTLE_S:
        clock.advance(1 / 60)
        view.tick(clock.now())
    return view
