"""The history of every finished game and practice session: `history.sqlite3` in the data folder.

The API other parts build on (the statistics and games-list screens, `stats`, `bench history`):

    History(path=None)            open (default: settings_dir()/history.sqlite3), create, migrate;
                                  never raises: a damaged file, or one from a newer version, is
                                  moved aside (history.bad-<n>.sqlite3) with one notice and a new
                                  one started; a folder that cannot be written gives a history in
                                  memory for this run (one notice)
    .add_game(row) -> int         keep a finished game (a GameRow whose id is None); its new id
    .games(game=None, profile=None, limit=50, offset=0) -> list[GameRow]    newest first
    .count(game=None, profile=None) -> int
    .game(id) -> GameRow | None
    .profiles() -> list[str]      the names of human seats, in the order of their first game
    .plays(game=None, profile=None) -> list[Play]   each human seat's game, oldest first
    .play_columns(game=None, profile=None)          the same as arrays: what statistics read
    .with_recordings() -> list[tuple[int, Path]]    games whose recording is kept, newest first
    .drop_recording(id)           the recording is gone; the game stays
    .add_practice(profile, record) / .practice_sessions(profile=None)
    .close()

A GameRow holds the game, its preset and options, when it ended (`played_at`, an aware local
datetime), how long on the table's clock (`seconds`), the seats (`SeatRow`: seat, name, kind
"human" or "bot", bot level or None, result "won" or "lost", placing, score), each human seat's
figures (`figures[name]`: figure -> count, keys from game/review/figures.py) and the recording's
path or None. Statistics are in game/review/statistics.py (`statistics(history, game, profile)`).

Writes are one short IMMEDIATE transaction each, in WAL mode with a busy timeout: two windows (or
a window and `simulate --record`) writing at once lose nothing. One History may be shared by
threads: its calls are serialised by a lock.
"""

from __future__ import annotations

import contextlib
import functools
import json
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

import numpy as np

from ..logs import TOLD
from ..setup import DIFFICULTIES
from .files import settings_dir
from .history_schema import NotHistory, connect, migrate, move_aside, open_database
from .notices import notify

FILE = "history.sqlite3"
HUMAN, BOT = "human", "bot"
WON, LOST = "won", "lost"

log = logging.getLogger(__name__)


def history_path() -> Path:
    return settings_dir() / FILE


@dataclass(frozen=True)
class SeatRow:
    """One seat of a finished game."""

    seat: int
    name: str
    kind: str  # HUMAN or BOT
    level: str | None  # a bot's level (beginner, normal, expert); None for a human
    result: str  # WON or LOST (a shared victory: every winner WON)
    placing: int  # 1 for the best score; equal scores share a placing
    score: int


@dataclass(frozen=True)
class GameRow:
    """One finished game as the history keeps it (`id` None until added)."""

    game: str
    options: dict[str, Any]
    played_at: datetime  # when it ended (aware)
    seconds: float  # table clock
    seats: tuple[SeatRow, ...]
    figures: dict[str, dict[str, int]] = field(default_factory=dict)  # human name -> figure -> count
    recording: Path | None = None
    preset: str | None = None
    end: str | None = None  # the engine's End.code
    id: int | None = None

    def humans(self) -> list[SeatRow]:
        return [s for s in self.seats if s.kind == HUMAN]

    def seat_of(self, profile: str) -> SeatRow | None:
        """The human seat named `profile`, or None."""
        return next((s for s in self.seats if s.kind == HUMAN and s.name == profile), None)


@dataclass(frozen=True)
class Play:
    """One human seat in one game: the unit of statistics."""

    game_id: int
    game: str
    played_at: float  # seconds since the epoch
    players: int
    profile: str
    won: bool
    level: str | None  # the hardest bot level at the table, None with no bots
    figures: Mapping[str, int]


LEVEL_ORDER = DIFFICULTIES  # the bots' levels, easiest first
DAMAGED = (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB: a file that is no (longer a) database
P = ParamSpec("P")
R = TypeVar("R")


def _survives_damage(method: Callable[Concatenate[History, P], R]) -> Callable[Concatenate[History, P], R]:
    """A file found damaged in use (a page broken after it was opened) is moved aside with one
    notice, a new history is started, and the call is made again on it: nothing crashes, and a
    game being added is kept in the new one."""

    @functools.wraps(method)
    def run(self: History, /, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.DatabaseError as exc:
            if getattr(exc, "sqlite_errorcode", None) not in DAMAGED:
                raise
            self.start_afresh(f"it is damaged ({exc})")
            return method(self, *args, **kwargs)

    return run


PACKED = np.dtype("<i4")  # a figure in a seat's BLOB
MAX_FIGURE = 2**31 - 1


@dataclass(frozen=True)
class PlayColumns:
    """Plays (human seats in games) oldest first, as columns: what statistics read."""

    game: list[str]
    played_at: np.ndarray  # float64, seconds since the epoch
    players: np.ndarray  # int64, seat count
    won: np.ndarray  # bool
    level: list[str | None]  # the hardest bot level at the table
    figures: dict[str, np.ndarray]  # figure -> int64 count per play (0 where its game counts none)

    def __len__(self) -> int:
        return len(self.game)


class History:
    """The database of finished games and practice sessions (see the module's docstring)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = history_path() if path is None else path
        self._lock = threading.RLock()
        self.db = self._open()

    def _open(self, damaged: NotHistory | None = None) -> sqlite3.Connection:
        try:
            if damaged is not None:
                raise damaged
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return open_database(self.path)
        except NotHistory as exc:
            aside = move_aside(self.path)
            log.warning(
                "the history %s could not be used: %s; kept aside as %s", self.path, exc, aside, extra=TOLD
            )
            if aside is not None:
                notify("notice.history_aside", aside=aside.name)
                try:
                    return open_database(self.path)
                except NotHistory as again:
                    log.warning("a new history could not be started either: %s", again, extra=TOLD)
        except OSError as exc:
            log.warning(
                "the history folder %s cannot be used (%s)", self.path.parent, exc.strerror or exc, extra=TOLD
            )
        notify("notice.history_memory")
        db = connect(":memory:")
        migrate(db)
        return db

    def start_afresh(self, why: str) -> None:
        """Move the damaged file aside (one notice) and go on with a new one."""
        with self._lock:
            with contextlib.suppress(sqlite3.Error):
                self.db.close()
            self.db = self._open(NotHistory(why))

    def close(self) -> None:
        with self._lock:
            self.db.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One short IMMEDIATE transaction (the write lock taken at once: no deadlock to upgrade)."""
        with self._lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    # games ------------------------------------------------------------------------------------

    def add_game(self, row: GameRow) -> int:
        """Keep `row` (its id is ignored); the new id. ValueError for a row that is not one."""
        return self.add_games([row])[0]

    @_survives_damage
    def add_games(self, rows: list[GameRow]) -> list[int]:
        """Keep every row in one transaction (all or none); their new ids."""
        for row in rows:
            _check(row)
        with self._write() as db:
            return [self._insert(db, row) for row in rows]

    def _insert(self, db: sqlite3.Connection, row: GameRow) -> int:
        layout = sorted({key for figures in row.figures.values() for key in figures})
        levels = [s.level for s in row.seats if s.kind == BOT]
        cur = db.execute(
            "INSERT INTO games (game, preset, options, played_at, seconds, players, end_code, recording,"
            " bot_level, figure_names) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                row.game,
                row.preset,
                json.dumps(row.options, sort_keys=True),
                row.played_at.timestamp(),
                float(row.seconds),
                len(row.seats),
                row.end,
                self._stored(row.recording),
                hardest(levels),
                ",".join(layout),
            ),
        )
        game_id = int(cur.lastrowid or 0)
        db.executemany(
            "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    s.seat,
                    s.name,
                    s.kind,
                    s.level,
                    s.result,
                    s.placing,
                    s.score,
                    _pack(row, s, layout),
                )
                for s in row.seats
            ],
        )
        return game_id

    @_survives_damage
    def games(
        self, game: str | None = None, profile: str | None = None, limit: int = 50, offset: int = 0
    ) -> list[GameRow]:
        """Finished games, newest first: of one game, of one profile (a human seat's name)."""
        where, args = _where(game, profile)
        with self._lock:
            ids = [
                r[0]
                for r in self.db.execute(
                    f"SELECT id FROM games {where} ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?",
                    (*args, limit, offset),
                )
            ]
            return self._rows(ids)

    @_survives_damage
    def count(self, game: str | None = None, profile: str | None = None) -> int:
        where, args = _where(game, profile)
        with self._lock:
            return int(self.db.execute(f"SELECT count(*) FROM games {where}", args).fetchone()[0])

    @_survives_damage
    def game(self, game_id: int) -> GameRow | None:
        with self._lock:
            rows = self._rows([game_id])
        return rows[0] if rows else None

    @_survives_damage
    def profiles(self) -> list[str]:
        """Every human seat's name, in the order of its first game."""
        with self._lock:
            rows = self.db.execute(
                "SELECT name FROM seats WHERE kind = 'human' GROUP BY name ORDER BY min(game_id)"
            ).fetchall()
        return [r[0] for r in rows]

    def _rows(self, ids: list[int]) -> list[GameRow]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        games = {
            r[0]: r
            for r in self.db.execute(
                "SELECT id, game, preset, options, played_at, seconds, end_code, recording, figure_names"
                f" FROM games WHERE id IN ({marks})",
                ids,
            )
        }
        seats: dict[int, list[SeatRow]] = {i: [] for i in ids}
        packed: dict[tuple[int, int], bytes] = {}
        for r in self.db.execute(f"SELECT * FROM seats WHERE game_id IN ({marks}) ORDER BY seat", ids):
            seats[r[0]].append(SeatRow(*r[1:8]))
            if r[8] is not None:
                packed[(r[0], r[1])] = r[8]
        out = []
        for i in ids:
            if i not in games:
                continue
            _, game, preset, options, played_at, seconds, end, recording, names = games[i]
            layout = names.split(",") if names else []
            out.append(
                GameRow(
                    game=game,
                    options=json.loads(options),
                    played_at=datetime.fromtimestamp(played_at, UTC).astimezone(),
                    seconds=seconds,
                    seats=tuple(seats[i]),
                    figures={
                        s.name: _unpack(packed.get((i, s.seat)), layout) for s in seats[i] if s.kind == HUMAN
                    },
                    recording=self._found(recording),
                    preset=preset,
                    end=end,
                    id=i,
                )
            )
        return out

    def _play_rows(self, game: str | None, profile: str | None) -> list[tuple[Any, ...]]:
        """(game id, game, played_at, players, seat, name, won, bot level, figure names, figures)
        of every human seat of the selection, oldest first."""
        conditions, args = ["s.kind = 'human'"], []
        if game is not None:
            conditions.append("g.game = ?")
            args.append(game)
        if profile is not None:
            conditions.append("s.name = ?")
            args.append(profile)
        with self._lock:
            return self.db.execute(
                "SELECT g.id, g.game, g.played_at, g.players, s.seat, s.name, s.result = 'won', g.bot_level,"
                " g.figure_names, s.figures"
                f" FROM seats s JOIN games g ON g.id = s.game_id WHERE {' AND '.join(conditions)}"
                " ORDER BY g.played_at, g.id, s.seat",
                args,
            ).fetchall()

    @_survives_damage
    def plays(self, game: str | None = None, profile: str | None = None) -> list[Play]:
        """Every human seat's game (of `game`, of `profile`), oldest first."""
        return [
            Play(
                gid, g, at, players, name, bool(won), level, _unpack(blob, names.split(",") if names else [])
            )
            for gid, g, at, players, _seat, name, won, level, names, blob in self._play_rows(game, profile)
        ]

    @_survives_damage
    def play_columns(self, game: str | None = None, profile: str | None = None) -> PlayColumns:
        """The same plays as columns, figures as one array each: what statistics read (fast)."""
        rows = self._play_rows(game, profile)
        n = len(rows)
        figures: dict[str, np.ndarray] = {}
        layouts: dict[str, tuple[list[int], list[bytes]]] = {}
        for i, row in enumerate(rows):
            names, blob = row[8], row[9]
            if names and blob is not None and len(blob) == 4 * (names.count(",") + 1):
                at, blobs = layouts.setdefault(names, ([], []))
                at.append(i)
                blobs.append(blob)
        for names, (at, blobs) in layouts.items():
            layout = names.split(",")
            matrix = np.frombuffer(b"".join(blobs), dtype=PACKED).reshape(len(at), len(layout))
            where = np.asarray(at)
            for j, name in enumerate(layout):
                column = figures.get(name)
                if column is None:
                    column = figures[name] = np.zeros(n, dtype=np.int64)
                column[where] = matrix[:, j]
        return PlayColumns(
            game=[r[1] for r in rows],
            played_at=np.fromiter((r[2] for r in rows), dtype=np.float64, count=n),
            players=np.fromiter((r[3] for r in rows), dtype=np.int64, count=n),
            won=np.fromiter((r[6] for r in rows), dtype=np.bool_, count=n),
            level=[r[7] for r in rows],
            figures=figures,
        )

    # recordings -------------------------------------------------------------------------------

    def _stored(self, path: Path | None) -> str | None:
        """A recording beside the database is kept relative to it (the data folder may move)."""
        if path is None:
            return None
        try:
            return Path(path).relative_to(self.path.parent).as_posix()
        except ValueError:
            return str(path)

    def _found(self, stored: str | None) -> Path | None:
        return None if stored is None else self.path.parent / stored

    @_survives_damage
    def with_recordings(self) -> list[tuple[int, Path]]:
        """(id, recording) of every game whose recording is kept, newest first."""
        with self._lock:
            rows = self.db.execute(
                "SELECT id, recording FROM games WHERE recording IS NOT NULL ORDER BY played_at DESC, id DESC"
            ).fetchall()
        return [(i, path) for i, p in rows if (path := self._found(p)) is not None]

    @_survives_damage
    def drop_recording(self, game_id: int) -> None:
        """The game's recording is no longer kept; the game itself stays."""
        with self._write() as db:
            db.execute("UPDATE games SET recording = NULL WHERE id = ?", (game_id,))

    # practice ---------------------------------------------------------------------------------

    def add_practice(self, profile: str, record: Any) -> bool:
        """Keep one practice session (a practice_progress.SessionRecord); False if already kept."""
        return self.add_practices([(profile, record)]) == 1

    @_survives_damage
    def add_practices(self, sessions: list[tuple[str, Any]], fact: str | None = None) -> int:
        """Keep these (profile, SessionRecord) in one transaction, an identical one only once,
        and, with `fact`, remember it as done (set to "1") in the same transaction; how many new."""
        added = 0
        with self._write() as db:
            for profile, record in sessions:
                data = record.to_json()
                cur = db.execute(
                    "INSERT OR IGNORE INTO practice (profile, played_at, level, mode, record)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (profile, data["when"], data["level"], data["mode"], json.dumps(data, sort_keys=True)),
                )
                added += cur.rowcount
            if fact is not None:
                db.execute("INSERT OR REPLACE INTO facts VALUES (?, '1')", (fact,))
        return added

    @_survives_damage
    def practice_sessions(self, profile: str | None = None) -> list[tuple[str, dict[str, Any]]]:
        """(profile, session JSON) of every practice session kept, oldest first."""
        where, args = ("WHERE profile = ?", (profile,)) if profile is not None else ("", ())
        with self._lock:
            rows = self.db.execute(
                f"SELECT profile, record FROM practice {where} ORDER BY played_at, id", args
            )
            return [(p, json.loads(r)) for p, r in rows]

    @_survives_damage
    def fact(self, key: str) -> str | None:
        with self._lock:
            row = self.db.execute("SELECT value FROM facts WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    @_survives_damage
    def set_fact(self, key: str, value: str) -> None:
        with self._write() as db:
            db.execute("INSERT OR REPLACE INTO facts VALUES (?, ?)", (key, value))


def _where(game: str | None, profile: str | None) -> tuple[str, tuple[Any, ...]]:
    conditions, args = [], []
    if game is not None:
        conditions.append("game = ?")
        args.append(game)
    if profile is not None:
        conditions.append("id IN (SELECT game_id FROM seats WHERE kind = 'human' AND name = ?)")
        args.append(profile)
    return ("WHERE " + " AND ".join(conditions) if conditions else ""), tuple(args)


def hardest(levels: list[str | None]) -> str | None:
    """The hardest bot level at a table, None with no bots (or none with a level)."""
    found = {lv for lv in levels if lv is not None}
    if not found:
        return None
    known = [lv for lv in LEVEL_ORDER if lv in found]
    return known[-1] if known else sorted(found)[-1]


def _pack(row: GameRow, seat: SeatRow, layout: list[str]) -> bytes | None:
    """A human seat's figures as int32 LE in `layout` order (0 for one it lacks); None for a bot."""
    if seat.kind != HUMAN:
        return None
    figures = row.figures.get(seat.name, {})
    return np.array([int(figures.get(k, 0)) for k in layout], dtype=PACKED).tobytes()


def _unpack(blob: bytes | None, layout: list[str]) -> dict[str, int]:
    if blob is None or len(blob) != 4 * len(layout):
        return {}
    return {k: int(v) for k, v in zip(layout, np.frombuffer(blob, dtype=PACKED), strict=True)}


def _check(row: GameRow) -> None:
    numbers = [s.seat for s in row.seats]
    if not row.seats or sorted(numbers) != list(range(len(numbers))):
        raise ValueError("a game's seats are numbered 0, 1, 2… with none missing")
    if any(s.kind not in (HUMAN, BOT) or s.result not in (WON, LOST) for s in row.seats):
        raise ValueError("a seat is human or bot, and won or lost")
    humans = [s.name for s in row.seats if s.kind == HUMAN]
    if len(set(humans)) != len(humans):
        raise ValueError("two human seats share a name: a profile is one seat")
    if any(
        type(v) is not int or not 0 <= v <= MAX_FIGURE
        for figures in row.figures.values()
        for v in figures.values()
    ):
        raise ValueError("a figure is a whole number from 0")
    unknown = set(row.figures) - set(humans)
    if unknown:
        raise ValueError(f"figures for {sorted(unknown)[0]!r}, who is no human seat")
    if row.played_at.tzinfo is None:
        raise ValueError("played_at must be an aware datetime")
