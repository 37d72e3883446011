"""What the main menu leaves for later, imported while it is shown, in a thread of its own: the
menu shows sooner (bench start), the first table still opens as fast as when everything was imported
before the menu, and no frame of the menu waits for an import (numpy alone takes 0.1–0.5 s).

`start()` is called by the menu once a frame of it has been shown (from its next update on); the thread imports the modules
one after another and ends. Only a module's import runs there: whatever a module does at import
is plain Python (no GL, no window), and a module the main thread needs before the thread got to it
is imported there as ever (Python's lock of that module makes either one wait for the other, never
both import it). While the thread runs, Python hands its lock between threads every
millisecond instead of every five, so a frame that gives it up (each GL call does) gets it back
soon. `stop()` (the window's loop has ended) lets the thread end after the module it is on.
"""

from __future__ import annotations

import importlib
import logging
import sys
import threading

from ..games import specs

log = logging.getLogger(__name__)

# The first table's heavy parts, leaves first: numpy and SQLite (the history), the bots' director,
# the table kit, the setup screen. Then each game's table and its bots' policy (games.spec), in the
# menu's order.
FIRST = (
    "numpy",
    "sqlite3",
    "game.store.history",
    "game.store.keep",
    "game.bots.director",
    "game.ui.kit.table",
    "game.store.levels",
    "game.ui.screens.setup",
)
SWITCH_S = 0.001  # Python's switch interval while the thread imports (5 ms otherwise)

_state: dict[str, threading.Thread | None] = {"thread": None}
_stop = threading.Event()


def modules() -> list[str]:
    """Every module the warm-up imports, in its order."""
    names = list(FIRST)
    for spec in specs():
        for ref in (spec.table, spec.policy):
            if ref is not None:
                names.append(ref.where.partition(":")[0])
    return names


def start() -> threading.Thread | None:
    """Start importing in the thread, once per process; the thread, or None if it was started
    before."""
    if _state["thread"] is not None:
        return None
    _stop.clear()
    thread = threading.Thread(target=run, args=(modules(),), name="warm-up", daemon=False)
    _state["thread"] = thread
    thread.start()
    return thread


def run(names: list[str]) -> None:
    """Import `names` in order, unless stopped (the thread's work)."""
    switch = sys.getswitchinterval()
    sys.setswitchinterval(min(switch, SWITCH_S))
    try:
        for name in names:
            if _stop.is_set():
                return
            if name in sys.modules:
                continue
            try:
                importlib.import_module(name)
            except Exception as exc:  # it will be imported (and fail, loudly) where it is needed
                log.info("warm-up: %s not imported (%s: %s)", name, type(exc).__name__, exc)
    finally:
        sys.setswitchinterval(switch)


def stop() -> None:
    """The window's loop has ended: the thread ends after the module it is importing."""
    _stop.set()
