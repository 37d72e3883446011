"""The user's data folder and safe JSON files in it: atomic writes, damaged files kept aside."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import platformdirs

APP = "winkhouse"
ENV_DIR = "WINKHOUSE_DATA_DIR"  # tests and CI point this at a temporary folder


def data_dir() -> Path:
    folder = Path(os.environ.get(ENV_DIR) or platformdirs.user_data_dir(APP, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_json_atomic(path: Path, data: Any) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then swap it in."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=2, sort_keys=True)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def keep_aside(path: Path) -> Path:
    """Rename a damaged file to name.bad-N.json (never deleted) and return the new path."""
    n = 1
    while True:
        aside = path.with_name(f"{path.stem}.bad-{n}{path.suffix}")
        if not aside.exists():
            os.replace(path, aside)
            return aside
        n += 1


def read_json(path: Path) -> tuple[Any, str | None]:
    """(data, None), or (None, reason) when the file is missing (reason None) or damaged."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        return None, f"cannot read {path.name}: {exc.strerror}"
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        return None, f"{path.name} is not valid JSON (line {exc.lineno})"


def load_store(name: str, default: Any) -> Any:
    """A small remembered thing (e.g. the last setups); a damaged file is kept aside."""
    path = data_dir() / f"{name}.json"
    data, problem = read_json(path)
    if problem is not None:
        keep_aside(path)
        return default
    if data is None or type(data) is not type(default):
        return default
    return data


def save_store(name: str, data: Any) -> None:
    write_json_atomic(data_dir() / f"{name}.json", data)
