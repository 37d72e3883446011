"""The user's folders, and safe JSON files in them: atomic writes, damaged files kept aside.

Three folders, each from platformdirs and each overridable by an environment variable (tests and
CI point them at temporary folders):

| folder | holds | override | on Linux |
|---|---|---|---|
| `config_dir()` | settings.json | WINKHOUSE_CONFIG_DIR, else WINKHOUSE_DATA_DIR | ~/.config/winkhouse |
| `settings_dir()` | setups… | WINKHOUSE_DATA_DIR | ~/.local/share/winkhouse |
| `log_dir()` | the log | WINKHOUSE_LOG_DIR, else WINKHOUSE_DATA_DIR/logs | ~/.local/state/winkhouse/log |

Setting WINKHOUSE_DATA_DIR alone keeps everything in that one folder, as before. `config_file()`
moves a file that an older version kept in the data folder into the config folder, once.

Nothing here ever deletes a user's file: a damaged one is renamed `<name>.bad-<n>.json`, and a
moved one is removed from its old place only once its copy is safely in the new one.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

APP = "winkhouse"
ENV_DIR = "WINKHOUSE_DATA_DIR"  # tests and CI point this at a temporary folder
ENV_CONFIG_DIR = "WINKHOUSE_CONFIG_DIR"
ENV_LOG_DIR = "WINKHOUSE_LOG_DIR"

log = logging.getLogger(__name__)


def settings_dir() -> Path:
    """The data folder: everything the game remembers but the settings (setups…); not created here."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """The folder of the settings file; not created here."""
    override = os.environ.get(ENV_CONFIG_DIR) or os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def log_dir() -> Path:
    """The folder of the log file; not created here."""
    override = os.environ.get(ENV_LOG_DIR)
    if override:
        return Path(override)
    data = os.environ.get(ENV_DIR)
    if data:
        return Path(data) / "logs"
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def config_file(name: str) -> Path:
    """Where the config file `name` is read and written: in `config_dir()`.

    An older version kept it in the data folder: the first call moves it over (`migrate_file`).
    If that move fails, the old file stays where it was and its path is returned, so the player
    keeps their settings; the move is tried again next time.
    """
    new, old = config_dir() / name, settings_dir() / name
    if old == new or not old.is_file() or _exists(new):
        return new
    return new if migrate_file(old, new) else old


def _exists(path: Path) -> bool:
    return path.exists() or path.is_symlink()


def migrate_file(old: Path, new: Path) -> bool:
    """Move the file `old` to `new`, which must not exist yet. Returns whether it moved.

    Never overwrites: when `new` exists (a newer file), or appears meanwhile, nothing changes.
    Never loses: `new` is written whole (temporary file, fsync, then linked or renamed into place)
    before `old` is removed; on any failure `old` stays as it was, and the reason is logged.
    """
    if not old.is_file() or _exists(new):
        return False
    try:
        data = old.read_bytes()
        new.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{new.name}.", suffix=".tmp", dir=new.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            try:
                os.link(tmp, new)  # atomic, and fails if `new` exists: never overwrites
            except FileExistsError:
                return False
            except OSError:  # no hard links on this file system
                if _exists(new):
                    return False
                os.replace(tmp, new)
        finally:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        _fsync_folder(new.parent)
    except OSError as exc:
        log.warning("could not move %s to %s (%s); it stays where it is", old, new, exc.strerror or exc)
        return False
    try:
        old.unlink()
    except OSError as exc:
        log.warning("moved %s to %s but could not remove the old one (%s)", old, new, exc.strerror or exc)
    else:
        log.info("moved %s to %s", old, new)
    return True


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
