"""One headless window for the whole UI test session, reset between tests (ARCADE_NOTES.md)."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("PYGLET_AUDIO", "silent")
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")  # arcade overrides PYGLET_AUDIO on import

import pytest

from game.store.notices import take_notices
from game.store.settings import Settings


@pytest.fixture(scope="session")
def session_window(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    os.environ["WINKHOUSE_DATA_DIR"] = str(tmp_path_factory.mktemp("userdata"))
    from game.ui.headless import make_window

    window = make_window()
    yield window


@pytest.fixture
def window(session_window: object, tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """The session window at 1280×720 with default settings and a fresh user-data folder."""
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path))
    win = session_window
    if (win.width, win.height) != (1280, 720):  # type: ignore[attr-defined]
        resize(win, 1280, 720)
    win.apply_settings(Settings(), save=False)  # type: ignore[attr-defined]
    win.fade_until = 0.0  # type: ignore[attr-defined]  # no fade left over from the last test
    take_notices()  # nor a notice another test's files queued
    win.notices.shown.clear()  # type: ignore[attr-defined]
    yield win
    win.ctx.finish()  # type: ignore[attr-defined]


def resize(window: object, width: int, height: int) -> None:
    window.set_size(width, height)  # type: ignore[attr-defined]
    window.dispatch_event("on_resize", width, height)  # type: ignore[attr-defined]
