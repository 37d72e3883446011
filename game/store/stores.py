"""Small remembered things (the last table setups, …) as `<name>.json` in the user's data folder.

Loading never crashes: a damaged file, or one holding the wrong kind of value, is kept aside
(`<name>.bad-<n>.json`) and the caller's default comes back. Saving is atomic.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

from .files import keep_aside, read_json, settings_dir, write_json_atomic

NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
RESERVED = frozenset({"settings"})  # has its own schema: use game.store.settings


def store_path(name: str) -> Path:
    """Where the store `name` lives; a name is lowercase letters, digits, '-' and '_'."""
    if not NAME.fullmatch(name) or name in RESERVED:
        raise ValueError(f"{name!r} is not a usable store name")
    return settings_dir() / f"{name}.json"


def load_store_checked(name: str, default: Any) -> tuple[Any, str | None]:
    """The stored value and None, or a copy of `default` and a short English reason it was used.

    The stored value must be of the same JSON kind as `default` (dict, list, str, number, bool).
    """
    path = store_path(name)
    read = read_json(path)
    if read.missing:
        return copy.deepcopy(default), None
    problem = read.problem
    if problem is None and not _same_kind(read.data, default):
        problem = f"holds a {type(read.data).__name__}, not a {type(default).__name__}"
    if problem is None:
        return read.data, None
    aside = keep_aside(path)
    kept = f"kept as {aside.name}" if aside else "left in place"
    return copy.deepcopy(default), f"{path.name} {problem}: forgotten ({kept})"


def load_store(name: str, default: Any) -> Any:
    """The remembered value of `name`, or `default` when there is none or it was damaged."""
    return load_store_checked(name, default)[0]


def save_store(name: str, data: Any) -> str | None:
    """Remember `data` (JSON-able) atomically; returns None, or a one-line reason it could not."""
    try:
        write_json_atomic(store_path(name), data)
    except OSError as exc:
        return f"{name} could not be saved ({exc.strerror or exc.__class__.__name__})"
    return None


def _same_kind(value: Any, default: Any) -> bool:
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, int | float):
        return isinstance(value, int | float)
    return isinstance(value, type(default))
