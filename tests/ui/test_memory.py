"""What kept a long evening's table from growing (`bench soak`): the C heap's mmap threshold
pinned by the window (ui/heap.py), a sound's player let go when it ends (headless.step dispatches
what pyglet's loop does), and a table left to the menu, with its worker, gone."""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import subprocess
import sys
import time
import weakref
from multiprocessing import resource_tracker
from typing import Any

import pytest
from pyglet import media

from game.cli import bench_soak as bench_soak_module
from game.cli.bench_soak import Stepper, children, soak_setup
from game.ui.headless import step
from game.ui.heap import glibc as c_library
from game.ui.scenes import show_scene

from .drive import press

BLOCK = 1 << 20  # about what the renderer asks for a buffer's storage

glibc = pytest.mark.skipif(c_library() is None, reason="glibc's sliding mmap threshold only")

MAPPED_AGAIN = """
import ctypes, sys
{pin}
class Info(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost".split()]
libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = Info
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.free(libc.malloc({block}))  # a renderer's block freed: glibc's threshold slides above it
mapped = libc.mallinfo2().hblks
again = libc.malloc({block})
print(libc.mallinfo2().hblks - mapped)  # 1: the next block is mapped apart again; 0: from the heap
"""


def blocks_mapped_after_one_freed(pin: bool) -> int:
    """In a fresh interpreter: after one ~1 MB block is freed, whether the next is mapped apart."""
    code = MAPPED_AGAIN.format(
        pin="from game.ui.heap import pin_mmap_threshold; pin_mmap_threshold()" if pin else "",
        block=BLOCK,
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    return int(done.stdout.split()[-1])


@glibc
def test_glibc_would_take_the_next_block_from_the_heap_and_the_pin_keeps_it_mapped_apart() -> None:
    assert blocks_mapped_after_one_freed(pin=False) == 0  # the creep's mechanism, as glibc has it
    assert blocks_mapped_after_one_freed(pin=True) == 1


ARENAS_USED = """
import ctypes, os, tempfile, threading
{pin}
libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.fopen.restype = ctypes.c_void_p
libc.malloc_info.argtypes = [ctypes.c_int, ctypes.c_void_p]
libc.fclose.argtypes = [ctypes.c_void_p]
barrier = threading.Barrier(8)
def work():
    libc.malloc(64)  # a thread's first block: glibc picks (or makes) its arena
    barrier.wait()
threads = [threading.Thread(target=work) for _ in range(8)]
for t in threads: t.start()
for t in threads: t.join()
path = os.path.join(tempfile.mkdtemp(), "info.xml")
f = libc.fopen(path.encode(), b"w")
libc.malloc_info(0, f)
libc.fclose(f)
print(open(path).read().count("<heap nr="))
"""


def arenas_after_eight_threads(pin: bool) -> int:
    code = ARENAS_USED.format(
        pin="from game.ui.heap import pin_mmap_threshold; pin_mmap_threshold()" if pin else ""
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    return int(done.stdout.split()[-1])


@glibc
def test_threads_share_two_arenas_where_glibc_would_make_one_each() -> None:
    assert arenas_after_eight_threads(pin=False) > 2  # one per thread, up to eight per core
    assert arenas_after_eight_threads(pin=True) <= 2


WINDOW_PINS = """
import ctypes
from game.ui.app import GameWindow
window = GameWindow(640, 360, visible=False)
libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.free(libc.malloc({block}))
mapped = libc.malloc({block})
starts = [int(line.split("-")[0], 16) for line in open("/proc/self/maps", encoding="ascii")]
print(int(mapped - 16 in starts))  # a block mapped apart starts 16 bytes into its own mapping
"""


@glibc
def test_the_game_window_pins_the_threshold() -> None:
    """In a fresh interpreter (a test process's heap has holes a block may come from, whatever
    the threshold), opening the game's window is enough for the next block to be mapped apart."""
    env = {**os.environ, "ARCADE_HEADLESS": "1", "PYGLET_AUDIO": "silent"}
    done = subprocess.run(
        [sys.executable, "-c", WINDOW_PINS.format(block=BLOCK)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[-1] == "1"


def test_a_sound_that_ended_leaves_nothing_behind(window: Any) -> None:
    sound = window.sounds.load("menu_click")
    assert sound is not None
    before = {id(p) for p in media.Source._players}  # (an earlier test's may still be playing)
    for _ in range(5):
        sound.play(volume=0.5)
    ours = [p for p in media.Source._players if id(p) not in before]
    assert len(ours) == 5
    deadline = time.monotonic() + sound.get_length() + 5.0
    while any(p in media.Source._players for p in ours) and time.monotonic() < deadline:
        step(window)
        time.sleep(0.02)
    assert not any(p in media.Source._players for p in ours)  # each let go at its end, as in play


def test_a_table_left_to_the_menu_is_gone_with_its_worker(window: Any) -> None:
    """A Zwoggel table of experts searching in their worker process, left through the pause
    menu's Quit: nothing of it stays reachable, and its worker process ends."""
    import arcade

    window.go("menu")
    others = set(children())  # (an earlier test's processes may still be ending)
    table = window.go("table", soak_setup("zwoggel", 3, human=True))
    workers = set(children()) - others - {resource_tracker._resource_tracker._pid}
    assert workers  # the experts' worker (spawned with the table; the tracker lives on, one a process)
    step(window, 30)
    gone = weakref.ref(table)
    press(window, arcade.key.ESCAPE)  # the pause menu
    table.quit_to_menu()
    del table
    step(window, 2)
    gc.collect()
    assert gone() is None
    deadline = time.monotonic() + 20
    while workers & set(children()) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not workers & set(children())


def test_bench_soak_prints_a_line_per_sample_then_the_growths(
    window: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The bench runs (at a smaller Wink table, for time) and says what it measured."""
    monkeypatch.setattr(bench_soak_module, "MAX_SEATS", 4)
    args = argparse.Namespace(game="wink", games=2, tables=2)
    assert bench_soak_module.bench_soak(args, window) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [line.split()[:3] for line in lines[:-1]] == [
        ["wink", "game", "1"],
        ["wink", "game", "2"],
        ["wink", "table", "1"],
        ["wink", "table", "2"],
    ]
    summary = json.loads(lines[-1])
    wink = summary["by_game"]["wink"]
    games, tables = wink["rss_mb_games"], wink["rss_mb_tables"]
    assert len(games) == 2 and len(tables) == 2 and all(rss > 50 for rss in games + tables)
    assert summary["growth_mb_games"]["wink"] == round(games[1] - games[0], 1)
    assert summary["growth_mb_tables"]["wink"] == round(tables[1] - tables[0], 1)


MALLINFO = ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks")


class MallInfo(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (*MALLINFO, "keepcost")]  # glibc's struct mallinfo2


def in_use_mb() -> float:
    """What the C heap has handed out and not had back, in MB (glibc's own count)."""
    libc = c_library()
    assert libc is not None
    libc.mallinfo2.restype = MallInfo
    return float(libc.mallinfo2().uordblks) / 2**20


@glibc
def test_the_soaks_frames_are_each_drawn_to_their_end_as_a_windows_swap_waits(window: Any) -> None:
    """bench soak's frames leave no renderer's work queued: drawn one after another, the
    results screen's frames keep the heap level. (A headless swap alone waits for nothing: with
    llvmpipe, each frame queued holds the work binned for it, some 3 MB here.)"""
    show_scene(window, "results", 4)
    stepper = Stepper(window)
    for _ in range(2):
        stepper.draw()
    levels = []
    for _ in range(12):
        stepper.draw()
        levels.append(in_use_mb())
    assert max(levels) - min(levels) < 1.0
    if "llvmpipe" in window.ctx.info.RENDERER.lower():  # the renderer whose queue we know
        for _ in range(4):
            step(window, fixed=False)  # swaps that do not wait
        queued = in_use_mb()
        window.ctx.finish()
        assert queued - min(levels) > 6.0
