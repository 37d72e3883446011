"""The user's data folder and safe JSON files in it: atomic writes, damaged files kept aside.

Nothing here ever deletes a user's file: a damaged one is renamed `<name>.bad-<n>.json`.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

APP = "winkhouse"
ENV_DIR = "WINKHOUSE_DATA_DIR"  # tests and CI point this at a temporary folder


def settings_dir() -> Path:
    """The folder of everything the game remembers (settings, setups…); not created here."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


@dataclass(frozen=True)
class JsonRead:
    """What reading a JSON file gave: `data`, or `problem` (a short English reason) when damaged.

    A missing file is neither damaged nor present: `missing` is True, `data` None, `problem` None.
    """

    data: Any = None
    problem: str | None = None
    missing: bool = False


def read_json(path: Path) -> JsonRead:
    """Read `path` as UTF-8 JSON; never raises for a missing, unreadable or malformed file.

    A byte-order mark is accepted (utf-8-sig): editors add one, and it damages nothing. A folder
    in place of the file cannot be read, so it is reported like a damaged file. NaN and ±Infinity
    are read as floats: the caller checks each value, so one bad number does not lose the file.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return JsonRead(missing=True)
    except OSError as exc:
        return JsonRead(problem=f"cannot be read ({exc.strerror or exc.__class__.__name__})")
    try:
        return JsonRead(data=json.loads(raw.decode("utf-8-sig")))
    except UnicodeDecodeError:
        return JsonRead(problem="is not text")
    except json.JSONDecodeError as exc:
        return JsonRead(problem=f"is not valid JSON (line {exc.lineno})")
    except (ValueError, RecursionError):
        return JsonRead(problem="is not valid JSON")


def write_json_atomic(path: Path, data: Any) -> None:
    """Write a temporary file in the same folder, flush it to disk, then swap it in (os.replace).

    A crash at any moment leaves either the old file or the new one, never half of one.
    Raises OSError when the folder cannot be written, TypeError when `data` is not JSON.
    """
    text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (not on Windows)."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def keep_aside(path: Path) -> Path | None:
    """Rename a damaged file to `<stem>.bad-<n><suffix>` (first free n) and return the new path.

    Returns None when it cannot be moved (e.g. a read-only folder); the file is then left alone.
    """
    n = 1
    while True:
        aside = path.with_name(f"{path.stem}.bad-{n}{path.suffix}")
        if not aside.exists():
            break
        n += 1
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside
