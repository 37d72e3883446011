"""A table let go before the next is made (ui/let_go.py): "Play a new deal" finds the last table
already collected, so the new one reuses its memory instead of taking its own beside it."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from game.ui import routes
from game.ui.scenes import show_scene, table_setup

from .drive import press


@pytest.fixture
def no_collector() -> Iterator[None]:
    """The cyclic collector off (it would otherwise pass now and then, by chance)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def test_a_new_deal_is_made_after_the_last_table_is_gone(
    window: Any, monkeypatch: pytest.MonkeyPatch, no_collector: None
) -> None:
    import arcade

    table = window.go("table", table_setup("wink", 4, 5))
    for _ in range(3):
        press(window, arcade.key.SPACE)  # a few frames of play
    last = weakref.ref(table)
    results = show_scene(window, "results", 4)  # the table's game over: its results shown
    del table
    assert last() is not None  # held by its own web of references: no count falls to zero

    gone_when_made: list[bool] = []
    pick = routes.table

    def table_of(game: str) -> Any:
        made = pick(game)

        def make(*args: Any, **kwargs: Any) -> Any:
            gone_when_made.append(last() is None)
            return made(*args, **kwargs)

        return make

    monkeypatch.setattr(routes, "table", table_of)
    results.again_new()  # "Play a new deal"
    assert gone_when_made == [True]
