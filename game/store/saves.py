"""Unfinished games: one file per table in the data folder, `saves/<game>-<stamp>.json`.

A file holds the engine's versioned save (`state.to_json()`: config, seed, history, checked by
replay when read), the table's setup (`setup.to_json()`), the game's name, the file's own format
version, when it was saved (seconds since the epoch) and how long the game has been played (the
table's clock). Nothing else: the menu shows the game, the seats' names and kinds, and how long
ago; no hand is ever read from a save but by the table that resumes it.

Reading never crashes: a file from a newer version, or damaged (not JSON, a field missing, a
history that does not replay), is kept aside as `<name>.bad-<n>.json`, named in one notice
(game.store.notices) and left out of the list. Writing is atomic (files.write_json_atomic).

    shelf = Shelf()                 the saves of the data folder (Shelf(folder) elsewhere: scenes)
    shelf.new_path(game)            a fresh file name for a new table
    shelf.write(path, record)       keep `record` (a `SaveRecord`'s JSON) atomically; OSError
    shelf.games()                   the kept games that load, newest first (bad ones set aside)
    shelf.delete(path)              forget one (a finished game, or the player's choice)
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..games import GAMES, game_spec
from ..rules.saves import SaveError
from ..setup import TableSetup, setup_from_json
from .files import keep_aside, read_json, settings_dir, write_json_atomic
from .notices import notify

FORMAT = 1  # the version of a save file's own fields (the engine's save has its own)
FOLDER = "saves"
FIELDS = ("format", "game", "saved_at", "played_s", "setup", "state")

log = logging.getLogger(__name__)


def save_record(
    setup: TableSetup, state_json: dict[str, Any], played_s: float, saved_at: float
) -> dict[str, Any]:
    """What a save file holds (its JSON), from the engine's save and the table's setup."""
    return {
        "format": FORMAT,
        "game": setup.game,
        "saved_at": saved_at,
        "played_s": played_s,
        "setup": setup.to_json(),
        "state": state_json,
    }


@dataclass(frozen=True)
class SavedGame:
    """A kept game that loads: its file, its setup, its state rebuilt by the engine."""

    path: Path
    setup: TableSetup
    state: Any  # the engine's state, replayed from the save
    saved_at: float
    played_s: float

    @property
    def game(self) -> str:
        return self.setup.game

    def ago_s(self, now: float | None = None) -> float:
        """Seconds since it was saved (never negative: a clock set back)."""
        return max(0.0, (time.time() if now is None else now) - self.saved_at)


class BadSave(ValueError):
    """A save file that cannot be used: `newer` if a later version wrote it, else damaged."""

    def __init__(self, reason: str, newer: bool = False) -> None:
        super().__init__(reason)
        self.reason, self.newer = reason, newer


class Shelf:
    """The unfinished games of one folder (by default `saves/` in the data folder, looked up at
    each use, so that a test's or a scene's data folder applies)."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder

    @property
    def folder(self) -> Path:
        return self._folder if self._folder is not None else settings_dir() / FOLDER

    def new_path(self, game: str, now: float | None = None) -> Path:
        """A file name no kept game has: the game and the time (a counter if that is taken)."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
        path, n = self.folder / f"{game}-{stamp}.json", 1
        while path.exists():
            n += 1
            path = self.folder / f"{game}-{stamp}-{n}.json"
        return path

    def write(self, path: Path, record: dict[str, Any]) -> None:
        """Keep `record` in `path`, atomically. Raises OSError when it cannot be written."""
        write_json_atomic(path, record)

    def delete(self, path: Path) -> bool:
        """Forget the game kept in `path`; False if it could not be removed (it stays)."""
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            log.info("could not remove %s (%s)", path, exc.strerror or exc)
            return False
        return True

    def paths(self) -> list[Path]:
        """The save files of the folder (not the ones kept aside, nor temporary ones)."""
        try:
            found = [p for p in self.folder.glob("*.json") if ".bad-" not in p.name and p.is_file()]
        except OSError:
            return []
        return sorted(found)

    def games(self) -> list[SavedGame]:
        """Every kept game that loads, newest first. A newer or damaged file is kept aside, named
        in one notice, and left out."""
        out: list[SavedGame] = []
        for path in self.paths():
            try:
                out.append(read_save(path))
            except BadSave as exc:
                set_aside(path, exc)
        return sorted(out, key=lambda g: (-g.saved_at, g.path.name))

    def newest(self) -> SavedGame | None:
        found = self.games()
        return found[0] if found else None


def set_aside(path: Path, problem: BadSave) -> None:
    """Keep a save that cannot be used aside (never deleted), and tell the player in one line."""
    aside = keep_aside(path)
    log.info("%s: %s (%s)", path.name, problem.reason, f"kept as {aside.name}" if aside else "left in place")
    key = "notice.save_newer" if problem.newer else "notice.save_damaged"
    notify(key, file=path.name, aside=aside.name if aside else path.name)


def read_save(path: Path) -> SavedGame:
    """The game kept in `path`, its state rebuilt by replay; BadSave for anything else."""
    read = read_json(path)
    if read.missing:
        raise BadSave("is gone")
    if read.problem is not None:
        raise BadSave(read.problem)
    return parse_save(read.data, path)


def parse_save(data: Any, path: Path) -> SavedGame:
    """A save file's JSON as a SavedGame; BadSave (with `newer`) for anything else."""
    if not isinstance(data, dict):
        raise BadSave("is not a saved game")
    version = data.get("format")
    if type(version) is int and version > FORMAT:
        raise BadSave(f"was saved by a newer version (format {version})", newer=True)
    if version != FORMAT or type(version) is not int:
        raise BadSave("has no known format version")
    missing = [k for k in FIELDS if k not in data]
    if missing:
        raise BadSave(f"has no {missing[0]}")
    game = data["game"]
    if not isinstance(game, str) or game not in GAMES:
        raise BadSave("is of no game we know")
    saved_at, played_s = data["saved_at"], data["played_s"]
    for value in (saved_at, played_s):
        if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value < 1e12:
            raise BadSave("has a time that is no time")
    setup_data = data["setup"]
    seats = setup_data.get("seats") if isinstance(setup_data, dict) else None
    if not isinstance(seats, list):
        raise BadSave("has no seats")
    try:
        personalities = [str(s.get("personality", "")) for s in seats if isinstance(s, dict)]
        setup = setup_from_json(setup_data, game, personalities)
    except (ValueError, TypeError) as exc:
        raise BadSave(f"has a setup that cannot be used ({exc})") from None
    if len(seats) != setup.players:
        raise BadSave("has a setup without all its seats")
    engine = game_spec(game).engine
    state_data = data["state"]
    version = state_data.get("version") if isinstance(state_data, dict) else None
    if type(version) is int and version > engine.save.version:
        raise BadSave(f"was saved by a newer version ({game} save {version})", newer=True)
    try:
        state = engine.from_json(state_data)
    except SaveError as exc:
        raise BadSave(exc.reason) from None
    dealt = setup.new_state().to_json()  # the setup must deal the very game that was saved
    if state.seed != setup.seed or dealt["config"] != state.to_json()["config"]:
        raise BadSave("has a setup that is not its game's")
    if state.is_over():
        raise BadSave("holds a finished game")
    return SavedGame(path, setup, state, float(saved_at), float(played_s))
