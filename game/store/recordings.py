"""Kept recordings: `recordings/` in the data folder, one compressed trace per finished game.

A table records itself in memory as it plays (`MemoryTrace`: the trace's lines, game 0, through
the one trace writer), so nothing touches the disk while it plays and a table left unfinished
leaves nothing behind. When its game ends the lines are written compressed, once
(`write_recording`: `recordings/<game>-YYYYMMDD-HHMMSS.jsonl.gz`, `-2`… when taken), off the
drawing path (store/keep.py). A 10-minute 8-seat Wink game is about 1 MB of lines, 0.15 MB kept.

The history keeps each file's path; `enforce_cap` drops the recordings of the oldest games beyond
the "Keep the last N replays" setting or beyond `MAX_BYTES` in all (the games stay in the history).
"""

from __future__ import annotations

import contextlib
import gzip
import io
import logging
import os
from datetime import datetime
from pathlib import Path
from typing import Protocol

from ..bots.trace import TraceWriter
from .files import settings_dir

FOLDER = "recordings"
SUFFIX = ".jsonl.gz"
MAX_BYTES = 200 * 1024 * 1024  # every kept recording together
GAME = 0  # a table is one game: the index its lines carry

log = logging.getLogger(__name__)


def recordings_dir() -> Path:
    return settings_dir() / FOLDER


class MemoryTrace:
    """A table's trace kept in memory: `write` is the director's trace sink; never raises."""

    def __init__(self) -> None:
        self.out = io.StringIO()
        self._record = TraceWriter(self.out).game(GAME)
        self.skipped = 0  # records JSON cannot hold (left out, as a trace file leaves them out)

    def write(self, record: dict) -> None:
        try:
            self._record(record)
        except (TypeError, ValueError):
            self.skipped += 1

    def text(self) -> str:
        return self.out.getvalue()


def write_recording(text: str, game: str, when: datetime | None = None) -> Path:
    """`text` (a trace's lines) gzipped into a new file of recordings/, written whole then linked
    in under the first free name (never over another game's); its path. OSError if it cannot be."""
    folder = recordings_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{game}-{(when or datetime.now()).strftime('%Y%m%d-%H%M%S')}"
    partial = folder / f".{stem}.{os.getpid()}.tmp"
    try:
        with gzip.open(partial, "wt", encoding="utf-8", compresslevel=6) as out:
            out.write(text)
        return _link_free(partial, stem)
    finally:
        with contextlib.suppress(OSError):
            partial.unlink()


def _link_free(partial: Path, stem: str) -> Path:
    """Give `partial` the first free name `stem.jsonl.gz`, `stem-2.jsonl.gz`…; that name."""
    n = 1
    while True:
        target = partial.with_name(f"{stem}{SUFFIX}" if n == 1 else f"{stem}-{n}{SUFFIX}")
        try:
            os.link(partial, target)  # fails if taken: never overwrites
        except FileExistsError:
            n += 1
            continue
        except OSError:  # no hard links on this file system
            if target.exists():
                n += 1
                continue
            os.replace(partial, target)
        return target


class Kept(Protocol):
    """What enforce_cap needs of the history (game.store.history.History)."""

    def with_recordings(self) -> list[tuple[int, Path]]: ...

    def drop_recording(self, game_id: int) -> None: ...


def enforce_cap(history: Kept, keep: int, max_bytes: int = MAX_BYTES) -> list[int]:
    """Keep the recordings of the newest `keep` games, and no more than `max_bytes` of them;
    remove the others' files and forget their paths (the games stay). The ids dropped."""
    dropped = []
    total = 0
    for i, (game_id, path) in enumerate(history.with_recordings()):
        try:
            size = path.stat().st_size
        except OSError:
            size = None  # gone already: forget it
        if size is not None and i < keep and total + size <= max_bytes:
            total += size
            continue
        if size is not None:
            try:
                path.unlink()
            except OSError as exc:
                log.info("could not remove the old recording %s (%s)", path, exc.strerror or exc)
                continue
        history.drop_recording(game_id)
        dropped.append(game_id)
    return dropped
