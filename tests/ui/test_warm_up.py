"""What the menu leaves for later comes while it is shown, in a thread of its own: only once a frame
of it has been shown, never on the main thread (no frame waits for an import), and every module of
the list imports."""

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
    yield
    thread = warm_up._state["thread"]
    if thread is not None:
        thread.join(timeout=30)


@pytest.fixture
def slow_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A real module, not imported yet, that takes SLOW_S to import and notes in which thread."""
    name = "winkhouse_slow_leaf"
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
    yield name
    sys.modules.pop(name, None)


def test_the_list_holds_the_first_tables_parts_then_each_games_table_and_bots() -> None:
    names = warm_up.modules()
    assert names[: len(warm_up.FIRST)] == list(warm_up.FIRST)
    for spec in specs():
        if spec.table is not None:
            assert spec.table.where.partition(":")[0] in names
        if spec.policy is not None:
            assert spec.policy.where.partition(":")[0] in names


def test_every_module_of_the_list_imports(caplog: pytest.LogCaptureFixture) -> None:
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


def test_the_menu_starts_it_only_after_its_first_frame_is_shown_and_once(
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
    assert len(started) == 3 and started[0] is not None and started[1:] == [None, None]  # one thread


def test_a_stopped_warm_up_imports_nothing_more(
    fresh: None, slow_module: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(warm_up, "modules", lambda: [slow_module])
    warm_up.stop()
    thread = warm_up.start()
    assert thread is not None
    thread.join(timeout=20)
    assert slow_module in sys.modules  # a new start clears the stop...
    warm_up.stop()
    sys.modules.pop(slow_module)
    warm_up.run([slow_module])
    assert slow_module not in sys.modules  # ...and once stopped, the thread goes no further
