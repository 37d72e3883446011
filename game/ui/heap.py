"""Keep the process's C heap from creeping over hours of play (glibc only; elsewhere nothing).

Every table builds its GL buffers, sprite lists and text layouts anew, and the renderer (Mesa's
llvmpipe here; a GPU driver's own copies elsewhere) backs each with blocks of about a megabyte
taken from `malloc`. glibc serves a block that large with its own `mmap` and gives it back on
`free`, until the first such block is freed: from then on its threshold slides up to that size
(up to 32 MB), and the next tables' blocks come from the main heap instead, between small
objects that live on. Freed, they leave holes the heap cannot give back, so a live table grew
~6 MB a game (`bench soak`) though nothing was still in use. Pinning the threshold where it
starts (128 KiB) keeps such blocks mapped apart and returned whole when they are freed.

Threads bring the same creep by another door: glibc gives a thread that finds the arenas busy an
arena of its own (up to eight per core), and every Zwoggel table starts a worker pool whose
threads (its manager, its queue's feeder) overlap the last table's, besides each game's keeping
and saving threads; each arena keeps its own holes. Two arenas (the main one and one for every
other thread) are enough for a window and a few helper threads, and the Zwoggel table's memory
no longer grows ~4 MB a game (`bench soak`). Call `pin_mmap_threshold()` once, early, before
threads start (GameWindow does).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameters (malloc.h)
M_ARENA_MAX = -8
THRESHOLD = 128 * 1024  # glibc's own starting value, kept fixed
ARENAS = 2

log = logging.getLogger(__name__)


def glibc() -> ctypes.CDLL | None:
    """The C library, if it is glibc (the only one whose threshold slides); else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:  # glibc's name on every Linux but two old ports; `find_library` runs ldconfig (5 ms)
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        try:
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so")
        except OSError:
            return None
    if not hasattr(libc, "gnu_get_libc_version") or not hasattr(libc, "mallopt"):
        return None  # musl and others: no sliding threshold to pin
    return libc


def pin_mmap_threshold() -> bool:
    """Fix glibc's mmap threshold at 128 KiB (its sliding stops) and its arenas at two; False
    where there is nothing to fix."""
    libc = glibc()
    if libc is None:
        return False
    libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    pinned = libc.mallopt(M_MMAP_THRESHOLD, THRESHOLD) == 1 and libc.mallopt(M_ARENA_MAX, ARENAS) == 1
    if not pinned:
        log.info("mallopt refused: the heap may creep over long sessions")
    return pinned
