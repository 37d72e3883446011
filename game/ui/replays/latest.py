"""The newest kept recording (`recordings/*.jsonl.gz` in the data folder, as the history keeps
every finished game's) with moments for a human seat: what practice offers as "the winks you
missed in your last game". Read when the practice menu opens, never while drawing; a file that
cannot be read is passed over."""

from __future__ import annotations

from pathlib import Path

from ...bots.recording import Recording, RecordingError
from ...review.moments import moments_for
from ...store.recordings import SUFFIX, recordings_dir
from .sample import engines

LOOK_AT = 3  # the newest recordings looked into, at most (each is read and replayed)


def newest_with_moments(folder: Path | None = None) -> tuple[Recording, int] | None:
    """(recording, human seat) of the newest recording where a human seat has moments, or None."""
    folder = recordings_dir() if folder is None else folder
    try:
        found = sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return None
    for path in found[:LOOK_AT]:
        try:
            recording = Recording.read(path, engines())
        except (RecordingError, OSError):
            continue
        for seat in sorted(recording.humans):
            if moments_for(recording, seat):
                return recording, seat
    return None
