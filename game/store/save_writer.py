"""The one writer of a table's save, in a background thread: the frame never waits on the disk.

The table hands it a snapshot (`put`): the file's JSON (saves.save_record: the engine's
`to_json`, a fraction of a millisecond even at the end of a long game, and the setup); the thread
turns it into text and writes it, always the latest one it holds, dropping any older one still
waiting (the latest snapshot wins), at most once in `PACE_S` (a snapshot put sooner after a write
waits that long; `flush`, `stop` and the program's end write it at once). What the main thread
does per save is the engine's `to_json` and `put`: a lock and an assignment. The snapshot is
fresh JSON: nobody changes it once put. A write that fails is told once (a notice), and the game
goes on; later writes are still tried.
`stop()` ends the thread (`forget`: and removes the file, a finished game). When the program
ends (the window closed mid-game), what is still waiting is written first, for a moment at most.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
import weakref
from pathlib import Path
from typing import Any

from ..logs import TOLD
from .notices import notify
from .saves import Shelf

log = logging.getLogger(__name__)
Snapshot = dict[str, Any]  # a save file's JSON, not changed once put
EXIT_WAIT_S = 2.0  # at the program's end, how long the last snapshots may take to be written
# At most one write in this long (wall seconds), the latest snapshot then: a real-time table whose
# phones swap ten times a second would otherwise write ten files a second, and the thread turning
# each into text holds the interpreter from the frame (bench frames --phones: the slowest frames).
PACE_S = 1.0
_writers: weakref.WeakSet[SaveWriter] = weakref.WeakSet()


class SaveWriter:
    def __init__(self, shelf: Shelf, path: Path) -> None:
        self.shelf, self.path = shelf, path
        self._lock = threading.Condition()
        self._waiting: Snapshot | None = None
        self._busy = False  # a snapshot is being written
        self._closed = False
        self._forget = False
        self.failed = False  # a write failed since the last success (told once)
        self.written = 0  # snapshots written (tests, bench)
        self._next_at = 0.0  # when the next write may begin (monotonic seconds)
        self._hurry = False  # `flush` waits: write what waits at once
        self._thread = threading.Thread(target=self._run, name=f"save {path.name}", daemon=True)
        self._thread.start()
        _writers.add(self)

    def put(self, snapshot: Snapshot) -> None:
        """Keep this snapshot next (any one still waiting is dropped)."""
        with self._lock:
            if self._closed:
                return
            self._waiting = snapshot
            self._lock.notify()

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._closed:
                    if self._waiting is None:
                        self._lock.wait()
                        continue
                    left = self._next_at - time.monotonic()
                    if left <= 0 or self._hurry:
                        break
                    self._lock.wait(left)  # (the latest snapshot waits its turn: see PACE_S)
                snapshot, self._waiting = self._waiting, None
                if snapshot is None:  # closed, nothing left to write
                    break
                self._busy = True
            try:
                self._write(snapshot)
            finally:
                with self._lock:
                    self._busy = False
                    self._next_at = time.monotonic() + PACE_S
                    self._lock.notify_all()
        if self._forget:
            self.shelf.delete(self.path)

    def _write(self, snapshot: Snapshot) -> None:
        try:
            self.shelf.write(self.path, snapshot)
        except (OSError, TypeError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or exc.__class__.__name__
            log.warning("the game could not be saved to %s (%s)", self.path, reason, extra=TOLD)
            if not self.failed:
                notify("notice.save_unwritten", reason=str(reason))
            self.failed = True
        else:
            self.failed = False
            self.written += 1

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything put is written (tests, and the bench); False on a timeout."""
        with self._lock:
            self._hurry = True  # (no pace: written now)
            self._lock.notify_all()
            try:
                return self._lock.wait_for(lambda: self._waiting is None and not self._busy, timeout)
            finally:
                self._hurry = False

    def stop(self, forget: bool = False) -> None:
        """No more snapshots: the last one waiting is still written (unless `forget`: then none
        is, and the file is removed once the thread is done). Does not wait for the disk."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            if forget:
                self._forget = True
                self._waiting = None
            self._lock.notify_all()

    def join(self, timeout: float = 5.0) -> None:
        self._thread.join(timeout)


@atexit.register
def _write_what_waits() -> None:
    """The program ends: every writer writes what it still holds (atomically: a write cut short
    leaves the last whole file)."""
    for writer in list(_writers):
        writer.stop()
        writer.join(EXIT_WAIT_S)
