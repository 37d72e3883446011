"""What the menu leaves for later comes while it is shown, in a thread of its own: only once a frame
of it has been shown, never on the main thread (no frame waits for an import), every module of
the list imports, and then what the first table reads from disk is read."""

from __future__ import annotations

import logging
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.games import specs
from game.ui import warm_up
from game.ui.headless import FRAME, step

SLOW_S = 0.4  # what the module below takes to import: more than twenty frames


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A warm-up not started yet in this process (and the one a test starts, ended after it)."""
    monkeypatch.setitem(warm_up._state, "thread", None)
    monkeypatch.setitem(warm_up._left, "modules", None)
    monkeypatch.setitem(warm_up._reads, "left", [])  # (the tests of the reads give their own)
    warm_up._stop.clear()  # (a menu left in another test stopped it)
    yield
    thread = warm_up._state["thread"]
    if thread is not None:
        thread.join(timeout=30)


@pytest.fixture
def slow_modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Two real modules, not imported yet, each taking SLOW_S to import and noting in which thread."""
    names = ["winkhouse_slow_leaf", "winkhouse_slow_leaf_2"]
    for name in names:
        (tmp_path / f"{name}.py").write_text(
            textwrap.dedent(
                f"""
                import threading, time

                on_main_thread = threading.current_thread() is threading.main_thread()
                started = time.monotonic()
                while time.monotonic() - started < {SLOW_S}:  # busy, as an import is (not sleeping)
                    pass
                """
            ),
            encoding="utf-8",
        )
    monkeypatch.syspath_prepend(str(tmp_path))
    yield names
    for name in names:
        sys.modules.pop(name, None)


@pytest.fixture
def slow_module(slow_modules: list[str]) -> str:
    return slow_modules[0]


def test_the_list_holds_the_first_tables_parts_then_each_games_table_and_bots() -> None:
    names = warm_up.modules()
    assert names[: len(warm_up.FIRST)] == list(warm_up.FIRST)
    for spec in specs():
        if spec.table is not None:
            assert spec.table.where.partition(":")[0] in names
        if spec.policy is not None:
            assert spec.policy.where.partition(":")[0] in names


def test_after_the_modules_come_the_words_every_faces_layers_and_each_games_sprites() -> None:
    found = warm_up.reads()
    kinds = [kind for kind, _ in found]
    assert kinds == sorted(kinds, key=("words", "layer", "sprite").index)  # in that order
    assert ("words", "en") in found
    layers = {what for kind, what in found if kind == "layer"}
    assert len(layers) == warm_up.FACES * len(warm_up.FACE_LAYERS)
    assert "faces/face_7/eye_l_closed.png" in layers and "faces/face_0/pupil.png" in layers
    sprites = [what for kind, what in found if kind == "sprite"]
    games = [spec.name for spec in specs()]
    assert list(dict.fromkeys(path.partition("/")[0] for path in sprites)) == games  # the menu's order
    assert "wink/card_07.png" in sprites


def test_the_reads_fill_the_caches_the_tables_take_them_from(fresh: None) -> None:
    from game import i18n
    from game.ui import textures

    chosen = [("words", "fr"), ("layer", "faces/face_3/mouth_smirk.png"), ("sprite", "zwoggel/mine.png")]
    i18n.catalogue.cache_clear()
    textures.layer.cache_clear()
    textures.texture.cache_clear()
    warm_up.run([], list(chosen))
    assert i18n.catalogue.cache_info().currsize == 1  # French, every file of it
    assert textures.layer.cache_info().currsize == 1
    assert textures.texture.cache_info().currsize == 1
    sprite = textures.texture("zwoggel/mine.png")  # the same, decoded already
    assert sprite.image.im is not None and textures.texture.cache_info().hits == 1


def test_every_module_of_the_list_imports(caplog: pytest.LogCaptureFixture, fresh: None) -> None:
    with caplog.at_level(logging.INFO, logger="game.ui.warm_up"):
        warm_up.run(warm_up.modules())
    assert [r.getMessage() for r in caplog.records] == []  # none failed
    assert [name for name in warm_up.modules() if name not in sys.modules] == []


def test_the_imports_run_in_a_thread_and_no_menu_frame_waits_for_them(
    window: Any, fresh: None, slow_module: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(warm_up, "modules", lambda: [slow_module])
    window.go("menu")
    step(window)  # the menu's first frame, shown
    frames: list[float] = []
    started = time.monotonic()
    while slow_module not in sys.modules or time.monotonic() - started < SLOW_S:
        assert time.monotonic() - started < 20, "the module was never imported"
        before = time.monotonic()
        step(window)
        frames.append(time.monotonic() - before)
    thread = warm_up._state["thread"]
    assert thread is not None and thread.name == "warm-up"
    thread.join(timeout=20)
    assert sys.modules[slow_module].on_main_thread is False
    assert len(frames) >= 3  # the menu went on drawing while the module was imported...
    assert max(frames) < SLOW_S  # ...and none of its frames waited for it


def test_the_menu_starts_it_only_after_its_first_frame_is_shown_one_thread_at_a_time(
    window: Any, fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[threading.Thread | None] = []
    start = warm_up.start
    monkeypatch.setattr(warm_up, "start", lambda: started.append(start()))
    menu = window.go("menu")
    window.dispatch_event("on_update", FRAME)  # arcade updates before it draws the first frame
    window.dispatch_event("on_update", FRAME)
    assert started == []
    step(window)  # the first frame is drawn and shown
    assert window.current_view is menu and started == []
    step(window, 3)
    assert started[0] is not None and started[1:] == [None, None]  # one thread at a time


def test_leaving_the_menu_stops_it_after_the_module_it_is_on_and_the_menu_goes_on_with_the_rest(
    window: Any, fresh: None, slow_modules: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = slow_modules
    monkeypatch.setattr(warm_up, "modules", lambda: list(slow_modules))
    window.go("menu")
    step(window, 2)  # shown, and the thread started on the first of the two
    thread = warm_up._state["thread"]
    assert thread is not None and thread.is_alive()
    window.go("settings", back="menu")  # while it imports the first
    thread.join(timeout=20)
    assert first in sys.modules and second not in sys.modules  # the screen opened has the machine
    assert warm_up._left["modules"] == [second]
    window.go("menu")
    step(window, 2)  # back on the menu: the rest
    thread = warm_up._state["thread"]
    assert thread is not None
    thread.join(timeout=20)
    assert second in sys.modules and warm_up._left["modules"] == []
    step(window)
    assert warm_up.start() is None  # nothing left to do


def test_the_setup_screen_goes_on_with_what_the_menu_left(
    window: Any, fresh: None, slow_modules: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(warm_up, "modules", lambda: list(slow_modules))
    window.go("menu")
    step(window, 2)  # shown, and the thread started on the first of the two
    window.go("setup", "wink")  # the menu left: stopped after the first
    started = time.monotonic()
    while any(name not in sys.modules for name in slow_modules):
        assert time.monotonic() - started < 20, "the setup screen did not go on with the warm-up"
        step(window)  # the setup screen's frames start it again once the first import ended
    assert [sys.modules[name].on_main_thread for name in slow_modules] == [False, False]
    assert warm_up._left["modules"] == []
