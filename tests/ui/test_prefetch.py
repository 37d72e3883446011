"""The menu's pictures are decoded in a thread while the window is made: the menu then finds the
pictures its first frame shows loaded already (but the lit table's winking face's other layers)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.ui import prefetch
from game.ui.headless import step
from game.ui.textures import layer, texture


@pytest.fixture
def cold(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No picture loaded yet, no prefetch started (as at launch)."""
    monkeypatch.setitem(prefetch._state, "thread", None)
    texture.cache_clear()
    layer.cache_clear()
    yield


def test_the_thread_loads_every_picture_of_the_menus_first_frame(window: Any, cold: None) -> None:
    prefetch.start()
    thread = prefetch._state["thread"]
    assert thread is not None and thread.name == "prefetch"
    prefetch.wait()
    assert not thread.is_alive()
    loaded = texture.cache_info().currsize + layer.cache_info().currsize
    assert loaded >= 50  # the miniatures' pieces and faces
    misses = texture.cache_info().misses, layer.cache_info().misses
    window.go("menu")
    step(window)  # built, laid out and its first frame drawn
    assert texture.cache_info().misses == misses[0]  # no piece or card left to load
    assert layer.cache_info().misses - misses[1] <= 3  # the winking face's lids and mouth, at most


def test_without_a_prefetch_the_menu_loads_them_itself(window: Any, cold: None) -> None:
    prefetch.wait()  # (none started: returns at once)
    window.go("menu")
    step(window)
    assert texture.cache_info().misses + layer.cache_info().misses >= 50
