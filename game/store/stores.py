"""Small remembered things (the last table setups, …) as `<name>.json` in the user's data folder.

Loading never crashes: a damaged file, or one holding the wrong kind of value, is kept aside
(`<name>.bad-<n>.json`; a folder in its place too), the caller's default comes back and a notice
is queued for the player (game.store.notices). Saving is atomic.

The last setup of each game lives in the store "setups" ({game: TableSetup JSON}): see
`remembered_setup` and `remember_setup`. A setup stored before tables had `options` (Wink's
`preset` and `extra_card` at the top) is read as its options, and kept in the new form next time.
"""

from __future__ import annotations

import copy
import logging
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..games import game_spec
from ..setup import TableSetup, default_setup, setup_from_json
from .files import keep_aside, read_json, settings_dir, write_json_atomic
from .notices import Notice, Term, notify

NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
RESERVED = frozenset({"settings"})  # has its own schema: use game.store.settings
SETUPS = "setups"

log = logging.getLogger(__name__)  # INFO: the details for the log; the player gets a notice


def store_path(name: str) -> Path:
    """Where the store `name` lives; a name is lowercase letters, digits, '-' and '_'."""
    if not NAME.fullmatch(name) or name in RESERVED:
        raise ValueError(f"{name!r} is not a usable store name")
    return settings_dir() / f"{name}.json"


def load_store_checked(name: str, default: Any) -> tuple[Any, str | None]:
    """The stored value and None, or a copy of `default` and a short English reason it was used.

    The stored value must be of the same JSON kind as `default` (dict, list, str, number, bool).
    A damaged file also queues a notice for the player.
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
    if aside is None:
        notify("notice.store_unreadable", file=path.name)
    else:
        notify("notice.store_damaged", file=path.name, aside=aside.name)
    kept = f"kept as {aside.name}" if aside else "left in place"
    reason = f"{path.name} {problem}: forgotten ({kept})"
    log.info("%s", reason)
    return copy.deepcopy(default), reason


def load_store(name: str, default: Any) -> Any:
    """The remembered value of `name`, or `default` when there is none or it was damaged."""
    return load_store_checked(name, default)[0]


def save_store(name: str, data: Any) -> str | None:
    """Remember `data` (JSON-able) atomically; returns None, or a one-line reason it could not."""
    reason = _write(name, data)
    return None if reason is None else f"{name} could not be saved ({reason})"


def _write(name: str, data: Any) -> str | None:
    try:
        write_json_atomic(store_path(name), data)
    except OSError as exc:
        return exc.strerror or exc.__class__.__name__
    except (ValueError, RecursionError):  # junk read from the file itself, nested too deep to write
        return "it holds values JSON cannot write"
    return None


def remembered_setup(game: str, personalities: Sequence[str], you: str) -> TableSetup:
    """The last setup of `game`, or a fresh one (`you` names the human seat). Never raises.

    A remembered setup that cannot be used (damaged, out of range, another game's) is dropped
    from the store, the other games' setups kept, and the player is told (a notice).
    """
    stored = load_store(SETUPS, {})
    data = stored.get(game)
    if data is not None:
        try:
            return setup_from_json(data, game, personalities)
        except ValueError as exc:
            log.info("%s.json [%s]: %s", SETUPS, game, exc)
        del stored[game]
        save_store(SETUPS, stored)
        notify("notice.setup_forgotten", game=Term(game_spec(game).title_key))
    return default_setup(game, list(personalities), you)


def remember_setup(setup: TableSetup) -> str | None:
    """Keep `setup` as the last one of its game. Returns None, or why it could not, as one line
    in the player's current language (for the screen to show; nothing is queued)."""
    stored = load_store(SETUPS, {})
    stored[setup.game] = setup.to_json()
    reason = _write(SETUPS, stored)
    if reason is None:
        return None
    log.info("%s.json could not be saved (%s)", SETUPS, reason)
    return Notice("notice.setup_unsaved", (("reason", reason),)).text()


def _same_kind(value: Any, default: Any) -> bool:
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, int | float):
        return isinstance(value, int | float)
    return isinstance(value, type(default))
