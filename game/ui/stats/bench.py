"""`stats_screen_ms` for `bench history`: how long the statistics screen takes to open over a
history, from nothing to its first frame drawn (headless): the history opened, the player's
statistics read, the screen laid out and drawn, the GPU done with it."""

from __future__ import annotations

import time
from pathlib import Path


def stats_screen_ms(path: Path, profile: str | None = None, runs: int = 3) -> float:
    """The median of `runs` openings of the statistics screen of `profile` (None: the first
    profile of the history) over the history at `path`, in milliseconds. In the process's game
    window if it has one (a test session's: it is left open), else in a headless one of its own."""
    from ..headless import draw_now, make_window  # first: it makes arcade headless before arcade is imported

    # isort: split
    import arcade

    from ...store.history import History
    from ..app import GameWindow
    from ..routes import build

    try:
        window = arcade.get_window()
    except RuntimeError:
        window = None
    own = not isinstance(window, GameWindow)
    if not isinstance(window, GameWindow):
        window = make_window()
    if profile is None:
        with History(path) as history:
            names = history.profiles()
        profile = names[0] if names else None
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        view = build("stats", profile, history=History(path))
        window.show_view(view)
        draw_now(window)  # (as pyglet's Window.draw)
        window.ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
        view.history.close()
    if own:
        window.close()
    return round(sorted(times)[len(times) // 2], 1)
