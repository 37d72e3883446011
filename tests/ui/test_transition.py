"""A change of screen comes up from dark and rises into place in under a fifth of a second, on the
wall clock (held still or moved on here), never holding input back; none with reduced motion."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import arcade
import numpy as np
import pytest

from game.ui.app import FADE_S


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> SimpleNamespace:
    """The window's clock, moved on by hand."""
    now = SimpleNamespace(t=1000.0)
    monkeypatch.setattr("game.ui.app.time", SimpleNamespace(monotonic=lambda: now.t))
    return now


def test_the_transition_runs_and_ends(window: Any, clock: SimpleNamespace) -> None:
    window.go("menu")
    assert window.fade() >= 254 and window.slide() > 0  # (254: the clock's rounding)
    seen = []
    for _ in range(4):
        clock.t += FADE_S / 4 - 1e-6
        seen.append((window.fade(), window.slide()))
    fades, slides = zip(*seen, strict=True)
    assert list(fades) == sorted(fades, reverse=True) and fades[0] > 0 and slides[2] > 0
    assert fades[0] > 255 * 0.75 * 0.75 - 2 >= fades[1] and slides[0] > slides[1]  # it eases out
    clock.t += 1e-3
    assert (window.fade(), window.slide()) == (0, 0.0)


def test_none_with_reduced_motion(window: Any, clock: SimpleNamespace) -> None:
    window.apply_settings(replace(window.settings, reduced_motion=True), save=False)
    window.go("practice")
    assert (window.fade(), window.slide()) == (0, 0.0)


def top_of_title(window: Any) -> int:
    """The highest row (from the window's top) where the screen's white title shows."""
    window.dispatch_event("on_draw")
    picture = np.asarray(arcade.get_image(0, 0, window.width, window.height).convert("RGB"))
    window.flip()
    rows = np.nonzero((picture[: window.height // 4] > 150).all(axis=2).any(axis=1))[0]
    return int(rows[0])


def test_the_new_screen_rises_into_place(window: Any, clock: SimpleNamespace) -> None:
    window.go("stats")
    clock.t += FADE_S  # settled
    settled = top_of_title(window)
    window.go("stats")
    clock.t += FADE_S / 2  # halfway: a quarter of the way left, eased
    below = round(window.slide())
    assert below >= 3
    assert abs(top_of_title(window) - settled - below) <= 1


def test_input_is_never_held_for_it(window: Any, clock: SimpleNamespace) -> None:
    window.go("menu")
    view = window.current_view
    assert window.fade() > 0
    window.dispatch_event("on_key_press", arcade.key.DOWN, 0)
    assert view.menu.selected == 1
    rules = view.menu.rows.index(next(r for r in view.menu.rows if r.label() == view.t("menu.rules")))
    window.dispatch_event("on_mouse_press", view.menu.center_x, view.menu.row_y(rules), 1, 0)
    assert type(window.current_view).__name__ == "RulesView"
