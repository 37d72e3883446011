"""`stats_screen_ms` for `bench history`: how long the statistics screen takes to open over a
history, from nothing to its first frame drawn (headless): the history opened, the player's
statistics read, the screen laid out and drawn, the GPU done with it."""

from __future__ import annotations

import time
from pathlib import Path


def stats_screen_ms(path: Path, profile: str | None = None, runs: int = 3) -> float:
    """The median of `runs` openings of the statistics screen of `profile` (None: the first
    profile of the history) over the history at `path`, in milliseconds."""
    from ...store.history import History
    from ..headless import make_window  # (first: arcade headless)

    window = make_window()
    if profile is None:
        with History(path) as history:
            names = history.profiles()
        profile = names[0] if names else None
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        view = window.go("stats", profile, history=History(path))
        window.dispatch_event("on_draw")
        window.ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
        view.history.close()
    window.close()
    return round(sorted(times)[len(times) // 2], 1)
