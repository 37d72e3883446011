"""What the main menu leaves for later, imported while it is shown, in a thread of its own: the menu
shows sooner (bench start), the first table still opens about as fast as when everything was
imported before the menu, and no frame of the menu waits for an import (numpy alone takes
0.1–0.5 s). After the modules, the thread reads what the first table reads from disk (`reads()`):
the catalogue's other files, every face's layers and each game's sprites, decoded (Pillow lets go
of Python's lock while it decodes), where the menu drawn live had decoded some of them before its
first frame (its tables are baked now: ui/kit/baked.py). Their upload to the atlas stays with the
table (GL is the main thread's).

The menu calls `start()` from the update after its first frame was shown, and the setup screen from
its updates; the thread imports the modules one after another and ends. `stop()` (the menu or the
setup screen is left, or the window's loop has ended) lets it end after the module it is on: the
screen opened next (a table) gets the machine to itself and imports what it needs of the rest as
ever; back on the menu or the setup screen, `start()` goes on with what is left. Only imports and
reads run in the thread: whatever these modules do at import is plain Python (no GL, no window),
and a module the main thread needs while the thread imports it waits for it (Python's lock of that
module: never imported twice); a picture or the catalogue read in both at once is read twice, the
same (their caches keep one). While the thread runs, Python hands its lock between threads every
millisecond instead of every five, so a frame that gives it up (each GL call does) gets it back
soon.
"""

from __future__ import annotations

import importlib
import logging
import sys
import threading

from ..games import specs
from ..resources import data_dir
from ..store.player import FACES  # the portraits of sprites/faces/face_N

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
_left: dict[str, list[str] | None] = {"modules": None}  # what is still to import, in order
_reads: dict[str, list[tuple[str, str]] | None] = {"left": None}  # what is still to read, in order
_stop = threading.Event()
FACE_LAYERS = (  # each face's layers, as ui/faces.py draws them
    "head",
    *(f"eye_{side}_{lid}" for side in "lr" for lid in ("open", "half", "closed")),
    "brow_l",
    "brow_r",
    *(f"mouth_{mouth}" for mouth in ("neutral", "smile", "smirk", "open")),
    "pupil",
)


def modules() -> list[str]:
    """Every module the warm-up imports, in its order."""
    names = list(FIRST)
    for spec in specs():
        for ref in (spec.table, spec.policy):
            if ref is not None:
                names.append(ref.where.partition(":")[0])
    return names


def reads() -> list[tuple[str, str]]:
    """What the thread reads after the modules, in order: the words of the player's language and
    of English (the catalogue: every file), every face's layers, each game's sprites in the menu's
    order. Each is ("words", language), ("layer", path) or ("sprite", path) in sprites/."""
    from ..i18n import FALLBACK, current_language

    found = [("words", lang) for lang in dict.fromkeys((current_language(), FALLBACK))]
    found += [("layer", f"faces/face_{face}/{name}.png") for face in range(FACES) for name in FACE_LAYERS]
    for spec in specs():
        folder = data_dir("sprites") / spec.name
        found += [("sprite", f"{spec.name}/{path.name}") for path in sorted(folder.glob("*.png"))]
    return found


def read(kind: str, what: str) -> None:
    """Read one of `reads()` into the cache the game takes it from."""
    from ..i18n import catalogue
    from .textures import layer, texture

    if kind == "words":
        catalogue(what)
    elif kind == "layer":
        layer(what)
    else:
        texture(what).image.load()  # (opened lazily: decoded here, not at its upload)


def start() -> threading.Thread | None:
    """Import what is left in the thread; the thread started, or None when one runs already or
    nothing is left."""
    running = _state["thread"]
    if running is not None and running.is_alive():
        return None
    if _left["modules"] is None:
        _left["modules"] = modules()
    if _reads["left"] is None:
        _reads["left"] = reads()
    if not _left["modules"] and not _reads["left"]:
        return None
    _stop.clear()
    thread = threading.Thread(
        target=run, args=(_left["modules"], _reads["left"]), name="warm-up", daemon=False
    )
    _state["thread"] = thread
    thread.start()
    return thread


def run(names: list[str], files: list[tuple[str, str]] | None = None) -> None:
    """Import `names` in order, then read `files`, each taken off its list, until none is left or
    it is stopped (the thread's work)."""
    switch = sys.getswitchinterval()
    sys.setswitchinterval(min(switch, SWITCH_S))
    try:
        while names and not _stop.is_set():
            name = names.pop(0)
            if name in sys.modules:
                continue
            try:
                importlib.import_module(name)
            except Exception as exc:  # it will be imported (and fail, loudly) where it is needed
                log.info("warm-up: %s not imported (%s: %s)", name, type(exc).__name__, exc)
        while files and not _stop.is_set():
            kind, what = files.pop(0)
            try:
                read(kind, what)
            except Exception as exc:  # it will be read (and fail, loudly) where it is needed
                log.info("warm-up: %s not read (%s: %s)", what, type(exc).__name__, exc)
    finally:
        sys.setswitchinterval(switch)


def stop() -> None:
    """The menu is left, or the window's loop has ended: the thread ends after the module it is
    importing."""
    _stop.set()
