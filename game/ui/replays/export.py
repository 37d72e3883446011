"""A recording exported to share: its game's records written again as a compressed trace
(`.jsonl.gz`, which `replay FILE` and the replay screen read), into the player's documents folder
(or `WINKHOUSE_EXPORT_DIR`; under a test's `WINKHOUSE_DATA_DIR`, its `exports` folder), never over
a file already there. A recording holds what the engine holds: a human's private moves too, as
the game's own history does, so nothing more needs hiding before it is shared once the game is
over."""

from __future__ import annotations

import gzip
import os
from datetime import datetime
from pathlib import Path

from ...bots.recording import Recording
from ...bots.trace import encode

ENV_EXPORT_DIR = "WINKHOUSE_EXPORT_DIR"
MAX_TRIES = 1000  # names tried with a number added before giving up


def export_dir() -> Path:
    """Where exports go: `WINKHOUSE_EXPORT_DIR`, else the data folder's `exports` when one is set
    (tests), else the player's documents folder's `Winkhouse`."""
    if os.environ.get(ENV_EXPORT_DIR):
        return Path(os.environ[ENV_EXPORT_DIR])
    if os.environ.get("WINKHOUSE_DATA_DIR"):
        return Path(os.environ["WINKHOUSE_DATA_DIR"]) / "exports"
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / "Winkhouse"


def compressed(recording: Recording) -> bytes:
    """The recording's game as a trace of one game (game 0), gzip-compressed."""
    lines = "".join(encode({k: v for k, v in r.items() if k != "game"}, 0) + "\n" for r in recording.records)
    return gzip.compress(lines.encode("utf-8"), mtime=0)


def export(recording: Recording, folder: Path | None = None, now: datetime | None = None) -> Path:
    """Write the recording to a new file in `folder` (by default `export_dir()`) and return its
    path; never replaces a file (a number is added to the name). OSError if it cannot be written."""
    folder = export_dir() if folder is None else folder
    folder.mkdir(parents=True, exist_ok=True)
    stamp = (now or datetime.now()).strftime("%Y-%m-%d %H.%M")
    base = f"winkhouse {recording.engine.name} {stamp}"
    data = compressed(recording)
    for i in range(1, MAX_TRIES + 1):
        path = folder / (f"{base}.jsonl.gz" if i == 1 else f"{base} ({i}).jsonl.gz")
        try:
            with path.open("xb") as out:  # "x": never over a file already there
                out.write(data)
        except FileExistsError:
            continue
        return path
    raise FileExistsError(f"{MAX_TRIES} exports of this minute already in {folder}")
