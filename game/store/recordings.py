"""Kept recordings: `recordings/` in the data folder, one compressed trace per finished game.

A table writes its trace as it plays into `recordings/<game>-YYYYMMDD-HHMMSS.jsonl` (a TraceFile,
store/traces.py); when the game ends it is compressed to `….jsonl.gz` (`compress`) and the plain
file removed; a table left unfinished removes its partial file (`discard`). The history keeps the
compressed file's path; `enforce_cap` drops the recordings of the oldest games beyond the "Keep the
last N replays" setting or beyond `MAX_BYTES` in all (the games themselves stay in the history).

Nothing here raises for a file that cannot be written or removed: the reason goes to the log.
"""

from __future__ import annotations

import contextlib
import gzip
import logging
import os
import shutil
from pathlib import Path
from typing import Protocol

from .files import settings_dir

FOLDER = "recordings"
SUFFIX = ".jsonl.gz"
MAX_BYTES = 200 * 1024 * 1024  # every kept recording together; a 10-minute 8-seat game is ~0.2 MB

log = logging.getLogger(__name__)


def recordings_dir() -> Path:
    return settings_dir() / FOLDER


def compress(path: Path) -> Path:
    """`path` (a .jsonl) gzipped beside it as .jsonl.gz (`-2`… if that name is taken: never over
    another game's), written whole then linked in, and the plain file removed; the new path.
    OSError if it cannot be written (the plain file stays)."""
    partial = path.with_name(f".{path.name}.gz.tmp")
    try:
        with path.open("rb") as src, gzip.open(partial, "wb", compresslevel=6) as out:
            shutil.copyfileobj(src, out)
        target = _link_free(partial, path.stem)
    except BaseException:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise
    with contextlib.suppress(OSError):
        path.unlink()
    return target


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
        partial.unlink()
        return target


def discard(path: Path | None) -> None:
    """Remove the partial recording of a table that did not finish (never raises)."""
    if path is None:
        return
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.info("could not remove the unfinished recording %s (%s)", path, exc.strerror or exc)


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
