"""The window's icon is given after the first frame is shown, not before it (the start), once."""

from __future__ import annotations

from typing import Any

import pytest

from game.ui import app


def test_the_icon_comes_with_the_first_frame_shown_and_only_then(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    given: list[object] = []
    monkeypatch.setattr(app, "set_game_icon", lambda w: given.append(w) or True)
    window.icon_set = False  # as a window just opened has it
    window.go("menu")
    assert given == []  # nothing before a frame is shown
    window.on_draw()
    window.flip()
    assert given == [window]
    window.on_draw()
    window.flip()
    assert given == [window]  # once
