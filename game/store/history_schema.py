"""The history database's schema: versioned migrations, and opening a file safely.

`PRAGMA user_version` is the schema's version. `MIGRATIONS[i]` takes a file from version i to
version i + 1, inside one transaction; a new version is one more function at the end of the list
(never an edit of an old one, which a player's file has already been through). `VERSION` is what
this build writes. A file whose version is newer than `VERSION` was written by a newer build: it is
kept aside rather than read, like a damaged one (`open_database`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 10_000  # a second window writing at the same moment waits this long at most


def _create(db: sqlite3.Connection) -> None:
    """Version 1: games, their seats (a human seat with its figures), practice sessions, facts.

    A human seat's figures are one BLOB of little-endian 32-bit counts, in the order its game's
    `figure_names` lists them: statistics read 10,000 games' worth as one array per game in a few
    milliseconds, where a row per figure (85,000 rows for 10,000 games) took SQLite ~90 ms to scan.
    """
    _script(
        db,
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,              -- the engine's name: wink, winkybilly, zwoggel
            preset TEXT,                     -- Wink's rule text, else NULL
            options TEXT NOT NULL,           -- the setup's options and the engine config, JSON
            played_at REAL NOT NULL,         -- when it ended, seconds since the epoch (UTC)
            seconds REAL NOT NULL,           -- how long, on the table's clock
            players INTEGER NOT NULL,        -- seat count
            end_code TEXT,                   -- the engine's End.code
            recording TEXT,                  -- the kept recording's path, NULL once dropped
            bot_level TEXT,                  -- the hardest bot level at the table, NULL with no bots
            figure_names TEXT NOT NULL       -- comma-separated: the order of the seats' figures
        );
        CREATE INDEX games_by_time ON games (played_at);
        CREATE INDEX games_by_game ON games (game, played_at);
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
            level TEXT,                      -- a bot's level, NULL for a human
            result TEXT NOT NULL CHECK (result IN ('won', 'lost')),
            placing INTEGER NOT NULL,        -- 1 for the best score, ties share a placing
            score INTEGER NOT NULL,
            figures BLOB,                    -- a human seat's: int32 LE, in games.figure_names order
            PRIMARY KEY (game_id, seat)
        );
        CREATE INDEX seats_by_profile ON seats (kind, name, game_id);
        CREATE TABLE practice (
            id INTEGER PRIMARY KEY,
            profile TEXT NOT NULL,
            played_at TEXT NOT NULL,         -- the session's local time, ISO 8601 (as practice.json)
            level TEXT NOT NULL,
            mode TEXT NOT NULL,
            record TEXT NOT NULL,            -- the whole SessionRecord, JSON
            UNIQUE (profile, played_at, level, mode, record)
        );
        CREATE INDEX practice_by_profile ON practice (profile, played_at);
        CREATE TABLE facts (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """,
    )


def _script(db: sqlite3.Connection, script: str) -> None:
    """Run each statement of `script` inside the caller's transaction (executescript would commit)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


# MIGRATIONS[i] takes version i to i + 1. Add new ones at the end; never change an old one.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create]
VERSION = len(MIGRATIONS)


class NotHistory(Exception):
    """The file cannot be used as this version's history; the message says why (English)."""


def connect(path: Path | str) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), WAL, with a busy timeout."""
    db = sqlite3.connect(
        str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
    )
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    db.execute("PRAGMA foreign_keys = ON")
    if str(path) != ":memory:":
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")  # WAL: durable at checkpoints, never corrupt
    return db


def migrate(
    db: sqlite3.Connection, migrations: list[Callable[[sqlite3.Connection], None]] | None = None
) -> int:
    """Bring `db` up to the last of `migrations` (default MIGRATIONS); returns the version before.

    Each step is one IMMEDIATE transaction that re-reads the version inside it, so two windows
    opening an old file at once migrate it once. NotHistory for a file newer than this build.
    """
    steps = MIGRATIONS if migrations is None else migrations
    before = _version(db)
    while True:
        db.execute("BEGIN IMMEDIATE")
        try:
            version = _version(db)
            if version > len(steps):
                raise NotHistory(
                    f"it was written by a newer version (schema {version}, this one reads {len(steps)})"
                )
            if version == len(steps):
                db.execute("COMMIT")
                return before
            steps[version](db)
            db.execute(f"PRAGMA user_version = {version + 1}")
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise


def _version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def open_database(path: Path) -> sqlite3.Connection:
    """Open `path` (created if missing) and migrate it; NotHistory when it cannot be this history.

    sqlite opens anything lazily: the first read is what finds a file that is not a database.
    """
    try:
        db = connect(path)
    except sqlite3.Error as exc:
        raise NotHistory(f"it cannot be opened ({exc})") from exc
    try:
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        migrate(db)
        if _version(db) == VERSION:
            _check_tables(db)
    except (sqlite3.DatabaseError, NotHistory) as exc:
        db.close()
        if isinstance(exc, NotHistory):
            raise
        raise NotHistory(f"it is not a readable history ({exc})") from exc
    return db


def _check_tables(db: sqlite3.Connection) -> None:
    names = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    missing = {"games", "seats", "practice", "facts"} - names
    if missing:
        raise NotHistory(f"it lacks the tables {', '.join(sorted(missing))}")


def move_aside(path: Path) -> Path | None:
    """Rename a database that cannot be used to `<stem>.bad-<n><suffix>`, with its -wal and -shm
    files beside it (first free n); the new path, or None when it could not be moved."""
    n = 1
    while (aside := path.with_name(f"{path.stem}.bad-{n}{path.suffix}")).exists():
        n += 1
    try:
        os.replace(path, aside)
    except OSError as exc:
        log.warning("could not move %s aside (%s)", path, exc.strerror or exc)
        return None
    for tail in ("-wal", "-shm", "-journal"):
        extra = path.with_name(path.name + tail)
        if extra.exists():
            with contextlib.suppress(OSError):
                os.replace(extra, aside.with_name(aside.name + tail))
    return aside
