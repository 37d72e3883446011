"""A live table's trace, kept when the player asks for it (the "Record table traces" setting).

One file per table in the data folder, `traces/<game>-YYYYMMDD-HHMMSS.jsonl` (`-2`, `-3`… when two
tables open in the same second), written through the one trace writer (`game.bots.trace`, which
keeps the format): the director's records as game 0 of the file, the same lines `simulate
--trace` writes, so `game.bots.recording` plays either back. Lines are written as they come
(line buffered), so a game cut short keeps what it had. This file handles only the file.

Recording never stops a game: when the folder or the file cannot be written, the reason goes to
the log, the player gets one notice, and this table records nothing more.
"""

from __future__ import annotations

import contextlib
import logging
from datetime import datetime
from pathlib import Path
from typing import TextIO

from ..bots.trace import Record, TraceWriter
from .files import settings_dir
from .notices import notify

FOLDER = "traces"
GAME = 0  # a live table is one game: the index its lines carry

log = logging.getLogger(__name__)


def traces_dir() -> Path:
    return settings_dir() / FOLDER


class TraceFile:
    """The trace of one table: `write` is the director's `trace` sink; `close` when it ends."""

    def __init__(self, game: str, now: datetime | None = None) -> None:
        self.path: Path | None = None
        self.out: TextIO | None = None
        self._record: Record | None = None
        self.failed = False
        self.skipped = 0  # records that were not JSON (left out)
        stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
        try:
            folder = traces_dir()
            folder.mkdir(parents=True, exist_ok=True)
            self.path, self.out = _create(folder, f"{game}-{stamp}")
            self._record = TraceWriter(self.out).game(GAME)
        except OSError as exc:
            self._fail(exc)

    @property
    def open(self) -> bool:
        return self.out is not None

    def write(self, record: dict) -> None:
        """One record as one line; never raises."""
        if self.out is None or self._record is None:
            return
        try:
            self._record(record)
        except (TypeError, ValueError) as exc:  # a value JSON cannot hold: the record is left out
            if not self.skipped:
                log.info("trace %s: a record was left out (%s)", self.path, exc)
            self.skipped += 1
        except OSError as exc:
            self._fail(exc)

    def close(self) -> None:
        out, self.out = self.out, None
        if out is not None:
            try:
                out.close()
            except OSError as exc:
                self._fail(exc)

    def _fail(self, exc: OSError) -> None:
        """Stop recording this table; tell the log and the player, once."""
        out, self.out = self.out, None
        if out is not None:
            with contextlib.suppress(OSError):
                out.close()
        if self.failed:
            return
        self.failed = True
        reason = exc.strerror or exc.__class__.__name__
        log.info("the table trace %s could not be written (%s): recording stopped", self.path, reason)
        notify("notice.trace_unwritten", reason=reason)


def _create(folder: Path, stem: str) -> tuple[Path, TextIO]:
    """A new file `stem.jsonl` in `folder` (never an existing one: `stem-2.jsonl`… instead)."""
    n = 1
    while True:
        path = folder / (f"{stem}.jsonl" if n == 1 else f"{stem}-{n}.jsonl")
        try:
            return path, path.open("x", encoding="utf-8", buffering=1)
        except FileExistsError:
            n += 1
